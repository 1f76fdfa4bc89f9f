// SPDX-License-Identifier: GPL-3.0-or-later
// What ClusterGate knows about each credential without its secret: kind, label, where the secret is kept,
// when it was created, set, last used, when it is due for rotation, and who uses it. Rows in the SQLite
// database; never a secret byte.
#pragma once

#include "common/result.h"
#include "secrets/secret_types.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QStringList>

#include <optional>

namespace cg {
class Database;
}

namespace cg::secrets {

struct CredentialMeta
{
    QString id;
    CredentialKind kind = CredentialKind::Password;
    QString label;
    QString store = QStringLiteral("keychain"); // "keychain" or "vault"
    QDateTime created;                          // UTC
    QDateTime secretSet;  // when the current secret was written (rotation counts from here)
    QDateTime lastUsed;   // invalid: never used
    int rotationDays = 0; // 0: no rotation policy
    QStringList usedBy;   // "ssh:user@host:port", "cluster:NAME", ...

    // secretSet + rotationDays; invalid without a policy.
    QDateTime rotationDue() const;
    bool isDue(const QDateTime &now) const;
};

class CredentialRegistry
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::CredentialRegistry)

public:
    // The database must be open and stay open while the registry is used.
    explicit CredentialRegistry(Database &db) : m_db(db) {}

    // The keys of "used by" links: what a credential is for.
    static QString sshUser(const QString &user, const QString &host, int port = 22);
    static QString cluster(const QString &name);

    Result<QList<CredentialMeta>> list() const; // ordered by id, with usedBy filled
    Result<std::optional<CredentialMeta>> find(const QString &id) const;

    // Inserts, or updates kind, label, store and rotation policy of an existing row (created and
    // lastUsed are kept). `secretSet` valid: the secret was (re)written at that time.
    Status upsert(const CredentialMeta &meta, const QDateTime &secretSet);
    Status remove(const QString &id);
    Status markUsed(const QString &id, const QDateTime &when);
    Status setRotationDays(const QString &id, int days);

    Status link(const QString &id, const QString &usedBy);
    Status unlink(const QString &id, const QString &usedBy);
    Result<QStringList> usedBy(const QString &id) const;
    // The credential of `kind` that `usedBy` uses, if one is linked (the most recently set one).
    Result<std::optional<QString>> credentialFor(const QString &usedBy, CredentialKind kind) const;
    // Moves every link of `fromId` to `toId` (rotation); run it inside Database::transaction.
    Status moveUsers(const QString &fromId, const QString &toId);

    // Credentials whose rotation is due at `now`, the most overdue first.
    Result<QList<CredentialMeta>> dueForRotation(const QDateTime &now) const;

    Database &database() const { return m_db; }

private:
    Database &m_db;
};

} // namespace cg::secrets
