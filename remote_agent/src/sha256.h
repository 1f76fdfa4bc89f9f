// SPDX-License-Identifier: GPL-3.0-or-later
// SHA-256 for the agent (no Qt, no link-time OpenSSL): the node's own libcrypto through dlopen where it is
// installed (its SHA instructions make it several times faster), else a portable implementation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace cg::agent {

class Sha256
{
public:
    Sha256();
    void update(const void *data, std::size_t size);
    // The digest as 64 lower-case hex digits; the object is spent afterwards.
    std::string hexDigest();
    // Whether the node's libcrypto does the hashing.
    static bool usesLibcrypto();

private:
    void block(const std::uint8_t *p);
    alignas(16) unsigned char m_ctx[256]; // libcrypto's SHA256_CTX (112 bytes in OpenSSL 1.1 and 3)
    std::uint32_t m_h[8];
    std::uint8_t m_buf[64];
    std::size_t m_bufLen = 0;
    std::uint64_t m_total = 0;
};

} // namespace cg::agent
