// SPDX-License-Identifier: GPL-3.0-or-later
#include "main/cluster_fleet.h"

namespace cg::ui {

ClusterFleet::ClusterFleet(qint64 clusterId, ledger::AuditLog *audit, ssh::AuditSink *commandSink,
                           QObject *parent)
    : QObject(parent), m_clusterId(clusterId), m_session(std::make_unique<FleetSession>())
{
    if (audit) {
        m_audit = std::make_unique<FleetAuditLog>(*audit, qEnvironmentVariable("USER"));
        m_session->setAuditSink(m_audit.get());
    }
    if (commandSink)
        m_session->setCommandAuditSink(commandSink);
    FleetSession *s = m_session.get();
    connect(s, &FleetSession::nodeStateChanged, this,
            [this](const QString &id, FleetNodeState state, const QString &reason) {
                NodeStatus &n = m_status[id];
                n.state = state;
                n.reason = reason;
                switch (state) {
                case FleetNodeState::Unreachable:
                case FleetNodeState::HostKeyChanged:
                case FleetNodeState::Refused:
                    m_store.markUnreachable(id, reason);
                    break;
                default:
                    break;
                }
                emit nodeChanged(id);
            });
    connect(s, &FleetSession::agentDeployed, this,
            [this](const QString &id, bool pushed, const QString &version) {
                NodeStatus &n = m_status[id];
                n.pushed = pushed;
                n.agentVersion = version;
                emit nodeChanged(id);
            });
    connect(s, &FleetSession::helloReceived, this, [this](const QString &id, const QJsonObject &hello) {
        m_store.ingestHello(id, hello);
        m_status[id].hostName = hello.value(QStringLiteral("hostname")).toString();
        emit nodeChanged(id);
    });
    connect(s, &FleetSession::sampleReceived, this,
            [this](const QString &id, const proto::Sample &sample) { m_store.ingestSample(id, sample); });
    connect(s, &FleetSession::rttMeasured, this,
            [this](const QString &id, double rttMs, double) { m_store.recordRtt(id, rttMs); });
}

ClusterFleet::~ClusterFleet()
{
    m_session.reset(); // its I/O thread reports to the audit log until it stops
}

Status ClusterFleet::start(const Inventory &inventory, const FleetOptions &options)
{
    const auto nodes = inventory.nodes(m_clusterId);
    if (!nodes.ok())
        return Status::failure(nodes.error());
    QList<FleetNode> fleet;
    for (const NodeRecord &n : nodes.value()) {
        const auto plan = inventory.planFor(m_clusterId, n.name);
        if (!plan.ok())
            return Status::failure(plan.error());
        if (!m_status.contains(n.name)) {
            m_order << n.name;
            m_status.insert(n.name, {});
            m_store.addNode(n.name, n.name);
        }
        fleet << FleetNode{n.name, plan.value()};
    }
    m_session->start(options, fleet);
    return Ok{};
}

void ClusterFleet::stop(bool removeAgent)
{
    m_session->stopAll(removeAgent);
}

bool ClusterFleet::isSettled(FleetNodeState state)
{
    switch (state) {
    case FleetNodeState::Streaming:
    case FleetNodeState::Unreachable:
    case FleetNodeState::HostKeyChanged:
    case FleetNodeState::Refused:
    case FleetNodeState::Stopped:
    case FleetNodeState::Removed:
        return true;
    default:
        return false;
    }
}

int ClusterFleet::settledCount() const
{
    int n = 0;
    for (const NodeStatus &s : m_status)
        n += isSettled(s.state) ? 1 : 0;
    return n;
}

int ClusterFleet::streamingCount() const
{
    int n = 0;
    for (const NodeStatus &s : m_status)
        n += s.state == FleetNodeState::Streaming ? 1 : 0;
    return n;
}

} // namespace cg::ui
