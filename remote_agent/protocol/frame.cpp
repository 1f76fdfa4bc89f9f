// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocol/frame.h"

#include <algorithm>
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

const std::array<std::uint32_t, 256> &crcTable()
{
    static const auto table = makeCrcTable();
    return table;
}

constexpr std::uint32_t kPoly = 0xEDB88320u;
constexpr std::uint32_t kOne = 0x80000000u; // x^0 in the reflected representation

std::uint32_t mulX(std::uint32_t v)
{
    return (v & 1u) ? (v >> 1) ^ kPoly : v >> 1;
}

// x^(8k) for k < 1024, and x^(8 * 1024 * j) for j < 2048: x^(8n) for n < 2^21 in one multiplication.
struct PowerTables
{
    std::array<std::uint32_t, 16> times4{}; // v * x^4 for the four lowest-degree-free bits
    std::array<std::uint32_t, 1024> low{};
    std::array<std::uint32_t, 2048> high{};
    std::array<std::uint32_t, 64> pow2{}; // x^(8 * 2^k)
    // For each `low` and `high` entry c, the multiples of c by the polynomials of a byte's high and low
    // nibble: a multiplication by c is four steps of the byte-wise CRC table.
    struct Digits
    {
        std::array<std::uint32_t, 16> high;
        std::array<std::uint32_t, 16> low;
    };
    std::array<Digits, 1024> lowDigits{};
    std::array<Digits, 2048> highDigits{};
};

void makeNibbles(std::array<std::uint32_t, 16> &digit, std::uint32_t b)
{
    const std::uint32_t b1 = mulX(b), b2 = mulX(b1), b3 = mulX(b2);
    for (std::uint32_t v = 0; v < 16; ++v)
        digit[v] = ((v & 1u) ? b3 : 0) ^ ((v & 2u) ? b2 : 0) ^ ((v & 4u) ? b1 : 0) ^ ((v & 8u) ? b : 0);
}

void makeDigits(PowerTables::Digits &d, std::uint32_t c)
{
    // In a byte, bits 0-3 are degrees 7-4 and bits 4-7 degrees 3-0.
    makeNibbles(d.high, c);
    makeNibbles(d.low, mulX(mulX(mulX(mulX(c)))));
}

std::uint32_t mulDigits(std::uint32_t a, const PowerTables::Digits &d)
{
    const auto &table = crcTable(); // table[v] = v * x^8 for the byte of lowest degree: p * x^8 in one step
    std::uint32_t p = 0;
    for (int k = 0; k < 32; k += 8) {
        const std::uint32_t byte = (a >> k) & 0xFFu;
        p = ((p >> 8) ^ table[p & 0xFFu]) ^ d.high[byte >> 4] ^ d.low[byte & 15u];
    }
    return p;
}

std::uint32_t mulWith(const PowerTables &t, std::uint32_t a, std::uint32_t b)
{
    // Horner over the four-bit digits of a, highest degree (lowest bits) first.
    std::array<std::uint32_t, 16> digit;
    makeNibbles(digit, b);
    std::uint32_t p = 0;
    for (int k = 0; k < 32; k += 4)
        p = ((p >> 4) ^ t.times4[p & 15u]) ^ digit[(a >> k) & 15u];
    return p;
}

const PowerTables &powerTables()
{
    static const PowerTables tables = [] {
        PowerTables t;
        for (std::uint32_t v = 0; v < 16; ++v)
            t.times4[v] = mulX(mulX(mulX(mulX(v))));
        t.low[0] = kOne;
        for (std::size_t k = 1; k < t.low.size(); ++k) {
            std::uint32_t v = t.low[k - 1];
            for (int i = 0; i < 8; ++i)
                v = mulX(v);
            t.low[k] = v;
        }
        std::uint32_t step = t.low.back(); // x^(8 * 1023) -> x^(8 * 1024)
        for (int i = 0; i < 8; ++i)
            step = mulX(step);
        t.high[0] = kOne;
        for (std::size_t j = 1; j < t.high.size(); ++j)
            t.high[j] = mulWith(t, t.high[j - 1], step);
        for (std::size_t k = 0; k < t.low.size(); ++k)
            makeDigits(t.lowDigits[k], t.low[k]);
        for (std::size_t j = 0; j < t.high.size(); ++j)
            makeDigits(t.highDigits[j], t.high[j]);
        t.pow2[0] = t.low[1];
        for (std::size_t k = 1; k < t.pow2.size(); ++k)
            t.pow2[k] = mulWith(t, t.pow2[k - 1], t.pow2[k - 1]);
        return t;
    }();
    return tables;
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

std::uint32_t crc32MulModP(std::uint32_t a, std::uint32_t b)
{
    return mulWith(powerTables(), a, b);
}

std::uint32_t crc32XPow8n(std::uint64_t n)
{
    const PowerTables &t = powerTables();
    if (n < (std::uint64_t(t.high.size()) << 10))
        return mulWith(t, t.low[n & 1023u], t.high[n >> 10]);
    std::uint32_t p = kOne;
    for (std::size_t k = 0; n; ++k, n >>= 1) {
        if (n & 1u)
            p = mulWith(t, p, t.pow2[k]);
    }
    return p;
}

std::uint32_t crc32FromRegisters(std::uint32_t atStart, std::uint32_t atEnd, std::uint64_t length)
{
    // The register after a run from ~0 is the run from 0 plus ~0 carried through `length` bytes.
    const PowerTables &t = powerTables();
    std::uint32_t carried = ~0u ^ atStart;
    if (length < (std::uint64_t(t.high.size()) << 10))
        carried = mulDigits(mulDigits(carried, t.lowDigits[length & 1023u]), t.highDigits[length >> 10]);
    else
        carried = crc32MulModP(crc32XPow8n(length), carried);
    return ~(carried ^ atEnd);
}

std::uint32_t crc32(const std::uint8_t *data, std::size_t size, std::uint32_t seed)
{
    const auto &table = crcTable();
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
    m_fed += size;
}

void FrameDecoder::compact()
{
    // Keep the buffer from growing without bound while avoiding a memmove per frame.
    if (m_pos == m_buffer.size()) {
        m_base += m_buffer.size();
        m_buffer.clear();
        m_pos = 0;
        m_table.clear(); // every later candidate starts past it
    } else if (m_pos > 64 * 1024 && m_pos * 2 > m_buffer.size()) {
        m_buffer.erase(m_buffer.begin(), m_buffer.begin() + std::ptrdiff_t(m_pos));
        m_base += m_pos;
        m_pos = 0;
        // The table's entries before the buffer are dead; they go when they are most of it.
        if (!m_table.empty() && m_tableStart < m_base) {
            const std::uint64_t before = m_base - m_tableStart;
            if (before >= m_table.size()) {
                m_table.clear();
            } else if (before * 2 > m_table.size()) {
                m_table.erase(m_table.begin(), m_table.begin() + std::ptrdiff_t(before));
                m_tableStart = m_base;
            }
        }
    }
}

std::uint32_t FrameDecoder::checksum(std::size_t at, std::size_t size)
{
    const std::uint64_t a = m_base + at;
    const std::uint64_t b = a + size;
    if (a >= m_checkedTo) {
        // Fresh bytes (always so for a stream in sync): one direct pass.
        m_table.clear();
        m_checkedTo = b;
        m_crcBytes += size;
        return crc32(m_buffer.data() + at, size);
    }
    // A resync candidate over bytes already checked: registers from the table, each byte added once.
    if (m_table.empty() || a < m_tableStart || a - m_tableStart >= m_table.size()) {
        m_table.assign(1, 0u);
        m_tableStart = a;
    }
    const std::uint64_t reached = m_tableStart + m_table.size() - 1;
    if (b > reached) {
        const auto &table = crcTable();
        const std::size_t from = std::size_t(reached - m_base);
        const std::size_t to = at + size;
        std::size_t i = m_table.size();
        m_table.resize(m_table.size() + (to - from));
        std::uint32_t r = m_table[i - 1];
        const std::uint8_t *p = m_buffer.data();
        for (std::size_t k = from; k < to; ++k) {
            r = table[(r ^ p[k]) & 0xFFu] ^ (r >> 8);
            m_table[i++] = r;
        }
        m_crcBytes += to - from;
    }
    m_checkedTo = std::max(m_checkedTo, b);
    return crc32FromRegisters(m_table[std::size_t(a - m_tableStart)], m_table[std::size_t(b - m_tableStart)],
                              size);
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

std::string FrameDecoder::describe(const DecodeError &e, std::uint64_t detail) const
{
    const std::string times =
        e.count > 1 ? " (" + std::to_string(e.count) + " times in a row)" : std::string();
    switch (e.kind) {
    case DecodeErrorKind::Garbage:
        return "skipped " + std::to_string(e.skippedBytes) + " byte(s) that are not a frame";
    case DecodeErrorKind::Oversized:
        return "frame declares " + std::to_string(detail) + " payload bytes, limit is " +
               std::to_string(m_maxPayload) + times;
    case DecodeErrorKind::BadChecksum:
        return "frame checksum mismatch" + times;
    case DecodeErrorKind::UnsupportedVersion:
        return "frame of protocol version " + std::to_string(detail) + ", expected " +
               std::to_string(kProtocolVersion) + times;
    case DecodeErrorKind::UnknownType:
        return "frame of unknown type " + std::to_string(detail) + times;
    }
    return {};
}

FrameDecoder::Step FrameDecoder::step()
{
    Step st;
    const std::size_t avail = m_buffer.size() - m_pos;
    if (avail == 0)
        return st;

    const std::uint8_t *p = m_buffer.data() + m_pos;
    if (p[0] != kMagic0 || (avail >= 2 && p[1] != kMagic1)) {
        const std::size_t at = findMagic(m_pos + 1);
        st.error = DecodeErrorKind::Garbage;
        st.skipped = at - m_pos;
        m_pos = at;
        return st;
    }
    if (avail < kHeaderSize)
        return st;

    const std::uint8_t version = p[2];
    const std::uint8_t type = p[3];
    const std::uint32_t length = readLe32(p + 4);
    if (length > m_maxPayload) {
        const std::size_t from = m_pos;
        m_pos = findMagic(m_pos + 2);
        st.error = DecodeErrorKind::Oversized;
        st.skipped = m_pos - from;
        st.detail = length;
        return st;
    }
    const std::size_t total = kHeaderSize + std::size_t(length) + kTrailerSize;
    if (avail < total)
        return st;

    const std::uint32_t expected = readLe32(p + kHeaderSize + length);
    if (checksum(m_pos, kHeaderSize + length) != expected) {
        const std::size_t from = m_pos;
        m_pos = findMagic(m_pos + 2);
        st.error = DecodeErrorKind::BadChecksum;
        st.skipped = m_pos - from;
        return st;
    }
    if (version != kProtocolVersion) {
        m_pos += total;
        st.error = DecodeErrorKind::UnsupportedVersion;
        st.skipped = total;
        st.detail = version;
        return st;
    }
    if (!isKnownFrameType(type)) {
        m_pos += total;
        st.error = DecodeErrorKind::UnknownType;
        st.skipped = total;
        st.detail = type;
        return st;
    }
    st.frame = Frame{FrameType(type), std::vector<std::uint8_t>(p + kHeaderSize, p + kHeaderSize + length)};
    m_pos += total;
    ++m_frames;
    return st;
}

std::optional<FrameDecoder::Event> FrameDecoder::next()
{
    // Errors of one kind in a row become one event with a count: a hostile stream can make one every
    // few bytes, and its reader should not pay per error.
    std::optional<DecodeError> pending;
    std::uint64_t pendingDetail = 0;
    auto flush = [&] {
        Event ev;
        pending->message = describe(*pending, pendingDetail);
        ev.error = std::move(pending);
        return ev;
    };
    if (m_stash) {
        Event ev = std::move(*m_stash);
        m_stash.reset();
        if (ev.frame)
            return ev;
        pending = std::move(ev.error);
        pendingDetail = m_stashDetail;
    }
    for (;;) {
        Step st = step();
        if (st.frame) {
            if (!pending) {
                Event ev;
                ev.frame = std::move(st.frame);
                return ev;
            }
            m_stash = Event{};
            m_stash->frame = std::move(st.frame);
            return flush();
        }
        if (!st.error)
            return pending ? std::optional<Event>(flush()) : std::nullopt;
        ++m_errors;
        if (pending && pending->kind == *st.error) {
            ++pending->count;
            pending->skippedBytes += st.skipped;
            continue;
        }
        if (pending) {
            m_stash = Event{};
            m_stash->error = DecodeError{*st.error, st.skipped, 1, {}};
            m_stashDetail = st.detail;
            return flush();
        }
        pending = DecodeError{*st.error, st.skipped, 1, {}};
        pendingDetail = st.detail;
    }
}

std::optional<DecodeError> FrameDecoder::finish()
{
    const std::size_t left = m_buffer.size() - m_pos;
    m_base += m_buffer.size();
    m_buffer.clear();
    m_pos = 0;
    m_table.clear();
    m_stash.reset();
    if (!left)
        return std::nullopt;
    ++m_errors;
    return DecodeError{DecodeErrorKind::Garbage, left, 1,
                       "stream ended inside a frame (" + std::to_string(left) + " byte(s) dropped)"};
}

} // namespace cg::proto
