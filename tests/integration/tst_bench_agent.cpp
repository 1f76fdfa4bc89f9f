// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent bench|health` through the real agent binary, and `clustergate bench evaluate`
// through the real console binary: host memory bandwidth end to end, the result schema on the wire,
// what the GPU subcommands say on a machine without CUDA or without a GPU, health against the stand-in
// NVML, and baseline evaluation with its exit statuses.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &args, const QProcessEnvironment &env = {},
        int timeoutMs = 120000)
{
    QProcess p;
    QProcessEnvironment e = env.isEmpty() ? QProcessEnvironment::systemEnvironment() : env;
    e.remove(QStringLiteral("DISPLAY"));
    e.remove(QStringLiteral("WAYLAND_DISPLAY"));
    p.setProcessEnvironment(e);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

Run agent(const QStringList &args, const QProcessEnvironment &env = {})
{
    return run(QStringLiteral(CLUSTERGATE_AGENT_BINARY), args, env);
}

Run console(const QStringList &args)
{
    return run(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
}

QJsonObject json(const QByteArray &line)
{
    QJsonParseError err{};
    const QJsonDocument d = QJsonDocument::fromJson(line, &err);
    return d.object();
}

// Whether this machine has an NVIDIA GPU the driver can see (then "no GPU" cannot be tested here).
bool gpuPresent()
{
    return QFile::exists(QStringLiteral("/dev/nvidia0")) || QFile::exists(QStringLiteral("/dev/nvidiactl"));
}

QProcessEnvironment withLibraryPath(const QString &dir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_LIBRARY_PATH"), dir);
    return env;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestBenchAgent : public QObject
{
    Q_OBJECT

private slots:
    void membwCpuJson()
    {
        const Run r = agent({QStringLiteral("bench"), QStringLiteral("membw"), QStringLiteral("--device"),
                             QStringLiteral("cpu"), QStringLiteral("--size-mb"), QStringLiteral("16"),
                             QStringLiteral("--repetitions"), QStringLiteral("3"), QStringLiteral("--warmup"),
                             QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out.count('\n'), 1); // one object, one line
        const QJsonObject o = json(r.out);
        QCOMPARE(o.value(QStringLiteral("schema")).toString(), QStringLiteral("clustergate.bench/1"));
        QCOMPARE(o.value(QStringLiteral("benchmark")).toString(), QStringLiteral("membw"));
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        QVERIFY(o.value(QStringLiteral("error")).isNull());
        QVERIFY(!o.value(QStringLiteral("started_at")).toString().isEmpty());
        QCOMPARE(o.value(QStringLiteral("repeat")).toObject().value(QStringLiteral("repetitions")).toInt(),
                 3);
        QCOMPARE(o.value(QStringLiteral("repeat")).toObject().value(QStringLiteral("warmup")).toInt(), 1);
        QCOMPARE(
            o.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("array_bytes")).toInteger(),
            qint64(16) << 20);
        const QJsonArray metrics = o.value(QStringLiteral("metrics")).toArray();
        QCOMPARE(metrics.size(), 4);
        for (const QJsonValue &v : metrics) {
            const QJsonObject m = v.toObject();
            QVERIFY(m.value(QStringLiteral("name")).toString().startsWith(QStringLiteral("membw.")));
            QCOMPARE(m.value(QStringLiteral("device")).toString(), QStringLiteral("cpu"));
            QCOMPARE(m.value(QStringLiteral("unit")).toString(), QStringLiteral("GB/s"));
            const QJsonObject stats = m.value(QStringLiteral("stats")).toObject();
            QCOMPARE(stats.value(QStringLiteral("n")).toInt(), 3);
            QCOMPARE(stats.value(QStringLiteral("samples")).toArray().size(), 3);
            QCOMPARE(m.value(QStringLiteral("value")).toDouble(),
                     stats.value(QStringLiteral("median")).toDouble());
            QVERIFY(stats.value(QStringLiteral("min")).toDouble() <=
                    stats.value(QStringLiteral("max")).toDouble());
            // A memory that moves less than 100 MB/s is not a memory; no upper bound: machines differ.
            QVERIFY(m.value(QStringLiteral("value")).toDouble() > 0.1);
        }
        const QJsonArray checks = o.value(QStringLiteral("checks")).toArray();
        QCOMPARE(checks.size(), 1);
        QCOMPARE(checks.at(0).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
        qInfo("membw --device cpu: triad %.1f GB/s",
              o.value(QStringLiteral("summary")).toObject().value(QStringLiteral("triad_gbps")).toDouble());
    }

    void membwCpuTable()
    {
        const Run r = agent({QStringLiteral("bench"), QStringLiteral("membw"), QStringLiteral("--device"),
                             QStringLiteral("cpu"), QStringLiteral("--size-mb"), QStringLiteral("8"),
                             QStringLiteral("--repetitions"), QStringLiteral("2")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("\nmembw.triad +cpu +[0-9.]+ +GB/s"))),
                 qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("2 repetitions after 2 warm-up")));
        QVERIFY(out.contains(QStringLiteral("pass  membw.validation [cpu]")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no benchmark") << QStringList{QStringLiteral("bench")} << QString();
        QTest::newRow("unknown benchmark") << QStringList{QStringLiteral("bench"), QStringLiteral("fft")}
                                           << QStringLiteral("unknown benchmark 'fft'");
        QTest::newRow("bad dtype") << QStringList{QStringLiteral("bench"), QStringLiteral("gemm"),
                                                  QStringLiteral("--dtype"), QStringLiteral("int4")}
                                   << QStringLiteral("--dtype expects bf16, fp16, tf32, fp32 or fp8");
        QTest::newRow("bad op") << QStringList{QStringLiteral("bench"), QStringLiteral("nccl"),
                                               QStringLiteral("--op"), QStringLiteral("gather")}
                                << QStringLiteral("--op expects allreduce");
        QTest::newRow("rank without id") << QStringList{QStringLiteral("bench"), QStringLiteral("nccl"),
                                                        QStringLiteral("--rank"), QStringLiteral("0")}
                                         << QStringLiteral("--rank, --nranks and --id go together");
        QTest::newRow("min above max")
            << QStringList{QStringLiteral("bench"), QStringLiteral("nccl"), QStringLiteral("-b"),
                           QStringLiteral("1M"),    QStringLiteral("-e"),   QStringLiteral("8")}
            << QStringLiteral("invalid sizes for 'minbytes' and 'maxbytes': 1048576 > 8");
        QTest::newRow("size nccl-tests refuses")
            << QStringList{QStringLiteral("bench"), QStringLiteral("nccl"), QStringLiteral("-b"),
                           QStringLiteral("12Q")}
            << QStringLiteral("invalid size specified for 'minbytes': '12Q' is unknown unit 'Q'");
        QTest::newRow("from 0 bytes") << QStringList{QStringLiteral("bench"), QStringLiteral("nccl"),
                                                     QStringLiteral("-b"), QStringLiteral("0")}
                                      << QStringLiteral("-b 0: nccl-tests 2.19.1 never finishes its warm-up");
        QTest::newRow("json file name") << QStringList{QStringLiteral("bench"), QStringLiteral("nccl"),
                                                       QStringLiteral("-J"), QStringLiteral("out.txt")}
                                        << QStringLiteral("-J expects a file name ending in .json");
        QTest::newRow("repetitions") << QStringList{QStringLiteral("bench"),         QStringLiteral("membw"),
                                                    QStringLiteral("--device"),      QStringLiteral("cpu"),
                                                    QStringLiteral("--repetitions"), QStringLiteral("0")}
                                     << QStringLiteral("--repetitions expects a whole number from 1 to 200");
        QTest::newRow("copy kind") << QStringList{QStringLiteral("bench"), QStringLiteral("copy"),
                                                  QStringLiteral("--kind"), QStringLiteral("h2h")}
                                   << QStringLiteral("--kind expects h2d, d2h, d2d or p2p");
        QTest::newRow("probe target")
            << QStringList{QStringLiteral("link"), QStringLiteral("probe"), QStringLiteral("nowhere")}
            << QStringLiteral("expects HOST:PORT");
        QTest::newRow("probe token") << QStringList{QStringLiteral("link"), QStringLiteral("probe"),
                                                    QStringLiteral("h:1")}
                                     << QStringLiteral("needs the server's token");
        QTest::newRow("health option")
            << QStringList{QStringLiteral("health"), QStringLiteral("--device"), QStringLiteral("0")}
            << QStringLiteral("unknown option '--device'");
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("CLUSTERGATE_LINK_TOKEN"));
        const Run r = agent(args, env);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void gpuSubcommandsCannotRunHere_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString b = QStringLiteral("bench");
        QTest::newRow("membw gpu") << QStringList{b, QStringLiteral("membw")};
        QTest::newRow("membw device 0")
            << QStringList{b, QStringLiteral("membw"), QStringLiteral("--device"), QStringLiteral("0")};
        for (const char *t : {"bf16", "fp16", "tf32", "fp32", "fp8"})
            QTest::addRow("gemm %s", t)
                << QStringList{b, QStringLiteral("gemm"), QStringLiteral("--dtype"), QLatin1String(t)};
        for (const char *k : {"h2d", "d2h", "d2d", "p2p"})
            QTest::addRow("copy %s", k)
                << QStringList{b, QStringLiteral("copy"), QStringLiteral("--kind"), QLatin1String(k)};
        for (const char *op : {"allreduce", "allgather", "reducescatter", "alltoall", "broadcast", "reduce"})
            QTest::addRow("nccl %s", op)
                << QStringList{b, QStringLiteral("nccl"), QStringLiteral("--op"), QLatin1String(op)};
        // sizes as nccl-tests reads them: fractions, exponents, a step in bytes
        QTest::newRow("nccl 1.5M to 0.5G") << QStringList{b,
                                                          QStringLiteral("nccl"),
                                                          QStringLiteral("-b"),
                                                          QStringLiteral("1.5M"),
                                                          QStringLiteral("-e"),
                                                          QStringLiteral("0.5G")};
        QTest::newRow("nccl 1e3 step 4K") << QStringList{b,
                                                         QStringLiteral("nccl"),
                                                         QStringLiteral("-b"),
                                                         QStringLiteral("1e3"),
                                                         QStringLiteral("-e"),
                                                         QStringLiteral("1M"),
                                                         QStringLiteral("-f"),
                                                         QStringLiteral("1"),
                                                         QStringLiteral("-i"),
                                                         QStringLiteral("4K")};
        QTest::newRow("nccl multi-node") << QStringList{b,
                                                        QStringLiteral("nccl"),
                                                        QStringLiteral("--rank"),
                                                        QStringLiteral("0"),
                                                        QStringLiteral("--nranks"),
                                                        QStringLiteral("2"),
                                                        QStringLiteral("--id"),
                                                        QString(256, QLatin1Char('0'))};
        QTest::newRow("burn") << QStringList{b, QStringLiteral("burn"), QStringLiteral("--seconds"),
                                             QStringLiteral("1")};
    }
    // Built without CUDA: "built without CUDA". Built with CUDA on a machine without a driver or GPU:
    // "no GPU". Either way exit status 3 and, in JSON, status "unavailable" with the same words.
    void gpuSubcommandsCannotRunHere()
    {
        QFETCH(QStringList, args);
        if (CLUSTERGATE_AGENT_HAS_CUDA && gpuPresent())
            QSKIP(
                "an NVIDIA GPU is present: the GPU subcommands run here (tests/gpu/run_gpu.sh covers them)");
        const QString expected =
            CLUSTERGATE_AGENT_HAS_CUDA ? QStringLiteral("no GPU") : QStringLiteral("built without CUDA");
        const Run r = agent(args);
        QCOMPARE(r.code, 3);
        QVERIFY2(QString::fromUtf8(r.err).startsWith(QStringLiteral("clustergate-agent: ") + expected),
                 r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());

        const Run j = agent(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(j.code, 3);
        const QJsonObject o = json(j.out);
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("unavailable"));
        QVERIFY2(o.value(QStringLiteral("error")).toString().startsWith(expected), j.out.constData());
        QVERIFY(o.value(QStringLiteral("metrics")).toArray().isEmpty());
    }

    void ncclIdNeedsNoGpu()
    {
        const Run r = agent({QStringLiteral("bench"), QStringLiteral("nccl-id"), QStringLiteral("--wait"),
                             QStringLiteral("0")});
        if (!CLUSTERGATE_AGENT_HAS_CUDA) {
            QCOMPARE(r.code, 3);
            QVERIFY(r.err.contains("built without CUDA"));
            return;
        }
        if (r.code == 3 && r.err.contains("NCCL is not installed"))
            QSKIP("NCCL is not installed on this machine");
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{256}\n$"))
                     .match(QString::fromLatin1(r.out))
                     .hasMatch(),
                 r.out.constData());
    }

    void libraries()
    {
        const Run r = agent({QStringLiteral("bench"), QStringLiteral("libs")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(o.value(QStringLiteral("built_with_cuda")).toBool(), bool(CLUSTERGATE_AGENT_HAS_CUDA));
        if (!CLUSTERGATE_AGENT_HAS_CUDA)
            return;
        // Either a version or the reason it cannot be used, never nothing.
        for (const char *lib : {"cublaslt", "nccl"}) {
            const QJsonObject l = o.value(QLatin1String(lib)).toObject();
            QVERIFY2(l.contains(QStringLiteral("version")) ||
                         !l.value(QStringLiteral("error")).toString().isEmpty(),
                     r.out.constData());
        }
    }

    void healthWithoutDriver()
    {
        if (gpuPresent())
            QSKIP("an NVIDIA driver is present");
        QTemporaryDir empty;
        const Run r = agent({QStringLiteral("health"), QStringLiteral("--format"), QStringLiteral("json")},
                            withLibraryPath(empty.path()));
        QCOMPARE(r.code, 3);
        const QJsonObject o = json(r.out);
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("unavailable"));
        QVERIFY(o.value(QStringLiteral("error"))
                    .toString()
                    .startsWith(QStringLiteral("no GPU: no NVIDIA driver")));
    }

    // The stand-in NVML has two "H200"s; the first reports 5 corrected ECC errors and a power cap.
    void healthWithStandInNvml()
    {
        const Run r = agent({QStringLiteral("health"), QStringLiteral("--xid-seconds"), QStringLiteral("0"),
                             QStringLiteral("--format"), QStringLiteral("json")},
                            withLibraryPath(QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR)));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = json(r.out);
        QCOMPARE(o.value(QStringLiteral("benchmark")).toString(), QStringLiteral("health"));
        QCOMPARE(o.value(QStringLiteral("environment"))
                     .toObject()
                     .value(QStringLiteral("nvidia_driver"))
                     .toString(),
                 QStringLiteral("550.54.15"));
        QCOMPARE(o.value(QStringLiteral("devices")).toArray().size(), 2);
        QHash<QString, QString> status;
        QHash<QString, QString> reason;
        for (const QJsonValue &v : o.value(QStringLiteral("checks")).toArray()) {
            const QJsonObject c = v.toObject();
            const QString key = c.value(QStringLiteral("name")).toString() + QLatin1Char('@') +
                                c.value(QStringLiteral("device")).toString();
            status.insert(key, c.value(QStringLiteral("status")).toString());
            reason.insert(key, c.value(QStringLiteral("reason")).toString());
        }
        QCOMPARE(status.value(QStringLiteral("health.driver@node")), QStringLiteral("pass"));
        QCOMPARE(status.value(QStringLiteral("health.ecc_errors@gpu0")), QStringLiteral("warn"));
        QVERIFY(
            reason.value(QStringLiteral("health.ecc_errors@gpu0")).contains(QStringLiteral("5 corrected")));
        QCOMPARE(status.value(QStringLiteral("health.ecc_errors@gpu1")), QStringLiteral("skip"));
        QCOMPARE(status.value(QStringLiteral("health.throttle@gpu0")), QStringLiteral("pass"));
        QVERIFY(reason.value(QStringLiteral("health.throttle@gpu0")).contains(QStringLiteral("SwPowerCap")));
        QCOMPARE(status.value(QStringLiteral("health.temperature@gpu1")), QStringLiteral("pass"));
        // What the stand-in does not implement is skipped, and says so.
        QCOMPARE(status.value(QStringLiteral("health.pcie@gpu0")), QStringLiteral("skip"));
        QCOMPARE(status.value(QStringLiteral("health.nvlink@gpu0")), QStringLiteral("skip"));
    }

    void evaluateEndToEnd()
    {
        QTemporaryDir dir;
        const Run m = agent({QStringLiteral("bench"), QStringLiteral("membw"), QStringLiteral("--device"),
                             QStringLiteral("cpu"), QStringLiteral("--size-mb"), QStringLiteral("8"),
                             QStringLiteral("--repetitions"), QStringLiteral("2"), QStringLiteral("--format"),
                             QStringLiteral("json")});
        QVERIFY2(m.code == 0, m.err.constData());
        const QString results = dir.filePath(QStringLiteral("membw.json"));
        QVERIFY(writeFile(results, m.out));

        const QString pass = dir.filePath(QStringLiteral("pass.yaml"));
        QVERIFY(writeFile(
            pass, "name: host memory\nrules:\n  - id: triad\n    metric: membw.triad\n    device: cpu\n"
                  "    comparison: \">=\"\n    threshold: 0.1\n    unit: GB/s\n"));
        Run r = console({QStringLiteral("bench"), QStringLiteral("evaluate"), results,
                         QStringLiteral("--baseline"), pass});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("pass    membw.triad"), r.out.constData());
        QVERIFY(r.out.contains("1 passed, 0 warnings, 0 failed, 0 skipped"));

        // A contract that asks for the impossible fails the run (exit 1), naming the metric.
        const QString contract = dir.filePath(QStringLiteral("contract.yaml"));
        QVERIFY(writeFile(
            contract,
            "name: contract\nrules:\n  - id: triad\n    metric: membw.triad\n    device: cpu\n"
            "    comparison: \">=\"\n    threshold: 1e9\n    description: the contract's figure\n"));
        r = console({QStringLiteral("bench"), QStringLiteral("evaluate"), results,
                     QStringLiteral("--baseline"), pass, QStringLiteral("--baseline"), contract});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("fail    membw.triad") && r.out.contains("the contract's figure"),
                 r.out.constData());

        r = console({QStringLiteral("bench"), QStringLiteral("evaluate"), results,
                     QStringLiteral("--baseline"), contract, QStringLiteral("--format"),
                     QStringLiteral("json")});
        QCOMPARE(r.code, 1);
        const QJsonObject j = json(r.out);
        QCOMPARE(j.value(QStringLiteral("failed")).toInt(), 1);
        QCOMPARE(j.value(QStringLiteral("verdicts"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("status"))
                     .toString(),
                 QStringLiteral("fail"));

        // The shipped H200 rules have nothing to say about host memory: all skipped, nothing failed.
        r = console({QStringLiteral("bench"), QStringLiteral("evaluate"), results,
                     QStringLiteral("--baseline"), QStringLiteral("h200-sxm")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("0 failed, 21 skipped"), r.out.constData());

        // Malformed inputs: exit 2, and the message says where.
        const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
        QVERIFY(writeFile(bad, "rules:\n  - id: a\n    metric: [a\n"));
        r = console({QStringLiteral("bench"), QStringLiteral("evaluate"), results,
                     QStringLiteral("--baseline"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("bad.yaml: line 4, column 1:"), r.err.constData());
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeFile(broken, m.out.left(m.out.size() / 2)));
        r = console({QStringLiteral("bench"), QStringLiteral("evaluate"), broken,
                     QStringLiteral("--baseline"), pass});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("broken.json: line 1, column"), r.err.constData());
        r = console({QStringLiteral("bench"), QStringLiteral("evaluate"), results});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("h100-sxm"));
    }

    void unavailableResultFailsEvaluation()
    {
        if (CLUSTERGATE_AGENT_HAS_CUDA && gpuPresent())
            QSKIP("an NVIDIA GPU is present");
        QTemporaryDir dir;
        const Run g = agent({QStringLiteral("bench"), QStringLiteral("gemm"), QStringLiteral("--format"),
                             QStringLiteral("json")});
        QCOMPARE(g.code, 3);
        const QString results = dir.filePath(QStringLiteral("gemm.json"));
        QVERIFY(writeFile(results, g.out));
        const Run r = console({QStringLiteral("bench"), QStringLiteral("evaluate"), results,
                               QStringLiteral("--baseline"), QStringLiteral("h200-sxm")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("did not run: gemm on"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestBenchAgent)
#include "tst_bench_agent.moc"
