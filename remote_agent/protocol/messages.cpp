// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocol/messages.h"

#include "protocol/wire.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>

namespace cg::proto {

namespace {

bool setError(std::string *error, const char *what)
{
    if (error)
        *error = what;
    return false;
}

template <typename T> nlohmann::json number(T v)
{
    if constexpr (std::is_floating_point_v<T>) {
        if (!std::isfinite(v))
            return nullptr;
    }
    if constexpr (std::is_same_v<T, float>) {
        // A float printed as a double shows noise digits (0.99000000953...); keep what a float holds.
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.7g", double(v));
        return std::strtod(buf, nullptr);
    }
    return v;
}

} // namespace

std::vector<std::uint8_t> encodeSample(const Sample &s)
{
    std::vector<std::uint8_t> out;
    out.reserve(96 + s.nics.size() * 32 + s.ibPorts.size() * 48 + s.gpus.size() * 72);
    ByteWriter w(out);
    w.put(s.seq);
    w.put(s.timestampMs);
    w.put(s.intervalMs);
    w.put(s.cpuPercent);
    w.put(s.cpuCount);
    w.put(s.load1);
    w.put(s.load5);
    w.put(s.load15);
    w.put(s.memTotalBytes);
    w.put(s.memUsedBytes);
    w.put(s.tcpRetransSegsPerSec);
    w.put(s.tcpOutSegsPerSec);

    const auto nNic = std::min(s.nics.size(), kMaxListEntries);
    w.put(std::uint8_t(nNic));
    for (std::size_t i = 0; i < nNic; ++i) {
        w.putString(s.nics[i].name);
        w.put(s.nics[i].rxBytesPerSec);
        w.put(s.nics[i].txBytesPerSec);
    }
    const auto nIb = std::min(s.ibPorts.size(), kMaxListEntries);
    w.put(std::uint8_t(nIb));
    for (std::size_t i = 0; i < nIb; ++i) {
        const auto &p = s.ibPorts[i];
        w.putString(p.name);
        w.put(p.rxBytesPerSec);
        w.put(p.txBytesPerSec);
        w.put(p.symbolErrors);
        w.put(p.linkDowned);
    }
    const auto nGpu = std::min(s.gpus.size(), kMaxListEntries);
    w.put(std::uint8_t(nGpu));
    for (std::size_t i = 0; i < nGpu; ++i) {
        const auto &g = s.gpus[i];
        w.put(g.index);
        w.put(g.valid);
        w.put(g.utilization);
        w.put(g.memUtilization);
        w.put(g.memUsedBytes);
        w.put(g.memTotalBytes);
        w.put(g.temperatureC);
        w.put(g.powerW);
        w.put(g.powerLimitW);
        w.put(g.smClockMHz);
        w.put(g.memClockMHz);
        w.put(g.throttleReasons);
        w.put(g.eccVolatileCorrected);
        w.put(g.eccVolatileUncorrected);
    }
    return out;
}

std::optional<Sample> decodeSample(const std::uint8_t *data, std::size_t size, std::string *error)
{
    ByteReader r(data, size);
    Sample s;
    r.get(s.seq);
    r.get(s.timestampMs);
    r.get(s.intervalMs);
    r.get(s.cpuPercent);
    r.get(s.cpuCount);
    r.get(s.load1);
    r.get(s.load5);
    r.get(s.load15);
    r.get(s.memTotalBytes);
    r.get(s.memUsedBytes);
    r.get(s.tcpRetransSegsPerSec);
    r.get(s.tcpOutSegsPerSec);
    if (!r.ok()) {
        setError(error, "sample truncated in the host section");
        return std::nullopt;
    }

    std::uint8_t n = 0;
    r.get(n);
    s.nics.resize(n);
    for (auto &nic : s.nics) {
        r.getString(nic.name);
        r.get(nic.rxBytesPerSec);
        r.get(nic.txBytesPerSec);
    }
    n = 0;
    r.get(n);
    s.ibPorts.resize(n);
    for (auto &p : s.ibPorts) {
        r.getString(p.name);
        r.get(p.rxBytesPerSec);
        r.get(p.txBytesPerSec);
        r.get(p.symbolErrors);
        r.get(p.linkDowned);
    }
    if (!r.ok()) {
        setError(error, "sample truncated in the network section");
        return std::nullopt;
    }
    n = 0;
    r.get(n);
    s.gpus.resize(n);
    for (auto &g : s.gpus) {
        r.get(g.index);
        r.get(g.valid);
        r.get(g.utilization);
        r.get(g.memUtilization);
        r.get(g.memUsedBytes);
        r.get(g.memTotalBytes);
        r.get(g.temperatureC);
        r.get(g.powerW);
        r.get(g.powerLimitW);
        r.get(g.smClockMHz);
        r.get(g.memClockMHz);
        r.get(g.throttleReasons);
        r.get(g.eccVolatileCorrected);
        r.get(g.eccVolatileUncorrected);
    }
    if (!r.ok()) {
        setError(error, "sample truncated in the GPU section");
        return std::nullopt;
    }
    return s;
}

std::vector<std::uint8_t> encodePong(const Pong &pong)
{
    std::vector<std::uint8_t> out;
    ByteWriter w(out);
    w.put(pong.echo);
    w.put(pong.agentTimeMs);
    return out;
}

std::optional<Pong> decodePong(const std::uint8_t *data, std::size_t size, std::string *error)
{
    ByteReader r(data, size);
    Pong p;
    r.get(p.echo);
    r.get(p.agentTimeMs);
    if (!r.ok()) {
        setError(error, "pong truncated");
        return std::nullopt;
    }
    return p;
}

std::string sampleToJsonLine(const Sample &s)
{
    nlohmann::json j;
    j["type"] = "sample";
    j["seq"] = s.seq;
    j["ts_ms"] = s.timestampMs;
    j["interval_ms"] = s.intervalMs;
    j["cpu"] = {{"percent", number(s.cpuPercent)},
                {"count", s.cpuCount},
                {"load", {number(s.load1), number(s.load5), number(s.load15)}}};
    j["memory"] = {{"total_bytes", s.memTotalBytes}, {"used_bytes", s.memUsedBytes}};
    nlohmann::json nics = nlohmann::json::array();
    for (const auto &n : s.nics)
        nics.push_back({{"name", n.name},
                        {"rx_bytes_per_s", number(n.rxBytesPerSec)},
                        {"tx_bytes_per_s", number(n.txBytesPerSec)}});
    nlohmann::json ib = nlohmann::json::array();
    for (const auto &p : s.ibPorts)
        ib.push_back({{"name", p.name},
                      {"rx_bytes_per_s", number(p.rxBytesPerSec)},
                      {"tx_bytes_per_s", number(p.txBytesPerSec)},
                      {"symbol_errors", p.symbolErrors},
                      {"link_downed", p.linkDowned}});
    j["network"] = {{"nics", std::move(nics)},
                    {"ib_ports", std::move(ib)},
                    {"tcp_retrans_segs_per_s", number(s.tcpRetransSegsPerSec)},
                    {"tcp_out_segs_per_s", number(s.tcpOutSegsPerSec)}};
    nlohmann::json gpus = nlohmann::json::array();
    for (const auto &g : s.gpus) {
        nlohmann::json o;
        o["index"] = g.index;
        o["utilization_percent"] = number(g.utilization);
        o["memory_utilization_percent"] = number(g.memUtilization);
        o["memory_used_bytes"] = g.has(GpuSample::Memory) ? nlohmann::json(g.memUsedBytes) : nullptr;
        o["memory_total_bytes"] = g.has(GpuSample::Memory) ? nlohmann::json(g.memTotalBytes) : nullptr;
        o["temperature_c"] = number(g.temperatureC);
        o["power_w"] = number(g.powerW);
        o["power_limit_w"] = number(g.powerLimitW);
        o["sm_clock_mhz"] = g.has(GpuSample::SmClock) ? nlohmann::json(g.smClockMHz) : nullptr;
        o["mem_clock_mhz"] = g.has(GpuSample::MemClock) ? nlohmann::json(g.memClockMHz) : nullptr;
        o["throttle_reasons"] = g.has(GpuSample::Throttle) ? nlohmann::json(g.throttleReasons) : nullptr;
        o["ecc_volatile_corrected"] =
            g.has(GpuSample::Ecc) ? nlohmann::json(g.eccVolatileCorrected) : nullptr;
        o["ecc_volatile_uncorrected"] =
            g.has(GpuSample::Ecc) ? nlohmann::json(g.eccVolatileUncorrected) : nullptr;
        gpus.push_back(std::move(o));
    }
    j["gpus"] = std::move(gpus);
    // Names come from the kernel and may not be UTF-8; replace rather than throw.
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string pongToJsonLine(const Pong &pong)
{
    nlohmann::json j{{"type", "pong"}, {"echo", pong.echo}, {"agent_ts_ms", pong.agentTimeMs}};
    return j.dump();
}

} // namespace cg::proto
