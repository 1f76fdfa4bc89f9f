// SPDX-License-Identifier: GPL-3.0-or-later
// What every GPU benchmark needs: the GPUs to run on (or a clear "no GPU"), RAII for CUDA resources,
// errors as exceptions inside a benchmark and as a result status outside, and the clocks/temperature
// snapshot taken at start and end.
#pragma once

#include "bench/gpu_bench.h"
#include "bench/gpu_specs.h"
#include "nvml.h"

#include <cuda_runtime_api.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cg::agent::bench::cuda {

// Cannot run on this node (no GPU, driver too old, library missing): status "unavailable", exit 3.
struct Unavailable : std::runtime_error
{
    using std::runtime_error::runtime_error;
};
// Broke off while running: status "error", exit 1.
struct Failure : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

// Throws Failure("what: <CUDA's text>") unless rc is cudaSuccess.
void check(cudaError_t rc, const std::string &what);
void checkLaunch(int rc, const std::string &what);

struct Gpu
{
    int ordinal = 0; // CUDA device number (after CUDA_VISIBLE_DEVICES)
    std::string name;
    std::string busId;             // "0000:19:00.0"
    std::uint32_t pciDeviceId = 0; // 0x2335
    int ccMajor = 0;
    int ccMinor = 0;
    std::size_t memoryBytes = 0;
    int sms = 0;
    std::optional<GpuSpec> spec;

    std::string device() const { return "gpu" + std::to_string(ordinal); }
};

// The selected GPUs, or Unavailable with "no GPU: ..." / the driver problem in words.
std::vector<Gpu> selectGpus(const GpuSelection &selection);
nlohmann::json deviceJson(const Gpu &gpu);
// cuda_runtime, cuda_driver, nvidia_driver.
nlohmann::json cudaEnvironment(const Nvml &nvml);
// One entry per GPU: sm/mem clock, temperature, power, throttle reasons (NVML; null where unknown).
nlohmann::json gpuState(const Nvml &nvml, const std::vector<Gpu> &gpus);
// NVML index of `gpu` (matched by PCI bus id), or -1.
int nvmlIndex(const Nvml &nvml, const Gpu &gpu);

// Runs `body` on a fresh result: Unavailable and Failure become the result's status and error; the
// start and end GPU state is recorded when `gpus` is not empty after body's selectGpus.
BenchResult guarded(const std::string &benchmark, const RepeatOptions &repeat,
                    const std::function<void(BenchResult &, const Nvml &)> &body);

class DeviceBuffer
{
public:
    DeviceBuffer() = default;
    DeviceBuffer(int device, std::size_t bytes);
    ~DeviceBuffer();
    DeviceBuffer(DeviceBuffer &&o) noexcept;
    DeviceBuffer &operator=(DeviceBuffer &&o) noexcept;
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;
    void *get() const { return m_p; }
    template <typename T> T *as() const { return static_cast<T *>(m_p); }
    std::size_t bytes() const { return m_bytes; }

private:
    void *m_p = nullptr;
    std::size_t m_bytes = 0;
    int m_device = 0;
};

class PinnedBuffer
{
public:
    explicit PinnedBuffer(std::size_t bytes, bool mapped = false);
    ~PinnedBuffer();
    PinnedBuffer(const PinnedBuffer &) = delete;
    PinnedBuffer &operator=(const PinnedBuffer &) = delete;
    void *get() const { return m_p; }

private:
    void *m_p = nullptr;
};

class Stream
{
public:
    explicit Stream(int device);
    ~Stream();
    Stream(const Stream &) = delete;
    Stream &operator=(const Stream &) = delete;
    cudaStream_t get() const { return m_s; }

private:
    cudaStream_t m_s = nullptr;
    int m_device = 0;
};

class Event
{
public:
    Event();
    ~Event();
    Event(const Event &) = delete;
    Event &operator=(const Event &) = delete;
    cudaEvent_t get() const { return m_e; }

private:
    cudaEvent_t m_e = nullptr;
};

// Milliseconds between two recorded events (waits for the second).
double elapsedMs(const Event &start, const Event &stop);

} // namespace cg::agent::bench::cuda
