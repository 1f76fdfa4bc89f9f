// SPDX-License-Identifier: GPL-3.0-or-later
// Framing of the agent wire protocol (docs/protocol.md): header, CRC and a resyncing decoder.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cg::proto {

constexpr std::uint8_t kMagic0 = 'C';
constexpr std::uint8_t kMagic1 = 'G';
constexpr std::uint8_t kProtocolVersion = 1;
constexpr std::size_t kHeaderSize = 8;  // magic(2) version(1) type(1) length(4, LE)
constexpr std::size_t kTrailerSize = 4; // CRC-32 (IEEE) of header + payload, LE
constexpr std::size_t kDefaultMaxPayload = 1u << 20;

enum class FrameType : std::uint8_t {
    Hello = 1,  // UTF-8 JSON: agent version, protocol version, host facts
    Sample = 2, // binary telemetry sample (messages.h)
    Pong = 3,   // binary: echoed console timestamp, agent timestamp
    Error = 4,  // UTF-8 text, for people
    Bye = 5,    // empty: the agent is stopping on purpose
};

bool isKnownFrameType(std::uint8_t type);
const char *frameTypeName(FrameType type);

std::uint32_t crc32(const std::uint8_t *data, std::size_t size, std::uint32_t seed = 0);

// Appends one complete frame to `out`.
void appendFrame(std::vector<std::uint8_t> &out, FrameType type, const std::uint8_t *payload,
                 std::size_t size);
std::vector<std::uint8_t> encodeFrame(FrameType type, const std::vector<std::uint8_t> &payload);

struct Frame
{
    FrameType type = FrameType::Error;
    std::vector<std::uint8_t> payload;
};

enum class DecodeErrorKind {
    Garbage,            // bytes that are not the start of a frame were skipped
    UnsupportedVersion, // well-formed frame of another protocol version, skipped
    Oversized,          // declared length above the limit; resynced at the next magic
    BadChecksum,        // CRC mismatch; resynced at the next magic
    UnknownType,        // well-formed frame of a type this version does not define, skipped
};

struct DecodeError
{
    DecodeErrorKind kind = DecodeErrorKind::Garbage;
    std::size_t skippedBytes = 0; // bytes dropped by this error (through the resync point)
    std::string message;          // English, for logs; the console translates by kind
};

// Stream decoder: feed() any bytes, then call next() until it returns nothing.
// Never throws on input, never reads out of bounds, and holds at most
// header + maxPayload + trailer bytes of an incomplete frame.
class FrameDecoder
{
public:
    struct Event
    {
        std::optional<Frame> frame;
        std::optional<DecodeError> error;
    };

    explicit FrameDecoder(std::size_t maxPayload = kDefaultMaxPayload);

    void feed(const std::uint8_t *data, std::size_t size);
    std::optional<Event> next();

    // Bytes held for a frame that has not fully arrived.
    std::size_t buffered() const { return m_buffer.size() - m_pos; }
    // Call at end of stream: reports a truncated trailing frame, if any, and clears the buffer.
    std::optional<DecodeError> finish();

    std::uint64_t framesDecoded() const { return m_frames; }
    std::uint64_t errors() const { return m_errors; }

private:
    void compact();
    std::size_t findMagic(std::size_t from) const;
    Event makeError(DecodeErrorKind kind, std::size_t skipped, std::string message);

    std::vector<std::uint8_t> m_buffer;
    std::size_t m_pos = 0;
    std::size_t m_maxPayload;
    std::uint64_t m_frames = 0;
    std::uint64_t m_errors = 0;
};

} // namespace cg::proto
