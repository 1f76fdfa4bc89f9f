// SPDX-License-Identifier: GPL-3.0-or-later
// The jobs view's link to the clusters' schedulers, over the ConnectionHub (each cluster's login node is a
// request on the hub, its bastion login shared with every other feature). Each cluster's job backend is
// the one chosen for it (JobBackendChoice). The queue is polled without blocking any thread where the
// backend lists it in one command, so a dead login node delays only its own cluster's list. Submit (the
// compliance gate first), cancel / requeue / hold / release, log tails and follows and the node list run
// the use cases of ClusterJobs (the same code as `clustergate jobs`) on a worker thread of this service,
// whose own database connection keeps the ledger and the audit log there. Callers use it from the thread
// it lives on; every answer comes back as a signal there.
#pragma once

#include "common/result.h"
#include "common/thread_owner.h"
#include "jobs/job_backend.h"
#include "services/cluster_accounting.h"
#include "storage/database.h"

#include <QJsonArray>
#include <QObject>

#include <QHash>
#include <QMutex>

#include <atomic>
#include <functional>
#include <memory>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

class ClusterJobs;
class DetachedLoginNode;
class JobsListing;
class JobsWorker;

struct JobsServiceOptions
{
    QString databaseFile;   // the console's database (its own connection is opened on the I/O thread)
    QString knownHostsFile; // host keys are checked strictly against it
    bool useAgent = true;
    QString actor;                               // who acts, in the audit log
    QString frontEnd = QStringLiteral("window"); // named in the audit log
};

class JobsService : public QObject
{
    Q_OBJECT

public:
    // Every command is a request on `hub` (the console's).
    JobsService(JobsServiceOptions options, ssh::ConnectionHub *hub, QObject *parent = nullptr);
    ~JobsService() override;

    // Each returns a request id that the answering signal carries.
    quint64 submit(qint64 clusterId, const QByteArray &specYaml, const jobs::SchedulerProfile &profile,
                   bool dryRun, bool smokeRun = false);
    // The queue through the first of the cluster's nodes that answers (JobsListing: the node that answered
    // last first, nodes the hints mark unreachable left out); the node that answers is also where the other
    // commands go from then on.
    quint64 list(qint64 clusterId);
    // Stops listing `id`: listed() comes now with ErrorCode::Cancelled (false: no such listing running).
    bool cancelList(quint64 id);
    // What the console knows of a cluster's nodes (JobsListing::fleetHints), asked at each list().
    void setNodeHints(std::function<AccountingNodeHints(qint64 clusterId)> hints);
    quint64 act(qint64 clusterId, jobs::JobAction action, const QString &jobId);
    quint64 tail(qint64 clusterId, const QString &jobId, int lines);
    // Follows the job's log until it leaves the queue or stopFollowing(); text arrives by logText().
    quint64 follow(qint64 clusterId, const QString &jobId, int lines);
    void stopFollowing();
    // The scheduler's nodes and their states; the answer comes by nodesListed().
    quint64 nodes(qint64 clusterId);
    // Switch Cluster: the job moved by JobFailover (the gate for the destination, the newest verified
    // checkpoint, submit there, cancel here, `job.switched`); the answer comes by switched().
    quint64 switchJob(qint64 fromClusterId, const QString &jobId, const QByteArray &specYaml,
                      qint64 toClusterId);
    // The job's audit rows on every cluster it was switched through (JobFailover::timeline), by
    // historyRead().
    quint64 history(qint64 clusterId, const QString &jobId);
    // The script a submit would hand the cluster's scheduler (nothing is sent); empty with `error` set when
    // the spec cannot be expressed there.
    QString script(qint64 clusterId, const QByteArray &specYaml, const jobs::SchedulerProfile &profile,
                   bool smokeRun, QString *error);
    // What a person can do about an error from this cluster's scheduler (empty: nothing to add).
    QString advice(qint64 clusterId, const QString &error);
    // The same from the backend called `backend` (empty: the default) for a cluster named `cluster`.
    static QString adviceOf(const QString &backend, const QString &cluster, const QString &error);

signals:
    // `error` empty: done. A gate refusal is an error naming what is missing, with `refused` set.
    void submitted(quint64 id, const QString &jobId, const QString &schedulerSays, const QString &script,
                   const QString &error, bool refused);
    // `error` empty: listed. Else `code` says what failed (ErrorCode::Unreachable: no node could be reached,
    // `error` is one sentence naming them; Failed or NotFound: the scheduler's own word; Refused: a host key
    // or a login; Cancelled) and `details` holds each node's error as it came.
    void listed(quint64 id, qint64 clusterId, const QList<cg::jobs::JobStatus> &jobs, const QString &error,
                cg::ErrorCode code = cg::ErrorCode::None, const QString &details = {});
    void acted(quint64 id, const QString &error);
    void logText(quint64 id, const QByteArray &text);
    void logEnded(quint64 id, const QString &error);
    void nodesListed(quint64 id, qint64 clusterId, const QList<cg::jobs::NodeStatus> &nodes,
                     const QString &error);
    // `error` empty: moved, as `newJobId` (`checkpoint`: the step resumed from, empty: from the start).
    void switched(quint64 id, const QString &newJobId, const QString &checkpoint, const QString &error,
                  bool refused);
    // The job's timeline across clusters (history()).
    void historyRead(quint64 id, qint64 clusterId, const QString &jobId, const QJsonArray &timeline,
                     const QString &error);

private:
    // The cluster's backend on a login node that never connects (its commands and advice), on this thread.
    std::unique_ptr<ClusterJobs> detached(qint64 clusterId, QString *error);

    ssh::ConnectionHub *m_hub;
    JobsServiceOptions m_options;
    // The node of each cluster that answered its last listing; the worker's commands go there too.
    std::shared_ptr<QHash<qint64, QString>> m_answered;
    std::shared_ptr<QMutex> m_answeredLock;
    Database m_db; // this thread's: the inventory, for polling the queue
    bool m_dbOpen = false;
    ThreadOwner m_thread;
    JobsWorker *m_worker;
    std::atomic<bool> m_stopFollow{false};
    quint64 m_nextId = 1;
    std::unique_ptr<DetachedLoginNode> m_detached;
    std::function<AccountingNodeHints(qint64)> m_hints;
    QHash<quint64, std::shared_ptr<JobsListing>> m_listings; // listings in flight
};

} // namespace cg::services
