// SPDX-License-Identifier: GPL-3.0-or-later
// The squeue poller without a cluster: the one batched squeue command, its output parsed (bad lines reported,
// not fatal), scontrol's one-line records, and the rule the scheduler's owners care about: one squeue per
// cluster per cycle however many jobs are tracked, scontrol only for a job that left the queue (once), the
// interval per cluster and the faster minute after a submit. Commands go through a counting runner.
#include "jobs/squeue_poller.h"

#include <QtTest>

using namespace cg;
using namespace cg::jobs;

namespace {

// One squeue line as squeue -O prints it: each field padded to its width, '|' after all but the name.
QByteArray line(const QString &id, const QString &state, const QString &name = QStringLiteral("train"),
                int restarts = 0, const QString &reason = QStringLiteral("None"))
{
    const QList<std::pair<QString, int>> fields = {{id, 32},
                                                   {state, 24},
                                                   {reason, 256},
                                                   {QString::number(restarts), 8},
                                                   {QStringLiteral("1:02:03"), 16},
                                                   {QStringLiteral("2-00:00:00"), 16},
                                                   {QStringLiteral("gpu"), 64},
                                                   {QStringLiteral("2"), 8},
                                                   {QStringLiteral("node[01-02]"), 512},
                                                   {QStringLiteral("ml"), 64},
                                                   {QStringLiteral("2026-11-30T10:00:00"), 24},
                                                   {QStringLiteral("2026-11-30T10:05:00"), 24}};
    QString out;
    for (const auto &[value, width] : fields)
        out += value.leftJustified(width) + QLatin1Char('|');
    out += name.leftJustified(256);
    return out.toUtf8() + '\n';
}

// A runner that answers from a table and counts what it was asked.
struct FakeCluster
{
    QMap<QString, QString> states;   // job id -> state while in squeue
    QMap<QString, QString> finished; // job id -> final state (scontrol) once out of squeue
    QStringList commands;
    bool squeueDown = false;

    CommandRunner runner()
    {
        return [this](const QString &command) -> Result<QByteArray> {
            commands << command;
            if (command.startsWith(QLatin1String("squeue "))) {
                if (squeueDown)
                    return Result<QByteArray>::failure(
                        QStringLiteral("slurm_load_jobs error: Unable to contact slurm controller"));
                QByteArray out;
                for (auto it = states.begin(); it != states.end(); ++it)
                    out += line(it.key(), it.value());
                return out;
            }
            const QString id = command.section(QLatin1Char(' '), -1);
            if (finished.contains(id))
                return QStringLiteral(
                           "JobId=%1 JobName=train JobState=%2 Reason=None Restarts=1 RunTime=00:10:00 "
                           "NumNodes=1 NodeList=node01 ExitCode=0:0\n")
                    .arg(id, finished.value(id))
                    .toUtf8();
            return Result<QByteArray>::failure(
                QStringLiteral("slurm_load_jobs error: Invalid job id specified"));
        };
    }

    int count(const char *prefix) const
    {
        return int(std::count_if(commands.begin(), commands.end(),
                                 [&](const QString &c) { return c.startsWith(QLatin1String(prefix)); }));
    }
};

const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);

} // namespace

class TestSqueuePoller : public QObject
{
    Q_OBJECT

private slots:
    void command()
    {
        const QString c = SqueueFormat::squeueCommand();
        QVERIFY(c.startsWith(QStringLiteral("squeue -h -t all -r --me -O 'JobID:32|,State:24|,")));
        QVERIFY(c.endsWith(QStringLiteral(",Name:256'")));
        QVERIFY(!c.contains(QStringLiteral("--json")));
        QVERIFY(!SqueueFormat::squeueCommand(true).contains(QStringLiteral("--me")));
        QCOMPARE(SqueueFormat::scontrolCommand(QStringLiteral("123_4")),
                 QStringLiteral("scontrol -o show job 123_4"));
        QCOMPARE(SqueueFormat::scontrolCommand(QStringLiteral("1; rm -rf ~")),
                 QStringLiteral("scontrol -o show job 0"));
    }

    void parse()
    {
        const QByteArray out =
            line(QStringLiteral("101"), QStringLiteral("RUNNING"), QStringLiteral("a|b c"), 2) + "\n" +
            line(QStringLiteral("102_7"), QStringLiteral("PENDING"), QStringLiteral("x"), 0,
                 QStringLiteral("Priority")) +
            "garbage without fields\n" + line(QStringLiteral("abc"), QStringLiteral("RUNNING")) +
            line(QStringLiteral("103"), QStringLiteral("RUNNING")).replace("0       |", "x       |") +
            "squeue: error: Invalid user: nobody\r\n" +
            line(QStringLiteral("104+1"), QStringLiteral("COMPLETED"));
        const SqueueParse p = SqueueFormat::parseSqueue(out);
        QCOMPARE(p.jobs.size(), 4);
        const JobStatus &a = p.jobs.at(0);
        QCOMPARE(a.jobId, QStringLiteral("101"));
        QCOMPARE(a.state, QStringLiteral("RUNNING"));
        QCOMPARE(a.name, QStringLiteral("a|b c"));
        QCOMPARE(a.restarts, 2);
        QCOMPARE(a.reason, QStringLiteral("None"));
        QCOMPARE(a.elapsed, QStringLiteral("1:02:03"));
        QCOMPARE(a.timeLimit, QStringLiteral("2-00:00:00"));
        QCOMPARE(a.partition, QStringLiteral("gpu"));
        QCOMPARE(a.nodes, 2);
        QCOMPARE(a.nodeList, QStringLiteral("node[01-02]"));
        QCOMPARE(a.account, QStringLiteral("ml"));
        QCOMPARE(a.submitted, QDateTime(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC));
        QVERIFY(a.inQueue);
        QCOMPARE(p.jobs.at(1).jobId, QStringLiteral("102_7"));
        QCOMPARE(p.jobs.at(1).reason, QStringLiteral("Priority"));
        QCOMPARE(p.jobs.at(2).jobId, QStringLiteral("103")); // a bad restart count is reported, the job kept
        QCOMPARE(p.jobs.at(3).jobId, QStringLiteral("104+1"));
        QVERIFY(p.jobs.at(3).finished());
        QCOMPARE(p.problems.size(), 4);
        QCOMPARE(p.problems.at(0).line, 4);
        QVERIFY(p.problems.at(0).message.contains(QStringLiteral("13")));
        QCOMPARE(p.problems.at(1).line, 5);
        QVERIFY(p.problems.at(1).message.contains(QStringLiteral("'abc' is not a job id")));
        QCOMPARE(p.problems.at(2).line, 6);
        QVERIFY(p.problems.at(2).message.contains(QStringLiteral("restart count")));
        QCOMPARE(p.problems.at(3).line, 7);
        QVERIFY(p.problems.at(3).text.startsWith(QStringLiteral("squeue: error")));
    }

    void parseNeverFails_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("only pipes") << QByteArray(5000, '|');
        QTest::newRow("binary") << QByteArray("\0\xff\xfe|\n|\0", 7);
        QTest::newRow("huge numbers")
            << line(QStringLiteral("99999999999999999999999"), QStringLiteral("RUNNING"));
    }

    void parseNeverFails()
    {
        QFETCH(QByteArray, output);
        const SqueueParse p = SqueueFormat::parseSqueue(output);
        for (const JobStatus &s : p.jobs)
            QVERIFY(!s.jobId.isEmpty());
    }

    void scontrol()
    {
        const ScontrolParse p = SqueueFormat::parseScontrol(
            "JobId=4242 JobName=my train job UserId=rita(1000) GroupId=rita(1000) MCS_label=N/A Priority=1 "
            "Account=ml QOS=normal JobState=COMPLETED Reason=None Dependency=(null) Requeue=1 Restarts=2 "
            "BatchFlag=1 Reboot=0 ExitCode=0:0 RunTime=00:12:34 TimeLimit=01:00:00 "
            "SubmitTime=2026-11-30T10:00:00 "
            "StartTime=2026-11-30T10:01:00 Partition=cpu AllocNode:Sid=login:123 NodeList=n1 NumNodes=1-1 "
            "TRES=cpu=1,mem=1G,node=1 Command=/home/rita/job.sh Comment=clustergate:spec=abcdef\n");
        QVERIFY2(p.job, qPrintable(p.error));
        QCOMPARE(p.job->jobId, QStringLiteral("4242"));
        QCOMPARE(p.job->name, QStringLiteral("my train job"));
        QCOMPARE(p.job->state, QStringLiteral("COMPLETED"));
        QCOMPARE(p.job->restarts, 2);
        QCOMPARE(p.job->exitCode, QStringLiteral("0:0"));
        QCOMPARE(p.job->elapsed, QStringLiteral("00:12:34"));
        QCOMPARE(p.job->nodes, 1);
        QCOMPARE(p.job->nodeList, QStringLiteral("n1"));
        QCOMPARE(p.job->account, QStringLiteral("ml"));
        QCOMPARE(p.job->started, QDateTime(QDate(2026, 11, 30), QTime(10, 1), Qt::UTC));
        QVERIFY(!p.job->inQueue);
        QVERIFY(p.job->finished());

        const ScontrolParse gone =
            SqueueFormat::parseScontrol("slurm_load_jobs error: Invalid job id specified\n");
        QVERIFY(!gone.job);
        QVERIFY(gone.error.contains(QStringLiteral("Invalid job id")));
        QVERIFY(!SqueueFormat::parseScontrol("").job);
        QVERIFY(!SqueueFormat::parseScontrol("no pairs here").job);
        QVERIFY(!SqueueFormat::parseScontrol("JobId=12 JobName=x").job); // no state
    }

    void oneSqueuePerCycle_data()
    {
        QTest::addColumn<int>("jobs");
        QTest::newRow("1 job") << 1;
        QTest::newRow("50 jobs") << 50;
        QTest::newRow("2000 jobs") << 2000;
    }

    void oneSqueuePerCycle()
    {
        QFETCH(int, jobs);
        FakeCluster cluster;
        ClusterPoller poller(QStringLiteral("sg-h200"));
        for (int i = 0; i < jobs; ++i) {
            const QString id = QString::number(1000 + i);
            poller.track(id);
            cluster.states.insert(id, QStringLiteral("RUNNING"));
        }
        QDateTime now = t0;
        for (int cycle = 0; cycle < 5; ++cycle) {
            QVERIFY(poller.isDue(now));
            const PollCycle c = poller.poll(cluster.runner(), now);
            QVERIFY(c.squeueRan);
            QCOMPARE(c.commandsRun, 1);
            QCOMPARE(c.changed.size(), cycle == 0 ? jobs : 0); // first sight, then nothing new
            now = now.addSecs(poller.interval());
        }
        QCOMPARE(cluster.count("squeue "), 5);
        QCOMPARE(cluster.count("scontrol "), 0);
        QCOMPARE(poller.statuses().size(), jobs);
    }

    void scontrolOnlyForJobsThatLeft()
    {
        FakeCluster cluster;
        ClusterPoller poller(QStringLiteral("c"));
        for (const char *id : {"1", "2", "3", "4"}) {
            poller.track(QLatin1String(id));
            cluster.states.insert(QLatin1String(id), QStringLiteral("RUNNING"));
        }
        QDateTime now = t0;
        poller.poll(cluster.runner(), now);
        // 2 finished and left; 3 left and was purged; 4 is completed but still listed (-t all).
        cluster.states.remove(QStringLiteral("2"));
        cluster.finished.insert(QStringLiteral("2"), QStringLiteral("FAILED"));
        cluster.states.remove(QStringLiteral("3"));
        cluster.states[QStringLiteral("4")] = QStringLiteral("COMPLETED");
        now = now.addSecs(30);
        cluster.commands.clear();
        PollCycle c = poller.poll(cluster.runner(), now);
        QCOMPARE(cluster.count("squeue "), 1);
        QCOMPARE(cluster.commands.filter(QStringLiteral("scontrol")),
                 (QStringList{QStringLiteral("scontrol -o show job 2"),
                              QStringLiteral("scontrol -o show job 3")}));
        QCOMPARE(c.left, (QStringList{QStringLiteral("2"), QStringLiteral("3")}));
        QCOMPARE(c.vanished, QStringList{QStringLiteral("3")});
        QCOMPARE(poller.tracked(),
                 (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4")}));
        QCOMPARE(poller.status(QStringLiteral("2"))->state, QStringLiteral("FAILED"));
        QCOMPARE(poller.status(QStringLiteral("2"))->exitCode, QStringLiteral("0:0"));
        QVERIFY(!poller.status(QStringLiteral("2"))->inQueue);
        QCOMPARE(poller.status(QStringLiteral("4"))->state, QStringLiteral("COMPLETED"));
        QStringList changed;
        for (const JobStatus &s : c.changed)
            changed << s.jobId;
        changed.sort();
        QCOMPARE(changed, (QStringList{QStringLiteral("2"), QStringLiteral("4")}));
        // The next cycle asks nothing more about 2: its end is known.
        cluster.commands.clear();
        c = poller.poll(cluster.runner(), now.addSecs(30));
        QCOMPARE(cluster.commands.size(), 1);
        QVERIFY(c.left.isEmpty());
        // Requeued: back in squeue, followed again, and asked again once it leaves.
        cluster.states.insert(QStringLiteral("2"), QStringLiteral("PENDING"));
        c = poller.poll(cluster.runner(), now.addSecs(60));
        QCOMPARE(poller.status(QStringLiteral("2"))->state, QStringLiteral("PENDING"));
        cluster.states.remove(QStringLiteral("2"));
        cluster.commands.clear();
        poller.poll(cluster.runner(), now.addSecs(90));
        QCOMPARE(cluster.count("scontrol "), 1);
    }

    void squeueFailureKeepsStates()
    {
        FakeCluster cluster;
        ClusterPoller poller(QStringLiteral("c"));
        poller.track(QStringLiteral("7"));
        cluster.states.insert(QStringLiteral("7"), QStringLiteral("RUNNING"));
        poller.poll(cluster.runner(), t0);
        cluster.squeueDown = true;
        cluster.commands.clear();
        const PollCycle c = poller.poll(cluster.runner(), t0.addSecs(30));
        QVERIFY(!c.squeueRan);
        QVERIFY(c.error.contains(QStringLiteral("Unable to contact")));
        QCOMPARE(cluster.commands.size(), 1); // no scontrol storm when squeue is down
        QCOMPARE(poller.status(QStringLiteral("7"))->state, QStringLiteral("RUNNING"));
        QVERIFY(!poller.isDue(t0.addSecs(31))); // waits for the next interval
    }

    void intervals()
    {
        ClusterPoller poller(QStringLiteral("c"));
        QCOMPARE(poller.interval(), 30);
        QVERIFY(poller.isDue(t0)); // never polled
        FakeCluster cluster;
        poller.track(QStringLiteral("1"));
        poller.poll(cluster.runner(), t0);
        QCOMPARE(poller.nextPollAt(), t0.addSecs(30));
        QVERIFY(!poller.isDue(t0.addSecs(29)));
        QVERIFY(poller.isDue(t0.addSecs(30)));
        // A submit: every 5 s for a minute, then back to 30 s.
        poller.noteSubmitted(QStringLiteral("2"), t0.addSecs(10));
        QVERIFY(poller.tracked().contains(QStringLiteral("2")));
        QCOMPARE(poller.currentInterval(t0.addSecs(10)), 5);
        QVERIFY(poller.isDue(t0.addSecs(10)));
        poller.poll(cluster.runner(), t0.addSecs(10));
        QCOMPARE(poller.nextPollAt(), t0.addSecs(15));
        QCOMPARE(poller.currentInterval(t0.addSecs(69)), 5);
        QCOMPARE(poller.currentInterval(t0.addSecs(70)), 30);
        poller.poll(cluster.runner(), t0.addSecs(70));
        QCOMPARE(poller.nextPollAt(), t0.addSecs(100));
        // Per cluster, with a floor.
        poller.setInterval(120);
        QCOMPARE(poller.interval(), 120);
        poller.setInterval(1);
        QCOMPARE(poller.interval(), ClusterPoller::kFastIntervalSeconds);
    }

    void monitorPollsEachDueClusterOnce()
    {
        JobMonitor monitor;
        QMap<QString, FakeCluster> clusters;
        const QStringList names = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        for (const QString &n : names) {
            for (int i = 0; i < 100; ++i) {
                const QString id = QString::number(i + 1);
                monitor.cluster(n).track(id);
                clusters[n].states.insert(id, QStringLiteral("RUNNING"));
            }
        }
        monitor.cluster(QStringLiteral("idle")); // nothing tracked: never polled
        monitor.cluster(QStringLiteral("c")).setInterval(120);
        const auto runnerFor = [&](const QString &name) { return clusters[name].runner(); };
        QCOMPARE(monitor.nextDue(), QDateTime::fromSecsSinceEpoch(0, QTimeZone::utc()));
        QCOMPARE(monitor.pollDue(runnerFor, t0).size(), 3);
        QCOMPARE(monitor.nextDue(), t0.addSecs(30));
        QCOMPARE(monitor.pollDue(runnerFor, t0.addSecs(10)).size(), 0);
        const QList<PollCycle> second = monitor.pollDue(runnerFor, t0.addSecs(30));
        QCOMPARE(second.size(), 2); // c polls every 120 s
        for (const QString &n : names)
            QCOMPARE(clusters[n].count("squeue "), n == QLatin1String("c") ? 1 : 2);
        QVERIFY(!clusters.contains(QStringLiteral("idle")));
        QCOMPARE(monitor.clusters(), (QStringList{QStringLiteral("a"), QStringLiteral("b"),
                                                  QStringLiteral("c"), QStringLiteral("idle")}));
    }

    void allUsersQueueView()
    {
        FakeCluster cluster;
        cluster.states.insert(QStringLiteral("5"), QStringLiteral("PENDING"));
        cluster.states.insert(QStringLiteral("6"), QStringLiteral("RUNNING"));
        ClusterPoller poller(QStringLiteral("c"));
        poller.setAllUsers(true);
        JobMonitor monitor;
        monitor.cluster(QStringLiteral("c")).setAllUsers(true);
        QCOMPARE(monitor.pollDue([&](const QString &) { return cluster.runner(); }, t0).size(), 1);
        QVERIFY(!cluster.commands.first().contains(QStringLiteral("--me")));
        QCOMPARE(monitor.cluster(QStringLiteral("c")).statuses().size(), 2);
    }
};

QTEST_APPLESS_MAIN(TestSqueuePoller)
#include "tst_squeue_poller.moc"
