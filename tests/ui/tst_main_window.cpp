// SPDX-License-Identifier: GPL-3.0-or-later
// The main window, offscreen, with the real local agent: charts receive points; pause, zoom and
// window state behave. Set CLUSTERGATE_SCREENSHOT=file.png to keep a picture of the window.
#include "charts/chart_panel.h"
#include "charts/live_view.h"
#include "main/main_window.h"
#include "models/targets_model.h"
#include "services/console.h"
#include "ssh/cluster_dialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

using namespace cg::services;
using namespace cg::ui;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
    }

    void chartsReceivePoints()
    {
        Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        console.localAgent().setIntervalMs(200);
        MainWindow window(&console);
        window.resize(1280, 860);
        window.show();
        QVERIFY(window.navigate(QStringLiteral("clusters"))); // this machine's charts
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QElapsedTimer sinceStart;
        sinceStart.start();
        console.localAgent().start();

        LiveView *live = window.liveView();
        QCOMPARE(live->target(), QStringLiteral("local"));
        QStringList titles;
        for (ChartPanel *p : live->panels())
            titles << p->title();
        QVERIFY(titles.contains(QStringLiteral("CPU")));
        QVERIFY(titles.contains(QStringLiteral("Memory")));
        QVERIFY(titles.contains(QStringLiteral("Network")));
        QVERIFY(titles.contains(QStringLiteral("TCP retransmits")));

        // The first points arrive within a few seconds of start; every host chart gets some.
        QTRY_VERIFY_WITH_TIMEOUT(live->panels().first()->pointsShown() >= 1, 10000);
        qInfo("first CPU chart point drawn %lld ms after the agent was started", sinceStart.elapsed());
        for (ChartPanel *p : live->panels())
            QTRY_VERIFY2_WITH_TIMEOUT(p->pointsShown() >= 2, qPrintable(p->title()), 10000);
        ChartPanel *cpu = live->panels().first();
        const QList<QPointF> pts = cpu->pointsOf(0);
        for (const QPointF &pt : pts) {
            QVERIFY(pt.y() >= 0 && pt.y() <= 100);
            QVERIFY(pt.x() <= 0.5 && pt.x() >= -live->windowSeconds() - 5);
        }

        // Pause freezes what is drawn although samples keep arriving.
        live->setPaused(true);
        QTest::qWait(700);
        const QList<QPointF> frozen = cpu->pointsOf(0);
        const quint64 ingested = console.store().samplesIngested();
        QTest::qWait(700);
        QCOMPARE(cpu->pointsOf(0), frozen);
        QVERIFY(console.store().samplesIngested() > ingested); // data keeps arriving while paused
        live->setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(cpu->pointsOf(0) != frozen, 5000);

        const QByteArray shot = qgetenv("CLUSTERGATE_SCREENSHOT");
        if (!shot.isEmpty()) {
            QTest::qWait(4000);
            QVERIFY(window.grab().save(QString::fromLocal8Bit(shot)));
        }
    }

    // GPU charts appear as soon as the target's samples carry GPUs.
    void gpuChartsAppearWithGpus()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QVERIFY(window.navigate(QStringLiteral("clusters"))); // this machine's charts
        LiveView *live = window.liveView();
        const int hostPanels = int(live->panels().size());
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < 5; ++i) {
            cg::proto::Sample s;
            s.timestampMs = now - 4000 + i * 1000;
            s.cpuPercent = 10;
            for (quint32 g = 0; g < 2; ++g) {
                cg::proto::GpuSample gs;
                gs.index = g;
                gs.valid = cg::proto::GpuSample::Memory | cg::proto::GpuSample::SmClock;
                gs.utilization = 90;
                gs.memTotalBytes = 100;
                gs.memUsedBytes = 50;
                gs.powerW = 600;
                gs.temperatureC = 60;
                gs.smClockMHz = 1980;
                s.gpus.push_back(gs);
            }
            console.store().ingest(cg::LocalAgent::kTargetId, s);
        }
        QTRY_COMPARE_WITH_TIMEOUT(int(live->panels().size()), hostPanels + 8, 3000);
        ChartPanel *load = nullptr;
        for (ChartPanel *p : live->panels()) {
            if (p->title() == QLatin1String("GPU 1 load"))
                load = p;
        }
        QVERIFY(load);
        QTRY_VERIFY_WITH_TIMEOUT(load->pointsShown() >= 5, 3000);
        QCOMPARE(load->pointsOf(0).last().y(), 90.0);
        QCOMPARE(load->pointsOf(1).last().y(), 50.0);
        QCOMPARE(load->seriesName(0), QStringLiteral("utilization: 90 %"));
    }

    void zoomStepsThroughSpans()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        LiveView *live = window.liveView();
        live->setWindowSeconds(300);
        live->zoomIn();
        QCOMPARE(live->windowSeconds(), 120);
        live->zoomOut();
        live->zoomOut();
        QCOMPARE(live->windowSeconds(), 600);
        live->setWindowSeconds(100000);
        QCOMPARE(live->windowSeconds(), 3600);
        // Keyboard: Ctrl+- zooms out, Space pauses.
        live->setWindowSeconds(300);
        QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(live->windowSeconds(), 600);
        QTest::keyClick(&window, Qt::Key_Space);
        QVERIFY(live->isPaused());
    }

    // Walk 6: Ctrl+Q inside a terminal tab is the shell's; Ctrl+Shift+Q, which the terminal leaves to the
    // window, quits too.
    void quitHasAKeyATerminalLeavesToTheWindow()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        const auto *quit = window.findChild<QAction *>(QStringLiteral("QuitAction"));
        QVERIFY(quit);
        QVERIFY(quit->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q)));
        QVERIFY(quit->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Q)));
    }

    void windowStateIsRemembered()
    {
        {
            Console console;
            console.open();
            MainWindow window(&console);
            window.show();
            window.liveView()->setWindowSeconds(900);
            window.resize(1001, 707);
            window.close();
        }
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QCOMPARE(window.liveView()->windowSeconds(), 900);
        QCOMPARE(window.size(), QSize(1001, 707));
    }

    // Clusters from the inventory appear with their hops and nodes; checking one reports every node.
    void clusterCheckReportsEachNode()
    {
        Console console;
        console.open();
        cg::ClusterRecord c;
        c.name = QStringLiteral("lab-%1").arg(QDateTime::currentMSecsSinceEpoch());
        const auto id = console.inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        QList<cg::NodeRecord> nodes;
        for (int i = 0; i < 3; ++i) {
            cg::NodeRecord n;
            n.name = QStringLiteral("n%1").arg(i);
            n.endpoint.host = QStringLiteral("127.0.0.1");
            n.endpoint.port = 1; // nothing listens: refused at once, no network needed
            n.endpoint.label = n.name;
            nodes << n;
        }
        QVERIFY(console.inventory().upsertNodes(id.value(), nodes).ok());
        MainWindow window(&console);
        window.show();
        auto *tree = window.findChild<QTreeView *>();
        QVERIFY(tree);
        auto *model = qobject_cast<TargetsModel *>(tree->model());
        const QModelIndex node = model->indexOfNode(id.value(), QStringLiteral("n1"));
        QVERIFY(node.isValid());
        tree->setCurrentIndex(node);
        QAction *check = nullptr;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->text() == QLatin1String("&Check Connectivity"))
                check = a;
        }
        QVERIFY(check);
        QVERIFY(check->isEnabled());
        check->trigger();
        for (int i = 0; i < 3; ++i) {
            const QModelIndex state =
                model->indexOfNode(id.value(), QStringLiteral("n%1").arg(i)).siblingAtColumn(1);
            QTRY_VERIFY2_WITH_TIMEOUT(
                state.data().toString().startsWith(QStringLiteral("connection refused")),
                qPrintable(state.data().toString()), 15000);
        }
        QTRY_VERIFY_WITH_TIMEOUT(check->isEnabled(), 5000);
        const QByteArray shots = qgetenv("CLUSTERGATE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            window.resize(1280, 800);
            QTest::qWait(500);
            QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/clusters.png")));
        }
    }

    // A jump host that refuses: its row says "down" with the reason, and the nodes behind it say which hop
    // failed.
    void downJumpHostIsShownOnItsRow()
    {
        Console console;
        console.open();
        cg::ClusterRecord c;
        c.name = QStringLiteral("behind-%1").arg(QDateTime::currentMSecsSinceEpoch());
        cg::ssh::Endpoint jump;
        jump.host = QStringLiteral("127.0.0.1");
        jump.port = 1;
        jump.label = QStringLiteral("gate");
        c.jumps = {jump};
        const auto id = console.inventory().addCluster(c);
        QVERIFY(id.ok());
        cg::NodeRecord n;
        n.name = QStringLiteral("gpu-01");
        n.endpoint.host = QStringLiteral("10.255.0.1");
        QVERIFY(console.inventory().upsertNodes(id.value(), {n}).ok());
        MainWindow window(&console);
        window.show();
        auto *tree = window.findChild<QTreeView *>();
        auto *model = qobject_cast<TargetsModel *>(tree->model());
        tree->setCurrentIndex(model->indexOfNode(id.value(), QStringLiteral("gpu-01")));
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->text() == QLatin1String("&Check Connectivity"))
                a->trigger();
        }
        const QModelIndex node = model->indexOfNode(id.value(), QStringLiteral("gpu-01")).siblingAtColumn(1);
        QTRY_VERIFY2_WITH_TIMEOUT(node.data().toString().contains(QStringLiteral("hop 1 (gate)")),
                                  qPrintable(node.data().toString()), 15000);
        const QModelIndexList hops =
            model->match(model->index(0, 0), TargetsModel::HopKeyRole, TargetsModel::hopKey(jump), -1,
                         Qt::MatchExactly | Qt::MatchRecursive);
        QVERIFY(!hops.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(hops.first().siblingAtColumn(1).data().toString(), QStringLiteral("down"),
                                  5000);
        QVERIFY(hops.first()
                    .siblingAtColumn(1)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("refused")));
    }

    // A damaged database: the user is told, the file is untouched, and the live charts still work.
    // The connection manager: a cluster typed in the dialog appears in the tree with its hops and
    // nodes, selected; Delete (after a confirmation) removes it.
    void clusterAddedAndDeletedFromTheWindow()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto action = [&](const QString &text) {
            for (QAction *a : window.findChildren<QAction *>()) {
                if (a->text() == text)
                    return a;
            }
            return static_cast<QAction *>(nullptr);
        };
        const QString name = QStringLiteral("typed-%1").arg(QDateTime::currentMSecsSinceEpoch());
        bool filled = false;
        QTimer::singleShot(200, this, [&] {
            auto *dialog = qobject_cast<ClusterDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->findChildren<QLineEdit *>().first()->setText(name);
            const auto edits = dialog->findChildren<QPlainTextEdit *>();
            edits[1]->setPlainText(QStringLiteral("ops@jump.example.net"));
            edits[2]->setPlainText(QStringLiteral("gpu-001 10.0.0.11\ngpu-002 10.0.0.12"));
            filled = true;
            dialog->accept();
        });
        action(QStringLiteral("&New Cluster…"))->trigger();
        QVERIFY(filled);
        auto *tree = window.findChild<QTreeView *>();
        auto *model = qobject_cast<TargetsModel *>(tree->model());
        const auto clusters = console.inventory().clusters().value();
        qint64 id = 0;
        for (const cg::ClusterRecord &c : clusters) {
            if (c.name == name)
                id = c.id;
        }
        QVERIFY(id > 0);
        QCOMPARE(tree->currentIndex(), model->indexOfCluster(id));
        QCOMPARE(model->rowCount(model->indexOfCluster(id)), 3); // one hop, two nodes
        QVERIFY(model->indexOfNode(id, QStringLiteral("gpu-002")).isValid());
        QAction *del = action(QStringLiteral("&Delete Cluster…"));
        QVERIFY(del->isEnabled());
        QTimer::singleShot(200, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        del->trigger();
        QVERIFY(!model->indexOfCluster(id).isValid());
        QVERIFY(!console.inventory().cluster(id).ok());
        // The inventory audited both changes with them, once each: the window writes no rows of its own.
        cg::ledger::AuditQuery q;
        q.text = QStringLiteral("cluster:") + name;
        q.limit = -1;
        const auto rows = console.auditLog()->rows(q);
        QVERIFY(rows.ok());
        QStringList actions;
        for (const cg::ledger::AuditRow &r : rows.value())
            actions << r.action;
        QCOMPARE(actions,
                 (QStringList{QStringLiteral("cluster.created"), QStringLiteral("cluster.deleted")}));
    }

    void databaseProblemDoesNotStopLiveCharts()
    {
        QTemporaryDir other;
        QFile junk(other.filePath(QStringLiteral("clustergate.sqlite")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(4096, 'x'));
        junk.close();
        qputenv("CLUSTERGATE_HOME", other.path().toUtf8());
        Console console;
        console.open();
        QVERIFY(!console.databaseError().isEmpty());
        QCOMPARE(console.targets().size(), 1); // "This machine" is still there
        QString warning;
        QTimer::singleShot(300, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                warning = box->text();
                box->accept();
            }
        });
        console.localAgent().setIntervalMs(200);
        MainWindow window(&console);
        window.show();
        QVERIFY(window.navigate(QStringLiteral("clusters"))); // this machine's charts
        console.localAgent().start();
        QTRY_VERIFY_WITH_TIMEOUT(!warning.isEmpty(), 5000);
        QVERIFY(warning.contains(QStringLiteral("clustergate.sqlite")));
        QTRY_VERIFY_WITH_TIMEOUT(window.liveView()->panels().first()->pointsShown() >= 1, 10000);
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        QCOMPARE(QFileInfo(junk.fileName()).size(), qint64(4096));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
