// SPDX-License-Identifier: GPL-3.0-or-later
// Little-endian, bounds-checked byte writer and reader for frame payloads.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace cg::proto {

constexpr bool isLittleEndian()
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return false;
#else
    return true;
#endif
}

class ByteWriter
{
public:
    explicit ByteWriter(std::vector<std::uint8_t> &out) : m_out(out) {}

    template <typename T> void put(T value)
    {
        static_assert(std::is_arithmetic_v<T>);
        std::uint8_t bytes[sizeof(T)];
        std::memcpy(bytes, &value, sizeof(T));
        if constexpr (!isLittleEndian()) {
            for (std::size_t i = 0; i < sizeof(T) / 2; ++i)
                std::swap(bytes[i], bytes[sizeof(T) - 1 - i]);
        }
        m_out.insert(m_out.end(), bytes, bytes + sizeof(T));
    }

    // Strings are u8 length + bytes; longer names are cut (names on the wire are short).
    void putString(const std::string &s)
    {
        const std::size_t n = s.size() < 255 ? s.size() : 255;
        put<std::uint8_t>(std::uint8_t(n));
        m_out.insert(m_out.end(), s.begin(), s.begin() + std::ptrdiff_t(n));
    }

private:
    std::vector<std::uint8_t> &m_out;
};

class ByteReader
{
public:
    ByteReader(const std::uint8_t *data, std::size_t size) : m_p(data), m_end(data + size) {}

    template <typename T> bool get(T &value)
    {
        static_assert(std::is_arithmetic_v<T>);
        if (std::size_t(m_end - m_p) < sizeof(T))
            return fail();
        std::uint8_t bytes[sizeof(T)];
        std::memcpy(bytes, m_p, sizeof(T));
        if constexpr (!isLittleEndian()) {
            for (std::size_t i = 0; i < sizeof(T) / 2; ++i)
                std::swap(bytes[i], bytes[sizeof(T) - 1 - i]);
        }
        std::memcpy(&value, bytes, sizeof(T));
        m_p += sizeof(T);
        return true;
    }

    bool getString(std::string &s)
    {
        std::uint8_t n = 0;
        if (!get(n) || std::size_t(m_end - m_p) < n)
            return fail();
        s.assign(reinterpret_cast<const char *>(m_p), n);
        m_p += n;
        return true;
    }

    std::size_t remaining() const { return std::size_t(m_end - m_p); }
    bool ok() const { return m_ok; }

private:
    bool fail()
    {
        m_ok = false;
        m_p = m_end;
        return false;
    }

    const std::uint8_t *m_p;
    const std::uint8_t *m_end;
    bool m_ok = true;
};

} // namespace cg::proto
