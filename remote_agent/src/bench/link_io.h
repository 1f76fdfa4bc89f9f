// SPDX-License-Identifier: GPL-3.0-or-later
// What the link server and the link probe share: the wire's constants and the few blocking socket
// helpers both sides use (owned descriptors, whole writes, line reads with a deadline).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unistd.h>
#include <vector>

namespace cg::agent::bench::linkio {

using Clock = std::chrono::steady_clock;

// Every connection opens with "CGLINK/1 TOKEN ROLE ARGS...\n"; roles: control, rtt, data.
constexpr const char *kMagic = "CGLINK/1";
constexpr std::size_t kMaxLine = 512;
constexpr int kBucketMs = 100;
constexpr std::size_t kPingBytes = 32;
constexpr int kHandshakeTimeoutMs = 5000;
constexpr std::size_t kIoBuffer = 256 * 1024;

class Fd
{
public:
    Fd() = default;
    explicit Fd(int fd) : m_fd(fd) {}
    ~Fd() { reset(); }
    Fd(Fd &&o) noexcept : m_fd(o.release()) {}
    Fd &operator=(Fd &&o) noexcept
    {
        if (this != &o) {
            reset();
            m_fd = o.release();
        }
        return *this;
    }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return m_fd; }
    int release()
    {
        const int fd = m_fd;
        m_fd = -1;
        return fd;
    }
    void reset()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }

private:
    int m_fd = -1;
};

double secondsSince(Clock::time_point t0);
std::string errnoText(const std::string &what);
// Writes all of `data` (MSG_NOSIGNAL); false when the peer is gone.
bool sendAll(int fd, const void *data, std::size_t n);
bool sendLine(int fd, const std::string &line);
// Reads one '\n'-terminated line (without it) within timeoutMs; false on EOF, error, timeout or a
// line longer than maxLine. Reads byte by byte: lines are rare and short, and nothing after the
// newline may be consumed.
bool readLine(int fd, std::string &line, int timeoutMs, std::size_t maxLine = kMaxLine);
std::vector<std::string> words(const std::string &line);
Fd connectTo(const std::string &host, std::uint16_t port, std::string &error);
void setNoDelay(int fd);

} // namespace cg::agent::bench::linkio
