// SPDX-License-Identifier: GPL-3.0-or-later
// The business layer on /metrics and remote-write: each measured window of an inference service the console
// watches (business::InferenceWatch) sets, per cluster and service, requests per second, the error ratio,
// TTFT and end-to-end latency quantiles (seconds), tokens per second, the cost per 1,000 requests from the
// contract's price, and with a baseline the availability and whether it was met. A service that stops
// answering keeps its last values until they fall stale.
#pragma once

#include "business/inference_watch.h"

namespace cg::exporting {

class MetricRegistry;

class ServingSeries
{
public:
    static void declareFamilies(MetricRegistry &registry);
    // One reading into the registry (owner "inference/SERVICE").
    static void record(MetricRegistry &registry, const business::InferenceReading &reading, qint64 nowMs);
};

} // namespace cg::exporting
