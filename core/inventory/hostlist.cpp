// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/hostlist.h"

namespace cg {

namespace {

struct Parser
{
    const QString &text;
    int maxHosts;
    QString error;

    QString fail(int pos, const QString &what)
    {
        error = Hostlist::tr("column %1: %2").arg(pos + 1).arg(what);
        return error;
    }

    static bool nameChar(QChar c)
    {
        return c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('.') ||
               c == QLatin1Char('_');
    }

    // One bracket group's contents from `pos` (just after '[') to the matching ']'; returns the
    // alternatives it stands for and leaves `pos` after the ']'.
    bool group(int &pos, QStringList &out)
    {
        const int open = pos - 1;
        for (;;) {
            const int start = pos;
            while (pos < text.size() && text.at(pos).isDigit())
                ++pos;
            if (pos == start) {
                if (pos >= text.size())
                    fail(pos, Hostlist::tr("unclosed '[' at column %1").arg(open + 1));
                else
                    fail(pos, Hostlist::tr("a number was expected in the brackets"));
                return false;
            }
            const QString lo = text.mid(start, pos - start);
            QString hi = lo;
            if (pos < text.size() && text.at(pos) == QLatin1Char('-')) {
                const int hiStart = ++pos;
                while (pos < text.size() && text.at(pos).isDigit())
                    ++pos;
                if (pos == hiStart) {
                    fail(pos, Hostlist::tr("the end of the range %1- is missing").arg(lo));
                    return false;
                }
                hi = text.mid(hiStart, pos - hiStart);
            }
            if (lo.size() > 9 || hi.size() > 9) {
                fail(start, Hostlist::tr("numbers in a range have at most 9 digits"));
                return false;
            }
            const qint64 a = lo.toLongLong();
            const qint64 b = hi.toLongLong();
            if (b < a) {
                fail(start, Hostlist::tr("the range %1-%2 runs backwards").arg(lo, hi));
                return false;
            }
            if (b - a + 1 + out.size() > maxHosts) {
                fail(start, Hostlist::tr("more than %1 hosts").arg(maxHosts));
                return false;
            }
            const int width = lo.size();
            for (qint64 n = a; n <= b; ++n)
                out << QStringLiteral("%1").arg(n, width, 10, QLatin1Char('0'));
            if (pos >= text.size()) {
                fail(pos, Hostlist::tr("unclosed '[' at column %1").arg(open + 1));
                return false;
            }
            const QChar c = text.at(pos++);
            if (c == QLatin1Char(']'))
                return true;
            if (c != QLatin1Char(',')) {
                fail(pos - 1, Hostlist::tr("',' or ']' was expected, not '%1'").arg(c));
                return false;
            }
        }
    }

    // One comma-separated item (names and bracket groups) from `pos`; appends its hosts to `out`.
    bool item(int &pos, QStringList &out)
    {
        QStringList partial{QString()};
        const int start = pos;
        while (pos < text.size() && text.at(pos) != QLatin1Char(',')) {
            const QChar c = text.at(pos);
            if (c == QLatin1Char('[')) {
                ++pos;
                QStringList alternatives;
                if (!group(pos, alternatives))
                    return false;
                if (qint64(partial.size()) * alternatives.size() + out.size() > maxHosts) {
                    fail(start, Hostlist::tr("more than %1 hosts").arg(maxHosts));
                    return false;
                }
                QStringList next;
                next.reserve(partial.size() * alternatives.size());
                for (const QString &p : std::as_const(partial)) {
                    for (const QString &a : std::as_const(alternatives))
                        next << p + a;
                }
                partial = std::move(next);
            } else if (nameChar(c)) {
                for (QString &p : partial)
                    p += c;
                ++pos;
            } else if (c == QLatin1Char(']')) {
                fail(pos, Hostlist::tr("']' without '['"));
                return false;
            } else {
                fail(pos, Hostlist::tr("'%1' cannot be part of a host name").arg(c));
                return false;
            }
        }
        if (pos == start) {
            fail(pos, Hostlist::tr("a host name was expected"));
            return false;
        }
        out << partial;
        return true;
    }
};

} // namespace

Result<QStringList> Hostlist::expand(const QString &expression, int maxHosts)
{
    const QString text = expression.trimmed();
    Parser p{text, maxHosts, {}};
    QStringList out;
    int pos = 0;
    if (text.isEmpty())
        return Result<QStringList>::failure(tr("column 1: a host name was expected"));
    for (;;) {
        if (!p.item(pos, out))
            return Result<QStringList>::failure(p.error);
        if (pos >= text.size())
            break;
        ++pos; // the comma
        if (pos >= text.size())
            return Result<QStringList>::failure(p.fail(pos, tr("a host name was expected after ','")));
    }
    return out;
}

Result<QStringList> Hostlist::expandLines(const QString &text, int maxHosts)
{
    QStringList out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const auto hosts = expand(line, maxHosts - int(out.size()));
        if (!hosts)
            return Result<QStringList>::failure(tr("line %1, %2").arg(i + 1).arg(hosts.error()));
        out << hosts.value();
    }
    return out;
}

} // namespace cg
