// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/ledger_texts.h"

#include <QCoreApplication>

namespace cg::ui {

QString stateText(ledger::RequestState s)
{
    return ledger::stateDisplayName(s);
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
