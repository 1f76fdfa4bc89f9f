// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/stats.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace cg::agent::bench {

double percentile(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return std::numeric_limits<double>::quiet_NaN();
    p = std::clamp(p, 0.0, 100.0);
    const double pos = p / 100.0 * double(sorted.size() - 1);
    const auto lo = std::size_t(std::floor(pos));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    const double frac = pos - double(lo);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * frac;
}

Summary summarize(std::vector<double> samples)
{
    Summary s;
    s.n = samples.size();
    s.samples = samples;
    if (samples.empty()) {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        s.median = s.min = s.max = s.mean = s.stddev = s.spreadPct = s.p90 = s.p99 = nan;
        return s;
    }
    std::sort(samples.begin(), samples.end());
    s.min = samples.front();
    s.max = samples.back();
    s.median = percentile(samples, 50);
    s.p90 = percentile(samples, 90);
    s.p99 = percentile(samples, 99);
    s.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / double(samples.size());
    if (samples.size() > 1) {
        double sq = 0;
        for (double v : samples)
            sq += (v - s.mean) * (v - s.mean);
        s.stddev = std::sqrt(sq / double(samples.size() - 1));
    }
    s.spreadPct = s.median != 0 ? (s.max - s.min) / std::fabs(s.median) * 100.0 : 0.0;
    return s;
}

std::vector<double> repeat(const RepeatOptions &options, const std::function<double()> &run)
{
    for (int i = 0; i < options.warmup; ++i)
        run();
    std::vector<double> out;
    out.reserve(std::size_t(std::max(options.repetitions, 0)));
    for (int i = 0; i < options.repetitions; ++i)
        out.push_back(run());
    return out;
}

} // namespace cg::agent::bench
