// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent link serve`: one probe session, then exit. One thread polls every connection:
// the control line, the round-trip echo, and the data streams whose bytes it counts as they arrive.
#include "bench/link.h"
#include "bench/link_io.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace cg::agent::bench {

using namespace linkio;

namespace {

bool tokensEqual(const std::string &a, const std::string &b)
{
    // Constant time in the length of the expected token: a guess learns nothing from the timing.
    unsigned diff = unsigned(a.size() ^ b.size());
    for (std::size_t i = 0; i < b.size(); ++i)
        diff |=
            unsigned(static_cast<unsigned char>(i < a.size() ? a[i] : 0) ^ static_cast<unsigned char>(b[i]));
    return diff == 0;
}

std::string randomToken()
{
    unsigned char raw[16] = {};
    Fd f(::open("/dev/urandom", O_RDONLY | O_CLOEXEC));
    if (f.get() < 0 || ::read(f.get(), raw, sizeof raw) != ssize_t(sizeof raw))
        throw std::runtime_error("cannot read /dev/urandom to make a token");
    static const char hex[] = "0123456789abcdef";
    std::string out;
    for (unsigned char c : raw) {
        out.push_back(hex[c >> 4]);
        out.push_back(hex[c & 15]);
    }
    return out;
}

struct Conn
{
    enum Role { Handshake, Control, Rtt, Data };
    Fd fd;
    Role role = Handshake;
    std::string line;
    Clock::time_point opened = Clock::now();
    std::uint64_t bytes = 0;
};

struct Session
{
    bool active = false;
    Clock::time_point t0;
    int streams = 0;
    std::vector<std::uint64_t> buckets;
    double firstByte = -1;
    double lastByte = -1;
    std::uint64_t total = 0;
    int dataDone = 0;
};

std::string describeAddress(const sockaddr_storage &ss)
{
    char host[NI_MAXHOST] = {}, serv[NI_MAXSERV] = {};
    if (::getnameinfo(reinterpret_cast<const sockaddr *>(&ss), sizeof ss, host, sizeof host, serv,
                      sizeof serv, NI_NUMERICHOST | NI_NUMERICSERV) != 0)
        return "?";
    const std::string h = host;
    return (h.find(':') != std::string::npos ? "[" + h + "]" : h) + ":" + serv;
}

} // namespace

int runLinkServe(const LinkServeOptions &options, std::FILE *out)
{
    const std::string token = options.token.empty() ? randomToken() : options.token;

    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    addrinfo *res = nullptr;
    const std::string service = std::to_string(options.port);
    const char *node = options.bind.empty() ? nullptr : options.bind.c_str();
    if (const int rc = ::getaddrinfo(node, service.c_str(), &hints, &res); rc != 0) {
        std::fprintf(stderr, "clustergate-agent: cannot use address '%s': %s\n", options.bind.c_str(),
                     ::gai_strerror(rc));
        return 1;
    }
    std::unique_ptr<addrinfo, void (*)(addrinfo *)> guard(res, ::freeaddrinfo);
    Fd listener;
    std::string error;
    // Without a bind address, prefer IPv6 (dual stack) so both families reach us.
    std::vector<addrinfo *> order;
    for (addrinfo *ai = res; ai; ai = ai->ai_next)
        order.push_back(ai);
    std::stable_sort(order.begin(), order.end(), [](addrinfo *a, addrinfo *b) {
        return a->ai_family == AF_INET6 && b->ai_family != AF_INET6;
    });
    for (addrinfo *ai : order) {
        Fd fd(::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol));
        if (fd.get() < 0)
            continue;
        int one = 1;
        ::setsockopt(fd.get(), SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (ai->ai_family == AF_INET6 && !node) {
            int zero = 0;
            ::setsockopt(fd.get(), IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero);
        }
        if (::bind(fd.get(), ai->ai_addr, ai->ai_addrlen) != 0 || ::listen(fd.get(), 64) != 0) {
            error = errnoText("cannot listen on port " + service);
            continue;
        }
        listener = std::move(fd);
        break;
    }
    if (listener.get() < 0) {
        std::fprintf(stderr, "clustergate-agent: %s\n", error.empty() ? "cannot listen" : error.c_str());
        return 1;
    }
    sockaddr_storage bound{};
    socklen_t len = sizeof bound;
    ::getsockname(listener.get(), reinterpret_cast<sockaddr *>(&bound), &len);
    std::fprintf(out, "listening %s\n", describeAddress(bound).c_str());
    if (options.token.empty())
        std::fprintf(out, "token %s\n", token.c_str());
    std::fflush(out);

    std::vector<std::unique_ptr<Conn>> conns;
    Session session;
    std::vector<char> buf(kIoBuffer);
    const auto started = Clock::now();
    int refused = 0;

    for (;;) {
        if (!session.active && secondsSince(started) > options.acceptTimeoutS) {
            std::fprintf(stderr, "clustergate-agent: no probe arrived within %d s; giving up\n",
                         options.acceptTimeoutS);
            return 1;
        }
        std::vector<pollfd> fds;
        fds.push_back({listener.get(), POLLIN, 0});
        for (const auto &c : conns)
            fds.push_back({c->fd.get(), POLLIN, 0});
        const int rc = ::poll(fds.data(), fds.size(), 200);
        if (rc < 0 && errno != EINTR) {
            std::fprintf(stderr, "clustergate-agent: %s\n", errnoText("poll").c_str());
            return 1;
        }
        if (rc > 0 && (fds[0].revents & POLLIN)) {
            sockaddr_storage peer{};
            socklen_t plen = sizeof peer;
            Fd fd(::accept4(listener.get(), reinterpret_cast<sockaddr *>(&peer), &plen, SOCK_CLOEXEC));
            if (fd.get() >= 0) {
                auto c = std::make_unique<Conn>();
                c->fd = std::move(fd);
                conns.push_back(std::move(c));
            }
        }
        bool finished = false;
        for (std::size_t i = 1; i < fds.size(); ++i) {
            Conn &c = *conns[i - 1];
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            if (c.role == Conn::Data) {
                const ssize_t r = ::recv(c.fd.get(), buf.data(), buf.size(), 0);
                if (r > 0) {
                    const double t = secondsSince(session.t0);
                    const auto b = std::size_t(t * 1000.0 / kBucketMs);
                    if (session.buckets.size() <= b)
                        session.buckets.resize(b + 1, 0);
                    session.buckets[b] += std::uint64_t(r);
                    if (session.firstByte < 0)
                        session.firstByte = t;
                    session.lastByte = t;
                    session.total += std::uint64_t(r);
                    c.bytes += std::uint64_t(r);
                } else if (r == 0 || (errno != EINTR && errno != EAGAIN)) {
                    sendLine(c.fd.get(), "bytes " + std::to_string(c.bytes));
                    c.fd.reset();
                    ++session.dataDone;
                }
                continue;
            }
            if (c.role == Conn::Rtt) {
                const ssize_t r = ::recv(c.fd.get(), buf.data(), buf.size(), 0);
                if (r > 0)
                    sendAll(c.fd.get(), buf.data(), std::size_t(r));
                else if (r == 0 || errno != EINTR)
                    c.fd.reset();
                continue;
            }
            // Handshake and control speak in lines.
            char ch = 0;
            const ssize_t r = ::recv(c.fd.get(), &ch, 1, 0);
            if (r <= 0) {
                if (c.role == Conn::Control) {
                    std::fprintf(stderr, "clustergate-agent: the probe went away before it finished\n");
                    return 1;
                }
                c.fd.reset();
                continue;
            }
            if (ch != '\n') {
                if (c.line.size() >= kMaxLine)
                    c.fd.reset();
                else
                    c.line.push_back(ch);
                continue;
            }
            const std::vector<std::string> w = words(c.line);
            c.line.clear();
            if (c.role == Conn::Control) {
                if (!w.empty() && w[0] == "finish") {
                    std::string reply = "result " + std::to_string(session.firstByte) + " " +
                                        std::to_string(session.lastByte) + " " +
                                        std::to_string(session.total) + " " + std::to_string(kBucketMs) +
                                        " " + std::to_string(session.buckets.size());
                    for (std::uint64_t v : session.buckets)
                        reply += " " + std::to_string(v);
                    sendLine(c.fd.get(), reply);
                    finished = true;
                }
                continue;
            }
            // Handshake: "CGLINK/1 TOKEN ROLE ARGS..."
            if (w.size() < 3 || w[0] != kMagic || !tokensEqual(w[1], token)) {
                ++refused;
                sendLine(c.fd.get(), "denied");
                c.fd.reset();
                continue;
            }
            if (w[2] == "control" && !session.active && w.size() >= 4) {
                session.active = true;
                session.t0 = Clock::now();
                session.streams = std::atoi(w[3].c_str());
                c.role = Conn::Control;
                sendLine(c.fd.get(), "ok");
            } else if (w[2] == "rtt" && session.active) {
                c.role = Conn::Rtt;
                setNoDelay(c.fd.get());
                sendLine(c.fd.get(), "ok");
            } else if (w[2] == "data" && session.active) {
                c.role = Conn::Data;
                sendLine(c.fd.get(), "ok");
            } else {
                sendLine(c.fd.get(), "denied");
                c.fd.reset();
            }
        }
        if (finished) {
            std::fprintf(out, "done: %llu bytes received over %d stream(s)%s\n",
                         static_cast<unsigned long long>(session.total), session.streams,
                         refused ? (", " + std::to_string(refused) + " connection(s) refused").c_str() : "");
            std::fflush(out);
            return 0;
        }
        // Connections that never introduced themselves are dropped after a while.
        conns.erase(std::remove_if(conns.begin(), conns.end(),
                                   [](const std::unique_ptr<Conn> &c) {
                                       return c->fd.get() < 0 ||
                                              (c->role == Conn::Handshake &&
                                               secondsSince(c->opened) * 1000 > kHandshakeTimeoutMs);
                                   }),
                    conns.end());
    }
}

} // namespace cg::agent::bench
