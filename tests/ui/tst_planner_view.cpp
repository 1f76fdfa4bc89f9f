// SPDX-License-Identifier: GPL-3.0-or-later
// Planning windows offscreen: the planner's worked example in both group sizes with its arithmetic,
// sensitivity table and tornado chart, validation as typed, inputs remembered; training; the alerts
// list with Acknowledge and History, and a notification only for NEW critical alerts; the cost view's
// projects, daily series, budget and jumps from real Slurm records.
#include "export/alert_log.h"
#include "export/alert_relay.h"
#include "planning/alert_thresholds_dialog.h"
#include "planning/alerts_view.h"
#include "planning/cluster_choice_view.h"
#include "planning/cost_view.h"
#include "planning/planner_view.h"
#include "planning/planning_menu.h"
#include "services/alert_center.h"
#include "services/console.h"
#include "storage/database.h"

#include <QPushButton>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;
using namespace cg::planning;

namespace {

QString fixture(const char *name)
{
    QFile f(QStringLiteral(CLUSTERGATE_FIXTURES "/planning/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void setWorkedExample(PlannerView &v)
{
    v.field(QStringLiteral("qps"))->setText(QStringLiteral("60"));
    v.field(QStringLiteral("in"))->setText(QStringLiteral("1000"));
    v.field(QStringLiteral("out"))->setText(QStringLiteral("300"));
    v.field(QStringLiteral("tps"))->setText(QStringLiteral("2500"));
    v.field(QStringLiteral("batch_eff"))->setText(QStringLiteral("2"));
    v.field(QStringLiteral("util"))->setText(QStringLiteral("0.7"));
    v.field(QStringLiteral("headroom"))->setText(QStringLiteral("0.25"));
}

} // namespace

class TestPlannerView : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_home.reset(new QTemporaryDir);
        qputenv("CLUSTERGATE_HOME", m_home->path().toUtf8());
    }

    void workedExample_data()
    {
        QTest::addColumn<int>("group");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("lastLine");
        QTest::newRow("group 1") << 1 << 28 << QStringLiteral("ceil(27.857) = 28 GPUs");
        QTest::newRow("group 8") << 8 << 32 << QStringLiteral("4 x 8 = 32 GPUs");
    }

    void workedExample()
    {
        QFETCH(int, group);
        QFETCH(int, gpus);
        QFETCH(QString, lastLine);
        PlannerView v;
        setWorkedExample(v);
        v.groupSize()->setValue(group);
        QCOMPARE(v.gpus(), gpus);
        QVERIFY2(v.resultText().startsWith(QString::number(gpus)), qPrintable(v.resultText()));
        QVERIFY(v.errorText().isEmpty());
        QVERIFY2(v.arithmeticText().contains(QStringLiteral("60 x (1000 + 300) = 78000")),
                 qPrintable(v.arithmeticText()));
        QVERIFY2(v.arithmeticText().endsWith(lastLine), qPrintable(v.arithmeticText()));
        QCOMPARE(v.sensitivityTable()->rowCount(), 7);
        QCOMPARE(v.sensitivityTable()->item(0, 2)->text(),
                 group == 1 ? QStringLiteral("23") : QStringLiteral("24"));
        QCOMPARE(v.tornadoCategories(), 7);
    }

    void zones()
    {
        PlannerView v;
        setWorkedExample(v);
        v.groupSize()->setValue(8);
        QVERIFY(!v.surviveZoneLoss()->isEnabled()); // one zone: nothing to survive
        v.zones()->setValue(3);
        QVERIFY(v.surviveZoneLoss()->isEnabled());
        v.surviveZoneLoss()->setChecked(true);
        QVERIFY2(v.resultText().contains(QStringLiteral("48 over 3 zones")), qPrintable(v.resultText()));
        QVERIFY(v.arithmeticText().contains(QStringLiteral("2 + 2 + 2")));
    }

    void invalidInputsAreExplained_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("util above 1")
            << QStringLiteral("util") << QStringLiteral("1.5") << QStringLiteral("at most 1");
        QTest::newRow("zero qps") << QStringLiteral("qps") << QStringLiteral("0")
                                  << QStringLiteral("greater than 0");
        QTest::newRow("not a number")
            << QStringLiteral("tps") << QStringLiteral("fast") << QStringLiteral("'fast'");
        QTest::newRow("negative headroom")
            << QStringLiteral("headroom") << QStringLiteral("-0.1") << QStringLiteral("headroom");
    }

    void invalidInputsAreExplained()
    {
        QFETCH(QString, key);
        QFETCH(QString, text);
        QFETCH(QString, mentions);
        PlannerView v;
        setWorkedExample(v);
        v.field(key)->setText(text);
        QCOMPARE(v.gpus(), 0);
        QVERIFY2(v.errorText().contains(mentions), qPrintable(v.errorText()));
        QCOMPARE(v.sensitivityTable()->rowCount(), 0);
        v.field(key)->setText(QStringLiteral("0.5")); // fixed as typed
        QVERIFY2(v.errorText().isEmpty(), qPrintable(v.errorText()));
        QVERIFY(v.gpus() > 0);
    }

    void inputsAreRemembered()
    {
        {
            PlannerView v;
            setWorkedExample(v);
            v.field(QStringLiteral("qps"))->setText(QStringLiteral("120"));
            v.groupSize()->setValue(8);
            v.trainingGpus()->setValue(64);
            v.accept();
        }
        PlannerView again;
        QCOMPARE(again.field(QStringLiteral("qps"))->text(), QStringLiteral("120"));
        QCOMPARE(again.groupSize()->value(), 8);
        QCOMPARE(again.trainingGpus()->value(), 64);
        QCOMPARE(again.gpus(), 56); // 120 QPS: 55.7 -> 56 -> 7 groups of 8
    }

    void training()
    {
        PlannerView v;
        v.tabs()->setCurrentIndex(1);
        v.field(QStringLiteral("steps"))->setText(QStringLiteral("7200"));
        v.field(QStringLiteral("step_s"))->setText(QStringLiteral("1"));
        v.trainingGpus()->setValue(1);
        v.field(QStringLiteral("ckpt_s"))->setText(QStringLiteral("50"));
        v.field(QStringLiteral("mtbf_h"))->setText(QStringLiteral("1"));
        v.field(QStringLiteral("restart_s"))->setText(QStringLiteral("120"));
        v.field(QStringLiteral("interval_s"))->setText(QStringLiteral("0"));
        QVERIFY2(v.trainingText().contains(QStringLiteral("Young")), qPrintable(v.trainingText()));
        QVERIFY2(v.trainingText().contains(QStringLiteral("sqrt(2 x 50 s x 3600 s) = 600 s")),
                 qPrintable(v.trainingText()));
        QVERIFY(v.trainingErrorText().isEmpty());
        v.field(QStringLiteral("step_s"))->setText(QStringLiteral("0"));
        QVERIFY(v.trainingErrorText().contains(QStringLiteral("step time")));
    }

    void alertsListAcknowledgeAndHistory()
    {
        AlertCenter center(0);
        AlertsView view(&center);
        QCOMPARE(view.activeTable()->rowCount(), 0);
        QVERIFY(view.status()->text().contains(QStringLiteral("No active alerts")));
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
        center.engine().addHeartbeat(
            AgentHeartbeat{QStringLiteral("sg-h200"), QStringLiteral("h200-007"), t0});
        center.evaluate(t0.addSecs(600));
        QCOMPARE(view.activeTable()->rowCount(), 1); // refreshed by the center's signal
        QCOMPARE(view.activeTable()->item(0, 0)->text(), QStringLiteral("critical"));
        QCOMPARE(view.activeTable()->item(0, 1)->text(), QStringLiteral("sg-h200"));
        QVERIFY(view.activeTable()->item(0, 3)->text().contains(QStringLiteral("h200-007")));
        QVERIFY(!view.activeTable()->item(0, 6)->text().isEmpty()); // what to do
        QCOMPARE(view.activeTable()->item(0, 5)->text(), QStringLiteral("no"));
        view.activeTable()->selectRow(0);
        QVERIFY2(view.detail()->text().contains(QStringLiteral("What to do: Check that h200-007")),
                 qPrintable(view.detail()->text()));
        QCOMPARE(view.acknowledgeSelected(), 1);
        QVERIFY(view.activeTable()->item(0, 5)->text() != QStringLiteral("no"));
        QCOMPARE(center.engine().unacknowledgedCount(), 0);
        // The agent speaks again: cleared, kept in the history.
        center.engine().addHeartbeat(
            AgentHeartbeat{QStringLiteral("sg-h200"), QStringLiteral("h200-007"), t0.addSecs(700)});
        center.evaluate(t0.addSecs(701));
        QCOMPARE(view.activeTable()->rowCount(), 0);
        QCOMPARE(view.historyTable()->rowCount(), 1);
        QVERIFY(!view.historyTable()->item(0, 5)->text().isEmpty());
    }

    // Issue 34: alerts are kept in history. The window's history begins with its alert center; what fired
    // and cleared before a restart comes from the profile's alert log (written by the window's relay), in
    // the console's words (the kind's name, not Alertmanager's alertname), with what to do.
    void alertsHistoryOutlivesARestart()
    {
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
        {
            cg::exporting::AlertLog log;
            QVERIFY(log.open().ok());
            AlertCenter before(0);
            cg::exporting::AlertRelay relay(before, &log, nullptr, nullptr);
            before.engine().addHeartbeat(
                AgentHeartbeat{QStringLiteral("sg-h200"), QStringLiteral("h200-007"), t0});
            // A second node stays silent: its alert is still firing when this console stops.
            before.engine().addHeartbeat(
                AgentHeartbeat{QStringLiteral("sg-h200"), QStringLiteral("h200-008"), t0});
            before.evaluate(t0.addSecs(600));
            before.engine().addHeartbeat(
                AgentHeartbeat{QStringLiteral("sg-h200"), QStringLiteral("h200-007"), t0.addSecs(700)});
            before.evaluate(t0.addSecs(701));
            const auto rows = log.list();
            QVERIFY(rows.ok());
            QCOMPARE(rows.value().size(), 2);
        }
        AlertCenter after(0); // the console started again
        AlertsView view(&after);
        QCOMPARE(view.activeTable()->rowCount(), 0);
        QCOMPARE(view.historyTable()->rowCount(), 2);
        int cleared = -1, open = -1;
        for (int r = 0; r < 2; ++r)
            (view.historyTable()->item(r, 3)->text().contains(QStringLiteral("h200-007")) ? cleared : open) =
                r;
        QVERIFY(cleared >= 0 && open >= 0);
        QCOMPARE(view.historyTable()->item(cleared, 1)->text(), QStringLiteral("sg-h200"));
        QCOMPARE(view.historyTable()->item(cleared, 2)->text(), kindName(AlertKind::AgentStale));
        QVERIFY(!view.historyTable()->item(cleared, 5)->text().isEmpty()); // cleared
        // Not active since the restart (no evaluation raised it again): not "active" beside an empty Active
        // tab, but open when the console stopped.
        QCOMPARE(view.historyTable()->item(open, 5)->text(), QStringLiteral("open when the console stopped"));
        view.tabs()->setCurrentIndex(1);
        view.historyTable()->selectRow(cleared);
        QVERIFY2(view.detail()->text().contains(QStringLiteral("What to do: Check that h200-007")),
                 qPrintable(view.detail()->text()));
    }

    // Issue 33: the advice is buttons that do it. A silent agent on a node of a cluster in the inventory
    // (a real SQLite profile) offers Restart Agent on the node, Check the cluster and Open the node, each
    // asking the window for exactly that; an alert about a cluster the inventory does not know offers
    // nothing it cannot do, and the advice names `clustergate agent restart CLUSTER/NODE`.
    void alertActionsAreButtonsThatDoIt()
    {
        Database db;
        QVERIFY(db.open(m_home->filePath(QStringLiteral("actions.sqlite"))).ok());
        Inventory inventory(db);
        ClusterRecord c;
        c.name = QStringLiteral("lab-otp");
        const auto id = inventory.addCluster(c);
        QVERIFY(id.ok());
        NodeRecord n;
        n.name = QStringLiteral("gpu01");
        n.endpoint.host = QStringLiteral("198.18.4.10");
        QVERIFY(inventory.upsertNodes(id.value(), {n}).ok());

        AlertCenter center(0);
        AlertsView view(&center);
        view.setInventory(&inventory);
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
        center.engine().addHeartbeat(AgentHeartbeat{QStringLiteral("lab-otp"), QStringLiteral("gpu01"), t0});
        center.engine().addHeartbeat(AgentHeartbeat{QStringLiteral("gone"), QStringLiteral("n1"), t0});
        center.evaluate(t0.addSecs(600));
        QCOMPARE(view.activeTable()->rowCount(), 2);
        int known = -1, gone = -1;
        for (int r = 0; r < 2; ++r)
            (view.activeTable()->item(r, 1)->text() == QLatin1String("lab-otp") ? known : gone) = r;
        QVERIFY(known >= 0 && gone >= 0);
        QVERIFY2(view.activeTable()->item(known, 6)->text().contains(
                     QStringLiteral("clustergate agent restart lab-otp/gpu01")),
                 qPrintable(view.activeTable()->item(known, 6)->text()));

        view.activeTable()->selectRow(known);
        QPushButton *restart = view.actionButton(services::AlertAction::RestartAgent);
        QPushButton *check = view.actionButton(services::AlertAction::CheckCluster);
        QPushButton *open = view.actionButton(services::AlertAction::OpenNode);
        QVERIFY(!restart->isHidden() && restart->isEnabled());
        QVERIFY(!check->isHidden() && !open->isHidden());
        QVERIFY2(restart->text().contains(QStringLiteral("gpu01")), qPrintable(restart->text()));
        QSignalSpy restarts(&view, &AlertsView::restartAgentRequested);
        QSignalSpy checks(&view, &AlertsView::checkClusterRequested);
        QSignalSpy opens(&view, &AlertsView::openNodeRequested);
        restart->click();
        check->click();
        open->click();
        QCOMPARE(restarts.size(), 1);
        QCOMPARE(restarts.first().at(0).toLongLong(), id.value());
        QCOMPARE(restarts.first().at(1).toString(), QStringLiteral("gpu01"));
        QCOMPARE(checks.size(), 1);
        QCOMPARE(checks.first().at(0).toLongLong(), id.value());
        QCOMPARE(opens.size(), 1);
        QCOMPARE(opens.first().at(1).toString(), QStringLiteral("gpu01"));

        view.activeTable()->clearSelection();
        view.activeTable()->selectRow(gone);
        QVERIFY(restart->isHidden() && check->isHidden() && open->isHidden());
    }

    // Issue 33: Thresholds… is a form with the values in use (here from a file: its defaults and one
    // cluster's own), edited per scope; OK puts the edited set in use, and the next evaluation follows it.
    void thresholdsAreAFormWithTheCurrentValues()
    {
        AlertCenter center(0);
        const QString path = m_home->filePath(QStringLiteral("form.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("defaults:\n  gpu_idle_minutes: 45\n  agent_stale_seconds: 120\nclusters:\n  sg-h200:\n"
                "    agent_stale_seconds: 60\n");
        f.close();
        QVERIFY(center.loadThresholds(path).ok());
        AlertThresholdsDialog form(&center);
        QCOMPARE(form.field(QStringLiteral("gpu_idle_minutes"))->value(), 45.0);
        QCOMPARE(form.field(QStringLiteral("agent_stale_seconds"))->value(), 120.0);
        QCOMPARE(form.field(QStringLiteral("link_rtt_ms"))->value(), 300.0); // a built-in default
        QCOMPARE(form.scope()->count(), 2);
        form.scope()->setCurrentIndex(1); // sg-h200's own values
        QCOMPARE(form.field(QStringLiteral("agent_stale_seconds"))->value(), 60.0);
        form.field(QStringLiteral("agent_stale_seconds"))->setValue(30);
        form.scope()->setCurrentIndex(0);
        QCOMPARE(form.field(QStringLiteral("agent_stale_seconds"))->value(), 120.0);
        form.field(QStringLiteral("gpu_idle_minutes"))->setValue(20);
        form.accept();
        QCOMPARE(center.engine().thresholds().defaults.gpuIdleMinutes, 20);
        QCOMPARE(center.engine().thresholds().forCluster(QStringLiteral("sg-h200")).agentStaleSeconds, 30);
        QCOMPARE(center.engine().thresholds().defaults.agentStaleSeconds, 120);
        // In use: a node of sg-h200 silent for 40 s is now an alert; one of another cluster is not.
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
        center.engine().addHeartbeat(AgentHeartbeat{QStringLiteral("sg-h200"), QStringLiteral("n1"), t0});
        center.engine().addHeartbeat(AgentHeartbeat{QStringLiteral("jp-h200"), QStringLiteral("n1"), t0});
        center.evaluate(t0.addSecs(40));
        QCOMPARE(center.engine().active().size(), 1);
        QCOMPARE(center.engine().active().first().cluster, QStringLiteral("sg-h200"));
    }

    void notifiesOnlyNewCriticalAlerts()
    {
        AlertCenter center(0);
        QSignalSpy critical(&center, &AlertCenter::criticalRaised);
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
        center.engine().addHeartbeat(AgentHeartbeat{QStringLiteral("c"), QStringLiteral("n1"), t0});
        center.evaluate(t0.addSecs(100));
        QCOMPARE(critical.count(), 1);
        center.evaluate(t0.addSecs(200)); // still silent: the same alert, no second notification
        center.evaluate(t0.addSecs(300));
        QCOMPARE(critical.count(), 1);
        // A warning (queue growing) is listed but not notified.
        for (int i = 0; i < 7; ++i) {
            SlurmSnapshot s;
            s.cluster = QStringLiteral("c");
            s.time = t0.addSecs(400 + i * 60);
            s.pending = i + 1;
            center.engine().addSlurmSnapshot(s);
            center.evaluate(s.time);
        }
        QCOMPARE(center.engine().active().size(), 2);
        QCOMPARE(critical.count(), 1);
        QCOMPARE(center.notificationsSent(), 1);
    }

    void thresholdFileErrors()
    {
        AlertCenter center(0);
        const QString path = m_home->filePath(QStringLiteral("alerts.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("defaults:\n  gpu_idle_minutes: 0\n");
        f.close();
        const Status st = center.loadThresholds(path);
        QVERIFY(!st.ok());
        QVERIFY2(st.error().contains(QStringLiteral("gpu_idle_minutes")), qPrintable(st.error()));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("defaults:\n  gpu_idle_minutes: 10\nclusters:\n  sg: {agent_stale_seconds: 30}\n");
        f.close();
        QVERIFY(center.loadThresholds(path).ok());
        QCOMPARE(center.engine().thresholds().forCluster(QStringLiteral("sg")).agentStaleSeconds, 30);
        QCOMPARE(center.engine().thresholds().forCluster(QStringLiteral("sg")).gpuIdleMinutes, 10);
    }

    void costFromSlurmRecords()
    {
        CostView v;
        v.priceField()->setText(QStringLiteral("3600")); // per GPU-hour: one per GPU-second, easy to check
        v.budgetField()->setText(QStringLiteral("10"));
        // Issue 33: empty, it names the formats its import reads (not a bare file dialog).
        QVERIFY2(v.statusText().contains(QStringLiteral("scontrol -o show job")) &&
                     v.statusText().contains(QStringLiteral("jobcomp/filetxt")),
                 qPrintable(v.statusText()));
        QVERIFY(v.importText(fixture("jobcomp_filetxt.txt"), QStringLiteral("jobcomp.txt")).ok());
        QVERIFY2(v.statusText().contains(QStringLiteral("without a GPU count")), qPrintable(v.statusText()));
        QVERIFY(v.importText(fixture("scontrol_show_job.txt"), QStringLiteral("scontrol.txt")).ok());
        QVERIFY2(v.statusText().contains(QStringLiteral("1 job(s) without a GPU count")),
                 qPrintable(v.statusText()));
        // Jobs 1 (2 GPUs x 2 s), 2 (1 x 0 s), 4 (3 x 2 s), 5 (2 x 2 s): 14 GPU-seconds; job 6 pending.
        QCOMPARE(v.projectTable()->rowCount(), 4); // proj-a, proj-c, proj-b, root
        QCOMPARE(v.projectTable()->item(0, 0)->text(), QStringLiteral("proj-a"));
        QCOMPARE(v.projectTable()->item(0, 3)->text(), QStringLiteral("10.00 USD"));
        QCOMPARE(v.jobTable()->rowCount(), 6);
        QCOMPARE(v.days(), 1);
        QCOMPARE(v.overBudgetDays(), 1); // 14 > 10
        // 14 GPU-seconds at 3600 per GPU-hour = 14; 7 GB of egress at 2 = 14; 2,000 requests: 14 per 1,000.
        v.termField(QStringLiteral("egress_per_gb"))->setText(QStringLiteral("2"));
        v.termField(QStringLiteral("egress_gb"))->setText(QStringLiteral("7"));
        v.termField(QStringLiteral("requests"))->setText(QStringLiteral("2000"));
        QVERIFY2(v.per1kText().startsWith(QStringLiteral("Cost per 1,000 requests: 14.00 USD")),
                 qPrintable(v.per1kText()));
        QVERIFY(v.per1kText().contains(QStringLiteral("(14 + 14 + 0) / (2000 / 1000)")));
        v.termField(QStringLiteral("prepaid_share"))->setText(QStringLiteral("1.5"));
        QVERIFY2(v.statusText().contains(QStringLiteral("prepaid share")), qPrintable(v.statusText()));
        v.termField(QStringLiteral("prepaid_share"))->setText(QStringLiteral("0"));
        QVERIFY(!v.importText(QStringLiteral("garbage"), QStringLiteral("bad.txt")).ok());
        QCOMPARE(v.jobTable()->rowCount(), 6); // a bad file changes nothing
    }

    void menu()
    {
        QMainWindow w;
        Console console; // the alerts are the console's, not the window's
        QMenu *m = addPlanningMenu(&w, &console);
        QCOMPARE(m->actions().size(), 5); // Planner, Alerts, Cost, Cluster Choice, Inference
        QCOMPARE(m->actions().at(0)->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
        QCOMPARE(m->actions().at(1)->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
        QVERIFY(m->actions().at(1)->isEnabled());
        m->actions().at(0)->trigger();
        QVERIFY(w.findChild<PlannerView *>() != nullptr);
        m->actions().at(0)->trigger(); // the same window again, not a second one
        QCOMPARE(w.findChildren<PlannerView *>().size(), 1);
        m->actions().at(1)->trigger();
        QVERIFY(w.findChild<AlertsView *>() != nullptr);
        m->actions().at(2)->trigger();
        QVERIFY(w.findChild<CostView *>() != nullptr);
        m->actions().at(3)->trigger(); // a console without a database: candidates are typed
        QVERIFY(w.findChild<ClusterChoiceView *>() != nullptr);
        QMainWindow bare;
        QVERIFY(!addPlanningMenu(&bare)->actions().at(1)->isEnabled()); // no console: no alerts to show
    }

private:
    std::unique_ptr<QTemporaryDir> m_home;
};

QTEST_MAIN(TestPlannerView)
#include "tst_planner_view.moc"
