// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet in Prometheus at scale: 1,000 nodes x 8 GPUs (8,000 GPUs) fed through the exposition sink.
//  1. One /metrics scrape: console CPU to render it (goal <= 50 ms), and a whole scrape over loopback HTTP.
//     Anchor in the same run: promtool parsing and checking the same text (`promtool check metrics`).
//  2. Remote-write at 1 Hz: CPU to take, encode and compress one second's series, and, when Debian's
//     prometheus is installed, the wall time for its receiver to take 10 seconds' worth (keeps up when that
//     is under 10 s). Anchor: Prometheus's own ingestion in the same run is what the delivery time includes.
// Figures and ratios are printed; nothing is asserted on time.
#include "export/exposition_sink.h"
#include "export/metric_registry.h"
#include "export/metrics_server.h"
#include "export/remote_write.h"
#include "export/remote_write_encode.h"

#include "common/thread_owner.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace cg;
using namespace cg::exporting;

namespace {

constexpr int kNodes = 1000;
constexpr int kGpus = 8;

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

QString nodeName(int n)
{
    return QStringLiteral("gpu-%1").arg(n, 4, 10, QLatin1Char('0'));
}

void feedRound(ExpositionSink &sink, int step, qint64 atMs)
{
    for (int n = 0; n < kNodes; ++n) {
        TelemetrySample s;
        s.origin = {QStringLiteral("bench"), nodeName(n), atMs};
        s.sample.seq = quint64(step);
        s.sample.timestampMs = atMs;
        s.sample.cpuPercent = float((n + step) % 100);
        s.sample.memTotalBytes = 2ull << 40;
        s.sample.memUsedBytes = 1ull << 40;
        for (int g = 0; g < kGpus; ++g) {
            proto::GpuSample gs;
            gs.index = quint32(g);
            gs.valid = 0x1f;
            gs.utilization = float((n + g + step) % 100);
            gs.memUtilization = 40;
            gs.memTotalBytes = 141ull << 30;
            gs.memUsedBytes = (90ull << 30) + quint64(step);
            gs.temperatureC = float(55 + (g + step) % 10);
            gs.powerW = float(600 + step % 7);
            gs.smClockMHz = 1980;
            gs.memClockMHz = 2619;
            s.sample.gpus.push_back(gs);
        }
        sink.sample(s);
    }
}

quint16 freePort()
{
    QTcpServer s;
    return s.listen(QHostAddress::LocalHost, 0) ? s.serverPort() : 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    auto registry = std::make_shared<MetricRegistry>();
    ExpositionSink::declareFamilies(*registry);
    ExpositionSink sink(registry);
    const qint64 base = QDateTime::currentMSecsSinceEpoch() - 15000;
    for (int n = 0; n < kNodes; ++n) {
        TelemetryHello h;
        h.origin = {QStringLiteral("bench"), nodeName(n), base};
        QJsonArray gpus;
        for (int g = 0; g < kGpus; ++g)
            gpus.append(QJsonObject{{QStringLiteral("index"), g},
                                    {QStringLiteral("name"), QStringLiteral("NVIDIA H200")},
                                    {QStringLiteral("uuid"), QStringLiteral("GPU-%1-%2").arg(n).arg(g)}});
        h.hello = QJsonObject{{QStringLiteral("hostname"), nodeName(n)}, {QStringLiteral("gpus"), gpus}};
        sink.hello(h);
    }
    double t0 = threadCpuMs();
    feedRound(sink, 0, base);
    const double ingestMs = threadCpuMs() - t0;
    t0 = threadCpuMs();
    feedRound(sink, 1, base + 500);
    const double steadyMs = threadCpuMs() - t0;
    std::printf(
        "series: %d for %d GPUs (%d nodes); one 1 Hz round into the registry: %.1f ms CPU (first, series "
        "made), %.1f ms CPU (then)\n",
        registry->seriesCount(), kNodes * kGpus, kNodes, ingestMs, steadyMs);

    // 1. Render (the scrape's console CPU), median of 15.
    std::vector<double> renders;
    QByteArray text;
    for (int i = 0; i < 15; ++i) {
        t0 = threadCpuMs();
        text = registry->render(base + 1000);
        renders.push_back(threadCpuMs() - t0);
    }
    const double renderMs = median(renders);
    std::printf("/metrics render: %.1f ms CPU (median of 15), %.1f MB, goal <= 50 ms: %s\n", renderMs,
                double(text.size()) / 1e6, renderMs <= 50 ? "met" : "NOT met");

    // The same through the HTTP server on loopback (wall time of one whole scrape).
    {
        MetricsServerOptions o;
        o.port = 0;
        ThreadOwner thread;
        auto *server = thread.start(QStringLiteral("metrics"), new MetricsServer(registry.get(), o));
        QString error;
        bool ok = false;
        QMetaObject::invokeMethod(
            server, [&] { ok = server->listen(&error); }, Qt::BlockingQueuedConnection);
        if (ok) {
            QNetworkAccessManager net;
            std::vector<double> walls;
            for (int i = 0; i < 5; ++i) {
                QElapsedTimer t;
                t.start();
                QNetworkReply *r = net.get(
                    QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/metrics").arg(server->port()))));
                QEventLoop loop;
                QObject::connect(r, &QNetworkReply::finished, &loop, &QEventLoop::quit);
                loop.exec();
                const qsizetype size = r->readAll().size();
                walls.push_back(double(t.nsecsElapsed()) / 1e6);
                r->deleteLater();
                if (size < text.size() / 2)
                    std::printf("scrape came back short: %lld bytes\n", static_cast<long long>(size));
            }
            std::printf("one HTTP scrape over loopback: %.1f ms wall (median of 5; client included)\n",
                        median(walls));
        } else {
            std::printf("no HTTP server: %s\n", qPrintable(error));
        }
    }

    // Anchor: promtool parsing the same exposition.
    if (QFile::exists(QStringLiteral("/usr/bin/promtool"))) {
        QProcess promtool;
        QElapsedTimer t;
        t.start();
        promtool.start(QStringLiteral("/usr/bin/promtool"),
                       {QStringLiteral("check"), QStringLiteral("metrics")});
        promtool.waitForStarted();
        promtool.write(text);
        promtool.closeWriteChannel();
        promtool.waitForFinished(120000);
        const double promMs = double(t.nsecsElapsed()) / 1e6;
        std::printf("anchor: promtool check metrics on the same text: %.1f ms wall (exit %d)\n", promMs,
                    promtool.exitCode());
        std::printf("ratio render / promtool parse: %.3f\n", renderMs / promMs);
    } else {
        std::printf("anchor: promtool not installed (apt-get install prometheus)\n");
    }

    // 2. Remote-write: one second's changes taken, encoded and compressed.
    {
        std::uint64_t cursor = 0;
        registry->changedSince(&cursor); // what is there already
        feedRound(sink, 1, base + 1000);
        t0 = threadCpuMs();
        const std::vector<SeriesSample> round = registry->changedSince(&cursor);
        const QByteArray raw = encodeWriteRequest(round);
        const QByteArray packed = snappyCompress(raw);
        const double rwMs = threadCpuMs() - t0;
        std::printf(
            "remote-write of one 1 Hz round: %zu samples, %.1f MB protobuf, %.1f MB snappy, %.1f ms CPU "
            "(%.1f%% of one core at 1 Hz)\n",
            round.size(), double(raw.size()) / 1e6, double(packed.size()) / 1e6, rwMs, rwMs / 10.0);
    }

    // Delivery to a real receiver: 10 rounds (10 s of data) as fast as they are taken.
    if (QFile::exists(QStringLiteral("/usr/bin/prometheus"))) {
        QTemporaryDir dir;
        const quint16 port = freePort();
        QFile conf(dir.filePath(QStringLiteral("prometheus.yml")));
        conf.open(QIODevice::WriteOnly);
        conf.write("global:\n  scrape_interval: 1m\n");
        conf.close();
        QProcess prom;
        prom.setProcessChannelMode(QProcess::MergedChannels);
        prom.setStandardOutputFile(dir.filePath(QStringLiteral("prometheus.log")));
        prom.start(QStringLiteral("/usr/bin/prometheus"),
                   {QStringLiteral("--config.file=") + conf.fileName(),
                    QStringLiteral("--storage.tsdb.path=") + dir.filePath(QStringLiteral("data")),
                    QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(port),
                    QStringLiteral("--web.enable-remote-write-receiver")});
        QNetworkAccessManager net;
        bool ready = false;
        for (int i = 0; i < 300 && !ready; ++i) {
            QNetworkReply *r =
                net.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/-/ready").arg(port))));
            QEventLoop loop;
            QObject::connect(r, &QNetworkReply::finished, &loop, &QEventLoop::quit);
            loop.exec();
            ready = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200;
            r->deleteLater();
            if (!ready)
                QThread::msleep(100);
        }
        if (ready) {
            RemoteWriteOptions o;
            o.url = QUrl(QStringLiteral("http://127.0.0.1:%1/api/v1/write").arg(port));
            RemoteWriter writer(registry.get(), o);
            writer.collect(); // the rounds fed so far
            QElapsedTimer t;
            t.start();
            const double cpu0 = threadCpuMs();
            constexpr int kRounds = 10;
            for (int step = 2; step < 2 + kRounds; ++step) {
                feedRound(sink, step, base + qint64(step) * 1000);
                writer.collect();
                QCoreApplication::processEvents();
            }
            {
                // Sleep in the event loop (not a busy wait) until the queue is empty.
                QEventLoop loop;
                QTimer poll;
                QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
                    if (writer.status().pending == 0 || t.elapsed() > 120000)
                        loop.quit();
                });
                poll.start(20);
                loop.exec();
            }
            const double wallS = double(t.nsecsElapsed()) / 1e9;
            const RemoteWriteStatus s = writer.status();
            std::printf(
                "remote-write to Prometheus 2.42: %d s of data (%llu samples sent, %llu rejected, %llu "
                "dropped) delivered in %.2f s wall (Prometheus ingesting on the same 2 cores), console "
                "thread CPU %.0f ms "
                "(feeding the sink included): %s\n",
                kRounds, static_cast<unsigned long long>(s.sent), static_cast<unsigned long long>(s.rejected),
                static_cast<unsigned long long>(s.dropped), wallS, threadCpuMs() - cpu0,
                wallS < kRounds ? "keeps up with 1 Hz" : "does NOT keep up with 1 Hz");
            std::printf(
                "ratio delivery time / data time: %.3f (anchor: the receiver took %.0f samples/s; the "
                "console's side costs %.0f ms CPU per second of data)\n",
                wallS / kRounds, double(s.sent) / wallS, (threadCpuMs() - cpu0) / kRounds);
        } else {
            std::printf("prometheus did not start; see its log\n");
        }
        prom.terminate();
        prom.waitForFinished(10000);
    }
    return 0;
}
