// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/ssh_hosts_backend.h"

#include "jobs/slurm_script.h"
#include "protocol/job_description.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QThread>

#include <algorithm>

namespace cg::jobs {

namespace {

constexpr int kCancelGraceSeconds = 10;
constexpr qint64 kTailBytes = 256 * 1024;

QString elapsedText(qint64 seconds)
{
    if (seconds < 0)
        return {};
    const qint64 d = seconds / 86400, h = seconds / 3600 % 24, m = seconds / 60 % 60, s = seconds % 60;
    const QString hms = QStringLiteral("%1:%2:%3")
                            .arg(h, 2, 10, QLatin1Char('0'))
                            .arg(m, 2, 10, QLatin1Char('0'))
                            .arg(s, 2, 10, QLatin1Char('0'));
    return d > 0 ? QStringLiteral("%1-%2").arg(d).arg(hms) : hms;
}

JobState phaseOf(const QString &finalState)
{
    if (finalState == QLatin1String("completed"))
        return JobState::Completed;
    if (finalState == QLatin1String("failed"))
        return JobState::Failed;
    if (finalState == QLatin1String("cancelled"))
        return JobState::Cancelled;
    if (finalState == QLatin1String("lost"))
        return JobState::NodeFail;
    return JobState::Unknown;
}

} // namespace

SshHostsBackend::SshHostsBackend(LoginNode &node, QString cluster)
    : SshHostsBackend(node, std::move(cluster), false)
{
}

SshHostsBackend::SshHostsBackend(LoginNode &node, QString cluster, bool local)
    : JobBackend(node, std::move(cluster)), m_local(local)
{
}

bool SshHostsBackend::acceptsJobId(const QString &jobId) const
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]{0,47}$"));
    return re.match(jobId).hasMatch();
}

QString SshHostsBackend::advice(const QString &error) const
{
    if (error.contains(QLatin1String("No space left"), Qt::CaseInsensitive))
        return tr("A host of %1 has no space left for the agent or the job's directory "
                  "(~/.cache/clustergate): free some, then submit again.")
            .arg(m_cluster);
    if (error.contains(QLatin1String("Permission denied"), Qt::CaseInsensitive))
        return tr("The agent's directory on a host of %1 cannot be written by this user: check "
                  "~/.cache/clustergate there.")
            .arg(m_cluster);
    return {};
}

QString SshHostsBackend::tableFile() const
{
    return HostsJobTable::fileFor(kind(), m_cluster);
}

QString SshHostsBackend::newJobId(const QString &name) const
{
    QString base = name;
    base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("-"));
    while (!base.isEmpty() && !base.front().isLetterOrNumber())
        base.remove(0, 1);
    base = base.left(32);
    const QString stamp = QString::number(QDateTime::currentMSecsSinceEpoch(), 36) +
                          QString::number(QRandomGenerator::global()->bounded(36 * 36), 36);
    return base.isEmpty() ? stamp : base + QLatin1Char('-') + stamp;
}

void SshHostsBackend::pump(HostsJobTable &table)
{
    for (HostsJob &job : table.jobs) {
        if (job.stage != HostsJob::Stage::Queued)
            continue;
        const Placement p = place(job);
        if (p.ranks.isEmpty()) {
            job.reason = p.notes.isEmpty() ? tr("waiting for hosts") : p.notes.join(QStringLiteral("; "));
            break; // in order: a later job does not overtake one that waits
        }
        const Status st = startJob(job, p);
        if (!st.ok()) {
            job.reason = st.error();
            break;
        }
        job.reason.clear();
    }
}

void SshHostsBackend::refreshStates(HostsJobTable &table, std::map<QString, QString> *unreachable)
{
    // One status command per host for all the ranks it holds.
    std::map<QString, QStringList> perHost;
    for (const HostsJob &job : std::as_const(table.jobs)) {
        if (job.stage != HostsJob::Stage::Started)
            continue;
        for (int r = 0; r < job.ranks.size(); ++r)
            perHost[job.ranks.at(r).host] << job.agentId(r);
    }
    std::map<QString, AgentJob> seen;
    for (const auto &[name, ids] : perHost) {
        Host *h = host(name);
        const Result<QList<AgentJob>> states =
            h ? h->agent->status(ids)
              : Result<QList<AgentJob>>::failure(
                    tr("host %1 is no longer in cluster %2").arg(name, m_cluster));
        if (!states.ok()) {
            (*unreachable)[name] = states.error();
            continue;
        }
        for (const AgentJob &j : states.value())
            seen[j.id] = j;
    }
    for (HostsJob &job : table.jobs) {
        if (job.stage != HostsJob::Stage::Started)
            continue;
        bool anyRunning = false, anyUnknown = false, anyMissing = false, anyLost = false, anyFailed = false,
             anyCancelled = false;
        int exitStatus = 0;
        QStringList reasons;
        qint64 lastEnd = 0;
        int agentRestarts = 0;
        for (int r = 0; r < job.ranks.size(); ++r) {
            const auto it = seen.find(job.agentId(r));
            if (it == seen.end()) {
                anyMissing = true;
                const auto down = unreachable->find(job.ranks.at(r).host);
                if (down != unreachable->end())
                    reasons << down->second;
                continue;
            }
            const AgentJob &a = it->second;
            agentRestarts = qMax(agentRestarts, a.restarts);
            lastEnd = qMax(lastEnd, a.ended);
            if (a.state == QLatin1String("running")) {
                anyRunning = true;
            } else if (a.state == QLatin1String("completed")) {
            } else if (a.state == QLatin1String("failed")) {
                anyFailed = true;
                if (exitStatus == 0)
                    exitStatus = a.exitStatus;
            } else if (a.state == QLatin1String("cancelled")) {
                anyCancelled = true;
            } else if (a.state == QLatin1String("lost")) {
                anyLost = true;
                reasons << tr("host %1: %2").arg(job.ranks.at(r).host, a.reason);
            } else {
                // unknown (a tampered job directory) or absent: reported, never guessed
                anyUnknown = true;
                reasons
                    << tr("host %1: %2").arg(job.ranks.at(r).host, a.reason.isEmpty() ? a.state : a.reason);
            }
        }
        job.agentRestarts = agentRestarts;
        if (anyUnknown) {
            job.finalState.clear();
            job.reason = reasons.join(QStringLiteral("; "));
            continue;
        }
        if (anyLost && !anyCancelled) {
            const bool mayRestart = (job.restartPolicy != QLatin1String("never") || job.preemptible) &&
                                    job.restarts < job.maxRetries;
            // How far it got, as its log says, before the ranks still running elsewhere are stopped.
            const qint64 lastStep = mayRestart ? reportedStep(job) : -1;
            QStringList notes;
            static_cast<void>(cancelRanks(job, &notes)); // the ranks still running on the other hosts
            if (mayRestart) {
                static_cast<void>(
                    audit(QStringLiteral("job.requeued"), QStringLiteral("job:%1/%2").arg(m_cluster, job.id),
                          QJsonObject{{QStringLiteral("cluster"), m_cluster},
                                      {QStringLiteral("jobId"), job.id},
                                      {QStringLiteral("reason"), reasons.join(QStringLiteral("; "))},
                                      {QStringLiteral("restart"), job.restarts + 1},
                                      {QStringLiteral("lastStep"), lastStep}}));
                job.lostAtStep = lastStep;
                job.lostAt = QDateTime::currentDateTimeUtc();
                job.resumePending = true;
                job.stage = HostsJob::Stage::Queued;
                ++job.attempt;
                ++job.restarts;
                job.ranks.clear();
                job.reason = tr("requeued: %1").arg(reasons.join(QStringLiteral("; ")));
                // First in the queue again: it was running before the others were submitted.
                const HostsJob moved = job;
                table.jobs.removeIf([&](const HostsJob &j) { return j.id == moved.id; });
                table.jobs.prepend(moved);
                refreshStates(table, unreachable); // the list changed under the loop: start over
                return;
            }
            job.stage = HostsJob::Stage::Ended;
            job.finalState = QStringLiteral("lost");
            job.reason = reasons.join(QStringLiteral("; "));
            job.ended = QDateTime::currentDateTimeUtc();
            continue;
        }
        if (anyRunning || anyMissing) {
            job.finalState.clear();
            job.reason = reasons.join(QStringLiteral("; "));
            continue;
        }
        job.stage = HostsJob::Stage::Ended;
        job.finalState = anyCancelled ? QStringLiteral("cancelled")
                         : anyFailed  ? QStringLiteral("failed")
                                      : QStringLiteral("completed");
        job.exitStatus = exitStatus;
        job.ended =
            lastEnd > 0 ? QDateTime::fromSecsSinceEpoch(lastEnd, Qt::UTC) : QDateTime::currentDateTimeUtc();
    }
}

Status SshHostsBackend::cancelRanks(HostsJob &job, QStringList *notes)
{
    bool ok = true;
    for (int r = 0; r < job.ranks.size(); ++r) {
        Host *h = host(job.ranks.at(r).host);
        const Result<AgentJob> c =
            h ? h->agent->cancel(job.agentId(r), kCancelGraceSeconds)
              : Result<AgentJob>::failure(tr("host %1 is unknown").arg(job.ranks.at(r).host));
        if (!c.ok()) {
            ok = false;
            *notes << c.error();
        }
    }
    return ok ? Status(Ok{}) : Status::failure(notes->join(QStringLiteral("; ")));
}

// --- The use cases -------------------------------------------------------------------------------------

Result<BatchScript> SshHostsBackend::script(const JobSpec &spec, const SchedulerProfile &profile,
                                            const ScriptOptions &options) const
{
    return buildScript(spec, profile, options);
}

Result<Submission> SshHostsBackend::submit(const JobSpec &spec, const SchedulerProfile &profile,
                                           const SubmitOptions &options, bool *refused)
{
    using R = Result<Submission>;
    Submission sub;
    const Result<GateDecision> cleared = clear(spec, options.dryRun, refused);
    if (!cleared.ok())
        return R::failureOf(cleared);
    sub.gate = cleared.value();
    const Result<BatchScript> built = buildScript(spec, profile, options.script);
    if (!built.ok())
        return R::failure(built.error(), ErrorCode::Invalid);
    sub.script = built.value();

    HostsJob job;
    job.name = options.script.smokeRun ? spec.name + QLatin1String("-smoke") : spec.name;
    job.id = newJobId(job.name);
    job.user = qEnvironmentVariable("USER");
    job.account = sub.script.trace.account;
    job.nodes = options.script.smokeRun ? 1 : spec.replicas;
    job.gpusPerNode =
        options.script.smokeRun ? std::min(spec.resources.accelerators, 1) : spec.resources.accelerators;
    job.restartPolicy =
        options.script.smokeRun ? QStringLiteral("never") : restartPolicyName(spec.restartPolicy);
    job.preemptible = spec.preemptible && !options.script.smokeRun;
    job.maxRetries = options.script.smokeRun ? 0 : spec.maxRetries;
    job.timeLimitSeconds =
        options.script.smokeRun ? options.script.smokeTimeLimitSeconds : spec.timeLimitSeconds;
    job.warnBeforeSeconds =
        job.timeLimitSeconds > 0
            ? int(qMin(qint64(qMax(1, profile.signalLeadSeconds)), job.timeLimitSeconds / 2))
            : 0;
    job.script = sub.script.text;
    job.submitted = QDateTime::currentDateTimeUtc();

    refreshHosts();
    if (const Status fits = canEverFit(job.nodes, job.gpusPerNode); !fits.ok())
        return R::failureOf(fits);
    if (m_local && job.gpusPerNode > 0) {
        Host *h = hosts().first();
        if (h->problem.isEmpty() && h->gpus.free.size() < job.gpusPerNode)
            sub.script.warnings << tr("this machine has %1 free GPU(s) and the job asks for %2: it runs with "
                                      "CUDA_VISIBLE_DEVICES set to what is free")
                                       .arg(h->gpus.free.size())
                                       .arg(job.gpusPerNode);
    }
    if (options.dryRun) {
        const Placement p = place(job);
        QStringList where;
        for (const HostsRank &r : p.ranks)
            where << r.host;
        sub.schedulerSays =
            p.ranks.isEmpty()
                ? tr("the job would wait in the queue: %1").arg(p.notes.join(QStringLiteral("; ")))
                : tr("the job would start now on %1").arg(where.join(QStringLiteral(", ")));
        return sub;
    }

    HostsJobTable table(tableFile());
    if (const Status st = table.open(); !st.ok())
        return R::failureOf(st);
    table.jobs << job;
    pump(table);
    const HostsJob *now = table.find(job.id);
    if (const Status st = table.save(); !st.ok())
        return R::failureOf(st);
    sub.jobId = job.id;
    sub.remoteScript = now && now->stage == HostsJob::Stage::Started
                           ? QStringLiteral("%1:~/.cache/clustergate/jobs/%1/%2/script")
                                 .arg(now->ranks.first().host, now->agentId(0))
                           : tableFile();
    if (now && now->stage == HostsJob::Stage::Queued)
        sub.script.warnings << tr("job %1 waits in the queue of %2: %3").arg(job.id, m_cluster, now->reason);
    for (Host *h : hosts()) {
        if (!h->problem.isEmpty()) // said, never skipped in silence
            sub.script.warnings << tr("%1 (its GPUs are not counted)").arg(h->problem);
    }
    QJsonArray hostsJson;
    if (now)
        for (const HostsRank &r : now->ranks)
            hostsJson.append(r.host);
    const Status st =
        audit(QStringLiteral("job.submitted"), QStringLiteral("job:%1/%2").arg(m_cluster, job.id),
              QJsonObject{{QStringLiteral("cluster"), m_cluster},
                          {QStringLiteral("jobId"), job.id},
                          {QStringLiteral("loginNode"), m_node.describe()},
                          {QStringLiteral("hosts"), hostsJson},
                          {QStringLiteral("queued"), now && now->stage == HostsJob::Stage::Queued},
                          {QStringLiteral("nodes"), job.nodes},
                          {QStringLiteral("gpusPerNode"), job.gpusPerNode},
                          {QStringLiteral("smokeRun"), options.script.smokeRun},
                          {QStringLiteral("trace"), sub.script.trace.toJson()},
                          {QStringLiteral("gate"), sub.gate.toJson()}});
    if (!st.ok())
        sub.script.warnings
            << tr("job %1 was submitted, but the submission could not be written to the audit "
                  "log: %2")
                   .arg(job.id, st.error());
    return sub;
}

Status SshHostsBackend::act(JobAction action, const QString &jobId)
{
    if (!acceptsJobId(jobId))
        return Status::failure(tr("'%1' is not a job id of %2").arg(jobId, m_cluster), ErrorCode::Invalid);
    HostsJobTable table(tableFile());
    if (const Status st = table.open(); !st.ok())
        return st;
    HostsJob *job = table.find(jobId);
    if (!job)
        return Status::failure(tr("cluster %1 has no job %2").arg(m_cluster, jobId), ErrorCode::NotFound);
    m_refreshed = false;
    QStringList notes;
    QString auditAction;
    switch (action) {
    case JobAction::Cancel:
        if (job->stage == HostsJob::Stage::Ended)
            return Status::failure(tr("job %1 has ended already").arg(jobId), ErrorCode::Conflict);
        if (job->stage == HostsJob::Stage::Started) {
            if (const Status st = cancelRanks(*job, &notes); !st.ok())
                return Status::failure(tr("cancelling job %1: %2").arg(jobId, st.error()));
        }
        job->stage = HostsJob::Stage::Ended;
        job->finalState = QStringLiteral("cancelled");
        job->ended = QDateTime::currentDateTimeUtc();
        auditAction = QStringLiteral("job.cancelled");
        break;
    case JobAction::Requeue:
        if (job->stage != HostsJob::Stage::Started)
            return Status::failure(tr("job %1 is not running").arg(jobId), ErrorCode::Conflict);
        if (const Status st = cancelRanks(*job, &notes); !st.ok())
            return Status::failure(tr("requeueing job %1: %2").arg(jobId, st.error()));
        job->stage = HostsJob::Stage::Queued;
        ++job->attempt;
        job->ranks.clear();
        auditAction = QStringLiteral("job.requeued");
        break;
    case JobAction::Hold:
        if (job->stage != HostsJob::Stage::Queued)
            return Status::failure(tr("only a job that waits in the queue can be held"), ErrorCode::Conflict);
        job->stage = HostsJob::Stage::Held;
        auditAction = QStringLiteral("job.held");
        break;
    case JobAction::Release:
        if (job->stage != HostsJob::Stage::Held)
            return Status::failure(tr("job %1 is not held").arg(jobId), ErrorCode::Conflict);
        job->stage = HostsJob::Stage::Queued;
        auditAction = QStringLiteral("job.released");
        break;
    }
    if (action == JobAction::Requeue || action == JobAction::Release || action == JobAction::Cancel)
        pump(table); // what waited may fit now
    if (const Status st = table.save(); !st.ok())
        return st;
    return audit(auditAction, QStringLiteral("job:%1/%2").arg(m_cluster, jobId),
                 QJsonObject{{QStringLiteral("cluster"), m_cluster}, {QStringLiteral("jobId"), jobId}});
}

Result<QList<JobStatus>> SshHostsBackend::list(bool)
{
    using R = Result<QList<JobStatus>>;
    HostsJobTable table(tableFile());
    if (const Status st = table.open(); !st.ok())
        return R::failureOf(st);
    m_refreshed = false; // what is free is asked again on every listing (a follower lists for long)
    std::map<QString, QString> unreachable;
    refreshStates(table, &unreachable);
    pump(table);
    recordResumes(table);
    if (const Status st = table.save(); !st.ok())
        return R::failureOf(st);
    QList<JobStatus> out;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const HostsJob &j : std::as_const(table.jobs)) {
        JobStatus s;
        s.jobId = j.id;
        s.name = j.name;
        s.nodes = j.nodes;
        s.account = j.account;
        s.submitted = j.submitted;
        s.started = j.started;
        s.restarts = qMax(j.restarts, j.agentRestarts); // the runner counts from the console's restarts
        s.reason = j.reason;
        s.inQueue = true;
        QStringList hostNames;
        for (const HostsRank &r : j.ranks)
            hostNames << r.host;
        s.nodeList = hostNames.join(QLatin1Char(','));
        switch (j.stage) {
        case HostsJob::Stage::Queued:
            s.phase = JobState::Pending;
            s.state = QStringLiteral("QUEUED");
            break;
        case HostsJob::Stage::Held:
            s.phase = JobState::Pending;
            s.state = QStringLiteral("HELD");
            break;
        case HostsJob::Stage::Started: {
            bool down = false;
            for (const HostsRank &r : j.ranks)
                down |= unreachable.count(r.host) > 0;
            const bool unknown = !j.reason.isEmpty() && !down;
            s.phase = down || unknown ? JobState::Unknown : JobState::Running;
            s.state = down      ? QStringLiteral("UNREACHABLE")
                      : unknown ? QStringLiteral("UNKNOWN")
                                : QStringLiteral("RUNNING");
            s.elapsed = elapsedText(j.started.secsTo(now));
            break;
        }
        case HostsJob::Stage::Ended:
            s.phase = phaseOf(j.finalState);
            s.state = j.finalState.toUpper();
            s.exitCode = QStringLiteral("%1:0").arg(qMax(0, j.exitStatus));
            s.elapsed = j.started.isValid() ? elapsedText(j.started.secsTo(j.ended)) : QString();
            break;
        }
        out << s;
    }
    return out;
}

Result<QByteArray> SshHostsBackend::tail(const QString &jobId, int lines)
{
    using R = Result<QByteArray>;
    if (!acceptsJobId(jobId))
        return R::failure(tr("'%1' is not a job id of %2").arg(jobId, m_cluster), ErrorCode::Invalid);
    HostsJob job;
    {
        HostsJobTable table(tableFile());
        if (const Status st = table.open(); !st.ok())
            return R::failureOf(st);
        const HostsJob *found = table.find(jobId);
        if (!found)
            return R::failure(tr("cluster %1 has no job %2").arg(m_cluster, jobId), ErrorCode::NotFound);
        job = *found;
    }
    if (job.ranks.isEmpty())
        return R::failure(tr("job %1 waits in the queue and has no output yet (%2)").arg(jobId, job.reason),
                          ErrorCode::NotFound);
    Host *h = host(job.ranks.first().host);
    if (!h)
        return R::failure(tr("host %1 is no longer in cluster %2").arg(job.ranks.first().host, m_cluster));
    const Result<QList<AgentJob>> st = h->agent->status({job.agentId(0)});
    if (!st.ok())
        return R::failureOf(st);
    const qint64 size = st->isEmpty() ? 0 : st->first().logBytes;
    const Result<QByteArray> text =
        h->agent->logs(job.agentId(0), qMax<qint64>(0, size - kTailBytes), kTailBytes);
    if (!text.ok())
        return text;
    QList<QByteArray> all = text->split('\n');
    if (!all.isEmpty() && all.last().isEmpty())
        all.removeLast();
    const qsizetype from = qMax<qsizetype>(0, all.size() - qMax(1, lines));
    QByteArray out;
    for (qsizetype i = from; i < all.size(); ++i)
        out += all.at(i) + '\n';
    return out;
}

Status SshHostsBackend::follow(const QString &jobId, int lines,
                               const std::function<void(const QByteArray &)> &out,
                               const std::function<bool()> &stop, int checkSeconds)
{
    int attemptFollowed = -1;
    while (!stop || !stop()) {
        // The table again each round: a queued job starts, a lost one is moved to other hosts.
        const Result<QList<JobStatus>> now = list();
        if (!now.ok())
            return Status::failureOf(now);
        HostsJob job;
        {
            HostsJobTable table(tableFile());
            if (const Status st = table.open(); !st.ok())
                return st;
            const HostsJob *found = table.find(jobId);
            if (!found)
                return Status::failure(tr("cluster %1 has no job %2").arg(m_cluster, jobId),
                                       ErrorCode::NotFound);
            job = *found;
        }
        if (job.stage == HostsJob::Stage::Ended && attemptFollowed == job.attempt)
            return Ok{};
        if (job.ranks.isEmpty()) {
            if (job.stage == HostsJob::Stage::Ended)
                return Ok{};
            for (int i = 0; i < checkSeconds * 10 && !(stop && stop()); ++i)
                QThread::msleep(100);
            continue;
        }
        Host *h = host(job.ranks.first().host);
        if (!h)
            return Status::failure(
                tr("host %1 is no longer in cluster %2").arg(job.ranks.first().host, m_cluster));
        qint64 offset = 0;
        if (attemptFollowed != job.attempt && lines > 0) {
            const Result<QByteArray> last = tail(jobId, lines);
            if (last.ok())
                out(last.value());
            const Result<QList<AgentJob>> st = h->agent->status({job.agentId(0)});
            offset = st.ok() && !st->isEmpty() ? st->first().logBytes : 0;
        }
        attemptFollowed = job.attempt;
        if (const Status st = h->agent->follow(job.agentId(0), offset, out, stop); !st.ok())
            return st;
        lines = 0;
    }
    return Ok{};
}

Result<QList<NodeStatus>> SshHostsBackend::nodes()
{
    refreshHosts();
    QList<NodeStatus> out;
    for (Host *h : hosts()) {
        NodeStatus n;
        n.name = h->info.name;
        if (!h->problem.isEmpty()) {
            n.phase = NodeState::Down;
            n.state = h->problem;
        } else {
            const qsizetype total = h->gpus.total.size(), free = h->gpus.free.size();
            n.phase = total == 0 || free == total ? NodeState::Idle
                      : free == 0                 ? NodeState::Allocated
                                                  : NodeState::Mixed;
            n.state = tr("%1 of %2 GPUs free (%3)").arg(free).arg(total).arg(h->gpus.source);
        }
        out << n;
    }
    return out;
}

Result<QList<JobRecord>> SshHostsBackend::accounting()
{
    using R = Result<QList<JobRecord>>;
    HostsJobTable table(tableFile());
    if (const Status st = table.open(); !st.ok())
        return R::failureOf(st);
    QList<JobRecord> out;
    for (const HostsJob &j : std::as_const(table.jobs)) {
        if (!j.started.isValid())
            continue;
        JobRecord r;
        r.jobId = j.id;
        r.name = j.name;
        r.user = j.user;
        r.account = j.account;
        r.cluster = m_cluster;
        r.phase = j.stage == HostsJob::Stage::Ended ? phaseOf(j.finalState) : JobState::Running;
        r.state = j.stage == HostsJob::Stage::Ended ? j.finalState.toUpper() : QStringLiteral("RUNNING");
        r.submit = j.submitted;
        r.start = j.started;
        r.end = j.ended;
        r.numNodes = j.nodes;
        r.numTasks = j.nodes;
        r.gpus = j.gpusPerNode * j.nodes;
        for (const HostsRank &rank : j.ranks) {
            r.nodes << rank.host;
            r.gpuIndices.insert(rank.host, rank.gpus);
        }
        r.nodeList = r.nodes.join(QLatin1Char(','));
        r.exitCode = QStringLiteral("%1:0").arg(qMax(0, j.exitStatus));
        r.source = kind();
        out << r;
    }
    return out;
}

} // namespace cg::jobs
