// SPDX-License-Identifier: GPL-3.0-or-later
// Scale: 200 node sessions through ONE bastion connection, each running the real agent's telemetry on its
// own exec channel and streaming samples (netlab's node answers on 200 addresses, each a node entry of
// its own with its own session and channel). Needs root (namespaces); labelled "scale".
#include "lab_wait.h"
#include "netlab/netlab.h"
#include "ssh/connection_hub.h"
#include "tst_fleet_stream_common.h"

#include <QtTest>

using cg::FleetNodeState;
using cg::ssh::Endpoint;

class TestFleetStreamScale : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("fleet scale test SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
    }

    void cleanupTestCase() { m_lab.down(); }

    void twoHundredNodesThroughOneBastionLogin()
    {
        const int count = m_lab.value("NODES_COUNT").toInt();
        QCOMPARE(count, 200);
        const auto endpoint = [&](const QString &host) {
            Endpoint e;
            e.host = host;
            e.user = QStringLiteral("root");
            e.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
            return e;
        };
        const QString first = m_lab.value("NODES_FIRST");
        const QString prefix = first.section(QLatin1Char('.'), 0, 2) + QLatin1Char('.');
        const int start = first.section(QLatin1Char('.'), 3).toInt();
        QList<cg::FleetNode> nodes;
        for (int i = 0; i < count; ++i) {
            cg::FleetNode n;
            n.id = QStringLiteral("gpu%1").arg(i + 1, 3, 10, QLatin1Char('0'));
            n.plan.jumps = {endpoint(m_lab.value("BASTION1"))};
            n.plan.target = endpoint(prefix + QString::number(start + i));
            nodes << n;
        }
        cg::FleetOptions o;
        o.base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.base.useAgent = false;
        o.base.timeoutMs = 60000;
        o.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        o.intervalMs = 1000;
        o.pingIntervalMs = 2000;
        o.keepaliveSeconds = 5; // the streams must outlast keepalives (their replies queue on the bastion)

        QElapsedTimer t;
        t.start();
        cg::test::RecordingFleetAudit audit; // outlives the fleet: its nodes report until they are let go
        cg::ssh::ConnectionHub hub;
        cg::FleetSession fleet(&hub);
        cg::test::FleetRecorder rec(fleet);
        fleet.setAuditSink(&audit);
        fleet.start(o, nodes);
        const auto allHave = [&](int samples) {
            for (const cg::FleetNode &n : std::as_const(nodes)) {
                if (rec.samples(n.id) < samples)
                    return false;
            }
            return true;
        };
        const auto lagging = [&] {
            QStringList l;
            for (const cg::FleetNode &n : std::as_const(nodes)) {
                if (rec.samples(n.id) < 3)
                    l << n.id + QLatin1Char('=') + cg::FleetSession::stateName(rec.nodes.value(n.id).state) +
                             QLatin1Char(' ') + rec.nodes.value(n.id).reason;
            }
            return l.mid(0, 5).join(QStringLiteral("; "));
        };
        CG_LAB_WAIT2(allHave(3), qPrintable(lagging()), 150000);
        qInfo("200 nodes streaming, 3 samples each, after %lld ms", t.elapsed());
        // And every one of them keeps streaming, past a few keepalives of the bastion connection.
        QHash<QString, int> before;
        for (const cg::FleetNode &n : std::as_const(nodes))
            before.insert(n.id, rec.samples(n.id));
        const auto allGained = [&](int more) {
            for (const cg::FleetNode &n : std::as_const(nodes)) {
                if (rec.samples(n.id) < before.value(n.id) + more)
                    return false;
            }
            return true;
        };
        CG_LAB_WAIT(allGained(8), 60000);
        qInfo("8 more samples from each after %lld ms", t.elapsed());

        fleet.requestStats();
        QTRY_VERIFY(rec.statsAnswers > 0);
        QCOMPARE(rec.tcpConnections, 1); // one bastion login carries all 200 node sessions
        QCOMPARE(rec.liveSessions, count);
        QCOMPARE(rec.liveStreams, count);
        QCOMPARE(audit.count(QStringLiteral("agent.start")), count);
        int withRtt = 0;
        for (const cg::FleetNode &n : std::as_const(nodes)) {
            QCOMPARE(rec.nodes.value(n.id).hostName, QStringLiteral("cg-node"));
            withRtt += !rec.nodes.value(n.id).rtts.isEmpty();
        }
        QVERIFY(withRtt > 0);

        fleet.stopAll();
        for (const cg::FleetNode &n : std::as_const(nodes))
            QTRY_COMPARE_WITH_TIMEOUT(rec.nodes.value(n.id).state, FleetNodeState::Stopped, 30000);
        QCOMPARE(audit.count(QStringLiteral("agent.stop")), count);
        qInfo("done after %lld ms", t.elapsed());
    }

private:
    cg::test::NetLab m_lab;
};

QTEST_GUILESS_MAIN(TestFleetStreamScale)
#include "tst_fleet_stream_scale.moc"
