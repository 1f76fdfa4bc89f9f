// SPDX-License-Identifier: GPL-3.0-or-later
// The console's main window: the workspace (navigation sidebar, views as tabs), the menus, the status bar
// with each cluster's connection state, the task list and unread alerts, and the command palette (Ctrl+K).
// Forms and confirmations are dialogs; every feature view is a tab. Window, tabs and the last view are
// restored at start, on a visible screen.
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QSet>

#include <functional>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QStackedWidget;
class QProgressBar;
class QSplitter;
class QToolButton;
class QTreeView;

namespace cg {
class FleetStore;
struct ClusterRecord;
struct NodeRecord;
} // namespace cg

namespace cg::services {
class Console;
class ConnectivityCheck;
class LocalFleetFeed;
class OverviewModel;
class TaskList;
struct HostKeyRow;
} // namespace cg::services

namespace cg::ui {

class BroadcastGroup;
class ClusterDialog;
class TerminalTab;

class ChecklistView;
class CommandPalette;
class FleetView;
class LiveView;
class NodeView;
class OverviewView;
class TargetsModel;
class TaskPanel;
class TransfersView;
class Workspace;
struct PaletteEntry;

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

    // The views: "overview", "fleet", "clusters", "terminals", "jobs", "validation", "compliance",
    // "audit", "planning", "alerts", "transfers", and per item "fleet:<cluster>", "node:<cluster>/<node>",
    // "validation:<cluster>" (cluster 0: this machine).
    Workspace *workspace() const { return m_workspace; }
    bool navigate(const QString &key);
    // Adds a view made elsewhere (a terminal) as a tab; the workspace owns it.
    QWidget *openTab(QWidget *widget, const QString &title, const QString &key);
    // View > Transfers ("transfers"): its pushes and resumes are tasks of the task list.
    TransfersView *showTransfers();
    // Compliance > Request Export…, pre-filled (from a job the compliance gate blocked).
    void openExportRequest(const QStringList &datasets, qint64 clusterId, const QString &purpose);
    // Makes the widget Open Terminal shows for a node (cluster 0: this machine); null: none.
    using TerminalFactory = std::function<QWidget *(qint64 clusterId, const QString &node, QString *title)>;
    void setTerminalFactory(TerminalFactory factory);
    // Open Terminal on a node of a saved cluster opens a recorded shell through the console's hub as a tab
    // (the console's own window; tests plug in factories of their own).
    void useClusterTerminals();
    services::TaskList *tasks() const { return m_tasks; }
    services::OverviewModel *overviewModel() const { return m_overviewModel; }
    OverviewView *overview() const { return m_overview; }
    TaskPanel *taskPanel() const { return m_taskPanel; }
    CommandPalette *commandPalette() const { return m_palette; }
    // What Ctrl+K offers now: every view, cluster, node.
    QList<PaletteEntry> paletteEntries() const;
    void showCommandPalette();
    // The node pane of the Clusters view (the node selected in the tree); null when a non-node is selected.
    NodeView *selectedNodeView() const { return m_nodeView; }
    int unreadAlerts() const { return m_unreadAlerts; }
    // Each cluster's hops, for the status bar ("lab: 2/2 hops up").
    QString connectionSummary() const;
    // Re-reads the clusters and nodes when they changed elsewhere (the CLI, another window): views of a
    // cluster or node that is gone close with a message in the status bar. Runs on the status beat too.
    void checkInventory();
    // Every open node terminal (tabs and windows), and the broadcast choice over them.
    QList<TerminalTab *> openTerminals() const;
    void broadcastInput();
    BroadcastGroup *broadcastGroup() const { return m_broadcast; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createWorkspace();
    void createStatusArea();
    QWidget *createView(const QString &key, QString *title);
    QWidget *createComplianceView();
    QWidget *createPlanningView();
    QWidget *createValidationPicker();
    QWidget *message(const QString &text) const;
    void openTerminal(qint64 clusterId, const QString &node);
    void openNode(qint64 clusterId, const QString &node);
    void showNodeInPane(qint64 clusterId, const QString &node);
    void onTargetActivated(const QModelIndex &index);
    void watchFleet(qint64 clusterId);
    void closeViewsOfCluster(qint64 clusterId);
    void closeViewsOfRemoved(const QList<ClusterRecord> &clusters,
                             const QHash<qint64, QList<NodeRecord>> &nodes);
    void watchValidation(ChecklistView *view, const QString &cluster);
    void updateStatusArea();
    void updateAlertBadge();
    void keepOnScreen();
    void showGettingStarted();
    void showShortcuts();
    QString clusterName(qint64 clusterId) const;
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
    void removeAgentsOfSelectedCluster();
    void newCluster();
    void editSelectedCluster();
    void saveRecordingPolicy(const ClusterDialog &dialog);
    void deleteSelectedCluster();
    void selectCluster(qint64 clusterId);
    void updateClusterActions();
    void showCredentials();
    void showComplianceTab(const QString &which);
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

    Workspace *m_workspace = nullptr;
    QStackedWidget *m_detailStack = nullptr; // the live view of this machine, or the selected node
    NodeView *m_nodeView = nullptr;
    services::OverviewModel *m_overviewModel = nullptr;
    OverviewView *m_overview = nullptr;
    services::TaskList *m_tasks = nullptr;
    TaskPanel *m_taskPanel = nullptr;
    QDockWidget *m_taskDock = nullptr;
    QToolButton *m_tasksButton = nullptr;
    QToolButton *m_alertsButton = nullptr;
    QLabel *m_connectionLabel = nullptr;
    CommandPalette *m_palette = nullptr;
    QAction *m_paletteAction = nullptr;
    quint64 m_checkTask = 0;
    QHash<qint64, quint64> m_deployTasks; // cluster -> its deployment's task
    QSet<qint64> m_watchedFleets;
    QSet<qint64> m_wasStreaming; // streaming when the window last closed, not streaming since
    quint64 m_lastSeenAlert = 0;
    int m_unreadAlerts = 0;
    QByteArray m_inventorySignature; // the clusters and nodes the window shows
    BroadcastGroup *m_broadcast = nullptr;
    TerminalFactory m_terminalFactory;
    bool m_terminalsNeedCluster = false; // this machine (cluster 0) has no terminal then
};

} // namespace cg::ui
