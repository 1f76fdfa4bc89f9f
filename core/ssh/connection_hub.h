// SPDX-License-Identifier: GPL-3.0-or-later
// The one owner of SSH connections in the process. Every user of SSH (a remote command, a push, a fleet's
// telemetry channels, jobs, validation checks, port forwards) is a request on the hub, with signals of its
// own. Connections are grouped in trees: a first-hop bastion and everything nested in it, stepped by one I/O
// thread of the tree's own; a tree's jump hosts (and the node sessions of remote commands) are pooled, so a
// bastion is logged in to once for every feature. A slow or dead node delays only the requests that need
// it: nothing holds a tree's thread for long except a task (a blocking step such as a push), and while one
// runs, the tree keeps serving every other request from inside it.
//
// Every prompt (key passphrase, password, one-time password) goes through the hub's AuthBroker: the keychain
// first, then the person, each question asked once per hop and session.
#pragma once

#include "ssh/auth_broker.h"
#include "ssh/chain_plan.h"
#include "ssh/retry.h"
#include "ssh/ssh_engine.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

namespace cg::ssh {

class ConnectionHub;
class HubTree;
class HopPool;
struct RequestCore;

// How a remote command ended.
struct ExecResult
{
    int exitStatus = -1; // -1: killed by a signal, or never ran
    QString exitSignal;
    SshError error; // the first hop that failed, or the channel's; None when the command ran
    bool cancelled = false;
    bool ok() const { return error.ok() && !cancelled && exitStatus == 0; }
    // What went wrong, for people ("cancelled", "hop 1 (b1): connection refused", "exit status 3").
    QString describe() const;
};

struct ExecOptions
{
    int timeoutMs = 0;                 // from submission to the end of the command; 0: none
    bool retry = true;                 // failures before the command started are retried per the hub's policy
    std::optional<RetryPolicy> policy; // instead of the hub's
};

struct TaskOptions
{
    bool connectTarget = true; // false: the task gets the jump hosts only (it connects its nodes itself)
    int timeoutMs = 0;         // for connecting (the task's body keeps its own timeouts)
    bool retry = true;
    std::optional<RetryPolicy> policy;
};

// What a task's body gets, on its tree's I/O thread.
class TaskContext
{
public:
    Engine &engine;
    Session *target; // ready; null with connectTarget = false
    const ChainPlan &plan;
    const SessionOptions &base; // with the hub's prompt
    // The shared jump hosts of `jumps` (connecting if need be); null when `jumps` is empty.
    Session *hopsFor(const QList<Endpoint> &jumps);
    // A session of the task's own (closed when the task ends unless it closes it first), with the hub's
    // prompts.
    Session *connect(const SessionOptions &options, Session *via);
    // Closes the jump hosts of `jumps` now (everything riding on them is told first), so that the next
    // hopsFor() logs in again: for a task that retries a lost connection itself.
    void replaceHops(const QList<Endpoint> &jumps);
    // Closes a session of the task's own (from connect()) and everything riding on it, now.
    void close(Session *session);
    bool cancelled() const;

    TaskContext(Engine &e, Session *t, const ChainPlan &p, const SessionOptions &b, HubTree *tree,
                RequestCore *core)
        : engine(e), target(t), plan(p), base(b), m_tree(tree), m_core(core)
    {
    }

private:
    HubTree *m_tree;
    RequestCore *m_core;
};
using TaskFunction = std::function<SshError(TaskContext &ctx)>;

// One request on the hub, owned by whoever made it (deleting it cancels it). Its signals arrive on the
// thread it was made on, which needs an event loop (or waitForFinished()).
class HubRequest : public QObject
{
    Q_OBJECT

public:
    ~HubRequest() override;
    void cancel();
    bool isFinished() const { return m_finished; }
    // Runs a local event loop until finished() or `timeoutMs`; false on the timeout.
    bool waitForFinished(int timeoutMs = -1);

signals:
    // Failed before it ran; tried again in `delayMs` (attempt `nextAttempt` of `maxAttempts`).
    void retrying(int nextAttempt, int maxAttempts, int delayMs, const QString &reason);
    // Before finished(): a host key the policy refused (unknown, changed, ...).
    void hostKeyRefused(int hop, const cg::ssh::Endpoint &endpoint, const cg::ssh::HostKey &offered,
                        int match, const QList<cg::ssh::HostKey> &recorded);
    void done();

protected:
    explicit HubRequest(std::shared_ptr<RequestCore> core, QObject *parent);
    friend class HubTree;
    friend class ConnectionHub;
    std::shared_ptr<RequestCore> m_core;
    bool m_finished = false;
};

class ExecRequest : public HubRequest
{
    Q_OBJECT

public:
    // stdin: buffered until the channel takes it; closeStdin() once all is written.
    void write(const QByteArray &data);
    void closeStdin();
    const ExecResult &result() const { return m_result; }

signals:
    void started();
    void stdoutData(const QByteArray &data);
    void stderrData(const QByteArray &data);
    void finished(const cg::ssh::ExecResult &result);

protected:
    friend class HubTree;
    friend class ConnectionHub;
    using HubRequest::HubRequest;
    ExecResult m_result;
};

// An interactive shell on a pseudo-terminal (pty-req with the terminal type and size, then the login
// shell), riding the tree's pooled jump hosts and node sessions like a remote command: no new login.
// Output arrives as stdoutData (the terminal merges stderr); at most kMaxOutputInFlight bytes are queued
// towards this object at a time, beyond that the channel is not read, so the server stops sending.
// A shell that was running and lost its link emits disconnected() before finished().
class ShellRequest : public ExecRequest
{
    Q_OBJECT

public:
    static constexpr qint64 kMaxOutputInFlight = 256 << 10;
    // window-change; the latest size wins.
    void resize(int cols, int rows);

signals:
    void disconnected(const QString &reason);

private:
    friend class HubTree;
    friend class ConnectionHub;
    ShellRequest(std::shared_ptr<RequestCore> core, QObject *parent);
    // Output arrives here (cheaply, in posted events) and leaves as stdoutData in slices, a few milliseconds
    // of them per turn of the event loop, so a flood never starves the thread's timers and paints; the
    // bytes count as in flight until they are emitted.
    void enqueueOutput(const QByteArray &data);
    void drain(qint64 budgetNs);
    void drainAll() { drain(-1); }
    QList<QByteArray> m_output;
    qsizetype m_outputHead = 0; // bytes of m_output.first() already emitted
    QTimer *m_drainTimer = nullptr;
};

class TaskRequest : public HubRequest
{
    Q_OBJECT

public:
    const SshError &error() const { return m_error; }
    bool wasCancelled() const { return m_cancelled; }

signals:
    void finished(const cg::ssh::SshError &error);

private:
    friend class HubTree;
    friend class ConnectionHub;
    using HubRequest::HubRequest;
    SshError m_error;
    bool m_cancelled = false;
};

// A long-lived user of a tree (a fleet's nodes, a port forward): stepped on the tree's I/O thread between
// the engine's slices, from inside a running task too. It may connect and close its own sessions; jump
// hosts come from the pool, and are dropped only through it.
class TreeClient
{
public:
    virtual ~TreeClient() = default;
    virtual void attached(Engine &engine, HopPool &pool) = 0;
    // False once the client has nothing more to do (it stays attached until detached).
    virtual bool tick() = 0;
    // `hop` is going away (dead, or silent): let go of every session riding on it, now.
    virtual void hopDropping(Session *hop) = 0;
    // Before the client is removed: close what it holds.
    virtual void detaching() = 0;
    // True when it has work right now (its last tick moved data, or its descriptors are ready): the tree
    // ticks it again without waiting.
    virtual bool wantsTick() const { return false; }
};

// The shared jump hosts of one tree. On the tree's I/O thread only.
class HopPool
{
public:
    explicit HopPool(Engine &engine) : m_engine(engine) {}
    // The last jump host's session for `jumps` (each through the one before), created or shared; a dead hop
    // is replaced (its riders told first) unless a task is running (then it stays until the task ends).
    Session *hopsFor(const QList<Endpoint> &jumps, const SessionOptions &base);
    // Drops a hop and everything on it (riders are told first); deferred while a task runs.
    void drop(Session *hop);
    // A session with the hub's prompts (a client's node), through `via` (from hopsFor) or direct.
    Session *connect(const SessionOptions &options, Session *via);
    // Closes a client's own session (never a hop: drop() those).
    void close(Session *session);
    bool isHop(const Session *s) const;
    int size() const { return int(m_hops.size()); }
    QList<Session *> hops() const;

private:
    friend class HubTree;
    friend class TaskContext;
    struct Entry
    {
        QString key;
        Session *session;
        qint64 idleSinceMs = 0;
    };
    void closeNow(Session *hop);
    Engine &m_engine;
    std::vector<Entry> m_hops;
    std::vector<Session *> m_deferred;
    std::function<void(Session *)> m_notify; // tells requests and clients
    std::function<bool()> m_busy;            // a task is running
    HubTree *m_tree = nullptr;
};

struct HubStats
{
    int trees = 0;
    int tcpConnections = 0; // hop-1 connections opened so far, every tree
    int sessions = 0;       // live libssh2 sessions
    int requests = 0;       // requests not finished
};

// Owned by a composition root (services::Console for the window, the command line's own for the CLI) and
// handed to every feature by reference: there is no process-wide instance.
class ConnectionHub : public QObject
{
    Q_OBJECT

public:
    explicit ConnectionHub(QObject *parent = nullptr);
    ~ConnectionHub() override; // every tree's thread stopped and joined; open requests fail "cancelled"

    AuthBroker &auth() { return m_auth; }
    void setPrompter(PromptFunction prompter) { m_auth.setPrompter(std::move(prompter)); }
    void setSecretSource(AuthBroker::SecretSource source) { m_auth.setSecretSource(std::move(source)); }
    // Every remote command of every tree (called on I/O threads: thread-safe).
    void setAuditSink(AuditSink *sink);
    void setRetryPolicy(const RetryPolicy &policy);
    void setMaxConcurrentHandshakes(int n);
    void setKeepaliveSeconds(int s);
    // Idle pooled sessions (no request on them) close after this long; a tree without sessions, requests
    // and clients ends its thread then too.
    void setIdleTimeoutMs(int ms);

    ExecRequest *exec(const ChainPlan &plan, const SessionOptions &base, const QByteArray &command,
                      const ExecOptions &options = {}, QObject *parent = nullptr);
    // An interactive shell (or `command` when not empty) on a pseudo-terminal of `pty`'s type and size.
    ShellRequest *shell(const ChainPlan &plan, const SessionOptions &base, const PtyOptions &pty,
                        const QByteArray &command = {}, const ExecOptions &options = {},
                        QObject *parent = nullptr);
    TaskRequest *task(const ChainPlan &plan, const SessionOptions &base, TaskFunction body,
                      const TaskOptions &options = {}, QObject *parent = nullptr);

    // A client on the tree of `plan`'s first hop (its target when there are no jumps). detach() returns
    // once the client is off its tree (detaching() ran there).
    void attach(const ChainPlan &plan, const SessionOptions &base, const std::shared_ptr<TreeClient> &client);
    void detach(const std::shared_ptr<TreeClient> &client);
    // Runs `work` on an attached client's I/O thread (never while it is inside its own tick()).
    void post(const TreeClient *client, std::function<void()> work);

    HubStats stats() const;
    // True on one of a hub's I/O threads (where nothing may wait for the hub itself).
    static bool onIoThread();
    // The tree key of a plan: which thread and pool it uses.
    static QString treeKey(const ChainPlan &plan, const SessionOptions &base);

signals:
    void answeredFromStore(const QString &credentialId);
    void hopUp(const cg::ssh::Endpoint &endpoint, int hop, const cg::ssh::HopTiming &timing,
               const QString &fingerprint, const QString &authMethod);
    // `failureKind`: the session's FailureKind; `hostKeyMatch`: the KnownHosts::Match of the key it offered
    // when a host key stopped it (-1 otherwise).
    void hopDown(const cg::ssh::Endpoint &endpoint, int hop, const QString &reason, int failureKind,
                 int hostKeyMatch);

private:
    friend class HubTree;
    std::shared_ptr<HubTree> treeLocked(const QString &key);
    void submit(const std::shared_ptr<RequestCore> &core);

    AuthBroker m_auth;
    mutable std::mutex m_mutex;
    std::vector<std::shared_ptr<HubTree>> m_trees;
    std::map<const TreeClient *, std::weak_ptr<HubTree>> m_clientTrees;
    int m_endedTcp = 0; // hop-1 connections of trees that ended
    std::atomic<AuditSink *> m_audit{nullptr};
    RetryPolicy m_retry;
    int m_maxHandshakes = 8;
    int m_keepaliveSeconds = 30;
    int m_idleTimeoutMs = 60000;
    std::atomic<quint64> m_nextId{1};
    std::atomic<bool> m_stopping{false};
};

} // namespace cg::ssh

Q_DECLARE_METATYPE(cg::ssh::ExecResult)
