// SPDX-License-Identifier: GPL-3.0-or-later
#include "procfs.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <fcntl.h>
#include <string_view>
#include <unistd.h>

namespace cg::agent {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// Calls f(line) for each line without its '\n'.
template <typename F> void forEachLine(std::string_view text, F &&f)
{
    while (!text.empty()) {
        const auto nl = text.find('\n');
        const auto line = text.substr(0, nl);
        if (!f(line))
            return;
        if (nl == std::string_view::npos)
            return;
        text.remove_prefix(nl + 1);
    }
}

std::vector<std::string_view> tokens(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isSpace(s[i]))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && !isSpace(s[i]))
            ++i;
        if (i > start)
            out.push_back(s.substr(start, i - start));
    }
    return out;
}

// Whole token must be decimal digits: from_chars alone would accept "12abc".
std::optional<std::uint64_t> toU64(std::string_view s, int base = 10)
{
    if (s.empty())
        return std::nullopt;
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, base);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

std::optional<double> toDouble(std::string_view s)
{
    if (s.empty())
        return std::nullopt;
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// "key : value" as in cpuinfo and meminfo; false when there is no colon.
bool splitKeyValue(std::string_view line, std::string_view &key, std::string_view &value)
{
    const auto colon = line.find(':');
    if (colon == std::string_view::npos)
        return false;
    key = trim(line.substr(0, colon));
    value = trim(line.substr(colon + 1));
    return true;
}

bool allDigits(std::string_view s)
{
    if (s.empty())
        return false;
    for (char c : s) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

// arm64 kernels print no model name; these are the parts found in GPU servers and common boards.
std::optional<std::string> armModelName(std::string_view implementer, std::string_view part)
{
    if (implementer.substr(0, 2) != "0x" || part.substr(0, 2) != "0x")
        return std::nullopt;
    const auto impl = toU64(implementer.substr(2), 16);
    const auto partId = toU64(part.substr(2), 16);
    if (!impl || !partId)
        return std::nullopt;
    struct Known
    {
        std::uint64_t impl;
        std::uint64_t part;
        const char *name;
    };
    static constexpr std::array<Known, 9> known{{
        {0x41, 0xd03, "ARM Cortex-A53"},
        {0x41, 0xd08, "ARM Cortex-A72"},
        {0x41, 0xd0b, "ARM Cortex-A76"},
        {0x41, 0xd0c, "ARM Neoverse-N1"},
        {0x41, 0xd40, "ARM Neoverse-V1"},
        {0x41, 0xd49, "ARM Neoverse-N2"},
        {0x41, 0xd4f, "ARM Neoverse-V2"},
        {0x48, 0xd01, "HiSilicon Kunpeng-920"},
        {0xc0, 0xac3, "Ampere-1"},
    }};
    for (const auto &k : known) {
        if (k.impl == *impl && k.part == *partId)
            return std::string(k.name);
    }
    return "ARM CPU (implementer " + std::string(implementer) + ", part " + std::string(part) + ")";
}

// Undoes the shell quoting os-release allows: "double" with \" \\ \$ \` escapes, or 'single'.
std::string unquoteShellValue(std::string_view v)
{
    if (v.size() >= 1 && v.front() == '\'') {
        v.remove_prefix(1);
        const auto end = v.find('\'');
        return std::string(v.substr(0, end));
    }
    if (v.size() >= 1 && v.front() == '"') {
        std::string out;
        for (std::size_t i = 1; i < v.size(); ++i) {
            const char c = v[i];
            if (c == '"')
                break;
            if (c == '\\' && i + 1 < v.size()) {
                const char n = v[i + 1];
                if (n == '"' || n == '\\' || n == '$' || n == '`') {
                    out.push_back(n);
                    ++i;
                    continue;
                }
            }
            out.push_back(c);
        }
        return out;
    }
    return std::string(v);
}

} // namespace

std::optional<std::string> readFile(const std::string &path, std::size_t maxBytes)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    std::string out;
    char buf[8192];
    bool ok = true;
    while (out.size() < maxBytes) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            ok = false;
            break;
        }
        if (n == 0)
            break;
        out.append(buf, std::min(std::size_t(n), maxBytes - out.size()));
    }
    ::close(fd);
    if (!ok)
        return std::nullopt;
    return out;
}

std::optional<ProcStat> parseProcStat(const std::string &text)
{
    std::optional<CpuTimes> aggregate;
    std::uint32_t count = 0;
    forEachLine(text, [&](std::string_view line) {
        const auto t = tokens(line);
        if (t.empty() || t[0].substr(0, 3) != "cpu")
            return true;
        if (t[0].size() > 3) {
            if (allDigits(t[0].substr(3)) && count < UINT32_MAX)
                ++count;
            return true;
        }
        if (aggregate)
            return true;
        std::array<std::uint64_t, 8> v{};
        std::size_t n = 0;
        for (std::size_t i = 1; i < t.size() && n < v.size(); ++i) {
            const auto x = toU64(t[i]);
            if (!x)
                break;
            v[n++] = *x;
        }
        if (n < 4)
            return true;
        aggregate = CpuTimes{v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]};
        return true;
    });
    if (!aggregate)
        return std::nullopt;
    return ProcStat{*aggregate, count};
}

std::optional<MemInfo> parseMeminfo(const std::string &text)
{
    std::optional<std::uint64_t> total, available, memFree, buffers, cached;
    forEachLine(text, [&](std::string_view line) {
        std::string_view key, value;
        if (!splitKeyValue(line, key, value))
            return true;
        std::optional<std::uint64_t> *slot = nullptr;
        if (key == "MemTotal")
            slot = &total;
        else if (key == "MemAvailable")
            slot = &available;
        else if (key == "MemFree")
            slot = &memFree;
        else if (key == "Buffers")
            slot = &buffers;
        else if (key == "Cached")
            slot = &cached;
        if (!slot || *slot)
            return true;
        const auto t = tokens(value);
        if (t.empty() || t.size() > 2)
            return true;
        auto x = toU64(t[0]);
        if (!x)
            return true;
        if (t.size() == 2) {
            if (t[1] != "kB" || *x > UINT64_MAX / 1024)
                return true;
            *x *= 1024;
        }
        *slot = x;
        return true;
    });
    if (!total)
        return std::nullopt;
    MemInfo m;
    m.totalBytes = *total;
    if (available) {
        m.availableBytes = *available;
    } else {
        if (!memFree)
            return std::nullopt;
        m.availableEstimated = true;
        // Saturating: garbage values must not wrap into a small number.
        std::uint64_t sum = *memFree;
        for (const auto &part : {buffers, cached}) {
            const std::uint64_t p = part.value_or(0);
            sum = p > UINT64_MAX - sum ? UINT64_MAX : sum + p;
        }
        m.availableBytes = sum;
    }
    m.availableBytes = std::min(m.availableBytes, m.totalBytes);
    return m;
}

std::optional<LoadAvg> parseLoadavg(const std::string &text)
{
    std::string_view firstLine = text;
    firstLine = firstLine.substr(0, firstLine.find('\n'));
    const auto t = tokens(firstLine);
    if (t.size() < 3)
        return std::nullopt;
    const auto a = toDouble(t[0]), b = toDouble(t[1]), c = toDouble(t[2]);
    if (!a || !b || !c || *a < 0 || *b < 0 || *c < 0)
        return std::nullopt;
    return LoadAvg{*a, *b, *c};
}

std::vector<NetDevCounters> parseNetDev(const std::string &text)
{
    std::vector<NetDevCounters> out;
    forEachLine(text, [&](std::string_view line) {
        const auto colon = line.find(':');
        if (colon == std::string_view::npos)
            return true;
        const auto name = trim(line.substr(0, colon));
        if (name.empty() || name == "lo" || tokens(name).size() != 1 || name.find('|') != name.npos)
            return true;
        // Columns 0-7 are receive, 8-15 transmit; the first nine must be numbers to trust the line.
        const auto t = tokens(line.substr(colon + 1));
        if (t.size() < 9)
            return true;
        std::array<std::uint64_t, 9> v{};
        for (std::size_t i = 0; i < v.size(); ++i) {
            const auto x = toU64(t[i]);
            if (!x)
                return true;
            v[i] = *x;
        }
        out.push_back({std::string(name), v[0], v[8]});
        return true;
    });
    return out;
}

std::optional<TcpCounters> parseNetSnmp(const std::string &text)
{
    std::vector<std::string_view> header, values;
    bool haveHeader = false, haveValues = false;
    forEachLine(text, [&](std::string_view line) {
        if (line.substr(0, 4) != "Tcp:")
            return true;
        auto t = tokens(line.substr(4));
        if (!haveHeader) {
            header = std::move(t);
            haveHeader = true;
            return true;
        }
        values = std::move(t);
        haveValues = true;
        return false;
    });
    if (!haveValues || header.size() != values.size())
        return std::nullopt;
    std::optional<std::uint64_t> retrans, out;
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i] == "RetransSegs")
            retrans = toU64(values[i]);
        else if (header[i] == "OutSegs")
            out = toU64(values[i]);
    }
    if (!retrans || !out)
        return std::nullopt;
    return TcpCounters{*retrans, *out};
}

std::optional<std::string> parseCpuModel(const std::string &text)
{
    // Lower index = better name; "Processor" on x86 would be "processor" (an index) and does not match.
    static constexpr std::array<std::string_view, 4> keys{"model name", "Hardware", "cpu model", "Processor"};
    std::array<std::string_view, keys.size()> found{};
    std::string_view implementer, part;
    forEachLine(text, [&](std::string_view line) {
        std::string_view key, value;
        if (!splitKeyValue(line, key, value) || value.empty())
            return true;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (key == keys[i] && found[i].empty())
                found[i] = value;
        }
        if (key == "CPU implementer" && implementer.empty())
            implementer = value;
        else if (key == "CPU part" && part.empty())
            part = value;
        return true;
    });
    for (const auto &f : found) {
        if (!f.empty())
            return std::string(f);
    }
    if (!implementer.empty() && !part.empty())
        return armModelName(implementer, part);
    return std::nullopt;
}

std::optional<std::uint64_t> parseSysfsCounter(const std::string &text)
{
    return toU64(trim(text));
}

std::optional<std::string> parseOsRelease(const std::string &text)
{
    std::optional<std::string> pretty, name;
    forEachLine(text, [&](std::string_view line) {
        line = trim(line);
        const auto eq = line.find('=');
        if (line.empty() || line.front() == '#' || eq == std::string_view::npos)
            return true;
        const auto key = line.substr(0, eq);
        std::optional<std::string> *slot = key == "PRETTY_NAME" ? &pretty : key == "NAME" ? &name : nullptr;
        if (!slot || *slot)
            return true;
        auto value = unquoteShellValue(trim(line.substr(eq + 1)));
        if (!value.empty())
            *slot = std::move(value);
        return true;
    });
    return pretty ? pretty : name;
}

} // namespace cg::agent
