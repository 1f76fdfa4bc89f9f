// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/jobs_service.h"

#include "jobs/local_backend.h"
#include "services/cluster_job_hosts.h"

#include "common/logging.h"
#include "inventory/inventory.h"
#include "jobs/compliance_gate.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/cluster_connections.h"
#include "services/job_failover_open.h"
#include "services/job_failover_watch.h"
#include "services/jobs_listing.h"
#include "services/jobs_use_cases.h"
#include "ssh/chain_plan.h"
#include "ssh/connection_hub.h"
#include "ssh/remote_shell.h"
#include "storage/database.h"

#include <QCoreApplication>

#include <map>
#include <memory>

namespace cg::services {

// Lives on the service's worker thread: the database connection and the clusters' job backends, whose
// commands are requests on the hub.
class JobsWorker : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::JobsService)

public:
    JobsWorker(JobsServiceOptions options, std::atomic<bool> *stopFollow, ssh::ConnectionHub *hub,
               std::shared_ptr<QHash<qint64, QString>> answered, std::shared_ptr<QMutex> answeredLock)
        : m_options(std::move(options)), m_stopFollow(stopFollow), m_hub(hub),
          m_answered(std::move(answered)), m_answeredLock(std::move(answeredLock))
    {
    }

    // A backend on the cluster's login node, connected on first use; `error` says why not.
    std::unique_ptr<ClusterJobs> backend(qint64 clusterId, QString *error)
    {
        if (!m_dbOpen) {
            if (auto st = m_db.open(m_options.databaseFile); !st) {
                *error = st.error();
                return nullptr;
            }
            m_dbOpen = true;
            m_store = std::make_unique<ledger::SqliteLedgerStore>(m_db);
            m_ledger = std::make_unique<ledger::Ledger>(*m_store);
            m_gate = std::make_unique<jobs::ComplianceGate>(*m_ledger);
        }
        if (clusterId == 0) // This machine: the local backend, no SSH
            m_local = std::make_unique<jobs::LocalLoginNode>();
        Inventory inventory(m_db);
        // Read each time: a setting changed in the inventory counts from the next command.
        const ClusterConnections connections(inventory, localOptions(m_options));
        QString preferred; // the node that answered the last listing
        {
            const QMutexLocker lock(m_answeredLock.get());
            preferred = m_answered->value(clusterId);
        }
        auto connection = clusterId == 0 ? Result<ClusterConnection>(ClusterConnection{})
                                         : connections.connection(clusterId, preferred);
        if (!connection.ok() && !preferred.isEmpty()) // removed from the cluster since
            connection = connections.connection(clusterId);
        if (!connection.ok()) {
            *error = connection.error();
            return nullptr;
        }
        const ClusterRecord &cluster = connection->cluster;
        if (clusterId != 0)
            m_nodes[clusterId] = clusterJobsNode(*m_hub, connections, connection.value());
        auto setup = clusterId == 0 ? Result<ClusterJobsSetup>(ClusterJobsSetup::forThisMachine())
                                    : ClusterJobsSetup::forCluster(m_db, cluster);
        if (!setup.ok()) {
            *error = setup.error();
            return nullptr;
        }
        setup->audit = &m_ledger->audit();
        setup->actor = m_options.actor;
        setup->frontEnd = m_options.frontEnd;
        setup->gate = m_gate.get();
        auto opened = ClusterJobs::open(
            clusterId == 0 ? static_cast<jobs::LoginNode &>(*m_local) : *m_nodes[clusterId], setup.value());
        if (!opened.ok()) {
            *error = opened.error();
            return nullptr;
        }
        return std::move(opened.value());
    }

    // JobFailover on this thread's database, ledger and gate (the backend is opened first: it opens them).
    SwitchOutcome switchJob(qint64 from, const QString &jobId, const jobs::JobSpec &spec, qint64 to)
    {
        SwitchOutcome out;
        if (!backend(to, &out.why))
            return out;
        Inventory inventory(m_db);
        const auto fromCluster = inventory.cluster(from);
        const auto toCluster = inventory.cluster(to);
        if (!fromCluster.ok() || !toCluster.ok()) {
            out.why = !fromCluster.ok() ? fromCluster.error() : toCluster.error();
            return out;
        }
        return failover().switchJob(
            {fromCluster->name, jobId, spec, toCluster->name, FailoverReason::ByHand, tr("Switch Cluster")});
    }

    Result<QList<QJsonObject>> history(qint64 clusterId, const QString &jobId)
    {
        QString error;
        if (!backend(clusterId, &error)) // opens the database and the ledger
            return Result<QList<QJsonObject>>::failure(error);
        const auto cluster = Inventory(m_db).cluster(clusterId);
        if (!cluster.ok())
            return Result<QList<QJsonObject>>::failureOf(cluster);
        return JobFailover::timeline(*m_ledger, cluster->name, jobId);
    }

    // A job submitted here whose spec names backups goes on the profile's watch list, which the console's
    // failover watch (job_failover_watch.h) looks at, window or not, and after a restart.
    void keepForFailover(qint64 clusterId, const QString &jobId, const QByteArray &specYaml)
    {
        const auto cluster = Inventory(m_db).cluster(clusterId);
        const Status kept = cluster.ok()
                                ? FailoverWatchList(m_db).add({cluster->name, jobId, specYaml, {}, {}})
                                : Status::failureOf(cluster);
        if (!kept.ok())
            qCWarning(lcJobs) << "job" << jobId << "is not watched for failover:" << kept.error();
    }

    // What the console decides; the cluster's own settings come from ClusterConnections.
    static ssh::SessionOptions localOptions(const JobsServiceOptions &options)
    {
        ssh::SessionOptions local;
        local.knownHostsFile = options.knownHostsFile;
        local.useAgent = options.useAgent;
        return local;
    }

    JobsServiceOptions m_options;
    std::atomic<bool> *m_stopFollow;

private:
    ssh::ConnectionHub *m_hub;
    std::shared_ptr<QHash<qint64, QString>> m_answered;
    std::shared_ptr<QMutex> m_answeredLock;
    Database m_db;
    bool m_dbOpen = false;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::Ledger> m_ledger;
    std::unique_ptr<jobs::ComplianceGate> m_gate;
    std::map<qint64, std::unique_ptr<jobs::HubLoginNode>> m_nodes;
    std::unique_ptr<jobs::LocalLoginNode> m_local;
    std::unique_ptr<JobFailover> m_failover;

    JobFailover &failover()
    {
        if (!m_failover)
            m_failover = std::make_unique<JobFailover>(
                *m_ledger, m_options.actor, m_options.frontEnd,
                savedClusterOpener({&m_db, m_hub, localOptions(m_options), &m_ledger->audit(), m_gate.get(),
                                    m_options.actor, m_options.frontEnd}));
        return *m_failover;
    }
};

JobsService::JobsService(JobsServiceOptions options, ssh::ConnectionHub *hub, QObject *parent)
    : QObject(parent), m_hub(hub), m_options(options), m_answered(std::make_shared<QHash<qint64, QString>>()),
      m_answeredLock(std::make_shared<QMutex>()),
      m_worker(new JobsWorker(std::move(options), &m_stopFollow, hub, m_answered, m_answeredLock))
{
    qRegisterMetaType<cg::jobs::JobStatus>();
    qRegisterMetaType<QList<cg::jobs::JobStatus>>();
    qRegisterMetaType<cg::jobs::NodeStatus>();
    qRegisterMetaType<QList<cg::jobs::NodeStatus>>();
    m_thread.setStopHook([this] { m_stopFollow = true; });
    m_thread.start(QStringLiteral("jobs-worker"), m_worker);
}

JobsService::~JobsService() = default; // the worker thread stops first (a follow is cut short)

quint64 JobsService::submit(qint64 clusterId, const QByteArray &specYaml,
                            const jobs::SchedulerProfile &profile, bool dryRun, bool smokeRun)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(m_worker, [this, id, clusterId, specYaml, profile, dryRun, smokeRun] {
        const jobs::SpecParse parsed = jobs::JobSpecs::parse(specYaml);
        if (!parsed.ok()) {
            emit submitted(id, {}, {}, {}, parsed.errorText(tr("spec")), false);
            return;
        }
        QString error;
        auto backend = m_worker->backend(clusterId, &error);
        if (!backend) {
            emit submitted(id, {}, {}, {}, error, false);
            return;
        }
        jobs::SubmitOptions o;
        o.dryRun = dryRun;
        o.script.smokeRun = smokeRun;
        bool refused = false;
        const auto sub = backend->submit(*parsed.spec, profile, o, &refused);
        if (!sub.ok()) {
            emit submitted(id, {}, {}, {}, sub.error(), refused);
            return;
        }
        emit submitted(id, sub->jobId, sub->schedulerSays, sub->script.text, {}, false);
        if (!dryRun && parsed.spec->failover.enabled())
            m_worker->keepForFailover(clusterId, sub->jobId, specYaml);
    });
    return id;
}

std::unique_ptr<ClusterJobs> JobsService::detached(qint64 clusterId, QString *error)
{
    if (!m_dbOpen) {
        if (auto st = m_db.open(m_options.databaseFile); !st) {
            *error = st.error();
            return nullptr;
        }
        m_dbOpen = true;
    }
    Inventory inventory(m_db);
    const auto cluster =
        clusterId == 0 ? Result<ClusterRecord>(ClusterRecord{}) : inventory.cluster(clusterId);
    if (!cluster.ok()) {
        *error = cluster.error();
        return nullptr;
    }
    const auto setup = clusterId == 0 ? Result<ClusterJobsSetup>(ClusterJobsSetup::forThisMachine())
                                      : ClusterJobsSetup::forCluster(m_db, cluster.value());
    if (!setup.ok()) {
        *error = setup.error();
        return nullptr;
    }
    if (!m_detached)
        m_detached = std::make_unique<DetachedLoginNode>();
    auto opened = ClusterJobs::open(*m_detached, setup.value());
    if (!opened.ok()) {
        *error = opened.error();
        return nullptr;
    }
    return std::move(opened.value());
}

quint64 JobsService::switchJob(qint64 fromClusterId, const QString &jobId, const QByteArray &specYaml,
                               qint64 toClusterId)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(m_worker, [this, id, fromClusterId, jobId, specYaml, toClusterId] {
        const jobs::SpecParse parsed = jobs::JobSpecs::parse(specYaml);
        if (!parsed.ok()) {
            emit switched(id, {}, {}, parsed.errorText(tr("spec")), false);
            return;
        }
        const SwitchOutcome o = m_worker->switchJob(fromClusterId, jobId, *parsed.spec, toClusterId);
        emit switched(id, o.newJobId, o.checkpoint ? o.checkpoint->name : QString(),
                      o.moved ? QString() : o.why, !o.moved && !o.gate.allowed());
    });
    return id;
}

quint64 JobsService::history(qint64 clusterId, const QString &jobId)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(m_worker, [this, id, clusterId, jobId] {
        const auto rows = m_worker->history(clusterId, jobId);
        QJsonArray a;
        for (const QJsonObject &o : rows.ok() ? rows.value() : QList<QJsonObject>{})
            a.append(o);
        emit historyRead(id, clusterId, jobId, a, rows.ok() ? QString() : rows.error());
    });
    return id;
}

quint64 JobsService::list(qint64 clusterId)
{
    const quint64 id = m_nextId++;
    const auto answer = [this, id, clusterId](const QString &error) {
        QMetaObject::invokeMethod(
            this, [this, id, clusterId, error] { emit listed(id, clusterId, {}, error); },
            Qt::QueuedConnection);
    };
    QString error;
    std::shared_ptr<ClusterJobs> queue = detached(clusterId, &error);
    if (!queue) {
        answer(error);
        return id;
    }
    const QByteArray command = queue->backend().queueCommand(false);
    if (command.isEmpty()) {
        // A backend that lists only through list(): on the worker thread, like every other step.
        QMetaObject::invokeMethod(m_worker, [this, id, clusterId] {
            QString why;
            auto backend = m_worker->backend(clusterId, &why);
            if (!backend) {
                emit listed(id, clusterId, {}, why);
                return;
            }
            const auto all = backend->list(false);
            emit listed(id, clusterId, all.ok() ? all.value() : QList<jobs::JobStatus>{},
                        all.ok() ? QString() : all.error());
        });
        return id;
    }
    Inventory inventory(m_db);
    const ClusterConnections connections(inventory, JobsWorker::localOptions(m_options));
    const auto cluster = inventory.cluster(clusterId);
    if (!cluster.ok()) {
        answer(cluster.error());
        return id;
    }
    QString answered;
    {
        const QMutexLocker lock(m_answeredLock.get());
        answered = m_answered->value(clusterId);
    }
    QStringList skipped;
    const auto candidates = JobsListing::candidates(
        connections, clusterId, m_hints ? m_hints(clusterId) : AccountingNodeHints{}, answered, &skipped);
    if (!candidates.ok()) {
        answer(candidates.error());
        return id;
    }
    // Without blocking anything: each node in turn until one answers (a dead node delays only this list).
    m_listings.insert(
        id, JobsListing::start(
                *m_hub, cluster->name, candidates.value(), skipped, command,
                [queue](const QByteArray &out) { return queue->backend().readQueue(out); }, this,
                [this, id, clusterId](const JobsList &jobs, const QString &node, const QString &details) {
                    m_listings.remove(id);
                    if (jobs && !node.isEmpty()) {
                        const QMutexLocker lock(m_answeredLock.get());
                        m_answered->insert(clusterId, node);
                    }
                    if (jobs)
                        emit listed(id, clusterId, jobs.value(), {});
                    else
                        emit listed(id, clusterId, {}, jobs.error(), jobs.code(), details);
                }));
    return id;
}

bool JobsService::cancelList(quint64 id)
{
    const std::shared_ptr<JobsListing> listing = m_listings.value(id);
    if (!listing)
        return false;
    listing->cancel();
    return true;
}

void JobsService::setNodeHints(std::function<AccountingNodeHints(qint64)> hints)
{
    m_hints = std::move(hints);
}

quint64 JobsService::nodes(qint64 clusterId)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(m_worker, [this, id, clusterId] {
        QString error;
        auto backend = m_worker->backend(clusterId, &error);
        if (!backend) {
            emit nodesListed(id, clusterId, {}, error);
            return;
        }
        const auto all = backend->nodes();
        emit nodesListed(id, clusterId, all.ok() ? all.value() : QList<jobs::NodeStatus>{},
                         all.ok() ? QString() : all.error());
    });
    return id;
}

QString JobsService::script(qint64 clusterId, const QByteArray &specYaml,
                            const jobs::SchedulerProfile &profile, bool smokeRun, QString *error)
{
    const jobs::SpecParse parsed = jobs::JobSpecs::parse(specYaml);
    if (!parsed.ok()) {
        *error = parsed.errorText(tr("spec"));
        return {};
    }
    const auto here = detached(clusterId, error);
    if (!here)
        return {};
    jobs::SubmitOptions o;
    o.script.smokeRun = smokeRun;
    const auto script = here->script(*parsed.spec, profile, o);
    if (!script.ok()) {
        *error = script.error();
        return {};
    }
    return script->text;
}

QString JobsService::adviceOf(const QString &backend, const QString &cluster, const QString &error)
{
    DetachedLoginNode node;
    ClusterJobsSetup setup;
    setup.cluster = cluster;
    setup.backend = backend;
    const auto made = ClusterJobs::open(node, setup);
    return made.ok() ? made.value()->advice(error) : QString();
}

QString JobsService::advice(qint64 clusterId, const QString &error)
{
    QString why;
    const auto here = detached(clusterId, &why);
    return here ? here->advice(error) : QString();
}

quint64 JobsService::act(qint64 clusterId, jobs::JobAction action, const QString &jobId)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(m_worker, [this, id, clusterId, action, jobId] {
        QString error;
        auto backend = m_worker->backend(clusterId, &error);
        if (!backend) {
            emit acted(id, error);
            return;
        }
        const Status st = backend->act(action, jobId);
        emit acted(id, st.ok() ? QString() : st.error());
    });
    return id;
}

quint64 JobsService::tail(qint64 clusterId, const QString &jobId, int lines)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(m_worker, [this, id, clusterId, jobId, lines] {
        QString error;
        auto backend = m_worker->backend(clusterId, &error);
        if (!backend) {
            emit logEnded(id, error);
            return;
        }
        const auto text = backend->tail(jobId, lines);
        if (text.ok())
            emit logText(id, text.value());
        emit logEnded(id, text.ok() ? QString() : text.error());
    });
    return id;
}

quint64 JobsService::follow(qint64 clusterId, const QString &jobId, int lines)
{
    const quint64 id = m_nextId++;
    m_stopFollow = false;
    QMetaObject::invokeMethod(m_worker, [this, id, clusterId, jobId, lines] {
        QString error;
        auto backend = m_worker->backend(clusterId, &error);
        if (!backend) {
            emit logEnded(id, error);
            return;
        }
        const Status st = backend->follow(
            jobId, lines, [this, id](const QByteArray &chunk) { emit logText(id, chunk); },
            [this] { return m_stopFollow.load(); }, 2);
        emit logEnded(id, st.ok() ? QString() : st.error());
    });
    return id;
}

void JobsService::stopFollowing()
{
    m_stopFollow = true;
}

} // namespace cg::services
