// SPDX-License-Identifier: GPL-3.0-or-later
// One command on a cluster's login node as a request on the ConnectionHub, without blocking any thread: the
// window's queue list and the onboarding's node list use it, so a dead login node delays only its own answer.
#pragma once

#include "common/result.h"
#include "jobs/login_node.h"
#include "ssh/chain_plan.h"

#include <QObject>

#include <functional>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

// `done(run, node, code)` comes on `context`'s thread (never when `context` is gone); `node` names the login
// node ("root@login-1") for messages; `code` says what kind of failure it was (ErrorCode::None: the command
// ran and exited 0): Unreachable (the node or a hop could not be reached, or the connection went away),
// Refused (a host key or a login a person must see to), Cancelled, NotFound (the command is not on the node:
// the shell's 127), Failed (the command ran and failed, or its channel did). `jumpHost`: the failure was at
// one of the jump hosts before the node (its name; empty: at the node, or no failure).
using LoginExecDone = std::function<void(const jobs::RemoteRun &run, const QString &node, ErrorCode code,
                                         const QString &jumpHost)>;
void execOnLoginNode(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                     const QByteArray &command, int timeoutMs, QObject *context, LoginExecDone done);

} // namespace cg::services
