// SPDX-License-Identifier: GPL-3.0-or-later
// The business layer in the window, the history and on /metrics, and prices from the contract: a server
// speaking vLLM's metric names and histogram layout (tests/fixtures/vllm_metrics_server.py) on a netlab
// node's loopback, watched through the bastion by the console's inference watch; Planning > Inference shows
// each window's QPS, error rate, percentiles, tokens/s, the cost per 1,000 requests from the cluster's
// contract price and its GPUs, and the guides' baseline with availability against the SLA; the same windows
// are written to a real history file and set on a /metrics rendering that promtool accepts. The Cost view
// and Cluster Choice take each cluster's contract price, the saved one only where a contract names none.
#include "business/inference_series.h"
#include "common/paths.h"
#include "export/metric_registry.h"
#include "export/serving_series.h"
#include "history/history_reader.h"
#include "netlab/netlab.h"
#include "planning/cluster_choice_view.h"
#include "planning/cost_view.h"
#include "planning/inference_view.h"
#include "services/cluster_connections.h"
#include "ssh/connection_hub.h"
#include "storage/database.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;

namespace {

constexpr int kWaitMs = 60000;

const QByteArray kGuideBaseline = R"(baseline:
  p99_first_token_latency_ms: 800
  p99_end_to_end_latency_ms: 4000
  target_qps: 20
  max_context_tokens: 8192
  error_rate: 5%
  availability_sla: 99.9%
  daily_cost_budget: 500
)";

class FixtureServer
{
public:
    ~FixtureServer()
    {
        if (m_proc.state() == QProcess::NotRunning)
            return;
        m_proc.terminate();
        if (!m_proc.waitForFinished(3000)) {
            m_proc.kill();
            m_proc.waitForFinished(3000);
        }
    }
    bool start(const QStringList &prefix)
    {
        QStringList all = prefix;
        all << QStringLiteral("python3") << QStringLiteral(CLUSTERGATE_FIXTURES "/vllm_metrics_server.py")
            << QStringLiteral("--requests-per-scrape") << QStringLiteral("100")
            << QStringLiteral("--abort-every") << QStringLiteral("50");
        m_proc.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_proc.start(all.takeFirst(), all);
        if (!m_proc.waitForStarted(5000))
            return false;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000 && m_proc.state() == QProcess::Running) {
            if (m_proc.canReadLine() || m_proc.waitForReadyRead(200)) {
                const QByteArray line = m_proc.readLine().trimmed();
                if (line.startsWith("PORT="))
                    return (m_port = quint16(line.mid(5).toUInt())) != 0;
            }
        }
        return false;
    }
    quint16 port() const { return m_port; }

private:
    QProcess m_proc;
    quint16 m_port = 0;
};

QString number(double v)
{
    return QLocale().toString(v, 'f', 0);
}

} // namespace

class TestInferenceView : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
    }

    // The Cost view and Cluster Choice price each cluster by its contract; the typed/saved price only the
    // rest.
    void costAndChoiceTakeTheContractPrice()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord lab;
        lab.name = QStringLiteral("lab-de");
        lab.region = QStringLiteral("DE");
        lab.contract.gpuHourPrice = 4;
        lab.contract.currency = QStringLiteral("USD");
        QVERIFY(inv.addCluster(lab).ok());
        ClusterRecord other;
        other.name = QStringLiteral("lab-sg");
        other.region = QStringLiteral("SG");
        QVERIFY(inv.addCluster(other).ok());

        ui::CostView cost;
        cost.priceField()->setText(QStringLiteral("1"));
        cost.setClusters(inv.clusters().value());
        const QString records = QStringLiteral(
            "JobId=1 JobName=a UserId=li(1000) Account=vision JobState=COMPLETED RunTime=01:00:00 "
            "StartTime=2026-11-30T10:00:00 EndTime=2026-11-30T11:00:00 NodeList=n1 NumNodes=1 "
            "TRES=cpu=2,node=1,gres/gpu=2 Cluster=lab-de\n"
            "JobId=2 JobName=b UserId=li(1000) Account=speech JobState=COMPLETED RunTime=01:00:00 "
            "StartTime=2026-11-30T10:00:00 EndTime=2026-11-30T11:00:00 NodeList=n1 NumNodes=1 "
            "TRES=cpu=2,node=1,gres/gpu=2 Cluster=lab-sg\n");
        const Status imported = cost.importText(records, QStringLiteral("test"));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QTableWidget *projects = cost.projectTable();
        QString vision, speech;
        for (int r = 0; r < projects->rowCount(); ++r) {
            if (projects->item(r, 0)->text() == QLatin1String("vision"))
                vision = projects->item(r, 3)->text();
            if (projects->item(r, 0)->text() == QLatin1String("speech"))
                speech = projects->item(r, 3)->text();
        }
        // 2 GPU-hours at the contract's 4 on lab-de; 2 at the typed 1 on lab-sg (no contract price).
        QVERIFY2(vision.contains(QLatin1String("8")), qPrintable(vision));
        QVERIFY2(speech.contains(QLatin1String("2")) && !speech.contains(QLatin1String("8")),
                 qPrintable(speech));
        QVERIFY2(cost.priceSourceText().contains(QLatin1String("lab-de")) &&
                     cost.priceSourceText().contains(QLatin1String("contract")),
                 qPrintable(cost.priceSourceText()));

        ui::ClusterChoiceView choice(&inv, nullptr);
        QTableWidget *t = choice.candidates();
        QCOMPARE(t->rowCount(), 2);
        QCOMPARE(t->item(0, ui::ClusterChoiceView::Name)->text(), QStringLiteral("lab-de"));
        QCOMPARE(t->item(0, ui::ClusterChoiceView::Price)->text(), QLocale().toString(4.0, 'f', 2));
        QVERIFY(t->item(0, ui::ClusterChoiceView::Price)->toolTip().contains(QLatin1String("contract")));
        // lab-sg's contract names no price: the one the Cost view saved above (1), said so.
        QCOMPARE(t->item(1, ui::ClusterChoiceView::Price)->text(), QLocale().toString(1.0, 'f', 2));
        QVERIFY(t->item(1, ui::ClusterChoiceView::Price)
                    ->toolTip()
                    .contains(QLatin1String("saved in the Cost view")));
    }

    void servicesThroughTheBastionInTheWindowHistoryAndMetrics()
    {
        test::NetLab lab;
        const QString why = lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("netlab SKIPPED: %1").arg(why)));
        // Only the node's sshd reaches the server on its loopback.
        FixtureServer server;
        QVERIFY(server.start(
            {QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), lab.value("NS_NODE")}));
        QVERIFY(lab.enterClientNamespace());

        Database db;
        QVERIFY(db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("lab-infer");
        c.identityFiles = {lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        c.jumps = {bastion};
        c.contract.gpusPerNode = 8;
        c.contract.gpuHourPrice = 2.5;
        c.contract.currency = QStringLiteral("EUR");
        NodeRecord node;
        node.name = QStringLiteral("gpu-node");
        node.endpoint.host = lab.value("NODE");
        node.endpoint.user = QStringLiteral("root");
        const auto id = inv.saveCluster(c, {node});
        QVERIFY2(id.ok(), qPrintable(id.error()));

        ssh::ConnectionHub hub;
        business::InferenceWatch watch(&hub);
        watch.setIntervalMs(1000);
        watch.setForwardFor([&](const business::InferenceEndpoint &e) -> Result<ssh::PortForwardOptions> {
            ssh::SessionOptions local;
            local.knownHostsFile = lab.file(QStringLiteral("known_hosts"));
            local.useAgent = false;
            const auto conn = services::ClusterConnections(inv, local).node(id.value(), e.node);
            if (!conn)
                return Result<ssh::PortForwardOptions>::failureOf(conn);
            ssh::PortForwardOptions o;
            o.plan = conn->plan;
            o.base = conn->base;
            return o;
        });
        watch.setClusters(inv.clusters().value(), std::nullopt); // no saved prices: the contract's only

        // The history and /metrics take every window, as the console and `serve` wire them.
        history::HistoryRecorder recorder;
        const QString historyFile = m_home.filePath(QStringLiteral("history.sqlite"));
        QVERIFY(recorder.open(historyFile).ok());
        auto registry = std::make_shared<exporting::MetricRegistry>();
        exporting::ServingSeries::declareFamilies(*registry);
        int windows = 0;
        connect(&watch, &business::InferenceWatch::measured, this, [&](const business::InferenceReading &r) {
            recorder.append(business::InferenceSeries::historyPoints(recorder, r, r.at.toMSecsSinceEpoch()));
            exporting::ServingSeries::record(*registry, r, QDateTime::currentMSecsSinceEpoch());
            if (r.report)
                ++windows;
        });

        ui::InferenceView view(&watch, &inv);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto button = [&view](const QString &text) {
            for (QPushButton *b : view.findChildren<QPushButton *>())
                if (b->text() == text)
                    return b;
            return static_cast<QPushButton *>(nullptr);
        };
        QPushButton *measureNow = button(QStringLiteral("Measure &Now"));
        QVERIFY(measureNow);
        QVERIFY(!measureNow->isEnabled()); // nothing to measure yet
        QVERIFY2(view.statusText().contains(QLatin1String("form above")), qPrintable(view.statusText()));
        business::InferenceEndpoint bad;
        bad.name = QStringLiteral("half");
        bad.cluster = c.name;
        QVERIFY(!view.addService(bad).ok()); // no node, no port: said, not watched
        QVERIFY(view.statusText().contains(QLatin1String("port")));
        business::InferenceEndpoint e;
        e.name = QStringLiteral("chat");
        e.cluster = c.name;
        e.node = node.name;
        e.port = server.port();
        e.baseline = kGuideBaseline;
        const Status added = view.addService(e);
        QVERIFY2(added.ok(), qPrintable(added.error()));
        QCOMPARE(view.table()->rowCount(), 1);
        QVERIFY(measureNow->isEnabled());
        // Kept in the profile: a console started later watches it too.
        QCOMPARE(business::InferenceEndpoints::load(paths::settings()).size(), 1);

        using V = ui::InferenceView;
        QTRY_VERIFY_WITH_TIMEOUT(windows >= 2, kWaitMs);
        const QString state = view.cellText(e.name, V::State);
        QVERIFY2(state == QLatin1String("answering"), qPrintable(state));
        QCOMPARE(view.cellText(e.name, V::Stack), QStringLiteral("vllm"));
        // Each scrape adds 100 requests, 2 aborted; the percentiles from the buckets (see
        // tst_inference_metrics).
        QCOMPARE(view.cellText(e.name, V::ErrorRate),
                 QStringLiteral("%1 %").arg(QLocale().toString(2.0, 'f', 2)));
        QCOMPARE(view.cellText(e.name, V::TtftP50), number(60));
        QCOMPARE(view.cellText(e.name, V::TtftP99), number(725));
        QCOMPARE(view.cellText(e.name, V::E2eP50), number(800));
        QCOMPARE(view.cellText(e.name, V::E2eP99), number(4750));
        // The cost per 1,000 requests from the contract's 2.5 EUR, its 8 GPUs per node and the requests.
        const QString per1k = view.cellText(e.name, V::CostPer1k);
        QVERIFY2(per1k.endsWith(QLatin1String(" EUR")), qPrintable(per1k));
        QVERIFY2(view.cellToolTip(e.name, V::CostPer1k).contains(QLatin1String("contract of lab-infer")),
                 qPrintable(view.cellToolTip(e.name, V::CostPer1k)));
        const auto reading = watch.reading(e.name);
        QVERIFY(reading && reading->report);
        const business::ServingWindow &w = reading->report->window;
        QVERIFY(qFuzzyCompare(*w.costPer1k, 8 * (w.seconds / 3600.0) * 2.5 / 0.1));
        QCOMPARE(reading->report->priceSource, QStringLiteral("contract"));
        QCOMPARE(view.cellText(e.name, V::Qps), QLocale().toString(w.qps, 'f', 2));
        QCOMPARE(view.cellText(e.name, V::TokensPerSecond),
                 QLocale().toString(w.generationTokensPerSecond, 'f', 1));
        // The baseline: end-to-end p99 over 4000 ms; available in every window against the 99.9 % SLA.
        QVERIFY2(view.cellText(e.name, V::Baseline).contains(QLatin1String("p99_end_to_end_latency_ms")),
                 qPrintable(view.cellText(e.name, V::Baseline)));
        QVERIFY(view.cellText(e.name, V::Baseline).startsWith(QLatin1String("NOT met")));
        QVERIFY2(view.cellText(e.name, V::Availability).contains(QLatin1String("100.00 %")),
                 qPrintable(view.cellText(e.name, V::Availability)));
        QVERIFY(view.cellText(e.name, V::Availability).contains(QLatin1String("99.9 %")));

        // History rows written, per service.
        recorder.flush();
        history::HistoryReader reader;
        QVERIFY(reader.open(historyFile).ok());
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const auto check = [&](const QString &metric, double expected) {
            const auto sel =
                history::Selector::parse(metric + QStringLiteral("{service=\"chat\",cluster=\"lab-infer\"}"));
            QVERIFY(sel.ok());
            const auto q =
                reader.query(sel.value(), history::HistoryRange{now - 600000, now + 60000, 0}, now);
            QVERIFY2(q.ok(), qPrintable(q.error()));
            QCOMPARE(q->series.size(), 1);
            bool seen = false;
            for (const history::Bucket &b : q->series.first().buckets)
                if (!b.isGap()) {
                    seen = true;
                    QVERIFY2(qAbs(b.max - expected) < 0.5, qPrintable(QString::number(b.max)));
                }
            QVERIFY2(seen, qPrintable(metric));
        };
        check(business::metric::ttftP99, 725);
        check(business::metric::e2eP99, 4750);
        check(business::metric::errorRate, 0.02);
        check(business::metric::requests, 100);
        check(business::metric::availability, 1);
        for (const QString &m :
             {business::metric::qps, business::metric::generationTokens, business::metric::costPer1k}) {
            const auto keys = reader.series(history::Selector::parse(m).value());
            QVERIFY(keys.ok());
            QCOMPARE(keys->size(), 1);
        }

        // /metrics: the business series present, and the rendering is one promtool accepts.
        const QByteArray text = registry->render(QDateTime::currentMSecsSinceEpoch());
        for (const char *line :
             {"clustergate_inference_up{cluster=\"lab-infer\",service=\"chat\"} 1",
              "clustergate_inference_time_to_first_token_seconds{cluster=\"lab-infer\",service=\"chat\","
              "percentile=\"99\"} 0.725",
              "clustergate_inference_request_latency_seconds{cluster=\"lab-infer\",service=\"chat\","
              "percentile=\"99\"} 4.75",
              "clustergate_inference_error_ratio{cluster=\"lab-infer\",service=\"chat\"} 0.02",
              "clustergate_inference_baseline_met{cluster=\"lab-infer\",service=\"chat\"} 0",
              "clustergate_inference_cost_per_1k_requests{cluster=\"lab-infer\",service=\"chat\",currency="
              "\"EUR\"}",
              "# TYPE clustergate_inference_requests_per_second gauge"})
            QVERIFY2(text.contains(line),
                     qPrintable(QString::fromLatin1(line) + QLatin1Char('\n') + QString::fromUtf8(text)));
        const QString promtool = QStandardPaths::findExecutable(QStringLiteral("promtool"));
        if (promtool.isEmpty())
            QSKIP("promtool not installed: the exposition was not linted");
        QProcess lint;
        lint.setProcessChannelMode(QProcess::MergedChannels);
        lint.start(promtool, {QStringLiteral("check"), QStringLiteral("metrics")});
        QVERIFY(lint.waitForStarted());
        lint.write(text);
        lint.closeWriteChannel();
        QVERIFY(lint.waitForFinished(30000));
        const QByteArray said = lint.readAll();
        QVERIFY2(lint.exitCode() == 0 && said.trimmed().isEmpty(), said.constData());
    }
};

QTEST_MAIN(TestInferenceView)
#include "tst_inference_view.moc"
