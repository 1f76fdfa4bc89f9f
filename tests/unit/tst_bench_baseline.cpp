// SPDX-License-Identifier: GPL-3.0-or-later
// Baseline rules (core/bench): parsing the YAML rule files with errors that name line and column,
// reading agent results (JSON, arrays, JSON lines) the same way, contract overrides, and the
// pass / warn / fail judgement, as tables of cases.
#include "bench/baseline.h"
#include "bench/bench_results.h"

#include <QFile>
#include <QtTest>

using namespace cg::bench;

namespace {

QByteArray result(const QByteArray &metrics, const QByteArray &checks = "[]", const QByteArray &status = "ok")
{
    return "{\"schema\":\"clustergate.bench/1\",\"benchmark\":\"membw\",\"status\":\"" + status +
           "\",\"error\":null,\"host\":{\"hostname\":\"node-7\"},\"metrics\":" + metrics +
           ",\"checks\":" + checks + "}";
}

QByteArray metric(const char *name, const char *device, const char *unit, const QByteArray &value)
{
    return QByteArray("{\"name\":\"") + name + "\",\"device\":\"" + device + "\",\"unit\":\"" + unit +
           "\",\"value\":" + value + "}";
}

const QByteArray kRules = R"(name: test
baselines:
  membw.triad: 4800
rules:
  - id: triad-fail
    metric: membw.triad
    device: "gpu*"
    comparison: ">="
    threshold: 80%
    unit: GB/s
    severity: fail
  - id: triad-warn
    metric: membw.triad
    device: "gpu*"
    comparison: ">="
    threshold: 85%
    severity: warn
    description: below what healthy GPUs reach
  - id: rtt
    metric: link.rtt
    comparison: "<"
    threshold: 1.5
    severity: fail
)";

Baseline rules()
{
    auto b = Baselines::parse(kRules, QStringLiteral("rules.yaml"));
    return b ? b.value() : Baseline{};
}

} // namespace

class TestBenchBaseline : public QObject
{
    Q_OBJECT

private slots:
    void evaluate_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<bool>("anyFailed");

        const auto triad = [](const char *v) {
            return result("[" + metric("membw.triad", "gpu0", "GB/s", v) + "]");
        };
        QTest::newRow("triad well above") << triad("4150") << "triad-warn"
                                          << "pass" << false;
        QTest::newRow("triad exactly 85%") << triad("4080") << "triad-warn"
                                           << "pass" << false;
        QTest::newRow("triad just below 85%: warn") << triad("4079.9") << "triad-warn"
                                                    << "warn" << false;
        QTest::newRow("triad below 80%: fail") << triad("3800") << "triad-fail"
                                               << "fail" << true;
        QTest::newRow("null value fails") << triad("null") << "triad-fail"
                                          << "fail" << true;
        QTest::newRow("cpu device not matched")
            << result("[" + metric("membw.triad", "cpu", "GB/s", "40") + "]") << "triad-fail"
            << "skip" << false;
        QTest::newRow("unit mismatch")
            << result("[" + metric("membw.triad", "gpu1", "TB/s", "4.2") + "]") << "triad-fail"
            << "fail" << true;
        QTest::newRow("lower is better: pass")
            << result("[" + metric("link.rtt", "h:1", "ms", "0.4") + "]") << "rtt"
            << "pass" << false;
        QTest::newRow("lower is better: fail")
            << result("[" + metric("link.rtt", "h:1", "ms", "1.5") + "]") << "rtt"
            << "fail" << true;
        QTest::newRow("failed agent check")
            << result("[]", R"([{"name":"gemm.precision","device":"gpu3","status":"fail","reason":"wrong"}])")
            << "agent-check"
            << "fail" << true;
        QTest::newRow("warning agent check")
            << result("[]", R"([{"name":"health.pcie","device":"gpu3","status":"warn","reason":"x8"}])")
            << "agent-check"
            << "warn" << false;
        QTest::newRow("benchmark that did not run") << result("[]", "[]", "unavailable") << "not-run"
                                                    << "fail" << true;
    }
    void evaluate()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, rule);
        QFETCH(QString, outcome);
        QFETCH(bool, anyFailed);
        const auto set = BenchResults::parse(json, QStringLiteral("r.json"));
        QVERIFY2(set, qPrintable(set.error()));
        const Evaluation e = Evaluator::evaluate(rules(), set.value());
        QCOMPARE(e.anyFailed(), anyFailed);
        bool found = false;
        for (const Verdict &v : e.verdicts) {
            if (v.ruleId != rule)
                continue;
            found = true;
            QCOMPARE(outcomeName(v.outcome), outcome);
        }
        QVERIFY2(found, qPrintable(rule));
    }

    void verdictDetails()
    {
        const auto set = BenchResults::parse(
            result("[" + metric("membw.triad", "gpu0", "GB/s", "4000") + "]"), QStringLiteral("r"));
        const Evaluation e = Evaluator::evaluate(rules(), set.value());
        QCOMPARE(e.verdicts.size(), 3);
        const Verdict &warn = e.verdicts.at(1);
        QCOMPARE(warn.outcome, Verdict::Warn);
        QCOMPARE(warn.host, QStringLiteral("node-7"));
        QCOMPARE(warn.expectation, QStringLiteral(">= 4080 (85% of 4800)"));
        QCOMPARE(warn.reason, QStringLiteral("below what healthy GPUs reach"));
        QCOMPARE(e.passed, 1);
        QCOMPARE(e.warned, 1);
        QCOMPARE(e.missing, 1); // rtt: not measured
    }

    void yamlErrors_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("error");
        QTest::newRow("syntax") << QByteArray("name: x\nrules:\n  - id: a\n    metric: [unclosed\n")
                                << "rules.yaml: line 5, column 1:";
        QTest::newRow("bad indentation") << QByteArray("name: x\n  bad: 1\n") << "rules.yaml: line 2, column";
        QTest::newRow("not a map") << QByteArray("- a\n- b\n")
                                   << "rules.yaml: line 1, column 1: a baseline file is a map";
        QTest::newRow("unknown key") << QByteArray("name: x\ntreshold: 3\n")
                                     << "rules.yaml: line 2, column 1: unknown key 'treshold'";
        QTest::newRow("unknown rule key")
            << QByteArray("rules:\n  - id: a\n    metric: m\n    comparison: '>='\n    treshold: 1\n")
            << "rules.yaml: line 5, column 5: unknown rule key 'treshold'";
        QTest::newRow("bad comparison")
            << QByteArray("rules:\n  - id: a\n    metric: m\n    comparison: '=>'\n    threshold: 1\n")
            << "rules.yaml: line 4, column 17: comparison '=>' is not one of";
        QTest::newRow("threshold not a number")
            << QByteArray("rules:\n  - id: a\n    metric: m\n    comparison: '>='\n    threshold: fast\n")
            << "rules.yaml: line 5, column 16: 'threshold' must be a number, not 'fast'";
        QTest::newRow("bad severity")
            << QByteArray("rules:\n  - id: a\n    metric: m\n    comparison: '>='\n    threshold: 1\n    "
                          "severity: bad\n")
            << "rules.yaml: line 6, column 15: severity 'bad' is not 'warn' or 'fail'";
        QTest::newRow("missing metric")
            << QByteArray("rules:\n  - id: a\n    comparison: '>='\n    threshold: 1\n")
            << "rules.yaml: line 2, column 5: rule 'a' needs 'metric'";
        QTest::newRow("duplicate id")
            << QByteArray("rules:\n  - {id: a, metric: m, comparison: '>=', threshold: 1}\n"
                          "  - {id: a, metric: n, comparison: '>=', threshold: 1}\n")
            << "rules.yaml: line 3, column 10: rule id 'a' is used twice";
        QTest::newRow("figure not a number")
            << QByteArray("baselines:\n  membw.triad: lots\n")
            << "rules.yaml: line 2, column 16: 'membw.triad' must be a number";
        QTest::newRow("empty") << QByteArray("\n# nothing\n") << "rules.yaml: empty";
    }
    void yamlErrors()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, error);
        const auto b = Baselines::parse(yaml, QStringLiteral("rules.yaml"));
        QVERIFY(!b);
        QVERIFY2(b.error().startsWith(error), qPrintable(b.error()));
    }

    void jsonErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("syntax, second line")
            << QByteArray("{\"schema\": \"clustergate.bench/1\",\n  \"metrics\": [1,}\n")
            << "r.json: line 2, column";
        QTest::newRow("truncated") << QByteArray("{\"schema\": \"clustergate.bench/1\"")
                                   << "r.json: line 1, column";
        QTest::newRow("json lines, bad third line") << result("[]") + "\n" + result("[]") + "\n{oops\n"
                                                    << "r.json: line 3, column";
        QTest::newRow("not ours") << QByteArray("{\"a\":1}") << "r.json: not a ClusterGate benchmark result";
        QTest::newRow("newer schema") << QByteArray("{\"schema\":\"clustergate.bench/2\"}")
                                      << "r.json: result schema clustergate.bench/2 is newer";
        QTest::newRow("metric without name")
            << result("[{\"value\":1}]") << "r.json, metrics[0]: \"name\" is missing";
        QTest::newRow("value is text") << result("[" + metric("a", "b", "c", "\"fast\"") + "]")
                                       << "r.json, metrics[0]: \"value\" must be a number or null";
        QTest::newRow("array with junk")
            << QByteArray("[1]") << "r.json: element 1 of the array is not a result";
        QTest::newRow("second of two") << "[" + result("[]") + "," + result("[{}]") + "]"
                                       << "r.json, result 2, metrics[0]:";
        QTest::newRow("empty") << QByteArray("  \n") << "r.json: empty";
    }
    void jsonErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const auto r = BenchResults::parse(json, QStringLiteral("r.json"));
        QVERIFY(!r);
        QVERIFY2(r.error().startsWith(error), qPrintable(r.error()));
    }

    void jsonForms()
    {
        const QByteArray one = result("[" + metric("membw.triad", "gpu0", "GB/s", "1") + "]");
        QCOMPARE(BenchResults::parse(one, QStringLiteral("x"))->results, 1);
        QCOMPARE(BenchResults::parse("[" + one + "," + one + "]", QStringLiteral("x"))->results, 2);
        const auto lines = BenchResults::parse(one + "\n\n" + one + "\n" + one + "\n", QStringLiteral("x"));
        QVERIFY2(lines, qPrintable(lines.error()));
        QCOMPARE(lines->results, 3);
        QCOMPARE(lines->metrics.size(), 3);
    }

    void lineAndColumnCountCharacters()
    {
        int l = 0, c = 0;
        lineAndColumn("ab\ncd\u00e9f", 8, &l, &c);
        QCOMPARE(l, 2);
        QCOMPARE(c, 5);
    }

    void contractOverrides()
    {
        const QByteArray contract = R"(name: Acme contract
baselines:
  membw.triad: 4500
rules:
  - id: triad-warn
    disabled: true
  - id: rtt
    metric: link.rtt
    comparison: "<"
    threshold: 0.5
    severity: warn
  - id: nccl
    metric: nccl.allreduce.busbw
    comparison: ">="
    threshold: 400
)";
        const auto over = Baselines::parse(contract, QStringLiteral("contract.yaml"));
        QVERIFY2(over, qPrintable(over.error()));
        const Baseline m = Baselines::merge(rules(), over.value());
        QCOMPARE(m.name, QStringLiteral("Acme contract"));
        QCOMPARE(m.sources, (QStringList{QStringLiteral("rules.yaml"), QStringLiteral("contract.yaml")}));
        QCOMPARE(m.rules.size(), 3); // triad-fail, rtt (replaced), nccl (added); triad-warn switched off
        QCOMPARE(m.rules.at(0).id, QStringLiteral("triad-fail"));
        QCOMPARE(m.rules.at(0).threshold, 3600.0); // 80% of the contract's 4500, not of 4800
        QCOMPARE(m.rules.at(1).id, QStringLiteral("rtt"));
        QCOMPARE(m.rules.at(1).threshold, 0.5);
        QCOMPARE(m.rules.at(1).severity, Severity::Warn);
        QCOMPARE(m.rules.at(2).id, QStringLiteral("nccl"));
    }

    void percentNeedsAFigure()
    {
        const auto b = Baselines::parse(
            "rules:\n  - {id: x, metric: gemm.bf16.tflops, comparison: '>=', threshold: 75%}\n",
            QStringLiteral("p.yaml"));
        QVERIFY(b);
        const auto set = BenchResults::parse(
            result("[" + metric("gemm.bf16.tflops", "gpu0", "TFLOPS", "700") + "]"), QStringLiteral("r"));
        const Evaluation e = Evaluator::evaluate(b.value(), set.value());
        QCOMPARE(e.verdicts.size(), 1);
        QCOMPARE(e.verdicts.first().outcome, Verdict::Fail);
        QVERIFY(e.verdicts.first().reason.contains(QStringLiteral("no baseline figure")));
    }

    void shippedBaselines_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("triadFail");
        QTest::addColumn<double>("allreduceFail");
        QTest::newRow("h100-sxm") << QStringLiteral("h100-sxm") << 2680.0 << 460.0;
        QTest::newRow("h200-sxm") << QStringLiteral("h200-sxm") << 3840.0 << 431.0;
    }
    void shippedBaselines()
    {
        QFETCH(QString, name);
        QFETCH(double, triadFail);
        QFETCH(double, allreduceFail);
        QVERIFY(Baselines::builtinNames().contains(name));
        const auto b = Baselines::load(name);
        QVERIFY2(b, qPrintable(b.error()));
        // The embedded copy is the file in resources/baselines.
        QFile f(QStringLiteral(CLUSTERGATE_SOURCE_DIR "/resources/baselines/%1.yaml").arg(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto fromFile = Baselines::parse(f.readAll(), name);
        QVERIFY2(fromFile, qPrintable(fromFile.error()));
        QCOMPARE(fromFile->rules.size(), b->rules.size());
        QHash<QString, double> thresholds;
        for (const Rule &r : b->rules) {
            QVERIFY2(!r.percent || r.threshold > 0, qPrintable(r.id));
            QCOMPARE(r.severity == Severity::Fail || r.severity == Severity::Warn, true);
            thresholds.insert(r.id, r.threshold);
        }
        QCOMPARE(thresholds.value(QStringLiteral("membw-triad")), triadFail);
        QCOMPARE(thresholds.value(QStringLiteral("nccl-allreduce")), allreduceFail);
        QVERIFY(qAbs(thresholds.value(QStringLiteral("gemm-bf16")) - 742.05) < 1e-9);
    }

    void unknownBaselineNamesTheBuiltins()
    {
        const auto b = Baselines::load(QStringLiteral("b300-sxm"));
        QVERIFY(!b);
        QVERIFY2(b.error().contains(QStringLiteral("h200-sxm")), qPrintable(b.error()));
    }

    void glob_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("match");
        QTest::newRow("exact") << "membw.triad"
                               << "membw.triad" << true;
        QTest::newRow("exact differs") << "membw.triad"
                                       << "membw.triads" << false;
        QTest::newRow("star") << "gpu*"
                              << "gpu12" << true;
        QTest::newRow("star all") << "*"
                                  << "" << true;
        QTest::newRow("middle") << "gemm.*.tflops"
                                << "gemm.bf16.tflops" << true;
        QTest::newRow("middle no") << "gemm.*.tflops"
                                   << "gemm.bf16.tflops.n8192" << false;
        QTest::newRow("question") << "gpu?"
                                  << "gpu1" << true;
        QTest::newRow("question one only") << "gpu?"
                                           << "gpu10" << false;
        QTest::newRow("pair") << "gpu*->gpu*"
                              << "gpu0->gpu7" << true;
        QTest::newRow("backtrack") << "*a*b"
                                   << "xaxxaxb" << true;
    }
    void glob()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        QFETCH(bool, match);
        QCOMPARE(globMatch(pattern, text), match);
    }
};

QTEST_APPLESS_MAIN(TestBenchBaseline)
#include "tst_bench_baseline.moc"
