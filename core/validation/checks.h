// SPDX-License-Identifier: GPL-3.0-or-later
// The checks themselves, by kind. Each runs to completion on the validation thread, which owns the SSH
// engine: the cluster's jump hosts are logged in to once and every node session goes through them.
// A check reports its figures; the engine compares them with the checklist's thresholds afterwards.
#pragma once

#include "inventory/inventory.h"
#include "ssh/chain_plan.h"
#include "ssh/ssh_engine.h"
#include "validation/checklist.h"
#include "validation/validation_types.h"

#include <QHash>

#include <functional>

namespace cg {
struct BundledAgent;
}

namespace cg::validation {

struct TargetNode
{
    QString name;
    ssh::ChainPlan plan;
};

// What a run validates and how it may reach it.
struct ValidationTarget
{
    ClusterRecord cluster;
    QList<TargetNode> nodes;
    // The cluster's session options (services::ClusterConnections): known_hosts, legacy key exchange,
    // ssh-agent. Host keys must be on record: validation never accepts new ones, whatever the policy.
    ssh::SessionOptions base;
    QString localAgent;       // the bundled clustergate-agent, for link probes
    QStringList resultsFiles; // recorded benchmark results (the agent's JSON) for L2/L3
    int connectTimeoutMs = 20000;
    // Nodes of `nodes` the operator leaves out of runs, with the reason: the checks never see them; every
    // result records them and each level's verdict counts them apart.
    QList<NodeNote> excluded;

    // `nodes` without the excluded ones: what a run validates.
    QList<TargetNode> runNodes() const;
};

class CheckContext
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::CheckContext)

public:
    CheckContext(const ValidationTarget &target, ssh::Engine &engine) : m_target(target), m_engine(engine) {}
    ~CheckContext(); // closes the node sessions it opened (the jump hosts may be shared)
    CheckContext(const CheckContext &) = delete;
    CheckContext &operator=(const CheckContext &) = delete;

    const ValidationTarget &target() const { return m_target; }
    ssh::Engine &engine() { return m_engine; }

    // The jump hosts, connected once (waits until each is up or failed). Empty without jump hosts.
    QList<ssh::Session *> hops();
    // A node's session through the hops, connected and waited for; null with `error` set on failure.
    ssh::Session *node(int index, ssh::SshError *error);
    ssh::SessionOptions baseOptions() const;
    // The first `wanted` nodes that can be reached, in the target's order (0: every node that can). Nodes
    // tried on the way and not reached go into `r.notMeasured` with the reason.
    QList<int> reachable(int wanted, CheckResult &r);

    std::function<bool()> cancelled = [] { return false; };
    // The jump hosts of a chain, shared with the rest of the process (the hub's pool); unset: connected
    // here, for this run only.
    std::function<ssh::Session *(const QList<ssh::Endpoint> &jumps)> sharedHops;
    ssh::PromptFunction prompt;          // for every session of the run
    ssh::AuditSink *auditSink = nullptr; // where helpers with engines of their own report their commands
    std::function<void(const QString &)> progress = [](const QString &) {};

    bool isCancelled() const { return cancelled(); }

private:
    const ValidationTarget &m_target;
    ssh::Engine &m_engine;
    bool m_hopsStarted = false;
    QList<ssh::Session *> m_hops;
    QHash<int, ssh::Session *> m_nodes;
};

class Checks
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::Checks)

public:
    // Runs one check; unknown kinds and checks that cannot run here come back NotRun with the reason.
    static CheckResult run(const CheckDef &def, CheckContext &ctx);
    static QStringList kinds();

    // A result for `def` that passes until the check says otherwise, and one figure of it.
    static CheckResult started(const CheckDef &def);
    static Figure figure(const QString &name, double value, const QString &unit);
    // A figure the check could not measure: "not measured", never a value.
    static Figure unmeasured(const QString &name, const QString &unit);
    // `node` could not be measured by `r` (not reached: `error`).
    static void notReached(CheckResult &r, const QString &node, const ssh::SshError &error);
    // A check that measured everything it reached without finding fault, but not every node it needed:
    // not run ("not measured on ..."), so the level does not pass on part of the cluster.
    static void settleUnmeasured(CheckResult &r);
    // The bundled agent (into `agent` when not null), or false with `r` NotRun saying why.
    static bool bundledAgent(CheckContext &ctx, CheckResult &r, BundledAgent *agent);

    // L0
    static CheckResult hops(const CheckDef &def, CheckContext &ctx);
    static CheckResult nodesReached(const CheckDef &def, CheckContext &ctx);
    static CheckResult notDirect(const CheckDef &def, CheckContext &ctx);
    static CheckResult leastPrivilege(const CheckDef &def, CheckContext &ctx);
    // L1
    static CheckResult consoleRtt(const CheckDef &def, CheckContext &ctx);
    static CheckResult nodeToNode(const CheckDef &def, CheckContext &ctx);
    static CheckResult pathMtu(const CheckDef &def, CheckContext &ctx);
    static CheckResult largeTransfer(const CheckDef &def, CheckContext &ctx);
    // L4: the step load test through a port forward from a node
    static CheckResult inferenceLoad(const CheckDef &def, CheckContext &ctx);
    // L5: the preemption drill on the cluster's Slurm
    static CheckResult trainingDrill(const CheckDef &def, CheckContext &ctx);
    // L6
    static CheckResult agentKill(const CheckDef &def, CheckContext &ctx);
    static CheckResult nodeDrain(const CheckDef &def, CheckContext &ctx);
    static CheckResult linkCut(const CheckDef &def, CheckContext &ctx);
    // L2/L3: recorded agent results against a baseline
    static CheckResult benchBaseline(const CheckDef &def, CheckContext &ctx);
    // L2/L3: the agent's benchmarks run on the nodes now, judged by a baseline
    static CheckResult benchRun(const CheckDef &def, CheckContext &ctx);

    // Whether host:port accepts a TCP connection from this machine within `timeoutMs`; `detail` says how
    // the attempt ended.
    static bool tcpConnects(const QString &host, quint16 port, int timeoutMs, QString *detail);
};

} // namespace cg::validation
