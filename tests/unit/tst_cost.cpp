// SPDX-License-Identifier: GPL-3.0-or-later
// Cost accounting as tables: price terms, Slurm 22.05 records (fixtures captured from a real slurmctld:
// `scontrol -o show job` and jobcomp/filetxt), host lists, job and project costs, allocation against
// utilization, cost per 1,000 requests, the daily series with its budget and day-over-day anomalies.
#include "inventory/hostlist.h"
#include "jobs/slurm_records.h"
#include "planning/cost.h"

#include <QFile>
#include <QtTest>

#include <cmath>

using namespace cg::planning;

namespace {

QString fixture(const char *name)
{
    QFile f(QStringLiteral(CLUSTERGATE_FIXTURES "/planning/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QDateTime utc(const char *iso)
{
    QDateTime t = QDateTime::fromString(QLatin1String(iso), Qt::ISODate);
    return QDateTime(t.date(), t.time(), Qt::UTC);
}

cg::jobs::JobRecord job(const QString &id, const QString &account, int gpus, const char *start,
                        qint64 seconds, const QString &nodes = QStringLiteral("n1"))
{
    cg::jobs::JobRecord j;
    j.jobId = id;
    j.account = account;
    j.user = QStringLiteral("alice");
    j.state = QStringLiteral("COMPLETED");
    j.phase = cg::jobs::JobState::Completed;
    j.gpus = gpus;
    j.start = utc(start);
    j.end = j.start.addSecs(seconds);
    j.nodeList = nodes;
    j.nodes = cg::Hostlist::expandSlurm(nodes).value();
    return j;
}

bool near(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b));
}

} // namespace

class TestCost : public QObject
{
    Q_OBJECT

private slots:
    void effectivePrice_data()
    {
        QTest::addColumn<double>("price");
        QTest::addColumn<double>("prepaidShare");
        QTest::addColumn<double>("discount");
        QTest::addColumn<double>("premium");
        QTest::addColumn<double>("effective");
        QTest::newRow("list price") << 2.0 << 0.0 << 0.0 << 0.0 << 2.0;
        QTest::newRow("all prepaid at 30 % off") << 2.0 << 1.0 << 0.3 << 0.5 << 1.4;
        QTest::newRow("half prepaid, rest at +20 %") << 2.0 << 0.5 << 0.3 << 0.2 << 1.9;
        QTest::newRow("on demand premium only") << 3.0 << 0.0 << 0.3 << 0.25 << 3.75;
    }

    void effectivePrice()
    {
        QFETCH(double, price);
        QFETCH(double, prepaidShare);
        QFETCH(double, discount);
        QFETCH(double, premium);
        QFETCH(double, effective);
        PriceTerms t;
        t.gpuHour = price;
        t.prepaidShare = prepaidShare;
        t.prepaidDiscount = discount;
        t.premium = premium;
        QVERIFY(t.check().isEmpty());
        QVERIFY2(near(t.effectiveGpuHour(), effective), qPrintable(QString::number(t.effectiveGpuHour())));
    }

    void invalidTerms_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("negative price") << 0 << QStringLiteral("GPU-hour price");
        QTest::newRow("share above 1") << 1 << QStringLiteral("prepaid share");
        QTest::newRow("discount above 1") << 2 << QStringLiteral("prepaid discount");
        QTest::newRow("negative premium") << 3 << QStringLiteral("premium");
        QTest::newRow("negative egress") << 4 << QStringLiteral("egress");
    }

    void invalidTerms()
    {
        QFETCH(int, field);
        QFETCH(QString, mentions);
        PriceTerms t;
        t.gpuHour = 2;
        switch (field) {
        case 0:
            t.gpuHour = -1;
            break;
        case 1:
            t.prepaidShare = 1.5;
            break;
        case 2:
            t.prepaidDiscount = 2;
            break;
        case 3:
            t.premium = -0.1;
            break;
        case 4:
            t.egressPerGb = -0.1;
            break;
        }
        QVERIFY2(t.check().contains(mentions), qPrintable(t.check()));
        QVERIFY(!CostModel::costPer1kRequests(1, 0, 0, 1000, t).ok());
    }

    void scontrolFixture()
    {
        const QString text = fixture("scontrol_show_job.txt");
        QVERIFY(!text.isEmpty());
        const auto jobs = cg::jobs::SlurmRecords::parseScontrol(text);
        QVERIFY2(jobs.ok(), qPrintable(jobs.error()));
        QCOMPARE(jobs->size(), 5);
        QMap<QString, cg::jobs::JobRecord> by;
        for (const cg::jobs::JobRecord &j : jobs.value())
            by.insert(j.jobId, j);
        const cg::jobs::JobRecord train = by.value(QStringLiteral("1"));
        QCOMPARE(train.name, QStringLiteral("train llm")); // a name with a space stays whole
        QCOMPARE(train.user, QStringLiteral("root"));
        QCOMPARE(train.account, QStringLiteral("proj-a"));
        QCOMPARE(train.project(), QStringLiteral("proj-a"));
        QCOMPARE(train.state, QStringLiteral("COMPLETED"));
        QCOMPARE(train.gpus, 2); // TresPerNode=gres:gpu:2 x 1 node
        QCOMPARE(train.nodes, QStringList{QStringLiteral("vm")});
        QCOMPARE(train.elapsedSeconds(), qint64(2));
        QCOMPARE(train.start, utc("2026-11-30T14:40:39"));
        QVERIFY(train.finished());
        QVERIFY(!train.failed());
        const cg::jobs::JobRecord failed = by.value(QStringLiteral("2"));
        QVERIFY(failed.failed());
        QCOMPARE(failed.exitCode, QStringLiteral("3:0"));
        QCOMPARE(failed.gpus, 1);                        // --gres=gpu:1
        QCOMPARE(by.value(QStringLiteral("4")).gpus, 3); // --gpus=3: TresPerJob
        QCOMPARE(by.value(QStringLiteral("5")).gpus, 2); // --gpus-per-task=1 x 2 tasks
        const cg::jobs::JobRecord pending = by.value(QStringLiteral("6"));
        QCOMPARE(pending.state, QStringLiteral("PENDING"));
        QCOMPARE(pending.gpus, 4);
        QCOMPARE(pending.elapsedSeconds(), qint64(0));
        QVERIFY(!pending.start.isValid());                    // the scheduler's guess is not a start
        QVERIFY(pending.project() == QStringLiteral("root")); // Account=(null): booked to the user
    }

    void jobcompFixtureAndGpusFromScontrol()
    {
        auto records = cg::jobs::SlurmRecords::parseJobcomp(fixture("jobcomp_filetxt.txt"));
        QVERIFY2(records.ok(), qPrintable(records.error()));
        QCOMPARE(records->size(), 5);
        QCOMPARE(records->at(0).name, QStringLiteral("train llm"));
        QCOMPARE(records->at(0).source, QStringLiteral("jobcomp"));
        QVERIFY(records->at(0).cluster.isEmpty()); // "unknown"
        QCOMPARE(records->at(1).state, QStringLiteral("FAILED"));
        for (const cg::jobs::JobRecord &r : records.value())
            QVERIFY(!r.gpusKnown()); // gres/gpu is not an accounted TRES there
        const auto sc = cg::jobs::SlurmRecords::parseScontrol(fixture("scontrol_show_job.txt"));
        QVERIFY(sc.ok());
        QCOMPARE(cg::jobs::SlurmRecords::fillGpus(records.value(), sc.value()),
                 4); // job 3 left squeue's memory
        QCOMPARE(records->at(0).gpus, 2);
        QVERIFY(!records->at(2).gpusKnown());
        // Both formats pasted together.
        const auto any = cg::jobs::SlurmRecords::parseAny(fixture("jobcomp_filetxt.txt") + QLatin1Char('\n') +
                                                          fixture("scontrol_show_job.txt"));
        QVERIFY2(any.ok(), qPrintable(any.error()));
        QCOMPARE(any->size(), 10);
    }

    void recordLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QStringList>("nodes");
        QTest::addColumn<QString>("indicesOnFirstNode");
        QTest::newRow("jobcomp with gres/gpu accounted")
            << QStringLiteral(
                   "JobId=77 UserId=bob(1002) GroupId=bob(1002) Name=ft JobState=TIMEOUT Partition=gpu "
                   "TimeLimit=60 StartTime=2026-11-30T10:00:00 EndTime=2026-11-30T11:00:00 "
                   "NodeList=h200-[001-002] NodeCnt=2 ProcCnt=16 WorkDir=/w ReservationName= "
                   "Tres=cpu=16,mem=64G,node=2,billing=16,gres/gpu=16 Account=vision QOS=normal WcKey= "
                   "Cluster=sg SubmitTime=2026-11-30T09:59:00 EligibleTime=2026-11-30T09:59:00 "
                   "DerivedExitCode=0:0 ExitCode=0:15")
            << 16 << QStringList{QStringLiteral("h200-001"), QStringLiteral("h200-002")} << QString();
        QTest::newRow("scontrol -d with GPU indices")
            << QStringLiteral(
                   "JobId=9 JobName=x UserId=a(1) GroupId=a(1) Account=p JobState=RUNNING RunTime=01:00:00 "
                   "StartTime=2026-11-30T10:00:00 EndTime=2026-12-01T10:00:00 NodeList=gpu-[01-02] "
                   "NumNodes=2 NumCPUs=2 NumTasks=2 TRES=cpu=2,node=2,billing=2,gres/gpu=4 "
                   "JOB_GRES=gpu:4   Nodes=gpu-[01-02] CPU_IDs=0 Mem=0 GRES=gpu:2(IDX:1,3) "
                   "MinCPUsNode=1 TresPerNode=gres:gpu:2")
            << 4 << QStringList{QStringLiteral("gpu-01"), QStringLiteral("gpu-02")} << QStringLiteral("1,3");
        QTest::newRow("scontrol without a GPU request")
            << QStringLiteral(
                   "JobId=3 JobName=cpuonly UserId=root(0) Account=(null) JobState=COMPLETED "
                   "RunTime=00:00:02 StartTime=2026-11-30T14:40:43 EndTime=2026-11-30T14:40:45 "
                   "NodeList=vm NumNodes=1 NumTasks=1 TRES=cpu=1,mem=2000M,node=1,billing=1 Power= ")
            << 0 << QStringList{QStringLiteral("vm")} << QString();
        QTest::newRow("typed GPUs per node, two nodes")
            << QStringLiteral("JobId=10 JobName=t UserId=a(1) JobState=RUNNING RunTime=00:10:00 "
                              "StartTime=2026-11-30T10:00:00 NodeList=n[1-2] NumNodes=2 NumTasks=2 "
                              "TRES=cpu=2 TresPerNode=gres/gpu:h200:8")
            << 16 << QStringList{QStringLiteral("n1"), QStringLiteral("n2")} << QString();
    }

    void recordLines()
    {
        QFETCH(QString, line);
        QFETCH(int, gpus);
        QFETCH(QStringList, nodes);
        QFETCH(QString, indicesOnFirstNode);
        const auto r = cg::jobs::SlurmRecords::parseAny(line);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->size(), 1);
        const cg::jobs::JobRecord &j = r->first();
        QCOMPARE(j.gpus, gpus);
        QCOMPARE(j.nodes, nodes);
        QStringList idx;
        for (int i : j.gpuIndices.value(nodes.first()))
            idx << QString::number(i);
        QCOMPARE(idx.join(QLatin1Char(',')), indicesOnFirstNode);
    }

    void badLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("error message")
            << QStringLiteral("slurm_load_jobs error: Invalid job id specified") << QStringLiteral("line 1");
        QTest::newRow("second line bad")
            << QStringLiteral("JobId=1 JobName=a JobState=COMPLETED NodeList=vm NumNodes=1\ngarbage")
            << QStringLiteral("line 2");
        QTest::newRow("bad host list")
            << QStringLiteral("JobId=1 JobName=a JobState=COMPLETED NodeList=gpu-[01- NumNodes=1")
            << QStringLiteral("gpu-[01-");
    }

    void badLines()
    {
        QFETCH(QString, text);
        QFETCH(QString, mentions);
        const auto r = cg::jobs::SlurmRecords::parseAny(text);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(mentions), qPrintable(r.error()));
    }

    void tresAndDurations()
    {
        QCOMPARE(cg::jobs::SlurmRecords::gpusInTres(QStringLiteral("gres:gpu:2")), 2);
        QCOMPARE(cg::jobs::SlurmRecords::gpusInTres(QStringLiteral("gres/gpu:h100:8")), 8);
        QCOMPARE(cg::jobs::SlurmRecords::gpusInTres(QStringLiteral("cpu=4,gres/gpu=4,gres/gpu:h100=4")), 4);
        QCOMPARE(cg::jobs::SlurmRecords::gpusInTres(QStringLiteral("gres:shard:1")), -1);
        QCOMPARE(cg::jobs::SlurmRecords::gpusInTres(QStringLiteral("cpu=1,mem=2000M,node=1,billing=1")), -1);
        QCOMPARE(cg::jobs::SlurmRecords::parseDuration(QStringLiteral("00:00:05")), qint64(5));
        QCOMPARE(cg::jobs::SlurmRecords::parseDuration(QStringLiteral("1-02:03:04")), qint64(93784));
        QCOMPARE(cg::jobs::SlurmRecords::parseDuration(QStringLiteral("03:04")), qint64(184));
        QCOMPARE(cg::jobs::SlurmRecords::parseDuration(QStringLiteral("UNLIMITED")), qint64(-1));
    }

    void jobAndProjectCosts()
    {
        PriceBook book;
        PriceTerms def;
        def.gpuHour = 2;
        book.setDefault(def);
        PriceTerms sg = def;
        sg.gpuHour = 3;
        book.set(QStringLiteral("sg"), sg);
        QList<cg::jobs::JobRecord> jobs{
            job(QStringLiteral("1"), QStringLiteral("vision"), 8, "2026-11-30T00:00:00", 3600),
            job(QStringLiteral("2"), QStringLiteral("vision"), 2, "2026-11-30T01:00:00", 1800),
            job(QStringLiteral("3"), QStringLiteral("speech"), 8, "2026-11-30T00:00:00", 7200),
            job(QStringLiteral("4"), QStringLiteral("speech"), -1, "2026-11-30T00:00:00", 60)};
        jobs[2].cluster = QStringLiteral("sg");
        const QList<JobCost> costs = CostModel::jobCosts(jobs, book);
        QCOMPARE(costs.size(), 4);
        QCOMPARE(costs.at(0).gpuHours, 8.0);
        QCOMPARE(costs.at(0).cost, 16.0);
        QCOMPARE(costs.at(1).cost, 2.0);
        QCOMPARE(costs.at(2).cost, 48.0); // 16 GPU-hours at the sg price
        QVERIFY(!costs.at(3).gpusKnown);
        QCOMPARE(costs.at(3).cost, 0.0);
        const QList<ProjectCost> projects = CostModel::projectCosts(costs);
        QCOMPARE(projects.size(), 2);
        QCOMPARE(projects.at(0).project, QStringLiteral("speech"));
        QCOMPARE(projects.at(0).cost, 48.0);
        QCOMPARE(projects.at(0).jobsWithoutGpuCount, 1);
        QCOMPARE(projects.at(1).gpuHours, 9.0);
        QCOMPARE(projects.at(1).jobs, 2);
    }

    void allocationVsUtilization()
    {
        PriceBook book;
        PriceTerms t;
        t.gpuHour = 4;
        book.setDefault(t);
        cg::jobs::JobRecord j = job(QStringLiteral("1"), QStringLiteral("p"), 2, "2026-11-30T10:00:00", 3600);
        j.gpuIndices.insert(QStringLiteral("n1"), {0, 1});
        QList<GpuUtilSample> samples;
        const QDateTime t0 = utc("2026-11-30T10:00:00");
        for (int i = 0; i < 4; ++i) {
            for (int gpu = 0; gpu < 3; ++gpu) // GPU 2 belongs to someone else
                samples << GpuUtilSample{QString(), QStringLiteral("n1"), gpu, t0.addSecs(600 + i * 600),
                                         gpu == 2 ? 99.0 : (i < 2 ? 0.0 : 80.0)};
        }
        samples << GpuUtilSample{QString(), QStringLiteral("n2"), 0, t0.addSecs(60), 100};  // other node
        samples << GpuUtilSample{QString(), QStringLiteral("n1"), 0, t0.addSecs(-60), 100}; // before start
        samples << GpuUtilSample{QString(), QStringLiteral("n1"), 0, t0.addSecs(3600 + 1), 100}; // after end
        const QList<AllocationUsage> usage = CostModel::allocationVsUtilization({j}, samples, book, 5);
        QCOMPARE(usage.size(), 1);
        const AllocationUsage &u = usage.first();
        QCOMPARE(u.samples, 8);
        QCOMPARE(u.allocatedGpuHours, 2.0);
        QCOMPARE(u.meanUtilPercent, 40.0);
        QCOMPARE(u.utilizedGpuHours, 0.8);
        QCOMPARE(u.idleGpuHours, 1.0); // half the samples idle
        QCOMPARE(u.wasteCost, 4.0);

        cg::jobs::JobRecord blind =
            job(QStringLiteral("2"), QStringLiteral("p"), 1, "2026-11-29T10:00:00", 60);
        const QList<AllocationUsage> none = CostModel::allocationVsUtilization({blind}, samples, book, 5);
        QCOMPARE(none.first().samples, 0); // no telemetry: nothing claimed
        QCOMPARE(none.first().idleGpuHours, 0.0);
    }

    void costPer1k_data()
    {
        QTest::addColumn<double>("gpuHours");
        QTest::addColumn<double>("egressGb");
        QTest::addColumn<double>("storageGbMonths");
        QTest::addColumn<double>("requests");
        QTest::addColumn<double>("per1k");
        // The worked example's 28 GPUs for a day at 2.5: 1680; 100 GB egress at 0.09: 9; 500 GB-months at
        // 0.02: 10; 60 requests/s for a day: 5,184,000 requests.
        QTest::newRow("worked day") << 672.0 << 100.0 << 500.0 << 5184000.0 << (1699.0 / 5184.0);
        QTest::newRow("GPU only") << 10.0 << 0.0 << 0.0 << 1000.0 << 25.0;
        QTest::newRow("egress only") << 0.0 << 1000.0 << 0.0 << 2000.0 << 45.0;
    }

    void costPer1k()
    {
        QFETCH(double, gpuHours);
        QFETCH(double, egressGb);
        QFETCH(double, storageGbMonths);
        QFETCH(double, requests);
        QFETCH(double, per1k);
        PriceTerms t;
        t.gpuHour = 2.5;
        t.egressPerGb = 0.09;
        t.storagePerGbMonth = 0.02;
        const auto c = CostModel::costPer1kRequests(gpuHours, egressGb, storageGbMonths, requests, t);
        QVERIFY2(c.ok(), qPrintable(c.error()));
        QVERIFY2(near(c->per1k, per1k), qPrintable(QString::number(c->per1k, 'g', 12)));
        QVERIFY(c->steps.last().text().contains(QStringLiteral("/ 1000)")));
    }

    void costPer1kRefuses_data()
    {
        QTest::addColumn<double>("gpuHours");
        QTest::addColumn<double>("requests");
        QTest::newRow("no requests") << 10.0 << 0.0;
        QTest::newRow("negative requests") << 10.0 << -5.0;
        QTest::newRow("negative GPU-hours") << -1.0 << 1000.0;
        QTest::newRow("NaN") << std::nan("") << 1000.0;
    }

    void costPer1kRefuses()
    {
        QFETCH(double, gpuHours);
        QFETCH(double, requests);
        PriceTerms t;
        t.gpuHour = 2.5;
        QVERIFY(!CostModel::costPer1kRequests(gpuHours, 0, 0, requests, t).ok());
    }

    void dailySeriesSplitsAtMidnight()
    {
        PriceBook book;
        PriceTerms t;
        t.gpuHour = 1;
        book.setDefault(t);
        // 2 GPUs from 22:00 for 4 hours: 2 h on the 1st, 2 h on the 2nd.
        const QList<JobCost> costs = CostModel::jobCosts(
            {job(QStringLiteral("1"), QStringLiteral("p"), 2, "2026-11-01T22:00:00", 4 * 3600),
             job(QStringLiteral("2"), QStringLiteral("p"), 1, "2026-11-03T12:00:00", 3600)},
            book);
        QList<DailyCost> days = CostModel::dailyCosts(costs, QDate(2026, 10, 31), QDate(2026, 11, 3));
        QCOMPARE(days.size(), 4);
        QCOMPARE(days.at(0).cost, 0.0);
        QCOMPARE(days.at(1).cost, 4.0);
        QCOMPARE(days.at(1).gpuHours, 4.0);
        QCOMPARE(days.at(2).cost, 4.0);
        QCOMPARE(days.at(3).cost, 1.0);
        CostModel::markDays(days, 3.5, AnomalyRule{0.5, 1});
        QVERIFY(days.at(1).overBudget);
        QVERIFY(!days.at(3).overBudget);
        QVERIFY(days.at(1).anomaly); // up from nothing
        QVERIFY(!days.at(2).anomaly);
        QVERIFY(!days.at(3).anomaly); // down
    }

    void anomaly_data()
    {
        QTest::addColumn<double>("previous");
        QTest::addColumn<double>("current");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<double>("minIncrease");
        QTest::addColumn<bool>("anomaly");
        QTest::newRow("+60 %") << 100.0 << 160.0 << 0.5 << 0.0 << true;
        QTest::newRow("exactly +50 %") << 100.0 << 150.0 << 0.5 << 0.0 << true;
        QTest::newRow("+40 %") << 100.0 << 140.0 << 0.5 << 0.0 << false;
        QTest::newRow("from nothing, above the minimum") << 0.0 << 50.0 << 0.5 << 10.0 << true;
        QTest::newRow("from nothing, below the minimum") << 0.0 << 5.0 << 0.5 << 10.0 << false;
        QTest::newRow("tripled but small") << 10.0 << 30.0 << 0.5 << 50.0 << false;
        QTest::newRow("down") << 100.0 << 20.0 << 0.5 << 0.0 << false;
        QTest::newRow("flat") << 100.0 << 100.0 << 0.0 << 0.0 << false;
    }

    void anomaly()
    {
        QFETCH(double, previous);
        QFETCH(double, current);
        QFETCH(double, ratio);
        QFETCH(double, minIncrease);
        QFETCH(bool, anomaly);
        const QString reason = CostModel::anomalyReason(previous, current, AnomalyRule{ratio, minIncrease});
        QCOMPARE(!reason.isEmpty(), anomaly);
    }
};

QTEST_APPLESS_MAIN(TestCost)
#include "tst_cost.moc"
