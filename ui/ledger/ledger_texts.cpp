// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/ledger_texts.h"

#include <QCoreApplication>

namespace cg::ui {

QString stateText(ledger::RequestState s)
{
    using S = ledger::RequestState;
    switch (s) {
    case S::Draft:
        return QCoreApplication::translate("LedgerTexts", "draft");
    case S::Submitted:
        return QCoreApplication::translate("LedgerTexts", "submitted");
    case S::Approved:
        return QCoreApplication::translate("LedgerTexts", "approved");
    case S::Rejected:
        return QCoreApplication::translate("LedgerTexts", "rejected");
    case S::Active:
        return QCoreApplication::translate("LedgerTexts", "active");
    case S::Expired:
        return QCoreApplication::translate("LedgerTexts", "expired");
    case S::DestructionPending:
        return QCoreApplication::translate("LedgerTexts", "awaiting destruction");
    case S::Destroyed:
        return QCoreApplication::translate("LedgerTexts", "destroyed");
    }
    return ledger::stateName(s);
}

QString gradeText(ledger::Grade g)
{
    return ledger::gradeDisplayName(g);
}

QString formText(ledger::ExportForm f)
{
    return ledger::formDisplayName(f);
}

QString mechanismText(ledger::LegalMechanism m)
{
    return ledger::mechanismDisplayName(m);
}

QString roleText(ledger::OfficerRole r)
{
    return ledger::roleDisplayName(r);
}

} // namespace cg::ui
