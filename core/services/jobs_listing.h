// SPDX-License-Identifier: GPL-3.0-or-later
// A saved cluster's job queue listed through one of its nodes that answers: the nodes are tried in the order
// the accounting read uses (ClusterAccounting::accountingNodes: a login or head node, the node that answered
// last, the nodes the fleet streams from, the rest; nodes the fleet marks unreachable left out while another
// is left), each a request on the hub that blocks no thread. A node that cannot be reached is passed over;
// when none answers, one sentence says which nodes were tried and what to check (ErrorCode::Unreachable),
// apart from a scheduler that ran and failed (its own error and code). The window's Jobs view and
// `clustergate jobs list` choose the node the same way.
#pragma once

#include "common/result.h"
#include "jobs/job_types.h"
#include "services/cluster_accounting.h"
#include "services/cluster_connections.h"

#include <QCoreApplication>
#include <QObject>

#include <functional>
#include <memory>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

class Console;

using JobsList = Result<QList<jobs::JobStatus>>;

class JobsListing
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::JobsListing)

public:
    // The cluster's nodes to list through, in the order to try them (`answered`: the node that answered the
    // last listing, tried first unless the fleet marks it unreachable); `skipped`: the saved nodes left out.
    // A cluster without saved nodes gives its last jump host alone.
    static Result<QList<ClusterConnection>> candidates(const ClusterConnections &connections,
                                                       qint64 clusterId, const AccountingNodeHints &hints,
                                                       const QString &answered = {},
                                                       QStringList *skipped = nullptr);

    // The outcome of a listing that tried `failures`' nodes in turn (and left `skipped` out) on `cluster`:
    // every node unreachable gives one sentence naming the nodes tried and what to check
    // (ErrorCode::Unreachable); a node that answered with a failure (its scheduler, its host key or login)
    // gives that node's error and code. `*details`: each node's error as it came, one a line, its name once.
    static JobsList summarize(const QString &cluster, const QList<AccountingNodeFailure> &failures,
                              const QStringList &skipped, QString *details = nullptr);

    // "node: error", unless `error` already starts with the node's name (the hub's errors name their hop).
    static QString nodeError(const QString &node, const QString &error);

    // `command` (the backend's queue command) on each candidate in turn; `read` makes the queue of the
    // output of the first node where it succeeds. `done(jobs, node, details)` once, on `context`'s thread:
    // that queue (`node`: the node's name), or summarize()'s failure.
    using Read = std::function<JobsList(const QByteArray &output)>;
    using Done = std::function<void(const JobsList &jobs, const QString &node, const QString &details)>;
    static std::shared_ptr<JobsListing> start(ssh::ConnectionHub &hub, const QString &cluster,
                                              const QList<ClusterConnection> &candidates,
                                              const QStringList &skipped, const QByteArray &command,
                                              Read read, QObject *context, Done done);
    // `done` comes now with ErrorCode::Cancelled; the command already sent ends by its own time limit and
    // its answer is dropped.
    void cancel();

    // What the console's live fleet knows of a cluster's nodes (streaming from: connected; marked
    // unreachable), for candidates() and the accounting read.
    static AccountingNodeHints fleetHints(const Console &console, qint64 clusterId);

private:
    struct State;
    // The next candidate, or the summary when none is left.
    static void tryNext(const std::shared_ptr<State> &state);
    std::shared_ptr<State> m_state;
};

} // namespace cg::services
