// SPDX-License-Identifier: GPL-3.0-or-later
// Restarts the agent on one node through the hub: stops every agent of the connecting user there, puts the
// bundled agent back (verified by SHA-256, pushed only when the node's copy differs) and has it answer
// `--version`. Its remote commands go to the hub's audit sink like every other; the restart itself is one
// "agent.restarted" (or "agent.restart_failed") row. The console's "agent silent" alert and
// `clustergate agent restart NODE` both call it.
#pragma once

#include "services/cluster_connections.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <functional>

namespace cg::ledger {
class AuditLog;
}
namespace cg::ssh {
class ConnectionHub;
class TaskRequest;
} // namespace cg::ssh

namespace cg::services {

struct AgentRestartOutcome
{
    QString node;          // cluster/node
    QString remotePath;    // where the agent lives on the node
    QString remoteVersion; // what it answered
    bool pushed = false;   // the node's copy was replaced
    QString error;         // empty: restarted
    bool ok() const { return error.isEmpty(); }
};

class AgentRestart
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::AgentRestart)

public:
    // Starts the restart as a task on `hub`; `done` comes on `context`'s thread (never when it is gone).
    // `audit` (may be null) gets the restart's own row as `actor`.
    static ssh::TaskRequest *start(ssh::ConnectionHub &hub, const ClusterConnection &node,
                                   const QString &localAgent, ledger::AuditLog *audit, const QString &actor,
                                   QObject *context, std::function<void(const AgentRestartOutcome &)> done);
    // The same, waiting for the outcome (the command line).
    static AgentRestartOutcome run(ssh::ConnectionHub &hub, const ClusterConnection &node,
                                   const QString &localAgent, ledger::AuditLog *audit, const QString &actor,
                                   int timeoutMs = 180000);
};

} // namespace cg::services
