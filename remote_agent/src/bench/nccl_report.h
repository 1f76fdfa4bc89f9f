// SPDX-License-Identifier: GPL-3.0-or-later
// Collective sizes, bus-bandwidth factors and the output table, computed and printed exactly the way
// nccl-tests does (all_reduce_perf and friends), so users can put the two side by side.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cg::agent::bench {

enum class CollOp { AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast, Reduce };

std::optional<CollOp> parseCollOp(std::string_view name); // "allreduce", "all_reduce", ...
const char *collOpName(CollOp op);                        // "allreduce"
const char *ncclTestsProgram(CollOp op);                  // "all_reduce_perf"
bool collHasRoot(CollOp op);                              // broadcast, reduce
bool collReduces(CollOp op);                              // allreduce, reducescatter, reduce

// busbw = algbw x factor, n ranks: AllReduce 2(n-1)/n; ReduceScatter, AllGather, AlltoAll (n-1)/n;
// Broadcast, Reduce 1. The factor makes busbw comparable with the link's hardware peak.
double busBwFactor(CollOp op, int nranks);

// Element counts for one test size, as nccl-tests derives them from `count` = bytes / element size.
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

// Sizes from minBytes to maxBytes, multiplying by factor (> 1) each step; both ends included when
// reached exactly. Empty when min > max or factor < 2.
std::vector<std::size_t> sizeSweep(std::size_t minBytes, std::size_t maxBytes, std::size_t factor);

// "8", "1K", "32M", "8G" (binary units, like nccl-tests); nullopt when not a size.
std::optional<std::size_t> parseByteSize(std::string_view text);

struct NcclMeasurement
{
    double timeUs = 0;
    double algBw = 0; // GB/s (1e9)
    double busBw = 0; // GB/s
    std::int64_t wrong = 0;
};

struct NcclRow
{
    std::size_t bytes = 0;
    std::size_t count = 0;
    std::string type = "float";
    std::string redop = "sum"; // "none" for ops that do not reduce
    int root = -1;
    NcclMeasurement outOfPlace;
    NcclMeasurement inPlace;
};

// algbw and busbw for `bytes` (the size column) moved in `seconds`.
NcclMeasurement ncclMeasurement(CollOp op, int nranks, std::size_t bytes, double seconds, std::int64_t wrong);

// The table header of current nccl-tests: a "#" line, then out-of-place / in-place, the column names
// and their units (each name and unit line ends in a space, as nccl-tests prints them).
std::string ncclTableHeader();
std::string ncclTableRow(const NcclRow &row);
// "# Out of bounds values : N OK|FAILED", "# Avg bus bandwidth    : X ", "#",
// "# Collective test concluded: PROGRAM", "#".
std::string ncclTableFooter(const std::string &program, int sizesWithErrors, double avgBusBw);
// The average of busbw over every row, out-of-place and in-place (nccl-tests' footer figure).
double ncclAverageBusBw(const std::vector<NcclRow> &rows);
// nccl-tests' number columns (its getFloatStr): 2 decimals while they fit the width, then 1, then 0,
// then scientific notation. Time is 7 wide, bandwidths 6.
std::string ncclTimeColumn(double us);
std::string ncclBandwidthColumn(double gbs);

} // namespace cg::agent::bench
