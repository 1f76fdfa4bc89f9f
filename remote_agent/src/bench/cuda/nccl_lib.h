// SPDX-License-Identifier: GPL-3.0-or-later
// The node's own NCCL, opened at run time. The few types and entry points used are declared here with
// the layout of the public nccl.h (stable since NCCL 2.0), so building needs no NCCL headers.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <string>

namespace cg::agent::bench::cuda {

namespace ncclabi {
using Result = int; // ncclResult_t
constexpr Result kSuccess = 0;
using Comm = struct ncclComm *;
struct UniqueId
{
    char internal[128];
};
using DataType = int; // ncclDataType_t
constexpr DataType kInt8 = 0;
constexpr DataType kUint64 = 5;
constexpr DataType kFloat32 = 7;
constexpr DataType kFloat64 = 8;
using RedOp = int; // ncclRedOp_t
constexpr RedOp kSum = 0;
constexpr RedOp kMin = 3;
} // namespace ncclabi

struct NcclLib
{
    using R = ncclabi::Result;
    using Comm = ncclabi::Comm;
    using Id = ncclabi::UniqueId;
    using T = ncclabi::DataType;
    using Op = ncclabi::RedOp;

    std::string path;
    int version = 0; // ncclGetVersion()

    R (*getUniqueId)(Id *) = nullptr;
    R (*commInitRank)(Comm *, int, Id, int) = nullptr;
    R (*commInitAll)(Comm *, int, const int *) = nullptr;
    R (*commDestroy)(Comm) = nullptr;
    R (*commAbort)(Comm) = nullptr;
    R (*commGetAsyncError)(Comm, R *) = nullptr;
    const char *(*errorString)(R) = nullptr;
    const char *(*lastError)(Comm) = nullptr; // NCCL 2.13+, may be null
    R (*groupStart)() = nullptr;
    R (*groupEnd)() = nullptr;
    R (*allReduce)(const void *, void *, std::size_t, T, Op, Comm, cudaStream_t) = nullptr;
    R (*allGather)(const void *, void *, std::size_t, T, Comm, cudaStream_t) = nullptr;
    R (*reduceScatter)(const void *, void *, std::size_t, T, Op, Comm, cudaStream_t) = nullptr;
    R (*broadcast)(const void *, void *, std::size_t, T, int, Comm, cudaStream_t) = nullptr;
    R (*reduce)(const void *, void *, std::size_t, T, Op, int, Comm, cudaStream_t) = nullptr;
    R (*send)(const void *, std::size_t, T, int, Comm, cudaStream_t) = nullptr;
    R (*recv)(void *, std::size_t, T, int, Comm, cudaStream_t) = nullptr;

    std::string versionString() const; // "2.21.5"
    // Throws Failure("what: NCCL's text") unless r is success.
    void check(R r, const std::string &what, Comm comm = nullptr) const;

    // Opens the library once (CLUSTERGATE_NCCL names a file to use instead); throws Unavailable with
    // what is missing or too old.
    static const NcclLib &load();
};

} // namespace cg::agent::bench::cuda
