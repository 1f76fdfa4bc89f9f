// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the history back: the series a selector picks over a range, in steps, from the raw samples when
// the range lies within the last hour and the step is under a minute, else from the per-minute rollups.
// A step with no sample is a gap (count 0, NaN values), never filled in. The heatmap reads the hourly
// frames for a fleet-wide picture over days. Its own read-only connection: any thread, one at a time.
#pragma once

#include "common/result.h"
#include "history/history_db.h"
#include "history/series.h"

#include <QList>

#include <cmath>
#include <limits>
#include <vector>

namespace cg::history {

enum class Resolution { Raw, Minute, Hour, Prometheus }; // Prometheus: a team's, by query_range

struct HistoryRange
{
    qint64 fromMs = 0;
    qint64 toMs = 0;   // exclusive
    qint64 stepMs = 0; // 0: chosen for about 1,000 steps
};

struct Bucket
{
    qint64 tMs = 0;    // the step's start
    quint32 count = 0; // 0: a gap
    double min = std::numeric_limits<double>::quiet_NaN();
    double mean = std::numeric_limits<double>::quiet_NaN();
    double max = std::numeric_limits<double>::quiet_NaN();
    // Exact from raw samples and for a step of one minute; over a longer step of rollups, the highest minute
    // p95 in it (never below the step's true p95).
    double p95 = std::numeric_limits<double>::quiet_NaN();
    bool isGap() const { return count == 0; }
};

struct SeriesData
{
    SeriesKey key;
    std::vector<Bucket> buckets;
};

struct QueryResult
{
    Resolution resolution = Resolution::Minute;
    qint64 fromMs = 0;
    qint64 toMs = 0;
    qint64 stepMs = 0;
    QList<SeriesData> series;
};

struct Heatmap
{
    QList<SeriesKey> rows;
    int columns = 0;
    qint64 fromMs = 0;
    qint64 toMs = 0;
    Resolution resolution = Resolution::Hour;
    // Column after column (one time step of every row, as the frames hold them); NaN: no data.
    std::vector<float> cells;
    float at(int row, int column) const
    {
        return cells[std::size_t(column) * std::size_t(rows.size()) + std::size_t(row)];
    }
};

class HistoryReader
{
public:
    Status open(const QString &file);
    bool isOpen() const { return m_db.isOpen(); }

    Result<QList<SeriesKey>> series(const Selector &selector);
    // `nowMs` and `rawMinutes` say whether the raw samples still hold the range.
    Result<QueryResult> query(const Selector &selector, HistoryRange range, qint64 nowMs,
                              int rawMinutes = 60);
    // Each matching series' mean per column over [fromMs, toMs): from the hourly frames when a column spans
    // an hour or more, else from the rollups.
    Result<Heatmap> heatmap(const Selector &selector, qint64 fromMs, qint64 toMs, int columns);

    static QString resolutionName(Resolution r);
    // "90s", "5m", "24h", "30d" -> ms; 0 for what does not read.
    static qint64 parseDuration(const QString &text);

private:
    Result<std::vector<std::pair<quint32, SeriesKey>>> matching(const Selector &selector);
    HistoryDb m_db;
};

} // namespace cg::history
