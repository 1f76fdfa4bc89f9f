// SPDX-License-Identifier: GPL-3.0-or-later
// What the agent was built with (CUDA, NCCL) and whether the CUDA driver on this node can run it.
#pragma once

#include <string>

namespace cg::agent {

struct CudaInfo
{
    bool built = false;     // the agent was compiled with CUDA
    int runtimeVersion = 0; // 1000 * major + 10 * minor of the CUDA runtime linked in; 0 when not built
    int driverVersion = 0;  // newest CUDA version the installed driver supports; 0 when there is none
    std::string reason;     // why CUDA work cannot run here, for people; empty when it can
};

bool builtWithCuda();
bool builtWithNccl();

// Queries the driver at each call; never fails, a missing driver is reported in `reason`.
CudaInfo cudaInfo();

// "13.0" for 13000; empty for 0 or less.
std::string cudaVersionString(int version);

// The NCCL version the agent was compiled against ("2.28.9"), empty without NCCL. The agent never
// loads libnccl just to report this.
std::string ncclVersion();

} // namespace cg::agent
