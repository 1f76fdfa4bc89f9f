// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/prometheus_decode.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace cg::history {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::PromRangeDecoder)
};

using R = Result<PromRangeAnswer>;

R bad(const QString &why)
{
    return R::failure(Tr::tr("the answer does not read as a range query result: %1").arg(why));
}

} // namespace

bool PromRangeDecoder::parseValue(const QString &text, double *value)
{
    if (text == QLatin1String("NaN")) {
        *value = std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    if (text == QLatin1String("+Inf") || text == QLatin1String("Inf")) {
        *value = std::numeric_limits<double>::infinity();
        return true;
    }
    if (text == QLatin1String("-Inf")) {
        *value = -std::numeric_limits<double>::infinity();
        return true;
    }
    bool ok = false;
    *value = text.toDouble(&ok);
    return ok && std::isfinite(*value);
}

Result<PromRangeAnswer> PromRangeDecoder::decode(const QByteArray &json, const PromRangeLimits &limits)
{
    if (json.size() > limits.maxBytes)
        return R::failure(Tr::tr("the Prometheus answer is larger than %1 MiB: narrow the query (fewer "
                                 "series or a longer step)")
                              .arg(limits.maxBytes >> 20),
                          ErrorCode::Refused);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return bad(error.errorString());
    if (!doc.isObject())
        return bad(Tr::tr("not a JSON object"));
    const QJsonObject top = doc.object();
    const QString status = top.value(QLatin1String("status")).toString();
    if (status == QLatin1String("error")) {
        const QString type = top.value(QLatin1String("errorType")).toString().left(64);
        const QString text = top.value(QLatin1String("error")).toString().left(512);
        return R::failure(Tr::tr("Prometheus refused the query (%1): %2").arg(type, text),
                          ErrorCode::Invalid);
    }
    if (status != QLatin1String("success"))
        return bad(Tr::tr("no \"status\": \"success\""));
    PromRangeAnswer out;
    for (const QJsonValue &w : top.value(QLatin1String("warnings")).toArray()) {
        if (out.warnings.size() < 16)
            out.warnings.append(w.toString().left(512));
    }
    const QJsonObject data = top.value(QLatin1String("data")).toObject();
    if (data.value(QLatin1String("resultType")).toString() != QLatin1String("matrix"))
        return bad(Tr::tr("the result is not a matrix"));
    const QJsonValue resultValue = data.value(QLatin1String("result"));
    if (!resultValue.isArray())
        return bad(Tr::tr("no result list"));
    const QJsonArray result = resultValue.toArray();
    if (result.size() > limits.maxSeries)
        return R::failure(Tr::tr("Prometheus answered %1 series, more than the %2 a query may bring: narrow "
                                 "the query with label matchers")
                              .arg(result.size())
                              .arg(limits.maxSeries),
                          ErrorCode::Refused);
    qint64 points = 0;
    out.series.reserve(std::size_t(result.size()));
    for (const QJsonValue &sv : result) {
        if (!sv.isObject())
            return bad(Tr::tr("a series is not an object"));
        const QJsonObject so = sv.toObject();
        PromRangeSeries s;
        const QJsonObject metric = so.value(QLatin1String("metric")).toObject();
        for (auto it = metric.constBegin(); it != metric.constEnd(); ++it) {
            if (!it.value().isString())
                return bad(Tr::tr("label %1 is not a string").arg(it.key().left(64)));
            s.labels.insert(it.key(), it.value().toString());
        }
        const QJsonValue valuesValue = so.value(QLatin1String("values"));
        if (!valuesValue.isArray())
            return bad(Tr::tr("a series has no values"));
        const QJsonArray values = valuesValue.toArray();
        points += values.size();
        if (points > limits.maxPoints)
            return R::failure(Tr::tr("Prometheus answered more than %1 points: choose a longer step or a "
                                     "shorter range")
                                  .arg(limits.maxPoints),
                              ErrorCode::Refused);
        s.points.reserve(std::size_t(values.size()));
        qint64 last = std::numeric_limits<qint64>::min();
        for (const QJsonValue &pv : values) {
            const QJsonArray pair = pv.toArray();
            if (pair.size() != 2 || !pair.at(0).isDouble() || !pair.at(1).isString())
                return bad(Tr::tr("a point is not [time, \"value\"]"));
            const double seconds = pair.at(0).toDouble();
            // Unix seconds within years 1970..5138: anything else is not a time Prometheus writes.
            if (!(seconds >= 0 && seconds < 1e11))
                return bad(Tr::tr("a point's time is out of range"));
            const qint64 ms = qint64(std::llround(seconds * 1000.0));
            if (ms <= last)
                return bad(Tr::tr("the points are not in time order"));
            last = ms;
            double v = 0;
            if (!parseValue(pair.at(1).toString(), &v))
                return bad(Tr::tr("a point's value is not a number"));
            s.points.emplace_back(ms, v);
        }
        out.series.push_back(std::move(s));
    }
    return out;
}

} // namespace cg::history
