// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the agent stream decoder and every payload decoder behind it.
// The first input byte picks how the stream is split into feed() calls.
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::size_t chunk = std::size_t(data[0] % 64) + 1;
    ++data;
    --size;

    constexpr std::size_t kMax = 4096;
    cg::proto::FrameDecoder decoder(kMax);
    for (std::size_t off = 0; off < size; off += chunk) {
        decoder.feed(data + off, std::min(chunk, size - off));
        while (auto ev = decoder.next()) {
            if (ev->error) {
                if (ev->error->message.empty())
                    std::abort();
                continue;
            }
            const auto &payload = ev->frame->payload;
            if (payload.size() > kMax)
                std::abort();
            if (ev->frame->type == cg::proto::FrameType::Sample) {
                if (auto s = cg::proto::decodeSample(payload.data(), payload.size())) {
                    // Re-encoding a decoded sample and decoding again must give the same bytes.
                    const auto again = cg::proto::encodeSample(*s);
                    auto s2 = cg::proto::decodeSample(again.data(), again.size());
                    if (!s2 || cg::proto::encodeSample(*s2) != again)
                        std::abort();
                    (void)cg::proto::sampleToJsonLine(*s);
                }
            } else if (ev->frame->type == cg::proto::FrameType::Pong) {
                if (auto p = cg::proto::decodePong(payload.data(), payload.size()))
                    (void)cg::proto::pongToJsonLine(*p);
            }
        }
        // An incomplete frame never holds more than one frame's worth of bytes plus one chunk.
        if (decoder.buffered() > cg::proto::kHeaderSize + kMax + cg::proto::kTrailerSize + chunk)
            std::abort();
    }
    (void)decoder.finish();
    return 0;
}
