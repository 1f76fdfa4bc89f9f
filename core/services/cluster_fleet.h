// SPDX-License-Identifier: GPL-3.0-or-later
// One cluster's live fleet: the agent deployed and streaming on every node over one bastion login
// (FleetSession), what it reports kept in a FleetStore for the fleet view, and the agent lifecycle in the
// audit log. Widget-free; the console keeps one per cluster that streams.
#pragma once

#include "agent/fleet_audit.h"
#include "agent/fleet_session.h"
#include "agent/fleet_store.h"
#include "agent/fleet_store_feed.h"
#include "common/result.h"
#include "inventory/inventory.h"

#include <QHash>
#include <QObject>

#include <memory>

namespace cg::services {

class ClusterFleet : public QObject
{
    Q_OBJECT

public:
    struct NodeStatus
    {
        FleetNodeState state = FleetNodeState::Connecting;
        QString reason;
        // The kind of the connection failure behind `state` (None when it is not one).
        ssh::FailureKind failure = ssh::FailureKind::None;
        QString agentVersion;
        bool pushed = false;
        QString hostName; // as the node's agent says
        // Stopped because the person cancelled a prompt of this jump host's login (empty: not so), and
        // that prompt's kind (ssh::PromptRequest::Kind).
        QString cancelledAt;
        int cancelledPrompt = 0;

        // The host key as this node's attempts show it (the onboarding's L0 check). Refused: changed, or
        // a refusal about the host key. Checked: the node answered with it, by a login (streaming,
        // deploying, restarting) or by a refusal after the key exchange (authentication).
        bool hostKeyRefused() const;
        bool hostKeyChecked() const;
    };

    // The nodes are clients of `hub` (the console's). `audit` may be null (no database): then nothing is
    // audit-logged.
    ClusterFleet(qint64 clusterId, ssh::ConnectionHub &hub, ledger::AuditLog *audit,
                 ssh::AuditSink *commandSink, QObject *parent = nullptr);
    ~ClusterFleet() override;

    // Deploys and starts the agent on every node of the cluster in the inventory (`only` set: on those
    // nodes), connected as services::ClusterConnections says (the cluster's host-key policy, key exchange
    // and key files over the known_hosts file, agent use and timeouts of `options.base`). Called again, it
    // retries the nodes that stopped, were refused or could not be reached; the streaming ones go on.
    Status start(const Inventory &inventory, const FleetOptions &options, const QStringList &only = {});
    void stop(bool removeAgent);

    qint64 clusterId() const { return m_clusterId; }
    FleetSession &session() { return *m_session; }
    FleetStore &store() { return m_store; }
    // The sinks of this fleet's telemetry (the store's among them); named after the cluster by the console.
    TelemetryFeed &telemetry() { return m_session->telemetry(); }
    QStringList nodes() const { return m_order; }
    NodeStatus status(const QString &nodeId) const { return m_status.value(nodeId); }
    // Nodes that have settled: streaming, or stopped for a reason a person must see.
    int settledCount() const;
    int streamingCount() const;
    // When start() was last called (Unix ms; 0: never): what the deploy task's elapsed time counts from.
    qint64 startedMs() const { return m_startedMs; }
    static bool isSettled(FleetNodeState state);
    // What the fleet came to, for the task that started it (once settled): "N of M nodes streaming" when
    // every node streams; else a failure naming what stops the others, each cause once. ErrorCode::Cancelled
    // when the person cancelled a jump host's prompt (and nothing else stops a node), Refused when a node
    // needs a person, Unreachable otherwise.
    Result<QString> outcome() const;

signals:
    void nodeChanged(const QString &nodeId);

private:
    qint64 m_clusterId;
    FleetStore m_store;
    std::unique_ptr<FleetAuditLog> m_audit;
    std::unique_ptr<FleetSession> m_session; // after the audit log: destroyed first
    std::unique_ptr<FleetStoreFeed> m_feed;  // after the session: disconnected before it goes
    QStringList m_order;
    QHash<QString, NodeStatus> m_status;
    qint64 m_startedMs = 0;
};

} // namespace cg::services
