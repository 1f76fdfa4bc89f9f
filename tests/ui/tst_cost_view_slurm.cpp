// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Cost on the real Slurm behind the netlab bastion (issue 33: the cluster's accounting over the
// hub; issue 34: the idle-waste report in a view). Two two-GPU jobs of two projects run on the cluster; the
// view's Read from Cluster reads their accounting through the console's hub and the saved cluster's jump
// chain, off the GUI thread (Cancel stops waiting); the idle-waste table joins them with a utilization
// history in which proj-vision's GPUs sat idle: allocated and used GPU-hours per project, the waste priced
// by the cluster's contract. With CLUSTERGATE_SCREENSHOT_DIR set, the view is saved as idle-waste.png (run
// under tests/ui/run_on_screen.sh: Xvfb with openbox).
#include "common/paths.h"
#include "history/history_recorder.h"
#include "inventory/inventory.h"
#include "netlab/netlab.h"
#include "planning/cost_view.h"
#include "services/cluster_accounting.h"
#include "services/task_list.h"
#include "slurm/slurm_node.h"
#include "ssh/connection_hub.h"
#include "storage/database.h"

#include <QComboBox>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace cg;

namespace {

constexpr int kReadMs = 120000;
const QString kCluster = QStringLiteral("lab-slurm");

} // namespace

class TestCostViewSlurm : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    test::NetLab m_lab;
    test::SlurmNode m_slurm;

    QByteArray onNode(const QStringList &command)
    {
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_SLURM_NODE_SCRIPT),
                QStringList{QStringLiteral("exec"), m_lab.dir()} + command);
        p.waitForFinished(60000);
        return p.readAllStandardOutput() + p.readAllStandardError();
    }

    // Submits a two-GPU job for `account` and waits until Slurm says it completed; its job id.
    QString runJob(const QString &account, int seconds)
    {
        const QByteArray out = onNode(
            {QStringLiteral("sbatch"), QStringLiteral("--parsable"), QStringLiteral("--account=") + account,
             QStringLiteral("--gres=gpu:2"), QStringLiteral("--partition=high"),
             QStringLiteral("--output=/dev/null"), QStringLiteral("--wrap=sleep %1").arg(seconds)});
        const QString id = QString::fromUtf8(out).trimmed().section(QLatin1Char(';'), 0, 0);
        if (id.isEmpty() || !id.at(0).isDigit())
            return QString::fromUtf8(out);
        for (int i = 0; i < 600; ++i) { // readiness poll: the job's state, not a fixed sleep
            const QByteArray state = onNode({QStringLiteral("scontrol"), QStringLiteral("-o"),
                                             QStringLiteral("show"), QStringLiteral("job"), id});
            if (state.contains("JobState=COMPLETED"))
                return id;
            if (state.contains("JobState=FAILED") || state.contains("JobState=CANCELLED"))
                return QString::fromUtf8(state);
            QThread::msleep(200);
        }
        return QStringLiteral("job %1 did not complete").arg(id);
    }

    static double cell(QTableWidget *t, int row, int column)
    {
        bool ok = false;
        const double v = t->item(row, column)->text().section(QLatin1Char(' '), 0, 0).toDouble(&ok);
        return ok ? v : -1;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("Slurm cost view SKIPPED: %1").arg(why)));
        const QString slurm = m_slurm.up(m_lab);
        if (slurm.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(slurm));
        if (!slurm.isEmpty())
            QSKIP(qPrintable(QStringLiteral("Slurm cost view SKIPPED: %1").arg(slurm)));
        QVERIFY(m_lab.enterClientNamespace());
    }

    void idleWasteFromTheClustersAccounting()
    {
        // The saved cluster: its login node behind the bastion, 3600 a GPU-hour (one a GPU-second) in its
        // contract.
        Database db;
        QVERIFY(db.open(paths::databaseFile()).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = kCluster;
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        c.jumps = {bastion};
        c.contract.gpuHourPrice = 3600;
        c.contract.currency = QStringLiteral("USD");
        NodeRecord node;
        node.name = QStringLiteral("cg-node");
        node.endpoint.host = m_lab.value("NODE");
        node.endpoint.user = QStringLiteral("root");
        const auto id = inv.saveCluster(c, {node});
        QVERIFY2(id.ok(), qPrintable(id.error()));
        ClusterRecord empty;
        empty.name = QStringLiteral("lab-empty");
        QVERIFY(inv.saveCluster(empty, {}).ok());

        const QDateTime before = QDateTime::currentDateTimeUtc();
        const QString a = runJob(QStringLiteral("proj-vision"), 3);
        QVERIFY2(!a.isEmpty() && a.at(0).isDigit(), qPrintable(a));
        const QDateTime between = QDateTime::currentDateTimeUtc();
        // Slurm records whole seconds: proj-speech's job starts a whole second after the history's switch.
        const QDateTime switchPast = QDateTime::fromSecsSinceEpoch(between.toSecsSinceEpoch() + 2, Qt::UTC);
        while (QDateTime::currentDateTimeUtc() < switchPast)
            QThread::msleep(50);
        const QString b = runJob(QStringLiteral("proj-speech"), 3);
        QVERIFY2(!b.isEmpty() && b.at(0).isDigit(), qPrintable(b));
        const QDateTime after = QDateTime::currentDateTimeUtc();

        // The GPUs at 0 % while proj-vision's job ran, at 90 % during proj-speech's: the console's history.
        {
            history::HistoryRecorder rec;
            QVERIFY(rec.open(history::HistoryRecorder::defaultFile()).ok());
            std::vector<history::HistoryPoint> points;
            for (int gpu = 0; gpu < 4; ++gpu) {
                history::SeriesKey key;
                key.metric = QStringLiteral("gpu_util");
                key.labels = {{QStringLiteral("cluster"), kCluster},
                              {QStringLiteral("node"), QStringLiteral("cg-node")},
                              {QStringLiteral("gpu"), QString::number(gpu)}};
                const quint32 sid = rec.seriesId(key);
                for (qint64 t = before.toMSecsSinceEpoch() - 2000; t < after.toMSecsSinceEpoch() + 2000;
                     t += 250)
                    points.push_back({sid, t, t < between.toMSecsSinceEpoch() ? 0.0f : 90.0f});
            }
            rec.append(points);
            rec.flush();
            rec.close();
        }

        ssh::ConnectionHub hub;
        ssh::SessionOptions local;
        local.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        local.useAgent = false;
        ui::CostView v;
        v.priceField()->setText(QStringLiteral("1")); // the contract's price wins for its cluster
        v.priceField()->setText(QStringLiteral("1"));
        v.resize(1400, 900);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        // No hub yet (Cost opened outside the console): only the file import; the button says so.
        v.setClusters(inv.clusters().value());
        QVERIFY(!v.readButton()->isEnabled());
        QVERIFY(v.readButton()->toolTip().contains(QLatin1String("Import Job Records")));
        v.setHub(&hub, paths::databaseFile(), local);
        QCOMPARE(v.clusterChoice()->count(), 2); // the saved clusters
        QVERIFY(v.readButton()->isEnabled());

        // A cluster that cannot be asked (no login node saved): the error says what to do instead.
        v.clusterChoice()->setCurrentText(QStringLiteral("lab-empty"));
        QCOMPARE(v.clusterChoice()->currentText(), QStringLiteral("lab-empty"));
        QTest::mouseClick(v.readButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!v.isReading(), kReadMs);
        QVERIFY2(v.readText().contains(QLatin1String("Could not read the accounting of lab-empty")),
                 qPrintable(v.readText()));
        QVERIFY2(v.readText().contains(QLatin1String("Import Job Records")), qPrintable(v.readText()));
        QCOMPARE(v.wasteTable()->rowCount(), 0);
        v.clusterChoice()->setCurrentText(kCluster);
        QCOMPARE(v.clusterChoice()->currentText(), kCluster);

        // Cancel stops waiting at once; nothing is imported.
        QTest::mouseClick(v.readButton(), Qt::LeftButton);
        QVERIFY(v.isReading());
        QVERIFY(!v.readButton()->isEnabled());
        QVERIFY(v.cancelButton()->isVisible());
        QTest::mouseClick(v.cancelButton(), Qt::LeftButton);
        QVERIFY(!v.isReading());
        QVERIFY2(v.readText().contains(QLatin1String("cancelled")), qPrintable(v.readText()));
        QCOMPARE(v.wasteTable()->rowCount(), 0);

        // Read from Cluster: the GUI thread stays free (the test's event loop turns while it reads).
        QTest::mouseClick(v.readButton(), Qt::LeftButton);
        QVERIFY(v.isReading());
        QTRY_VERIFY_WITH_TIMEOUT(!v.isReading(), kReadMs);
        QVERIFY2(v.readText().contains(QLatin1String("2 job record")), qPrintable(v.readText()));
        QVERIFY2(v.priceSourceText().contains(QLatin1String("from its contract")),
                 qPrintable(v.priceSourceText()));

        QTableWidget *t = v.wasteTable();
        QCOMPARE(t->rowCount(), 2);
        QHash<QString, int> row;
        for (int r = 0; r < t->rowCount(); ++r)
            row.insert(t->item(r, 0)->text(), r);
        QVERIFY(row.contains(QStringLiteral("proj-vision")));
        QVERIFY(row.contains(QStringLiteral("proj-speech")));
        const double maxHours = 2 * double(before.secsTo(after) + 2) / 3600.0;
        for (int r = 0; r < 2; ++r) {
            const double allocated = cell(t, r, 1);
            // At least the 3 s slept on 2 GPUs; at most the time the test waited for it.
            QVERIFY2(allocated >= 2 * 3 / 3600.0 * 0.999 && allocated <= maxHours,
                     qPrintable(t->item(r, 1)->text()));
        }
        // Allocated and idle: all of proj-vision's hours are waste, at the contract's one a GPU-second.
        const int vision = row.value(QStringLiteral("proj-vision"));
        QCOMPARE(t->item(vision, 2)->text(), QStringLiteral("0"));
        QCOMPARE(t->item(vision, 3)->text(), t->item(vision, 1)->text());
        QVERIFY(t->item(vision, 4)->text().endsWith(QLatin1String(" USD")));
        QVERIFY2(qAbs(cell(t, vision, 4) - cell(t, vision, 3) * 3600) < 0.01,
                 qPrintable(t->item(vision, 4)->text()));
        QVERIFY(cell(t, vision, 4) >= 6.0 - 0.01);
        // Busy at 90 %: none of proj-speech's hours are idle.
        const int speech = row.value(QStringLiteral("proj-speech"));
        QCOMPARE(t->item(speech, 3)->text(), QStringLiteral("0"));
        QCOMPARE(t->item(speech, 4)->text(), QStringLiteral("0.00 USD"));
        QVERIFY2(qAbs(cell(t, speech, 2) - cell(t, speech, 1) * 0.9) <= 1e-3 * cell(t, speech, 1),
                 qPrintable(t->item(speech, 2)->text()));

        // The cancelled read's thread ends too (its command answered): none is left using the hub.
        QTRY_COMPARE_WITH_TIMEOUT(services::AccountingRead::running(), 0, kReadMs);

        const QString shots = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            QVERIFY(QDir().mkpath(shots));
            QVERIFY(v.grab().save(shots + QStringLiteral("/idle-waste.png")));
        }
    }

    // Walk 5: Read from Cluster on a cluster without Slurm (scontrol there, but no Slurm configuration)
    // printed scontrol's stderr four times over, once per node, with no task row; the contract's price did
    // not show before any record was read. Now: one sentence, each node's error under the tooltip, a task row
    // whose Cancel reaches the read, and the chosen cluster's contract price named at once.
    void noSlurmSaidOnceAsATask()
    {
        Database db;
        QVERIFY(db.open(paths::databaseFile()).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("lab-bare");
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        c.contract.gpuHourPrice = 3.2;
        c.contract.currency = QStringLiteral("USD");
        QList<NodeRecord> nodes; // the bastion, twice: an sshd where no Slurm is configured
        for (const char *name : {"bare-1", "bare-2"}) {
            NodeRecord n;
            n.name = QString::fromLatin1(name);
            n.endpoint.host = m_lab.value("BASTION1");
            n.endpoint.user = QStringLiteral("root");
            nodes << n;
        }
        const auto id = inv.saveCluster(c, nodes);
        QVERIFY2(id.ok(), qPrintable(id.error()));

        ssh::ConnectionHub hub;
        ssh::SessionOptions local;
        local.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        local.useAgent = false;
        services::TaskList tasks;
        ui::CostView v;
        v.priceField()->setText(QStringLiteral("2.5"));
        v.setClusters(inv.clusters().value());
        v.setHub(&hub, paths::databaseFile(), local);
        v.setTaskList(&tasks);
        v.clusterChoice()->setCurrentText(QStringLiteral("lab-bare"));
        QCOMPARE(v.clusterChoice()->currentText(), QStringLiteral("lab-bare"));
        // The chosen cluster's contract price, before any record.
        QVERIFY2(
            v.priceSourceText().contains(QLatin1String("lab-bare: 3.20 USD per GPU-hour from its contract")),
            qPrintable(v.priceSourceText()));

        QVERIFY(v.readFromCluster());
        QCOMPARE(tasks.tasks().size(), 1);
        const services::TaskInfo task = tasks.tasks().first();
        QVERIFY2(task.title.contains(QLatin1String("lab-bare")), qPrintable(task.title));
        QVERIFY(task.cancellable);
        QTRY_VERIFY_WITH_TIMEOUT(!v.isReading(), kReadMs);
        QVERIFY2(v.readText().contains(QLatin1String("no node of lab-bare has Slurm's accounting")),
                 qPrintable(v.readText()));
        QVERIFY2(v.readText().contains(QLatin1String("Import Job Records")), qPrintable(v.readText()));
        QVERIFY2(!v.readText().contains(QLatin1String("scontrol:")), qPrintable(v.readText()));
        QVERIFY2(!v.readText().contains(QLatin1Char('\n')), qPrintable(v.readText()));
        // Each node's error as it came, under the tooltip.
        QVERIFY2(v.readDetails().contains(QLatin1String("bare-1")) &&
                     v.readDetails().contains(QLatin1String("bare-2")),
                 qPrintable(v.readDetails()));
        QCOMPARE(tasks.task(task.id)->state, services::TaskState::Failed);
        QCOMPARE(tasks.task(task.id)->message, v.readText());
        // Shown on one line, elided to the room there is (two wrapped lines hid the tables' titles at
        // 1280x720); all of it and the nodes' errors in the tooltip.
        {
            auto *line = v.findChild<QLabel *>(QStringLiteral("CostReadState"));
            QVERIFY(line);
            QVERIFY(!line->wordWrap());
            const QString shown = line->text();
            QVERIFY2(shown == v.readText() ||
                         (shown.endsWith(QChar(0x2026)) && v.readText().startsWith(shown.chopped(1))),
                     qPrintable(shown));
            QVERIFY(line->toolTip().contains(v.readText()));
            QVERIFY(line->toolTip().contains(QLatin1String("bare-1")));
        }

        // The task row's Cancel reaches the read.
        QVERIFY(v.readFromCluster());
        const quint64 second = tasks.tasks().last().id;
        QVERIFY(second != task.id);
        QVERIFY(tasks.cancel(second));
        QVERIFY(!v.isReading());
        QCOMPARE(tasks.task(second)->state, services::TaskState::Cancelled);
        QTRY_COMPARE_WITH_TIMEOUT(services::AccountingRead::running(), 0, kReadMs);
        QVERIFY(inv.removeCluster(id.value()).ok());
    }
};

QTEST_MAIN(TestCostViewSlurm)
#include "tst_cost_view_slurm.moc"
