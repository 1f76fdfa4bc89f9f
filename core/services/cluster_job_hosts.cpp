// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/cluster_job_hosts.h"

namespace cg::services {

QList<jobs::HubJobHosts::Entry> clusterJobHosts(const ClusterConnections &connections,
                                                const ClusterRecord &cluster)
{
    QList<jobs::HubJobHosts::Entry> out;
    const auto nodes = connections.nodes(cluster.id);
    if (!nodes.ok())
        return out;
    for (const ClusterConnection &n : nodes.value()) {
        jobs::HubJobHosts::Entry e;
        e.host.name = n.node;
        e.host.address = n.plan.target.host;
        e.host.declaredGpus = cluster.contract.gpusPerNode;
        e.plan = n.plan;
        out << e;
    }
    return out;
}

std::unique_ptr<jobs::HubLoginNode> clusterJobsNode(ssh::ConnectionHub &hub,
                                                    const ClusterConnections &connections,
                                                    const ClusterConnection &login)
{
    return std::make_unique<jobs::HubJobHosts>(hub, login.plan, login.base,
                                               clusterJobHosts(connections, login.cluster));
}

} // namespace cg::services
