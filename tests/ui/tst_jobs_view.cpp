// SPDX-License-Identifier: GPL-3.0-or-later
// Clusters > Jobs, offscreen, against the real single-node Slurm on the namespaced login node behind the
// bastion: a spec typed in the submit form runs to COMPLETED in the queue and its log shows its output;
// a spec reading a dataset the ledger has not cleared is refused with the reason; a sleeping job is
// cancelled; "Switch Cluster" sends a job's spec to another saved cluster and the gate is asked again for
// that cluster's region. A login node made unreachable mid-run (its address dropped at the bastion, so its
// connection stalls rather than fails) delays only its own cluster's queue: the other cluster's keeps
// updating over the same bastion login, and the cut one recovers when the node is back. Needs root
// (namespaces) and slurm-wlm; skips loudly otherwise.
#include "inventory/inventory.h"
#include "jobs/jobs_view.h"
#include "netlab/netlab.h"
#include "services/jobs_service.h"
#include "services/task_list.h"
#include "slurm/slurm_node.h"
#include "ssh/connection_hub.h"
#include "storage/database.h"

#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;

namespace {

constexpr int kWaitMs = 90000;

const char *const kHello = "name: hello\nqueue: low\nresources:\n  cpu: 1\ntime_limit: 5m\n"
                           "command: |\n  echo \"hello from the jobs view\"\n";
const char *const kSleeper = "name: sleeper\nqueue: low\nresources:\n  cpu: 1\ntime_limit: 5m\n"
                             "command: |\n  echo sleeping\n  sleep 300\n";
// The guides' example (docs/jobs.md) with a short command: high-speed interconnect, object-store URIs.
const char *const kGuide = R"yaml(job:
  name: guide-from-the-gui
  priority: normal
  queue: training-shared
  replicas: 4
  worker:
    resources:
      accelerators: 8
      cpu: 64
      memory_gb: 512
      interconnect: high-speed
    command: |
      echo "guide from the gui: $(cat "$CG_DATASET_DIR/tokens.txt") on $SLURM_NNODES nodes"
  storage:
    dataset: object-store://<bucket>/datasets/v3
    checkpoint: object-store://<bucket>/ckpt/guide-from-the-gui
  restartPolicy: on-failure
  maxRetries: 1
)yaml";
const char *const kGated =
    "name: gated\nqueue: low\ncommand: echo never runs\ndatasets:\n  - id: patients-2026\n";

} // namespace

class TestJobsView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("jobs view test SKIPPED: %1").arg(why)));
        const QString slurm = m_slurm.up(m_lab);
        if (slurm.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(slurm));
        if (!slurm.isEmpty())
            QSKIP(qPrintable(QStringLiteral("jobs view test SKIPPED: %1").arg(slurm)));
        QVERIFY(m_lab.enterClientNamespace());

        QVERIFY(m_db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        Inventory inv(m_db);
        const auto add = [&](const char *name, const char *region) {
            ClusterRecord c;
            c.name = QString::fromLatin1(name);
            c.region = QString::fromLatin1(region);
            c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
            ssh::Endpoint bastion;
            bastion.host = m_lab.value("BASTION1");
            bastion.user = QStringLiteral("root");
            c.jumps = {bastion};
            NodeRecord login;
            login.name = QStringLiteral("login-1");
            login.endpoint.host = m_lab.value("NODE");
            login.endpoint.user = QStringLiteral("root");
            return inv.saveCluster(c, {login}).value();
        };
        m_lab1 = add("lab-de", "DE");
        m_lab2 = add("lab-sg", "SG");
    }

    void cleanupTestCase()
    {
        m_slurm.down();
        m_lab.down();
    }

    void submitMonitorLogsCancelAndSwitch()
    {
        Inventory inv(m_db);
        const services::JobsServiceOptions o = jobsOptions();
        ssh::ConnectionHub hub;
        ui::JobsView view(&inv, &hub, o);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setCluster(m_lab1);
        // Walk 4: no job chosen, no job action offered (Cancel Job…, Requeue, Hold, ... were enabled).
        QCOMPARE(view.jobButtons().size(), 6);
        for (const QPushButton *b : view.jobButtons())
            QVERIFY2(!b->isEnabled(), qPrintable(b->text()));

        // A malformed spec is refused here, with line and column, before anything is sent.
        view.specEditor()->setPlainText(QStringLiteral("name: [oops\n"));
        view.submit(false);
        QVERIFY2(view.statusText().contains(QStringLiteral("line")), qPrintable(view.statusText()));

        // The ledger has cleared nothing: a spec reading a dataset is refused with the reason.
        view.specEditor()->setPlainText(QString::fromLatin1(kGated));
        view.submit(false);
        QTRY_VERIFY_WITH_TIMEOUT(view.statusText().contains(QStringLiteral("compliance gate")), kWaitMs);
        QVERIFY2(view.statusText().contains(QStringLiteral("patients-2026")), qPrintable(view.statusText()));
        // "Request Export…" asks for the export that would clear it: the job's datasets, cluster, purpose.
        QVERIFY(view.requestExportButton()->isVisibleTo(&view));
        QSignalSpy asked(&view, &ui::JobsView::exportRequested);
        view.requestExportButton()->click();
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.first().at(0).toStringList(), QStringList{QStringLiteral("patients-2026")});
        QCOMPARE(asked.first().at(1).toLongLong(), m_lab1);
        QVERIFY(asked.first().at(2).toString().contains(QStringLiteral("gated")));

        view.specEditor()->setPlainText(QString::fromLatin1(kHello));
        QVERIFY(view.showScript().contains(QStringLiteral("#SBATCH")));
        view.submit(false);
        QTRY_VERIFY_WITH_TIMEOUT(!view.lastJobId().isEmpty(), kWaitMs);
        QVERIFY(!view.requestExportButton()->isVisibleTo(&view)); // not blocked any more
        const QString hello = view.lastJobId();
        const auto stateOf = [&](const QString &id) {
            view.refresh();
            for (int r = 0; r < view.queue()->rowCount(); ++r) {
                if (view.queue()->item(r, ui::JobsView::Id)->text() == id)
                    return view.queue()->item(r, ui::JobsView::State)->text();
            }
            return QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(hello), QStringLiteral("COMPLETED"), kWaitMs);
        view.selectJob(hello);
        for (const QPushButton *b : view.jobButtons())
            QVERIFY2(b->isEnabled(), qPrintable(b->text()));
        view.loadLog(false);
        QTRY_VERIFY_WITH_TIMEOUT(
            view.log()->toPlainText().contains(QStringLiteral("hello from the jobs view")), kWaitMs);

        view.specEditor()->setPlainText(QString::fromLatin1(kSleeper));
        view.submit(false);
        QTRY_VERIFY_WITH_TIMEOUT(view.lastJobId() != hello && !view.lastJobId().isEmpty(), kWaitMs);
        const QString sleeper = view.lastJobId();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(sleeper), QStringLiteral("RUNNING"), kWaitMs);
        view.selectJob(sleeper);
        view.act(jobs::JobAction::Cancel);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(sleeper), QStringLiteral("CANCELLED"), kWaitMs);

        // The same spec to the other saved cluster (same Slurm here, other region): sent again, gate asked.
        QVERIFY(view.switchCluster(hello, m_lab2));
        QCOMPARE(view.cluster(), m_lab2);
        QTRY_VERIFY_WITH_TIMEOUT(view.lastJobId() != sleeper && !view.lastJobId().isEmpty(), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(view.lastJobId()), QStringLiteral("COMPLETED"), kWaitMs);
    }

    // The guides' spec from the Jobs window on a saved cluster whose Placement and storage settings name
    // the high-speed feature, the switch topology and the mounted object store: the script carries them,
    // Slurm places it on the GPU nodes and it runs there; with the settings cleared it is refused.
    void guidesSpecUsesTheSavedPlacement()
    {
        const QString store = m_lab.file(QStringLiteral("gui-object-store"));
        QVERIFY(QDir().mkpath(store + QStringLiteral("/lab-bucket/datasets/v3")));
        {
            QFile tokens(store + QStringLiteral("/lab-bucket/datasets/v3/tokens.txt"));
            QVERIFY(tokens.open(QIODevice::WriteOnly));
            tokens.write("tokens=7\n");
        }
        Inventory inv(m_db);
        ClusterRecord c = inv.cluster(m_lab1).value();
        c.placement.interconnectFeature = QStringLiteral("ib");
        c.placement.topologySwitches = true;
        c.placement.switchesWaitMinutes = 1;
        c.placement.objectStoreRoot = store;
        c.placement.defaultBucket = QStringLiteral("lab-bucket");
        QVERIFY(inv.updateCluster(c).ok());

        const services::JobsServiceOptions o = jobsOptions();
        ssh::ConnectionHub hub;
        ui::JobsView view(&inv, &hub, o);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setCluster(m_lab1);
        view.specEditor()->setPlainText(QString::fromUtf8(kGuide));
        const QString script = view.showScript();
        for (const QString &line :
             {QStringLiteral("#SBATCH --constraint=ib"), QStringLiteral("#SBATCH --switches=1@00:01:00"),
              QStringLiteral("#SBATCH --nodes=4"), store + QStringLiteral("/lab-bucket/")})
            QVERIFY2(script.contains(line), qPrintable(line + QStringLiteral("\n---\n") + script));

        view.submit(true);
        QTRY_VERIFY_WITH_TIMEOUT(view.statusText().startsWith(QStringLiteral("Dry run")), kWaitMs);
        QVERIFY2(view.statusText().contains(QStringLiteral("cg-gpu[1-4]")), qPrintable(view.statusText()));

        const QString before = view.lastJobId();
        view.submit(false);
        QTRY_VERIFY_WITH_TIMEOUT(!view.lastJobId().isEmpty() && view.lastJobId() != before, kWaitMs);
        const QString id = view.lastJobId();
        const auto stateOf = [&]() {
            view.refresh();
            for (int r = 0; r < view.queue()->rowCount(); ++r) {
                if (view.queue()->item(r, ui::JobsView::Id)->text() == id)
                    return view.queue()->item(r, ui::JobsView::State)->text();
            }
            return QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(), QStringLiteral("COMPLETED"), kWaitMs);
        view.selectJob(id);
        view.loadLog(false);
        QTRY_VERIFY_WITH_TIMEOUT(
            view.log()->toPlainText().contains(QStringLiteral("guide from the gui: tokens=7 on 4 nodes")),
            kWaitMs);

        // The same cluster without its settings: refused in the window, nothing sent.
        c.placement.interconnectFeature.clear();
        c.placement.topologySwitches = false;
        QVERIFY(inv.updateCluster(c).ok());
        const QString refused = view.showScript();
        QVERIFY2(refused.contains(QStringLiteral("no topology information")) &&
                     refused.contains(QStringLiteral("Placement and storage")),
                 qPrintable(refused));
        view.submit(false);
        QTRY_VERIFY_WITH_TIMEOUT(view.statusText().contains(QStringLiteral("no topology information")),
                                 kWaitMs);
        QVERIFY(view.lastJobId().isEmpty());
        c.placement = ClusterPlacement{};
        QVERIFY(inv.updateCluster(c).ok());
    }

    // Walk 5: Jobs > Refresh on a cluster whose node has no working Slurm showed nothing at all. The button
    // now says it is asking at once (or that the listing sent before has not answered), then what came back
    // and when.
    void refreshSaysWhatHappened()
    {
        Inventory inv(m_db);
        ClusterRecord c = inv.cluster(m_lab1).value();
        c.id = 0;
        c.name = QStringLiteral("lab-bare");
        c.jumps.clear();
        NodeRecord bare; // the bastion: an sshd where the lab's Slurm does not run
        bare.name = QStringLiteral("bare-1");
        bare.endpoint.host = m_lab.value("BASTION1");
        bare.endpoint.user = QStringLiteral("root");
        const auto saved = inv.saveCluster(c, {bare});
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        auto remove = qScopeGuard([&] { (void)inv.removeCluster(saved.value()); });

        const services::JobsServiceOptions o = jobsOptions();
        ssh::ConnectionHub hub;
        for (const qint64 cluster : {m_lab1, saved.value()}) {
            ui::JobsView view(&inv, &hub, o);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.setCluster(cluster);
            QTRY_VERIFY2_WITH_TIMEOUT(view.statusText().startsWith(QLatin1String("Refreshed at ")),
                                      qPrintable(view.statusText()), kWaitMs);
            view.refreshNow();
            QVERIFY2(view.statusText().startsWith(QLatin1String("Asking ")), qPrintable(view.statusText()));
            view.refreshNow(); // before the answer: the listing in flight is not sent again, and it says so
            QVERIFY2(view.statusText().startsWith(QLatin1String("Still waiting for ")),
                     qPrintable(view.statusText()));
            QTRY_VERIFY2_WITH_TIMEOUT(view.statusText().startsWith(QLatin1String("Refreshed at ")),
                                      qPrintable(view.statusText()), kWaitMs);
        }
    }

    // Walk 6: Jobs > Refresh on a cluster whose first node (dead1) answers nothing waited on it, then said
    // in red that the scheduler "did not answer as expected", with "root@dead1: dead1: ..." as what it
    // printed, and no task row. The listing now goes on to the next node (the Slurm login node here) and
    // lists its queue; a Refresh that takes more than a moment is a row in the Tasks panel with Cancel;
    // when no node can be reached it says so in one sentence naming them (ErrorCode::Unreachable), not a
    // scheduler fault, and each node is named once in the details.
    void deadNodeIsPassedOver()
    {
        Inventory inv(m_db);
        ClusterRecord c = inv.cluster(m_lab1).value();
        c.id = 0;
        c.name = QStringLiteral("lab-dead-first");
        NodeRecord dead;
        dead.name = QStringLiteral("dead1");
        dead.endpoint.host = QStringLiteral("198.18.4.250"); // on the node link, answered by nothing
        dead.endpoint.user = QStringLiteral("root");
        NodeRecord live;
        live.name = QStringLiteral("n01");
        live.endpoint.host = m_lab.value("NODE");
        live.endpoint.user = QStringLiteral("root");
        const auto deadFirst = inv.saveCluster(c, {dead, live});
        QVERIFY2(deadFirst.ok(), qPrintable(deadFirst.error()));
        auto removeFirst = qScopeGuard([&] { (void)inv.removeCluster(deadFirst.value()); });
        c.name = QStringLiteral("lab-all-dead");
        NodeRecord dead2 = dead;
        dead2.name = QStringLiteral("dead2");
        dead2.endpoint.host = QStringLiteral("198.18.4.251");
        const auto allDead = inv.saveCluster(c, {dead, dead2});
        QVERIFY2(allDead.ok(), qPrintable(allDead.error()));
        auto removeAll = qScopeGuard([&] { (void)inv.removeCluster(allDead.value()); });
        QCOMPARE(inv.nodes(deadFirst.value()).value().first().name, QStringLiteral("dead1"));

        const services::JobsServiceOptions o = jobsOptions();
        ssh::ConnectionHub hub;
        services::TaskList tasks;
        {
            ui::JobsView view(&inv, &hub, o);
            view.setTaskList(&tasks);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.setCluster(deadFirst.value());
            view.refreshNow(); // the listing sent on choosing the cluster waits on dead1: a task row, now
            QVERIFY2(view.listTask() != 0, qPrintable(view.statusText()));
            const quint64 task = view.listTask();
            QVERIFY(tasks.task(task) && tasks.task(task)->running() && tasks.task(task)->cancellable);
            QVERIFY2(tasks.task(task)->title.contains(QStringLiteral("lab-dead-first")),
                     qPrintable(tasks.task(task)->title));
            QTRY_VERIFY2_WITH_TIMEOUT(view.statusText().startsWith(QLatin1String("Refreshed at ")),
                                      qPrintable(view.statusText()), kWaitMs);
            QVERIFY2(view.statusText().contains(QStringLiteral("on lab-dead-first")) &&
                         view.statusText().contains(QStringLiteral("job")),
                     qPrintable(view.statusText()));
            QVERIFY2(!view.statusText().contains(QStringLiteral("scheduler")), qPrintable(view.statusText()));
            QCOMPARE(tasks.task(task)->state, services::TaskState::Succeeded);
            QCOMPARE(view.listTask(), quint64(0));
            // The node that answered is asked first from now on: the next Refresh does not wait on dead1.
            view.refreshNow();
            QTRY_VERIFY2_WITH_TIMEOUT(view.statusText().startsWith(QLatin1String("Refreshed at ")),
                                      qPrintable(view.statusText()), kWaitMs);
            QVERIFY2(view.statusText().contains(QStringLiteral("on lab-dead-first")),
                     qPrintable(view.statusText()));

            // No node answers: one sentence naming the nodes tried, not the scheduler; each node once.
            view.setCluster(allDead.value());
            view.refreshNow();
            QTRY_VERIFY2_WITH_TIMEOUT(view.statusText().startsWith(QLatin1String("Refreshed at ")),
                                      qPrintable(view.statusText()), 2 * kWaitMs);
            const QString said = view.statusText().section(QLatin1Char('\n'), 0, 0);
            QVERIFY2(
                said.contains(QStringLiteral("lab-all-dead cannot be reached: none of its nodes answered")) &&
                    said.contains(QStringLiteral("dead1, dead2")) &&
                    said.contains(QStringLiteral("Check Connectivity")),
                qPrintable(said));
            QVERIFY2(!said.contains(QStringLiteral("scheduler")), qPrintable(said));
            const QString details = view.statusDetails();
            QVERIFY2(details.contains(QStringLiteral("dead1")) && details.contains(QStringLiteral("dead2")),
                     qPrintable(details));
            QVERIFY2(!details.contains(QStringLiteral("dead1: dead1")) &&
                         !details.contains(QStringLiteral("root@dead1")),
                     qPrintable(details));

            // Cancel in the Tasks panel stops the listing that waits on the dead nodes.
            view.refreshNow();
            QTRY_VERIFY_WITH_TIMEOUT(view.listTask() != 0, kWaitMs);
            const quint64 waiting = view.listTask();
            QVERIFY(tasks.cancel(waiting));
            QCOMPARE(tasks.task(waiting)->state, services::TaskState::Cancelled);
            QVERIFY2(view.statusText().contains(QStringLiteral("cancelled")), qPrintable(view.statusText()));
            QCOMPARE(view.listTask(), quint64(0));
        }

        // The fleet's word: a node it marks unreachable is not tried while another is left.
        services::JobsService service(o, &hub);
        service.setNodeHints([&](qint64) {
            services::AccountingNodeHints hints;
            hints.unreachable << QStringLiteral("dead1");
            return hints;
        });
        QSignalSpy listed(&service, &services::JobsService::listed);
        service.list(deadFirst.value());
        QTRY_COMPARE_WITH_TIMEOUT(listed.count(), 1, kWaitMs);
        QVERIFY2(listed.first().at(3).toString().isEmpty(), qPrintable(listed.first().at(3).toString()));

        // The jump host itself answers nothing: every node is behind it, so no other node is tried and the
        // sentence names the jump host.
        c.name = QStringLiteral("lab-no-bastion");
        c.jumps.first().host = QStringLiteral("198.18.1.250"); // on the bastion link, answered by nothing
        c.jumps.first().label.clear();
        NodeRecord live2 = live;
        live2.name = QStringLiteral("n02");
        const auto noBastion = inv.saveCluster(c, {live, live2});
        QVERIFY2(noBastion.ok(), qPrintable(noBastion.error()));
        auto removeNoBastion = qScopeGuard([&] { (void)inv.removeCluster(noBastion.value()); });
        service.list(noBastion.value());
        QTRY_COMPARE_WITH_TIMEOUT(listed.count(), 2, 2 * kWaitMs);
        const QString error = listed.at(1).at(3).toString();
        QCOMPARE(listed.at(1).at(4).value<cg::ErrorCode>(), cg::ErrorCode::Unreachable);
        QVERIFY2(error.contains(QStringLiteral("its jump host 198.18.1.250 did not answer")),
                 qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("n02")), qPrintable(error));
    }

    void deadLoginNodeDelaysOnlyItsCluster()
    {
        // A third cluster whose login node is the same Slurm host at another of its addresses.
        Inventory inv(m_db);
        const QString cutAddress = m_lab.value("NODES_FIRST");
        ClusterRecord c = inv.cluster(m_lab1).value();
        c.id = 0;
        c.name = QStringLiteral("lab-cut");
        NodeRecord login;
        login.name = QStringLiteral("login-cut");
        login.endpoint.host = cutAddress;
        login.endpoint.user = QStringLiteral("root");
        const auto saved = inv.saveCluster(c, {login});
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        const qint64 cut = saved.value();

        const services::JobsServiceOptions o = jobsOptions();
        ssh::ConnectionHub hub;
        services::JobsService service(o, &hub);
        QHash<qint64, int> listed, failed;
        QString cutError;
        connect(&service, &services::JobsService::listed, this,
                [&](quint64, qint64 cluster, const QList<jobs::JobStatus> &, const QString &error) {
                    if (error.isEmpty()) {
                        ++listed[cluster];
                    } else {
                        ++failed[cluster];
                        if (cluster == cut)
                            cutError = error;
                    }
                });
        service.list(m_lab1);
        service.list(cut);
        QTRY_VERIFY_WITH_TIMEOUT(listed.value(m_lab1) == 1 && listed.value(cut) == 1, kWaitMs);

        // The node's address is dropped at the bastion: its open connection stalls, silently.
        const QString bastionNs = m_lab.value("NS_BASTION1");
        const QStringList route = {QStringLiteral("-n"),        bastionNs,
                                   QStringLiteral("route"),     QString(),
                                   QStringLiteral("blackhole"), cutAddress + QStringLiteral("/32")};
        const auto ip = [&](const QString &verb) {
            QStringList args = route;
            args[3] = verb;
            return QProcess::execute(QStringLiteral("ip"), args);
        };
        QCOMPARE(ip(QStringLiteral("add")), 0);
        auto restore = qScopeGuard([&] { ip(QStringLiteral("del")); });
        service.list(cut);

        // Meanwhile the other cluster's queue keeps updating, on the same bastion login.
        for (int i = 2; i <= 6; ++i) {
            service.list(m_lab1);
            QTRY_COMPARE_WITH_TIMEOUT(listed.value(m_lab1), i, kWaitMs);
        }
        QCOMPARE(failed.value(m_lab1), 0);
        // ... while the cut cluster's request is still waiting for its node (so it really was cut).
        QVERIFY2(listed.value(cut) == 1 && failed.value(cut) == 0, qPrintable(cutError));

        // The node comes back: the stalled request ends (answered, or failed with its reason), and the
        // next list works.
        restore.dismiss();
        QCOMPARE(ip(QStringLiteral("del")), 0);
        QTRY_VERIFY_WITH_TIMEOUT(listed.value(cut) + failed.value(cut) == 2, kWaitMs);
        service.list(cut);
        QTRY_VERIFY_WITH_TIMEOUT(listed.value(cut) >= 2 && listed.value(cut) + failed.value(cut) == 3,
                                 kWaitMs);
        QVERIFY(inv.removeCluster(cut).ok());
    }

private:
    // The jobs service on this profile and the lab's known hosts, acting as "tester".
    services::JobsServiceOptions jobsOptions() const
    {
        services::JobsServiceOptions o;
        o.databaseFile = m_home.filePath(QStringLiteral("clustergate.sqlite"));
        o.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.useAgent = false;
        o.actor = QStringLiteral("tester");
        return o;
    }

    QTemporaryDir m_home;
    test::NetLab m_lab;
    test::SlurmNode m_slurm;
    Database m_db;
    qint64 m_lab1 = 0;
    qint64 m_lab2 = 0;
};

QTEST_MAIN(TestJobsView)
#include "tst_jobs_view.moc"
