// SPDX-License-Identifier: GPL-3.0-or-later
// The export library's formats without a network: the bounded HTTP request parser (a table of hostile and
// normal requests), the series registry (cap, stale nodes, escaping, the text format), the remote-write
// WriteRequest bytes against a hand-worked protobuf encoding and snappy's round trip, the Alertmanager JSON
// of an alert, and the alert history's fired / resolved / acknowledged rows in a real SQLite file.
#include "export/alert_log.h"
#include "export/alertmanager.h"
#include "export/exposition_sink.h"
#include "export/http_request.h"
#include "export/job_series.h"
#include "export/metric_registry.h"
#include "export/remote_write_encode.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::exporting;

class TestExportFormats : public QObject
{
    Q_OBJECT

private slots:
    void parser_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("state"); // 0 need more, 1 complete, 2 error
        QTest::addColumn<int>("status");
        QTest::newRow("scrape") << QByteArray("GET /metrics HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n\r\n") << 1
                                << 0;
        QTest::newRow("http/1.0 without host") << QByteArray("GET /metrics HTTP/1.0\r\n\r\n") << 1 << 0;
        QTest::newRow("partial") << QByteArray("GET /metrics HTTP/1.1\r\nHost: x\r\n") << 0 << 0;
        QTest::newRow("no host") << QByteArray("GET /metrics HTTP/1.1\r\n\r\n") << 2 << 400;
        QTest::newRow("bad line") << QByteArray("GET  /metrics HTTP/1.1\r\nHost: x\r\n\r\n") << 2 << 400;
        QTest::newRow("absolute target")
            << QByteArray("GET http://x/ HTTP/1.1\r\nHost: x\r\n\r\n") << 2 << 400;
        QTest::newRow("version") << QByteArray("GET / HTTP/2.0\r\nHost: x\r\n\r\n") << 2 << 505;
        QTest::newRow("body") << QByteArray("POST /metrics HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n")
                              << 2 << 413;
        QTest::newRow("chunked") << QByteArray(
                                        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
                                 << 2 << 413;
        QTest::newRow("folding") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n continued\r\n\r\n") << 2 << 400;
        QTest::newRow("nul in header") << QByteArray("GET / HTTP/1.1\r\nHost: x\0y\r\n\r\n", 29) << 2 << 400;
        QTest::newRow("huge header") << (QByteArray("GET / HTTP/1.1\r\nX: ") + QByteArray(20000, 'a')) << 2
                                     << 431;
        QByteArray many("GET / HTTP/1.1\r\nHost: x\r\n");
        for (int i = 0; i < 100; ++i)
            many += "H" + QByteArray::number(i) + ": v\r\n";
        QTest::newRow("many headers") << many + "\r\n" << 2 << 431;
    }

    void parser()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, state);
        QFETCH(int, status);
        // Fed whole and fed byte by byte: the same outcome (the terminator may straddle reads).
        for (const bool split : {false, true}) {
            HttpRequestParser p(8192, 64);
            if (split) {
                for (char c : bytes)
                    p.feed(std::string_view(&c, 1));
            } else {
                p.feed(std::string_view(bytes.constData(), size_t(bytes.size())));
            }
            QCOMPARE(int(p.state()), state);
            if (state == 2)
                QCOMPARE(p.errorStatus(), status);
            if (state == 1) {
                QCOMPARE(p.request().method, std::string("GET"));
                QCOMPARE(p.request().path, std::string("/metrics"));
            }
        }
    }

    void registryRendersEscapesAndBounds()
    {
        MetricRegistry::Options o;
        o.maxSeries = 3;
        o.staleAfterMs = 1000;
        MetricRegistry r(o);
        r.declare("g", MetricRegistry::Type::Gauge, "A gauge.");
        QVERIFY(r.set("g", {{"a", "x\"y\\z\nw"}}, 1.5, 100, QStringLiteral("f/n1")));
        QVERIFY(r.set("g", {{"a", "2"}}, 2, 100, QStringLiteral("f/n2")));
        QVERIFY(r.set("g", {{"a", "3"}}, 3, 100, QStringLiteral("f/n2")));
        QVERIFY(!r.set("g", {{"a", "4"}}, 4, 100, QStringLiteral("f/n2"))); // past the cap
        QVERIFY(r.set("g", {{"a", "3"}}, 33, 150, QStringLiteral("f/n2"))); // an update is not a new series
        QCOMPARE(r.seriesDropped(), quint64(1));
        QByteArray text = r.render(200);
        QVERIFY2(text.contains("# TYPE g gauge\n"), text.constData());
        QVERIFY2(text.contains("g{a=\"x\\\"y\\\\z\\nw\"} 1.5\n"), text.constData());
        QVERIFY(text.contains("g{a=\"3\"} 33\n"));
        QVERIFY(text.contains("clustergate_exporter_series_dropped_total 1\n"));
        // n2 speaks again later; n1 stays silent past the stale time and goes with its series.
        r.touch(QStringLiteral("f/n2"), 1150);
        text = r.render(1200);
        QVERIFY(!text.contains("x\\\"y"));
        QVERIFY(text.contains("g{a=\"3\"} 33\n"));
        QCOMPARE(r.staleOwnersDropped(), quint64(1));
        QCOMPARE(r.seriesCount(), 2);
        // A node's "down" figure is not a sign of life.
        r.set("g", {{"a", "2"}}, 0, 5000, QStringLiteral("f/n2"), false);
        r.render(5000);
        QCOMPARE(r.seriesCount(), 0);
    }

    void changedSinceGivesEachUpdateOnce()
    {
        MetricRegistry r;
        std::uint64_t cursor = 0;
        r.set("g", {{"a", "1"}}, 1, 10);
        auto first = r.changedSince(&cursor);
        QCOMPARE(int(first.size()), 1);
        QCOMPARE(first.at(0).encodedLabels, encodeLabels({{"a", "1"}, {"__name__", "g"}}));
        QVERIFY(r.changedSince(&cursor).empty());
        r.set("g", {{"a", "1"}}, 2, 20);
        const auto second = r.changedSince(&cursor);
        QCOMPARE(int(second.size()), 1);
        QCOMPARE(second.at(0).value, 2.0);
        QCOMPARE(second.at(0).timestampMs, qint64(20));
    }

    void writeRequestBytes()
    {
        // WriteRequest{timeseries: [{labels: [{__name__, up}, {job, x}], samples: [{1.0, 1000}]}]}, worked by
        // hand from prompb's field numbers and protobuf's wire format. Labels come in unsorted: sorted out.
        SeriesSample s;
        s.encodedLabels = encodeLabels({{"job", "x"}, {"__name__", "up"}});
        s.value = 1.0;
        s.timestampMs = 1000;
        const QByteArray got = encodeWriteRequest({s});
        const QByteArray want = QByteArray::fromHex("0a28"
                                                    "0a0e"
                                                    "0a085f5f6e616d655f5f"
                                                    "1202"
                                                    "7570"
                                                    "0a08"
                                                    "0a036a6f62"
                                                    "1201"
                                                    "78"
                                                    "120c"
                                                    "09000000000000f03f"
                                                    "10e807");
        QCOMPARE(got.toHex(), want.toHex());
        const QByteArray packed = snappyCompress(got);
        QCOMPARE(snappyUncompress(packed), got);
        QVERIFY(snappyUncompress(QByteArray("\xff\xff\xff\xff garbage")).isEmpty());
    }

    void alertmanagerJson()
    {
        planning::Alert a;
        a.kind = planning::AlertKind::AgentStale;
        a.severity = planning::AlertSeverity::Critical;
        a.cluster = QStringLiteral("lab");
        a.subject = QStringLiteral("gpu-a");
        a.what = QStringLiteral("no sample for 30 s");
        a.todo = QStringLiteral("check the node");
        a.since = QDateTime::fromMSecsSinceEpoch(1700000000000, Qt::UTC);
        QJsonObject o = AlertmanagerClient::toJson(a, {});
        const QJsonObject labels = o.value(QStringLiteral("labels")).toObject();
        QCOMPARE(labels.value(QStringLiteral("alertname")).toString(),
                 QStringLiteral("ClusterGateAgentSilent"));
        QCOMPARE(labels.value(QStringLiteral("cluster")).toString(), QStringLiteral("lab"));
        QCOMPARE(labels.value(QStringLiteral("node")).toString(), QStringLiteral("gpu-a"));
        QCOMPARE(labels.value(QStringLiteral("severity")).toString(), QStringLiteral("critical"));
        QCOMPARE(
            o.value(QStringLiteral("annotations")).toObject().value(QStringLiteral("what_to_do")).toString(),
            a.todo);
        QCOMPARE(o.value(QStringLiteral("startsAt")).toString(), QStringLiteral("2023-11-14T22:13:20.000Z"));
        QVERIFY(!o.contains(QStringLiteral("endsAt")));
        a.cleared = a.since.addSecs(60);
        o = AlertmanagerClient::toJson(a, {});
        QCOMPARE(o.value(QStringLiteral("endsAt")).toString(), QStringLiteral("2023-11-14T22:14:20.000Z"));
    }

    void alertHistoryAcrossHandles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("alerts.sqlite"));
        AlertLog writer, other;
        QVERIFY(writer.open(path).ok());
        QVERIFY(other.open(path).ok()); // another process's handle on the same file
        planning::Alert a;
        a.kind = planning::AlertKind::GpuIdle;
        a.cluster = QStringLiteral("c");
        a.subject = QStringLiteral("n1");
        a.what = QStringLiteral("idle");
        a.todo = QStringLiteral("release it");
        a.raised = QDateTime::currentDateTimeUtc();
        const auto id =
            writer.recordFired(a, QStringLiteral("ClusterGateGpuIdle"), QStringLiteral("warning"));
        QVERIFY(id.ok());
        // The same key while still firing (a restart): the same row.
        QCOMPARE(
            writer.recordFired(a, QStringLiteral("ClusterGateGpuIdle"), QStringLiteral("warning")).value(),
            id.value());
        QVERIFY(other.acknowledge(id.value(), QStringLiteral("ops"), QDateTime::currentDateTimeUtc()).ok());
        const Status again =
            other.acknowledge(id.value(), QStringLiteral("bob"), QDateTime::currentDateTimeUtc());
        QCOMPARE(again.code(), ErrorCode::Conflict);
        QCOMPARE(other.acknowledge(999, QStringLiteral("ops"), QDateTime::currentDateTimeUtc()).code(),
                 ErrorCode::NotFound);
        QCOMPARE(writer.entry(id.value())->ackedBy, QStringLiteral("ops"));
        QCOMPARE(writer.list(10, true)->size(), 1);
        QVERIFY(writer.recordResolved(a.key(), QDateTime::currentDateTimeUtc()).ok());
        QCOMPARE(other.list(10, true)->size(), 0);
        const auto all = other.list(10, false);
        QCOMPARE(all->size(), 1);
        QCOMPARE(all->first().state(), QStringLiteral("resolved"));
        // Fired again after it resolved: a new row.
        QVERIFY(
            writer.recordFired(a, QStringLiteral("ClusterGateGpuIdle"), QStringLiteral("warning")).value() >
            id.value());
    }

    // Alerts > History after a restart: the rows that fired before the console started, as alerts, with the
    // one still firing and active again left to the engine.
    void alertsFiredBeforeAStart()
    {
        QTemporaryDir dir;
        AlertLog log;
        QVERIFY(log.open(dir.filePath(QStringLiteral("alerts.sqlite"))).ok());
        const QDateTime start = QDateTime::currentDateTimeUtc();
        const QString stale = AlertmanagerClient::alertName(planning::AlertKind::AgentStale);
        const auto fire = [&](const QString &subject, const QString &alertname, qint64 secsBeforeStart) {
            planning::Alert a;
            a.kind = planning::AlertKind::AgentStale;
            a.cluster = QStringLiteral("lab");
            a.subject = subject;
            a.what = QStringLiteral("silent");
            a.todo = QStringLiteral("look");
            a.raised = start.addSecs(-secsBeforeStart);
            return log.recordFired(a, alertname, QStringLiteral("critical")).ok() ? a.key() : QString();
        };
        const QString resolved = fire(QStringLiteral("n1"), stale, 600);
        QVERIFY(log.recordResolved(resolved, start.addSecs(-300)).ok());
        const QString stillFiring = fire(QStringLiteral("n2"), stale, 500);
        QVERIFY(!resolved.isEmpty() && !stillFiring.isEmpty());
        QVERIFY(!fire(QStringLiteral("n3"), QStringLiteral("SomeoneElsesAlert"), 400).isEmpty());
        QVERIFY(!fire(QStringLiteral("n4"), stale, -5).isEmpty()); // after
        const auto before = log.firedBefore(start, {stillFiring});
        QVERIFY(before.ok());
        QStringList subjects;
        for (const AlertLogEntry &x : before.value())
            subjects << x.subject;
        QCOMPARE(subjects, (QStringList{QStringLiteral("n3"), QStringLiteral("n1")})); // newest first
        bool known = true;
        const planning::Alert foreign = before->first().asAlert(&known);
        QVERIFY(!known);
        QCOMPARE(foreign.severity, planning::AlertSeverity::Critical);
        const planning::Alert n1 = before->last().asAlert(&known);
        QVERIFY(known);
        QCOMPARE(n1.kind, planning::AlertKind::AgentStale);
        QVERIFY(!n1.active());
        QCOMPARE(n1.cluster, QStringLiteral("lab"));
        // Not active again: the row still firing is listed too.
        QCOMPARE(log.firedBefore(start, {})->size(), 3);
        // Many more since the start than the limit: the earlier ones are still found.
        for (int i = 0; i < 5; ++i)
            QVERIFY(!fire(QStringLiteral("later%1").arg(i), stale, -10 - i).isEmpty());
        const auto limited = log.firedBefore(start, {}, 2);
        QCOMPARE(limited->size(), 2);
        for (const AlertLogEntry &x : limited.value())
            QVERIFY2(x.firedAt < start, qPrintable(x.subject));
    }

    void sinkUsesDcgmNamesAndLabels()
    {
        auto r = std::make_shared<MetricRegistry>();
        ExpositionSink::declareFamilies(*r);
        ExpositionSink sink(r);
        TelemetryHello h;
        h.origin = {QStringLiteral("lab"), QStringLiteral("gpu-a"), 1000};
        h.hello = QJsonDocument::fromJson(R"({"hostname":"h1","gpus":[{"index":0,"name":"NVIDIA H200",
                  "uuid":"GPU-1"}]})")
                      .object();
        sink.hello(h);
        TelemetrySample s;
        s.origin = h.origin;
        proto::GpuSample g;
        g.index = 0;
        g.utilization = 42;
        g.valid = proto::GpuSample::Memory | proto::GpuSample::SmClock;
        g.memUsedBytes = 1024ull * 1024 * 1024;
        g.memTotalBytes = 3ull * 1024 * 1024 * 1024;
        g.smClockMHz = 1980;
        s.sample.gpus.push_back(g);
        sink.sample(s);
        const QByteArray text = r->render(1000);
        const QByteArray labels =
            R"({gpu="0",UUID="GPU-1",device="nvidia0",modelName="NVIDIA H200",Hostname="gpu-a",cluster="lab"})";
        QVERIFY2(text.contains("DCGM_FI_DEV_GPU_UTIL" + labels + " 42\n"), text.constData());
        QVERIFY(text.contains("DCGM_FI_DEV_FB_USED" + labels + " 1024\n"));
        QVERIFY(text.contains("DCGM_FI_DEV_FB_FREE" + labels + " 2048\n"));
        QVERIFY(text.contains("DCGM_FI_DEV_SM_CLOCK" + labels + " 1980\n"));
        QVERIFY(!text.contains("DCGM_FI_DEV_GPU_TEMP{")); // unknown (NaN): not a value
        // Stopped on purpose: its series go at once.
        sink.nodeState({h.origin, FleetNodeState::Stopped, {}});
        QVERIFY(!r->render(1000).contains("DCGM_FI_DEV_GPU_UTIL{"));
    }

    // One jobs poll as the feed publishes it: queue depth, running GPU jobs and their GPUs, ended and
    // failed jobs, the day's cost per cluster; a cluster that could not be read sets nothing.
    void jobSeriesFromAPoll()
    {
        MetricRegistry r;
        JobSeries::declareFamilies(r);
        services::JobsAlertPoll p;
        p.cluster = QStringLiteral("sg-h200");
        p.snapshot.pending = 7;
        planning::JobAllocation a;
        a.jobId = QStringLiteral("41");
        a.gpus = 8;
        planning::JobAllocation b = a;
        b.jobId = QStringLiteral("42");
        b.gpus = 2;
        p.snapshot.running = {a, b};
        p.snapshot.ended = {planning::JobEnd{QStringLiteral("1"), QStringLiteral("FAILED"), {}},
                            planning::JobEnd{QStringLiteral("2"), QStringLiteral("COMPLETED"), {}},
                            planning::JobEnd{QStringLiteral("3"), QStringLiteral("NODE_FAIL"), {}}};
        p.costs = {planning::DailyCostPoint{p.cluster, QDate(2026, 12, 4), 84.5, QStringLiteral("EUR")}};
        services::JobsAlertPoll broken;
        broken.cluster = QStringLiteral("jp-h200");
        broken.error = QStringLiteral("unreachable");
        broken.snapshot.pending = 99;
        JobSeries::record(r, {p, broken}, 1000);
        const QByteArray text = r.render(1000);
        for (const char *line :
             {"# TYPE clustergate_jobs_pending gauge", "clustergate_jobs_pending{cluster=\"sg-h200\"} 7",
              "clustergate_jobs_running{cluster=\"sg-h200\"} 2",
              "clustergate_jobs_gpus_allocated{cluster=\"sg-h200\"} 10",
              "clustergate_jobs_ended{cluster=\"sg-h200\"} 3",
              "clustergate_jobs_failed{cluster=\"sg-h200\"} 2",
              "clustergate_cost_daily{cluster=\"sg-h200\",currency=\"EUR\",day=\"2026-12-04\"} 84.5"})
            QVERIFY2(text.contains(line), line);
        QVERIFY(!text.contains("jp-h200"));
    }
};

QTEST_GUILESS_MAIN(TestExportFormats)
#include "tst_export_formats.moc"
