// SPDX-License-Identifier: GPL-3.0-or-later
// The arithmetic of nccl-tests, transcribed from its release 2.19.1 (src/common.cu, src/all_gather.cu,
// src/reduce_scatter.cu, src/alltoall.cu, src/all_reduce.cu, src/broadcast.cu, src/reduce.cu): the byte
// counts of each collective, algbw and busbw, the size sweep and the warm-up sizes, the per-iteration
// buffer shift, how a size on the command line is read, and the memory limit on the largest size.
// No CUDA here, so every rule is unit-tested on machines without a GPU.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cg::agent::bench {

// The nccl-tests release whose rules, table and JSON output the agent reproduces.
constexpr const char *kNcclTestsRelease = "2.19.1";

enum class CollOp { AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast, Reduce };

std::optional<CollOp> parseCollOp(std::string_view name); // "allreduce", "all_reduce", ...
const char *collOpName(CollOp op);                        // "allreduce"
const char *ncclTestsProgram(CollOp op);                  // "all_reduce_perf"
bool collHasRoot(CollOp op);                              // broadcast, reduce
bool collReduces(CollOp op);                              // allreduce, reducescatter, reduce
// nccl-tests does not check in-place alltoall (alltoall.cu sets reportErrors = 0): its #wrong column
// says N/A and it never counts as out of bounds.
bool collChecksInPlace(CollOp op);

// busbw = algbw x factor, n ranks: AllReduce 2(n-1)/n; ReduceScatter, AllGather, AlltoAll (n-1)/n;
// Broadcast, Reduce 1 (the getBw functions of each collective's .cu file).
double busBwFactor(CollOp op, int nranks);

// Element counts for one test size (getCollByteCount). `count` is the size in bytes divided by the
// element size. Since nccl-tests 2.13.12 allgather, reducescatter and alltoall trim the per-rank count
// to whole 16 bytes: (count/nranks) & ~(16/eltSize - 1).
struct CollCounts
{
    std::size_t sendCount = 0;    // elements each rank sends
    std::size_t recvCount = 0;    // elements each rank receives
    std::size_t paramCount = 0;   // the count passed to NCCL (printed in the "count" column)
    std::size_t sendInPlace = 0;  // in-place: offset (elements) x rank of the send buffer in recvbuff
    std::size_t recvInPlace = 0;  // in-place: offset (elements) x rank of the receive part
    std::size_t printedBytes = 0; // the "size" column: max(send, recv) bytes
};
CollCounts collCounts(CollOp op, std::size_t count, int nranks, std::size_t elementSize);
// setupArgs: the counts for a size in bytes.
CollCounts collCountsForSize(CollOp op, std::size_t bytes, int nranks, std::size_t elementSize);

// getBw: algbw and busbw in GB/s (1e9) for `paramCount` elements moved in `seconds`.
struct Bandwidth
{
    double alg = 0;
    double bus = 0;
};
Bandwidth collBandwidth(CollOp op, std::size_t paramCount, std::size_t elementSize, double seconds,
                        int nranks);

// getBuffSize: the send and receive buffer bytes nccl-tests sizes for `maxBytes` (element size 1).
// AllocateBuffs then allocates maxBytes for both send and receive buffers.
CollCounts collBuffers(CollOp op, std::size_t maxBytes, int nranks);

// startColl: both buffers move by max(sendBytes, recvBytes) each iteration so that no two consecutive
// iterations touch the same bytes: shift = total x (iter % (maxBytes / total)); 0 when total is 0.
std::size_t bufferShift(std::size_t sendBytes, std::size_t recvBytes, std::size_t maxBytes, long long iter);

// The benchmark's sizes (TimeTest): from minBytes while <= maxBytes, times stepFactor when it is above 1,
// else plus stepBytes. Refused with the reason (what nccl-tests would do instead) when the loop would not
// end (0 x factor, + 0), would wrap around, or would give more than kMaxSweepSizes sizes.
constexpr std::size_t kMaxSweepSizes = 100000;
struct Sweep
{
    std::vector<std::size_t> sizes;
    std::string error;
};
Sweep sizeSweep(std::size_t minBytes, std::size_t maxBytes, std::size_t stepFactor, std::size_t stepBytes);
// The warm-up before the benchmark (since nccl-tests 2.16.8): every size from minBytes doubling while
// <= maxBytes, whatever the step, warmup_iters out-of-place collectives each. Empty when minBytes is 0.
std::vector<std::size_t> warmupSizes(std::size_t minBytes, std::size_t maxBytes);

// parsesize: sscanf("%lf %1s"), then K, M or G (either case: 1024, 1024^2, 1024^3) on the first
// character after the number; anything after that character is ignored ("1MB" is 1 MiB). "1.5M",
// "0.5G", "1e3", "0x10" are numbers like any other; fractions are cut off when the product becomes a
// size ("1.5" is 1). nccl-tests refuses a negative result or an unknown unit; the agent also refuses
// what nccl-tests leaves undefined (not a number, infinite, beyond 2^64 - 1), saying so in `error`.
std::optional<std::size_t> parseByteSize(std::string_view text, std::string *error = nullptr);

// run(): "Reserve 1GiB of memory for each 16GiB installed, but limit to a max of 4GiB", plus 1 GiB for
// the rest, and sendbuff, recvbuff and (when checking) expected out of what remains. Returns the
// largest maxBytes the smallest GPU allows.
std::size_t memoryLimitedMaxBytes(std::size_t smallestGpuMemory, bool dataCheck);

} // namespace cg::agent::bench
