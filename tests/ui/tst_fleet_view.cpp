// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet view offscreen, fed with frames made by the agent's encoder and decoded by the console's
// decoder: the heatmap's cells have the colours of their values (read back with grab()), sort and filter
// change the order, stale and unreachable nodes look it, and a click opens the node's detail.
#include "agent/fleet_store.h"
#include "fleet/fleet_colors.h"
#include "fleet/fleet_heatmap.h"
#include "fleet/fleet_legend.h"
#include "fleet/fleet_node_detail.h"
#include "fleet/fleet_view.h"
#include "fleet/history_chart.h"
#include "main/main_window.h"
#include "protocol/frame.h"
#include "protocol/messages.h"
#include "services/console.h"

#include <QComboBox>
#include <QDateTime>
#include <QHelpEvent>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;

namespace {

constexpr qint64 kT0 = 1764500000000;
constexpr int kGpus = 4;

// Encoder -> bytes -> decoder -> store, as frames arrive from an agent.
class Feeder
{
public:
    explicit Feeder(FleetStore &store) : m_store(store) {}

    void hello(const QString &node)
    {
        const QJsonObject h{{QStringLiteral("type"), QStringLiteral("hello")},
                            {QStringLiteral("hostname"), node + QStringLiteral(".dc")},
                            {QStringLiteral("interval_ms"), 1000}};
        const QByteArray json = QJsonDocument(h).toJson(QJsonDocument::Compact);
        send(node, proto::FrameType::Hello, std::vector<std::uint8_t>(json.begin(), json.end()));
    }

    void sample(const QString &node, quint64 seq, qint64 t, float util, float temp, int gpus = kGpus,
                quint64 throttle = 0)
    {
        proto::Sample s;
        s.seq = seq;
        s.timestampMs = t;
        s.intervalMs = 1000;
        s.tcpRetransSegsPerSec = 0;
        s.tcpOutSegsPerSec = 100;
        s.nics = {{"eth0", 1e6, 2e6}};
        for (int g = 0; g < gpus; ++g) {
            proto::GpuSample gs;
            gs.index = quint32(g);
            gs.valid = proto::GpuSample::Memory | proto::GpuSample::Throttle;
            gs.utilization = util + float(g) * 5;
            gs.memTotalBytes = 80ull << 30;
            gs.memUsedBytes = 20ull << 30;
            gs.temperatureC = temp + float(g);
            gs.powerW = 200;
            gs.powerLimitW = 700;
            gs.throttleReasons = throttle;
            s.gpus.push_back(gs);
        }
        send(node, proto::FrameType::Sample, proto::encodeSample(s));
    }

private:
    void send(const QString &node, proto::FrameType type, const std::vector<std::uint8_t> &payload)
    {
        const auto bytes = proto::encodeFrame(type, payload);
        m_decoder.feed(bytes.data(), bytes.size());
        while (auto ev = m_decoder.next()) {
            QVERIFY(ev->frame);
            QVERIFY(m_store.ingest(node, *ev->frame));
        }
    }

    FleetStore &m_store;
    proto::FrameDecoder m_decoder;
};

QRgb pixelAt(FleetHeatmap *map, const QString &node, int gpu)
{
    const QImage img = map->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRect r = map->cellRect(node, gpu);
    if (r.isEmpty())
        return 0;
    return img.pixel(r.center()) | 0xff000000u;
}

QSet<QRgb> pixelsIn(FleetHeatmap *map, const QString &node, int gpu)
{
    const QImage img = map->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRect r = map->cellRect(node, gpu);
    QSet<QRgb> out;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            out.insert(img.pixel(x, y) | 0xff000000u);
    return out;
}

} // namespace

class TestFleetView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    qint64 m_now = kT0;
    std::unique_ptr<FleetStore> m_store;
    std::unique_ptr<FleetView> m_view;
    const QStringList m_nodes{QStringLiteral("gpu-10"), QStringLiteral("gpu-2"), QStringLiteral("gpu-1"),
                              QStringLiteral("login-a")};

    // gpu-10: busy (80 %), gpu-2: idle (5 %), gpu-1: half (40 %), login-a: 60 %.
    float utilOf(const QString &node) const
    {
        static const QHash<QString, float> u{{QStringLiteral("gpu-10"), 80.0f},
                                             {QStringLiteral("gpu-2"), 5.0f},
                                             {QStringLiteral("gpu-1"), 40.0f},
                                             {QStringLiteral("login-a"), 60.0f}};
        return u.value(node);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
    }

    void init()
    {
        m_now = kT0;
        m_store = std::make_unique<FleetStore>();
        m_store->setClock([this] { return m_now; });
        Feeder feed(*m_store);
        for (const QString &n : m_nodes) {
            feed.hello(n);
            feed.sample(n, 1, kT0, utilOf(n), 40 + utilOf(n) / 2);
        }
        m_view = std::make_unique<FleetView>();
        m_view->setStore(m_store.get());
        m_view->resize(1000, 600);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->refresh();
    }

    void cleanup()
    {
        m_view.reset();
        m_store.reset();
        QSettings(m_home.filePath(QStringLiteral("clustergate.ini")), QSettings::IniFormat).clear();
    }

    void cellsHaveTheColoursOfTheirValues()
    {
        FleetHeatmap *map = m_view->heatmap();
        QCOMPARE(map->visibleNodeCount(), 4);
        for (const QString &n : m_nodes) {
            for (int g = 0; g < kGpus; ++g) {
                const QRgb want = FleetColors::color(FleetMetric::Utilization, utilOf(n) + float(g) * 5);
                QCOMPARE(QColor(pixelAt(map, n, g)), QColor(want));
            }
        }
        // Busy and idle cells differ visibly.
        QVERIFY(pixelAt(map, QStringLiteral("gpu-10"), 0) != pixelAt(map, QStringLiteral("gpu-2"), 0));

        // Another metric recolours every cell.
        m_view->setMetric(FleetMetric::Temperature);
        QCOMPARE(m_view->legend()->shownMetric(), FleetMetric::Temperature);
        const float temp = 40 + utilOf(QStringLiteral("gpu-1")) / 2 + 2;
        QCOMPARE(QColor(pixelAt(map, QStringLiteral("gpu-1"), 2)),
                 QColor(FleetColors::color(FleetMetric::Temperature, temp)));

        // New values: only the cells that changed are rewritten.
        Feeder feed(*m_store);
        m_now += 1000;
        feed.sample(QStringLiteral("gpu-2"), 2, kT0 + 1000, 5, 90);
        for (const QString &n : m_nodes) {
            if (n != QStringLiteral("gpu-2"))
                feed.sample(n, 2, kT0 + 1000, utilOf(n), 40 + utilOf(n) / 2);
        }
        m_view->refresh();
        QCOMPARE(map->lastCellsRepainted(), kGpus);
        QCOMPARE(QColor(pixelAt(map, QStringLiteral("gpu-2"), 0)),
                 QColor(FleetColors::color(FleetMetric::Temperature, 90)));
    }

    void everyMetricColoursFromTheSameSnapshot_data()
    {
        QTest::addColumn<int>("metric");
        for (int m = 0; m < kFleetMetricCount; ++m)
            QTest::newRow(qPrintable(FleetStore::metricText(FleetMetric(m)))) << m;
    }

    void everyMetricColoursFromTheSameSnapshot()
    {
        QFETCH(int, metric);
        Feeder feed(*m_store);
        feed.sample(QStringLiteral("gpu-10"), 2, kT0 + 1000, 99, 88, kGpus, 0x40); // hot, thermally throttled
        m_view->refresh();
        m_view->setMetric(FleetMetric(metric));
        FleetHeatmap *map = m_view->heatmap();
        const FleetSnapshot &snap = map->snapshot();
        for (const NodeSnapshot &n : snap.nodes) {
            for (int g = 0; g < n.gpuCount; ++g) {
                const float v =
                    FleetStore::metricValue(snap.gpus[std::size_t(n.gpuFirst + g)], FleetMetric(metric));
                QCOMPARE(QColor(pixelAt(map, n.id, g)), QColor(FleetColors::color(FleetMetric(metric), v)));
            }
        }
        if (FleetMetric(metric) == FleetMetric::Throttling) {
            QCOMPARE(QColor(pixelAt(map, QStringLiteral("gpu-10"), 0)),
                     QColor(FleetColors::color(FleetMetric::Throttling, 2)));
            QVERIFY(pixelAt(map, QStringLiteral("gpu-10"), 0) != pixelAt(map, QStringLiteral("gpu-1"), 0));
        }
        QVERIFY(m_view->summaryText().contains(QStringLiteral("throttled")));
    }

    void summaryBar()
    {
        const QString s = m_view->summaryText();
        // Busy: >= 10 %: all but gpu-2's first GPU (5 %) and second (10 % is busy).
        QVERIFY2(s.contains(QStringLiteral("<b>15</b> busy")), qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("<b>1</b> idle of 16 GPU")), qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("gpu-10 GPU 3")), qPrintable(s)); // the hottest
        QVERIFY2(s.contains(QStringLiteral("Nodes: 4 up")), qPrintable(s));
    }

    void staleIsHatchedUnreachableIsGrey()
    {
        FleetHeatmap *map = m_view->heatmap();
        Feeder feed(*m_store);
        m_now += 5000; // everyone silent for 5 intervals: stale
        for (const QString &n : {QStringLiteral("gpu-10"), QStringLiteral("gpu-2")})
            feed.sample(n, 2, kT0 + 5000, utilOf(n), 40);
        m_store->markUnreachable(QStringLiteral("gpu-2"), QStringLiteral("host key changed for gpu-2"));
        m_view->refresh();

        // Live: one solid colour.
        QCOMPARE(pixelsIn(map, QStringLiteral("gpu-10"), 1).size(), 1);
        // Stale: the value's colour under stripes.
        const QRgb base2 = FleetColors::color(FleetMetric::Utilization, utilOf(QStringLiteral("gpu-1")) + 10);
        const QSet<QRgb> stale = pixelsIn(map, QStringLiteral("gpu-1"), 2);
        QCOMPARE(stale, (QSet<QRgb>{base2, FleetColors::hatch(base2)}));
        // Unreachable: grey, the reason in the tooltip.
        QCOMPARE(QColor(pixelAt(map, QStringLiteral("gpu-2"), 3)), QColor(FleetColors::unreachable()));
        const QPoint at = map->cellRect(QStringLiteral("gpu-2"), 3).center();
        QHelpEvent help(QEvent::ToolTip, at, map->viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(map->viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QStringLiteral("host key changed for gpu-2")),
                 qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QStringLiteral("unreachable")));
        QToolTip::hideText();
        QVERIFY(m_view->summaryText().contains(QStringLiteral("1 unreachable")));
        QVERIFY(m_view->summaryText().contains(QStringLiteral("2 stale")));
    }

    void sortAndFilterChangeTheOrder()
    {
        FleetHeatmap *map = m_view->heatmap();
        // Natural name order: gpu-2 before gpu-10.
        QCOMPARE(map->visibleNodeIds(), (QStringList{QStringLiteral("gpu-1"), QStringLiteral("gpu-2"),
                                                     QStringLiteral("gpu-10"), QStringLiteral("login-a")}));
        const QRect before = map->cellRect(QStringLiteral("gpu-10"), 0);

        auto *sort = m_view->findChild<QComboBox *>(QStringLiteral("FleetSort"));
        sort->setCurrentIndex(sort->findData(int(FleetHeatmap::SortKey::Metric)));
        QCOMPARE(map->visibleNodeIds(), (QStringList{QStringLiteral("gpu-10"), QStringLiteral("login-a"),
                                                     QStringLiteral("gpu-1"), QStringLiteral("gpu-2")}));
        QVERIFY(map->cellRect(QStringLiteral("gpu-10"), 0) != before); // it moved on screen too
        QCOMPARE(QColor(pixelAt(map, QStringLiteral("gpu-10"), 0)),
                 QColor(FleetColors::color(FleetMetric::Utilization, 80)));

        m_store->markUnreachable(QStringLiteral("login-a"), QStringLiteral("refused"));
        sort->setCurrentIndex(sort->findData(int(FleetHeatmap::SortKey::Status)));
        m_view->refresh();
        QCOMPARE(map->visibleNodeIds().first(), QStringLiteral("login-a"));

        auto *filter = m_view->findChild<QLineEdit *>(QStringLiteral("FleetFilter"));
        QTest::keyClicks(filter, QStringLiteral("GPU-1"));
        QCOMPARE(map->visibleNodeIds(), (QStringList{QStringLiteral("gpu-1"), QStringLiteral("gpu-10")}));
        QVERIFY(map->cellRect(QStringLiteral("gpu-2"), 0).isEmpty());
        filter->clear();

        auto *status = m_view->findChild<QComboBox *>(QStringLiteral("FleetStatusFilter"));
        status->setCurrentIndex(status->findData(int(FleetHeatmap::StatusFilter::Unreachable)));
        QCOMPARE(map->visibleNodeIds(), QStringList{QStringLiteral("login-a")});
        status->setCurrentIndex(status->findData(int(FleetHeatmap::StatusFilter::Live)));
        QCOMPARE(map->visibleNodeCount(), 3);

        // The choices are remembered.
        FleetView again;
        QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("FleetSort"))->currentData().toInt(),
                 int(FleetHeatmap::SortKey::Status));
        QCOMPARE(again.heatmap()->statusFilter(), FleetHeatmap::StatusFilter::Live);
    }

    void clickOpensTheNodeDetail()
    {
        // gpu-1 has a gap: samples 2..4 never arrive.
        Feeder feed(*m_store);
        feed.sample(QStringLiteral("gpu-1"), 2, kT0 + 1000, 50, 50);
        feed.sample(QStringLiteral("gpu-1"), 6, kT0 + 5000, 50, 50);
        m_store->recordRtt(QStringLiteral("gpu-1"), 42);
        m_view->refresh();

        FleetHeatmap *map = m_view->heatmap();
        QVERIFY(!m_view->detail());
        QTest::mouseClick(map->viewport(), Qt::LeftButton, {},
                          map->cellRect(QStringLiteral("gpu-1"), 2).center());
        FleetNodeDetail *detail = m_view->detail();
        QVERIFY(detail);
        QVERIFY(detail->isVisible());
        QCOMPARE(detail->nodeId(), QStringLiteral("gpu-1"));
        QCOMPARE(detail->gpuSlot(), 2);
        QVERIFY(detail->windowTitle().contains(QStringLiteral("gpu-1")));
        QVERIFY(detail->headerText().contains(QStringLiteral("gpu-1.dc")));
        QVERIFY(detail->headerText().contains(QStringLiteral("1 gap")));
        const QList<HistoryChart *> charts = detail->charts();
        QCOMPARE(charts.size(), 8);
        QCOMPARE(charts[0]->lineCount(), kGpus);
        QCOMPARE(charts[0]->segmentCount(2), 2); // the gap splits the line, nothing drawn across it
        QCOMPARE(charts[6]->lineCount(), 2);     // NIC received and sent
        // Walk 4: "Last 5 minutes (live)" in the Range box, and five minutes on every chart's time axis
        // (they ran from -60 s while the node had streamed for less than a minute).
        detail->setRangeMs(5 * 60000);
        QCOMPARE(detail->rangeBox()->currentText(), QStringLiteral("Last 5 minutes (live)"));
        for (const HistoryChart *chart : charts)
            QCOMPARE(chart->windowToMs() - chart->windowFromMs(), qint64(5 * 60000));
        QVERIFY(!detail->grab().isNull());

        // The keyboard opens a detail too: Right moves to the next GPU, Enter opens it.
        map->setFocus();
        map->setCurrent(QStringLiteral("gpu-10"), 0);
        QTest::keyClick(map, Qt::Key_Right);
        QCOMPARE(map->currentGpu(), 1);
        QTest::keyClick(map, Qt::Key_Return);
        QCOMPARE(detail->nodeId(), QStringLiteral("gpu-10"));
        QCOMPARE(detail->gpuSlot(), 1);
        QVERIFY(detail->windowTitle().contains(QStringLiteral("gpu-10")));
    }

    void mainWindowShowsThisMachine()
    {
        // The real agent, with a stand-in NVML of two GPUs, as the console's "This machine".
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qputenv("LD_LIBRARY_PATH", CLUSTERGATE_FAKE_NVML_DIR);
        Console console;
        console.open();
        MainWindow window(&console);
        window.show();
        QVERIFY(!window.fleetView());
        QAction *fleet = nullptr;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F))
                fleet = a;
        }
        QVERIFY(fleet);
        fleet->trigger();
        FleetView *view = window.fleetView();
        QVERIFY(view && view->isVisible());
        view->setRefreshIntervalMs(100);
        console.localAgent().start();
        QTRY_VERIFY_WITH_TIMEOUT(view->heatmap()->snapshot().nodes.size() == 1 &&
                                     view->heatmap()->snapshot().nodes.front().status == NodeStatus::Live &&
                                     view->heatmap()->snapshot().nodes.front().gpuCount == 2,
                                 20000);
        const NodeSnapshot node = view->heatmap()->snapshot().nodes.front();
        QCOMPARE(node.name, Console::tr("This machine"));
        QVERIFY(!node.hostName.isEmpty());
        const QRgb cell = pixelAt(view->heatmap(), node.id, 1);
        QCOMPARE(QColor(cell),
                 QColor(FleetColors::color(
                     FleetMetric::Utilization,
                     view->heatmap()->snapshot().gpus[std::size_t(node.gpuFirst + 1)].utilization)));

        // A cluster's store joins it: this machine stays, its own tile first whatever the sort (issue 33: it
        // disappeared once a cluster streamed); the summary is the cluster's; detaching leaves this machine.
        FleetStore cluster;
        Feeder(cluster).sample(QStringLiteral("h200-001"), 1, QDateTime::currentMSecsSinceEpoch(), 10, 40);
        Feeder(cluster).sample(QStringLiteral("a100-001"), 1, QDateTime::currentMSecsSinceEpoch(), 10, 40);
        window.attachFleetStore(&cluster);
        QCOMPARE(view->heatmap()->visibleNodeIds(),
                 (QStringList{node.id, QStringLiteral("a100-001"), QStringLiteral("h200-001")}));
        QVERIFY(view->isLocalNode(node.id) && !view->isLocalNode(QStringLiteral("h200-001")));
        QCOMPARE(view->heatmap()->snapshot().summary.nodes, 2);
        QTRY_COMPARE_WITH_TIMEOUT(
            QColor(pixelAt(view->heatmap(), node.id, 1)),
            QColor(FleetColors::color(
                FleetMetric::Utilization,
                view->heatmap()
                    ->snapshot()
                    .gpus[std::size_t(view->heatmap()->snapshot().nodes.back().gpuFirst + 1)]
                    .utilization)),
            5000);
        window.attachFleetStore(nullptr);
        QCOMPARE(view->heatmap()->visibleNodeIds(), QStringList{node.id});
    }

    // View > Fleet with several clusters (groups): each cluster's nodes together whatever the sort, named
    // with their cluster (two clusters' nodes of the same name stay apart), found by the cluster's name;
    // the summary counts every cluster; a cell leads back to its own store and node.
    void groupsKeepEachClusterTogether()
    {
        FleetStore other;
        other.setClock([this] { return m_now; });
        Feeder feed(other);
        feed.sample(QStringLiteral("gpu-1"), 1, kT0, 99, 90); // hotter and busier than every node of m_store
        feed.sample(QStringLiteral("gpu-9"), 1, kT0, 1, 30);
        m_view->setStore(nullptr);
        m_view->setGroups(
            {{7, QStringLiteral("train"), m_store.get()}, {9, QStringLiteral("infer"), &other}});
        FleetHeatmap *map = m_view->heatmap();
        m_view->findChild<QComboBox *>(QStringLiteral("FleetSort"))
            ->setCurrentIndex(int(FleetHeatmap::SortKey::Metric));
        m_view->refresh();
        QCOMPARE(map->visibleNodeIds(), (QStringList{QStringLiteral("7/gpu-10"), QStringLiteral("7/login-a"),
                                                     QStringLiteral("7/gpu-1"), QStringLiteral("7/gpu-2"),
                                                     QStringLiteral("9/gpu-1"), QStringLiteral("9/gpu-9")}));
        QStringList names;
        for (const NodeSnapshot &n : map->snapshot().nodes)
            names << n.name;
        QVERIFY2(names.contains(QStringLiteral("train / gpu-1")) &&
                     names.contains(QStringLiteral("infer / gpu-1")),
                 qPrintable(names.join(u',')));
        QCOMPARE(map->snapshot().summary.nodes, 6);
        QCOMPARE(map->snapshot().summary.hottestNode, QStringLiteral("infer / gpu-1"));
        QVERIFY(m_view->summaryText().contains(QStringLiteral("infer / gpu-1")));
        QString node;
        qint64 group = 0;
        QCOMPARE(m_view->sourceOf(QStringLiteral("9/gpu-1"), &node, &group), &other);
        QCOMPARE(node, QStringLiteral("gpu-1"));
        QCOMPARE(group, qint64(9));
        m_view->findChild<QLineEdit *>(QStringLiteral("FleetFilter"))->setText(QStringLiteral("infer"));
        QCOMPARE(map->visibleNodeIds(), (QStringList{QStringLiteral("9/gpu-1"), QStringLiteral("9/gpu-9")}));
        m_view->findChild<QLineEdit *>(QStringLiteral("FleetFilter"))->clear();
        m_view->setGroups({});
        QCOMPARE(map->visibleNodeCount(), 0);
    }

    // Two clusters never read as one block: each starts a line of its own under a band with its name, with
    // a gap before the next; the band and the gap hold no cell (a click there opens nothing), every cell is
    // hit where it is drawn, and Down from one cluster's last line goes on to the next cluster.
    void groupsAreSetApartUnderTheirNames()
    {
        QVERIFY(m_view->heatmap()->groupHeaders().isEmpty()); // one store: no bands
        FleetStore other;
        other.setClock([this] { return m_now; });
        Feeder feed(other);
        feed.sample(QStringLiteral("gpu-1"), 1, kT0, 99, 90);
        feed.sample(QStringLiteral("gpu-9"), 1, kT0, 1, 30);
        m_view->setStore(nullptr);
        m_view->setGroups(
            {{7, QStringLiteral("train"), m_store.get()}, {9, QStringLiteral("infer"), &other}});
        m_view->refresh();
        FleetHeatmap *map = m_view->heatmap();
        const QList<QPair<QString, QRect>> headers = map->groupHeaders();
        QCOMPARE(headers.size(), 2);
        QCOMPARE(headers.at(0).first, QStringLiteral("train"));
        QCOMPARE(headers.at(1).first, QStringLiteral("infer"));
        const QRect trainBand = headers.at(0).second;
        const QRect inferBand = headers.at(1).second;
        QVERIFY(map->viewport()->rect().contains(trainBand) && map->viewport()->rect().contains(inferBand));

        int trainBottom = 0, inferTop = std::numeric_limits<int>::max();
        for (const QString &id : map->visibleNodeIds()) {
            const bool train = id.startsWith(QLatin1String("7/"));
            for (int g = 0; g < kGpus; ++g) {
                const QRect c = map->cellRect(id, g);
                QVERIFY2(!c.isEmpty(), qPrintable(id));
                QVERIFY2(c.top() > (train ? trainBand : inferBand).bottom(),
                         qPrintable(QStringLiteral("%1 at y %2 is not below its band").arg(id).arg(c.top())));
                if (train)
                    trainBottom = std::max(trainBottom, c.bottom());
                else
                    inferTop = std::min(inferTop, c.top());
                QString node;
                int gpu = -1;
                QVERIFY2(map->cellAt(c.center(), &node, &gpu) && node == id && gpu == g,
                         qPrintable(QStringLiteral("%1/%2 hit as %3/%4").arg(id).arg(g).arg(node).arg(gpu)));
            }
        }
        // The gap between the clusters: below train's last line, above infer's band, at least a few pixels.
        QVERIFY2(inferBand.top() - trainBottom >= 8,
                 qPrintable(QStringLiteral("train ends at y %1, infer's band starts at %2")
                                .arg(trainBottom)
                                .arg(inferBand.top())));
        QVERIFY(inferTop > inferBand.bottom());
        const int x = map->cellRect(QStringLiteral("9/gpu-1"), 0).center().x();
        for (const QPoint &p : {QPoint(x, (trainBottom + inferBand.top()) / 2), inferBand.center(),
                                QPoint(x, inferBand.center().y()), QPoint(x, trainBand.center().y())})
            QVERIFY2(!map->cellAt(p, nullptr, nullptr),
                     qPrintable(QStringLiteral("a cell at %1,%2").arg(p.x()).arg(p.y())));
        // The band is drawn: its own background, and the name in it.
        const QImage img = map->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QRgb base = map->palette().color(QPalette::Base).rgb() | 0xff000000u;
        QCOMPARE(img.pixel(inferBand.right() - 2, inferBand.center().y()) | 0xff000000u,
                 map->palette().color(QPalette::Window).rgb() | 0xff000000u);
        QVERIFY(map->palette().color(QPalette::Window).rgb() != map->palette().color(QPalette::Base).rgb());
        int ink = 0;
        for (int px = inferBand.left(); px < inferBand.left() + 60; ++px)
            ink += qGray(img.pixel(px, inferBand.center().y())) < 128 ? 1 : 0;
        QVERIFY2(ink > 0, "no text in the band");
        QVERIFY(img.pixel(x, (trainBottom + inferBand.top()) / 2) == base); // the gap is empty

        if (const QString dir = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QDir().mkpath(dir);
            m_view->grab().save(dir + QStringLiteral("/fleet-two-clusters.png"));
        }

        // Down from train's last line moves on to infer's first line, Up comes back.
        map->setFocus();
        const QStringList order = map->visibleNodeIds();
        const QString lastTrain = order.at(3);
        QVERIFY(lastTrain.startsWith(QLatin1String("7/")));
        map->setCurrent(lastTrain, 0);
        QTest::keyClick(map, Qt::Key_Down);
        QVERIFY2(map->currentNodeId().startsWith(QLatin1String("9/")), qPrintable(map->currentNodeId()));
        QTest::keyClick(map, Qt::Key_Up);
        QVERIFY2(map->currentNodeId().startsWith(QLatin1String("7/")), qPrintable(map->currentNodeId()));

        // Filtered to one cluster: its band alone.
        m_view->findChild<QLineEdit *>(QStringLiteral("FleetFilter"))->setText(QStringLiteral("infer"));
        QCOMPARE(map->groupHeaders().size(), 1);
        QCOMPARE(map->groupHeaders().at(0).first, QStringLiteral("infer"));
        m_view->findChild<QLineEdit *>(QStringLiteral("FleetFilter"))->clear();
        m_view->setGroups({});
        m_view->setStore(m_store.get());
        m_view->refresh();
        QVERIFY(map->groupHeaders().isEmpty());
    }

    void manyNodesFitAndScroll()
    {
        FleetStore big;
        big.setClock([this] { return m_now; });
        Feeder feed(big);
        for (int n = 0; n < 1000; ++n)
            feed.sample(QStringLiteral("node-%1").arg(n, 4, 10, QLatin1Char('0')), 1, kT0, float(n % 100), 50,
                        8);
        m_view->setStore(&big);
        FleetHeatmap *map = m_view->heatmap();
        QCOMPARE(map->visibleNodeCount(), 1000);
        // The last node is reachable by keyboard and then on screen, with its colour.
        map->setFocus();
        QTest::keyClick(map, Qt::Key_End);
        QCOMPARE(map->currentNodeId(), QStringLiteral("node-0999"));
        const QRect r = map->cellRect(QStringLiteral("node-0999"), 0);
        QVERIFY(map->viewport()->rect().contains(r));
        QCOMPARE(QColor(pixelAt(map, QStringLiteral("node-0999"), 0)),
                 QColor(FleetColors::color(FleetMetric::Utilization, 99)));
        m_view->setStore(m_store.get());
    }
};

QTEST_MAIN(TestFleetView)
#include "tst_fleet_view.moc"
