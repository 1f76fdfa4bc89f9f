// SPDX-License-Identifier: GPL-3.0-or-later
// Fleets in the main window: View > Fleet (this machine, then every cluster that streams, however its
// fleet was started: onboarding, Stream Telemetry, or again after a restart), each cluster's fleet view
// ("fleet:<cluster>"), Stream Telemetry and Remove Agent from Nodes on the selected cluster, the deployment's
// task, the tree's node states from each fleet, and the clusters that were streaming when the window last
// closed (offered again on their Overview cards).
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

class QAction;
class QSettings;

namespace cg {
class FleetStore;
} // namespace cg

namespace cg::services {
class LocalFleetFeed;
class StreamingMemory;
} // namespace cg::services

namespace cg::ui {

class FleetView;

class FleetController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    explicit FleetController(MainWindow *window);

    QAction *fleetAction() const { return m_fleet; }
    QAction *streamAction() const { return m_streamCluster; }
    QAction *removeAgentsAction() const { return m_removeAgents; }

    // "fleet" (made once, kept on close) and "fleet:<cluster>".
    QWidget *createView(const QString &key, QString *title) override;
    // A store shown in View > Fleet besides the streaming clusters (not owned; null: none). A streaming
    // cluster's own store is shown as that cluster anyway.
    void attachFleetStore(FleetStore *store);
    FleetStore *attachedStore() const { return m_fleetStore; }
    FleetView *fleetView() const { return m_fleetView; }
    // Stream and Remove act on the selected cluster (Remove only while it streams).
    void setSelectionActionsEnabled(bool enabled, qint64 clusterId);
    void streamSelectedCluster();
    void removeAgentsOfSelectedCluster();

    // The clusters streaming when the window last closed stream again (services::StreamingMemory); those
    // that cannot are offered on their Overview cards. From and to the saved layout.
    void restoreStreamOffers(const QSettings &settings);
    void saveStreamingClusters(QSettings &settings) const;

private:
    void watchFleet(qint64 clusterId);
    // View > Fleet's groups: the clusters in m_shown, in the order they started.
    void updateFleetView();
    void showCluster(qint64 clusterId, bool shown);

    QAction *m_fleet = nullptr;
    QAction *m_streamCluster = nullptr;
    QAction *m_removeAgents = nullptr;
    FleetView *m_fleetView = nullptr;
    services::LocalFleetFeed *m_localFleet = nullptr;
    FleetStore *m_fleetStore = nullptr;
    QHash<qint64, quint64> m_deployTasks; // cluster -> its deployment's task
    QSet<qint64> m_watchedFleets;
    QList<qint64> m_shown;                     // streaming clusters in View > Fleet
    QHash<qint64, FleetStore *> m_fleetStores; // each watched fleet's store, while the fleet lives
    QSet<qint64> m_wasStreaming;               // streaming when the window last closed, not streaming since
    services::StreamingMemory *m_memory = nullptr;
};

} // namespace cg::ui
