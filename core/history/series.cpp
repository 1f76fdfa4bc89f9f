// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/series.h"

#include <QCoreApplication>

namespace cg::history {

namespace {

QString escaped(const QString &v)
{
    QString out;
    out.reserve(v.size());
    for (const QChar c : v) {
        if (c == QLatin1Char('\\') || c == QLatin1Char('"'))
            out += QLatin1Char('\\');
        if (c == QLatin1Char('\n')) {
            out += QStringLiteral("\\n");
            continue;
        }
        out += c;
    }
    return out;
}

bool isNameChar(QChar c, bool first)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || c == QLatin1Char('_') ||
           c == QLatin1Char(':') || (!first && c >= QLatin1Char('0') && c <= QLatin1Char('9'));
}

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::Selector)
};

} // namespace

QString SeriesKey::labelsText() const
{
    if (labels.isEmpty())
        return {};
    QString out = QStringLiteral("{");
    bool first = true;
    for (auto it = labels.cbegin(); it != labels.cend(); ++it) {
        if (!first)
            out += QLatin1Char(',');
        first = false;
        out += it.key() + QStringLiteral("=\"") + escaped(it.value()) + QLatin1Char('"');
    }
    return out + QLatin1Char('}');
}

QString SeriesKey::text() const
{
    return metric + labelsText();
}

bool LabelMatcher::matches(const Labels &labels) const
{
    const QString v = labels.value(name); // a missing label reads as "", as in PromQL
    switch (op) {
    case Equal:
        return v == value;
    case NotEqual:
        return v != value;
    case Match:
        return re.match(v).hasMatch();
    case NoMatch:
        return !re.match(v).hasMatch();
    }
    return false;
}

bool Selector::matches(const SeriesKey &key) const
{
    if (!m_metric.isEmpty() && key.metric != m_metric)
        return false;
    for (const LabelMatcher &m : m_matchers) {
        if (!m.matches(key.labels))
            return false;
    }
    return true;
}

Result<Selector> Selector::parse(const QString &text)
{
    const QString s = text.trimmed();
    Selector sel;
    int i = 0;
    const int n = int(s.size());
    auto fail = [&](const QString &why) {
        return Result<Selector>::failure(
            Tr::tr("cannot read the series selector \"%1\" at character %2: %3; write it like "
                   "gpu_util{cluster=\"lab\",node=\"gpu01\"}")
                .arg(text)
                .arg(i + 1)
                .arg(why),
            ErrorCode::Invalid);
    };
    while (i < n && isNameChar(s[i], i == 0))
        ++i;
    sel.m_metric = s.left(i);
    while (i < n && s[i].isSpace())
        ++i;
    if (i == n) {
        if (sel.m_metric.isEmpty())
            return fail(Tr::tr("a metric name is needed"));
        return sel;
    }
    if (s[i] != QLatin1Char('{'))
        return fail(Tr::tr("expected { after the metric name"));
    ++i;
    auto skipSpace = [&] {
        while (i < n && s[i].isSpace())
            ++i;
    };
    for (;;) {
        skipSpace();
        if (i < n && s[i] == QLatin1Char('}')) {
            ++i;
            break;
        }
        const int start = i;
        while (i < n && isNameChar(s[i], i == start))
            ++i;
        LabelMatcher m;
        m.name = s.mid(start, i - start);
        if (m.name.isEmpty())
            return fail(Tr::tr("expected a label name"));
        skipSpace();
        if (s.mid(i, 2) == QStringLiteral("=~")) {
            m.op = LabelMatcher::Match;
            i += 2;
        } else if (s.mid(i, 2) == QStringLiteral("!~")) {
            m.op = LabelMatcher::NoMatch;
            i += 2;
        } else if (s.mid(i, 2) == QStringLiteral("!=")) {
            m.op = LabelMatcher::NotEqual;
            i += 2;
        } else if (i < n && s[i] == QLatin1Char('=')) {
            m.op = LabelMatcher::Equal;
            ++i;
        } else {
            return fail(Tr::tr("expected =, !=, =~ or !~"));
        }
        skipSpace();
        if (i >= n || (s[i] != QLatin1Char('"') && s[i] != QLatin1Char('\'')))
            return fail(Tr::tr("expected a quoted value"));
        const QChar quote = s[i++];
        bool closed = false;
        while (i < n) {
            const QChar c = s[i++];
            if (c == QLatin1Char('\\') && i < n) {
                const QChar e = s[i++];
                m.value += e == QLatin1Char('n') ? QLatin1Char('\n') : e;
                continue;
            }
            if (c == quote) {
                closed = true;
                break;
            }
            m.value += c;
        }
        if (!closed)
            return fail(Tr::tr("the value is not closed"));
        if (m.op == LabelMatcher::Match || m.op == LabelMatcher::NoMatch) {
            m.re = QRegularExpression(QRegularExpression::anchoredPattern(m.value));
            if (!m.re.isValid())
                return fail(Tr::tr("the regular expression does not read: %1").arg(m.re.errorString()));
        }
        sel.m_matchers.append(m);
        skipSpace();
        if (i < n && s[i] == QLatin1Char(',')) {
            ++i;
            continue;
        }
        if (i < n && s[i] == QLatin1Char('}')) {
            ++i;
            break;
        }
        return fail(Tr::tr("expected , or }"));
    }
    skipSpace();
    if (i != n)
        return fail(Tr::tr("unexpected text after }"));
    if (sel.m_metric.isEmpty() && sel.m_matchers.isEmpty())
        return fail(Tr::tr("a metric name or a label matcher is needed"));
    return sel;
}

} // namespace cg::history
