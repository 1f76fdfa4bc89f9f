// SPDX-License-Identifier: GPL-3.0-or-later
// Which nodes a cluster's scheduler knows, asked on a login node that is not saved yet (the onboarding
// wizard's "Discover"): the job backend's node list, as a request on the ConnectionHub.
#pragma once

#include "jobs/job_record.h"
#include "ssh/chain_plan.h"

#include <QObject>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

class SchedulerNodes : public QObject
{
    Q_OBJECT

public:
    explicit SchedulerNodes(ssh::ConnectionHub &hub, QObject *parent = nullptr);

    // The way to a login node not saved yet: `jumps` then `login`, every hop logging in with `keyFiles`
    // first (then the files its own entry names) and as `user` where it names none.
    static ssh::ChainPlan loginPlan(const QList<ssh::Endpoint> &jumps, const ssh::Endpoint &login,
                                    const QStringList &keyFiles, const QString &user);

    // Asks the login node at the end of `plan` through the backend called `backend` (empty: the default);
    // the answer comes by listed().
    void ask(const ssh::ChainPlan &plan, const ssh::SessionOptions &base, const QString &backend = {});

signals:
    // Each node once, in the scheduler's order; `error` empty: it answered.
    void listed(const QList<cg::jobs::NodeStatus> &nodes, const QString &error);

private:
    ssh::ConnectionHub &m_hub;
};

} // namespace cg::services
