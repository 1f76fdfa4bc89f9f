// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/serving_report.h"

#include <QJsonArray>

namespace cg::business {

namespace {

QJsonValue opt(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QString ms(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 0) : QStringLiteral("-");
}

} // namespace

QJsonObject ServingReportFormat::toJson(const ServingReport &r)
{
    const ServingWindow &w = r.window;
    QJsonObject o{
        {QStringLiteral("stack"), r.stack},
        {QStringLiteral("service"), r.service},
        {QStringLiteral("seconds"), w.seconds},
        {QStringLiteral("requests"), w.requests},
        {QStringLiteral("errors"), w.errors},
        {QStringLiteral("qps"), w.qps},
        {QStringLiteral("error_rate"), opt(w.errorRate)},
        {QStringLiteral("ttft_ms"), QJsonObject{{QStringLiteral("p50"), opt(w.ttftP50Ms)},
                                                {QStringLiteral("p95"), opt(w.ttftP95Ms)},
                                                {QStringLiteral("p99"), opt(w.ttftP99Ms)}}},
        {QStringLiteral("e2e_ms"), QJsonObject{{QStringLiteral("p50"), opt(w.e2eP50Ms)},
                                               {QStringLiteral("p95"), opt(w.e2eP95Ms)},
                                               {QStringLiteral("p99"), opt(w.e2eP99Ms)}}},
        {QStringLiteral("prompt_tokens_per_second"), w.promptTokensPerSecond},
        {QStringLiteral("generation_tokens_per_second"), w.generationTokensPerSecond},
        {QStringLiteral("running"), w.running},
        {QStringLiteral("waiting"), w.waiting},
        {QStringLiteral("window_cost"), w.windowCost},
        {QStringLiteral("cost_per_1k_requests"), opt(w.costPer1k)},
        {QStringLiteral("daily_cost"), w.dailyCost},
        {QStringLiteral("currency"), w.currency},
        {QStringLiteral("price_source"), r.priceSource.isEmpty() ? QStringLiteral("none") : r.priceSource},
        {QStringLiteral("counter_reset"), w.counterReset},
        {QStringLiteral("missing"), QJsonArray::fromStringList(r.missing)},
        {QStringLiteral("scrape"),
         QJsonObject{{QStringLiteral("lines"), r.scrape.lines},
                     {QStringLiteral("bad_lines"), r.scrape.badLines},
                     {QStringLiteral("problems"), QJsonArray::fromStringList(r.scrape.problems)},
                     {QStringLiteral("truncated"), r.scrape.truncated}}}};
    if (r.hasBaseline) {
        QJsonArray checks;
        for (const BaselineCheck &c : r.checks)
            checks.append(QJsonObject{{QStringLiteral("key"), c.key},
                                      {QStringLiteral("verdict"), BaselineJudge::name(c.judgement)},
                                      {QStringLiteral("measured"), opt(c.measured)},
                                      {QStringLiteral("target"), c.target},
                                      {QStringLiteral("reason"), c.reason}});
        o.insert(QStringLiteral("baseline"),
                 QJsonObject{{QStringLiteral("passed"), BaselineJudge::passed(r.checks)},
                             {QStringLiteral("availability"), opt(r.availability)},
                             {QStringLiteral("checks"), checks}});
    }
    return o;
}

QStringList ServingReportFormat::toLines(const ServingReport &r)
{
    const ServingWindow &w = r.window;
    QStringList out;
    out << tr("%1 over %2 s: %3 QPS, %4 requests, %5 errors (%6)")
               .arg(r.stack.isEmpty() ? tr("unknown server") : r.stack)
               .arg(w.seconds, 0, 'f', 1)
               .arg(w.qps, 0, 'f', 2)
               .arg(w.requests)
               .arg(w.errors)
               .arg(w.errorRate ? QStringLiteral("%1 %").arg(*w.errorRate * 100, 0, 'f', 2)
                                : QStringLiteral("-"));
    out << tr("  TTFT p50/p95/p99 %1/%2/%3 ms; end-to-end p50/p95/p99 %4/%5/%6 ms")
               .arg(ms(w.ttftP50Ms), ms(w.ttftP95Ms), ms(w.ttftP99Ms), ms(w.e2eP50Ms), ms(w.e2eP95Ms),
                    ms(w.e2eP99Ms));
    out << tr("  tokens/s: %1 prompt, %2 generated; %3 running, %4 waiting")
               .arg(w.promptTokensPerSecond, 0, 'f', 1)
               .arg(w.generationTokensPerSecond, 0, 'f', 1)
               .arg(w.running)
               .arg(w.waiting);
    if (w.costPer1k)
        out << tr("  cost per 1,000 requests %1 %2; the GPUs serving cost %3 %2 a day")
                   .arg(*w.costPer1k, 0, 'f', 4)
                   .arg(w.currency)
                   .arg(w.dailyCost, 0, 'f', 2)
            << tr("  priced by %1").arg(r.priceText);
    else
        out << tr("  cost per 1,000 requests: unknown (no requests, or no --gpus and GPU-hour price)");
    if (w.counterReset)
        out << tr("  the server restarted inside the window: counted from zero");
    if (!r.missing.isEmpty())
        out << tr("  not served: %1").arg(r.missing.join(QStringLiteral(", ")));
    if (!r.scrape.truncated.isEmpty())
        out << tr("  scrape cut short: %1").arg(r.scrape.truncated);
    if (r.scrape.badLines > 0)
        out << tr("  %n line(s) of the scrape did not read, first: %1", "", r.scrape.badLines)
                   .arg(r.scrape.problems.value(0));
    if (r.hasBaseline) {
        out << (BaselineJudge::passed(r.checks) ? tr("  baseline: met") : tr("  baseline: NOT met"));
        for (const BaselineCheck &c : r.checks)
            out << QStringLiteral("    %1 %2 (target %3%4)%5")
                       .arg(BaselineJudge::name(c.judgement), -8)
                       .arg(c.key)
                       .arg(c.target)
                       .arg(c.measured ? tr(", measured %1").arg(*c.measured, 0, 'g', 5) : QString())
                       .arg(c.reason.isEmpty() ? QString() : QStringLiteral(": ") + c.reason);
    }
    return out;
}

} // namespace cg::business
