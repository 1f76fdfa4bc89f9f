// SPDX-License-Identifier: GPL-3.0-or-later
// The forward's I/O loop: the engine's sessions, the listener and every forwarded connection stepped by
// one thread, waiting in one poll() on the hop-1 socket, the listener, the local connections and a wake-up
// descriptor. A channel's operations on the target's libssh2 session follow the engine's rules (one open
// at a time, a half-sent operation repeated before anything else runs on the session).
#include "ssh/port_forward.h"

#include "common/logging.h"
#include "ssh/connection_hub.h"
#include "ssh/ssh_engine_p.h"

#include <QElapsedTimer>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace cg::ssh {

using namespace detail;

namespace {
constexpr qsizetype kForwardBufferCap = 256 * 1024; // per direction, per connection
} // namespace

class PortForwardLoop : public TreeClient, public PollSource
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::PortForward)

public:
    PortForwardLoop(PortForward *owner, const PortForwardOptions &options) : m_owner(owner), m_o(options) {}

    void attached(Engine &engine, HopPool &pool) override;
    bool tick() override;
    void hopDropping(Session *hop) override;
    void detaching() override;
    bool wantsTick() const override { return m_progress; }
    void addPollFds(std::vector<pollfd> &fds) override;
    void polled(const pollfd *fds, std::size_t count) override;

private:
    struct Forward
    {
        int fd = -1;
        LIBSSH2_CHANNEL *ch = nullptr;
        ByteQueue toRemote;
        ByteQueue toLocal;
        bool opened = false;
        bool localEof = false;
        bool eofSent = false; // its address marks a blocked send_eof
        bool remoteEof = false;
        bool localShut = false;
        bool closing = false; // the local side is gone: finish what holds the session, then retire
        bool gone = false;
        QElapsedTimer opening;
    };

    bool listen();
    void acceptAll();
    bool step(Forward &f);
    bool stepClosing(Forward &f);
    void closeLocal(Forward &f);
    void post(void (PortForward::*signal)(const QString &), const QString &text);
    bool holds(const Forward &f) const;

    void closeAll();

    PortForward *m_owner;
    PortForwardOptions m_o;
    Engine *m_engine = nullptr;
    HopPool *m_pool = nullptr;
    Session *m_target = nullptr;
    bool m_announced = false;
    bool m_done = false;
    bool m_progress = false;
    QString m_lost;
    int m_listen = -1;
    quint16 m_port = 0;
    std::vector<std::unique_ptr<Forward>> m_forwards;
    QByteArray m_remoteHost;
};

void PortForwardLoop::post(void (PortForward::*signal)(const QString &), const QString &text)
{
    QMetaObject::invokeMethod(
        m_owner, [o = m_owner, signal, text] { (o->*signal)(text); }, Qt::QueuedConnection);
}

bool PortForwardLoop::listen()
{
    sockaddr_storage ss{};
    socklen_t len = 0;
    const QByteArray addr = m_o.listenAddress.toLatin1();
    auto *v4 = reinterpret_cast<sockaddr_in *>(&ss);
    auto *v6 = reinterpret_cast<sockaddr_in6 *>(&ss);
    if (::inet_pton(AF_INET, addr.constData(), &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(m_o.listenPort);
        len = sizeof *v4;
    } else if (::inet_pton(AF_INET6, addr.constData(), &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(m_o.listenPort);
        len = sizeof *v6;
    } else {
        post(&PortForward::failed, tr("cannot listen on '%1': not a numeric address").arg(m_o.listenAddress));
        return false;
    }
    m_listen = ::socket(ss.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    const int one = 1;
    if (m_listen >= 0)
        ::setsockopt(m_listen, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (m_listen < 0 || ::bind(m_listen, reinterpret_cast<sockaddr *>(&ss), len) != 0 ||
        ::listen(m_listen, 128) != 0) {
        post(&PortForward::failed, tr("cannot listen on %1 port %2: %3")
                                       .arg(m_o.listenAddress)
                                       .arg(m_o.listenPort)
                                       .arg(QString::fromLocal8Bit(strerror(errno))));
        return false;
    }
    len = sizeof ss;
    ::getsockname(m_listen, reinterpret_cast<sockaddr *>(&ss), &len);
    m_port = ntohs(ss.ss_family == AF_INET ? v4->sin_port : v6->sin6_port);
    m_owner->m_port.store(m_port);
    return true;
}

void PortForwardLoop::acceptAll()
{
    for (;;) {
        const int fd = ::accept4(m_listen, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0)
            return;
        if (int(m_forwards.size()) >= m_o.maxConnections) {
            qCWarning(lcSsh) << "port forward: connection refused, already" << m_forwards.size() << "open";
            ::close(fd);
            continue;
        }
        const int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        auto f = std::make_unique<Forward>();
        f->fd = fd;
        m_forwards.push_back(std::move(f));
        m_owner->m_accepted.fetch_add(1);
    }
}

// Whether the forward has something half done on the target's session that only it may finish.
bool PortForwardLoop::holds(const Forward &f) const
{
    const Session::Impl &t = *m_target->d;
    return t.openOwner == &f || t.blockedOp == &f || t.blockedOp == &f.toRemote ||
           t.blockedOp == &f.toLocal || t.blockedOp == &f.eofSent;
}

void PortForwardLoop::closeLocal(Forward &f)
{
    if (f.fd >= 0)
        ::close(f.fd);
    f.fd = -1;
    f.closing = true;
}

bool PortForwardLoop::step(Forward &f)
{
    Session::Impl &t = *m_target->d;
    bool progress = false;
    char buf[kReadChunk];
    const auto blockedOn = [&t](const void *op) { t.blockedOp = outboundBlocked(t.s) ? op : nullptr; };
    // From the local client into the buffer (also while the channel opens).
    while (!f.closing && !f.localEof && f.toRemote.size() < kForwardBufferCap) {
        const ssize_t n = ::recv(f.fd, buf, sizeof buf, 0);
        if (n > 0) {
            f.toRemote.append(buf, qsizetype(n));
            progress = true;
            continue;
        }
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            f.localEof = true;
            progress = true;
        }
        break;
    }
    if (!f.opened) {
        if ((t.openOwner && t.openOwner != &f) || (t.blockedOp && t.blockedOp != &f))
            return progress;
        if (!f.opening.isValid())
            f.opening.start();
        t.openOwner = &f;
        f.ch = libssh2_channel_direct_tcpip_ex(t.s, m_remoteHost.constData(), m_o.remotePort, "127.0.0.1",
                                               m_port);
        if (!f.ch) {
            if (libssh2_session_last_errno(t.s) == LIBSSH2_ERROR_EAGAIN) {
                blockedOn(&f);
                return progress;
            }
            t.openOwner = nullptr;
            if (t.blockedOp == &f)
                t.blockedOp = nullptr;
            qCWarning(lcSsh) << "port forward: the target would not connect to" << m_o.remoteHost
                             << m_o.remotePort << lastError(t.s);
            closeLocal(f);
            f.gone = true;
            return true;
        }
        t.openOwner = nullptr;
        if (t.blockedOp == &f)
            t.blockedOp = nullptr;
        f.opened = true;
        const qint64 us = f.opening.nsecsElapsed() / 1000;
        qint64 best = m_owner->m_minOpenUs.load();
        while ((best < 0 || us < best) && !m_owner->m_minOpenUs.compare_exchange_weak(best, us)) {
        }
        progress = true;
        if (f.closing)
            return stepClosing(f);
    }
    if (f.closing)
        return stepClosing(f) || progress;
    // Buffer to the channel.
    if (!f.toRemote.isEmpty() && (!t.blockedOp || t.blockedOp == &f.toRemote)) {
        const ssize_t n = libssh2_channel_write(f.ch, f.toRemote.constData(), std::size_t(f.toRemote.size()));
        if (n > 0) {
            f.toRemote.consume(qsizetype(n));
            if (t.blockedOp == &f.toRemote)
                t.blockedOp = nullptr;
            progress = true;
        } else if (n == LIBSSH2_ERROR_EAGAIN) {
            blockedOn(&f.toRemote);
        } else {
            if (t.blockedOp == &f.toRemote)
                t.blockedOp = nullptr;
            closeLocal(f);
            return true;
        }
    }
    if (f.localEof && f.toRemote.isEmpty() && !f.eofSent && (!t.blockedOp || t.blockedOp == &f.eofSent)) {
        const int rc = libssh2_channel_send_eof(f.ch);
        if (rc == LIBSSH2_ERROR_EAGAIN) {
            blockedOn(&f.eofSent);
        } else {
            if (t.blockedOp == &f.eofSent)
                t.blockedOp = nullptr;
            f.eofSent = true;
            progress = true;
        }
    }
    // Channel to the buffer.
    while (!f.remoteEof && f.toLocal.size() < kForwardBufferCap &&
           (!t.blockedOp || t.blockedOp == &f.toLocal)) {
        const ssize_t n = libssh2_channel_read(f.ch, buf, sizeof buf);
        if (n > 0) {
            f.toLocal.append(buf, qsizetype(n));
            if (t.blockedOp == &f.toLocal)
                t.blockedOp = nullptr;
            progress = true;
            continue;
        }
        if (n == LIBSSH2_ERROR_EAGAIN) {
            blockedOn(&f.toLocal);
            if (t.blockedOp != &f.toLocal && libssh2_channel_eof(f.ch)) {
                f.remoteEof = true;
                progress = true;
            }
        } else {
            if (t.blockedOp == &f.toLocal)
                t.blockedOp = nullptr;
            f.remoteEof = true;
            progress = true;
        }
        break;
    }
    // Buffer to the local client.
    while (!f.toLocal.isEmpty()) {
        const ssize_t n = ::send(f.fd, f.toLocal.constData(), std::size_t(f.toLocal.size()), MSG_NOSIGNAL);
        if (n > 0) {
            f.toLocal.consume(qsizetype(n));
            progress = true;
            continue;
        }
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            closeLocal(f); // the client went away
            return true;
        }
        break;
    }
    if (f.remoteEof && f.toLocal.isEmpty() && !f.localShut) {
        ::shutdown(f.fd, SHUT_WR);
        f.localShut = true;
        progress = true;
    }
    if ((f.remoteEof && f.toLocal.isEmpty() && f.localEof) || (f.localEof && f.eofSent && f.remoteEof)) {
        closeLocal(f);
        return stepClosing(f) || true;
    }
    return progress;
}

// The local side is gone: whatever of ours is half done on the session is repeated until it completes,
// then the channel is handed to the session to close and free.
bool PortForwardLoop::stepClosing(Forward &f)
{
    Session::Impl &t = *m_target->d;
    if (!f.ch) {
        if (!holds(f))
            f.gone = true;
        return f.gone;
    }
    char sink[kReadChunk];
    if (t.blockedOp == &f.toRemote) {
        const ssize_t n = libssh2_channel_write(f.ch, f.toRemote.constData(), std::size_t(f.toRemote.size()));
        if (n == LIBSSH2_ERROR_EAGAIN && outboundBlocked(t.s))
            return false;
        t.blockedOp = nullptr;
    } else if (t.blockedOp == &f.toLocal) {
        const ssize_t n = libssh2_channel_read(f.ch, sink, sizeof sink);
        if (n == LIBSSH2_ERROR_EAGAIN && outboundBlocked(t.s))
            return false;
        t.blockedOp = nullptr;
    } else if (t.blockedOp == &f.eofSent) {
        if (libssh2_channel_send_eof(f.ch) == LIBSSH2_ERROR_EAGAIN && outboundBlocked(t.s))
            return false;
        t.blockedOp = nullptr;
    }
    t.retiring.push_back(f.ch);
    f.ch = nullptr;
    f.gone = true;
    return true;
}

void PortForwardLoop::attached(Engine &engine, HopPool &pool)
{
    m_engine = &engine;
    m_pool = &pool;
    m_remoteHost = m_o.remoteHost.toUtf8();
    if (!listen()) {
        m_done = true;
        return;
    }
    Session *via = pool.hopsFor(m_o.plan.jumps, m_o.base);
    SessionOptions o = m_o.base;
    o.endpoint = m_o.plan.target;
    o.hop = int(m_o.plan.jumps.size()) + 1;
    m_target = pool.connect(o, via);
    engine.addPollSource(this);
}

bool PortForwardLoop::tick()
{
    m_progress = false;
    if (m_done)
        return false;
    const Session::State st = m_target ? m_target->state() : Session::State::Closed;
    if (st == Session::State::Failed || st == Session::State::Closed) {
        QString why = !m_lost.isEmpty()                     ? m_lost
                      : m_target && !m_target->error().ok() ? m_target->error().describe()
                                                            : tr("the connection was closed");
        post(&PortForward::failed, m_announced ? tr("the port forward lost its connection: %1").arg(why)
                                               : tr("the port forward could not connect: %1").arg(why));
        closeAll();
        return false;
    }
    if (!m_announced && m_target->isReady()) {
        m_announced = true;
        QMetaObject::invokeMethod(
            m_owner, [o = m_owner, p = m_port] { emit o->ready(p); }, Qt::QueuedConnection);
    }
    acceptAll();
    bool progress = false;
    if (m_target->isReady()) {
        for (auto &f : m_forwards)
            progress |= step(*f);
        m_forwards.erase(std::remove_if(m_forwards.begin(), m_forwards.end(),
                                        [](const std::unique_ptr<Forward> &f) { return f->gone; }),
                         m_forwards.end());
    }
    m_progress = progress;
    return true;
}

void PortForwardLoop::addPollFds(std::vector<pollfd> &fds)
{
    if (m_done)
        return;
    if (m_listen >= 0)
        fds.push_back(pollfd{m_listen, POLLIN, 0});
    for (const auto &f : m_forwards) {
        if (f->fd < 0)
            continue;
        short events = 0;
        if (!f->closing && !f->localEof && f->toRemote.size() < kForwardBufferCap)
            events |= POLLIN;
        if (!f->closing && !f->toLocal.isEmpty())
            events |= POLLOUT;
        fds.push_back(pollfd{f->fd, events, 0});
    }
}

void PortForwardLoop::polled(const pollfd *fds, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i) {
        if (fds[i].revents)
            m_progress = true;
    }
}

// Channels live on the target's session: when a hop under it goes, so do they.
void PortForwardLoop::hopDropping(Session *hop)
{
    if (!m_target)
        return;
    for (const Session *s = m_target; s; s = s->via()) {
        if (s == hop) {
            m_lost = hop->error().ok() ? tr("the jump host went away") : hop->error().describe();
            for (auto &f : m_forwards) {
                if (f->fd >= 0)
                    ::close(f->fd);
                f->fd = -1;
                f->ch = nullptr; // freed with the session
            }
            m_forwards.clear();
            m_target = nullptr; // closed with the hop
            return;
        }
    }
}

void PortForwardLoop::closeAll()
{
    m_done = true;
    if (m_engine)
        m_engine->removePollSource(this);
    for (auto &f : m_forwards) {
        if (f->fd >= 0)
            ::close(f->fd);
        f->fd = -1;
    }
    m_forwards.clear(); // channels are freed with their session
    if (m_target) {
        Session *t = m_target;
        m_target = nullptr;
        m_pool->close(t);
    }
    if (m_listen >= 0)
        ::close(m_listen);
    m_listen = -1;
    m_owner->m_port.store(0);
}

void PortForwardLoop::detaching()
{
    closeAll();
}

PortForward::PortForward(ConnectionHub *hub, QObject *parent) : QObject(parent), m_hub(hub) {}

PortForward::~PortForward()
{
    stop();
}

void PortForward::start(const PortForwardOptions &options)
{
    if (m_loop)
        return;
    m_minOpenUs.store(-1000);
    m_accepted.store(0);
    m_loop = std::make_shared<PortForwardLoop>(this, options);
    m_hub->attach(options.plan, options.base, m_loop);
}

void PortForward::stop()
{
    if (!m_loop)
        return;
    m_hub->detach(m_loop);
    m_loop.reset();
}

} // namespace cg::ssh
