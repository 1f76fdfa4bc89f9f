// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent health`: how facts NVML reports are judged (pass / warn / fail / skip and why),
// one table of cases; the names of clock-event reasons; and the console judging the figures in those
// verdicts by the shipped baselines' Azure health-check rules.
#include "bench/health.h"

#include "bench/baseline.h"
#include "bench/bench_results.h"

#include <QtTest>

#include <functional>

using namespace cg::agent::bench;

using Tweak = std::function<void(GpuHealthFacts &)>;
Q_DECLARE_METATYPE(Tweak)

namespace {

// A healthy H200 as NVML describes it.
GpuHealthFacts healthy()
{
    GpuHealthFacts g;
    g.index = 0;
    g.name = "NVIDIA H200";
    g.busId = "00000000:19:00.0";
    g.persistence = true;
    g.eccEnabled = true;
    g.eccPendingEnabled = true;
    g.eccVolatileCorrected = 0;
    g.eccVolatileUncorrected = 0;
    g.eccAggregateUncorrected = 0;
    g.remappedCorrectable = 0;
    g.remappedUncorrectable = 0;
    g.remapPending = false;
    g.remapFailure = false;
    g.throttleReasons = kThrottleGpuIdle;
    g.pcieGen = 5;
    g.pcieGenMax = 5;
    g.pcieWidth = 16;
    g.pcieWidthMax = 16;
    g.nvlinks = 18;
    g.nvlinksActive = 18;
    g.temperatureC = 35;
    g.slowdownTemperatureC = 87;
    return g;
}

HealthFacts node(const GpuHealthFacts &g)
{
    HealthFacts f;
    f.driverVersion = "560.35.03";
    f.cudaDriverVersion = 12060;
    f.xidWatchWorked = true;
    f.xidWatchSeconds = 2;
    f.gpus = {g};
    return f;
}

const Check *find(const BenchResult &r, const std::string &name)
{
    for (const Check &c : r.checks)
        if (c.name == name && c.device == "gpu0")
            return &c;
    return nullptr;
}

} // namespace

class TestBenchHealth : public QObject
{
    Q_OBJECT

private slots:
    void judgement_data()
    {
        QTest::addColumn<Tweak>("tweak");
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("reasonHas");

        QTest::newRow("healthy ecc") << Tweak([](GpuHealthFacts &) {}) << "health.ecc_errors"
                                     << "pass"
                                     << "no ECC";
        QTest::newRow("persistence off")
            << Tweak([](GpuHealthFacts &g) { g.persistence = false; }) << "health.persistence"
            << "warn"
            << "nvidia-smi -pm 1";
        QTest::newRow("persistence unknown")
            << Tweak([](GpuHealthFacts &g) { g.persistence.reset(); }) << "health.persistence"
            << "skip"
            << "not reported";
        QTest::newRow("ecc off") << Tweak([](GpuHealthFacts &g) {
            g.eccEnabled = g.eccPendingEnabled = false;
        }) << "health.ecc_mode"
                                 << "warn"
                                 << "ECC off";
        QTest::newRow("ecc pending") << Tweak([](GpuHealthFacts &g) { g.eccPendingEnabled = false; })
                                     << "health.ecc_mode"
                                     << "warn"
                                     << "pending";
        QTest::newRow("uncorrectable now")
            << Tweak([](GpuHealthFacts &g) { g.eccVolatileUncorrected = 2; }) << "health.ecc_errors"
            << "fail"
            << "2 uncorrectable";
        QTest::newRow("uncorrectable in the past")
            << Tweak([](GpuHealthFacts &g) { g.eccAggregateUncorrected = 1; }) << "health.ecc_errors"
            << "warn"
            << "lifetime";
        QTest::newRow("corrected") << Tweak([](GpuHealthFacts &g) { g.eccVolatileCorrected = 5; })
                                   << "health.ecc_errors"
                                   << "warn"
                                   << "5 corrected";
        QTest::newRow("remap failed")
            << Tweak([](GpuHealthFacts &g) { g.remapFailure = true; }) << "health.row_remap"
            << "fail"
            << "replacing";
        QTest::newRow("remap pending")
            << Tweak([](GpuHealthFacts &g) { g.remapPending = true; }) << "health.row_remap"
            << "warn"
            << "reset the GPU";
        QTest::newRow("rows remapped")
            << Tweak([](GpuHealthFacts &g) { g.remappedCorrectable = 3; }) << "health.row_remap"
            << "pass"
            << "3 correctable";
        QTest::newRow("pre-Ampere pending retirement") << Tweak([](GpuHealthFacts &g) {
            g.remappedCorrectable.reset();
            g.remappedUncorrectable.reset();
            g.remapPending.reset();
            g.remapFailure.reset();
            g.retirementPending = true;
        }) << "health.retired_pages"
                                                       << "fail"
                                                       << "pending";
        QTest::newRow("pre-Ampere double-bit pages") << Tweak([](GpuHealthFacts &g) {
            g.remappedCorrectable.reset();
            g.remappedUncorrectable.reset();
            g.remapPending.reset();
            g.remapFailure.reset();
            g.retiredSingleBit = 1;
            g.retiredDoubleBit = 2;
            g.retirementPending = false;
        }) << "health.retired_pages"
                                                     << "warn"
                                                     << "2 for double-bit";
        QTest::newRow("xid during the run") << Tweak([](GpuHealthFacts &g) {
            g.xids = {79, 48};
        }) << "health.xid"
                                            << "fail"
                                            << "79, 48";
        QTest::newRow("no xid") << Tweak([](GpuHealthFacts &) {}) << "health.xid"
                                << "pass"
                                << "2 s";
        QTest::newRow("hw slowdown") << Tweak([](GpuHealthFacts &g) {
            g.throttleReasons = kThrottleHwSlowdown;
        }) << "health.throttle"
                                     << "fail"
                                     << "HwSlowdown";
        QTest::newRow("power brake") << Tweak([](GpuHealthFacts &g) {
            g.throttleReasons = kThrottlePowerBrake;
        }) << "health.throttle"
                                     << "fail"
                                     << "HwPowerBrakeSlowdown";
        QTest::newRow("sw thermal") << Tweak([](GpuHealthFacts &g) {
            g.throttleReasons = kThrottleSwThermal;
        }) << "health.throttle"
                                    << "warn"
                                    << "SwThermalSlowdown";
        QTest::newRow("power cap is normal")
            << Tweak([](GpuHealthFacts &g) { g.throttleReasons = kThrottleSwPowerCap; }) << "health.throttle"
            << "pass"
            << "SwPowerCap";
        QTest::newRow("narrow link") << Tweak([](GpuHealthFacts &g) { g.pcieWidth = 8; }) << "health.pcie"
                                     << "warn"
                                     << "x8 of Gen5 x16";
        QTest::newRow("idle link generation")
            << Tweak([](GpuHealthFacts &g) { g.pcieGen = 1; }) << "health.pcie"
            << "pass"
            << "idle GPUs";
        QTest::newRow("nvlink down") << Tweak([](GpuHealthFacts &g) { g.nvlinksActive = 16; })
                                     << "health.nvlink"
                                     << "fail"
                                     << "2 of 18";
        QTest::newRow("no nvlink") << Tweak([](GpuHealthFacts &g) { g.nvlinks = g.nvlinksActive = 0; })
                                   << "health.nvlink"
                                   << "skip"
                                   << "PCIe-only";
        QTest::newRow("hot") << Tweak([](GpuHealthFacts &g) { g.temperatureC = 84; }) << "health.temperature"
                             << "warn"
                             << "within 5 C";
        QTest::newRow("cool") << Tweak([](GpuHealthFacts &) {}) << "health.temperature"
                              << "pass"
                              << "35 C";
    }
    void judgement()
    {
        QFETCH(Tweak, tweak);
        QFETCH(QString, check);
        QFETCH(QString, status);
        QFETCH(QString, reasonHas);
        GpuHealthFacts g = healthy();
        tweak(g);
        BenchResult r;
        evaluateHealth(node(g), r);
        const Check *c = find(r, check.toStdString());
        QVERIFY2(c, qPrintable(check));
        QCOMPARE(QString::fromLatin1(checkStatusName(c->status)), status);
        QVERIFY2(QString::fromStdString(c->reason).contains(reasonHas), c->reason.c_str());
    }

    void healthyNodePasses()
    {
        BenchResult r;
        r.start();
        evaluateHealth(node(healthy()), r);
        r.finish();
        QCOMPARE(r.status, RunStatus::Ok);
        for (const Check &c : r.checks)
            QVERIFY2(c.status == CheckStatus::Pass, (c.name + ": " + c.reason).c_str());
        QCOMPARE(r.environment["nvidia_driver"].get<std::string>(), std::string("560.35.03"));
        QCOMPARE(r.environment["cuda_driver"].get<std::string>(), std::string("12.6"));
    }

    void noDriverFailsWithNoGpu()
    {
        HealthFacts f;
        f.nvmlReason = "no NVIDIA driver (libnvidia-ml.so.1 not found)";
        BenchResult r;
        evaluateHealth(f, r);
        QCOMPARE(r.checks.size(), std::size_t(1));
        QCOMPARE(r.checks[0].status, CheckStatus::Fail);
        QVERIFY(r.checks[0].reason.rfind("no GPU: ", 0) == 0);
    }

    void driverTooOldForTheAgent()
    {
        HealthFacts f = node(healthy());
        f.cudaDriverVersion = 12040;
        f.agentCudaRuntime = 13000;
        BenchResult r;
        evaluateHealth(f, r);
        QCOMPARE(r.checks[0].name, std::string("health.driver"));
        QCOMPARE(r.checks[0].status, CheckStatus::Warn);
        QVERIFY(QString::fromStdString(r.checks[0].reason).contains(QStringLiteral("built with CUDA 12")));
    }

    void kernelLogXids()
    {
        HealthFacts f = node(healthy());
        f.kernelLogXids = {"NVRM: Xid (PCI:0000:19:00): 79, pid=1, GPU has fallen off the bus."};
        BenchResult r;
        evaluateHealth(f, r);
        bool seen = false;
        for (const Check &c : r.checks)
            seen |= c.name == "health.xid_kernel_log" && c.status == CheckStatus::Warn;
        QVERIFY(seen);
    }

    // The console reads the figures in these verdicts (core/bench/baseline.cpp) and judges them by the
    // shipped baseline's Azure rules: the agent's own words, through its JSON, into the console.
    void consoleJudgesTheAgentsHealthFigures_data()
    {
        QTest::addColumn<Tweak>("tweak");
        QTest::addColumn<QStringList>("kernelLog");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("reworded");
        const QStringList none;
        QTest::newRow("healthy: no remap pending")
            << Tweak([](GpuHealthFacts &) {}) << none << "remapped-rows-pending"
            << "pass" << 0.0 << false;
        QTest::newRow("remap pending fails (azure_gpu_ecc.nhc)")
            << Tweak([](GpuHealthFacts &g) { g.remapPending = true; }) << none << "remapped-rows-pending"
            << "fail" << 1.0 << false;
        QTest::newRow("remap failure fails")
            << Tweak([](GpuHealthFacts &g) { g.remapFailure = true; }) << none << "remapped-rows-failure"
            << "fail" << 1.0 << false;
        QTest::newRow("512 uncorrectable rows is the limit")
            << Tweak([](GpuHealthFacts &g) { g.remappedUncorrectable = 512; }) << none
            << "remapped-rows-uncorrectable"
            << "pass" << 512.0 << false;
        QTest::newRow("513 uncorrectable rows fail")
            << Tweak([](GpuHealthFacts &g) { g.remappedUncorrectable = 513; }) << none
            << "remapped-rows-uncorrectable"
            << "fail" << 513.0 << false;
        QTest::newRow("XID 79 while watching fails") << Tweak([](GpuHealthFacts &g) {
            g.xids = {31, 79};
        }) << none << "xid-fatal"
                                                     << "fail" << 1.0 << false;
        QTest::newRow("XID 31 is not on Azure's list")
            << Tweak([](GpuHealthFacts &g) { g.xids = {31}; }) << none << "xid-fatal"
            << "pass" << 0.0 << false;
        QTest::newRow("XID 48 in the kernel log fails")
            << Tweak([](GpuHealthFacts &) {})
            << QStringList{QStringLiteral("NVRM: Xid (PCI:0000:19:00): 48, pid=1, DBE (double bit error)")}
            << "xid-fatal"
            << "fail" << 1.0 << false;
        QTest::newRow("reworded: remap pending fails")
            << Tweak([](GpuHealthFacts &g) { g.remapPending = true; }) << none << "remapped-rows-pending"
            << "fail" << 1.0 << true;
        QTest::newRow("reworded: 513 uncorrectable rows fail")
            << Tweak([](GpuHealthFacts &g) { g.remappedUncorrectable = 513; }) << none
            << "remapped-rows-uncorrectable"
            << "fail" << 513.0 << true;
        QTest::newRow("reworded: XID 79 while watching fails") << Tweak([](GpuHealthFacts &g) {
            g.xids = {31, 79};
        }) << none << "xid-fatal"
                                                               << "fail" << 1.0 << true;
        QTest::newRow("reworded: XID 48 in the kernel log's fifth line fails")
            << Tweak([](GpuHealthFacts &) {})
            << QStringList{QStringLiteral("NVRM: Xid (PCI:0000:19:00): 13, pid=1"),
                           QStringLiteral("NVRM: Xid (PCI:0000:19:00): 13, pid=2"),
                           QStringLiteral("NVRM: Xid (PCI:0000:19:00): 13, pid=3"),
                           QStringLiteral("NVRM: Xid (PCI:0000:19:00): 13, pid=4"),
                           QStringLiteral("NVRM: Xid (PCI:0000:19:00): 48, pid=5, DBE (double bit error)")}
            << "xid-fatal"
            << "fail" << 1.0 << true;
    }
    void consoleJudgesTheAgentsHealthFigures()
    {
        QFETCH(Tweak, tweak);
        QFETCH(QStringList, kernelLog);
        QFETCH(QString, rule);
        QFETCH(QString, outcome);
        QFETCH(double, value);
        GpuHealthFacts g = healthy();
        tweak(g);
        HealthFacts f = node(g);
        for (const QString &l : kernelLog)
            f.kernelLogXids.push_back(l.toStdString());
        BenchResult r;
        r.benchmark = "health";
        evaluateHealth(f, r);
        // The console judges the figures the agent states, not its words: reworded reasons change nothing.
        QFETCH(bool, reworded);
        if (reworded)
            for (Check &c : r.checks)
                c.reason = "(reworded for people)";
        const QByteArray json = QByteArray::fromStdString(r.toJson().dump());
        const auto set = cg::bench::BenchResults::parse(json, QStringLiteral("health.json"));
        QVERIFY2(set, qPrintable(set.error()));
        for (const char *sku : {"h100-sxm", "h200-sxm"}) {
            const auto baseline = cg::bench::Baselines::load(QLatin1String(sku));
            QVERIFY2(baseline, qPrintable(baseline.error()));
            const cg::bench::Evaluation e = cg::bench::Evaluator::evaluate(baseline.value(), set.value());
            QStringList outcomes;
            for (const cg::bench::Verdict &v : e.verdicts) {
                if (v.ruleId != rule)
                    continue;
                if (cg::bench::outcomeName(v.outcome) == outcome)
                    QCOMPARE(v.value, value);
                outcomes << cg::bench::outcomeName(v.outcome);
            }
            QVERIFY2(outcomes.contains(outcome), qPrintable(outcomes.join(QLatin1Char(','))));
            if (outcome == QLatin1String("pass"))
                QVERIFY2(!outcomes.contains(QStringLiteral("fail")),
                         qPrintable(outcomes.join(QLatin1Char(','))));
        }
    }

    void reasonNames()
    {
        QCOMPARE(QString::fromStdString(throttleReasonNames(0)), QStringLiteral("none"));
        QCOMPARE(QString::fromStdString(throttleReasonNames(0x4 | 0x40)),
                 QStringLiteral("SwPowerCap, HwThermalSlowdown"));
        QCOMPARE(QString::fromStdString(throttleReasonNames(0x10000)), QStringLiteral("0x10000"));
    }
};

QTEST_APPLESS_MAIN(TestBenchHealth)
#include "tst_bench_health.moc"
