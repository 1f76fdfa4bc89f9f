// SPDX-License-Identifier: GPL-3.0-or-later
// UI refresh cost: 8 charts x 1 h of 1 Hz data, one refresh = read from the store + replace()
// + repaint. Decimated (what the console does) vs the anchor, naive replace() of every point.
// Goal: <= 16 ms per refresh.
#include "agent/telemetry_store.h"
#include "charts/chart_panel.h"
#include "protocol/messages.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGridLayout>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace cg;

namespace {

constexpr int kCharts = 8;
constexpr int kPoints = 3600;
constexpr int kRefreshes = 30;

double measure(TelemetryStore &store, bool decimate, qint64 nowMs)
{
    QWidget window;
    auto *grid = new QGridLayout(&window);
    std::vector<ui::ChartPanel *> panels;
    for (int c = 0; c < kCharts; ++c) {
        auto *p = new ui::ChartPanel(QStringLiteral("GPU %1").arg(c), ui::Unit::Percent, &window);
        p->setFixedMaximum(100);
        p->addSeries(QStringLiteral("node"), metric::gpu(quint32(c), "util_percent"), QStringLiteral("util"));
        p->setDecimation(decimate);
        grid->addWidget(p, c / 2, c % 2);
        panels.push_back(p);
    }
    window.resize(1600, 1200);
    window.show();
    QApplication::processEvents();
    std::vector<double> ms;
    for (int r = 0; r < kRefreshes + 2; ++r) {
        QElapsedTimer t;
        t.start();
        for (auto *p : panels)
            p->refresh(store, nowMs + r * 250, 3600 * 1000);
        window.repaint();
        if (r >= 2) // the first two build caches
            ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    std::printf("  %-10s points drawn per chart: %5d   median %.2f ms, p90 %.2f ms per refresh\n",
                decimate ? "decimated" : "naive", panels.front()->pointsShown(), ms[ms.size() / 2],
                ms[ms.size() * 9 / 10]);
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TelemetryStore store(kPoints + 10);
    const qint64 start = 1764500000000;
    for (int i = 0; i < kPoints; ++i) {
        proto::Sample s;
        s.timestampMs = start + qint64(i) * 1000;
        for (int g = 0; g < kCharts; ++g) {
            proto::GpuSample gs;
            gs.index = quint32(g);
            gs.utilization = float(50 + 45 * std::sin(i / 30.0 + g));
            s.gpus.push_back(gs);
        }
        store.ingest(QStringLiteral("node"), s);
    }
    const qint64 now = start + qint64(kPoints - 1) * 1000;
    std::printf("%d charts x %d points (1 h at 1 Hz), %d refreshes each, window 1600x1200 (%s):\n", kCharts,
                kPoints, kRefreshes, qPrintable(QApplication::platformName()));
    const double dec = measure(store, true, now);
    const double naive = measure(store, false, now);
    std::printf("ratio naive / decimated: %.1fx   goal <= 16 ms: decimated %.2f ms (%s)\n", naive / dec, dec,
                dec <= 16.0 ? "met" : "missed");
    std::fflush(stdout);
    return 0;
}
