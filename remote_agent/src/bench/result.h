// SPDX-License-Identifier: GPL-3.0-or-later
// One result schema for every benchmark ("clustergate.bench/1", docs/benchmarks.md): what ran, where,
// with which libraries, each metric with its repetitions and statistics, and pass/warn/fail checks.
// Printed as JSON (--format json) or as a table for people.
#pragma once

#include "bench/stats.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cg::agent::bench {

constexpr const char *kResultSchema = "clustergate.bench/1";

// Exit codes of `clustergate-agent bench|health|link`.
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;      // ran, and a check failed; or a runtime error
constexpr int kExitUsage = 2;       // bad command line
constexpr int kExitUnavailable = 3; // cannot run on this node: built without CUDA, no GPU, library missing

enum class RunStatus {
    Ok,          // ran, no check failed
    Failed,      // ran, at least one check failed
    Unavailable, // could not run here (see error)
    Error,       // started but broke off (see error)
};
const char *runStatusName(RunStatus s);

enum class CheckStatus { Pass, Warn, Fail, Skip };
const char *checkStatusName(CheckStatus s);

struct Metric
{
    std::string name;   // "membw.triad", "gemm.bf16.tflops", "nccl.allreduce.busbw"
    std::string device; // "cpu", "gpu0", "gpu0->gpu1", "node", "198.18.0.2:5201"
    std::string unit;   // "GB/s", "TFLOPS", "Mbit/s", "ms", "us", "count"
    bool higherIsBetter = true;
    Summary stats;              // value = stats.median
    std::optional<double> spec; // the device's published figure in the same unit, when known
    nlohmann::json labels = nlohmann::json::object(); // e.g. {"m":8192,"n":8192,"k":8192}

    double value() const { return stats.median; }
};

struct Check
{
    std::string name;   // "gemm.precision", "health.ecc", "burn.agreement"
    std::string device; // as in Metric
    CheckStatus status = CheckStatus::Pass;
    std::string reason; // for people: what was seen and, when not pass, what it means
    // For programs: the figures the reason states (counts, XID codes), so nobody reads them from the text.
    nlohmann::json facts = nlohmann::json::object();
};

struct BenchResult
{
    std::string benchmark; // membw, gemm, copy, nccl, burn, health, link
    RunStatus status = RunStatus::Ok;
    std::string error; // Unavailable / Error: why, for people

    RepeatOptions repeat;
    nlohmann::json parameters = nlohmann::json::object();  // the options in effect, after defaults
    nlohmann::json environment = nlohmann::json::object(); // versions of driver, CUDA, cuBLASLt, NCCL...
    nlohmann::json devices = nlohmann::json::array();      // what was measured, with spec figures
    nlohmann::json gpuState = nlohmann::json::object();    // {"start": [...], "end": [...]} clocks, temps
    nlohmann::json summary = nlohmann::json::object();     // headline figures, flat key -> number
    nlohmann::json details = nlohmann::json::object();     // benchmark-specific tables (nccl rows, ...)
    std::vector<Metric> metrics;
    std::vector<Check> checks;
    std::vector<std::string> notes;

    // Replaces the generic metric table in the human output (nccl prints the nccl-tests table).
    std::string textReport;

    std::string startedAt; // ISO 8601 UTC
    std::string finishedAt;
    double durationS = 0;

    void start();  // stamps startedAt
    void finish(); // stamps finishedAt and durationS; Ok becomes Failed when a check failed
    Metric &addMetric(std::string name, std::string device, std::string unit, std::vector<double> samples,
                      bool higherIsBetter = true);
    void addCheck(std::string name, std::string device, CheckStatus status, std::string reason,
                  nlohmann::json facts = nlohmann::json::object());

    nlohmann::json toJson() const;
    std::string toText() const;
    int exitCode() const;

private:
    double m_startSteady = 0;
};

// "2025-01-31T12:34:56Z"
std::string utcNow();
// 4 significant digits, no exponent for ordinary magnitudes: 4.152, 41.52, 4152, 0.004152.
std::string formatNumber(double v);
// "this node" facts every result carries: host name, agent version.
nlohmann::json hostFacts();

} // namespace cg::agent::bench
