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
    using G = ledger::Grade;
    switch (g) {
    case G::Public:
        return QCoreApplication::translate("LedgerTexts", "public");
    case G::Internal:
        return QCoreApplication::translate("LedgerTexts", "internal");
    case G::SensitivePersonal:
        return QCoreApplication::translate("LedgerTexts", "sensitive personal");
    case G::Important:
        return QCoreApplication::translate("LedgerTexts", "important");
    case G::Core:
        return QCoreApplication::translate("LedgerTexts", "core");
    }
    return ledger::gradeName(g);
}

QString formText(ledger::ExportForm f)
{
    using F = ledger::ExportForm;
    switch (f) {
    case F::Raw:
        return QCoreApplication::translate("LedgerTexts", "raw");
    case F::DeIdentified:
        return QCoreApplication::translate("LedgerTexts", "de-identified");
    case F::Pseudonymised:
        return QCoreApplication::translate("LedgerTexts", "pseudonymised");
    case F::Aggregated:
        return QCoreApplication::translate("LedgerTexts", "aggregated");
    case F::Sampled:
        return QCoreApplication::translate("LedgerTexts", "sampled");
    }
    return ledger::formName(f);
}

QString mechanismText(ledger::LegalMechanism m)
{
    using M = ledger::LegalMechanism;
    switch (m) {
    case M::Exemption:
        return QCoreApplication::translate("LedgerTexts", "exemption");
    case M::StandardContract:
        return QCoreApplication::translate("LedgerTexts", "standard contract");
    case M::Certification:
        return QCoreApplication::translate("LedgerTexts", "certification");
    case M::SecurityAssessment:
        return QCoreApplication::translate("LedgerTexts", "security assessment");
    }
    return ledger::mechanismName(m);
}

QString roleText(ledger::OfficerRole r)
{
    return ledger::roleDisplayName(r);
}

} // namespace cg::ui
