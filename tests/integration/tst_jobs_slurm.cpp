// SPDX-License-Identifier: GPL-3.0-or-later
// Jobs on a real Slurm (slurmctld, slurmd, munge; slurm/slurm_node.sh) on the login node of the SSH test
// network (netlab, needs root), reached through the bastion: submit, monitor, logs and cancel through the
// CLI; the preemption drill (checkpoint, preempted, requeued, resumed from the newest verified checkpoint,
// a corrupted one skipped), maxRetries, and the poller's one squeue per cycle through the backend.
#include "netlab/netlab.h"
#include "slurm/slurm_node.h"

#include "inventory/inventory.h"
#include "jobs/drill.h"
#include "jobs/job_spec.h"
#include "jobs/slurm_backend.h"
#include "jobs/squeue_poller.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/chain_plan.h"
#include "ssh/ssh_engine.h"
#include "storage/database.h"
#include "validation/checks.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <functional>

#include <memory>

using namespace cg;

namespace {

constexpr int kWaitMs = 90000; // generous: the scheduler's passes, requeue delays and a busy machine

const char *const kHelloSpec = R"yaml(name: hello
queue: low
resources:
  accelerators: 2
  cpu: 1
time_limit: 10m
command: |
  echo "hello from $(hostname) restart=$CG_RESTART_COUNT"
  echo "gpus=${CUDA_VISIBLE_DEVICES:-none}"
)yaml";

// Restart policy left at its default (on-preemption): a person's cancel must still end the job.
const char *const kSleeperSpec = R"yaml(name: sleeper
queue: low
resources:
  cpu: 1
time_limit: 10m
command: |
  echo "sleeper started"
  sleep 300
)yaml";

const char *const kGatedSpec = R"yaml(name: gated
queue: low
command: echo never runs
datasets:
  - id: patients-2026
    version: "3"
)yaml";

// The drill job and the job that preempts it come from core/jobs/drill.h, as the L5 check's do.
const jobs::DrillOptions kDrill;

const char *const kRetriesSpec = R"yaml(name: retries
queue: low
resources:
  cpu: 1
time_limit: 10m
restartPolicy: on-preemption
maxRetries: 1
command: |
  echo "retries: run $CG_RESTART_COUNT"
  sleep 300
)yaml";

// The guides' example verbatim (docs/jobs.md), with the one thing it leaves out added: the command, under
// worker:. The "training" reads the staged dataset, steps every 10 ms, writes a checkpoint every
// interval_steps (500, the guides' figure) as the checkpoint contract says; the other replicas wait for
// the first one to finish.
const char *const kGuideSpec = R"yaml(job:
  name: finetune-batch-01
  priority: normal # high | normal | low(preemptible)
  queue: training-shared
  replicas: 4
  worker:
    resources:
      accelerators: 8 # 每副本加速卡数
      cpu: 64
      memory_gb: 512
      interconnect: high-speed # 同域高速互联要求
    command: |
      step=0
      if [ -n "$CG_RESUME_FROM" ]; then step=$(cat "$CG_RESUME_FROM/state"); fi
      finished="$CG_CHECKPOINT_DIR/finished.$SLURM_JOB_ID.$CG_RESTART_COUNT"
      if [ "${SLURM_PROCID:-0}" != 0 ]; then
        while [ ! -e "$finished" ]; do sleep 0.5; done
        exit 0
      fi
      echo "train: dataset $(cat "$CG_DATASET_DIR/tokens.txt") on $SLURM_NNODES nodes, gpus=$CUDA_VISIBLE_DEVICES"
      echo "train: start at step $step from ${CG_RESUME_FROM:-scratch} restart $CG_RESTART_COUNT"
      trap 'echo "train: USR1 at step $step"' USR1
      while [ "$step" -lt 1500 ]; do
        step=$((step + 1))
        if [ $((step % 100)) -eq 0 ]; then echo "train: step $step"; fi
        sleep 0.01
        if [ $((step % CG_CHECKPOINT_INTERVAL)) -eq 0 ]; then
          d="$CG_CHECKPOINT_DIR/step-$(printf %06d "$step")"
          mkdir -p "$d" && echo "$step" >"$d/state" && touch "$d/.done"
          echo "train: checkpoint $step"
        fi
      done
      : >"$finished"
      echo "train: finished at step $step"
  storage:
    dataset: object-store://<bucket>/datasets/v3
    checkpoint: object-store://<bucket>/ckpt/finetune-batch-01
  preemptible: true
  restartPolicy: on-failure
  maxRetries: 3
checkpoint:
  interval_steps: 500
  keep_last: 3
  target: object-store://<bucket>/ckpt/job-01
  verify_on_write: true # 写入后校验完整性，避免恢复到损坏检查点
resume:
  strategy: auto-latest
  fallback: from-scratch # 无有效检查点时的兜底行为需明确
)yaml";

// Needs one of the GPU partition's nodes whole: the guides' job is preempted while it runs.
const char *const kGuideUrgentSpec = R"yaml(name: urgent-gpu
queue: training-urgent
resources:
  cpu: 64
time_limit: 5m
restartPolicy: never
command: |
  echo "urgent ran on $(hostname)"
  sleep 8
)yaml";

jobs::JobSpec specFrom(const char *yaml)
{
    const jobs::SpecParse parse = jobs::JobSpecs::parse(QByteArray(yaml));
    if (!parse.ok())
        qFatal("test spec does not parse: %s", qPrintable(parse.errorText(QStringLiteral("spec"))));
    return *parse.spec;
}

} // namespace

class TestJobsSlurm : public QObject
{
    Q_OBJECT

    struct Cli
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    // `jobs ARGS`, reaching the login node given by the lab's ssh options unless `labTarget` is false.
    Cli cli(const QStringList &args, bool labTarget = true)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("USER"), QStringLiteral("tester"));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                QStringList{QStringLiteral("jobs")} + args + (labTarget ? sshArgs() : QStringList{}));
        p.waitForFinished(180000);
        return Cli{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    QStringList sshArgs() const
    {
        return {QStringLiteral("--cluster"),     QStringLiteral("root@") + m_lab.value("NODE"),
                QStringLiteral("--jump"),        QStringLiteral("root@") + m_lab.value("BASTION1"),
                QStringLiteral("--identity"),    m_lab.file(QStringLiteral("id_ed25519")),
                QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
                QStringLiteral("--no-agent"),    QStringLiteral("--no-keychain")};
    }

    QString writeSpec(const QString &name, const char *yaml)
    {
        const QString path = QDir(m_home.path()).filePath(name + QStringLiteral(".yaml"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(yaml) < 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    // The job's state as the CLI lists it (JSON lines), polled until `done` or the wait runs out.
    QJsonObject waitCli(const QString &id, const std::function<bool(const QJsonObject &)> &done)
    {
        QElapsedTimer t;
        t.start();
        QJsonObject last;
        while (t.elapsed() < kWaitMs) {
            const Cli r = cli({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
            for (const QByteArray &line : r.out.split('\n')) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                if (o.value(QStringLiteral("id")).toString() == id)
                    last = o;
            }
            if (!last.isEmpty() && done(last))
                return last;
            QThread::msleep(500);
        }
        return last;
    }

    // The job's state through the backend's squeue.
    std::optional<jobs::JobStatus> statusOf(const QString &id)
    {
        const auto all = m_backend->list();
        if (!all.ok())
            return std::nullopt;
        for (const jobs::JobStatus &s : all.value()) {
            if (s.jobId == id)
                return s;
        }
        return std::nullopt;
    }

    std::optional<jobs::JobStatus> waitFor(const QString &id,
                                           const std::function<bool(const jobs::JobStatus &)> &done)
    {
        QElapsedTimer t;
        t.start();
        std::optional<jobs::JobStatus> last;
        while (t.elapsed() < kWaitMs) {
            last = statusOf(id);
            if (last && done(*last))
                return last;
            QThread::msleep(300);
        }
        return last;
    }

    // Waits until the job's log has a line matching `pattern`; returns the log.
    QByteArray waitForLog(const QString &id, const QRegularExpression &pattern)
    {
        QElapsedTimer t;
        t.start();
        QByteArray log;
        while (t.elapsed() < kWaitMs) {
            const auto text = m_backend->tail(id, 100000);
            if (text.ok()) {
                log = text.value();
                if (pattern.match(QString::fromUtf8(log)).hasMatch())
                    return log;
            }
            QThread::msleep(300);
        }
        return log;
    }

    QString submitted(const char *yaml, const jobs::SubmitOptions &options = {})
    {
        const auto sub = m_backend->submit(specFrom(yaml), m_profile, options);
        if (!sub.ok()) {
            qWarning("submit failed: %s", qPrintable(sub.error()));
            return {};
        }
        return sub->jobId;
    }

    QList<ledger::AuditRow> auditRows(ledger::AuditLog &log, const QString &prefix)
    {
        ledger::AuditQuery q;
        q.actionPrefix = prefix;
        q.limit = -1;
        const auto rows = log.rows(q);
        return rows.ok() ? rows.value() : QList<ledger::AuditRow>{};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("Slurm job tests SKIPPED: %1").arg(why)));
        const QString slurm = m_slurm.up(m_lab);
        if (slurm.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(slurm));
        if (!slurm.isEmpty())
            QSKIP(qPrintable(QStringLiteral("Slurm job tests SKIPPED: %1").arg(slurm)));
        QVERIFY(m_lab.enterClientNamespace());

        // The backend in this process, on its own SSH session through the bastion.
        ssh::ChainPlan plan;
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        bastion.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint login = bastion;
        login.host = m_lab.value("NODE");
        plan.jumps = {bastion};
        plan.target = login;
        ssh::SessionOptions base;
        base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        base.useAgent = false;
        m_session = ssh::connectPlan(m_engine, plan, base);
        m_engine.runUntil([&] { return m_session->isFinished(); }, 60000);
        QVERIFY2(m_session->isReady(), qPrintable(m_session->error().describe()));

        QVERIFY(m_db.open(QDir(m_home.path()).filePath(QStringLiteral("backend.sqlite"))).ok());
        m_store = std::make_unique<ledger::SqliteLedgerStore>(m_db);
        m_ledger = std::make_unique<ledger::Ledger>(*m_store);
        m_node = std::make_unique<jobs::SshLoginNode>(m_engine, m_session);
        m_backend = std::make_unique<jobs::SlurmBackend>(*m_node, QStringLiteral("lab"));
        m_backend->setAuditLog(&m_ledger->audit(), QStringLiteral("tester"));
        m_profile.cluster = QStringLiteral("lab");
    }

    void cleanupTestCase()
    {
        m_backend.reset();
        m_node.reset();
        m_slurm.down();
        m_lab.down();
    }

    // Acceptance 1: submit, monitor to COMPLETED, logs and cancel, through sshd to the real Slurm, by the
    // CLI.
    void submitMonitorLogsCancelThroughTheCli()
    {
        const QString hello = writeSpec(QStringLiteral("hello"), kHelloSpec);

        Cli r = cli({QStringLiteral("submit"), hello, QStringLiteral("--dry-run")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("to start at"), r.out.constData()); // sbatch --test-only's answer

        r = cli({QStringLiteral("submit"), hello, QStringLiteral("--show-script")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("#SBATCH --partition=low"), r.out.constData());
        QVERIFY2(r.out.contains("#SBATCH --gpus-per-node=2"), r.out.constData());
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("submitted job (\\d+)")).match(QString::fromUtf8(r.out));
        QVERIFY2(m.hasMatch(), r.out.constData());
        const QString id = m.captured(1);

        const QJsonObject done = waitCli(id, [](const QJsonObject &o) {
            return o.value(QStringLiteral("state")).toString() == QLatin1String("COMPLETED");
        });
        QCOMPARE(done.value(QStringLiteral("state")).toString(), QStringLiteral("COMPLETED"));
        QCOMPARE(done.value(QStringLiteral("name")).toString(), QStringLiteral("hello"));

        r = cli({QStringLiteral("logs"), id});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("hello from cg-node restart=0"), r.out.constData());
        QVERIFY2(r.out.contains("gpus=0,1"), r.out.constData()); // the fake GRES, two of four
        // Following a finished job prints its log and returns.
        r = cli({QStringLiteral("logs"), id, QStringLiteral("-f"), QStringLiteral("--lines"),
                 QStringLiteral("5")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("gpus=0,1"), r.out.constData());

        // Cancel a running job.
        r = cli({QStringLiteral("submit"), writeSpec(QStringLiteral("sleeper"), kSleeperSpec)});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString sleeper = QRegularExpression(QStringLiteral("submitted job (\\d+)"))
                                    .match(QString::fromUtf8(r.out))
                                    .captured(1);
        QVERIFY(!sleeper.isEmpty());
        QJsonObject s = waitCli(sleeper, [](const QJsonObject &o) {
            return o.value(QStringLiteral("state")).toString() == QLatin1String("RUNNING");
        });
        QCOMPARE(s.value(QStringLiteral("state")).toString(), QStringLiteral("RUNNING"));
        r = cli({QStringLiteral("cancel"), sleeper});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("cancelled"), r.out.constData());
        s = waitCli(sleeper, [](const QJsonObject &o) {
            return o.value(QStringLiteral("state")).toString() == QLatin1String("CANCELLED");
        });
        QCOMPARE(s.value(QStringLiteral("state")).toString(), QStringLiteral("CANCELLED"));
        QThread::msleep(3000); // a wrapper that requeued a cancelled job would show it by now
        s = waitCli(sleeper, [](const QJsonObject &) { return true; });
        QCOMPARE(s.value(QStringLiteral("state")).toString(), QStringLiteral("CANCELLED"));

        // An unknown job is an error, not a silent success.
        r = cli({QStringLiteral("cancel"), QStringLiteral("987654")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("Invalid job id"), r.err.constData());

        // The gate: datasets without an approved export to the destination: refused, nothing sent.
        r = cli({QStringLiteral("submit"), writeSpec(QStringLiteral("gated"), kGatedSpec),
                 QStringLiteral("--country"), QStringLiteral("DE")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("patients-2026"), r.err.constData());

        // The audit log the CLI wrote: submission with its traceability record, cancellation, refusal.
        Database db;
        QVERIFY(db.open(QDir(m_home.path()).filePath(QStringLiteral("clustergate.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        const QString cluster = QStringLiteral("root@") + m_lab.value("NODE");
        bool submittedSeen = false, cancelledSeen = false, refusedSeen = false;
        for (const ledger::AuditRow &row : auditRows(log, QStringLiteral("job."))) {
            const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
            QCOMPARE(row.actor, QStringLiteral("tester"));
            if (row.action == QLatin1String("job.submitted") &&
                row.subject == QStringLiteral("job:%1/%2").arg(cluster, id)) {
                submittedSeen = true;
                QCOMPARE(d.value(QStringLiteral("trace"))
                             .toObject()
                             .value(QStringLiteral("spec_sha256"))
                             .toString()
                             .size(),
                         64);
            }
            if (row.action == QLatin1String("job.cancelled") &&
                row.subject.endsWith(QLatin1Char('/') + sleeper))
                cancelledSeen = true;
            if (row.action == QLatin1String("job.refused") &&
                row.details.contains(QLatin1String("patients-2026")))
                refusedSeen = true;
        }
        QVERIFY(submittedSeen);
        QVERIFY(cancelledSeen);
        QVERIFY(refusedSeen);
        QVERIFY(log.verify().intact);
    }

    // A saved cluster by name: its login node through its jump chain, its region for the gate.
    void savedClusterByName()
    {
        {
            Database db;
            QVERIFY(db.open(QDir(m_home.path()).filePath(QStringLiteral("clustergate.sqlite"))).ok());
            ClusterRecord c;
            c.name = QStringLiteral("lab-saved");
            c.region = QStringLiteral("DE");
            c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
            ssh::Endpoint bastion;
            bastion.host = m_lab.value("BASTION1");
            bastion.user = QStringLiteral("root");
            c.jumps = {bastion};
            NodeRecord compute;
            compute.name = QStringLiteral("gpu-001");
            compute.endpoint.host = QStringLiteral("198.18.4.250"); // nothing there: must not be chosen
            compute.endpoint.user = QStringLiteral("root");
            NodeRecord login;
            login.name = QStringLiteral("login-1");
            login.endpoint.host = m_lab.value("NODE");
            login.endpoint.user = QStringLiteral("root");
            const auto saved = Inventory(db).saveCluster(c, {compute, login});
            QVERIFY2(saved.ok(), qPrintable(saved.error()));
        }
        const QStringList saved{QStringLiteral("--cluster"),     QStringLiteral("lab-saved"),
                                QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
                                QStringLiteral("--no-agent"),    QStringLiteral("--no-keychain")};
        Cli r = cli(QStringList{QStringLiteral("list")} + saved, false);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("JOBID"), r.out.constData());

        // The gate asks about the saved cluster's region; the refusal is an audit event under its name.
        r = cli(QStringList{QStringLiteral("submit"), writeSpec(QStringLiteral("gated"), kGatedSpec)} + saved,
                false);
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("lab-saved") && r.err.contains("DE") && r.err.contains("patients-2026"),
                 r.err.constData());
    }

    // Walk 6: a saved cluster whose first node (dead1) answers nothing: `jobs list` goes on to the next node,
    // as the window's Jobs view does, and lists the queue there; when no node can be reached it ends with
    // one sentence naming the nodes it tried.
    void savedClusterDeadNodeFirst()
    {
        {
            Database db;
            QVERIFY(db.open(QDir(m_home.path()).filePath(QStringLiteral("clustergate.sqlite"))).ok());
            ClusterRecord c;
            c.name = QStringLiteral("lab-walk");
            c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
            ssh::Endpoint bastion;
            bastion.host = m_lab.value("BASTION1");
            bastion.user = QStringLiteral("root");
            c.jumps = {bastion};
            NodeRecord dead;
            dead.name = QStringLiteral("dead1");
            dead.endpoint.host = QStringLiteral("198.18.4.250"); // nothing there
            dead.endpoint.user = QStringLiteral("root");
            NodeRecord live;
            live.name = QStringLiteral("n01");
            live.endpoint.host = m_lab.value("NODE");
            live.endpoint.user = QStringLiteral("root");
            const auto walk = Inventory(db).saveCluster(c, {dead, live});
            QVERIFY2(walk.ok(), qPrintable(walk.error()));
            c.name = QStringLiteral("lab-gone");
            NodeRecord dead2 = dead;
            dead2.name = QStringLiteral("dead2");
            dead2.endpoint.host = QStringLiteral("198.18.4.251");
            const auto gone = Inventory(db).saveCluster(c, {dead, dead2});
            QVERIFY2(gone.ok(), qPrintable(gone.error()));
        }
        const auto args = [&](const char *cluster) {
            return QStringList{QStringLiteral("list"),
                               QStringLiteral("--cluster"),
                               QString::fromLatin1(cluster),
                               QStringLiteral("--known-hosts"),
                               m_lab.file(QStringLiteral("known_hosts")),
                               QStringLiteral("--no-agent"),
                               QStringLiteral("--no-keychain"),
                               QStringLiteral("--timeout"),
                               QStringLiteral("5")};
        };
        Cli r = cli(args("lab-walk"), false);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("JOBID"), r.out.constData());

        r = cli(args("lab-gone"), false);
        QCOMPARE(r.code, 255);
        QVERIFY2(r.err.contains("lab-gone cannot be reached: none of its nodes answered") &&
                     r.err.contains("dead1, dead2"),
                 r.err.constData());
    }

    // The guides' spec on a saved cluster whose settings say where its high-speed nodes and its object
    // store are: placed by sbatch --test-only without any option; the options still override them; the
    // same cluster with its settings cleared refuses it before anything is sent.
    void savedClusterSettingsPlaceTheGuidesSpec()
    {
        const QString store = m_lab.file(QStringLiteral("object-store"));
        qint64 id = 0;
        ClusterRecord c;
        {
            Database db;
            QVERIFY(db.open(QDir(m_home.path()).filePath(QStringLiteral("clustergate.sqlite"))).ok());
            c.name = QStringLiteral("lab-guides");
            c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
            ssh::Endpoint bastion;
            bastion.host = m_lab.value("BASTION1");
            bastion.user = QStringLiteral("root");
            c.jumps = {bastion};
            c.placement.interconnectFeature = QStringLiteral("ib");
            c.placement.topologySwitches = true; // the lab runs topology/tree
            c.placement.switchesWaitMinutes = 1;
            c.placement.objectStoreRoot = store;
            c.placement.defaultBucket = QStringLiteral("lab-bucket");
            NodeRecord login;
            login.name = QStringLiteral("login-1");
            login.endpoint.host = m_lab.value("NODE");
            login.endpoint.user = QStringLiteral("root");
            const auto saved = Inventory(db).saveCluster(c, {login});
            QVERIFY2(saved.ok(), qPrintable(saved.error()));
            id = saved.value();
        }
        const QString path = writeSpec(QStringLiteral("guide-saved"), kGuideSpec);
        const QStringList saved{QStringLiteral("--cluster"),     QStringLiteral("lab-guides"),
                                QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
                                QStringLiteral("--no-agent"),    QStringLiteral("--no-keychain")};
        const QStringList submit{QStringLiteral("submit"), path, QStringLiteral("--dry-run"),
                                 QStringLiteral("--show-script")};
        Cli r = cli(submit + saved, false);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("to start at") && r.out.contains("cg-gpu[1-4]"), r.out.constData());
        for (const QByteArray &line :
             {QByteArray("#SBATCH --constraint=ib"), QByteArray("#SBATCH --switches=1@00:01:00"),
              QByteArray("#SBATCH --partition=training-shared"),
              (store + QStringLiteral("/lab-bucket/ckpt/finetune-batch-01")).toUtf8(),
              (store + QStringLiteral("/lab-bucket/datasets/v3")).toUtf8()})
            QVERIFY2(r.out.contains(line), (line + "\n---\n" + r.out).constData());

        // An option overrides the saved setting; a wrong one is refused with what is wrong.
        r = cli(submit + QStringList{QStringLiteral("--switches-wait"), QStringLiteral("2:00:00")} + saved,
                false);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("#SBATCH --switches=1@02:00:00") && !r.out.contains("1@00:01:00"),
                 r.out.constData());
        r = cli(submit + QStringList{QStringLiteral("--interconnect-feature"), QStringLiteral("ib|fast")} +
                    saved,
                false);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("ib|fast") && r.err.contains("Slurm node feature"), r.err.constData());

        // Without the settings the same cluster refuses the spec, saying where to give them.
        const auto change = [&](const std::function<void(ClusterPlacement &)> &edit) {
            Database db;
            if (!db.open(QDir(m_home.path()).filePath(QStringLiteral("clustergate.sqlite"))).ok())
                return false;
            ClusterRecord bare = Inventory(db).cluster(id).value();
            edit(bare.placement);
            return Inventory(db).updateCluster(bare).ok();
        };
        QVERIFY(change([](ClusterPlacement &p) {
            p.interconnectFeature.clear();
            p.topologySwitches = false;
        }));
        r = cli(submit + saved, false);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("no topology information") && r.err.contains("Placement and storage"),
                 r.err.constData());
        QVERIFY(change([](ClusterPlacement &p) { p = ClusterPlacement{}; }));
        r = cli(submit + saved, false);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("<bucket>") && r.err.contains("Placement and storage"), r.err.constData());
        // The options alone still place it on the same saved cluster.
        r = cli(submit +
                    QStringList{QStringLiteral("--interconnect-feature"), QStringLiteral("ib"),
                                QStringLiteral("--object-store-root"), store, QStringLiteral("--bucket"),
                                QStringLiteral("lab-bucket")} +
                    saved,
                false);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("#SBATCH --constraint=ib") && !r.out.contains("--switches=") &&
                     r.out.contains("cg-gpu[1-4]"),
                 r.out.constData());
    }

    // Acceptance 2: preempted, requeued, resumed from the newest verified checkpoint; a corrupted newest
    // checkpoint is skipped for the one before it.
    void preemptionDrill()
    {
        const QString drill = submitted(jobs::Drill::trainingSpec(kDrill).constData());
        QVERIFY(!drill.isEmpty());
        QByteArray log = waitForLog(drill, QRegularExpression(QStringLiteral("train: checkpoint 10\\n")));
        QVERIFY2(log.contains("train: checkpoint 10\n"), log.constData());

        // A high-priority job that needs the whole node preempts it.
        const QString urgent = submitted(jobs::Drill::urgentSpec(kDrill).constData());
        QVERIFY(!urgent.isEmpty());
        auto st =
            waitFor(urgent, [](const jobs::JobStatus &s) { return s.state == QLatin1String("COMPLETED"); });
        QVERIFY(st);
        QCOMPARE(st->state, QStringLiteral("COMPLETED"));

        // Back, resumed; then let it write two more checkpoints.
        log = waitForLog(
            drill, QRegularExpression(QStringLiteral("restart 1\\n(.*\\n)*train: checkpoint \\d+\\n(.*\\n)*"
                                                     "train: checkpoint \\d+\\n")));
        QList<jobs::DrillRun> runs = jobs::Drill::read(log, kDrill).runs;
        QVERIFY2(runs.size() == 2, log.constData());
        QVERIFY2(runs.at(1).checkpoints.size() >= 2, log.constData());
        QVERIFY2(log.contains("train: USR1 at step"), log.constData()); // the signal reached the step

        // Stop it by hand and keep it queued, then corrupt its newest checkpoint.
        QVERIFY2(m_backend->act(jobs::JobAction::Requeue, drill).ok(), "requeue");
        QVERIFY2(m_backend->act(jobs::JobAction::Hold, drill).ok(), "hold");
        st = waitFor(drill, [](const jobs::JobStatus &s) {
            return s.state == QLatin1String("PENDING") && s.restarts == 2;
        });
        QVERIFY(st);
        QCOMPARE(st->state, QStringLiteral("PENDING"));
        QDir ckpts(m_lab.file(QStringLiteral("home/clustergate/checkpoints/drill")));
        QStringList dirs = ckpts.entryList({QStringLiteral("step-*")}, QDir::Dirs, QDir::Name);
        QVERIFY2(dirs.size() >= 2, qPrintable(dirs.join(QLatin1Char(' '))));
        const QString newest = dirs.last();
        const QString before = dirs.at(dirs.size() - 2);
        QVERIFY2(QFile::exists(ckpts.filePath(newest + QStringLiteral("/MANIFEST.sha256"))),
                 qPrintable(newest));
        {
            QFile state(ckpts.filePath(newest + QStringLiteral("/state")));
            QVERIFY(state.open(QIODevice::Append));
            state.write("9\n"); // a flipped byte on disk
        }
        QVERIFY2(m_backend->act(jobs::JobAction::Release, drill).ok(), "release");

        st = waitFor(drill, [](const jobs::JobStatus &s) { return s.finished(); });
        QVERIFY(st);
        QCOMPARE(st->state, QStringLiteral("COMPLETED"));
        const auto full = m_backend->tail(drill, 100000);
        QVERIFY2(full.ok(), qPrintable(full.error()));
        log = full.value();
        runs = jobs::Drill::read(log, kDrill).runs;
        QVERIFY2(runs.size() == 3, log.constData());

        // Run 1 -> 2: resumed from the newest checkpoint run 1 finished; at most one interval lost.
        const jobs::DrillRun &r1 = runs.at(0), &r2 = runs.at(1), &r3 = runs.at(2);
        QCOMPARE(r1.startStep, 0);
        QVERIFY(!r1.checkpoints.isEmpty() && !r1.steps.isEmpty());
        QCOMPARE(r2.startStep, r1.checkpoints.last());
        QVERIFY2(r1.steps.last() - r2.startStep <= 5, log.constData());
        QCOMPARE(r2.steps.first(), r2.startStep + 1); // no step before the checkpoint repeated
        // Run 2 -> 3: the corrupted newest is skipped for the one before it.
        QCOMPARE(r3.resumedFrom, ckpts.filePath(before));
        QCOMPARE(r3.startStep, before.mid(5).toInt());
        QCOMPARE(r3.steps.first(), r3.startStep + 1);
        QVERIFY2(log.contains(QStringLiteral("checkpoint %1 does not match").arg(newest).toUtf8()),
                 log.constData());
        QVERIFY(QDir(ckpts.filePath(QStringLiteral(".quarantine")))
                    .entryList({newest + QStringLiteral("*")}, QDir::Dirs)
                    .size() == 1);
        for (int i = 1; i < r3.steps.size(); ++i)
            QCOMPARE(r3.steps.at(i), r3.steps.at(i - 1) + 1);
        QVERIFY2(log.contains("train: finished at step 120"), log.constData());

        // The audit log: submitted, requeued, held, released.
        QStringList actions;
        for (const ledger::AuditRow &row : auditRows(m_ledger->audit(), QStringLiteral("job.")))
            if (row.subject == QStringLiteral("job:lab/") + drill)
                actions << row.action;
        QCOMPARE(actions, (QStringList{QStringLiteral("job.submitted"), QStringLiteral("job.requeued"),
                                       QStringLiteral("job.held"), QStringLiteral("job.released")}));
    }

    // Issue 18, acceptance 1: the guides' spec with only a command added, on the lab's GPU partition (4
    // nodes x 8 GPUs, feature "ib", one leaf switch). The object store is a directory the cluster has
    // mounted (objectStoreRoot, docs/jobs.md), <bucket> the cluster's default bucket. Submitted, running on
    // all four nodes, preempted and requeued by Slurm; while it waits its checkpoints on the cluster's
    // filesystem are deleted, so that the run after resumes from the object store's copy.
    void guidesSpecSubmitsAndResumes()
    {
        const QString store = m_lab.file(QStringLiteral("object-store"));
        QVERIFY(QDir().mkpath(store + QStringLiteral("/lab-bucket/datasets/v3")));
        {
            QFile tokens(store + QStringLiteral("/lab-bucket/datasets/v3/tokens.txt"));
            QVERIFY(tokens.open(QIODevice::WriteOnly));
            tokens.write("tokens=42\n");
        }
        jobs::SlurmProfile profile = m_profile;
        profile.objectStoreRoot = store;
        profile.defaultBucket = QStringLiteral("lab-bucket");
        profile.interconnectFeature = QStringLiteral("ib");
        profile.supportsSwitches = true; // the lab runs topology/tree
        profile.switchesMaxWaitMinutes = 1;

        // The CLI with the cluster's settings as options: sbatch --test-only places it; without the
        // topology settings it is refused before anything is sent.
        const QString path = writeSpec(QStringLiteral("guide"), kGuideSpec);
        const QStringList settings{QStringLiteral("--object-store-root"), store, QStringLiteral("--bucket"),
                                   QStringLiteral("lab-bucket")};
        Cli r = cli(QStringList{QStringLiteral("submit"), path, QStringLiteral("--dry-run"),
                                QStringLiteral("--interconnect-feature"), QStringLiteral("ib"),
                                QStringLiteral("--switches")} +
                    settings);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("to start at") && r.out.contains("cg-gpu[1-4]"), r.out.constData());
        r = cli(QStringList{QStringLiteral("submit"), path, QStringLiteral("--dry-run")} + settings);
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("no topology information") && r.err.contains("--interconnect-feature"),
                 r.err.constData());

        const jobs::SpecParse parsed = jobs::JobSpecs::parse(kGuideSpec);
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorText(QStringLiteral("guide.yaml"))));
        QCOMPARE(parsed.layout, jobs::SpecLayout::Guide);
        // What the same cluster says without its topology settings: refused, never placed anywhere.
        {
            jobs::SlurmProfile bare = profile;
            bare.interconnectFeature.clear();
            bare.supportsSwitches = false;
            const auto refused = m_backend->submit(*parsed.spec, bare);
            QVERIFY(!refused.ok());
            QVERIFY2(refused.error().contains(QStringLiteral("no topology information")),
                     qPrintable(refused.error()));
        }
        const auto sub = m_backend->submit(*parsed.spec, profile);
        QVERIFY2(sub.ok(), qPrintable(sub.error()));
        const QString id = sub->jobId;
        for (const char *opt :
             {"--nodes=4", "--gpus-per-node=8", "--cpus-per-task=64", "--mem=512G",
              "--partition=training-shared", "--constraint=ib", "--switches=1@00:01:00", "--requeue"})
            QVERIFY2(sub->script.sbatchOptions.contains(QLatin1String(opt)),
                     qPrintable(sub->script.sbatchOptions.join(QLatin1Char(' '))));

        // Running on the four nodes with eight GPUs each, the dataset staged, a checkpoint in the store.
        QByteArray log =
            waitForLog(id, QRegularExpression(QStringLiteral("checkpoint step-000500 copied to")));
        QVERIFY2(log.contains("checkpoint step-000500 copied to"), log.constData());
        QVERIFY2(log.contains("train: dataset tokens=42 on 4 nodes, gpus=0,1,2,3,4,5,6,7"), log.constData());
        QVERIFY2(log.contains("dataset staged: 1 file(s)"), log.constData());
        auto st = statusOf(id);
        QVERIFY(st);
        QCOMPARE(st->state, QStringLiteral("RUNNING"));
        QCOMPARE(st->nodeList, QStringLiteral("cg-gpu[1-4]"));
        const QString mirror = store + QStringLiteral("/lab-bucket/ckpt/finetune-batch-01");
        const QString target = store + QStringLiteral("/lab-bucket/ckpt/job-01");
        for (const QString &m : {mirror, target}) {
            QVERIFY2(QFile::exists(m + QStringLiteral("/step-000500/MANIFEST.sha256")), qPrintable(m));
            QVERIFY2(QFile::exists(m + QStringLiteral("/step-000500/.done")), qPrintable(m));
        }

        // Preempted by a job of the urgent partition, requeued by Slurm; held while the checkpoints on the
        // cluster's filesystem go.
        const QString urgent = submitted(kGuideUrgentSpec);
        QVERIFY(!urgent.isEmpty());
        st = waitFor(id, [](const jobs::JobStatus &s) {
            return s.restarts >= 1 && s.state == QLatin1String("PENDING");
        });
        QVERIFY(st);
        QCOMPARE(st->state, QStringLiteral("PENDING"));
        QVERIFY2(m_backend->act(jobs::JobAction::Hold, id).ok(), "hold");
        QDir local(m_lab.file(QStringLiteral("home/clustergate/checkpoints/finetune-batch-01")));
        const QStringList before = local.entryList({QStringLiteral("step-*")}, QDir::Dirs, QDir::Name);
        QVERIFY2(!before.isEmpty(), qPrintable(local.path()));
        QVERIFY(local.removeRecursively());
        QVERIFY2(m_backend->act(jobs::JobAction::Release, id).ok(), "release");

        st = waitFor(id, [](const jobs::JobStatus &s) { return s.finished(); });
        QVERIFY(st);
        QCOMPARE(st->state, QStringLiteral("COMPLETED"));
        const auto full = m_backend->tail(id, 1000000);
        QVERIFY2(full.ok(), qPrintable(full.error()));
        log = full.value();
        if (qEnvironmentVariableIsSet("CG_TEST_SHOW_LOG")) // the job's own log, for debugging
            qInfo().noquote() << QString::fromUtf8(log);
        QVERIFY2(log.contains("train: start at step 0 from scratch restart 0"), log.constData());
        QVERIFY2(log.contains("USR1"), log.constData()); // Slurm's warning reached the job
        QVERIFY2(log.contains(QStringLiteral("fetching checkpoints from %1").arg(mirror).toUtf8()),
                 log.constData());
        const QRegularExpressionMatch resumed =
            QRegularExpression(QStringLiteral("train: start at step (\\d+) from (\\S+) restart 1"))
                .match(QString::fromUtf8(log));
        QVERIFY2(resumed.hasMatch(), log.constData());
        const int from = resumed.captured(1).toInt();
        QVERIFY2(from >= 500 && from % 500 == 0, log.constData());
        QCOMPARE(resumed.captured(2),
                 local.filePath(QStringLiteral("step-%1").arg(from, 6, 10, QLatin1Char('0'))));
        QVERIFY2(log.contains(QStringLiteral("resuming from checkpoint step-%1 (verified)")
                                  .arg(from, 6, 10, QLatin1Char('0'))
                                  .toUtf8()),
                 log.constData());
        QVERIFY2(log.contains("already staged"), log.constData());
        QVERIFY2(log.contains("train: finished at step 1500"), log.constData());
        // Every checkpoint in the store, sealed (keep_last 3 keeps all three).
        QCOMPARE(QDir(mirror).entryList({QStringLiteral("step-*")}, QDir::Dirs, QDir::Name),
                 (QStringList{QStringLiteral("step-000500"), QStringLiteral("step-001000"),
                              QStringLiteral("step-001500")}));
    }

    // The same drill as the L5 validation check, on a session of the check's own.
    void drillAsValidationCheck()
    {
        validation::ValidationTarget target;
        target.cluster.name = QStringLiteral("lab");
        target.base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        bastion.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint login = bastion;
        login.host = m_lab.value("NODE");
        target.nodes = {validation::TargetNode{QStringLiteral("login-1"), ssh::ChainPlan{{bastion}, login}}};
        ssh::Engine engine;
        validation::CheckContext ctx(target, engine);
        validation::CheckDef def;
        def.id = QStringLiteral("preemption_drill");
        def.kind = QStringLiteral("training.drill");
        def.params = {{QStringLiteral("steps"), 40}, {QStringLiteral("urgent_cpus"), 4}};
        const validation::CheckResult r = validation::Checks::run(def, ctx);
        QVERIFY2(r.status == validation::CheckStatus::Pass,
                 qPrintable(r.reason + QLatin1Char('\n') + QString::fromUtf8(r.log)));
        QHash<QString, double> figures;
        for (const validation::Figure &f : r.figures)
            figures.insert(f.name, f.value);
        QVERIFY(figures.value(QStringLiteral("preemptions")) >= 1);
        QVERIFY(figures.value(QStringLiteral("lost_steps")) <= 5);
        QCOMPARE(figures.value(QStringLiteral("repeated_steps")), 0.0);
        QCOMPARE(figures.value(QStringLiteral("finished")), 1.0);
    }

    // L6: a node drained with scontrol is seen drained, then resumed.
    void nodeDrainAsValidationCheck()
    {
        validation::ValidationTarget target;
        target.cluster.name = QStringLiteral("lab");
        target.base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        bastion.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint login = bastion;
        login.host = m_lab.value("NODE");
        target.nodes = {validation::TargetNode{QStringLiteral("login-1"), ssh::ChainPlan{{bastion}, login}}};
        ssh::Engine engine;
        validation::CheckContext ctx(target, engine);
        validation::CheckDef def;
        def.id = QStringLiteral("node_drain");
        def.kind = QStringLiteral("ops.node_drain");
        const validation::CheckResult r = validation::Checks::run(def, ctx);
        QVERIFY2(r.status == validation::CheckStatus::Pass,
                 qPrintable(r.reason + QLatin1Char('\n') + QString::fromUtf8(r.log)));
        QVERIFY(r.json.value(QStringLiteral("state_after")).toString().startsWith(QLatin1String("idle")) ||
                r.json.value(QStringLiteral("state_after")).toString().startsWith(QLatin1String("mix")) ||
                r.json.value(QStringLiteral("state_after")).toString().startsWith(QLatin1String("alloc")));
    }

    // Acceptance 2: maxRetries is enforced: the restart past it does not run the command.
    void maxRetriesIsEnforced()
    {
        const QString id = submitted(kRetriesSpec);
        QVERIFY(!id.isEmpty());
        QByteArray log = waitForLog(id, QRegularExpression(QStringLiteral("retries: run 0")));
        QVERIFY2(log.contains("retries: run 0"), log.constData());
        QVERIFY(m_backend->act(jobs::JobAction::Requeue, id).ok());
        log = waitForLog(id, QRegularExpression(QStringLiteral("retries: run 1")));
        QVERIFY2(log.contains("retries: run 1"), log.constData());
        QVERIFY(m_backend->act(jobs::JobAction::Requeue, id).ok());
        const auto st = waitFor(id, [](const jobs::JobStatus &s) { return s.finished(); });
        QVERIFY(st);
        QCOMPARE(st->state, QStringLiteral("FAILED"));
        QCOMPARE(st->restarts, 2);
        log = m_backend->tail(id, 100000).value();
        QVERIFY2(log.contains("past maxRetries"), log.constData());
        QVERIFY2(!log.contains("retries: run 2"), log.constData());
    }

    // Acceptance 5: one squeue per cycle however many jobs are tracked, counted at the runner.
    void pollerIssuesOneSqueuePerCycle()
    {
        const auto made =
            m_node->run("for i in $(seq 1 40); do sbatch --parsable -p high -o /dev/null --wrap true || "
                        "exit 1; done",
                        {}, 120000);
        QVERIFY2(made.ok(), made.err.constData());
        const QStringList ids = QString::fromUtf8(made.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(ids.size(), 40);

        QStringList commands;
        const jobs::CommandRunner real = m_backend->runner();
        const jobs::CommandRunner counted = [&](const QString &command) {
            commands << command;
            return real(command);
        };
        jobs::ClusterPoller poller(QStringLiteral("lab"));
        for (const QString &id : ids)
            poller.track(id.trimmed());
        QDateTime now = QDateTime::currentDateTimeUtc();
        for (int cycle = 0; cycle < 3; ++cycle) {
            commands.clear();
            const jobs::PollCycle c = poller.poll(counted, now);
            QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
            QCOMPARE(commands.size(), 1);
            QVERIFY2(commands.first().startsWith(QLatin1String("squeue")), qPrintable(commands.first()));
            QCOMPARE(c.commandsRun, 1);
            now = now.addSecs(jobs::ClusterPoller::kDefaultIntervalSeconds + 1);
        }
        QCOMPARE(poller.statuses().size(), 40);

        // A tracked job Slurm no longer lists: one scontrol for it, then it is dropped.
        poller.track(QStringLiteral("987654"));
        commands.clear();
        jobs::PollCycle c = poller.poll(counted, now);
        QCOMPARE(commands.size(), 2);
        QVERIFY(commands.at(1).startsWith(QLatin1String("scontrol")));
        QCOMPARE(c.vanished, QStringList{QStringLiteral("987654")});
        commands.clear();
        c = poller.poll(counted, now.addSecs(jobs::ClusterPoller::kDefaultIntervalSeconds + 1));
        QCOMPARE(commands.size(), 1);
    }

private:
    test::NetLab m_lab;
    test::SlurmNode m_slurm;
    QTemporaryDir m_home;
    ssh::Engine m_engine;
    ssh::Session *m_session = nullptr;
    Database m_db;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::Ledger> m_ledger;
    std::unique_ptr<jobs::SshLoginNode> m_node;
    std::unique_ptr<jobs::SlurmBackend> m_backend;
    jobs::SlurmProfile m_profile;
};

QTEST_MAIN(TestJobsSlurm)
#include "tst_jobs_slurm.moc"
