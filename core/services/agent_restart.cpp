// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/agent_restart.h"

#include "agent/agent_deploy.h"
#include "ledger/audit_log.h"
#include "ssh/connection_hub.h"

#include <QJsonObject>

#include <memory>

namespace cg::services {

namespace {

void record(ledger::AuditLog *audit, const QString &actor, const AgentRestartOutcome &o)
{
    if (!audit)
        return;
    QJsonObject details{{QStringLiteral("node"), o.node}};
    if (o.ok()) {
        details.insert(QStringLiteral("path"), o.remotePath);
        details.insert(QStringLiteral("version"), o.remoteVersion);
        details.insert(QStringLiteral("pushed"), o.pushed);
    } else {
        details.insert(QStringLiteral("error"), o.error);
    }
    // The row is evidence, not the outcome: a failure to write it is the audit log's to report.
    (void)audit->append(ledger::AuditEvent{actor,
                                           o.ok() ? QStringLiteral("agent.restarted")
                                                  : QStringLiteral("agent.restart_failed"),
                                           QStringLiteral("node:") + o.node,
                                           details,
                                           {}});
}

} // namespace

ssh::TaskRequest *AgentRestart::start(ssh::ConnectionHub &hub, const ClusterConnection &node,
                                      const QString &localAgent, ledger::AuditLog *audit,
                                      const QString &actor, QObject *context,
                                      std::function<void(const AgentRestartOutcome &)> done)
{
    auto outcome = std::make_shared<AgentRestartOutcome>();
    outcome->node =
        node.cluster.name.isEmpty() ? node.node : node.cluster.name + QLatin1Char('/') + node.node;
    ssh::TaskFunction body = [localAgent, outcome](ssh::TaskContext &ctx) -> ssh::SshError {
        if (const ssh::SshError stopped = AgentDeployer::stop(ctx.engine, ctx.target, false); !stopped.ok())
            return stopped;
        const AgentDeployment d = AgentDeployer::ensure(ctx.engine, ctx.target, localAgent);
        if (!d.ok())
            return d.error;
        outcome->remotePath = d.remotePath;
        outcome->remoteVersion = d.remoteVersion;
        outcome->pushed = d.pushed;
        return {};
    };
    ssh::TaskRequest *r = hub.task(node.plan, node.base, std::move(body), {}, context);
    QObject::connect(r, &ssh::TaskRequest::finished, context,
                     [r, outcome, audit, actor, done = std::move(done)](const ssh::SshError &error) {
                         r->deleteLater();
                         if (r->wasCancelled())
                             outcome->error = tr("cancelled");
                         else if (!error.ok())
                             outcome->error = error.describe();
                         record(audit, actor, *outcome);
                         if (done)
                             done(*outcome);
                     });
    return r;
}

AgentRestartOutcome AgentRestart::run(ssh::ConnectionHub &hub, const ClusterConnection &node,
                                      const QString &localAgent, ledger::AuditLog *audit,
                                      const QString &actor, int timeoutMs)
{
    QObject context;
    AgentRestartOutcome out;
    bool finished = false;
    ssh::TaskRequest *r =
        start(hub, node, localAgent, audit, actor, &context, [&](const AgentRestartOutcome &o) {
            out = o;
            finished = true;
        });
    if (!r->waitForFinished(timeoutMs)) {
        r->cancel();
        r->waitForFinished(10000);
    }
    if (!finished) {
        out.node = node.cluster.name.isEmpty() ? node.node : node.cluster.name + QLatin1Char('/') + node.node;
        out.error = tr("the restart did not finish in %1 s").arg(timeoutMs / 1000);
    }
    return out;
}

} // namespace cg::services
