// SPDX-License-Identifier: GPL-3.0-or-later
// Failover between two clusters on the real Slurm (slurm/slurm_node.sh) behind the netlab's bastion. Two
// saved clusters reach the same Slurm by two paths: lab-a through one of the node's addresses
// (198.18.4.10), lab-b through another (NODE); both have the object store mounted at the same root. Cutting
// lab-a's path on the bastion (an unreachable route and its connections killed) makes lab-a unreachable
// while lab-b still works:
//   (1) a drill job with `failover: {backups: [lab-b], unreachable_after: 10s}` on lab-a, watched by
//       services::JobFailover: once lab-a has not answered for the limit, the gate is asked again for lab-b,
//       the newest verified checkpoint in the object store is found, the job is submitted on lab-b and
//       resumes from that checkpoint (its log says so), `job.switched` is audited, and the timeline
//       (JobFailover::timeline and `clustergate jobs show --format json`) holds both clusters' entries;
//   (2) a job whose spec lists a dataset with no approval for lab-b: `clustergate jobs switch` by hand and
//       the automatic failover (queued past its limit) both refuse, nothing moves, the job stays in lab-a's
//       queue, the alert and `job.switch_refused` say why;
//   (3) a job the window's JobsService submitted with backups is kept on the profile's watch list, and the
//       console's failover watch moves it by itself when lab-a is cut; the history the service reads for the
//       Jobs view's Details spans both clusters;
//   (4) `clustergate jobs switch` by hand for a job placed on lab-b directly: cancelled there, queued on
//   lab-a.
// Needs root (namespaces) and slurm-wlm; skips loudly otherwise.
#include "cli_run.h"
#include "netlab/netlab.h"
#include "slurm/slurm_node.h"

#include "cli_jobs.h"
#include "cli_root.h"
#include "common/paths.h"
#include "inventory/inventory.h"
#include "jobs/compliance_gate.h"
#include "jobs/drill.h"
#include "jobs/job_spec.h"
#include "jobs/login_node.h"
#include "ledger/audit_log.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/alert_center.h"
#include "services/job_failover.h"
#include "services/job_failover_open.h"
#include "services/job_failover_watch.h"
#include "services/jobs_service.h"
#include "ssh/connection_hub.h"
#include "ssh/ssh_engine.h"
#include "storage/database.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace cg;

namespace {

constexpr int kWaitMs = 240000;

} // namespace

class TestJobFailover : public QObject
{
    Q_OBJECT

    QByteArray onLogin(const QByteArray &command)
    {
        const jobs::RemoteRun r = m_node->run(command, {}, 60000);
        if (!r.ok())
            qWarning("%s: %s", command.constData(), qPrintable(r.problem(QStringLiteral("login node"))));
        return r.out;
    }

    QString writeSpec(const QString &name, const QByteArray &text)
    {
        const QString path = QDir(m_home.path()).filePath(name + QStringLiteral(".yaml"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return path;
    }

    qint64 saveCluster(const QString &name, const QString &region, const QString &login)
    {
        ClusterRecord c;
        c.name = name;
        c.region = region;
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        c.jumps = {bastion};
        c.placement.objectStoreRoot = m_store;
        c.placement.defaultBucket = QStringLiteral("lab-bucket");
        NodeRecord node;
        node.name = QStringLiteral("login-1");
        node.endpoint.host = login;
        node.endpoint.user = QStringLiteral("root");
        const auto saved = Inventory(m_db).saveCluster(c, {node});
        return saved.ok() ? saved.value() : 0;
    }

    QStringList cliOptions() const
    {
        return {QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
                QStringLiteral("--no-agent"),    QStringLiteral("--no-keychain"),
                QStringLiteral("--as"),          QStringLiteral("tester")};
    }

    QList<ledger::AuditRow> rows(const QString &prefix)
    {
        ledger::AuditQuery q;
        q.actionPrefix = prefix;
        q.limit = -1;
        const auto r = m_ledger->audit().rows(q);
        return r.ok() ? r.value() : QList<ledger::AuditRow>{};
    }

    static QJsonObject detailsOf(const ledger::AuditRow &row)
    {
        return QJsonDocument::fromJson(row.details.toUtf8()).object();
    }

    std::unique_ptr<services::JobFailover> failover(QStringList *alerts)
    {
        services::SavedClusterAccess access;
        access.db = &m_db;
        access.hub = m_hub.get();
        access.local.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        access.local.useAgent = false;
        access.audit = &m_ledger->audit();
        access.gate = m_gate.get();
        access.actor = QStringLiteral("tester");
        access.frontEnd = QStringLiteral("console");
        auto f = std::make_unique<services::JobFailover>(*m_ledger, access.actor, access.frontEnd,
                                                         services::savedClusterOpener(access));
        f->setAlerts([alerts](const QString &, const QString &, const QString &what, const QString &todo) {
            *alerts << what + QLatin1Char(' ') + todo;
        });
        return f;
    }

    // The job id of the newest job.submitted row on `cluster`.
    QString lastSubmitted(const QString &cluster)
    {
        const QList<ledger::AuditRow> submitted = rows(QStringLiteral("job.submitted"));
        for (qsizetype i = submitted.size() - 1; i >= 0; --i) {
            const QJsonObject d = detailsOf(submitted.at(i));
            if (d.value(QStringLiteral("cluster")).toString() == cluster)
                return d.value(QStringLiteral("jobId")).toString();
        }
        return {};
    }

    // The newest step-N in `dir` that is finished and matches its manifest, checked here (the store is a
    // directory the test shares with the cluster).
    static QString newestVerified(const QString &dir)
    {
        QProcess p;
        p.start(QStringLiteral("bash"),
                {QStringLiteral("-c"),
                 QStringLiteral("cd \"$1\" || exit 0; for d in $(ls -1 | grep -E '^step-[0-9]+$' | sort -t- "
                                "-k2,2nr); do [ -f $d/.done ] && (cd $d && sha256sum --quiet -c "
                                "MANIFEST.sha256 >/dev/null 2>&1) && { echo $d; exit 0; }; done"),
                 QStringLiteral("x"), dir});
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    }

    static int ip(const QStringList &args) { return QProcess::execute(QStringLiteral("ip"), args); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("USER", "tester");
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("job failover test SKIPPED: %1").arg(why)));
        const QString slurm = m_slurm.up(m_lab);
        if (slurm.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(slurm));
        if (!slurm.isEmpty())
            QSKIP(qPrintable(QStringLiteral("job failover test SKIPPED: %1").arg(slurm)));
        QVERIFY(m_lab.enterClientNamespace());
        m_store = m_lab.file(QStringLiteral("object-store"));
        QVERIFY(QDir().mkpath(m_store + QStringLiteral("/lab-bucket")));

        QVERIFY(m_db.open(paths::databaseFile()).ok());
        m_labA = saveCluster(QStringLiteral("lab-a"), QStringLiteral("DE"), m_primaryAddress);
        QVERIFY(m_labA > 0);
        QVERIFY(saveCluster(QStringLiteral("lab-b"), QStringLiteral("US"), m_lab.value("NODE")) > 0);
        m_ledgerStore = std::make_unique<ledger::SqliteLedgerStore>(m_db);
        m_ledger = std::make_unique<ledger::Ledger>(*m_ledgerStore);
        m_gate = std::make_unique<jobs::ComplianceGate>(*m_ledger);
        m_hub = std::make_unique<ssh::ConnectionHub>();

        // The test's own session to the login node (by lab-b's path), for setting up jobs.
        ssh::ChainPlan plan;
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        bastion.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint target = bastion;
        target.host = m_lab.value("NODE");
        plan.jumps = {bastion};
        plan.target = target;
        ssh::SessionOptions base;
        base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        base.useAgent = false;
        m_session = ssh::connectPlan(m_engine, plan, base);
        m_engine.runUntil([&] { return m_session->isFinished(); }, 60000);
        QVERIFY2(m_session->isReady(), qPrintable(m_session->error().describe()));
        m_node = std::make_unique<jobs::SshLoginNode>(m_engine, m_session);
    }

    void cleanupTestCase()
    {
        if (m_cut)
            ip({QStringLiteral("-n"), m_lab.value("NS_BASTION1"), QStringLiteral("route"),
                QStringLiteral("del"), QStringLiteral("unreachable"),
                m_primaryAddress + QStringLiteral("/32")});
        if (m_node)
            onLogin("scancel --name=drill-fo,gated,watched,byhand >/dev/null 2>&1; true");
        m_node.reset();
        m_hub.reset();
        m_slurm.down();
        m_lab.down();
    }

    void failoverWhenThePrimaryIsCut()
    {
        jobs::DrillOptions o;
        o.steps = 2000;
        o.intervalSteps = 5;
        o.stepSeconds = 0.2;
        o.checkpointStorage = QStringLiteral("drill-fo, object-store://<bucket>/ckpt/drill-fo");
        const QByteArray specText = jobs::Drill::trainingSpec(o)
                                        .replace("name: drill\n", "name: drill-fo\n")
                                        .append("failover:\n  backups: [lab-b]\n  unreachable_after: 10s\n");
        const jobs::SpecParse parsed = jobs::JobSpecs::parse(specText);
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorText(QStringLiteral("drill-fo.yaml"))));
        QCOMPARE(parsed.spec->failover.backups, QStringList{QStringLiteral("lab-b")});
        QCOMPARE(parsed.spec->failover.unreachableAfterSeconds, 10);
        onLogin("rm -rf ~/clustergate/checkpoints/drill-fo");

        // Submitted on lab-a by `clustergate jobs` (its code, in this process).
        cli::CliRoot root;
        QCOMPARE(cli::jobsCommand(QStringList{QStringLiteral("jobs"), QStringLiteral("submit"),
                                              writeSpec(QStringLiteral("drill-fo"), specText),
                                              QStringLiteral("--cluster"), QStringLiteral("lab-a")} +
                                      cliOptions(),
                                  root),
                 0);
        const QString primaryId = lastSubmitted(QStringLiteral("lab-a"));
        QVERIFY(!primaryId.isEmpty());
        // Kept on the profile's watch list for the console's failover watch; this test drives its own.
        services::FailoverWatchList kept(m_db);
        const auto listed = kept.all();
        QVERIFY(listed.ok() && listed->size() == 1);
        QCOMPARE(listed->first().cluster, QStringLiteral("lab-a"));
        QCOMPARE(listed->first().jobId, primaryId);
        QVERIFY(kept.remove(QStringLiteral("lab-a"), primaryId).ok());

        QStringList alerts;
        auto service = failover(&alerts);
        service->watch(QStringLiteral("lab-a"), primaryId, *parsed.spec);
        QCOMPARE(service->watching(), 1);

        // Checkpoints reach the object store; lab-a answers, so nothing moves.
        const QString mirror = m_store + QStringLiteral("/lab-bucket/ckpt/drill-fo");
        QElapsedTimer t;
        t.start();
        while (newestVerified(mirror).isEmpty() && t.elapsed() < kWaitMs)
            QTest::qWait(1000);
        QVERIFY2(!newestVerified(mirror).isEmpty(), "no verified checkpoint reached the object store");
        QVERIFY(service->tick().isEmpty());

        // lab-a's path is cut; its job dies with it, and so do its checkpoints on the cluster's filesystem:
        // only the object store's copies are left.
        QCOMPARE(ip({QStringLiteral("-n"), m_lab.value("NS_BASTION1"), QStringLiteral("route"),
                     QStringLiteral("add"), QStringLiteral("unreachable"),
                     m_primaryAddress + QStringLiteral("/32")}),
                 0);
        m_cut = true;
        QProcess::execute(QStringLiteral("ip"),
                          {QStringLiteral("netns"), QStringLiteral("exec"), m_lab.value("NS_BASTION1"),
                           QStringLiteral("ss"), QStringLiteral("-K"), QStringLiteral("dst"),
                           m_primaryAddress});
        onLogin(
            "scancel " + primaryId.toLatin1() + "; for i in $(seq 1 100); do squeue -h -j " +
            primaryId.toLatin1() +
            " 2>/dev/null | grep -q . || break; sleep 0.2; done; rm -rf ~/clustergate/checkpoints/drill-fo");
        const QString expected = newestVerified(mirror);
        QVERIFY(!expected.isEmpty());

        QList<services::SwitchOutcome> outcomes;
        t.restart();
        while (outcomes.isEmpty() && t.elapsed() < kWaitMs) {
            outcomes = service->tick();
            if (outcomes.isEmpty())
                QTest::qWait(1000);
        }
        QCOMPARE(outcomes.size(), 1);
        const services::SwitchOutcome &moved = outcomes.first();
        QVERIFY2(moved.moved, qPrintable(moved.why));
        QVERIFY(moved.checkpoint.has_value());
        QCOMPARE(moved.checkpoint->name, expected);
        QVERIFY(alerts.isEmpty());

        // The audit row: from/to, job ids, checkpoint step, reason, the gate's decision for lab-b.
        const QList<ledger::AuditRow> switched = rows(QStringLiteral("job.switched"));
        QCOMPARE(switched.size(), 1);
        const QJsonObject d = detailsOf(switched.first());
        QCOMPARE(d.value(QStringLiteral("from")).toObject().value(QStringLiteral("cluster")).toString(),
                 QStringLiteral("lab-a"));
        QCOMPARE(d.value(QStringLiteral("from")).toObject().value(QStringLiteral("jobId")).toString(),
                 primaryId);
        QCOMPARE(d.value(QStringLiteral("to")).toObject().value(QStringLiteral("cluster")).toString(),
                 QStringLiteral("lab-b"));
        QCOMPARE(d.value(QStringLiteral("to")).toObject().value(QStringLiteral("jobId")).toString(),
                 moved.newJobId);
        QCOMPARE(d.value(QStringLiteral("reason")).toString(), QStringLiteral("unreachable"));
        QCOMPARE(d.value(QStringLiteral("checkpoint")).toObject().value(QStringLiteral("step")).toInteger(),
                 moved.checkpoint->step);
        const QJsonObject gate = d.value(QStringLiteral("gate")).toObject();
        QCOMPARE(gate.value(QStringLiteral("cluster")).toString(), QStringLiteral("lab-b"));
        QCOMPARE(gate.value(QStringLiteral("region")).toString(), QStringLiteral("US"));
        QVERIFY(gate.value(QStringLiteral("allowed")).toBool());
        QCOMPARE(lastSubmitted(QStringLiteral("lab-b")), moved.newJobId);

        // The job on lab-b resumes from that checkpoint (fetched from the object store).
        QByteArray log;
        const QByteArray resumed = "train: start at step " + QByteArray::number(moved.checkpoint->step);
        t.restart();
        while (!log.contains(resumed) && t.elapsed() < kWaitMs) {
            QTest::qWait(1000);
            log = onLogin("cat $(scontrol -o show job " + moved.newJobId.toLatin1() +
                          " | sed -n 's/.*StdOut=\\([^ ]*\\).*/\\1/p') 2>/dev/null");
        }
        QVERIFY2(log.contains(resumed), log.constData());
        QVERIFY2(log.contains("fetching checkpoints from"), log.constData());
        onLogin("scancel " + moved.newJobId.toLatin1());

        // One timeline, both clusters: the service's and `clustergate jobs show --format json`.
        const auto timeline =
            services::JobFailover::timeline(*m_ledger, QStringLiteral("lab-b"), moved.newJobId);
        QVERIFY2(timeline.ok(), qPrintable(timeline.error()));
        QSet<QString> clusters;
        for (const QJsonObject &e : timeline.value())
            clusters << e.value(QStringLiteral("cluster")).toString();
        QCOMPARE(clusters, (QSet<QString>{QStringLiteral("lab-a"), QStringLiteral("lab-b")}));
        const test::CliRun shown =
            test::runConsole(m_home.path(), {QStringLiteral("jobs"), QStringLiteral("show"), primaryId,
                                             QStringLiteral("--cluster"), QStringLiteral("lab-a"),
                                             QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(shown.code == 0, shown.all().constData());
        const QJsonObject json = QJsonDocument::fromJson(shown.out).object();
        QCOMPARE(json.value(QStringLiteral("clusters")).toArray().size(), 2);
        QStringList actions;
        for (const QJsonValue &e : json.value(QStringLiteral("timeline")).toArray())
            actions << e.toObject().value(QStringLiteral("cluster")).toString() + QLatin1Char(':') +
                           e.toObject().value(QStringLiteral("action")).toString();
        QVERIFY2(actions.contains(QStringLiteral("lab-a:job.submitted")) &&
                     actions.contains(QStringLiteral("lab-b:job.switched")) &&
                     actions.contains(QStringLiteral("lab-b:job.submitted")),
                 qPrintable(actions.join(QLatin1Char(' '))));
    }

    void backupGateRefuses()
    {
        // lab-a's path is back.
        if (m_cut) {
            QCOMPARE(ip({QStringLiteral("-n"), m_lab.value("NS_BASTION1"), QStringLiteral("route"),
                         QStringLiteral("del"), QStringLiteral("unreachable"),
                         m_primaryAddress + QStringLiteral("/32")}),
                     0);
            m_cut = false;
        }
        // A job waiting on lab-a (held, so it waits past any limit); its spec reads a dataset that has no
        // approved export to lab-b (nor anywhere: it was placed on lab-a directly).
        const QString id =
            QString::fromLatin1(onLogin("sbatch --parsable --hold --job-name=gated -t 5 --wrap 'sleep 60'"))
                .trimmed();
        QVERIFY(!id.isEmpty());
        const QByteArray specText = "name: gated\nresources:\n  cpu: 1\ntime_limit: 5m\n"
                                    "datasets: [patients-2026]\n"
                                    "checkpoint:\n  storage: [gated, object-store://<bucket>/ckpt/gated]\n"
                                    "failover:\n  backups: [lab-b]\n  queued_after: 10s\n"
                                    "command: echo reads patients\n";
        const QString specPath = writeSpec(QStringLiteral("gated"), specText);
        const int switchedBefore = int(rows(QStringLiteral("job.switched")).size());

        // By hand: refused by the gate (exit 3), nothing moves.
        cli::CliRoot root;
        QCOMPARE(cli::jobsCommand(QStringList{QStringLiteral("jobs"), QStringLiteral("switch"), id,
                                              QStringLiteral("--cluster"), QStringLiteral("lab-a"),
                                              QStringLiteral("--to"), QStringLiteral("lab-b"),
                                              QStringLiteral("--spec"), specPath} +
                                      cliOptions(),
                                  root),
                 3);

        // Automatically, once it has waited past queued_after: refused, the alert says why.
        QStringList alerts;
        auto service = failover(&alerts);
        const jobs::SpecParse parsed = jobs::JobSpecs::parse(specText);
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorText(QStringLiteral("gated.yaml"))));
        service->watch(QStringLiteral("lab-a"), id, *parsed.spec);
        QList<services::SwitchOutcome> outcomes;
        QElapsedTimer t;
        t.start();
        while (outcomes.isEmpty() && t.elapsed() < kWaitMs) {
            outcomes = service->tick();
            if (outcomes.isEmpty())
                QTest::qWait(1000);
        }
        QCOMPARE(outcomes.size(), 1);
        QVERIFY(!outcomes.first().moved);
        QVERIFY(!outcomes.first().gate.allowed());
        QCOMPARE(alerts.size(), 1);
        QVERIFY2(alerts.first().contains(QStringLiteral("lab-b")) &&
                     alerts.first().contains(QStringLiteral("patients-2026")),
                 qPrintable(alerts.first()));

        QCOMPARE(int(rows(QStringLiteral("job.switched")).size()), switchedBefore);
        const QList<ledger::AuditRow> refused = rows(QStringLiteral("job.switch_refused"));
        QCOMPARE(refused.size(), 2); // by hand, then automatically
        for (const ledger::AuditRow &r : refused) {
            const QJsonObject d = detailsOf(r);
            QCOMPARE(r.subject, QStringLiteral("job:lab-a/%1").arg(id));
            QVERIFY(d.value(QStringLiteral("why")).toString().contains(QStringLiteral("patients-2026")));
        }
        QCOMPARE(detailsOf(refused.last()).value(QStringLiteral("reason")).toString(),
                 QStringLiteral("queued"));
        // The job is still where it was.
        QVERIFY2(onLogin("squeue -h -o %i -j " + id.toLatin1()).trimmed() == id.toLatin1(),
                 "the job left lab-a");
        onLogin("scancel " + id.toLatin1());
    }

    // The window's JobsService keeps what it submitted with backups on the profile's watch list; the
    // console's failover watch (what Console::open starts) moves it by itself when lab-a is cut.
    void consoleWatchesItsSubmissions()
    {
        services::JobsServiceOptions o;
        o.databaseFile = paths::databaseFile();
        o.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.useAgent = false;
        o.actor = QStringLiteral("tester");
        services::JobsService service(o, m_hub.get());
        QSignalSpy submitted(&service, &services::JobsService::submitted);
        jobs::SchedulerProfile profile;
        profile.cluster = QStringLiteral("lab-a");
        service.submit(m_labA,
                       "name: watched\nresources:\n  cpu: 1\ntime_limit: 5m\ncommand: sleep 120\n"
                       "failover:\n  backups: [lab-b]\n  unreachable_after: 10s\n",
                       profile, false);
        QTRY_VERIFY_WITH_TIMEOUT(submitted.count() > 0,
                                 kWaitMs); // the worker may signal before a wait starts
        QVERIFY2(submitted.first().at(4).toString().isEmpty(),
                 qPrintable(submitted.first().at(4).toString()));
        const QString id = submitted.first().at(1).toString();

        services::AlertCenter alerts(0);
        services::FailoverWatch watch(*m_hub, alerts);
        QSignalSpy failedOver(&watch, &services::FailoverWatch::switched);
        services::FailoverWatchOptions wo;
        wo.databaseFile = paths::databaseFile();
        wo.knownHostsFile = o.knownHostsFile;
        wo.useAgent = false;
        wo.actor = QStringLiteral("tester");
        watch.start(wo);

        QCOMPARE(ip({QStringLiteral("-n"), m_lab.value("NS_BASTION1"), QStringLiteral("route"),
                     QStringLiteral("add"), QStringLiteral("unreachable"),
                     m_primaryAddress + QStringLiteral("/32")}),
                 0);
        m_cut = true;
        QProcess::execute(QStringLiteral("ip"),
                          {QStringLiteral("netns"), QStringLiteral("exec"), m_lab.value("NS_BASTION1"),
                           QStringLiteral("ss"), QStringLiteral("-K"), QStringLiteral("dst"),
                           m_primaryAddress});
        onLogin("scancel " + id.toLatin1());
        QTRY_VERIFY_WITH_TIMEOUT(failedOver.count() > 0, kWaitMs);
        const QList<QVariant> args = failedOver.first();
        QCOMPARE(args.at(0).toString(), QStringLiteral("lab-a"));
        QCOMPARE(args.at(1).toString(), id);
        QCOMPARE(args.at(2).toString(), QStringLiteral("lab-b"));
        QVERIFY2(args.at(4).toString().isEmpty(), qPrintable(args.at(4).toString()));
        const QString moved = args.at(3).toString();
        QVERIFY(!moved.isEmpty());
        QCOMPARE(lastSubmitted(QStringLiteral("lab-b")), moved);
        onLogin("scancel " + moved.toLatin1());

        // What the Jobs view's Details show: the history across both clusters, from the old job.
        QSignalSpy read(&service, &services::JobsService::historyRead);
        service.history(m_labA, id);
        QTRY_VERIFY_WITH_TIMEOUT(read.count() > 0, kWaitMs);
        QVERIFY2(read.first().at(4).toString().isEmpty(), qPrintable(read.first().at(4).toString()));
        QStringList seen;
        for (const QJsonValue &v : read.first().at(3).toJsonArray())
            seen << v.toObject().value(QStringLiteral("cluster")).toString() + QLatin1Char(':') +
                        v.toObject().value(QStringLiteral("action")).toString();
        QVERIFY2(seen.contains(QStringLiteral("lab-a:job.submitted")) &&
                     seen.contains(QStringLiteral("lab-b:job.switched")) &&
                     seen.contains(QStringLiteral("lab-b:job.submitted")),
                 qPrintable(seen.join(QLatin1Char(' '))));
    }

    // `clustergate jobs switch` by hand for a job placed on lab-b directly (not submitted by ClusterGate):
    // the old job is cancelled, the new one queued on lab-a, `job.switched` says "by-hand".
    void switchByHand()
    {
        if (m_cut) {
            QCOMPARE(ip({QStringLiteral("-n"), m_lab.value("NS_BASTION1"), QStringLiteral("route"),
                         QStringLiteral("del"), QStringLiteral("unreachable"),
                         m_primaryAddress + QStringLiteral("/32")}),
                     0);
            m_cut = false;
        }
        const QString id =
            QString::fromLatin1(onLogin("sbatch --parsable --job-name=byhand -t 5 --wrap 'sleep 120'"))
                .trimmed();
        QVERIFY(!id.isEmpty());
        const QString spec =
            writeSpec(QStringLiteral("byhand"),
                      "name: byhand\nresources:\n  cpu: 1\ntime_limit: 5m\ncommand: sleep 120\n");
        cli::CliRoot root;
        QCOMPARE(cli::jobsCommand(QStringList{QStringLiteral("jobs"), QStringLiteral("switch"), id,
                                              QStringLiteral("--cluster"), QStringLiteral("lab-b"),
                                              QStringLiteral("--to"), QStringLiteral("lab-a"),
                                              QStringLiteral("--spec"), spec} +
                                      cliOptions(),
                                  root),
                 0);
        const QList<ledger::AuditRow> switched = rows(QStringLiteral("job.switched"));
        QVERIFY(!switched.isEmpty());
        const QJsonObject d = detailsOf(switched.last());
        QCOMPARE(d.value(QStringLiteral("reason")).toString(), QStringLiteral("by-hand"));
        QCOMPARE(d.value(QStringLiteral("from")).toObject().value(QStringLiteral("jobId")).toString(), id);
        QCOMPARE(d.value(QStringLiteral("from")).toObject().value(QStringLiteral("old")).toString(),
                 QStringLiteral("cancelled"));
        QCOMPARE(d.value(QStringLiteral("frontEnd")).toString(), QStringLiteral("cli"));
        const QString moved =
            d.value(QStringLiteral("to")).toObject().value(QStringLiteral("jobId")).toString();
        QCOMPARE(lastSubmitted(QStringLiteral("lab-a")), moved);
        QVERIFY(onLogin("squeue -h -o %i -j " + id.toLatin1() + " -t PD,R 2>/dev/null").trimmed().isEmpty());
        onLogin("scancel " + moved.toLatin1());
    }

private:
    QTemporaryDir m_home;
    test::NetLab m_lab;
    test::SlurmNode m_slurm;
    Database m_db;
    QString m_store;
    const QString m_primaryAddress = QStringLiteral("198.18.4.10");
    bool m_cut = false;
    qint64 m_labA = 0;
    std::unique_ptr<ledger::SqliteLedgerStore> m_ledgerStore;
    std::unique_ptr<ledger::Ledger> m_ledger;
    std::unique_ptr<jobs::ComplianceGate> m_gate;
    std::unique_ptr<ssh::ConnectionHub> m_hub;
    ssh::Engine m_engine;
    ssh::Session *m_session = nullptr;
    std::unique_ptr<jobs::SshLoginNode> m_node;
};

QTEST_MAIN(TestJobFailover)
#include "tst_job_failover.moc"
