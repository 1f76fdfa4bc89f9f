// SPDX-License-Identifier: GPL-3.0-or-later
// The 2024 Provisions on Promoting and Regulating Cross-Border Data Flows (CAC, 22 March 2024) as a
// decision: for one transfer by one exporter (the data processor), which mechanism the law requires
// (a security assessment, a standard contract or certification, or none) and which article says so.
//
//   Art. 2  important data is data notified by the authorities or published as such; data nobody notified
//           or published is not declared as important data.
//   Art. 3  data from trade, transport, academic cooperation, manufacturing or marketing that holds no
//           personal information and no important data: no mechanism.
//   Art. 4  personal information collected abroad, processed here and sent back without domestic personal
//           information or important data added: no mechanism.
//   Art. 5  no mechanism for (1) a contract with the person, (2) cross-border HR management, (3) an
//           emergency for life, health or property, (4) a non-CIIO's fewer than 100,000 people's
//           non-sensitive personal information since 1 January.
//   Art. 6  an exporter in a pilot free trade zone sends data outside the zone's negative list: no mechanism.
//   Art. 7  a security assessment for (1) a CIIO's personal information or important data, (2) a non-CIIO's
//           important data, 1,000,000 people's non-sensitive or 10,000 people's sensitive personal
//           information since 1 January.
//   Art. 8  a standard contract or certification for a non-CIIO's 100,000 to 999,999 people's non-sensitive
//           or fewer than 10,000 people's sensitive personal information since 1 January.
//
// "以上" (at or above) counts the number itself, "不满" (fewer than) does not. The counters start again on
// 1 January (China Standard Time) and are kept per exporter; transfers under Art. 3, 4, 5(1)-(3) and 6 are
// not added to them (they need no mechanism whatever the count).
#pragma once

#include "common/result.h"
#include "ledger/audit_log.h"
#include "ledger/ledger_store.h"
#include "ledger/ledger_types.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QStringList>

namespace cg::ledger {

// What the law requires for a transfer (weakest to strongest).
enum class MechanismTier { Exemption, ContractOrCertification, SecurityAssessment };
QString tierName(MechanismTier t); // for people

// One entry of a free-trade-zone negative list: a data category that needs `tier` when it leaves.
struct NegativeListEntry
{
    QString category; // the id a dataset names, e.g. "automotive.vehicle-location"
    QString sector;
    QString description;
    MechanismTier tier = MechanismTier::SecurityAssessment;
};

// A pilot free trade zone's negative list, read from a JSON file:
//   {"zone": "...", "title": "...", "source": "...", "published": "YYYY-MM-DD",
//    "entries": [{"category": "...", "sector": "...", "description": "...",
//                 "mechanism": "security-assessment" | "contract-or-certification"}]}
struct NegativeList
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::NegativeList)

public:
    QString zone;
    QString title;
    QString source; // who published it, where
    QDate published;
    QList<NegativeListEntry> entries;

    static Result<NegativeList> parse(const QByteArray &json);
    static Result<NegativeList> load(const QString &path);
    const NegativeListEntry *find(const QString &category) const;
};

// The data processor that sends the data abroad.
struct Exporter
{
    QString name;
    bool ciio = false; // a critical information infrastructure operator
    QString ftzZone;   // the pilot free trade zone it is registered in; empty: none
};

// Why a transfer may need no mechanism, besides the count (Art. 3, 4, 5(1)-(3), 6).
enum class Scenario {
    None,
    NoPersonalOrImportant, // Art. 3
    CollectedAbroad,       // Art. 4
    ContractWithPerson,    // Art. 5(1)
    HumanResources,        // Art. 5(2)
    Emergency,             // Art. 5(3)
    FreeTradeZone,         // Art. 6
};
QString scenarioName(Scenario s); // "art3-no-personal", ...
std::optional<Scenario> scenarioFromName(const QString &s);
// The exemption clause id a request names (Rules::exemptionClauses()) as a scenario.
Scenario scenarioOfClause(const QString &clause);

struct TransferFacts
{
    Exporter exporter;
    QDate date;                 // the day (China Standard Time) the data leaves: its year is counted
    YearCounters before;        // this exporter's counters; another year than `date`'s counts as zero
    qint64 peopleSensitive = 0; // this transfer's
    qint64 peopleOther = 0;
    bool importantData = false;   // holds data notified or published as important (Art. 2)
    bool gradedImportant = false; // graded important in the ledger, notified or not
    bool personal = false;        // holds personal information at all
    Scenario scenario = Scenario::None;
    QStringList categories;                     // the data categories, for the negative list
    const NegativeList *negativeList = nullptr; // the exporter's zone's list
};

struct ProvisionsDecision
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::ProvisionsDecision)

public:
    MechanismTier required = MechanismTier::Exemption;
    QString article;     // the article that decided, e.g. "Art. 7(2)"
    QString exemption;   // the article that exempts, empty when none applies
    bool counted = true; // this transfer's people are added to the year's counters
    YearCounters before; // for this year (reset when the counters were another year's)
    YearCounters after;
    QStringList reasons; // the reasoning, in words and numbers, one step a line

    QString explanation() const { return reasons.join(QLatin1Char('\n')); }
};

class Provisions
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::Provisions)

public:
    static ProvisionsDecision decide(const TransferFacts &facts);

    // A transfer already recorded, for the year's counters.
    struct Recorded
    {
        QString exporter;
        QDate date;
        qint64 sensitive = 0;
        qint64 other = 0;
        Scenario scenario = Scenario::None;
    };
    // What `exporter` sent abroad from 1 January of `year` (scenarios that are not counted left out).
    static YearCounters countersFor(const QList<Recorded> &transfers, const QString &exporter, int year);
    static bool isCounted(Scenario s);
};

// The exporter the ledger speaks for (its CIIO status, its free trade zone) and that zone's negative list,
// kept in the ledger's metadata ("provisions.exporter", "provisions.negative-list").
class ExporterSettings
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::ExporterSettings)

public:
    static Result<Exporter> exporter(LedgerStore &store);
    static Result<std::optional<NegativeList>> negativeList(LedgerStore &store);
    // `negativeListJson`: the list file's bytes (checked); empty: keep the one recorded.
    static Status save(LedgerStore &store, AuditLog &audit, const Exporter &exporter,
                       const QByteArray &negativeListJson, const QString &actor, const QDateTime &at);
};

} // namespace cg::ledger
