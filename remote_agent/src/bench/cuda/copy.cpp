// SPDX-License-Identifier: GPL-3.0-or-later
// `bench copy`: host-device, device-local and peer bandwidth over pinned memory, each both with the
// copy engines (cudaMemcpy) and with the SMs (a copy kernel), like nvbandwidth's *_ce and *_sm tests.
#include "bench/cuda/cuda_util.h"
#include "bench/cuda/kernels.h"

#include <functional>

namespace cg::agent::bench {

using namespace cuda;

namespace {

// Runs `enqueue` warmup + repetitions times on `stream`, timed by events; GB/s for `bytes` per run.
std::vector<double> timeCopies(const RepeatOptions &rep, std::size_t bytes, cudaStream_t stream,
                               const std::function<void()> &enqueue)
{
    Event start, stop;
    std::vector<double> rates;
    for (int i = 0; i < rep.warmup + rep.repetitions; ++i) {
        check(cudaEventRecord(start.get(), stream), "timing on the GPU");
        enqueue();
        check(cudaEventRecord(stop.get(), stream), "timing on the GPU");
        const double ms = elapsedMs(start, stop);
        if (i >= rep.warmup)
            rates.push_back(ms > 0 ? double(bytes) / (ms / 1000.0) / 1e9 : 0);
    }
    return rates;
}

} // namespace

BenchResult runCopy(const CopyOptions &o)
{
    const std::string kind = copyKindName(o.kind);
    return guarded("copy", o.repeat, [&](BenchResult &r, const Nvml &nvml) {
        const std::vector<Gpu> gpus = selectGpus(o.gpus);
        r.parameters = {{"kind", kind}, {"bytes", o.bytes}, {"host_memory", "pinned"}};
        for (const Gpu &g : gpus)
            r.devices.push_back(deviceJson(g));
        if (o.kind == CopyKind::PeerToPeer && gpus.size() < 2)
            throw Unavailable("p2p needs at least two GPUs; " + std::to_string(gpus.size()) +
                              " selected here");
        r.gpuState["start"] = gpuState(nvml, gpus);
        const std::string ce = "copy." + kind + ".ce", sm = "copy." + kind + ".sm";

        if (o.kind == CopyKind::HostToDevice || o.kind == CopyKind::DeviceToHost) {
            PinnedBuffer host(o.bytes, true);
            const bool toDevice = o.kind == CopyKind::HostToDevice;
            for (const Gpu &g : gpus) {
                DeviceBuffer dev(g.ordinal, o.bytes);
                Stream s(g.ordinal);
                void *mapped = nullptr;
                check(cudaHostGetDevicePointer(&mapped, host.get(), 0),
                      "mapping pinned memory into " + g.device());
                const cudaMemcpyKind dir = toDevice ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
                void *dst = toDevice ? dev.get() : host.get();
                const void *src = toDevice ? host.get() : dev.get();
                r.addMetric(ce, g.device(), "GB/s", timeCopies(o.repeat, o.bytes, s.get(), [&] {
                                check(cudaMemcpyAsync(dst, src, o.bytes, dir, s.get()), "copying");
                            }));
                void *smDst = toDevice ? dev.get() : mapped;
                const void *smSrc = toDevice ? mapped : dev.get();
                r.addMetric(sm, g.device(), "GB/s", timeCopies(o.repeat, o.bytes, s.get(), [&] {
                                checkLaunch(kernels::smCopy(smDst, smSrc, o.bytes, s.get()),
                                            "starting the copy kernel");
                            }));
            }
        } else if (o.kind == CopyKind::DeviceToDevice) {
            for (const Gpu &g : gpus) {
                DeviceBuffer a(g.ordinal, o.bytes), b(g.ordinal, o.bytes);
                Stream s(g.ordinal);
                r.addMetric(
                    ce, g.device(), "GB/s", timeCopies(o.repeat, o.bytes, s.get(), [&] {
                        check(cudaMemcpyAsync(b.get(), a.get(), o.bytes, cudaMemcpyDeviceToDevice, s.get()),
                              "copying");
                    }));
                r.addMetric(sm, g.device(), "GB/s", timeCopies(o.repeat, o.bytes, s.get(), [&] {
                                checkLaunch(kernels::smCopy(b.get(), a.get(), o.bytes, s.get()),
                                            "starting the copy kernel");
                            }));
            }
            r.notes.push_back(
                "d2d counts the bytes copied; each is read and written, so the memory moves twice that");
        } else {
            std::vector<DeviceBuffer> buffers;
            for (const Gpu &g : gpus)
                buffers.emplace_back(g.ordinal, o.bytes);
            for (const Gpu &src : gpus) {
                for (const Gpu &dst : gpus) {
                    if (src.ordinal == dst.ordinal)
                        continue;
                    const std::string pair = src.device() + "->" + dst.device();
                    int can = 0;
                    check(cudaDeviceCanAccessPeer(&can, src.ordinal, dst.ordinal),
                          "asking about peer access");
                    if (!can) {
                        r.addCheck("copy.p2p_access", pair, CheckStatus::Warn,
                                   "no peer-to-peer path: copies between these GPUs go through host memory");
                    } else {
                        check(cudaSetDevice(src.ordinal), "selecting " + src.device());
                        const cudaError_t pe = cudaDeviceEnablePeerAccess(dst.ordinal, 0);
                        if (pe != cudaSuccess && pe != cudaErrorPeerAccessAlreadyEnabled)
                            check(pe, "enabling peer access " + pair);
                        cudaGetLastError(); // clear "already enabled"
                        r.addCheck("copy.p2p_access", pair, CheckStatus::Pass, "peer-to-peer access enabled");
                    }
                    const auto &from = buffers[std::size_t(&src - gpus.data())];
                    const auto &to = buffers[std::size_t(&dst - gpus.data())];
                    Stream s(src.ordinal);
                    r.addMetric(ce, pair, "GB/s", timeCopies(o.repeat, o.bytes, s.get(), [&] {
                                    check(cudaMemcpyPeerAsync(to.get(), dst.ordinal, from.get(), src.ordinal,
                                                              o.bytes, s.get()),
                                          "copying " + pair);
                                }));
                    if (can) {
                        // The source GPU's SMs write straight into the peer's memory.
                        r.addMetric(sm, pair, "GB/s", timeCopies(o.repeat, o.bytes, s.get(), [&] {
                                        checkLaunch(kernels::smCopy(to.get(), from.get(), o.bytes, s.get()),
                                                    "starting the copy kernel");
                                    }));
                    }
                }
            }
        }
        double best = 0;
        for (const Metric &m : r.metrics)
            best = std::max(best, m.value());
        r.summary[kind + "_best_gbps"] = best;
        r.gpuState["end"] = gpuState(nvml, gpus);
    });
}

} // namespace cg::agent::bench
