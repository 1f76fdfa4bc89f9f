// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocol/frame.h"

#include <array>
#include <cstring>

namespace cg::proto {

namespace {

std::array<std::uint32_t, 256> makeCrcTable()
{
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int k = 0; k < 8; ++k)
            c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    return table;
}

std::uint32_t readLe32(const std::uint8_t *p)
{
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}

void putLe32(std::uint8_t *p, std::uint32_t v)
{
    p[0] = std::uint8_t(v);
    p[1] = std::uint8_t(v >> 8);
    p[2] = std::uint8_t(v >> 16);
    p[3] = std::uint8_t(v >> 24);
}

} // namespace

bool isKnownFrameType(std::uint8_t type)
{
    return type >= std::uint8_t(FrameType::Hello) && type <= std::uint8_t(FrameType::Bye);
}

const char *frameTypeName(FrameType type)
{
    switch (type) {
    case FrameType::Hello:
        return "hello";
    case FrameType::Sample:
        return "sample";
    case FrameType::Pong:
        return "pong";
    case FrameType::Error:
        return "error";
    case FrameType::Bye:
        return "bye";
    }
    return "unknown";
}

std::uint32_t crc32(const std::uint8_t *data, std::size_t size, std::uint32_t seed)
{
    static const auto table = makeCrcTable();
    std::uint32_t c = seed ^ 0xFFFFFFFFu;
    for (std::size_t i = 0; i < size; ++i)
        c = table[(c ^ data[i]) & 0xFFu] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

void appendFrame(std::vector<std::uint8_t> &out, FrameType type, const std::uint8_t *payload,
                 std::size_t size)
{
    const std::size_t start = out.size();
    out.resize(start + kHeaderSize + size + kTrailerSize);
    std::uint8_t *p = out.data() + start;
    p[0] = kMagic0;
    p[1] = kMagic1;
    p[2] = kProtocolVersion;
    p[3] = std::uint8_t(type);
    putLe32(p + 4, std::uint32_t(size));
    if (size)
        std::memcpy(p + kHeaderSize, payload, size);
    putLe32(p + kHeaderSize + size, crc32(p, kHeaderSize + size));
}

std::vector<std::uint8_t> encodeFrame(FrameType type, const std::vector<std::uint8_t> &payload)
{
    std::vector<std::uint8_t> out;
    appendFrame(out, type, payload.data(), payload.size());
    return out;
}

FrameDecoder::FrameDecoder(std::size_t maxPayload) : m_maxPayload(maxPayload) {}

void FrameDecoder::feed(const std::uint8_t *data, std::size_t size)
{
    if (!size)
        return;
    compact();
    m_buffer.insert(m_buffer.end(), data, data + size);
}

void FrameDecoder::compact()
{
    // Keep the buffer from growing without bound while avoiding a memmove per frame.
    if (m_pos == m_buffer.size()) {
        m_buffer.clear();
        m_pos = 0;
    } else if (m_pos > 64 * 1024 && m_pos * 2 > m_buffer.size()) {
        m_buffer.erase(m_buffer.begin(), m_buffer.begin() + std::ptrdiff_t(m_pos));
        m_pos = 0;
    }
}

std::size_t FrameDecoder::findMagic(std::size_t from) const
{
    const std::size_t end = m_buffer.size();
    for (std::size_t i = from; i < end; ++i) {
        if (m_buffer[i] != kMagic0)
            continue;
        if (i + 1 == end || m_buffer[i + 1] == kMagic1)
            return i; // a lone trailing 'C' may be the start of a frame
    }
    return end;
}

FrameDecoder::Event FrameDecoder::makeError(DecodeErrorKind kind, std::size_t skipped, std::string message)
{
    ++m_errors;
    Event ev;
    ev.error = DecodeError{kind, skipped, std::move(message)};
    return ev;
}

std::optional<FrameDecoder::Event> FrameDecoder::next()
{
    const std::size_t avail = m_buffer.size() - m_pos;
    if (avail == 0)
        return std::nullopt;

    const std::uint8_t *p = m_buffer.data() + m_pos;
    if (p[0] != kMagic0 || (avail >= 2 && p[1] != kMagic1)) {
        const std::size_t at = findMagic(m_pos + 1);
        const std::size_t skipped = at - m_pos;
        m_pos = at;
        return makeError(DecodeErrorKind::Garbage, skipped,
                         "skipped " + std::to_string(skipped) + " byte(s) that are not a frame");
    }
    if (avail < kHeaderSize)
        return std::nullopt;

    const std::uint8_t version = p[2];
    const std::uint8_t type = p[3];
    const std::uint32_t length = readLe32(p + 4);
    if (length > m_maxPayload) {
        const std::size_t from = m_pos;
        m_pos = findMagic(m_pos + 2);
        return makeError(DecodeErrorKind::Oversized, m_pos - from,
                         "frame declares " + std::to_string(length) + " payload bytes, limit is " +
                             std::to_string(m_maxPayload));
    }
    const std::size_t total = kHeaderSize + std::size_t(length) + kTrailerSize;
    if (avail < total)
        return std::nullopt;

    const std::uint32_t expected = readLe32(p + kHeaderSize + length);
    if (crc32(p, kHeaderSize + length) != expected) {
        const std::size_t from = m_pos;
        m_pos = findMagic(m_pos + 2);
        return makeError(DecodeErrorKind::BadChecksum, m_pos - from, "frame checksum mismatch");
    }
    if (version != kProtocolVersion) {
        m_pos += total;
        return makeError(DecodeErrorKind::UnsupportedVersion, total,
                         "frame of protocol version " + std::to_string(version) + ", expected " +
                             std::to_string(kProtocolVersion));
    }
    if (!isKnownFrameType(type)) {
        m_pos += total;
        return makeError(DecodeErrorKind::UnknownType, total,
                         "frame of unknown type " + std::to_string(type));
    }

    Event ev;
    ev.frame = Frame{FrameType(type), std::vector<std::uint8_t>(p + kHeaderSize, p + kHeaderSize + length)};
    m_pos += total;
    ++m_frames;
    return ev;
}

std::optional<DecodeError> FrameDecoder::finish()
{
    const std::size_t left = m_buffer.size() - m_pos;
    m_buffer.clear();
    m_pos = 0;
    if (!left)
        return std::nullopt;
    ++m_errors;
    return DecodeError{DecodeErrorKind::Garbage, left,
                       "stream ended inside a frame (" + std::to_string(left) + " byte(s) dropped)"};
}

} // namespace cg::proto
