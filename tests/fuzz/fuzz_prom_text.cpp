// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: what an inference server's metrics endpoint sends (Prometheus text exposition), parsed under
// tight bounds, read as a serving stack's families and turned into a window against a fixed earlier scrape;
// the same bytes also read as a service baseline template and judged against that window.
#include "business/prom_text.h"
#include "business/service_baseline.h"
#include "business/serving_metrics.h"

#include "fuzz_check.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cg::business;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    PromLimits limits;
    limits.maxBytes = 64 * 1024;
    limits.maxSeries = 2000;
    limits.maxLineLength = 4096;
    const PromParse parse = PromText::parse(input, limits);
    check(parse.samples.size() <= limits.maxSeries);
    check(parse.problems.size() <= limits.maxProblems);
    check(parse.badLines >= parse.problems.size());
    for (const auto &s : parse.samples)
        check(!s.name.isEmpty());

    const QDateTime t0 = QDateTime::fromMSecsSinceEpoch(0, Qt::UTC);
    static const ServingScrape before = ServingScrape::fromSamples(
        PromText::parse("vllm:request_success_total{finished_reason=\"stop\"} 10\n"
                        "vllm:e2e_request_latency_seconds_bucket{le=\"0.5\"} 5\n"
                        "vllm:e2e_request_latency_seconds_bucket{le=\"+Inf\"} 10\n")
            .samples,
        t0);
    const ServingScrape after = ServingScrape::fromSamples(parse.samples, t0.addSecs(15));
    const ServingWindow w = ServingMetrics::window(before, after, {2.0, 4, QStringLiteral("USD")});
    check(w.requests >= 0 || std::isnan(w.requests));
    // Percentiles from one histogram never go down as the quantile goes up.
    if (w.e2eP50Ms && w.e2eP99Ms)
        check(*w.e2eP50Ms <= *w.e2eP99Ms);
    if (w.ttftP50Ms && w.ttftP99Ms)
        check(*w.ttftP50Ms <= *w.ttftP99Ms);
    if (w.errorRate)
        check(*w.errorRate >= 0 && *w.errorRate <= 1);

    const auto baseline = ServiceBaseline::parse(input, QStringLiteral("fuzz.yaml"));
    if (!baseline) {
        check(baseline.error().startsWith(QStringLiteral("fuzz.yaml")));
        return 0;
    }
    AvailabilityTracker avail;
    avail.addWindow(true, &w, baseline.value());
    const auto checks = BaselineJudge::judge(baseline.value(), w, avail);
    check(checks.size() <= 7);
    if (const auto a = avail.availability())
        check(*a >= 0 && *a <= 1);
    return 0;
}
