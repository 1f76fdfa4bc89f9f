// SPDX-License-Identifier: GPL-3.0-or-later
// The console's history: every series the telemetry sinks and the jobs feed hand it, written in batches by a
// thread of its own to the history file (history_db.h): raw samples for `rawMinutes`, per-minute rollups
// (count, min, mean, max, exact p95) for `rollupDays`, and hourly frames (every series' mean) for heatmaps.
// append() never blocks on the disk; what is held in memory is bounded (the queue, one open minute per
// series, the number of series) and what did not fit is counted. A series only moves forward in time: a
// repeated sample or one from a clock that went back is dropped and counted, never merged into what is
// written. A write that fails for good (full disk, size limit, read-only file) stops the history with a
// message saying why; nothing else of the console (its ledger, its audit log) is touched by that.
#pragma once

#include "common/result.h"
#include "history/series.h"

#include <QHash>
#include <QString>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace cg::history {

struct HistoryOptions
{
    int rawMinutes = 60; // raw samples kept this long
    int rollupDays = 30; // per-minute rollups and hourly frames kept this long
    int flushIntervalMs = 1000;
    std::size_t maxPendingPoints = std::size_t(1) << 21; // 32 MiB of queue
    int maxSeries = 250000;
    int maxPointsPerMinute = 600;  // per series (10 Hz)
    std::function<qint64()> clock; // Unix ms, for retention; default: the system clock

    // history/raw_minutes and history/rollup_days from the settings (paths::settings()), else the defaults.
    static HistoryOptions fromSettings();
};

struct HistoryPoint
{
    quint32 series = 0; // from HistoryRecorder::seriesId()
    qint64 tMs = 0;     // Unix ms
    float value = 0;
};

struct HistoryStats
{
    quint64 accepted = 0;   // samples taken into a minute
    quint64 outOfOrder = 0; // repeated, or earlier than what the series already holds (clock went back)
    quint64 overflow = 0;   // dropped because a bound was reached (queue, series, points per minute)
    quint64 minutesWritten = 0;
    quint64 bytesWritten = 0; // raw and rollup payloads
    int series = 0;
};

class HistoryRecorder
{
public:
    HistoryRecorder();
    ~HistoryRecorder(); // close()
    HistoryRecorder(const HistoryRecorder &) = delete;
    HistoryRecorder &operator=(const HistoryRecorder &) = delete;

    // The history file of the profile: history.sqlite next to paths::databaseFile().
    static QString defaultFile();

    // Opens (creating) the file and starts the writer. A failure is also kept as problem().
    Status open(const QString &file, const HistoryOptions &options = {});
    // Writes everything held (open minutes included) and stops the writer.
    void close();
    bool isRecording() const { return m_recording.load(std::memory_order_acquire); }
    // Why the history is not recorded (empty while it is, or before open()).
    QString problem() const;
    QString file() const { return m_file; }
    const HistoryOptions &options() const { return m_options; }

    // The id of a series, made on first use; 0 while not recording or past maxSeries. Any thread.
    quint32 seriesId(const SeriesKey &key);
    SeriesKey seriesKey(quint32 id) const;
    // Queues samples for the writer. Any thread; never waits for the disk.
    void append(const HistoryPoint *points, std::size_t count);
    void append(const std::vector<HistoryPoint> &points) { append(points.data(), points.size()); }
    // Waits until everything appended so far is written, the minutes still open included (so a reader
    // sees them); for shutdown, tests and commands that read right after. Without `openMinutes`, only
    // until the writer has taken it (a producer that must not run ahead of the disk, such as a replay).
    void flush(bool openMinutes = true);
    HistoryStats stats() const;
    // Bytes the history file's data takes (after the last flush).
    qint64 bytesUsed() const;

    // Hourly frames are built from the rollups once an hour is over; a bench or an import may write one.
    Status writeFrame(const QString &metric, qint64 hour, const QByteArray &cells);

private:
    class Writer;
    void stopWith(const QString &problem);

    HistoryOptions m_options;
    QString m_file;
    std::atomic<bool> m_recording{false};
    mutable std::mutex m_mutex; // the queue, the series registry, the problem, the stats
    std::condition_variable m_wake;
    std::condition_variable m_flushed;
    std::vector<HistoryPoint> m_pending;
    std::vector<quint32> m_newSeries;
    std::vector<SeriesKey> m_keys; // by id (0 unused)
    QHash<QString, quint32> m_ids;
    QString m_problem;
    HistoryStats m_stats;
    quint64 m_flushAsked = 0;
    bool m_flushOpenMinutes = false;
    quint64 m_flushDone = 0;
    bool m_stop = false;
    std::unique_ptr<Writer> m_writer;
    std::unique_ptr<std::thread> m_thread;
};

} // namespace cg::history
