// SPDX-License-Identifier: GPL-3.0-or-later
// The real clustergate-agent's job runner (`job start|status|cancel|logs|gpus --protocol 1`) on this
// machine, each test in its own job directory: a job outlives the command that started it in a session of
// its own, cancel leaves no process of its group (even one that ignores TERM), the wrapper's requeue runs
// it again, logs are bounded and followed, GPUs in use are not free; and the hostile cases: ids that climb
// out of the directory, a description too big, a tampered job directory (state unknown, never guessed), a
// runner killed (state lost).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <functional>

#include <csignal>
#include <unistd.h>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

// Processes whose session is `sid` (read from /proc/PID/stat).
QList<int> sessionMembers(int sid)
{
    QList<int> out;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &p : pids) {
        bool ok = false;
        const int pid = p.toInt(&ok);
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray stat = f.readAll();
        const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
        // fields: state, ppid, pgrp, session; a zombie runs nothing (it waits for its parent to reap it)
        if (fields.size() > 3 && fields.at(3).toInt() == sid && fields.at(0) != "Z")
            out << pid;
    }
    return out;
}

} // namespace

class TestAgentJobs : public QObject
{
    Q_OBJECT

    Run agent(const QStringList &args, const QByteArray &input = {}, const QString &libraryPath = {})
    {
        QProcess p;
        if (!libraryPath.isEmpty()) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("LD_LIBRARY_PATH"), libraryPath);
            p.setProcessEnvironment(env);
        }
        p.start(QStringLiteral(CLUSTERGATE_AGENT_BINARY),
                QStringList{QStringLiteral("job")} + args.mid(0, 1) +
                    QStringList{QStringLiteral("--protocol"), QStringLiteral("1"), QStringLiteral("--dir"),
                                m_dir.path(), QStringLiteral("--host"), QStringLiteral("h1")} +
                    args.mid(1));
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000))
            p.kill();
        p.waitForFinished();
        return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    static QByteArray description(const QString &id, const QString &script, const QJsonArray &gpus = {},
                                  const QJsonObject &more = {})
    {
        QJsonObject o{
            {QStringLiteral("protocol"), 1},
            {QStringLiteral("id"), id},
            {QStringLiteral("script"), script},
            {QStringLiteral("env"), QJsonObject{{QStringLiteral("GREETING"), QStringLiteral("hello there")}}},
            {QStringLiteral("gpus"), gpus}};
        for (auto it = more.begin(); it != more.end(); ++it)
            o.insert(it.key(), it.value());
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }

    QJsonObject status(const QString &id)
    {
        const Run r = agent({QStringLiteral("status"), id});
        return QJsonDocument::fromJson(r.out.trimmed()).object();
    }

    QString state(const QString &id) { return status(id).value(QStringLiteral("state")).toString(); }

    QString jobDir(const QString &id) const { return m_dir.filePath(QStringLiteral("jobs/h1/") + id); }

    bool waitFor(const std::function<bool()> &done)
    {
        for (int i = 0; i < 600; ++i) {
            if (done())
                return true;
            QThread::msleep(100);
        }
        return done();
    }

private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    void startRunsDetachedAndEnds()
    {
        const Run r =
            agent({QStringLiteral("start")},
                  description(QStringLiteral("hello"),
                              QStringLiteral("echo \"$GREETING from $CG_JOB_ID gpus=[$CUDA_VISIBLE_DEVICES] "
                                             "restart=$SLURM_RESTART_COUNT\"\nsleep 1\nexit 3\n"),
                              {2, 0}));
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const QJsonObject started = QJsonDocument::fromJson(r.out.trimmed()).object();
        QCOMPARE(started.value(QStringLiteral("state")).toString(), QStringLiteral("running"));
        // Its own session: not this test's, not the agent command's.
        const int pgid = started.value(QStringLiteral("pgid")).toInt();
        QVERIFY(pgid > 1 && pgid != int(::getsid(0)));
        QVERIFY(waitFor([&] { return state(QStringLiteral("hello")) == QLatin1String("failed"); }));
        const QJsonObject ended = status(QStringLiteral("hello"));
        QCOMPARE(ended.value(QStringLiteral("exit")).toInt(), 3);
        const Run log = agent({QStringLiteral("logs"), QStringLiteral("hello"), QStringLiteral("--offset"),
                               QStringLiteral("0")});
        QCOMPARE(log.code, 0);
        QCOMPARE(log.out, QByteArray("hello there from hello gpus=[2,0] restart=0\n"));
        // From an offset, and bounded.
        const Run part = agent({QStringLiteral("logs"), QStringLiteral("hello"), QStringLiteral("--offset"),
                                QStringLiteral("6"), QStringLiteral("--limit"), QStringLiteral("5")});
        QCOMPARE(part.out, QByteArray("there"));
        // The same id again is a conflict, nothing overwritten.
        const Run again =
            agent({QStringLiteral("start")}, description(QStringLiteral("hello"), QStringLiteral("true")));
        QCOMPARE(again.code, 4);
    }

    void cancelStopsTheWholeGroup()
    {
        // The job ignores TERM and starts a child of its own: the grace ends with KILL for every one.
        const Run r =
            agent({QStringLiteral("start")},
                  description(QStringLiteral("stubborn"),
                              QStringLiteral("trap '' TERM\n(trap '' TERM; sleep 300) &\nsleep 300\n")));
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const int sid =
            QJsonDocument::fromJson(r.out.trimmed()).object().value(QStringLiteral("pgid")).toInt();
        QVERIFY(waitFor([&] { return sessionMembers(sid).size() >= 3; }));
        const Run c = agent({QStringLiteral("cancel"), QStringLiteral("stubborn"), QStringLiteral("--grace"),
                             QStringLiteral("1")});
        QVERIFY2(c.code == 0, (c.out + c.err).constData());
        QCOMPARE(QJsonDocument::fromJson(c.out.trimmed()).object().value(QStringLiteral("state")).toString(),
                 QStringLiteral("cancelled"));
        QVERIFY2(sessionMembers(sid).isEmpty(), "processes of the cancelled job are left");
        QCOMPARE(state(QStringLiteral("stubborn")), QStringLiteral("cancelled"));
    }

    void requeueRunsAgain()
    {
        const Run r = agent(
            {QStringLiteral("start")},
            description(QStringLiteral("again"),
                        QStringLiteral("echo run $CG_RESTART_COUNT\n"
                                       "if [ \"$CG_RESTART_COUNT\" = 0 ]; then : >\"$CG_JOB_DIR/requeue\"; "
                                       "exit 1; fi\n")));
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QVERIFY(waitFor([&] { return state(QStringLiteral("again")) == QLatin1String("completed"); }));
        QCOMPARE(status(QStringLiteral("again")).value(QStringLiteral("restarts")).toInt(), 1);
        const Run log = agent({QStringLiteral("logs"), QStringLiteral("again"), QStringLiteral("--offset"),
                               QStringLiteral("0")});
        QVERIFY2(log.out.startsWith("run 0\n") && log.out.contains("run 1\n"), log.out.constData());
    }

    // A time limit as Slurm's --time with --signal=B:USR1@N: the warning first, then TERM to the group.
    void timeLimitWarnsThenStops()
    {
        const Run r =
            agent({QStringLiteral("start")},
                  description(
                      QStringLiteral("limited"),
                      QStringLiteral("trap 'echo warned' USR1\ntrap 'echo stopped; exit 7' TERM\n"
                                     "while :; do sleep 0.1; done\n"),
                      {}, QJsonObject{{QStringLiteral("timeLimit"), 3}, {QStringLiteral("warnBefore"), 2}}));
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QVERIFY(waitFor([&] { return state(QStringLiteral("limited")) == QLatin1String("failed"); }));
        QCOMPARE(status(QStringLiteral("limited")).value(QStringLiteral("exit")).toInt(), 7);
        const Run log = agent({QStringLiteral("logs"), QStringLiteral("limited"), QStringLiteral("--offset"),
                               QStringLiteral("0")});
        const qsizetype warned = log.out.indexOf("warned\n"), stopped = log.out.indexOf("stopped\n");
        QVERIFY2(warned >= 0 && stopped > warned, log.out.constData());
        QVERIFY2(log.out.contains("SIGUSR1") && log.out.contains("the time limit is reached"),
                 log.out.constData());
    }

    void followEndsWithTheJob()
    {
        QVERIFY(agent({QStringLiteral("start")},
                      description(QStringLiteral("ticker"),
                                  QStringLiteral("for i in 1 2 3 4 5; do echo tick $i; sleep 0.2; done\n")))
                    .code == 0);
        const Run f = agent({QStringLiteral("logs"), QStringLiteral("ticker"), QStringLiteral("--offset"),
                             QStringLiteral("0"), QStringLiteral("--follow")});
        QCOMPARE(f.code, 0);
        QCOMPARE(f.out, QByteArray("tick 1\ntick 2\ntick 3\ntick 4\ntick 5\n"));
    }

    void gpusInUseAreNotFree()
    {
        QVERIFY(agent({QStringLiteral("start")},
                      description(QStringLiteral("holder"), QStringLiteral("sleep 300"), {1, 3}))
                    .code == 0);
        const Run g =
            agent({QStringLiteral("gpus"), QStringLiteral("--declared"), QStringLiteral("0,1,2,3")});
        QCOMPARE(g.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(g.out).object();
        QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("declared"));
        QCOMPARE(o.value(QStringLiteral("free")).toArray(), (QJsonArray{0, 2}));
        QVERIFY(agent({QStringLiteral("cancel"), QStringLiteral("holder")}).code == 0);
        const QJsonObject after =
            QJsonDocument::fromJson(
                agent({QStringLiteral("gpus"), QStringLiteral("--declared"), QStringLiteral("0,1,2,3")}).out)
                .object();
        QCOMPARE(after.value(QStringLiteral("free")).toArray(), (QJsonArray{0, 1, 2, 3}));
    }

    // Where NVML answers (the test's stand-in library: two GPUs), it says what the host has, not the console.
    void gpusFromNvml()
    {
        const Run g =
            agent({QStringLiteral("gpus"), QStringLiteral("--declared"), QStringLiteral("0,1,2,3,4,5,6,7")},
                  {}, QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR));
        QCOMPARE(g.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(g.out).object();
        QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("nvml"));
        QCOMPARE(o.value(QStringLiteral("total")).toArray(), (QJsonArray{0, 1}));
    }

    void hostileIdsAndInput()
    {
        for (const QString &id : {QStringLiteral("../x"), QStringLiteral(".."), QStringLiteral("a/b")}) {
            const Run s = agent({QStringLiteral("status"), id});
            QCOMPARE(s.code, 2);
            const Run l =
                agent({QStringLiteral("logs"), id, QStringLiteral("--offset"), QStringLiteral("0")});
            QCOMPARE(l.code, 2);
            const Run st = agent({QStringLiteral("start")}, description(id, QStringLiteral("true")));
            QCOMPARE(st.code, 1);
        }
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("jobs/x"))));
        // Too big: refused after reading the bound, nothing created.
        const Run big = agent({QStringLiteral("start")}, QByteArray(5 << 20, ' '));
        QCOMPARE(big.code, 1);
        QVERIFY2(big.err.contains("larger than"), big.err.constData());
        // Another protocol: refused before reading anything.
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_AGENT_BINARY),
                {QStringLiteral("job"), QStringLiteral("status"), QStringLiteral("--protocol"),
                 QStringLiteral("9")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        // A working directory that does not exist: the start fails saying so, nothing runs.
        const QByteArray noDir =
            QJsonDocument(QJsonObject{{QStringLiteral("protocol"), 1},
                                      {QStringLiteral("id"), QStringLiteral("nowhere")},
                                      {QStringLiteral("script"), QStringLiteral("true")},
                                      {QStringLiteral("workdir"), QStringLiteral("/nonexistent/dir")}})
                .toJson(QJsonDocument::Compact);
        const Run nd = agent({QStringLiteral("start")}, noDir);
        QCOMPARE(nd.code, 1);
        QVERIFY2(nd.err.contains("does not exist"), nd.err.constData());
    }

    void tamperedDirectoryIsUnknown()
    {
        QVERIFY(agent({QStringLiteral("start")}, description(QStringLiteral("t1"), QStringLiteral("true")))
                    .code == 0);
        QVERIFY(waitFor([&] { return state(QStringLiteral("t1")) == QLatin1String("completed"); }));
        QFile exitFile(jobDir(QStringLiteral("t1")) + QStringLiteral("/exit"));
        QVERIFY(exitFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        exitFile.write("zero\n");
        exitFile.close();
        QCOMPARE(state(QStringLiteral("t1")), QStringLiteral("unknown"));
        // A pid file pointing elsewhere (here: at this test) with no exit status: not running, not guessed.
        QVERIFY(QFile::remove(exitFile.fileName()));
        QFile pidFile(jobDir(QStringLiteral("t1")) + QStringLiteral("/pid"));
        QVERIFY(pidFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        pidFile.write(QByteArray::number(qint64(::getpid())));
        pidFile.close();
        QCOMPARE(state(QStringLiteral("t1")), QStringLiteral("lost"));
        // ... and cancel signals nothing of this test (it is not the job's).
        QCOMPARE(agent({QStringLiteral("cancel"), QStringLiteral("t1")}).code, 0);
        QVERIFY(pidFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        pidFile.write("not a pid");
        pidFile.close();
        QCOMPARE(state(QStringLiteral("t1")), QStringLiteral("unknown"));
        // A log replaced by a link is not followed.
        QVERIFY(QFile::remove(jobDir(QStringLiteral("t1")) + QStringLiteral("/log")));
        QVERIFY(QFile::link(QStringLiteral("/etc/hostname"),
                            jobDir(QStringLiteral("t1")) + QStringLiteral("/log")));
        const Run l = agent(
            {QStringLiteral("logs"), QStringLiteral("t1"), QStringLiteral("--offset"), QStringLiteral("0")});
        QVERIFY(l.out.isEmpty());
    }

    void killedRunnerIsLost()
    {
        const Run r = agent({QStringLiteral("start")},
                            description(QStringLiteral("victim"), QStringLiteral("sleep 300")));
        QVERIFY(r.code == 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.trimmed()).object();
        const int sid = o.value(QStringLiteral("pgid")).toInt();
        QVERIFY(::kill(-sid, SIGKILL) == 0);
        QVERIFY(waitFor([&] { return sessionMembers(sid).isEmpty(); }));
        const QJsonObject s = status(QStringLiteral("victim"));
        QCOMPARE(s.value(QStringLiteral("state")).toString(), QStringLiteral("lost"));
        QVERIFY(!s.value(QStringLiteral("reason")).toString().isEmpty());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestAgentJobs)
#include "tst_agent_jobs.moc"
