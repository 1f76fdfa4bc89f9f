// SPDX-License-Identifier: GPL-3.0-or-later
// The business layer of an inference service from its own Prometheus metrics: one scrape read into the
// families vLLM documents (and SGLang's and TGI's equivalents), and two scrapes turned into a window: QPS,
// error rate, TTFT and end-to-end latency percentiles from the histograms' buckets (never averages),
// tokens per second, and the cost per 1,000 requests from the GPU-hour price, the GPUs serving and the
// requests measured in the window.
#pragma once

#include "business/prom_text.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cg::business {

// A cumulative histogram: upper bounds (le) ascending with their cumulative counts; +Inf last.
struct Histogram
{
    QList<QPair<double, double>> buckets;
    double count = 0;
    double sum = 0;
    bool isEmpty() const { return buckets.isEmpty(); }
    // after - before, bucket by bucket (the same layout); empty when the layouts differ or counters reset.
    static Histogram delta(const Histogram &before, const Histogram &after);
    // Prometheus' histogram_quantile: linear interpolation inside the bucket holding the rank; the
    // highest finite bound when the rank falls into +Inf. nullopt without observations.
    std::optional<double> quantile(double q) const;
};

struct ServingScrape
{
    QDateTime at;
    QString stack; // "vllm", "sglang", "tgi"; empty when none of their families was found
    double running = 0;
    double waiting = 0;
    double finished = 0; // requests finished, all reasons
    double failed = 0;   // requests that ended in error (vLLM: finished_reason="abort"; TGI: count - success)
    double promptTokens = 0;
    double generationTokens = 0;
    Histogram ttft;      // seconds
    Histogram e2e;       // seconds
    QStringList missing; // documented families the endpoint did not serve

    static ServingScrape fromSamples(const QList<PromSample> &samples, const QDateTime &at);
};

struct ServingCost
{
    double gpuHourPrice = 0; // effective price of one GPU-hour
    int gpus = 0;            // GPUs serving this endpoint
    QString currency = QStringLiteral("USD");
};

struct ServingWindow
{
    double seconds = 0;
    double requests = 0;
    double errors = 0;
    double qps = 0;
    std::optional<double> errorRate; // errors / requests; none without requests
    std::optional<double> ttftP50Ms, ttftP95Ms, ttftP99Ms;
    std::optional<double> e2eP50Ms, e2eP95Ms, e2eP99Ms;
    double promptTokensPerSecond = 0;
    double generationTokensPerSecond = 0;
    double running = 0;
    double waiting = 0;
    double windowCost = 0;           // GPUs x hours x price
    std::optional<double> costPer1k; // windowCost / (requests / 1000); none without requests or price
    double dailyCost = 0;            // GPUs x 24 h x price
    QString currency;
    bool counterReset = false; // a counter went down: the server restarted inside the window
};

class ServingMetrics
{
public:
    // Percentiles from the difference of the histograms (what happened in the window).
    static ServingWindow window(const ServingScrape &before, const ServingScrape &after,
                                const ServingCost &cost);
};

} // namespace cg::business
