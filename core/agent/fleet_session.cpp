// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/fleet_session.h"

#include "agent/fleet_worker.h"
#include "ssh/connection_hub.h"

#include <map>
#include <memory>

namespace cg {

FleetSession::FleetSession(ssh::ConnectionHub *hub, QObject *parent) : QObject(parent), m_hub(hub)
{
    qRegisterMetaType<cg::FleetNodeState>();
    qRegisterMetaType<cg::proto::Sample>();
}

FleetSession::~FleetSession()
{
    // Each tree lets go of our nodes (their channels and sessions close there) before we are gone.
    for (auto &[key, worker] : m_workers)
        m_hub->detach(worker);
    m_workers.clear();
}

void FleetSession::setAuditSink(FleetAuditSink *sink)
{
    m_audit = sink;
}

void FleetSession::setCommandAuditSink(ssh::AuditSink *sink)
{
    // Remote commands are the hub's to report, with every other feature's.
    m_commandAudit = sink;
    m_hub->setAuditSink(sink);
}

std::shared_ptr<FleetWorker> FleetSession::workerFor(const FleetNode &node)
{
    const QString key = ssh::ConnectionHub::treeKey(node.plan, m_options.base);
    auto &w = m_workers[key];
    if (!w) {
        w = std::make_shared<FleetWorker>(this);
        w->setAuditSink(m_audit);
        m_hub->attach(node.plan, m_options.base, w);
    }
    return w;
}

void FleetSession::start(const FleetOptions &options, const QList<FleetNode> &nodes)
{
    if (!m_configured) {
        m_options = options;
        m_configured = true;
    }
    std::map<FleetWorker *, QList<FleetNode>> byWorker;
    std::map<FleetWorker *, std::shared_ptr<FleetWorker>> keep;
    for (const FleetNode &n : nodes) {
        auto w = workerFor(n);
        m_nodeTree.insert(n.id, ssh::ConnectionHub::treeKey(n.plan, m_options.base));
        byWorker[w.get()] << n;
        keep[w.get()] = w;
    }
    const FleetOptions o = m_options;
    for (auto &[raw, list] : byWorker) {
        FleetWorker *w = raw;
        m_hub->post(w, [w, o, list = list] { w->start(o, list); });
    }
}

void FleetSession::stopNode(const QString &nodeId, bool remove)
{
    const auto it = m_workers.find(m_nodeTree.value(nodeId));
    if (it == m_workers.end())
        return;
    FleetWorker *w = it->second.get();
    m_hub->post(w, [w, nodeId, remove] { w->stopNode(nodeId, remove); });
}

void FleetSession::stopAll(bool remove)
{
    for (auto &[key, worker] : m_workers) {
        FleetWorker *w = worker.get();
        m_hub->post(w, [w, remove] { w->stopAll(remove); });
    }
}

void FleetSession::requestStats()
{
    if (m_workers.empty()) {
        QMetaObject::invokeMethod(
            this, [this] { emit stats(0, 0, 0); }, Qt::QueuedConnection);
        return;
    }
    m_stats = StatsRound{int(m_workers.size()), 0, 0, 0};
    for (auto &[key, worker] : m_workers) {
        FleetWorker *w = worker.get();
        m_hub->post(w, [w] { w->reportStats(); });
    }
}

bool FleetSession::wireTelemetry()
{
    TelemetryFeed *feed = &m_telemetry;
    connect(this, &FleetSession::helloReceived, this,
            [feed](const QString &id, const QJsonObject &hello) { feed->publishHello(id, hello); });
    connect(this, &FleetSession::sampleReceived, this,
            [feed](const QString &id, const proto::Sample &sample) { feed->publishSample(id, sample); });
    connect(this, &FleetSession::rttMeasured, this, [feed](const QString &id, double rttMs, double jitterMs) {
        feed->publishRtt(id, rttMs, jitterMs);
    });
    connect(this, &FleetSession::nodeStateChanged, this,
            [feed](const QString &id, FleetNodeState state, const QString &reason) {
                feed->publishState(id, state, reason);
            });
    return true;
}

QString FleetSession::stateName(FleetNodeState state)
{
    switch (state) {
    case FleetNodeState::Connecting:
        return tr("connecting");
    case FleetNodeState::Deploying:
        return tr("deploying the agent");
    case FleetNodeState::Streaming:
        return tr("streaming");
    case FleetNodeState::Restarting:
        return tr("restarting the agent");
    case FleetNodeState::Reconnecting:
        return tr("reconnecting");
    case FleetNodeState::Unreachable:
        return tr("unreachable");
    case FleetNodeState::HostKeyChanged:
        return tr("host key changed");
    case FleetNodeState::Refused:
        return tr("stopped: needs attention");
    case FleetNodeState::Stopping:
        return tr("stopping");
    case FleetNodeState::Stopped:
        return tr("stopped");
    case FleetNodeState::Removed:
        return tr("removed");
    }
    return {};
}

} // namespace cg
