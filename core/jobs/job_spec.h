// SPDX-License-Identifier: GPL-3.0-or-later
// JobSpec: what a renter asks the cluster to run, in YAML, independent of any one cluster so that the
// same file can be submitted to another cluster profile. The parser reports every problem it finds (not
// only the first), each with its 1-based line and column and what was expected; unknown keys are errors,
// with a "did you mean" when a known key is close. Two layouts read into the same JobSpec:
//
// The flat layout (the shipped templates in resources/jobs/ use every key):
//   name, priority (high|normal|low), queue, replicas, resources {accelerators, cpu, memory_gb,
//   interconnect (any|high-speed)}, locality (any|same-switch), time_limit (2-00:00:00, 48:00:00, 90m,
//   36h, 2d), image | environment, command, datasets [name | {id, version}], storage {dataset,
//   checkpoint}, checkpoint {storage [path, s3://..., object-store://...], target, interval_steps,
//   keep_last, verify_on_write}, resume (auto-latest|never | {mode|strategy, fallback:
//   previous|from-scratch|scratch|fail}), preemptible, restartPolicy (never|on-preemption|on-failure),
//   maxRetries, account, project, seed, commit, failover {backups [cluster...], unreachable_after,
//   preempted_after, queued_after (durations as time_limit, also 45s)}
//
// The guides' layout (docs/jobs.md): `job:` at the top holding the flat keys, with the per-replica ones
// (resources, command, image, environment) under `job: worker:`; `checkpoint` and `resume` either inside
// `job` or next to it at the top. Keys of the two layouts mixed at the top are an error naming them.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg::jobs {

enum class Priority { High, Normal, Low };
QString priorityName(Priority p); // "high", "normal", "low"
std::optional<Priority> priorityFromName(const QString &s);

// What the wrapper does when a run ends before the command finished.
enum class RestartPolicy {
    Never,        // never requeue
    OnPreemption, // requeue after preemption or the time-limit warning, not after the command failed
    OnFailure,    // also requeue when the command exits non-zero
};
QString restartPolicyName(RestartPolicy p); // "never", "on-preemption", "on-failure"
std::optional<RestartPolicy> restartPolicyFromName(const QString &s);

// Where replicas may land on the interconnect.
enum class Locality { Any, SameSwitch };
QString localityName(Locality l); // "any", "same-switch"
std::optional<Locality> localityFromName(const QString &s);

enum class ResumeMode { AutoLatest, Never };
QString resumeModeName(ResumeMode m); // "auto-latest", "never"
std::optional<ResumeMode> resumeModeFromName(const QString &s);

// What auto-latest does when the newest checkpoint does not verify.
enum class ResumeFallback {
    Previous, // the newest older checkpoint that verifies; from scratch when none does
    Scratch,  // start from scratch
    Fail,     // stop the job (no requeue) so that a person looks at it
};
QString fallbackName(ResumeFallback f); // "previous", "scratch", "fail"
std::optional<ResumeFallback> fallbackFromName(const QString &s);

// What the network between replicas must be.
enum class Interconnect {
    Any,
    HighSpeed, // the cluster's high-speed fabric, placed by its topology (a feature or --switches)
};
QString interconnectName(Interconnect i); // "any", "high-speed"
std::optional<Interconnect> interconnectFromName(const QString &s);

// Per replica (one replica per node).
struct ReplicaResources
{
    int accelerators = 0;
    int cpus = 1;
    double memoryGb = 0; // 0: the partition's default
    Interconnect interconnect = Interconnect::Any;
};

// A dataset from the ledger: its name (or numeric ledger id) and the version the job reads.
struct DatasetRef
{
    QString id;
    QString version; // optional, recorded for traceability
};

// A place in `storage` and `checkpoint` as written: a path on the cluster or an object-store URI.
struct StorageLocation
{
    enum class Kind {
        Path,        // absolute, ~/..., or relative to the cluster's root for it
        S3,          // s3://bucket/key: through the node's rclone or aws CLI
        ObjectStore, // object-store://bucket/key: as the cluster's settings map it (slurm_script.h)
    };
    Kind kind = Kind::Path;
    QString bucket; // "<bucket>": the guides' placeholder, the cluster's default bucket
    QString key;    // without a leading or trailing '/'; may be empty (the whole bucket)
    QString text;   // as written

    static constexpr const char *kBucketPlaceholder = "<bucket>";
};

struct CheckpointPolicy
{
    // Where checkpoints live: one shared-filesystem path at most (absolute, or relative to the cluster's
    // checkpoint root) and s3:// or object-store:// URIs (mirrors).
    QStringList storage;
    int intervalSteps = 0; // given to the job as CG_CHECKPOINT_INTERVAL; 0: the job decides
    int keepLast = 3;
    bool verifyOnWrite = true;
};

struct ResumePolicy
{
    ResumeMode mode = ResumeMode::AutoLatest;
    ResumeFallback fallback = ResumeFallback::Previous;
};

// Where the job goes when its cluster fails it (job_failover.h): the backups in order, and how long each
// condition may last before the job is moved. Not part of the spec hash (it does not change what runs).
struct FailoverPolicy
{
    QStringList backups;                  // saved clusters' names, tried in order; empty: no failover
    qint64 unreachableAfterSeconds = 600; // the cluster answered nothing for this long
    qint64 preemptedAfterSeconds = 900;   // preempted and not running again for this long
    qint64 queuedAfterSeconds = 2 * 3600; // pending for this long

    bool enabled() const { return !backups.isEmpty(); }
};

struct JobSpec
{
    QString name; // [A-Za-z0-9._-], 1-64 characters
    Priority priority = Priority::Normal;
    QString queue; // a partition that overrides the cluster's priority table; empty: the table decides
    int replicas = 1;
    ReplicaResources resources;
    Locality locality = Locality::Any;
    qint64 timeLimitSeconds = 0; // 0: the partition's default
    QString image;               // container image; exclusive with `environment`
    QString environment;         // a virtualenv or conda prefix on the cluster
    QString command;             // bash, run once per replica
    QList<DatasetRef> datasets;
    // Copied to the cluster before the command runs (CG_DATASET_DIR): a path on the cluster (used in
    // place), s3:// or object-store://. Empty: nothing to stage.
    QString datasetSource;
    CheckpointPolicy checkpoint;
    ResumePolicy resume;
    bool preemptible = false;
    RestartPolicy restartPolicy = RestartPolicy::OnPreemption;
    int maxRetries = 3;
    QString account; // charged account; empty: the cluster profile's
    QString project;
    std::optional<qint64> seed;
    QString codeCommit;
    FailoverPolicy failover;

    // Stable text of every field in a fixed order (for the spec hash). Equal specs give equal bytes.
    QByteArray canonical() const;
};

// One problem in a spec: where (1-based; 0 when the position is unknown) and what was expected.
struct SpecError
{
    int line = 0;
    int column = 0;
    QString message;

    QString text() const; // "line 3, column 5: ..."
};

// How a spec file is laid out (see the top of this file).
enum class SpecLayout { Flat, Guide };

struct SpecParse
{
    std::optional<JobSpec> spec; // set when there is no error
    QList<SpecError> errors;
    SpecLayout layout = SpecLayout::Flat;

    bool ok() const { return spec.has_value() && errors.isEmpty(); }
    // Every error on its own line, prefixed by `source` ("train.yaml: line 3, column 5: ...").
    QString errorText(const QString &source) const;
};

class JobSpecs
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::JobSpecs)

public:
    static constexpr qint64 kMaxSpecBytes = 1024 * 1024;

    // Parses and validates a spec. Never throws, whatever the bytes.
    static SpecParse parse(const QByteArray &yaml);
    // A file, or a template name ("training"): errors are prefixed with the file name.
    static Result<JobSpec> load(const QString &pathOrTemplate);
    // The spec as YAML that `parse` reads back to an equal spec (for the submit form and "Save as"), in
    // either layout.
    static QByteArray toYaml(const JobSpec &spec, SpecLayout layout = SpecLayout::Flat);

    // A `storage`/`checkpoint` entry: nullopt with `why` set when it is not one (unknown URI scheme, a
    // bad bucket name, characters a path on the cluster cannot have).
    static std::optional<StorageLocation> storageLocation(const QString &text, QString *why);

    // Shipped templates (":/jobs/NAME.yaml"): "batch-inference", "fine-tuning", "training".
    static QStringList templateNames();
    static QByteArray templateText(const QString &name); // empty when there is no such template

    // "2-00:00:00", "48:00:00", "90m", "36h", "2d" or minutes ("90"); nullopt when not a duration.
    static std::optional<qint64> parseDuration(const QString &text);
    static QString slurmDuration(qint64 seconds); // "2-00:00:00", "01:30:00"
};

} // namespace cg::jobs
