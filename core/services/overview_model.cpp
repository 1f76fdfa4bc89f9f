// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/overview_model.h"

#include "agent/fleet_store.h"
#include "ledger/ledger.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "validation/evidence_store.h"

#include <QDateTime>

namespace cg::services {

OverviewModel::OverviewModel(QObject *parent) : QObject(parent) {}

OverviewModel::~OverviewModel() = default;

QString OverviewModel::hopKey(const QString &user, const QString &host, int port)
{
    return QStringLiteral("%1@%2:%3").arg(user, host).arg(port);
}

void OverviewModel::attach(Console *console)
{
    m_console = console;
    setLedger(console->ledgerStore());
    setValidationDatabase(console->databaseError().isEmpty() ? &console->database() : nullptr);
    connect(console, &Console::fleetStarted, this, [this](qint64 id) {
        if (m_console) {
            if (ClusterFleet *fleet = m_console->fleet(id)) {
                setStore(id, &fleet->store());
                connect(fleet, &QObject::destroyed, this, [this, id] { m_stores.remove(id); });
            }
        }
    });
    connect(&console->ssh(), &ssh::SshService::hopUp, this,
            [this](const ssh::Endpoint &e, int, const ssh::HopTiming &t, const QString &, const QString &) {
                setHopState(hopKey(e.user, e.host, e.port), true,
                            double(t.connectMs + t.handshakeMs + t.authMs));
            });
    connect(&console->ssh(), &ssh::SshService::hopDown, this,
            [this](const ssh::Endpoint &e, int, const QString &why) {
                setHopState(hopKey(e.user, e.host, e.port), false, std::numeric_limits<double>::quiet_NaN(),
                            why);
            });
    reload();
}

void OverviewModel::reload()
{
    if (!m_console)
        return;
    const auto clusters = m_console->inventory().clusters();
    if (!clusters.ok()) {
        setClusters({}, {});
        return;
    }
    QHash<qint64, int> counts;
    for (const ClusterRecord &c : clusters.value()) {
        const auto nodes = m_console->inventory().nodes(c.id);
        counts.insert(c.id, nodes.ok() ? int(nodes->size()) : 0);
        if (ClusterFleet *fleet = m_console->fleet(c.id); fleet && !m_stores.contains(c.id))
            setStore(c.id, &fleet->store());
    }
    setClusters(clusters.value(), counts);
}

void OverviewModel::setClusters(const QList<ClusterRecord> &clusters, const QHash<qint64, int> &nodeCounts)
{
    m_clusters = clusters;
    m_nodeCounts = nodeCounts;
    QHash<qint64, FleetStore *> kept;
    for (const ClusterRecord &c : clusters) {
        if (m_stores.contains(c.id))
            kept.insert(c.id, m_stores.value(c.id));
    }
    m_stores = kept; // a vanished cluster's store is never read again
    for (auto it = m_scratch.begin(); it != m_scratch.end();)
        it = kept.contains(it->first) ? std::next(it) : m_scratch.erase(it);
    invalidate();
    emit clustersChanged();
}

void OverviewModel::setStore(qint64 clusterId, FleetStore *store)
{
    if (store) {
        m_stores.insert(clusterId, store);
    } else {
        m_stores.remove(clusterId);
        m_scratch.erase(clusterId);
    }
}

void OverviewModel::setHopState(const QString &key, bool up, double ms, const QString &reason)
{
    HopCard &h = m_hops[key];
    h.key = key;
    h.known = true;
    h.up = up;
    h.ms = ms;
    h.reason = reason;
}

void OverviewModel::setValidationLevel(qint64 clusterId, const QString &level)
{
    m_validation.insert(clusterId, level);
}

void OverviewModel::setJobs(qint64 clusterId, int running, int queued)
{
    m_jobs.insert(clusterId, {running, queued});
}

void OverviewModel::setCostToday(qint64 clusterId, double cost)
{
    m_cost.insert(clusterId, cost);
}

void OverviewModel::setLedger(ledger::LedgerStore *store)
{
    m_ledger = store;
    invalidate();
}

void OverviewModel::setValidationDatabase(Database *db)
{
    m_db = db;
    invalidate();
}

QString OverviewModel::highestPassed(const QHash<QString, int> &levelStatus, int passValue)
{
    QString best;
    int bestNumber = -1;
    for (auto it = levelStatus.cbegin(); it != levelStatus.cend(); ++it) {
        if (it.value() != passValue || !it.key().startsWith(QLatin1Char('L')))
            continue;
        bool ok = false;
        const int n = it.key().mid(1).toInt(&ok);
        if (ok && n > bestNumber) {
            bestNumber = n;
            best = it.key();
        }
    }
    return best;
}

void OverviewModel::readSlow()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_slowReadMs != 0 && now - m_slowReadMs < m_slowRefreshMs)
        return;
    m_slowReadMs = now;
    m_compliance = {};
    if (m_ledger) {
        ledger::Ledger ledger(*m_ledger);
        ledger::RequestFilter waiting;
        waiting.states = {ledger::RequestState::Submitted};
        const auto pending = ledger.requests(waiting);
        ledger::RequestFilter abroad;
        abroad.states = {ledger::RequestState::Active, ledger::RequestState::Expired,
                         ledger::RequestState::DestructionPending};
        const auto out = ledger.requests(abroad);
        if (pending.ok() && out.ok()) {
            m_compliance.available = true;
            m_compliance.requestsWaiting = int(pending->size());
            for (const ledger::RequestView &v : out.value()) {
                m_compliance.destructionsOverdue += v.destructionOverdue ? 1 : 0;
                m_compliance.destructionsPending +=
                    v.request.state == ledger::RequestState::DestructionPending ? 1 : 0;
            }
        } else {
            m_compliance.error = pending.ok() ? out.error() : pending.error();
        }
    }
    if (m_db) {
        const validation::EvidenceStore evidence(*m_db);
        for (const ClusterRecord &c : m_clusters) {
            const auto levels = evidence.lastLevelStatus(c.name);
            if (!levels.ok())
                continue;
            QHash<QString, int> status;
            for (auto it = levels->cbegin(); it != levels->cend(); ++it)
                status.insert(it.key(), int(it.value()));
            const QString best = highestPassed(status, int(validation::CheckStatus::Pass));
            if (!best.isEmpty())
                m_validation.insert(c.id, best);
        }
    }
}

QList<ClusterCard> OverviewModel::cards()
{
    readSlow();
    QList<ClusterCard> out;
    out.reserve(m_clusters.size());
    for (const ClusterRecord &c : m_clusters) {
        ClusterCard card;
        card.id = c.id;
        card.name = c.name;
        card.region = c.region;
        card.nodes = m_nodeCounts.value(c.id);
        for (const ssh::Endpoint &j : c.jumps) {
            const QString key = hopKey(j.user, j.host, j.port);
            HopCard h = m_hops.value(key);
            h.key = key;
            h.label = j.displayName();
            card.hops << h;
        }
        if (FleetStore *store = m_stores.value(c.id)) {
            FleetSnapshot &scratch = m_scratch[c.id]; // its storage is reused from one read to the next
            store->snapshot(scratch);
            const FleetSummary &s = scratch.summary;
            card.streaming = true;
            card.nodesLive = s.nodesLive;
            card.nodesStale = s.nodesStale;
            card.nodesUnreachable = s.nodesUnreachable;
            card.nodesPending = s.nodesPending;
            card.gpus = s.gpus;
            card.gpusBusy = s.gpusBusy;
            card.gpusIdle = s.gpusIdle;
            if (!s.hottestNode.isEmpty()) {
                card.hottestNode = s.hottestNode;
                card.hottestGpu = int(s.hottestGpu);
                card.hottestC = s.hottestC;
            }
            if (!s.worstLinkNode.isEmpty()) {
                card.worstLinkNode = s.worstLinkNode;
                card.worstRttMs = s.worstRttMs;
            }
        }
        card.validationLevel = m_validation.value(c.id);
        if (m_jobs.contains(c.id)) {
            card.jobsRunning = m_jobs.value(c.id).first;
            card.jobsQueued = m_jobs.value(c.id).second;
        }
        card.costToday = m_cost.value(c.id, std::numeric_limits<double>::quiet_NaN());
        out << card;
    }
    return out;
}

ComplianceCounters OverviewModel::compliance()
{
    readSlow();
    return m_compliance;
}

} // namespace cg::services
