// SPDX-License-Identifier: GPL-3.0-or-later
// Validation checklists: the shipped file parses, malformed files are refused with line and column,
// thresholds come from the contract's promises, and the engine's gating and overrides (an override is an
// audit event; every check's evidence is stored with the SHA-256 the audit log records). Gating runs real
// checks: "not reachable directly" against a closed loopback port, and recorded GPU results against the
// H200 baseline for L2.
#include "ledger/audit_log.h"
#include "ledger/ed25519.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/connection_hub.h"
#include "storage/database.h"
#include "validation/acceptance_report.h"
#include "validation/check_kinds.h"
#include "validation/checklist.h"
#include "validation/evidence_store.h"
#include "validation/validation_engine.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace cg;
using namespace cg::validation;

namespace {

const QByteArray kGated = R"(checklist: gated
levels:
  - id: L0
    title: Connectivity
    checks:
      - id: not_direct
        kind: net.not_direct
        params: {timeout_ms: 2000}
        expect:
          - {figure: nodes_directly_reachable, op: "==", value: "0"}
  - id: L1
    title: Link
    checks:
      - id: later
        kind: pending
        params: {needs: "a link probe"}
  - id: L2
    title: Single GPU
    checks:
      - id: membw
        kind: bench.baseline
        params: {benchmarks: [membw], baseline: h200-sxm}
)";

QByteArray membwResult(double triad)
{
    return QByteArray(R"({"schema":"clustergate.bench/1","benchmark":"membw","status":"ok","error":null,)"
                      R"("host":{"hostname":"gpu-01"},"metrics":[{"name":"membw.triad","device":"gpu0",)"
                      R"("unit":"GB/s","value":)") +
           QByteArray::number(triad) + "}],\"checks\":[]}";
}

} // namespace

class TestValidationChecklist : public QObject
{
    Q_OBJECT

private slots:
    void shippedChecklistParses()
    {
        const auto list = Checklists::load(QStringLiteral("standard"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        QStringList ids;
        for (const LevelDef &l : list->levels)
            ids << l.id;
        QCOMPARE(ids, (QStringList{QStringLiteral("L0"), QStringLiteral("L1"), QStringLiteral("L2"),
                                   QStringLiteral("L3"), QStringLiteral("L4"), QStringLiteral("L5"),
                                   QStringLiteral("L6")}));
        for (const LevelDef &l : list->levels) {
            for (const CheckDef &c : l.checks)
                QVERIFY2(Checks::kinds().contains(c.kind), qPrintable(c.kind));
        }
        const auto range = Checklists::levelRange(list.value(), QStringLiteral("L0-L2"));
        QVERIFY(range.ok());
        QCOMPARE(range.value(),
                 (QStringList{QStringLiteral("L0"), QStringLiteral("L1"), QStringLiteral("L2")}));
        QVERIFY(!Checklists::levelRange(list.value(), QStringLiteral("L0-L9")).ok());
    }

    // Every title and description of every shipped checklist is listed for translation
    // (core/validation/checklist_text.cpp); a checklist of one's own shows as written.
    void shippedTextsAreTranslatable()
    {
        const QStringList listed = Checklists::shippedTexts();
        QVERIFY(Checklists::builtinNames().contains(QStringLiteral("standard")));
        for (const QString &name : Checklists::builtinNames()) {
            const auto list = Checklists::load(name);
            QVERIFY2(list.ok(), qPrintable(list.error()));
            for (const LevelDef &l : list->levels) {
                QStringList texts{l.title, l.description};
                for (const CheckDef &c : l.checks)
                    texts << c.title;
                for (const QString &t : std::as_const(texts))
                    QVERIFY2(t.isEmpty() || listed.contains(t),
                             qPrintable(QStringLiteral("%1: add to checklist_text.cpp: %2").arg(name, t)));
            }
        }
        QCOMPARE(Checklists::display(QStringLiteral("a title of my own")),
                 QStringLiteral("a title of my own"));
    }

    void malformedNamesLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("broken yaml") << QByteArray("levels:\n  - id: L0\n    checks: [a, b\n") << "line 4"
                                     << "";
        QTest::newRow("unknown key") << QByteArray("levels:\n  - id: L0\n    chekcs: []\n")
                                     << "line 3, column 5"
                                     << "unknown key 'chekcs'";
        QTest::newRow("check without kind")
            << QByteArray("levels:\n  - id: L0\n    checks:\n      - id: hops\n") << "line 4, column 9"
            << "needs 'kind'";
        QTest::newRow("bad threshold")
            << QByteArray(
                   "levels:\n  - id: L1\n    checks:\n      - id: x\n        kind: pending\n        expect:\n"
                   "          - {figure: t, op: \">=\", value: \"contract.bogus * 2\"}\n")
            << "line 7"
            << "not a contract promise";
        QTest::newRow("bad op")
            << QByteArray("levels:\n  - id: L1\n    checks:\n      - id: x\n        kind: pending\n"
                          "        expect:\n          - {figure: t, op: \"=>\", value: 1}\n")
            << "line 7"
            << "'op' must be one of";
        QTest::newRow("duplicate level")
            << QByteArray(
                   "levels:\n  - id: L0\n    checks: [{id: a, kind: pending}]\n  - id: L0\n    checks: [{id: "
                   "b, kind: pending}]\n")
            << "line 4, column 9"
            << "defined twice";
        QTest::newRow("empty levels") << QByteArray("checklist: x\nlevels: []\n") << "line 2"
                                      << "non-empty";
    }

    void malformedNamesLineAndColumn()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const auto list = Checklists::parse(yaml, QStringLiteral("bad.yaml"));
        QVERIFY(!list.ok());
        QVERIFY2(list.error().startsWith(QLatin1String("bad.yaml: ")), qPrintable(list.error()));
        QVERIFY2(list.error().contains(where), qPrintable(list.error()));
        QVERIFY2(list.error().contains(what), qPrintable(list.error()));
    }

    void thresholdsFromTheContract_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<double>("gbps");
        QTest::addColumn<bool>("hasOtherwise");
        QTest::addColumn<bool>("has");
        QTest::addColumn<double>("expected");
        QTest::newRow("number") << "400" << 0.0 << false << true << 400.0;
        QTest::newRow("promise") << "contract.interNodeGbps * 1000 * 0.9" << 400.0 << false << true
                                 << 360000.0;
        QTest::newRow("json name") << "(contract.inter_node_gbit - 100) / 2" << 400.0 << false << true
                                   << 150.0;
        QTest::newRow("not promised, fallback")
            << "contract.interNodeGbps * 1000" << 0.0 << true << true << 1000.0;
        QTest::newRow("not promised, nothing")
            << "contract.interNodeGbps * 1000" << 0.0 << false << false << 0.0;
    }

    void thresholdsFromTheContract()
    {
        QFETCH(QString, expr);
        QFETCH(double, gbps);
        QFETCH(bool, hasOtherwise);
        QFETCH(bool, has);
        QFETCH(double, expected);
        Expectation e;
        e.figure = QStringLiteral("throughput_mbps");
        e.value = expr;
        if (hasOtherwise)
            e.otherwise = 1000;
        ClusterContract c;
        c.interNodeGbps = gbps;
        const auto t = Checklists::resolve(e, c);
        QVERIFY2(t.ok(), qPrintable(t.error()));
        QCOMPARE(t->has, has);
        if (has)
            QCOMPARE(t->value, expected);
        QVERIFY(!t->explanation.isEmpty());

        // Applied to a figure: below the threshold fails the check with the figures in the reason.
        CheckDef def;
        e.op = QStringLiteral(">=");
        def.expect << e;
        CheckResult r;
        r.status = CheckStatus::Pass;
        Figure f;
        f.name = QStringLiteral("throughput_mbps");
        f.value = expected - 1;
        r.figures << f;
        ValidationEngine::applyExpectations(def, c, r);
        QCOMPARE(r.status, has ? CheckStatus::Fail : CheckStatus::Pass);
        if (has)
            QVERIFY2(r.reason.contains(QLatin1String("throughput_mbps")), qPrintable(r.reason));
    }

    void gatingAndOverride()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("cg.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog audit(store);
        const auto list = Checklists::parse(kGated, QStringLiteral("gated.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));

        // Port 1 on loopback is closed: the TCP connect fails, as it must for a node behind a bastion.
        ValidationTarget target;
        target.cluster.name = QStringLiteral("lab");
        ssh::Endpoint bastion;
        bastion.host = QStringLiteral("198.18.1.1");
        target.cluster.jumps << bastion;
        TargetNode node;
        node.name = QStringLiteral("gpu-01");
        node.plan.jumps = target.cluster.jumps;
        node.plan.target.host = QStringLiteral("127.0.0.1");
        node.plan.target.port = 1;
        target.nodes << node;
        const QString results = dir.filePath(QStringLiteral("membw.json"));
        QFile f(results);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(membwResult(4150));
        f.close();
        target.resultsFiles << results;

        cg::ssh::ConnectionHub hub;
        ValidationEngine engine(hub, &db, &audit);
        engine.setOperator(QStringLiteral("alice"));
        engine.setChecklist(list.value());
        engine.setTarget(target);
        QSignalSpy done(&engine, &ValidationEngine::finished);
        QSignalSpy checks(&engine, &ValidationEngine::checkFinished);
        QVERIFY(engine.start({QStringLiteral("L0"), QStringLiteral("L1"), QStringLiteral("L2")}));
        QVERIFY(done.wait(30000));
        QCOMPARE(done.first().first().toBool(), false);
        QCOMPARE(engine.level(QStringLiteral("L0"))->status, CheckStatus::Pass);
        QCOMPARE(engine.level(QStringLiteral("L1"))->status, CheckStatus::NotRun);
        QVERIFY2(
            engine.level(QStringLiteral("L1"))->checks.first().reason.contains(QLatin1String("a link probe")),
            qPrintable(engine.level(QStringLiteral("L1"))->checks.first().reason));
        // L1 did not pass: L2 is blocked, its checks never ran.
        QCOMPARE(engine.level(QStringLiteral("L2"))->status, CheckStatus::Blocked);
        QCOMPARE(engine.level(QStringLiteral("L2"))->checks.first().status, CheckStatus::Blocked);
        QCOMPARE(checks.size(), 3);

        // An override without a reason is refused; with one it is audited and opens the gate.
        QVERIFY(!engine.overrideLevel(QStringLiteral("L1"), QStringLiteral("  ")).ok());
        QVERIFY(engine.overrideLevel(QStringLiteral("L1"), QStringLiteral("link probe scheduled next week"))
                    .ok());
        const auto overrides = audit.rows(ledger::AuditQuery{});
        QVERIFY(overrides.ok());
        bool found = false;
        for (const ledger::AuditRow &row : overrides.value()) {
            if (row.action == QLatin1String("validation.override")) {
                found = true;
                QVERIFY(row.details.contains(QLatin1String("link probe scheduled next week")));
            }
        }
        QVERIFY(found);
        done.clear();
        QVERIFY(engine.start({QStringLiteral("L2")}));
        QVERIFY(done.wait(30000));
        QCOMPARE(engine.level(QStringLiteral("L2"))->status, CheckStatus::Pass);
        QVERIFY(done.first().first().toBool());
        const CheckResult membw = engine.level(QStringLiteral("L2"))->checks.first();
        QVERIFY(!membw.figures.isEmpty());

        // The evidence is stored, and its hash is the one the audit log holds.
        EvidenceStore evidence(db);
        const auto stored = evidence.evidence(engine.runId(), QStringLiteral("L2"), QStringLiteral("membw"));
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(QCryptographicHash::hash(stored->first, QCryptographicHash::Sha256).toHex(), stored->second);
        QCOMPARE(stored->second, membw.evidenceSha256);
        const auto rows = audit.rows(ledger::AuditQuery{});
        bool hashed = false;
        for (const ledger::AuditRow &row : rows.value()) {
            if (row.action == QLatin1String("validation.check") &&
                row.details.contains(QString::fromLatin1(membw.evidenceSha256)))
                hashed = true;
        }
        QVERIFY(hashed);
        QVERIFY(audit.verify().intact);

        // A re-run compares with the previous one; a slower GPU now fails the baseline.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(membwResult(3000));
        f.close();
        done.clear();
        QVERIFY(engine.start({QStringLiteral("L2")}));
        QVERIFY(done.wait(30000));
        QCOMPARE(engine.level(QStringLiteral("L2"))->status, CheckStatus::Fail);
        const Figure again = engine.level(QStringLiteral("L2"))->checks.first().figures.first();
        QVERIFY(again.hasPrevious);
        QCOMPARE(again.previous, 4150.0);
        QCOMPARE(again.value, 3000.0);
        const auto history = evidence.runs(QStringLiteral("lab"));
        QVERIFY(history.ok());
        QCOMPARE(history->size(), 3);
    }

    // A figure nobody measured is never compared: the check does not pass, the figure is not "met", and its
    // JSON has no value.
    void unmeasuredFigureIsNeverMet()
    {
        CheckDef def;
        Expectation e;
        e.figure = QStringLiteral("rtt_ms_p99");
        e.op = QStringLiteral("<=");
        e.value = QStringLiteral("400");
        def.expect << e;
        CheckResult r;
        r.status = CheckStatus::Pass;
        Figure f;
        f.name = QStringLiteral("rtt_ms_p99");
        f.measured = false;
        r.figures << f;
        ValidationEngine::applyExpectations(def, ClusterContract{}, r);
        QCOMPARE(r.status, CheckStatus::NotRun);
        QCOMPARE(r.reason, QStringLiteral("not measured: rtt_ms_p99"));
        QVERIFY(r.figures.first().hasThreshold);
        QVERIFY(!r.figures.first().met);
        const QJsonObject fo = r.toJson(false).value(QStringLiteral("figures")).toArray().first().toObject();
        QVERIFY(fo.value(QStringLiteral("value")).isNull());
        QCOMPARE(fo.value(QStringLiteral("measured")), QJsonValue(false));
        QCOMPARE(fo.value(QStringLiteral("met")), QJsonValue(false));
        QVERIFY(r.nothingMeasured());
        // A measured 0 is a value like any other.
        CheckResult zero;
        zero.status = CheckStatus::Pass;
        Figure z;
        z.name = QStringLiteral("rtt_ms_p99");
        zero.figures << z;
        ValidationEngine::applyExpectations(def, ClusterContract{}, zero);
        QCOMPARE(zero.status, CheckStatus::Pass);
        QVERIFY(zero.toJson(false)
                    .value(QStringLiteral("figures"))
                    .toArray()
                    .first()
                    .toObject()
                    .value(QStringLiteral("value")) == QJsonValue(0.0));
    }

    // Nodes excluded with a reason are left out of the run, recorded in every result and counted apart in
    // each level's verdict; bad exclusions are refused with the reason. Override targets the level that
    // did not pass.
    void exclusionsAndTheLevelToOverride()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("cg.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog audit(store);
        const auto list = Checklists::parse(kGated, QStringLiteral("gated.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        ValidationTarget target;
        target.cluster.name = QStringLiteral("lab3");
        ssh::Endpoint bastion;
        bastion.host = QStringLiteral("198.18.1.1");
        target.cluster.jumps << bastion;
        for (int i = 1; i <= 3; ++i) {
            TargetNode node;
            node.name = QStringLiteral("gpu-0%1").arg(i);
            node.plan.jumps = target.cluster.jumps;
            node.plan.target.host = QStringLiteral("127.0.0.1"); // port 1: closed, as behind a bastion
            node.plan.target.port = 1;
            target.nodes << node;
        }
        cg::ssh::ConnectionHub hub;
        ValidationEngine engine(hub, &db, &audit);
        engine.setChecklist(list.value());
        engine.setTarget(target);

        QVERIFY(engine.excludeNodes(QStringLiteral("gpu-03"), QStringLiteral(" "))
                    .error()
                    .contains(QLatin1String("needs a reason")));
        const Status unknown = engine.excludeNodes(QStringLiteral("gpu-0[3-4]"), QStringLiteral("x"));
        QVERIFY2(unknown.error().contains(QLatin1String("no node 'gpu-04' in cluster lab3")),
                 qPrintable(unknown.error()));
        QVERIFY(engine.excludeNodes(QStringLiteral("gpu-0[1-3]"), QStringLiteral("x"))
                    .error()
                    .contains(QLatin1String("leaves no node")));
        QVERIFY(!engine.excludeNodes(QStringLiteral("gpu-0[3"), QStringLiteral("x")).ok());
        QVERIFY(engine.excludedNodes().isEmpty()); // nothing half-done
        QVERIFY(engine.excludeNodes(QStringLiteral("gpu-0[3]"), QStringLiteral("dead PSU")).ok());
        QCOMPARE(engine.excludedNodes(),
                 (QList<NodeNote>{NodeNote{QStringLiteral("gpu-03"), QStringLiteral("dead PSU")}}));

        // Not run yet: L1 waits for L0, which has not passed.
        QCOMPARE(engine.levelToOverride(QStringLiteral("L1")), QStringLiteral("L0"));
        QSignalSpy done(&engine, &ValidationEngine::finished);
        QVERIFY(engine.start({QStringLiteral("L0"), QStringLiteral("L1"), QStringLiteral("L2")}));
        QVERIFY(done.wait(30000));
        const LevelResult *l0 = engine.level(QStringLiteral("L0"));
        QCOMPARE(l0->status, CheckStatus::Pass);
        QCOMPARE(l0->verdict(), QStringLiteral("pass, 2 of 3 nodes, 1 excluded: dead PSU"));
        const QJsonObject summary = l0->summaryJson();
        QCOMPARE(summary.value(QStringLiteral("nodes_total")).toInt(), 3);
        QCOMPARE(summary.value(QStringLiteral("nodes_counted")).toInt(), 2);
        QCOMPARE(summary.value(QStringLiteral("excluded"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("reason")),
                 QJsonValue(QStringLiteral("dead PSU")));
        // The check never probed the excluded node, and its evidence says why.
        const CheckResult probe = l0->checks.first();
        QCOMPARE(probe.json.value(QStringLiteral("probes")).toArray().size(), 2);
        QCOMPARE(probe.excluded.size(), 1);
        QVERIFY(
            probe.evidenceJson().contains("\"excluded\":[{\"node\":\"gpu-03\",\"reason\":\"dead PSU\"}]"));
        for (const CheckResult &c : engine.level(QStringLiteral("L2"))->checks)
            QCOMPARE(c.excluded.size(), 1); // blocked results record it too

        // L1 did not pass, L2 is blocked behind it: both point at L1; L0 passed, nothing to override.
        QCOMPARE(engine.levelToOverride(QStringLiteral("L1")), QStringLiteral("L1"));
        QCOMPARE(engine.levelToOverride(QStringLiteral("L2")), QStringLiteral("L1"));
        QCOMPARE(engine.levelToOverride(QStringLiteral("L0")), QString());
        QVERIFY(engine.overrideLevel(QStringLiteral("L1"), QStringLiteral("probe next week")).ok());
        QCOMPARE(engine.levelToOverride(QStringLiteral("L2")), QString());

        // Both the exclusion and the run's list of excluded nodes are audit events.
        const auto rows = audit.rows(ledger::AuditQuery{});
        QVERIFY(rows.ok());
        bool excluded = false, runNamesIt = false;
        for (const ledger::AuditRow &row : rows.value()) {
            excluded |= row.action == QLatin1String("validation.exclude") &&
                        row.details.contains(QLatin1String("dead PSU"));
            runNamesIt |= row.action == QLatin1String("validation.run") &&
                          row.details.contains(QLatin1String("gpu-03"));
        }
        QVERIFY(excluded);
        QVERIFY(runNamesIt);
        engine.clearExclusions();
        QVERIFY(engine.excludedNodes().isEmpty());
    }

    // "baseline: contract" judges by the baseline of the contract's GPU model; an unknown model is said,
    // never judged by another GPU's figures.
    void baselineFollowsTheContractsGpu_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("triad");
        QTest::addColumn<CheckStatus>("expected");
        QTest::newRow("H100 at 3000 GB/s") << QStringLiteral("H100 SXM") << 3000.0 << CheckStatus::Pass;
        QTest::newRow("H100 at 2000 GB/s") << QStringLiteral("h100-sxm5") << 2000.0 << CheckStatus::Fail;
        QTest::newRow("H200 at 3000 GB/s") << QStringLiteral("H200") << 3000.0 << CheckStatus::Fail;
        QTest::newRow("no model: H200") << QString() << 3000.0 << CheckStatus::Fail;
        QTest::newRow("unknown model") << QStringLiteral("MI300X") << 3000.0 << CheckStatus::NotRun;
    }

    void baselineFollowsTheContractsGpu()
    {
        QFETCH(QString, model);
        QFETCH(double, triad);
        QFETCH(CheckStatus, expected);
        QTemporaryDir dir;
        const auto list = Checklists::parse(R"(checklist: contract
levels:
  - id: L2
    title: Single GPU
    checks:
      - {id: membw, kind: bench.baseline, params: {benchmarks: [membw], baseline: contract}}
)",
                                            QStringLiteral("contract.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        ValidationTarget target;
        target.cluster.name = QStringLiteral("lab");
        target.cluster.contract.gpuModel = model;
        const QString results = dir.filePath(QStringLiteral("membw.json"));
        QFile f(results);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(membwResult(triad));
        f.close();
        target.resultsFiles << results;
        cg::ssh::ConnectionHub hub;
        ValidationEngine engine(hub, nullptr, nullptr);
        engine.setChecklist(list.value());
        engine.setTarget(target);
        QSignalSpy done(&engine, &ValidationEngine::finished);
        QVERIFY(engine.start({QStringLiteral("L2")}));
        QVERIFY(done.wait(30000));
        const CheckResult r = engine.level(QStringLiteral("L2"))->checks.first();
        QVERIFY2(r.status == expected, qPrintable(r.reason));
        if (expected == CheckStatus::NotRun)
            QVERIFY2(r.reason.contains(QLatin1String("MI300X")), qPrintable(r.reason));
        else
            QCOMPARE(r.json.value(QStringLiteral("baseline"))
                         .toString()
                         .contains(model.contains(QLatin1String("100")) ? QLatin1String("H100")
                                                                        : QLatin1String("H200")),
                     true);
    }

    // A check kind registered by name runs from a checklist through the engine like the built-in ones: its
    // figures are judged by the checklist's thresholds; the name cannot be taken twice nor a built-in
    // removed.
    void registeredKindRunsThroughTheEngine()
    {
        int ran = 0;
        const CheckKind kind{QStringLiteral("test.counted"), false, [&ran] {
                                 return CheckRunner([&ran](const CheckDef &def, CheckContext &) {
                                     ++ran;
                                     CheckResult r = Checks::started(def);
                                     r.figures << Checks::figure(
                                         QStringLiteral("widgets"),
                                         def.params.value(QStringLiteral("n")).toDouble(), QString());
                                     return r;
                                 });
                             }};
        QVERIFY(CheckKinds::add(kind));
        QVERIFY(!CheckKinds::add(kind));
        QVERIFY(!CheckKinds::remove(QStringLiteral("ssh.hops")));
        QVERIFY(Checks::kinds().contains(QStringLiteral("test.counted")));
        const auto list = Checklists::parse(R"(checklist: own kind
levels:
  - id: L0
    title: Own
    checks:
      - {id: enough, kind: test.counted, params: {n: 5}, expect: [{figure: widgets, op: ">=", value: "3"}]}
      - {id: short, kind: test.counted, params: {n: 2}, expect: [{figure: widgets, op: ">=", value: "3"}]}
      - {id: nowhere, kind: test.unregistered}
)",
                                            QStringLiteral("own.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        ValidationTarget target;
        target.cluster.name = QStringLiteral("lab");
        ssh::ConnectionHub hub;
        ValidationEngine engine(hub, nullptr, nullptr);
        engine.setChecklist(list.value());
        engine.setTarget(target);
        QSignalSpy done(&engine, &ValidationEngine::finished);
        QVERIFY(engine.start({QStringLiteral("L0")}));
        QVERIFY(done.wait(30000));
        QVERIFY(CheckKinds::remove(QStringLiteral("test.counted")));
        QVERIFY(!Checks::kinds().contains(QStringLiteral("test.counted")));
        QCOMPARE(ran, 2);
        const QList<CheckResult> &checks = engine.level(QStringLiteral("L0"))->checks;
        QCOMPARE(checks.size(), 3);
        QVERIFY2(checks.at(0).status == CheckStatus::Pass, qPrintable(checks.at(0).reason));
        QVERIFY2(checks.at(1).status == CheckStatus::Fail, qPrintable(checks.at(1).reason));
        QVERIFY2(checks.at(2).status == CheckStatus::NotRun, qPrintable(checks.at(2).reason));
        QVERIFY(checks.at(2).reason.contains(QLatin1String("test.unregistered")));
    }

    void signedResultsVerify()
    {
        AcceptanceReport r;
        r.cluster = QStringLiteral("lab");
        r.operatorName = QStringLiteral("alice");
        r.generated = QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC);
        LevelResult l;
        l.id = QStringLiteral("L0");
        l.status = CheckStatus::Pass;
        r.levels << l;
        auto key = ledger::KeySigner::generate();
        const auto sig = key->sign(r.canonicalJson());
        QVERIFY(sig.ok());
        QJsonObject signedJson{
            {QStringLiteral("results"), r.toJson()},
            {QStringLiteral("signature"),
             QJsonObject{{QStringLiteral("public_key"), QString::fromLatin1(key->publicKey().toBase64())},
                         {QStringLiteral("value"), QString::fromLatin1(sig->toBase64())}}}};
        QString why;
        QVERIFY2(AcceptanceReports::verifySignedJson(QJsonDocument(signedJson).toJson(), &why),
                 qPrintable(why));
        QJsonObject tampered = signedJson;
        QJsonObject results = tampered.value(QStringLiteral("results")).toObject();
        results.insert(QStringLiteral("operator"), QStringLiteral("mallory"));
        tampered.insert(QStringLiteral("results"), results);
        QVERIFY(!AcceptanceReports::verifySignedJson(QJsonDocument(tampered).toJson(), &why));
    }
};

QTEST_GUILESS_MAIN(TestValidationChecklist)
#include "tst_validation_checklist.moc"
