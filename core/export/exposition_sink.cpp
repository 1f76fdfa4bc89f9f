// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exposition_sink.h"

#include <QJsonArray>

#include <cmath>

namespace cg::exporting {

namespace {

using T = MetricRegistry::Type;

constexpr double kMiB = 1024.0 * 1024.0;

const QByteArray kUtil = "DCGM_FI_DEV_GPU_UTIL";
const QByteArray kMemCopy = "DCGM_FI_DEV_MEM_COPY_UTIL";
const QByteArray kFbUsed = "DCGM_FI_DEV_FB_USED";
const QByteArray kFbFree = "DCGM_FI_DEV_FB_FREE";
const QByteArray kTemp = "DCGM_FI_DEV_GPU_TEMP";
const QByteArray kPower = "DCGM_FI_DEV_POWER_USAGE";
const QByteArray kSmClock = "DCGM_FI_DEV_SM_CLOCK";
const QByteArray kMemClock = "DCGM_FI_DEV_MEM_CLOCK";
const QByteArray kThrottle = "DCGM_FI_DEV_CLOCK_THROTTLE_REASONS";
const QByteArray kSbe = "DCGM_FI_DEV_ECC_SBE_VOL_TOTAL";
const QByteArray kDbe = "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL";
const QByteArray kRtt = "clustergate_link_rtt_seconds";
const QByteArray kJitter = "clustergate_link_jitter_seconds";
const QByteArray kRetrans = "clustergate_link_tcp_retransmits_per_second";
const QByteArray kRetransRatio = "clustergate_link_tcp_retransmit_ratio";
const QByteArray kUp = "clustergate_node_up";
const QByteArray kCpu = "clustergate_node_cpu_percent";
const QByteArray kMemUsed = "clustergate_node_memory_used_bytes";
const QByteArray kNicRx = "clustergate_node_network_receive_bytes_per_second";
const QByteArray kNicTx = "clustergate_node_network_transmit_bytes_per_second";

QByteArray u8(const QString &s)
{
    return s.toUtf8();
}

Labels nodeLabels(const TelemetryOrigin &o)
{
    return {{"cluster", u8(o.fleet)}, {"node", u8(o.node)}};
}

} // namespace

void ExpositionSink::declareFamilies(MetricRegistry &r)
{
    r.declare(kUtil, T::Gauge, "GPU utilization (in %).");
    r.declare(kMemCopy, T::Gauge, "Memory utilization (in %).");
    r.declare(kFbUsed, T::Gauge, "Framebuffer memory used (in MiB).");
    r.declare(kFbFree, T::Gauge, "Framebuffer memory free (in MiB).");
    r.declare(kTemp, T::Gauge, "GPU temperature (in C).");
    r.declare(kPower, T::Gauge, "Power draw (in W).");
    r.declare(kSmClock, T::Gauge, "SM clock frequency (in MHz).");
    r.declare(kMemClock, T::Gauge, "Memory clock frequency (in MHz).");
    r.declare(kThrottle, T::Gauge, "Throttle reasons (NVML clocks-event reason bits).");
    r.declare(kSbe, T::Counter, "Total number of single-bit volatile ECC errors.");
    r.declare(kDbe, T::Counter, "Total number of double-bit volatile ECC errors.");
    r.declare(kRtt, T::Gauge, "Round-trip time from the console to the node through its jump chain.");
    r.declare(kJitter, T::Gauge, "Spread (standard deviation) of the recent round-trip times.");
    r.declare(kRetrans, T::Gauge, "TCP segments the node retransmitted per second.");
    r.declare(kRetransRatio, T::Gauge, "TCP segments retransmitted over segments sent by the node.");
    r.declare(kUp, T::Gauge, "1 while the node's agent streams, 0 while it does not.");
    r.declare(kCpu, T::Gauge, "Node CPU utilization (in %).");
    r.declare(kMemUsed, T::Gauge, "Node memory in use (bytes).");
    r.declare(kNicRx, T::Gauge, "Bytes received per second on a network interface of the node.");
    r.declare(kNicTx, T::Gauge, "Bytes sent per second on a network interface of the node.");
}

QString ExpositionSink::ownerOf(const TelemetryOrigin &o)
{
    return o.fleet + QLatin1Char('/') + o.node;
}

ExpositionSink::Node &ExpositionSink::node(const TelemetryOrigin &o)
{
    Node &n = m_nodes[ownerOf(o)];
    if (n.labels.labels.empty())
        n.labels = SeriesLabels(nodeLabels(o));
    return n;
}

void ExpositionSink::hello(const TelemetryHello &h)
{
    Node &node = this->node(h.origin);
    node.hostname = u8(h.hello.value(QStringLiteral("hostname")).toString());
    node.gpus.clear();
    node.uuids.clear();
    node.models.clear();
    for (const QJsonValue &v : h.hello.value(QStringLiteral("gpus")).toArray()) {
        const QJsonObject g = v.toObject();
        const auto index = quint32(g.value(QStringLiteral("index")).toInt());
        node.uuids.insert(index, u8(g.value(QStringLiteral("uuid")).toString()));
        node.models.insert(index, u8(g.value(QStringLiteral("name")).toString()));
    }
    m_registry->touch(ownerOf(h.origin), h.origin.atMs);
}

const ExpositionSink::Gpu &ExpositionSink::gpu(const TelemetryOrigin &o, Node &node, quint32 index)
{
    auto it = node.gpus.find(index);
    if (it != node.gpus.end())
        return *it;
    // dcgm-exporter's Hostname is the host's name; a remote node is known by its inventory name, which is
    // how the fleet's people call it. This machine ("local") by its own host name.
    QByteArray host =
        o.node == QLatin1String("local") && !node.hostname.isEmpty() ? node.hostname : u8(o.node);
    Gpu g;
    g.labels = SeriesLabels({{"gpu", QByteArray::number(index)},
                             {"UUID", node.uuids.value(index)},
                             {"device", "nvidia" + QByteArray::number(index)},
                             {"modelName", node.models.value(index)},
                             {"Hostname", host},
                             {"cluster", u8(o.fleet)}});
    return *node.gpus.insert(index, g);
}

void ExpositionSink::sample(const TelemetrySample &s)
{
    const QString owner = ownerOf(s.origin);
    Node &node = this->node(s.origin);
    const proto::Sample &x = s.sample;
    std::vector<MetricRegistry::Update> &u = m_updates;
    u.clear();
    for (const proto::GpuSample &g : x.gpus) {
        const SeriesLabels *l = &gpu(s.origin, node, g.index).labels;
        u.push_back({&kUtil, l, g.utilization});
        u.push_back({&kMemCopy, l, g.memUtilization});
        u.push_back({&kTemp, l, g.temperatureC});
        u.push_back({&kPower, l, g.powerW});
        if (g.has(proto::GpuSample::Memory)) {
            u.push_back({&kFbUsed, l, std::round(double(g.memUsedBytes) / kMiB)});
            const double free =
                g.memTotalBytes > g.memUsedBytes ? double(g.memTotalBytes - g.memUsedBytes) : 0;
            u.push_back({&kFbFree, l, std::round(free / kMiB)});
        }
        if (g.has(proto::GpuSample::SmClock))
            u.push_back({&kSmClock, l, double(g.smClockMHz)});
        if (g.has(proto::GpuSample::MemClock))
            u.push_back({&kMemClock, l, double(g.memClockMHz)});
        if (g.has(proto::GpuSample::Throttle))
            u.push_back({&kThrottle, l, double(g.throttleReasons)});
        if (g.has(proto::GpuSample::Ecc)) {
            u.push_back({&kSbe, l, double(g.eccVolatileCorrected)});
            u.push_back({&kDbe, l, double(g.eccVolatileUncorrected)});
        }
    }
    u.push_back({&kUp, &node.labels, 1});
    u.push_back({&kCpu, &node.labels, x.cpuPercent});
    if (x.memTotalBytes > 0)
        u.push_back({&kMemUsed, &node.labels, double(x.memUsedBytes)});
    for (const proto::NicSample &nic : x.nics) {
        const QByteArray name = QByteArray::fromStdString(nic.name);
        auto it = node.nics.find(name);
        if (it == node.nics.end()) {
            Labels l = node.labels.labels;
            l.emplace_back("device", name);
            it = node.nics.insert(name, SeriesLabels(std::move(l)));
        }
        u.push_back({&kNicRx, &*it, nic.rxBytesPerSec});
        u.push_back({&kNicTx, &*it, nic.txBytesPerSec});
    }
    m_registry->setMany(owner, s.origin.atMs, u);
}

void ExpositionSink::heartbeat(const TelemetryHeartbeat &h)
{
    m_registry->touch(ownerOf(h.origin), h.origin.atMs);
}

void ExpositionSink::link(const TelemetryLink &l)
{
    const QString owner = ownerOf(l.origin);
    Labels labels = nodeLabels(l.origin);
    // Measured end to end over the telemetry channel, through every hop of the node's jump chain.
    labels.emplace_back("hop", "end-to-end");
    const qint64 t = l.origin.atMs;
    m_registry->set(kRtt, labels, l.rttMs / 1000.0, t, owner);
    m_registry->set(kJitter, labels, l.jitterMs / 1000.0, t, owner);
    m_registry->set(kRetrans, labels, l.retransPerSecond, t, owner);
    m_registry->set(kRetransRatio, labels, l.retransPercent / 100.0, t, owner);
}

void ExpositionSink::nodeState(const TelemetryStateChange &c)
{
    const QString owner = ownerOf(c.origin);
    switch (c.state) {
    case FleetNodeState::Stopped:
    case FleetNodeState::Removed:
        // Stopped on purpose: its series go now rather than after the stale time.
        m_registry->dropOwner(owner);
        m_nodes.remove(owner);
        return;
    case FleetNodeState::Streaming:
        m_registry->set(kUp, nodeLabels(c.origin), 1, c.origin.atMs, owner);
        return;
    default:
        // Down, but not forgotten: 0 until it streams again or falls stale.
        m_registry->set(kUp, nodeLabels(c.origin), 0, c.origin.atMs, owner, false);
        return;
    }
}

} // namespace cg::exporting
