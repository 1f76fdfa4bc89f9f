// SPDX-License-Identifier: GPL-3.0-or-later
// `bench nccl` and `bench nccl-id`: NCCL collectives measured, checked and printed the way nccl-tests
// 2.19.1 does it (src/common.cu: the sweep, the warm-up of every size, the buffer shift per iteration,
// the time averaged over processes, the check of every rank's receive buffer, the table, its footer and
// the JSON file), over every local GPU in one process or, with an id from `nccl-id`, across processes
// on several nodes. The rules themselves live in nccl_rules.cpp and nccl_report.cpp (no CUDA there).
#include "bench/cuda/cuda_util.h"
#include "bench/cuda/kernels.h"
#include "bench/cuda/nccl_lib.h"
#include "bench/nccl_report.h"
#include "bench/nccl_rules.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace cg::agent::bench {

using namespace cuda;

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kElement = sizeof(float);
constexpr int kJoinTimeoutS = 600;

int kernelOp(CollOp op)
{
    switch (op) {
    case CollOp::AllReduce:
        return 0;
    case CollOp::AllGather:
        return 1;
    case CollOp::ReduceScatter:
        return 2;
    case CollOp::AllToAll:
        return 3;
    case CollOp::Broadcast:
        return 4;
    case CollOp::Reduce:
        return 5;
    }
    return 0;
}

struct Rank
{
    Gpu gpu;
    int rank = 0; // global rank
    NcclLib::Comm comm = nullptr;
    std::unique_ptr<Stream> stream;
    DeviceBuffer send, recv, counter, scratch;
};

// Ends the process if the other ranks never join: ncclCommInitRank has no timeout of its own.
class JoinWatchdog
{
public:
    explicit JoinWatchdog(int seconds)
    {
        m_thread = std::thread([this, seconds] {
            std::unique_lock<std::mutex> lock(m_mutex);
            if (!m_cv.wait_for(lock, std::chrono::seconds(seconds), [this] { return m_done; })) {
                std::fprintf(
                    stderr,
                    "clustergate-agent: the other NCCL ranks did not join within %d s (check --nranks, the "
                    "id, and that every node can reach the node that ran nccl-id)\n",
                    seconds);
                std::fflush(stderr);
                std::_Exit(1);
            }
        });
    }
    ~JoinWatchdog() { done(); }
    JoinWatchdog(const JoinWatchdog &) = delete;
    JoinWatchdog &operator=(const JoinWatchdog &) = delete;
    void done()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_done = true;
        }
        m_cv.notify_all();
        if (m_thread.joinable())
            m_thread.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_done = false;
    std::thread m_thread;
};

bool parseHexId(const std::string &hex, ncclabi::UniqueId &id)
{
    if (hex.size() != 2 * sizeof id.internal)
        return false;
    for (std::size_t i = 0; i < sizeof id.internal; ++i) {
        unsigned v = 0;
        if (std::sscanf(hex.c_str() + 2 * i, "%2x", &v) != 1)
            return false;
        id.internal[i] = char(v);
    }
    return true;
}

} // namespace

std::string ncclUniqueIdHex(std::string &error, bool &unavailable)
{
    try {
        const NcclLib &nccl = NcclLib::load();
        ncclabi::UniqueId id{};
        nccl.check(nccl.getUniqueId(&id), "ncclGetUniqueId");
        std::string hex;
        char b[3];
        for (char c : id.internal) {
            std::snprintf(b, sizeof b, "%02x", unsigned(static_cast<unsigned char>(c)));
            hex += b;
        }
        return hex;
    } catch (const Unavailable &e) {
        error = e.what();
        unavailable = true;
    } catch (const Failure &e) {
        error = e.what();
        unavailable = false;
    }
    return {};
}

BenchResult runNccl(const NcclOptions &o)
{
    return guarded("nccl", o.repeat, [&](BenchResult &r, const Nvml &nvml) {
        const std::string startTime = ncclTestsLocalTime();
        const std::vector<Gpu> gpus = selectGpus(o.gpus);
        const NcclLib &nccl = NcclLib::load();
        r.environment["nccl"] = nccl.versionString();
        r.environment["nccl_path"] = nccl.path;
        const bool multi = o.rank >= 0;
        const int nranks = multi ? o.nranks : int(gpus.size());
        const int first = multi ? o.rank : 0;
        if (first + int(gpus.size()) > nranks)
            throw Failure("this process drives " + std::to_string(gpus.size()) + " GPU(s) as ranks " +
                          std::to_string(first) + ".." + std::to_string(first + int(gpus.size()) - 1) +
                          ", beyond --nranks " + std::to_string(nranks) + " (choose GPUs with --device)");
        if (o.root >= nranks)
            throw Failure("--root " + std::to_string(o.root) + " is not a rank (there are " +
                          std::to_string(nranks) + ")");
        const CollOp op = o.op;
        r.parameters = {{"op", collOpName(op)},
                        {"min_bytes", o.minBytes},
                        {"max_bytes", o.maxBytes},
                        {"step_factor", o.factor},
                        {"step_bytes", o.stepBytes},
                        {"iters", o.iters},
                        {"warmup_iters", o.warmupIters},
                        {"datatype", "float"},
                        {"redop", collReduces(op) ? "sum" : "none"},
                        {"root", collHasRoot(op) ? o.root : -1},
                        {"nranks", nranks},
                        {"first_rank", first},
                        {"local_gpus", gpus.size()},
                        {"nccl_tests_rules", kNcclTestsRelease}};
        for (const Gpu &g : gpus)
            r.devices.push_back(deviceJson(g));

        std::vector<Rank> ranks(gpus.size());
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            ranks[i].gpu = gpus[i];
            ranks[i].rank = first + int(i);
            ranks[i].stream = std::make_unique<Stream>(gpus[i].ordinal);
            ranks[i].counter = DeviceBuffer(gpus[i].ordinal, sizeof(unsigned long long));
            ranks[i].scratch = DeviceBuffer(gpus[i].ordinal, sizeof(double));
        }
        struct CommGuard
        {
            const NcclLib &nccl;
            std::vector<Rank> &ranks;
            ~CommGuard()
            {
                for (Rank &k : ranks)
                    if (k.comm)
                        nccl.commDestroy(k.comm);
            }
        } guard{nccl, ranks};

        if (!multi) {
            std::vector<NcclLib::Comm> comms(ranks.size());
            std::vector<int> devs;
            for (const Rank &k : ranks)
                devs.push_back(k.gpu.ordinal);
            nccl.check(nccl.commInitAll(comms.data(), int(devs.size()), devs.data()), "ncclCommInitAll");
            for (std::size_t i = 0; i < ranks.size(); ++i)
                ranks[i].comm = comms[i];
        } else {
            ncclabi::UniqueId id{};
            if (!parseHexId(o.idHex, id))
                throw Failure("--id is not a hex NCCL unique id");
            JoinWatchdog watchdog(kJoinTimeoutS);
            nccl.check(nccl.groupStart(), "ncclGroupStart");
            for (Rank &k : ranks) {
                check(cudaSetDevice(k.gpu.ordinal), "selecting " + k.gpu.device());
                nccl.check(nccl.commInitRank(&k.comm, nranks, id, k.rank), "ncclCommInitRank");
            }
            nccl.check(nccl.groupEnd(), "joining the other ranks");
            watchdog.done();
        }

        auto syncAll = [&] {
            for (Rank &k : ranks) {
                check(cudaStreamSynchronize(k.stream->get()), "waiting for " + k.gpu.device());
                NcclLib::R async = 0;
                nccl.commGetAsyncError(k.comm, &async);
                nccl.check(async, "NCCL on " + k.gpu.device(), k.comm);
            }
        };
        // One value per local rank combined over every rank of the job (all processes).
        auto overRanks = [&](const std::vector<double> &values, ncclabi::RedOp redop) {
            nccl.check(nccl.groupStart(), "ncclGroupStart");
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                Rank &k = ranks[i];
                check(cudaSetDevice(k.gpu.ordinal), "selecting " + k.gpu.device());
                check(cudaMemcpyAsync(k.scratch.get(), &values[i], sizeof(double), cudaMemcpyHostToDevice,
                                      k.stream->get()),
                      "copying a value");
                nccl.check(nccl.allReduce(k.scratch.get(), k.scratch.get(), 1, ncclabi::kFloat64, redop,
                                          k.comm, k.stream->get()),
                           "combining over ranks", k.comm);
            }
            nccl.check(nccl.groupEnd(), "combining over ranks");
            double total = 0;
            check(cudaSetDevice(ranks[0].gpu.ordinal), "selecting " + ranks[0].gpu.device());
            check(cudaMemcpyAsync(&total, ranks[0].scratch.get(), sizeof total, cudaMemcpyDeviceToHost,
                                  ranks[0].stream->get()),
                  "reading a value");
            syncAll();
            return total;
        };
        // A value this process contributes once (from its first rank), summed over the processes.
        auto sumOverProcesses = [&](double value) {
            std::vector<double> v(ranks.size(), 0.0);
            v[0] = value;
            return multi ? overRanks(v, ncclabi::kSum) : value;
        };
        const double nProcs = sumOverProcesses(1.0);

        // writeDeviceReport: the main rank lists every rank's device, gathered from every process (an
        // allgather of one fixed-size text record per rank, as nccl-tests gathers its lines with MPI).
        char hostname[256] = {};
        ::gethostname(hostname, sizeof hostname - 1);
        std::vector<NcclDevice> devices;
        for (const Rank &k : ranks)
            devices.push_back({k.rank, 0, int(::getpid()), ncclTestsHostName(hostname), k.gpu.ordinal,
                               ncclTestsBusId(k.gpu.busId), k.gpu.name, first});
        if (multi && nranks <= kNcclMaxGatheredRanks) {
            std::vector<DeviceBuffer> sendRecord, recvRecord;
            std::vector<std::string> records;
            for (const NcclDevice &d : devices)
                records.push_back(ncclDeviceRecord(d));
            nccl.check(nccl.groupStart(), "ncclGroupStart");
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                Rank &k = ranks[i];
                check(cudaSetDevice(k.gpu.ordinal), "selecting " + k.gpu.device());
                sendRecord.emplace_back(k.gpu.ordinal, kNcclDeviceRecord);
                recvRecord.emplace_back(k.gpu.ordinal, kNcclDeviceRecord * std::size_t(nranks));
                check(cudaMemcpyAsync(sendRecord.back().get(), records[i].data(), kNcclDeviceRecord,
                                      cudaMemcpyHostToDevice, k.stream->get()),
                      "copying a device line");
                nccl.check(nccl.allGather(sendRecord.back().get(), recvRecord.back().get(), kNcclDeviceRecord,
                                          ncclabi::kInt8, k.comm, k.stream->get()),
                           "gathering the device lines", k.comm);
            }
            nccl.check(nccl.groupEnd(), "gathering the device lines");
            syncAll();
            std::vector<char> all(kNcclDeviceRecord * std::size_t(nranks));
            check(cudaSetDevice(ranks[0].gpu.ordinal), "selecting " + ranks[0].gpu.device());
            check(cudaMemcpy(all.data(), recvRecord[0].get(), all.size(), cudaMemcpyDeviceToHost),
                  "reading the device lines");
            std::vector<NcclDevice> gathered;
            for (int rk = 0; rk < nranks; ++rk) {
                NcclDevice d;
                if (!ncclParseDeviceRecord(
                        std::string(all.data() + std::size_t(rk) * kNcclDeviceRecord, kNcclDeviceRecord), d))
                    break;
                gathered.push_back(d);
            }
            if (int(gathered.size()) == nranks)
                devices = gathered;
        }

        // run(): the largest size is cut to what the smallest GPU of the job holds three times over.
        std::size_t smallest = ~std::size_t(0);
        for (const Gpu &g : gpus)
            smallest = std::min(smallest, g.memoryBytes);
        if (multi)
            smallest =
                std::size_t(overRanks(std::vector<double>(ranks.size(), double(smallest)), ncclabi::kMin));
        std::size_t maxBytes = o.maxBytes, minBytes = o.minBytes, reduced = 0;
        const std::size_t memMax = memoryLimitedMaxBytes(smallest, true);
        if (maxBytes > memMax) {
            maxBytes = reduced = memMax;
            minBytes = std::min(minBytes, maxBytes);
        }
        const Sweep sweep = sizeSweep(minBytes, maxBytes, o.factor, o.stepBytes);
        if (!sweep.error.empty())
            throw Failure(sweep.error);
        if (sweep.sizes.empty() || maxBytes == 0)
            throw Failure("no sizes to measure: the GPUs' memory leaves no room for the buffers");

        // AllocateBuffs: send and receive buffers of maxBytes (every shifted size fits in them).
        const std::size_t bufferBytes = maxBytes;
        for (Rank &k : ranks) {
            k.send = DeviceBuffer(k.gpu.ordinal, bufferBytes);
            k.recv = DeviceBuffer(k.gpu.ordinal, bufferBytes);
        }

        // startColl: the buffers move by `shift` bytes, nccl-tests' defence against cache effects.
        auto launch = [&](const CollCounts &c, bool inPlace, long long iter) {
            const std::size_t shift =
                bufferShift(c.sendCount * kElement, c.recvCount * kElement, maxBytes, iter);
            nccl.check(nccl.groupStart(), "ncclGroupStart");
            for (Rank &k : ranks) {
                char *recvBase = k.recv.as<char>() + shift;
                const char *sendPtr = inPlace ? recvBase + c.sendInPlace * std::size_t(k.rank) * kElement
                                              : k.send.as<char>() + shift;
                char *recvPtr = recvBase + (inPlace ? c.recvInPlace * std::size_t(k.rank) * kElement : 0);
                const cudaStream_t s = k.stream->get();
                const std::size_t n = c.paramCount;
                NcclLib::R rc = 0;
                switch (op) {
                case CollOp::AllReduce:
                    rc = nccl.allReduce(sendPtr, recvPtr, n, ncclabi::kFloat32, ncclabi::kSum, k.comm, s);
                    break;
                case CollOp::AllGather:
                    rc = nccl.allGather(sendPtr, recvPtr, n, ncclabi::kFloat32, k.comm, s);
                    break;
                case CollOp::ReduceScatter:
                    rc = nccl.reduceScatter(sendPtr, recvPtr, n, ncclabi::kFloat32, ncclabi::kSum, k.comm, s);
                    break;
                case CollOp::Broadcast:
                    rc = nccl.broadcast(sendPtr, recvPtr, n, ncclabi::kFloat32, o.root, k.comm, s);
                    break;
                case CollOp::Reduce:
                    rc =
                        nccl.reduce(sendPtr, recvPtr, n, ncclabi::kFloat32, ncclabi::kSum, o.root, k.comm, s);
                    break;
                case CollOp::AllToAll:
                    nccl.check(nccl.groupStart(), "ncclGroupStart");
                    for (int peer = 0; peer < nranks && rc == 0; ++peer) {
                        const std::size_t off = std::size_t(peer) * n * kElement;
                        rc = nccl.send(sendPtr + off, n, ncclabi::kFloat32, peer, k.comm, s);
                        if (rc == 0)
                            rc = nccl.recv(recvPtr + off, n, ncclabi::kFloat32, peer, k.comm, s);
                    }
                    nccl.check(nccl.groupEnd(), "ncclGroupEnd");
                    break;
                }
                nccl.check(rc, std::string("nccl ") + collOpName(op), k.comm);
            }
            nccl.check(nccl.groupEnd(), std::string("nccl ") + collOpName(op));
        };
        // BenchTime's timing: one collective to synchronise, then -n of them, shifted, timed together;
        // the time is the average over the processes (-a 1, nccl-tests' default).
        auto timeOnce = [&](const CollCounts &c, bool inPlace) {
            launch(c, inPlace, 0);
            syncAll();
            const auto t0 = Clock::now();
            for (int i = 0; i < o.iters; ++i)
                launch(c, inPlace, i);
            syncAll();
            const double local = std::chrono::duration<double>(Clock::now() - t0).count() / o.iters;
            return sumOverProcesses(local) / nProcs;
        };
        struct Checked
        {
            std::int64_t wrong = 0; // over every rank
            int processesWrong = 0; // processes whose own ranks saw wrong elements
        };
        // BenchTime's check: fresh data, one unshifted collective, every rank's receive buffer compared
        // with what it must hold (for reduce, ranks other than the root too: untouched out-of-place,
        // their own input in-place).
        auto countWrong = [&](const CollCounts &c, bool inPlace) {
            for (Rank &k : ranks) {
                // Kernels and memsets go to the current device's streams only.
                check(cudaSetDevice(k.gpu.ordinal), "selecting " + k.gpu.device());
                const cudaStream_t s = k.stream->get();
                char *recvBase = k.recv.as<char>();
                check(cudaMemsetAsync(recvBase, 0xff, bufferBytes, s), "clearing the receive buffer"); // NaNs
                float *in = reinterpret_cast<float *>(
                    inPlace ? recvBase + c.sendInPlace * std::size_t(k.rank) * kElement : k.send.as<char>());
                checkLaunch(kernels::ncclFill(in, c.sendCount, k.rank, s), "filling the send buffer");
                check(cudaMemsetAsync(k.counter.get(), 0, sizeof(unsigned long long), s),
                      "clearing a counter");
            }
            launch(c, inPlace, 0);
            std::vector<double> wrong(ranks.size(), 0);
            double local = 0;
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                Rank &k = ranks[i];
                const cudaStream_t s = k.stream->get();
                check(cudaSetDevice(k.gpu.ordinal), "selecting " + k.gpu.device());
                const float *out = reinterpret_cast<const float *>(
                    k.recv.as<char>() + (inPlace ? c.recvInPlace * std::size_t(k.rank) * kElement : 0));
                const bool blocks =
                    op == CollOp::AllGather || op == CollOp::ReduceScatter || op == CollOp::AllToAll;
                int kind = kernelOp(op);
                if (op == CollOp::Reduce && k.rank != o.root)
                    kind = inPlace ? 7 : 6;
                checkLaunch(kernels::ncclCheck(out, blocks ? c.recvCount : c.paramCount, kind, k.rank, nranks,
                                               o.root, blocks ? c.paramCount : 0,
                                               k.counter.as<unsigned long long>(), s),
                            "starting the check kernel");
                unsigned long long v = 0;
                check(cudaMemcpyAsync(&v, k.counter.get(), sizeof v, cudaMemcpyDeviceToHost, s),
                      "reading a counter");
                check(cudaStreamSynchronize(s), "waiting for " + k.gpu.device());
                wrong[i] = double(v);
                local += double(v);
            }
            syncAll();
            Checked out;
            out.wrong = std::int64_t((multi ? overRanks(wrong, ncclabi::kSum) : local) + 0.5);
            out.processesWrong = int(sumOverProcesses(local > 0 ? 1.0 : 0.0) + 0.5);
            return out;
        };

        r.gpuState["start"] = gpuState(nvml, gpus);
        // TimeTest: warm-up at every size from -b doubling up to -e, whatever the step, out-of-place.
        for (std::size_t bytes : warmupSizes(minBytes, maxBytes)) {
            const CollCounts c = collCountsForSize(op, bytes, nranks, kElement);
            for (int i = 0; i < o.warmupIters; ++i)
                launch(c, false, i);
            syncAll();
        }

        std::vector<NcclRow> rows;
        std::vector<double> lastBusBw, lastAlgBw;
        int outOfBounds = 0;
        for (std::size_t bytes : sweep.sizes) {
            const CollCounts c = collCountsForSize(op, bytes, nranks, kElement);
            NcclRow row;
            row.bytes = c.printedBytes;
            row.count = c.paramCount;
            row.redop = collReduces(op) ? "sum" : "none";
            row.root = collHasRoot(op) ? o.root : -1;
            for (const bool inPlace : {false, true}) {
                for (int w = 0; w < o.repeat.warmup; ++w)
                    timeOnce(c, inPlace);
                std::vector<double> seconds;
                for (int rep = 0; rep < o.repeat.repetitions; ++rep)
                    seconds.push_back(timeOnce(c, inPlace));
                const Summary s = summarize(seconds);
                const bool checked = !inPlace || collChecksInPlace(op);
                Checked wrong;
                if (checked)
                    wrong = countWrong(c, inPlace);
                (inPlace ? row.inPlace : row.outOfPlace) =
                    ncclMeasurement(op, nranks, c, kElement, s.median, wrong.wrong, checked);
                // CheckData: errors[0]++ for each process whose ranks saw wrong elements, summed over
                // processes, for each placement.
                outOfBounds += wrong.processesWrong;
                if (inPlace && bytes == sweep.sizes.back()) {
                    lastBusBw.clear();
                    lastAlgBw.clear();
                    for (double sec : seconds) {
                        const NcclMeasurement m = ncclMeasurement(op, nranks, c, kElement, sec, 0);
                        lastBusBw.push_back(m.busBw);
                        lastAlgBw.push_back(m.algBw);
                    }
                }
            }
            rows.push_back(row);
        }
        r.gpuState["end"] = gpuState(nvml, gpus);

        NcclRunInfo info;
        info.program = ncclTestsProgram(op);
        info.ncclHeaders = info.ncclLibrary = nccl.version;
        info.nGpus = int(ranks.size());
        info.minBytes = o.minBytes;
        info.maxBytes = o.maxBytes;
        info.stepFactor = o.factor;
        info.stepBytes = o.stepBytes;
        info.warmupIters = o.warmupIters;
        info.iters = o.iters;
        info.reducedMaxBytes = reduced;
        info.devices = devices;
        if (nccl.lastError)
            info.lastError = nccl.lastError(nullptr) ? nccl.lastError(nullptr) : "";
        info.args = o.args;
        info.startTime = startTime;
        info.endTime = ncclTestsLocalTime();
        const std::string json = ncclTestsJson(info, rows, outOfBounds);
        if (!o.jsonPath.empty()) {
            std::string error;
            info.jsonPath = ncclTestsWriteJsonFile(o.jsonPath, json, &error);
            if (info.jsonPath.empty())
                throw Failure(error);
        }

        const double avg = ncclAverageBusBw(rows);
        char line[512];
        std::snprintf(line, sizeof line,
                      "# clustergate-agent: %s equivalent, NCCL %s (%s), ranks %d..%d of %d\n",
                      ncclTestsProgram(op), nccl.versionString().c_str(), nccl.path.c_str(), first,
                      first + int(ranks.size()) - 1, nranks);
        r.textReport = line + ncclTestsReport(info, rows, outOfBounds);
        nlohmann::json jrows = nlohmann::json::array();
        for (const NcclRow &row : rows) {
            auto half = [](const NcclMeasurement &m) {
                return nlohmann::json{
                    {"time_us", m.timeUs},
                    {"algbw", m.algBw},
                    {"busbw", m.busBw},
                    {"wrong", m.checked ? nlohmann::json(m.wrong) : nlohmann::json(nullptr)}};
            };
            jrows.push_back({{"size", row.bytes},
                             {"count", row.count},
                             {"type", row.type},
                             {"redop", row.redop},
                             {"root", row.root},
                             {"out_of_place", half(row.outOfPlace)},
                             {"in_place", half(row.inPlace)}});
        }
        r.details = {{"rows", jrows},
                     {"avg_bus_bandwidth", avg},
                     {"out_of_bounds", outOfBounds},
                     {"program", ncclTestsProgram(op)},
                     {"nccl_tests_rules", kNcclTestsRelease}};
        if (!info.jsonPath.empty())
            r.details["nccl_tests_json_file"] = info.jsonPath;
        if (reduced)
            r.notes.push_back("-e was reduced to " + std::to_string(reduced) +
                              " bytes to fit the GPUs' memory, as nccl-tests does");

        const std::string device = multi ? "rank" + std::to_string(first) : "node";
        const std::string base = std::string("nccl.") + collOpName(op);
        Metric &bus = r.addMetric(base + ".busbw", device, "GB/s", lastBusBw);
        bus.labels = {
            {"bytes", rows.empty() ? 0 : rows.back().bytes}, {"nranks", nranks}, {"placement", "in-place"}};
        Metric &alg = r.addMetric(base + ".algbw", device, "GB/s", lastAlgBw);
        alg.labels = bus.labels;
        r.addMetric(base + ".avg_busbw", device, "GB/s", {avg});
        r.summary = {{"avg_busbw", avg},
                     {"busbw_largest", bus.value()},
                     {"nranks", nranks},
                     {"out_of_bounds", outOfBounds}};
        if (outOfBounds)
            r.addCheck(
                "nccl.correctness", device, CheckStatus::Fail,
                std::to_string(outOfBounds) +
                    " measurement(s) produced wrong elements (#wrong column; counted per placement and "
                    "process, as nccl-tests counts its out-of-bounds values)");
        else
            r.addCheck("nccl.correctness", device, CheckStatus::Pass,
                       "every checked element of every size as expected");
        if (nranks == 1)
            r.notes.push_back(
                "one rank: nothing crosses a link, so busbw is 0 by definition (factor for n = 1)");
    });
}

} // namespace cg::agent::bench
