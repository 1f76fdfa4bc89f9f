// SPDX-License-Identifier: GPL-3.0-or-later
// Fixed-capacity time series: the newest `capacity` points, oldest first, timestamps non-decreasing.
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace cg {

class RingBuffer
{
public:
    explicit RingBuffer(std::size_t capacity = 4096) : m_capacity(std::max<std::size_t>(capacity, 2)) {}

    // Points older than the newest are dropped: charts and decimation rely on time order.
    bool push(qint64 tMs, float value)
    {
        if (m_size && tMs < timeAt(m_size - 1))
            return false;
        if (m_t.size() < m_capacity) {
            m_t.push_back(tMs);
            m_v.push_back(value);
            ++m_size;
            return true;
        }
        m_t[m_head] = tMs;
        m_v[m_head] = value;
        m_head = (m_head + 1) % m_capacity;
        m_size = m_capacity;
        return true;
    }

    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }
    bool empty() const { return m_size == 0; }
    void clear()
    {
        m_t.clear();
        m_v.clear();
        m_head = 0;
        m_size = 0;
    }

    // i = 0 is the oldest point.
    qint64 timeAt(std::size_t i) const { return m_t[physical(i)]; }
    float valueAt(std::size_t i) const { return m_v[physical(i)]; }

    // First index whose time is >= tMs (size() when none).
    std::size_t lowerBound(qint64 tMs) const
    {
        std::size_t lo = 0;
        std::size_t hi = m_size;
        while (lo < hi) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (timeAt(mid) < tMs)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }

private:
    std::size_t physical(std::size_t i) const
    {
        const std::size_t p = m_head + i;
        return p >= m_capacity ? p - m_capacity : p;
    }

    std::size_t m_capacity;
    std::vector<qint64> m_t;
    std::vector<float> m_v;
    std::size_t m_head = 0; // physical index of the oldest point once full
    std::size_t m_size = 0;
};

} // namespace cg
