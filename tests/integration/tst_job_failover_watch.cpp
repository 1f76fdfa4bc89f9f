// SPDX-License-Identifier: GPL-3.0-or-later
// The automatic failover as part of the console session, window or not: a job kept on the profile's
// failover watch list (as `clustergate jobs submit` and the Jobs view keep one whose spec names backups) is
// watched by the Console that opens the profile. Its cluster (lab-a) does not answer (a loopback port nothing
// listens on), so once `unreachable_after` (10 s) has run out the real compliance gate is asked for the
// backup (lab-b) and refuses it (the spec reads a dataset with no approved export there): nothing moves,
// `job.switch_refused` is audited, and the console's alert center holds an alert naming the reason and what
// to do. A second Console on the same profile (a restart) watches the job again, only one of two open
// consoles moves jobs, and `clustergate serve` runs the same watch.
#include "lab_process.h"

#include "common/paths.h"
#include "inventory/inventory.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "planning/alerts.h"
#include "services/alert_center.h"
#include "services/console.h"
#include "services/job_failover_watch.h"
#include "storage/database.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>

using namespace cg;

namespace {

constexpr int kWaitMs = 60000;

const char *const kSpec = "name: gated\nresources:\n  cpu: 1\ntime_limit: 5m\n"
                          "datasets: [patients-2026]\n"
                          "failover:\n  backups: [lab-b]\n  unreachable_after: 10s\n"
                          "command: echo reads patients\n";

std::optional<planning::Alert> refusalAlert(services::Console &console, const QString &job)
{
    for (const planning::Alert &a : console.alerts().engine().active()) {
        if (a.kind == planning::AlertKind::FailoverRefused && a.cluster == QLatin1String("lab-a") &&
            a.subject == job)
            return a;
    }
    return std::nullopt;
}

} // namespace

class TestJobFailoverWatch : public QObject
{
    Q_OBJECT

    int refusals()
    {
        Database db;
        if (!db.open(paths::databaseFile()).ok())
            return -1;
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog audit(store);
        ledger::AuditQuery q;
        q.actionPrefix = QStringLiteral("job.switch_refused");
        q.limit = -1;
        const auto rows = audit.rows(q);
        if (!rows.ok())
            return -1;
        int n = 0;
        for (const ledger::AuditRow &r : rows.value()) {
            const QJsonObject d = QJsonDocument::fromJson(r.details.toUtf8()).object();
            if (r.subject == QStringLiteral("job:lab-a/%1").arg(m_job) &&
                d.value(QStringLiteral("why")).toString().contains(QLatin1String("patients-2026")))
                ++n;
        }
        return n;
    }

    void saveCluster(Inventory &inv, const QString &name)
    {
        ClusterRecord c;
        c.name = name;
        c.region = name == QLatin1String("lab-a") ? QStringLiteral("DE") : QStringLiteral("US");
        NodeRecord node;
        node.name = QStringLiteral("login-1");
        node.endpoint.host = QStringLiteral("127.0.0.1");
        node.endpoint.port = m_closedPort; // nothing listens: the cluster does not answer
        node.endpoint.user = QStringLiteral("tester");
        QVERIFY(inv.saveCluster(c, {node}).ok());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        qputenv("USER", "tester");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("SSH_AUTH_SOCK");
        m_closedPort = testlab::freePort();
        QVERIFY(m_closedPort > 0);
        Database db;
        QVERIFY(db.open(paths::databaseFile()).ok());
        Inventory inv(db);
        saveCluster(inv, QStringLiteral("lab-a"));
        saveCluster(inv, QStringLiteral("lab-b"));
        // As `clustergate jobs submit` keeps a job whose spec names backups.
        QVERIFY(services::FailoverWatchList(db).add({QStringLiteral("lab-a"), m_job, kSpec, {}, {}}).ok());
    }

    // The alert engine's side: one alert per refused job (raised once, refreshed), cleared once it is
    // settled.
    void aRefusalAlertClearsOnceSettled()
    {
        planning::AlertEngine engine;
        const QDateTime t0 = QDateTime::currentDateTimeUtc();
        engine.failoverRefused(QStringLiteral("lab-a"), QStringLiteral("7"), QStringLiteral("not moved"),
                               QStringLiteral("fix it"), t0);
        QCOMPARE(engine.evaluate(t0).raised.size(), 1);
        engine.failoverRefused(QStringLiteral("lab-a"), QStringLiteral("7"),
                               QStringLiteral("not moved again"), QStringLiteral("fix it"), t0.addSecs(30));
        const planning::AlertChanges again = engine.evaluate(t0.addSecs(30));
        QVERIFY(again.isEmpty());
        QCOMPARE(engine.active().size(), 1);
        QCOMPARE(engine.active().first().what, QStringLiteral("not moved again"));
        QCOMPARE(engine.active().first().since, t0);
        engine.failoverSettled(QStringLiteral("lab-a"), QStringLiteral("7"));
        QCOMPARE(engine.evaluate(t0.addSecs(60)).cleared.size(), 1);
        QVERIFY(engine.active().isEmpty());
    }

    void theConsoleWatchesAndARefusalIsAnAlert()
    {
        services::Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        QTRY_VERIFY_WITH_TIMEOUT(refusalAlert(console, m_job).has_value(), kWaitMs);
        const planning::Alert a = *refusalAlert(console, m_job);
        QVERIFY(a.severity == planning::AlertSeverity::Critical);
        QVERIFY2(a.what.contains(QLatin1String("lab-b")) && a.what.contains(QLatin1String("patients-2026")),
                 qPrintable(a.what));
        QVERIFY2(a.todo.contains(QLatin1String("stays on lab-a")), qPrintable(a.todo));
        QCOMPARE(console.failoverWatch().watching(), 1); // refused: still watched where it is
        QVERIFY(refusals() >= 1);
    }

    void aRestartKeepsWatching()
    {
        const int before = refusals();
        services::Console console;
        QSignalSpy looked(&console.failoverWatch(), &services::FailoverWatch::looked);
        console.open();
        QTRY_VERIFY_WITH_TIMEOUT(looked.count() > 0, kWaitMs);
        QCOMPARE(looked.first().at(0).toInt(), 1);
        QVERIFY2(looked.first().at(1).toString().isEmpty(), qPrintable(looked.first().at(1).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(refusalAlert(console, m_job).has_value(), kWaitMs);
        QVERIFY(refusals() > before);
    }

    // Two consoles on one profile (the window while `clustergate serve` runs): one moves jobs, the other says
    // so and does not ask the gate a second time.
    void oneConsolePerProfileWatches()
    {
        services::Console first;
        QSignalSpy firstLooked(&first.failoverWatch(), &services::FailoverWatch::looked);
        first.open();
        QTRY_VERIFY_WITH_TIMEOUT(firstLooked.count() > 0, kWaitMs);
        QVERIFY2(firstLooked.first().at(1).toString().isEmpty(),
                 qPrintable(firstLooked.first().at(1).toString()));
        services::Console second;
        QSignalSpy secondLooked(&second.failoverWatch(), &services::FailoverWatch::looked);
        second.open();
        QTRY_VERIFY_WITH_TIMEOUT(secondLooked.count() > 0, kWaitMs);
        QVERIFY2(secondLooked.first().at(1).toString().contains(QLatin1String("another console")),
                 qPrintable(secondLooked.first().at(1).toString()));
        QCOMPARE(secondLooked.first().at(0).toInt(), 0);
    }

    void serveRunsTheWatch()
    {
        const int before = refusals();
        QProcess serve;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        env.remove(QStringLiteral("DISPLAY"));
        serve.setProcessEnvironment(env);
        serve.setProcessChannelMode(QProcess::MergedChannels);
        serve.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                    {QStringLiteral("serve"), QStringLiteral("--no-metrics"), QStringLiteral("--cluster"),
                     QStringLiteral("lab-a"), QStringLiteral("--jobs-every"), QStringLiteral("0")});
        QVERIFY(serve.waitForStarted());
        const bool refused = QTest::qWaitFor([&] { return refusals() > before; }, kWaitMs);
        serve.terminate();
        if (!serve.waitForFinished(10000)) {
            serve.kill();
            serve.waitForFinished();
        }
        QVERIFY2(refused, serve.readAll().constData());
    }

private:
    QTemporaryDir m_home;
    quint16 m_closedPort = 0;
    const QString m_job = QStringLiteral("4242");
};

QTEST_GUILESS_MAIN(TestJobFailoverWatch)
#include "tst_job_failover_watch.moc"
