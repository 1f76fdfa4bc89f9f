// SPDX-License-Identifier: GPL-3.0-or-later
// The one main window, offscreen, with the real local agent (a stand-in NVML of two GPUs) and a real
// profile: every view opens from the sidebar and from Ctrl+K as a tab, never as a window of its own; the
// node view shows the node's samples; every kind of long operation (check, scan, deploy, validate, push,
// report) is cancelled from the task list; open tabs come back after a restart (the Compliance area on the
// page last chosen); a garbage or off-screen saved layout gives the default on a screen.
// Table models are checked by QAbstractItemModelTester. CLUSTERGATE_SCREENSHOT_DIR keeps pictures.
#include "export_fixture.h"

#include "agent/fleet_store.h"
#include "charts/live_view.h"
#include "common/paths.h"
#include "fleet/fleet_heatmap.h"
#include "fleet/fleet_node_detail.h"
#include "fleet/fleet_view.h"
#include "fleet/history_chart.h"
#include "jobs/jobs_view.h"
#include "ledger/ledger.h"
#include "ledger/ledger_store.h"
#include "main/main_window.h"
#include "models/palette_model.h"
#include "models/shortcuts_model.h"
#include "models/targets_model.h"
#include "models/task_list_model.h"
#include "onboarding/onboarding_wizard.h"
#include "protocol/messages.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/overview_model.h"
#include "services/report_export.h"
#include "services/task_list.h"
#include "terminal/terminal_tab.h"
#include "terminal/terminal_view.h"
#include "transfer/data_transfers.h"
#include "transfer/transfers_view.h"
#include "validation/checklist_view.h"
#include "validation/evidence_store.h"
#include "workspace/command_palette.h"
#include "workspace/help_dialogs.h"
#include "workspace/node_view.h"
#include "workspace/overview_view.h"
#include "workspace/sparkline.h"
#include "workspace/task_panel.h"
#include "workspace/workspace.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

#include <memory>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;

namespace {

QAction *actionNamed(QWidget &window, const QString &text)
{
    for (QAction *a : window.findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

// Visible top-level windows other than `main` (feature windows must not float).
QStringList floatingWindows(const QWidget *main)
{
    QStringList out;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w != main && w->isVisible())
            out << QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + w->windowTitle();
    }
    return out;
}

bool onSomeScreen(const QRect &frame)
{
    for (const QScreen *s : QGuiApplication::screens()) {
        const QRect hit =
            s->availableGeometry().intersected(QRect(frame.topLeft(), QSize(frame.width(), 32)));
        if (hit.width() >= 100 && hit.height() >= 16)
            return true;
    }
    return false;
}

} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qputenv("LD_LIBRARY_PATH", CLUSTERGATE_FAKE_NVML_DIR);
    }

    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
        qputenv("CLUSTERGATE_HOME", m_home->path().toUtf8());
    }

    void everyViewFromTheSidebar()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Workspace *ws = window.workspace();
        QListWidget *sidebar = ws->sidebar();
        const QStringList expected{QStringLiteral("overview"),   QStringLiteral("fleet"),
                                   QStringLiteral("clusters"),   QStringLiteral("terminals"),
                                   QStringLiteral("jobs"),       QStringLiteral("validation"),
                                   QStringLiteral("compliance"), QStringLiteral("audit"),
                                   QStringLiteral("planning"),   QStringLiteral("alerts")};
        QCOMPARE(ws->navigationKeys(), expected);
        for (int i = 0; i < sidebar->count(); ++i) {
            const QString key = sidebar->item(i)->data(Qt::UserRole + 1).toString();
            const QRect r = sidebar->visualItemRect(sidebar->item(i));
            QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {}, r.center());
            QCOMPARE(ws->currentKey(), key);
            QWidget *view = ws->view(key);
            QVERIFY2(view, qPrintable(key));
            QTRY_VERIFY2(view->isVisible(), qPrintable(key));
            QVERIFY(ws->tabs()->currentWidget()->isAncestorOf(view)); // the tab's page holds the view
            QVERIFY2(floatingWindows(&window).isEmpty(),
                     qPrintable(floatingWindows(&window).join(QStringLiteral(", "))));
        }
        // The menu actions that opened windows open the same views as tabs.
        for (const auto &[text, key] : std::initializer_list<std::pair<const char *, const char *>>{
                 {"&Audit Log…", "audit"},
                 {"&Datasets…", "compliance"},
                 {"&Review Queue…", "compliance"},
                 {"D&estruction Tracking…", "compliance"},
                 {"&Thresholds…", "compliance"},
                 {"&Planner…", "planning"},
                 {"&Cost…", "planning"},
                 {"Cluster C&hoice…", "planning"},
                 {"&Alerts…", "alerts"},
                 {"&Jobs…", "jobs"},
                 {"&Fleet", "fleet"}}) {
            ws->navigate(QStringLiteral("overview"));
            QAction *a = actionNamed(window, QString::fromUtf8(text));
            QVERIFY2(a, text);
            a->trigger();
            QCOMPARE(ws->currentKey(), QString::fromLatin1(key));
            QVERIFY2(floatingWindows(&window).isEmpty(),
                     qPrintable(floatingWindows(&window).join(QStringLiteral(", "))));
        }
        // Each opened once: the menus show the open view again.
        QCOMPARE(ws->openKeys().count(QStringLiteral("compliance")), 1);
        QCOMPARE(ws->tabs()->count(), expected.size());
        // Destruction Tracking selects its page inside Compliance.
        actionNamed(window, QStringLiteral("D&estruction Tracking…"))->trigger();
        auto *tabs = qobject_cast<QTabWidget *>(ws->view(QStringLiteral("compliance")));
        QVERIFY(tabs);
        QCOMPARE(tabs->currentWidget()->property("complianceView").toString(), QStringLiteral("destruction"));
        QVERIFY(tabs->currentWidget()->isVisible());
        // Escape in an embedded page leaves it shown.
        QTest::keyClick(tabs->currentWidget(), Qt::Key_Escape);
        QVERIFY(tabs->currentWidget()->isVisible());
    }

    void everyViewFromTheCommandPalette()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        Workspace *ws = window.workspace();
        for (const QString &key : ws->navigationKeys()) {
            QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
            CommandPalette *palette = window.commandPalette();
            QTRY_VERIFY(palette->isVisible());
            QAbstractItemModelTester tester(palette->model(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
            // A few letters: the title's first three.
            const QString title = ws->navigationTitle(key);
            QTest::keyClicks(palette->searchLine(), title.left(3));
            QVERIFY(palette->model()->rowCount() >= 1);
            QCOMPARE(palette->model()->keyAt(palette->list()->currentIndex().row()), key);
            QTest::keyClick(palette->searchLine(), Qt::Key_Return);
            QTRY_VERIFY(!palette->isVisible());
            QCOMPARE(ws->currentKey(), key);
            QVERIFY(ws->view(key)->isVisible());
        }
        // Nodes and clusters too, by the letters of their names.
        ClusterRecord c;
        c.name = QStringLiteral("lab-singapore");
        const auto id = console.inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        NodeRecord n;
        n.name = QStringLiteral("h200-017");
        n.endpoint.host = QStringLiteral("198.18.0.17");
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        CommandPalette *palette = window.commandPalette();
        QTRY_VERIFY(palette->isVisible());
        QTest::keyClicks(palette->searchLine(), QStringLiteral("h217"));
        QCOMPARE(palette->model()->keyAt(palette->list()->currentIndex().row()),
                 NodeView::key(id.value(), QStringLiteral("h200-017")));
        QTest::keyClick(palette->searchLine(), Qt::Key_Return);
        QCOMPARE(ws->currentKey(), NodeView::key(id.value(), QStringLiteral("h200-017")));
        auto *node = qobject_cast<NodeView *>(ws->view(ws->currentKey()));
        QVERIFY(node);
        QVERIFY2(node->stateLabel()->text().contains(QStringLiteral("not streaming")),
                 qPrintable(node->stateLabel()->text()));
        // Nothing typed matches: nothing is chosen.
        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        QTRY_VERIFY(palette->isVisible());
        QTest::keyClicks(palette->searchLine(), QStringLiteral("zzzzqqq"));
        QCOMPARE(palette->model()->rowCount(), 0);
        QTest::keyClick(palette->searchLine(), Qt::Key_Return);
        QVERIFY(palette->isVisible());
        palette->reject();
    }

    // This machine's node view: its charts fill with the real agent's samples of the two GPUs; the node's
    // name and state are said once (issue 33: the header was repeated above the charts).
    void nodeViewShowsTheNodesSamples()
    {
        Console console;
        console.open();
        console.localAgent().setIntervalMs(200);
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        console.localAgent().start();
        const QString key = NodeView::key(0, QStringLiteral("local"));
        QVERIFY(window.navigate(key));
        auto *view = qobject_cast<NodeView *>(window.workspace()->view(key));
        QVERIFY(view);
        QVERIFY(view->isVisible());
        QTRY_VERIFY2_WITH_TIMEOUT(
            view->stateLabel()->text().contains(FleetStore::statusText(NodeStatus::Live)),
            qPrintable(view->stateLabel()->text()), 20000);
        QVERIFY(view->stateLabel()->text().contains(QStringLiteral("2 GPU")));
        // One header: the node's name and state are said once in the view, not again above the charts.
        const QString name = view->stateLabel()->text().section(QLatin1Char(':'), 0, 0);
        QVERIFY(!name.isEmpty());
        QTRY_VERIFY(!view->detail()->headerText().isEmpty()); // the detail knows the node
        QStringList naming;
        for (QLabel *l : view->findChildren<QLabel *>()) {
            if (l->isVisible() && l->text().contains(name))
                naming << l->objectName() + QLatin1Char('=') + l->text();
        }
        QVERIFY2(naming.size() == 1, qPrintable(naming.join(QStringLiteral(" | "))));
        HistoryChart *util = view->detail()->charts().first();
        QTRY_COMPARE_WITH_TIMEOUT(util->lineCount(), 2, 10000); // one line per GPU
        QTRY_VERIFY_WITH_TIMEOUT(util->segmentCount(0) >= 1, 10000);
        QVERIFY(!view->terminalButton()->isEnabled()); // no terminal factory yet
        // A terminal factory plugs in: Open Terminal opens its widget as a tab.
        window.setTerminalFactory([](qint64, const QString &node, QString *title) -> QWidget * {
            *title = QStringLiteral("shell %1").arg(node);
            return new QLabel(QStringLiteral("terminal of %1").arg(node));
        });
        QVERIFY(window.navigate(key));
        view = qobject_cast<NodeView *>(window.workspace()->view(key));
        QVERIFY(view->terminalButton()->isEnabled());
        QTest::mouseClick(view->terminalButton(), Qt::LeftButton);
        QCOMPARE(window.workspace()->currentKey(), QStringLiteral("terminal:0/local"));
        const QString shots = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            QVERIFY(window.navigate(key));
            QTest::qWait(1500);
            QVERIFY(window.grab().save(shots + QStringLiteral("/node-view.png")));
        }
    }

    // A node selected in the Clusters tree shows that node, not this machine.
    void selectedNodeIsShownBesideTheTree()
    {
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("lab");
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n;
        n.name = QStringLiteral("gpu-07");
        n.endpoint.host = QStringLiteral("198.18.0.7");
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        MainWindow window(&console);
        window.show();
        window.navigate(QStringLiteral("clusters"));
        auto *tree = window.findChild<QTreeView *>();
        auto *model = qobject_cast<TargetsModel *>(tree->model());
        tree->setCurrentIndex(model->indexOfNode(id.value(), QStringLiteral("gpu-07")));
        QVERIFY(window.selectedNodeView());
        QCOMPARE(window.selectedNodeView()->nodeId(), QStringLiteral("gpu-07"));
        QVERIFY(window.selectedNodeView()->isVisible());
        QVERIFY(!window.liveView()->isVisible());
        tree->setCurrentIndex(model->indexOf(QStringLiteral("local")));
        QVERIFY(window.liveView()->isVisible());
    }

    // The check waits on a listener that never answers; Cancel in the task list stops it.
    void checkIsCancelledFromTheTaskList()
    {
        QTcpServer silent; // accepts the TCP connection (backlog), never says a word of SSH
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("silent-%1").arg(QDateTime::currentMSecsSinceEpoch());
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        QList<NodeRecord> nodes;
        for (int i = 0; i < 2; ++i) {
            NodeRecord n;
            n.name = QStringLiteral("n%1").arg(i);
            n.endpoint.host = QStringLiteral("127.0.0.1");
            n.endpoint.port = silent.serverPort();
            nodes << n;
        }
        QVERIFY(console.inventory().upsertNodes(id.value(), nodes).ok());
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.navigate(QStringLiteral("clusters"));
        auto *tree = window.findChild<QTreeView *>();
        auto *model = qobject_cast<TargetsModel *>(tree->model());
        tree->setCurrentIndex(model->indexOfNode(id.value(), QStringLiteral("n0")));
        QAction *check = actionNamed(window, QStringLiteral("&Check Connectivity"));
        QVERIFY(check && check->isEnabled());
        check->trigger();
        TaskList *tasks = window.tasks();
        const quint64 task = tasks->runningOf(TaskKind::Check);
        QVERIFY(task != 0);
        TaskPanel *panel = window.taskPanel();
        QAbstractItemModelTester tester(panel->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY(panel->isVisible());
        QCOMPARE(panel->model()->taskId(panel->table()->currentIndex().row()), task);
        QVERIFY(panel->model()->index(0, TaskListModel::Title).data().toString().contains(c.name));
        QTest::qWait(300);
        QCOMPARE(tasks->task(task)->state, TaskState::Running); // still waiting for the banner
        QVERIFY(!check->isEnabled());
        QVERIFY(panel->cancelButton()->isEnabled());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tasks->task(task)->state, TaskState::Cancelled, 10000);
        QVERIFY(!panel->cancelButton()->isEnabled());
        QTRY_VERIFY(check->isEnabled());
        QCOMPARE(panel->model()->index(0, TaskListModel::State).data().toString(),
                 TaskList::stateText(TaskState::Cancelled));
    }

    // A deployment to nodes that never answer: the task is running until Cancel, which stops the fleet.
    void deploymentIsCancelledFromTheTaskList()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("mute");
        c.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        QList<NodeRecord> nodes;
        for (int i = 0; i < 2; ++i) {
            NodeRecord n;
            n.name = QStringLiteral("m%1").arg(i);
            n.endpoint.host = QStringLiteral("127.0.0.1");
            n.endpoint.port = silent.serverPort();
            nodes << n;
        }
        QVERIFY(console.inventory().upsertNodes(id.value(), nodes).ok());
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        QVERIFY(window.navigate(QStringLiteral("clusters")));
        auto *tree = window.findChild<QTreeView *>();
        auto *model = qobject_cast<TargetsModel *>(tree->model());
        tree->setCurrentIndex(model->indexOfCluster(id.value()));
        auto *stream = window.findChild<QAction *>(QStringLiteral("StreamTelemetryAction"));
        QVERIFY(stream && stream->isEnabled());
        stream->trigger();
        ClusterFleet *fleet = console.fleet(id.value());
        QVERIFY(fleet);
        const quint64 task = window.tasks()->runningOf(TaskKind::Stream);
        QVERIFY(task != 0);
        QTest::qWait(300);
        QCOMPARE(window.tasks()->task(task)->state, TaskState::Running);
        QCOMPARE(window.tasks()->task(task)->total, 2);
        // The tree shows the fleet's state for each node, not "not checked".
        const QModelIndex state = model->indexOfNode(id.value(), QStringLiteral("m0")).siblingAtColumn(1);
        QTRY_VERIFY2(state.data().toString().startsWith(FleetSession::stateName(FleetNodeState::Connecting)),
                     qPrintable(state.data().toString()));
        TaskPanel *panel = window.taskPanel();
        panel->select(task);
        QVERIFY(panel->cancelButton()->isEnabled());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QCOMPARE(window.tasks()->task(task)->state, TaskState::Cancelled);
        // A node still waiting for its banner stops when that connection attempt gives up (about 20 s).
        for (const NodeRecord &n : nodes) {
            QTRY_VERIFY_WITH_TIMEOUT(fleet->status(n.name).state == FleetNodeState::Stopped ||
                                         fleet->status(n.name).state == FleetNodeState::Stopping,
                                     60000);
        }
    }

    // A validation run against the same silent node: its task shows the levels; Cancel stops the run.
    void validationIsCancelledFromTheTaskList()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("quiet");
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n;
        n.name = QStringLiteral("q0");
        n.endpoint.host = QStringLiteral("127.0.0.1");
        n.endpoint.port = silent.serverPort();
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        const QString key = QStringLiteral("validation:%1").arg(id.value());
        QVERIFY(window.navigate(key));
        auto *view = window.workspace()->view(key)->findChild<ChecklistView *>();
        QVERIFY(view);
        QVERIFY(view->runLevel(QStringLiteral("L0")));
        TaskList *tasks = window.tasks();
        QTRY_VERIFY(tasks->runningOf(TaskKind::Validate) != 0);
        const quint64 task = tasks->runningOf(TaskKind::Validate);
        QVERIFY(tasks->task(task)->title.contains(QStringLiteral("L0")));
        QTest::qWait(300);
        QCOMPARE(tasks->task(task)->state, TaskState::Running);
        TaskPanel *panel = window.taskPanel();
        panel->select(task);
        QVERIFY(panel->cancelButton()->isEnabled());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tasks->task(task)->state, TaskState::Cancelled, 20000);
    }

    // The onboarding wizard's host-key scan of a node that never answers: the Scan task shows in the main
    // window's task list and its Cancel there stops the scan.
    void hostKeyScanIsCancelledFromTheTaskList()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        Console console;
        console.open();
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        OnboardingOptions o;
        o.knownHostsFile = m_home->filePath(QStringLiteral("known_hosts"));
        o.sshConfigFile = m_home->filePath(QStringLiteral("no-ssh-config"));
        o.useAgent = false;
        o.tasks = window.tasks();
        OnboardingWizard w(&console, o, &window);
        w.show();
        w.setField(QStringLiteral("name"), QStringLiteral("mute-scan"));
        w.setField(QStringLiteral("region"), QStringLiteral("SG"));
        w.next();
        QCOMPARE(w.currentId(), int(OnboardingWizard::ChainPage));
        w.next(); // no jump hosts: the node directly
        QCOMPARE(w.currentId(), int(OnboardingWizard::NodesPage));
        w.setField(QStringLiteral("nodes"), QStringLiteral("s0 127.0.0.1:%1").arg(silent.serverPort()));
        w.setField(QStringLiteral("user"), QStringLiteral("root"));
        w.next();
        QCOMPARE(w.currentId(), int(OnboardingWizard::CredentialsPage));
        w.next();
        QCOMPARE(w.currentId(), int(OnboardingWizard::HostKeysPage));
        TaskList *tasks = window.tasks();
        QTRY_VERIFY(tasks->runningOf(TaskKind::Scan) != 0);
        const quint64 scan = tasks->runningOf(TaskKind::Scan);
        QVERIFY(tasks->task(scan)->title.contains(QLatin1String("mute-scan")));
        TaskPanel *panel = window.taskPanel();
        panel->select(scan);
        QVERIFY(panel->cancelButton()->isEnabled());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tasks->task(scan)->state, TaskState::Cancelled, 60000);
        w.reject();
        OnboardingWizard::discardDraft();
    }

    // A push to a login node that never answers its SSH banner: the Push task runs until Cancel in the task
    // list; the transfer stays resumable (nothing verified, nothing placed) and the task reads cancelled.
    void pushIsCancelledFromTheTaskList()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        const QString anchors = m_home->filePath(QStringLiteral("trust-anchors"));
        qputenv("CLUSTERGATE_TRUST_ANCHORS", anchors.toUtf8());
        Console console;
        console.open();
        QVERIFY(console.ledgerStore());
        ClusterRecord c;
        c.name = QStringLiteral("hush");
        c.region = QStringLiteral("SG");
        c.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n;
        n.name = QStringLiteral("h0");
        n.endpoint.host = QStringLiteral("127.0.0.1");
        n.endpoint.port = silent.serverPort();
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        ledger::Ledger ledger(*console.ledgerStore());
        const test::ApprovedExports exports;
        QCOMPARE(exports.found(ledger, anchors), QString());
        const QString data = m_home->filePath(QStringLiteral("genomes"));
        QVERIFY(test::ApprovedExports::writeRandom(data + QStringLiteral("/a.bin"), 3 << 20, 1));
        QCOMPARE(test::ApprovedExports::addDataset(ledger, QStringLiteral("genomes"), data), QString());
        QCOMPARE(exports.approve(ledger, QStringLiteral("genomes"), c.name, c.region), QString());
        // Prepared (gate, hashes, signed manifest on record) as `clustergate data push` leaves it before the
        // first chunk; the console resumes it.
        ledger::TrustAnchors trust;
        QVERIFY(trust.addFile(anchors, false).ok());
        transfer::DataTransfers transfers(ledger, trust);
        transfer::PushRequest req;
        req.dataset = QStringLiteral("genomes");
        req.cluster = c.name;
        req.country = c.region;
        req.region = c.region;
        req.remotePath = QStringLiteral("clustergate/datasets/genomes");
        req.chunkSize = 1 << 20;
        const auto sender = ledger::KeySigner::generate();
        const auto prepared = transfers.prepare(req, *sender, QStringLiteral("sam"));
        QVERIFY2(prepared.ok(), qPrintable(prepared.error()));
        const QString transferId = prepared->manifest.id;

        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        TransfersView *view = window.showTransfers();
        QVERIFY(view);
        QVERIFY(view->resume(transferId));
        TaskList *tasks = window.tasks();
        const quint64 task = tasks->runningOf(TaskKind::Push);
        QVERIFY(task != 0);
        QVERIFY(tasks->task(task)->title.contains(transferId));
        QCOMPARE(tasks->task(task)->total, 100);
        TaskPanel *panel = window.taskPanel();
        panel->select(task);
        QVERIFY(panel->cancelButton()->isEnabled());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QVERIFY(tasks->task(task)->state == TaskState::Cancelling ||
                tasks->task(task)->state == TaskState::Cancelled);
        // The engine gives the unanswered login its time (about 20 s) before it stops.
        QTRY_COMPARE_WITH_TIMEOUT(tasks->task(task)->state, TaskState::Cancelled, 60000);
        const auto after = transfer::TransferStore().load(transferId);
        QVERIFY2(after.ok(), qPrintable(after.error()));
        QVERIFY(after->verifiedChunks.isEmpty());
        QVERIFY(after->placedFiles.isEmpty());
        QVERIFY2(after->status != transfer::TransferStatus::Complete &&
                     after->status != transfer::TransferStatus::Wiped,
                 qPrintable(transfer::statusName(after->status)));
        qunsetenv("CLUSTERGATE_TRUST_ANCHORS");
    }

    // The signed acceptance report as a Report task: cancelled from the task list, nothing is left where it
    // was to be written (not even the staging folder); not cancelled, the PDF and its signed JSON land there.
    void reportExportIsCancelledFromTheTaskList()
    {
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("paper");
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n;
        n.name = QStringLiteral("p0");
        n.endpoint.host = QStringLiteral("198.18.0.9"); // never contacted: no run
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        const QString key = QStringLiteral("validation:%1").arg(id.value());
        QVERIFY(window.navigate(key));
        auto *view = window.workspace()->view(key)->findChild<ChecklistView *>();
        QVERIFY(view);
        const QString dir = m_home->filePath(QStringLiteral("reports"));
        QVERIFY(QDir().mkpath(dir));
        const QString pdf = dir + QStringLiteral("/paper-acceptance.pdf");
        const std::shared_ptr<ledger::Signer> signer = ledger::KeySigner::generate();
        QVERIFY(view->exportReport(pdf, signer));
        TaskList *tasks = window.tasks();
        const quint64 task = tasks->runningOf(TaskKind::Report);
        QVERIFY(task != 0);
        QCOMPARE(tasks->task(task)->total, ReportExport::kSteps);
        window.taskPanel()->select(task);
        QVERIFY(window.taskPanel()->cancelButton()->isEnabled());
        QVERIFY(tasks->cancel(task)); // before the written report could be moved into place
        QTRY_COMPARE_WITH_TIMEOUT(tasks->task(task)->state, TaskState::Cancelled, 60000);
        QVERIFY2(tasks->task(task)->message.contains(pdf), qPrintable(tasks->task(task)->message));
        QVERIFY(!QFileInfo::exists(pdf));
        const auto everything = QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot;
        QCOMPARE(QDir(dir).entryList(everything), QStringList());

        QVERIFY(view->exportReport(pdf, signer));
        const quint64 second = tasks->runningOf(TaskKind::Report);
        QVERIFY(second != 0 && second != task);
        QTRY_VERIFY_WITH_TIMEOUT(!tasks->task(second)->running(), 60000);
        QVERIFY2(tasks->task(second)->state == TaskState::Succeeded,
                 qPrintable(tasks->task(second)->message));
        QCOMPARE(tasks->task(second)->done, ReportExport::kSteps);
        QCOMPARE(
            QDir(dir).entryList(everything, QDir::Name),
            (QStringList{QStringLiteral("paper-acceptance.json"), QStringLiteral("paper-acceptance.pdf")}));
    }

    void tabsComeBackAfterARestart()
    {
        const QString node = NodeView::key(0, QStringLiteral("local"));
        QStringList open;
        {
            Console console;
            console.open();
            MainWindow window(&console);
            window.show();
            QVERIFY(window.navigate(QStringLiteral("audit")));
            QVERIFY(window.navigate(QStringLiteral("planning")));
            QVERIFY(window.navigate(node));
            window.workspace()->closeView(QStringLiteral("clusters"));
            QVERIFY(window.navigate(QStringLiteral("planning")));
            QVERIFY(window.workspace()->detach(QStringLiteral("audit")));
            QVERIFY(window.navigate(QStringLiteral("planning")));
            open = window.workspace()->openKeys();
            QCOMPARE(open, (QStringList{QStringLiteral("overview"), QStringLiteral("planning"), node,
                                        QStringLiteral("audit")}));
            window.close();
            QVERIFY(floatingWindows(&window).isEmpty()); // the detached view went back with it
        }
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QCOMPARE(window.workspace()->openKeys(), open);
        QCOMPARE(window.workspace()->currentKey(), QStringLiteral("planning"));
        // Clusters was not restored: its view is still the window's (destroyed with it, never floating).
        QCOMPARE(window.liveView()->window(), &window);
        QVERIFY(!window.liveView()->isVisible());
        QVERIFY(window.statusBar()->currentMessage().isEmpty() ||
                !window.statusBar()->currentMessage().contains(QStringLiteral("layout")));
    }

    // The same for Planning: the sub-view chosen (Inference) is in front again after a restart.
    void planningSubTabComesBackAfterARestart()
    {
        const QString planning = QStringLiteral("planning");
        const auto pageOf = [](QTabWidget *tabs) {
            return tabs && tabs->currentWidget() ? tabs->currentWidget()->property("planningView").toString()
                                                 : QString();
        };
        {
            Console console;
            console.open();
            MainWindow window(&console);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.navigate(planning));
            auto *tabs = qobject_cast<QTabWidget *>(window.workspace()->view(planning));
            QVERIFY(tabs);
            QTRY_VERIFY(tabs->tabBar()->isVisible());
            int inference = -1;
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->widget(i)->property("planningView").toString() == QLatin1String("inference"))
                    inference = i;
            }
            QVERIFY(inference > 0);
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {},
                              tabs->tabBar()->tabRect(inference).center());
            QCOMPARE(pageOf(tabs), QStringLiteral("inference"));
            window.close();
        }
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QVERIFY(window.navigate(planning));
        QCOMPARE(pageOf(qobject_cast<QTabWidget *>(window.workspace()->view(planning))),
                 QStringLiteral("inference"));
    }

    // An area of sub-views is as tall as the page it shows: Planning's short Inference page did not scroll
    // as long as the Cost page beside it (a stacked layout sizes to its largest page).
    void areaIsAsTallAsItsShownPage()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QVERIFY(window.navigate(QStringLiteral("planning")));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("PlanningTabs"));
        QVERIFY(tabs);
        int tallest = 0, shortest = 0, shortestAt = -1;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            const int h = tabs->minimumSizeHint().height();
            tallest = std::max(tallest, h);
            if (shortestAt < 0 || h < shortest) {
                shortest = h;
                shortestAt = i;
            }
        }
        QVERIFY2(shortest < tallest, qPrintable(QStringLiteral("%1 / %2").arg(shortest).arg(tallest)));
        // The page shown counts in full: the shortest page's own minimum fits in the area's.
        tabs->setCurrentIndex(shortestAt);
        QVERIFY(tabs->minimumSizeHint().height() >= tabs->currentWidget()->minimumSizeHint().height());
    }

    // Issue 33: the Compliance area opens on the page last chosen: after switching to another area and
    // back, after closing and opening it again, and after a restart of the console.
    void complianceSubTabComesBackAfterARestart()
    {
        const QString compliance = QStringLiteral("compliance");
        const auto pageOf = [](QTabWidget *tabs) {
            return tabs && tabs->currentWidget()
                       ? tabs->currentWidget()->property("complianceView").toString()
                       : QString();
        };
        const auto pick = [](QTabWidget *tabs, const QString &which) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->widget(i)->property("complianceView").toString() == which) {
                    // As a person does it: a click on the page's tab.
                    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {},
                                      tabs->tabBar()->tabRect(i).center());
                    return;
                }
            }
            QFAIL(qPrintable(QStringLiteral("no page %1").arg(which)));
        };
        {
            Console console;
            console.open();
            MainWindow window(&console);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            Workspace *ws = window.workspace();
            QVERIFY(window.navigate(compliance));
            auto *tabs = qobject_cast<QTabWidget *>(ws->view(compliance));
            QVERIFY(tabs);
            QCOMPARE(tabs->currentIndex(), 0); // a first start: the first page
            QTRY_VERIFY(tabs->tabBar()->isVisible());
            pick(tabs, QStringLiteral("destruction"));
            QCOMPARE(pageOf(tabs), QStringLiteral("destruction"));
            // Another area and back: the same page.
            QVERIFY(window.navigate(QStringLiteral("planning")));
            QVERIFY(window.navigate(compliance));
            QCOMPARE(pageOf(qobject_cast<QTabWidget *>(ws->view(compliance))), QStringLiteral("destruction"));
            // Closed and opened again: a new view, on the same page.
            ws->closeView(compliance);
            QVERIFY(!ws->isOpen(compliance));
            QVERIFY(window.navigate(compliance));
            tabs = qobject_cast<QTabWidget *>(ws->view(compliance));
            QVERIFY(tabs);
            QCOMPARE(pageOf(tabs), QStringLiteral("destruction"));
            QTRY_VERIFY(tabs->tabBar()->isVisible());
            pick(tabs, QStringLiteral("thresholds"));
            QCOMPARE(pageOf(tabs), QStringLiteral("thresholds"));
            QVERIFY(window.navigate(QStringLiteral("overview"))); // Compliance open, not in front
            window.close();
        }
        {
            Console console;
            console.open();
            MainWindow window(&console);
            window.show();
            Workspace *ws = window.workspace();
            QVERIFY(ws->isOpen(compliance));
            QCOMPARE(ws->currentKey(), QStringLiteral("overview"));
            auto *tabs = qobject_cast<QTabWidget *>(ws->view(compliance));
            QVERIFY(tabs);
            QCOMPARE(pageOf(tabs), QStringLiteral("thresholds"));
            // Closed before the window: the next start opens it from the sidebar on the same page.
            ws->closeView(compliance);
            window.close();
        }
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        Workspace *ws = window.workspace();
        QVERIFY(!ws->isOpen(compliance));
        QVERIFY(window.navigate(compliance));
        QCOMPARE(pageOf(qobject_cast<QTabWidget *>(ws->view(compliance))), QStringLiteral("thresholds"));
    }

    void detachedTabGoesBackWhenItsWindowCloses()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        Workspace *ws = window.workspace();
        QVERIFY(window.navigate(QStringLiteral("alerts")));
        QWidget *view = ws->view(QStringLiteral("alerts"));
        const int tabs = ws->tabs()->count();
        QVERIFY(ws->detach(QStringLiteral("alerts")));
        QCOMPARE(ws->tabs()->count(), tabs - 1);
        QWidget *own = ws->detachedWindow(QStringLiteral("alerts"));
        QVERIFY(own && own->isWindow() && own->isVisible());
        QVERIFY(onSomeScreen(own->frameGeometry()));
        QCOMPARE(view->window(), own);
        QCOMPARE(ws->view(QStringLiteral("alerts")), view);
        QVERIFY(ws->navigate(QStringLiteral("alerts"))); // shows that window, opens no second view
        QCOMPARE(ws->tabs()->count(), tabs - 1);
        own->close(); // closing it attaches the view again
        QTRY_VERIFY(!ws->isDetached(QStringLiteral("alerts")));
        QCOMPARE(ws->tabs()->count(), tabs);
        QCOMPARE(view->window(), &window);
        QCOMPARE(ws->currentKey(), QStringLiteral("alerts"));
    }

    void garbageSavedStateGivesTheDefault_data()
    {
        QTest::addColumn<QVariant>("geometry");
        QTest::addColumn<QVariant>("tabs");
        QTest::addColumn<int>("version");
        QTest::newRow("garbage bytes") << QVariant(QByteArray("\x01\xd9\xd0\xcb\x00garbage", 12))
                                       << QVariant(QByteArray("\xff\xfe\x00", 3)) << 1;
        QTest::newRow("another version")
            << QVariant(QByteArray(64, '\x7f')) << QVariant(QStringList{QStringLiteral("overview")}) << 99;
        QTest::newRow("unknown views")
            << QVariant(QStringLiteral("not a geometry"))
            << QVariant(QStringList{QStringLiteral("node:9999/gone"), QStringLiteral("fleet:-3"),
                                    QStringLiteral("bogus"), QString(5000, QLatin1Char('x'))})
            << 1;
    }

    void garbageSavedStateGivesTheDefault()
    {
        QFETCH(QVariant, geometry);
        QFETCH(QVariant, tabs);
        QFETCH(int, version);
        {
            QSettings s = paths::settings();
            s.setValue(QStringLiteral("workspace/version"), version);
            s.setValue(QStringLiteral("window/geometry"), geometry);
            s.setValue(QStringLiteral("window/state"), QByteArray("junk state"));
            s.setValue(QStringLiteral("workspace/tabs"), tabs);
            s.setValue(QStringLiteral("workspace/current"), QStringLiteral("node:1/x"));
        }
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(onSomeScreen(window.frameGeometry()));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("saved window layout")),
                 qPrintable(window.statusBar()->currentMessage()));
        const QStringList open = window.workspace()->openKeys();
        QVERIFY2(open.contains(QStringLiteral("overview")), qPrintable(open.join(QStringLiteral(", "))));
        QVERIFY(!window.workspace()->currentKey().isEmpty());
        for (const QString &k : open)
            QVERIFY2(!k.startsWith(QLatin1String("node:")) && k != QLatin1String("bogus"), qPrintable(k));
    }

    void offScreenWindowComesBack()
    {
        {
            Console console;
            console.open();
            MainWindow window(&console);
            window.show();
            window.setGeometry(QRect(-9000, -7000, 900, 600));
            window.close();
        }
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(onSomeScreen(window.frameGeometry()),
                 qPrintable(QStringLiteral("%1,%2").arg(window.x()).arg(window.y())));
    }

    void overviewCardsAndEmptyState()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.resize(1350, 880);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        OverviewView *overview = window.overview();
        // First run: the Overview's empty state, with the way to the getting-started page.
        QCOMPARE(window.workspace()->currentKey(), QStringLiteral("overview"));
        QVERIFY(overview->isVisible());
        QVERIFY(overview->showsEmptyState());
        QVERIFY(overview->findChild<QPushButton *>(QStringLiteral("OnboardButton"))->isVisible());
        QVERIFY(overview->findChild<QPushButton *>(QStringLiteral("ImportButton"))->isVisible());
        QVERIFY(overview->findChild<QLabel *>(QStringLiteral("GettingStartedLink"))->isVisible());
        QString started;
        QTimer::singleShot(200, this, [&] {
            if (auto *d = qobject_cast<GettingStartedDialog *>(QApplication::activeModalWidget())) {
                started = d->text()->toPlainText();
                d->reject();
            }
        });
        QTest::mouseClick(overview->findChild<QPushButton *>(QStringLiteral("GettingStartedButton")),
                          Qt::LeftButton);
        QVERIFY2(started.contains(QStringLiteral("Onboard Cluster")), qPrintable(started));
        QVERIFY(window.navigate(QStringLiteral("clusters"))); // this machine's charts, one tab away
        QVERIFY(window.liveView()->isVisible());
        QVERIFY(window.navigate(QStringLiteral("overview")));
        QVERIFY(overview->requestsWaitingButton()->isVisible()); // the profile's ledger is open
        QCOMPARE(overview->requestsWaitingButton()->text(),
                 OverviewView::tr("%n request(s) waiting", nullptr, 0));

        ClusterRecord c;
        c.name = QStringLiteral("lab-sg");
        c.region = QStringLiteral("SG");
        ssh::Endpoint jump;
        jump.host = QStringLiteral("198.18.0.1");
        jump.label = QStringLiteral("jump1");
        c.jumps = {jump};
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        window.overviewModel()->reload();
        QTRY_VERIFY(!overview->showsEmptyState());
        ClusterCardWidget *card = overview->card(id.value());
        QVERIFY(card);
        QVERIFY2(card->line(QStringLiteral("hops")).contains(QStringLiteral("jump1 not reached yet")),
                 qPrintable(card->line(QStringLiteral("hops"))));
        // The cards made again (another cluster added): the first keeps its sparklines' readings.
        {
            for (int i = 0; i < 5; ++i)
                card->addReadings(40 + i, 3);
            const int readings = card->utilizationPoints();
            QVERIFY(readings >= 5);
            ClusterRecord second = c;
            second.name = QStringLiteral("lab-sg-2");
            const auto id2 = console.inventory().addCluster(second);
            QVERIFY(id2.ok());
            window.overviewModel()->reload();
            QTRY_VERIFY(overview->card(id2.value()));
            card = overview->card(id.value());
            QVERIFY(card);
            QVERIFY2(card->utilizationPoints() >= readings,
                     qPrintable(QStringLiteral("%1 < %2").arg(card->utilizationPoints()).arg(readings)));
            QVERIFY(console.inventory().removeCluster(id2.value()).ok());
            window.overviewModel()->reload();
            QTRY_VERIFY(!overview->card(id2.value()));
            card = overview->card(id.value());
            QVERIFY(card);
        }
        // Another tab in front for a while: the sparklines' minutes go on (walk 6: back on the Overview
        // after minutes elsewhere, the Link RTT held only the last half minute).
        {
            QVERIFY(overview->isVisible());
            QVERIFY(window.navigate(QStringLiteral("clusters")));
            QTRY_VERIFY(!overview->isVisible());
            const int hidden = card->readingsHeld();
            QVERIFY(hidden < Sparkline::capacity() - 3);
            QTRY_VERIFY_WITH_TIMEOUT(card->readingsHeld() >= hidden + 2, 10000);
            QVERIFY(window.navigate(QStringLiteral("overview")));
            QTRY_VERIFY(overview->isVisible());
            card = overview->card(id.value()); // shown again: the cards may have been made again
            QVERIFY(card);
            QVERIFY(card->readingsHeld() >= hidden + 2);
        }
        QVERIFY(card->line(QStringLiteral("nodes")).contains(QStringLiteral("not streaming")));

        // A store attached: the card shows what its summary says.
        FleetStore store;
        for (int n = 0; n < 4; ++n) {
            proto::Sample s;
            s.seq = 1;
            s.timestampMs = QDateTime::currentMSecsSinceEpoch();
            s.intervalMs = 1000;
            for (int g = 0; g < 8; ++g) {
                proto::GpuSample gpu;
                gpu.index = quint32(g);
                gpu.utilization = g < n ? 95 : 1;
                gpu.temperatureC = float(50 + n + g);
                s.gpus.push_back(gpu);
            }
            QVERIFY(store.ingestSample(QStringLiteral("h200-00%1").arg(n), s));
        }
        window.overviewModel()->setStore(id.value(), &store);
        overview->refresh();
        const FleetSummary sum = store.summary();
        QCOMPARE(card->line(QStringLiteral("gpus")),
                 QStringLiteral("GPUs: %1 busy · %2 idle").arg(sum.gpusBusy).arg(sum.gpusIdle));
        QCOMPARE(card->line(QStringLiteral("hottest")),
                 QStringLiteral("Hottest GPU: h200-003 GPU 7 at 60 °C"));
        QVERIFY(card->line(QStringLiteral("nodes"))
                    .startsWith(QStringLiteral("Nodes: 4 reachable · 4 streaming")));
        // At 1350x880 every line of every card shows all its text (wrapped, never clipped) inside the view.
        for (int more = 0; more < 2; ++more) {
            ClusterRecord other = c;
            other.name = QStringLiteral("h200-singapore-east-%1").arg(more);
            ssh::Endpoint jump2 = jump;
            jump2.label = QStringLiteral("bastion-singapore-2");
            other.jumps = {jump, jump2};
            QVERIFY(console.inventory().addCluster(other).ok());
        }
        window.overviewModel()->reload();
        QTRY_COMPARE(overview->cards().size(), 4); // this machine first, then the three clusters
        QCOMPARE(overview->cards().first()->clusterId(), qint64(0));
        card = overview->card(id.value()); // the cards were made again for the new list
        QVERIFY(card);
        overview->refresh();
        QTest::qWait(0);
        QApplication::processEvents();
        const QWidget *viewport = overview->cards().first()->parentWidget()->parentWidget();
        for (const ClusterCardWidget *w : overview->cards()) {
            const QRect inView(w->mapTo(viewport, QPoint(0, 0)), w->size());
            QVERIFY2(inView.left() >= 0 && inView.right() < viewport->width(),
                     qPrintable(QStringLiteral("card %1 at %2..%3 of %4")
                                    .arg(w->accessibleName())
                                    .arg(inView.left())
                                    .arg(inView.right())
                                    .arg(viewport->width())));
            for (const QLabel *l : w->findChildren<QLabel *>()) {
                if (!l->isVisibleTo(w))
                    continue;
                QVERIFY2(showsAllItsText(l, w), qPrintable(l->text()));
                if (!l->text().isEmpty())
                    QCOMPARE(l->toolTip(), l->text());
            }
        }
        QVERIFY(card->line(QStringLiteral("nodes")).contains(QStringLiteral("unreachable")));
        const QString shots = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            QVERIFY(window.grab().save(shots + QStringLiteral("/overview.png")));
        // A click on the card goes to the cluster (not streaming: its row in Clusters).
        QTest::mouseClick(card, Qt::LeftButton);
        QCOMPARE(window.workspace()->currentKey(), QStringLiteral("clusters"));
        auto *tree = window.findChild<QTreeView *>();
        QCOMPARE(tree->currentIndex().siblingAtColumn(0).data(TargetsModel::ClusterIdRole).toLongLong(),
                 id.value());
        window.overviewModel()->setStore(id.value(), nullptr);
    }

    // A cluster that was streaming when the window closed says so on its card after the restart and offers
    // Stream Telemetry; nothing reconnects until the button is pressed.
    // Wrapped or not, the label is tall and wide enough for its text and lies inside `card`.
    static bool showsAllItsText(const QLabel *l, const QWidget *card)
    {
        const int needed =
            l->wordWrap() ? l->heightForWidth(l->contentsRect().width()) : l->sizeHint().height();
        const int wide = l->wordWrap() ? 0 : l->fontMetrics().horizontalAdvance(l->text());
        const QRect inCard(l->mapTo(card, QPoint(0, 0)), l->size());
        if (needed <= l->height() && wide <= l->contentsRect().width() && inCard.right() < card->width())
            return true;
        qWarning("%s: \"%s\" needs %d px high, has %d (width %d)", qPrintable(l->objectName()),
                 qPrintable(l->text()), needed, l->height(), l->width());
        return false;
    }

    // Issue 33: a terminal tab open at the close is open again after the restart, in its place: a stand-in
    // while the application has not plugged in its terminals yet, then the terminal the factory makes for
    // the same node, titled by it (the lab test does it with real shells through the bastion).
    // A fleet attached with no node streaming is not "streaming"; a sign-in the person cancelled (its
    // one-time password) is its own neutral state, not a hop down or unreachable nodes, and the card offers
    // Stream Telemetry again.
    void cardSaysACancelledSignInAndOffersToStreamAgain()
    {
        ClusterCard c;
        c.id = 7;
        c.name = QStringLiteral("walk-lab");
        c.nodes = 5;
        c.streaming = true; // a fleet is attached
        c.nodesUnreachable = 5;
        HopCard hop;
        hop.label = QStringLiteral("bastion-otp");
        hop.state = HopState::Down;
        c.hops = {hop};
        ClusterCardWidget card(c.id);
        card.setCard(c);
        QVERIFY2(!card.badges().contains(QStringLiteral("streaming")), qPrintable(card.badges().join(u',')));

        c.signInCancelledAt = hop.label;
        c.signInCancelledPrompt = int(ssh::PromptRequest::KeyboardInteractive);
        c.hops.first().state = HopState::Cancelled;
        card.setCard(c);
        const QStringList badges = card.badges();
        QVERIFY2(badges.contains(QStringLiteral("sign-in cancelled")), qPrintable(badges.join(u',')));
        QVERIFY2(!badges.contains(QStringLiteral("streaming")), qPrintable(badges.join(u',')));
        for (const QString &b : badges)
            QVERIFY2(!b.contains(QStringLiteral("down")) && !b.contains(QStringLiteral("unreachable")),
                     qPrintable(badges.join(u',')));
        QVERIFY2(!card.line(QStringLiteral("hops")).contains(QStringLiteral("down")),
                 qPrintable(card.line(QStringLiteral("hops"))));
        {
            // Up: the figure beside it is said to be the sign-in time, not left for the reader to guess.
            ClusterCard up = c;
            up.hops.first().state = HopState::Up;
            up.hops.first().ms = 267;
            ClusterCardWidget upCard(up.id);
            upCard.setCard(up);
            QVERIFY2(upCard.line(QStringLiteral("hops")).contains(QStringLiteral("up (sign-in 267 ms)")),
                     qPrintable(upCard.line(QStringLiteral("hops"))));
        }
        QVERIFY(card.offersStream());
        QCOMPARE(card.streamNotice(), QStringLiteral("You cancelled the one-time password for bastion-otp."));
        QSignalSpy asked(&card, &ClusterCardWidget::streamRequested);
        card.show();
        auto *button = card.findChild<QPushButton *>(QStringLiteral("StreamTelemetryButton"));
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().first().toLongLong(), c.id);

        // Streaming again: the offer goes, the badge is green "streaming".
        c.signInCancelledAt.clear();
        c.hops.first().state = HopState::Up;
        c.nodesLive = 5;
        c.nodesUnreachable = 0;
        card.setCard(c);
        QVERIFY(!card.offersStream());
        QVERIFY(card.badges().contains(QStringLiteral("streaming")));
    }

    // Stream Telemetry is in the Clusters tree's context menu, and with no cluster selected it acts on the
    // only cluster there is.
    void streamTelemetryFromTheTreeMenuAndForTheOnlyCluster()
    {
        QTcpServer closed; // a port nothing listens on any more: the node refuses at once
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("solo");
        c.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n;
        n.name = QStringLiteral("s0");
        n.endpoint.host = QStringLiteral("127.0.0.1");
        n.endpoint.port = port;
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        auto *tree = window.findChild<QTreeView *>();
        auto *stream = window.findChild<QAction *>(QStringLiteral("StreamTelemetryAction"));
        QVERIFY(tree && stream);
        QCOMPARE(tree->contextMenuPolicy(), Qt::ActionsContextMenu);
        QVERIFY(tree->actions().contains(stream));
        QVERIFY(window.selectedClusterId() <= 0); // nothing selected in the tree
        QVERIFY(stream->isEnabled());
        stream->trigger();
        QVERIFY(console.fleet(id.value()));
        QVERIFY(!window.tasks()->tasks().isEmpty()); // the deploy task
        console.stopFleet(id.value(), false);
    }

    void terminalTabsComeBackAfterRestart()
    {
        const auto factory = [](qint64, const QString &node, QString *title) -> QWidget * {
            *title = QStringLiteral("shell %1").arg(node);
            auto *shell = new QLabel(QStringLiteral("terminal of %1").arg(node));
            shell->setObjectName(QStringLiteral("FakeShell"));
            return shell;
        };
        const QString key = QStringLiteral("terminal:0/local");
        {
            Console console;
            console.open();
            MainWindow window(&console);
            window.setTerminalFactory(factory);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.navigate(NodeView::key(0, QStringLiteral("local"))));
            auto *node =
                qobject_cast<NodeView *>(window.workspace()->view(NodeView::key(0, QStringLiteral("local"))));
            QVERIFY(node && node->terminalButton()->isEnabled());
            QTest::mouseClick(node->terminalButton(), Qt::LeftButton);
            QCOMPARE(window.workspace()->currentKey(), key);
            QVERIFY(window.navigate(QStringLiteral("overview"))); // the terminal stays in the background
            window.close();
        }
        Console console;
        console.open();
        MainWindow window(&console);
        Workspace *ws = window.workspace();
        QVERIFY2(ws->isOpen(key), qPrintable(ws->openKeys().join(u',')));
        const int at = int(ws->openKeys().indexOf(key));
        QCOMPARE(ws->view(key)->objectName(), QStringLiteral("RestoredTerminal"));
        window.setTerminalFactory(factory);
        QTRY_COMPARE_WITH_TIMEOUT(ws->view(key)->objectName(), QStringLiteral("FakeShell"), 20000);
        QCOMPARE(int(ws->openKeys().indexOf(key)), at);
        QCOMPARE(ws->tabs()->tabText(at), QStringLiteral("shell local"));
        QCOMPARE(ws->currentKey(), QStringLiteral("overview")); // still the view that was in front
    }

    // Issue 33: remembered work. A cluster that was streaming when the window closed streams again after
    // the restart by itself (services::StreamingMemory, once the keychain has answered), its card offers
    // nothing to click, its task is titled for streaming again (not "Deploy"); a node tab restored in the
    // background has Open Terminal enabled.
    void clustersStreamAgainAfterRestart()
    {
        qint64 id = 0;
        FleetOptions options;
        options.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        options.base.knownHostsFile = m_home->filePath(QStringLiteral("known_hosts"));
        {
            Console console;
            console.open();
            ClusterRecord c;
            c.name = QStringLiteral("restart-sg");
            ssh::Endpoint jump;
            jump.host = QStringLiteral("127.0.0.1");
            jump.port = 1; // nothing listens: the fleet exists, its nodes never stream
            jump.label = QStringLiteral("jump1");
            c.jumps = {jump};
            NodeRecord n;
            n.name = QStringLiteral("gpu-01");
            n.endpoint.host = QStringLiteral("10.0.0.1");
            const auto saved = console.inventory().saveCluster(c, {n});
            QVERIFY2(saved.ok(), qPrintable(saved.error()));
            id = saved.value();
            MainWindow window(&console);
            window.useClusterTerminals();
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_VERIFY(window.overview()->card(id));
            QVERIFY(!window.overview()->card(id)->offersStream()); // never streamed: no offer
            QVERIFY(window.navigate(NodeView::key(id, QStringLiteral("gpu-01"))));
            QVERIFY(window.navigate(QStringLiteral("overview"))); // the node tab stays in the background
            QString error;
            QVERIFY2(console.startFleet(id, options, &error), qPrintable(error));
            window.close();
            console.stopFleet(id, false);
        }
        Console console;
        console.open();
        MainWindow window(&console);
        window.useClusterTerminals(); // as the application does, after the window restored its tabs
        window.resize(1350, 880);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.navigate(QStringLiteral("overview")));
        QTRY_VERIFY(window.overview()->card(id));
        QTRY_VERIFY_WITH_TIMEOUT(console.fleet(id) != nullptr, 30000); // streams again by itself
        // Its task says what it does (streams again), not "Deploy": nothing is deployed by a restart.
        QTRY_VERIFY(!window.tasks()->tasks().isEmpty());
        QStringList said;
        for (const TaskInfo &t : window.tasks()->tasks())
            said << TaskList::kindText(t.kind) + QLatin1Char(' ') + t.title;
        QVERIFY2(said.size() == 1 && said.first().startsWith(TaskList::kindText(TaskKind::Stream)) &&
                     said.first().contains(QStringLiteral("restart-sg")) &&
                     !said.first().contains(QStringLiteral("Deploy")),
                 qPrintable(said.join(QStringLiteral(" | "))));
        QTRY_VERIFY(!window.overview()->card(id)->offersStream());
        const QString node = NodeView::key(id, QStringLiteral("gpu-01"));
        QVERIFY(window.workspace()->isOpen(node));
        auto *view = qobject_cast<NodeView *>(window.workspace()->view(node));
        QVERIFY(view);
        auto *terminal = view->findChild<QPushButton *>(QStringLiteral("OpenTerminalButton"));
        QVERIFY(terminal && terminal->isEnabled());
        console.stopFleet(id, false);
    }

    // A cluster that streams, saved with one node behind a jump host where nothing listens: its fleet
    // exists, its node never streams by itself (the test feeds its store).
    static qint64 silentCluster(Console &console, const QString &name)
    {
        ClusterRecord c;
        c.name = name;
        ssh::Endpoint jump;
        jump.host = QStringLiteral("127.0.0.1");
        jump.port = 1;
        jump.label = QStringLiteral("jump1");
        c.jumps = {jump};
        NodeRecord n;
        n.name = QStringLiteral("gpu-01");
        n.endpoint.host = QStringLiteral("10.0.0.1");
        const auto saved = console.inventory().saveCluster(c, {n});
        return saved.ok() ? saved.value() : 0;
    }

    static void feedNode(FleetStore &store, const QString &node)
    {
        proto::Sample s;
        s.seq = 1;
        s.timestampMs = QDateTime::currentMSecsSinceEpoch();
        s.intervalMs = 1000;
        proto::GpuSample gpu;
        gpu.utilization = 50;
        gpu.temperatureC = 60;
        s.gpus.push_back(gpu);
        store.ingestSample(node, s);
    }

    // The clusters' nodes in View > Fleet after this machine's, as the heatmap names them.
    static QStringList fleetCells(FleetView *view)
    {
        view->refresh();
        QStringList out;
        const QStringList ids = view->heatmap()->visibleNodeIds();
        for (const QString &id : ids) {
            for (const NodeSnapshot &n : view->heatmap()->snapshot().nodes) {
                if (n.id == id)
                    out << (view->isLocalNode(id) ? QStringLiteral("local") : n.name);
            }
        }
        return out;
    }

    // Walk report: View > Fleet showed one cluster at most (a second replaced the first) and none after a
    // restart. Every streaming cluster is there with this machine, each node named with its cluster (both
    // have a gpu-01), however its fleet started; after the restart they are there again; a cluster that
    // stops streaming leaves.
    void fleetShowsEveryStreamingClusterAfterRestart()
    {
        FleetOptions options;
        options.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        options.base.knownHostsFile = m_home->filePath(QStringLiteral("known_hosts"));
        const QStringList both{QStringLiteral("local"), QStringLiteral("fleet-a / gpu-01"),
                               QStringLiteral("fleet-b / gpu-01")};
        qint64 a = 0;
        qint64 b = 0;
        {
            Console console;
            console.open();
            a = silentCluster(console, QStringLiteral("fleet-a"));
            b = silentCluster(console, QStringLiteral("fleet-b"));
            QVERIFY(a > 0 && b > 0);
            MainWindow window(&console);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.showFleet(); // open before the clusters stream: they join it
            FleetView *view = window.fleetView();
            QVERIFY(view);
            QCOMPARE(fleetCells(view), QStringList{QStringLiteral("local")});
            QString error;
            QVERIFY2(console.startFleet(a, options, &error), qPrintable(error));
            QVERIFY2(console.startFleet(b, options, &error), qPrintable(error));
            feedNode(console.fleet(a)->store(), QStringLiteral("gpu-01"));
            feedNode(console.fleet(b)->store(), QStringLiteral("gpu-01"));
            QCOMPARE(fleetCells(view), both);
            QCOMPARE(view->heatmap()->snapshot().summary.nodes, 2); // the clusters' nodes
            window.attachFleetStore(&console.fleet(a)->store());    // as onboarding does: still shown once
            QCOMPARE(fleetCells(view), both);
            // A cell opens its own cluster's node.
            QString node;
            qint64 cluster = 0;
            QVERIFY(view->sourceOf(QStringLiteral("%1/gpu-01").arg(b), &node, &cluster) ==
                    &console.fleet(b)->store());
            QCOMPARE(cluster, b);
            QCOMPARE(node, QStringLiteral("gpu-01"));
            window.close();
            console.stopFleet(a, false);
            console.stopFleet(b, false);
        }
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(console.fleet(a) && console.fleet(b), 30000); // stream again by themselves
        window.showFleet();
        FleetView *view = window.fleetView();
        QVERIFY(view);
        feedNode(console.fleet(a)->store(), QStringLiteral("gpu-01"));
        feedNode(console.fleet(b)->store(), QStringLiteral("gpu-01"));
        QCOMPARE(fleetCells(view), both);
        // Stopped, a cluster leaves (attached or not); the other stays.
        window.attachFleetStore(&console.fleet(a)->store());
        console.stopFleet(a, false);
        QTRY_COMPARE_WITH_TIMEOUT(fleetCells(view),
                                  (QStringList{QStringLiteral("local"), QStringLiteral("fleet-b / gpu-01")}),
                                  30000);
        console.stopFleet(b, false);
    }

    // Walk report: the first command typed after Open Terminal was lost. The new terminal tab has the
    // keyboard; so has a terminal whose tab is brought to front again.
    void openTerminalTakesTheKeyboard()
    {
        Console console;
        console.open();
        const qint64 id = silentCluster(console, QStringLiteral("term-focus"));
        QVERIFY(id > 0);
        MainWindow window(&console);
        window.useClusterTerminals();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(window.navigate(NodeView::key(id, QStringLiteral("gpu-01"))));
        auto *node =
            qobject_cast<NodeView *>(window.workspace()->view(NodeView::key(id, QStringLiteral("gpu-01"))));
        QVERIFY(node && node->terminalButton()->isEnabled());
        QTest::mouseClick(node->terminalButton(), Qt::LeftButton);
        const QString key = QStringLiteral("terminal:%1/gpu-01").arg(id);
        QCOMPARE(window.workspace()->currentKey(), key);
        auto *tab = qobject_cast<TerminalTab *>(window.workspace()->view(key));
        QVERIFY(tab);
        auto *terminal = tab->findChild<TerminalView *>();
        QVERIFY(terminal);
        QTRY_COMPARE(window.focusWidget(), static_cast<QWidget *>(terminal));
        QVERIFY(window.navigate(QStringLiteral("overview")));
        QTRY_VERIFY(window.focusWidget() != terminal);
        QVERIFY(window.navigate(key));
        QTRY_COMPARE(window.focusWidget(), static_cast<QWidget *>(terminal));
    }

    // The card's jobs, cost and cleared datasets, and the officer's yearly totals; Ctrl+K finds jobs,
    // datasets and export requests.
    void overviewFiguresAndPaletteFindJobsDatasetsRequests()
    {
        Console console;
        console.open();
        ledger::LedgerStore *store = console.ledgerStore();
        QVERIFY(store);
        ledger::Dataset data;
        data.name = QStringLiteral("support-tickets-2026");
        data.owner = QStringLiteral("zhang.min");
        QVERIFY(store->saveDataset(data).ok());
        ledger::ExportRequest r;
        r.state = ledger::RequestState::Active;
        r.datasets = {data.name};
        r.destinationCluster = QStringLiteral("lab-sg");
        r.destinationCountry = QStringLiteral("SG");
        r.requester = QStringLiteral("li.wei");
        r.retentionDays = 30;
        r.created = r.submitted = r.decided = r.activated = QDateTime::currentDateTimeUtc();
        const auto rid = store->insertRequest(r);
        QVERIFY2(rid.ok(), qPrintable(rid.error()));
        r.id = rid.value();
        QVERIFY(store->updateRequest(r, r.state).ok());
        ClusterRecord c;
        c.name = QStringLiteral("lab-sg");
        c.region = QStringLiteral("SG");
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());

        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        jobs::JobStatus running;
        running.jobId = QStringLiteral("4711");
        running.name = QStringLiteral("train-llm");
        running.state = QStringLiteral("RUNNING");
        running.phase = jobs::JobState::Running; // as a backend reads it
        running.inQueue = true;
        jobs::JobStatus pending = running;
        pending.jobId = QStringLiteral("4712");
        pending.state = QStringLiteral("PENDING");
        pending.phase = jobs::JobState::Pending;
        window.overviewModel()->setJobs(id.value(), {running, pending});
        window.overviewModel()->setCostToday(id.value(), 12.5);
        window.overviewModel()->invalidate();
        QVERIFY(window.navigate(QStringLiteral("overview")));
        OverviewView *overview = window.overview();
        overview->refresh();
        ClusterCardWidget *card = overview->card(id.value());
        QVERIFY(card);
        QCOMPARE(card->line(QStringLiteral("jobs")), QStringLiteral("Jobs: 1 running · 1 queued"));
        QVERIFY2(card->line(QStringLiteral("cost")).contains(QStringLiteral("12.50")),
                 qPrintable(card->line(QStringLiteral("cost"))));
        QCOMPARE(card->line(QStringLiteral("datasets")), QStringLiteral("Datasets cleared for SG: 1"));
        QVERIFY(overview->thresholdTotalsButton()->isVisible());
        QVERIFY2(
            overview->thresholdTotalsButton()->text().contains(QString::number(QDate::currentDate().year())),
            qPrintable(overview->thresholdTotalsButton()->text()));
        overview->thresholdTotalsButton()->click();
        QCOMPARE(window.workspace()->currentKey(), QStringLiteral("compliance"));

        CommandPalette *palette = window.commandPalette();
        const auto find = [&](const QString &typed) {
            QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
            if (!QTest::qWaitFor([&] { return palette->isVisible(); }))
                return QString();
            QTest::keyClicks(palette->searchLine(), typed);
            const int row = palette->list()->currentIndex().row();
            const QString key = row < 0 ? QString() : palette->model()->keyAt(row);
            QTest::keyClick(palette->searchLine(), Qt::Key_Return);
            return key;
        };
        QCOMPARE(find(QStringLiteral("supptick")), QStringLiteral("compliance"));
        QCOMPARE(find(QStringLiteral("Request #%1").arg(r.id)), QStringLiteral("compliance"));
        QCOMPARE(find(QStringLiteral("4711")), QStringLiteral("job:%1/4711").arg(id.value()));
        QCOMPARE(window.workspace()->currentKey(), QStringLiteral("jobs"));
        auto *jobsView = qobject_cast<JobsView *>(window.workspace()->view(QStringLiteral("jobs")));
        QVERIFY(jobsView);
        QCOMPARE(jobsView->cluster(), id.value());
    }

    // A node view lists the jobs that run on that node and the cluster's last validation figures.
    void nodeViewShowsItsJobsAndLastValidation()
    {
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("lab-val");
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        QList<NodeRecord> nodes;
        for (int i = 1; i <= 3; ++i) {
            NodeRecord n;
            n.name = QStringLiteral("gpu%1").arg(i, 2, 10, QLatin1Char('0'));
            n.endpoint.host = QStringLiteral("198.18.0.%1").arg(30 + i);
            nodes << n;
        }
        QVERIFY(console.inventory().upsertNodes(id.value(), nodes).ok());
        // A real run record: L1 passed with a measured figure.
        validation::EvidenceStore evidence(console.database());
        const auto run =
            evidence.beginRun(id.value(), c.name, QStringLiteral("default"), QStringLiteral("alice"));
        QVERIFY2(run.ok(), qPrintable(run.error()));
        validation::CheckResult check;
        check.level = QStringLiteral("L1");
        check.id = QStringLiteral("link_rtt");
        check.status = validation::CheckStatus::Pass;
        validation::Figure rtt;
        rtt.name = QStringLiteral("rtt_ms_p99");
        rtt.value = 0.42;
        check.figures << rtt;
        check.evidenceSha256 =
            QCryptographicHash::hash(check.evidenceJson(), QCryptographicHash::Sha256).toHex();
        QVERIFY(evidence.recordCheck(run.value(), check).ok());
        validation::LevelResult level;
        level.id = QStringLiteral("L1");
        level.status = validation::CheckStatus::Pass;
        level.checks << check;
        QVERIFY(evidence.recordLevel(run.value(), level).ok());
        QVERIFY(evidence.endRun(run.value()).ok());

        MainWindow window(&console);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        jobs::JobStatus train;
        train.jobId = QStringLiteral("77");
        train.name = QStringLiteral("train");
        train.state = QStringLiteral("RUNNING");
        train.nodeList = QStringLiteral("gpu[01-02]");
        train.inQueue = true;
        jobs::JobStatus other = train;
        other.jobId = QStringLiteral("78");
        other.nodeList = QStringLiteral("gpu03");
        window.overviewModel()->setJobs(id.value(), {train, other});
        const QString key = NodeView::key(id.value(), QStringLiteral("gpu02"));
        QVERIFY(window.navigate(key));
        auto *view = qobject_cast<NodeView *>(window.workspace()->view(key));
        QVERIFY(view);
        view->refresh();
        QVERIFY2(view->jobsLabel()->text().contains(QStringLiteral("77 train")),
                 qPrintable(view->jobsLabel()->text()));
        QVERIFY(!view->jobsLabel()->text().contains(QStringLiteral("78")));
        const QString v = view->validationLabel()->text();
        QVERIFY2(v.contains(QStringLiteral("L1 passed")), qPrintable(v));
        QVERIFY2(v.contains(QStringLiteral("L1/link_rtt/rtt_ms_p99 = 0.42")), qPrintable(v));
        QCOMPARE(NodeView::jobsOn({train, other}, QStringLiteral("gpu03")).size(), 1);
    }

    // Changed elsewhere (the CLI): a removed node's charts close, its terminal stays (a live shell) and the
    // status bar says so; a vanished cluster's tabs close; nothing crashes.
    void vanishedClusterAndRemovedNodeCloseTheirViews()
    {
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("elsewhere");
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n0;
        n0.name = QStringLiteral("n0");
        n0.endpoint.host = QStringLiteral("198.18.0.20");
        NodeRecord n1 = n0;
        n1.name = QStringLiteral("n1");
        n1.endpoint.host = QStringLiteral("198.18.0.21");
        QVERIFY(console.inventory().upsertNodes(id.value(), {n0, n1}).ok());
        MainWindow window(&console);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Workspace *ws = window.workspace();
        const QString key0 = NodeView::key(id.value(), QStringLiteral("n0"));
        const QString key1 = NodeView::key(id.value(), QStringLiteral("n1"));
        const QString term1 = QStringLiteral("terminal:%1/n1").arg(id.value());
        QVERIFY(window.navigate(key0));
        QVERIFY(window.navigate(key1));
        window.openTab(new QLabel(QStringLiteral("shell")), QStringLiteral("Terminal n1"), term1);
        window.checkInventory(); // nothing changed: everything stays
        QVERIFY(ws->isOpen(key0) && ws->isOpen(key1) && ws->isOpen(term1));

        QVERIFY(console.inventory().replaceNodes(id.value(), {n0}).ok());
        window.checkInventory();
        QVERIFY(!ws->isOpen(key1));
        QVERIFY(ws->isOpen(key0));
        QVERIFY(ws->isOpen(term1));
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("n1 was removed")) &&
                     said.contains(QStringLiteral("terminal stays")),
                 qPrintable(said));

        QVERIFY(console.inventory().removeCluster(id.value()).ok());
        window.checkInventory();
        QVERIFY(!ws->isOpen(key0));
        QVERIFY(!ws->isOpen(term1));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("cluster was removed")),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.overviewModel()->cards().isEmpty());
        QVERIFY(!window.navigate(key0)); // gone: no view to make
        QVERIFY(floatingWindows(&window).isEmpty());
    }

    // A scheduler or SSH failure reads as one sentence with what to do; what was printed is folded away.
    void jobsErrorsSayWhatToDo_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("says");
        QTest::newRow("refused") << QStringLiteral("hop 1 (127.0.0.1:22): connect: Connection refused")
                                 << QStringLiteral("cannot be reached");
        QTest::newRow("host key") << QStringLiteral("host key for 198.18.0.1 changed: expected SHA256:x")
                                  << QStringLiteral("host key");
        QTest::newRow("auth") << QStringLiteral("Authentication failed (publickey) for root@198.18.0.1")
                              << QStringLiteral("login to lab was refused");
        QTest::newRow("no slurm") << QStringLiteral("bash: line 1: squeue: command not found")
                                  << QStringLiteral("Slurm's commands are not found");
        QTest::newRow("controller")
            << QStringLiteral("slurm_load_jobs error: Unable to contact slurm controller (connect failure)")
            << QStringLiteral("Slurm controller of lab does not answer");
        QTest::newRow("other") << QStringLiteral("squeue: line 3: unexpected field")
                               << QStringLiteral("did not answer as expected");
    }
    void jobsErrorsSayWhatToDo()
    {
        QFETCH(QString, raw);
        QFETCH(QString, says);
        const QString sentence = JobsView::actionableListError(raw, QStringLiteral("lab"));
        QVERIFY2(sentence.contains(says), qPrintable(sentence));
        QVERIFY(!sentence.contains(raw)); // the raw text is the details, not the sentence
        QVERIFY(sentence.endsWith(QLatin1Char('.')));
    }

    // A real failure (the login node refuses the TCP connection): the sentence, the details behind a
    // button; no clusters and no jobs say what to do.
    void jobsViewFailureIsOneSentenceWithDetails()
    {
        Console console;
        console.open();
        services::JobsServiceOptions o;
        o.databaseFile = paths::databaseFile();
        o.knownHostsFile = m_home->filePath(QStringLiteral("known_hosts"));
        o.useAgent = false;
        {
            JobsView empty(&console.inventory(), &console.hub(), o);
            QVERIFY2(empty.statusText().contains(QStringLiteral("Onboard Cluster")),
                     qPrintable(empty.statusText()));
        }
        quint16 closedPort = 0;
        {
            QTcpServer s;
            QVERIFY(s.listen(QHostAddress::LocalHost));
            closedPort = s.serverPort();
        }
        ClusterRecord c;
        c.name = QStringLiteral("refusing");
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n;
        n.name = QStringLiteral("login");
        n.endpoint.host = QStringLiteral("127.0.0.1");
        n.endpoint.port = closedPort;
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        JobsView view(&console.inventory(), &console.hub(), o);
        view.setCluster(id.value());
        view.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!view.statusDetails().isEmpty(), 30000);
        auto *status = view.findChild<QLabel *>(QStringLiteral("JobsStatus"));
        auto *details = view.findChild<QToolButton *>(QStringLiteral("JobsStatusDetails"));
        QVERIFY(status && details);
        QVERIFY2(status->text().contains(QStringLiteral("refusing cannot be reached")),
                 qPrintable(status->text()));
        QVERIFY(!status->text().contains(view.statusDetails()));
        QVERIFY(!details->isHidden());
        QVERIFY(!details->isChecked());
    }

    // Deleting a cluster closes its node tabs first (they read its fleet).
    void deletedClusterClosesItsTabs()
    {
        Console console;
        console.open();
        ClusterRecord c;
        c.name = QStringLiteral("short-lived");
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n;
        n.name = QStringLiteral("n0");
        n.endpoint.host = QStringLiteral("198.18.0.9");
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        MainWindow window(&console);
        window.show();
        const QString key = NodeView::key(id.value(), QStringLiteral("n0"));
        QVERIFY(window.navigate(key));
        window.navigate(QStringLiteral("clusters"));
        auto *tree = window.findChild<QTreeView *>();
        auto *model = qobject_cast<TargetsModel *>(tree->model());
        tree->setCurrentIndex(model->indexOfCluster(id.value()));
        QTimer::singleShot(200, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        actionNamed(window, QStringLiteral("&Delete Cluster…"))->trigger();
        QVERIFY(!window.workspace()->isOpen(key));
        QVERIFY(!window.navigate(key)); // gone: no view to make
        QVERIFY(window.overviewModel()->cards().isEmpty());
    }

    void helpOffersGettingStartedAndShortcuts()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QStringList shortcuts;
        QString started;
        QTimer::singleShot(200, this, [&] {
            if (auto *d = qobject_cast<ShortcutsDialog *>(QApplication::activeModalWidget())) {
                QAbstractItemModelTester tester(d->model(),
                                                QAbstractItemModelTester::FailureReportingMode::QtTest);
                for (int r = 0; r < d->model()->rowCount(); ++r)
                    shortcuts << d->model()->index(r, 0).data().toString() + QLatin1Char('=') +
                                     d->model()->index(r, 1).data().toString();
                d->reject();
            }
        });
        actionNamed(window, QStringLiteral("&Keyboard Shortcuts"))->trigger();
        QVERIFY2(shortcuts.contains(QStringLiteral("Go to=") +
                                    QKeySequence(Qt::CTRL | Qt::Key_K).toString(QKeySequence::NativeText)),
                 qPrintable(shortcuts.join(QStringLiteral(", "))));
        QVERIFY(shortcuts.contains(
            QStringLiteral("Fleet=") +
            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F).toString(QKeySequence::NativeText)));
        QVERIFY(shortcuts.contains(QStringLiteral("Push Dataset=") +
                                   TransfersView::pushShortcut().toString(QKeySequence::NativeText)));
        QTimer::singleShot(200, this, [&] {
            if (auto *d = qobject_cast<GettingStartedDialog *>(QApplication::activeModalWidget())) {
                started = d->text()->toPlainText();
                d->reject();
            }
        });
        actionNamed(window, QStringLiteral("&Getting Started"))->trigger();
        QVERIFY2(started.contains(QStringLiteral("Onboard Cluster")), qPrintable(started));
    }

    void paletteModelRanksAndBounds()
    {
        PaletteModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<PaletteEntry> entries;
        for (int i = 0; i < 1000; ++i)
            entries << PaletteEntry{QStringLiteral("h200-%1").arg(i, 3, 10, QLatin1Char('0')),
                                    QStringLiteral("Node"), QStringLiteral("node:1/%1").arg(i)};
        entries << PaletteEntry{QStringLiteral("Overview"), QStringLiteral("View"),
                                QStringLiteral("overview")};
        model.setEntries(entries);
        QCOMPARE(model.rowCount(), PaletteModel::kMaxShown);
        model.setFilter(QStringLiteral("ov"));
        QCOMPARE(model.keyAt(0), QStringLiteral("overview"));
        model.setFilter(QStringLiteral("h2 017"));
        QCOMPARE(model.keyAt(0), QStringLiteral("node:1/17")); // "017" starts a word there only
        model.setFilter(QStringLiteral("h2x17"));              // letters in order, or nothing
        QCOMPARE(model.rowCount(), 0);
        model.setFilter(QStringLiteral("xyz"));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(PaletteModel::score(QStringLiteral("abc"), QStringLiteral("cab")), -1);
        QVERIFY(PaletteModel::score(QStringLiteral("fl"), QStringLiteral("Fleet")) >
                PaletteModel::score(QStringLiteral("fl"), QStringLiteral("Overflow")));
    }

    void taskListModelFollowsTheList()
    {
        TaskList list;
        TaskListModel model(&list);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const quint64 a = list.start(TaskKind::Scan, QStringLiteral("scan lab"), [] {});
        const quint64 b = list.start(TaskKind::Report, QStringLiteral("report"));
        QCOMPARE(model.rowCount(), 2);
        list.setProgress(a, 3, 18);
        QCOMPARE(model.index(0, TaskListModel::Progress).data().toString(), QStringLiteral("3 of 18"));
        QCOMPARE(model.index(0, 0).data(TaskListModel::ProgressRole).toInt(), 16);
        list.finish(b, false, QStringLiteral("no key"));
        QCOMPARE(model.index(1, TaskListModel::State).data().toString(),
                 TaskList::stateText(TaskState::Failed));
        QCOMPARE(model.index(1, TaskListModel::Message).data().toString(), QStringLiteral("no key"));
        for (int i = 0; i < TaskList::kKeptFinished + 5; ++i)
            list.finish(list.start(TaskKind::Push, QStringLiteral("p%1").arg(i)), true);
        QCOMPARE(model.rowCount(), int(list.tasks().size()));
        list.clearFinished();
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.taskId(0), a);
        model.tick();
        QCOMPARE(TaskListModel::elapsedText(65000), QStringLiteral("1 min 5 s"));
    }

private:
    std::unique_ptr<QTemporaryDir> m_home;
};

QTEST_MAIN(TestWorkspace)
#include "tst_workspace.moc"
