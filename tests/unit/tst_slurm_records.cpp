// SPDX-License-Identifier: GPL-3.0-or-later
// Accounting records and their node lists: read in Slurm's own dialect, never quietly short of nodes, and
// bounded against crafted files (a line of 200,000 bracket groups, a 600 KB line).
#include "jobs/slurm_records.h"

#include <QtTest>

using cg::jobs::JobRecord;
using cg::jobs::SlurmRecords;

namespace {

QString scontrolLine(const QString &nodeList, const QString &extra = QString())
{
    return QStringLiteral("JobId=41 JobName=train UserId=alice(1001) GroupId=alice(1001) Account=vision "
                          "JobState=COMPLETED RunTime=01:00:00 StartTime=2026-11-30T10:00:00 "
                          "EndTime=2026-11-30T11:00:00 NodeList=%1 NumNodes=2 NumTasks=2 "
                          "TRES=cpu=2,node=2,billing=2,gres/gpu=16%2")
        .arg(nodeList, extra);
}

QString jobcompLine(const QString &nodeList)
{
    return QStringLiteral(
               "JobId=77 UserId=bob(1002) GroupId=bob(1002) Name=ft JobState=COMPLETED Partition=gpu "
               "TimeLimit=60 StartTime=2026-11-30T10:00:00 EndTime=2026-11-30T11:00:00 NodeList=%1 "
               "NodeCnt=2 ProcCnt=16 WorkDir=/w Account=vision Cluster=sg")
        .arg(nodeList);
}

} // namespace

class TestSlurmRecords : public QObject
{
    Q_OBJECT

private slots:

    // Slurm's words in the neutral states the views, the cost model and the alerts read.
    void jobStates_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("state");
        QTest::addColumn<bool>("failed");
        QTest::addColumn<bool>("final");
        using S = cg::jobs::JobState;
        QTest::newRow("pending") << "PENDING" << int(S::Pending) << false << false;
        QTest::newRow("requeue hold") << "REQUEUE_HOLD" << int(S::Pending) << false << false;
        QTest::newRow("running") << "RUNNING" << int(S::Running) << false << false;
        QTest::newRow("completing") << "COMPLETING" << int(S::Completing) << false << false;
        QTest::newRow("requeued") << "REQUEUED" << int(S::Requeued) << false << false;
        QTest::newRow("completed") << "COMPLETED" << int(S::Completed) << false << true;
        QTest::newRow("failed") << "FAILED" << int(S::Failed) << true << true;
        QTest::newRow("cancelled by") << "CANCELLED+" << int(S::Cancelled) << false << true;
        QTest::newRow("preempted") << "PREEMPTED" << int(S::Preempted) << false << true;
        QTest::newRow("timeout") << "TIMEOUT" << int(S::Timeout) << true << true;
        QTest::newRow("deadline") << "DEADLINE" << int(S::Timeout) << true << true;
        QTest::newRow("node fail") << "NODE_FAIL" << int(S::NodeFail) << true << true;
        QTest::newRow("boot fail") << "BOOT_FAIL" << int(S::NodeFail) << true << true;
        QTest::newRow("oom") << "OUT_OF_MEMORY" << int(S::OutOfMemory) << true << true;
        QTest::newRow("special exit") << "SPECIAL_EXIT" << int(S::Ended) << false << true;
        QTest::newRow("suspended") << "SUSPENDED" << int(S::Suspended) << false << false;
        QTest::newRow("unknown") << "SOMETHING_NEW" << int(S::Unknown) << false << false;
    }
    void jobStates()
    {
        QFETCH(QString, word);
        QFETCH(int, state);
        QFETCH(bool, failed);
        QFETCH(bool, final);
        const cg::jobs::JobState s = cg::jobs::SlurmStates::job(word);
        QCOMPARE(int(s), state);
        QCOMPARE(cg::jobs::jobStateFailed(s), failed);
        QCOMPARE(cg::jobs::jobStateFinal(s), final);
    }

    void nodeStates_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("state");
        using N = cg::jobs::NodeState;
        QTest::newRow("idle") << "idle" << int(N::Idle);
        QTest::newRow("mixed") << "mixed" << int(N::Mixed);
        QTest::newRow("allocated") << "allocated" << int(N::Allocated);
        QTest::newRow("not responding") << "idle*" << int(N::Down);
        QTest::newRow("down") << "down" << int(N::Down);
        QTest::newRow("drained") << "drained" << int(N::Drained);
        QTest::newRow("draining") << "draining" << int(N::Draining);
        QTest::newRow("maintenance flag") << "idle$" << int(N::Maintenance);
        QTest::newRow("powered down") << "idle~" << int(N::Idle);
        QTest::newRow("reserved") << "reserved" << int(N::Reserved);
    }
    void nodeStates()
    {
        QFETCH(QString, word);
        QFETCH(int, state);
        QCOMPARE(int(cg::jobs::SlurmStates::node(word)), state);
    }

    void recordsCarryTheNeutralState()
    {
        const auto r = SlurmRecords::parseScontrolLine(
            QStringLiteral("JobId=9 JobName=x UserId=alice(1001) JobState=NODE_FAIL Reason=None "
                           "NodeList=gpu-[01-02] NumNodes=2 StartTime=2026-11-30T10:00:00 "
                           "EndTime=2026-11-30T11:00:00"));
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->state, QStringLiteral("NODE_FAIL"));
        QCOMPARE(r->phase, cg::jobs::JobState::NodeFail);
        QVERIFY(r->failed());
        QVERIFY(r->finished());
    }
    void nodeListsInSlurmsOrder_data()
    {
        QTest::addColumn<QString>("nodeList");
        QTest::addColumn<QStringList>("nodes");
        QTest::newRow("padded") << QStringLiteral("gpu-[01-02,07]")
                                << QStringList{QStringLiteral("gpu-01"), QStringLiteral("gpu-02"),
                                               QStringLiteral("gpu-07")};
        QTest::newRow("three groups") << QStringLiteral("r[1-2]n[1-2]s[1]")
                                      << QStringList{QStringLiteral("r1n1s1"), QStringLiteral("r2n1s1"),
                                                     QStringLiteral("r1n2s1"), QStringLiteral("r2n2s1")};
        QTest::newRow("several lists")
            << QStringLiteral("a[1-2],login")
            << QStringList{QStringLiteral("a1"), QStringLiteral("a2"), QStringLiteral("login")};
        QTest::newRow("not yet placed") << QStringLiteral("(null)") << QStringList{};
        QTest::newRow("none assigned") << QStringLiteral("None assigned") << QStringList{};
    }

    void nodeListsInSlurmsOrder()
    {
        QFETCH(QString, nodeList);
        QFETCH(QStringList, nodes);
        for (const QString &line : {scontrolLine(nodeList), jobcompLine(nodeList)}) {
            const auto r = SlurmRecords::parseAny(line);
            QVERIFY2(r.ok(), qPrintable(r.error()));
            QCOMPARE(r->first().nodes, nodes);
        }
    }

    // A node list that does not read fails its record, naming the job, the list and the column.
    void badNodeListsAreNeverZeroNodes_data()
    {
        QTest::addColumn<QString>("nodeList");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty brackets") << QStringLiteral("gpu-[]") << QStringLiteral("column 6");
        QTest::newRow("empty brackets after a good list")
            << QStringLiteral("gpu-[01-02],a[]") << QStringLiteral("NodeList=gpu-[01-02],a[]");
        QTest::newRow("suffix: not Slurm's") << QStringLiteral("a[1-3]-ib") << QStringLiteral("extension");
        QTest::newRow("damaged") << QStringLiteral("gpu-[01-") << QStringLiteral("damaged");
        QTest::newRow("separators only") << QStringLiteral(",") << QStringLiteral("names no host");
        QTest::newRow("over Slurm's range limit")
            << QStringLiteral("n[0-70000]") << QStringLiteral("Slurm's limit");
    }

    void badNodeListsAreNeverZeroNodes()
    {
        QFETCH(QString, nodeList);
        QFETCH(QString, mentions);
        for (const QString &line : {scontrolLine(nodeList), jobcompLine(nodeList)}) {
            const auto one = SlurmRecords::parseAny(line);
            QVERIFY(!one.ok());
            QVERIFY2(one.error().contains(mentions), qPrintable(one.error()));
            QVERIFY2(one.error().contains(QLatin1String("job ")), qPrintable(one.error()));
        }
        const auto file =
            SlurmRecords::parseAny(scontrolLine(QStringLiteral("ok1")) + u'\n' + scontrolLine(nodeList));
        QVERIFY(!file.ok());
        QVERIFY2(file.error().startsWith(QLatin1String("line 2:")), qPrintable(file.error()));
    }

    // Found by fuzz_slurm_records: a record without a job id is not a record.
    void emptyJobIdIsRefused()
    {
        const auto r =
            SlurmRecords::parseAny(QStringLiteral("JobId= JobState=COMPLETED NodeList=a1 NumNodes=1"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QLatin1String("no JobId=")), qPrintable(r.error()));
    }

    // scontrol -d: the per-node groups name nodes too; a bad one fails the record instead of losing
    // the GPU indices in silence.
    void detailGroupsRead()
    {
        const QString good = scontrolLine(QStringLiteral("gpu-[01-02]"),
                                          QStringLiteral(" JOB_GRES=gpu:4 Nodes=gpu-[01-02] CPU_IDs=0 Mem=0 "
                                                         "GRES=gpu:2(IDX:1,3)"));
        const auto r = SlurmRecords::parseAny(good);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->first().gpuIndices.value(QStringLiteral("gpu-02")), (QList<int>{1, 3}));
        const QString bad = scontrolLine(QStringLiteral("gpu-[01-02]"),
                                         QStringLiteral(" JOB_GRES=gpu:4 Nodes=gpu-[] CPU_IDs=0 Mem=0 "
                                                        "GRES=gpu:2(IDX:1,3)"));
        const auto b = SlurmRecords::parseAny(bad);
        QVERIFY(!b.ok());
        QVERIFY2(b.error().contains(QLatin1String("Nodes=gpu-[]")), qPrintable(b.error()));
    }

    // Node groups split the job's nodes: together they name at most the hostlist bound, however many
    // groups a line repeats (each group of 60,000 is within the bound, two are not).
    void detailGroupsAreBoundTogether()
    {
        QString groups = QStringLiteral(" JOB_GRES=gpu:8");
        for (int i = 0; i < 2; ++i)
            groups += QStringLiteral(" Nodes=n[%1-%2] CPU_IDs=0 Mem=0 GRES=gpu:8(IDX:0-7)")
                          .arg(i * 60000)
                          .arg(i * 60000 + 59999);
        const auto one = SlurmRecords::parseAny(scontrolLine(
            QStringLiteral("n[0-59999]"), groups.left(groups.indexOf(QLatin1String(" Nodes="), 20))));
        QVERIFY2(one.ok(), qPrintable(one.error().left(200)));
        QCOMPARE(one->first().gpuIndices.size(), 60000);
        const auto r = SlurmRecords::parseAny(scontrolLine(QStringLiteral("n[0-59999]"), groups));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QLatin1String("name more than 100000 hosts")),
                 qPrintable(r.error().left(200)));
    }

    // The crafted file that once crashed the console: one NodeList of 200,000 bracket groups (600 KB,
    // refused for its length), and of 150,000 (under the line bound, refused by the hostlist bound).
    void bracketFloodLine_data()
    {
        QTest::addColumn<int>("groups");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("200,000 groups") << 200000 << QStringLiteral("characters long");
        QTest::newRow("150,000 groups") << 150000 << QStringLiteral("more than 64 bracket groups");
    }

    void bracketFloodLine()
    {
        QFETCH(int, groups);
        QFETCH(QString, mentions);
        QString flood = QStringLiteral("gpu");
        for (int i = 0; i < groups; ++i)
            flood += QStringLiteral("[1]");
        const QString text = scontrolLine(QStringLiteral("ok1")) + u'\n' + scontrolLine(flood);
        const auto r = SlurmRecords::parseAny(text);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().startsWith(QLatin1String("line 2:")), qPrintable(r.error().left(200)));
        QVERIFY2(r.error().contains(mentions), qPrintable(r.error().left(200)));
        QVERIFY(r.error().size() < 1000);
    }

    void overlongLine()
    {
        const QString huge = scontrolLine(QStringLiteral("gpu-[01-02]"), u' ' + QString(600 * 1024, u'x'));
        const auto r = SlurmRecords::parseAny(scontrolLine(QStringLiteral("ok1")) + u'\n' + huge);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().startsWith(QLatin1String("line 2:")), qPrintable(r.error()));
        QVERIFY2(r.error().contains(QLatin1String("characters long")), qPrintable(r.error()));
        QVERIFY(r.error().size() < 1000);
        // Just under the bound, a long record still reads.
        const QString longOk = scontrolLine(QStringLiteral("gpu-[01-02]"),
                                            QStringLiteral(" Comment=") + QString(400 * 1024, u'y'));
        const auto ok = SlurmRecords::parseAny(longOk);
        QVERIFY2(ok.ok(), qPrintable(ok.error().left(200)));
        QCOMPARE(ok->first().nodes.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestSlurmRecords)
#include "tst_slurm_records.moc"
