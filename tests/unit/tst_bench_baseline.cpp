// SPDX-License-Identifier: GPL-3.0-or-later
// Baseline rules (core/bench): parsing the YAML rule files with errors that name line and column,
// reading agent results (JSON, arrays, JSON lines) the same way, contract overrides, and the
// pass / warn / fail judgement, as tables of cases.
#include "bench/baseline.h"
#include "bench/bench_results.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
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
            QVERIFY2(!r.percent || r.nodeBest || r.threshold > 0, qPrintable(r.id)); // node-best: per host
            QCOMPARE(r.severity == Severity::Fail || r.severity == Severity::Warn, true);
            thresholds.insert(r.id, r.threshold);
        }
        QCOMPARE(thresholds.value(QStringLiteral("membw-triad")), triadFail);
        QCOMPARE(thresholds.value(QStringLiteral("nccl-allreduce")), allreduceFail);
        QVERIFY(qAbs(thresholds.value(QStringLiteral("gemm-bf16")) - 742.05) < 1e-9);
    }

    // Issue 18: Azure's published per-SKU thresholds (Azure/azurehpc-health-checks conf/nd96isr_h100_v5.conf
    // and conf/nd96isr_h200_v5.conf), as those files write them.
    void azureThresholds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("allreduce16G");
        QTest::addColumn<double>("gdrPerPort");
        QTest::newRow("h100-sxm: check_nccl_allreduce 460.0 ... 16G, check_ib_bw_gdr 380")
            << "h100-sxm" << 460.0 << 380.0;
        QTest::newRow("h200-sxm: check_nccl_allreduce 431.0 1 16G, check_ib_bw_gdr 360")
            << "h200-sxm" << 431.0 << 360.0;
    }
    void azureThresholds()
    {
        QFETCH(QString, name);
        QFETCH(double, allreduce16G);
        QFETCH(double, gdrPerPort);
        const auto b = Baselines::load(name);
        QVERIFY2(b, qPrintable(b.error()));
        QHash<QString, Rule> byId;
        for (const Rule &r : b->rules)
            byId.insert(r.id, r);
        QCOMPARE(byId.value(QStringLiteral("nccl-allreduce")).threshold, allreduce16G);
        QCOMPARE(*byId.value(QStringLiteral("nccl-allreduce")).sizeBytes, 16.0 * 1024 * 1024 * 1024);
        QCOMPARE(byId.value(QStringLiteral("ib-write-bw-gdr")).threshold, gdrPerPort);
        QCOMPARE(byId.value(QStringLiteral("ib-write-bw-gdr")).unit, QStringLiteral("Gbit/s"));
        // check_gpu_bw 48 335
        QCOMPARE(byId.value(QStringLiteral("copy-h2d")).threshold, 48.0);
        QCOMPARE(byId.value(QStringLiteral("copy-d2h")).threshold, 48.0);
        QCOMPARE(byId.value(QStringLiteral("copy-p2p")).threshold, 335.0);
        // check_gpu_ecc 20000000 10000, and azure_gpu_ecc.nhc's remapped-row limits
        QCOMPARE(byId.value(QStringLiteral("ecc-dram")).threshold, 20000000.0);
        QCOMPARE(byId.value(QStringLiteral("ecc-sram-correctable")).threshold, 10000.0);
        QCOMPARE(byId.value(QStringLiteral("ecc-sram-uncorrectable")).threshold, 0.0);
        QCOMPARE(byId.value(QStringLiteral("remapped-rows-uncorrectable")).threshold, 512.0);
        QCOMPARE(byId.value(QStringLiteral("remapped-rows-pending")).threshold, 0.0);
        QCOMPARE(byId.value(QStringLiteral("xid-fatal")).xids,
                 (QList<int>{48, 56, 57, 58, 62, 63, 64, 65, 68, 69, 73, 74, 79, 80, 81, 92, 119, 120}));
        // Each file cites where its figures come from.
        QFile f(QStringLiteral(CLUSTERGATE_SOURCE_DIR "/resources/baselines/%1.yaml").arg(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("Azure/azurehpc-health-checks"));
        QVERIFY(text.contains(name.startsWith(QLatin1String("h100")) ? "conf/nd96isr_h100_v5.conf"
                                                                     : "conf/nd96isr_h200_v5.conf"));
        QVERIFY(text.contains("huggingface/gpu-fryer"));
    }

    // The 16 GB rule judges only a busbw measured at 16 GB (the agent labels the size it ends at).
    void ncclAtSixteenGigabytes_data()
    {
        QTest::addColumn<QByteArray>("labels");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("16 GiB, above") << QByteArray(R"(,"labels":{"bytes":17179869184})") << "440"
                                       << "pass";
        QTest::newRow("16 GiB, below") << QByteArray(R"(,"labels":{"bytes":17179869184})") << "420"
                                       << "fail";
        QTest::newRow("8 GiB: not judged") << QByteArray(R"(,"labels":{"bytes":8589934592})") << "420"
                                           << "skip";
        QTest::newRow("no size said") << QByteArray() << "420"
                                      << "skip";
    }
    void ncclAtSixteenGigabytes()
    {
        QFETCH(QByteArray, labels);
        QFETCH(QString, value);
        QFETCH(QString, outcome);
        const QByteArray m = R"({"name":"nccl.allreduce.busbw","device":"node","unit":"GB/s","value":)" +
                             value.toLatin1() + labels + "}";
        const auto set = BenchResults::parse(result("[" + m + "]"), QStringLiteral("r"));
        QVERIFY2(set, qPrintable(set.error()));
        const Evaluation e =
            Evaluator::evaluate(Baselines::load(QStringLiteral("h200-sxm")).value(), set.value());
        bool found = false;
        for (const Verdict &v : e.verdicts) {
            if (v.ruleId != QLatin1String("nccl-allreduce"))
                continue;
            found = true;
            QCOMPARE(outcomeName(v.outcome), outcome);
            QVERIFY2(v.expectation.endsWith(QLatin1String(" at 16G")), qPrintable(v.expectation));
            if (outcome == QLatin1String("skip") && !labels.isEmpty())
                QVERIFY2(v.reason.contains(QLatin1String("measured at 8G")), qPrintable(v.reason));
        }
        QVERIFY(found);
    }

    // gpu-fryer's rule: a GPU more than 10 % below the best GPU of its own node fails; other nodes'
    // GPUs do not count.
    void peerRule()
    {
        const QByteArray rules = R"(rules:
  - id: peers
    metric: burn.tflops
    device: "gpu*"
    comparison: ">="
    threshold: 90%
    relative_to: node-best
    unit: TFLOPS
)";
        const auto b = Baselines::parse(rules, QStringLiteral("peers.yaml"));
        QVERIFY2(b, qPrintable(b.error()));
        const auto burn = [](const char *host, const QByteArray &metrics) {
            return "{\"schema\":\"clustergate.bench/1\",\"benchmark\":\"burn\",\"status\":\"ok\",\"host\":"
                   "{\"hostname\":\"" +
                   QByteArray(host) + "\"},\"metrics\":[" + metrics + "],\"checks\":[]}";
        };
        const QByteArray a = burn("a", metric("burn.tflops", "gpu0", "TFLOPS", "600") + "," +
                                           metric("burn.tflops", "gpu1", "TFLOPS", "540") + "," +
                                           metric("burn.tflops", "gpu2", "TFLOPS", "539.9"));
        const QByteArray slowNode = burn("b", metric("burn.tflops", "gpu0", "TFLOPS", "400") + "," +
                                                  metric("burn.tflops", "gpu1", "TFLOPS", "390"));
        const auto set = BenchResults::parse(a + "\n" + slowNode + "\n", QStringLiteral("r"));
        QVERIFY2(set, qPrintable(set.error()));
        const Evaluation e = Evaluator::evaluate(b.value(), set.value());
        QStringList outcomes;
        for (const Verdict &v : e.verdicts)
            outcomes << v.host + QLatin1Char(':') + v.device + QLatin1Char('=') + outcomeName(v.outcome);
        QCOMPARE(outcomes, (QStringList{QStringLiteral("a:gpu0=pass"), QStringLiteral("a:gpu1=pass"),
                                        QStringLiteral("a:gpu2=fail"), QStringLiteral("b:gpu0=pass"),
                                        QStringLiteral("b:gpu1=pass")}));
        QCOMPARE(e.verdicts.at(2).expectation, QStringLiteral(">= 540 (90% of the best on a: 600)"));
    }

    // SuperBench's variance rules: a value may be the given share worse than the baseline figure, in the
    // comparison's direction.
    void varianceRule_data()
    {
        QTest::addColumn<QByteArray>("comparison");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("outcome");
        QTest::newRow(">= : 5 % below is still fine") << QByteArray(">=") << "380"
                                                      << "pass";
        QTest::newRow(">= : more than 5 % below fails") << QByteArray(">=") << "379.9"
                                                        << "fail";
        QTest::newRow("<= : 5 % above is still fine") << QByteArray("<=") << "420"
                                                      << "pass";
        QTest::newRow("<= : more than 5 % above fails") << QByteArray("<=") << "420.1"
                                                        << "fail";
    }
    void varianceRule()
    {
        QFETCH(QByteArray, comparison);
        QFETCH(QString, value);
        QFETCH(QString, outcome);
        const auto b =
            Baselines::parse("baselines:\n  x.bw: 400\nrules:\n  - {id: v, metric: x.bw, comparison: '" +
                                 comparison + "', variance: 5%}\n",
                             QStringLiteral("v.yaml"));
        QVERIFY2(b, qPrintable(b.error()));
        const auto set = BenchResults::parse(
            result("[" + metric("x.bw", "gpu0", "GB/s", value.toLatin1()) + "]"), QStringLiteral("r"));
        const Evaluation e = Evaluator::evaluate(b.value(), set.value());
        QCOMPARE(e.verdicts.size(), 1);
        QCOMPARE(outcomeName(e.verdicts.first().outcome), outcome);
        QVERIFY2(e.verdicts.first().expectation.contains(QLatin1String("(within 5% of 400)")),
                 qPrintable(e.verdicts.first().expectation));
    }

    void newRuleKeysRefuseBadInput_data()
    {
        QTest::addColumn<QByteArray>("rule");
        QTest::addColumn<QString>("error");
        QTest::newRow("both threshold and variance")
            << QByteArray("{id: a, metric: m, comparison: '>=', threshold: 1, variance: 5%}") << "gives both";
        QTest::newRow("variance without %")
            << QByteArray("{id: a, metric: m, comparison: '>=', variance: 5}") << "is not a percentage";
        QTest::newRow("variance without direction")
            << QByteArray("{id: a, metric: m, comparison: '==', variance: 5%}") << "needs a direction";
        QTest::newRow("node-best without percent")
            << QByteArray("{id: a, metric: m, comparison: '>=', threshold: 3, relative_to: node-best}")
            << "needs a percentage threshold";
        QTest::newRow("relative to what")
            << QByteArray("{id: a, metric: m, comparison: '>=', threshold: 90%, relative_to: fleet}")
            << "is not 'node-best'";
        QTest::newRow("bad size") << QByteArray(
                                         "{id: a, metric: m, comparison: '>=', threshold: 1, size: 16Q}")
                                  << "is not a byte count";
        QTest::newRow("xids not a list")
            << QByteArray("{id: a, metric: m, comparison: '==', threshold: 0, xids: 79}")
            << "is a list of XID numbers";
        QTest::newRow("neither threshold nor variance")
            << QByteArray("{id: a, metric: m, comparison: '>='}") << "needs 'threshold' or 'variance'";
    }
    void newRuleKeysRefuseBadInput()
    {
        QFETCH(QByteArray, rule);
        QFETCH(QString, error);
        const auto b = Baselines::parse("rules:\n  - " + rule + "\n", QStringLiteral("r.yaml"));
        QVERIFY(!b);
        QVERIFY2(b.error().startsWith(QLatin1String("r.yaml: line 2")) && b.error().contains(error),
                 qPrintable(b.error()));
    }

    // nccl-tests' size units: K, M, G are powers of 1024 (parsesize in src/common.cu).
    void byteSizes()
    {
        double v = 0;
        QVERIFY(parseByteSize(QStringLiteral("16G"), &v));
        QCOMPARE(v, 17179869184.0);
        QVERIFY(parseByteSize(QStringLiteral("512M"), &v));
        QCOMPARE(v, 536870912.0);
        QVERIFY(parseByteSize(QStringLiteral("8"), &v));
        QCOMPARE(v, 8.0);
        QVERIFY(!parseByteSize(QStringLiteral("G"), &v));
        QVERIFY(!parseByteSize(QStringLiteral("-1K"), &v));
    }

    // A fleet's own baseline: the statistic per metric as Python's statistics module computes it (its
    // 'inclusive' quantiles are numpy's linear percentiles, which SuperBench's pandas uses), a variance
    // rule per metric, and a file that reads back as a baseline and judges the fleet.
    void fleetBaseline()
    {
        QList<double> values{431.5, 447.25, 452.0, 455.75, 470.0, 389.0};
        QByteArray results;
        for (int i = 0; i < values.size(); ++i)
            results +=
                "{\"schema\":\"clustergate.bench/1\",\"benchmark\":\"nccl\",\"status\":\"ok\",\"host\":"
                "{\"hostname\":\"n" +
                QByteArray::number(i) + "\"},\"metrics\":[" +
                metric("nccl.allreduce.busbw", "node", "GB/s", QByteArray::number(values.at(i), 'g', 10)) +
                ",{\"name\":\"link.rtt\",\"device\":\"n:1\",\"unit\":\"ms\",\"better\":\"lower\",\"value\":" +
                QByteArray::number(0.2 + 0.01 * i) + "}],\"checks\":[]}\n";
        const auto set = BenchResults::parse(results, QStringLiteral("fleet.jsonl"));
        QVERIFY2(set, qPrintable(set.error()));

        QProcess py;
        py.start(QStringLiteral("python3"),
                 {QStringLiteral("-c"),
                  QStringLiteral("import statistics as s; v=[431.5, 447.25, 452.0, 455.75, 470.0, 389.0]; "
                                 "q=s.quantiles(v, n=100, method='inclusive'); "
                                 "print(repr(s.mean(v)), repr(s.median(v)), repr(q[9]), repr(q[89]))")});
        if (!py.waitForFinished(30000) || py.exitCode() != 0)
            QSKIP("python3 is not here to compute the statistics independently");
        const QList<QByteArray> expected = py.readAllStandardOutput().trimmed().split(' ');
        QCOMPARE(expected.size(), 4);
        const QStringList stats{QStringLiteral("mean"), QStringLiteral("p50"), QStringLiteral("p10"),
                                QStringLiteral("p90")};
        for (int i = 0; i < 4; ++i) {
            const auto got = FleetBaselines::statistic(values, stats.at(i));
            QVERIFY2(got, qPrintable(got.error()));
            QVERIFY2(
                qAbs(got.value() - expected.at(i).toDouble()) < 1e-9,
                qPrintable(
                    stats.at(i) +
                    QStringLiteral(": %1 vs %2").arg(got.value()).arg(QString::fromLatin1(expected.at(i)))));
        }
        QVERIFY(!FleetBaselines::statistic(values, QStringLiteral("p101")));
        QVERIFY(!FleetBaselines::statistic(values, QStringLiteral("mode")));

        FleetBaselineOptions o;
        o.name = QStringLiteral("lab fleet");
        o.sources = {QStringLiteral("fleet.jsonl")};
        const auto gen = FleetBaselines::generate(set.value(), o);
        QVERIFY2(gen, qPrintable(gen.error()));
        for (const QByteArray &text :
             {FleetBaselines::toYaml(gen.value()), QJsonDocument(gen.value()).toJson()}) {
            const auto b = Baselines::parse(text, QStringLiteral("fleet-baseline"));
            QVERIFY2(b, qPrintable(b.error() + QLatin1Char('\n') + QString::fromUtf8(text)));
            QCOMPARE(b->name, QStringLiteral("lab fleet"));
            QCOMPARE(b->figures.value(QStringLiteral("nccl.allreduce.busbw")), expected.at(1).toDouble());
            QCOMPARE(b->rules.size(), 2);
            const Evaluation e = Evaluator::evaluate(b.value(), set.value());
            // The median is 449.625; 5 % below it is 427.14: only n5 (389) fails; RTT is lower-better, so the
            // slowest two (0.24 and 0.25 ms, above 0.225 * 1.05) fail.
            QStringList failed;
            for (const Verdict &v : e.verdicts) {
                if (v.outcome == Verdict::Fail)
                    failed << v.metric + QLatin1Char('@') + v.host;
            }
            QCOMPARE(failed, (QStringList{QStringLiteral("link.rtt@n4"), QStringLiteral("link.rtt@n5"),
                                          QStringLiteral("nccl.allreduce.busbw@n5")}));
        }
    }

    // `clustergate bench baseline-from` (the real binary): a fleet's results in, a baseline file out that
    // `bench evaluate` uses; bad input refused with exit 2 and the reason.
    void baselineFromCommand()
    {
        QTemporaryDir dir;
        const auto write = [&](const QString &name, double busbw) {
            const QString path = dir.filePath(name);
            QFile f(path);
            f.open(QIODevice::WriteOnly);
            f.write("{\"schema\":\"clustergate.bench/1\",\"benchmark\":\"nccl\",\"status\":\"ok\",\"host\":{"
                    "\"hostname\":\"" +
                    name.toLatin1() + "\"},\"metrics\":[" +
                    metric("nccl.allreduce.busbw", "node", "GB/s", QByteArray::number(busbw)) +
                    "],\"checks\":[]}");
            return path;
        };
        const QStringList fleet{write(QStringLiteral("n1"), 450), write(QStringLiteral("n2"), 455),
                                write(QStringLiteral("n3"), 460)};
        const auto run = [](const QStringList &args) {
            QProcess p;
            p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
            p.waitForFinished(60000);
            return std::make_tuple(p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError());
        };
        const QString out = dir.filePath(QStringLiteral("fleet.yaml"));
        auto [code, stdOut, stdErr] =
            run(QStringList{QStringLiteral("bench"), QStringLiteral("baseline-from")} + fleet +
                QStringList{QStringLiteral("--output"), out});
        QVERIFY2(code == 0, stdErr.constData());
        const auto b = Baselines::load(out);
        QVERIFY2(b, qPrintable(b.error()));
        QCOMPARE(b->figures.value(QStringLiteral("nccl.allreduce.busbw")), 455.0); // the median
        // 5 % below 455 is 432.25: a node at 430 fails, one at 433 passes.
        std::tie(code, stdOut, stdErr) =
            run({QStringLiteral("bench"), QStringLiteral("evaluate"), write(QStringLiteral("slow"), 430),
                 QStringLiteral("--baseline"), out});
        QCOMPARE(code, 1);
        QVERIFY2(stdOut.contains("within 5% of 455"), stdOut.constData());
        std::tie(code, stdOut, stdErr) =
            run({QStringLiteral("bench"), QStringLiteral("evaluate"), write(QStringLiteral("fine"), 433),
                 QStringLiteral("--baseline"), out});
        QCOMPARE(code, 0);
        // JSON on stdout, the same baseline.
        std::tie(code, stdOut, stdErr) = run(
            QStringList{QStringLiteral("bench"), QStringLiteral("baseline-from"), QStringLiteral("--format"),
                        QStringLiteral("json"), QStringLiteral("--statistic"), QStringLiteral("mean")} +
            fleet);
        QCOMPARE(code, 0);
        const QJsonObject json = QJsonDocument::fromJson(stdOut).object();
        QCOMPARE(
            json.value(QStringLiteral("baselines")).toObject().value(QStringLiteral("nccl.allreduce.busbw")),
            QJsonValue(455.0));
        for (const QStringList &bad :
             {QStringList{QStringLiteral("bench"), QStringLiteral("baseline-from")},
              QStringList{QStringLiteral("bench"), QStringLiteral("baseline-from"), fleet.first(),
                          QStringLiteral("--statistic"), QStringLiteral("mode")},
              QStringList{QStringLiteral("bench"), QStringLiteral("baseline-from"), fleet.first(),
                          QStringLiteral("--variance"), QStringLiteral("150")},
              QStringList{QStringLiteral("bench"), QStringLiteral("baseline-from"),
                          dir.filePath(QStringLiteral("none"))}}) {
            std::tie(code, stdOut, stdErr) = run(bad);
            QVERIFY2(code == 2 && !stdErr.isEmpty(), qPrintable(bad.join(QLatin1Char(' '))));
        }
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
