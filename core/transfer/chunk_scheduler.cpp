// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/chunk_scheduler.h"

#include <algorithm>

namespace cg::transfer {

ChunkScheduler::ChunkScheduler(const TransferState &state)
    : m_chunks(state.manifest.chunks()), m_fileBase(std::size_t(state.manifest.files.size()), 0),
      m_attempts(std::size_t(m_chunks.size()), 0), m_landed(std::size_t(m_chunks.size()), 0)
{
    const Manifest &m = state.manifest;
    for (int i = 0, n = 0; i < m.files.size(); ++i) {
        m_fileBase[std::size_t(i)] = n;
        n += int(m.files.at(i).chunkSha256.size());
    }
    for (int i = 0; i < m_chunks.size(); ++i)
        if (!state.verifiedChunks.contains(i) && !state.placedFiles.contains(m_chunks.at(i).file))
            m_pending.push_back(i);
}

bool ChunkScheduler::fileVerified(int file, const QSet<int> &verified) const
{
    const int first = firstChunkOf(file);
    const int last = file + 1 < int(m_fileBase.size()) ? firstChunkOf(file + 1) : count();
    for (int k = first; k < last; ++k)
        if (!verified.contains(k))
            return false;
    return true;
}

int ChunkScheduler::takeNext()
{
    const int idx = m_pending.front();
    m_pending.pop_front();
    ++m_attempts[std::size_t(idx)];
    return idx;
}

qint64 ChunkScheduler::requeueCut(int idx, qint64 skip, qint64 fed, qint64 acked, bool prefixChecked)
{
    qint64 &keep = m_landed[std::size_t(idx)];
    keep = skip;
    if (prefixChecked) {
        const qint64 sure = (skip + acked - kInFlightMargin) / kPrefixGrain * kPrefixGrain;
        keep = std::clamp<qint64>(sure, skip, std::max<qint64>(skip, m_chunks.at(idx).length - 1));
    }
    m_pending.push_front(idx);
    return std::max<qint64>(0, skip + fed - keep);
}

void ChunkScheduler::resendWhole(int idx, bool first)
{
    m_landed[std::size_t(idx)] = 0;
    if (first)
        m_pending.push_front(idx);
    else
        m_pending.push_back(idx);
}

} // namespace cg::transfer
