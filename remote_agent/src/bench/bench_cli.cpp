// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/bench_cli.h"

#include "bench/cli_options.h"
#include "bench/gpu_bench.h"
#include "bench/health.h"
#include "bench/link.h"
#include "bench/membw_cpu.h"

#include <csignal>
#include <cstdio>
#include <optional>
#include <string>

namespace cg::agent::bench {

using namespace cli;

namespace {

constexpr const char *kUsage = R"(
Benchmarks and checks (results: a table, or one JSON object with --format json; see docs/benchmarks.md):
  bench membw [--device N|all|cpu] [--size-mb MB] [--threads N]
                          STREAM copy/scale/add/triad: GPU memory, or host memory with --device cpu
  bench gemm [--dtype bf16|fp16|tf32|fp32|fp8] [--sizes 2048,4096,8192] [--device N|all]
                          cuBLASLt matrix multiply, TFLOPS and % of peak, checked against a reference
  bench copy [--kind h2d|d2h|d2d|p2p] [--size-mb MB] [--device N|all]
                          copy-engine and SM copies over pinned memory; p2p: every GPU pair
  bench nccl [--op allreduce|allgather|reducescatter|alltoall|broadcast|reduce]
             [-b MIN] [-e MAX] [-f FACTOR | -i STEP] [-n ITERS] [-w WARMUP_ITERS] [-J FILE.json]
             [--root R] [--device LIST] [--rank R --nranks N --id HEX]
                          collectives over every local GPU, measured, checked and printed as nccl-tests
                          2.19.1 does (-J: its JSON file too); with --rank, this process's GPUs join
                          ranks R.. of N (the id comes from `bench nccl-id`)
  bench nccl-id [--wait S]
                          print a new NCCL unique id (hex) for a multi-node run, then stay until stdin
                          closes (or S seconds, default 3600): NCCL's rendezvous lives in this process
  bench libs              the CUDA runtime, driver, cuBLASLt and NCCL the GPU benchmarks would use
  bench burn [--seconds S] [--size N] [--device N|all]
                          bf16 GEMM load on every GPU; GPUs are compared and throttling is watched
  health [--xid-seconds S]
                          driver, persistence, ECC, retired pages / remapped rows, XID, throttling,
                          PCIe link and NVLink; each pass / warn / fail with its reason
  link serve [--port P] [--bind ADDR] [--timeout S] [--token-stdin]
                          accept one link probe, then exit
  link probe HOST:PORT [--seconds S] [--streams N] [--pings N] [--token-stdin]
                          TCP throughput and round-trip times to a `link serve`

Common options: --format table|json, --repetitions N (1-200, default 10), --warmup N (0-50, default 2).
The link token comes from the first line of stdin (--token-stdin) or CLUSTERGATE_LINK_TOKEN; a server
without one makes one and prints it.
Exit status: 0 passed, 1 a check failed or the run broke off, 2 usage error, 3 cannot run on this node
(built without CUDA, no GPU, a library missing or too old).
)";

// What every subcommand starts with: a parse error, --help, then the common options (when `common` is
// given). Returns the exit status when the command is already done; nothing when it should run.
std::optional<int> begin(const Args &a, const char *what, Common *common)
{
    if (!a.error.empty())
        return usageError(a.error + " for '" + what + "'");
    if (a.help) {
        std::fputs(kUsage, stdout);
        return 0;
    }
    if (common) {
        if (const int rc = parseCommon(a, *common))
            return rc;
    }
    return std::nullopt;
}

int runMembw(int argc, char **argv)
{
    const Args a = parse(argc, argv, 3, withCommon({"--device", "--size-mb", "--threads"}));
    Common c;
    if (const auto done = begin(a, "bench membw", &c))
        return *done;
    long long sizeMb = 0, threads = 0;
    if (a.has("--size-mb") && !parseInt(a.get("--size-mb"), 1, 1 << 20, sizeMb))
        return usageError("--size-mb expects MiB per array, 1 or more, got '" + a.get("--size-mb") + "'");
    if (a.get("--device") == "cpu") {
        if (a.has("--threads") && !parseInt(a.get("--threads"), 1, 4096, threads))
            return usageError("--threads expects 1 to 4096, got '" + a.get("--threads") + "'");
        CpuMembwOptions o;
        o.repeat = c.repeat;
        o.threads = int(threads);
        o.arrayBytes = std::size_t(sizeMb) << 20;
        return emit(runCpuMembw(o), c);
    }
    if (a.has("--threads"))
        return usageError("--threads applies to --device cpu only");
    GpuMembwOptions o;
    o.repeat = c.repeat;
    if (sizeMb)
        o.arrayBytes = std::size_t(sizeMb) << 20;
    if (const int rc = parseGpus(a, o.gpus))
        return rc;
    return emit(runGpuMembw(o), c);
}

int runGemmCommand(int argc, char **argv)
{
    const Args a = parse(argc, argv, 3, withCommon({"--dtype", "--sizes", "--device"}));
    Common c;
    if (const auto done = begin(a, "bench gemm", &c))
        return *done;
    GemmOptions o;
    o.repeat = c.repeat;
    const std::string dtype = a.get("--dtype", "bf16");
    const auto t = parseGemmType(dtype);
    if (!t)
        return usageError("--dtype expects bf16, fp16, tf32, fp32 or fp8, got '" + dtype + "'");
    o.type = *t;
    if (a.has("--sizes") && !parseIntList(a.get("--sizes"), 16, 65536, o.sizes))
        return usageError("--sizes expects matrix sizes from 16 to 65536, comma-separated, got '" +
                          a.get("--sizes") + "'");
    for (int s : o.sizes) {
        if (s % 16 != 0)
            return usageError("--sizes: " + std::to_string(s) +
                              " is not a multiple of 16 (tensor cores need it)");
    }
    if (const int rc = parseGpus(a, o.gpus))
        return rc;
    return emit(runGemm(o), c);
}

int runCopyCommand(int argc, char **argv)
{
    const Args a = parse(argc, argv, 3, withCommon({"--kind", "--size-mb", "--device"}));
    Common c;
    if (const auto done = begin(a, "bench copy", &c))
        return *done;
    CopyOptions o;
    o.repeat = c.repeat;
    const std::string kind = a.get("--kind", "h2d");
    if (kind == "h2d")
        o.kind = CopyKind::HostToDevice;
    else if (kind == "d2h")
        o.kind = CopyKind::DeviceToHost;
    else if (kind == "d2d")
        o.kind = CopyKind::DeviceToDevice;
    else if (kind == "p2p")
        o.kind = CopyKind::PeerToPeer;
    else
        return usageError("--kind expects h2d, d2h, d2d or p2p, got '" + kind + "'");
    long long mb = 0;
    if (a.has("--size-mb")) {
        if (!parseInt(a.get("--size-mb"), 1, 1 << 20, mb))
            return usageError("--size-mb expects MiB, 1 or more, got '" + a.get("--size-mb") + "'");
        o.bytes = std::size_t(mb) << 20;
    }
    if (const int rc = parseGpus(a, o.gpus))
        return rc;
    return emit(runCopy(o), c);
}

int runNcclCommand(int argc, char **argv)
{
    const Args a = parse(
        argc, argv, 3, withCommon({"--op",           "-b",  "--minbytes",    "-e",     "--maxbytes", "-i",
                                   "--stepbytes",    "-f",  "--stepfactor",  "-n",     "--iters",    "-w",
                                   "--warmup_iters", "-J",  "--output_file", "--root", "--device",   "--rank",
                                   "--nranks",       "--id"}));
    Common c;
    if (const auto done = begin(a, "bench nccl", &c))
        return *done;
    NcclOptions o;
    for (int i = 0; i < argc; ++i)
        o.args.emplace_back(argv[i]);
    if (!a.has("--repetitions"))
        c.repeat.repetitions = 1; // one timing of -n collectives per size, as nccl-tests
    if (!a.has("--warmup"))
        c.repeat.warmup = 0; // -w does the warming up, like nccl-tests
    o.repeat = c.repeat;
    const std::string op = a.get("--op", "allreduce");
    const auto parsed = parseCollOp(op);
    if (!parsed)
        return usageError(
            "--op expects allreduce, allgather, reducescatter, alltoall, broadcast or reduce, got '" + op +
            "'");
    o.op = *parsed;
    // Sizes are read as nccl-tests 2.19.1 reads them (parsesize): 8, 64K, 1.5M, 0.5G, 1e3, ...
    auto size = [&](const char *s, const char *l, const char *name, std::size_t &out) -> int {
        const std::string v = a.has(s) ? a.get(s) : a.get(l);
        if (!a.has(s) && !a.has(l))
            return 0;
        std::string why;
        const auto b = parseByteSize(v, &why);
        if (!b)
            return usageError(std::string("invalid size specified for '") + name + "': '" + v + "' is " +
                              why + " (a number of bytes with an optional K, M or G: 8, 64K, 1.5M, 0.5G)");
        out = *b;
        return 0;
    };
    if (const int rc = size("-b", "--minbytes", "minbytes", o.minBytes))
        return rc;
    if (const int rc = size("-e", "--maxbytes", "maxbytes", o.maxBytes))
        return rc;
    if (const int rc = size("-i", "--stepbytes", "stepbytes", o.stepBytes))
        return rc;
    if (o.minBytes > o.maxBytes)
        return usageError("invalid sizes for 'minbytes' and 'maxbytes': " + std::to_string(o.minBytes) +
                          " > " + std::to_string(o.maxBytes));
    if (o.minBytes == 0)
        return usageError(
            "-b 0: nccl-tests 2.19.1 never finishes its warm-up from 0 bytes (0 doubled stays 0); "
            "start at 1 byte or more");
    long long v = 0;
    const std::string f = a.has("-f") ? a.get("-f") : a.get("--stepfactor", "2");
    if (!parseInt(f, 0, 1 << 20, v))
        return usageError("-f expects a whole step factor (0 or 1: grow by -i bytes instead), got '" + f +
                          "'");
    o.factor = std::size_t(v);
    const Sweep sweep = sizeSweep(o.minBytes, o.maxBytes, o.factor, o.stepBytes);
    if (!sweep.error.empty())
        return usageError(sweep.error);
    o.jsonPath = a.has("-J") ? a.get("-J") : a.get("--output_file");
    if (!o.jsonPath.empty() &&
        (o.jsonPath.size() < 6 || o.jsonPath.compare(o.jsonPath.size() - 5, 5, ".json") != 0))
        return usageError("-J expects a file name ending in .json (nccl-tests writes only JSON), got '" +
                          o.jsonPath + "'");
    const std::string n = a.has("-n") ? a.get("-n") : a.get("--iters", "20");
    if (!parseInt(n, 1, 100000, v))
        return usageError("-n expects 1 to 100000 iterations, got '" + n + "'");
    o.iters = int(v);
    const std::string w = a.has("-w") ? a.get("-w") : a.get("--warmup_iters", "1");
    if (!parseInt(w, 0, 100000, v))
        return usageError("-w expects 0 to 100000 warm-up iterations, got '" + w + "'");
    o.warmupIters = int(v);
    if (a.has("--root")) {
        if (!parseInt(a.get("--root"), 0, 1 << 20, v))
            return usageError("--root expects a rank number");
        o.root = int(v);
    }
    if (const int rc = parseGpus(a, o.gpus))
        return rc;
    const int multi = int(a.has("--rank")) + int(a.has("--nranks")) + int(a.has("--id"));
    if (multi != 0 && multi != 3)
        return usageError("--rank, --nranks and --id go together");
    if (multi == 3) {
        long long rank = 0, nranks = 0;
        if (!parseInt(a.get("--nranks"), 1, 1 << 20, nranks))
            return usageError("--nranks expects the total number of ranks");
        if (!parseInt(a.get("--rank"), 0, nranks - 1, rank))
            return usageError("--rank expects this process's first rank, below --nranks");
        o.rank = int(rank);
        o.nranks = int(nranks);
        o.idHex = a.get("--id");
        if (o.idHex.size() != 256 || o.idHex.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos)
            return usageError("--id expects the 256 hex digits printed by 'clustergate-agent bench nccl-id'");
    }
    if (o.root < 0 || (o.nranks > 0 && o.root >= o.nranks))
        return usageError("--root must be a rank that exists");
    return emit(runNccl(o), c);
}

int runBurnCommand(int argc, char **argv)
{
    const Args a = parse(argc, argv, 3, withCommon({"--seconds", "--size", "--device"}));
    Common c;
    if (const auto done = begin(a, "bench burn", &c))
        return *done;
    BurnOptions o;
    if (a.has("--seconds") && !parseDouble(a.get("--seconds"), 1, 86400, o.seconds))
        return usageError("--seconds expects 1 to 86400, got '" + a.get("--seconds") + "'");
    long long v = 0;
    if (a.has("--size")) {
        if (!parseInt(a.get("--size"), 256, 32768, v) || v % 16 != 0)
            return usageError("--size expects a multiple of 16 from 256 to 32768");
        o.size = int(v);
    }
    if (const int rc = parseGpus(a, o.gpus))
        return rc;
    return emit(runBurn(o), c);
}

int runBench(int argc, char **argv)
{
    const std::string sub = argc > 2 ? argv[2] : "";
    if (sub.empty() || sub == "--help" || sub == "-h") {
        std::fputs(kUsage, stdout);
        return sub.empty() ? kExitUsage : 0;
    }
    if (sub == "membw")
        return runMembw(argc, argv);
    if (sub == "gemm")
        return runGemmCommand(argc, argv);
    if (sub == "copy")
        return runCopyCommand(argc, argv);
    if (sub == "nccl")
        return runNcclCommand(argc, argv);
    if (sub == "burn")
        return runBurnCommand(argc, argv);
    if (sub == "nccl-id") {
        const Args a = parse(argc, argv, 3, {"--wait"});
        if (const auto done = begin(a, "bench nccl-id", nullptr))
            return *done;
        double wait = 3600;
        if (a.has("--wait") && !parseDouble(a.get("--wait"), 0, 86400, wait))
            return usageError("--wait expects 0 to 86400 seconds");
        std::string error;
        bool unavailable = false;
        const std::string hex = ncclUniqueIdHex(error, unavailable);
        if (hex.empty()) {
            std::fprintf(stderr, "clustergate-agent: %s\n", error.c_str());
            return unavailable ? kExitUnavailable : kExitFailed;
        }
        std::printf("%s\n", hex.c_str());
        std::fflush(stdout);
        // NCCL serves the ranks' rendezvous from this process: it must live until they have joined.
        waitForStdinEnd(wait);
        return 0;
    }
    if (sub == "libs") {
        if (argc > 3)
            return usageError("bench libs takes no options");
        std::printf("%s\n", gpuLibraries().dump(2).c_str());
        return 0;
    }
    return usageError("unknown benchmark '" + sub + "' (membw, gemm, copy, nccl, nccl-id, burn, libs)");
}

int runHealthCommand(int argc, char **argv)
{
    const Args a = parse(argc, argv, 2, {"--format", "--xid-seconds"});
    Common c;
    if (const auto done = begin(a, "health", &c))
        return *done;
    if (!a.positional.empty())
        return usageError("health takes no arguments");
    HealthOptions o;
    if (a.has("--xid-seconds") && !parseDouble(a.get("--xid-seconds"), 0, 3600, o.xidSeconds))
        return usageError("--xid-seconds expects 0 to 3600");
    return emit(runHealth(o), c);
}

int runLink(int argc, char **argv)
{
    const std::string sub = argc > 2 ? argv[2] : "";
    if (sub == "serve") {
        const Args a = parse(argc, argv, 3, {"--port", "--bind", "--timeout"}, {"--token-stdin"});
        if (const auto done = begin(a, "link serve", nullptr))
            return *done;
        if (!a.positional.empty())
            return usageError("link serve takes no arguments");
        LinkServeOptions o;
        long long v = 0;
        if (a.has("--port")) {
            if (!parseInt(a.get("--port"), 0, 65535, v))
                return usageError("--port expects 0 to 65535, got '" + a.get("--port") + "'");
            o.port = std::uint16_t(v);
        }
        if (a.has("--timeout")) {
            if (!parseInt(a.get("--timeout"), 1, 86400, v))
                return usageError("--timeout expects seconds from 1 to 86400");
            o.acceptTimeoutS = int(v);
        }
        o.bind = a.get("--bind");
        o.token = a.has("--token-stdin") ? readTokenFromStdin() : tokenFromEnvironment();
        return runLinkServe(o, stdout);
    }
    if (sub == "probe") {
        const Args a =
            parse(argc, argv, 3, withCommon({"--seconds", "--streams", "--pings"}), {"--token-stdin"});
        Common c;
        if (const auto done = begin(a, "link probe", &c))
            return *done;
        if (a.positional.size() != 1)
            return usageError("link probe needs one HOST:PORT");
        LinkProbeOptions o;
        if (!splitHostPort(a.positional[0], o.host, o.port))
            return usageError("link probe expects HOST:PORT (or [IPv6]:PORT), got '" + a.positional[0] + "'");
        if (a.has("--seconds") && !parseDouble(a.get("--seconds"), 0.5, 3600, o.seconds))
            return usageError("--seconds expects 0.5 to 3600");
        long long v = 0;
        if (a.has("--streams")) {
            if (!parseInt(a.get("--streams"), 1, 128, v))
                return usageError("--streams expects 1 to 128");
            o.streams = int(v);
        }
        if (a.has("--pings")) {
            if (!parseInt(a.get("--pings"), 1, 100000, v))
                return usageError("--pings expects 1 to 100000");
            o.pings = int(v);
        }
        o.repeat = c.repeat;
        o.token = a.has("--token-stdin") ? readTokenFromStdin() : tokenFromEnvironment();
        if (o.token.empty())
            return usageError(std::string("link probe needs the server's token: --token-stdin or ") +
                              kLinkTokenEnv);
        return emit(runLinkProbe(o), c);
    }
    if (sub == "--help" || sub == "-h") {
        std::fputs(kUsage, stdout);
        return 0;
    }
    return usageError("link expects 'serve' or 'probe'");
}

} // namespace

const char *benchUsage()
{
    return kUsage;
}

int runBenchCommand(int argc, char **argv)
{
    // A reader that goes away (| head) ends us quietly instead of by signal.
    std::signal(SIGPIPE, SIG_IGN);
    const std::string cmd = argv[1];
    if (cmd == "bench")
        return runBench(argc, argv);
    if (cmd == "health")
        return runHealthCommand(argc, argv);
    return runLink(argc, argv);
}

} // namespace cg::agent::bench
