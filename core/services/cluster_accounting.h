// SPDX-License-Identifier: GPL-3.0-or-later
// A cluster's accounting records (the jobs it ran: GPUs, times, project) read by its job backend from the
// scheduler's own accounting on the login node, or from exported accounting files where the cluster cannot be
// asked. Written once: `clustergate cost report|idle-waste --cluster C` and Planning > Cost's Read from
// Cluster both call it. The records carry the console's name of the cluster (the scheduler's own cluster
// name need not be the same), so that the cluster's contract price prices them.
#pragma once

#include "common/result.h"
#include "jobs/job_record.h"
#include "services/cluster_connections.h"
#include "services/jobs_use_cases.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace cg {
class Database;
}
namespace cg::jobs {
class LoginNode;
}
namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

using AccountingRecords = Result<QList<jobs::JobRecord>>;

// What the console knows of a cluster's nodes when it reads their accounting: the nodes its live fleet
// streams from (the hub holds connections to them) and the nodes the fleet marks unreachable.
struct AccountingNodeHints
{
    QStringList connected;
    QStringList unreachable;
};

// One node's failure to give the accounting: the node, the error's code (ErrorCode::NotFound: the backend's
// accounting command is not on the node) and the error as the backend said it.
struct AccountingNodeFailure
{
    QString node;
    ErrorCode code = ErrorCode::Failed;
    QString error;
};

class ClusterAccounting
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::ClusterAccounting)

public:
    // How `cluster` is asked: a saved cluster's backend and login node (its jump chain, `connections`'
    // session options); any other name is a login node to connect to as a target (the default backend, no
    // `login`).
    struct Plan
    {
        ClusterJobsSetup setup;
        std::optional<ClusterConnection> login;
    };
    static Result<Plan> plan(Database &db, const ClusterConnections &connections, const QString &cluster);

    // The backend's accounting on `node` (connected by the caller), booked to `setup.cluster`.
    static AccountingRecords read(jobs::LoginNode &node, const ClusterJobsSetup &setup);

    // The saved nodes (`nodes`, in saved order) to read the accounting through, in the order to try them:
    // a login or head node, then nodes the hub is connected to, then the rest; nodes the fleet marks
    // unreachable are left out unless no other node is left.
    static QStringList accountingNodes(const QStringList &nodes, const AccountingNodeHints &hints);

    // The failure of a read that tried `failures`' nodes in turn (and left `skipped` out) on `cluster`, whose
    // job backend is `backend` ("slurm" when empty), for people: one sentence when every node failed with the
    // same cause (no node has the scheduler's accounting commands: one saying so and what to do instead),
    // each node's error otherwise. `*details` (when given): every node's error as it came, capped at
    // kMaxDetails.
    static AccountingRecords summarize(const QString &cluster, const QString &backend,
                                       const QList<AccountingNodeFailure> &failures,
                                       const QStringList &skipped, QString *details = nullptr);
    static constexpr int kMaxDetails = 4000;

    // A saved cluster's accounting, its login node a request on `hub` through the cluster's jump chain:
    // tried on accountingNodes() in turn until one answers. Blocks: call it off the GUI thread
    // (AccountingRead does).
    static AccountingRecords readSaved(ssh::ConnectionHub &hub, Database &db, qint64 clusterId,
                                       const ssh::SessionOptions &local, const QString &frontEnd,
                                       const AccountingNodeHints &hints = {}, QString *details = nullptr);

    // The fallback: exported accounting files (jobs::AccountingImport's formats), merged.
    static AccountingRecords readFiles(const QStringList &paths);
};

// ClusterAccounting::readSaved on a thread of its own, with its own connection to the profile's database.
class AccountingRead
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::AccountingRead)

public:
    // `details`: on a failure, each node's error as it came (readSaved's), for a Details view.
    using Done = std::function<void(const AccountingRecords &, const QString &details)>;
    // `done` comes once on `context`'s thread (never once `context` is gone).
    static std::shared_ptr<AccountingRead> start(ssh::ConnectionHub &hub, const QString &databaseFile,
                                                 qint64 clusterId, const ssh::SessionOptions &local,
                                                 QObject *context, Done done,
                                                 const AccountingNodeHints &hints = {});
    // `done` comes now with ErrorCode::Cancelled; the command already sent ends on the cluster by its own
    // time limit and its answer is dropped.
    void cancel();
    // No `done` any more (its receiver is going away).
    void abandon();
    bool finished() const;
    // Reads whose thread still runs, cancelled ones included (they use the hub until their command ends).
    static int running();

private:
    struct State;
    std::shared_ptr<State> m_state;
};

} // namespace cg::services
