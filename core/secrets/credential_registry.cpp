// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/credential_registry.h"

#include "common/logging.h"
#include "storage/database.h"

#include <algorithm>

namespace cg::secrets {

namespace {

QString iso(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime parseTime(const QVariant &v)
{
    if (v.isNull())
        return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(v.toString(), Qt::ISODate);
    return t.toUTC();
}

const char *const kSelect = "SELECT id, kind, label, store, created_at, secret_set_at, last_used_at, "
                            "rotation_days FROM credentials";

CredentialMeta fromRow(const Database::Row &row)
{
    CredentialMeta m;
    m.id = row.value(0).toString();
    m.kind = kindFromName(row.value(1).toString()).value_or(CredentialKind::Password);
    m.label = row.value(2).toString();
    m.store = row.value(3).toString();
    m.created = parseTime(row.value(4));
    m.secretSet = parseTime(row.value(5));
    m.lastUsed = parseTime(row.value(6));
    m.rotationDays = row.value(7).isNull() ? 0 : row.value(7).toInt();
    return m;
}

} // namespace

QDateTime CredentialMeta::rotationDue() const
{
    if (rotationDays <= 0)
        return {};
    const QDateTime base = secretSet.isValid() ? secretSet : created;
    return base.isValid() ? base.addDays(rotationDays) : QDateTime();
}

bool CredentialMeta::isDue(const QDateTime &now) const
{
    const QDateTime due = rotationDue();
    return due.isValid() && due <= now;
}

QString CredentialRegistry::sshUser(const QString &user, const QString &host, int port)
{
    return QStringLiteral("ssh:%1@%2:%3").arg(user, host).arg(port);
}

QString CredentialRegistry::cluster(const QString &name)
{
    return QStringLiteral("cluster:") + name;
}

Result<QList<CredentialMeta>> CredentialRegistry::list() const
{
    using R = Result<QList<CredentialMeta>>;
    const QByteArray sql = QByteArray(kSelect) + " ORDER BY id";
    const auto rows = m_db.query(sql.constData());
    if (!rows)
        return R::failure(tr("Cannot read the credentials: %1").arg(rows.error()));
    const auto links = m_db.query("SELECT credential_id, used_by FROM credential_users ORDER BY used_by");
    if (!links)
        return R::failure(tr("Cannot read the credentials: %1").arg(links.error()));
    QList<CredentialMeta> out;
    for (const auto &row : rows.value())
        out.append(fromRow(row));
    for (const auto &link : links.value()) {
        const QString id = link.value(0).toString();
        for (CredentialMeta &m : out) {
            if (m.id == id)
                m.usedBy.append(link.value(1).toString());
        }
    }
    return out;
}

Result<std::optional<CredentialMeta>> CredentialRegistry::find(const QString &id) const
{
    using R = Result<std::optional<CredentialMeta>>;
    const QByteArray sql = QByteArray(kSelect) + " WHERE id = ?1";
    const auto rows = m_db.query(sql.constData(), {id});
    if (!rows)
        return R::failure(tr("Cannot read the credential %1: %2").arg(id, rows.error()));
    if (rows->isEmpty())
        return std::optional<CredentialMeta>();
    CredentialMeta m = fromRow(rows->first());
    const auto users = usedBy(id);
    if (!users)
        return R::failure(users.error());
    m.usedBy = users.value();
    return std::optional<CredentialMeta>(m);
}

Status CredentialRegistry::upsert(const CredentialMeta &meta, const QDateTime &secretSet)
{
    if (!isValidCredentialId(meta.id))
        return Status::failure(invalidIdMessage(meta.id));
    if (meta.rotationDays < 0 || meta.rotationDays > 3650)
        return Status::failure(tr("The rotation interval must be between 1 and 3650 days (or none)."));
    const QVariant days = meta.rotationDays > 0 ? QVariant(meta.rotationDays) : QVariant();
    const QString now = iso(QDateTime::currentDateTimeUtc());
    const QString created = meta.created.isValid() ? iso(meta.created) : now;
    const QVariant set = secretSet.isValid() ? QVariant(iso(secretSet)) : QVariant();
    const Status st = m_db.execute(
        "INSERT INTO credentials(id, kind, label, store, created_at, secret_set_at, rotation_days) "
        "VALUES(?1, ?2, ?3, ?4, ?5, coalesce(?6, ?5), ?7) "
        "ON CONFLICT(id) DO UPDATE SET kind = ?2, label = ?3, store = ?4, rotation_days = ?7, "
        "secret_set_at = coalesce(?6, secret_set_at)",
        {meta.id, kindName(meta.kind), meta.label, meta.store, created, set, days});
    if (!st)
        return Status::failure(tr("Cannot save the credential %1: %2").arg(meta.id, st.error()));
    qCDebug(lcSecrets) << "credential metadata saved:" << meta.id << "in" << meta.store;
    return Ok{};
}

Status CredentialRegistry::remove(const QString &id)
{
    if (const Status st = m_db.execute("DELETE FROM credentials WHERE id = ?1", {id}); !st)
        return Status::failure(tr("Cannot delete the credential %1: %2").arg(id, st.error()));
    qCDebug(lcSecrets) << "credential metadata deleted:" << id;
    return Ok{};
}

Status CredentialRegistry::markUsed(const QString &id, const QDateTime &when)
{
    if (const Status st =
            m_db.execute("UPDATE credentials SET last_used_at = ?2 WHERE id = ?1", {id, iso(when)});
        !st)
        return Status::failure(tr("Cannot record the use of the credential %1: %2").arg(id, st.error()));
    return Ok{};
}

Status CredentialRegistry::setRotationDays(const QString &id, int days)
{
    if (days < 0 || days > 3650)
        return Status::failure(tr("The rotation interval must be between 1 and 3650 days (or none)."));
    const QVariant value = days > 0 ? QVariant(days) : QVariant();
    if (const Status st =
            m_db.execute("UPDATE credentials SET rotation_days = ?2 WHERE id = ?1", {id, value});
        !st)
        return Status::failure(tr("Cannot save the credential %1: %2").arg(id, st.error()));
    qCDebug(lcSecrets) << "credential" << id << "rotates every" << days << "days (0: never)";
    return Ok{};
}

Status CredentialRegistry::link(const QString &id, const QString &usedBy)
{
    if (usedBy.isEmpty() || usedBy.size() > 512)
        return Status::failure(tr("\"%1\" cannot name a user of a credential").arg(usedBy));
    const auto exists = m_db.query("SELECT 1 FROM credentials WHERE id = ?1", {id});
    if (!exists)
        return Status::failure(exists.error());
    if (exists->isEmpty())
        return Status::failure(tr("There is no credential %1.").arg(id));
    if (const Status st = m_db.execute(
            "INSERT INTO credential_users(credential_id, used_by) VALUES(?1, ?2) ON CONFLICT DO NOTHING",
            {id, usedBy});
        !st)
        return Status::failure(tr("Cannot link %1 to the credential %2: %3").arg(usedBy, id, st.error()));
    qCDebug(lcSecrets) << "credential" << id << "linked to" << usedBy;
    return Ok{};
}

Status CredentialRegistry::unlink(const QString &id, const QString &usedBy)
{
    if (const Status st = m_db.execute(
            "DELETE FROM credential_users WHERE credential_id = ?1 AND used_by = ?2", {id, usedBy});
        !st)
        return Status::failure(tr("Cannot unlink %1 from the credential %2: %3").arg(usedBy, id, st.error()));
    qCDebug(lcSecrets) << "credential" << id << "unlinked from" << usedBy;
    return Ok{};
}

Result<QStringList> CredentialRegistry::usedBy(const QString &id) const
{
    const auto rows =
        m_db.query("SELECT used_by FROM credential_users WHERE credential_id = ?1 ORDER BY used_by", {id});
    if (!rows)
        return Result<QStringList>::failure(tr("Cannot read the users of %1: %2").arg(id, rows.error()));
    QStringList out;
    for (const auto &row : rows.value())
        out.append(row.value(0).toString());
    return out;
}

Result<std::optional<QString>> CredentialRegistry::credentialFor(const QString &usedBy,
                                                                 CredentialKind kind) const
{
    using R = Result<std::optional<QString>>;
    const auto rows =
        m_db.query("SELECT c.id FROM credentials c JOIN credential_users u ON u.credential_id = c.id "
                   "WHERE u.used_by = ?1 AND c.kind = ?2 ORDER BY c.secret_set_at DESC, c.id LIMIT 1",
                   {usedBy, kindName(kind)});
    if (!rows)
        return R::failure(tr("Cannot read the credentials of %1: %2").arg(usedBy, rows.error()));
    if (rows->isEmpty())
        return std::optional<QString>();
    return std::optional<QString>(rows->first().value(0).toString());
}

Status CredentialRegistry::moveUsers(const QString &fromId, const QString &toId)
{
    // A user already linked to toId keeps that one link; the rest move.
    Status st = m_db.execute(
        "UPDATE OR IGNORE credential_users SET credential_id = ?2 WHERE credential_id = ?1", {fromId, toId});
    if (st)
        st = m_db.execute("DELETE FROM credential_users WHERE credential_id = ?1", {fromId});
    if (!st)
        return Status::failure(tr("Cannot move the users of %1 to %2: %3").arg(fromId, toId, st.error()));
    qCDebug(lcSecrets) << "users of credential" << fromId << "moved to" << toId;
    return Ok{};
}

Result<QList<CredentialMeta>> CredentialRegistry::dueForRotation(const QDateTime &now) const
{
    auto all = list();
    if (!all)
        return all;
    QList<CredentialMeta> due;
    for (const CredentialMeta &m : all.value()) {
        if (m.isDue(now))
            due.append(m);
    }
    std::sort(due.begin(), due.end(), [](const CredentialMeta &a, const CredentialMeta &b) {
        return a.rotationDue() < b.rotationDue();
    });
    return due;
}

} // namespace cg::secrets
