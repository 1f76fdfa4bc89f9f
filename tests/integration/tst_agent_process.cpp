// SPDX-License-Identifier: GPL-3.0-or-later
// The real clustergate-agent binary, started as a child process: CLI, JSON, binary stream, commands.
#include "agent/agent_connection.h"
#include "agent/local_agent.h"
#include "agent/telemetry_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QtTest>

using namespace cg;

namespace {

const QString kAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run runAgent(const QStringList &args, const QByteArray &stdinData = {}, int timeoutMs = 30000,
             const QString &libraryPath = {})
{
    QProcess p;
    if (!libraryPath.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LD_LIBRARY_PATH"), libraryPath);
        p.setProcessEnvironment(env);
    }
    p.start(kAgent, args);
    Run r;
    if (!p.waitForStarted(10000))
        return r;
    if (!stdinData.isEmpty())
        p.write(stdinData);
    p.closeWriteChannel();
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

} // namespace

class TestAgentProcess : public QObject
{
    Q_OBJECT

private slots:
    void version()
    {
        const Run r = runAgent({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        const QStringList lines = QString::fromUtf8(r.out).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines[0].startsWith(QStringLiteral("clustergate-agent ")));
        QCOMPARE(lines[1], QStringLiteral("protocol: 1"));
        QVERIFY(lines[2] == QLatin1String("cuda: yes") || lines[2] == QLatin1String("cuda: no"));
        QVERIFY(lines[3] == QLatin1String("nccl: yes") || lines[3] == QLatin1String("nccl: no"));
    }

    void infoIsJsonWithGpusOrAReason()
    {
        const Run r = runAgent({QStringLiteral("info")});
        QCOMPARE(r.code, 0);
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &err);
        QVERIFY2(doc.isObject(), qPrintable(err.errorString()));
        const QJsonObject o = doc.object();
        for (const char *key : {"hostname", "os", "kernel", "cpu", "memory_total_bytes", "gpus",
                                "agent_version", "protocol_version"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QVERIFY(o.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("cores")).toInt() >= 1);
        QVERIFY(o.value(QStringLiteral("memory_total_bytes")).toDouble() > 0);
        const QJsonArray gpus = o.value(QStringLiteral("gpus")).toArray();
        if (gpus.isEmpty())
            QVERIFY(!o.value(QStringLiteral("gpu_reason")).toString().isEmpty());
        else
            QVERIFY(!gpus.first().toObject().value(QStringLiteral("uuid")).toString().isEmpty());
    }

    void jsonTelemetryLines()
    {
        const Run r = runAgent({QStringLiteral("telemetry"), QStringLiteral("--count"), QStringLiteral("2"),
                                QStringLiteral("--interval"), QStringLiteral("100"),
                                QStringLiteral("--format"), QStringLiteral("json")},
                               QByteArrayLiteral("ping 4242\n"));
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        int hello = 0, samples = 0, pongs = 0;
        for (const QByteArray &line : lines) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            const QString type = o.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("hello"))
                ++hello;
            else if (type == QLatin1String("sample")) {
                ++samples;
                QVERIFY(o.value(QStringLiteral("memory"))
                            .toObject()
                            .value(QStringLiteral("total_bytes"))
                            .toDouble() > 0);
            } else if (type == QLatin1String("pong")) {
                ++pongs;
                QCOMPARE(o.value(QStringLiteral("echo")).toInteger(), 4242);
            }
        }
        QCOMPARE(hello, 1);
        QCOMPARE(samples, 2);
        QCOMPARE(pongs, 1);
    }

    void binaryStreamDecodesInCore()
    {
        const Run r = runAgent({QStringLiteral("telemetry"), QStringLiteral("--count"), QStringLiteral("3"),
                                QStringLiteral("--interval"), QStringLiteral("100")});
        QCOMPARE(r.code, 0);
        AgentConnection conn;
        int hellos = 0, errors = 0;
        QList<proto::Sample> samples;
        connect(&conn, &AgentConnection::helloReceived, this, [&](const QJsonObject &) { ++hellos; });
        connect(&conn, &AgentConnection::sampleReceived, this, [&](const proto::Sample &s) { samples << s; });
        connect(&conn, &AgentConnection::protocolError, this, [&](const QString &) { ++errors; });
        // Feed in awkward pieces: the decoder must not care where reads split.
        for (int off = 0; off < r.out.size(); off += 5)
            conn.feed(r.out.mid(off, 5));
        conn.finish();
        QCOMPARE(errors, 0);
        QCOMPARE(hellos, 1);
        QCOMPARE(samples.size(), 3);
        QVERIFY(samples[1].seq > samples[0].seq);
        QVERIFY(samples[2].timestampMs >= samples[1].timestampMs);
        QVERIFY(samples.last().memTotalBytes > 0);
        QVERIFY(std::isfinite(samples.last().cpuPercent));
    }

    void stopCommandEndsCleanly()
    {
        QProcess p;
        p.start(kAgent, {QStringLiteral("telemetry"), QStringLiteral("--interval"), QStringLiteral("100")});
        QVERIFY(p.waitForStarted());
        QVERIFY(p.waitForReadyRead(10000));
        p.write("bogus-command\nstop\n");
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        AgentConnection conn;
        bool bye = false;
        QString agentError;
        connect(&conn, &AgentConnection::byeReceived, this, [&] { bye = true; });
        connect(&conn, &AgentConnection::agentMessage, this, [&](const QString &m) { agentError = m; });
        conn.feed(p.readAllStandardOutput());
        QVERIFY(bye);
        QVERIFY(agentError.contains(QStringLiteral("bogus-command")));
    }

    void badArgumentsExitWithUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
        QTest::newRow("bad interval")
            << QStringList{QStringLiteral("telemetry"), QStringLiteral("--interval"), QStringLiteral("fast")};
        QTest::newRow("bad count") << QStringList{QStringLiteral("telemetry"), QStringLiteral("--count"),
                                                  QStringLiteral("-3")};
        QTest::newRow("bad format") << QStringList{QStringLiteral("telemetry"), QStringLiteral("--format"),
                                                   QStringLiteral("xml")};
    }

    void badArgumentsExitWithUsage()
    {
        QFETCH(QStringList, args);
        const Run r = runAgent(args);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
    }

    // The NVML path against a stand-in driver library (real GPUs are exercised on GPU machines).
    void gpuTelemetryThroughNvml()
    {
        const QString fake = QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR);
        const Run info = runAgent({QStringLiteral("info")}, {}, 30000, fake);
        QCOMPARE(info.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(info.out).object();
        QCOMPARE(o.value(QStringLiteral("nvidia_driver_version")).toString(), QStringLiteral("550.54.15"));
        const QJsonArray gpus = o.value(QStringLiteral("gpus")).toArray();
        QCOMPARE(gpus.size(), 2);
        const QJsonObject g0 = gpus.at(0).toObject();
        QCOMPARE(g0.value(QStringLiteral("name")).toString(), QStringLiteral("NVIDIA H200"));
        QCOMPARE(g0.value(QStringLiteral("pci_bus_id")).toString(), QStringLiteral("00000000:19:00.0"));
        QCOMPARE(g0.value(QStringLiteral("power_limit_w")).toDouble(), 700.0);
        QCOMPARE(g0.value(QStringLiteral("max_sm_clock_mhz")).toInt(), 1980);
        QVERIFY(!o.contains(QStringLiteral("gpu_reason")));

        const Run r = runAgent({QStringLiteral("telemetry"), QStringLiteral("--count"), QStringLiteral("2"),
                                QStringLiteral("--interval"), QStringLiteral("100")},
                               {}, 30000, fake);
        QCOMPARE(r.code, 0);
        AgentConnection conn;
        QList<proto::Sample> samples;
        connect(&conn, &AgentConnection::sampleReceived, this, [&](const proto::Sample &s) { samples << s; });
        conn.feed(r.out);
        QCOMPARE(samples.size(), 2);
        const auto &gs = samples.last().gpus;
        QCOMPARE(gs.size(), std::size_t(2));
        QCOMPARE(gs[0].utilization, 97.0f);
        QCOMPARE(gs[0].powerW, 612.345f);
        QCOMPARE(gs[0].temperatureC, 61.0f);
        QVERIFY(gs[0].has(proto::GpuSample::Throttle));
        QCOMPARE(gs[0].throttleReasons, quint64(0x4));
        QVERIFY(gs[0].has(proto::GpuSample::Ecc));
        QCOMPARE(gs[0].eccVolatileCorrected, quint64(5));
        QVERIFY(!gs[1].has(proto::GpuSample::Ecc)); // unsupported there: unknown, not zero
        QCOMPARE(gs[1].memUsedBytes, quint64(1048576));
    }

    void nvmlInitFailureIsAReason()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR));
        env.insert(QStringLiteral("FAKE_NVML_FAIL"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        p.start(kAgent, {QStringLiteral("info")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(o.value(QStringLiteral("gpus")).toArray().size(), 0);
        QVERIFY(
            o.value(QStringLiteral("gpu_reason")).toString().contains(QStringLiteral("Driver Not Loaded")));
    }

    void localAgentFeedsTheStore()
    {
        TelemetryStore store;
        LocalAgent agent(&store);
        agent.setAgentPath(kAgent);
        agent.setIntervalMs(100);
        double rtt = -1;
        connect(&agent, &LocalAgent::rttMeasured, this, [&](double ms) { rtt = ms; });
        agent.start();
        QTRY_COMPARE_WITH_TIMEOUT(agent.state(), LocalAgent::State::Running, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(store.samplesIngested() >= 3, 10000);
        QVERIFY(store.seriesId(LocalAgent::kTargetId, metric::cpuPercent) >= 0);
        agent.ping();
        QTRY_VERIFY_WITH_TIMEOUT(rtt >= 0, 10000);
        agent.stop();
        QTRY_COMPARE_WITH_TIMEOUT(agent.state(), LocalAgent::State::Stopped, 5000);
    }

    void localAgentRestartsAfterACrash()
    {
        TelemetryStore store;
        LocalAgent agent(&store);
        agent.setAgentPath(kAgent);
        agent.setIntervalMs(100);
        QStringList problems;
        connect(&agent, &LocalAgent::problem, this, [&](const QString &m) { problems << m; });
        agent.start();
        QTRY_COMPARE_WITH_TIMEOUT(agent.state(), LocalAgent::State::Running, 10000);
        const qint64 pid = agent.processId();
        QVERIFY(pid > 0);
        QVERIFY(QProcess::execute(QStringLiteral("kill"), {QStringLiteral("-9"), QString::number(pid)}) == 0);
        QTRY_VERIFY_WITH_TIMEOUT(!problems.isEmpty(), 5000);
        const quint64 before = store.samplesIngested();
        QTRY_COMPARE_WITH_TIMEOUT(agent.state(), LocalAgent::State::Running, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(store.samplesIngested() > before, 10000);
        agent.stop();
    }

    void restartReplacesTheProcess()
    {
        TelemetryStore store;
        LocalAgent agent(&store);
        agent.setAgentPath(kAgent);
        agent.setIntervalMs(100);
        agent.start();
        QTRY_COMPARE_WITH_TIMEOUT(agent.state(), LocalAgent::State::Running, 10000);
        const qint64 firstPid = agent.processId();
        agent.restart();
        QTRY_VERIFY_WITH_TIMEOUT(agent.state() == LocalAgent::State::Running &&
                                     agent.processId() != firstPid && agent.processId() > 0,
                                 10000);
        agent.stop();
        QTRY_COMPARE_WITH_TIMEOUT(agent.state(), LocalAgent::State::Stopped, 5000);
    }

    // Destroying a running agent stops its process without calling back into anything destroyed.
    void destroyWhileRunning()
    {
        TelemetryStore store;
        qint64 pid = 0;
        {
            int stateChanges = 0;
            auto agent = std::make_unique<LocalAgent>(&store);
            agent->setAgentPath(kAgent);
            agent->setIntervalMs(100);
            agent->start();
            QTRY_COMPARE_WITH_TIMEOUT(agent->state(), LocalAgent::State::Running, 10000);
            pid = agent->processId();
            connect(agent.get(), &LocalAgent::stateChanged, this, [&stateChanges] { ++stateChanges; });
            agent.reset();
            QCOMPARE(stateChanges, 0);
        }
        QVERIFY(pid > 0);
        QVERIFY(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid))); // stopped and reaped
    }

    void missingAgentIsAClearError()
    {
        TelemetryStore store;
        LocalAgent agent(&store);
        agent.setAgentPath(QStringLiteral("/nonexistent/clustergate-agent"));
        agent.setRestartEnabled(false);
        QString problem;
        connect(&agent, &LocalAgent::problem, this, [&](const QString &m) { problem = m; });
        agent.start();
        QTRY_COMPARE_WITH_TIMEOUT(agent.state(), LocalAgent::State::Failed, 5000);
        QVERIFY(problem.contains(QStringLiteral("/nonexistent/clustergate-agent")));
    }
};

QTEST_GUILESS_MAIN(TestAgentProcess)
#include "tst_agent_process.moc"
