// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH connections a transfer sends over, inside one hub task: the first rides the hub's pooled jump
// hosts (the login every other feature shares), the others are chains of the task's own (each its own TCP
// connection). A lost connection is closed and opened again after a backoff (0.25 s doubling to 5 s), and
// given up after too many failures in a row. How many connections a transfer may open depends on how the
// first one logged in: a hop that asks a person (keyboard-interactive, a one-time password per login)
// leaves the transfer on one.
#pragma once

#include "ssh/chain_plan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace cg::ssh {
class Session;
class TaskContext;
} // namespace cg::ssh

namespace cg::transfer {

struct PooledConnection
{
    int index = 0;
    bool pooled = false;            // rides the hub's shared jump hosts
    ssh::Session *first = nullptr;  // own chain: its first session (closing it closes the rest)
    ssh::Session *target = nullptr; // null: not connected (reconnects at retryAtMs)
    bool up = false;                // target logged in
    bool dead = false;              // given up
    int failures = 0;               // in a row
    qint64 retryAtMs = 0;
    qint64 lastProgressMs = 0; // connecting since, or the last byte the far side took

    // After its sessions were closed: counts a failure (when it is one), gives the connection up after
    // `maxReconnects` failures in a row, and sets when to connect again.
    void dropped(bool countFailure, int maxReconnects, qint64 nowMs);
    static qint64 reconnectDelayMs(int failures);
};

// How a hop of the first connection logged in.
struct HopLogin
{
    QString name;
    QString authMethod; // "publickey", "keyboard-interactive", ...
};

class ConnectionPool
{
    Q_DECLARE_TR_FUNCTIONS(cg::transfer::ConnectionPool)

public:
    ConnectionPool(ssh::TaskContext &ctx, const ssh::ChainPlan &plan, int maxReconnects);

    // How many connections to open of the `requested`, given how the first one's hops logged in; `note`
    // says why fewer (empty when not).
    static int width(int requested, bool allowPersonPrompts, const QList<HopLogin> &hops, QString *note);
    static QList<HopLogin> loginsOf(const ssh::Session *target);

    PooledConnection &add(bool pooled);
    std::vector<std::unique_ptr<PooledConnection>> &connections() { return m_conns; }
    PooledConnection &at(int i) { return *m_conns.at(std::size_t(i)); }

    // Starts connecting `c` along the plan (the pooled jump hosts, or a chain of its own).
    void open(PooledConnection &c, qint64 nowMs);
    // Closes `c`'s sessions (nothing may run on them any more), remembers `why` and schedules a reconnect.
    void drop(PooledConnection &c, const QString &why, bool countFailure, qint64 nowMs);
    // The first failed or closed session of `c`'s chain, for people.
    QString chainError(const PooledConnection &c) const;
    // A connection that is up and ready for a command (the last such); null when none.
    PooledConnection *ready() const;
    bool allDead() const;
    const QString &lastError() const { return m_lastError; }

private:
    ssh::TaskContext &m_ctx;
    const ssh::ChainPlan &m_plan;
    int m_maxReconnects;
    std::vector<std::unique_ptr<PooledConnection>> m_conns;
    QString m_lastError;
};

} // namespace cg::transfer
