// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/cluster_fleet.h"

#include "common/local_user.h"
#include "services/cluster_connections.h"
#include "ssh/ssh_types.h"

#include <QDateTime>

namespace cg::services {

bool ClusterFleet::NodeStatus::hostKeyRefused() const
{
    // An unknown host key and a failed login are both Refused: the connection failure's kind tells them
    // apart (the reason's words change with the translation).
    return state == FleetNodeState::HostKeyChanged ||
           (state == FleetNodeState::Refused && failure == ssh::FailureKind::HostKey);
}

bool ClusterFleet::NodeStatus::hostKeyChecked() const
{
    return state == FleetNodeState::Streaming || state == FleetNodeState::Deploying ||
           state == FleetNodeState::Restarting || (state == FleetNodeState::Refused && !hostKeyRefused());
}

ClusterFleet::ClusterFleet(qint64 clusterId, ssh::ConnectionHub &hub, ledger::AuditLog *audit,
                           ssh::AuditSink *commandSink, QObject *parent)
    : QObject(parent), m_clusterId(clusterId), m_session(std::make_unique<FleetSession>(&hub))
{
    if (audit) {
        m_audit = std::make_unique<FleetAuditLog>(*audit, localUserName());
        m_session->setAuditSink(m_audit.get());
    }
    if (commandSink)
        m_session->setCommandAuditSink(commandSink);
    FleetSession *s = m_session.get();
    // What the nodes report reaches the store through the one mapping the fleet tests check.
    m_feed = std::make_unique<FleetStoreFeed>(s, &m_store);
    connect(s, &FleetSession::nodeStateChanged, this,
            [this](const QString &id, FleetNodeState state, const QString &reason, ssh::FailureKind failure) {
                NodeStatus &n = m_status[id];
                n.state = state;
                n.reason = reason;
                n.failure = failure;
                if (state != FleetNodeState::Refused)
                    n.cancelledAt.clear(); // started again
                emit nodeChanged(id);
            });
    connect(s, &FleetSession::promptCancelled, this,
            [this](const QString &id, const QString &hop, int prompt) {
                NodeStatus &n = m_status[id];
                n.cancelledAt = hop;
                n.cancelledPrompt = prompt;
            });
    connect(s, &FleetSession::agentDeployed, this,
            [this](const QString &id, bool pushed, const QString &version) {
                NodeStatus &n = m_status[id];
                n.pushed = pushed;
                n.agentVersion = version;
                emit nodeChanged(id);
            });
    connect(s, &FleetSession::helloReceived, this, [this](const QString &id, const QJsonObject &hello) {
        m_status[id].hostName = hello.value(QStringLiteral("hostname")).toString();
        emit nodeChanged(id);
    });
}

ClusterFleet::~ClusterFleet()
{
    m_feed.reset();
    m_session.reset(); // its I/O thread reports to the audit log until it stops
}

Status ClusterFleet::start(const Inventory &inventory, const FleetOptions &options, const QStringList &only)
{
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    const auto nodes = ClusterConnections(inventory, options.base).nodes(m_clusterId);
    if (!nodes.ok())
        return Status::failureOf(nodes);
    FleetOptions o = options;
    if (const auto cluster = inventory.cluster(m_clusterId); cluster.ok())
        o.base = ClusterConnections::sessionOptions(cluster.value(), options.base);
    else
        return Status::failureOf(cluster);
    QList<FleetNode> fleet;
    for (const ClusterConnection &n : nodes.value()) {
        if (!only.isEmpty() && !only.contains(n.node))
            continue;
        if (!m_status.contains(n.node)) {
            m_order << n.node;
            m_status.insert(n.node, {});
            m_store.addNode(n.node, n.node);
        }
        // A node that ended (stopped, refused, a cancelled login) starts over: it is not settled any more,
        // so that the task of this start waits for it (its worker reports Connecting in a moment).
        NodeStatus &st = m_status[n.node];
        if (st.state == FleetNodeState::Refused || st.state == FleetNodeState::HostKeyChanged ||
            st.state == FleetNodeState::Stopped || st.state == FleetNodeState::Removed) {
            st.state = FleetNodeState::Connecting;
            st.cancelledAt.clear();
        }
        fleet << FleetNode{n.node, n.plan};
    }
    m_session->start(o, fleet);
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

Result<QString> ClusterFleet::outcome() const
{
    const int total = int(m_order.size());
    const int streaming = streamingCount();
    const QString summary = tr("%1 of %2 nodes streaming").arg(streaming).arg(total);
    if (total > 0 && streaming == total)
        return summary;
    // A prompt the person cancelled stops every node behind its jump host: one sentence per jump host.
    const QString cluster = m_session->telemetry().fleet();
    QStringList cancelled;
    QStringList others;
    ErrorCode code = ErrorCode::Cancelled;
    for (const QString &n : m_order) {
        const NodeStatus s = m_status.value(n);
        if (s.state == FleetNodeState::Streaming)
            continue;
        if (!s.cancelledAt.isEmpty() && s.state == FleetNodeState::Refused) {
            if (cancelled.contains(s.cancelledAt))
                continue;
            cancelled << s.cancelledAt;
            continue;
        }
        code = (s.state == FleetNodeState::Refused || s.state == FleetNodeState::HostKeyChanged ||
                code == ErrorCode::Refused)
                   ? ErrorCode::Refused
                   : ErrorCode::Unreachable;
        if (others.size() == 3) {
            if (!others.endsWith(tr("…")))
                others << tr("…");
            continue;
        }
        others << (s.reason.isEmpty() ? tr("%1 %2").arg(n, FleetSession::stateName(s.state))
                                      : tr("%1 %2: %3").arg(n, FleetSession::stateName(s.state), s.reason));
    }
    QStringList parts;
    for (const QString &hop : std::as_const(cancelled)) {
        int prompt = 0;
        for (const NodeStatus &s : m_status) {
            if (s.cancelledAt == hop)
                prompt = s.cancelledPrompt;
        }
        const QString what = prompt == int(ssh::PromptRequest::KeyboardInteractive)
                                 ? tr("You cancelled the one-time password for %1")
                             : prompt == int(ssh::PromptRequest::KeyPassphrase)
                                 ? tr("You cancelled the key passphrase for %1")
                                 : tr("You cancelled the password for %1");
        parts << (streaming == 0
                      ? tr("%1: nothing streams from %2. Stream Telemetry to try again.")
                            .arg(what.arg(hop), cluster)
                      : tr("%1: its nodes do not stream. Stream Telemetry to try again.").arg(what.arg(hop)));
    }
    if (!others.isEmpty())
        parts << tr("%1; %2").arg(summary, others.join(tr("; ")));
    else if (streaming > 0)
        parts.prepend(summary + tr(";"));
    return Result<QString>::failure(parts.join(QLatin1Char(' ')), code);
}

} // namespace cg::services
