// SPDX-License-Identifier: GPL-3.0-or-later
// The seven alerts from their real sources through `clustergate serve` to a real Alertmanager (Debian's
// prometheus-alertmanager), on the netlab and its real Slurm: a cluster saved with `clustergate clusters
// add` whose first node is the Slurm node (cg-node, its agent on the stand-in NVML: GPU 0 at 97 %, GPU 1 at
// 0 %) and a second node gpu-a, a contract price in the profile's settings, short rule windows in a
// thresholds file. Produced for real: a job holding the idle GPU 1 under Slurm (GPU idle), held jobs that
// pile up between polls (queue growing), jobs that exit 3 (failure spike), GPU jobs in today's accounting
// against none yesterday (cost jump), a share of the packets reaching gpu-a dropped in its namespace (packet
// loss and link degraded: real TCP retransmits the node's agent counts), gpu-a's agent killed (agent
// silent). Each is checked through Alertmanager's GET /api/v2/alerts (labels, what to do, once), and the
// job series on /metrics; then each condition is cleared and its alert seen gone from Alertmanager (the
// cost jump only clears the next day). An alert acknowledged with `clustergate alerts ack` stays so.
// Needs root (namespaces, iptables) and slurm-wlm; skips loudly otherwise.
#include "lab_process.h"
#include "netlab/netlab.h"
#include "slurm/slurm_node.h"

#include "export/exporter.h"
#include "services/console.h"
#include "services/jobs_alert_feed.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace {

using cg::testlab::freePort;
using cg::testlab::httpGet;
using cg::testlab::killAgentsIn;

constexpr int kWaitMs = 90000;

int exec(const QString &program, const QStringList &args, QByteArray *out = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return -1;
    const QByteArray said = p.readAll();
    if (out)
        *out = said;
    if (p.exitCode() != 0)
        qWarning("%s %s: %s", qPrintable(program), qPrintable(args.join(QLatin1Char(' '))), said.constData());
    return p.exitCode();
}

} // namespace

class TestAlertsSeven : public QObject
{
    Q_OBJECT

    cg::test::NetLab m_lab;
    cg::test::SlurmNode m_slurm;
    QTemporaryDir m_home;
    QProcess m_alertmanager;
    QProcess m_serve;
    quint16 m_amPort = 0;
    bool m_dropping = false;

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        e.insert(QStringLiteral("HOME"), m_home.path());
        e.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        e.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR));
        e.remove(QStringLiteral("SSH_AUTH_SOCK"));
        e.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        return e;
    }

    std::pair<int, QByteArray> run(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(env());
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(60000))
            return {-1, {}};
        return {p.exitCode(), p.readAll()};
    }

    // A command on the Slurm node as its ssh sessions see it (the test's setup, not the code under test).
    QByteArray onNode(const QString &command)
    {
        QByteArray out;
        exec(QStringLiteral(CLUSTERGATE_SLURM_NODE_SCRIPT),
             {QStringLiteral("exec"), m_lab.dir(), QStringLiteral("bash"), QStringLiteral("-c"), command},
             &out);
        return out.trimmed();
    }

    // Drops a share of the packets reaching gpu-a's namespace: real loss on the wire (its TCP stack hears no
    // acknowledgement and retransmits; a drop on the way out would only be a local send failure).
    bool dropOnGpuA(bool on)
    {
        const QStringList rule{QStringLiteral("INPUT"),     QStringLiteral("-p"),
                               QStringLiteral("tcp"),       QStringLiteral("-m"),
                               QStringLiteral("statistic"), QStringLiteral("--mode"),
                               QStringLiteral("random"),    QStringLiteral("--probability"),
                               QStringLiteral("0.5"),       QStringLiteral("-j"),
                               QStringLiteral("DROP")};
        const int rc =
            exec(QStringLiteral("ip"),
                 QStringList{QStringLiteral("netns"), QStringLiteral("exec"), m_lab.value("NS_BASTION2"),
                             QStringLiteral("iptables"), on ? QStringLiteral("-A") : QStringLiteral("-D")} +
                     rule);
        if (rc == 0)
            m_dropping = on;
        return rc == 0;
    }

    QJsonArray alerts() { return QJsonDocument::fromJson(httpGet(m_amPort, "/api/v2/alerts")).array(); }

    // The alerts in Alertmanager named `name` about `node` (every one when `node` is empty).
    QList<QJsonObject> inAlertmanager(const QString &name, const QString &node = {})
    {
        QList<QJsonObject> out;
        for (const QJsonValue &v : alerts()) {
            const QJsonObject l = v.toObject().value(QStringLiteral("labels")).toObject();
            if (l.value(QStringLiteral("alertname")).toString() == name &&
                l.value(QStringLiteral("cluster")).toString() == QLatin1String("lab-seven") &&
                (node.isEmpty() || l.value(QStringLiteral("node")).toString() == node))
                out << v.toObject();
        }
        return out;
    }

    QString said()
    {
        return QString::fromUtf8(m_serve.readAllStandardOutput() + m_serve.readAllStandardError());
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral("/usr/bin/prometheus-alertmanager")))
            QSKIP("prometheus-alertmanager is not installed");
        QVERIFY(m_home.isValid());
        qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("seven alerts test SKIPPED: %1").arg(why)));
        const QString slurm = m_slurm.up(m_lab);
        if (slurm.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(slurm));
        if (!slurm.isEmpty())
            QSKIP(qPrintable(QStringLiteral("seven alerts test SKIPPED: %1").arg(slurm)));
        QVERIFY(m_lab.enterClientNamespace()); // serve, alertmanager and the CLI start from here
    }

    void cleanupTestCase()
    {
        if (m_dropping)
            dropOnGpuA(false);
        if (m_serve.state() != QProcess::NotRunning) {
            m_serve.kill();
            m_serve.waitForFinished(10000);
        }
        if (m_alertmanager.state() != QProcess::NotRunning) {
            m_alertmanager.terminate();
            if (!m_alertmanager.waitForFinished(10000))
                m_alertmanager.kill();
        }
        m_slurm.down();
        m_lab.down();
    }

    void sevenAlertsFireReachAlertmanagerAndResolve()
    {
        auto [code, out] =
            run({QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("lab-seven"),
                 QStringLiteral("--jump"), QStringLiteral("root@") + m_lab.value("BASTION1"),
                 QStringLiteral("--nodes"), QStringLiteral("cg-node root@") + m_lab.value("NODE"),
                 QStringLiteral("--nodes"), QStringLiteral("gpu-a root@") + m_lab.value("BASTION2"),
                 QStringLiteral("--identity"), m_lab.file(QStringLiteral("id_ed25519"))});
        QVERIFY2(code == 0, out.constData());
        {
            // The contract's price: the daily cost comes from the accounting records and this.
            QSettings settings(m_home.filePath(QStringLiteral("clustergate.ini")), QSettings::IniFormat);
            settings.setValue(QStringLiteral("cost/gpu_hour"), QStringLiteral("4.2"));
            settings.setValue(QStringLiteral("cost/currency"), QStringLiteral("EUR"));
        }

        m_amPort = freePort();
        const QString amDir = m_lab.file(QStringLiteral("am7"));
        QVERIFY(QDir().mkpath(amDir));
        QFile conf(amDir + QStringLiteral("/am.yml"));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("route:\n  receiver: nobody\nreceivers:\n  - name: nobody\n");
        conf.close();
        m_alertmanager.setProcessChannelMode(QProcess::MergedChannels);
        m_alertmanager.start(QStringLiteral("/usr/bin/prometheus-alertmanager"),
                             {QStringLiteral("--config.file=") + conf.fileName(),
                              QStringLiteral("--storage.path=") + amDir,
                              QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_amPort),
                              QStringLiteral("--cluster.listen-address=")});
        QVERIFY(m_alertmanager.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(httpGet(m_amPort, "/-/ready").startsWith("OK"), 60000);

        QFile thresholds(m_lab.file(QStringLiteral("alerts7.yaml")));
        QVERIFY(thresholds.open(QIODevice::WriteOnly));
        thresholds.write("defaults:\n"
                         "  gpu_idle_minutes: 1\n"
                         "  queue_growth_cycles: 2\n"
                         "  job_failure_min_jobs: 3\n"
                         "  job_failure_share: 0.5\n"
                         "  job_failure_window_minutes: 1\n"
                         "  agent_stale_seconds: 6\n"
                         "  link_samples: 2\n"
                         "  link_loss_percent: 2\n"
                         "  link_retrans_per_s: 0.5\n");
        thresholds.close();

        m_serve.setProcessEnvironment(env());
        m_serve.start(
            QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
            {QStringLiteral("serve"), QStringLiteral("--cluster"), QStringLiteral("lab-seven"),
             QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--alertmanager"),
             QStringLiteral("http://127.0.0.1:%1").arg(m_amPort), QStringLiteral("--known-hosts"),
             m_lab.file(QStringLiteral("known_hosts")), QStringLiteral("--thresholds"), thresholds.fileName(),
             QStringLiteral("--evaluate-every"), QStringLiteral("500"), QStringLiteral("--interval"),
             QStringLiteral("500"), QStringLiteral("--jobs-every"), QStringLiteral("3000")});
        QVERIFY(m_serve.waitForStarted(10000));
        QString log;
        quint16 port = 0;
        const QRegularExpression serving(QStringLiteral("serving http://127\\.0\\.0\\.1:(\\d+)/metrics"));
        QTRY_VERIFY_WITH_TIMEOUT((log += said(), port = quint16(serving.match(log).captured(1).toUInt())) > 0,
                                 30000);
        const auto metricsHave = [&](const QByteArray &what) {
            return httpGet(port, "/metrics").contains(what);
        };
        QTRY_VERIFY2_WITH_TIMEOUT(metricsHave("Hostname=\"cg-node\",cluster=\"lab-seven\"") &&
                                      metricsHave("Hostname=\"gpu-a\",cluster=\"lab-seven\""),
                                  qPrintable(log += said()), 120000);

        // GPU idle under a running allocation: the first GPU job gets GPU 0 (busy), the second GPU 1 (idle).
        const QString busyJob = QString::fromUtf8(onNode(
            QStringLiteral("sbatch --parsable -J busy -w cg-node --gres=gpu:1 -t 10 --wrap 'sleep 600'")));
        QTRY_VERIFY_WITH_TIMEOUT(
            onNode(QStringLiteral("squeue -h -j %1 -o %T").arg(busyJob)).contains("RUNNING"), 60000);
        const QString idleJob = QString::fromUtf8(onNode(
            QStringLiteral("sbatch --parsable -J idle -w cg-node --gres=gpu:1 -t 10 --wrap 'sleep 600'")));
        QVERIFY2(!idleJob.isEmpty(), "the idle job was not submitted");

        // Fires once with what to do, and (where `clear` is given) resolves after it.
        const auto firesOnce = [&](const QString &name, const QString &node) {
            QTRY_VERIFY2_WITH_TIMEOUT(
                !inAlertmanager(name, node).isEmpty(),
                qPrintable(name + QStringLiteral(" not in Alertmanager\n") + (log += said()) +
                           QString::fromUtf8(httpGet(port, "/metrics"))
                               .split(QLatin1Char('\n'))
                               .filter(QStringLiteral("lab-seven"))
                               .filter(QRegularExpression(QStringLiteral("link|jobs|alert")))
                               .join(QLatin1Char('\n'))),
                kWaitMs);
            const QList<QJsonObject> got = inAlertmanager(name, node);
            QVERIFY2(got.size() == 1, qPrintable(name));
            const QJsonObject notes = got.first().value(QStringLiteral("annotations")).toObject();
            QVERIFY2(!notes.value(QStringLiteral("what_to_do")).toString().isEmpty(), qPrintable(name));
            QVERIFY2(!notes.value(QStringLiteral("description")).toString().isEmpty(), qPrintable(name));
        };
        const auto resolves = [&](const QString &name, const QString &node) {
            QTRY_VERIFY2_WITH_TIMEOUT(inAlertmanager(name, node).isEmpty(),
                                      qPrintable(name + QStringLiteral(" still firing\n") + (log += said())),
                                      kWaitMs);
        };

        // A queue that grows at every poll (held jobs stay pending), then stops growing.
        for (int i = 0; i < 20 && inAlertmanager(QStringLiteral("ClusterGateQueueGrowing")).isEmpty(); ++i) {
            onNode(QStringLiteral("sbatch --hold -J waits -t 5 --wrap 'sleep 1'"));
            QTest::qWait(1500); // faster than the jobs polls (--jobs-every 3000): each sees more pending
        }
        firesOnce(QStringLiteral("ClusterGateQueueGrowing"), QString());
        const QByteArray metrics = httpGet(port, "/metrics");
        for (const char *series : {"clustergate_jobs_pending{cluster=\"lab-seven\"}",
                                   "clustergate_jobs_running{cluster=\"lab-seven\"} 2",
                                   "clustergate_jobs_failed{cluster=\"lab-seven\"}",
                                   "clustergate_cost_daily{cluster=\"lab-seven\",currency=\"EUR\""})
            QVERIFY2(metrics.contains(series), series);
        onNode(QStringLiteral("scancel -n waits"));
        resolves(QStringLiteral("ClusterGateQueueGrowing"), QString());

        // A burst of failing jobs; it resolves as they age out of the one-minute window (checked below).
        for (int i = 0; i < 4; ++i)
            onNode(QStringLiteral("sbatch -J breaks -t 5 --wrap 'exit 3'"));
        firesOnce(QStringLiteral("ClusterGateJobFailures"), QString());

        // Loss on gpu-a's link: packet loss and link degraded, then clean again.
        const QString gpuALink = QStringLiteral("console -> gpu-a");
        QVERIFY(dropOnGpuA(true));
        firesOnce(QStringLiteral("ClusterGatePacketLoss"), gpuALink);
        firesOnce(QStringLiteral("ClusterGateLinkDegraded"), gpuALink);
        QVERIFY(dropOnGpuA(false));
        resolves(QStringLiteral("ClusterGatePacketLoss"), gpuALink);
        resolves(QStringLiteral("ClusterGateLinkDegraded"), gpuALink);

        // The idle job's GPU (a minute idle since it started) and today's cost against none yesterday.
        firesOnce(QStringLiteral("ClusterGateGpuIdle"), idleJob);
        QVERIFY(inAlertmanager(QStringLiteral("ClusterGateGpuIdle"), busyJob).isEmpty());
        firesOnce(QStringLiteral("ClusterGateCostJump"), QString());
        QVERIFY(inAlertmanager(QStringLiteral("ClusterGateCostJump"))
                    .first()
                    .value(QStringLiteral("annotations"))
                    .toObject()
                    .value(QStringLiteral("description"))
                    .toString()
                    .contains(QLatin1String("EUR")));

        // Acknowledged in another process: kept while it fires and after it resolves.
        std::tie(code, out) =
            run({QStringLiteral("alerts"), QStringLiteral("list"), QStringLiteral("--firing"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(code, 0);
        qint64 idleId = 0;
        for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
            if (v.toObject().value(QStringLiteral("alertname")).toString() ==
                QLatin1String("ClusterGateGpuIdle"))
                idleId = v.toObject().value(QStringLiteral("id")).toInteger();
        }
        QVERIFY(idleId > 0);
        std::tie(code, out) = run({QStringLiteral("alerts"), QStringLiteral("ack"), QString::number(idleId)});
        QVERIFY2(code == 0, out.constData());
        QTest::qWait(3000); // serve takes acknowledgements from the history every 2 s
        onNode(QStringLiteral("scancel %1").arg(idleJob));
        resolves(QStringLiteral("ClusterGateGpuIdle"), idleJob);
        std::tie(code, out) = run({QStringLiteral("alerts"), QStringLiteral("list"),
                                   QStringLiteral("--format"), QStringLiteral("json")});
        bool acked = false;
        for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("id")).toInteger() == idleId)
                acked = !o.value(QStringLiteral("acked_at")).toString().isEmpty() &&
                        o.value(QStringLiteral("state")).toString() != QLatin1String("firing");
        }
        QVERIFY2(acked, out.constData());
        resolves(QStringLiteral("ClusterGateJobFailures"), QString());

        // Agent silent: gpu-a's agent killed each time serve restarts it, until the node falls silent;
        // then left alone, serve brings it back and the alert resolves.
        QVERIFY(killAgentsIn(m_lab.value("NS_BASTION2")) >= 1);
        QTRY_VERIFY_WITH_TIMEOUT(
            !inAlertmanager(QStringLiteral("ClusterGateAgentSilent"), QStringLiteral("gpu-a")).isEmpty() ||
                (killAgentsIn(m_lab.value("NS_BASTION2")), false),
            kWaitMs);
        resolves(QStringLiteral("ClusterGateAgentSilent"), QStringLiteral("gpu-a"));
        onNode(QStringLiteral("scancel %1").arg(busyJob));
        ::kill(pid_t(m_serve.processId()), SIGTERM);
        QVERIFY(m_serve.waitForFinished(30000));
        QCOMPARE(m_serve.exitCode(), 0);
    }

    // The window's path, without widgets: the services::Console the window runs, with the exporter the
    // window makes from the settings `serve` reads (serve/alertmanager). Its jobs alert feed (started by
    // Console::open) sees the queue grow; the alert reaches Alertmanager and resolves when the queue stops.
    void windowPathReachesAlertmanager()
    {
        if (m_amPort == 0)
            QSKIP("needs the Alertmanager of the serve test");
        {
            QSettings settings(m_home.filePath(QStringLiteral("clustergate.ini")), QSettings::IniFormat);
            settings.setValue(QStringLiteral("serve/alertmanager"),
                              QStringLiteral("http://127.0.0.1:%1").arg(m_amPort));
        }
        QVERIFY(QDir(m_home.path()).mkpath(QStringLiteral(".ssh")));
        QFile::remove(m_home.filePath(QStringLiteral(".ssh/known_hosts")));
        QVERIFY(QFile::copy(m_lab.file(QStringLiteral("known_hosts")),
                            m_home.filePath(QStringLiteral(".ssh/known_hosts"))));
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        qunsetenv("SSH_AUTH_SOCK");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");

        cg::services::Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        QVERIFY(console.alerts().loadThresholds(m_lab.file(QStringLiteral("alerts7.yaml"))).ok());
        cg::exporting::Exporter exporter(console, cg::exporting::ExporterOptions::forWindow());
        QVERIFY(exporter.start().ok());
        QVERIFY(exporter.alerting());
        cg::services::JobsAlertFeed &feed = console.jobsAlerts();
        QVERIFY(feed.isRunning());
        const auto poll = [&] {
            QSignalSpy polled(&feed, &cg::services::JobsAlertFeed::polled);
            feed.pollNow();
            return polled.wait(90000) && polled.first().at(1).toStringList().isEmpty();
        };
        QVERIFY(poll());
        for (int i = 0; i < 6 && inAlertmanager(QStringLiteral("ClusterGateQueueGrowing")).isEmpty(); ++i) {
            onNode(QStringLiteral("sbatch --hold -J waits2 -t 5 --wrap 'sleep 1'"));
            QVERIFY(poll());
            QTest::qWait(1000); // Alertmanager hears it from the sender's thread
        }
        QTRY_VERIFY_WITH_TIMEOUT(!inAlertmanager(QStringLiteral("ClusterGateQueueGrowing")).isEmpty(), 30000);
        onNode(QStringLiteral("scancel -n waits2"));
        QVERIFY(poll());
        QTRY_VERIFY_WITH_TIMEOUT(inAlertmanager(QStringLiteral("ClusterGateQueueGrowing")).isEmpty(), 30000);
    }
};

QTEST_GUILESS_MAIN(TestAlertsSeven)
#include "tst_alerts_seven.moc"
