// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: the Clusters view's tree and charts, its features, the Live toolbar, the menus and the
// status bar. The workspace's views, the status area, the command palette and the saved layout are in
// main_window_views.cpp; the targets tree's selection, inventory and node views in main_window_clusters.cpp.
#include "main/main_window.h"

#include "charts/live_controller.h"
#include "charts/live_view.h"
#include "common/action_text.h"
#include "common/paths.h"
#include "fleet/fleet_controller.h"
#include "fleet/fleet_heatmap.h"
#include "fleet/fleet_view.h"
#include "jobs/jobs_controller.h"
#include "ledger/compliance_controller.h"
#include "main/clusters_controller.h"
#include "models/targets_model.h"
#include "planning/planning_controller.h"
#include "planning/planning_menu.h"
#include "services/cluster_connections.h"
#include "services/console.h"
#include "services/jobs_alert_feed.h"
#include "services/overview_model.h"
#include "services/task_list.h"
#include "ssh/secret_prompt_dialog.h"
#include "terminal/terminals_controller.h"
#include "transfer/transfers_controller.h"
#include "validation/validation_controller.h"
#include "workspace/icons.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

namespace cg::ui {

MainWindow::MainWindow(services::Console *console, QWidget *parent) : QMainWindow(parent), m_console(console)
{
    setWindowTitle(tr("ClusterGate"));
    setObjectName(QStringLiteral("MainWindow"));

    m_targets = new TargetsModel(this);
    m_targets->setTargets(console->targets());

    // The Clusters view: the targets tree, and the selected target's charts beside it.
    m_splitter = new QSplitter;
    m_splitter->setObjectName(QStringLiteral("MainSplitter"));
    m_tree = new QTreeView(m_splitter);
    m_tree->setModel(m_targets);
    m_tree->setHeaderHidden(false);
    m_tree->expandAll();
    // The name column takes the room; states are elided (the full text is in their tooltips).
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Interactive);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->resizeSection(1, 130);
    m_tree->setAccessibleName(tr("Targets"));
    m_detailStack = new QStackedWidget(m_splitter);
    m_live = new LiveView(&console->store(), m_detailStack);
    m_detailStack->addWidget(m_live);
    m_splitter->addWidget(m_tree);
    m_splitter->addWidget(m_detailStack);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({320, 900});
    m_tasks = new services::TaskList(this);
    m_overviewModel = new services::OverviewModel(this);

    createFeatures();
    createToolBar();
    createWorkspace();
    createMenus();

    // Every widget of the status bar is a permanent one: a message is drawn left of them, never under a
    // widget (a normal widget shown with the window would cover a message shown before it). Their texts
    // give way to the window's width (elided by the bar, the full text in the tooltip).
    QLabel *agentLabel = m_liveFeature->agentLabel();
    agentLabel->setObjectName(QStringLiteral("AgentState"));
    agentLabel->setMinimumWidth(fontMetrics().averageCharWidth() * 12);
    statusBar()->addPermanentWidget(agentLabel);
    statusBar()->addPermanentWidget(m_clusters->progressBar());
    statusBar()->addPermanentWidget(m_clusters->cancelButton());
    statusBar()->addPermanentWidget(m_liveFeature->rateLabel());
    createStatusArea();

    // Passphrases, passwords and one-time passwords asked by the SSH I/O thread, answered here.
    console->ssh().setPrompter([this](const ssh::PromptRequest &req, QString *answer) {
        SecretPromptDialog dialog(req, m_console->keychainAvailable(), this);
        if (dialog.exec() != QDialog::Accepted)
            return false;
        *answer = dialog.answer();
        if (dialog.remember())
            m_console->rememberSecret(req, *answer);
        return true;
    });
    connect(console, &services::Console::keychainChecked, this, [this](bool available) {
        if (!available || !m_console->credentials())
            return;
        const auto due = m_console->credentials()->dueForRotation(QDateTime::currentDateTimeUtc());
        if (due.ok() && !due->isEmpty())
            statusBar()->showMessage(
                tr("%n credential(s) due for rotation: File > Credentials…", nullptr, int(due->size())),
                30000);
    });
    connect(console, &services::Console::rememberFinished, this,
            [this](bool, const QString &message) { statusBar()->showMessage(message, 10000); });
    connect(&console->ssh(), &ssh::SshService::hopUp, this,
            [this](const ssh::Endpoint &e, int, const ssh::HopTiming &t, const QString &fingerprint,
                   const QString &auth) {
                m_targets->setHopState(
                    TargetsModel::hopKey(e), tr("up · %1 ms").arg(t.connectMs + t.handshakeMs + t.authMs),
                    tr("connect %1 ms, key exchange %2 ms, authentication %3 ms (%4)\nhost key %5")
                        .arg(t.connectMs)
                        .arg(t.handshakeMs)
                        .arg(t.authMs)
                        .arg(auth, fingerprint),
                    true);
            });
    connect(&console->ssh(), &ssh::SshService::hopDown, this,
            [this](const ssh::Endpoint &e, int, const QString &why) {
                m_targets->setHopState(TargetsModel::hopKey(e), tr("down"), why, false);
            });
    m_overviewModel->attach(console);
    reloadClusters();

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::onTargetSelected);
    connect(m_tree, &QTreeView::activated, this, &MainWindow::onTargetActivated);

    restoreWindowState();
    const QModelIndex local = m_targets->indexOf(LocalAgent::kTargetId);
    if (local.isValid())
        m_tree->setCurrentIndex(local);
    m_liveFeature->updateAgentState();

    if (!console->databaseError().isEmpty()) {
        statusBar()->showMessage(console->databaseError());
        // After the window is up: a modal box inside the constructor would block whoever creates us.
        QTimer::singleShot(0, this, [this] {
            QMessageBox::warning(this, tr("Database problem"),
                                 tr("%1\n\nLive charts of this machine work; saved targets are unavailable "
                                    "until this is fixed.")
                                     .arg(m_console->databaseError()));
        });
    }
}

MainWindow::~MainWindow()
{
    // The console outlives the window; its SSH thread must not call back into a destroyed window.
    m_console->ssh().setPrompter({});
}

void MainWindow::createFeatures()
{
    m_liveFeature = new LiveController(this, m_live);
    m_fleet = new FleetController(this);
    m_clusters = new ClustersController(this);
    m_terminals = new TerminalsController(this);
    m_jobs = new JobsController(this);
    m_transfers = new TransfersController(this);
    m_validation = new ValidationController(this);
    m_compliance = new ComplianceController(this);
    m_planning = new PlanningController(this);
    m_features = {m_fleet, m_terminals, m_jobs, m_transfers, m_validation, m_compliance, m_planning};

    // The tree's context menu: what is done most first, Delete last behind a separator (its key acts on the
    // tree, not on text being edited elsewhere).
    auto *beforeDelete = new QAction(this);
    beforeDelete->setSeparator(true);
    for (QAction *a :
         {m_terminals->openTerminalAction(), m_clusters->editClusterAction(), m_clusters->checkAction(),
          m_fleet->streamAction(), beforeDelete, m_clusters->deleteClusterAction()})
        m_tree->addAction(a);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_quit = new QAction(tr("&Quit"), this);
    m_quit->setObjectName(QStringLiteral("QuitAction"));
    // In a terminal tab Ctrl+Q is the shell's (XON), as in every terminal program: Ctrl+Shift+Q quits
    // from there too.
    QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    if (quitKeys.isEmpty()) // a platform theme that binds none
        quitKeys << QKeySequence(Qt::CTRL | Qt::Key_Q);
    quitKeys << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q);
    m_quit->setShortcuts(quitKeys);
    m_quit->setStatusTip(tr("Quit ClusterGate (Ctrl+Shift+Q inside a terminal)"));
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_about = new QAction(tr("&About ClusterGate"), this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createToolBar()
{
    QAction *pause = m_liveFeature->pauseAction();
    QAction *zoomIn = m_liveFeature->zoomInAction();
    QAction *zoomOut = m_liveFeature->zoomOutAction();
    pause->setIcon(icon(IconId::Pause));
    zoomIn->setIcon(icon(IconId::ZoomIn));
    zoomOut->setIcon(icon(IconId::ZoomOut));
    // The controls show only above views with charts (issue 33), at the right end of the menu bar: the
    // menu bar keeps its height without them, so the tab bar and the view below do not move when they come
    // and go (walk 4), and a view without charts loses no height to an empty row.
    auto *tb = new QToolBar(tr("Live"), this);
    tb->setObjectName(QStringLiteral("LiveToolBar"));
    tb->setMovable(false);
    tb->setFloatable(false);
    tb->setIconSize(QSize(16, 16));
    tb->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_liveToolBar = tb;
    tb->addAction(pause);
    tb->addSeparator();
    tb->addWidget(new QLabel(tr("Last "), tb));
    tb->addWidget(m_liveFeature->windowCombo());
    tb->addAction(zoomIn);
    tb->addAction(zoomOut);
    for (QAction *a : {pause, zoomIn, zoomOut})
        a->setIconText(plainActionText(a->text()));
    menuBar()->setCornerWidget(tb, Qt::TopRightCorner);
    // One Zoom In and one Zoom Out for the window (Ctrl++, Ctrl+-), acting on the view in front: the
    // charts' time span, the fleet heatmap's cells. The fleet views give up their own keys for it, so no
    // key is bound to two actions.
    for (QAction *a : {zoomIn, zoomOut}) {
        m_live->removeAction(a);
        a->setShortcutContext(Qt::WindowShortcut);
    }
    disconnect(zoomIn, &QAction::triggered, m_live, &LiveView::zoomIn);
    disconnect(zoomOut, &QAction::triggered, m_live, &LiveView::zoomOut);
    connect(zoomIn, &QAction::triggered, this, [this] { zoomCurrentView(true); });
    connect(zoomOut, &QAction::triggered, this, [this] { zoomCurrentView(false); });
}

void MainWindow::zoomCurrentView(bool in)
{
    QWidget *view = m_workspace ? m_workspace->view(m_workspace->currentKey()) : nullptr;
    if (auto *fleet = view ? view->findChild<FleetView *>() : nullptr;
        fleet || qobject_cast<FleetView *>(view)) {
        FleetHeatmap *heatmap = (fleet ? fleet : qobject_cast<FleetView *>(view))->heatmap();
        in ? heatmap->zoomIn() : heatmap->zoomOut();
        return;
    }
    in ? m_live->zoomIn() : m_live->zoomOut();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_clusters->importSshConfigAction());
    file->addAction(m_clusters->credentialsAction());
    file->addSeparator();
    file->addAction(m_quit);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_paletteAction);
    view->addSeparator();
    for (const QString &key : m_workspace->navigationKeys()) {
        if (key == QLatin1String("fleet")) {
            view->addAction(m_fleet->fleetAction());
            continue;
        }
        view->addAction(m_workspace->navigationTitle(key), this, [this, key] { navigate(key); });
    }
    view->addAction(tr("&Tasks"), this, [this] { setTasksShown(!m_taskDock->isVisible()); });
    view->addAction(m_transfers->transfersAction());
    view->addAction(m_transfers->pushAction());
    view->addSeparator();
    view->addAction(m_liveFeature->pauseAction());
    view->addAction(m_liveFeature->zoomInAction());
    view->addAction(m_liveFeature->zoomOutAction());
    QMenu *clusters = menuBar()->addMenu(tr("&Clusters"));
    clusters->addAction(m_clusters->onboardAction());
    clusters->addAction(m_clusters->newClusterAction());
    clusters->addAction(m_clusters->editClusterAction());
    clusters->addAction(m_clusters->deleteClusterAction());
    clusters->addSeparator();
    clusters->addAction(m_fleet->streamAction());
    clusters->addAction(m_fleet->removeAgentsAction());
    clusters->addSeparator();
    clusters->addAction(m_jobs->jobsAction());
    clusters->addSeparator();
    clusters->addAction(m_clusters->checkAction());
    clusters->addAction(m_terminals->broadcastAction());
    clusters->addAction(m_validation->validateAction());
    QMenu *compliance = menuBar()->addMenu(tr("C&ompliance"));
    compliance->addActions(m_compliance->menuActions());
    addPlanningMenu(this, m_console, [this](const QString &which) { m_planning->open(which); });
    QMenu *agent = menuBar()->addMenu(tr("&Agent"));
    agent->addAction(m_liveFeature->restartAgentAction());
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Getting Started"), this, &MainWindow::showGettingStarted);
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    help->addSeparator();
    help->addAction(m_about);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    event->accept();
}

void MainWindow::attachFleetStore(FleetStore *store)
{
    m_fleet->attachFleetStore(store);
}

FleetStore *MainWindow::fleetStore() const
{
    return m_fleet->attachedStore();
}

FleetView *MainWindow::fleetView() const
{
    return m_fleet->fleetView();
}

TransfersView *MainWindow::showTransfers()
{
    return m_transfers->showTransfers();
}

void MainWindow::openExportRequest(const QStringList &datasets, qint64 clusterId, const QString &purpose)
{
    m_compliance->openExportRequest(datasets, clusterId, purpose);
}

void MainWindow::setTerminalFactory(TerminalFactory factory)
{
    m_terminals->setTerminalFactory(std::move(factory));
}

void MainWindow::useClusterTerminals()
{
    m_terminals->useClusterTerminals();
}

QList<TerminalTab *> MainWindow::openTerminals() const
{
    return m_terminals->openTerminals();
}

void MainWindow::broadcastInput()
{
    m_terminals->broadcastInput();
}

BroadcastGroup *MainWindow::broadcastGroup() const
{
    return m_terminals->broadcastGroup();
}

void MainWindow::updateClusterActions()
{
    // A cluster is not edited under a running check: its rows would no longer match the results.
    const bool enabled = selectedClusterId() > 0 && !m_clusters->checkRunning();
    m_clusters->setSelectionActionsEnabled(enabled);
    m_fleet->setSelectionActionsEnabled(enabled, selectedClusterId());
}

QString MainWindow::knownHostsFile() const
{
    return services::ClusterConnections::defaultKnownHostsFile();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ClusterGate"),
                       tr("<h3>ClusterGate %1</h3><p>A console for rented GPU clusters: reach them through "
                          "bastions, prove what you rent, run work on their scheduler, and show auditors "
                          "what data left, in what form, approved by whom.</p><p>Licensed under the GNU "
                          "General Public License, version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace cg::ui
