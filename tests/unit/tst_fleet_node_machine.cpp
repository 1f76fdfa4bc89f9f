// SPDX-License-Identifier: GPL-3.0-or-later
// One fleet node's decisions without sessions (FleetNodeMachine): what a lost link, a dead agent, a stop
// request and a saved plan lead to, the states reported, the gaps opened and closed, and the restart
// budget. The same machine runs every node of tst_fleet_stream against real servers.
#include "agent/fleet_node_machine.h"

#include <QtTest>

using cg::FleetNodeMachine;
using cg::FleetNodeState;
using cg::ssh::FailureKind;
using Next = FleetNodeMachine::Next;
using Phase = FleetNodeMachine::Phase;
using StopAction = FleetNodeMachine::StopAction;
using Replan = FleetNodeMachine::Replan;

Q_DECLARE_METATYPE(FailureKind)
Q_DECLARE_METATYPE(Phase)
Q_DECLARE_METATYPE(StopAction)
Q_DECLARE_METATYPE(Next::Kind)

namespace {
FleetNodeMachine node()
{
    cg::ssh::ChainPlan plan;
    plan.target.host = QStringLiteral("198.18.4.10");
    return FleetNodeMachine(QStringLiteral("gpu-01"), plan);
}
const cg::ssh::RetryPolicy kReconnect{1 << 30, 500, 5000};
const cg::ssh::RetryPolicy kRestart{3, 500, 8000};
} // namespace

class TestFleetNodeMachine : public QObject
{
    Q_OBJECT

private slots:
    void stateReportedOnlyWhenNews()
    {
        FleetNodeMachine n = node();
        QVERIFY(n.setState(FleetNodeState::Connecting, {})); // the first report always goes out
        QVERIFY(!n.setState(FleetNodeState::Connecting, {}));
        QVERIFY(n.setState(FleetNodeState::Connecting, QStringLiteral("hop 2 refused"))); // a reason is news
        QVERIFY(n.setState(FleetNodeState::Streaming, {}));
        QCOMPARE(n.state, FleetNodeState::Streaming);
        n.resetForRestart();
        QVERIFY(n.setState(FleetNodeState::Streaming, {})); // a restarted node reports again
    }

    // The kind of the connection failure travels with the state: a refused host key and a refused login are
    // both Refused, and a caller tells them apart by the kind, never by the reason's words.
    void stateCarriesTheFailureKind()
    {
        FleetNodeMachine n = node();
        QVERIFY(n.setState(FleetNodeState::Refused, {}, FailureKind::HostKey));
        QCOMPARE(n.failure, FailureKind::HostKey);
        QVERIFY(n.setState(FleetNodeState::Refused, {}, FailureKind::Auth)); // another kind is news
        QCOMPARE(n.failure, FailureKind::Auth);
        QVERIFY(!n.setState(FleetNodeState::Refused, {}, FailureKind::Auth));
        QVERIFY(n.setState(FleetNodeState::Streaming, {}));
        QCOMPARE(n.failure, FailureKind::None); // a state that is no connection's failure clears it
    }

    void gapOpensOnceAfterStreamingAndClosesWithASample()
    {
        FleetNodeMachine n = node();
        QCOMPARE(n.openGap(1000), 0); // never streamed: nothing is missing
        QCOMPARE(n.sampleArrived(), 0);
        QCOMPARE(n.openGap(2000), 2000);
        QCOMPARE(n.openGap(3000), 0); // already open: its start stays
        QCOMPARE(n.sampleArrived(), 2000);
        QCOMPARE(n.sampleArrived(), 0);
    }

    void linkLost_data()
    {
        QTest::addColumn<FailureKind>("kind");
        QTest::addColumn<bool>("hostKeyChanged");
        QTest::addColumn<bool>("wasUp");
        QTest::addColumn<bool>("stopRequested");
        QTest::addColumn<Next::Kind>("next");
        QTest::addColumn<FleetNodeState>("state");
        QTest::addColumn<Phase>("phase");
        QTest::newRow("changed host key") << FailureKind::HostKey << true << true << false << Next::GiveUp
                                          << FleetNodeState::HostKeyChanged << Phase::Done;
        QTest::newRow("unknown host key") << FailureKind::HostKey << false << false << false << Next::GiveUp
                                          << FleetNodeState::Refused << Phase::Done;
        QTest::newRow("authentication, even while stopping")
            << FailureKind::Auth << false << true << true << Next::GiveUp << FleetNodeState::Refused
            << Phase::Done;
        QTest::newRow("cut while up") << FailureKind::Closed << false << true << false << Next::Wait
                                      << FleetNodeState::Reconnecting << Phase::Waiting;
        QTest::newRow("never came up") << FailureKind::Connect << false << false << false << Next::Wait
                                       << FleetNodeState::Unreachable << Phase::Waiting;
        QTest::newRow("cut while stopping")
            << FailureKind::Timeout << false << true << true << Next::FinishStop << FleetNodeState::Stopped
            << Phase::Streaming;
    }

    void linkLost()
    {
        QFETCH(FailureKind, kind);
        QFETCH(bool, hostKeyChanged);
        QFETCH(bool, wasUp);
        QFETCH(bool, stopRequested);
        QFETCH(Next::Kind, next);
        QFETCH(FleetNodeState, state);
        QFETCH(Phase, phase);
        FleetNodeMachine n = node();
        n.streamStarted(0);
        if (wasUp)
            n.connected();
        n.stopRequested = stopRequested;
        QRandomGenerator rng(7);
        const Next d = n.linkLost(kind, hostKeyChanged, kReconnect, 1000, rng);
        QCOMPARE(d.kind, next);
        if (next != Next::FinishStop)
            QCOMPARE(d.state, state);
        QCOMPARE(n.phase, phase);
        if (next == Next::Wait) {
            QVERIFY(n.retryReconnect);
            QCOMPARE(n.retryAt, 1000.0 + d.delayMs);
            QVERIFY(d.delayMs >= kReconnect.baseDelayMs / 2 && d.delayMs <= kReconnect.maxDelayMs);
            QCOMPARE(n.connectFailures, 1);
            QVERIFY(!n.upSinceFailure); // the next loss before a connection is "unreachable"
        }
    }

    void reconnectDelayGrowsWithFailuresAndResetsOnConnect()
    {
        FleetNodeMachine n = node();
        QRandomGenerator rng(1);
        int last = 0;
        for (int i = 0; i < 6; ++i)
            last = n.linkLost(FailureKind::Connect, false, kReconnect, 0, rng).delayMs;
        QCOMPARE(n.connectFailures, 6);
        QVERIFY(last >= kReconnect.baseDelayMs / 2 && last <= kReconnect.maxDelayMs);
        n.connected();
        QCOMPARE(n.connectFailures, 0);
        QVERIFY(n.upSinceFailure);
        QCOMPARE(n.linkLost(FailureKind::Closed, false, kReconnect, 0, rng).state,
                 FleetNodeState::Reconnecting);
    }

    void agentRestartedUntilItKeepsDying()
    {
        FleetNodeMachine n = node();
        QRandomGenerator rng(3);
        for (int i = 1; i <= kRestart.maxAttempts; ++i) {
            n.streamStarted(100.0 * i);
            const Next d = n.agentStopped(kRestart, 100.0 * i + 10, rng);
            QCOMPARE(d.kind, Next::Wait);
            QCOMPARE(d.state, FleetNodeState::Restarting);
            QCOMPARE(n.phase, Phase::Waiting);
            QVERIFY(!n.retryReconnect); // the session is fine: only the agent starts again
            QCOMPARE(n.restarts, i);
        }
        n.streamStarted(1000);
        const Next last = n.agentStopped(kRestart, 1010, rng);
        QCOMPARE(last.kind, Next::GiveUp);
        QCOMPARE(last.state, FleetNodeState::Refused);
        QCOMPARE(n.phase, Phase::Done);
    }

    void aHealthyStreamResetsTheRestartCount()
    {
        FleetNodeMachine n = node();
        QRandomGenerator rng(5);
        n.restarts = kRestart.maxAttempts; // one more quick death would give up
        n.streamStarted(0);
        const Next d = n.agentStopped(kRestart, FleetNodeMachine::kHealthyStreamMs + 1, rng);
        QCOMPARE(d.kind, Next::Wait);
        QCOMPARE(n.restarts, 1);
    }

    void noRestartsAllowed()
    {
        FleetNodeMachine n = node();
        QRandomGenerator rng(5);
        n.streamStarted(0);
        QCOMPARE(n.agentStopped(cg::ssh::RetryPolicy{0, 100, 100}, 10, rng).kind, Next::GiveUp);
    }

    void stopRequest_data()
    {
        QTest::addColumn<Phase>("phase");
        QTest::addColumn<bool>("remove");
        QTest::addColumn<StopAction>("action");
        QTest::addColumn<Phase>("after");
        QTest::newRow("streaming") << Phase::Streaming << false << StopAction::SendStop << Phase::Stopping;
        QTest::newRow("streaming, remove")
            << Phase::Streaming << true << StopAction::SendStop << Phase::Stopping;
        QTest::newRow("queued to deploy")
            << Phase::DeployQueued << false << StopAction::AfterReady << Phase::DeployQueued;
        QTest::newRow("waiting") << Phase::Waiting << false << StopAction::FinishStop << Phase::Waiting;
        QTest::newRow("waiting, remove") << Phase::Waiting << true << StopAction::Connect << Phase::Waiting;
        QTest::newRow("connecting") << Phase::Connecting << false << StopAction::None << Phase::Connecting;
        QTest::newRow("checking") << Phase::Checking << true << StopAction::None << Phase::Checking;
        QTest::newRow("done") << Phase::Done << false << StopAction::None << Phase::Done;
    }

    void stopRequest()
    {
        QFETCH(Phase, phase);
        QFETCH(bool, remove);
        QFETCH(StopAction, action);
        QFETCH(Phase, after);
        FleetNodeMachine n = node();
        n.phase = phase;
        QCOMPARE(n.requestStop(remove, 500), action);
        QCOMPARE(n.phase, after);
        QCOMPARE(n.stopRequested, phase != Phase::Done);
        QCOMPARE(n.removeWanted, phase != Phase::Done && remove);
        if (action == StopAction::SendStop)
            QCOMPARE(n.stopDeadline, 500.0 + FleetNodeMachine::kStopGraceMs);
    }

    void theLastStopWordCounts()
    {
        FleetNodeMachine n = node();
        n.phase = Phase::Stopping;
        n.stopRequested = true;
        n.restartWanted = true;                             // started again while stopping ...
        QCOMPARE(n.requestStop(true, 0), StopAction::None); // ... then stopped again, with removal
        QVERIFY(!n.restartWanted);
        QVERIFY(n.removeWanted);
    }

    void replan()
    {
        FleetNodeMachine n = node();
        cg::ssh::ChainPlan p;
        p.target.host = QStringLiteral("198.18.4.11");
        n.phase = Phase::Streaming;
        QCOMPARE(n.replan(p), Replan::None);
        QCOMPARE(n.plan.target.host, QStringLiteral("198.18.4.11"));
        n.stopRequested = true;
        QCOMPARE(n.replan(p), Replan::AfterStopped);
        QVERIFY(n.restartWanted);
        n.phase = Phase::Done;
        QCOMPARE(n.replan(p), Replan::RestartNow);
    }

    void restartForgetsTheLastLife()
    {
        FleetNodeMachine n = node();
        n.setState(FleetNodeState::Refused, QStringLiteral("no"));
        n.connectFailures = 4;
        n.restarts = 2;
        n.everStreamed = true;
        n.gapSince = 99;
        n.stopRequested = n.removeWanted = n.restartWanted = true;
        n.remotePath = QStringLiteral("/root/.cache/clustergate/agent");
        n.resetForRestart();
        QCOMPARE(n.connectFailures, 0);
        QCOMPARE(n.restarts, 0);
        QVERIFY(!n.everStreamed && !n.stopRequested && !n.removeWanted && !n.restartWanted);
        QCOMPARE(n.gapSince, 0);
        QVERIFY(n.remotePath.isEmpty());
        QCOMPARE(n.id, QStringLiteral("gpu-01"));
        QCOMPARE(n.plan.target.host, QStringLiteral("198.18.4.10"));
    }
};

QTEST_APPLESS_MAIN(TestFleetNodeMachine)
#include "tst_fleet_node_machine.moc"
