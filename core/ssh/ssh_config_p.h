// SPDX-License-Identifier: GPL-3.0-or-later
// Internals of the ssh_config reader shared by its source files: the parsed form (ssh_config_parser.cpp
// writes it, ssh_config_resolver.cpp reads it) and the text-level helpers (patterns, quoting, %-tokens, ~,
// globbing, ports, name characters). Not part of the API: include only from
// core/ssh/ssh_config*.cpp.
#pragma once

#include "ssh/ssh_config.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace cg::ssh::config {

// Beyond this a config is not a hand-written one; with maxIncludedFiles it keeps a hostile Include graph
// from exhausting memory (OpenSSH bounds only the nesting depth).
inline constexpr qint64 kMaxTotalBytes = 16 * 1024 * 1024;

// The values %-tokens stand for, as ssh fills them in for one destination.
struct TokenValues
{
    QString host;       // %h: the HostName after expansion
    QString alias;      // %n: the name asked for
    QString port;       // %p
    QString remoteUser; // %r: User, or the local user
    QString localUser;  // %u
    QString home;       // %d
};

// The tokens each keyword accepts in OpenSSH, and the ones it accepts that ClusterGate cannot fill in.
inline constexpr QStringView kHostNameTokens = u"h%";
inline constexpr QStringView kIdentityTokens = u"dhnpru%";
inline constexpr QStringView kIdentityTokensUnsupported = u"CiLlkj";
inline constexpr QStringView kProxyJumpTokens = u"hnpr%";

bool isOtherKeyword(const QString &lowerKeyword);

bool isWhitespace(QChar c);

bool hasSpaceOrControl(const QString &s);

// OpenSSH lowercases with tolower(), so only ASCII letters change.
QString asciiLower(const QString &s);

// OpenSSH's match_pattern(): '*' and '?' wildcards, case-sensitive. Iterative, so no pattern is exponential.
bool matchPattern(QStringView s, QStringView p);

// A Host line (and IgnoreUnknown's list): any matching pattern is a match, but a matching negated pattern
// cancels it, wherever it stands.
bool hostMatches(const QStringList &patterns, const QString &name);

// OpenSSH's argv_split(): words split on blanks, '...' and "..." quoting, backslash escapes for quotes,
// backslash and (unquoted) space; a word starting with '#' ends the line. False on an unclosed quote.
bool splitArguments(const QString &s, QStringList *out);

// Empty when every token of `value` is in `allowed`; otherwise says which one is not and why.
QString checkTokens(const QString &value, const QString &keyword, QStringView allowed,
                    QStringView unsupported = {});

QString expandTokens(const QString &value, const TokenValues &t);

// "~" and "~/..." only; "~user/..." needs the password database, so it is rejected when parsing.
std::optional<QString> expandTilde(const QString &path, const QString &home);

// The name ssh uses for %u and as the default User: the password database entry, not $USER.
QString currentUser();

// The home ssh uses for ~ and %d: the password database entry's (not $HOME); $HOME if there is none.
QString currentHome();

bool hasGlobCharacters(const QString &s);

// glob(3) as Include uses it: wildcards in any path component, no dot files unless asked for, sorted.
QStringList globFileSystem(const QString &pattern);

std::optional<QByteArray> readFileSystem(const QString &path);

// Ports as ssh's a2port() takes them: 1..65535, or a TCP service name (getservbyname, as ssh).
std::optional<quint16> parsePort(const QString &s);

bool isHostNameCharacter(QChar c);

bool isUserCharacter(QChar c);

// ---------------------------------------------------------------------------------------------------
// The parsed form: a flat list of the lines that matter, with Include expanded in place between markers,
// because whether an included Host block applies depends on the host being resolved.

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

// Parses `text` (the file `fileName`) into `d`, Include expanded in place.
void parseConfig(SshConfig::Data &d, const QByteArray &text, const QString &fileName,
                 const SshConfigOptions &options);

} // namespace cg::ssh::config

namespace cg::ssh {

struct SshConfig::Data
{
    QStringList files;
    std::vector<config::Entry> entries;
    QList<SshConfigIssue> issues;
    QString homeDir;
    QString localUser;
    bool hasMatch = false;

    QString where(config::Location at) const
    {
        if (at.file < 0 || at.file >= files.size())
            return {};
        return files[at.file] + u':' + QString::number(at.line);
    }
};

} // namespace cg::ssh
