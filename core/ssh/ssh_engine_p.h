// SPDX-License-Identifier: GPL-3.0-or-later
// Internals shared by the engine's source files: the libssh2 state behind Session and Exec.
// Not part of the API: include only from core/ssh/*.cpp.
#pragma once

#include "ssh/ssh_engine.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>
#include <QStringList>

#include <libssh2.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <list>
#include <memory>
#include <sys/socket.h>
#include <utility>
#include <vector>

namespace cg::ssh::detail {

constexpr std::size_t kTunnelBufferCap = 1u << 20; // per direction, per nested session
constexpr std::size_t kReadChunk = 64 * 1024;
constexpr std::size_t kStdinLowWater = 2u << 20; // ask for more stdin below this

void ensureLibssh2();
QString lastError(LIBSSH2_SESSION *s);
// Why a channel could not be opened (a forwarding refused by the far side), in the console's language.
QString channelOpenFailure(LIBSSH2_SESSION *s);
// True when the last EAGAIN left a packet half sent: then only the same call may run next on `s`.
inline bool outboundBlocked(LIBSSH2_SESSION *s)
{
    return (libssh2_session_block_directions(s) & LIBSSH2_SESSION_BLOCK_OUTBOUND) != 0;
}

// A FIFO of bytes that consumes from the front in O(1): QByteArray::remove(0, n) would move the whole
// rest on every packet, which at tunnel speeds costs more than the encryption.
class ByteQueue
{
public:
    qsizetype size() const { return m_data.size() - m_head; }
    bool isEmpty() const { return size() == 0; }
    const char *constData() const { return m_data.constData() + m_head; }
    void append(const char *p, qsizetype n) { m_data.append(p, n); }
    void append(const QByteArray &b) { m_data.append(b); }
    void consume(qsizetype n)
    {
        m_head += n;
        if (m_head == m_data.size()) {
            m_data.clear();
            m_head = 0;
        } else if (m_head > (1 << 16) && m_head * 2 > m_data.size()) {
            m_data.remove(0, m_head);
            m_head = 0;
        }
    }
    void clear()
    {
        m_data.clear();
        m_head = 0;
    }

private:
    QByteArray m_data;
    qsizetype m_head = 0;
};

} // namespace cg::ssh::detail

namespace cg::ssh {

// A name lookup for hop 1 on a thread of its own, so a slow resolver never stalls the I/O thread (and
// every other session on it). The session polls `done`; an abandoned lookup finishes into the void.
struct Resolution
{
    std::atomic<bool> done{false};
    int rc = 0;
    std::vector<std::pair<sockaddr_storage, socklen_t>> addresses;
};

struct Session::Impl
{
    enum class Auth { List, Agent, Keys, Relist, Password, Keyboard, Done };

    LIBSSH2_SESSION *s = nullptr;
    LIBSSH2_CHANNEL *tunnel = nullptr;                             // on the parent session, carrying this one
    int fd = -1;                                                   // hop 1 only
    std::vector<std::pair<sockaddr_storage, socklen_t>> addresses; // hop 1: resolved, not yet tried
    std::shared_ptr<Resolution> resolving;                         // hop 1: a name being looked up
    int lastConnectError = ECONNREFUSED;
    QByteArray user;

    // Nested transport: bytes between this session and its tunnel channel on the parent.
    detail::ByteQueue in;
    detail::ByteQueue out;
    bool tunnelEof = false;
    bool moved = false; // a callback moved bytes during this step

    // The parent's session is used by one channel-open at a time (libssh2 keeps its state per session).
    // The owner is a Session (a tunnel open), an Exec (a session-channel open) or &orphanOpen.
    const void *openOwner = nullptr;
    // After a send-side EAGAIN only the same call may run on this session until it completes.
    const void *blockedOp = nullptr;

    Auth auth = Auth::List;
    QByteArray methods;
    LIBSSH2_AGENT *agent = nullptr;
    libssh2_agent_publickey *identity = nullptr;
    int keyIndex = 0;
    QByteArray passphrase;
    bool passphraseAsked = false;
    int passphraseTries = 0; // for the current key: a refused passphrase is asked again, twice at most
    QByteArray password;
    bool passwordAsked = false;
    int passwordTries = 0;
    QStringList authErrors;
    bool rsaRefused = false;
    Session *self = nullptr;
    std::vector<Session *> children; // sessions tunnelled through this one
    bool kbdCancelled = false;
    QElapsedTimer sinceKeepalive; // valid once ready

    // Work left on this session by owners that went away, finished here so the session stays usable for
    // everyone else: libssh2 wants a half-sent operation repeated by the same call, and an open request
    // answered, before anything else may use the session.
    enum class Pending { None, TunnelOpen, SessionOpen, Write, Read };
    struct Orphan
    {
        Pending what = Pending::None;
        LIBSSH2_CHANNEL *channel = nullptr; // for Write / Read
        QByteArray host;                    // for TunnelOpen
        int port = 0;
    };
    std::list<Orphan> orphans;               // stable addresses: blockedOp and openOwner point at them
    std::vector<LIBSSH2_CHANNEL *> retiring; // channels to close and free, one call at a time
    bool started = false;

    ~Impl()
    {
        secureClear(passphrase);
        secureClear(password);
    }
    static void secureClear(QByteArray &b)
    {
        if (!b.isEmpty())
            std::memset(b.data(), 0, std::size_t(b.size()));
        b.clear();
    }
};

struct Exec::Impl
{
    enum class Phase { Open, Start, Running, Closing, WaitClosed, Done };
    Phase phase = Phase::Open;
    LIBSSH2_CHANNEL *ch = nullptr;
    detail::ByteQueue stdinData;
    bool stdinClosed = false;
    bool eofSent = false;
    qint64 startedMs = 0;
    bool pty = false;
    bool ptyRequested = false;
    std::size_t envSent = 0; // of ptyOptions.env, before the shell starts
    PtyOptions ptyOptions;
    bool resizePending = false;
};

} // namespace cg::ssh
