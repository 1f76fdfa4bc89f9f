// SPDX-License-Identifier: GPL-3.0-or-later
// The words every job backend speaks (job_backend.h): the neutral states and records (job_record.h), the
// profile a cluster's scheduler is used with, and what a submission answers. No scheduler's command or state
// name appears here; each backend maps its own onto these (Slurm's in slurm_records.h).
#pragma once

#include "common/result.h"
#include "jobs/compliance_gate.h"
#include "jobs/job_record.h"
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
