// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/health.h"

#include "gpu_runtime.h"
#include "nvml.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace cg::agent::bench {

namespace {

// NVML declarations beyond those in nvml.cpp, with the layout of the public nvml.h.
using nvmlReturn_t = int;
using nvmlDevice_t = void *;
using nvmlEventSet_t = void *;
constexpr nvmlReturn_t kSuccess = 0;
constexpr nvmlReturn_t kInsufficientSize = 7;
constexpr nvmlReturn_t kTimeout = 10;
constexpr int kVolatileEcc = 0;
constexpr int kAggregateEcc = 1;
constexpr int kCorrected = 0;
constexpr int kUncorrected = 1;
constexpr int kRetiredSingleBitMultiple = 0;
constexpr int kRetiredDoubleBit = 1;
constexpr int kThresholdSlowdown = 1;
constexpr unsigned kMaxNvLinks = 18; // NVML_NVLINK_MAX_LINKS
constexpr unsigned long long kEventXidCritical = 0x8;

struct nvmlEventData_t
{
    nvmlDevice_t device;
    unsigned long long eventType;
    unsigned long long eventData;
    unsigned int gpuInstanceId;
    unsigned int computeInstanceId;
};

using EnableFn = nvmlReturn_t (*)(nvmlDevice_t, int *);
using Enable2Fn = nvmlReturn_t (*)(nvmlDevice_t, int *, int *);
using EccFn = nvmlReturn_t (*)(nvmlDevice_t, int, int, unsigned long long *);
using RetiredFn = nvmlReturn_t (*)(nvmlDevice_t, int, unsigned int *, unsigned long long *);
using RemapFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned int *, unsigned int *, unsigned int *,
                                 unsigned int *);
using UIntFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned int *);
using LinkFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned int, int *);
using TempFn = nvmlReturn_t (*)(nvmlDevice_t, int, unsigned int *);
using ReasonsFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned long long *);
using CudaVersionFn = nvmlReturn_t (*)(int *);
using EventSetCreateFn = nvmlReturn_t (*)(nvmlEventSet_t *);
using EventSetFreeFn = nvmlReturn_t (*)(nvmlEventSet_t);
using RegisterEventsFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned long long, nvmlEventSet_t);
using EventWaitFn = nvmlReturn_t (*)(nvmlEventSet_t, nvmlEventData_t *, unsigned int);
using PciFn = nvmlReturn_t (*)(nvmlDevice_t, void *);

template <typename Fn> Fn fn(const Nvml &nvml, const char *name)
{
    return reinterpret_cast<Fn>(nvml.symbol(name));
}

template <typename Fn, typename... Names> Fn firstOf(const Nvml &nvml, Names... names)
{
    for (const char *n : {names...}) {
        if (auto f = fn<Fn>(nvml, n))
            return f;
    }
    return nullptr;
}

// XID lines the kernel logged since boot. Needs permission to read /dev/kmsg (root, or
// kernel.dmesg_restrict=0); without it, says so.
void scanKernelLog(HealthFacts &facts)
{
    const int fd = ::open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        facts.kernelLogNote = std::string("the kernel log (/dev/kmsg) is not readable here (") +
                              std::strerror(errno) + "): XIDs from before this run are not visible";
        return;
    }
    char buf[8192];
    for (int records = 0; records < 200000; ++records) {
        const ssize_t n = ::read(fd, buf, sizeof buf - 1);
        if (n < 0 && errno == EPIPE)
            continue; // overwritten while reading: carry on with the next record
        if (n <= 0)
            break;
        buf[n] = '\0';
        const char *msg = std::strchr(buf, ';');
        const char *xid = msg ? std::strstr(msg, "NVRM: Xid") : nullptr;
        if (!xid)
            continue;
        std::string line(xid);
        if (const auto nl = line.find('\n'); nl != std::string::npos)
            line.resize(nl);
        if (facts.kernelLogXids.size() < 100)
            facts.kernelLogXids.push_back(line);
    }
    ::close(fd);
}

std::string gpuName(int i)
{
    return "gpu" + std::to_string(i);
}

} // namespace

std::string throttleReasonNames(std::uint64_t bits)
{
    static const struct
    {
        std::uint64_t bit;
        const char *name;
    } names[] = {{0x1, "GpuIdle"},
                 {0x2, "ApplicationsClocksSetting"},
                 {kThrottleSwPowerCap, "SwPowerCap"},
                 {kThrottleHwSlowdown, "HwSlowdown"},
                 {0x10, "SyncBoost"},
                 {kThrottleSwThermal, "SwThermalSlowdown"},
                 {kThrottleHwThermal, "HwThermalSlowdown"},
                 {kThrottlePowerBrake, "HwPowerBrakeSlowdown"},
                 {0x100, "DisplayClockSetting"}};
    std::string out;
    std::uint64_t known = 0;
    for (const auto &n : names) {
        known |= n.bit;
        if (bits & n.bit)
            out += (out.empty() ? "" : ", ") + std::string(n.name);
    }
    if (bits & ~known) {
        char hex[32];
        std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(bits & ~known));
        out += (out.empty() ? "" : ", ") + std::string(hex);
    }
    return out.empty() ? "none" : out;
}

HealthFacts collectHealth(const Nvml &nvml, double xidSeconds)
{
    HealthFacts f;
    f.agentCudaRuntime = cudaInfo().runtimeVersion;
    scanKernelLog(f);
    if (!nvml.available()) {
        f.nvmlReason = nvml.unavailableReason();
        return f;
    }
    f.driverVersion = nvml.driverVersion();
    if (auto cv = firstOf<CudaVersionFn>(nvml, "nvmlSystemGetCudaDriverVersion_v2",
                                         "nvmlSystemGetCudaDriverVersion")) {
        int v = 0;
        if (cv(&v) == kSuccess)
            f.cudaDriverVersion = v;
    }
    const auto persistence = fn<EnableFn>(nvml, "nvmlDeviceGetPersistenceMode");
    const auto eccMode = fn<Enable2Fn>(nvml, "nvmlDeviceGetEccMode");
    const auto ecc = fn<EccFn>(nvml, "nvmlDeviceGetTotalEccErrors");
    const auto retired = fn<RetiredFn>(nvml, "nvmlDeviceGetRetiredPages");
    const auto retiredPending = fn<EnableFn>(nvml, "nvmlDeviceGetRetiredPagesPendingStatus");
    const auto remap = fn<RemapFn>(nvml, "nvmlDeviceGetRemappedRows");
    const auto genNow = fn<UIntFn>(nvml, "nvmlDeviceGetCurrPcieLinkGeneration");
    const auto genMax = fn<UIntFn>(nvml, "nvmlDeviceGetMaxPcieLinkGeneration");
    const auto widthNow = fn<UIntFn>(nvml, "nvmlDeviceGetCurrPcieLinkWidth");
    const auto widthMax = fn<UIntFn>(nvml, "nvmlDeviceGetMaxPcieLinkWidth");
    const auto link = fn<LinkFn>(nvml, "nvmlDeviceGetNvLinkState");
    const auto temp = fn<TempFn>(nvml, "nvmlDeviceGetTemperature");
    const auto threshold = fn<TempFn>(nvml, "nvmlDeviceGetTemperatureThreshold");
    const auto reasons = firstOf<ReasonsFn>(nvml, "nvmlDeviceGetCurrentClocksEventReasons",
                                            "nvmlDeviceGetCurrentClocksThrottleReasons");

    const std::vector<GpuInfo> infos = nvml.gpus();
    for (std::uint32_t i = 0; i < nvml.deviceCount(); ++i) {
        GpuHealthFacts g;
        g.index = i;
        if (i < infos.size()) {
            g.name = infos[i].name;
            g.busId = infos[i].pciBusId;
        }
        nvmlDevice_t dev = nvml.deviceHandle(i);
        if (!dev) {
            f.gpus.push_back(std::move(g));
            continue;
        }
        int e1 = 0, e2 = 0;
        if (persistence && persistence(dev, &e1) == kSuccess)
            g.persistence = e1 != 0;
        if (eccMode && eccMode(dev, &e1, &e2) == kSuccess) {
            g.eccEnabled = e1 != 0;
            g.eccPendingEnabled = e2 != 0;
        }
        unsigned long long v = 0;
        if (ecc && ecc(dev, kCorrected, kVolatileEcc, &v) == kSuccess)
            g.eccVolatileCorrected = v;
        if (ecc && ecc(dev, kUncorrected, kVolatileEcc, &v) == kSuccess)
            g.eccVolatileUncorrected = v;
        if (ecc && ecc(dev, kUncorrected, kAggregateEcc, &v) == kSuccess)
            g.eccAggregateUncorrected = v;
        unsigned int count = 0;
        if (retired) {
            nvmlReturn_t rc = retired(dev, kRetiredSingleBitMultiple, &count, nullptr);
            if (rc == kSuccess || rc == kInsufficientSize)
                g.retiredSingleBit = count;
            count = 0;
            rc = retired(dev, kRetiredDoubleBit, &count, nullptr);
            if (rc == kSuccess || rc == kInsufficientSize)
                g.retiredDoubleBit = count;
        }
        if (retiredPending && retiredPending(dev, &e1) == kSuccess)
            g.retirementPending = e1 != 0;
        unsigned int corr = 0, unc = 0, pending = 0, failed = 0;
        if (remap && remap(dev, &corr, &unc, &pending, &failed) == kSuccess) {
            g.remappedCorrectable = corr;
            g.remappedUncorrectable = unc;
            g.remapPending = pending != 0;
            g.remapFailure = failed != 0;
        }
        unsigned int u = 0;
        if (genNow && genNow(dev, &u) == kSuccess)
            g.pcieGen = u;
        if (genMax && genMax(dev, &u) == kSuccess)
            g.pcieGenMax = u;
        if (widthNow && widthNow(dev, &u) == kSuccess)
            g.pcieWidth = u;
        if (widthMax && widthMax(dev, &u) == kSuccess)
            g.pcieWidthMax = u;
        if (link) {
            for (unsigned l = 0; l < kMaxNvLinks; ++l) {
                int active = 0;
                if (link(dev, l, &active) != kSuccess)
                    continue;
                ++g.nvlinks;
                if (active)
                    ++g.nvlinksActive;
            }
        }
        if (temp && temp(dev, 0, &u) == kSuccess)
            g.temperatureC = u;
        if (threshold && threshold(dev, kThresholdSlowdown, &u) == kSuccess && u > 0)
            g.slowdownTemperatureC = u;
        unsigned long long bits = 0;
        if (reasons && reasons(dev, &bits) == kSuccess)
            g.throttleReasons = bits;
        f.gpus.push_back(std::move(g));
    }

    // XID events: registered per GPU, then waited for in one set.
    const auto create = fn<EventSetCreateFn>(nvml, "nvmlEventSetCreate");
    const auto freeSet = fn<EventSetFreeFn>(nvml, "nvmlEventSetFree");
    const auto reg = fn<RegisterEventsFn>(nvml, "nvmlDeviceRegisterEvents");
    const auto wait = firstOf<EventWaitFn>(nvml, "nvmlEventSetWait_v2");
    f.xidWatchSeconds = xidSeconds;
    nvmlEventSet_t set = nullptr;
    if (xidSeconds > 0 && create && freeSet && reg && wait && create(&set) == kSuccess) {
        int registered = 0;
        for (std::uint32_t i = 0; i < nvml.deviceCount(); ++i) {
            if (nvmlDevice_t dev = nvml.deviceHandle(i); dev && reg(dev, kEventXidCritical, set) == kSuccess)
                ++registered;
        }
        f.xidWatchWorked = registered > 0;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(xidSeconds);
        while (registered > 0 && std::chrono::steady_clock::now() < deadline) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                                  deadline - std::chrono::steady_clock::now())
                                  .count();
            nvmlEventData_t data{};
            const nvmlReturn_t rc = wait(set, &data, unsigned(std::max<long long>(left, 1)));
            if (rc == kTimeout)
                break;
            if (rc != kSuccess)
                break;
            for (auto &g : f.gpus) {
                if (nvml.deviceHandle(g.index) == data.device)
                    g.xids.push_back(data.eventData);
            }
        }
        freeSet(set);
    }
    return f;
}

std::optional<std::uint64_t> kernelLogXidCode(const std::string &line)
{
    // "NVRM: Xid (PCI:0000:19:00): 79, pid=..., GPU has fallen off the bus."
    const auto open = line.find("Xid (");
    if (open == std::string::npos)
        return std::nullopt;
    const auto close = line.find("): ", open);
    if (close == std::string::npos)
        return std::nullopt;
    std::uint64_t code = 0;
    std::size_t digits = 0;
    for (std::size_t i = close + 3; i < line.size() && digits < 10 && line[i] >= '0' && line[i] <= '9';
         ++i, ++digits)
        code = code * 10 + std::uint64_t(line[i] - '0');
    if (digits == 0)
        return std::nullopt;
    return code;
}

void evaluateHealth(const HealthFacts &f, BenchResult &r)
{
    using S = CheckStatus;
    r.environment["nvidia_driver"] =
        f.driverVersion.empty() ? nlohmann::json(nullptr) : nlohmann::json(f.driverVersion);
    r.environment["cuda_driver"] = f.cudaDriverVersion
                                       ? nlohmann::json(cudaVersionString(f.cudaDriverVersion))
                                       : nlohmann::json(nullptr);
    if (!f.nvmlReason.empty()) {
        r.addCheck("health.driver", "node", S::Fail, "no GPU: " + f.nvmlReason);
        return;
    }
    if (f.gpus.empty()) {
        r.addCheck("health.driver", "node", S::Fail,
                   "no GPU: the NVIDIA driver is loaded but reports no GPUs");
        return;
    }
    {
        std::string why =
            "NVIDIA driver " + (f.driverVersion.empty() ? std::string("(version unknown)") : f.driverVersion);
        if (f.cudaDriverVersion)
            why += ", supports CUDA up to " + cudaVersionString(f.cudaDriverVersion);
        S s = S::Pass;
        if (f.agentCudaRuntime && f.cudaDriverVersion &&
            f.cudaDriverVersion / 1000 < f.agentCudaRuntime / 1000) {
            s = S::Warn;
            why += "; the agent's GPU benchmarks need CUDA " + cudaVersionString(f.agentCudaRuntime) +
                   ": update the driver, or use an agent built with CUDA " +
                   std::to_string(f.cudaDriverVersion / 1000);
        }
        r.addCheck("health.driver", "node", s, why);
    }
    if (!f.xidWatchWorked)
        r.addCheck("health.xid", "node", S::Skip,
                   "NVML could not watch for XID events here (needs nvmlDeviceRegisterEvents)");
    if (!f.kernelLogXids.empty()) {
        std::string lines;
        for (std::size_t i = 0; i < f.kernelLogXids.size() && i < 3; ++i)
            lines += (i ? " | " : "") + f.kernelLogXids[i];
        nlohmann::json codes = nlohmann::json::array();
        for (const std::string &line : f.kernelLogXids)
            if (const auto code = kernelLogXidCode(line))
                codes.push_back(*code);
        r.addCheck("health.xid_kernel_log", "node", S::Warn,
                   std::to_string(f.kernelLogXids.size()) +
                       " XID line(s) in the kernel log since boot: " + lines,
                   {{"xids", std::move(codes)}});
    } else if (!f.kernelLogNote.empty()) {
        r.notes.push_back(f.kernelLogNote);
    }

    for (const GpuHealthFacts &g : f.gpus) {
        const std::string dev = gpuName(int(g.index));
        r.devices.push_back({{"device", dev}, {"name", g.name}, {"pci_bus_id", g.busId}});

        if (!g.persistence)
            r.addCheck("health.persistence", dev, S::Skip, "persistence mode not reported");
        else if (*g.persistence)
            r.addCheck("health.persistence", dev, S::Pass, "persistence mode on");
        else
            r.addCheck("health.persistence", dev, S::Warn,
                       "persistence mode off: the driver tears the GPU down when idle and every job pays the "
                       "start-up again (nvidia-smi -pm 1, or nvidia-persistenced)");

        if (!g.eccEnabled)
            r.addCheck("health.ecc_mode", dev, S::Skip, "ECC mode not reported (not supported on this GPU)");
        else if (g.eccPendingEnabled && *g.eccPendingEnabled != *g.eccEnabled)
            r.addCheck("health.ecc_mode", dev, S::Warn,
                       std::string("ECC is ") + (*g.eccEnabled ? "on" : "off") + " but " +
                           (*g.eccPendingEnabled ? "on" : "off") +
                           " is pending: reboot or reset the GPU to apply it");
        else if (*g.eccEnabled)
            r.addCheck("health.ecc_mode", dev, S::Pass, "ECC on");
        else
            r.addCheck("health.ecc_mode", dev, S::Warn, "ECC off: memory errors would go unnoticed");

        if (!g.eccVolatileUncorrected && !g.eccVolatileCorrected)
            r.addCheck("health.ecc_errors", dev, S::Skip, "ECC error counts not reported");
        else if (g.eccVolatileUncorrected.value_or(0) > 0)
            r.addCheck("health.ecc_errors", dev, S::Fail,
                       std::to_string(*g.eccVolatileUncorrected) +
                           " uncorrectable ECC error(s) since the driver loaded: results on this GPU cannot "
                           "be trusted");
        else if (g.eccAggregateUncorrected.value_or(0) > 0)
            r.addCheck(
                "health.ecc_errors", dev, S::Warn,
                std::to_string(*g.eccAggregateUncorrected) +
                    " uncorrectable ECC error(s) over the GPU's lifetime, none since the driver loaded");
        else if (g.eccVolatileCorrected.value_or(0) > 0)
            r.addCheck("health.ecc_errors", dev, S::Warn,
                       std::to_string(*g.eccVolatileCorrected) +
                           " corrected ECC error(s) since the driver loaded: watch whether the count grows");
        else
            r.addCheck("health.ecc_errors", dev, S::Pass, "no ECC errors since the driver loaded");

        // The remapped-row figures as nvidia-smi names them, for the console's baseline rules.
        nlohmann::json remap = nlohmann::json::object();
        if (g.remapFailure)
            remap["remapped_rows.failure"] = *g.remapFailure ? 1 : 0;
        if (g.remapPending)
            remap["remapped_rows.pending"] = *g.remapPending ? 1 : 0;
        if (g.remappedCorrectable)
            remap["remapped_rows.correctable"] = *g.remappedCorrectable;
        if (g.remappedUncorrectable)
            remap["remapped_rows.uncorrectable"] = *g.remappedUncorrectable;
        if (g.remapFailure && *g.remapFailure)
            r.addCheck("health.row_remap", dev, S::Fail,
                       "row remapping failed: the GPU has run out of spare rows and needs replacing", remap);
        else if (g.remapPending && *g.remapPending)
            r.addCheck("health.row_remap", dev, S::Warn,
                       "a row remap is pending: reset the GPU (or reboot) so the spare row is used", remap);
        else if (g.remappedCorrectable || g.remappedUncorrectable)
            r.addCheck("health.row_remap", dev, S::Pass,
                       std::to_string(g.remappedCorrectable.value_or(0)) + " correctable and " +
                           std::to_string(g.remappedUncorrectable.value_or(0)) +
                           " uncorrectable row(s) remapped",
                       remap);
        else if (g.retirementPending && *g.retirementPending)
            r.addCheck("health.retired_pages", dev, S::Fail,
                       "page retirement is pending: reset the GPU (or reboot) before using it");
        else if (g.retiredSingleBit || g.retiredDoubleBit) {
            const std::uint32_t dbe = g.retiredDoubleBit.value_or(0);
            r.addCheck("health.retired_pages", dev, dbe > 0 ? S::Warn : S::Pass,
                       std::to_string(g.retiredSingleBit.value_or(0)) +
                           " page(s) retired for single-bit and " + std::to_string(dbe) +
                           " for double-bit errors");
        } else
            r.addCheck("health.row_remap", dev, S::Skip,
                       "neither remapped rows nor retired pages are reported");

        if (!g.xids.empty()) {
            std::string list;
            for (std::uint64_t x : g.xids)
                list += (list.empty() ? "" : ", ") + std::to_string(x);
            r.addCheck("health.xid", dev, S::Fail, "XID event(s) during the check: " + list,
                       {{"xids", g.xids}});
        } else if (f.xidWatchWorked) {
            char secs[32];
            std::snprintf(secs, sizeof secs, "%g", f.xidWatchSeconds);
            r.addCheck("health.xid", dev, S::Pass, std::string("no XID event in ") + secs + " s of watching",
                       {{"xids", nlohmann::json::array()}});
        }

        if (!g.throttleReasons) {
            r.addCheck("health.throttle", dev, S::Skip, "clock event reasons not reported");
        } else {
            const std::uint64_t b = *g.throttleReasons;
            const std::string names = throttleReasonNames(b);
            if (b & (kThrottleHwSlowdown | kThrottleHwThermal | kThrottlePowerBrake))
                r.addCheck("health.throttle", dev, S::Fail,
                           "hardware slowdown active (" + names +
                               "): the GPU is held below its clocks by overheating or the power supply");
            else if (b & kThrottleSwThermal)
                r.addCheck("health.throttle", dev, S::Warn,
                           "software thermal slowdown active (" + names + ")");
            else
                r.addCheck("health.throttle", dev, S::Pass, "clock event reasons: " + names);
        }

        if (!g.pcieWidth || !g.pcieWidthMax) {
            r.addCheck("health.pcie", dev, S::Skip, "PCIe link not reported");
        } else {
            std::string now =
                "PCIe Gen" + std::to_string(g.pcieGen.value_or(0)) + " x" + std::to_string(*g.pcieWidth);
            std::string max =
                "Gen" + std::to_string(g.pcieGenMax.value_or(0)) + " x" + std::to_string(*g.pcieWidthMax);
            if (*g.pcieWidth < *g.pcieWidthMax)
                r.addCheck("health.pcie", dev, S::Warn,
                           now + " of " + max +
                               ": the link trained narrower than it can; host transfers run at a fraction of "
                               "their speed "
                               "(reseat the card or check the riser)");
            else if (g.pcieGen && g.pcieGenMax && *g.pcieGen < *g.pcieGenMax)
                r.addCheck("health.pcie", dev, S::Pass,
                           now + " of " + max +
                               " (idle GPUs lower the link generation to save power; `bench copy --kind h2d` "
                               "measures it "
                               "under load)");
            else
                r.addCheck("health.pcie", dev, S::Pass, now + " of " + max);
        }

        if (g.nvlinks == 0)
            r.addCheck("health.nvlink", dev, S::Skip, "no NVLink reported (a PCIe-only GPU)");
        else if (g.nvlinksActive < g.nvlinks)
            r.addCheck("health.nvlink", dev, S::Fail,
                       std::to_string(g.nvlinks - g.nvlinksActive) + " of " + std::to_string(g.nvlinks) +
                           " NVLinks down: collectives fall back to slower paths");
        else
            r.addCheck("health.nvlink", dev, S::Pass, std::to_string(g.nvlinks) + " NVLinks active");

        if (g.temperatureC && g.slowdownTemperatureC && *g.temperatureC + 5 >= *g.slowdownTemperatureC)
            r.addCheck("health.temperature", dev, S::Warn,
                       std::to_string(*g.temperatureC) + " C, within 5 C of the slowdown threshold (" +
                           std::to_string(*g.slowdownTemperatureC) + " C)");
        else if (g.temperatureC)
            r.addCheck("health.temperature", dev, S::Pass,
                       std::to_string(*g.temperatureC) + " C" +
                           (g.slowdownTemperatureC
                                ? " (slowdown at " + std::to_string(*g.slowdownTemperatureC) + " C)"
                                : std::string()));
    }
}

BenchResult runHealth(const HealthOptions &options)
{
    BenchResult r;
    r.benchmark = "health";
    r.repeat = {0, 1};
    r.start();
    r.parameters = {{"xid_seconds", options.xidSeconds}};
    const Nvml nvml;
    const HealthFacts facts = collectHealth(nvml, options.xidSeconds);
    if (!facts.nvmlReason.empty() || facts.gpus.empty()) {
        r.status = RunStatus::Unavailable;
        r.error = "no GPU: " + (facts.nvmlReason.empty() ? std::string("the NVIDIA driver reports no GPUs")
                                                         : facts.nvmlReason);
        r.finish();
        return r;
    }
    evaluateHealth(facts, r);
    r.finish();
    return r;
}

} // namespace cg::agent::bench
