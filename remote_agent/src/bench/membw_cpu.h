// SPDX-License-Identifier: GPL-3.0-or-later
// Host memory bandwidth, STREAM style: copy, scale, add and triad over three arrays far larger than the
// caches, one slice per thread.
#pragma once

#include "bench/result.h"

#include <cstddef>
#include <string>

namespace cg::agent::bench {

struct CpuMembwOptions
{
    std::size_t arrayBytes = 0; // per array; 0: 4 x the last-level cache, at least 64 MiB
    int threads = 0;            // 0: one per online CPU
    RepeatOptions repeat;
    std::string procRoot = "/proc";
    std::string sysRoot = "/sys";
};

// The array size STREAM's rule asks for on this machine: each array at least four times the size of
// the last-level caches together, but no more than an eighth of the available memory.
std::size_t defaultCpuArrayBytes(const std::string &procRoot, const std::string &sysRoot);

BenchResult runCpuMembw(const CpuMembwOptions &options);

} // namespace cg::agent::bench
