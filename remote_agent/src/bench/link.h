// SPDX-License-Identifier: GPL-3.0-or-later
// Agent-to-agent TCP link probe (iperf-like): one agent serves on a port for exactly one probe, the
// other measures round-trip times and then throughput over one or several streams. Throughput is
// counted where the bytes arrive, so data still queued in the sender when time is up cannot inflate it.
#pragma once

#include "bench/result.h"

#include <cstdint>
#include <string>

namespace cg::agent::bench {

// Clients prove they come from the console that set up the probe with this token.
constexpr const char *kLinkTokenEnv = "CLUSTERGATE_LINK_TOKEN";

struct LinkServeOptions
{
    std::string bind;         // address to listen on; empty: every address
    std::uint16_t port = 0;   // 0: any free port (printed)
    std::string token;        // empty: a random one is made and printed
    int acceptTimeoutS = 120; // give up when no probe arrived by then
};

// Serves one probe session, then returns 0; 1 on errors or timeout. Prints "listening ADDR:PORT" (and
// "token HEX" when it made the token) on `out` as soon as it accepts connections.
int runLinkServe(const LinkServeOptions &options, std::FILE *out);

struct LinkProbeOptions
{
    std::string host;
    std::uint16_t port = 0;
    double seconds = 10; // throughput phase
    int streams = 1;     // parallel TCP connections
    int pings = 100;     // RTT samples (after warm-up pings)
    std::string token;
    RepeatOptions repeat; // warmup: seconds of throughput not counted (at least one interval)
};

// "host:port", "[v6addr]:port"; false when malformed.
bool splitHostPort(const std::string &text, std::string &host, std::uint16_t &port);

BenchResult runLinkProbe(const LinkProbeOptions &options);

// Per-interval throughput in Mbit/s from the receiver's byte counts in buckets of `bucketMs` since its
// session start; the first `warmupS` seconds after the first byte are skipped. Partial intervals at the
// end are dropped; when no whole interval remains, one sample over the whole measured span.
std::vector<double> throughputSamples(const std::vector<std::uint64_t> &buckets, int bucketMs,
                                      double firstByteS, double lastByteS, double warmupS, double intervalS);

} // namespace cg::agent::bench
