// SPDX-License-Identifier: GPL-3.0-or-later
// The pace of a transfer: the rate people see (bytes per second, smoothed over whole seconds) with the time
// left, and the token bucket that holds the whole transfer under its bandwidth limit. Both are told the time
// (milliseconds on one clock), so they are pure and testable without a network.
#pragma once

#include <QtGlobal>

namespace cg::transfer {

class RateMeter
{
public:
    // Bytes handed to the network.
    void add(qint64 bytes) { m_bytes += bytes; }
    // Folds the bytes of the last second or more into the rate (an exponential average: 60 % the past,
    // 40 % the last window); earlier calls do nothing.
    void tick(qint64 nowMs);
    double bytesPerSecond() const { return m_rate; }
    // Seconds until `remaining` bytes went at the current rate; -1 while there is no rate.
    qint64 etaSeconds(qint64 remaining) const;

private:
    qint64 m_markMs = 0;
    qint64 m_bytes = 0;
    double m_rate = 0;
};

class TokenBucket
{
public:
    // `bytesPerSecond` 0: no limit.
    explicit TokenBucket(qint64 bytesPerSecond, qint64 minBurst)
        : m_limit(bytesPerSecond), m_minBurst(minBurst)
    {
    }
    bool limited() const { return m_limit > 0; }
    // How many of `want` bytes may go now (0: wait), taken from the bucket. The bucket refills at the limit
    // and holds a tenth of a second's worth, at least `minBurst`.
    qint64 take(qint64 want, qint64 nowMs);
    // Whether the bucket has anything: a connection that waits for tokens is not stalled.
    bool hasTokens() const { return !limited() || m_tokens >= 1; }

private:
    qint64 m_limit = 0;
    qint64 m_minBurst = 0;
    double m_tokens = 0;
    qint64 m_atMs = 0;
};

} // namespace cg::transfer
