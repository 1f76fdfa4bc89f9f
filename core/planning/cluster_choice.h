// SPDX-License-Identifier: GPL-3.0-or-later
// Which cluster to run on: candidates (clusters or regions) scored on measured latency (the L1 RTT),
// compliance (may the needed data go there: the ledger's decision), supply (GPUs available now, delivery
// time for the rest) and cost, recommending a primary and a backup — the backup in another region when
// one qualifies, so that losing a region does not lose both. A candidate the data may not go to is never
// recommended, whatever its score. Every figure that went into a score is kept for the explanation.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg::planning {

struct ClusterCandidate
{
    QString name;
    QString region;                  // country or region code
    std::optional<double> rttMs;     // measured (L1 RTT); unset: not measured yet
    bool compliant = true;           // the ledger clears the needed datasets for `region`
    QString complianceReason;        // why not (from the ledger), for people
    int availableGpus = 0;           // that can be had now
    std::optional<int> deliveryDays; // until the rest can be had; unset: no date for the rest
    double gpuHourPrice = 0;         // per GPU-hour, in one currency for all candidates
};

struct ChoiceWeights
{
    double latency = 0.3;
    double cost = 0.4;
    double supply = 0.3;
};

struct ChoiceRequest
{
    int gpusNeeded = 1;
    ChoiceWeights weights;
    double maxRttMs = 0; // above this a candidate does not qualify; 0: no limit
};

struct CandidateScore
{
    ClusterCandidate candidate;
    bool eligible = false;
    QStringList notes;       // why it does not qualify, or what lowered its score (translated)
    double latencyScore = 0; // 0..1 each, 1 best
    double costScore = 0;
    double supplyScore = 0;
    double score = 0; // weighted, 0..1
};

struct ClusterChoice
{
    QList<CandidateScore> ranked; // eligible first, best first; then the others
    std::optional<int> primary;   // index into ranked
    std::optional<int> backup;
    QString explanation() const; // a few lines for people (translated)
};

class ClusterChooser
{
    Q_DECLARE_TR_FUNCTIONS(cg::planning::ClusterChooser)

public:
    static ClusterChoice choose(const QList<ClusterCandidate> &candidates, const ChoiceRequest &request);
};

} // namespace cg::planning
