// SPDX-License-Identifier: GPL-3.0-or-later
// GPU memory bandwidth, STREAM style (copy, scale, add, triad), each GPU on its own, compared with the
// GPU's published memory bandwidth.
#include "bench/cuda/cuda_util.h"
#include "bench/cuda/kernels.h"

#include <algorithm>

namespace cg::agent::bench {

using namespace cuda;

namespace {

constexpr double kScalar = 3.0;
constexpr const char *kNames[] = {"copy", "scale", "add", "triad"};
constexpr double kBytesPerElement[] = {16, 16, 24, 24};

} // namespace

BenchResult runGpuMembw(const GpuMembwOptions &o)
{
    return guarded("membw", o.repeat, [&](BenchResult &r, const Nvml &nvml) {
        const std::vector<Gpu> gpus = selectGpus(o.gpus);
        r.parameters = {{"device", "gpu"}, {"array_bytes", o.arrayBytes}, {"arrays", 3}, {"scalar", kScalar}};
        for (const Gpu &g : gpus)
            r.devices.push_back(deviceJson(g));
        r.gpuState["start"] = gpuState(nvml, gpus);
        for (const Gpu &g : gpus) {
            // Three arrays must fit with room to spare.
            const std::size_t bytes = std::min(o.arrayBytes, g.memoryBytes / 4) / 16 * 16;
            const std::size_t n = bytes / sizeof(double);
            DeviceBuffer a(g.ordinal, bytes), b(g.ordinal, bytes), c(g.ordinal, bytes);
            DeviceBuffer wrong(g.ordinal, sizeof(unsigned long long));
            Stream s(g.ordinal);
            Event start, stop;
            checkLaunch(kernels::fill(a.as<double>(), n, 1.0, s.get()), "starting a kernel");
            checkLaunch(kernels::fill(b.as<double>(), n, 2.0, s.get()), "starting a kernel");
            checkLaunch(kernels::fill(c.as<double>(), n, 0.0, s.get()), "starting a kernel");
            std::vector<double> rates[4];
            double ea = 1.0, eb = 2.0, ec = 0.0;
            for (int i = 0; i < o.repeat.warmup + o.repeat.repetitions; ++i) {
                for (int k = 0; k < 4; ++k) {
                    check(cudaEventRecord(start.get(), s.get()), "timing on the GPU");
                    checkLaunch(kernels::stream(k, a.as<double>(), b.as<double>(), c.as<double>(), n, kScalar,
                                                s.get()),
                                "starting the STREAM kernel");
                    check(cudaEventRecord(stop.get(), s.get()), "timing on the GPU");
                    const double ms = elapsedMs(start, stop);
                    if (i >= o.repeat.warmup)
                        rates[k].push_back(ms > 0 ? kBytesPerElement[k] * double(n) / (ms / 1000.0) / 1e9
                                                  : 0);
                }
                ec = ea;
                eb = kScalar * ec;
                ec = ea + eb;
                ea = eb + kScalar * ec;
            }
            check(cudaMemsetAsync(wrong.get(), 0, sizeof(unsigned long long), s.get()), "clearing a counter");
            checkLaunch(kernels::countStreamErrors(a.as<double>(), b.as<double>(), c.as<double>(), n, ea, eb,
                                                   ec, wrong.as<unsigned long long>(), s.get()),
                        "starting the check kernel");
            unsigned long long bad = 0;
            check(cudaMemcpyAsync(&bad, wrong.get(), sizeof bad, cudaMemcpyDeviceToHost, s.get()),
                  "reading a counter");
            check(cudaStreamSynchronize(s.get()), "waiting for the GPU");
            for (int k = 0; k < 4; ++k) {
                Metric &m = r.addMetric(std::string("membw.") + kNames[k], g.device(), "GB/s", rates[k]);
                if (g.spec)
                    m.spec = g.spec->memoryBandwidthGBs;
                r.summary[g.device() + "." + kNames[k] + "_gbps"] = m.value();
                if (k == 3 && m.spec)
                    r.summary[g.device() + ".triad_percent_of_spec"] = m.value() / *m.spec * 100.0;
            }
            if (bad)
                r.addCheck(
                    "membw.validation", g.device(), CheckStatus::Fail,
                    std::to_string(bad) + " of " + std::to_string(3 * n) +
                        " elements hold wrong values after the run: the GPU memory returned wrong data");
            else
                r.addCheck("membw.validation", g.device(), CheckStatus::Pass,
                           "every element holds the expected value");
            if (!g.spec)
                r.notes.push_back(g.device() + " (" + g.name +
                                  ") is not in the table of known GPUs: no % of spec");
        }
        r.gpuState["end"] = gpuState(nvml, gpus);
    });
}

} // namespace cg::agent::bench
