// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/connection_hub_p.h"

#include <QThread>

namespace cg::ssh {

using namespace hub_detail;

// --------------------------------------------------------------------------------------------------------
// ConnectionHub

ConnectionHub::ConnectionHub(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<cg::ssh::ExecResult>();
    qRegisterMetaType<cg::ssh::SshError>();
    qRegisterMetaType<cg::ssh::Endpoint>();
    qRegisterMetaType<cg::ssh::HostKey>();
    qRegisterMetaType<cg::ssh::HopTiming>();
    qRegisterMetaType<QList<cg::ssh::HostKey>>();
    connect(&m_auth, &AuthBroker::answeredFromStore, this, &ConnectionHub::answeredFromStore);
}

ConnectionHub::~ConnectionHub()
{
    m_stopping = true;
    m_auth.abandonPrompts();
    std::vector<std::shared_ptr<HubTree>> trees;
    {
        std::lock_guard lock(m_mutex);
        trees.swap(m_trees);
    }
    trees.clear(); // each joins its thread
}

void ConnectionHub::setAuditSink(AuditSink *sink)
{
    m_audit = sink;
}

void ConnectionHub::setRetryPolicy(const RetryPolicy &policy)
{
    m_retry = policy;
}

void ConnectionHub::setMaxConcurrentHandshakes(int n)
{
    m_maxHandshakes = n;
}

void ConnectionHub::setKeepaliveSeconds(int s)
{
    m_keepaliveSeconds = s;
}

void ConnectionHub::setIdleTimeoutMs(int ms)
{
    m_idleTimeoutMs = ms;
}

QString ConnectionHub::treeKey(const ChainPlan &plan, const SessionOptions &base)
{
    const Endpoint &first = plan.jumps.isEmpty() ? plan.target : plan.jumps.first();
    return QStringLiteral("%1@%2:%3|%4:%5")
        .arg(first.user, first.host)
        .arg(first.port)
        .arg(base.connectHost)
        .arg(base.connectPort);
}

std::shared_ptr<HubTree> ConnectionHub::treeLocked(const QString &key)
{
    for (auto it = m_trees.begin(); it != m_trees.end();) {
        if ((*it)->ended()) {
            m_endedTcp += (*it)->statTcp;
            it = m_trees.erase(it); // joins a thread that already ended
        } else {
            ++it;
        }
    }
    for (const auto &t : m_trees) {
        if (t->key() == key)
            return t;
    }
    m_trees.push_back(std::make_shared<HubTree>(this, key));
    return m_trees.back();
}

void ConnectionHub::submit(const std::shared_ptr<RequestCore> &core)
{
    std::lock_guard lock(m_mutex);
    if (m_stopping)
        return;
    auto tree = treeLocked(core->treeKey);
    core->tree = tree;
    tree->post([t = tree.get(), core] { t->m_requests.push_back(core); });
}

ExecRequest *ConnectionHub::exec(const ChainPlan &plan, const SessionOptions &base, const QByteArray &command,
                                 const ExecOptions &options, QObject *parent)
{
    auto core = newRequest(RequestCore::Kind::Exec, m_nextId++, plan, base, treeKey(plan, base));
    core->command = command;
    core->execOptions = options;
    auto *req = new ExecRequest(core, parent);
    submit(core);
    return req;
}

ShellRequest *ConnectionHub::shell(const ChainPlan &plan, const SessionOptions &base, const PtyOptions &pty,
                                   const QByteArray &command, const ExecOptions &options, QObject *parent)
{
    auto core = newRequest(RequestCore::Kind::Exec, m_nextId++, plan, base, treeKey(plan, base));
    core->command = command;
    core->execOptions = options;
    core->pty = pty;
    auto *req = new ShellRequest(core, parent);
    submit(core);
    return req;
}

TaskRequest *ConnectionHub::task(const ChainPlan &plan, const SessionOptions &base, TaskFunction body,
                                 const TaskOptions &options, QObject *parent)
{
    auto core = newRequest(RequestCore::Kind::Task, m_nextId++, plan, base, treeKey(plan, base));
    core->body = std::move(body);
    core->taskOptions = options;
    auto *req = new TaskRequest(core, parent);
    submit(core);
    return req;
}

void ConnectionHub::attach(const ChainPlan &plan, const SessionOptions &base,
                           const std::shared_ptr<TreeClient> &client)
{
    std::lock_guard lock(m_mutex);
    if (m_stopping)
        return;
    auto tree = treeLocked(treeKey(plan, base));
    m_clientTrees[client.get()] = tree;
    tree->post([t = tree.get(), client] {
        t->m_clients.push_back(client);
        client->attached(t->engine(), t->pool());
    });
}

void ConnectionHub::detach(const std::shared_ptr<TreeClient> &client)
{
    std::shared_ptr<HubTree> tree;
    {
        std::lock_guard lock(m_mutex);
        auto it = m_clientTrees.find(client.get());
        if (it == m_clientTrees.end())
            return;
        tree = it->second.lock();
        m_clientTrees.erase(it);
    }
    if (!tree || tree->ended())
        return;
    if (QThread::currentThread() == tree->m_thread.thread()) {
        tree->detachClient(client, nullptr); // from inside the tree (a task): at once, or after its tick
        return;
    }
    auto done = std::make_shared<QSemaphore>(0);
    tree->post([t = tree.get(), client, done] { t->detachClient(client, done); });
    // The tree may be waiting for a prompt on this very thread: give it up rather than deadlock.
    int waited = 0;
    while (!done->tryAcquire(1, 50)) {
        if (tree->ended())
            return;
        if ((waited += 50) >= 500)
            m_auth.abandonCurrentPrompts();
    }
}

void ConnectionHub::post(const TreeClient *client, std::function<void()> work)
{
    std::lock_guard lock(m_mutex);
    auto it = m_clientTrees.find(client);
    if (it == m_clientTrees.end())
        return;
    if (auto tree = it->second.lock()) {
        // Runs only while the client is attached: work queued before a detach never reaches a client
        // that is gone.
        HubTree *t = tree.get();
        tree->post(
            [t, client, work = std::move(work)] {
                const auto &cs = t->m_clients;
                if (std::any_of(cs.begin(), cs.end(), [client](const auto &c) { return c.get() == client; }))
                    work();
            },
            client);
    }
}

bool ConnectionHub::onIoThread()
{
    return t_ioThread;
}

HubStats ConnectionHub::stats() const
{
    HubStats s;
    std::lock_guard lock(m_mutex);
    s.tcpConnections = m_endedTcp;
    for (const auto &t : m_trees) {
        s.tcpConnections += t->statTcp;
        if (t->ended())
            continue;
        ++s.trees;
        s.sessions += t->statSessions;
        s.requests += t->statRequests;
    }
    return s;
}

} // namespace cg::ssh
