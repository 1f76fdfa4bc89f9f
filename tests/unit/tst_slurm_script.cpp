// SPDX-License-Identifier: GPL-3.0-or-later
// The batch script for a spec on a cluster profile, as a table: each spec field (and profile setting) with
// the #SBATCH line or wrapper setting it must produce, and the lines it must not. Then traceability, the
// smoke run, quoting of the command, refusals, and bash's own syntax check of the result.
#include "jobs/slurm_script.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg::jobs;

namespace {

SlurmProfile baseProfile()
{
    SlurmProfile p;
    p.cluster = QStringLiteral("sg-h200");
    p.defaultPartition = QStringLiteral("gpu");
    p.priorities.insert(Priority::High, SchedulingTarget{QStringLiteral("urgent"), {}});
    p.priorities.insert(Priority::Low, SchedulingTarget{{}, QStringLiteral("scavenge")});
    p.checkpointRoot = QStringLiteral("/shared/ckpt");
    return p;
}

SlurmProfile editedProfile(const QString &edit)
{
    SlurmProfile p = baseProfile();
    if (edit == QLatin1String("account"))
        p.account = QStringLiteral("prof-acct");
    else if (edit == QLatin1String("switches"))
        p.supportsSwitches = true;
    else if (edit == QLatin1String("lead300"))
        p.signalLeadSeconds = 300;
    else if (edit == QLatin1String("logdir"))
        p.logDirectory = QStringLiteral("/shared/logs");
    else if (edit == QLatin1String("preemptQos"))
        p.preemptible = SchedulingTarget{QStringLiteral("preempt"), QStringLiteral("spot")};
    else if (edit == QLatin1String("noDefaultPartition"))
        p.defaultPartition.clear();
    else if (edit == QLatin1String("homeRoot"))
        p.checkpointRoot.clear();
    else if (edit == QLatin1String("pyxis"))
        p.containerRuntime = ContainerRuntime::Pyxis;
    else if (edit == QLatin1String("feature"))
        p.interconnectFeature = QStringLiteral("ib");
    else if (edit == QLatin1String("unmapped"))
        p.priorities.clear();
    if (edit == QLatin1String("objectRoot") || edit == QLatin1String("objectRemote")) {
        p.defaultBucket = QStringLiteral("lab");
        (edit == QLatin1String("objectRoot") ? p.objectStoreRoot : p.objectStoreRemote) =
            edit == QLatin1String("objectRoot") ? QStringLiteral("/mnt/os") : QStringLiteral("oss");
    }
    return p;
}

JobSpec specFrom(const QByteArray &extra)
{
    const QByteArray name = extra.startsWith("name:") ? QByteArray() : QByteArray("name: t\n");
    const SpecParse p = JobSpecs::parse(name + "command: run\n" + extra);
    if (!p.ok())
        qFatal("%s", qPrintable(p.errorText(QStringLiteral("spec"))));
    return *p.spec;
}

QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'));
}

} // namespace

class TestSlurmScript : public QObject
{
    Q_OBJECT

private slots:
    void fields_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QStringList>("present"); // whole lines
        QTest::addColumn<QStringList>("absent");  // line prefixes
        const QString none;
        auto L = [](std::initializer_list<const char *> l) {
            QStringList out;
            for (const char *s : l)
                out << QString::fromUtf8(s);
            return out;
        };
        QTest::newRow("defaults")
            << QByteArray() << none
            << L({"#!/bin/bash", "#SBATCH --job-name=t", "#SBATCH --nodes=1", "#SBATCH --ntasks-per-node=1",
                  "#SBATCH --cpus-per-task=1", "#SBATCH --partition=gpu", "#SBATCH --requeue",
                  "#SBATCH --signal=B:USR1@120", "#SBATCH --open-mode=append", "#SBATCH --output=%x-%j.out",
                  "CG_CHECKPOINT_DIR=\"/shared/ckpt/t\"", "CG_KEEP_LAST=3", "CG_VERIFY=1", "CG_MAX_RETRIES=3",
                  "CG_RESTART_POLICY=on-preemption", "CG_RESUME_MODE=auto-latest", "CG_FALLBACK=previous",
                  "CG_S3_MIRRORS=()", "cg_main"})
            << L({"#SBATCH --gpus-per-node", "#SBATCH --mem", "#SBATCH --time", "#SBATCH --qos",
                  "#SBATCH --account", "#SBATCH --switches", "export CG_SEED", "export CG_SMOKE_STEPS"});
        QTest::newRow("name") << QByteArray("name: llm-ft.v2\n") << none
                              << L({"#SBATCH --job-name=llm-ft.v2", "CG_JOB_NAME='llm-ft.v2'"}) << L({});
        QTest::newRow("replicas") << QByteArray("replicas: 4\n") << none << L({"#SBATCH --nodes=4"}) << L({});
        QTest::newRow("accelerators") << QByteArray("resources: {accelerators: 8}\n") << none
                                      << L({"#SBATCH --gpus-per-node=8", "CG_ACCELERATORS=8"}) << L({});
        QTest::newRow("cpu") << QByteArray("resources: {cpu: 32}\n") << none
                             << L({"#SBATCH --cpus-per-task=32"}) << L({});
        QTest::newRow("memory whole")
            << QByteArray("resources: {memory_gb: 512}\n") << none << L({"#SBATCH --mem=512G"}) << L({});
        QTest::newRow("memory fraction")
            << QByteArray("resources: {memory_gb: 1.5}\n") << none << L({"#SBATCH --mem=1536M"}) << L({});
        QTest::newRow("time limit") << QByteArray("time_limit: 36h\n") << none
                                    << L({"#SBATCH --time=1-12:00:00"}) << L({});
        QTest::newRow("queue overrides the table")
            << QByteArray("queue: special\npriority: low\n") << none << L({"#SBATCH --partition=special"})
            << L({"#SBATCH --partition=scavenge"});
        QTest::newRow("priority high -> QoS")
            << QByteArray("priority: high\n") << none
            << L({"#SBATCH --qos=urgent", "#SBATCH --partition=gpu"}) << L({});
        QTest::newRow("priority low -> partition")
            << QByteArray("priority: low\n") << none << L({"#SBATCH --partition=scavenge"})
            << L({"#SBATCH --qos"});
        QTest::newRow("priority normal, no default partition")
            << QByteArray() << QStringLiteral("noDefaultPartition") << L({}) << L({"#SBATCH --partition"});
        QTest::newRow("preemptible -> preemptible QoS")
            << QByteArray("preemptible: true\npriority: high\n") << QStringLiteral("preemptQos")
            << L({"#SBATCH --qos=preempt", "#SBATCH --partition=spot", "#SBATCH --requeue"})
            << L({"#SBATCH --qos=urgent"});
        QTest::newRow("restartPolicy never")
            << QByteArray("restartPolicy: never\n") << none
            << L({"#SBATCH --no-requeue", "CG_RESTART_POLICY=never"}) << L({"#SBATCH --requeue"});
        QTest::newRow("never but preemptible")
            << QByteArray("restartPolicy: never\npreemptible: true\n") << none << L({"#SBATCH --requeue"})
            << L({"#SBATCH --no-requeue"});
        QTest::newRow("restartPolicy on-failure")
            << QByteArray("restartPolicy: on-failure\n") << none
            << L({"#SBATCH --requeue", "CG_RESTART_POLICY=on-failure"}) << L({});
        QTest::newRow("maxRetries") << QByteArray("maxRetries: 7\n") << none << L({"CG_MAX_RETRIES=7"})
                                    << L({});
        QTest::newRow("locality with topology")
            << QByteArray("locality: same-switch\n") << QStringLiteral("switches")
            << L({"#SBATCH --switches=1@00:30:00"}) << L({});
        QTest::newRow("locality without topology")
            << QByteArray("locality: same-switch\n") << none << L({}) << L({"#SBATCH --switches"});
        QTest::newRow("locality any") << QByteArray("locality: any\n") << QStringLiteral("switches") << L({})
                                      << L({"#SBATCH --switches"});
        QTest::newRow("account in spec")
            << QByteArray("account: ml-research\n") << QStringLiteral("account")
            << L({"#SBATCH --account=ml-research", "# clustergate: account=ml-research"})
            << L({"#SBATCH --account=prof-acct"});
        QTest::newRow("account from profile")
            << QByteArray() << QStringLiteral("account") << L({"#SBATCH --account=prof-acct"}) << L({});
        QTest::newRow("signal lead") << QByteArray() << QStringLiteral("lead300")
                                     << L({"#SBATCH --signal=B:USR1@300"}) << L({});
        QTest::newRow("log directory") << QByteArray() << QStringLiteral("logdir")
                                       << L({"#SBATCH --output=/shared/logs/%x-%j.out"}) << L({});
        QTest::newRow("image") << QByteArray("image: /shared/img/pt.sif\n") << none
                               << L({"CG_IMAGE='/shared/img/pt.sif'", "CG_CONTAINER=apptainer",
                                     "# clustergate: image=/shared/img/pt.sif"})
                               << L({});
        QTest::newRow("image with pyxis")
            << QByteArray("image: nvcr.io#nvidia/pytorch:24.10-py3\n") << QStringLiteral("pyxis")
            << L({"CG_IMAGE='nvcr.io#nvidia/pytorch:24.10-py3'", "CG_CONTAINER=pyxis"}) << L({});
        QTest::newRow("environment") << QByteArray("environment: /shared/envs/torch\n") << none
                                     << L({"CG_ENVIRONMENT='/shared/envs/torch'",
                                           "# clustergate: environment=/shared/envs/torch"})
                                     << L({});
        QTest::newRow("storage relative") << QByteArray("checkpoint: {storage: runs/a}\n") << none
                                          << L({"CG_CHECKPOINT_DIR=\"/shared/ckpt/runs/a\""}) << L({});
        QTest::newRow("storage absolute") << QByteArray("checkpoint: {storage: /scratch/me/a/}\n") << none
                                          << L({"CG_CHECKPOINT_DIR=\"/scratch/me/a\""}) << L({});
        QTest::newRow("storage under home") << QByteArray("checkpoint: {storage: ~/ck}\n") << none
                                            << L({"CG_CHECKPOINT_DIR=\"$HOME/ck\""}) << L({});
        QTest::newRow("default root is home")
            << QByteArray() << QStringLiteral("homeRoot")
            << L({"CG_CHECKPOINT_DIR=\"$HOME/clustergate/checkpoints/t\""}) << L({});
        QTest::newRow("s3 mirror") << QByteArray("checkpoint: {storage: [s3://ml-ck/t, a]}\n") << none
                                   << L({"CG_S3_MIRRORS=('s3://ml-ck/t')",
                                         "CG_CHECKPOINT_DIR=\"/shared/ckpt/a\""})
                                   << L({});
        QTest::newRow("only s3") << QByteArray("checkpoint: {storage: s3://ml-ck/t}\n") << none
                                 << L({"CG_S3_MIRRORS=('s3://ml-ck/t')",
                                       "CG_CHECKPOINT_DIR=\"/shared/ckpt/t\""})
                                 << L({});
        QTest::newRow("interval_steps") << QByteArray("checkpoint: {interval_steps: 500}\n") << none
                                        << L({"CG_CHECKPOINT_INTERVAL=500"}) << L({});
        QTest::newRow("keep_last") << QByteArray("checkpoint: {keep_last: 5}\n") << none
                                   << L({"CG_KEEP_LAST=5"}) << L({});
        QTest::newRow("verify_on_write off")
            << QByteArray("checkpoint: {verify_on_write: false}\n") << none << L({"CG_VERIFY=0"}) << L({});
        QTest::newRow("resume never")
            << QByteArray("resume: never\n") << none << L({"CG_RESUME_MODE=never"}) << L({});
        QTest::newRow("resume fallback")
            << QByteArray("resume: {fallback: fail}\n") << none << L({"CG_FALLBACK=fail"}) << L({});
        QTest::newRow("seed") << QByteArray("seed: 1234\n") << none
                              << L({"export CG_SEED=1234", "# clustergate: seed=1234"}) << L({});
        QTest::newRow("commit") << QByteArray("commit: 3f2a9c1\n") << none
                                << L({"# clustergate: commit=3f2a9c1"}) << L({});
        QTest::newRow("project") << QByteArray("project: llm\n") << none << L({"# clustergate: project=llm"})
                                 << L({});
        QTest::newRow("datasets") << QByteArray("datasets: [a, {id: b, version: v2}]\n") << none
                                  << L({"# clustergate: datasets=a,b@v2"}) << L({});
        QTest::newRow("command") << QByteArray() << none << L({"run"}) << L({});
        QTest::newRow("high-speed -> feature")
            << QByteArray("resources: {interconnect: high-speed}\n") << QStringLiteral("feature")
            << L({"#SBATCH --constraint=ib"}) << L({"#SBATCH --switches"});
        QTest::newRow("high-speed -> switches")
            << QByteArray("resources: {interconnect: high-speed}\n") << QStringLiteral("switches")
            << L({"#SBATCH --switches=1@00:30:00"}) << L({"#SBATCH --constraint"});
        QTest::newRow("interconnect any")
            << QByteArray("resources: {interconnect: any}\n") << QStringLiteral("feature") << L({})
            << L({"#SBATCH --constraint", "#SBATCH --switches"});
        QTest::newRow("priority low, nothing mapped -> nice")
            << QByteArray("priority: low\n") << QStringLiteral("unmapped")
            << L({"#SBATCH --nice=10000", "#SBATCH --requeue"})
            << L({"#SBATCH --qos", "#SBATCH --partition=scavenge"});
        QTest::newRow("priority low mapped: no nice")
            << QByteArray("priority: low\n") << none << L({"#SBATCH --partition=scavenge"})
            << L({"#SBATCH --nice"});
        QTest::newRow("object-store on a mounted store")
            << QByteArray("checkpoint: {storage: [object-store://<bucket>/ck/a, object-store://other/ck]}\n")
            << QStringLiteral("objectRoot")
            << L({"CG_DIR_MIRRORS=(\"/mnt/os/lab/ck/a\" \"/mnt/os/other/ck\")", "CG_S3_MIRRORS=()",
                  "CG_RCLONE_MIRRORS=()", "CG_CHECKPOINT_DIR=\"/shared/ckpt/t\""})
            << L({});
        QTest::newRow("object-store through rclone")
            << QByteArray("checkpoint: {target: object-store://<bucket>/ck/a/}\n")
            << QStringLiteral("objectRemote")
            << L({"CG_RCLONE_MIRRORS=('oss:lab/ck/a')", "CG_DIR_MIRRORS=()"}) << L({});
        QTest::newRow("s3 with the placeholder")
            << QByteArray("storage: {checkpoint: s3://<bucket>/x}\n") << QStringLiteral("objectRoot")
            << L({"CG_S3_MIRRORS=('s3://lab/x')"}) << L({});
        QTest::newRow("dataset from a mounted store")
            << QByteArray("storage: {dataset: object-store://<bucket>/datasets/v3}\n")
            << QStringLiteral("objectRoot")
            << L({"CG_DATASET_KIND=dir", "CG_DATASET_SOURCE=\"/mnt/os/lab/datasets/v3\"",
                  "CG_DATASET_DIR=\"$HOME/clustergate/datasets/lab/datasets/v3\""})
            << L({});
        QTest::newRow("dataset through rclone")
            << QByteArray("storage: {dataset: object-store://d-bkt/v3}\n") << QStringLiteral("objectRemote")
            << L({"CG_DATASET_KIND=rclone", "CG_DATASET_SOURCE='oss:d-bkt/v3'",
                  "CG_DATASET_DIR=\"$HOME/clustergate/datasets/d-bkt/v3\""})
            << L({});
        QTest::newRow("dataset from s3")
            << QByteArray("storage: {dataset: s3://d-bkt/v3}\n") << none
            << L({"CG_DATASET_KIND=s3", "CG_DATASET_SOURCE='s3://d-bkt/v3'"}) << L({});
        QTest::newRow("dataset on the cluster")
            << QByteArray("storage: {dataset: /shared/data/v3/}\n") << none
            << L({"CG_DATASET_KIND=path", "CG_DATASET_DIR=\"/shared/data/v3\""}) << L({});
        QTest::newRow("no dataset") << QByteArray() << none << L({"CG_DATASET_KIND=", "CG_DATASET_SOURCE="})
                                    << L({});
    }

    // The guides' example with a command, on a cluster that has what it asks for: every key lands.
    void guideExample()
    {
        const QByteArray yaml = R"(job:
  name: finetune-batch-01
  priority: normal # high | normal | low(preemptible)
  queue: training-shared
  replicas: 4
  worker:
    resources:
      accelerators: 8 # 每副本加速卡数
      cpu: 64
      memory_gb: 512
      interconnect: high-speed # 同域高速互联要求
    command: python train.py
  storage:
    dataset: object-store://<bucket>/datasets/v3
    checkpoint: object-store://<bucket>/ckpt/finetune-batch-01
  preemptible: true
  restartPolicy: on-failure
  maxRetries: 3
checkpoint:
  interval_steps: 500
  keep_last: 3
  target: object-store://<bucket>/ckpt/job-01
  verify_on_write: true # 写入后校验完整性，避免恢复到损坏检查点
resume:
  strategy: auto-latest
  fallback: from-scratch # 无有效检查点时的兜底行为需明确
)";
        const SpecParse p = JobSpecs::parse(yaml);
        QVERIFY2(p.ok(), qPrintable(p.errorText({})));
        SlurmProfile profile = editedProfile(QStringLiteral("objectRoot"));
        profile.interconnectFeature = QStringLiteral("ib");
        profile.supportsSwitches = true;
        profile.switchesMaxWaitMinutes = 10;
        const auto s = SlurmScripts::build(*p.spec, profile);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        const QStringList all = lines(s->text);
        for (const char *line :
             {"#SBATCH --job-name=finetune-batch-01",
              "#SBATCH --nodes=4",
              "#SBATCH --ntasks-per-node=1",
              "#SBATCH --cpus-per-task=64",
              "#SBATCH --gpus-per-node=8",
              "#SBATCH --mem=512G",
              "#SBATCH --partition=training-shared",
              "#SBATCH --requeue",
              "#SBATCH --constraint=ib",
              "#SBATCH --switches=1@00:10:00",
              "CG_CHECKPOINT_DIR=\"/shared/ckpt/finetune-batch-01\"",
              "CG_DIR_MIRRORS=(\"/mnt/os/lab/ckpt/finetune-batch-01\" \"/mnt/os/lab/ckpt/job-01\")",
              "CG_DATASET_KIND=dir",
              "CG_DATASET_SOURCE=\"/mnt/os/lab/datasets/v3\"",
              "CG_DATASET_DIR=\"$HOME/clustergate/datasets/lab/datasets/v3\"",
              "CG_CHECKPOINT_INTERVAL=500",
              "CG_KEEP_LAST=3",
              "CG_VERIFY=1",
              "CG_RESUME_MODE=auto-latest",
              "CG_FALLBACK=previous",
              "CG_RESTART_POLICY=on-failure",
              "CG_MAX_RETRIES=3"})
            QVERIFY2(all.contains(QLatin1String(line)),
                     qPrintable(QStringLiteral("%1\n%2").arg(QLatin1String(line), s->text)));
        // The guides give no time limit: the one note is that the partition's applies.
        QCOMPARE(s->warnings.size(), 1);
        QVERIFY(s->warnings.first().contains(QStringLiteral("no time_limit")));

        // What a cluster without those settings says, instead of ignoring them.
        SlurmProfile bare = baseProfile();
        auto r = SlurmScripts::build(*p.spec, bare);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QStringLiteral("placeholder <bucket>")), qPrintable(r.error()));
        bare.defaultBucket = QStringLiteral("lab");
        r = SlurmScripts::build(*p.spec, bare);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QStringLiteral("no object store configured")) &&
                     r.error().contains(QStringLiteral("--object-store-root")),
                 qPrintable(r.error()));
        bare.objectStoreRoot = QStringLiteral("/mnt/os");
        r = SlurmScripts::build(*p.spec, bare);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QStringLiteral("sg-h200 has no topology information")) &&
                     r.error().contains(QStringLiteral("interconnect: high-speed")) &&
                     r.error().contains(QStringLiteral("--interconnect-feature")),
                 qPrintable(r.error()));
        bare.interconnectFeature = QStringLiteral("ib;x");
        QVERIFY(!SlurmScripts::build(*p.spec, bare).ok());
        bare.interconnectFeature = QStringLiteral("ib");
        QVERIFY(SlurmScripts::build(*p.spec, bare).ok());
        bare.objectStoreRoot = QStringLiteral("/mnt/my store");
        QVERIFY(!SlurmScripts::build(*p.spec, bare).ok());
    }

    void fields()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, profile);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const auto script = SlurmScripts::build(specFrom(yaml), editedProfile(profile));
        QVERIFY2(script.ok(), qPrintable(script.error()));
        const QStringList all = lines(script->text);
        for (const QString &p : present)
            QVERIFY2(all.contains(p),
                     qPrintable(QStringLiteral("missing line: %1\n%2").arg(p, script->text)));
        for (const QString &a : absent) {
            for (const QString &l : all)
                QVERIFY2(!l.startsWith(a), qPrintable(QStringLiteral("unexpected line: %1").arg(l)));
        }
        // Every #SBATCH line comes before the first command, and matches sbatchOptions.
        QStringList sbatch;
        for (const QString &l : all) {
            if (l.startsWith(QLatin1String("#SBATCH ")))
                sbatch << l.mid(8);
        }
        QCOMPARE(sbatch, script->sbatchOptions);
        const qsizetype firstCommand = all.indexOf(QRegularExpression(QStringLiteral("^[^#].*")));
        QVERIFY(firstCommand > all.lastIndexOf(QRegularExpression(QStringLiteral("^#SBATCH "))));
    }

    void warnings()
    {
        const auto noTopology =
            SlurmScripts::build(specFrom("locality: same-switch\ntime_limit: 1h\n"), baseProfile());
        QVERIFY(noTopology.ok());
        QCOMPARE(noTopology->warnings.size(), 1);
        QVERIFY(noTopology->warnings.first().contains(QStringLiteral("sg-h200")));
        QVERIFY(noTopology->warnings.first().contains(QStringLiteral("same-switch")));
        const auto noTime = SlurmScripts::build(specFrom({}), baseProfile());
        QCOMPARE(noTime->warnings.size(), 1);
        QVERIFY(noTime->warnings.first().contains(QStringLiteral("time_limit")));
        SlurmProfile unmapped = baseProfile();
        unmapped.priorities.clear();
        const auto high = SlurmScripts::build(specFrom("priority: high\ntime_limit: 1h\n"), unmapped);
        QCOMPARE(high->warnings.size(), 1);
        QVERIFY(high->warnings.first().contains(QStringLiteral("priority high")));
    }

    void traceability()
    {
        const JobSpec spec = specFrom("account: acct\nproject: llm\ncommit: abc123\nimage: /i.sif\nseed: 99\n"
                                      "datasets: [a, {id: b, version: v2}]\n");
        const SlurmProfile profile = baseProfile();
        const Traceability t = SlurmScripts::traceOf(spec, profile);
        QCOMPARE(t.specHash.size(), 64);
        QCOMPARE(t.specHash, SlurmScripts::specHash(spec, profile));
        QCOMPARE(t.cluster, QStringLiteral("sg-h200"));
        QCOMPARE(t.account, QStringLiteral("acct"));
        QCOMPARE(t.codeCommit, QStringLiteral("abc123"));
        QCOMPARE(t.image, QStringLiteral("/i.sif"));
        QCOMPARE(t.datasets, (QStringList{QStringLiteral("a"), QStringLiteral("b@v2")}));
        QCOMPARE(t.seed, std::optional<qint64>(99));
        const QJsonObject j = t.toJson();
        QCOMPARE(j.value(QStringLiteral("spec_sha256")).toString(), t.specHash);
        QCOMPARE(j.value(QStringLiteral("seed")).toString(), QStringLiteral("99"));
        QCOMPARE(j.value(QStringLiteral("datasets")).toArray().size(), 2);

        const auto script = SlurmScripts::build(spec, profile);
        QVERIFY(script->text.contains(QStringLiteral("# clustergate: spec-sha256=") + t.specHash));
        QVERIFY(script->sbatchOptions.contains(QStringLiteral("--comment=clustergate:spec=") +
                                               t.specHash.left(16)));

        // The hash follows the spec and the profile, and nothing else.
        QCOMPARE(SlurmScripts::specHash(spec, profile),
                 SlurmScripts::specHash(
                     specFrom("account: acct\nproject: llm\ncommit: abc123\nimage: /i.sif\nseed: 99\n"
                              "datasets: [a, {id: b, version: v2}]\n"),
                     baseProfile()));
        SlurmProfile other = profile;
        other.signalLeadSeconds = 60;
        QVERIFY(SlurmScripts::specHash(spec, other) != t.specHash);
        JobSpec reseeded = spec;
        reseeded.seed = 100;
        QVERIFY(SlurmScripts::specHash(reseeded, profile) != t.specHash);
    }

    void smokeRun()
    {
        ScriptOptions o;
        o.smokeRun = true;
        o.smokeSteps = 7;
        const auto s = SlurmScripts::build(
            specFrom("replicas: 8\nresources: {accelerators: 8}\ntime_limit: 2d\nmaxRetries: 5\n"
                     "locality: same-switch\ncheckpoint: {storage: [runs/a, s3://bkt/a]}\n"),
            editedProfile(QStringLiteral("switches")), o);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        const QStringList all = lines(s->text);
        for (const char *line :
             {"#SBATCH --job-name=t-smoke", "#SBATCH --nodes=1", "#SBATCH --gpus-per-node=1",
              "#SBATCH --time=00:15:00", "#SBATCH --no-requeue", "CG_MAX_RETRIES=0",
              "CG_RESTART_POLICY=never", "CG_SMOKE=1", "export CG_SMOKE_STEPS=7",
              "CG_CHECKPOINT_DIR=\"/shared/ckpt/runs/a-smoke\"", "CG_S3_MIRRORS=()"})
            QVERIFY2(all.contains(QLatin1String(line)), line);
        QVERIFY(s->s3Mirrors.isEmpty());
        QVERIFY(!s->text.contains(QStringLiteral("--switches")));
    }

    void commandIsKeptVerbatim_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("quotes and expansions")
            << QStringLiteral("echo 'it''s' \"$HOME\" $(date) `id` \\\n  done\n");
        QTest::newRow("parentheses") << QStringLiteral("echo ) ( ; case x in x) echo y;; esac\n");
        QTest::newRow("a line like the delimiter") << QString();
        QTest::newRow("no trailing newline") << QStringLiteral("python -c 'print(1)'");
    }

    void commandIsKeptVerbatim()
    {
        QFETCH(QString, command);
        JobSpec spec = specFrom({});
        if (command.isEmpty()) {
            // Collide on purpose with the delimiter the builder would pick.
            spec.command = QStringLiteral("echo a\n");
            const auto first = SlurmScripts::build(spec, baseProfile());
            const QString delimiter =
                first->text.section(QStringLiteral("<<'"), 1).section(QLatin1Char('\''), 0, 0);
            QVERIFY(delimiter.startsWith(QStringLiteral("CG_COMMAND_EOF_")));
            command = QStringLiteral("echo a\n%1\necho b\n").arg(delimiter);
        }
        spec.command = command;
        const auto s = SlurmScripts::build(spec, baseProfile());
        QVERIFY(s.ok());
        // Run only the command block with bash and print CG_COMMAND back.
        const QString text = s->text;
        const qsizetype from = text.indexOf(QStringLiteral("IFS= read -r -d ''"));
        const qsizetype to = text.lastIndexOf(QStringLiteral("\ncg_main"));
        QVERIFY(from > 0 && to > from);
        QProcess bash;
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"),
                    text.mid(from, to - from) + QStringLiteral("\nprintf %s \"$CG_COMMAND\"")});
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.exitCode(), 0);
        QString expected = command;
        if (!expected.endsWith(QLatin1Char('\n')))
            expected += QLatin1Char('\n');
        QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()), expected);
    }

    void refusals()
    {
        JobSpec empty = specFrom({});
        empty.command = QStringLiteral("  \n");
        QVERIFY(!SlurmScripts::build(empty, baseProfile()).ok());
        JobSpec badName = specFrom({});
        badName.name = QStringLiteral("a b");
        QVERIFY(!SlurmScripts::build(badName, baseProfile()).ok());
        SlurmProfile logHome = baseProfile();
        logHome.logDirectory = QStringLiteral("~/logs");
        const auto r = SlurmScripts::build(specFrom({}), logHome);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QStringLiteral("#SBATCH")), qPrintable(r.error()));
        SlurmProfile badRoot = baseProfile();
        badRoot.checkpointRoot = QStringLiteral("/shared/my ckpt");
        QVERIFY(!SlurmScripts::build(specFrom({}), badRoot).ok());
        SlurmProfile badQos = baseProfile();
        badQos.priorities[Priority::High].qos = QStringLiteral("x;rm");
        const auto q = SlurmScripts::build(specFrom("priority: high\n"), badQos);
        QVERIFY(!q.ok());
        QVERIFY(q.error().contains(QStringLiteral("QoS")));
    }

    void scriptIsValidBash_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::newRow("minimal") << QByteArray();
        QTest::newRow("object stores and a dataset")
            << QByteArray("name: t\ncommand: run\nstorage: {dataset: object-store://<bucket>/d}\n"
                          "checkpoint: {storage: [object-store://<bucket>/c, s3://bkt/c]}\n"
                          "resources: {interconnect: high-speed}\n");
        for (const QString &t : JobSpecs::templateNames())
            QTest::newRow(qPrintable(t)) << JobSpecs::templateText(t);
    }

    void scriptIsValidBash()
    {
        QFETCH(QByteArray, yaml);
        const JobSpec spec = yaml.isEmpty() ? specFrom({}) : *JobSpecs::parse(yaml).spec;
        SlurmProfile profile = editedProfile(QStringLiteral("objectRoot"));
        profile.supportsSwitches = true;
        const auto s = SlurmScripts::build(spec, profile);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("job.sh"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(s->text.toUtf8());
        f.close();
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-n"), path});
        QVERIFY(bash.waitForFinished(30000));
        QVERIFY2(bash.exitCode() == 0, bash.readAllStandardError().constData());
        const QString shellcheck = QStandardPaths::findExecutable(QStringLiteral("shellcheck"));
        if (!shellcheck.isEmpty()) {
            QProcess sc;
            // SC2016: single quotes on purpose (expanded by the step's shell); SC2317: functions called
            // indirectly.
            sc.start(shellcheck, {QStringLiteral("-S"), QStringLiteral("warning"), QStringLiteral("-e"),
                                  QStringLiteral("SC2016,SC2317"), path});
            QVERIFY(sc.waitForFinished(60000));
            QVERIFY2(sc.exitCode() == 0, sc.readAllStandardOutput().constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestSlurmScript)
#include "tst_slurm_script.moc"
