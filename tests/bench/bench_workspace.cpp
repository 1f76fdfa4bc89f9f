// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace under 1,000 nodes x 8 GPUs replayed at 1 Hz, offscreen: the Overview tab and the Fleet view
// (detached beside it, so both are shown and refresh), against the anchor measured in the same run: today's
// floating Fleet window alone on the same store. Samples are ingested on a feeder thread, as the SSH I/O
// thread does, so the GUI thread's figures are the views' own work.
// Prints the GUI thread's busy time as % of one core (its CPU time / wall time) and the p50/p99/max length
// of a frame: one stretch of uninterrupted GUI-thread work (event deliveries less than 1 ms apart, a refresh
// with its repaint), and the workspace's ratios to the anchor.
// Goals: busy <= 10 % of one core, p99 frame <= 16 ms.
//
//   bench_workspace [--seconds 20] [--nodes 1000] [--gpus 8]
#include "agent/fleet_store.h"
#include "fleet/fleet_view.h"
#include "protocol/messages.h"
#include "services/overview_model.h"
#include "workspace/overview_view.h"
#include "workspace/workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <time.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <random>
#include <thread>
#include <vector>

using namespace cg;

namespace {

struct Config
{
    int seconds = 20;
    int nodes = 1000;
    int gpus = 8;
};

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(std::ceil(p / 100.0 * double(v.size())) - 1));
    return v[i];
}

// Every node sends one sample a second; utilization drifts per GPU, temperature and power follow it.
class Feeder
{
public:
    Feeder(FleetStore &store, const Config &c) : m_store(store), m_c(c)
    {
        m_util.resize(std::size_t(c.nodes * c.gpus));
        std::mt19937 rng(7);
        for (float &u : m_util)
            u = float(rng() % 100);
        for (int n = 0; n < c.nodes; ++n)
            m_ids << QStringLiteral("h200-%1").arg(n + 1, 4, 10, QLatin1Char('0'));
    }
    void second(quint64 seq)
    {
        std::normal_distribution<float> step(0, 6);
        for (int n = 0; n < m_c.nodes; ++n) {
            proto::Sample s;
            s.seq = seq;
            s.timestampMs = QDateTime::currentMSecsSinceEpoch();
            s.intervalMs = 1000;
            s.cpuPercent = 35;
            s.tcpRetransSegsPerSec = double(m_rng() % 5);
            s.tcpOutSegsPerSec = 20000;
            for (int g = 0; g < m_c.gpus; ++g) {
                float &u = m_util[std::size_t(n * m_c.gpus + g)];
                u = std::clamp(u + step(m_rng), 0.0f, 100.0f);
                proto::GpuSample gs;
                gs.index = quint32(g);
                gs.valid = 0x1f;
                gs.utilization = std::round(u);
                gs.memTotalBytes = 141ull << 30;
                gs.memUsedBytes = quint64(double(gs.memTotalBytes) * (0.2 + u / 150.0));
                gs.temperatureC = std::round(32 + u * 0.5f);
                gs.powerW = std::round(90 + u * 6);
                gs.powerLimitW = 700;
                gs.throttleReasons = u > 97 ? 0x4 : 0;
                s.gpus.push_back(gs);
            }
            m_store.ingestSample(m_ids[n], s);
        }
    }

private:
    FleetStore &m_store;
    Config m_c;
    std::vector<float> m_util;
    QStringList m_ids;
    std::mt19937 m_rng{11};
};

// Times every event the GUI thread delivers; deliveries less than 1 ms apart make one frame.
class TimingApp : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!recording)
            return QApplication::notify(receiver, event);
        const bool outer = m_depth++ == 0;
        const qint64 start = outer ? m_clock.nsecsElapsed() : 0;
        const bool r = QApplication::notify(receiver, event);
        if (--m_depth == 0 && outer) {
            const qint64 end = m_clock.nsecsElapsed();
            if (m_frameStart >= 0 && start - m_frameEnd < 1'000'000) {
                m_frameEnd = end; // the same frame goes on
            } else {
                closeFrame();
                m_frameStart = start;
                m_frameEnd = end;
            }
        }
        return r;
    }
    void begin()
    {
        frames.clear();
        m_frameStart = -1;
        m_clock.start();
        recording = true;
    }
    void end()
    {
        closeFrame();
        recording = false;
    }

    bool recording = false;
    std::vector<double> frames; // ms

private:
    void closeFrame()
    {
        if (m_frameStart >= 0)
            frames.push_back(double(m_frameEnd - m_frameStart) / 1e6);
        m_frameStart = -1;
    }
    QElapsedTimer m_clock;
    int m_depth = 0;
    qint64 m_frameStart = -1;
    qint64 m_frameEnd = 0;
};

struct Figures
{
    double busyPercent = 0;
    double p50 = 0, p99 = 0, max = 0;
    std::size_t frames = 0;
};

// Runs the event loop for `seconds` while a thread feeds `store` at 1 Hz; measures the GUI thread.
Figures measure(FleetStore &store, const Config &c)
{
    std::atomic<bool> stop{false};
    std::thread feeder([&] {
        Feeder f(store, c);
        quint64 seq = 1;
        while (!stop.load()) {
            const auto next = std::chrono::steady_clock::now() + std::chrono::seconds(1);
            f.second(seq++);
            std::this_thread::sleep_until(next);
        }
    });
    // Warm-up: the first refreshes lay out and allocate.
    QElapsedTimer warm;
    warm.start();
    while (warm.elapsed() < 2000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);

    auto *app = static_cast<TimingApp *>(QCoreApplication::instance());
    app->begin();
    const double cpu0 = threadCpuMs();
    QElapsedTimer wall;
    wall.start();
    QEventLoop loop;
    QTimer::singleShot(c.seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    const double cpuMs = threadCpuMs() - cpu0;
    const double wallMs = double(wall.elapsed());
    app->end();
    const std::vector<double> frames = app->frames;
    stop = true;
    feeder.join();
    Figures f;
    f.busyPercent = 100.0 * cpuMs / wallMs;
    f.p50 = percentile(frames, 50);
    f.p99 = percentile(frames, 99);
    f.max = frames.empty() ? 0 : *std::max_element(frames.begin(), frames.end());
    f.frames = frames.size();
    return f;
}

void print(const char *name, const Figures &f)
{
    std::printf(
        "%-34s busy %5.2f %% of one core   frame p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms  (%zu frames)\n",
        name, f.busyPercent, f.p50, f.p99, f.max, f.frames);
}

} // namespace

int main(int argc, char **argv)
{
    TimingApp app(argc, argv);
    QTemporaryDir home; // the views' remembered settings go to a throwaway profile
    qputenv("CLUSTERGATE_HOME", home.path().toUtf8());
    Config c;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--seconds"))
            c.seconds = std::max(3, args[i + 1].toInt());
        else if (args[i] == QLatin1String("--nodes"))
            c.nodes = std::max(1, args[i + 1].toInt());
        else if (args[i] == QLatin1String("--gpus"))
            c.gpus = std::clamp(args[i + 1].toInt(), 1, 16);
    }
    std::printf("bench_workspace: %d nodes x %d GPUs at 1 Hz, %d s per run, QPA %s, %d cores\n", c.nodes,
                c.gpus, c.seconds, qPrintable(QGuiApplication::platformName()), QThread::idealThreadCount());

    Figures anchor;
    {
        FleetStore store;
        ui::FleetView view; // today's floating Fleet window
        view.setStore(&store);
        view.resize(1100, 700);
        view.show();
        anchor = measure(store, c);
        print("anchor: floating Fleet window", anchor);
    }
    Figures ws;
    {
        FleetStore store;
        services::OverviewModel model;
        QList<ClusterRecord> clusters;
        ClusterRecord lab;
        lab.id = 1;
        lab.name = QStringLiteral("lab-sg");
        clusters << lab;
        model.setClusters(clusters, {{1, c.nodes}});
        model.setStore(1, &store);
        QWidget window;
        window.resize(1280, 860);
        auto *workspace = new ui::Workspace(&window);
        workspace->resize(window.size());
        auto *overview = new ui::OverviewView(&model);
        auto *fleet = new ui::FleetView;
        fleet->setStore(&store);
        workspace->openTab(fleet, QStringLiteral("Fleet"), QStringLiteral("fleet"));
        workspace->openTab(overview, QStringLiteral("Overview"), QStringLiteral("overview"));
        window.show();
        workspace->detach(QStringLiteral("fleet")); // beside the Overview: both shown, both refresh
        workspace->detachedWindow(QStringLiteral("fleet"))->resize(1100, 700);
        ws = measure(store, c);
        print("workspace: Overview + Fleet", ws);
    }
    std::printf("ratio workspace / anchor: busy %.2f x, p99 frame %.2f x\n",
                anchor.busyPercent > 0 ? ws.busyPercent / anchor.busyPercent : 0.0,
                anchor.p99 > 0 ? ws.p99 / anchor.p99 : 0.0);
    std::printf("goals: busy <= 10 %% of one core: %s; p99 frame <= 16 ms: %s\n",
                ws.busyPercent <= 10 ? "met" : "NOT met", ws.p99 <= 16 ? "met" : "NOT met");
    return 0;
}
