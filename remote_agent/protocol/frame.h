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
    std::size_t count = 1;        // errors of this kind in a row, reported as one
    std::string message;          // English, for logs; the console translates by kind
};

// Stream decoder: feed() any bytes, then call next() until it returns nothing.
// Never throws on input, never reads out of bounds, and holds at most
// header + maxPayload + trailer bytes of an incomplete frame.
//
// Work per input byte is bounded whatever the bytes: after a bad checksum the decoder resyncs at the next
// magic, and the candidates found there overlap bytes already checked. A candidate that starts past every
// byte checked so far is checked directly; one that starts inside them is checked from a running table of
// CRC register values (one per byte, each byte run through the CRC once) with the linearity of the CRC:
// crc(a..b) follows from the register at a and at b and x^(8(b-a)) mod P. So every byte goes through the
// CRC at most twice (once directly, once into the table), and a candidate costs O(1) beyond that.
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
    std::uint64_t errors() const { return m_errors; } // each error counted, also those reported as one
    // Bytes run through the CRC so far (checks and resync table together); at most twice the input.
    std::uint64_t crcBytes() const { return m_crcBytes; }
    // Bytes fed so far.
    std::uint64_t bytesFed() const { return m_fed; }

private:
    void compact();
    std::size_t findMagic(std::size_t from) const;
    struct Step
    {
        std::optional<Frame> frame;
        std::optional<DecodeErrorKind> error;
        std::size_t skipped = 0;
        std::uint64_t detail = 0; // the declared length, version or type the error is about
    };
    Step step();
    std::string describe(const DecodeError &error, std::uint64_t detail) const;
    // The CRC-32 of the `size` bytes at buffer index `at` (absolute stream offset `at + m_base`).
    std::uint32_t checksum(std::size_t at, std::size_t size);

    std::vector<std::uint8_t> m_buffer;
    std::size_t m_pos = 0;
    std::uint64_t m_base = 0; // stream offset of m_buffer[0]
    std::size_t m_maxPayload;
    std::uint64_t m_frames = 0;
    std::uint64_t m_errors = 0;
    std::uint64_t m_crcBytes = 0;
    std::uint64_t m_fed = 0;
    // Stream offset up to which bytes have been checked (end of the furthest checked range).
    std::uint64_t m_checkedTo = 0;
    // Raw CRC register (seed 0, no final xor) after the bytes from m_tableStart to m_tableStart + i.
    std::vector<std::uint32_t> m_table;
    std::uint64_t m_tableStart = 0;
    std::optional<Event> m_stash; // what ended a run of errors, reported by the next call
    std::uint64_t m_stashDetail = 0;
};

// Multiplication in GF(2)[x] mod the CRC-32 polynomial (reflected), and x^(8n) mod P: the algebra the
// decoder's resync uses. Exposed for tests.
std::uint32_t crc32MulModP(std::uint32_t a, std::uint32_t b);
std::uint32_t crc32XPow8n(std::uint64_t n);
// The CRC-32 of a range [a, b) from the raw registers (seed 0) at a and b of one run over the bytes.
std::uint32_t crc32FromRegisters(std::uint32_t atStart, std::uint32_t atEnd, std::uint64_t length);

} // namespace cg::proto
