// SPDX-License-Identifier: GPL-3.0-or-later
// The walker behind the job-spec parser: reads values of each kind from a yaml-cpp document and collects
// every problem with its line and column (unknown keys with a "did you mean"), never throwing. Used by
// job_spec.cpp, which knows the layouts and their keys. Not a public header.
#pragma once

#include "jobs/job_spec.h"
#include "jobs/job_spec_p.h"

#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <functional>
#include <limits>
#include <vector>

namespace cg::jobs::detail {

inline QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

inline int editDistance(const QString &a, const QString &b)
{
    std::vector<int> prev(std::size_t(b.size()) + 1), cur(prev.size());
    for (std::size_t j = 0; j < prev.size(); ++j)
        prev[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        cur[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            cur[std::size_t(j)] = std::min(
                {prev[std::size_t(j)] + 1, cur[std::size_t(j - 1)] + 1, prev[std::size_t(j - 1)] + cost});
        }
        std::swap(prev, cur);
    }
    return prev.back();
}

inline QString folded(const QString &key)
{
    QString out;
    for (const QChar c : key) {
        if (c != QLatin1Char('_') && c != QLatin1Char('-'))
            out += c.toLower();
    }
    return out;
}

// The known key closest to `key`, when close enough to be a slip ("max_retries" -> "maxRetries").
inline QString closest(const QString &key, const QStringList &known)
{
    QString best;
    int bestDistance = std::numeric_limits<int>::max();
    const QString f = folded(key);
    for (const QString &k : known) {
        if (folded(k) == f)
            return k;
        const int d = editDistance(f, folded(k));
        if (d < bestDistance) {
            bestDistance = d;
            best = k;
        }
    }
    const int allowed = f.size() <= 4 ? 1 : 2;
    return bestDistance <= allowed ? best : QString();
}

inline const QRegularExpression &slurmNameRe()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"));
    return re;
}

// Collects errors while walking the document; never throws.
class Checker
{
public:
    QList<SpecError> errors;
    YAML::Mark keyMark = YAML::Mark::null_mark(); // of the key whose value is being read

    void add(const YAML::Mark &m, const QString &message)
    {
        SpecError e;
        if (!m.is_null() && m.line >= 0) {
            e.line = m.line + 1;
            e.column = m.column + 1;
        }
        e.message = message;
        errors << e;
    }
    void add(const YAML::Node &n, const QString &message) { add(n.Mark(), message); }

    std::optional<QString> text(const YAML::Node &n, const QString &key, const QString &expected)
    {
        if (n.IsNull()) {
            // An empty value's mark is where the next token starts: point at the key instead.
            add(keyMark.is_null() ? n.Mark() : keyMark,
                JobSpecs::tr("'%1' is empty; expected %2").arg(key, expected));
            return std::nullopt;
        }
        if (!n.IsScalar()) {
            add(n, JobSpecs::tr("'%1' must be a single value: %2").arg(key, expected));
            return std::nullopt;
        }
        return q(n.Scalar());
    }

    // One line of printable text (no newline or control characters), at most `maxLength` characters.
    std::optional<QString> line(const YAML::Node &n, const QString &key, const QString &expected,
                                int maxLength = 1024)
    {
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        const QString v = t->trimmed();
        const bool control = std::any_of(v.begin(), v.end(), [](QChar c) { return c.unicode() < 0x20; });
        if (v.isEmpty() || control || v.size() > maxLength) {
            add(n, JobSpecs::tr("'%1' must be %2").arg(key, expected));
            return std::nullopt;
        }
        return v;
    }

    std::optional<QString> slurmName(const YAML::Node &n, const QString &key)
    {
        const QString expected =
            JobSpecs::tr("a name of 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit");
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        const QString v = t->trimmed();
        if (!slurmNameRe().match(v).hasMatch()) {
            add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, v.left(80)));
            return std::nullopt;
        }
        return v;
    }

    std::optional<qint64> integer(const YAML::Node &n, const QString &key, qint64 min, qint64 max)
    {
        const QString expected = max == std::numeric_limits<qint64>::max()
                                     ? JobSpecs::tr("a whole number of at least %1").arg(min)
                                     : JobSpecs::tr("a whole number from %1 to %2").arg(min).arg(max);
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        bool ok = false;
        const qint64 v = t->trimmed().toLongLong(&ok, 10);
        if (!ok || v < min || v > max) {
            add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, t->left(80)));
            return std::nullopt;
        }
        return v;
    }

    std::optional<double> number(const YAML::Node &n, const QString &key, double min, double max)
    {
        const QString expected = JobSpecs::tr("a number from %1 to %2").arg(min).arg(max);
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        bool ok = false;
        const double v = t->trimmed().toDouble(&ok);
        if (!ok || !(v >= min && v <= max)) {
            add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, t->left(80)));
            return std::nullopt;
        }
        return v;
    }

    std::optional<bool> boolean(const YAML::Node &n, const QString &key)
    {
        const QString expected = JobSpecs::tr("true or false");
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        const QString v = t->trimmed().toLower();
        if (v == QLatin1String("true") || v == QLatin1String("yes") || v == QLatin1String("on"))
            return true;
        if (v == QLatin1String("false") || v == QLatin1String("no") || v == QLatin1String("off"))
            return false;
        add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, t->left(80)));
        return std::nullopt;
    }

    template <typename E, std::size_t N>
    std::optional<E> choice(const YAML::Node &n, const QString &key, const Names<E> (&table)[N])
    {
        const QString expected = JobSpecs::tr("one of %1").arg(choices(table));
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        const auto v = fromName(table, *t);
        if (!v)
            add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, t->left(80)));
        return v;
    }

    // Walks a map, reporting non-map values, odd keys, duplicates and unknown keys (with a suggestion
    // from `known` and `alsoSuggest`); `visit` gets each known key with its value. `foreign`, when given,
    // is asked first about an unknown key and returns true when it has said what is wrong.
    bool map(const YAML::Node &n, const QString &what, const QStringList &known,
             const std::function<void(const QString &key, const YAML::Node &value)> &visit,
             const QStringList &alsoSuggest = {},
             const std::function<bool(const QString &key, const YAML::Node &keyNode)> &foreign = {})
    {
        if (!n.IsMap()) {
            add(n,
                JobSpecs::tr("%1 must be a map with the keys %2").arg(what, known.join(QLatin1String(", "))));
            return false;
        }
        QSet<QString> seen;
        for (auto it = n.begin(); it != n.end(); ++it) {
            const YAML::Node key = it->first;
            if (!key.IsScalar()) {
                add(key, JobSpecs::tr("a key in %1 must be a plain word").arg(what));
                continue;
            }
            const QString k = q(key.Scalar());
            if (!known.contains(k)) {
                if (foreign && foreign(k, key))
                    continue;
                const QString near = closest(k, known + alsoSuggest);
                if (!near.isEmpty())
                    add(key, JobSpecs::tr("unknown key '%1' in %2; did you mean '%3'?")
                                 .arg(k.left(80), what, near));
                else
                    add(key, JobSpecs::tr("unknown key '%1' in %2; expected one of %3")
                                 .arg(k.left(80), what, known.join(QLatin1String(", "))));
                continue;
            }
            if (seen.contains(k)) {
                add(key, JobSpecs::tr("'%1' appears twice in %2").arg(k, what));
                continue;
            }
            seen.insert(k);
            const YAML::Mark outer = keyMark;
            keyMark = key.Mark();
            visit(k, it->second);
            keyMark = outer;
        }
        return true;
    }
};

inline void parseDatasets(Checker &c, const YAML::Node &n, JobSpec &spec)
{
    if (!n.IsSequence()) {
        c.add(n, JobSpecs::tr("'datasets' must be a list of ledger dataset names, each '- name' or "
                              "'- {id: name, version: v}'"));
        return;
    }
    static const QRegularExpression idRe(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,199}$"));
    const QString idExpected = JobSpecs::tr("a ledger dataset name or id");
    QSet<QString> seen;
    for (std::size_t i = 0; i < n.size(); ++i) {
        const YAML::Node item = n[i];
        DatasetRef ref;
        YAML::Mark idMark = item.Mark(); // marks only: assigning yaml-cpp nodes rewrites the document
        bool good = true;
        if (item.IsMap()) {
            bool hasId = false;
            c.map(item, JobSpecs::tr("a dataset"), {QStringLiteral("id"), QStringLiteral("version")},
                  [&](const QString &k, const YAML::Node &v) {
                      if (k == QLatin1String("id")) {
                          hasId = true;
                          idMark = v.Mark();
                          if (const auto t = c.line(v, k, idExpected, 200))
                              ref.id = *t;
                          else
                              good = false;
                      } else if (const auto t =
                                     c.line(v, k, JobSpecs::tr("one line of at most 128 characters"), 128)) {
                          ref.version = *t;
                      } else {
                          good = false;
                      }
                  });
            if (!hasId) {
                c.add(item, JobSpecs::tr("a dataset needs an 'id' (its ledger name)"));
                continue;
            }
        } else if (const auto t = c.line(item, QStringLiteral("datasets"), idExpected, 200)) {
            ref.id = *t;
        } else {
            continue;
        }
        if (!good || ref.id.isEmpty())
            continue;
        if (!idRe.match(ref.id).hasMatch()) {
            c.add(idMark,
                  JobSpecs::tr("'%1' is not a ledger dataset name (letters, digits and . _ : / @ + -)")
                      .arg(ref.id.left(80)));
            continue;
        }
        if (seen.contains(ref.id)) {
            c.add(idMark, JobSpecs::tr("dataset '%1' is listed twice").arg(ref.id));
            continue;
        }
        seen.insert(ref.id);
        spec.datasets << ref;
    }
}

} // namespace cg::jobs::detail
