// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/serving_series.h"

#include "export/metric_registry.h"

namespace cg::exporting {

namespace {

using T = MetricRegistry::Type;

const QByteArray kQps = "clustergate_inference_requests_per_second";
const QByteArray kErrors = "clustergate_inference_error_ratio";
const QByteArray kTtft = "clustergate_inference_time_to_first_token_seconds";
const QByteArray kE2e = "clustergate_inference_request_latency_seconds";
const QByteArray kTokens = "clustergate_inference_tokens_per_second";
const QByteArray kCost = "clustergate_inference_cost_per_1k_requests";
const QByteArray kAvailability = "clustergate_inference_availability_ratio";
const QByteArray kMet = "clustergate_inference_baseline_met";
const QByteArray kUp = "clustergate_inference_up";

} // namespace

void ServingSeries::declareFamilies(MetricRegistry &r)
{
    r.declare(kQps, T::Gauge, "Requests finished per second over the last measured window.");
    r.declare(kErrors, T::Gauge, "Share of the window's requests that ended in error.");
    r.declare(kTtft, T::Gauge,
              "Time to first token over the last window, by percentile (50, 95, 99), from the histogram.");
    r.declare(
        kE2e, T::Gauge,
        "End-to-end request latency over the last window, by percentile (50, 95, 99), from the histogram.");
    r.declare(kTokens, T::Gauge, "Tokens per second over the last window (prompt or generation).");
    r.declare(
        kCost, T::Gauge,
        "Cost per 1,000 requests from the contract's GPU-hour price, the GPUs serving and the requests.");
    r.declare(kAvailability, T::Gauge, "Share of the watched windows that met the baseline's availability.");
    r.declare(kMet, T::Gauge, "1 when the last window met the service baseline, else 0.");
    r.declare(kUp, T::Gauge, "1 when the service's metrics endpoint answered the last scrape, else 0.");
}

void ServingSeries::record(MetricRegistry &r, const business::InferenceReading &reading, qint64 nowMs)
{
    const QString owner = QStringLiteral("inference/") + reading.endpoint.name;
    const QByteArray cluster = reading.endpoint.cluster.toUtf8();
    const QByteArray service = reading.endpoint.name.toUtf8();
    const Labels labels{{"cluster", cluster}, {"service", service}};
    r.set(kUp, labels, reading.answered ? 1 : 0, nowMs, owner);
    if (!reading.report)
        return;
    const business::ServingWindow &w = reading.report->window;
    const auto with = [&](const char *name, const QByteArray &value) {
        Labels l = labels;
        l.emplace_back(name, value);
        return l;
    };
    const auto seconds = [](const std::optional<double> &ms) {
        return ms ? *ms / 1000.0 : std::numeric_limits<double>::quiet_NaN();
    };
    r.set(kQps, labels, w.qps, nowMs, owner);
    if (w.errorRate)
        r.set(kErrors, labels, *w.errorRate, nowMs, owner);
    r.set(kTtft, with("percentile", "50"), seconds(w.ttftP50Ms), nowMs, owner);
    r.set(kTtft, with("percentile", "95"), seconds(w.ttftP95Ms), nowMs, owner);
    r.set(kTtft, with("percentile", "99"), seconds(w.ttftP99Ms), nowMs, owner);
    r.set(kE2e, with("percentile", "50"), seconds(w.e2eP50Ms), nowMs, owner);
    r.set(kE2e, with("percentile", "95"), seconds(w.e2eP95Ms), nowMs, owner);
    r.set(kE2e, with("percentile", "99"), seconds(w.e2eP99Ms), nowMs, owner);
    r.set(kTokens, with("kind", "prompt"), w.promptTokensPerSecond, nowMs, owner);
    r.set(kTokens, with("kind", "generation"), w.generationTokensPerSecond, nowMs, owner);
    if (w.costPer1k)
        r.set(kCost, with("currency", w.currency.toUtf8()), *w.costPer1k, nowMs, owner);
    if (reading.report->hasBaseline) {
        if (reading.report->availability)
            r.set(kAvailability, labels, *reading.report->availability, nowMs, owner);
        r.set(kMet, labels, business::BaselineJudge::passed(reading.report->checks) ? 1 : 0, nowMs, owner);
    }
}

} // namespace cg::exporting
