// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/local_fleet_feed.h"

#include "agent/local_agent.h"

#include <QDateTime>

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
    // What the agent said before this feed existed.
    const TelemetryOrigin now{id, id, QDateTime::currentMSecsSinceEpoch()};
    if (!agent->hello().isEmpty())
        m_storeSink.hello(TelemetryHello{now, agent->hello()});
    if (agent->state() == LocalAgent::State::Failed)
        m_storeSink.nodeState(
            TelemetryStateChange{now, LocalAgent::nodeState(agent->state()), agent->errorString()});
    agent->telemetry().addSink(&m_storeSink);
    m_ping.setInterval(kPingIntervalMs);
    connect(&m_ping, &QTimer::timeout, this, [this] {
        if (m_agent->state() == LocalAgent::State::Running)
            m_agent->ping();
    });
    m_ping.start();
}

LocalFleetFeed::~LocalFleetFeed()
{
    m_agent->telemetry().removeSink(&m_storeSink);
}

TelemetryFeed &LocalFleetFeed::telemetry()
{
    return m_agent->telemetry();
}

} // namespace cg::services
