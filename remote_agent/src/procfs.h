// SPDX-License-Identifier: GPL-3.0-or-later
// Parsers for the /proc and /etc text files the agent reads. They take the file contents, so tests can
// feed fixtures, and they never throw: a malformed line is skipped, an unusable file gives nullopt/empty.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cg::agent {

// Jiffies from the aggregate "cpu" line of /proc/stat. guest/guest_nice are already counted in
// user/nice by the kernel, so they are not read.
struct CpuTimes
{
    std::uint64_t user = 0;
    std::uint64_t nice = 0;
    std::uint64_t system = 0;
    std::uint64_t idle = 0;
    std::uint64_t iowait = 0;
    std::uint64_t irq = 0;
    std::uint64_t softirq = 0;
    std::uint64_t steal = 0;

    std::uint64_t total() const { return user + nice + system + idle + iowait + irq + softirq + steal; }
    // Everything but idle and iowait: iowait is idle time spent waiting, not CPU work.
    std::uint64_t busy() const { return user + nice + system + irq + softirq + steal; }
};

struct ProcStat
{
    CpuTimes cpu;
    std::uint32_t cpuCount = 0; // number of "cpuN" lines (online logical CPUs)
};

struct MemInfo
{
    std::uint64_t totalBytes = 0;
    std::uint64_t availableBytes = 0; // never above totalBytes
    bool availableEstimated = false;  // true when MemAvailable was missing (kernels before 3.14)
};

struct LoadAvg
{
    double load1 = 0;
    double load5 = 0;
    double load15 = 0;
};

struct NetDevCounters
{
    std::string name;
    std::uint64_t rxBytes = 0;
    std::uint64_t txBytes = 0;
};

struct TcpCounters
{
    std::uint64_t retransSegs = 0;
    std::uint64_t outSegs = 0;
};

// Whole file, or nullopt when it cannot be opened or read. Reads until EOF because /proc files
// report size 0; stops at maxBytes so a wrong path (a device, a huge file) cannot stall the agent.
std::optional<std::string> readFile(const std::string &path, std::size_t maxBytes = 16u << 20);

// /proc/stat: nullopt without a well-formed aggregate "cpu" line (at least user, nice, system, idle;
// missing later columns read as 0).
std::optional<ProcStat> parseProcStat(const std::string &text);

// /proc/meminfo: nullopt without MemTotal, or without both MemAvailable and MemFree.
// Without MemAvailable, available = MemFree + Buffers + Cached (absent ones count 0).
std::optional<MemInfo> parseMeminfo(const std::string &text);

// /proc/loadavg: the first three fields; nullopt unless all three are finite and >= 0.
std::optional<LoadAvg> parseLoadavg(const std::string &text);

// /proc/net/dev in file order, without the loopback "lo". Header and malformed lines are skipped.
std::vector<NetDevCounters> parseNetDev(const std::string &text);

// /proc/net/snmp: the first "Tcp:" header line and the "Tcp:" value line after it, matched by column
// name. nullopt when either line or either column is missing or the two lines differ in length.
std::optional<TcpCounters> parseNetSnmp(const std::string &text);

// /proc/cpuinfo: the first non-empty "model name"; else "Hardware", "cpu model", "Processor" (old ARM);
// else, on arm64 that names no model, a name from "CPU implementer" / "CPU part".
std::optional<std::string> parseCpuModel(const std::string &text);

// A sysfs counter file: one unsigned decimal number, surrounding whitespace allowed.
std::optional<std::uint64_t> parseSysfsCounter(const std::string &text);

// os-release: PRETTY_NAME (quoted or not, shell escapes undone); else NAME; else nullopt.
std::optional<std::string> parseOsRelease(const std::string &text);

} // namespace cg::agent
