// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet store: fed with frames made by the agent's encoder and read back by the real decoder.
// Status transitions, gaps recorded (never interpolated), bounded memory and the summary figures.
#include "agent/fleet_store.h"
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <atomic>
#include <cmath>
#include <thread>

using namespace cg;

namespace {

constexpr qint64 kT0 = 1764500000000;

proto::Sample makeSample(quint64 seq, qint64 t, int gpus, float util = 50, float temp = 60)
{
    proto::Sample s;
    s.seq = seq;
    s.timestampMs = t;
    s.intervalMs = 1000;
    s.cpuPercent = 10;
    s.cpuCount = 64;
    s.memTotalBytes = 1ull << 40;
    s.memUsedBytes = 1ull << 39;
    s.tcpRetransSegsPerSec = 2;
    s.tcpOutSegsPerSec = 1000;
    s.nics = {{"eth0", 1000.0, 2000.0}, {"veth12ab", 1e9, 1e9}};
    s.ibPorts = {{"mlx5_0/1", 5e9, 6e9, 3, 1}};
    for (int g = 0; g < gpus; ++g) {
        proto::GpuSample gs;
        gs.index = quint32(g);
        gs.valid = proto::GpuSample::Memory | proto::GpuSample::Throttle;
        gs.utilization = util + float(g);
        gs.memTotalBytes = 100;
        gs.memUsedBytes = 25;
        gs.temperatureC = temp + float(g);
        gs.powerW = 300;
        gs.powerLimitW = 700;
        s.gpus.push_back(gs);
    }
    return s;
}

// Encodes with the agent's encoder, decodes with the console's decoder: what arrives over a channel.
class Wire
{
public:
    std::vector<proto::Frame> pass(proto::FrameType type, const std::vector<std::uint8_t> &payload)
    {
        const auto bytes = proto::encodeFrame(type, payload);
        m_decoder.feed(bytes.data(), bytes.size());
        std::vector<proto::Frame> out;
        while (auto ev = m_decoder.next()) {
            if (ev->frame)
                out.push_back(*ev->frame);
        }
        return out;
    }

private:
    proto::FrameDecoder m_decoder;
};

void sendSample(FleetStore &store, Wire &wire, const QString &node, const proto::Sample &s)
{
    const auto frames = wire.pass(proto::FrameType::Sample, proto::encodeSample(s));
    QCOMPARE(frames.size(), std::size_t(1));
    QVERIFY(store.ingest(node, frames.front()));
}

void sendHello(FleetStore &store, Wire &wire, const QString &node, int intervalMs = 1000)
{
    QJsonObject hello{{QStringLiteral("type"), QStringLiteral("hello")},
                      {QStringLiteral("hostname"), node + QStringLiteral(".cluster")},
                      {QStringLiteral("agent_version"), QStringLiteral("1.2.3")},
                      {QStringLiteral("interval_ms"), intervalMs}};
    const QByteArray json = QJsonDocument(hello).toJson(QJsonDocument::Compact);
    const auto frames =
        wire.pass(proto::FrameType::Hello, std::vector<std::uint8_t>(json.begin(), json.end()));
    QCOMPARE(frames.size(), std::size_t(1));
    QVERIFY(store.ingest(node, frames.front()));
}

NodeStatus statusOf(const FleetStore &store, const QString &node)
{
    const auto n = store.node(node);
    return n ? n->status : NodeStatus::Pending;
}

} // namespace

class TestFleetStore : public QObject
{
    Q_OBJECT

private:
    qint64 m_now = kT0;
    void install(FleetStore &store)
    {
        m_now = kT0;
        store.setClock([this] { return m_now; });
    }

private slots:
    void latestValuesFromFrames()
    {
        FleetStore store;
        install(store);
        Wire wire;
        sendHello(store, wire, QStringLiteral("gpu-001"));
        sendSample(store, wire, QStringLiteral("gpu-001"), makeSample(1, kT0, 8, 40, 55));
        const FleetSnapshot snap = store.snapshot();
        QCOMPARE(snap.nodes.size(), std::size_t(1));
        QCOMPARE(snap.gpus.size(), std::size_t(8));
        QCOMPARE(snap.maxGpusPerNode, 8);
        const NodeSnapshot &n = snap.nodes.front();
        QCOMPARE(n.status, NodeStatus::Live);
        QCOMPARE(n.hostName, QStringLiteral("gpu-001.cluster"));
        QCOMPARE(n.agentVersion, QStringLiteral("1.2.3"));
        QCOMPARE(snap.gpus[3].index, 3u);
        QCOMPARE(snap.gpus[3].utilization, 43.0f);
        QCOMPARE(snap.gpus[3].temperatureC, 58.0f);
        QCOMPARE(snap.gpus[3].memUsedPercent, 25.0f);
        QCOMPARE(FleetStore::metricValue(snap.gpus[3], FleetMetric::Power), 300.0f);
        // Link figures: physical NICs only, InfiniBand summed, retransmit share.
        QCOMPARE(n.link.netRxBytesPerSec, 1000.0);
        QCOMPARE(n.link.netTxBytesPerSec, 2000.0);
        QCOMPARE(n.link.ibRxBytesPerSec, 5e9);
        QCOMPARE(n.link.ibSymbolErrors, quint64(3));
        QCOMPARE(n.link.tcpRetransPercent, 0.2);
        QVERIFY(std::isnan(n.link.rttMs)); // no pong yet
    }

    void rttAndJitterFromPongs()
    {
        FleetStore store;
        install(store);
        Wire wire;
        const QString node = QStringLiteral("gpu-002");
        const double rtts[] = {10, 20, 30};
        for (double rtt : rtts) {
            const quint64 sentAt = quint64(m_now);
            m_now += qint64(rtt);
            const auto frames = wire.pass(proto::FrameType::Pong, proto::encodePong({sentAt, m_now}));
            QVERIFY(store.ingest(node, frames.front()));
        }
        const auto n = store.node(node);
        QVERIFY(n);
        QCOMPARE(n->link.rttMs, 30.0);
        QCOMPARE(n->link.jitterMs, 10.0); // standard deviation of 10, 20, 30
    }

    void statusTransitions()
    {
        FleetStore::Options o;
        o.staleAfterIntervals = 3;
        o.unreachableAfterIntervals = 10;
        FleetStore store(o);
        install(store);
        Wire wire;
        const QString node = QStringLiteral("gpu-003");
        QVERIFY(store.addNode(node, QStringLiteral("GPU node 3")));
        QCOMPARE(statusOf(store, node), NodeStatus::Pending);
        sendHello(store, wire, node);
        sendSample(store, wire, node, makeSample(1, kT0, 2));
        QCOMPARE(statusOf(store, node), NodeStatus::Live);

        m_now += 3500; // three intervals and a half without a sample
        QCOMPARE(statusOf(store, node), NodeStatus::Stale);
        QVERIFY(store.node(node)->reason.contains(QLatin1String("3.5")));

        m_now += 7000; // past ten intervals: unreachable by silence, with the reason
        QCOMPARE(statusOf(store, node), NodeStatus::Unreachable);
        QVERIFY(store.node(node)->reason.contains(QLatin1String("10 s")));

        // The transport's own word wins, and is kept until the node speaks again.
        store.markUnreachable(node, QStringLiteral("connection refused by bastion"));
        QCOMPARE(store.node(node)->reason, QStringLiteral("connection refused by bastion"));
        m_now += 1000;
        sendSample(store, wire, node, makeSample(12, m_now, 2));
        QCOMPARE(statusOf(store, node), NodeStatus::Live);
        QVERIFY(store.node(node)->reason.isEmpty());

        // A bye is the agent going away on purpose: unreachable until it says hello again.
        QVERIFY(store.ingest(node, wire.pass(proto::FrameType::Bye, {}).front()));
        QCOMPARE(statusOf(store, node), NodeStatus::Unreachable);
        sendHello(store, wire, node);
        QCOMPARE(statusOf(store, node), NodeStatus::Live);
    }

    void gapsAreRecordedNotInterpolated()
    {
        FleetStore store;
        install(store);
        Wire wire;
        const QString node = QStringLiteral("gpu-004");
        sendHello(store, wire, node);
        qint64 t = kT0;
        for (quint64 seq = 1; seq <= 5; ++seq, t += 1000)
            sendSample(store, wire, node, makeSample(seq, t, 1, 20));
        // Samples 6..9 never arrive.
        t += 4000;
        sendSample(store, wire, node, makeSample(10, t, 1, 80));
        // The agent restarts: a new hello, the sequence starts again.
        t += 5000;
        m_now += 10000;
        sendHello(store, wire, node);
        sendSample(store, wire, node, makeSample(1, t, 1, 30));

        const HistorySeries h = store.gpuHistory(node, 0, FleetMetric::Utilization);
        QCOMPARE(h.tMs.size(), std::size_t(7)); // exactly the samples received, nothing made up
        QCOMPARE(h.values[4], 20.0f);
        QCOMPARE(h.values[5], 80.0f);
        QCOMPARE(h.breakBefore[5], quint8(1));
        QCOMPARE(h.breakBefore[6], quint8(1));
        for (int i = 1; i < 5; ++i)
            QCOMPARE(h.breakBefore[std::size_t(i)], quint8(0));

        const QList<GapRecord> gaps = store.gaps(node);
        QCOMPARE(gaps.size(), 2);
        QCOMPARE(gaps[0].reason, GapReason::MissedSamples);
        QCOMPARE(gaps[0].missedSamples, quint64(4));
        QCOMPARE(gaps[0].fromMs, kT0 + 4000);
        QCOMPARE(gaps[0].toMs, kT0 + 9000);
        QCOMPARE(gaps[1].reason, GapReason::AgentRestart);
        QCOMPARE(store.node(node)->restarts, 1u);

        // The link history shares the gaps.
        const HistorySeries link = store.linkHistory(node, LinkMetric::TcpRetransPerSec);
        QCOMPARE(link.breakBefore, h.breakBefore);
    }

    void silenceAndUnreachableMakeGaps()
    {
        FleetStore store;
        install(store);
        Wire wire;
        const QString node = QStringLiteral("gpu-005");
        sendSample(store, wire, node, makeSample(1, kT0, 1));
        // Silence without a sequence jump (a stalled agent) is a gap too.
        sendSample(store, wire, node, makeSample(2, kT0 + 5000, 1));
        store.markUnreachable(node, QStringLiteral("link down"));
        sendSample(store, wire, node, makeSample(3, kT0 + 6000, 1));
        const QList<GapRecord> gaps = store.gaps(node);
        QCOMPARE(gaps.size(), 2);
        QCOMPARE(gaps[0].reason, GapReason::MissedSamples);
        QCOMPARE(gaps[1].reason, GapReason::Unreachable);
    }

    void unknownValuesStayUnknown()
    {
        FleetStore store;
        install(store);
        Wire wire;
        proto::Sample s = makeSample(1, kT0, 1);
        s.gpus[0].temperatureC = float(proto::kUnknown);
        s.gpus[0].valid = 0; // no memory figures
        sendSample(store, wire, QStringLiteral("n"), s);
        const FleetSnapshot snap = store.snapshot();
        QVERIFY(std::isnan(snap.gpus[0].temperatureC));
        QVERIFY(std::isnan(snap.gpus[0].memUsedPercent));
        QVERIFY(std::isnan(store.gpuHistory(QStringLiteral("n"), 0, FleetMetric::Temperature).values[0]));
    }

    void memoryIsBounded()
    {
        FleetStore::Options o;
        o.maxNodes = 50;
        o.historyPoints = 20;
        o.maxGpusPerNode = 8;
        o.maxGapRecords = 4;
        FleetStore store(o);
        install(store);
        Wire wire;
        auto feedRound = [&](int round) {
            for (int n = 0; n < 60; ++n) {
                // Each round skips a sequence number: gaps keep coming.
                const quint64 seq = quint64(round * 2 + (n % 2));
                const proto::Sample s = makeSample(seq, kT0 + round * 2000, 12); // 12 GPUs offered, 8 kept
                const auto frames = wire.pass(proto::FrameType::Sample, proto::encodeSample(s));
                QCOMPARE(store.ingest(QStringLiteral("node-%1").arg(n), frames.front()), n < 50);
            }
        };
        for (int r = 0; r < 40; ++r)
            feedRound(r);
        const std::size_t after40 = store.memoryBytes();
        for (int r = 40; r < 120; ++r)
            feedRound(r);
        QCOMPARE(store.memoryBytes(), after40); // nothing grows with time
        QCOMPARE(store.nodeCount(), 50);        // nodes past the limit are refused
        QVERIFY(store.framesDropped() > 0);
        const FleetSnapshot snap = store.snapshot();
        QCOMPARE(snap.maxGpusPerNode, 8);
        QCOMPARE(store.gpuHistory(QStringLiteral("node-1"), 0, FleetMetric::Utilization).tMs.size(),
                 std::size_t(20));
        QCOMPARE(store.gaps(QStringLiteral("node-1")).size(), 4);
        // 50 nodes x 8 GPUs x 20 points: well under a megabyte.
        QVERIFY2(after40 < 1024 * 1024, qPrintable(QString::number(after40)));
    }

    void summaryFigures()
    {
        FleetStore store;
        install(store);
        Wire wire;
        for (int n = 0; n < 4; ++n) {
            const QString id = QStringLiteral("n%1").arg(n);
            sendHello(store, wire, id);
            // n0: idle and cool; n1: busy; n2: busy and hot, thermally throttled on GPU 1.
            proto::Sample s = makeSample(1, kT0, 2, n == 0 ? 0 : 90, n == 2 ? 85 : 50);
            if (n == 2)
                s.gpus[1].throttleReasons = 0x20;
            sendSample(store, wire, id, s);
        }
        store.recordRtt(QStringLiteral("n1"), 12);
        store.recordRtt(QStringLiteral("n2"), 180);
        store.markUnreachable(QStringLiteral("n3"), QStringLiteral("host key changed"));
        const FleetSummary s = store.summary();
        QCOMPARE(s.nodes, 4);
        QCOMPARE(s.nodesLive, 3);
        QCOMPARE(s.nodesUnreachable, 1);
        QCOMPARE(s.gpus, 6);
        QCOMPARE(s.gpusBusy, 4);
        QCOMPARE(s.gpusIdle, 2);
        QCOMPARE(s.gpusThrottled, 1);
        QCOMPARE(s.hottestNode, QStringLiteral("n2"));
        QCOMPARE(s.hottestGpu, 1u);
        QCOMPARE(s.hottestC, 86.0f);
        QCOMPARE(s.worstLinkNode, QStringLiteral("n2"));
        QCOMPARE(s.worstRttMs, 180.0);
    }

    void throttleSeverity_data()
    {
        QTest::addColumn<quint64>("reasons");
        QTest::addColumn<int>("severity");
        QTest::newRow("none") << quint64(0) << 0;
        QTest::newRow("idle clocks") << quint64(0x1) << 0;
        QTest::newRow("power cap") << quint64(0x4) << 1;
        QTest::newRow("sw thermal") << quint64(0x20) << 2;
        QTest::newRow("hw thermal + power cap") << quint64(0x44) << 2;
        QTest::newRow("hw slowdown") << quint64(0x8) << 3;
        QTest::newRow("power brake") << quint64(0x80) << 3;
    }

    void throttleSeverity()
    {
        QFETCH(quint64, reasons);
        QFETCH(int, severity);
        QCOMPARE(FleetStore::throttleSeverity(reasons), severity);
    }

    void feedingFromSeveralThreads()
    {
        // I/O threads ingest while the GUI thread takes snapshots: nothing lost, nothing torn.
        FleetStore::Options o;
        o.historyPoints = 64;
        FleetStore store(o);
        constexpr int kThreads = 4;
        constexpr int kNodesPerThread = 25;
        constexpr int kSamples = 80;
        std::atomic<bool> done{false};
        std::vector<std::thread> feeders;
        for (int th = 0; th < kThreads; ++th) {
            feeders.emplace_back([&store, th] {
                Wire wire;
                for (int i = 0; i < kSamples; ++i) {
                    for (int n = 0; n < kNodesPerThread; ++n) {
                        const auto payload =
                            proto::encodeSample(makeSample(quint64(i + 1), kT0 + i * 1000, 8));
                        for (const proto::Frame &f : wire.pass(proto::FrameType::Sample, payload))
                            store.ingest(QStringLiteral("t%1-n%2").arg(th).arg(n), f);
                    }
                }
            });
        }
        int snapshots = 0;
        std::thread reader([&] {
            FleetSnapshot snap;
            while (!done.load()) {
                store.snapshot(snap);
                for (const NodeSnapshot &n : snap.nodes) {
                    if (n.gpuFirst + n.gpuCount > int(snap.gpus.size()))
                        qFatal("torn snapshot");
                }
                ++snapshots;
            }
        });
        for (auto &t : feeders)
            t.join();
        done = true;
        reader.join();
        QVERIFY(snapshots > 0);
        QCOMPARE(store.nodeCount(), kThreads * kNodesPerThread);
        QCOMPARE(store.framesIngested(), quint64(kThreads * kNodesPerThread * kSamples));
        QCOMPARE(store.framesDropped(), quint64(0));
        const FleetSnapshot snap = store.snapshot();
        QCOMPARE(snap.gpus.size(), std::size_t(kThreads * kNodesPerThread * 8));
        QCOMPARE(store.gpuHistory(QStringLiteral("t3-n24"), 7, FleetMetric::Utilization).tMs.size(),
                 std::size_t(64));
        QVERIFY(store.gaps(QStringLiteral("t0-n0")).isEmpty());
    }

    void badPayloadIsDropped()
    {
        FleetStore store;
        Wire wire;
        auto payload = proto::encodeSample(makeSample(1, kT0, 4));
        payload.resize(payload.size() - 10); // truncated GPU list, CRC still right
        const auto frames = wire.pass(proto::FrameType::Sample, payload);
        QCOMPARE(frames.size(), std::size_t(1));
        QVERIFY(!store.ingest(QStringLiteral("n"), frames.front()));
        QCOMPARE(store.framesDropped(), quint64(1));
    }
};

QTEST_GUILESS_MAIN(TestFleetStore)
#include "tst_fleet_store.moc"
