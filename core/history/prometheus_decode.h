// SPDX-License-Identifier: GPL-3.0-or-later
// The answer of a Prometheus HTTP API range query (/api/v1/query_range), decoded under bounds: at most
// `maxBytes` of JSON, `maxSeries` series and `maxPoints` points in all. Prometheus' own error answers
// ({"status":"error",...}) become a failure with its words. QtCore only, so that the fuzz target runs it
// alone.
#pragma once

#include "common/result.h"
#include "history/series.h"

#include <QByteArray>
#include <QStringList>

#include <utility>
#include <vector>

namespace cg::history {

struct PromRangeLimits
{
    qsizetype maxBytes = qsizetype(32) << 20;
    int maxSeries = 20000;
    qint64 maxPoints = 4000000;
};

struct PromRangeSeries
{
    Labels labels;                                 // __name__ included when Prometheus sent it
    std::vector<std::pair<qint64, double>> points; // Unix ms, value (NaN and infinities as sent)
};

struct PromRangeAnswer
{
    std::vector<PromRangeSeries> series;
    QStringList warnings;
};

class PromRangeDecoder
{
public:
    static Result<PromRangeAnswer> decode(const QByteArray &json, const PromRangeLimits &limits = {});
    // A sample value as the API writes it: "1.5", "NaN", "+Inf", "-Inf"; false for anything else.
    static bool parseValue(const QString &text, double *value);
};

} // namespace cg::history
