// SPDX-License-Identifier: GPL-3.0-or-later
// How far a job got, as the job and the checkpoint wrapper (slurm_script.h) say in its log, for the steps
// lost when a host loses a job:
//   - the job's own progress: the last line that ends in "step N" ("train: step 120", "step=120",
//     "global step: 120"), as the drill (drill.h) and most training loops print it;
//   - the wrapper's resume: "resuming from checkpoint step-000120 (verified)", or one of its "starting from
//     scratch" lines (step 0), with the time stamp of its "[clustergate TIME]" prefix.
#pragma once

#include <QByteArray>
#include <QDateTime>

#include <algorithm>
#include <optional>

namespace cg::jobs {

struct ResumePoint
{
    qint64 step = 0; // the checkpoint's step; 0: from scratch
    QDateTime at;    // when the wrapper said so (invalid: no stamp)
};

class JobProgress
{
public:
    // The last step the log reports; -1: none.
    static qint64 lastStep(const QByteArray &log);
    // The first resume the wrapper logged; nullopt: none yet.
    static std::optional<ResumePoint> resumedFrom(const QByteArray &log);
    // Steps lost: the last step reached before the loss minus the step resumed from (never below 0);
    // -1 when the last step is not known.
    static qint64 stepsLost(qint64 lastStep, qint64 resumedFrom)
    {
        return lastStep < 0 ? -1 : std::max<qint64>(0, lastStep - resumedFrom);
    }
};

} // namespace cg::jobs
