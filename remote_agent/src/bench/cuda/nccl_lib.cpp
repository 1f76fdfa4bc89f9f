// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/cuda/nccl_lib.h"

#include "bench/cuda/cuda_util.h"

#if __has_include(<nccl.h>)
#include <nccl.h>
// The declarations in nccl_lib.h must match the real header wherever one is at hand.
static_assert(sizeof(ncclUniqueId) == sizeof(cg::agent::bench::cuda::ncclabi::UniqueId), "ncclUniqueId size");
static_assert(int(ncclFloat32) == cg::agent::bench::cuda::ncclabi::kFloat32, "ncclFloat32");
static_assert(int(ncclFloat64) == cg::agent::bench::cuda::ncclabi::kFloat64, "ncclFloat64");
static_assert(int(ncclUint64) == cg::agent::bench::cuda::ncclabi::kUint64, "ncclUint64");
static_assert(int(ncclSum) == cg::agent::bench::cuda::ncclabi::kSum, "ncclSum");
static_assert(int(ncclSuccess) == cg::agent::bench::cuda::ncclabi::kSuccess, "ncclSuccess");
#endif

#include <cstdlib>
#include <dlfcn.h>
#include <memory>
#include <mutex>
#include <vector>

namespace cg::agent::bench::cuda {

namespace {

// ncclSend/ncclRecv (alltoall) arrived in 2.7.
constexpr int kMinVersion = 20700;

// Codes were major*1000 + minor*100 + patch before 2.9, major*10000 + minor*100 + patch since.
int normalise(int code)
{
    return code < 10000 ? (code / 1000) * 10000 + (code % 1000) : code;
}

template <typename Fn> void resolve(void *lib, const char *name, Fn &out, std::string &missing)
{
    out = reinterpret_cast<Fn>(::dlsym(lib, name));
    if (!out)
        missing += (missing.empty() ? "" : ", ") + std::string(name);
}

} // namespace

std::string NcclLib::versionString() const
{
    return std::to_string(version / 10000) + "." + std::to_string(version / 100 % 100) + "." +
           std::to_string(version % 100);
}

void NcclLib::check(R r, const std::string &what, Comm comm) const
{
    if (r == ncclabi::kSuccess)
        return;
    std::string text = errorString ? errorString(r) : "NCCL error " + std::to_string(r);
    if (lastError) {
        const char *last = lastError(comm);
        if (last && *last)
            text += " (" + std::string(last) + ")";
    }
    throw Failure(what + ": " + text);
}

const NcclLib &NcclLib::load()
{
    static std::once_flag once;
    static std::unique_ptr<NcclLib> lib;
    static std::string error;
    std::call_once(once, [] {
        std::vector<std::string> candidates;
        if (const char *p = std::getenv("CLUSTERGATE_NCCL"); p && *p)
            candidates = {p};
        else
            candidates = {"libnccl.so.2", "libnccl.so", "/usr/local/cuda/lib64/libnccl.so.2",
                          "/usr/lib/x86_64-linux-gnu/libnccl.so.2"};
        void *handle = nullptr;
        std::string path;
        for (const auto &c : candidates) {
            // RTLD_GLOBAL: NCCL's network plugins (libnccl-net.so) look for NCCL's symbols.
            handle = ::dlopen(c.c_str(), RTLD_NOW | RTLD_GLOBAL);
            if (handle) {
                path = c;
                break;
            }
        }
        if (!handle) {
            error = "NCCL is not installed on this node (libnccl.so.2 not found; install libnccl2, add its "
                    "directory to LD_LIBRARY_PATH, or set CLUSTERGATE_NCCL)";
            return;
        }
        auto l = std::make_unique<NcclLib>();
        l->path = path;
        std::string missing;
        NcclLib::R (*getVersion)(int *) = nullptr;
        resolve(handle, "ncclGetVersion", getVersion, missing);
        resolve(handle, "ncclGetUniqueId", l->getUniqueId, missing);
        resolve(handle, "ncclCommInitRank", l->commInitRank, missing);
        resolve(handle, "ncclCommInitAll", l->commInitAll, missing);
        resolve(handle, "ncclCommDestroy", l->commDestroy, missing);
        resolve(handle, "ncclCommAbort", l->commAbort, missing);
        resolve(handle, "ncclCommGetAsyncError", l->commGetAsyncError, missing);
        resolve(handle, "ncclGetErrorString", l->errorString, missing);
        resolve(handle, "ncclGroupStart", l->groupStart, missing);
        resolve(handle, "ncclGroupEnd", l->groupEnd, missing);
        resolve(handle, "ncclAllReduce", l->allReduce, missing);
        resolve(handle, "ncclAllGather", l->allGather, missing);
        resolve(handle, "ncclReduceScatter", l->reduceScatter, missing);
        resolve(handle, "ncclBroadcast", l->broadcast, missing);
        resolve(handle, "ncclReduce", l->reduce, missing);
        resolve(handle, "ncclSend", l->send, missing);
        resolve(handle, "ncclRecv", l->recv, missing);
        l->lastError = reinterpret_cast<decltype(l->lastError)>(::dlsym(handle, "ncclGetLastError"));
        int code = 0;
        if (getVersion)
            getVersion(&code);
        l->version = normalise(code);
        if (l->version && l->version < kMinVersion) {
            error = "NCCL " + l->versionString() + " (" + path +
                    ") is too old: the collective benchmarks need 2.7 or newer";
            return;
        }
        if (!missing.empty()) {
            error = path + " is too old or not NCCL: it lacks " + missing;
            return;
        }
        lib = std::move(l);
    });
    if (!lib)
        throw Unavailable(error);
    return *lib;
}

} // namespace cg::agent::bench::cuda
