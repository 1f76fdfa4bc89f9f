// SPDX-License-Identifier: GPL-3.0-or-later
// Decode + store throughput on one core, in GPU samples per second (1 node x 8 GPUs per frame).
// Anchor, measured in the same run: parsing the same samples from the agent's JSON-lines format.
// Goal: >= 100,000 GPU samples/s (1,000 nodes x 8 GPUs at 10 Hz, with room to spare).
#include "agent/telemetry_store.h"
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <QElapsedTimer>
#include <QString>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <vector>

using namespace cg;

namespace {

constexpr int kNodes = 1000;
constexpr int kGpus = 8;
constexpr int kSteps = 30; // 30 samples per node: 30,000 frames, 240,000 GPU samples

proto::Sample makeSample(int node, int step)
{
    proto::Sample s;
    s.seq = quint64(step);
    s.timestampMs = 1764500000000 + qint64(step) * 100;
    s.intervalMs = 100;
    s.cpuPercent = float(step % 100);
    s.cpuCount = 192;
    s.load1 = 12;
    s.memTotalBytes = 2ull << 40;
    s.memUsedBytes = 1ull << 40;
    s.tcpRetransSegsPerSec = 0.2;
    s.tcpOutSegsPerSec = 12000;
    s.nics = {{"eth0", 1e6, 1e6}, {"ib0", 4e10, 4e10}};
    for (int g = 0; g < kGpus; ++g) {
        proto::GpuSample gs;
        gs.index = quint32(g);
        gs.valid = 0x1f;
        gs.utilization = float((node + g + step) % 100);
        gs.memUtilization = 40;
        gs.memTotalBytes = 141ull << 30;
        gs.memUsedBytes = 90ull << 30;
        gs.temperatureC = 60;
        gs.powerW = 600;
        gs.smClockMHz = 1980;
        gs.memClockMHz = 2619;
        s.gpus.push_back(gs);
    }
    return s;
}

} // namespace

int main()
{
    // Build one interleaved stream, as the console would see it from 1,000 nodes.
    std::vector<std::uint8_t> stream;
    std::vector<std::string> jsonLines;
    std::vector<QString> targets;
    for (int n = 0; n < kNodes; ++n)
        targets.push_back(QStringLiteral("node-%1").arg(n, 4, 10, QLatin1Char('0')));
    for (int step = 0; step < kSteps; ++step) {
        for (int n = 0; n < kNodes; ++n) {
            const proto::Sample s = makeSample(n, step);
            const auto payload = proto::encodeSample(s);
            proto::appendFrame(stream, proto::FrameType::Sample, payload.data(), payload.size());
            jsonLines.push_back(proto::sampleToJsonLine(s));
        }
    }
    const double gpuSamples = double(kNodes) * kSteps * kGpus;
    std::printf("stream: %d frames, %.1f MiB binary, %.1f MiB as JSON lines\n", kNodes * kSteps,
                double(stream.size()) / (1 << 20), [&] {
                    double b = 0;
                    for (const auto &l : jsonLines)
                        b += double(l.size() + 1);
                    return b / (1 << 20);
                }());

    // Ours: frame decode + sample decode + store ingest (ring buffers, 1 h at 1 Hz per series).
    double best = 1e30;
    for (int rep = 0; rep < 3; ++rep) {
        TelemetryStore store(3600);
        proto::FrameDecoder decoder;
        QElapsedTimer t;
        t.start();
        std::size_t frame = 0;
        constexpr std::size_t kRead = 64 * 1024; // like socket reads
        for (std::size_t off = 0; off < stream.size(); off += kRead) {
            decoder.feed(stream.data() + off, std::min(kRead, stream.size() - off));
            while (auto ev = decoder.next()) {
                if (!ev->frame)
                    continue;
                const auto s = proto::decodeSample(ev->frame->payload.data(), ev->frame->payload.size());
                store.ingest(targets[frame++ % kNodes], *s);
            }
        }
        best = std::min(best, double(t.nsecsElapsed()) / 1e9);
        if (store.samplesIngested() != quint64(kNodes * kSteps)) {
            std::fprintf(stderr, "lost samples\n");
            return 1;
        }
    }
    const double ours = gpuSamples / best;

    // Anchor: the same samples parsed from JSON lines (parse only, no store).
    QElapsedTimer t;
    t.start();
    std::size_t sink = 0;
    for (const auto &line : jsonLines) {
        const auto j = nlohmann::json::parse(line);
        sink += j["gpus"].size();
    }
    const double jsonSecs = double(t.nsecsElapsed()) / 1e9;
    const double anchor = gpuSamples / jsonSecs;

    std::printf("decode+store (binary frames): %12.0f GPU samples/s  (%.3f s for %.0f)\n", ours, best,
                gpuSamples);
    std::printf("anchor: JSON-lines parse only: %11.0f GPU samples/s  (%zu GPUs seen)\n", anchor, sink);
    std::printf("ratio ours / JSON anchor:      %12.1fx\n", ours / anchor);
    std::printf("ratio ours / goal (100,000/s): %12.1fx\n", ours / 100000.0);
    return 0;
}
