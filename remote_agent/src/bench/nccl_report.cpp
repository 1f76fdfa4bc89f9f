// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/nccl_report.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <limits>

namespace cg::agent::bench {

namespace {

// nccl-tests' number columns: as many decimals as fit the width (2, 1, 0), else scientific notation.
std::string floatColumn(double value, int width)
{
    int power = 0;
    for (double v = 1; value >= v && power < 40; v *= 10)
        ++power;
    char buf[64];
    if (power < width - 2)
        std::snprintf(buf, sizeof buf, "%*.2f", width, value);
    else if (power < width - 1)
        std::snprintf(buf, sizeof buf, "%*.1f", width, value);
    else if (power < width + 1)
        std::snprintf(buf, sizeof buf, "%*.0f", width, value);
    else if (width >= 7)
        std::snprintf(buf, sizeof buf, "%*.1e", width, value);
    else
        std::snprintf(buf, sizeof buf, "%*.0e", width, value);
    return buf;
}

} // namespace

std::optional<CollOp> parseCollOp(std::string_view name)
{
    std::string n;
    for (char c : name) {
        if (c != '_' && c != '-')
            n.push_back(char(std::tolower(static_cast<unsigned char>(c))));
    }
    if (n == "allreduce")
        return CollOp::AllReduce;
    if (n == "allgather")
        return CollOp::AllGather;
    if (n == "reducescatter")
        return CollOp::ReduceScatter;
    if (n == "alltoall")
        return CollOp::AllToAll;
    if (n == "broadcast")
        return CollOp::Broadcast;
    if (n == "reduce")
        return CollOp::Reduce;
    return std::nullopt;
}

const char *collOpName(CollOp op)
{
    switch (op) {
    case CollOp::AllReduce:
        return "allreduce";
    case CollOp::AllGather:
        return "allgather";
    case CollOp::ReduceScatter:
        return "reducescatter";
    case CollOp::AllToAll:
        return "alltoall";
    case CollOp::Broadcast:
        return "broadcast";
    case CollOp::Reduce:
        return "reduce";
    }
    return "?";
}

const char *ncclTestsProgram(CollOp op)
{
    switch (op) {
    case CollOp::AllReduce:
        return "all_reduce_perf";
    case CollOp::AllGather:
        return "all_gather_perf";
    case CollOp::ReduceScatter:
        return "reduce_scatter_perf";
    case CollOp::AllToAll:
        return "alltoall_perf";
    case CollOp::Broadcast:
        return "broadcast_perf";
    case CollOp::Reduce:
        return "reduce_perf";
    }
    return "?";
}

bool collHasRoot(CollOp op)
{
    return op == CollOp::Broadcast || op == CollOp::Reduce;
}

bool collReduces(CollOp op)
{
    return op == CollOp::AllReduce || op == CollOp::ReduceScatter || op == CollOp::Reduce;
}

double busBwFactor(CollOp op, int nranks)
{
    if (nranks <= 0)
        return 0;
    const double n = nranks;
    switch (op) {
    case CollOp::AllReduce:
        return 2.0 * (n - 1) / n;
    case CollOp::AllGather:
    case CollOp::ReduceScatter:
    case CollOp::AllToAll:
        return (n - 1) / n;
    case CollOp::Broadcast:
    case CollOp::Reduce:
        return 1.0;
    }
    return 0;
}

CollCounts collCounts(CollOp op, std::size_t count, int nranks, std::size_t elementSize)
{
    CollCounts c;
    const auto n = std::size_t(nranks > 0 ? nranks : 1);
    const std::size_t perRank = count / n;
    switch (op) {
    case CollOp::AllReduce:
    case CollOp::Broadcast:
    case CollOp::Reduce:
        c.sendCount = c.recvCount = c.paramCount = count;
        break;
    case CollOp::AllGather:
        c.sendCount = perRank;
        c.recvCount = perRank * n;
        c.paramCount = perRank;
        c.sendInPlace = perRank;
        break;
    case CollOp::ReduceScatter:
        c.sendCount = perRank * n;
        c.recvCount = perRank;
        c.paramCount = perRank;
        c.recvInPlace = perRank;
        break;
    case CollOp::AllToAll:
        c.sendCount = c.recvCount = perRank * n;
        c.paramCount = perRank;
        break;
    }
    c.printedBytes = std::max(c.sendCount, c.recvCount) * elementSize;
    return c;
}

std::vector<std::size_t> sizeSweep(std::size_t minBytes, std::size_t maxBytes, std::size_t factor)
{
    std::vector<std::size_t> out;
    if (minBytes > maxBytes || factor < 2 || minBytes == 0)
        return out;
    for (std::size_t s = minBytes; s <= maxBytes;) {
        out.push_back(s);
        if (s > std::numeric_limits<std::size_t>::max() / factor)
            break;
        s *= factor;
    }
    return out;
}

std::optional<std::size_t> parseByteSize(std::string_view text)
{
    if (text.empty() || !std::isdigit(static_cast<unsigned char>(text.front())))
        return std::nullopt;
    std::size_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc())
        return std::nullopt;
    std::string_view rest(end, std::size_t(text.data() + text.size() - end));
    std::size_t unit = 1;
    if (!rest.empty()) {
        switch (std::toupper(static_cast<unsigned char>(rest.front()))) {
        case 'K':
            unit = std::size_t(1) << 10;
            break;
        case 'M':
            unit = std::size_t(1) << 20;
            break;
        case 'G':
            unit = std::size_t(1) << 30;
            break;
        default:
            return std::nullopt;
        }
        rest.remove_prefix(1);
        if (rest == "B" || rest == "b" || rest == "iB")
            rest = {};
        if (!rest.empty())
            return std::nullopt;
    }
    if (value > std::numeric_limits<std::size_t>::max() / unit)
        return std::nullopt;
    return value * unit;
}

NcclMeasurement ncclMeasurement(CollOp op, int nranks, std::size_t bytes, double seconds, std::int64_t wrong)
{
    NcclMeasurement m;
    m.timeUs = seconds * 1e6;
    m.algBw = seconds > 0 ? double(bytes) / 1e9 / seconds : 0;
    m.busBw = m.algBw * busBwFactor(op, nranks);
    m.wrong = wrong;
    return m;
}

std::string ncclTimeColumn(double us)
{
    return floatColumn(us, 7);
}

std::string ncclBandwidthColumn(double gbs)
{
    return floatColumn(gbs, 6);
}

std::string ncclTableHeader()
{
    char l1[256], l2[256], l3[256];
    std::snprintf(
        l1, sizeof l1,
        "# %10s  %12s  %8s  %6s  %6s           out-of-place                       in-place          \n", "",
        "", "", "", "");
    std::snprintf(l2, sizeof l2, "# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s %s\n",
                  "size", "count", "type", "redop", "root", "time", "algbw", "busbw", "#wrong", "time",
                  "algbw", "busbw", "#wrong", "");
    std::snprintf(l3, sizeof l3, "# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s %s\n",
                  "(B)", "(elements)", "", "", "", "(us)", "(GB/s)", "(GB/s)", "", "(us)", "(GB/s)", "(GB/s)",
                  "", "");
    return std::string("#\n") + l1 + l2 + l3;
}

std::string ncclTableRow(const NcclRow &row)
{
    char head[128];
    std::snprintf(head, sizeof head, "%12zu  %12zu  %8s  %6s  %6i", row.bytes, row.count, row.type.c_str(),
                  row.redop.c_str(), row.root);
    std::string out = head;
    for (const NcclMeasurement *m : {&row.outOfPlace, &row.inPlace}) {
        char part[128];
        std::snprintf(part, sizeof part, "  %7s  %6s  %6s  %6g", ncclTimeColumn(m->timeUs).c_str(),
                      ncclBandwidthColumn(m->algBw).c_str(), ncclBandwidthColumn(m->busBw).c_str(),
                      double(m->wrong));
        out += part;
    }
    return out + "\n";
}

std::string ncclTableFooter(const std::string &program, int sizesWithErrors, double avgBusBw)
{
    char l1[128], l2[128];
    std::snprintf(l1, sizeof l1, "# %-20s : %d %s\n", "Out of bounds values", sizesWithErrors,
                  sizesWithErrors ? "FAILED" : "OK");
    std::snprintf(l2, sizeof l2, "# %-20s : %g %s\n", "Avg bus bandwidth", avgBusBw, "");
    return std::string(l1) + l2 + "#\n# Collective test concluded: " + program + "\n#\n";
}

double ncclAverageBusBw(const std::vector<NcclRow> &rows)
{
    if (rows.empty())
        return 0;
    double sum = 0;
    for (const NcclRow &r : rows)
        sum += r.outOfPlace.busBw + r.inPlace.busBw;
    return sum / double(2 * rows.size());
}

} // namespace cg::agent::bench
