// SPDX-License-Identifier: GPL-3.0-or-later
// The generated batch script run by bash, without Slurm: a fake training command that follows the
// checkpoint contract, fake SLURM_* variables, and stubs for srun (runs the command), scontrol (records
// requeues) and aws (records copies) on PATH. Checked: resume from the newest verified checkpoint, a
// corrupt or unfinished newest one skipped, each fallback, pruning to keep_last, manifests that verify,
// maxRetries, requeue after a forwarded USR1 or a failure per restartPolicy, and s3 mirrors.
#include "jobs/slurm_script.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg::jobs;

namespace {

// Follows the contract in slurm_script.h: resumes from CG_RESUME_FROM, writes step-N/ then .done, and on
// USR1 writes what it has and exits. FAKE_PREEMPT_AT sends USR1 to the batch shell (as Slurm would) at that
// step; FAKE_FAIL_AT exits 7 there.
const char *kTraining = R"sh(start=0
if [ -n "$CG_RESUME_FROM" ]; then start=$(cat "$CG_RESUME_FROM/state"); fi
echo "resume=${CG_RESUME_FROM##*/} start=$start restart=$CG_RESTART_COUNT" >>"$T/runs.log"
stop=0
trap 'stop=1' USR1
step=$start
while [ "$step" -lt "${FAKE_STEPS:-5}" ]; do
  step=$((step + 1))
  echo "$step" >>"$T/steps.log"
  d="$CG_CHECKPOINT_DIR/step-$(printf %06d "$step")"
  mkdir -p "$d/shard"
  echo "$step" >"$d/state"
  head -c 4096 /dev/urandom >"$d/shard/weights.bin"
  touch "$d/.done"
  if [ "$step" = "${FAKE_FAIL_AT:-}" ]; then exit 7; fi
  if [ "$step" = "${FAKE_PREEMPT_AT:-}" ]; then
    kill -"${FAKE_SIGNAL:-USR1}" "$PPID"
    i=0
    while [ "$stop" = 0 ] && [ "$i" -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done
    [ "$stop" = 1 ] || exit 9
    exit 0
  fi
done
)sh";

struct Run
{
    int exitCode = -1;
    QString log;
};

} // namespace

class TestSlurmWrapper : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_stubs;

    QString t() const { return m_dir.path(); }
    QString ckpt() const { return m_dir.filePath(QStringLiteral("ckpt")); }

    static void writeExecutable(const QString &path, const QByteArray &text)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    }

    QString read(const QString &name) const
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readAll());
    }

    QStringList steps() const
    {
        QStringList out = QDir(ckpt()).entryList({QStringLiteral("step-*")}, QDir::Dirs, QDir::Name);
        return out;
    }

    JobSpec spec(const QByteArray &extra) const
    {
        const QByteArray yaml = "name: fake-train\ncommand: |\n  " +
                                QByteArray(kTraining).replace("\n", "\n  ") + "\ncheckpoint:\n  storage: [" +
                                ckpt().toUtf8() + "]\n" + extra;
        const SpecParse p = JobSpecs::parse(yaml);
        if (!p.ok())
            qFatal("%s", qPrintable(p.errorText(QStringLiteral("spec"))));
        return *p.spec;
    }

    Run run(const JobSpec &s, int restartCount, const QMap<QString, QString> &env = {},
            const QString &extraPath = {}, const SlurmProfile &profile = {})
    {
        ScriptOptions options;
        options.sealIntervalSeconds = 1;
        const auto script = SlurmScripts::build(s, profile, options);
        if (!script)
            qFatal("%s", qPrintable(script.error()));
        const QString path = m_dir.filePath(QStringLiteral("job.sh"));
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(script->text.toUtf8());
        f.close();
        QProcessEnvironment e;
        e.insert(QStringLiteral("PATH"), (extraPath.isEmpty() ? QString() : extraPath + QLatin1Char(':')) +
                                             m_stubs + QStringLiteral(":/usr/bin:/bin"));
        e.insert(QStringLiteral("HOME"), t());
        e.insert(QStringLiteral("T"), t());
        e.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("4242"));
        e.insert(QStringLiteral("SLURM_RESTART_COUNT"), QString::number(restartCount));
        e.insert(QStringLiteral("SLURM_CPUS_PER_TASK"), QStringLiteral("3"));
        for (auto it = env.begin(); it != env.end(); ++it)
            e.insert(it.key(), it.value());
        QProcess p;
        p.setProcessEnvironment(e);
        p.setWorkingDirectory(t());
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("bash"), {path});
        if (!p.waitForFinished(120000))
            qFatal("the batch script did not finish");
        Run r;
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.log = QString::fromUtf8(p.readAll());
        if (qEnvironmentVariableIsSet("CG_TEST_SHOW_LOG")) // the batch script's own log, for debugging
            qInfo().noquote() << r.log;
        return r;
    }

    bool verifies(const QString &step) const
    {
        QProcess p;
        p.setWorkingDirectory(ckpt() + QLatin1Char('/') + step);
        p.start(QStringLiteral("sha256sum"),
                {QStringLiteral("--check"), QStringLiteral("--strict"), QStringLiteral("MANIFEST.sha256")});
        return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    void corrupt(const QString &step)
    {
        QFile f(ckpt() + QLatin1Char('/') + step + QStringLiteral("/shard/weights.bin"));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        bytes[100] = char(bytes[100] ^ 0x5a);
        f.seek(0);
        f.write(bytes);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_stubs = m_dir.filePath(QStringLiteral("stubs"));
        QVERIFY(QDir().mkpath(m_stubs));
        // srun: drop its options, run the rest in place (the step's parent stays the batch shell).
        writeExecutable(
            m_stubs + QStringLiteral("/srun"),
            "#!/bin/bash\necho \"$*\" >>\"$T/srun.log\"\n"
            "while [ $# -gt 0 ]; do case $1 in --*) shift ;; *) break ;; esac; done\nexec \"$@\"\n");
        writeExecutable(m_stubs + QStringLiteral("/scontrol"),
                        "#!/bin/bash\necho \"$*\" >>\"$T/scontrol.log\"\n");
    }

    void init()
    {
        QDir(ckpt()).removeRecursively();
        for (const char *log : {"runs.log", "steps.log", "srun.log", "scontrol.log", "aws.log"})
            QFile::remove(m_dir.filePath(QLatin1String(log)));
    }

    void freshRunSealsAndPrunesToKeepLast()
    {
        const Run r = run(spec("  keep_last: 2\n"), 0);
        QVERIFY2(r.exitCode == 0, qPrintable(r.log));
        QCOMPARE(read(QStringLiteral("runs.log")), QStringLiteral("resume= start=0 restart=0\n"));
        QCOMPARE(steps(), (QStringList{QStringLiteral("step-000004"), QStringLiteral("step-000005")}));
        QVERIFY(verifies(QStringLiteral("step-000004")));
        QVERIFY(verifies(QStringLiteral("step-000005")));
        QVERIFY(read(QStringLiteral("scontrol.log")).isEmpty());
        QVERIFY(read(QStringLiteral("srun.log")).contains(QStringLiteral("--kill-on-bad-exit=1")));
        QVERIFY(read(QStringLiteral("srun.log")).contains(QStringLiteral("--cpus-per-task=3")));
        QVERIFY2(r.log.contains(QStringLiteral("the command finished")), qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("neither")) == false, qPrintable(r.log));
    }

    void resumesFromTheNewestVerifiedCheckpoint()
    {
        QMap<QString, QString> env{{QStringLiteral("FAKE_STEPS"), QStringLiteral("3")}};
        QCOMPARE(run(spec({}), 0, env).exitCode, 0);
        env[QStringLiteral("FAKE_STEPS")] = QStringLiteral("6");
        const Run r = run(spec({}), 1, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.log));
        QCOMPARE(read(QStringLiteral("runs.log")).split(QLatin1Char('\n')).at(1),
                 QStringLiteral("resume=step-000003 start=3 restart=1"));
        // No step repeated.
        QCOMPARE(read(QStringLiteral("steps.log")), QStringLiteral("1\n2\n3\n4\n5\n6\n"));
        QCOMPARE(steps(), (QStringList{QStringLiteral("step-000004"), QStringLiteral("step-000005"),
                                       QStringLiteral("step-000006")}));
    }

    void skipsACorruptNewestCheckpoint()
    {
        QMap<QString, QString> env{{QStringLiteral("FAKE_STEPS"), QStringLiteral("3")}};
        QCOMPARE(run(spec({}), 0, env).exitCode, 0);
        corrupt(QStringLiteral("step-000003"));
        QVERIFY(!verifies(QStringLiteral("step-000003")));
        env[QStringLiteral("FAKE_STEPS")] = QStringLiteral("4");
        const Run r = run(spec({}), 1, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("checkpoint step-000003 does not match its MANIFEST.sha256")),
                 qPrintable(r.log));
        QCOMPARE(read(QStringLiteral("runs.log")).split(QLatin1Char('\n')).at(1),
                 QStringLiteral("resume=step-000002 start=2 restart=1"));
        // One interval lost: step 3 is done again, nothing before it.
        QCOMPARE(read(QStringLiteral("steps.log")), QStringLiteral("1\n2\n3\n3\n4\n"));
        const QStringList quarantined =
            QDir(ckpt() + QStringLiteral("/.quarantine")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(quarantined.size(), 1);
        QVERIFY(quarantined.first().startsWith(QStringLiteral("step-000003.")));
        QVERIFY(verifies(QStringLiteral("step-000003"))); // written again, sealed again
    }

    void unfinishedCheckpointsAreRemovedAndLateOnesSealed()
    {
        QMap<QString, QString> env{{QStringLiteral("FAKE_STEPS"), QStringLiteral("2")}};
        QCOMPARE(run(spec({}), 0, env).exitCode, 0);
        // step 3: finished but never sealed (the previous run was killed); step 4: never finished.
        for (const char *name : {"step-000003", "step-000004"}) {
            QVERIFY(QDir().mkpath(ckpt() + QLatin1Char('/') + QLatin1String(name)));
            QFile state(ckpt() + QLatin1Char('/') + QLatin1String(name) + QStringLiteral("/state"));
            QVERIFY(state.open(QIODevice::WriteOnly));
            state.write(QByteArray(name).right(1) + '\n');
        }
        QFile done(ckpt() + QStringLiteral("/step-000003/.done"));
        QVERIFY(done.open(QIODevice::WriteOnly));
        done.close();
        env[QStringLiteral("FAKE_STEPS")] = QStringLiteral("5");
        const Run r = run(spec({}), 1, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("checkpoint step-000004 was never finished")),
                 qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("sealing it now")), qPrintable(r.log));
        QCOMPARE(read(QStringLiteral("runs.log")).split(QLatin1Char('\n')).at(1),
                 QStringLiteral("resume=step-000003 start=3 restart=1"));
    }

    void fallbacks_data()
    {
        QTest::addColumn<QByteArray>("fallback");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("secondRun"); // "" when the command must not run
        QTest::newRow("previous") << QByteArray("previous") << 0
                                  << QStringLiteral("resume=step-000002 start=2 restart=1");
        QTest::newRow("scratch") << QByteArray("scratch") << 0 << QStringLiteral("resume= start=0 restart=1");
        QTest::newRow("fail") << QByteArray("fail") << 4 << QString();
    }

    void fallbacks()
    {
        QFETCH(QByteArray, fallback);
        QFETCH(int, exitCode);
        QFETCH(QString, secondRun);
        const JobSpec s = spec("resume: {mode: auto-latest, fallback: " + fallback + "}\n");
        QCOMPARE(run(s, 0, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("3")}}).exitCode, 0);
        corrupt(QStringLiteral("step-000003"));
        const Run r = run(s, 1, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("3")}});
        QVERIFY2(r.exitCode == exitCode, qPrintable(r.log));
        const QStringList runs =
            read(QStringLiteral("runs.log")).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (secondRun.isEmpty()) {
            QCOMPARE(runs.size(), 1);
            QVERIFY2(r.log.contains(QStringLiteral("fallback 'fail'")), qPrintable(r.log));
        } else {
            QCOMPARE(runs.size(), 2);
            QCOMPARE(runs.at(1), secondRun);
        }
        QVERIFY(read(QStringLiteral("scontrol.log")).isEmpty());
    }

    void resumeNeverStartsFromScratch()
    {
        QCOMPARE(
            run(spec("resume: never\n"), 0, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("2")}}).exitCode,
            0);
        const Run r = run(spec("resume: never\n"), 1, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("2")}});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(read(QStringLiteral("runs.log")).split(QLatin1Char('\n')).at(1),
                 QStringLiteral("resume= start=0 restart=1"));
    }

    void verifyOffWritesNoManifest()
    {
        QCOMPARE(
            run(spec("  verify_on_write: false\n"), 0, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("2")}})
                .exitCode,
            0);
        QVERIFY(!QFile::exists(ckpt() + QStringLiteral("/step-000002/MANIFEST.sha256")));
        corrupt(QStringLiteral("step-000002")); // undetectable without a manifest: still the newest
        const Run r =
            run(spec("  verify_on_write: false\n"), 1, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("3")}});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(read(QStringLiteral("runs.log")).split(QLatin1Char('\n')).at(1),
                 QStringLiteral("resume=step-000002 start=2 restart=1"));
    }

    void maxRetriesStopsTheJob()
    {
        const Run r = run(spec("maxRetries: 3\n"), 4);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.log.contains(QStringLiteral("past maxRetries (3)")), qPrintable(r.log));
        QVERIFY(read(QStringLiteral("runs.log")).isEmpty()); // the command never ran
        QVERIFY(read(QStringLiteral("scontrol.log")).isEmpty());
        const Run atMax =
            run(spec("maxRetries: 3\n"), 3, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("1")}});
        QCOMPARE(atMax.exitCode, 0); // the last allowed run still runs
    }

    void preemptionIsForwardedAndRequeued_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<int>("restartCount");
        QTest::addColumn<bool>("requeued");
        QTest::addColumn<QString>("why");
        QTest::newRow("under maxRetries") << QByteArray("maxRetries: 3\n") << 1 << true
                                          << QStringLiteral("requeueing (restart 2 of at most 3)");
        QTest::newRow("at maxRetries")
            << QByteArray("maxRetries: 3\n") << 3 << false << QStringLiteral("maxRetries (3) reached");
        QTest::newRow("restartPolicy never")
            << QByteArray("restartPolicy: never\n") << 0 << false << QStringLiteral("restartPolicy is never");
        QTest::newRow("on-failure also requeues preemption")
            << QByteArray("restartPolicy: on-failure\n") << 0 << true << QStringLiteral("requeueing");
    }

    void preemptionIsForwardedAndRequeued()
    {
        QFETCH(QByteArray, extra);
        QFETCH(int, restartCount);
        QFETCH(bool, requeued);
        QFETCH(QString, why);
        const Run r =
            run(spec(extra), restartCount, {{QStringLiteral("FAKE_PREEMPT_AT"), QStringLiteral("2")}});
        QVERIFY2(r.log.contains(QStringLiteral("received SIGUSR1; forwarding it to the job step")),
                 qPrintable(r.log));
        QVERIFY2(r.log.contains(why), qPrintable(r.log));
        QCOMPARE(r.exitCode, 5); // interrupted: never reported as completed
        QCOMPARE(read(QStringLiteral("steps.log")), QStringLiteral("1\n2\n"));
        QVERIFY(verifies(QStringLiteral("step-000002")));
        QCOMPARE(read(QStringLiteral("scontrol.log")),
                 requeued ? QStringLiteral("requeue 4242\n") : QString());
    }

    void cancelIsNeverRequeued()
    {
        const Run r = run(spec("restartPolicy: on-failure\n"), 0,
                          {{QStringLiteral("FAKE_PREEMPT_AT"), QStringLiteral("2")},
                           {QStringLiteral("FAKE_SIGNAL"), QStringLiteral("TERM")}});
        QVERIFY2(r.log.contains(QStringLiteral("received SIGTERM; forwarding it to the job step")),
                 qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("stopped by SIGTERM without a warning")), qPrintable(r.log));
        QCOMPARE(r.exitCode, 143); // the step's status: killed by the forwarded TERM
        QVERIFY(read(QStringLiteral("scontrol.log")).isEmpty());
        QVERIFY(verifies(QStringLiteral("step-000002"))); // what was finished is still sealed
    }

    void failureRequeuesOnlyOnFailurePolicy_data()
    {
        QTest::addColumn<QByteArray>("policy");
        QTest::addColumn<bool>("requeued");
        QTest::newRow("on-failure") << QByteArray("on-failure") << true;
        QTest::newRow("on-preemption") << QByteArray("on-preemption") << false;
        QTest::newRow("never") << QByteArray("never") << false;
    }

    void failureRequeuesOnlyOnFailurePolicy()
    {
        QFETCH(QByteArray, policy);
        QFETCH(bool, requeued);
        const Run r = run(spec("restartPolicy: " + policy + "\n"), 0,
                          {{QStringLiteral("FAKE_FAIL_AT"), QStringLiteral("2")}});
        QCOMPARE(r.exitCode, 7);
        QCOMPARE(read(QStringLiteral("scontrol.log")),
                 requeued ? QStringLiteral("requeue 4242\n") : QString());
        QVERIFY(verifies(QStringLiteral("step-000002"))); // sealed after the failure too
    }

    void s3MirrorWithoutTools()
    {
        const Run r = run(mirrorSpec(), 0, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("1")}});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.log.contains(QStringLiteral("neither rclone nor aws is installed")), qPrintable(r.log));
        QVERIFY(r.log.contains(QStringLiteral("checkpoints are kept only in ") + ckpt()));
        QVERIFY(verifies(QStringLiteral("step-000001")));
    }

    void s3MirrorThroughAws()
    {
        const QString awsDir = m_dir.filePath(QStringLiteral("aws-bin"));
        QVERIFY(QDir().mkpath(awsDir));
        writeExecutable(awsDir + QStringLiteral("/aws"), "#!/bin/bash\necho \"$*\" >>\"$T/aws.log\"\n");
        const Run r = run(mirrorSpec(), 0, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("3")}}, awsDir);
        QVERIFY2(r.exitCode == 0, qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("through aws")), qPrintable(r.log));
        const QString aws = read(QStringLiteral("aws.log"));
        for (int step = 1; step <= 3; ++step) {
            const QString name = QStringLiteral("step-%1").arg(step, 6, 10, QLatin1Char('0'));
            QVERIFY2(
                aws.contains(QStringLiteral(
                                 "s3 cp --recursive --only-show-errors --exclude .done --exclude .cg-* %1/%2 "
                                 "s3://ml-ckpt/fake/%2/")
                                 .arg(ckpt(), name)),
                qPrintable(aws));
            QVERIFY2(
                aws.contains(QStringLiteral("s3 cp --only-show-errors %1/%2/.done s3://ml-ckpt/fake/%2/.done")
                                 .arg(ckpt(), name)),
                qPrintable(aws));
        }
        // keep_last 2: the first one is removed from the mirror too.
        QVERIFY2(aws.contains(
                     QStringLiteral("s3 rm --recursive --only-show-errors s3://ml-ckpt/fake/step-000001/")),
                 qPrintable(aws));
        // A fresh start with nothing local looks in the mirror first.
        QVERIFY2(aws.contains(QStringLiteral("s3 sync --only-show-errors s3://ml-ckpt/fake %1").arg(ckpt())),
                 qPrintable(aws));
    }

    // object-store:// on a store mounted at the profile's root: checkpoints copied there (sealed, .done
    // last, pruned with keep_last) and fetched back when the local ones are gone; the dataset staged once.
    void objectStoreMirrorAndDataset()
    {
        const QString os = m_dir.filePath(QStringLiteral("os"));
        QDir(os).removeRecursively();
        QVERIFY(QDir().mkpath(os + QStringLiteral("/lab/datasets/v3/shards")));
        {
            QFile f(os + QStringLiteral("/lab/datasets/v3/shards/part-0"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("tokens\n");
        }
        SlurmProfile profile;
        profile.objectStoreRoot = os;
        profile.defaultBucket = QStringLiteral("lab");
        profile.stagingRoot = m_dir.filePath(QStringLiteral("staged"));
        const QByteArray yaml =
            "job:\n  name: fake-train\n  worker:\n    command: |\n      test -f "
            "\"$CG_DATASET_DIR/shards/part-0\" || exit 8\n      " +
            QByteArray(kTraining).replace("\n", "\n      ") +
            "\n  storage:\n    dataset: object-store://<bucket>/datasets/v3\n"
            "    checkpoint: object-store://<bucket>/ckpt/fake\ncheckpoint:\n  keep_last: 2\n"
            "  storage: [" +
            ckpt().toUtf8() + "]\n";
        const SpecParse p = JobSpecs::parse(yaml);
        QVERIFY2(p.ok(), qPrintable(p.errorText(QStringLiteral("spec"))));
        Run r = run(*p.spec, 0, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("3")}}, {}, profile);
        QVERIFY2(r.exitCode == 0, qPrintable(r.log));
        const QString staged = m_dir.filePath(QStringLiteral("staged/lab/datasets/v3"));
        QVERIFY2(QFile::exists(staged + QStringLiteral("/shards/part-0")), qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("dataset staged: 1 file(s)")), qPrintable(r.log));
        const QString mirror = os + QStringLiteral("/lab/ckpt/fake");
        QCOMPARE(QDir(mirror).entryList({QStringLiteral("step-*")}, QDir::Dirs, QDir::Name),
                 (QStringList{QStringLiteral("step-000002"), QStringLiteral("step-000003")}));
        for (const QString &step : {QStringLiteral("step-000002"), QStringLiteral("step-000003")}) {
            QVERIFY(QFile::exists(mirror + QLatin1Char('/') + step + QStringLiteral("/.done")));
            QVERIFY(QFile::exists(mirror + QLatin1Char('/') + step + QStringLiteral("/MANIFEST.sha256")));
            QVERIFY(!QFile::exists(mirror + QLatin1Char('/') + step + QStringLiteral("/.cg-mirrored")));
        }
        QVERIFY(
            QDir(mirror).entryList({QStringLiteral(".cg-incoming-*")}, QDir::Dirs | QDir::Hidden).isEmpty());

        // The cluster's copy is gone (another filesystem, a cleaned scratch): the next run fetches the
        // mirror, verifies it and resumes there; the dataset is not copied again.
        QVERIFY(QDir(ckpt()).removeRecursively());
        r = run(*p.spec, 1, {{QStringLiteral("FAKE_STEPS"), QStringLiteral("5")}}, {}, profile);
        QVERIFY2(r.exitCode == 0, qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("fetching checkpoints from ") + mirror), qPrintable(r.log));
        QVERIFY2(r.log.contains(QStringLiteral("already staged")), qPrintable(r.log));
        QCOMPARE(read(QStringLiteral("runs.log")).split(QLatin1Char('\n')).at(1),
                 QStringLiteral("resume=step-000003 start=3 restart=1"));

        // A dataset that cannot be staged stops the job before the command.
        QVERIFY(QDir(os + QStringLiteral("/lab/datasets")).removeRecursively());
        QVERIFY(QDir(m_dir.filePath(QStringLiteral("staged"))).removeRecursively());
        r = run(*p.spec, 0, {}, {}, profile);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.log.contains(QStringLiteral("staging dataset ") + os +
                                QStringLiteral("/lab/datasets/v3 failed; not running the command")),
                 qPrintable(r.log));
    }

private:
    JobSpec mirrorSpec() const
    {
        const QByteArray yaml = "name: fake-train\ncommand: |\n  " +
                                QByteArray(kTraining).replace("\n", "\n  ") +
                                "\ncheckpoint:\n  keep_last: 2\n  storage:\n    - " + ckpt().toUtf8() +
                                "\n    - s3://ml-ckpt/fake\n";
        const SpecParse p = JobSpecs::parse(yaml);
        if (!p.ok())
            qFatal("%s", qPrintable(p.errorText(QStringLiteral("spec"))));
        return *p.spec;
    }
};

QTEST_GUILESS_MAIN(TestSlurmWrapper)
#include "tst_slurm_wrapper.moc"
