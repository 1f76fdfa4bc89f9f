// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/alert_thresholds.h"

#include "common/logging.h"

#include "planning/planner.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>

namespace cg::planning {

namespace {

constexpr qint64 kMaxFileBytes = 1024 * 1024;

QString num(double v)
{
    return Planner::number(v);
}

// One threshold: its file key, where it lives, and the range it must be in.
struct Field
{
    const char *key;
    double AlertThresholds::*real;
    int AlertThresholds::*whole;
    double min;
    double max;
};

const QList<Field> &fields()
{
    static const QList<Field> f{
        {"gpu_idle_percent", &AlertThresholds::gpuIdlePercent, nullptr, 0, 100},
        {"gpu_idle_minutes", nullptr, &AlertThresholds::gpuIdleMinutes, 1, 10080},
        {"queue_growth_cycles", nullptr, &AlertThresholds::queueGrowthCycles, 1, 10000},
        {"queue_min_pending", nullptr, &AlertThresholds::queueMinPending, 0, 1e9},
        {"link_rtt_ms", &AlertThresholds::linkRttMs, nullptr, 0, 1e6},
        {"link_retrans_per_s", &AlertThresholds::linkRetransPerSecond, nullptr, 0, 1e9},
        {"link_samples", nullptr, &AlertThresholds::linkSamples, 1, 10000},
        {"link_loss_percent", &AlertThresholds::linkLossPercent, nullptr, 0, 100},
        {"job_failure_share", &AlertThresholds::jobFailureShare, nullptr, 0, 1},
        {"job_failure_min_jobs", nullptr, &AlertThresholds::jobFailureMinJobs, 1, 1e6},
        {"job_failure_window_minutes", nullptr, &AlertThresholds::jobFailureWindowMinutes, 1, 10080},
        {"agent_stale_seconds", nullptr, &AlertThresholds::agentStaleSeconds, 1, 86400},
        {"cost_increase_ratio", &AlertThresholds::costIncreaseRatio, nullptr, 0, 1000},
        {"cost_min_increase", &AlertThresholds::costMinIncrease, nullptr, 0, 1e12},
    };
    return f;
}

// Section ("defaults" or a cluster) -> key -> value text, from either format.
using Sections = QMap<QString, QMap<QString, QString>>;

struct ParseError
{
    QString message;
};

QMap<QString, QString> yamlSection(const YAML::Node &node, const QString &where)
{
    if (!node.IsMap())
        throw ParseError{AlertThresholdSet::tr("%1 must be a map of threshold: value").arg(where)};
    QMap<QString, QString> out;
    for (const auto &kv : node) {
        if (!kv.second.IsScalar())
            throw ParseError{AlertThresholdSet::tr("%1: '%2' must be a single value")
                                 .arg(where, QString::fromStdString(kv.first.Scalar()))};
        out.insert(QString::fromStdString(kv.first.Scalar()), QString::fromStdString(kv.second.Scalar()));
    }
    return out;
}

Sections yamlSections(const QByteArray &text)
{
    Sections s;
    const YAML::Node root = YAML::Load(text.toStdString());
    if (root.IsNull())
        return s;
    if (!root.IsMap())
        throw ParseError{AlertThresholdSet::tr("the top level must have 'defaults' and/or 'clusters'")};
    for (const auto &kv : root) {
        const QString key = QString::fromStdString(kv.first.Scalar());
        if (key == QLatin1String("defaults")) {
            s.insert(QString(), yamlSection(kv.second, key));
        } else if (key == QLatin1String("clusters")) {
            if (!kv.second.IsMap())
                throw ParseError{AlertThresholdSet::tr("'clusters' must map cluster names to thresholds")};
            for (const auto &c : kv.second) {
                const QString name = QString::fromStdString(c.first.Scalar());
                if (name.isEmpty())
                    throw ParseError{AlertThresholdSet::tr("a cluster under 'clusters' has no name")};
                s.insert(name, yamlSection(c.second, QStringLiteral("clusters.") + name));
            }
        } else {
            throw ParseError{
                AlertThresholdSet::tr("unknown section '%1' (expected 'defaults' or 'clusters')").arg(key)};
        }
    }
    return s;
}

QMap<QString, QString> jsonSection(const QJsonValue &v, const QString &where)
{
    if (!v.isObject())
        throw ParseError{AlertThresholdSet::tr("%1 must be an object of threshold: value").arg(where)};
    QMap<QString, QString> out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isDouble())
            throw ParseError{AlertThresholdSet::tr("%1: '%2' must be a number").arg(where, it.key())};
        out.insert(it.key(), QString::number(it.value().toDouble(), 'g', 17));
    }
    return out;
}

Sections jsonSections(const QByteArray &text)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (!doc.isObject())
        throw ParseError{AlertThresholdSet::tr("not a JSON object: %1").arg(err.errorString())};
    Sections s;
    const QJsonObject root = doc.object();
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() == QLatin1String("defaults")) {
            s.insert(QString(), jsonSection(it.value(), it.key()));
        } else if (it.key() == QLatin1String("clusters")) {
            const QJsonObject cs = it.value().toObject();
            for (auto c = cs.begin(); c != cs.end(); ++c)
                s.insert(c.key(), jsonSection(c.value(), QStringLiteral("clusters.") + c.key()));
        } else {
            throw ParseError{AlertThresholdSet::tr("unknown section '%1' (expected 'defaults' or 'clusters')")
                                 .arg(it.key())};
        }
    }
    return s;
}

AlertThresholds apply(AlertThresholds t, const QMap<QString, QString> &values, const QString &where)
{
    for (auto it = values.begin(); it != values.end(); ++it) {
        const auto f = std::find_if(fields().begin(), fields().end(),
                                    [&](const Field &x) { return it.key() == QLatin1String(x.key); });
        if (f == fields().end())
            throw ParseError{AlertThresholdSet::tr("%1: unknown threshold '%2' (known: %3)")
                                 .arg(where, it.key(), AlertThresholdSet::keys().join(QStringLiteral(", ")))};
        bool ok = false;
        const double v = it.value().toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < f->min || v > f->max || (f->whole && v != std::floor(v)))
            throw ParseError{AlertThresholdSet::tr("%1: '%2' must be %3 from %4 to %5, not '%6'")
                                 .arg(where, it.key(),
                                      f->whole ? AlertThresholdSet::tr("a whole number")
                                               : AlertThresholdSet::tr("a number"),
                                      num(f->min), num(f->max), it.value())};
        if (f->real)
            t.*(f->real) = v;
        else
            t.*(f->whole) = int(v);
    }
    return t;
}

} // namespace

QStringList AlertThresholdSet::keys()
{
    QStringList k;
    for (const Field &f : fields())
        k << QLatin1String(f.key);
    return k;
}

Result<AlertThresholdSet> AlertThresholdSet::parse(const QByteArray &text, const QString &source)
{
    using R = Result<AlertThresholdSet>;
    try {
        const bool json = text.trimmed().startsWith('{');
        const Sections sections = json ? jsonSections(text) : yamlSections(text);
        AlertThresholdSet set;
        set.defaults = apply(AlertThresholds{}, sections.value(QString()), QStringLiteral("defaults"));
        for (auto it = sections.begin(); it != sections.end(); ++it) {
            if (!it.key().isEmpty())
                set.clusters.insert(it.key(),
                                    apply(set.defaults, it.value(), QStringLiteral("clusters.") + it.key()));
        }
        qCDebug(lcPlanning) << "alert thresholds read from" << source << "with" << set.clusters.size()
                            << "cluster sections";
        return set;
    } catch (const ParseError &e) {
        return R::failure(tr("%1: %2").arg(source, e.message));
    } catch (const YAML::Exception &e) {
        return R::failure(
            tr("%1: line %2: %3").arg(source).arg(e.mark.line + 1).arg(QString::fromStdString(e.msg)));
    }
}

Result<AlertThresholdSet> AlertThresholdSet::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<AlertThresholdSet>::failure(tr("cannot read %1: %2").arg(path, f.errorString()));
    const QByteArray data = f.read(kMaxFileBytes + 1);
    if (data.size() > kMaxFileBytes)
        return Result<AlertThresholdSet>::failure(
            tr("%1: larger than 1 MiB; not a threshold file").arg(path));
    return parse(data, path);
}

} // namespace cg::planning
