// SPDX-License-Identifier: GPL-3.0-or-later
// Job specs: a full spec and the defaults, the shipped templates, YAML round trips, durations, and a table
// of malformed specs, each with the line and column of its error and what the message must say.
#include "jobs/job_spec.h"

#include <QtTest>

using namespace cg::jobs;

namespace {

const char *kFull = R"(name: llm-ft
priority: high
queue: gpu-long
replicas: 2
resources:
  accelerators: 8
  cpu: 64
  memory_gb: 512.5
locality: same-switch
time_limit: 1-12:00:00
image: /shared/images/pt.sif
command: |
  python train.py --seed "$CG_SEED"
  echo done
datasets:
  - corpus-a
  - id: corpus-b
    version: "2026-10"
checkpoint:
  storage: [/shared/ckpt/llm-ft, s3://ml-ckpt/llm-ft]
  interval_steps: 500
  keep_last: 4
  verify_on_write: false
resume:
  mode: auto-latest
  fallback: scratch
preemptible: yes
restartPolicy: on-failure
maxRetries: 7
account: ml-research
project: llm
seed: 1234
commit: 3f2a9c1
)";

// The guides' example exactly as they print it (two snippets pasted one after the other), without a
// command: the guides leave it out.
const char *kGuide = R"(job:
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

// The guides' example with the one line the error asks for.
QByteArray guideWithCommand()
{
    return QByteArray(kGuide).replace("      interconnect: high-speed # 同域高速互联要求\n",
                                      "      interconnect: high-speed # 同域高速互联要求\n"
                                      "    command: python train.py --data \"$CG_DATASET_DIR\"\n");
}

// The same job in the flat layout.
const char *kGuideFlat = R"(name: finetune-batch-01
priority: normal
queue: training-shared
replicas: 4
resources: {accelerators: 8, cpu: 64, memory_gb: 512, interconnect: high-speed}
command: python train.py --data "$CG_DATASET_DIR"
storage:
  dataset: object-store://<bucket>/datasets/v3
checkpoint:
  storage: [object-store://<bucket>/ckpt/finetune-batch-01, object-store://<bucket>/ckpt/job-01]
  interval_steps: 500
  keep_last: 3
  verify_on_write: true
resume: {mode: auto-latest, fallback: previous}
preemptible: true
restartPolicy: on-failure
maxRetries: 3
)";

} // namespace

class TestJobSpec : public QObject
{
    Q_OBJECT

private slots:
    void fullSpec()
    {
        const SpecParse p = JobSpecs::parse(kFull);
        QVERIFY2(p.ok(), qPrintable(p.errorText(QStringLiteral("full.yaml"))));
        const JobSpec &s = *p.spec;
        QCOMPARE(s.name, QStringLiteral("llm-ft"));
        QCOMPARE(s.priority, Priority::High);
        QCOMPARE(s.queue, QStringLiteral("gpu-long"));
        QCOMPARE(s.replicas, 2);
        QCOMPARE(s.resources.accelerators, 8);
        QCOMPARE(s.resources.cpus, 64);
        QCOMPARE(s.resources.memoryGb, 512.5);
        QCOMPARE(s.locality, Locality::SameSwitch);
        QCOMPARE(s.timeLimitSeconds, qint64(36 * 3600));
        QCOMPARE(s.image, QStringLiteral("/shared/images/pt.sif"));
        QCOMPARE(s.command, QStringLiteral("python train.py --seed \"$CG_SEED\"\necho done\n"));
        QCOMPARE(s.datasets.size(), 2);
        QCOMPARE(s.datasets.at(0).id, QStringLiteral("corpus-a"));
        QVERIFY(s.datasets.at(0).version.isEmpty());
        QCOMPARE(s.datasets.at(1).id, QStringLiteral("corpus-b"));
        QCOMPARE(s.datasets.at(1).version, QStringLiteral("2026-10"));
        QCOMPARE(s.checkpoint.storage,
                 (QStringList{QStringLiteral("/shared/ckpt/llm-ft"), QStringLiteral("s3://ml-ckpt/llm-ft")}));
        QCOMPARE(s.checkpoint.intervalSteps, 500);
        QCOMPARE(s.checkpoint.keepLast, 4);
        QCOMPARE(s.checkpoint.verifyOnWrite, false);
        QCOMPARE(s.resume.mode, ResumeMode::AutoLatest);
        QCOMPARE(s.resume.fallback, ResumeFallback::Scratch);
        QCOMPARE(s.preemptible, true);
        QCOMPARE(s.restartPolicy, RestartPolicy::OnFailure);
        QCOMPARE(s.maxRetries, 7);
        QCOMPARE(s.account, QStringLiteral("ml-research"));
        QCOMPARE(s.project, QStringLiteral("llm"));
        QCOMPARE(s.seed, std::optional<qint64>(1234));
        QCOMPARE(s.codeCommit, QStringLiteral("3f2a9c1"));
    }

    // The guides' example: the one thing missing is the command, and the error says where and how to add it.
    void guideExampleAsked()
    {
        const SpecParse p = JobSpecs::parse(kGuide);
        QCOMPARE(p.layout, SpecLayout::Guide);
        QCOMPARE(p.errors.size(), 1);
        const SpecError &e = p.errors.first();
        QCOMPARE(e.line, 6); // worker:
        QCOMPARE(e.column, 3);
        QVERIFY2(e.message.contains(QStringLiteral("missing 'command'")) &&
                     e.message.contains(QStringLiteral("add it under 'worker:'")) &&
                     e.message.contains(QStringLiteral("command: python train.py")),
                 qPrintable(e.message));
    }

    void guideExampleWithACommand()
    {
        const SpecParse p = JobSpecs::parse(guideWithCommand());
        QVERIFY2(p.ok(), qPrintable(p.errorText(QStringLiteral("guide.yaml"))));
        QCOMPARE(p.layout, SpecLayout::Guide);
        const JobSpec &s = *p.spec;
        QCOMPARE(s.name, QStringLiteral("finetune-batch-01"));
        QCOMPARE(s.priority, Priority::Normal);
        QCOMPARE(s.queue, QStringLiteral("training-shared"));
        QCOMPARE(s.replicas, 4);
        QCOMPARE(s.resources.accelerators, 8);
        QCOMPARE(s.resources.cpus, 64);
        QCOMPARE(s.resources.memoryGb, 512.0);
        QCOMPARE(s.resources.interconnect, Interconnect::HighSpeed);
        QCOMPARE(s.command, QStringLiteral("python train.py --data \"$CG_DATASET_DIR\""));
        QCOMPARE(s.datasetSource, QStringLiteral("object-store://<bucket>/datasets/v3"));
        QCOMPARE(s.checkpoint.storage,
                 (QStringList{QStringLiteral("object-store://<bucket>/ckpt/finetune-batch-01"),
                              QStringLiteral("object-store://<bucket>/ckpt/job-01")}));
        QCOMPARE(s.checkpoint.intervalSteps, 500);
        QCOMPARE(s.checkpoint.keepLast, 3);
        QCOMPARE(s.checkpoint.verifyOnWrite, true);
        QCOMPARE(s.resume.mode, ResumeMode::AutoLatest);
        QCOMPARE(s.resume.fallback, ResumeFallback::Previous); // newest that verifies, else from scratch
        QCOMPARE(s.preemptible, true);
        QCOMPARE(s.restartPolicy, RestartPolicy::OnFailure);
        QCOMPARE(s.maxRetries, 3);

        // One model under both layouts.
        const SpecParse flat = JobSpecs::parse(kGuideFlat);
        QVERIFY2(flat.ok(), qPrintable(flat.errorText(QStringLiteral("flat.yaml"))));
        QCOMPARE(flat.layout, SpecLayout::Flat);
        QCOMPARE(QString::fromUtf8(flat.spec->canonical()), QString::fromUtf8(s.canonical()));

        // checkpoint and resume inside job: the same spec.
        QByteArray inside = guideWithCommand();
        const qsizetype at = inside.indexOf("\ncheckpoint:");
        QByteArray tail = inside.mid(at + 1);
        inside.truncate(at + 1);
        tail.replace("\n", "\n  ");
        inside += "  " + tail.trimmed() + "\n";
        const SpecParse nested = JobSpecs::parse(inside);
        QVERIFY2(nested.ok(), qPrintable(nested.errorText(QStringLiteral("nested.yaml")) + QLatin1Char('\n') +
                                         QString::fromUtf8(inside)));
        QCOMPARE(QString::fromUtf8(nested.spec->canonical()), QString::fromUtf8(s.canonical()));
    }

    // Both layouts written and read back, from specs read in either.
    void roundTripBothLayouts_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::newRow("guide") << guideWithCommand();
        QTest::newRow("guide as flat") << QByteArray(kGuideFlat);
        QTest::newRow("full") << QByteArray(kFull);
        QTest::newRow("minimal") << QByteArray("name: a\ncommand: b\n");
        QTest::newRow("path dataset, low priority")
            << QByteArray("job:\n  name: a\n  priority: low\n  worker: {command: b, image: /i.sif}\n"
                          "  storage: {dataset: /shared/data/v3, checkpoint: s3://bkt/a}\n"
                          "resume: {strategy: never, fallback: fail}\n");
        for (const QString &t : JobSpecs::templateNames())
            QTest::newRow(qPrintable(t)) << JobSpecs::templateText(t);
    }

    void roundTripBothLayouts()
    {
        QFETCH(QByteArray, yaml);
        const SpecParse first = JobSpecs::parse(yaml);
        QVERIFY2(first.ok(), qPrintable(first.errorText({})));
        for (const SpecLayout layout : {SpecLayout::Flat, SpecLayout::Guide}) {
            const QByteArray emitted = JobSpecs::toYaml(*first.spec, layout);
            const SpecParse second = JobSpecs::parse(emitted);
            QVERIFY2(second.ok(),
                     qPrintable(second.errorText({}) + QLatin1Char('\n') + QString::fromUtf8(emitted)));
            QCOMPARE(second.layout, layout);
            QCOMPARE(emitted.startsWith("job:\n"), layout == SpecLayout::Guide);
            QCOMPARE(QString::fromUtf8(second.spec->canonical()), QString::fromUtf8(first.spec->canonical()));
        }
    }

    void priorityLowIsPreemptible()
    {
        const SpecParse p = JobSpecs::parse("name: a\ncommand: b\npriority: low\n");
        QVERIFY(p.ok());
        QVERIFY(p.spec->preemptible);
        const SpecParse contradiction =
            JobSpecs::parse("name: a\ncommand: b\npriority: low\npreemptible: no\n");
        QVERIFY(!contradiction.ok());
        QCOMPARE(contradiction.errors.first().line, 4);
        QVERIFY(contradiction.errors.first().message.contains(QStringLiteral("contradicts 'priority: low'")));
    }

    // A spec of both layouts: each flat key at the top of a guide-layout spec is named, where it is.
    void mixedLayoutsNameTheKeys()
    {
        const SpecParse p = JobSpecs::parse(guideWithCommand() + "name: other\ncommand: echo\n");
        QVERIFY(!p.ok());
        QCOMPARE(p.errors.size(), 2);
        QCOMPARE(p.errors.at(0).line, 27);
        QCOMPARE(p.errors.at(0).column, 1);
        QVERIFY2(
            p.errors.at(0).message.contains(QStringLiteral("'name' is a top-level key of the flat layout")) &&
                p.errors.at(0).message.contains(QStringLiteral("('job:' at line 1)")) &&
                p.errors.at(0).message.contains(QStringLiteral("under 'job:'")),
            qPrintable(p.errors.at(0).message));
        QCOMPARE(p.errors.at(1).line, 28);
        QVERIFY2(p.errors.at(1).message.contains(QStringLiteral("'command'")) &&
                     p.errors.at(1).message.contains(QStringLiteral("under 'job: worker:'")),
                 qPrintable(p.errors.at(1).message));
    }

    void defaults()
    {
        const SpecParse p = JobSpecs::parse("name: tiny\ncommand: echo hi\n");
        QVERIFY2(p.ok(), qPrintable(p.errorText({})));
        const JobSpec &s = *p.spec;
        QCOMPARE(s.priority, Priority::Normal);
        QCOMPARE(s.replicas, 1);
        QCOMPARE(s.resources.accelerators, 0);
        QCOMPARE(s.resources.cpus, 1);
        QCOMPARE(s.locality, Locality::Any);
        QCOMPARE(s.timeLimitSeconds, qint64(0));
        QCOMPARE(s.checkpoint.keepLast, 3);
        QCOMPARE(s.checkpoint.verifyOnWrite, true);
        QCOMPARE(s.resume.mode, ResumeMode::AutoLatest);
        QCOMPARE(s.resume.fallback, ResumeFallback::Previous);
        QCOMPARE(s.restartPolicy, RestartPolicy::OnPreemption);
        QCOMPARE(s.maxRetries, 3);
        QVERIFY(!s.seed);
    }

    void templates_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("training") << QStringLiteral("training");
        QTest::newRow("fine-tuning") << QStringLiteral("fine-tuning");
        QTest::newRow("batch-inference") << QStringLiteral("batch-inference");
    }

    void templates()
    {
        QFETCH(QString, name);
        QVERIFY2(JobSpecs::templateNames().contains(name),
                 qPrintable(JobSpecs::templateNames().join(QLatin1Char(','))));
        const QByteArray text = JobSpecs::templateText(name);
        QVERIFY(!text.isEmpty());
        const SpecParse p = JobSpecs::parse(text);
        QVERIFY2(p.ok(), qPrintable(p.errorText(name)));
        QVERIFY(!p.spec->command.isEmpty());
        QVERIFY(!p.spec->checkpoint.storage.isEmpty());
        QVERIFY(!p.spec->datasets.isEmpty());
        const auto loaded = JobSpecs::load(name);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
        QCOMPARE(loaded->canonical(), p.spec->canonical());
    }

    void loadNamesTheFileAndTheTemplates()
    {
        const auto missing = JobSpecs::load(QStringLiteral("no-such-spec"));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().contains(QStringLiteral("training")), qPrintable(missing.error()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("name: x\ncommand: y\nreplicas: 0\n");
        f.close();
        const auto bad = JobSpecs::load(path);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().startsWith(QStringLiteral("bad.yaml: line 3, column 11: ")),
                 qPrintable(bad.error()));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::newRow("full") << QByteArray(kFull);
        QTest::newRow("minimal") << QByteArray("name: a\ncommand: b\n");
        QTest::newRow("odd command") << QByteArray("name: a\ncommand: \"  lead\\n\\ttab: x # y\\n\\n\"\n");
        QTest::newRow("words that YAML reads as null or true")
            << QByteArray("name: 'null'\naccount: 'true'\nproject: '123'\ncommand: '~'\ncommit: 'no'\n");
        for (const QString &t : JobSpecs::templateNames())
            QTest::newRow(qPrintable(t)) << JobSpecs::templateText(t);
    }

    void roundTrip()
    {
        QFETCH(QByteArray, yaml);
        const SpecParse first = JobSpecs::parse(yaml);
        QVERIFY2(first.ok(), qPrintable(first.errorText({})));
        const QByteArray emitted = JobSpecs::toYaml(*first.spec);
        const SpecParse second = JobSpecs::parse(emitted);
        QVERIFY2(second.ok(),
                 qPrintable(second.errorText({}) + QLatin1Char('\n') + QString::fromUtf8(emitted)));
        QCOMPARE(QString::fromUtf8(second.spec->canonical()), QString::fromUtf8(first.spec->canonical()));
    }

    void canonicalChangesWithEveryField()
    {
        const JobSpec base = *JobSpecs::parse(kFull).spec;
        QList<std::function<void(JobSpec &)>> edits = {
            [](JobSpec &s) { s.name += QLatin1Char('x'); },
            [](JobSpec &s) { s.priority = Priority::Low; },
            [](JobSpec &s) { s.replicas++; },
            [](JobSpec &s) { s.resources.memoryGb += 1; },
            [](JobSpec &s) { s.command += QLatin1Char(' '); },
            [](JobSpec &s) { s.datasets[1].version = QStringLiteral("v9"); },
            [](JobSpec &s) { s.checkpoint.keepLast++; },
            [](JobSpec &s) { s.seed = 1235; },
            [](JobSpec &s) { s.seed.reset(); },
            [](JobSpec &s) { s.codeCommit = QStringLiteral("abc"); },
            [](JobSpec &s) { s.maxRetries = 0; },
        };
        for (int i = 0; i < edits.size(); ++i) {
            JobSpec s = base;
            edits[i](s);
            QVERIFY2(s.canonical() != base.canonical(), qPrintable(QString::number(i)));
        }
    }

    void durations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("seconds");
        QTest::newRow("minutes") << "90" << qint64(5400);
        QTest::newRow("m:s") << "90:30" << qint64(5430);
        QTest::newRow("h:m:s") << "48:00:00" << qint64(172800);
        QTest::newRow("d-h") << "2-3" << qint64(2 * 86400 + 3 * 3600);
        QTest::newRow("d-h:m") << "1-00:30" << qint64(86400 + 1800);
        QTest::newRow("d-h:m:s") << "2-00:00:00" << qint64(172800);
        QTest::newRow("units") << "1h30m" << qint64(5400);
        QTest::newRow("days") << "2d" << qint64(172800);
        QTest::newRow("seconds") << "45s" << qint64(45);
        QTest::newRow("60 minutes field") << "1:60:00" << qint64(-1);
        QTest::newRow("negative") << "-5" << qint64(-1);
        QTest::newRow("words") << "forever" << qint64(-1);
        QTest::newRow("too many parts") << "1:2:3:4" << qint64(-1);
        QTest::newRow("huge") << "99999999999999999999" << qint64(-1);
        QTest::newRow("empty") << "" << qint64(-1);
    }

    void durations()
    {
        QFETCH(QString, text);
        QFETCH(qint64, seconds);
        const auto d = JobSpecs::parseDuration(text);
        if (seconds < 0) {
            QVERIFY2(!d, qPrintable(QString::number(d.value_or(0))));
        } else {
            QCOMPARE(d, std::optional<qint64>(seconds));
            QCOMPARE(JobSpecs::parseDuration(JobSpecs::slurmDuration(seconds)),
                     std::optional<qint64>(seconds));
        }
    }

    void slurmDurations()
    {
        QCOMPARE(JobSpecs::slurmDuration(5400), QStringLiteral("01:30:00"));
        QCOMPARE(JobSpecs::slurmDuration(172800 + 61), QStringLiteral("2-00:01:01"));
    }

    // Each malformed spec: the first error's line and column and a fragment of its message.
    void malformed_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("fragment");
        const QByteArray ok = "name: a\ncommand: run\n";
        QTest::newRow("empty") << QByteArray("") << 0 << 0 << "empty";
        QTest::newRow("not a map") << QByteArray("- a\n- b\n") << 1 << 1 << "must be a map";
        QTest::newRow("bad YAML") << QByteArray("name: a\ncommand: [run\n") << 3 << 1 << "not valid YAML";
        QTest::newRow("tab indentation")
            << QByteArray("name: a\nresources:\n\tcpu: 2\ncommand: x\n") << 3 << 5 << "not valid YAML";
        QTest::newRow("missing command") << QByteArray("name: a\n") << 1 << 1 << "missing 'command'";
        QTest::newRow("missing name") << QByteArray("command: a\n") << 1 << 1 << "missing 'name'";
        QTest::newRow("unknown key, near") << ok + "max_retries: 3\n"
                                           << 3 << 1 << "did you mean 'maxRetries'";
        QTest::newRow("unknown key, typo") << ok + "prioirty: high\n" << 3 << 1 << "did you mean 'priority'";
        QTest::newRow("unknown key, far") << ok + "colour: red\n"
                                          << 3 << 1 << "expected one of name, priority";
        QTest::newRow("unknown nested key") << ok + "resources:\n  gpus: 8\n"
                                            << 4 << 3 << "unknown key 'gpus'";
        QTest::newRow("nested near key") << ok + "checkpoint:\n  keeplast: 2\n"
                                         << 4 << 3 << "did you mean 'keep_last'";
        QTest::newRow("duplicate key") << ok + "replicas: 1\nreplicas: 2\n" << 4 << 1 << "appears twice";
        QTest::newRow("bad priority") << ok + "priority: urgent\n" << 3 << 11 << "one of high, normal, low";
        QTest::newRow("replicas zero") << ok + "replicas: 0\n" << 3 << 11 << "from 1 to 10000";
        QTest::newRow("replicas words") << ok + "replicas: two\n" << 3 << 11 << "not 'two'";
        QTest::newRow("replicas list") << ok + "replicas: [1, 2]\n" << 3 << 11 << "single value";
        QTest::newRow("accelerators negative") << ok + "resources:\n  accelerators: -1\n"
                                               << 4 << 17 << "from 0 to 64";
        QTest::newRow("memory not a number") << ok + "resources:\n  memory_gb: lots\n"
                                             << 4 << 14 << "a number from 0 to 65536";
        QTest::newRow("resources scalar") << ok + "resources: big\n" << 3 << 12 << "must be a map";
        QTest::newRow("locality") << ok + "locality: rack\n" << 3 << 11 << "any, same-switch";
        QTest::newRow("time limit words") << ok + "time_limit: soon\n" << 3 << 13 << "duration";
        QTest::newRow("time limit too long") << ok + "time_limit: 400d\n" << 3 << 13 << "365 days";
        QTest::newRow("empty value") << ok + "queue:\n" << 3 << 1 << "'queue' is empty";
        QTest::newRow("bad name") << QByteArray("name: my job\ncommand: x\n") << 1 << 7 << "letters, digits";
        QTest::newRow("command empty")
            << QByteArray("name: a\ncommand: \"  \"\n") << 2 << 10 << "bash command";
        QTest::newRow("image and environment") << ok + "image: /i.sif\nenvironment: /envs/t\n"
                                               << 4 << 14 << "either 'image' or 'environment'";
        QTest::newRow("image with a space") << ok + "image: \"/my images/x.sif\"\n"
                                            << 3 << 8 << "without spaces";
        QTest::newRow("datasets scalar") << ok + "datasets: corpus\n" << 3 << 11 << "must be a list";
        QTest::newRow("dataset without id") << ok + "datasets:\n  - version: v1\n"
                                            << 4 << 5 << "needs an 'id'";
        QTest::newRow("dataset twice") << ok + "datasets: [a, b, a]\n" << 3 << 18 << "listed twice";
        QTest::newRow("dataset bad name") << ok + "datasets: ['a b']\n" << 3 << 12 << "not a ledger dataset";
        QTest::newRow("storage with quote") << ok + "checkpoint:\n  storage: \"/ck/$HOME\"\n"
                                            << 4 << 12 << "no spaces, quotes or '$'";
        QTest::newRow("storage with a tilde inside") << ok + "checkpoint:\n  storage: a~b\n"
                                                     << 4 << 12 << "no spaces, quotes or '$'";
        QTest::newRow("storage other scheme") << ok + "checkpoint:\n  storage: gs://b/x\n"
                                              << 4 << 12 << "s3://bucket/prefix";
        QTest::newRow("two filesystem paths") << ok + "checkpoint:\n  storage: [/a, /b]\n"
                                              << 4 << 17 << "only one filesystem path";
        QTest::newRow("keep_last zero") << ok + "checkpoint:\n  keep_last: 0\n"
                                        << 4 << 14 << "from 1 to 1000";
        QTest::newRow("verify not bool") << ok + "checkpoint:\n  verify_on_write: maybe\n"
                                         << 4 << 20 << "true or false";
        QTest::newRow("resume mode") << ok + "resume: latest\n" << 3 << 9 << "auto-latest, never";
        QTest::newRow("resume fallback") << ok + "resume:\n  fallback: older\n"
                                         << 4 << 13 << "previous, scratch, fail";
        QTest::newRow("restart policy") << ok + "restartPolicy: always\n"
                                        << 3 << 16 << "never, on-preemption, on-failure";
        QTest::newRow("max retries") << ok + "maxRetries: 1000\n" << 3 << 13 << "from 0 to 100";
        QTest::newRow("seed negative") << ok + "seed: -4\n" << 3 << 7 << "at least 0";
        QTest::newRow("commit with space") << ok + "commit: \"a b\"\n" << 3 << 9 << "commit id";
        QTest::newRow("account with slash") << ok + "account: a/b\n" << 3 << 10 << "letters, digits";
        QTest::newRow("non-scalar key") << ok + "? [a]\n: b\n" << 3 << 3 << "plain word";
        QTest::newRow("preemptible") << ok + "preemptible: sometimes\n" << 3 << 14 << "true or false";
        const QByteArray job = "job:\n  name: a\n  worker:\n    command: run\n";
        QTest::newRow("guide: resources under job") << job + "  resources: {cpu: 2}\n"
                                                    << 5 << 3 << "belongs under 'worker:'";
        QTest::newRow("guide: command twice") << job + "  command: other\n" << 5 << 3 << "given twice";
        QTest::newRow("guide: checkpoint in job and at the top")
            << job + "  checkpoint: {keep_last: 2}\ncheckpoint: {keep_last: 4}\n"
            << 6 << 1 << "given twice";
        QTest::newRow("guide: near key in job") << job + "  replicsa: 2\n"
                                                << 5 << 3 << "did you mean 'replicas'";
        QTest::newRow("guide: near key in worker") << job + "    resource: {cpu: 2}\n"
                                                   << 5 << 5 << "did you mean 'resources'";
        QTest::newRow("guide: near key at the top") << job + "chekpoint: {keep_last: 2}\n"
                                                    << 5 << 1 << "did you mean 'checkpoint'";
        QTest::newRow("flat: near 'job'") << ok + "jobs: {}\n" << 3 << 1 << "did you mean 'job'";
        QTest::newRow("guide: no worker")
            << QByteArray("job:\n  name: a\n") << 1 << 1 << "add 'worker:' under 'job:'";
        QTest::newRow("guide: no name")
            << QByteArray("job:\n  worker: {command: x}\n") << 1 << 1 << "missing 'name' under 'job:'";
        QTest::newRow("guide: job not a map") << QByteArray("job: x\n") << 1 << 6 << "'job' must be a map";
        QTest::newRow("interconnect") << ok + "resources: {interconnect: fast}\n"
                                      << 3 << 27 << "one of any, high-speed";
        QTest::newRow("dataset scheme") << ok + "storage: {dataset: gs://b/x}\n"
                                        << 3 << 20 << "unknown URI scheme 'gs://'";
        QTest::newRow("dataset scheme names the accepted ones")
            << ok + "storage: {dataset: 'http://b/x'}\n"
            << 3 << 20 << "accepted: object-store://bucket/prefix";
        QTest::newRow("checkpoint target scheme") << ok + "checkpoint: {target: file:///x}\n"
                                                  << 3 << 22 << "unknown URI scheme 'file://'";
        QTest::newRow("bad bucket") << ok + "storage: {checkpoint: object-store://B_ucket/x}\n"
                                    << 3 << 23 << "not a bucket name";
        QTest::newRow("dot-dot in a key") << ok + "storage: {dataset: object-store://bkt/a/../../etc}\n"
                                          << 3 << 20 << "'..' segment";
        QTest::newRow("storage unknown key") << ok + "storage: {datasets: s3://bkt/x}\n"
                                             << 3 << 11 << "did you mean 'dataset'";
        QTest::newRow("strategy and mode") << ok + "resume: {strategy: never, mode: never}\n"
                                           << 3 << 27 << "not both";
    }

    void malformed()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, fragment);
        const SpecParse p = JobSpecs::parse(yaml);
        QVERIFY(!p.ok());
        QVERIFY(!p.spec);
        QVERIFY(!p.errors.isEmpty());
        const SpecError &e = p.errors.first();
        const QString all = p.errorText(QStringLiteral("spec.yaml"));
        QVERIFY2(e.message.contains(fragment), qPrintable(all));
        QCOMPARE(e.line, line);
        QCOMPARE(e.column, column);
        if (line > 0)
            QVERIFY2(all.startsWith(QStringLiteral("spec.yaml: line %1, column %2: ").arg(line).arg(column)),
                     qPrintable(all));
    }

    void everyErrorIsReported()
    {
        const SpecParse p = JobSpecs::parse("name: a b\npriority: top\nreplicas: -1\ncommand: x\n"
                                            "checkpoint:\n  keep_last: none\n  verfy_on_write: true\n");
        QCOMPARE(p.errors.size(), 5);
        const int lines[] = {1, 2, 3, 6, 7};
        for (int i = 0; i < 5; ++i)
            QCOMPARE(p.errors.at(i).line, lines[i]);
        QVERIFY(p.errors.at(4).message.contains(QStringLiteral("did you mean 'verify_on_write'")));
    }

    void tooLarge()
    {
        const SpecParse p = JobSpecs::parse(QByteArray(JobSpecs::kMaxSpecBytes + 1, '#'));
        QVERIFY(!p.ok());
        QVERIFY(p.errors.first().message.contains(QStringLiteral("1 MiB")));
    }

    void deepNestingIsAnErrorNotACrash()
    {
        const SpecParse p = JobSpecs::parse(QByteArray(20000, '[') + QByteArray(20000, ']'));
        QVERIFY(!p.ok());
        const SpecParse q = JobSpecs::parse("name: a\ncommand: x\nresources: " + QByteArray(5000, '{'));
        QVERIFY(!q.ok());
    }
};

QTEST_APPLESS_MAIN(TestJobSpec)
#include "tst_job_spec.moc"
