// SPDX-License-Identifier: GPL-3.0-or-later
// The telemetry loop: Hello, then one sample per interval, answering console commands from the input fd.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace cg::agent {

enum class OutputFormat {
    Binary, // frames of protocol/frame.h
    Json,   // one JSON object per line, for people and scripts
};

constexpr std::uint32_t kMinIntervalMs = 50;
constexpr std::uint32_t kMaxIntervalMs = 3'600'000;
// The first sample comes this soon (or after one interval, if shorter) so a new user sees data at once.
constexpr std::uint32_t kFirstSampleDelayMs = 250;
// Longer command lines are answered with an error and dropped.
constexpr std::size_t kMaxCommandLength = 1024;

struct TelemetryOptions
{
    std::uint32_t intervalMs = 1000; // clamped to [kMinIntervalMs, kMaxIntervalMs]
    std::uint64_t count = 0;         // samples to send before stopping; 0 = until stopped
    OutputFormat format = OutputFormat::Binary;
    int outputFd = 1;
    int inputFd = 0; // -1: take no commands
    std::string procRoot = "/proc";
    std::string sysRoot = "/sys";
    std::string nvmlLibrary; // empty: the driver's libnvidia-ml.so.1
};

// One line of console input. Commands are text in both output formats:
//   ping <u64>  -> Pong echoing the number
//   stop        -> Bye, then the agent exits 0
struct Command
{
    enum Kind { Empty, Ping, Stop, Invalid };
    Kind kind = Empty;
    std::uint64_t value = 0; // for Ping
    std::string error;       // for Invalid: printable ASCII, for people
};
Command parseCommand(std::string_view line);

// Runs until `count` samples were sent, `stop` arrives, SIGTERM/SIGINT/SIGHUP arrives (each returns 0 and
// ends with Bye; after a signal, only if the output accepts it within 200 ms) or the reader goes away (EPIPE:
// returns 0 quietly). Returns 1 on any other output error. End of input only stops reading commands: sampling
// goes on, because a console that has gone away is noticed by the failing write, and `agent </dev/null` must
// still produce samples. SIGPIPE is ignored and the signal handlers are installed for the duration of the
// call only.
int runTelemetry(const TelemetryOptions &options);

} // namespace cg::agent
