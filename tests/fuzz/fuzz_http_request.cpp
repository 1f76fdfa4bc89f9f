// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the /metrics server's HTTP request parser (core/export/http_request.h). The first input byte
// picks how the bytes are split into feed() calls. Whatever arrives, the parser ends in one of its three
// states, never holds more than its bound, and a completed request satisfies what the server relies on.
#include "export/http_request.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::size_t chunk = std::size_t(data[0] % 32) + 1;
    ++data;
    --size;
    constexpr std::size_t kMaxBytes = 1024;
    constexpr std::size_t kMaxHeaders = 16;
    cg::exporting::HttpRequestParser parser(kMaxBytes, kMaxHeaders);
    using State = cg::exporting::HttpRequestParser::State;
    for (std::size_t off = 0; off < size; off += chunk) {
        const auto n = std::min(chunk, size - off);
        const State s = parser.feed(std::string_view(reinterpret_cast<const char *>(data + off), n));
        if (s != parser.state())
            std::abort();
    }
    switch (parser.state()) {
    case State::NeedMore:
        break;
    case State::Error:
        if (parser.errorStatus() < 400 || parser.errorStatus() > 599 || parser.errorReason().empty())
            std::abort();
        break;
    case State::Complete: {
        const auto &r = parser.request();
        if (r.method.empty() || r.path.empty() || r.path.front() != '/' || r.headers.size() > kMaxHeaders)
            std::abort();
        if (r.target.size() > kMaxBytes || (r.version != "HTTP/1.1" && r.version != "HTTP/1.0"))
            std::abort();
        for (const auto &[name, value] : r.headers) {
            if (name.empty())
                std::abort();
            for (char c : name) {
                if (c >= 'A' && c <= 'Z')
                    std::abort(); // names are lower-cased
            }
        }
        break;
    }
    }
    return 0;
}
