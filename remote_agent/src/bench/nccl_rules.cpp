// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/nccl_rules.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>

namespace cg::agent::bench {

std::optional<CollOp> parseCollOp(std::string_view name)
{
    std::string n;
    for (char c : name) {
        if (c != '_' && c != '-')
            n.push_back(char(std::tolower(static_cast<unsigned char>(c))));
    }
    if (n == "allreduce")
        return CollOp::AllReduce;
    if (n == "allgather")
        return CollOp::AllGather;
    if (n == "reducescatter")
        return CollOp::ReduceScatter;
    if (n == "alltoall")
        return CollOp::AllToAll;
    if (n == "broadcast")
        return CollOp::Broadcast;
    if (n == "reduce")
        return CollOp::Reduce;
    return std::nullopt;
}

const char *collOpName(CollOp op)
{
    switch (op) {
    case CollOp::AllReduce:
        return "allreduce";
    case CollOp::AllGather:
        return "allgather";
    case CollOp::ReduceScatter:
        return "reducescatter";
    case CollOp::AllToAll:
        return "alltoall";
    case CollOp::Broadcast:
        return "broadcast";
    case CollOp::Reduce:
        return "reduce";
    }
    return "?";
}

const char *ncclTestsProgram(CollOp op)
{
    switch (op) {
    case CollOp::AllReduce:
        return "all_reduce_perf";
    case CollOp::AllGather:
        return "all_gather_perf";
    case CollOp::ReduceScatter:
        return "reduce_scatter_perf";
    case CollOp::AllToAll:
        return "alltoall_perf";
    case CollOp::Broadcast:
        return "broadcast_perf";
    case CollOp::Reduce:
        return "reduce_perf";
    }
    return "?";
}

bool collHasRoot(CollOp op)
{
    return op == CollOp::Broadcast || op == CollOp::Reduce;
}

bool collReduces(CollOp op)
{
    return op == CollOp::AllReduce || op == CollOp::ReduceScatter || op == CollOp::Reduce;
}

bool collChecksInPlace(CollOp op)
{
    return op != CollOp::AllToAll;
}

double busBwFactor(CollOp op, int nranks)
{
    if (nranks <= 0)
        return 0;
    switch (op) {
    case CollOp::AllReduce:
        return 2.0 * double(nranks - 1) / double(nranks);
    case CollOp::AllGather:
    case CollOp::ReduceScatter:
    case CollOp::AllToAll:
        return double(nranks - 1) / double(nranks);
    case CollOp::Broadcast:
    case CollOp::Reduce:
        return 1.0;
    }
    return 0;
}

CollCounts collCounts(CollOp op, std::size_t count, int nranks, std::size_t elementSize)
{
    CollCounts c;
    const auto n = std::size_t(nranks > 0 ? nranks : 1);
    const std::size_t elt = elementSize ? elementSize : 1;
    // (count/nranks) & ~(16/eltSize - 1): whole 16-byte lines per rank (eltSize <= 16).
    const std::size_t base = (count / n) & ~(16 / elt - 1);
    switch (op) {
    case CollOp::AllReduce:
    case CollOp::Broadcast:
    case CollOp::Reduce:
        c.sendCount = c.recvCount = c.paramCount = count;
        break;
    case CollOp::AllGather:
        c.sendCount = base;
        c.recvCount = base * n;
        c.paramCount = base;
        c.sendInPlace = base;
        break;
    case CollOp::ReduceScatter:
        c.sendCount = base * n;
        c.recvCount = base;
        c.paramCount = base;
        c.recvInPlace = base;
        break;
    case CollOp::AllToAll:
        c.paramCount = base;
        c.sendCount = c.recvCount = n * base;
        break;
    }
    c.printedBytes = std::max(c.sendCount, c.recvCount) * elt;
    return c;
}

CollCounts collCountsForSize(CollOp op, std::size_t bytes, int nranks, std::size_t elementSize)
{
    return collCounts(op, bytes / (elementSize ? elementSize : 1), nranks, elementSize);
}

Bandwidth collBandwidth(CollOp op, std::size_t paramCount, std::size_t elementSize, double seconds,
                        int nranks)
{
    // baseBw = (double)(count * typesize [* nranks]) / 1.0E9 / sec, then busBw = baseBw * factor.
    const auto n = std::size_t(nranks > 0 ? nranks : 0);
    std::size_t bytes = paramCount * elementSize;
    if (op == CollOp::AllGather || op == CollOp::ReduceScatter || op == CollOp::AllToAll)
        bytes *= n;
    Bandwidth b;
    b.alg = double(bytes) / 1.0E9 / seconds;
    b.bus = b.alg * busBwFactor(op, nranks);
    return b;
}

CollCounts collBuffers(CollOp op, std::size_t maxBytes, int nranks)
{
    return collCounts(op, maxBytes, nranks, 1);
}

std::size_t bufferShift(std::size_t sendBytes, std::size_t recvBytes, std::size_t maxBytes, long long iter)
{
    const std::size_t total = std::max(sendBytes, recvBytes);
    const std::size_t steps = total ? maxBytes / total : 1;
    if (steps == 0 || iter < 0)
        return 0;
    return total * (std::size_t(iter) % steps);
}

Sweep sizeSweep(std::size_t minBytes, std::size_t maxBytes, std::size_t stepFactor, std::size_t stepBytes)
{
    Sweep s;
    if (minBytes > maxBytes) {
        s.error = "invalid sizes for 'minbytes' and 'maxbytes': " + std::to_string(minBytes) + " > " +
                  std::to_string(maxBytes);
        return s;
    }
    const bool byFactor = stepFactor > 1;
    if (byFactor && minBytes == 0) {
        s.error = "a minimum size of 0 never grows by a factor (nccl-tests would not finish)";
        return s;
    }
    if (!byFactor && stepBytes == 0) {
        s.error = "a step of 0 bytes never reaches the maximum size (nccl-tests would not finish)";
        return s;
    }
    for (std::size_t size = minBytes; size <= maxBytes;) {
        if (s.sizes.size() == kMaxSweepSizes) {
            s.sizes.clear();
            s.error = "more than " + std::to_string(kMaxSweepSizes) + " sizes from " +
                      std::to_string(minBytes) + " to " + std::to_string(maxBytes) +
                      " bytes; choose a larger step";
            return s;
        }
        s.sizes.push_back(size);
        const std::size_t max = std::numeric_limits<std::size_t>::max();
        if (byFactor ? size > max / stepFactor : size > max - stepBytes)
            break; // the next size would wrap around; nothing beyond SIZE_MAX is <= maxBytes anyway
        size = byFactor ? size * stepFactor : size + stepBytes;
    }
    return s;
}

std::vector<std::size_t> warmupSizes(std::size_t minBytes, std::size_t maxBytes)
{
    std::vector<std::size_t> out;
    if (minBytes == 0)
        return out;
    for (std::size_t size = minBytes; size <= maxBytes; size *= 2) {
        out.push_back(size);
        if (size > std::numeric_limits<std::size_t>::max() / 2)
            break;
    }
    return out;
}

std::optional<std::size_t> parseByteSize(std::string_view text, std::string *error)
{
    auto fail = [&](const std::string &why) -> std::optional<std::size_t> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (text.size() > 256 || text.find('\0') != std::string_view::npos)
        return fail("not a size");
    const std::string value(text);
    double size = 0;
    char lit[2] = {0, 0};
    // nccl-tests' own conversion, so that every spelling it reads is read the same way.
    const int count = std::sscanf(value.c_str(), "%lf %1s", &size, lit);
    double units = 1;
    switch (count) {
    case 2:
        switch (lit[0]) {
        case 'G':
        case 'g':
            units = 1024.0 * 1024 * 1024;
            break;
        case 'M':
        case 'm':
            units = 1024.0 * 1024;
            break;
        case 'K':
        case 'k':
            units = 1024;
            break;
        default:
            return fail(std::string("unknown unit '") + lit[0] + "'");
        }
        break;
    case 1:
        break;
    default:
        return fail("not a size");
    }
    const double parsed = size * units;
    if (std::isnan(parsed))
        return fail("not a number");
    if (parsed < 0)
        return fail("negative");
    // 2^64 is the first double a size_t cannot hold.
    if (!std::isfinite(parsed) || parsed >= 18446744073709551616.0)
        return fail("larger than 2^64 - 1 bytes");
    if (error)
        error->clear();
    return std::size_t(parsed);
}

std::size_t memoryLimitedMaxBytes(std::size_t smallestGpuMemory, bool dataCheck)
{
    constexpr std::size_t GB = std::size_t(1) << 30;
    const std::size_t blocks = smallestGpuMemory / (16 * GB) + (smallestGpuMemory % (16 * GB) != 0);
    const std::size_t reserve = std::min(blocks * GB, 4 * GB); // DIVUP(maxMem, 16*GB) * 1*GB
    if (smallestGpuMemory < reserve + GB)
        return 0;
    return (smallestGpuMemory - reserve - GB) / (dataCheck ? 3 : 2);
}

} // namespace cg::agent::bench
