// SPDX-License-Identifier: GPL-3.0-or-later
// The Slurm batch script for a JobSpec on one cluster: #SBATCH options from the cluster's SlurmProfile
// (REFERENCE.md "Slurm over SSH"), a traceability record as comments, and a bash wrapper that makes the
// job survive preemption, time limits and node loss.
//
// What the wrapper does, in order:
//   1. CG_RESTART_COUNT = SLURM_RESTART_COUNT (0 on the first run). Past maxRetries it logs why and exits
//      with status 3 without running the command and without requeueing.
//   2. Resume (resume.mode auto-latest): the newest checkpoint directory that is complete and whose
//      manifest verifies becomes CG_RESUME_FROM. A newer one that does not verify is moved to
//      $CG_CHECKPOINT_DIR/.quarantine/ and, per resume.fallback, the one before it is used ("previous"),
//      the job starts from scratch ("scratch") or the job stops with status 4 ("fail"). Unfinished
//      directories newer than the one resumed from are removed (the job will write them again). When
//      nothing verifies locally and a mirror is listed, the mirror is fetched first.
//   2a. Before that, storage.dataset is staged into CG_DATASET_DIR (copied once from an object store,
//      kept with a marker naming its source); a failed staging stops the job (status 2).
//   3. Runs the command (srun, one task per node; in the image when one is given) with USR1 and TERM
//      trapped and forwarded to the step. Slurm sends USR1 `signalLeadSeconds` before the time limit
//      (--signal=B:USR1@N) and, with preempt_send_user_signal, before preemption.
//   4. While the command runs, and once more when it ends, every finished checkpoint is sealed: a
//      MANIFEST.sha256 (sha256sum of every file in it) is written when verify_on_write, the directory is
//      copied to each mirror (s3://, object-store:// as the profile maps it), and older checkpoints are
//      pruned to keep_last (in the mirrors too).
//   5. A run interrupted after Slurm's USR1 warning (preemption, time limit) is requeued with `scontrol
//      requeue $SLURM_JOB_ID` when restartPolicy is not "never" and CG_RESTART_COUNT < maxRetries; a run
//      whose command failed is requeued only with restartPolicy "on-failure"; a TERM without a warning
//      first (scancel) is never requeued. Otherwise the command's status is the job's (5 for an
//      interrupted run that exited 0, so that it never reads as completed).
//
// The checkpoint contract for the job's own code (bash, python, anything):
//   - Read CG_RESUME_FROM: empty means start from scratch; otherwise a directory to load state from.
//   - Write each checkpoint into a new directory $CG_CHECKPOINT_DIR/step-<N>/ (N: the training step,
//     digits only, e.g. step-000123; higher N is newer). When every file in it is written and closed,
//     create the empty file step-<N>/.done. Never change a directory after its .done exists.
//   - On SIGUSR1: write a checkpoint soon (and exit, or keep going until SIGTERM). On SIGTERM: exit.
//   - Also given: CG_RESTART_COUNT, CG_CHECKPOINT_INTERVAL (interval_steps; 0: the job decides),
//     CG_KEEP_LAST, CG_SEED (when the spec has a seed), CG_SPEC_HASH, CG_JOB_NAME, CG_DATASET_DIR (when
//     the spec has storage.dataset) and CG_SMOKE_STEPS on a smoke run (stop after that many steps).
//   Example (bash):  d=$CG_CHECKPOINT_DIR/step-$(printf %06d $step); mkdir -p "$d"; save >"$d/state";
//                    touch "$d/.done"
#pragma once

#include "common/result.h"
#include "jobs/job_spec.h"
#include "jobs/job_types.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {
struct ClusterPlacement;
}

namespace cg::jobs {

// The Slurm name of the neutral profile (slurm_script.h predates the JobBackend seam).
using SlurmProfile = SchedulerProfile;

class SlurmScripts
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SlurmScripts)

public:
    // Fails only when the spec cannot be expressed at all (e.g. an empty command).
    static Result<BatchScript> build(const JobSpec &spec, const SlurmProfile &profile,
                                     const ScriptOptions &options = {});
    static Traceability traceOf(const JobSpec &spec, const SlurmProfile &profile);
    // Hex SHA-256 of spec.canonical() + profile.canonical().
    static QString specHash(const JobSpec &spec, const SlurmProfile &profile);
    // The partition and QoS the spec lands on with this profile (empty: Slurm's default).
    static SchedulingTarget targetOf(const JobSpec &spec, const SlurmProfile &profile);
};

} // namespace cg::jobs
