// SPDX-License-Identifier: GPL-3.0-or-later
// A baseline from a fleet's own results, in the spirit of SuperBench's baseline generation and data
// diagnosis (microsoft/superbenchmark, docs/user-tutorial/baseline-generation.md and data-diagnosis.md):
// per metric a statistic over many nodes (mean or a percentile), and a variance rule that fails a value
// more than the allowed share worse than it.
#include "bench/baseline.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace cg::bench {

namespace {

QString num(double v)
{
    return QString::number(v, 'g', 6);
}

// A device class for the rule: the devices' shared prefix before their number ("gpu3" -> "gpu*"), else
// the device itself, else any.
QString devicePattern(const QStringList &devices)
{
    QString pattern;
    for (const QString &d : devices) {
        QString stem = d;
        while (!stem.isEmpty() && stem.back().isDigit())
            stem.chop(1);
        const QString p = stem == d ? d : stem + QLatin1Char('*');
        if (pattern.isEmpty())
            pattern = p;
        else if (pattern != p)
            return QStringLiteral("*");
    }
    return pattern.isEmpty() ? QStringLiteral("*") : pattern;
}

// YAML scalar: quoted when it could be read as something else.
QString yamlScalar(const QJsonValue &v)
{
    if (v.isDouble())
        return num(v.toDouble());
    const QString s = v.toString();
    static const QString plain =
        QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/");
    bool safe = !s.isEmpty() && s.front().isLetter();
    for (const QChar c : s)
        safe = safe && plain.contains(c);
    if (safe && s != QLatin1String("true") && s != QLatin1String("false") && s != QLatin1String("null"))
        return s;
    QString q = s;
    q.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    q.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

} // namespace

Result<double> FleetBaselines::statistic(QList<double> values, const QString &name)
{
    if (values.isEmpty())
        return Result<double>::failure(tr("no values"));
    if (name == QLatin1String("mean")) {
        double sum = 0;
        for (double v : values)
            sum += v;
        return sum / double(values.size());
    }
    bool ok = name.startsWith(QLatin1Char('p'));
    const double p = ok ? name.mid(1).toDouble(&ok) : 0;
    if (!ok || p < 0 || p > 100)
        return Result<double>::failure(tr("statistic '%1' is not 'mean' or a percentile p0 to p100 (p50: the "
                                          "median)")
                                           .arg(name));
    // Linear interpolation between closest ranks (numpy's default, which SuperBench's pandas uses).
    std::sort(values.begin(), values.end());
    const double idx = p / 100.0 * double(values.size() - 1);
    const auto lo = qsizetype(std::floor(idx)), hi = qsizetype(std::ceil(idx));
    return values.at(lo) + (values.at(hi) - values.at(lo)) * (idx - double(lo));
}

Result<QJsonObject> FleetBaselines::generate(const ResultSet &results, const FleetBaselineOptions &options)
{
    using R = Result<QJsonObject>;
    if (!(options.variancePercent >= 0 && options.variancePercent < 100))
        return R::failure(
            tr("the variance is a percentage from 0 to below 100, not %1").arg(options.variancePercent));
    struct Series
    {
        QList<double> values;
        QStringList devices;
        QStringList hosts;
        QString unit;
        bool higherIsBetter = true;
        bool mixedUnits = false;
    };
    QMap<QString, Series> byMetric; // sorted: the file is the same for the same results
    for (const MetricValue &m : results.metrics) {
        if (!m.hasValue)
            continue;
        Series &s = byMetric[m.name];
        if (s.values.isEmpty()) {
            s.unit = m.unit;
            s.higherIsBetter = m.higherIsBetter;
        } else if (s.unit != m.unit) {
            s.mixedUnits = true;
        }
        s.values << m.value;
        if (!s.devices.contains(m.device))
            s.devices << m.device;
        if (!s.hosts.contains(m.host))
            s.hosts << m.host;
    }
    if (byMetric.isEmpty())
        return R::failure(tr("the results hold no measured metric to make a baseline from"));

    QJsonObject figures;
    QJsonArray rules;
    QStringList skipped;
    for (auto it = byMetric.constBegin(); it != byMetric.constEnd(); ++it) {
        const Series &s = it.value();
        if (s.mixedUnits) {
            skipped << tr("%1 (results in different units)").arg(it.key());
            continue;
        }
        const Result<double> stat = statistic(s.values, options.statistic);
        if (!stat.ok())
            return R::failure(stat.error());
        QList<double> sorted = s.values;
        std::sort(sorted.begin(), sorted.end());
        figures.insert(it.key(), stat.value());
        QJsonObject rule{
            {QStringLiteral("id"), QStringLiteral("fleet-") + it.key()},
            {QStringLiteral("metric"), it.key()},
            {QStringLiteral("device"), devicePattern(s.devices)},
            {QStringLiteral("comparison"), s.higherIsBetter ? QStringLiteral(">=") : QStringLiteral("<=")},
            {QStringLiteral("variance"), num(options.variancePercent) + QLatin1Char('%')},
            {QStringLiteral("severity"), QStringLiteral("fail")},
            {QStringLiteral("description"),
             tr("more than %1 % %2 the fleet's %3 (%4 values from %5 host(s), %6 to %7)")
                 .arg(num(options.variancePercent), s.higherIsBetter ? tr("below") : tr("above"),
                      options.statistic)
                 .arg(s.values.size())
                 .arg(s.hosts.size())
                 .arg(num(sorted.first()), num(sorted.last()))}};
        if (!s.unit.isEmpty())
            rule.insert(QStringLiteral("unit"), s.unit);
        rules.append(rule);
    }
    QString description = tr("Generated from %1 result(s): per metric the %2 over every device and host, and "
                             "a %3 % variance rule against it")
                              .arg(results.results)
                              .arg(options.statistic, num(options.variancePercent));
    if (!skipped.isEmpty())
        description += tr("; left out: %1").arg(skipped.join(QLatin1String(", ")));
    return QJsonObject{{QStringLiteral("name"), options.name.isEmpty() ? tr("fleet baseline") : options.name},
                       {QStringLiteral("description"), description},
                       {QStringLiteral("source"), options.sources.join(QLatin1String(", "))},
                       {QStringLiteral("baselines"), figures},
                       {QStringLiteral("rules"), rules}};
}

QByteArray FleetBaselines::toYaml(const QJsonObject &b)
{
    QString out =
        QStringLiteral("# A baseline from a fleet's own results (clustergate bench baseline-from).\n");
    for (const char *key : {"name", "description", "source"})
        out += QLatin1String(key) + QStringLiteral(": ") + yamlScalar(b.value(QLatin1String(key))) +
               QLatin1Char('\n');
    out += QStringLiteral("baselines:\n");
    const QJsonObject figures = b.value(QStringLiteral("baselines")).toObject();
    for (auto it = figures.begin(); it != figures.end(); ++it)
        out += QStringLiteral("  ") + yamlScalar(it.key()) + QStringLiteral(": ") + yamlScalar(it.value()) +
               QLatin1Char('\n');
    out += QStringLiteral("rules:\n");
    for (const QJsonValue &r : b.value(QStringLiteral("rules")).toArray()) {
        const QJsonObject o = r.toObject();
        bool first = true;
        for (const char *key :
             {"id", "metric", "device", "comparison", "variance", "unit", "severity", "description"}) {
            if (!o.contains(QLatin1String(key)))
                continue;
            out += (first ? QStringLiteral("  - ") : QStringLiteral("    ")) + QLatin1String(key) +
                   QStringLiteral(": ") + yamlScalar(o.value(QLatin1String(key))) + QLatin1Char('\n');
            first = false;
        }
    }
    return out.toUtf8();
}

} // namespace cg::bench
