// SPDX-License-Identifier: GPL-3.0-or-later
// The automatic failover of one console session (services::Console starts it on open(), so the window and
// `clustergate serve` both run it):
//   - FailoverWatchList: the jobs whose spec names backups, kept in the profile (SQLite table
//     job_failover_watch: cluster, job id, the spec as submitted, the backups left), written by whoever
//     submitted the job (the Jobs view, `clustergate jobs submit`) and by the watch as jobs move or end. A
//     console that starts again watches the same jobs.
//   - FailoverWatch: looks at the listed jobs on a thread of its own through the console's hub
//     (JobFailover::tick: the gate asked again, the newest verified checkpoint carried, `job.switched` or
//     `job.switch_refused` audited), as often as the tightest limit of a watched spec needs (at most every
//     maxIntervalMs). One console per profile moves jobs (a lock file next to the database): a second
//     one (the window while `clustergate serve` runs) looks again later and takes over once the first closes.
//     A refused move raises an alert in the console's alert center saying why and what to
//     do; it clears once the job moves or is no longer watched.
#pragma once

#include "common/result.h"
#include "common/thread_owner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <atomic>

namespace cg {
class Database;
}

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

class AlertCenter;
class FailoverWatchWorker;

struct WatchedFailover
{
    QString cluster;
    QString jobId;
    QByteArray spec;     // the spec's YAML as submitted
    QStringList backups; // empty: the spec's failover.backups
    QDateTime since;
};

class FailoverWatchList
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::FailoverWatchList)

public:
    explicit FailoverWatchList(Database &db) : m_db(db) {}

    // Adds the job (or replaces what was kept for it).
    Status add(const WatchedFailover &job);
    Status remove(const QString &cluster, const QString &jobId);
    Result<QList<WatchedFailover>> all();

private:
    Database &m_db;
};

struct FailoverWatchOptions
{
    QString databaseFile;
    QString knownHostsFile;
    bool useAgent = true;
    QString actor;
    QString frontEnd = QStringLiteral("console");
    int maxIntervalMs = 30000; // the longest wait between two looks
};

class FailoverWatch : public QObject
{
    Q_OBJECT

public:
    FailoverWatch(ssh::ConnectionHub &hub, AlertCenter &alerts, QObject *parent = nullptr);
    ~FailoverWatch() override;

    // Starts looking now, then on its own timer; a second start restarts with the new options.
    void start(const FailoverWatchOptions &options);
    void stop();
    bool isRunning() const { return m_running; }
    // Looks now (unless a look is under way).
    void checkNow();
    // The jobs watched as of the last look.
    int watching() const { return m_watching; }

    struct Look; // what one look found (job_failover_watch.cpp)

signals:
    // One look done: how many jobs are watched now; `error` says why the list could not be read.
    void looked(int watching, const QString &error);
    // A job moved (`error` empty) or refused (`error` says why; the job stays where it was).
    void switched(const QString &fromCluster, const QString &fromJobId, const QString &toCluster,
                  const QString &newJobId, const QString &error);

private:
    void done(const Look &look);

    ssh::ConnectionHub &m_hub;
    AlertCenter &m_alerts;
    FailoverWatchOptions m_options;
    ThreadOwner m_thread;
    FailoverWatchWorker *m_worker = nullptr;
    std::atomic<bool> m_stopping{false};
    QTimer m_timer;
    bool m_running = false;
    bool m_busy = false;
    int m_watching = 0;
};

} // namespace cg::services
