// SPDX-License-Identifier: GPL-3.0-or-later
// The neutral words for jobs and nodes that every job backend maps its own onto: job and node states, a job
// in the queue, a node, a running or finished job's accounting record. QtCore only (the record parsers and
// their fuzzers use it alone); job_types.h adds what a submission needs.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace cg::jobs {

// Where a job is in its life, whatever the scheduler calls it.
enum class JobState {
    Unknown, // a state the backend does not map
    Pending, // queued, held or waiting for resources
    Running,
    Suspended,
    Completing, // ended, resources being released
    Requeued,   // sent back to the queue (not final)
    Completed,  // ended with status 0
    Failed,     // ended with a non-zero status
    Cancelled,
    Preempted,
    Timeout,  // ran into its time limit or deadline
    NodeFail, // a node it ran on (or was booting) failed
    OutOfMemory,
    Ended, // ended otherwise (special exit, reservation revoked)
};

// "pending", "running", ... (stable words for JSON and filters; not translated).
QString jobStateName(JobState s);
// The state for people (translated).
QString jobStateText(JobState s);
bool jobStateFinal(JobState s);  // the job will not run again by itself
bool jobStateFailed(JobState s); // Failed, NodeFail, OutOfMemory, Timeout: counts as a failure
bool jobStateActive(JobState s); // Running, Completing, Suspended: holds its allocation

// A node's readiness, whatever the scheduler calls it.
enum class NodeState {
    Unknown,
    Idle,
    Mixed,
    Allocated,
    Completing,
    Reserved,
    Draining,
    Drained,
    Down,
    Maintenance
};
QString nodeStateName(NodeState s); // "idle", "mixed", ...
bool nodeStateUsable(NodeState s);  // Idle, Mixed, Allocated, Completing, Reserved

// One job as the queue shows it.
struct JobStatus
{
    QString jobId;
    QString name;
    JobState phase = JobState::Unknown;
    QString state;  // the scheduler's own word, shown as is ("PENDING", "RUNNING", ...)
    QString reason; // why it waits or ended, in the scheduler's words ("Priority", "Resources", "None")
    int restarts = 0;
    QString elapsed;   // as the scheduler prints it ("1-02:03:04", "12:34")
    QString timeLimit; // as the scheduler prints it, or "UNLIMITED"
    QString partition; // the queue it is in
    int nodes = 0;
    QString nodeList;
    QString account;
    QString exitCode; // "0:0" (once the job left the queue)
    QDateTime submitted;
    QDateTime started;
    bool inQueue = false; // seen in the last listing (false: the last word came from a per-job query)

    bool finished() const { return jobStateFinal(phase); }
    // Whether its node list names `node` (the hostlist grammar: "gpu-[01-04]").
    bool runsOn(const QString &node) const;
};

// One node as the scheduler sees it (onboarding reads the names, the views the states).
struct NodeStatus
{
    QString name;
    NodeState phase = NodeState::Unknown;
    QString state;     // the scheduler's own word ("idle", "drained*", ...)
    QString partition; // empty when the backend has no queues
};

// A running or finished job's accounting record: what the cost model and the alerts need.
struct JobRecord
{
    QString jobId;
    QString name;
    QString user;    // "alice"
    QString account; // empty when none
    QString wckey;
    QString partition;
    JobState phase = JobState::Unknown;
    QString state; // the scheduler's own word
    QString cluster;
    QString nodeList;  // as printed: "gpu-[01-02]"
    QStringList nodes; // expanded
    QDateTime submit;
    QDateTime start;
    QDateTime end;          // invalid while running or unknown
    qint64 runSeconds = -1; // the scheduler's run time, -1 when not printed
    int numNodes = 0;
    int numTasks = 0;
    int gpus = -1;                        // GPUs allocated to the whole job; -1 when the record does not say
    QMap<QString, QList<int>> gpuIndices; // node -> GPU indices
    QString exitCode;                     // "3:0"
    QString source;                       // which listing it came from ("scontrol", "jobcomp", ...)

    bool gpusKnown() const { return gpus >= 0; }
    bool finished() const { return jobStateFinal(phase); }
    bool failed() const { return jobStateFailed(phase); }
    // Seconds the job held its allocation: end - start, or the run time while it runs; 0 before it starts.
    qint64 elapsedSeconds() const;
    double gpuHours() const { return gpus > 0 ? double(gpus) * double(elapsedSeconds()) / 3600.0 : 0.0; }
    // The project its cost is booked to: the account, else the WCKey, else the user.
    QString project() const;
};

} // namespace cg::jobs

Q_DECLARE_METATYPE(cg::jobs::JobStatus)
Q_DECLARE_METATYPE(cg::jobs::NodeStatus)
