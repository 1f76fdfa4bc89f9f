// SPDX-License-Identifier: GPL-3.0-or-later
// The business layer: vLLM's documented families read from text exposition, two scrapes turned into QPS,
// error rate, histogram percentiles (checked against values worked out by hand from the buckets), tokens/s
// and cost per 1,000 requests; the guides' baseline template read verbatim and judged; availability against
// the SLA; hostile expositions (garbage, a huge body, a million series, an endless line) bounded and
// reported; and a scrape over a real loopback socket from a server that never stops sending.
#include "business/cost_report.h"
#include "business/metrics_scraper.h"
#include "business/prom_text.h"
#include "business/service_baseline.h"
#include "business/serving_metrics.h"

#include "jobs/accounting_import.h"

#include <QFile>
#include <QJsonArray>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QThread>

#include <atomic>
#include <cmath>

using namespace cg;
using namespace cg::business;

namespace {

// vLLM's layout: a histogram per model with le buckets, counters with finished_reason.
QByteArray vllm(int scale, int aborted)
{
    const int b[] = {0, 10, 50, 90, 100, 100};
    const char *le[] = {"0.05", "0.1", "0.25", "0.5", "1.0", "+Inf"};
    QByteArray text = "# HELP vllm:num_requests_running Number of requests currently running on GPU.\n"
                      "# TYPE vllm:num_requests_running gauge\n"
                      "vllm:num_requests_running{model_name=\"m\"} 7.0\n"
                      "vllm:num_requests_waiting{model_name=\"m\"} 3.0\n"
                      "# TYPE vllm:e2e_request_latency_seconds histogram\n";
    for (int i = 0; i < 6; ++i)
        text += "vllm:e2e_request_latency_seconds_bucket{le=\"" + QByteArray(le[i]) +
                "\",model_name=\"m\"} " + QByteArray::number(b[i] * scale) + "\n";
    text +=
        "vllm:e2e_request_latency_seconds_count{model_name=\"m\"} " + QByteArray::number(100 * scale) + "\n";
    text += "vllm:e2e_request_latency_seconds_sum{model_name=\"m\"} " + QByteArray::number(40 * scale) + "\n";
    // TTFT: ten times faster.
    const char *tle[] = {"0.005", "0.01", "0.025", "0.05", "0.1", "+Inf"};
    for (int i = 0; i < 6; ++i)
        text += "vllm:time_to_first_token_seconds_bucket{le=\"" + QByteArray(tle[i]) +
                "\",model_name=\"m\"} " + QByteArray::number(b[i] * scale) + "\n";
    text += "vllm:request_success_total{finished_reason=\"stop\",model_name=\"m\"} " +
            QByteArray::number(97 * scale - aborted) + "\n";
    text += "vllm:request_success_total{finished_reason=\"length\",model_name=\"m\"} " +
            QByteArray::number(3 * scale) + "\n";
    text += "vllm:request_success_total{finished_reason=\"abort\",model_name=\"m\"} " +
            QByteArray::number(aborted) + "\n";
    text += "vllm:prompt_tokens_total{model_name=\"m\"} " + QByteArray::number(5000 * scale) + "\n";
    text += "vllm:generation_tokens_total{model_name=\"m\"} " + QByteArray::number(20000 * scale) +
            " 1733300000000\n";
    return text;
}

ServingScrape scrapeOf(const QByteArray &text, qint64 ms)
{
    const PromParse p = PromText::parse(text);
    return ServingScrape::fromSamples(p.samples, QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC));
}

// The guides' template, pasted as they print it.
const QByteArray kTemplate = R"(# Service baseline (fill in per service)
baseline:
  p99_first_token_latency_ms: 500
  p99_end_to_end_latency_ms: 1000
  target_qps: 20
  max_context_tokens: 8192
  error_rate: 1%
  availability_sla: 99.9%
  daily_cost_budget: 500
)";

} // namespace

class TstBusiness : public QObject
{
    Q_OBJECT

private slots:
    void parsesExposition()
    {
        const PromParse p = PromText::parse(vllm(1, 2));
        QVERIFY2(p.isClean(), qPrintable(p.problems.join(u'\n')));
        QCOMPARE(p.samples.size(), 2 + 6 + 2 + 6 + 3 + 2);
        QCOMPARE(p.samples.first().label(QStringLiteral("model_name")), QStringLiteral("m"));
        const PromParse esc = PromText::parse("a{b=\"x\\\"y,z}\"} +Inf\nc NaN\n");
        QVERIFY(esc.isClean());
        QCOMPARE(esc.samples.first().label(QStringLiteral("b")), QStringLiteral("x\"y,z}"));
        QVERIFY(std::isinf(esc.samples.first().value));
    }

    void windowFromTwoScrapes()
    {
        const ServingScrape before = scrapeOf(vllm(0, 0), 0);
        const ServingScrape after = scrapeOf(vllm(1, 2), 10000);
        QCOMPARE(after.stack, QStringLiteral("vllm"));
        QVERIFY2(after.missing.isEmpty(), qPrintable(after.missing.join(u',')));
        const ServingWindow w = ServingMetrics::window(before, after, {2.5, 8, QStringLiteral("USD")});
        QCOMPARE(w.requests, 100.0);
        QCOMPARE(w.errors, 2.0);
        QCOMPARE(w.qps, 10.0);
        QCOMPARE(*w.errorRate, 0.02);
        // p50: rank 50 in (0.1, 0.25] with 10 below and 40 inside -> 0.25 s. p95: rank 95 in (0.5, 1] with 90
        // below and 10 inside -> 0.75 s; p99 -> 0.95 s.
        QCOMPARE(qRound(*w.e2eP50Ms), 250);
        QCOMPARE(qRound(*w.e2eP95Ms), 750);
        QCOMPARE(qRound(*w.e2eP99Ms), 950);
        QCOMPARE(qRound(*w.ttftP99Ms), 95);
        QCOMPARE(w.promptTokensPerSecond, 500.0);
        QCOMPARE(w.generationTokensPerSecond, 2000.0);
        QCOMPARE(w.running, 7.0);
        QCOMPARE(w.waiting, 3.0);
        // 8 GPUs x 10 s x 2.5 per GPU-hour over 100 requests.
        QVERIFY(qFuzzyCompare(*w.costPer1k, 8 * (10.0 / 3600) * 2.5 / 0.1));
        QCOMPARE(w.dailyCost, 480.0);

        // A second window: only what happened between the scrapes counts.
        const ServingWindow w2 = ServingMetrics::window(after, scrapeOf(vllm(3, 2), 30000), {2.5, 8, {}});
        QCOMPARE(w2.requests, 200.0);
        QCOMPARE(w2.errors, 0.0);
        QCOMPARE(qRound(*w2.e2eP99Ms), 950);
        // A restart (counters lower) counts from zero and says so.
        const ServingWindow reset = ServingMetrics::window(scrapeOf(vllm(3, 2), 0), after, {});
        QVERIFY(reset.counterReset);
        QCOMPARE(reset.requests, 100.0);
        QVERIFY(!reset.costPer1k);
    }

    void quantileEdges()
    {
        Histogram h;
        QVERIFY(!h.quantile(0.99));
        h.buckets = {{0.1, 0}, {INFINITY, 5}};
        QCOMPARE(*h.quantile(0.5), 0.1); // all in +Inf: the highest finite bound, as Prometheus does
        h.buckets = {{INFINITY, 0}};
        QVERIFY(!h.quantile(0.5));
    }

    void otherStacks()
    {
        const QByteArray tgi = "tgi_queue_size 4\ntgi_batch_current_size 2\ntgi_request_count 50\n"
                               "tgi_request_success 45\ntgi_request_duration_bucket{le=\"1\"} 40\n"
                               "tgi_request_duration_bucket{le=\"+Inf\"} 50\n";
        const ServingScrape s = scrapeOf(tgi, 0);
        QCOMPARE(s.stack, QStringLiteral("tgi"));
        QCOMPARE(s.finished, 50.0);
        QCOMPARE(s.failed, 5.0);
        QCOMPARE(s.waiting, 4.0);
        const ServingScrape none = scrapeOf("node_load1 0.5\n", 0);
        QVERIFY(none.stack.isEmpty());
        QVERIFY(!none.missing.isEmpty());
    }

    void baselineTemplateVerbatim()
    {
        const auto b = ServiceBaseline::parse(kTemplate, QStringLiteral("guide.yaml"));
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QCOMPARE(*b->p99FirstTokenMs, 500.0);
        QCOMPARE(*b->errorRate, 0.01);
        QCOMPARE(*b->availabilitySla, 0.999);
        QCOMPARE(*b->dailyCostBudget, 500.0);
        QCOMPARE(*b->maxContextTokens, 8192.0);

        const ServingWindow w =
            ServingMetrics::window(scrapeOf(vllm(0, 0), 0), scrapeOf(vllm(1, 2), 10000), {2.5, 8, {}});
        AvailabilityTracker avail;
        avail.addWindow(true, &w, b.value());
        auto checks = BaselineJudge::judge(b.value(), w, avail);
        const auto find = [&](const char *key) {
            for (const auto &c : checks)
                if (c.key == QLatin1String(key))
                    return c;
            return BaselineCheck{};
        };
        QCOMPARE(find("p99_first_token_latency_ms").judgement, Judgement::Pass); // 95 ms
        QCOMPARE(find("p99_end_to_end_latency_ms").judgement, Judgement::Pass);  // 950 ms
        QCOMPARE(find("error_rate").judgement, Judgement::Fail);                 // 2 % > 1 %
        QCOMPARE(find("daily_cost_budget").judgement, Judgement::Pass);          // 480 <= 500
        QCOMPARE(find("target_qps").judgement, Judgement::Info);                 // 10 < 20
        // The window failed the error rate, so it is not available: 0 of 1 against 99.9 %.
        QCOMPARE(find("availability_sla").judgement, Judgement::Fail);
        QVERIFY(!BaselineJudge::passed(checks));

        // 999 good windows and the bad one meet 99.9 %.
        const ServingWindow good =
            ServingMetrics::window(scrapeOf(vllm(1, 2), 0), scrapeOf(vllm(2, 2), 10000), {2.5, 8, {}});
        for (int i = 0; i < 999; ++i)
            avail.addWindow(true, &good, b.value());
        checks = BaselineJudge::judge(b.value(), good, avail);
        QCOMPARE(find("availability_sla").judgement, Judgement::Pass);
        QVERIFY(BaselineJudge::passed(checks));
        avail.addWindow(false, nullptr, b.value()); // the endpoint did not answer
        checks = BaselineJudge::judge(b.value(), good, avail);
        QCOMPARE(find("availability_sla").judgement, Judgement::Fail);
    }

    void costReportFromRecords()
    {
        QFile f(QStringLiteral(CLUSTERGATE_FIXTURES "/planning/scontrol_show_job.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto records = jobs::AccountingImport::merge({}, QString::fromUtf8(f.readAll()));
        QVERIFY2(records.ok(), qPrintable(records.error()));
        planning::PriceTerms terms;
        terms.gpuHour = 3600; // one per GPU-second
        planning::PriceBook book;
        book.setDefault(terms);
        const auto at = [](const char *t) { return QDateTime::fromString(QLatin1String(t), Qt::ISODate); };
        // The whole day: jobs 1 (2 GPUs x 2 s) and 4 (3 x 2 s) for proj-a, 5 (2 x 2 s) for proj-c, 2 (0 s).
        const auto day =
            CostReport::build(records.value(), book, CostGrouping::Project, at("2026-11-30T00:00:00Z"),
                              at("2026-12-01T00:00:00Z"), QStringLiteral("lab"));
        QCOMPARE(day.rows.first().key, QStringLiteral("proj-a"));
        QCOMPARE(day.rows.first().jobs, 2);
        QCOMPARE(day.rows.first().cost, 10.0);
        QCOMPARE(day.cost, 14.0);
        // Clipped to [14:40:58, 14:41:00): job 4 keeps 1 s of 3 GPUs, job 5 1 s of 2; job 1 is outside.
        const auto clip =
            CostReport::build(records.value(), book, CostGrouping::Project, at("2026-11-30T14:40:58Z"),
                              at("2026-11-30T14:41:00Z"), QStringLiteral("lab"));
        QCOMPARE(clip.rows.size(), 2);
        QCOMPARE(clip.rows.at(0).key, QStringLiteral("proj-a"));
        QCOMPARE(clip.rows.at(0).cost, 3.0);
        QCOMPARE(clip.rows.at(1).cost, 2.0);
        // By day and by cluster: one row each, the same money; JSON and CSV say the same.
        const auto byDay =
            CostReport::build(records.value(), book, CostGrouping::Day, at("2026-11-30T00:00:00Z"),
                              at("2026-12-01T00:00:00Z"), QStringLiteral("lab"));
        QCOMPARE(byDay.rows.size(), 1);
        QCOMPARE(byDay.rows.first().key, QStringLiteral("2026-11-30"));
        QCOMPARE(byDay.rows.first().cost, 14.0);
        QCOMPARE(byDay.toJson()[QStringLiteral("rows")].toArray().first()[QStringLiteral("day")].toString(),
                 QStringLiteral("2026-11-30"));
        QVERIFY(
            byDay.toCsv().startsWith("day,jobs,jobs_without_gpu_count,gpu_hours,cost,currency\n2026-11-30,"));
        // A project named like a spreadsheet formula stays text in the CSV.
        QList<jobs::JobRecord> hostile = records.value();
        hostile.first().account = QStringLiteral("=HYPERLINK(\"x\")");
        const auto csv = CostReport::build(hostile, book, CostGrouping::Project, at("2026-11-30T00:00:00Z"),
                                           at("2026-12-01T00:00:00Z"), QStringLiteral("lab"))
                             .toCsv();
        QVERIFY2(csv.contains("\n\"'=HYPERLINK(\"\"x\"\")\","), csv.constData());
    }

    void baselineErrors()
    {
        for (const QByteArray &bad :
             {QByteArray("baseline:\n  p99_ttft: 5\n"), QByteArray("baseline:\n  error_rate: lots\n"),
              QByteArray("baseline:\n  availability_sla: 120%\n"), QByteArray("nothing: 1\n"),
              QByteArray("baseline: [1, 2\n"), QByteArray("baseline:\n  target_qps: 5%\n")}) {
            const auto r = ServiceBaseline::parse(bad, QStringLiteral("b.yaml"));
            QVERIFY2(!r.ok(), bad.constData());
            QVERIFY(r.error().startsWith(QStringLiteral("b.yaml")));
            QCOMPARE(r.code(), ErrorCode::Invalid);
        }
    }

    void hostileExpositions()
    {
        // Garbage: counted, reported with line numbers, the good lines kept.
        const PromParse g = PromText::parse("ok 1\n{}\n\x01\x02 3\nx{a=1} 2\ny 1 2 3\nz abc\ngood 2\n");
        QCOMPARE(g.samples.size(), 2);
        QCOMPARE(g.badLines, 5);
        QVERIFY(g.problems.first().startsWith(QStringLiteral("line 2:")));
        // A million series: stopped at the bound and said so.
        QByteArray million;
        million.reserve(16 * 1000000);
        for (int i = 0; i < 1000000; ++i)
            million += "s{i=\"" + QByteArray::number(i) + "\"} 1\n";
        PromLimits limits;
        limits.maxSeries = 50000;
        const PromParse m = PromText::parse(million, limits);
        QCOMPARE(m.samples.size(), 50000);
        QVERIFY(m.truncated.contains(QStringLiteral("series")));
        // Bytes: only the bound is read.
        limits.maxSeries = 10000000;
        limits.maxBytes = 1024 * 1024;
        const PromParse big = PromText::parse(million, limits);
        QVERIFY(big.truncated.contains(QStringLiteral("bytes")));
        QVERIFY(big.samples.size() < 100000);
        // One endless line.
        const PromParse line = PromText::parse("a " + QByteArray(200000, '1') + "\nb 1\n");
        QCOMPARE(line.samples.size(), 1);
        QCOMPARE(line.badLines, 1);
    }

    void scrapeBoundedOverSocket()
    {
        // A server that answers 200 and then sends metrics forever: the scrape stops at its byte bound.
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        std::atomic<bool> stop{false};
        // The server side runs on a thread of its own with its own socket.
        QTcpServer *endless = new QTcpServer;
        QVERIFY(endless->listen(QHostAddress::LocalHost, 0));
        const quint16 port = endless->serverPort();
        QThread worker;
        endless->moveToThread(&worker);
        QObject::connect(endless, &QTcpServer::newConnection, endless, [endless, &stop] {
            QTcpSocket *s = endless->nextPendingConnection();
            s->waitForReadyRead(2000);
            s->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n");
            const QByteArray chunk = QByteArray("vllm:num_requests_running 1\n").repeated(4096);
            while (!stop && s->state() == QAbstractSocket::ConnectedState) {
                s->write(chunk);
                s->waitForBytesWritten(1000);
            }
            s->deleteLater();
        });
        worker.start();
        ScrapeTarget target;
        target.port = port;
        target.limits.maxBytes = 4 * 1024 * 1024;
        const auto r = MetricsScraper::scrape(target);
        stop = true;
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QVERIFY(r->bodyCut);
        QVERIFY(r->bytes <= target.limits.maxBytes + 64 * 1024);
        QVERIFY(!r->parse.truncated.isEmpty());
        QVERIFY(r->parse.samples.size() > 1000);
        QMetaObject::invokeMethod(
            endless, [endless] { delete endless; }, Qt::BlockingQueuedConnection);
        worker.quit();
        worker.wait();

        // Nothing listening: Unreachable.
        target.port = server.serverPort();
        server.close();
        const auto down = MetricsScraper::scrape(target);
        QVERIFY(!down.ok());
        QCOMPARE(down.code(), ErrorCode::Unreachable);
    }
};

QTEST_GUILESS_MAIN(TstBusiness)
#include "tst_business.moc"
