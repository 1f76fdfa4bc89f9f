// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/cost_report.h"

#include "history/history_reader.h"

#include <QJsonArray>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace cg::business {

namespace {

// The records that overlap [from, to), clipped to it; pending jobs (no start) are left out.
QList<jobs::JobRecord> clipped(QList<jobs::JobRecord> records, const QDateTime &from, const QDateTime &to,
                               const QString &defaultCluster)
{
    QList<jobs::JobRecord> out;
    for (jobs::JobRecord &r : records) {
        if (!r.start.isValid())
            continue;
        if (r.cluster.isEmpty())
            r.cluster = defaultCluster;
        const QDateTime end =
            r.end.isValid() ? r.end : r.start.addSecs(std::max<qint64>(0, r.elapsedSeconds()));
        const QDateTime start = std::max(r.start, from);
        const QDateTime stop = std::min(end, to);
        if (stop < start) // outside the range; a job of no time inside it still counts
            continue;
        r.start = start;
        r.end = stop;
        r.runSeconds = start.secsTo(stop);
        out.append(r);
    }
    return out;
}

QByteArray csvField(const QString &text)
{
    QByteArray v = text.toUtf8();
    // A spreadsheet formula would run when opened: kept as text (before quoting, which would hide it).
    if (!v.isEmpty() && (v[0] == '=' || v[0] == '+' || v[0] == '-' || v[0] == '@'))
        v.prepend('\'');
    if (v.contains(',') || v.contains('"') || v.contains('\n'))
        v = '"' + v.replace("\"", "\"\"") + '"';
    return v;
}

QByteArray num(double v)
{
    return QByteArray::number(v, 'f', 4);
}

} // namespace

QString CostReport::groupingName(CostGrouping by)
{
    switch (by) {
    case CostGrouping::Project:
        return QStringLiteral("project");
    case CostGrouping::Cluster:
        return QStringLiteral("cluster");
    case CostGrouping::Day:
        return QStringLiteral("day");
    }
    return {};
}

CostReport CostReport::build(QList<jobs::JobRecord> records, const planning::PriceBook &prices,
                             CostGrouping by, const QDateTime &from, const QDateTime &to,
                             const QString &defaultCluster)
{
    CostReport report;
    report.by = by;
    report.from = from;
    report.to = to;
    report.currency = prices.forCluster(defaultCluster).currency;
    const QList<planning::JobCost> costs =
        planning::CostModel::jobCosts(clipped(std::move(records), from, to, defaultCluster), prices);
    if (by == CostGrouping::Day) {
        for (const planning::DailyCost &d :
             planning::CostModel::dailyCosts(costs, from.toUTC().date(), to.addMSecs(-1).toUTC().date())) {
            CostRow row;
            row.key = d.day.toString(Qt::ISODate);
            row.gpuHours = d.gpuHours;
            row.cost = d.cost;
            for (const planning::JobCost &c : costs) {
                const QDate first = c.job.start.toUTC().date();
                const QDate last = c.job.end.addMSecs(-1).toUTC().date();
                if (first <= d.day && d.day <= last) {
                    ++row.jobs;
                    row.jobsWithoutGpuCount += c.gpusKnown ? 0 : 1;
                }
            }
            report.rows.append(row);
        }
    } else {
        QMap<QString, CostRow> rows;
        for (const planning::JobCost &c : costs) {
            const QString key = by == CostGrouping::Project ? c.job.project() : c.job.cluster;
            CostRow &row = rows[key];
            row.key = key;
            ++row.jobs;
            row.jobsWithoutGpuCount += c.gpusKnown ? 0 : 1;
            row.gpuHours += c.gpuHours;
            row.cost += c.cost;
        }
        report.rows = rows.values();
        std::stable_sort(report.rows.begin(), report.rows.end(),
                         [](const CostRow &a, const CostRow &b) { return a.cost > b.cost; });
    }
    for (const CostRow &r : report.rows) {
        report.gpuHours += r.gpuHours;
        report.cost += r.cost;
    }
    return report;
}

QJsonObject CostReport::toJson() const
{
    QJsonArray rowsJson;
    for (const CostRow &r : rows)
        rowsJson.append(QJsonObject{{groupingName(by), r.key},
                                    {QStringLiteral("jobs"), r.jobs},
                                    {QStringLiteral("jobs_without_gpu_count"), r.jobsWithoutGpuCount},
                                    {QStringLiteral("gpu_hours"), r.gpuHours},
                                    {QStringLiteral("cost"), r.cost}});
    return {{QStringLiteral("by"), groupingName(by)},
            {QStringLiteral("from"), from.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("to"), to.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("gpu_hours"), gpuHours},
            {QStringLiteral("cost"), cost},
            {QStringLiteral("rows"), rowsJson}};
}

QByteArray CostReport::toCsv() const
{
    QByteArray out = groupingName(by).toUtf8() + ",jobs,jobs_without_gpu_count,gpu_hours,cost,currency\n";
    for (const CostRow &r : rows)
        out += csvField(r.key) + ',' + QByteArray::number(r.jobs) + ',' +
               QByteArray::number(r.jobsWithoutGpuCount) + ',' + num(r.gpuHours) + ',' + num(r.cost) + ',' +
               csvField(currency) + '\n';
    return out;
}

IdleWasteReport IdleWasteReport::build(QList<jobs::JobRecord> records,
                                       const QList<planning::GpuUtilSample> &samples,
                                       const planning::PriceBook &prices, const QDateTime &from,
                                       const QDateTime &to, const QString &defaultCluster,
                                       double idleBelowPercent)
{
    IdleWasteReport report;
    report.from = from;
    report.to = to;
    report.currency = prices.forCluster(defaultCluster).currency;
    report.idleBelowPercent = idleBelowPercent;
    report.samples = int(samples.size());
    const QList<planning::AllocationUsage> usage = planning::CostModel::allocationVsUtilization(
        clipped(std::move(records), from, to, defaultCluster), samples, prices, idleBelowPercent);
    QMap<QString, IdleWasteRow> rows;
    for (const planning::AllocationUsage &u : usage) {
        IdleWasteRow &row = rows[u.project];
        row.project = u.project;
        ++row.jobs;
        row.allocatedGpuHours += u.allocatedGpuHours;
        if (u.samples == 0) {
            ++row.jobsWithoutTelemetry;
            continue;
        }
        row.usedGpuHours += u.utilizedGpuHours;
        row.idleGpuHours += u.idleGpuHours;
        row.wasteCost += u.wasteCost;
    }
    report.rows = rows.values();
    std::stable_sort(
        report.rows.begin(), report.rows.end(),
        [](const IdleWasteRow &a, const IdleWasteRow &b) { return a.idleGpuHours > b.idleGpuHours; });
    report.total.project = QStringLiteral("*");
    for (const IdleWasteRow &r : report.rows) {
        report.total.jobs += r.jobs;
        report.total.jobsWithoutTelemetry += r.jobsWithoutTelemetry;
        report.total.allocatedGpuHours += r.allocatedGpuHours;
        report.total.usedGpuHours += r.usedGpuHours;
        report.total.idleGpuHours += r.idleGpuHours;
        report.total.wasteCost += r.wasteCost;
    }
    return report;
}

QJsonObject IdleWasteReport::toJson() const
{
    const auto row = [](const IdleWasteRow &r) {
        return QJsonObject{{QStringLiteral("project"), r.project},
                           {QStringLiteral("jobs"), r.jobs},
                           {QStringLiteral("jobs_without_telemetry"), r.jobsWithoutTelemetry},
                           {QStringLiteral("allocated_gpu_hours"), r.allocatedGpuHours},
                           {QStringLiteral("used_gpu_hours"), r.usedGpuHours},
                           {QStringLiteral("idle_gpu_hours"), r.idleGpuHours},
                           {QStringLiteral("waste_cost"), r.wasteCost}};
    };
    QJsonArray rowsJson;
    for (const IdleWasteRow &r : rows)
        rowsJson.append(row(r));
    return {{QStringLiteral("from"), from.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("to"), to.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("idle_below_percent"), idleBelowPercent},
            {QStringLiteral("samples"), samples},
            {QStringLiteral("total"), row(total)},
            {QStringLiteral("rows"), rowsJson}};
}

QByteArray IdleWasteReport::toCsv() const
{
    QByteArray out = "project,jobs,jobs_without_telemetry,allocated_gpu_hours,used_gpu_hours,idle_gpu_hours,"
                     "waste_cost,currency\n";
    for (const IdleWasteRow &r : rows)
        out += csvField(r.project) + ',' + QByteArray::number(r.jobs) + ',' +
               QByteArray::number(r.jobsWithoutTelemetry) + ',' + num(r.allocatedGpuHours) + ',' +
               num(r.usedGpuHours) + ',' + num(r.idleGpuHours) + ',' + num(r.wasteCost) + ',' +
               csvField(currency) + '\n';
    return out;
}

Result<QList<planning::GpuUtilSample>> GpuUtilHistory::read(history::HistoryReader &reader,
                                                            const QString &cluster, const QDateTime &from,
                                                            const QDateTime &to)
{
    using R = Result<QList<planning::GpuUtilSample>>;
    QString escaped = cluster;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('"'), QStringLiteral("\\\""));
    const auto selector =
        history::Selector::parse(cluster.isEmpty() ? QStringLiteral("gpu_util")
                                                   : QStringLiteral("gpu_util{cluster=\"%1\"}").arg(escaped));
    if (!selector)
        return R::failureOf(selector);
    const qint64 fromMs = from.toMSecsSinceEpoch();
    const qint64 toMs = to.toMSecsSinceEpoch();
    // About 1,000 steps over the range (raw seconds for the last hour): a short job still has samples.
    const auto result = reader.query(selector.value(), history::HistoryRange{fromMs, toMs, 0},
                                     QDateTime::currentMSecsSinceEpoch());
    if (!result)
        return R::failureOf(result);
    QList<planning::GpuUtilSample> samples;
    for (const history::SeriesData &s : result->series) {
        const QString node = s.key.labels.value(QStringLiteral("node"));
        const int gpu = s.key.labels.value(QStringLiteral("gpu")).toInt();
        for (const history::Bucket &b : s.buckets) {
            if (b.isGap() || !std::isfinite(b.mean))
                continue;
            // The cluster is the console's name for it, which the scheduler's records need not share: the
            // selector already kept to it.
            const qint64 middle = b.tMs + result->stepMs / 2;
            samples.append({QString(), node, gpu, QDateTime::fromMSecsSinceEpoch(middle, Qt::UTC), b.mean});
        }
    }
    return samples;
}

} // namespace cg::business
