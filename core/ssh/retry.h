// SPDX-License-Identifier: GPL-3.0-or-later
// Reconnect policy: exponential backoff with full jitter and a bounded number of attempts. Failures that
// need a person (authentication, host keys) are never retried.
#pragma once

#include "ssh/ssh_types.h"

#include <QRandomGenerator>

#include <algorithm>

namespace cg::ssh {

struct RetryPolicy
{
    int maxAttempts = 4; // including the first
    int baseDelayMs = 500;
    int maxDelayMs = 8000;

    // Delay before attempt `attempt` (2, 3, ...): uniform in [base/2, min(max, base * 2^(attempt-2))], so
    // many consoles reconnecting after one bastion restart do not arrive in step.
    int delayBefore(int attempt, QRandomGenerator &rng) const
    {
        const int exponent = std::clamp(attempt - 2, 0, 20);
        const qint64 cap = std::min<qint64>(maxDelayMs, qint64(baseDelayMs) << exponent);
        const qint64 floor = std::min<qint64>(cap, baseDelayMs / 2);
        return int(floor + qint64(rng.bounded(quint32(cap - floor + 1))));
    }

    bool shouldRetry(const SshError &error, int attemptsSoFar) const
    {
        return !error.ok() && isRetryable(error.kind) && attemptsSoFar < maxAttempts;
    }
};

} // namespace cg::ssh
