// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark harness: warm-up runs that are thrown away, N measured repetitions, and the statistics
// every result carries (median, spread, percentiles).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

namespace cg::agent::bench {

struct RepeatOptions
{
    int warmup = 2;       // runs whose measurement is discarded (clocks ramp up, caches and TLBs fill)
    int repetitions = 10; // measured runs
};

// Summary of a set of measurements. Empty input gives n == 0 and NaN everywhere.
struct Summary
{
    std::size_t n = 0;
    double median = 0;
    double min = 0;
    double max = 0;
    double mean = 0;
    double stddev = 0;    // sample standard deviation (n - 1); 0 for a single sample
    double spreadPct = 0; // (max - min) / median * 100: how far apart the repetitions were
    double p90 = 0;
    double p99 = 0;
    std::vector<double> samples; // in the order they were measured
};

// Linear interpolation between closest ranks (the "type 7" definition spreadsheets and NumPy use).
// `sorted` must be sorted ascending and not empty; p in [0, 100].
double percentile(const std::vector<double> &sorted, double p);

Summary summarize(std::vector<double> samples);

// Calls `run` warmup + repetitions times; the values of the measured repetitions are returned in
// order. A run returns its own measurement (a rate, a time) so it can time exactly what it measures.
std::vector<double> repeat(const RepeatOptions &options, const std::function<double()> &run);

} // namespace cg::agent::bench
