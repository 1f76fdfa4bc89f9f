// SPDX-License-Identifier: GPL-3.0-or-later
// Jobs on GPU servers without a scheduler ("ssh-hosts"), and on this machine ("local", local_backend.h):
// the bundled agent runs each rank of a job on its host, detached from the SSH session in its own process
// group (remote_agent/protocol/job_description.h), and this backend keeps what a scheduler would: the
// queue of jobs that do not fit (HostsJobTable, in the profile), which GPUs of which host each rank holds
// (from what each host's agent says is free: NVML, else the GPUs the inventory declares), and the state,
// asked of the hosts again whenever the jobs are listed (so a console that reconnects recovers it).
//
// The batch script is the Slurm backend's with its checkpoint/resume wrapper (slurm_script.h), run by bash
// on the host: `srun` runs the step in place and `scontrol requeue` asks the agent's runner to run the
// script again, so retries, resume from the newest verified checkpoint and the restart count behave as on
// Slurm. A multi-node job gets MASTER_ADDR (rank 0's host), MASTER_PORT, NODE_RANK, NNODES, NPROC_PER_NODE
// and WORLD_SIZE as torchrun and NCCL expect; a rank whose host lost it (runner gone) is moved, with the
// others, to hosts that fit, within the spec's retries. The compliance gate and the audit events are
// JobBackend's, as for Slurm.
#pragma once

#include "jobs/host_agent.h"
#include "jobs/hosts_job_table.h"
#include "jobs/job_backend.h"
#include "jobs/job_hosts.h"

#include <QCoreApplication>

#include <map>
#include <memory>

namespace cg::jobs {

class SshHostsBackend : public JobBackend
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SshHostsBackend)

public:
    static QString name() { return QStringLiteral("ssh-hosts"); }

    SshHostsBackend(LoginNode &node, QString cluster);

    QString kind() const override { return name(); }

    Result<BatchScript> script(const JobSpec &spec, const SchedulerProfile &profile,
                               const ScriptOptions &options = {}) const override;
    Result<Submission> submit(const JobSpec &spec, const SchedulerProfile &profile,
                              const SubmitOptions &options = {}, bool *refused = nullptr) override;
    Status act(JobAction action, const QString &jobId) override;
    Result<QList<JobStatus>> list(bool allUsers = false) override;
    Result<QByteArray> tail(const QString &jobId, int lines) override;
    Status follow(const QString &jobId, int lines, const std::function<void(const QByteArray &)> &out,
                  const std::function<bool()> &stop, int checkSeconds = kFollowCheckSeconds) override;
    Result<QList<NodeStatus>> nodes() override;
    Result<QList<JobRecord>> accounting() override;
    bool acceptsJobId(const QString &jobId) const override;
    QString advice(const QString &error) const override;

    // The script a host runs: the Slurm wrapper with the scheduler's two commands answered in place.
    static Result<BatchScript> buildScript(const JobSpec &spec, const SchedulerProfile &profile,
                                           const ScriptOptions &options);
    // The rendezvous variables of rank `rank` of `nodes`, rank 0 at `masterAddress`.
    static QMap<QString, QString> rendezvous(const QString &jobId, const QString &masterAddress, int rank,
                                             int nodes, int gpusPerNode);

protected:
    // The local backend: one host, this machine; a job that asks for more GPUs than it has still runs.
    SshHostsBackend(LoginNode &node, QString cluster, bool local);

private:
    struct Host
    {
        JobHost info;
        std::unique_ptr<HostAgent> agent;
        QString problem; // why it cannot take jobs now (cleared on each listing)
        bool asked = false;
        HostGpus gpus;
    };
    struct Placement
    {
        QList<HostsRank> ranks;
        QStringList notes; // why it does not fit (hosts that cannot run, or are full)
    };

    QList<Host *> hosts();
    Host *host(const QString &name);
    // Asks every host (once per call of the public method) what is free.
    void refreshHosts();
    // Where the job fits now; empty ranks: it does not (notes say why).
    Placement place(const HostsJob &job);
    // Whether it can ever fit (enough hosts, enough GPUs on them).
    Status canEverFit(int nodes, int gpusPerNode);
    Status startJob(HostsJob &job, const Placement &p);
    // Starts queued jobs that fit (in order) and moves jobs whose host lost them; returns what changed.
    void pump(HostsJobTable &table);
    // Asks the hosts of every started job and records what ended.
    void refreshStates(HostsJobTable &table, std::map<QString, QString> *unreachable);
    Status cancelRanks(HostsJob &job, QStringList *notes);
    // The last step the job reported in its log (rank 0's, else the next rank whose host answers); -1: none.
    qint64 reportedStep(const HostsJob &job);
    // For each job restarted after a loss: once the wrapper has logged where it resumed from, the
    // `job.resumed` event with the steps lost (ssh_hosts_resume.cpp).
    void recordResumes(HostsJobTable &table);
    QString tableFile() const;
    QString newJobId(const QString &name) const;

    bool m_local;
    std::map<QString, std::unique_ptr<Host>> m_hosts;
    QStringList m_order;
    bool m_hostsBuilt = false;
    bool m_refreshed = false;
};

} // namespace cg::jobs
