// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/evidence_store.h"

#include "storage/database.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cg::validation {

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace

Result<qint64> EvidenceStore::beginRun(qint64 clusterId, const QString &cluster, const QString &checklist,
                                       const QString &operatorName)
{
    const Status st = m_db.execute(
        "INSERT INTO validation_runs (cluster_id, cluster_name, checklist, operator, "
        "started_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        {clusterId > 0 ? QVariant(clusterId) : QVariant(), cluster, checklist, operatorName, now()});
    if (!st.ok())
        return Result<qint64>::failure(st.error());
    return m_db.lastInsertId();
}

Status EvidenceStore::endRun(qint64 runId)
{
    return m_db.execute("UPDATE validation_runs SET ended_at = ?1 WHERE id = ?2", {now(), runId});
}

Status EvidenceStore::recordCheck(qint64 runId, const CheckResult &result)
{
    return m_db.execute("INSERT INTO validation_checks (run_id, level, check_id, status, evidence, sha256, "
                        "recorded_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                        {runId, result.level, result.id, statusName(result.status),
                         QString::fromUtf8(result.evidenceJson()), QString::fromLatin1(result.evidenceSha256),
                         now()});
}

Status EvidenceStore::recordLevel(qint64 runId, const LevelResult &level)
{
    return m_db.execute(
        "INSERT OR REPLACE INTO validation_levels (run_id, level, status, reason, override_reason, "
        "override_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        {runId, level.id, statusName(level.status), level.reason, level.overrideReason, level.overrideBy});
}

Result<QList<RunSummary>> EvidenceStore::runs(const QString &cluster, int limit) const
{
    using R = Result<QList<RunSummary>>;
    const auto rows = m_db.query("SELECT id, cluster_name, checklist, operator, started_at, ended_at FROM "
                                 "validation_runs WHERE cluster_name = ?1 ORDER BY id DESC LIMIT ?2",
                                 {cluster, limit});
    if (!rows.ok())
        return R::failure(rows.error());
    QList<RunSummary> out;
    for (const Database::Row &row : rows.value()) {
        RunSummary s;
        s.id = row.value(0).toLongLong();
        s.cluster = row.value(1).toString();
        s.checklist = row.value(2).toString();
        s.operatorName = row.value(3).toString();
        s.started = QDateTime::fromString(row.value(4).toString(), Qt::ISODateWithMs);
        s.ended = QDateTime::fromString(row.value(5).toString(), Qt::ISODateWithMs);
        const auto levels =
            m_db.query("SELECT level, status FROM validation_levels WHERE run_id = ?1", {s.id});
        if (levels.ok()) {
            for (const Database::Row &l : levels.value())
                s.levels.insert(l.value(0).toString(), statusFromName(l.value(1).toString()));
        }
        out << s;
    }
    return out;
}

Result<QHash<QString, CheckStatus>> EvidenceStore::lastLevelStatus(const QString &cluster,
                                                                   qint64 beforeRun) const
{
    using R = Result<QHash<QString, CheckStatus>>;
    const auto rows =
        m_db.query("SELECT l.level, l.status, l.override_reason FROM validation_levels l JOIN "
                   "validation_runs r ON r.id = "
                   "l.run_id WHERE r.cluster_name = ?1 AND (?2 = 0 OR r.id < ?2) ORDER BY r.id ASC",
                   {cluster, beforeRun});
    if (!rows.ok())
        return R::failure(rows.error());
    QHash<QString, CheckStatus> out;
    for (const Database::Row &row : rows.value()) {
        const CheckStatus s = statusFromName(row.value(1).toString());
        // A level that was merely blocked says nothing new about it.
        if (s != CheckStatus::Blocked)
            out.insert(row.value(0).toString(), s);
    }
    return out;
}

Result<QHash<QString, double>> EvidenceStore::previousFigures(const QString &cluster, qint64 beforeRun) const
{
    using R = Result<QHash<QString, double>>;
    const auto rows = m_db.query(
        "SELECT c.level, c.check_id, c.evidence FROM validation_checks c JOIN validation_runs r ON r.id = "
        "c.run_id "
        "WHERE r.cluster_name = ?1 AND r.id < ?2 AND c.status IN ('pass', 'warn', 'fail') ORDER BY c.id ASC",
        {cluster, beforeRun});
    if (!rows.ok())
        return R::failure(rows.error());
    QHash<QString, double> out;
    for (const Database::Row &row : rows.value()) {
        const QJsonObject ev = QJsonDocument::fromJson(row.value(2).toString().toUtf8()).object();
        const QString prefix =
            row.value(0).toString() + QLatin1Char('/') + row.value(1).toString() + QLatin1Char('/');
        for (const QJsonValue &f : ev.value(QStringLiteral("figures")).toArray()) {
            const QJsonObject fo = f.toObject();
            if (!fo.value(QStringLiteral("value")).isDouble())
                continue; // not measured in that run: nothing to compare with
            out.insert(prefix + fo.value(QStringLiteral("name")).toString(),
                       fo.value(QStringLiteral("value")).toDouble());
        }
    }
    return out;
}

Result<QPair<QByteArray, QByteArray>> EvidenceStore::evidence(qint64 runId, const QString &level,
                                                              const QString &check) const
{
    using R = Result<QPair<QByteArray, QByteArray>>;
    const auto rows =
        m_db.query("SELECT evidence, sha256 FROM validation_checks WHERE run_id = ?1 AND level = ?2 "
                   "AND check_id = ?3 ORDER BY id DESC LIMIT 1",
                   {runId, level, check});
    if (!rows.ok())
        return R::failure(rows.error());
    if (rows->isEmpty())
        return R::failure(tr("no evidence for %1/%2 in run %3").arg(level, check).arg(runId));
    return qMakePair(rows->first().value(0).toString().toUtf8(), rows->first().value(1).toString().toUtf8());
}

} // namespace cg::validation
