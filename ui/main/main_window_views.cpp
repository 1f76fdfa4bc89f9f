// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's workspace: which view each key opens, the status area (connection state, tasks,
// unread alerts), the command palette, Help, and the window's saved layout.
#include "main/main_window.h"

#include "charts/live_view.h"
#include "common/embedded_dialog.h"
#include "common/local_user.h"
#include "common/logging.h"
#include "common/paths.h"
#include "fleet/fleet_view.h"
#include "jobs/jobs_view.h"
#include "ledger/audit_browser.h"
#include "ledger/credential_signer.h"
#include "ledger/datasets_view.h"
#include "ledger/destruction_view.h"
#include "ledger/ledger.h"
#include "ledger/request_dialog.h"
#include "ledger/review_queue.h"
#include "ledger/thresholds_view.h"
#include "models/palette_model.h"
#include "models/targets_model.h"
#include "planning/alerts_view.h"
#include "planning/cluster_choice_view.h"
#include "planning/cost_view.h"
#include "planning/planner_view.h"
#include "planning/planning_menu.h"
#include "services/alert_center.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/local_fleet_feed.h"
#include "services/overview_model.h"
#include "services/task_list.h"
#include "terminal/terminal_tab.h"
#include "terminal/terminals_view.h"
#include "transfer/transfers_view.h"
#include "validation/checklist_view.h"
#include "validation/evidence_store.h"
#include "workspace/command_palette.h"
#include "workspace/help_dialogs.h"
#include "workspace/node_view.h"
#include "workspace/overview_view.h"
#include "workspace/task_panel.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <limits>
#include <memory>

namespace cg::ui {

namespace {

constexpr int kLayoutVersion = 1;

const QString kOverview = QStringLiteral("overview");
const QString kClusters = QStringLiteral("clusters");
const QString kFleet = QStringLiteral("fleet");

// "node:3/h200-001" -> 3, "h200-001"
bool splitItemKey(const QString &key, const QString &prefix, qint64 *cluster, QString *item)
{
    if (!key.startsWith(prefix))
        return false;
    const QString rest = key.mid(prefix.size());
    const qsizetype slash = rest.indexOf(QLatin1Char('/'));
    bool ok = false;
    *cluster = rest.left(slash < 0 ? rest.size() : slash).toLongLong(&ok);
    if (item)
        *item = slash < 0 ? QString() : rest.mid(slash + 1);
    return ok && *cluster >= 0 && (!item || !item->isEmpty());
}

template <typename T> T orEmpty(const Result<T> &r)
{
    return r.ok() ? r.value() : T{};
}

} // namespace

void MainWindow::createWorkspace()
{
    m_workspace = new Workspace(this);
    setCentralWidget(m_workspace);
    const struct
    {
        QString key;
        const char *title;
        const char *tip;
    } views[] = {
        {kOverview, QT_TR_NOOP("Overview"),
         QT_TR_NOOP("Every cluster at a glance, and the compliance counters")},
        {kFleet, QT_TR_NOOP("Fleet"), QT_TR_NOOP("Every node and GPU as a heatmap")},
        {kClusters, QT_TR_NOOP("Clusters"),
         QT_TR_NOOP("Clusters, their hops and nodes; this machine's charts")},
        {QStringLiteral("terminals"), QT_TR_NOOP("Terminals"), QT_TR_NOOP("Shells on the nodes")},
        {QStringLiteral("jobs"), QT_TR_NOOP("Jobs"),
         QT_TR_NOOP("Each cluster's job queue, logs and submit form")},
        {QStringLiteral("validation"), QT_TR_NOOP("Validation"),
         QT_TR_NOOP("The L0–L6 checklist of a cluster")},
        {QStringLiteral("compliance"), QT_TR_NOOP("Compliance"),
         QT_TR_NOOP("Datasets, review queue, destruction tracking, thresholds")},
        {QStringLiteral("audit"), QT_TR_NOOP("Audit"), QT_TR_NOOP("The tamper-evident audit log")},
        {QStringLiteral("planning"), QT_TR_NOOP("Planning"),
         QT_TR_NOOP("Capacity planner, cost, cluster choice")},
        {QStringLiteral("alerts"), QT_TR_NOOP("Alerts"), QT_TR_NOOP("Active alerts with what to do")},
    };
    for (const auto &v : views)
        m_workspace->addNavigation(v.key, tr(v.title), tr(v.tip));
    m_workspace->setFactory([this](const QString &key, QString *title) { return createView(key, title); });
    m_workspace->setKeptOnClose(kFleet, true);
    // Made with the window, owned by the workspace whether or not a saved layout shows them.
    m_workspace->keep(m_splitter, m_workspace->navigationTitle(kClusters), kClusters);
    connect(m_workspace, &Workspace::currentViewChanged, this, [this](const QString &key) {
        if (key == QLatin1String("alerts")) {
            for (const planning::Alert &a : m_console->alerts().engine().history())
                m_lastSeenAlert = std::max(m_lastSeenAlert, a.id);
            updateAlertBadge();
        }
    });

    m_overview = new OverviewView(m_overviewModel);
    m_workspace->keep(m_overview, m_workspace->navigationTitle(kOverview), kOverview);
    connect(m_overview, &OverviewView::clusterActivated, this, [this](qint64 id) {
        if (m_console->fleet(id))
            navigate(QStringLiteral("fleet:%1").arg(id));
        else {
            navigate(kClusters);
            selectCluster(id);
        }
    });
    connect(m_overview, &OverviewView::complianceActivated, this,
            [this] { showComplianceTab(QStringLiteral("review")); });
    connect(m_overview, &OverviewView::onboardRequested, this, &MainWindow::onboardCluster);
    connect(m_overview, &OverviewView::importRequested, this, &MainWindow::importSshConfig);
    connect(m_overview, &OverviewView::gettingStartedRequested, this, &MainWindow::showGettingStarted);
    connect(m_overview, &OverviewView::streamRequested, this, [this](qint64 clusterId) {
        selectCluster(clusterId);
        if (selectedClusterId() == clusterId)
            streamSelectedCluster(); // the user asked: it may prompt for a bastion's one-time password
    });

    m_palette = new CommandPalette(this);
    connect(m_palette, &CommandPalette::chosen, this, [this](const QString &key) {
        qint64 cluster = 0;
        QString job;
        if (!splitItemKey(key, QStringLiteral("job:"), &cluster, &job)) {
            navigate(key);
            return;
        }
        navigate(QStringLiteral("jobs"));
        if (auto *view = qobject_cast<JobsView *>(m_workspace->view(QStringLiteral("jobs")))) {
            view->setCluster(cluster);
            view->selectJob(job);
        }
    });
    m_paletteAction = new QAction(tr("&Go to…"), this);
    // Ctrl+K is the shell's (kill to the end of the line) while a terminal has the focus; Ctrl+Shift+P
    // opens the palette from anywhere.
    m_paletteAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_K), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    m_paletteAction->setShortcutContext(Qt::ApplicationShortcut);
    m_paletteAction->setToolTip(tr("Jump to any view, cluster, node or job by typing a few letters (Ctrl+K; "
                                   "Ctrl+Shift+P in a terminal)"));
    connect(m_paletteAction, &QAction::triggered, this, &MainWindow::showCommandPalette);
    addAction(m_paletteAction);
}

void MainWindow::createStatusArea()
{
    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("ConnectionState"));
    statusBar()->addPermanentWidget(m_connectionLabel);

    m_taskPanel = new TaskPanel(m_tasks, this);
    m_taskDock = new QDockWidget(tr("Tasks"), this);
    m_taskDock->setObjectName(QStringLiteral("TasksDock"));
    m_taskDock->setWidget(m_taskPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_taskDock);
    m_taskDock->hide();
    m_tasksButton = new QToolButton(this);
    m_tasksButton->setObjectName(QStringLiteral("TasksButton"));
    m_tasksButton->setAutoRaise(true);
    m_tasksButton->setToolTip(tr("Long operations with their progress and Cancel"));
    connect(m_tasksButton, &QToolButton::clicked, this,
            [this] { m_taskDock->setVisible(!m_taskDock->isVisible()); });
    statusBar()->addPermanentWidget(m_tasksButton);
    m_alertsButton = new QToolButton(this);
    m_alertsButton->setObjectName(QStringLiteral("AlertsButton"));
    m_alertsButton->setAutoRaise(true);
    connect(m_alertsButton, &QToolButton::clicked, this, [this] { navigate(QStringLiteral("alerts")); });
    statusBar()->addPermanentWidget(m_alertsButton);

    connect(m_tasks, &services::TaskList::taskAdded, this, [this](quint64 id) {
        m_taskDock->show(); // a new long operation shows where it can be followed and stopped
        m_taskPanel->select(id);
        updateStatusArea();
    });
    connect(m_tasks, &services::TaskList::taskChanged, this, &MainWindow::updateStatusArea);
    connect(m_tasks, &services::TaskList::tasksRemoved, this, &MainWindow::updateStatusArea);
    connect(&m_console->alerts(), &services::AlertCenter::changed, this, &MainWindow::updateAlertBadge);
    auto *beat = new QTimer(this);
    beat->setInterval(2000);
    connect(beat, &QTimer::timeout, this, &MainWindow::updateStatusArea);
    connect(beat, &QTimer::timeout, this, &MainWindow::checkInventory);
    beat->start();
    updateStatusArea();
    updateAlertBadge();
}

void MainWindow::updateStatusArea()
{
    const int running = m_tasks->runningCount();
    m_tasksButton->setText(running > 0 ? tr("%n task(s) running", nullptr, running) : tr("Tasks"));
    const QString c = connectionSummary();
    if (m_connectionLabel->text() != c)
        m_connectionLabel->setText(c);
}

void MainWindow::updateAlertBadge()
{
    int unread = 0;
    for (const planning::Alert &a : m_console->alerts().engine().active())
        unread += a.id > m_lastSeenAlert ? 1 : 0;
    m_unreadAlerts = unread;
    m_alertsButton->setText(unread > 0 ? tr("Alerts (%1)").arg(unread) : tr("Alerts"));
    m_alertsButton->setToolTip(tr("%n unread alert(s)", nullptr, unread));
    m_alertsButton->setStyleSheet(unread > 0 ? QStringLiteral("color: #c62828; font-weight: bold;")
                                             : QString());
}

QString MainWindow::connectionSummary() const
{
    QStringList parts;
    for (const services::ClusterCard &c : m_overviewModel->cards()) {
        if (c.hops.isEmpty())
            continue;
        int up = 0, known = 0;
        for (const services::HopCard &h : c.hops) {
            up += h.known && h.up ? 1 : 0;
            known += h.known ? 1 : 0;
        }
        if (known > 0)
            parts << tr("%1: %2/%3 hops up").arg(c.name).arg(up).arg(c.hops.size());
    }
    return parts.join(QStringLiteral(" · "));
}

bool MainWindow::navigate(const QString &key)
{
    return m_workspace->navigate(key);
}

QWidget *MainWindow::openTab(QWidget *widget, const QString &title, const QString &key)
{
    return m_workspace->openTab(widget, title, key);
}

void MainWindow::setTerminalFactory(TerminalFactory factory)
{
    m_terminalFactory = std::move(factory);
    m_terminalsNeedCluster = false;
    if (m_nodeView)
        m_nodeView->setTerminalAvailable(bool(m_terminalFactory));
}

void MainWindow::useClusterTerminals()
{
    setTerminalFactory([this](qint64 clusterId, const QString &node, QString *title) -> QWidget * {
        QString error;
        TerminalTab *tab =
            openClusterTerminal(*m_console, clusterId, node, knownHostsFile(), nullptr, &error);
        if (!tab) {
            statusBar()->showMessage(tr("Cannot open a terminal: %1").arg(error), 15000);
            return nullptr;
        }
        *title = tab->windowTitle();
        return tab;
    });
    m_terminalsNeedCluster = true;
    if (m_nodeView)
        m_nodeView->setTerminalAvailable(m_nodeView->clusterId() > 0);
}

void MainWindow::showFleet()
{
    navigate(kFleet);
}

QWidget *MainWindow::message(const QString &text) const
{
    auto *label = new QLabel(text);
    label->setObjectName(QStringLiteral("EmptyState"));
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString MainWindow::clusterName(qint64 clusterId) const
{
    if (clusterId == 0)
        return tr("This machine");
    const auto c = m_console->inventory().cluster(clusterId);
    return c.ok() ? c->name : QString();
}

QWidget *MainWindow::createView(const QString &key, QString *title)
{
    qint64 cluster = 0;
    QString item;
    if (key == kOverview)
        return m_overview;
    if (key == kClusters)
        return m_splitter;
    if (key == kFleet) {
        if (!m_fleetView) {
            m_fleetView = new FleetView;
            m_fleetView->setStore(m_fleetStore ? m_fleetStore : m_localFleet->store());
            m_fleetView->setOpensDetailWindow(false);
            connect(m_fleetView, &FleetView::nodeActivated, this, [this](const QString &node) {
                qint64 id = 0; // this machine's fleet of one
                for (const ClusterRecord &c : orEmpty(m_console->inventory().clusters())) {
                    if (services::ClusterFleet *f = m_console->fleet(c.id); f && &f->store() == m_fleetStore)
                        id = c.id;
                }
                openNode(id, node);
            });
        }
        return m_fleetView;
    }
    if (splitItemKey(key, QStringLiteral("node:"), &cluster, &item)) {
        const QString name = clusterName(cluster);
        if (name.isEmpty())
            return nullptr; // the cluster is gone
        *title = tr("%1 (%2)").arg(item, name);
        auto *view = new NodeView(cluster, item, item, [this, cluster]() -> FleetStore * {
            if (cluster == 0)
                return m_localFleet->store();
            services::ClusterFleet *f = m_console->fleet(cluster);
            return f ? &f->store() : nullptr;
        });
        view->setTerminalAvailable(bool(m_terminalFactory) && (cluster > 0 || !m_terminalsNeedCluster));
        connect(view, &NodeView::terminalRequested, this, &MainWindow::openTerminal);
        if (cluster > 0) {
            view->setJobsLookup([model = QPointer<services::OverviewModel>(m_overviewModel), cluster] {
                return model ? model->jobs(cluster) : QList<jobs::JobStatus>{};
            });
            if (m_console->databaseError().isEmpty()) {
                const validation::EvidenceStore evidence(m_console->database());
                const auto runs = evidence.runs(name, 1);
                if (runs.ok() && !runs->isEmpty()) {
                    QHash<QString, int> levels;
                    for (auto it = runs->first().levels.cbegin(); it != runs->first().levels.cend(); ++it)
                        levels.insert(it.key(), int(it.value()));
                    const QString best =
                        services::OverviewModel::highestPassed(levels, int(validation::CheckStatus::Pass));
                    const auto figures = evidence.previousFigures(name, std::numeric_limits<qint64>::max());
                    view->setValidation(
                        tr("Last validation of %1 (%2, %3): %4")
                            .arg(
                                name, runs->first().checklist,
                                QLocale().toString(runs->first().started.toLocalTime(), QLocale::ShortFormat),
                                best.isEmpty() ? tr("no level passed") : tr("%1 passed").arg(best)),
                        figures.ok() ? figures.value() : QHash<QString, double>{});
                }
            }
        }
        return view;
    }
    if (splitItemKey(key, QStringLiteral("fleet:"), &cluster, nullptr)) {
        services::ClusterFleet *fleet = m_console->fleet(cluster);
        if (!fleet)
            return nullptr;
        *title = tr("Fleet of %1").arg(clusterName(cluster));
        auto *view = new FleetView;
        view->setStore(&fleet->store());
        view->setOpensDetailWindow(false);
        connect(view, &FleetView::nodeActivated, this,
                [this, cluster](const QString &node) { openNode(cluster, node); });
        return view;
    }
    if (splitItemKey(key, QStringLiteral("validation:"), &cluster, nullptr)) {
        auto *page = new QWidget;
        auto *layout = new QVBoxLayout(page);
        layout->setContentsMargins(0, 0, 0, 0);
        QString error;
        ChecklistView *view = ChecklistView::createFor(m_console, cluster, knownHostsFile(), page, &error);
        if (!view) {
            delete page;
            statusBar()->showMessage(tr("Cannot open the checklist: %1").arg(error), 10000);
            return nullptr;
        }
        layout->addWidget(view);
        *title = view->windowTitle();
        view->setTaskList(m_tasks);
        watchValidation(view, clusterName(cluster));
        return page;
    }
    if (key == QLatin1String("terminals")) {
        auto *view = new TerminalsView([this] { return openTerminals(); }, m_console->auditLog());
        connect(view, &TerminalsView::terminalChosen, this, [this](TerminalTab *tab) {
            for (const QString &k : m_workspace->openKeys()) {
                if (m_workspace->view(k) == tab) {
                    navigate(k);
                    return;
                }
            }
            tab->raise();
            tab->activateWindow();
        });
        connect(view, &TerminalsView::playerOpened, this,
                [this](QWidget *player, const QString &name, const QString &k) { openTab(player, name, k); });
        return view;
    }
    if (key == QLatin1String("jobs")) {
        services::JobsServiceOptions o;
        o.databaseFile = paths::databaseFile();
        o.knownHostsFile = knownHostsFile();
        o.actor = localUserName();
        auto *jobs = new JobsView(&m_console->inventory(), &m_console->hub(), o);
        m_overviewModel->watchJobs(jobs->service());
        if (selectedClusterId() > 0)
            jobs->setCluster(selectedClusterId());
        connect(jobs, &JobsView::exportRequested, this,
                [this](const QStringList &datasets, qint64 clusterId, const QString &purpose) {
                    openExportRequest(datasets, clusterId, purpose);
                });
        return jobs;
    }
    if (key == QLatin1String("transfers")) {
        *title = tr("Transfers");
        auto *view = new TransfersView(m_console, m_tasks, knownHostsFile());
        // Request Export… from a refused push: the same pre-filled request as a blocked job's.
        connect(view, &TransfersView::exportRequested, this,
                [this](const QStringList &datasets, qint64 clusterId, const QString &purpose) {
                    openExportRequest(datasets, clusterId, purpose);
                });
        return view;
    }
    if (key == QLatin1String("validation"))
        return createValidationPicker();
    if (key == QLatin1String("compliance"))
        return createComplianceView();
    if (key == QLatin1String("audit")) {
        if (!m_console->auditLog())
            return message(tr("No audit log: %1").arg(m_console->databaseError()));
        if (m_console->auditSink())
            m_console->auditSink()->flush(); // show what just happened too
        return new AuditBrowser(m_console->auditLog(), m_console->ledgerStore());
    }
    if (key == QLatin1String("planning"))
        return createPlanningView();
    if (key == QLatin1String("alerts"))
        return new AlertsView(&m_console->alerts());
    return nullptr;
}

QWidget *MainWindow::createValidationPicker()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *list = new QListWidget(page);
    list->setObjectName(QStringLiteral("ValidationClusters"));
    const auto clusters = m_console->inventory().clusters();
    for (const ClusterRecord &c : orEmpty(clusters)) {
        auto *it = new QListWidgetItem(c.name, list);
        it->setData(Qt::UserRole, c.id);
    }
    auto *label =
        new QLabel(list->count() > 0 ? tr("Choose the cluster to validate (double-click or Enter):")
                                     : tr("No clusters yet: Onboard Cluster… or Import ssh Config…"),
                   page);
    layout->addWidget(label);
    layout->addWidget(list, 1);
    connect(list, &QListWidget::itemActivated, this, [this](QListWidgetItem *it) {
        navigate(QStringLiteral("validation:%1").arg(it->data(Qt::UserRole).toLongLong()));
    });
    return page;
}

QWidget *MainWindow::createComplianceView()
{
    ledger::LedgerStore *store = m_console->ledgerStore();
    if (!store)
        return message(tr("No ledger: %1").arg(m_console->databaseError()));
    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("ComplianceTabs"));
    const auto add = [tabs](QDialog *d, const QString &title, const QString &which) {
        embedDialog(d, true);
        d->setProperty("complianceView", which);
        tabs->addTab(d, title);
    };
    const QStringList keys = m_console->identityKeys();
    services::Console *console = m_console;
    add(new ReviewQueue(store, keys,
                        [console](const QString &keyId) {
                            return ledger::CredentialSigner::load(*console->secretStore(), keyId,
                                                                  console->credentials());
                        }),
        tr("Review Queue"), QStringLiteral("review"));
    add(new DatasetsView(store, localUserName(), keys,
                         [console](const QString &keyId) {
                             return ledger::CredentialSigner::load(*console->secretStore(), keyId,
                                                                   console->credentials());
                         }),
        tr("Datasets"), QStringLiteral("datasets"));
    auto *destruction = new DestructionView(store, localUserName());
    destruction->setTaskList(m_tasks);
    add(destruction, tr("Destruction"), QStringLiteral("destruction"));
    add(new ThresholdsView(store), tr("Thresholds"), QStringLiteral("thresholds"));
    return tabs;
}

QWidget *MainWindow::createPlanningView()
{
    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("PlanningTabs"));
    const auto add = [tabs](QDialog *d, const QString &title, const QString &which) {
        embedDialog(d, true);
        d->setProperty("planningView", which);
        tabs->addTab(d, title);
    };
    add(new PlannerView, tr("Planner"), QStringLiteral("planner"));
    add(new CostView, tr("Cost"), QStringLiteral("cost"));
    add(new ClusterChoiceView(&m_console->inventory(), m_console->ledgerStore()), tr("Cluster Choice"),
        QStringLiteral("choice"));
    return tabs;
}

void MainWindow::showComplianceTab(const QString &which)
{
    navigate(QStringLiteral("compliance"));
    if (auto *tabs = qobject_cast<QTabWidget *>(m_workspace->view(QStringLiteral("compliance")))) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->property("complianceView").toString() == which)
                tabs->setCurrentIndex(i);
        }
    }
}

void MainWindow::showAuditLog()
{
    navigate(QStringLiteral("audit"));
}

void MainWindow::showDatasets()
{
    showComplianceTab(QStringLiteral("datasets"));
}

void MainWindow::openExportRequest(const QStringList &datasets, qint64 clusterId, const QString &purpose)
{
    ledger::LedgerStore *store = m_console->ledgerStore();
    if (!store)
        return;
    ExportDraft draft;
    draft.datasets = datasets;
    draft.purpose = purpose;
    if (const auto c = m_console->inventory().cluster(clusterId); c.ok()) {
        draft.cluster = c->name;
        draft.country = c->region;
    }
    const QStringList keys = m_console->identityKeys();
    services::Console *console = m_console;
    auto *dialog = new RequestDialog(store, localUserName(), draft, keys, [console](const QString &keyId) {
        return ledger::CredentialSigner::load(*console->secretStore(), keyId, console->credentials());
    });
    openTab(dialog, tr("Request Export"),
            QStringLiteral("request-export:%1").arg(datasets.join(QLatin1Char(','))));
}

TransfersView *MainWindow::showTransfers()
{
    navigate(QStringLiteral("transfers"));
    return qobject_cast<TransfersView *>(m_workspace->view(QStringLiteral("transfers")));
}

void MainWindow::showReviewQueue()
{
    showComplianceTab(QStringLiteral("review"));
}

void MainWindow::openNode(qint64 clusterId, const QString &node)
{
    navigate(NodeView::key(clusterId, node));
}

void MainWindow::openTerminal(qint64 clusterId, const QString &node)
{
    if (!m_terminalFactory)
        return;
    QString title = tr("Terminal %1").arg(node);
    QWidget *w = m_terminalFactory(clusterId, node, &title);
    if (w)
        openTab(w, title, QStringLiteral("terminal:%1/%2").arg(clusterId).arg(node));
}

void MainWindow::showNodeInPane(qint64 clusterId, const QString &node)
{
    if (m_nodeView && m_nodeView->clusterId() == clusterId && m_nodeView->nodeId() == node) {
        m_detailStack->setCurrentWidget(m_nodeView);
        return;
    }
    delete m_nodeView;
    QString title;
    m_nodeView = qobject_cast<NodeView *>(createView(NodeView::key(clusterId, node), &title));
    if (!m_nodeView) {
        m_detailStack->setCurrentWidget(m_live);
        return;
    }
    m_detailStack->addWidget(m_nodeView);
    m_detailStack->setCurrentWidget(m_nodeView);
}

void MainWindow::onTargetActivated(const QModelIndex &index)
{
    const QModelIndex idx = index.siblingAtColumn(0);
    const QString kind = idx.data(TargetsModel::KindRole).toString();
    if (kind == QLatin1String("node"))
        openNode(idx.data(TargetsModel::ClusterIdRole).toLongLong(),
                 idx.data(TargetsModel::NodeNameRole).toString());
    else if (kind == QLatin1String("cluster") &&
             m_console->fleet(idx.data(TargetsModel::ClusterIdRole).toLongLong()))
        navigate(QStringLiteral("fleet:%1").arg(idx.data(TargetsModel::ClusterIdRole).toLongLong()));
}

void MainWindow::watchFleet(qint64 clusterId)
{
    services::ClusterFleet *fleet = m_console->fleet(clusterId);
    if (!fleet)
        return;
    m_overviewModel->setStore(clusterId, &fleet->store());
    if (m_wasStreaming.remove(clusterId))
        m_overview->setStreamOffers(m_wasStreaming);
    if (!m_watchedFleets.contains(clusterId)) {
        m_watchedFleets.insert(clusterId);
        connect(
            fleet, &services::ClusterFleet::nodeChanged, this, [this, fleet, clusterId](const QString &node) {
                const auto st = fleet->status(node);
                QString text = FleetSession::stateName(st.state);
                if (!st.reason.isEmpty() && st.state != FleetNodeState::Streaming)
                    text += tr(": %1").arg(st.reason);
                m_targets->setNodeState(clusterId, node, text, st.state == FleetNodeState::Streaming);
                if (const quint64 task = m_deployTasks.value(clusterId)) {
                    const int total = int(fleet->nodes().size());
                    m_tasks->setProgress(task, fleet->settledCount(), total);
                    if (fleet->settledCount() >= total) {
                        // The nodes that do not stream, each with its reason (an unreachable node is
                        // still retried: the tree and the fleet view show when it comes up).
                        QStringList notStreaming;
                        for (const QString &n : fleet->nodes()) {
                            const auto s = fleet->status(n);
                            if (s.state == FleetNodeState::Streaming)
                                continue;
                            if (notStreaming.size() == 3) {
                                notStreaming << tr("…");
                                break;
                            }
                            notStreaming
                                << (s.reason.isEmpty()
                                        ? tr("%1 %2").arg(n, FleetSession::stateName(s.state))
                                        : tr("%1 %2: %3").arg(n, FleetSession::stateName(s.state), s.reason));
                        }
                        QString outcome =
                            tr("%1 of %2 nodes streaming").arg(fleet->streamingCount()).arg(total);
                        if (!notStreaming.isEmpty())
                            outcome += tr("; %1").arg(notStreaming.join(tr("; ")));
                        m_tasks->finish(task, fleet->streamingCount() == total, outcome);
                        m_deployTasks.remove(clusterId);
                    }
                }
            });
        connect(fleet, &QObject::destroyed, this, [this, clusterId] {
            m_watchedFleets.remove(clusterId);
            m_overviewModel->setStore(clusterId, nullptr);
            if (const quint64 task = m_deployTasks.take(clusterId))
                m_tasks->finish(task, false, tr("stopped"));
        });
    }
    if (!m_deployTasks.contains(clusterId) && fleet->settledCount() < int(fleet->nodes().size())) {
        const quint64 task =
            m_tasks->start(services::TaskKind::Deploy,
                           tr("Deploy the agent to %1").arg(clusterName(clusterId)), [this, clusterId] {
                               m_console->stopFleet(clusterId, false);
                               if (const quint64 t = m_deployTasks.take(clusterId))
                                   m_tasks->finish(t, false, tr("stopped"));
                           });
        m_deployTasks.insert(clusterId, task);
        m_tasks->setProgress(task, fleet->settledCount(), int(fleet->nodes().size()));
    }
}

void MainWindow::watchValidation(ChecklistView *view, const QString &cluster)
{
    validation::ValidationEngine *engine = view->engine();
    // One task per run: its levels as progress, Cancel stops the engine (which then reports finished).
    auto task = std::make_shared<quint64>(0);
    auto levelsDone = std::make_shared<int>(0);
    auto levelsTotal = std::make_shared<int>(0);
    connect(engine, &validation::ValidationEngine::runStarted, this,
            [this, engine, cluster, task, levelsDone, levelsTotal](qint64, const QStringList &levels) {
                *levelsDone = 0;
                *levelsTotal = int(levels.size());
                *task = m_tasks->start(services::TaskKind::Validate,
                                       tr("Validate %1: %2").arg(cluster, levels.join(QStringLiteral(", "))),
                                       [engine] { engine->cancel(); });
                m_tasks->setProgress(*task, 0, *levelsTotal);
            });
    connect(engine, &validation::ValidationEngine::levelFinished, this,
            [this, task, levelsDone, levelsTotal](const QString &, int, const QString &) {
                m_tasks->setProgress(*task, ++*levelsDone, *levelsTotal);
            });
    connect(engine, &validation::ValidationEngine::finished, this, [this, task](bool passed) {
        m_tasks->finish(*task, passed, passed ? tr("all levels passed") : tr("not every level passed"));
        *task = 0;
    });
    connect(engine, &QObject::destroyed, this, [this, task] {
        if (*task)
            m_tasks->finish(*task, false, tr("closed"));
    });
}

namespace {

QByteArray inventorySignature(const QList<ClusterRecord> &clusters,
                              const QHash<qint64, QList<NodeRecord>> &nodes)
{
    QByteArray s;
    for (const ClusterRecord &c : clusters) {
        s += QByteArray::number(c.id) + '\x1f' + c.name.toUtf8() + '\x1e';
        for (const NodeRecord &n : nodes.value(c.id))
            s += n.name.toUtf8() + '\x1f';
        s += '\x1d';
    }
    return s;
}

} // namespace

void MainWindow::checkInventory()
{
    const auto clusters = m_console->inventory().clusters();
    if (!clusters.ok())
        return;
    QHash<qint64, QList<NodeRecord>> nodes;
    for (const ClusterRecord &c : clusters.value()) {
        const auto list = m_console->inventory().nodes(c.id);
        nodes.insert(c.id, list.ok() ? list.value() : QList<NodeRecord>());
    }
    if (inventorySignature(clusters.value(), nodes) != m_inventorySignature)
        reloadClusters();
}

void MainWindow::closeViewsOfRemoved(const QList<ClusterRecord> &clusters,
                                     const QHash<qint64, QList<NodeRecord>> &nodes)
{
    m_inventorySignature = inventorySignature(clusters, nodes);
    QHash<qint64, QSet<QString>> present;
    for (const ClusterRecord &c : clusters) {
        QSet<QString> &names = present[c.id];
        for (const NodeRecord &n : nodes.value(c.id))
            names.insert(n.name);
    }
    QStringList said;
    QSet<qint64> clustersGone;
    for (const QString &key : m_workspace->openKeys()) {
        qint64 cluster = 0;
        QString item;
        const bool node = splitItemKey(key, QStringLiteral("node:"), &cluster, &item);
        const bool terminal = !node && splitItemKey(key, QStringLiteral("terminal:"), &cluster, &item);
        const bool whole = !node && !terminal &&
                           (splitItemKey(key, QStringLiteral("fleet:"), &cluster, nullptr) ||
                            splitItemKey(key, QStringLiteral("validation:"), &cluster, nullptr));
        if ((!node && !terminal && !whole) || cluster == 0)
            continue;
        if (!present.contains(cluster)) {
            clustersGone.insert(cluster);
            continue;
        }
        if (whole || present.value(cluster).contains(item))
            continue;
        if (terminal) { // a live shell is not cut off: it stays until its person closes it
            said << tr("%1 is no longer in the inventory; its terminal stays open until you close it.")
                        .arg(item);
            continue;
        }
        m_workspace->closeView(key);
        said << tr("%1 was removed from the inventory; its view was closed.").arg(item);
    }
    if (m_nodeView && m_nodeView->clusterId() != 0 &&
        (!present.contains(m_nodeView->clusterId()) ||
         !present.value(m_nodeView->clusterId()).contains(m_nodeView->nodeId()))) {
        m_detailStack->setCurrentWidget(m_live);
        delete m_nodeView;
        m_nodeView = nullptr;
    }
    for (const qint64 id : std::as_const(clustersGone)) {
        closeViewsOfCluster(id);
        said << tr("A cluster was removed from the inventory; its views were closed.");
    }
    if (!said.isEmpty())
        statusBar()->showMessage(said.join(QLatin1Char(' ')), 15000);
}

void MainWindow::closeViewsOfCluster(qint64 clusterId)
{
    const QString node = QStringLiteral("node:%1/").arg(clusterId);
    const QString terminal = QStringLiteral("terminal:%1/").arg(clusterId);
    for (const QString &key : m_workspace->openKeys()) {
        if (key.startsWith(node) || key.startsWith(terminal) ||
            key == QStringLiteral("fleet:%1").arg(clusterId) ||
            key == QStringLiteral("validation:%1").arg(clusterId))
            m_workspace->closeView(key);
    }
    if (m_nodeView && m_nodeView->clusterId() == clusterId) {
        m_detailStack->setCurrentWidget(m_live);
        delete m_nodeView;
        m_nodeView = nullptr;
    }
    m_overviewModel->setStore(clusterId, nullptr);
}

QList<PaletteEntry> MainWindow::paletteEntries() const
{
    QList<PaletteEntry> out;
    for (const QString &key : m_workspace->navigationKeys())
        out << PaletteEntry{m_workspace->navigationTitle(key), tr("View"), key};
    out << PaletteEntry{tr("This machine"), tr("Node"),
                        NodeView::key(0, m_localFleet->store()->nodeIds().value(0))};
    if (out.last().key.endsWith(QLatin1Char('/')))
        out.removeLast();
    const auto clusters = m_console->inventory().clusters();
    for (const ClusterRecord &c : orEmpty(clusters)) {
        out << PaletteEntry{c.name, tr("Cluster"),
                            m_console->fleet(c.id) ? QStringLiteral("fleet:%1").arg(c.id)
                                                   : QStringLiteral("validation:%1").arg(c.id)};
        out << PaletteEntry{tr("Validate %1").arg(c.name), tr("Validation"),
                            QStringLiteral("validation:%1").arg(c.id)};
        for (const NodeRecord &n : orEmpty(m_console->inventory().nodes(c.id)))
            out << PaletteEntry{n.name, tr("Node of %1").arg(c.name), NodeView::key(c.id, n.name)};
    }
    for (const ClusterRecord &c : orEmpty(clusters)) {
        for (const jobs::JobStatus &j : m_overviewModel->jobs(c.id)) {
            if (j.inQueue)
                out << PaletteEntry{tr("Job %1 %2 (%3)").arg(j.jobId, j.name, j.state),
                                    tr("Job on %1").arg(c.name),
                                    QStringLiteral("job:%1/%2").arg(c.id).arg(j.jobId)};
        }
    }
    if (ledger::LedgerStore *store = m_console->ledgerStore()) {
        ledger::Ledger ledger(*store);
        for (const ledger::Dataset &d : orEmpty(ledger.datasets()))
            out << PaletteEntry{d.name, tr("Dataset"), QStringLiteral("compliance")};
        for (const ledger::RequestView &v : orEmpty(ledger.requests())) {
            out << PaletteEntry{
                tr("Request #%1: %2 to %3")
                    .arg(v.request.id)
                    .arg(v.request.datasets.join(QStringLiteral(", ")), v.request.destinationCluster),
                tr("Export request"), QStringLiteral("compliance")};
        }
    }
    for (const QString &key : m_workspace->openKeys()) {
        if (key.startsWith(QLatin1String("terminal:")))
            out << PaletteEntry{key.section(QLatin1Char('/'), 1), tr("Terminal"), key};
    }
    return out;
}

void MainWindow::showCommandPalette()
{
    m_palette->setEntries(paletteEntries());
    m_palette->popup();
}

void MainWindow::showGettingStarted()
{
    GettingStartedDialog dialog(this);
    dialog.exec();
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(this, this);
    dialog.exec();
}

void MainWindow::keepOnScreen()
{
    const QRect frame = frameGeometry();
    // The title bar must be on a screen, with room to grab it.
    const QRect title(frame.topLeft(), QSize(frame.width(), 32));
    for (const QScreen *screen : QGuiApplication::screens()) {
        const QRect hit = screen->availableGeometry().intersected(title);
        if (hit.width() >= 120 && hit.height() >= 16)
            return;
    }
    const QScreen *primary = QGuiApplication::primaryScreen();
    if (!primary)
        return;
    const QRect avail = primary->availableGeometry();
    const QSize size = this->size().boundedTo(avail.size());
    resize(size);
    move(avail.center() - QPoint(size.width() / 2, size.height() / 2));
    statusBar()->showMessage(tr("The window was outside every screen; it is back on this one."), 15000);
}

void MainWindow::restoreWindowState()
{
    QSettings s = paths::settings();
    QStringList problems;
    const QVariant version = s.value(QStringLiteral("workspace/version"));
    bool usable = true;
    if (version.isValid() && version.toInt() != kLayoutVersion) {
        problems << tr("it is from another version");
        usable = false;
    }
    const QByteArray geometry = s.value(QStringLiteral("window/geometry")).toByteArray();
    if (!usable || geometry.isEmpty() || !restoreGeometry(geometry)) {
        if (usable && !geometry.isEmpty())
            problems << tr("the window geometry is unreadable");
        resize(1200, 800);
    }
    keepOnScreen();
    if (usable) {
        const QByteArray state = s.value(QStringLiteral("window/state")).toByteArray();
        if (!state.isEmpty() && !restoreState(state, kLayoutVersion))
            problems << tr("the toolbar and panel layout is unreadable");
        m_splitter->restoreState(s.value(QStringLiteral("window/splitter")).toByteArray());
        m_workspace->splitter()->restoreState(s.value(QStringLiteral("workspace/splitter")).toByteArray());
    }
    // Clusters that were streaming when the window closed: their cards say so and offer to stream again;
    // nothing reconnects by itself (a bastion may want a one-time password).
    m_wasStreaming.clear();
    for (const QString &id : s.value(QStringLiteral("workspace/streamingClusters")).toStringList()) {
        bool ok = false;
        const qint64 n = id.toLongLong(&ok);
        if (ok && n > 0 && !m_console->fleet(n))
            m_wasStreaming.insert(n);
    }
    m_overview->setStreamOffers(m_wasStreaming);
    const int span = s.value(QStringLiteral("live/windowSeconds"), 300).toInt();
    m_live->setWindowSeconds(span);
    m_windowCombo->setCurrentIndex(m_windowCombo->findData(m_live->windowSeconds()));

    // First run: the Overview, whose empty state says how to add a cluster and where the getting-started
    // page is; this machine's live charts are one tab away in Clusters.
    QStringList tabs{kOverview, kClusters};
    QString current = kOverview;
    if (usable && s.contains(QStringLiteral("workspace/tabs"))) {
        const QVariant saved = s.value(QStringLiteral("workspace/tabs"));
        const QStringList keys = saved.toStringList();
        if (saved.metaType().id() == QMetaType::QStringList || saved.metaType().id() == QMetaType::QString)
            tabs = keys;
        else
            problems << tr("the list of open views is unreadable");
        current = s.value(QStringLiteral("workspace/current")).toString();
    }
    int missing = 0;
    for (const QString &key : std::as_const(tabs)) {
        if (key.size() > 200 || !navigate(key))
            ++missing;
    }
    if (missing > 0)
        problems << tr("%n saved view(s) no longer exist", nullptr, missing);
    if (m_workspace->openKeys().isEmpty())
        navigate(kOverview);
    if (!current.isEmpty() && m_workspace->isOpen(current))
        navigate(current);
    else
        navigate(m_workspace->openKeys().value(0));
    if (!problems.isEmpty()) {
        const QString text = tr("The saved window layout was not used in full (%1); the rest is as saved or "
                                "the default.")
                                 .arg(problems.join(QStringLiteral("; ")));
        qCWarning(lcUi).noquote() << text;
        statusBar()->showMessage(text, 30000);
    }
}

void MainWindow::saveWindowState()
{
    const QString current = m_workspace->currentKey();
    m_workspace->attachAll(); // no window of the workspace outlives the main window
    QSettings s = paths::settings();
    s.setValue(QStringLiteral("workspace/version"), kLayoutVersion);
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
    s.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    s.setValue(QStringLiteral("workspace/splitter"), m_workspace->splitter()->saveState());
    QStringList tabs;
    for (const QString &key : m_workspace->openKeys()) {
        // A shell is not reopened by itself, nor a recording's player.
        if (!key.startsWith(QLatin1String("terminal:")) && !key.startsWith(QLatin1String("recording:")))
            tabs << key;
    }
    s.setValue(QStringLiteral("workspace/tabs"), tabs);
    s.setValue(QStringLiteral("workspace/current"), current);
    s.setValue(QStringLiteral("live/windowSeconds"), m_live->windowSeconds());
    QStringList streaming;
    for (const ClusterRecord &c : orEmpty(m_console->inventory().clusters())) {
        if (m_console->fleet(c.id) || m_wasStreaming.contains(c.id)) // not resumed yet: still offered
            streaming << QString::number(c.id);
    }
    s.setValue(QStringLiteral("workspace/streamingClusters"), streaming);
}

} // namespace cg::ui
