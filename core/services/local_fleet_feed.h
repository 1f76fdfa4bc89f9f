// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet of one: feeds this machine's agent (hello, samples, pongs, its state) into a FleetStore of
// its own, and pings it so the fleet view shows a link figure for it too. The fleet view shows this
// store until a cluster stream's store is attached.
#pragma once

#include "agent/fleet_store.h"

#include <QObject>
#include <QTimer>

namespace cg {
class LocalAgent;
} // namespace cg

namespace cg::services {

class LocalFleetFeed : public QObject
{
    Q_OBJECT

public:
    LocalFleetFeed(LocalAgent *agent, const QString &displayName, QObject *parent = nullptr);

    FleetStore *store() { return &m_store; }
    static constexpr int kPingIntervalMs = 5000;
    static constexpr int kHistoryPoints = 3600; // one node: an hour at 1 Hz

private:
    void onStateChanged();

    LocalAgent *m_agent;
    FleetStore m_store;
    QTimer m_ping;
};

} // namespace cg::services
