// SPDX-License-Identifier: GPL-3.0-or-later
// L6 operations: fault injection the console must notice and recover from, on the first node's agent
// stream through a FleetSession.
//   Agent kill: the agent is killed with SIGKILL from a separate exec; the fleet must mark the gap and
//   stream again within the expected time.
//   Link cut: the console's link to the first hop runs through a relay in the console, which cuts it (no
//   byte moves, nothing is reset: the console must notice by itself) and heals it after a while; the fleet
//   must notice the silence and stream again after the heal.
#include "agent/fleet_session.h"
#include "ssh/connection_hub.h"
#include "ssh/remote_shell.h"
#include "validation/checks.h"
#include "validation/link_relay.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

namespace cg::validation {

namespace {

Figure seconds(const QString &name, qint64 ms)
{
    return Checks::figure(name, double(ms) / 1000.0, QStringLiteral("s"));
}

// One node's agent stream, watched: its states go to the check's log as they come. The fleet lives on
// this (validation) thread; its signals arrive through this thread's event queue.
class StreamWatch
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::Checks)

public:
    StreamWatch(CheckContext &ctx, CheckResult &r) : m_ctx(ctx), m_r(r)
    {
        QObject::connect(&fleet, &FleetSession::nodeStateChanged, &fleet,
                         [this](const QString &, FleetNodeState state, const QString &reason) {
                             states << state;
                             lastReason = reason;
                             if (state == FleetNodeState::Streaming)
                                 ++streamingCount;
                             m_r.log += tr("%1 %2 %3\n")
                                            .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
                                                 FleetSession::stateName(state), reason)
                                            .toUtf8();
                         });
        QObject::connect(
            &fleet, &FleetSession::gapStarted, &fleet,
            [this](const QString &, qint64 sinceMs, const QString &) { gapStartedMs = sinceMs; });
        QObject::connect(&fleet, &FleetSession::gapEnded, &fleet,
                         [this](const QString &, qint64, qint64 untilMs) { gapEndedMs = untilMs; });
    }
    ~StreamWatch() { stop(); }

    bool waitFor(const std::function<bool()> &done, int ms)
    {
        QElapsedTimer t;
        t.start();
        while (!done() && t.elapsed() < ms && !m_ctx.isCancelled()) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            QThread::msleep(20);
        }
        return done();
    }
    void pause(int ms)
    {
        waitFor([] { return false; }, ms);
    }

    // Starts the stream with `base` for the sessions; false (with the reason set) when it never streamed.
    bool start(const ssh::SessionOptions &base, const TargetNode &node)
    {
        FleetOptions o;
        o.base = base;
        o.localAgent = m_ctx.target().localAgent;
        o.intervalMs = 500;
        o.pingIntervalMs = 1000;
        fleet.setCommandAuditSink(m_ctx.auditSink);
        m_ctx.progress(tr("starting the agent stream on %1").arg(node.name));
        fleet.start(o, {FleetNode{node.name, node.plan}});
        if (waitFor([this] { return streamingCount > 0; }, 90000))
            return true;
        stop();
        m_r.status = m_ctx.isCancelled() ? CheckStatus::NotRun : CheckStatus::Fail;
        m_r.reason = tr("the agent on %1 never streamed: %2").arg(node.name, lastReason);
        return false;
    }

    void stop()
    {
        if (m_stopped)
            return;
        m_stopped = true;
        fleet.stopAll(false);
        waitFor([this] { return !states.isEmpty() && states.last() == FleetNodeState::Stopped; }, 15000);
    }

    QJsonArray stateNames() const
    {
        QJsonArray names;
        for (FleetNodeState s : std::as_const(states))
            names.append(FleetSession::stateName(s));
        return names;
    }

    // This thread is a tree of the run's hub, busy waiting for the drill: the stream gets a hub of its own.
    ssh::ConnectionHub hub;
    FleetSession fleet{&hub};
    QList<FleetNodeState> states;
    QString lastReason;
    qint64 gapStartedMs = 0, gapEndedMs = 0;
    int streamingCount = 0;

private:
    CheckContext &m_ctx;
    CheckResult &m_r;
    bool m_stopped = false;
};

} // namespace

CheckResult Checks::agentKill(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    if (!bundledAgent(ctx, r, nullptr))
        return r;
    const int recoverS = std::max(5, def.intParam(QStringLiteral("recover_s"), 30));
    // The first node that answers: one that cannot be reached is L0's failure, not this drill's.
    const QList<int> up = ctx.reachable(1, r);
    if (up.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("not measured: no node was reached");
        return r;
    }
    for (const NodeNote &n : std::as_const(r.notMeasured))
        r.log += tr("%1 passed over: %2\n").arg(n.node, n.reason).toUtf8();
    r.notMeasured.clear();
    const TargetNode &node = ctx.target().nodes.at(up.first());
    ssh::SshError err;
    ssh::Session *session = ctx.node(up.first(), &err);
    if (!session) {
        r.status = CheckStatus::Fail;
        r.reason = tr("%1: not reached (%2)").arg(node.name, err.describe());
        return r;
    }
    StreamWatch watch(ctx, r);
    if (!watch.start(ctx.baseOptions(), node))
        return r;
    // Let it stream a moment, then kill only our own streaming agent in the node's own network namespace
    // (lab nodes can share one process table).
    watch.pause(1500);
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
        watch.stop();
        r.status = CheckStatus::Fail;
        r.reason = tr("could not kill the agent on %1: %2")
                       .arg(node.name, kill.error.ok() ? QString::fromUtf8(kill.out + kill.err).trimmed()
                                                       : kill.error.describe());
        return r;
    }
    const int streamingBefore = watch.streamingCount;
    const bool noticed = watch.waitFor([&] { return watch.gapStartedMs > 0; }, recoverS * 1000);
    const qint64 noticedAt = QDateTime::currentMSecsSinceEpoch();
    const bool recovered =
        noticed &&
        watch.waitFor([&] { return watch.streamingCount > streamingBefore || watch.gapEndedMs > 0; },
                      recoverS * 1000);
    const qint64 recoveredAt = QDateTime::currentMSecsSinceEpoch();
    watch.stop();

    r.json.insert(QStringLiteral("node"), node.name);
    r.json.insert(QStringLiteral("states"), watch.stateNames());
    r.json.insert(QStringLiteral("killed_at_ms"), double(killedAt));
    r.json.insert(QStringLiteral("gap_started_ms"), double(watch.gapStartedMs));
    r.json.insert(QStringLiteral("gap_ended_ms"), double(watch.gapEndedMs));
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
                       .arg(watch.lastReason);
        return r;
    }
    r.figures << seconds(QStringLiteral("recover_s"), recoveredAt - killedAt);
    r.reason = tr("killed agent noticed (gap marked) and restarted; the stream resumed");
    return r;
}

CheckResult Checks::linkCut(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    if (!bundledAgent(ctx, r, nullptr))
        return r;
    const int detectS = std::max(2, def.intParam(QStringLiteral("detect_s"), 30));
    const int recoverS = std::max(5, def.intParam(QStringLiteral("recover_s"), 60));
    const int cutS = std::max(1, def.intParam(QStringLiteral("cut_s"), 10));
    const TargetNode &node = ctx.target().nodes.first();
    const ssh::Endpoint hop = node.plan.jumps.isEmpty() ? node.plan.target : node.plan.jumps.first();

    LinkRelay relay;
    QString why;
    if (!relay.start(QStringLiteral("127.0.0.1"), 0, hop.host, hop.port, &why)) {
        r.status = CheckStatus::Fail;
        r.reason = tr("could not put a relay in front of %1: %2").arg(hop.displayName(), why);
        return r;
    }
    ssh::SessionOptions base = ctx.baseOptions();
    base.connectHost = QStringLiteral("127.0.0.1");
    base.connectPort = relay.port();
    r.log += tr("the link to %1 (%2:%3) runs through a relay at 127.0.0.1:%4\n")
                 .arg(hop.displayName(), hop.host)
                 .arg(hop.port)
                 .arg(relay.port())
                 .toUtf8();

    StreamWatch watch(ctx, r);
    if (!watch.start(base, node))
        return r;
    watch.pause(1500);
    ctx.progress(tr("cutting the link to %1 for %2 s").arg(hop.displayName()).arg(cutS));
    relay.cut();
    const qint64 cutAt = QDateTime::currentMSecsSinceEpoch();
    r.log += tr("%1 link to %2 cut\n")
                 .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), hop.displayName())
                 .toUtf8();
    const bool noticed = watch.waitFor([&] { return watch.gapStartedMs > 0; }, detectS * 1000);
    const qint64 noticedAt = QDateTime::currentMSecsSinceEpoch();
    // Keep it down for the whole outage (a noticed cut is still a cut), then heal it.
    watch.waitFor([&] { return QDateTime::currentMSecsSinceEpoch() - cutAt >= cutS * 1000; },
                  cutS * 1000 + 100);
    const int streamingBefore = watch.streamingCount;
    relay.heal();
    const qint64 healedAt = QDateTime::currentMSecsSinceEpoch();
    r.log += tr("%1 link to %2 healed\n")
                 .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), hop.displayName())
                 .toUtf8();
    ctx.progress(tr("link to %1 healed; waiting for the stream").arg(hop.displayName()));
    const bool recovered =
        noticed &&
        watch.waitFor([&] { return watch.gapEndedMs > 0 && watch.streamingCount > streamingBefore; },
                      recoverS * 1000);
    const qint64 recoveredAt = QDateTime::currentMSecsSinceEpoch();
    watch.stop();
    relay.stop();

    r.json.insert(QStringLiteral("node"), node.name);
    r.json.insert(QStringLiteral("hop"), hop.displayName());
    r.json.insert(QStringLiteral("states"), watch.stateNames());
    r.json.insert(QStringLiteral("cut_at_ms"), double(cutAt));
    r.json.insert(QStringLiteral("healed_at_ms"), double(healedAt));
    r.json.insert(QStringLiteral("gap_started_ms"), double(watch.gapStartedMs));
    r.json.insert(QStringLiteral("gap_ended_ms"), double(watch.gapEndedMs));
    r.json.insert(QStringLiteral("relay_connections"), relay.connectionsServed());
    r.figures << seconds(QStringLiteral("outage_s"), healedAt - cutAt);
    if (ctx.isCancelled()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("cancelled");
        return r;
    }
    if (!noticed) {
        r.status = CheckStatus::Fail;
        r.reason = tr("the console did not notice the cut link to %1 within %2 s")
                       .arg(hop.displayName())
                       .arg(detectS);
        return r;
    }
    r.figures << seconds(QStringLiteral("detect_s"), noticedAt - cutAt);
    if (!recovered) {
        r.status = CheckStatus::Fail;
        r.reason = tr("%1 did not stream again within %2 s of the link healing: %3")
                       .arg(node.name)
                       .arg(recoverS)
                       .arg(watch.lastReason);
        return r;
    }
    r.figures << seconds(QStringLiteral("recover_s"), recoveredAt - healedAt);
    r.reason = tr("the cut link to %1 was noticed (gap marked) and %2 streamed again after it healed")
                   .arg(hop.displayName(), node.name);
    return r;
}

} // namespace cg::validation
