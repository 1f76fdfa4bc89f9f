// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace against the namespaced lab (tests/integration/netlab: a bastion, nodes behind it running
// OpenSSH, the real agent pushed to each with a stand-in NVML of two GPUs): Stream Telemetry from the main
// window makes a deployment task; the Overview card, the cluster tree and a node view then show the nodes
// live from the fleet (never "not checked"). CLUSTERGATE_SCREENSHOT_DIR keeps pictures of the Overview and
// the node view; CLUSTERGATE_SCREENSHOT_LOCALE=zh_CN takes them in Chinese. Terminal tabs open when the
// window closes come back after the restart as new shells on the same nodes through the bastion, titled as
// before (the key's passphrase asked once for all of them); the tab of a dead node stays, says so and
// offers Reconnect.
#include "agent/fleet_store.h"
#include "fleet/fleet_node_detail.h"
#include "fleet/history_chart.h"
#include "lab_wait.h"
#include "main/main_window.h"
#include "models/targets_model.h"
#include "netlab/netlab.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/overview_model.h"
#include "services/task_list.h"
#include "ssh/ssh_service.h"
#include "terminal/terminal_tab.h"
#include "terminal/terminal_view.h"
#include "workspace/node_view.h"
#include "workspace/overview_view.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeView>
#include <QtTest>

#include <atomic>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;

class TestWorkspaceLab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8()); // ~/.ssh/known_hosts of this test
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qunsetenv("SSH_AUTH_SOCK");
        qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
        // The console's translations: compiled into the application, or .qm files from lrelease in
        // CLUSTERGATE_QM_DIR (the test links the libraries only).
        const QString locale = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_LOCALE");
        const QString name =
            QStringLiteral("clustergate_") + (locale.isEmpty() ? QStringLiteral("en") : locale);
        if (!locale.isEmpty())
            QLocale::setDefault(QLocale(locale));
        if (m_translator.load(QStringLiteral(":/i18n/") + name) ||
            m_translator.load(name, qEnvironmentVariable("CLUSTERGATE_QM_DIR")))
            QCoreApplication::installTranslator(&m_translator);
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("workspace lab test SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
    }

    void cleanupTestCase() { m_lab.down(); }

    void clusterStreamsIntoOverviewTreeAndNodeView()
    {
        Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        ClusterRecord c;
        c.name = QStringLiteral("lab-sg");
        c.region = QStringLiteral("SG");
        c.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        bastion.label = QStringLiteral("bastion1");
        c.jumps = {bastion};
        const auto id = console.inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        const QStringList addresses = m_lab.nodeAddresses();
        QVERIFY(addresses.size() >= 3);
        QList<NodeRecord> nodes;
        for (int i = 0; i < 3; ++i) {
            NodeRecord n;
            n.name = QStringLiteral("h200-00%1").arg(i + 1);
            n.endpoint.host = addresses[i];
            n.endpoint.user = QStringLiteral("root");
            nodes << n;
        }
        QVERIFY(console.inventory().upsertNodes(id.value(), nodes).ok());
        // The host keys as the provider would hand them over: the lab's own key files, in ~/.ssh/known_hosts.
        QVERIFY(QDir(m_home.path()).mkpath(QStringLiteral(".ssh")));
        QFile known(m_home.filePath(QStringLiteral(".ssh/known_hosts")));
        QVERIFY(known.open(QIODevice::WriteOnly));
        const auto keyLines = [this](const QString &host, const QString &dir) {
            QByteArray out;
            for (const char *type : {"host_ed25519.pub", "host_ecdsa.pub"}) {
                QFile pub(m_lab.file(dir + QLatin1Char('/') + QLatin1String(type)));
                if (pub.open(QIODevice::ReadOnly)) {
                    const QList<QByteArray> f = pub.readAll().trimmed().split(' ');
                    if (f.size() >= 2)
                        out += host.toUtf8() + ' ' + f[0] + ' ' + f[1] + '\n';
                }
            }
            return out;
        };
        known.write(keyLines(bastion.host, QStringLiteral("bastion1")));
        for (const NodeRecord &n : nodes)
            known.write(keyLines(n.endpoint.host, QStringLiteral("node")));
        known.close();
        QVERIFY(known.size() > 0);

        MainWindow window(&console);
        window.resize(1360, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
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
        QVERIFY2(task != 0, "streaming (and the agent's deployment) is a task");
        const auto states = [fleet] {
            QStringList out;
            for (const QString &n : fleet->nodes())
                out << n + QLatin1String(": ") + FleetSession::stateName(fleet->status(n).state) +
                           QLatin1Char(' ') + fleet->status(n).reason;
            return out.join(QStringLiteral("; "));
        };
        CG_LAB_WAIT2(fleet->streamingCount() == 3, qPrintable(states()), 90000);
        QTRY_COMPARE_WITH_TIMEOUT(window.tasks()->task(task)->state, TaskState::Succeeded, 10000);

        // The tree: each node as the fleet says, not "not checked".
        for (const NodeRecord &n : nodes) {
            const QModelIndex state = model->indexOfNode(id.value(), n.name).siblingAtColumn(1);
            QTRY_COMPARE_WITH_TIMEOUT(state.data().toString(),
                                      FleetSession::stateName(FleetNodeState::Streaming), 10000);
        }
        // The Overview card: three nodes streaming, their six GPUs, the bastion up with its time.
        QVERIFY(window.navigate(QStringLiteral("overview")));
        OverviewView *overview = window.overview();
        overview->setRefreshIntervalMs(200);
        QTRY_VERIFY(overview->card(id.value()));
        ClusterCardWidget *card = overview->card(id.value());
        QTRY_COMPARE_WITH_TIMEOUT(window.overviewModel()->cards().first().nodesLive, 3, 20000);
        if (qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE")) // the English text
            QTRY_VERIFY2(card->line(QStringLiteral("nodes")).contains(QStringLiteral("3 streaming")),
                         qPrintable(card->line(QStringLiteral("nodes"))));
        const ClusterCard figures = window.overviewModel()->cards().first();
        QTRY_COMPARE_WITH_TIMEOUT(window.overviewModel()->cards().first().gpusBusy +
                                      window.overviewModel()->cards().first().gpusIdle,
                                  6, 20000);
        QVERIFY(figures.hops.size() == 1 && figures.hops.first().known && figures.hops.first().up);
        const QString shots = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR");
        const QString suffix = qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE")
                                   ? QString()
                                   : QLatin1Char('-') + qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_LOCALE");
        if (!shots.isEmpty()) {
            QTest::qWait(2500);
            QVERIFY(
                window.grab().save(shots + QStringLiteral("/overview") + suffix + QStringLiteral(".png")));
        }

        // A node view: that node's samples, not this machine's.
        const QString key = NodeView::key(id.value(), QStringLiteral("h200-002"));
        QVERIFY(window.navigate(key));
        auto *view = qobject_cast<NodeView *>(window.workspace()->view(key));
        QVERIFY(view);
        QTRY_VERIFY2_WITH_TIMEOUT(
            view->stateLabel()->text().contains(FleetStore::statusText(NodeStatus::Live)),
            qPrintable(view->stateLabel()->text()), 20000);
        const auto snapshot = fleet->store().node(QStringLiteral("h200-002"));
        QVERIFY(snapshot && !snapshot->hostName.isEmpty());
        QVERIFY(view->stateLabel()->text().contains(snapshot->hostName));
        QTRY_COMPARE_WITH_TIMEOUT(view->detail()->charts().first()->lineCount(), 2, 20000);
        if (!shots.isEmpty()) {
            QTest::qWait(3000);
            QVERIFY(
                window.grab().save(shots + QStringLiteral("/node-view") + suffix + QStringLiteral(".png")));
        }
        console.stopFleet(id.value(), true);
        QTRY_VERIFY_WITH_TIMEOUT(fleet->settledCount() == 3, 30000);
    }

    // Issue 33, remembered work: the terminal tabs open at the close are there again after the restart, each
    // a live shell on its node through the bastion (titled as before); the dead node's tab says it is not
    // connected and offers Reconnect instead of vanishing.
    void terminalTabsComeBackLiveAfterRestart()
    {
        qint64 id = 0;
        const QString live = QStringLiteral("term-001");
        const QString dead = QStringLiteral("term-dead");
        const QString liveKey = QStringLiteral("terminal:%1/%2");
        QString liveTitle;
        QString deadTitle;
        {
            Console console;
            console.open();
            ClusterRecord c;
            c.name = QStringLiteral("lab-term");
            c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519_pass"))}; // as most people's keys
            ssh::Endpoint bastion;
            bastion.host = m_lab.value("BASTION1");
            bastion.user = QStringLiteral("root");
            bastion.label = QStringLiteral("bastion1");
            c.jumps = {bastion};
            NodeRecord up;
            up.name = live;
            up.endpoint.host = m_lab.nodeAddresses().value(0);
            up.endpoint.user = QStringLiteral("root");
            NodeRecord down = up;
            down.name = dead;
            down.endpoint.host = QStringLiteral("198.18.4.250"); // nothing answers there
            const auto saved = console.inventory().saveCluster(c, {up, down});
            QVERIFY2(saved.ok(), qPrintable(saved.error()));
            id = saved.value();
            QVERIFY(writeKnownHosts(bastion.host, {up.endpoint.host}));

            MainWindow window(&console);
            std::atomic<int> asked{0};
            answerPassphrase(console, &asked);
            window.useClusterTerminals();
            window.resize(1360, 860);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            for (const QString &node : {live, dead}) {
                QVERIFY(window.navigate(NodeView::key(id, node)));
                auto *view = qobject_cast<NodeView *>(window.workspace()->view(NodeView::key(id, node)));
                QVERIFY(view && view->terminalButton()->isEnabled());
                QTest::mouseClick(view->terminalButton(), Qt::LeftButton);
                QCOMPARE(window.workspace()->currentKey(), liveKey.arg(id).arg(node));
            }
            auto *first = qobject_cast<TerminalTab *>(window.workspace()->view(liveKey.arg(id).arg(live)));
            QVERIFY(first);
            CG_LAB_WAIT(first->session()->state() == terminal::TerminalSession::State::Running, 60000);
            liveTitle = window.workspace()->tabs()->tabText(
                window.workspace()->tabs()->indexOf(first->parentWidget()->parentWidget()));
            auto *second = qobject_cast<TerminalTab *>(window.workspace()->view(liveKey.arg(id).arg(dead)));
            QVERIFY(second);
            deadTitle = second->windowTitle();
            window.close();
        }

        Console console;
        console.open();
        MainWindow window(&console);
        std::atomic<int> asked{0}; // the passphrase, typed by the person (no keychain here)
        answerPassphrase(console, &asked);
        Workspace *ws = window.workspace();
        // Restored with the window's views, before the application plugs in the cluster terminals.
        QVERIFY2(ws->isOpen(liveKey.arg(id).arg(live)), qPrintable(ws->openKeys().join(u',')));
        QVERIFY(ws->isOpen(liveKey.arg(id).arg(dead)));
        window.useClusterTerminals(); // as the application does, after the window restored its tabs
        window.resize(1360, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<TerminalTab *>(ws->view(liveKey.arg(id).arg(live))), 30000);
        auto *shell = qobject_cast<TerminalTab *>(ws->view(liveKey.arg(id).arg(live)));
        QCOMPARE(shell->windowTitle().isEmpty(), false);
        const int at = ws->tabs()->indexOf(shell->parentWidget()->parentWidget());
        QVERIFY(at >= 0);
        QCOMPARE(ws->tabs()->tabText(at), liveTitle);
        CG_LAB_WAIT(shell->session()->state() == terminal::TerminalSession::State::Running, 60000);
        // Live: a command typed in the restored tab runs on the node.
        QVERIFY(window.navigate(liveKey.arg(id).arg(live)));
        shell->deliver("echo restored-$((6*7))\n");
        const auto screenText = [shell] {
            QStringList lines;
            for (int r = 0; r < shell->session()->screen()->rows(); ++r)
                lines << shell->session()->screen()->lineText(r);
            return lines.join(u'\n');
        };
        QTRY_VERIFY2_WITH_TIMEOUT(screenText().contains(QStringLiteral("restored-42")),
                                  qPrintable(screenText()), 30000);

        // The dead node's tab is there too, titled as before, saying it is not connected, with Reconnect.
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<TerminalTab *>(ws->view(liveKey.arg(id).arg(dead))), 30000);
        auto *deadTab = qobject_cast<TerminalTab *>(ws->view(liveKey.arg(id).arg(dead)));
        QCOMPARE(deadTab->windowTitle(), deadTitle);
        CG_LAB_WAIT(deadTab->disconnectedBarVisible(), 120000);
        QVERIFY2(deadTab->disconnectedBarText().contains(dead), qPrintable(deadTab->disconnectedBarText()));
        QPushButton *reconnect = nullptr;
        for (QPushButton *b : deadTab->findChildren<QPushButton *>())
            reconnect = b->text() == QLatin1String("Reconnect") ? b : reconnect;
        QVERIFY(window.navigate(liveKey.arg(id).arg(dead)));
        QVERIFY(reconnect && reconnect->isVisible() && reconnect->isEnabled());
        // Both terminals through the one bastion with the one key: asked once after the restart (the key's
        // passphrase; no keychain remembers it here), not once per terminal.
        QVERIFY2(asked.load() == 1, qPrintable(QString::number(asked.load())));
        QVERIFY(console.inventory().removeCluster(id).ok());
    }

private:
    // The person at the console types the key's passphrase when asked (in place of the window's dialog).
    static void answerPassphrase(Console &console, std::atomic<int> *asked)
    {
        console.ssh().setPrompter([asked](const ssh::PromptRequest &req, QString *answer) {
            if (req.kind != ssh::PromptRequest::KeyPassphrase)
                return false;
            ++*asked;
            *answer = QStringLiteral("correct horse");
            return true;
        });
    }

    // ~/.ssh/known_hosts gets the lab's host keys for the bastion and `nodes` (as a provider hands them
    // over).
    bool writeKnownHosts(const QString &bastion, const QStringList &nodes)
    {
        if (!QDir(m_home.path()).mkpath(QStringLiteral(".ssh")))
            return false;
        QFile known(m_home.filePath(QStringLiteral(".ssh/known_hosts")));
        if (!known.open(QIODevice::Append))
            return false;
        const auto keyLines = [this](const QString &host, const QString &dir) {
            QByteArray out;
            for (const char *type : {"host_ed25519.pub", "host_ecdsa.pub"}) {
                QFile pub(m_lab.file(dir + QLatin1Char('/') + QLatin1String(type)));
                if (pub.open(QIODevice::ReadOnly)) {
                    const QList<QByteArray> f = pub.readAll().trimmed().split(' ');
                    if (f.size() >= 2)
                        out += host.toUtf8() + ' ' + f[0] + ' ' + f[1] + '\n';
                }
            }
            return out;
        };
        known.write(keyLines(bastion, QStringLiteral("bastion1")));
        for (const QString &n : nodes)
            known.write(keyLines(n, QStringLiteral("node")));
        return known.size() > 0;
    }

    QTemporaryDir m_home;
    test::NetLab m_lab;
    QTranslator m_translator;
};

QTEST_MAIN(TestWorkspaceLab)
#include "tst_workspace_lab.moc"
