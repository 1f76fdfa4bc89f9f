// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/jobs_service.h"

#include "inventory/inventory.h"
#include "jobs/compliance_gate.h"
#include "jobs/squeue_poller.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/cluster_connections.h"
#include "ssh/chain_plan.h"
#include "ssh/connection_hub.h"
#include "ssh/remote_shell.h"
#include "storage/database.h"

#include <QCoreApplication>

#include <map>
#include <memory>

namespace cg::services {

// Lives on the service's worker thread: the database connection and the backends, whose commands are
// requests on the hub.
class JobsWorker : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::JobsService)

public:
    JobsWorker(JobsServiceOptions options, std::atomic<bool> *stopFollow, ssh::ConnectionHub *hub)
        : m_options(std::move(options)), m_stopFollow(stopFollow), m_hub(hub)
    {
    }

    // A backend on the cluster's login node, connected on first use; `error` says why not.
    std::unique_ptr<jobs::SlurmBackend> backend(qint64 clusterId, QString *error)
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
        Inventory inventory(m_db);
        // Read each time: a setting changed in the inventory counts from the next command.
        const auto connection = ClusterConnections(inventory, localOptions(m_options)).connection(clusterId);
        if (!connection.ok()) {
            *error = connection.error();
            return nullptr;
        }
        const ClusterRecord *cluster = &connection->cluster;
        m_nodes[clusterId] = std::make_unique<jobs::HubLoginNode>(*m_hub, connection->plan, connection->base);
        auto b = std::make_unique<jobs::SlurmBackend>(*m_nodes[clusterId], cluster->name);
        b->setAuditLog(&m_ledger->audit(), m_options.actor);
        b->setGate(m_gate.get(), jobs::Destination{cluster->name, cluster->region, cluster->region});
        return b;
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
    Database m_db;
    bool m_dbOpen = false;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::Ledger> m_ledger;
    std::unique_ptr<jobs::ComplianceGate> m_gate;
    std::map<qint64, std::unique_ptr<jobs::HubLoginNode>> m_nodes;
};

JobsService::JobsService(JobsServiceOptions options, ssh::ConnectionHub *hub, QObject *parent)
    : QObject(parent), m_hub(hub), m_options(options),
      m_worker(new JobsWorker(std::move(options), &m_stopFollow, hub))
{
    qRegisterMetaType<cg::jobs::JobStatus>();
    qRegisterMetaType<QList<cg::jobs::JobStatus>>();
    m_thread.setStopHook([this] { m_stopFollow = true; });
    m_thread.start(QStringLiteral("jobs-worker"), m_worker);
}

JobsService::~JobsService() = default; // the worker thread stops first (a follow is cut short)

quint64 JobsService::submit(qint64 clusterId, const QByteArray &specYaml, const jobs::SlurmProfile &profile,
                            bool dryRun, bool smokeRun)
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
        if (!sub.ok())
            emit submitted(id, {}, {}, {}, sub.error(), refused);
        else
            emit submitted(id, sub->jobId, sub->schedulerSays, sub->script.text, {}, false);
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
    if (!m_dbOpen) {
        if (auto st = m_db.open(m_options.databaseFile); !st) {
            answer(st.error());
            return id;
        }
        m_dbOpen = true;
    }
    Inventory inventory(m_db);
    const auto connection =
        ClusterConnections(inventory, JobsWorker::localOptions(m_options)).connection(clusterId);
    if (!connection.ok()) {
        answer(connection.error());
        return id;
    }
    const ClusterRecord *cluster = &connection->cluster;
    const ssh::ChainPlan *plan = &connection->plan;
    // Without blocking anything: the answer arrives when the login node answers (or its request fails).
    ssh::ExecOptions o;
    o.timeoutMs = jobs::SlurmBackend::kCommandTimeoutMs;
    const QString clusterName = cluster->name;
    ssh::ExecRequest *r = m_hub->exec(connection->plan, connection->base,
                                      jobs::SqueueFormat::squeueCommand(false).toUtf8(), o, this);
    r->closeStdin();
    auto out = std::make_shared<QByteArray>();
    auto err = std::make_shared<QByteArray>();
    auto over = std::make_shared<bool>(false);
    connect(r, &ssh::ExecRequest::stdoutData, this, [r, out, over](const QByteArray &d) {
        if (!ssh::appendCapped(*out, d.constData(), std::size_t(d.size()))) {
            *over = true;
            r->cancel();
        }
    });
    connect(r, &ssh::ExecRequest::stderrData, this,
            [err](const QByteArray &d) { ssh::appendCapped(*err, d.constData(), std::size_t(d.size())); });
    const QString node = plan->target.user.isEmpty()
                             ? plan->target.displayName()
                             : plan->target.user + QLatin1Char('@') + plan->target.displayName();
    connect(r, &ssh::ExecRequest::finished, this,
            [this, r, id, clusterId, clusterName, node, out, err, over](const ssh::ExecResult &res) {
                r->deleteLater();
                jobs::RemoteRun run;
                run.out = *out;
                run.err = *err;
                run.status = res.exitStatus;
                if (*over)
                    run.error = ssh::RemoteShell::tooMuchOutput();
                else if (!res.error.ok())
                    run.error = res.error.describe();
                else if (res.cancelled)
                    run.error = tr("cancelled");
                if (!run.ok()) {
                    emit listed(id, clusterId, {}, run.problem(node));
                    return;
                }
                const jobs::SqueueParse parse = jobs::SqueueFormat::parseSqueue(run.out);
                if (!parse.problems.isEmpty() && parse.jobs.isEmpty()) {
                    emit listed(id, clusterId, {},
                                tr("squeue on %1 printed what cannot be read (line %2: %3)")
                                    .arg(clusterName)
                                    .arg(parse.problems.first().line)
                                    .arg(parse.problems.first().message));
                    return;
                }
                emit listed(id, clusterId, parse.jobs, {});
            });
    return id;
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
