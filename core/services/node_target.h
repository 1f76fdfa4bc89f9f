// SPDX-License-Identifier: GPL-3.0-or-later
// What a command-line TARGET names in the inventory: `gpu01` (a node name unique across every cluster) or
// `lab-otp/gpu01` (a cluster and one of its nodes). The one resolver every command that takes a target asks
// first, so that the names the console shows are the names the command line accepts.
#pragma once

#include "common/result.h"
#include "services/cluster_connections.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg::services {

struct NodeTarget
{
    qint64 clusterId = 0;
    QString cluster; // its name
    QString node;
    QString spec() const { return cluster + QLatin1Char('/') + node; }
};

class NodeTargets
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::NodeTargets)

public:
    // The inventory's node `spec` names. No value (and no error): the spec is not an inventory name (an
    // ssh_config alias or [user@]host[:port] is meant). Failures: a `cluster/node` whose cluster or node is
    // absent (NotFound), a bare node name that several clusters have (Conflict, the candidates listed).
    static Result<std::optional<NodeTarget>> resolve(const Inventory &inventory, const QString &spec);
    // The same, as a connection to that node (ClusterConnections::node).
    static Result<std::optional<ClusterConnection>>
    connection(const Inventory &inventory, const QString &spec, const ssh::SessionOptions &local = {});
};

} // namespace cg::services
