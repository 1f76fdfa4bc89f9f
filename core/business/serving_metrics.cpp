// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/serving_metrics.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace cg::business {

Histogram Histogram::delta(const Histogram &before, const Histogram &after)
{
    if (before.isEmpty())
        return after;
    if (before.buckets.size() != after.buckets.size())
        return {};
    Histogram d;
    for (qsizetype i = 0; i < after.buckets.size(); ++i) {
        if (before.buckets[i].first != after.buckets[i].first &&
            !(std::isinf(before.buckets[i].first) && std::isinf(after.buckets[i].first)))
            return {};
        const double c = after.buckets[i].second - before.buckets[i].second;
        if (c < 0)
            return {};
        // Cumulative: never below the bucket before it.
        d.buckets.append(
            {after.buckets[i].first, d.buckets.isEmpty() ? c : std::max(c, d.buckets.last().second)});
    }
    d.count = after.count - before.count;
    d.sum = after.sum - before.sum;
    return d;
}

std::optional<double> Histogram::quantile(double q) const
{
    if (buckets.isEmpty() || q < 0 || q > 1)
        return std::nullopt;
    const double total = buckets.last().second;
    if (!(total > 0) || !std::isfinite(total)) // a count that overflowed says nothing
        return std::nullopt;
    const double rank = q * total;
    double lowerBound = 0;
    double lowerCount = 0;
    for (qsizetype i = 0; i < buckets.size(); ++i) {
        const auto [le, cum] = buckets[i];
        if (cum >= rank) {
            if (std::isinf(le))
                return i > 0 ? buckets[i - 1].first : std::optional<double>();
            if (i == 0 && le <= 0)
                return le;
            const double inBucket = cum - lowerCount;
            if (inBucket <= 0)
                return le;
            // Within the bucket's bounds whatever the rounding: a higher quantile is never lower.
            return std::clamp(lowerBound + (le - lowerBound) * (rank - lowerCount) / inBucket, lowerBound,
                              le);
        }
        lowerBound = le;
        lowerCount = cum;
    }
    return std::nullopt;
}

namespace {

// The families of each stack, in the order tried.
struct Families
{
    const char *stack;
    const char *running;
    const char *waiting;
    const char *ttft;
    const char *e2e;
    const char *finished; // a counter of finished requests
    const char *success;  // TGI: a counter of successful requests (errors = finished - success)
    const char *prompt;
    const char *generation;
};

constexpr Families kStacks[] = {
    {"vllm", "vllm:num_requests_running", "vllm:num_requests_waiting", "vllm:time_to_first_token_seconds",
     "vllm:e2e_request_latency_seconds", "vllm:request_success_total", nullptr, "vllm:prompt_tokens_total",
     "vllm:generation_tokens_total"},
    {"sglang", "sglang:num_running_reqs", "sglang:num_queue_reqs", "sglang:time_to_first_token_seconds",
     "sglang:e2e_request_latency_seconds", "sglang:num_requests_total", nullptr, "sglang:prompt_tokens_total",
     "sglang:generation_tokens_total"},
    {"tgi", "tgi_batch_current_size", "tgi_queue_size", nullptr, "tgi_request_duration", "tgi_request_count",
     "tgi_request_success", "tgi_request_input_length_sum", "tgi_request_generated_tokens_sum"},
};

double sumOf(const QList<PromSample> &samples, const QString &name, bool *found = nullptr)
{
    double total = 0;
    for (const auto &s : samples)
        if (s.name == name && std::isfinite(s.value)) {
            total += s.value;
            if (found)
                *found = true;
        }
    return total;
}

// Buckets summed over every other label (models, engines) by their bound.
Histogram histogramOf(const QList<PromSample> &samples, const QString &base)
{
    const QString bucket = base + QStringLiteral("_bucket");
    QMap<double, double> byBound;
    Histogram h;
    for (const auto &s : samples) {
        if (s.name != bucket || !std::isfinite(s.value))
            continue;
        bool ok = false;
        const QString le = s.label(QStringLiteral("le"));
        const double bound = le == QLatin1String("+Inf") ? INFINITY : le.toDouble(&ok);
        if (!(ok && std::isfinite(bound)) && !(std::isinf(bound) && bound > 0))
            continue;
        byBound[bound] += s.value;
    }
    if (byBound.isEmpty() || !std::isinf(byBound.lastKey()))
        return h;
    double running = 0;
    for (auto it = byBound.cbegin(); it != byBound.cend(); ++it) {
        running = std::max(running, it.value()); // cumulative counts never go down
        h.buckets.append({it.key(), running});
    }
    h.count = sumOf(samples, base + QStringLiteral("_count"));
    h.sum = sumOf(samples, base + QStringLiteral("_sum"));
    return h;
}

} // namespace

ServingScrape ServingScrape::fromSamples(const QList<PromSample> &samples, const QDateTime &at)
{
    ServingScrape s;
    s.at = at;
    for (const auto &f : kStacks) {
        bool any = false;
        const auto read = [&](const char *name, double &into) {
            if (!name)
                return;
            bool found = false;
            into = sumOf(samples, QString::fromLatin1(name), &found);
            any = any || found;
            if (!found)
                s.missing.append(QString::fromLatin1(name));
        };
        s.missing.clear();
        read(f.running, s.running);
        read(f.waiting, s.waiting);
        read(f.finished, s.finished);
        read(f.prompt, s.promptTokens);
        read(f.generation, s.generationTokens);
        if (f.success) {
            double success = 0;
            read(f.success, success);
            s.failed = std::max(0.0, s.finished - success);
        } else {
            // vLLM and SGLang: aborted requests are the ones that did not finish normally.
            for (const auto &sample : samples)
                if (sample.name == QLatin1String(f.finished) &&
                    sample.label(QStringLiteral("finished_reason")) == QLatin1String("abort") &&
                    std::isfinite(sample.value))
                    s.failed += sample.value;
        }
        for (const auto &[name, into] : {std::pair{f.ttft, &s.ttft}, std::pair{f.e2e, &s.e2e}}) {
            if (!name)
                continue;
            *into = histogramOf(samples, QString::fromLatin1(name));
            if (into->isEmpty())
                s.missing.append(QString::fromLatin1(name));
            else
                any = true;
        }
        if (any) {
            s.stack = QString::fromLatin1(f.stack);
            return s;
        }
    }
    s = ServingScrape{};
    s.at = at;
    s.missing = {QStringLiteral("vllm:num_requests_running"),
                 QStringLiteral("vllm:e2e_request_latency_seconds")};
    return s;
}

ServingWindow ServingMetrics::window(const ServingScrape &before, const ServingScrape &after,
                                     const ServingCost &cost)
{
    ServingWindow w;
    w.currency = cost.currency;
    w.seconds = double(before.at.msecsTo(after.at)) / 1000.0;
    w.running = after.running;
    w.waiting = after.waiting;
    const auto counter = [&](double b, double a) {
        if (a < b) {
            w.counterReset = true;
            return a; // the server restarted: count from zero
        }
        return a - b;
    };
    w.requests = counter(before.finished, after.finished);
    w.errors = std::clamp(counter(before.failed, after.failed), 0.0, std::max(0.0, w.requests));
    const double prompt = counter(before.promptTokens, after.promptTokens);
    const double generated = counter(before.generationTokens, after.generationTokens);
    if (w.seconds > 0) {
        w.qps = w.requests / w.seconds;
        w.promptTokensPerSecond = prompt / w.seconds;
        w.generationTokensPerSecond = generated / w.seconds;
    }
    if (w.requests > 0)
        w.errorRate = std::clamp(w.errors / w.requests, 0.0, 1.0);
    const auto ms = [](std::optional<double> s) {
        return s ? std::optional<double>(*s * 1000.0) : std::nullopt;
    };
    const Histogram ttft = Histogram::delta(w.counterReset ? Histogram{} : before.ttft, after.ttft);
    const Histogram e2e = Histogram::delta(w.counterReset ? Histogram{} : before.e2e, after.e2e);
    w.ttftP50Ms = ms(ttft.quantile(0.50));
    w.ttftP95Ms = ms(ttft.quantile(0.95));
    w.ttftP99Ms = ms(ttft.quantile(0.99));
    w.e2eP50Ms = ms(e2e.quantile(0.50));
    w.e2eP95Ms = ms(e2e.quantile(0.95));
    w.e2eP99Ms = ms(e2e.quantile(0.99));
    if (cost.gpus > 0 && cost.gpuHourPrice > 0) {
        w.windowCost = cost.gpus * (w.seconds / 3600.0) * cost.gpuHourPrice;
        w.dailyCost = cost.gpus * 24.0 * cost.gpuHourPrice;
        if (w.requests > 0)
            w.costPer1k = w.windowCost / (w.requests / 1000.0);
    }
    return w;
}

} // namespace cg::business
