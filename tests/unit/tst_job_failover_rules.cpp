// SPDX-License-Identifier: GPL-3.0-or-later
// The failover section of job specs (parse, errors, YAML round trip) and FailoverClock's limits: unreachable,
// preempted and not running again, queued too long; a job seen running again starts every clock afresh.
#include "jobs/job_spec.h"
#include "planning/cluster_choice.h"
#include "services/job_failover.h"

#include <QtTest>

#include <tuple>

using namespace cg;

namespace {

const char *const kBase = "name: fo\ncommand: echo hi\n";

jobs::JobStatus job(jobs::JobState phase, int restarts = 0)
{
    jobs::JobStatus j;
    j.jobId = QStringLiteral("7");
    j.phase = phase;
    j.restarts = restarts;
    return j;
}

} // namespace

class TestJobFailoverRules : public QObject
{
    Q_OBJECT

private slots:
    void specSection()
    {
        const QByteArray yaml = QByteArray(kBase) + "failover:\n  backups: [lab-us, \"lab fr\"]\n"
                                                    "  unreachable_after: 45s\n  preempted_after: 20m\n"
                                                    "  queued_after: 3h\n";
        const jobs::SpecParse p = jobs::JobSpecs::parse(yaml);
        QVERIFY2(p.ok(), qPrintable(p.errorText(QStringLiteral("spec"))));
        QCOMPARE(p.spec->failover.backups, (QStringList{QStringLiteral("lab-us"), QStringLiteral("lab fr")}));
        QCOMPARE(p.spec->failover.unreachableAfterSeconds, 45);
        QCOMPARE(p.spec->failover.preemptedAfterSeconds, 20 * 60);
        QCOMPARE(p.spec->failover.queuedAfterSeconds, 3 * 3600);

        // Written and read back, in both layouts.
        for (const jobs::SpecLayout layout : {jobs::SpecLayout::Flat, jobs::SpecLayout::Guide}) {
            const jobs::SpecParse again = jobs::JobSpecs::parse(jobs::JobSpecs::toYaml(*p.spec, layout));
            QVERIFY2(again.ok(), qPrintable(again.errorText(QStringLiteral("again"))));
            QCOMPARE(again.spec->failover.backups, p.spec->failover.backups);
            QCOMPARE(again.spec->failover.unreachableAfterSeconds, 45);
            QCOMPARE(again.spec->failover.queuedAfterSeconds, 3 * 3600);
        }
        // Not part of the hash: the same job with or without backups.
        QCOMPARE(p.spec->canonical(), jobs::JobSpecs::parse(kBase).spec->canonical());

        // Defaults.
        const jobs::SpecParse d = jobs::JobSpecs::parse(QByteArray(kBase) + "failover:\n  backups: [b]\n");
        QVERIFY(d.ok());
        QCOMPARE(d.spec->failover.unreachableAfterSeconds, 600);
        QCOMPARE(d.spec->failover.preemptedAfterSeconds, 900);
        QCOMPARE(d.spec->failover.queuedAfterSeconds, 7200);
        QVERIFY(!jobs::JobSpecs::parse(kBase).spec->failover.enabled());
    }

    void specErrors_data()
    {
        QTest::addColumn<QByteArray>("section");
        QTest::addColumn<QString>("says");
        QTest::newRow("not a list") << QByteArray("  backups: lab-us\n") << QStringLiteral("list");
        QTest::newRow("twice") << QByteArray("  backups: [a, a]\n") << QStringLiteral("twice");
        QTest::newRow("too short") << QByteArray("  backups: [a]\n  queued_after: 5s\n")
                                   << QStringLiteral("at least 10 seconds");
        QTest::newRow("not a duration")
            << QByteArray("  backups: [a]\n  unreachable_after: soon\n") << QStringLiteral("'soon'");
        QTest::newRow("unknown key") << QByteArray("  backups: [a]\n  queue_after: 1h\n")
                                     << QStringLiteral("queued_after");
    }

    void specErrors()
    {
        QFETCH(QByteArray, section);
        QFETCH(QString, says);
        const jobs::SpecParse p = jobs::JobSpecs::parse(QByteArray(kBase) + "failover:\n" + section);
        QVERIFY(!p.ok());
        const QString text = p.errorText(QStringLiteral("spec"));
        QVERIFY2(text.contains(says) && text.contains(QStringLiteral("line ")), qPrintable(text));
    }

    // Without backups in the spec, the planner's choice gives them: the other of its primary and backup.
    void backupsFromTheClusterChoice()
    {
        QList<planning::ClusterCandidate> candidates;
        for (const auto &[name, region, price] :
             {std::tuple{"de-1", "DE", 2.0}, std::tuple{"de-2", "DE", 2.1}, std::tuple{"us-1", "US", 2.5}}) {
            planning::ClusterCandidate c;
            c.name = QString::fromLatin1(name);
            c.region = QString::fromLatin1(region);
            c.rttMs = 20;
            c.availableGpus = 8;
            c.gpuHourPrice = price;
            candidates << c;
        }
        const planning::ClusterChoice choice = planning::ClusterChooser::choose(candidates, {});
        QVERIFY(choice.primary && choice.backup);
        const QString primary = choice.ranked.at(*choice.primary).candidate.name;
        const QString backup = choice.ranked.at(*choice.backup).candidate.name;
        QCOMPARE(services::JobFailover::backupsFrom(choice, primary), QStringList{backup});
        QCOMPARE(services::JobFailover::backupsFrom(choice, backup), QStringList{primary});
        QVERIFY(services::JobFailover::backupsFrom(choice, QStringLiteral("elsewhere")).isEmpty());
        QVERIFY(services::JobFailover::backupsFrom(planning::ClusterChoice{}, primary).isEmpty());
    }

    void clockLimits()
    {
        jobs::FailoverPolicy policy;
        policy.backups = {QStringLiteral("b")};
        policy.unreachableAfterSeconds = 60;
        policy.preemptedAfterSeconds = 120;
        policy.queuedAfterSeconds = 300;
        const QDateTime t0 = QDateTime::fromSecsSinceEpoch(1800000000, Qt::UTC);
        using R = services::FailoverReason;

        services::FailoverClock c;
        QVERIFY(!c.observe(t0, true, job(jobs::JobState::Running), policy));
        QVERIFY(!c.observe(t0.addSecs(10), false, std::nullopt, policy));
        QVERIFY(!c.observe(t0.addSecs(69), false, std::nullopt, policy));
        QCOMPARE(c.observe(t0.addSecs(70), false, std::nullopt, policy), R::Unreachable);
        // Answering again stops that clock.
        QVERIFY(!c.observe(t0.addSecs(80), true, job(jobs::JobState::Running), policy));
        QVERIFY(!c.observe(t0.addSecs(90), false, std::nullopt, policy));
        QVERIFY(!c.observe(t0.addSecs(149), false, std::nullopt, policy));

        // Preempted (requeued, waiting with a restart): its own limit; running again resets it.
        services::FailoverClock p;
        QVERIFY(!p.observe(t0, true, job(jobs::JobState::Preempted), policy));
        QVERIFY(!p.observe(t0.addSecs(100), true, job(jobs::JobState::Pending, 1), policy));
        QCOMPARE(p.observe(t0.addSecs(120), true, job(jobs::JobState::Pending, 1), policy), R::Preempted);
        p.reset();
        QVERIFY(!p.observe(t0, true, job(jobs::JobState::Requeued), policy));
        QVERIFY(!p.observe(t0.addSecs(60), true, job(jobs::JobState::Running, 1), policy));
        QVERIFY(!p.observe(t0.addSecs(130), true, job(jobs::JobState::Pending, 1), policy));

        // Queued: pending with no restart.
        services::FailoverClock q;
        QVERIFY(!q.observe(t0, true, job(jobs::JobState::Pending), policy));
        QVERIFY(!q.observe(t0.addSecs(299), true, job(jobs::JobState::Pending), policy));
        QCOMPARE(q.observe(t0.addSecs(300), true, job(jobs::JobState::Pending), policy), R::Queued);
        // Not listed (ended and forgotten): no clock runs.
        services::FailoverClock gone;
        QVERIFY(!gone.observe(t0, true, std::nullopt, policy));
        QVERIFY(!gone.observe(t0.addSecs(10000), true, std::nullopt, policy));
    }
};

QTEST_GUILESS_MAIN(TestJobFailoverRules)
#include "tst_job_failover_rules.moc"
