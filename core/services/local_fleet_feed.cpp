// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/local_fleet_feed.h"

#include "agent/local_agent.h"

namespace cg::services {

namespace {
FleetStore::Options localOptions()
{
    FleetStore::Options o;
    o.maxNodes = 1;
    o.historyPoints = LocalFleetFeed::kHistoryPoints;
    return o;
}
} // namespace

LocalFleetFeed::LocalFleetFeed(LocalAgent *agent, const QString &displayName, QObject *parent)
    : QObject(parent), m_agent(agent), m_store(localOptions())
{
    const QString id = LocalAgent::kTargetId;
    m_store.addNode(id, displayName);
    connect(agent, &LocalAgent::helloReceived, this,
            [this, id](const QJsonObject &h) { m_store.ingestHello(id, h); });
    connect(agent, &LocalAgent::sampleReceived, this,
            [this, id](const proto::Sample &s) { m_store.ingestSample(id, s); });
    connect(agent->connection(), &AgentConnection::pongReceived, this,
            [this, id](const proto::Pong &p) { m_store.ingestPong(id, p); });
    connect(agent, &LocalAgent::stateChanged, this, &LocalFleetFeed::onStateChanged);
    m_ping.setInterval(kPingIntervalMs);
    connect(&m_ping, &QTimer::timeout, this, [this] {
        if (m_agent->state() == LocalAgent::State::Running)
            m_agent->ping();
    });
    m_ping.start();
    if (!agent->hello().isEmpty())
        m_store.ingestHello(id, agent->hello());
    if (agent->state() == LocalAgent::State::Failed)
        onStateChanged();
}

void LocalFleetFeed::onStateChanged()
{
    switch (m_agent->state()) {
    case LocalAgent::State::Failed:
    case LocalAgent::State::Stopped:
    case LocalAgent::State::Restarting: {
        const QString state = LocalAgent::stateText(m_agent->state());
        m_store.markUnreachable(LocalAgent::kTargetId,
                                m_agent->errorString().isEmpty()
                                    ? tr("local agent %1").arg(state)
                                    : tr("local agent %1: %2").arg(state, m_agent->errorString()));
        break;
    }
    case LocalAgent::State::Starting:
    case LocalAgent::State::Running:
        break; // the hello and the samples say it is up
    }
}

} // namespace cg::services
