// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ssh_config.h"
#include "ssh/ssh_config_p.h"

#include "common/logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <vector>

namespace cg::ssh {

using namespace config;

// ---------------------------------------------------------------------------------------------------
// The parsed form: a flat list of the lines that matter, with Include expanded in place between markers,
// because whether an included Host block applies depends on the host being resolved.

namespace {

enum class Kind : quint8 {
    Host,
    Match,
    IncludeBegin,
    IncludeEnd,
    HostName,
    User,
    Port,
    IdentityFile,
    ProxyJump,   // values: the hop specs; empty for "none"
    ProxyCommand // values: the command; empty for "none"
};

struct Entry
{
    Kind kind;
    int file = 0;
    int line = 0;
    QStringList values;
    quint16 port = 0;
    int parentInclude = -1; // index of the IncludeBegin this entry is inside, -1 at top level
    int governor = -1;      // IncludeBegin only: the Host or Match line in force where Include was written
};

struct Location
{
    int file = -1;
    int line = 0;
};

} // namespace

struct SshConfig::Data
{
    QStringList files;
    std::vector<Entry> entries;
    QList<SshConfigIssue> issues;
    QString homeDir;
    QString localUser;
    bool hasMatch = false;

    QString where(Location at) const
    {
        if (at.file < 0 || at.file >= files.size())
            return {};
        return files[at.file] + u':' + QString::number(at.line);
    }
};

namespace {

class Parser
{
public:
    Parser(SshConfig::Data &d, const SshConfigOptions &options) : m_d(d), m_options(options)
    {
        m_read = options.readFile ? options.readFile : readFileSystem;
        m_glob = options.glob ? options.glob : globFileSystem;
    }

    void parseFile(const QByteArray &text, const QString &fileName, int depth)
    {
        const int previousFile = m_file;
        const int previousGovernor = m_governor;
        m_stack << fileName;
        m_file = int(m_d.files.size());
        m_d.files << fileName;
        m_governor = -1;
        m_totalBytes += text.size();

        int lineNo = 0;
        qsizetype start = 0;
        while (start < text.size()) {
            qsizetype end = text.indexOf('\n', start);
            if (end < 0)
                end = text.size();
            ++lineNo;
            parseLine(QString::fromUtf8(text.constData() + start, end - start), lineNo, depth);
            start = end + 1;
        }

        m_stack.removeLast();
        m_file = previousFile;
        m_governor = previousGovernor;
    }

private:
    void issue(int line, const QString &message, bool notImported = false)
    {
        m_d.issues.append({m_d.files[m_file], line, message, notImported});
    }

    Entry &add(Kind kind, int line)
    {
        Entry e;
        e.kind = kind;
        e.file = m_file;
        e.line = line;
        e.parentInclude = m_parentInclude;
        m_d.entries.push_back(std::move(e));
        return m_d.entries.back();
    }

    void parseLine(QString line, int lineNo, int depth)
    {
        // C strings end at NUL, and so does the line for ssh.
        const qsizetype nul = line.indexOf(QChar(0));
        if (nul >= 0)
            line.truncate(nul);
        qsizetype end = line.size();
        while (end > 0 && (isWhitespace(line[end - 1]) || line[end - 1] == u'\f'))
            --end;
        qsizetype i = 0;
        while (i < end && isWhitespace(line[i]))
            ++i;
        if (i == end || line[i] == u'#')
            return;

        // "Keyword value", "Keyword=value" and "Keyword = value" are all the same.
        const qsizetype keywordStart = i;
        while (i < end && !isWhitespace(line[i]) && line[i] != u'=')
            ++i;
        const QString keyword = line.mid(keywordStart, i - keywordStart);
        const QString lower = asciiLower(keyword);
        while (i < end && isWhitespace(line[i]))
            ++i;
        if (i < end && line[i] == u'=')
            ++i;
        while (i < end && isWhitespace(line[i]))
            ++i;
        const QString rest = line.mid(i, end - i);
        if (rest.isEmpty()) {
            issue(lineNo, SshConfig::tr("%1 has no value; line ignored").arg(keyword));
            return;
        }
        QStringList args;
        if (!splitArguments(rest, &args)) {
            issue(lineNo, SshConfig::tr("unbalanced quotes; line ignored"));
            return;
        }

        if (lower == u"host") {
            hostLine(args, lineNo);
        } else if (lower == u"match") {
            m_governor = int(m_d.entries.size());
            add(Kind::Match, lineNo);
            m_d.hasMatch = true;
            issue(lineNo,
                  SshConfig::tr("Match block not imported: Match conditions need OpenSSH to evaluate "
                                "(ssh -G resolves them)"),
                  true);
        } else if (lower == u"include") {
            include(args, lineNo, depth);
        } else if (lower == u"hostname") {
            if (const auto value = single(args, keyword, lineNo)) {
                QString error = checkTokens(*value, keyword, kHostNameTokens);
                if (error.isEmpty() && (value->isEmpty() || hasSpaceOrControl(*value)))
                    error = SshConfig::tr("HostName \"%1\" is not a host name").arg(*value);
                if (!error.isEmpty())
                    issue(lineNo, SshConfig::tr("%1; line ignored").arg(error));
                else
                    add(Kind::HostName, lineNo).values = QStringList{*value};
            }
        } else if (lower == u"user") {
            if (const auto value = single(args, keyword, lineNo)) {
                if (value->isEmpty() || hasSpaceOrControl(*value))
                    issue(lineNo, SshConfig::tr("User \"%1\" is not a user name; line ignored").arg(*value));
                else
                    add(Kind::User, lineNo).values = QStringList{*value};
            }
        } else if (lower == u"port") {
            if (const auto value = single(args, keyword, lineNo)) {
                if (const auto port = parsePort(*value))
                    add(Kind::Port, lineNo).port = *port;
                else
                    issue(lineNo,
                          SshConfig::tr("bad port \"%1\": ports are numbers from 1 to 65535; line ignored")
                              .arg(*value));
            }
        } else if (lower == u"identityfile" || lower == u"identityfile2") {
            if (const auto value = single(args, keyword, lineNo))
                identityFile(*value, keyword, lineNo);
        } else if (lower == u"proxyjump") {
            proxyJump(rawValue(line, keywordStart + keyword.size(), end), lineNo);
        } else if (lower == u"proxycommand") {
            const QString command = rawValue(line, keywordStart + keyword.size(), end);
            add(Kind::ProxyCommand, lineNo).values =
                command == u"none" ? QStringList{} : QStringList{command};
        } else if (lower == u"ignoreunknown") {
            for (const QString &arg : std::as_const(args))
                m_ignoreUnknown << asciiLower(arg).split(u',', Qt::SkipEmptyParts); // matched ignoring case
        } else if (!isOtherKeyword(lower) && !hostMatches(m_ignoreUnknown, lower)) {
            issue(lineNo, SshConfig::tr("unknown option %1; ignored").arg(keyword));
        }
    }

    // ProxyJump and ProxyCommand take the rest of the line as written, as ssh does.
    static QString rawValue(const QString &line, qsizetype from, qsizetype end)
    {
        while (from < end && (isWhitespace(line[from]) || line[from] == u'='))
            ++from;
        return line.mid(from, end - from);
    }

    std::optional<QString> single(const QStringList &args, const QString &keyword, int lineNo)
    {
        if (args.isEmpty()) {
            issue(lineNo, SshConfig::tr("%1 has no value; line ignored").arg(keyword));
            return std::nullopt;
        }
        if (args.size() > 1) {
            issue(lineNo, SshConfig::tr("%1 takes one value, found %2; line ignored")
                              .arg(keyword, QString::number(args.size())));
            return std::nullopt;
        }
        return args.first();
    }

    void hostLine(const QStringList &args, int lineNo)
    {
        QStringList patterns;
        for (const QString &arg : args) {
            if (arg.isEmpty())
                issue(lineNo, SshConfig::tr("empty pattern on a Host line; ignored"));
            else
                patterns << arg;
        }
        if (patterns.isEmpty())
            issue(lineNo, SshConfig::tr("Host line without patterns: the block below it applies to no host"));
        m_governor = int(m_d.entries.size());
        add(Kind::Host, lineNo).values = patterns;
    }

    void identityFile(const QString &value, const QString &keyword, int lineNo)
    {
        QString error = checkTokens(value, keyword, kIdentityTokens, kIdentityTokensUnsupported);
        if (error.isEmpty() && value.isEmpty())
            error = SshConfig::tr("%1 is empty").arg(keyword);
        if (error.isEmpty() && !expandTilde(value, {}))
            error = SshConfig::tr("%1 \"%2\": ~user paths are not supported").arg(keyword, value);
        if (!error.isEmpty()) {
            issue(lineNo, SshConfig::tr("%1; line ignored").arg(error));
            return;
        }
        add(Kind::IdentityFile, lineNo).values = QStringList{value};
    }

    void proxyJump(QString value, int lineNo)
    {
        // Like ssh's parse_jump(): anything after '#' is a comment.
        const qsizetype hash = value.indexOf(u'#');
        if (hash >= 0)
            value.truncate(hash);
        while (!value.isEmpty() && isWhitespace(value.back()))
            value.chop(1);
        if (value.compare(u"none", Qt::CaseInsensitive) == 0) {
            add(Kind::ProxyJump, lineNo);
            return;
        }
        const QStringList hops = value.split(u',');
        for (const QString &hop : hops) {
            QString error = checkTokens(hop, QStringLiteral("ProxyJump"), kProxyJumpTokens);
            if (error.isEmpty() && !hop.contains(u'%')) {
                const auto spec = parseHopSpec(hop);
                if (!spec)
                    error = spec.error();
            }
            if (!error.isEmpty()) {
                issue(lineNo, SshConfig::tr("bad ProxyJump: %1; line ignored").arg(error));
                return;
            }
        }
        add(Kind::ProxyJump, lineNo).values = hops;
    }

    void include(const QStringList &args, int lineNo, int depth)
    {
        for (const QString &arg : args) {
            if (arg.isEmpty()) {
                issue(lineNo, SshConfig::tr("empty Include path; ignored"));
                continue;
            }
            const auto expanded = expandTilde(arg, m_d.homeDir);
            if (!expanded) {
                issue(lineNo,
                      SshConfig::tr("Include \"%1\": ~user paths are not supported; ignored").arg(arg));
                continue;
            }
            // Relative paths are relative to ~/.ssh in a user's config, wherever the including file is.
            const QString pattern =
                expanded->startsWith(u'/') ? *expanded : m_d.homeDir + QStringLiteral("/.ssh/") + *expanded;
            const QStringList files = m_glob(pattern);
            if (files.isEmpty())
                qCDebug(lcSsh) << "Include" << pattern << "matched no files";
            for (const QString &file : files)
                includeFile(QDir::cleanPath(file), lineNo, depth + 1);
        }
    }

    void includeFile(const QString &path, int lineNo, int depth)
    {
        if (m_stack.contains(path)) {
            issue(lineNo, SshConfig::tr("Include loop: %1; not included again")
                              .arg((m_stack + QStringList{path}).join(QStringLiteral(" -> "))));
            return;
        }
        if (depth > m_options.maxIncludeDepth) {
            issue(lineNo, SshConfig::tr("Include nested deeper than %1 levels; %2 not included")
                              .arg(QString::number(m_options.maxIncludeDepth), path));
            return;
        }
        if (m_includedFiles >= m_options.maxIncludedFiles || m_totalBytes > kMaxTotalBytes) {
            // Said once: the files past the limit are all left out for the same reason.
            if (!m_reportedTooMany)
                issue(lineNo,
                      SshConfig::tr("more than %1 included files; %2 and any further ones not included")
                          .arg(QString::number(m_options.maxIncludedFiles), path));
            m_reportedTooMany = true;
            return;
        }
        ++m_includedFiles;
        const std::optional<QByteArray> text = m_read(path);
        if (!text) {
            issue(lineNo, SshConfig::tr("cannot read included file %1").arg(path));
            return;
        }
        const int begin = int(m_d.entries.size());
        add(Kind::IncludeBegin, lineNo).governor = m_governor;
        const int previousParent = m_parentInclude;
        m_parentInclude = begin;
        parseFile(*text, path, depth);
        m_parentInclude = previousParent;
        add(Kind::IncludeEnd, lineNo);
    }

    SshConfig::Data &m_d;
    const SshConfigOptions &m_options;
    std::function<std::optional<QByteArray>(const QString &)> m_read;
    std::function<QStringList(const QString &)> m_glob;
    QStringList m_stack; // files being read, outermost first
    QStringList m_ignoreUnknown;
    int m_file = 0;
    int m_governor = -1;
    int m_parentInclude = -1;
    int m_includedFiles = 0;
    bool m_reportedTooMany = false;
    qint64 m_totalBytes = 0;
};

// ---------------------------------------------------------------------------------------------------
// Resolution: one pass over the entries in order, as ssh reads its config for one destination.

// What the command line of a jump ssh sets before the config is read (-l, -p, -J), so it wins.
struct Overrides
{
    QString user;
    quint16 port = 0;
    std::optional<QStringList> jump;
};

struct Resolution
{
    enum class Proxy { Unset, None, Jump, Command };

    std::optional<QString> hostName;
    Location hostNameAt;
    std::optional<QString> user;
    std::optional<quint16> port;
    QStringList identityFiles;
    Proxy proxy = Proxy::Unset;
    QStringList jump;
    Location proxyAt;
    bool named = false; // a Host line naming the alias literally applied
    Location namedAt;
};

struct Failure
{
    QString message;
    Location at;
};

class Resolver
{
public:
    explicit Resolver(const SshConfig::Data &d) : m_d(d) {}

    Resolution collect(const QString &name, const Overrides &overrides) const
    {
        Resolution r;
        if (!overrides.user.isEmpty())
            r.user = overrides.user;
        if (overrides.port != 0)
            r.port = overrides.port;
        if (overrides.jump) {
            r.proxy = overrides.jump->isEmpty() ? Resolution::Proxy::None : Resolution::Proxy::Jump;
            r.jump = *overrides.jump;
        }

        bool active = true;      // lines before the first Host line apply to every host
        bool neverMatch = false; // inside a file included where no block applied
        Location block;
        struct Saved
        {
            bool active;
            bool neverMatch;
            Location block;
        };
        std::vector<Saved> saved;
        for (const Entry &e : m_d.entries) {
            const Location here{e.file, e.line};
            switch (e.kind) {
            case Kind::Host:
                active = !neverMatch && hostMatches(e.values, name);
                if (active) {
                    block = here;
                    if (!r.named && e.values.contains(name)) {
                        r.named = true;
                        r.namedAt = here;
                    }
                }
                break;
            case Kind::Match:
                active = false;
                break;
            case Kind::IncludeBegin:
                saved.push_back({active, neverMatch, block});
                neverMatch = neverMatch || !active;
                break;
            case Kind::IncludeEnd:
                if (!saved.empty()) {
                    active = saved.back().active;
                    neverMatch = saved.back().neverMatch;
                    block = saved.back().block;
                    saved.pop_back();
                }
                break;
            default:
                if (active)
                    apply(r, e, block.file >= 0 ? block : here);
            }
        }
        return r;
    }

    SshHost build(const QString &alias, const Resolution &r) const
    {
        SshHost h;
        h.alias = alias;
        TokenValues t;
        t.alias = alias;
        t.host = alias;
        h.hostName = asciiLower(r.hostName ? expandTokens(*r.hostName, t) : alias);
        h.user = r.user.value_or(QString());
        h.port = r.port.value_or(quint16(22));
        t.host = h.hostName;
        t.port = QString::number(h.port);
        t.remoteUser = h.user.isEmpty() ? m_d.localUser : h.user;
        t.localUser = m_d.localUser;
        t.home = m_d.homeDir;
        for (const QString &file : r.identityFiles)
            h.identityFiles << expandTokens(expandTilde(file, m_d.homeDir).value_or(file), t);
        if (r.proxy == Resolution::Proxy::Jump) {
            for (const QString &hop : r.jump)
                h.proxyJump << expandTokens(hop, t);
        }
        h.definedAt = m_d.where(r.hostName ? r.hostNameAt : r.named ? r.namedAt : Location{});
        return h;
    }

    bool host(const QString &alias, const Overrides &overrides, SshHost *out, Resolution *res,
              Failure *f) const
    {
        if (alias.isEmpty() || hasSpaceOrControl(alias) || alias.startsWith(u'-')) {
            *f = {SshConfig::tr("\"%1\" is not a host name").arg(alias), {}};
            return false;
        }
        *res = collect(alias, overrides);
        if (res->proxy == Resolution::Proxy::Command) {
            *f = {SshConfig::tr("%1 uses ProxyCommand, which ClusterGate does not run; use ProxyJump instead")
                      .arg(alias),
                  res->proxyAt};
            return false;
        }
        *out = build(alias, *res);
        return true;
    }

    // ssh reaches the last hop of "h1,...,hk" with `-J h1,...,h(k-1)`, recursively, so every hop is
    // looked up under its own name, the later hops' own ProxyJump is overridden by the list, and only
    // h1's own ProxyJump applies: chain(T) = chain(h1) + [h1, ..., hk].
    bool chain(const SshHost &target, const Resolution &targetRes, const QStringList &path,
               QList<SshHost> *out, Failure *f) const
    {
        out->clear();
        if (target.proxyJump.isEmpty())
            return true;
        if (path.size() > SshConfig::kMaxJumpHops || target.proxyJump.size() > SshConfig::kMaxJumpHops) {
            *f = {tooLong(path), targetRes.proxyAt};
            return false;
        }
        QList<HopSpec> specs;
        for (const QString &hop : target.proxyJump) {
            const auto spec = parseHopSpec(hop);
            if (!spec) {
                *f = {target.alias.isEmpty()
                          ? spec.error()
                          : SshConfig::tr("%1: bad ProxyJump: %2").arg(target.alias, spec.error()),
                      targetRes.proxyAt};
                return false;
            }
            if (path.contains(spec->host)) {
                *f = {SshConfig::tr("ProxyJump loop: %1")
                          .arg((path + QStringList{spec->host}).join(QStringLiteral(" -> "))),
                      targetRes.proxyAt};
                return false;
            }
            specs << spec.value();
        }
        QList<SshHost> hops;
        Resolution firstRes;
        for (qsizetype i = 0; i < specs.size(); ++i) {
            Overrides o;
            o.user = specs[i].user;
            o.port = specs[i].port;
            if (i > 0)
                o.jump = target.proxyJump.mid(0, i);
            SshHost hop;
            Resolution hopRes;
            if (!host(specs[i].host, o, &hop, &hopRes, f)) {
                if (f->at.file < 0)
                    f->at = targetRes.proxyAt;
                return false;
            }
            if (i == 0)
                firstRes = hopRes;
            hops << hop;
        }
        QList<SshHost> before;
        if (!chain(hops.first(), firstRes, path + QStringList{specs.first().host}, &before, f))
            return false;
        *out = before + hops;
        if (out->size() > SshConfig::kMaxJumpHops) {
            *f = {tooLong(path), targetRes.proxyAt};
            return false;
        }
        return true;
    }

    bool withChain(const QString &alias, ImportedHost *out, Failure *f) const
    {
        Resolution res;
        if (!host(alias, {}, &out->host, &res, f)) {
            if (f->at.file < 0)
                f->at = res.namedAt;
            return false;
        }
        if (!chain(out->host, res, {alias}, &out->chain, f)) {
            if (f->at.file < 0)
                f->at = res.namedAt;
            return false;
        }
        return true;
    }

private:
    static QString tooLong(const QStringList &path)
    {
        if (path.isEmpty())
            return SshConfig::tr("the jump chain is longer than %1 hops").arg(SshConfig::kMaxJumpHops);
        return SshConfig::tr("the jump chain to %1 is longer than %2 hops")
            .arg(path.first(), QString::number(SshConfig::kMaxJumpHops));
    }

    // The first value obtained wins, except IdentityFile, which adds up (without duplicates).
    static void apply(Resolution &r, const Entry &e, Location block)
    {
        const Location here{e.file, e.line};
        switch (e.kind) {
        case Kind::HostName:
            if (!r.hostName) {
                r.hostName = e.values.first();
                r.hostNameAt = block;
            }
            break;
        case Kind::User:
            if (!r.user)
                r.user = e.values.first();
            break;
        case Kind::Port:
            if (!r.port)
                r.port = e.port;
            break;
        case Kind::IdentityFile:
            if (!r.identityFiles.contains(e.values.first()))
                r.identityFiles << e.values.first();
            break;
        case Kind::ProxyJump:
            // ProxyJump and ProxyCommand compete: whichever comes first disables the other.
            if (r.proxy == Resolution::Proxy::Unset) {
                r.proxy = e.values.isEmpty() ? Resolution::Proxy::None : Resolution::Proxy::Jump;
                r.jump = e.values;
                r.proxyAt = here;
            }
            break;
        case Kind::ProxyCommand:
            if (r.proxy == Resolution::Proxy::Unset) {
                r.proxy = e.values.isEmpty() ? Resolution::Proxy::None : Resolution::Proxy::Command;
                r.proxyAt = here;
            }
            break;
        default:
            break;
        }
    }

    const SshConfig::Data &m_d;
};

} // namespace

// ---------------------------------------------------------------------------------------------------

SshConfig::SshConfig() : m_d(std::make_shared<Data>()) {}

SshConfig SshConfig::parse(const QByteArray &text, const QString &fileName, const SshConfigOptions &options)
{
    auto d = std::make_shared<Data>();
    d->homeDir = options.homeDir.isEmpty() ? QDir::homePath() : options.homeDir;
    while (d->homeDir.size() > 1 && d->homeDir.endsWith(u'/'))
        d->homeDir.chop(1);
    d->localUser = options.localUser.isEmpty() ? currentUser() : options.localUser;
    Parser(*d, options).parseFile(text, QDir::cleanPath(fileName), 0);
    SshConfig config;
    config.m_d = std::move(d);
    return config;
}

Result<SshConfig> SshConfig::load(const QString &path, const SshConfigOptions &options)
{
    const std::optional<QByteArray> text = options.readFile ? options.readFile(path) : readFileSystem(path);
    if (!text) {
        if (!options.readFile && !QFileInfo::exists(path))
            return Result<SshConfig>::failure(tr("The ssh config file %1 does not exist").arg(path));
        return Result<SshConfig>::failure(tr("Cannot read the ssh config file %1").arg(path));
    }
    return parse(*text, path, options);
}

QStringList SshConfig::aliases() const
{
    // A Host block named in an included file applies only if the block around the Include applied too;
    // the governor of each Include says which line decided that.
    auto applies = [this](const Entry &host, const QString &name) {
        if (!hostMatches(host.values, name))
            return false;
        for (int inc = host.parentInclude; inc >= 0; inc = m_d->entries[size_t(inc)].parentInclude) {
            const int g = m_d->entries[size_t(inc)].governor;
            if (g < 0)
                continue;
            const Entry &governor = m_d->entries[size_t(g)];
            if (governor.kind == Kind::Match || !hostMatches(governor.values, name))
                return false;
        }
        return true;
    };
    QStringList names;
    QSet<QString> seen;
    for (const Entry &e : m_d->entries) {
        if (e.kind != Kind::Host)
            continue;
        for (const QString &pattern : e.values) {
            if (pattern.startsWith(u'!') || pattern.contains(u'*') || pattern.contains(u'?') ||
                seen.contains(pattern) || hasSpaceOrControl(pattern) || pattern.startsWith(u'-'))
                continue;
            if (applies(e, pattern)) {
                seen.insert(pattern);
                names << pattern;
            }
        }
    }
    return names;
}

Result<SshHost> SshConfig::resolve(const QString &alias) const
{
    SshHost host;
    Resolution res;
    Failure failure;
    if (!Resolver(*m_d).host(alias, {}, &host, &res, &failure))
        return Result<SshHost>::failure(failure.message);
    return host;
}

Result<ImportedHost> SshConfig::resolveWithChain(const QString &alias) const
{
    ImportedHost imported;
    Failure failure;
    if (!Resolver(*m_d).withChain(alias, &imported, &failure))
        return Result<ImportedHost>::failure(failure.message);
    return imported;
}

Result<QList<SshHost>> SshConfig::resolveJumpList(const QStringList &hopSpecs) const
{
    // The same as the chain of a destination whose ProxyJump is this list.
    SshHost via;
    via.proxyJump = hopSpecs;
    QList<SshHost> hosts;
    Failure failure;
    if (!Resolver(*m_d).chain(via, Resolution{}, {}, &hosts, &failure))
        return Result<QList<SshHost>>::failure(failure.message);
    return hosts;
}

QList<ImportedHost> SshConfig::importAll(QList<SshConfigIssue> *skipped) const
{
    QList<ImportedHost> hosts;
    const Resolver resolver(*m_d);
    for (const QString &alias : aliases()) {
        ImportedHost imported;
        Failure failure;
        if (resolver.withChain(alias, &imported, &failure)) {
            hosts << imported;
        } else if (skipped) {
            const bool known = failure.at.file >= 0 && failure.at.file < m_d->files.size();
            skipped->append({known ? m_d->files[failure.at.file] : QString(), known ? failure.at.line : 0,
                             failure.message, true});
        }
    }
    return hosts;
}

QList<SshConfigIssue> SshConfig::issues() const
{
    return m_d->issues;
}

bool SshConfig::hasMatchBlocks() const
{
    return m_d->hasMatch;
}

} // namespace cg::ssh
