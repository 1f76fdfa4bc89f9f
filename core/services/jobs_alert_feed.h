// SPDX-License-Identifier: GPL-3.0-or-later
// The jobs side of the alerts, fed without a window: every saved cluster's queue and accounting records
// read through its job backend (the same use cases as the Jobs view and `clustergate jobs`), turned into
// the alert engine's inputs (pending count for "queue depth growing", running allocations for "GPUs idle
// under running jobs", ended jobs for "job failure spike") and each day's GPU cost for "cost jump", priced
// with the profile's prices as they are at that poll. Owned by the Console; the backends run on a thread of
// their own, the alert center is fed on the feed's thread.
#pragma once

#include "common/thread_owner.h"
#include "planning/alerts.h"
#include "planning/cost.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <atomic>
#include <functional>
#include <optional>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

class AlertCenter;
class JobsAlertWorker;

struct JobsAlertFeedOptions
{
    QString databaseFile;   // the console's database: its clusters (own connection on the feed's thread)
    QString knownHostsFile; // host keys are checked against it
    bool useAgent = true;
    int intervalMs = 60000; // between polls; 0: only pollNow()
    int costDays = 2;       // today and the days before it whose cost is fed (a jump needs two)
};

// What one poll of one cluster gave the engine.
struct JobsAlertPoll
{
    QString cluster;
    QString error; // the cluster could not be read: nothing fed for it
    planning::SlurmSnapshot snapshot;
    QList<planning::DailyCostPoint> costs;
};

class JobsAlertFeed : public QObject
{
    Q_OBJECT

public:
    JobsAlertFeed(ssh::ConnectionHub &hub, AlertCenter &alerts, QObject *parent = nullptr);
    ~JobsAlertFeed() override;

    // Polls every options.intervalMs from now on (the first after one interval; pollNow() for one at once);
    // again with new options restarts.
    void start(const JobsAlertFeedOptions &options);
    void stop();
    bool isRunning() const { return m_running; }
    // One poll of every saved cluster now (start() must have been called); polled() says when it is fed.
    void pollNow();
    // The prices daily costs are computed with. Default: the profile's, read again at every poll (each
    // cluster's contract price from the database, the prices saved in the Cost view for the rest), so a
    // price changed while the console runs (`clustergate cost price`, the Cost view) counts from the next
    // poll on. setPrices() fixes a book instead; clearPrices() returns to the profile's.
    void setPrices(const planning::PriceBook &prices);
    void clearPrices() { m_prices.reset(); }
    // The clock whose UTC date is "today" for the daily costs (default: the system clock): the day a cost
    // jump is judged on, and the day boundary that ends it. Read once per poll, on the feed's thread.
    using Clock = std::function<QDateTime()>;
    void setCostClock(Clock clock) { m_costClock = std::move(clock); }

signals:
    // One poll fed into the alert center (and evaluated); `errors` names the clusters that could not be read.
    void polled(int clusters, const QStringList &errors);
    // The same poll's records, before the alert center evaluates them (the history records them).
    void pollsFed(const QList<cg::services::JobsAlertPoll> &polls);

private:
    void feed(const QList<JobsAlertPoll> &polls);

    ssh::ConnectionHub &m_hub;
    AlertCenter &m_alerts;
    JobsAlertFeedOptions m_options;
    std::optional<planning::PriceBook> m_prices; // none: the profile's, per poll
    Clock m_costClock;
    ThreadOwner m_thread;
    JobsAlertWorker *m_worker = nullptr;
    QTimer m_timer;
    bool m_running = false;
    bool m_busy = false; // a poll is under way: the timer does not stack another
    std::atomic<bool> m_stopping{false};
};

// Turns one poll's neutral records into the engine's inputs (public for tests).
class JobsAlertInputs
{
public:
    // Pending jobs from the queue, running allocations and ended jobs from the accounting records.
    static planning::SlurmSnapshot snapshot(const QString &cluster, const QDateTime &now,
                                            const QList<jobs::JobStatus> &queue,
                                            const QList<jobs::JobRecord> &records);
    // GPU cost per UTC day for the `days` days up to `now`'s day.
    static QList<planning::DailyCostPoint> dailyCosts(const QString &cluster, const QDateTime &now, int days,
                                                      const QList<jobs::JobRecord> &records,
                                                      const planning::PriceBook &prices);
};

} // namespace cg::services

Q_DECLARE_METATYPE(cg::services::JobsAlertPoll)
