// SPDX-License-Identifier: GPL-3.0-or-later
// Remote-write keeps up with 1 Hz for 8,000 GPUs (1,000 nodes x 8 GPUs through the exposition sink): our side
// measured apart from the receiver's. The receiver is a minimal one in a child process (this program with
// --receive): HTTP/1.1 on loopback that snappy-decompresses each body and counts its TimeSeries and samples
// in the protobuf, so every sample is checked as arriving and none is lost, and answers 204.
//  1. 1 Hz in real time for WINDOW_S seconds: the writer (its own thread, as in the console) queues what
//     changed each second. Our CPU per second of data (this process less the thread feeding the sink), the
//     send rate achieved against the rate needed, the queue's largest and final size (keeps up when it does
//     not grow), and the receiver's count.
//  2. Capacity: 10 s of data fed as fast as the sink takes them and queued, drained to the same receiver: the
//  highest rate our side sends,
//     against the rate 1 Hz needs.
//  3. Anchor in the same run: the same 10 s backlog into Debian's prometheus (receiver on, the same 2 cores):
//     Prometheus's own ingest rate of the stream.
// Figures and ratios are printed; nothing is asserted on time.
//
//   bench_remote_write [WINDOW_S]   real-time window in seconds (default 20)
#include "export/exposition_sink.h"
#include "export/metric_registry.h"
#include "export/remote_write.h"
#include "export/remote_write_encode.h"

#include "common/thread_owner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QMap>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>
#include <unistd.h>

using namespace cg;
using namespace cg::exporting;

namespace {

constexpr int kNodes = 1000;
constexpr int kGpus = 8;

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

double processCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// CPU seconds of each of this process's threads but the calling one, by thread name (/proc/self/task).
QMap<QString, double> otherThreadsCpu()
{
    QMap<QString, double> out;
    const QString self = QString::number(gettid());
    for (const QString &tid :
         QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (tid == self)
            continue;
        QFile stat(QStringLiteral("/proc/self/task/%1/stat").arg(tid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray st = stat.readAll();
        const QList<QByteArray> rest = st.mid(st.lastIndexOf(')') + 2).split(' ');
        const QString name =
            QString::fromUtf8(st.mid(st.indexOf('(') + 1, st.lastIndexOf(')') - st.indexOf('(') - 1));
        out[name] +=
            double(rest.value(11).toLongLong() + rest.value(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
    }
    return out;
}

QString threadBreakdown(const QMap<QString, double> &before, const QMap<QString, double> &after, int seconds)
{
    QStringList parts;
    for (auto it = after.constBegin(); it != after.constEnd(); ++it) {
        const double ms = (it.value() - before.value(it.key())) * 1000 / seconds;
        if (ms >= 0.5)
            parts << QStringLiteral("%1 %2 ms").arg(it.key()).arg(ms, 0, 'f', 1);
    }
    return parts.join(QStringLiteral(", "));
}

void waitMs(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool waitFor(const std::function<bool()> &done, int timeoutMs, int pollMs = 20)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        waitMs(pollMs);
    }
    return true;
}

QString nodeName(int n)
{
    return QStringLiteral("gpu-%1").arg(n, 4, 10, QLatin1Char('0'));
}

// The fleet as bench_exposition feeds it: every node's hello once, then one sample per node per round.
void hello(ExpositionSink &sink, qint64 atMs)
{
    for (int n = 0; n < kNodes; ++n) {
        TelemetryHello h;
        h.origin = {QStringLiteral("bench"), nodeName(n), atMs};
        QJsonArray gpus;
        for (int g = 0; g < kGpus; ++g)
            gpus.append(QJsonObject{{QStringLiteral("index"), g},
                                    {QStringLiteral("name"), QStringLiteral("NVIDIA H200")},
                                    {QStringLiteral("uuid"), QStringLiteral("GPU-%1-%2").arg(n).arg(g)}});
        h.hello = QJsonObject{{QStringLiteral("hostname"), nodeName(n)}, {QStringLiteral("gpus"), gpus}};
        sink.hello(h);
    }
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
        s.sample.memUsedBytes = (1ull << 40) + quint64(step);
        for (int g = 0; g < kGpus; ++g) {
            proto::GpuSample gs;
            gs.index = quint32(g);
            gs.valid = 0x1f;
            gs.utilization = float((n + g + step) % 100);
            gs.memUtilization = float(40 + step % 3);
            gs.memTotalBytes = 141ull << 30;
            gs.memUsedBytes = (90ull << 30) + quint64(step);
            gs.temperatureC = float(55 + (g + step) % 10);
            gs.powerW = float(600 + step % 7);
            gs.smClockMHz = float(1980 - step % 2);
            gs.memClockMHz = 2619;
            s.sample.gpus.push_back(gs);
        }
        sink.sample(s);
    }
}

// --- The minimal receiver (child process) ---

bool readVarint(const char *&p, const char *end, quint64 *v)
{
    *v = 0;
    for (int shift = 0; p < end && shift < 64; shift += 7) {
        const auto b = quint8(*p++);
        *v |= quint64(b & 0x7f) << shift;
        if (!(b & 0x80))
            return true;
    }
    return false;
}

// Skips one field's value; false on damaged input.
bool skipField(const char *&p, const char *end, int wire)
{
    quint64 v = 0;
    switch (wire) {
    case 0:
        return readVarint(p, end, &v);
    case 1:
        p += 8;
        return p <= end;
    case 2:
        if (!readVarint(p, end, &v) || v > quint64(end - p))
            return false;
        p += v;
        return true;
    case 5:
        p += 4;
        return p <= end;
    default:
        return false;
    }
}

// TimeSeries and samples in a WriteRequest; -1 when it does not parse.
std::pair<qint64, qint64> countWriteRequest(const QByteArray &raw)
{
    qint64 series = 0, samples = 0;
    const char *p = raw.constData(), *end = p + raw.size();
    while (p < end) {
        quint64 key = 0;
        if (!readVarint(p, end, &key))
            return {-1, -1};
        if (key == ((1 << 3) | 2)) { // timeseries
            quint64 len = 0;
            if (!readVarint(p, end, &len) || len > quint64(end - p))
                return {-1, -1};
            const char *q = p, *qend = p + len;
            ++series;
            while (q < qend) {
                quint64 k = 0;
                if (!readVarint(q, qend, &k))
                    return {-1, -1};
                if (k == ((2 << 3) | 2))
                    ++samples;
                if (!skipField(q, qend, int(k & 7)))
                    return {-1, -1};
            }
            p = qend;
        } else if (!skipField(p, end, int(key & 7))) {
            return {-1, -1};
        }
    }
    return {series, samples};
}

int receive(const QString &portFile)
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 1;
    qint64 samples = 0, requests = 0, bad = 0;
    int inFlight = 0, mostInFlight = 0; // requests taken and not answered yet
    QObject::connect(&server, &QTcpServer::newConnection, [&] {
        while (QTcpSocket *s = server.nextPendingConnection()) {
            auto buf = std::make_shared<QByteArray>();
            QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            QObject::connect(s, &QTcpSocket::readyRead, s, [&, s, buf] {
                *buf += s->readAll();
                for (;;) {
                    const qsizetype head = buf->indexOf("\r\n\r\n");
                    if (head < 0)
                        return;
                    const QByteArray headers = buf->left(head).toLower();
                    qsizetype length = 0;
                    const qsizetype cl = headers.indexOf("content-length:");
                    if (cl >= 0)
                        length =
                            headers.mid(cl + 15, headers.indexOf('\r', cl) - cl - 15).trimmed().toLongLong();
                    if (buf->size() < head + 4 + length)
                        return;
                    const QByteArray body = buf->mid(head + 4, length);
                    buf->remove(0, head + 4 + length);
                    QByteArray reply;
                    int delayMs = 0;
                    if (headers.startsWith("get /count")) {
                        const QByteArray n = QByteArray::number(samples) + ' ' +
                                             QByteArray::number(requests) + ' ' + QByteArray::number(bad) +
                                             ' ' + QByteArray::number(mostInFlight);
                        mostInFlight = 0;
                        reply = "HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(n.size()) +
                                "\r\n\r\n" + n;
                    } else {
                        ++requests;
                        // POST /api/v1/write?delay=MS: answered MS later, as a receiver across a WAN is.
                        const qsizetype d = headers.indexOf("?delay=");
                        if (d >= 0 && d < headers.indexOf('\n'))
                            delayMs = headers.mid(d + 7, headers.indexOf(' ', d) - d - 7).toInt();
                        const auto [series, got] = countWriteRequest(snappyUncompress(body));
                        if (got < 0 || series != got) {
                            ++bad;
                            reply = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n";
                        } else {
                            samples += got;
                            reply = "HTTP/1.1 204 No Content\r\n\r\n";
                        }
                    }
                    mostInFlight = std::max(mostInFlight, ++inFlight);
                    QTimer::singleShot(delayMs, s, [&, s, reply] {
                        --inFlight;
                        s->write(reply);
                    });
                }
            });
        }
    });
    QFile f(portFile);
    f.open(QIODevice::WriteOnly);
    f.write(QByteArray::number(server.serverPort()));
    f.close();
    return QCoreApplication::exec();
}

// --- The writer's side ---

QByteArray httpGet(quint16 port, const QByteArray &path)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(3000))
        return {};
    s.write("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n");
    QByteArray got;
    while (!got.contains("\r\n\r\n") || got.size() < got.indexOf("\r\n\r\n") + 4 + 1) {
        if (!s.waitForReadyRead(5000))
            break;
        got += s.readAll();
    }
    const qsizetype body = got.indexOf("\r\n\r\n");
    return body < 0 ? QByteArray() : got.mid(body + 4);
}

// Samples counted so far, and the most requests it held at once since the last look.
std::pair<qint64, int> received(quint16 port)
{
    const QList<QByteArray> n = httpGet(port, "/count").split(' ');
    return {n.value(0).toLongLong(), n.value(3).toInt()};
}

struct Fleet
{
    std::shared_ptr<MetricRegistry> registry = std::make_shared<MetricRegistry>();
    std::unique_ptr<ExpositionSink> sink;
    int step = 0;
    qint64 lastAtMs = 0;

    Fleet()
    {
        declareFamilies();
        sink = std::make_unique<ExpositionSink>(registry);
        hello(*sink, QDateTime::currentMSecsSinceEpoch());
        round(QDateTime::currentMSecsSinceEpoch());
    }
    void declareFamilies()
    {
        ExpositionSink::declareFamilies(*registry);
        RemoteWriter::declareFamilies(*registry);
    }
    // One second's data, stamped `atMs`; returns the feeding thread's CPU seconds.
    double round(qint64 atMs)
    {
        const double t0 = threadCpuSeconds();
        lastAtMs = atMs;
        feedRound(*sink, step++, atMs);
        return threadCpuSeconds() - t0;
    }
};

struct Drain
{
    quint64 samples = 0;
    double wallS = 0;
    double cpuS = 0; // this process less the feeding thread
    bool drained = false;
};

// Feeds and queues `rounds` seconds of data as fast as they go (stamped after the last round fed) into a
// fresh writer (after one collect of what is there) and waits until the queue is empty or `timeoutMs` passed.
Drain drain(Fleet &fleet, const QUrl &url, int rounds, int timeoutMs)
{
    RemoteWriteOptions o;
    o.url = url;
    o.intervalMs = 3600 * 1000; // collected here, not by the timer
    ThreadOwner thread;
    RemoteWriter *writer =
        thread.start(QStringLiteral("cg-remote-write"), new RemoteWriter(fleet.registry.get(), o));
    // What is there already goes first and is not counted.
    QMetaObject::invokeMethod(writer, &RemoteWriter::collect, Qt::BlockingQueuedConnection);
    waitFor([&] { return writer->status().pending == 0; }, timeoutMs);
    const quint64 sent0 = writer->status().sent;
    // Each series' samples in time order (a receiver refuses older ones): after the last round fed.
    // Each round is taken as it is fed (a collect takes every series' latest value), sending from the first.
    const qint64 base = fleet.lastAtMs + 1000;
    Drain d;
    QElapsedTimer t;
    t.start();
    const double cpu0 = processCpuSeconds(), own0 = threadCpuSeconds();
    for (int r = 0; r < rounds; ++r) {
        fleet.round(base + r * 1000);
        QMetaObject::invokeMethod(writer, &RemoteWriter::collect, Qt::BlockingQueuedConnection);
    }
    d.drained =
        waitFor([&] { return writer->status().pending == 0 && writer->status().sent > sent0; }, timeoutMs);
    d.wallS = double(t.nsecsElapsed()) / 1e9;
    d.cpuS = (processCpuSeconds() - cpu0) - (threadCpuSeconds() - own0);
    d.samples = writer->status().sent - sent0;
    return d;
}

// 1 Hz in real time for `windowS` seconds into the receiver at `url` (counting on `port`), the writer on its
// own timer as in the console; then one more round timed from its collect to its delivery.
void realTime(Fleet &fleet, const QUrl &url, quint16 port, int windowS, double needed, const char *what,
              int shards = RemoteWriteOptions().shards)
{
    RemoteWriteOptions o;
    o.url = url;
    o.shards = shards;
    ThreadOwner thread;
    RemoteWriter *writer =
        thread.start(QStringLiteral("cg-remote-write"), new RemoteWriter(fleet.registry.get(), o));
    QMetaObject::invokeMethod(writer, &RemoteWriter::collect, Qt::BlockingQueuedConnection);
    waitFor([&] { return writer->status().pending == 0; }, 300000);
    QMetaObject::invokeMethod(writer, &RemoteWriter::start, Qt::QueuedConnection);
    const quint64 sent0 = writer->status().sent;
    const qint64 received0 = received(port).first;
    qint64 maxPending = 0;
    double feedCpu = 0;
    const QMap<QString, double> threads0 = otherThreadsCpu();
    const double cpu0 = processCpuSeconds(), own0 = threadCpuSeconds();
    QElapsedTimer t;
    t.start();
    for (int s = 1; s <= windowS; ++s) {
        feedCpu += fleet.round(QDateTime::currentMSecsSinceEpoch());
        // Until the next second: the queue's size seen every 50 ms.
        while (t.elapsed() < qint64(s) * 1000) {
            waitMs(50);
            maxPending = std::max(maxPending, writer->status().pending);
        }
    }
    const qint64 pendingAtEnd = writer->status().pending;
    const double windowWallS = double(t.nsecsElapsed()) / 1e9;
    const double cpuS = (processCpuSeconds() - cpu0) - (threadCpuSeconds() - own0);
    const QMap<QString, double> threads1 = otherThreadsCpu();
    const int mostInFlight = received(port).second;
    // One more round once the queue is empty, timed from its collect until it is delivered.
    const bool emptied = waitFor([&] { return writer->status().pending == 0; }, 120000);
    fleet.round(QDateTime::currentMSecsSinceEpoch());
    QElapsedTimer last;
    last.start();
    QMetaObject::invokeMethod(writer, &RemoteWriter::collect, Qt::BlockingQueuedConnection);
    waitFor([&] { return writer->status().pending == 0; }, 120000, 5);
    const double lastS = double(last.nsecsElapsed()) / 1e9;
    waitMs(100);
    const RemoteWriteStatus fin = writer->status();
    const quint64 sent = fin.sent - sent0;
    const qint64 got = received(port).first - received0;
    const bool keepsUp = emptied && maxPending <= qint64(needed) + 100 && lastS < 1;
    std::printf("1 Hz in real time for %d s into %s, %d shard(s):\n", windowS, what, shards);
    std::printf("  our CPU: %.1f ms per second of data (%.1f %% of one core; by thread: %s; the sink's own "
                "feeding, %.1f ms per second, not counted)\n",
                cpuS * 1000 / windowS, 100 * cpuS / windowWallS,
                qPrintable(threadBreakdown(threads0, threads1, windowS)), feedCpu * 1000 / windowS);
    std::printf(
        "  the queue held up to %lld samples (%.2f rounds), %lld at the window's end; up to %d request(s) "
        "in flight\n",
        static_cast<long long>(maxPending), double(maxPending) / needed, static_cast<long long>(pendingAtEnd),
        mostInFlight);
    std::printf(
        "  one round (%.0f samples) taken and delivered in %.3f s: %.0f samples/s sent against %.0f needed, "
        "ratio %.2f: %s\n",
        needed, lastS, needed / lastS, needed, 1 / lastS,
        keepsUp ? "keeps up with 1 Hz" : "does NOT keep up with 1 Hz");
    std::printf("  receiver counted %lld samples of %llu sent (%llu dropped, %llu rejected, %llu failed "
                "requests): %s\n",
                static_cast<long long>(got), static_cast<unsigned long long>(sent),
                static_cast<unsigned long long>(fin.dropped), static_cast<unsigned long long>(fin.rejected),
                static_cast<unsigned long long>(fin.failures),
                got == qint64(sent) ? "none lost" : "MISMATCH");
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("--receive"))
        return receive(args.value(2));
    const int windowS = args.size() > 1 ? std::max(5, args.at(1).toInt()) : 20;

    QTemporaryDir dir;
    QProcess receiver;
    receiver.setProcessChannelMode(QProcess::ForwardedChannels);
    const QString portFile = dir.filePath(QStringLiteral("port"));
    receiver.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--receive"), portFile});
    quint16 port = 0;
    waitFor(
        [&] {
            QFile f(portFile);
            if (f.open(QIODevice::ReadOnly))
                port = quint16(f.readAll().toUInt());
            return port > 0 || receiver.state() == QProcess::NotRunning;
        },
        30000);
    if (port == 0) {
        std::fprintf(stderr, "the receiver did not start\n");
        return 1;
    }
    const QUrl fastUrl(QStringLiteral("http://127.0.0.1:%1/api/v1/write").arg(port));

    Fleet fleet;
    std::uint64_t cursor = 0;
    const qint64 perRound = qint64(fleet.registry->changedSince(&cursor).size());
    fleet.round(QDateTime::currentMSecsSinceEpoch());
    const qint64 changing = qint64(fleet.registry->changedSince(&cursor).size());
    std::printf(
        "remote-write, %d GPUs (%d nodes): %d series, %lld samples per 1 Hz round (%lld series in all "
        "when first sent)\n",
        kNodes * kGpus, kNodes, fleet.registry->seriesCount(), static_cast<long long>(changing),
        static_cast<long long>(perRound));
    const double needed = double(changing); // samples per second at 1 Hz

    // 1. Real time at 1 Hz: the receiver on loopback answering at once, then 100 ms after each request as one
    // across a WAN does (the request's own time on the wire aside).
    realTime(fleet, fastUrl, port, windowS, needed,
             "a minimal receiver on loopback (decodes every request, another process)");
    // Against it, one request at a time (one shard, as the writer sent before it had shards).
    const QUrl wanUrl(fastUrl.toString() + QStringLiteral("?delay=100"));
    const char *wan = "the same receiver answering 100 ms after each request (a receiver across a WAN)";
    realTime(fleet, wanUrl, port, windowS, needed, wan, 1);
    realTime(fleet, wanUrl, port, windowS, needed, wan);

    // 2. Capacity: a 10 s backlog drained to the fast receiver.
    constexpr int kBacklog = 10;
    const Drain fast = drain(fleet, fastUrl, kBacklog, 120000);
    const double fastRate = double(fast.samples) / fast.wallS;
    std::printf("capacity: %d s of data (%llu samples) fed and queued as fast as the sink takes them, sent "
                "in %.2f s: %.0f samples/s = %.1fx the "
                "1 Hz rate; our CPU %.1f ms per second of data\n",
                kBacklog, static_cast<unsigned long long>(fast.samples), fast.wallS, fastRate,
                fastRate / needed, fast.cpuS * 1000 / kBacklog);
    receiver.kill();
    receiver.waitForFinished(10000);

    // 3. Anchor: Prometheus's own ingest rate of the same stream, same run.
    if (!QFile::exists(QStringLiteral("/usr/bin/prometheus"))) {
        std::printf("anchor: prometheus not installed (apt-get install prometheus)\n");
        return 0;
    }
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 promPort = probe.serverPort();
    probe.close();
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
                QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(promPort),
                QStringLiteral("--web.enable-remote-write-receiver")});
    const bool ready =
        waitFor([&] { return httpGet(promPort, "/-/ready").startsWith("Prometheus"); }, 60000, 200);
    if (!ready) {
        std::printf("anchor: prometheus did not start; see %s\n",
                    qPrintable(dir.filePath(QStringLiteral("prometheus.log"))));
    } else {
        const Drain p = drain(fleet, QUrl(QStringLiteral("http://127.0.0.1:%1/api/v1/write").arg(promPort)),
                              kBacklog, 300000);
        const double promRate = double(p.samples) / p.wallS;
        std::printf(
            "anchor: Prometheus 2.42 receiving the same %d s backlog (on the same cores): %llu samples in "
            "%.2f s%s, %.0f samples/s = %.2fx the 1 Hz rate\n",
            kBacklog, static_cast<unsigned long long>(p.samples), p.wallS, p.drained ? "" : " (timed out)",
            promRate, promRate / needed);
        std::printf("ratio our send capacity / Prometheus ingest: %.1fx\n", fastRate / promRate);
    }
    prom.terminate();
    if (!prom.waitForFinished(15000))
        prom.kill();
    return 0;
}
