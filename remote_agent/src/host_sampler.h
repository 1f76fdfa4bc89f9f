// SPDX-License-Identifier: GPL-3.0-or-later
// Host telemetry (CPU, memory, load, NICs, TCP retransmits, InfiniBand ports) from /proc and /sys,
// turned into per-second rates between consecutive readings.
#pragma once

#include "procfs.h"
#include "protocol/messages.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cg::agent {

class HostSampler
{
public:
    using Clock = std::chrono::steady_clock;

    // The roots are parameters so tests can point the sampler at a directory of fixtures.
    explicit HostSampler(std::string procRoot = "/proc", std::string sysRoot = "/sys");

    // Takes a baseline reading so that the next sample() already has rates and CPU %.
    void prime();
    void primeAt(Clock::time_point now);

    // Host fields of a sample: timestampMs, intervalMs, cpu*, load*, mem*, tcp*, nics, ibPorts.
    // seq and gpus are left for the caller. Rates and CPU % are NaN on the very first reading, for a
    // NIC or port seen for the first time, and when the clock did not advance. A counter that went
    // backwards (wrap, driver reload) gives rate 0 for that interval; CPU % is NaN then.
    // intervalMs is the measured window the rates cover (0 when there was no earlier reading).
    cg::proto::Sample sample();
    // The same at given clocks, for tests.
    cg::proto::Sample sampleAt(Clock::time_point now, std::int64_t epochMs);

    const std::string &procRoot() const { return m_procRoot; }
    const std::string &sysRoot() const { return m_sysRoot; }

    struct IbCounters
    {
        std::string name; // "mlx5_0/1"
        std::optional<std::uint64_t> rcvWords;
        std::optional<std::uint64_t> xmitWords;
        std::uint64_t symbolErrors = 0;
        std::uint64_t linkDowned = 0;
    };
    // Every port under <sysRoot>/class/infiniband, sorted by device then port number.
    static std::vector<IbCounters> readIbCounters(const std::string &sysRoot);

private:
    struct Reading
    {
        Clock::time_point time;
        std::optional<ProcStat> stat;
        std::vector<NetDevCounters> nics;
        std::optional<TcpCounters> tcp;
        std::vector<IbCounters> ib;
    };

    Reading read(Clock::time_point now) const;

    std::string m_procRoot;
    std::string m_sysRoot;
    std::optional<Reading> m_last;
};

// Bytes (or events) per second between two readings of a counter; 0 when the counter went backwards,
// NaN when no time passed.
double counterRate(std::uint64_t before, std::uint64_t now, double seconds);

// Busy share of CPU time between two readings, 0-100; NaN when no time passed or the totals went back.
double cpuPercent(const CpuTimes &before, const CpuTimes &now);

} // namespace cg::agent
