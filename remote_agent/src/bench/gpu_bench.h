// SPDX-License-Identifier: GPL-3.0-or-later
// The GPU benchmarks. Built with CUDA they run on the node's GPUs with the node's own cuBLASLt and NCCL
// (loaded at run time); built without CUDA every one of them returns status "unavailable" saying so.
#pragma once

#include "bench/gpu_specs.h"
#include "bench/nccl_report.h"
#include "bench/result.h"

#include <cstddef>
#include <string>
#include <vector>

namespace cg::agent::bench {

// The reason every GPU benchmark gives in an agent built without CUDA.
constexpr const char *kBuiltWithoutCuda =
    "built without CUDA: this agent cannot run GPU benchmarks (build it with -DCLUSTERGATE_WITH_CUDA=ON "
    "where the CUDA toolkit is installed); health, link and membw --device cpu work without CUDA";

struct GpuSelection
{
    std::vector<int> devices; // CUDA ordinals; empty: every visible GPU
};

struct GpuMembwOptions
{
    GpuSelection gpus;
    std::size_t arrayBytes = std::size_t(1) << 30; // per array; far beyond any L2
    RepeatOptions repeat;
};

struct GemmOptions
{
    GemmType type = GemmType::BF16;
    std::vector<int> sizes = {2048, 4096, 8192}; // square M = N = K
    GpuSelection gpus;
    RepeatOptions repeat;
};

enum class CopyKind { HostToDevice, DeviceToHost, DeviceToDevice, PeerToPeer };
const char *copyKindName(CopyKind k); // "h2d"

struct CopyOptions
{
    CopyKind kind = CopyKind::HostToDevice;
    std::size_t bytes = std::size_t(256) << 20;
    GpuSelection gpus;
    RepeatOptions repeat;
};

struct NcclOptions
{
    CollOp op = CollOp::AllReduce;
    std::size_t minBytes = 8;
    std::size_t maxBytes = std::size_t(128) << 20;
    std::size_t factor = 2;          // -f; 0 or 1: sizes grow by stepBytes instead
    std::size_t stepBytes = 1 << 20; // -i, nccl-tests' default
    int iters = 20;                  // collectives per timing, like nccl-tests -n
    int warmupIters = 1;             // -w, nccl-tests 2.19.1's default, at every size
    int root = 0;
    std::string jsonPath;          // -J FILE.json: nccl-tests' JSON output
    std::vector<std::string> args; // the command line, for that JSON
    GpuSelection gpus;             // the GPUs this process drives (one rank each)
    RepeatOptions repeat; // timings per size (1, as nccl-tests); with more the table shows their median
    // Several processes (nodes): this process's first rank, the total, and the id from `nccl-id`.
    int rank = -1;
    int nranks = 0;
    std::string idHex;
};

struct BurnOptions
{
    double seconds = 60;
    int size = 8192; // bf16 GEMM, M = N = K
    GpuSelection gpus;
};

BenchResult runGpuMembw(const GpuMembwOptions &options);
BenchResult runGemm(const GemmOptions &options);
BenchResult runCopy(const CopyOptions &options);
BenchResult runNccl(const NcclOptions &options);
BenchResult runBurn(const BurnOptions &options);

// A fresh NCCL unique id as 256 hex digits; on failure empty, with `error` (and `unavailable` true when
// it cannot work on this node at all).
std::string ncclUniqueIdHex(std::string &error, bool &unavailable);

// What the GPU benchmarks would use on this node: CUDA runtime and driver, the NVIDIA driver, and the
// cuBLASLt and NCCL found at run time with their versions, or why each is missing or too old.
nlohmann::json gpuLibraries();

// An Unavailable result for `benchmark` with `why`.
BenchResult unavailableResult(const std::string &benchmark, const std::string &why);

} // namespace cg::agent::bench
