// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/history_heatmap.h"

#include "fleet/fleet_colors.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace cg::ui {

QImage renderHistoryHeatmap(const history::Heatmap &heatmap, QSize size, FleetMetric metric)
{
    const int rows = int(heatmap.rows.size());
    const int cols = heatmap.columns;
    const int w = std::max(1, std::min(size.width(), std::max(cols, 1)));
    const int h = std::max(1, std::min(size.height(), std::max(rows, 1)));
    // The maximum per pixel, folded column by column as the heatmap holds them (each cell read once, in
    // order; the pixels kept column-major too, then written out row by row).
    std::vector<float> px(std::size_t(w) * std::size_t(h), -std::numeric_limits<float>::infinity());
    std::vector<int> rowPx(std::size_t(std::max(rows, 1)));
    for (int r = 0; r < rows; ++r)
        rowPx[std::size_t(r)] = int(qint64(r) * h / rows);
    for (int c = 0; c < cols; ++c) {
        float *column = px.data() + std::size_t(qint64(c) * w / cols) * std::size_t(h);
        const float *src = heatmap.cells.data() + std::size_t(c) * std::size_t(rows);
        for (int r = 0; r < rows; ++r) {
            const float v = src[r];
            float &cell = column[rowPx[std::size_t(r)]];
            if (v > cell) // NaN never compares greater: no data stays no data
                cell = v;
        }
    }
    // The fleet view's colours, looked up once per shade rather than once per pixel.
    const FleetColors::Range range = FleetColors::range(metric);
    QRgb shades[256];
    for (int i = 0; i < 256; ++i)
        shades[i] = FleetColors::color(metric, range.min + (range.max - range.min) * float(i) / 255.0f);
    const float scale = range.max > range.min ? 255.0f / (range.max - range.min) : 0.0f;
    auto colorOf = [&](float v) {
        if (range.categorical)
            return FleetColors::color(metric, v);
        return shades[std::clamp(int(std::lround((v - range.min) * scale)), 0, 255)];
    };
    QImage small(w, h, QImage::Format_RGB32);
    const QRgb none = FleetColors::noData();
    for (int y = 0; y < h; ++y) {
        auto *out = reinterpret_cast<QRgb *>(small.scanLine(y));
        for (int x = 0; x < w; ++x) {
            const float v = px[std::size_t(x) * std::size_t(h) + std::size_t(y)];
            out[x] = std::isfinite(v) ? colorOf(v) : none;
        }
    }
    if (small.size() == size)
        return small;
    return small.scaled(size, Qt::IgnoreAspectRatio, Qt::FastTransformation);
}

} // namespace cg::ui
