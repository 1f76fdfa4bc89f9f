// SPDX-License-Identifier: GPL-3.0-or-later
// The forward's I/O loop: the engine's sessions, the listener and every forwarded connection stepped by
// one thread, waiting in one poll() on the hop-1 socket, the listener, the local connections and a wake-up
// descriptor. A channel's operations on the target's libssh2 session follow the engine's rules (one open
// at a time, a half-sent operation repeated before anything else runs on the session).
#include "ssh/port_forward.h"

#include "common/logging.h"
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

class PortForwardLoop
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::PortForward)

public:
    PortForwardLoop(PortForward *owner, const PortForwardOptions &options) : m_owner(owner), m_o(options) {}
    void run();

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

    PortForward *m_owner;
    PortForwardOptions m_o;
    Session *m_target = nullptr;
    QList<Session *> m_hops;
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

void PortForwardLoop::run()
{
    m_remoteHost = m_o.remoteHost.toUtf8();
    if (!listen())
        return;
    Engine engine;
    engine.setKeepaliveSeconds(m_o.keepaliveSeconds);
    m_target = connectPlan(engine, m_o.plan, m_o.base, &m_hops);
    bool announced = false;
    const int wakeFd = m_owner->m_wakeFd;
    std::vector<pollfd> fds;
    for (;;) {
        if (m_owner->m_stop.load())
            break;
        engine.runUntil([] { return false; }, 0);
        const Session::State st = m_target->state();
        if (st == Session::State::Failed || st == Session::State::Closed) {
            const QString why =
                m_target->error().ok() ? tr("the connection was closed") : m_target->error().describe();
            post(&PortForward::failed, announced ? tr("the port forward lost its connection: %1").arg(why)
                                                 : tr("the port forward could not connect: %1").arg(why));
            break;
        }
        if (!announced && m_target->isReady()) {
            announced = true;
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
        if (progress)
            continue;
        fds.clear();
        fds.push_back(pollfd{wakeFd, POLLIN, 0});
        fds.push_back(pollfd{m_listen, POLLIN, 0});
        Session *hop1 = m_hops.isEmpty() ? nullptr : m_hops.first();
        if (hop1 && hop1->d->fd >= 0) {
            short events = 0;
            const int dirs = hop1->d->s ? libssh2_session_block_directions(hop1->d->s) : 0;
            if (!hop1->isReady() || (dirs & LIBSSH2_SESSION_BLOCK_INBOUND))
                events |= POLLIN;
            if (hop1->state() == Session::State::Connecting || (dirs & LIBSSH2_SESSION_BLOCK_OUTBOUND))
                events |= POLLOUT;
            fds.push_back(pollfd{hop1->d->fd, events, 0});
        }
        const std::size_t firstLocal = fds.size();
        for (const auto &f : m_forwards) {
            short events = 0;
            if (!f->closing && !f->localEof && f->toRemote.size() < kForwardBufferCap)
                events |= POLLIN;
            if (!f->closing && !f->toLocal.isEmpty())
                events |= POLLOUT;
            fds.push_back(pollfd{f->fd, events, 0});
        }
        // Short waits: sessions keep their own timeouts and keepalives, nested ones have no socket.
        ::poll(fds.data(), nfds_t(fds.size()), m_forwards.empty() ? 50 : 20);
        if (fds[0].revents & POLLIN) {
            quint64 v = 0;
            [[maybe_unused]] const ssize_t n = ::read(wakeFd, &v, sizeof v);
        }
        if (hop1 && fds.size() > 2 && fds[2].fd == hop1->d->fd && (fds[2].revents & (POLLERR | POLLHUP)) &&
            hop1->isReady()) {
            hop1->m_state = Session::State::Closed;
            hop1->m_error = SshError{FailureKind::Closed, hop1->options().hop,
                                     hop1->options().endpoint.displayName(), tr("the connection was lost")};
        }
        (void)firstLocal;
    }
    for (auto &f : m_forwards) {
        if (f->fd >= 0)
            ::close(f->fd);
    }
    m_forwards.clear(); // channels are freed with their session
    ::close(m_listen);
    m_owner->m_port.store(0);
}

PortForward::PortForward(QObject *parent) : QObject(parent) {}

PortForward::~PortForward()
{
    stop();
}

void PortForward::start(const PortForwardOptions &options)
{
    if (m_thread)
        return;
    m_stop.store(false);
    m_minOpenUs.store(-1000);
    m_accepted.store(0);
    m_wakeFd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    m_thread.reset(QThread::create([this, options] {
        PortForwardLoop loop(this, options);
        loop.run();
    }));
    m_thread->setObjectName(QStringLiteral("port-forward"));
    m_thread->start();
}

void PortForward::stop()
{
    if (!m_thread)
        return;
    m_stop.store(true);
    const quint64 one = 1;
    [[maybe_unused]] const ssize_t n = ::write(m_wakeFd, &one, sizeof one);
    m_thread->wait();
    m_thread.reset();
    ::close(m_wakeFd);
    m_wakeFd = -1;
}

} // namespace cg::ssh
