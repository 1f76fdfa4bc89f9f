// SPDX-License-Identifier: GPL-3.0-or-later
// What a minute of one series keeps (count, min, mean, max, p95 over its raw samples) and the compact
// encodings the history file stores: a minute's raw samples (millisecond offset + float32 each), its
// rollup (20 bytes) and an hour's frame of per-series sums for heatmaps.
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>
#include <limits>
#include <vector>

namespace cg::history {

constexpr qint64 kMinuteMs = 60000;
constexpr qint64 kHourMs = 3600000;

struct RawPoint
{
    quint16 offsetMs = 0; // within the minute
    float value = 0;
};

struct Rollup
{
    quint32 count = 0;
    float min = std::numeric_limits<float>::quiet_NaN();
    float mean = std::numeric_limits<float>::quiet_NaN();
    float max = std::numeric_limits<float>::quiet_NaN();
    float p95 = std::numeric_limits<float>::quiet_NaN();
    double sum = 0; // not stored: count * mean is close enough where it is needed
};

// The nearest-rank 95th percentile (the smallest value with at least 95 % of the values at or below it):
// one of the values themselves, so it is exact. `values` is sorted in place.
float percentile95(std::vector<float> &values);
// Count, min, mean, max and p95 of `values` (NaN-free); `values` is sorted in place.
Rollup rollupOf(std::vector<float> &values);

QByteArray encodeRaw(const std::vector<RawPoint> &points);
// Malformed bytes give what could be read (never more than the bytes hold).
std::vector<RawPoint> decodeRaw(const QByteArray &bytes);
QByteArray encodeRollup(const Rollup &r);
Rollup decodeRollup(QByteArrayView bytes);

// An hour of a series: its minutes' rollups, each with its minute in the hour (0-59).
struct MinuteRollup
{
    quint8 minute = 0;
    Rollup rollup;
};
QByteArray encodeHour(const std::vector<MinuteRollup> &minutes);
std::vector<MinuteRollup> decodeHour(QByteArrayView bytes);

// An hour of a metric: per series, the sum and count of its values (the hour's mean is sum / count).
struct FrameCell
{
    quint32 series = 0;
    float sum = 0;
    quint32 count = 0;
};
QByteArray encodeFrame(const std::vector<FrameCell> &cells); // cells sorted by series
std::vector<FrameCell> decodeFrame(const QByteArray &bytes);

} // namespace cg::history
