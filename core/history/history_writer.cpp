// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/history_writer_p.h"

#include "history/history_logging.h"

#include <QCoreApplication>
#include <QDir>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace cg::history {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::HistoryRecorder)
};

qint64 floorDiv(qint64 a, qint64 b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

} // namespace

void HistoryRecorder::Writer::load(quint32 id, SeriesState &s, qint64 minute)
{
    // What an earlier run left in the minute this series starts again in (a restart within the minute):
    // that minute is open again with its samples, and nothing at or before the last of them is taken.
    s.loaded = true;
    m_raw->reset().bind(1, minute).bind(2, qint64(id));
    if (m_raw->next()) {
        std::vector<RawPoint> points = decodeRaw(m_raw->blob(0));
        if (!points.empty()) {
            s.minute = minute;
            s.lastT = minute * kMinuteMs + points.back().offsetMs;
            s.buf = std::move(points);
            m_open.push_back(id);
        }
        m_raw->reset();
        return;
    }
    if (m_raw->failed())
        fail(QStringLiteral("read"));
    m_raw->reset();
    // Its raw samples pruned but its rollup written: that minute is closed.
    m_minuteRow->reset().bind(1, minute).bind(2, qint64(id));
    if (m_minuteRow->next())
        s.lastT = (minute + 1) * kMinuteMs - 1;
    else if (m_minuteRow->failed())
        fail(QStringLiteral("read"));
    m_minuteRow->reset();
}

void HistoryRecorder::Writer::take(const HistoryPoint &p)
{
    if (p.series == 0 || !std::isfinite(p.value))
        return;
    SeriesState &s = state(p.series);
    const qint64 minute = floorDiv(p.tMs, kMinuteMs);
    if (!s.loaded)
        load(p.series, s, minute);
    if (p.tMs <= s.lastT) {
        ++m_outOfOrder;
        return;
    }
    if (s.minute < 0 && minute == s.closedMinute) {
        load(p.series, s, minute); // written when it went quiet: continued from what is on disk
        s.closedMinute = -1;
    }
    s.seenMs = m_tickMs;
    if (s.minute != minute) {
        if (s.minute >= 0 && !s.buf.empty())
            writeMinute(p.series, s);
        if (s.minute < 0)
            m_open.push_back(p.series);
        s.minute = minute;
        s.buf.clear();
    }
    if (int(s.buf.size()) >= m_options.maxPointsPerMinute) {
        ++m_overflow;
        return;
    }
    s.buf.push_back(RawPoint{quint16(p.tMs - minute * kMinuteMs), p.value});
    s.lastT = p.tMs;
    m_latestMinute = std::max(m_latestMinute, minute);
    ++m_accepted;
}

void HistoryRecorder::Writer::writeMinute(quint32 id, SeriesState &s)
{
    std::vector<float> values;
    values.reserve(s.buf.size());
    for (const RawPoint &r : s.buf)
        values.push_back(r.value);
    const Rollup r = rollupOf(values);
    const QByteArray raw = encodeRaw(s.buf), agg = encodeRollup(r);
    if (!m_putRaw->reset().bind(1, s.minute).bind(2, qint64(id)).bind(3, raw).run())
        fail(QStringLiteral("write"));
    if (!m_putRollup->reset().bind(1, s.minute).bind(2, qint64(id)).bind(3, agg).run())
        fail(QStringLiteral("write"));
    m_putRaw->reset();
    m_putRollup->reset();
    ++m_minutes;
    m_bytes += quint64(raw.size() + agg.size());
}

void HistoryRecorder::Writer::closeStale(bool all)
{
    // A series that went quiet for 90 s: its open minute is written (a node that stopped, a fleet that went
    // away). A series that keeps sending closes its minutes itself, whatever its clock says.
    const qint64 t = now();
    if (!all && t - m_lastStaleCheck < 10000 && t >= m_lastStaleCheck)
        return;
    m_lastStaleCheck = t;
    std::vector<quint32> still;
    still.reserve(m_open.size());
    for (quint32 id : m_open) {
        SeriesState &s = m_states[id];
        if (s.minute < 0)
            continue;
        if (all || t - s.seenMs > 90000) {
            if (!s.buf.empty())
                writeMinute(id, s);
            s.closedMinute = s.minute;
            s.minute = -1;
            s.buf.clear();
            s.buf.shrink_to_fit();
        } else {
            still.push_back(id);
        }
    }
    // A series appears once even if it was pushed twice (reopened after a restart).
    std::sort(still.begin(), still.end());
    still.erase(std::unique(still.begin(), still.end()), still.end());
    m_open = std::move(still);
}

void HistoryRecorder::Writer::prune()
{
    const qint64 nowMinute = floorDiv(now(), kMinuteMs);
    if (nowMinute == m_lastPruneMinute)
        return;
    m_lastPruneMinute = nowMinute;
    // An hour is folded three minutes after it ended (its last minutes are closed by then).
    const qint64 folded = foldHours(floorDiv(nowMinute - 3, 60) - 1);
    // Every table starts with its oldest rows: pruning cuts off a range at the start.
    const qint64 cutHour = floorDiv(nowMinute - qint64(m_options.rollupDays) * 1440, 60);
    Statement raw(db, "DELETE FROM raw WHERE minute < ?1");
    Statement minutes(db, "DELETE FROM minute WHERE minute < ?1");
    Statement rollups(db, "DELETE FROM rollup WHERE hour < ?1");
    Statement frames(db, "DELETE FROM frame WHERE hour < ?1");
    // The minutes of the hours folded stay an hour longer (a reader in the middle of a fold).
    if (!raw.bind(1, nowMinute - m_options.rawMinutes).run() ||
        !minutes.bind(1, std::min(folded * 60, nowMinute - m_options.rawMinutes)).run() ||
        !rollups.bind(1, cutHour).run() || !frames.bind(1, cutHour).run())
        fail(QStringLiteral("prune"));
}

qint64 HistoryRecorder::Writer::foldHours(qint64 throughHour)
{
    // Every hour that is over becomes one rollup row per series (its minutes) and one frame per metric
    // (each series' sum and count), in time order: the minutes are read once, as they lie on disk.
    Statement meta(db, "SELECT value FROM meta WHERE key = 'folded_through'");
    qint64 from = 0;
    if (meta.next()) {
        from = meta.text(0).toLongLong() + 1;
    } else {
        Statement first(db, "SELECT minute FROM minute ORDER BY minute LIMIT 1");
        from = first.next() ? floorDiv(first.integer(0), 60) : throughHour + 1;
    }
    from = std::max(from, throughHour - 24 * qint64(m_options.rollupDays));
    if (from > throughHour)
        return from - 1;
    std::vector<SeriesKey> keys;
    {
        std::lock_guard lock(m_owner.m_mutex);
        keys = m_owner.m_keys;
    }
    Statement minutes(db, "SELECT minute, series, agg FROM minute WHERE minute >= ?1 AND minute < ?2");
    Statement put(db, "INSERT OR REPLACE INTO rollup(hour, series, minutes) VALUES(?1, ?2, ?3)");
    Statement frame(db, "INSERT OR REPLACE INTO frame(metric, hour, cells) VALUES(?1, ?2, ?3)");
    for (qint64 hour = from; hour <= throughHour && ok(); ++hour) {
        std::vector<QByteArray> blocks(keys.size());
        std::vector<double> sums(keys.size(), 0.0);
        std::vector<quint32> counts(keys.size(), 0);
        minutes.reset().bind(1, hour * 60).bind(2, hour * 60 + 60);
        while (minutes.next()) {
            const quint32 id = quint32(minutes.integer(1));
            if (id >= keys.size())
                continue;
            const QByteArrayView agg = minutes.blobView(2);
            blocks[id].append(char(minutes.integer(0) - hour * 60));
            blocks[id].append(agg.data(), agg.size());
            const Rollup r = decodeRollup(agg);
            sums[id] += r.sum;
            counts[id] += r.count;
        }
        if (minutes.failed())
            fail(QStringLiteral("read"));
        QHash<QString, std::vector<FrameCell>> cells;
        for (quint32 id = 1; id < keys.size() && ok(); ++id) {
            if (blocks[id].isEmpty())
                continue;
            if (!put.reset().bind(1, hour).bind(2, qint64(id)).bind(3, blocks[id]).run())
                fail(QStringLiteral("write"));
            cells[keys[id].metric].push_back(FrameCell{id, float(sums[id]), counts[id]});
        }
        for (auto it = cells.cbegin(); it != cells.cend() && ok(); ++it) {
            if (!frame.reset().bind(1, it.key()).bind(2, hour).bind(3, encodeFrame(it.value())).run())
                fail(QStringLiteral("write"));
        }
    }
    Statement mark(db, "INSERT OR REPLACE INTO meta(key, value) VALUES('folded_through', ?1)");
    if (!mark.bind(1, QString::number(throughHour)).run())
        fail(QStringLiteral("write"));
    return throughHour;
}

bool HistoryRecorder::Writer::processBatch(std::vector<HistoryPoint> &batch,
                                           const std::vector<quint32> &newSeries, bool writeOpen, bool final)
{
    if (batch.empty() && newSeries.empty() && !writeOpen && !final &&
        m_lastPruneMinute == floorDiv(now(), kMinuteMs))
        return true;
    if (Status st = db.exec("BEGIN IMMEDIATE"); !st) {
        fail(QStringLiteral("begin"));
        return false;
    }
    for (quint32 id : newSeries) {
        const SeriesKey key = m_owner.seriesKey(id);
        if (!m_insertSeries->reset().bind(1, qint64(id)).bind(2, key.metric).bind(3, key.labelsText()).run())
            fail(QStringLiteral("write"));
        m_insertSeries->reset();
        state(id).loaded = true; // new: nothing on disk to read back
    }
    // Each series' samples in time order; the queue holds them in arrival order.
    std::stable_sort(batch.begin(), batch.end(), [](const HistoryPoint &a, const HistoryPoint &b) {
        return a.series != b.series ? a.series < b.series : a.tMs < b.tMs;
    });
    m_tickMs = now();
    for (const HistoryPoint &p : batch) {
        if (!ok())
            break;
        take(p);
    }
    if (ok())
        closeStale(final);
    if (ok() && writeOpen) {
        for (quint32 id : m_open) {
            SeriesState &s = m_states[id];
            if (s.minute >= 0 && !s.buf.empty())
                writeMinute(id, s);
        }
    }
    if (ok() && !final)
        prune();
    if (ok()) {
        if (Status st = db.exec("COMMIT"); !st)
            fail(QStringLiteral("commit"));
    }
    if (!ok()) {
        (void)db.exec("ROLLBACK");
        return false;
    }
    return true;
}

void HistoryRecorder::Writer::run()
{
    m_insertSeries = std::make_unique<Statement>(
        db, "INSERT OR IGNORE INTO series(id, metric, labels) VALUES(?1, ?2, ?3)");
    m_minuteRow = std::make_unique<Statement>(db, "SELECT 1 FROM minute WHERE minute = ?1 AND series = ?2");
    m_raw = std::make_unique<Statement>(db, "SELECT points FROM raw WHERE minute = ?1 AND series = ?2");
    m_putRaw = std::make_unique<Statement>(
        db, "INSERT OR REPLACE INTO raw(minute, series, points) VALUES(?1, ?2, ?3)");
    m_putRollup = std::make_unique<Statement>(
        db, "INSERT OR REPLACE INTO minute(minute, series, agg) VALUES(?1, ?2, ?3)");
    std::vector<HistoryPoint> batch;
    std::vector<quint32> newSeries;
    for (;;) {
        quint64 flushTicket = 0;
        bool flushAsked = false;
        bool stop = false;
        {
            std::unique_lock lock(m_owner.m_mutex);
            m_owner.m_wake.wait_for(lock, std::chrono::milliseconds(m_options.flushIntervalMs), [this] {
                return m_owner.m_stop || m_owner.m_flushAsked > m_owner.m_flushDone ||
                       m_owner.m_pending.size() >= m_options.maxPendingPoints / 2;
            });
            batch.clear();
            batch.swap(m_owner.m_pending);
            newSeries.clear();
            newSeries.swap(m_owner.m_newSeries);
            flushTicket = m_owner.m_flushAsked;
            flushAsked = m_owner.m_flushAsked > m_owner.m_flushDone && m_owner.m_flushOpenMinutes;
            m_owner.m_flushOpenMinutes = false;
            stop = m_owner.m_stop;
        }
        const bool written = processBatch(batch, newSeries, flushAsked && !stop, stop);
        if (!written) {
            m_owner.stopWith(
                Tr::tr("History stopped: %1 could not be written (%2). Free space on its disk (or "
                       "make the file writable) and restart the console; the ledger and the "
                       "audit log are not affected.")
                    .arg(QDir::toNativeSeparators(db.file()), m_error));
        }
        {
            std::lock_guard lock(m_owner.m_mutex);
            m_owner.m_stats.accepted = m_accepted;
            m_owner.m_stats.outOfOrder = m_outOfOrder;
            m_owner.m_stats.overflow += m_overflow;
            m_overflow = 0;
            m_owner.m_stats.minutesWritten = m_minutes;
            m_owner.m_stats.bytesWritten = m_bytes;
            m_owner.m_flushDone = flushTicket;
        }
        m_owner.m_flushed.notify_all();
        if (stop || !written)
            break;
    }
    m_insertSeries.reset();
    m_minuteRow.reset();
    m_raw.reset();
    m_putRaw.reset();
    m_putRollup.reset();
    db.close();
    m_owner.m_flushed.notify_all();
}

} // namespace cg::history
