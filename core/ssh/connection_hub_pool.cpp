// SPDX-License-Identifier: GPL-3.0-or-later
// The shared jump hosts of one tree.
#include "ssh/connection_hub_p.h"

namespace cg::ssh {

using namespace hub_detail;

// --------------------------------------------------------------------------------------------------------
// HopPool

Session *HopPool::hopsFor(const QList<Endpoint> &jumps, const SessionOptions &base)
{
    HubTree *tree = m_tree;
    Session *via = nullptr;
    QString key = optionsKey(base);
    int hop = 0;
    for (const Endpoint &e : jumps) {
        key += endpointKey(e);
        ++hop;
        auto it = std::find_if(m_hops.begin(), m_hops.end(), [&](const Entry &x) { return x.key == key; });
        if (it != m_hops.end() && isDead(it->session)) {
            if (m_busy && m_busy()) {
                // Replaced once the task or tick in progress is over (it may hold sessions riding on it).
                if (std::find(m_deferred.begin(), m_deferred.end(), it->session) == m_deferred.end())
                    m_deferred.push_back(it->session);
            } else {
                closeNow(it->session);
                it = m_hops.end();
            }
        }
        if (it == m_hops.end()) {
            SessionOptions o = base;
            o.endpoint = e;
            o.hop = hop;
            Session *s = tree->connect(o, via);
            m_hops.push_back(Entry{key, s, 0});
            via = s;
        } else {
            via = it->session;
        }
    }
    return via;
}

bool HopPool::isHop(const Session *s) const
{
    return std::any_of(m_hops.begin(), m_hops.end(), [s](const Entry &e) { return e.session == s; });
}

QList<Session *> HopPool::hops() const
{
    QList<Session *> out;
    for (const Entry &e : m_hops)
        out << e.session;
    return out;
}

void HopPool::drop(Session *hop)
{
    if (!isHop(hop))
        return;
    if (m_busy && m_busy()) {
        if (std::find(m_deferred.begin(), m_deferred.end(), hop) == m_deferred.end())
            m_deferred.push_back(hop);
        return;
    }
    closeNow(hop);
}

void HopPool::closeNow(Session *hop)
{
    if (m_notify)
        m_notify(hop);
    m_deferred.erase(
        std::remove_if(m_deferred.begin(), m_deferred.end(), [hop](Session *s) { return ridesOn(s, hop); }),
        m_deferred.end());
    m_hops.erase(std::remove_if(m_hops.begin(), m_hops.end(),
                                [hop](const Entry &e) { return ridesOn(e.session, hop); }),
                 m_hops.end());
    m_tree->close(hop);
}

Session *HopPool::connect(const SessionOptions &options, Session *via)
{
    return m_tree->connect(options, via);
}

void HopPool::close(Session *session)
{
    if (isHop(session))
        drop(session);
    else
        m_tree->close(session);
}

} // namespace cg::ssh
