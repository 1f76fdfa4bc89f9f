// SPDX-License-Identifier: GPL-3.0-or-later
// Fleet replay: frames recorded with the agent's encoder for 1,000 nodes x 8 GPUs, replayed at 1 Hz for a
// sustained period through the real path: one FrameDecoder per node (one channel each), FleetStore::ingest,
// and the fleet view's heatmap (offscreen, really repainted with render() at every update).
// Reports console CPU as % of one core (getrusage), RSS, and heatmap refresh time p50/p99/max.
// Anchors, measured in the same run: decoding the same frames and nothing else (the floor of any console),
// and a naive heatmap (a QTableWidget, one item per GPU, backgrounds set on every refresh).
// Goals: <= 25 % of one core, heatmap refresh <= 16 ms.
//
//   bench_fleet_replay [--seconds 30] [--nodes 1000] [--gpus 8] [--fast] [--verbose] [--cell PX]
//                      [--screenshot FILE.png]
// --fast replays without waiting for the next second (CPU % is then work per replayed second);
// --verbose prints every second's figures.
#include "agent/fleet_store.h"
#include "fleet/fleet_colors.h"
#include "fleet/fleet_heatmap.h"
#include "fleet/fleet_node_detail.h"
#include "fleet/fleet_view.h"
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <random>
#include <vector>

using namespace cg;

namespace {

constexpr qint64 kT0 = 1764500000000;

struct Config
{
    int seconds = 30;
    int nodes = 1000;
    int gpus = 8;
    bool fast = false;
    bool verbose = false;
    QString screenshot; // the fleet view at the end, as a PNG
    int cell = 10;      // px: every cell of 1,000 x 8 on a 1920 x 1080 screen
};

double cpuSeconds()
{
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
           double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

// This thread's CPU time: on a busy machine, wall time also counts the waits for a core.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double rssMiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return 0;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(std::ceil(p / 100.0 * double(v.size())) - 1));
    return v[i];
}

// What each node's channel carries in one second: its bytes, in order.
struct Recording
{
    std::vector<std::vector<std::vector<std::uint8_t>>> bytes; // [second][node]
    std::size_t total = 0;
    std::size_t frames = 0;
};

// A plausible fleet: utilization drifting per GPU, temperature and power following it, a few nodes
// that fall silent (stale) or drop off (unreachable) for a while, pongs every other second.
Recording record(const Config &c)
{
    Recording r;
    r.bytes.assign(std::size_t(c.seconds), std::vector<std::vector<std::uint8_t>>(std::size_t(c.nodes)));
    std::mt19937 rng(7);
    std::normal_distribution<float> step(0, 6);
    std::vector<float> util(std::size_t(c.nodes * c.gpus));
    for (auto &u : util)
        u = float(rng() % 100);
    for (int n = 0; n < c.nodes; ++n) {
        auto &out = r.bytes[0][std::size_t(n)];
        QJsonObject hello{
            {QStringLiteral("type"), QStringLiteral("hello")},
            {QStringLiteral("hostname"), QStringLiteral("h200-%1").arg(n + 1, 4, 10, QLatin1Char('0'))},
            {QStringLiteral("agent_version"), QStringLiteral("0.1.0")},
            {QStringLiteral("interval_ms"), 1000}};
        const QByteArray json = QJsonDocument(hello).toJson(QJsonDocument::Compact);
        proto::appendFrame(out, proto::FrameType::Hello,
                           reinterpret_cast<const std::uint8_t *>(json.constData()),
                           std::size_t(json.size()));
    }
    for (int s = 0; s < c.seconds; ++s) {
        for (int n = 0; n < c.nodes; ++n) {
            // 1 % of the nodes stop sending for 10 s from second 5: stale, then back with a gap.
            if (n % 100 == 7 && s >= 5 && s < 15)
                continue;
            auto &out = r.bytes[std::size_t(s)][std::size_t(n)];
            proto::Sample smp;
            smp.seq = quint64(s + 1);
            smp.timestampMs = kT0 + qint64(s) * 1000;
            smp.intervalMs = 1000;
            smp.cpuPercent = 35;
            smp.cpuCount = 192;
            smp.load1 = smp.load5 = smp.load15 = 20;
            smp.memTotalBytes = 2ull << 40;
            smp.memUsedBytes = 1ull << 40;
            smp.tcpRetransSegsPerSec = double(rng() % 5);
            smp.tcpOutSegsPerSec = 20000;
            smp.nics = {{"eth0", 2e6, 1e6}, {"bond0", 1e9, 9e8}};
            for (int p = 0; p < 8; ++p)
                smp.ibPorts.push_back({"mlx5_" + std::to_string(p) + "/1", 4e10, 4e10, 0, 0});
            for (int g = 0; g < c.gpus; ++g) {
                float &u = util[std::size_t(n * c.gpus + g)];
                u = std::clamp(u + step(rng), 0.0f, 100.0f);
                proto::GpuSample gs;
                gs.index = quint32(g);
                gs.valid = 0x1f;
                gs.utilization = std::round(u);
                gs.memUtilization = u / 2;
                gs.memTotalBytes = 141ull << 30;
                gs.memUsedBytes = quint64(double(gs.memTotalBytes) * (0.2 + u / 150.0));
                gs.temperatureC = std::round(32 + u * 0.5f);
                gs.powerW = std::round(90 + u * 6);
                gs.powerLimitW = 700;
                gs.smClockMHz = 1980;
                gs.memClockMHz = 2619;
                gs.throttleReasons = u > 97 ? 0x4 : 0;
                smp.gpus.push_back(gs);
            }
            const auto payload = proto::encodeSample(smp);
            proto::appendFrame(out, proto::FrameType::Sample, payload.data(), payload.size());
            ++r.frames;
            if (s % 2 == 1) {
                // Answer to `ping <console ms>` sent 1-3 ms earlier (plus however late the replay runs).
                const auto pong =
                    proto::encodePong({quint64(kT0 + qint64(s) * 1000 - 1 - (n % 3)), smp.timestampMs});
                proto::appendFrame(out, proto::FrameType::Pong, pong.data(), pong.size());
                ++r.frames;
            }
        }
    }
    for (const auto &sec : r.bytes)
        for (const auto &node : sec)
            r.total += node.size();
    return r;
}

// Decoding only: every frame and every sample payload, nothing kept. The floor of any console.
double decodeOnlySeconds(const Recording &r, int nodes)
{
    std::vector<proto::FrameDecoder> decoders(std::size_t(nodes), proto::FrameDecoder(256 * 1024));
    std::size_t gpus = 0;
    const double t0 = cpuSeconds();
    for (const auto &sec : r.bytes) {
        for (std::size_t n = 0; n < sec.size(); ++n) {
            decoders[n].feed(sec[n].data(), sec[n].size());
            while (auto ev = decoders[n].next()) {
                if (ev->frame && ev->frame->type == proto::FrameType::Sample) {
                    if (const auto s =
                            proto::decodeSample(ev->frame->payload.data(), ev->frame->payload.size()))
                        gpus += s->gpus.size();
                }
            }
        }
    }
    const double secs = cpuSeconds() - t0;
    if (gpus == 0)
        std::fprintf(stderr, "decoded nothing\n");
    return secs;
}

// The naive heatmap: a QTableWidget with one item per GPU (8 nodes per row so every cell is on screen),
// every background set again on each refresh.
std::vector<double> naiveTableRefreshMs(const FleetSnapshot &snap, int gpus, int refreshes)
{
    const int perRow = 8;
    const int rows = int((snap.nodes.size() + perRow - 1) / perRow);
    QTableWidget table(rows, perRow * gpus);
    table.horizontalHeader()->setMinimumSectionSize(1);
    table.verticalHeader()->setMinimumSectionSize(1);
    table.horizontalHeader()->setDefaultSectionSize(12);
    table.verticalHeader()->setDefaultSectionSize(8);
    table.horizontalHeader()->hide();
    table.verticalHeader()->hide();
    table.resize(1920, 1080);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < perRow * gpus; ++c)
            table.setItem(r, c, new QTableWidgetItem);
    std::vector<double> ms;
    for (int i = 0; i < refreshes + 1; ++i) {
        QElapsedTimer t;
        t.start();
        for (std::size_t n = 0; n < snap.nodes.size(); ++n) {
            const NodeSnapshot &node = snap.nodes[n];
            for (int g = 0; g < node.gpuCount; ++g) {
                const GpuLatest &gl = snap.gpus[std::size_t(node.gpuFirst + g)];
                // Values shift a little each time, as they would.
                const float v = FleetStore::metricValue(gl, FleetMetric::Utilization) + float(i % 2);
                QTableWidgetItem *item = table.item(int(n) / perRow, int(n) % perRow * gpus + g);
                item->setBackground(QColor(ui::FleetColors::color(FleetMetric::Utilization, v)));
                item->setToolTip(node.name);
            }
        }
        const QPixmap shot = table.grab();
        if (i > 0) // the first builds caches
            ms.push_back(double(t.nsecsElapsed()) / 1e6);
        if (shot.isNull())
            std::fprintf(stderr, "grab failed\n");
    }
    return ms;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    Config c;
    const QStringList args = QApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        auto next = [&] { return i + 1 < args.size() ? args[++i].toInt() : 0; };
        if (args[i] == QLatin1String("--seconds"))
            c.seconds = std::max(2, next());
        else if (args[i] == QLatin1String("--nodes"))
            c.nodes = std::max(1, next());
        else if (args[i] == QLatin1String("--gpus"))
            c.gpus = std::clamp(next(), 1, 16);
        else if (args[i] == QLatin1String("--fast"))
            c.fast = true;
        else if (args[i] == QLatin1String("--verbose"))
            c.verbose = true;
        else if (args[i] == QLatin1String("--cell"))
            c.cell = next();
        else if (args[i] == QLatin1String("--screenshot") && i + 1 < args.size())
            c.screenshot = args[++i];
        else {
            std::fprintf(stderr, "usage: bench_fleet_replay [--seconds N] [--nodes N] [--gpus N] [--fast] "
                                 "[--verbose] [--cell PX] [--screenshot FILE.png]\n");
            return 2;
        }
    }
    // Settings the view remembers go to a scratch place, not the user's.
    QTemporaryDir home;
    qputenv("CLUSTERGATE_HOME", home.path().toUtf8());

    const double rssStart = rssMiB();
    const Recording rec = record(c);
    const double rssRecorded = rssMiB();
    std::printf("fleet replay: %d nodes x %d GPUs, %d s at 1 Hz%s, platform %s\n", c.nodes, c.gpus, c.seconds,
                c.fast ? " (--fast: no waiting)" : "", qPrintable(QApplication::platformName()));
    std::printf("recorded: %zu frames, %.1f MiB (%.0f bytes per sample frame)\n", rec.frames,
                double(rec.total) / (1 << 20), double(rec.total) / double(rec.frames));

    // The console side: one decoder per node channel, the store, the fleet view.
    FleetStore store;
    QElapsedTimer wall;
    // Replay time: second s of the recording starts at kT0 + s x 1000 whether or not we wait for it.
    int second = 0;
    QElapsedTimer inSecond;
    inSecond.start();
    store.setClock([&] { return kT0 + qint64(second) * 1000 + std::min<qint64>(999, inSecond.elapsed()); });
    std::vector<proto::FrameDecoder> decoders(std::size_t(c.nodes), proto::FrameDecoder(256 * 1024));
    std::vector<QString> ids;
    for (int n = 0; n < c.nodes; ++n)
        ids.push_back(QStringLiteral("h200-%1").arg(n + 1, 4, 10, QLatin1Char('0')));

    ui::FleetView view;
    view.setRefreshIntervalMs(24 * 3600 * 1000); // the replay drives refreshes itself
    view.setStore(&store);
    view.heatmap()->setCellSize(c.cell);
    view.resize(1920, 1080);
    view.show();
    QApplication::processEvents();

    std::vector<double> refreshMs;
    std::vector<double> refreshCpuMs;
    std::vector<double> ingestMs;
    QImage frame;
    quint64 framesIn = 0;
    int repainted = 0;
    wall.start();
    const double cpu0 = cpuSeconds();
    for (int s = 0; s < c.seconds; ++s) {
        second = s;
        inSecond.restart();
        QElapsedTimer t;
        t.start();
        const auto &sec = rec.bytes[std::size_t(s)];
        for (int n = 0; n < c.nodes; ++n) {
            proto::FrameDecoder &d = decoders[std::size_t(n)];
            d.feed(sec[std::size_t(n)].data(), sec[std::size_t(n)].size());
            while (auto ev = d.next()) {
                if (ev->frame) {
                    store.ingest(ids[std::size_t(n)], *ev->frame);
                    ++framesIn;
                }
            }
        }
        ingestMs.push_back(double(t.nsecsElapsed()) / 1e6);

        // One heatmap update: snapshot, recolour, repaint every pixel of it.
        t.restart();
        const double refreshCpu0 = threadCpuMs();
        view.refresh();
        const double recolourMs = double(t.nsecsElapsed()) / 1e6;
        QWidget *viewport = view.heatmap()->viewport();
        if (frame.size() != viewport->size())
            frame = QImage(viewport->size(), QImage::Format_ARGB32_Premultiplied);
        viewport->render(
            &frame); // every pixel painted again, into a buffer that lives on like a backing store
        refreshMs.push_back(double(t.nsecsElapsed()) / 1e6);
        refreshCpuMs.push_back(threadCpuMs() - refreshCpu0);
        repainted += view.heatmap()->lastCellsRepainted();
        if (c.verbose)
            std::printf(
                "  second %2d: decode+store %6.2f ms, refresh %6.2f ms (%.2f ms before painting), %d cells "
                "rewritten\n",
                s, ingestMs.back(), refreshMs.back(), recolourMs, view.heatmap()->lastCellsRepainted());

        // Wait for the next second, handling events as the console would.
        const qint64 due = qint64(s + 1) * 1000;
        if (!c.fast && wall.elapsed() < due) {
            QEventLoop loop;
            QTimer::singleShot(int(due - wall.elapsed()), &loop, &QEventLoop::quit);
            loop.exec();
        } else {
            QApplication::processEvents();
        }
    }
    const double cpu = cpuSeconds() - cpu0;
    const double wallS = c.fast ? double(c.seconds) : double(wall.elapsed()) / 1000.0;
    const double rssEnd = rssMiB();
    const FleetSnapshot last = store.snapshot();
    if (!c.screenshot.isEmpty()) {
        view.grab().save(c.screenshot);
        // And the detail of a node with a gap in its history, if there is one.
        QString shown = ids.front();
        for (const NodeSnapshot &n : last.nodes) {
            if (n.gaps > 0) {
                shown = n.id;
                break;
            }
        }
        view.openDetail(shown, 0);
        QApplication::processEvents();
        QString detail = c.screenshot;
        detail.insert(detail.lastIndexOf(QLatin1Char('.')) > 0 ? detail.lastIndexOf(QLatin1Char('.'))
                                                               : detail.size(),
                      QStringLiteral("-detail"));
        view.detail()->grab().save(detail);
    }
    const QRect lastCell = view.heatmap()->cellRect(ids.back(), c.gpus - 1);
    const bool allOnScreen = view.heatmap()->viewport()->rect().contains(lastCell);

    const double cpuPct = 100.0 * cpu / wallS;
    std::printf(
        "\nsustained: %.1f s wall, %.2f s CPU -> console CPU %.1f %% of one core (goal <= 25 %%: %s)\n",
        wallS, cpu, cpuPct, cpuPct <= 25.0 ? "met" : "missed");
    std::printf(
        "  frames ingested: %llu (%llu dropped); decode+store per second: median %.2f ms, max %.2f ms\n",
        static_cast<unsigned long long>(framesIn), static_cast<unsigned long long>(store.framesDropped()),
        percentile(ingestMs, 50), percentile(ingestMs, 100));
    std::printf("  heatmap refresh (snapshot + recolour + full repaint via render(), %d x %d cells %s):\n",
                c.nodes, c.gpus, allOnScreen ? "all on screen" : "NOT all on screen");
    std::printf(
        "    first update (nodes ranked, layout built, every cell drawn): %.2f ms wall, %.2f ms CPU\n",
        refreshMs.front(), refreshCpuMs.front());
    std::printf("    every update, the first included:\n");
    std::printf("      wall: p50 %.2f ms   p99 %.2f ms   max %.2f ms   (goal <= 16 ms: %s)\n",
                percentile(refreshMs, 50), percentile(refreshMs, 99), percentile(refreshMs, 100),
                percentile(refreshMs, 99) <= 16.0 ? "met" : "missed");
    std::printf(
        "      CPU:  p50 %.2f ms   p99 %.2f ms   max %.2f ms   (this thread; wall - CPU = waiting for "
        "a core)\n",
        percentile(refreshCpuMs, 50), percentile(refreshCpuMs, 99), percentile(refreshCpuMs, 100));
    std::printf("    cells rewritten per update: %d of %d\n", repainted / c.seconds, c.nodes * c.gpus);
    std::printf(
        "  RSS: %.1f MiB at start, %.1f MiB with the recording (%.1f MiB of frames), %.1f MiB at the end\n",
        rssStart, rssRecorded, double(rec.total) / (1 << 20), rssEnd);
    std::printf(
        "  console growth over the replay: %.1f MiB; store holds ~%.1f MiB (bounded: %d points per node)\n",
        rssEnd - rssRecorded, double(store.memoryBytes()) / (1 << 20), store.options().historyPoints);
    std::printf("  at the end: %d live, %d stale, %d unreachable nodes; %d GPUs busy, %d idle\n",
                last.summary.nodesLive, last.summary.nodesStale, last.summary.nodesUnreachable,
                last.summary.gpusBusy, last.summary.gpusIdle);

    // The first frame of a fleet view opened on this fleet: snapshot, nodes ranked, layout built, every
    // cell drawn, painted. This change (cells fitted to the space, the longest names measured) against the
    // way before it (14 px cells, every name measured for the names' column), each on a fresh view, median
    // of 5, thread CPU (wall time on a loaded machine is mostly waiting for a core).
    const auto firstFrame = [&](bool before) {
        std::vector<double> cpuMs, wallMs;
        for (int i = 0; i < 5; ++i) {
            ui::FleetView fresh;
            fresh.setRefreshIntervalMs(24 * 3600 * 1000);
            fresh.heatmap()->setMeasureEveryName(before);
            if (before)
                fresh.heatmap()->setCellSize(14);
            fresh.resize(1920, 1080);
            fresh.show();
            QApplication::processEvents();
            QImage image(fresh.heatmap()->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
            QElapsedTimer t;
            t.start();
            const double frameCpu0 = threadCpuMs();
            fresh.setStore(&store);
            fresh.heatmap()->viewport()->render(&image);
            cpuMs.push_back(threadCpuMs() - frameCpu0);
            wallMs.push_back(double(t.nsecsElapsed()) / 1e6);
            fresh.setStore(nullptr);
        }
        return std::make_pair(percentile(cpuMs, 50), percentile(wallMs, 50));
    };
    const auto fitted = firstFrame(false);
    const auto earlier = firstFrame(true);
    // The same fleet as ten clusters (View > Fleet with every cluster streaming): each cluster starts a line
    // of its own under a band with its name. The clusters' stores are filled from the same recording.
    const int clusterCount = 10;
    std::vector<std::unique_ptr<FleetStore>> clusters;
    QList<ui::FleetView::Group> groups;
    for (int k = 0; k < clusterCount; ++k) {
        clusters.push_back(std::make_unique<FleetStore>());
        clusters.back()->setClock([&] { return kT0 + qint64(second) * 1000 + 500; });
        groups.append({k + 1, QStringLiteral("cluster-%1").arg(k + 1), clusters.back().get()});
    }
    {
        std::vector<proto::FrameDecoder> again(std::size_t(c.nodes), proto::FrameDecoder(256 * 1024));
        for (int s = 0; s < c.seconds; ++s) {
            second = s;
            for (int n = 0; n < c.nodes; ++n) {
                const auto &bytes = rec.bytes[std::size_t(s)][std::size_t(n)];
                proto::FrameDecoder &d = again[std::size_t(n)];
                d.feed(bytes.data(), bytes.size());
                while (auto ev = d.next()) {
                    if (ev->frame)
                        clusters[std::size_t(n * clusterCount / c.nodes)]->ingest(ids[std::size_t(n)],
                                                                                  *ev->frame);
                }
            }
        }
    }
    std::vector<double> groupedCpuMs, groupedWallMs;
    int bands = 0;
    for (int i = 0; i < 5; ++i) {
        ui::FleetView fresh;
        fresh.setRefreshIntervalMs(24 * 3600 * 1000);
        fresh.resize(1920, 1080);
        fresh.show();
        QApplication::processEvents();
        QImage image(fresh.heatmap()->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        QElapsedTimer t;
        t.start();
        const double frameCpu0 = threadCpuMs();
        fresh.setGroups(groups);
        fresh.heatmap()->viewport()->render(&image);
        groupedCpuMs.push_back(threadCpuMs() - frameCpu0);
        groupedWallMs.push_back(double(t.nsecsElapsed()) / 1e6);
        bands = int(fresh.heatmap()->groupHeaders().size());
        if (i == 0 && !c.screenshot.isEmpty()) {
            QString grouped = c.screenshot;
            grouped.insert(grouped.lastIndexOf(QLatin1Char('.')) > 0 ? grouped.lastIndexOf(QLatin1Char('.'))
                                                                     : grouped.size(),
                           QStringLiteral("-clusters"));
            fresh.grab().save(grouped);
        }
        fresh.setGroups({});
    }
    std::printf("\nfirst heatmap frame of a new fleet view, %d x %d GPUs (median of 5):\n", c.nodes, c.gpus);
    std::printf(
        "  this change (cells fitted, longest names measured): %.2f ms CPU, %.2f ms wall (goal <= 16 ms: "
        "%s)\n",
        fitted.first, fitted.second, fitted.first <= 16.0 ? "met" : "missed");
    std::printf("  before (14 px cells, every name measured):          %.2f ms CPU, %.2f ms wall\n",
                earlier.first, earlier.second);
    std::printf(
        "  as %d clusters (%d bands between them):              %.2f ms CPU, %.2f ms wall (goal <= 16 "
        "ms: %s)\n",
        clusterCount, bands, percentile(groupedCpuMs, 50), percentile(groupedWallMs, 50),
        percentile(groupedCpuMs, 50) <= 16.0 ? "met" : "missed");
    std::printf("  ratio before / this change: %.1fx CPU, %.1fx wall\n",
                earlier.first / std::max(1e-9, fitted.first), earlier.second / std::max(1e-9, fitted.second));

    // Anchors, same run, same frames.
    const double decodeCpu = decodeOnlySeconds(rec, c.nodes);
    const double decodePerSecMs = 1000.0 * decodeCpu / c.seconds;
    const double oursPerSecMs = 1000.0 * cpu / c.seconds;
    std::printf(
        "\nanchor 1, decode only (frames + sample payloads, nothing kept): %.2f ms CPU per replayed second\n",
        decodePerSecMs);
    std::printf(
        "  ratio console CPU / decode-only: %.1fx (everything the console does per second, vs decoding)\n",
        oursPerSecMs / std::max(1e-9, decodePerSecMs));
    const std::vector<double> table = naiveTableRefreshMs(last, c.gpus, 5);
    const double oursP50 = percentile(refreshMs, 50);
    std::printf(
        "anchor 2, naive QTableWidget heatmap (%d items, backgrounds set, grab): p50 %.2f ms, max %.2f ms\n",
        c.nodes * c.gpus, percentile(table, 50), percentile(table, 100));
    std::printf("  ratio QTableWidget / FleetHeatmap refresh (p50): %.1fx\n",
                percentile(table, 50) / std::max(1e-9, oursP50));
    std::printf("ratio goal / ours: CPU %.1fx (25 %% / %.1f %%), refresh %.1fx (16 ms / p99 %.2f ms)\n",
                25.0 / std::max(1e-9, cpuPct), cpuPct, 16.0 / std::max(1e-9, percentile(refreshMs, 99)),
                percentile(refreshMs, 99));
    std::fflush(stdout);
    return 0;
}
