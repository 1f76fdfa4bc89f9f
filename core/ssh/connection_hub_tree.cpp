// SPDX-License-Identifier: GPL-3.0-or-later
// A tree's I/O thread: requests stepped, tasks run, clients ticked, idle sessions closed.
#include "ssh/connection_hub_p.h"
#include "ssh/prompt_outcome.h"

#include "common/logging.h"

#include <QDateTime>
#include <QThread>

#include <algorithm>

namespace cg::ssh {

using namespace hub_detail;

// --------------------------------------------------------------------------------------------------------
// The tree's I/O thread

void HubTree::run()
{
    t_ioThread = true;
    t_tree = this;
    Engine engine;
    HopPool pool(engine);
    pool.m_tree = this;
    pool.m_busy = [this] { return m_depth > 0; };
    pool.m_notify = [this](Session *hop) { hopDropping(hop); };
    m_engine = &engine;
    m_pool = &pool;
    engine.setWakeFd(m_wakeFd);
    engine.setAbortFlag(&m_abortNow);
    engine.setIdleHook([this] {
        if (m_depth == 0)
            return;
        drain();
        service(true);
    });
    engine.setMaxConcurrentHandshakes(m_hub->m_maxHandshakes);
    engine.setKeepaliveSeconds(m_hub->m_keepaliveSeconds);
    qint64 idleSince = -1;
    while (!m_stop) {
        engine.setAuditSink(m_hub->m_audit.load());
        drain();
        service(false);
        runTask();
        if (busy()) {
            idleSince = -1;
        } else if (idleSince < 0) {
            idleSince = monoMs();
        } else if (monoMs() - idleSince > m_hub->m_idleTimeoutMs) {
            // Nothing to do for a while: end the thread, unless a request arrived meanwhile.
            std::lock_guard hubLock(m_hub->m_mutex);
            std::lock_guard lock(m_inboxMutex);
            if (m_inbox.empty()) {
                m_ended = true;
                break;
            }
        }
        engine.runUntil([this] { return m_stop || wantsAttention(); }, busy() ? 20 : 200);
    }
    shutdown();
    m_pool = nullptr;
    m_engine = nullptr;
    m_ended = true;
}

bool HubTree::wantsAttention()
{
    {
        std::lock_guard lock(m_inboxMutex);
        if (!m_inbox.empty())
            return true;
    }
    for (const auto &c : m_clients) {
        if (c->wantsTick() && std::find(m_ticking.begin(), m_ticking.end(), c.get()) == m_ticking.end())
            return true;
    }
    if ((++m_attentionSpin & 31) != 0)
        return false;
    for (const auto &r : m_requests) {
        if (r->phase == RequestCore::Phase::Running && r->exec && r->exec->isFinished())
            return true;
        if (r->phase == RequestCore::Phase::Connecting && r->target && r->target->isFinished())
            return true;
    }
    return false;
}

void HubTree::drain()
{
    std::vector<Work> work;
    {
        std::lock_guard lock(m_inboxMutex);
        work.swap(m_inbox);
    }
    std::vector<Work> later;
    for (auto &w : work) {
        if (w.client && std::find(m_ticking.begin(), m_ticking.end(), w.client) != m_ticking.end())
            later.push_back(std::move(w));
        else
            w.run();
    }
    if (!later.empty()) {
        std::lock_guard lock(m_inboxMutex);
        m_inbox.insert(m_inbox.begin(), std::make_move_iterator(later.begin()),
                       std::make_move_iterator(later.end()));
    }
}

void HubTree::service(bool nested)
{
    reportHops();
    const qint64 now = monoMs();
    // A copy: finishing a request removes it.
    const auto requests = m_requests;
    for (const auto &r : requests) {
        if (r->phase == RequestCore::Phase::Done)
            continue;
        if (r->phase == RequestCore::Phase::Running && r->kind == RequestCore::Kind::Task)
            continue; // the task running now (we may be inside it)
        if (r->phase == RequestCore::Phase::Waiting && now < r->retryAtMs && !r->cancelled)
            continue;
        serviceRequest(r, nested);
    }
    m_requests.erase(std::remove_if(m_requests.begin(), m_requests.end(),
                                    [](const auto &r) { return r->phase == RequestCore::Phase::Done; }),
                     m_requests.end());
    const auto clients = m_clients;
    for (const auto &client : clients) {
        if (std::find(m_ticking.begin(), m_ticking.end(), client.get()) != m_ticking.end())
            continue; // inside its own tick (a blocking step of it serves the others)
        if (std::find(m_clients.begin(), m_clients.end(), client) == m_clients.end())
            continue; // detached meanwhile
        m_ticking.push_back(client.get());
        ++m_depth;
        client->tick();
        --m_depth;
        m_ticking.pop_back();
        m_abortNow = m_stop.load();
        for (auto it = m_pendingDetach.begin(); it != m_pendingDetach.end();) {
            if (std::find(m_ticking.begin(), m_ticking.end(), it->first.get()) == m_ticking.end()) {
                const auto pending = *it;
                it = m_pendingDetach.erase(it);
                detachClient(pending.first, pending.second);
                it = m_pendingDetach.begin();
            } else {
                ++it;
            }
        }
    }
    if (!nested) {
        const auto deferred = m_pool->m_deferred;
        for (Session *hop : deferred) {
            if (m_pool->isHop(hop))
                m_pool->closeNow(hop);
        }
        m_pool->m_deferred.clear();
        closeIdle();
    }
    reportHops();
    statTcp = m_engine->tcpConnections();
    statSessions = m_engine->sessionCount();
    statRequests = int(m_requests.size());
}

void HubTree::serviceRequest(const std::shared_ptr<RequestCore> &r, bool nested)
{
    using P = RequestCore::Phase;
    const qint64 now = monoMs();
    if (r->cancelled) {
        if (r->kind == RequestCore::Kind::Exec) {
            ExecResult res;
            res.cancelled = true;
            finishExec(r, res);
        } else {
            finishTask(r, {}, true);
        }
        return;
    }
    const int timeoutMs =
        r->kind == RequestCore::Kind::Exec ? r->execOptions.timeoutMs : r->taskOptions.timeoutMs;
    const bool timedOut = timeoutMs > 0 && now - r->submittedMs > timeoutMs &&
                          !(r->kind == RequestCore::Kind::Task && r->phase == P::TaskQueued);
    if (timedOut) {
        const SshError err{
            FailureKind::Timeout, 0, r->plan.target.displayName(),
            tr("%1 did not answer within %2 s").arg(r->plan.target.displayName()).arg(timeoutMs / 1000.0)};
        if (r->kind == RequestCore::Kind::Exec) {
            ExecResult res;
            res.error = err;
            finishExec(r, res);
        } else {
            finishTask(r, err, false);
        }
        return;
    }
    switch (r->phase) {
    case P::New:
    case P::Waiting:
        if (nested && !r->plan.jumps.isEmpty()) {
            // Dead hops are replaced only between tasks: wait for one that is alive or for the task's end.
            const QList<Session *> hops = m_pool->hops();
            bool deadHop = false;
            for (Session *h : hops)
                deadHop |= isDead(h);
            if (deadHop)
                return;
        }
        startAttempt(r);
        break;
    case P::Connecting: {
        Session *t = r->target;
        if (t->isReady()) {
            if (r->kind == RequestCore::Kind::Task) {
                r->phase = P::TaskQueued;
                m_tasks.push_back(r);
                return;
            }
            std::weak_ptr<RequestCore> weak = r;
            RequestCore *core = r.get();
            if (r->pty) {
                r->exec = m_engine->shell(t, *r->pty, r->command, shellCallbacks(r));
            } else {
                r->exec = m_engine->exec(t, r->command,
                                         ExecCallbacks{[core](const char *p, std::size_t n) {
                                                           QByteArray data(p, qsizetype(n));
                                                           core->post<ExecRequest>([data](ExecRequest *q) {
                                                               emit q->stdoutData(data);
                                                           });
                                                       },
                                                       [core](const char *p, std::size_t n) {
                                                           QByteArray data(p, qsizetype(n));
                                                           core->post<ExecRequest>([data](ExecRequest *q) {
                                                               emit q->stderrData(data);
                                                           });
                                                       },
                                                       {}});
            }
            r->phase = P::Running;
            r->started = true;
            r->post<ExecRequest>([](ExecRequest *q) { emit q->started(); });
            serviceRunning(r);
        } else if (t->isFinished()) {
            const SshError err = chainError(t);
            failBeforeStart(r, err, failedSession(t));
        }
        return;
    }
    case P::Running:
        serviceRunning(r);
        return;
    case P::TaskQueued:
    case P::Done:
        return;
    }
}

void HubTree::serviceRunning(const std::shared_ptr<RequestCore> &r)
{
    {
        if (r->kind != RequestCore::Kind::Exec || !r->exec)
            return;
        {
            std::lock_guard lock(r->inputMutex);
            if (!r->stdinBuffer.isEmpty()) {
                r->exec->write(r->stdinBuffer);
                r->stdinBuffer.clear();
            }
            if (r->stdinClose)
                r->exec->closeStdin();
            if (r->resizeCols > 0) {
                r->exec->resizePty(r->resizeCols, r->resizeRows);
                r->resizeCols = r->resizeRows = 0;
            }
        }
        if (!r->exec->isFinished())
            return;
        ExecResult res;
        res.exitStatus = r->exec->exitStatus();
        res.exitSignal = r->exec->exitSignal();
        res.error = r->exec->error();
        if (!res.error.ok() && r->target) {
            const SshError chain = chainError(r->target);
            if (!chain.ok())
                res.error = chain;
        }
        finishExec(r, res);
    }
}

void HubTree::startAttempt(const std::shared_ptr<RequestCore> &r)
{
    ++r->attempts;
    Session *via = m_pool->hopsFor(r->plan.jumps, r->base);
    const bool wantTarget = r->kind == RequestCore::Kind::Exec || r->taskOptions.connectTarget;
    r->phase = RequestCore::Phase::Connecting;
    if (!wantTarget) {
        // The task gets the hops; it waits for them itself.
        r->target = nullptr;
        r->phase = RequestCore::Phase::TaskQueued;
        m_tasks.push_back(r);
        return;
    }
    SessionOptions o = r->base;
    o.endpoint = r->plan.target;
    o.hop = int(r->plan.jumps.size()) + 1;
    if (r->kind == RequestCore::Kind::Exec) {
        // Remote commands share node sessions (a few channels each), as ssh's ControlMaster does.
        const QString key = optionsKey(r->base) +
                            [&] {
                                QString k;
                                for (const Endpoint &e : r->plan.jumps)
                                    k += endpointKey(e);
                                return k;
                            }() +
                            QStringLiteral("=>") + endpointKey(r->plan.target);
        for (PooledTarget &p : m_targets) {
            if (p.key == key && !isDead(p.session) && p.users < 8 && !ridesOnDeadHop(p.session)) {
                ++p.users;
                r->target = p.session;
                r->pooledTarget = true;
                return;
            }
        }
        Session *t = connect(o, via);
        m_targets.push_back(PooledTarget{key, t, 1, 0});
        r->target = t;
        r->pooledTarget = true;
        return;
    }
    r->target = connect(o, via);
    r->pooledTarget = false;
}

void HubTree::releaseTarget(RequestCore &r)
{
    if (r.exec) {
        m_engine->release(r.exec);
        r.exec = nullptr;
    }
    if (!r.target)
        return;
    if (r.pooledTarget) {
        for (auto it = m_targets.begin(); it != m_targets.end(); ++it) {
            if (it->session != r.target)
                continue;
            if (--it->users <= 0) {
                it->users = 0;
                it->idleSinceMs = monoMs();
                if (isDead(it->session)) {
                    Session *s = it->session;
                    m_targets.erase(it);
                    close(s);
                }
            }
            break;
        }
    } else {
        close(r.target);
    }
    r.target = nullptr;
}

void HubTree::failBeforeStart(const std::shared_ptr<RequestCore> &r, const SshError &err,
                              const Session *failedAt)
{
    const bool isExec = r->kind == RequestCore::Kind::Exec;
    const bool retry = isExec ? r->execOptions.retry : r->taskOptions.retry;
    const RetryPolicy policy =
        (isExec ? r->execOptions.policy : r->taskOptions.policy).value_or(m_hub->m_retry);
    // What the failed session offered, read before it is closed (it may be the request's own target).
    const bool hostKeyRefused =
        failedAt && err.kind == FailureKind::HostKey && !failedAt->offeredHostKey().blob.isEmpty();
    int hkHop = 0, hkMatch = 0;
    Endpoint hkEndpoint;
    HostKey hkOffered;
    QList<HostKey> hkRecorded;
    if (hostKeyRefused) {
        hkHop = failedAt->options().hop;
        hkEndpoint = failedAt->options().endpoint;
        hkOffered = failedAt->offeredHostKey();
        hkMatch = int(failedAt->hostKeyLookup().match);
        hkRecorded = failedAt->hostKeyLookup().recorded;
    }
    const bool sessionFailed = failedAt != nullptr;
    releaseTarget(*r);
    failedAt = nullptr; // may be gone now
    if (sessionFailed && retry && policy.shouldRetry(err, r->attempts)) {
        const int delay = policy.delayBefore(r->attempts + 1, m_rng);
        const int next = r->attempts + 1;
        const int max = policy.maxAttempts;
        const QString reason = err.describe();
        r->post<HubRequest>(
            [next, max, delay, reason](HubRequest *q) { emit q->retrying(next, max, delay, reason); });
        r->phase = RequestCore::Phase::Waiting;
        r->retryAtMs = monoMs() + delay;
        return;
    }
    if (hostKeyRefused) {
        r->post<HubRequest>([=](HubRequest *q) {
            emit q->hostKeyRefused(hkHop, hkEndpoint, hkOffered, hkMatch, hkRecorded);
        });
    }
    if (r->kind == RequestCore::Kind::Exec) {
        ExecResult res;
        res.error = err;
        finishExec(r, res);
    } else {
        finishTask(r, err, false);
    }
}

void HubTree::finishExec(const std::shared_ptr<RequestCore> &r, ExecResult result)
{
    if (r->pty && r->started && !result.cancelled && !result.error.ok()) {
        const QString reason = result.error.describe();
        r->post<ShellRequest>([reason](ShellRequest *q) {
            q->drainAll();
            emit q->disconnected(reason);
        });
    }
    releaseTarget(*r);
    if (r->phase == RequestCore::Phase::TaskQueued)
        m_tasks.erase(std::remove(m_tasks.begin(), m_tasks.end(), r), m_tasks.end());
    r->phase = RequestCore::Phase::Done;
    r->post<ExecRequest>([result](ExecRequest *q) {
        if (auto *shell = qobject_cast<ShellRequest *>(q))
            shell->drainAll(); // all output before the end
        q->m_result = result;
        q->m_finished = true;
        emit q->finished(result);
        emit q->done();
    });
}

ExecCallbacks HubTree::shellCallbacks(const std::shared_ptr<RequestCore> &r)
{
    // Output goes to the front in chunks; the channel is read again only once the front has taken enough
    // of what was posted (it wakes the tree when it drops below half the bound).
    RequestCore *core = r.get();
    ExecCallbacks cb;
    cb.stdoutData = [core](const char *p, std::size_t n) {
        QByteArray data(p, qsizetype(n));
        core->outputInFlight += qint64(n);
        core->post<ShellRequest>([data](ShellRequest *q) { q->enqueueOutput(data); });
    };
    cb.stderrData = cb.stdoutData;
    cb.outputPaused = [core] { return core->outputInFlight.load() > ShellRequest::kMaxOutputInFlight; };
    return cb;
}

void HubTree::finishTask(const std::shared_ptr<RequestCore> &r, const SshError &error, bool cancelled)
{
    releaseTarget(*r);
    if (r->phase == RequestCore::Phase::TaskQueued)
        m_tasks.erase(std::remove(m_tasks.begin(), m_tasks.end(), r), m_tasks.end());
    r->phase = RequestCore::Phase::Done;
    r->body = nullptr; // what it captured goes now, on this thread
    r->post<TaskRequest>([error, cancelled](TaskRequest *q) {
        q->m_error = error;
        q->m_cancelled = cancelled;
        q->m_finished = true;
        emit q->finished(error);
        emit q->done();
    });
}

void HubTree::runTask()
{
    if (m_inTask)
        return;
    while (!m_tasks.empty()) {
        const std::shared_ptr<RequestCore> r = m_tasks.front();
        m_tasks.pop_front();
        if (r->phase != RequestCore::Phase::TaskQueued)
            continue;
        if (r->cancelled) {
            finishTask(r, {}, true);
            continue;
        }
        if (r->target && !r->target->isReady()) {
            failBeforeStart(r, chainError(r->target), failedSession(r->target));
            continue;
        }
        r->phase = RequestCore::Phase::Running;
        m_inTask = true;
        ++m_depth;
        SessionOptions base = r->base;
        // Sessions the task connects itself get the hub's prompts too.
        AuthBroker *broker = &m_hub->m_auth;
        const std::atomic<bool> *stop = &m_stop;
        base.prompt = [broker, stop](const PromptRequest &req, QString *answer) {
            QString why;
            return broker->ask(req, answer, &why, stop) == AuthBroker::Outcome::Answered;
        };
        TaskContext ctx(*m_engine, r->target, r->plan, base, this, r.get());
        SshError err;
        if (r->body)
            err = r->body(ctx);
        --m_depth;
        m_inTask = false;
        closeTaskSessions(*r);
        finishTask(r, err, r->cancelled.load());
        return; // one task per pass: the loop serves everything else between them
    }
}

bool TaskContext::cancelled() const
{
    return m_core->cancelled.load() || m_tree->stopping();
}

Session *TaskContext::hopsFor(const QList<Endpoint> &jumps)
{
    if (jumps.isEmpty())
        return nullptr;
    return m_tree->pool().hopsFor(jumps, base);
}

Session *TaskContext::connect(const SessionOptions &options, Session *via)
{
    Session *s = m_tree->connect(options, via);
    m_core->taskSessions.push_back(s);
    return s;
}

void TaskContext::replaceHops(const QList<Endpoint> &jumps)
{
    if (jumps.isEmpty())
        return;
    Session *last = m_tree->pool().hopsFor(jumps, base);
    Session *first = last;
    while (first && first->via())
        first = first->via();
    if (!first)
        return;
    auto &mine = m_core->taskSessions;
    mine.erase(std::remove_if(mine.begin(), mine.end(), [first](Session *s) { return ridesOn(s, first); }),
               mine.end());
    m_tree->pool().closeNow(first);
}

void TaskContext::close(Session *session)
{
    auto &mine = m_core->taskSessions;
    if (std::find(mine.begin(), mine.end(), session) == mine.end())
        return;
    mine.erase(
        std::remove_if(mine.begin(), mine.end(), [session](Session *s) { return ridesOn(s, session); }),
        mine.end());
    if (engine.owns(session))
        m_tree->close(session);
}

void HubTree::closeTaskSessions(RequestCore &r)
{
    for (auto it = r.taskSessions.rbegin(); it != r.taskSessions.rend(); ++it) {
        if (m_engine->owns(*it))
            close(*it);
    }
    r.taskSessions.clear();
}

void HubTree::detachClient(const std::shared_ptr<TreeClient> &client, const std::shared_ptr<QSemaphore> &done)
{
    if (std::find(m_ticking.begin(), m_ticking.end(), client.get()) != m_ticking.end()) {
        // Inside its own tick (a blocking step of it is running): cut that step short, finish afterwards.
        m_pendingDetach.push_back({client, done});
        m_abortNow = true;
        return;
    }
    if (std::find(m_clients.begin(), m_clients.end(), client) != m_clients.end()) {
        client->detaching();
        m_clients.erase(std::remove(m_clients.begin(), m_clients.end(), client), m_clients.end());
    }
    if (done)
        done->release();
}

// `hop` is about to close: everything riding on it lets go first.
void HubTree::hopDropping(Session *hop)
{
    reportHops(); // a hop that failed is reported down before it goes

    const auto requests = m_requests;
    for (const auto &r : requests) {
        if (!r->target || !ridesOn(r->target, hop) || r->phase == RequestCore::Phase::Done)
            continue;
        if (r->phase == RequestCore::Phase::Running && r->kind == RequestCore::Kind::Task)
            continue; // never while a task runs: drops are deferred until it ends
        SshError err = chainError(r->target);
        if (err.ok())
            err = SshError{FailureKind::Closed, hop->options().hop, hop->options().endpoint.displayName(),
                           tr("the jump host went away")};
        if (r->phase == RequestCore::Phase::Running) {
            ExecResult res;
            res.error = err;
            finishExec(r, res);
        } else {
            failBeforeStart(r, err, hop);
        }
    }
    // Every request on it has finished above: what is left of the pooled node sessions goes with the hop.
    for (auto it = m_targets.begin(); it != m_targets.end();) {
        if (ridesOn(it->session, hop))
            it = m_targets.erase(it);
        else
            ++it;
    }
    for (const auto &c : m_clients)
        c->hopDropping(hop);
    for (auto it = m_hopState.begin(); it != m_hopState.end();) {
        if (ridesOn(it.key(), hop))
            it = m_hopState.erase(it);
        else
            ++it;
    }
}

void HubTree::reportHops()
{
    for (Session *s : m_pool->hops()) {
        const Session::State st = s->state();
        const int known = m_hopState.value(s, -1);
        if (st == Session::State::Ready && known != 1) {
            m_hopState.insert(s, 1);
            QMetaObject::invokeMethod(
                m_hub,
                [hub = m_hub, ep = s->options().endpoint, hop = s->options().hop, timing = s->timing(),
                 fp = s->hostKeyFingerprint(),
                 method = s->authMethodUsed()] { emit hub->hopUp(ep, hop, timing, fp, method); },
                Qt::QueuedConnection);
        } else if ((st == Session::State::Failed || st == Session::State::Closed) && known != 0) {
            m_hopState.insert(s, 0);
            const FailureKind kind = s->error().kind;
            const int match = kind == FailureKind::HostKey && !s->offeredHostKey().blob.isEmpty()
                                  ? int(s->hostKeyLookup().match)
                                  : -1;
            QMetaObject::invokeMethod(
                m_hub,
                [hub = m_hub, ep = s->options().endpoint, hop = s->options().hop, why = s->error().message,
                 kind, match] { emit hub->hopDown(ep, hop, why, int(kind), match); },
                Qt::QueuedConnection);
        }
    }
}

void HubTree::closeIdle()
{
    const qint64 now = monoMs();
    const int idleMs = m_hub->m_idleTimeoutMs;
    for (auto it = m_targets.begin(); it != m_targets.end();) {
        if (it->users == 0 && (isDead(it->session) || now - it->idleSinceMs > idleMs)) {
            Session *s = it->session;
            it = m_targets.erase(it);
            close(s);
        } else {
            ++it;
        }
    }
    // A jump host nobody rides on any more (no session through it) closes after the idle time.
    for (auto &e : m_pool->m_hops) {
        const bool used = !e.session->d->children.empty();
        if (used || (!isDead(e.session) && !e.session->isFinished())) {
            e.idleSinceMs = 0;
            continue;
        }
        if (e.idleSinceMs == 0)
            e.idleSinceMs = now;
    }
    for (std::size_t i = 0; i < m_pool->m_hops.size(); ++i) {
        auto &e = m_pool->m_hops[i];
        if (e.session->via() == nullptr && e.session->d->children.empty() && e.idleSinceMs > 0 &&
            (isDead(e.session) || now - e.idleSinceMs > idleMs)) {
            m_pool->closeNow(e.session);
            i = std::size_t(-1); // the list changed
        }
    }
}

void HubTree::shutdown()
{
    drain();
    const auto requests = m_requests;
    for (const auto &r : requests) {
        if (r->phase == RequestCore::Phase::Done)
            continue;
        if (r->kind == RequestCore::Kind::Exec) {
            ExecResult res;
            res.cancelled = true;
            finishExec(r, res);
        } else {
            finishTask(r, {}, true);
        }
    }
    m_requests.clear();
    m_tasks.clear();
    const auto clients = m_clients;
    for (const auto &c : clients)
        c->detaching();
    m_clients.clear();
    for (auto &p : m_pendingDetach) {
        if (p.second)
            p.second->release();
    }
    m_pendingDetach.clear();
    m_targets.clear();
    m_notes.clear();
}

bool promptCancelled(const Session *session, PromptRequest::Kind *kind)
{
    return t_tree && session && t_tree->promptCancelled(session, kind);
}

} // namespace cg::ssh
