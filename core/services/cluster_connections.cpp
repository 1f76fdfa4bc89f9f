// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/cluster_connections.h"

#include <QDir>

namespace cg::services {

ClusterConnections::ClusterConnections(const Inventory &inventory, ssh::SessionOptions local)
    : m_inventory(inventory), m_local(std::move(local))
{
}

QString ClusterConnections::defaultKnownHostsFile()
{
    return QDir::home().filePath(QStringLiteral(".ssh/known_hosts"));
}

ssh::SessionOptions ClusterConnections::sessionOptions(const ClusterRecord &cluster,
                                                       const ssh::SessionOptions &local)
{
    ssh::SessionOptions o = local;
    if (o.knownHostsFile.isEmpty())
        o.knownHostsFile = defaultKnownHostsFile();
    o.policy = cluster.hostKeyPolicy;
    o.allowLegacyKex = cluster.allowLegacyKex;
    return o;
}

Result<ClusterConnection> ClusterConnections::connection(qint64 clusterId, const QString &preferred) const
{
    using R = Result<ClusterConnection>;
    const auto cluster = m_inventory.cluster(clusterId);
    if (!cluster.ok())
        return R::failureOf(cluster);
    const auto plan = m_inventory.loginPlan(clusterId, preferred);
    if (!plan.ok())
        return R::failureOf(plan);
    ClusterConnection c;
    c.cluster = cluster.value();
    c.plan = plan.value();
    c.node = c.plan.target.label.isEmpty() ? c.plan.target.host : c.plan.target.label;
    if (!preferred.isEmpty())
        c.node = preferred;
    c.base = sessionOptions(c.cluster, m_local);
    return c;
}

Result<ClusterConnection> ClusterConnections::node(qint64 clusterId, const QString &nodeName) const
{
    using R = Result<ClusterConnection>;
    const auto cluster = m_inventory.cluster(clusterId);
    if (!cluster.ok())
        return R::failureOf(cluster);
    const auto plan = m_inventory.planFor(clusterId, nodeName);
    if (!plan.ok())
        return R::failureOf(plan);
    return ClusterConnection{cluster.value(), nodeName, plan.value(),
                             sessionOptions(cluster.value(), m_local)};
}

Result<QList<ClusterConnection>> ClusterConnections::nodes(qint64 clusterId) const
{
    using R = Result<QList<ClusterConnection>>;
    const auto cluster = m_inventory.cluster(clusterId);
    if (!cluster.ok())
        return R::failureOf(cluster);
    const auto all = m_inventory.nodes(clusterId);
    if (!all.ok())
        return R::failureOf(all);
    const ssh::SessionOptions base = sessionOptions(cluster.value(), m_local);
    QList<ClusterConnection> out;
    for (const NodeRecord &n : all.value()) {
        const auto plan = m_inventory.planFor(clusterId, n.name);
        if (!plan.ok())
            return R::failureOf(plan);
        out << ClusterConnection{cluster.value(), n.name, plan.value(), base};
    }
    return out;
}

} // namespace cg::services
