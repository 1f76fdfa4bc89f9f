// SPDX-License-Identifier: GPL-3.0-or-later
// The console's telemetry store: one ring buffer per (target, metric) series, fed by decoded
// samples and read by the UI on its own timer. Thread-safe; ingest is O(values in the sample).
#pragma once

#include "agent/decimation.h"
#include "agent/ring_buffer.h"

#include <QHash>
#include <QList>
#include <QMutex>
#include <QPointF>
#include <QString>

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace cg::proto {
struct Sample;
}

namespace cg {

struct SeriesInfo
{
    int id = -1;
    QString target;
    QString metric; // "cpu.percent", "nic.eth0.rx_bytes_per_s", "gpu.0.util_percent", ...
};

// Metric names, shared by ingest and the views.
namespace metric {
inline const QString cpuPercent = QStringLiteral("cpu.percent");
inline const QString load1 = QStringLiteral("cpu.load1");
inline const QString memUsedBytes = QStringLiteral("mem.used_bytes");
inline const QString memUsedPercent = QStringLiteral("mem.used_percent");
inline const QString tcpRetrans = QStringLiteral("tcp.retrans_segs_per_s");
inline const QString tcpOut = QStringLiteral("tcp.out_segs_per_s");
inline const QString netRx = QStringLiteral("net.rx_bytes_per_s");
inline const QString netTx = QStringLiteral("net.tx_bytes_per_s");
QString nic(const QString &name, bool rx);
QString ib(const QString &name, bool rx);
QString gpu(quint32 index, const char *field); // fields: util_percent, mem_used_percent, temperature_c,
                                               // power_w, sm_clock_mhz, mem_clock_mhz, ...
} // namespace metric

class TelemetryStore
{
public:
    explicit TelemetryStore(std::size_t pointsPerSeries = 4096);
    ~TelemetryStore();
    TelemetryStore(const TelemetryStore &) = delete;
    TelemetryStore &operator=(const TelemetryStore &) = delete;

    void ingest(const QString &target, const proto::Sample &sample);

    QList<SeriesInfo> series(const QString &target) const;
    int seriesId(const QString &target, const QString &metric) const; // -1 when absent
    std::size_t pointCount(int id) const;
    QList<quint32> gpuIndices(const QString &target) const;
    qint64 lastSampleMs(const QString &target) const; // 0 when none

    // Fills `out` with the series' points in the window, per-pixel decimated unless `decimated` is false.
    ValueRange read(int id, const DecimationWindow &window, QList<QPointF> &out, bool decimated = true) const;

    // Bumped on every ingest: a reader that saw the same value has nothing new to draw.
    quint64 generation() const { return m_generation.load(std::memory_order_acquire); }
    quint64 samplesIngested() const { return m_samples.load(std::memory_order_relaxed); }

private:
    struct Series;
    struct TargetData;
    TargetData &targetLocked(const QString &target);
    int seriesLocked(TargetData &t, const QString &target, const QString &metric);
    void rebuildLayout(TargetData &t, const QString &target, const proto::Sample &s);

    mutable QMutex m_mutex;
    std::size_t m_capacity;
    std::vector<std::unique_ptr<Series>> m_series;
    QHash<QString, std::shared_ptr<TargetData>> m_targets;
    std::atomic<quint64> m_generation{0};
    std::atomic<quint64> m_samples{0};
};

} // namespace cg
