// SPDX-License-Identifier: GPL-3.0-or-later
// Capacity planning: how many GPUs an inference service needs at peak (with the arithmetic, its
// sensitivity to each input and the spread over availability zones), and what a training run costs in
// GPU-hours once checkpoints and failures are counted.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cg::planning {

// One line of shown arithmetic: "tokens per second at peak = 60 x (1000 + 300) = 78000".
struct PlanStep
{
    QString label;   // what the number is, in the user's words
    QString formula; // how it was computed, with the numbers put in
    double value = 0;
    QString unit;
    QString text() const; // "label = formula = value unit"
};

struct InferenceInputs
{
    double qps = 0;             // peak requests per second
    double inputTokens = 0;     // mean input (prompt) tokens per request, L_in
    double outputTokens = 0;    // mean output tokens per request, L_out
    double tpsPerGpu = 0;       // measured single-GPU throughput, tokens per second
    double batchEfficiency = 1; // gain from batching, measured (typically 1.5-4)
    double utilization = 0.7;   // target GPU utilization, 0 < u <= 1 (typically 0.6-0.75)
    double headroom = 0;        // extra capacity for uncertain delivery, 0.25 = 25 %
    int groupSize = 1;          // GPUs one replica of the model needs (8 for a model sharded over 8 GPUs)
};

struct InferencePlan
{
    InferenceInputs inputs;
    double peakTokensPerSecond = 0;   // Q x (L_in + L_out)
    double neededTokensPerSecond = 0; // with headroom
    double effectivePerGpu = 0;       // TPS x BatchEff x Util
    double exactGpus = 0;             // the ratio before rounding
    int gpusBeforeGroups = 0;         // ceil(exactGpus)
    int groups = 0;                   // replicas of groupSize GPUs
    int gpus = 0;                     // the answer: groups x groupSize
    QList<PlanStep> steps;
};

// The GPU count when one input is moved down and up by a share (e.g. 20 %), all else kept.
struct Sensitivity
{
    QString input; // key: "qps", "in", "out", "tps", "batch_eff", "util", "headroom"
    QString label; // translated name
    double base = 0;
    double lowValue = 0;
    double highValue = 0;
    int lowGpus = 0;  // GPUs at lowValue
    int highGpus = 0; // GPUs at highValue
    QString note;     // e.g. "+20 % capped at 100 % utilization"
    int swing() const { return qAbs(highGpus - lowGpus); }
};

// Groups spread over availability zones; with surviveZoneLoss the remaining zones must carry the
// whole peak when any one zone is lost.
struct ZonePlan
{
    int zones = 1;
    bool surviveZoneLoss = false;
    int groupSize = 1;
    int neededGroups = 0;
    QList<int> groupsPerZone; // zone i holds groupsPerZone[i] groups (as even as possible)
    int totalGroups = 0;
    int totalGpus = 0;
    int extraGpus = 0; // over the plan without zones
    QList<PlanStep> steps;
};

struct TrainingInputs
{
    double targetSteps = 0;
    double stepSeconds = 0;               // measured time of one training step
    int gpus = 0;                         // GPUs the job holds
    double checkpointSeconds = 0;         // time one checkpoint stalls training (0: no checkpoints)
    double mtbfHours = 0;                 // mean time between failures of the whole job (0: no failures)
    double restartSeconds = 0;            // time from a failure until training runs again (requeue, load)
    double checkpointIntervalSeconds = 0; // compute between checkpoints; 0: use the optimum
};

struct TrainingPlan
{
    TrainingInputs inputs;
    double computeHours = 0;           // steps x step time
    double intervalSeconds = 0;        // checkpoint interval used
    double optimalIntervalSeconds = 0; // Young: sqrt(2 x C x MTBF)
    double dalyIntervalSeconds = 0;    // Daly's higher-order estimate, for comparison
    QString intervalFormula;           // which formula the interval came from
    double checkpoints = 0;
    double checkpointHours = 0; // overhead of writing checkpoints
    double expectedFailures = 0;
    double failureLossHours = 0; // recomputed work + restarts
    double wallHours = 0;
    double gpuHours = 0;
    double overheadShare = 0; // (wall - compute) / wall
    QList<PlanStep> steps;
};

class Planner
{
    Q_DECLARE_TR_FUNCTIONS(cg::planning::Planner)

public:
    // num_gpu = ceil(Q x (L_in + L_out) x (1 + headroom) / (TPS x BatchEff x Util)), rounded up to
    // a whole number of groups. The error says which input is wrong and what would be valid.
    static Result<InferencePlan> planInference(const InferenceInputs &in);
    // Each input moved by -share and +share (0.2 = 20 %), in the order of planInference's formula.
    static Result<QList<Sensitivity>> sensitivity(const InferenceInputs &in, double share = 0.2);
    static Result<ZonePlan> planZones(int gpus, int groupSize, int zones, bool surviveZoneLoss);
    static Result<TrainingPlan> planTraining(const TrainingInputs &in);

    // Young (1974): the interval at which the expected recomputation after a failure about equals the
    // cost of writing checkpoints. Both arguments in seconds.
    static double youngInterval(double checkpointSeconds, double mtbfSeconds);
    // Daly (2006): higher-order correction of Young's estimate (for C < 2 x MTBF; else MTBF).
    static double dalyInterval(double checkpointSeconds, double mtbfSeconds);

    // ceil that treats values within floating-point noise of an integer as that integer.
    static qint64 ceilTolerant(double v);
    // Short number for shown arithmetic ("27.857", "78000", "0.003889").
    static QString number(double v);
};

} // namespace cg::planning
