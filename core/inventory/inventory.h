// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster inventory in SQLite: clusters with their jump chain and host-key policy, and their nodes.
// It holds what is needed to reach machines (names, addresses, users, key file paths), never a secret.
#pragma once

#include "common/result.h"
#include "inventory/contract.h"
#include "ssh/chain_plan.h"
#include "ssh/known_hosts.h"
#include "ssh/ssh_config.h"
#include "ssh/ssh_types.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

#include <functional>
#include <memory>
#include <optional>

namespace cg {

class Database;

namespace ledger {
class AuditLog;
class SqliteLedgerStore;
} // namespace ledger

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
    // Container registries job images are resolved and pulled from, in order (the first the primary, the
    // rest mirrors): https://HOST[:PORT][/PREFIX]; empty: each image's own registry.
    QStringList registries;

    bool operator==(const ClusterPlacement &o) const
    {
        return interconnectFeature == o.interconnectFeature && topologySwitches == o.topologySwitches &&
               switchesWaitMinutes == o.switchesWaitMinutes && objectStoreRoot == o.objectStoreRoot &&
               objectStoreRemote == o.objectStoreRemote && defaultBucket == o.defaultBucket &&
               stagingRoot == o.stagingRoot && registries == o.registries;
    }

    // Every field as Slurm, rclone and the shell will read it; the first wrong one named.
    Status validate() const;
    // A wait as sbatch takes it ("minutes", "minutes:seconds", "hours:minutes:seconds", "days-hours",
    // "days-hours:minutes", "days-hours:minutes:seconds"), in whole minutes.
    static Result<int> parseWait(const QString &text);
    // A registry base URL: https://HOST[:PORT][/PREFIX], or http:// for one without TLS; normalised (no
    // trailing '/').
    static Result<QString> checkRegistry(const QString &url);
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

// Every change that loosens security or removes what is on record (host-key policy, legacy key exchange,
// jump chain, a cluster or node deleted, a host key accepted) writes its audit row in the same SQLite
// transaction as the change: both are stored, or neither.
class Inventory
{
    Q_DECLARE_TR_FUNCTIONS(cg::Inventory)

public:
    explicit Inventory(Database &db);
    ~Inventory();
    Inventory(const Inventory &) = delete;
    Inventory &operator=(const Inventory &) = delete;

    // Who the audit rows name (default: $USER).
    void setActor(const QString &actor) { m_actor = actor; }
    QString actor() const { return m_actor; }

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

    // Records a host key a person accepted: the audit row (host-key.accepted, or host-key.replaced with
    // the old fingerprints when `replaced` is not empty) and the known_hosts line, all or nothing as far as
    // a file allows: the line is appended inside the transaction, which is rolled back when it fails.
    // `write` appends the line (KnownHosts::append or a rewrite that drops the old key).
    Status recordHostKey(const QString &clusterName, const QString &host, quint16 port,
                         const ssh::HostKey &key, const QList<ssh::HostKey> &replaced,
                         const std::function<Status()> &write);

    static QString policyName(ssh::HostKeyPolicy p);
    // Reads "strict" or "accept-new"; anything else is refused with the words that are accepted.
    static Result<ssh::HostKeyPolicy> parsePolicy(const QString &text);

private:
    // Runs `body` in one transaction in which audit rows can be written.
    Status transaction(const std::function<Status()> &body);
    Status audit(const QString &action, const QString &subject, const QJsonObject &details);
    // The audit rows for cluster `after` replacing `before` (id 0: a new cluster), inside a transaction.
    Status auditClusterChange(const std::optional<ClusterRecord> &before, const ClusterRecord &after);

    Status writeJumps(qint64 clusterId, const QList<ssh::Endpoint> &jumps);
    // Inside a transaction:
    Status writeCluster(ClusterRecord &cluster);
    Status writeNodes(qint64 clusterId, const QList<NodeRecord> &nodes);
    Status writeNodeList(qint64 clusterId, const QList<NodeRecord> &nodes);
    Database &m_db;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::AuditLog> m_audit;
    QString m_actor;
};

} // namespace cg
