// SPDX-License-Identifier: GPL-3.0-or-later
// Live telemetry from many nodes over one bastion connection: per node the agent is deployed (pushed only
// when its SHA-256 differs), `telemetry` runs on ONE exec channel, pings go down its stdin and pongs give
// the console-to-node RTT; a dead agent is restarted and a lost link reconnected with jittered backoff,
// each node on its own, so one node's trouble never disturbs the others.
//
// Threads: the nodes are clients of the ConnectionHub, one per connection tree (a first-hop bastion), run on
// that tree's I/O thread with every other feature's requests, so the bastion is logged in to once for all
// of them and its prompts are the hub's. Callers use the public methods from the thread this object lives
// on; every signal is emitted on that thread too.
#pragma once

#include "agent/agent_connection.h" // metatypes for proto::Sample
#include "agent/agent_deploy.h"
#include "agent/fleet_node_state.h"
#include "agent/telemetry_sink.h"
#include "ssh/chain_plan.h"
#include "ssh/retry.h"
#include "ssh/ssh_engine.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>

#include <map>
#include <memory>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg {

class FleetWorker;

// One node of a cluster: its id (unique in the fleet, used by every signal) and how to reach it. Nodes
// whose plans start with the same jump hosts share those hosts' sessions: one login per bastion.
struct FleetNode
{
    QString id;
    ssh::ChainPlan plan;
};

struct FleetOptions
{
    ssh::SessionOptions base; // policy, known_hosts, timeout; endpoint and hop are filled in per hop
    QString localAgent;       // the bundled agent binary
    int intervalMs = 1000;    // between samples
    int pingIntervalMs = 2000;
    int rttWindow = 16;       // pongs the jitter is computed over
    int silenceTimeoutMs = 0; // no byte for this long: the link is taken as lost. 0: 3 x the slower of
                              // interval and ping interval, at least 5 s
    // Reconnecting after a lost link or a failed connection. Attempts are not bounded for a fleet (a
    // node comes back when it comes back); the delay is.
    ssh::RetryPolicy reconnect{1 << 30, 500, 5000};
    // Restarting an agent that stopped: bounded delay, and after `maxAttempts` quick deaths in a row the
    // node is given up with the reason (a stream that ran for a minute resets the count).
    ssh::RetryPolicy restart{8, 500, 8000};
    int maxConcurrentHandshakes = 8;
    int keepaliveSeconds = 10;
    int deployTimeoutMs = 120000;
};

// Where agent lifecycle events go: deploy, start, restart, stop, remove. Called on the I/O thread, so an
// implementation must be thread-safe (FleetAuditLog queues them for the audit log's thread).
struct FleetEvent
{
    QString action; // "agent.deploy", "agent.start", "agent.restart", "agent.stop", "agent.remove"
    QString nodeId;
    QString host;
    QString user;
    QJsonObject details; // never secrets
    qint64 atMs = 0;     // Unix ms
};

class FleetAuditSink
{
public:
    virtual ~FleetAuditSink() = default;
    virtual void fleetEvent(const FleetEvent &event) = 0;
};

class FleetSession : public QObject
{
    Q_OBJECT

public:
    // Every node is a client of `hub` (the console's). Made on one of a hub's I/O threads (a validation check
    // watching a stream), it needs another hub: that thread is busy waiting for it.
    explicit FleetSession(ssh::ConnectionHub *hub, QObject *parent = nullptr);
    ~FleetSession() override; // closes every channel and node session (the hub keeps shared jump hosts)

    // Both sinks must outlive this object; set them before start().
    void setAuditSink(FleetAuditSink *sink);
    void setCommandAuditSink(ssh::AuditSink *sink); // every remote command (probe, push, telemetry)

    // Starts (or adds) nodes; nodes already in the fleet are left as they are. The options of the first
    // call hold for the whole fleet.
    void start(const FleetOptions &options, const QList<FleetNode> &nodes);
    // Stops a node's agent (the `stop` command on its stdin); `remove` deletes the agent from the node
    // too. The node ends Stopped or Removed and is not restarted.
    void stopNode(const QString &nodeId, bool remove = false);
    void stopAll(bool remove = false);
    // Answers with stats().
    void requestStats();
    // The sinks of this fleet's telemetry (the fleet store, the alert feed, ...): each receives every
    // hello, sample, RTT and node state this session reports, on this session's thread.
    TelemetryFeed &telemetry() { return m_telemetry; }

    static QString stateName(FleetNodeState state);

signals:
    // `failure`: the kind of the connection failure behind the state (None when it is not one), so that a
    // refused host key and a refused login, both Refused, are told apart without reading `reason`.
    void nodeStateChanged(const QString &nodeId, cg::FleetNodeState state, const QString &reason,
                          cg::ssh::FailureKind failure);
    // The node stopped because the person cancelled a prompt (`prompt`: a ssh::PromptRequest::Kind) of
    // `hopName`'s login; nodeStateChanged (Refused) follows. One cause for every node behind that hop.
    void promptCancelled(const QString &nodeId, const QString &hopName, int prompt);
    void agentDeployed(const QString &nodeId, bool pushed, const QString &remoteVersion);
    void helloReceived(const QString &nodeId, const QJsonObject &hello);
    void sampleReceived(const QString &nodeId, const cg::proto::Sample &sample);
    // Console to node and back over the telemetry channel itself; jitter: the standard deviation of the
    // last `rttWindow` RTTs.
    void rttMeasured(const QString &nodeId, double rttMs, double jitterMs);
    // The stream stopped (the agent died, its channel closed, the link was lost): samples are missing from
    // `sinceMs` (Unix ms) on. gapEnded() comes with the first sample after it.
    void gapStarted(const QString &nodeId, qint64 sinceMs, const QString &reason);
    void gapEnded(const QString &nodeId, qint64 sinceMs, qint64 untilMs);
    void agentMessage(const QString &nodeId, const QString &text); // error frames, decoder trouble
    // tcpConnections: bastion logins so far; sessions: live node sessions; streams: running channels.
    void stats(int tcpConnections, int sessions, int streams);

private:
    friend class FleetWorker;
    std::shared_ptr<FleetWorker> workerFor(const FleetNode &node);

    ssh::ConnectionHub *m_hub;
    FleetOptions m_options;
    bool m_configured = false;
    FleetAuditSink *m_audit = nullptr;
    ssh::AuditSink *m_commandAudit = nullptr;
    std::map<QString, std::shared_ptr<FleetWorker>> m_workers; // by tree
    QHash<QString, QString> m_nodeTree;                        // node id -> tree
    struct StatsRound
    {
        int waiting = 0;
        int tcp = 0, sessions = 0, streams = 0;
    } m_stats;
    TelemetryFeed m_telemetry;
    bool wireTelemetry();
    const bool m_telemetryWired = wireTelemetry(); // made with the session, whichever constructor ran
};

} // namespace cg
