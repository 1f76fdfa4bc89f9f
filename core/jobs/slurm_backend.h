// SPDX-License-Identifier: GPL-3.0-or-later
// The Slurm backend: a cluster's scheduler driven through its login node over SSH. Submits the batch script
// that slurm_script.h builds (`sbatch --parsable`, or `sbatch --test-only` for a dry run) after the
// compliance gate cleared the spec's datasets; cancels, requeues, holds and releases jobs; reads and follows
// their logs; and runs the poller's batched squeue. Submissions, cancellations, the other job changes and
// gate refusals become audit events carrying the traceability record.
//
// Everything here is synchronous and runs on the thread that drives the login-node connection.
#pragma once

#include "common/result.h"
#include "jobs/compliance_gate.h"
#include "jobs/job_backend.h"
#include "jobs/job_spec.h"
#include "jobs/slurm_script.h"
#include "jobs/squeue_poller.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

namespace cg::jobs {

class SlurmBackend : public JobBackend
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SlurmBackend)

public:
    // `cluster`: the cluster's name in the console (audit subjects, messages).
    SlurmBackend(LoginNode &node, QString cluster);

    QString kind() const override { return QStringLiteral("slurm"); }

    Result<BatchScript> script(const JobSpec &spec, const SchedulerProfile &profile,
                               const ScriptOptions &options = {}) const override;
    // Gate, script, then sbatch (or sbatch --test-only). A refusal is an error naming what is missing, and
    // sets `*refused`. The gate is asked before anything is sent to the login node.
    Result<Submission> submit(const JobSpec &spec, const SchedulerProfile &profile,
                              const SubmitOptions &options = {}, bool *refused = nullptr) override;

    Status act(JobAction action, const QString &jobId) override;

    // The file the job writes its output to (from scontrol; absolute on the cluster).
    Result<QString> logPath(const QString &jobId);
    // The last `lines` lines of the job's output.
    Result<QByteArray> tail(const QString &jobId, int lines) override;
    // Prints the last `lines` lines, then follows the file (tail -F) until the job has left the queue
    // (asked every `checkSeconds` on the login node) or `stop()` is true.
    Status follow(const QString &jobId, int lines, const std::function<void(const QByteArray &)> &out,
                  const std::function<bool()> &stop, int checkSeconds = kFollowCheckSeconds) override;

    // The poller's runner: each call is one command on the login node.
    CommandRunner runner();
    // One batched squeue: this user's jobs (all states Slurm still remembers).
    Result<QList<JobStatus>> list(bool allUsers = false) override;
    // `sinfo -h -N`: one line per node and partition (a node in two partitions is listed once).
    Result<QList<NodeStatus>> nodes() override;
    // `scontrol -o show job -d`: every job slurmctld still remembers (MinJobAge), every user's.
    Result<QList<JobRecord>> accounting() override;
    bool acceptsJobId(const QString &jobId) const override { return validJobId(jobId); }
    QByteArray queueCommand(bool allUsers) const override;
    Result<QList<JobStatus>> readQueue(const QByteArray &output) const override;
    // Slurm's commands missing on the login node, or slurmctld not answering.
    QString advice(const QString &error) const override;

    static QByteArray sinfoCommand();
    static Result<QList<NodeStatus>> parseSinfo(const QByteArray &out);

    // sbatch --parsable's answer: "123" or "123;cluster"; nullopt when it is neither.
    static std::optional<std::pair<QString, QString>> parseSbatch(const QByteArray &out);
    // StdOut=... of `scontrol -o show job` (paths may hold spaces: up to the next " Key=").
    static QString stdoutPathOf(const QByteArray &scontrolLine);
    static bool validJobId(const QString &jobId); // digits, optionally _N array / +N het suffixes
};

} // namespace cg::jobs
