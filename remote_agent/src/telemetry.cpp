// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry.h"

#include "host_info.h"
#include "host_sampler.h"
#include "nvml.h"
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstring>
#include <memory>
#include <poll.h>
#include <pthread.h>
#include <unistd.h>

namespace cg::agent {

namespace {

using Clock = std::chrono::steady_clock;
using cg::proto::FrameType;

volatile std::sig_atomic_t g_stopSignal = 0;

void onStopSignal(int sig)
{
    g_stopSignal = sig;
}

std::int64_t epochMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// Echoed input may be any bytes; error text must stay printable (and valid UTF-8 on the wire).
std::string printable(std::string_view s, std::size_t max = 64)
{
    std::string out;
    for (char c : s.substr(0, max))
        out.push_back(c >= 0x20 && c < 0x7f ? c : '?');
    if (s.size() > max)
        out += "...";
    return out;
}

// Installs the stop handlers and ignores SIGPIPE; puts everything back on destruction so the loop
// can run inside tests.
class SignalScope
{
public:
    SignalScope()
    {
        g_stopSignal = 0;
        struct sigaction sa = {};
        sa.sa_handler = onStopSignal;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = 0; // no SA_RESTART: a blocked write must return so the signal is seen
        for (std::size_t i = 0; i < kCount; ++i)
            ::sigaction(kSignals[i], &sa, &m_old[i]);
        struct sigaction ignore = {};
        ignore.sa_handler = SIG_IGN;
        sigemptyset(&ignore.sa_mask);
        ::sigaction(SIGPIPE, &ignore, &m_oldPipe);
        sigemptyset(&m_stopSet);
        for (int s : kSignals)
            sigaddset(&m_stopSet, s);
    }
    ~SignalScope()
    {
        for (std::size_t i = 0; i < kCount; ++i)
            ::sigaction(kSignals[i], &m_old[i], nullptr);
        ::sigaction(SIGPIPE, &m_oldPipe, nullptr);
    }
    SignalScope(const SignalScope &) = delete;
    SignalScope &operator=(const SignalScope &) = delete;

    // Waits on `fds` until `timeout`, or a stop signal. The signals are blocked between the flag check
    // and ppoll, which unblocks them atomically: one arriving in that window cannot be missed.
    int wait(pollfd *fds, nfds_t n, std::chrono::nanoseconds timeout)
    {
        sigset_t old;
        ::pthread_sigmask(SIG_BLOCK, &m_stopSet, &old);
        if (g_stopSignal) {
            ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
            return 0;
        }
        sigset_t during = old;
        for (int s : kSignals)
            sigdelset(&during, s);
        const auto ns = std::max<std::int64_t>(0, timeout.count());
        const timespec ts{time_t(ns / 1'000'000'000), long(ns % 1'000'000'000)};
        const int rc = ::ppoll(fds, n, &ts, &during);
        ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
        return rc;
    }

private:
    static constexpr std::size_t kCount = 3;
    static constexpr int kSignals[kCount] = {SIGTERM, SIGINT, SIGHUP};
    struct sigaction m_old[kCount] = {};
    struct sigaction m_oldPipe = {};
    sigset_t m_stopSet{};
};

class Output
{
public:
    enum class Status { Ok, ReaderGone, Interrupted, Failed };

    Output(int fd, OutputFormat format) : m_fd(fd), m_format(format) {}

    Status hello(std::string json) { return text(FrameType::Hello, std::move(json)); }
    Status error(const std::string &message)
    {
        if (m_format == OutputFormat::Json)
            return line(nlohmann::json{{"type", "error"}, {"message", message}}.dump());
        return text(FrameType::Error, message);
    }
    Status bye()
    {
        if (m_format == OutputFormat::Json)
            return line(R"({"type":"bye"})");
        return frame(FrameType::Bye, {});
    }
    Status sample(const cg::proto::Sample &s)
    {
        if (m_format == OutputFormat::Json)
            return line(cg::proto::sampleToJsonLine(s));
        return frame(FrameType::Sample, cg::proto::encodeSample(s));
    }
    Status pong(const cg::proto::Pong &p)
    {
        if (m_format == OutputFormat::Json)
            return line(cg::proto::pongToJsonLine(p));
        return frame(FrameType::Pong, cg::proto::encodePong(p));
    }
    // After a stop signal the reader may be stalled with the pipe full: a blocking Bye would keep the
    // agent alive, so it is sent only if the output takes it within a moment.
    Status byeIfWritable(int graceMs)
    {
        pollfd pfd{m_fd, POLLOUT, 0};
        if (::poll(&pfd, 1, graceMs) != 1 || !(pfd.revents & POLLOUT))
            return Status::Interrupted;
        return bye();
    }
    int lastErrno() const { return m_errno; }

private:
    Status text(FrameType type, std::string s)
    {
        if (m_format == OutputFormat::Json)
            return line(std::move(s));
        return frame(type, std::vector<std::uint8_t>(s.begin(), s.end()));
    }
    Status line(std::string s)
    {
        s.push_back('\n');
        return writeAll(reinterpret_cast<const std::uint8_t *>(s.data()), s.size());
    }
    Status frame(FrameType type, const std::vector<std::uint8_t> &payload)
    {
        m_buffer.clear();
        cg::proto::appendFrame(m_buffer, type, payload.data(), payload.size());
        return writeAll(m_buffer.data(), m_buffer.size());
    }
    // Unbuffered: each frame or line reaches the reader when this returns.
    Status writeAll(const std::uint8_t *p, std::size_t n)
    {
        while (n > 0) {
            const ssize_t w = ::write(m_fd, p, n);
            if (w > 0) {
                p += w;
                n -= std::size_t(w);
                continue;
            }
            if (w < 0 && errno == EINTR) {
                if (g_stopSignal)
                    return Status::Interrupted;
                continue;
            }
            if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
                // An inherited non-blocking fd: wait until the reader makes room.
                pollfd pfd{m_fd, POLLOUT, 0};
                if (::poll(&pfd, 1, -1) < 0 && errno == EINTR && g_stopSignal)
                    return Status::Interrupted;
                continue;
            }
            m_errno = w < 0 ? errno : EIO;
            return m_errno == EPIPE ? Status::ReaderGone : Status::Failed;
        }
        return Status::Ok;
    }

    int m_fd;
    OutputFormat m_format;
    int m_errno = 0;
    std::vector<std::uint8_t> m_buffer;
};

// Splits input into lines; over-long lines become one error and are skipped to their end.
class LineReader
{
public:
    template <typename F> void feed(const char *data, std::size_t n, F &&onLine)
    {
        for (std::size_t i = 0; i < n; ++i) {
            const char c = data[i];
            if (c == '\n') {
                if (!m_discarding)
                    onLine(Command{parseCommand(m_line)});
                m_line.clear();
                m_discarding = false;
            } else if (!m_discarding) {
                m_line.push_back(c);
                if (m_line.size() > kMaxCommandLength) {
                    Command tooLong;
                    tooLong.kind = Command::Invalid;
                    tooLong.error =
                        "command longer than " + std::to_string(kMaxCommandLength) + " bytes ignored";
                    onLine(tooLong);
                    m_line.clear();
                    m_discarding = true;
                }
            }
        }
    }

private:
    std::string m_line;
    bool m_discarding = false;
};

bool isWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

} // namespace

Command parseCommand(std::string_view line)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isWhitespace(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && !isWhitespace(line[i]))
            ++i;
        if (i > start)
            words.push_back(line.substr(start, i - start));
    }
    Command c;
    if (words.empty())
        return c;
    c.kind = Command::Invalid;
    if (words[0] == "ping") {
        std::uint64_t v = 0;
        if (words.size() == 2) {
            const auto w = words[1];
            const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
            if (ec == std::errc() && end == w.data() + w.size()) {
                c.kind = Command::Ping;
                c.value = v;
                return c;
            }
        }
        c.error = "ping needs one unsigned number, got '" + printable(line) + "'";
        return c;
    }
    if (words[0] == "stop") {
        if (words.size() == 1) {
            c.kind = Command::Stop;
            return c;
        }
        c.error = "stop takes no arguments, got '" + printable(line) + "'";
        return c;
    }
    c.error = "unknown command '" + printable(words[0]) + "' (expected 'ping <number>' or 'stop')";
    return c;
}

int runTelemetry(const TelemetryOptions &options)
{
    using namespace std::chrono;
    SignalScope signals;
    Output out(options.outputFd, options.format);
    const auto interval = milliseconds(std::clamp(options.intervalMs, kMinIntervalMs, kMaxIntervalMs));

    // Maps an output failure to the exit code; a vanished reader is a normal way to end.
    auto finish = [&](Output::Status st) -> int {
        if (st == Output::Status::Failed) {
            const std::string msg =
                "clustergate-agent: cannot write telemetry: " + std::string(std::strerror(out.lastErrno())) +
                "\n";
            [[maybe_unused]] const auto ignored = ::write(2, msg.data(), msg.size());
            return 1;
        }
        return 0;
    };
    auto stop = [&]() { return finish(out.bye()); };
    auto stopOnSignal = [&]() { return finish(out.byeIfWritable(200)); };

    const auto nvml =
        options.nvmlLibrary.empty() ? std::make_unique<Nvml>() : std::make_unique<Nvml>(options.nvmlLibrary);
    HostSampler sampler(options.procRoot, options.sysRoot);

    nlohmann::json hello = hostInfo(*nvml, options.procRoot, options.sysRoot);
    hello["type"] = "hello";
    hello["interval_ms"] = interval.count();
    auto st = out.hello(hello.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    if (st != Output::Status::Ok)
        return finish(st);

    sampler.prime();
    auto next = Clock::now() + std::min(interval, milliseconds(kFirstSampleDelayMs));
    std::uint64_t seq = 0;
    bool inputOpen = options.inputFd >= 0;
    LineReader reader;

    for (;;) {
        if (g_stopSignal)
            return stopOnSignal();
        auto now = Clock::now();
        if (now >= next) {
            cg::proto::Sample s = sampler.sample();
            s.seq = seq++;
            nvml->fill(s.gpus);
            if ((st = out.sample(s)) != Output::Status::Ok)
                return finish(st);
            if (options.count && seq >= options.count)
                return stop();
            // Fixed grid from the first sample: slow reads delay one sample, not all later ones.
            // After a long stall (suspend, a hung driver call) missed slots are skipped, not bunched.
            next += interval;
            now = Clock::now();
            if (next <= now)
                next += interval * ((now - next) / interval + 1);
            continue;
        }

        pollfd pfd{options.inputFd, POLLIN, 0};
        const int rc = signals.wait(&pfd, inputOpen ? 1 : 0, next - now);
        if (rc <= 0 || !inputOpen)
            continue; // timeout, or EINTR from a signal: the loop head sorts it out
        if (pfd.revents & POLLNVAL) {
            inputOpen = false;
            continue;
        }
        if (!(pfd.revents & (POLLIN | POLLHUP | POLLERR)))
            continue;
        char buf[4096];
        const ssize_t n = ::read(options.inputFd, buf, sizeof buf);
        if (n < 0) {
            if (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)
                inputOpen = false;
            continue;
        }
        if (n == 0) {
            inputOpen = false; // see runTelemetry's comment in telemetry.h
            continue;
        }
        bool stopRequested = false;
        reader.feed(buf, std::size_t(n), [&](const Command &c) {
            if (stopRequested || st != Output::Status::Ok)
                return;
            switch (c.kind) {
            case Command::Empty:
                break;
            case Command::Ping:
                st = out.pong({c.value, epochMs()});
                break;
            case Command::Stop:
                stopRequested = true;
                break;
            case Command::Invalid:
                st = out.error(c.error);
                break;
            }
        });
        if (st != Output::Status::Ok)
            return finish(st);
        if (stopRequested)
            return stop();
    }
}

} // namespace cg::agent
