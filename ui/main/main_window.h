// SPDX-License-Identifier: GPL-3.0-or-later
// The console's main window: the workspace (navigation sidebar, views as tabs), the menus, the status bar
// with each cluster's connection state, the task list and unread alerts, and the command palette (Ctrl+K).
// Forms and confirmations are dialogs; every feature view is a tab. Window, tabs and the last view are
// restored at start, on a visible screen.
//
// Each feature is a controller (a WindowFeature) owning its actions and glue: clusters and connectivity,
// fleets and streaming, this machine's live charts, terminals, jobs, transfers, validation, compliance and
// planning. The window makes and hosts them: it keeps the menus, the toolbar, the sidebar, the status bar
// and the layout, the Clusters view (the targets tree with the selected target's charts or node) and the
// Overview, and asks the features for the views of the keys that are theirs.
#pragma once

#include <QMainWindow>
#include <QSet>

#include <functional>

class QDockWidget;
class QLabel;
class QStackedWidget;
class QSplitter;
class QToolBar;
class QToolButton;
class QTreeView;

namespace cg {
class FleetStore;
struct ClusterRecord;
struct NodeRecord;
} // namespace cg

namespace cg::services {
class Console;
class OverviewModel;
class TaskList;
} // namespace cg::services

namespace cg::ui {

class BroadcastGroup;
class ClustersController;
class CommandPalette;
class ComplianceController;
class FleetController;
class FleetView;
class JobsController;
class LiveController;
class LiveView;
class NodeView;
class OverviewView;
class PlanningController;
class TargetsModel;
class TaskPanel;
class TerminalTab;
class TerminalsController;
class TransfersController;
class TransfersView;
class ValidationController;
class WindowFeature;
class Workspace;
struct PaletteEntry;
struct LocalMachineCard;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(services::Console *console, QWidget *parent = nullptr);
    ~MainWindow() override;

    services::Console *console() const { return m_console; }
    LiveView *liveView() const { return m_live; }
    // View > Fleet shows this machine's fleet of one until a cluster's store is attached here (a cluster
    // stream feeding FleetStore::ingest); null goes back to this machine. The store must outlive the view
    // or be detached first.
    void attachFleetStore(FleetStore *store);
    // The store attached to View > Fleet; null: this machine's.
    FleetStore *fleetStore() const;
    FleetView *fleetView() const;
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
    BroadcastGroup *broadcastGroup() const;

    // For the features the window hosts.
    // The targets tree's model and its selection: the selected cluster (0: none or this machine) and node.
    TargetsModel *targets() const { return m_targets; }
    qint64 selectedClusterId() const;
    QString selectedNodeName() const;
    // Selects a cluster in the tree, re-reading the inventory when it is not there yet.
    void selectCluster(qint64 clusterId);
    // Fills the tree from the inventory (node states from the running fleets) and refreshes the Overview.
    void reloadClusters();
    // Enables the actions on the selected cluster (not under a running connectivity check).
    void updateClusterActions();
    // Closes the views of a cluster (its nodes, terminals, fleet, checklist) and forgets its store.
    void closeViewsOfCluster(qint64 clusterId);
    void openNode(qint64 clusterId, const QString &node);
    QString clusterName(qint64 clusterId) const;
    QString knownHostsFile() const;
    // An empty-state view saying why a view has nothing to show.
    QWidget *message(const QString &text) const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createFeatures();
    void createToolBar();
    void createMenus();
    void createWorkspace();
    void createStatusArea();
    QWidget *createView(const QString &key, QString *title);
    QWidget *createNodeView(qint64 cluster, const QString &node, QString *title);
    void showNodeInPane(qint64 clusterId, const QString &node);
    void onTargetActivated(const QModelIndex &index);
    void onTargetSelected();
    void closeViewsOfRemoved(const QList<ClusterRecord> &clusters,
                             const QHash<qint64, QList<NodeRecord>> &nodes);
    void updateStatusArea();
    void updateAlertBadge();
    // The Live toolbar (Pause, Last, Zoom) shows above views with charts only.
    void updateLiveToolBar();
    // Zoom In / Zoom Out on the view in front (charts: time span; fleet: cell size).
    void zoomCurrentView(bool in);
    // This machine's card on the Overview: the local agent's fleet of one and its load now.
    LocalMachineCard localMachineCard() const;
    void keepOnScreen();
    void showGettingStarted();
    void showShortcuts();
    void showAbout();
    void restoreWindowState();
    void saveWindowState();

    services::Console *m_console;
    TargetsModel *m_targets = nullptr;
    QTreeView *m_tree = nullptr;
    QSplitter *m_splitter = nullptr;
    LiveView *m_live = nullptr;
    QStackedWidget *m_detailStack = nullptr; // the live view of this machine, or the selected node
    NodeView *m_nodeView = nullptr;

    // The features, in the order the workspace asks them for a view.
    ClustersController *m_clusters = nullptr;
    FleetController *m_fleet = nullptr;
    LiveController *m_liveFeature = nullptr;
    TerminalsController *m_terminals = nullptr;
    JobsController *m_jobs = nullptr;
    TransfersController *m_transfers = nullptr;
    ValidationController *m_validation = nullptr;
    ComplianceController *m_compliance = nullptr;
    PlanningController *m_planning = nullptr;
    QList<WindowFeature *> m_features;

    QToolBar *m_liveToolBar = nullptr; // Pause, Last, Zoom: in the menu bar's corner, above views with charts
    QAction *m_quit = nullptr;
    QAction *m_about = nullptr;
    Workspace *m_workspace = nullptr;
    services::OverviewModel *m_overviewModel = nullptr;
    OverviewView *m_overview = nullptr;
    services::TaskList *m_tasks = nullptr;
    TaskPanel *m_taskPanel = nullptr;
    QDockWidget *m_taskDock = nullptr;
    // The person closed the Tasks panel (saved with the window state): a new task does not open it again,
    // the status bar's Tasks button is raised instead until the panel is opened.
    bool m_tasksClosed = false;
    void setTasksShown(bool shown);
    QToolButton *m_tasksButton = nullptr;
    QToolButton *m_alertsButton = nullptr;
    QLabel *m_connectionLabel = nullptr;
    CommandPalette *m_palette = nullptr;
    QAction *m_paletteAction = nullptr;
    quint64 m_lastSeenAlert = 0;
    int m_unreadAlerts = 0;
    QByteArray m_inventorySignature; // the clusters and nodes the window shows
};

} // namespace cg::ui
