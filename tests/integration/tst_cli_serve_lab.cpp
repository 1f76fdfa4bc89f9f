// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate serve` as an ops machine runs it, on the netlab: a cluster saved with `clustergate clusters
// add` (two nodes behind a bastion, the real agent pushed there with the stand-in NVML), served on loopback
// with Alertmanager (Debian's prometheus-alertmanager 0.25) set. The nodes' GPUs are on /metrics under
// dcgm-exporter's names; an agent killed on a node (each time serve restarts it) makes "agent silent" fire in
// serve, reach Alertmanager (GET /api/v2/alerts) and appear in `clustergate alerts list` from another
// process; SIGTERM stops it.
#include "lab_process.h"
#include "lab_wait.h"
#include "monitoring_servers.h"
#include "netlab/netlab.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace {

using cg::testlab::httpGet;
using cg::testlab::killAgentsIn;

} // namespace

class TestCliServeLab : public QObject
{
    Q_OBJECT

    cg::test::NetLab m_lab;
    QTemporaryDir m_home;
    cg::testlab::MonitoringServer m_alertmanager;
    QProcess m_serve;

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

private slots:
    void initTestCase()
    {
        if (const QString missing = cg::testlab::missingPrograms({cg::testlab::kAlertmanagerProgram});
            !missing.isEmpty())
            QSKIP(qPrintable(missing));
        qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("serve lab tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace()); // serve, alertmanager and the CLI start from here
    }

    void cleanupTestCase()
    {
        if (m_serve.state() != QProcess::NotRunning) {
            m_serve.kill();
            m_serve.waitForFinished(10000);
        }
        m_alertmanager.stop();
        m_lab.down();
    }

    void serveStreamsTheLabAndAlertsAlertmanager()
    {
        auto [code, out] =
            run({QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("lab-serve"),
                 QStringLiteral("--jump"), QStringLiteral("root@") + m_lab.value("BASTION1"),
                 QStringLiteral("--nodes"), QStringLiteral("gpu-a root@") + m_lab.value("BASTION2"),
                 QStringLiteral("--nodes"), QStringLiteral("gpu-b root@") + m_lab.value("NODE"),
                 QStringLiteral("--identity"), m_lab.file(QStringLiteral("id_ed25519"))});
        QVERIFY2(code == 0, out.constData());

        const QString amDown = m_alertmanager.startAlertmanager(m_lab.file(QStringLiteral("am")));
        QVERIFY2(amDown.isEmpty(), qPrintable(amDown));
        const quint16 amPort = m_alertmanager.port();

        QFile thresholds(m_lab.file(QStringLiteral("alerts.yaml")));
        QVERIFY(thresholds.open(QIODevice::WriteOnly));
        thresholds.write("defaults:\n  agent_stale_seconds: 3\n");
        thresholds.close();

        QProcess &serve = m_serve;
        serve.setProcessEnvironment(env());
        serve.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                    {QStringLiteral("serve"), QStringLiteral("--cluster"), QStringLiteral("lab-serve"),
                     QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                     QStringLiteral("--alertmanager"), QStringLiteral("http://127.0.0.1:%1").arg(amPort),
                     QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
                     QStringLiteral("--thresholds"), thresholds.fileName(),
                     QStringLiteral("--evaluate-every"), QStringLiteral("250"), QStringLiteral("--interval"),
                     QStringLiteral("500"), QStringLiteral("--jobs-every"), QStringLiteral("0")});
        QVERIFY(serve.waitForStarted(10000));
        QByteArray said;
        quint16 port = 0;
        const QRegularExpression serving(QStringLiteral("serving http://127\\.0\\.0\\.1:(\\d+)/metrics"));
        QTRY_VERIFY_WITH_TIMEOUT(
            (said += serve.readAllStandardOutput(),
             port = quint16(serving.match(QString::fromUtf8(said)).captured(1).toUInt())) > 0,
            30000);
        QByteArray metrics;
        const auto both = [&] {
            metrics = httpGet(port, "/metrics");
            return metrics.contains("Hostname=\"gpu-a\",cluster=\"lab-serve\"") &&
                   metrics.contains("Hostname=\"gpu-b\",cluster=\"lab-serve\"");
        };
        CG_LAB_WAIT2(both(), (said + serve.readAllStandardError()).constData(), 120000);
        QVERIFY(metrics.contains("DCGM_FI_DEV_GPU_UTIL{gpu=\"0\""));
        QTRY_VERIFY_WITH_TIMEOUT(
            httpGet(port, "/metrics")
                .contains("clustergate_link_rtt_seconds{cluster=\"lab-serve\",node=\"gpu-b\""),
            30000);

        // serve restarts an agent that dies (with a growing delay, up to 8 quick deaths): the node's agent is
        // killed each time it comes back, until its node falls silent.
        QVERIFY(killAgentsIn(m_lab.value("NS_BASTION2")) >= 1);
        const auto inAlertmanager = [&] {
            return !cg::testlab::alertmanagerAlerts(amPort, QStringLiteral("ClusterGateAgentSilent"),
                                                    {{QStringLiteral("cluster"), QStringLiteral("lab-serve")},
                                                     {QStringLiteral("node"), QStringLiteral("gpu-a")}})
                        .isEmpty();
        };
        CG_LAB_WAIT(inAlertmanager() || (killAgentsIn(m_lab.value("NS_BASTION2")), false), 180000);
        QVERIFY(httpGet(port, "/metrics")
                    .contains("clustergate_alert_active{alertname=\"ClusterGateAgentSilent\""));
        std::tie(code, out) =
            run({QStringLiteral("alerts"), QStringLiteral("list"), QStringLiteral("--firing")});
        QVERIFY2(code == 0 && out.contains("ClusterGateAgentSilent") && out.contains("gpu-a"),
                 out.constData());

        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(30000));
        QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
        QCOMPARE(serve.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCliServeLab)
#include "tst_cli_serve_lab.moc"
