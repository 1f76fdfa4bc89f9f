// SPDX-License-Identifier: GPL-3.0-or-later
// NVIDIA GPU telemetry through NVML, loaded at run time so the agent runs on nodes without a driver.
#pragma once

#include "protocol/messages.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cg::agent {

// Static facts about one GPU. Unknown numbers are 0 (NaN for powerLimitW), unknown strings empty.
struct GpuInfo
{
    std::uint32_t index = 0;
    std::string name;
    std::string uuid;
    std::string pciBusId; // "00000000:19:00.0"
    std::uint64_t memoryTotalBytes = 0;
    float powerLimitW = float(cg::proto::kUnknown);
    std::uint32_t maxSmClockMHz = 0;
    std::uint32_t maxMemClockMHz = 0;
    std::uint32_t pciDeviceId = 0; // device id << 16 | vendor id, as NVML reports it
};

// Owns one NVML session: loads the library and calls nvmlInit in the constructor, shuts down and
// unloads in the destructor. A missing library or entry point makes fields unknown, never a crash.
class Nvml
{
public:
    // Tries libnvidia-ml.so.1, then libnvidia-ml.so.
    Nvml();
    // Tries only `libraryPath` (tests use a stand-in library).
    explicit Nvml(const std::string &libraryPath);
    ~Nvml();
    Nvml(const Nvml &) = delete;
    Nvml &operator=(const Nvml &) = delete;

    bool available() const;
    // Why available() is false, in words for the user; empty when available.
    std::string unavailableReason() const;
    // Empty when unknown.
    std::string driverVersion() const;
    std::uint32_t deviceCount() const;
    std::vector<GpuInfo> gpus() const;
    // Replaces `out` with one entry per GPU; GpuSample::valid flags the integer fields that were read,
    // float fields that could not be read stay NaN.
    void fill(std::vector<cg::proto::GpuSample> &out) const;

    // For callers that need more of NVML than the above (health checks): an entry point of the loaded
    // library (null when absent or not initialised), the opaque handle of GPU `index` (null when
    // unknown) and NVML's text for a return code.
    void *symbol(const char *name) const;
    void *deviceHandle(std::uint32_t index) const;
    std::string errorText(int rc) const;

private:
    struct Impl;
    void load(const std::vector<std::string> &candidates);
    std::unique_ptr<Impl> d;
};

} // namespace cg::agent
