// SPDX-License-Identifier: GPL-3.0-or-later
// The GPU benchmarks of an agent built without CUDA: each says so and does nothing else.
#include "bench/gpu_bench.h"

namespace cg::agent::bench {

BenchResult runGpuMembw(const GpuMembwOptions &)
{
    return unavailableResult("membw", kBuiltWithoutCuda);
}

BenchResult runGemm(const GemmOptions &)
{
    return unavailableResult("gemm", kBuiltWithoutCuda);
}

BenchResult runCopy(const CopyOptions &)
{
    return unavailableResult("copy", kBuiltWithoutCuda);
}

BenchResult runNccl(const NcclOptions &)
{
    return unavailableResult("nccl", kBuiltWithoutCuda);
}

BenchResult runBurn(const BurnOptions &)
{
    return unavailableResult("burn", kBuiltWithoutCuda);
}

nlohmann::json gpuLibraries()
{
    return {{"built_with_cuda", false}, {"reason", kBuiltWithoutCuda}};
}

std::string ncclUniqueIdHex(std::string &error, bool &unavailable)
{
    error = kBuiltWithoutCuda;
    unavailable = true;
    return {};
}

} // namespace cg::agent::bench
