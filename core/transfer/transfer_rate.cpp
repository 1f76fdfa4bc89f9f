// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfer_rate.h"

#include <algorithm>

namespace cg::transfer {

void RateMeter::tick(qint64 nowMs)
{
    if (nowMs - m_markMs < 1000)
        return;
    const double inst = double(m_bytes) * 1000.0 / double(std::max<qint64>(1, nowMs - m_markMs));
    m_rate = m_rate <= 0 ? inst : 0.6 * m_rate + 0.4 * inst;
    m_markMs = nowMs;
    m_bytes = 0;
}

qint64 RateMeter::etaSeconds(qint64 remaining) const
{
    return m_rate > 0 ? qint64(double(remaining) / m_rate) : -1;
}

qint64 TokenBucket::take(qint64 want, qint64 nowMs)
{
    if (!limited() || want <= 0)
        return want;
    m_tokens = std::min<double>(m_tokens + double(nowMs - m_atMs) * double(m_limit) / 1000.0,
                                double(std::max<qint64>(m_limit / 10, m_minBurst)));
    m_atMs = nowMs;
    want = std::min<qint64>(want, qint64(m_tokens));
    if (want <= 0)
        return 0;
    m_tokens -= double(want);
    return want;
}

} // namespace cg::transfer
