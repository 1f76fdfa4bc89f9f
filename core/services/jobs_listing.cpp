// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/jobs_listing.h"

#include "agent/fleet_store.h"
#include "jobs/job_backend.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/login_exec.h"

#include <QPointer>

namespace cg::services {

Result<QList<ClusterConnection>> JobsListing::candidates(const ClusterConnections &connections,
                                                         qint64 clusterId, const AccountingNodeHints &hints,
                                                         const QString &answered, QStringList *skipped)
{
    using R = Result<QList<ClusterConnection>>;
    const auto saved = connections.nodes(clusterId);
    if (!saved)
        return R::failureOf(saved);
    QStringList names;
    for (const ClusterConnection &n : saved.value())
        names << n.node;
    QStringList order = ClusterAccounting::accountingNodes(names, hints);
    if (!answered.isEmpty() && order.contains(answered) && !hints.unreachable.contains(answered)) {
        order.removeAll(answered);
        order.prepend(answered);
    }
    if (skipped) {
        skipped->clear();
        for (const QString &n : std::as_const(names))
            if (!order.contains(n))
                *skipped << n;
    }
    QList<ClusterConnection> out;
    if (order.isEmpty()) { // no saved node: the login node is the cluster's last jump host
        const auto login = connections.connection(clusterId);
        if (!login)
            return R::failureOf(login);
        out << login.value();
        return out;
    }
    for (const QString &name : std::as_const(order))
        for (const ClusterConnection &n : saved.value())
            if (n.node == name)
                out << n;
    return out;
}

QString JobsListing::nodeError(const QString &node, const QString &error)
{
    if (node.isEmpty() || error.startsWith(node + QLatin1Char(':')))
        return error;
    return tr("%1: %2").arg(node, error);
}

JobsList JobsListing::summarize(const QString &cluster, const QList<AccountingNodeFailure> &failures,
                                const QStringList &skipped, QString *details)
{
    QStringList each, tried;
    const AccountingNodeFailure *answered = nullptr; // the first node that was reached and said no
    for (const AccountingNodeFailure &f : failures) {
        each << nodeError(f.node, f.error);
        tried << f.node;
        if (!answered && f.code != ErrorCode::Unreachable)
            answered = &f;
    }
    if (details) {
        *details = each.join(QLatin1Char('\n'));
        if (details->size() > ClusterAccounting::kMaxDetails)
            *details = details->left(ClusterAccounting::kMaxDetails) + QStringLiteral("…");
    }
    if (answered)
        return JobsList::failure(answered->error, answered->code);
    const QString nodes = tried.join(QStringLiteral(", "));
    const QString text =
        skipped.isEmpty()
            ? tr("%1 cannot be reached: none of its nodes answered (tried %n node(s): %2): check that they "
                 "are "
                 "up and that the jump host reaches them (Check Connectivity)",
                 nullptr, int(tried.size()))
                  .arg(cluster, nodes)
            : tr("%1 cannot be reached: none of its nodes answered (tried %n node(s): %2; left out %3, which "
                 "the fleet marks unreachable): check that they are up and that the jump host reaches them "
                 "(Check Connectivity)",
                 nullptr, int(tried.size()))
                  .arg(cluster, nodes, skipped.join(QStringLiteral(", ")));
    return JobsList::failure(text, ErrorCode::Unreachable);
}

struct JobsListing::State
{
    ssh::ConnectionHub *hub = nullptr;
    QString cluster;
    QList<ClusterConnection> candidates;
    QStringList skipped;
    QByteArray command;
    Read read;
    QPointer<QObject> context;
    Done done;
    bool over = false; // `done` was called
    int next = 0;
    QList<AccountingNodeFailure> failures;

    void finish(const JobsList &jobs, const QString &node, const QString &details)
    {
        if (over)
            return;
        over = true;
        const Done d = std::move(done);
        if (d)
            d(jobs, node, details);
    }
};

std::shared_ptr<JobsListing> JobsListing::start(ssh::ConnectionHub &hub, const QString &cluster,
                                                const QList<ClusterConnection> &candidates,
                                                const QStringList &skipped, const QByteArray &command,
                                                Read read, QObject *context, Done done)
{
    auto listing = std::shared_ptr<JobsListing>(new JobsListing);
    listing->m_state = std::make_shared<State>();
    State &s = *listing->m_state;
    s.hub = &hub;
    s.cluster = cluster;
    s.candidates = candidates;
    s.skipped = skipped;
    s.command = command;
    s.read = std::move(read);
    s.context = context;
    s.done = std::move(done);
    tryNext(listing->m_state);
    return listing;
}

void JobsListing::cancel()
{
    const std::shared_ptr<State> state = m_state; // `done` may let go of this object
    state->finish(JobsList::failure(tr("cancelled"), ErrorCode::Cancelled), QString(), QString());
}

void JobsListing::tryNext(const std::shared_ptr<State> &state)
{
    if (state->over || !state->context)
        return;
    if (state->next >= state->candidates.size()) {
        QString details;
        const JobsList out =
            JobsListing::summarize(state->cluster, state->failures, state->skipped, &details);
        state->finish(out, QString(), details);
        return;
    }
    const ClusterConnection &c = state->candidates.at(state->next++);
    const QString name = c.node.isEmpty() ? c.plan.target.displayName() : c.node;
    execOnLoginNode(
        *state->hub, c.plan, c.base, state->command, jobs::JobBackend::kCommandTimeoutMs, state->context,
        [state, name](const jobs::RemoteRun &run, const QString &, ErrorCode code, const QString &jumpHost) {
            if (state->over)
                return;
            if (code == ErrorCode::Cancelled) {
                state->finish(JobsList::failure(run.error, code), name, QString());
                return;
            }
            if (code == ErrorCode::None) {
                const JobsList read = state->read(run.out);
                if (read) {
                    state->finish(read, name, QString());
                    return;
                }
                // The scheduler answered with what cannot be read: its own word, no other node.
                state->failures << AccountingNodeFailure{name, read.code(), read.error()};
                state->finish(JobsListing::summarize(state->cluster, state->failures, state->skipped), name,
                              read.error());
                return;
            }
            state->failures << AccountingNodeFailure{
                name, code,
                run.error.isEmpty() ? run.problem(name) : JobsListing::nodeError(name, run.error)};
            if (code == ErrorCode::Unreachable && !jumpHost.isEmpty()) {
                // The way to every node is down, not this node: no use trying the others.
                state->finish(
                    JobsList::failure(tr("%1 cannot be reached: its jump host %2 did not answer: check the "
                                         "network (VPN) and %2 (Check Connectivity)")
                                          .arg(state->cluster, jumpHost),
                                      ErrorCode::Unreachable),
                    QString(), run.error);
                return;
            }
            tryNext(state);
        });
}

AccountingNodeHints JobsListing::fleetHints(const Console &console, qint64 clusterId)
{
    AccountingNodeHints hints;
    if (ClusterFleet *fleet = console.fleet(clusterId)) {
        for (const NodeSnapshot &n : fleet->store().snapshot().nodes) {
            if (n.status == NodeStatus::Live)
                hints.connected << n.id;
            else if (n.status == NodeStatus::Unreachable)
                hints.unreachable << n.id;
        }
    }
    return hints;
}

} // namespace cg::services
