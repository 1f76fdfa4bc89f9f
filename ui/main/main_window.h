// SPDX-License-Identifier: GPL-3.0-or-later
// The console's main window: targets on the left, the selected target's live view in the centre.
#pragma once

#include <QMainWindow>
#include <QSet>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QProgressBar;
class QSplitter;
class QToolButton;
class QTreeView;

namespace cg {
class FleetStore;
}

namespace cg::services {
class Console;
class ConnectivityCheck;
class LocalFleetFeed;
struct HostKeyRow;
} // namespace cg::services

namespace cg::ui {

class FleetView;
class LiveView;
class TargetsModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(services::Console *console, QWidget *parent = nullptr);
    ~MainWindow() override;

    LiveView *liveView() const { return m_live; }
    // View > Fleet shows this machine's fleet of one until a cluster's store is attached here (a cluster
    // stream feeding FleetStore::ingest); null goes back to this machine. The store must outlive the view
    // or be detached first.
    void attachFleetStore(FleetStore *store);
    FleetView *fleetView() const { return m_fleetView; }
    void showFleet();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void restoreWindowState();
    void saveWindowState();
    void onTargetSelected();
    void updateAgentState();
    void showAbout();
    void reloadClusters();
    void checkSelectedCluster();
    void importSshConfig();
    void onboardCluster();
    void streamSelectedCluster();
    void feedAlerts(qint64 clusterId);
    void removeAgentsOfSelectedCluster();
    void newCluster();
    void editSelectedCluster();
    void deleteSelectedCluster();
    void selectCluster(qint64 clusterId);
    void updateClusterActions();
    void showCredentials();
    void showAuditLog();
    void showDatasets();
    void showReviewQueue();
    void reviewHostKeys(const QList<services::HostKeyRow> &rows);
    QString knownHostsFile() const;
    qint64 selectedClusterId() const;

    services::Console *m_console;
    TargetsModel *m_targets = nullptr;
    QTreeView *m_tree = nullptr;
    QSplitter *m_splitter = nullptr;
    LiveView *m_live = nullptr;
    QComboBox *m_windowCombo = nullptr;
    QLabel *m_agentLabel = nullptr;
    QLabel *m_rateLabel = nullptr;
    QAction *m_pause = nullptr;
    QAction *m_zoomIn = nullptr;
    QAction *m_zoomOut = nullptr;
    QAction *m_restartAgent = nullptr;
    QAction *m_checkCluster = nullptr;
    QAction *m_importSshConfig = nullptr;
    QAction *m_newCluster = nullptr;
    QAction *m_onboard = nullptr;
    QAction *m_streamCluster = nullptr;
    QAction *m_removeAgents = nullptr;
    QSet<qint64> m_alertFeeds; // clusters whose fleet feeds the alert engine
    QAction *m_credentials = nullptr;
    QAction *m_auditLog = nullptr;
    QAction *m_datasets = nullptr;
    QAction *m_reviewQueue = nullptr;
    QAction *m_destruction = nullptr;
    QAction *m_thresholds = nullptr;
    QAction *m_editCluster = nullptr;
    QAction *m_deleteCluster = nullptr;
    QAction *m_cancelCheck = nullptr;
    services::ConnectivityCheck *m_check = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_about = nullptr;
    QAction *m_fleet = nullptr;
    FleetView *m_fleetView = nullptr;
    services::LocalFleetFeed *m_localFleet = nullptr;
    FleetStore *m_fleetStore = nullptr;
};

} // namespace cg::ui
