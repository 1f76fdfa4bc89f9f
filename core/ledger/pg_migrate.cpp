// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/pg_migrate.h"

#include "ledger/canonical.h"
#include "ledger/ledger_store_text.h"
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_schema.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cg::ledger {

namespace {

constexpr qint64 kAuditLock = 0x43474155; // the same key as PgLedgerStore's appends

QVariant timeOrNull(const QDateTime &t)
{
    return t.isValid() ? QVariant(isoTime(t)) : QVariant();
}

QString str(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

} // namespace

Result<MigrationReport> PgMigration::run(LedgerStore &source, PgConnection &target, int batchRows,
                                         const Progress &progress)
{
    using R = Result<MigrationReport>;
    MigrationReport report;
    const auto version = PgSchema::version(target);
    if (!version)
        return R::failureOf(version);
    if (version.value() != PgSchema::kVersion)
        return R::failure(tr("the server's ledger schema is version %1, this build needs %2: run "
                             "'clustergate ledger server-init URL' first")
                              .arg(version.value())
                              .arg(PgSchema::kVersion));
    PgLedgerStore server(target);
    AuditLog sourceLog(source);
    const auto origin = sourceLog.origin(); // makes the source's ledger id when it has none yet
    if (!origin)
        return R::failureOf(origin);
    const auto sourceId = source.meta(QStringLiteral("ledger_id"));
    const auto sourceHead = sourceLog.head();
    const auto serverId = server.meta(QStringLiteral("ledger_id"));
    const auto serverLast = server.lastAuditRow();
    if (!sourceId || !sourceHead || !serverId || !serverLast)
        return R::failure(!sourceId     ? sourceId.error()
                          : !sourceHead ? sourceHead.error()
                          : !serverId   ? serverId.error()
                                        : serverLast.error());
    report.auditRows = sourceHead->size;
    const qint64 present = serverLast->has_value() ? serverLast->value().seq : 0;
    report.auditPresent = present;
    if (present > 0 && serverId.value() != sourceId.value())
        return R::failure(tr("the server already holds another ledger (%1, this one is %2): migrate into an "
                             "empty server")
                              .arg(serverId.value(), sourceId.value()));
    if (present > sourceHead->size)
        return R::failure(tr("the server holds %1 audit rows, more than the %2 of this ledger: it is not a "
                             "copy of it")
                              .arg(present)
                              .arg(sourceHead->size));
    if (present > 0) {
        QByteArray hashThere;
        if (auto st = source.scanAudit(present, present,
                                       [&](const AuditRowView &r) {
                                           hashThere = r.hash.toByteArray();
                                           return false;
                                       });
            !st)
            return R::failureOf(st);
        if (hashThere != serverLast->value().hash)
            return R::failure(tr("audit row %1 on the server differs from this ledger's: the server holds "
                                 "another history and nothing is copied")
                                  .arg(present));
    }

    // Everything but the audit rows: small, in one transaction, idempotent.
    const auto datasets = source.datasets();
    const auto officers = source.officers();
    const auto requests = source.requests();
    const auto approvals = source.approvals();
    const auto destructions = source.destructions();
    const auto checkpoints = source.checkpoints();
    if (!datasets || !officers || !requests || !approvals || !destructions || !checkpoints)
        return R::failure(!datasets       ? datasets.error()
                          : !officers     ? officers.error()
                          : !requests     ? requests.error()
                          : !approvals    ? approvals.error()
                          : !destructions ? destructions.error()
                                          : checkpoints.error());
    const Status rest = server.transaction([&]() -> Status {
        if (auto st = server.setMeta(QStringLiteral("ledger_id"), sourceId.value()); !st)
            return st;
        // Datasets first without their sources, then with them: a source may come later in the list.
        for (Dataset d : datasets.value()) {
            d.sources.clear();
            if (auto id = server.saveDataset(d); !id)
                return Status::failureOf(id);
        }
        for (const Dataset &d : datasets.value()) {
            if (auto id = server.saveDataset(d); !id)
                return Status::failureOf(id);
        }
        for (const OfficerKey &o : officers.value()) {
            if (auto st = target.execute(
                    "INSERT INTO ledger_officer_keys(name, role, public_key, registered_at, "
                    "registered_by) VALUES($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
                    {o.name, roleName(o.role), o.publicKey, isoTime(o.registered), o.registeredBy});
                !st)
                return st;
        }
        for (const ExportRequest &r : requests.value()) {
            QJsonObject params;
            for (auto it = r.formParams.begin(); it != r.formParams.end(); ++it)
                params.insert(it.key(), it.value());
            const QString paramsText =
                r.formParams.isEmpty()
                    ? QStringLiteral("")
                    : QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact));
            if (auto st = target.execute(
                    "INSERT INTO ledger_requests(id, state, form, form_params, destination_cluster, "
                    "destination_country, purpose, mechanism, exemption_clause, mechanism_ref, pia_ref, "
                    "consent_ref, retention_days, requester, people_sensitive, people_other, request_hash, "
                    "created_at, submitted_at, decided_at, activated_at, expired_at, destroyed_at, "
                    "dataset_versions) "
                    "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, "
                    "$19, $20, $21, $22, $23, $24) ON CONFLICT(id) DO UPDATE SET state = excluded.state, "
                    "request_hash = excluded.request_hash, submitted_at = excluded.submitted_at, "
                    "decided_at = excluded.decided_at, activated_at = excluded.activated_at, "
                    "expired_at = excluded.expired_at, destroyed_at = excluded.destroyed_at, "
                    "dataset_versions = excluded.dataset_versions",
                    {r.id,
                     stateName(r.state),
                     formName(r.form),
                     paramsText,
                     str(r.destinationCluster),
                     str(r.destinationCountry),
                     str(r.purpose),
                     mechanismName(r.mechanism),
                     str(r.exemptionClause),
                     str(r.mechanismRef),
                     str(r.piaRef),
                     str(r.consentRef),
                     r.retentionDays,
                     r.requester,
                     r.peopleSensitive ? QVariant(*r.peopleSensitive) : QVariant(),
                     r.peopleOther ? QVariant(*r.peopleOther) : QVariant(),
                     r.requestHash.isEmpty() ? QVariant() : QVariant(r.requestHash),
                     isoTime(r.created),
                     timeOrNull(r.submitted),
                     timeOrNull(r.decided),
                     timeOrNull(r.activated),
                     timeOrNull(r.expired),
                     timeOrNull(r.destroyed),
                     r.datasetVersions.isEmpty() ? QVariant()
                                                 : QVariant(detail::paramsText(r.datasetVersions))});
                !st)
                return st;
            int position = 0;
            for (const QString &name : r.datasets) {
                if (auto st = target.execute(
                        "INSERT INTO ledger_request_datasets(request_id, position, dataset_id) "
                        "SELECT $1, $2, id FROM ledger_datasets WHERE name = $3 ON CONFLICT DO NOTHING",
                        {r.id, ++position, name});
                    !st)
                    return st;
            }
        }
        for (const Approval &a : approvals.value()) {
            if (auto st = target.execute(
                    "INSERT INTO ledger_approvals(id, request_id, request_hash, decision, scope, expires_on, "
                    "approver, key_name, decided_at, reason, signature) "
                    "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT(id) DO NOTHING",
                    {a.id, a.requestId, a.requestHash, a.decisionName(), str(a.scope),
                     a.expiresOn.toString(Qt::ISODate), a.approver, a.keyName, isoTime(a.decidedAt),
                     str(a.reason), a.signature});
                !st)
                return st;
        }
        for (const DestructionCertificate &c : destructions.value()) {
            if (auto st = target.execute(
                    "INSERT INTO ledger_destructions(request_id, performed_by, asset, method, verification, "
                    "performed_on, witness, evidence_sha256, recorded_at) "
                    "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT(request_id) DO NOTHING",
                    {c.requestId, c.performedBy, c.asset, methodName(c.method), c.verification,
                     c.performedOn.toString(Qt::ISODate), c.witness, c.evidenceSha256, isoTime(c.recorded)});
                !st)
                return st;
        }
        for (const QByteArray &note : checkpoints.value()) {
            const auto cp = SignedNotes::parseCheckpoint(note);
            const qint64 size = cp ? cp->treeSize : 0;
            if (auto st = target.execute(
                    "INSERT INTO audit_checkpoints(tree_size, note, created_at) SELECT $1, $2, $3 "
                    "WHERE NOT EXISTS (SELECT 1 FROM audit_checkpoints WHERE note = $2)",
                    {size, QString::fromUtf8(note), isoTime(QDateTime::currentDateTimeUtc())});
                !st)
                return st;
        }
        // New ids on the server continue after the migrated ones.
        for (const char *table : {"ledger_requests", "ledger_approvals", "ledger_datasets"}) {
            const QByteArray sql = QByteArray("SELECT setval(pg_get_serial_sequence('") + table +
                                   "', 'id'), greatest((SELECT max(id) FROM " + table + "), 1))";
            if (auto st = target.execute(sql.constData()); !st)
                return st;
        }
        return Ok{};
    });
    if (!rest)
        return R::failure(tr("cannot copy the ledger to the server: %1").arg(rest.error()));
    report.datasets = int(datasets->size());
    report.officers = int(officers->size());
    report.requests = int(requests->size());
    report.approvals = int(approvals->size());
    report.destructions = int(destructions->size());
    report.checkpoints = int(checkpoints->size());

    // The audit rows, in committed batches after the last one the server has.
    std::vector<AuditRow> batch;
    const auto flush = [&]() -> Status {
        if (batch.empty())
            return Ok{};
        if (auto st = target.begin(); !st)
            return st;
        QByteArray sql =
            "INSERT INTO audit_log(seq, recorded_at, actor, action, subject, details, prev_hash, "
            "hash) VALUES ";
        QVariantList params;
        Status st = target.execute("SELECT pg_advisory_xact_lock($1)", {kAuditLock});
        for (std::size_t start = 0; st && start < batch.size(); start += 1000) {
            sql.truncate(sql.indexOf("VALUES ") + 7);
            params.clear();
            const std::size_t end = std::min(batch.size(), start + 1000);
            for (std::size_t i = start; i < end; ++i) {
                const AuditRow &r = batch[i];
                const int b = int(params.size());
                if (i > start)
                    sql += ',';
                sql += "($" + QByteArray::number(b + 1) + "::bigint";
                for (int k = 2; k <= 8; ++k)
                    sql += ",$" + QByteArray::number(b + k);
                sql += ')';
                params << r.seq << r.recordedAt << r.actor << r.action << r.subject << r.details << r.prevHash
                       << r.hash;
            }
            st = target.execute(sql.constData(), params);
        }
        if (!st) {
            target.rollback();
            return st;
        }
        if (auto c = target.commit(); !c)
            return c;
        report.auditCopied += qint64(batch.size());
        if (progress)
            progress(present + report.auditCopied, report.auditRows);
        batch.clear();
        return Ok{};
    };
    Status copying = Ok{};
    const Status scanned = source.scanAudit(present + 1, sourceHead->size, [&](const AuditRowView &v) {
        batch.push_back(AuditRow{v.seq, QString::fromUtf8(v.recordedAt), QString::fromUtf8(v.actor),
                                 QString::fromUtf8(v.action), QString::fromUtf8(v.subject),
                                 QString::fromUtf8(v.details), v.prevHash.toByteArray(),
                                 v.hash.toByteArray()});
        if (int(batch.size()) < batchRows)
            return true;
        copying = flush();
        return bool(copying);
    });
    if (scanned && copying)
        copying = flush();
    if (!scanned)
        return R::failureOf(scanned);
    if (!copying)
        return R::failure(tr("the audit rows stopped at %1 of %2 (run the migration again to continue): %3")
                              .arg(present + report.auditCopied)
                              .arg(report.auditRows)
                              .arg(copying.error()));
    // The server's stored Merkle tree is a cache: made anew from the rows on the first append there.
    if (auto st = server.clearTree(); !st)
        return R::failureOf(st);

    report.source = sourceLog.verify();
    AuditLog serverLog(server);
    report.target = serverLog.verify();
    report.same = report.source.intact == report.target.intact && report.source.rows == report.target.rows &&
                  report.source.head == report.target.head &&
                  report.source.checkpoints == report.target.checkpoints &&
                  report.source.checkpointsMatched == report.target.checkpointsMatched;
    return report;
}

} // namespace cg::ledger
