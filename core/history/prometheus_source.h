// SPDX-License-Identifier: GPL-3.0-or-later
// A team's Prometheus as a history source: one `query_range` request per selector (POST to
// /api/v1/query_range) asking for every step's count, mean, min, max and p95 over the step's window, under
// the names prometheus_names.h maps. Bounded: the answer's bytes (read as they come, the request aborted
// past the limit), its series and points, and the time a query may take; a Prometheus that is down, slow or
// answers garbage is a failure that says which and what to check, never a hang. No redirects are followed
// (the bearer token goes only where it was meant to). Runs a local event loop, on the thread that made its
// first query (its network access lives there) with a Qt application; one query at a time. On the GUI thread
// the window stays drawn while it waits, so a caller there must not start another read from inside the wait.
#pragma once

#include "history/history_source.h"
#include "history/prometheus_decode.h"

#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace cg::history {

class PrometheusHistorySource : public HistorySource
{
public:
    explicit PrometheusHistorySource(PrometheusSourceOptions options);
    ~PrometheusHistorySource() override;

    QString description() const override;
    Result<QueryResult> query(const Selector &selector, HistoryRange range, qint64 nowMs) override;

    // The HTTP round trip alone: the decoded answer of a PromQL range query (seconds, as the API takes them).
    Result<PromRangeAnswer> queryRange(const QString &promql, qint64 startS, qint64 endS, qint64 stepS);

    // Prometheus refuses more than 11,000 points per series.
    static constexpr qint64 kMaxSteps = 11000;

private:
    PrometheusSourceOptions m_options;
    std::unique_ptr<QNetworkAccessManager> m_net;
};

} // namespace cg::history
