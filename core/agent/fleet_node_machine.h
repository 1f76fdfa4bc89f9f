// SPDX-License-Identifier: GPL-3.0-or-later
// One node of a fleet, without its sessions: the phase it is in, the state it reports, its counters, and the
// decisions taken when its link is lost, its agent stops, a stop is asked for or its plan changes. The
// fleet worker (fleet_worker.h) carries the decisions out on the SSH engine; kept apart so that every
// decision is tested on its own (tests/unit/tst_fleet_node_machine.cpp).
#pragma once

#include "agent/fleet_node_state.h"
#include "agent/telemetry_channel.h"
#include "ssh/chain_plan.h"
#include "ssh/retry.h"
#include "ssh/ssh_types.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <QString>

#include <memory>

namespace cg {

namespace ssh {
class Exec;
class Session;
} // namespace ssh

class FleetNodeMachine
{
public:
    enum class Phase {
        Connecting,   // the node's session (and its hops) coming up
        Checking,     // ready; the agent on the node is compared with ours (many nodes at once)
        DeployQueued, // it differs (or could not be compared): waits its turn to push (one node at a time)
        Streaming,    // telemetry runs on the exec channel
        Waiting,      // for a reconnect or a restart, until retryAt
        Stopping,     // `stop` sent; waiting for the agent to finish
        RemoveQueued, // waits its turn to delete the agent from the node
        Done,         // stopped, removed, or given up with a reason
    };

    // What to do next after the link was lost or the agent stopped.
    struct Next
    {
        enum Kind {
            GiveUp,     // phase Done: report `state` (needs a person)
            FinishStop, // a stop was asked for: finish it (the reason is the error)
            Wait,       // phase Waiting until retryAt (delayMs from now): report `state`
        } kind = Wait;
        FleetNodeState state = FleetNodeState::Connecting;
        int delayMs = 0;
    };

    // What a stop request needs from the worker.
    enum class StopAction {
        None,       // nothing now: it is decided once the current step is done (or already stopping)
        SendStop,   // write `stop` to the agent: phase Stopping until stopDeadline, report Stopping
        AfterReady, // take the node's next step now (it stops or queues the removal there)
        Connect,    // connect (a removal needs the node's session)
        FinishStop, // stopped at once
    };

    // A plan saved again for a node already in the fleet.
    enum class Replan {
        None,         // running: the plan holds from its next connection
        RestartNow,   // it had ended: it starts again on the new plan
        AfterStopped, // still stopping: it starts again once stopped
    };

    static constexpr double kHealthyStreamMs = 60000; // a stream this old resets the restart count
    static constexpr int kStopGraceMs = 5000;         // for the agent's bye after `stop`

    FleetNodeMachine(const QString &nodeId, const ssh::ChainPlan &nodePlan) : id(nodeId), plan(nodePlan) {}

    // True when `state` (with `reason`) is news worth reporting; the node then is in that state, for the
    // connection failure `why` (None: not a connection's failure).
    bool setState(FleetNodeState newState, const QString &reason,
                  ssh::FailureKind why = ssh::FailureKind::None);
    // A gap opens when a node that streamed stops (once until it streams again): its start (Unix ms), 0
    // when no gap opened.
    qint64 openGap(qint64 wallMs);
    // A sample arrived: the start of the gap it ends (0: none was open).
    qint64 sampleArrived();
    // The connection is gone (or never came up). Decisions for a person stop the node; anything else is
    // tried again after a growing, jittered delay.
    Next linkLost(ssh::FailureKind kind, bool hostKeyChanged, const ssh::RetryPolicy &reconnect, double nowMs,
                  QRandomGenerator &rng);
    // The agent (or its channel) stopped while the link stayed up: restarted after a delay, or given up
    // after `restart.maxAttempts` quick deaths in a row (restarts - 1 of them counted in the reason).
    Next agentStopped(const ssh::RetryPolicy &restart, double nowMs, QRandomGenerator &rng);
    // The node's session came up.
    void connected();
    // The stream started now.
    void streamStarted(double nowMs);
    StopAction requestStop(bool remove, double nowMs);
    Replan replan(const ssh::ChainPlan &newPlan);
    // Everything of the last life forgotten but the id, the plan and the channel (the worker makes a new
    // one): the node starts over as a new one would.
    void resetForRestart();

    QString id;
    ssh::ChainPlan plan;
    ssh::Session *target = nullptr;
    ssh::Session *root = nullptr; // the first jump host's session; null when there are no jumps
    ssh::Exec *exec = nullptr;
    Phase phase = Phase::Connecting;
    FleetNodeState state = FleetNodeState::Connecting;
    // The kind of the connection failure behind `state` (a refused host key and a refused login are both
    // Refused): what callers decide on, never the reason's words.
    ssh::FailureKind failure = ssh::FailureKind::None;
    bool stateReported = false;
    std::unique_ptr<TelemetryChannel> channel;
    QString remotePath;
    bool upgradeTried = false; // for the current mismatch
    bool upSinceFailure = false;
    bool everStreamed = false; // a sample ever arrived
    bool startedOnce = false;  // the next start is a restart
    int connectFailures = 0;   // in a row
    int restarts = 0;          // quick agent deaths in a row
    bool retryReconnect = false;
    double retryAt = 0;
    double lastByte = 0;
    double lastPing = 0;
    double streamStartedAt = 0;
    double stopDeadline = 0;
    qint64 gapSince = 0; // Unix ms; 0: no gap open
    QByteArray stderrTail;
    QByteArray checkOutput;
    bool stopRequested = false;
    bool removeWanted = false;
    bool restartWanted = false; // streamed again while stopping
};

} // namespace cg
