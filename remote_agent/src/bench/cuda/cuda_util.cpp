// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/cuda/cuda_util.h"

#include "bench/cuda/cublaslt.h"
#include "bench/cuda/nccl_lib.h"

#include "gpu_runtime.h"
#include "procfs.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace cg::agent::bench {

nlohmann::json gpuLibraries()
{
    const Nvml nvml;
    nlohmann::json j = cuda::cudaEnvironment(nvml);
    j["built_with_cuda"] = true;
    const CudaInfo info = cudaInfo();
    j["cuda_reason"] = info.reason.empty() ? nlohmann::json(nullptr) : nlohmann::json(info.reason);
    try {
        const cuda::CublasLt &lt = cuda::CublasLt::load();
        j["cublaslt"] = {{"version", lt.versionString()},
                         {"path", lt.path},
                         {"built_for_cuda", cudaVersionString(int(lt.cudartVersion))}};
    } catch (const std::exception &e) {
        j["cublaslt"] = {{"error", e.what()}};
    }
    try {
        const cuda::NcclLib &nccl = cuda::NcclLib::load();
        j["nccl"] = {{"version", nccl.versionString()}, {"path", nccl.path}};
    } catch (const std::exception &e) {
        j["nccl"] = {{"error", e.what()}};
    }
    return j;
}

} // namespace cg::agent::bench

namespace cg::agent::bench::cuda {

namespace {

// "00000000:19:00.0" (NVML) and "0000:19:00.0" (CUDA) name the same function.
bool sameBusId(const std::string &a, const std::string &b)
{
    unsigned d1 = 0, b1 = 0, s1 = 0, f1 = 0, d2 = 0, b2 = 0, s2 = 0, f2 = 0;
    if (std::sscanf(a.c_str(), "%x:%x:%x.%x", &d1, &b1, &s1, &f1) != 4 ||
        std::sscanf(b.c_str(), "%x:%x:%x.%x", &d2, &b2, &s2, &f2) != 4)
        return false;
    return d1 == d2 && b1 == b2 && s1 == s2 && f1 == f2;
}

std::uint32_t sysfsDeviceId(const std::string &busId)
{
    std::string lower = busId;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    const auto text = readFile("/sys/bus/pci/devices/" + lower + "/device", 64);
    return text ? std::uint32_t(std::strtoul(text->c_str(), nullptr, 16)) : 0;
}

nlohmann::json orNull(float v)
{
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

} // namespace

void check(cudaError_t rc, const std::string &what)
{
    if (rc == cudaSuccess)
        return;
    const char *s = cudaGetErrorString(rc);
    throw Failure(what + ": " + (s ? s : "CUDA error " + std::to_string(int(rc))));
}

void checkLaunch(int rc, const std::string &what)
{
    check(cudaError_t(rc), what);
}

std::vector<Gpu> selectGpus(const GpuSelection &selection)
{
    const CudaInfo info = cudaInfo();
    if (info.driverVersion <= 0)
        throw Unavailable("no GPU: " + (info.reason.empty()
                                            ? std::string("no NVIDIA CUDA driver on this node")
                                            : info.reason));
    if (!info.reason.empty())
        throw Unavailable(info.reason);
    int count = 0;
    const cudaError_t rc = cudaGetDeviceCount(&count);
    if (rc == cudaErrorNoDevice || (rc == cudaSuccess && count == 0))
        throw Unavailable("no GPU: the NVIDIA driver found no CUDA GPU (check CUDA_VISIBLE_DEVICES and "
                          "nvidia-smi)");
    if (rc != cudaSuccess) {
        const char *s = cudaGetErrorString(rc);
        throw Unavailable(std::string("no GPU: CUDA cannot use the GPUs here: ") + (s ? s : "unknown error"));
    }
    std::vector<int> ordinals = selection.devices;
    if (ordinals.empty()) {
        for (int i = 0; i < count; ++i)
            ordinals.push_back(i);
    }
    std::vector<Gpu> gpus;
    for (int ordinal : ordinals) {
        if (ordinal < 0 || ordinal >= count)
            throw Unavailable("there is no GPU " + std::to_string(ordinal) + " here: CUDA sees " +
                              std::to_string(count) + " (0 to " + std::to_string(count - 1) + ")");
        cudaDeviceProp p{};
        check(cudaGetDeviceProperties(&p, ordinal),
              "reading the properties of GPU " + std::to_string(ordinal));
        Gpu g;
        g.ordinal = ordinal;
        g.name = p.name;
        char bus[32] = {};
        if (cudaDeviceGetPCIBusId(bus, sizeof bus, ordinal) == cudaSuccess)
            g.busId = bus;
        g.pciDeviceId = g.busId.empty() ? 0 : sysfsDeviceId(g.busId);
        g.ccMajor = p.major;
        g.ccMinor = p.minor;
        g.memoryBytes = p.totalGlobalMem;
        g.sms = p.multiProcessorCount;
        g.spec = findGpuSpec(g.pciDeviceId, g.name);
        gpus.push_back(std::move(g));
    }
    return gpus;
}

nlohmann::json deviceJson(const Gpu &g)
{
    char id[16];
    std::snprintf(id, sizeof id, "0x%04x", g.pciDeviceId);
    nlohmann::json j = {{"device", g.device()},
                        {"name", g.name},
                        {"pci_bus_id", g.busId},
                        {"pci_device_id", g.pciDeviceId ? nlohmann::json(id) : nlohmann::json(nullptr)},
                        {"compute_capability", std::to_string(g.ccMajor) + "." + std::to_string(g.ccMinor)},
                        {"memory_bytes", g.memoryBytes},
                        {"sms", g.sms}};
    if (g.spec) {
        j["spec"] = {{"model", g.spec->model},
                     {"memory_bandwidth_gbs", g.spec->memoryBandwidthGBs},
                     {"tflops_bf16", g.spec->tflopsBf16},
                     {"tflops_fp16", g.spec->tflopsFp16},
                     {"tflops_tf32", g.spec->tflopsTf32},
                     {"tflops_fp32", g.spec->tflopsFp32},
                     {"tflops_fp8", g.spec->tflopsFp8},
                     {"source", g.spec->source}};
    } else {
        j["spec"] = nullptr;
    }
    return j;
}

nlohmann::json cudaEnvironment(const Nvml &nvml)
{
    const CudaInfo info = cudaInfo();
    const std::string driver = nvml.driverVersion();
    return {{"cuda_runtime", info.runtimeVersion ? nlohmann::json(cudaVersionString(info.runtimeVersion))
                                                 : nlohmann::json(nullptr)},
            {"cuda_driver", info.driverVersion ? nlohmann::json(cudaVersionString(info.driverVersion))
                                               : nlohmann::json(nullptr)},
            {"nvidia_driver", driver.empty() ? nlohmann::json(nullptr) : nlohmann::json(driver)}};
}

int nvmlIndex(const Nvml &nvml, const Gpu &gpu)
{
    for (const GpuInfo &i : nvml.gpus()) {
        if (sameBusId(i.pciBusId, gpu.busId))
            return int(i.index);
    }
    return -1;
}

nlohmann::json gpuState(const Nvml &nvml, const std::vector<Gpu> &gpus)
{
    std::vector<cg::proto::GpuSample> samples;
    nvml.fill(samples);
    nlohmann::json out = nlohmann::json::array();
    for (const Gpu &g : gpus) {
        const int idx = nvmlIndex(nvml, g);
        nlohmann::json j = {{"device", g.device()}};
        if (idx < 0 || std::size_t(idx) >= samples.size()) {
            j["sm_clock_mhz"] = j["mem_clock_mhz"] = j["temperature_c"] = j["power_w"] =
                j["throttle_reasons"] = nullptr;
        } else {
            const auto &s = samples[std::size_t(idx)];
            j["sm_clock_mhz"] = s.has(cg::proto::GpuSample::SmClock) ? nlohmann::json(s.smClockMHz) : nullptr;
            j["mem_clock_mhz"] =
                s.has(cg::proto::GpuSample::MemClock) ? nlohmann::json(s.memClockMHz) : nullptr;
            j["temperature_c"] = orNull(s.temperatureC);
            j["power_w"] = orNull(s.powerW);
            j["throttle_reasons"] = s.has(cg::proto::GpuSample::Throttle) ? nlohmann::json(s.throttleReasons)
                                                                          : nlohmann::json(nullptr);
        }
        out.push_back(std::move(j));
    }
    return out;
}

BenchResult guarded(const std::string &benchmark, const RepeatOptions &repeat,
                    const std::function<void(BenchResult &, const Nvml &)> &body)
{
    BenchResult r;
    r.benchmark = benchmark;
    r.repeat = repeat;
    r.start();
    try {
        const Nvml nvml;
        r.environment = cudaEnvironment(nvml);
        body(r, nvml);
    } catch (const Unavailable &e) {
        r.status = RunStatus::Unavailable;
        r.error = e.what();
    } catch (const Failure &e) {
        r.status = RunStatus::Error;
        r.error = e.what();
    } catch (const std::bad_alloc &) {
        r.status = RunStatus::Error;
        r.error = "out of host memory";
    }
    r.finish();
    return r;
}

DeviceBuffer::DeviceBuffer(int device, std::size_t bytes) : m_bytes(bytes), m_device(device)
{
    check(cudaSetDevice(device), "selecting GPU " + std::to_string(device));
    check(cudaMalloc(&m_p, bytes),
          "allocating " + std::to_string(bytes >> 20) + " MiB on GPU " + std::to_string(device));
}

DeviceBuffer::~DeviceBuffer()
{
    if (m_p) {
        cudaSetDevice(m_device);
        cudaFree(m_p);
    }
}

DeviceBuffer::DeviceBuffer(DeviceBuffer &&o) noexcept : m_p(o.m_p), m_bytes(o.m_bytes), m_device(o.m_device)
{
    o.m_p = nullptr;
}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&o) noexcept
{
    if (this != &o) {
        if (m_p) {
            cudaSetDevice(m_device);
            cudaFree(m_p);
        }
        m_p = o.m_p;
        m_bytes = o.m_bytes;
        m_device = o.m_device;
        o.m_p = nullptr;
    }
    return *this;
}

PinnedBuffer::PinnedBuffer(std::size_t bytes, bool mapped)
{
    check(cudaHostAlloc(&m_p, bytes,
                        mapped ? cudaHostAllocMapped | cudaHostAllocPortable : cudaHostAllocPortable),
          "allocating " + std::to_string(bytes >> 20) + " MiB of pinned host memory");
}

PinnedBuffer::~PinnedBuffer()
{
    if (m_p)
        cudaFreeHost(m_p);
}

Stream::Stream(int device) : m_device(device)
{
    check(cudaSetDevice(device), "selecting GPU " + std::to_string(device));
    check(cudaStreamCreateWithFlags(&m_s, cudaStreamNonBlocking), "creating a CUDA stream");
}

Stream::~Stream()
{
    if (m_s) {
        cudaSetDevice(m_device);
        cudaStreamDestroy(m_s);
    }
}

Event::Event()
{
    check(cudaEventCreate(&m_e), "creating a CUDA event");
}

Event::~Event()
{
    if (m_e)
        cudaEventDestroy(m_e);
}

double elapsedMs(const Event &start, const Event &stop)
{
    check(cudaEventSynchronize(stop.get()), "waiting for the GPU");
    float ms = 0;
    check(cudaEventElapsedTime(&ms, start.get(), stop.get()), "timing on the GPU");
    return ms;
}

} // namespace cg::agent::bench::cuda
