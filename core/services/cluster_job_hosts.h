// SPDX-License-Identifier: GPL-3.0-or-later
// The login node a cluster's job backend is opened on, with the cluster's nodes behind it as job hosts
// (jobs/job_hosts.h): every node through the same jump chain on the hub, its address for the rendezvous,
// the contract's GPUs per node where NVML cannot say. A scheduler backend uses only the login node.
#pragma once

#include "jobs/job_hosts.h"
#include "services/cluster_connections.h"

#include <memory>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

// `login` is ClusterConnections::connection's answer for the cluster; `connections` gives its nodes.
std::unique_ptr<jobs::HubLoginNode> clusterJobsNode(ssh::ConnectionHub &hub,
                                                    const ClusterConnections &connections,
                                                    const ClusterConnection &login);

// The cluster's nodes as job hosts: name, address and plan (for callers that connect in their own way).
QList<jobs::HubJobHosts::Entry> clusterJobHosts(const ClusterConnections &connections,
                                                const ClusterRecord &cluster);

} // namespace cg::services
