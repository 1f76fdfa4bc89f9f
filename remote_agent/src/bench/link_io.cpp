// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/link_io.h"

#include <cerrno>
#include <cstring>
#include <memory>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sstream>
#include <sys/socket.h>
#include <unistd.h>

namespace cg::agent::bench::linkio {

double secondsSince(Clock::time_point t0)
{
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

std::string errnoText(const std::string &what)
{
    return what + ": " + std::strerror(errno);
}

bool sendAll(int fd, const void *data, std::size_t n)
{
    const char *p = static_cast<const char *>(data);
    while (n > 0) {
        const ssize_t w = ::send(fd, p, n, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        p += w;
        n -= std::size_t(w);
    }
    return true;
}

bool sendLine(int fd, const std::string &line)
{
    const std::string s = line + "\n";
    return sendAll(fd, s.data(), s.size());
}

bool readLine(int fd, std::string &line, int timeoutMs, std::size_t maxLine)
{
    line.clear();
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0)
            return false;
        pollfd p{fd, POLLIN, 0};
        const int rc = ::poll(&p, 1, int(left));
        if (rc < 0 && errno == EINTR)
            continue;
        if (rc <= 0)
            return false;
        char c = 0;
        const ssize_t r = ::recv(fd, &c, 1, 0);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        if (c == '\n')
            return true;
        if (line.size() >= maxLine)
            return false;
        line.push_back(c);
    }
}

std::vector<std::string> words(const std::string &line)
{
    std::vector<std::string> out;
    std::istringstream in(line);
    std::string w;
    while (in >> w)
        out.push_back(w);
    return out;
}

Fd connectTo(const std::string &host, std::uint16_t port, std::string &error)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *res = nullptr;
    const std::string service = std::to_string(port);
    if (const int rc = ::getaddrinfo(host.c_str(), service.c_str(), &hints, &res); rc != 0) {
        error = "cannot resolve " + host + ": " + ::gai_strerror(rc);
        return Fd();
    }
    std::unique_ptr<addrinfo, void (*)(addrinfo *)> guard(res, ::freeaddrinfo);
    for (addrinfo *ai = res; ai; ai = ai->ai_next) {
        Fd fd(::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol));
        if (fd.get() < 0)
            continue;
        if (::connect(fd.get(), ai->ai_addr, ai->ai_addrlen) == 0)
            return fd;
        error = errnoText("cannot connect to " + host + ":" + service);
    }
    if (error.empty())
        error = "cannot connect to " + host + ":" + service;
    return Fd();
}

void setNoDelay(int fd)
{
    int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

} // namespace cg::agent::bench::linkio
