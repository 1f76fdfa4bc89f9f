// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/inference_series.h"

namespace cg::business {

std::vector<history::HistoryPoint> InferenceSeries::historyPoints(history::HistoryRecorder &recorder,
                                                                  const InferenceReading &reading,
                                                                  qint64 atMs)
{
    std::vector<history::HistoryPoint> out;
    if (!reading.report)
        return out;
    const ServingWindow &w = reading.report->window;
    const history::Labels labels{{QStringLiteral("cluster"), reading.endpoint.cluster},
                                 {QStringLiteral("service"), reading.endpoint.name}};
    const auto put = [&](const QString &name, const std::optional<double> &v) {
        if (!v)
            return;
        const quint32 id = recorder.seriesId(history::SeriesKey{name, labels});
        if (id != 0)
            out.push_back(history::HistoryPoint{id, atMs, float(*v)});
    };
    put(metric::qps, w.qps);
    put(metric::requests, w.requests);
    put(metric::errors, w.errors);
    put(metric::errorRate, w.errorRate);
    put(metric::ttftP50, w.ttftP50Ms);
    put(metric::ttftP95, w.ttftP95Ms);
    put(metric::ttftP99, w.ttftP99Ms);
    put(metric::e2eP50, w.e2eP50Ms);
    put(metric::e2eP95, w.e2eP95Ms);
    put(metric::e2eP99, w.e2eP99Ms);
    put(metric::promptTokens, w.promptTokensPerSecond);
    put(metric::generationTokens, w.generationTokensPerSecond);
    put(metric::costPer1k, w.costPer1k);
    if (reading.report->hasBaseline) {
        put(metric::availability, reading.report->availability);
        put(metric::baselineMet, BaselineJudge::passed(reading.report->checks) ? 1.0 : 0.0);
    }
    return out;
}

} // namespace cg::business
