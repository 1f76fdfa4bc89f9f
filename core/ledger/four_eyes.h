// SPDX-License-Identifier: GPL-3.0-or-later
// Four eyes over a signed decision, from the audit rows alone: the rule every verifier applies the same way
// (`ledger verify` on a live ledger, the evidence bundle's verifier, the compliance gate), and that a team
// server also enforces when the decision is written (pg_schema.cpp, migration 3). A decision counts only
// when it is signed with the key registered to its approver (approver = key name), by an officer or admin,
// and the approver neither filed nor submitted the request under any name: not as its requester, not as
// the actor of its request.created / request.submitted / request.withdrawn rows (a team server writes each
// row in its login's name), not with the submission's key, and not under a name that the submission's key
// registered (a second name made for oneself is not a second person).
#pragma once

#include "ledger/audit_chain.h"
#include "ledger/ledger_types.h"
#include "ledger/registration.h"

#include <QCoreApplication>

namespace cg::ledger {

class FourEyes
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::FourEyes)

public:
    // Why `a` does not count (empty: it does). `requester`: the request's requester when known (empty:
    // from the rows); `requestRows`: the audit rows about the request (others are ignored);
    // `needSubmission`: the request's submission row must be among them.
    static QString problem(const Approval &a, const QString &requester, const QList<AuditRow> &requestRows,
                           const RegistrationChain &registrations, bool needSubmission);
};

} // namespace cg::ledger
