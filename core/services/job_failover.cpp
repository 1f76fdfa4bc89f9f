// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/job_failover.h"

#include "ledger/audit_log.h"
#include "ledger/ledger.h"
#include "planning/cluster_choice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cg::services {

namespace {

QString subjectOf(const QString &cluster, const QString &jobId)
{
    return QStringLiteral("job:%1/%2").arg(cluster, jobId);
}

// A directory on the cluster for a POSIX shell: $HOME kept, everything else single-quoted.
QByteArray shellDir(const QString &dir)
{
    QString rest = dir;
    QByteArray head;
    if (rest.startsWith(QLatin1String("$HOME/"))) {
        head = "\"$HOME\"/";
        rest = rest.mid(6);
    }
    return head + '\'' + rest.toUtf8().replace('\'', "'\\''") + '\'';
}

// Lists step-N/ in MIRROR, newest first, and prints the first that is finished and matches its manifest.
QByteArray newestVerifiedCommand(const QString &mirror)
{
    return "m=" + shellDir(mirror) +
           "; [ -d \"$m\" ] || exit 0; cd \"$m\" || exit 3; "
           "for d in $(ls -1 | grep -E '^step-[0-9]+$' | sort -t- -k2,2nr); do "
           "[ -f \"$d/.done\" ] && [ -s \"$d/MANIFEST.sha256\" ] || continue; "
           "(cd \"$d\" && LC_ALL=C sha256sum --check --quiet --strict MANIFEST.sha256 >/dev/null 2>&1) || "
           "continue; echo \"$d\"; exit 0; done; exit 0";
}

} // namespace

QString failoverReasonName(FailoverReason r)
{
    switch (r) {
    case FailoverReason::Unreachable:
        return QStringLiteral("unreachable");
    case FailoverReason::Preempted:
        return QStringLiteral("preempted");
    case FailoverReason::Queued:
        return QStringLiteral("queued");
    case FailoverReason::ByHand:
        break;
    }
    return QStringLiteral("by-hand");
}

std::optional<FailoverReason> FailoverClock::observe(const QDateTime &now, bool reachable,
                                                     const std::optional<jobs::JobStatus> &status,
                                                     const jobs::FailoverPolicy &policy)
{
    const auto since = [&](QDateTime &mark) {
        if (!mark.isValid())
            mark = now;
        return mark.secsTo(now);
    };
    if (!reachable) {
        // What the job did while nobody could see it is unknown: only the unreachable clock runs.
        if (since(m_unreachableSince) >= policy.unreachableAfterSeconds)
            return FailoverReason::Unreachable;
        return std::nullopt;
    }
    m_unreachableSince = {};
    if (!status) {
        m_preemptedSince = {};
        m_pendingSince = {};
        return std::nullopt;
    }
    const jobs::JobState phase = status->phase;
    const bool preempted = phase == jobs::JobState::Preempted || phase == jobs::JobState::Requeued ||
                           (phase == jobs::JobState::Pending && status->restarts > 0);
    if (preempted) {
        m_pendingSince = {};
        if (since(m_preemptedSince) >= policy.preemptedAfterSeconds)
            return FailoverReason::Preempted;
        return std::nullopt;
    }
    m_preemptedSince = {};
    if (phase == jobs::JobState::Pending) {
        if (since(m_pendingSince) >= policy.queuedAfterSeconds)
            return FailoverReason::Queued;
        return std::nullopt;
    }
    m_pendingSince = {};
    return std::nullopt;
}

JobFailover::JobFailover(ledger::Ledger &ledger, QString actor, QString frontEnd, Opener opener)
    : m_ledger(ledger), m_actor(std::move(actor)), m_frontEnd(std::move(frontEnd)),
      m_opener(std::move(opener))
{
}

Result<std::optional<CarriedCheckpoint>> JobFailover::newestCheckpoint(OpenedCluster &cluster,
                                                                       const jobs::JobSpec &spec)
{
    using R = Result<std::optional<CarriedCheckpoint>>;
    const Result<jobs::BatchScript> script = cluster.jobs->script(spec, cluster.profile, {});
    if (!script.ok())
        return R::failureOf(script);
    if (script->dirMirrors.isEmpty())
        return R::failure(tr("the spec keeps no checkpoint in an object store that %1 has mounted (give "
                             "checkpoint.storage an object-store:// mirror and the cluster an object-store "
                             "root), so no checkpoint can be carried there")
                              .arg(cluster.profile.cluster),
                          ErrorCode::Refused);
    static const QRegularExpression stepRe(QStringLiteral("^step-(\\d+)$"));
    std::optional<CarriedCheckpoint> best;
    for (const QString &mirror : script->dirMirrors) {
        const jobs::RemoteRun run =
            cluster.node->run(newestVerifiedCommand(mirror), {}, jobs::JobBackend::kCommandTimeoutMs);
        if (!run.ok())
            return R::failure(
                run.problem(tr("looking for checkpoints in %1 on %2").arg(mirror, cluster.profile.cluster)),
                run.error.isEmpty() ? ErrorCode::Failed : ErrorCode::Unreachable);
        const QString name = QString::fromUtf8(run.out).trimmed();
        const auto m = stepRe.match(name);
        if (!m.hasMatch())
            continue;
        const qint64 step = m.captured(1).toLongLong();
        if (!best || step > best->step)
            best = CarriedCheckpoint{mirror, name, step};
    }
    return best;
}

SwitchOutcome JobFailover::refuse(const SwitchRequest &request, const QString &why,
                                  const jobs::GateDecision &gate)
{
    SwitchOutcome out;
    out.fromCluster = request.fromCluster;
    out.fromJobId = request.fromJobId;
    out.toCluster = request.toCluster;
    out.why = why;
    out.gate = gate;
    ledger::AuditEvent e;
    e.actor = m_actor;
    e.action = QStringLiteral("job.switch_refused");
    e.subject = subjectOf(request.fromCluster, request.fromJobId);
    e.details =
        QJsonObject{{QStringLiteral("from"), QJsonObject{{QStringLiteral("cluster"), request.fromCluster},
                                                         {QStringLiteral("jobId"), request.fromJobId}}},
                    {QStringLiteral("to"), QJsonObject{{QStringLiteral("cluster"), request.toCluster}}},
                    {QStringLiteral("reason"), failoverReasonName(request.reason)},
                    {QStringLiteral("seen"), request.detail},
                    {QStringLiteral("why"), why},
                    {QStringLiteral("gate"), gate.toJson()},
                    {QStringLiteral("frontEnd"), m_frontEnd}};
    const auto appended = m_ledger.audit().append(e);
    if (!appended.ok())
        out.why += QLatin1Char(' ') +
                   tr("(the refusal could not be written to the audit log: %1)").arg(appended.error());
    if (m_alerts)
        m_alerts(request.fromCluster, request.fromJobId,
                 tr("job %1 on %2 was not moved to %3: %4")
                     .arg(request.fromJobId, request.fromCluster, request.toCluster, why),
                 tr("The job stays on %1. Fix what is named (an approved export request for %2, a checkpoint "
                    "mirror, the backup's connection) or switch it to another cluster by hand.")
                     .arg(request.fromCluster, request.toCluster));
    return out;
}

SwitchOutcome JobFailover::switchJob(const SwitchRequest &request)
{
    jobs::GateDecision none;
    if (request.toCluster == request.fromCluster)
        return refuse(request, tr("the job is already on %1").arg(request.toCluster), none);
    Result<OpenedCluster> opened = m_opener(request.toCluster);
    if (!opened.ok())
        return refuse(request, opened.error(), none);
    OpenedCluster &to = opened.value();

    // The gate again, for the backup's destination: the approval that let the job run where it was says
    // nothing about the backup.
    const ClusterJobsSetup &setup = to.jobs->setup();
    if (!setup.gate)
        return refuse(request, tr("no compliance gate is set up for %1").arg(request.toCluster), none);
    const Result<jobs::GateDecision> gate = setup.gate->check(request.spec, setup.destination);
    if (!gate.ok())
        return refuse(request, tr("the compliance gate could not decide: %1").arg(gate.error()), none);
    if (!gate->allowed())
        return refuse(request,
                      tr("the compliance gate refuses %1: %2").arg(request.toCluster, gate->explanation()),
                      gate.value());

    // The newest checkpoint the backup can read; a spec that keeps checkpoints but none the backup can
    // reach is refused rather than restarted from scratch unnoticed.
    // A spec that keeps no checkpoint anywhere has nothing to carry: it starts again from the beginning.
    std::optional<CarriedCheckpoint> checkpoint;
    if (request.spec.resume.mode == jobs::ResumeMode::AutoLatest &&
        !request.spec.checkpoint.storage.isEmpty()) {
        const auto found = newestCheckpoint(to, request.spec);
        if (!found.ok())
            return refuse(request, found.error(), gate.value());
        checkpoint = found.value();
    }

    // The old job stops where its cluster still answers (a cluster that does not is why we are here).
    QString oldCancelled = QStringLiteral("unreachable");
    if (request.reason == FailoverReason::Unreachable) {
        // Asking would only wait for the connection's timeout again.
    } else if (Result<OpenedCluster> from = m_opener(request.fromCluster); from.ok()) {
        const Status st = from->jobs->act(jobs::JobAction::Cancel, request.fromJobId);
        oldCancelled = st.ok() ? QStringLiteral("cancelled") : st.error();
    } else {
        oldCancelled = from.error();
    }

    bool refused = false;
    const Result<jobs::Submission> sub = to.jobs->submit(request.spec, to.profile, {}, &refused);
    if (!sub.ok())
        return refuse(request, tr("submitting to %1 failed: %2").arg(request.toCluster, sub.error()),
                      gate.value());

    SwitchOutcome out;
    out.fromCluster = request.fromCluster;
    out.fromJobId = request.fromJobId;
    out.toCluster = request.toCluster;
    out.moved = true;
    out.newJobId = sub->jobId;
    out.checkpoint = checkpoint;
    out.gate = gate.value();
    QJsonObject cp{{QStringLiteral("step"), checkpoint ? checkpoint->step : -1}};
    if (checkpoint) {
        cp.insert(QStringLiteral("name"), checkpoint->name);
        cp.insert(QStringLiteral("mirror"), checkpoint->mirror);
    }
    ledger::AuditEvent e;
    e.actor = m_actor;
    e.action = QStringLiteral("job.switched");
    e.subject = subjectOf(request.toCluster, sub->jobId);
    e.details =
        QJsonObject{{QStringLiteral("from"), QJsonObject{{QStringLiteral("cluster"), request.fromCluster},
                                                         {QStringLiteral("jobId"), request.fromJobId},
                                                         {QStringLiteral("old"), oldCancelled}}},
                    {QStringLiteral("to"), QJsonObject{{QStringLiteral("cluster"), request.toCluster},
                                                       {QStringLiteral("jobId"), sub->jobId}}},
                    {QStringLiteral("checkpoint"), cp},
                    {QStringLiteral("reason"), failoverReasonName(request.reason)},
                    {QStringLiteral("seen"), request.detail},
                    {QStringLiteral("gate"), gate->toJson()},
                    {QStringLiteral("specHash"), sub->script.trace.specHash},
                    {QStringLiteral("frontEnd"), m_frontEnd}};
    const auto appended = m_ledger.audit().append(e);
    if (!appended.ok())
        out.why = tr("job %1 was moved to %2 as %3, but the switch could not be written to the audit log: %4")
                      .arg(request.fromJobId, request.toCluster, sub->jobId, appended.error());
    return out;
}

QStringList JobFailover::backupsFrom(const planning::ClusterChoice &choice, const QString &cluster)
{
    const auto nameAt = [&](const std::optional<int> &i) {
        return i && *i >= 0 && *i < choice.ranked.size() ? choice.ranked.at(*i).candidate.name : QString();
    };
    const QString primary = nameAt(choice.primary);
    const QString backup = nameAt(choice.backup);
    if (primary.isEmpty() || backup.isEmpty())
        return {};
    if (cluster == primary)
        return {backup};
    if (cluster == backup)
        return {primary};
    return {};
}

void JobFailover::watch(const QString &cluster, const QString &jobId, const jobs::JobSpec &spec,
                        const QStringList &backups)
{
    Watched w;
    w.cluster = cluster;
    w.jobId = jobId;
    w.spec = spec;
    w.backups = backups.isEmpty() ? spec.failover.backups : backups;
    if (w.backups.isEmpty())
        return;
    m_watched << w;
}

QList<JobFailover::WatchedJob> JobFailover::watchedJobs() const
{
    QList<WatchedJob> out;
    for (const Watched &w : m_watched)
        out << WatchedJob{w.cluster, w.jobId, w.backups, w.spec.failover};
    return out;
}

bool JobFailover::isWatching(const QString &cluster, const QString &jobId) const
{
    return std::any_of(m_watched.begin(), m_watched.end(),
                       [&](const Watched &w) { return w.cluster == cluster && w.jobId == jobId; });
}

void JobFailover::unwatch(const QString &cluster, const QString &jobId)
{
    m_watched.removeIf([&](const Watched &w) { return w.cluster == cluster && w.jobId == jobId; });
}

QList<SwitchOutcome> JobFailover::tick(const QDateTime &now)
{
    QList<SwitchOutcome> outcomes;
    // One listing per cluster per tick.
    QHash<QString, std::optional<QList<jobs::JobStatus>>> listings;
    for (qsizetype i = 0; i < m_watched.size();) {
        Watched &w = m_watched[i];
        if (!listings.contains(w.cluster)) {
            std::optional<QList<jobs::JobStatus>> listed;
            if (Result<OpenedCluster> c = m_opener(w.cluster); c.ok()) {
                const auto l = c->jobs->list();
                if (l.ok())
                    listed = l.value();
            }
            listings.insert(w.cluster, listed);
        }
        const auto &listed = listings.value(w.cluster);
        std::optional<jobs::JobStatus> status;
        if (listed) {
            for (const jobs::JobStatus &j : *listed) {
                if (j.jobId == w.jobId)
                    status = j;
            }
        }
        if (listed && status && status->finished() && status->phase != jobs::JobState::Preempted) {
            m_watched.removeAt(i); // done, one way or another: nothing to move
            continue;
        }
        const auto reason = w.clock.observe(now, listed.has_value(), status, w.spec.failover);
        if (!reason) {
            ++i;
            continue;
        }
        const qint64 limit = *reason == FailoverReason::Unreachable ? w.spec.failover.unreachableAfterSeconds
                             : *reason == FailoverReason::Preempted ? w.spec.failover.preemptedAfterSeconds
                                                                    : w.spec.failover.queuedAfterSeconds;
        const QString seen = *reason == FailoverReason::Unreachable
                                 ? tr("%1 did not answer for %2 s").arg(w.cluster).arg(limit)
                             : *reason == FailoverReason::Preempted
                                 ? tr("preempted and not running again for %1 s").arg(limit)
                                 : tr("waiting in the queue for %1 s").arg(limit);
        std::optional<Watched> next;
        for (const QString &backup : std::as_const(w.backups)) {
            SwitchRequest r{w.cluster, w.jobId, w.spec, backup, *reason, seen};
            SwitchOutcome o = switchJob(r);
            outcomes << o;
            if (o.moved) {
                Watched moved = w;
                moved.cluster = backup;
                moved.jobId = o.newJobId;
                moved.backups.removeAll(backup);
                moved.clock.reset();
                next = moved;
                break;
            }
        }
        if (next) {
            m_watched.removeAt(i);
            if (!next->backups.isEmpty())
                m_watched.insert(i++, *next);
            continue;
        }
        w.clock.reset(); // refused everywhere: the job stays; asked again once the limit runs out again
        ++i;
    }
    return outcomes;
}

Result<QList<QJsonObject>> JobFailover::timeline(ledger::Ledger &ledger, const QString &cluster,
                                                 const QString &jobId)
{
    using R = Result<QList<QJsonObject>>;
    ledger::AuditQuery q;
    q.actionPrefix = QStringLiteral("job.");
    q.limit = -1;
    const auto rows = ledger.audit().rows(q);
    if (!rows.ok())
        return R::failureOf(rows);
    QList<QJsonObject> details;
    details.reserve(rows->size());
    for (const ledger::AuditRow &r : rows.value())
        details << QJsonDocument::fromJson(r.details.toUtf8()).object();

    // The jobs linked by switches, both ways, until nothing new is found.
    QSet<QString> subjects{subjectOf(cluster, jobId)};
    for (bool grew = true; grew;) {
        grew = false;
        for (qsizetype i = 0; i < rows->size(); ++i) {
            if (rows->at(i).action != QLatin1String("job.switched"))
                continue;
            const QJsonObject from = details.at(i).value(QStringLiteral("from")).toObject();
            const QJsonObject to = details.at(i).value(QStringLiteral("to")).toObject();
            const QString a = subjectOf(from.value(QStringLiteral("cluster")).toString(),
                                        from.value(QStringLiteral("jobId")).toString());
            const QString b = subjectOf(to.value(QStringLiteral("cluster")).toString(),
                                        to.value(QStringLiteral("jobId")).toString());
            if (subjects.contains(a) != subjects.contains(b)) {
                subjects << a << b;
                grew = true;
            }
        }
    }
    static const QRegularExpression subjectRe(QStringLiteral("^job:(.*)/([^/]+)$"));
    QList<QJsonObject> out;
    for (qsizetype i = 0; i < rows->size(); ++i) {
        const ledger::AuditRow &r = rows->at(i);
        if (!subjects.contains(r.subject))
            continue;
        const auto m = subjectRe.match(r.subject);
        out << QJsonObject{{QStringLiteral("seq"), r.seq},
                           {QStringLiteral("at"), r.recordedAt},
                           {QStringLiteral("actor"), r.actor},
                           {QStringLiteral("action"), r.action},
                           {QStringLiteral("cluster"), m.captured(1)},
                           {QStringLiteral("jobId"), m.captured(2)},
                           {QStringLiteral("details"), details.at(i)}};
    }
    if (out.isEmpty())
        return R::failure(tr("the audit log has nothing about job %1 on %2").arg(jobId, cluster),
                          ErrorCode::NotFound);
    return out;
}

} // namespace cg::services
