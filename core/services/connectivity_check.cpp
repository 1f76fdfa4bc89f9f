// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/connectivity_check.h"

#include "services/cluster_connections.h"
#include "services/host_key_review.h"
#include "ssh/connection_hub.h"
#include "ssh/ssh_service.h"

#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace cg::services {

Result<HostKeyRow> ConnectivityCheck::acceptKey(const QString &clusterName, const HostKeyRow &row,
                                                const QString &knownHostsFile)
{
    // The known_hosts line and its audit row, together.
    const auto accepted = HostKeyReview::record(*m_inventory, clusterName, knownHostsFile, row);
    if (!accepted.ok())
        return accepted;
    if (isRunning())
        retryBehind(row.address, row.port);
    return accepted;
}

ConnectivityCheck::ConnectivityCheck(ssh::SshService *service, Inventory *inventory, QObject *parent)
    : QObject(parent), m_service(service), m_inventory(inventory)
{
    connect(m_service, &ssh::SshService::finished, this,
            [this](quint64 id, int status, const QString &error, int, int hop, const QString &message) {
                onFinished(id, status, error, hop, message);
            });
    connect(m_service, &ssh::SshService::retrying, this,
            [this](quint64 id, int attempt, int maxAttempts, int delayMs, const QString &reason) {
                const auto it = m_pending.constFind(id);
                if (it == m_pending.cend())
                    return;
                emit nodeChecked(m_cluster, it.value(), false,
                                 tr("retrying in %1 s (attempt %2 of %3): %4")
                                     .arg(QString::number(delayMs / 1000.0, 'f', 1))
                                     .arg(attempt)
                                     .arg(maxAttempts)
                                     .arg(reason));
            });
    connect(m_service, &ssh::SshService::hostKeyRefused, this,
            [this](quint64 id, int hop, const ssh::Endpoint &ep, const ssh::HostKey &offered, int match,
                   const QList<ssh::HostKey> &recorded) {
                const auto pending = m_pending.constFind(id);
                if (pending == m_pending.cend())
                    return;
                m_refusedAt.insert(pending.value(), hostKey(ep.host, ep.port));
                // A shared bastion refuses once per node behind it: one row per host is enough.
                for (const HostKeyRow &r : std::as_const(m_refused)) {
                    if (r.address == ep.host && r.port == ep.port && r.offered == offered)
                        return;
                }
                HostKeyRow row;
                row.hostName = ep.displayName();
                row.address = ep.host;
                row.port = ep.port;
                row.hop = hop;
                row.offered = offered;
                row.match = ssh::KnownHosts::Match(match);
                row.recorded = recorded;
                m_refused << row;
                emit hostKeyOffered(row);
            });
}

bool ConnectivityCheck::start(qint64 clusterId, const QString &knownHostsFile, QString *error,
                              const QStringList &only)
{
    if (isRunning()) {
        *error = tr("a check is already running");
        return false;
    }
    const auto cluster = m_inventory->cluster(clusterId);
    const auto nodes = m_inventory->nodes(clusterId);
    if (!cluster.ok() || !nodes.ok()) {
        *error = cluster.ok() ? nodes.error() : cluster.error();
        return false;
    }
    QList<NodeRecord> checked;
    for (const NodeRecord &n : nodes.value()) {
        if (only.isEmpty() || only.contains(n.name))
            checked << n;
    }
    if (checked.isEmpty()) {
        *error = tr("cluster %1 has no nodes yet").arg(cluster->name);
        return false;
    }
    m_cluster = clusterId;
    m_hopCount = int(cluster->jumps.size());
    m_jumpNames.clear();
    for (const ssh::Endpoint &j : cluster->jumps)
        m_jumpNames << j.displayName();
    m_total = int(checked.size());
    m_ok = m_failed = 0;
    m_refused.clear();
    m_refusedAt.clear();
    m_again.clear();
    m_reach.clear();
    m_cancelling = false;
    m_clock.start();
    m_personMsAtStart = m_service->hub().auth().personMs();
    ssh::SessionOptions local;
    local.knownHostsFile = knownHostsFile;
    m_base = ClusterConnections::sessionOptions(cluster.value(), local);
    for (const NodeRecord &n : std::as_const(checked))
        checkNode(n.name);
    emit progress(0, m_total);
    return true;
}

bool ConnectivityCheck::checkNode(const QString &node)
{
    const auto c = ClusterConnections(*m_inventory, m_base).node(m_cluster, node);
    if (!c.ok())
        return false;
    m_pending.insert(m_service->exec(c->plan, c->base, "true"), node);
    m_reach.insert(node, NodeReach{});
    emit nodeChecked(m_cluster, node, true, tr("checking…"));
    return true;
}

QStringList ConnectivityCheck::stoppedAt(const QString &address, quint16 port) const
{
    return m_refusedAt.keys(hostKey(address, port));
}

QString ConnectivityCheck::hostKey(const QString &address, quint16 port)
{
    return address + QLatin1Char(' ') + QString::number(port);
}

int ConnectivityCheck::retryBehind(const QString &address, quint16 port)
{
    if (!isRunning())
        return 0;
    const QString host = hostKey(address, port);
    QList<HostKeyRow> rows;
    for (const HostKeyRow &r : std::as_const(m_refused)) {
        if (r.address != address || r.port != port)
            rows << r;
    }
    m_refused = rows;
    QSet<QString> inFlight;
    for (const QString &node : std::as_const(m_pending))
        inFlight.insert(node);
    int again = 0;
    for (auto it = m_refusedAt.begin(); it != m_refusedAt.end();) {
        if (it.value() != host) {
            ++it;
            continue;
        }
        const QString node = it.key();
        it = m_refusedAt.erase(it);
        ++again;
        if (inFlight.contains(node)) {
            m_again.insert(node); // its attempt is still returning with the refusal
            m_reach.insert(node, NodeReach{});
            continue;
        }
        --m_failed; // it counted as not reached; it is on its way again
        checkNode(node);
    }
    if (again > 0)
        emit progress(done(), m_total);
    return again;
}

void ConnectivityCheck::cancel()
{
    m_cancelling = isRunning();
    m_again.clear();
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
        m_service->cancel(it.key());
}

void ConnectivityCheck::onFinished(quint64 id, int exitStatus, const QString &error, int failedHop,
                                   const QString &hopMessage)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    const QString node = it.value();
    m_pending.erase(it);
    if (m_again.remove(node) && checkNode(node))
        return; // refused at a host accepted meanwhile: its answer is the next attempt's
    const bool ok = error.isEmpty() && exitStatus == 0;
    ok ? ++m_ok : ++m_failed;
    m_reach.insert(node, reachOf(node, ok));
    // A failure at the node itself needs no "hop N" prefix in the node's row; one at a jump host does.
    // The time a prompt waited for the person is not the network's: it is left out.
    const qint64 ms = m_clock.elapsed() - (m_service->hub().auth().personMs() - m_personMsAtStart);
    // A failure at a jump host names that host as people call it, not by its place in the chain.
    const bool atJump = failedHop >= 1 && failedHop <= m_hopCount && !hopMessage.isEmpty();
    const QString text = ok ? tr("reachable (%1 ms)").arg(std::max<qint64>(ms, 0))
                         : atJump
                             ? tr("jump host %1: %2").arg(m_jumpNames.value(failedHop - 1), hopMessage)
                             : (failedHop == m_hopCount + 1 && !hopMessage.isEmpty() ? hopMessage : error);
    emit nodeChecked(m_cluster, node, ok, text);
    emit progress(done(), m_total);
    if (m_pending.isEmpty()) {
        emit finished(m_ok, m_failed);
        if (!m_refused.isEmpty())
            emit hostKeysToReview(m_refused);
    }
}

NodeReach ConnectivityCheck::reachOf(const QString &node, bool ok) const
{
    NodeReach r;
    if (ok) {
        r.state = NodeReach::State::Reached;
        return r;
    }
    if (const auto at = m_refusedAt.constFind(node); at != m_refusedAt.cend()) {
        for (const HostKeyRow &row : m_refused) {
            if (hostKey(row.address, row.port) != at.value())
                continue;
            const bool isNew = row.match == ssh::KnownHosts::Match::Unknown;
            if (row.hop > m_hopCount) { // the node's own key
                r.state = isNew ? NodeReach::State::KeyToReview : NodeReach::State::KeyRefused;
            } else {
                r.state = NodeReach::State::BehindKey;
                r.stoppedAt = row.hostName;
                r.keyNew = isNew;
            }
            return r;
        }
    }
    r.state = m_cancelling ? NodeReach::State::Cancelled : NodeReach::State::NotReached;
    return r;
}

QString ConnectivityCheck::summary(const QMap<QString, NodeReach> &nodes)
{
    using State = NodeReach::State;
    QMap<State, int> count;
    QMap<QString, int> behindNew, behindRefused; // jump host -> nodes waiting behind its key
    for (const NodeReach &r : nodes) {
        ++count[r.state];
        if (r.state == State::BehindKey)
            ++(r.keyNew ? behindNew : behindRefused)[r.stoppedAt];
    }
    QStringList parts;
    if (const int n = count.value(State::Reached))
        parts << tr("%n reached with verified host keys", nullptr, n);
    if (const int n = count.value(State::KeyToReview))
        parts << tr("%n reached, new host key(s) to review", nullptr, n);
    if (const int n = count.value(State::KeyRefused))
        parts << tr("%n refused: host key differs from the one on record", nullptr, n);
    for (auto it = behindNew.cbegin(); it != behindNew.cend(); ++it)
        parts << tr("%n not asked yet: the new key of %1 to review first", nullptr, it.value()).arg(it.key());
    for (auto it = behindRefused.cbegin(); it != behindRefused.cend(); ++it)
        parts << tr("%n not asked: the key of %1 differs from the one on record", nullptr, it.value())
                     .arg(it.key());
    if (const int n = count.value(State::NotReached))
        parts << tr("%n not reached", nullptr, n);
    if (const int n = count.value(State::Cancelled))
        parts << tr("%n not checked: the scan was cancelled", nullptr, n);
    if (const int n = count.value(State::Checking))
        parts << tr("%n still being checked", nullptr, n);
    return tr("%n node(s): %1.", nullptr, int(nodes.size())).arg(parts.join(tr("; ")));
}

DirectReach::DirectReach(QObject *parent) : QObject(parent) {}

void DirectReach::start(const QList<NodeRecord> &nodes, bool behindBastion, int timeoutMs)
{
    qDeleteAll(m_probes);
    m_probes.clear();
    m_verdicts.fill(Verdict::Probing, nodes.size());
    for (int i = 0; i < nodes.size(); ++i) {
        if (!behindBastion) {
            m_verdicts[i] = Verdict::NotApplicable;
            continue;
        }
        auto *socket = new QTcpSocket(this);
        m_probes << socket;
        const auto settle = [this, i, socket](Verdict v) {
            if (m_verdicts.value(i) != Verdict::Probing)
                return;
            m_verdicts[i] = v;
            socket->abort();
            emit changed();
        };
        connect(socket, &QTcpSocket::connected, this, [settle] { settle(Verdict::Reachable); });
        connect(socket, &QTcpSocket::errorOccurred, this, [settle] { settle(Verdict::NotReachable); });
        QTimer::singleShot(timeoutMs, socket, [settle] { settle(Verdict::NotReachable); });
        socket->connectToHost(nodes.at(i).endpoint.host, nodes.at(i).endpoint.port);
    }
}

} // namespace cg::services
