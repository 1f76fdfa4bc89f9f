// SPDX-License-Identifier: GPL-3.0-or-later
// The telemetry seam through a console with no window (services::Console, the shipped wiring): a sink
// registered once receives this machine's agent (the real agent with the stand-in NVML) and a netlab
// cluster's nodes (real OpenSSH servers in namespaces, the real agent pushed there, the same stand-in NVML)
// in the same records, with the same fields. Then the console's own alert sink, fed through the same seam:
// "link degraded" for a node whose link a relay shapes (the RTT grows over the rule's limit), and "agent
// silent" for a node whose agent is killed (the fleet is told not to restart it). The rules' windows are
// made short through the thresholds file and the evaluation interval; nothing asserts on time.
#include "agent/local_agent.h"
#include "agent/telemetry_sink.h"
#include "lab_process.h"
#include "lab_wait.h"
#include "netlab/netlab.h"
#include "services/alert_center.h"
#include "services/alert_sink.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/local_fleet_feed.h"
#include "tst_fleet_stream_common.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

using namespace cg;

namespace {

using cg::testlab::killAgentsIn;

constexpr quint16 kRelayPort = 2203;
const QString kCluster = QStringLiteral("lab-seam");

// Everything a sink heard, per "fleet/node".
struct Heard
{
    QList<TelemetryHello> hellos;
    QList<TelemetrySample> samples;
    QList<TelemetryLink> links;
    int heartbeats = 0;
    QList<FleetNodeState> states;
};

class RecordingSink : public TelemetrySink
{
public:
    explicit RecordingSink(QHash<QString, Heard> *heard) : m_heard(heard) {}
    void hello(const TelemetryHello &h) override { at(h.origin).hellos << h; }
    void sample(const TelemetrySample &s) override { at(s.origin).samples << s; }
    void heartbeat(const TelemetryHeartbeat &h) override { ++at(h.origin).heartbeats; }
    void link(const TelemetryLink &l) override { at(l.origin).links << l; }
    void nodeState(const TelemetryStateChange &c) override { at(c.origin).states << c.state; }

private:
    Heard &at(const TelemetryOrigin &o) { return (*m_heard)[o.fleet + QLatin1Char('/') + o.node]; }
    QHash<QString, Heard> *m_heard;
};

// The field names of a JSON value, nested ones as "parent.child" (list entries as "parent[].child").
void fieldsOf(const QJsonValue &v, const QString &prefix, QSet<QString> &out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString name = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
            out.insert(name);
            fieldsOf(it.value(), name, out);
        }
    } else if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            fieldsOf(e, prefix + QStringLiteral("[]"), out);
    }
}

QSet<QString> fieldsOf(const proto::Sample &s)
{
    QSet<QString> out;
    fieldsOf(QJsonDocument::fromJson(QByteArray::fromStdString(proto::sampleToJsonLine(s))).object(), {},
             out);
    return out;
}

QSet<QString> fieldsOf(const QJsonObject &o)
{
    QSet<QString> out;
    fieldsOf(o, {}, out);
    return out;
}

} // namespace

class TestTelemetrySeam : public QObject
{
    Q_OBJECT

    ssh::Endpoint endpoint(const QString &host, quint16 port = 22) const
    {
        ssh::Endpoint e;
        e.host = host;
        e.port = port;
        e.user = QStringLiteral("root");
        return e;
    }

    QString alertsText() const
    {
        QStringList out;
        for (const planning::Alert &a : m_console->alerts().engine().active())
            out << planning::kindName(a.kind) + QLatin1Char(' ') + a.subject + QStringLiteral(": ") + a.what;
        return out.join(QStringLiteral("; "));
    }

    const planning::Alert *activeAlert(planning::AlertKind kind, const QString &subject)
    {
        m_active = m_console->alerts().engine().active();
        for (const planning::Alert &a : m_active) {
            if (a.kind == kind && a.cluster == kCluster && a.subject == subject)
                return &a;
        }
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qunsetenv("SSH_AUTH_SOCK");
        // The stand-in NVML for this machine's agent (a child process) and for the lab hosts' agents.
        qputenv("LD_LIBRARY_PATH", CLUSTERGATE_FAKE_NVML_DIR);
        qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("telemetry seam tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
        // The relay stands on bastion1, in front of the node host; it shapes that one link later.
        QVERIFY(m_relay.start(m_lab.value("NS_BASTION1"), "198.18.4.1", kRelayPort, "198.18.4.2", 22));
        m_knownHosts = m_lab.file(QStringLiteral("kh-seam"));
        QFile in(m_lab.file(QStringLiteral("known_hosts"))),
            key(m_lab.file(QStringLiteral("node/host_ed25519.pub")));
        QFile out(m_knownHosts);
        QVERIFY(in.open(QIODevice::ReadOnly) && key.open(QIODevice::ReadOnly) &&
                out.open(QIODevice::WriteOnly));
        const QList<QByteArray> k = key.readAll().split(' ');
        out.write(in.readAll());
        out.write("[198.18.4.1]:" + QByteArray::number(kRelayPort) + ' ' + k.at(0) + ' ' + k.at(1) + '\n');
        out.close();

        m_console = std::make_unique<services::Console>();
        m_console->open();
        QVERIFY2(m_console->databaseError().isEmpty(), qPrintable(m_console->databaseError()));
        // Registered once, before anything streams: every fleet of the console gets one, this machine's too.
        m_console->addTelemetrySink(
            [this](const QString &) { return std::make_unique<RecordingSink>(&m_heard); });

        // The alert rules' windows, short, from a thresholds file as an operator would set them.
        const QString thresholds = m_lab.file(QStringLiteral("alerts.yaml"));
        QFile t(thresholds);
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write("defaults:\n  agent_stale_seconds: 2\n  link_rtt_ms: 400\n  link_samples: 2\n");
        t.close();
        QVERIFY(m_console->alerts().loadThresholds(thresholds).ok());
        m_console->alerts().setEvaluationInterval(200);

        ClusterRecord c;
        c.name = kCluster;
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion = endpoint(m_lab.value("BASTION1"));
        bastion.label = QStringLiteral("bastion1");
        c.jumps = {bastion};
        const auto id = m_console->inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        m_clusterId = id.value();
        NodeRecord killed, shaped;
        killed.name = QStringLiteral("gpu-a"); // bastion2's host: its own namespace, its own agent
        killed.endpoint = endpoint(m_lab.value("BASTION2"));
        shaped.name = QStringLiteral("gpu-b"); // the node host, through the relay
        shaped.endpoint = endpoint(QStringLiteral("198.18.4.1"), kRelayPort);
        QVERIFY(m_console->inventory().upsertNodes(m_clusterId, {killed, shaped}).ok());
    }

    void cleanupTestCase()
    {
        m_console.reset();
        m_relay.stop();
        m_lab.down();
    }

    // Acceptance: a TelemetrySink registered once receives the same samples from a netlab fleet and from
    // this machine.
    void oneSinkHearsThisMachineAndTheLabAlike()
    {
        m_console->localAgent().setIntervalMs(500);
        m_console->localAgent().start();
        FleetOptions o;
        o.base.knownHostsFile = m_knownHosts;
        o.base.useAgent = false;
        o.base.timeoutMs = 15000;
        o.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        o.intervalMs = 500;
        o.pingIntervalMs = 500;
        o.silenceTimeoutMs = 60000;                // a shaped link trickles: it is slow, not lost
        o.restart = ssh::RetryPolicy{0, 300, 300}; // a killed agent stays dead: its node falls silent
        QString error;
        services::ClusterFleet *fleet = m_console->startFleet(m_clusterId, o, &error);
        QVERIFY2(fleet, qPrintable(error));

        const QString local = LocalAgent::kTargetId + QLatin1Char('/') + LocalAgent::kTargetId;
        const QString remote = kCluster + QStringLiteral("/gpu-b");
        const auto ready = [this](const QString &key) {
            const Heard h = m_heard.value(key);
            if (h.hellos.isEmpty() || h.samples.size() < 3 || h.heartbeats < 3)
                return false;
            for (const TelemetryLink &l : h.links) {
                if (std::isfinite(l.retransPerSecond) && std::isfinite(l.retransPercent))
                    return true;
            }
            return false;
        };
        const auto state = [fleet] {
            QStringList out;
            for (const QString &n : fleet->nodes())
                out << n + QLatin1Char(' ') + FleetSession::stateName(fleet->status(n).state) +
                           QLatin1Char(' ') + fleet->status(n).reason;
            return out.join(QStringLiteral("; "));
        };
        CG_LAB_WAIT2(ready(remote), qPrintable(state()), 120000);
        CG_LAB_WAIT2(ready(local), qPrintable(m_console->localAgent().errorString()), 60000);
        CG_LAB_WAIT2(ready(kCluster + QStringLiteral("/gpu-a")), qPrintable(state()), 60000);

        const Heard l = m_heard.value(local), r = m_heard.value(remote);
        // Both through the same path: streaming reported as a node state, hellos, samples, links, beats.
        QVERIFY(l.states.contains(FleetNodeState::Streaming));
        QVERIFY(r.states.contains(FleetNodeState::Streaming));
        QCOMPARE(fieldsOf(l.hellos.last().hello), fieldsOf(r.hellos.last().hello));
        // The same sample shape, field for field, GPUs included (the stand-in NVML's two on both sides).
        const proto::Sample &ls = l.samples.last().sample, &rs = r.samples.last().sample;
        QCOMPARE(ls.gpus.size(), std::size_t(2));
        QCOMPARE(rs.gpus.size(), ls.gpus.size());
        for (std::size_t i = 0; i < ls.gpus.size(); ++i)
            QCOMPARE(rs.gpus[i].valid, ls.gpus[i].valid);
        QCOMPARE(fieldsOf(rs), fieldsOf(ls));
        QVERIFY(std::isfinite(ls.tcpRetransSegsPerSec) && std::isfinite(rs.tcpRetransSegsPerSec));
        // Links: an RTT and its spread from each, the node's retransmits from its own counters.
        for (const Heard *h : {&l, &r}) {
            const TelemetryLink &k = h->links.last();
            QVERIFY(std::isfinite(k.rttMs) && k.rttMs >= 0);
            QVERIFY(std::isfinite(k.jitterMs) && k.jitterMs >= 0);
        }
        // Named the same way: the fleet and the node, and the console's receive time.
        QCOMPARE(l.samples.last().origin.fleet, LocalAgent::kTargetId);
        QCOMPARE(r.samples.last().origin.fleet, kCluster);
        QVERIFY(l.samples.last().origin.atMs > 0 && r.samples.last().origin.atMs > 0);
        // And the fleet view's store, another sink on the same feed, saw the node too.
        QCOMPARE(fleet->store().node(QStringLiteral("gpu-b"))->status, NodeStatus::Live);
        QVERIFY(m_console->localFleet().store()->node(LocalAgent::kTargetId).has_value());
    }

    // Acceptance (telemetry part of 6): alerts through the shipped wiring, in a console with no window.
    void linkDegradedThroughAShapedRelay()
    {
        QVERIFY(!m_heard.value(kCluster + QStringLiteral("/gpu-b")).links.isEmpty());
        // A middlebox that lets 200 bytes a second through each way: the samples queue behind it, and each
        // pong with them.
        m_relay.setRateLimit(200);
        const QString link = services::AlertSink::linkName(QStringLiteral("gpu-b"));
        CG_LAB_WAIT2(activeAlert(planning::AlertKind::LinkDegraded, link), qPrintable(alertsText()), 90000);
        const planning::Alert *a = activeAlert(planning::AlertKind::LinkDegraded, link);
        QVERIFY2(a->what.contains(QLatin1String("RTT")), qPrintable(a->what));
        qInfo("%s", qPrintable(a->what));
        m_relay.setRateLimit(0);
    }

    void agentSilentWhenItsAgentIsKilled()
    {
        const QString key = kCluster + QStringLiteral("/gpu-a");
        QVERIFY(m_heard.value(key).heartbeats > 0);
        QCOMPARE(killAgentsIn(m_lab.value("NS_BASTION2")), 1);
        services::ClusterFleet *fleet = m_console->fleet(m_clusterId);
        QTRY_COMPARE_WITH_TIMEOUT(fleet->status(QStringLiteral("gpu-a")).state, FleetNodeState::Refused,
                                  30000);
        CG_LAB_WAIT2(activeAlert(planning::AlertKind::AgentStale, QStringLiteral("gpu-a")),
                     qPrintable(alertsText()), 60000);
        const planning::Alert *a = activeAlert(planning::AlertKind::AgentStale, QStringLiteral("gpu-a"));
        QCOMPARE(a->severity, planning::AlertSeverity::Critical);
        QVERIFY(m_console->alerts().notificationsSent() >= 1);
        qInfo("%s", qPrintable(a->what));
    }

private:
    QTemporaryDir m_home;
    test::NetLab m_lab;
    test::LinkRelay m_relay;
    QString m_knownHosts;
    QHash<QString, Heard> m_heard; // before the console: its sinks write here until it is gone
    std::unique_ptr<services::Console> m_console;
    qint64 m_clusterId = 0;
    QList<planning::Alert> m_active;
};

QTEST_GUILESS_MAIN(TestTelemetrySeam)
#include "tst_telemetry_seam.moc"
