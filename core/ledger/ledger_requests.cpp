// SPDX-License-Identifier: GPL-3.0-or-later
// A request's life: filed, evaluated, submitted, decided, activated, expired, destroyed.
#include "ledger/ledger.h"

#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/ledger_detail.h"
#include "ledger/lineage.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace cg::ledger {

using namespace detail;

Result<ExportRequest> Ledger::load(qint64 requestId)
{
    using R = Result<ExportRequest>;
    const auto r = m_store.request(requestId);
    if (!r)
        return R::failureOf(r);
    if (!r->has_value())
        return R::failure(tr("there is no export request %1").arg(requestId));
    return r->value();
}

Result<QList<Dataset>> Ledger::datasetsOf(const ExportRequest &request)
{
    using R = Result<QList<Dataset>>;
    const auto all = datasets();
    if (!all)
        return all;
    QList<Dataset> out;
    for (const QString &name : request.datasets) {
        const auto it =
            std::find_if(all->begin(), all->end(), [&](const Dataset &d) { return d.name == name; });
        if (it == all->end())
            return R::failure(tr("there is no dataset %1 in the ledger").arg(name));
        out << *it;
    }
    return out;
}

Result<qint64> Ledger::createRequest(const ExportRequest &input)
{
    using R = Result<qint64>;
    ExportRequest r = input;
    r.id = 0;
    r.state = RequestState::Draft;
    r.created = now();
    r.requestHash.clear();
    if (!isValidPersonName(r.requester))
        return R::failure(tr("'%1' is not a usable requester name: use 1 to 64 letters, digits and . _ @ -")
                              .arg(r.requester));
    if (r.retentionDays < 1)
        return R::failure(tr("the retention period is at least one day"));
    qint64 id = 0;
    const Status st = m_store.transaction([&]() -> Status {
        const auto inserted = m_store.insertRequest(r);
        if (!inserted)
            return Status::failureOf(inserted);
        id = inserted.value();
        return auditEvent(r.requester, QStringLiteral("request.created"), subjectOf(id),
                          {{QStringLiteral("datasets"), toArray(r.datasets)},
                           {QStringLiteral("form"), formName(r.form)},
                           {QStringLiteral("destination"), r.destinationCluster},
                           {QStringLiteral("country"), r.destinationCountry},
                           {QStringLiteral("mechanism"), mechanismName(r.mechanism)},
                           {QStringLiteral("retention_days"), r.retentionDays}});
    });
    if (!st)
        return R::failureOf(st);
    return id;
}

Result<YearCounters> Ledger::counters(int year, qint64 excludingRequest)
{
    using R = Result<YearCounters>;
    const auto all = m_store.requests();
    const auto ds = datasets();
    if (!all || !ds)
        return R::failure(!all ? all.error() : ds.error());
    YearCounters c{year, 0, 0};
    for (const ExportRequest &r : all.value()) {
        if (r.id == excludingRequest || !counts(r.state) || !r.decided.isValid() ||
            countingYear(r.decided) != year)
            continue;
        if (r.mechanism == LegalMechanism::Exemption &&
            !Provisions::isCounted(scenarioOfClause(r.exemptionClause)))
            continue; // Art. 3, 4, 5(1)-(3), 6: not added to the year's counters
        QList<Dataset> used;
        for (const QString &name : r.datasets) {
            const auto it =
                std::find_if(ds->begin(), ds->end(), [&](const Dataset &d) { return d.name == name; });
            if (it != ds->end())
                used << *it;
        }
        qint64 s = 0, o = 0;
        Rules::peopleIn(r, used, &s, &o);
        c.sensitive += s;
        c.other += o;
    }
    return c;
}

Result<RuleVerdict> Ledger::evaluate(qint64 requestId)
{
    using R = Result<RuleVerdict>;
    const auto r = load(requestId);
    if (!r)
        return R::failureOf(r);
    const auto ds = datasetsOf(r.value());
    if (!ds)
        return R::failureOf(ds);
    const auto before = counters(countingYear(now()), requestId);
    if (!before)
        return R::failureOf(before);
    const auto exporter = ExporterSettings::exporter(m_store);
    const auto list = ExporterSettings::negativeList(m_store);
    if (!exporter || !list)
        return R::failure(!exporter ? exporter.error() : list.error());
    ProvisionsContext context;
    context.exporter = exporter.value();
    context.negativeList = list->has_value() ? &*list.value() : nullptr;
    context.date = now().toUTC().addSecs(8 * 3600).date();
    return Rules::evaluate(r.value(), ds.value(), before.value(), context);
}

Status Ledger::transition(qint64 requestId, RequestState to, const QString &actor,
                          const std::function<Status(ExportRequest &)> &beforeSave,
                          const QJsonObject &details)
{
    auto loaded = load(requestId);
    if (!loaded)
        return Status::failureOf(loaded);
    ExportRequest &r = loaded.value();
    const Transition *t = findTransition(r.state, to);
    if (!t)
        return Status::failure(tr("request %1 is %2 and cannot become %3")
                                   .arg(requestId)
                                   .arg(stateName(r.state), stateName(to)));
    return m_store.transaction([&]() -> Status {
        if (beforeSave) {
            if (auto st = beforeSave(r); !st)
                return st;
        }
        QJsonObject d = details;
        d.insert(QStringLiteral("from"), stateName(r.state));
        d.insert(QStringLiteral("to"), stateName(to));
        const RequestState from = r.state;
        r.state = to;
        if (auto st = m_store.updateRequest(r, from); !st)
            return st;
        return auditEvent(actor, QString::fromLatin1(t->action), subjectOf(requestId), d);
    });
}

Status Ledger::submit(qint64 requestId, const QString &actor)
{
    return submit(requestId, actor, nullptr);
}

Status Ledger::submit(qint64 requestId, Signer &requester)
{
    const auto regs = registrations();
    if (!regs)
        return Status::failureOf(regs);
    const RegisteredKey *k = regs->byKey(requester.publicKey());
    if (!k || !k->valid)
        return Status::failure(tr("the submitting key is not registered in this ledger: an admin registers "
                                  "requesters (clustergate ledger register-officer NAME --role requester)"),
                               ErrorCode::Refused);
    return submit(requestId, k->registration.name, &requester);
}

QByteArray Ledger::submissionRecord(const QString &origin, qint64 requestId, const QByteArray &requestHash,
                                    const QString &requester, const QString &keyText)
{
    Canonical c;
    c.add(QStringLiteral("clustergate-submission/1"))
        .add(origin)
        .add(requestId)
        .add(toHex(requestHash))
        .add(requester)
        .add(keyText);
    return c.bytes();
}

Status Ledger::submit(qint64 requestId, const QString &actor, Signer *requester)
{
    const auto r = load(requestId);
    if (!r)
        return Status::failureOf(r);
    if (actor.compare(r->requester, Qt::CaseInsensitive) != 0)
        return Status::failure(
            tr("only %1, who requested it, submits request %2").arg(r->requester).arg(requestId),
            ErrorCode::Refused);
    const auto verdict = evaluate(requestId);
    if (!verdict)
        return Status::failureOf(verdict);
    if (!verdict->allowed())
        return Status::failure(
            tr("request %1 cannot be submitted:\n%2").arg(requestId).arg(verdict->explanation()),
            ErrorCode::Refused);
    const auto ds = datasetsOf(r.value());
    if (!ds)
        return Status::failureOf(ds);
    const QByteArray hash = requestHash(r.value(), ds.value());
    // The versions are taken at submission, not at the decision: the requester signs, and the officer
    // decides, the request as submitted (its hash covers these versions), so an approval can never come to
    // cover a version that appeared while the request waited.
    QMap<QString, QString> versions;
    QJsonObject versionsJson;
    for (const Dataset &d : ds.value()) {
        versions.insert(d.name, d.version);
        versionsJson.insert(d.name, d.version);
    }
    QJsonObject details{{QStringLiteral("request_hash"), toHex(hash)},
                        {QStringLiteral("required"), tierName(verdict->required)},
                        {QStringLiteral("people_sensitive"), verdict->peopleSensitive},
                        {QStringLiteral("people_other"), verdict->peopleOther},
                        {QStringLiteral("dataset_versions"), versionsJson}};
    if (requester) {
        const auto origin = m_audit.origin();
        if (!origin)
            return Status::failureOf(origin);
        const QString keyText = VerifierKey::make(r->requester, requester->publicKey()).text();
        const auto sig =
            requester->sign(submissionRecord(origin.value(), requestId, hash, r->requester, keyText));
        if (!sig)
            return Status::failureOf(sig);
        details.insert(QStringLiteral("requester_key"), keyText);
        details.insert(QStringLiteral("signature"), QString::fromLatin1(sig->toBase64()));
    }
    return transition(
        requestId, RequestState::Submitted, actor,
        [&](ExportRequest &req) {
            req.requestHash = hash;
            req.submitted = now();
            req.datasetVersions = versions;
            return Status(Ok{});
        },
        details);
}

Result<QByteArray> Ledger::submittedBy(qint64 requestId, const QByteArray &requestHash)
{
    using R = Result<QByteArray>;
    const auto origin = m_audit.origin();
    if (!origin)
        return R::failureOf(origin);
    const auto rows = m_audit.rows(AuditQuery{1, -1, {}, QStringLiteral("request.submitted"), {}, -1, true});
    if (!rows)
        return R::failureOf(rows);
    const QString subject = subjectOf(requestId);
    for (const AuditRow &row : rows.value()) {
        if (row.subject != subject || row.action != QLatin1String("request.submitted"))
            continue;
        const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
        if (d.value(QStringLiteral("request_hash")).toString() != toHex(requestHash))
            continue;
        const auto key = VerifierKey::parse(d.value(QStringLiteral("requester_key")).toString());
        QByteArray sig;
        if (!key)
            return QByteArray(); // not signed
        if (!fromStrictBase64(d.value(QStringLiteral("signature")).toString(), &sig) ||
            !ed25519Verify(key->publicKey,
                           submissionRecord(origin.value(), requestId, requestHash, key->name, key->text()),
                           sig))
            return R::failure(
                tr("the submission of request %1 carries a signature that does not verify").arg(requestId));
        return key->publicKey;
    }
    return QByteArray();
}

Result<ApprovalCheck> Ledger::approvalCheck(const QByteArray &approverKey, const ExportRequest &request,
                                            const QByteArray &requesterKey, bool approving,
                                            const QDate &expiresOn)
{
    using R = Result<ApprovalCheck>;
    const auto officer = officerByKey(approverKey);
    if (!officer)
        return R::failureOf(officer);
    ApprovalCheck check;
    check.registeredOfficer = officer->has_value();
    check.approver = check.registeredOfficer ? officer->value().name : QString();
    check.role = check.registeredOfficer ? officer->value().role : OfficerRole::Officer;
    check.approving = approving;
    check.expiresOn = expiresOn;
    check.today = now().date();
    check.approverKey = approverKey;
    check.requesterKey = requesterKey;
    check.requesterName = request.requester;
    if (const auto regs = registrations(); regs) {
        if (const RegisteredKey *k = regs->byKey(approverKey); k && k->registration.registrarKey)
            check.approverRegistrarKey = k->registration.registrarKey->publicKey;
    }
    return check;
}

Result<Approval> Ledger::decide(qint64 requestId, bool approve, Signer &signer, const QDate &expiresOn,
                                const QString &reason)
{
    using R = Result<Approval>;
    const auto r = load(requestId);
    if (!r)
        return R::failureOf(r);
    const auto ds = datasetsOf(r.value());
    if (!ds)
        return R::failureOf(ds);
    const auto requesterKey = submittedBy(requestId, r->requestHash);
    if (!requesterKey)
        return R::failureOf(requesterKey);
    const auto checked =
        approvalCheck(signer.publicKey(), r.value(), requesterKey.value(), approve, expiresOn);
    if (!checked)
        return R::failureOf(checked);
    const ApprovalCheck &check = checked.value();
    QList<Refusal> refusals = Rules::checkDecision(r.value(), ds.value(), check);
    const auto verdict = evaluate(requestId);
    if (!verdict)
        return R::failureOf(verdict);
    if (approve) // the rules bind approvals; a rejection needs no reason beyond the officer's
        refusals << verdict->refusals;
    if (refusals.isEmpty() && requestHash(r.value(), ds.value()) != r->requestHash)
        refusals << Refusal{
            QStringLiteral("request-unchanged"),
            tr("request %1 or the grades or versions of its datasets changed since it was submitted; it "
               "is decided as submitted, so submit it again")
                .arg(requestId)};
    if (!refusals.isEmpty()) {
        RuleVerdict shown;
        shown.refusals = refusals;
        return R::failure(tr("%1 cannot %2 request %3:\n%4")
                              .arg(check.approver.isEmpty() ? tr("this key") : check.approver,
                                   approve ? tr("approve") : tr("reject"))
                              .arg(requestId)
                              .arg(shown.explanation()),
                          ErrorCode::Refused);
    }
    Approval a;
    a.requestId = requestId;
    a.requestHash = r->requestHash;
    a.approved = approve;
    a.scope = scopeOf(r.value(), verdict.value());
    a.expiresOn = expiresOn.isValid() ? expiresOn : now().date();
    a.approver = check.approver;
    a.keyName = check.approver;
    a.decidedAt = now();
    a.reason = reason;
    const auto sig = signer.sign(a.signedRecord());
    if (!sig)
        return R::failureOf(sig);
    a.signature = sig.value();
    const Status st =
        transition(requestId, approve ? RequestState::Approved : RequestState::Rejected, a.approver,
                   [&](ExportRequest &req) {
                       req.decided = a.decidedAt;
                       return m_store.insertApproval(a);
                   },
                   {{QStringLiteral("request_hash"), toHex(a.requestHash)},
                    {QStringLiteral("scope"), a.scope},
                    {QStringLiteral("expires_on"), a.expiresOn.toString(Qt::ISODate)},
                    {QStringLiteral("reason"), a.reason},
                    {QStringLiteral("key"), VerifierKey::make(a.keyName, signer.publicKey()).text()},
                    {QStringLiteral("signature"), QString::fromLatin1(a.signature.toBase64())}});
    if (!st)
        return R::failureOf(st);
    return a;
}

Status Ledger::activate(qint64 requestId, const QString &actor)
{
    return activate(requestId, actor, {});
}

Status Ledger::activate(qint64 requestId, Signer &signer)
{
    const auto regs = registrations();
    if (!regs)
        return Status::failureOf(regs);
    const RegisteredKey *registered = regs->byKey(signer.publicKey());
    if (!registered || !registered->valid)
        return Status::failure(tr("the signing key is not registered in the ledger; only a registered "
                                  "requester or officer activates a request"),
                               ErrorCode::Refused);
    const auto r = load(requestId);
    const auto origin = m_audit.origin();
    if (!r || !origin)
        return Status::failure(!r ? r.error() : origin.error());
    const QString name = registered->registration.name;
    const QString keyText = VerifierKey::make(name, signer.publicKey()).text();
    const auto sig = signer.sign(activationRecord(origin.value(), requestId, r->requestHash, name, keyText));
    if (!sig)
        return Status::failureOf(sig);
    return activate(requestId, name,
                    {{QStringLiteral("request_hash"), toHex(r->requestHash)},
                     {QStringLiteral("key"), keyText},
                     {QStringLiteral("signature"), QString::fromLatin1(sig->toBase64())}});
}

Status Ledger::activate(qint64 requestId, const QString &actor, const QJsonObject &details)
{
    const auto all = m_store.approvals();
    if (!all)
        return Status::failureOf(all);
    for (const Approval &a : all.value()) {
        if (a.requestId == requestId && a.approved && a.expiresOn < now().date())
            return Status::failure(tr("the approval of request %1 expired on %2; ask for a new decision")
                                       .arg(requestId)
                                       .arg(a.expiresOn.toString(Qt::ISODate)),
                                   ErrorCode::Refused);
    }
    return transition(
        requestId, RequestState::Active, actor,
        [&](ExportRequest &r) {
            r.activated = now();
            return Status(Ok{});
        },
        details);
}

QByteArray Ledger::activationRecord(const QString &origin, qint64 requestId, const QByteArray &requestHash,
                                    const QString &name, const QString &keyText)
{
    Canonical c;
    c.add(QStringLiteral("clustergate-activation/1"))
        .add(origin)
        .add(requestId)
        .add(toHex(requestHash))
        .add(name)
        .add(keyText);
    return c.bytes();
}

Result<QByteArray> Ledger::activatedBy(qint64 requestId)
{
    using R = Result<QByteArray>;
    const auto origin = m_audit.origin();
    if (!origin)
        return R::failureOf(origin);
    const auto rows = m_audit.rows(AuditQuery{1, -1, {}, QStringLiteral("request.activated"), {}, -1, true});
    if (!rows)
        return R::failureOf(rows);
    const QString subject = subjectOf(requestId);
    for (const AuditRow &row : rows.value()) {
        if (row.subject != subject || row.action != QLatin1String("request.activated"))
            continue;
        const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
        const auto key = VerifierKey::parse(d.value(QStringLiteral("key")).toString());
        if (!key)
            return QByteArray(); // not signed
        QByteArray sig, hash;
        if (!fromStrictBase64(d.value(QStringLiteral("signature")).toString(), &sig) ||
            !fromStrictHex(d.value(QStringLiteral("request_hash")).toString(), kHashSize, &hash) ||
            !ed25519Verify(key->publicKey,
                           activationRecord(origin.value(), requestId, hash, key->name, key->text()), sig))
            return R::failure(
                tr("the activation of request %1 carries a signature that does not verify").arg(requestId));
        return key->publicKey;
    }
    return QByteArray();
}

Status Ledger::expire(qint64 requestId, const QString &actor)
{
    return transition(requestId, RequestState::Expired, actor, [&](ExportRequest &r) {
        r.expired = now();
        return Status(Ok{});
    });
}

Status Ledger::withdraw(qint64 requestId, const QString &actor)
{
    return transition(requestId, RequestState::Draft, actor, [&](ExportRequest &r) {
        if (r.requester.compare(actor, Qt::CaseInsensitive) != 0)
            return Status::failure(
                tr("request %1 is %2's: only the requester withdraws it").arg(requestId).arg(r.requester),
                ErrorCode::Refused);
        r.requestHash.clear();
        r.submitted = QDateTime();
        r.datasetVersions.clear();
        return Status(Ok{});
    });
}

Status Ledger::markForDestruction(qint64 requestId, const QString &actor)
{
    return transition(requestId, RequestState::DestructionPending, actor);
}

Status Ledger::recordDestruction(const DestructionCertificate &input, const QString &actor)
{
    DestructionCertificate c = input;
    c.recorded = now();
    QStringList missing;
    if (c.performedBy.trimmed().isEmpty())
        missing << tr("who destroyed it");
    if (c.asset.trimmed().isEmpty())
        missing << tr("the asset");
    if (c.verification.trimmed().isEmpty())
        missing << tr("how the result was verified");
    if (!c.performedOn.isValid())
        missing << tr("the date");
    if (c.witness.trimmed().isEmpty())
        missing << tr("the witness");
    if (c.evidenceSha256.size() != 32)
        missing << tr("the SHA-256 of the evidence file");
    if (!missing.isEmpty())
        return Status::failure(
            tr("the destruction certificate lacks: %1").arg(missing.join(QStringLiteral(", "))));
    if (c.witness.compare(c.performedBy, Qt::CaseInsensitive) == 0)
        return Status::failure(tr("the witness of a destruction is not the person who performed it"),
                               ErrorCode::Refused);
    if (c.performedOn > now().date())
        return Status::failure(
            tr("the destruction date %1 is in the future").arg(c.performedOn.toString(Qt::ISODate)));
    return transition(c.requestId, RequestState::Destroyed, actor,
                      [&](ExportRequest &r) {
                          r.destroyed = c.recorded;
                          return m_store.insertDestruction(c);
                      },
                      {{QStringLiteral("performed_by"), c.performedBy},
                       {QStringLiteral("asset"), c.asset},
                       {QStringLiteral("method"), methodName(c.method)},
                       {QStringLiteral("verification"), c.verification},
                       {QStringLiteral("performed_on"), c.performedOn.toString(Qt::ISODate)},
                       {QStringLiteral("witness"), c.witness},
                       {QStringLiteral("evidence_sha256"), toHex(c.evidenceSha256)}});
}

Result<int> Ledger::expireDue(const QString &actor)
{
    using R = Result<int>;
    const auto all = m_store.requests();
    if (!all)
        return R::failureOf(all);
    int n = 0;
    for (const ExportRequest &r : all.value()) {
        if (r.state != RequestState::Active || !r.destructionDue().isValid() ||
            r.destructionDue() > now().date())
            continue;
        if (auto st = expire(r.id, actor); !st)
            return R::failureOf(st);
        ++n;
    }
    return n;
}

} // namespace cg::ledger
