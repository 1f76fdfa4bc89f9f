// SPDX-License-Identifier: GPL-3.0-or-later
// Which chunk goes next, and what a cut or failed attempt leaves: the queue of chunks still to send (neither
// verified nor in a placed file), the attempts per chunk, and per chunk the prefix that surely landed on the
// far side, so that a cut chunk resumes after it (checked by the far side's hash of that prefix first).
// No network and no clock: TransferEngine tells it what happened.
#pragma once

#include "transfer/transfer_state.h"

#include <deque>
#include <vector>

namespace cg::transfer {

class ChunkScheduler
{
public:
    // A chunk that failed verification this often stops the transfer.
    static constexpr int kMaxAttempts = 6;
    // What may still have been in flight when a connection was cut (SSH windows, TCP and relay buffers),
    // and the grain a kept prefix is rounded down to.
    static constexpr qint64 kInFlightMargin = 8 << 20;
    static constexpr qint64 kPrefixGrain = 1 << 20;

    explicit ChunkScheduler(const TransferState &state);

    int count() const { return int(m_chunks.size()); }
    const ChunkRef &chunk(int idx) const { return m_chunks.at(idx); }
    // The global index of `file`'s first chunk, and whether all its chunks are in `verified`.
    int firstChunkOf(int file) const { return m_fileBase.at(std::size_t(file)); }
    bool fileVerified(int file, const QSet<int> &verified) const;

    bool hasPending() const { return !m_pending.empty(); }
    // The next chunk to send (one attempt more); hasPending() first.
    int takeNext();
    int attempts(int idx) const { return m_attempts.at(std::size_t(idx)); }
    bool exhausted(int idx) const { return attempts(idx) >= kMaxAttempts; }
    // Bytes at the chunk's start that are on the far side (the next attempt sends the rest).
    qint64 landed(int idx) const { return m_landed.at(std::size_t(idx)); }

    // An attempt cut with its connection, `skip` bytes having been there before it and `fed` handed to the
    // channel since, of which `acked` left this machine (prefixChecked: the far side had confirmed the
    // prefix). The chunk goes first again, keeping what surely landed; returns the bytes that will be sent
    // again.
    qint64 requeueCut(int idx, qint64 skip, qint64 fed, qint64 acked, bool prefixChecked);
    // The attempt failed before its bytes counted: first again, the landed prefix kept.
    void retryFirst(int idx) { m_pending.push_front(idx); }
    // The far side holds something else than the chunk (a bad prefix, a hash mismatch, a damaged part):
    // the whole chunk again, first or last in the queue.
    void resendWhole(int idx, bool first);

private:
    QList<ChunkRef> m_chunks;
    std::vector<int> m_fileBase;
    std::deque<int> m_pending;
    std::vector<int> m_attempts;
    std::vector<qint64> m_landed;
};

} // namespace cg::transfer
