// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's workspace: the navigation, which feature makes the view of each key (the Overview,
// the Clusters view and node views are the window's own), the status area (connection state, tasks,
// unread alerts), the command palette, Help, and the window's saved layout.
#include "main/main_window.h"

#include "agent/fleet_store.h"
#include "agent/local_agent.h"
#include "agent/telemetry_store.h"
#include "charts/chart_panel.h"
#include "charts/live_controller.h"
#include "charts/live_view.h"
#include "common/logging.h"
#include "common/paths.h"
#include "fleet/fleet_controller.h"
#include "fleet/fleet_view.h"
#include "jobs/jobs_controller.h"
#include "ledger/compliance_controller.h"
#include "ledger/ledger.h"
#include "main/clusters_controller.h"
#include "main/window_feature.h"
#include "models/palette_model.h"
#include "models/targets_model.h"
#include "planning/planning_controller.h"
#include "services/alert_center.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/local_fleet_feed.h"
#include "services/overview_model.h"
#include "services/task_list.h"
#include "terminal/terminals_controller.h"
#include "workspace/command_palette.h"
#include "workspace/help_dialogs.h"
#include "workspace/icons.h"
#include "workspace/node_view.h"
#include "workspace/overview_view.h"
#include "workspace/sparkline.h"
#include "workspace/task_panel.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QDataStream>
#include <QDockWidget>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

#include <cmath>
#include <optional>

namespace cg::ui {

namespace {

constexpr int kLayoutVersion = 1;

// Calls `closed` when the watched widget is closed (a dock's own close button).
class DockCloseWatch : public QObject
{
public:
    DockCloseWatch(std::function<void()> closed, QObject *parent)
        : QObject(parent), m_closed(std::move(closed))
    {
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Close)
            m_closed();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_closed;
};

const QString kOverview = QStringLiteral("overview");
const QString kClusters = QStringLiteral("clusters");
const QString kFleet = QStringLiteral("fleet");

// What QWidget::saveGeometry() wrote, read back without the screen-size check restoreGeometry() makes (it
// refuses a geometry saved on a screen over 25 % wider or narrower): nullopt only when it does not read.
struct SavedGeometry
{
    QRect normal;
    bool maximized = false;
    bool fullScreen = false;
};

std::optional<SavedGeometry> readSavedGeometry(const QByteArray &geometry)
{
    QDataStream in(geometry);
    in.setVersion(QDataStream::Qt_4_0);
    quint32 magic = 0;
    quint16 major = 0;
    quint16 minor = 0;
    in >> magic >> major >> minor;
    if (magic != 0x1D9D0CB || major > 3)
        return std::nullopt;
    QRect frame;
    SavedGeometry out;
    qint32 screenNumber = 0;
    quint8 maximized = 0;
    quint8 fullScreen = 0;
    in >> frame >> out.normal >> screenNumber >> maximized >> fullScreen;
    if (in.status() != QDataStream::Ok || !out.normal.isValid())
        return std::nullopt;
    out.maximized = maximized != 0;
    out.fullScreen = fullScreen != 0;
    return out;
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
        m_workspace->addNavigation(v.key, tr(v.title), tr(v.tip), areaIcon(v.key));
    for (const char *area : {"node", "terminal", "transfers", "job"})
        m_workspace->setAreaIcon(QLatin1String(area), areaIcon(QLatin1String(area)));
    m_workspace->setFactory([this](const QString &key, QString *title) { return createView(key, title); });
    m_workspace->setKeptOnClose(kFleet, true);
    // Made with the window, owned by the workspace whether or not a saved layout shows them.
    m_workspace->keep(m_splitter, m_workspace->navigationTitle(kClusters), kClusters);
    connect(m_workspace, &Workspace::currentViewChanged, this, [this](const QString &key) {
        updateLiveToolBar();
        // The window's Zoom In / Zoom Out act on a fleet view in front: its own keys would be a second
        // binding.
        if (QWidget *view = m_workspace->view(key)) {
            if (auto *fleet = qobject_cast<FleetView *>(view))
                fleet->setZoomKeys(false);
            for (FleetView *fleet : view->findChildren<FleetView *>())
                fleet->setZoomKeys(false);
        }
        if (key == QLatin1String("alerts")) {
            for (const planning::Alert &a : m_console->alerts().engine().history())
                m_lastSeenAlert = std::max(m_lastSeenAlert, a.id);
            updateAlertBadge();
        }
    });

    m_overview = new OverviewView(m_overviewModel);
    m_workspace->keep(m_overview, m_workspace->navigationTitle(kOverview), kOverview);
    m_overview->setLocalMachine([this] { return localMachineCard(); });
    connect(m_overview, &OverviewView::clusterActivated, this, [this](qint64 id) {
        if (id == 0) { // this machine: its live charts
            navigate(kClusters);
            m_tree->setCurrentIndex(m_targets->indexOf(LocalAgent::kTargetId));
        } else if (m_console->fleet(id))
            navigate(QStringLiteral("fleet:%1").arg(id));
        else {
            navigate(kClusters);
            selectCluster(id);
        }
    });
    connect(m_overview, &OverviewView::complianceActivated, this,
            [this] { m_compliance->showComplianceTab(QStringLiteral("review")); });
    connect(m_overview, &OverviewView::onboardRequested, m_clusters, &ClustersController::onboardCluster);
    connect(m_overview, &OverviewView::importRequested, m_clusters, &ClustersController::importSshConfig);
    connect(m_overview, &OverviewView::gettingStartedRequested, this, &MainWindow::showGettingStarted);
    connect(m_overview, &OverviewView::streamRequested, this, [this](qint64 clusterId) {
        selectCluster(clusterId);
        // The user asked: it may prompt for a bastion's one-time password.
        if (selectedClusterId() == clusterId)
            m_fleet->streamSelectedCluster();
    });
    // Check Host Key…: the cluster's connectivity check, whose review offers the new keys to accept.
    connect(m_overview, &OverviewView::hostKeyCheckRequested, this, [this](qint64 clusterId) {
        selectCluster(clusterId);
        if (selectedClusterId() == clusterId)
            m_clusters->checkSelectedCluster();
    });

    m_palette = new CommandPalette(this);
    connect(m_palette, &CommandPalette::chosen, this, [this](const QString &key) {
        qint64 cluster = 0;
        QString job;
        if (!splitItemKey(key, QStringLiteral("job:"), &cluster, &job)) {
            navigate(key);
            return;
        }
        m_jobs->showJob(cluster, job);
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
    // Many clusters make a long line: it gives way to the window's width (the whole of it in the tooltip).
    m_connectionLabel->setMinimumWidth(fontMetrics().averageCharWidth() * 8);
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
    m_tasksButton->setIcon(icon(IconId::Tasks));
    m_tasksButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_tasksButton->setToolTip(tr("Long operations with their progress and Cancel"));
    connect(m_tasksButton, &QToolButton::clicked, this, [this] { setTasksShown(!m_taskDock->isVisible()); });
    statusBar()->addPermanentWidget(m_tasksButton);
    m_alertsButton = new QToolButton(this);
    m_alertsButton->setObjectName(QStringLiteral("AlertsButton"));
    m_alertsButton->setAutoRaise(true);
    m_alertsButton->setIcon(icon(IconId::Alerts));
    m_alertsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_alertsButton, &QToolButton::clicked, this, [this] { navigate(QStringLiteral("alerts")); });
    statusBar()->addPermanentWidget(m_alertsButton);

    // The panel opens a few rows high, not half the window: the view in front keeps the room.
    connect(m_taskDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && !m_taskDock->isFloating() && m_taskDock->height() > height() / 4)
            resizeDocks({m_taskDock}, {fontMetrics().height() * 9}, Qt::Vertical);
    });
    // The panel's own close button is the person's word too.
    m_taskDock->installEventFilter(new DockCloseWatch([this] { m_tasksClosed = true; }, m_taskDock));
    connect(m_tasks, &services::TaskList::taskAdded, this, [this](quint64 id) {
        // A new long operation shows where it can be followed and stopped, unless the person closed the
        // panel: then the Tasks button stands out until it is opened.
        if (m_tasksClosed)
            m_tasksButton->setAutoRaise(false);
        else
            m_taskDock->show();
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
    if (m_connectionLabel->text() != c) {
        m_connectionLabel->setText(c);
        m_connectionLabel->setToolTip(c);
    }
    QLabel *agent = m_liveFeature->agentLabel();
    if (agent->toolTip() != agent->text())
        agent->setToolTip(agent->text());
    updateLiveToolBar(); // a view's charts may have come since it was shown
}

void MainWindow::updateLiveToolBar()
{
    if (!m_liveToolBar)
        return;
    const QWidget *view = m_workspace->view(m_workspace->currentKey());
    const bool charts = view && !view->findChildren<ChartPanel *>().isEmpty();
    if (m_liveToolBar->isVisibleTo(this) != charts)
        m_liveToolBar->setVisible(charts);
}

LocalMachineCard MainWindow::localMachineCard() const
{
    LocalMachineCard out;
    services::ClusterCard &c = out.card;
    c.name = tr("This machine");
    const FleetSnapshot snap = m_console->localFleet().store()->snapshot();
    const FleetSummary &s = snap.summary;
    c.nodes = 1;
    c.streaming = true;
    c.nodesLive = s.nodesLive;
    c.nodesStale = s.nodesStale;
    c.nodesUnreachable = s.nodesUnreachable;
    c.nodesPending = s.nodesPending;
    c.gpus = s.gpus;
    c.gpusBusy = s.gpusBusy;
    c.gpusIdle = s.gpusIdle;
    if (!s.hottestNode.isEmpty()) {
        c.hottestNode = s.hottestNode;
        c.hottestGpu = int(s.hottestGpu);
        c.hottestC = s.hottestC;
    }
    if (!snap.nodes.empty()) {
        const NodeSnapshot &n = snap.nodes.front();
        c.region = n.hostName;
        out.rttMs = n.link.rttMs;
        if (std::isfinite(n.link.rttMs)) {
            c.worstLinkNode = n.name;
            c.worstRttMs = n.link.rttMs;
        }
    }
    // The load: the GPUs' mean utilization, or the CPU's where there is no GPU.
    const TelemetryStore &store = m_console->store();
    const bool gpus = s.gpus > 0;
    double sum = 0;
    int count = 0;
    for (const GpuLatest &g : snap.gpus) {
        if (g.known && std::isfinite(g.utilization)) {
            sum += g.utilization;
            ++count;
        }
    }
    const int series =
        store.seriesId(LocalAgent::kTargetId, gpus ? metric::gpu(0, "util_percent") : metric::cpuPercent);
    const qint64 last = store.lastSampleMs(LocalAgent::kTargetId);
    if (series >= 0 && last > 0) {
        QList<QPointF> points;
        const qint64 from = last - qint64(Sparkline::capacity()) * 1000;
        store.read(series, DecimationWindow{from, last, Sparkline::capacity(), from}, points);
        for (const QPointF &p : std::as_const(points))
            out.utilizationHistory.push_back(p.y());
        if (!gpus && !points.isEmpty())
            out.utilizationPercent = points.last().y();
    }
    if (gpus && count > 0)
        out.utilizationPercent = sum / count;
    return out;
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
    if (splitItemKey(key, QStringLiteral("node:"), &cluster, &item))
        return createNodeView(cluster, item, title);
    for (WindowFeature *feature : std::as_const(m_features)) {
        if (QWidget *view = feature->createView(key, title))
            return view;
    }
    return nullptr;
}

QList<PaletteEntry> MainWindow::paletteEntries() const
{
    QList<PaletteEntry> out;
    for (const QString &key : m_workspace->navigationKeys())
        out << PaletteEntry{m_workspace->navigationTitle(key), tr("View"), key};
    out << PaletteEntry{tr("This machine"), tr("Node"),
                        NodeView::key(0, m_console->localFleet().store()->nodeIds().value(0))};
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
    bool restored = usable && !geometry.isEmpty() && restoreGeometry(geometry);
    if (usable && !geometry.isEmpty() && !restored) {
        // Saved on another screen (maximized at 1920x1080, restarted at 1280x720): Qt refuses it, yet it
        // reads; the window takes the saved size bounded by this screen, maximized if it was, silently.
        if (const auto saved = readSavedGeometry(geometry)) {
            const QScreen *screen = QGuiApplication::primaryScreen();
            const QRect avail =
                screen ? screen->availableGeometry() : QRect(QPoint(0, 0), saved->normal.size());
            // room for the frame, as at a first start
            const QSize size = saved->normal.size().boundedTo(avail.size() * 0.94);
            resize(size);
            move(avail.center() - QPoint(size.width() / 2, size.height() / 2));
            if (saved->fullScreen)
                setWindowState(windowState() | Qt::WindowFullScreen);
            else if (saved->maximized)
                setWindowState(windowState() | Qt::WindowMaximized);
            restored = true;
        } else {
            problems << tr("the window geometry is unreadable");
        }
    }
    if (!restored) {
        // A first start: four fifths of a large screen (the Overview's cards fill it), at least 1200x800, but
        // never larger than the screen's free area (a 1280x720 panel); centred.
        const QScreen *screen = QGuiApplication::primaryScreen();
        if (screen) {
            const QRect avail = screen->availableGeometry();
            resize(QSize(1200, 800).expandedTo(avail.size() * 0.8).boundedTo(avail.size() * 0.94));
            move(avail.center() - QPoint(width() / 2, height() / 2));
        } else {
            resize(QSize(1200, 800));
        }
    }
    keepOnScreen();
    if (usable) {
        const QByteArray state = s.value(QStringLiteral("window/state")).toByteArray();
        if (!state.isEmpty() && !restoreState(state, kLayoutVersion))
            problems << tr("the toolbar and panel layout is unreadable");
        m_tasksClosed = s.value(QStringLiteral("window/tasks_closed"), false).toBool();
        if (m_tasksClosed)
            m_taskDock->hide();
        m_splitter->restoreState(s.value(QStringLiteral("window/splitter")).toByteArray());
        m_workspace->splitter()->restoreState(s.value(QStringLiteral("workspace/splitter")).toByteArray());
    }
    m_fleet->restoreStreamOffers(s);
    m_liveFeature->restoreSpan(s);
    if (usable) {
        m_compliance->restorePage(s); // before their tabs are opened again
        m_planning->restorePage(s);
    }

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

void MainWindow::setTasksShown(bool shown)
{
    m_tasksClosed = !shown;
    m_taskDock->setVisible(shown);
    if (shown)
        m_tasksButton->setAutoRaise(true);
}

void MainWindow::saveWindowState()
{
    const QString current = m_workspace->currentKey();
    m_workspace->attachAll(); // no window of the workspace outlives the main window
    QSettings s = paths::settings();
    s.setValue(QStringLiteral("workspace/version"), kLayoutVersion);
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
    s.setValue(QStringLiteral("window/tasks_closed"), m_tasksClosed);
    s.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    s.setValue(QStringLiteral("workspace/splitter"), m_workspace->splitter()->saveState());
    QStringList tabs;
    for (const QString &key : m_workspace->openKeys()) {
        // A terminal comes back as a new shell on its node (TerminalsController); a recording's player not.
        if (!key.startsWith(QLatin1String("recording:")))
            tabs << key;
    }
    s.setValue(QStringLiteral("workspace/tabs"), tabs);
    s.setValue(QStringLiteral("workspace/current"), current);
    m_liveFeature->saveSpan(s);
    m_fleet->saveStreamingClusters(s);
    m_compliance->savePage(s);
    m_planning->savePage(s);
}

} // namespace cg::ui
