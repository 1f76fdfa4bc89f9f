// SPDX-License-Identifier: GPL-3.0-or-later
// Reading an ssh config into its parsed form: one line at a time, as OpenSSH 9.2's readconf.c, Include
// expanded in place, every line that cannot be honoured an issue or a refusal naming its file and line.
#include "ssh/ssh_config_p.h"

#include "common/logging.h"

#include <QDir>

#include <algorithm>

namespace cg::ssh::config {

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

    // A line OpenSSH cannot parse ("no argument after keyword", "invalid quotes", "extra arguments at end of
    // line", a bad port or ProxyJump): ssh refuses the whole file over it, whichever block it stands in, so
    // every host of the file is refused here too.
    void refuseFile(int line, const QString &message)
    {
        refuse(line, SshConfig::tr("%1: ssh refuses the whole file over it").arg(message), true);
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
            if (lower == u"host" || lower == u"match")
                unreadableBlock(lineNo, SshConfig::tr("%1 has no value").arg(keyword));
            refuseFile(lineNo, SshConfig::tr("%1 has no value").arg(keyword));
            return;
        }
        QStringList args;
        if (!splitArguments(rest, &args)) {
            if (lower == u"host" || lower == u"match")
                unreadableBlock(lineNo, SshConfig::tr("unbalanced quotes"));
            refuseFile(lineNo, SshConfig::tr("unbalanced quotes in %1").arg(keyword));
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
                    refuseFile(lineNo, SshConfig::tr("bad port \"%1\": ports are numbers from 1 to 65535 or "
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
                    refuseFile(
                        lineNo,
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
            // ssh stops at a keyword it does not know, wherever it stands ("Bad configuration option"),
            // and connects nowhere with this file: neither does ClusterGate.
            refuse(
                lineNo,
                SshConfig::tr("bad configuration option \"%1\": ssh refuses the whole file over it (list it "
                              "in IgnoreUnknown before this line if it is meant for another ssh version)")
                    .arg(keyword),
                true);
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
            refuseFile(lineNo, SshConfig::tr("%1 has no value").arg(keyword));
            return std::nullopt;
        }
        if (args.size() > 1) {
            refuseFile(
                lineNo,
                SshConfig::tr("%1 takes one value, found %2").arg(keyword, QString::number(args.size())));
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
                refuseFile(lineNo, SshConfig::tr("empty pattern on a Host line"));
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
            refuseFile(lineNo, SshConfig::tr("ProxyJump has no value"));
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
                // A hop with tokens is checked for them only; one ssh cannot parse refuses the file.
                if (hop.contains(u'%'))
                    refuse(lineNo, SshConfig::tr("bad ProxyJump: %1").arg(error));
                else
                    refuseFile(lineNo, SshConfig::tr("bad ProxyJump: %1").arg(error));
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
        // ssh follows an Include that recurses until it is nested too deep, then refuses the whole file
        // ("Too many recursive configuration includes"), whichever block the Include stands in.
        if (m_stack.contains(path)) {
            refuse(lineNo,
                   SshConfig::tr("Include recurses (%1): ssh refuses the whole file over it")
                       .arg((m_stack + QStringList{path}).join(QStringLiteral(" -> "))),
                   true);
            return;
        }
        if (depth > m_options.maxIncludeDepth) {
            refuse(
                lineNo,
                SshConfig::tr("Include nested deeper than %1 levels (%2): ssh refuses the whole file over it")
                    .arg(QString::number(m_options.maxIncludeDepth), path),
                true);
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
            // ssh stops at an included file it cannot open ("Can't open user config file"), except one
            // that does not exist; the glob only names files that do.
            refuseFile(lineNo, SshConfig::tr("cannot read included file %1").arg(path));
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

} // namespace

void parseConfig(SshConfig::Data &d, const QByteArray &text, const QString &fileName,
                 const SshConfigOptions &options)
{
    Parser(d, options).parseFile(text, fileName, 0);
}

} // namespace cg::ssh::config
