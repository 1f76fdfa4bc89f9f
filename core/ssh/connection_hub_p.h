// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the connection hub (its files only): the state of one request, shared by its front object and
// its tree, and the tree itself (one I/O thread, its engine, hop pool, pooled node sessions and requests).
#pragma once

#include "ssh/connection_hub.h"

#include "common/thread_owner.h"
#include "ssh/ssh_engine_p.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QRandomGenerator>
#include <QSemaphore>

#include <deque>
#include <sys/eventfd.h>
#include <unistd.h>
#include <unordered_map>

namespace cg::ssh {

namespace hub_detail {

// Set on every tree's I/O thread.
inline thread_local bool t_ioThread = false;
// The tree whose I/O thread this is (null elsewhere).
inline thread_local const HubTree *t_tree = nullptr;

inline qint64 monoMs()
{
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

inline bool isDead(const Session *s)
{
    return s->state() == Session::State::Failed || s->state() == Session::State::Closed;
}

inline bool ridesOnDeadHop(const Session *s)
{
    for (const Session *p = s->via(); p; p = p->via()) {
        if (isDead(p))
            return true;
    }
    return false;
}

inline bool ridesOn(const Session *s, const Session *ancestor)
{
    for (const Session *p = s; p; p = p->via()) {
        if (p == ancestor)
            return true;
    }
    return false;
}

// The first hop that failed tells the real story.
inline const Session *failedSession(const Session *target)
{
    const Session *failed = nullptr;
    for (const Session *s = target; s; s = s->via()) {
        if (s->state() == Session::State::Failed)
            failed = s;
    }
    return failed;
}

inline QString endpointKey(const Endpoint &e)
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
inline QString optionsKey(const SessionOptions &o)
{
    return QStringLiteral("%1|%2|%3:%4|")
        .arg(o.knownHostsFile)
        .arg(int(o.allowLegacyKex))
        .arg(o.connectHost)
        .arg(o.connectPort);
}

} // namespace hub_detail

// What a person said to a session's prompts: a cancel or a prompt nobody could answer explains its
// authentication failure better than the list of methods tried.
struct PromptNote
{
    std::mutex mutex;
    AuthBroker::Outcome outcome = AuthBroker::Outcome::Answered;
    PromptRequest::Kind kind = PromptRequest::Password; // of the prompt not answered
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
                note->kind = req.kind;
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

    // The person cancelled a prompt of `s` (prompt_outcome.h).
    bool promptCancelled(const Session *s, PromptRequest::Kind *kind) const
    {
        const auto it = m_notes.find(s);
        if (it == m_notes.end())
            return false;
        std::lock_guard lock(it->second->mutex);
        if (it->second->outcome != AuthBroker::Outcome::Cancelled)
            return false;
        if (kind)
            *kind = it->second->kind;
        return true;
    }

    SshError chainError(const Session *target) const
    {
        const Session *failed = hub_detail::failedSession(target);
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

// What every request starts with, whatever it runs: its id, its chain and the tree that carries it.
std::shared_ptr<RequestCore> newRequest(RequestCore::Kind kind, quint64 id, const ChainPlan &plan,
                                        const SessionOptions &base, QString treeKey);

} // namespace cg::ssh
