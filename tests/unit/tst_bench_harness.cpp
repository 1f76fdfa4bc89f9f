// SPDX-License-Identifier: GPL-3.0-or-later
// The agent's benchmark harness: warm-up and repetitions, the statistics every metric carries, the one
// result schema (JSON and table), the table of GPU specs, and the link probe's arithmetic.
#include "bench/gpu_specs.h"
#include "bench/link.h"
#include "bench/membw_cpu.h"
#include "bench/result.h"
#include "bench/stats.h"

#include <QtTest>

#include <cmath>

using namespace cg::agent::bench;

class TestBenchHarness : public QObject
{
    Q_OBJECT

private slots:
    void summary_data()
    {
        QTest::addColumn<QList<double>>("samples");
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("stddev");
        QTest::addColumn<double>("spreadPct");
        QTest::addColumn<double>("p90");
        QTest::newRow("one") << QList<double>{5} << 5.0 << 5.0 << 0.0 << 0.0 << 5.0;
        QTest::newRow("odd, unsorted") << QList<double>{3, 1, 2} << 2.0 << 2.0 << 1.0 << 100.0 << 2.8;
        QTest::newRow("even: mean of the middle two")
            << QList<double>{4, 1, 3, 2} << 2.5 << 2.5 << std::sqrt(5.0 / 3) << 120.0 << 3.7;
        QTest::newRow("equal") << QList<double>{7, 7, 7, 7, 7} << 7.0 << 7.0 << 0.0 << 0.0 << 7.0;
        QTest::newRow("ten") << QList<double>{10, 9, 8, 7, 6, 5, 4, 3, 2, 1} << 5.5 << 5.5
                             << std::sqrt(55.0 / 6) << 9.0 / 5.5 * 100 << 9.1;
    }
    void summary()
    {
        QFETCH(QList<double>, samples);
        QFETCH(double, median);
        QFETCH(double, mean);
        QFETCH(double, stddev);
        QFETCH(double, spreadPct);
        QFETCH(double, p90);
        const Summary s = summarize(std::vector<double>(samples.begin(), samples.end()));
        QCOMPARE(s.n, std::size_t(samples.size()));
        QCOMPARE(s.median, median);
        QCOMPARE(s.mean, mean);
        QVERIFY(std::fabs(s.stddev - stddev) < 1e-12);
        QVERIFY(std::fabs(s.spreadPct - spreadPct) < 1e-9);
        QVERIFY(std::fabs(s.p90 - p90) < 1e-9);
        QCOMPARE(s.min, *std::min_element(samples.begin(), samples.end()));
        QCOMPARE(s.max, *std::max_element(samples.begin(), samples.end()));
        // The samples are kept in the order they were measured.
        QCOMPARE(QList<double>(s.samples.begin(), s.samples.end()), samples);
    }

    void emptySummaryIsNaN()
    {
        const Summary s = summarize({});
        QCOMPARE(s.n, std::size_t(0));
        QVERIFY(std::isnan(s.median));
        QVERIFY(std::isnan(s.spreadPct));
    }

    void repeatDiscardsWarmup()
    {
        int calls = 0;
        const std::vector<double> v = repeat({3, 5}, [&] { return double(++calls); });
        QCOMPARE(calls, 8);
        QCOMPARE(v, (std::vector<double>{4, 5, 6, 7, 8}));
        QVERIFY(repeat({2, 0}, [] { return 1.0; }).empty());
    }

    void resultSchema()
    {
        BenchResult r;
        r.benchmark = "membw";
        r.repeat = {2, 3};
        r.start();
        r.parameters = {{"device", "gpu"}};
        Metric &m = r.addMetric("membw.triad", "gpu0", "GB/s", {4100, 4150, 4120});
        m.spec = 4800;
        r.addMetric("link.rtt", "h:1", "ms", {0.2, 0.1}, false);
        r.addCheck("membw.validation", "gpu0", CheckStatus::Pass, "fine");
        r.finish();
        QCOMPARE(r.status, RunStatus::Ok);
        QCOMPARE(r.exitCode(), kExitOk);

        const nlohmann::json j = nlohmann::json::parse(r.toJson().dump());
        for (const char *key : {"schema", "benchmark", "status", "error", "host", "started_at", "finished_at",
                                "duration_s", "repeat", "parameters", "environment", "devices", "gpu_state",
                                "summary", "metrics", "checks", "notes", "details"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["schema"].get<std::string>(), std::string("clustergate.bench/1"));
        QCOMPARE(j["status"].get<std::string>(), std::string("ok"));
        QVERIFY(j["error"].is_null());
        QVERIFY(j["host"]["agent_version"].is_string());
        QCOMPARE(j["repeat"]["repetitions"].get<int>(), 3);
        QCOMPARE(j["repeat"]["warmup"].get<int>(), 2);
        const auto &mj = j["metrics"][0];
        QCOMPARE(mj["name"].get<std::string>(), std::string("membw.triad"));
        QCOMPARE(mj["device"].get<std::string>(), std::string("gpu0"));
        QCOMPARE(mj["unit"].get<std::string>(), std::string("GB/s"));
        QCOMPARE(mj["value"].get<double>(), 4120.0);
        QCOMPARE(mj["better"].get<std::string>(), std::string("higher"));
        QCOMPARE(mj["stats"]["n"].get<int>(), 3);
        QCOMPARE(mj["stats"]["samples"].size(), std::size_t(3));
        QCOMPARE(mj["stats"]["min"].get<double>(), 4100.0);
        QCOMPARE(mj["spec"].get<double>(), 4800.0);
        QVERIFY(std::fabs(mj["percent_of_spec"].get<double>() - 4120.0 / 48) < 1e-9);
        QCOMPARE(j["metrics"][1]["better"].get<std::string>(), std::string("lower"));
        QVERIFY(!j["metrics"][1].contains("spec"));
        QCOMPARE(j["checks"][0]["status"].get<std::string>(), std::string("pass"));

        const QString text = QString::fromStdString(r.toText());
        QVERIFY2(text.contains(QStringLiteral("membw.triad")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("85.8%"))); // of spec
        QVERIFY(text.contains(QStringLiteral("3 repetitions after 2 warm-up")));
        QVERIFY(text.contains(QStringLiteral("pass  membw.validation [gpu0]: fine")));
    }

    void failedCheckFailsTheRun()
    {
        BenchResult r;
        r.start();
        r.addCheck("gemm.precision", "gpu1", CheckStatus::Warn, "close");
        r.finish();
        QCOMPARE(r.status, RunStatus::Ok);
        r.addCheck("gemm.precision", "gpu2", CheckStatus::Fail, "wrong");
        r.finish();
        QCOMPARE(r.status, RunStatus::Failed);
        QCOMPARE(r.exitCode(), kExitFailed);
        QCOMPARE(nlohmann::json::parse(r.toJson().dump())["status"].get<std::string>(),
                 std::string("failed"));

        BenchResult u;
        u.status = RunStatus::Unavailable;
        u.error = "no GPU: none here";
        QCOMPARE(u.exitCode(), kExitUnavailable);
        QCOMPARE(u.toJson()["error"].get<std::string>(), std::string("no GPU: none here"));
    }

    void numbers()
    {
        QCOMPARE(formatNumber(4152.34), std::string("4152"));
        QCOMPARE(formatNumber(41.523), std::string("41.52"));
        QCOMPARE(formatNumber(0.012345), std::string("0.01235"));
        QCOMPARE(formatNumber(0), std::string("0"));
        QCOMPARE(formatNumber(NAN), std::string("-"));
    }

    void gpuSpecs_data()
    {
        QTest::addColumn<uint>("pciId");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("membw");
        QTest::newRow("H200 by NVML id") << 0x233510deu << QString() << QStringLiteral("H200 SXM") << 4800.0;
        QTest::newRow("H100 by sysfs id") << 0x2330u << QString() << QStringLiteral("H100 SXM") << 3350.0;
        QTest::newRow("H100 by name")
            << 0u << QStringLiteral("NVIDIA H100 80GB HBM3") << QStringLiteral("H100 SXM") << 3350.0;
        QTest::newRow("H200 by name")
            << 0u << QStringLiteral("NVIDIA H200") << QStringLiteral("H200 SXM") << 4800.0;
        QTest::newRow("H20 is not H200")
            << 0u << QStringLiteral("NVIDIA H20") << QStringLiteral("H20") << 4000.0;
        QTest::newRow("id wins over name")
            << 0x2331u << QStringLiteral("NVIDIA H200") << QStringLiteral("H100 PCIe") << 2000.0;
        QTest::newRow("other vendor's id") << 0x23301002u << QString() << QString() << 0.0;
        QTest::newRow("unknown") << 0x1234u << QStringLiteral("Some GPU") << QString() << 0.0;
    }
    void gpuSpecs()
    {
        QFETCH(uint, pciId);
        QFETCH(QString, name);
        QFETCH(QString, model);
        QFETCH(double, membw);
        const auto s = findGpuSpec(pciId, name.toStdString());
        QCOMPARE(s.has_value(), !model.isEmpty());
        if (s) {
            QCOMPARE(QString::fromLatin1(s->model), model);
            QCOMPARE(s->memoryBandwidthGBs, membw);
        }
    }

    void h200PeaksFromTheReference()
    {
        const auto s = findGpuSpec(0x2335, "");
        QVERIFY(s);
        QCOMPARE(s->peakTflops(GemmType::BF16), 989.4);
        QCOMPARE(s->peakTflops(GemmType::FP8), 1978.9);
        QCOMPARE(parseGemmType("bf16").value_or(GemmType::FP32), GemmType::BF16);
        QCOMPARE(parseGemmType("FP8").value_or(GemmType::FP32), GemmType::FP8);
        QVERIFY(!parseGemmType("int8"));
    }

    void hostPort()
    {
        std::string host;
        std::uint16_t port = 0;
        QVERIFY(splitHostPort("198.18.0.2:5201", host, port));
        QCOMPARE(QString::fromStdString(host), QStringLiteral("198.18.0.2"));
        QCOMPARE(port, std::uint16_t(5201));
        QVERIFY(splitHostPort("[fd00::1]:80", host, port));
        QCOMPARE(QString::fromStdString(host), QStringLiteral("fd00::1"));
        QVERIFY(splitHostPort("node-1:1", host, port));
        QVERIFY(!splitHostPort("node-1", host, port));
        QVERIFY(!splitHostPort("node-1:0", host, port));
        QVERIFY(!splitHostPort("node-1:65536", host, port));
        QVERIFY(!splitHostPort("fd00::1:80", host, port));
        QVERIFY(!splitHostPort(":80", host, port));
        QVERIFY(!splitHostPort("h:8x", host, port));
    }

    // The receiver's 100 ms buckets become one sample per whole interval after the warm-up.
    void throughputIntervals()
    {
        // 12.5 MB per 100 ms = 1000 Mbit/s, first byte at 0.05 s, last at 3.25 s.
        std::vector<std::uint64_t> buckets(33, 12'500'000);
        buckets[0] = 6'000'000;
        buckets[32] = 3'000'000;
        const auto s = throughputSamples(buckets, 100, 0.05, 3.25, 1.0, 1.0);
        // Warm-up ends at 1.05 s -> first whole bucket starts at 1.1 s; intervals 1.1-2.1, 2.1-3.1.
        QCOMPARE(s.size(), std::size_t(2));
        for (double v : s)
            QVERIFY(std::fabs(v - 1000.0) < 1e-9);
        // Too short for a whole interval: one sample over the whole span.
        const auto one = throughputSamples({1'000'000, 1'000'000}, 100, 0.0, 0.2, 1.0, 1.0);
        QCOMPARE(one.size(), std::size_t(1));
        QVERIFY(std::fabs(one[0] - 80.0) < 1e-9);
        QVERIFY(throughputSamples({}, 100, 0, 1, 0, 1).empty());
    }

    // In-process run of the host STREAM: the harness counts repetitions and checks the arrays.
    void cpuMembwHarness()
    {
        CpuMembwOptions o;
        o.arrayBytes = 4 << 20;
        o.threads = 2;
        o.repeat = {1, 3};
        const BenchResult r = runCpuMembw(o);
        QCOMPARE(r.status, RunStatus::Ok);
        QCOMPARE(r.metrics.size(), std::size_t(4));
        const char *names[] = {"membw.copy", "membw.scale", "membw.add", "membw.triad"};
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(QString::fromStdString(r.metrics[i].name), QLatin1String(names[i]));
            QCOMPARE(r.metrics[i].stats.n, std::size_t(3));
            QVERIFY(r.metrics[i].value() > 0);
        }
        QCOMPARE(r.checks.size(), std::size_t(1));
        QCOMPARE(r.checks[0].status, CheckStatus::Pass);
        QCOMPARE(r.parameters["array_bytes"].get<std::size_t>(), std::size_t(4 << 20));
    }

    void defaultArrayFollowsTheCaches()
    {
        const std::size_t bytes = defaultCpuArrayBytes("/proc", "/sys");
        QVERIFY(bytes >= std::size_t(1) << 20);
        QCOMPARE(bytes % 64, std::size_t(0));
    }
};

QTEST_APPLESS_MAIN(TestBenchHarness)
#include "tst_bench_harness.moc"
