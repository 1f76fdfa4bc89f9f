// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/logging.h"
#include "ssh/ssh_engine_p.h"

#include <algorithm>
#include <poll.h>
#include <unistd.h>

namespace cg::ssh {

namespace detail {

namespace {
struct Libssh2Init
{
    Libssh2Init() { libssh2_init(0); }
    ~Libssh2Init() { libssh2_exit(); }
};
} // namespace

void ensureLibssh2()
{
    static Libssh2Init init;
}

QString lastError(LIBSSH2_SESSION *s)
{
    char *msg = nullptr;
    int len = 0;
    libssh2_session_last_error(s, &msg, &len, 0);
    return msg ? QString::fromUtf8(msg, len) : QString();
}

QString channelOpenFailure(LIBSSH2_SESSION *s)
{
    // libssh2 words the server's reason (RFC 4254 5.1) in English inside a sentence of ours: said here in
    // the console's language instead.
    const QString raw = lastError(s);
    if (raw.endsWith(QLatin1String("(connect failed)")))
        return QCoreApplication::translate("cg::ssh::SshError",
                                           "nothing answered there, or the connection was refused");
    if (raw.endsWith(QLatin1String("(administratively prohibited)")))
        return QCoreApplication::translate("cg::ssh::SshError",
                                           "its SSH server does not allow forwarding (AllowTcpForwarding)");
    if (raw.endsWith(QLatin1String("(resource shortage)")))
        return QCoreApplication::translate("cg::ssh::SshError", "it is short of resources");
    if (raw.endsWith(QLatin1String("(unknown channel type)")))
        return QCoreApplication::translate("cg::ssh::SshError", "it does not forward connections");
    return raw;
}

} // namespace detail

using namespace detail;

QString SshError::describe() const
{
    // Not reached through the jump host before it: the message names that host and the address, so the hop
    // is named as people call it (the node, usually), not by its place in the chain ("hop 2").
    if (hop > 0 && kind == FailureKind::Tunnel && !hopName.isEmpty())
        return QCoreApplication::translate("cg::ssh::SshError", "%1: %2").arg(hopName, message);
    if (hop > 0)
        return QCoreApplication::translate("cg::ssh::SshError", "hop %1 (%2): %3")
            .arg(hop)
            .arg(hopName, message);
    return message;
}

QString SshError::describeFor(const QString &known) const
{
    if (hop > 0 && !known.isEmpty() && hopName == known)
        return message;
    return describe();
}

// ---------------------------------------------------------------------------------------------------
// Engine

Engine::Engine()
{
    ensureLibssh2();
}

Engine::~Engine()
{
    m_execs.clear();
    // Children first: their channels live on their parents' sessions.
    while (!m_sessions.empty())
        m_sessions.pop_back();
}

Session *Engine::connect(const SessionOptions &options, Session *via)
{
    m_sessions.push_back(std::unique_ptr<Session>(new Session(this, options, via)));
    Session *s = m_sessions.back().get();
    if (via)
        via->d->children.push_back(s);
    return s;
}

Exec *Engine::exec(Session *session, const QByteArray &command, ExecCallbacks callbacks)
{
    m_execs.push_back(std::unique_ptr<Exec>(new Exec(session, command, std::move(callbacks))));
    return m_execs.back().get();
}

Exec *Engine::shell(Session *session, const PtyOptions &pty, const QByteArray &command,
                    ExecCallbacks callbacks)
{
    Exec *e = exec(session, command, std::move(callbacks));
    e->d->pty = true;
    e->d->ptyOptions = pty;
    return e;
}

void Engine::release(Exec *exec)
{
    for (auto it = m_execs.begin(); it != m_execs.end(); ++it) {
        if (it->get() == exec) {
            handOverExec(exec);
            m_execs.erase(it);
            return;
        }
    }
}

void Engine::close(Session *session)
{
    // Everything riding on it goes too, children before parents.
    std::vector<Session *> doomed{session};
    for (std::size_t i = 0; i < doomed.size(); ++i)
        for (Session *c : doomed[i]->d->children)
            doomed.push_back(c);
    for (auto it = m_execs.begin(); it != m_execs.end();) {
        if (std::find(doomed.begin(), doomed.end(), (*it)->session()) != doomed.end())
            it = m_execs.erase(it);
        else
            ++it;
    }
    if (Session *via = session->m_via) {
        auto &kids = via->d->children;
        if (std::find(kids.begin(), kids.end(), session) != kids.end())
            handOverToParent(via, session);
    }
    for (auto it = doomed.rbegin(); it != doomed.rend(); ++it) {
        Session *s = *it;
        m_sessions.erase(std::remove_if(m_sessions.begin(), m_sessions.end(),
                                        [s](const std::unique_ptr<Session> &p) { return p.get() == s; }),
                         m_sessions.end());
    }
}

// The parent outlives `child`: whatever the child left half done on the parent's session is finished
// there (Session::driveOrphans), and its tunnel is closed properly, so the parent stays usable.
void Engine::handOverToParent(Session *via, Session *child)
{
    Session::Impl &p = *via->d;
    Session::Impl &c = *child->d;
    auto &kids = p.children;
    kids.erase(std::remove(kids.begin(), kids.end(), child), kids.end());
    if (p.openOwner == child) {
        Session::Impl::Orphan o;
        o.what = Session::Impl::Pending::TunnelOpen;
        o.host = child->options().endpoint.host.toUtf8();
        o.port = child->options().endpoint.port;
        p.orphans.push_back(o);
    }
    const bool writeBlocked = p.blockedOp == &c.out;
    const bool readBlocked = p.blockedOp == &c.in;
    if (c.tunnel && (writeBlocked || readBlocked)) {
        Session::Impl::Orphan o;
        o.what = writeBlocked ? Session::Impl::Pending::Write : Session::Impl::Pending::Read;
        o.channel = c.tunnel;
        p.orphans.push_back(o);
    } else if (c.tunnel) {
        p.retiring.push_back(c.tunnel);
    }
    c.tunnel = nullptr;
    // The records now own what the child held on the parent.
    const bool openBlocked = p.blockedOp == child;
    if (p.openOwner == child) {
        p.openOwner = &p.orphans.front();
        for (Session::Impl::Orphan &o : p.orphans) {
            if (o.what == Session::Impl::Pending::TunnelOpen &&
                o.host == child->options().endpoint.host.toUtf8())
                p.openOwner = &o;
        }
        if (openBlocked)
            p.blockedOp = p.openOwner;
    }
    if (writeBlocked || readBlocked)
        p.blockedOp = &p.orphans.back();
}

void Engine::handOverExec(Exec *exec)
{
    Session::Impl &sd = *exec->m_session->d;
    Exec::Impl &x = *exec->d;
    if (sd.openOwner == exec) {
        Session::Impl::Orphan o;
        o.what = Session::Impl::Pending::SessionOpen;
        sd.orphans.push_back(o);
        sd.openOwner = &sd.orphans.back();
        if (sd.blockedOp == exec)
            sd.blockedOp = sd.openOwner;
    } else if (sd.blockedOp == exec) {
        // A command stopped in the middle of sending: the session cannot be trusted with more.
        sd.blockedOp = nullptr;
        Session *s = exec->m_session;
        if (s->state() == Session::State::Ready) {
            s->m_state = Session::State::Closed;
            s->m_error = SshError{FailureKind::Closed, s->options().hop, s->options().endpoint.displayName(),
                                  tr("the connection was reset after a command was abandoned")};
        }
    }
    if (x.ch && exec->m_session->state() == Session::State::Ready)
        sd.retiring.push_back(x.ch);
    else if (x.ch)
        libssh2_channel_free(x.ch);
    x.ch = nullptr;
}

void Engine::sendKeepalives()
{
    m_keepaliveBlocked = false;
    for (const auto &s : m_sessions) {
        Session::Impl &d = *s->d;
        if (!s->isReady() || !d.sinceKeepalive.isValid() ||
            d.sinceKeepalive.elapsed() < m_keepaliveSeconds * 1000)
            continue;
        if (d.blockedOp && d.blockedOp != &d.sinceKeepalive)
            continue;
        int next = 0;
        const int rc = libssh2_keepalive_send(d.s, &next);
        if (rc == LIBSSH2_ERROR_EAGAIN) {
            d.blockedOp = outboundBlocked(d.s) ? &d.sinceKeepalive : nullptr;
            m_keepaliveBlocked |= d.blockedOp != nullptr;
            continue;
        }
        if (d.blockedOp == &d.sinceKeepalive)
            d.blockedOp = nullptr;
        if (rc < 0) {
            // A keepalive that cannot be sent means the link is gone: say so instead of waiting forever.
            s->m_state = Session::State::Closed;
            s->m_error = SshError{FailureKind::Closed, s->m_options.hop, s->m_options.endpoint.displayName(),
                                  tr("the connection was lost: %1").arg(lastError(d.s))};
            continue;
        }
        d.sinceKeepalive.restart();
    }
}

int Engine::handshakesInFlight() const
{
    int n = 0;
    for (const auto &s : m_sessions) {
        const auto st = s->state();
        if (st == Session::State::Connecting || st == Session::State::Handshake ||
            st == Session::State::Authenticating)
            ++n;
    }
    return n;
}

bool Engine::stepAll()
{
    bool progress = false;
    // Index loop: a step never adds sessions, but keep it robust to reallocation anyway.
    m_handshakesThisPass = handshakesInFlight();
    for (std::size_t i = 0; i < m_sessions.size(); ++i) {
        Session *s = m_sessions[i].get();
        progress |= s->driveOrphans();
        progress |= s->step();
        progress |= s->pumpTunnels();
    }
    m_handshakesThisPass = -1;
    for (std::size_t i = 0; i < m_execs.size(); ++i)
        progress |= m_execs[i]->step();
    if (m_keepaliveBlocked || !m_keepaliveScan.isValid() || m_keepaliveScan.elapsed() >= 250) {
        m_keepaliveScan.start();
        sendKeepalives();
    }
    // A session whose tunnel closed after it was up is gone, and so is every session riding a hop that
    // failed or closed (parents come before their children in m_sessions).
    for (const auto &s : m_sessions) {
        Session *via = s->m_via;
        if (s->isReady() && via &&
            (via->state() == Session::State::Failed || via->state() == Session::State::Closed)) {
            s->m_state = Session::State::Closed;
            s->m_error = SshError{FailureKind::Closed, s->m_options.hop, s->m_options.endpoint.displayName(),
                                  tr("the hop before it went away")};
            progress = true;
            continue;
        }
        if (s->isReady() && s->d->tunnelEof && s->d->in.isEmpty()) {
            s->m_state = Session::State::Closed;
            s->m_error = SshError{FailureKind::Closed, s->m_options.hop, s->m_options.endpoint.displayName(),
                                  tr("the connection was closed")};
            progress = true;
        }
    }
    return progress;
}

bool Engine::owns(const Session *session) const
{
    return std::any_of(m_sessions.begin(), m_sessions.end(),
                       [session](const std::unique_ptr<Session> &s) { return s.get() == session; });
}

void Engine::addPollSource(PollSource *source)
{
    if (std::find(m_pollSources.begin(), m_pollSources.end(), source) == m_pollSources.end())
        m_pollSources.push_back(source);
}

void Engine::removePollSource(PollSource *source)
{
    m_pollSources.erase(std::remove(m_pollSources.begin(), m_pollSources.end(), source), m_pollSources.end());
}

void Engine::runIdleHook()
{
    if (!m_idleHook || m_inIdleHook)
        return;
    m_inIdleHook = true;
    m_idleHook();
    m_inIdleHook = false;
}

void Engine::pollSockets(int timeoutMs)
{
    std::vector<pollfd> fds;
    std::vector<Session *> owners;
    for (const auto &s : m_sessions) {
        if (s->d->fd < 0 || (s->isFinished() && !s->isReady()))
            continue;
        // Readable only matters when libssh2 is waiting for data: asking for POLLIN on an idle hop whose
        // unread bytes nobody wants would wake us at once, forever.
        short events = 0;
        const int dirs = s->d->s ? libssh2_session_block_directions(s->d->s) : 0;
        if (!s->isReady() || (dirs & LIBSSH2_SESSION_BLOCK_INBOUND))
            events |= POLLIN;
        if (s->state() == Session::State::Connecting || (dirs & LIBSSH2_SESSION_BLOCK_OUTBOUND))
            events |= POLLOUT;
        fds.push_back(pollfd{s->d->fd, events, 0});
        owners.push_back(s.get());
    }
    const std::size_t sessionFds = fds.size();
    if (m_wakeFd >= 0)
        fds.push_back(pollfd{m_wakeFd, POLLIN, 0});
    std::vector<std::pair<PollSource *, std::size_t>> ranges;
    for (PollSource *src : m_pollSources) {
        const std::size_t first = fds.size();
        src->addPollFds(fds);
        ranges.push_back({src, first});
    }
    if (fds.empty()) {
        if (timeoutMs > 0)
            ::poll(nullptr, 0, std::min(timeoutMs, 10));
        return;
    }
    const int ready = ::poll(fds.data(), nfds_t(fds.size()), timeoutMs);
    if (m_wakeFd >= 0 && ready > 0 && (fds[sessionFds].revents & POLLIN)) {
        quint64 v = 0;
        [[maybe_unused]] const ssize_t n = ::read(m_wakeFd, &v, sizeof v);
    }
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        const std::size_t end = i + 1 < ranges.size() ? ranges[i + 1].second : fds.size();
        if (ready < 0)
            for (std::size_t k = ranges[i].second; k < end; ++k)
                fds[k].revents = 0;
        ranges[i].first->polled(fds.data() + ranges[i].second, end - ranges[i].second);
    }
    if (ready <= 0)
        return;
    for (std::size_t i = 0; i < sessionFds; ++i) {
        Session *s = owners[i];
        if ((fds[i].revents & (POLLERR | POLLHUP | POLLNVAL)) && s->isReady()) {
            s->m_state = Session::State::Closed;
            s->m_error = SshError{FailureKind::Closed, s->m_options.hop, s->m_options.endpoint.displayName(),
                                  tr("the connection was lost")};
        }
    }
}

bool Engine::runUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    for (;;) {
        for (int spins = 0; spins < 100000; ++spins) {
            if (done())
                return true;
            if (m_abort && m_abort->load(std::memory_order_relaxed))
                return false;
            if (!stepAll())
                break;
            if ((spins & 63) == 63)
                runIdleHook();
        }
        runIdleHook();
        if (done())
            return true;
        const qint64 left = timeoutMs - t.elapsed();
        if (left <= 0)
            return false;
        // Short waits: sessions time out on their own clocks and nested ones have no socket to wait on.
        pollSockets(int(std::min<qint64>(left, 20)));
    }
}

} // namespace cg::ssh
