// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/fleet_session.h"

#include "agent/agent_deploy.h"
#include "agent/telemetry_channel.h"
#include "common/logging.h"
#include "protocol/frame.h"
#include "protocol/messages.h"
#include "ssh/connection_hub.h"
#include "ssh/remote_shell.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QRandomGenerator>
#include <QTimer>

#include <deque>
#include <memory>
#include <tuple>
#include <vector>

namespace cg {

using ssh::Exec;
using ssh::FailureKind;
using ssh::Session;
using ssh::SshError;

namespace {

constexpr double kHealthyStreamMs = 60000; // a stream this old resets the restart count
constexpr int kStopGraceMs = 5000;         // for the agent's bye after `stop`
constexpr int kStderrKeep = 2048;

qint64 wallMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

// The nodes of one connection tree: a client of the hub, stepped on the tree's I/O thread, where it owns
// its node sessions and channels (the jump hosts are the hub's). Callers reach it through the hub's post().
class FleetWorker : public ssh::TreeClient
{
    Q_DECLARE_TR_FUNCTIONS(cg::FleetWorker)

public:
    explicit FleetWorker(FleetSession *service) : m_service(service) { m_clock.start(); }

    void attached(ssh::Engine &engine, ssh::HopPool &pool) override
    {
        m_engine = &engine;
        m_pool = &pool;
    }

    void hopDropping(Session *hop) override
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

    void detaching() override
    {
        for (const auto &n : m_nodes)
            closeTarget(*n);
    }

    // Signals leave from the service's thread, never from this one.
    template <typename... Signal, typename... Args>
    void post(void (FleetSession::*signal)(Signal...), Args &&...args)
    {
        QMetaObject::invokeMethod(
            m_service,
            [service = m_service, signal,
             tuple = std::make_tuple(std::decay_t<Args>(std::forward<Args>(args))...)] {
                std::apply([&](const auto &...a) { (service->*signal)(a...); }, tuple);
            },
            Qt::QueuedConnection);
    }

    void setAuditSink(FleetAuditSink *sink) { m_audit = sink; }

    void start(const FleetOptions &options, const QList<FleetNode> &nodes)
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
                // Its plan as saved now (a key or a hop changed in the cluster editor): a running node
                // uses it from its next connection; a stopped, removed or refused one starts again on it.
                known->plan = fn.plan;
                if (known->phase == Phase::Done)
                    restartNode(*known);
                else if (known->stopRequested)
                    known->restartWanted = true; // still stopping: it starts again once stopped
                continue;
            }
            m_nodes.push_back(std::make_unique<Node>());
            Node &n = *m_nodes.back();
            n.id = fn.id;
            n.plan = fn.plan;
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

    void stopNode(const QString &id, bool remove)
    {
        Node *n = m_byId.value(id);
        if (!n || n->phase == Phase::Done)
            return;
        if (n->stopRequested) { // the last word counts: stopped again before it started again
            n->restartWanted = false;
            n->removeWanted |= remove;
            return;
        }
        n->stopRequested = true;
        n->removeWanted = remove;
        switch (n->phase) {
        case Phase::Streaming:
            n->exec->write("stop\n");
            n->phase = Phase::Stopping;
            n->stopDeadline = now() + kStopGraceMs;
            setState(*n, FleetNodeState::Stopping, {});
            break;
        case Phase::DeployQueued:
            afterReady(*n);
            break;
        case Phase::Waiting:
            if (remove)
                connectNode(*n); // the agent file is removed once connected
            else
                finishStop(*n, false, {});
            break;
        default: // Connecting, Checking: decided once done; Stopping / RemoveQueued: already on the way
            break;
        }
    }

    void stopAll(bool remove)
    {
        for (const auto &n : m_nodes)
            stopNode(n->id, remove);
    }

    void reportStats()
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

private:
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

    struct Node
    {
        QString id;
        ssh::ChainPlan plan;
        Session *target = nullptr;
        Session *root = nullptr; // the first jump host's session; null when there are no jumps
        Exec *exec = nullptr;
        Phase phase = Phase::Connecting;
        FleetNodeState state = FleetNodeState::Connecting;
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
        double streamStarted = 0;
        double stopDeadline = 0;
        qint64 gapSince = 0; // Unix ms; 0: no gap open
        QByteArray stderrTail;
        QByteArray checkOutput;
        bool stopRequested = false;
        bool removeWanted = false;
        bool restartWanted = false; // streamed again while stopping
    };

    double now() const { return double(m_clock.nsecsElapsed()) / 1e6; }

    void setState(Node &n, FleetNodeState state, const QString &reason)
    {
        if (n.stateReported && n.state == state && reason.isEmpty())
            return;
        n.state = state;
        n.stateReported = true;
        post(&FleetSession::nodeStateChanged, n.id, state, reason);
    }

    void audit(const Node &n, const QString &action, const QJsonObject &details)
    {
        if (!m_audit)
            return;
        m_audit->fleetEvent(
            FleetEvent{action, n.id, n.plan.target.host, n.plan.target.user, details, wallMs()});
    }

    // --- connections ---------------------------------------------------------------------------

    static bool isDescendantOf(const Session *s, const Session *ancestor)
    {
        for (const Session *p = s->via(); p; p = p->via()) {
            if (p == ancestor)
                return true;
        }
        return false;
    }

    static bool isDead(const Session *s)
    {
        return s->state() == Session::State::Failed || s->state() == Session::State::Closed;
    }

    // The jump hosts of a plan: the hub's, shared by every node behind them and every other feature; a dead
    // hop is replaced there, and the nodes that rode it are told their link is gone (hopDropping).
    Session *hopsFor(const ssh::ChainPlan &plan) { return m_pool->hopsFor(plan.jumps, m_options.base); }

    void dropHop(Session *hop, const QString &reason = {})
    {
        m_dropReason = reason;
        m_pool->drop(hop);
        m_dropReason.clear();
    }

    // A node that ended (stopped, removed, refused) starts over as a new one would, on its current plan.
    void restartNode(Node &n)
    {
        closeTarget(n);
        n.root = nullptr;
        n.stateReported = false;
        n.channel = makeChannel(n);
        n.remotePath.clear();
        n.upgradeTried = false;
        n.upSinceFailure = false;
        n.everStreamed = false;
        n.connectFailures = 0;
        n.restarts = 0;
        n.retryReconnect = false;
        n.retryAt = 0;
        n.gapSince = 0;
        n.stderrTail.clear();
        n.checkOutput.clear();
        n.stopRequested = false;
        n.removeWanted = false;
        n.restartWanted = false;
        if (!m_local.ok()) {
            setState(n, FleetNodeState::Refused, m_local.error);
            return;
        }
        n.state = FleetNodeState::Connecting;
        connectNode(n);
    }

    void connectNode(Node &n)
    {
        closeTarget(n);
        Session *via = hopsFor(n.plan);
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

    void closeTarget(Node &n)
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
    static SshError chainError(const Session *target)
    {
        SshError err = target->error();
        for (const Session *s = target; s; s = s->via()) {
            if (s->state() == Session::State::Failed)
                err = s->error();
        }
        return err;
    }

    static const Session *failedSession(const Session *target)
    {
        const Session *failed = nullptr;
        for (const Session *s = target; s; s = s->via()) {
            if (s->state() == Session::State::Failed)
                failed = s;
        }
        return failed;
    }

    void openGap(Node &n, const QString &reason)
    {
        if (!n.everStreamed || n.gapSince != 0)
            return;
        n.gapSince = wallMs();
        post(&FleetSession::gapStarted, n.id, n.gapSince, reason);
    }

    // The connection is gone (or never came up): decisions for a person stop the node, anything else is
    // tried again after a growing, jittered delay.
    void linkLost(Node &n, const QString &reason, FailureKind kind, const Session *failedAt = nullptr)
    {
        // Read before the target (which may be the session that failed) is closed.
        const bool changed = failedAt && failedAt->hostKeyLookup().match == ssh::KnownHosts::Match::Changed;
        closeTarget(n);
        openGap(n, reason);
        if (kind == FailureKind::HostKey || kind == FailureKind::Auth) {
            n.phase = Phase::Done;
            setState(n, changed ? FleetNodeState::HostKeyChanged : FleetNodeState::Refused, reason);
            return;
        }
        if (n.stopRequested) {
            finishStop(n, false, reason);
            return;
        }
        ++n.connectFailures;
        const int delay = m_options.reconnect.delayBefore(n.connectFailures + 1, m_rng);
        n.retryAt = now() + delay;
        n.retryReconnect = true;
        n.phase = Phase::Waiting;
        setState(n, n.upSinceFailure ? FleetNodeState::Reconnecting : FleetNodeState::Unreachable, reason);
        n.upSinceFailure = false;
    }

    // --- the agent -------------------------------------------------------------------------------

    void afterReady(Node &n)
    {
        if (n.stopRequested) {
            if (n.removeWanted) {
                n.phase = Phase::RemoveQueued;
                m_queue.push_back(n.id);
            } else {
                finishStop(n, false, {});
            }
            return;
        }
        // The probe alone, without waiting: a node that already has our very binary (by SHA-256) starts
        // at once, its hello being the version handshake. Only the others go through the full check.
        n.checkOutput.clear();
        Node *np = &n;
        n.exec = m_engine->exec(n.target, AgentDeployer::probeCommand(),
                                ssh::ExecCallbacks{[np](const char *p, std::size_t size) {
                                                       ssh::appendCapped(np->checkOutput, p, size);
                                                   },
                                                   {},
                                                   {}});
        n.exec->closeStdin();
        n.phase = Phase::Checking;
        setState(n, FleetNodeState::Deploying, {});
    }

    void checked(Node &n)
    {
        const SshError err = n.exec->error();
        const int status = n.exec->exitStatus();
        m_engine->release(n.exec);
        n.exec = nullptr;
        if (!err.ok() || !n.target->isReady()) {
            const SshError chain = err.ok() ? chainError(n.target) : err;
            linkLost(n, chain.describe(), chain.kind, failedSession(n.target));
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
        m_queue.push_back(n.id);
    }

    void deploy(Node &n)
    {
        const AgentDeployment d =
            AgentDeployer::ensure(*m_engine, n.target, m_local, m_options.deployTimeoutMs);
        if (!d.ok()) {
            if (!n.target->isReady() || d.error.kind != FailureKind::Channel) {
                linkLost(n, d.error.describe(), d.error.kind, failedSession(n.target));
                return;
            }
            audit(n, QStringLiteral("agent.deploy"),
                  {{QStringLiteral("ok"), false}, {QStringLiteral("error"), d.error.message}});
            closeTarget(n);
            n.phase = Phase::Done;
            setState(n, FleetNodeState::Refused, d.error.describe());
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

    void startStream(Node &n)
    {
        n.channel->reset();
        n.stderrTail.clear();
        Node *np = &n;
        const QByteArray command = AgentDeployer::telemetryCommand(n.remotePath, m_options.intervalMs, 0);
        n.exec = m_engine->exec(
            n.target, command,
            ssh::ExecCallbacks{[this, np](const char *p, std::size_t size) { onBytes(*np, p, size); },
                               [np](const char *p, std::size_t size) {
                                   np->stderrTail.append(p, qsizetype(size));
                                   if (np->stderrTail.size() > kStderrKeep)
                                       np->stderrTail.remove(0, np->stderrTail.size() - kStderrKeep);
                               },
                               {}});
        n.phase = Phase::Streaming;
        n.lastByte = n.lastPing = n.streamStarted = now();
        audit(n, n.startedOnce ? QStringLiteral("agent.restart") : QStringLiteral("agent.start"),
              {{QStringLiteral("command"), QString::fromUtf8(command)},
               {QStringLiteral("attempt"), n.restarts + n.connectFailures + 1}});
        n.startedOnce = true;
        setState(n, FleetNodeState::Streaming, {});
    }

    // The node's channel reports from inside an engine step (on this thread): report on, never touch the
    // engine there.
    std::unique_ptr<TelemetryChannel> makeChannel(Node &n)
    {
        Node *np = &n;
        TelemetryChannel::Events events;
        events.hello = [this, np](const QJsonObject &hello) {
            np->upgradeTried = false;
            post(&FleetSession::helloReceived, np->id, hello);
        };
        events.sample = [this, np](const proto::Sample &sample) {
            np->everStreamed = true;
            if (np->gapSince != 0) {
                post(&FleetSession::gapEnded, np->id, np->gapSince, wallMs());
                np->gapSince = 0;
            }
            post(&FleetSession::sampleReceived, np->id, sample);
        };
        events.rtt = [this, np](double rtt, double jitter) {
            post(&FleetSession::rttMeasured, np->id, rtt, jitter);
        };
        events.message = [this, np](const QString &text) { post(&FleetSession::agentMessage, np->id, text); };
        return std::make_unique<TelemetryChannel>(&m_local, m_options.rttWindow, std::move(events));
    }

    void onBytes(Node &n, const char *p, std::size_t size)
    {
        n.lastByte = now();
        n.channel->feed(p, size, n.lastByte);
    }

    void sendPing(Node &n, double t)
    {
        n.exec->write(n.channel->ping(t));
        n.lastPing = t;
    }

    void streamEnded(Node &n)
    {
        Exec *e = n.exec;
        const SshError err = e->error();
        const QString signal = e->exitSignal();
        const int status = e->exitStatus();
        m_engine->release(e);
        n.exec = nullptr;
        if (!n.target->isReady() || !err.ok()) {
            const SshError chain = err.ok() ? chainError(n.target) : err;
            linkLost(n, chain.ok() ? tr("the connection was closed") : chain.describe(), chain.kind,
                     failedSession(n.target));
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

    void agentStopped(Node &n, const QString &reason)
    {
        openGap(n, reason);
        if (now() - n.streamStarted > kHealthyStreamMs)
            n.restarts = 0;
        ++n.restarts;
        if (n.restarts > m_options.restart.maxAttempts) {
            closeTarget(n);
            n.phase = Phase::Done;
            setState(n, FleetNodeState::Refused,
                     tr("the agent keeps stopping (%n time(s) in a row); last: %1", nullptr, n.restarts - 1)
                         .arg(reason));
            return;
        }
        const int delay = m_options.restart.delayBefore(n.restarts + 1, m_rng);
        n.retryAt = now() + delay;
        n.retryReconnect = false;
        n.phase = Phase::Waiting;
        setState(n, FleetNodeState::Restarting, tr("%1; restarting in %2 ms").arg(reason).arg(delay));
    }

    // A hello from another agent than ours: deploy ours once more (it replaces a binary that differs),
    // then refuse with the reason.
    void mismatchFound(Node &n)
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

    void finishStop(Node &n, bool removed, const QString &error)
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

    void removeAgent(Node &n)
    {
        const SshError e = AgentDeployer::stop(*m_engine, n.target, true, 30000);
        QJsonObject details{{QStringLiteral("ok"), e.ok()}};
        if (!e.ok())
            details.insert(QStringLiteral("error"), e.message);
        audit(n, QStringLiteral("agent.remove"), details);
        finishStop(n, e.ok(), e.ok() ? QString() : e.describe());
    }

    // --- the loop --------------------------------------------------------------------------------

    // A cut that resets nothing (a dead route, a frozen NAT) leaves the bastion's socket looking fine.
    // When every stream through a jump host has gone silent at once, the jump host is what was lost:
    // it is dropped, so that the nodes reconnect through a new login instead of waiting on the dead one.
    void dropSilentHops(double t)
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
                dropHop(it.key(),
                        tr("nothing arrived through %1 for %2 s; the connection to it is taken as lost")
                            .arg(name)
                            .arg(m_silenceMs / 1000.0, 0, 'f', 1));
            }
        }
    }

    bool tick() override
    {
        const double t = now();
        dropSilentHops(t);
        bool active = false;
        for (std::size_t i = 0; i < m_nodes.size(); ++i) {
            Node &n = *m_nodes[i];
            switch (n.phase) {
            case Phase::Connecting:
                if (n.target->isReady()) {
                    n.upSinceFailure = true;
                    n.connectFailures = 0;
                    afterReady(n);
                } else if (isDead(n.target)) {
                    const SshError err = chainError(n.target);
                    linkLost(n, err.describe(), err.kind, failedSession(n.target));
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
                        m_queue.push_back(n.id);
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
                    linkLost(n, err.describe(), err.kind, failedSession(n.target));
                }
                break;
            case Phase::Done:
                break;
            }
            active |= n.phase != Phase::Done;
        }
        // One agent check per tick, synchronous on this thread (every other session keeps streaming
        // inside it): pushes never run side by side, and queued calls are taken between them.
        while (!m_queue.empty()) {
            Node *n = m_byId.value(m_queue.front());
            m_queue.pop_front();
            if (n && n->phase == Phase::DeployQueued) {
                deploy(*n);
                break;
            }
            if (n && n->phase == Phase::RemoveQueued) {
                removeAgent(*n);
                break;
            }
        }
        return active || !m_queue.empty();
    }

    FleetSession *m_service;
    ssh::Engine *m_engine = nullptr;
    ssh::HopPool *m_pool = nullptr;
    QString m_dropReason;
    QElapsedTimer m_clock;
    FleetOptions m_options;
    BundledAgent m_local;
    bool m_configured = false;
    int m_silenceMs = 5000;
    FleetAuditSink *m_audit = nullptr;
    std::vector<std::unique_ptr<Node>> m_nodes;
    QHash<QString, Node *> m_byId;
    std::deque<QString> m_queue;
    QRandomGenerator m_rng{QRandomGenerator::securelySeeded()};
};

FleetSession::FleetSession(ssh::ConnectionHub *hub, QObject *parent) : QObject(parent), m_hub(hub)
{
    qRegisterMetaType<cg::FleetNodeState>();
    qRegisterMetaType<cg::proto::Sample>();
}

FleetSession::~FleetSession()
{
    // Each tree lets go of our nodes (their channels and sessions close there) before we are gone.
    for (auto &[key, worker] : m_workers)
        m_hub->detach(worker);
    m_workers.clear();
}

void FleetSession::setAuditSink(FleetAuditSink *sink)
{
    m_audit = sink;
}

void FleetSession::setCommandAuditSink(ssh::AuditSink *sink)
{
    // Remote commands are the hub's to report, with every other feature's.
    m_commandAudit = sink;
    m_hub->setAuditSink(sink);
}

std::shared_ptr<FleetWorker> FleetSession::workerFor(const FleetNode &node)
{
    const QString key = ssh::ConnectionHub::treeKey(node.plan, m_options.base);
    auto &w = m_workers[key];
    if (!w) {
        w = std::make_shared<FleetWorker>(this);
        w->setAuditSink(m_audit);
        m_hub->attach(node.plan, m_options.base, w);
    }
    return w;
}

void FleetSession::start(const FleetOptions &options, const QList<FleetNode> &nodes)
{
    if (!m_configured) {
        m_options = options;
        m_configured = true;
    }
    std::map<FleetWorker *, QList<FleetNode>> byWorker;
    std::map<FleetWorker *, std::shared_ptr<FleetWorker>> keep;
    for (const FleetNode &n : nodes) {
        auto w = workerFor(n);
        m_nodeTree.insert(n.id, ssh::ConnectionHub::treeKey(n.plan, m_options.base));
        byWorker[w.get()] << n;
        keep[w.get()] = w;
    }
    const FleetOptions o = m_options;
    for (auto &[raw, list] : byWorker) {
        FleetWorker *w = raw;
        m_hub->post(w, [w, o, list = list] { w->start(o, list); });
    }
}

void FleetSession::stopNode(const QString &nodeId, bool remove)
{
    const auto it = m_workers.find(m_nodeTree.value(nodeId));
    if (it == m_workers.end())
        return;
    FleetWorker *w = it->second.get();
    m_hub->post(w, [w, nodeId, remove] { w->stopNode(nodeId, remove); });
}

void FleetSession::stopAll(bool remove)
{
    for (auto &[key, worker] : m_workers) {
        FleetWorker *w = worker.get();
        m_hub->post(w, [w, remove] { w->stopAll(remove); });
    }
}

void FleetSession::requestStats()
{
    if (m_workers.empty()) {
        QMetaObject::invokeMethod(
            this, [this] { emit stats(0, 0, 0); }, Qt::QueuedConnection);
        return;
    }
    m_stats = StatsRound{int(m_workers.size()), 0, 0, 0};
    for (auto &[key, worker] : m_workers) {
        FleetWorker *w = worker.get();
        m_hub->post(w, [w] { w->reportStats(); });
    }
}

QString FleetSession::stateName(FleetNodeState state)
{
    switch (state) {
    case FleetNodeState::Connecting:
        return tr("connecting");
    case FleetNodeState::Deploying:
        return tr("deploying the agent");
    case FleetNodeState::Streaming:
        return tr("streaming");
    case FleetNodeState::Restarting:
        return tr("restarting the agent");
    case FleetNodeState::Reconnecting:
        return tr("reconnecting");
    case FleetNodeState::Unreachable:
        return tr("unreachable");
    case FleetNodeState::HostKeyChanged:
        return tr("host key changed");
    case FleetNodeState::Refused:
        return tr("stopped: needs attention");
    case FleetNodeState::Stopping:
        return tr("stopping");
    case FleetNodeState::Stopped:
        return tr("stopped");
    case FleetNodeState::Removed:
        return tr("removed");
    }
    return {};
}

} // namespace cg
