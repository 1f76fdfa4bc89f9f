// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/recording_policy.h"

#include "ledger/audit_log.h"
#include "storage/database.h"

#include <QJsonObject>

#include <algorithm>

namespace cg::terminal {

namespace {

QJsonObject policyJson(const RecordingPolicy &p)
{
    return QJsonObject{{QStringLiteral("record_input"), p.recordInput},
                       {QStringLiteral("retention_days"), p.retentionDays}};
}

} // namespace

Result<QHash<QString, RecordingPolicy>> RecordingPolicies::all() const
{
    using R = Result<QHash<QString, RecordingPolicy>>;
    const auto rows = m_db.query("SELECT cluster, record_input, retention_days FROM recording_policy");
    if (!rows.ok())
        return R::failure(rows.error());
    QHash<QString, RecordingPolicy> out;
    for (const Database::Row &r : rows.value()) {
        RecordingPolicy p;
        p.recordInput = r.value(1).toLongLong() == 1;
        p.retentionDays = int(std::clamp<qint64>(r.value(2).toLongLong(), 0, kMaxRetentionDays));
        out.insert(r.value(0).toString(), p);
    }
    return out;
}

Result<RecordingPolicy> RecordingPolicies::policy(const QString &cluster) const
{
    const auto every = all();
    if (!every.ok())
        return Result<RecordingPolicy>::failure(every.error());
    return every->value(cluster);
}

Status RecordingPolicies::set(const QString &cluster, const RecordingPolicy &policy, ledger::AuditLog &log,
                              const QString &actor)
{
    if (cluster.trimmed().isEmpty())
        return Status::failure(tr("a recording policy needs the cluster's name"));
    if (policy.retentionDays < 0 || policy.retentionDays > kMaxRetentionDays)
        return Status::failure(tr("retention must be 0 (kept until deleted) to %1 days, not %2")
                                   .arg(kMaxRetentionDays)
                                   .arg(policy.retentionDays));
    const auto before = this->policy(cluster);
    if (!before.ok())
        return Status::failure(before.error());
    if (before.value() == policy)
        return Ok{};
    const auto write = [this, &cluster](const RecordingPolicy &p) {
        return m_db.execute(
            "INSERT INTO recording_policy (cluster, record_input, retention_days) VALUES (?, ?, ?) "
            "ON CONFLICT(cluster) DO UPDATE SET record_input = excluded.record_input, "
            "retention_days = excluded.retention_days",
            {cluster, p.recordInput ? 1 : 0, p.retentionDays});
    };
    if (const Status st = write(policy); !st)
        return st;
    ledger::AuditEvent e;
    e.actor = actor;
    e.action = QLatin1String(kAuditAction);
    e.subject = QStringLiteral("cluster:%1").arg(cluster);
    e.details = QJsonObject{{QStringLiteral("cluster"), cluster},
                            {QStringLiteral("before"), policyJson(before.value())},
                            {QStringLiteral("after"), policyJson(policy)}};
    // The audit log keeps its own transaction (and may be a team server): a change it did not take is
    // undone.
    if (const Result<qint64> row = log.append(e); !row.ok()) {
        const Status undone = write(before.value());
        return Status::failure(
            (undone ? tr("the policy change could not be audit-logged, so it was not made: %1")
                    : tr("the policy change could not be audit-logged and could not be undone: %1"))
                .arg(row.error()));
    }
    return Ok{};
}

} // namespace cg::terminal
