// SPDX-License-Identifier: GPL-3.0-or-later
// The jobs use cases, written once: a cluster's job backend (chosen per cluster in the registry), set up
// with the compliance gate, the audit log and the front end that asks, and the steps people take on it
// (show the script, submit, change a job, list, tail and follow a log, list nodes, read accounting).
// Synchronous: the window's JobsService runs it on its worker thread, `clustergate jobs` in its own.
#pragma once

#include "common/result.h"
#include "jobs/job_backend.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>

namespace cg {
class Database;
struct ClusterRecord;
} // namespace cg

namespace cg::ledger {
class AuditLog;
}

namespace cg::services {

// Which backend, for which cluster, checked and recorded how.
struct ClusterJobsSetup
{
    QString cluster;  // the cluster's name in the console
    QString backend;  // the registry's name; empty: "slurm"
    QString frontEnd; // "cli", "window", "console": recorded with every audit event
    ledger::AuditLog *audit = nullptr;
    QString actor;
    jobs::ComplianceGate *gate = nullptr;
    jobs::Destination destination;
    // The cluster's container registries (ClusterPlacement::registries): a spec's image is pinned to its
    // digest against them at submission. Empty: the image runs as written.
    QStringList registries;

    // A saved cluster's: its name, its backend (JobBackendChoice) and its region as the gate's destination.
    static Result<ClusterJobsSetup> forCluster(Database &db, const ClusterRecord &cluster);
    // This machine ("This machine" in the window, `--cluster local`): the local backend.
    static ClusterJobsSetup forThisMachine();
};

class ClusterJobs
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::ClusterJobs)

public:
    // The setup's backend on `node` (which must outlive it); fails naming the known backends.
    static Result<std::unique_ptr<ClusterJobs>> open(jobs::LoginNode &node, const ClusterJobsSetup &setup);

    jobs::JobBackend &backend() { return *m_backend; }
    const ClusterJobsSetup &setup() const { return m_setup; }

    Result<jobs::BatchScript> script(const jobs::JobSpec &spec, const jobs::SchedulerProfile &profile,
                                     const jobs::SubmitOptions &options) const;
    // The gate first; a refusal fails with ErrorCode::Refused (and `*refused` set).
    Result<jobs::Submission> submit(const jobs::JobSpec &spec, const jobs::SchedulerProfile &profile,
                                    const jobs::SubmitOptions &options, bool *refused = nullptr);
    Status act(jobs::JobAction action, const QString &jobId);
    Result<QList<jobs::JobStatus>> list(bool allUsers = false);
    Result<QByteArray> tail(const QString &jobId, int lines);
    Status follow(const QString &jobId, int lines, const std::function<void(const QByteArray &)> &out,
                  const std::function<bool()> &stop,
                  int checkSeconds = jobs::JobBackend::kFollowCheckSeconds);
    Result<QList<jobs::NodeStatus>> nodes();
    Result<QList<jobs::JobRecord>> accounting();

    // What to tell a person about a job failure (the backend's advice; empty: nothing to add).
    QString advice(const QString &error) const { return m_backend->advice(error); }
    // Whether `jobId` can name a job here; the error says why not.
    Status checkJobId(const QString &jobId) const;

private:
    ClusterJobs(std::unique_ptr<jobs::JobBackend> backend, ClusterJobsSetup setup);

    std::unique_ptr<jobs::JobBackend> m_backend;
    ClusterJobsSetup m_setup;
};

// A login node that never connects: for asking a backend what it says without running anything (its queue
// command, its advice on an error).
class DetachedLoginNode : public jobs::LoginNode
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::DetachedLoginNode)

public:
    jobs::RemoteRun run(const QByteArray &, const QByteArray &, int) override;
    jobs::RemoteRun stream(const QByteArray &, const std::function<void(const QByteArray &)> &,
                           const std::function<bool()> &) override;
    QString describe() const override;
};

} // namespace cg::services
