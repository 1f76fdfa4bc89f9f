// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Request Export as a use case: one export request edited until it is submitted. Check asks the
// rules about what is entered without filing anything; Save Draft files it once; Submit checks, files the
// draft if there is none yet (or reuses the one filed with the same content) and submits it, signed by the
// person the desktop acts as. Pressing Check or Submit again never files another request; a refused
// submission files nothing.
#pragma once

#include "ledger/ed25519.h"
#include "ledger/ledger.h"

#include <QCoreApplication>

namespace cg::services {

class ExportDraftSession
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::ExportDraftSession)

public:
    // The ledger must outlive the session.
    explicit ExportDraftSession(ledger::Ledger &ledger) : m_ledger(ledger) {}

    // The request filed by this session (0: none yet).
    qint64 id() const { return m_id; }
    // What the rules say about `request` as entered, as if it were submitted now; nothing is filed.
    Result<ledger::RuleVerdict> check(const ledger::ExportRequest &request);
    // Files `request` as a draft, or returns the draft already filed when its content is the same. A draft's
    // content is frozen once filed: different content files a new draft, which this session edits from then
    // on.
    Result<qint64> save(const ledger::ExportRequest &request);
    // Checks (a refusal files nothing and says every rule's reason, code Refused), saves and submits, signed
    // by `signer` when given (its registered name must be the requester), else unsigned as the requester.
    Status submit(const ledger::ExportRequest &request, ledger::Signer *signer);
    // Every officer and admin registered with a valid key, in name order, with what four eyes would refuse
    // if they approved `request` once submitted (signed with the requester's registered key): the same
    // check as Approve (Ledger::approvalCheck, Rules::checkDecision).
    struct Approver
    {
        QString name;
        QList<ledger::Refusal> refusals;    // empty: may approve
        bool registeredByRequester = false; // registered with the key the requester signs with
    };
    Result<QList<Approver>> approvers(const ledger::ExportRequest &request);
    // Who could approve `request` under four eyes: those of approvers() that nothing refuses.
    Result<QStringList> possibleApprovers(const ledger::ExportRequest &request);
    // Ok when someone else could approve `request`; Refused with the plain reason when nobody can yet (a solo
    // user: the request would wait forever until a second person registers as officer). Filing is not
    // refused for it: Check and Submit say it beforehand.
    Status approvable(const ledger::ExportRequest &request);

private:
    static bool sameContent(const ledger::ExportRequest &a, const ledger::ExportRequest &b);

    ledger::Ledger &m_ledger;
    qint64 m_id = 0;
};

} // namespace cg::services
