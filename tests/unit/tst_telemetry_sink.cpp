// SPDX-License-Identifier: GPL-3.0-or-later
// The telemetry seam without processes: a fleet's TelemetryFeed hands every record to each registered sink
// (owned or not, added or removed on the way, even from inside a call), links carry the node's TCP
// retransmits from its latest sample, samples and pongs are heartbeats; the fleet store and the alert feed
// as sinks: what they make of the records.
#include "agent/fleet_store.h"
#include "agent/fleet_store_feed.h"
#include "agent/telemetry_sink.h"
#include "services/alert_center.h"
#include "services/alert_sink.h"

#include <QtTest>

#include <cmath>

using namespace cg;

namespace {

struct Log
{
    QStringList calls; // "sample local/local", ...
    QList<TelemetryLink> links;
};

class LoggingSink : public TelemetrySink
{
public:
    explicit LoggingSink(Log *log, const QString &name = {}) : m_log(log), m_name(name) {}
    void hello(const TelemetryHello &h) override { add(QStringLiteral("hello"), h.origin); }
    void sample(const TelemetrySample &s) override { add(QStringLiteral("sample"), s.origin); }
    void heartbeat(const TelemetryHeartbeat &h) override { add(QStringLiteral("heartbeat"), h.origin); }
    void link(const TelemetryLink &l) override
    {
        add(QStringLiteral("link"), l.origin);
        m_log->links << l;
    }
    void nodeState(const TelemetryStateChange &c) override
    {
        add(QStringLiteral("state:") + QString::number(int(c.state)), c.origin);
    }

private:
    void add(const QString &what, const TelemetryOrigin &o)
    {
        QVERIFY(o.atMs > 0);
        m_log->calls << m_name + what + QLatin1Char(' ') + o.fleet + QLatin1Char('/') + o.node;
    }
    Log *m_log;
    QString m_name;
};

proto::Sample sample(double retrans, double out, std::vector<float> utils = {})
{
    proto::Sample s;
    s.tcpRetransSegsPerSec = retrans;
    s.tcpOutSegsPerSec = out;
    for (std::size_t i = 0; i < utils.size(); ++i) {
        proto::GpuSample g;
        g.index = std::uint32_t(i);
        g.utilization = utils[i];
        s.gpus.push_back(g);
    }
    return s;
}

} // namespace

class TestTelemetrySink : public QObject
{
    Q_OBJECT

private slots:
    void everySinkReceivesEveryRecordNamedByFleetAndNode()
    {
        Log log;
        TelemetryFeed feed(QStringLiteral("sg-h200"));
        LoggingSink a(&log, QStringLiteral("a:"));
        feed.addSink(&a);
        feed.addSink(&a); // once only
        feed.addSink(std::make_unique<LoggingSink>(&log, QStringLiteral("b:")));
        QCOMPARE(feed.sinkCount(), 2);
        feed.publishHello(QStringLiteral("gpu-01"), {{QStringLiteral("hostname"), QStringLiteral("g1")}});
        feed.publishSample(QStringLiteral("gpu-01"), sample(1, 100));
        feed.publishRtt(QStringLiteral("gpu-01"), 12, 1);
        feed.publishState(QStringLiteral("gpu-01"), FleetNodeState::Streaming, {});
        const QString n = QStringLiteral(" sg-h200/gpu-01");
        QCOMPARE(log.calls, (QStringList{QStringLiteral("a:hello") + n, QStringLiteral("b:hello") + n,
                                         QStringLiteral("a:sample") + n, QStringLiteral("b:sample") + n,
                                         QStringLiteral("a:heartbeat") + n, QStringLiteral("b:heartbeat") + n,
                                         QStringLiteral("a:link") + n, QStringLiteral("b:link") + n,
                                         QStringLiteral("a:heartbeat") + n, QStringLiteral("b:heartbeat") + n,
                                         QStringLiteral("a:state:2") + n, QStringLiteral("b:state:2") + n}));
        log.calls.clear();
        feed.removeSink(&a);
        feed.publishState(QStringLiteral("gpu-01"), FleetNodeState::Stopped, {});
        QCOMPARE(log.calls, QStringList{QStringLiteral("b:state:9") + n});
    }

    void linksCarryTheNodesRetransmits()
    {
        Log log;
        TelemetryFeed feed(QStringLiteral("c"));
        LoggingSink s(&log);
        feed.addSink(&s);
        feed.publishRtt(QStringLiteral("n1"), 5, 0.5);            // before any sample: not known
        feed.publishSample(QStringLiteral("n1"), sample(4, 196)); // 4 of 200 segments sent were sent again
        feed.publishSample(QStringLiteral("n2"), sample(proto::kUnknown, proto::kUnknown));
        feed.publishSample(QStringLiteral("n3"), sample(0, 0)); // nothing sent: no word on loss
        feed.publishRtt(QStringLiteral("n1"), 6, 0.7);
        feed.publishRtt(QStringLiteral("n2"), 7, 0.9);
        feed.publishRtt(QStringLiteral("n3"), 8, 0.1);
        QCOMPARE(log.links.size(), 4);
        QCOMPARE(log.links[3].retransPerSecond, 0.0);
        QVERIFY(std::isnan(log.links[3].retransPercent));
        QVERIFY(std::isnan(log.links[0].retransPerSecond) && std::isnan(log.links[0].retransPercent));
        QCOMPARE(log.links[1].rttMs, 6.0);
        QCOMPARE(log.links[1].jitterMs, 0.7);
        QCOMPARE(log.links[1].retransPerSecond, 4.0);
        QCOMPARE(log.links[1].retransPercent, 2.0);
        QVERIFY(std::isnan(log.links[2].retransPerSecond)); // n2's agent does not report them
    }

    void aSinkMayLeaveFromInsideACall()
    {
        TelemetryFeed feed;
        struct Leaving : TelemetrySink
        {
            TelemetryFeed *feed = nullptr;
            TelemetrySink *other = nullptr;
            int calls = 0;
            void heartbeat(const TelemetryHeartbeat &) override
            {
                ++calls;
                feed->removeSink(other); // the other one hears nothing more, this record included
            }
        } leaving;
        struct Counting : TelemetrySink
        {
            int calls = 0;
            void heartbeat(const TelemetryHeartbeat &) override { ++calls; }
        } counting;
        leaving.feed = &feed;
        leaving.other = &counting;
        feed.addSink(&leaving);
        feed.addSink(&counting);
        feed.publishRtt(QStringLiteral("n"), 1, 0);
        QCOMPARE(leaving.calls, 1);
        QCOMPARE(counting.calls, 0);
    }

    void rttSpread()
    {
        RttSpread s(2);
        QCOMPARE(s.add(10), 0.0);
        QCOMPARE(s.add(20), 5.0);
        QCOMPARE(s.add(20), 0.0); // the window holds the last two
    }

    void fleetStoreAsASink()
    {
        FleetStore store;
        FleetStoreSink sink(&store);
        TelemetryFeed feed(QStringLiteral("c"));
        feed.addSink(&sink);
        feed.publishState(QStringLiteral("n1"), FleetNodeState::Connecting, {});
        feed.publishHello(QStringLiteral("n1"), {{QStringLiteral("hostname"), QStringLiteral("host-1")}});
        feed.publishSample(QStringLiteral("n1"), sample(1, 100, {50}));
        feed.publishRtt(QStringLiteral("n1"), 42, 0);
        auto n = store.node(QStringLiteral("n1"));
        QVERIFY(n.has_value());
        QCOMPARE(n->hostName, QStringLiteral("host-1"));
        QCOMPARE(n->status, NodeStatus::Live);
        QCOMPARE(n->link.rttMs, 42.0);
        feed.publishState(QStringLiteral("n1"), FleetNodeState::Unreachable, QStringLiteral("hop 2 refused"));
        n = store.node(QStringLiteral("n1"));
        QCOMPARE(n->status, NodeStatus::Unreachable);
        QVERIFY2(n->reason.contains(QLatin1String("hop 2 refused")), qPrintable(n->reason));
    }

    void alertFeedAsASink()
    {
        services::AlertCenter center(0);
        planning::AlertThresholdSet t;
        t.defaults.linkRttMs = 100;
        t.defaults.linkSamples = 2;
        t.defaults.agentStaleSeconds = 30;
        t.defaults.linkLossPercent = 10; // n2's 8 % retransmitted below is not yet packet loss
        center.engine().setThresholds(t);
        TelemetryFeed feed(QStringLiteral("sg"));
        feed.addSink(std::make_unique<services::AlertSink>(&center));
        feed.publishSample(QStringLiteral("n1"), sample(proto::kUnknown, proto::kUnknown, {0, 90}));
        feed.publishRtt(QStringLiteral("n1"), 500, 0); // RTT over the limit, retransmits unknown
        QVERIFY(center.evaluate(QDateTime::currentDateTimeUtc()).isEmpty()); // one bad sample is not a trend
        feed.publishRtt(QStringLiteral("n1"), 600, 50);
        const auto changes = center.evaluate(QDateTime::currentDateTimeUtc());
        QCOMPARE(changes.raised.size(), 1);
        const planning::Alert link = changes.raised.first();
        QCOMPARE(link.kind, planning::AlertKind::LinkDegraded);
        QCOMPARE(link.cluster, QStringLiteral("sg"));
        QCOMPARE(link.subject, services::AlertSink::linkName(QStringLiteral("n1")));
        QVERIFY2(!link.what.contains(QLatin1String("nan")), qPrintable(link.what));
        // Retransmits from the agent's counters count too, even with a good RTT.
        feed.publishSample(QStringLiteral("n2"), sample(80, 1000));
        feed.publishRtt(QStringLiteral("n2"), 1, 0);
        feed.publishRtt(QStringLiteral("n2"), 1, 0);
        QCOMPARE(center.evaluate(QDateTime::currentDateTimeUtc()).raised.size(), 1);
        // Heartbeats: a silent node is reported, a node stopped on purpose is forgotten.
        const QDateTime later = QDateTime::currentDateTimeUtc().addSecs(120);
        auto stale = center.evaluate(later);
        QStringList silent;
        for (const planning::Alert &a : stale.raised) {
            if (a.kind == planning::AlertKind::AgentStale)
                silent << a.subject;
        }
        silent.sort();
        QCOMPARE(silent, (QStringList{QStringLiteral("n1"), QStringLiteral("n2")}));
        for (const planning::Alert &a : center.engine().active()) {
            if (a.kind == planning::AlertKind::AgentStale)
                QVERIFY2(!a.neverReached && a.what.contains(QStringLiteral("last at")), qPrintable(a.what));
        }
        feed.publishState(QStringLiteral("n2"), FleetNodeState::Stopped, {});
        stale = center.evaluate(later.addSecs(1));
        QCOMPARE(stale.cleared.size(), 1);
        QCOMPARE(stale.cleared.first().subject, QStringLiteral("n2"));
    }

    // A node the fleet tries and never reaches is watched from that first attempt: past the agent-silent
    // threshold it is reported silent, and its first sample resolves the alert.
    void aNodeNeverReachedIsReportedSilentUntilItStreams()
    {
        services::AlertCenter center(0);
        planning::AlertThresholdSet t;
        t.defaults.agentStaleSeconds = 30;
        center.engine().setThresholds(t);
        TelemetryFeed feed(QStringLiteral("sg"));
        feed.addSink(std::make_unique<services::AlertSink>(&center));
        const QDateTime start = QDateTime::currentDateTimeUtc();
        feed.publishState(QStringLiteral("dead1"), FleetNodeState::Connecting, {});
        feed.publishState(QStringLiteral("dead1"), FleetNodeState::Unreachable, QStringLiteral("timed out"));
        QVERIFY(center.evaluate(start.addSecs(10)).raised.isEmpty()); // within the threshold
        const auto raised = center.evaluate(start.addSecs(120)).raised;
        QCOMPARE(raised.size(), 1);
        QCOMPARE(raised.first().kind, planning::AlertKind::AgentStale);
        QCOMPARE(raised.first().subject, QStringLiteral("dead1"));
        QVERIFY(!raised.first().todo.isEmpty());
        // Never reached: said as such (a field, not read from the text), no agent to restart there.
        QVERIFY(raised.first().neverReached);
        QVERIFY2(raised.first().what.contains(QStringLiteral("not reached since")),
                 qPrintable(raised.first().what));
        QVERIFY2(!raised.first().what.contains(QStringLiteral("last at")), qPrintable(raised.first().what));
        QVERIFY2(raised.first().todo.contains(QStringLiteral("reachable from the jump host")),
                 qPrintable(raised.first().todo));
        QVERIFY2(!raised.first().todo.contains(QStringLiteral("Restart Agent")),
                 qPrintable(raised.first().todo));
        // It comes up: its first sample resolves the alert.
        feed.publishState(QStringLiteral("dead1"), FleetNodeState::Streaming, {});
        feed.publishSample(QStringLiteral("dead1"), sample(0, 0, {10}));
        const auto cleared = center.evaluate(QDateTime::currentDateTimeUtc()).cleared;
        QCOMPARE(cleared.size(), 1);
        QCOMPARE(cleared.first().subject, QStringLiteral("dead1"));
    }

    void aFleetThatGoesIsNotReportedSilent()
    {
        services::AlertCenter center(0);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        {
            TelemetryFeed feed(QStringLiteral("deleted"));
            feed.addSink(std::make_unique<services::AlertSink>(&center));
            feed.publishSample(QStringLiteral("n1"), sample(0, 0, {10}));
            feed.publishRtt(QStringLiteral("n2"), 1, 0);
            QCOMPARE(center.evaluate(now.addSecs(3600)).raised.size(), 2); // both silent while it exists
        } // the fleet (and its sinks) gone: its cluster was deleted
        const auto changes = center.evaluate(now.addSecs(3601));
        QCOMPARE(changes.cleared.size(), 2);
        QVERIFY(center.engine().active().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTelemetrySink)
#include "tst_telemetry_sink.moc"
