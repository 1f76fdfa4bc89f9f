// SPDX-License-Identifier: GPL-3.0-or-later
// The nodes of a fleet waiting to push (or delete) their agent. Pushes never run side by side: the fleet
// worker takes one turn per step, in the order the nodes queued, and a node that no longer wants its turn
// (it was stopped, its link was lost meanwhile) is passed over and dropped.
#pragma once

#include <QString>

#include <deque>
#include <functional>
#include <optional>

namespace cg {

class DeployQueue
{
public:
    void push(const QString &nodeId) { m_ids.push_back(nodeId); }
    bool isEmpty() const { return m_ids.empty(); }
    int size() const { return int(m_ids.size()); }

    // The first queued node for which `wantsTurn` is true, taken off the queue with every node passed over
    // before it; nullopt (and the queue empty) when none wants a turn.
    std::optional<QString> takeNext(const std::function<bool(const QString &nodeId)> &wantsTurn)
    {
        while (!m_ids.empty()) {
            QString id = m_ids.front();
            m_ids.pop_front();
            if (wantsTurn(id))
                return id;
        }
        return std::nullopt;
    }

private:
    std::deque<QString> m_ids;
};

} // namespace cg
