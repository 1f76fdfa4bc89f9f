// SPDX-License-Identifier: GPL-3.0-or-later
// One command on a cluster's login node as a request on the ConnectionHub, without blocking any thread: the
// window's queue list and the onboarding's node list use it, so a dead login node delays only its own answer.
#pragma once

#include "jobs/login_node.h"
#include "ssh/chain_plan.h"

#include <QObject>

#include <functional>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

// `done(run, node)` comes on `context`'s thread (never when `context` is gone); `node` names the login node
// ("root@login-1") for messages.
void execOnLoginNode(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                     const QByteArray &command, int timeoutMs, QObject *context,
                     std::function<void(const jobs::RemoteRun &run, const QString &node)> done);

} // namespace cg::services
