// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/alerts.h"

#include "common/logging.h"
#include "common/shell_word.h"
#include "jobs/slurm_records.h"

#include "planning/cost.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

namespace cg::planning {

namespace {

constexpr int kMaxHistory = 2000;

QString joinKey(const QString &a, const QString &b)
{
    return a + QLatin1Char('/') + b;
}

QString num(double v)
{
    return Planner::number(v);
}

bool laterOrEqual(const QDateTime &a, const QDateTime &b)
{
    return !b.isValid() || (a.isValid() && a >= b);
}

qint64 minutesBetween(const QDateTime &a, const QDateTime &b)
{
    return a.secsTo(b) / 60;
}

} // namespace

// --- Inputs and alerts -------------------------------------------------------------------------------

JobAllocation JobAllocation::fromRecord(const jobs::JobRecord &r)
{
    JobAllocation a;
    a.jobId = r.jobId;
    a.user = r.user;
    a.nodes = r.nodes;
    a.gpuIndices = r.gpuIndices;
    a.gpus = qMax(0, r.gpus);
    a.start = r.start;
    return a;
}

bool JobEnd::failed() const
{
    return jobs::jobStateFailed(phase != jobs::JobState::Unknown ? phase : jobs::SlurmStates::job(state));
}

QString Alert::key() const
{
    return QStringLiteral("%1/%2/%3").arg(int(kind)).arg(cluster, subject);
}

QString severityName(AlertSeverity s)
{
    switch (s) {
    case AlertSeverity::Info:
        return AlertEngine::tr("info");
    case AlertSeverity::Warning:
        return AlertEngine::tr("warning");
    case AlertSeverity::Critical:
        return AlertEngine::tr("critical");
    }
    return {};
}

QString kindName(AlertKind k)
{
    switch (k) {
    case AlertKind::GpuIdle:
        return AlertEngine::tr("Idle GPUs");
    case AlertKind::QueueGrowing:
        return AlertEngine::tr("Queue growing");
    case AlertKind::LinkDegraded:
        return AlertEngine::tr("Link degraded");
    case AlertKind::JobFailures:
        return AlertEngine::tr("Job failures");
    case AlertKind::AgentStale:
        return AlertEngine::tr("Agent silent");
    case AlertKind::CostAnomaly:
        return AlertEngine::tr("Cost jump");
    case AlertKind::PacketLoss:
        return AlertEngine::tr("Packet loss");
    case AlertKind::FailoverRefused:
        return AlertEngine::tr("Failover refused");
    }
    return {};
}

// --- Engine ------------------------------------------------------------------------------------------

AlertEngine::AlertEngine(AlertThresholdSet thresholds) : m_thresholds(std::move(thresholds)) {}

void AlertEngine::addGpuSamples(const QList<GpuSample> &samples)
{
    for (const GpuSample &s : samples) {
        if (!s.time.isValid())
            continue;
        const QString node = joinKey(s.cluster, s.node);
        GpuState &g = m_gpus[joinKey(node, QString::number(s.gpu))];
        if (g.last.isValid() && s.time < g.last)
            continue; // late and out of order: the newer sample already decided
        QList<int> &seen = m_gpusOfNode[node];
        if (!seen.contains(s.gpu))
            seen.append(s.gpu);
        const double idleAt = m_thresholds.forCluster(s.cluster).gpuIdlePercent;
        if (s.utilPercent <= idleAt) {
            if (!g.idleSince.isValid())
                g.idleSince = s.time;
        } else {
            g.idleSince = {};
        }
        g.last = s.time;
        g.util = s.utilPercent;
        addHeartbeat(AgentHeartbeat{s.cluster, s.node, s.time});
    }
}

void AlertEngine::addSlurmSnapshot(const SlurmSnapshot &snap)
{
    QueueState &q = m_queues[snap.cluster];
    if (q.lastTime.isValid() && snap.time <= q.lastTime)
        return;
    if (q.lastPending >= 0 && snap.pending > q.lastPending) {
        if (q.growth == 0)
            q.growingSince = q.lastTime;
        ++q.growth;
    } else {
        q.growth = 0;
        q.growingSince = {};
    }
    q.lastPending = snap.pending;
    q.lastTime = snap.time;
    q.running = snap.running;
    q.runningAt = snap.time;
    // Ends are kept for two failure windows: enough to judge, not the whole history of the cluster.
    const QDateTime keepFrom =
        snap.time.addSecs(-2 * 60 * qint64(m_thresholds.forCluster(snap.cluster).jobFailureWindowMinutes));
    QMap<QString, JobEnd> &ends = m_ends[snap.cluster];
    for (auto it = ends.begin(); it != ends.end();)
        it = it->end < keepFrom ? ends.erase(it) : std::next(it);
    for (const JobEnd &e : snap.ended) {
        if (!ends.contains(e.jobId) && e.end.isValid() && e.end >= keepFrom)
            ends.insert(e.jobId, e);
    }
}

void AlertEngine::addLinkSample(const LinkSample &s)
{
    LinkState &l = m_links[joinKey(s.cluster, s.link)];
    const AlertThresholds t = m_thresholds.forCluster(s.cluster);
    const bool bad = s.rttMs > t.linkRttMs || s.retransPerSecond > t.linkRetransPerSecond;
    if (bad) {
        if (l.bad == 0 && !l.degraded)
            l.badSince = s.time;
        ++l.bad;
        l.good = 0;
        if (l.bad >= t.linkSamples)
            l.degraded = true;
    } else {
        l.bad = 0;
        ++l.good;
        if (l.good >= t.linkSamples)
            l.degraded = false;
        if (!l.degraded)
            l.badSince = {};
    }
    // Loss as the node's TCP stack sees it: the share of segments it had to send again. Unknown (the
    // node does not report its counters) is neither lossy nor clean: the counts stay where they are.
    if (std::isfinite(s.retransPercent)) {
        if (s.retransPercent > t.linkLossPercent) {
            if (l.lossy == 0 && !l.losing)
                l.lossySince = s.time;
            ++l.lossy;
            l.clean = 0;
            if (l.lossy >= t.linkSamples)
                l.losing = true;
        } else {
            l.lossy = 0;
            ++l.clean;
            if (l.clean >= t.linkSamples)
                l.losing = false;
            if (!l.losing)
                l.lossySince = {};
        }
    }
    l.last = s;
}

void AlertEngine::addHeartbeat(const AgentHeartbeat &beat)
{
    const QString key = joinKey(beat.cluster, beat.node);
    if (beat.attempt) {
        // Watched from the first attempt to reach it; one heard from before stays as it was.
        if (!m_heartbeats.contains(key)) {
            m_heartbeats.insert(key, beat.time);
            m_neverHeard.insert(key);
        }
        return;
    }
    m_neverHeard.remove(key);
    QDateTime &last = m_heartbeats[key];
    if (laterOrEqual(beat.time, last))
        last = beat.time;
}

void AlertEngine::addDailyCost(const DailyCostPoint &point)
{
    if (point.day.isValid())
        m_costs[point.cluster].insert(point.day, point);
}

void AlertEngine::failoverRefused(const QString &cluster, const QString &job, const QString &what,
                                  const QString &todo, const QDateTime &when)
{
    const QString key = cluster + QLatin1Char('/') + job;
    Condition c{AlertKind::FailoverRefused, AlertSeverity::Critical, cluster, job, what, todo, when};
    if (const auto it = m_refusals.constFind(key); it != m_refusals.constEnd())
        c.since = it->since; // the same refusal again: since the first
    m_refusals.insert(key, c);
}

void AlertEngine::failoverSettled(const QString &cluster, const QString &job)
{
    m_refusals.remove(cluster + QLatin1Char('/') + job);
}

void AlertEngine::forgetNode(const QString &cluster, const QString &node)
{
    const QString nodeKey = joinKey(cluster, node);
    m_heartbeats.remove(nodeKey);
    m_neverHeard.remove(nodeKey);
    for (int gpu : m_gpusOfNode.take(nodeKey))
        m_gpus.remove(joinKey(nodeKey, QString::number(gpu)));
}

void AlertEngine::gpuIdleRule(const QDateTime &now, QList<Condition> &out) const
{
    for (auto q = m_queues.begin(); q != m_queues.end(); ++q) {
        const QString &cluster = q.key();
        const AlertThresholds t = m_thresholds.forCluster(cluster);
        for (const JobAllocation &job : q->running) {
            if (job.gpus <= 0)
                continue;
            QDateTime idleSince;
            int gpus = 0;
            bool allIdle = true;
            QStringList where;
            for (const QString &node : job.nodes) {
                const QString nodeKey = joinKey(cluster, node);
                const QList<int> indices = job.gpuIndices.value(node, m_gpusOfNode.value(nodeKey));
                for (int i : indices) {
                    const auto g = m_gpus.constFind(joinKey(nodeKey, QString::number(i)));
                    // No fresh telemetry is not idleness: the stale-agent rule speaks for that.
                    if (g == m_gpus.constEnd() || g->last.secsTo(now) > t.agentStaleSeconds) {
                        allIdle = false;
                        break;
                    }
                    if (!g->idleSince.isValid()) {
                        allIdle = false;
                        break;
                    }
                    if (!idleSince.isValid() || g->idleSince > idleSince)
                        idleSince = g->idleSince;
                    ++gpus;
                }
                if (!allIdle)
                    break;
                where << node;
            }
            if (!allIdle || gpus == 0)
                continue;
            if (job.start.isValid() && job.start > idleSince)
                idleSince = job.start; // a GPU idle before the job got it is not the job's
            const qint64 minutes = minutesBetween(idleSince, now);
            if (minutes < t.gpuIdleMinutes)
                continue;
            out << Condition{
                AlertKind::GpuIdle,
                AlertSeverity::Warning,
                cluster,
                job.jobId,
                tr("Job %1 (%2) holds %n GPU(s) on %3 at %4 % or less for %5 min", nullptr, gpus)
                    .arg(job.jobId, job.user.isEmpty() ? tr("unknown user") : job.user,
                         where.join(QStringLiteral(", ")), num(t.gpuIdlePercent))
                    .arg(minutes),
                tr("Ask %1 whether job %2 still needs its GPUs: cancel it (scancel %2) or fix what "
                   "starves it (data loading, a hung step). Idle allocated GPUs are paid for.")
                    .arg(job.user.isEmpty() ? tr("its owner") : job.user, job.jobId),
                idleSince};
        }
    }
}

void AlertEngine::queueRule(const QDateTime &now, QList<Condition> &out) const
{
    Q_UNUSED(now)
    for (auto q = m_queues.begin(); q != m_queues.end(); ++q) {
        const AlertThresholds t = m_thresholds.forCluster(q.key());
        if (q->growth < t.queueGrowthCycles || q->lastPending < t.queueMinPending)
            continue;
        out << Condition{
            AlertKind::QueueGrowing,
            AlertSeverity::Warning,
            q.key(),
            tr("queue"),
            tr("%1 jobs pending, more at each of the last %2 polls").arg(q->lastPending).arg(q->growth),
            tr("Jobs arrive faster than they start: look for drained or down nodes (sinfo -R), a reservation "
               "or a "
               "partition limit; if demand is real, plan more GPUs (Planning > Planner)."),
            q->growingSince};
    }
}

void AlertEngine::linkRule(QList<Condition> &out) const
{
    for (auto l = m_links.begin(); l != m_links.end(); ++l) {
        const AlertThresholds t = m_thresholds.forCluster(l->last.cluster);
        if (!l->degraded)
            continue;
        out << Condition{
            AlertKind::LinkDegraded,
            AlertSeverity::Warning,
            l->last.cluster,
            l->last.link,
            tr("%1: RTT %2 ms (limit %3), %4 retransmits/s (limit %5) at the last sample; over the limits "
               "since %6")
                .arg(l->last.link, num(l->last.rttMs), num(t.linkRttMs),
                     std::isfinite(l->last.retransPerSecond) ? num(l->last.retransPerSecond) : tr("unknown"),
                     num(t.linkRetransPerSecond), l->badSince.toUTC().toString(Qt::ISODate)),
            tr("Run the link check (Validation > L1) to see where the delay or loss is; if a hop of the "
               "jump chain is congested, move transfers off peak or ask the provider about the path."),
            l->badSince};
    }
}

void AlertEngine::lossRule(QList<Condition> &out) const
{
    for (auto l = m_links.begin(); l != m_links.end(); ++l) {
        const AlertThresholds t = m_thresholds.forCluster(l->last.cluster);
        if (!l->losing)
            continue;
        out << Condition{
            AlertKind::PacketLoss,
            AlertSeverity::Warning,
            l->last.cluster,
            l->last.link,
            tr("%1: %2 % of TCP segments retransmitted (limit %3 %) at the last sample; over the limit since "
               "%4")
                .arg(l->last.link, num(l->last.retransPercent), num(t.linkLossPercent),
                     l->lossySince.toUTC().toString(Qt::ISODate)),
            tr("Packets are lost on the way to the node: run the link check (Validation > L1) to find the "
               "hop; check the node's NIC and cable errors (ip -s link) and ask the provider about the path "
               "if the loss is upstream. Transfers and jobs that stream data slow down meanwhile."),
            l->lossySince};
    }
}

void AlertEngine::failureRule(const QDateTime &now, QList<Condition> &out) const
{
    for (auto c = m_ends.begin(); c != m_ends.end(); ++c) {
        const AlertThresholds t = m_thresholds.forCluster(c.key());
        const QDateTime from = now.addSecs(-qint64(t.jobFailureWindowMinutes) * 60);
        int finished = 0, failed = 0;
        QDateTime firstFailure;
        QStringList failedIds;
        for (const JobEnd &e : c.value()) {
            if (e.end < from || e.end > now)
                continue;
            ++finished;
            if (e.failed()) {
                ++failed;
                if (failedIds.size() < 5)
                    failedIds << e.jobId;
                if (!firstFailure.isValid() || e.end < firstFailure)
                    firstFailure = e.end;
            }
        }
        if (finished < t.jobFailureMinJobs || failed == 0 || double(failed) / finished < t.jobFailureShare)
            continue;
        out << Condition{
            AlertKind::JobFailures,
            AlertSeverity::Critical,
            c.key(),
            tr("jobs"),
            tr("%1 of %2 jobs that ended in the last %3 min failed (%4)")
                .arg(failed)
                .arg(finished)
                .arg(t.jobFailureWindowMinutes)
                .arg(failedIds.join(QStringLiteral(", "))),
            tr("Read the failed jobs' output and where they ran (scontrol show job ID, sinfo -R): one "
               "bad node or a broken image fails every job it gets. Drain a bad node (scontrol "
               "update nodename=NODE state=drain reason=...) and requeue the jobs."),
            firstFailure};
    }
}

void AlertEngine::staleRule(const QDateTime &now, QList<Condition> &out) const
{
    for (auto h = m_heartbeats.begin(); h != m_heartbeats.end(); ++h) {
        const qsizetype slash = h.key().indexOf(QLatin1Char('/'));
        const QString cluster = h.key().left(slash);
        const QString node = h.key().mid(slash + 1);
        const AlertThresholds t = m_thresholds.forCluster(cluster);
        const qint64 silent = h.value().secsTo(now);
        if (silent <= t.agentStaleSeconds)
            continue;
        if (m_neverHeard.contains(h.key())) {
            // Nothing ever answered from it: no agent to restart, the node or the way to it is the matter.
            Condition c{AlertKind::AgentStale,
                        AlertSeverity::Critical,
                        cluster,
                        node,
                        tr("%1 not reached since %2 (%3 s): no agent has answered from it")
                            .arg(node, h.value().toUTC().toString(Qt::ISODate))
                            .arg(silent),
                        tr("Check that %1 is up and reachable from the jump host (Check %2). Its agent "
                           "starts once the node can be reached. Its GPUs are not watched meanwhile.")
                            .arg(node, cluster),
                        h.value()};
            c.neverReached = true;
            out << c;
            continue;
        }
        out << Condition{
            AlertKind::AgentStale,
            AlertSeverity::Critical,
            cluster,
            node,
            tr("No telemetry from the agent on %1 for %2 s (last at %3)")
                .arg(node)
                .arg(silent)
                .arg(h.value().toUTC().toString(Qt::ISODate)),
            tr("Check that %1 is up and reachable (Check %2); restart its agent if the node is fine "
               "(Restart Agent, or clustergate agent restart %3). Its GPUs are not watched meanwhile.")
                .arg(node, cluster, shellWord(cluster + QLatin1Char('/') + node)),
            h.value()};
    }
}

void AlertEngine::costRule(QList<Condition> &out) const
{
    for (auto c = m_costs.begin(); c != m_costs.end(); ++c) {
        if (c->size() < 2)
            continue;
        const AlertThresholds t = m_thresholds.forCluster(c.key());
        const auto last = std::prev(c->end());
        const auto before = c->find(last.key().addDays(-1));
        if (before == c->end())
            continue;
        const QString reason = CostModel::anomalyReason(before->cost, last->cost,
                                                        AnomalyRule{t.costIncreaseRatio, t.costMinIncrease});
        if (reason.isEmpty())
            continue;
        out << Condition{
            AlertKind::CostAnomaly,
            AlertSeverity::Warning,
            c.key(),
            last.key().toString(Qt::ISODate),
            tr("Cost on %1: %2 %3, %4")
                .arg(last.key().toString(Qt::ISODate), num(last->cost), last->currency, reason),
            tr("See which projects and jobs grew (Planning > Cost…): a runaway or forgotten job, "
               "a new team, or a price change; cancel what is not needed."),
            QDateTime(last.key(), QTime(0, 0), Qt::UTC)};
    }
}

AlertChanges AlertEngine::evaluate(const QDateTime &now)
{
    QList<Condition> conditions;
    gpuIdleRule(now, conditions);
    queueRule(now, conditions);
    linkRule(conditions);
    lossRule(conditions);
    failureRule(now, conditions);
    staleRule(now, conditions);
    costRule(conditions);
    for (const Condition &c : std::as_const(m_refusals))
        conditions << c;

    AlertChanges changes;
    QSet<QString> present;
    for (const Condition &c : std::as_const(conditions)) {
        Alert probe;
        probe.kind = c.kind;
        probe.cluster = c.cluster;
        probe.subject = c.subject;
        const QString key = probe.key();
        present.insert(key);
        if (const auto it = m_activeByKey.constFind(key); it != m_activeByKey.constEnd()) {
            Alert &a = m_alerts[*it]; // already raised: no second alert, only fresher figures
            a.what = c.what;
            a.todo = c.todo;
            a.neverReached = c.neverReached;
            a.lastSeen = now;
            continue;
        }
        Alert a = probe;
        a.id = m_nextId++;
        a.severity = c.severity;
        a.what = c.what;
        a.todo = c.todo;
        a.neverReached = c.neverReached;
        a.since = c.since.isValid() ? c.since : now;
        a.raised = now;
        a.lastSeen = now;
        m_alerts.insert(a.id, a);
        m_activeByKey.insert(key, a.id);
        qCDebug(lcPlanning) << "alert raised:" << a.id << key;
        changes.raised << a;
    }
    for (auto it = m_activeByKey.begin(); it != m_activeByKey.end();) {
        if (present.contains(it.key())) {
            ++it;
            continue;
        }
        Alert &a = m_alerts[it.value()];
        a.cleared = now;
        qCDebug(lcPlanning) << "alert cleared:" << a.id << it.key();
        changes.cleared << a;
        it = m_activeByKey.erase(it);
    }
    while (m_alerts.size() > kMaxHistory) {
        auto oldest = m_alerts.begin();
        if (oldest->active())
            break; // never forget an active alert
        m_alerts.erase(oldest);
    }
    return changes;
}

QList<Alert> AlertEngine::active() const
{
    QList<Alert> out;
    for (quint64 id : m_activeByKey)
        out << m_alerts.value(id);
    std::sort(out.begin(), out.end(), [](const Alert &a, const Alert &b) {
        if (a.severity != b.severity)
            return int(a.severity) > int(b.severity);
        return a.id > b.id;
    });
    return out;
}

QList<Alert> AlertEngine::history() const
{
    QList<Alert> out;
    out.reserve(m_alerts.size());
    for (const Alert &a : m_alerts)
        out << a;
    std::reverse(out.begin(), out.end());
    return out;
}

std::optional<Alert> AlertEngine::alert(quint64 id) const
{
    const auto it = m_alerts.constFind(id);
    if (it == m_alerts.constEnd())
        return std::nullopt;
    return *it;
}

bool AlertEngine::acknowledge(quint64 id, const QString &who, const QDateTime &when)
{
    const auto it = m_alerts.find(id);
    if (it == m_alerts.end() || it->isAcknowledged())
        return false;
    it->acknowledged = when;
    it->acknowledgedBy = who;
    qCDebug(lcPlanning) << "alert acknowledged:" << id << "by" << who;
    return true;
}

int AlertEngine::unacknowledgedCount() const
{
    int n = 0;
    for (quint64 id : m_activeByKey)
        n += m_alerts.value(id).isAcknowledged() ? 0 : 1;
    return n;
}

} // namespace cg::planning
