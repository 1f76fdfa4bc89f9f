// SPDX-License-Identifier: GPL-3.0-or-later
// The history read from a team's Prometheus instead of the history file: Debian's prometheus 2.42
// (remote-write receiver on) is fed the same samples the console's history file holds, under the names our
// /metrics exports (dcgm-exporter's for GPUs, clustergate_* for links), plus a provider's own dcgm-exporter
// series without a cluster label; `clustergate history --source prometheus` must answer what `clustergate
// history` answers from the file for the same nodes and range. A Prometheus that is down, silent, sends
// gigabytes or garbage, or refuses the query, is a bounded failure that says so. The profile's settings
// choose the source for the command line and the node charts' ranges; https trusts the team's CA file; the
// bearer token is read from the keychain by its entry's name (a Secret Service of the test's own,
// with_keyring.sh).
#include "common/paths.h"
#include "export/exporter.h"
#include "export/metric_registry.h"
#include "export/remote_write_encode.h"
#include "fleet/fleet_node_detail.h"
#include "fleet/history_chart.h"
#include "fleet/node_history.h"
#include "history/history_recorder.h"
#include "history/prometheus_source.h"
#include "lab_process.h"
#include "services/console.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cg::history;
using cg::Result;
using cg::testlab::freePort;
using cg::testlab::httpGet;

namespace {

constexpr qint64 kStepMs = 10000; // one sample every 10 s
constexpr int kSamples = 180;     // 30 minutes

double gpuUtil(int node, int gpu, int k)
{
    return double((k * 7 + gpu * 13 + node * 29) % 101);
}

double rttMs(int node, int k)
{
    return 10.0 + double((k + node * 5) % 17);
}

} // namespace

class TestHistoryPrometheus : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QProcess *m_prom = nullptr;
    quint16 m_port = 0;
    qint64 m_t0 = 0; // the first sample's minute
    QString m_file;

    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }

    std::pair<int, QByteArray> cli(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(60000))
            return {-1, {}};
        return {p.exitCode(), p.readAllStandardOutput() + p.readAllStandardError()};
    }

    bool remoteWrite(const std::vector<cg::exporting::SeriesSample> &samples)
    {
        QNetworkAccessManager net;
        QNetworkRequest req(QUrl(url() + QStringLiteral("/api/v1/write")));
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-protobuf"));
        req.setRawHeader("Content-Encoding", "snappy");
        req.setRawHeader("X-Prometheus-Remote-Write-Version", "0.1.0");
        QNetworkReply *reply =
            net.post(req, cg::exporting::snappyCompress(cg::exporting::encodeWriteRequest(samples)));
        QSignalSpy done(reply, &QNetworkReply::finished);
        if (!reply->isFinished() && !done.wait(30000))
            return false;
        const int http = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (http / 100 != 2)
            qWarning() << "remote-write:" << http << reply->readAll();
        reply->deleteLater();
        return http / 100 == 2;
    }

    // The JSON points of one series of a `clustergate history --format json` answer, by its labels' text.
    static QHash<QString, QJsonArray> seriesOf(const QByteArray &json)
    {
        QHash<QString, QJsonArray> out;
        for (const QJsonValue &v :
             QJsonDocument::fromJson(json).object().value(QStringLiteral("series")).toArray()) {
            const QJsonObject s = v.toObject();
            const QJsonObject l = s.value(QStringLiteral("labels")).toObject();
            QStringList parts;
            for (auto it = l.constBegin(); it != l.constEnd(); ++it)
                parts << it.key() + QLatin1Char('=') + it.value().toString();
            out.insert(parts.join(QLatin1Char(',')), s.value(QStringLiteral("points")).toArray());
        }
        return out;
    }

    void compareWithFile(const QString &query)
    {
        const QString from = QDateTime::fromMSecsSinceEpoch(m_t0 + 30 * 60000, Qt::UTC).toString(Qt::ISODate);
        const QStringList common{QStringLiteral("history"),  query,
                                 QStringLiteral("--since"),  QStringLiteral("30m"),
                                 QStringLiteral("--until"),  from,
                                 QStringLiteral("--step"),   QStringLiteral("1m"),
                                 QStringLiteral("--format"), QStringLiteral("json")};
        const auto local = cli(common + QStringList{QStringLiteral("--file"), m_file});
        QCOMPARE(local.first, 0);
        const auto remote = cli(common + QStringList{QStringLiteral("--source"), QStringLiteral("prometheus"),
                                                     QStringLiteral("--prometheus-url"), url()});
        QVERIFY2(remote.first == 0, remote.second.constData());
        const auto l = seriesOf(local.second);
        const auto r = seriesOf(remote.second);
        QVERIFY(!l.isEmpty());
        QCOMPARE(QStringList(r.keys()).size(), QStringList(l.keys()).size());
        for (auto it = l.cbegin(); it != l.cend(); ++it) {
            QVERIFY2(r.contains(it.key()), qPrintable(it.key()));
            const QJsonArray a = it.value(), b = r.value(it.key());
            QCOMPARE(b.size(), a.size());
            int filled = 0;
            for (qsizetype i = 0; i < a.size(); ++i) {
                const QJsonObject x = a.at(i).toObject(), y = b.at(i).toObject();
                QCOMPARE(y.value(QStringLiteral("t")), x.value(QStringLiteral("t")));
                QCOMPARE(y.value(QStringLiteral("count")).toInt(), x.value(QStringLiteral("count")).toInt());
                filled += x.value(QStringLiteral("count")).toInt() > 0 ? 1 : 0;
                // The file keeps its rollups as 32-bit floats: equal within their precision.
                for (const char *k : {"min", "mean", "max"}) {
                    const QJsonValue xv = x.value(QLatin1String(k)), yv = y.value(QLatin1String(k));
                    QCOMPARE(yv.isNull(), xv.isNull());
                    if (!xv.isNull())
                        QVERIFY2(std::abs(xv.toDouble() - yv.toDouble()) <=
                                     1e-6 * std::max(1.0, std::abs(xv.toDouble())),
                                 qPrintable(QStringLiteral("%1 %2 %3: %4 vs %5")
                                                .arg(it.key(), x.value(QStringLiteral("t")).toString(),
                                                     QLatin1String(k))
                                                .arg(xv.toDouble())
                                                .arg(yv.toDouble())));
                }
                if (!x.value(QStringLiteral("p95")).isNull()) {
                    const double p = y.value(QStringLiteral("p95")).toDouble();
                    QVERIFY(p >= x.value(QStringLiteral("min")).toDouble() - 1e-6);
                    QVERIFY(p <= x.value(QStringLiteral("max")).toDouble() + 1e-6);
                }
            }
            QCOMPARE(filled, 30);
        }
    }

    // A server on loopback that answers every request with what `answer` writes to the socket.
    struct Hostile
    {
        QTcpServer server;
        std::function<void(QTcpSocket *)> answer;
        Hostile()
        {
            server.listen(QHostAddress::LocalHost, 0);
            QObject::connect(&server, &QTcpServer::newConnection, &server, [this] {
                while (QTcpSocket *s = server.nextPendingConnection()) {
                    QObject::connect(s, &QTcpSocket::readyRead, s, [this, s] {
                        if (s->property("answered").toBool())
                            return;
                        s->setProperty("answered", true);
                        answer(s);
                    });
                }
            });
        }
        QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()); }
    };

    Result<QueryResult> ask(const QString &base, int timeoutMs = 10000,
                            qsizetype maxBytes = qsizetype(4) << 20)
    {
        PrometheusSourceOptions o;
        o.url = base;
        o.timeoutMs = timeoutMs;
        o.maxBytes = maxBytes;
        PrometheusHistorySource source(o);
        const auto sel = Selector::parse(QStringLiteral("gpu_util{cluster=\"lab\"}"));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        return source.query(sel.value(), HistoryRange{now - 3600000, now, 60000}, now);
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral("/usr/bin/prometheus")))
            QSKIP("prometheus is not installed (apt-get install prometheus)");
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qputenv("LD_LIBRARY_PATH", CLUSTERGATE_FAKE_NVML_DIR);
        QFile conf(m_home.filePath(QStringLiteral("prometheus.yml")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("global:\n  scrape_interval: 1m\n");
        conf.close();
        m_port = freePort();
        QVERIFY(m_port != 0);
        m_prom = new QProcess(this);
        m_prom->setProcessChannelMode(QProcess::MergedChannels);
        m_prom->start(QStringLiteral("/usr/bin/prometheus"),
                      {QStringLiteral("--config.file=") + conf.fileName(),
                       QStringLiteral("--storage.tsdb.path=") + m_home.filePath(QStringLiteral("tsdb")),
                       QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_port),
                       QStringLiteral("--web.enable-remote-write-receiver")});
        QVERIFY(m_prom->waitForStarted(10000));
        QElapsedTimer t;
        t.start();
        while (httpGet(m_port, "/-/ready").isEmpty() && t.elapsed() < 60000 &&
               m_prom->state() == QProcess::Running)
            QTest::qWait(100);
        QVERIFY2(!httpGet(m_port, "/-/ready").isEmpty(), m_prom->readAll().right(2000).constData());

        // 30 minutes that ended a minute ago: samples at 5 s past each 10 s, never on a step's edge.
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        m_t0 = (now / 60000 - 31) * 60000;
        m_file = m_home.filePath(QStringLiteral("history.sqlite"));
        HistoryRecorder recorder;
        QVERIFY(recorder.open(m_file).ok());
        using cg::exporting::encodeLabels;
        std::vector<cg::exporting::SeriesSample> remote;
        for (int k = 0; k < kSamples; ++k) {
            const qint64 at = m_t0 + 5000 + k * kStepMs;
            std::vector<HistoryPoint> local;
            for (int node = 1; node <= 2; ++node) {
                const QString name = QStringLiteral("gpu0%1").arg(node);
                for (int gpu = 0; gpu < 2; ++gpu) {
                    const quint32 id =
                        recorder.seriesId(SeriesKey{QStringLiteral("gpu_util"),
                                                    {{QStringLiteral("cluster"), QStringLiteral("lab")},
                                                     {QStringLiteral("node"), name},
                                                     {QStringLiteral("gpu"), QString::number(gpu)}}});
                    local.push_back(HistoryPoint{id, at, float(gpuUtil(node, gpu, k))});
                    // As our /metrics exports it (dcgm-exporter's name and labels).
                    remote.push_back(
                        {encodeLabels({{"__name__", "DCGM_FI_DEV_GPU_UTIL"},
                                       {"gpu", QByteArray::number(gpu)},
                                       {"UUID", "GPU-" + name.toUtf8() + QByteArray::number(gpu)},
                                       {"device", "nvidia" + QByteArray::number(gpu)},
                                       {"modelName", "NVIDIA H200"},
                                       {"Hostname", name.toUtf8()},
                                       {"cluster", "lab"}}),
                         gpuUtil(node, gpu, k), at});
                }
                const quint32 rtt = recorder.seriesId(SeriesKey{
                    QStringLiteral("link_rtt_ms"),
                    {{QStringLiteral("cluster"), QStringLiteral("lab")}, {QStringLiteral("node"), name}}});
                local.push_back(HistoryPoint{rtt, at, float(rttMs(node, k))});
                remote.push_back({encodeLabels({{"__name__", "clustergate_link_rtt_seconds"},
                                                {"cluster", "lab"},
                                                {"node", name.toUtf8()},
                                                {"hop", "end-to-end"}}),
                                  rttMs(node, k) / 1000.0, at});
            }
            // A provider's own dcgm-exporter (no cluster label): gpu03, which the console never saw, and
            // gpu01 GPU 0 again with other values (ours must win).
            remote.push_back({encodeLabels({{"__name__", "DCGM_FI_DEV_GPU_UTIL"},
                                            {"gpu", "0"},
                                            {"Hostname", "gpu03"},
                                            {"instance", "10.0.0.3:9400"},
                                            {"job", "dcgm"}}),
                              42, at});
            for (const auto &[family, mib] :
                 {std::pair<const char *, double>{"DCGM_FI_DEV_FB_USED", 24576},
                  std::pair<const char *, double>{"DCGM_FI_DEV_FB_FREE", 57344}}) {
                remote.push_back({encodeLabels({{"__name__", family},
                                                {"gpu", "0"},
                                                {"Hostname", "gpu03"},
                                                {"instance", "10.0.0.3:9400"},
                                                {"job", "dcgm"}}),
                                  mib, at});
            }
            remote.push_back({encodeLabels({{"__name__", "DCGM_FI_DEV_GPU_UTIL"},
                                            {"gpu", "0"},
                                            {"Hostname", "gpu01"},
                                            {"instance", "10.0.0.1:9400"},
                                            {"job", "dcgm"}}),
                              99, at});
            recorder.append(local);
        }
        recorder.close();
        // In time order, a few thousand samples a request.
        for (std::size_t i = 0; i < remote.size(); i += 2000) {
            const std::vector<cg::exporting::SeriesSample> part(
                remote.begin() + qsizetype(i), remote.begin() + qsizetype(std::min(remote.size(), i + 2000)));
            QVERIFY(remoteWrite(part));
        }
    }

    void cleanupTestCase()
    {
        if (m_prom) {
            m_prom->terminate();
            if (!m_prom->waitForFinished(10000))
                m_prom->kill();
        }
    }

    void gpuUtilizationMatchesTheFile()
    {
        compareWithFile(QStringLiteral("gpu_util{cluster=\"lab\",node=~\"gpu0[12]\"}"));
    }

    void linkRttMatchesTheFile() { compareWithFile(QStringLiteral("link_rtt_ms{cluster=\"lab\"}")); }

    void providerSeriesWithoutClusterLabel()
    {
        const auto sel = Selector::parse(QStringLiteral("gpu_util{cluster=\"lab\",node=\"gpu03\"}"));
        PrometheusSourceOptions o;
        o.url = url();
        PrometheusHistorySource source(o);
        const auto r =
            source.query(sel.value(), HistoryRange{m_t0, m_t0 + 30 * 60000, 60000}, m_t0 + 31 * 60000);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->series.size(), 1);
        QCOMPARE(r->series.first().key.text(),
                 QStringLiteral("gpu_util{cluster=\"lab\",gpu=\"0\",node=\"gpu03\"}"));
        QCOMPARE(r->series.first().buckets.size(), std::size_t(30));
        for (const Bucket &b : r->series.first().buckets) {
            QCOMPARE(b.count, 6u);
            QCOMPARE(b.mean, 42.0);
        }
        // Memory in dcgm-exporter's MiB, as bytes and as the share used (from used and free).
        auto mean = [&](const QString &query) {
            const auto m = source.query(Selector::parse(query).value(),
                                        HistoryRange{m_t0 + 10 * 60000, m_t0 + 20 * 60000, 60000}, m_t0);
            return m.ok() && m->series.size() == 1 && !m->series.first().buckets.empty()
                       ? m->series.first().buckets.back().mean
                       : -1.0;
        };
        QCOMPARE(mean(QStringLiteral("gpu_mem_used_bytes{cluster=\"lab\",node=\"gpu03\"}")),
                 24576.0 * 1048576.0);
        QCOMPARE(mean(QStringLiteral("gpu_mem_used_percent{cluster=\"lab\",node=\"gpu03\"}")), 30.0);
    }

    // From the console's own pipeline: this machine's real agent (the stand-in NVML: GPU 0 at 97 %, GPU 1 at
    // 0 %) streams into the history file and, through /metrics' registry, by remote-write into Prometheus;
    // both sources then agree on every minute they both hold. Prometheus knows this machine by its host name
    // (as dcgm-exporter's Hostname), the file as node "local".
    void fromTheConsolesOwnPipeline()
    {
        const qint64 started = QDateTime::currentMSecsSinceEpoch();
        {
            cg::services::Console console;
            console.open();
            QVERIFY2(console.history().isRecording(), qPrintable(console.history().problem()));
            cg::exporting::ExporterOptions o;
            o.serveMetrics = false;
            o.alertLogPath = QStringLiteral("-");
            o.remoteWrite.url = QUrl(url() + QStringLiteral("/api/v1/write"));
            o.remoteWrite.intervalMs = 500;
            cg::exporting::Exporter exporter(console, o);
            const cg::Status st = exporter.start();
            QVERIFY2(st.ok(), qPrintable(st.error()));
            console.localAgent().setIntervalMs(250);
            console.localAgent().start();
            QTRY_VERIFY_WITH_TIMEOUT(exporter.remoteWriteStatus().sent >= 200, 60000);
            QTRY_VERIFY_WITH_TIMEOUT(console.history().stats().accepted >= 200, 60000);
            console.localAgent().stop();
            QTRY_VERIFY_WITH_TIMEOUT(exporter.remoteWriteStatus().pending == 0, 30000);
        } // the console goes: the history file holds what it saw
        const qint64 ended = QDateTime::currentMSecsSinceEpoch();
        // Without the provider's series of the other tests (no cluster label: they match any cluster).
        const QString query = QStringLiteral("gpu_util{cluster=\"local\",node!~\"gpu0[13]\"}");
        const QStringList range{
            QStringLiteral("history"),  query,
            QStringLiteral("--since"),  QStringLiteral("%1s").arg((ended - started) / 1000 + 120),
            QStringLiteral("--step"),   QStringLiteral("1m"),
            QStringLiteral("--format"), QStringLiteral("json")};
        const auto local = cli(range + QStringList{QStringLiteral("--source"), QStringLiteral("local")});
        QVERIFY2(local.first == 0, local.second.constData());
        const auto remote = cli(range + QStringList{QStringLiteral("--source"), QStringLiteral("prometheus"),
                                                    QStringLiteral("--prometheus-url"), url()});
        QVERIFY2(remote.first == 0, remote.second.constData());
        // By GPU: the node's name differs (see above).
        auto byGpu = [](const QByteArray &json) {
            QHash<QString, QJsonArray> out;
            for (const QJsonValue &v :
                 QJsonDocument::fromJson(json).object().value(QStringLiteral("series")).toArray()) {
                const QJsonObject o = v.toObject();
                if (out.contains(
                        o.value(QStringLiteral("labels")).toObject().value(QStringLiteral("gpu")).toString()))
                    return QHash<QString,
                                 QJsonArray>{}; // one node only, or the comparison below means nothing
                out.insert(
                    o.value(QStringLiteral("labels")).toObject().value(QStringLiteral("gpu")).toString(),
                    o.value(QStringLiteral("points")).toArray());
            }
            return out;
        };
        const auto l = byGpu(local.second), r = byGpu(remote.second);
        QCOMPARE(l.size(), 2);
        QCOMPARE(r.size(), 2);
        for (const QString &gpu : {QStringLiteral("0"), QStringLiteral("1")}) {
            const QJsonArray a = l.value(gpu), b = r.value(gpu);
            QCOMPARE(b.size(), a.size());
            int both = 0;
            for (qsizetype i = 0; i < a.size(); ++i) {
                const QJsonObject x = a.at(i).toObject(), y = b.at(i).toObject();
                QCOMPARE(y.value(QStringLiteral("t")), x.value(QStringLiteral("t")));
                if (x.value(QStringLiteral("count")).toInt() == 0 ||
                    y.value(QStringLiteral("count")).toInt() == 0)
                    continue;
                ++both;
                for (const char *k : {"min", "mean", "max", "p95"})
                    QCOMPARE(y.value(QLatin1String(k)).toDouble(), x.value(QLatin1String(k)).toDouble());
            }
            QVERIFY(both >= 1);
        }
    }

    // The profile's settings choose Prometheus: the command line without --source, and the node charts'
    // ranges.
    void profileSettingChoosesPrometheus()
    {
        {
            QSettings settings = cg::paths::settings();
            settings.setValue(QStringLiteral("history/source"), QStringLiteral("prometheus"));
            settings.setValue(QStringLiteral("history/prometheus_url"), url());
            settings.sync();
        }
        const auto c = cli({QStringLiteral("history"), QStringLiteral("gpu_util{node=\"gpu03\"}"),
                            QStringLiteral("--since"), QStringLiteral("40m"), QStringLiteral("--format"),
                            QStringLiteral("json")});
        QVERIFY2(c.first == 0, c.second.constData());
        const QJsonObject doc = QJsonDocument::fromJson(c.second).object();
        QCOMPARE(doc.value(QStringLiteral("resolution")).toString(), QStringLiteral("prometheus"));
        QCOMPARE(doc.value(QStringLiteral("series")).toArray().size(), 1);

        const auto source = cg::ui::chosenHistorySource(nullptr);
        QVERIFY(source);
        cg::ui::FleetNodeDetail detail(nullptr);
        detail.resize(1200, 820);
        // No history file at all: what the charts show comes from Prometheus.
        detail.setHistory(cg::ui::NodeHistorySource{QString(), QStringLiteral("lab"), {}, source});
        detail.show();
        QVERIFY(QTest::qWaitForWindowExposed(&detail));
        detail.showNode(QStringLiteral("gpu01"), 0);
        detail.setRangeMs(60 * 60000);
        QVERIFY2(detail.historyProblem().isEmpty(), qPrintable(detail.historyProblem()));
        QCOMPARE(detail.charts().at(0)->lineCount(), 2); // gpu01's two GPUs (ours, not the provider's copy)
        QCOMPARE(detail.charts().at(0)->segmentCount(0), 1);
        QCOMPARE(detail.charts().at(4)->lineCount(), 2); // RTT (and jitter, which was never sent: empty)
        QCOMPARE(detail.charts().at(4)->segmentCount(0), 1);
        QCOMPARE(detail.charts().at(4)->segmentCount(1), 0);
        {
            QSettings settings = cg::paths::settings();
            settings.remove(QStringLiteral("history"));
        }
        QVERIFY(!cg::ui::chosenHistorySource(nullptr));
    }

    // https with the team's CA: a second Prometheus serving TLS (web config) with a self-signed certificate.
    void tlsWithTheTeamsCa()
    {
        const QString dir = m_home.filePath(QStringLiteral("tls"));
        QVERIFY(QDir().mkpath(dir));
        QProcess openssl;
        openssl.setProcessChannelMode(QProcess::MergedChannels);
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                       QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
                       QStringLiteral("-keyout"), dir + QStringLiteral("/key.pem"), QStringLiteral("-out"),
                       dir + QStringLiteral("/cert.pem"), QStringLiteral("-days"), QStringLiteral("1"),
                       QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"), QStringLiteral("-addext"),
                       QStringLiteral("subjectAltName=IP:127.0.0.1")});
        QVERIFY(openssl.waitForFinished(30000));
        QVERIFY2(openssl.exitCode() == 0, openssl.readAll().constData());
        QFile web(dir + QStringLiteral("/web.yml"));
        QVERIFY(web.open(QIODevice::WriteOnly));
        web.write("tls_server_config:\n  cert_file: " + dir.toUtf8() +
                  "/cert.pem\n  key_file: " + dir.toUtf8() + "/key.pem\n");
        web.close();
        const quint16 port = freePort();
        QProcess prom;
        prom.setProcessChannelMode(QProcess::MergedChannels);
        prom.start(QStringLiteral("/usr/bin/prometheus"),
                   {QStringLiteral("--config.file=") + m_home.filePath(QStringLiteral("prometheus.yml")),
                    QStringLiteral("--storage.tsdb.path=") + dir + QStringLiteral("/tsdb"),
                    QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(port),
                    QStringLiteral("--web.config.file=") + web.fileName()});
        QVERIFY(prom.waitForStarted(10000));
        PrometheusSourceOptions o;
        o.url = QStringLiteral("https://127.0.0.1:%1").arg(port);
        o.caFile = dir + QStringLiteral("/cert.pem");
        o.timeoutMs = 5000;
        const auto sel = Selector::parse(QStringLiteral("gpu_util")).value();
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        Result<QueryResult> r = Result<QueryResult>::failure(QString());
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 60000 && prom.state() == QProcess::Running) {
            PrometheusHistorySource source(o);
            r = source.query(sel, HistoryRange{now - 600000, now, 60000}, now);
            if (r.ok())
                break;
            QTest::qWait(200);
        }
        QVERIFY2(r.ok(), qPrintable(r.error() + QString::fromUtf8(prom.readAll().right(1000))));
        QVERIFY(r->series.isEmpty()); // nothing was sent to this one
        // Without the team's CA the certificate is not trusted: said, not ignored.
        o.caFile.clear();
        PrometheusHistorySource untrusted(o);
        const auto refused = untrusted.query(sel, HistoryRange{now - 600000, now, 60000}, now);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.code(), cg::ErrorCode::Unreachable);
        prom.terminate();
        if (!prom.waitForFinished(10000))
            prom.kill();
    }

    // The bearer token goes in the Authorization header; a 401 says which keychain entry to check.
    void bearerToken()
    {
        Hostile h;
        QByteArray seen;
        h.answer = [&seen](QTcpSocket *s) {
            QByteArray head = s->readAll();
            for (const QByteArray &line : head.split('\n')) {
                if (line.toLower().startsWith("authorization:"))
                    seen = line.mid(14).trimmed();
            }
            const QByteArray body =
                seen == "Bearer s3cret"
                    ? QByteArray(
                          "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}")
                    : QByteArray("Unauthorized");
            s->write((seen == "Bearer s3cret" ? "HTTP/1.1 200 OK\r\n" : "HTTP/1.1 401 Unauthorized\r\n") +
                     QByteArray("Content-Length: ") + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        };
        PrometheusSourceOptions o;
        o.url = h.url();
        o.tokenSecret = QStringLiteral("team-prometheus");
        o.bearerToken = "wrong";
        const auto sel = Selector::parse(QStringLiteral("gpu_util")).value();
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        {
            PrometheusHistorySource source(o);
            const auto r = source.query(sel, HistoryRange{now - 600000, now, 60000}, now);
            QVERIFY(!r.ok());
            QCOMPARE(r.code(), cg::ErrorCode::Refused);
            QVERIFY2(r.error().contains(QStringLiteral("team-prometheus")), qPrintable(r.error()));
        }
        o.bearerToken = "s3cret";
        PrometheusHistorySource source(o);
        const auto r = source.query(sel, HistoryRange{now - 600000, now, 60000}, now);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(seen, QByteArray("Bearer s3cret"));
    }

    // By reference: the command line reads the token from the keychain entry it is named by (this test runs
    // against a Secret Service of its own, with_keyring.sh), never from argv.
    void tokenFromTheKeychain()
    {
        QProcess set;
        set.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                  {QStringLiteral("secrets"), QStringLiteral("set"), QStringLiteral("team-prometheus"),
                   QStringLiteral("--kind"), QStringLiteral("api-token")});
        set.write("s3cret");
        set.closeWriteChannel();
        QVERIFY(set.waitForFinished(60000));
        QVERIFY2(set.exitCode() == 0, (set.readAllStandardOutput() + set.readAllStandardError()).constData());
        Hostile h;
        QByteArray seen;
        h.answer = [&seen](QTcpSocket *s) {
            for (const QByteArray &line : s->readAll().split('\n')) {
                if (line.toLower().startsWith("authorization:"))
                    seen = line.mid(14).trimmed();
            }
            const QByteArray body(
                "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}");
            s->write("HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" +
                     body);
        };
        // The server lives in this process: wait with the event loop running.
        auto history = [&](const QString &secret) {
            QProcess p;
            p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                    {QStringLiteral("history"), QStringLiteral("gpu_util"),
                     QStringLiteral("--prometheus-url"), h.url(), QStringLiteral("--prometheus-token-secret"),
                     secret});
            QSignalSpy done(&p, &QProcess::finished);
            if (!done.wait(60000))
                return std::pair<int, QByteArray>{-1, {}};
            return std::pair<int, QByteArray>{p.exitCode(),
                                              p.readAllStandardOutput() + p.readAllStandardError()};
        };
        const auto ok = history(QStringLiteral("team-prometheus"));
        QVERIFY2(ok.first == 0, ok.second.constData());
        QCOMPARE(seen, QByteArray("Bearer s3cret"));
        QVERIFY(!ok.second.contains("s3cret"));
        const auto missing = history(QStringLiteral("no-such-entry"));
        QCOMPARE(missing.first, 3); // refused
        QVERIFY2(missing.second.contains("no Prometheus token no-such-entry"), missing.second.constData());
    }

    void prometheusDown()
    {
        const auto r = ask(QStringLiteral("http://127.0.0.1:%1").arg(freePort()));
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), cg::ErrorCode::Unreachable);
        QVERIFY2(r.error().contains(QStringLiteral("cannot be reached")), qPrintable(r.error()));
        // The command line says so and fails.
        const auto c = cli({QStringLiteral("history"), QStringLiteral("gpu_util"), QStringLiteral("--source"),
                            QStringLiteral("prometheus"), QStringLiteral("--prometheus-url"),
                            QStringLiteral("http://127.0.0.1:%1").arg(freePort())});
        QVERIFY(c.first != 0);
        QVERIFY2(c.second.contains("cannot be reached"), c.second.constData());
    }

    // Cluster names with spaces and regular expression characters are asked for literally.
    void awkwardClusterName()
    {
        PrometheusSourceOptions o;
        o.url = url();
        PrometheusHistorySource source(o);
        const auto sel =
            Selector::parse(QStringLiteral("gpu_util{cluster=\"lab-2 (east).x\",node=\"gpu03\"}"));
        const auto r = source.query(sel.value(), HistoryRange{m_t0, m_t0 + 30 * 60000, 60000}, m_t0);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->series.size(), 1); // the provider's series, which has no cluster label
        QCOMPARE(r->series.first().key.labels.value(QStringLiteral("cluster")),
                 QStringLiteral("lab-2 (east).x"));
    }

    void prometheusRefusesTheQuery()
    {
        PrometheusSourceOptions o;
        o.url = url();
        PrometheusHistorySource source(o);
        const auto r = source.queryRange(QStringLiteral("sum("), m_t0 / 1000, m_t0 / 1000 + 60, 60);
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), cg::ErrorCode::Invalid);
        QVERIFY2(r.error().contains(QStringLiteral("bad_data")), qPrintable(r.error()));
    }

    void hostileHugeBody()
    {
        Hostile h;
        qint64 sent = 0;
        h.answer = [&sent](QTcpSocket *s) {
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
                     "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[");
            const QByteArray chunk(1 << 20, ' ');
            auto more = [s, chunk, &sent] {
                if (s->state() == QAbstractSocket::ConnectedState && s->bytesToWrite() < (1 << 20) &&
                    sent < (qint64(1) << 30)) {
                    sent += s->write(chunk);
                }
            };
            QObject::connect(s, &QTcpSocket::bytesWritten, s, more);
            more();
        };
        const auto r = ask(h.url());
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), cg::ErrorCode::Refused);
        QVERIFY2(r.error().contains(QStringLiteral("more than 4 MiB")), qPrintable(r.error()));
        QVERIFY(sent < (qint64(1) << 30)); // stopped reading long before a gigabyte
    }

    void hostileDeclaredHugeBody()
    {
        Hostile h;
        h.answer = [](QTcpSocket *s) {
            s->write(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 10000000000\r\n\r\n{");
        };
        const auto r = ask(h.url());
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), cg::ErrorCode::Refused);
    }

    void hostileGarbage_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("not json") << QByteArray("\x00\xff garbage <html>", 17);
        QTest::newRow("truncated") << QByteArray(
            "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"res");
        QTest::newRow("vector") << QByteArray(
            "{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":[]}}");
        QTest::newRow("bad point") << QByteArray(
            "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":"
            "[{\"metric\":{},\"values\":[[1,2]]}]}}");
    }

    void hostileGarbage()
    {
        QFETCH(QByteArray, body);
        Hostile h;
        h.answer = [body](QTcpSocket *s) {
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                     QByteArray::number(body.size()) + "\r\n\r\n" + body);
        };
        const auto r = ask(h.url());
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), cg::ErrorCode::Failed);
        QVERIFY2(r.error().contains(QStringLiteral("does not read")), qPrintable(r.error()));
    }

    void hostileSilent()
    {
        Hostile h;
        h.answer = [](QTcpSocket *) {}; // reads the request, never answers
        const auto r = ask(h.url(), 1500);
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), cg::ErrorCode::Unreachable);
        QVERIFY2(r.error().contains(QStringLiteral("did not answer")), qPrintable(r.error()));
    }
};

QTEST_MAIN(TestHistoryPrometheus)
#include "tst_history_prometheus.moc"
