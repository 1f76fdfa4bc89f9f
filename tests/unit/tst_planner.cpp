// SPDX-License-Identifier: GPL-3.0-or-later
// The capacity planner as tables: the worked example in both group sizes, rounding at and just past an
// integer (with floating-point noise), invalid inputs with their messages, sensitivity, zones, training.
#include "planning/planner.h"

#include <QtTest>

#include <cmath>

using namespace cg::planning;

Q_DECLARE_METATYPE(cg::planning::InferenceInputs)

namespace {

InferenceInputs inputs(double qps, double in, double out, double tps, double be, double util, double headroom,
                       int group)
{
    InferenceInputs i;
    i.qps = qps;
    i.inputTokens = in;
    i.outputTokens = out;
    i.tpsPerGpu = tps;
    i.batchEfficiency = be;
    i.utilization = util;
    i.headroom = headroom;
    i.groupSize = group;
    return i;
}

InferenceInputs worked(int group = 1)
{
    return inputs(60, 1000, 300, 2500, 2, 0.7, 0.25, group);
}

} // namespace

class TestPlanner : public QObject
{
    Q_OBJECT

private slots:
    void gpuCount_data()
    {
        QTest::addColumn<InferenceInputs>("in");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("groups");
        QTest::newRow("worked example, group 1") << worked(1) << 28 << 28;
        QTest::newRow("worked example, group 8") << worked(8) << 32 << 4;
        QTest::newRow("worked example, group 4 (28 is whole)") << worked(4) << 28 << 7;
        QTest::newRow("worked example, group 2") << worked(2) << 28 << 14;
        QTest::newRow("worked example, no headroom") << inputs(60, 1000, 300, 2500, 2, 0.7, 0, 1) << 23 << 23;
        QTest::newRow("exactly one GPU") << inputs(10, 70, 30, 1000, 1, 1, 0, 1) << 1 << 1;
        QTest::newRow("exactly 11, float gives 11.000000000000002")
            << inputs(3, 300, 0, 100, 1, 0.9, 0.1, 1) << 11 << 11;
        QTest::newRow("exactly 66, float gives 66.00000000000001")
            << inputs(6, 300, 0, 100, 1, 0.3, 0.1, 1) << 66 << 66;
        QTest::newRow("just past an integer") << inputs(10001, 1, 0, 10000, 1, 1, 0, 1) << 2 << 1 * 2;
        QTest::newRow("tiny load still needs one group")
            << inputs(0.001, 1, 1, 5000, 3, 0.6, 0.2, 8) << 8 << 1;
        QTest::newRow("input tokens only") << inputs(1, 5000, 0, 1000, 1, 1, 0, 1) << 5 << 5;
    }

    void gpuCount()
    {
        QFETCH(InferenceInputs, in);
        QFETCH(int, gpus);
        QFETCH(int, groups);
        const auto plan = Planner::planInference(in);
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QCOMPARE(plan->gpus, gpus);
        QCOMPARE(plan->groups, groups);
        QCOMPARE(plan->gpus % in.groupSize, 0);
    }

    void workedExampleArithmetic()
    {
        const auto plan = Planner::planInference(worked(8));
        QVERIFY(plan.ok());
        QCOMPARE(plan->peakTokensPerSecond, 78000.0);
        QCOMPARE(plan->neededTokensPerSecond, 97500.0);
        QCOMPARE(plan->effectivePerGpu, 3500.0);
        QVERIFY(std::fabs(plan->exactGpus - 27.857142857) < 1e-6);
        QCOMPARE(plan->gpusBeforeGroups, 28);
        QStringList lines;
        for (const PlanStep &s : plan->steps)
            lines << s.text();
        const QString all = lines.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("60 x (1000 + 300) = 78000")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("78000 x (1 + 0.25) = 97500")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("2500 x 2 x 0.7 = 3500")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("97500 / 3500 = 27.857")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("ceil(27.857) = 28")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("ceil(28 / 8) = 4")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("4 x 8 = 32")), qPrintable(all));
    }

    void invalidInputs_data()
    {
        QTest::addColumn<InferenceInputs>("in");
        QTest::addColumn<QString>("mentions");
        const double nan = std::nan("");
        InferenceInputs w = worked();
        QTest::newRow("zero qps") << inputs(0, 1000, 300, 2500, 2, 0.7, 0.25, 1) << QStringLiteral("--qps");
        QTest::newRow("negative qps") << inputs(-5, 1000, 300, 2500, 2, 0.7, 0.25, 1) << QStringLiteral("-5");
        QTest::newRow("NaN qps") << inputs(nan, 1000, 300, 2500, 2, 0.7, 0.25, 1) << QStringLiteral("--qps");
        QTest::newRow("negative input tokens")
            << inputs(60, -1, 300, 2500, 2, 0.7, 0.25, 1) << QStringLiteral("--in");
        QTest::newRow("negative output tokens")
            << inputs(60, 1000, -300, 2500, 2, 0.7, 0.25, 1) << QStringLiteral("--out");
        QTest::newRow("no tokens at all")
            << inputs(60, 0, 0, 2500, 2, 0.7, 0.25, 1) << QStringLiteral("--in + --out");
        QTest::newRow("zero tps") << inputs(60, 1000, 300, 0, 2, 0.7, 0.25, 1) << QStringLiteral("--tps");
        QTest::newRow("zero batch efficiency")
            << inputs(60, 1000, 300, 2500, 0, 0.7, 0.25, 1) << QStringLiteral("--batch-eff");
        QTest::newRow("util above 1")
            << inputs(60, 1000, 300, 2500, 2, 1.2, 0.25, 1) << QStringLiteral("at most 1");
        QTest::newRow("util given in percent")
            << inputs(60, 1000, 300, 2500, 2, 70, 0.25, 1) << QStringLiteral("0.7 means 70 %");
        QTest::newRow("zero util") << inputs(60, 1000, 300, 2500, 2, 0, 0.25, 1) << QStringLiteral("--util");
        QTest::newRow("negative headroom")
            << inputs(60, 1000, 300, 2500, 2, 0.7, -0.1, 1) << QStringLiteral("--headroom");
        QTest::newRow("group 0") << inputs(60, 1000, 300, 2500, 2, 0.7, 0.25, 0) << QStringLiteral("--group");
        QTest::newRow("absurd scale (tps per ms?)")
            << inputs(1e6, 1e6, 0, 0.001, 1, 1, 0, 1) << QStringLiteral("check the units");
        Q_UNUSED(w)
    }

    void invalidInputs()
    {
        QFETCH(InferenceInputs, in);
        QFETCH(QString, mentions);
        const auto plan = Planner::planInference(in);
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error().contains(mentions), qPrintable(plan.error()));
        QVERIFY(!Planner::sensitivity(in).ok());
    }

    void ceilTolerant_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("integer") << 28.0 << qint64(28);
        QTest::newRow("noise above") << 11.000000000000002 << qint64(11);
        QTest::newRow("noise below") << 10.999999999999998 << qint64(11);
        QTest::newRow("real fraction") << 27.857 << qint64(28);
        QTest::newRow("one in a million above") << 3.000001 << qint64(4);
        QTest::newRow("small fraction") << 0.001 << qint64(1);
    }

    void ceilTolerant()
    {
        QFETCH(double, value);
        QFETCH(qint64, expected);
        QCOMPARE(Planner::ceilTolerant(value), expected);
    }

    void sensitivityOfWorkedExample()
    {
        const auto s = Planner::sensitivity(worked(1), 0.2);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(s->size(), 7);
        QMap<QString, Sensitivity> by;
        for (const Sensitivity &x : s.value())
            by.insert(x.input, x);
        // qps x 0.8 = 48 -> 22.29 -> 23; x 1.2 = 72 -> 33.43 -> 34
        QCOMPARE(by.value(QStringLiteral("qps")).lowGpus, 23);
        QCOMPARE(by.value(QStringLiteral("qps")).highGpus, 34);
        // tps: 2000 -> 34.82 -> 35; 3000 -> 23.21 -> 24 (more throughput, fewer GPUs)
        QCOMPARE(by.value(QStringLiteral("tps")).lowGpus, 35);
        QCOMPARE(by.value(QStringLiteral("tps")).highGpus, 24);
        // util 0.84 stays below 1; 0.56 -> 34.82 -> 35
        QCOMPARE(by.value(QStringLiteral("util")).lowGpus, 35);
        QVERIFY(by.value(QStringLiteral("util")).note.isEmpty());
        // headroom 0.2 -> 26.74 -> 27; 0.3 -> 28.97 -> 29
        QCOMPARE(by.value(QStringLiteral("headroom")).lowGpus, 27);
        QCOMPARE(by.value(QStringLiteral("headroom")).highGpus, 29);
    }

    void sensitivityCapsUtilization()
    {
        const auto s = Planner::sensitivity(inputs(60, 1000, 300, 2500, 2, 0.9, 0.25, 1), 0.2);
        QVERIFY(s.ok());
        for (const Sensitivity &x : s.value()) {
            if (x.input == QLatin1String("util")) {
                QCOMPARE(x.highValue, 1.0);
                QVERIFY(!x.note.isEmpty());
            }
        }
        QVERIFY(!Planner::sensitivity(worked(), 0).ok());
        QVERIFY(!Planner::sensitivity(worked(), 1).ok());
    }

    void zones_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("group");
        QTest::addColumn<int>("zones");
        QTest::addColumn<bool>("survive");
        QTest::addColumn<int>("totalGpus");
        QTest::addColumn<QList<int>>("perZone");
        QTest::newRow("32 in groups of 8, 2 zones") << 32 << 8 << 2 << false << 32 << QList<int>{2, 2};
        QTest::newRow("32 in groups of 8, 2 zones, survive one")
            << 32 << 8 << 2 << true << 64 << QList<int>{4, 4};
        QTest::newRow("32 in groups of 8, 3 zones, survive one")
            << 32 << 8 << 3 << true << 48 << QList<int>{2, 2, 2};
        QTest::newRow("5 groups, 3 zones, survive one (uneven)")
            << 5 << 1 << 3 << true << 8 << QList<int>{3, 3, 2};
        QTest::newRow("28 GPUs, 3 zones, uneven") << 28 << 1 << 3 << false << 28 << QList<int>{10, 9, 9};
        QTest::newRow("one zone") << 28 << 1 << 1 << false << 28 << QList<int>{28};
    }

    void zones()
    {
        QFETCH(int, gpus);
        QFETCH(int, group);
        QFETCH(int, zones);
        QFETCH(bool, survive);
        QFETCH(int, totalGpus);
        QFETCH(QList<int>, perZone);
        const auto z = Planner::planZones(gpus, group, zones, survive);
        QVERIFY2(z.ok(), qPrintable(z.error()));
        QCOMPARE(z->totalGpus, totalGpus);
        QCOMPARE(z->groupsPerZone, perZone);
        if (survive) {
            const int largest = *std::max_element(perZone.begin(), perZone.end());
            QVERIFY(z->totalGroups - largest >= z->neededGroups);
        }
    }

    void zonesInvalid()
    {
        QVERIFY(!Planner::planZones(32, 8, 1, true).ok());
        QVERIFY(!Planner::planZones(32, 8, 0, false).ok());
        QVERIFY(!Planner::planZones(0, 8, 2, false).ok());
        QVERIFY(!Planner::planZones(32, 0, 2, false).ok());
    }

    void youngAndDaly()
    {
        // C = 60 s, MTBF = 24 h: sqrt(2 x 60 x 86400) = 3220 s
        QVERIFY(std::fabs(Planner::youngInterval(60, 86400) - 3219.94) < 0.01);
        const double daly = Planner::dalyInterval(60, 86400);
        QVERIFY(daly < Planner::youngInterval(60, 86400)); // Daly subtracts the checkpoint time
        QVERIFY(daly > 3100);
        QCOMPARE(Planner::dalyInterval(100, 40), 40.0); // C >= 2 MTBF: checkpoint once per MTBF
    }

    void training_data()
    {
        QTest::addColumn<double>("steps");
        QTest::addColumn<double>("stepSeconds");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("checkpointSeconds");
        QTest::addColumn<double>("mtbfHours");
        QTest::addColumn<double>("restartSeconds");
        QTest::addColumn<double>("interval");
        QTest::addColumn<double>("gpuHours");
        QTest::addColumn<QString>("formula");
        // 3600 steps x 1 s = 1 h on 8 GPUs, nothing else: 8 GPU-hours.
        QTest::newRow("no failures, no checkpoints")
            << 3600.0 << 1.0 << 8 << 0.0 << 0.0 << 0.0 << 0.0 << 8.0 << QStringLiteral("no failures");
        // 10 h compute, checkpoint every 3600 s costing 60 s: 10 checkpoints = 600 s; failures
        // (36600 / 36000) x (1800 + 0) s = 1830 s. Wall = 36000 + 600 + 1830 = 38430 s; x 4 GPUs / 3600.
        QTest::newRow("given interval") << 36000.0 << 1.0 << 4 << 60.0 << 10.0 << 0.0 << 3600.0
                                        << (38430.0 * 4 / 3600) << QStringLiteral("as given");
        // Young: C = 50 s, MTBF = 1 h: sqrt(2 x 50 x 3600) = 600 s. 2 h compute: 12 checkpoints = 600 s,
        // failures (7800 / 3600) x (300 + 120) s = 910 s; wall 7200 + 600 + 910 = 8710 s.
        QTest::newRow("Young interval") << 7200.0 << 1.0 << 1 << 50.0 << 1.0 << 120.0 << 0.0
                                        << (8710.0 / 3600) << QStringLiteral("Young");
    }

    void training()
    {
        QFETCH(double, steps);
        QFETCH(double, stepSeconds);
        QFETCH(int, gpus);
        QFETCH(double, checkpointSeconds);
        QFETCH(double, mtbfHours);
        QFETCH(double, restartSeconds);
        QFETCH(double, interval);
        QFETCH(double, gpuHours);
        QFETCH(QString, formula);
        TrainingInputs in;
        in.targetSteps = steps;
        in.stepSeconds = stepSeconds;
        in.gpus = gpus;
        in.checkpointSeconds = checkpointSeconds;
        in.mtbfHours = mtbfHours;
        in.restartSeconds = restartSeconds;
        in.checkpointIntervalSeconds = interval;
        const auto p = Planner::planTraining(in);
        QVERIFY2(p.ok(), qPrintable(p.error()));
        QVERIFY2(std::fabs(p->gpuHours - gpuHours) < 1e-6, qPrintable(QString::number(p->gpuHours, 'g', 12)));
        QVERIFY2(p->intervalFormula.contains(formula), qPrintable(p->intervalFormula));
        QVERIFY(!p->steps.isEmpty());
    }

    void trainingYoungBalancesLossAndCost()
    {
        // At Young's interval the checkpoint overhead and the recomputed work are about equal.
        TrainingInputs in;
        in.targetSteps = 100000;
        in.stepSeconds = 2;
        in.gpus = 64;
        in.checkpointSeconds = 120;
        in.mtbfHours = 12;
        const auto p = Planner::planTraining(in);
        QVERIFY(p.ok());
        const double recompute = p->expectedFailures * p->intervalSeconds / 2 / 3600;
        QVERIFY2(std::fabs(recompute - p->checkpointHours) / p->checkpointHours < 0.1,
                 qPrintable(QStringLiteral("%1 vs %2").arg(recompute).arg(p->checkpointHours)));
        bool namesFormula = false;
        for (const PlanStep &s : p->steps)
            namesFormula =
                namesFormula || s.text().contains(QStringLiteral("sqrt(2 x checkpoint cost x MTBF)"));
        QVERIFY(namesFormula);
    }

    void trainingInvalid_data()
    {
        QTest::addColumn<int>("field");
        for (int i = 0; i < 7; ++i)
            QTest::newRow(qPrintable(QStringLiteral("field %1").arg(i))) << i;
    }

    void trainingInvalid()
    {
        QFETCH(int, field);
        TrainingInputs in;
        in.targetSteps = 1000;
        in.stepSeconds = 1;
        in.gpus = 8;
        switch (field) {
        case 0:
            in.targetSteps = 0;
            break;
        case 1:
            in.stepSeconds = -1;
            break;
        case 2:
            in.gpus = 0;
            break;
        case 3:
            in.checkpointSeconds = -1;
            break;
        case 4:
            in.mtbfHours = -1;
            break;
        case 5:
            in.restartSeconds = std::nan("");
            break;
        case 6:
            in.checkpointIntervalSeconds = -5;
            break;
        }
        const auto p = Planner::planTraining(in);
        QVERIFY(!p.ok());
        QVERIFY(!p.error().isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestPlanner)
#include "tst_planner.moc"
