// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/connection_pool.h"

#include "ssh/connection_hub.h"

#include <algorithm>

namespace cg::transfer {

qint64 PooledConnection::reconnectDelayMs(int failures)
{
    return std::min<qint64>(250ll << std::min(failures, 5), 5000);
}

void PooledConnection::dropped(bool countFailure, int maxReconnects, qint64 nowMs)
{
    target = first = nullptr;
    up = false;
    if (countFailure)
        ++failures;
    if (failures > maxReconnects)
        dead = true;
    retryAtMs = nowMs + reconnectDelayMs(failures);
}

ConnectionPool::ConnectionPool(ssh::TaskContext &ctx, const ssh::ChainPlan &plan, int maxReconnects)
    : m_ctx(ctx), m_plan(plan), m_maxReconnects(maxReconnects)
{
}

int ConnectionPool::width(int requested, bool allowPersonPrompts, const QList<HopLogin> &hops, QString *note)
{
    int wanted = std::max(1, requested);
    note->clear();
    for (const HopLogin &h : hops) {
        if (h.authMethod.contains(QLatin1String("keyboard-interactive")) && wanted > 1 &&
            !allowPersonPrompts) {
            *note =
                tr("%1 asks for a one-time password at every login: sending over one connection").arg(h.name);
            wanted = 1;
        }
    }
    return wanted;
}

QList<HopLogin> ConnectionPool::loginsOf(const ssh::Session *target)
{
    QList<HopLogin> hops;
    for (const ssh::Session *s = target; s; s = s->via())
        hops << HopLogin{s->options().endpoint.displayName(), s->authMethodUsed()};
    return hops;
}

PooledConnection &ConnectionPool::add(bool pooled)
{
    m_conns.push_back(std::make_unique<PooledConnection>());
    m_conns.back()->index = int(m_conns.size()) - 1;
    m_conns.back()->pooled = pooled;
    return *m_conns.back();
}

void ConnectionPool::open(PooledConnection &c, qint64 nowMs)
{
    ssh::Session *via = nullptr;
    c.first = nullptr;
    if (c.pooled) {
        via = m_ctx.hopsFor(m_plan.jumps);
    } else {
        for (int i = 0; i < m_plan.jumps.size(); ++i) {
            ssh::SessionOptions o = m_ctx.base;
            o.endpoint = m_plan.jumps.at(i);
            o.hop = i + 1;
            via = m_ctx.connect(o, via);
            if (!c.first)
                c.first = via;
        }
    }
    ssh::SessionOptions o = m_ctx.base;
    o.endpoint = m_plan.target;
    o.hop = int(m_plan.jumps.size()) + 1;
    c.target = m_ctx.connect(o, via);
    if (!c.first)
        c.first = c.target;
    c.up = false;
    c.lastProgressMs = nowMs;
}

void ConnectionPool::drop(PooledConnection &c, const QString &why, bool countFailure, qint64 nowMs)
{
    if (c.pooled) {
        if (c.target)
            m_ctx.close(c.target);
        m_ctx.replaceHops(m_plan.jumps);
    } else if (c.first) {
        m_ctx.close(c.first);
    }
    m_lastError = why;
    c.dropped(countFailure, m_maxReconnects, nowMs);
}

QString ConnectionPool::chainError(const PooledConnection &c) const
{
    QList<ssh::Session *> chain;
    for (ssh::Session *s = c.target; s; s = s->via())
        chain.prepend(s);
    for (ssh::Session *s : std::as_const(chain))
        if (s->state() == ssh::Session::State::Failed || s->state() == ssh::Session::State::Closed)
            return s->error().ok() ? tr("%1: connection closed").arg(s->options().endpoint.displayName())
                                   : s->error().describe();
    return tr("connection lost");
}

PooledConnection *ConnectionPool::ready() const
{
    PooledConnection *found = nullptr;
    for (const auto &cp : m_conns)
        if (!cp->dead && cp->up && cp->target && cp->target->isReady())
            found = cp.get();
    return found;
}

bool ConnectionPool::allDead() const
{
    return std::all_of(m_conns.begin(), m_conns.end(), [](const auto &c) { return c->dead; });
}

} // namespace cg::transfer
