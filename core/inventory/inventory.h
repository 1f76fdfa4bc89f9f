// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster inventory in SQLite: clusters with their jump chain and host-key policy, and their nodes.
// It holds what is needed to reach machines (names, addresses, users, key file paths), never a secret.
#pragma once

#include "common/result.h"
#include "inventory/contract.h"
#include "ssh/chain_plan.h"
#include "ssh/ssh_config.h"
#include "ssh/ssh_types.h"

#include <QCoreApplication>
#include <QList>

namespace cg {

class Database;

// Where a cluster's scheduler places jobs and where its object store is, for the guides' job specs
// (docs/jobs.md): `interconnect: high-speed` and `object-store://` URIs. Empty fields: not known, and a
// spec that needs them is refused.
struct ClusterPlacement
{
    QString interconnectFeature;   // Slurm node feature of the high-speed fabric (--constraint=FEATURE)
    bool topologySwitches = false; // the topology plugin honours --switches
    int switchesWaitMinutes = 30;  // --switches=1@WAIT
    QString objectStoreRoot;       // absolute path where the object store is mounted on the cluster
    QString objectStoreRemote;     // else the nodes' rclone remote for it
    QString defaultBucket;         // what the guides' placeholder <bucket> stands for
    QString stagingRoot;           // where datasets are staged; empty: $HOME/clustergate/datasets

    bool operator==(const ClusterPlacement &o) const
    {
        return interconnectFeature == o.interconnectFeature && topologySwitches == o.topologySwitches &&
               switchesWaitMinutes == o.switchesWaitMinutes && objectStoreRoot == o.objectStoreRoot &&
               objectStoreRemote == o.objectStoreRemote && defaultBucket == o.defaultBucket &&
               stagingRoot == o.stagingRoot;
    }

    // Every field as Slurm, rclone and the shell will read it; the first wrong one named.
    Status validate() const;
    // A wait as sbatch takes it ("minutes", "minutes:seconds", "hours:minutes:seconds", "days-hours",
    // "days-hours:minutes", "days-hours:minutes:seconds"), in whole minutes.
    static Result<int> parseWait(const QString &text);
    static QString waitText(int minutes); // "30", "1:30:00"
};

struct ClusterRecord
{
    qint64 id = 0;
    QString name;
    QString provider;
    QString region;
    ssh::HostKeyPolicy hostKeyPolicy = ssh::HostKeyPolicy::Strict;
    QStringList identityFiles;   // used on every hop and node of the cluster
    bool allowLegacyKex = false; // SHA-1 key exchange (group1/group14-sha1, group-exchange-sha1) allowed
    QList<ssh::Endpoint> jumps;  // in connection order
    ClusterContract contract;    // what the provider promised
    ClusterPlacement placement;  // the scheduler's placement and the object store
};

struct NodeRecord
{
    qint64 id = 0;
    QString name;           // as people call it (h200-001)
    ssh::Endpoint endpoint; // how to reach it from the last jump host
};

class Inventory
{
    Q_DECLARE_TR_FUNCTIONS(cg::Inventory)

public:
    explicit Inventory(Database &db) : m_db(db) {}

    Result<qint64> addCluster(const ClusterRecord &cluster);
    // Rewrites name, provider, region, policy, identity files, placement and jump chain of cluster
    // `cluster.id`.
    Status updateCluster(const ClusterRecord &cluster);
    Status setJumpChain(qint64 clusterId, const QList<ssh::Endpoint> &jumps);
    Status setHostKeyPolicy(qint64 clusterId, ssh::HostKeyPolicy policy);
    Status removeCluster(qint64 clusterId);
    Result<QList<ClusterRecord>> clusters() const;
    Result<ClusterRecord> cluster(qint64 clusterId) const;

    // Adds or updates nodes by name; returns how many were written.
    Result<int> upsertNodes(qint64 clusterId, const QList<NodeRecord> &nodes);
    Result<QList<NodeRecord>> nodes(qint64 clusterId) const;
    // Makes the cluster's nodes exactly `nodes` (by name: kept, updated, added; the rest removed), all
    // or nothing.
    Status replaceNodes(qint64 clusterId, const QList<NodeRecord> &nodes);
    // Adds (id 0) or rewrites a cluster together with its node list, all or nothing; returns its id.
    Result<qint64> saveCluster(const ClusterRecord &cluster, const QList<NodeRecord> &nodes);

    // Imports hosts from an ssh_config: hosts behind the same jump chain become the nodes of one cluster
    // (named after the chain, e.g. "via jump → bastion-2"; "direct" without one). Existing clusters of that
    // name gain the nodes. Returns how many hosts were imported.
    Result<int> importHosts(const QList<ssh::ImportedHost> &hosts);

    // What to connect through to reach one node of a cluster.
    Result<ssh::ChainPlan> planFor(qint64 clusterId, const QString &nodeName) const;
    // The cluster's login node (for its scheduler): `preferred` when given, else a node named login*, the
    // first node, or (without nodes) the last jump host.
    Result<ssh::ChainPlan> loginPlan(qint64 clusterId, const QString &preferred = {}) const;

    static QString policyName(ssh::HostKeyPolicy p);

private:
    Status writeJumps(qint64 clusterId, const QList<ssh::Endpoint> &jumps);
    // Inside a transaction:
    Status writeCluster(ClusterRecord &cluster);
    Status writeNodes(qint64 clusterId, const QList<NodeRecord> &nodes);
    Status writeNodeList(qint64 clusterId, const QList<NodeRecord> &nodes);
    Database &m_db;
};

} // namespace cg
