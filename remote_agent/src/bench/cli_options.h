// SPDX-License-Identifier: GPL-3.0-or-later
// Option parsing shared by `clustergate-agent bench|health|link`: "--name value" and "--name=value",
// range-checked numbers, the options every benchmark takes, and printing a result.
#pragma once

#include "bench/gpu_bench.h"
#include "bench/result.h"

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cg::agent::bench::cli {

// Prints "clustergate-agent: MESSAGE" and the help hint; returns kExitUsage.
int usageError(const std::string &message);

struct Args
{
    std::map<std::string, std::string> values;
    std::vector<std::string> positional;
    bool help = false;
    std::string error;

    bool has(const std::string &k) const { return values.count(k) != 0; }
    std::string get(const std::string &k, const std::string &dflt = {}) const
    {
        const auto it = values.find(k);
        return it == values.end() ? dflt : it->second;
    }
};

// Options take a value ("--x V" or "--x=V"), except those listed in `flags`.
Args parse(int argc, char **argv, int first, const std::set<std::string> &allowed,
           const std::set<std::string> &flags = {});

bool parseInt(std::string_view s, long long lo, long long hi, long long &out);
bool parseDouble(const std::string &s, double lo, double hi, double &out);
bool parseIntList(const std::string &s, long long lo, long long hi, std::vector<int> &out);

struct Common
{
    bool json = false;
    RepeatOptions repeat;
};

// `allowed` plus --format, --repetitions, --warmup.
std::set<std::string> withCommon(std::set<std::string> allowed);
// Returns 0 or a usage exit code.
int parseCommon(const Args &a, Common &c);
// --device N | N,M,... | all (GPU ordinals).
int parseGpus(const Args &a, GpuSelection &sel);
// Prints the result (table or one JSON line) and its error on stderr; returns its exit code.
int emit(const BenchResult &r, const Common &c);

std::string readTokenFromStdin();
std::string tokenFromEnvironment();
// Returns when stdin reaches its end (the console closed the channel) or after `seconds`.
void waitForStdinEnd(double seconds);

} // namespace cg::agent::bench::cli
