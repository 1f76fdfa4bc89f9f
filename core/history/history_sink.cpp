// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/history_sink.h"

#include <QDateTime>

#include <cmath>
#include <cstdlib>
#include <iterator>

namespace cg::history {

HistorySink::HistorySink(HistoryRecorder *recorder, const QString &fleet)
    : m_recorder(recorder), m_fleet(fleet)
{
}

qint64 HistorySink::timeOf(const TelemetryOrigin &origin, qint64 agentMs)
{
    constexpr qint64 kTrust = 5 * 60 * 1000;
    if (agentMs > 0 && std::llabs(agentMs - origin.atMs) <= kTrust)
        return agentMs;
    return origin.atMs;
}

quint32 HistorySink::id(const QString &metric, const QString &node, const QString &extraName,
                        const QString &extraValue)
{
    SeriesKey key;
    key.metric = metric;
    key.labels.insert(QStringLiteral("cluster"), m_fleet);
    key.labels.insert(QStringLiteral("node"), node);
    if (!extraName.isEmpty())
        key.labels.insert(extraName, extraValue);
    return m_recorder->seriesId(key);
}

HistorySink::NodeIds &HistorySink::idsFor(const QString &node)
{
    auto it = m_nodes.find(node);
    if (it == m_nodes.end())
        it = m_nodes.insert(node, NodeIds{});
    NodeIds &ids = it.value();
    if (ids.node[Cpu] == 0) { // new, or looked up while the history could not take it
        const QString *const names[] = {&metric::nodeCpu, &metric::nodeMemUsed, &metric::nodeRetrans,
                                        &metric::linkRtt, &metric::linkJitter,  &metric::linkRetransPercent};
        static_assert(std::size(names) == NodeMetricCount, "one name per node metric");
        for (int m = 0; m < NodeMetricCount; ++m)
            ids.node[std::size_t(m)] = id(*names[m], node);
    }
    return ids;
}

void HistorySink::sample(const TelemetrySample &s)
{
    if (!m_recorder->isRecording())
        return;
    const QString &node = s.origin.node;
    NodeIds &ids = idsFor(node);
    const proto::Sample &x = s.sample;
    const qint64 t = timeOf(s.origin, x.timestampMs);
    m_batch.clear();
    auto put = [&](quint32 series, double v) {
        if (series != 0 && std::isfinite(v))
            m_batch.push_back(HistoryPoint{series, t, float(v)});
    };
    // A series id of 0 (past the bound, or the history stopped) is looked up again next time.
    for (const proto::GpuSample &g : x.gpus) {
        if (g.index > proto::kMaxListEntries)
            continue;
        if (ids.gpus.size() <= g.index)
            ids.gpus.resize(std::size_t(g.index) + 1, std::array<quint32, GpuMetricCount>{});
        auto &gi = ids.gpus[g.index];
        if (gi[Util] == 0) {
            const QString gpu = QString::number(g.index);
            const QString *const names[] = {
                &metric::gpuUtil, &metric::gpuMemUsed, &metric::gpuMemUsedPercent, &metric::gpuMemUtil,
                &metric::gpuTemp, &metric::gpuPower,   &metric::gpuThrottled};
            static_assert(std::size(names) == GpuMetricCount, "one name per GPU metric");
            for (int m = 0; m < GpuMetricCount; ++m)
                gi[std::size_t(m)] = id(*names[m], node, QStringLiteral("gpu"), gpu);
        }
        put(gi[Util], g.utilization);
        if (g.has(proto::GpuSample::Memory)) {
            put(gi[MemUsed], double(g.memUsedBytes));
            if (g.memTotalBytes > 0)
                put(gi[MemUsedPercent], 100.0 * double(g.memUsedBytes) / double(g.memTotalBytes));
        }
        put(gi[MemUtil], g.memUtilization);
        put(gi[Temp], g.temperatureC);
        put(gi[Power], g.powerW);
        if (g.has(proto::GpuSample::Throttle))
            put(gi[Throttled], (g.throttleReasons & kThrottleSlowdownMask) != 0 ? 1.0 : 0.0);
    }
    put(ids.node[Cpu], x.cpuPercent);
    if (x.memTotalBytes > 0)
        put(ids.node[MemUsedNode], double(x.memUsedBytes));
    put(ids.node[Retrans], x.tcpRetransSegsPerSec);
    auto pair = [&](QHash<QString, std::array<quint32, 2>> &cache, const std::string &name,
                    const QString &label, const QString &rx, const QString &tx) -> std::array<quint32, 2> & {
        const QString n = QString::fromStdString(name);
        auto it = cache.find(n);
        if (it == cache.end() || it.value()[0] == 0)
            it = cache.insert(n, {id(rx, node, label, n), id(tx, node, label, n)});
        return it.value();
    };
    for (const proto::NicSample &nic : x.nics) {
        const auto &p = pair(ids.nics, nic.name, QStringLiteral("nic"), metric::nicRx, metric::nicTx);
        put(p[0], nic.rxBytesPerSec);
        put(p[1], nic.txBytesPerSec);
    }
    for (const proto::IbPortSample &ib : x.ibPorts) {
        const auto &p = pair(ids.ibPorts, ib.name, QStringLiteral("port"), metric::ibRx, metric::ibTx);
        put(p[0], ib.rxBytesPerSec);
        put(p[1], ib.txBytesPerSec);
    }
    m_recorder->append(m_batch);
}

void HistorySink::link(const TelemetryLink &l)
{
    if (!m_recorder->isRecording())
        return;
    NodeIds &ids = idsFor(l.origin.node);
    const qint64 t = l.origin.atMs; // measured by the console
    m_batch.clear();
    auto put = [&](quint32 series, double v) {
        if (series != 0 && std::isfinite(v))
            m_batch.push_back(HistoryPoint{series, t, float(v)});
    };
    put(ids.node[Rtt], l.rttMs);
    put(ids.node[Jitter], l.jitterMs);
    put(ids.node[RetransPercent], l.retransPercent);
    m_recorder->append(m_batch);
}

std::vector<HistoryPoint> jobPoints(HistoryRecorder &recorder, const planning::SlurmSnapshot &snapshot,
                                    const QList<planning::DailyCostPoint> &costs, qint64 atMs)
{
    std::vector<HistoryPoint> out;
    auto put = [&](const QString &metric, double v, const QString &extraName = {},
                   const QString &extraValue = {}) {
        SeriesKey key;
        key.metric = metric;
        key.labels.insert(QStringLiteral("cluster"), snapshot.cluster);
        if (!extraName.isEmpty())
            key.labels.insert(extraName, extraValue);
        if (const quint32 id = recorder.seriesId(key); id != 0 && std::isfinite(v))
            out.push_back(HistoryPoint{id, atMs, float(v)});
    };
    put(metric::jobsPending, snapshot.pending);
    put(metric::jobsRunning, double(snapshot.running.size()));
    int gpus = 0;
    qint64 longest = 0;
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC);
    for (const planning::JobAllocation &a : snapshot.running) {
        gpus += a.gpus;
        if (a.start.isValid())
            longest = std::max(longest, a.start.secsTo(at));
    }
    put(metric::jobsRunningGpus, gpus);
    put(metric::jobsLongestRun, double(longest));
    int failed = 0;
    for (const planning::JobEnd &e : snapshot.ended)
        failed += e.failed() ? 1 : 0;
    put(metric::jobsFailed, failed);
    if (!costs.isEmpty())
        put(metric::costDaily, costs.last().cost, QStringLiteral("currency"), costs.last().currency);
    // Queue wait: nothing pending waits 0 s; pending jobs without a submit time are not counted.
    double waitSum = 0, waitMax = 0;
    for (double w : snapshot.pendingWaitSeconds) {
        waitSum += w;
        waitMax = std::max(waitMax, w);
    }
    const auto waits = snapshot.pendingWaitSeconds.size();
    if (waits > 0 || snapshot.pending == 0) {
        put(metric::jobsQueueWait, waits > 0 ? waitSum / double(waits) : 0.0);
        put(metric::jobsQueueWaitMax, waitMax);
    }
    return out;
}

std::vector<HistoryPoint> hopPoints(HistoryRecorder &recorder, int hop, const QString &host, qint64 connectMs,
                                    qint64 handshakeMs, qint64 atMs)
{
    std::vector<HistoryPoint> out;
    auto put = [&](const QString &metric, qint64 ms) {
        if (ms < 0 || hop <= 0)
            return; // not measured
        SeriesKey key;
        key.metric = metric;
        key.labels.insert(QStringLiteral("hop"), QString::number(hop));
        key.labels.insert(QStringLiteral("host"), host);
        if (const quint32 id = recorder.seriesId(key); id != 0)
            out.push_back(HistoryPoint{id, atMs, float(ms)});
    };
    put(metric::hopRtt, connectMs);
    put(metric::hopHandshake, handshakeMs);
    return out;
}

} // namespace cg::history
