// SPDX-License-Identifier: GPL-3.0-or-later
// What nccl-tests prints, reproduced from its release 2.19.1 (src/util.cu: writeDeviceReport,
// writeResultHeader, writeBenchmarkLine*, getFloatStr, writeResultFooter, writeErrors, and its JSON
// output, -J FILE.json), so that logs parsers written for nccl-tests read the agent's output unchanged.
#pragma once

#include "bench/nccl_rules.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cg::agent::bench {

struct NcclMeasurement
{
    double timeUs = 0;
    double algBw = 0; // GB/s (1e9)
    double busBw = 0; // GB/s
    std::int64_t wrong = 0;
    bool checked = true; // false: nccl-tests prints N/A (in-place alltoall)
};

struct NcclRow
{
    std::size_t bytes = 0;
    std::size_t count = 0;
    std::string type = "float";
    std::string redop = "sum"; // "none" for ops that do not reduce
    int root = -1;
    NcclMeasurement outOfPlace;
    NcclMeasurement inPlace;
};

// BenchTime: time, algbw and busbw for `seconds` per collective of the size whose counts are `c`.
NcclMeasurement ncclMeasurement(CollOp op, int nranks, const CollCounts &c, std::size_t elementSize,
                                double seconds, std::int64_t wrong, bool checked = true);

// getFloatStr: 2 decimals while the integer part leaves room in `width`, then 1, then 0, then
// scientific notation; a value that rounds up past the width stays wider, exactly as printf makes it.
std::string ncclFloatColumn(double value, int width);
std::string ncclTimeColumn(double us);       // width 7
std::string ncclBandwidthColumn(double gbs); // width 6

// writeResultHeader (no -C, no -S): "#", then out-of-place / in-place, names and units.
std::string ncclTableHeader();
// writeBenchmarkLinePreamble, two writeBenchmarkLineBody and the terminator.
std::string ncclTableRow(const NcclRow &row);
// writeResultFooter and finalizeFooter: "# Out of bounds values : N OK|FAILED",
// "# Avg bus bandwidth    : X ", "#", "# Collective test concluded: PROGRAM", "#".
std::string ncclTableFooter(const std::string &program, int outOfBounds, double avgBusBw);
// CheckData's errors[0] when every rank is in one process: the checked measurements with wrong elements
// (a size wrong in both placements counts twice, as in nccl-tests).
int ncclOutOfBounds(const std::vector<NcclRow> &rows);
// bw[0] / bw_count[0]: busbw summed over every measurement (both placements) and divided by their number.
double ncclAverageBusBw(const std::vector<NcclRow> &rows);

// "0000:19:00.0" or "00000000:19:00.0" (CUDA, NVML) as nccl-tests prints it: "%04x:%02x:%02x" of domain,
// bus and device. Text it cannot read is returned unchanged.
std::string ncclTestsBusId(const std::string &busId);
// getHostName: the host name up to its first dot.
std::string ncclTestsHostName(const std::string &hostname);

struct NcclDevice
{
    int rank = 0;
    int group = 0;
    int pid = 0;
    std::string host;  // as ncclTestsHostName gives it
    int device = 0;    // CUDA ordinal
    std::string busId; // as ncclTestsBusId gives it
    std::string name;  // "NVIDIA H100 80GB HBM3"
    int process = 0;   // which process drives it (the JSON lists the first device of each)
};

// One rank's device line as a fixed-size record, for gathering every rank's line with one NCCL
// allgather: rank, pid, device, process, host, bus id and name, tab-separated, cut to fit, NUL-padded.
constexpr std::size_t kNcclDeviceRecord = 256;
constexpr int kNcclMaxGatheredRanks = 16384; // 4 MiB of records at most
std::string ncclDeviceRecord(const NcclDevice &device);
// False for a record that is not one (the caller keeps its own lines then).
bool ncclParseDeviceRecord(std::string record, NcclDevice &device);

// Everything writeDeviceReport, the header, the footer and the JSON file say besides the rows.
struct NcclRunInfo
{
    std::string program = "all_reduce_perf";
    int ncclHeaders =
        0; // NCCL_VERSION_CODE nccl-tests was built with; the agent has no headers: the library's
    int ncclLibrary = 0; // ncclGetVersion()
    int nThreads = 1;
    int nGpus = 1; // per process
    std::size_t minBytes = 0;
    std::size_t maxBytes = 0;
    std::size_t stepFactor = 2;
    std::size_t stepBytes = 1 << 20;
    int warmupIters = 1;
    int iters = 20;
    int aggIters = 1;
    int validation = 1;
    int graph = 0;
    int unalign = 0;
    std::vector<NcclDevice> devices; // every rank, in rank order
    std::size_t reducedMaxBytes = 0; // non-zero: "# Reducing maxBytes to N due to memory limitation"
    std::string jsonPath;            // non-empty: "# Writing JSON output to PATH" comes first
    std::string lastError;           // ncclGetLastError: "# error: ..." after the footer
    std::vector<std::string> args;   // the JSON's "args"
    std::string startTime, endTime;  // "%Y-%m-%d %H:%M:%S", local time, as the JSON has them
};

// The whole standard output of an nccl-tests run on the main rank.
std::string ncclTestsReport(const NcclRunInfo &info, const std::vector<NcclRow> &rows, int outOfBounds);
// The -J FILE.json document (JSON_FILE_VERSION 2), byte for byte as util.cu writes it; "env" is left
// empty (an environment may hold secrets).
std::string ncclTestsJson(const NcclRunInfo &info, const std::vector<NcclRow> &rows, int outOfBounds);
// jsonOutputInit: a new file only (never an existing one); when PATH is taken, PATH.0, PATH.1, ... up to
// PATH.999. Returns the path written, or empty with `error` set.
std::string ncclTestsWriteJsonFile(const std::string &path, const std::string &json, std::string *error);
// "%Y-%m-%d %H:%M:%S" in local time, as nccl-tests stamps its JSON file.
std::string ncclTestsLocalTime();
// util.cu's sanitizeJson: \" \\ \/ \t \n escaped; the text stops at the first other control or non-ASCII
// character.
std::string ncclTestsJsonString(const std::string &text);

} // namespace cg::agent::bench
