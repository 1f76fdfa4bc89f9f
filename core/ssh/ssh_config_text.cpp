// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ssh_config_p.h"

#include "ssh/ssh_config.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <netdb.h>
#include <netinet/in.h>
#include <pwd.h>
#include <unistd.h>
#endif

namespace cg::ssh::config {

namespace {

// Client keywords of OpenSSH (9.2 and later, deprecated aliases, Apple's UseKeychain) that do not change
// where or as whom ClusterGate connects. They are skipped silently; any other unknown keyword is reported.
const char kOtherKeywords[] =
    "addkeystoagent addressfamily afstokenpassing batchmode bindaddress bindinterface canonicaldomains "
    "canonicalizefallbacklocal canonicalizehostname canonicalizemaxdots canonicalizepermittedcnames "
    "casignaturealgorithms certificatefile challengeresponseauthentication channeltimeout checkhostip "
    "cipher ciphers clearallforwardings compression compressionlevel connectionattempts connecttimeout "
    "controlmaster controlpath controlpersist dsaauthentication dynamicforward enableescapecommandline "
    "enablesshkeysign escapechar exitonforwardfailure fallbacktorsh fingerprinthash "
    "forkafterauthentication forwardagent forwardx11 forwardx11timeout forwardx11trusted gatewayports "
    "globalknownhostsfile globalknownhostsfile2 gssapiauthentication gssapiclientidentity "
    "gssapidelegatecredentials gssapikexalgorithms gssapikeyexchange gssapirenewalforcesrekey "
    "gssapiserveridentity gssapitrustdns hashknownhosts hostbasedacceptedalgorithms "
    "hostbasedauthentication hostbasedkeytypes hostkeyalgorithms hostkeyalias identitiesonly "
    "identityagent ipqos kbdinteractiveauthentication kbdinteractivedevices kerberosauthentication "
    "kerberostgtpassing kexalgorithms knownhostscommand localcommand localforward loglevel logverbose "
    "macs nohostauthenticationforlocalhost numberofpasswordprompts obscurekeystroketiming "
    "passwordauthentication permitlocalcommand permitremoteopen pkcs11provider preferredauthentications "
    "protocol proxyusefdpass pubkeyacceptedalgorithms pubkeyacceptedkeytypes pubkeyauthentication "
    "refuseconnection rekeylimit remotecommand remoteforward requesttty requiredrsasize revokedhostkeys "
    "rhostsauthentication rhostsrsaauthentication rsaauthentication securitykeyprovider sendenv "
    "serveralivecountmax serveraliveinterval sessiontype setenv skeyauthentication smartcarddevice "
    "stdinnull streamlocalbindmask streamlocalbindunlink stricthostkeychecking syslogfacility tag "
    "tcpkeepalive tisauthentication tunnel tunneldevice updatehostkeys usekeychain useprivilegedport "
    "userknownhostsfile userknownhostsfile2 useroaming usersh verifyhostkeydns visualhostkey "
    "warnweakcrypto xauthlocation";

} // namespace

bool isOtherKeyword(const QString &lowerKeyword)
{
    static const QSet<QString> keywords = [] {
        QSet<QString> s;
        for (const QString &k : QString::fromLatin1(kOtherKeywords).split(u' '))
            s.insert(k);
        return s;
    }();
    return keywords.contains(lowerKeyword);
}

bool isWhitespace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\r' || c == u'\n';
}

bool hasSpaceOrControl(const QString &s)
{
    return std::any_of(s.begin(), s.end(),
                       [](QChar c) { return c.isSpace() || c.category() == QChar::Other_Control; });
}

// OpenSSH lowercases with tolower(), so only ASCII letters change.
QString asciiLower(const QString &s)
{
    QString out = s;
    for (QChar &c : out) {
        if (c >= u'A' && c <= u'Z')
            c = QChar(c.unicode() + 32);
    }
    return out;
}

// OpenSSH's match_pattern(): '*' and '?' wildcards, case-sensitive. Iterative, so no pattern is exponential.
bool matchPattern(QStringView s, QStringView p)
{
    qsizetype si = 0, pi = 0, star = -1, mark = 0;
    while (si < s.size()) {
        if (pi < p.size() && (p[pi] == u'?' || p[pi] == s[si])) {
            ++si;
            ++pi;
        } else if (pi < p.size() && p[pi] == u'*') {
            star = pi++;
            mark = si;
        } else if (star >= 0) {
            pi = star + 1;
            si = ++mark;
        } else {
            return false;
        }
    }
    while (pi < p.size() && p[pi] == u'*')
        ++pi;
    return pi == p.size();
}

// A Host line (and IgnoreUnknown's list): any matching pattern is a match, but a matching negated pattern
// cancels it, wherever it stands.
bool hostMatches(const QStringList &patterns, const QString &name)
{
    bool active = false;
    for (const QString &pattern : patterns) {
        const bool negated = pattern.startsWith(u'!');
        if (matchPattern(name, negated ? QStringView(pattern).mid(1) : QStringView(pattern))) {
            if (negated)
                return false;
            active = true;
        }
    }
    return active;
}

// OpenSSH's argv_split(): words split on blanks, '...' and "..." quoting, backslash escapes for quotes,
// backslash and (unquoted) space; a word starting with '#' ends the line. False on an unclosed quote.
bool splitArguments(const QString &s, QStringList *out)
{
    const qsizetype n = s.size();
    qsizetype i = 0;
    while (i < n) {
        if (s[i] == u' ' || s[i] == u'\t') {
            ++i;
            continue;
        }
        if (s[i] == u'#')
            break;
        QString arg;
        QChar quote;
        for (; i < n; ++i) {
            const QChar c = s[i];
            if (c == u'\\' && i + 1 < n &&
                (s[i + 1] == u'\'' || s[i + 1] == u'"' || s[i + 1] == u'\\' ||
                 (quote.isNull() && s[i + 1] == u' '))) {
                arg += s[++i];
            } else if (quote.isNull() && (c == u' ' || c == u'\t')) {
                break;
            } else if (quote.isNull() && (c == u'"' || c == u'\'')) {
                quote = c;
            } else if (!quote.isNull() && c == quote) {
                quote = QChar();
            } else {
                arg += c;
            }
        }
        if (!quote.isNull())
            return false;
        out->append(arg);
    }
    return true;
}

QString checkTokens(const QString &value, const QString &keyword, QStringView allowed,
                    QStringView unsupported)
{
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (value[i] != u'%')
            continue;
        if (i + 1 >= value.size())
            return SshConfig::tr("%1 ends with a lone %").arg(keyword);
        const QChar c = value[++i];
        if (allowed.contains(c))
            continue;
        const QString token = QLatin1Char('%') + c;
        if (unsupported.contains(c))
            return SshConfig::tr("token %1 in %2 is not supported by ClusterGate").arg(token, keyword);
        return SshConfig::tr("unknown token %1 in %2").arg(token, keyword);
    }
    return {};
}

QString expandTokens(const QString &value, const TokenValues &t)
{
    QString out;
    out.reserve(value.size());
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (value[i] != u'%' || i + 1 >= value.size()) {
            out += value[i];
            continue;
        }
        switch (value[++i].unicode()) {
        case u'%':
            out += u'%';
            break;
        case u'h':
            out += t.host;
            break;
        case u'n':
            out += t.alias;
            break;
        case u'p':
            out += t.port;
            break;
        case u'r':
            out += t.remoteUser;
            break;
        case u'u':
            out += t.localUser;
            break;
        case u'd':
            out += t.home;
            break;
        default: // checked when parsing; left as written for ssh -G output
            out += u'%';
            out += value[i];
        }
    }
    return out;
}

// "~" and "~/..." only; "~user/..." needs the password database, so it is rejected when parsing.
std::optional<QString> expandTilde(const QString &path, const QString &home)
{
    if (!path.startsWith(u'~'))
        return path;
    if (path.size() == 1 || path[1] == u'/')
        return home + path.mid(1);
    return std::nullopt;
}

// The name ssh uses for %u and as the default User: the password database entry, not $USER.
QString currentUser()
{
#ifdef Q_OS_UNIX
    passwd entry{};
    passwd *found = nullptr;
    char buffer[4096];
    if (getpwuid_r(getuid(), &entry, buffer, sizeof buffer, &found) == 0 && found && found->pw_name)
        return QString::fromLocal8Bit(found->pw_name);
#endif
    for (const char *var : {"USER", "LOGNAME", "USERNAME"}) {
        const QString user = qEnvironmentVariable(var);
        if (!user.isEmpty())
            return user;
    }
    return {};
}

QString currentHome()
{
#ifdef Q_OS_UNIX
    passwd entry{};
    passwd *found = nullptr;
    char buffer[4096];
    if (getpwuid_r(getuid(), &entry, buffer, sizeof buffer, &found) == 0 && found && found->pw_dir &&
        found->pw_dir[0] == '/')
        return QString::fromLocal8Bit(found->pw_dir);
#endif
    return QDir::homePath();
}

bool hasGlobCharacters(const QString &s)
{
    return s.contains(u'*') || s.contains(u'?') || s.contains(u'[');
}

// glob(3) as Include uses it: wildcards in any path component, no dot files unless asked for, sorted.
QStringList globFileSystem(const QString &pattern)
{
    if (!hasGlobCharacters(pattern))
        return QFileInfo(pattern).isFile() ? QStringList{pattern} : QStringList{};
    const QStringList parts = pattern.split(u'/');
    QStringList partial{parts.first().isEmpty() ? QStringLiteral("/") : parts.first()};
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QString &part = parts[i];
        if (part.isEmpty())
            continue;
        QStringList next;
        for (const QString &base : std::as_const(partial)) {
            const QString prefix = base.endsWith(u'/') ? base : base + u'/';
            if (!hasGlobCharacters(part)) {
                next << prefix + part;
                continue;
            }
            QDir::Filters filters =
                QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System | QDir::CaseSensitive;
            if (part.startsWith(u'.'))
                filters |= QDir::Hidden;
            const QStringList names = QDir(base).entryList({part}, filters, QDir::Name);
            for (const QString &name : names)
                next << prefix + name;
        }
        partial = next;
    }
    QStringList files;
    for (const QString &p : std::as_const(partial)) {
        if (QFileInfo(p).isFile())
            files << p;
    }
    files.sort();
    return files;
}

std::optional<QByteArray> readFileSystem(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return f.readAll();
}

// Ports as ssh's a2port() takes them: a decimal number (strtonum: optional sign, 1..65535 here since 0
// is refused by every caller), else a TCP service name from the services database.
std::optional<quint16> parsePort(const QString &s)
{
    if (s.isEmpty() || hasSpaceOrControl(s))
        return std::nullopt;
    qsizetype i = (s[0] == u'+' || s[0] == u'-') ? 1 : 0;
    const bool numeric =
        i < s.size() && std::all_of(s.begin() + i, s.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
    if (numeric) {
        bool ok = false;
        const qlonglong port = s.toLongLong(&ok);
        if (!ok || port < 1 || port > 65535)
            return std::nullopt;
        return quint16(port);
    }
#ifdef Q_OS_UNIX
    const QByteArray name = s.toLocal8Bit();
    servent entry{};
    servent *found = nullptr;
    char buffer[4096];
    if (getservbyname_r(name.constData(), "tcp", &entry, buffer, sizeof buffer, &found) == 0 && found) {
        const int port = ntohs(quint16(found->s_port));
        if (port >= 1 && port <= 65535)
            return quint16(port);
    }
#endif
    return std::nullopt;
}

bool isHostNameCharacter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'-' ||
           c == u'.' || c == u'_';
}

bool isUserCharacter(QChar c)
{
    return c.isLetterOrNumber() || c == u'.' || c == u'_' || c == u'-' || c == u'@' || c == u'+';
}

} // namespace cg::ssh::config
