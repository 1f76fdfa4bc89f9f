// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: what an inference endpoint streams back (the HTTP/1.1 response, the Server-Sent Events in its
// body, the chat-completion chunks in their data). Whatever the bytes, and however they are cut into pieces,
// the decoders give the same answer as for the whole, never crash, and every failure says why.
#include "validation/load/sse_stream.h"

#include <cstdint>
#include <cstdlib>

using namespace cg::validation;

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

// Piece sizes from a small generator seeded by the input, so a crash replays exactly.
QList<qsizetype> cuts(const QByteArray &in, std::uint32_t seed)
{
    QList<qsizetype> out;
    qsizetype at = 0;
    std::uint32_t x = seed | 1u;
    while (at < in.size()) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        at += 1 + qsizetype(x % 17);
        out << std::min(at, in.size());
    }
    return out;
}

struct HttpOutcome
{
    HttpResponseDecoder::State state;
    int status;
    QByteArray body;
    bool keepAlive;
};

HttpOutcome http(const QByteArray &in, const QList<qsizetype> &pieces)
{
    HttpResponseDecoder d;
    QByteArray body;
    qsizetype at = 0;
    for (qsizetype end : pieces) {
        if (!d.feed(in.constData() + at, end - at, &body))
            break;
        at = end;
    }
    d.finish();
    if (d.failed())
        check(!d.error().isEmpty());
    return HttpOutcome{d.state(), d.status(), body, d.keepAlive()};
}

QList<SseEvent> sse(const QByteArray &in, const QList<qsizetype> &pieces)
{
    SseDecoder d;
    QList<SseEvent> out;
    qsizetype at = 0;
    for (qsizetype end : pieces) {
        d.feed(in.constData() + at, end - at, &out);
        at = end;
    }
    check(!d.overflowed());
    return out;
}

void chunks(const QList<SseEvent> &events)
{
    for (const SseEvent &e : events) {
        const ChatChunk c = ChatChunkDecoder::decode(e.data);
        switch (c.kind) {
        case ChatChunk::Done:
            check(e.data.trimmed() == "[DONE]");
            break;
        case ChatChunk::Delta:
            check(c.error.isEmpty());
            check(c.completionTokens >= -1);
            break;
        case ChatChunk::Error:
        case ChatChunk::Malformed:
            check(!c.error.isEmpty());
            break;
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    const std::uint32_t seed = std::uint32_t(data[0]) << 8 | data[1];
    const QByteArray in(reinterpret_cast<const char *>(data) + 2, qsizetype(size - 2));
    const QList<qsizetype> whole{in.size()};
    const QList<qsizetype> pieces = cuts(in, seed);

    // As a whole HTTP response.
    const HttpOutcome a = http(in, whole);
    const HttpOutcome b = http(in, pieces);
    check(a.state == b.state);
    check(a.status == b.status);
    check(a.body == b.body);
    check(a.keepAlive == b.keepAlive);
    check(a.body.size() <= in.size());

    // As an event stream (the body of a 200 response, or the input itself).
    for (const QByteArray &stream : {a.body, in}) {
        const QList<SseEvent> x = sse(stream, {stream.size()});
        const QList<SseEvent> y = sse(stream, cuts(stream, seed + 1));
        check(x.size() == y.size());
        for (qsizetype i = 0; i < x.size(); ++i)
            check(x.at(i).data == y.at(i).data && x.at(i).event == y.at(i).event && x.at(i).id == y.at(i).id);
        chunks(x);
    }
    return 0;
}
