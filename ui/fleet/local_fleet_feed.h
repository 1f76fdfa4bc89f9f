// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet of one: feeds this machine's agent (hello, samples, pongs, its state) into a FleetStore,
// and pings it so the fleet view shows a link figure for it too. A cluster stream feeds its own store.
#pragma once

#include <QObject>
#include <QTimer>

namespace cg {
class FleetStore;
class LocalAgent;
} // namespace cg

namespace cg::ui {

class LocalFleetFeed : public QObject
{
    Q_OBJECT

public:
    LocalFleetFeed(LocalAgent *agent, FleetStore *store, const QString &displayName,
                   QObject *parent = nullptr);

    static constexpr int kPingIntervalMs = 5000;

private:
    void onStateChanged();

    LocalAgent *m_agent;
    FleetStore *m_store;
    QTimer m_ping;
};

} // namespace cg::ui
