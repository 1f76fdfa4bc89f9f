// SPDX-License-Identifier: GPL-3.0-or-later
// Payloads carried in frames: telemetry samples and pongs (docs/protocol.md).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace cg::proto {

constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();
constexpr std::size_t kMaxListEntries = 255;

struct NicSample
{
    std::string name;
    double rxBytesPerSec = 0;
    double txBytesPerSec = 0;
};

struct IbPortSample
{
    std::string name; // "mlx5_0/1"
    double rxBytesPerSec = 0;
    double txBytesPerSec = 0;
    std::uint64_t symbolErrors = 0;
    std::uint64_t linkDowned = 0;
};

// Unknown float values are NaN; unknown integer values are flagged in `valid`.
struct GpuSample
{
    enum Field : std::uint16_t {
        SmClock = 1u << 0,
        MemClock = 1u << 1,
        Throttle = 1u << 2,
        Ecc = 1u << 3,
        Memory = 1u << 4,
    };
    std::uint32_t index = 0;
    std::uint16_t valid = 0;
    float utilization = float(kUnknown);    // %
    float memUtilization = float(kUnknown); // % of time the memory controller was busy
    std::uint64_t memUsedBytes = 0;
    std::uint64_t memTotalBytes = 0;
    float temperatureC = float(kUnknown);
    float powerW = float(kUnknown);
    float powerLimitW = float(kUnknown);
    std::uint32_t smClockMHz = 0;
    std::uint32_t memClockMHz = 0;
    std::uint64_t throttleReasons = 0; // NVML clocks-event reason bits
    std::uint64_t eccVolatileCorrected = 0;
    std::uint64_t eccVolatileUncorrected = 0;

    bool has(Field f) const { return (valid & f) != 0; }
};

struct Sample
{
    std::uint64_t seq = 0;
    std::int64_t timestampMs = 0; // agent clock, Unix epoch milliseconds
    std::uint32_t intervalMs = 0;
    float cpuPercent = float(kUnknown);
    std::uint32_t cpuCount = 0;
    float load1 = float(kUnknown);
    float load5 = float(kUnknown);
    float load15 = float(kUnknown);
    std::uint64_t memTotalBytes = 0;
    std::uint64_t memUsedBytes = 0;
    double tcpRetransSegsPerSec = kUnknown;
    double tcpOutSegsPerSec = kUnknown;
    std::vector<NicSample> nics;
    std::vector<IbPortSample> ibPorts;
    std::vector<GpuSample> gpus;
};

struct Pong
{
    std::uint64_t echo = 0;       // the value the console sent with `ping`
    std::int64_t agentTimeMs = 0; // agent clock when it answered
};

std::vector<std::uint8_t> encodeSample(const Sample &sample);
// Returns nullopt (and a reason) when the payload is truncated or a count is out of range.
// Trailing bytes after a well-formed sample are ignored: fields are only ever appended within a version.
std::optional<Sample> decodeSample(const std::uint8_t *data, std::size_t size, std::string *error = nullptr);

std::vector<std::uint8_t> encodePong(const Pong &pong);
std::optional<Pong> decodePong(const std::uint8_t *data, std::size_t size, std::string *error = nullptr);

// One JSON object on one line, the same shape for the agent's --format json and the console's CLI.
std::string sampleToJsonLine(const Sample &sample);
std::string pongToJsonLine(const Pong &pong);

} // namespace cg::proto
