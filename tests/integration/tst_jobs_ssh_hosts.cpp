// SPDX-License-Identifier: GPL-3.0-or-later
// The ssh-hosts job backend against real hosts: the netlab's nodes behind bastion1 (OpenSSH in network
// namespaces, no scheduler), the real agent pushed there, the real `clustergate` command line from the
// client namespace. `clustergate jobs submit` runs a spec on a node; its log follows; a job survives the
// command that submitted it and its state is read back from the node by the next command; cancel leaves no
// process of the job's session; a two-node job sees the rendezvous variables; a job that does not fit waits
// in the console's queue and runs when the GPUs are free; the compliance gate refuses as it does for Slurm.
#include "netlab/netlab.h"

#include "inventory/inventory.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/ssh_engine.h"
#include "storage/database.h"
#include "validation/checklist.h"
#include "validation/checks.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QThread>
#include <QtTest>

#include <csignal>
#include <functional>

using namespace cg;

namespace {

QList<int> sessionMembers(int sid)
{
    QList<int> out;
    for (const QString &p : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const int pid = p.toInt(&ok);
        QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!ok || !f.open(QIODevice::ReadOnly))
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

class TestJobsSshHosts : public QObject
{
    Q_OBJECT

    struct Cli
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    Cli cli(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("HOME"), m_userHome.path());
        env.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        env.insert(QStringLiteral("USER"), QStringLiteral("alice"));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_work.path());
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(240000))
            p.kill();
        p.waitForFinished();
        return Cli{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    Cli jobs(const QStringList &args) { return cli(QStringList{QStringLiteral("jobs")} + args + kCluster); }

    QString writeSpec(const QString &name, QString yaml)
    {
        yaml.replace(QStringLiteral("@WORK@"), m_work.path());
        const QString path = m_work.filePath(name + QStringLiteral(".yaml"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(yaml.toUtf8());
        return path;
    }

    QString submit(const QString &name, const QString &yaml, Cli *result = nullptr)
    {
        const Cli r = jobs({QStringLiteral("submit"), writeSpec(name, yaml)});
        if (result)
            *result = r;
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("submitted job (\\S+) to")).match(QString::fromUtf8(r.out));
        if (r.code != 0 || !m.hasMatch())
            qWarning("submit %s: %s%s", qPrintable(name), r.out.constData(), r.err.constData());
        return m.captured(1);
    }

    // The job as `jobs list --format json` says (which also starts what waits and fits).
    QJsonObject listed(const QString &id)
    {
        const Cli r = jobs({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        for (const QByteArray &line : r.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("id")).toString() == id)
                return o;
        }
        return {};
    }

    bool waitFor(const std::function<bool()> &done, int rounds = 120)
    {
        for (int i = 0; i < rounds; ++i) {
            if (done())
                return true;
            QThread::msleep(500);
        }
        return done();
    }

    // The agent's job directory of rank 0 on host `host`.
    QString jobDir(const QString &host, const QString &id) const
    {
        return m_nodeCache.filePath(QStringLiteral("clustergate/jobs/%1/%2.0.0").arg(host, id));
    }

    QStringList auditActions()
    {
        Database db;
        if (!db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok())
            return {};
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog audit(store);
        const auto rows = audit.rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false});
        QStringList out;
        if (rows.ok())
            for (const ledger::AuditRow &row : rows.value())
                out << row.action + QLatin1Char(' ') +
                           QJsonDocument::fromJson(row.details.toUtf8())
                               .object()
                               .value(QStringLiteral("backend"))
                               .toString();
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_userHome.isValid() && m_work.isValid() && m_nodeCache.isValid());
        // The nodes share this machine's files: their agent directory goes to a folder of this test.
        qputenv("NETLAB_SSHD_SETENV", "XDG_CACHE_HOME=" + m_nodeCache.path().toUtf8());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("ssh-hosts job tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
        QVERIFY(QDir(m_userHome.path()).mkpath(QStringLiteral(".ssh")));
        QVERIFY(QFile::copy(m_lab.file(QStringLiteral("known_hosts")),
                            m_userHome.filePath(QStringLiteral(".ssh/known_hosts"))));
        const Cli r =
            cli({QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("lab"),
                 QStringLiteral("--jump"), QStringLiteral("root@") + m_lab.value("BASTION1"),
                 QStringLiteral("--nodes"), QStringLiteral("gpu[01-02] 198.18.4.[10-11]"),
                 QStringLiteral("--user"), QStringLiteral("root"), QStringLiteral("--identity"),
                 m_lab.file(QStringLiteral("id_ed25519")), QStringLiteral("--region"), QStringLiteral("SG"),
                 QStringLiteral("--job-backend"), QStringLiteral("ssh-hosts")});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const Cli shown = cli({QStringLiteral("clusters"), QStringLiteral("show"), QStringLiteral("lab")});
        QVERIFY2(shown.out.contains("job backend: ssh-hosts"), shown.out.constData());
        // No NVML on the lab's nodes: the contract's GPUs per node are what each host has.
        Database db;
        QVERIFY(db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        Inventory inv(db);
        const auto all = inv.clusters();
        QVERIFY(all.ok() && all->size() == 1);
        ClusterRecord c = all->first();
        c.contract.gpusPerNode = 2;
        const auto nodes = inv.nodes(c.id);
        QVERIFY(nodes.ok());
        QVERIFY(inv.saveCluster(c, nodes.value()).ok());
    }

    void cleanupTestCase() { m_lab.down(); }

    void submitRunsOnANodeAndTheLogFollows()
    {
        const QString id = submit(QStringLiteral("hello"), QStringLiteral(R"(name: hello
resources:
  accelerators: 1
storage:
  checkpoint: @WORK@/ckpt/hello
command: |
  echo "hello from rank $NODE_RANK restart=$CG_RESTART_COUNT gpus=$CUDA_VISIBLE_DEVICES"
  sleep 2
  echo "hello done"
)"));
        QVERIFY(!id.isEmpty());
        const Cli f = jobs({QStringLiteral("logs"), id, QStringLiteral("-f")});
        QVERIFY2(f.code == 0, (f.out + f.err).constData());
        QVERIFY2(f.out.contains("hello from rank 0 restart=0 gpus=0") && f.out.contains("hello done"),
                 f.out.constData());
        QCOMPARE(listed(id).value(QStringLiteral("phase")).toString(), QStringLiteral("completed"));
        const QStringList actions = auditActions();
        QVERIFY2(actions.contains(QStringLiteral("job.submitted ssh-hosts")) &&
                     actions.contains(QStringLiteral("job.started ssh-hosts")),
                 qPrintable(actions.join(u',')));
    }

    void twoNodeJobSeesTheRendezvous()
    {
        const QString id = submit(QStringLiteral("pair"), QStringLiteral(R"(name: pair
replicas: 2
resources:
  accelerators: 1
storage:
  checkpoint: @WORK@/ckpt/pair
command: |
  env | grep -E '^(MASTER_ADDR|MASTER_PORT|NODE_RANK|WORLD_SIZE|NNODES|NPROC_PER_NODE)=' | sort >"@WORK@/rv-$NODE_RANK.tmp"
  mv "@WORK@/rv-$NODE_RANK.tmp" "@WORK@/rv-$NODE_RANK"
)"));
        QVERIFY(!id.isEmpty());
        QVERIFY(waitFor([&] {
            return listed(id).value(QStringLiteral("phase")).toString() == QLatin1String("completed");
        }));
        QMap<int, QMap<QString, QString>> seen;
        for (int rank = 0; rank < 2; ++rank) {
            QFile f(m_work.filePath(QStringLiteral("rv-%1").arg(rank)));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
            for (const QByteArray &line : f.readAll().split('\n')) {
                const qsizetype eq = line.indexOf('=');
                if (eq > 0)
                    seen[rank].insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
            }
        }
        for (int rank = 0; rank < 2; ++rank) {
            QCOMPARE(seen[rank].value(QStringLiteral("MASTER_ADDR")), QStringLiteral("198.18.4.10"));
            QCOMPARE(seen[rank].value(QStringLiteral("NODE_RANK")), QString::number(rank));
            QCOMPARE(seen[rank].value(QStringLiteral("NNODES")), QStringLiteral("2"));
            QCOMPARE(seen[rank].value(QStringLiteral("NPROC_PER_NODE")), QStringLiteral("1"));
            QCOMPARE(seen[rank].value(QStringLiteral("WORLD_SIZE")), QStringLiteral("2"));
        }
        QVERIFY(!seen[0].value(QStringLiteral("MASTER_PORT")).isEmpty());
        QCOMPARE(seen[0].value(QStringLiteral("MASTER_PORT")), seen[1].value(QStringLiteral("MASTER_PORT")));
        QCOMPARE(listed(id).value(QStringLiteral("nodes")).toString(), QStringLiteral("gpu01,gpu02"));
    }

    void aJobSurvivesTheConsoleAndCancelStopsItsGroup()
    {
        const QString id = submit(QStringLiteral("sleeper"), QStringLiteral(R"(name: sleeper
storage:
  checkpoint: @WORK@/ckpt/sleeper
command: |
  echo "sleeper started"
  sleep 300
)"));
        QVERIFY(!id.isEmpty());
        // The command that submitted it has exited (its SSH connection is gone); the next one reconnects
        // and reads the state from the node.
        QVERIFY(waitFor([&] {
            return listed(id).value(QStringLiteral("phase")).toString() == QLatin1String("running");
        }));
        QFile pgidFile(jobDir(QStringLiteral("gpu01"), id) + QStringLiteral("/pgid"));
        QVERIFY2(pgidFile.open(QIODevice::ReadOnly), qPrintable(pgidFile.fileName()));
        const int sid = pgidFile.readAll().trimmed().toInt();
        QVERIFY(sid > 1);
        QVERIFY(!sessionMembers(sid).isEmpty());
        const Cli tail = jobs({QStringLiteral("logs"), id});
        QVERIFY2(tail.out.contains("sleeper started"), (tail.out + tail.err).constData());

        const Cli c = jobs({QStringLiteral("cancel"), id});
        QVERIFY2(c.code == 0, (c.out + c.err).constData());
        QVERIFY2(sessionMembers(sid).isEmpty(),
                 "processes of the cancelled job's group are left on the node");
        QCOMPARE(listed(id).value(QStringLiteral("phase")).toString(), QStringLiteral("cancelled"));
        QVERIFY(auditActions().contains(QStringLiteral("job.cancelled ssh-hosts")));
    }

    void aJobThatDoesNotFitWaitsThenRuns()
    {
        // Both hosts' two GPUs, until the test releases it.
        const QString big = submit(QStringLiteral("big"), QStringLiteral(R"(name: big
replicas: 2
resources:
  accelerators: 2
storage:
  checkpoint: @WORK@/ckpt/big
command: |
  while [ ! -e "@WORK@/release" ]; do sleep 0.2; done
)"));
        QVERIFY(!big.isEmpty());
        Cli r;
        const QString small = submit(QStringLiteral("small"), QStringLiteral(R"(name: small
resources:
  accelerators: 1
storage:
  checkpoint: @WORK@/ckpt/small
command: |
  echo "small ran with gpus=$CUDA_VISIBLE_DEVICES"
)"),
                                     &r);
        QVERIFY(!small.isEmpty());
        QVERIFY2(r.err.contains("waits in the queue"), r.err.constData());
        QCOMPARE(listed(small).value(QStringLiteral("state")).toString(), QStringLiteral("QUEUED"));
        QCOMPARE(listed(big).value(QStringLiteral("phase")).toString(), QStringLiteral("running"));

        QFile release(m_work.filePath(QStringLiteral("release")));
        QVERIFY(release.open(QIODevice::WriteOnly));
        release.close();
        QVERIFY(waitFor([&] {
            return listed(small).value(QStringLiteral("phase")).toString() == QLatin1String("completed");
        }));
        QCOMPARE(listed(big).value(QStringLiteral("phase")).toString(), QStringLiteral("completed"));
        const Cli log = jobs({QStringLiteral("logs"), small});
        QVERIFY2(log.out.contains("small ran with gpus=0"), (log.out + log.err).constData());
    }

    // The guides' L5 drill on hosts: the runner and the job of the node are killed mid-run; the next listing
    // finds the rank lost, moves the job (within maxRetries) and it resumes from its newest verified
    // checkpoint.
    void aLostHostMovesTheJobAndItResumes()
    {
        const QString id = submit(QStringLiteral("drill"), QStringLiteral(R"yaml(name: drill
restartPolicy: on-failure
maxRetries: 1
storage:
  checkpoint: @WORK@/ckpt/drill
checkpoint:
  interval_steps: 10
command: |
  step=0
  if [ -n "$CG_RESUME_FROM" ]; then step=$(cat "$CG_RESUME_FROM/state"); fi
  echo "drill: start at step $step restart $CG_RESTART_COUNT"
  while [ "$step" -lt 400 ]; do
    step=$((step + 1))
    echo "drill: step $step"
    sleep 0.05
    if [ $((step % 10)) -eq 0 ]; then
      d="$CG_CHECKPOINT_DIR/step-$(printf %06d "$step")"
      mkdir -p "$d" && echo "$step" >"$d/state" && touch "$d/.done"
    fi
    if [ "$step" -ge 60 ] && [ ! -e "@WORK@/drill-ready" ]; then : >"@WORK@/drill-ready"; fi
  done
  echo "drill: finished"
)yaml"));
        QVERIFY(!id.isEmpty());
        QVERIFY(waitFor([&] { return QFile::exists(m_work.filePath(QStringLiteral("drill-ready"))); }));
        QFile pgidFile(jobDir(QStringLiteral("gpu01"), id) + QStringLiteral("/pgid"));
        QVERIFY(pgidFile.open(QIODevice::ReadOnly));
        const int sid = pgidFile.readAll().trimmed().toInt();
        QVERIFY(sid > 1 && ::kill(-sid, SIGKILL) == 0);
        QVERIFY(waitFor([&] { return sessionMembers(sid).isEmpty(); }));
        QVERIFY(waitFor([&] {
            const QJsonObject o = listed(id);
            return o.value(QStringLiteral("phase")).toString() == QLatin1String("completed");
        }));
        QCOMPARE(listed(id).value(QStringLiteral("restarts")).toInt(), 1);
        const Cli log = jobs({QStringLiteral("logs"), id, QStringLiteral("--lines"), QStringLiteral("5000")});
        QVERIFY2(log.out.contains("resuming from checkpoint step-") && log.out.contains("drill: finished"),
                 (log.out + log.err).constData());
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("drill: start at step (\\d+) restart"))
                .match(QString::fromUtf8(log.out));
        QVERIFY2(m.hasMatch() && m.captured(1).toInt() >= 60, log.out.constData());
        QVERIFY(auditActions().contains(QStringLiteral("job.requeued ssh-hosts")));

        // The steps lost: the last step the killed run reported (its log on gpu01) minus the checkpoint the
        // restart resumed from, in the job's resume event and in `clustergate jobs show`.
        QFile killedLog(jobDir(QStringLiteral("gpu01"), id) + QStringLiteral("/log"));
        QVERIFY(killedLog.open(QIODevice::ReadOnly));
        int lastStep = -1;
        const QRegularExpression stepRe(QStringLiteral("^drill: step (\\d+)$"));
        for (const QByteArray &line : killedLog.readAll().split('\n')) {
            if (const auto s = stepRe.match(QString::fromUtf8(line)); s.hasMatch())
                lastStep = s.captured(1).toInt();
        }
        QVERIFY(lastStep >= 60);
        const int resumedFrom = m.captured(1).toInt();
        const Cli shown =
            jobs({QStringLiteral("show"), id, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(shown.code == 0, (shown.out + shown.err).constData());
        const QJsonObject doc = QJsonDocument::fromJson(shown.out).object();
        const QJsonArray resumes = doc.value(QStringLiteral("resumes")).toArray();
        QVERIFY2(resumes.size() == 1, shown.out.constData());
        const QJsonObject resume = resumes.first().toObject();
        QCOMPARE(resume.value(QStringLiteral("lastStep")).toInt(), lastStep);
        QCOMPARE(resume.value(QStringLiteral("checkpointStep")).toInt(), resumedFrom);
        QCOMPARE(resume.value(QStringLiteral("stepsLost")).toInt(), lastStep - resumedFrom);
        QVERIFY(resume.value(QStringLiteral("secondsToResume")).toInt() >= 0);
        QCOMPARE(doc.value(QStringLiteral("stepsLost")).toInt(), lastStep - resumedFrom);
        const Cli table = jobs({QStringLiteral("show"), id});
        QVERIFY2(
            table.out.contains("job.resumed") &&
                table.out.contains(QStringLiteral("%1 step(s) lost").arg(lastStep - resumedFrom).toUtf8()),
            table.out.constData());
    }

    // The same drill as a validation check (training.hosts_drill) on the check's own sessions to the nodes:
    // it kills the runner and job of the host running rank 0 itself, and passes with the steps lost and the
    // time to resume in its result.
    void hostsDrillAsValidationCheck()
    {
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        validation::ValidationTarget target;
        target.cluster.name = QStringLiteral("lab");
        target.cluster.contract.gpusPerNode = 2;
        target.base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        bastion.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint gpu01 = bastion, gpu02 = bastion;
        gpu01.host = QStringLiteral("198.18.4.10");
        gpu02.host = QStringLiteral("198.18.4.11");
        target.nodes = {validation::TargetNode{QStringLiteral("gpu01"), ssh::ChainPlan{{bastion}, gpu01}},
                        validation::TargetNode{QStringLiteral("gpu02"), ssh::ChainPlan{{bastion}, gpu02}}};
        ssh::Engine engine;
        validation::CheckContext ctx(target, engine);
        validation::CheckDef def;
        def.id = QStringLiteral("hosts_drill");
        def.kind = QStringLiteral("training.hosts_drill");
        def.params = {{QStringLiteral("steps"), 40},
                      {QStringLiteral("interval_steps"), 5},
                      {QStringLiteral("step_seconds"), 0.2}};
        const validation::CheckResult r = validation::Checks::run(def, ctx);
        QVERIFY2(r.status == validation::CheckStatus::Pass,
                 qPrintable(r.reason + QLatin1Char('\n') + QString::fromUtf8(r.log)));
        QHash<QString, double> figures;
        for (const validation::Figure &f : r.figures)
            figures.insert(f.name, f.value);
        QVERIFY(figures.contains(QStringLiteral("lost_steps")) &&
                figures.value(QStringLiteral("lost_steps")) <= 5);
        QVERIFY(figures.value(QStringLiteral("time_to_resume")) >= 0);
        QCOMPARE(figures.value(QStringLiteral("finished")), 1.0);
        const qint64 lastStep = r.json.value(QStringLiteral("last_step")).toInteger();
        const qint64 resumedFrom = r.json.value(QStringLiteral("resumed_from")).toInteger();
        QVERIFY2(lastStep >= 10 && resumedFrom >= 10, qPrintable(QString::fromUtf8(r.evidenceJson())));
        QCOMPARE(r.json.value(QStringLiteral("steps_lost")).toInteger(), lastStep - resumedFrom);
        QVERIFY(r.reason.contains(QStringLiteral("%1 step(s) lost").arg(lastStep - resumedFrom)));
    }

    // A host where the runner cannot start (its agent directory is writable by others: refused) is named with
    // the reason; the job waits instead of running there, and runs once the directory is the user's alone.
    void aHostThatCannotRunIsNamed()
    {
        const QString agentDir = m_nodeCache.filePath(QStringLiteral("clustergate"));
        QVERIFY(QFile::setPermissions(agentDir, QFile::Permissions(0x7777)));
        Cli r;
        const QString id = submit(QStringLiteral("blocked"), QStringLiteral(R"(name: blocked
storage:
  checkpoint: @WORK@/ckpt/blocked
command: echo "blocked ran"
)"),
                                  &r);
        QVERIFY(!id.isEmpty());
        QVERIFY2(r.err.contains("other users can write") && r.err.contains("GPUs are not counted") &&
                     r.err.contains("waits in the queue"),
                 r.err.constData());
        const QJsonObject waiting = listed(id);
        QCOMPARE(waiting.value(QStringLiteral("state")).toString(), QStringLiteral("QUEUED"));
        QVERIFY2(waiting.value(QStringLiteral("reason"))
                     .toString()
                     .contains(QLatin1String("other users can write")),
                 qPrintable(waiting.value(QStringLiteral("reason")).toString()));
        QVERIFY(QFile::setPermissions(agentDir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        QVERIFY(waitFor([&] {
            return listed(id).value(QStringLiteral("phase")).toString() == QLatin1String("completed");
        }));
    }

    void theGateRefusesAsForSlurm()
    {
        Cli r;
        const QString id = submit(QStringLiteral("gated"), QStringLiteral(R"(name: gated
command: echo never runs
datasets:
  - id: patients-2026
    version: "3"
)"),
                                  &r);
        QVERIFY(id.isEmpty());
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("refused by the compliance gate"), r.err.constData());
        QVERIFY(auditActions().contains(QStringLiteral("job.refused ssh-hosts")));
    }

    void aJobThatCanNeverFitIsRefused()
    {
        Cli r;
        QVERIFY(submit(QStringLiteral("huge"), QStringLiteral(R"(name: huge
replicas: 3
command: echo never runs
)"),
                       &r)
                    .isEmpty());
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("asks for 3 hosts"), r.err.constData());
    }

private:
    const QStringList kCluster{QStringLiteral("--cluster"), QStringLiteral("lab")};
    QTemporaryDir m_home, m_userHome, m_work, m_nodeCache;
    test::NetLab m_lab;
};

QTEST_GUILESS_MAIN(TestJobsSshHosts)
#include "tst_jobs_ssh_hosts.moc"
