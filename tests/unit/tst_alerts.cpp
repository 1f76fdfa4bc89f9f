// SPDX-License-Identifier: GPL-3.0-or-later
// The alert engine on simulated clocks: each rule fires once its condition has lasted N minutes / cycles /
// samples and not before, is not raised again while it lasts, can be acknowledged, clears when the
// condition ends; thresholds per cluster from YAML and JSON; and a healthy two-hour run raises nothing.
#include "jobs/slurm_records.h"
#include "planning/alerts.h"

#include <QtTest>

#include <limits>

using namespace cg::planning;

namespace {

const QString kCluster = QStringLiteral("sg-h200");

QDateTime t0()
{
    return QDateTime(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
}

AlertThresholdSet thresholds(const QByteArray &yaml)
{
    const auto t = AlertThresholdSet::parse(yaml, QStringLiteral("test"));
    if (!t.ok())
        qFatal("%s", qPrintable(t.error()));
    return t.value();
}

JobAllocation running(const QString &id, const QStringList &nodes, int gpus, const QDateTime &start)
{
    JobAllocation j;
    j.jobId = id;
    j.user = QStringLiteral("alice");
    j.nodes = nodes;
    j.gpus = gpus;
    j.start = start;
    return j;
}

SlurmSnapshot snapshot(const QDateTime &time, int pending, const QList<JobAllocation> &jobs = {},
                       const QList<JobEnd> &ended = {})
{
    SlurmSnapshot s;
    s.cluster = kCluster;
    s.time = time;
    s.pending = pending;
    s.running = jobs;
    s.ended = ended;
    return s;
}

QList<GpuSample> gpuSamples(const QString &node, int gpus, const QDateTime &time, double util)
{
    QList<GpuSample> out;
    for (int g = 0; g < gpus; ++g)
        out << GpuSample{kCluster, node, g, time, util};
    return out;
}

int countKind(const QList<Alert> &alerts, AlertKind kind)
{
    return int(std::count_if(alerts.begin(), alerts.end(), [&](const Alert &a) { return a.kind == kind; }));
}

} // namespace

class TestAlerts : public QObject
{
    Q_OBJECT

private slots:
    void gpuIdleFiresAfterNMinutes_data()
    {
        QTest::addColumn<int>("minutes");
        QTest::addColumn<double>("util");
        QTest::addColumn<bool>("fires");
        QTest::newRow("10 min at 0 %") << 10 << 0.0 << true;
        QTest::newRow("10 min at 5 % (the limit)") << 10 << 5.0 << true;
        QTest::newRow("10 min at 6 %") << 10 << 6.0 << false;
        QTest::newRow("30 min at 1 %") << 30 << 1.0 << true;
    }

    void gpuIdleFiresAfterNMinutes()
    {
        QFETCH(int, minutes);
        QFETCH(double, util);
        QFETCH(bool, fires);
        AlertEngine e(thresholds(
            QStringLiteral("defaults: {gpu_idle_minutes: %1, gpu_idle_percent: 5}").arg(minutes).toUtf8()));
        const JobAllocation job = running(QStringLiteral("42"), {QStringLiteral("gpu-01")}, 2, t0());
        for (int m = 0; m <= minutes + 5; ++m) {
            const QDateTime now = t0().addSecs(m * 60);
            e.addSlurmSnapshot(snapshot(now, 0, {job}));
            e.addGpuSamples(gpuSamples(QStringLiteral("gpu-01"), 2, now, util));
            const AlertChanges c = e.evaluate(now);
            if (m < minutes) {
                QVERIFY2(c.raised.isEmpty(), qPrintable(QStringLiteral("fired at minute %1").arg(m)));
            } else if (m == minutes) {
                QCOMPARE(c.raised.size(), fires ? 1 : 0);
            } else {
                QVERIFY(c.raised.isEmpty()); // dedup: an ongoing condition is raised once
            }
        }
        QCOMPARE(e.active().size(), fires ? 1 : 0);
        if (!fires)
            return;
        const Alert a = e.active().first();
        QCOMPARE(a.kind, AlertKind::GpuIdle);
        QCOMPARE(a.severity, AlertSeverity::Warning);
        QCOMPARE(a.cluster, kCluster);
        QCOMPARE(a.subject, QStringLiteral("42"));
        QCOMPARE(a.since, t0());
        QVERIFY2(a.what.contains(QStringLiteral("2 GPU(s) on gpu-01")), qPrintable(a.what));
        QVERIFY2(a.todo.contains(QStringLiteral("scancel 42")), qPrintable(a.todo));

        // One GPU gets busy: the job is no longer idle, the alert clears.
        const QDateTime later = t0().addSecs((minutes + 6) * 60);
        e.addGpuSamples({GpuSample{kCluster, QStringLiteral("gpu-01"), 1, later, 90}});
        const AlertChanges c = e.evaluate(later);
        QCOMPARE(c.cleared.size(), 1);
        QVERIFY(e.active().isEmpty());
        QCOMPARE(e.history().size(), 1);
        QVERIFY(!e.history().first().active());
    }

    void gpuIdleNeedsAnAllocationAndAllItsGpus()
    {
        AlertEngine e(thresholds("defaults: {gpu_idle_minutes: 5}"));
        // gpu-01: idle but nobody holds it. gpu-02: held by job 7, one of its two GPUs busy.
        // gpu-03: held by job 8 on GPU 3 only (scontrol -d indices); GPU 3 busy, the others idle.
        JobAllocation seven = running(QStringLiteral("7"), {QStringLiteral("gpu-02")}, 2, t0());
        JobAllocation eight = running(QStringLiteral("8"), {QStringLiteral("gpu-03")}, 1, t0());
        eight.gpuIndices.insert(QStringLiteral("gpu-03"), {3});
        for (int m = 0; m <= 20; ++m) {
            const QDateTime now = t0().addSecs(m * 60);
            e.addSlurmSnapshot(snapshot(now, 0, {seven, eight}));
            e.addGpuSamples(gpuSamples(QStringLiteral("gpu-01"), 8, now, 0));
            e.addGpuSamples({GpuSample{kCluster, QStringLiteral("gpu-02"), 0, now, 0},
                             GpuSample{kCluster, QStringLiteral("gpu-02"), 1, now, 70}});
            QList<GpuSample> three = gpuSamples(QStringLiteral("gpu-03"), 4, now, 0);
            three[3].utilPercent = 95;
            e.addGpuSamples(three);
            QVERIFY(e.evaluate(now).raised.isEmpty());
        }
    }

    void gpuIdleCountsFromTheJobStart()
    {
        AlertEngine e(thresholds("defaults: {gpu_idle_minutes: 10}"));
        // The GPUs were idle for an hour before job 9 got them at minute 60.
        for (int m = 0; m <= 75; ++m) {
            const QDateTime now = t0().addSecs(m * 60);
            QList<JobAllocation> jobs;
            if (m >= 60)
                jobs << running(QStringLiteral("9"), {QStringLiteral("n1")}, 1, t0().addSecs(3600));
            e.addSlurmSnapshot(snapshot(now, 0, jobs));
            e.addGpuSamples(gpuSamples(QStringLiteral("n1"), 1, now, 0));
            const AlertChanges c = e.evaluate(now);
            QCOMPARE(c.raised.size(), m == 70 ? 1 : 0);
        }
    }

    void allocationFromRealScontrolLine()
    {
        // A running job as `scontrol -o -d show job` prints it (GPU indices per node).
        const auto r = cg::jobs::SlurmRecords::parseScontrolLine(QStringLiteral(
            "JobId=31 JobName=serve UserId=bob(1002) GroupId=bob(1002) Account=infer JobState=RUNNING "
            "RunTime=00:20:00 StartTime=2026-11-30T10:00:00 EndTime=2026-12-01T10:00:00 NodeList=gpu-[01-02] "
            "NumNodes=2 NumTasks=2 TRES=cpu=2,node=2,gres/gpu=2 JOB_GRES=gpu:2   Nodes=gpu-[01-02] CPU_IDs=0 "
            "Mem=0 GRES=gpu:1(IDX:0) TresPerNode=gres:gpu:1"));
        QVERIFY2(r.ok(), qPrintable(r.error()));
        const JobAllocation job = JobAllocation::fromRecord(r.value());
        QCOMPARE(job.gpus, 2);
        QCOMPARE(job.nodes.size(), 2);
        AlertEngine e(thresholds("defaults: {gpu_idle_minutes: 15}"));
        for (int m = 0; m <= 20; ++m) {
            const QDateTime now = t0().addSecs(m * 60);
            e.addSlurmSnapshot(snapshot(now, 0, {job}));
            for (const QString &node : job.nodes) {
                QList<GpuSample> s = gpuSamples(node, 2, now, 0);
                s[1].utilPercent = 80; // GPU 1 is another job's
                e.addGpuSamples(s);
            }
            QCOMPARE(e.evaluate(now).raised.size(), m == 15 ? 1 : 0);
        }
        QCOMPARE(e.active().first().subject, QStringLiteral("31"));
        QVERIFY(e.active().first().what.contains(QStringLiteral("bob")));
    }

    void queueGrowing_data()
    {
        QTest::addColumn<QList<int>>("pending");
        QTest::addColumn<int>("firesAt"); // index of the poll that raises, -1: never
        // queue_growth_cycles: 4
        QTest::newRow("grows 4 times") << QList<int>{1, 2, 3, 4, 5, 6} << 4;
        QTest::newRow("grows 3 times then flat") << QList<int>{1, 2, 3, 4, 4, 4} << -1;
        QTest::newRow("sawtooth") << QList<int>{1, 3, 2, 4, 3, 5, 4, 6} << -1;
        QTest::newRow("flat then grows") << QList<int>{5, 5, 5, 6, 7, 8, 9} << 6;
        QTest::newRow("empty queue") << QList<int>{0, 0, 0, 0, 0, 0} << -1;
    }

    void queueGrowing()
    {
        QFETCH(QList<int>, pending);
        QFETCH(int, firesAt);
        AlertEngine e(thresholds("defaults: {queue_growth_cycles: 4}"));
        for (int i = 0; i < pending.size(); ++i) {
            const QDateTime now = t0().addSecs(i * 60);
            e.addSlurmSnapshot(snapshot(now, pending.at(i)));
            const AlertChanges c = e.evaluate(now);
            QCOMPARE(countKind(c.raised, AlertKind::QueueGrowing), i == firesAt ? 1 : 0);
        }
        if (firesAt < 0)
            return;
        // It stops growing: cleared.
        const QDateTime now = t0().addSecs(pending.size() * 60);
        e.addSlurmSnapshot(snapshot(now, pending.last()));
        QCOMPARE(countKind(e.evaluate(now).cleared, AlertKind::QueueGrowing), 1);
    }

    void linkDegraded_data()
    {
        QTest::addColumn<QList<double>>("rtt");
        QTest::addColumn<QList<double>>("retrans");
        QTest::addColumn<int>("firesAt");
        // link_rtt_ms 300, link_retrans_per_s 50, link_samples 3
        QTest::newRow("RTT high three times")
            << QList<double>{180, 400, 410, 420, 430} << QList<double>{0, 0, 0, 0, 0} << 3;
        QTest::newRow("RTT high twice, then fine")
            << QList<double>{400, 400, 180, 400, 400} << QList<double>{0, 0, 0, 0, 0} << -1;
        QTest::newRow("retransmits") << QList<double>{180, 180, 180} << QList<double>{60, 70, 80} << 2;
        QTest::newRow("at the limits")
            << QList<double>{300, 300, 300, 300} << QList<double>{50, 50, 50, 50} << -1;
    }

    void linkDegraded()
    {
        QFETCH(QList<double>, rtt);
        QFETCH(QList<double>, retrans);
        QFETCH(int, firesAt);
        AlertEngine e(thresholds("defaults: {link_rtt_ms: 300, link_retrans_per_s: 50, link_samples: 3}"));
        const QString link = QStringLiteral("console -> jump.example-dc.net");
        for (int i = 0; i < rtt.size(); ++i) {
            const QDateTime now = t0().addSecs(i * 10);
            e.addLinkSample(LinkSample{kCluster, link, now, rtt.at(i), retrans.at(i)});
            const AlertChanges c = e.evaluate(now);
            QCOMPARE(c.raised.size(), i == firesAt ? 1 : 0);
        }
        if (firesAt < 0)
            return;
        QCOMPARE(e.active().first().subject, link);
        // One good sample between bad ones does not end it; three in a row (link_samples) do.
        QDateTime now = t0().addSecs(rtt.size() * 10);
        e.addLinkSample(LinkSample{kCluster, link, now, 150, 1});
        QCOMPARE(e.evaluate(now).cleared.size(), 0);
        now = now.addSecs(10);
        e.addLinkSample(LinkSample{kCluster, link, now, 500, 1});
        QCOMPARE(e.evaluate(now).raised.size(), 0);
        for (int i = 0; i < 3; ++i) {
            now = now.addSecs(10);
            e.addLinkSample(LinkSample{kCluster, link, now, 150, 1});
            QCOMPARE(e.evaluate(now).cleared.size(), i == 2 ? 1 : 0);
        }
    }

    // Packet loss: the node's share of retransmitted TCP segments over the limit for link_samples samples
    // in a row is its own alert (not "link degraded", whose RTT here is fine); unknown shares neither
    // raise nor clear it; a clean sample clears it.
    void packetLoss()
    {
        AlertEngine e(thresholds("defaults: {link_loss_percent: 2, link_samples: 3}"));
        const QString link = QStringLiteral("console -> h200-001");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const QList<double> loss{1, 5, nan, 6, 7, 8};
        const QList<int> raisedAt{0, 0, 0, 0, 1, 0};
        for (int i = 0; i < loss.size(); ++i) {
            const QDateTime now = t0().addSecs(i * 10);
            e.addLinkSample(LinkSample{kCluster, link, now, 40, 3, loss.at(i)});
            const AlertChanges c = e.evaluate(now);
            QCOMPARE(int(c.raised.size()), raisedAt.at(i));
            if (raisedAt.at(i)) {
                QCOMPARE(c.raised.first().kind, AlertKind::PacketLoss);
                QCOMPARE(c.raised.first().subject, link);
                QVERIFY(c.raised.first().what.contains(QStringLiteral("7 %")));
                QVERIFY(c.raised.first().what.contains(t0().addSecs(10).toString(Qt::ISODate)));
                QVERIFY(!c.raised.first().todo.isEmpty());
                QCOMPARE(c.raised.first().since, t0().addSecs(10));
            }
        }
        QCOMPARE(e.active().size(), 1);
        // Clean samples: it holds through two (a link that loses every other sample stays one alert) and
        // clears at the third in a row.
        for (int i = 0; i < 3; ++i) {
            const QDateTime now = t0().addSecs(100 + i * 10);
            e.addLinkSample(LinkSample{kCluster, link, now, 40, 0, 0.5});
            const AlertChanges c = e.evaluate(now);
            QCOMPARE(int(c.cleared.size()), i == 2 ? 1 : 0);
            if (i == 2)
                QCOMPARE(c.cleared.first().kind, AlertKind::PacketLoss);
        }
        QVERIFY(e.active().isEmpty());
    }

    void jobFailureSpike()
    {
        AlertEngine e(thresholds("defaults: {job_failure_share: 0.5, job_failure_min_jobs: 4, "
                                 "job_failure_window_minutes: 60}"));
        const auto end = [](const char *id, const char *state, int minute) {
            return JobEnd{QLatin1String(id), QLatin1String(state), t0().addSecs(minute * 60)};
        };
        // Three finished, two failed: too few jobs to judge.
        e.addSlurmSnapshot(
            snapshot(t0().addSecs(300), 0, {},
                     {end("1", "COMPLETED", 1), end("2", "FAILED", 2), end("3", "NODE_FAIL", 3)}));
        QVERIFY(e.evaluate(t0().addSecs(300)).raised.isEmpty());
        // The same ends polled again do not count twice; a fourth (completed) makes 2 of 4.
        e.addSlurmSnapshot(snapshot(t0().addSecs(600), 0, {},
                                    {end("1", "COMPLETED", 1), end("2", "FAILED", 2),
                                     end("3", "NODE_FAIL", 3), end("4", "COMPLETED", 8)}));
        const AlertChanges c = e.evaluate(t0().addSecs(600));
        QCOMPARE(c.raised.size(), 1);
        QCOMPARE(c.raised.first().severity, AlertSeverity::Critical);
        QVERIFY2(c.raised.first().what.startsWith(QStringLiteral("2 of 4")),
                 qPrintable(c.raised.first().what));
        QCOMPARE(c.raised.first().since, t0().addSecs(120));
        // More successes dilute it below half: cleared.
        e.addSlurmSnapshot(
            snapshot(t0().addSecs(900), 0, {}, {end("5", "COMPLETED", 14), end("6", "COMPLETED", 14)}));
        QCOMPARE(e.evaluate(t0().addSecs(900)).cleared.size(), 1);
    }

    void jobFailuresLeaveTheWindow()
    {
        AlertEngine e(thresholds("defaults: {job_failure_min_jobs: 2, job_failure_window_minutes: 30}"));
        e.addSlurmSnapshot(snapshot(t0().addSecs(60), 0, {},
                                    {JobEnd{QStringLiteral("1"), QStringLiteral("FAILED"), t0()},
                                     JobEnd{QStringLiteral("2"), QStringLiteral("TIMEOUT"), t0()}}));
        QCOMPARE(e.evaluate(t0().addSecs(60)).raised.size(), 1);
        QCOMPARE(e.evaluate(t0().addSecs(29 * 60)).cleared.size(), 0);
        QCOMPARE(e.evaluate(t0().addSecs(31 * 60)).cleared.size(), 1);
    }

    void agentStale()
    {
        AlertEngine e(thresholds("defaults: {agent_stale_seconds: 90}"));
        e.addHeartbeat(AgentHeartbeat{kCluster, QStringLiteral("h200-007"), t0()});
        QVERIFY(e.evaluate(t0().addSecs(90)).raised.isEmpty());
        const AlertChanges c = e.evaluate(t0().addSecs(91));
        QCOMPARE(c.raised.size(), 1);
        QCOMPARE(c.raised.first().kind, AlertKind::AgentStale);
        QCOMPARE(c.raised.first().severity, AlertSeverity::Critical);
        QCOMPARE(c.raised.first().subject, QStringLiteral("h200-007"));
        QVERIFY(e.evaluate(t0().addSecs(300)).raised.isEmpty()); // still silent: no second alert
        // A telemetry sample is a sign of life too.
        e.addGpuSamples(gpuSamples(QStringLiteral("h200-007"), 1, t0().addSecs(301), 50));
        QCOMPARE(e.evaluate(t0().addSecs(302)).cleared.size(), 1);
    }

    void forgottenNodeIsNotSilent()
    {
        AlertEngine e(thresholds("defaults: {agent_stale_seconds: 60}"));
        e.addGpuSamples(gpuSamples(QStringLiteral("h200-016"), 8, t0(), 50));
        QCOMPARE(e.evaluate(t0().addSecs(120)).raised.size(), 1);
        e.forgetNode(kCluster, QStringLiteral("h200-016")); // returned to the provider
        QCOMPARE(e.evaluate(t0().addSecs(180)).cleared.size(), 1);
        QVERIFY(e.evaluate(t0().addSecs(3600)).raised.isEmpty());
    }

    void costAnomaly()
    {
        AlertEngine e(thresholds("defaults: {cost_increase_ratio: 0.5, cost_min_increase: 100}"));
        e.addDailyCost(DailyCostPoint{kCluster, QDate(2026, 11, 28), 1000});
        e.addDailyCost(DailyCostPoint{kCluster, QDate(2026, 11, 29), 1400}); // +40 %
        QVERIFY(e.evaluate(t0()).raised.isEmpty());
        e.addDailyCost(DailyCostPoint{kCluster, QDate(2026, 11, 30), 2200}); // +57 %
        const AlertChanges c = e.evaluate(t0());
        QCOMPARE(c.raised.size(), 1);
        QCOMPARE(c.raised.first().kind, AlertKind::CostAnomaly);
        QCOMPARE(c.raised.first().subject, QStringLiteral("2026-11-30"));
        e.addDailyCost(DailyCostPoint{kCluster, QDate(2026, 12, 1), 2100});
        QCOMPARE(e.evaluate(t0().addDays(1)).cleared.size(), 1);
    }

    void acknowledgeAndReraise()
    {
        AlertEngine e(thresholds("defaults: {agent_stale_seconds: 60}"));
        e.addHeartbeat(AgentHeartbeat{kCluster, QStringLiteral("n1"), t0()});
        const AlertChanges c = e.evaluate(t0().addSecs(61));
        QCOMPARE(c.raised.size(), 1);
        const quint64 id = c.raised.first().id;
        QCOMPARE(e.unacknowledgedCount(), 1);
        QVERIFY(e.acknowledge(id, QStringLiteral("li.wei"), t0().addSecs(70)));
        QVERIFY(!e.acknowledge(id, QStringLiteral("li.wei"), t0().addSecs(71))); // once
        QVERIFY(!e.acknowledge(9999, QStringLiteral("li.wei"), t0()));
        QCOMPARE(e.unacknowledgedCount(), 0);
        QCOMPARE(e.active().size(), 1); // acknowledged is not cleared
        QCOMPARE(e.alert(id)->acknowledgedBy, QStringLiteral("li.wei"));
        QVERIFY(e.evaluate(t0().addSecs(120)).raised.isEmpty());
        // The agent comes back (cleared), then goes silent again: a new alert, not acknowledged.
        e.addHeartbeat(AgentHeartbeat{kCluster, QStringLiteral("n1"), t0().addSecs(130)});
        QCOMPARE(e.evaluate(t0().addSecs(131)).cleared.size(), 1);
        const AlertChanges again = e.evaluate(t0().addSecs(300));
        QCOMPARE(again.raised.size(), 1);
        QVERIFY(again.raised.first().id != id);
        QVERIFY(!again.raised.first().isAcknowledged());
        QCOMPARE(e.history().size(), 2);
        QCOMPARE(e.history().first().id, again.raised.first().id); // newest first
    }

    void thresholdsPerCluster()
    {
        AlertEngine e(
            thresholds("defaults:\n  gpu_idle_minutes: 30\nclusters:\n  fast:\n    gpu_idle_minutes: 5\n"));
        QCOMPARE(e.thresholds().forCluster(QStringLiteral("fast")).gpuIdleMinutes, 5);
        QCOMPARE(e.thresholds().forCluster(QStringLiteral("other")).gpuIdleMinutes, 30);
        for (int m = 0; m <= 10; ++m) {
            const QDateTime now = t0().addSecs(m * 60);
            for (const QString &cluster : {QStringLiteral("fast"), QStringLiteral("slow")}) {
                SlurmSnapshot s =
                    snapshot(now, 0, {running(QStringLiteral("1"), {QStringLiteral("n1")}, 1, t0())});
                s.cluster = cluster;
                e.addSlurmSnapshot(s);
                e.addGpuSamples({GpuSample{cluster, QStringLiteral("n1"), 0, now, 0}});
            }
            const AlertChanges c = e.evaluate(now);
            QCOMPARE(c.raised.size(), m == 5 ? 1 : 0);
            if (m == 5)
                QCOMPARE(c.raised.first().cluster, QStringLiteral("fast"));
        }
    }

    void thresholdFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error"); // empty: valid
        QTest::newRow("yaml") << QByteArray("defaults:\n  link_rtt_ms: 250\n  agent_stale_seconds: 30\n")
                              << QString();
        QTest::newRow("json") << QByteArray("{\"defaults\": {\"link_rtt_ms\": 250},\n\t\"clusters\": {\"a\": "
                                            "{\"link_samples\": 5}}}")
                              << QString();
        QTest::newRow("empty file") << QByteArray("") << QString();
        QTest::newRow("typo") << QByteArray("defaults:\n  gpu_idle_minute: 5\n")
                              << QStringLiteral("gpu_idle_minute");
        QTest::newRow("out of range")
            << QByteArray("defaults: {job_failure_share: 1.5}") << QStringLiteral("job_failure_share");
        QTest::newRow("not whole") << QByteArray("defaults: {gpu_idle_minutes: 2.5}")
                                   << QStringLiteral("a whole number");
        QTest::newRow("unknown section") << QByteArray("limits: {a: 1}") << QStringLiteral("limits");
        QTest::newRow("broken yaml") << QByteArray("defaults: [1, 2") << QStringLiteral("line");
        QTest::newRow("json string value") << QByteArray("{\"defaults\": {\"link_rtt_ms\": \"fast\"}}")
                                           << QStringLiteral("must be a number");
    }

    void thresholdFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const auto t = AlertThresholdSet::parse(text, QStringLiteral("alerts.yaml"));
        if (error.isEmpty()) {
            QVERIFY2(t.ok(), qPrintable(t.error()));
            if (!text.isEmpty())
                QCOMPARE(t->defaults.linkRttMs, 250.0);
            if (text.contains("clusters")) {
                QCOMPARE(t->forCluster(QStringLiteral("a")).linkSamples, 5);
                QCOMPARE(t->forCluster(QStringLiteral("a")).linkRttMs, 250.0); // inherits the defaults
            }
        } else {
            QVERIFY(!t.ok());
            QVERIFY2(t.error().contains(error), qPrintable(t.error()));
            QVERIFY(t.error().startsWith(QStringLiteral("alerts.yaml")));
        }
    }

    void healthyRunFiresNothing()
    {
        // Two hours of a healthy cluster: 4 nodes x 8 GPUs busy (55-95 %, a short dip between steps),
        // telemetry every 30 s, Slurm polled every minute with a queue that comes and goes, a job ending
        // now and then (one failure in twenty), a long but steady link, and a flat daily cost.
        AlertEngine e; // the defaults
        const QStringList nodes{QStringLiteral("h200-001"), QStringLiteral("h200-002"),
                                QStringLiteral("h200-003"), QStringLiteral("h200-004")};
        QList<JobAllocation> jobs;
        for (int i = 0; i < nodes.size(); ++i)
            jobs << running(QString::number(100 + i), {nodes.at(i)}, 8, t0());
        QList<JobEnd> ended;
        for (int d = 0; d < 7; ++d)
            e.addDailyCost(
                DailyCostPoint{kCluster, QDate(2026, 11, 23).addDays(d), 5000.0 + (d % 2) * 300.0});
        int raised = 0;
        for (int s = 0; s <= 2 * 3600; s += 30) {
            const QDateTime now = t0().addSecs(s);
            for (const QString &node : nodes) {
                QList<GpuSample> samples;
                for (int g = 0; g < 8; ++g) {
                    const bool dip = (s / 30 + g) % 17 == 0; // checkpoint write: one sample near 0
                    samples << GpuSample{kCluster, node, g, now, dip ? 2.0 : 55.0 + ((s / 30 + g * 7) % 40)};
                }
                e.addGpuSamples(samples);
            }
            if (s % 60 == 0) {
                const int minute = s / 60;
                if (minute % 6 == 5)
                    ended << JobEnd{
                        QStringLiteral("9%1").arg(minute),
                        minute % 120 == 5 ? QStringLiteral("FAILED") : QStringLiteral("COMPLETED"), now};
                e.addSlurmSnapshot(snapshot(now, (minute * 7) % 4, jobs, ended));
                e.addLinkSample(LinkSample{kCluster, QStringLiteral("console -> jump.example-dc.net"), now,
                                           180.0 + (minute % 5) * 12, double(minute % 7)});
            }
            const AlertChanges c = e.evaluate(now);
            for (const Alert &a : c.raised)
                qWarning("unexpected alert: %s: %s", qPrintable(kindName(a.kind)), qPrintable(a.what));
            raised += int(c.raised.size());
        }
        QCOMPARE(raised, 0);
        QVERIFY(e.history().isEmpty());
        QCOMPARE(e.unacknowledgedCount(), 0);
    }
};

QTEST_APPLESS_MAIN(TestAlerts)
#include "tst_alerts.moc"
