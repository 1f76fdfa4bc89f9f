// SPDX-License-Identifier: GPL-3.0-or-later
#include "host_sampler.h"

#include <algorithm>
#include <cmath>
#include <dirent.h>
#include <limits>

namespace cg::agent {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::vector<std::string> listDir(const std::string &path)
{
    std::vector<std::string> names;
    DIR *dir = ::opendir(path.c_str());
    if (!dir)
        return names;
    while (const dirent *e = ::readdir(dir)) {
        const std::string name = e->d_name;
        if (name != "." && name != "..")
            names.push_back(name);
    }
    ::closedir(dir);
    return names;
}

std::optional<std::uint64_t> readCounter(const std::string &path)
{
    const auto text = readFile(path, 64);
    return text ? parseSysfsCounter(*text) : std::nullopt;
}

// Port directories are numbers; "10" must come after "2".
bool portLess(const std::string &a, const std::string &b)
{
    return a.size() != b.size() ? a.size() < b.size() : a < b;
}

template <typename T> const T *findByName(const std::vector<T> &list, const std::string &name)
{
    for (const auto &item : list) {
        if (item.name == name)
            return &item;
    }
    return nullptr;
}

} // namespace

double counterRate(std::uint64_t before, std::uint64_t now, double seconds)
{
    if (!(seconds > 0))
        return kNaN;
    if (now < before)
        return 0;
    return double(now - before) / seconds;
}

double cpuPercent(const CpuTimes &before, const CpuTimes &now)
{
    if (now.total() <= before.total())
        return kNaN;
    const double total = double(now.total() - before.total());
    // busy can step back on its own (iowait is not monotonic per CPU), so clamp instead of trusting it.
    const double busy = now.busy() >= before.busy() ? double(now.busy() - before.busy()) : 0.0;
    return std::clamp(100.0 * busy / total, 0.0, 100.0);
}

HostSampler::HostSampler(std::string procRoot, std::string sysRoot)
    : m_procRoot(std::move(procRoot)), m_sysRoot(std::move(sysRoot))
{
}

std::vector<HostSampler::IbCounters> HostSampler::readIbCounters(const std::string &sysRoot)
{
    std::vector<IbCounters> out;
    const std::string base = sysRoot + "/class/infiniband";
    auto devices = listDir(base);
    std::sort(devices.begin(), devices.end());
    for (const auto &dev : devices) {
        const std::string portsDir = base + "/" + dev + "/ports";
        auto ports = listDir(portsDir);
        std::sort(ports.begin(), ports.end(), portLess);
        for (const auto &port : ports) {
            const std::string counters = portsDir + "/" + port + "/counters/";
            IbCounters c;
            c.name = dev + "/" + port;
            c.rcvWords = readCounter(counters + "port_rcv_data");
            c.xmitWords = readCounter(counters + "port_xmit_data");
            c.symbolErrors = readCounter(counters + "symbol_error").value_or(0);
            c.linkDowned = readCounter(counters + "link_downed").value_or(0);
            out.push_back(std::move(c));
        }
    }
    return out;
}

HostSampler::Reading HostSampler::read(Clock::time_point now) const
{
    Reading r;
    r.time = now;
    if (const auto text = readFile(m_procRoot + "/stat"))
        r.stat = parseProcStat(*text);
    if (const auto text = readFile(m_procRoot + "/net/dev"))
        r.nics = parseNetDev(*text);
    if (const auto text = readFile(m_procRoot + "/net/snmp"))
        r.tcp = parseNetSnmp(*text);
    r.ib = readIbCounters(m_sysRoot);
    return r;
}

void HostSampler::prime()
{
    primeAt(Clock::now());
}

void HostSampler::primeAt(Clock::time_point now)
{
    m_last = read(now);
}

cg::proto::Sample HostSampler::sample()
{
    const auto epochMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::system_clock::now().time_since_epoch())
                             .count();
    return sampleAt(Clock::now(), std::int64_t(epochMs));
}

cg::proto::Sample HostSampler::sampleAt(Clock::time_point now, std::int64_t epochMs)
{
    cg::proto::Sample s;
    s.timestampMs = epochMs;
    Reading cur = read(now);

    double seconds = kNaN;
    if (m_last && now > m_last->time) {
        seconds = std::chrono::duration<double>(now - m_last->time).count();
        const double ms = std::round(seconds * 1000.0);
        s.intervalMs = ms >= double(UINT32_MAX) ? UINT32_MAX : std::uint32_t(ms);
    }
    const Reading *prev = m_last ? &*m_last : nullptr;

    if (cur.stat) {
        s.cpuCount = cur.stat->cpuCount;
        if (prev && prev->stat && seconds > 0)
            s.cpuPercent = float(cpuPercent(prev->stat->cpu, cur.stat->cpu));
    }
    if (const auto text = readFile(m_procRoot + "/loadavg")) {
        if (const auto load = parseLoadavg(*text)) {
            s.load1 = float(load->load1);
            s.load5 = float(load->load5);
            s.load15 = float(load->load15);
        }
    }
    if (const auto text = readFile(m_procRoot + "/meminfo")) {
        if (const auto mem = parseMeminfo(*text)) {
            s.memTotalBytes = mem->totalBytes;
            s.memUsedBytes = mem->totalBytes - mem->availableBytes;
        }
    }
    if (cur.tcp && prev && prev->tcp) {
        s.tcpRetransSegsPerSec = counterRate(prev->tcp->retransSegs, cur.tcp->retransSegs, seconds);
        s.tcpOutSegsPerSec = counterRate(prev->tcp->outSegs, cur.tcp->outSegs, seconds);
    }

    s.nics.reserve(cur.nics.size());
    for (const auto &nic : cur.nics) {
        cg::proto::NicSample n;
        n.name = nic.name;
        n.rxBytesPerSec = kNaN;
        n.txBytesPerSec = kNaN;
        if (const auto *old = prev ? findByName(prev->nics, nic.name) : nullptr) {
            n.rxBytesPerSec = counterRate(old->rxBytes, nic.rxBytes, seconds);
            n.txBytesPerSec = counterRate(old->txBytes, nic.txBytes, seconds);
        }
        s.nics.push_back(std::move(n));
    }

    s.ibPorts.reserve(cur.ib.size());
    for (const auto &port : cur.ib) {
        cg::proto::IbPortSample p;
        p.name = port.name;
        p.rxBytesPerSec = kNaN;
        p.txBytesPerSec = kNaN;
        p.symbolErrors = port.symbolErrors;
        p.linkDowned = port.linkDowned;
        // The data counters count 4-byte words; the delta is scaled, not the raw values, so a
        // counter near 2^64 cannot overflow on the way.
        if (const auto *old = prev ? findByName(prev->ib, port.name) : nullptr) {
            if (old->rcvWords && port.rcvWords)
                p.rxBytesPerSec = 4.0 * counterRate(*old->rcvWords, *port.rcvWords, seconds);
            if (old->xmitWords && port.xmitWords)
                p.txBytesPerSec = 4.0 * counterRate(*old->xmitWords, *port.xmitWords, seconds);
        }
        s.ibPorts.push_back(std::move(p));
    }

    m_last = std::move(cur);
    return s;
}

} // namespace cg::agent
