// SPDX-License-Identifier: GPL-3.0-or-later
// GPU node health from NVML alone (no CUDA): driver, persistence, ECC, retired pages and remapped rows,
// XID events, clock throttling, PCIe link and NVLink. Facts are gathered first and judged separately,
// so the judgement can be tested without a GPU.
#pragma once

#include "bench/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cg::agent {
class Nvml;
}

namespace cg::agent::bench {

// nvmlClocksEventReasons bits (the same values as the older "throttle reasons").
constexpr std::uint64_t kThrottleGpuIdle = 0x1;
constexpr std::uint64_t kThrottleSwPowerCap = 0x4;
constexpr std::uint64_t kThrottleHwSlowdown = 0x8;
constexpr std::uint64_t kThrottleSwThermal = 0x20;
constexpr std::uint64_t kThrottleHwThermal = 0x40;
constexpr std::uint64_t kThrottlePowerBrake = 0x80;

// "SwPowerCap, HwSlowdown" for the bits set; "none" for 0.
std::string throttleReasonNames(std::uint64_t bits);

struct GpuHealthFacts
{
    std::uint32_t index = 0;
    std::string name;
    std::string busId;
    std::optional<bool> persistence;
    std::optional<bool> eccEnabled;
    std::optional<bool> eccPendingEnabled;
    std::optional<std::uint64_t> eccVolatileCorrected;
    std::optional<std::uint64_t> eccVolatileUncorrected;
    std::optional<std::uint64_t> eccAggregateUncorrected;
    std::optional<std::uint32_t> retiredSingleBit;
    std::optional<std::uint32_t> retiredDoubleBit;
    std::optional<bool> retirementPending;
    std::optional<std::uint32_t> remappedCorrectable;
    std::optional<std::uint32_t> remappedUncorrectable;
    std::optional<bool> remapPending;
    std::optional<bool> remapFailure;
    std::optional<std::uint64_t> throttleReasons;
    std::optional<std::uint32_t> pcieGen;
    std::optional<std::uint32_t> pcieGenMax;
    std::optional<std::uint32_t> pcieWidth;
    std::optional<std::uint32_t> pcieWidthMax;
    int nvlinks = 0;       // links NVML answered for
    int nvlinksActive = 0; // of those, active
    std::optional<std::uint32_t> temperatureC;
    std::optional<std::uint32_t> slowdownTemperatureC;
    std::vector<std::uint64_t> xids; // XID events while the agent watched
};

struct HealthFacts
{
    std::string nvmlReason;    // why NVML could not be used; empty when it could
    std::string driverVersion; // "550.54.15"
    int cudaDriverVersion = 0; // 12040
    int agentCudaRuntime = 0;  // the CUDA runtime the agent was built with; 0 without CUDA
    double xidWatchSeconds = 0;
    bool xidWatchWorked = false;
    std::string kernelLogNote;              // why the kernel log could not be read, if it could not
    std::vector<std::string> kernelLogXids; // "NVRM: Xid (PCI:0000:19:00): 79, ..." lines
    std::vector<GpuHealthFacts> gpus;
};

// Reads everything NVML offers; watches for XID events for `xidSeconds`.
HealthFacts collectHealth(const Nvml &nvml, double xidSeconds);

// Judges the facts: one check per item and GPU, each pass / warn / fail / skip with its reason.
void evaluateHealth(const HealthFacts &facts, BenchResult &result);
// The XID code of a kernel log line ("NVRM: Xid (PCI:0000:19:00): 79, ..."), if it has one.
std::optional<std::uint64_t> kernelLogXidCode(const std::string &line);

struct HealthOptions
{
    double xidSeconds = 2;
};

BenchResult runHealth(const HealthOptions &options);

} // namespace cg::agent::bench
