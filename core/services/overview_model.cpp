// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/overview_model.h"

#include "agent/fleet_store.h"
#include "ledger/ledger.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/jobs_service.h"
#include "ssh/known_hosts.h"
#include "ssh/ssh_types.h"
#include "validation/evidence_store.h"

#include <QDateTime>
#include <QSet>

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
            [this](const ssh::Endpoint &e, int, const QString &why, int kind, int match) {
                setHopState(hopKey(e.user, e.host, e.port), stateOfHopDown(kind, match),
                            std::numeric_limits<double>::quiet_NaN(), why);
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
    setHopState(key, up ? HopState::Up : HopState::Down, ms, reason);
}

void OverviewModel::setHopState(const QString &key, HopState state, double ms, const QString &reason)
{
    HopCard &h = m_hops[key];
    h.key = key;
    h.state = state;
    h.known = state != HopState::NotReached;
    h.up = state == HopState::Up;
    h.ms = ms;
    h.reason = reason;
}

HopState OverviewModel::stateOfHopDown(int failureKind, int hostKeyMatch)
{
    // Only a key with nothing on record can be accepted (Onboarding's host-key step, Check Connectivity's
    // review); a changed or revoked key, or one of another type than those on record, is a failure.
    if (failureKind == int(ssh::FailureKind::HostKey) && hostKeyMatch == int(ssh::KnownHosts::Match::Unknown))
        return HopState::HostKeyUndecided;
    return HopState::Down;
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

void OverviewModel::setPrices(const planning::PriceBook &prices)
{
    m_prices = prices;
    m_pricesSet = true;
}

QPair<int, int> OverviewModel::countJobs(const QList<jobs::JobStatus> &jobs)
{
    int r = 0, q = 0;
    for (const jobs::JobStatus &j : jobs) {
        if (!j.inQueue)
            continue; // the last word came from a per-job query: it has left the queue
        r += j.phase == jobs::JobState::Running || j.phase == jobs::JobState::Completing ? 1 : 0;
        q += j.phase == jobs::JobState::Pending || j.phase == jobs::JobState::Requeued ||
                     j.phase == jobs::JobState::Suspended
                 ? 1
                 : 0;
    }
    return {r, q};
}

void OverviewModel::setJobs(qint64 clusterId, const QList<jobs::JobStatus> &jobs)
{
    const auto [r, q] = countJobs(jobs);
    setJobs(clusterId, r, q);
    m_jobLists.insert(clusterId, jobs);
}

void OverviewModel::watchJobs(JobsService *service)
{
    connect(service, &JobsService::listed, this,
            [this](quint64, qint64 clusterId, const QList<jobs::JobStatus> &jobs, const QString &error) {
                if (error.isEmpty())
                    setJobs(clusterId, jobs);
            });
}

void OverviewModel::accrue(qint64 clusterId, const QString &cluster, const FleetSummary &s, ClusterCard &card)
{
    if (!m_pricesSet)
        return;
    const planning::PriceTerms terms = m_prices.forCluster(cluster);
    if (!terms.check().isEmpty())
        return;
    const qint64 t = now();
    const QDate today = QDateTime::fromMSecsSinceEpoch(t, Qt::UTC).date();
    Accrual &a = m_accrual[clusterId];
    if (a.day != today) {
        a = {};
        a.day = today;
    }
    if (a.lastMs > 0 && t > a.lastMs) {
        // The GPUs seen at the previous read, held until this one (a day boundary restarts the sum).
        const double hours = double(t - a.lastMs) / 3600000.0;
        a.gpuHours += hours * a.gpus;
        a.idleGpuHours += hours * a.idle;
    }
    a.lastMs = t;
    a.gpus = s.gpus;
    a.idle = s.gpusIdle;
    if (a.gpuHours > 0 || s.gpus > 0) {
        const double price = terms.effectiveGpuHour();
        card.costToday = a.gpuHours * price;
        card.idleWasteToday = a.idleGpuHours * price;
        card.currency = terms.currency;
    }
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
    const qint64 t = now();
    if (m_slowReadMs != 0 && t - m_slowReadMs < m_slowRefreshMs)
        return;
    m_slowReadMs = t;
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
            QHash<qint64, QSet<QString>> cleared;
            for (const ledger::RequestView &v : out.value()) {
                m_compliance.destructionsOverdue += v.destructionOverdue ? 1 : 0;
                m_compliance.destructionsPending +=
                    v.request.state == ledger::RequestState::DestructionPending ? 1 : 0;
                if (v.request.state != ledger::RequestState::Active)
                    continue;
                for (const ClusterRecord &c : m_clusters) {
                    const bool here =
                        v.request.destinationCluster.compare(c.name, Qt::CaseInsensitive) == 0 ||
                        (!c.region.isEmpty() &&
                         v.request.destinationCountry.compare(c.region, Qt::CaseInsensitive) == 0);
                    if (here)
                        cleared[c.id].unite(
                            QSet<QString>(v.request.datasets.cbegin(), v.request.datasets.cend()));
                }
            }
            m_cleared.clear();
            for (const ClusterRecord &c : m_clusters)
                m_cleared.insert(c.id, int(cleared.value(c.id).size()));
            m_compliance.year = ledger::Ledger::countingYear(QDateTime::fromMSecsSinceEpoch(now(), Qt::UTC));
            if (const auto totals = ledger.counters(m_compliance.year); totals.ok()) {
                m_compliance.peopleSensitive = totals->sensitive;
                m_compliance.peopleNonSensitive = totals->other;
            } else {
                m_compliance.error = totals.error();
            }
        } else {
            m_compliance.error = pending.ok() ? out.error() : pending.error();
        }
    } else {
        m_cleared.clear();
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
            accrue(c.id, c.name, s, card);
        } else if (auto it = m_accrual.find(c.id); it != m_accrual.end()) {
            it->lastMs = 0; // no fleet: nothing is counted until one streams again
        }
        if (m_console) {
            if (const ClusterFleet *fleet = m_console->fleet(c.id))
                readCancelled(*fleet, card);
        }
        card.datasetsCleared = m_cleared.value(c.id, -1);
        card.validationLevel = m_validation.value(c.id);
        if (m_jobs.contains(c.id)) {
            card.jobsRunning = m_jobs.value(c.id).first;
            card.jobsWaiting = m_jobs.value(c.id).second;
        }
        if (m_cost.contains(c.id))
            card.costToday = m_cost.value(c.id);
        out << card;
    }
    return out;
}

void OverviewModel::readCancelled(const ClusterFleet &fleet, ClusterCard &card)
{
    const QStringList nodes = fleet.nodes();
    if (nodes.isEmpty() || fleet.streamingCount() == int(nodes.size()))
        return;
    QString hop;
    int prompt = 0;
    for (const QString &n : nodes) {
        const ClusterFleet::NodeStatus st = fleet.status(n);
        if (!st.cancelledAt.isEmpty()) {
            hop = st.cancelledAt;
            prompt = st.cancelledPrompt;
            break;
        }
    }
    if (hop.isEmpty())
        return; // no prompt cancelled: the outcome is not read at every refresh
    if (const auto outcome = fleet.outcome(); outcome.ok() || outcome.code() != ErrorCode::Cancelled)
        return; // something else stops a node (or one is still on its way): not only a cancel
    card.signInCancelledAt = hop;
    card.signInCancelledPrompt = prompt;
    for (HopCard &h : card.hops) {
        if (h.label == hop && h.state == HopState::Down) {
            h.state = HopState::Cancelled; // the person's choice: not down
            h.up = false;
        }
    }
}

ComplianceCounters OverviewModel::compliance()
{
    readSlow();
    return m_compliance;
}

} // namespace cg::services
