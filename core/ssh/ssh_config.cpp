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
    ProxyJump,    // values: the hop specs; empty for "none"
    ProxyCommand, // values: the command; empty for "none"
    Canonicalize, // CanonicalizeHostname; values: the value, lower case
    Refuse        // a line that decides where a host is reached and cannot be honoured; values: why
};

// One criterion of a Match line: "[!]attribute [argument]".
struct Criterion
{
    QString attribute; // lower case
    QString argument;  // empty for all, canonical, final
    bool negated = false;
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
    bool global = false;    // Refuse only: refuses every host, whatever block it stands in
    std::vector<Criterion> criteria; // Match only
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

    // A line that decides where or through what a host is reached and that cannot be honoured: the
    // hosts its block applies to are refused, naming the line (ssh itself would refuse the whole file).
    void refuse(int line, const QString &message, bool global = false)
    {
        issue(line, message, true);
        Entry &e = add(Kind::Refuse, line);
        e.values = QStringList{message};
        e.global = global;
    }

    // Keywords whose value decides where, through what or as whom a host is reached.
    static bool decidesWhere(const QString &lower)
    {
        return lower == u"hostname" || lower == u"port" || lower == u"user" || lower == u"proxyjump" ||
               lower == u"proxycommand" || lower == u"canonicalizehostname" || lower == u"hostkeyalias";
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
        const bool where = decidesWhere(lower);
        if (rest.isEmpty()) {
            if (lower == u"host" || lower == u"match")
                unreadableBlock(lineNo, SshConfig::tr("%1 has no value").arg(keyword));
            else if (where)
                refuse(lineNo, SshConfig::tr("%1 has no value").arg(keyword));
            else
                issue(lineNo, SshConfig::tr("%1 has no value; line ignored").arg(keyword));
            return;
        }
        QStringList args;
        if (!splitArguments(rest, &args)) {
            if (lower == u"host" || lower == u"match")
                unreadableBlock(lineNo, SshConfig::tr("unbalanced quotes"));
            else if (where)
                refuse(lineNo, SshConfig::tr("unbalanced quotes in %1").arg(keyword));
            else
                issue(lineNo, SshConfig::tr("unbalanced quotes; line ignored"));
            return;
        }

        if (lower == u"host") {
            hostLine(args, lineNo);
        } else if (lower == u"match") {
            matchLine(args, lineNo);
        } else if (lower == u"include") {
            include(args, lineNo, depth);
        } else if (lower == u"hostname") {
            if (const auto value = single(args, keyword, lineNo)) {
                QString error = checkTokens(*value, keyword, kHostNameTokens);
                if (error.isEmpty() && (value->isEmpty() || hasSpaceOrControl(*value)))
                    error = SshConfig::tr("HostName \"%1\" is not a host name").arg(*value);
                if (!error.isEmpty())
                    refuse(lineNo, error);
                else
                    add(Kind::HostName, lineNo).values = QStringList{*value};
            }
        } else if (lower == u"user") {
            if (const auto value = single(args, keyword, lineNo)) {
                if (value->isEmpty() || hasSpaceOrControl(*value))
                    refuse(lineNo, SshConfig::tr("User \"%1\" is not a user name").arg(*value));
                else
                    add(Kind::User, lineNo).values = QStringList{*value};
            }
        } else if (lower == u"port") {
            if (const auto value = single(args, keyword, lineNo)) {
                if (const auto port = parsePort(*value))
                    add(Kind::Port, lineNo).port = *port;
                else
                    refuse(lineNo, SshConfig::tr("bad port \"%1\": ports are numbers from 1 to 65535 or "
                                                 "service names")
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
        } else if (lower == u"canonicalizehostname") {
            if (const auto value = single(args, keyword, lineNo)) {
                const QString v = asciiLower(*value);
                if (v == u"no" || v == u"false" || v == u"yes" || v == u"true" || v == u"always")
                    add(Kind::Canonicalize, lineNo).values = QStringList{v};
                else
                    refuse(lineNo,
                           SshConfig::tr("CanonicalizeHostname \"%1\" is not yes, no or always").arg(*value));
            }
        } else if (lower == u"hostkeyalias") {
            if (single(args, keyword, lineNo))
                refuse(lineNo, SshConfig::tr("HostKeyAlias is not supported: ClusterGate checks host keys "
                                             "under the host's own name"));
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
        const bool where = decidesWhere(asciiLower(keyword));
        if (args.isEmpty()) {
            if (where)
                refuse(lineNo, SshConfig::tr("%1 has no value").arg(keyword));
            else
                issue(lineNo, SshConfig::tr("%1 has no value; line ignored").arg(keyword));
            return std::nullopt;
        }
        if (args.size() > 1) {
            const QString message =
                SshConfig::tr("%1 takes one value, found %2").arg(keyword, QString::number(args.size()));
            if (where)
                refuse(lineNo, message);
            else
                issue(lineNo, SshConfig::tr("%1; line ignored").arg(message));
            return std::nullopt;
        }
        return args.first();
    }

    // A Host or Match line that cannot be read: nobody can tell which hosts its block is for, so every
    // host it could apply to is refused when the block would change it (a Match that is never decided).
    void unreadableBlock(int lineNo, const QString &why)
    {
        issue(lineNo, SshConfig::tr("%1; hosts this block could apply to are refused").arg(why), true);
        m_governor = int(m_d.entries.size());
        Entry &e = add(Kind::Match, lineNo);
        e.criteria.push_back({QStringLiteral("unreadable"), why, false});
        m_d.hasMatch = true;
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

    // OpenSSH 9.2's match_cfg_line() grammar: all, canonical, final (no argument); exec, localnetwork,
    // host, originalhost, user, localuser (one argument); each may be negated with '!'.
    void matchLine(const QStringList &args, int lineNo)
    {
        std::vector<Criterion> criteria;
        QString error;
        bool all = false;
        bool others = false;
        bool undecidable = false;
        for (qsizetype i = 0; i < args.size() && error.isEmpty(); ++i) {
            Criterion c;
            QString attribute = args[i];
            c.negated = attribute.startsWith(u'!');
            if (c.negated)
                attribute = attribute.mid(1);
            c.attribute = asciiLower(attribute);
            if (c.attribute == u"all" || c.attribute == u"canonical" || c.attribute == u"final") {
                all = all || c.attribute == u"all";
            } else if (c.attribute == u"exec" || c.attribute == u"localnetwork" || c.attribute == u"host" ||
                       c.attribute == u"originalhost" || c.attribute == u"user" ||
                       c.attribute == u"localuser") {
                others = true;
                if (i + 1 >= args.size() || args[i + 1].isEmpty()) {
                    error = SshConfig::tr("Match %1 needs an argument").arg(attribute);
                    break;
                }
                c.argument = args[++i];
                undecidable = undecidable || c.attribute == u"exec" || c.attribute == u"localnetwork";
            } else {
                error = SshConfig::tr("unsupported Match attribute \"%1\"").arg(attribute);
                break;
            }
            criteria.push_back(c);
        }
        if (error.isEmpty() && criteria.empty())
            error = SshConfig::tr("Match without criteria");
        if (error.isEmpty() && all && others)
            error = SshConfig::tr("Match all cannot be combined with other criteria");
        m_d.hasMatch = true;
        if (!error.isEmpty()) {
            // ssh refuses the whole file over a Match line it cannot parse: so does every host here.
            refuse(lineNo, SshConfig::tr("bad Match line: %1").arg(error), true);
            m_governor = int(m_d.entries.size());
            add(Kind::Match, lineNo).criteria.push_back({QStringLiteral("unreadable"), error, false});
            return;
        }
        if (undecidable)
            issue(
                lineNo,
                SshConfig::tr("Match exec and localnetwork cannot be evaluated by ClusterGate: a host this "
                              "block would change is refused; resolving with OpenSSH (ssh -G) evaluates it"),
                true);
        m_governor = int(m_d.entries.size());
        add(Kind::Match, lineNo).criteria = std::move(criteria);
    }

    void identityFile(const QString &value, const QString &keyword, int lineNo)
    {
        QString error = checkTokens(value, keyword, kIdentityTokens, kIdentityTokensUnsupported);
        if (error.isEmpty() && value.isEmpty())
            error = SshConfig::tr("%1 is empty").arg(keyword);
        if (error.isEmpty() && !expandTilde(value, {}))
            error = SshConfig::tr("%1 \"%2\": ~user paths are not supported").arg(keyword, value);
        if (error.isEmpty())
            error = checkEnvironment(value, keyword);
        if (!error.isEmpty()) {
            issue(lineNo, SshConfig::tr("%1; line ignored").arg(error));
            return;
        }
        add(Kind::IdentityFile, lineNo).values = QStringList{value};
    }

    // ${NAME} as ssh's dollar_expand(): the name is letters, digits and '_', and must be set.
    static QString checkEnvironment(const QString &value, const QString &keyword)
    {
        for (qsizetype i = value.indexOf(QStringLiteral("${")); i >= 0;
             i = value.indexOf(QStringLiteral("${"), i + 2)) {
            const qsizetype close = value.indexOf(u'}', i + 2);
            if (close < 0)
                return SshConfig::tr("%1: ${ without a closing }").arg(keyword);
            const QString name = value.mid(i + 2, close - i - 2);
            if (name.isEmpty() || !std::all_of(name.begin(), name.end(), [](QChar c) {
                    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
                           c == u'_';
                }))
                return SshConfig::tr("%1: ${%2} is not an environment variable name").arg(keyword, name);
        }
        return {};
    }

    void proxyJump(QString value, int lineNo)
    {
        // Like ssh's parse_jump(): anything after '#' is a comment.
        const qsizetype hash = value.indexOf(u'#');
        if (hash >= 0)
            value.truncate(hash);
        while (!value.isEmpty() && isWhitespace(value.back()))
            value.chop(1);
        if (value.isEmpty()) {
            refuse(lineNo, SshConfig::tr("ProxyJump has no value"));
            return;
        }
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
                refuse(lineNo, SshConfig::tr("bad ProxyJump: %1").arg(error));
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
            refuse(lineNo, SshConfig::tr("Include nested deeper than %1 levels; %2 not included")
                               .arg(QString::number(m_options.maxIncludeDepth), path));
            return;
        }
        if (m_includedFiles >= m_options.maxIncludedFiles || m_totalBytes > kMaxTotalBytes) {
            // Said once: the files past the limit are all left out for the same reason.
            // Once per Include line: the files past the limit are all left out for the same reason.
            if (m_tooManyAt != qMakePair(m_file, lineNo))
                refuse(lineNo,
                       SshConfig::tr("more than %1 included files; %2 and any further ones not included")
                           .arg(QString::number(m_options.maxIncludedFiles), path));
            m_tooManyAt = qMakePair(m_file, lineNo);
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
    QPair<int, int> m_tooManyAt{-1, 0};
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

struct Failure
{
    QString message;
    Location at;
};

struct Resolution
{
    enum class Proxy { Unset, None, Jump, Command };

    std::optional<QString> hostName;
    Location hostNameAt;
    std::optional<QString> user;
    std::optional<quint16> port;
    QStringList identityFiles; // "none" included: it stops ssh's default keys
    Proxy proxy = Proxy::Unset;
    QStringList jump;
    Location proxyAt;
    std::optional<QString> canonicalize;
    Location canonicalizeAt;
    bool named = false; // a Host line naming the alias literally applied
    Location namedAt;
    std::optional<Failure> refused; // the first line that refuses this host
};

// Match criteria ClusterGate cannot evaluate (exec, localnetwork, an unreadable line) are tried both
// ways: the n-th one met takes bit n of `mask`. A host is imported only if every way gives the same.
struct Decisions
{
    quint32 mask = 0;
    int used = 0;
    Location first;
    QString firstWhy;
};

class Resolver
{
public:
    explicit Resolver(const SshConfig::Data &d) : m_d(d) {}

    static constexpr int kMaxUndecided = 8; // 256 resolutions of one host at most

    // One reading of the config, as ssh's read_config_file() for one destination: `name` is what Host
    // lines match (the alias; the final host name in the final pass), `original` what originalhost matches.
    void collect(Resolution &r, const QString &name, const QString &original, bool finalPass,
                 Decisions &decisions, bool *wantFinal) const
    {
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
            case Kind::Match: {
                const bool matched = match(e, r, original, finalPass, decisions, wantFinal);
                active = !neverMatch && matched;
                if (active)
                    block = here;
                break;
            }
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
            case Kind::Refuse:
                if ((active || e.global) && !r.refused)
                    r.refused = Failure{e.values.first(), here};
                break;
            default:
                if (active)
                    apply(r, e, block.file >= 0 ? block : here);
            }
        }
    }

    // match_cfg_line() of OpenSSH 9.2.
    bool match(const Entry &e, const Resolution &r, const QString &original, bool finalPass,
               Decisions &decisions, bool *wantFinal) const
    {
        const QString host =
            finalPass ? *r.hostName
                      : (r.hostName ? expandTokens(*r.hostName, TokenValues{original, {}, {}, {}, {}, {}})
                                    : original);
        const QString remoteUser = r.user.value_or(m_d.localUser);
        bool result = true;
        for (const Criterion &c : e.criteria) {
            bool value = false;
            if (c.attribute == u"all") {
                value = true;
            } else if (c.attribute == u"canonical" || c.attribute == u"final") {
                if (c.attribute == u"final" && wantFinal && !c.negated)
                    *wantFinal = true;
                value = finalPass;
            } else if (c.attribute == u"host") {
                value = patternList(asciiLower(host), c.argument, true);
            } else if (c.attribute == u"originalhost") {
                value = patternList(asciiLower(original), c.argument, true);
            } else if (c.attribute == u"user") {
                value = patternList(remoteUser, c.argument, false);
            } else if (c.attribute == u"localuser") {
                value = patternList(m_d.localUser, c.argument, false);
            } else {
                // exec (skipped by ssh once an earlier criterion failed), localnetwork, unreadable.
                if (!result)
                    continue;
                const int bit = decisions.used++;
                if (bit == 0) {
                    decisions.first = {e.file, e.line};
                    decisions.firstWhy = c.attribute == u"unreadable"
                                             ? c.argument
                                             : QStringLiteral("Match %1 %2").arg(c.attribute, c.argument);
                }
                value = bit < 32 && (decisions.mask >> bit) & 1u;
            }
            if (c.negated)
                value = !value;
            if (!value)
                result = false;
        }
        return result;
    }

    // match_pattern_list(): comma-separated patterns, a matching negated one wins.
    static bool patternList(const QString &s, const QString &list, bool lower)
    {
        bool positive = false;
        for (const QString &item : list.split(u',')) {
            const bool negated = item.startsWith(u'!');
            QString p = negated ? item.mid(1) : item;
            if (lower)
                p = asciiLower(p);
            if (matchPattern(s, p)) {
                if (negated)
                    return false;
                positive = true;
            }
        }
        return positive;
    }

    // Both passes of ssh's configuration reading for one destination under one set of decisions.
    Resolution resolveOnce(const QString &alias, const Overrides &overrides, Decisions &decisions) const
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
        bool wantFinal = false;
        collect(r, alias, alias, false, decisions, &wantFinal);
        const bool canonicalize = r.canonicalize && *r.canonicalize != u"no" && *r.canonicalize != u"false";
        if (canonicalize && !r.refused)
            r.refused = Failure{SshConfig::tr("CanonicalizeHostname %1 needs DNS canonicalisation, which "
                                              "ClusterGate does not do; set CanonicalizeHostname no")
                                    .arg(*r.canonicalize),
                                r.canonicalizeAt};
        if (wantFinal) {
            // The final pass matches Host lines against the host name resolved so far.
            const QString hostName = asciiLower(
                r.hostName ? expandTokens(*r.hostName, TokenValues{alias, {}, {}, {}, {}, {}}) : alias);
            r.hostName = hostName;
            collect(r, hostName, alias, true, decisions, nullptr);
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
        for (const QString &file : r.identityFiles) {
            h.rawIdentityFiles << file;
            if (file.compare(u"none", Qt::CaseInsensitive) == 0) {
                h.noDefaultIdentities = true;
                continue;
            }
            const QString path = expandTokens(expandTilde(file, m_d.homeDir).value_or(file), t);
            h.identityFiles << expandEnvironment(path);
        }
        if (r.proxy == Resolution::Proxy::Jump) {
            for (const QString &hop : r.jump)
                h.proxyJump << expandTokens(hop, t);
        }
        h.definedAt = m_d.where(r.hostName ? r.hostNameAt : r.named ? r.namedAt : Location{});
        return h;
    }

    static QString expandEnvironment(const QString &path)
    {
        QString out;
        qsizetype i = 0;
        while (i < path.size()) {
            const qsizetype open = path.indexOf(QStringLiteral("${"), i);
            const qsizetype close = open < 0 ? -1 : path.indexOf(u'}', open);
            if (open < 0 || close < 0) {
                out += path.mid(i);
                break;
            }
            out += path.mid(i, open - i);
            out += qEnvironmentVariable(path.mid(open + 2, close - open - 2).toLatin1().constData());
            i = close + 1;
        }
        return out;
    }

    bool hostOnce(const QString &alias, const Overrides &overrides, Decisions &decisions, SshHost *out,
                  Resolution *res, Failure *f) const
    {
        *res = resolveOnce(alias, overrides, decisions);
        if (res->refused) {
            *f = {SshConfig::tr("%1 refused: %2 (%3)")
                      .arg(alias, res->refused->message, m_d.where(res->refused->at)),
                  res->refused->at};
            return false;
        }
        if (res->proxy == Resolution::Proxy::Command) {
            *f = {SshConfig::tr("%1 uses ProxyCommand, which ClusterGate does not run; use ProxyJump instead")
                      .arg(alias),
                  res->proxyAt};
            return false;
        }
        for (const QString &file : std::as_const(res->identityFiles)) {
            for (qsizetype i = file.indexOf(QStringLiteral("${")); i >= 0;
                 i = file.indexOf(QStringLiteral("${"), i + 2)) {
                const qsizetype close = file.indexOf(u'}', i);
                const QString name = file.mid(i + 2, close - i - 2);
                if (!qEnvironmentVariableIsSet(name.toLatin1().constData())) {
                    *f = {SshConfig::tr("%1: IdentityFile %2 names ${%3}, which is not set")
                              .arg(alias, file, name),
                          {}};
                    return false;
                }
            }
        }
        *out = build(alias, *res);
        return true;
    }

    bool host(const QString &alias, const Overrides &overrides, SshHost *out, Resolution *res,
              Failure *f) const
    {
        if (alias.isEmpty() || hasSpaceOrControl(alias) || alias.startsWith(u'-')) {
            *f = {SshConfig::tr("\"%1\" is not a host name").arg(alias), {}};
            return false;
        }
        Decisions first;
        const bool ok = hostOnce(alias, overrides, first, out, res, f);
        if (first.used == 0)
            return ok;
        // Some Match could not be evaluated: the host is imported only if it makes no difference.
        const auto undecided = [&](const QString &why) {
            *f = {SshConfig::tr("%1 refused: %2 (%3) cannot be evaluated by ClusterGate and %4; resolve "
                                "it with OpenSSH (ssh -G) or write a Host block for it")
                      .arg(alias, first.firstWhy, m_d.where(first.first), why),
                  first.first};
            return false;
        };
        if (first.used > kMaxUndecided)
            return undecided(SshConfig::tr("more than %1 such lines apply").arg(kMaxUndecided));
        const QString key = ok ? outcomeKey(*out) : QString();
        int bits = first.used;
        for (quint32 mask = 1; mask < (quint32(1) << bits); ++mask) {
            Decisions d;
            d.mask = mask;
            SshHost other;
            Resolution otherRes;
            Failure otherFailure;
            const bool otherOk = hostOnce(alias, overrides, d, &other, &otherRes, &otherFailure);
            if (d.used > kMaxUndecided)
                return undecided(SshConfig::tr("more than %1 such lines apply").arg(kMaxUndecided));
            bits = std::max(bits, d.used);
            if (otherOk != ok || (ok && outcomeKey(other) != key))
                return undecided(SshConfig::tr("it changes how this host is reached"));
        }
        return ok;
    }

    static QString outcomeKey(const SshHost &h)
    {
        return QStringList{h.hostName,
                           h.user,
                           QString::number(h.port),
                           h.identityFiles.join(u'\n'),
                           h.noDefaultIdentities ? QStringLiteral("1") : QStringLiteral("0"),
                           h.proxyJump.join(u',')}
            .join(QChar(0));
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
            specs << spec.value();
        }
        if (!target.alias.isEmpty() && jumpLoop(target, specs.last(), targetRes.proxyAt, f))
            return false;
        // Only the first hop is resolved with its own ProxyJump (the later ones get the list before them
        // as -J), so a loop is the same ssh invocation (host, -l, -p) coming back as a first hop.
        const QString firstKey = invocation(specs.first().user, specs.first().host, specs.first().port);
        if (path.contains(firstKey)) {
            QStringList names;
            for (const QString &key : path + QStringList{firstKey})
                names << key.section(QChar(1), 1, 1);
            *f = {SshConfig::tr("ProxyJump loop: %1").arg(names.join(QStringLiteral(" -> "))),
                  targetRes.proxyAt};
            return false;
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
            if (i > 0 && jumpLoop(hop, specs[i - 1], targetRes.proxyAt, f))
                return false;
            hops << hop;
        }
        QList<SshHost> before;
        if (!chain(hops.first(), firstRes, path + QStringList{firstKey}, &before, f))
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
        if (!chain(out->host, res, {invocation({}, alias, 0)}, &out->chain, f)) {
            if (f->at.file < 0)
                f->at = res.namedAt;
            return false;
        }
        return true;
    }

    // ssh's own check (ssh.c, before it runs the jump): the last jump host, as written, is the host name
    // this destination resolved to, with the same port and user: every hop would jump through itself.
    bool jumpLoop(const SshHost &h, const HopSpec &last, Location at, Failure *f) const
    {
        const QString user = h.user.isEmpty() ? m_d.localUser : h.user;
        if (last.host != h.hostName || (last.port ? last.port : 22) != h.port ||
            (!last.user.isEmpty() && last.user != user))
            return false;
        *f = {SshConfig::tr("%1: jump host loop via %2 (its HostName is its own jump host)")
                  .arg(h.alias.isEmpty() ? h.hostName : h.alias, last.host),
              at};
        return true;
    }

private:
    static QString invocation(const QString &user, const QString &host, quint16 port)
    {
        return user + QChar(1) + host + QChar(1) + QString::number(port);
    }

    static QString tooLong(const QStringList &path)
    {
        if (path.isEmpty())
            return SshConfig::tr("the jump chain is longer than %1 hops").arg(SshConfig::kMaxJumpHops);
        return SshConfig::tr("the jump chain to %1 is longer than %2 hops")
            .arg(path.first().section(QChar(1), 1, 1), QString::number(SshConfig::kMaxJumpHops));
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
        case Kind::Canonicalize:
            if (!r.canonicalize) {
                r.canonicalize = e.values.first();
                r.canonicalizeAt = here;
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
    d->homeDir = options.homeDir.isEmpty() ? currentHome() : options.homeDir;
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
