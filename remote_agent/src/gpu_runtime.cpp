// SPDX-License-Identifier: GPL-3.0-or-later
#include "gpu_runtime.h"

#ifdef CLUSTERGATE_HAVE_CUDA
#include <cuda_runtime_api.h>
#endif
#ifdef CLUSTERGATE_HAVE_NCCL
#include <nccl.h>
#endif

namespace cg::agent {

bool builtWithCuda()
{
#ifdef CLUSTERGATE_HAVE_CUDA
    return true;
#else
    return false;
#endif
}

bool builtWithNccl()
{
#ifdef CLUSTERGATE_HAVE_NCCL
    return true;
#else
    return false;
#endif
}

std::string cudaVersionString(int version)
{
    if (version <= 0)
        return {};
    return std::to_string(version / 1000) + "." + std::to_string((version % 1000) / 10);
}

CudaInfo cudaInfo()
{
    CudaInfo info;
#ifdef CLUSTERGATE_HAVE_CUDA
    info.built = true;
    int v = 0;
    if (cudaRuntimeGetVersion(&v) == cudaSuccess)
        info.runtimeVersion = v;
    v = 0;
    // Loads libcuda.so.1 if present; without a driver it reports 0 rather than failing.
    const cudaError_t rc = cudaDriverGetVersion(&v);
    if (rc != cudaSuccess) {
        const char *s = cudaGetErrorString(rc);
        info.reason = std::string("CUDA driver query failed: ") + (s ? s : "unknown error");
    } else if (v <= 0) {
        info.reason = "no NVIDIA CUDA driver on this node (libcuda.so.1 could not be loaded)";
    } else {
        info.driverVersion = v;
        // Within one major version, minor-version compatibility lets a newer runtime run.
        if (info.runtimeVersion / 1000 > v / 1000)
            info.reason = "the NVIDIA driver supports CUDA up to " + cudaVersionString(v) +
                          " but the agent was built with CUDA " + cudaVersionString(info.runtimeVersion) +
                          "; update the driver to run GPU benchmarks";
    }
#else
    info.reason = "not built with CUDA";
#endif
    return info;
}

std::string ncclVersion()
{
#if defined(CLUSTERGATE_HAVE_NCCL) && defined(NCCL_MAJOR) && defined(NCCL_MINOR) && defined(NCCL_PATCH)
    return std::to_string(NCCL_MAJOR) + "." + std::to_string(NCCL_MINOR) + "." + std::to_string(NCCL_PATCH);
#else
    return {};
#endif
}

} // namespace cg::agent
