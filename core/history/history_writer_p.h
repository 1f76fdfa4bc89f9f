// SPDX-License-Identifier: GPL-3.0-or-later
// The recorder's writer (history_recorder.h): the thread that owns the write connection.
#pragma once

#include "history/history_db.h"
#include "history/history_recorder.h"
#include "history/rollup.h"

#include <QDateTime>

#include <limits>
#include <memory>
#include <vector>

namespace cg::history {

// The thread that owns the write connection: takes the queue in batches, keeps one open minute per series,
// writes closed minutes, folds each hour that is over into one row per series and a frame per metric, and
// prunes past the retention.
class HistoryRecorder::Writer
{
public:
    Writer(HistoryRecorder &owner, HistoryOptions options) : m_owner(owner), m_options(std::move(options)) {}

    HistoryDb db;

    void run();

private:
    struct SeriesState
    {
        qint64 minute = -1; // the open minute
        qint64 lastT = std::numeric_limits<qint64>::min();
        std::vector<RawPoint> buf;
        qint64 seenMs = 0;        // when its last sample came (the writer's clock)
        qint64 closedMinute = -1; // written because it went quiet: reopened from disk if it speaks again
        bool loaded = false;
    };

    qint64 now() const { return m_options.clock ? m_options.clock() : QDateTime::currentMSecsSinceEpoch(); }
    bool ok() const { return m_error.isEmpty(); }
    void fail(const QString &what)
    {
        if (m_error.isEmpty())
            m_error = what + QStringLiteral(": ") + db.lastError();
    }
    SeriesState &state(quint32 id)
    {
        if (id >= m_states.size())
            m_states.resize(std::size_t(id) + 1024);
        return m_states[id];
    }
    void load(quint32 id, SeriesState &s, qint64 minute);
    void take(const HistoryPoint &p);
    void writeMinute(quint32 id, SeriesState &s);
    void closeStale(bool all);
    void prune();
    qint64 foldHours(qint64 throughHour); // returns the last hour folded
    bool processBatch(std::vector<HistoryPoint> &batch, const std::vector<quint32> &newSeries, bool writeOpen,
                      bool final);

    HistoryRecorder &m_owner;
    HistoryOptions m_options;
    std::vector<SeriesState> m_states;
    std::vector<quint32> m_open; // series with an open minute
    qint64 m_latestMinute = std::numeric_limits<qint64>::min();
    qint64 m_lastPruneMinute = -1;
    qint64 m_lastStaleCheck = 0;
    qint64 m_tickMs = 0; // now(), once per batch
    quint64 m_accepted = 0, m_outOfOrder = 0, m_overflow = 0, m_minutes = 0, m_bytes = 0;
    QString m_error;
    std::unique_ptr<Statement> m_insertSeries, m_minuteRow, m_raw, m_putRaw, m_putRollup;
};

} // namespace cg::history
