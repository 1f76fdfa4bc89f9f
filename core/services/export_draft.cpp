// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/export_draft.h"

#include "ledger/provisions.h"

#include <algorithm>

namespace cg::services {

bool ExportDraftSession::sameContent(const ledger::ExportRequest &r, const ledger::ExportRequest &now)
{
    return r.requester == now.requester && r.datasets == now.datasets &&
           r.destinationCluster == now.destinationCluster && r.destinationCountry == now.destinationCountry &&
           r.purpose == now.purpose && r.form == now.form && r.formParams == now.formParams &&
           r.mechanism == now.mechanism && r.exemptionClause == now.exemptionClause &&
           r.mechanismRef == now.mechanismRef && r.piaRef == now.piaRef && r.consentRef == now.consentRef &&
           r.retentionDays == now.retentionDays;
}

Result<ledger::RuleVerdict> ExportDraftSession::check(const ledger::ExportRequest &request)
{
    using R = Result<ledger::RuleVerdict>;
    QList<ledger::Dataset> datasets;
    for (const QString &name : request.datasets) {
        const auto d = m_ledger.dataset(name);
        if (!d)
            return R::failureOf(d);
        datasets << d.value();
    }
    const QDateTime now = m_ledger.now();
    const auto before = m_ledger.counters(ledger::Ledger::countingYear(now), m_id);
    if (!before)
        return R::failureOf(before);
    const auto exporter = ledger::ExporterSettings::exporter(m_ledger.store());
    if (!exporter)
        return R::failureOf(exporter);
    const auto list = ledger::ExporterSettings::negativeList(m_ledger.store());
    if (!list)
        return R::failureOf(list);
    ledger::ProvisionsContext context; // as Ledger::evaluate sets it up for a filed request
    context.exporter = exporter.value();
    context.negativeList = list->has_value() ? &*list.value() : nullptr;
    context.date = now.toUTC().addSecs(8 * 3600).date();
    return ledger::Rules::evaluate(request, datasets, before.value(), context);
}

Result<qint64> ExportDraftSession::save(const ledger::ExportRequest &request)
{
    if (m_id != 0) {
        const auto current = m_ledger.request(m_id);
        if (current.ok() && current->request.state == ledger::RequestState::Draft &&
            sameContent(current->request, request))
            return m_id;
        if (current.ok() && current->request.state != ledger::RequestState::Draft)
            return m_id; // submitted (or later): the filed request is the one this session speaks of
    }
    const auto id = m_ledger.createRequest(request);
    if (!id)
        return id;
    m_id = id.value();
    return id;
}

Status ExportDraftSession::submit(const ledger::ExportRequest &request, ledger::Signer *signer)
{
    if (m_id != 0) {
        const auto current = m_ledger.request(m_id);
        if (current.ok() && current->request.state != ledger::RequestState::Draft)
            return Status::failure(
                tr("request %1 is already %2").arg(m_id).arg(ledger::stateName(current->request.state)),
                ErrorCode::Conflict);
    }
    const auto verdict = check(request);
    if (!verdict)
        return Status::failureOf(verdict);
    if (!verdict->allowed())
        return Status::failure(tr("the request cannot be submitted:\n%1").arg(verdict->explanation()),
                               ErrorCode::Refused);
    const auto id = save(request);
    if (!id)
        return Status::failureOf(id);
    return signer ? m_ledger.submit(id.value(), *signer) : m_ledger.submit(id.value(), request.requester);
}

Result<QStringList> ExportDraftSession::possibleApprovers(const ledger::ExportRequest &request)
{
    using R = Result<QStringList>;
    const auto regs = m_ledger.registrations();
    if (!regs)
        return R::failureOf(regs);
    QStringList excluded{request.requester};
    for (const QString &name : request.datasets) {
        if (const auto d = m_ledger.dataset(name); d.ok() && !d->owner.isEmpty())
            excluded << d->owner;
    }
    QStringList out;
    for (const ledger::RegisteredKey &k : regs->keys()) {
        const QString &who = k.registration.name;
        const bool decides = k.registration.role == ledger::OfficerRole::Officer ||
                             k.registration.role == ledger::OfficerRole::Admin;
        const bool excludedHere = std::any_of(excluded.begin(), excluded.end(), [&](const QString &x) {
            return x.compare(who, Qt::CaseInsensitive) == 0;
        });
        if (k.valid && decides && !excludedHere && !out.contains(who))
            out << who;
    }
    out.sort();
    return out;
}

Status ExportDraftSession::approvable(const ledger::ExportRequest &request)
{
    const auto who = possibleApprovers(request);
    if (!who)
        return Status::failureOf(who);
    if (!who->isEmpty())
        return Ok{};
    return Status::failure(tr("No second officer is registered: a second person must register as officer "
                              "(Register Officer…) before this request can be approved; %1, who requests it, "
                              "may not approve it, nor may the datasets' owners.")
                               .arg(request.requester),
                           ErrorCode::Refused);
}

} // namespace cg::services
