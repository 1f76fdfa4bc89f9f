// SPDX-License-Identifier: GPL-3.0-or-later
#include "main/main_window.h"

#include "agent/agent_locator.h"
#include "charts/live_view.h"
#include "common/action_text.h"
#include "common/local_user.h"
#include "common/logging.h"
#include "common/paths.h"
#include "fleet/fleet_view.h"
#include "inventory/host_key_rotation.h"
#include "jobs/jobs_view.h"
#include "ledger/audit_browser.h"
#include "ledger/credential_signer.h"
#include "ledger/datasets_view.h"
#include "ledger/destruction_view.h"
#include "ledger/ledger_server_dialog.h"
#include "ledger/review_queue.h"
#include "ledger/thresholds_view.h"
#include "models/targets_model.h"
#include "onboarding/onboarding_wizard.h"
#include "planning/cost.h"
#include "planning/planning_menu.h"
#include "secrets/credentials_dialog.h"
#include "services/alert_center.h"
#include "services/cluster_fleet.h"
#include "services/connectivity_check.h"
#include "services/console.h"
#include "services/jobs_alert_feed.h"
#include "services/local_fleet_feed.h"
#include "services/overview_model.h"
#include "services/task_list.h"
#include "ssh/cluster_dialog.h"
#include "ssh/host_key_review_dialog.h"
#include "ssh/secret_prompt_dialog.h"
#include "ssh/ssh_config_import_dialog.h"
#include "terminal/broadcast_dialog.h"
#include "terminal/terminal_tab.h"
#include "validation/checklist_view.h"
#include "workspace/node_view.h"
#include "workspace/workspace.h"

#include "transfer/transfers_view.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

#include <cmath>

namespace cg::ui {

namespace {

QString windowLabel(int seconds)
{
    if (seconds < 60)
        return MainWindow::tr("%n second(s)", nullptr, seconds);
    if (seconds < 3600)
        return MainWindow::tr("%n minute(s)", nullptr, seconds / 60);
    return MainWindow::tr("%n hour(s)", nullptr, seconds / 3600);
}

// The GPU-hour price the Cost view keeps; none saved yet: no cost on the cards rather than a guess.
bool savedPrices(planning::PriceBook *book)
{
    const QSettings s = paths::settings();
    bool ok = false;
    planning::PriceTerms terms;
    terms.gpuHour = s.value(QStringLiteral("cost/gpu_hour")).toString().toDouble(&ok);
    if (!ok)
        return false;
    terms.currency = s.value(QStringLiteral("cost/currency"), QStringLiteral("USD")).toString();
    terms.prepaidShare = s.value(QStringLiteral("cost/prepaid_share")).toDouble();
    terms.prepaidDiscount = s.value(QStringLiteral("cost/prepaid_discount")).toDouble();
    terms.premium = s.value(QStringLiteral("cost/premium")).toDouble();
    if (!terms.check().isEmpty())
        return false;
    book->setDefault(terms);
    return true;
}
} // namespace

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

    // The fleet of one until a cluster's store is attached (attachFleetStore).
    m_localFleet = &console->localFleet();
    createActions();
    createWorkspace();
    createMenus();

    m_agentLabel = new QLabel(this);
    m_rateLabel = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(220);
    m_progress->setFormat(tr("checking %v of %m nodes"));
    m_progress->setVisible(false);
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setDefaultAction(m_cancelCheck);
    m_cancelButton->setVisible(false);
    statusBar()->addWidget(m_agentLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
    statusBar()->addPermanentWidget(m_rateLabel);
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
    m_check = new services::ConnectivityCheck(&console->ssh(), &console->inventory(), this);
    connect(m_check, &services::ConnectivityCheck::nodeChecked, this,
            [this](qint64 cluster, const QString &node, bool ok, const QString &text) {
                m_targets->setNodeState(cluster, node, text, ok);
            });
    connect(m_check, &services::ConnectivityCheck::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        m_tasks->setProgress(m_checkTask, done, total);
    });
    connect(m_check, &services::ConnectivityCheck::finished, this, [this](int ok, int failed) {
        m_progress->setVisible(false);
        m_cancelButton->setVisible(false);
        updateClusterActions();
        const QString outcome = tr("Connectivity: %1 reachable, %2 failed").arg(ok).arg(failed);
        m_tasks->finish(m_checkTask, failed == 0, outcome);
        m_checkTask = 0;
        statusBar()->showMessage(outcome, 15000);
    });
    connect(m_check, &services::ConnectivityCheck::hostKeysToReview, this, &MainWindow::reviewHostKeys);
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
    connect(console, &services::Console::fleetStarted, this, &MainWindow::watchFleet);
    m_overviewModel->attach(console);
    reloadClusters();

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::onTargetSelected);
    connect(m_tree, &QTreeView::activated, this, &MainWindow::onTargetActivated);
    LocalAgent *agent = &console->localAgent();
    connect(agent, &LocalAgent::stateChanged, this, &MainWindow::updateAgentState);
    connect(agent, &LocalAgent::helloReceived, this, [this](const QJsonObject &hello) {
        if (m_live->target() == LocalAgent::kTargetId)
            m_live->setHostFacts(hello);
    });
    connect(agent, &LocalAgent::problem, this,
            [this](const QString &msg) { statusBar()->showMessage(msg, 10000); });
    connect(agent, &LocalAgent::sampleReceived, this, [this](const proto::Sample &s) {
        m_rateLabel->setText(tr("sample %1 · every %2 ms").arg(s.seq).arg(s.intervalMs));
    });

    restoreWindowState();
    const QModelIndex local = m_targets->indexOf(LocalAgent::kTargetId);
    if (local.isValid())
        m_tree->setCurrentIndex(local);
    updateAgentState();

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

void MainWindow::createActions()
{
    m_pause = new QAction(tr("&Pause"), this);
    m_pause->setCheckable(true);
    m_pause->setShortcut(QKeySequence(Qt::Key_Space));
    m_pause->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
    m_pause->setToolTip(tr("Freeze the charts (Space); data keeps arriving"));
    connect(m_pause, &QAction::toggled, m_live, &LiveView::setPaused);
    connect(m_live, &LiveView::pausedChanged, m_pause, &QAction::setChecked);

    m_zoomIn = new QAction(tr("Zoom &In"), this);
    m_zoomIn->setShortcuts(QKeySequence::ZoomIn);
    m_zoomIn->setToolTip(tr("Show a shorter time span (Ctrl++ or mouse wheel)"));
    connect(m_zoomIn, &QAction::triggered, m_live, &LiveView::zoomIn);
    m_zoomOut = new QAction(tr("Zoom &Out"), this);
    m_zoomOut->setShortcuts(QKeySequence::ZoomOut);
    m_zoomOut->setToolTip(tr("Show a longer time span (Ctrl+- or mouse wheel)"));
    connect(m_zoomOut, &QAction::triggered, m_live, &LiveView::zoomOut);
    // The charts' zoom keys while the charts have focus: the fleet heatmap's cell size and the terminal's
    // font take the same keys in their own tabs (a window-wide shortcut made them ambiguous there).
    for (QAction *a : {m_zoomIn, m_zoomOut}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_live->addAction(a);
    }

    m_fleet = new QAction(tr("&Fleet"), this);
    m_fleet->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_fleet->setToolTip(
        tr("Every node and GPU at a glance, coloured by utilization, memory, temperature, power "
           "or throttling"));
    connect(m_fleet, &QAction::triggered, this, &MainWindow::showFleet);

    m_restartAgent = new QAction(tr("&Restart Local Agent"), this);
    m_restartAgent->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_restartAgent, &QAction::triggered, &m_console->localAgent(), &LocalAgent::restart);

    m_checkCluster = new QAction(tr("&Check Connectivity"), this);
    m_checkCluster->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_checkCluster->setToolTip(tr("Reach every node of the selected cluster through its jump hosts"));
    m_checkCluster->setEnabled(false);
    connect(m_checkCluster, &QAction::triggered, this, &MainWindow::checkSelectedCluster);
    m_cancelCheck = new QAction(tr("Cancel"), this);
    m_cancelCheck->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
    m_cancelCheck->setToolTip(tr("Stop the connectivity check"));
    connect(m_cancelCheck, &QAction::triggered, this, [this] { m_check->cancel(); });

    m_newCluster = new QAction(tr("&New Cluster…"), this);
    m_newCluster->setShortcuts(QKeySequence::New);
    m_newCluster->setToolTip(tr("Add a cluster: its jump hosts, nodes and host-key policy"));
    connect(m_newCluster, &QAction::triggered, this, &MainWindow::newCluster);
    m_onboard = new QAction(tr("&Onboard Cluster…"), this);
    m_onboard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_onboard->setToolTip(
        tr("Step by step: promises, bastion chain, nodes, host keys, agent on every node, L0 checks"));
    connect(m_onboard, &QAction::triggered, this, &MainWindow::onboardCluster);
    m_editCluster = new QAction(tr("&Edit Cluster…"), this);
    m_editCluster->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_editCluster->setEnabled(false);
    connect(m_editCluster, &QAction::triggered, this, &MainWindow::editSelectedCluster);
    m_deleteCluster = new QAction(tr("&Delete Cluster…"), this);
    m_deleteCluster->setShortcut(QKeySequence::Delete);
    m_deleteCluster->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_deleteCluster->setEnabled(false);
    connect(m_deleteCluster, &QAction::triggered, this, &MainWindow::deleteSelectedCluster);

    m_streamCluster = new QAction(tr("&Stream Telemetry"), this);
    m_streamCluster->setObjectName(QStringLiteral("StreamTelemetryAction"));
    m_streamCluster->setToolTip(
        tr("Put the agent on every node of the selected cluster and stream its telemetry to View > Fleet"));
    m_streamCluster->setEnabled(false);
    connect(m_streamCluster, &QAction::triggered, this, &MainWindow::streamSelectedCluster);
    m_removeAgents = new QAction(tr("&Remove Agent from Nodes…"), this);
    m_removeAgents->setToolTip(
        tr("Stop the agent on every node of the selected cluster and delete it there"));
    m_removeAgents->setEnabled(false);
    connect(m_removeAgents, &QAction::triggered, this, &MainWindow::removeAgentsOfSelectedCluster);
    auto *openTerminal = new QAction(tr("Open &Terminal"), this);
    openTerminal->setToolTip(tr("A shell on the selected node (or the cluster's login node) through its jump "
                                "hosts, with no new login; recorded"));
    connect(openTerminal, &QAction::triggered, this, [this] {
        const QModelIndex idx = m_tree->currentIndex().siblingAtColumn(0);
        const QString node = idx.data(TargetsModel::NodeNameRole).toString();
        if (m_terminalFactory) { // a tab of the workspace
            this->openTerminal(selectedClusterId(), node);
            return;
        }
        QString error;
        if (!openTerminalWindow(*m_console, selectedClusterId(), node, knownHostsFile(), this, &error))
            statusBar()->showMessage(error, 10000);
    });
    // The context menu: what is done most first, Delete last behind a separator (its key acts on the tree,
    // not on text being edited elsewhere).
    auto *beforeDelete = new QAction(this);
    beforeDelete->setSeparator(true);
    for (QAction *a : {openTerminal, m_editCluster, m_checkCluster, beforeDelete, m_deleteCluster})
        m_tree->addAction(a);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_credentials = new QAction(tr("C&redentials…"), this);
    m_credentials->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_credentials->setToolTip(tr("Passwords, passphrases, keys and tokens kept in the keychain: who uses "
                                 "them, when they were last used, when they are due for rotation"));
    connect(m_credentials, &QAction::triggered, this, &MainWindow::showCredentials);

    m_auditLog = new QAction(tr("&Audit Log…"), this);
    m_auditLog->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_auditLog->setToolTip(tr("The tamper-evident log of every remote command and compliance action"));
    connect(m_auditLog, &QAction::triggered, this, &MainWindow::showAuditLog);

    m_datasets = new QAction(tr("&Datasets…"), this);
    m_datasets->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_datasets->setToolTip(tr("Every dataset with the grade the export rules use; import an inventory CSV"));
    connect(m_datasets, &QAction::triggered, this, &MainWindow::showDatasets);

    m_reviewQueue = new QAction(tr("&Review Queue…"), this);
    m_reviewQueue->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q));
    m_reviewQueue->setToolTip(
        tr("Export requests waiting for a decision, approved or rejected with a signature"));
    connect(m_reviewQueue, &QAction::triggered, this, &MainWindow::showReviewQueue);

    m_thresholds = new QAction(tr("&Thresholds…"), this);
    m_thresholds->setToolTip(
        tr("People whose personal information went abroad this year, against the thresholds"));
    connect(m_thresholds, &QAction::triggered, this,
            [this] { showComplianceTab(QStringLiteral("thresholds")); });

    m_destruction = new QAction(tr("D&estruction Tracking…"), this);
    m_destruction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_destruction->setToolTip(
        tr("Exports whose data is abroad, the day each must be destroyed by, and their certificates"));
    connect(m_destruction, &QAction::triggered, this,
            [this] { showComplianceTab(QStringLiteral("destruction")); });

    m_importSshConfig = new QAction(tr("&Import ssh Config…"), this);
    m_importSshConfig->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_importSshConfig->setToolTip(tr("Import hosts and jump chains from ~/.ssh/config"));
    connect(m_importSshConfig, &QAction::triggered, this, &MainWindow::importSshConfig);

    m_quit = new QAction(tr("&Quit"), this);
    m_quit->setShortcuts(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_about = new QAction(tr("&About ClusterGate"), this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);

    m_windowCombo = new QComboBox(this);
    m_windowCombo->setToolTip(tr("Time span shown"));
    for (int s : LiveView::windowSteps())
        m_windowCombo->addItem(windowLabel(s), s);
    m_windowCombo->setCurrentIndex(m_windowCombo->findData(m_live->windowSeconds()));
    connect(m_windowCombo, &QComboBox::activated, this,
            [this](int i) { m_live->setWindowSeconds(m_windowCombo->itemData(i).toInt()); });
    connect(m_live, &LiveView::windowChanged, this,
            [this](int s) { m_windowCombo->setCurrentIndex(m_windowCombo->findData(s)); });

    auto *tb = addToolBar(tr("Live"));
    tb->setObjectName(QStringLiteral("LiveToolBar"));
    tb->addAction(m_pause);
    tb->addSeparator();
    tb->addWidget(new QLabel(tr("Last "), tb));
    tb->addWidget(m_windowCombo);
    tb->addAction(m_zoomIn);
    tb->addAction(m_zoomOut);
    for (QAction *a : {m_pause, m_zoomIn, m_zoomOut})
        a->setIconText(plainActionText(a->text()));
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_importSshConfig);
    file->addAction(m_credentials);
    file->addSeparator();
    file->addAction(m_quit);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_paletteAction);
    view->addSeparator();
    for (const QString &key : m_workspace->navigationKeys()) {
        if (key == QLatin1String("fleet")) {
            view->addAction(m_fleet);
            continue;
        }
        view->addAction(m_workspace->navigationTitle(key), this, [this, key] { navigate(key); });
    }
    view->addAction(tr("&Tasks"), this, [this] { m_taskDock->setVisible(!m_taskDock->isVisible()); });
    view->addAction(tr("T&ransfers"), this, &MainWindow::showTransfers);
    QAction *push =
        view->addAction(tr("&Push Dataset…"), this, [this] { showTransfers()->openPushDialog(); });
    push->setShortcut(TransfersView::pushShortcut());
    push->setToolTip(tr("Send a dataset to a cluster under its approved export"));
    view->addSeparator();
    view->addAction(m_pause);
    view->addAction(m_zoomIn);
    view->addAction(m_zoomOut);
    QMenu *clusters = menuBar()->addMenu(tr("&Clusters"));
    clusters->addAction(m_onboard);
    clusters->addAction(m_newCluster);
    clusters->addAction(m_editCluster);
    clusters->addAction(m_deleteCluster);
    clusters->addSeparator();
    clusters->addAction(m_streamCluster);
    clusters->addAction(m_removeAgents);
    clusters->addSeparator();
    QAction *jobsAction = clusters->addAction(tr("&Jobs…"), this, [this] {
        navigate(QStringLiteral("jobs"));
        if (auto *jobs = qobject_cast<JobsView *>(m_workspace->view(QStringLiteral("jobs")));
            jobs && selectedClusterId() > 0)
            jobs->setCluster(selectedClusterId());
    });
    jobsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    jobsAction->setToolTip(tr("Each cluster's job queue, logs, and the submit form"));
    clusters->addSeparator();
    clusters->addAction(m_checkCluster);
    QAction *broadcast = clusters->addAction(tr("&Broadcast Input…"), this, &MainWindow::broadcastInput);
    broadcast->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    broadcast->setToolTip(tr("Type once into a chosen set of node terminals"));
    clusters->addAction(tr("&Validate…"), this, [this] {
        const qint64 id = selectedClusterId();
        navigate(id > 0 ? QStringLiteral("validation:%1").arg(id) : QStringLiteral("validation"));
    });
    QMenu *compliance = menuBar()->addMenu(tr("C&ompliance"));
    compliance->addAction(m_datasets);
    compliance->addAction(m_reviewQueue);
    compliance->addAction(m_thresholds);
    compliance->addAction(m_destruction);
    compliance->addAction(m_auditLog);
    compliance->addAction(tr("Ledger &Server…"), this, [this] { LedgerServerDialog(this).exec(); });
    if (m_console) // the jobs side of the alerts: every saved cluster's queue and accounting, every minute
        m_console->jobsAlerts().start({paths::databaseFile(), knownHostsFile(), true, 60000, 2});
    addPlanningMenu(this, m_console, [this](const QString &which) {
        navigate(which == QLatin1String("alerts") ? QStringLiteral("alerts") : QStringLiteral("planning"));
        if (which == QLatin1String("alerts"))
            return;
        if (auto *tabs = qobject_cast<QTabWidget *>(m_workspace->view(QStringLiteral("planning")))) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->widget(i)->property("planningView").toString() == which)
                    tabs->setCurrentIndex(i);
            }
        }
    });
    QMenu *agent = menuBar()->addMenu(tr("&Agent"));
    agent->addAction(m_restartAgent);
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

QList<TerminalTab *> MainWindow::openTerminals() const
{
    QList<TerminalTab *> out;
    for (const QString &key : m_workspace->openKeys())
        if (auto *t = qobject_cast<TerminalTab *>(m_workspace->view(key)))
            out << t;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *t = qobject_cast<TerminalTab *>(w); t && !out.contains(t) && t->isVisible())
            out << t;
    return out;
}

void MainWindow::broadcastInput()
{
    if (!m_broadcast)
        m_broadcast = new BroadcastGroup(this);
    chooseBroadcast(this, openTerminals(), m_broadcast);
}

qint64 MainWindow::selectedClusterId() const
{
    return m_tree->currentIndex().siblingAtColumn(0).data(TargetsModel::ClusterIdRole).toLongLong();
}

void MainWindow::reloadClusters()
{
    const auto clusters = m_console->inventory().clusters();
    if (!clusters.ok())
        return; // no database: only the local target
    QHash<qint64, QList<NodeRecord>> nodes;
    for (const ClusterRecord &c : clusters.value()) {
        const auto list = m_console->inventory().nodes(c.id);
        if (!list.ok())
            statusBar()->showMessage(tr("Cannot read the nodes of %1: %2").arg(c.name, list.error()), 10000);
        nodes.insert(c.id, list.ok() ? list.value() : QList<NodeRecord>());
    }
    closeViewsOfRemoved(clusters.value(), nodes);
    m_targets->setClusters(clusters.value(), nodes);
    m_tree->expandToDepth(1);
    for (const ClusterRecord &c : clusters.value()) { // live state, not "not checked", for streaming nodes
        if (services::ClusterFleet *fleet = m_console->fleet(c.id)) {
            for (const QString &n : fleet->nodes()) {
                const auto st = fleet->status(n);
                m_targets->setNodeState(c.id, n, FleetSession::stateName(st.state),
                                        st.state == FleetNodeState::Streaming);
            }
        }
    }
    if (planning::PriceBook prices; savedPrices(&prices))
        m_overviewModel->setPrices(prices);
    m_overviewModel->reload();
}

void MainWindow::importSshConfig()
{
    SshConfigImportDialog dialog(QString(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QList<ssh::ImportedHost> hosts = dialog.selectedHosts();
    if (hosts.isEmpty())
        return;
    const auto imported = m_console->inventory().importHosts(hosts);
    if (!imported.ok()) {
        QMessageBox::warning(this, tr("Import failed"), imported.error());
        return;
    }
    reloadClusters();
    statusBar()->showMessage(
        tr("Imported %n host(s) from %1", nullptr, imported.value()).arg(dialog.configPath()), 10000);
}

void MainWindow::onboardCluster()
{
    OnboardingOptions options{knownHostsFile(), {}, {}, true, 1000};
    options.tasks = m_tasks;
    OnboardingWizard wizard(m_console, options, this);
    if (OnboardingWizard::hasDraft()) {
        const auto answer =
            QMessageBox::question(this, tr("Onboard Cluster"),
                                  tr("Onboarding of %1 was not finished. Continue where it stopped?")
                                      .arg(OnboardingWizard::draftName()),
                                  QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer == QMessageBox::Cancel)
            return;
        if (answer == QMessageBox::Yes)
            wizard.resumeDraft();
        else
            OnboardingWizard::discardDraft();
    }
    connect(&wizard, &OnboardingWizard::onboarded, this, [this](qint64 clusterId) {
        reloadClusters();
        selectCluster(clusterId);
        if (services::ClusterFleet *fleet = m_console->fleet(clusterId)) {
            attachFleetStore(&fleet->store());
            showFleet();
        }
        statusBar()->showMessage(tr("Cluster onboarded: its nodes stream telemetry."), 10000);
    });
    wizard.exec();
    reloadClusters(); // saved on the way even when not finished
}

void MainWindow::newCluster()
{
    ClusterDialog dialog(ClusterRecord{}, {}, this);
    while (dialog.exec() == QDialog::Accepted) {
        const auto saved = m_console->inventory().saveCluster(dialog.cluster(), dialog.nodes());
        if (saved.ok()) {
            saveRecordingPolicy(dialog);
            reloadClusters();
            selectCluster(saved.value());
            statusBar()->showMessage(
                tr("Added cluster %1 with %n node(s)", nullptr, int(dialog.nodes().size()))
                    .arg(dialog.cluster().name),
                10000);
            return;
        }
        QMessageBox::warning(this, tr("Cannot save the cluster"), saved.error()); // and edit again
    }
}

void MainWindow::saveRecordingPolicy(const ClusterDialog &dialog)
{
    if (const Status st = dialog.saveRecordingPolicy(dialog.cluster().name, m_console->database(),
                                                     m_console->auditLog(), localUserName());
        !st)
        QMessageBox::warning(this, tr("Recording Policy Not Saved"), st.error());
}

void MainWindow::editSelectedCluster()
{
    const qint64 id = selectedClusterId();
    const auto cluster = m_console->inventory().cluster(id);
    const auto nodes = m_console->inventory().nodes(id);
    if (!cluster.ok() || !nodes.ok()) {
        statusBar()->showMessage(cluster.ok() ? nodes.error() : cluster.error(), 10000);
        return;
    }
    ClusterDialog dialog(cluster.value(), nodes.value(), this);
    if (const auto policy = terminal::RecordingPolicies(m_console->database()).policy(cluster->name);
        policy.ok())
        dialog.setRecordingPolicy(policy.value());
    while (dialog.exec() == QDialog::Accepted) {
        const ssh::HostKeyPolicy before = cluster->hostKeyPolicy;
        const ssh::HostKeyPolicy after = dialog.cluster().hostKeyPolicy;
        if (before == ssh::HostKeyPolicy::Strict && after == ssh::HostKeyPolicy::AcceptNew &&
            QMessageBox::warning(
                this, tr("Loosen Host-Key Policy"),
                tr("Cluster %1 will record the host key of any bastion or node it has not seen before "
                   "without "
                   "asking (trust on first use), instead of refusing it. Changed keys are still refused. "
                   "Loosen the policy?")
                    .arg(dialog.cluster().name),
                QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
            continue; // back to the dialog
        const auto saved = m_console->inventory().saveCluster(dialog.cluster(), dialog.nodes());
        if (saved.ok()) { // the inventory audited a loosened policy with the change
            saveRecordingPolicy(dialog);
            reloadClusters();
            selectCluster(id);
            statusBar()->showMessage(tr("Saved cluster %1").arg(dialog.cluster().name), 10000);
            return;
        }
        QMessageBox::warning(this, tr("Cannot save the cluster"), saved.error());
    }
}

void MainWindow::deleteSelectedCluster()
{
    const qint64 id = selectedClusterId();
    const auto cluster = m_console->inventory().cluster(id);
    if (!cluster.ok())
        return;
    const auto list = m_console->inventory().nodes(id);
    const int nodes = list.ok() ? int(list->size()) : 0;
    const auto answer = QMessageBox::question(
        this, tr("Delete Cluster"),
        tr("Delete cluster %1 with its jump chain and %n node(s)? Its telemetry stream stops; the agents "
           "stay on the nodes (Remove Agent from Nodes first to delete them) and recorded host keys are "
           "kept.",
           nullptr, nodes)
            .arg(cluster->name),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    if (services::ClusterFleet *fleet = m_console->fleet(id); fleet && m_fleetStore == &fleet->store())
        attachFleetStore(nullptr);
    closeViewsOfCluster(id); // before its fleet goes: they read its store
    m_console->forgetFleet(id);
    // Deleted and audited in one transaction.
    if (auto st = m_console->inventory().removeCluster(id); !st) {
        QMessageBox::warning(this, tr("Cannot delete the cluster"), st.error());
        return;
    }
    reloadClusters();
    statusBar()->showMessage(tr("Deleted cluster %1").arg(cluster->name), 10000);
}

void MainWindow::streamSelectedCluster()
{
    const qint64 id = selectedClusterId();
    if (id <= 0)
        return;
    FleetOptions options;
    options.base.knownHostsFile = knownHostsFile();
    options.localAgent = locateAgent().path;
    if (options.localAgent.isEmpty()) {
        QMessageBox::warning(this, tr("No agent to deploy"),
                             tr("The bundled clustergate-agent was not found."));
        return;
    }
    QString error;
    services::ClusterFleet *fleet = m_console->startFleet(id, options, &error);
    if (!fleet) {
        QMessageBox::warning(this, tr("Cannot stream telemetry"), error);
        return;
    }
    attachFleetStore(&fleet->store());
    showFleet();
    updateClusterActions();
}

void MainWindow::removeAgentsOfSelectedCluster()
{
    const qint64 id = selectedClusterId();
    services::ClusterFleet *fleet = m_console->fleet(id);
    const auto cluster = m_console->inventory().cluster(id);
    if (!fleet || !cluster.ok())
        return;
    const int nodes = int(fleet->nodes().size());
    if (QMessageBox::warning(
            this, tr("Remove Agent from Nodes"),
            tr("Stop the ClusterGate agent on all %n node(s) of cluster %1 and delete it from each "
               "node's ~/.cache/clustergate? Telemetry from these nodes stops until the agent is "
               "deployed again.",
               nullptr, nodes)
                .arg(cluster->name),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    if (const Status st =
            m_console->audit(QStringLiteral("agent.remove-all"), QStringLiteral("cluster:") + cluster->name,
                             {{QStringLiteral("nodes"), nodes}});
        !st)
        qCWarning(lcUi) << "agent.remove-all on" << cluster->name << "not audit-logged:" << st.error();
    m_console->stopFleet(id, true); // each node's removal is an agent.remove event of its own
    statusBar()->showMessage(
        tr("Removing the agent from %n node(s) of %1…", nullptr, nodes).arg(cluster->name), 10000);
}

void MainWindow::updateClusterActions()
{
    // A cluster is not edited under a running check: its rows would no longer match the results.
    const bool enabled = selectedClusterId() > 0 && !m_check->isRunning();
    m_checkCluster->setEnabled(enabled);
    m_editCluster->setEnabled(enabled);
    m_deleteCluster->setEnabled(enabled);
    m_streamCluster->setEnabled(enabled);
    m_removeAgents->setEnabled(enabled && m_console->fleet(selectedClusterId()));
}

void MainWindow::showCredentials()
{
    if (!m_console->keychainAvailable() || !m_console->credentials()) {
        QMessageBox::warning(this, tr("No keychain"),
                             m_console->keychainProblem().isEmpty()
                                 ? tr("The keychain has not answered yet, or the database is not open.")
                                 : m_console->keychainProblem());
        return;
    }
    CredentialsDialog dialog(m_console->secretStore(), m_console->credentials(), this);
    connect(&dialog, &CredentialsDialog::credentialsChanged, m_console,
            &services::Console::reloadCredentials);
    dialog.exec();
}

void MainWindow::selectCluster(qint64 clusterId)
{
    if (!m_targets->indexOfCluster(clusterId).isValid())
        reloadClusters(); // added elsewhere (the CLI, another window) since the tree was filled
    const QModelIndex idx = m_targets->indexOfCluster(clusterId);
    if (idx.isValid())
        m_tree->setCurrentIndex(idx);
}

QString MainWindow::knownHostsFile() const
{
    return QDir::home().filePath(QStringLiteral(".ssh/known_hosts"));
}

void MainWindow::reviewHostKeys(const QList<HostKeyRow> &rows)
{
    HostKeyReviewDialog dialog(rows, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QList<HostKeyRow> accepted = dialog.acceptedRows();
    int recorded = 0;
    const auto cluster = m_console->inventory().cluster(selectedClusterId());
    const QString clusterName = cluster.ok() ? cluster->name : QString();
    // New keys are appended, confirmed replacements take the old keys' place; each with its audit row.
    QList<std::pair<HostKeyRow, QList<ssh::HostKey>>> changes;
    for (const HostKeyRow &r : accepted)
        changes.append({r, {}});
    for (const HostKeyRow &r : dialog.replacedRows())
        changes.append({r, r.recorded});
    for (const auto &[r, old] : changes) {
        if (auto st = HostKeyRotation::record(m_console->inventory(), clusterName, knownHostsFile(),
                                              r.address, r.port, r.offered, old);
            !st) {
            QMessageBox::warning(this, tr("Cannot record host key"), st.error());
            return;
        }
        ++recorded;
    }
    if (recorded == 0)
        return;
    statusBar()->showMessage(tr("Recorded %n host key(s); checking again.", nullptr, recorded), 10000);
    // Keys of the bastions open the way to the nodes behind them: check again to see those.
    checkSelectedCluster();
}

void MainWindow::checkSelectedCluster()
{
    const qint64 id = selectedClusterId();
    if (id <= 0)
        return;
    QString error;
    if (!m_check->start(id, knownHostsFile(), &error)) {
        statusBar()->showMessage(error, 10000);
        return;
    }
    updateClusterActions();
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    m_checkTask =
        m_tasks->start(services::TaskKind::Check, tr("Check connectivity of %1").arg(clusterName(id)),
                       [this] { m_check->cancel(); });
    m_tasks->setProgress(m_checkTask, 0, m_check->total());
}

void MainWindow::onTargetSelected()
{
    updateClusterActions();
    const QModelIndex idx = m_tree->currentIndex().siblingAtColumn(0);
    if (idx.data(TargetsModel::KindRole).toString() == QLatin1String("node")) {
        showNodeInPane(idx.data(TargetsModel::ClusterIdRole).toLongLong(),
                       idx.data(TargetsModel::NodeNameRole).toString());
        return;
    }
    m_detailStack->setCurrentWidget(m_live);
    const QString id = idx.data(TargetsModel::TargetIdRole).toString();
    if (id.isEmpty() || id == m_live->target())
        return;
    m_live->setTarget(id, idx.data(Qt::DisplayRole).toString());
    if (id == LocalAgent::kTargetId && !m_console->localAgent().hello().isEmpty())
        m_live->setHostFacts(m_console->localAgent().hello());
}

void MainWindow::updateAgentState()
{
    const LocalAgent &a = m_console->localAgent();
    const QString state = LocalAgent::stateText(a.state());
    const bool healthy = a.state() == LocalAgent::State::Running || a.state() == LocalAgent::State::Starting;
    m_targets->setTargetState(LocalAgent::kTargetId, state, healthy);
    m_agentLabel->setText(a.state() == LocalAgent::State::Failed && !a.errorString().isEmpty()
                              ? tr("Local agent: %1 — %2").arg(state, a.errorString())
                              : tr("Local agent: %1").arg(state));
}

void MainWindow::attachFleetStore(FleetStore *store)
{
    m_fleetStore = store;
    if (m_fleetView)
        m_fleetView->setStore(store ? store : m_localFleet->store());
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
