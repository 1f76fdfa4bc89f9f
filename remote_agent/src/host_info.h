// SPDX-License-Identifier: GPL-3.0-or-later
// Static facts about the node, sent once in the Hello frame and printed by `clustergate-agent info`.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace cg::agent {

class Nvml;

// Keys: agent_version, protocol_version, hostname, os, kernel, arch, cpu {model, cores},
// memory_total_bytes, nvidia_driver_version, cuda {built, runtime_version, driver_version, reason},
// nccl {built, version}, ib_ports [{name, rate, state, link_layer}], gpus [{index, name, uuid,
// pci_bus_id, pci_device_id, memory_total_bytes, power_limit_w, max_sm_clock_mhz, max_mem_clock_mhz}]
// and, only when gpus is empty, gpu_reason. Unknown values are null, never missing.
nlohmann::json hostInfo(const Nvml &nvml, const std::string &procRoot = "/proc",
                        const std::string &sysRoot = "/sys");

} // namespace cg::agent
