// SPDX-License-Identifier: GPL-3.0-or-later
// Every rule that decides whether data may leave, in one place and as tables: the export rules (grades,
// personal information, forms, legal mechanisms), the PIPL / 2024 Provisions thresholds on the people
// whose data went abroad since 1 January, the exemption clauses, and the four-eyes rules for approvals.
// Each refusal names its rule and says why in words a compliance officer uses.
#pragma once

#include "ledger/ledger_types.h"
#include "ledger/provisions.h"

#include <QCoreApplication>
#include <QList>

namespace cg::ledger {

MechanismTier tierOf(LegalMechanism m);

// One line of the threshold table: once `counter` reaches `atLeast` people this calendar year, `tier`
// is required. The Provisions' "以上" (at or above) counts the number itself: exactly 10,000 people's
// sensitive personal information already needs a security assessment.
struct Threshold
{
    enum class Counter { Sensitive, Other };
    Counter counter;
    qint64 atLeast;
    MechanismTier tier;
    const char *basis; // where the law says so
};

// Exemption clauses a request may name with the `exemption` mechanism.
struct ExemptionClause
{
    const char *id;
    const char *basis;
    // True: only while the year's counters need no mechanism (below 100,000 people, no sensitive PI).
    // False: the clause applies whatever the counts (contract performance, HR, emergencies).
    bool onlyBelowThresholds;
};

struct Refusal
{
    QString rule; // the rule's id, e.g. "core-never-exports"
    QString message;
};

struct RuleVerdict
{
    QList<Refusal> refusals;
    Grade highestGrade = Grade::Public;
    bool sensitivePersonal = false; // any dataset carries sensitive personal information
    qint64 peopleSensitive = 0;     // this request's
    qint64 peopleOther = 0;
    YearCounters after; // the year's counters with this request
    MechanismTier required = MechanismTier::Exemption;
    ProvisionsDecision provisions; // which article decided `required`, with its arithmetic

    bool allowed() const { return refusals.isEmpty(); }
    QString explanation() const; // every refusal, one per line, after its rule's id: "[id] sentence" (CLI)
    QString sentences() const;   // every refusal's sentence, one per line, without ids (the window)
};

struct ApprovalCheck
{
    QString approver;
    bool registeredOfficer = false;
    OfficerRole role = OfficerRole::Officer;
    bool approving = true; // false: rejecting
    QDate expiresOn;
    QDate today;
    // Keys, when the request's submission was signed: four eyes compares keys, not names.
    QByteArray approverKey;
    QByteArray requesterKey;         // empty: the submission was not signed (older requests)
    QByteArray approverRegistrarKey; // the key that registered the approver
    QString requesterName;           // whose key signed the submission
};

// Who exports and when, for the 2024 Provisions.
struct ProvisionsContext
{
    Exporter exporter;
    const NegativeList *negativeList = nullptr;
    QDate date; // the day the data leaves (China Standard Time); invalid: the counters' year
};

class Rules
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::Rules)

public:
    struct Info
    {
        QString id;
        QString description;
    };

    static const QList<Threshold> &thresholds();
    static const QList<ExemptionClause> &exemptionClauses();
    static QStringList exemptionClauseIds();
    // Every rule with what it checks: the rule catalogue that docs, reports and views show.
    static QList<Info> exportRules();
    static QList<Info> approvalRules();

    // The tier the year's counters require.
    static MechanismTier requiredTier(const YearCounters &counters);
    // The people a request carries (its explicit counts, else every person its datasets cover).
    static void peopleIn(const ExportRequest &request, const QList<Dataset> &datasets, qint64 *sensitive,
                         qint64 *other);

    // `datasets`: the request's datasets with effective grades; `before`: this calendar year's counters
    // without this request.
    static RuleVerdict evaluate(const ExportRequest &request, const QList<Dataset> &datasets,
                                const YearCounters &before);
    static RuleVerdict evaluate(const ExportRequest &request, const QList<Dataset> &datasets,
                                const YearCounters &before, const ProvisionsContext &context);
    // The facts of the Provisions a request and its datasets give.
    static TransferFacts transferFacts(const ExportRequest &request, const QList<Dataset> &datasets,
                                       const YearCounters &before, const ProvisionsContext &context);

    // `text` with the "[rule-id] " that explanation() puts before each refusal taken off (at a line's start
    // or after ": "): what a window shows of a refusal that the CLI prints with its ids.
    static QString withoutRuleIds(const QString &text);

    // Four eyes, and whether this person may decide this request now.
    static QList<Refusal> checkDecision(const ExportRequest &request, const QList<Dataset> &datasets,
                                        const ApprovalCheck &check);
};

} // namespace cg::ledger
