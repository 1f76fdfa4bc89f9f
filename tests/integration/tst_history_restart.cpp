// SPDX-License-Identifier: GPL-3.0-or-later
// Acceptance: history survives a restart. The Console records this machine's real agent (the stand-in NVML's
// two GPUs) through its history sink, is closed, and a new Console on the same profile reads the earlier
// samples back; `clustergate history ... --format json` prints them. The jobs feed's polls land in history.
#include "history/history_reader.h"
#include "history/history_recorder.h"
#include "services/console.h"
#include "services/jobs_alert_feed.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cg;
using namespace cg::history;

class TstHistoryRestart : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    qint64 m_started = 0;
    qint64 m_closed = 0;

    static Selector sel(const QString &text) { return Selector::parse(text).value(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qputenv("LD_LIBRARY_PATH", CLUSTERGATE_FAKE_NVML_DIR);
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    }

    void streamCloseReopen()
    {
        m_started = QDateTime::currentMSecsSinceEpoch();
        {
            services::Console console;
            console.open();
            QVERIFY2(console.history().isRecording(), qPrintable(console.history().problem()));
            QCOMPARE(console.history().file(), HistoryRecorder::defaultFile());
            console.localAgent().setIntervalMs(250);
            console.localAgent().start();
            // A few seconds of real samples through the decoder, the feed and the history sink.
            QTRY_VERIFY_WITH_TIMEOUT(console.history().stats().accepted >= 400, 30000);
            // A jobs poll as the feed hands it over (the Slurm side is tests/integration/tst_alerts_live).
            services::JobsAlertPoll poll;
            poll.cluster = QStringLiteral("lab");
            poll.snapshot.cluster = QStringLiteral("lab");
            poll.snapshot.pending = 7;
            planning::JobAllocation a;
            a.jobId = QStringLiteral("41");
            a.gpus = 4;
            a.start = QDateTime::currentDateTimeUtc().addSecs(-600);
            poll.snapshot.running = {a};
            planning::JobEnd failed;
            failed.jobId = QStringLiteral("40");
            failed.state = QStringLiteral("FAILED");
            poll.snapshot.ended = {failed};
            emit console.jobsAlerts().pollsFed({poll});
            console.localAgent().stop();
            m_closed = QDateTime::currentMSecsSinceEpoch();
        } // the console goes: history writes what it holds
        QVERIFY(QFile::exists(HistoryRecorder::defaultFile()));

        services::Console again;
        again.open();
        QVERIFY(again.history().isRecording());
        HistoryReader reader;
        QVERIFY(reader.open(again.history().file()).ok());
        const auto r =
            reader.query(sel(QStringLiteral(R"(gpu_util{cluster="local",node="local"})")),
                         {m_started - 1000, m_closed + 1000, 1000}, QDateTime::currentMSecsSinceEpoch());
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->resolution, Resolution::Raw);
        QCOMPARE(r->series.size(), 2); // the stand-in's two GPUs
        QCOMPARE(r->series[0].key.labels.value(QStringLiteral("gpu")), QStringLiteral("0"));
        quint32 samples = 0;
        for (const Bucket &b : r->series[0].buckets)
            samples += b.count;
        QVERIFY2(samples >= 8, qPrintable(QString::number(samples)));
        // Temperature, power and the link as well.
        for (const char *metric : {"gpu_temp_celsius", "gpu_power_watts", "node_cpu_util"}) {
            const auto s =
                reader.series(sel(QString::fromLatin1(metric) + QStringLiteral(R"({cluster="local"})")));
            QVERIFY(s.ok());
            QVERIFY2(!s->isEmpty(), metric);
        }
        const auto jobs =
            reader.query(sel(QStringLiteral(R"(jobs_pending{cluster="lab"})")),
                         {m_started - 1000, m_closed + 1000, 60000}, QDateTime::currentMSecsSinceEpoch());
        QVERIFY(jobs.ok());
        QCOMPARE(jobs->series.size(), 1);
        double pending = 0;
        for (const Bucket &b : jobs->series[0].buckets)
            pending = b.count ? b.max : pending;
        QCOMPARE(pending, 7.0);
        const auto failedJobs = reader.series(sel(QStringLiteral(R"(jobs_failed{cluster="lab"})")));
        QVERIFY(failedJobs.ok() && failedJobs->size() == 1);
    }

    // Acceptance: the CLI's json output of the same history.
    void cliJson()
    {
        QProcess cli;
        cli.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                  {QStringLiteral("history"), QStringLiteral(R"(gpu_util{cluster="local",gpu="1"})"),
                   QStringLiteral("--since"), QStringLiteral("10m"), QStringLiteral("--step"),
                   QStringLiteral("5s"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        QJsonParseError err{};
        const QJsonObject doc = QJsonDocument::fromJson(cli.readAllStandardOutput(), &err).object();
        QCOMPARE(err.error, QJsonParseError::NoError);
        QCOMPARE(doc.value(QStringLiteral("resolution")).toString(), QStringLiteral("raw"));
        QCOMPARE(doc.value(QStringLiteral("step_seconds")).toDouble(), 5.0);
        const QJsonArray series = doc.value(QStringLiteral("series")).toArray();
        QCOMPARE(series.size(), 1);
        const QJsonObject s = series.first().toObject();
        QCOMPARE(s.value(QStringLiteral("metric")).toString(), QStringLiteral("gpu_util"));
        QCOMPARE(s.value(QStringLiteral("labels")).toObject().value(QStringLiteral("node")).toString(),
                 QStringLiteral("local"));
        const QJsonArray points = s.value(QStringLiteral("points")).toArray();
        QVERIFY(points.size() == 120 || points.size() == 121);
        int filled = 0, gaps = 0;
        for (const QJsonValue &v : points) {
            const QJsonObject p = v.toObject();
            if (p.value(QStringLiteral("count")).toInt() > 0) {
                ++filled;
                QVERIFY(p.value(QStringLiteral("mean")).isDouble());
                QVERIFY(p.value(QStringLiteral("p95")).toDouble() <=
                        p.value(QStringLiteral("max")).toDouble());
            } else {
                ++gaps;
                QVERIFY(p.value(QStringLiteral("mean")).isNull()); // gaps are gaps
            }
        }
        QVERIFY(filled >= 1);
        QVERIFY(gaps >= 1); // the ten minutes began before the console ran

        // A selector that does not read is a usage error (2); none matching is not an error.
        QProcess bad;
        bad.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                  {QStringLiteral("history"), QStringLiteral("gpu_util{node="), QStringLiteral("--format"),
                   QStringLiteral("json")});
        QVERIFY(bad.waitForFinished(30000));
        QCOMPARE(bad.exitCode(), 2);
        QVERIFY(bad.readAllStandardError().contains("gpu_util{cluster="));
        QProcess none;
        none.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                   {QStringLiteral("history"), QStringLiteral(R"(gpu_util{cluster="nowhere"})"),
                    QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY(none.waitForFinished(30000));
        QCOMPARE(none.exitCode(), 0);
        QCOMPARE(none.readAllStandardOutput().trimmed(), QByteArray("series,time,count,min,mean,max,p95"));
    }
};

QTEST_GUILESS_MAIN(TstHistoryRestart)
#include "tst_history_restart.moc"
