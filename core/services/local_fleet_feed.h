// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet of one: this machine's agent reported through the same telemetry seam as a remote fleet (its
// TelemetryFeed, fleet and node "local"), with a FleetStore of its own as one sink, and pinged so that the
// fleet view shows a link figure for it too. The fleet view shows this store until a cluster stream's
// store is attached.
#pragma once

#include "agent/fleet_store.h"
#include "agent/fleet_store_feed.h"

#include <QObject>
#include <QTimer>

namespace cg {
class LocalAgent;
class TelemetryFeed;
} // namespace cg

namespace cg::services {

class LocalFleetFeed : public QObject
{
    Q_OBJECT

public:
    LocalFleetFeed(LocalAgent *agent, const QString &displayName, QObject *parent = nullptr);
    ~LocalFleetFeed() override;

    FleetStore *store() { return &m_store; }
    // Where sinks are registered for this machine's telemetry (the agent's feed).
    TelemetryFeed &telemetry();
    static constexpr int kPingIntervalMs = 5000;
    static constexpr int kHistoryPoints = 3600; // one node: an hour at 1 Hz

private:
    LocalAgent *m_agent;
    FleetStore m_store;
    FleetStoreSink m_storeSink{&m_store};
    QTimer m_ping;
};

} // namespace cg::services
