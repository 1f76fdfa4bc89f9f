// SPDX-License-Identifier: GPL-3.0-or-later
// The one place that turns a saved cluster into what a connection needs: the chain to one of its nodes
// (jump hosts, users, ports, key files) and the session options (known_hosts file, host-key policy, legacy
// key exchange, ssh-agent, timeout). Every path that reaches a cluster (the connectivity check, telemetry,
// terminals, jobs, pushes, validation, the command line) asks here, so a cluster's setting counts on all of
// them at once.
#pragma once

#include "common/result.h"
#include "inventory/inventory.h"
#include "ssh/chain_plan.h"
#include "ssh/ssh_engine.h"

#include <QCoreApplication>
#include <QList>

namespace cg::services {

// A connection to one node of a cluster, ready for the hub.
struct ClusterConnection
{
    ClusterRecord cluster;
    QString node; // empty: the cluster's last jump host (a cluster without nodes)
    ssh::ChainPlan plan;
    ssh::SessionOptions base; // endpoint and hop are filled in per hop
};

class ClusterConnections
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::ClusterConnections)

public:
    // `local`: what this console decides, not the cluster (the known_hosts file, empty for
    // defaultKnownHostsFile(); ssh-agent; the timeout; a prompt). The cluster's settings are laid over it.
    explicit ClusterConnections(const Inventory &inventory, ssh::SessionOptions local = {});

    // The session options of `cluster` over `local`: the only mapping of a cluster's connection settings.
    static ssh::SessionOptions sessionOptions(const ClusterRecord &cluster, const ssh::SessionOptions &local);
    // ~/.ssh/known_hosts, where the console and OpenSSH record host keys.
    static QString defaultKnownHostsFile();

    // The cluster's login node (for its scheduler and pushes): `preferred` when given, else as
    // Inventory::loginPlan picks it.
    Result<ClusterConnection> connection(qint64 clusterId, const QString &preferred = {}) const;
    // One named node of the cluster.
    Result<ClusterConnection> node(qint64 clusterId, const QString &nodeName) const;
    // Every node of the cluster, in the inventory's order.
    Result<QList<ClusterConnection>> nodes(qint64 clusterId) const;

    const ssh::SessionOptions &local() const { return m_local; }

private:
    const Inventory &m_inventory;
    ssh::SessionOptions m_local;
};

} // namespace cg::services
