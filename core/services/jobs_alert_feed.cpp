// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/jobs_alert_feed.h"

#include "services/cluster_connections.h"
#include "services/cluster_job_hosts.h"
#include "services/saved_prices.h"

#include "business/cluster_prices.h"
#include "inventory/inventory.h"
#include "jobs/login_node.h"
#include "services/alert_center.h"
#include "services/jobs_use_cases.h"
#include "ssh/connection_hub.h"
#include "storage/database.h"

#include <QCoreApplication>

#include <map>
#include <memory>

namespace cg::services {

// Lives on the feed's thread: its database connection and a login node per cluster, whose commands are
// requests on the hub (this thread blocks on them, never the window's).
class JobsAlertWorker : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::JobsAlertFeed)

public:
    JobsAlertWorker(ssh::ConnectionHub &hub, JobsAlertFeedOptions options, std::atomic<bool> *stopping)
        : m_hub(hub), m_options(std::move(options)), m_stopping(stopping)
    {
    }

    // `today`: the moment whose UTC date the daily costs run up to; `fixed`: the prices to use instead of
    // the profile's (read here, at every poll: a price changed since the last one counts).
    QList<JobsAlertPoll> poll(const std::optional<planning::PriceBook> &fixed, const QDateTime &today)
    {
        QList<JobsAlertPoll> out;
        if (!m_dbOpen) {
            if (const Status st = m_db.open(m_options.databaseFile); !st) {
                JobsAlertPoll p;
                p.error = st.error();
                out << p;
                return out;
            }
            m_dbOpen = true;
        }
        Inventory inventory(m_db);
        const auto clusters = inventory.clusters();
        if (!clusters.ok()) {
            JobsAlertPoll p;
            p.error = clusters.error();
            out << p;
            return out;
        }
        const planning::PriceBook prices =
            fixed ? *fixed : business::ClusterPrices::resolve(clusters.value(), SavedPrices::load()).book();
        for (const ClusterRecord &c : clusters.value()) {
            if (m_stopping->load())
                break;
            out << pollOne(inventory, c, prices, today);
        }
        return out;
    }

private:
    JobsAlertPoll pollOne(Inventory &inventory, const ClusterRecord &cluster,
                          const planning::PriceBook &prices, const QDateTime &today)
    {
        JobsAlertPoll p;
        p.cluster = cluster.name;
        // The cluster's own connection settings, as every other path applies them.
        ssh::SessionOptions local;
        local.knownHostsFile = m_options.knownHostsFile;
        local.useAgent = m_options.useAgent;
        const ClusterConnections connections(inventory, local);
        const auto connection = connections.connection(cluster.id);
        if (!connection.ok()) {
            p.error = connection.error();
            return p;
        }
        m_nodes[cluster.id] = clusterJobsNode(m_hub, connections, connection.value());
        const auto setup = ClusterJobsSetup::forCluster(m_db, cluster);
        if (!setup.ok()) {
            p.error = setup.error();
            return p;
        }
        ClusterJobsSetup s = setup.value();
        s.frontEnd = QStringLiteral("console");
        auto opened = ClusterJobs::open(*m_nodes[cluster.id], s);
        if (!opened.ok()) {
            p.error = opened.error();
            return p;
        }
        ClusterJobs &jobs = *opened.value();
        const auto queue = jobs.list(true);
        if (!queue.ok()) {
            p.error = queue.error();
            return p;
        }
        const auto records = jobs.accounting();
        if (!records.ok()) {
            p.error = records.error();
            return p;
        }
        const QDateTime now = QDateTime::currentDateTimeUtc();
        p.snapshot = JobsAlertInputs::snapshot(cluster.name, now, queue.value(), records.value());
        p.costs =
            JobsAlertInputs::dailyCosts(cluster.name, today, m_options.costDays, records.value(), prices);
        return p;
    }

    ssh::ConnectionHub &m_hub;
    JobsAlertFeedOptions m_options;
    std::atomic<bool> *m_stopping;
    Database m_db;
    bool m_dbOpen = false;
    std::map<qint64, std::unique_ptr<jobs::HubLoginNode>> m_nodes;
};

planning::SlurmSnapshot JobsAlertInputs::snapshot(const QString &cluster, const QDateTime &now,
                                                  const QList<jobs::JobStatus> &queue,
                                                  const QList<jobs::JobRecord> &records)
{
    planning::SlurmSnapshot s;
    s.cluster = cluster;
    s.time = now;
    for (const jobs::JobStatus &j : queue) {
        if (j.inQueue && j.phase == jobs::JobState::Pending) {
            ++s.pending;
            if (j.submitted.isValid())
                s.pendingWaitSeconds << double(std::max<qint64>(0, j.submitted.secsTo(now)));
        }
    }
    for (const jobs::JobRecord &r : records) {
        if (r.phase == jobs::JobState::Running && r.gpus > 0)
            s.running << planning::JobAllocation::fromRecord(r);
        else if (r.finished() && r.end.isValid())
            s.ended << planning::JobEnd{r.jobId, r.state, r.end, r.phase};
    }
    return s;
}

QList<planning::DailyCostPoint> JobsAlertInputs::dailyCosts(const QString &cluster, const QDateTime &now,
                                                            int days, const QList<jobs::JobRecord> &records,
                                                            const planning::PriceBook &prices)
{
    QList<planning::DailyCostPoint> out;
    const QDate to = now.toUTC().date();
    const QDate from = to.addDays(-qMax(0, days - 1));
    const QList<planning::JobCost> costs = planning::CostModel::jobCosts(records, prices);
    const QString currency = prices.forCluster(cluster).currency;
    for (const planning::DailyCost &d : planning::CostModel::dailyCosts(costs, from, to))
        out << planning::DailyCostPoint{cluster, d.day, d.cost, currency};
    return out;
}

JobsAlertFeed::JobsAlertFeed(ssh::ConnectionHub &hub, AlertCenter &alerts, QObject *parent)
    : QObject(parent), m_hub(hub), m_alerts(alerts)
{
    qRegisterMetaType<cg::services::JobsAlertPoll>();
    m_timer.setSingleShot(false);
    connect(&m_timer, &QTimer::timeout, this, &JobsAlertFeed::pollNow);
    m_thread.setStopHook([this] { m_stopping = true; });
}

JobsAlertFeed::~JobsAlertFeed()
{
    stop();
}

void JobsAlertFeed::start(const JobsAlertFeedOptions &options)
{
    stop();
    m_options = options;
    m_stopping = false;
    m_worker =
        m_thread.start(QStringLiteral("jobs-alerts"), new JobsAlertWorker(m_hub, m_options, &m_stopping));
    m_running = true;
    if (m_options.intervalMs > 0)
        m_timer.start(m_options.intervalMs);
}

void JobsAlertFeed::stop()
{
    m_timer.stop();
    m_running = false;
    m_busy = false;
    m_thread.stop(); // a poll under way is cut short; its answer is dropped
    m_worker = nullptr;
}

void JobsAlertFeed::setPrices(const planning::PriceBook &prices)
{
    m_prices = prices;
}

void JobsAlertFeed::pollNow()
{
    if (!m_running || !m_worker || m_busy)
        return;
    m_busy = true;
    JobsAlertWorker *worker = m_worker;
    const std::optional<planning::PriceBook> prices = m_prices;
    const QDateTime today = m_costClock ? m_costClock() : QDateTime::currentDateTimeUtc();
    QMetaObject::invokeMethod(worker, [this, worker, prices, today] {
        const QList<JobsAlertPoll> polls = worker->poll(prices, today);
        QMetaObject::invokeMethod(
            this, [this, polls] { feed(polls); }, Qt::QueuedConnection);
    });
}

void JobsAlertFeed::feed(const QList<JobsAlertPoll> &polls)
{
    if (!m_busy)
        return; // stopped meanwhile
    m_busy = false;
    emit pollsFed(polls);
    QStringList errors;
    int fed = 0;
    for (const JobsAlertPoll &p : polls) {
        if (!p.error.isEmpty()) {
            errors << (p.cluster.isEmpty() ? p.error : p.cluster + QStringLiteral(": ") + p.error);
            continue;
        }
        m_alerts.engine().addSlurmSnapshot(p.snapshot);
        for (const planning::DailyCostPoint &c : p.costs)
            m_alerts.engine().addDailyCost(c);
        ++fed;
    }
    m_alerts.evaluate(QDateTime::currentDateTimeUtc());
    emit polled(fed, errors);
}

} // namespace cg::services
