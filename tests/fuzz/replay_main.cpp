// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a fuzz target over a corpus (files or directories) without libFuzzer, as an ordinary test.
// `--write-seeds DIR` writes the seed corpus: well-formed frames of each type and a few broken ones.
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace fs = std::filesystem;
using namespace cg::proto;

namespace {

void write(const fs::path &dir, const std::string &name, std::uint8_t chunk,
           const std::vector<std::uint8_t> &bytes)
{
    std::ofstream out(dir / name, std::ios::binary);
    out.put(char(chunk));
    out.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
}

std::vector<std::uint8_t> cat(std::initializer_list<std::vector<std::uint8_t>> parts)
{
    std::vector<std::uint8_t> out;
    for (const auto &p : parts)
        out.insert(out.end(), p.begin(), p.end());
    return out;
}

int writeSeeds(const fs::path &dir)
{
    fs::create_directories(dir);
    Sample s;
    s.seq = 1;
    s.timestampMs = 1764500000000;
    s.intervalMs = 1000;
    s.cpuPercent = 12.5f;
    s.cpuCount = 8;
    s.memTotalBytes = 1ull << 36;
    s.memUsedBytes = 1ull << 34;
    s.nics = {{"eth0", 1e6, 2e6}, {"ib0", 3e9, 4e9}};
    s.ibPorts = {{"mlx5_0/1", 4.5e10, 4.4e10, 0, 0}};
    for (std::uint32_t i = 0; i < 8; ++i) {
        GpuSample g;
        g.index = i;
        g.valid = 0x1f;
        g.utilization = 97;
        g.memTotalBytes = 141ull << 30;
        g.memUsedBytes = 100ull << 30;
        g.temperatureC = 66;
        g.powerW = 640;
        g.smClockMHz = 1980;
        g.throttleReasons = 0x20;
        s.gpus.push_back(g);
    }
    const std::string helloJson =
        R"({"type":"hello","agent_version":"0.1.0","protocol_version":1,"gpus":[]})";
    const auto hello =
        encodeFrame(FrameType::Hello, std::vector<std::uint8_t>(helloJson.begin(), helloJson.end()));
    const auto sample = encodeFrame(FrameType::Sample, encodeSample(s));
    const auto pong = encodeFrame(FrameType::Pong, encodePong(Pong{1764500000000, 1764500000003}));
    const std::string err = "unknown command: frobnicate";
    const auto error = encodeFrame(FrameType::Error, std::vector<std::uint8_t>(err.begin(), err.end()));
    const auto bye = encodeFrame(FrameType::Bye, {});

    write(dir, "stream-whole", 63, cat({hello, sample, pong, error, bye}));
    write(dir, "stream-bytewise", 0, cat({hello, sample, bye}));
    write(dir, "sample-8gpu", 16, sample);
    auto badCrc = sample;
    badCrc[20] ^= 0x40;
    write(dir, "bad-checksum", 5, cat({badCrc, bye}));
    auto truncated = sample;
    truncated.resize(truncated.size() / 2);
    write(dir, "truncated", 9, cat({hello, truncated}));
    auto version = hello;
    version[2] = 2;
    write(dir, "other-version", 3, cat({version, bye}));
    write(dir, "garbage-prefix", 11, cat({{'n', 'o', 'i', 's', 'e', 'C', 'x', 'C'}, sample}));
    write(dir, "oversized", 2, cat({{'C', 'G', 1, 2, 0xff, 0xff, 0xff, 0x00}, bye}));
    std::printf("seeds written to %s\n", dir.string().c_str());
    return 0;
}

int runFile(const fs::path &file)
{
    std::ifstream in(file, std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                          std::istreambuf_iterator<char>());
    return LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
}

} // namespace

int main(int argc, char **argv)
{
    if (argc == 3 && std::string(argv[1]) == "--write-seeds")
        return writeSeeds(argv[2]);
    int files = 0;
    for (int i = 1; i < argc; ++i) {
        const fs::path p(argv[i]);
        if (fs::is_directory(p)) {
            for (const auto &entry : fs::recursive_directory_iterator(p)) {
                if (entry.is_regular_file()) {
                    runFile(entry.path());
                    ++files;
                }
            }
        } else {
            runFile(p);
            ++files;
        }
    }
    if (files == 0) {
        std::fprintf(stderr, "no corpus files given\n");
        return 1;
    }
    std::printf("replayed %d corpus file(s) without a crash\n", files);
    return 0;
}
