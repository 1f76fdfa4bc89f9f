// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/result.h"

#include "agent_version.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <unistd.h>

namespace cg::agent::bench {

namespace {

using nlohmann::json;

double steadySeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

json number(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

json summaryJson(const Summary &s)
{
    json samples = json::array();
    for (double v : s.samples)
        samples.push_back(number(v));
    return {{"n", s.n},
            {"median", number(s.median)},
            {"min", number(s.min)},
            {"max", number(s.max)},
            {"mean", number(s.mean)},
            {"stddev", number(s.stddev)},
            {"spread_pct", number(s.spreadPct)},
            {"p90", number(s.p90)},
            {"p99", number(s.p99)},
            {"samples", samples}};
}

std::string pad(std::string s, std::size_t width, bool right = false)
{
    if (s.size() >= width)
        return s;
    const std::string fill(width - s.size(), ' ');
    return right ? fill + s : s + fill;
}

} // namespace

const char *runStatusName(RunStatus s)
{
    switch (s) {
    case RunStatus::Ok:
        return "ok";
    case RunStatus::Failed:
        return "failed";
    case RunStatus::Unavailable:
        return "unavailable";
    case RunStatus::Error:
        return "error";
    }
    return "error";
}

const char *checkStatusName(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pass:
        return "pass";
    case CheckStatus::Warn:
        return "warn";
    case CheckStatus::Fail:
        return "fail";
    case CheckStatus::Skip:
        return "skip";
    }
    return "fail";
}

std::string utcNow()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    ::gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string formatNumber(double v)
{
    if (!std::isfinite(v))
        return "-";
    const double a = std::fabs(v);
    char buf[64];
    if (a == 0)
        std::snprintf(buf, sizeof buf, "0");
    else if (a >= 1e9 || a < 1e-4)
        std::snprintf(buf, sizeof buf, "%.3e", v);
    else {
        const int digits = std::max(0, 3 - int(std::floor(std::log10(a))));
        std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    }
    return buf;
}

json hostFacts()
{
    char host[256] = {};
    const bool ok = ::gethostname(host, sizeof host - 1) == 0;
    return {{"hostname", ok ? json(std::string(host)) : json(nullptr)},
            {"agent_version", CLUSTERGATE_AGENT_VERSION}};
}

void BenchResult::start()
{
    startedAt = utcNow();
    m_startSteady = steadySeconds();
}

void BenchResult::finish()
{
    finishedAt = utcNow();
    if (m_startSteady > 0)
        durationS = steadySeconds() - m_startSteady;
    const bool anyFail = std::any_of(checks.begin(), checks.end(),
                                     [](const Check &c) { return c.status == CheckStatus::Fail; });
    if (status == RunStatus::Ok && anyFail)
        status = RunStatus::Failed;
}

Metric &BenchResult::addMetric(std::string name, std::string device, std::string unit,
                               std::vector<double> samples, bool higherIsBetter)
{
    Metric m;
    m.name = std::move(name);
    m.device = std::move(device);
    m.unit = std::move(unit);
    m.higherIsBetter = higherIsBetter;
    m.stats = summarize(std::move(samples));
    metrics.push_back(std::move(m));
    return metrics.back();
}

void BenchResult::addCheck(std::string name, std::string device, CheckStatus s, std::string reason,
                           nlohmann::json facts)
{
    checks.push_back({std::move(name), std::move(device), s, std::move(reason), std::move(facts)});
}

json BenchResult::toJson() const
{
    json j;
    j["schema"] = kResultSchema;
    j["benchmark"] = benchmark;
    j["status"] = runStatusName(status);
    j["error"] = error.empty() ? json(nullptr) : json(error);
    j["host"] = hostFacts();
    j["started_at"] = startedAt.empty() ? json(nullptr) : json(startedAt);
    j["finished_at"] = finishedAt.empty() ? json(nullptr) : json(finishedAt);
    j["duration_s"] = number(durationS);
    j["repeat"] = {{"warmup", repeat.warmup}, {"repetitions", repeat.repetitions}};
    j["parameters"] = parameters;
    j["environment"] = environment;
    j["devices"] = devices;
    j["gpu_state"] = gpuState;
    j["summary"] = summary;
    json ms = json::array();
    for (const Metric &m : metrics) {
        json o = {{"name", m.name},
                  {"device", m.device},
                  {"unit", m.unit},
                  {"value", number(m.value())},
                  {"better", m.higherIsBetter ? "higher" : "lower"},
                  {"stats", summaryJson(m.stats)}};
        if (m.spec && *m.spec > 0) {
            o["spec"] = *m.spec;
            o["percent_of_spec"] = number(m.value() / *m.spec * 100.0);
        }
        if (!m.labels.empty())
            o["labels"] = m.labels;
        ms.push_back(std::move(o));
    }
    j["metrics"] = std::move(ms);
    json cs = json::array();
    for (const Check &c : checks) {
        json o = {{"name", c.name},
                  {"device", c.device},
                  {"status", checkStatusName(c.status)},
                  {"reason", c.reason}};
        if (!c.facts.empty())
            o["facts"] = c.facts;
        cs.push_back(std::move(o));
    }
    j["checks"] = std::move(cs);
    j["notes"] = notes;
    j["details"] = details;
    return j;
}

std::string BenchResult::toText() const
{
    std::string out;
    out += "# " + benchmark + ": " + runStatusName(status);
    if (!startedAt.empty())
        out += ", started " + startedAt;
    if (durationS > 0) {
        char secs[32];
        std::snprintf(secs, sizeof secs, ", %.1f s", durationS);
        out += secs;
    }
    if (!metrics.empty())
        out += ", " + std::to_string(repeat.repetitions) + " repetitions after " +
               std::to_string(repeat.warmup) + " warm-up";
    out += "\n";
    for (const auto &[key, value] : environment.items()) {
        if (!value.is_null())
            out += "# " + key + ": " + (value.is_string() ? value.get<std::string>() : value.dump()) + "\n";
    }
    if (!error.empty())
        out += "error: " + error + "\n";

    if (!textReport.empty()) {
        out += textReport;
    } else if (!metrics.empty()) {
        std::size_t wName = 6, wDev = 6, wUnit = 4;
        for (const Metric &m : metrics) {
            wName = std::max(wName, m.name.size());
            wDev = std::max(wDev, m.device.size());
            wUnit = std::max(wUnit, m.unit.size());
        }
        out += pad("metric", wName) + "  " + pad("device", wDev) + "  " + pad("median", 10, true) + "  " +
               pad("unit", wUnit) + "  " + pad("min", 10, true) + "  " + pad("max", 10, true) + "  " +
               pad("spread", 7, true) + "  " + pad("% spec", 7, true) + "\n";
        for (const Metric &m : metrics) {
            std::string spec = "-";
            if (m.spec && *m.spec > 0 && std::isfinite(m.value())) {
                char buf[32];
                std::snprintf(buf, sizeof buf, "%.1f%%", m.value() / *m.spec * 100.0);
                spec = buf;
            }
            char spread[32];
            std::snprintf(spread, sizeof spread, "%.1f%%", m.stats.spreadPct);
            out += pad(m.name, wName) + "  " + pad(m.device, wDev) + "  " +
                   pad(formatNumber(m.value()), 10, true) + "  " + pad(m.unit, wUnit) + "  " +
                   pad(formatNumber(m.stats.min), 10, true) + "  " +
                   pad(formatNumber(m.stats.max), 10, true) + "  " +
                   pad(std::isfinite(m.stats.spreadPct) ? spread : "-", 7, true) + "  " + pad(spec, 7, true) +
                   "\n";
        }
    }
    for (const Check &c : checks)
        out += pad(checkStatusName(c.status), 4) + "  " + c.name + " [" + c.device + "]: " + c.reason + "\n";
    for (const std::string &n : notes)
        out += "note: " + n + "\n";
    return out;
}

int BenchResult::exitCode() const
{
    switch (status) {
    case RunStatus::Ok:
        return kExitOk;
    case RunStatus::Failed:
    case RunStatus::Error:
        return kExitFailed;
    case RunStatus::Unavailable:
        return kExitUnavailable;
    }
    return kExitFailed;
}

} // namespace cg::agent::bench
