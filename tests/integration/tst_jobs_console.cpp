// SPDX-License-Identifier: GPL-3.0-or-later
// Jobs through the shipped wiring on the real Slurm (slurm/slurm_node.sh) behind the netlab's bastion, with
// no window: (1) the jobs alert feed that the Console starts when it opens (nothing else starts it) polls
// the saved cluster's queue and accounting through its job backend, so a queue that grows for the rule's
// window raises "queue depth growing" and a burst of failing jobs raises the failure alert; (2) the same job
// spec submitted through `clustergate jobs` (its code, in this process) and through the window's JobsService
// leaves audit rows identical but for ids, times and the front end named. Needs root (namespaces) and
// slurm-wlm; skips loudly otherwise.
#include "netlab/netlab.h"
#include "slurm/slurm_node.h"

#include "cli_jobs.h"
#include "cli_root.h"
#include "common/paths.h"
#include "inventory/inventory.h"
#include "jobs/login_node.h"
#include "ledger/audit_log.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/console.h"
#include "services/jobs_alert_feed.h"
#include "services/jobs_service.h"
#include "services/scheduler_nodes.h"
#include "ssh/connection_hub.h"
#include "ssh/ssh_engine.h"
#include "storage/database.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace cg;

namespace {

constexpr int kWaitMs = 90000;

const char *const kSpec = "name: twice\nqueue: low\nresources:\n  cpu: 1\ntime_limit: 5m\n"
                          "command: |\n  echo \"the same job twice\"\n";

} // namespace

class TestJobsConsole : public QObject
{
    Q_OBJECT

    // A command on the login node over the test's own SSH session (the jobs' setup, not the code under test).
    QByteArray onLogin(const QByteArray &command)
    {
        const jobs::RemoteRun r = m_node->run(command, {}, 60000);
        if (!r.ok())
            qWarning("%s: %s", command.constData(), qPrintable(r.problem(QStringLiteral("login node"))));
        return r.out;
    }

    // Polls through the feed until `done` holds (each poll fed and evaluated before it is asked).
    bool pollUntil(services::JobsAlertFeed &feed, const std::function<bool()> &done)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < kWaitMs) {
            QSignalSpy polled(&feed, &services::JobsAlertFeed::polled);
            feed.pollNow();
            if (!polled.wait(kWaitMs))
                return false;
            const QStringList errors = polled.first().at(1).toStringList();
            if (!errors.isEmpty())
                qWarning("poll: %s", qPrintable(errors.join(QStringLiteral("; "))));
            if (done())
                return true;
            QTest::qWait(500);
        }
        return false;
    }

    static bool hasAlert(services::AlertCenter &center, planning::AlertKind kind)
    {
        for (const planning::Alert &a : center.engine().active()) {
            if (a.kind == kind && a.cluster == QLatin1String("lab-de"))
                return true;
        }
        return false;
    }

    QList<ledger::AuditRow> submittedRows()
    {
        Database db;
        if (!db.open(paths::databaseFile()).ok())
            return {};
        ledger::SqliteLedgerStore store(db);
        ledger::Ledger ledger(store);
        ledger::AuditQuery q;
        q.actionPrefix = QStringLiteral("job.submitted");
        q.limit = -1;
        const auto rows = ledger.audit().rows(q);
        return rows.ok() ? rows.value() : QList<ledger::AuditRow>{};
    }

    // A row as JSON with what differs by nature removed: ids, times, the front end named.
    static QJsonObject comparable(const ledger::AuditRow &row)
    {
        QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
        const QString id = d.value(QStringLiteral("jobId")).toString();
        d.remove(QStringLiteral("jobId"));
        d.remove(QStringLiteral("frontEnd"));
        // The script's file on the login node is named after the moment it was written.
        d.insert(QStringLiteral("script"), d.value(QStringLiteral("script"))
                                               .toString()
                                               .replace(QRegularExpression(QStringLiteral("-\\d+\\.sbatch$")),
                                                        QStringLiteral("-T.sbatch")));
        QString subject = row.subject;
        subject.replace(id, QStringLiteral("ID"));
        return QJsonObject{{QStringLiteral("actor"), row.actor},
                           {QStringLiteral("action"), row.action},
                           {QStringLiteral("subject"), subject},
                           {QStringLiteral("details"), d}};
    }

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
            QSKIP(qPrintable(QStringLiteral("jobs console test SKIPPED: %1").arg(why)));
        const QString slurm = m_slurm.up(m_lab);
        if (slurm.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(slurm));
        if (!slurm.isEmpty())
            QSKIP(qPrintable(QStringLiteral("jobs console test SKIPPED: %1").arg(slurm)));
        QVERIFY(m_lab.enterClientNamespace());

        QVERIFY(m_db.open(paths::databaseFile()).ok());
        ClusterRecord c;
        c.name = QStringLiteral("lab-de");
        c.region = QStringLiteral("DE");
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        c.jumps = {bastion};
        NodeRecord login;
        login.name = QStringLiteral("login-1");
        login.endpoint.host = m_lab.value("NODE");
        login.endpoint.user = QStringLiteral("root");
        m_cluster = Inventory(m_db).saveCluster(c, {login}).value();

        // The test's own session to the login node, for setting up jobs.
        ssh::ChainPlan plan;
        bastion.identityFiles = c.identityFiles;
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
        m_node.reset();
        m_slurm.down();
        m_lab.down();
    }

    // The scheduler's nodes through the backend: the Jobs service for a saved cluster, and the onboarding's
    // Discover (SchedulerNodes) for a login node not saved yet.
    void nodesFromTheScheduler()
    {
        services::JobsServiceOptions o;
        o.databaseFile = paths::databaseFile();
        o.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.useAgent = false;
        ssh::ConnectionHub hub;
        services::JobsService service(o, &hub);
        QSignalSpy listed(&service, &services::JobsService::nodesListed);
        service.nodes(m_cluster);
        QVERIFY(listed.wait(kWaitMs));
        QVERIFY2(listed.first().at(3).toString().isEmpty(), qPrintable(listed.first().at(3).toString()));
        const auto nodes = listed.first().at(2).value<QList<jobs::NodeStatus>>();
        QStringList names;
        for (const jobs::NodeStatus &n : nodes) {
            names << n.name;
            QVERIFY2(n.phase != jobs::NodeState::Unknown, qPrintable(n.name + QLatin1Char(' ') + n.state));
        }
        QVERIFY2(names.contains(QStringLiteral("cg-node")), qPrintable(names.join(QLatin1Char(','))));
        QCOMPARE(names.removeDuplicates(), 0);

        services::Console console;
        services::SchedulerNodes ask(console.hub());
        QSignalSpy answered(&ask, &services::SchedulerNodes::listed);
        const auto plan = Inventory(m_db).loginPlan(m_cluster);
        QVERIFY(plan.ok());
        ssh::SessionOptions base;
        base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        base.useAgent = false;
        ask.ask(plan.value(), base);
        QVERIFY(answered.wait(kWaitMs));
        QVERIFY2(answered.first().at(1).toString().isEmpty(), qPrintable(answered.first().at(1).toString()));
        QCOMPARE(answered.first().at(0).value<QList<jobs::NodeStatus>>().size(), nodes.size());
    }

    void alertsWithoutAWindow()
    {
        // The shipped wiring reads host keys from ~/.ssh/known_hosts and may ask ssh-agent: a home of the
        // test's own holding the lab's keys, and no agent.
        QTemporaryDir home;
        QVERIFY(home.isValid() && QDir(home.path()).mkpath(QStringLiteral(".ssh")));
        QVERIFY(QFile::copy(m_lab.file(QStringLiteral("known_hosts")),
                            home.filePath(QStringLiteral(".ssh/known_hosts"))));
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", home.path().toUtf8());
        qunsetenv("SSH_AUTH_SOCK");
        const auto restoreHome = qScopeGuard([&] { qputenv("HOME", oldHome); });

        services::Console console; // no window anywhere in this process
        console.open();
        services::JobsAlertFeed &feed = console.jobsAlerts();
        QVERIFY2(feed.isRunning(), "a console without a window does not feed the jobs alerts");
        planning::AlertThresholdSet t;
        t.defaults.queueGrowthCycles = 2; // the rule's window, short for the test
        t.defaults.queueMinPending = 1;
        t.defaults.jobFailureMinJobs = 3;
        t.defaults.jobFailureShare = 0.5;
        console.alerts().engine().setThresholds(t);

        // The queue grows at every poll: held jobs stay pending.
        QVERIFY(pollUntil(feed, [] { return true; }));
        QVERIFY(!hasAlert(console.alerts(), planning::AlertKind::QueueGrowing));
        for (int i = 0; i < 3 && !hasAlert(console.alerts(), planning::AlertKind::QueueGrowing); ++i) {
            onLogin("sbatch --hold --job-name=waits -t 5 --wrap 'sleep 1'");
            QVERIFY(pollUntil(feed, [] { return true; }));
        }
        QVERIFY2(hasAlert(console.alerts(), planning::AlertKind::QueueGrowing),
                 "a queue growing for the rule's window raised nothing");
        onLogin("scancel --name=waits");

        // A burst of failing jobs.
        for (int i = 0; i < 4; ++i)
            onLogin("sbatch --job-name=breaks -t 5 --wrap 'exit 3'");
        QVERIFY2(
            pollUntil(feed, [&] { return hasAlert(console.alerts(), planning::AlertKind::JobFailures); }),
            "a burst of failing jobs raised no failure alert");
        feed.stop();
    }

    void sameSubmissionFromBothFrontEnds()
    {
        const QString specPath = QDir(m_home.path()).filePath(QStringLiteral("twice.yaml"));
        QFile spec(specPath);
        QVERIFY(spec.open(QIODevice::WriteOnly));
        spec.write(kSpec);
        spec.close();
        const int before = int(submittedRows().size());

        // The command line's code, in this process.
        cli::CliRoot root;
        const int code = cli::jobsCommand(
            {QStringLiteral("jobs"), QStringLiteral("submit"), specPath, QStringLiteral("--cluster"),
             QStringLiteral("lab-de"), QStringLiteral("--known-hosts"),
             m_lab.file(QStringLiteral("known_hosts")), QStringLiteral("--no-agent"),
             QStringLiteral("--no-keychain"), QStringLiteral("--as"), QStringLiteral("tester")},
            root);
        QCOMPARE(code, 0);

        // The window's service.
        services::JobsServiceOptions o;
        o.databaseFile = paths::databaseFile();
        o.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.useAgent = false;
        o.actor = QStringLiteral("tester");
        ssh::ConnectionHub hub;
        services::JobsService service(o, &hub);
        QSignalSpy submitted(&service, &services::JobsService::submitted);
        jobs::SchedulerProfile profile;
        profile.cluster = QStringLiteral("lab-de");
        profile.applyPlacement(Inventory(m_db).cluster(m_cluster).value().placement);
        service.submit(m_cluster, QByteArray(kSpec), profile, false);
        QVERIFY(submitted.wait(kWaitMs));
        QVERIFY2(submitted.first().at(4).toString().isEmpty(),
                 qPrintable(submitted.first().at(4).toString()));

        const QList<ledger::AuditRow> rows = submittedRows();
        QCOMPARE(int(rows.size()), before + 2);
        const ledger::AuditRow &fromCli = rows.at(rows.size() - 2);
        const ledger::AuditRow &fromWindow = rows.last();
        QCOMPARE(QJsonDocument::fromJson(fromCli.details.toUtf8())
                     .object()
                     .value(QStringLiteral("frontEnd"))
                     .toString(),
                 QStringLiteral("cli"));
        QCOMPARE(QJsonDocument::fromJson(fromWindow.details.toUtf8())
                     .object()
                     .value(QStringLiteral("frontEnd"))
                     .toString(),
                 QStringLiteral("window"));
        QVERIFY(fromCli.subject != fromWindow.subject); // two jobs
        const QJsonObject a = comparable(fromCli);
        const QJsonObject b = comparable(fromWindow);
        QVERIFY2(a == b,
                 qPrintable(QStringLiteral("cli:    %1\nwindow: %2")
                                .arg(QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact)),
                                     QString::fromUtf8(QJsonDocument(b).toJson(QJsonDocument::Compact)))));
    }

private:
    QTemporaryDir m_home;
    test::NetLab m_lab;
    test::SlurmNode m_slurm;
    Database m_db;
    qint64 m_cluster = 0;
    ssh::Engine m_engine;
    ssh::Session *m_session = nullptr;
    std::unique_ptr<jobs::SshLoginNode> m_node;
};

QTEST_MAIN(TestJobsConsole)
#include "tst_jobs_console.moc"
