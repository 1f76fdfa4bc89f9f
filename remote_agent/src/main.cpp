// SPDX-License-Identifier: GPL-3.0-or-later
// clustergate-agent: command line front end. Exit codes: 0 done, 1 runtime failure, 2 usage error.

#include "agent_version.h"
#include "bench/bench_cli.h"
#include "chunk_write.h"
#include "gpu_runtime.h"
#include "host_info.h"
#include "job_runner.h"
#include "nvml.h"
#include "protocol/frame.h"
#include "telemetry.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <exception>
#include <fcntl.h>
#include <string>
#include <string_view>
#include <unistd.h>

namespace {

using namespace cg::agent;

constexpr int kUsageError = 2;

constexpr const char *kUsage = R"(Usage: clustergate-agent COMMAND [OPTIONS]

Reports the telemetry of this node to the ClusterGate console.

Commands:
  info                    print facts about this node (CPU, memory, GPUs, drivers) as JSON
  telemetry [OPTIONS]     stream telemetry on stdout until stopped
  bench, health, link     benchmarks and checks of this node (below)
  chunk-write --protocol 1 PART OFFSET SKIP WANT
                          write stdin into PART at OFFSET (a dataset transfer's chunk) and print
                          its SHA-256; the console's far side of a chunk
  job start|status|cancel|logs|gpus --protocol 1 ...
                          run jobs on this node without a scheduler (protocol/job_description.h)
  --version               print the agent, protocol, CUDA and NCCL versions
  --help                  show this help

Options (info and telemetry):
  --proc-root DIR         read DIR instead of /proc (for testing)
  --sys-root DIR          read DIR instead of /sys (for testing)

Telemetry options:
  --interval MS           milliseconds between samples, 50 to 3600000 (default 1000)
  --count N               stop after N samples (default 0: until stopped)
  --format binary|json    framed binary for the console (default), or one JSON object per line

While streaming, stdin takes one command per line: 'ping <number>' is answered with a pong
echoing the number, 'stop' ends the stream. SIGTERM, SIGINT and SIGHUP end it cleanly too.
The end of stdin does not stop sampling.
)";

int usageError(const std::string &message)
{
    std::fprintf(stderr, "clustergate-agent: %s\nTry 'clustergate-agent --help'.\n", message.c_str());
    return kUsageError;
}

bool parseUnsigned(std::string_view s, std::uint64_t &out)
{
    if (s.empty() || s.front() < '0' || s.front() > '9')
        return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

int printVersion()
{
    std::printf("clustergate-agent %s\nprotocol: %u\ncuda: %s\nnccl: %s\n", CLUSTERGATE_AGENT_VERSION,
                unsigned(cg::proto::kProtocolVersion), builtWithCuda() ? "yes" : "no",
                builtWithNccl() ? "yes" : "no");
    return 0;
}

// Options shared by the subcommands; `telemetry` says whether the telemetry-only ones are allowed.
int parseOptions(int argc, char **argv, bool telemetry, TelemetryOptions &opts, bool &helpAsked)
{
    for (int i = 2; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            helpAsked = true;
            return 0;
        }
        std::string name(arg);
        std::string value;
        bool hasValue = false;
        if (const auto eq = arg.find('='); arg.substr(0, 2) == "--" && eq != std::string_view::npos) {
            name = std::string(arg.substr(0, eq));
            value = std::string(arg.substr(eq + 1));
            hasValue = true;
        }
        const bool known = name == "--proc-root" || name == "--sys-root" ||
                           (telemetry && (name == "--interval" || name == "--count" || name == "--format"));
        if (!known)
            return usageError("unknown option '" + std::string(arg) + "' for '" + argv[1] + "'");
        if (!hasValue) {
            if (i + 1 >= argc)
                return usageError(name + " needs a value");
            value = argv[++i];
        }

        if (name == "--interval") {
            std::uint64_t v = 0;
            if (!parseUnsigned(value, v) || v < kMinIntervalMs || v > kMaxIntervalMs)
                return usageError("--interval expects milliseconds from " + std::to_string(kMinIntervalMs) +
                                  " to " + std::to_string(kMaxIntervalMs) + ", got '" + value + "'");
            opts.intervalMs = std::uint32_t(v);
        } else if (name == "--count") {
            if (!parseUnsigned(value, opts.count))
                return usageError("--count expects a whole number of samples (0: until stopped), got '" +
                                  value + "'");
        } else if (name == "--format") {
            if (value == "binary")
                opts.format = OutputFormat::Binary;
            else if (value == "json")
                opts.format = OutputFormat::Json;
            else
                return usageError("--format expects 'binary' or 'json', got '" + value + "'");
        } else if (name == "--proc-root" || name == "--sys-root") {
            if (value.empty())
                return usageError(name + " needs a directory");
            (name == "--proc-root" ? opts.procRoot : opts.sysRoot) = value;
        }
    }
    return 0;
}

int runInfo(const TelemetryOptions &opts)
{
    const Nvml nvml;
    const std::string text = hostInfo(nvml, opts.procRoot, opts.sysRoot)
                                 .dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    std::printf("%s\n", text.c_str());
    return std::fflush(stdout) == 0 ? 0 : 1;
}

int run(int argc, char **argv)
{
    if (argc < 2)
        return usageError("no command given");
    const std::string_view command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        std::fputs(kUsage, stdout);
        std::fputs(bench::benchUsage(), stdout);
        return 0;
    }
    if (command == "--version") {
        if (argc > 2)
            return usageError("--version takes no arguments");
        return printVersion();
    }
    if (command == "bench" || command == "health" || command == "link")
        return bench::runBenchCommand(argc, argv);
    if (command == "chunk-write")
        return runChunkWrite(argc, argv);
    if (command == "job")
        return runJobCommand(argc, argv);
    if (command != "info" && command != "telemetry")
        return usageError("unknown command '" + std::string(command) + "'");

    TelemetryOptions opts;
    bool helpAsked = false;
    if (const int rc = parseOptions(argc, argv, command == "telemetry", opts, helpAsked); rc != 0)
        return rc;
    if (helpAsked) {
        std::fputs(kUsage, stdout);
        return 0;
    }
    if (command == "info")
        return runInfo(opts);
    return runTelemetry(opts);
}

// A closed stdin/stdout/stderr would be reused by the next open() (a /proc file, the GPU driver's
// device node) and then read as commands or written with frames. Park /dev/null there instead.
void reserveStandardFds()
{
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        const int opened = ::open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (opened >= 0 && opened != fd) {
            ::dup2(opened, fd);
            ::close(opened);
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    reserveStandardFds();
    try {
        return run(argc, argv);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "clustergate-agent: %s\n", e.what());
        return 1;
    }
}
