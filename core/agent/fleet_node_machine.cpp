// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/fleet_node_machine.h"

namespace cg {

bool FleetNodeMachine::setState(FleetNodeState newState, const QString &reason, ssh::FailureKind why)
{
    if (stateReported && state == newState && reason.isEmpty() && failure == why)
        return false;
    state = newState;
    failure = why;
    stateReported = true;
    return true;
}

qint64 FleetNodeMachine::openGap(qint64 wallMs)
{
    if (!everStreamed || gapSince != 0)
        return 0;
    gapSince = wallMs;
    return gapSince;
}

qint64 FleetNodeMachine::sampleArrived()
{
    everStreamed = true;
    const qint64 since = gapSince;
    gapSince = 0;
    return since;
}

FleetNodeMachine::Next FleetNodeMachine::linkLost(ssh::FailureKind kind, bool hostKeyChanged,
                                                  const ssh::RetryPolicy &reconnect, double nowMs,
                                                  QRandomGenerator &rng)
{
    if (kind == ssh::FailureKind::HostKey || kind == ssh::FailureKind::Auth) {
        phase = Phase::Done;
        return Next{Next::GiveUp, hostKeyChanged ? FleetNodeState::HostKeyChanged : FleetNodeState::Refused,
                    0};
    }
    if (stopRequested)
        return Next{Next::FinishStop, FleetNodeState::Stopped, 0};
    ++connectFailures;
    const int delay = reconnect.delayBefore(connectFailures + 1, rng);
    retryAt = nowMs + delay;
    retryReconnect = true;
    phase = Phase::Waiting;
    const FleetNodeState next = upSinceFailure ? FleetNodeState::Reconnecting : FleetNodeState::Unreachable;
    upSinceFailure = false;
    return Next{Next::Wait, next, delay};
}

FleetNodeMachine::Next FleetNodeMachine::agentStopped(const ssh::RetryPolicy &restart, double nowMs,
                                                      QRandomGenerator &rng)
{
    if (nowMs - streamStartedAt > kHealthyStreamMs)
        restarts = 0;
    ++restarts;
    if (restarts > restart.maxAttempts) {
        phase = Phase::Done;
        return Next{Next::GiveUp, FleetNodeState::Refused, 0};
    }
    const int delay = restart.delayBefore(restarts + 1, rng);
    retryAt = nowMs + delay;
    retryReconnect = false;
    phase = Phase::Waiting;
    return Next{Next::Wait, FleetNodeState::Restarting, delay};
}

void FleetNodeMachine::connected()
{
    upSinceFailure = true;
    connectFailures = 0;
}

void FleetNodeMachine::streamStarted(double nowMs)
{
    phase = Phase::Streaming;
    lastByte = lastPing = streamStartedAt = nowMs;
}

FleetNodeMachine::StopAction FleetNodeMachine::requestStop(bool remove, double nowMs)
{
    if (phase == Phase::Done)
        return StopAction::None;
    if (stopRequested) { // the last word counts: stopped again before it started again
        restartWanted = false;
        removeWanted |= remove;
        return StopAction::None;
    }
    stopRequested = true;
    removeWanted = remove;
    switch (phase) {
    case Phase::Streaming:
        phase = Phase::Stopping;
        stopDeadline = nowMs + kStopGraceMs;
        return StopAction::SendStop;
    case Phase::DeployQueued:
        return StopAction::AfterReady;
    case Phase::Waiting:
        return remove ? StopAction::Connect // the agent file is removed once connected
                      : StopAction::FinishStop;
    default: // Connecting, Checking: decided once done; Stopping / RemoveQueued: already on the way
        return StopAction::None;
    }
}

FleetNodeMachine::Replan FleetNodeMachine::replan(const ssh::ChainPlan &newPlan)
{
    // Its plan as saved now (a key or a hop changed in the cluster editor): a running node uses it from its
    // next connection; a stopped, removed or refused one starts again on it.
    plan = newPlan;
    if (phase == Phase::Done)
        return Replan::RestartNow;
    if (stopRequested) {
        restartWanted = true;
        return Replan::AfterStopped;
    }
    return Replan::None;
}

void FleetNodeMachine::resetForRestart()
{
    root = nullptr;
    stateReported = false;
    remotePath.clear();
    upgradeTried = false;
    upSinceFailure = false;
    everStreamed = false;
    connectFailures = 0;
    restarts = 0;
    retryReconnect = false;
    retryAt = 0;
    gapSince = 0;
    stderrTail.clear();
    checkOutput.clear();
    stopRequested = false;
    removeWanted = false;
    restartWanted = false;
}

} // namespace cg
