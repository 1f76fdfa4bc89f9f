// SPDX-License-Identifier: GPL-3.0-or-later
// Results written by other agent versions: NCCL results from an agent that predates its nccl-tests
// 2.19.1 rules are accepted with a note naming the agent; another result schema is refused naming the
// schema and the agent version that wrote it.
#include "bench/bench_results.h"

#include <QFile>
#include <QtTest>

using namespace cg::bench;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(CLUSTERGATE_FIXTURES "/bench/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray result(const QByteArray &schema, const QByteArray &version, const QByteArray &benchmark,
                  const QByteArray &parameters, const QByteArray &status = "ok")
{
    return "{\"schema\":\"" + schema + "\",\"benchmark\":\"" + benchmark + "\",\"status\":\"" + status +
           "\",\"host\":{\"hostname\":\"gpu-01\",\"agent_version\":\"" + version +
           "\"},\"parameters\":" + parameters +
           ",\"metrics\":[{\"name\":\"nccl.allreduce.busbw\",\"device\":\"node\",\"unit\":\"GB/s\","
           "\"value\":480.1}]}";
}

} // namespace

class TestBenchResultsCompat : public QObject
{
    Q_OBJECT

private slots:
    void olderAgentNcclAcceptedWithANote()
    {
        const QByteArray old = fixture(QStringLiteral("agent_0.1.0_nccl_allgather_3ranks.json"));
        QVERIFY(!old.isEmpty());
        const auto set = BenchResults::parse(old, QStringLiteral("old.json"));
        QVERIFY2(set, qPrintable(set.error()));
        QCOMPARE(set->results, 1);
        QCOMPARE(set->metrics.size(), 2); // the figures are kept
        QCOMPARE(set->notes.size(), 1);
        const QString note = set->notes.first();
        QVERIFY2(note.startsWith(QStringLiteral("old.json: NCCL results from agent 0.1.0 on gpu-node-07")),
                 qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("nccl-tests 2.19.1")), qPrintable(note));
    }

    void currentAgentNcclHasNoNote()
    {
        const auto set = BenchResults::parse(result("clustergate.bench/1", "0.1.0", "nccl",
                                                    "{\"op\":\"allreduce\",\"nccl_tests_rules\":\"2.19.1\"}"),
                                             QStringLiteral("r.json"));
        QVERIFY2(set, qPrintable(set.error()));
        QVERIFY(set->notes.isEmpty());
        // other benchmarks never carry the marker and need none
        const auto membw = BenchResults::parse(result("clustergate.bench/1", "0.1.0", "membw", "{}"),
                                               QStringLiteral("m.json"));
        QVERIFY(membw && membw->notes.isEmpty());
        // an old agent's NCCL result that did not run measured nothing to warn about
        const auto notRun = BenchResults::parse(
            result("clustergate.bench/1", "0.0.9", "nccl", "{}", "unavailable"), QStringLiteral("u.json"));
        QVERIFY(notRun && notRun->notes.isEmpty());
    }

    void otherSchemasRefusedNamingTheVersion_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("newer") << result("clustergate.bench/2", "0.3.0", "nccl", "{}")
                               << QStringLiteral(
                                      "r.json: result schema clustergate.bench/2 is newer than this "
                                      "console understands (clustergate.bench/1); it was written by "
                                      "agent 0.3.0: update the console");
        QTest::newRow("older") << result("clustergate.bench/0", "0.0.3", "nccl", "{}")
                               << QStringLiteral(
                                      "r.json: result schema clustergate.bench/0 (written by agent 0.0.3) "
                                      "is not one this console reads (clustergate.bench/1); run the "
                                      "benchmark again with the current agent");
        QTest::newRow("not a number")
            << result("clustergate.bench/beta", "", "nccl", "{}")
            << QStringLiteral("r.json: result schema clustergate.bench/beta (written by an "
                              "agent that did not give its version) is not one this "
                              "console reads (clustergate.bench/1); run the benchmark "
                              "again with the current agent");
    }
    void otherSchemasRefusedNamingTheVersion()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const auto r = BenchResults::parse(json, QStringLiteral("r.json"));
        QVERIFY(!r);
        QCOMPARE(r.error(), error);
    }

    // What a node says about itself is bounded in the message.
    void longVersionIsCut()
    {
        const QByteArray v(5000, 'x');
        const auto r =
            BenchResults::parse(result("clustergate.bench/7", v, "nccl", "{}"), QStringLiteral("r.json"));
        QVERIFY(!r);
        QVERIFY(r.error().size() < 400);
        QVERIFY(
            r.error().contains(QStringLiteral("agent ") + QString(64, QLatin1Char('x')) + QLatin1Char(':')));
    }
};

QTEST_APPLESS_MAIN(TestBenchResultsCompat)
#include "tst_bench_results_compat.moc"
