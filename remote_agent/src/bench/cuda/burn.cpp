// SPDX-License-Identifier: GPL-3.0-or-later
// `bench burn`: the same bf16 GEMM on every GPU at once for S seconds. Afterwards the GPUs are compared:
// one whose product differs from the others' (or from the exact reference) is FAULTY, one more than 10 %
// slower than the best is flagged, and clock-event reasons sampled throughout show any slowdown.
#include "bench/cuda/cublaslt.h"
#include "bench/cuda/cuda_util.h"
#include "bench/cuda/gemm_runner.h"
#include "bench/health.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <thread>

namespace cg::agent::bench {

using namespace cuda;

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kBatch = 10;
constexpr double kSlowRatio = 0.9;

struct PerGpu
{
    std::vector<double> tflops;
    unsigned long long checksum = 0;
    PrecisionCheck precision;
    std::string error;
    bool unavailable = false;
    std::uint64_t reasons = 0; // OR of every sample
    double maxTemp = 0;
    std::uint32_t minSmClock = 0;
    int samples = 0;
};

} // namespace

BenchResult runBurn(const BurnOptions &o)
{
    return guarded("burn", {1, 0}, [&](BenchResult &r, const Nvml &nvml) {
        const std::vector<Gpu> gpus = selectGpus(o.gpus);
        const CublasLt &lt = CublasLt::load();
        r.environment["cublaslt"] = lt.versionString();
        r.environment["cublaslt_path"] = lt.path;
        r.parameters = {{"seconds", o.seconds}, {"size", o.size}, {"dtype", "bf16"}, {"batch", kBatch}};
        for (const Gpu &g : gpus)
            r.devices.push_back(deviceJson(g));
        r.gpuState["start"] = gpuState(nvml, gpus);

        std::vector<PerGpu> out(gpus.size());
        std::atomic<bool> running{true};
        const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                 std::chrono::duration<double>(o.seconds));
        std::vector<std::thread> threads;
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            threads.emplace_back([&, i] {
                PerGpu &p = out[i];
                try {
                    Stream s(gpus[i].ordinal);
                    Event start, stop;
                    GemmRunner run(lt, gpus[i], GemmType::BF16, o.size, o.size, o.size, s.get());
                    run.enqueue(1); // warm-up
                    check(cudaStreamSynchronize(s.get()), "waiting for the GPU");
                    while (Clock::now() < deadline) {
                        check(cudaEventRecord(start.get(), s.get()), "timing on the GPU");
                        run.enqueue(kBatch);
                        check(cudaEventRecord(stop.get(), s.get()), "timing on the GPU");
                        const double ms = elapsedMs(start, stop);
                        p.tflops.push_back(ms > 0 ? run.flops() * kBatch / (ms / 1000.0) / 1e12 : 0);
                    }
                    p.precision = run.checkPrecision(32);
                    p.checksum = run.checksum();
                } catch (const Unavailable &e) {
                    p.error = e.what();
                    p.unavailable = true;
                } catch (const std::exception &e) {
                    p.error = e.what();
                }
            });
        }
        // Sample clocks, temperature and clock-event reasons while the GPUs work.
        std::vector<int> nvmlIdx;
        for (const Gpu &g : gpus)
            nvmlIdx.push_back(nvmlIndex(nvml, g));
        std::vector<cg::proto::GpuSample> samples;
        while (Clock::now() < deadline) {
            std::this_thread::sleep_for(std::chrono::milliseconds(500));
            nvml.fill(samples);
            for (std::size_t i = 0; i < gpus.size(); ++i) {
                if (nvmlIdx[i] < 0 || std::size_t(nvmlIdx[i]) >= samples.size())
                    continue;
                const auto &s = samples[std::size_t(nvmlIdx[i])];
                PerGpu &p = out[i];
                ++p.samples;
                if (s.has(cg::proto::GpuSample::Throttle))
                    p.reasons |= s.throttleReasons;
                if (std::isfinite(s.temperatureC))
                    p.maxTemp = std::max(p.maxTemp, double(s.temperatureC));
                if (s.has(cg::proto::GpuSample::SmClock) && s.smClockMHz)
                    p.minSmClock = p.minSmClock ? std::min(p.minSmClock, s.smClockMHz) : s.smClockMHz;
            }
        }
        running = false;
        for (auto &t : threads)
            t.join();
        r.gpuState["end"] = gpuState(nvml, gpus);

        for (std::size_t i = 0; i < gpus.size(); ++i) {
            if (out[i].unavailable)
                throw Unavailable(out[i].error);
        }
        // The product every healthy GPU computes: the most common checksum.
        std::map<unsigned long long, int> votes;
        for (const PerGpu &p : out)
            if (p.error.empty())
                ++votes[p.checksum];
        unsigned long long majority = 0;
        int most = 0;
        for (const auto &[sum, n] : votes)
            if (n > most) {
                most = n;
                majority = sum;
            }
        double best = 0;
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            if (!out[i].error.empty())
                continue;
            Metric &m = r.addMetric("burn.tflops", gpus[i].device(), "TFLOPS", out[i].tflops);
            if (gpus[i].spec)
                m.spec = gpus[i].spec->tflopsBf16;
            best = std::max(best, m.value());
        }
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            const Gpu &g = gpus[i];
            const PerGpu &p = out[i];
            if (!p.error.empty()) {
                r.addCheck("burn.run", g.device(), CheckStatus::Fail, "FAULTY: the burn stopped: " + p.error);
                continue;
            }
            const Metric *m = nullptr;
            for (const Metric &x : r.metrics)
                if (x.name == "burn.tflops" && x.device == g.device())
                    m = &x;
            const double ratio = best > 0 && m ? m->value() / best : 0;
            r.addMetric("burn.ratio_to_best", g.device(), "ratio", {ratio});
            if (p.precision.wrong || (gpus.size() > 1 && most > 1 && p.checksum != majority))
                r.addCheck("burn.agreement", g.device(), CheckStatus::Fail,
                           p.precision.wrong
                               ? "FAULTY: " + std::to_string(p.precision.wrong) + " of " +
                                     std::to_string(p.precision.samples) + " sampled products are wrong"
                               : std::string("FAULTY: its product differs from the other GPUs'"));
            else
                r.addCheck("burn.agreement", g.device(), CheckStatus::Pass,
                           gpus.size() > 1 ? "same product as the other GPUs, and exact where sampled"
                                           : "product exact where sampled");
            char why[160];
            std::snprintf(why, sizeof why, "%.1f%% of the best GPU's TFLOPS", ratio * 100.0);
            r.addCheck("burn.speed", g.device(), ratio < kSlowRatio ? CheckStatus::Fail : CheckStatus::Pass,
                       ratio < kSlowRatio ? std::string(why) + ": more than 10 % slower than its peers"
                                          : std::string(why));
            const std::string names = throttleReasonNames(p.reasons);
            char seen[200];
            std::snprintf(seen, sizeof seen, " (%d samples, max %.0f C, lowest SM clock %u MHz)", p.samples,
                          p.maxTemp, p.minSmClock);
            if (p.samples == 0)
                r.addCheck("burn.throttle", g.device(), CheckStatus::Skip,
                           "NVML not available: clocks not watched");
            else if (p.reasons & (kThrottleHwSlowdown | kThrottleHwThermal | kThrottlePowerBrake))
                r.addCheck("burn.throttle", g.device(), CheckStatus::Fail,
                           "hardware slowdown under load: " + names + seen);
            else if (p.reasons & kThrottleSwThermal)
                r.addCheck("burn.throttle", g.device(), CheckStatus::Warn,
                           "thermal slowdown under load: " + names + seen);
            else
                r.addCheck("burn.throttle", g.device(), CheckStatus::Pass,
                           "clock-event reasons under load: " + names + seen);
            r.summary[g.device() + ".tflops"] = m ? m->value() : 0;
        }
    });
}

} // namespace cg::agent::bench
