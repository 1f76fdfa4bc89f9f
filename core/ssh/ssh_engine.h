// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH engine: libssh2 sessions over TCP (hop 1) or nested inside a direct-tcpip channel of the
// hop before, all stepped by one thread in non-blocking mode. Many node sessions share one
// authenticated bastion connection; handshakes are throttled so the bastion's MaxStartups holds.
//
// Every method must be called from the one thread that owns the engine. The Qt facade (a worker
// object on an I/O thread) and the command line drive it; nothing else touches libssh2 objects.
#pragma once

#include "ssh/known_hosts.h"
#include "ssh/ssh_types.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <poll.h>
#include <utility>
#include <vector>

namespace cg::ssh {

class Session;
class Exec;
class AuditSink;
struct HostCertificate;

struct SessionOptions
{
    Endpoint endpoint;
    HostKeyPolicy policy = HostKeyPolicy::Strict;
    QString knownHostsFile; // OpenSSH format; accept-new appends to it
    PromptFunction prompt;  // may be empty: then only non-interactive methods are tried
    bool useAgent = true;   // ssh-agent through SSH_AUTH_SOCK when set
    int hop = 1;            // position in the chain, for messages
    int timeoutMs = 20000;  // from start to authenticated
    // Where the first hop's TCP connection really goes (a relay in front of it, as for a link-cut drill);
    // empty: the endpoint. Host keys and messages still name the endpoint. Ignored for tunnelled hops.
    QString connectHost;
    quint16 connectPort = 0;
    // Key exchange: curve25519, ECDH and Diffie-Hellman group 14 and up with SHA-2 only, unless the
    // cluster allows the SHA-1 methods (group1-sha1, group14-sha1, group-exchange-sha1) for old servers.
    bool allowLegacyKex = false;
};

struct ExecCallbacks
{
    std::function<void(const char *data, std::size_t size)> stdoutData;
    std::function<void(const char *data, std::size_t size)> stderrData;
    // Called when less than a buffer's worth of stdin is waiting: the place to write() more (streaming a
    // file without holding it in memory) or closeStdin().
    std::function<void()> stdinWanted = nullptr;
    // True while the reader is behind: output is left unread for now, so the channel's window closes and
    // the server stops sending (a flood stays bounded in memory).
    std::function<bool()> outputPaused = nullptr;
};

// A pseudo-terminal for an interactive channel (pty-req, then window-change on every resize).
struct PtyOptions
{
    QByteArray term = "xterm-256color";
    int cols = 80;
    int rows = 24;
    // Sent before the shell starts, as OpenSSH's `SendEnv LANG LC_*` (Debian's default): the node's
    // programs then speak UTF-8 when this machine does. A server without `AcceptEnv` declines them, and
    // the shell starts all the same.
    std::vector<std::pair<QByteArray, QByteArray>> env = localeEnvironment();

    // LANG and LC_* from this process's environment (names and values bounded, at most 16).
    static std::vector<std::pair<QByteArray, QByteArray>> localeEnvironment();
};

// Descriptors the engine's poll() waits on besides its sessions' sockets (a port forward's listener and
// local connections), so that their traffic wakes the I/O thread at once.
class PollSource
{
public:
    virtual ~PollSource() = default;
    virtual void addPollFds(std::vector<pollfd> &fds) = 0;
    // The entries this source added, in order, with their revents filled in.
    virtual void polled(const pollfd *fds, std::size_t count) = 0;
};

class Engine
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::Engine)

public:
    Engine();
    ~Engine();
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    // Starts connecting; `via` (already created, possibly still connecting) carries the connection
    // through a direct-tcpip channel. The session is owned by the engine.
    Session *connect(const SessionOptions &options, Session *via = nullptr);
    // Runs a command once `session` is ready. Owned by the engine until `release()`.
    Exec *exec(Session *session, const QByteArray &command, ExecCallbacks callbacks = {});
    // The same with a pseudo-terminal: the login shell when `command` is empty. The terminal merges the
    // remote stderr into stdout.
    Exec *shell(Session *session, const PtyOptions &pty, const QByteArray &command,
                ExecCallbacks callbacks = {});
    void release(Exec *exec);
    // Closes a session (and everything tunnelled through it).
    void close(Session *session);

    // Steps everything until `done()` is true (returns true) or `timeoutMs` passes (returns false).
    bool runUntil(const std::function<bool()> &done, int timeoutMs);

    void setMaxConcurrentHandshakes(int n) { m_maxHandshakes = n < 1 ? 1 : n; }
    void setKeepaliveSeconds(int s) { m_keepaliveSeconds = s < 5 ? 5 : s; }
    void setAuditSink(AuditSink *sink) { m_audit = sink; }
    // While `*flag` is true every runUntil() returns at once, as if it had timed out: the owner of the
    // engine's thread can stop it promptly even deep inside a blocking step (a push, a remote command).
    void setAbortFlag(const std::atomic<bool> *flag) { m_abort = flag; }
    // TCP connections opened so far: one per hop-1 session (the "bastion logins").
    int tcpConnections() const { return m_tcpConnections; }
    int sessionCount() const { return int(m_sessions.size()); }
    bool owns(const Session *session) const;

    // A descriptor that another thread makes readable to wake the engine out of its poll() (drained here).
    void setWakeFd(int fd) { m_wakeFd = fd; }
    void addPollSource(PollSource *source);
    void removePollSource(PollSource *source);
    // Called between slices inside every runUntil(), never recursively: the owner of the thread serves its
    // other work there while a blocking step (a push, a check) waits on the engine.
    void setIdleHook(std::function<void()> hook) { m_idleHook = std::move(hook); }

private:
    friend class Session;
    friend class Exec;
    bool stepAll();
    void sendKeepalives();
    void handOverToParent(Session *via, Session *child);
    void handOverExec(Exec *exec);
    void pollSockets(int timeoutMs);
    int handshakesInFlight() const;

    std::vector<std::unique_ptr<Session>> m_sessions; // parents always before their children
    std::vector<std::unique_ptr<Exec>> m_execs;
    void runIdleHook();

    AuditSink *m_audit = nullptr;
    const std::atomic<bool> *m_abort = nullptr;
    int m_wakeFd = -1;
    std::vector<PollSource *> m_pollSources;
    std::function<void()> m_idleHook;
    bool m_inIdleHook = false;
    int m_maxHandshakes = 8;
    // handshakesInFlight() counted once per stepAll() pass, plus the handshakes started in the pass
    // (-1 outside a pass): one count per pass instead of one per waiting session.
    int m_handshakesThisPass = -1;
    int m_keepaliveSeconds = 30;
    // Keepalives are due in seconds: every session is looked at every 250 ms, not on every pass, unless
    // one is half sent.
    QElapsedTimer m_keepaliveScan;
    bool m_keepaliveBlocked = false;
    int m_tcpConnections = 0;
};

class Session
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::Session)

public:
    enum class State {
        Waiting,    // for the hop before, or for a handshake slot
        Connecting, // TCP connect or direct-tcpip open
        Handshake,
        Authenticating,
        Ready,
        Failed,
        Closed,
    };

    ~Session();
    State state() const { return m_state; }
    bool isReady() const { return m_state == State::Ready; }
    bool isFinished() const
    {
        return m_state == State::Ready || m_state == State::Failed || m_state == State::Closed;
    }
    const SshError &error() const { return m_error; }
    const HopTiming &timing() const { return m_timing; }
    const SessionOptions &options() const { return m_options; }
    QString hostKeyFingerprint() const { return m_hostKeyFingerprint; }
    // The key the server offered and what known_hosts said about it (also when it was refused), so a
    // person can review refused keys and record the ones the provider confirms.
    const HostKey &offeredHostKey() const { return m_offeredKey; }
    const KnownHosts::Lookup &hostKeyLookup() const { return m_lookup; }
    QString authMethodUsed() const { return m_authUsed; }
    Session *via() const { return m_via; }
    // Asks a person through the session's prompt function; the time spent waiting for them does not count
    // against the session's timeout.
    bool askPerson(const PromptRequest &request, QString *answer);

private:
    friend class Engine;
    friend class Exec;
    friend class PortForwardLoop; // port_forward.cpp: direct-tcpip channels of a local port forward
    friend class HopPool;         // connection_hub.cpp: which sessions ride on a jump host
    friend class HubTree;

public:
    struct Impl; // public only so the libssh2 callbacks in the .cpp can name it

private:
    Session(Engine *engine, const SessionOptions &options, Session *via);
    bool step();
    bool stepAuth();
    bool pumpTunnels();
    bool driveOrphans();
    bool connectNextAddress();
    void startResolving(); // hop 1: look the host up without blocking the I/O thread
    void becomeReady(const QString &method);
    void fail(FailureKind kind, const QString &message);
    int rootFd() const;
    static bool checkHostKey(const SessionOptions &options, const HostKey &key, QString *refusal,
                             KnownHosts::Lookup *lookup);
    // False: refused (refusal says why). True with *trusted: signed by a CA on record for the host;
    // true without: no CA on record names its signer, so the certified key is checked as a host key.
    static bool checkHostCertificateOf(const SessionOptions &options, const HostCertificate &cert,
                                       QString *refusal, bool *trusted);

    Engine *m_engine;
    SessionOptions m_options;
    Session *m_via;
    State m_state = State::Waiting;
    SshError m_error;
    HopTiming m_timing;
    QString m_hostKeyFingerprint;
    HostKey m_offeredKey;
    KnownHosts::Lookup m_lookup;
    QString m_authUsed;
    QElapsedTimer m_started;
    QElapsedTimer m_phase;
    qint64 m_promptMs = 0;
    // The person's time on the hops before while this session waits for them: a bastion's OTP prompt
    // is not the node's timeout (the chain's total when the wait began).
    qint64 m_viaPromptAtStart = 0;
    qint64 promptMsChain() const { return m_promptMs + (m_via ? m_via->promptMsChain() : 0); }
    qint64 m_promptMsAtAuth = 0; // m_promptMs when authentication began: authMs leaves the person's time out
    bool m_prompted = false;
    std::unique_ptr<Impl> d;
};

class Exec
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::Exec)

public:
    ~Exec();
    bool isFinished() const { return m_finished; }
    int exitStatus() const { return m_exitStatus; } // -1 when killed by a signal or never ran
    QString exitSignal() const { return m_exitSignal; }
    const SshError &error() const { return m_error; }
    Session *session() const { return m_session; }
    QByteArray command() const { return m_command; }

    // Data for the command's stdin (buffered), and end of input once it is all sent.
    void write(const QByteArray &data);
    void closeStdin();
    std::size_t stdinPending() const;
    // With a pseudo-terminal: sends window-change (the latest size wins when several wait).
    void resizePty(int cols, int rows);
    bool hasPty() const;

private:
    friend class Engine;
    struct Impl;
    Exec(Session *session, const QByteArray &command, ExecCallbacks callbacks);
    bool step();
    void fail(FailureKind kind, const QString &message);

    Session *m_session;
    QByteArray m_command;
    ExecCallbacks m_callbacks;
    bool m_finished = false;
    int m_exitStatus = -1;
    QString m_exitSignal;
    SshError m_error;
    std::unique_ptr<Impl> d;
};

// Where every remote command the console runs is reported (host, user, command, times, exit status;
// never secrets). The audit log persists these; tests and the CLI may listen too.
struct RemoteCommandRecord
{
    QString host;
    QString user;
    QByteArray command;
    qint64 startedMs = 0;
    qint64 endedMs = 0;
    int exitStatus = -1;
    QString error;
    QStringList via; // the jump hosts it went through, first hop first ("root@bastion1:22")
};

class AuditSink
{
public:
    virtual ~AuditSink() = default;
    virtual void remoteCommand(const RemoteCommandRecord &record) = 0;
};

} // namespace cg::ssh
