// SPDX-License-Identifier: GPL-3.0-or-later
// What the compliance screens show for the ledger's words: translated for people, where the CLI, the CSV
// inventory and the database keep the stable tokens (`ledger::stateName` and the like).
#pragma once

#include "ledger/ledger_types.h"

#include <QString>

namespace cg::ui {

QString stateText(ledger::RequestState s);
QString gradeText(ledger::Grade g);
QString formText(ledger::ExportForm f);
QString mechanismText(ledger::LegalMechanism m);
QString roleText(ledger::OfficerRole r);

} // namespace cg::ui
