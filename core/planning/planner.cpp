// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/planner.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace cg::planning {

namespace {

constexpr double kMaxGpus = 1e7; // beyond this the units are wrong, not the cluster too small

bool finite(double v)
{
    return std::isfinite(v);
}

QString n(double v)
{
    return Planner::number(v);
}

PlanStep step(const QString &label, const QString &formula, double value, const QString &unit = {})
{
    return PlanStep{label, formula, value, unit};
}

// Empty when the inference inputs can be planned with; else what is wrong and what would do.
QString checkInference(const InferenceInputs &in)
{
    const auto positive = [](double v) { return finite(v) && v > 0; };
    if (!positive(in.qps))
        return Planner::tr("peak requests per second (--qps) must be greater than 0, not %1").arg(n(in.qps));
    if (!finite(in.inputTokens) || in.inputTokens < 0)
        return Planner::tr("mean input tokens (--in) must be 0 or more, not %1").arg(n(in.inputTokens));
    if (!finite(in.outputTokens) || in.outputTokens < 0)
        return Planner::tr("mean output tokens (--out) must be 0 or more, not %1").arg(n(in.outputTokens));
    if (in.inputTokens + in.outputTokens <= 0)
        return Planner::tr("input plus output tokens per request (--in + --out) must be greater than 0");
    if (!positive(in.tpsPerGpu))
        return Planner::tr("single-GPU throughput (--tps, tokens per second) must be greater than 0, not %1")
            .arg(n(in.tpsPerGpu));
    if (!positive(in.batchEfficiency))
        return Planner::tr("batching efficiency (--batch-eff) must be greater than 0 (measured values are "
                           "typically 1.5 to 4), not %1")
            .arg(n(in.batchEfficiency));
    if (!positive(in.utilization) || in.utilization > 1)
        return Planner::tr("target utilization (--util) must be greater than 0 and at most 1 (0.7 means "
                           "70 %), not %1")
            .arg(n(in.utilization));
    if (!finite(in.headroom) || in.headroom < 0 || in.headroom > 10)
        return Planner::tr("headroom (--headroom) must be between 0 and 10 (0.25 means 25 %), not %1")
            .arg(n(in.headroom));
    if (in.groupSize < 1 || in.groupSize > 4096)
        return Planner::tr("GPU group size (--group) must be a whole number from 1 to 4096, not %1")
            .arg(in.groupSize);
    return {};
}

} // namespace

QString PlanStep::text() const
{
    QString t = label + QStringLiteral(": ") + formula;
    const QString v = Planner::number(value);
    if (formula != v)
        t += QStringLiteral(" = ") + v;
    if (!unit.isEmpty())
        t += QLatin1Char(' ') + unit;
    return t;
}

qint64 Planner::ceilTolerant(double v)
{
    const double r = std::round(v);
    if (std::fabs(v - r) <= 1e-9 * std::max(1.0, std::fabs(v)))
        return qint64(r);
    return qint64(std::ceil(v));
}

QString Planner::number(double v)
{
    if (!finite(v))
        return QString::number(v);
    const double r = std::round(v);
    if (std::fabs(v - r) <= 1e-9 * std::max(1.0, std::fabs(v)) && std::fabs(r) < 1e15)
        return QString::number(qint64(r));
    if (std::fabs(v) < 1) // small figures keep their significant digits: 0.003889, not 0.004
        return QString::number(v, 'g', 4);
    QString s = QString::number(v, 'f', 3);
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s;
}

Result<InferencePlan> Planner::planInference(const InferenceInputs &in)
{
    using R = Result<InferencePlan>;
    if (const QString bad = checkInference(in); !bad.isEmpty())
        return R::failure(bad);

    InferencePlan p;
    p.inputs = in;
    p.peakTokensPerSecond = in.qps * (in.inputTokens + in.outputTokens);
    p.neededTokensPerSecond = p.peakTokensPerSecond * (1 + in.headroom);
    p.effectivePerGpu = in.tpsPerGpu * in.batchEfficiency * in.utilization;
    p.exactGpus = p.neededTokensPerSecond / p.effectivePerGpu;
    if (!finite(p.exactGpus) || p.exactGpus > kMaxGpus)
        return R::failure(tr("that needs more than %1 GPUs (%2); check the units: --tps is tokens per "
                             "second of one GPU, --qps requests per second")
                              .arg(n(kMaxGpus), n(p.exactGpus)));
    p.gpusBeforeGroups = int(ceilTolerant(p.exactGpus));
    p.groups = (p.gpusBeforeGroups + in.groupSize - 1) / in.groupSize;
    p.gpus = p.groups * in.groupSize;

    const QString tps = tr("tokens/s");
    p.steps << step(
        tr("Tokens per second at peak"),
        tr("Q x (L_in + L_out) = %1 x (%2 + %3)").arg(n(in.qps), n(in.inputTokens), n(in.outputTokens)),
        p.peakTokensPerSecond, tps);
    p.steps << step(tr("With headroom"), tr("%1 x (1 + %2)").arg(n(p.peakTokensPerSecond), n(in.headroom)),
                    p.neededTokensPerSecond, tps);
    p.steps << step(tr("Effective throughput of one GPU"),
                    tr("TPS x BatchEff x Util = %1 x %2 x %3")
                        .arg(n(in.tpsPerGpu), n(in.batchEfficiency), n(in.utilization)),
                    p.effectivePerGpu, tps);
    p.steps << step(tr("GPUs, exact"), tr("%1 / %2").arg(n(p.neededTokensPerSecond), n(p.effectivePerGpu)),
                    p.exactGpus);
    p.steps << step(tr("GPUs, rounded up"), tr("ceil(%1)").arg(n(p.exactGpus)), p.gpusBeforeGroups,
                    tr("GPUs"));
    if (in.groupSize > 1) {
        p.steps << step(tr("Groups of %1 GPUs").arg(in.groupSize),
                        tr("ceil(%1 / %2)").arg(p.gpusBeforeGroups).arg(in.groupSize), p.groups,
                        tr("groups"));
        p.steps << step(tr("GPUs in whole groups"), tr("%1 x %2").arg(p.groups).arg(in.groupSize), p.gpus,
                        tr("GPUs"));
    }
    return p;
}

Result<QList<Sensitivity>> Planner::sensitivity(const InferenceInputs &in, double share)
{
    using R = Result<QList<Sensitivity>>;
    if (const QString bad = checkInference(in); !bad.isEmpty())
        return R::failure(bad);
    if (!finite(share) || share <= 0 || share >= 1)
        return R::failure(
            tr("the sensitivity step must be between 0 and 1 (0.2 means 20 %), not %1").arg(n(share)));

    struct Knob
    {
        QString key;
        QString label;
        double InferenceInputs::*field;
    };
    const QList<Knob> knobs{
        {QStringLiteral("qps"), tr("Peak requests per second"), &InferenceInputs::qps},
        {QStringLiteral("in"), tr("Mean input tokens"), &InferenceInputs::inputTokens},
        {QStringLiteral("out"), tr("Mean output tokens"), &InferenceInputs::outputTokens},
        {QStringLiteral("tps"), tr("Single-GPU throughput"), &InferenceInputs::tpsPerGpu},
        {QStringLiteral("batch_eff"), tr("Batching efficiency"), &InferenceInputs::batchEfficiency},
        {QStringLiteral("util"), tr("Target utilization"), &InferenceInputs::utilization},
        {QStringLiteral("headroom"), tr("Headroom"), &InferenceInputs::headroom},
    };
    const int pct = int(std::lround(share * 100));
    QList<Sensitivity> out;
    for (const Knob &k : knobs) {
        Sensitivity s;
        s.input = k.key;
        s.label = k.label;
        s.base = in.*(k.field);
        s.lowValue = s.base * (1 - share);
        s.highValue = s.base * (1 + share);
        if (k.field == &InferenceInputs::utilization && s.highValue > 1) {
            s.highValue = 1;
            s.note = tr("+%1 % capped at 100 % utilization").arg(pct);
        }
        if (s.base == 0)
            s.note = tr("0: a share of it changes nothing");
        InferenceInputs low = in, high = in;
        low.*(k.field) = s.lowValue;
        high.*(k.field) = s.highValue;
        const auto lp = planInference(low);
        const auto hp = planInference(high);
        if (!lp || !hp)
            return R::failure(
                tr("%1 at -%2 % / +%2 %: %3").arg(k.label).arg(pct).arg(lp ? hp.error() : lp.error()));
        s.lowGpus = lp->gpus;
        s.highGpus = hp->gpus;
        out << s;
    }
    return out;
}

Result<ZonePlan> Planner::planZones(int gpus, int groupSize, int zones, bool surviveZoneLoss)
{
    using R = Result<ZonePlan>;
    if (groupSize < 1)
        return R::failure(tr("GPU group size must be 1 or more, not %1").arg(groupSize));
    if (gpus < 1)
        return R::failure(tr("the plan must have at least one GPU, not %1").arg(gpus));
    if (zones < 1 || zones > 64)
        return R::failure(tr("availability zones must be a whole number from 1 to 64, not %1").arg(zones));
    if (surviveZoneLoss && zones < 2)
        return R::failure(tr("surviving the loss of a zone needs at least 2 zones"));

    ZonePlan z;
    z.zones = zones;
    z.surviveZoneLoss = surviveZoneLoss;
    z.groupSize = groupSize;
    z.neededGroups = (gpus + groupSize - 1) / groupSize;
    // The smallest total that, spread as evenly as possible, still holds the needed groups after the
    // largest zone is gone.
    int total = z.neededGroups;
    if (surviveZoneLoss) {
        while (total - (total + zones - 1) / zones < z.neededGroups)
            ++total;
    }
    z.totalGroups = total;
    for (int i = 0; i < zones; ++i)
        z.groupsPerZone << total / zones + (i < total % zones ? 1 : 0);
    z.totalGpus = total * groupSize;
    z.extraGpus = z.totalGpus - z.neededGroups * groupSize;

    QStringList spread;
    for (int g : std::as_const(z.groupsPerZone))
        spread << QString::number(g);
    z.steps << step(tr("Replicas needed"), tr("ceil(%1 / %2)").arg(gpus).arg(groupSize), z.neededGroups,
                    tr("groups"));
    if (surviveZoneLoss) {
        const int largest = z.groupsPerZone.isEmpty() ? 0 : z.groupsPerZone.first();
        z.steps << step(tr("Replicas so that any %1 of %2 zones carry the peak").arg(zones - 1).arg(zones),
                        tr("smallest T with T - ceil(T / %1) >= %2").arg(zones).arg(z.neededGroups), total,
                        tr("groups"));
        z.steps << step(tr("Left after losing the largest zone"), tr("%1 - %2").arg(total).arg(largest),
                        total - largest, tr("groups"));
    }
    z.steps << step(tr("Replicas per zone"), spread.join(QStringLiteral(" + ")), total, tr("groups"));
    z.steps << step(tr("GPUs in all zones"), tr("%1 x %2").arg(total).arg(groupSize), z.totalGpus,
                    tr("GPUs"));
    return z;
}

double Planner::youngInterval(double checkpointSeconds, double mtbfSeconds)
{
    return std::sqrt(2 * checkpointSeconds * mtbfSeconds);
}

double Planner::dalyInterval(double checkpointSeconds, double mtbfSeconds)
{
    const double c = checkpointSeconds, m = mtbfSeconds;
    if (c >= 2 * m)
        return m;
    const double x = c / (2 * m);
    return std::sqrt(2 * c * m) * (1 + std::sqrt(x) / 3 + x / 9) - c;
}

Result<TrainingPlan> Planner::planTraining(const TrainingInputs &in)
{
    using R = Result<TrainingPlan>;
    if (!finite(in.targetSteps) || in.targetSteps <= 0)
        return R::failure(tr("target steps must be greater than 0, not %1").arg(n(in.targetSteps)));
    if (!finite(in.stepSeconds) || in.stepSeconds <= 0)
        return R::failure(
            tr("measured step time must be greater than 0 seconds, not %1").arg(n(in.stepSeconds)));
    if (in.gpus < 1)
        return R::failure(tr("the job must hold at least one GPU, not %1").arg(in.gpus));
    if (!finite(in.checkpointSeconds) || in.checkpointSeconds < 0)
        return R::failure(
            tr("checkpoint time must be 0 seconds or more, not %1").arg(n(in.checkpointSeconds)));
    if (!finite(in.mtbfHours) || in.mtbfHours < 0)
        return R::failure(tr("mean time between failures must be 0 hours (no failures) or more, not %1")
                              .arg(n(in.mtbfHours)));
    if (!finite(in.restartSeconds) || in.restartSeconds < 0)
        return R::failure(tr("restart time must be 0 seconds or more, not %1").arg(n(in.restartSeconds)));
    if (!finite(in.checkpointIntervalSeconds) || in.checkpointIntervalSeconds < 0)
        return R::failure(tr("checkpoint interval must be 0 (the optimum) or more seconds, not %1")
                              .arg(n(in.checkpointIntervalSeconds)));

    TrainingPlan p;
    p.inputs = in;
    const double compute = in.targetSteps * in.stepSeconds;
    const double c = in.checkpointSeconds;
    const double m = in.mtbfHours * 3600;
    p.computeHours = compute / 3600;
    p.steps << step(tr("Compute"), tr("%1 steps x %2 s / 3600").arg(n(in.targetSteps), n(in.stepSeconds)),
                    p.computeHours, tr("hours"));

    if (m > 0 && c > 0) {
        p.optimalIntervalSeconds = youngInterval(c, m);
        p.dalyIntervalSeconds = dalyInterval(c, m);
    }
    if (in.checkpointIntervalSeconds > 0) {
        p.intervalSeconds = in.checkpointIntervalSeconds;
        p.intervalFormula = tr("as given");
    } else if (m > 0 && c > 0) {
        p.intervalSeconds = p.optimalIntervalSeconds;
        p.intervalFormula = tr("Young: sqrt(2 x checkpoint cost x MTBF)");
    } else if (m > 0) {
        p.intervalSeconds = in.stepSeconds; // free checkpoints: after every step
        p.intervalFormula = tr("checkpoints cost nothing: after every step");
    } else {
        p.intervalSeconds = 0; // no failures expected: no checkpoints needed
        p.intervalFormula = tr("no failures expected: no checkpoints needed");
    }
    if (p.intervalSeconds > 0 && p.intervalSeconds < in.stepSeconds) {
        p.intervalSeconds = in.stepSeconds;
        p.intervalFormula += tr(" (raised to one step)");
    }
    if (m > 0 && c > 0) {
        p.steps << step(tr("Checkpoint interval, Young"), tr("sqrt(2 x %1 s x %2 s)").arg(n(c), n(m)),
                        p.optimalIntervalSeconds, tr("s"));
        p.steps << step(tr("Checkpoint interval, Daly (for comparison)"),
                        tr("sqrt(2CM) x (1 + sqrt(C/2M)/3 + C/18M) - C"), p.dalyIntervalSeconds, tr("s"));
    }
    if (p.intervalSeconds > 0) {
        p.steps << step(tr("Checkpoint interval used (%1)").arg(p.intervalFormula),
                        tr("every %1 steps").arg(n(p.intervalSeconds / in.stepSeconds)), p.intervalSeconds,
                        tr("s"));
        p.checkpoints = std::floor(compute / p.intervalSeconds + 1e-9);
    }
    p.checkpointHours = p.checkpoints * c / 3600;
    p.steps << step(tr("Checkpoint overhead"), tr("%1 checkpoints x %2 s / 3600").arg(n(p.checkpoints), n(c)),
                    p.checkpointHours, tr("hours"));
    const double beforeFailures = compute + p.checkpoints * c;
    const double lossPerFailure = p.intervalSeconds / 2 + in.restartSeconds;
    if (m > 0) {
        p.expectedFailures = beforeFailures / m;
        p.failureLossHours = p.expectedFailures * lossPerFailure / 3600;
        p.steps << step(tr("Expected failures"),
                        tr("%1 h / %2 h MTBF").arg(n(beforeFailures / 3600), n(in.mtbfHours)),
                        p.expectedFailures);
        p.steps << step(tr("Failure loss (half an interval recomputed + restart)"),
                        tr("%1 x (%2 s / 2 + %3 s) / 3600")
                            .arg(n(p.expectedFailures), n(p.intervalSeconds), n(in.restartSeconds)),
                        p.failureLossHours, tr("hours"));
    }
    p.wallHours = (beforeFailures + p.expectedFailures * lossPerFailure) / 3600;
    p.gpuHours = p.wallHours * in.gpus;
    p.overheadShare = p.wallHours > 0 ? (p.wallHours - p.computeHours) / p.wallHours : 0;
    p.steps << step(tr("Wall-clock time"),
                    tr("%1 + %2 + %3").arg(n(p.computeHours), n(p.checkpointHours), n(p.failureLossHours)),
                    p.wallHours, tr("hours"));
    p.steps << step(tr("GPU-hours"), tr("%1 h x %2 GPUs").arg(n(p.wallHours)).arg(in.gpus), p.gpuHours,
                    tr("GPU-hours"));
    return p;
}

} // namespace cg::planning
