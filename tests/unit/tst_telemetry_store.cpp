// SPDX-License-Identifier: GPL-3.0-or-later
// Ring buffers, per-pixel decimation and the telemetry store.
#include "agent/decimation.h"
#include "agent/ring_buffer.h"
#include "agent/telemetry_store.h"
#include "protocol/messages.h"

#include <QtTest>

using namespace cg;

namespace {

proto::Sample hostSample(qint64 t, float cpu, std::vector<std::string> nics = {"eth0"}, int gpus = 0)
{
    proto::Sample s;
    s.timestampMs = t;
    s.cpuPercent = cpu;
    s.memTotalBytes = 1000;
    s.memUsedBytes = 250;
    s.tcpRetransSegsPerSec = 0.5;
    s.tcpOutSegsPerSec = 10;
    for (const auto &n : nics)
        s.nics.push_back({n, 100.0, 50.0});
    for (int i = 0; i < gpus; ++i) {
        proto::GpuSample g;
        g.index = quint32(i);
        g.valid = proto::GpuSample::Memory;
        g.utilization = float(10 * i);
        g.memTotalBytes = 100;
        g.memUsedBytes = 40;
        s.gpus.push_back(g);
    }
    return s;
}

} // namespace

class TestTelemetryStore : public QObject
{
    Q_OBJECT

private slots:
    void ringBufferWrapsOldestFirst()
    {
        RingBuffer rb(4);
        for (int i = 0; i < 10; ++i)
            QVERIFY(rb.push(i * 10, float(i)));
        QCOMPARE(rb.size(), std::size_t(4));
        QCOMPARE(rb.timeAt(0), qint64(60));
        QCOMPARE(rb.valueAt(3), 9.0f);
        QCOMPARE(rb.lowerBound(65), std::size_t(1));
        QCOMPARE(rb.lowerBound(0), std::size_t(0));
        QCOMPARE(rb.lowerBound(1000), std::size_t(4));
    }

    void ringBufferRefusesTimeGoingBackwards()
    {
        RingBuffer rb(8);
        QVERIFY(rb.push(100, 1));
        QVERIFY(!rb.push(50, 2));
        QVERIFY(rb.push(100, 3)); // equal timestamps are fine
        QCOMPARE(rb.size(), std::size_t(2));
    }

    void decimationKeepsAOneSampleSpike()
    {
        RingBuffer rb(100000);
        // One hour of 1 Hz data at 10 %, one 1-second spike to 97 % in the middle.
        for (int i = 0; i < 3600; ++i)
            rb.push(qint64(i) * 1000, i == 1801 ? 97.0f : 10.0f);
        QList<QPointF> out;
        const ValueRange r = decimate(rb, DecimationWindow{0, 3599 * 1000, 300, 3599 * 1000}, out);
        QVERIFY(out.size() <= 300 * 4 + 2);
        QVERIFY(out.size() >= 300);
        QCOMPARE(r.max, 97.0);
        bool spike = false;
        for (const QPointF &p : out)
            spike |= p.y() == 97.0;
        QVERIFY(spike);
        // x is seconds relative to the origin, in time order.
        QCOMPARE(out.last().x(), 0.0);
        for (int i = 1; i < out.size(); ++i)
            QVERIFY(out[i].x() >= out[i - 1].x());
    }

    void decimationKeepsANegativeSpike()
    {
        RingBuffer rb(10000);
        for (int i = 0; i < 5000; ++i)
            rb.push(i, i == 4321 ? -5.0f : 1.0f);
        QList<QPointF> out;
        const ValueRange r = decimate(rb, DecimationWindow{0, 4999, 50, 0}, out);
        QCOMPARE(r.min, -5.0);
        QVERIFY(std::any_of(out.cbegin(), out.cend(), [](const QPointF &p) { return p.y() == -5.0; }));
    }

    void shortSeriesAreCopiedWhole()
    {
        RingBuffer rb(100);
        for (int i = 0; i < 10; ++i)
            rb.push(i * 1000, float(i));
        QList<QPointF> a, b;
        decimate(rb, DecimationWindow{0, 9000, 800, 9000}, a);
        copyAll(rb, DecimationWindow{0, 9000, 800, 9000}, b);
        QCOMPARE(a, b);
        QCOMPARE(a.size(), 10);
        QCOMPARE(a.first(), QPointF(-9.0, 0.0));
    }

    void windowIncludesNeighboursOnly()
    {
        RingBuffer rb(100);
        for (int i = 0; i < 100; ++i)
            rb.push(i * 1000, float(i));
        QList<QPointF> out;
        copyAll(rb, DecimationWindow{50000, 60000, 100, 60000}, out);
        // 50..60 inclusive plus one neighbour each side.
        QCOMPARE(out.size(), 13);
        QCOMPARE(out.first().y(), 49.0);
        QCOMPARE(out.last().y(), 61.0);
    }

    void emptyWindow()
    {
        RingBuffer rb(10);
        QList<QPointF> out{QPointF(1, 1)};
        const ValueRange r = decimate(rb, DecimationWindow{0, 1000, 10, 0}, out);
        QVERIFY(out.isEmpty());
        QVERIFY(!r.valid);
    }

    void storeIngestsHostAndGpuSeries()
    {
        TelemetryStore store(64);
        store.ingest(QStringLiteral("n1"), hostSample(1000, 5, {"eth0"}, 2));
        store.ingest(QStringLiteral("n1"), hostSample(2000, 6, {"eth0"}, 2));
        const int cpu = store.seriesId(QStringLiteral("n1"), metric::cpuPercent);
        QVERIFY(cpu >= 0);
        QCOMPARE(store.pointCount(cpu), std::size_t(2));
        QCOMPARE(store.gpuIndices(QStringLiteral("n1")), (QList<quint32>{0, 1}));
        const int g1 = store.seriesId(QStringLiteral("n1"), metric::gpu(1, "util_percent"));
        QVERIFY(g1 >= 0);
        QList<QPointF> pts;
        store.read(g1, DecimationWindow{0, 2000, 100, 2000}, pts);
        QCOMPARE(pts.size(), 2);
        QCOMPARE(pts.last(), QPointF(0.0, 10.0));
        const int memPct = store.seriesId(QStringLiteral("n1"), metric::memUsedPercent);
        store.read(memPct, DecimationWindow{0, 2000, 100, 2000}, pts);
        QCOMPARE(pts.last().y(), 25.0);
        QCOMPARE(store.lastSampleMs(QStringLiteral("n1")), qint64(2000));
        QCOMPARE(store.samplesIngested(), quint64(2));
        QCOMPARE(store.seriesId(QStringLiteral("other"), metric::cpuPercent), -1);
    }

    void unknownValuesLeaveGaps()
    {
        TelemetryStore store(64);
        proto::Sample s = hostSample(1000, 5);
        s.cpuPercent = float(proto::kUnknown);
        store.ingest(QStringLiteral("n1"), s);
        store.ingest(QStringLiteral("n1"), hostSample(2000, 7));
        QCOMPARE(store.pointCount(store.seriesId(QStringLiteral("n1"), metric::cpuPercent)), std::size_t(1));
        // GPU fields without a validity bit are not stored as zeros.
        proto::Sample g = hostSample(3000, 1, {"eth0"}, 1);
        g.gpus[0].valid = 0;
        store.ingest(QStringLiteral("n1"), g);
        QCOMPARE(store.pointCount(store.seriesId(QStringLiteral("n1"), metric::gpu(0, "mem_used_percent"))),
                 std::size_t(0));
    }

    void layoutChangesAddSeries()
    {
        TelemetryStore store(64);
        const quint64 g0 = store.generation();
        store.ingest(QStringLiteral("n1"), hostSample(1000, 5, {"eth0"}));
        store.ingest(QStringLiteral("n1"), hostSample(2000, 5, {"eth0", "ib0"}));
        store.ingest(QStringLiteral("n1"), hostSample(3000, 5, {"ib0"}));
        QVERIFY(store.generation() > g0);
        const int eth = store.seriesId(QStringLiteral("n1"), metric::nic(QStringLiteral("eth0"), true));
        const int ib = store.seriesId(QStringLiteral("n1"), metric::nic(QStringLiteral("ib0"), true));
        QVERIFY(eth >= 0 && ib >= 0);
        QCOMPARE(store.pointCount(eth), std::size_t(2));
        QCOMPARE(store.pointCount(ib), std::size_t(2));
        QCOMPARE(store.pointCount(store.seriesId(QStringLiteral("n1"), metric::netRx)), std::size_t(3));
    }

    void stragglersAreDroppedAndAClockStepBackRestartsHistory()
    {
        TelemetryStore store(64);
        const QString n = QStringLiteral("n1");
        store.ingest(n, hostSample(100000, 1));
        store.ingest(n, hostSample(101000, 2));
        store.ingest(n, hostSample(100500, 3)); // late by half a second: dropped
        const int cpu = store.seriesId(n, metric::cpuPercent);
        QCOMPARE(store.pointCount(cpu), std::size_t(2));
        // The node's clock is stepped back by a minute: history restarts instead of freezing.
        store.ingest(n, hostSample(41000, 4));
        store.ingest(n, hostSample(42000, 5));
        QCOMPARE(store.pointCount(cpu), std::size_t(2));
        QCOMPARE(store.lastSampleMs(n), qint64(42000));
    }

    void networkTotalCountsPhysicalInterfacesOnce()
    {
        TelemetryStore store(64);
        proto::Sample s = hostSample(1000, 1, {"eth0", "docker0", "veth12ab", "ib0", "eth1"});
        s.nics[4].rxBytesPerSec = proto::kUnknown; // just appeared: no rate yet
        store.ingest(QStringLiteral("n1"), s);
        QList<QPointF> pts;
        store.read(store.seriesId(QStringLiteral("n1"), metric::netRx), DecimationWindow{0, 1000, 10, 1000},
                   pts);
        QCOMPARE(pts.size(), 1);
        QCOMPARE(pts.first().y(), 200.0); // eth0 + ib0
    }

    void seriesPerTargetAreCapped()
    {
        TelemetryStore store(4);
        for (int round = 0; round < 20; ++round) {
            std::vector<std::string> names;
            for (int i = 0; i < 255; ++i)
                names.push_back("veth" + std::to_string(round) + "_" + std::to_string(i));
            store.ingest(QStringLiteral("churn"), hostSample(1000 + round, 1, names));
        }
        QVERIFY(store.series(QStringLiteral("churn")).size() <= 2048);
        // Host series created first keep working.
        QCOMPARE(store.pointCount(store.seriesId(QStringLiteral("churn"), metric::cpuPercent)),
                 std::size_t(4));
    }

    void extremeTimestampsAreSafe()
    {
        RingBuffer rb(8);
        rb.push(std::numeric_limits<qint64>::min(), 1);
        rb.push(0, 2);
        rb.push(std::numeric_limits<qint64>::max(), 3);
        QList<QPointF> out;
        const DecimationWindow w{std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max(), 2,
                                 0};
        decimate(rb, w, out);
        QCOMPARE(out.size(), 3);
        copyAll(rb, DecimationWindow{-10, 10, 100, std::numeric_limits<qint64>::max()}, out);
        QCOMPARE(out.size(), 3);
    }

    void targetsAreSeparate()
    {
        TelemetryStore store(64);
        store.ingest(QStringLiteral("a"), hostSample(1000, 1));
        store.ingest(QStringLiteral("b"), hostSample(1000, 2));
        QVERIFY(store.seriesId(QStringLiteral("a"), metric::cpuPercent) !=
                store.seriesId(QStringLiteral("b"), metric::cpuPercent));
        QVERIFY(!store.series(QStringLiteral("a")).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestTelemetryStore)
#include "tst_telemetry_store.moc"
