// SPDX-License-Identifier: GPL-3.0-or-later
// FleetStore's read side: statuses derived from the clock, snapshots, the summary, history and texts.
#include "agent/fleet_store.h"
#include "agent/fleet_store_p.h"

#include <QMutexLocker>
#include <QtNumeric>

#include <algorithm>
#include <cmath>

namespace cg {

using fleet_detail::kNaN;

namespace {

// NVML clocks-event reasons (REFERENCE.md): SwPowerCap 0x4, HwSlowdown 0x8, SwThermal 0x20,
// HwThermal 0x40, PowerBrake 0x80.
constexpr quint64 kSwPowerCap = 0x4;
constexpr quint64 kHwSlowdown = 0x8;
constexpr quint64 kSwThermal = 0x20;
constexpr quint64 kHwThermal = 0x40;
constexpr quint64 kPowerBrake = 0x80;

} // namespace

void FleetStore::fillNodeLocked(const Node &n, qint64 nowMs, NodeSnapshot &out) const
{
    out.id = n.id;
    out.name = n.name;
    out.hostName = n.hostName;
    out.agentVersion = n.agentVersion;
    out.lastSampleMs = n.lastSampleMs;
    out.intervalMs = n.intervalMs;
    out.gpuCount = int(n.gpus.size());
    out.link = n.link;
    out.restarts = n.restarts;
    out.gaps = n.gapsTotal;
    out.reason.clear();
    if (n.unreachable) {
        out.status = NodeStatus::Unreachable;
        out.reason = n.unreachableReason;
        return;
    }
    if (n.lastHeardMs == 0) {
        out.status = NodeStatus::Pending;
        out.reason = tr("waiting for the agent");
        return;
    }
    const qint64 silence = std::max<qint64>(0, nowMs - n.lastHeardMs);
    const qint64 interval = n.intervalMs;
    if (silence > interval * m_options.unreachableAfterIntervals) {
        out.status = NodeStatus::Unreachable;
        out.reason = tr("no data for %1 s").arg(silence / 1000);
    } else if (silence > interval * m_options.staleAfterIntervals) {
        out.status = NodeStatus::Stale;
        out.reason = tr("no sample for %1 s (expected every %2 s)")
                         .arg(QString::number(double(silence) / 1000.0, 'f', 1),
                              QString::number(double(interval) / 1000.0, 'g', 3));
    } else {
        out.status = NodeStatus::Live;
    }
}

void FleetStore::summarizeLocked(const FleetSnapshot &snap, FleetSummary &out) const
{
    out = FleetSummary{};
    out.nodes = int(snap.nodes.size());
    int worstRank = 0;
    double worstValue = 0;
    for (const NodeSnapshot &n : snap.nodes) {
        switch (n.status) {
        case NodeStatus::Live:
            ++out.nodesLive;
            break;
        case NodeStatus::Stale:
            ++out.nodesStale;
            break;
        case NodeStatus::Unreachable:
            ++out.nodesUnreachable;
            break;
        case NodeStatus::Pending:
            ++out.nodesPending;
            break;
        }
        if (n.status != NodeStatus::Live)
            continue;
        for (int i = 0; i < n.gpuCount; ++i) {
            const GpuLatest &g = snap.gpus[std::size_t(n.gpuFirst + i)];
            ++out.gpus;
            if (std::isfinite(g.utilization)) {
                if (g.utilization >= m_options.busyUtilization)
                    ++out.gpusBusy;
                else
                    ++out.gpusIdle;
            }
            if (throttleSeverity(g.throttleReasons) > 0)
                ++out.gpusThrottled;
            if (std::isfinite(g.temperatureC) &&
                (out.hottestNode.isEmpty() || g.temperatureC > out.hottestC)) {
                out.hottestNode = n.name;
                out.hottestGpu = g.index;
                out.hottestC = g.temperatureC;
            }
        }
        // The worst link: the highest RTT; where no RTT is known yet, the most retransmits.
        const LinkFigures &l = n.link;
        const int rank = std::isfinite(l.rttMs) ? 2 : std::isfinite(l.tcpRetransPerSec) ? 1 : 0;
        const double value = rank == 2 ? l.rttMs : rank == 1 ? l.tcpRetransPerSec : 0;
        const bool worse = rank > worstRank || (rank > 0 && rank == worstRank && value > worstValue);
        if (worse) {
            worstRank = rank;
            worstValue = value;
            out.worstLinkNode = n.name;
            out.worstRttMs = l.rttMs;
            out.worstJitterMs = l.jitterMs;
            out.worstRetransPerSec = l.tcpRetransPerSec;
        }
    }
}

void FleetStore::snapshot(FleetSnapshot &out) const
{
    QMutexLocker lock(&m_mutex);
    const qint64 t = now();
    out.generation = generation();
    out.takenMs = t;
    out.nodes.resize(m_nodes.size());
    out.gpus.clear();
    out.maxGpusPerNode = 0;
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        const Node &n = *m_nodes[i];
        NodeSnapshot &ns = out.nodes[i];
        fillNodeLocked(n, t, ns);
        ns.gpuFirst = int(out.gpus.size());
        out.gpus.insert(out.gpus.end(), n.gpus.begin(), n.gpus.end());
        out.maxGpusPerNode = std::max(out.maxGpusPerNode, ns.gpuCount);
    }
    summarizeLocked(out, out.summary);
}

FleetSnapshot FleetStore::snapshot() const
{
    FleetSnapshot s;
    snapshot(s);
    return s;
}

FleetSummary FleetStore::summary() const
{
    return snapshot().summary;
}

std::optional<NodeSnapshot> FleetStore::node(const QString &nodeId) const
{
    QMutexLocker lock(&m_mutex);
    const auto it = m_index.constFind(nodeId);
    if (it == m_index.constEnd())
        return std::nullopt;
    NodeSnapshot out;
    fillNodeLocked(*m_nodes[std::size_t(*it)], now(), out);
    return out;
}

HistorySeries FleetStore::gpuHistory(const QString &nodeId, int gpuSlot, FleetMetric metric) const
{
    HistorySeries out;
    QMutexLocker lock(&m_mutex);
    const auto it = m_index.constFind(nodeId);
    if (it == m_index.constEnd())
        return out;
    const Node &n = *m_nodes[std::size_t(*it)];
    if (gpuSlot < 0 || gpuSlot >= n.histGpus)
        return out;
    out.tMs.reserve(std::size_t(n.histSize));
    out.values.reserve(std::size_t(n.histSize));
    out.breakBefore.reserve(std::size_t(n.histSize));
    for (int i = 0; i < n.histSize; ++i) {
        const std::size_t p = std::size_t(n.physical(i));
        out.tMs.push_back(n.histT[p]);
        out.breakBefore.push_back(i > 0 ? n.histBreak[p] : 0);
        out.values.push_back(
            float(n.histGpu[(p * std::size_t(n.histGpus) + std::size_t(gpuSlot)) * kFleetMetricCount +
                            int(metric)]));
    }
    return out;
}

HistorySeries FleetStore::linkHistory(const QString &nodeId, LinkMetric metric) const
{
    HistorySeries out;
    QMutexLocker lock(&m_mutex);
    const auto it = m_index.constFind(nodeId);
    if (it == m_index.constEnd())
        return out;
    const Node &n = *m_nodes[std::size_t(*it)];
    for (int i = 0; i < n.histSize; ++i) {
        const std::size_t p = std::size_t(n.physical(i));
        out.tMs.push_back(n.histT[p]);
        out.breakBefore.push_back(i > 0 ? n.histBreak[p] : 0);
        out.values.push_back(n.histLink[p * kLinkMetricCount + int(metric)]);
    }
    return out;
}

QList<GapRecord> FleetStore::gaps(const QString &nodeId) const
{
    QMutexLocker lock(&m_mutex);
    const auto it = m_index.constFind(nodeId);
    return it == m_index.constEnd() ? QList<GapRecord>() : m_nodes[std::size_t(*it)]->gaps;
}

std::size_t FleetStore::memoryBytes() const
{
    QMutexLocker lock(&m_mutex);
    std::size_t bytes = m_nodes.capacity() * sizeof(void *) + std::size_t(m_index.capacity()) * 32;
    for (const auto &n : m_nodes) {
        bytes += sizeof(Node) + n->gpus.capacity() * sizeof(GpuLatest);
        bytes += n->histT.capacity() * sizeof(qint64) + n->histBreak.capacity();
        bytes += n->histLink.capacity() * sizeof(float) + n->histGpu.capacity() * sizeof(qfloat16);
        bytes += std::size_t(n->gaps.capacity()) * sizeof(GapRecord);
        bytes += std::size_t(n->id.capacity() + n->name.capacity() + n->hostName.capacity() +
                             n->agentVersion.capacity() + n->unreachableReason.capacity()) *
                 2;
    }
    return bytes;
}

QString FleetStore::statusText(NodeStatus status)
{
    switch (status) {
    case NodeStatus::Pending:
        return tr("waiting");
    case NodeStatus::Live:
        return tr("agent up");
    case NodeStatus::Stale:
        return tr("stale");
    case NodeStatus::Unreachable:
        return tr("unreachable");
    }
    return {};
}

QString FleetStore::metricText(FleetMetric metric)
{
    switch (metric) {
    case FleetMetric::Utilization:
        return tr("Utilization");
    case FleetMetric::Memory:
        return tr("Memory");
    case FleetMetric::Temperature:
        return tr("Temperature");
    case FleetMetric::Power:
        return tr("Power");
    case FleetMetric::Throttling:
        return tr("Throttling");
    }
    return {};
}

QString FleetStore::gapReasonText(GapReason reason)
{
    switch (reason) {
    case GapReason::MissedSamples:
        return tr("samples missing");
    case GapReason::AgentRestart:
        return tr("agent restarted");
    case GapReason::Unreachable:
        return tr("node unreachable");
    case GapReason::LayoutChange:
        return tr("GPUs changed");
    }
    return {};
}

float FleetStore::metricValue(const GpuLatest &gpu, FleetMetric metric)
{
    if (!gpu.known)
        return kNaN;
    switch (metric) {
    case FleetMetric::Utilization:
        return gpu.utilization;
    case FleetMetric::Memory:
        return gpu.memUsedPercent;
    case FleetMetric::Temperature:
        return gpu.temperatureC;
    case FleetMetric::Power:
        return gpu.powerW;
    case FleetMetric::Throttling:
        return float(throttleSeverity(gpu.throttleReasons));
    }
    return kNaN;
}

int FleetStore::throttleSeverity(quint64 reasons)
{
    if (reasons & (kHwSlowdown | kPowerBrake))
        return 3;
    if (reasons & (kSwThermal | kHwThermal))
        return 2;
    if (reasons & kSwPowerCap)
        return 1;
    return 0;
}

} // namespace cg
