// SPDX-License-Identifier: GPL-3.0-or-later
// The preemption drill: a CPU "training" job that follows the checkpoint contract of slurm_script.h
// (resumes from CG_RESUME_FROM, writes step-N/ with its state every CG_CHECKPOINT_INTERVAL steps, logs
// every step), a high-priority job that needs the whole node to preempt it, and the reading of the
// drill's log into its runs — what the jobs tests and the L5 validation check both use.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace cg::jobs {

struct DrillOptions
{
    QString lowQueue = QStringLiteral("low");   // preemptible partition (or priority)
    QString highQueue = QStringLiteral("high"); // the one that preempts it
    int steps = 120;
    int intervalSteps = 5;
    double stepSeconds = 0.3;
    int urgentCpus = 4; // enough to need the whole node
    QString checkpointStorage = QStringLiteral("drill");
};

// One run of the drill job (from a start to a preemption or the end), read from its log.
struct DrillRun
{
    int startStep = -1;
    QString resumedFrom; // "scratch" or the checkpoint directory
    QList<int> steps;
    QList<int> checkpoints;
};

// What the drill's log shows.
struct DrillReading
{
    QList<DrillRun> runs;
    bool finished = false; // "finished at step N" with N = the drill's last step
    // After each preemption: steps the run before had done past the checkpoint resumed from (lost work),
    // the largest of them; -1 before a second run.
    int maxLostSteps = -1;
    // A step at or before the resumed checkpoint done again (must never happen).
    bool repeatedBeforeCheckpoint = false;
    // Each resume started from the newest checkpoint the run before had completed.
    bool resumedFromNewest = true;
};

class Drill
{
public:
    static QByteArray trainingSpec(const DrillOptions &options);
    static QByteArray urgentSpec(const DrillOptions &options);
    static DrillReading read(const QByteArray &log, const DrillOptions &options);
};

} // namespace cg::jobs
