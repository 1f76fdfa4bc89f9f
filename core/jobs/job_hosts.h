// SPDX-License-Identifier: GPL-3.0-or-later
// The hosts a backend without a scheduler runs jobs on (ssh_hosts_backend.h): each reached as a LoginNode of
// its own through the cluster's one connection, with the address the other hosts reach it by (the
// rendezvous address of a multi-node job) and the GPUs the inventory declares where NVML cannot say. A
// LoginNode handed to such a backend may also be a JobHosts; one that is not is the only host.
#pragma once

#include "jobs/login_node.h"
#include "ssh/chain_plan.h"

#include <QList>
#include <QString>

#include <map>
#include <memory>

namespace cg::jobs {

struct JobHost
{
    QString name;         // as the console calls it ("gpu-01"); also the agent's --host
    QString address;      // how the other hosts reach it (MASTER_ADDR)
    int declaredGpus = 0; // GPUs 0..N-1 when the host has no NVML (the contract's GPUs per node)
};

class JobHosts
{
public:
    virtual ~JobHosts() = default;
    virtual QList<JobHost> jobHosts() const = 0;
    // The host called `name` (null: no such host); it stays valid as long as this object.
    virtual LoginNode *jobHost(const QString &name) = 0;
};

// The cluster's nodes as requests on the connection hub: every node a nested session through the same
// jump chain (one bastion login for all of them). Is itself the login node (for the default host).
class HubJobHosts : public HubLoginNode, public JobHosts
{
public:
    struct Entry
    {
        JobHost host;
        ssh::ChainPlan plan;
    };
    HubJobHosts(ssh::ConnectionHub &hub, ssh::ChainPlan loginPlan, ssh::SessionOptions base,
                QList<Entry> hosts);

    QList<JobHost> jobHosts() const override;
    LoginNode *jobHost(const QString &name) override;

private:
    ssh::ConnectionHub &m_hubRef;
    ssh::SessionOptions m_baseCopy;
    QList<Entry> m_entries;
    std::map<QString, std::unique_ptr<HubLoginNode>> m_made;
};

} // namespace cg::jobs
