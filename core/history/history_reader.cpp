// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/history_reader.h"

#include "history/rollup.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace cg::history {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::HistoryReader)
};

constexpr qint64 kMaxBuckets = 100000;

qint64 floorTo(qint64 t, qint64 step)
{
    return t >= 0 ? t / step * step : -((-t + step - 1) / step) * step;
}

// The labels as the recorder stored them ({a="x",b="y"}, SeriesKey::labelsText()): read directly, the
// selector's parser only for what has escapes.
Labels labelsOf(const QString &metric, const QString &text)
{
    Labels labels;
    if (text.contains(QLatin1Char('\\'))) {
        if (const auto sel = Selector::parse(metric + text); sel.ok()) {
            for (const LabelMatcher &m : sel->matchers())
                labels.insert(m.name, m.value);
        }
        return labels;
    }
    qsizetype i = 1;
    const qsizetype n = text.size() - 1; // the closing }
    while (i < n) {
        const qsizetype eq = text.indexOf(QLatin1Char('='), i);
        if (eq < 0 || eq + 1 >= n || text[eq + 1] != QLatin1Char('"'))
            break;
        const qsizetype close = text.indexOf(QLatin1Char('"'), eq + 2);
        if (close < 0)
            break;
        labels.insert(text.mid(i, eq - i), text.mid(eq + 2, close - eq - 2));
        i = close + 2; // past the quote and the comma
    }
    return labels;
}

void finish(Bucket &b, std::vector<float> &values)
{
    if (values.empty())
        return;
    const Rollup r = rollupOf(values);
    b.count = r.count;
    b.min = r.min;
    b.max = r.max;
    b.p95 = r.p95;
    b.mean = r.sum / double(r.count);
    values.clear();
}

// A series' minutes in [fromMinute, toMinute], in order: from the hour rows for hours already folded,
// else one lookup per minute.
class MinuteSource
{
public:
    explicit MinuteSource(HistoryDb &db)
        : m_hour(db, "SELECT minutes FROM rollup WHERE hour = ?1 AND series = ?2"),
          m_minute(db, "SELECT agg FROM minute WHERE minute = ?1 AND series = ?2")
    {
        Statement meta(db, "SELECT value FROM meta WHERE key = 'folded_through'");
        m_folded = meta.next() ? meta.text(0).toLongLong() : std::numeric_limits<qint64>::min();
    }
    bool failed() const { return m_hour.failed() || m_minute.failed(); }

    template <typename Visit> void read(quint32 series, qint64 fromMinute, qint64 toMinute, Visit visit)
    {
        for (qint64 hour = floorTo(fromMinute, 60) / 60; hour * 60 <= toMinute; ++hour) {
            if (hour <= m_folded) {
                m_hour.reset().bind(1, hour).bind(2, qint64(series));
                if (m_hour.next()) {
                    for (const MinuteRollup &m : decodeHour(m_hour.blobView(0))) {
                        const qint64 minute = hour * 60 + m.minute;
                        if (minute >= fromMinute && minute <= toMinute)
                            visit(minute, m.rollup);
                    }
                }
                continue;
            }
            for (qint64 minute = std::max(fromMinute, hour * 60);
                 minute < hour * 60 + 60 && minute <= toMinute; ++minute) {
                m_minute.reset().bind(1, minute).bind(2, qint64(series));
                if (m_minute.next())
                    visit(minute, decodeRollup(m_minute.blobView(0)));
            }
        }
    }

private:
    Statement m_hour;
    Statement m_minute;
    qint64 m_folded = 0;
};

} // namespace

Status HistoryReader::open(const QString &file)
{
    return m_db.open(file, false);
}

QString HistoryReader::resolutionName(Resolution r)
{
    switch (r) {
    case Resolution::Raw:
        return QStringLiteral("raw");
    case Resolution::Minute:
        return QStringLiteral("minute");
    case Resolution::Hour:
        return QStringLiteral("hour");
    case Resolution::Prometheus:
        return QStringLiteral("prometheus");
    }
    return {};
}

qint64 HistoryReader::parseDuration(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return 0;
    qint64 unit = 1000;
    QString number = t;
    const QChar last = t.back();
    if (last.isLetter()) {
        number = t.left(t.size() - 1);
        switch (last.toLatin1()) {
        case 's':
            unit = 1000;
            break;
        case 'm':
            unit = kMinuteMs;
            break;
        case 'h':
            unit = kHourMs;
            break;
        case 'd':
            unit = 24 * kHourMs;
            break;
        case 'w':
            unit = 7 * 24 * kHourMs;
            break;
        default:
            return 0;
        }
    }
    bool ok = false;
    const double n = number.toDouble(&ok);
    if (!ok || n <= 0 || n > 1e7)
        return 0;
    return qint64(n * double(unit));
}

Result<std::vector<std::pair<quint32, SeriesKey>>> HistoryReader::matching(const Selector &selector)
{
    std::vector<std::pair<quint32, SeriesKey>> out;
    Statement s(m_db, selector.metric().isEmpty()
                          ? "SELECT id, metric, labels FROM series ORDER BY metric, labels"
                          : "SELECT id, metric, labels FROM series WHERE metric = ?1 "
                            "ORDER BY metric, labels");
    if (!selector.metric().isEmpty())
        s.bind(1, selector.metric());
    while (s.next()) {
        SeriesKey key{s.text(1), labelsOf(s.text(1), s.text(2))};
        if (selector.matches(key))
            out.emplace_back(quint32(s.integer(0)), std::move(key));
    }
    if (s.failed())
        return Result<std::vector<std::pair<quint32, SeriesKey>>>::failure(
            Tr::tr("cannot read the history: %1").arg(m_db.lastError()));
    // Natural order for people: gpu 2 before gpu 10.
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
        if (a.second.metric != b.second.metric)
            return a.second.metric < b.second.metric;
        auto ai = a.second.labels.cbegin(), bi = b.second.labels.cbegin();
        for (; ai != a.second.labels.cend() && bi != b.second.labels.cend(); ++ai, ++bi) {
            if (ai.key() != bi.key())
                return ai.key() < bi.key();
            if (ai.value() != bi.value()) {
                bool an = false, bn = false;
                const qint64 av = ai.value().toLongLong(&an), bv = bi.value().toLongLong(&bn);
                if (an && bn)
                    return av < bv;
                return ai.value() < bi.value();
            }
        }
        return a.second.labels.size() < b.second.labels.size();
    });
    return out;
}

Result<QList<SeriesKey>> HistoryReader::series(const Selector &selector)
{
    const auto m = matching(selector);
    if (!m)
        return Result<QList<SeriesKey>>::failureOf(m);
    QList<SeriesKey> keys;
    for (const auto &p : m.value())
        keys.append(p.second);
    return keys;
}

Result<QueryResult> HistoryReader::query(const Selector &selector, HistoryRange range, qint64 nowMs,
                                         int rawMinutes)
{
    using R = Result<QueryResult>;
    if (range.toMs <= range.fromMs)
        return R::failure(Tr::tr("the range ends before it starts"), ErrorCode::Invalid);
    const qint64 span = range.toMs - range.fromMs;
    const bool rawHolds = range.fromMs >= floorTo(nowMs, kMinuteMs) - qint64(rawMinutes) * kMinuteMs;
    QueryResult out;
    qint64 step = range.stepMs;
    if (step <= 0)
        step = std::max<qint64>(rawHolds ? 1000 : kMinuteMs, (span + 999) / 1000);
    out.resolution = rawHolds && step < kMinuteMs ? Resolution::Raw : Resolution::Minute;
    if (out.resolution == Resolution::Minute)
        step = std::max<qint64>(kMinuteMs, (step + kMinuteMs - 1) / kMinuteMs * kMinuteMs);
    if (span / step > kMaxBuckets)
        return R::failure(
            Tr::tr("%1 steps is too many for one query: choose a longer step (at most %2 steps)")
                .arg(span / step)
                .arg(kMaxBuckets),
            ErrorCode::Invalid);
    out.stepMs = step;
    out.fromMs = floorTo(range.fromMs, step);
    out.toMs = range.toMs;
    const auto series = matching(selector);
    if (!series)
        return R::failureOf(series);
    const qint64 buckets = (out.toMs - out.fromMs + step - 1) / step;
    const qint64 firstMinute = floorTo(out.fromMs, kMinuteMs) / kMinuteMs;
    const qint64 lastMinute = floorTo(out.toMs - 1, kMinuteMs) / kMinuteMs;
    Statement raw(m_db, "SELECT points FROM raw WHERE minute = ?1 AND series = ?2");
    MinuteSource minutes(m_db);
    for (const auto &[id, key] : series.value()) {
        SeriesData data;
        data.key = key;
        data.buckets.resize(std::size_t(buckets));
        for (qint64 i = 0; i < buckets; ++i)
            data.buckets[std::size_t(i)].tMs = out.fromMs + i * step;
        if (out.resolution == Resolution::Raw) {
            std::vector<std::vector<float>> values(static_cast<std::size_t>(buckets));
            for (qint64 minute = firstMinute; minute <= lastMinute; ++minute) {
                raw.reset().bind(1, minute).bind(2, qint64(id));
                if (!raw.next())
                    continue;
                for (const RawPoint &p : decodeRaw(raw.blob(0))) {
                    const qint64 t = minute * kMinuteMs + p.offsetMs;
                    if (t < range.fromMs || t >= out.toMs)
                        continue;
                    values[std::size_t((t - out.fromMs) / step)].push_back(p.value);
                }
            }
            for (qint64 i = 0; i < buckets; ++i)
                finish(data.buckets[std::size_t(i)], values[std::size_t(i)]);
        } else {
            std::vector<double> sums(std::size_t(buckets), 0.0);
            minutes.read(id, firstMinute, lastMinute, [&](qint64 minute, const Rollup &r) {
                const qint64 t = minute * kMinuteMs;
                if (r.count == 0 || t < out.fromMs || t >= out.toMs)
                    return;
                const std::size_t i = std::size_t((t - out.fromMs) / step);
                Bucket &b = data.buckets[i];
                if (b.count == 0) {
                    b.min = r.min;
                    b.max = r.max;
                    b.p95 = r.p95;
                } else {
                    b.min = std::min(b.min, double(r.min));
                    b.max = std::max(b.max, double(r.max));
                    b.p95 = std::max(b.p95, double(r.p95));
                }
                b.count += r.count;
                sums[i] += double(r.mean) * r.count;
            });
            for (qint64 i = 0; i < buckets; ++i) {
                Bucket &b = data.buckets[std::size_t(i)];
                if (b.count > 0)
                    b.mean = sums[std::size_t(i)] / double(b.count);
            }
        }
        if (raw.failed() || minutes.failed())
            return R::failure(Tr::tr("cannot read the history: %1").arg(m_db.lastError()));
        out.series.append(std::move(data));
    }
    return out;
}

Result<Heatmap> HistoryReader::heatmap(const Selector &selector, qint64 fromMs, qint64 toMs, int columns)
{
    using R = Result<Heatmap>;
    if (toMs <= fromMs || columns <= 0)
        return R::failure(Tr::tr("the range ends before it starts"), ErrorCode::Invalid);
    if (selector.metric().isEmpty())
        return R::failure(Tr::tr("a heatmap needs a metric name"), ErrorCode::Invalid);
    const auto series = matching(selector);
    if (!series)
        return R::failureOf(series);
    Heatmap h;
    h.columns = columns;
    h.fromMs = fromMs;
    h.toMs = toMs;
    const std::size_t rows = series->size();
    h.cells.assign(rows * std::size_t(columns), std::numeric_limits<float>::quiet_NaN());
    quint32 maxId = 0;
    for (const auto &[id, key] : series.value()) {
        h.rows.append(key);
        maxId = std::max(maxId, id);
    }
    std::vector<int> rowOf(std::size_t(maxId) + 1, -1);
    for (std::size_t r = 0; r < rows; ++r)
        rowOf[series.value()[r].first] = int(r);
    const double perColumn = double(toMs - fromMs) / columns;
    auto column = [&](qint64 t) { return std::clamp(int(double(t - fromMs) / perColumn), 0, columns - 1); };
    if (perColumn >= double(kHourMs)) {
        h.resolution = Resolution::Hour;
        Statement frames(m_db,
                         "SELECT hour, cells FROM frame WHERE metric = ?1 AND hour >= ?2 AND hour < ?3");
        frames.bind(1, selector.metric())
            .bind(2, floorTo(fromMs, kHourMs) / kHourMs)
            .bind(3, (toMs + kHourMs - 1) / kHourMs);
        // Frames come in hour order, so one column is summed at a time (a row's worth of scratch) and
        // written out when the next column starts.
        std::vector<float> sums(rows, 0.0f);
        std::vector<quint32> counts(rows, 0);
        int current = -1;
        auto finishColumn = [&] {
            if (current < 0)
                return;
            float *out = h.cells.data() + std::size_t(current) * rows;
            for (std::size_t r = 0; r < rows; ++r) {
                if (counts[r] > 0)
                    out[r] = sums[r] / float(counts[r]);
                sums[r] = 0;
                counts[r] = 0;
            }
        };
        while (frames.next()) {
            const qint64 t = frames.integer(0) * kHourMs;
            if (t < fromMs || t >= toMs)
                continue;
            const int c = column(t);
            if (c != current) {
                finishColumn();
                current = c;
            }
            const QByteArrayView cells = frames.blobView(1);
            const char *p = cells.data();
            for (qsizetype i = 0; i + 12 <= cells.size(); i += 12, p += 12) {
                const quint32 id = qFromLittleEndian<quint32>(p);
                if (id > maxId || rowOf[id] < 0)
                    continue;
                const quint32 u = qFromLittleEndian<quint32>(p + 4);
                float sum;
                std::memcpy(&sum, &u, 4);
                sums[std::size_t(rowOf[id])] += sum;
                counts[std::size_t(rowOf[id])] += qFromLittleEndian<quint32>(p + 8);
            }
        }
        finishColumn();
        if (frames.failed())
            return R::failure(Tr::tr("cannot read the history: %1").arg(m_db.lastError()));
    } else {
        h.resolution = Resolution::Minute;
        std::vector<float> sums(h.cells.size(), 0.0f);
        std::vector<quint32> counts(h.cells.size(), 0);
        MinuteSource minutes(m_db);
        for (std::size_t r = 0; r < rows; ++r) {
            minutes.read(series.value()[r].first, floorTo(fromMs, kMinuteMs) / kMinuteMs,
                         (toMs - 1) / kMinuteMs, [&](qint64 minute, const Rollup &ru) {
                             const qint64 t = minute * kMinuteMs;
                             if (t < fromMs || t >= toMs)
                                 return;
                             const std::size_t cell = std::size_t(column(t)) * rows + r;
                             sums[cell] += float(ru.sum);
                             counts[cell] += ru.count;
                         });
            if (minutes.failed())
                return R::failure(Tr::tr("cannot read the history: %1").arg(m_db.lastError()));
        }
        for (std::size_t i = 0; i < h.cells.size(); ++i) {
            if (counts[i] > 0)
                h.cells[i] = sums[i] / float(counts[i]);
        }
    }
    return h;
}

} // namespace cg::history
