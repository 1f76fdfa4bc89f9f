// SPDX-License-Identifier: GPL-3.0-or-later
// Per-pixel decimation for line charts: each column keeps its first, min, max and last point,
// so a one-sample spike is still drawn however many points share its pixel.
#pragma once

#include "agent/ring_buffer.h"

#include <QList>
#include <QPointF>

namespace cg {

struct DecimationWindow
{
    qint64 fromMs = 0;   // window start (inclusive)
    qint64 toMs = 0;     // window end (inclusive)
    int columns = 1;     // pixel columns of the plot area
    qint64 originMs = 0; // x = (t - originMs) / 1000, in seconds
};

struct ValueRange
{
    double min = 0;
    double max = 0;
    bool valid = false;
    void include(double v)
    {
        if (!valid) {
            min = max = v;
            valid = true;
        } else {
            min = std::min(min, v);
            max = std::max(max, v);
        }
    }
};

// Replaces `out` with at most 4 points per column, in time order. One point just before the
// window and one just after are included so lines run to the edges. Returns the y range seen.
ValueRange decimate(const RingBuffer &series, const DecimationWindow &window, QList<QPointF> &out);

// Every point in the window, for comparison (and for series shorter than the pixel width).
ValueRange copyAll(const RingBuffer &series, const DecimationWindow &window, QList<QPointF> &out);

} // namespace cg
