// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/cuda/cublaslt.h"

#include "bench/cuda/cuda_util.h"
#include "gpu_runtime.h"

#include <cstdlib>
#include <dlfcn.h>
#include <memory>
#include <mutex>
#include <vector>

namespace cg::agent::bench::cuda {

namespace {

// cublasLtMatmul and the descriptors it takes have kept their ABI since CUDA 11.0.
constexpr std::size_t kMinVersion = 110000;

std::vector<std::string> candidates()
{
    std::vector<std::string> out;
    if (const char *explicitPath = std::getenv("CLUSTERGATE_CUBLASLT"); explicitPath && *explicitPath)
        return {explicitPath};
    const int ownMajor = cudaInfo().runtimeVersion / 1000;
    std::vector<int> majors = {ownMajor};
    for (int m : {13, 12, 11})
        if (m != ownMajor)
            majors.push_back(m);
    for (int m : majors)
        out.push_back("libcublasLt.so." + std::to_string(m));
    out.push_back("libcublasLt.so");
    // Toolkits not registered with ld.so.conf.
    for (int m : majors)
        out.push_back("/usr/local/cuda/lib64/libcublasLt.so." + std::to_string(m));
    return out;
}

template <typename Fn> void resolve(void *lib, const char *name, Fn &out, std::string &missing)
{
    out = reinterpret_cast<Fn>(::dlsym(lib, name));
    if (!out)
        missing += (missing.empty() ? "" : ", ") + std::string(name);
}

} // namespace

std::string CublasLt::versionString() const
{
    return std::to_string(version / 10000) + "." + std::to_string(version / 100 % 100) + "." +
           std::to_string(version % 100);
}

std::string CublasLt::describe(cublasStatus_t s) const
{
    const char *text = statusString ? statusString(s) : nullptr;
    return text ? std::string(text) : "cuBLAS status " + std::to_string(int(s));
}

const CublasLt &CublasLt::load()
{
    static std::once_flag once;
    static std::unique_ptr<CublasLt> lib;
    static std::string error;
    std::call_once(once, [] {
        void *handle = nullptr;
        std::string path;
        for (const std::string &c : candidates()) {
            handle = ::dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL);
            if (handle) {
                path = c;
                break;
            }
        }
        if (!handle) {
            error =
                "cuBLASLt is not installed on this node (libcublasLt.so.13, .12 or .11 not found; install "
                "the "
                "CUDA toolkit's cuBLAS, add its directory to LD_LIBRARY_PATH, or set CLUSTERGATE_CUBLASLT)";
            return;
        }
        auto l = std::make_unique<CublasLt>();
        l->path = path;
        std::string missing;
        decltype(&::cublasLtGetVersion) getVersion = nullptr;
        decltype(&::cublasLtGetCudartVersion) getCudart = nullptr;
        resolve(handle, "cublasLtGetVersion", getVersion, missing);
        resolve(handle, "cublasLtGetCudartVersion", getCudart, missing);
        resolve(handle, "cublasLtCreate", l->create, missing);
        resolve(handle, "cublasLtDestroy", l->destroy, missing);
        resolve(handle, "cublasLtMatmulDescCreate", l->descCreate, missing);
        resolve(handle, "cublasLtMatmulDescDestroy", l->descDestroy, missing);
        resolve(handle, "cublasLtMatmulDescSetAttribute", l->descSet, missing);
        resolve(handle, "cublasLtMatrixLayoutCreate", l->layoutCreate, missing);
        resolve(handle, "cublasLtMatrixLayoutDestroy", l->layoutDestroy, missing);
        resolve(handle, "cublasLtMatmulPreferenceCreate", l->prefCreate, missing);
        resolve(handle, "cublasLtMatmulPreferenceDestroy", l->prefDestroy, missing);
        resolve(handle, "cublasLtMatmulPreferenceSetAttribute", l->prefSet, missing);
        resolve(handle, "cublasLtMatmulAlgoGetHeuristic", l->heuristic, missing);
        resolve(handle, "cublasLtMatmul", l->matmul, missing);
        l->statusString =
            reinterpret_cast<decltype(l->statusString)>(::dlsym(handle, "cublasLtGetStatusString"));
        if (!missing.empty()) {
            error = path + " is too old or not cuBLASLt: it lacks " + missing;
            return;
        }
        l->version = getVersion();
        l->cudartVersion = getCudart();
        if (l->version < kMinVersion) {
            error = "cuBLASLt " + l->versionString() + " (" + path +
                    ") is too old: the GEMM benchmarks need 11.0 or newer";
            return;
        }
        const int driver = cudaInfo().driverVersion;
        if (driver > 0 && int(l->cudartVersion) / 1000 > driver / 1000) {
            error = "cuBLASLt " + l->versionString() + " (" + path + ") was built for CUDA " +
                    cudaVersionString(int(l->cudartVersion)) + " but the driver supports CUDA up to " +
                    cudaVersionString(driver) + ": install the cuBLAS that matches the driver";
            return;
        }
        lib = std::move(l);
    });
    if (!lib)
        throw Unavailable(error);
    return *lib;
}

} // namespace cg::agent::bench::cuda
