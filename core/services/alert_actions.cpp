// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/alert_actions.h"

#include "inventory/inventory.h"

namespace cg::services {

QList<AlertAction> AlertActions::forAlert(const planning::Alert &alert, const Inventory &inventory)
{
    QList<AlertAction> out;
    const auto clusters = inventory.clusters();
    if (!clusters.ok())
        return out;
    qint64 clusterId = 0;
    for (const ClusterRecord &c : clusters.value()) {
        if (c.name == alert.cluster)
            clusterId = c.id;
    }
    if (clusterId == 0)
        return out;
    // The subject is a node only when the cluster has a node of that name (jobs, links and days are not).
    bool isNode = false;
    if (const auto nodes = inventory.nodes(clusterId); nodes.ok()) {
        for (const NodeRecord &n : nodes.value())
            isNode = isNode || n.name == alert.subject;
    }
    if (alert.kind == planning::AlertKind::AgentStale && isNode && !alert.neverReached)
        out << AlertAction{
            AlertAction::RestartAgent, clusterId, alert.subject, tr("Restart Agent on %1").arg(alert.subject),
            tr("Stop the agent on %1, put the bundled agent back and start it (recorded in the "
               "audit log)")
                .arg(alert.subject)};
    out << AlertAction{AlertAction::CheckCluster,
                       clusterId,
                       {},
                       tr("Check %1").arg(alert.cluster),
                       tr("Reach every node of %1 through its jump hosts now").arg(alert.cluster)};
    if (isNode)
        out << AlertAction{AlertAction::OpenNode, clusterId, alert.subject, tr("Open %1").arg(alert.subject),
                           tr("Show %1's live charts and state").arg(alert.subject)};
    return out;
}

const AlertAction *AlertActions::find(const QList<AlertAction> &actions, AlertAction::Kind kind)
{
    for (const AlertAction &a : actions) {
        if (a.kind == kind)
            return &a;
    }
    return nullptr;
}

} // namespace cg::services
