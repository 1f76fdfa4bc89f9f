// SPDX-License-Identifier: GPL-3.0-or-later
// The history as a telemetry sink: every GPU (utilization, memory, temperature, power, throttling), node
// (CPU, memory, TCP retransmits, NIC and InfiniBand throughput) and link (RTT, jitter, retransmitted share)
// value a fleet publishes becomes a sample of a series labelled cluster/node (and gpu, nic, port), handed to
// the recorder. On the fleet's thread: it only looks series ids up (cached) and queues. The console registers
// one on every fleet, this machine's included. Jobs and cost per cluster come from jobPoints().
#pragma once

#include "agent/telemetry_sink.h"
#include "history/history_recorder.h"
#include "planning/alerts.h"

#include <QHash>

#include <array>
#include <vector>

namespace cg::history {

// The metric names (docs/cli.md lists them with their units).
namespace metric {
inline const QString gpuUtil = QStringLiteral("gpu_util");
inline const QString gpuMemUsed = QStringLiteral("gpu_mem_used_bytes");
inline const QString gpuMemUsedPercent = QStringLiteral("gpu_mem_used_percent");
inline const QString gpuMemUtil = QStringLiteral("gpu_mem_util");
inline const QString gpuTemp = QStringLiteral("gpu_temp_celsius");
inline const QString gpuPower = QStringLiteral("gpu_power_watts");
inline const QString gpuThrottled = QStringLiteral("gpu_throttled");
inline const QString nodeCpu = QStringLiteral("node_cpu_util");
inline const QString nodeMemUsed = QStringLiteral("node_mem_used_bytes");
inline const QString nodeRetrans = QStringLiteral("link_retrans_per_second");
inline const QString nicRx = QStringLiteral("nic_rx_bytes_per_second");
inline const QString nicTx = QStringLiteral("nic_tx_bytes_per_second");
inline const QString ibRx = QStringLiteral("ib_rx_bytes_per_second");
inline const QString ibTx = QStringLiteral("ib_tx_bytes_per_second");
inline const QString linkRtt = QStringLiteral("link_rtt_ms");
inline const QString linkJitter = QStringLiteral("link_jitter_ms");
inline const QString linkRetransPercent = QStringLiteral("link_retrans_percent");
inline const QString jobsPending = QStringLiteral("jobs_pending");
inline const QString jobsRunning = QStringLiteral("jobs_running");
inline const QString jobsRunningGpus = QStringLiteral("jobs_running_gpus");
inline const QString jobsFailed = QStringLiteral("jobs_failed");
inline const QString jobsLongestRun = QStringLiteral("jobs_longest_run_seconds");
inline const QString costDaily = QStringLiteral("cost_daily");
inline const QString jobsQueueWait = QStringLiteral("jobs_queue_wait_seconds");        // mean of the pending
inline const QString jobsQueueWaitMax = QStringLiteral("jobs_queue_wait_max_seconds"); // longest pending
inline const QString hopRtt = QStringLiteral("link_hop_rtt_ms");
inline const QString hopHandshake = QStringLiteral("link_hop_handshake_ms");
} // namespace metric

// NVML clocks-event reasons that mean the GPU is held back (SwPowerCap, HwSlowdown, SwThermal, HwThermal,
// PowerBrake), not merely idle.
constexpr quint64 kThrottleSlowdownMask = 0x4 | 0x8 | 0x20 | 0x40 | 0x80;

class HistorySink : public TelemetrySink
{
public:
    // `recorder` must outlive the sink.
    HistorySink(HistoryRecorder *recorder, const QString &fleet);

    void sample(const TelemetrySample &s) override;
    void link(const TelemetryLink &l) override;

    // The time a record is kept at: the agent's clock when it is within five minutes of the console's,
    // else the console's (an agent with a wrong clock must not write into another day).
    static qint64 timeOf(const TelemetryOrigin &origin, qint64 agentMs);

private:
    enum GpuMetric { Util, MemUsed, MemUsedPercent, MemUtil, Temp, Power, Throttled, GpuMetricCount };
    enum NodeMetric { Cpu, MemUsedNode, Retrans, Rtt, Jitter, RetransPercent, NodeMetricCount };
    struct NodeIds
    {
        std::vector<std::array<quint32, GpuMetricCount>> gpus; // by GPU index
        std::array<quint32, NodeMetricCount> node{};
        QHash<QString, std::array<quint32, 2>> nics, ibPorts;
    };
    quint32 id(const QString &metric, const QString &node, const QString &extraName = {},
               const QString &extraValue = {});
    NodeIds &idsFor(const QString &node);

    HistoryRecorder *m_recorder;
    QString m_fleet;
    QHash<QString, NodeIds> m_nodes;
    std::vector<HistoryPoint> m_batch;
};

// One jobs poll of a cluster as history samples: pending, running (jobs and GPUs), failed among the ended
// jobs it saw, the longest-running job's age, and today's cost so far (from `costs`, the last day in it).
std::vector<HistoryPoint> jobPoints(HistoryRecorder &recorder, const planning::SlurmSnapshot &snapshot,
                                    const QList<planning::DailyCostPoint> &costs, qint64 atMs);

// One hop of a jump chain coming up as history samples, labelled hop (1 = the first jump host) and host
// (host:port): link_hop_rtt_ms, the round trip that opened its transport (the TCP connect for the first
// hop; for a later one, the tunnel open through the hops before it, which includes their round trips), and
// link_hop_handshake_ms, its key exchange. Each connection or reconnection of a hop adds one sample.
std::vector<HistoryPoint> hopPoints(HistoryRecorder &recorder, int hop, const QString &host, qint64 connectMs,
                                    qint64 handshakeMs, qint64 atMs);

} // namespace cg::history
