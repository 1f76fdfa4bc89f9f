// SPDX-License-Identifier: GPL-3.0-or-later
// OpenSSH known_hosts files: parsing (plain, hashed, [host]:port, wildcards, @revoked, @cert-authority),
// checking a server's host key against them, and appending new entries the way ssh does.
// Only QtCore is used, so the parser can be fuzzed on its own and needs no SSH library.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace cg::ssh {

// A server's public host key as it appears in known_hosts and *.pub files.
struct HostKey
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::HostKey)

public:
    QString type;    // "ssh-ed25519", "ecdsa-sha2-nistp256", "ssh-rsa", ...
    QByteArray blob; // the raw public key blob (base64-decoded)

    // "SHA256:" + unpadded base64 of SHA-256(blob), exactly as `ssh-keygen -l` prints it.
    QString fingerprintSha256() const;
    bool operator==(const HostKey &other) const { return type == other.type && blob == other.blob; }
    bool operator!=(const HostKey &other) const { return !(*this == other); }

    // "type base64 [comment]" as in *.pub files. The blob must be well formed and name the same type.
    static Result<HostKey> fromOpenSshLine(const QString &line);
    // "type base64", the form known_hosts and *.pub files use.
    QString toOpenSshLine() const;
};

// A line of a known_hosts file that was skipped, and why (translated).
struct KnownHostsIssue
{
    QString file;
    int line = 0;
    QString message;
};

// The entries of one known_hosts file, and the host key check ssh does against them.
class KnownHosts
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::KnownHosts)

public:
    enum class Match {
        Known,          // a line for this host holds exactly this key
        Unknown,        // nothing on record for this host
        OtherTypeKnown, // only keys of other types are on record (ssh asks, as for an unknown host)
        Changed,        // a key of the same type is on record and it differs: possible attack
        Revoked,        // the key is marked @revoked; never accept it
    };
    struct Lookup
    {
        Match match = Match::Unknown;
        // Keys on record for this host: the same type for Changed, the other types for OtherTypeKnown,
        // the key itself for Known and Revoked.
        QList<HostKey> recorded;
        // Where the known, conflicting or revoking entry is (the first one if there are several).
        QString file;
        int line = 0;
    };

    // Never fails: lines that cannot be used become issues() and do not hide later lines.
    static KnownHosts parse(const QByteArray &text, const QString &fileName = {});
    // A missing file is an empty store, not an error; an unreadable one (or a directory) is an error.
    static Result<KnownHosts> load(const QString &path);

    // "host" for port 22, "[host]:port" otherwise, lower case: the name OpenSSH matches, hashes and writes.
    static QString hostEntryName(const QString &host, quint16 port);

    Lookup check(const QString &host, quint16 port, const HostKey &key) const;

    // A key named on a @cert-authority (or @revoked) line, and where.
    struct Authority
    {
        HostKey key;
        QString file;
        int line = 0;
    };
    // The CAs of the @cert-authority lines whose patterns name this host ("[host]:port" for other ports).
    QList<Authority> certificateAuthorities(const QString &host, quint16 port) const;
    // The @revoked line for this host that names `key` (a host key, a certified key or a CA), if any: under
    // "[host]:port" or the bare host name (a revocation holds on every port).
    std::optional<Authority> revocation(const QString &host, quint16 port, const HostKey &key) const;

    // Appends one line (hashed |1|salt|hash by default, as with HashKnownHosts yes), creating the file with
    // mode 0600 and missing parent directories with mode 0700. Existing lines are never rewritten. A key the
    // file marks @revoked for this host (on any port) is refused.
    static Status append(const QString &path, const QString &host, quint16 port, const HostKey &key,
                         bool hashed = true);

    QList<KnownHostsIssue> issues() const { return m_issues; }
    // Usable lines, markers included.
    int entryCount() const { return int(m_entries.size()); }

    static constexpr int kMaxLineBytes = 64 * 1024;
    static constexpr int kMaxLines = 1000000;
    static constexpr qsizetype kMaxFileBytes = qsizetype(64) * 1024 * 1024;

private:
    enum class Marker { None, CertAuthority, Revoked };
    struct Pattern
    {
        QByteArray glob; // lower case
        bool negated = false;
    };
    struct Entry
    {
        Marker marker = Marker::None;
        bool hashed = false;
        QByteArray salt;         // hashed entries: HMAC-SHA1 key
        QByteArray hash;         // hashed entries: HMAC-SHA1(salt, hostEntryName)
        QList<Pattern> patterns; // plain entries
        HostKey key;
        int line = 0;
    };

    void parseLine(const QByteArray &line, int number);
    static bool hostMatches(const Entry &entry, const QByteArray &entryName);
    // The @revoked line naming `key` for this host under its name on `port` or its bare name.
    const Entry *revokedEntry(const QString &host, quint16 port, const HostKey &key) const;

    QString m_file;
    QList<Entry> m_entries;
    QList<KnownHostsIssue> m_issues;
};

} // namespace cg::ssh

Q_DECLARE_METATYPE(cg::ssh::HostKey)
