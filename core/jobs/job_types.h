// SPDX-License-Identifier: GPL-3.0-or-later
// The words every job backend speaks (job_backend.h): neutral job and node states, a job in the queue, a
// node, a finished job's accounting record, the profile a cluster's scheduler is used with, and what a
// submission answers. No scheduler's command or state name appears here; each backend maps its own onto
// these (Slurm's in slurm_records.h).
#pragma once

#include "common/result.h"
#include "jobs/compliance_gate.h"
#include "jobs/job_spec.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {
struct ClusterPlacement;
}

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

// A QoS and/or a partition a priority maps to on one cluster (either may be empty).
struct SchedulingTarget
{
    QString qos;
    QString partition;
};

enum class ContainerRuntime { Apptainer, Pyxis };
QString containerRuntimeName(ContainerRuntime r); // "apptainer", "pyxis"

// How one cluster's scheduler is used (queues, QoS, accounts, storage places). Filled from the cluster's
// settings in the inventory; every backend reads what applies to it.
struct SchedulerProfile
{
    QString cluster;          // the cluster's name in the console (messages, traceability)
    QString defaultPartition; // empty: the scheduler's default queue
    QMap<Priority, SchedulingTarget> priorities;
    SchedulingTarget preemptible;  // used for preemptible specs when not empty (e.g. a scavenger QoS)
    QString account;               // charged when the spec names none
    bool supportsSwitches = false; // topology/tree: --switches is honoured
    int switchesMaxWaitMinutes = 30;
    // `interconnect: high-speed`: the node feature the nodes on the high-speed fabric carry
    // (--constraint=FEATURE), with --switches=1@wait where supportsSwitches. Neither: such a spec is
    // refused, never placed anywhere.
    QString interconnectFeature;
    // object-store://BUCKET/KEY (docs/jobs.md): ROOT/BUCKET/KEY when the object store is mounted on the
    // cluster at objectStoreRoot, else REMOTE:BUCKET/KEY through the nodes' rclone when objectStoreRemote
    // names a remote of theirs. Neither: object-store URIs are refused.
    QString objectStoreRoot;
    QString objectStoreRemote;
    QString defaultBucket;       // what the guides' placeholder <bucket> stands for; empty: it is refused
    QString stagingRoot;         // datasets are staged under it; empty: $HOME/clustergate/datasets
    int lowPriorityNice = 10000; // nice value for priority low when the table maps no QoS or partition to it
    int signalLeadSeconds = 120; // --signal=B:USR1@N
    QString checkpointRoot;      // shared filesystem; empty: $HOME/clustergate/checkpoints
    QString logDirectory;        // where %x-%j.out goes; empty: the submit directory
    ContainerRuntime containerRuntime = ContainerRuntime::Apptainer;

    // Stable text of every field (part of the spec hash).
    QByteArray canonical() const;
    // Takes a saved cluster's placement and object-store settings (the inventory's).
    void applyPlacement(const ClusterPlacement &placement);
};

// What a result needs to be reproduced and traced, recorded with every submission.
struct Traceability
{
    QString specHash; // SHA-256 (hex) of the canonical spec and profile
    QString cluster;
    QString account;
    QString project;
    QString codeCommit;
    QString image;
    QString environment;
    QStringList datasets; // "name@version" ("name" without a version)
    std::optional<qint64> seed;

    QJsonObject toJson() const;       // for the audit log
    QStringList commentLines() const; // "# clustergate: key=value" lines in the script
};

struct ScriptOptions
{
    // A smoke run: one node, at most one accelerator, a short time limit and no requeue; the command
    // gets CG_SMOKE_STEPS and its own checkpoint directory (<dir>-smoke, emptied first).
    bool smokeRun = false;
    int smokeSteps = 20;
    qint64 smokeTimeLimitSeconds = 15 * 60;
    int sealIntervalSeconds = 5; // how often running checkpoints are looked for
};

struct BatchScript
{
    QString text;              // the whole script, for the scheduler and "Show script"
    QStringList sbatchOptions; // the scheduler options, as in the script ("--nodes=2", ...)
    Traceability trace;
    QString checkpointDir;     // CG_CHECKPOINT_DIR as written in the script ($HOME may appear)
    QStringList s3Mirrors;     // s3:// targets
    QStringList dirMirrors;    // directories on the cluster (object-store:// on a mounted object store)
    QStringList rcloneMirrors; // REMOTE:path (object-store:// through rclone)
    QString datasetSource;     // what is staged (a directory, REMOTE:path or s3:// URI); empty: none
    QString datasetDir;        // CG_DATASET_DIR as written in the script
    QString logDirectory;      // must exist before the job starts (empty: the submit directory)
    QStringList warnings;      // what the cluster cannot honour (e.g. locality without topology)
};

// One job change that people can ask for.
enum class JobAction { Cancel, Requeue, Hold, Release };
QString jobActionName(JobAction a); // "cancel", "requeue", "hold", "release"

struct SubmitOptions
{
    bool dryRun = false; // the scheduler says when and where it would start; nothing is queued
    ScriptOptions script;
};

struct Submission
{
    QString jobId;        // empty for a dry run
    QString slurmCluster; // the federation member that took it ("jobid;cluster"), where the scheduler says
    BatchScript script;
    GateDecision gate;
    QString remoteScript;  // where the script was kept on the login node
    QString schedulerSays; // a dry run: the scheduler's answer ("Job 12 to start at ...")
};

} // namespace cg::jobs

Q_DECLARE_METATYPE(cg::jobs::JobStatus)
Q_DECLARE_METATYPE(cg::jobs::NodeStatus)
