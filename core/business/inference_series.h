// SPDX-License-Identifier: GPL-3.0-or-later
// The business layer in the history: each measured window of an inference service becomes samples of
// series labelled cluster and service (docs/cli.md lists them with their units): requests per second,
// requests and errors in the window, the error rate, TTFT and end-to-end p50/p95/p99, tokens per second,
// the cost per 1,000 requests and, with a baseline, the availability and whether the baseline was met.
#pragma once

#include "business/inference_watch.h"
#include "history/history_recorder.h"

#include <vector>

namespace cg::business {

namespace metric {
inline const QString qps = QStringLiteral("inference_requests_per_second");
inline const QString requests = QStringLiteral("inference_requests");
inline const QString errors = QStringLiteral("inference_errors");
inline const QString errorRate = QStringLiteral("inference_error_rate");
inline const QString ttftP50 = QStringLiteral("inference_ttft_p50_ms");
inline const QString ttftP95 = QStringLiteral("inference_ttft_p95_ms");
inline const QString ttftP99 = QStringLiteral("inference_ttft_p99_ms");
inline const QString e2eP50 = QStringLiteral("inference_e2e_p50_ms");
inline const QString e2eP95 = QStringLiteral("inference_e2e_p95_ms");
inline const QString e2eP99 = QStringLiteral("inference_e2e_p99_ms");
inline const QString promptTokens = QStringLiteral("inference_prompt_tokens_per_second");
inline const QString generationTokens = QStringLiteral("inference_generation_tokens_per_second");
inline const QString costPer1k = QStringLiteral("inference_cost_per_1k_requests");
inline const QString availability = QStringLiteral("inference_availability");
inline const QString baselineMet = QStringLiteral("inference_baseline_met");
} // namespace metric

class InferenceSeries
{
public:
    // The reading's latest window as history samples at `atMs` (none before the first window).
    static std::vector<history::HistoryPoint> historyPoints(history::HistoryRecorder &recorder,
                                                            const InferenceReading &reading, qint64 atMs);
};

} // namespace cg::business
