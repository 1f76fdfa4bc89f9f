// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/squeue_poller.h"

namespace cg::jobs {

bool JobStatus::finished() const
{
    return false;
}

QString SqueueFormat::squeueCommand(bool)
{
    return {};
}
SqueueParse SqueueFormat::parseSqueue(const QByteArray &)
{
    return {};
}
QString SqueueFormat::scontrolCommand(const QString &)
{
    return {};
}
ScontrolParse SqueueFormat::parseScontrol(const QByteArray &)
{
    return {};
}
QDateTime SqueueFormat::parseTime(const QString &)
{
    return {};
}

ClusterPoller::ClusterPoller(QString cluster, int intervalSeconds)
    : m_cluster(std::move(cluster)), m_interval(intervalSeconds)
{
}

void ClusterPoller::setInterval(int seconds)
{
    m_interval = seconds;
}
void ClusterPoller::track(const QString &jobId)
{
    m_tracked.insert(jobId);
}
void ClusterPoller::untrack(const QString &jobId)
{
    m_tracked.remove(jobId);
}
QStringList ClusterPoller::tracked() const
{
    return {};
}
void ClusterPoller::noteSubmitted(const QString &jobId, const QDateTime &)
{
    track(jobId);
}
int ClusterPoller::currentInterval(const QDateTime &) const
{
    return m_interval;
}
QDateTime ClusterPoller::nextPollAt() const
{
    return {};
}
bool ClusterPoller::isDue(const QDateTime &) const
{
    return true;
}
PollCycle ClusterPoller::poll(const CommandRunner &, const QDateTime &)
{
    return {};
}
QStringList ClusterPoller::ingestSqueue(const QByteArray &, const QDateTime &, PollCycle *)
{
    return {};
}
void ClusterPoller::ingestScontrol(const QString &, const QByteArray &, PollCycle *) {}
void ClusterPoller::squeueFailed(const QString &, const QDateTime &, PollCycle *) {}
std::optional<JobStatus> ClusterPoller::status(const QString &) const
{
    return std::nullopt;
}
QList<JobStatus> ClusterPoller::statuses() const
{
    return {};
}
void ClusterPoller::record(const JobStatus &, PollCycle *) {}

ClusterPoller &JobMonitor::cluster(const QString &name)
{
    return m_pollers.try_emplace(name, name).first->second;
}

QStringList JobMonitor::clusters() const
{
    return {};
}
QList<PollCycle> JobMonitor::pollDue(const RunnerFor &, const QDateTime &)
{
    return {};
}
QDateTime JobMonitor::nextDue() const
{
    return {};
}

} // namespace cg::jobs
