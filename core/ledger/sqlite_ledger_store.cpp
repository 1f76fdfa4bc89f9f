// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/sqlite_ledger_store.h"

#include "ledger/canonical.h"
#include "ledger/ledger_store_text.h"
#include "storage/database.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>

namespace cg::ledger {

using detail::likePattern;
using detail::paramsFromText;
using detail::paramsText;

namespace {

QVariant timeOrNull(const QDateTime &t)
{
    return t.isValid() ? QVariant(isoTime(t)) : QVariant();
}

QVariant optionalCount(const std::optional<qint64> &n)
{
    return n ? QVariant(*n) : QVariant();
}

} // namespace

Status SqliteLedgerStore::transaction(const std::function<Status()> &body)
{
    if (m_depth == 0) {
        ++m_depth;
        Status st = m_db.transaction(body);
        --m_depth;
        if (!st)
            m_treeTable = false; // a table made inside it is gone with it
        return st;
    }
    // Inside another transaction: a savepoint, so that a failed part leaves nothing behind while the
    // outer transaction goes on.
    const QByteArray name = "ledger_" + QByteArray::number(m_depth);
    if (auto st = m_db.execute(QByteArray("SAVEPOINT " + name).constData()); !st)
        return st;
    ++m_depth;
    Status st = body();
    --m_depth;
    if (!st) {
        m_treeTable = false;
        // What failed before is what is reported.
        (void)m_db.execute(QByteArray("ROLLBACK TO " + name).constData());
        (void)m_db.execute(QByteArray("RELEASE " + name).constData());
        return st;
    }
    if (auto released = m_db.execute(QByteArray("RELEASE " + name).constData()); !released)
        return released;
    return st;
}

Result<QString> SqliteLedgerStore::meta(const QString &key)
{
    const auto rows = m_db.query("SELECT value FROM ledger_meta WHERE key = ?1", {key});
    if (!rows)
        return Result<QString>::failureOf(rows);
    return rows->isEmpty() ? QString() : rows->first().value(0).toString();
}

Status SqliteLedgerStore::setMeta(const QString &key, const QString &value)
{
    return m_db.execute("INSERT INTO ledger_meta(key, value) VALUES(?1, ?2) "
                        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                        {key, value});
}

Result<QList<Dataset>> SqliteLedgerStore::datasets()
{
    using R = Result<QList<Dataset>>;
    const auto rows =
        m_db.query("SELECT id, name, owner, description, location, record_count, people_count, personal, "
                   "sensitive_categories, grade, regrade_justification, regrade_approver, updated_at, "
                   "version FROM ledger_datasets ORDER BY name");
    if (!rows)
        return R::failureOf(rows);
    QList<Dataset> out;
    QHash<qint64, qsizetype> byId;
    for (const Database::Row &r : rows.value()) {
        Dataset d;
        d.id = r.value(0).toLongLong();
        d.name = r.value(1).toString();
        d.owner = r.value(2).toString();
        d.description = r.value(3).toString();
        d.location = r.value(4).toString();
        d.records = r.value(5).toLongLong();
        d.people = r.value(6).toLongLong();
        d.personal = r.value(7).toLongLong() != 0;
        d.sensitive = piCategoriesFromText(r.value(8).toString());
        d.grade = gradeFromName(r.value(9).toString()).value_or(Grade::Core);
        d.regradeJustification = r.value(10).toString();
        d.regradeApprover = r.value(11).toString();
        d.updated = parseIsoTime(r.value(12).toString());
        d.version = r.value(13).toString();
        byId.insert(d.id, out.size());
        out << d;
    }
    const auto fields = m_db.query("SELECT dataset_id, name, description, grade, personal, "
                                   "sensitive_categories FROM ledger_fields ORDER BY dataset_id, name");
    if (!fields)
        return R::failureOf(fields);
    for (const Database::Row &r : fields.value()) {
        const auto it = byId.find(r.value(0).toLongLong());
        if (it == byId.end())
            continue;
        Field f;
        f.name = r.value(1).toString();
        f.description = r.value(2).toString();
        f.grade = gradeFromName(r.value(3).toString()).value_or(Grade::Core);
        f.personal = r.value(4).toLongLong() != 0;
        f.sensitive = piCategoriesFromText(r.value(5).toString());
        out[*it].fields << f;
    }
    const auto sources =
        m_db.query("SELECT s.dataset_id, d.name FROM ledger_sources s "
                   "JOIN ledger_datasets d ON d.id = s.source_id ORDER BY s.dataset_id, d.name");
    if (!sources)
        return R::failureOf(sources);
    for (const Database::Row &r : sources.value()) {
        const auto it = byId.find(r.value(0).toLongLong());
        if (it != byId.end())
            out[*it].sources << r.value(1).toString();
    }
    return out;
}

Result<qint64> SqliteLedgerStore::saveDataset(const Dataset &d)
{
    using R = Result<qint64>;
    qint64 id = 0;
    const Status st = transaction([&]() -> Status {
        if (auto s = m_db.execute(
                "INSERT INTO ledger_datasets(name, owner, description, location, record_count, people_count, "
                "personal, sensitive_categories, grade, regrade_justification, regrade_approver, updated_at, "
                "version) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) "
                "ON CONFLICT(name) DO UPDATE SET owner = excluded.owner, description = excluded.description, "
                "location = excluded.location, record_count = excluded.record_count, "
                "people_count = excluded.people_count, personal = excluded.personal, "
                "sensitive_categories = excluded.sensitive_categories, grade = excluded.grade, "
                "regrade_justification = excluded.regrade_justification, "
                "regrade_approver = excluded.regrade_approver, updated_at = excluded.updated_at, "
                "version = excluded.version",
                {d.name, d.owner, d.description, d.location, d.records, d.people, d.personal ? 1 : 0,
                 piCategoriesText(d.sensitive), gradeName(d.grade), d.regradeJustification, d.regradeApprover,
                 isoTime(d.updated.isValid() ? d.updated : QDateTime::currentDateTimeUtc()),
                 d.version.isNull() ? QStringLiteral("") : d.version});
            !s)
            return s;
        const auto found = m_db.query("SELECT id FROM ledger_datasets WHERE name = ?1", {d.name});
        if (!found || found->isEmpty())
            return Status::failure(found ? tr("dataset %1 was not stored").arg(d.name) : found.error());
        id = found->first().value(0).toLongLong();
        if (auto s = m_db.execute("DELETE FROM ledger_fields WHERE dataset_id = ?1", {id}); !s)
            return s;
        QList<QVariantList> fieldRows;
        for (const Field &f : d.fields) {
            fieldRows << QVariantList{id,
                                      f.name,
                                      f.description,
                                      gradeName(f.grade),
                                      f.personal ? 1 : 0,
                                      piCategoriesText(f.sensitive)};
        }
        if (auto s =
                m_db.executeMany("INSERT INTO ledger_fields(dataset_id, name, description, grade, personal, "
                                 "sensitive_categories) VALUES(?1, ?2, ?3, ?4, ?5, ?6)",
                                 fieldRows);
            !s)
            return s;
        if (auto s = m_db.execute("DELETE FROM ledger_sources WHERE dataset_id = ?1", {id}); !s)
            return s;
        for (const QString &source : d.sources) {
            const auto src = m_db.query("SELECT id FROM ledger_datasets WHERE name = ?1", {source});
            if (!src)
                return Status::failureOf(src);
            if (src->isEmpty())
                return Status::failure(
                    tr("dataset %1 names a source %2 that is not in the ledger").arg(d.name, source));
            if (auto s = m_db.execute("INSERT INTO ledger_sources(dataset_id, source_id) VALUES(?1, ?2) "
                                      "ON CONFLICT DO NOTHING",
                                      {id, src->first().value(0)});
                !s)
                return s;
        }
        return Ok{};
    });
    if (!st)
        return R::failureOf(st);
    return id;
}

Result<qint64> SqliteLedgerStore::insertRequest(const ExportRequest &r)
{
    using R = Result<qint64>;
    qint64 id = 0;
    const Status st = transaction([&]() -> Status {
        if (auto s = m_db.execute(
                "INSERT INTO ledger_requests(state, form, form_params, destination_cluster, "
                "destination_country, "
                "purpose, mechanism, exemption_clause, mechanism_ref, pia_ref, consent_ref, retention_days, "
                "requester, people_sensitive, people_other, created_at) "
                "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
                {stateName(r.state), formName(r.form), paramsText(r.formParams), r.destinationCluster,
                 r.destinationCountry, r.purpose, mechanismName(r.mechanism), r.exemptionClause,
                 r.mechanismRef, r.piaRef, r.consentRef, r.retentionDays, r.requester,
                 optionalCount(r.peopleSensitive), optionalCount(r.peopleOther), isoTime(r.created)});
            !s)
            return s;
        id = m_db.lastInsertId();
        int position = 0;
        for (const QString &name : r.datasets) {
            const auto src = m_db.query("SELECT id FROM ledger_datasets WHERE name = ?1", {name});
            if (!src)
                return Status::failureOf(src);
            if (src->isEmpty())
                return Status::failure(tr("there is no dataset %1 in the ledger").arg(name));
            if (auto s = m_db.execute("INSERT INTO ledger_request_datasets(request_id, position, dataset_id) "
                                      "VALUES(?1, ?2, ?3)",
                                      {id, ++position, src->first().value(0)});
                !s)
                return s;
        }
        return Ok{};
    });
    if (!st)
        return R::failureOf(st);
    return id;
}

Status SqliteLedgerStore::updateRequest(const ExportRequest &r, RequestState from)
{
    if (auto st = m_db.execute(
            "UPDATE ledger_requests SET state = ?2, request_hash = ?3, submitted_at = ?4, "
            "decided_at = ?5, activated_at = ?6, expired_at = ?7, destroyed_at = ?8, dataset_versions = ?10 "
            "WHERE id = ?1 AND state = ?9",
            {r.id, stateName(r.state), r.requestHash.isEmpty() ? QVariant() : QVariant(r.requestHash),
             timeOrNull(r.submitted), timeOrNull(r.decided), timeOrNull(r.activated), timeOrNull(r.expired),
             timeOrNull(r.destroyed), stateName(from),
             r.datasetVersions.isEmpty() ? QVariant() : QVariant(paramsText(r.datasetVersions))});
        !st)
        return st;
    const auto changed = m_db.query("SELECT changes()");
    if (!changed)
        return Status::failureOf(changed);
    if (changed->isEmpty() || changed->first().value(0).toLongLong() != 1)
        return Status::failure(tr("request %1 is no longer %2: it was changed meanwhile; nothing was written")
                                   .arg(r.id)
                                   .arg(stateName(from)));
    return Ok{};
}

Result<QList<ExportRequest>> SqliteLedgerStore::loadRequests(const char *sql, const QVariantList &params)
{
    using R = Result<QList<ExportRequest>>;
    const auto rows = m_db.query(sql, params);
    if (!rows)
        return R::failureOf(rows);
    QList<ExportRequest> out;
    QHash<qint64, qsizetype> byId;
    for (const Database::Row &row : rows.value()) {
        ExportRequest r;
        r.id = row.value(0).toLongLong();
        r.state = stateFromName(row.value(1).toString()).value_or(RequestState::Draft);
        r.form = formFromName(row.value(2).toString()).value_or(ExportForm::Raw);
        r.formParams = paramsFromText(row.value(3).toString());
        r.destinationCluster = row.value(4).toString();
        r.destinationCountry = row.value(5).toString();
        r.purpose = row.value(6).toString();
        r.mechanism = mechanismFromName(row.value(7).toString()).value_or(LegalMechanism::Exemption);
        r.exemptionClause = row.value(8).toString();
        r.mechanismRef = row.value(9).toString();
        r.piaRef = row.value(10).toString();
        r.consentRef = row.value(11).toString();
        r.retentionDays = row.value(12).toInt();
        r.requester = row.value(13).toString();
        if (!row.value(14).isNull())
            r.peopleSensitive = row.value(14).toLongLong();
        if (!row.value(15).isNull())
            r.peopleOther = row.value(15).toLongLong();
        r.requestHash = row.value(16).toByteArray();
        r.created = parseIsoTime(row.value(17).toString());
        r.submitted = parseIsoTime(row.value(18).toString());
        r.decided = parseIsoTime(row.value(19).toString());
        r.activated = parseIsoTime(row.value(20).toString());
        r.expired = parseIsoTime(row.value(21).toString());
        r.destroyed = parseIsoTime(row.value(22).toString());
        r.datasetVersions = paramsFromText(row.value(23).toString());
        byId.insert(r.id, out.size());
        out << r;
    }
    if (out.isEmpty())
        return out;
    const auto links =
        m_db.query("SELECT l.request_id, d.name FROM ledger_request_datasets l "
                   "JOIN ledger_datasets d ON d.id = l.dataset_id ORDER BY l.request_id, l.position");
    if (!links)
        return R::failureOf(links);
    for (const Database::Row &row : links.value()) {
        const auto it = byId.find(row.value(0).toLongLong());
        if (it != byId.end())
            out[*it].datasets << row.value(1).toString();
    }
    return out;
}

#define CG_REQUEST_COLUMNS                                                                                   \
    "SELECT id, state, form, form_params, destination_cluster, destination_country, purpose, mechanism, "    \
    "exemption_clause, mechanism_ref, pia_ref, consent_ref, retention_days, requester, people_sensitive, "   \
    "people_other, request_hash, created_at, submitted_at, decided_at, activated_at, expired_at, "           \
    "destroyed_at, dataset_versions FROM ledger_requests "

Result<QList<ExportRequest>> SqliteLedgerStore::requests()
{
    return loadRequests(CG_REQUEST_COLUMNS "ORDER BY id", {});
}

Result<std::optional<ExportRequest>> SqliteLedgerStore::request(qint64 id)
{
    using R = Result<std::optional<ExportRequest>>;
    const auto rows = loadRequests(CG_REQUEST_COLUMNS "WHERE id = ?1", {id});
    if (!rows)
        return R::failureOf(rows);
    if (rows->isEmpty())
        return R(std::nullopt);
    return R(rows->first());
}

#undef CG_REQUEST_COLUMNS

Status SqliteLedgerStore::insertApproval(const Approval &a)
{
    return m_db.execute("INSERT INTO ledger_approvals(request_id, request_hash, decision, scope, expires_on, "
                        "approver, key_name, decided_at, reason, signature) "
                        "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                        {a.requestId, a.requestHash, a.decisionName(), a.scope,
                         a.expiresOn.toString(Qt::ISODate), a.approver, a.keyName, isoTime(a.decidedAt),
                         a.reason, a.signature});
}

Result<QList<Approval>> SqliteLedgerStore::approvals()
{
    using R = Result<QList<Approval>>;
    const auto rows =
        m_db.query("SELECT id, request_id, request_hash, decision, scope, expires_on, approver, "
                   "key_name, decided_at, reason, signature FROM ledger_approvals ORDER BY id");
    if (!rows)
        return R::failureOf(rows);
    QList<Approval> out;
    for (const Database::Row &r : rows.value()) {
        Approval a;
        a.id = r.value(0).toLongLong();
        a.requestId = r.value(1).toLongLong();
        a.requestHash = r.value(2).toByteArray();
        a.approved = r.value(3).toString() == QLatin1String("approved");
        a.scope = r.value(4).toString();
        a.expiresOn = QDate::fromString(r.value(5).toString(), Qt::ISODate);
        a.approver = r.value(6).toString();
        a.keyName = r.value(7).toString();
        a.decidedAt = parseIsoTime(r.value(8).toString());
        a.reason = r.value(9).toString();
        a.signature = r.value(10).toByteArray();
        out << a;
    }
    return out;
}

Status SqliteLedgerStore::insertDestruction(const DestructionCertificate &c)
{
    return m_db.execute(
        "INSERT INTO ledger_destructions(request_id, performed_by, asset, method, verification, "
        "performed_on, witness, evidence_sha256, recorded_at) "
        "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        {c.requestId, c.performedBy, c.asset, methodName(c.method), c.verification,
         c.performedOn.toString(Qt::ISODate), c.witness, c.evidenceSha256, isoTime(c.recorded)});
}

Result<QList<DestructionCertificate>> SqliteLedgerStore::destructions()
{
    using R = Result<QList<DestructionCertificate>>;
    const auto rows =
        m_db.query("SELECT request_id, performed_by, asset, method, verification, performed_on, "
                   "witness, evidence_sha256, recorded_at FROM ledger_destructions ORDER BY request_id");
    if (!rows)
        return R::failureOf(rows);
    QList<DestructionCertificate> out;
    for (const Database::Row &r : rows.value()) {
        DestructionCertificate c;
        c.requestId = r.value(0).toLongLong();
        c.performedBy = r.value(1).toString();
        c.asset = r.value(2).toString();
        c.method = methodFromName(r.value(3).toString()).value_or(DestructionMethod::Purge);
        c.verification = r.value(4).toString();
        c.performedOn = QDate::fromString(r.value(5).toString(), Qt::ISODate);
        c.witness = r.value(6).toString();
        c.evidenceSha256 = r.value(7).toByteArray();
        c.recorded = parseIsoTime(r.value(8).toString());
        out << c;
    }
    return out;
}

Status SqliteLedgerStore::insertOfficer(const OfficerKey &o)
{
    return m_db.execute(
        "INSERT INTO ledger_officer_keys(name, role, public_key, registered_at, registered_by) "
        "VALUES(?1, ?2, ?3, ?4, ?5)",
        {o.name, roleName(o.role), o.publicKey, isoTime(o.registered), o.registeredBy});
}

Result<QList<OfficerKey>> SqliteLedgerStore::officers()
{
    using R = Result<QList<OfficerKey>>;
    const auto rows = m_db.query("SELECT name, role, public_key, registered_at, registered_by "
                                 "FROM ledger_officer_keys ORDER BY name");
    if (!rows)
        return R::failureOf(rows);
    QList<OfficerKey> out;
    for (const Database::Row &r : rows.value()) {
        out << OfficerKey{
            r.value(0).toString(), roleFromName(r.value(1).toString()).value_or(OfficerRole::Officer),
            r.value(2).toByteArray(), parseIsoTime(r.value(3).toString()), r.value(4).toString()};
    }
    return out;
}

namespace {

AuditRow rowFrom(const Database::Row &r)
{
    return AuditRow{r.value(0).toLongLong(),  r.value(1).toString(),   r.value(2).toString(),
                    r.value(3).toString(),    r.value(4).toString(),   r.value(5).toString(),
                    r.value(6).toByteArray(), r.value(7).toByteArray()};
}

} // namespace

Result<std::optional<AuditRow>> SqliteLedgerStore::lastAuditRow()
{
    using R = Result<std::optional<AuditRow>>;
    const auto rows = m_db.query("SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash "
                                 "FROM audit_log ORDER BY seq DESC LIMIT 1");
    if (!rows)
        return R::failureOf(rows);
    if (rows->isEmpty())
        return R(std::nullopt);
    return R(rowFrom(rows->first()));
}

Status SqliteLedgerStore::appendAuditRows(const std::vector<EncodedAuditRow> &rows)
{
    using V = Database::BoundValue;
    return m_db.executeMany("INSERT INTO audit_log(seq, recorded_at, actor, action, subject, details, "
                            "prev_hash, hash) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                            qsizetype(rows.size()), 8, [&](qsizetype i, V *v) {
                                const EncodedAuditRow &r = rows[std::size_t(i)];
                                v[0] = V{V::Kind::Integer, r.seq, {}};
                                v[1] = V{V::Kind::Text, 0, r.recordedAt};
                                v[2] = V{V::Kind::Text, 0, r.actor};
                                v[3] = V{V::Kind::Text, 0, r.action};
                                v[4] = V{V::Kind::Text, 0, r.subject};
                                v[5] = V{V::Kind::Text, 0, r.details};
                                v[6] = V{V::Kind::Blob, 0, QByteArrayView(r.prevHash.data(), kHashSize)};
                                v[7] = V{V::Kind::Blob, 0, QByteArrayView(r.hash.data(), kHashSize)};
                            });
}

// The stored tree is a cache of what the audit rows determine, so it is made when first needed (by this
// version or a later one) rather than by a migration, and a database without it stays verifiable.
Status SqliteLedgerStore::ensureTreeTable()
{
    if (m_treeTable)
        return Ok{};
    if (auto st = m_db.execute("CREATE TABLE IF NOT EXISTS audit_tree (level INTEGER NOT NULL, idx INTEGER "
                               "NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (level, idx))");
        !st)
        return st;
    m_treeTable = true;
    return Ok{};
}

Result<std::optional<std::array<char, kHashSize>>> SqliteLedgerStore::treeNode(int level, qint64 index)
{
    using R = Result<std::optional<std::array<char, kHashSize>>>;
    if (auto st = ensureTreeTable(); !st)
        return R::failureOf(st);
    std::optional<std::array<char, kHashSize>> out;
    const Status st = m_db.forEachRow("SELECT hash FROM audit_tree WHERE level = ?1 AND idx = ?2",
                                      {level, index}, [&](const Database::RowView &r) {
                                          const QByteArrayView h = r.bytes(0);
                                          if (h.size() == kHashSize) {
                                              out.emplace();
                                              std::memcpy(out->data(), h.data(), kHashSize);
                                          }
                                          return false;
                                      });
    if (!st)
        return R::failureOf(st);
    return R(out);
}

Status SqliteLedgerStore::putTreeNodes(const std::vector<AuditTreeNode> &nodes)
{
    if (auto st = ensureTreeTable(); !st || nodes.empty())
        return st;
    using V = Database::BoundValue;
    return m_db.executeMany("INSERT INTO audit_tree(level, idx, hash) VALUES(?1, ?2, ?3) "
                            "ON CONFLICT(level, idx) DO UPDATE SET hash = excluded.hash",
                            qsizetype(nodes.size()), 3, [&](qsizetype i, V *v) {
                                const AuditTreeNode &n = nodes[std::size_t(i)];
                                v[0] = V{V::Kind::Integer, n.level, {}};
                                v[1] = V{V::Kind::Integer, n.index, {}};
                                v[2] = V{V::Kind::Blob, 0, QByteArrayView(n.hash.data(), kHashSize)};
                            });
}

Status SqliteLedgerStore::clearTree()
{
    if (auto st = ensureTreeTable(); !st)
        return st;
    return m_db.execute("DELETE FROM audit_tree");
}

Status SqliteLedgerStore::scanAudit(qint64 fromSeq, qint64 toSeq,
                                    const std::function<bool(const AuditRowView &)> &visit)
{
    // Reading the file through a memory map instead of a read() per page nearly halves a full walk.
    (void)m_db.execute("PRAGMA mmap_size = 2147483648"); // a speed-up only: without it the walk reads
    // Two statements, so that SQLite bounds the range by both ends (an "?2 < 0 OR" would make a short
    // range read on to the end of the log).
    const char *sql = toSeq < 0 ? "SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash "
                                  "FROM audit_log WHERE seq >= ?1 ORDER BY seq"
                                : "SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash "
                                  "FROM audit_log WHERE seq >= ?1 AND seq <= ?2 ORDER BY seq";
    return m_db.forEachRow(sql, toSeq < 0 ? QVariantList{fromSeq} : QVariantList{fromSeq, toSeq},
                           [&](const Database::RowView &r) {
                               return visit(AuditRowView{r.integer(0), r.bytes(1), r.bytes(2), r.bytes(3),
                                                         r.bytes(4), r.bytes(5), r.bytes(6), r.bytes(7)});
                           });
}

Result<QList<AuditRow>> SqliteLedgerStore::auditRows(const AuditQuery &q)
{
    using R = Result<QList<AuditRow>>;
    const QByteArray sql =
        QByteArray("SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash "
                   "FROM audit_log WHERE seq >= ?1 AND (?2 < 0 OR seq <= ?2) "
                   "AND (?3 = '' OR actor LIKE ?3 ESCAPE '\\' OR action LIKE ?3 ESCAPE '\\' "
                   "OR subject LIKE ?3 ESCAPE '\\' OR details LIKE ?3 ESCAPE '\\') "
                   "AND (?4 = '' OR action LIKE ?4 ESCAPE '\\') AND (?5 = '' OR actor = ?5) "
                   "ORDER BY seq ") +
        (q.newestFirst ? "DESC" : "ASC") + " LIMIT ?6";
    const QString text =
        q.text.isEmpty() ? QStringLiteral("") : QLatin1Char('%') + likePattern(q.text) + QLatin1Char('%');
    const QString prefix =
        q.actionPrefix.isEmpty() ? QStringLiteral("") : likePattern(q.actionPrefix) + QLatin1Char('%');
    const auto rows =
        m_db.query(sql.constData(), {q.fromSeq, q.toSeq, text, prefix, q.actor, qint64(q.limit)});
    if (!rows)
        return R::failureOf(rows);
    QList<AuditRow> out;
    out.reserve(rows->size());
    for (const Database::Row &r : rows.value())
        out << rowFrom(r);
    return out;
}

Status SqliteLedgerStore::insertCheckpoint(qint64 treeSize, const QByteArray &note, const QDateTime &at)
{
    return m_db.execute("INSERT INTO audit_checkpoints(tree_size, note, created_at) VALUES(?1, ?2, ?3)",
                        {treeSize, QString::fromUtf8(note), isoTime(at)});
}

Result<QList<QByteArray>> SqliteLedgerStore::checkpoints()
{
    using R = Result<QList<QByteArray>>;
    const auto rows = m_db.query("SELECT note FROM audit_checkpoints ORDER BY tree_size, created_at");
    if (!rows)
        return R::failureOf(rows);
    QList<QByteArray> out;
    for (const Database::Row &r : rows.value())
        out << r.value(0).toString().toUtf8();
    return out;
}

} // namespace cg::ledger
