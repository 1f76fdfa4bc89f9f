// SPDX-License-Identifier: GPL-3.0-or-later
// Moving a job to another cluster, by itself or by hand, written once for the console, the window and
// `clustergate jobs switch`:
//   - FailoverClock: from the looks at one job (its cluster reachable or not, its state), whether the
//     spec's failover limits have run out (unreachable, preempted and not running again, queued too long).
//   - JobFailover::switchJob: asks the compliance gate again for the destination (the backup's), finds the
//     newest verified checkpoint in the object store as the backup sees it (the wrapper's layout:
//     step-N/ with .done and MANIFEST.sha256, slurm_script.h), submits the spec there (the wrapper resumes
//     from the mirror), cancels the old job where its cluster still answers, and records `job.switched`
//     (from/to cluster and job, checkpoint step, reason, gate decision). A refusal (gate, no object store
//     to carry checkpoints, backup unreachable) moves nothing: `job.switch_refused` and an alert say why.
//   - JobFailover::watch/tick: the jobs with backups, looked at once per tick; a job whose limit ran out
//     goes to its first backup that takes it.
//   - JobFailover::timeline: the job's audit rows on every cluster it went through, in order.
// Synchronous: runs on the thread that may block on the clusters' login nodes (a worker, or the CLI's).
#pragma once

#include "common/result.h"
#include "jobs/job_backend.h"
#include "services/jobs_use_cases.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace cg::ledger {
class Ledger;
}

namespace cg::planning {
struct ClusterChoice;
}

namespace cg::services {

enum class FailoverReason { Unreachable, Preempted, Queued, ByHand };
QString failoverReasonName(FailoverReason r); // "unreachable", "preempted", "queued", "by-hand"

// One job's failover limits over time.
class FailoverClock
{
public:
    // One look: `status` is the job as its cluster listed it (nullopt: not listed, or the cluster did not
    // answer when !reachable). Returns the reason once a limit has run out.
    std::optional<FailoverReason> observe(const QDateTime &now, bool reachable,
                                          const std::optional<jobs::JobStatus> &status,
                                          const jobs::FailoverPolicy &policy);
    void reset() { *this = FailoverClock{}; }

private:
    QDateTime m_unreachableSince;
    QDateTime m_preemptedSince;
    QDateTime m_pendingSince;
};

// A cluster opened for jobs: its login node, its use cases (with gate and audit) and its scheduler profile.
struct OpenedCluster
{
    std::unique_ptr<jobs::LoginNode> node;
    std::unique_ptr<ClusterJobs> jobs;
    jobs::SchedulerProfile profile;
};

// The newest checkpoint that verifies in the object store.
struct CarriedCheckpoint
{
    QString mirror; // the directory on the cluster it was found in
    QString name;   // "step-000120"
    qint64 step = -1;
};

struct SwitchRequest
{
    QString fromCluster;
    QString fromJobId;
    jobs::JobSpec spec;
    QString toCluster;
    FailoverReason reason = FailoverReason::ByHand;
    QString detail; // what was seen ("unreachable for 10 minutes")
};

struct SwitchOutcome
{
    QString fromCluster, fromJobId, toCluster; // as asked
    bool moved = false;
    QString newJobId;
    std::optional<CarriedCheckpoint> checkpoint; // none: started from scratch
    jobs::GateDecision gate;
    QString why; // a refusal's reason (translated)
};

class JobFailover
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::JobFailover)

public:
    // Opens a saved cluster by name: login node, use cases (gate, audit, front end set by the caller).
    using Opener = std::function<Result<OpenedCluster>(const QString &cluster)>;
    // Where an alert goes (the console's alert center): the cluster, the job, what and what to do.
    using AlertOut = std::function<void(const QString &cluster, const QString &job, const QString &what,
                                        const QString &todo)>;

    JobFailover(ledger::Ledger &ledger, QString actor, QString frontEnd, Opener opener);

    void setAlerts(AlertOut alerts) { m_alerts = std::move(alerts); }

    // The move itself (see the top). A refusal is audited, alerted and returned with moved == false.
    SwitchOutcome switchJob(const SwitchRequest &request);

    // The newest verified checkpoint under the spec's object-store mirror as `cluster` maps it; nullopt
    // when there is none yet; an error when the spec has no mirror the cluster can read.
    static Result<std::optional<CarriedCheckpoint>> newestCheckpoint(OpenedCluster &cluster,
                                                                     const jobs::JobSpec &spec);

    // The backup the planner's cluster choice names for a job on `cluster`: its backup when the job is on its
    // primary, its primary when the job is on its backup; empty otherwise (for watch() when the spec names
    // none).
    static QStringList backupsFrom(const planning::ClusterChoice &choice, const QString &cluster);

    // Watches a job with backups (the spec's failover.backups; `backups` overrides them when not empty).
    void watch(const QString &cluster, const QString &jobId, const jobs::JobSpec &spec,
               const QStringList &backups = {});
    int watching() const { return int(m_watched.size()); }
    // Each watched job: where it is now and the backups left to it.
    struct WatchedJob
    {
        QString cluster;
        QString jobId;
        QStringList backups;
        jobs::FailoverPolicy policy;
    };
    QList<WatchedJob> watchedJobs() const;
    bool isWatching(const QString &cluster, const QString &jobId) const;
    void unwatch(const QString &cluster, const QString &jobId);
    // One look at every watched job; returns the switches made (and refused) in it.
    QList<SwitchOutcome> tick(const QDateTime &now = QDateTime::currentDateTimeUtc());

    // Every audit row of the job and of the jobs it was switched to or from, oldest first, each as
    // {seq, at, actor, action, cluster, jobId, details}.
    static Result<QList<QJsonObject>> timeline(ledger::Ledger &ledger, const QString &cluster,
                                               const QString &jobId);

private:
    struct Watched
    {
        QString cluster;
        QString jobId;
        jobs::JobSpec spec;
        QStringList backups;
        FailoverClock clock;
    };
    SwitchOutcome refuse(const SwitchRequest &request, const QString &why, const jobs::GateDecision &gate);

    ledger::Ledger &m_ledger;
    QString m_actor;
    QString m_frontEnd;
    Opener m_opener;
    AlertOut m_alerts;
    QList<Watched> m_watched;
};

} // namespace cg::services
