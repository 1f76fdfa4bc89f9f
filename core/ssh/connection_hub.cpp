// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/connection_hub.h"

#include "common/logging.h"
#include "common/thread_owner.h"
#include "ssh/ssh_engine_p.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QSemaphore>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <deque>
#include <sys/eventfd.h>
#include <unistd.h>
#include <unordered_map>

namespace cg::ssh {

namespace {

thread_local bool t_ioThread = false;

qint64 monoMs()
{
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

bool isDead(const Session *s)
{
    return s->state() == Session::State::Failed || s->state() == Session::State::Closed;
}

bool ridesOnDeadHop(const Session *s)
{
    for (const Session *p = s->via(); p; p = p->via()) {
        if (isDead(p))
            return true;
    }
    return false;
}

bool ridesOn(const Session *s, const Session *ancestor)
{
    for (const Session *p = s; p; p = p->via()) {
        if (p == ancestor)
            return true;
    }
    return false;
}

// The first hop that failed tells the real story.
const Session *failedSession(const Session *target)
{
    const Session *failed = nullptr;
    for (const Session *s = target; s; s = s->via()) {
        if (s->state() == Session::State::Failed)
            failed = s;
    }
    return failed;
}

QString endpointKey(const Endpoint &e)
{
    return QStringLiteral("%1@%2:%3[%4]/")
        .arg(e.user, e.host)
        .arg(e.port)
        .arg(e.identityFiles.join(QLatin1Char(',')));
}

// What a live hop must have been made with to serve another request. Not the host-key policy (Strict and
// accept-new both leave the host's key in knownHostsFile, so a live session passed what Strict demands)
// and not whether ssh-agent may be asked (how a login was made, not what it is): the console's features
// differ in both, and one login per bastion is the promise.
QString optionsKey(const SessionOptions &o)
{
    return QStringLiteral("%1|%2|%3:%4|")
        .arg(o.knownHostsFile)
        .arg(int(o.allowLegacyKex))
        .arg(o.connectHost)
        .arg(o.connectPort);
}

} // namespace

QString ExecResult::describe() const
{
    if (cancelled)
        return QCoreApplication::translate("cg::ssh::ConnectionHub", "cancelled");
    if (!error.ok())
        return error.describe();
    if (!exitSignal.isEmpty())
        return QCoreApplication::translate("cg::ssh::ConnectionHub", "killed by signal %1").arg(exitSignal);
    return QCoreApplication::translate("cg::ssh::ConnectionHub", "exit status %1").arg(exitStatus);
}

// What a person said to a session's prompts: a cancel or a prompt nobody could answer explains its
// authentication failure better than the list of methods tried.
struct PromptNote
{
    std::mutex mutex;
    AuthBroker::Outcome outcome = AuthBroker::Outcome::Answered;
    QString why;
};

// --------------------------------------------------------------------------------------------------------
// The state of one request, shared by its front object (the caller's thread) and its tree (the I/O thread).

struct RequestCore
{
    enum class Kind { Exec, Task } kind = Kind::Exec;
    enum class Phase { New, Connecting, TaskQueued, Running, Waiting, Done };

    quint64 id = 0;
    QString treeKey;
    ChainPlan plan;
    SessionOptions base;
    QByteArray command;
    ExecOptions execOptions;
    TaskOptions taskOptions;
    TaskFunction body;
    qint64 submittedMs = 0;

    std::weak_ptr<HubTree> tree;
    std::atomic<bool> cancelled{false};

    std::mutex frontMutex;
    HubRequest *front = nullptr;

    std::mutex inputMutex;
    QByteArray stdinBuffer;
    bool stdinClose = false;
    int resizeCols = 0; // a window-change to send (0: none)
    int resizeRows = 0;

    // A shell's pseudo-terminal (set: a ShellRequest), and its output posted but not yet delivered.
    std::optional<PtyOptions> pty;
    std::atomic<qint64> outputInFlight{0};

    // I/O thread only.
    Phase phase = Phase::New;
    Session *target = nullptr;
    bool pooledTarget = false;
    Exec *exec = nullptr;
    bool started = false;
    int attempts = 0;
    qint64 retryAtMs = 0;
    std::vector<Session *> taskSessions; // connected by the task itself

    template <typename Req, typename F> void post(F f)
    {
        std::lock_guard lock(frontMutex);
        if (!front)
            return;
        auto *r = static_cast<Req *>(front);
        QMetaObject::invokeMethod(
            r, [r, f] { f(r); }, Qt::QueuedConnection);
    }
};

// --------------------------------------------------------------------------------------------------------

class HubTree
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::ConnectionHub)

public:
    HubTree(ConnectionHub *hub, QString key) : m_hub(hub), m_key(std::move(key))
    {
        m_wakeFd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
        m_thread.setStopHook([this] {
            m_stop = true;
            m_abortNow = true;
            wake();
        });
        m_thread.run(QStringLiteral("ssh-tree"), [this] { run(); });
    }

    ~HubTree()
    {
        m_thread.stop();
        if (m_wakeFd >= 0)
            ::close(m_wakeFd);
    }

    const QString &key() const { return m_key; }
    bool ended() const { return m_ended; }

    // To the I/O thread. Under the hub's lock for anything that must not be lost to a tree that ends.
    void post(std::function<void()> f, const TreeClient *client = nullptr)
    {
        {
            std::lock_guard lock(m_inboxMutex);
            m_inbox.push_back(Work{client, std::move(f)});
        }
        wake();
    }

    void wake()
    {
        const quint64 one = 1;
        [[maybe_unused]] const ssize_t n = ::write(m_wakeFd, &one, sizeof one);
    }

    HopPool &pool() { return *m_pool; }
    Engine &engine() { return *m_engine; }

    // A session with the hub's prompts; every session of the tree is made here.
    Session *connect(const SessionOptions &options, Session *via)
    {
        SessionOptions o = options;
        auto note = std::make_shared<PromptNote>();
        AuthBroker *broker = &m_hub->m_auth;
        const std::atomic<bool> *stop = &m_stop;
        o.prompt = [broker, note, stop](const PromptRequest &req, QString *answer) {
            QString why;
            const AuthBroker::Outcome out = broker->ask(req, answer, &why, stop);
            if (out != AuthBroker::Outcome::Answered) {
                std::lock_guard lock(note->mutex);
                note->outcome = out;
                note->why = why;
            }
            return out == AuthBroker::Outcome::Answered;
        };
        Session *s = m_engine->connect(o, via);
        m_notes[s] = note;
        return s;
    }

    // The error of a session, with what the person said to its prompts.
    SshError explain(const Session *s, SshError err) const
    {
        if (err.kind != FailureKind::Auth || !s)
            return err;
        const auto it = m_notes.find(s);
        if (it == m_notes.end())
            return err;
        std::lock_guard lock(it->second->mutex);
        if (it->second->outcome != AuthBroker::Outcome::Answered)
            err.message = it->second->why;
        return err;
    }

    SshError chainError(const Session *target) const
    {
        const Session *failed = failedSession(target);
        return failed ? explain(failed, failed->error()) : target->error();
    }

    void close(Session *s)
    {
        forgetNotes(s);
        m_engine->close(s);
        pruneNotes();
    }

    bool inTask() const { return m_depth > 0; }
    void detachClient(const std::shared_ptr<TreeClient> &client, const std::shared_ptr<QSemaphore> &done);
    void closeTaskSessions(RequestCore &r);
    bool stopping() const { return m_stop.load(); }

    std::atomic<int> statTcp{0};
    std::atomic<int> statSessions{0};
    std::atomic<int> statRequests{0};

private:
    friend class HopPool;
    friend class ConnectionHub;

    // Notes of sessions the engine no longer has (closed with `s`, or by a task or client directly) go; a
    // note's key is never dereferenced.
    void forgetNotes(Session *s)
    {
        m_notes.erase(s);
        m_pendingForget = true;
    }

    void pruneNotes()
    {
        if (!m_pendingForget)
            return;
        m_pendingForget = false;
        for (auto it = m_notes.begin(); it != m_notes.end();) {
            if (!m_engine->owns(it->first))
                it = m_notes.erase(it);
            else
                ++it;
        }
    }

    void run();
    void drain();
    void service(bool nested);
    void runTask();
    void startAttempt(const std::shared_ptr<RequestCore> &r);
    void serviceRequest(const std::shared_ptr<RequestCore> &r, bool nested);
    void serviceRunning(const std::shared_ptr<RequestCore> &r);
    void finishExec(const std::shared_ptr<RequestCore> &r, ExecResult result);
    ExecCallbacks shellCallbacks(const std::shared_ptr<RequestCore> &r);
    void finishTask(const std::shared_ptr<RequestCore> &r, const SshError &error, bool cancelled);
    void failBeforeStart(const std::shared_ptr<RequestCore> &r, const SshError &err, const Session *failedAt);
    void releaseTarget(RequestCore &r);
    void hopDropping(Session *hop);
    void reportHops();
    void closeIdle();
    void shutdown();
    bool wantsAttention();
    bool busy() const
    {
        return !m_requests.empty() || !m_clients.empty() || (m_engine && m_engine->sessionCount() > 0);
    }

    ConnectionHub *m_hub;
    QString m_key;
    ThreadOwner m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_ended{false};
    int m_wakeFd = -1;
    struct Work
    {
        const TreeClient *client; // not while this client is inside its own tick()
        std::function<void()> run;
    };
    std::mutex m_inboxMutex;
    std::vector<Work> m_inbox;

    // I/O thread only.
    Engine *m_engine = nullptr;
    HopPool *m_pool = nullptr;
    std::vector<std::shared_ptr<RequestCore>> m_requests;
    std::deque<std::shared_ptr<RequestCore>> m_tasks;
    bool m_inTask = false;
    int m_depth = 0; // inside a task or a client's tick (the engine's idle hook serves the rest)
    std::vector<TreeClient *> m_ticking;
    std::vector<std::pair<std::shared_ptr<TreeClient>, std::shared_ptr<QSemaphore>>> m_pendingDetach;
    std::atomic<bool> m_abortNow{false}; // cuts short every runUntil: stopping, or a ticking client detached
    std::vector<std::shared_ptr<TreeClient>> m_clients;
    struct PooledTarget
    {
        QString key;
        Session *session;
        int users = 0;
        qint64 idleSinceMs = 0;
    };
    std::vector<PooledTarget> m_targets;
    std::unordered_map<const Session *, std::shared_ptr<PromptNote>> m_notes;
    bool m_pendingForget = false;
    QHash<const Session *, int> m_hopState; // 1 up, 0 down, as last reported
    QRandomGenerator m_rng{QRandomGenerator::securelySeeded()};
    int m_attentionSpin = 0;
};

// --------------------------------------------------------------------------------------------------------
// HopPool

Session *HopPool::hopsFor(const QList<Endpoint> &jumps, const SessionOptions &base)
{
    HubTree *tree = m_tree;
    Session *via = nullptr;
    QString key = optionsKey(base);
    int hop = 0;
    for (const Endpoint &e : jumps) {
        key += endpointKey(e);
        ++hop;
        auto it = std::find_if(m_hops.begin(), m_hops.end(), [&](const Entry &x) { return x.key == key; });
        if (it != m_hops.end() && isDead(it->session)) {
            if (m_busy && m_busy()) {
                // Replaced once the task or tick in progress is over (it may hold sessions riding on it).
                if (std::find(m_deferred.begin(), m_deferred.end(), it->session) == m_deferred.end())
                    m_deferred.push_back(it->session);
            } else {
                closeNow(it->session);
                it = m_hops.end();
            }
        }
        if (it == m_hops.end()) {
            SessionOptions o = base;
            o.endpoint = e;
            o.hop = hop;
            Session *s = tree->connect(o, via);
            m_hops.push_back(Entry{key, s, 0});
            via = s;
        } else {
            via = it->session;
        }
    }
    return via;
}

bool HopPool::isHop(const Session *s) const
{
    return std::any_of(m_hops.begin(), m_hops.end(), [s](const Entry &e) { return e.session == s; });
}

QList<Session *> HopPool::hops() const
{
    QList<Session *> out;
    for (const Entry &e : m_hops)
        out << e.session;
    return out;
}

void HopPool::drop(Session *hop)
{
    if (!isHop(hop))
        return;
    if (m_busy && m_busy()) {
        if (std::find(m_deferred.begin(), m_deferred.end(), hop) == m_deferred.end())
            m_deferred.push_back(hop);
        return;
    }
    closeNow(hop);
}

void HopPool::closeNow(Session *hop)
{
    if (m_notify)
        m_notify(hop);
    m_deferred.erase(
        std::remove_if(m_deferred.begin(), m_deferred.end(), [hop](Session *s) { return ridesOn(s, hop); }),
        m_deferred.end());
    m_hops.erase(std::remove_if(m_hops.begin(), m_hops.end(),
                                [hop](const Entry &e) { return ridesOn(e.session, hop); }),
                 m_hops.end());
    m_tree->close(hop);
}

// --------------------------------------------------------------------------------------------------------
// The tree's I/O thread

void HubTree::run()
{
    t_ioThread = true;
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

Session *HopPool::connect(const SessionOptions &options, Session *via)
{
    return m_tree->connect(options, via);
}

void HopPool::close(Session *session)
{
    if (isHop(session))
        drop(session);
    else
        m_tree->close(session);
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
            QMetaObject::invokeMethod(
                m_hub,
                [hub = m_hub, ep = s->options().endpoint, hop = s->options().hop, why = s->error().message] {
                    emit hub->hopDown(ep, hop, why);
                },
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

// --------------------------------------------------------------------------------------------------------
// Requests

HubRequest::HubRequest(std::shared_ptr<RequestCore> core, QObject *parent)
    : QObject(parent), m_core(std::move(core))
{
    std::lock_guard lock(m_core->frontMutex);
    m_core->front = this;
}

HubRequest::~HubRequest()
{
    {
        std::lock_guard lock(m_core->frontMutex);
        m_core->front = nullptr;
    }
    if (!m_finished)
        cancel();
}

void HubRequest::cancel()
{
    m_core->cancelled = true;
    if (auto tree = m_core->tree.lock())
        tree->wake();
}

bool HubRequest::waitForFinished(int timeoutMs)
{
    if (m_finished)
        return true;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    connect(this, &HubRequest::done, &loop, &QEventLoop::quit);
    if (timeoutMs >= 0) {
        connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
        timer.start(timeoutMs);
    }
    // A thread asked to stop (its owner is going) cancels what it waits for.
    QTimer interrupted;
    interrupted.setInterval(100);
    connect(&interrupted, &QTimer::timeout, this, [this] {
        if (QThread::currentThread()->isInterruptionRequested())
            cancel();
    });
    interrupted.start();
    loop.exec();
    return m_finished;
}

void ExecRequest::write(const QByteArray &data)
{
    {
        std::lock_guard lock(m_core->inputMutex);
        m_core->stdinBuffer.append(data);
    }
    if (auto tree = m_core->tree.lock())
        tree->wake();
}

void ExecRequest::closeStdin()
{
    {
        std::lock_guard lock(m_core->inputMutex);
        m_core->stdinClose = true;
    }
    if (auto tree = m_core->tree.lock())
        tree->wake();
}

// --------------------------------------------------------------------------------------------------------
// ConnectionHub

namespace {
QPointer<ConnectionHub> g_shared;
void deleteShared()
{
    delete g_shared.data();
}

// What every request starts with, whatever it runs: its id, its chain and the tree that carries it.
std::shared_ptr<RequestCore> newRequest(RequestCore::Kind kind, quint64 id, const ChainPlan &plan,
                                        const SessionOptions &base, QString treeKey)
{
    auto core = std::make_shared<RequestCore>();
    core->kind = kind;
    core->id = id;
    core->plan = plan;
    core->base = base;
    core->submittedMs = monoMs();
    core->treeKey = std::move(treeKey);
    return core;
}
} // namespace

ConnectionHub::ConnectionHub(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<cg::ssh::ExecResult>();
    qRegisterMetaType<cg::ssh::SshError>();
    qRegisterMetaType<cg::ssh::Endpoint>();
    qRegisterMetaType<cg::ssh::HostKey>();
    qRegisterMetaType<cg::ssh::HopTiming>();
    qRegisterMetaType<QList<cg::ssh::HostKey>>();
    connect(&m_auth, &AuthBroker::answeredFromStore, this, &ConnectionHub::answeredFromStore);
}

ConnectionHub::~ConnectionHub()
{
    m_stopping = true;
    m_auth.abandonPrompts();
    std::vector<std::shared_ptr<HubTree>> trees;
    {
        std::lock_guard lock(m_mutex);
        trees.swap(m_trees);
    }
    trees.clear(); // each joins its thread
}

ConnectionHub &ConnectionHub::shared()
{
    if (!g_shared) {
        g_shared = new ConnectionHub;
        qAddPostRoutine(deleteShared);
    }
    return *g_shared;
}

void ConnectionHub::setAuditSink(AuditSink *sink)
{
    m_audit = sink;
}

void ConnectionHub::setRetryPolicy(const RetryPolicy &policy)
{
    m_retry = policy;
}

void ConnectionHub::setMaxConcurrentHandshakes(int n)
{
    m_maxHandshakes = n;
}

void ConnectionHub::setKeepaliveSeconds(int s)
{
    m_keepaliveSeconds = s;
}

void ConnectionHub::setIdleTimeoutMs(int ms)
{
    m_idleTimeoutMs = ms;
}

QString ConnectionHub::treeKey(const ChainPlan &plan, const SessionOptions &base)
{
    const Endpoint &first = plan.jumps.isEmpty() ? plan.target : plan.jumps.first();
    return QStringLiteral("%1@%2:%3|%4:%5")
        .arg(first.user, first.host)
        .arg(first.port)
        .arg(base.connectHost)
        .arg(base.connectPort);
}

std::shared_ptr<HubTree> ConnectionHub::treeLocked(const QString &key)
{
    for (auto it = m_trees.begin(); it != m_trees.end();) {
        if ((*it)->ended()) {
            m_endedTcp += (*it)->statTcp;
            it = m_trees.erase(it); // joins a thread that already ended
        } else {
            ++it;
        }
    }
    for (const auto &t : m_trees) {
        if (t->key() == key)
            return t;
    }
    m_trees.push_back(std::make_shared<HubTree>(this, key));
    return m_trees.back();
}

void ConnectionHub::submit(const std::shared_ptr<RequestCore> &core)
{
    std::lock_guard lock(m_mutex);
    if (m_stopping)
        return;
    auto tree = treeLocked(core->treeKey);
    core->tree = tree;
    tree->post([t = tree.get(), core] { t->m_requests.push_back(core); });
}

ExecRequest *ConnectionHub::exec(const ChainPlan &plan, const SessionOptions &base, const QByteArray &command,
                                 const ExecOptions &options, QObject *parent)
{
    auto core = newRequest(RequestCore::Kind::Exec, m_nextId++, plan, base, treeKey(plan, base));
    core->command = command;
    core->execOptions = options;
    auto *req = new ExecRequest(core, parent);
    submit(core);
    return req;
}

ShellRequest *ConnectionHub::shell(const ChainPlan &plan, const SessionOptions &base, const PtyOptions &pty,
                                   const QByteArray &command, const ExecOptions &options, QObject *parent)
{
    auto core = newRequest(RequestCore::Kind::Exec, m_nextId++, plan, base, treeKey(plan, base));
    core->command = command;
    core->execOptions = options;
    core->pty = pty;
    auto *req = new ShellRequest(core, parent);
    submit(core);
    return req;
}

ShellRequest::ShellRequest(std::shared_ptr<RequestCore> core, QObject *parent)
    : ExecRequest(std::move(core), parent), m_drainTimer(new QTimer(this))
{
    m_drainTimer->setInterval(0);
    connect(m_drainTimer, &QTimer::timeout, this, [this] { drain(8'000'000); });
}

void ShellRequest::enqueueOutput(const QByteArray &data)
{
    m_output.append(data);
    if (!m_drainTimer->isActive())
        m_drainTimer->start();
}

void ShellRequest::drain(qint64 budgetNs)
{
    constexpr qsizetype kSlice = 16 * 1024;
    QElapsedTimer clock;
    clock.start();
    const QPointer<ShellRequest> self(this);
    while (!m_output.isEmpty() && (budgetNs < 0 || clock.nsecsElapsed() < budgetNs)) {
        const QByteArray &front = m_output.constFirst();
        const qsizetype n = std::min(kSlice, front.size() - m_outputHead);
        const QByteArray slice =
            (m_outputHead == 0 && n == front.size()) ? front : front.mid(m_outputHead, n);
        m_outputHead += n;
        if (m_outputHead >= front.size()) {
            m_output.removeFirst();
            m_outputHead = 0;
        }
        RequestCore *c = m_core.get();
        const qint64 before = c->outputInFlight.fetch_sub(n);
        if (before > kMaxOutputInFlight / 2 && before - n <= kMaxOutputInFlight / 2) {
            if (auto t = c->tree.lock())
                t->wake();
        }
        emit stdoutData(slice);
        if (!self)
            return;
    }
    if (m_output.isEmpty())
        m_drainTimer->stop();
}

void ShellRequest::resize(int cols, int rows)
{
    if (cols < 1 || rows < 1 || cols > 10000 || rows > 10000)
        return;
    {
        std::lock_guard lock(m_core->inputMutex);
        m_core->resizeCols = cols;
        m_core->resizeRows = rows;
    }
    if (auto tree = m_core->tree.lock())
        tree->wake();
}

TaskRequest *ConnectionHub::task(const ChainPlan &plan, const SessionOptions &base, TaskFunction body,
                                 const TaskOptions &options, QObject *parent)
{
    auto core = newRequest(RequestCore::Kind::Task, m_nextId++, plan, base, treeKey(plan, base));
    core->body = std::move(body);
    core->taskOptions = options;
    auto *req = new TaskRequest(core, parent);
    submit(core);
    return req;
}

void ConnectionHub::attach(const ChainPlan &plan, const SessionOptions &base,
                           const std::shared_ptr<TreeClient> &client)
{
    std::lock_guard lock(m_mutex);
    if (m_stopping)
        return;
    auto tree = treeLocked(treeKey(plan, base));
    m_clientTrees[client.get()] = tree;
    tree->post([t = tree.get(), client] {
        t->m_clients.push_back(client);
        client->attached(t->engine(), t->pool());
    });
}

void ConnectionHub::detach(const std::shared_ptr<TreeClient> &client)
{
    std::shared_ptr<HubTree> tree;
    {
        std::lock_guard lock(m_mutex);
        auto it = m_clientTrees.find(client.get());
        if (it == m_clientTrees.end())
            return;
        tree = it->second.lock();
        m_clientTrees.erase(it);
    }
    if (!tree || tree->ended())
        return;
    if (QThread::currentThread() == tree->m_thread.thread()) {
        tree->detachClient(client, nullptr); // from inside the tree (a task): at once, or after its tick
        return;
    }
    auto done = std::make_shared<QSemaphore>(0);
    tree->post([t = tree.get(), client, done] { t->detachClient(client, done); });
    // The tree may be waiting for a prompt on this very thread: give it up rather than deadlock.
    int waited = 0;
    while (!done->tryAcquire(1, 50)) {
        if (tree->ended())
            return;
        if ((waited += 50) >= 500)
            m_auth.abandonCurrentPrompts();
    }
}

void ConnectionHub::post(const TreeClient *client, std::function<void()> work)
{
    std::lock_guard lock(m_mutex);
    auto it = m_clientTrees.find(client);
    if (it == m_clientTrees.end())
        return;
    if (auto tree = it->second.lock()) {
        // Runs only while the client is attached: work queued before a detach never reaches a client
        // that is gone.
        HubTree *t = tree.get();
        tree->post(
            [t, client, work = std::move(work)] {
                const auto &cs = t->m_clients;
                if (std::any_of(cs.begin(), cs.end(), [client](const auto &c) { return c.get() == client; }))
                    work();
            },
            client);
    }
}

bool ConnectionHub::onIoThread()
{
    return t_ioThread;
}

HubStats ConnectionHub::stats() const
{
    HubStats s;
    std::lock_guard lock(m_mutex);
    s.tcpConnections = m_endedTcp;
    for (const auto &t : m_trees) {
        s.tcpConnections += t->statTcp;
        if (t->ended())
            continue;
        ++s.trees;
        s.sessions += t->statSessions;
        s.requests += t->statRequests;
    }
    return s;
}

} // namespace cg::ssh
