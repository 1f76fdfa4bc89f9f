// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/checklist.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

#include <cmath>

namespace cg::validation {

namespace {

struct ParseError
{
    QString message;
};

QString at(const QString &source, const YAML::Mark &m, const QString &message)
{
    if (m.is_null())
        return Checklists::tr("%1: %2").arg(source, message);
    return Checklists::tr("%1: line %2, column %3: %4")
        .arg(source)
        .arg(m.line + 1)
        .arg(m.column + 1)
        .arg(message);
}

[[noreturn]] void fail(const QString &source, const YAML::Node &node, const QString &message)
{
    throw ParseError{at(source, node.Mark(), message)};
}

QString text(const QString &source, const YAML::Node &node, const QString &key)
{
    if (!node.IsScalar())
        fail(source, node, Checklists::tr("'%1' must be a single value").arg(key));
    return QString::fromStdString(node.Scalar());
}

QVariant toVariant(const YAML::Node &node)
{
    if (node.IsScalar()) {
        const QString s = QString::fromStdString(node.Scalar());
        bool ok = false;
        const double d = s.toDouble(&ok);
        if (ok)
            return d;
        if (s == QLatin1String("true"))
            return true;
        if (s == QLatin1String("false"))
            return false;
        return s;
    }
    if (node.IsSequence()) {
        QVariantList l;
        for (const YAML::Node &n : node)
            l << toVariant(n);
        return l;
    }
    if (node.IsMap()) {
        QVariantMap m;
        for (const auto &kv : node)
            m.insert(QString::fromStdString(kv.first.Scalar()), toVariant(kv.second));
        return m;
    }
    return {};
}

void checkKeys(const QString &source, const YAML::Node &map, const QStringList &allowed, const QString &what)
{
    for (const auto &kv : map) {
        const QString key = QString::fromStdString(kv.first.Scalar());
        if (!allowed.contains(key))
            fail(source, kv.first,
                 Checklists::tr("unknown key '%1' in %2 (known: %3)")
                     .arg(key, what, allowed.join(QLatin1String(", "))));
    }
}

QString origin(const QString &source, const YAML::Node &node)
{
    return QStringLiteral("%1:%2").arg(QFileInfo(source).fileName()).arg(node.Mark().line + 1);
}

Expectation parseExpectation(const QString &source, const YAML::Node &node)
{
    if (!node.IsMap())
        fail(source, node, Checklists::tr("an expectation must be a map with 'figure', 'op' and 'value'"));
    checkKeys(source, node,
              {QStringLiteral("figure"), QStringLiteral("op"), QStringLiteral("value"),
               QStringLiteral("otherwise"), QStringLiteral("unit")},
              Checklists::tr("an expectation"));
    Expectation e;
    e.origin = origin(source, node);
    if (!node["figure"])
        fail(source, node, Checklists::tr("an expectation needs 'figure'"));
    e.figure = text(source, node["figure"], QStringLiteral("figure"));
    if (node["op"]) {
        e.op = text(source, node["op"], QStringLiteral("op"));
        static const QStringList ops{QStringLiteral(">="), QStringLiteral("<="), QStringLiteral(">"),
                                     QStringLiteral("<"), QStringLiteral("==")};
        if (!ops.contains(e.op))
            fail(source, node["op"],
                 Checklists::tr("'op' must be one of %1").arg(ops.join(QLatin1Char(' '))));
    }
    if (!node["value"])
        fail(source, node,
             Checklists::tr("an expectation needs 'value' (a number or contract.FIELD expression)"));
    e.value = text(source, node["value"], QStringLiteral("value"));
    // Checked now, so that a typo is found when the file is read, not when the check runs.
    ClusterContract probe;
    const auto resolved = Checklists::resolve(e, probe);
    if (!resolved.ok())
        fail(source, node["value"], resolved.error());
    if (node["otherwise"]) {
        bool ok = false;
        const double d = QString::fromStdString(node["otherwise"].Scalar()).toDouble(&ok);
        if (!node["otherwise"].IsScalar() || !ok)
            fail(source, node["otherwise"], Checklists::tr("'otherwise' must be a number"));
        e.otherwise = d;
    }
    if (node["unit"])
        e.unit = text(source, node["unit"], QStringLiteral("unit"));
    return e;
}

CheckDef parseCheck(const QString &source, const YAML::Node &node)
{
    if (!node.IsMap())
        fail(source, node, Checklists::tr("a check must be a map with 'id' and 'kind'"));
    checkKeys(source, node,
              {QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("title"),
               QStringLiteral("params"), QStringLiteral("expect"), QStringLiteral("required")},
              Checklists::tr("a check"));
    CheckDef c;
    c.origin = origin(source, node);
    if (!node["id"])
        fail(source, node, Checklists::tr("a check needs 'id'"));
    if (!node["kind"])
        fail(source, node, Checklists::tr("a check needs 'kind'"));
    c.id = text(source, node["id"], QStringLiteral("id"));
    c.kind = text(source, node["kind"], QStringLiteral("kind"));
    c.title = node["title"] ? text(source, node["title"], QStringLiteral("title")) : c.id;
    if (const YAML::Node p = node["params"]) {
        if (!p.IsMap())
            fail(source, p, Checklists::tr("'params' must be a map"));
        c.params = toVariant(p).toMap();
    }
    if (const YAML::Node ex = node["expect"]) {
        if (!ex.IsSequence())
            fail(source, ex, Checklists::tr("'expect' must be a list"));
        for (const YAML::Node &e : ex)
            c.expect << parseExpectation(source, e);
    }
    if (const YAML::Node r = node["required"]) {
        const QString v = text(source, r, QStringLiteral("required"));
        if (v != QLatin1String("true") && v != QLatin1String("false"))
            fail(source, r, Checklists::tr("'required' must be true or false"));
        c.required = v == QLatin1String("true");
    }
    return c;
}

Checklist parseChecklist(const QByteArray &yaml, const QString &source)
{
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        throw ParseError{at(source, e.mark, QString::fromStdString(e.msg))};
    }
    if (!root.IsMap())
        fail(source, root, Checklists::tr("a checklist must be a map with 'checklist' and 'levels'"));
    checkKeys(source, root, {QStringLiteral("checklist"), QStringLiteral("levels")},
              Checklists::tr("a checklist"));
    Checklist list;
    list.source = source;
    list.name = root["checklist"] ? text(source, root["checklist"], QStringLiteral("checklist"))
                                  : QFileInfo(source).completeBaseName();
    const YAML::Node levels = root["levels"];
    if (!levels || !levels.IsSequence() || levels.size() == 0)
        fail(source, levels ? levels : root, Checklists::tr("'levels' must be a non-empty list"));
    for (const YAML::Node &ln : levels) {
        if (!ln.IsMap())
            fail(source, ln, Checklists::tr("a level must be a map with 'id' and 'checks'"));
        checkKeys(source, ln,
                  {QStringLiteral("id"), QStringLiteral("title"), QStringLiteral("description"),
                   QStringLiteral("checks")},
                  Checklists::tr("a level"));
        LevelDef level;
        if (!ln["id"])
            fail(source, ln, Checklists::tr("a level needs 'id'"));
        level.id = text(source, ln["id"], QStringLiteral("id"));
        if (list.indexOf(level.id) >= 0)
            fail(source, ln["id"], Checklists::tr("level %1 is defined twice").arg(level.id));
        level.title = ln["title"] ? text(source, ln["title"], QStringLiteral("title")) : level.id;
        if (ln["description"])
            level.description = text(source, ln["description"], QStringLiteral("description"));
        const YAML::Node checks = ln["checks"];
        if (!checks || !checks.IsSequence() || checks.size() == 0)
            fail(source, checks ? checks : ln,
                 Checklists::tr("level %1: 'checks' must be a non-empty list").arg(level.id));
        for (const YAML::Node &cn : checks) {
            CheckDef c = parseCheck(source, cn);
            for (const CheckDef &other : std::as_const(level.checks)) {
                if (other.id == c.id)
                    fail(source, cn["id"],
                         Checklists::tr("check %1 is defined twice in level %2").arg(c.id, level.id));
            }
            level.checks << c;
        }
        list.levels << level;
    }
    return list;
}

// ---- threshold expressions -----------------------------------------------------------------------

struct ExprParser
{
    ExprParser(const QString &text, const ClusterContract &c) : s(text), contract(c) {}
    const QString &s;
    const ClusterContract &contract;
    int pos = 0;
    QStringList used; // "contract.x 1"
    bool unpromised = false;
    QString error;

    void skip()
    {
        while (pos < s.size() && s.at(pos).isSpace())
            ++pos;
    }
    bool eat(QChar c)
    {
        skip();
        if (pos < s.size() && s.at(pos) == c) {
            ++pos;
            return true;
        }
        return false;
    }
    std::optional<double> contractField(const QString &name)
    {
        const QString key = name.toLower().remove(QLatin1Char('_'));
        if (key == QLatin1String("internodegbps") || key == QLatin1String("internodegbit"))
            return contract.interNodeGbps;
        if (key == QLatin1String("internodebusgbps"))
            return contract.interNodeBusGBps;
        if (key == QLatin1String("intranodegbps"))
            return contract.intraNodeGBps;
        if (key == QLatin1String("memorytbps"))
            return contract.memoryTBps;
        if (key == QLatin1String("gpuspernode"))
            return contract.gpusPerNode;
        return std::nullopt;
    }
    std::optional<double> primary()
    {
        skip();
        if (eat(QLatin1Char('('))) {
            auto v = sum();
            if (!v)
                return v;
            if (!eat(QLatin1Char(')'))) {
                error = Checklists::tr("missing ')' at position %1 of '%2'").arg(pos + 1).arg(s);
                return std::nullopt;
            }
            return v;
        }
        if (eat(QLatin1Char('-'))) {
            auto v = primary();
            return v ? std::optional<double>(-*v) : v;
        }
        const int start = pos;
        if (pos < s.size() && (s.at(pos).isDigit() || s.at(pos) == QLatin1Char('.'))) {
            while (pos < s.size() &&
                   (s.at(pos).isDigit() || s.at(pos) == QLatin1Char('.') || s.at(pos) == QLatin1Char('e')))
                ++pos;
            bool ok = false;
            const double d = s.mid(start, pos - start).toDouble(&ok);
            if (!ok) {
                error = Checklists::tr("'%1' is not a number").arg(s.mid(start, pos - start));
                return std::nullopt;
            }
            return d;
        }
        while (pos < s.size() && (s.at(pos).isLetterOrNumber() || s.at(pos) == QLatin1Char('.') ||
                                  s.at(pos) == QLatin1Char('_')))
            ++pos;
        const QString word = s.mid(start, pos - start);
        if (word.startsWith(QLatin1String("contract."))) {
            const auto v = contractField(word.mid(9));
            if (!v) {
                error =
                    Checklists::tr("'%1' is not a contract promise (known: contract.interNodeGbps, "
                                   "contract.interNodeBusGBps, contract.intraNodeGBps, contract.memoryTBps, "
                                   "contract.gpusPerNode)")
                        .arg(word);
                return std::nullopt;
            }
            if (*v == 0)
                unpromised = true;
            used << QStringLiteral("%1 = %2").arg(word).arg(*v);
            return v;
        }
        error = word.isEmpty() ? Checklists::tr("expected a number or contract.FIELD at position %1 of '%2'")
                                     .arg(pos + 1)
                                     .arg(s)
                               : Checklists::tr("'%1' is neither a number nor contract.FIELD").arg(word);
        return std::nullopt;
    }
    std::optional<double> product()
    {
        auto v = primary();
        while (v) {
            if (eat(QLatin1Char('*'))) {
                auto r = primary();
                if (!r)
                    return r;
                *v *= *r;
            } else if (eat(QLatin1Char('/'))) {
                auto r = primary();
                if (!r)
                    return r;
                if (*r == 0) {
                    error = Checklists::tr("division by zero in '%1'").arg(s);
                    return std::nullopt;
                }
                *v /= *r;
            } else {
                break;
            }
        }
        return v;
    }
    std::optional<double> sum()
    {
        auto v = product();
        while (v) {
            if (eat(QLatin1Char('+'))) {
                auto r = product();
                if (!r)
                    return r;
                *v += *r;
            } else if (eat(QLatin1Char('-'))) {
                auto r = product();
                if (!r)
                    return r;
                *v -= *r;
            } else {
                break;
            }
        }
        return v;
    }
};

QString number(double v)
{
    return QString::number(v, 'g', 6);
}

} // namespace

int CheckDef::intParam(const QString &key, int fallback) const
{
    bool ok = false;
    const int v = params.value(key).toInt(&ok);
    return ok ? v : fallback;
}

double CheckDef::doubleParam(const QString &key, double fallback) const
{
    bool ok = false;
    const double v = params.value(key).toDouble(&ok);
    return ok ? v : fallback;
}

QString CheckDef::stringParam(const QString &key, const QString &fallback) const
{
    return params.contains(key) ? params.value(key).toString() : fallback;
}

QStringList CheckDef::listParam(const QString &key) const
{
    const QVariant v = params.value(key);
    if (v.typeId() == QMetaType::QVariantList) {
        QStringList out;
        for (const QVariant &x : v.toList())
            out << x.toString();
        return out;
    }
    return v.isValid() ? QStringList{v.toString()} : QStringList{};
}

int Checklist::indexOf(const QString &levelId) const
{
    for (int i = 0; i < levels.size(); ++i) {
        if (levels.at(i).id.compare(levelId, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

const LevelDef *Checklist::level(const QString &levelId) const
{
    const int i = indexOf(levelId);
    return i < 0 ? nullptr : &levels.at(i);
}

Result<Checklist> Checklists::parse(const QByteArray &yaml, const QString &source)
{
    try {
        return parseChecklist(yaml, source);
    } catch (const ParseError &e) {
        return Result<Checklist>::failure(e.message);
    } catch (const YAML::Exception &e) {
        return Result<Checklist>::failure(at(source, e.mark, QString::fromStdString(e.msg)));
    }
}

QStringList Checklists::builtinNames()
{
    QStringList names;
    for (const QString &f : QDir(QStringLiteral(":/checklists")).entryList({QStringLiteral("*.yaml")}))
        names << QFileInfo(f).completeBaseName();
    return names;
}

Result<Checklist> Checklists::load(const QString &nameOrPath)
{
    QString path = nameOrPath;
    if (!QFileInfo::exists(path))
        path = QStringLiteral(":/checklists/%1.yaml").arg(nameOrPath);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<Checklist>::failure(tr("no checklist '%1' (a file, or one of: %2)")
                                              .arg(nameOrPath, builtinNames().join(QLatin1String(", "))));
    return parse(f.readAll(), path.startsWith(QLatin1Char(':')) ? QFileInfo(path).fileName() : path);
}

Result<ResolvedThreshold> Checklists::resolve(const Expectation &e, const ClusterContract &contract)
{
    ExprParser p{e.value, contract};
    auto v = p.sum();
    p.skip();
    if (v && p.pos < e.value.size()) {
        p.error = tr("unexpected '%1' at position %2 of '%3'")
                      .arg(e.value.mid(p.pos, 1))
                      .arg(p.pos + 1)
                      .arg(e.value);
        v.reset();
    }
    if (!v)
        return Result<ResolvedThreshold>::failure(p.error);
    ResolvedThreshold t;
    if (p.unpromised) {
        if (!e.otherwise) {
            t.explanation = tr("not promised by the contract (%1)").arg(e.value);
            return t;
        }
        t.has = true;
        t.value = *e.otherwise;
        t.explanation = tr("%1 (the contract does not promise %2)").arg(number(t.value), e.value);
        return t;
    }
    t.has = std::isfinite(*v);
    t.value = *v;
    t.explanation = p.used.isEmpty()
                        ? number(*v)
                        : tr("%1 (%2; %3)").arg(number(*v), e.value, p.used.join(QLatin1String(", ")));
    return t;
}

Result<QStringList> Checklists::levelRange(const Checklist &list, const QString &spec)
{
    using R = Result<QStringList>;
    QStringList out;
    if (spec.trimmed().isEmpty() || spec.trimmed().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0) {
        for (const LevelDef &l : list.levels)
            out << l.id;
        return out;
    }
    QList<bool> take(list.levels.size(), false);
    for (const QString &part : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList ends = part.trimmed().split(QLatin1Char('-'));
        if (ends.size() > 2)
            return R::failure(tr("'%1' is not a level range (e.g. L0-L2)").arg(part));
        const int a = list.indexOf(ends.first().trimmed());
        const int b = list.indexOf(ends.last().trimmed());
        if (a < 0 || b < 0)
            return R::failure(
                tr("no level '%1' in checklist %2").arg(a < 0 ? ends.first() : ends.last(), list.name));
        for (int i = std::min(a, b); i <= std::max(a, b); ++i)
            take[i] = true;
    }
    for (int i = 0; i < list.levels.size(); ++i) {
        if (take.at(i))
            out << list.levels.at(i).id;
    }
    return out;
}

bool compareFigure(double value, const QString &op, double threshold)
{
    if (op == QLatin1String(">="))
        return value >= threshold;
    if (op == QLatin1String("<="))
        return value <= threshold;
    if (op == QLatin1String(">"))
        return value > threshold;
    if (op == QLatin1String("<"))
        return value < threshold;
    return value == threshold;
}

} // namespace cg::validation
