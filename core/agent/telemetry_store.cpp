// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/telemetry_store.h"

#include "protocol/messages.h"

#include <QMutexLocker>

#include <cmath>

namespace cg {

namespace metric {
QString nic(const QString &name, bool rx)
{
    return QStringLiteral("nic.%1.%2")
        .arg(name, rx ? QStringLiteral("rx_bytes_per_s") : QStringLiteral("tx_bytes_per_s"));
}
QString ib(const QString &name, bool rx)
{
    return QStringLiteral("ib.%1.%2")
        .arg(name, rx ? QStringLiteral("rx_bytes_per_s") : QStringLiteral("tx_bytes_per_s"));
}
QString gpu(quint32 index, const char *field)
{
    return QStringLiteral("gpu.%1.%2").arg(index).arg(QLatin1String(field));
}
} // namespace metric

namespace {
// Per-GPU fields in ingest order; the layout cache depends on this order.
const char *const kGpuFields[] = {"util_percent",     "mem_util_percent", "mem_used_bytes",
                                  "mem_used_percent", "temperature_c",    "power_w",
                                  "sm_clock_mhz",     "mem_clock_mhz",    "ecc_uncorrected"};
constexpr int kGpuFieldCount = int(sizeof(kGpuFields) / sizeof(kGpuFields[0]));
constexpr qsizetype kMaxSeriesPerTarget = 2048;
// A sample this much older than the newest means the node's clock was stepped back.
constexpr qint64 kClockStepBackMs = 5000;

// Interfaces that carry traffic already counted on a physical NIC (bridges, container and tunnel ends).
bool isVirtualInterface(const std::string &name)
{
    static const char *const prefixes[] = {"veth",  "docker", "br-", "virbr", "cni",  "flannel", "cali",
                                           "vxlan", "tun",    "tap", "ifb",   "kube", "lxc",     "weave"};
    for (const char *p : prefixes) {
        if (name.rfind(p, 0) == 0)
            return true;
    }
    return false;
}
} // namespace

struct TelemetryStore::Series
{
    SeriesInfo info;
    RingBuffer buffer;
};

struct TelemetryStore::TargetData
{
    QHash<QString, int> byMetric;
    // The layout the seriesIds were resolved for; samples with the same layout skip all lookups.
    std::vector<std::string> nicNames;
    std::vector<std::string> ibNames;
    std::vector<quint32> gpuIndices;
    std::vector<int> seriesIds;
    qint64 lastMs = 0;
};

TelemetryStore::TelemetryStore(std::size_t pointsPerSeries) : m_capacity(pointsPerSeries) {}

TelemetryStore::~TelemetryStore() = default;

TelemetryStore::TargetData &TelemetryStore::targetLocked(const QString &target)
{
    auto &slot = m_targets[target];
    if (!slot)
        slot = std::make_shared<TargetData>();
    return *slot;
}

int TelemetryStore::seriesLocked(TargetData &t, const QString &target, const QString &metricName)
{
    auto it = t.byMetric.constFind(metricName);
    if (it != t.byMetric.constEnd())
        return *it;
    // An agent that keeps inventing names (container veths, or a hostile one) must not grow us forever.
    if (t.byMetric.size() >= kMaxSeriesPerTarget)
        return -1;
    const int id = int(m_series.size());
    auto s = std::make_unique<Series>(Series{SeriesInfo{id, target, metricName}, RingBuffer(m_capacity)});
    m_series.push_back(std::move(s));
    t.byMetric.insert(metricName, id);
    return id;
}

void TelemetryStore::rebuildLayout(TargetData &t, const QString &target, const proto::Sample &s)
{
    t.nicNames.clear();
    t.ibNames.clear();
    t.gpuIndices.clear();
    t.seriesIds.clear();
    auto add = [&](const QString &m) { t.seriesIds.push_back(seriesLocked(t, target, m)); };
    add(metric::cpuPercent);
    add(metric::load1);
    add(metric::memUsedBytes);
    add(metric::memUsedPercent);
    add(metric::tcpRetrans);
    add(metric::tcpOut);
    add(metric::netRx);
    add(metric::netTx);
    for (const auto &n : s.nics) {
        t.nicNames.push_back(n.name);
        const QString name = QString::fromStdString(n.name);
        add(metric::nic(name, true));
        add(metric::nic(name, false));
    }
    for (const auto &p : s.ibPorts) {
        t.ibNames.push_back(p.name);
        const QString name = QString::fromStdString(p.name);
        add(metric::ib(name, true));
        add(metric::ib(name, false));
    }
    for (const auto &g : s.gpus) {
        t.gpuIndices.push_back(g.index);
        for (const char *f : kGpuFields)
            add(metric::gpu(g.index, f));
    }
}

void TelemetryStore::ingest(const QString &target, const proto::Sample &s)
{
    QMutexLocker lock(&m_mutex);
    TargetData &t = targetLocked(target);

    bool same = t.nicNames.size() == s.nics.size() && t.ibNames.size() == s.ibPorts.size() &&
                t.gpuIndices.size() == s.gpus.size() && !t.seriesIds.empty();
    for (std::size_t i = 0; same && i < s.nics.size(); ++i)
        same = t.nicNames[i] == s.nics[i].name;
    for (std::size_t i = 0; same && i < s.ibPorts.size(); ++i)
        same = t.ibNames[i] == s.ibPorts[i].name;
    for (std::size_t i = 0; same && i < s.gpus.size(); ++i)
        same = t.gpuIndices[i] == s.gpus[i].index;
    if (!same)
        rebuildLayout(t, target, s);

    const qint64 ts = s.timestampMs;
    if (t.lastMs > 0 && ts < t.lastMs) {
        if (t.lastMs - ts < kClockStepBackMs)
            return; // a straggler: charts need time order
        // The clock went back for good: start this target's history again rather than freeze it.
        for (int id : std::as_const(t.byMetric))
            m_series[std::size_t(id)]->buffer.clear();
        t.lastMs = 0;
    }
    std::size_t k = 0;
    // Unknown values (NaN, or fields the agent could not read) leave a gap rather than a fake zero.
    auto push = [&](double v, bool known = true) {
        const int id = t.seriesIds[k++];
        if (id >= 0 && known && std::isfinite(v))
            m_series[std::size_t(id)]->buffer.push(ts, float(v));
    };

    push(s.cpuPercent);
    push(s.load1);
    push(double(s.memUsedBytes), s.memTotalBytes > 0);
    push(s.memTotalBytes ? 100.0 * double(s.memUsedBytes) / double(s.memTotalBytes) : 0.0,
         s.memTotalBytes > 0);
    push(s.tcpRetransSegsPerSec);
    push(s.tcpOutSegsPerSec);
    // The total counts each byte once: virtual interfaces repeat traffic of physical ones, and a NIC
    // without a rate yet (just appeared) is left out instead of turning the total into a gap.
    double rx = 0, tx = 0;
    bool anyRate = false;
    for (const auto &n : s.nics) {
        if (isVirtualInterface(n.name) || !std::isfinite(n.rxBytesPerSec) || !std::isfinite(n.txBytesPerSec))
            continue;
        rx += n.rxBytesPerSec;
        tx += n.txBytesPerSec;
        anyRate = true;
    }
    push(rx, anyRate);
    push(tx, anyRate);
    for (const auto &n : s.nics) {
        push(n.rxBytesPerSec);
        push(n.txBytesPerSec);
    }
    for (const auto &p : s.ibPorts) {
        push(p.rxBytesPerSec);
        push(p.txBytesPerSec);
    }
    using G = proto::GpuSample;
    for (const auto &g : s.gpus) {
        const bool mem = g.has(G::Memory) && g.memTotalBytes > 0;
        push(g.utilization);
        push(g.memUtilization);
        push(double(g.memUsedBytes), mem);
        push(mem ? 100.0 * double(g.memUsedBytes) / double(g.memTotalBytes) : 0.0, mem);
        push(g.temperatureC);
        push(g.powerW);
        push(g.smClockMHz, g.has(G::SmClock));
        push(g.memClockMHz, g.has(G::MemClock));
        push(double(g.eccVolatileUncorrected), g.has(G::Ecc));
    }
    static_assert(kGpuFieldCount == 9, "ingest pushes 9 values per GPU");
    t.lastMs = std::max(t.lastMs, ts);
    m_samples.fetch_add(1, std::memory_order_relaxed);
    m_generation.fetch_add(1, std::memory_order_release);
}

QList<SeriesInfo> TelemetryStore::series(const QString &target) const
{
    QMutexLocker lock(&m_mutex);
    QList<SeriesInfo> out;
    auto it = m_targets.constFind(target);
    if (it == m_targets.constEnd())
        return out;
    for (int id : (*it)->byMetric)
        out.append(m_series[std::size_t(id)]->info);
    std::sort(out.begin(), out.end(), [](const SeriesInfo &a, const SeriesInfo &b) { return a.id < b.id; });
    return out;
}

int TelemetryStore::seriesId(const QString &target, const QString &metricName) const
{
    QMutexLocker lock(&m_mutex);
    auto it = m_targets.constFind(target);
    if (it == m_targets.constEnd())
        return -1;
    return (*it)->byMetric.value(metricName, -1);
}

std::size_t TelemetryStore::pointCount(int id) const
{
    QMutexLocker lock(&m_mutex);
    if (id < 0 || std::size_t(id) >= m_series.size())
        return 0;
    return m_series[std::size_t(id)]->buffer.size();
}

QList<quint32> TelemetryStore::gpuIndices(const QString &target) const
{
    QMutexLocker lock(&m_mutex);
    QList<quint32> out;
    auto it = m_targets.constFind(target);
    if (it != m_targets.constEnd())
        for (quint32 i : (*it)->gpuIndices)
            out.append(i);
    return out;
}

qint64 TelemetryStore::lastSampleMs(const QString &target) const
{
    QMutexLocker lock(&m_mutex);
    auto it = m_targets.constFind(target);
    return it == m_targets.constEnd() ? 0 : (*it)->lastMs;
}

ValueRange TelemetryStore::read(int id, const DecimationWindow &window, QList<QPointF> &out,
                                bool decimated) const
{
    QMutexLocker lock(&m_mutex);
    if (id < 0 || std::size_t(id) >= m_series.size()) {
        out.clear();
        return {};
    }
    const RingBuffer &buf = m_series[std::size_t(id)]->buffer;
    return decimated ? decimate(buf, window, out) : copyAll(buf, window, out);
}

} // namespace cg
