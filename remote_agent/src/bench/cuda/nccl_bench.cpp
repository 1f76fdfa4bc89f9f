// SPDX-License-Identifier: GPL-3.0-or-later
// `bench nccl` and `bench nccl-id`: NCCL collectives measured, checked and printed the way nccl-tests
// does it (sizes, counts, busbw factors, the table and its footer), over every local GPU in one process
// or, with an id from `nccl-id`, across processes on several nodes.
#include "bench/cuda/cuda_util.h"
#include "bench/cuda/kernels.h"
#include "bench/cuda/nccl_lib.h"
#include "bench/nccl_report.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
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
        const std::vector<std::size_t> sizes = sizeSweep(o.minBytes, o.maxBytes, o.factor);
        const CollOp op = o.op;
        r.parameters = {{"op", collOpName(op)},
                        {"min_bytes", o.minBytes},
                        {"max_bytes", o.maxBytes},
                        {"step_factor", o.factor},
                        {"iters", o.iters},
                        {"warmup_iters", o.warmupIters},
                        {"datatype", "float"},
                        {"redop", collReduces(op) ? "sum" : "none"},
                        {"root", collHasRoot(op) ? o.root : -1},
                        {"nranks", nranks},
                        {"first_rank", first},
                        {"local_gpus", gpus.size()}};
        for (const Gpu &g : gpus)
            r.devices.push_back(deviceJson(g));

        const std::size_t bufferBytes = std::max<std::size_t>(o.maxBytes, 64);
        std::vector<Rank> ranks(gpus.size());
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            Rank &k = ranks[i];
            k.gpu = gpus[i];
            k.rank = first + int(i);
            k.stream = std::make_unique<Stream>(k.gpu.ordinal);
            k.send = DeviceBuffer(k.gpu.ordinal, bufferBytes);
            k.recv = DeviceBuffer(k.gpu.ordinal, bufferBytes);
            k.counter = DeviceBuffer(k.gpu.ordinal, sizeof(unsigned long long));
            k.scratch = DeviceBuffer(k.gpu.ordinal, sizeof(double));
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
        auto launch = [&](const CollCounts &c, bool inPlace) {
            nccl.check(nccl.groupStart(), "ncclGroupStart");
            for (Rank &k : ranks) {
                char *recvBase = k.recv.as<char>();
                const char *sendPtr =
                    inPlace ? recvBase + c.sendInPlace * std::size_t(k.rank) * kElement : k.send.as<char>();
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
        // Sums one value per local rank over every rank of the job (all processes); returns the total.
        auto sumOverRanks = [&](const std::vector<double> &values) {
            nccl.check(nccl.groupStart(), "ncclGroupStart");
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                Rank &k = ranks[i];
                check(cudaSetDevice(k.gpu.ordinal), "selecting " + k.gpu.device());
                check(cudaMemcpyAsync(k.scratch.get(), &values[i], sizeof(double), cudaMemcpyHostToDevice,
                                      k.stream->get()),
                      "copying a value");
                nccl.check(nccl.allReduce(k.scratch.get(), k.scratch.get(), 1, ncclabi::kFloat64,
                                          ncclabi::kSum, k.comm, k.stream->get()),
                           "summing over ranks", k.comm);
            }
            nccl.check(nccl.groupEnd(), "summing over ranks");
            double total = 0;
            check(cudaSetDevice(ranks[0].gpu.ordinal), "selecting " + ranks[0].gpu.device());
            check(cudaMemcpyAsync(&total, ranks[0].scratch.get(), sizeof total, cudaMemcpyDeviceToHost,
                                  ranks[0].stream->get()),
                  "reading a value");
            syncAll();
            return total;
        };
        auto timeOnce = [&](const CollCounts &c, bool inPlace) {
            const auto t0 = Clock::now();
            for (int i = 0; i < o.iters; ++i)
                launch(c, inPlace);
            syncAll();
            const double local = std::chrono::duration<double>(Clock::now() - t0).count() / o.iters;
            if (!multi)
                return local;
            // nccl-tests reports the average over ranks; every process timed its own ranks.
            return sumOverRanks(std::vector<double>(ranks.size(), local)) / nranks;
        };
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
            launch(c, inPlace);
            std::vector<double> wrong(ranks.size(), 0);
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                Rank &k = ranks[i];
                const cudaStream_t s = k.stream->get();
                if (op == CollOp::Reduce && k.rank != o.root)
                    continue;
                check(cudaSetDevice(k.gpu.ordinal), "selecting " + k.gpu.device());
                const float *out = reinterpret_cast<const float *>(
                    k.recv.as<char>() + (inPlace ? c.recvInPlace * std::size_t(k.rank) * kElement : 0));
                const std::size_t outCount =
                    op == CollOp::AllGather || op == CollOp::ReduceScatter || op == CollOp::AllToAll
                        ? c.recvCount
                        : c.paramCount;
                const bool blocks =
                    op == CollOp::AllGather || op == CollOp::ReduceScatter || op == CollOp::AllToAll;
                checkLaunch(kernels::ncclCheck(out, outCount, kernelOp(op), k.rank, nranks, o.root,
                                               blocks ? c.paramCount : 0, k.counter.as<unsigned long long>(),
                                               s),
                            "starting the check kernel");
                unsigned long long v = 0;
                check(cudaMemcpyAsync(&v, k.counter.get(), sizeof v, cudaMemcpyDeviceToHost, s),
                      "reading a counter");
                check(cudaStreamSynchronize(s), "waiting for " + k.gpu.device());
                wrong[i] = double(v);
            }
            syncAll();
            return std::int64_t(sumOverRanks(wrong) + 0.5);
        };

        r.gpuState["start"] = gpuState(nvml, gpus);
        // Warm-up at the largest and the smallest size, as nccl-tests does.
        for (std::size_t bytes : {o.maxBytes, o.minBytes}) {
            const CollCounts c = collCounts(op, bytes / kElement, nranks, kElement);
            for (int i = 0; i < o.warmupIters; ++i)
                launch(c, false);
            syncAll();
        }

        std::vector<NcclRow> rows;
        std::vector<double> lastBusBw, lastAlgBw;
        int sizesWithErrors = 0;
        for (std::size_t bytes : sizes) {
            const CollCounts c = collCounts(op, bytes / kElement, nranks, kElement);
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
                const std::int64_t wrong = countWrong(c, inPlace);
                (inPlace ? row.inPlace : row.outOfPlace) =
                    ncclMeasurement(op, nranks, c.printedBytes, s.median, wrong);
                if (wrong)
                    ++sizesWithErrors;
                if (inPlace && bytes == sizes.back()) {
                    lastBusBw.clear();
                    lastAlgBw.clear();
                    for (double sec : seconds) {
                        const NcclMeasurement m = ncclMeasurement(op, nranks, c.printedBytes, sec, 0);
                        lastBusBw.push_back(m.busBw);
                        lastAlgBw.push_back(m.algBw);
                    }
                }
            }
            rows.push_back(row);
        }
        r.gpuState["end"] = gpuState(nvml, gpus);

        const double avg = ncclAverageBusBw(rows);
        char hostname[256] = {};
        ::gethostname(hostname, sizeof hostname - 1);
        std::string text;
        char line[512];
        std::snprintf(line, sizeof line, "# %s equivalent: NCCL %s (%s), ranks %d..%d of %d\n",
                      ncclTestsProgram(op), nccl.versionString().c_str(), nccl.path.c_str(), first,
                      first + int(ranks.size()) - 1, nranks);
        text += line;
        std::snprintf(
            line, sizeof line,
            "# nThread 1 nGpus %zu minBytes %zu maxBytes %zu step: %zu(factor) warmup iters: %d iters: %d "
            "agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n",
            ranks.size(), o.minBytes, o.maxBytes, o.factor, o.warmupIters, o.iters);
        text += line;
        for (const Rank &k : ranks) {
            std::snprintf(line, sizeof line, "#  Rank %2d Group  0 Pid %6d on %10s device %2d [%s] %s\n",
                          k.rank, int(::getpid()), hostname, k.gpu.ordinal, k.gpu.busId.c_str(),
                          k.gpu.name.c_str());
            text += line;
        }
        text += ncclTableHeader();
        nlohmann::json jrows = nlohmann::json::array();
        for (const NcclRow &row : rows) {
            text += ncclTableRow(row);
            auto half = [](const NcclMeasurement &m) {
                return nlohmann::json{
                    {"time_us", m.timeUs}, {"algbw", m.algBw}, {"busbw", m.busBw}, {"wrong", m.wrong}};
            };
            jrows.push_back({{"size", row.bytes},
                             {"count", row.count},
                             {"type", row.type},
                             {"redop", row.redop},
                             {"root", row.root},
                             {"out_of_place", half(row.outOfPlace)},
                             {"in_place", half(row.inPlace)}});
        }
        text += ncclTableFooter(ncclTestsProgram(op), sizesWithErrors, avg);
        r.textReport = text;
        r.details = {{"rows", jrows},
                     {"avg_bus_bandwidth", avg},
                     {"out_of_bounds", sizesWithErrors},
                     {"program", ncclTestsProgram(op)}};

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
                     {"sizes_with_errors", sizesWithErrors}};
        if (sizesWithErrors)
            r.addCheck("nccl.correctness", device, CheckStatus::Fail,
                       std::to_string(sizesWithErrors) + " size(s) produced wrong elements (#wrong column)");
        else
            r.addCheck("nccl.correctness", device, CheckStatus::Pass,
                       "every element of every size as expected");
        if (nranks == 1)
            r.notes.push_back(
                "one rank: nothing crosses a link, so busbw is 0 by definition (factor for n = 1)");
    });
}

} // namespace cg::agent::bench
