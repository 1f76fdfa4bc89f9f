// SPDX-License-Identifier: GPL-3.0-or-later
// L6 operations: fault injection the console must notice and recover from. Agent kill: the first node's
// agent streams through a FleetSession, is killed with SIGKILL from a separate exec, and the fleet must mark
// the gap and stream again within the expected time.
#include "agent/fleet_session.h"
#include "ssh/remote_shell.h"
#include "validation/checks.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

namespace cg::validation {

namespace {

Figure seconds(const QString &name, qint64 ms)
{
    Figure f;
    f.name = name;
    f.value = double(ms) / 1000.0;
    f.unit = QStringLiteral("s");
    return f;
}

} // namespace

CheckResult Checks::agentKill(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r;
    r.id = def.id;
    r.title = def.title;
    r.kind = def.kind;
    r.required = def.required;
    r.status = CheckStatus::Pass;
    const BundledAgent agent = AgentDeployer::inspect(ctx.target().localAgent);
    if (!agent.ok()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("needs the bundled agent: %1").arg(agent.error);
        return r;
    }
    const int recoverS = std::max(5, def.intParam(QStringLiteral("recover_s"), 30));
    const TargetNode &node = ctx.target().nodes.first();
    ssh::SshError err;
    ssh::Session *session = ctx.node(0, &err);
    if (!session) {
        r.status = CheckStatus::Fail;
        r.reason = tr("%1: not reached (%2)").arg(node.name, err.describe());
        return r;
    }

    // The fleet lives on this (validation) thread; its signals arrive through this thread's event queue.
    FleetSession fleet;
    fleet.setCommandAuditSink(ctx.auditSink);
    FleetOptions o;
    o.base = ctx.baseOptions();
    o.localAgent = ctx.target().localAgent;
    o.intervalMs = 500;
    o.pingIntervalMs = 1000;
    QList<FleetNodeState> states;
    QString lastReason;
    qint64 gapStartedMs = 0, gapEndedMs = 0;
    int streamingCount = 0;
    QObject::connect(&fleet, &FleetSession::nodeStateChanged, &fleet,
                     [&](const QString &, FleetNodeState state, const QString &reason) {
                         states << state;
                         lastReason = reason;
                         if (state == FleetNodeState::Streaming)
                             ++streamingCount;
                         r.log += tr("%1 %2 %3\n")
                                      .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
                                           FleetSession::stateName(state), reason)
                                      .toUtf8();
                     });
    QObject::connect(&fleet, &FleetSession::gapStarted, &fleet,
                     [&](const QString &, qint64 sinceMs, const QString &) { gapStartedMs = sinceMs; });
    QObject::connect(&fleet, &FleetSession::gapEnded, &fleet,
                     [&](const QString &, qint64, qint64 untilMs) { gapEndedMs = untilMs; });
    const auto waitFor = [&](const std::function<bool()> &done, int ms) {
        QElapsedTimer t;
        t.start();
        while (!done() && t.elapsed() < ms && !ctx.isCancelled()) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            QThread::msleep(20);
        }
        return done();
    };
    const auto stopFleet = [&] {
        fleet.stopAll(false);
        waitFor([&] { return !states.isEmpty() && states.last() == FleetNodeState::Stopped; }, 15000);
    };

    ctx.progress(tr("starting the agent stream on %1").arg(node.name));
    fleet.start(o, {FleetNode{node.name, node.plan}});
    if (!waitFor([&] { return streamingCount > 0; }, 90000)) {
        stopFleet();
        r.status = ctx.isCancelled() ? CheckStatus::NotRun : CheckStatus::Fail;
        r.reason = tr("the agent on %1 never streamed: %2").arg(node.name, lastReason);
        return r;
    }
    // Let it stream a moment, then kill only our own streaming agent in the node's own network namespace
    // (lab nodes can share one process table).
    waitFor([] { return false; }, 1500);
    ctx.progress(tr("killing the agent on %1").arg(node.name));
    const qint64 killedAt = QDateTime::currentMSecsSinceEpoch();
    const ssh::ShellResult kill = ssh::RemoteShell::run(
        ctx.engine(), session,
        "me=$(readlink /proc/self/ns/net); n=0; for p in $(pgrep -u \"$(id -u)\" -f '[c]lustergate-agent "
        "telemetry'); do [ \"$(readlink /proc/$p/ns/net)\" = \"$me\" ] && kill -9 $p && n=$((n+1)); done; "
        "echo killed $n",
        20000);
    r.log += tr("%1$ kill -9 <the streaming agent>: %2\n")
                 .arg(node.name, QString::fromUtf8(kill.out.trimmed()))
                 .toUtf8();
    if (!kill.error.ok() || !kill.out.startsWith("killed ") || kill.out.trimmed() == "killed 0") {
        stopFleet();
        r.status = CheckStatus::Fail;
        r.reason = tr("could not kill the agent on %1: %2")
                       .arg(node.name, kill.error.ok() ? QString::fromUtf8(kill.out + kill.err).trimmed()
                                                       : kill.error.describe());
        return r;
    }
    const int streamingBefore = streamingCount;
    const bool noticed = waitFor([&] { return gapStartedMs > 0; }, recoverS * 1000);
    const qint64 noticedAt = QDateTime::currentMSecsSinceEpoch();
    const bool recovered =
        noticed &&
        waitFor([&] { return streamingCount > streamingBefore || gapEndedMs > 0; }, recoverS * 1000);
    const qint64 recoveredAt = QDateTime::currentMSecsSinceEpoch();
    stopFleet();

    QJsonArray stateNames;
    for (FleetNodeState s : std::as_const(states))
        stateNames.append(FleetSession::stateName(s));
    r.json.insert(QStringLiteral("node"), node.name);
    r.json.insert(QStringLiteral("states"), stateNames);
    r.json.insert(QStringLiteral("killed_at_ms"), double(killedAt));
    r.json.insert(QStringLiteral("gap_started_ms"), double(gapStartedMs));
    r.json.insert(QStringLiteral("gap_ended_ms"), double(gapEndedMs));
    if (!noticed) {
        r.status = CheckStatus::Fail;
        r.reason =
            tr("the console did not notice the killed agent on %1 within %2 s").arg(node.name).arg(recoverS);
        return r;
    }
    r.figures << seconds(QStringLiteral("detect_s"), noticedAt - killedAt);
    if (!recovered) {
        r.status = CheckStatus::Fail;
        r.reason = tr("the agent on %1 did not stream again within %2 s: %3")
                       .arg(node.name)
                       .arg(recoverS)
                       .arg(lastReason);
        return r;
    }
    r.figures << seconds(QStringLiteral("recover_s"), recoveredAt - killedAt);
    r.reason = tr("killed agent noticed (gap marked) and restarted; the stream resumed");
    return r;
}

} // namespace cg::validation
