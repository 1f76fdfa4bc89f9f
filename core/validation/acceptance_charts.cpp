// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/acceptance_charts.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace cg::validation {

namespace {

const QColor kMet(0x15, 0x65, 0xc0);
const QColor kNotMet(0xc6, 0x28, 0x28);
const QColor kWarnLine(0xef, 0x6c, 0x00);
const QColor kFailLine(0xc6, 0x28, 0x28);
const QColor kBaseline(0x42, 0x42, 0x42);
const QColor kContract(0x2e, 0x7d, 0x32);

QString words(const QString &text)
{
    return QStringLiteral("<p><i>%1</i></p>").arg(text.toHtmlEscaped());
}

QString num(double v)
{
    return QString::number(v, 'g', 6);
}

// A benchmark figure's name is "metric@host/device" (or "metric@device").
struct BenchFigure
{
    QString metric;
    QString where;
    const Figure *figure = nullptr;
};

QList<BenchFigure> benchFigures(const CheckResult &c, const QString &prefix)
{
    QList<BenchFigure> out;
    for (const Figure &f : c.figures) {
        const qsizetype at = f.name.indexOf(QLatin1Char('@'));
        const QString metric = at < 0 ? f.name : f.name.left(at);
        if (metric.startsWith(prefix) && f.measured) // nothing to draw for what was not measured
            out << BenchFigure{metric, at < 0 ? QString() : f.name.mid(at + 1), &f};
    }
    return out;
}

// Thresholds of `figures` as reference lines (one per distinct threshold, named by its rule where the
// check's verdicts say), and the baseline figure the percentages refer to. The threshold a result must
// reach first (the lowest for ">=", the highest for "<=") is solid red, the others dashed orange.
QList<report::ReferenceLine> thresholdLines(const CheckResult &c, const QList<BenchFigure> &figures,
                                            const QString &unit)
{
    QMap<QString, QString> rules; // expectation -> rule id
    for (const QJsonValue &v : c.json.value(QStringLiteral("verdicts")).toArray()) {
        const QJsonObject o = v.toObject();
        rules.insert(o.value(QStringLiteral("metric")).toString() + QLatin1Char('|') +
                         o.value(QStringLiteral("expectation")).toString(),
                     o.value(QStringLiteral("rule")).toString());
    }
    QList<report::ReferenceLine> lines;
    QList<double> seen;
    double baseline = 0;
    bool atMost = false;
    for (const BenchFigure &b : figures) {
        double t = 0, base = 0;
        if (!AcceptanceCharts::parseExpectation(b.figure->thresholdText, &t, &base))
            continue;
        atMost = b.figure->thresholdText.trimmed().startsWith(QLatin1Char('<'));
        if (base > 0)
            baseline = base;
        if (seen.contains(t))
            continue;
        seen << t;
        const QString rule = rules.value(b.metric + QLatin1Char('|') + b.figure->thresholdText);
        lines << report::ReferenceLine{rule.isEmpty()
                                           ? AcceptanceCharts::tr("threshold %1 %2").arg(num(t), unit)
                                           : AcceptanceCharts::tr("%1: %2 %3").arg(rule, num(t), unit),
                                       t, kWarnLine, true};
    }
    if (!lines.isEmpty()) {
        auto first = std::min_element(lines.begin(), lines.end(), [&](const auto &x, const auto &y) {
            return atMost ? x.value > y.value : x.value < y.value;
        });
        first->colour = kFailLine;
        first->dashed = false;
    }
    if (baseline > 0)
        lines << report::ReferenceLine{AcceptanceCharts::tr("baseline %1 %2").arg(num(baseline), unit),
                                       baseline, kBaseline, true};
    return lines;
}

QString familyTitle(const QString &family)
{
    if (family == QLatin1String("membw."))
        return AcceptanceCharts::tr("memory bandwidth");
    if (family == QLatin1String("gemm."))
        return AcceptanceCharts::tr("GEMM throughput");
    return AcceptanceCharts::tr("NCCL bus bandwidth by message size");
}

// Whether the check speaks of benchmark `name` (in its verdicts, reason or log) without figures.
bool mentions(const CheckResult &c, const QString &name)
{
    const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name)));
    return word.match(c.reason).hasMatch() || word.match(QString::fromUtf8(c.log.left(65536))).hasMatch();
}

// Bars per GPU for every metric of `family` the check has figures of.
QString barCharts(const CheckResult &c, const QString &family, QList<report::Chart> &charts)
{
    const QList<BenchFigure> all = benchFigures(c, family);
    QStringList metrics;
    for (const BenchFigure &b : all) {
        if (!metrics.contains(b.metric))
            metrics << b.metric;
    }
    QString html;
    for (const QString &metric : std::as_const(metrics)) {
        QList<BenchFigure> figures;
        for (const BenchFigure &b : all) {
            if (b.metric == metric)
                figures << b;
        }
        report::Chart chart;
        chart.kind = report::Chart::Bars;
        const QString unit = figures.first().figure->unit;
        chart.title = AcceptanceCharts::tr("%1 per device against the baseline").arg(metric);
        chart.yLabel = unit;
        chart.xLabel = AcceptanceCharts::tr("device (host/device); red: below a fail threshold");
        // One bar per device: two rules (warn and fail) on one metric give two figures of one value.
        for (const BenchFigure &b : std::as_const(figures)) {
            const qsizetype i = chart.categories.indexOf(b.where);
            if (i < 0) {
                chart.categories << b.where;
                chart.values << b.figure->value;
                chart.colours << (b.figure->met ? kMet : kNotMet);
            } else if (!b.figure->met) {
                chart.colours[i] = kNotMet;
            }
        }
        chart.references = thresholdLines(c, figures, unit);
        chart.aspect = chart.categories.size() > 6 ? 0.4 : 0.32;
        html += report::chartHtml(int(charts.size()));
        charts << chart;
    }
    return html;
}

QString ncclChart(const CheckResult &c, const ClusterContract &contract, QList<report::Chart> &charts)
{
    const QJsonArray rows = c.json.value(QStringLiteral("nccl_rows")).toArray();
    const QList<BenchFigure> figures = benchFigures(c, QStringLiteral("nccl."));
    const bool across = c.json.contains(QStringLiteral("nccl_ranks"));
    const double promise = across ? contract.interNodeBusGBps : contract.intraNodeGBps;
    const QString promiseName =
        across ? QStringLiteral("inter_node_bus_gbps") : QStringLiteral("intra_node_gbps");
    if (rows.isEmpty()) {
        if (figures.isEmpty() && !mentions(c, QStringLiteral("nccl")))
            return {};
        return words(
            figures.isEmpty()
                ? AcceptanceCharts::tr("No NCCL chart: this check has no NCCL figures (%1).").arg(c.reason)
                : AcceptanceCharts::tr("No NCCL chart by message size: the results carry no per-size "
                                       "rows, only the figures in the table above."));
    }
    report::Chart chart;
    chart.kind = report::Chart::Lines;
    chart.logX = true;
    chart.yLabel = QStringLiteral("GB/s");
    chart.xLabel = AcceptanceCharts::tr("message size (bytes, log scale)");
    QMap<QString, int> index;
    for (const QJsonValue &v : rows) {
        const QJsonObject r = v.toObject();
        const QString name =
            AcceptanceCharts::tr("%1 %2 busbw in place")
                .arg(r.value(QStringLiteral("host")).toString(), r.value(QStringLiteral("op")).toString());
        if (!index.contains(name)) {
            if (chart.lines.size() >= 4)
                continue;
            index.insert(name, int(chart.lines.size()));
            chart.lines << QList<QPointF>();
            chart.lineNames << name.trimmed();
        }
        const double size = r.value(QStringLiteral("size")).toDouble();
        if (size > 0)
            chart.lines[index.value(name)] << QPointF(size, r.value(QStringLiteral("busbw_in")).toDouble());
    }
    chart.title = AcceptanceCharts::tr("NCCL bus bandwidth by message size against the contract");
    QString note;
    if (promise > 0)
        chart.references << report::ReferenceLine{
            AcceptanceCharts::tr("contract %1 %2 GB/s").arg(promiseName, num(promise)), promise, kContract,
            false};
    else
        note = words(AcceptanceCharts::tr("The contract promises no NCCL bus bandwidth (%1): the chart shows "
                                          "the baseline's thresholds only.")
                         .arg(promiseName));
    chart.references += thresholdLines(c, figures, QStringLiteral("GB/s"));
    const QString html = report::chartHtml(int(charts.size()));
    charts << chart;
    return html + note;
}

QString rttChart(const CheckResult &c, QList<report::Chart> &charts)
{
    if (c.series.isEmpty())
        return words(AcceptanceCharts::tr("No RTT distribution: no echo was measured (%1).")
                         .arg(c.reason.isEmpty() ? statusLabel(c.status) : c.reason));
    report::Chart chart;
    chart.kind = report::Chart::Histogram;
    chart.title = AcceptanceCharts::tr("Distribution of %n RTT sample(s): %1", nullptr, int(c.series.size()))
                      .arg(c.seriesName);
    chart.xLabel = AcceptanceCharts::tr("round-trip time (ms)");
    chart.yLabel = AcceptanceCharts::tr("echoes");
    for (const QPointF &p : c.series)
        chart.values << p.y();
    for (const Figure &f : c.figures) {
        if (f.name == QLatin1String("rtt_ms_p50"))
            chart.references << report::ReferenceLine{AcceptanceCharts::tr("p50 %1 ms").arg(num(f.value)),
                                                      f.value, kBaseline, true};
        if (f.name == QLatin1String("rtt_ms_p99")) {
            chart.references << report::ReferenceLine{AcceptanceCharts::tr("p99 %1 ms").arg(num(f.value)),
                                                      f.value, kWarnLine, true};
            if (f.hasThreshold)
                chart.references << report::ReferenceLine{
                    AcceptanceCharts::tr("p99 limit %1 %2 ms").arg(f.op, num(f.threshold)), f.threshold,
                    kFailLine, false};
        }
    }
    chart.aspect = 0.3;
    const QString html = report::chartHtml(int(charts.size()));
    charts << chart;
    return html;
}

QString seriesChart(const CheckResult &c, QList<report::Chart> &charts)
{
    report::Chart chart;
    chart.kind = report::Chart::Lines;
    chart.title = c.seriesName;
    chart.lines << c.series;
    chart.lineNames << c.seriesName;
    chart.aspect = 0.3;
    const QString html = report::chartHtml(int(charts.size()));
    charts << chart;
    return html;
}

} // namespace

bool AcceptanceCharts::parseExpectation(const QString &text, double *threshold, double *baseline)
{
    static const QRegularExpression head(
        QStringLiteral("^\\s*(>=|<=|==|!=|>|<)\\s*(-?[0-9.]+(?:[eE][-+]?[0-9]+)?)"));
    static const QRegularExpression of(QStringLiteral("([0-9.]+)%[^0-9]*([0-9.]+(?:[eE][-+]?[0-9]+)?)\\)"));
    const auto m = head.match(text);
    if (!m.hasMatch())
        return false;
    bool ok = false;
    *threshold = m.captured(2).toDouble(&ok);
    const auto b = of.match(text, m.capturedEnd());
    *baseline = b.hasMatch() ? b.captured(2).toDouble() : 0;
    return ok;
}

QJsonArray AcceptanceCharts::ncclRows(const QByteArray &results)
{
    QJsonArray out;
    if (results.size() > 64 * 1024 * 1024)
        return out;
    QList<QJsonObject> objects;
    QJsonParseError err{};
    const QJsonDocument whole = QJsonDocument::fromJson(results, &err);
    if (whole.isObject()) {
        objects << whole.object();
    } else if (whole.isArray()) {
        for (const QJsonValue &v : whole.array())
            objects << v.toObject();
    } else {
        for (const QByteArray &line : results.split('\n')) {
            const QJsonDocument d = QJsonDocument::fromJson(line);
            if (d.isObject())
                objects << d.object();
        }
    }
    int used = 0;
    for (const QJsonObject &o : std::as_const(objects)) {
        if (o.value(QStringLiteral("benchmark")).toString() != QLatin1String("nccl"))
            continue;
        const QJsonObject details = o.value(QStringLiteral("details")).toObject();
        const QJsonArray rows = details.value(QStringLiteral("rows")).toArray();
        if (rows.isEmpty() || ++used > 16)
            continue;
        const QString host =
            o.value(QStringLiteral("host")).toObject().value(QStringLiteral("hostname")).toString();
        const QString op = details.value(QStringLiteral("program")).toString();
        for (qsizetype i = 0; i < std::min<qsizetype>(rows.size(), 64); ++i) {
            const QJsonObject r = rows.at(i).toObject();
            out.append(QJsonObject{
                {QStringLiteral("host"), host.left(128)},
                {QStringLiteral("op"), op.left(64)},
                {QStringLiteral("size"), r.value(QStringLiteral("size")).toDouble()},
                {QStringLiteral("busbw_in"),
                 r.value(QStringLiteral("in_place")).toObject().value(QStringLiteral("busbw")).toDouble()},
                {QStringLiteral("busbw_out"), r.value(QStringLiteral("out_of_place"))
                                                  .toObject()
                                                  .value(QStringLiteral("busbw"))
                                                  .toDouble()}});
        }
    }
    return out;
}

QString AcceptanceCharts::forCheck(const CheckResult &c, const ClusterContract &contract,
                                   QList<report::Chart> &charts)
{
    if (c.kind == QLatin1String("link.console_rtt"))
        return rttChart(c, charts);
    if (!c.kind.startsWith(QLatin1String("bench."))) {
        if (!c.series.isEmpty())
            return seriesChart(c, charts);
        return {};
    }
    QString html;
    for (const char *family : {"membw.", "gemm."}) {
        const QString f = QLatin1String(family);
        if (!benchFigures(c, f).isEmpty())
            html += barCharts(c, f, charts);
        else if (mentions(c, f.chopped(1)))
            html += words(tr("No %1 chart: the results hold no %2 figures (%3).")
                              .arg(familyTitle(f), f.chopped(1),
                                   c.reason.isEmpty() ? statusLabel(c.status) : c.reason));
    }
    html += ncclChart(c, contract, charts);
    return html;
}

} // namespace cg::validation
