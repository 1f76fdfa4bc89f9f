// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/hostlist.h"

#include <limits>

namespace cg {

namespace {

// Slurm 22.05 src/common/hostlist.c: MAX_RANGE, MAX_RANGES, MAX_PREFIX_CNT.
constexpr quint64 kSlurmMaxRange = 64 * 1024;
constexpr qsizetype kSlurmMaxRanges = 64 * 1024;
constexpr quint64 kSlurmMaxPrefixCount = 64 * 1024;
constexpr quint64 kU64Max = std::numeric_limits<quint64>::max();

bool isSeparator(QChar c)
{
    return c == u',' || c == u' ' || c == u'\t';
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// C's isspace() in the "C" locale.
bool isCSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\v' || c == u'\f' || c == u'\r';
}

bool typedNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'-' || c == u'.' || c == u'_';
}

QChar at(const QString &s, qsizetype i)
{
    return i < s.size() ? s.at(i) : QChar();
}

// Input quoted in an error: enough to find it, never the whole of a crafted line.
QString quoted(QStringView s)
{
    return s.size() <= 60 ? s.toString() : s.left(57).toString() + QStringLiteral("...");
}

QString padded(quint64 n, int width)
{
    return QString::number(n).rightJustified(width, u'0');
}

struct Number
{
    quint64 value = 0;
    qsizetype end = 0; // first character not taken; `from` when there were no digits
    bool any = false;
};

// C's strtoul(s, &end, 10) on text[from, to): white space, a sign, digits; saturates at 2^64 - 1.
Number cStrtoul(const QString &text, qsizetype from, qsizetype to)
{
    qsizetype i = from;
    while (i < to && isCSpace(text.at(i)))
        ++i;
    bool negative = false;
    if (i < to && (text.at(i) == u'+' || text.at(i) == u'-')) {
        negative = text.at(i) == u'-';
        ++i;
    }
    const qsizetype digits = i;
    quint64 v = 0;
    bool overflow = false;
    for (; i < to && isDigit(text.at(i)); ++i) {
        const unsigned d = text.at(i).unicode() - u'0';
        if (v > (kU64Max - d) / 10)
            overflow = true;
        else if (!overflow)
            v = v * 10 + d;
    }
    if (i == digits)
        return Number{0, from, false};
    if (overflow)
        v = kU64Max;
    else if (negative)
        v = quint64(0) - v;
    return Number{v, i, true};
}

// Slurm's strnatcmp() (case-sensitive natural order); hostlist compares prefixes with it.
int compareRight(const QString &a, qsizetype ai, const QString &b, qsizetype bi)
{
    int bias = 0;
    for (;; ++ai, ++bi) {
        const QChar ca = at(a, ai);
        const QChar cb = at(b, bi);
        if (!isDigit(ca) && !isDigit(cb))
            return bias;
        if (!isDigit(ca))
            return -1;
        if (!isDigit(cb))
            return +1;
        if (ca < cb) {
            if (!bias)
                bias = -1;
        } else if (ca > cb) {
            if (!bias)
                bias = +1;
        }
    }
}

int compareLeft(const QString &a, qsizetype ai, const QString &b, qsizetype bi)
{
    for (;; ++ai, ++bi) {
        const QChar ca = at(a, ai);
        const QChar cb = at(b, bi);
        if (!isDigit(ca) && !isDigit(cb))
            return 0;
        if (!isDigit(ca))
            return -1;
        if (!isDigit(cb))
            return +1;
        if (ca < cb)
            return -1;
        if (ca > cb)
            return +1;
    }
}

int natCompare(const QString &a, const QString &b)
{
    qsizetype ai = 0;
    qsizetype bi = 0;
    for (;;) {
        QChar ca = at(a, ai);
        QChar cb = at(b, bi);
        while (isCSpace(ca))
            ca = at(a, ++ai);
        while (isCSpace(cb))
            cb = at(b, ++bi);
        if (isDigit(ca) && isDigit(cb)) {
            const int r = (ca == u'0' || cb == u'0') ? compareLeft(a, ai, b, bi) : compareRight(a, ai, b, bi);
            if (r != 0)
                return r;
        }
        if (ca.isNull() && cb.isNull())
            return 0;
        if (ca < cb)
            return -1;
        if (ca > cb)
            return +1;
        ++ai;
        ++bi;
    }
}

int zeroPadded(quint64 num, int width)
{
    int n = 1;
    while (num /= 10)
        ++n;
    return width > n ? width - n : 0;
}

// Slurm's _width_equiv: may adjust one of the widths so both print the same.
bool widthEquivalent(quint64 n, int &wn, quint64 m, int &wm)
{
    if (wn == wm)
        return true;
    const int npad = zeroPadded(n, wn);
    const int nmpad = zeroPadded(n, wm);
    const int mpad = zeroPadded(m, wm);
    const int mnpad = zeroPadded(m, wn);
    if (npad != nmpad && mpad != mnpad)
        return false;
    if (npad != nmpad)
        wm = wn;
    else
        wn = wm;
    return true;
}

int prefixCompare(const HostRange &h1, const HostRange &h2)
{
    // Equal strings compare equal in natural order too; checking that first keeps a long prefix repeated
    // over many ranges (one per host of an expanded product) from costing a natural compare each.
    const int r = h1.prefix == h2.prefix ? 0 : natCompare(h1.prefix, h2.prefix);
    return r == 0 ? int(h2.single) - int(h1.single) : r;
}

bool withinRange(const HostRange &h1, const HostRange &h2)
{
    return prefixCompare(h1, h2) == 0 && !h1.single && !h2.single;
}

struct Range
{
    quint64 lo = 0;
    quint64 hi = 0;
    int width = 0;
    quint64 count() const { return hi - lo + 1; }
};

struct Group
{
    QList<Range> ranges;
    qsizetype literalFrom = 0; // the text between this group's ']' and the next group's '['
    qsizetype literalTo = 0;
};

// The first '[' (or ']') at or after a position, for positions that never decrease: O(n) for a whole scan.
struct NextChar
{
    const QString &text;
    qsizetype end;
    QChar c;
    qsizetype found = -1;

    qsizetype from(qsizetype pos)
    {
        if (found >= pos)
            return found;
        qsizetype i = pos;
        while (i < end && text.at(i) != c)
            ++i;
        found = i;
        return i;
    }
};

// The first / last `c` in text[from, to), or -1: never looks outside.
qsizetype firstIn(const QString &text, QChar c, qsizetype from, qsizetype to)
{
    const qsizetype i = QStringView(text).mid(from, to - from).indexOf(c);
    return i < 0 ? -1 : from + i;
}

qsizetype lastIn(const QString &text, QChar c, qsizetype from, qsizetype to)
{
    const qsizetype i = QStringView(text).mid(from, to - from).lastIndexOf(c);
    return i < 0 ? -1 : from + i;
}

} // namespace

struct HostlistBuilder
{
    const QString &text;
    qsizetype textBegin;
    qsizetype textEnd;
    Hostlist::Dialect dialect;
    Hostlist::Limits limits;
    Hostlist out;
    qint64 chars = 0;
    QString error;

    bool typed() const { return dialect == Hostlist::Dialect::Typed; }

    bool fail(qsizetype pos, const QString &what)
    {
        error = Hostlist::tr("column %1: %2").arg(pos + 1).arg(what);
        return false;
    }

    bool tooManyHosts(qsizetype pos)
    {
        return fail(pos, Hostlist::tr("more than %1 hosts (ClusterGate's limit)").arg(limits.maxHosts));
    }

    // Slurm's hostlist_push_range: joins the previous range when this one continues it.
    bool push(HostRange hr, qsizetype pos)
    {
        const quint64 n = hr.count();
        if (quint64(limits.maxHosts - out.m_count) < n)
            return tooManyHosts(pos);
        const qint64 nameChars = hr.prefix.size() + qMax(hr.width, int(QString::number(hr.hi).size())) + 1;
        if ((limits.maxChars - chars) / nameChars < qint64(n))
            return fail(pos,
                        Hostlist::tr("the host names are longer than %1 characters in all (ClusterGate's "
                                     "limit)")
                            .arg(limits.maxChars));
        chars += nameChars * qint64(n);
        out.m_count += qint64(n);
        if (!out.m_ranges.isEmpty()) {
            HostRange &tail = out.m_ranges.last();
            if (tail.hi == hr.lo - 1 && prefixCompare(tail, hr) == 0 &&
                widthEquivalent(tail.lo, tail.width, hr.lo, hr.width)) {
                tail.hi = hr.hi;
                return true;
            }
        }
        out.m_ranges.append(std::move(hr));
        return true;
    }

    // Slurm's hostname_create + hostlist_push_host: a trailing number makes a one-host range.
    bool pushName(const QString &name, qsizetype pos)
    {
        qsizetype idx = name.size() - 1;
        while (idx >= 0 && isDigit(name.at(idx)))
            --idx;
        HostRange hr;
        if (idx == name.size() - 1) {
            hr.prefix = name;
            hr.single = true;
            return push(std::move(hr), pos);
        }
        const Number n = cStrtoul(name, idx + 1, name.size());
        if (n.value == kU64Max)
            return fail(pos, Hostlist::tr("the number in '%1' is too large (Slurm keeps numbers below "
                                          "18446744073709551615 and would change it)")
                                 .arg(quoted(name)));
        hr.prefix = name.left(idx + 1);
        hr.lo = hr.hi = n.value;
        hr.width = int(name.size() - idx - 1);
        return push(std::move(hr), pos);
    }

    // What a person typed between separators and brackets: a host name's characters only.
    bool typedLiteral(qsizetype from, qsizetype to)
    {
        for (qsizetype i = from; i < to; ++i) {
            const QChar c = text.at(i);
            if (typedNameChar(c))
                continue;
            if (c == u'[')
                return fail(i, Hostlist::tr("unclosed '['"));
            if (c == u']')
                return fail(i, Hostlist::tr("']' without '['"));
            return fail(i, Hostlist::tr("'%1' cannot be part of a host name").arg(c));
        }
        return true;
    }

    bool typedDigits(qsizetype from, qsizetype to, qsizetype *end)
    {
        qsizetype i = from;
        while (i < to && isDigit(text.at(i)))
            ++i;
        *end = i;
        return i > from;
    }

    // One item between commas in brackets, as Slurm's _parse_single_range reads it.
    bool range(qsizetype a, qsizetype b, Range &r)
    {
        const auto piece = [&] { return quoted(QStringView(text).mid(a, b - a)); };
        if (typed()) {
            qsizetype end = a;
            if (!typedDigits(a, b, &end))
                return fail(end, Hostlist::tr("a number was expected in the brackets"));
            if (end < b && text.at(end) == u'-') {
                const qsizetype hiFrom = end + 1;
                if (!typedDigits(hiFrom, b, &end))
                    return fail(hiFrom, Hostlist::tr("the end of the range %1 is missing")
                                            .arg(quoted(QStringView(text).mid(a, hiFrom - a))));
            }
            if (end < b && text.at(end) == u']')
                return fail(end, Hostlist::tr("']' without '['"));
            if (end < b)
                return fail(end, Hostlist::tr("',' or ']' was expected, not '%1'").arg(text.at(end)));
        }
        const auto invalid = [&] {
            return Hostlist::tr("'%1' is not a number or a range like 1-4").arg(piece());
        };
        const QStringView whole = QStringView(text).mid(a, b - a);
        if (whole.contains(u'x'))
            return fail(a, invalid());
        const qsizetype dashAt = whole.indexOf(u'-');
        const qsizetype dash = dashAt < 0 ? -1 : a + dashAt;
        if (dash >= 0 && at(text, dash + 1) == u'-' && dash + 1 < b)
            return fail(dash, invalid());
        const qsizetype loEnd = dash >= 0 ? dash : b;
        r.width = int(loEnd - a);
        const Number lo = cStrtoul(text, a, loEnd);
        if (!lo.any)
            return fail(a, invalid());
        Number hi = lo;
        if (dash >= 0 && dash + 1 < b) {
            hi = cStrtoul(text, dash + 1, b);
            if (!hi.any || hi.end != b)
                return fail(hi.end, invalid());
        } else if (lo.end != loEnd) {
            return fail(lo.end, invalid());
        }
        if (lo.value > hi.value)
            return fail(a, Hostlist::tr("the range %1 runs backwards").arg(piece()));
        if (lo.value == kU64Max || hi.value == kU64Max)
            return fail(a, Hostlist::tr("the number in '%1' is too large (Slurm keeps numbers below "
                                        "18446744073709551615 and would wrap it)")
                               .arg(piece()));
        if (hi.value - lo.value + 1 > kSlurmMaxRange)
            return fail(a, Hostlist::tr("the range %1 has more than %2 hosts (Slurm's limit)")
                               .arg(piece())
                               .arg(kSlurmMaxRange));
        r.lo = lo.value;
        r.hi = hi.value;
        return true;
    }

    // A bracket group's contents text[from, to), as Slurm's _parse_range_list reads them.
    bool rangeList(qsizetype from, qsizetype to, QList<Range> &ranges, quint64 &hosts)
    {
        hosts = 0;
        qsizetype start = from;
        for (;;) {
            if (ranges.size() == kSlurmMaxRanges)
                return fail(start, Hostlist::tr("more than %1 ranges in one pair of brackets (Slurm's limit)")
                                       .arg(kSlurmMaxRanges));
            const qsizetype comma = firstIn(text, u',', start, to);
            Range r;
            if (!range(start, comma < 0 ? to : comma, r))
                return false;
            ranges << r;
            hosts += r.count();
            if (comma < 0)
                return true;
            start = comma + 1;
        }
    }

    // One token (a name with its bracket groups), as _hostlist_create_bracketed and _push_range_list read
    // it, without their recursion.
    bool token(qsizetype a, qsizetype b)
    {
        const qsizetype p = lastIn(text, u'[', a, b);
        if (p < 0) {
            if (typed() && !typedLiteral(a, b))
                return false;
            return pushName(text.mid(a, b - a), a);
        }
        const qsizetype q = firstIn(text, u']', p + 1, b);
        if (q < 0) {
            if (typed())
                return fail(p, Hostlist::tr("unclosed '['"));
            // Slurm: "tack one on the end", or the text after a leading '['.
            return pushName(p > a ? text.mid(a, p - a) + u']' : text.mid(p + 1, b - p - 1), a);
        }
        qsizetype suffixFrom = b;
        if (q + 1 < b) {
            if (typed()) {
                suffixFrom = q + 1;
                if (!typedLiteral(suffixFrom, b))
                    return false;
            } else if (text.at(q + 1) != u',') {
                return fail(q + 1,
                            Hostlist::tr("'%1' after the last ']': Slurm allows nothing after a name's last "
                                         "bracket group (ClusterGate accepts it, as an extension, only where "
                                         "node names are typed)")
                                .arg(quoted(QStringView(text).mid(q + 1, b - q - 1))));
            }
        }

        QList<Range> last;
        quint64 lastHosts = 0;
        if (!rangeList(p + 1, q, last, lastHosts))
            return false;

        // The groups before the last, right to left as Slurm finds them: the last '[' and the last ']'
        // after it, then the same in the text before that '['.
        QList<Group> groups;
        qsizetype end = p;
        for (;;) {
            const qsizetype lp = lastIn(text, u'[', a, end);
            if (lp < 0)
                break;
            const qsizetype rq = lastIn(text, u']', lp, end);
            if (rq < 0)
                break;
            if (groups.size() + 2 > limits.maxGroups)
                return fail(lp, Hostlist::tr("more than %1 bracket groups in one name (ClusterGate's limit)")
                                    .arg(limits.maxGroups));
            Group g;
            quint64 hosts = 0;
            if (!rangeList(lp + 1, rq, g.ranges, hosts))
                return false;
            if (hosts > kSlurmMaxPrefixCount)
                return fail(lp, Hostlist::tr("the bracket group has more than %1 hosts (Slurm's limit for a "
                                             "group before the last)")
                                    .arg(kSlurmMaxPrefixCount));
            g.literalFrom = rq + 1;
            g.literalTo = end;
            if (typed() && !typedLiteral(g.literalFrom, g.literalTo))
                return false;
            groups.prepend(std::move(g));
            end = lp;
        }
        if (typed() && !typedLiteral(a, end))
            return false;

        quint64 total = lastHosts;
        for (const Group &g : std::as_const(groups)) {
            quint64 n = 0;
            for (const Range &r : g.ranges)
                n += r.count();
            if (total > quint64(limits.maxHosts) / n)
                return tooManyHosts(a);
            total *= n;
        }
        if (total > quint64(limits.maxHosts - out.m_count))
            return tooManyHosts(a);

        // Slurm's order: the first group varies fastest among the groups before the last, the one just
        // before the last slowest; the last group's ranges are pushed whole for each combination.
        const QString lead = text.mid(a, end - a);
        const QString suffix = text.mid(suffixFrom, b - suffixFrom);
        QList<qsizetype> rangeAt(groups.size(), 0);
        QList<quint64> value(groups.size());
        for (qsizetype g = 0; g < groups.size(); ++g)
            value[g] = groups[g].ranges.first().lo;
        for (;;) {
            QString prefix = lead;
            for (qsizetype g = 0; g < groups.size(); ++g) {
                prefix += padded(value[g], groups[g].ranges[rangeAt[g]].width);
                prefix +=
                    QStringView(text).mid(groups[g].literalFrom, groups[g].literalTo - groups[g].literalFrom);
            }
            for (const Range &r : std::as_const(last)) {
                if (suffix.isEmpty()) {
                    HostRange hr;
                    hr.prefix = prefix;
                    hr.lo = r.lo;
                    hr.hi = r.hi;
                    hr.width = r.width;
                    if (!push(std::move(hr), a))
                        return false;
                    continue;
                }
                for (quint64 n = r.lo;; ++n) {
                    if (!pushName(prefix + padded(n, r.width) + suffix, a))
                        return false;
                    if (n == r.hi)
                        break;
                }
            }
            qsizetype g = 0;
            for (; g < groups.size(); ++g) {
                const QList<Range> &rs = groups[g].ranges;
                if (value[g] < rs[rangeAt[g]].hi) {
                    ++value[g];
                    break;
                }
                if (rangeAt[g] + 1 < rs.size()) {
                    value[g] = rs[++rangeAt[g]].lo;
                    break;
                }
                rangeAt[g] = 0;
                value[g] = rs.first().lo;
            }
            if (g == groups.size())
                return true;
        }
    }

    // Slurm's _next_tok: separators split, except inside a bracket pair that spans them.
    bool run()
    {
        const qsizetype n = textEnd;
        NextChar open{text, n, u'['};
        NextChar close{text, n, u']'};
        qsizetype pos = textBegin;
        for (;;) {
            while (pos < n && isSeparator(text.at(pos)))
                ++pos;
            if (pos >= n)
                return true;
            const qsizetype tok = pos;
            qsizetype parse = tok;
            qsizetype s = pos;
            for (;;) {
                while (s < n && !isSeparator(text.at(s)))
                    ++s;
                bool extended = false;
                for (;;) {
                    const qsizetype o = open.from(parse);
                    if (o >= n || o > s)
                        break;
                    const qsizetype c = close.from(parse);
                    if (c >= n || c < o)
                        break;
                    if (c < s) {
                        parse = c + 1;
                        continue;
                    }
                    s = c;
                    extended = true;
                    break;
                }
                if (!extended)
                    break;
            }
            if (!token(tok, s))
                return false;
            pos = s;
        }
    }
};

Result<Hostlist> Hostlist::parse(const QString &expression, Dialect dialect, const Limits &limits)
{
    return parse(expression, 0, expression.size(), dialect, limits);
}

Result<Hostlist> Hostlist::parse(const QString &text, qsizetype from, qsizetype to, Dialect dialect,
                                 const Limits &limits)
{
    from = qBound(qsizetype(0), from, text.size());
    to = qBound(from, to, text.size());
    HostlistBuilder b{text, from, to, dialect, limits, {}, 0, {}};
    if (!b.run())
        return Result<Hostlist>::failure(b.error);
    if (dialect == Dialect::Typed && b.out.isEmpty()) {
        qsizetype at = from;
        while (at < to && isCSpace(text.at(at)))
            ++at;
        return Result<Hostlist>::failure(tr("column %1: a host name was expected").arg(at + 1));
    }
    return std::move(b.out);
}

Hostlist Hostlist::fromHosts(const QStringList &hosts)
{
    const QString none;
    Limits unlimited;
    unlimited.maxHosts = std::numeric_limits<qint64>::max();
    unlimited.maxChars = std::numeric_limits<qint64>::max();
    HostlistBuilder b{none, 0, 0, Dialect::Slurm, unlimited, {}, 0, {}};
    for (const QString &h : hosts) {
        if (!b.pushName(h, 0)) {
            HostRange single;
            single.prefix = h;
            single.single = true;
            b.push(std::move(single), 0);
        }
    }
    return std::move(b.out);
}

QStringList Hostlist::hosts() const
{
    QStringList out;
    out.reserve(m_count);
    for (const HostRange &r : m_ranges) {
        if (r.single) {
            out << r.prefix;
            continue;
        }
        for (quint64 n = r.lo;; ++n) {
            out << r.prefix + padded(n, r.width);
            if (n == r.hi)
                break;
        }
    }
    return out;
}

QString Hostlist::ranged() const
{
    QString out;
    const qsizetype n = m_ranges.size();
    qsizetype i = 0;
    while (i < n) {
        if (i > 0)
            out += u',';
        const qsizetype start = i;
        const HostRange &first = m_ranges.at(i);
        const bool bracket = first.count() > 1 || (i + 1 < n && withinRange(first, m_ranges.at(i + 1)));
        out += first.prefix;
        if (bracket)
            out += u'[';
        do {
            const HostRange &r = m_ranges.at(i);
            if (i > start)
                out += u',';
            if (!r.single) {
                out += padded(r.lo, r.width);
                if (r.lo < r.hi)
                    out += u'-' + padded(r.hi, r.width);
            }
        } while (++i < n && withinRange(m_ranges.at(i), m_ranges.at(i - 1)));
        if (bracket)
            out += u']';
    }
    return out;
}

Result<QStringList> Hostlist::expand(const QString &expression, int maxHosts)
{
    Limits limits;
    limits.maxHosts = maxHosts;
    const auto list = parse(expression, Dialect::Typed, limits);
    if (!list)
        return Result<QStringList>::failure(list.error());
    return list->hosts();
}

Result<QStringList> Hostlist::expandSlurm(const QString &expression, int maxHosts)
{
    Limits limits;
    limits.maxHosts = maxHosts;
    const auto list = parse(expression, Dialect::Slurm, limits);
    if (!list)
        return Result<QStringList>::failure(list.error());
    return list->hosts();
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
