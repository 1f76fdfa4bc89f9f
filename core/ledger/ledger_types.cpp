// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/ledger_types.h"

#include "ledger/canonical.h"
#include "ledger/ledger_logging.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <utility>

Q_LOGGING_CATEGORY(lcLedger, "clustergate.ledger", QtWarningMsg)

namespace cg::ledger {

namespace {

// One table per enum: value and its word. The words are part of the file formats: never change one.
template <typename E, std::size_t N> using Words = std::array<std::pair<E, const char *>, N>;

constexpr Words<Grade, 5> kGrades{{{Grade::Public, "public"},
                                   {Grade::Internal, "internal"},
                                   {Grade::SensitivePersonal, "sensitive-personal"},
                                   {Grade::Important, "important"},
                                   {Grade::Core, "core"}}};
constexpr Words<PiCategory, 7> kCategories{{{PiCategory::Biometrics, "biometrics"},
                                            {PiCategory::Religion, "religion"},
                                            {PiCategory::SpecificIdentity, "specific-identity"},
                                            {PiCategory::MedicalHealth, "medical-health"},
                                            {PiCategory::FinancialAccount, "financial-account"},
                                            {PiCategory::LocationTracking, "location-tracking"},
                                            {PiCategory::MinorUnder14, "minor-under-14"}}};
constexpr Words<ExportForm, 5> kForms{{{ExportForm::Raw, "raw"},
                                       {ExportForm::DeIdentified, "de-identified"},
                                       {ExportForm::Pseudonymised, "pseudonymised"},
                                       {ExportForm::Aggregated, "aggregated"},
                                       {ExportForm::Sampled, "sampled"}}};
constexpr Words<LegalMechanism, 4> kMechanisms{{{LegalMechanism::Exemption, "exemption"},
                                                {LegalMechanism::StandardContract, "standard-contract"},
                                                {LegalMechanism::Certification, "certification"},
                                                {LegalMechanism::SecurityAssessment, "security-assessment"}}};
constexpr Words<RequestState, 8> kStates{{{RequestState::Draft, "draft"},
                                          {RequestState::Submitted, "submitted"},
                                          {RequestState::Approved, "approved"},
                                          {RequestState::Rejected, "rejected"},
                                          {RequestState::Active, "active"},
                                          {RequestState::Expired, "expired"},
                                          {RequestState::DestructionPending, "destruction-pending"},
                                          {RequestState::Destroyed, "destroyed"}}};
constexpr Words<DestructionMethod, 4> kMethods{{{DestructionMethod::Clear, "clear"},
                                                {DestructionMethod::Purge, "purge"},
                                                {DestructionMethod::Destroy, "destroy"},
                                                {DestructionMethod::CryptoErase, "crypto-erase"}}};
constexpr Words<OfficerRole, 3> kRoles{{{OfficerRole::Officer, "officer"},
                                        {OfficerRole::Admin, "admin"},
                                        {OfficerRole::Requester, "requester"}}};

template <typename E, std::size_t N> QString nameOf(const Words<E, N> &words, E value)
{
    for (const auto &[v, w] : words) {
        if (v == value)
            return QString::fromLatin1(w);
    }
    return QString::fromLatin1(words.front().second);
}

template <typename E, std::size_t N> std::optional<E> valueOf(const Words<E, N> &words, const QString &s)
{
    const QString t = s.trimmed().toLower();
    for (const auto &[v, w] : words) {
        if (t == QLatin1String(w))
            return v;
    }
    return std::nullopt;
}

template <typename E, std::size_t N> QStringList namesOf(const Words<E, N> &words)
{
    QStringList out;
    for (const auto &entry : words)
        out << QString::fromLatin1(entry.second);
    return out;
}

} // namespace

QString gradeName(Grade g)
{
    return nameOf(kGrades, g);
}
std::optional<Grade> gradeFromName(const QString &s)
{
    return valueOf(kGrades, s);
}
QStringList gradeNames()
{
    return namesOf(kGrades);
}
QString gbtLevel(Grade g)
{
    switch (g) {
    case Grade::Core:
        return QStringLiteral("core");
    case Grade::Important:
        return QStringLiteral("important");
    default:
        return QStringLiteral("general");
    }
}

QString gradeDisplayName(Grade g)
{
    // The context the window's ledger words are translated in (as roleDisplayName).
    switch (g) {
    case Grade::Public:
        return QCoreApplication::translate("LedgerTexts", "public");
    case Grade::Internal:
        return QCoreApplication::translate("LedgerTexts", "internal");
    case Grade::SensitivePersonal:
        return QCoreApplication::translate("LedgerTexts", "sensitive personal");
    case Grade::Important:
        return QCoreApplication::translate("LedgerTexts", "important");
    case Grade::Core:
        return QCoreApplication::translate("LedgerTexts", "core");
    }
    return gradeName(g);
}

QString gbtLevelDisplayName(Grade g)
{
    switch (g) {
    case Grade::Core:
        return QCoreApplication::translate("LedgerTexts", "core data");
    case Grade::Important:
        return QCoreApplication::translate("LedgerTexts", "important data");
    default:
        return QCoreApplication::translate("LedgerTexts", "general data");
    }
}

QString piCategoryDisplayName(PiCategory c)
{
    // PIPL Art. 28's words.
    switch (c) {
    case PiCategory::Biometrics:
        return QCoreApplication::translate("LedgerTexts", "biometric identification");
    case PiCategory::Religion:
        return QCoreApplication::translate("LedgerTexts", "religious beliefs");
    case PiCategory::SpecificIdentity:
        return QCoreApplication::translate("LedgerTexts", "specific identity");
    case PiCategory::MedicalHealth:
        return QCoreApplication::translate("LedgerTexts", "medical health");
    case PiCategory::FinancialAccount:
        return QCoreApplication::translate("LedgerTexts", "financial accounts");
    case PiCategory::LocationTracking:
        return QCoreApplication::translate("LedgerTexts", "whereabouts");
    case PiCategory::MinorUnder14:
        return QCoreApplication::translate("LedgerTexts", "minors under 14");
    }
    return piCategoryName(c);
}

QString piCategoryDisplayName(const QString &id)
{
    for (const auto &[v, w] : kCategories) {
        if (id.compare(QLatin1String(w), Qt::CaseInsensitive) == 0)
            return piCategoryDisplayName(v);
    }
    return id;
}

QStringList piCategoryDisplayNames(PiCategories set)
{
    QStringList out;
    for (const auto &[v, w] : kCategories) {
        if (set & unsigned(v))
            out << piCategoryDisplayName(v);
    }
    return out;
}

QString formDisplayName(ExportForm f)
{
    switch (f) {
    case ExportForm::Raw:
        return QCoreApplication::translate("LedgerTexts", "raw");
    case ExportForm::DeIdentified:
        return QCoreApplication::translate("LedgerTexts", "de-identified");
    case ExportForm::Pseudonymised:
        return QCoreApplication::translate("LedgerTexts", "pseudonymised");
    case ExportForm::Aggregated:
        return QCoreApplication::translate("LedgerTexts", "aggregated");
    case ExportForm::Sampled:
        return QCoreApplication::translate("LedgerTexts", "sampled");
    }
    return formName(f);
}

QString mechanismDisplayName(LegalMechanism m)
{
    switch (m) {
    case LegalMechanism::Exemption:
        return QCoreApplication::translate("LedgerTexts", "exemption");
    case LegalMechanism::StandardContract:
        return QCoreApplication::translate("LedgerTexts", "standard contract");
    case LegalMechanism::Certification:
        return QCoreApplication::translate("LedgerTexts", "certification");
    case LegalMechanism::SecurityAssessment:
        return QCoreApplication::translate("LedgerTexts", "security assessment");
    }
    return mechanismName(m);
}

QString piCategoryName(PiCategory c)
{
    return nameOf(kCategories, c);
}

QStringList piCategoryNames(PiCategories set)
{
    QStringList out;
    for (const auto &[v, w] : kCategories) {
        if (set & unsigned(v))
            out << QString::fromLatin1(w);
    }
    return out;
}

PiCategories piCategoriesFromText(const QString &text, QStringList *bad)
{
    PiCategories set = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text.at(i) != QLatin1Char(';') && text.at(i) != QLatin1Char(',') &&
            text.at(i) != QLatin1Char('|'))
            continue;
        const QString word = text.mid(start, i - start).trimmed();
        start = i + 1;
        if (word.isEmpty())
            continue;
        if (const auto c = valueOf(kCategories, word))
            set |= unsigned(*c);
        else if (bad)
            bad->append(word);
    }
    return set;
}

QString piCategoriesText(PiCategories set)
{
    return piCategoryNames(set).join(QLatin1Char(';'));
}

QStringList allPiCategoryNames()
{
    return namesOf(kCategories);
}

QString formName(ExportForm f)
{
    return nameOf(kForms, f);
}
std::optional<ExportForm> formFromName(const QString &s)
{
    return valueOf(kForms, s);
}
QStringList formNames()
{
    return namesOf(kForms);
}

QString mechanismName(LegalMechanism m)
{
    return nameOf(kMechanisms, m);
}
std::optional<LegalMechanism> mechanismFromName(const QString &s)
{
    return valueOf(kMechanisms, s);
}
QStringList mechanismNames()
{
    return namesOf(kMechanisms);
}

QString stateDisplayName(RequestState s)
{
    using S = RequestState;
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
    return stateName(s);
}

QString stateName(RequestState s)
{
    return nameOf(kStates, s);
}
std::optional<RequestState> stateFromName(const QString &s)
{
    return valueOf(kStates, s);
}
QStringList stateNames()
{
    return namesOf(kStates);
}

QString methodName(DestructionMethod m)
{
    return nameOf(kMethods, m);
}
std::optional<DestructionMethod> methodFromName(const QString &s)
{
    return valueOf(kMethods, s);
}
QStringList methodNames()
{
    return namesOf(kMethods);
}

QString roleName(OfficerRole r)
{
    return nameOf(kRoles, r);
}
QString roleDisplayName(OfficerRole r)
{
    // The context the window's ledger words are translated in (ui/ledger/ledger_texts.cpp).
    switch (r) {
    case OfficerRole::Officer:
        return QCoreApplication::translate("LedgerTexts", "officer");
    case OfficerRole::Admin:
        return QCoreApplication::translate("LedgerTexts", "admin");
    case OfficerRole::Requester:
        return QCoreApplication::translate("LedgerTexts", "requester");
    }
    return roleName(r);
}

std::optional<OfficerRole> roleFromName(const QString &s)
{
    return valueOf(kRoles, s);
}

bool isValidPersonName(const QString &name)
{
    if (name.isEmpty() || name.size() > 64)
        return false;
    return std::all_of(name.begin(), name.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '.' ||
               u == '_' || u == '@' || u == '-';
    });
}

PiCategories Dataset::allSensitive() const
{
    PiCategories set = sensitive;
    for (const Field &f : fields)
        set |= f.sensitive;
    return set;
}

bool Dataset::anyPersonalField() const
{
    return std::any_of(fields.begin(), fields.end(), [](const Field &f) { return f.personal; });
}

Grade Dataset::ownFloor() const
{
    Grade g = grade;
    for (const Field &f : fields)
        g = std::max(g, f.grade);
    if (allSensitive() != 0)
        g = std::max(g, Grade::SensitivePersonal);
    return g;
}

QDate ExportRequest::destructionDue() const
{
    if (!activated.isValid())
        return {};
    return activated.toUTC().date().addDays(retentionDays);
}

QString Approval::decisionName() const
{
    return approved ? QStringLiteral("approved") : QStringLiteral("rejected");
}

QByteArray Approval::signedRecord() const
{
    Canonical c;
    c.add(QStringLiteral("clustergate-approval/1"))
        .add(requestId)
        .add(toHex(requestHash))
        .add(decisionName())
        .add(scope)
        .add(expiresOn.toString(Qt::ISODate))
        .add(approver)
        .add(keyName)
        .add(isoTime(decidedAt))
        .add(reason);
    return c.bytes();
}

} // namespace cg::ledger
