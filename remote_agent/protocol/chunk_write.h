// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent chunk-write`: the far side of a dataset transfer's chunk, shared by the agent and the
// console's transfer engine.
//
// Protocol 1 (the console names the version it speaks; an agent that does not speak it, or does not know the
// command, exits with status 2 before reading anything, and the console's command falls back to its Python
// writer):
//   clustergate-agent chunk-write --protocol 1 PART OFFSET SKIP WANT
// stdin: the chunk's bytes after its first SKIP, written at OFFSET + SKIP into PART (created 0600), hashed as
// they are written. With SKIP > 0 the SKIP bytes already at OFFSET are read and hashed first and must hash to
// WANT (64 hex digits): stdout "prefix-ok\n" and the rest is taken, or "prefix-bad\n" and exit status 3.
// At the end of stdin: the SHA-256 of the whole chunk (prefix and rest) as 64 hex digits and "\n", status 0.
// A failed read or write (a full disk): "cg: writing failed: REASON" on stderr, status 1.
#pragma once

namespace cg::proto {

constexpr int kChunkWriteProtocol = 1;
constexpr int kChunkWriteUnsupported = 2; // usage error or another protocol: nothing was read
constexpr int kChunkWritePrefixBad = 3;

} // namespace cg::proto
