// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/slurm_script.h"

#include "inventory/inventory.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>
#include <utility>

namespace cg::jobs {

namespace {

// The wrapper's bash functions: a raw string literal kept in its own file so that it reads as a script.
const char *const kWrapperFunctions =
#include "jobs/slurm_wrapper.inc"
    ;

const QString kHome = QStringLiteral("$HOME");

// Single-quoted for bash: nothing inside is expanded.
QString shq(const QString &s)
{
    QString out = s;
    out.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + out + QLatin1Char('\'');
}

bool isSlurmName(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"));
    return re.match(s).hasMatch();
}

bool isPlainPath(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._/+@%,=~-]*$"));
    return re.match(s).hasMatch();
}

// A path that may start with $HOME or ~ (expanded by the job's shell), as a double-quoted bash word.
std::optional<QString> shellPath(QString path)
{
    bool home = false;
    if (path == QLatin1String("~") || path.startsWith(QLatin1String("~/"))) {
        path = path.mid(1);
        home = true;
    } else if (path == kHome || path.startsWith(kHome + QLatin1Char('/'))) {
        path = path.mid(kHome.size());
        home = true;
    }
    if (!isPlainPath(path) || path.contains(QLatin1Char('~')))
        return std::nullopt;
    return QLatin1Char('"') + (home ? kHome : QString()) + path + QLatin1Char('"');
}

QString memoryOption(double gb)
{
    if (gb == std::floor(gb))
        return QStringLiteral("--mem=%1G").arg(qint64(gb));
    return QStringLiteral("--mem=%1M").arg(qint64(std::ceil(gb * 1024)));
}

QByteArray field(const char *key, const QString &value)
{
    const QByteArray v = value.toUtf8();
    return QByteArray(key) + '=' + QByteArray::number(v.size()) + ':' + v + '\n';
}

// A here-document delimiter that no line of `text` equals.
QString delimiterFor(const QString &text)
{
    QString d = QStringLiteral("CG_COMMAND_EOF_") +
                QString::fromLatin1(
                    QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
    const QStringList lines = text.split(QLatin1Char('\n'));
    while (lines.contains(d))
        d += QLatin1Char('X');
    return d;
}

// Where a `storage`/`checkpoint` entry lives on one cluster.
struct Place
{
    enum Kind { Path, S3, Dir, Rclone };
    Kind kind = Path;
    QString target;     // the path, s3:// URI, directory or REMOTE:path
    QString objectPath; // bucket/key for URIs (where a staged copy goes)
};

Result<Place> placeOf(const QString &text, const SlurmProfile &profile)
{
    using R = Result<Place>;
    QString why;
    const auto loc = JobSpecs::storageLocation(text, &why);
    if (!loc)
        return R::failure(why);
    if (loc->kind == StorageLocation::Kind::Path)
        return Place{Place::Path, text, {}};
    QString bucket = loc->bucket;
    if (bucket == QLatin1String(StorageLocation::kBucketPlaceholder)) {
        static const QRegularExpression bucketRe(QStringLiteral("^[a-z0-9][a-z0-9.-]{2,62}$"));
        if (profile.defaultBucket.isEmpty())
            return R::failure(SlurmScripts::tr("'%1' still has the guides' placeholder <bucket>: write your "
                                               "bucket's name there, or give cluster %2 a default bucket "
                                               "(Default bucket in its Placement and storage settings, or "
                                               "--bucket)")
                                  .arg(text, profile.cluster));
        if (!bucketRe.match(profile.defaultBucket).hasMatch())
            return R::failure(SlurmScripts::tr("the default bucket '%1' of cluster %2 is not a bucket name")
                                  .arg(profile.defaultBucket, profile.cluster));
        bucket = profile.defaultBucket;
    }
    const QString objectPath = loc->key.isEmpty() ? bucket : bucket + QLatin1Char('/') + loc->key;
    if (loc->kind == StorageLocation::Kind::S3)
        return Place{Place::S3, QStringLiteral("s3://") + objectPath, objectPath};
    if (!profile.objectStoreRoot.isEmpty()) {
        QString root = profile.objectStoreRoot;
        while (root.size() > 1 && root.endsWith(QLatin1Char('/')))
            root.chop(1);
        const QString path = root + QLatin1Char('/') + objectPath;
        if (!shellPath(path))
            return R::failure(SlurmScripts::tr("'%1' maps to '%2' on cluster %3, which is not a plain path "
                                               "(letters, digits, / . _ - and a leading $HOME or ~)")
                                  .arg(text, path, profile.cluster));
        return Place{Place::Dir, path, objectPath};
    }
    if (!profile.objectStoreRemote.isEmpty()) {
        QString remote = profile.objectStoreRemote;
        if (remote.endsWith(QLatin1Char(':')))
            remote.chop(1);
        static const QRegularExpression remoteRe(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_. -]{0,63}$"));
        if (!remoteRe.match(remote).hasMatch() || remote.endsWith(QLatin1Char(' ')))
            return R::failure(SlurmScripts::tr("the object-store remote '%1' of cluster %2 is not an rclone "
                                               "remote name")
                                  .arg(profile.objectStoreRemote, profile.cluster));
        return Place{Place::Rclone, remote + QLatin1Char(':') + objectPath, objectPath};
    }
    return R::failure(
        SlurmScripts::tr(
            "cluster %1 has no object store configured, so '%2' cannot be reached: give the path "
            "where the object store is mounted on the cluster or the nodes' rclone remote for it "
            "(Placement and storage in the cluster's settings, or --object-store-root / "
            "--object-store-remote), or write an s3:// URI or a path on the cluster instead")
            .arg(profile.cluster, text));
}

} // namespace

QString containerRuntimeName(ContainerRuntime r)
{
    return r == ContainerRuntime::Pyxis ? QStringLiteral("pyxis") : QStringLiteral("apptainer");
}

void SlurmProfile::applyPlacement(const ClusterPlacement &placement)
{
    interconnectFeature = placement.interconnectFeature;
    supportsSwitches = placement.topologySwitches;
    switchesMaxWaitMinutes = placement.switchesWaitMinutes;
    objectStoreRoot = placement.objectStoreRoot;
    objectStoreRemote = placement.objectStoreRemote;
    defaultBucket = placement.defaultBucket;
    stagingRoot = placement.stagingRoot;
}

QByteArray SlurmProfile::canonical() const
{
    QByteArray out = "clustergate.slurmprofile/1\n";
    out += field("cluster", cluster);
    out += field("defaultPartition", defaultPartition);
    for (auto it = priorities.begin(); it != priorities.end(); ++it) {
        out += field("priority", priorityName(it.key()));
        out += field("priority.qos", it.value().qos);
        out += field("priority.partition", it.value().partition);
    }
    out += field("preemptible.qos", preemptible.qos);
    out += field("preemptible.partition", preemptible.partition);
    out += field("account", account);
    out += field("switches", supportsSwitches ? QStringLiteral("true") : QStringLiteral("false"));
    out += field("switchesMaxWaitMinutes", QString::number(switchesMaxWaitMinutes));
    out += field("signalLeadSeconds", QString::number(signalLeadSeconds));
    out += field("checkpointRoot", checkpointRoot);
    out += field("logDirectory", logDirectory);
    out += field("containerRuntime", containerRuntimeName(containerRuntime));
    // Added later: only when set, so that the hash of a profile that does not use them stays what it was.
    const QList<std::pair<const char *, QString>> later = {{"interconnectFeature", interconnectFeature},
                                                           {"objectStoreRoot", objectStoreRoot},
                                                           {"objectStoreRemote", objectStoreRemote},
                                                           {"defaultBucket", defaultBucket},
                                                           {"stagingRoot", stagingRoot}};
    for (const auto &[key, value] : later) {
        if (!value.isEmpty())
            out += field(key, value);
    }
    if (lowPriorityNice != SlurmProfile().lowPriorityNice)
        out += field("lowPriorityNice", QString::number(lowPriorityNice));
    return out;
}

QJsonObject Traceability::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("spec_sha256"), specHash);
    o.insert(QStringLiteral("cluster"), cluster);
    o.insert(QStringLiteral("account"), account);
    o.insert(QStringLiteral("project"), project);
    o.insert(QStringLiteral("commit"), codeCommit);
    o.insert(QStringLiteral("image"), image);
    o.insert(QStringLiteral("environment"), environment);
    o.insert(QStringLiteral("datasets"), QJsonArray::fromStringList(datasets));
    o.insert(QStringLiteral("seed"), seed ? QJsonValue(QString::number(*seed)) : QJsonValue());
    return o;
}

QStringList Traceability::commentLines() const
{
    const auto line = [](const char *key, const QString &value) {
        QString v = value;
        v.replace(QLatin1Char('\n'), QLatin1Char(' '));
        return QStringLiteral("# clustergate: %1=%2").arg(QLatin1String(key), v);
    };
    return {line("spec-sha256", specHash),
            line("cluster", cluster),
            line("account", account),
            line("project", project),
            line("commit", codeCommit),
            line("image", image),
            line("environment", environment),
            line("datasets", datasets.join(QLatin1Char(','))),
            line("seed", seed ? QString::number(*seed) : QString())};
}

QString SlurmScripts::specHash(const JobSpec &spec, const SlurmProfile &profile)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(spec.canonical());
    h.addData(profile.canonical());
    return QString::fromLatin1(h.result().toHex());
}

Traceability SlurmScripts::traceOf(const JobSpec &spec, const SlurmProfile &profile)
{
    Traceability t;
    t.specHash = specHash(spec, profile);
    t.cluster = profile.cluster;
    t.account = spec.account.isEmpty() ? profile.account : spec.account;
    t.project = spec.project;
    t.codeCommit = spec.codeCommit;
    t.image = spec.image;
    t.environment = spec.environment;
    for (const DatasetRef &d : spec.datasets)
        t.datasets << (d.version.isEmpty() ? d.id : d.id + QLatin1Char('@') + d.version);
    t.seed = spec.seed;
    return t;
}

SchedulingTarget SlurmScripts::targetOf(const JobSpec &spec, const SlurmProfile &profile)
{
    SchedulingTarget t;
    t.partition = profile.defaultPartition;
    const auto mapped = profile.priorities.constFind(spec.priority);
    if (mapped != profile.priorities.constEnd()) {
        if (!mapped->partition.isEmpty())
            t.partition = mapped->partition;
        t.qos = mapped->qos;
    }
    if (spec.preemptible) {
        if (!profile.preemptible.partition.isEmpty())
            t.partition = profile.preemptible.partition;
        if (!profile.preemptible.qos.isEmpty())
            t.qos = profile.preemptible.qos;
    }
    if (!spec.queue.isEmpty())
        t.partition = spec.queue;
    return t;
}

Result<BatchScript> SlurmScripts::build(const JobSpec &spec, const SlurmProfile &profile,
                                        const ScriptOptions &options)
{
    using R = Result<BatchScript>;
    if (spec.command.trimmed().isEmpty())
        return R::failure(tr("the job has no command to run"));
    if (!isSlurmName(spec.name))
        return R::failure(tr("job name '%1' is not 1-64 letters, digits, '.', '_' or '-'").arg(spec.name));
    const SchedulingTarget target = targetOf(spec, profile);
    const QString account = spec.account.isEmpty() ? profile.account : spec.account;
    const QList<std::pair<QString, QString>> names = {{QStringLiteral("partition"), target.partition},
                                                      {QStringLiteral("QoS"), target.qos},
                                                      {QStringLiteral("account"), account}};
    for (const auto &[what, value] : names) {
        if (!value.isEmpty() && !isSlurmName(value))
            return R::failure(tr("%1 '%2' of cluster %3 is not a Slurm name (letters, digits, '.', '_', '-')")
                                  .arg(what, value, profile.cluster));
    }
    if (!isPlainPath(profile.logDirectory) || profile.logDirectory.contains(QLatin1Char('~')))
        return R::failure(
            tr("log directory '%1' of cluster %2 must be a plain path (Slurm does not expand $HOME "
               "or ~ in #SBATCH lines)")
                .arg(profile.logDirectory, profile.cluster));

    BatchScript out;
    out.trace = traceOf(spec, profile);
    out.logDirectory = profile.logDirectory;

    // Where checkpoints live: the spec's filesystem path (absolute, ~/..., or under the cluster's root).
    const QString root = profile.checkpointRoot.isEmpty() ? kHome + QLatin1String("/clustergate/checkpoints")
                                                          : profile.checkpointRoot;
    QString dir;
    for (const QString &uri : spec.checkpoint.storage) {
        const Result<Place> place = placeOf(uri, profile);
        if (!place.ok())
            return R::failure(place.error());
        switch (place->kind) {
        case Place::Path:
            if (dir.isEmpty())
                dir = uri.startsWith(QLatin1Char('/')) || uri.startsWith(QLatin1Char('~')) ||
                              uri.startsWith(kHome)
                          ? uri
                          : root + QLatin1Char('/') + uri;
            break;
        case Place::S3:
            out.s3Mirrors << place->target;
            break;
        case Place::Dir:
            out.dirMirrors << place->target;
            break;
        case Place::Rclone:
            out.rcloneMirrors << place->target;
            break;
        }
    }
    if (dir.isEmpty())
        dir = root + QLatin1Char('/') + spec.name;
    while (dir.size() > 1 && dir.endsWith(QLatin1Char('/')))
        dir.chop(1);
    if (options.smokeRun) {
        dir += QLatin1String("-smoke");
        out.s3Mirrors.clear();
        out.dirMirrors.clear();
        out.rcloneMirrors.clear();
    }
    const auto dirWord = shellPath(dir);
    if (!dirWord)
        return R::failure(tr("checkpoint directory '%1' must be a plain path (letters, digits, / . _ - and a "
                             "leading $HOME or ~)")
                              .arg(dir));
    out.checkpointDir = dirWord->mid(1).chopped(1);
    for (const QString &m : std::as_const(out.s3Mirrors)) {
        if (m.contains(QLatin1Char('\'')))
            return R::failure(tr("checkpoint mirror '%1' contains a quote").arg(m));
    }

    // storage.dataset: staged under the staging root (a path on the cluster is used in place).
    QString datasetKind, datasetSourceWord, datasetDirWord;
    if (!spec.datasetSource.isEmpty()) {
        const Result<Place> place = placeOf(spec.datasetSource, profile);
        if (!place.ok())
            return R::failure(place.error());
        QString staging = profile.stagingRoot.isEmpty() ? kHome + QLatin1String("/clustergate/datasets")
                                                        : profile.stagingRoot;
        while (staging.size() > 1 && staging.endsWith(QLatin1Char('/')))
            staging.chop(1);
        QString datasetDir;
        if (place->kind == Place::Path) {
            const QString p = place->target;
            datasetDir =
                p.startsWith(QLatin1Char('/')) || p.startsWith(QLatin1Char('~')) || p.startsWith(kHome)
                    ? p
                    : staging + QLatin1Char('/') + p;
            while (datasetDir.size() > 1 && datasetDir.endsWith(QLatin1Char('/')))
                datasetDir.chop(1);
        } else {
            datasetDir = staging + QLatin1Char('/') + place->objectPath;
        }
        const auto word = shellPath(datasetDir);
        if (!word)
            return R::failure(tr("dataset '%1' would be staged in '%2', which is not a plain path (letters, "
                                 "digits, / . _ - and a leading $HOME or ~)")
                                  .arg(spec.datasetSource, datasetDir));
        datasetDirWord = *word;
        out.datasetDir = word->mid(1).chopped(1);
        switch (place->kind) {
        case Place::Path:
            datasetKind = QStringLiteral("path");
            datasetSourceWord = *word;
            out.datasetSource = out.datasetDir;
            break;
        case Place::Dir:
            datasetKind = QStringLiteral("dir");
            datasetSourceWord = *shellPath(place->target);
            out.datasetSource = datasetSourceWord.mid(1).chopped(1);
            break;
        case Place::S3:
        case Place::Rclone:
            datasetKind = place->kind == Place::S3 ? QStringLiteral("s3") : QStringLiteral("rclone");
            datasetSourceWord = shq(place->target);
            out.datasetSource = place->target;
            break;
        }
    }

    // #SBATCH options (REFERENCE.md "Slurm over SSH").
    const bool smoke = options.smokeRun;
    const int nodes = smoke ? 1 : spec.replicas;
    const int gpus = smoke ? std::min(spec.resources.accelerators, 1) : spec.resources.accelerators;
    const qint64 timeLimit = smoke ? options.smokeTimeLimitSeconds : spec.timeLimitSeconds;
    const RestartPolicy policy = smoke ? RestartPolicy::Never : spec.restartPolicy;
    const int maxRetries = smoke ? 0 : spec.maxRetries;
    QStringList &o = out.sbatchOptions;
    o << QStringLiteral("--job-name=%1").arg(smoke ? spec.name + QLatin1String("-smoke") : spec.name);
    o << QStringLiteral("--nodes=%1").arg(nodes);
    o << QStringLiteral("--ntasks-per-node=1");
    o << QStringLiteral("--cpus-per-task=%1").arg(spec.resources.cpus);
    if (gpus > 0)
        o << QStringLiteral("--gpus-per-node=%1").arg(gpus);
    if (spec.resources.memoryGb > 0)
        o << memoryOption(spec.resources.memoryGb);
    if (timeLimit > 0)
        o << QStringLiteral("--time=%1").arg(JobSpecs::slurmDuration(timeLimit));
    else
        out.warnings << tr("no time_limit: the partition's default applies, and the USR1 warning %1 s before "
                           "it lets the job checkpoint only if that default is finite")
                            .arg(profile.signalLeadSeconds);
    if (!target.partition.isEmpty())
        o << QStringLiteral("--partition=%1").arg(target.partition);
    if (!target.qos.isEmpty())
        o << QStringLiteral("--qos=%1").arg(target.qos);
    const bool preemptibleTarget =
        !profile.preemptible.qos.isEmpty() || !profile.preemptible.partition.isEmpty();
    if (spec.priority == Priority::Low && !profile.priorities.contains(Priority::Low) &&
        spec.queue.isEmpty() && !preemptibleTarget && profile.lowPriorityNice > 0)
        o << QStringLiteral("--nice=%1").arg(profile.lowPriorityNice);
    if (spec.priority == Priority::High && !profile.priorities.contains(spec.priority) &&
        spec.queue.isEmpty())
        out.warnings
            << tr("cluster %1 maps no QoS or partition to priority %2; the job runs at the partition's "
                  "default priority")
                   .arg(profile.cluster, priorityName(spec.priority));
    if (!account.isEmpty())
        o << QStringLiteral("--account=%1").arg(account);
    const bool requeue = !smoke && (policy != RestartPolicy::Never || spec.preemptible);
    o << (requeue ? QStringLiteral("--requeue") : QStringLiteral("--no-requeue"));
    o << QStringLiteral("--signal=B:USR1@%1").arg(std::max(1, profile.signalLeadSeconds));
    o << QStringLiteral("--open-mode=append");
    bool switches = false;
    if (spec.resources.interconnect == Interconnect::HighSpeed) {
        const QString feature = profile.interconnectFeature;
        if (feature.isEmpty() && !profile.supportsSwitches)
            return R::failure(
                tr("cluster %1 has no topology information, so 'interconnect: high-speed' cannot be "
                   "honoured: "
                   "name the node feature its high-speed nodes carry (for sbatch --constraint), or say "
                   "that its topology plugin honours --switches, in Placement and storage in the "
                   "cluster's settings (or --interconnect-feature NAME / --switches), or remove "
                   "'interconnect' from the spec")
                    .arg(profile.cluster));
        static const QRegularExpression featureRe(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
        if (!feature.isEmpty() && !featureRe.match(feature).hasMatch())
            return R::failure(tr("interconnect feature '%1' of cluster %2 is not a Slurm feature name")
                                  .arg(feature, profile.cluster));
        if (!feature.isEmpty())
            o << QStringLiteral("--constraint=%1").arg(feature);
        switches = profile.supportsSwitches && !smoke;
    }
    if (spec.locality == Locality::SameSwitch && !smoke) {
        if (profile.supportsSwitches)
            switches = true;
        else
            out.warnings
                << tr("cluster %1 has no switch topology (topology/tree): locality same-switch is not "
                      "enforced there")
                       .arg(profile.cluster);
    }
    if (switches)
        o << QStringLiteral("--switches=1@%1")
                 .arg(JobSpecs::slurmDuration(qint64(std::max(0, profile.switchesMaxWaitMinutes)) * 60));
    const QString logName = QStringLiteral("%x-%j.out");
    o << QStringLiteral("--output=%1")
             .arg(profile.logDirectory.isEmpty() ? logName
                                                 : profile.logDirectory + QLatin1Char('/') + logName);
    o << QStringLiteral("--comment=clustergate:spec=%1").arg(out.trace.specHash.left(16));

    // The script.
    QStringList s;
    s << QStringLiteral("#!/bin/bash");
    for (const QString &opt : std::as_const(o))
        s << QStringLiteral("#SBATCH ") + opt;
    s << QStringLiteral("#");
    s << QStringLiteral("# Generated by ClusterGate from a job spec; edit the spec, not this script.");
    s << out.trace.commentLines();
    if (smoke)
        s << QStringLiteral("# clustergate: smoke-run=%1 steps").arg(options.smokeSteps);
    s << QString();
    s << QStringLiteral("# ---- clustergate wrapper settings ----");
    s << QStringLiteral("CG_JOB_NAME=%1").arg(shq(spec.name));
    s << QStringLiteral("CG_SPEC_HASH=%1").arg(out.trace.specHash);
    s << QStringLiteral("CG_CHECKPOINT_DIR=%1").arg(*dirWord);
    QStringList mirrors;
    for (const QString &m : std::as_const(out.s3Mirrors))
        mirrors << shq(m);
    s << QStringLiteral("CG_S3_MIRRORS=(%1)").arg(mirrors.join(QLatin1Char(' ')));
    QStringList dirMirrors, rcloneMirrors;
    for (const QString &m : std::as_const(out.dirMirrors))
        dirMirrors << *shellPath(m);
    for (const QString &m : std::as_const(out.rcloneMirrors))
        rcloneMirrors << shq(m);
    s << QStringLiteral("CG_DIR_MIRRORS=(%1)").arg(dirMirrors.join(QLatin1Char(' ')));
    s << QStringLiteral("CG_RCLONE_MIRRORS=(%1)").arg(rcloneMirrors.join(QLatin1Char(' ')));
    s << QStringLiteral("CG_DATASET_KIND=%1").arg(datasetKind);
    s << QStringLiteral("CG_DATASET_SOURCE=%1").arg(datasetSourceWord);
    s << QStringLiteral("CG_DATASET_DIR=%1").arg(datasetDirWord);
    s << QStringLiteral("CG_CHECKPOINT_INTERVAL=%1").arg(spec.checkpoint.intervalSteps);
    s << QStringLiteral("CG_KEEP_LAST=%1").arg(spec.checkpoint.keepLast);
    s << QStringLiteral("CG_VERIFY=%1").arg(spec.checkpoint.verifyOnWrite ? 1 : 0);
    s << QStringLiteral("CG_RESUME_MODE=%1").arg(resumeModeName(spec.resume.mode));
    s << QStringLiteral("CG_FALLBACK=%1").arg(fallbackName(spec.resume.fallback));
    s << QStringLiteral("CG_RESTART_POLICY=%1").arg(restartPolicyName(policy));
    s << QStringLiteral("CG_MAX_RETRIES=%1").arg(maxRetries);
    s << QStringLiteral("CG_SEAL_INTERVAL=%1").arg(std::max(1, options.sealIntervalSeconds));
    s << QStringLiteral("CG_ACCELERATORS=%1").arg(gpus);
    s << QStringLiteral("CG_IMAGE=%1").arg(shq(spec.image));
    s << QStringLiteral("CG_CONTAINER=%1").arg(containerRuntimeName(profile.containerRuntime));
    s << QStringLiteral("CG_ENVIRONMENT=%1").arg(shq(spec.environment));
    s << QStringLiteral("CG_SMOKE=%1").arg(smoke ? 1 : 0);
    if (smoke)
        s << QStringLiteral("export CG_SMOKE_STEPS=%1").arg(options.smokeSteps);
    if (spec.seed)
        s << QStringLiteral("export CG_SEED=%1").arg(*spec.seed);
    s << QString();
    s << QString::fromUtf8(kWrapperFunctions).trimmed();
    s << QString();
    s << QStringLiteral("# ---- the job's command ----");
    const QString delimiter = delimiterFor(spec.command);
    // read, not $(cat <<...): older bash parses a here-document inside $( ) for parentheses.
    s << QStringLiteral("IFS= read -r -d '' CG_COMMAND <<'%1' || true").arg(delimiter);
    s << (spec.command.endsWith(QLatin1Char('\n')) ? spec.command.chopped(1) : spec.command);
    s << delimiter;
    s << QString();
    s << QStringLiteral("cg_main");
    out.text = s.join(QLatin1Char('\n')) + QLatin1Char('\n');
    return out;
}

} // namespace cg::jobs
