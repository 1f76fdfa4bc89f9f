// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/baseline.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace cg::bench {

namespace {

constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// "file: line L, column C: message" from a yaml-cpp mark (0-based).
QString at(const QString &source, const YAML::Mark &m, const QString &message)
{
    if (m.is_null())
        return Baselines::tr("%1: %2").arg(source, message);
    return Baselines::tr("%1: line %2, column %3: %4")
        .arg(source)
        .arg(m.line + 1)
        .arg(m.column + 1)
        .arg(message);
}

struct ParseError
{
    QString message;
};

[[noreturn]] void fail(const QString &source, const YAML::Node &node, const QString &message)
{
    throw ParseError{at(source, node.Mark(), message)};
}

QString scalar(const QString &source, const YAML::Node &node, const QString &key)
{
    if (!node.IsScalar())
        fail(source, node, Baselines::tr("'%1' must be a single value").arg(key));
    return q(node.Scalar()).trimmed();
}

double number(const QString &source, const YAML::Node &node, const QString &key)
{
    bool ok = false;
    const double v = scalar(source, node, key).toDouble(&ok);
    if (!ok || !std::isfinite(v))
        fail(source, node, Baselines::tr("'%1' must be a number, not '%2'").arg(key, q(node.Scalar())));
    return v;
}

std::optional<Comparison> parseComparison(const QString &s)
{
    static const QMap<QString, Comparison> names = {
        {QStringLiteral(">="), Comparison::AtLeast},  {QStringLiteral("ge"), Comparison::AtLeast},
        {QStringLiteral(">"), Comparison::Above},     {QStringLiteral("gt"), Comparison::Above},
        {QStringLiteral("<="), Comparison::AtMost},   {QStringLiteral("le"), Comparison::AtMost},
        {QStringLiteral("<"), Comparison::Below},     {QStringLiteral("lt"), Comparison::Below},
        {QStringLiteral("=="), Comparison::Equal},    {QStringLiteral("eq"), Comparison::Equal},
        {QStringLiteral("!="), Comparison::NotEqual}, {QStringLiteral("ne"), Comparison::NotEqual}};
    const auto it = names.find(s);
    return it == names.end() ? std::nullopt : std::optional<Comparison>(*it);
}

QString format(double v)
{
    return QString::number(v, 'g', 6);
}

// Sets `threshold` from a percentage of the rule's figure (its own, or the file's for the metric).
bool resolvePercent(Rule &r, const QMap<QString, double> &figures)
{
    if (!r.percent || r.nodeBest)
        return true;
    std::optional<double> figure = r.baseline;
    if (!figure && figures.contains(r.metric))
        figure = figures.value(r.metric);
    if (!figure)
        return false;
    r.threshold = *figure * *r.percent / 100.0;
    return true;
}

Baseline parseDocument(const YAML::Node &root, const QString &source, QList<Rule> *disabled)
{
    if (!root.IsMap())
        fail(source, root, Baselines::tr("a baseline file is a map with 'name', 'baselines' and 'rules'"));
    Baseline b;
    b.sources << source;
    static const std::set<std::string> topKeys = {"name",   "description", "gpu",
                                                  "source", "baselines",   "rules"};
    for (auto it = root.begin(); it != root.end(); ++it) {
        const std::string key = it->first.Scalar();
        if (!topKeys.count(key))
            fail(source, it->first,
                 Baselines::tr("unknown key '%1' (expected name, description, gpu, source, baselines, rules)")
                     .arg(q(key)));
    }
    if (root["name"])
        b.name = scalar(source, root["name"], QStringLiteral("name"));
    if (root["description"])
        b.description = scalar(source, root["description"], QStringLiteral("description"));
    if (const YAML::Node figures = root["baselines"]) {
        if (!figures.IsMap())
            fail(source, figures, Baselines::tr("'baselines' maps metric names to figures"));
        for (auto it = figures.begin(); it != figures.end(); ++it)
            b.figures.insert(q(it->first.Scalar()), number(source, it->second, q(it->first.Scalar())));
    }
    const YAML::Node rules = root["rules"];
    if (rules && !rules.IsSequence())
        fail(source, rules, Baselines::tr("'rules' is a list of rules, each starting with '- id:'"));
    QSet<QString> ids;
    static const std::set<std::string> ruleKeys = {
        "id",   "metric",      "device",   "comparison", "threshold",   "baseline", "severity",
        "unit", "description", "disabled", "variance",   "relative_to", "size",     "xids"};
    for (std::size_t i = 0; rules && i < rules.size(); ++i) {
        const YAML::Node n = rules[i];
        if (!n.IsMap())
            fail(source, n,
                 Baselines::tr("each rule is a map (id, metric, comparison, threshold, severity)"));
        for (auto it = n.begin(); it != n.end(); ++it) {
            if (!ruleKeys.count(it->first.Scalar()))
                fail(source, it->first,
                     Baselines::tr(
                         "unknown rule key '%1' (expected id, metric, device, comparison, threshold, "
                         "variance, relative_to, size, xids, baseline, severity, unit, description, "
                         "disabled)")
                         .arg(q(it->first.Scalar())));
        }
        Rule r;
        r.origin = QStringLiteral("%1:%2").arg(source).arg(n.Mark().line + 1);
        if (!n["id"])
            fail(source, n, Baselines::tr("a rule needs an 'id'"));
        r.id = scalar(source, n["id"], QStringLiteral("id"));
        if (ids.contains(r.id))
            fail(source, n["id"], Baselines::tr("rule id '%1' is used twice").arg(r.id));
        ids.insert(r.id);
        bool off = false;
        if (const YAML::Node d = n["disabled"]) {
            const QString v = scalar(source, d, QStringLiteral("disabled")).toLower();
            if (v != QLatin1String("true") && v != QLatin1String("false"))
                fail(source, d, Baselines::tr("'disabled' is true or false"));
            off = v == QLatin1String("true");
        }
        if (off) {
            if (disabled)
                disabled->append(r);
            continue;
        }
        for (const char *required : {"metric", "comparison"}) {
            if (!n[required])
                fail(source, n, Baselines::tr("rule '%1' needs '%2'").arg(r.id, QLatin1String(required)));
        }
        if (!n["threshold"] && !n["variance"])
            fail(source, n, Baselines::tr("rule '%1' needs 'threshold' or 'variance'").arg(r.id));
        if (n["threshold"] && n["variance"])
            fail(source, n["variance"],
                 Baselines::tr("rule '%1' gives both 'threshold' and 'variance': one decides").arg(r.id));
        r.metric = scalar(source, n["metric"], QStringLiteral("metric"));
        if (n["device"])
            r.device = scalar(source, n["device"], QStringLiteral("device"));
        const QString cmp = scalar(source, n["comparison"], QStringLiteral("comparison"));
        const auto c = parseComparison(cmp);
        if (!c)
            fail(source, n["comparison"],
                 Baselines::tr("comparison '%1' is not one of >=, >, <=, <, ==, !=").arg(cmp));
        r.comparison = *c;
        if (n["baseline"])
            r.baseline = number(source, n["baseline"], QStringLiteral("baseline"));
        if (const YAML::Node v = n["variance"]) {
            const QString t = scalar(source, v, QStringLiteral("variance"));
            bool ok = t.endsWith(QLatin1Char('%'));
            const double p = ok ? t.chopped(1).trimmed().toDouble(&ok) : 0;
            if (!ok || !std::isfinite(p) || p < 0 || p >= 100)
                fail(source, v,
                     Baselines::tr("variance '%1' is not a percentage from 0 % to below 100 %, e.g. 5%")
                         .arg(t));
            if (r.comparison == Comparison::Equal || r.comparison == Comparison::NotEqual)
                fail(source, v, Baselines::tr("a variance needs a direction: comparison >=, >, <= or <"));
            r.variance = p;
            const bool higher = r.comparison == Comparison::AtLeast || r.comparison == Comparison::Above;
            r.percent = higher ? 100.0 - p : 100.0 + p;
        } else {
            const QString t = scalar(source, n["threshold"], QStringLiteral("threshold"));
            if (t.endsWith(QLatin1Char('%'))) {
                bool ok = false;
                const double p = t.chopped(1).trimmed().toDouble(&ok);
                if (!ok || !std::isfinite(p) || p < 0)
                    fail(source, n["threshold"], Baselines::tr("'%1' is not a percentage").arg(t));
                r.percent = p;
            } else {
                r.threshold = number(source, n["threshold"], QStringLiteral("threshold"));
            }
        }
        if (const YAML::Node rel = n["relative_to"]) {
            const QString v = scalar(source, rel, QStringLiteral("relative_to"));
            if (v != QLatin1String("node-best"))
                fail(source, rel, Baselines::tr("relative_to '%1' is not 'node-best'").arg(v));
            if (!r.percent || r.variance)
                fail(source, rel,
                     Baselines::tr("relative_to: node-best needs a percentage threshold, e.g. 90%"));
            r.nodeBest = true;
        }
        if (const YAML::Node sz = n["size"]) {
            double bytes = 0;
            const QString v = scalar(source, sz, QStringLiteral("size"));
            if (!parseByteSize(v, &bytes))
                fail(source, sz,
                     Baselines::tr("size '%1' is not a byte count such as 16G, 512M or 1024").arg(v));
            r.sizeBytes = bytes;
        }
        if (const YAML::Node x = n["xids"]) {
            if (!x.IsSequence() || x.size() == 0)
                fail(source, x, Baselines::tr("'xids' is a list of XID numbers, e.g. [48, 79]"));
            for (std::size_t k = 0; k < x.size(); ++k) {
                const double v = number(source, x[k], QStringLiteral("xids"));
                if (v < 0 || v > 100000 || v != std::floor(v))
                    fail(source, x[k], Baselines::tr("XID '%1' is not a whole number").arg(q(x[k].Scalar())));
                r.xids << int(v);
            }
        }
        if (n["severity"]) {
            const QString s = scalar(source, n["severity"], QStringLiteral("severity")).toLower();
            if (s == QLatin1String("fail") || s == QLatin1String("error"))
                r.severity = Severity::Fail;
            else if (s == QLatin1String("warn") || s == QLatin1String("warning"))
                r.severity = Severity::Warn;
            else
                fail(source, n["severity"], Baselines::tr("severity '%1' is not 'warn' or 'fail'").arg(s));
        }
        if (n["unit"])
            r.unit = scalar(source, n["unit"], QStringLiteral("unit"));
        if (n["description"])
            r.description = scalar(source, n["description"], QStringLiteral("description"));
        b.rules << r;
    }
    return b;
}

struct Parsed
{
    Baseline baseline;
    QList<Rule> disabled;
};

Result<Parsed> parseFull(const QByteArray &yaml, const QString &source)
{
    if (yaml.size() > kMaxFileBytes)
        return Result<Parsed>::failure(
            Baselines::tr("%1: larger than 4 MiB; not a baseline file").arg(source));
    try {
        const YAML::Node root = YAML::Load(yaml.toStdString());
        if (!root || root.IsNull())
            return Result<Parsed>::failure(
                Baselines::tr("%1: empty; expected a baseline (name, baselines, rules)").arg(source));
        Parsed p;
        p.baseline = parseDocument(root, source, &p.disabled);
        return p;
    } catch (const YAML::Exception &e) {
        return Result<Parsed>::failure(at(source, e.mark, q(e.msg)));
    } catch (const ParseError &e) {
        return Result<Parsed>::failure(e.message);
    }
}

QString formatBytes(double bytes)
{
    static const char *units[] = {"G", "M", "K"};
    double scale = 1024.0 * 1024.0 * 1024.0;
    for (const char *u : units) {
        if (bytes >= scale && std::fmod(bytes, scale) == 0)
            return QString::number(bytes / scale, 'g', 12) + QLatin1String(u);
        scale /= 1024.0;
    }
    return QString::number(bytes, 'g', 15);
}

// XID numbers the agent reported for one device, and where from (its watch, or the kernel log).
struct XidReport
{
    QString host;
    QString name; // health.xid.events, health.xid.kernel_log
    QString device;
    QList<int> codes;
};

// The figures in the agent's health verdicts (remote_agent/src/bench/health.cpp words them): remapped
// rows as nvidia-smi names them (remapped_rows.pending, .failure, .correctable, .uncorrectable) and the
// XIDs it saw. Only what a reason states is taken; nothing is assumed for the rest.
void healthFigures(const ResultSet &results, QList<MetricValue> *metrics, QList<XidReport> *xids)
{
    static const QRegularExpression remapped(
        QStringLiteral("^(\\d+) correctable and (\\d+) uncorrectable row\\(s\\) remapped"));
    static const QRegularExpression kernelXid(QStringLiteral("Xid \\([^)]*\\): (\\d+)"));
    static const QRegularExpression number(QStringLiteral("\\d+"));
    const auto add = [metrics](const AgentCheck &c, const char *name, double value) {
        MetricValue m;
        m.benchmark = c.benchmark;
        m.host = c.host;
        m.name = QLatin1String(name);
        m.device = c.device;
        m.unit = QStringLiteral("count");
        m.value = value;
        m.hasValue = true;
        m.higherIsBetter = false;
        *metrics << m;
    };
    const auto xidCodes = [](const AgentCheck &c, XidReport *x) {
        const QJsonArray codes = c.facts.value(QStringLiteral("xids")).toArray();
        for (qsizetype i = 0; i < codes.size() && x->codes.size() < 1000; ++i)
            if (codes.at(i).isDouble())
                x->codes << codes.at(i).toInt();
    };
    for (const AgentCheck &c : results.checks) {
        // An agent that states the figures is read from them; older agents' results only from their text.
        if (c.name == QLatin1String("health.row_remap") && !c.facts.isEmpty()) {
            for (const char *key : {"remapped_rows.failure", "remapped_rows.pending",
                                    "remapped_rows.correctable", "remapped_rows.uncorrectable"}) {
                const QJsonValue v = c.facts.value(QLatin1String(key));
                if (v.isDouble())
                    add(c, (QByteArrayLiteral("health.") + key).constData(), v.toDouble());
            }
        } else if ((c.name == QLatin1String("health.xid") ||
                    c.name == QLatin1String("health.xid_kernel_log")) &&
                   c.facts.contains(QStringLiteral("xids"))) {
            XidReport x{c.host,
                        c.name == QLatin1String("health.xid") ? QStringLiteral("health.xid.events")
                                                              : QStringLiteral("health.xid.kernel_log"),
                        c.device,
                        {}};
            xidCodes(c, &x);
            *xids << x;
        } else if (c.name == QLatin1String("health.row_remap")) {
            if (c.status == QLatin1String("fail") &&
                c.reason.startsWith(QLatin1String("row remapping failed"))) {
                add(c, "health.remapped_rows.failure", 1);
            } else if (c.status == QLatin1String("warn") &&
                       c.reason.startsWith(QLatin1String("a row remap is pending"))) {
                add(c, "health.remapped_rows.failure", 0);
                add(c, "health.remapped_rows.pending", 1);
            } else if (const auto m = remapped.match(c.reason);
                       c.status == QLatin1String("pass") && m.hasMatch()) {
                add(c, "health.remapped_rows.failure", 0);
                add(c, "health.remapped_rows.pending", 0);
                add(c, "health.remapped_rows.correctable", m.captured(1).toDouble());
                add(c, "health.remapped_rows.uncorrectable", m.captured(2).toDouble());
            }
        } else if (c.name == QLatin1String("health.xid") &&
                   (c.status == QLatin1String("pass") || c.status == QLatin1String("fail"))) {
            XidReport x{c.host, QStringLiteral("health.xid.events"), c.device, {}};
            const qsizetype colon = c.reason.indexOf(QLatin1Char(':'));
            if (c.status == QLatin1String("fail") && colon >= 0) {
                auto it = number.globalMatch(c.reason.mid(colon + 1));
                while (it.hasNext() && x.codes.size() < 1000)
                    x.codes << it.next().captured(0).toInt();
            }
            *xids << x;
        } else if (c.name == QLatin1String("health.xid_kernel_log")) {
            XidReport x{c.host, QStringLiteral("health.xid.kernel_log"), c.device, {}};
            auto it = kernelXid.globalMatch(c.reason);
            while (it.hasNext() && x.codes.size() < 1000)
                x.codes << it.next().captured(1).toInt();
            *xids << x;
        }
    }
}

} // namespace

bool parseByteSize(const QString &text, double *bytes)
{
    QString t = text.trimmed();
    double scale = 1;
    if (t.endsWith(QLatin1Char('G'), Qt::CaseInsensitive))
        scale = 1024.0 * 1024.0 * 1024.0;
    else if (t.endsWith(QLatin1Char('M'), Qt::CaseInsensitive))
        scale = 1024.0 * 1024.0;
    else if (t.endsWith(QLatin1Char('K'), Qt::CaseInsensitive))
        scale = 1024.0;
    if (scale != 1)
        t.chop(1);
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0)
        return false;
    *bytes = std::floor(v * scale);
    return true;
}

QString comparisonSymbol(Comparison c)
{
    switch (c) {
    case Comparison::AtLeast:
        return QStringLiteral(">=");
    case Comparison::Above:
        return QStringLiteral(">");
    case Comparison::AtMost:
        return QStringLiteral("<=");
    case Comparison::Below:
        return QStringLiteral("<");
    case Comparison::Equal:
        return QStringLiteral("==");
    case Comparison::NotEqual:
        return QStringLiteral("!=");
    }
    return QStringLiteral("?");
}

bool compare(double v, Comparison c, double t)
{
    switch (c) {
    case Comparison::AtLeast:
        return v >= t;
    case Comparison::Above:
        return v > t;
    case Comparison::AtMost:
        return v <= t;
    case Comparison::Below:
        return v < t;
    case Comparison::Equal:
        return v == t;
    case Comparison::NotEqual:
        return v != t;
    }
    return false;
}

bool globMatch(const QString &pattern, const QString &text)
{
    // Iterative matcher with one backtrack point per '*': linear in practice, no regex compilation.
    qsizetype p = 0, t = 0, star = -1, mark = 0;
    while (t < text.size()) {
        if (p < pattern.size() && (pattern.at(p) == QLatin1Char('?') || pattern.at(p) == text.at(t))) {
            ++p;
            ++t;
        } else if (p < pattern.size() && pattern.at(p) == QLatin1Char('*')) {
            star = p++;
            mark = t;
        } else if (star >= 0) {
            p = star + 1;
            t = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern.at(p) == QLatin1Char('*'))
        ++p;
    return p == pattern.size();
}

Result<Baseline> Baselines::parse(const QByteArray &yaml, const QString &source)
{
    Result<Parsed> p = parseFull(yaml, source);
    if (!p)
        return Result<Baseline>::failure(p.error());
    Baseline b = p->baseline;
    for (const Rule &r : p->disabled)
        b.disabled << r.id;
    for (Rule &r : b.rules) {
        // A percentage whose figure is in neither the rule nor this file may still be resolved by the file
        // it overrides; merge() tries again, and the evaluator reports a rule left without a threshold.
        resolvePercent(r, b.figures);
    }
    return b;
}

Baseline Baselines::merge(const Baseline &base, const Baseline &over)
{
    Baseline out = base;
    out.sources << over.sources;
    if (!over.name.isEmpty())
        out.name = over.name;
    if (!over.description.isEmpty())
        out.description = over.description;
    for (auto it = over.figures.begin(); it != over.figures.end(); ++it)
        out.figures.insert(it.key(), it.value());
    for (const Rule &r : over.rules) {
        bool replaced = false;
        for (Rule &existing : out.rules) {
            if (existing.id == r.id) {
                existing = r;
                replaced = true;
            }
        }
        if (!replaced)
            out.rules << r;
    }
    out.rules.erase(std::remove_if(out.rules.begin(), out.rules.end(),
                                   [&](const Rule &r) { return over.disabled.contains(r.id); }),
                    out.rules.end());
    out.disabled << over.disabled;
    // The override's figures apply to the base's percentages too (a contract's own 4.5 TB/s).
    for (Rule &r : out.rules)
        resolvePercent(r, out.figures);
    return out;
}

QStringList Baselines::builtinNames()
{
    QStringList names;
    const QStringList files =
        QDir(QStringLiteral(":/baselines")).entryList({QStringLiteral("*.yaml")}, QDir::Files);
    for (const QString &f : files)
        names << QFileInfo(f).completeBaseName();
    return names;
}

Result<Baseline> Baselines::load(const QString &nameOrPath)
{
    QString path = nameOrPath;
    const QString builtin = QStringLiteral(":/baselines/%1.yaml").arg(nameOrPath);
    if (!nameOrPath.contains(QLatin1Char('/')) && !QFileInfo::exists(nameOrPath) && QFile::exists(builtin))
        path = builtin;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        const QStringList names = builtinNames();
        return Result<Baseline>::failure(
            tr("cannot read baseline '%1': %2 (built-in baselines: %3)")
                .arg(nameOrPath, f.errorString(),
                     names.isEmpty() ? tr("none in this build") : names.join(QStringLiteral(", "))));
    }
    const QByteArray data = f.read(kMaxFileBytes + 1);
    return parse(data, path.startsWith(QLatin1Char(':')) ? nameOrPath : path);
}

QString outcomeName(Verdict::Outcome o)
{
    switch (o) {
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::Warn:
        return QStringLiteral("warn");
    case Verdict::Fail:
        return QStringLiteral("fail");
    case Verdict::Missing:
        return QStringLiteral("skip");
    }
    return QStringLiteral("fail");
}

Evaluation Evaluator::evaluate(const Baseline &baseline, const ResultSet &results)
{
    Evaluation e;
    auto add = [&e](Verdict v) {
        switch (v.outcome) {
        case Verdict::Pass:
            ++e.passed;
            break;
        case Verdict::Warn:
            ++e.warned;
            break;
        case Verdict::Fail:
            ++e.failed;
            break;
        case Verdict::Missing:
            ++e.missing;
            break;
        }
        e.verdicts << v;
    };
    QList<MetricValue> metrics = results.metrics;
    QList<XidReport> xids;
    healthFigures(results, &metrics, &xids);
    for (const Rule &r : baseline.rules) {
        Verdict base;
        base.ruleId = r.id;
        base.metric = r.metric;
        base.device = r.device;
        base.unit = r.unit;
        const bool unresolved =
            r.percent && !r.nodeBest && !r.baseline && !baseline.figures.contains(r.metric);
        base.expectation = comparisonSymbol(r.comparison) + QLatin1Char(' ') + format(r.threshold);
        if (r.variance) {
            const double figure = r.baseline ? *r.baseline : baseline.figures.value(r.metric);
            base.expectation += tr(" (within %1% of %2)").arg(format(*r.variance), format(figure));
        } else if (r.percent && !r.nodeBest) {
            const double figure = r.baseline ? *r.baseline : baseline.figures.value(r.metric);
            base.expectation += tr(" (%1% of %2)").arg(format(*r.percent), format(figure));
        }
        if (r.sizeBytes)
            base.expectation += tr(" at %1").arg(formatBytes(*r.sizeBytes));
        bool matched = false;
        if (!r.xids.isEmpty()) {
            for (const XidReport &x : std::as_const(xids)) {
                if (!globMatch(r.metric, x.name) || !globMatch(r.device, x.device))
                    continue;
                matched = true;
                Verdict v = base;
                v.metric = x.name;
                v.device = x.device;
                v.host = x.host;
                v.unit = QStringLiteral("count");
                QStringList seen;
                for (int code : x.codes) {
                    if (r.xids.contains(code) && !seen.contains(QString::number(code)))
                        seen << QString::number(code);
                }
                v.value = double(seen.size());
                if (compare(v.value, r.comparison, r.threshold)) {
                    v.outcome = Verdict::Pass;
                    v.reason = r.description;
                } else {
                    v.outcome = r.severity == Severity::Warn ? Verdict::Warn : Verdict::Fail;
                    v.reason = tr("XID %1 seen (%2)")
                                   .arg(seen.join(QLatin1String(", ")),
                                        r.description.isEmpty() ? r.origin : r.description);
                }
                add(v);
            }
        }
        // The best value of the metric on each host, for a rule relative to it.
        QHash<QString, double> best;
        if (r.nodeBest) {
            const bool higher = r.comparison == Comparison::AtLeast || r.comparison == Comparison::Above;
            for (const MetricValue &m : std::as_const(metrics)) {
                if (!m.hasValue || !globMatch(r.metric, m.name) || !globMatch(r.device, m.device) ||
                    (!r.unit.isEmpty() && r.unit != m.unit))
                    continue;
                const auto it = best.find(m.host);
                if (it == best.end())
                    best.insert(m.host, m.value);
                else
                    *it = higher ? std::max(*it, m.value) : std::min(*it, m.value);
            }
        }
        for (const MetricValue &m : std::as_const(metrics)) {
            if (!r.xids.isEmpty())
                break;
            if (!globMatch(r.metric, m.name) || !globMatch(r.device, m.device))
                continue;
            matched = true;
            Verdict v = base;
            v.metric = m.name;
            v.device = m.device;
            v.host = m.host;
            v.value = m.value;
            v.unit = m.unit;
            double threshold = r.threshold;
            if (r.nodeBest && best.contains(m.host)) {
                threshold = best.value(m.host) * *r.percent / 100.0;
                v.expectation = comparisonSymbol(r.comparison) + QLatin1Char(' ') + format(threshold) +
                                tr(" (%1% of the best on %2: %3)")
                                    .arg(format(*r.percent), m.host.isEmpty() ? tr("its node") : m.host,
                                         format(best.value(m.host)));
            }
            if (unresolved) {
                v.outcome = Verdict::Fail;
                v.reason = tr("rule %1 (%2) gives a percentage but no baseline figure for %3")
                               .arg(r.id, r.origin, r.metric);
            } else if (!m.hasValue) {
                v.outcome = r.severity == Severity::Warn ? Verdict::Warn : Verdict::Fail;
                v.reason = tr("no value was measured");
            } else if (!r.unit.isEmpty() && r.unit != m.unit) {
                v.outcome = Verdict::Fail;
                v.reason = tr("the result is in %1 but rule %2 expects %3").arg(m.unit, r.id, r.unit);
            } else if (r.sizeBytes && m.bytes <= 0) {
                v.outcome = Verdict::Missing;
                v.reason = tr("the result does not say at which message size it was measured; rule %1 is "
                              "for %2")
                               .arg(r.id, formatBytes(*r.sizeBytes));
            } else if (r.sizeBytes && m.bytes != *r.sizeBytes) {
                v.outcome = Verdict::Missing;
                v.reason = tr("measured at %1, rule %2 is for %3 (run with -e %3)")
                               .arg(formatBytes(m.bytes), r.id, formatBytes(*r.sizeBytes));
            } else if (compare(m.value, r.comparison, threshold)) {
                v.outcome = Verdict::Pass;
                v.reason = r.description;
            } else {
                v.outcome = r.severity == Severity::Warn ? Verdict::Warn : Verdict::Fail;
                v.reason = r.description.isEmpty() ? tr("does not meet rule %1 (%2)").arg(r.id, r.origin)
                                                   : r.description;
            }
            add(v);
        }
        if (!matched) {
            Verdict v = base;
            v.outcome = Verdict::Missing;
            v.reason = tr("not in the results (that benchmark was not run)");
            add(v);
        }
    }
    for (const AgentCheck &c : results.checks) {
        if (c.status != QLatin1String("fail") && c.status != QLatin1String("warn"))
            continue;
        Verdict v;
        v.outcome = c.status == QLatin1String("fail") ? Verdict::Fail : Verdict::Warn;
        v.ruleId = QStringLiteral("agent-check");
        v.metric = c.name;
        v.device = c.device;
        v.host = c.host;
        v.reason = c.reason;
        add(v);
    }
    for (const NotRunResult &n : results.notRun) {
        Verdict v;
        v.outcome = Verdict::Fail;
        v.ruleId = QStringLiteral("not-run");
        v.metric = n.benchmark;
        v.host = n.host;
        v.reason = tr("did not run: %1").arg(n.describe());
        add(v);
    }
    return e;
}

} // namespace cg::bench
