// SPDX-License-Identifier: GPL-3.0-or-later
// The steps a job lost when a host lost it: how far it got (its log, read when the loss is seen) and where
// its restart resumed from (the wrapper's resume line in the new attempt's log), recorded as `job.resumed`.
#include "jobs/job_progress.h"
#include "jobs/ssh_hosts_backend.h"

#include <QJsonArray>

namespace cg::jobs {

namespace {

constexpr qint64 kProgressBytes = 256 * 1024; // the end of the log, for the last step reported
constexpr qint64 kResumeBytes = 64 * 1024;    // the start of the log, for the wrapper's resume line

} // namespace

qint64 SshHostsBackend::reportedStep(const HostsJob &job)
{
    for (int r = 0; r < job.ranks.size(); ++r) {
        Host *h = host(job.ranks.at(r).host);
        if (!h)
            continue;
        const Result<QList<AgentJob>> st = h->agent->status({job.agentId(r)});
        if (!st.ok() || st->isEmpty())
            continue;
        const qint64 size = st->first().logBytes;
        const Result<QByteArray> text =
            h->agent->logs(job.agentId(r), qMax<qint64>(0, size - kProgressBytes), kProgressBytes);
        if (!text.ok())
            continue;
        const qint64 step = JobProgress::lastStep(text.value());
        if (step >= 0)
            return step;
    }
    return -1;
}

void SshHostsBackend::recordResumes(HostsJobTable &table)
{
    for (HostsJob &job : table.jobs) {
        if (!job.resumePending || job.ranks.isEmpty() ||
            (job.stage != HostsJob::Stage::Started && job.stage != HostsJob::Stage::Ended))
            continue;
        Host *h = host(job.ranks.first().host);
        if (!h)
            continue;
        const Result<QByteArray> head = h->agent->logs(job.agentId(0), 0, kResumeBytes);
        const std::optional<ResumePoint> resumed =
            head.ok() ? JobProgress::resumedFrom(head.value()) : std::nullopt;
        if (!resumed) {
            if (job.stage == HostsJob::Stage::Ended)
                job.resumePending = false; // ended before it said: nothing to record
            continue;
        }
        job.resumePending = false;
        const QDateTime at = resumed->at.isValid() ? resumed->at : QDateTime::currentDateTimeUtc();
        QJsonArray hostsJson;
        for (const HostsRank &r : std::as_const(job.ranks))
            hostsJson.append(r.host);
        // An audit failure does not stop the job; the loss itself was recorded as job.requeued.
        static_cast<void>(audit(
            QStringLiteral("job.resumed"), QStringLiteral("job:%1/%2").arg(m_cluster, job.id),
            QJsonObject{{QStringLiteral("cluster"), m_cluster},
                        {QStringLiteral("jobId"), job.id},
                        {QStringLiteral("attempt"), job.attempt},
                        {QStringLiteral("restart"), job.restarts},
                        {QStringLiteral("hosts"), hostsJson},
                        {QStringLiteral("lastStep"), job.lostAtStep},
                        {QStringLiteral("checkpointStep"), resumed->step},
                        {QStringLiteral("stepsLost"), JobProgress::stepsLost(job.lostAtStep, resumed->step)},
                        {QStringLiteral("lostAt"), job.lostAt.toString(Qt::ISODate)},
                        {QStringLiteral("resumedAt"), at.toString(Qt::ISODate)},
                        {QStringLiteral("secondsToResume"),
                         job.lostAt.isValid() ? qMax<qint64>(0, job.lostAt.secsTo(at)) : -1}}));
    }
}

} // namespace cg::jobs
