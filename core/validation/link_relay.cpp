// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/link_relay.h"

#include <QCoreApplication>

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace cg::validation {

namespace {

constexpr std::size_t kMaxPending = 1 << 20; // per direction; reading stops until it drains

struct Pair
{
    int a = -1; // the accepted side
    int b = -1; // the side towards the target
    bool connecting = true;
    std::string toB, toA;
    bool stalled = false;
    double tokensB = 0, tokensA = 0; // bytes each direction may still send now (with a rate limit)
};

void resetAndClose(int fd)
{
    if (fd < 0)
        return;
    const linger l{1, 0}; // close with RST
    ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l);
    ::close(fd);
}

// Writes what it can of `pending` to `fd` (at most *budget bytes when budget is given); false when the
// socket failed.
bool flush(int fd, std::string &pending, double *budget = nullptr, std::atomic<qint64> *count = nullptr)
{
    while (!pending.empty()) {
        std::size_t n = pending.size();
        if (budget) {
            if (*budget < 1)
                return true;
            n = std::min<std::size_t>(n, std::size_t(*budget));
        }
        const ssize_t w = ::send(fd, pending.data(), n, MSG_NOSIGNAL);
        if (w < 0)
            return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR;
        if (budget)
            *budget -= double(w);
        if (count)
            *count += w;
        pending.erase(0, std::size_t(w));
    }
    return true;
}

// Reads what is there into `into`; false at end of stream or on an error.
bool drain(int fd, std::string &into)
{
    char buf[65536];
    while (into.size() < kMaxPending) {
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n > 0) {
            into.append(buf, std::size_t(n));
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
            return true;
        return false;
    }
    return true;
}

} // namespace

struct LinkRelay::Target
{
    sockaddr_storage addr{};
    socklen_t len = 0;
};

LinkRelay::~LinkRelay()
{
    stop();
}

bool LinkRelay::start(const QString &listenAddr, quint16 listenPort, const QString &targetHost,
                      quint16 targetPort, QString *error, std::function<bool()> threadSetup)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (m_thread.joinable())
        return failed(
            QCoreApplication::translate("cg::validation::LinkRelay", "the relay is already running"));
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *res = nullptr;
    const QByteArray host = targetHost.toUtf8(), port = QByteArray::number(targetPort);
    const int rc = ::getaddrinfo(host.constData(), port.constData(), &hints, &res);
    if (rc != 0 || !res)
        return failed(QCoreApplication::translate("cg::validation::LinkRelay", "cannot resolve %1: %2")
                          .arg(targetHost, QString::fromLocal8Bit(gai_strerror(rc ? rc : EAI_NONAME))));
    m_target = std::make_shared<Target>();
    std::memcpy(&m_target->addr, res->ai_addr, std::min<std::size_t>(res->ai_addrlen, sizeof m_target->addr));
    m_target->len = socklen_t(res->ai_addrlen);
    ::freeaddrinfo(res);

    m_stop = false;
    m_cut = false;
    std::atomic<int> ready{0};
    QString why;
    const QByteArray listenAt = listenAddr.toUtf8();
    m_thread = std::thread([&, listenAt, listenPort, threadSetup] {
        if (threadSetup && !threadSetup()) {
            why = QCoreApplication::translate("cg::validation::LinkRelay",
                                              "could not prepare the relay's thread");
            ready = -1;
            return;
        }
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
        const int one = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_port = htons(listenPort);
        socklen_t alen = sizeof a;
        if (fd < 0 || ::inet_pton(AF_INET, listenAt.constData(), &a.sin_addr) != 1 ||
            ::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0 || ::listen(fd, 64) != 0 ||
            ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &alen) != 0) {
            why = QCoreApplication::translate("cg::validation::LinkRelay", "cannot listen on %1:%2: %3")
                      .arg(QString::fromUtf8(listenAt))
                      .arg(listenPort)
                      .arg(QString::fromLocal8Bit(std::strerror(errno)));
            if (fd >= 0)
                ::close(fd);
            ready = -1;
            return;
        }
        m_port = ntohs(a.sin_port);
        ready = 1;
        loop(fd);
    });
    while (ready == 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    if (ready == 1)
        return true;
    m_thread.join();
    return failed(why);
}

void LinkRelay::stop()
{
    if (!m_thread.joinable())
        return;
    m_stop = true;
    m_thread.join();
}

void LinkRelay::loop(int listenFd)
{
    std::vector<Pair> pairs;
    int resetsSeen = m_resets;
    int stallsSeen = m_stalls;
    auto lastRefill = std::chrono::steady_clock::now();
    const auto closePair = [](Pair &p, bool reset) {
        if (reset) {
            resetAndClose(p.a);
            resetAndClose(p.b);
        } else {
            ::close(p.a);
            ::close(p.b);
        }
        p.a = p.b = -1;
    };
    while (!m_stop) {
        if (m_resets != resetsSeen) {
            resetsSeen = m_resets;
            for (Pair &p : pairs)
                closePair(p, true);
            pairs.clear();
        }
        if (m_stalls != stallsSeen) {
            stallsSeen = m_stalls;
            for (Pair &p : pairs)
                p.stalled = true;
        }
        const qint64 rate = m_rate;
        const auto now = std::chrono::steady_clock::now();
        const double elapsed = std::chrono::duration<double>(now - lastRefill).count();
        lastRefill = now;
        bool starved = false;
        if (rate > 0) {
            // A bucket of 20 ms: smooth enough for TCP, large enough for one pass's sends.
            const double cap = std::max(double(rate) * 0.02, 16384.0);
            for (Pair &p : pairs) {
                p.tokensB = std::min(cap, p.tokensB + elapsed * double(rate));
                p.tokensA = std::min(cap, p.tokensA + elapsed * double(rate));
                starved = starved || (!p.toB.empty() && p.tokensB < 1) || (!p.toA.empty() && p.tokensA < 1);
            }
        }
        const bool cut = m_cut;
        std::vector<pollfd> fds;
        fds.push_back({listenFd, short(cut ? 0 : POLLIN), 0});
        for (const Pair &p : pairs) {
            short ea = 0, eb = 0;
            if (!cut && !p.stalled) {
                if (p.connecting) {
                    eb = POLLOUT;
                } else {
                    // Without tokens a side is not asked for POLLOUT (it would wake the loop at once).
                    const bool sendA = !p.toA.empty() && (rate == 0 || p.tokensA >= 1);
                    const bool sendB = !p.toB.empty() && (rate == 0 || p.tokensB >= 1);
                    ea = short((p.toB.size() < kMaxPending ? POLLIN : 0) | (sendA ? POLLOUT : 0));
                    eb = short((p.toA.size() < kMaxPending ? POLLIN : 0) | (sendB ? POLLOUT : 0));
                }
            }
            fds.push_back({p.a, ea, 0});
            fds.push_back({p.b, eb, 0});
        }
        if (::poll(fds.data(), nfds_t(fds.size()), starved ? 2 : 50) < 0 || cut)
            continue;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            Pair &p = pairs[i];
            const short ra = fds[1 + 2 * i].revents, rb = fds[2 + 2 * i].revents;
            bool ok = true;
            if (p.stalled) {
                // Nothing moves; only a side that went away ends it.
                if ((ra | rb) & (POLLHUP | POLLERR))
                    closePair(p, true);
                continue;
            }
            if (p.connecting) {
                if (rb) {
                    int err = 0;
                    socklen_t len = sizeof err;
                    ::getsockopt(p.b, SOL_SOCKET, SO_ERROR, &err, &len);
                    ok = err == 0;
                    p.connecting = !ok;
                }
            } else {
                if (ra & (POLLIN | POLLHUP | POLLERR))
                    ok = drain(p.a, p.toB) && ok;
                if (rb & (POLLIN | POLLHUP | POLLERR))
                    ok = drain(p.b, p.toA) && ok;
                ok = flush(p.b, p.toB, rate > 0 ? &p.tokensB : nullptr, &m_bytesToTarget) &&
                     flush(p.a, p.toA, rate > 0 ? &p.tokensA : nullptr) && ok;
            }
            if (!ok)
                closePair(p, false);
        }
        pairs.erase(std::remove_if(pairs.begin(), pairs.end(), [](const Pair &p) { return p.a < 0; }),
                    pairs.end());
        if (fds[0].revents & POLLIN) {
            const int c = ::accept4(listenFd, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
            if (c >= 0) {
                const int t =
                    ::socket(m_target->addr.ss_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
                if (t >= 0 &&
                    (::connect(t, reinterpret_cast<const sockaddr *>(&m_target->addr), m_target->len) == 0 ||
                     errno == EINPROGRESS)) {
                    pairs.push_back(Pair{c, t, true, {}, {}, false, 0, 0});
                    ++m_served;
                } else {
                    if (t >= 0)
                        ::close(t);
                    ::close(c);
                }
            }
        }
    }
    for (Pair &p : pairs)
        closePair(p, true);
    ::close(listenFd);
}

} // namespace cg::validation
