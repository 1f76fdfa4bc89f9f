// SPDX-License-Identifier: GPL-3.0-or-later
// Requests as lists and views, signatures re-verified, checkpoints, the request hash, and copies on clusters.
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

Result<QList<RequestView>> Ledger::requests(const RequestFilter &f)
{
    using R = Result<QList<RequestView>>;
    const auto all = m_store.requests();
    const auto ds = datasets();
    const auto approvals = m_store.approvals();
    const auto destructions = m_store.destructions();
    if (!all || !ds || !approvals || !destructions)
        return R::failure(!all         ? all.error()
                          : !ds        ? ds.error()
                          : !approvals ? approvals.error()
                                       : destructions.error());
    const QDateTime t = now();
    QList<RequestView> out;
    for (const ExportRequest &r : all.value()) {
        RequestView v;
        v.request = r;
        for (const QString &name : r.datasets) {
            const auto it =
                std::find_if(ds->begin(), ds->end(), [&](const Dataset &d) { return d.name == name; });
            if (it != ds->end())
                v.highestGrade = std::max(v.highestGrade, it->effectiveGrade);
        }
        const QDateTime since = r.submitted.isValid() ? r.submitted : r.created;
        v.ageDays = int(since.daysTo(t));
        v.destructionDue = r.destructionDue();
        v.destructionOverdue =
            v.destructionDue.isValid() && r.state != RequestState::Destroyed && v.destructionDue < t.date();
        for (const Approval &a : approvals.value()) {
            if (a.requestId == r.id)
                v.approvals << a;
        }
        for (const DestructionCertificate &c : destructions.value()) {
            if (c.requestId == r.id)
                v.destruction = c;
        }
        if (!f.states.isEmpty() && !f.states.contains(r.state))
            continue;
        if (f.minGrade && v.highestGrade < *f.minGrade)
            continue;
        if (!f.destinationCountry.isEmpty() &&
            r.destinationCountry.compare(f.destinationCountry, Qt::CaseInsensitive) != 0)
            continue;
        if (!f.destinationCluster.isEmpty() &&
            r.destinationCluster.compare(f.destinationCluster, Qt::CaseInsensitive) != 0)
            continue;
        if (f.mechanism && r.mechanism != *f.mechanism)
            continue;
        if (!f.requester.isEmpty() && r.requester.compare(f.requester, Qt::CaseInsensitive) != 0)
            continue;
        if (f.minAgeDays >= 0 && v.ageDays < f.minAgeDays)
            continue;
        out << v;
    }
    return out;
}

Result<RequestView> Ledger::request(qint64 requestId)
{
    using R = Result<RequestView>;
    const auto all = requests();
    if (!all)
        return R::failureOf(all);
    for (const RequestView &v : all.value()) {
        if (v.request.id == requestId)
            return v;
    }
    return R::failure(tr("there is no export request %1").arg(requestId));
}

Result<QList<SignatureCheck>> Ledger::verifySignatures()
{
    using R = Result<QList<SignatureCheck>>;
    const auto approvals = m_store.approvals();
    const auto officers = m_store.officers();
    const auto registrations =
        m_audit.rows(AuditQuery{1, -1, {}, QStringLiteral("officer.registered"), {}, -1, false});
    if (!approvals || !officers || !registrations)
        return R::failure(!approvals  ? approvals.error()
                          : !officers ? officers.error()
                                      : registrations.error());
    QList<SignatureCheck> out;
    for (const Approval &a : approvals.value()) {
        SignatureCheck c{a, false, {}};
        const auto key = std::find_if(officers->begin(), officers->end(),
                                      [&](const OfficerKey &k) { return k.name == a.keyName; });
        const auto req = m_store.request(a.requestId);
        if (key == officers->end()) {
            c.problem = tr("signed as %1, whose key is not registered").arg(a.keyName);
        } else if (!std::any_of(registrations->begin(), registrations->end(), [&](const AuditRow &row) {
                       return row.details.contains(VerifierKey::make(key->name, key->publicKey).text());
                   })) {
            c.problem = tr("the key of %1 is not the one the audit log recorded when it was registered")
                            .arg(a.keyName);
        } else if (!ed25519Verify(key->publicKey, a.signedRecord(), a.signature)) {
            c.problem = tr(
                "the signature does not match the decision record (the record or the signature was altered)");
        } else if (!req || !req->has_value() || req->value().requestHash != a.requestHash) {
            c.problem = tr("the request no longer has the hash that was signed");
        } else {
            c.valid = true;
        }
        out << c;
    }
    return out;
}

Result<QByteArray> Ledger::checkpoint(Signer &signer)
{
    using R = Result<QByteArray>;
    const auto officer = officerByKey(signer.publicKey());
    if (!officer)
        return R::failureOf(officer);
    if (!officer->has_value())
        return R::failure(
            tr("the signing key does not belong to a compliance officer registered in the ledger; "
               "register it first (clustergate ledger register-officer)"));
    return m_audit.checkpoint(signer, officer->value().name);
}

QByteArray Ledger::requestHash(const ExportRequest &r, const QList<Dataset> &datasets)
{
    // Version 2 of the record adds each dataset's version. Without any versioned dataset it is version 1,
    // byte for byte: requests submitted and approved before datasets had versions keep their hashes.
    const bool versioned =
        std::any_of(datasets.begin(), datasets.end(), [](const Dataset &d) { return !d.version.isEmpty(); });
    Canonical c;
    c.add(versioned ? QStringLiteral("clustergate-export-request/2")
                    : QStringLiteral("clustergate-export-request/1"))
        .add(r.id)
        .add(qint64(datasets.size()));
    for (const Dataset &d : datasets) {
        c.add(d.name).add(gradeName(d.effectiveGrade)).add(piCategoriesText(d.allSensitive())).add(d.people);
        if (versioned)
            c.add(d.version);
    }
    c.add(formName(r.form)).add(qint64(r.formParams.size()));
    for (auto it = r.formParams.begin(); it != r.formParams.end(); ++it)
        c.add(it.key()).add(it.value());
    c.add(r.destinationCluster)
        .add(r.destinationCountry)
        .add(r.purpose)
        .add(mechanismName(r.mechanism))
        .add(r.exemptionClause)
        .add(r.mechanismRef)
        .add(r.piaRef)
        .add(r.consentRef)
        .add(qint64(r.retentionDays))
        .add(r.requester)
        .add(r.peopleSensitive.value_or(-1))
        .add(r.peopleOther.value_or(-1))
        .add(isoTime(r.created));
    return sha256(c.bytes());
}

QString Ledger::scopeOf(const ExportRequest &r, const RuleVerdict &v)
{
    QStringList params;
    for (auto it = r.formParams.begin(); it != r.formParams.end(); ++it)
        params << it.key() + QLatin1Char('=') + it.value();
    return QStringLiteral(
               "datasets=%1; form=%2%3; destination=%4 (%5); retention=%6d; people=%7 sensitive, %8 other")
        .arg(r.datasets.join(QLatin1Char(',')), formName(r.form),
             params.isEmpty() ? QString()
                              : QLatin1Char('(') + params.join(QLatin1Char(',')) + QLatin1Char(')'),
             r.destinationCluster, r.destinationCountry)
        .arg(r.retentionDays)
        .arg(v.peopleSensitive)
        .arg(v.peopleOther);
}

} // namespace cg::ledger

namespace cg::ledger {

static QJsonObject copyDetails(const RemoteCopy &c)
{
    QJsonObject o{{QStringLiteral("dataset"), c.dataset},
                  {QStringLiteral("cluster"), c.cluster},
                  {QStringLiteral("remote_path"), c.remotePath},
                  {QStringLiteral("transfer"), c.transferId},
                  {QStringLiteral("manifest_sha256"), QString::fromLatin1(c.manifestSha256.toHex())}};
    if (!c.evidenceSha256.isEmpty())
        o.insert(QStringLiteral("evidence_sha256"), QString::fromLatin1(c.evidenceSha256.toHex()));
    return o;
}

Status recordRemoteCopy(Ledger &ledger, const RemoteCopy &copy, const QString &actor)
{
    AuditEvent e;
    e.actor = actor;
    e.action = QStringLiteral("copy.recorded");
    e.subject = QStringLiteral("request:%1").arg(copy.requestId);
    e.details = copyDetails(copy);
    const Result<qint64> r = ledger.audit().append(e);
    return r ? Status(Ok{}) : Status::failureOf(r);
}

Status recordCopyWiped(Ledger &ledger, const RemoteCopy &copy, const QString &actor)
{
    AuditEvent e;
    e.actor = actor;
    e.action = QStringLiteral("copy.wiped");
    e.subject = QStringLiteral("request:%1").arg(copy.requestId);
    e.details = copyDetails(copy);
    const Result<qint64> r = ledger.audit().append(e);
    return r ? Status(Ok{}) : Status::failureOf(r);
}

Result<QList<RemoteCopy>> remoteCopies(Ledger &ledger, qint64 requestId)
{
    AuditQuery query;
    query.actionPrefix = QStringLiteral("copy.");
    query.limit = -1;
    const Result<QList<AuditRow>> rows = ledger.audit().rows(query);
    if (!rows)
        return Result<QList<RemoteCopy>>::failureOf(rows);
    QList<RemoteCopy> out;
    for (const AuditRow &row : rows.value()) {
        const qint64 id =
            row.subject.startsWith(QLatin1String("request:")) ? row.subject.mid(8).toLongLong() : 0;
        if (requestId != 0 && id != requestId)
            continue;
        const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
        const QString transfer = d.value(QStringLiteral("transfer")).toString();
        if (row.action == QLatin1String("copy.recorded")) {
            RemoteCopy c;
            c.requestId = id;
            c.dataset = d.value(QStringLiteral("dataset")).toString();
            c.cluster = d.value(QStringLiteral("cluster")).toString();
            c.remotePath = d.value(QStringLiteral("remote_path")).toString();
            c.transferId = transfer;
            c.manifestSha256 =
                QByteArray::fromHex(d.value(QStringLiteral("manifest_sha256")).toString().toLatin1());
            c.recorded = parseIsoTime(row.recordedAt);
            out << c;
        } else if (row.action == QLatin1String("copy.wiped")) {
            for (RemoteCopy &c : out) {
                if (c.transferId == transfer && !c.wiped.isValid()) {
                    c.wiped = parseIsoTime(row.recordedAt);
                    c.evidenceSha256 =
                        QByteArray::fromHex(d.value(QStringLiteral("evidence_sha256")).toString().toLatin1());
                }
            }
        }
    }
    return out;
}

} // namespace cg::ledger
