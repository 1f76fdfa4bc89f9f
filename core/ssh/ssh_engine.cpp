// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/logging.h"
#include "ssh/ssh_engine_p.h"

#include <algorithm>
#include <poll.h>

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

} // namespace detail

using namespace detail;

QString SshError::describe() const
{
    if (hop > 0)
        return QCoreApplication::translate("cg::ssh::SshError", "hop %1 (%2): %3")
            .arg(hop)
            .arg(hopName, message);
    return message;
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

void Engine::release(Exec *exec)
{
    for (auto it = m_execs.begin(); it != m_execs.end(); ++it) {
        if (it->get() == exec) {
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
        kids.erase(std::remove(kids.begin(), kids.end(), session), kids.end());
        if (via->d->openOwner == session)
            via->d->openOwner = nullptr;
        if (via->d->blockedOp == &session->d->in || via->d->blockedOp == &session->d->out)
            via->d->blockedOp = nullptr;
    }
    for (auto it = doomed.rbegin(); it != doomed.rend(); ++it) {
        Session *s = *it;
        m_sessions.erase(std::remove_if(m_sessions.begin(), m_sessions.end(),
                                        [s](const std::unique_ptr<Session> &p) { return p.get() == s; }),
                         m_sessions.end());
    }
}

void Engine::sendKeepalives()
{
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
            continue;
        }
        if (d.blockedOp == &d.sinceKeepalive)
            d.blockedOp = nullptr;
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
    for (std::size_t i = 0; i < m_sessions.size(); ++i) {
        Session *s = m_sessions[i].get();
        progress |= s->step();
        progress |= s->pumpTunnels();
    }
    for (std::size_t i = 0; i < m_execs.size(); ++i)
        progress |= m_execs[i]->step();
    sendKeepalives();
    // A session whose tunnel closed after it was up is gone.
    for (const auto &s : m_sessions) {
        if (s->isReady() && s->d->tunnelEof && s->d->in.isEmpty()) {
            s->m_state = Session::State::Closed;
            s->m_error = SshError{FailureKind::Closed, s->m_options.hop, s->m_options.endpoint.displayName(),
                                  tr("the connection was closed")};
            progress = true;
        }
    }
    return progress;
}

void Engine::pollSockets(int timeoutMs)
{
    std::vector<pollfd> fds;
    for (const auto &s : m_sessions) {
        if (s->d->fd < 0 || (s->isFinished() && !s->isReady()))
            continue;
        short events = POLLIN;
        if (s->state() == Session::State::Connecting ||
            (s->d->s && (libssh2_session_block_directions(s->d->s) & LIBSSH2_SESSION_BLOCK_OUTBOUND)))
            events |= POLLOUT;
        fds.push_back(pollfd{s->d->fd, events, 0});
    }
    if (fds.empty()) {
        if (timeoutMs > 0)
            ::poll(nullptr, 0, std::min(timeoutMs, 10));
        return;
    }
    ::poll(fds.data(), nfds_t(fds.size()), timeoutMs);
}

bool Engine::runUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    for (;;) {
        for (int spins = 0; spins < 100000; ++spins) {
            if (done())
                return true;
            if (!stepAll())
                break;
        }
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
