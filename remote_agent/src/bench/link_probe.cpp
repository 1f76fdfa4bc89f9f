// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent link probe`: round trips on an idle connection, then throughput over one or
// several streams, counted by the receiver.
#include "bench/link.h"
#include "bench/link_io.h"

#include "procfs.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <vector>

namespace cg::agent::bench {

using namespace linkio;

namespace {

constexpr int kWarmupPings = 5;

} // namespace

bool splitHostPort(const std::string &text, std::string &host, std::uint16_t &port)
{
    std::string portText;
    if (!text.empty() && text.front() == '[') {
        const auto close = text.find(']');
        if (close == std::string::npos || close + 1 >= text.size() || text[close + 1] != ':')
            return false;
        host = text.substr(1, close - 1);
        portText = text.substr(close + 2);
    } else {
        const auto colon = text.rfind(':');
        if (colon == std::string::npos || text.find(':') != colon)
            return false;
        host = text.substr(0, colon);
        portText = text.substr(colon + 1);
    }
    if (host.empty() || portText.empty() || portText.size() > 5 ||
        !std::all_of(portText.begin(), portText.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    const long p = std::strtol(portText.c_str(), nullptr, 10);
    if (p < 1 || p > 65535)
        return false;
    port = std::uint16_t(p);
    return true;
}

std::vector<double> throughputSamples(const std::vector<std::uint64_t> &buckets, int bucketMs,
                                      double firstByteS, double lastByteS, double warmupS, double intervalS)
{
    std::vector<double> out;
    if (buckets.empty() || bucketMs <= 0 || firstByteS < 0 || lastByteS <= firstByteS)
        return out;
    const double bucketS = bucketMs / 1000.0;
    const auto per = std::max<std::size_t>(1, std::size_t(std::llround(intervalS / bucketS)));
    // The bucket holding the first byte and the one holding the last are partial: never counted alone.
    const auto first = std::size_t(std::ceil((firstByteS + warmupS) / bucketS - 1e-9));
    const auto lastFull = std::size_t(std::floor(lastByteS / bucketS)); // exclusive
    for (std::size_t b = first; b + per <= std::min(lastFull, buckets.size()); b += per) {
        std::uint64_t sum = 0;
        for (std::size_t k = b; k < b + per; ++k)
            sum += buckets[k];
        out.push_back(double(sum) * 8.0 / (double(per) * bucketS) / 1e6);
    }
    if (out.empty()) {
        std::uint64_t sum = 0;
        for (std::uint64_t v : buckets)
            sum += v;
        out.push_back(double(sum) * 8.0 / (lastByteS - firstByteS) / 1e6);
    }
    return out;
}

BenchResult runLinkProbe(const LinkProbeOptions &o)
{
    BenchResult r;
    r.benchmark = "link";
    r.repeat = o.repeat;
    r.start();
    const std::string target =
        (o.host.find(':') != std::string::npos ? "[" + o.host + "]" : o.host) + ":" + std::to_string(o.port);
    const double warmupS = std::max(0.0, double(o.repeat.warmup) > 0 ? std::min(1.0, o.seconds / 5) : 0.0);
    const double intervalS = std::max(0.2, std::min(1.0, o.seconds / 5));
    r.parameters = {{"target", target}, {"seconds", o.seconds},    {"streams", o.streams},
                    {"pings", o.pings}, {"interval_s", intervalS}, {"warmup_s", warmupS},
                    {"protocol", "tcp"}};
    r.devices = nlohmann::json::array({{{"device", target}}});
    auto fail = [&](const std::string &why) {
        r.status = RunStatus::Error;
        r.error = why;
        r.finish();
        return r;
    };

    std::string error;
    Fd control = connectTo(o.host, o.port, error);
    if (control.get() < 0)
        return fail(error);
    std::string line;
    const std::string hello = std::string(kMagic) + " " + o.token + " ";
    if (!sendLine(control.get(),
                  hello + "control " + std::to_string(o.streams) + " " + std::to_string(o.seconds)) ||
        !readLine(control.get(), line, kHandshakeTimeoutMs) || line != "ok")
        return fail(line == "denied" ? "the link server refused the token"
                                     : "the link server did not answer");

    // Round trips first, on an idle link: one small message out, the same back, many times.
    std::vector<double> rtts;
    {
        Fd rtt = connectTo(o.host, o.port, error);
        if (rtt.get() < 0)
            return fail(error);
        setNoDelay(rtt.get());
        if (!sendLine(rtt.get(), hello + "rtt") || !readLine(rtt.get(), line, kHandshakeTimeoutMs) ||
            line != "ok")
            return fail("the link server refused the round-trip connection");
        char ping[kPingBytes] = {};
        char pong[kPingBytes];
        const auto phaseStart = Clock::now();
        for (int i = 0; i < kWarmupPings + o.pings; ++i) {
            std::memcpy(ping, &i, sizeof i);
            const auto t = Clock::now();
            if (!sendAll(rtt.get(), ping, sizeof ping))
                return fail("the round-trip connection broke");
            std::size_t got = 0;
            while (got < sizeof pong) {
                pollfd p{rtt.get(), POLLIN, 0};
                if (::poll(&p, 1, 5000) <= 0)
                    return fail("no answer to a round-trip ping within 5 s");
                const ssize_t n = ::recv(rtt.get(), pong + got, sizeof pong - got, 0);
                if (n <= 0)
                    return fail("the round-trip connection broke");
                got += std::size_t(n);
            }
            if (i >= kWarmupPings)
                rtts.push_back(secondsSince(t) * 1000.0);
            if (secondsSince(phaseStart) > 10)
                break;
        }
    }

    // Throughput: every stream sends until the deadline, then half-closes and reads the receiver's count.
    std::uint64_t hostRetransBefore = 0;
    if (const auto text = readFile("/proc/net/snmp"))
        if (const auto tcp = parseNetSnmp(*text))
            hostRetransBefore = tcp->retransSegs;
    std::vector<Fd> data;
    for (int s = 0; s < o.streams; ++s) {
        Fd fd = connectTo(o.host, o.port, error);
        if (fd.get() < 0)
            return fail(error);
        if (!sendLine(fd.get(), hello + "data " + std::to_string(s)) ||
            !readLine(fd.get(), line, kHandshakeTimeoutMs) || line != "ok")
            return fail("the link server refused a data connection");
        data.push_back(std::move(fd));
    }
    struct StreamOut
    {
        std::uint64_t sent = 0;
        std::uint64_t received = 0;
        std::uint32_t retrans = 0;
        double rttMs = 0;
        std::string error;
    };
    std::vector<StreamOut> results(std::size_t(o.streams));
    const auto deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o.seconds));
    std::vector<std::thread> threads;
    for (int s = 0; s < o.streams; ++s) {
        threads.emplace_back([&, s] {
            StreamOut &out = results[std::size_t(s)];
            const int fd = data[std::size_t(s)].get();
            std::vector<char> payload(kIoBuffer, 'x');
            while (Clock::now() < deadline) {
                pollfd p{fd, POLLOUT, 0};
                const auto left =
                    std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
                if (::poll(&p, 1, int(std::clamp<long long>(left, 1, 100))) <= 0)
                    continue;
                const ssize_t w = ::send(fd, payload.data(), payload.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
                if (w > 0)
                    out.sent += std::uint64_t(w);
                else if (w < 0 && errno != EAGAIN && errno != EINTR) {
                    out.error = errnoText("sending");
                    return;
                }
            }
            tcp_info ti{};
            socklen_t tlen = sizeof ti;
            if (::getsockopt(fd, IPPROTO_TCP, TCP_INFO, &ti, &tlen) == 0) {
                out.retrans = ti.tcpi_total_retrans;
                out.rttMs = ti.tcpi_rtt / 1000.0;
            }
            ::shutdown(fd, SHUT_WR);
            std::string reply;
            // Whatever is still queued drains at the link's rate; allow for a deep queue.
            if (!readLine(fd, reply, 120000)) {
                out.error = "the receiver did not report its byte count";
                return;
            }
            const auto w = words(reply);
            if (w.size() == 2 && w[0] == "bytes")
                out.received = std::strtoull(w[1].c_str(), nullptr, 10);
        });
    }
    for (auto &t : threads)
        t.join();
    for (const auto &s : results)
        if (!s.error.empty())
            return fail(s.error);

    // The result carries one count per 100 ms bucket: up to a few hundred thousand digits.
    if (!sendLine(control.get(), "finish") || !readLine(control.get(), line, 30000, std::size_t(64) << 20))
        return fail("the link server did not send its result");
    const auto w = words(line);
    if (w.size() < 6 || w[0] != "result")
        return fail("the link server sent a malformed result");
    const double firstByte = std::strtod(w[1].c_str(), nullptr);
    const double lastByte = std::strtod(w[2].c_str(), nullptr);
    const std::uint64_t total = std::strtoull(w[3].c_str(), nullptr, 10);
    const int bucketMs = std::atoi(w[4].c_str());
    const std::size_t nb = std::strtoull(w[5].c_str(), nullptr, 10);
    if (w.size() != 6 + nb || nb > 10'000'000)
        return fail("the link server sent a malformed result");
    std::vector<std::uint64_t> buckets;
    for (std::size_t i = 0; i < nb; ++i)
        buckets.push_back(std::strtoull(w[6 + i].c_str(), nullptr, 10));

    std::uint64_t sent = 0, received = 0, retrans = 0;
    double loadedRtt = 0;
    for (const auto &s : results) {
        sent += s.sent;
        received += s.received;
        retrans += s.retrans;
        loadedRtt = std::max(loadedRtt, s.rttMs);
    }
    std::uint64_t hostRetrans = 0;
    if (const auto text = readFile("/proc/net/snmp"))
        if (const auto tcp = parseNetSnmp(*text))
            hostRetrans = tcp->retransSegs >= hostRetransBefore ? tcp->retransSegs - hostRetransBefore : 0;

    std::vector<double> samples =
        throughputSamples(buckets, bucketMs, firstByte, lastByte, warmupS, intervalS);
    // Repetitions here are the receiver's whole intervals; the warm-up is the skipped start.
    r.repeat = {warmupS > 0 ? 1 : 0, int(samples.size())};
    Metric &tp = r.addMetric("link.throughput", target, "Mbit/s", samples);
    tp.labels = {{"streams", o.streams}};
    Metric &rt = r.addMetric("link.rtt", target, "ms", rtts, false);
    r.summary = {
        {"throughput_mbps", tp.value()}, {"rtt_ms_p50", rt.stats.median}, {"rtt_ms_p90", rt.stats.p90},
        {"rtt_ms_p99", rt.stats.p99},    {"rtt_ms_min", rt.stats.min},    {"rtt_ms_loaded", loadedRtt},
        {"streams", o.streams},          {"seconds", o.seconds},          {"bytes_sent", sent},
        {"bytes_received", total},       {"retransmits", retrans}};
    r.details = {{"receiver_first_byte_s", firstByte},
                 {"receiver_last_byte_s", lastByte},
                 {"bucket_ms", bucketMs},
                 {"buckets", buckets},
                 {"host_retrans_segs", hostRetrans},
                 {"streams_received_bytes", received}};
    if (received != total)
        r.addCheck("link.accounting", target, CheckStatus::Warn,
                   "the receiver's per-stream counts do not add up to its total");
    if (retrans > 0)
        r.addCheck("link.retransmits", target, CheckStatus::Warn,
                   std::to_string(retrans) + " TCP segments were retransmitted during the throughput phase: "
                                             "loss or reordering on the path");
    else
        r.addCheck("link.retransmits", target, CheckStatus::Pass,
                   "no TCP retransmits during the throughput phase");
    r.finish();
    return r;
}

} // namespace cg::agent::bench
