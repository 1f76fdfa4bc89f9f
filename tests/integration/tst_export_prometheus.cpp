// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet in a team's own tools, with the real parts: a console without a window (services::Console with
// the shipped export wiring, as `clustergate serve` runs it) streams a netlab cluster whose nodes sit behind
// a bastion (real OpenSSH servers in namespaces, the real agent pushed there with the stand-in NVML: two
// GPUs a node). Debian's prometheus 2.42 scrapes /metrics and receives remote-write; it is started only
// after the console has been writing into the void for a while, so the samples of that outage must reach it
// from the buffer. PromQL then returns DCGM_FI_DEV_GPU_UTIL for the nodes behind the bastion, once per path
// (scraped: job="clustergate"; remote-written: no job label); promtool checks a scrape; the shipped Grafana
// dashboard's queries return data. An agent is killed: "agent silent" fires, waits while Alertmanager is
// down, reaches prometheus-alertmanager 0.25 once it is up (GET /api/v2/alerts), is listed and acknowledged
// with `clustergate alerts` from another process, and resolves when the node streams again.
#include "export/exporter.h"
#include "lab_process.h"
#include "monitoring_servers.h"
#include "netlab/netlab.h"
#include "services/cluster_fleet.h"
#include "services/console.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QUrlQuery>
#include <QtTest>

#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

using namespace cg;

namespace {

using cg::testlab::freePort;
using cg::testlab::killAgentsIn;

const QString kCluster = QStringLiteral("lab-export");

} // namespace

class TestExportPrometheus : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    test::NetLab m_lab;
    std::unique_ptr<services::Console> m_console;
    std::unique_ptr<exporting::Exporter> m_exporter;
    qint64 m_clusterId = 0;
    FleetOptions m_fleetOptions;
    quint16 m_promPort = 0;
    quint16 m_amPort = 0;
    testlab::MonitoringServer m_prometheus;
    testlab::MonitoringServer m_alertmanager;
    qint64 m_outageMs = 0; // a time while the receiver was down and samples were queued
    QNetworkAccessManager m_net;

    struct Reply
    {
        int status = 0;
        QByteArray body;
    };

    Reply get(const QUrl &url)
    {
        QNetworkRequest req(url);
        req.setTransferTimeout(10000);
        QNetworkReply *r = m_net.get(req);
        QEventLoop loop;
        connect(r, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        Reply out{r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), r->readAll()};
        r->deleteLater();
        return out;
    }

    // PromQL on the test's Prometheus: the result vector (empty on any error).
    QJsonArray query(const QString &expr, qint64 atMs = 0)
    {
        QUrl url(QStringLiteral("http://127.0.0.1:%1/api/v1/query").arg(m_promPort));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("query"), QString::fromUtf8(QUrl::toPercentEncoding(expr)));
        if (atMs > 0)
            q.addQueryItem(QStringLiteral("time"), QString::number(double(atMs) / 1000.0, 'f', 3));
        url.setQuery(q);
        const Reply r = get(url);
        const QJsonObject o = QJsonDocument::fromJson(r.body).object();
        return o.value(QStringLiteral("data")).toObject().value(QStringLiteral("result")).toArray();
    }

    QSet<QString> hostsOf(const QJsonArray &result)
    {
        QSet<QString> out;
        for (const QJsonValue &v : result) {
            const QJsonObject m = v.toObject().value(QStringLiteral("metric")).toObject();
            out.insert(m.value(QStringLiteral("Hostname")).toString() + QLatin1Char('/') +
                       m.value(QStringLiteral("gpu")).toString());
        }
        return out;
    }

    QJsonObject amAlert(const QString &alertname, const QString &node)
    {
        return testlab::alertmanagerAlerts(
                   m_amPort, alertname,
                   {{QStringLiteral("node"), node}, {QStringLiteral("cluster"), kCluster}})
            .value(0);
    }

    std::optional<planning::Alert> engineAlert(planning::AlertKind kind, const QString &subject)
    {
        for (const planning::Alert &a : m_console->alerts().engine().active()) {
            if (a.kind == kind && a.cluster == kCluster && a.subject == subject)
                return a;
        }
        return std::nullopt;
    }

    // `clustergate ARGS` with this test's profile: exit code and stdout.
    std::pair<int, QByteArray> cli(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(60000))
            return {-1, {}};
        return {p.exitCode(), p.readAllStandardOutput() + p.readAllStandardError()};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        if (const QString missing =
                testlab::missingPrograms({testlab::kPrometheusProgram, QStringLiteral("/usr/bin/promtool"),
                                          testlab::kAlertmanagerProgram});
            !missing.isEmpty())
            QSKIP(qPrintable(missing));
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qunsetenv("SSH_AUTH_SOCK");
        qputenv("LD_LIBRARY_PATH", CLUSTERGATE_FAKE_NVML_DIR);
        qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("export tests SKIPPED: %1").arg(why)));
        // This process and everything it starts (prometheus, alertmanager, the CLI) live in the client
        // namespace: loopback of their own, the bastion the only way to the nodes.
        QVERIFY(m_lab.enterClientNamespace());
        m_promPort = freePort();
        m_amPort = freePort();
        QVERIFY(m_promPort && m_amPort && m_promPort != m_amPort);

        m_console = std::make_unique<services::Console>();
        m_console->open();
        QVERIFY2(m_console->databaseError().isEmpty(), qPrintable(m_console->databaseError()));
        const QString thresholds = m_lab.file(QStringLiteral("alerts.yaml"));
        QFile t(thresholds);
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write("defaults:\n  agent_stale_seconds: 2\n");
        t.close();
        QVERIFY(m_console->alerts().loadThresholds(thresholds).ok());
        m_console->alerts().setEvaluationInterval(250);

        exporting::ExporterOptions o;
        o.metrics.port = 0;
        o.remoteWrite.url = QUrl(QStringLiteral("http://127.0.0.1:%1/api/v1/write").arg(m_promPort));
        o.remoteWrite.intervalMs = 1000;
        o.remoteWrite.maxBackoffMs = 2000;
        o.alertmanager.url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_amPort));
        o.alertmanager.resendMs = 5000;
        o.alertmanager.maxBackoffMs = 2000;
        m_exporter = std::make_unique<exporting::Exporter>(*m_console, o);
        const Status started = m_exporter->start();
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QVERIFY(m_exporter->metricsPort() > 0);

        ClusterRecord c;
        c.name = kCluster;
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.port = 22;
        bastion.user = QStringLiteral("root");
        bastion.label = QStringLiteral("bastion1");
        c.jumps = {bastion};
        const auto id = m_console->inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        m_clusterId = id.value();
        NodeRecord a, b;
        a.name = QStringLiteral("gpu-a"); // bastion2's host, behind bastion1
        a.endpoint = bastion;
        a.endpoint.host = m_lab.value("BASTION2");
        a.endpoint.label.clear();
        b.name = QStringLiteral("gpu-b"); // the node host, behind bastion1
        b.endpoint = a.endpoint;
        b.endpoint.host = m_lab.value("NODE");
        QVERIFY(m_console->inventory().upsertNodes(m_clusterId, {a, b}).ok());

        m_fleetOptions.base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        m_fleetOptions.base.useAgent = false;
        m_fleetOptions.base.timeoutMs = 15000;
        m_fleetOptions.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        m_fleetOptions.intervalMs = 500;
        m_fleetOptions.pingIntervalMs = 500;
        m_fleetOptions.restart = ssh::RetryPolicy{0, 300, 300}; // a killed agent stays dead
    }

    void cleanupTestCase()
    {
        m_exporter.reset();
        m_console.reset();
        m_prometheus.stop();
        m_alertmanager.stop();
        m_lab.down();
    }

    // While no receiver listens, the series are queued (not dropped) and the failure is reported.
    void remoteWriteBuffersWhileTheReceiverIsDown()
    {
        m_console->localAgent().setIntervalMs(500);
        m_console->localAgent().start();
        QString error;
        QVERIFY2(m_console->startFleet(m_clusterId, m_fleetOptions, &error), qPrintable(error));
        const auto both = [this] {
            const QByteArray text = m_exporter->registry().render(QDateTime::currentMSecsSinceEpoch());
            return text.contains("Hostname=\"gpu-a\",cluster=\"lab-export\"") &&
                   text.contains("Hostname=\"gpu-b\",cluster=\"lab-export\"");
        };
        QTRY_VERIFY_WITH_TIMEOUT(both(), 90000);
        QTRY_VERIFY_WITH_TIMEOUT(m_exporter->remoteWriteStatus().failures >= 2, 30000);
        // Remote-write takes each series' latest value once per interval (1 s here), as a scrape would: a
        // moment 1.5 s into the outage has a collected sample of every series at or before it.
        m_outageMs = QDateTime::currentMSecsSinceEpoch() + 1500;
        QTest::qWait(2500);
        const exporting::RemoteWriteStatus s = m_exporter->remoteWriteStatus();
        QVERIFY(s.failing);
        QVERIFY2(!s.lastError.isEmpty(), "the failure says why");
        QVERIFY(s.pending > 0);
        QCOMPARE(s.sent, quint64(0));
        QCOMPARE(s.dropped, quint64(0));
        // The console went on meanwhile: the alert rules ran and the series kept coming.
        QVERIFY(m_exporter->registry()
                    .render(QDateTime::currentMSecsSinceEpoch())
                    .contains("DCGM_FI_DEV_GPU_UTIL"));
    }

    void prometheusScrapesAndReceivesTheFleet()
    {
        const QString down = m_prometheus.startPrometheus(m_lab.file(QStringLiteral("prometheus")),
                                                          m_exporter->metricsPort(), m_promPort);
        QVERIFY2(down.isEmpty(), qPrintable(down));

        const QSet<QString> fleet{QStringLiteral("gpu-a/0"), QStringLiteral("gpu-a/1"),
                                  QStringLiteral("gpu-b/0"), QStringLiteral("gpu-b/1")};
        // Scraped.
        QTRY_COMPARE_WITH_TIMEOUT(hostsOf(query(QStringLiteral(
                                      "DCGM_FI_DEV_GPU_UTIL{cluster=\"lab-export\",job=\"clustergate\"}"))),
                                  fleet, 60000);
        // Remote-written (no job label), including what was queued during the outage.
        QTRY_COMPARE_WITH_TIMEOUT(
            hostsOf(query(QStringLiteral("DCGM_FI_DEV_GPU_UTIL{cluster=\"lab-export\",job=\"\"}"))), fleet,
            60000);
        QTRY_VERIFY_WITH_TIMEOUT(!m_exporter->remoteWriteStatus().failing, 30000);
        QCOMPARE(hostsOf(query(QStringLiteral("DCGM_FI_DEV_GPU_UTIL{cluster=\"lab-export\",job=\"\"}"),
                               m_outageMs)),
                 fleet);
        const exporting::RemoteWriteStatus s = m_exporter->remoteWriteStatus();
        QVERIFY(s.sent > 0);
        QCOMPARE(s.dropped, quint64(0));
        QCOMPARE(s.rejected, quint64(0));
        // The nodes' models and UUIDs as the agents reported them (dcgm-exporter's labels).
        const QJsonArray withLabels = query(QStringLiteral(
            "DCGM_FI_DEV_FB_USED{Hostname=\"gpu-b\",modelName=\"NVIDIA H200\",device=\"nvidia0\"}"));
        QVERIFY(!withLabels.isEmpty());
        QVERIFY(withLabels.at(0)
                    .toObject()
                    .value(QStringLiteral("metric"))
                    .toObject()
                    .value(QStringLiteral("UUID"))
                    .toString()
                    .startsWith(QLatin1String("GPU-")));
        QTRY_VERIFY_WITH_TIMEOUT(
            !query(QStringLiteral("clustergate_link_rtt_seconds{node=\"gpu-a\"}")).isEmpty(), 30000);
    }

    void promtoolAcceptsAScrape()
    {
        const Reply scrape =
            get(QUrl(QStringLiteral("http://127.0.0.1:%1/metrics").arg(m_exporter->metricsPort())));
        QCOMPARE(scrape.status, 200);
        QProcess promtool;
        promtool.setProcessChannelMode(QProcess::MergedChannels);
        promtool.start(QStringLiteral("/usr/bin/promtool"),
                       {QStringLiteral("check"), QStringLiteral("metrics")});
        QVERIFY(promtool.waitForStarted(10000));
        promtool.write(scrape.body);
        promtool.closeWriteChannel();
        QVERIFY(promtool.waitForFinished(30000));
        const QString out = QString::fromUtf8(promtool.readAll());
        // 0: clean; 3: lint findings only (1 would be a parse error). The only findings allowed are the ones
        // dcgm-exporter's own names carry (camelCase labels such as modelName, its ECC counters' names): the
        // dashboards depend on them. Our own families must be clean.
        QVERIFY2(promtool.exitCode() == 0 || promtool.exitCode() == 3, qPrintable(out));
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(line.startsWith(QLatin1String("DCGM_FI_")), qPrintable(line));
    }

    void alertReachesAlertmanagerIsAcknowledgedAndResolves()
    {
        // Alertmanager is not up yet: the alert must wait for it.
        QVERIFY(killAgentsIn(m_lab.value("NS_BASTION2")) >= 1);
        QTRY_VERIFY_WITH_TIMEOUT(engineAlert(planning::AlertKind::AgentStale, QStringLiteral("gpu-a")),
                                 60000);
        QTRY_VERIFY_WITH_TIMEOUT(m_exporter->alertmanagerStatus().failing, 30000);
        QVERIFY(m_exporter->alertmanagerStatus().pending >= 1);
        // The alert series is exported while it fires.
        QVERIFY(
            m_exporter->registry()
                .render(QDateTime::currentMSecsSinceEpoch())
                .contains(
                    "clustergate_alert_active{alertname=\"ClusterGateAgentSilent\",cluster=\"lab-export\","
                    "node=\"gpu-a\""));

        const QString down =
            m_alertmanager.startAlertmanager(m_lab.file(QStringLiteral("alertmanager")), m_amPort);
        QVERIFY2(down.isEmpty(), qPrintable(down));
        QTRY_VERIFY_WITH_TIMEOUT(
            !amAlert(QStringLiteral("ClusterGateAgentSilent"), QStringLiteral("gpu-a")).isEmpty(), 60000);
        const QJsonObject am = amAlert(QStringLiteral("ClusterGateAgentSilent"), QStringLiteral("gpu-a"));
        QCOMPARE(am.value(QStringLiteral("labels"))
                     .toObject()
                     .value(QStringLiteral("severity"))
                     .toString()
                     .isEmpty(),
                 false);
        QVERIFY(!am.value(QStringLiteral("annotations"))
                     .toObject()
                     .value(QStringLiteral("what_to_do"))
                     .toString()
                     .isEmpty());
        QVERIFY(!am.value(QStringLiteral("annotations"))
                     .toObject()
                     .value(QStringLiteral("summary"))
                     .toString()
                     .isEmpty());
        QCOMPARE(am.value(QStringLiteral("status")).toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("active"));
        QVERIFY(!m_exporter->alertmanagerStatus().failing);

        // The shipped dashboard's queries, its alert panel included, return data from this Prometheus.
        QFile dash(QStringLiteral(CLUSTERGATE_GRAFANA_DASHBOARD));
        QVERIFY(dash.open(QIODevice::ReadOnly));
        const QJsonArray panels =
            QJsonDocument::fromJson(dash.readAll()).object().value(QStringLiteral("panels")).toArray();
        QVERIFY(panels.size() >= 8);
        for (const QJsonValue &p : panels) {
            for (const QJsonValue &target : p.toObject().value(QStringLiteral("targets")).toArray()) {
                QString expr = target.toObject().value(QStringLiteral("expr")).toString();
                // Grafana's "All" for each template variable.
                expr.replace(QRegularExpression(QStringLiteral("\\$(cluster|Hostname|gpu)\\b")),
                             QStringLiteral(".*"));
                const QString title = p.toObject().value(QStringLiteral("title")).toString();
                QTRY_VERIFY2_WITH_TIMEOUT(!query(expr).isEmpty(),
                                          qPrintable(title + QStringLiteral(": ") + expr), 30000);
            }
        }

        // From another process: listed, then acknowledged; the acknowledgement reaches this console.
        auto [code, out] = cli({QStringLiteral("alerts"), QStringLiteral("list"), QStringLiteral("--format"),
                                QStringLiteral("json"), QStringLiteral("--firing")});
        QVERIFY2(code == 0, out.constData());
        qint64 id = 0;
        for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
            const QJsonObject e = v.toObject();
            if (e.value(QStringLiteral("alertname")).toString() == QLatin1String("ClusterGateAgentSilent") &&
                e.value(QStringLiteral("subject")).toString() == QLatin1String("gpu-a"))
                id = e.value(QStringLiteral("id")).toInteger();
        }
        QVERIFY2(id > 0, out.constData());
        std::tie(code, out) = cli({QStringLiteral("alerts"), QStringLiteral("ack"), QString::number(id),
                                   QStringLiteral("--by"), QStringLiteral("ops-oncall")});
        QVERIFY2(code == 0, out.constData());
        QTRY_COMPARE_WITH_TIMEOUT(engineAlert(planning::AlertKind::AgentStale, QStringLiteral("gpu-a"))
                                      .value_or(planning::Alert{})
                                      .acknowledgedBy,
                                  QStringLiteral("ops-oncall"), 15000);

        // The node streams again: the alert clears here, in the history and in Alertmanager.
        QString error;
        QVERIFY2(m_console->startFleet(m_clusterId, m_fleetOptions, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!engineAlert(planning::AlertKind::AgentStale, QStringLiteral("gpu-a")),
                                 90000);
        QTRY_VERIFY_WITH_TIMEOUT(
            amAlert(QStringLiteral("ClusterGateAgentSilent"), QStringLiteral("gpu-a")).isEmpty(), 60000);
        std::tie(code, out) = cli({QStringLiteral("alerts"), QStringLiteral("list"),
                                   QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(code == 0, out.constData());
        bool resolved = false;
        for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
            const QJsonObject e = v.toObject();
            if (e.value(QStringLiteral("id")).toInteger() == id)
                resolved = e.value(QStringLiteral("state")).toString() == QLatin1String("resolved") &&
                           e.value(QStringLiteral("acked_by")).toString() == QLatin1String("ops-oncall");
        }
        QVERIFY2(resolved, out.constData());
        QVERIFY(!m_exporter->registry()
                     .render(QDateTime::currentMSecsSinceEpoch())
                     .contains("alertname=\"ClusterGateAgentSilent\",cluster=\"lab-export\",node=\"gpu-a\""));
    }
};

QTEST_GUILESS_MAIN(TestExportPrometheus)
#include "tst_export_prometheus.moc"
