// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/jobs_service.h"

#include "inventory/inventory.h"
#include "jobs/compliance_gate.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/chain_plan.h"
#include "ssh/ssh_engine.h"
#include "storage/database.h"

#include <QCoreApplication>

#include <map>
#include <memory>

namespace cg::ui {

// Lives on the service's I/O thread: the engine, the login-node sessions and the database connection.
class JobsWorker : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::JobsService)

public:
    JobsWorker(JobsServiceOptions options, std::atomic<bool> *stopFollow)
        : m_options(std::move(options)), m_stopFollow(stopFollow)
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
        const auto cluster = inventory.cluster(clusterId);
        if (!cluster.ok()) {
            *error = cluster.error();
            return nullptr;
        }
        Node &node = m_nodes[clusterId];
        if (!node.session || node.session->isFinished()) {
            const auto plan = inventory.loginPlan(clusterId);
            if (!plan.ok()) {
                *error = plan.error();
                return nullptr;
            }
            ssh::SessionOptions base;
            base.policy = cluster->hostKeyPolicy;
            base.allowLegacyKex = cluster->allowLegacyKex;
            base.knownHostsFile = m_options.knownHostsFile;
            base.useAgent = m_options.useAgent;
            node.session = ssh::connectPlan(m_engine, plan.value(), base);
            m_engine.runUntil([&] { return node.session->isFinished() || node.session->isReady(); }, 120000);
            if (!node.session->isReady()) {
                *error = tr("cannot reach the login node of %1: %2")
                             .arg(cluster->name, node.session->error().describe());
                node.session = nullptr;
                return nullptr;
            }
            node.login = std::make_unique<jobs::SshLoginNode>(m_engine, node.session);
        }
        auto b = std::make_unique<jobs::SlurmBackend>(*node.login, cluster->name);
        b->setAuditLog(&m_ledger->audit(), m_options.actor);
        b->setGate(m_gate.get(), jobs::Destination{cluster->name, cluster->region, cluster->region});
        return b;
    }

    JobsServiceOptions m_options;
    std::atomic<bool> *m_stopFollow;

private:
    struct Node
    {
        ssh::Session *session = nullptr;
        std::unique_ptr<jobs::SshLoginNode> login;
    };
    Database m_db;
    bool m_dbOpen = false;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::Ledger> m_ledger;
    std::unique_ptr<jobs::ComplianceGate> m_gate;
    std::map<qint64, Node> m_nodes;
    ssh::Engine m_engine; // last: its sessions go first
};

JobsService::JobsService(JobsServiceOptions options, QObject *parent)
    : QObject(parent), m_worker(new JobsWorker(std::move(options), &m_stopFollow))
{
    qRegisterMetaType<cg::jobs::JobStatus>();
    qRegisterMetaType<QList<cg::jobs::JobStatus>>();
    m_thread.setObjectName(QStringLiteral("jobs-io"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

JobsService::~JobsService()
{
    m_stopFollow = true;
    m_thread.quit();
    m_thread.wait();
}

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
    QMetaObject::invokeMethod(m_worker, [this, id, clusterId] {
        QString error;
        auto backend = m_worker->backend(clusterId, &error);
        if (!backend) {
            emit listed(id, clusterId, {}, error);
            return;
        }
        const auto jobs = backend->list();
        emit listed(id, clusterId, jobs.ok() ? jobs.value() : QList<jobs::JobStatus>{},
                    jobs.ok() ? QString() : jobs.error());
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

} // namespace cg::ui
