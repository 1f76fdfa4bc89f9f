// SPDX-License-Identifier: GPL-3.0-or-later
// History sources without a server: the query_range decoder's bounds and its reading of Prometheus' own
// error answers, the PromQL a history query becomes (dcgm-exporter names, units, a provider's series
// without a cluster label), and the two series a jobs poll and a jump chain add (queue wait, per-hop RTT):
// written to a real history file and read back by `clustergate history`.
#include "history/history_reader.h"
#include "history/history_recorder.h"
#include "history/history_sink.h"
#include "history/history_source.h"
#include "history/prometheus_decode.h"
#include "history/prometheus_names.h"
#include "services/jobs_alert_feed.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cg::history;

class TestHistorySources : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
    }

    void decodesAMatrix()
    {
        const QByteArray json =
            "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":{\"__name__"
            "\":\"up\",\"job\":\"a\"},\"values\":[[1700000000,\"1\"],[1700000015.5,\"NaN\"],[1700000030,\"+"
            "Inf\"]]},{\"metric\":{\"job\":\"b\"},\"values\":[]}]},\"warnings\":[\"careful\"]}";
        const auto r = PromRangeDecoder::decode(json);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->series.size(), std::size_t(2));
        QCOMPARE(r->series[0].labels.value(QStringLiteral("job")), QStringLiteral("a"));
        QCOMPARE(r->series[0].points.size(), std::size_t(3));
        QCOMPARE(r->series[0].points[1].first, qint64(1700000015500));
        QVERIFY(std::isnan(r->series[0].points[1].second));
        QVERIFY(std::isinf(r->series[0].points[2].second));
        QCOMPARE(r->warnings, QStringList{QStringLiteral("careful")});
    }

    void refusesWhatDoesNotRead_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("code");
        const int failed = int(cg::ErrorCode::Failed);
        QTest::newRow("empty") << QByteArray() << failed;
        QTest::newRow("array") << QByteArray("[]") << failed;
        QTest::newRow("no status") << QByteArray("{\"data\":{}}") << failed;
        QTest::newRow("scalar")
            << QByteArray(
                   "{\"status\":\"success\",\"data\":{\"resultType\":\"scalar\",\"result\":[1,\"1\"]}}")
            << failed;
        QTest::newRow("label not a string")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{"
                          "\"metric\":{\"a\":1},\"values\":[]}]}}")
            << failed;
        QTest::newRow("time out of order")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{"
                          "\"metric\":{},\"values\":[[2,\"1\"],[1,\"1\"]]}]}}")
            << failed;
        QTest::newRow("negative time")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{"
                          "\"metric\":{},\"values\":[[-1,\"1\"]]}]}}")
            << failed;
        QTest::newRow("value not a number")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{"
                          "\"metric\":{},\"values\":[[1,\"x\"]]}]}}")
            << failed;
        QTest::newRow("prometheus error")
            << QByteArray("{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":\"parse error\"}")
            << int(cg::ErrorCode::Invalid);
    }

    void refusesWhatDoesNotRead()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, code);
        const auto r = PromRangeDecoder::decode(json);
        QVERIFY(!r.ok());
        QCOMPARE(int(r.code()), code);
    }

    void boundsSeriesPointsAndBytes()
    {
        QByteArray many = "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[";
        for (int i = 0; i < 50; ++i)
            many += QByteArray(i ? "," : "") + "{\"metric\":{\"i\":\"" + QByteArray::number(i) +
                    "\"},\"values\":[[1,\"1\"],[2,\"2\"]]}";
        many += "]}}";
        PromRangeLimits limits;
        QVERIFY(PromRangeDecoder::decode(many, limits).ok());
        limits.maxSeries = 49;
        QCOMPARE(PromRangeDecoder::decode(many, limits).code(), cg::ErrorCode::Refused);
        limits = {};
        limits.maxPoints = 99;
        QCOMPARE(PromRangeDecoder::decode(many, limits).code(), cg::ErrorCode::Refused);
        limits = {};
        limits.maxBytes = many.size() - 1;
        QCOMPARE(PromRangeDecoder::decode(many, limits).code(), cg::ErrorCode::Refused);
    }

    void promqlUnderExportedNames()
    {
        const auto sel =
            Selector::parse(QStringLiteral("gpu_mem_used_bytes{cluster=\"lab\",node=\"gpu-01\"}"));
        const QString q = PromNames::rangeQuery(sel.value(), 60000);
        QVERIFY2(
            q.contains(QStringLiteral(
                "avg_over_time(DCGM_FI_DEV_FB_USED{cluster=~\"lab|\",Hostname=\"gpu-01\"}[60s]) * 1048576")),
            qPrintable(q));
        QVERIFY(q.contains(QStringLiteral("quantile_over_time(0.95, ")));
        QVERIFY(q.contains(QStringLiteral("count_over_time(")));
        const auto rtt = Selector::parse(QStringLiteral("link_rtt_ms{node=~\"a.*\"}"));
        QVERIFY(PromNames::rangeQuery(rtt.value(), 1000)
                    .contains(QStringLiteral(
                        "clustergate_link_rtt_seconds{node=~\"a.*\",hop=~\"end-to-end|\"}[1s]) * 1000")));
        // A cluster name is a literal in the regular expression: RE2's metacharacters escaped, nothing else.
        const auto odd = Selector::parse(QStringLiteral("gpu_util{cluster=\"lab-2 (east).x\"}"));
        QVERIFY2(PromNames::rangeQuery(odd.value(), 60000)
                     .contains(QStringLiteral("cluster=~\"lab-2 \\\\(east\\\\)\\\\.x|\"")),
                 qPrintable(PromNames::rangeQuery(odd.value(), 60000)));
        // Names it does not know are asked for as they are, labels kept.
        const auto other = Selector::parse(QStringLiteral("node_load1{instance=\"x\"}"));
        QVERIFY(PromNames::rangeQuery(other.value(), 60000)
                    .contains(QStringLiteral("node_load1{instance=\"x\"}[60s]")));
        // A provider's series: Hostname read as node, the selector's cluster given, the rest left out.
        const Labels l = PromNames::historyLabels({{QStringLiteral("Hostname"), QStringLiteral("gpu-01")},
                                                   {QStringLiteral("gpu"), QStringLiteral("3")},
                                                   {QStringLiteral("UUID"), QStringLiteral("GPU-1")},
                                                   {QStringLiteral("instance"), QStringLiteral("x:9400")},
                                                   {QStringLiteral("cg_agg"), QStringLiteral("mean")}},
                                                  sel.value());
        QCOMPARE(SeriesKey({QStringLiteral("m"), l}).labelsText(),
                 QStringLiteral("{cluster=\"lab\",gpu=\"3\",node=\"gpu-01\"}"));
    }

    void sourceSettings()
    {
        QCOMPARE(HistorySourceSettings::parseKind(QStringLiteral("prometheus")).value(),
                 HistorySourceSettings::Kind::Prometheus);
        QCOMPARE(HistorySourceSettings::parseKind(QStringLiteral("grafana")).code(), cg::ErrorCode::Invalid);
        QCOMPARE(HistorySourceSettings::fromSettings().kind, HistorySourceSettings::Kind::Local);
    }

    void queueWaitAndHopRttReadBack()
    {
        const QString file = m_home.filePath(QStringLiteral("waits.sqlite"));
        const QDateTime now = QDateTime::currentDateTimeUtc();
        // The queue as a poll sees it: two pending jobs (waiting 120 s and 600 s), one running.
        QList<cg::jobs::JobStatus> queue;
        for (int wait : {120, 600}) {
            cg::jobs::JobStatus j;
            j.jobId = QString::number(wait);
            j.phase = cg::jobs::JobState::Pending;
            j.inQueue = true;
            j.submitted = now.addSecs(-wait);
            queue << j;
        }
        cg::jobs::JobStatus running;
        running.jobId = QStringLiteral("9");
        running.phase = cg::jobs::JobState::Running;
        running.inQueue = true;
        running.submitted = now.addSecs(-5000);
        queue << running;
        const auto snapshot = cg::services::JobsAlertInputs::snapshot(QStringLiteral("lab"), now, queue, {});
        QCOMPARE(snapshot.pending, 2);
        QCOMPARE(snapshot.pendingWaitSeconds, (QList<double>{120, 600}));
        {
            HistoryRecorder recorder;
            QVERIFY(recorder.open(file).ok());
            recorder.append(jobPoints(recorder, snapshot, {}, now.toMSecsSinceEpoch()));
            // A two-hop chain came up: the bastion, then the inner jump host through it.
            recorder.append(
                hopPoints(recorder, 1, QStringLiteral("198.18.0.1:22"), 12, 30, now.toMSecsSinceEpoch()));
            recorder.append(
                hopPoints(recorder, 2, QStringLiteral("198.18.1.2:22"), 40, 55, now.toMSecsSinceEpoch()));
            recorder.append(hopPoints(recorder, 3, QStringLiteral("x:22"), -1, -1, now.toMSecsSinceEpoch()));
            recorder.close();
        }
        auto history = [&](const QString &query) {
            QProcess p;
            p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                    {QStringLiteral("history"), query, QStringLiteral("--since"), QStringLiteral("10m"),
                     QStringLiteral("--step"), QStringLiteral("10m"), QStringLiteral("--file"), file,
                     QStringLiteral("--format"), QStringLiteral("json")});
            p.waitForFinished(60000);
            QMap<QString, double> means;
            for (const QJsonValue &s : QJsonDocument::fromJson(p.readAllStandardOutput())
                                           .object()
                                           .value(QStringLiteral("series"))
                                           .toArray()) {
                const QJsonObject o = s.toObject();
                for (const QJsonValue &pt : o.value(QStringLiteral("points")).toArray()) {
                    if (pt.toObject().value(QStringLiteral("count")).toInt() > 0)
                        means.insert(o.value(QStringLiteral("labels"))
                                         .toObject()
                                         .value(QStringLiteral("hop"))
                                         .toString(),
                                     pt.toObject().value(QStringLiteral("mean")).toDouble());
                }
            }
            return means;
        };
        QCOMPARE(history(QStringLiteral("jobs_queue_wait_seconds{cluster=\"lab\"}")),
                 (QMap<QString, double>{{QString(), 360.0}}));
        QCOMPARE(history(QStringLiteral("jobs_queue_wait_max_seconds{cluster=\"lab\"}")),
                 (QMap<QString, double>{{QString(), 600.0}}));
        QCOMPARE(history(QStringLiteral("link_hop_rtt_ms")),
                 (QMap<QString, double>{{QStringLiteral("1"), 12.0}, {QStringLiteral("2"), 40.0}}));
        QCOMPARE(history(QStringLiteral("link_hop_handshake_ms{host=\"198.18.1.2:22\"}")),
                 (QMap<QString, double>{{QStringLiteral("2"), 55.0}}));
    }
};

QTEST_GUILESS_MAIN(TestHistorySources)
#include "tst_history_sources.moc"
