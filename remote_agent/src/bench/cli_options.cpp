// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/cli_options.h"

#include "bench/link.h"

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <poll.h>
#include <unistd.h>

namespace cg::agent::bench::cli {

int usageError(const std::string &message)
{
    std::fprintf(stderr, "clustergate-agent: %s\nTry 'clustergate-agent --help'.\n", message.c_str());
    return kExitUsage;
}

// Options take a value ("--x V" or "--x=V"), except those listed in `flags`.
Args parse(int argc, char **argv, int first, const std::set<std::string> &allowed,
           const std::set<std::string> &flags)
{
    Args a;
    for (int i = first; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            a.help = true;
            return a;
        }
        if (arg.size() < 2 || arg[0] != '-') {
            a.positional.push_back(arg);
            continue;
        }
        std::string value;
        bool hasValue = false;
        if (const auto eq = arg.find('='); arg.rfind("--", 0) == 0 && eq != std::string::npos) {
            value = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
            hasValue = true;
        }
        if (!allowed.count(arg) && !flags.count(arg)) {
            a.error = "unknown option '" + arg + "'";
            return a;
        }
        if (flags.count(arg)) {
            a.values[arg] = "1";
            continue;
        }
        if (!hasValue) {
            if (i + 1 >= argc) {
                a.error = arg + " needs a value";
                return a;
            }
            value = argv[++i];
        }
        a.values[arg] = value;
    }
    return a;
}

bool parseInt(std::string_view s, long long lo, long long hi, long long &out)
{
    if (s.empty())
        return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size() && out >= lo && out <= hi;
}

bool parseDouble(const std::string &s, double lo, double hi, double &out)
{
    if (s.empty())
        return false;
    char *end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return end && *end == '\0' && std::isfinite(out) && out >= lo && out <= hi;
}

bool parseIntList(const std::string &s, long long lo, long long hi, std::vector<int> &out)
{
    out.clear();
    std::size_t start = 0;
    while (start <= s.size()) {
        const auto comma = s.find(',', start);
        const std::string part =
            s.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        long long v = 0;
        if (!parseInt(part, lo, hi, v))
            return false;
        out.push_back(int(v));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return !out.empty();
}

namespace {

const std::set<std::string> kCommon = {"--format", "--repetitions", "--warmup"};

} // namespace

std::set<std::string> withCommon(std::set<std::string> s)
{
    s.insert(kCommon.begin(), kCommon.end());
    return s;
}

// Returns 0 or a usage exit code.
int parseCommon(const Args &a, Common &c)
{
    const std::string format = a.get("--format", "table");
    if (format == "json")
        c.json = true;
    else if (format != "table")
        return usageError("--format expects 'table' or 'json', got '" + format + "'");
    long long v = 0;
    if (a.has("--repetitions")) {
        if (!parseInt(a.get("--repetitions"), 1, 200, v))
            return usageError("--repetitions expects a whole number from 1 to 200, got '" +
                              a.get("--repetitions") + "'");
        c.repeat.repetitions = int(v);
    }
    if (a.has("--warmup")) {
        if (!parseInt(a.get("--warmup"), 0, 50, v))
            return usageError("--warmup expects a whole number from 0 to 50, got '" + a.get("--warmup") +
                              "'");
        c.repeat.warmup = int(v);
    }
    return 0;
}

// --device N | N,M,... | all  (GPU ordinals).
int parseGpus(const Args &a, GpuSelection &sel)
{
    const std::string d = a.get("--device", "all");
    if (d == "all")
        return 0;
    if (!parseIntList(d, 0, 1023, sel.devices))
        return usageError("--device expects a GPU number, a comma-separated list or 'all', got '" + d + "'");
    return 0;
}

int emit(const BenchResult &r, const Common &c)
{
    if (c.json) {
        std::printf("%s\n",
                    r.toJson().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).c_str());
    } else if (r.status == RunStatus::Ok || r.status == RunStatus::Failed || !r.metrics.empty()) {
        std::fputs(r.toText().c_str(), stdout);
    }
    std::fflush(stdout);
    if (!r.error.empty())
        std::fprintf(stderr, "clustergate-agent: %s\n", r.error.c_str());
    return r.exitCode();
}

std::string readTokenFromStdin()
{
    std::string line;
    std::getline(std::cin, line);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
        line.pop_back();
    return line;
}

std::string tokenFromEnvironment()
{
    const char *t = std::getenv(kLinkTokenEnv);
    return t ? std::string(t) : std::string();
}

// Returns when stdin reaches its end (the console closed the channel) or after `seconds`.
void waitForStdinEnd(double seconds)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    char buf[256];
    for (;;) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now())
                .count();
        if (left <= 0)
            return;
        pollfd p{0, POLLIN, 0};
        const int rc = ::poll(&p, 1, int(std::min<long long>(left, 1000)));
        if (rc < 0 && errno != EINTR)
            return;
        if (rc > 0) {
            const ssize_t n = ::read(0, buf, sizeof buf);
            if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN))
                return;
        }
    }
}

} // namespace cg::agent::bench::cli
