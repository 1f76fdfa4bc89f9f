// SPDX-License-Identifier: GPL-3.0-or-later
// The nodes of one connection tree of a FleetSession: a client of the hub, stepped on the tree's I/O
// thread, where it owns its node sessions and channels (the jump hosts are the hub's). Each node's
// decisions are its FleetNodeMachine's; pushes wait their turn in a DeployQueue. Callers reach it through
// the hub's post(); what it reports leaves from the FleetSession's thread. Internal to core/agent.
#pragma once

#include "agent/deploy_queue.h"
#include "agent/fleet_node_machine.h"
#include "agent/fleet_session.h"
#include "ssh/connection_hub.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QRandomGenerator>

#include <memory>
#include <tuple>
#include <vector>

namespace cg {

class FleetWorker : public ssh::TreeClient
{
    Q_DECLARE_TR_FUNCTIONS(cg::FleetWorker)

public:
    explicit FleetWorker(FleetSession *service) : m_service(service) { m_clock.start(); }

    void attached(ssh::Engine &engine, ssh::HopPool &pool) override;
    void hopDropping(ssh::Session *hop) override;
    void detaching() override;
    bool tick() override;

    // Signals leave from the service's thread, never from this one.
    template <typename... Signal, typename... Args>
    void post(void (FleetSession::*signal)(Signal...), Args &&...args)
    {
        QMetaObject::invokeMethod(
            m_service,
            [service = m_service, signal,
             tuple = std::make_tuple(std::decay_t<Args>(std::forward<Args>(args))...)] {
                std::apply([&](const auto &...a) { (service->*signal)(a...); }, tuple);
            },
            Qt::QueuedConnection);
    }

    void setAuditSink(FleetAuditSink *sink) { m_audit = sink; }

    void start(const FleetOptions &options, const QList<FleetNode> &nodes);
    void stopNode(const QString &id, bool remove);
    void stopAll(bool remove);
    void reportStats();

private:
    using Node = FleetNodeMachine;
    using Phase = FleetNodeMachine::Phase;

    double now() const { return double(m_clock.nsecsElapsed()) / 1e6; }
    void setState(Node &n, FleetNodeState state, const QString &reason,
                  ssh::FailureKind why = ssh::FailureKind::None);
    void audit(const Node &n, const QString &action, const QJsonObject &details);

    // Connections.
    static bool isDescendantOf(const ssh::Session *s, const ssh::Session *ancestor);
    static bool isDead(const ssh::Session *s);
    static bool ridesDeadHop(const ssh::Session *via); // `via` or a jump host before it failed or closed
    // The jump hosts of a plan: the hub's, shared by every node behind them and every other feature; a
    // dead hop is replaced there, and the nodes that rode it are told their link is gone (hopDropping).
    ssh::Session *hopsFor(const ssh::ChainPlan &plan) { return m_pool->hopsFor(plan.jumps, m_options.base); }
    void dropHop(ssh::Session *hop, const QString &reason = {});
    void restartNode(Node &n);
    void connectNode(Node &n);
    void closeTarget(Node &n);
    static ssh::SshError chainError(const ssh::Session *target);
    static const ssh::Session *failedSession(const ssh::Session *target);
    void openGap(Node &n, const QString &reason);
    void linkLost(Node &n, const QString &reason, ssh::FailureKind kind,
                  const ssh::Session *failedAt = nullptr);

public:
    // A node's reason when the person cancelled prompt `prompt` (a PromptRequest::Kind) of jump host `hop`.
    static QString cancelledReason(const QString &hop, int prompt);

private:
    // The agent.
    void afterReady(Node &n);
    void checked(Node &n);
    void deploy(Node &n);
    void startStream(Node &n);
    std::unique_ptr<TelemetryChannel> makeChannel(Node &n);
    void onBytes(Node &n, const char *p, std::size_t size);
    void sendPing(Node &n, double t);
    void streamEnded(Node &n);
    void agentStopped(Node &n, const QString &reason);
    void mismatchFound(Node &n);
    void finishStop(Node &n, bool removed, const QString &error);
    void removeAgent(Node &n);

    // The loop.
    void dropSilentHops(double t);

    FleetSession *m_service;
    ssh::Engine *m_engine = nullptr;
    ssh::HopPool *m_pool = nullptr;
    QString m_dropReason;
    QElapsedTimer m_clock;
    FleetOptions m_options;
    BundledAgent m_local;
    bool m_configured = false;
    int m_silenceMs = 5000;
    FleetAuditSink *m_audit = nullptr;
    std::vector<std::unique_ptr<Node>> m_nodes;
    QHash<QString, Node *> m_byId;
    DeployQueue m_queue;
    QRandomGenerator m_rng{QRandomGenerator::securelySeeded()};
};

} // namespace cg
