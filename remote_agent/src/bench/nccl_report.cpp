// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/nccl_report.h"

#include <algorithm>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <fcntl.h>
#include <unistd.h>

namespace cg::agent::bench {

namespace {

std::string format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
std::string format(const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    const int n = std::vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return n < 0 ? std::string() : std::string(buf, std::size_t(std::min<int>(n, int(sizeof buf) - 1)));
}

std::string rowBody(const NcclMeasurement &m)
{
    const std::string t = ncclTimeColumn(m.timeUs), a = ncclBandwidthColumn(m.algBw),
                      b = ncclBandwidthColumn(m.busBw);
    if (m.checked)
        return format("  %7s  %6s  %6s  %6g", t.c_str(), a.c_str(), b.c_str(), double(m.wrong));
    return format("  %7s  %6s  %6s    N/A", t.c_str(), a.c_str(), b.c_str());
}

// The JSON writer of util.cu: no spaces, "%lf" numbers, "nan" as a string, booleans as strings.
class JsonOut
{
public:
    std::string text;

    void key(const char *k) { sep(), text += '"' + ncclTestsJsonString(k) + "\":", m_afterKey = true; }
    void str(const std::string &s) { value('"' + ncclTestsJsonString(s) + '"'); }
    void boolean(bool b) { str(b ? "true" : "false"); }
    void integer(long long v) { value(std::to_string(v)); }
    void size(std::size_t v) { value(std::to_string(v)); }
    void real(double v) { value(v != v ? std::string("\"nan\"") : format("%lf", v)); }
    void null() { value("null"); }
    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginList() { open('['); }
    void endList() { close(']'); }

private:
    bool m_afterKey = false;
    std::vector<bool> m_some; // per open container: has it an item yet

    void sep()
    {
        if (!m_some.empty()) {
            if (m_some.back())
                text += ',';
            m_some.back() = true;
        }
    }
    void value(const std::string &v)
    {
        if (!m_afterKey)
            sep();
        m_afterKey = false;
        text += v;
    }
    void open(char c)
    {
        value(std::string(1, c));
        m_some.push_back(false);
    }
    void close(char c)
    {
        if (!m_some.empty())
            m_some.pop_back();
        text += c;
    }
};

void jsonHalf(JsonOut &j, const char *name, const NcclMeasurement &m)
{
    j.key(name);
    j.beginObject();
    j.key("time");
    j.real(m.timeUs);
    j.key("alg_bw");
    j.real(m.algBw);
    j.key("bus_bw");
    j.real(m.busBw);
    j.key("nwrong");
    if (m.checked)
        j.real(double(m.wrong));
    else
        j.null();
    j.endObject();
}

} // namespace

NcclMeasurement ncclMeasurement(CollOp op, int nranks, const CollCounts &c, std::size_t elementSize,
                                double seconds, std::int64_t wrong, bool checked)
{
    NcclMeasurement m;
    const Bandwidth b = collBandwidth(op, c.paramCount, elementSize, seconds, nranks);
    m.timeUs = seconds * 1.0E6;
    m.algBw = b.alg;
    m.busBw = b.bus;
    m.wrong = wrong;
    m.checked = checked;
    return m;
}

std::string ncclFloatColumn(double value, int width)
{
    // for (uint64_t val = 1; value >= val; val *= 10) power++;  (bounded here: 10^19 is the last power
    // a uint64_t holds)
    int power = 0;
    for (std::uint64_t val = 1; power < 20 && value >= double(val); val *= 10)
        ++power;
    if (power < width - 2)
        return format("%*.2f", width, value);
    if (power < width - 1)
        return format("%*.1f", width, value);
    if (power < width + 1)
        return format("%*.0f", width, value);
    if (width >= 7)
        return format("%*.1e", width, value);
    return format("%*.0e", width, value);
}

std::string ncclTimeColumn(double us)
{
    return ncclFloatColumn(us, 7);
}

std::string ncclBandwidthColumn(double gbs)
{
    return ncclFloatColumn(gbs, 6);
}

std::string ncclTableHeader()
{
    std::string out = "#\n";
    out += format(
        "# %10s  %12s  %8s  %6s  %6s           out-of-place                       in-place          \n", "",
        "", "", "", "");
    out += format("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s %*s\n", "size",
                  "count", "type", "redop", "root", "time", "algbw", "busbw", "#wrong", "time", "algbw",
                  "busbw", "#wrong", 0, "");
    out += format("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s %*s\n", "(B)",
                  "(elements)", "", "", "", "(us)", "(GB/s)", "(GB/s)", "", "(us)", "(GB/s)", "(GB/s)", "", 0,
                  "");
    return out;
}

std::string ncclTableRow(const NcclRow &row)
{
    const std::string rootName = format("%6i", row.root);
    std::string out = format("%12li  %12li  %8s  %6s  %6s", long(row.bytes), long(row.count),
                             row.type.c_str(), row.redop.c_str(), rootName.c_str());
    out += rowBody(row.outOfPlace);
    out += rowBody(row.inPlace);
    return out + "\n";
}

std::string ncclTableFooter(const std::string &program, int outOfBounds, double avgBusBw)
{
    std::string out =
        format("# %-20s : %d %s\n", "Out of bounds values", outOfBounds, outOfBounds ? "FAILED" : "OK");
    out += format("# %-20s : %g %s\n", "Avg bus bandwidth", avgBusBw, "");
    out += "#\n";
    out += "# Collective test concluded: " + program + "\n";
    out += "#\n"; // finalizeFooter
    return out;
}

int ncclOutOfBounds(const std::vector<NcclRow> &rows)
{
    int n = 0;
    for (const NcclRow &r : rows)
        for (const NcclMeasurement *m : {&r.outOfPlace, &r.inPlace})
            n += m->checked && m->wrong != 0;
    return n;
}

double ncclAverageBusBw(const std::vector<NcclRow> &rows)
{
    double sum = 0;
    int n = 0;
    for (const NcclRow &r : rows) {
        sum += r.outOfPlace.busBw;
        sum += r.inPlace.busBw;
        n += 2;
    }
    return sum / double(n); // 0/0 when nothing ran, as nccl-tests divides
}

std::string ncclTestsBusId(const std::string &busId)
{
    unsigned domain = 0, bus = 0, device = 0;
    char tail = 0;
    // "%x:%x:%x" then an optional ".function"
    if (std::sscanf(busId.c_str(), "%x:%x:%x%c", &domain, &bus, &device, &tail) < 3 || (tail && tail != '.'))
        return busId;
    return format("%04x:%02x:%02x", domain, bus, device);
}

std::string ncclTestsHostName(const std::string &hostname)
{
    return hostname.substr(0, hostname.find('.'));
}

std::string ncclTestsReport(const NcclRunInfo &info, const std::vector<NcclRow> &rows, int outOfBounds)
{
    std::string out;
    if (!info.jsonPath.empty())
        out += "# Writing JSON output to " + info.jsonPath + "\n";
    out += format("# nccl-tests version %s nccl-headers=%d nccl-library=%d\n", kNcclTestsRelease,
                  info.ncclHeaders, info.ncclLibrary);
    out += "# Collective test starting: " + info.program + "\n";
    const bool byFactor = info.stepFactor > 1;
    out +=
        format("# nThread %d nGpus %d minBytes %ld maxBytes %ld step: %ld(%s) warmup iters: %d iters: %d agg "
               "iters: %d validation: %d graph: %d unalign: %d\n",
               info.nThreads, info.nGpus, long(info.minBytes), long(info.maxBytes),
               long(byFactor ? info.stepFactor : info.stepBytes), byFactor ? "factor" : "bytes",
               info.warmupIters, info.iters, info.aggIters, info.validation, info.graph, info.unalign);
    out += "#\n";
    out += "# Using devices\n";
    for (const NcclDevice &d : info.devices)
        out += format("#  Rank %2d Group %2d Pid %6d on %10s device %2d [%s] %s\n", d.rank, d.group, d.pid,
                      d.host.c_str(), d.device, d.busId.c_str(), d.name.c_str());
    if (info.reducedMaxBytes)
        out += format("#\n# Reducing maxBytes to %ld due to memory limitation\n", long(info.reducedMaxBytes));
    out += ncclTableHeader();
    for (const NcclRow &r : rows)
        out += ncclTableRow(r);
    out += ncclTableFooter(info.program, outOfBounds, ncclAverageBusBw(rows));
    out += info.lastError.empty() ? std::string("\n") : "# error: " + info.lastError + "\n"; // writeErrors
    return out;
}

std::string ncclTestsJsonString(const std::string &text)
{
    constexpr std::size_t lim = 2048; // its char tmp[2048]
    std::string out;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (out.size() + 1 >= lim)
            return out;
        switch (c) {
        case '"':
        case '\\':
        case '/':
        case '\t':
        case '\n':
            if (out.size() + 2 > lim)
                return out;
            out += '\\';
            out += c == '\n' ? 'n' : c == '\t' ? 't' : ch;
            break;
        default:
            if (c >= 0x7F || c <= 0x1F)
                return out;
            out += ch;
        }
    }
    return out;
}

std::string ncclTestsJson(const NcclRunInfo &info, const std::vector<NcclRow> &rows, int outOfBounds)
{
    JsonOut j;
    j.beginObject();
    j.key("version");
    j.integer(2);
    j.key("start_time");
    j.str(info.startTime);
    j.key("args");
    j.beginList();
    for (const std::string &a : info.args)
        j.str(a);
    j.endList();
    j.key("env");
    j.beginList();
    j.endList();
    j.key("nccl_version");
    j.integer(info.ncclLibrary);

    j.key("config");
    j.beginObject();
    j.key("nthreads");
    j.integer(info.nThreads);
    j.key("ngpus");
    j.integer(info.nGpus);
    j.key("minimum_bytes");
    j.size(info.minBytes);
    j.key("maximum_bytes");
    j.size(info.maxBytes);
    if (info.stepFactor > 1) {
        j.key("step_factor");
        j.integer(int(info.stepFactor));
    } else {
        j.key("step_bytes");
        j.size(info.stepBytes);
    }
    j.key("warmup_iters");
    j.integer(info.warmupIters);
    j.key("iterations");
    j.integer(info.iters);
    j.key("aggregated_iterations");
    j.integer(info.aggIters);
    j.key("validation");
    j.integer(info.validation);
    j.key("graph");
    j.integer(info.graph);
    j.key("blocking_collectives");
    j.boolean(false);
    j.key("per_iter_timing");
    j.boolean(false);
    j.key("parallel_init");
    j.boolean(false);
    j.key("devices");
    j.beginList();
    // util.cu parses one line per process: the first device each process printed.
    int lastProcess = -1;
    for (const NcclDevice &d : info.devices) {
        if (d.process == lastProcess)
            continue;
        lastProcess = d.process;
        j.beginObject();
        j.key("rank");
        j.integer(d.rank);
        j.key("group");
        j.integer(d.group);
        j.key("pid");
        j.integer(d.pid);
        j.key("hostname");
        j.str(d.host);
        j.key("device");
        j.integer(d.device);
        j.key("device_hex");
        j.str(d.busId);
        j.key("device_info");
        j.str(d.name);
        j.endObject();
    }
    j.endList();
    j.endObject();

    j.key("results");
    j.beginList();
    for (const NcclRow &r : rows) {
        j.beginObject();
        j.key("size");
        j.size(r.bytes);
        j.key("count");
        j.size(r.count);
        j.key("type");
        j.str(r.type);
        j.key("redop");
        j.str(r.redop);
        j.key("root");
        j.str(format("%6i", r.root));
        jsonHalf(j, "out_of_place", r.outOfPlace);
        jsonHalf(j, "in_place", r.inPlace);
        j.key("actual_iterations");
        j.integer(info.iters);
        j.key("experiment_name");
        j.str("");
        j.endObject();
    }
    j.endList();

    j.key("out_of_bounds");
    j.beginObject();
    j.key("count");
    j.integer(outOfBounds);
    j.key("okay");
    j.boolean(outOfBounds == 0);
    j.endObject();
    j.key("average_bus_bandwidth");
    j.beginObject();
    j.key("bandwidth");
    j.real(ncclAverageBusBw(rows));
    j.key("okay");
    j.str("unchecked");
    j.endObject();
    j.key("errors");
    j.beginList();
    j.str(info.lastError);
    j.endList();
    j.key("end_time");
    j.str(info.endTime);
    j.endObject();
    return j.text;
}

std::string ncclTestsWriteJsonFile(const std::string &path, const std::string &json, std::string *error)
{
    std::string tryPath = path;
    for (int n = 0; n <= 1000; ++n) {
        const int fd = ::open(tryPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd >= 0) {
            std::size_t done = 0;
            while (done < json.size()) {
                const ssize_t w = ::write(fd, json.data() + done, json.size() - done);
                if (w < 0 && errno == EINTR)
                    continue;
                if (w <= 0)
                    break;
                done += std::size_t(w);
            }
            const bool closed = ::close(fd) == 0;
            if (done == json.size() && closed)
                return tryPath;
            if (error)
                *error = "could not write the JSON output to " + tryPath;
            return {};
        }
        if (errno != EEXIST) {
            if (error)
                *error = "cannot write the JSON output to " + tryPath + ": " + std::strerror(errno);
            return {};
        }
        if (n == 1000)
            break;
        tryPath = path + "." + std::to_string(n);
    }
    if (error)
        *error = "cannot write the JSON output: " + path + " and " + path + ".0 to " + path + ".999 exist";
    return {};
}

std::string ncclDeviceRecord(const NcclDevice &d)
{
    auto clean = [](std::string t) {
        for (char &c : t)
            if (c == '\t' || c == '\n' || c == '\0')
                c = ' ';
        return t.substr(0, 60);
    };
    std::string r = std::to_string(d.rank) + '\t' + std::to_string(d.pid) + '\t' + std::to_string(d.device) +
                    '\t' + std::to_string(d.process) + '\t' + clean(d.host) + '\t' + clean(d.busId) + '\t' +
                    clean(d.name);
    r.resize(kNcclDeviceRecord, '\0');
    return r;
}

bool ncclParseDeviceRecord(std::string r, NcclDevice &d)
{
    r = r.substr(0, r.find('\0'));
    std::vector<std::string> f;
    std::size_t start = 0;
    for (;;) {
        const std::size_t tab = r.find('\t', start);
        f.push_back(r.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
        if (tab == std::string::npos)
            break;
        start = tab + 1;
    }
    if (f.size() != 7)
        return false;
    try {
        d.rank = std::stoi(f[0]);
        d.pid = std::stoi(f[1]);
        d.device = std::stoi(f[2]);
        d.process = std::stoi(f[3]);
    } catch (const std::exception &) {
        return false;
    }
    d.group = 0;
    d.host = f[4];
    d.busId = f[5];
    d.name = f[6];
    return true;
}

std::string ncclTestsLocalTime()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    ::localtime_r(&t, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", &tm);
    return buf;
}

} // namespace cg::agent::bench
