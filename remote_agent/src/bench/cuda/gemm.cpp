// SPDX-License-Identifier: GPL-3.0-or-later
// `bench gemm`: cuBLASLt matrix multiply over a size sweep on each GPU, TFLOPS against the dtype's
// published peak, and a precision check of the product against an exact reference.
#include "bench/cuda/cublaslt.h"
#include "bench/cuda/cuda_util.h"
#include "bench/cuda/gemm_runner.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cg::agent::bench {

using namespace cuda;

namespace {

constexpr double kSampleSeconds = 0.05; // GPU time per repetition, enough to hide launch overhead
constexpr int kPrecisionSamples = 64;

} // namespace

BenchResult runGemm(const GemmOptions &o)
{
    return guarded("gemm", o.repeat, [&](BenchResult &r, const Nvml &nvml) {
        const std::vector<Gpu> gpus = selectGpus(o.gpus);
        const CublasLt &lt = CublasLt::load();
        r.environment["cublaslt"] = lt.versionString();
        r.environment["cublaslt_path"] = lt.path;
        const char *dtype = gemmTypeName(o.type);
        r.parameters = {
            {"dtype", dtype}, {"sizes", o.sizes}, {"layout", "TN, column-major"}, {"accumulate", "fp32"}};
        for (const Gpu &g : gpus)
            r.devices.push_back(deviceJson(g));
        r.gpuState["start"] = gpuState(nvml, gpus);
        const std::string base = std::string("gemm.") + dtype;
        for (const Gpu &g : gpus) {
            Stream s(g.ordinal);
            Event start, stop;
            const double peak = g.spec ? g.spec->peakTflops(o.type) : 0;
            double bestTflops = -1;
            std::vector<double> bestSamples;
            double worstError = 0;
            for (int size : o.sizes) {
                GemmRunner run(lt, g, o.type, size, size, size, s.get());
                // One timed launch sizes the batch so each repetition runs about kSampleSeconds.
                check(cudaEventRecord(start.get(), s.get()), "timing on the GPU");
                run.enqueue(1);
                check(cudaEventRecord(stop.get(), s.get()), "timing on the GPU");
                const double firstMs = std::max(elapsedMs(start, stop), 1e-3);
                const int batch = std::clamp(int(std::ceil(kSampleSeconds * 1000.0 / firstMs)), 1, 10000);
                std::vector<double> tflops;
                for (int i = 0; i < o.repeat.warmup + o.repeat.repetitions; ++i) {
                    check(cudaEventRecord(start.get(), s.get()), "timing on the GPU");
                    run.enqueue(batch);
                    check(cudaEventRecord(stop.get(), s.get()), "timing on the GPU");
                    const double ms = elapsedMs(start, stop);
                    if (i >= o.repeat.warmup)
                        tflops.push_back(ms > 0 ? run.flops() * batch / (ms / 1000.0) / 1e12 : 0);
                }
                const PrecisionCheck pc = run.checkPrecision(kPrecisionSamples);
                Metric &m =
                    r.addMetric(base + ".tflops.n" + std::to_string(size), g.device(), "TFLOPS", tflops);
                m.labels = {{"m", size}, {"n", size}, {"k", size}, {"batch", batch}};
                if (peak > 0)
                    m.spec = peak;
                if (m.value() > bestTflops) {
                    bestTflops = m.value();
                    bestSamples = tflops;
                }
                worstError = std::max(worstError, pc.maxRelError);
                char why[256];
                std::snprintf(why, sizeof why,
                              "%dx%dx%d: %d of %d sampled elements off by more than %.2g (largest %.3g)",
                              size, size, size, pc.wrong, pc.samples, pc.tolerance, pc.maxRelError);
                r.addCheck("gemm.precision", g.device(), pc.wrong ? CheckStatus::Fail : CheckStatus::Pass,
                           pc.wrong ? std::string(why) + ": the GPU computed wrong products"
                                    : std::string(why));
            }
            Metric &best = r.addMetric(base + ".tflops", g.device(), "TFLOPS", bestSamples);
            if (peak > 0)
                best.spec = peak;
            r.addMetric(base + ".max_rel_error", g.device(), "ratio", {worstError}, false);
            r.summary[g.device() + ".tflops"] = best.value();
            if (peak > 0)
                r.summary[g.device() + ".percent_of_peak"] = best.value() / peak * 100.0;
            else
                r.notes.push_back(g.device() + " (" + g.name + "): no published " + dtype + " peak known");
        }
        r.gpuState["end"] = gpuState(nvml, gpus);
    });
}

} // namespace cg::agent::bench
