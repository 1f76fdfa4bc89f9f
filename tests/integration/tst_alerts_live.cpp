// SPDX-License-Identifier: GPL-3.0-or-later
// Alerts from real state: a private Slurm 22.05 (integration/planning/local_slurm.sh) runs two jobs holding
// one GPU each, the real agent reports the GPUs (through the stand-in NVML: GPU 0 busy, GPU 1 idle), and
// small adapters feed `scontrol -o -d show job` and the agent's samples to the alert engine. The job on
// the idle GPU raises an alert after the threshold, the busy one never does and nothing else fires; then
// the agent is stopped and its node is reported silent.
#include "jobs/slurm_records.h"
#include "planning/alerts.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg::planning;

namespace {

const QString kCluster = QStringLiteral("cgplan");

// The agent's JSON lines -> GPU samples (the hello line names the host).
class AgentAdapter
{
public:
    QList<GpuSample> feed(const QByteArray &bytes)
    {
        m_buffer += bytes;
        QList<GpuSample> out;
        qsizetype nl;
        while ((nl = m_buffer.indexOf('\n')) >= 0) {
            const QJsonObject o = QJsonDocument::fromJson(m_buffer.left(nl)).object();
            m_buffer.remove(0, nl + 1);
            const QString type = o.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("hello")) {
                host = o.value(QStringLiteral("hostname")).toString().section(QLatin1Char('.'), 0, 0);
                continue;
            }
            if (type != QLatin1String("sample"))
                continue;
            const QDateTime time =
                QDateTime::fromMSecsSinceEpoch(qint64(o.value(QStringLiteral("ts_ms")).toDouble()), Qt::UTC);
            for (const QJsonValue &g : o.value(QStringLiteral("gpus")).toArray()) {
                const QJsonObject go = g.toObject();
                out << GpuSample{kCluster, host, go.value(QStringLiteral("index")).toInt(), time,
                                 go.value(QStringLiteral("utilization_percent")).toDouble()};
            }
            lastSample = time;
        }
        return out;
    }

    QString host;
    QDateTime lastSample;

private:
    QByteArray m_buffer;
};

} // namespace

class TestAlertsLive : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir);
        m_dir->setAutoRemove(true);
        QProcess up;
        up.start(QStringLiteral(CLUSTERGATE_LOCAL_SLURM_SCRIPT),
                 {QStringLiteral("up"), m_dir->path(), QStringLiteral("2")});
        QVERIFY(up.waitForFinished(90000));
        if (up.exitCode() == 77)
            QSKIP(qPrintable(QString::fromUtf8(up.readAllStandardError()).trimmed()));
        QVERIFY2(up.exitCode() == 0, up.readAllStandardError().constData());
        for (const QByteArray &line : up.readAllStandardOutput().split('\n')) {
            if (line.startsWith("SLURM_CONF="))
                m_slurmConf = QString::fromUtf8(line.mid(11));
            if (line.startsWith("NODE="))
                m_node = QString::fromUtf8(line.mid(5));
        }
        QVERIFY(!m_slurmConf.isEmpty());
        m_up = true;
    }

    void cleanupTestCase()
    {
        if (!m_up)
            return;
        if (!m_jobs.isEmpty())
            slurm(QStringLiteral("scancel"), m_jobs);
        for (int i = 0;
             i < 50 && !slurm(QStringLiteral("squeue"), {QStringLiteral("-h")}).trimmed().isEmpty(); ++i)
            QTest::qWait(200);
        QProcess::execute(QStringLiteral(CLUSTERGATE_LOCAL_SLURM_SCRIPT),
                          {QStringLiteral("down"), m_dir->path()});
        if (QTest::currentTestFailed())
            m_dir->setAutoRemove(false); // keep the logs
    }

    void idleAllocatedJobThenStoppedAgent()
    {
        const QString busy = submit(QStringLiteral("busy"));
        const QString idle = submit(QStringLiteral("idle"));
        QVERIFY(!busy.isEmpty() && !idle.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(runningJobs().size() == 2, 30000);

        QProcess agent;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR));
        agent.setProcessEnvironment(env);
        agent.start(QStringLiteral(CLUSTERGATE_AGENT_BINARY),
                    {QStringLiteral("telemetry"), QStringLiteral("--format"), QStringLiteral("json"),
                     QStringLiteral("--interval"), QStringLiteral("1000")});
        QVERIFY(agent.waitForStarted());

        const auto t = AlertThresholdSet::parse("defaults: {gpu_idle_minutes: 1, agent_stale_seconds: 5}",
                                                QStringLiteral("test"));
        QVERIFY(t.ok());
        AlertEngine engine(t.value());
        AgentAdapter adapter;
        QList<Alert> raised;
        QElapsedTimer clock;
        clock.start();
        // The idle GPU must be reported idle for a minute of real samples.
        while (clock.elapsed() < 120000 && raised.isEmpty()) {
            agent.waitForReadyRead(2000);
            engine.addGpuSamples(adapter.feed(agent.readAllStandardOutput()));
            engine.addSlurmSnapshot(snapshot());
            raised += engine.evaluate(QDateTime::currentDateTimeUtc()).raised;
        }
        QVERIFY2(adapter.host == m_node,
                 qPrintable(QStringLiteral("agent host %1, Slurm node %2").arg(adapter.host, m_node)));
        QCOMPARE(raised.size(), 1);
        QCOMPARE(raised.first().kind, AlertKind::GpuIdle);
        QCOMPARE(raised.first().subject, idle); // the job on GPU 1 (0 %), never the one on GPU 0 (97 %)
        QVERIFY2(raised.first().what.contains(m_node), qPrintable(raised.first().what));

        // A few more seconds of the same: still that one alert.
        for (int i = 0; i < 3; ++i) {
            agent.waitForReadyRead(2000);
            engine.addGpuSamples(adapter.feed(agent.readAllStandardOutput()));
            engine.addSlurmSnapshot(snapshot());
            QVERIFY(engine.evaluate(QDateTime::currentDateTimeUtc()).raised.isEmpty());
        }

        // The agent stops: its node goes silent.
        agent.terminate();
        QVERIFY(agent.waitForFinished(10000));
        engine.addGpuSamples(adapter.feed(agent.readAllStandardOutput()));
        QList<Alert> after;
        QElapsedTimer quiet;
        quiet.start();
        while (quiet.elapsed() < 30000 && countKind(after, AlertKind::AgentStale) == 0) {
            QTest::qWait(1000);
            engine.addSlurmSnapshot(snapshot());
            after += engine.evaluate(QDateTime::currentDateTimeUtc()).raised;
        }
        QCOMPARE(countKind(after, AlertKind::AgentStale), 1);
        const Alert stale = *std::find_if(after.begin(), after.end(),
                                          [](const Alert &a) { return a.kind == AlertKind::AgentStale; });
        QCOMPARE(stale.subject, m_node);
        QCOMPARE(stale.severity, AlertSeverity::Critical);
        QVERIFY(stale.since <= adapter.lastSample);
        QCOMPARE(countKind(after, AlertKind::GpuIdle), 0);
    }

private:
    static int countKind(const QList<Alert> &alerts, AlertKind kind)
    {
        return int(
            std::count_if(alerts.begin(), alerts.end(), [&](const Alert &a) { return a.kind == kind; }));
    }

    QString slurm(const QString &program, const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SLURM_CONF"), m_slurmConf);
        p.setProcessEnvironment(env);
        p.start(program, args);
        if (!p.waitForFinished(30000))
            return {};
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    QString submit(const QString &name)
    {
        const QString id =
            slurm(QStringLiteral("sbatch"),
                  {QStringLiteral("--parsable"), QStringLiteral("--gpus-per-node=1"), QStringLiteral("-J"),
                   name, QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("--wrap"),
                   QStringLiteral("sleep 600")})
                .trimmed()
                .section(QLatin1Char(';'), 0, 0);
        if (!id.isEmpty())
            m_jobs << id;
        return id;
    }

    QList<cg::jobs::JobRecord> records()
    {
        const int offset = QDateTime::currentDateTime().offsetFromUtc();
        const auto r = cg::jobs::SlurmRecords::parseScontrol(
            slurm(QStringLiteral("scontrol"), {QStringLiteral("-o"), QStringLiteral("-d"),
                                               QStringLiteral("show"), QStringLiteral("job")}),
            offset);
        return r.ok() ? r.value() : QList<cg::jobs::JobRecord>{};
    }

    QList<cg::jobs::JobRecord> runningJobs()
    {
        QList<cg::jobs::JobRecord> out;
        for (const cg::jobs::JobRecord &r : records()) {
            if (r.state == QLatin1String("RUNNING"))
                out << r;
        }
        return out;
    }

    // One poll of the scheduler, as the engine takes it.
    SlurmSnapshot snapshot()
    {
        SlurmSnapshot s;
        s.cluster = kCluster;
        s.time = QDateTime::currentDateTimeUtc();
        for (const cg::jobs::JobRecord &r : records()) {
            if (r.state == QLatin1String("PENDING"))
                ++s.pending;
            else if (r.state == QLatin1String("RUNNING"))
                s.running << JobAllocation::fromRecord(r);
            else if (r.finished())
                s.ended << JobEnd{r.jobId, r.state, r.end};
        }
        return s;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_slurmConf;
    QString m_node;
    QStringList m_jobs;
    bool m_up = false;
};

QTEST_GUILESS_MAIN(TestAlertsLive)
#include "tst_alerts_live.moc"
