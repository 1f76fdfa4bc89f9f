// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/job_record.h"

#include "inventory/hostlist.h"

namespace cg::jobs {

QString jobStateName(JobState s)
{
    switch (s) {
    case JobState::Unknown:
        return QStringLiteral("unknown");
    case JobState::Pending:
        return QStringLiteral("pending");
    case JobState::Running:
        return QStringLiteral("running");
    case JobState::Suspended:
        return QStringLiteral("suspended");
    case JobState::Completing:
        return QStringLiteral("completing");
    case JobState::Requeued:
        return QStringLiteral("requeued");
    case JobState::Completed:
        return QStringLiteral("completed");
    case JobState::Failed:
        return QStringLiteral("failed");
    case JobState::Cancelled:
        return QStringLiteral("cancelled");
    case JobState::Preempted:
        return QStringLiteral("preempted");
    case JobState::Timeout:
        return QStringLiteral("timeout");
    case JobState::NodeFail:
        return QStringLiteral("node-fail");
    case JobState::OutOfMemory:
        return QStringLiteral("out-of-memory");
    case JobState::Ended:
        return QStringLiteral("ended");
    }
    return QStringLiteral("unknown");
}

QString jobStateText(JobState s)
{
    switch (s) {
    case JobState::Unknown:
        return QCoreApplication::translate("cg::jobs::JobState", "unknown");
    case JobState::Pending:
        return QCoreApplication::translate("cg::jobs::JobState", "pending");
    case JobState::Running:
        return QCoreApplication::translate("cg::jobs::JobState", "running");
    case JobState::Suspended:
        return QCoreApplication::translate("cg::jobs::JobState", "suspended");
    case JobState::Completing:
        return QCoreApplication::translate("cg::jobs::JobState", "completing");
    case JobState::Requeued:
        return QCoreApplication::translate("cg::jobs::JobState", "requeued");
    case JobState::Completed:
        return QCoreApplication::translate("cg::jobs::JobState", "completed");
    case JobState::Failed:
        return QCoreApplication::translate("cg::jobs::JobState", "failed");
    case JobState::Cancelled:
        return QCoreApplication::translate("cg::jobs::JobState", "cancelled");
    case JobState::Preempted:
        return QCoreApplication::translate("cg::jobs::JobState", "preempted");
    case JobState::Timeout:
        return QCoreApplication::translate("cg::jobs::JobState", "timed out");
    case JobState::NodeFail:
        return QCoreApplication::translate("cg::jobs::JobState", "node failed");
    case JobState::OutOfMemory:
        return QCoreApplication::translate("cg::jobs::JobState", "out of memory");
    case JobState::Ended:
        return QCoreApplication::translate("cg::jobs::JobState", "ended");
    }
    return {};
}

bool jobStateFinal(JobState s)
{
    switch (s) {
    case JobState::Completed:
    case JobState::Failed:
    case JobState::Cancelled:
    case JobState::Preempted:
    case JobState::Timeout:
    case JobState::NodeFail:
    case JobState::OutOfMemory:
    case JobState::Ended:
        return true;
    default:
        return false;
    }
}

bool jobStateFailed(JobState s)
{
    return s == JobState::Failed || s == JobState::NodeFail || s == JobState::OutOfMemory ||
           s == JobState::Timeout;
}

bool jobStateActive(JobState s)
{
    return s == JobState::Running || s == JobState::Completing || s == JobState::Suspended;
}

QString nodeStateName(NodeState s)
{
    switch (s) {
    case NodeState::Unknown:
        return QStringLiteral("unknown");
    case NodeState::Idle:
        return QStringLiteral("idle");
    case NodeState::Mixed:
        return QStringLiteral("mixed");
    case NodeState::Allocated:
        return QStringLiteral("allocated");
    case NodeState::Completing:
        return QStringLiteral("completing");
    case NodeState::Reserved:
        return QStringLiteral("reserved");
    case NodeState::Draining:
        return QStringLiteral("draining");
    case NodeState::Drained:
        return QStringLiteral("drained");
    case NodeState::Down:
        return QStringLiteral("down");
    case NodeState::Maintenance:
        return QStringLiteral("maintenance");
    }
    return QStringLiteral("unknown");
}

bool nodeStateUsable(NodeState s)
{
    return s == NodeState::Idle || s == NodeState::Mixed || s == NodeState::Allocated ||
           s == NodeState::Completing || s == NodeState::Reserved;
}

bool JobStatus::runsOn(const QString &node) const
{
    if (nodeList.isEmpty())
        return false;
    const auto hosts = Hostlist::expandSlurm(nodeList);
    return hosts.ok() && hosts->contains(node);
}

qint64 JobRecord::elapsedSeconds() const
{
    if (runSeconds >= 0)
        return runSeconds;
    if (start.isValid() && end.isValid() && end > start)
        return start.secsTo(end);
    return 0;
}

QString JobRecord::project() const
{
    if (!account.isEmpty())
        return account;
    if (!wckey.isEmpty())
        return wckey;
    return user;
}

} // namespace cg::jobs
