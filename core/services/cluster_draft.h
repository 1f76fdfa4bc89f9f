// SPDX-License-Identifier: GPL-3.0-or-later
// A cluster as a person describes it (the onboarding wizard's form, the cluster editor, the flags of
// `clustergate clusters add|edit`), made into the record and node list the inventory saves the same way
// whatever the front end: key files expanded and checked, the jump chain resolved through ssh_config (Host
// aliases with their HostName, Port, User, ProxyJump and IdentityFile; a bare name that no Host block
// renames is refused, since it would go to DNS as typed), the cluster's keys used on every hop, the node
// list read with NodeList's grammar and the contract and placement checked.
#pragma once

#include "common/result.h"
#include "inventory/inventory.h"
#include "ssh/ssh_config.h"

#include <QCoreApplication>

#include <optional>

namespace cg::services {

// What a front end collected. Unset fields keep what the cluster has (an edit from the command line
// changes only what its flags name); a form sets them all.
struct ClusterDraft
{
    std::optional<QString> name;
    std::optional<QString> provider;
    std::optional<QString> region;
    std::optional<ssh::HostKeyPolicy> hostKeyPolicy;
    std::optional<bool> allowLegacyKex;
    std::optional<QStringList> identityFiles; // as typed (~/ expanded here); each must be a file
    std::optional<QString> jumps;             // hop specs, one per line or comma-separated; # comments
    std::optional<QString> nodes;             // NodeList's grammar, one node or hostlist per line
    QString user;                             // for hops and nodes written without user@
    quint16 port = 22;                        // for hops and nodes written without :port
    QString jumpsWhat;                        // how errors name the jump chain ("Jump hosts", "--jump")
    QString nodesWhat;                        // and the node list ("Nodes", "--nodes")
    std::optional<ClusterContract> contract;
    std::optional<ClusterPlacement> placement;
};

// The draft made into what the inventory saves.
struct ClusterDefinition
{
    ClusterRecord cluster;
    QList<NodeRecord> nodes;
};

class ClusterDrafts
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::ClusterDrafts)

public:
    // `config` may be null (no ssh_config: only what was typed counts); `configPath` names it in messages.
    ClusterDrafts(const ssh::SshConfig *config, QString configPath);
    // The ssh_config at `path` (empty: ~/.ssh/config); none when the file is missing or unreadable.
    static std::optional<ssh::SshConfig> loadConfig(const QString &path);
    static QString defaultConfigPath();

    // The jump chain of `text` (see ClusterDraft::jumps), resolved through the ssh_config.
    Result<QList<ssh::Endpoint>> resolveJumps(const QString &text, const QString &user = {},
                                              quint16 port = 22, const QString &what = {}) const;
    // `draft` over `current` (a new cluster: a default record) and its nodes; the first wrong field named.
    Result<ClusterDefinition> resolve(const ClusterDraft &draft, const ClusterRecord &current = {},
                                      const QList<NodeRecord> &currentNodes = {}) const;

private:
    const ssh::SshConfig *m_config;
    QString m_configPath;
};

} // namespace cg::services
