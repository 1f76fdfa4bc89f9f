// SPDX-License-Identifier: GPL-3.0-or-later
#include "nvml.h"

#include <algorithm>
#include <cstddef>
#include <dlfcn.h>

namespace cg::agent {

namespace {

// The few NVML declarations the agent needs. Nodes have the driver's library but rarely the header,
// so they are declared here with the layout of the public nvml.h.
using nvmlReturn_t = int;
struct nvmlDevice_st;
using nvmlDevice_t = nvmlDevice_st *;

constexpr nvmlReturn_t NVML_SUCCESS = 0;
constexpr int NVML_CLOCK_SM = 1;
constexpr int NVML_CLOCK_MEM = 2;
constexpr int NVML_TEMPERATURE_GPU = 0;
constexpr int NVML_MEMORY_ERROR_TYPE_CORRECTED = 0;
constexpr int NVML_MEMORY_ERROR_TYPE_UNCORRECTED = 1;
constexpr int NVML_VOLATILE_ECC = 0;
constexpr std::size_t kNameBuffer = 96;    // NVML_DEVICE_NAME_V2_BUFFER_SIZE
constexpr std::size_t kUuidBuffer = 96;    // NVML_DEVICE_UUID_V2_BUFFER_SIZE
constexpr std::size_t kDriverBuffer = 80;  // NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE
constexpr std::uint32_t kMaxDevices = 256; // more than any node has; bounds a bogus count

struct nvmlMemory_t
{
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};

struct nvmlUtilization_t
{
    unsigned int gpu;
    unsigned int memory;
};

struct nvmlPciInfo_t
{
    char busIdLegacy[16];
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId;
    unsigned int pciSubSystemId;
    char busId[32];
};
static_assert(offsetof(nvmlPciInfo_t, domain) == 16, "nvmlPciInfo_t layout");
static_assert(offsetof(nvmlPciInfo_t, pciDeviceId) == 28, "nvmlPciInfo_t layout");
static_assert(offsetof(nvmlPciInfo_t, busId) == 36, "nvmlPciInfo_t layout");
static_assert(sizeof(nvmlPciInfo_t) == 68, "nvmlPciInfo_t layout");

using InitFn = nvmlReturn_t (*)();
using ShutdownFn = nvmlReturn_t (*)();
using ErrorStringFn = const char *(*)(nvmlReturn_t);
using DriverVersionFn = nvmlReturn_t (*)(char *, unsigned int);
using CountFn = nvmlReturn_t (*)(unsigned int *);
using HandleFn = nvmlReturn_t (*)(unsigned int, nvmlDevice_t *);
using StringFn = nvmlReturn_t (*)(nvmlDevice_t, char *, unsigned int);
using PciFn = nvmlReturn_t (*)(nvmlDevice_t, nvmlPciInfo_t *);
using MemoryFn = nvmlReturn_t (*)(nvmlDevice_t, nvmlMemory_t *);
using UIntFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned int *);
using ClockFn = nvmlReturn_t (*)(nvmlDevice_t, int, unsigned int *);
using UtilFn = nvmlReturn_t (*)(nvmlDevice_t, nvmlUtilization_t *);
using ReasonsFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned long long *);
using EccFn = nvmlReturn_t (*)(nvmlDevice_t, int, int, unsigned long long *);

std::string bufferString(const char *buf, std::size_t size)
{
    std::size_t n = 0;
    while (n < size && buf[n] != '\0')
        ++n;
    return std::string(buf, n);
}

} // namespace

struct Nvml::Impl
{
    void *lib = nullptr;
    bool initialised = false;
    std::string reason;
    std::vector<nvmlDevice_t> devices;

    ShutdownFn shutdown = nullptr;
    ErrorStringFn errorString = nullptr;
    DriverVersionFn driverVersion = nullptr;
    StringFn name = nullptr;
    StringFn uuid = nullptr;
    PciFn pciInfo = nullptr;
    MemoryFn memoryInfo = nullptr;
    UIntFn powerLimit = nullptr;
    ClockFn maxClock = nullptr;
    ClockFn clock = nullptr;
    UtilFn utilization = nullptr;
    ClockFn temperature = nullptr;
    UIntFn powerUsage = nullptr;
    ReasonsFn reasons = nullptr;
    EccFn ecc = nullptr;

    template <typename Fn> Fn sym(const char *symbol) const
    {
        return reinterpret_cast<Fn>(::dlsym(lib, symbol));
    }

    std::string describe(nvmlReturn_t rc) const
    {
        const char *s = errorString ? errorString(rc) : nullptr;
        return s ? std::string(s) : "NVML error " + std::to_string(rc);
    }
};

Nvml::Nvml() : d(std::make_unique<Impl>())
{
    load({"libnvidia-ml.so.1", "libnvidia-ml.so"});
}

Nvml::Nvml(const std::string &libraryPath) : d(std::make_unique<Impl>())
{
    load({libraryPath});
}

Nvml::~Nvml()
{
    if (d->initialised && d->shutdown)
        d->shutdown();
    if (d->lib)
        ::dlclose(d->lib);
}

void Nvml::load(const std::vector<std::string> &candidates)
{
    std::string firstError;
    for (const auto &candidate : candidates) {
        // RTLD_LOCAL keeps NVML's symbols out of the way of anything else the process loads.
        d->lib = ::dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (d->lib)
            break;
        if (firstError.empty()) {
            const char *e = ::dlerror();
            firstError = e ? e : "unknown error";
        }
    }
    if (!d->lib) {
        // The usual case (no driver installed) needs no loader detail; anything else does.
        const bool absent = firstError.find("No such file") != std::string::npos;
        d->reason = "no NVIDIA driver (" + candidates.front() + " not found" +
                    (absent ? ")" : ": " + firstError + ")");
        return;
    }

    d->errorString = d->sym<ErrorStringFn>("nvmlErrorString");
    auto init = d->sym<InitFn>("nvmlInit_v2");
    if (!init)
        init = d->sym<InitFn>("nvmlInit");
    if (!init) {
        d->reason = "NVIDIA driver library has no nvmlInit entry point";
        return;
    }
    const nvmlReturn_t rc = init();
    if (rc != NVML_SUCCESS) {
        d->reason = "NVML initialisation failed: " + d->describe(rc);
        return;
    }
    d->initialised = true;

    d->shutdown = d->sym<ShutdownFn>("nvmlShutdown");
    d->driverVersion = d->sym<DriverVersionFn>("nvmlSystemGetDriverVersion");
    d->name = d->sym<StringFn>("nvmlDeviceGetName");
    d->uuid = d->sym<StringFn>("nvmlDeviceGetUUID");
    d->pciInfo = d->sym<PciFn>("nvmlDeviceGetPciInfo_v3");
    if (!d->pciInfo)
        d->pciInfo = d->sym<PciFn>("nvmlDeviceGetPciInfo_v2");
    d->memoryInfo = d->sym<MemoryFn>("nvmlDeviceGetMemoryInfo");
    d->powerLimit = d->sym<UIntFn>("nvmlDeviceGetPowerManagementLimit");
    d->maxClock = d->sym<ClockFn>("nvmlDeviceGetMaxClockInfo");
    d->clock = d->sym<ClockFn>("nvmlDeviceGetClockInfo");
    d->utilization = d->sym<UtilFn>("nvmlDeviceGetUtilizationRates");
    d->temperature = d->sym<ClockFn>("nvmlDeviceGetTemperature");
    d->powerUsage = d->sym<UIntFn>("nvmlDeviceGetPowerUsage");
    // Renamed in driver 535; older drivers only have the throttle name (same bits).
    d->reasons = d->sym<ReasonsFn>("nvmlDeviceGetCurrentClocksEventReasons");
    if (!d->reasons)
        d->reasons = d->sym<ReasonsFn>("nvmlDeviceGetCurrentClocksThrottleReasons");
    d->ecc = d->sym<EccFn>("nvmlDeviceGetTotalEccErrors");

    auto count = d->sym<CountFn>("nvmlDeviceGetCount_v2");
    if (!count)
        count = d->sym<CountFn>("nvmlDeviceGetCount");
    auto handle = d->sym<HandleFn>("nvmlDeviceGetHandleByIndex_v2");
    if (!handle)
        handle = d->sym<HandleFn>("nvmlDeviceGetHandleByIndex");
    unsigned int n = 0;
    if (!count || !handle) {
        d->reason = "NVIDIA driver library has no device enumeration entry points";
        return;
    }
    if (const nvmlReturn_t crc = count(&n); crc != NVML_SUCCESS) {
        d->reason = "NVML could not count GPUs: " + d->describe(crc);
        return;
    }
    // Handles are looked up once; a GPU whose handle fails (e.g. lost off the bus) keeps its index
    // with a null handle so GPU numbers match nvidia-smi.
    n = std::min<unsigned int>(n, kMaxDevices);
    for (unsigned int i = 0; i < n; ++i) {
        nvmlDevice_t dev = nullptr;
        if (handle(i, &dev) != NVML_SUCCESS)
            dev = nullptr;
        d->devices.push_back(dev);
    }
}

void *Nvml::symbol(const char *name) const
{
    return d->initialised && d->lib ? ::dlsym(d->lib, name) : nullptr;
}

void *Nvml::deviceHandle(std::uint32_t index) const
{
    return available() && index < d->devices.size() ? d->devices[index] : nullptr;
}

std::string Nvml::errorText(int rc) const
{
    return d->describe(rc);
}

bool Nvml::available() const
{
    return d->initialised && d->reason.empty();
}

std::string Nvml::unavailableReason() const
{
    return available() ? std::string() : d->reason;
}

std::string Nvml::driverVersion() const
{
    if (!d->initialised || !d->driverVersion)
        return {};
    char buf[kDriverBuffer] = {};
    if (d->driverVersion(buf, sizeof buf) != NVML_SUCCESS)
        return {};
    return bufferString(buf, sizeof buf);
}

std::uint32_t Nvml::deviceCount() const
{
    return available() ? std::uint32_t(d->devices.size()) : 0;
}

std::vector<GpuInfo> Nvml::gpus() const
{
    std::vector<GpuInfo> out;
    if (!available())
        return out;
    for (std::size_t i = 0; i < d->devices.size(); ++i) {
        GpuInfo g;
        g.index = std::uint32_t(i);
        nvmlDevice_t dev = d->devices[i];
        if (!dev) {
            out.push_back(std::move(g));
            continue;
        }
        char buf[kNameBuffer > kUuidBuffer ? kNameBuffer : kUuidBuffer] = {};
        if (d->name && d->name(dev, buf, kNameBuffer) == NVML_SUCCESS)
            g.name = bufferString(buf, kNameBuffer);
        if (d->uuid && d->uuid(dev, buf, kUuidBuffer) == NVML_SUCCESS)
            g.uuid = bufferString(buf, kUuidBuffer);
        nvmlPciInfo_t pci{};
        if (d->pciInfo && d->pciInfo(dev, &pci) == NVML_SUCCESS) {
            g.pciBusId = bufferString(pci.busId, sizeof pci.busId);
            g.pciDeviceId = pci.pciDeviceId;
        }
        nvmlMemory_t mem{};
        if (d->memoryInfo && d->memoryInfo(dev, &mem) == NVML_SUCCESS)
            g.memoryTotalBytes = mem.total;
        unsigned int v = 0;
        if (d->powerLimit && d->powerLimit(dev, &v) == NVML_SUCCESS)
            g.powerLimitW = float(v) / 1000.0f;
        if (d->maxClock && d->maxClock(dev, NVML_CLOCK_SM, &v) == NVML_SUCCESS)
            g.maxSmClockMHz = v;
        if (d->maxClock && d->maxClock(dev, NVML_CLOCK_MEM, &v) == NVML_SUCCESS)
            g.maxMemClockMHz = v;
        out.push_back(std::move(g));
    }
    return out;
}

void Nvml::fill(std::vector<cg::proto::GpuSample> &out) const
{
    using cg::proto::GpuSample;
    out.clear();
    if (!available())
        return;
    out.resize(d->devices.size());
    for (std::size_t i = 0; i < d->devices.size(); ++i) {
        GpuSample &g = out[i];
        g.index = std::uint32_t(i);
        nvmlDevice_t dev = d->devices[i];
        if (!dev)
            continue;
        unsigned int v = 0;
        nvmlUtilization_t util{};
        if (d->utilization && d->utilization(dev, &util) == NVML_SUCCESS) {
            g.utilization = float(util.gpu);
            g.memUtilization = float(util.memory);
        }
        nvmlMemory_t mem{};
        if (d->memoryInfo && d->memoryInfo(dev, &mem) == NVML_SUCCESS) {
            g.memUsedBytes = mem.used;
            g.memTotalBytes = mem.total;
            g.valid |= GpuSample::Memory;
        }
        if (d->temperature && d->temperature(dev, NVML_TEMPERATURE_GPU, &v) == NVML_SUCCESS)
            g.temperatureC = float(v);
        if (d->powerUsage && d->powerUsage(dev, &v) == NVML_SUCCESS)
            g.powerW = float(v) / 1000.0f;
        if (d->powerLimit && d->powerLimit(dev, &v) == NVML_SUCCESS)
            g.powerLimitW = float(v) / 1000.0f;
        if (d->clock && d->clock(dev, NVML_CLOCK_SM, &v) == NVML_SUCCESS) {
            g.smClockMHz = v;
            g.valid |= GpuSample::SmClock;
        }
        if (d->clock && d->clock(dev, NVML_CLOCK_MEM, &v) == NVML_SUCCESS) {
            g.memClockMHz = v;
            g.valid |= GpuSample::MemClock;
        }
        unsigned long long bits = 0;
        if (d->reasons && d->reasons(dev, &bits) == NVML_SUCCESS) {
            g.throttleReasons = bits;
            g.valid |= GpuSample::Throttle;
        }
        // ECC is reported only when both counters read: half a pair would look like a clean GPU.
        unsigned long long corrected = 0, uncorrected = 0;
        if (d->ecc &&
            d->ecc(dev, NVML_MEMORY_ERROR_TYPE_CORRECTED, NVML_VOLATILE_ECC, &corrected) == NVML_SUCCESS &&
            d->ecc(dev, NVML_MEMORY_ERROR_TYPE_UNCORRECTED, NVML_VOLATILE_ECC, &uncorrected) ==
                NVML_SUCCESS) {
            g.eccVolatileCorrected = corrected;
            g.eccVolatileUncorrected = uncorrected;
            g.valid |= GpuSample::Ecc;
        }
    }
}

} // namespace cg::agent
