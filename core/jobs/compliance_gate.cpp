// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/compliance_gate.h"

#include "ledger/ed25519.h"
#include "ledger/four_eyes.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace cg::jobs {

using namespace cg::ledger;

namespace {

bool sameWord(const QString &a, const QString &b)
{
    return !a.trimmed().isEmpty() && a.trimmed().compare(b.trimmed(), Qt::CaseInsensitive) == 0;
}

// The approved cluster, by name: the request's destination is part of what the officer signed (its hash),
// while the cluster's country or region in the local inventory is anyone's to edit.
bool toDestination(const ExportRequest &r, const Destination &d)
{
    return sameWord(r.destinationCluster, d.cluster);
}

QString destinationLabel(const Destination &d)
{
    QStringList parts;
    if (!d.country.isEmpty())
        parts << d.country;
    if (!d.region.isEmpty() && !sameWord(d.region, d.country))
        parts << d.region;
    QString label = parts.isEmpty() ? ComplianceGate::tr("an unknown country") : parts.join(QLatin1Char('/'));
    if (!d.cluster.isEmpty())
        label = ComplianceGate::tr("%1 (cluster %2)").arg(label, d.cluster);
    return label;
}

// Active and inside its retention period on `today`.
bool activeOn(const RequestView &v, const QDate &today)
{
    if (v.request.state != RequestState::Active)
        return false;
    const QDate due = v.destructionDue.isValid() ? v.destructionDue : v.request.destructionDue();
    return !due.isValid() || today <= due;
}

// How close a request is to clearing the dataset, for choosing which one a refusal talks about.
int closeness(const RequestView &v, const QDate &today)
{
    switch (v.request.state) {
    case RequestState::Active:
        return activeOn(v, today) ? 6 : 3;
    case RequestState::Approved:
        return 5;
    case RequestState::Submitted:
        return 4;
    case RequestState::Draft:
        return 2;
    case RequestState::Expired:
    case RequestState::DestructionPending:
    case RequestState::Destroyed:
        return 3;
    case RequestState::Rejected:
        return 1;
    }
    return 0;
}

DatasetClearance clearance(const DatasetRef &ref, const Destination &destination,
                           const QList<Dataset> &datasets, const QList<RequestView> &requests,
                           const QDate &today,
                           const std::function<QString(const RequestView &)> &approvalProblem)
{
    DatasetClearance c;
    c.dataset = ref.id;
    const QString where = destinationLabel(destination);
    bool numeric = false;
    const qint64 id = ref.id.toLongLong(&numeric);
    const auto found = std::find_if(datasets.begin(), datasets.end(), [&](const Dataset &d) {
        return d.name == ref.id || (numeric && d.id == id);
    });
    if (found == datasets.end()) {
        c.problem = GateProblem::UnknownDataset;
        c.reason =
            ComplianceGate::tr("dataset '%1' is not in the ledger: register it and request its export to %2")
                .arg(ref.id, where);
        return c;
    }
    const QString name = found->name;
    QList<const RequestView *> naming, matching;
    for (const RequestView &v : requests) {
        if (!v.request.datasets.contains(name))
            continue;
        naming << &v;
        if (toDestination(v.request, destination))
            matching << &v;
    }
    if (naming.isEmpty()) {
        c.problem = GateProblem::NoRequest;
        c.reason =
            ComplianceGate::tr("dataset '%1' has no export request: request its export to %2 and have it "
                               "approved and activated")
                .arg(name, where);
        return c;
    }
    if (matching.isEmpty()) {
        QStringList others;
        for (const RequestView *v : std::as_const(naming)) {
            const QString o = ComplianceGate::tr("%1 on cluster %2 (request #%3, %4)")
                                  .arg(v->request.destinationCountry, v->request.destinationCluster)
                                  .arg(v->request.id)
                                  .arg(stateDisplayName(v->request.state));
            if (!others.contains(o))
                others << o;
        }
        c.problem = GateProblem::OtherDestination;
        c.requestId = naming.first()->request.id;
        c.reason = ComplianceGate::tr(
                       "dataset '%1' has export requests only for other destinations: %2; none for %3")
                       .arg(name, others.join(QLatin1String(", ")), where);
        return c;
    }
    const RequestView *best =
        *std::max_element(matching.begin(), matching.end(), [&](const RequestView *a, const RequestView *b) {
            const int ca = closeness(*a, today), cb = closeness(*b, today);
            return ca != cb ? ca < cb : a->request.id < b->request.id;
        });
    const ExportRequest &r = best->request;
    c.requestId = r.id;
    switch (r.state) {
    case RequestState::Active:
        if (best->destruction) {
            // A destruction certificate is final, whatever the state column says now.
            c.problem = GateProblem::Expired;
            c.reason = ComplianceGate::tr("dataset '%1': export request #%2 to %3 has a destruction "
                                          "certificate (its data was destroyed on %4); request a new export")
                           .arg(name)
                           .arg(r.id)
                           .arg(where, best->destruction->performedOn.toString(Qt::ISODate));
        } else if (const QString why = approvalProblem ? approvalProblem(*best) : QString(); !why.isEmpty()) {
            c.problem = GateProblem::NoValidApproval;
            c.reason = ComplianceGate::tr("dataset '%1': export request #%2 to %3 is marked active, but %4")
                           .arg(name)
                           .arg(r.id)
                           .arg(where, why);
        } else if (activeOn(*best, today)) {
            c.problem = GateProblem::None;
            c.reason = ComplianceGate::tr("dataset '%1' is cleared for %2 by request #%3 until %4")
                           .arg(name, where)
                           .arg(r.id)
                           .arg(best->destructionDue.toString(Qt::ISODate));
        } else {
            c.problem = GateProblem::Expired;
            c.reason =
                ComplianceGate::tr("dataset '%1': export request #%2 to %3 ran out on %4 (its retention "
                                   "period); request a new export")
                    .arg(name)
                    .arg(r.id)
                    .arg(where, best->destructionDue.toString(Qt::ISODate));
        }
        break;
    case RequestState::Approved:
        c.problem = GateProblem::NotActivated;
        c.reason = ComplianceGate::tr(
                       "dataset '%1': export request #%2 to %3 is approved but not activated; activate "
                       "it before the approval expires")
                       .arg(name)
                       .arg(r.id)
                       .arg(where);
        break;
    case RequestState::Submitted:
    case RequestState::Draft:
        c.problem = GateProblem::NotApproved;
        c.reason = ComplianceGate::tr("dataset '%1': export request #%2 to %3 is %4, not yet approved by a "
                                      "compliance officer")
                       .arg(name)
                       .arg(r.id)
                       .arg(where, stateDisplayName(r.state));
        break;
    case RequestState::Rejected:
        c.problem = GateProblem::Rejected;
        c.reason = ComplianceGate::tr("dataset '%1': export request #%2 to %3 was rejected")
                       .arg(name)
                       .arg(r.id)
                       .arg(where);
        break;
    case RequestState::Expired:
    case RequestState::DestructionPending:
    case RequestState::Destroyed:
        c.problem = GateProblem::Expired;
        c.reason = ComplianceGate::tr("dataset '%1': export request #%2 to %3 is %4; request a new export")
                       .arg(name)
                       .arg(r.id)
                       .arg(where, stateDisplayName(r.state));
        break;
    }
    return c;
}

} // namespace

QString gateProblemName(GateProblem p)
{
    switch (p) {
    case GateProblem::None:
        return QStringLiteral("none");
    case GateProblem::UnknownDataset:
        return QStringLiteral("unknown-dataset");
    case GateProblem::NoRequest:
        return QStringLiteral("no-request");
    case GateProblem::NotApproved:
        return QStringLiteral("not-approved");
    case GateProblem::Rejected:
        return QStringLiteral("rejected");
    case GateProblem::NotActivated:
        return QStringLiteral("not-activated");
    case GateProblem::Expired:
        return QStringLiteral("expired");
    case GateProblem::OtherDestination:
        return QStringLiteral("other-destination");
    case GateProblem::NoValidApproval:
        return QStringLiteral("no-valid-approval");
    case GateProblem::UndeclaredData:
        return QStringLiteral("undeclared-data");
    }
    return QStringLiteral("unknown");
}

bool GateDecision::allowed() const
{
    return std::all_of(datasets.begin(), datasets.end(),
                       [](const DatasetClearance &c) { return c.allowed(); });
}

QString GateDecision::explanation() const
{
    QStringList lines;
    for (const DatasetClearance &c : datasets) {
        if (!c.allowed())
            lines << c.reason;
    }
    return lines.join(QLatin1Char('\n'));
}

QJsonObject GateDecision::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("cluster"), destination.cluster);
    o.insert(QStringLiteral("country"), destination.country);
    o.insert(QStringLiteral("region"), destination.region);
    o.insert(QStringLiteral("allowed"), allowed());
    QJsonArray list;
    for (const DatasetClearance &c : datasets) {
        QJsonObject d;
        d.insert(QStringLiteral("dataset"), c.dataset);
        d.insert(QStringLiteral("problem"), gateProblemName(c.problem));
        d.insert(QStringLiteral("request"), c.requestId);
        d.insert(QStringLiteral("reason"), c.reason);
        list.append(d);
    }
    o.insert(QStringLiteral("datasets"), list);
    return o;
}

ComplianceGate::ComplianceGate(Ledger &ledger) : m_ledger(ledger)
{
    if (auto st = m_anchors.addFile(TrustAnchors::configuredFile(), true); !st)
        m_anchorError = st.error();
}

ComplianceGate::ComplianceGate(Ledger &ledger, TrustAnchors anchors)
    : m_ledger(ledger), m_anchors(std::move(anchors))
{
}

QString ComplianceGate::approvalProblem(const RequestView &v, const QList<Dataset> &datasets,
                                        const RegistrationChain &registrations, const QDate &today,
                                        const QHash<qint64, QString> &ended,
                                        const QList<AuditRow> &requestRows) const
{
    const ExportRequest &r = v.request;
    const Approval *a = nullptr;
    for (const Approval &x : v.approvals) {
        if (x.approved && x.requestId == r.id)
            a = &x;
    }
    if (!a)
        return tr("the ledger holds no signed approval of it (its state was changed without a decision)");
    if (!m_anchorError.isEmpty())
        return tr("the trust anchors cannot be read (%1)").arg(m_anchorError);
    if (m_anchors.keys.isEmpty())
        return tr("no trust anchor is configured, so its approval by %1 cannot be verified: put the founding "
                  "admin's key (printed by 'clustergate ledger found') in %2")
            .arg(a->approver, TrustAnchors::configuredFile());
    const RegisteredKey *key = registrations.byName(a->keyName);
    if (!key || !key->valid)
        return tr("its approval is signed as %1, who has no valid registration").arg(a->keyName);
    if (key->registration.name != a->approver)
        return tr("its approval names %1 but is signed with the key of %2").arg(a->approver, a->keyName);
    if (!ed25519Verify(key->registration.key.publicKey, a->signedRecord(), a->signature))
        return tr("the signature of its approval by %1 does not verify (the approval was altered)")
            .arg(a->approver);
    if (!m_anchors.trusts(key->registration.key.publicKey) &&
        !registrations.isAnchored(key->registration.key.publicKey))
        return tr("its approval is signed by %1 (%2), whose key no trust anchor vouches for")
            .arg(a->approver, keyFingerprint(key->registration.key.publicKey));
    // Four eyes again, as the server checked it at decision time (ledger/four_eyes.h).
    if (const QString why = FourEyes::problem(*a, r.requester, requestRows, registrations, false);
        !why.isEmpty())
        return tr("its approval does not count: %1").arg(why);
    if (a->expiresOn < today)
        return tr("its approval by %1 expired on %2; ask for a new decision")
            .arg(a->approver, a->expiresOn.toString(Qt::ISODate));

    if (const auto it = ended.constFind(r.id); it != ended.constEnd())
        return tr("the audit log records it as %1 (row %2), which is final: it cannot be revived")
            .arg(it.value().section(QLatin1Char('@'), 0, 0), it.value().section(QLatin1Char('@'), 1));
    QList<Dataset> used;
    for (const QString &name : r.datasets) {
        const auto it =
            std::find_if(datasets.begin(), datasets.end(), [&](const Dataset &d) { return d.name == name; });
        if (it == datasets.end())
            return tr("its dataset %1 is no longer in the ledger").arg(name);
        used << *it;
    }
    if (a->requestHash != r.requestHash || Ledger::requestHash(r, used) != a->requestHash)
        return tr("the request or its datasets' grades or versions changed after %1 approved it; it needs a "
                  "new decision")
            .arg(a->approver);
    return {};
}

Result<GateDecision> ComplianceGate::check(const QList<DatasetRef> &datasets, const Destination &destination)
{
    using R = Result<GateDecision>;
    if (datasets.isEmpty()) {
        GateDecision d;
        d.destination = destination;
        return d;
    }
    if (destination.cluster.trimmed().isEmpty())
        return R::failure(tr("the destination names no cluster, so the datasets' export approvals (each for "
                             "one cluster) cannot be checked"));
    const auto all = m_ledger.datasets();
    if (!all)
        return R::failure(tr("cannot read the ledger's datasets: %1").arg(all.error()));
    const auto requests = m_ledger.requests();
    if (!requests)
        return R::failure(tr("cannot read the ledger's export requests: %1").arg(requests.error()));
    auto registrations = m_ledger.registrations();
    if (!registrations)
        return R::failure(tr("cannot read the ledger's registrations: %1").arg(registrations.error()));
    registrations->anchor(m_anchors.keys, 1, 0);
    // Requests whose life ended in the hash-chained log: "action@seq" by request id.
    const auto events =
        m_ledger.audit().rows(AuditQuery{1, -1, {}, QStringLiteral("request."), {}, -1, false});
    if (!events)
        return R::failure(tr("cannot read the ledger's audit log: %1").arg(events.error()));
    QHash<qint64, QString> ended;
    for (const AuditRow &row : events.value()) {
        if (row.action != QLatin1String("request.expired") &&
            row.action != QLatin1String("request.rejected") &&
            row.action != QLatin1String("request.destruction-pending") &&
            row.action != QLatin1String("request.destroyed"))
            continue;
        bool ok = false;
        const qint64 id = row.subject.section(QLatin1Char(':'), 1).toLongLong(&ok);
        if (ok && row.subject.startsWith(QLatin1String("request:")) && !ended.contains(id))
            ended.insert(id, row.action.mid(8) + QLatin1Char('@') + QString::number(row.seq));
    }
    const QDate today = m_ledger.now().toUTC().date();
    return decide(datasets, destination, all.value(), requests.value(), today, [&](const RequestView &v) {
        return approvalProblem(v, all.value(), registrations.value(), today, ended, events.value());
    });
}

Result<GateDecision> ComplianceGate::check(const JobSpec &spec, const Destination &destination)
{
    using R = Result<GateDecision>;
    auto d = check(spec.datasets, destination);
    if (!d)
        return d;
    const auto all = m_ledger.datasets();
    if (!all)
        return R::failure(tr("cannot read the ledger's datasets: %1").arg(all.error()));
    d->datasets << undeclaredData(spec, all.value());
    return d;
}

QList<DatasetClearance> ComplianceGate::undeclaredData(const JobSpec &spec,
                                                       const QList<Dataset> &ledgerDatasets)
{
    QList<DatasetClearance> out;
    const QString &command = spec.command;
    const auto listed = [&](const Dataset &d) {
        return std::any_of(spec.datasets.begin(), spec.datasets.end(), [&](const DatasetRef &ref) {
            return ref.id == d.name || ref.id == QString::number(d.id);
        });
    };
    // A location is named when it appears whole, ending at a word boundary or a path separator.
    const auto names = [&](const QString &location) {
        QString loc = location.trimmed();
        while (loc.size() > 1 && loc.endsWith(QLatin1Char('/')))
            loc.chop(1);
        if (loc.size() < 2)
            return false;
        const QRegularExpression re(QRegularExpression::escape(loc) + QStringLiteral("(?=$|[/\\s'\":;,)])"));
        return re.match(command).hasMatch();
    };
    for (const Dataset &d : ledgerDatasets) {
        if (d.location.trimmed().isEmpty() || listed(d) || !names(d.location))
            continue;
        DatasetClearance c;
        c.dataset = d.name;
        c.problem = GateProblem::UndeclaredData;
        c.reason = tr("the command reads %1, which is dataset '%2' in the ledger, but the spec does not list "
                      "'%2' under datasets: list it so that its export approval is checked")
                       .arg(d.location, d.name);
        out << c;
    }
    if (!spec.datasets.isEmpty() || !out.isEmpty())
        return out;
    static const QRegularExpression dataPath(
        QStringLiteral("(?:(?:s3|s3a|gs|oss|obs|cos|hdfs|abfss?|az|wasbs?)://[^\\s'\";]+)|"
                       "(?:(?<![\\w.])/(?:data|datasets|mnt/data|corpora)(?:/[^\\s'\";]*)?)"));
    QStringList found;
    for (auto it = dataPath.globalMatch(command); it.hasNext();) {
        const QString m = it.next().captured(0);
        if (!found.contains(m))
            found << m;
    }
    if (!found.isEmpty()) {
        DatasetClearance c;
        c.dataset = found.first();
        c.problem = GateProblem::UndeclaredData;
        c.reason =
            tr("the command names data ('%1') but the spec lists no ledger dataset: list the dataset it "
               "belongs to under datasets (or register it in the ledger)")
                .arg(found.join(QStringLiteral("', '")));
        out << c;
    }
    return out;
}

GateDecision ComplianceGate::decide(const QList<DatasetRef> &datasets, const Destination &destination,
                                    const QList<Dataset> &ledgerDatasets, const QList<RequestView> &requests,
                                    const QDate &today,
                                    const std::function<QString(const RequestView &)> &approvalProblem)
{
    GateDecision d;
    d.destination = destination;
    for (const DatasetRef &ref : datasets)
        d.datasets << clearance(ref, destination, ledgerDatasets, requests, today, approvalProblem);
    return d;
}

} // namespace cg::jobs
