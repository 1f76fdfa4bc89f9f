// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/pg_ledger_store.h"

#include "ledger/canonical.h"
#include "ledger/ledger_store_text.h"
#include "ledger/pg_connection.h"
#include "ledger/pg_schema.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>

namespace cg::ledger {

using detail::likePattern;
using detail::paramsFromText;
using detail::paramsText;

namespace {

// The advisory-lock key every audit append holds until its transaction ends ("CGAU").
constexpr qint64 kAuditLock = 0x43474155;

QVariant timeOrNull(const QDateTime &t)
{
    return t.isValid() ? QVariant(isoTime(t)) : QVariant();
}

QVariant optionalCount(const std::optional<qint64> &n)
{
    return n ? QVariant(*n) : QVariant();
}

QString str(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s; // a null QString binds as NULL
}

QByteArray hashBytes(const std::array<char, kHashSize> &h)
{
    return QByteArray(h.data(), kHashSize);
}

} // namespace

PgLedgerStore::PgLedgerStore(PgConnection &conn, QObject *parent) : QObject(parent), m_conn(conn)
{
    connect(&m_conn, &PgConnection::notified, this, &PgLedgerStore::onNotified);
}

Status PgLedgerStore::check()
{
    const auto v = PgSchema::version(m_conn);
    if (!v)
        return Status::failureOf(v);
    if (v.value() == 0)
        return Status::failure(tr("the server %1 holds no ClusterGate ledger yet: its owner runs "
                                  "'clustergate ledger server-init URL' once")
                                   .arg(m_conn.describe()));
    if (v.value() > PgSchema::kVersion)
        return Status::failure(tr("the ledger on %1 is schema version %2, newer than this build's %3: "
                                  "update ClusterGate")
                                   .arg(m_conn.describe())
                                   .arg(v.value())
                                   .arg(PgSchema::kVersion));
    return Ok{};
}

Status PgLedgerStore::listen()
{
    return m_conn.listen(QString::fromLatin1(kChannel));
}

void PgLedgerStore::onNotified(const QString &channel, const QString &payload)
{
    if (channel != QLatin1String(kChannel))
        return;
    // "request:ID" or "audit:SIZE"; anything else (another version's words) is ignored.
    const qsizetype colon = payload.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return;
    bool ok = false;
    const qint64 n = payload.mid(colon + 1).toLongLong(&ok);
    if (!ok || n < 0)
        return;
    const QStringView kind = QStringView(payload).left(colon);
    if (kind == QLatin1String("request"))
        emit requestChanged(n);
    else if (kind == QLatin1String("audit"))
        emit auditAppended(n);
}

Status PgLedgerStore::announce(const QString &payload)
{
    return m_conn.execute("SELECT pg_notify($1, $2)", {QString::fromLatin1(kChannel), payload});
}

Status PgLedgerStore::transaction(const std::function<Status()> &body)
{
    if (m_depth == 0) {
        if (auto st = m_conn.begin(); !st)
            return st;
        ++m_depth;
        Status st = body();
        --m_depth;
        if (!st) {
            m_conn.rollback();
            return st;
        }
        return m_conn.commit();
    }
    const QByteArray name = "ledger_" + QByteArray::number(m_depth);
    if (auto st = m_conn.execute(QByteArray("SAVEPOINT " + name).constData()); !st)
        return st;
    ++m_depth;
    Status st = body();
    --m_depth;
    if (!st) {
        // What failed first is what is reported.
        (void)m_conn.execute(QByteArray("ROLLBACK TO SAVEPOINT " + name).constData());
        (void)m_conn.execute(QByteArray("RELEASE SAVEPOINT " + name).constData());
        return st;
    }
    return m_conn.execute(QByteArray("RELEASE SAVEPOINT " + name).constData());
}

Result<QString> PgLedgerStore::meta(const QString &key)
{
    const auto rows = m_conn.exec("SELECT value FROM ledger_meta WHERE key = $1", {key});
    if (!rows)
        return Result<QString>::failureOf(rows);
    return rows->size() == 0 ? QString() : rows->text(0, 0);
}

Status PgLedgerStore::setMeta(const QString &key, const QString &value)
{
    return m_conn.execute("INSERT INTO ledger_meta(key, value) VALUES($1, $2) "
                          "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                          {key, value});
}

Result<QList<Dataset>> PgLedgerStore::datasets()
{
    using R = Result<QList<Dataset>>;
    const auto rows =
        m_conn.exec("SELECT id, name, owner, description, location, record_count, people_count, personal, "
                    "sensitive_categories, grade, regrade_justification, regrade_approver, updated_at, "
                    "version FROM ledger_datasets ORDER BY name COLLATE \"C\"");
    if (!rows)
        return R::failureOf(rows);
    QList<Dataset> out;
    QHash<qint64, qsizetype> byId;
    for (int i = 0; i < rows->size(); ++i) {
        Dataset d;
        d.id = rows->integer(i, 0);
        d.name = rows->text(i, 1);
        d.owner = rows->text(i, 2);
        d.description = rows->text(i, 3);
        d.location = rows->text(i, 4);
        d.records = rows->integer(i, 5);
        d.people = rows->integer(i, 6);
        d.personal = rows->integer(i, 7) != 0;
        d.sensitive = piCategoriesFromText(rows->text(i, 8));
        d.grade = gradeFromName(rows->text(i, 9)).value_or(Grade::Core);
        d.regradeJustification = rows->text(i, 10);
        d.regradeApprover = rows->text(i, 11);
        d.updated = parseIsoTime(rows->text(i, 12));
        d.version = rows->text(i, 13);
        byId.insert(d.id, out.size());
        out << d;
    }
    const auto fields = m_conn.exec("SELECT dataset_id, name, description, grade, personal, "
                                    "sensitive_categories FROM ledger_fields ORDER BY dataset_id, name "
                                    "COLLATE \"C\"");
    if (!fields)
        return R::failureOf(fields);
    for (int i = 0; i < fields->size(); ++i) {
        const auto it = byId.find(fields->integer(i, 0));
        if (it == byId.end())
            continue;
        Field f;
        f.name = fields->text(i, 1);
        f.description = fields->text(i, 2);
        f.grade = gradeFromName(fields->text(i, 3)).value_or(Grade::Core);
        f.personal = fields->integer(i, 4) != 0;
        f.sensitive = piCategoriesFromText(fields->text(i, 5));
        out[*it].fields << f;
    }
    const auto sources = m_conn.exec(
        "SELECT s.dataset_id, d.name FROM ledger_sources s "
        "JOIN ledger_datasets d ON d.id = s.source_id ORDER BY s.dataset_id, d.name COLLATE \"C\"");
    if (!sources)
        return R::failureOf(sources);
    for (int i = 0; i < sources->size(); ++i) {
        const auto it = byId.find(sources->integer(i, 0));
        if (it != byId.end())
            out[*it].sources << sources->text(i, 1);
    }
    return out;
}

Result<qint64> PgLedgerStore::saveDataset(const Dataset &d)
{
    using R = Result<qint64>;
    qint64 id = 0;
    const Status st = transaction([&]() -> Status {
        const auto saved = m_conn.exec(
            "INSERT INTO ledger_datasets(name, owner, description, location, record_count, people_count, "
            "personal, sensitive_categories, grade, regrade_justification, regrade_approver, updated_at, "
            "version) VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) "
            "ON CONFLICT(name) DO UPDATE SET owner = excluded.owner, description = excluded.description, "
            "location = excluded.location, record_count = excluded.record_count, "
            "people_count = excluded.people_count, personal = excluded.personal, "
            "sensitive_categories = excluded.sensitive_categories, grade = excluded.grade, "
            "regrade_justification = excluded.regrade_justification, "
            "regrade_approver = excluded.regrade_approver, updated_at = excluded.updated_at, "
            "version = excluded.version RETURNING id",
            {d.name, d.owner, str(d.description), str(d.location), d.records, d.people, d.personal ? 1 : 0,
             str(piCategoriesText(d.sensitive)), gradeName(d.grade), str(d.regradeJustification),
             str(d.regradeApprover),
             isoTime(d.updated.isValid() ? d.updated : QDateTime::currentDateTimeUtc()), str(d.version)});
        if (!saved)
            return Status::failureOf(saved);
        id = saved->integer(0, 0);
        // Fields are updated in place and only the ones no longer named removed: the server allows a field
        // to be classified lower or a classified one removed only under a second person's signature
        // (pg_schema.cpp, migration 4), so an unchanged field must not be deleted and inserted again.
        QStringList names;
        for (const Field &f : d.fields) {
            names << f.name;
            if (auto s = m_conn.execute(
                    "INSERT INTO ledger_fields(dataset_id, name, description, grade, personal, "
                    "sensitive_categories) VALUES($1, $2, $3, $4, $5, $6) ON CONFLICT (dataset_id, name) DO "
                    "UPDATE SET description = excluded.description, grade = excluded.grade, personal = "
                    "excluded.personal, sensitive_categories = excluded.sensitive_categories WHERE "
                    "(ledger_fields.description, ledger_fields.grade, ledger_fields.personal, "
                    "ledger_fields.sensitive_categories) IS DISTINCT FROM (excluded.description, "
                    "excluded.grade, excluded.personal, excluded.sensitive_categories)",
                    {id, f.name, str(f.description), gradeName(f.grade), f.personal ? 1 : 0,
                     str(piCategoriesText(f.sensitive))});
                !s)
                return s;
        }
        const auto fieldsHad = m_conn.exec("SELECT name FROM ledger_fields WHERE dataset_id = $1", {id});
        if (!fieldsHad)
            return Status::failureOf(fieldsHad);
        for (int i = 0; i < fieldsHad->size(); ++i) {
            if (names.contains(fieldsHad->text(i, 0)))
                continue;
            if (auto s = m_conn.execute("DELETE FROM ledger_fields WHERE dataset_id = $1 AND name = $2",
                                        {id, fieldsHad->text(i, 0)});
                !s)
                return s;
        }
        // Only the sources no longer named are removed: removing lineage is a classification change
        // the server allows only under a second person's signature (pg_schema.cpp, migration 3).
        const auto had =
            m_conn.exec("SELECT d.name, s.source_id FROM ledger_sources s JOIN ledger_datasets d "
                        "ON d.id = s.source_id WHERE s.dataset_id = $1",
                        {id});
        if (!had)
            return Status::failureOf(had);
        for (int i = 0; i < had->size(); ++i) {
            if (d.sources.contains(had->text(i, 0)))
                continue;
            if (auto s = m_conn.execute("DELETE FROM ledger_sources WHERE dataset_id = $1 AND source_id = $2",
                                        {id, had->integer(i, 1)});
                !s)
                return s;
        }
        for (const QString &source : d.sources) {
            const auto src = m_conn.exec("SELECT id FROM ledger_datasets WHERE name = $1", {source});
            if (!src)
                return Status::failureOf(src);
            if (src->size() == 0)
                return Status::failure(
                    tr("dataset %1 names a source %2 that is not in the ledger").arg(d.name, source));
            if (auto s = m_conn.execute("INSERT INTO ledger_sources(dataset_id, source_id) VALUES($1, $2) "
                                        "ON CONFLICT DO NOTHING",
                                        {id, src->integer(0, 0)});
                !s)
                return s;
        }
        return Ok{};
    });
    if (!st)
        return R::failureOf(st);
    return id;
}

Result<qint64> PgLedgerStore::insertRequest(const ExportRequest &r)
{
    using R = Result<qint64>;
    qint64 id = 0;
    const Status st = transaction([&]() -> Status {
        const auto inserted = m_conn.exec(
            "INSERT INTO ledger_requests(state, form, form_params, destination_cluster, destination_country, "
            "purpose, mechanism, exemption_clause, mechanism_ref, pia_ref, consent_ref, retention_days, "
            "requester, people_sensitive, people_other, created_at) "
            "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id",
            {stateName(r.state), formName(r.form), str(paramsText(r.formParams)), str(r.destinationCluster),
             str(r.destinationCountry), str(r.purpose), mechanismName(r.mechanism), str(r.exemptionClause),
             str(r.mechanismRef), str(r.piaRef), str(r.consentRef), r.retentionDays, r.requester,
             optionalCount(r.peopleSensitive), optionalCount(r.peopleOther), isoTime(r.created)});
        if (!inserted)
            return Status::failureOf(inserted);
        id = inserted->integer(0, 0);
        int position = 0;
        for (const QString &name : r.datasets) {
            const auto src = m_conn.exec("SELECT id FROM ledger_datasets WHERE name = $1", {name});
            if (!src)
                return Status::failureOf(src);
            if (src->size() == 0)
                return Status::failure(tr("there is no dataset %1 in the ledger").arg(name));
            if (auto s = m_conn.execute("INSERT INTO ledger_request_datasets(request_id, position, "
                                        "dataset_id) VALUES($1, $2, $3)",
                                        {id, ++position, src->integer(0, 0)});
                !s)
                return s;
        }
        return announce(QStringLiteral("request:%1").arg(id));
    });
    if (!st)
        return R::failureOf(st);
    return id;
}

Status PgLedgerStore::updateRequest(const ExportRequest &r, RequestState from)
{
    const auto updated = m_conn.exec(
        "UPDATE ledger_requests SET state = $2, request_hash = $3, submitted_at = $4, "
        "decided_at = $5, activated_at = $6, expired_at = $7, destroyed_at = $8, dataset_versions = $10 "
        "WHERE id = $1 AND state = $9",
        {r.id, stateName(r.state), r.requestHash.isEmpty() ? QVariant() : QVariant(r.requestHash),
         timeOrNull(r.submitted), timeOrNull(r.decided), timeOrNull(r.activated), timeOrNull(r.expired),
         timeOrNull(r.destroyed), stateName(from),
         r.datasetVersions.isEmpty() ? QVariant() : QVariant(paramsText(r.datasetVersions))});
    if (!updated)
        return Status::failureOf(updated);
    if (updated->affected() != 1) {
        // Another desktop moved it first (its UPDATE held the row; ours then found the new state).
        const auto now = m_conn.exec("SELECT state FROM ledger_requests WHERE id = $1", {r.id});
        const QString state = now && now->size() > 0 ? now->text(0, 0) : tr("gone");
        return Status::failure(tr("request %1 was changed by someone else meanwhile (it is %2 now, no longer "
                                  "%3); nothing was written: reload and look again")
                                   .arg(r.id)
                                   .arg(state, stateName(from)));
    }
    return announce(QStringLiteral("request:%1").arg(r.id));
}

#define CG_REQUEST_COLUMNS                                                                                   \
    "SELECT id, state, form, form_params, destination_cluster, destination_country, purpose, mechanism, "    \
    "exemption_clause, mechanism_ref, pia_ref, consent_ref, retention_days, requester, people_sensitive, "   \
    "people_other, request_hash, created_at, submitted_at, decided_at, activated_at, expired_at, "           \
    "destroyed_at, dataset_versions FROM ledger_requests "

Result<QList<ExportRequest>> PgLedgerStore::loadRequests(const char *sql, const QVariantList &params)
{
    using R = Result<QList<ExportRequest>>;
    const auto rows = m_conn.exec(sql, params);
    if (!rows)
        return R::failureOf(rows);
    QList<ExportRequest> out;
    QHash<qint64, qsizetype> byId;
    const auto time = [&](int i, int c) {
        return rows->isNull(i, c) ? QDateTime() : parseIsoTime(rows->text(i, c));
    };
    for (int i = 0; i < rows->size(); ++i) {
        ExportRequest r;
        r.id = rows->integer(i, 0);
        r.state = stateFromName(rows->text(i, 1)).value_or(RequestState::Draft);
        r.form = formFromName(rows->text(i, 2)).value_or(ExportForm::Raw);
        r.formParams = paramsFromText(rows->text(i, 3));
        r.destinationCluster = rows->text(i, 4);
        r.destinationCountry = rows->text(i, 5);
        r.purpose = rows->text(i, 6);
        r.mechanism = mechanismFromName(rows->text(i, 7)).value_or(LegalMechanism::Exemption);
        r.exemptionClause = rows->text(i, 8);
        r.mechanismRef = rows->text(i, 9);
        r.piaRef = rows->text(i, 10);
        r.consentRef = rows->text(i, 11);
        r.retentionDays = int(rows->integer(i, 12));
        r.requester = rows->text(i, 13);
        if (!rows->isNull(i, 14))
            r.peopleSensitive = rows->integer(i, 14);
        if (!rows->isNull(i, 15))
            r.peopleOther = rows->integer(i, 15);
        r.requestHash = rows->bytea(i, 16);
        r.created = time(i, 17);
        r.submitted = time(i, 18);
        r.decided = time(i, 19);
        r.activated = time(i, 20);
        r.expired = time(i, 21);
        r.destroyed = time(i, 22);
        if (!rows->isNull(i, 23))
            r.datasetVersions = paramsFromText(rows->text(i, 23));
        byId.insert(r.id, out.size());
        out << r;
    }
    if (out.isEmpty())
        return out;
    const auto links =
        m_conn.exec("SELECT l.request_id, d.name FROM ledger_request_datasets l "
                    "JOIN ledger_datasets d ON d.id = l.dataset_id ORDER BY l.request_id, l.position");
    if (!links)
        return R::failureOf(links);
    for (int i = 0; i < links->size(); ++i) {
        const auto it = byId.find(links->integer(i, 0));
        if (it != byId.end())
            out[*it].datasets << links->text(i, 1);
    }
    return out;
}

Result<QList<ExportRequest>> PgLedgerStore::requests()
{
    return loadRequests(CG_REQUEST_COLUMNS "ORDER BY id", {});
}

Result<std::optional<ExportRequest>> PgLedgerStore::request(qint64 id)
{
    using R = Result<std::optional<ExportRequest>>;
    const auto rows = loadRequests(CG_REQUEST_COLUMNS "WHERE id = $1", {id});
    if (!rows)
        return R::failureOf(rows);
    if (rows->isEmpty())
        return R(std::nullopt);
    return R(rows->first());
}

#undef CG_REQUEST_COLUMNS

Status PgLedgerStore::insertApproval(const Approval &a)
{
    return m_conn.execute(
        "INSERT INTO ledger_approvals(request_id, request_hash, decision, scope, expires_on, "
        "approver, key_name, decided_at, reason, signature) "
        "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        {a.requestId, a.requestHash, a.decisionName(), str(a.scope), a.expiresOn.toString(Qt::ISODate),
         a.approver, a.keyName, isoTime(a.decidedAt), str(a.reason), a.signature});
}

Result<QList<Approval>> PgLedgerStore::approvals()
{
    using R = Result<QList<Approval>>;
    const auto rows =
        m_conn.exec("SELECT id, request_id, request_hash, decision, scope, expires_on, approver, "
                    "key_name, decided_at, reason, signature FROM ledger_approvals ORDER BY id");
    if (!rows)
        return R::failureOf(rows);
    QList<Approval> out;
    for (int i = 0; i < rows->size(); ++i) {
        Approval a;
        a.id = rows->integer(i, 0);
        a.requestId = rows->integer(i, 1);
        a.requestHash = rows->bytea(i, 2);
        a.approved = rows->text(i, 3) == QLatin1String("approved");
        a.scope = rows->text(i, 4);
        a.expiresOn = QDate::fromString(rows->text(i, 5), Qt::ISODate);
        a.approver = rows->text(i, 6);
        a.keyName = rows->text(i, 7);
        a.decidedAt = parseIsoTime(rows->text(i, 8));
        a.reason = rows->text(i, 9);
        a.signature = rows->bytea(i, 10);
        out << a;
    }
    return out;
}

Status PgLedgerStore::insertDestruction(const DestructionCertificate &c)
{
    return m_conn.execute("INSERT INTO ledger_destructions(request_id, performed_by, asset, method, "
                          "verification, performed_on, witness, evidence_sha256, recorded_at) "
                          "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                          {c.requestId, c.performedBy, c.asset, methodName(c.method), c.verification,
                           c.performedOn.toString(Qt::ISODate), c.witness, c.evidenceSha256,
                           isoTime(c.recorded)});
}

Result<QList<DestructionCertificate>> PgLedgerStore::destructions()
{
    using R = Result<QList<DestructionCertificate>>;
    const auto rows =
        m_conn.exec("SELECT request_id, performed_by, asset, method, verification, performed_on, "
                    "witness, evidence_sha256, recorded_at FROM ledger_destructions ORDER BY request_id");
    if (!rows)
        return R::failureOf(rows);
    QList<DestructionCertificate> out;
    for (int i = 0; i < rows->size(); ++i) {
        DestructionCertificate c;
        c.requestId = rows->integer(i, 0);
        c.performedBy = rows->text(i, 1);
        c.asset = rows->text(i, 2);
        c.method = methodFromName(rows->text(i, 3)).value_or(DestructionMethod::Purge);
        c.verification = rows->text(i, 4);
        c.performedOn = QDate::fromString(rows->text(i, 5), Qt::ISODate);
        c.witness = rows->text(i, 6);
        c.evidenceSha256 = rows->bytea(i, 7);
        c.recorded = parseIsoTime(rows->text(i, 8));
        out << c;
    }
    return out;
}

Status PgLedgerStore::insertOfficer(const OfficerKey &o)
{
    return m_conn.execute("INSERT INTO ledger_officer_keys(name, role, public_key, registered_at, "
                          "registered_by) VALUES($1, $2, $3, $4, $5)",
                          {o.name, roleName(o.role), o.publicKey, isoTime(o.registered), o.registeredBy});
}

Result<QList<OfficerKey>> PgLedgerStore::officers()
{
    using R = Result<QList<OfficerKey>>;
    const auto rows = m_conn.exec("SELECT name, role, public_key, registered_at, registered_by "
                                  "FROM ledger_officer_keys ORDER BY name COLLATE \"C\"");
    if (!rows)
        return R::failureOf(rows);
    QList<OfficerKey> out;
    for (int i = 0; i < rows->size(); ++i) {
        out << OfficerKey{rows->text(i, 0), roleFromName(rows->text(i, 1)).value_or(OfficerRole::Officer),
                          rows->bytea(i, 2), parseIsoTime(rows->text(i, 3)), rows->text(i, 4)};
    }
    return out;
}

namespace {

AuditRow auditRowAt(const PgRows &rows, int i)
{
    return AuditRow{rows.integer(i, 0), rows.text(i, 1), rows.text(i, 2),  rows.text(i, 3),
                    rows.text(i, 4),    rows.text(i, 5), rows.bytea(i, 6), rows.bytea(i, 7)};
}

} // namespace

QString PgLedgerStore::sessionActor()
{
    if (!m_sessionActor) {
        const auto rows = m_conn.exec(
            "SELECT session_user, coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = session_user), "
            "false) OR session_user = (SELECT tableowner FROM pg_tables WHERE schemaname = 'public' AND "
            "tablename = 'audit_log')");
        if (!rows || rows->size() == 0)
            return {}; // not known now: the server refuses a row in another name, and says so
        m_sessionActor = rows->text(0, 1) == QLatin1String("t") ? QString() : rows->text(0, 0);
    }
    return *m_sessionActor;
}

Result<std::optional<AuditRow>> PgLedgerStore::lastAuditRow()
{
    using R = Result<std::optional<AuditRow>>;
    // Inside a transaction the head is read to be extended: the lock serialises that with every other
    // desktop's append until this transaction ends, and the next statement sees the latest commit.
    if (m_depth > 0) {
        if (auto st = m_conn.execute("SELECT pg_advisory_xact_lock($1)", {kAuditLock}); !st)
            return R::failureOf(st);
    }
    const auto rows = m_conn.exec("SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash "
                                  "FROM audit_log ORDER BY seq DESC LIMIT 1");
    if (!rows)
        return R::failureOf(rows);
    if (rows->size() == 0)
        return R(std::nullopt);
    return R(auditRowAt(rows.value(), 0));
}

Status PgLedgerStore::appendAuditRows(const std::vector<EncodedAuditRow> &rows)
{
    if (rows.empty())
        return Ok{};
    // Up to 1000 rows per statement: one round trip instead of one per row.
    constexpr std::size_t kPerStatement = 1000;
    for (std::size_t start = 0; start < rows.size(); start += kPerStatement) {
        const std::size_t end = std::min(rows.size(), start + kPerStatement);
        QByteArray sql =
            "INSERT INTO audit_log(seq, recorded_at, actor, action, subject, details, prev_hash, "
            "hash) VALUES ";
        QVariantList params;
        params.reserve(qsizetype((end - start) * 8));
        for (std::size_t i = start; i < end; ++i) {
            const EncodedAuditRow &r = rows[i];
            const int b = int(params.size());
            if (i > start)
                sql += ',';
            sql += "($" + QByteArray::number(b + 1) + "::bigint";
            for (int k = 2; k <= 8; ++k)
                sql += ",$" + QByteArray::number(b + k);
            sql += ')';
            params << r.seq << QString::fromUtf8(r.recordedAt) << QString::fromUtf8(r.actor)
                   << QString::fromUtf8(r.action) << QString::fromUtf8(r.subject)
                   << QString::fromUtf8(r.details) << hashBytes(r.prevHash) << hashBytes(r.hash);
        }
        if (auto st = m_conn.execute(sql.constData(), params); !st)
            return st;
    }
    return announce(QStringLiteral("audit:%1").arg(rows.back().seq));
}

Status PgLedgerStore::scanAudit(qint64 fromSeq, qint64 toSeq,
                                const std::function<bool(const AuditRowView &)> &visit)
{
    // Pages of rows by key, so that a walk of millions of rows keeps one page in memory.
    constexpr int kPage = 20000;
    qint64 next = fromSeq;
    for (;;) {
        const auto rows =
            m_conn.exec("SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash "
                        "FROM audit_log WHERE seq >= $1 AND ($2 < 0 OR seq <= $2) ORDER BY seq LIMIT $3",
                        {next, toSeq, kPage});
        if (!rows)
            return Status::failureOf(rows);
        for (int i = 0; i < rows->size(); ++i) {
            const QByteArray at = rows->utf8(i, 1), actor = rows->utf8(i, 2), action = rows->utf8(i, 3),
                             subject = rows->utf8(i, 4), details = rows->utf8(i, 5), prev = rows->bytea(i, 6),
                             hash = rows->bytea(i, 7);
            const qint64 seq = rows->integer(i, 0);
            if (!visit(AuditRowView{seq, at, actor, action, subject, details, prev, hash}))
                return Ok{};
            next = seq + 1;
        }
        if (rows->size() < kPage)
            return Ok{};
    }
}

Result<QList<AuditRow>> PgLedgerStore::auditRows(const AuditQuery &q)
{
    using R = Result<QList<AuditRow>>;
    const QByteArray sql =
        QByteArray("SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash "
                   "FROM audit_log WHERE seq >= $1 AND ($2 < 0 OR seq <= $2) "
                   "AND ($3 = '' OR actor LIKE $3 OR action LIKE $3 OR subject LIKE $3 OR details LIKE $3) "
                   "AND ($4 = '' OR action LIKE $4) AND ($5 = '' OR actor = $5) ORDER BY seq ") +
        (q.newestFirst ? "DESC" : "ASC") + " LIMIT $6";
    const QString text =
        q.text.isEmpty() ? QStringLiteral("") : QLatin1Char('%') + likePattern(q.text) + QLatin1Char('%');
    const QString prefix =
        q.actionPrefix.isEmpty() ? QStringLiteral("") : likePattern(q.actionPrefix) + QLatin1Char('%');
    const auto rows = m_conn.exec(sql.constData(), {q.fromSeq, q.toSeq, text, prefix, str(q.actor),
                                                    q.limit < 0 ? QVariant() : QVariant(qint64(q.limit))});
    if (!rows)
        return R::failureOf(rows);
    QList<AuditRow> out;
    out.reserve(rows->size());
    for (int i = 0; i < rows->size(); ++i)
        out << auditRowAt(rows.value(), i);
    return out;
}

Result<std::optional<std::array<char, kHashSize>>> PgLedgerStore::treeNode(int level, qint64 index)
{
    using R = Result<std::optional<std::array<char, kHashSize>>>;
    const auto rows =
        m_conn.exec("SELECT hash FROM audit_tree WHERE level = $1 AND idx = $2", {level, index});
    if (!rows)
        return R::failureOf(rows);
    std::optional<std::array<char, kHashSize>> out;
    if (rows->size() > 0) {
        const QByteArray h = rows->bytea(0, 0);
        if (h.size() == kHashSize) {
            out.emplace();
            std::memcpy(out->data(), h.constData(), kHashSize);
        }
    }
    return R(out);
}

Status PgLedgerStore::putTreeNodes(const std::vector<AuditTreeNode> &nodes)
{
    constexpr std::size_t kPerStatement = 2000;
    for (std::size_t start = 0; start < nodes.size(); start += kPerStatement) {
        const std::size_t end = std::min(nodes.size(), start + kPerStatement);
        QByteArray sql = "INSERT INTO audit_tree(level, idx, hash) VALUES ";
        QVariantList params;
        for (std::size_t i = start; i < end; ++i) {
            const int b = int(params.size());
            if (i > start)
                sql += ',';
            sql += "($" + QByteArray::number(b + 1) + "::integer,$" + QByteArray::number(b + 2) +
                   "::bigint,$" + QByteArray::number(b + 3) + ')';
            params << nodes[i].level << nodes[i].index << hashBytes(nodes[i].hash);
        }
        sql += " ON CONFLICT(level, idx) DO UPDATE SET hash = excluded.hash";
        if (auto st = m_conn.execute(sql.constData(), params); !st)
            return st;
    }
    return Ok{};
}

Status PgLedgerStore::clearTree()
{
    return m_conn.execute("DELETE FROM audit_tree");
}

Status PgLedgerStore::insertCheckpoint(qint64 treeSize, const QByteArray &note, const QDateTime &at)
{
    return m_conn.execute("INSERT INTO audit_checkpoints(tree_size, note, created_at) VALUES($1, $2, $3)",
                          {treeSize, QString::fromUtf8(note), isoTime(at)});
}

Result<QList<QByteArray>> PgLedgerStore::checkpoints()
{
    using R = Result<QList<QByteArray>>;
    const auto rows = m_conn.exec("SELECT note FROM audit_checkpoints ORDER BY tree_size, created_at");
    if (!rows)
        return R::failureOf(rows);
    QList<QByteArray> out;
    for (int i = 0; i < rows->size(); ++i)
        out << rows->utf8(i, 0);
    return out;
}

} // namespace cg::ledger
