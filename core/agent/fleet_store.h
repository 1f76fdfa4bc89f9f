// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet's telemetry for many nodes: per node status, per GPU latest values, per node link figures
// and a short bounded history with its gaps, read by the fleet heatmap and the node detail.
//
// Feeding: one call per decoded agent frame, `ingest(nodeId, frame)`, from any thread (the SSH I/O
// thread may call it directly). Thread-safe: one mutex guards everything; a frame costs O(its GPUs),
// and its payload is decoded before the lock is taken. Readers take snapshots on their own timer
// (never per sample). No timer lives here: stale and unreachable-by-silence are derived from the
// clock when read, so a node that falls silent changes status without anyone feeding it.
//
// Memory is bounded: at most Options::maxNodes nodes, Options::maxGpusPerNode GPUs each, and
// Options::historyPoints points of history per node (1,000 nodes x 8 GPUs x 300 points ~ 35 MB).
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace cg::proto {
struct Frame;
struct Sample;
struct Pong;
} // namespace cg::proto

namespace cg {

enum class NodeStatus : quint8 {
    Pending,     // known, nothing received yet
    Live,        // samples arriving
    Stale,       // no sample for Options::staleAfterIntervals intervals
    Unreachable, // the transport said so (markUnreachable, a bye) or silent for unreachableAfterIntervals
};

// What a heatmap cell can be coloured by.
enum class FleetMetric : quint8 {
    Utilization, // %
    Memory,      // % of the GPU's memory in use
    Temperature, // °C
    Power,       // W
    Throttling,  // 0 none, 1 power capped, 2 thermal, 3 hardware slowdown / power brake
};
constexpr int kFleetMetricCount = 5;

// Per node link figures, and the history series of a node's link.
enum class LinkMetric : quint8 {
    RttMs,            // console <-> agent round trip, from ping/pong over the agent's own stream
    JitterMs,         // spread (standard deviation) of the recent RTTs
    TcpRetransPerSec, // node-wide retransmitted TCP segments per second
    NetRxBytesPerSec, // physical NICs, summed
    NetTxBytesPerSec,
    IbRxBytesPerSec, // InfiniBand ports, summed
    IbTxBytesPerSec,
};
constexpr int kLinkMetricCount = 7;

// Why a stretch of history has no points. Gaps are recorded, never interpolated over.
enum class GapReason : quint8 {
    MissedSamples, // sequence numbers skipped, or silence longer than 2.5 intervals
    AgentRestart,  // a new hello, or the sequence started again
    Unreachable,   // the node was marked unreachable in between
    LayoutChange,  // the node's GPUs changed (history restarted)
};

struct GapRecord
{
    qint64 fromMs = 0; // last point before the gap (agent clock)
    qint64 toMs = 0;   // first point after it
    GapReason reason = GapReason::MissedSamples;
    quint64 missedSamples = 0; // when known from sequence numbers
};

// Latest values of one GPU. Unknown floats are NaN.
struct GpuLatest
{
    quint32 index = 0; // the GPU's index on its node (NVML)
    float utilization = 0;
    float memUsedPercent = 0;
    float temperatureC = 0;
    float powerW = 0;
    float powerLimitW = 0;
    quint64 memUsedBytes = 0;
    quint64 memTotalBytes = 0;
    quint64 throttleReasons = 0; // NVML clocks-event reason bits
    bool known = false;          // false until the node's first sample with this GPU
};

struct LinkFigures
{
    double rttMs = 0;             // NaN until the first pong
    double jitterMs = 0;          // NaN until two pongs
    double tcpRetransPerSec = 0;  // NaN when unknown
    double tcpRetransPercent = 0; // retransmitted / sent segments, %; NaN when unknown
    double netRxBytesPerSec = 0;  // NaN when unknown
    double netTxBytesPerSec = 0;  //
    double ibRxBytesPerSec = 0;   // NaN when the node reports no InfiniBand port
    double ibTxBytesPerSec = 0;   //
    quint64 ibSymbolErrors = 0;   // summed over ports (counters since boot)
    quint64 ibLinkDowned = 0;     //
};

struct NodeSnapshot
{
    QString id;
    QString name;     // display name (the node id unless set)
    QString hostName; // from the agent's hello
    QString agentVersion;
    NodeStatus status = NodeStatus::Pending;
    QString reason;          // for Stale and Unreachable, for people (translated)
    qint64 lastSampleMs = 0; // console clock when the last sample arrived; 0 when none
    int intervalMs = 1000;
    int gpuFirst = 0; // this node's GPUs are FleetSnapshot::gpus[gpuFirst, gpuFirst + gpuCount)
    int gpuCount = 0;
    LinkFigures link;
    quint32 restarts = 0; // agent restarts seen
    quint32 gaps = 0;     // gaps recorded in its history (all time)
};

// Cluster summary bar figures.
struct FleetSummary
{
    int nodes = 0;
    int nodesLive = 0;
    int nodesStale = 0;
    int nodesUnreachable = 0;
    int nodesPending = 0;
    int gpus = 0;     // GPUs of live nodes
    int gpusBusy = 0; // utilization >= Options::busyUtilization
    int gpusIdle = 0; //
    int gpusThrottled = 0;
    QString hottestNode; // empty when no temperature is known
    quint32 hottestGpu = 0;
    float hottestC = 0;
    QString worstLinkNode; // highest RTT; the most retransmits when no RTT is known; empty when none
    double worstRttMs = 0;
    double worstJitterMs = 0;
    double worstRetransPerSec = 0;
};

// Everything a heatmap paints, flat: nodes in insertion order, their GPUs contiguous.
struct FleetSnapshot
{
    quint64 generation = 0;
    qint64 takenMs = 0; // console clock
    std::vector<NodeSnapshot> nodes;
    std::vector<GpuLatest> gpus;
    int maxGpusPerNode = 0;
    FleetSummary summary;
};

// One history series of one node: points in time order; `breakBefore[i]` says the line must not be
// drawn from point i-1 to point i (a gap). A NaN value is a point the agent could not measure.
struct HistorySeries
{
    std::vector<qint64> tMs; // agent clock, Unix ms
    std::vector<float> values;
    std::vector<quint8> breakBefore;
    bool empty() const { return tMs.empty(); }
};

class FleetStore
{
    Q_DECLARE_TR_FUNCTIONS(cg::FleetStore)

public:
    struct Options
    {
        int maxNodes = 4096;
        int maxGpusPerNode = 16; // further GPUs of a node are ignored
        int historyPoints = 300; // per node (5 min at 1 Hz)
        int staleAfterIntervals = 3;
        int unreachableAfterIntervals = 30;
        float busyUtilization = 10; // %
        int maxGapRecords = 64;     // per node, newest kept
    };
    using Clock = std::function<qint64()>; // console clock, Unix ms

    FleetStore();
    explicit FleetStore(const Options &options);
    ~FleetStore();
    FleetStore(const FleetStore &) = delete;
    FleetStore &operator=(const FleetStore &) = delete;

    const Options &options() const { return m_options; }
    // Tests and replays set their own clock; the default is the system clock.
    void setClock(Clock clock);
    qint64 now() const;

    // Nodes. Feeding an unknown node adds it (named by its id). False when maxNodes is reached.
    bool addNode(const QString &nodeId, const QString &displayName = QString());
    void setDisplayName(const QString &nodeId, const QString &displayName);
    void removeNode(const QString &nodeId);
    void clear();
    QStringList nodeIds() const;
    int nodeCount() const;

    // Feeding, from any thread. Hello, sample, pong and bye frames are used; error frames are counted.
    // False when the frame was dropped (bad payload, node limit reached).
    bool ingest(const QString &nodeId, const proto::Frame &frame);
    // The same, for a source that already decoded the payload (the local agent's connection).
    void ingestHello(const QString &nodeId, const QJsonObject &hello);
    bool ingestSample(const QString &nodeId, const proto::Sample &sample);
    // A pong answers `ping <console ms>`: RTT = now() - echo.
    void ingestPong(const QString &nodeId, const proto::Pong &pong);
    // An RTT measured elsewhere (the SSH layer), in ms.
    void recordRtt(const QString &nodeId, double rttMs);
    // The transport lost the node (connection refused, host key changed, agent died...). Stays
    // unreachable until the next hello or sample. `reason` is shown to people as is.
    void markUnreachable(const QString &nodeId, const QString &reason);

    // Reading: copies under the lock, reusing `out`'s storage.
    void snapshot(FleetSnapshot &out) const;
    FleetSnapshot snapshot() const;
    FleetSummary summary() const;
    std::optional<NodeSnapshot> node(const QString &nodeId) const;
    // History of one GPU (slot = position in the node's GPU list) or of the node's link.
    HistorySeries gpuHistory(const QString &nodeId, int gpuSlot, FleetMetric metric) const;
    HistorySeries linkHistory(const QString &nodeId, LinkMetric metric) const;
    QList<GapRecord> gaps(const QString &nodeId) const;

    // Bumped by every change a reader could see (not by the clock passing).
    quint64 generation() const { return m_generation.load(std::memory_order_acquire); }
    quint64 framesIngested() const { return m_frames.load(std::memory_order_relaxed); }
    quint64 framesDropped() const { return m_dropped.load(std::memory_order_relaxed); }
    // Bytes held for nodes and history (an estimate from capacities, for the bound and the benchmark).
    std::size_t memoryBytes() const;

    // For people: "live", "stale", ...; metric names and units; gap reasons.
    static QString statusText(NodeStatus status);
    static QString metricText(FleetMetric metric);
    static QString gapReasonText(GapReason reason);
    // A GPU's value for a heatmap metric (NaN when unknown).
    static float metricValue(const GpuLatest &gpu, FleetMetric metric);
    // 0 none, 1 power capped, 2 thermal, 3 hardware slowdown / power brake.
    static int throttleSeverity(quint64 reasons);

private:
    struct Node;
    Node *nodeLocked(const QString &nodeId, bool create);
    void fillNodeLocked(const Node &n, qint64 now, NodeSnapshot &out) const;
    void summarizeLocked(const FleetSnapshot &snap, FleetSummary &out) const;
    void addGapLocked(Node &n, const GapRecord &gap);
    bool ingestSampleLocked(Node &n, const proto::Sample &sample, qint64 now);
    void bump();

    Options m_options;
    Clock m_clock;
    mutable QMutex m_mutex;
    std::vector<std::unique_ptr<Node>> m_nodes; // insertion order
    QHash<QString, int> m_index;
    std::atomic<quint64> m_generation{0};
    std::atomic<quint64> m_frames{0};
    std::atomic<quint64> m_dropped{0};
};

} // namespace cg
