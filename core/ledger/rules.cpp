// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/rules.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace cg::ledger {

namespace {

using Counter = Threshold::Counter;

// The 2024 Provisions on Promoting and Regulating Cross-Border Data Flows, Art. 7 and 8 (security
// assessment; standard contract or certification), counted from 1 January. Strongest first.
const QList<Threshold> kThresholds{
    {Counter::Sensitive, 10000, MechanismTier::SecurityAssessment,
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "sensitive personal information of 10,000 people or more (Art. 7)")},
    {Counter::Other, 1000000, MechanismTier::SecurityAssessment,
     QT_TRANSLATE_NOOP("cg::ledger::Rules", "personal information of 1,000,000 people or more (Art. 7)")},
    {Counter::Other, 100000, MechanismTier::ContractOrCertification,
     QT_TRANSLATE_NOOP("cg::ledger::Rules", "personal information of 100,000 to 999,999 people (Art. 8)")},
    {Counter::Sensitive, 1, MechanismTier::ContractOrCertification,
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "sensitive personal information of fewer than 10,000 people (Art. 8)")},
};

const QList<ExemptionClause> kClauses{
    {"below-100k",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "Art. 5(4): a non-CIIO's fewer than 100,000 people's non-sensitive personal "
                       "information since 1 January"),
     true},
    {"contract-performance",
     QT_TRANSLATE_NOOP(
         "cg::ledger::Rules",
         "Art. 5(1): necessary to conclude or perform a contract to which the person is a party"),
     false},
    {"hr-management",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "Art. 5(2): cross-border human-resources management of employees"),
     false},
    {"emergency",
     QT_TRANSLATE_NOOP("cg::ledger::Rules", "Art. 5(3): to protect life, health or property in an emergency"),
     false},
    {"no-personal-or-important",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "Art. 3: trade, transport, academic, manufacturing or marketing data without "
                       "personal information or important data"),
     false},
    {"collected-abroad",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "Art. 4: personal information collected abroad and sent back without domestic "
                       "personal information or important data added"),
     false},
    {"ftz-outside-negative-list",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "Art. 6: from a pilot free trade zone, data not on the zone's negative list"),
     false},
};

const ExemptionClause *clauseById(const QString &id)
{
    for (const ExemptionClause &c : kClauses) {
        if (id == QLatin1String(c.id))
            return &c;
    }
    return nullptr;
}

QString names(const QList<Dataset> &datasets, bool (*pick)(const Dataset &))
{
    QStringList out;
    for (const Dataset &d : datasets) {
        if (pick(d))
            out << d.name;
    }
    return out.join(QStringLiteral(", "));
}

bool isCore(const Dataset &d)
{
    return d.effectiveGrade == Grade::Core;
}
bool isImportant(const Dataset &d)
{
    return d.effectiveGrade == Grade::Important && !d.importantNotice.trimmed().isEmpty();
}
bool isSensitivePersonal(const Dataset &d)
{
    return d.allSensitive() != 0 || d.effectiveGrade == Grade::SensitivePersonal;
}

struct Context
{
    const ExportRequest &r;
    const QList<Dataset> &datasets;
    const RuleVerdict &v;
};

using Check = std::optional<QString> (*)(const Context &);

struct ExportRule
{
    const char *id;
    const char *description;
    Check check;
};

// The export rules, in the order their refusals are listed.
const ExportRule kExportRules[] = {
    {"complete-request",
     QT_TRANSLATE_NOOP("cg::ledger::Rules", "A request names datasets, a destination cluster "
                                            "and country, a purpose and a retention period."),
     [](const Context &c) -> std::optional<QString> {
         QStringList missing;
         if (c.r.datasets.isEmpty())
             missing << Rules::tr("datasets");
         if (c.r.destinationCluster.trimmed().isEmpty())
             missing << Rules::tr("destination cluster");
         if (c.r.destinationCountry.trimmed().isEmpty())
             missing << Rules::tr("destination country or region");
         if (c.r.purpose.trimmed().isEmpty())
             missing << Rules::tr("purpose");
         if (c.r.retentionDays < 1)
             missing << Rules::tr("retention period (days)");
         if (missing.isEmpty())
             return std::nullopt;
         return Rules::tr("the request is missing: %1").arg(missing.join(QStringLiteral(", ")));
     }},
    {"core-never-exports",
     QT_TRANSLATE_NOOP("cg::ledger::Rules", "Core data (GB/T 43697-2024) never leaves, in any form."),
     [](const Context &c) -> std::optional<QString> {
         const QString core = names(c.datasets, isCore);
         if (core.isEmpty())
             return std::nullopt;
         return Rules::tr(
                    "%1 is core data (GB/T 43697-2024): core data never leaves the country, in any form "
                    "and under any mechanism")
             .arg(core);
     }},
    {"important-needs-security-assessment",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "Important data (notified or published as such, 2024 Provisions Art. 2) leaves only "
                       "under a CAC security assessment, with its assessment number."),
     [](const Context &c) -> std::optional<QString> {
         const QString important = names(c.datasets, isImportant);
         if (important.isEmpty() ||
             (c.r.mechanism == LegalMechanism::SecurityAssessment && !c.r.mechanismRef.trimmed().isEmpty()))
             return std::nullopt;
         return Rules::tr("%1 is important data (notified or published as such): it may leave only under "
                          "a security assessment, with the assessment number as the mechanism reference "
                          "(2024 Provisions Art. 7)")
             .arg(important);
     }},
    {"sensitive-needs-impact-assessment",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "Sensitive personal information needs a personal-information impact assessment."),
     [](const Context &c) -> std::optional<QString> {
         if (!c.v.sensitivePersonal || !c.r.piaRef.trimmed().isEmpty())
             return std::nullopt;
         return Rules::tr("%1 holds sensitive personal information: give the reference of its "
                          "personal-information impact assessment (PIPL Art. 55)")
             .arg(names(c.datasets, isSensitivePersonal));
     }},
    {"sensitive-needs-consent",
     QT_TRANSLATE_NOOP(
         "cg::ledger::Rules",
         "Sensitive personal information needs an attestation of the people's separate consent."),
     [](const Context &c) -> std::optional<QString> {
         if (!c.v.sensitivePersonal || !c.r.consentRef.trimmed().isEmpty())
             return std::nullopt;
         return Rules::tr(
                    "%1 holds sensitive personal information: give the reference of the separate-consent "
                    "attestation (PIPL Art. 29 and 39)")
             .arg(names(c.datasets, isSensitivePersonal));
     }},
    {"sensitive-not-raw",
     QT_TRANSLATE_NOOP("cg::ledger::Rules", "Sensitive personal information never leaves raw."),
     [](const Context &c) -> std::optional<QString> {
         if (!c.v.sensitivePersonal || c.r.form != ExportForm::Raw)
             return std::nullopt;
         return Rules::tr(
                    "%1 holds sensitive personal information and may not leave raw: choose de-identified, "
                    "pseudonymised, aggregated or sampled")
             .arg(names(c.datasets, isSensitivePersonal));
     }},
    {"form-parameters",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "Sampled exports give a fraction in (0, 1]; aggregated exports give a "
                       "minimum group size of at least 2."),
     [](const Context &c) -> std::optional<QString> {
         bool ok = false;
         if (c.r.form == ExportForm::Sampled) {
             const double f = c.r.formParams.value(QStringLiteral("fraction")).toDouble(&ok);
             if (!ok || !(f > 0.0 && f <= 1.0))
                 return Rules::tr(
                     "a sampled export needs the parameter fraction, a number above 0 and at most 1");
         }
         if (c.r.form == ExportForm::Aggregated) {
             const qint64 k = c.r.formParams.value(QStringLiteral("min_group_size")).toLongLong(&ok);
             if (!ok || k < 2)
                 return Rules::tr(
                     "an aggregated export needs the parameter min_group_size, a whole number of at "
                     "least 2");
         }
         return std::nullopt;
     }},
    {"mechanism-reference",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "A security assessment, standard contract or certification is named by "
                       "its reference; an exemption by its clause."),
     [](const Context &c) -> std::optional<QString> {
         if (c.r.mechanism == LegalMechanism::Exemption) {
             if (clauseById(c.r.exemptionClause))
                 return std::nullopt;
             return Rules::tr("an exemption names its clause, one of: %1")
                 .arg(Rules::exemptionClauseIds().join(QStringLiteral(", ")));
         }
         if (!c.r.mechanismRef.trimmed().isEmpty())
             return std::nullopt;
         return Rules::tr(
                    "the %1 needs its reference (assessment number, contract filing number or certificate "
                    "number)")
             .arg(mechanismDisplayName(c.r.mechanism));
     }},
    {"threshold-mechanism",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "The 2024 Provisions decide the mechanism: CIIO status, important data, the people "
                       "whose personal information the exporter sent abroad since 1 January, the "
                       "exemptions of Art. 3 to 6 (Art. 3 to 8)."),
     [](const Context &c) -> std::optional<QString> {
         const ProvisionsDecision &p = c.v.provisions;
         if (tierOf(c.r.mechanism) >= p.required)
             return std::nullopt;
         const QString chosen = c.r.mechanism == LegalMechanism::Exemption
                                    ? Rules::tr("the exemption %1").arg(c.r.exemptionClause)
                                    : mechanismDisplayName(c.r.mechanism);
         return Rules::tr("%1 requires %2, not %3: %4")
             .arg(p.article, tierName(p.required), chosen, p.reasons.join(QLatin1Char(' ')));
     }},
};

struct DecisionRule
{
    const char *id;
    const char *description;
    bool onRejections;
    std::optional<QString> (*check)(const ExportRequest &, const QList<Dataset> &, const ApprovalCheck &,
                                    Grade highest);
};

const DecisionRule kDecisionRules[] = {
    {"request-submitted", QT_TRANSLATE_NOOP("cg::ledger::Rules", "Only a submitted request can be decided."),
     true,
     [](const ExportRequest &r, const QList<Dataset> &, const ApprovalCheck &,
        Grade) -> std::optional<QString> {
         if (r.state == RequestState::Submitted)
             return std::nullopt;
         return Rules::tr("request %1 is %2; only a submitted request can be decided")
             .arg(r.id)
             .arg(stateName(r.state));
     }},
    {"approver-registered",
     QT_TRANSLATE_NOOP("cg::ledger::Rules", "Decisions are signed with a key registered in the ledger."),
     true,
     [](const ExportRequest &, const QList<Dataset> &, const ApprovalCheck &a,
        Grade) -> std::optional<QString> {
         if (a.registeredOfficer)
             return std::nullopt;
         return Rules::tr("the signing key does not belong to a compliance officer registered in the ledger");
     }},
    {"four-eyes-requester",
     QT_TRANSLATE_NOOP("cg::ledger::Rules", "Nobody approves their own request, whatever their role."), false,
     [](const ExportRequest &r, const QList<Dataset> &, const ApprovalCheck &a,
        Grade) -> std::optional<QString> {
         if (a.approver.compare(r.requester, Qt::CaseInsensitive) != 0)
             return std::nullopt;
         return Rules::tr(
                    "%1 requested this export and cannot approve it, whatever their role (%2 included): a "
                    "second person must approve it")
             .arg(a.approver, roleDisplayName(a.role));
     }},
    {"four-eyes-key",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "The key that signed a request never approves it, nor a key that the requester "
                       "registered."),
     false,
     [](const ExportRequest &r, const QList<Dataset> &, const ApprovalCheck &a,
        Grade) -> std::optional<QString> {
         if (a.requesterKey.isEmpty() || !a.approving)
             return std::nullopt;
         if (a.approverKey == a.requesterKey)
             return Rules::tr("the key that signed request %1 (%2's) is the approving key: the same person "
                              "cannot approve under another name")
                 .arg(r.id)
                 .arg(a.requesterName);
         if (!a.approverRegistrarKey.isEmpty() && a.approverRegistrarKey == a.requesterKey)
             return Rules::tr("%1 was registered by %2, who requested this export: a name the requester made "
                              "is not a second person")
                 .arg(a.approver, a.requesterName);
         return std::nullopt;
     }},
    {"four-eyes-owner",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "For sensitive-personal data and above, the approver is not the dataset's owner."),
     false,
     [](const ExportRequest &, const QList<Dataset> &ds, const ApprovalCheck &a,
        Grade highest) -> std::optional<QString> {
         if (highest < Grade::SensitivePersonal)
             return std::nullopt;
         for (const Dataset &d : ds) {
             if (d.owner.compare(a.approver, Qt::CaseInsensitive) == 0)
                 return Rules::tr(
                            "%1 owns %2 (%3): for sensitive-personal data and above, someone other than the "
                            "owner approves")
                     .arg(a.approver, d.name, gradeDisplayName(d.effectiveGrade));
         }
         return std::nullopt;
     }},
    {"approval-expiry",
     QT_TRANSLATE_NOOP("cg::ledger::Rules",
                       "An approval states until when it holds, a date not in the past."),
     false,
     [](const ExportRequest &, const QList<Dataset> &, const ApprovalCheck &a,
        Grade) -> std::optional<QString> {
         if (a.expiresOn.isValid() && a.expiresOn >= a.today)
             return std::nullopt;
         return Rules::tr("an approval needs an expiry date from today on");
     }},
};

} // namespace

QString tierName(MechanismTier t)
{
    switch (t) {
    case MechanismTier::Exemption:
        return Rules::tr("no mechanism (an exemption applies)");
    case MechanismTier::ContractOrCertification:
        return Rules::tr("a standard contract or certification");
    case MechanismTier::SecurityAssessment:
        return Rules::tr("a security assessment");
    }
    return {};
}

MechanismTier tierOf(LegalMechanism m)
{
    switch (m) {
    case LegalMechanism::Exemption:
        return MechanismTier::Exemption;
    case LegalMechanism::StandardContract:
    case LegalMechanism::Certification:
        return MechanismTier::ContractOrCertification;
    case LegalMechanism::SecurityAssessment:
        return MechanismTier::SecurityAssessment;
    }
    return MechanismTier::Exemption;
}

QString RuleVerdict::explanation() const
{
    QStringList lines;
    for (const Refusal &r : refusals)
        lines << QStringLiteral("[%1] %2").arg(r.rule, r.message);
    return lines.join(QLatin1Char('\n'));
}

QString RuleVerdict::sentences() const
{
    QStringList lines;
    for (const Refusal &r : refusals)
        lines << r.message;
    return lines.join(QLatin1Char('\n'));
}

QString Rules::withoutRuleIds(const QString &text)
{
    // Every rule id is lower-case words joined by '-' (the catalogue's, the lineage's, request-unchanged).
    // At a line's start, or after ": " ("now refused: [core-never-exports] ...").
    static const QRegularExpression id(QStringLiteral("(^|: )\\[[a-z0-9]+(-[a-z0-9]+)*\\] "),
                                       QRegularExpression::MultilineOption);
    QString out = text;
    out.replace(id, QStringLiteral("\\1"));
    return out;
}

const QList<Threshold> &Rules::thresholds()
{
    return kThresholds;
}

const QList<ExemptionClause> &Rules::exemptionClauses()
{
    return kClauses;
}

QStringList Rules::exemptionClauseIds()
{
    QStringList out;
    for (const ExemptionClause &c : kClauses)
        out << QString::fromLatin1(c.id);
    return out;
}

QList<Rules::Info> Rules::exportRules()
{
    QList<Info> out;
    for (const ExportRule &r : kExportRules)
        out << Info{QString::fromLatin1(r.id),
                    QCoreApplication::translate("cg::ledger::Rules", r.description)};
    return out;
}

QList<Rules::Info> Rules::approvalRules()
{
    QList<Info> out;
    for (const DecisionRule &r : kDecisionRules)
        out << Info{QString::fromLatin1(r.id),
                    QCoreApplication::translate("cg::ledger::Rules", r.description)};
    return out;
}

MechanismTier Rules::requiredTier(const YearCounters &counters)
{
    for (const Threshold &t : kThresholds) { // strongest first
        const qint64 n = t.counter == Counter::Sensitive ? counters.sensitive : counters.other;
        if (n >= t.atLeast)
            return t.tier;
    }
    return MechanismTier::Exemption;
}

void Rules::peopleIn(const ExportRequest &request, const QList<Dataset> &datasets, qint64 *sensitive,
                     qint64 *other)
{
    qint64 s = 0, o = 0;
    for (const Dataset &d : datasets) {
        if (d.allSensitive() != 0 || d.effectiveGrade == Grade::SensitivePersonal) // also inherited
            s += d.people;
        else if (d.hasPersonalInformation() || d.effectiveGrade == Grade::SensitivePersonal)
            o += d.people;
    }
    *sensitive = request.peopleSensitive.value_or(s);
    *other = request.peopleOther.value_or(o);
}

TransferFacts Rules::transferFacts(const ExportRequest &request, const QList<Dataset> &datasets,
                                   const YearCounters &before, const ProvisionsContext &context)
{
    TransferFacts f;
    f.exporter = context.exporter;
    f.date = context.date.isValid() ? context.date : QDate(before.year, 1, 1);
    f.before = before;
    peopleIn(request, datasets, &f.peopleSensitive, &f.peopleOther);
    for (const Dataset &d : datasets) {
        f.importantData = f.importantData || isImportant(d);
        f.gradedImportant = f.gradedImportant || d.effectiveGrade == Grade::Important;
        f.personal = f.personal || d.hasPersonalInformation() || d.effectiveGrade == Grade::SensitivePersonal;
        for (const QString &cat : d.categories) {
            if (!f.categories.contains(cat))
                f.categories << cat;
        }
    }
    f.personal = f.personal || f.peopleSensitive > 0 || f.peopleOther > 0;
    f.scenario = request.mechanism == LegalMechanism::Exemption ? scenarioOfClause(request.exemptionClause)
                                                                : Scenario::None;
    f.negativeList = context.negativeList;
    return f;
}

RuleVerdict Rules::evaluate(const ExportRequest &request, const QList<Dataset> &datasets,
                            const YearCounters &before)
{
    return evaluate(request, datasets, before, ProvisionsContext{});
}

RuleVerdict Rules::evaluate(const ExportRequest &request, const QList<Dataset> &datasets,
                            const YearCounters &before, const ProvisionsContext &context)
{
    RuleVerdict v;
    for (const Dataset &d : datasets) {
        v.highestGrade = std::max(v.highestGrade, d.effectiveGrade);
        v.sensitivePersonal = v.sensitivePersonal || isSensitivePersonal(d);
    }
    peopleIn(request, datasets, &v.peopleSensitive, &v.peopleOther);
    v.provisions = Provisions::decide(transferFacts(request, datasets, before, context));
    v.after = v.provisions.after;
    v.required = v.provisions.required;
    const Context c{request, datasets, v};
    for (const ExportRule &rule : kExportRules) {
        if (auto why = rule.check(c))
            v.refusals << Refusal{QString::fromLatin1(rule.id), *why};
    }
    return v;
}

QList<Refusal> Rules::checkDecision(const ExportRequest &request, const QList<Dataset> &datasets,
                                    const ApprovalCheck &check)
{
    Grade highest = Grade::Public;
    for (const Dataset &d : datasets)
        highest = std::max(highest, d.effectiveGrade);
    QList<Refusal> out;
    for (const DecisionRule &rule : kDecisionRules) {
        if (!check.approving && !rule.onRejections)
            continue;
        if (auto why = rule.check(request, datasets, check, highest))
            out << Refusal{QString::fromLatin1(rule.id), *why};
    }
    return out;
}

} // namespace cg::ledger
