// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/compliance_gate.h"

#include <QJsonArray>

#include <algorithm>

namespace cg::jobs {

using namespace cg::ledger;

namespace {

bool sameWord(const QString &a, const QString &b)
{
    return !a.trimmed().isEmpty() && a.trimmed().compare(b.trimmed(), Qt::CaseInsensitive) == 0;
}

bool toDestination(const ExportRequest &r, const Destination &d)
{
    return sameWord(r.destinationCountry, d.country) || sameWord(r.destinationCountry, d.region);
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
                           const QDate &today)
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
            const QString o = ComplianceGate::tr("%1 (request #%2, %3)")
                                  .arg(v->request.destinationCountry)
                                  .arg(v->request.id)
                                  .arg(stateName(v->request.state));
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
        if (activeOn(*best, today)) {
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
                       .arg(where, stateName(r.state));
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
                       .arg(where, stateName(r.state));
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

ComplianceGate::ComplianceGate(Ledger &ledger) : m_ledger(ledger) {}

Result<GateDecision> ComplianceGate::check(const QList<DatasetRef> &datasets, const Destination &destination)
{
    using R = Result<GateDecision>;
    if (datasets.isEmpty()) {
        GateDecision d;
        d.destination = destination;
        return d;
    }
    if (destination.country.trimmed().isEmpty() && destination.region.trimmed().isEmpty())
        return R::failure(tr("cluster %1 has no country or region: set it in the cluster's settings so that "
                             "the datasets' export approvals can be checked")
                              .arg(destination.cluster));
    const auto all = m_ledger.datasets();
    if (!all)
        return R::failure(tr("cannot read the ledger's datasets: %1").arg(all.error()));
    const auto requests = m_ledger.requests();
    if (!requests)
        return R::failure(tr("cannot read the ledger's export requests: %1").arg(requests.error()));
    return decide(datasets, destination, all.value(), requests.value(), m_ledger.now().toUTC().date());
}

GateDecision ComplianceGate::decide(const QList<DatasetRef> &datasets, const Destination &destination,
                                    const QList<Dataset> &ledgerDatasets, const QList<RequestView> &requests,
                                    const QDate &today)
{
    GateDecision d;
    d.destination = destination;
    for (const DatasetRef &ref : datasets)
        d.datasets << clearance(ref, destination, ledgerDatasets, requests, today);
    return d;
}

} // namespace cg::jobs
