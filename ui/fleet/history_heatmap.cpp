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
    // The maximum per pixel, folded row by row (each source row read once, in order).
    std::vector<float> px(std::size_t(w) * std::size_t(h), -std::numeric_limits<float>::infinity());
    std::vector<int> colPx(std::size_t(std::max(cols, 1)));
    for (int c = 0; c < cols; ++c)
        colPx[std::size_t(c)] = int(qint64(c) * w / cols);
    for (int r = 0; r < rows; ++r) {
        float *line = px.data() + std::size_t(qint64(r) * h / rows) * std::size_t(w);
        const float *src = heatmap.cells.data() + std::size_t(r) * std::size_t(cols);
        for (int c = 0; c < cols; ++c) {
            const float v = src[c];
            float &cell = line[colPx[std::size_t(c)]];
            if (v > cell) // NaN never compares greater: no data stays no data
                cell = v;
        }
    }
    QImage small(w, h, QImage::Format_RGB32);
    const QRgb none = FleetColors::noData();
    for (int y = 0; y < h; ++y) {
        auto *out = reinterpret_cast<QRgb *>(small.scanLine(y));
        const float *in = px.data() + std::size_t(y) * std::size_t(w);
        for (int x = 0; x < w; ++x)
            out[x] = std::isfinite(in[x]) ? FleetColors::color(metric, in[x]) : none;
    }
    if (small.size() == size)
        return small;
    return small.scaled(size, Qt::IgnoreAspectRatio, Qt::FastTransformation);
}

} // namespace cg::ui
