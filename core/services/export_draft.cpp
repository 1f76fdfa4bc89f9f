// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/export_draft.h"

#include "ledger/provisions.h"

#include <QLocale>

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
        return Status::failure(tr("the request cannot be submitted:\n%1").arg(verdict->sentences()),
                               ErrorCode::Refused);
    const auto id = save(request);
    if (!id)
        return Status::failureOf(id);
    return signer ? m_ledger.submit(id.value(), *signer) : m_ledger.submit(id.value(), request.requester);
}

Result<QList<ExportDraftSession::Approver>>
ExportDraftSession::approvers(const ledger::ExportRequest &request)
{
    using R = Result<QList<Approver>>;
    const auto regs = m_ledger.registrations();
    if (!regs)
        return R::failureOf(regs);
    QList<ledger::Dataset> datasets;
    for (const QString &name : request.datasets) {
        if (const auto d = m_ledger.dataset(name); d.ok())
            datasets << d.value();
    }
    // As if it were submitted now, signed with the requester's registered key (as Submit signs it), and
    // decided by each registered key: the very check Approve makes (Ledger::approvalCheck, Rules).
    ledger::ExportRequest submitted = request;
    submitted.state = ledger::RequestState::Submitted;
    const ledger::RegisteredKey *own = regs->byName(request.requester);
    const QByteArray requesterKey = own && own->valid ? own->registration.key.publicKey : QByteArray();
    const QDate until = m_ledger.now().date().addDays(30);
    QList<Approver> out;
    for (const ledger::RegisteredKey &k : regs->keys()) {
        const bool decides = k.registration.role == ledger::OfficerRole::Officer ||
                             k.registration.role == ledger::OfficerRole::Admin;
        if (!k.valid || !decides)
            continue;
        const auto check =
            m_ledger.approvalCheck(k.registration.key.publicKey, submitted, requesterKey, true, until);
        if (!check)
            return R::failureOf(check);
        Approver a{k.registration.name, ledger::Rules::checkDecision(submitted, datasets, check.value()),
                   !requesterKey.isEmpty() && check->approverKey != requesterKey &&
                       check->approverRegistrarKey == requesterKey};
        const auto same =
            std::find_if(out.begin(), out.end(), [&](const Approver &x) { return x.name == a.name; });
        if (same == out.end())
            out << a;
        else if (a.refusals.isEmpty()) // one of a person's keys may approve: they may
            same->refusals.clear();
    }
    std::sort(out.begin(), out.end(), [](const Approver &a, const Approver &b) { return a.name < b.name; });
    return out;
}

Result<QStringList> ExportDraftSession::possibleApprovers(const ledger::ExportRequest &request)
{
    using R = Result<QStringList>;
    const auto all = approvers(request);
    if (!all)
        return R::failureOf(all);
    QStringList out;
    for (const Approver &a : all.value()) {
        if (a.refusals.isEmpty())
            out << a.name;
    }
    return out;
}

Status ExportDraftSession::approvable(const ledger::ExportRequest &request)
{
    const auto all = approvers(request);
    if (!all)
        return Status::failureOf(all);
    QStringList madeByRequester; // officers that only the requester's registration disqualifies
    for (const Approver &a : all.value()) {
        if (a.refusals.isEmpty())
            return Ok{};
        const bool onlyRegistrar =
            std::all_of(a.refusals.begin(), a.refusals.end(),
                        [](const ledger::Refusal &r) { return r.rule == QLatin1String("four-eyes-key"); });
        if (a.registeredByRequester && onlyRegistrar)
            madeByRequester << a.name;
    }
    if (madeByRequester.size() == 1)
        return Status::failure(
            tr("No officer can approve this request: %1 was registered by you (%2), and a person you "
               "registered may not approve your requests; an admin other than you must register an officer "
               "(Register Officer…) before this request can be approved. If you are the only admin, register "
               "a second admin first, and that admin registers the officer.")
                .arg(madeByRequester.first(), request.requester),
            ErrorCode::Refused);
    if (!madeByRequester.isEmpty())
        return Status::failure(
            tr("No officer can approve this request: %1 were registered by you (%2), and a person you "
               "registered may not approve your requests; an admin other than you must register an officer "
               "(Register Officer…) before this request can be approved. If you are the only admin, register "
               "a second admin first, and that admin registers the officer.")
                .arg(QLocale().createSeparatedList(madeByRequester), request.requester),
            ErrorCode::Refused);
    return Status::failure(
        tr("No second officer is registered: a second person must be registered as officer "
           "(Register Officer…) before this request can be approved; %1, who requests it, "
           "may not approve it (nor, for sensitive personal data and above, may a dataset's "
           "owner). An officer %1 registers may not approve %1's requests either: if %1 is "
           "the only admin, %1 registers a second admin, who registers the officer.")
            .arg(request.requester),
        ErrorCode::Refused);
}

} // namespace cg::services
