// SPDX-License-Identifier: GPL-3.0-or-later
// The frame decoder against a hostile agent: 10 MiB of false 8-byte headers (each claiming a payload
// near the console's 256 KiB limit, every CRC wrong) and other crafted streams, next to 10 MiB of valid
// sample frames decoded in the same run (the anchor). Prints the CRC bytes computed per input byte
// (goal <= 2) and each stream's decode time as a multiple of the valid stream's (goal <= 3x).
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <ctime>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace cg::proto;

namespace {

constexpr std::size_t kStreamBytes = 10u << 20;
constexpr std::size_t kMaxPayload = 256 * 1024; // as the console's decoders
constexpr std::size_t kRead = 64 * 1024;        // bytes per channel read

Sample makeSample(std::uint64_t seq)
{
    Sample s;
    s.seq = seq;
    s.timestampMs = 1764500000000 + std::int64_t(seq) * 1000;
    s.intervalMs = 1000;
    s.cpuPercent = 40;
    s.cpuCount = 192;
    s.memTotalBytes = 2ull << 40;
    s.memUsedBytes = 1ull << 40;
    s.nics = {{"eth0", 1e6, 1e6}, {"ib0", 4e10, 4e10}};
    for (std::uint32_t g = 0; g < 8; ++g) {
        GpuSample gs;
        gs.index = g;
        gs.valid = 0x1f;
        gs.utilization = 97;
        gs.memTotalBytes = 141ull << 30;
        gs.memUsedBytes = 90ull << 30;
        gs.temperatureC = 60;
        gs.powerW = 600;
        s.gpus.push_back(gs);
    }
    return s;
}

void putHeader(std::vector<std::uint8_t> &out, std::uint32_t length)
{
    const std::uint8_t h[8] = {'C',
                               'G',
                               kProtocolVersion,
                               std::uint8_t(FrameType::Sample),
                               std::uint8_t(length),
                               std::uint8_t(length >> 8),
                               std::uint8_t(length >> 16),
                               std::uint8_t(length >> 24)};
    out.insert(out.end(), h, h + 8);
}

struct Result
{
    double seconds = 0;
    std::uint64_t frames = 0;
    std::uint64_t errors = 0;
    double crcPerByte = 0;
};

// CPU time of this thread: the figure that matters (the fleet thread's CPU), and steadier than the
// wall clock on a shared machine.
double threadSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

Result decode(const std::vector<std::uint8_t> &stream)
{
    Result r;
    const double t0 = threadSeconds();
    FrameDecoder d(kMaxPayload);
    for (std::size_t off = 0; off < stream.size(); off += kRead) {
        d.feed(stream.data() + off, std::min(kRead, stream.size() - off));
        while (auto ev = d.next()) {
            if (ev->frame)
                ++r.frames;
            else
                ++r.errors;
        }
    }
    d.finish();
    r.seconds = threadSeconds() - t0;
    r.crcPerByte = double(d.crcBytes()) / double(stream.size());
    return r;
}

Result best(const std::vector<std::uint8_t> &stream, int runs)
{
    Result b;
    for (int i = 0; i < runs; ++i) {
        const Result r = decode(stream);
        if (i == 0 || r.seconds < b.seconds)
            b = r;
    }
    return b;
}

} // namespace

int main()
{
    std::mt19937 rng(20261201);

    std::vector<std::uint8_t> valid;
    for (std::uint64_t seq = 0; valid.size() < kStreamBytes; ++seq) {
        const auto payload = encodeSample(makeSample(seq));
        appendFrame(valid, FrameType::Sample, payload.data(), payload.size());
    }

    struct Crafted
    {
        const char *name;
        std::vector<std::uint8_t> bytes;
    };
    std::vector<Crafted> crafted;
    {
        // The attack: a false header every 8 bytes, each claiming just under the limit.
        std::vector<std::uint8_t> s;
        while (s.size() < kStreamBytes)
            putHeader(s, std::uint32_t(kMaxPayload - (rng() % 4096)));
        crafted.push_back({"false headers every 8 bytes, ~256 KiB claimed", std::move(s)});
    }
    {
        // Short claims: many candidates end inside the flood, in every order.
        std::vector<std::uint8_t> s;
        while (s.size() < kStreamBytes)
            putHeader(s, std::uint32_t(rng() % kMaxPayload));
        crafted.push_back({"false headers every 8 bytes, random lengths", std::move(s)});
    }
    {
        // A bad frame of the largest size, with a real frame swallowed at its start, over and over.
        std::vector<std::uint8_t> s;
        const auto payload = encodeSample(makeSample(1));
        while (s.size() < kStreamBytes) {
            const std::size_t start = s.size();
            putHeader(s, std::uint32_t(kMaxPayload));
            appendFrame(s, FrameType::Sample, payload.data(), payload.size());
            s.resize(start + 8 + kMaxPayload + 4, 'x');
        }
        crafted.push_back({"256 KiB bad frames each hiding a real one", std::move(s)});
    }

    constexpr int kRuns = 5;
    const Result anchor = best(valid, kRuns);
    std::printf("frame decoder, %zu MiB per stream, max payload %zu KiB, %zu KiB reads, CPU time, best of %d\n",
                kStreamBytes >> 20, kMaxPayload >> 10, kRead >> 10, kRuns);
    std::printf("  %-48s %8.1f ms  %6.0f MiB/s  CRC bytes/input byte %.3f  frames %llu (anchor)\n",
                "valid sample frames", anchor.seconds * 1e3,
                double(valid.size()) / 1048576.0 / anchor.seconds, anchor.crcPerByte,
                static_cast<unsigned long long>(anchor.frames));
    bool ok = true;
    for (const Crafted &c : crafted) {
        const Result r = best(c.bytes, kRuns);
        const double ratio = r.seconds / anchor.seconds;
        ok = ok && r.crcPerByte <= 2.0 && ratio <= 3.0;
        std::printf("  %-48s %8.1f ms  %5.2fx anchor  CRC bytes/input byte %.3f  errors %llu\n", c.name,
                    r.seconds * 1e3, ratio, r.crcPerByte, static_cast<unsigned long long>(r.errors));
    }
    std::printf("  goals: CRC bytes/input byte <= 2, decode time <= 3x valid frames: %s\n",
                ok ? "met" : "NOT met");
    return 0;
}
