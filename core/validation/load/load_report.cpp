// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/load/load_report.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace cg::validation {

namespace {
double round3(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}
} // namespace

QString requestErrorName(RequestError e)
{
    switch (e) {
    case RequestError::None:
        return QStringLiteral("none");
    case RequestError::Connect:
        return QStringLiteral("connect");
    case RequestError::Http:
        return QStringLiteral("http");
    case RequestError::Protocol:
        return QStringLiteral("protocol");
    case RequestError::Malformed:
        return QStringLiteral("malformed");
    case RequestError::ServerError:
        return QStringLiteral("server_error");
    case RequestError::Timeout:
        return QStringLiteral("timeout");
    case RequestError::Reset:
        return QStringLiteral("reset");
    }
    return QStringLiteral("unknown");
}

Percentiles Percentiles::of(QList<double> values)
{
    Percentiles p;
    p.count = int(values.size());
    if (values.isEmpty())
        return p;
    std::sort(values.begin(), values.end());
    const auto rank = [&values](double q) {
        // Nearest rank: the smallest value with at least q of the values at or below it.
        const qsizetype n = values.size();
        qsizetype k = qsizetype(std::ceil(q * double(n))) - 1;
        return values.at(std::clamp<qsizetype>(k, 0, n - 1));
    };
    p.p50 = rank(0.50);
    p.p95 = rank(0.95);
    p.p99 = rank(0.99);
    p.min = values.first();
    p.max = values.last();
    double sum = 0;
    for (double v : values)
        sum += v;
    p.mean = sum / double(values.size());
    return p;
}

QJsonObject Percentiles::toJson() const
{
    return QJsonObject{{QStringLiteral("count"), count},       {QStringLiteral("p50"), round3(p50)},
                       {QStringLiteral("p95"), round3(p95)},   {QStringLiteral("p99"), round3(p99)},
                       {QStringLiteral("mean"), round3(mean)}, {QStringLiteral("min"), round3(min)},
                       {QStringLiteral("max"), round3(max)}};
}

QJsonObject StepResult::toJson() const
{
    QJsonObject errs;
    for (auto it = errors.begin(); it != errors.end(); ++it)
        errs.insert(it.key(), it.value());
    QJsonObject o{{QStringLiteral("fraction"), fraction},
                  {QStringLiteral("offered_qps"), round3(offeredQps)},
                  {QStringLiteral("duration_ms"), durationMs},
                  {QStringLiteral("wall_ms"), round3(wallMs)},
                  {QStringLiteral("sent"), sent},
                  {QStringLiteral("succeeded"), succeeded},
                  {QStringLiteral("failed"), failed},
                  {QStringLiteral("delayed_by_cap"), delayedByCap},
                  {QStringLiteral("error_rate"), errorRate},
                  {QStringLiteral("sent_qps"), round3(sentQps)},
                  {QStringLiteral("achieved_qps"), round3(achievedQps)},
                  {QStringLiteral("tokens_per_s"), round3(tokensPerSecond)},
                  {QStringLiteral("ttft_ms"), ttft.toJson()},
                  {QStringLiteral("tpot_ms"), tpot.toJson()},
                  {QStringLiteral("e2e_ms"), e2e.toJson()},
                  {QStringLiteral("queued_ms"), queued.toJson()},
                  {QStringLiteral("service_ttft_p50_ms"), round3(serviceTtftP50Ms)},
                  {QStringLiteral("errors"), errs}};
    if (!firstError.isEmpty())
        o.insert(QStringLiteral("first_error"), firstError);
    return o;
}

QJsonObject SelfCheckResult::toJson() const
{
    QJsonObject o{{QStringLiteral("ran"), ran},
                  {QStringLiteral("passed"), passed()},
                  {QStringLiteral("health_status"), healthStatus},
                  {QStringLiteral("health_ok"), healthOk},
                  {QStringLiteral("models"), QJsonArray::fromStringList(models)},
                  {QStringLiteral("model_listed"), modelListed},
                  {QStringLiteral("warmup_ok"), warmupOk},
                  {QStringLiteral("warmup_ms"), round3(warmupMs)},
                  {QStringLiteral("warmup_tokens"), warmupTokens}};
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

QJsonObject LatencySplit::toJson() const
{
    return QJsonObject{{QStringLiteral("probes"), probes},
                       {QStringLiteral("connect_min_ms"), round3(connectMinMs)},
                       {QStringLiteral("path_ms"), round3(pathMs)},
                       {QStringLiteral("path_median_ms"), round3(pathMedianMs)},
                       {QStringLiteral("first_request_ms"), round3(firstRequestMs)}};
}

QJsonObject LoadTestReport::toJson() const
{
    QJsonArray fractions;
    for (double f : config.stepFractions)
        fractions.append(f);
    const InferenceEndpoint &ep = config.endpoint;
    QJsonObject cfg{{QStringLiteral("host"), ep.host},
                    {QStringLiteral("port"), ep.port},
                    {QStringLiteral("model"), ep.model},
                    {QStringLiteral("target_qps"), config.targetQps},
                    {QStringLiteral("steps"), fractions},
                    {QStringLiteral("step_duration_ms"), config.stepDurationMs},
                    {QStringLiteral("max_concurrency"), config.maxConcurrency},
                    {QStringLiteral("arrivals"), config.arrivals == Arrivals::Poisson
                                                     ? QStringLiteral("poisson")
                                                     : QStringLiteral("fixed")},
                    {QStringLiteral("seed"), QString::number(config.seed)},
                    {QStringLiteral("max_tokens"), config.maxTokens},
                    {QStringLiteral("request_timeout_ms"), config.requestTimeoutMs},
                    {QStringLiteral("keep_alive"), config.keepAlive}};
    QJsonArray stepList;
    for (const StepResult &s : this->steps)
        stepList.append(s.toJson());
    QJsonObject o{{QStringLiteral("schema"), QStringLiteral("clustergate.inference_load/1")},
                  {QStringLiteral("config"), cfg},
                  {QStringLiteral("self_check"), selfCheck.toJson()},
                  {QStringLiteral("network"), network.toJson()},
                  {QStringLiteral("steps"), stepList},
                  {QStringLiteral("cancelled"), cancelled},
                  {QStringLiteral("started_ms"), startedMs},
                  {QStringLiteral("finished_ms"), finishedMs}};
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

bench::ResultSet LoadTestReport::toMetrics() const
{
    bench::ResultSet rs;
    rs.results = 1;
    const QString host = config.endpoint.host + QLatin1Char(':') + QString::number(config.endpoint.port);
    const auto add = [&](const QString &name, const QString &device, const QString &unit, double v,
                         bool has = true) {
        bench::MetricValue m;
        m.benchmark = QStringLiteral("inference");
        m.host = host;
        m.name = name;
        m.device = device;
        m.unit = unit;
        m.value = v;
        m.hasValue = has;
        rs.metrics.append(m);
    };
    const QString ms = QStringLiteral("ms");
    for (const StepResult &s : steps) {
        const QString dev = LoadTestJudge::stepDevice(s.fraction);
        const bool anyOk = s.succeeded > 0;
        add(QStringLiteral("inference.ttft.p50"), dev, ms, s.ttft.p50, anyOk);
        add(QStringLiteral("inference.ttft.p95"), dev, ms, s.ttft.p95, anyOk);
        add(QStringLiteral("inference.ttft.p99"), dev, ms, s.ttft.p99, anyOk);
        add(QStringLiteral("inference.tpot.p50"), dev, ms, s.tpot.p50, s.tpot.count > 0);
        add(QStringLiteral("inference.tpot.p99"), dev, ms, s.tpot.p99, s.tpot.count > 0);
        add(QStringLiteral("inference.e2e.p50"), dev, ms, s.e2e.p50, anyOk);
        add(QStringLiteral("inference.e2e.p99"), dev, ms, s.e2e.p99, anyOk);
        add(QStringLiteral("inference.error_rate"), dev, QStringLiteral("%"), s.errorRate * 100.0,
            s.sent > 0);
        add(QStringLiteral("inference.achieved_qps"), dev, QStringLiteral("req/s"), s.achievedQps);
        add(QStringLiteral("inference.qps_ratio"), dev, QStringLiteral("%"),
            s.offeredQps > 0 ? s.achievedQps / s.offeredQps * 100.0 : 0, s.offeredQps > 0);
        add(QStringLiteral("inference.tokens_per_s"), dev, QStringLiteral("tokens/s"), s.tokensPerSecond);
    }
    if (network.probes > 0)
        add(QStringLiteral("inference.network.path"), QStringLiteral("path"), ms, network.pathMs);
    if (selfCheck.ran) {
        bench::AgentCheck c;
        c.benchmark = QStringLiteral("inference");
        c.host = host;
        c.name = QStringLiteral("inference.self_check");
        c.device = QStringLiteral("service");
        c.status = selfCheck.passed() ? QStringLiteral("pass") : QStringLiteral("fail");
        c.reason = selfCheck.error;
        rs.checks.append(c);
        add(QStringLiteral("inference.warmup"), QStringLiteral("service"), ms, selfCheck.warmupMs,
            selfCheck.warmupOk);
    }
    if (!error.isEmpty() && steps.isEmpty())
        rs.notRun << bench::NotRunResult{QStringLiteral("inference"), host, error};
    return rs;
}

QString LoadTestJudge::stepDevice(double fraction)
{
    return QStringLiteral("load%1").arg(qRound(fraction * 100.0));
}

bench::Evaluation LoadTestJudge::evaluate(const LoadTestReport &report, const bench::Baseline &baseline)
{
    return bench::Evaluator::evaluate(baseline, report.toMetrics());
}

} // namespace cg::validation
