// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/node_target.h"

namespace cg::services {

namespace {

// A spec that can only mean a host or an ssh_config entry, never an inventory name.
bool looksLikeHost(const QString &spec)
{
    return spec.isEmpty() || spec.contains(QLatin1Char('@')) || spec.contains(QLatin1Char(':')) ||
           spec.contains(QLatin1Char(' '));
}

} // namespace

Result<std::optional<NodeTarget>> NodeTargets::resolve(const Inventory &inventory, const QString &spec)
{
    using Out = Result<std::optional<NodeTarget>>;
    if (looksLikeHost(spec))
        return Out(std::nullopt);
    const auto clusters = inventory.clusters();
    if (!clusters.ok())
        return Out::failureOf(clusters);
    const qsizetype slash = spec.indexOf(QLatin1Char('/'));
    if (slash >= 0) {
        const QString clusterName = spec.left(slash);
        const QString nodeName = spec.mid(slash + 1);
        for (const ClusterRecord &c : clusters.value()) {
            if (c.name != clusterName)
                continue;
            const auto nodes = inventory.nodes(c.id);
            if (!nodes.ok())
                return Out::failureOf(nodes);
            QStringList names;
            for (const NodeRecord &n : nodes.value()) {
                if (n.name == nodeName)
                    return Out(std::optional<NodeTarget>(NodeTarget{c.id, c.name, n.name}));
                names << n.name;
            }
            return Out::failure(tr("cluster %1 has no node %2; its nodes: %3")
                                    .arg(clusterName, nodeName,
                                         names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "))),
                                ErrorCode::NotFound);
        }
        QStringList known;
        for (const ClusterRecord &c : clusters.value())
            known << c.name;
        return Out::failure(
            tr("no cluster is named %1; the clusters: %2")
                .arg(clusterName, known.isEmpty() ? tr("none") : known.join(QStringLiteral(", "))),
            ErrorCode::NotFound);
    }
    QList<NodeTarget> found;
    for (const ClusterRecord &c : clusters.value()) {
        const auto nodes = inventory.nodes(c.id);
        if (!nodes.ok())
            return Out::failureOf(nodes);
        for (const NodeRecord &n : nodes.value()) {
            if (n.name == spec)
                found << NodeTarget{c.id, c.name, n.name};
        }
    }
    if (found.isEmpty())
        return Out(std::nullopt);
    if (found.size() > 1) {
        QStringList candidates;
        for (const NodeTarget &t : std::as_const(found))
            candidates << t.spec();
        return Out::failure(tr("%1 is a node of several clusters; name one of: %2")
                                .arg(spec, candidates.join(QStringLiteral(", "))),
                            ErrorCode::Conflict);
    }
    return Out(std::optional<NodeTarget>(found.first()));
}

Result<std::optional<ClusterConnection>>
NodeTargets::connection(const Inventory &inventory, const QString &spec, const ssh::SessionOptions &local)
{
    using Out = Result<std::optional<ClusterConnection>>;
    const auto target = resolve(inventory, spec);
    if (!target.ok())
        return Out::failureOf(target);
    if (!target.value())
        return Out(std::nullopt);
    const auto c = ClusterConnections(inventory, local).node(target.value()->clusterId, target.value()->node);
    if (!c.ok())
        return Out::failureOf(c);
    return Out(std::optional<ClusterConnection>(c.value()));
}

} // namespace cg::services
