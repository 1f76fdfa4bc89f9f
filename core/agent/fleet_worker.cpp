// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/fleet_worker.h"

#include "agent/agent_deploy.h"
#include "common/logging.h"
#include "protocol/frame.h"
#include "protocol/messages.h"
#include "ssh/prompt_outcome.h"
#include "ssh/remote_shell.h"

#include <QDateTime>

namespace cg {

using ssh::Exec;
using ssh::FailureKind;
using ssh::Session;
using ssh::SshError;

namespace {

constexpr int kStderrKeep = 2048;

qint64 wallMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace
void FleetWorker::attached(ssh::Engine &engine, ssh::HopPool &pool)
{
    m_engine = &engine;
    m_pool = &pool;
}

void FleetWorker::hopDropping(Session *hop)
{
    const SshError why = hop->error();
    const QString text = !m_dropReason.isEmpty() ? m_dropReason
                         : why.ok()              ? tr("the jump host went away")
                                                 : why.describe();
    for (const auto &n : m_nodes) {
        if (n->target && (n->target == hop || isDescendantOf(n->target, hop)))
            linkLost(*n, text, why.ok() ? FailureKind::Closed : why.kind);
    }
}

void FleetWorker::detaching()
{
    for (const auto &n : m_nodes)
        closeTarget(*n);
}

void FleetWorker::start(const FleetOptions &options, const QList<FleetNode> &nodes)
{
    if (!m_configured) {
        m_options = options;
        m_local = AgentDeployer::inspect(options.localAgent);
        m_silenceMs = options.silenceTimeoutMs > 0
                          ? options.silenceTimeoutMs
                          : std::max(5000, 3 * std::max(options.intervalMs, options.pingIntervalMs));
        m_configured = true;
    }
    for (const FleetNode &fn : nodes) {
        if (Node *known = m_byId.value(fn.id)) {
            if (known->replan(fn.plan) == Node::Replan::RestartNow)
                restartNode(*known);
            continue;
        }
        m_nodes.push_back(std::make_unique<Node>(fn.id, fn.plan));
        Node &n = *m_nodes.back();
        m_byId.insert(n.id, &n);
        n.channel = makeChannel(n);
        if (!m_local.ok()) {
            n.phase = Phase::Done;
            setState(n, FleetNodeState::Refused, m_local.error);
            continue;
        }
        connectNode(n);
    }
}

void FleetWorker::stopNode(const QString &id, bool remove)
{
    Node *n = m_byId.value(id);
    if (!n)
        return;
    switch (n->requestStop(remove, now())) {
    case Node::StopAction::SendStop:
        n->exec->write("stop\n");
        setState(*n, FleetNodeState::Stopping, {});
        break;
    case Node::StopAction::AfterReady:
        afterReady(*n);
        break;
    case Node::StopAction::Connect:
        connectNode(*n);
        break;
    case Node::StopAction::FinishStop:
        finishStop(*n, false, {});
        break;
    case Node::StopAction::None:
        break;
    }
}

void FleetWorker::stopAll(bool remove)
{
    for (const auto &n : m_nodes)
        stopNode(n->id, remove);
}

void FleetWorker::reportStats()
{
    int sessions = 0, streams = 0;
    for (const auto &n : m_nodes) {
        if (n->target && n->target->isReady())
            ++sessions;
        if (n->exec && n->phase == Phase::Streaming)
            ++streams;
    }
    QMetaObject::invokeMethod(
        m_service,
        [service = m_service, tcp = m_engine->tcpConnections(), sessions, streams] {
            auto &st = service->m_stats;
            st.tcp = std::max(st.tcp, tcp);
            st.sessions += sessions;
            st.streams += streams;
            if (--st.waiting <= 0)
                emit service->stats(st.tcp, st.sessions, st.streams);
        },
        Qt::QueuedConnection);
}

void FleetWorker::setState(Node &n, FleetNodeState state, const QString &reason, FailureKind why)
{
    if (n.setState(state, reason, why))
        post(&FleetSession::nodeStateChanged, n.id, state, reason, why);
}

void FleetWorker::audit(const Node &n, const QString &action, const QJsonObject &details)
{
    if (!m_audit)
        return;
    m_audit->fleetEvent(FleetEvent{action, n.id, n.plan.target.host, n.plan.target.user, details, wallMs()});
}

// --- connections ---------------------------------------------------------------------------

bool FleetWorker::isDescendantOf(const Session *s, const Session *ancestor)
{
    for (const Session *p = s->via(); p; p = p->via()) {
        if (p == ancestor)
            return true;
    }
    return false;
}

bool FleetWorker::isDead(const Session *s)
{
    return s->state() == Session::State::Failed || s->state() == Session::State::Closed;
}

void FleetWorker::dropHop(Session *hop, const QString &reason)
{
    m_dropReason = reason;
    m_pool->drop(hop);
    m_dropReason.clear();
}

// A node that ended (stopped, removed, refused) starts over as a new one would, on its current plan.
void FleetWorker::restartNode(Node &n)
{
    closeTarget(n);
    n.resetForRestart();
    n.channel = makeChannel(n);
    if (!m_local.ok()) {
        setState(n, FleetNodeState::Refused, m_local.error);
        return;
    }
    n.state = FleetNodeState::Connecting;
    connectNode(n);
}

void FleetWorker::connectNode(Node &n)
{
    closeTarget(n);
    Session *via = hopsFor(n.plan);
    // A jump host whose login failed (a cancelled one-time password, a refused key) is replaced in the
    // hub's pool only once no task or client step runs on the tree; until then the node waits for the new
    // login instead of riding the dead one and inheriting its old failure.
    if (ridesDeadHop(via)) {
        n.phase = Phase::Waiting;
        n.retryReconnect = true;
        n.retryAt = now();
        if (n.state != FleetNodeState::Unreachable && n.state != FleetNodeState::Reconnecting)
            setState(n, FleetNodeState::Connecting, {});
        return;
    }
    ssh::SessionOptions o = m_options.base;
    o.endpoint = n.plan.target;
    o.hop = int(n.plan.jumps.size()) + 1;
    n.target = m_pool->connect(o, via);
    n.root = via;
    while (n.root && n.root->via())
        n.root = n.root->via();
    n.phase = Phase::Connecting;
    if (n.state != FleetNodeState::Unreachable && n.state != FleetNodeState::Reconnecting)
        setState(n, FleetNodeState::Connecting, {});
}

bool FleetWorker::ridesDeadHop(const Session *via)
{
    for (const Session *s = via; s; s = s->via()) {
        if (isDead(s))
            return true;
    }
    return false;
}

void FleetWorker::closeTarget(Node &n)
{
    if (n.exec) {
        m_engine->release(n.exec);
        n.exec = nullptr;
    }
    if (n.target) {
        Session *t = n.target;
        n.target = nullptr;
        m_pool->close(t);
    }
    n.root = nullptr;
}

// The first hop that failed tells the real story.
SshError FleetWorker::chainError(const Session *target)
{
    SshError err = target->error();
    for (const Session *s = target; s; s = s->via()) {
        if (s->state() == Session::State::Failed)
            err = s->error();
    }
    return err;
}

const Session *FleetWorker::failedSession(const Session *target)
{
    const Session *failed = nullptr;
    for (const Session *s = target; s; s = s->via()) {
        if (s->state() == Session::State::Failed)
            failed = s;
    }
    return failed;
}

void FleetWorker::openGap(Node &n, const QString &reason)
{
    if (const qint64 since = n.openGap(wallMs()))
        post(&FleetSession::gapStarted, n.id, since, reason);
}

void FleetWorker::linkLost(Node &n, const QString &reason, FailureKind kind, const Session *failedAt)
{
    // Read before the target (which may be the session that failed) is closed.
    const bool changed = failedAt && failedAt->hostKeyLookup().match == ssh::KnownHosts::Match::Changed;
    // A login the person cancelled (its one-time password, a passphrase) is not a refused key: said so, and
    // reported by its code (promptCancelled) so that the fleet says it once for every node behind it.
    ssh::PromptRequest::Kind prompt = ssh::PromptRequest::Password;
    const bool cancelled = kind == FailureKind::Auth && failedAt && ssh::promptCancelled(failedAt, &prompt);
    const QString hop = cancelled ? failedAt->options().endpoint.displayName() : QString();
    closeTarget(n);
    openGap(n, reason);
    const Node::Next next = n.linkLost(kind, changed, m_options.reconnect, now(), m_rng);
    if (next.kind == Node::Next::FinishStop) {
        finishStop(n, false, reason);
    } else if (cancelled) {
        post(&FleetSession::promptCancelled, n.id, hop, int(prompt));
        setState(n, next.state, cancelledReason(hop, prompt), kind);
    } else {
        setState(n, next.state, reason, kind);
    }
}

QString FleetWorker::cancelledReason(const QString &hop, int prompt)
{
    switch (prompt) {
    case ssh::PromptRequest::KeyboardInteractive:
        return tr("the one-time password for %1 was cancelled").arg(hop);
    case ssh::PromptRequest::KeyPassphrase:
        return tr("the key passphrase for %1 was cancelled").arg(hop);
    default:
        return tr("the password for %1 was cancelled").arg(hop);
    }
}

// --- the agent -------------------------------------------------------------------------------

void FleetWorker::afterReady(Node &n)
{
    if (n.stopRequested) {
        if (n.removeWanted) {
            n.phase = Phase::RemoveQueued;
            m_queue.push(n.id);
        } else {
            finishStop(n, false, {});
        }
        return;
    }
    // The probe alone, without waiting: a node that already has our very binary (by SHA-256) starts
    // at once, its hello being the version handshake. Only the others go through the full check.
    n.checkOutput.clear();
    Node *np = &n;
    n.exec = m_engine->exec(
        n.target, AgentDeployer::probeCommand(),
        ssh::ExecCallbacks{
            [np](const char *p, std::size_t size) { ssh::appendCapped(np->checkOutput, p, size); }, {}, {}});
    n.exec->closeStdin();
    n.phase = Phase::Checking;
    setState(n, FleetNodeState::Deploying, {});
}

void FleetWorker::checked(Node &n)
{
    const SshError err = n.exec->error();
    const int status = n.exec->exitStatus();
    m_engine->release(n.exec);
    n.exec = nullptr;
    if (!err.ok() || !n.target->isReady()) {
        const SshError chain = err.ok() ? chainError(n.target) : err;
        linkLost(n, chain.describeFor(n.plan.target.displayName()), chain.kind, failedSession(n.target));
        return;
    }
    if (n.stopRequested) {
        afterReady(n);
        return;
    }
    AgentDeployer::Probe probe;
    if (status == 0 && AgentDeployer::parseProbe(n.checkOutput, &probe) &&
        probe.machine == AgentDeployer::localMachine() && probe.sha256Hex == m_local.sha256Hex) {
        n.remotePath = probe.remotePath;
        audit(n, QStringLiteral("agent.deploy"),
              {{QStringLiteral("ok"), true},
               {QStringLiteral("pushed"), false},
               {QStringLiteral("path"), probe.remotePath},
               {QStringLiteral("sha256"), QString::fromLatin1(probe.sha256Hex)}});
        post(&FleetSession::agentDeployed, n.id, false, m_local.versionLine);
        startStream(n);
        return;
    }
    n.phase = Phase::DeployQueued;
    m_queue.push(n.id);
}

void FleetWorker::deploy(Node &n)
{
    const AgentDeployment d = AgentDeployer::ensure(*m_engine, n.target, m_local, m_options.deployTimeoutMs);
    if (!d.ok()) {
        if (!n.target->isReady() || d.error.kind != FailureKind::Channel) {
            linkLost(n, d.error.describeFor(n.plan.target.displayName()), d.error.kind,
                     failedSession(n.target));
            return;
        }
        audit(n, QStringLiteral("agent.deploy"),
              {{QStringLiteral("ok"), false}, {QStringLiteral("error"), d.error.message}});
        closeTarget(n);
        n.phase = Phase::Done;
        setState(n, FleetNodeState::Refused, d.error.describeFor(n.plan.target.displayName()), d.error.kind);
        return;
    }
    n.remotePath = d.remotePath;
    audit(n, QStringLiteral("agent.deploy"),
          {{QStringLiteral("ok"), true},
           {QStringLiteral("pushed"), d.pushed},
           {QStringLiteral("bytes"), d.bytes},
           {QStringLiteral("path"), d.remotePath},
           {QStringLiteral("version"), d.remoteVersion}});
    post(&FleetSession::agentDeployed, n.id, d.pushed, d.remoteVersion);
    startStream(n);
}

void FleetWorker::startStream(Node &n)
{
    n.channel->reset();
    n.stderrTail.clear();
    Node *np = &n;
    const QByteArray command =
        AgentDeployer::telemetryCommand(n.remotePath, m_local.sha256Hex, m_options.intervalMs, 0);
    n.exec = m_engine->exec(
        n.target, command,
        ssh::ExecCallbacks{[this, np](const char *p, std::size_t size) { onBytes(*np, p, size); },
                           [np](const char *p, std::size_t size) {
                               np->stderrTail.append(p, qsizetype(size));
                               if (np->stderrTail.size() > kStderrKeep)
                                   np->stderrTail.remove(0, np->stderrTail.size() - kStderrKeep);
                           },
                           {}});
    n.streamStarted(now());
    audit(n, n.startedOnce ? QStringLiteral("agent.restart") : QStringLiteral("agent.start"),
          {{QStringLiteral("command"), QString::fromUtf8(command)},
           {QStringLiteral("attempt"), n.restarts + n.connectFailures + 1}});
    n.startedOnce = true;
    setState(n, FleetNodeState::Streaming, {});
}

// The node's channel reports from inside an engine step (on this thread): report on, never touch the
// engine there.
std::unique_ptr<TelemetryChannel> FleetWorker::makeChannel(Node &n)
{
    Node *np = &n;
    TelemetryChannel::Events events;
    events.hello = [this, np](const QJsonObject &hello) {
        np->upgradeTried = false;
        post(&FleetSession::helloReceived, np->id, hello);
    };
    events.sample = [this, np](const proto::Sample &sample) {
        if (const qint64 since = np->sampleArrived())
            post(&FleetSession::gapEnded, np->id, since, wallMs());
        post(&FleetSession::sampleReceived, np->id, sample);
    };
    events.rtt = [this, np](double rtt, double jitter) {
        post(&FleetSession::rttMeasured, np->id, rtt, jitter);
    };
    events.message = [this, np](const QString &text) { post(&FleetSession::agentMessage, np->id, text); };
    return std::make_unique<TelemetryChannel>(&m_local, m_options.rttWindow, std::move(events));
}

void FleetWorker::onBytes(Node &n, const char *p, std::size_t size)
{
    n.lastByte = now();
    n.channel->feed(p, size, n.lastByte);
}

void FleetWorker::sendPing(Node &n, double t)
{
    n.exec->write(n.channel->ping(t));
    n.lastPing = t;
}

void FleetWorker::streamEnded(Node &n)
{
    Exec *e = n.exec;
    const SshError err = e->error();
    const QString signal = e->exitSignal();
    const int status = e->exitStatus();
    m_engine->release(e);
    n.exec = nullptr;
    if (!n.target->isReady() || !err.ok()) {
        const SshError chain = err.ok() ? chainError(n.target) : err;
        linkLost(
            n, chain.ok() ? tr("the connection was closed") : chain.describeFor(n.plan.target.displayName()),
            chain.kind, failedSession(n.target));
        return;
    }
    QString reason = !signal.isEmpty()      ? tr("the agent was killed by signal %1").arg(signal)
                     : n.channel->byeSeen() ? tr("the agent stopped (exit code %1)").arg(status)
                                            : tr("the agent's channel closed (exit code %1)").arg(status);
    const QString err2 = QString::fromUtf8(n.stderrTail.trimmed());
    if (!err2.isEmpty())
        reason += QStringLiteral(": ") + err2.section(QLatin1Char('\n'), -1);
    if (!n.channel->mismatch().isEmpty()) {
        mismatchFound(n);
        return;
    }
    agentStopped(n, reason);
}

void FleetWorker::agentStopped(Node &n, const QString &reason)
{
    openGap(n, reason);
    const Node::Next next = n.agentStopped(m_options.restart, now(), m_rng);
    if (next.kind == Node::Next::GiveUp) {
        closeTarget(n);
        setState(n, next.state,
                 tr("the agent keeps stopping (%n time(s) in a row); last: %1", nullptr, n.restarts - 1)
                     .arg(reason));
        return;
    }
    setState(n, next.state, tr("%1; restarting in %2 ms").arg(reason).arg(next.delayMs));
}

// A hello from another agent than ours: deploy ours once more (it replaces a binary that differs),
// then refuse with the reason.
void FleetWorker::mismatchFound(Node &n)
{
    const QString why = n.channel->mismatch();
    if (n.exec) {
        m_engine->release(n.exec);
        n.exec = nullptr;
    }
    if (!n.upgradeTried) {
        n.upgradeTried = true;
        qCInfo(lcAgent) << n.id << "runs another agent; deploying ours again:" << why;
        afterReady(n);
        return;
    }
    closeTarget(n);
    n.phase = Phase::Done;
    setState(n, FleetNodeState::Refused, why);
}

void FleetWorker::finishStop(Node &n, bool removed, const QString &error)
{
    QJsonObject details{{QStringLiteral("graceful"), n.channel->byeSeen()}};
    if (!error.isEmpty())
        details.insert(QStringLiteral("error"), error);
    audit(n, QStringLiteral("agent.stop"), details);
    closeTarget(n);
    n.phase = Phase::Done;
    setState(n, removed ? FleetNodeState::Removed : FleetNodeState::Stopped, error);
    if (n.restartWanted)
        restartNode(n);
}

void FleetWorker::removeAgent(Node &n)
{
    const SshError e = AgentDeployer::stop(*m_engine, n.target, true, 30000);
    QJsonObject details{{QStringLiteral("ok"), e.ok()}};
    if (!e.ok())
        details.insert(QStringLiteral("error"), e.message);
    audit(n, QStringLiteral("agent.remove"), details);
    finishStop(n, e.ok(), e.ok() ? QString() : e.describeFor(n.plan.target.displayName()));
}

// --- the loop --------------------------------------------------------------------------------

// A cut that resets nothing (a dead route, a frozen NAT) leaves the bastion's socket looking fine.
// When every stream through a jump host has gone silent at once, the jump host is what was lost:
// it is dropped, so that the nodes reconnect through a new login instead of waiting on the dead one.
void FleetWorker::dropSilentHops(double t)
{
    QHash<Session *, QPair<int, int>> streams; // root -> (streaming, silent)
    for (const auto &n : m_nodes) {
        if (n->phase != Phase::Streaming || !n->root)
            continue;
        QPair<int, int> &c = streams[n->root];
        ++c.first;
        c.second += t - n->lastByte > m_silenceMs;
    }
    for (auto it = streams.constBegin(); it != streams.constEnd(); ++it) {
        if (it.value().first > 0 && it.value().second == it.value().first && it.key()->isReady()) {
            const QString name = it.key()->options().endpoint.displayName();
            qCInfo(lcAgent) << "every stream through" << name << "fell silent; logging in again";
            dropHop(it.key(), tr("nothing arrived through %1 for %2 s; the connection to it is taken as lost")
                                  .arg(name)
                                  .arg(m_silenceMs / 1000.0, 0, 'f', 1));
        }
    }
}

bool FleetWorker::tick()
{
    const double t = now();
    dropSilentHops(t);
    bool active = false;
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        Node &n = *m_nodes[i];
        switch (n.phase) {
        case Phase::Connecting:
            if (n.target->isReady()) {
                n.connected();
                afterReady(n);
            } else if (isDead(n.target)) {
                const SshError err = chainError(n.target);
                linkLost(n, err.describeFor(n.plan.target.displayName()), err.kind, failedSession(n.target));
            }
            break;
        case Phase::Streaming:
            if (n.exec->isFinished()) {
                streamEnded(n);
            } else if (!n.channel->mismatch().isEmpty()) {
                mismatchFound(n);
            } else if (!n.channel->broken().isEmpty()) {
                qCWarning(lcAgent) << n.id << "stream dropped:" << n.channel->broken();
                linkLost(n, n.channel->broken(), FailureKind::Channel);
            } else if (t - n.lastByte > m_silenceMs) {
                linkLost(n,
                         tr("nothing arrived from the node for %1 s; the link is taken as lost")
                             .arg(m_silenceMs / 1000.0, 0, 'f', 1),
                         FailureKind::Timeout);
            } else if (t - n.lastPing >= m_options.pingIntervalMs) {
                sendPing(n, t);
            }
            break;
        case Phase::Waiting:
            if (t >= n.retryAt) {
                if (n.retryReconnect || !n.target || !n.target->isReady())
                    connectNode(n);
                else
                    afterReady(n);
            }
            break;
        case Phase::Stopping:
            if (n.exec->isFinished() || t > n.stopDeadline) {
                m_engine->release(n.exec);
                n.exec = nullptr;
                if (n.removeWanted && n.target->isReady()) {
                    n.phase = Phase::RemoveQueued;
                    m_queue.push(n.id);
                } else {
                    finishStop(n, false, {});
                }
            }
            break;
        case Phase::Checking:
            if (n.exec->isFinished())
                checked(n);
            break;
        case Phase::DeployQueued:
        case Phase::RemoveQueued:
            if (isDead(n.target)) {
                const SshError err = chainError(n.target);
                linkLost(n, err.describeFor(n.plan.target.displayName()), err.kind, failedSession(n.target));
            }
            break;
        case Phase::Done:
            break;
        }
        active |= n.phase != Phase::Done;
    }
    // One agent check per tick, synchronous on this thread (every other session keeps streaming
    // inside it): pushes never run side by side, and queued calls are taken between them.
    const auto turn = m_queue.takeNext([this](const QString &id) {
        const Node *n = m_byId.value(id);
        return n && (n->phase == Phase::DeployQueued || n->phase == Phase::RemoveQueued);
    });
    if (turn) {
        Node &n = *m_byId.value(*turn);
        if (n.phase == Phase::DeployQueued)
            deploy(n);
        else
            removeAgent(n);
    }
    return active || !m_queue.isEmpty();
}

} // namespace cg
