// SPDX-License-Identifier: GPL-3.0-or-later
// FleetStore's ingest side: nodes, frames, samples with their gaps, RTTs and the transport's word.
#include "agent/fleet_store.h"
#include "agent/fleet_store_p.h"

#include "protocol/frame.h"
#include "protocol/messages.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QMutexLocker>
#include <QtNumeric>
#include <qfloat16.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace cg {

using fleet_detail::kNaN;
using fleet_detail::kRttWindow;

namespace {

// An RTT older than this is not carried into a history point.
constexpr qint64 kRttFreshMs = 10000;
// Silence this many intervals long between two samples is a gap even without a sequence jump.
constexpr double kGapIntervals = 2.5;

// Interfaces that carry traffic already counted on a physical NIC (as the telemetry store counts them).
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

double finiteOr(double v, double fallback)
{
    return std::isfinite(v) ? v : fallback;
}

} // namespace

FleetStore::FleetStore() : FleetStore(Options{}) {}

FleetStore::FleetStore(const Options &options) : m_options(options)
{
    m_options.maxNodes = std::max(1, m_options.maxNodes);
    m_options.maxGpusPerNode = std::clamp(m_options.maxGpusPerNode, 1, 255);
    m_options.historyPoints = std::max(2, m_options.historyPoints);
    m_options.staleAfterIntervals = std::max(1, m_options.staleAfterIntervals);
    m_options.unreachableAfterIntervals =
        std::max(m_options.staleAfterIntervals + 1, m_options.unreachableAfterIntervals);
    m_options.maxGapRecords = std::max(1, m_options.maxGapRecords);
}

FleetStore::~FleetStore() = default;

void FleetStore::setClock(Clock clock)
{
    QMutexLocker lock(&m_mutex);
    m_clock = std::move(clock);
}

qint64 FleetStore::now() const
{
    return m_clock ? m_clock() : QDateTime::currentMSecsSinceEpoch();
}

void FleetStore::bump()
{
    m_generation.fetch_add(1, std::memory_order_release);
}

FleetStore::Node *FleetStore::nodeLocked(const QString &nodeId, bool create)
{
    const auto it = m_index.constFind(nodeId);
    if (it != m_index.constEnd())
        return m_nodes[std::size_t(*it)].get();
    if (!create || nodeId.isEmpty() || int(m_nodes.size()) >= m_options.maxNodes)
        return nullptr;
    auto n = std::make_unique<Node>();
    n->id = nodeId;
    n->name = nodeId;
    n->link.rttMs = n->link.jitterMs = qQNaN();
    n->link.tcpRetransPerSec = n->link.tcpRetransPercent = qQNaN();
    n->link.netRxBytesPerSec = n->link.netTxBytesPerSec = qQNaN();
    n->link.ibRxBytesPerSec = n->link.ibTxBytesPerSec = qQNaN();
    m_index.insert(nodeId, int(m_nodes.size()));
    m_nodes.push_back(std::move(n));
    return m_nodes.back().get();
}

bool FleetStore::addNode(const QString &nodeId, const QString &displayName)
{
    QMutexLocker lock(&m_mutex);
    Node *n = nodeLocked(nodeId, true);
    if (!n)
        return false;
    if (!displayName.isEmpty())
        n->name = displayName;
    bump();
    return true;
}

void FleetStore::setDisplayName(const QString &nodeId, const QString &displayName)
{
    QMutexLocker lock(&m_mutex);
    if (Node *n = nodeLocked(nodeId, false)) {
        n->name = displayName.isEmpty() ? nodeId : displayName;
        bump();
    }
}

void FleetStore::removeNode(const QString &nodeId)
{
    QMutexLocker lock(&m_mutex);
    const auto it = m_index.constFind(nodeId);
    if (it == m_index.constEnd())
        return;
    m_nodes.erase(m_nodes.begin() + *it);
    m_index.clear();
    for (std::size_t i = 0; i < m_nodes.size(); ++i)
        m_index.insert(m_nodes[i]->id, int(i));
    bump();
}

void FleetStore::clear()
{
    QMutexLocker lock(&m_mutex);
    m_nodes.clear();
    m_index.clear();
    bump();
}

QStringList FleetStore::nodeIds() const
{
    QMutexLocker lock(&m_mutex);
    QStringList out;
    out.reserve(qsizetype(m_nodes.size()));
    for (const auto &n : m_nodes)
        out.append(n->id);
    return out;
}

int FleetStore::nodeCount() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_nodes.size());
}

bool FleetStore::ingest(const QString &nodeId, const proto::Frame &frame)
{
    m_frames.fetch_add(1, std::memory_order_relaxed);
    auto dropped = [this] {
        m_dropped.fetch_add(1, std::memory_order_relaxed);
        return false;
    };
    switch (frame.type) {
    case proto::FrameType::Hello: {
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(
            QByteArray::fromRawData(reinterpret_cast<const char *>(frame.payload.data()),
                                    qsizetype(frame.payload.size())),
            &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject())
            return dropped();
        ingestHello(nodeId, doc.object());
        return true;
    }
    case proto::FrameType::Sample: {
        const auto s = proto::decodeSample(frame.payload.data(), frame.payload.size());
        if (!s)
            return dropped();
        return ingestSample(nodeId, *s) || dropped();
    }
    case proto::FrameType::Pong: {
        const auto p = proto::decodePong(frame.payload.data(), frame.payload.size());
        if (!p)
            return dropped();
        ingestPong(nodeId, *p);
        return true;
    }
    case proto::FrameType::Bye:
        markUnreachable(nodeId, tr("the agent stopped (it said goodbye)"));
        return true;
    case proto::FrameType::Error:
        return true; // for people; the connection shows them
    }
    return dropped();
}

void FleetStore::ingestHello(const QString &nodeId, const QJsonObject &hello)
{
    QMutexLocker lock(&m_mutex);
    Node *n = nodeLocked(nodeId, true);
    if (!n)
        return;
    n->hostName = hello.value(QLatin1String("hostname")).toString();
    n->agentVersion = hello.value(QLatin1String("agent_version")).toString();
    const int interval = hello.value(QLatin1String("interval_ms")).toInt();
    if (interval > 0) {
        n->intervalMs = std::clamp(interval, 10, 3600 * 1000);
        n->intervalFromHello = true;
    }
    // A hello after samples is a new agent process: its first point must not join the old line.
    if (n->lastSampleMs > 0) {
        n->restartPending = true;
        ++n->restarts;
    }
    n->haveSeq = false;
    n->unreachable = false;
    n->unreachableReason.clear();
    n->lastHeardMs = now();
    bump();
}

bool FleetStore::ingestSample(const QString &nodeId, const proto::Sample &sample)
{
    QMutexLocker lock(&m_mutex);
    Node *n = nodeLocked(nodeId, true);
    if (!n)
        return false;
    const bool ok = ingestSampleLocked(*n, sample, now());
    bump();
    return ok;
}

void FleetStore::addGapLocked(Node &n, const GapRecord &gap)
{
    if (n.gaps.size() >= m_options.maxGapRecords)
        n.gaps.removeFirst();
    n.gaps.append(gap);
    ++n.gapsTotal;
}

bool FleetStore::ingestSampleLocked(Node &n, const proto::Sample &s, qint64 nowMs)
{
    using G = proto::GpuSample;
    if (!n.intervalFromHello && s.intervalMs > 0)
        n.intervalMs = int(std::clamp<quint32>(s.intervalMs, 10, 3600 * 1000));

    // Latest values.
    const int gpuCount = std::min<int>(int(s.gpus.size()), m_options.maxGpusPerNode);
    n.gpus.resize(std::size_t(gpuCount));
    for (int i = 0; i < gpuCount; ++i) {
        const G &g = s.gpus[std::size_t(i)];
        GpuLatest &o = n.gpus[std::size_t(i)];
        o.index = g.index;
        o.utilization = g.utilization;
        const bool mem = g.has(G::Memory) && g.memTotalBytes > 0;
        o.memUsedBytes = mem ? g.memUsedBytes : 0;
        o.memTotalBytes = mem ? g.memTotalBytes : 0;
        o.memUsedPercent = mem ? float(100.0 * double(g.memUsedBytes) / double(g.memTotalBytes)) : kNaN;
        o.temperatureC = g.temperatureC;
        o.powerW = g.powerW;
        o.powerLimitW = g.powerLimitW;
        o.throttleReasons = g.has(G::Throttle) ? g.throttleReasons : 0;
        o.known = true;
    }
    LinkFigures &l = n.link;
    l.tcpRetransPerSec = s.tcpRetransSegsPerSec;
    l.tcpRetransPercent =
        std::isfinite(s.tcpRetransSegsPerSec) && std::isfinite(s.tcpOutSegsPerSec)
            ? (s.tcpOutSegsPerSec > 0 ? 100.0 * s.tcpRetransSegsPerSec / s.tcpOutSegsPerSec : 0.0)
            : qQNaN();
    double rx = 0, tx = 0;
    bool anyNic = false;
    for (const auto &nic : s.nics) {
        if (isVirtualInterface(nic.name) || !std::isfinite(nic.rxBytesPerSec) ||
            !std::isfinite(nic.txBytesPerSec))
            continue;
        rx += nic.rxBytesPerSec;
        tx += nic.txBytesPerSec;
        anyNic = true;
    }
    l.netRxBytesPerSec = anyNic ? rx : qQNaN();
    l.netTxBytesPerSec = anyNic ? tx : qQNaN();
    double ibRx = 0, ibTx = 0;
    quint64 symbolErrors = 0, linkDowned = 0;
    for (const auto &p : s.ibPorts) {
        ibRx += finiteOr(p.rxBytesPerSec, 0);
        ibTx += finiteOr(p.txBytesPerSec, 0);
        symbolErrors += p.symbolErrors;
        linkDowned += p.linkDowned;
    }
    l.ibRxBytesPerSec = s.ibPorts.empty() ? qQNaN() : ibRx;
    l.ibTxBytesPerSec = s.ibPorts.empty() ? qQNaN() : ibTx;
    l.ibSymbolErrors = symbolErrors;
    l.ibLinkDowned = linkDowned;

    // Gaps: why the line from the previous point must not reach this one.
    const bool hadPoints = n.histSize > 0;
    std::optional<GapRecord> gap;
    if (hadPoints) {
        GapRecord g{n.lastAgentMs, s.timestampMs, GapReason::MissedSamples, 0};
        const bool seqJump = n.haveSeq && s.seq > n.lastSeq + 1;
        if (seqJump)
            g.missedSamples = s.seq - n.lastSeq - 1;
        bool isGap = true;
        if (n.restartPending) {
            g.reason = GapReason::AgentRestart;
        } else if (n.haveSeq && s.seq <= n.lastSeq) {
            g.reason = GapReason::AgentRestart; // the sequence started again without a hello
            ++n.restarts;
        } else if (n.missedSince) {
            g.reason = GapReason::Unreachable;
        } else {
            isGap = seqJump || double(s.timestampMs - n.lastAgentMs) > kGapIntervals * n.intervalMs;
        }
        if (isGap)
            gap = g;
    }
    if (n.histGpus != gpuCount) {
        if (hadPoints)
            gap = GapRecord{n.lastAgentMs, s.timestampMs, GapReason::LayoutChange, 0};
        n.histGpus = gpuCount;
        n.histCap = m_options.historyPoints;
        n.histHead = 0;
        n.histSize = 0;
        n.histT.assign(std::size_t(n.histCap), 0);
        n.histBreak.assign(std::size_t(n.histCap), 0);
        n.histLink.assign(std::size_t(n.histCap) * kLinkMetricCount, kNaN);
        n.histGpu.assign(std::size_t(n.histCap) * std::size_t(gpuCount) * kFleetMetricCount, qfloat16(kNaN));
        n.lastAgentMs = 0;
    }
    if (gap)
        addGapLocked(n, *gap);

    // History point; one that would go back in time (a stepped clock) is not drawn.
    if (n.histSize == 0 || s.timestampMs > n.lastAgentMs) {
        int slot;
        if (n.histSize < n.histCap) {
            slot = n.physical(n.histSize);
            ++n.histSize;
        } else {
            slot = n.histHead;
            n.histHead = (n.histHead + 1) % n.histCap;
        }
        n.histT[std::size_t(slot)] = s.timestampMs;
        n.histBreak[std::size_t(slot)] = gap ? 1 : 0;
        float *lv = &n.histLink[std::size_t(slot) * kLinkMetricCount];
        const bool rttFresh = n.rttAtMs > 0 && nowMs - n.rttAtMs <= kRttFreshMs;
        lv[int(LinkMetric::RttMs)] = rttFresh ? float(l.rttMs) : kNaN;
        lv[int(LinkMetric::JitterMs)] = rttFresh ? float(l.jitterMs) : kNaN;
        lv[int(LinkMetric::TcpRetransPerSec)] = float(l.tcpRetransPerSec);
        lv[int(LinkMetric::NetRxBytesPerSec)] = float(l.netRxBytesPerSec);
        lv[int(LinkMetric::NetTxBytesPerSec)] = float(l.netTxBytesPerSec);
        lv[int(LinkMetric::IbRxBytesPerSec)] = float(l.ibRxBytesPerSec);
        lv[int(LinkMetric::IbTxBytesPerSec)] = float(l.ibTxBytesPerSec);
        qfloat16 *gv = &n.histGpu[std::size_t(slot) * std::size_t(gpuCount) * kFleetMetricCount];
        for (int i = 0; i < gpuCount; ++i) {
            for (int m = 0; m < kFleetMetricCount; ++m)
                gv[i * kFleetMetricCount + m] = qfloat16(metricValue(n.gpus[std::size_t(i)], FleetMetric(m)));
        }
        n.lastAgentMs = s.timestampMs;
    }

    n.restartPending = false;
    n.missedSince = false;
    n.unreachable = false;
    n.unreachableReason.clear();
    n.haveSeq = true;
    n.lastSeq = s.seq;
    n.lastHeardMs = nowMs;
    n.lastSampleMs = nowMs;
    return true;
}

void FleetStore::ingestPong(const QString &nodeId, const proto::Pong &pong)
{
    const qint64 t = now();
    if (pong.echo > quint64(t))
        return; // not one of ours, or a clock that went back
    recordRtt(nodeId, double(t - qint64(pong.echo)));
}

void FleetStore::recordRtt(const QString &nodeId, double rttMs)
{
    if (!std::isfinite(rttMs) || rttMs < 0 || rttMs > 600000)
        return;
    QMutexLocker lock(&m_mutex);
    Node *n = nodeLocked(nodeId, true);
    if (!n)
        return;
    n->rtts[std::size_t(n->rttHead)] = rttMs;
    n->rttHead = (n->rttHead + 1) % kRttWindow;
    n->rttCount = std::min(n->rttCount + 1, kRttWindow);
    n->rttAtMs = now();
    n->link.rttMs = rttMs;
    if (n->rttCount >= 2) {
        double mean = 0;
        for (int i = 0; i < n->rttCount; ++i)
            mean += n->rtts[std::size_t(i)];
        mean /= n->rttCount;
        double var = 0;
        for (int i = 0; i < n->rttCount; ++i)
            var += (n->rtts[std::size_t(i)] - mean) * (n->rtts[std::size_t(i)] - mean);
        n->link.jitterMs = std::sqrt(var / (n->rttCount - 1));
    }
    bump();
}

void FleetStore::markUnreachable(const QString &nodeId, const QString &reason)
{
    QMutexLocker lock(&m_mutex);
    Node *n = nodeLocked(nodeId, true);
    if (!n)
        return;
    n->unreachable = true;
    n->unreachableReason = reason;
    n->missedSince = n->histSize > 0;
    bump();
}

} // namespace cg
