// SPDX-License-Identifier: GPL-3.0-or-later
// The task list: progress is bounded, Cancel reaches the operation and ends the task as cancelled,
// finished tasks are kept up to a bound and running ones always; the Overview's summary of a real
// FleetStore and of a real ledger database.
#include "agent/fleet_store.h"
#include "jobs/slurm_records.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "planning/cost.h"
#include "protocol/messages.h"
#include "services/overview_model.h"
#include "services/task_list.h"
#include "storage/database.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::services;

class TestTaskList : public QObject
{
    Q_OBJECT

private slots:
    // Issue 33: a task reports the whole operation. Deploying to 3 nodes of which 2 stream is partly done
    // (with the counts), not failed; a scan that stopped for a person's decision waits and goes on as the
    // same task, its time running on; a task listed after its operation began shows the real elapsed time.
    void outcomeOfTheWholeOperation()
    {
        TaskList list;
        qint64 now = 10000;
        list.setClock([&now] { return now; });
        const quint64 deploy =
            list.start(TaskKind::Deploy, QStringLiteral("Deploy the agent to lab"), {}, 2000);
        QCOMPARE(list.task(deploy)->startedMs, 2000);
        now = 52000;
        list.finishCounted(deploy, 2, 3, QStringLiteral("2 of 3 nodes streaming; gpu03 unreachable"));
        QCOMPARE(list.task(deploy)->state, TaskState::Partial);
        QCOMPARE(list.task(deploy)->done, 2);
        QCOMPARE(list.task(deploy)->total, 3);
        QCOMPARE(list.task(deploy)->elapsedMs(list.now()), 50000);
        QVERIFY(TaskList::stateText(TaskState::Partial) != TaskList::stateText(TaskState::Failed));
        const quint64 all = list.start(TaskKind::Deploy, QStringLiteral("Deploy the agent to lab-2"));
        list.finishCounted(all, 3, 3);
        QCOMPARE(list.task(all)->state, TaskState::Succeeded);
        const quint64 none = list.start(TaskKind::Deploy, QStringLiteral("Deploy the agent to lab-3"));
        list.finishCounted(none, 0, 3);
        QCOMPARE(list.task(none)->state, TaskState::Failed);
        QVERIFY(list.task(deploy)->startedMs <= list.now()); // never in the future
        const quint64 future = list.start(TaskKind::Check, QStringLiteral("Check lab"), {}, now + 5000);
        QCOMPARE(list.task(future)->startedMs, now);

        int cancelled = 0;
        const quint64 scan = list.start(TaskKind::Scan, QStringLiteral("Scan host keys of lab"),
                                        [&cancelled] { ++cancelled; });
        now += 1000;
        list.wait(scan, QStringLiteral("1 host key to review"));
        QCOMPARE(list.task(scan)->state, TaskState::Waiting);
        QVERIFY(list.task(scan)->running()); // not finished: no "failed" row
        QCOMPARE(list.runningOf(TaskKind::Scan), scan);
        now += 20000;
        list.resume(scan);
        QCOMPARE(list.task(scan)->state, TaskState::Running);
        now += 4000;
        list.finish(scan, true, QStringLiteral("4 of 4 node(s) reached"));
        QCOMPARE(list.task(scan)->state, TaskState::Succeeded);
        QCOMPARE(list.task(scan)->elapsedMs(list.now()), 25000);
        int scans = 0;
        for (const TaskInfo &t : list.tasks())
            scans += t.kind == TaskKind::Scan ? 1 : 0;
        QCOMPARE(scans, 1);
        // A waiting task is cancelled at once (nothing runs to stop).
        const quint64 again = list.start(TaskKind::Scan, QStringLiteral("Scan host keys of lab"), [] {});
        list.wait(again, QStringLiteral("1 host key to review"));
        QVERIFY(list.cancel(again));
        QCOMPARE(list.task(again)->state, TaskState::Cancelled);
        QCOMPARE(cancelled, 0);
    }

    void progressAndFinish()
    {
        TaskList list;
        qint64 now = 1000;
        list.setClock([&now] { return now; });
        QSignalSpy added(&list, &TaskList::taskAdded);
        const quint64 id = list.start(TaskKind::Deploy, QStringLiteral("Deploy to lab"));
        QCOMPARE(added.size(), 1);
        QCOMPARE(list.runningCount(), 1);
        QCOMPARE(list.runningOf(TaskKind::Deploy), id);
        QVERIFY(!list.task(id)->cancellable);
        QVERIFY(!list.cancel(id)); // nothing to call
        list.setProgress(id, 30, 16);
        QCOMPARE(list.task(id)->done, 16); // never more than the total
        list.setProgress(id, -3, 16);
        QCOMPARE(list.task(id)->done, 0);
        // What it does now (a push's rate and ETA), until its outcome replaces it.
        QSignalSpy changed(&list, &TaskList::taskChanged);
        list.setMessage(id, QStringLiteral("40 % of 1.0 GiB, 12.0 MiB/s, ETA 20 s"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(list.task(id)->message, QStringLiteral("40 % of 1.0 GiB, 12.0 MiB/s, ETA 20 s"));
        list.setMessage(id, QStringLiteral("40 % of 1.0 GiB, 12.0 MiB/s, ETA 20 s"));
        QCOMPARE(changed.size(), 1); // the same text: no change
        now = 4500;
        QCOMPARE(list.task(id)->elapsedMs(list.now()), 3500);
        list.finish(id, true, QStringLiteral("16 of 16"));
        QCOMPARE(list.task(id)->state, TaskState::Succeeded);
        now = 9000;
        QCOMPARE(list.task(id)->elapsedMs(list.now()), 3500); // stops with the task
        list.finish(id, false);                               // a second end changes nothing
        QCOMPARE(list.task(id)->state, TaskState::Succeeded);
        list.setMessage(id, QStringLiteral("later"));
        QCOMPARE(list.task(id)->message, QStringLiteral("16 of 16")); // the outcome stays
        QCOMPARE(list.runningCount(), 0);
    }

    void cancelReachesTheOperation()
    {
        TaskList list;
        int cancelled = 0;
        quint64 id = 0;
        // An operation that stops at once, from inside its own cancel.
        id = list.start(TaskKind::Check, QStringLiteral("Check"), [&] {
            ++cancelled;
            list.finish(id, true, QStringLiteral("stopped"));
        });
        QVERIFY(list.cancel(id));
        QCOMPARE(cancelled, 1);
        QCOMPARE(list.task(id)->state, TaskState::Cancelled); // whatever the operation said
        QVERIFY(!list.cancel(id));
        QCOMPARE(cancelled, 1);
        // One that stops later: Cancelling until it reports.
        const quint64 slow = list.start(TaskKind::Validate, QStringLiteral("L2"), [&] { ++cancelled; });
        QVERIFY(list.cancel(slow));
        QCOMPARE(list.task(slow)->state, TaskState::Cancelling);
        QVERIFY(list.task(slow)->running());
        QVERIFY(!list.cancel(slow)); // asked once
        list.finish(slow, false, QStringLiteral("cancelled at check 3"));
        QCOMPARE(list.task(slow)->state, TaskState::Cancelled);
        QCOMPARE(cancelled, 2);
    }

    void finishedTasksAreBounded()
    {
        TaskList list;
        const quint64 running = list.start(TaskKind::Scan, QStringLiteral("scan"), [] {});
        for (int i = 0; i < TaskList::kKeptFinished + 20; ++i)
            list.finish(list.start(TaskKind::Push, QStringLiteral("push %1").arg(i)), true);
        QCOMPARE(list.tasks().size(), TaskList::kKeptFinished + 1);
        QVERIFY(list.task(running)); // the oldest, but running
        QCOMPARE(list.tasks().last().title, QStringLiteral("push %1").arg(TaskList::kKeptFinished + 19));
        list.clearFinished();
        QCOMPARE(list.tasks().size(), 1);
        QCOMPARE(list.tasks().first().id, running);
    }

    void overviewSummarizesTheStore()
    {
        FleetStore store;
        qint64 now = 1'700'000'000'000;
        store.setClock([&now] { return now; });
        for (int n = 0; n < 3; ++n) {
            proto::Sample s;
            s.seq = 1;
            s.timestampMs = now;
            s.intervalMs = 1000;
            for (int g = 0; g < 8; ++g) {
                proto::GpuSample gpu;
                gpu.index = quint32(g);
                gpu.utilization = g < 2 * n ? 90 : 0;
                gpu.temperatureC = float(40 + n * 10 + g);
                s.gpus.push_back(gpu);
            }
            QVERIFY(store.ingestSample(QStringLiteral("h200-%1").arg(n), s));
        }
        store.markUnreachable(QStringLiteral("h200-1"), QStringLiteral("connection refused"));
        OverviewModel model;
        ClusterRecord c;
        c.id = 7;
        c.name = QStringLiteral("lab-sg");
        ssh::Endpoint jump;
        jump.host = QStringLiteral("198.18.0.1");
        jump.port = 22;
        jump.user = QStringLiteral("ops");
        jump.label = QStringLiteral("jump1");
        c.jumps = {jump};
        model.setClusters({c}, {{7, 3}});
        QCOMPARE(model.cards().size(), 1);
        QVERIFY(!model.cards().first().streaming);
        model.setStore(7, &store);
        model.setHopState(OverviewModel::hopKey(QStringLiteral("ops"), QStringLiteral("198.18.0.1"), 22),
                          true, 42);
        const ClusterCard card = model.cards().first();
        const FleetSummary s = store.summary();
        QVERIFY(card.streaming);
        QCOMPARE(card.nodesLive, s.nodesLive);
        QCOMPARE(card.nodesUnreachable, 1);
        QCOMPARE(card.gpusBusy, s.gpusBusy);
        QCOMPARE(card.gpusIdle, s.gpusIdle);
        QCOMPARE(card.gpusBusy + card.gpusIdle, 16); // the two live nodes' GPUs
        QCOMPARE(card.hottestNode, QStringLiteral("h200-2"));
        QCOMPARE(card.hottestGpu, 7);
        QCOMPARE(card.hops.size(), 1);
        QVERIFY(card.hops.first().up);
        QCOMPARE(card.hops.first().label, QStringLiteral("jump1"));
        QCOMPARE(card.hops.first().ms, 42.0);
        // The cluster vanishes: its store is never read again.
        model.setClusters({}, {});
        QVERIFY(model.cards().isEmpty());
        model.setClusters({c}, {{7, 3}});
        QVERIFY(!model.cards().first().streaming);
    }

    void highestLevelPassed()
    {
        const int pass = 2;
        QCOMPARE(OverviewModel::highestPassed(
                     {{QStringLiteral("L0"), pass}, {QStringLiteral("L1"), pass}, {QStringLiteral("L2"), 4}},
                     pass),
                 QStringLiteral("L1"));
        QCOMPARE(OverviewModel::highestPassed({{QStringLiteral("L0"), 4}}, pass), QString());
        QCOMPARE(
            OverviewModel::highestPassed({{QStringLiteral("L10"), pass}, {QStringLiteral("L9"), pass}}, pass),
            QStringLiteral("L10"));
        QCOMPARE(OverviewModel::highestPassed({{QStringLiteral("Lx"), pass}}, pass), QString());
    }

    void complianceCountersFromTheLedger()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("ledger.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        OverviewModel model;
        QVERIFY(!model.compliance().available);
        model.setLedger(&store);
        ComplianceCounters cc = model.compliance();
        QVERIFY2(cc.available, qPrintable(cc.error));
        QCOMPARE(cc.requestsWaiting, 0);
        QCOMPARE(cc.destructionsOverdue, 0);

        ledger::Dataset data;
        data.name = QStringLiteral("support-2026Q3");
        data.owner = QStringLiteral("zhang.min");
        QVERIFY(store.saveDataset(data).ok());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const auto add = [&](ledger::RequestState state, int activatedDaysAgo, int retentionDays) {
            ledger::ExportRequest r;
            r.state = state;
            r.datasets = {QStringLiteral("support-2026Q3")};
            r.destinationCluster = QStringLiteral("lab-sg");
            r.destinationCountry = QStringLiteral("SG");
            r.requester = QStringLiteral("li.wei");
            r.retentionDays = retentionDays;
            r.created = r.submitted = now.addDays(-activatedDaysAgo - 1);
            if (activatedDaysAgo >= 0)
                r.activated = now.addDays(-activatedDaysAgo);
            const auto id = store.insertRequest(r);
            QVERIFY2(id.ok(), qPrintable(id.error()));
            r.id = id.value();                             // the dates after creation are set by updates
            QVERIFY(store.updateRequest(r, r.state).ok()); // the state it was stored in
        };
        add(ledger::RequestState::Submitted, -1, 30);
        add(ledger::RequestState::Submitted, -1, 30);
        add(ledger::RequestState::Active, 40, 30); // 10 days past its retention
        add(ledger::RequestState::Active, 5, 30);  // 25 days left
        add(ledger::RequestState::Rejected, -1, 30);
        cc = model.compliance();
        QCOMPARE(cc.requestsWaiting, 0); // read at most every slowRefreshMs
        model.invalidate();
        cc = model.compliance();
        QVERIFY2(cc.available, qPrintable(cc.error));
        QCOMPARE(cc.requestsWaiting, 2);
        QCOMPARE(cc.destructionsOverdue, 1);
        // This year's threshold totals are the ledger's own.
        ledger::Ledger ledger(store);
        cc = model.compliance();
        QCOMPARE(cc.year, ledger::Ledger::countingYear(QDateTime::currentDateTimeUtc()));
        const auto totals = ledger.counters(cc.year);
        QVERIFY(totals.ok());
        QCOMPARE(cc.peopleSensitive, totals->sensitive);
        QCOMPARE(cc.peopleNonSensitive, totals->other);
    }

    void datasetsClearedAndThresholdTotals()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("ledger.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const QString &name :
             {QStringLiteral("support"), QStringLiteral("voice"), QStringLiteral("maps")}) {
            ledger::Dataset data;
            data.name = name;
            data.owner = QStringLiteral("zhang.min");
            data.personal = true;
            data.people = 1000;
            data.records = 1000;
            QVERIFY(store.saveDataset(data).ok());
        }
        const auto add = [&](ledger::RequestState state, const QStringList &datasets, const QString &cluster,
                             const QString &country) {
            ledger::ExportRequest r;
            r.state = state;
            r.datasets = datasets;
            r.destinationCluster = cluster;
            r.destinationCountry = country;
            r.requester = QStringLiteral("li.wei");
            r.retentionDays = 30;
            r.created = r.submitted = now.addDays(-2);
            r.decided = r.activated = now.addDays(-1);
            const auto id = store.insertRequest(r);
            QVERIFY2(id.ok(), qPrintable(id.error()));
            r.id = id.value();
            QVERIFY(store.updateRequest(r, r.state).ok());
        };
        add(ledger::RequestState::Active, {QStringLiteral("support"), QStringLiteral("voice")},
            QStringLiteral("lab-sg"), QStringLiteral("SG"));
        add(ledger::RequestState::Active, {QStringLiteral("voice")}, QStringLiteral("other-sg"),
            QStringLiteral("SG")); // same region: counts for lab-sg too, once per dataset
        add(ledger::RequestState::Active, {QStringLiteral("maps")}, QStringLiteral("lab-de"),
            QStringLiteral("DE"));
        add(ledger::RequestState::Submitted, {QStringLiteral("maps")}, QStringLiteral("lab-sg"),
            QStringLiteral("SG")); // not cleared yet

        OverviewModel model;
        ClusterRecord sg;
        sg.id = 1;
        sg.name = QStringLiteral("lab-sg");
        sg.region = QStringLiteral("sg");
        ClusterRecord us;
        us.id = 2;
        us.name = QStringLiteral("lab-us");
        us.region = QStringLiteral("US");
        model.setClusters({sg, us}, {});
        QCOMPARE(model.cards().first().datasetsCleared, -1); // no ledger: unknown, not zero
        model.setLedger(&store);
        const QList<ClusterCard> cards = model.cards();
        QCOMPARE(cards.at(0).datasetsCleared, 2);
        QCOMPARE(cards.at(1).datasetsCleared, 0);
        const ComplianceCounters cc = model.compliance();
        QVERIFY2(cc.error.isEmpty(), qPrintable(cc.error));
        ledger::Ledger ledger(store);
        const auto totals = ledger.counters(cc.year);
        QVERIFY(totals.ok());
        QVERIFY(totals->sensitive + totals->other > 0); // the three active exports count
        QCOMPARE(cc.peopleSensitive, totals->sensitive);
        QCOMPARE(cc.peopleNonSensitive, totals->other);
    }

    void jobsCountedFromTheQueue()
    {
        const auto job = [](const char *state, bool inQueue = true) {
            jobs::JobStatus j;
            j.state = QString::fromLatin1(state);
            j.phase = jobs::SlurmStates::job(j.state); // as the Slurm backend reads it
            j.inQueue = inQueue;
            return j;
        };
        const QList<jobs::JobStatus> queue{job("RUNNING"),      job("RUNNING"),  job("COMPLETING"),
                                           job("PENDING"),      job("REQUEUED"), job("COMPLETED", false),
                                           job("FAILED", false)};
        QCOMPARE(OverviewModel::countJobs(queue), qMakePair(3, 2));
        OverviewModel model;
        ClusterRecord c;
        c.id = 3;
        c.name = QStringLiteral("lab");
        model.setClusters({c}, {});
        QCOMPARE(model.cards().first().jobsRunning, -1);
        model.setJobs(3, queue);
        QCOMPARE(model.cards().first().jobsRunning, 3);
        QCOMPARE(model.cards().first().jobsWaiting, 2);
    }

    void costTodayAndIdleWasteFromTheFleet()
    {
        FleetStore store;
        const qint64 t0 = 1'700'000'000'000;
        store.setClock([t0] { return t0; });
        for (int n = 0; n < 2; ++n) {
            proto::Sample s;
            s.seq = 1;
            s.timestampMs = t0;
            s.intervalMs = 1000;
            for (int g = 0; g < 4; ++g) {
                proto::GpuSample gpu;
                gpu.index = quint32(g);
                gpu.utilization = n == 0 ? 95 : 0; // node 1's four GPUs idle
                s.gpus.push_back(gpu);
            }
            QVERIFY(store.ingestSample(QStringLiteral("n%1").arg(n), s));
        }
        OverviewModel model;
        qint64 now = QDateTime(QDate(2026, 12, 2), QTime(10, 0), Qt::UTC).toMSecsSinceEpoch();
        model.setClock([&now] { return now; });
        ClusterRecord c;
        c.id = 9;
        c.name = QStringLiteral("lab");
        model.setClusters({c}, {{9, 2}});
        model.setStore(9, &store);
        QVERIFY(std::isnan(model.cards().first().costToday)); // no price: unknown
        planning::PriceBook prices;
        planning::PriceTerms terms;
        terms.gpuHour = 2.5;
        prices.set(QStringLiteral("lab"), terms);
        model.setPrices(prices);
        const FleetSummary s = store.summary();
        QCOMPARE(s.gpus, 8);
        QCOMPARE(model.cards().first().costToday, 0.0); // the first read starts the day's sum
        now += 2 * 3600 * 1000;
        ClusterCard card = model.cards().first();
        QCOMPARE(card.costToday, 2.0 * s.gpus * terms.effectiveGpuHour());
        QCOMPARE(card.idleWasteToday, 2.0 * s.gpusIdle * terms.effectiveGpuHour());
        QVERIFY(card.idleWasteToday > 0 && card.idleWasteToday < card.costToday);
        QCOMPARE(card.currency, QStringLiteral("USD"));
        // A new UTC day starts again from zero.
        now = QDateTime(QDate(2026, 12, 3), QTime(0, 5), Qt::UTC).toMSecsSinceEpoch();
        QCOMPARE(model.cards().first().costToday, 0.0);
        // Without a fleet nothing is counted, and the gap is not counted when it streams again.
        model.setStore(9, nullptr);
        model.cards();
        model.setStore(9, &store);
        now += 5 * 3600 * 1000;
        QCOMPARE(model.cards().first().costToday, 0.0);
        // A bill's figure wins.
        model.setCostToday(9, 123.0);
        QCOMPARE(model.cards().first().costToday, 123.0);
    }
};

QTEST_GUILESS_MAIN(TestTaskList)
#include "tst_task_list.moc"
