// SPDX-License-Identifier: GPL-3.0-or-later
// Live telemetry from a fleet behind one bastion, against real OpenSSH servers in network namespaces
// (netlab, needs root) and the real agent: samples from every node with its own host name, RTT from
// ping/pong, an agent killed on one node (restarted, gap marked), a link cut and healed by a relay
// (resumes, nothing else disturbed), a node whose host key changed and a node that is down (both
// reported, the rest goes on), stop and remove.
#include "agent/fleet_audit.h"
#include "agent/fleet_store.h"
#include "agent/fleet_store_feed.h"
#include "agent/telemetry_channel.h"
#include "ledger/audit_log.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "netlab/netlab.h"
#include "protocol/frame.h"
#include "ssh/connection_hub.h"
#include "ssh/ssh_service.h"
#include "storage/database.h"
#include "tst_fleet_stream_common.h"

#include <QFile>
#include <QSignalSpy>
#include <QtTest>

using cg::FleetNodeState;
using cg::FleetSession;
using cg::ssh::ChainPlan;
using cg::ssh::Endpoint;

namespace {
constexpr quint16 kRelayPort = 2201;
constexpr quint16 kBastionRelayPort = 2299;
const QStringList kGoodNodes{QStringLiteral("node"), QStringLiteral("bastion2"), QStringLiteral("node2"),
                             QStringLiteral("relayed")};
} // namespace

class TestFleetStream : public QObject
{
    Q_OBJECT

    Endpoint endpoint(const QString &host, quint16 port = 22) const
    {
        Endpoint e;
        e.host = host;
        e.port = port;
        e.user = QStringLiteral("root");
        e.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        return e;
    }

    cg::FleetNode node(const QString &id, const QList<Endpoint> &jumps, const Endpoint &target) const
    {
        cg::FleetNode n;
        n.id = id;
        n.plan.jumps = jumps;
        n.plan.target = target;
        return n;
    }

    QHash<QString, int> sampleCounts() const
    {
        QHash<QString, int> c;
        for (const QString &id : kGoodNodes)
            c.insert(id, m_rec->samples(id));
        return c;
    }

    // Every node but `except` kept streaming since `before`, without a gap.
    void othersUndisturbed(const QHash<QString, int> &before, const QHash<QString, int> &gapsBefore,
                           const QString &except)
    {
        for (const QString &id : kGoodNodes) {
            if (id == except || m_stoppedOnPurpose.contains(id))
                continue;
            QTRY_VERIFY2_WITH_TIMEOUT(m_rec->samples(id) >= before.value(id) + 2, qPrintable(id), 15000);
            QCOMPARE(m_rec->nodes.value(id).gapsStarted, gapsBefore.value(id));
            QCOMPARE(m_rec->nodes.value(id).state, FleetNodeState::Streaming);
        }
    }

    QHash<QString, int> gapCounts() const
    {
        QHash<QString, int> c;
        for (const QString &id : kGoodNodes)
            c.insert(id, m_rec->nodes.value(id).gapsStarted);
        return c;
    }

private slots:
    void initTestCase()
    {
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("fleet streaming tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());

        // The relay stands on the bastion between it and the node; known_hosts names the node under the
        // relay's address, and records a wrong key for the node whose key "changed".
        QVERIFY(m_relay.start(m_lab.value("NS_BASTION1"), "198.18.4.1", kRelayPort, "198.18.4.2", 22));
        QFile in(m_lab.file(QStringLiteral("known_hosts")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = in.readAll().split('\n');
        QFile nodeKey(m_lab.file(QStringLiteral("node/host_ed25519.pub")));
        QFile otherKey(m_lab.file(QStringLiteral("bastion2/host_ed25519.pub")));
        QVERIFY(nodeKey.open(QIODevice::ReadOnly) && otherKey.open(QIODevice::ReadOnly));
        const QList<QByteArray> nk = nodeKey.readAll().split(' ');
        const QList<QByteArray> ok = otherKey.readAll().split(' ');
        m_knownHosts = m_lab.file(QStringLiteral("kh-fleet"));
        QFile out(m_knownHosts);
        QVERIFY(out.open(QIODevice::WriteOnly));
        for (const QByteArray &line : lines) {
            if (!line.startsWith("198.18.4.12 "))
                out.write(line + '\n');
        }
        out.write("198.18.4.12 " + ok.at(0) + ' ' + ok.at(1) + '\n');
        out.write("[198.18.4.1]:" + QByteArray::number(kRelayPort) + ' ' + nk.at(0) + ' ' + nk.at(1) + '\n');
        out.close();

        // The agent events go to a real audit log (and are counted on the way).
        QVERIFY(m_db.open(m_lab.file(QStringLiteral("clustergate.sqlite"))).ok());
        m_ledgerStore = std::make_unique<cg::ledger::SqliteLedgerStore>(m_db);
        m_ledger = std::make_unique<cg::ledger::Ledger>(*m_ledgerStore);
        m_auditLog = std::make_unique<cg::FleetAuditLog>(m_ledger->audit(), QStringLiteral("operator"));
        m_audit = std::make_unique<cg::test::RecordingFleetAudit>(m_auditLog.get());

        m_fleet = std::make_unique<FleetSession>(&m_hub);
        m_rec = std::make_unique<cg::test::FleetRecorder>(*m_fleet);
        m_fleet->setAuditSink(m_audit.get());
        m_feed = std::make_unique<cg::FleetStoreFeed>(m_fleet.get(), &m_store);
    }

    void cleanupTestCase()
    {
        m_feed.reset();
        m_rec.reset();
        m_fleet.reset();
        m_audit.reset();
        m_auditLog.reset();
        m_relay.stop();
        m_lab.down();
    }

    void samplesFromEveryNodeWithItsHostName()
    {
        const Endpoint b1 = endpoint(m_lab.value("BASTION1"));
        const Endpoint b2 = endpoint(m_lab.value("BASTION2"));
        cg::FleetOptions &o = m_options;
        o.base.knownHostsFile = m_knownHosts;
        o.base.useAgent = false;
        o.base.timeoutMs = 10000;
        o.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        o.intervalMs = 500;
        o.pingIntervalMs = 500;
        o.silenceTimeoutMs = 3000;
        o.reconnect = cg::ssh::RetryPolicy{1 << 30, 300, 3000};
        o.restart = cg::ssh::RetryPolicy{8, 300, 3000};
        const QList<cg::FleetNode> nodes{
            node(QStringLiteral("node"), {b1}, endpoint(m_lab.value("NODE"))),
            node(QStringLiteral("bastion2"), {b1}, b2),
            node(QStringLiteral("node2"), {b1, b2}, endpoint(m_lab.value("NODE2"))),
            node(QStringLiteral("relayed"), {b1}, endpoint(QStringLiteral("198.18.4.1"), kRelayPort)),
            node(QStringLiteral("changed"), {b1}, endpoint(QStringLiteral("198.18.4.12"))),
            node(QStringLiteral("down"), {b1}, endpoint(QStringLiteral("198.18.4.13"), 2)),
        };
        m_fleet->start(o, nodes);

        const QHash<QString, QString> hostNames{{QStringLiteral("node"), QStringLiteral("cg-node")},
                                                {QStringLiteral("bastion2"), QStringLiteral("cg-bastion2")},
                                                {QStringLiteral("node2"), QStringLiteral("cg-node2")},
                                                {QStringLiteral("relayed"), QStringLiteral("cg-node")}};
        for (const QString &id : kGoodNodes) {
            QTRY_VERIFY2_WITH_TIMEOUT(m_rec->samples(id) >= 3,
                                      qPrintable(id + QStringLiteral(": ") + m_rec->nodes.value(id).reason),
                                      90000);
            QCOMPARE(m_rec->nodes.value(id).hostName, hostNames.value(id));
            QCOMPARE(m_rec->nodes.value(id).state, FleetNodeState::Streaming);
            QCOMPARE(m_audit->count(QStringLiteral("agent.deploy"), id), 1);
            QCOMPARE(m_audit->count(QStringLiteral("agent.start"), id), 1);
        }
        // The node whose key changed is stopped with the warning; the one that is down is unreachable.
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(QStringLiteral("changed")).state,
                                  FleetNodeState::HostKeyChanged, 20000);
        const QString warning = m_rec->nodes.value(QStringLiteral("changed")).reason;
        QVERIFY2(warning.contains(QLatin1String("CHANGED")) && warning.contains(QLatin1String("198.18.4.12")),
                 qPrintable(warning));
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(QStringLiteral("down")).state,
                                  FleetNodeState::Unreachable, 20000);
        const QString down = m_rec->nodes.value(QStringLiteral("down")).reason;
        // Named for what it is: the node, not reached through its jump host (not "hop 2").
        QVERIFY2(down.contains(QLatin1String("198.18.4.13")) && down.contains(QLatin1String("198.18.1.1")) &&
                     !down.contains(QLatin1String("hop 2")),
                 qPrintable(down));
        QCOMPARE(m_audit->count(QStringLiteral("agent.start"), QStringLiteral("changed")), 0);
        QCOMPARE(m_rec->samples(QStringLiteral("changed")), 0);
        qInfo("down node: %s", qPrintable(down));

        // The fleet view's store sees the same: live nodes with their host names, the two others
        // unreachable with the reason.
        for (const QString &id : kGoodNodes) {
            const auto n = m_store.node(id);
            QVERIFY2(n.has_value(), qPrintable(id));
            QCOMPARE(n->status, cg::NodeStatus::Live);
            QCOMPARE(n->hostName, hostNames.value(id));
        }
        const auto changed = m_store.node(QStringLiteral("changed"));
        QVERIFY(changed.has_value());
        QCOMPARE(changed->status, cg::NodeStatus::Unreachable);
        QVERIFY2(changed->reason.contains(QLatin1String("CHANGED")), qPrintable(changed->reason));
        QCOMPARE(m_store.node(QStringLiteral("down"))->status, cg::NodeStatus::Unreachable);

        // All of it over one bastion login.
        m_fleet->requestStats();
        QTRY_VERIFY(m_rec->statsAnswers > 0);
        QCOMPARE(m_rec->tcpConnections, 1);
        QCOMPARE(m_rec->liveStreams, int(kGoodNodes.size()));
    }

    void rttFromPingPong()
    {
        for (const QString &id : kGoodNodes) {
            QTRY_VERIFY_WITH_TIMEOUT(m_rec->nodes.value(id).rtts.size() >= 3, 15000);
            for (double rtt : m_rec->nodes.value(id).rtts)
                QVERIFY2(rtt > 0 && rtt < 5000, qPrintable(QString::number(rtt)));
            QVERIFY(m_rec->nodes.value(id).jitter >= 0);
            qInfo("%s: rtt %.2f ms, jitter %.2f ms", qPrintable(id), m_rec->nodes.value(id).rtts.last(),
                  m_rec->nodes.value(id).jitter);
        }
    }

    // The agent on bastion2 is killed from a separate SSH exec: restarted, a gap marked, others untouched.
    void killedAgentIsRestarted()
    {
        const auto before = sampleCounts();
        const auto gaps = gapCounts();
        cg::ssh::SshService ssh;
        cg::ssh::SessionOptions base;
        base.knownHostsFile = m_knownHosts;
        base.useAgent = false;
        ChainPlan plan;
        plan.jumps = {endpoint(m_lab.value("BASTION1"))};
        plan.target = endpoint(m_lab.value("BASTION2"));
        // Only the agent in bastion2's own network namespace (all lab hosts share one process table).
        const QByteArray kill =
            "me=$(readlink /proc/self/ns/net); n=0; for p in $(pgrep -f '[c]lustergate-agent telemetry'); do "
            "[ \"$(readlink /proc/$p/ns/net)\" = \"$me\" ] && kill -9 $p && n=$((n+1)); done; echo killed $n";
        QSignalSpy finished(&ssh, &cg::ssh::SshService::finished);
        QByteArray out;
        connect(&ssh, &cg::ssh::SshService::output, this,
                [&](quint64, int, const QByteArray &d) { out += d; });
        ssh.exec(plan, base, kill);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY2(finished.at(0).at(2).toString().isEmpty(), qPrintable(finished.at(0).at(2).toString()));
        QCOMPARE(out.trimmed(), QByteArray("killed 1"));

        const QString id = QStringLiteral("bastion2");
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(id).gapsStarted, gaps.value(id) + 1, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(m_rec->nodes.value(id).gapsEnded >= 1, 30000);
        QVERIFY(m_rec->nodes.value(id).states.contains(FleetNodeState::Restarting));
        QVERIFY2(m_rec->nodes.value(id).reason.contains(QLatin1String("KILL")),
                 qPrintable(m_rec->nodes.value(id).reason));
        QCOMPARE(m_audit->count(QStringLiteral("agent.restart"), id), 1);
        QCOMPARE(m_rec->nodes.value(id).hellos, 2);
        QTRY_VERIFY(m_rec->samples(id) > before.value(id) + 2);
        othersUndisturbed(before, gaps, id);
    }

    // The link to one node is cut mid-stream by the relay, then healed: that node resumes, the rest
    // never noticed.
    void linkCutAndHealed()
    {
        const QString id = QStringLiteral("relayed");
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(id).state, FleetNodeState::Streaming, 10000);
        const auto before = sampleCounts();
        const auto gaps = gapCounts();
        m_relay.cut();
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(id).gapsStarted, gaps.value(id) + 1, 20000);
        QTest::qWait(3000); // a reconnect attempt now waits on the dead link
        const int samplesWhileCut = m_rec->samples(id);
        const int endedBefore = m_rec->nodes.value(id).gapsEnded;
        QElapsedTimer healed;
        m_relay.heal();
        healed.start();
        QTRY_VERIFY_WITH_TIMEOUT(m_rec->nodes.value(id).gapsEnded > endedBefore, 30000);
        QVERIFY(m_rec->samples(id) > samplesWhileCut);
        qInfo("streaming resumed %lld ms after the link healed", healed.elapsed());
        QVERIFY(m_rec->nodes.value(id).states.contains(FleetNodeState::Reconnecting));
        othersUndisturbed(before, gaps, id);
        m_fleet->requestStats();
        const int answers = m_rec->statsAnswers;
        QTRY_VERIFY(m_rec->statsAnswers > answers);
        QCOMPARE(m_rec->tcpConnections, 1); // the bastion connection itself was never lost
    }

    // The bastion's own link is cut (its socket stays open, nothing moves) and healed: every stream
    // through it fell silent, so the console logs in again and the nodes resume after the heal.
    void bastionLinkCutAndHealed()
    {
        cg::test::LinkRelay relay;
        QVERIFY(relay.start(m_lab.value("NS_CLIENT"), "127.0.0.1", kBastionRelayPort, "198.18.1.1", 22));
        const QString kh = m_lab.file(QStringLiteral("kh-bastion-relay"));
        {
            QFile in(m_knownHosts), key(m_lab.file(QStringLiteral("bastion1/host_ed25519.pub"))), out(kh);
            QVERIFY(in.open(QIODevice::ReadOnly) && key.open(QIODevice::ReadOnly) &&
                    out.open(QIODevice::WriteOnly));
            const QList<QByteArray> k = key.readAll().split(' ');
            out.write(in.readAll());
            out.write("[127.0.0.1]:" + QByteArray::number(kBastionRelayPort) + ' ' + k.at(0) + ' ' + k.at(1) +
                      '\n');
        }
        cg::ssh::ConnectionHub hub;
        FleetSession fleet(&hub);
        cg::test::FleetRecorder rec(fleet);
        cg::FleetOptions o = m_options;
        o.base.knownHostsFile = kh;
        const Endpoint b1 = endpoint(QStringLiteral("127.0.0.1"), kBastionRelayPort);
        const QStringList ids{QStringLiteral("viaRelay-node"), QStringLiteral("viaRelay-bastion2")};
        fleet.start(o, {node(ids.at(0), {b1}, endpoint(m_lab.value("NODE"))),
                        node(ids.at(1), {b1}, endpoint(m_lab.value("BASTION2")))});
        for (const QString &id : ids)
            QTRY_VERIFY2_WITH_TIMEOUT(rec.samples(id) >= 2, qPrintable(rec.nodes.value(id).reason), 60000);

        relay.cut();
        for (const QString &id : ids)
            QTRY_COMPARE_WITH_TIMEOUT(rec.nodes.value(id).gapsStarted, 1, 20000);
        QTest::qWait(2000);
        QElapsedTimer healed;
        relay.heal();
        healed.start();
        for (const QString &id : ids) {
            QTRY_VERIFY_WITH_TIMEOUT(rec.nodes.value(id).gapsEnded >= 1, 30000);
            QVERIFY(rec.nodes.value(id).states.contains(FleetNodeState::Reconnecting));
        }
        qInfo("both nodes streaming again %lld ms after the bastion's link healed (%s)", healed.elapsed(),
              qPrintable(rec.nodes.value(ids.at(0)).reason));
        fleet.requestStats();
        QTRY_VERIFY(rec.statsAnswers > 0);
        QCOMPARE(rec.tcpConnections, 2); // the lost login and its replacement
        fleet.stopAll();
        for (const QString &id : ids)
            QTRY_COMPARE_WITH_TIMEOUT(rec.nodes.value(id).state, FleetNodeState::Stopped, 15000);
    }

    void stopOneNode()
    {
        const auto before = sampleCounts();
        const auto gaps = gapCounts();
        const QString id = QStringLiteral("node2");
        m_fleet->stopNode(id);
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(id).state, FleetNodeState::Stopped, 15000);
        m_stoppedOnPurpose << id;
        QCOMPARE(m_audit->count(QStringLiteral("agent.stop"), id), 1);
        QCOMPARE(m_rec->nodes.value(id).gapsStarted, gaps.value(id)); // stopping on purpose is no gap
        othersUndisturbed(before, gaps, id);
    }

    // Stream pressed again while a node is still stopping: it stops (audited), then streams again on the
    // plan given now; a second stop before that is the last word.
    void streamAgainWhileStopping()
    {
        const QString id = QStringLiteral("relayed");
        const cg::FleetNode again =
            node(id, {endpoint(m_lab.value("BASTION1"))}, endpoint(QStringLiteral("198.18.4.1"), kRelayPort));
        const int stopsBefore = m_audit->count(QStringLiteral("agent.stop"), id);
        m_fleet->stopNode(id);
        m_fleet->start(m_options, {again});
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(id).states.count(FleetNodeState::Stopped), 1, 15000);
        const int samples = m_rec->samples(id);
        QTRY_VERIFY_WITH_TIMEOUT(m_rec->samples(id) >= samples + 2, 60000);
        QCOMPARE(m_rec->nodes.value(id).state, FleetNodeState::Streaming);
        QCOMPARE(m_audit->count(QStringLiteral("agent.stop"), id), stopsBefore + 1);

        m_fleet->stopNode(id);
        m_fleet->start(m_options, {again});
        m_fleet->stopNode(id);
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(id).states.count(FleetNodeState::Stopped), 2, 15000);
        QTest::qWait(3000);
        QCOMPARE(m_rec->nodes.value(id).state, FleetNodeState::Stopped);
        QCOMPARE(m_audit->count(QStringLiteral("agent.stop"), id), stopsBefore + 2);
        m_stoppedOnPurpose << id;
    }

    void stopAndRemoveAll()
    {
        m_fleet->stopAll(true);
        for (const QString &id : kGoodNodes) {
            if (m_stoppedOnPurpose.contains(id))
                continue;
            QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(id).state, FleetNodeState::Removed, 30000);
            QCOMPARE(m_audit->count(QStringLiteral("agent.remove"), id), 1);
        }
        // Every deploy, start, restart, stop and removal is in the audit log, whose chain is intact.
        const auto agentRows = [this](const QString &subject, const QString &action) {
            cg::ledger::AuditQuery q;
            q.text = subject;
            q.actionPrefix = action;
            q.limit = -1;
            const auto found = m_ledger->audit().rows(q);
            return found.ok() ? found.value() : QList<cg::ledger::AuditRow>();
        };
        m_auditLog->flush();
        QCOMPARE(agentRows({}, QStringLiteral("agent.")).size(), m_audit->count({}));
        const auto rows = agentRows(QStringLiteral("node:bastion2"), QStringLiteral("agent.restart"));
        QCOMPARE(rows.size(), 1);
        QVERIFY2(rows.at(0).details.contains(QLatin1String("198.18.2.2")), qPrintable(rows.at(0).details));
        QCOMPARE(rows.at(0).actor, QStringLiteral("operator"));
        QVERIFY(m_ledger->audit().verify().intact);

        // The node that was down gives up waiting; the one with the changed key stays as it was.
        QTRY_COMPARE_WITH_TIMEOUT(m_rec->nodes.value(QStringLiteral("down")).state, FleetNodeState::Stopped,
                                  15000);
        QCOMPARE(m_rec->nodes.value(QStringLiteral("changed")).state, FleetNodeState::HostKeyChanged);
        QCOMPARE(m_rec->nodes.value(QStringLiteral("changed")).failure, cg::ssh::FailureKind::HostKey);
    }

    // An agent that answers --version like ours but says otherwise in its hello: deployed once more (ours
    // replaces a binary that differs; this one does not), then refused with the reason.
    void mismatchedAgentIsRefused()
    {
        const QByteArray hello =
            R"({"type":"hello","agent_version":"0.0.1","protocol_version":1,"hostname":"impostor"})";
        const std::vector<std::uint8_t> frame = cg::proto::encodeFrame(
            cg::proto::FrameType::Hello, std::vector<std::uint8_t>(hello.begin(), hello.end()));
        const QByteArray b64 =
            QByteArray(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size())).toBase64();
        const QString fake = m_lab.file(QStringLiteral("fake-agent"));
        {
            QFile f(fake);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#!/bin/sh\ncase \"$1\" in\n"
                    "--version) printf 'clustergate-agent 9.9.9\\nprotocol: 1\\n' ;;\n"
                    "telemetry) echo " +
                    b64 + " | base64 -d; exec cat >/dev/null ;;\nesac\n");
            QVERIFY(f.setPermissions(f.permissions() | QFile::ExeOwner));
        }
        cg::test::RecordingFleetAudit audit; // outlives the fleet: its nodes report until they are let go
        cg::ssh::ConnectionHub hub;
        FleetSession fleet(&hub);
        cg::test::FleetRecorder rec(fleet);
        fleet.setAuditSink(&audit);
        cg::FleetOptions o = m_options;
        o.localAgent = fake;
        const QString id = QStringLiteral("impostor");
        fleet.start(o, {node(id, {endpoint(m_lab.value("BASTION1"))}, endpoint(m_lab.value("NODE")))});
        QTRY_COMPARE_WITH_TIMEOUT(rec.nodes.value(id).state, FleetNodeState::Refused, 30000);
        const QString why = rec.nodes.value(id).reason;
        QVERIFY2(why.contains(QLatin1String("0.0.1")) && why.contains(QLatin1String("9.9.9")),
                 qPrintable(why));
        QCOMPARE(audit.count(QStringLiteral("agent.deploy"), id), 2);
        QCOMPARE(rec.nodes.value(id).failure,
                 cg::ssh::FailureKind::None);    // the agent's, not the connection's
        QCOMPARE(rec.nodes.value(id).hellos, 0); // never reported as a hello of ours
        QCOMPARE(rec.samples(id), 0);
    }

    // An agent of ours by its hello whose frames then fail their checksum, again and again: the stream is
    // dropped with the reason and connected again (a new start), instead of being decoded forever.
    void corruptStreamIsDroppedAndReconnected()
    {
        const QByteArray hello =
            R"({"type":"hello","agent_version":"9.9.8","protocol_version":1,"hostname":"corrupt"})";
        const auto bytesOf = [](const std::vector<std::uint8_t> &v) {
            return QByteArray(reinterpret_cast<const char *>(v.data()), qsizetype(v.size()));
        };
        const QByteArray helloFrame = bytesOf(cg::proto::encodeFrame(
            cg::proto::FrameType::Hello, std::vector<std::uint8_t>(hello.begin(), hello.end())));
        cg::proto::Sample sample;
        sample.seq = 1;
        QByteArray bad =
            bytesOf(cg::proto::encodeFrame(cg::proto::FrameType::Sample, cg::proto::encodeSample(sample)));
        bad[bad.size() - 1] = char(bad[bad.size() - 1] ^ 0x5a);
        const QString fake = m_lab.file(QStringLiteral("corrupt-agent"));
        {
            QFile f(fake);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#!/bin/sh\ncase \"$1\" in\n"
                    "--version) printf 'clustergate-agent 9.9.8\\nprotocol: 1\\n' ;;\n"
                    "telemetry) echo " +
                    helloFrame.toBase64() + " | base64 -d; while :; do echo " + bad.repeated(8).toBase64() +
                    " | base64 -d; sleep 0.05; done ;;\nesac\n");
            QVERIFY(f.setPermissions(f.permissions() | QFile::ExeOwner));
        }
        cg::test::RecordingFleetAudit audit; // outlives the fleet: its nodes report until they are let go
        cg::ssh::ConnectionHub hub;
        FleetSession fleet(&hub);
        cg::test::FleetRecorder rec(fleet);
        fleet.setAuditSink(&audit);
        QStringList reasons;
        connect(
            &fleet, &FleetSession::nodeStateChanged, this,
            [&reasons](const QString &, cg::FleetNodeState, const QString &reason) { reasons << reason; });
        cg::FleetOptions o = m_options;
        o.localAgent = fake;
        const QString id = QStringLiteral("corrupt");
        fleet.start(o, {node(id, {endpoint(m_lab.value("BASTION1"))}, endpoint(m_lab.value("NODE")))});
        QTRY_VERIFY_WITH_TIMEOUT(reasons.filter(QStringLiteral("checksum")).size() >= 2, 60000);
        const QString why = reasons.filter(QStringLiteral("checksum")).first();
        QVERIFY2(why.contains(QLatin1String("dropped")) && why.contains(QLatin1String("reconnected")),
                 qPrintable(why));
        QVERIFY(audit.count(QStringLiteral("agent.start"), id) +
                    audit.count(QStringLiteral("agent.restart"), id) >=
                2);
        QVERIFY(rec.nodes.value(id).hellos >= 1);
        QCOMPARE(rec.samples(id), 0);
        fleet.stopAll(false);
    }

    void helloOfAnotherAgentIsNamed()
    {
        cg::BundledAgent local;
        local.versionLine = QStringLiteral("clustergate-agent 1.2.3");
        QVERIFY(
            cg::TelemetryChannel::helloMismatch({{QStringLiteral("protocol_version"), 1},
                                                 {QStringLiteral("agent_version"), QStringLiteral("1.2.3")}},
                                                local)
                .isEmpty());
        QVERIFY(
            cg::TelemetryChannel::helloMismatch({{QStringLiteral("protocol_version"), 2},
                                                 {QStringLiteral("agent_version"), QStringLiteral("1.2.3")}},
                                                local)
                .contains(QLatin1String("protocol 2")));
        QVERIFY(
            cg::TelemetryChannel::helloMismatch({{QStringLiteral("protocol_version"), 1},
                                                 {QStringLiteral("agent_version"), QStringLiteral("1.0.0")}},
                                                local)
                .contains(QLatin1String("1.0.0")));
    }

private:
    cg::test::NetLab m_lab;
    cg::test::LinkRelay m_relay;
    QString m_knownHosts;
    cg::FleetOptions m_options;
    cg::Database m_db;
    std::unique_ptr<cg::ledger::SqliteLedgerStore> m_ledgerStore;
    std::unique_ptr<cg::ledger::Ledger> m_ledger;
    std::unique_ptr<cg::FleetAuditLog> m_auditLog;
    std::unique_ptr<cg::test::RecordingFleetAudit> m_audit;
    cg::FleetStore m_store;
    cg::ssh::ConnectionHub m_hub; // before the fleet: its nodes are clients of it
    std::unique_ptr<FleetSession> m_fleet;
    std::unique_ptr<cg::test::FleetRecorder> m_rec;
    std::unique_ptr<cg::FleetStoreFeed> m_feed;
    QStringList m_stoppedOnPurpose;
};

QTEST_GUILESS_MAIN(TestFleetStream)
#include "tst_fleet_stream.moc"
