// SPDX-License-Identifier: GPL-3.0-or-later
// Parts of gpu_bench.h shared by the CUDA build and the build without CUDA.
#include "bench/gpu_bench.h"

namespace cg::agent::bench {

const char *copyKindName(CopyKind k)
{
    switch (k) {
    case CopyKind::HostToDevice:
        return "h2d";
    case CopyKind::DeviceToHost:
        return "d2h";
    case CopyKind::DeviceToDevice:
        return "d2d";
    case CopyKind::PeerToPeer:
        return "p2p";
    }
    return "?";
}

BenchResult unavailableResult(const std::string &benchmark, const std::string &why)
{
    BenchResult r;
    r.benchmark = benchmark;
    r.start();
    r.status = RunStatus::Unavailable;
    r.error = why;
    r.finish();
    return r;
}

} // namespace cg::agent::bench
