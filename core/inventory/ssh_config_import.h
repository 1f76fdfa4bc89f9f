// SPDX-License-Identifier: GPL-3.0-or-later
// Import of an OpenSSH client config into the inventory, as File > Import ssh Config and
// `clustergate clusters import-ssh-config` both do it: every alias of the config with its resolution (or
// why it is left out), the problems found while reading the file, an optional second resolution of every
// alias by `ssh -G` (which evaluates Match blocks), and the cluster each imported host joins.
#pragma once

#include "common/result.h"
#include "ssh/ssh_config.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <atomic>

namespace cg {

// One alias of the config: the resolved host and its jump chain, or why it is left out.
struct SshImportCandidate
{
    QString alias;
    ssh::ImportedHost imported; // meaningful only when importable
    bool importable = false;
    QString reason;    // why not, when not importable (translated)
    QString definedAt; // "file:line"; for aliases left out, where the reason is
    bool resolvedByOpenSsh = false;
};

struct SshImportScan
{
    QString path; // the config file, cleaned
    QList<SshImportCandidate> hosts;
    QList<ssh::SshConfigIssue> issues; // lines skipped, Match blocks, and the hosts left out
    bool hasMatchBlocks = false;
};

class SshConfigImport
{
    Q_DECLARE_TR_FUNCTIONS(cg::SshConfigImport)

public:
    // ~/.ssh/config
    static QString defaultConfigPath();
    // Reads and resolves the file with ClusterGate's own resolver.
    static Result<SshImportScan> scan(const QString &path);
    // True when `ssh` is installed (needed for resolveWithOpenSsh).
    static bool openSshAvailable();
    // Resolves one alias again with `ssh -G` (its jump chain too, hop by hop as ssh builds it). Runs
    // programs: call it off the GUI thread. `cancel` stops it between hops.
    static SshImportCandidate resolveWithOpenSsh(const SshImportCandidate &old, const QString &configFile,
                                                 const std::atomic<bool> &cancel);
    // True when the host is a jump host of another one of `hosts` (by alias, or by address and port): it
    // becomes a hop of their cluster, never a node.
    static bool isJumpHost(const ssh::ImportedHost &host, const QList<ssh::ImportedHost> &hosts);
    // The cluster each node of `hosts` joins, by alias (jump hosts are left out): nodes behind the same jump
    // chain form one cluster, named after the aliases: their common prefix ("h200-sg" for h200-sg-01,
    // h200-sg-02), else the last jump host's alias, else the node's own alias; names are unique.
    static QHash<QString, QString> clusterNames(const QList<ssh::ImportedHost> &hosts);
    // One host's cluster among `hosts`; empty for a jump host.
    static QString clusterNameFor(const ssh::ImportedHost &host, const QList<ssh::ImportedHost> &hosts);
};

} // namespace cg
