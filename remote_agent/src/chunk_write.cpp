// SPDX-License-Identifier: GPL-3.0-or-later
#include "chunk_write.h"

#include "protocol/chunk_write.h"
#include "sha256.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace cg::agent {

namespace {

constexpr int kUsage = proto::kChunkWriteUnsupported;
constexpr int kPrefixBad = proto::kChunkWritePrefixBad;
constexpr int kChunkProtocol = proto::kChunkWriteProtocol;

bool parseNumber(std::string_view s, std::uint64_t &out)
{
    if (s.empty() || s.front() < '0' || s.front() > '9')
        return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

int usage(const std::string &message)
{
    std::fprintf(
        stderr,
        "clustergate-agent: chunk-write: %s\nusage: clustergate-agent chunk-write --protocol %d PART "
        "OFFSET SKIP WANT\n",
        message.c_str(), kChunkProtocol);
    return kUsage;
}

int failed(const char *what)
{
    std::fprintf(stderr, "cg: writing failed: %s: %s\n", what, std::strerror(errno));
    return 1;
}

} // namespace

int runChunkWrite(int argc, char **argv)
{
    // Everything is checked before stdin is touched: a refusal here leaves the chunk to the fallback.
    if (argc != 8 || std::string_view(argv[2]) != "--protocol")
        return usage("expects --protocol N PART OFFSET SKIP WANT");
    std::uint64_t protocol = 0, offset = 0, skip = 0;
    if (!parseNumber(argv[3], protocol) || protocol != std::uint64_t(kChunkProtocol))
        return usage("protocol " + std::string(argv[3]) + " is not spoken here (this agent speaks " +
                     std::to_string(kChunkProtocol) + ")");
    const char *part = argv[4];
    if (!parseNumber(argv[5], offset) || !parseNumber(argv[6], skip) || offset > (std::uint64_t(1) << 62) ||
        skip > (std::uint64_t(1) << 62))
        return usage("OFFSET and SKIP are byte counts");
    const std::string_view want = argv[7];

    const int fd = ::open(part, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0)
        return failed(part);
    Sha256 h;
    std::vector<char> buf(1 << 20);
    auto pos = off_t(offset);
    const auto prefixEnd = off_t(offset + skip);
    while (pos < prefixEnd) {
        const ssize_t n =
            ::pread(fd, buf.data(), std::size_t(std::min<off_t>(off_t(buf.size()), prefixEnd - pos)), pos);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return failed(part);
        if (n == 0)
            break;
        h.update(buf.data(), std::size_t(n));
        pos += n;
    }
    if (skip > 0) {
        Sha256 copy = h;
        if (pos != prefixEnd || copy.hexDigest() != want) {
            std::fputs("prefix-bad\n", stdout);
            return kPrefixBad;
        }
        std::fputs("prefix-ok\n", stdout);
        std::fflush(stdout);
    }
    while (true) {
        const ssize_t n = ::read(0, buf.data(), buf.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return failed("stdin");
        if (n == 0)
            break;
        for (ssize_t done = 0; done < n;) {
            const ssize_t w = ::pwrite(fd, buf.data() + done, std::size_t(n - done), pos + done);
            if (w < 0 && errno == EINTR)
                continue;
            if (w < 0)
                return failed(part);
            done += w;
        }
        h.update(buf.data(), std::size_t(n));
        pos += n;
    }
    if (::close(fd) != 0)
        return failed(part);
    std::printf("%s\n", h.hexDigest().c_str());
    return 0;
}

} // namespace cg::agent
