// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/membw_cpu.h"

#include "procfs.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <dirent.h>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

namespace cg::agent::bench {

namespace {

using Clock = std::chrono::steady_clock;

constexpr double kScalar = 3.0;
constexpr std::size_t kMinArrayBytes = std::size_t(64) << 20;
constexpr std::size_t kAlign = 64;

enum Kernel { Copy, Scale, Add, Triad, Init, KernelCount };
constexpr const char *kKernelNames[] = {"copy", "scale", "add", "triad"};
// Bytes moved per element, as STREAM counts them (reads + writes, no write-allocate traffic).
constexpr double kBytesPerElement[] = {16, 16, 24, 24};

struct FreeDeleter
{
    void operator()(double *p) const { std::free(p); }
};
using Array = std::unique_ptr<double[], FreeDeleter>;

Array allocate(std::size_t elements)
{
    std::size_t bytes = elements * sizeof(double);
    bytes = (bytes + kAlign - 1) / kAlign * kAlign;
    auto *p = static_cast<double *>(std::aligned_alloc(kAlign, bytes));
    if (!p)
        throw std::bad_alloc();
    return Array(p);
}

// Workers wait for a kernel number, run it on their slice, and report back. The arrays are first
// touched by the thread that later works on them, so on NUMA hosts the pages land on its node.
class Team
{
public:
    Team(int threads, std::size_t n, double *a, double *b, double *c) : m_n(n), m_a(a), m_b(b), m_c(c)
    {
        for (int t = 0; t < threads; ++t)
            m_threads.emplace_back([this, t, threads] { work(t, threads); });
    }
    ~Team()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_quit = true;
            ++m_generation;
        }
        m_wake.notify_all();
        for (auto &t : m_threads)
            t.join();
    }
    Team(const Team &) = delete;
    Team &operator=(const Team &) = delete;

    // Runs one kernel on every thread and returns the seconds from start to the last thread done.
    double run(Kernel k)
    {
        const auto start = Clock::now();
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_kernel = k;
            m_pending = int(m_threads.size());
            ++m_generation;
        }
        m_wake.notify_all();
        std::unique_lock<std::mutex> lock(m_mutex);
        m_done.wait(lock, [this] { return m_pending == 0; });
        return std::chrono::duration<double>(Clock::now() - start).count();
    }

private:
    void work(int t, int threads)
    {
        const std::size_t per = (m_n + std::size_t(threads) - 1) / std::size_t(threads);
        const std::size_t lo = std::min(m_n, per * std::size_t(t));
        const std::size_t hi = std::min(m_n, lo + per);
        std::uint64_t seen = 0;
        for (;;) {
            Kernel k;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_wake.wait(lock, [&] { return m_generation != seen; });
                seen = m_generation;
                if (m_quit)
                    return;
                k = m_kernel;
            }
            runSlice(k, lo, hi);
            {
                std::lock_guard<std::mutex> lock(m_mutex);
                if (--m_pending == 0)
                    m_done.notify_one();
            }
        }
    }

    void runSlice(Kernel k, std::size_t lo, std::size_t hi)
    {
        double *__restrict a = m_a;
        double *__restrict b = m_b;
        double *__restrict c = m_c;
        switch (k) {
        case Init:
            for (std::size_t j = lo; j < hi; ++j) {
                a[j] = 1.0;
                b[j] = 2.0;
                c[j] = 0.0;
            }
            break;
        case Copy:
            for (std::size_t j = lo; j < hi; ++j)
                c[j] = a[j];
            break;
        case Scale:
            for (std::size_t j = lo; j < hi; ++j)
                b[j] = kScalar * c[j];
            break;
        case Add:
            for (std::size_t j = lo; j < hi; ++j)
                c[j] = a[j] + b[j];
            break;
        case Triad:
            for (std::size_t j = lo; j < hi; ++j)
                a[j] = b[j] + kScalar * c[j];
            break;
        case KernelCount:
            break;
        }
    }

    std::size_t m_n;
    double *m_a;
    double *m_b;
    double *m_c;
    std::vector<std::thread> m_threads;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_done;
    std::uint64_t m_generation = 0;
    Kernel m_kernel = Init;
    int m_pending = 0;
    bool m_quit = false;
};

// Sizes like "32768K" from sysfs cache descriptions.
std::size_t parseCacheSize(std::string text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.pop_back();
    if (text.empty())
        return 0;
    std::size_t unit = 1;
    const char last = text.back();
    if (last == 'K' || last == 'M' || last == 'G') {
        unit = last == 'K' ? 1024 : last == 'M' ? 1024 * 1024 : std::size_t(1) << 30;
        text.pop_back();
    }
    char *end = nullptr;
    const unsigned long long v = std::strtoull(text.c_str(), &end, 10);
    return end && *end == '\0' ? std::size_t(v) * unit : 0;
}

// Sum of the distinct last-level caches (one per socket or per CCD) seen in sysfs.
std::size_t lastLevelCacheBytes(const std::string &sysRoot)
{
    const std::string cpuDir = sysRoot + "/devices/system/cpu";
    DIR *dir = ::opendir(cpuDir.c_str());
    if (!dir)
        return 0;
    int bestLevel = 0;
    std::set<std::string> seen; // shared_cpu_list identifies one physical cache
    std::size_t total = 0;
    while (const dirent *e = ::readdir(dir)) {
        const std::string name = e->d_name;
        if (name.size() < 4 || name.compare(0, 3, "cpu") != 0 ||
            !std::all_of(name.begin() + 3, name.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
            continue;
        for (int idx = 0; idx < 8; ++idx) {
            const std::string base = cpuDir + "/" + name + "/cache/index" + std::to_string(idx) + "/";
            const auto level = readFile(base + "level", 64);
            if (!level)
                break;
            const int lv = std::atoi(level->c_str());
            const auto type = readFile(base + "type", 64);
            if (type && type->rfind("Instruction", 0) == 0)
                continue;
            const auto size = readFile(base + "size", 64);
            const auto shared = readFile(base + "shared_cpu_list", 4096);
            if (!size)
                continue;
            if (lv > bestLevel) {
                bestLevel = lv;
                seen.clear();
                total = 0;
            }
            if (lv == bestLevel && seen.insert(shared ? *shared : name).second)
                total += parseCacheSize(*size);
        }
    }
    ::closedir(dir);
    return total;
}

} // namespace

std::size_t defaultCpuArrayBytes(const std::string &procRoot, const std::string &sysRoot)
{
    std::size_t bytes = std::max(kMinArrayBytes, 4 * lastLevelCacheBytes(sysRoot));
    if (const auto text = readFile(procRoot + "/meminfo")) {
        if (const auto mem = parseMeminfo(*text); mem && mem->availableBytes > 0)
            bytes = std::min<std::size_t>(bytes, std::max<std::size_t>(mem->availableBytes / 8, 1 << 20));
    }
    return bytes / kAlign * kAlign;
}

BenchResult runCpuMembw(const CpuMembwOptions &options)
{
    BenchResult r;
    r.benchmark = "membw";
    r.repeat = options.repeat;
    r.start();

    const int threads =
        options.threads > 0 ? options.threads : std::max(1, int(std::thread::hardware_concurrency()));
    const std::size_t arrayBytes =
        options.arrayBytes ? options.arrayBytes : defaultCpuArrayBytes(options.procRoot, options.sysRoot);
    const std::size_t n = std::max<std::size_t>(arrayBytes / sizeof(double), std::size_t(threads));

    std::string model;
    if (const auto text = readFile(options.procRoot + "/cpuinfo"))
        model = parseCpuModel(*text).value_or("");
    r.parameters = {{"device", "cpu"},
                    {"array_bytes", n * sizeof(double)},
                    {"arrays", 3},
                    {"threads", threads},
                    {"scalar", kScalar}};
    r.environment = {{"cpu_model", model.empty() ? nlohmann::json(nullptr) : nlohmann::json(model)},
                     {"threads", threads}};
    r.devices = nlohmann::json::array(
        {{{"device", "cpu"}, {"name", model.empty() ? nlohmann::json(nullptr) : nlohmann::json(model)}}});

    Array a = allocate(n), b = allocate(n), c = allocate(n);
    std::vector<double> seconds[4];
    {
        Team team(threads, n, a.get(), b.get(), c.get());
        team.run(Init);
        const int total = options.repeat.warmup + options.repeat.repetitions;
        for (int i = 0; i < total; ++i) {
            for (int k = Copy; k <= Triad; ++k) {
                const double s = team.run(Kernel(k));
                if (i >= options.repeat.warmup)
                    seconds[k].push_back(s);
            }
        }
    }

    for (int k = Copy; k <= Triad; ++k) {
        std::vector<double> rates;
        for (double s : seconds[k])
            rates.push_back(s > 0 ? kBytesPerElement[k] * double(n) / s / 1e9 : 0);
        Metric &m = r.addMetric(std::string("membw.") + kKernelNames[k], "cpu", "GB/s", std::move(rates));
        r.summary[std::string(kKernelNames[k]) + "_gbps"] = m.value();
    }

    // The same recurrence on scalars tells what every element must hold now (STREAM's check).
    double ea = 1.0, eb = 2.0, ec = 0.0;
    for (int i = 0; i < options.repeat.warmup + options.repeat.repetitions; ++i) {
        ec = ea;
        eb = kScalar * ec;
        ec = ea + eb;
        ea = eb + kScalar * ec;
    }
    std::size_t wrong = 0;
    const std::size_t stride = std::max<std::size_t>(1, n / 4096);
    for (std::size_t j = 0; j < n; j += stride) {
        const auto off = [](double got, double want) {
            return std::fabs(got - want) > 1e-13 * std::fabs(want);
        };
        if (off(a[j], ea) || off(b[j], eb) || off(c[j], ec))
            ++wrong;
    }
    if (wrong)
        r.addCheck("membw.validation", "cpu", CheckStatus::Fail,
                   std::to_string(wrong) + " sampled elements differ from the expected values: the memory "
                                           "or the CPU returned wrong data");
    else
        r.addCheck("membw.validation", "cpu", CheckStatus::Pass,
                   "every sampled element holds the expected value");
    r.finish();
    return r;
}

} // namespace cg::agent::bench
