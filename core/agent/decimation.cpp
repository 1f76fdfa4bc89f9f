// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/decimation.h"

#include <cmath>
#include <limits>

namespace cg {

namespace {

struct Range
{
    std::size_t begin;
    std::size_t end;
};

// Indices covering the window plus one neighbour on each side.
Range windowRange(const RingBuffer &s, const DecimationWindow &w)
{
    std::size_t b = s.lowerBound(w.fromMs);
    if (b > 0)
        --b;
    std::size_t e = w.toMs == std::numeric_limits<qint64>::max() ? s.size() : s.lowerBound(w.toMs + 1);
    if (e < s.size())
        ++e;
    return {b, e};
}

inline QPointF pointAt(const RingBuffer &s, std::size_t i, qint64 origin)
{
    // In double: timestamps come from other machines and a subtraction in qint64 could overflow.
    return QPointF((double(s.timeAt(i)) - double(origin)) / 1000.0, double(s.valueAt(i)));
}

} // namespace

ValueRange copyAll(const RingBuffer &s, const DecimationWindow &w, QList<QPointF> &out)
{
    out.clear();
    ValueRange yr;
    const Range r = windowRange(s, w);
    out.reserve(qsizetype(r.end - r.begin));
    for (std::size_t i = r.begin; i < r.end; ++i) {
        out.append(pointAt(s, i, w.originMs));
        yr.include(s.valueAt(i));
    }
    return yr;
}

ValueRange decimate(const RingBuffer &s, const DecimationWindow &w, QList<QPointF> &out)
{
    const Range r = windowRange(s, w);
    const int columns = std::max(1, w.columns);
    if (r.end - r.begin <= std::size_t(columns) * 4)
        return copyAll(s, w, out);

    out.clear();
    out.reserve(columns * 4 + 2);
    ValueRange yr;
    const double span = std::max(1.0, double(w.toMs) - double(w.fromMs));

    auto columnOf = [&](qint64 t) -> long {
        const double c = std::floor((double(t) - double(w.fromMs)) / span * columns);
        return long(std::clamp(c, -1.0, double(columns)));
    };

    std::size_t i = r.begin;
    while (i < r.end) {
        const long col = columnOf(s.timeAt(i));
        const std::size_t first = i;
        std::size_t minI = i, maxI = i;
        for (; i < r.end && columnOf(s.timeAt(i)) == col; ++i) {
            if (s.valueAt(i) < s.valueAt(minI))
                minI = i;
            if (s.valueAt(i) > s.valueAt(maxI))
                maxI = i;
        }
        const std::size_t last = i - 1;
        // Emit in time order, each index once.
        std::size_t idx[4] = {first, std::min(minI, maxI), std::max(minI, maxI), last};
        std::size_t prev = std::size_t(-1);
        for (std::size_t k : idx) {
            if (k == prev)
                continue;
            out.append(pointAt(s, k, w.originMs));
            yr.include(s.valueAt(k));
            prev = k;
        }
    }
    return yr;
}

} // namespace cg
