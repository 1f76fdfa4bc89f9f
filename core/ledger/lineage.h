// SPDX-License-Identifier: GPL-3.0-or-later
// Lineage: how a dataset was derived from its sources and which grade that leaves it.
//
// A derived dataset inherits the highest effective grade of its sources, unless
//   - it is anonymised (the people can no longer be identified): propagation stops there, and only its own
//     grade, fields and categories count;
//   - its derivation (de-identified, pseudonymised, aggregated, sampled) is a recorded transformation that
//     lowers the grade, with a justification and a second person's signature.
// Core data stays core: nothing derived from it is lowered or anonymised away from it.
//
// Every classification change (a declared grade, a lowering, an anonymisation) is proposed by one person
// and signed by a second registered key, neither the proposer nor the dataset's owner; signing applies
// it, re-evaluates the datasets derived from it and every open request, and returns the differences.
//
// What a dataset's row does not hold (derivation, lowering, notice of important data, categories,
// retirement) is kept in the ledger's metadata under "lineage:NAME", written in the dataset's transaction.
#pragma once

#include "common/result.h"
#include "ledger/ledger_store.h"
#include "ledger/rules.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace cg::ledger {

class Ledger;
class Signer;

struct GradeDiff
{
    QString dataset;
    Grade before = Grade::Public;
    Grade after = Grade::Public;
};

// An open request (draft, submitted, approved, active) before and after a classification change.
struct RequestDiff
{
    qint64 id = 0;
    RequestState state = RequestState::Draft;
    Grade highestBefore = Grade::Public;
    Grade highestAfter = Grade::Public;
    MechanismTier requiredBefore = MechanismTier::Exemption;
    MechanismTier requiredAfter = MechanismTier::Exemption;
    bool allowedBefore = true;
    bool allowedAfter = true;
    QString explanation; // the rules' refusals after the change; empty: allowed
};

// The words a regrade's summary uses for grades and states: the ids by default (the CLI, scripts), a view
// passes its own.
struct RegradeWords
{
    QString (*grade)(Grade) = &gradeName;
    QString (*state)(RequestState) = &stateName;
};

struct RegradeImpact
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::RegradeImpact)

public:
    QList<GradeDiff> datasets;
    QList<RequestDiff> requests;
    QString summary(const RegradeWords &words = {}) const; // one line per change
};

struct GradeChange
{
    QString dataset;
    Grade grade = Grade::Public;    // the declared grade asked for
    std::optional<Grade> loweredTo; // a lowering transformation asked for
    QString derivation;             // asked for (e.g. "anonymised"); empty: unchanged
    QString justification;
    QString proposer;
    QDateTime proposed;
    // Fields reclassified (name, grade, personal mark, sensitive categories; matched by name, description
    // ignored). A field's classification is lowered, or a classified field removed, only through a signed
    // change that names it.
    QList<Field> fields;
    // The dataset's own people count and sensitive categories asked for (they move the thresholds): lowered
    // only through a signed change that states them.
    std::optional<qint64> people;
    std::optional<bool> personal;
    std::optional<PiCategories> sensitive;
};

class Lineage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::Lineage)

public:
    // "copy", "de-identified", "pseudonymised", "aggregated", "sampled", "anonymised".
    static QStringList derivationKinds();
    static bool lowers(const QString &derivation); // may carry a lowering transformation

    static QString metaKey(const QString &dataset) { return QStringLiteral("lineage:") + dataset; }
    static QJsonObject toJson(const Dataset &d);
    static void fromJson(Dataset &d, const QJsonObject &o);
    // Reads every dataset's metadata into it.
    static Status attach(LedgerStore &store, QList<Dataset> &datasets);
    static Status store(LedgerStore &store, const Dataset &d);

    // Effective and inherited grades of every dataset (see the top of this file).
    static void resolve(QList<Dataset> &all);

    // The checks on saving `d` against the ledger's datasets as they are (`existing`, resolved); `before`:
    // the dataset as it is now, if it exists. Each refusal names its rule.
    static QList<Refusal> check(const Dataset &d, const QList<Dataset> &existing,
                                const std::optional<Dataset> &before);
    // Whether saving `after` over `before` changes a classification (needs a second signature).
    static bool classificationChanged(const std::optional<Dataset> &before, const Dataset &after);
    // True when a field of `before` is missing from `after` while classified (a grade above public, a
    // personal mark or sensitive categories), or is classified lower there (grade, mark or categories).
    static bool fieldsLowered(const QList<Field> &before, const QList<Field> &after);
    // The dataset's own people count lowered, its personal mark removed or a sensitive category of its own
    // removed.
    static bool ownLowered(const Dataset &before, const Dataset &after);

    // The two steps of a classification change.
    static Status propose(Ledger &ledger, const GradeChange &change);
    static Result<std::optional<GradeChange>> pending(Ledger &ledger, const QString &dataset);
    static Status withdraw(Ledger &ledger, const QString &dataset, const QString &actor);
    static Result<RegradeImpact> sign(Ledger &ledger, const QString &dataset, Signer &second);
    // What the second person signs: L("clustergate-grade-change/1") L(origin) L(dataset) L(grade)
    // L(lowered-to or "") L(derivation) L(justification) L(proposer) L(signer) L(key).
    static QByteArray signedRecord(const QString &origin, const GradeChange &change, const QString &signer,
                                   const QString &keyText);
    // Whether `saveDataset` may apply a classification change to `d` (a signed change is waiting).
    // Whether the signed, not yet applied change of d matches d: its grade, lowering and derivation, and
    // no field lowered from `before` beyond what the change names.
    static Result<bool> signedChangeMatches(LedgerStore &store, const Dataset &d,
                                            const std::optional<Dataset> &before = std::nullopt);
    static QString signedKey(const QString &dataset)
    {
        return QStringLiteral("grade-change-signed:") + dataset;
    }
    static QString pendingKey(const QString &dataset) { return QStringLiteral("grade-change:") + dataset; }

    // Re-evaluates the open requests and compares the datasets' grades: `before` as taken by snapshot().
    struct Snapshot
    {
        QList<Dataset> datasets;
        QList<RequestDiff> requests; // the "before" halves
    };
    static Result<Snapshot> snapshot(Ledger &ledger);
    static Result<RegradeImpact> compare(Ledger &ledger, const Snapshot &before);
};

} // namespace cg::ledger
