// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: what a team's Prometheus (or anything answering in its place) sends back to a range query,
// decoded under tight bounds: never more series or points than allowed, points in time order, labels kept.
#include "history/prometheus_decode.h"

#include "fuzz_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cg::history;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    PromRangeLimits limits;
    limits.maxBytes = 256 * 1024;
    limits.maxSeries = 64;
    limits.maxPoints = 4096;
    const auto r = PromRangeDecoder::decode(input, limits);
    if (!r) {
        check(!r.error().isEmpty());
        return 0;
    }
    check(r->series.size() <= std::size_t(limits.maxSeries));
    check(r->warnings.size() <= 16);
    std::size_t points = 0;
    for (const PromRangeSeries &s : r->series) {
        points += s.points.size();
        for (std::size_t i = 1; i < s.points.size(); ++i)
            check(s.points[i - 1].first < s.points[i].first);
        for (const auto &p : s.points)
            check(p.first >= 0);
    }
    check(points <= std::size_t(limits.maxPoints));
    return 0;
}
