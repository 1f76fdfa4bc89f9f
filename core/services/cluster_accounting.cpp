// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/cluster_accounting.h"

#include "inventory/inventory.h"
#include "jobs/accounting_import.h"
#include "jobs/login_node.h"
#include "services/cluster_job_hosts.h"
#include "storage/database.h"

#include <QFile>
#include <QPointer>
#include <QThread>

#include <atomic>

namespace cg::services {

namespace {

constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;
std::atomic<int> g_running{0};

} // namespace

Result<ClusterAccounting::Plan> ClusterAccounting::plan(Database &db, const ClusterConnections &connections,
                                                        const QString &cluster)
{
    using R = Result<Plan>;
    const auto clusters = Inventory(db).clusters();
    if (!clusters)
        return R::failureOf(clusters);
    Plan out;
    out.setup.cluster = cluster;
    for (const ClusterRecord &c : clusters.value()) {
        if (c.name != cluster)
            continue;
        const auto setup = ClusterJobsSetup::forCluster(db, c);
        if (!setup)
            return R::failureOf(setup);
        const auto login = connections.connection(c.id);
        if (!login)
            return R::failureOf(login);
        out.setup = setup.value();
        out.login = login.value();
    }
    return out;
}

AccountingRecords ClusterAccounting::read(jobs::LoginNode &node, const ClusterJobsSetup &setup)
{
    auto made = ClusterJobs::open(node, setup);
    if (!made)
        return AccountingRecords::failureOf(made);
    auto records = made.value()->accounting();
    if (!records) {
        const QString advice = made.value()->advice(records.error());
        return AccountingRecords::failure(
            advice.isEmpty() ? records.error() : tr("%1 (%2)").arg(records.error(), advice), records.code());
    }
    QList<jobs::JobRecord> held = records.value();
    if (!setup.cluster.isEmpty())
        for (jobs::JobRecord &r : held)
            r.cluster = setup.cluster;
    return held;
}

QStringList ClusterAccounting::accountingNodes(const QStringList &nodes, const AccountingNodeHints &hints)
{
    const auto isHead = [](const QString &n) {
        return n.startsWith(QLatin1String("login"), Qt::CaseInsensitive) ||
               n.startsWith(QLatin1String("head"), Qt::CaseInsensitive);
    };
    QStringList out;
    const auto add = [&](const std::function<bool(const QString &)> &wanted) {
        for (const QString &n : nodes)
            if (!out.contains(n) && !hints.unreachable.contains(n) && wanted(n))
                out << n;
    };
    add(isHead);
    add([&](const QString &n) { return hints.connected.contains(n); });
    add([](const QString &) { return true; });
    if (out.isEmpty()) { // every node is marked unreachable: try them anyway, login or head first
        for (const QString &n : nodes)
            if (isHead(n))
                out << n;
        for (const QString &n : nodes)
            if (!out.contains(n))
                out << n;
    }
    return out;
}

AccountingRecords ClusterAccounting::readSaved(ssh::ConnectionHub &hub, Database &db, qint64 clusterId,
                                               const ssh::SessionOptions &local, const QString &frontEnd,
                                               const AccountingNodeHints &hints, QString *details)
{
    const Inventory inventory(db);
    const auto cluster = inventory.cluster(clusterId);
    if (!cluster)
        return AccountingRecords::failureOf(cluster);
    const ClusterConnections connections(inventory, local);
    const auto planned = plan(db, connections, cluster->name);
    if (!planned)
        return AccountingRecords::failureOf(planned);
    if (!planned->login)
        return AccountingRecords::failure(tr("%1 is not a saved cluster").arg(cluster->name),
                                          ErrorCode::NotFound);
    ClusterJobsSetup setup = planned->setup;
    setup.frontEnd = frontEnd;
    const auto saved = inventory.nodes(clusterId);
    if (!saved)
        return AccountingRecords::failureOf(saved);
    QStringList names;
    for (const NodeRecord &n : saved.value())
        names << n.name;
    const QStringList order = accountingNodes(names, hints);
    if (order.isEmpty()) { // no saved node: the login node is the last jump host
        const std::unique_ptr<jobs::HubLoginNode> node = clusterJobsNode(hub, connections, *planned->login);
        return read(*node, setup);
    }
    // Each node in turn until one answers; every failure is kept, named by its node.
    QList<AccountingNodeFailure> failures;
    for (const QString &name : order) {
        const auto login = connections.connection(clusterId, name);
        if (!login) {
            failures << AccountingNodeFailure{name, login.code(), login.error()};
            continue;
        }
        const std::unique_ptr<jobs::HubLoginNode> node = clusterJobsNode(hub, connections, login.value());
        const AccountingRecords records = read(*node, setup);
        if (records || records.code() == ErrorCode::Cancelled)
            return records;
        failures << AccountingNodeFailure{name, records.code(), records.error()};
    }
    QStringList skipped;
    for (const QString &n : std::as_const(names))
        if (!order.contains(n))
            skipped << n;
    return summarize(cluster->name, setup.backend, failures, skipped, details);
}

AccountingRecords ClusterAccounting::summarize(const QString &cluster, const QString &backend,
                                               const QList<AccountingNodeFailure> &failures,
                                               const QStringList &skipped, QString *details)
{
    QStringList each, order;
    bool sameCode = !failures.isEmpty();
    for (const AccountingNodeFailure &f : failures) {
        each << tr("%1: %2").arg(f.node, f.error);
        order << f.node;
        sameCode = sameCode && f.code == failures.first().code;
    }
    if (details) {
        *details = each.join(QLatin1Char('\n'));
        if (details->size() > kMaxDetails)
            *details = details->left(kMaxDetails) + QStringLiteral("…");
    }
    const QString kind = backend.isEmpty() ? QStringLiteral("slurm") : backend;
    const ErrorCode code = failures.isEmpty() ? ErrorCode::Failed : failures.last().code;
    if (sameCode && code == ErrorCode::NotFound) {
        // The backend's accounting command is on no node: no use naming each node's stderr.
        const QString text =
            kind == QLatin1String("slurm")
                ? tr("no node of %1 has Slurm's accounting (sacct/scontrol not found, or Slurm not "
                     "configured "
                     "there): this cluster's job backend is %2; import an accounting file instead (Import "
                     "Job "
                     "Records…)")
                      .arg(cluster, kind)
                : tr("no node of %1 has the accounting of its job backend %2; import an accounting file "
                     "instead (Import Job Records…)")
                      .arg(cluster, kind);
        return AccountingRecords::failure(text, ErrorCode::NotFound);
    }
    QString text =
        tr("tried %1 in turn; %2").arg(order.join(QStringLiteral(", ")), each.join(QStringLiteral("; ")));
    if (!skipped.isEmpty())
        text += QLatin1String("; ") +
                tr("not tried, the fleet marks it unreachable: %1").arg(skipped.join(QStringLiteral(", ")));
    return AccountingRecords::failure(text, code);
}

AccountingRecords ClusterAccounting::readFiles(const QStringList &paths)
{
    QList<jobs::JobRecord> held;
    for (const QString &path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return AccountingRecords::failure(tr("cannot read %1: %2").arg(path, file.errorString()),
                                              ErrorCode::NotFound);
        const auto merged = jobs::AccountingImport::merge(held, QString::fromUtf8(file.read(kMaxFileBytes)));
        if (!merged)
            return AccountingRecords::failure(tr("%1: %2").arg(path, merged.error()), ErrorCode::Invalid);
        held = merged.value();
    }
    return held;
}

struct AccountingRead::State
{
    std::atomic<bool> over{false}; // `done` was called (or is no longer wanted)
    std::atomic<bool> finished{false};
    Done done;
    AccountingRecords result = AccountingRecords::failure(QString());
    QString details;
};

std::shared_ptr<AccountingRead> AccountingRead::start(ssh::ConnectionHub &hub, const QString &databaseFile,
                                                      qint64 clusterId, const ssh::SessionOptions &local,
                                                      QObject *context, Done done,
                                                      const AccountingNodeHints &hints)
{
    auto read = std::shared_ptr<AccountingRead>(new AccountingRead);
    read->m_state = std::make_shared<State>();
    read->m_state->done = std::move(done);
    const std::shared_ptr<State> state = read->m_state;
    ++g_running;
    QThread *thread = QThread::create([state, &hub, databaseFile, clusterId, local, hints] {
        Database db;
        if (const Status st = db.open(databaseFile); !st)
            state->result = AccountingRecords::failureOf(st);
        else
            state->result = ClusterAccounting::readSaved(hub, db, clusterId, local, QStringLiteral("window"),
                                                         hints, &state->details);
        state->finished = true;
        --g_running;
    });
    // Queued to `context`'s thread after the body ran; dropped by Qt when `context` is gone.
    QObject::connect(thread, &QThread::finished, context, [state] {
        if (!state->over.exchange(true) && state->done)
            state->done(state->result, state->details);
    });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
    return read;
}

void AccountingRead::cancel()
{
    const std::shared_ptr<State> state = m_state; // `done` may let go of this object
    if (!state->over.exchange(true) && state->done)
        state->done(AccountingRecords::failure(tr("cancelled"), ErrorCode::Cancelled), QString());
}

void AccountingRead::abandon()
{
    m_state->over = true;
}

bool AccountingRead::finished() const
{
    return m_state->finished;
}

int AccountingRead::running()
{
    return g_running;
}

} // namespace cg::services
