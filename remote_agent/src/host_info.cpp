// SPDX-License-Identifier: GPL-3.0-or-later
#include "host_info.h"

#include "agent_version.h"
#include "gpu_runtime.h"
#include "host_sampler.h"
#include "nvml.h"
#include "procfs.h"
#include "protocol/frame.h"

#include <cmath>
#include <cstdio>
#include <sys/utsname.h>
#include <unistd.h>

namespace cg::agent {

namespace {

using nlohmann::json;

json orNull(const std::optional<std::string> &s)
{
    return s && !s->empty() ? json(*s) : json(nullptr);
}

json orNull(const std::string &s)
{
    return s.empty() ? json(nullptr) : json(s);
}

std::optional<std::string> firstLine(const std::string &path)
{
    auto text = readFile(path, 4096);
    if (!text)
        return std::nullopt;
    const auto nl = text->find('\n');
    if (nl != std::string::npos)
        text->resize(nl);
    return text;
}

json ibPorts(const std::string &sysRoot)
{
    json ports = json::array();
    for (const auto &c : HostSampler::readIbCounters(sysRoot)) {
        const auto slash = c.name.find('/');
        const std::string dir = sysRoot + "/class/infiniband/" + c.name.substr(0, slash) + "/ports/" +
                                c.name.substr(slash + 1) + "/";
        ports.push_back({{"name", c.name},
                         {"rate", orNull(firstLine(dir + "rate"))},
                         {"state", orNull(firstLine(dir + "state"))},
                         {"link_layer", orNull(firstLine(dir + "link_layer"))}});
    }
    return ports;
}

json gpuList(const Nvml &nvml)
{
    json gpus = json::array();
    for (const auto &g : nvml.gpus()) {
        char pciId[16];
        std::snprintf(pciId, sizeof pciId, "0x%08x", g.pciDeviceId);
        gpus.push_back({
            {"index", g.index},
            {"name", orNull(g.name)},
            {"uuid", orNull(g.uuid)},
            {"pci_bus_id", orNull(g.pciBusId)},
            {"pci_device_id", g.pciDeviceId ? json(pciId) : json(nullptr)},
            {"memory_total_bytes", g.memoryTotalBytes ? json(g.memoryTotalBytes) : json(nullptr)},
            {"power_limit_w", std::isfinite(g.powerLimitW) ? json(g.powerLimitW) : json(nullptr)},
            {"max_sm_clock_mhz", g.maxSmClockMHz ? json(g.maxSmClockMHz) : json(nullptr)},
            {"max_mem_clock_mhz", g.maxMemClockMHz ? json(g.maxMemClockMHz) : json(nullptr)},
        });
    }
    return gpus;
}

} // namespace

nlohmann::json hostInfo(const Nvml &nvml, const std::string &procRoot, const std::string &sysRoot)
{
    json j;
    j["agent_version"] = CLUSTERGATE_AGENT_VERSION;
    j["protocol_version"] = cg::proto::kProtocolVersion;

    char host[256] = {};
    j["hostname"] = ::gethostname(host, sizeof host - 1) == 0 ? json(std::string(host)) : json(nullptr);

    std::optional<std::string> os;
    for (const char *path : {"/etc/os-release", "/usr/lib/os-release"}) {
        if (const auto text = readFile(path, 64 * 1024)) {
            os = parseOsRelease(*text);
            break;
        }
    }
    j["os"] = orNull(os);

    utsname uts{};
    const bool haveUname = ::uname(&uts) == 0;
    j["kernel"] = haveUname ? json(std::string(uts.release)) : json(nullptr);
    j["arch"] = haveUname ? json(std::string(uts.machine)) : json(nullptr);

    std::optional<std::string> model;
    if (const auto text = readFile(procRoot + "/cpuinfo"))
        model = parseCpuModel(*text);
    // The cpuN lines of /proc/stat are the online CPUs; sysconf is the fallback where /proc is odd.
    long cores = 0;
    if (const auto text = readFile(procRoot + "/stat")) {
        if (const auto stat = parseProcStat(*text))
            cores = stat->cpuCount;
    }
    if (cores <= 0)
        cores = ::sysconf(_SC_NPROCESSORS_ONLN);
    j["cpu"] = {{"model", orNull(model)}, {"cores", cores > 0 ? json(cores) : json(nullptr)}};

    std::optional<MemInfo> mem;
    if (const auto text = readFile(procRoot + "/meminfo"))
        mem = parseMeminfo(*text);
    j["memory_total_bytes"] = mem ? json(mem->totalBytes) : json(nullptr);

    j["nvidia_driver_version"] = orNull(nvml.driverVersion());

    const CudaInfo cuda = cudaInfo();
    j["cuda"] = {{"built", cuda.built},
                 {"runtime_version", orNull(cudaVersionString(cuda.runtimeVersion))},
                 {"driver_version", orNull(cudaVersionString(cuda.driverVersion))},
                 {"reason", orNull(cuda.reason)}};
    j["nccl"] = {{"built", builtWithNccl()}, {"version", orNull(ncclVersion())}};

    j["ib_ports"] = ibPorts(sysRoot);

    j["gpus"] = gpuList(nvml);
    if (j["gpus"].empty()) {
        j["gpu_reason"] = nvml.available() ? std::string("the NVIDIA driver is loaded but reports no GPUs")
                                           : nvml.unavailableReason();
    }
    return j;
}

} // namespace cg::agent
