// SPDX-License-Identifier: GPL-3.0-or-later
// What the console keeps per cluster for a backend without a scheduler (ssh_hosts_backend.h): the queue of
// jobs that wait for GPUs and, for every job it started, where its ranks run. A JSON file in the profile
// ($CLUSTERGATE_HOME/jobs/<backend>-<cluster>.json), read and written under a lock file so that the window,
// the alert feed and the command line never start a job twice; it survives a restart of the console, and
// the jobs' states are asked of the hosts again from it.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace cg::jobs {

struct HostsRank
{
    QString host;
    QList<int> gpus;
};

struct HostsJob
{
    enum class Stage { Queued, Held, Started, Ended };

    QString id;
    QString name;
    QString user;
    QString account;
    Stage stage = Stage::Queued;
    int attempt = 0;  // the agent's id of rank R is ID.ATTEMPT.R
    int restarts = 0; // moved to other hosts by the console (a host lost)
    int nodes = 1;
    int gpusPerNode = 0;
    QString restartPolicy; // never, on-preemption, on-failure
    bool preemptible = false;
    int maxRetries = 0;
    qint64 timeLimitSeconds = 0; // each run's (0: none)
    int warnBeforeSeconds = 0;   // SIGUSR1 this long before the time limit (Slurm's --signal=B:USR1@N)
    QString script;
    QMap<QString, QString> env; // the job's own, for every rank
    QList<HostsRank> ranks;     // while started: rank r on ranks[r]
    QDateTime submitted;
    QDateTime started;
    QDateTime ended;
    QString finalState; // completed, failed, cancelled, lost (once ended)
    int exitStatus = -1;
    QString reason;
    int agentRestarts = 0; // the runner's own restarts (the wrapper's requeue), as last seen
    // A loss being resumed from (job_progress.h): the last step the job reported before its host lost it
    // (-1: not known) and when the loss was seen; resumePending until the restart's resume is recorded.
    qint64 lostAtStep = -1;
    QDateTime lostAt;
    bool resumePending = false;

    QString agentId(int rank) const;
    QJsonObject toJson() const;
    static Result<HostsJob> fromJson(const QJsonObject &o);
};

class HostsJobTable
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::HostsJobTable)

public:
    // The file of `backend` for `cluster` in the profile's directory.
    static QString fileFor(const QString &backend, const QString &cluster);

    explicit HostsJobTable(QString file);
    ~HostsJobTable();

    // Takes the lock (waits up to two minutes for another console) and reads the file.
    Status open();
    // Writes the file (atomically) while the lock is held.
    Status save();

    QList<HostsJob> jobs; // in submission order; the queue is the Queued ones in this order
    HostsJob *find(const QString &id);

private:
    QString m_file;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace cg::jobs
