// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate inference` against a server that speaks vLLM's metric names and histogram layout
// (tests/fixtures/vllm_metrics_server.py): on a netlab node's loopback, read through the bastion with the
// port forward, each window's QPS, error rate and percentiles checked against what the buckets hold, the cost
// per 1,000 requests computed from the price, the GPUs and the measured requests, and the guides' baseline
// template (pasted verbatim) judged; and hostile endpoints (garbage, a body that never ends, a million
// series, a trickle) bounded and reported.
#include "cli_run.h"
#include "netlab/netlab.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kServer = QStringLiteral(CLUSTERGATE_FIXTURES "/vllm_metrics_server.py");

// The guides' template as printed there.
const QByteArray kGuideBaseline = R"(baseline:
  p99_first_token_latency_ms: 800
  p99_end_to_end_latency_ms: 4000
  target_qps: 20
  max_context_tokens: 8192
  error_rate: 5%
  availability_sla: 99.9%
  daily_cost_budget: 500
)";

class MetricsServer
{
public:
    ~MetricsServer() { stop(); }
    bool start(const QStringList &args, const QStringList &prefix = {})
    {
        QStringList all = prefix;
        all << QStringLiteral("python3") << kServer << args;
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
    void stop()
    {
        if (m_proc.state() == QProcess::NotRunning)
            return;
        m_proc.terminate();
        if (!m_proc.waitForFinished(3000)) {
            m_proc.kill();
            m_proc.waitForFinished(3000);
        }
    }
    quint16 port() const { return m_port; }

private:
    QProcess m_proc;
    quint16 m_port = 0;
};

QList<QJsonObject> windows(const QByteArray &out)
{
    QList<QJsonObject> list;
    for (const QByteArray &line : out.split('\n'))
        if (line.startsWith('{'))
            list << QJsonDocument::fromJson(line).object();
    return list;
}

QString verdict(const QJsonObject &window, const QString &key)
{
    for (const QJsonValue &c : window[QStringLiteral("baseline")][QStringLiteral("checks")].toArray())
        if (c[QStringLiteral("key")].toString() == key)
            return c[QStringLiteral("verdict")].toString();
    return {};
}

} // namespace

class TestInferenceMetrics : public QObject
{
    Q_OBJECT

private slots:
    void throughTheJumpChain()
    {
        cg::test::NetLab lab;
        const QString why = lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("netlab SKIPPED: %1").arg(why)));
        // The server listens on the node's own loopback: only the node's sshd reaches it.
        MetricsServer server;
        QVERIFY(server.start(
            {QStringLiteral("--requests-per-scrape"), QStringLiteral("100"), QStringLiteral("--abort-every"),
             QStringLiteral("50")},
            {QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), lab.value("NS_NODE")}));
        QVERIFY(lab.enterClientNamespace());
        QTemporaryDir profile;
        const QString baseline = profile.filePath(QStringLiteral("baseline.yaml"));
        {
            QFile f(baseline);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(kGuideBaseline);
        }
        const cg::test::CliRun run =
            cg::test::runConsole(profile.path(), {QStringLiteral("inference"),
                                                  QStringLiteral("watch"),
                                                  QStringLiteral("root@") + lab.value("NODE"),
                                                  QStringLiteral("--jump"),
                                                  QStringLiteral("root@") + lab.value("BASTION1"),
                                                  QStringLiteral("--identity"),
                                                  lab.file(QStringLiteral("id_ed25519")),
                                                  QStringLiteral("--known-hosts"),
                                                  lab.file(QStringLiteral("known_hosts")),
                                                  QStringLiteral("--no-agent"),
                                                  QStringLiteral("--no-keychain"),
                                                  QStringLiteral("--port"),
                                                  QString::number(server.port()),
                                                  QStringLiteral("--baseline"),
                                                  baseline,
                                                  QStringLiteral("--gpus"),
                                                  QStringLiteral("8"),
                                                  QStringLiteral("--gpu-hour-price"),
                                                  QStringLiteral("2.5"),
                                                  QStringLiteral("--interval"),
                                                  QStringLiteral("1s"),
                                                  QStringLiteral("--count"),
                                                  QStringLiteral("2"),
                                                  QStringLiteral("--format"),
                                                  QStringLiteral("json")});
        qInfo().noquote() << run.all();
        const QList<QJsonObject> ws = windows(run.out);
        QCOMPARE(ws.size(), 2);
        for (const QJsonObject &w : ws) {
            QCOMPARE(w[QStringLiteral("stack")].toString(), QStringLiteral("vllm"));
            // Each scrape adds 100 requests, 2 of them aborted: exact per window.
            QCOMPARE(w[QStringLiteral("requests")].toDouble(), 100.0);
            QCOMPARE(w[QStringLiteral("errors")].toDouble(), 2.0);
            QCOMPARE(w[QStringLiteral("error_rate")].toDouble(), 0.02);
            // From the buckets: TTFT p99 in (0.5, 0.75] with 90 below and 10 inside -> 725 ms; p50 at 60 ms.
            // End-to-end p99 in (2.5, 5] -> 4750 ms; p50 in (0.5, 0.8] -> 800 ms. Never the averages
            // (TTFT mean 124 ms, end-to-end 1140 ms).
            QCOMPARE(qRound(w[QStringLiteral("ttft_ms")][QStringLiteral("p99")].toDouble()), 725);
            QCOMPARE(qRound(w[QStringLiteral("ttft_ms")][QStringLiteral("p50")].toDouble()), 60);
            QCOMPARE(qRound(w[QStringLiteral("e2e_ms")][QStringLiteral("p99")].toDouble()), 4750);
            QCOMPARE(qRound(w[QStringLiteral("e2e_ms")][QStringLiteral("p50")].toDouble()), 800);
            const double seconds = w[QStringLiteral("seconds")].toDouble();
            QVERIFY(seconds > 0);
            QVERIFY(qFuzzyCompare(w[QStringLiteral("qps")].toDouble(), 100.0 / seconds));
            QVERIFY(
                qFuzzyCompare(w[QStringLiteral("prompt_tokens_per_second")].toDouble(), 51200.0 / seconds));
            // The cost per 1,000 requests: 8 GPUs x the window's hours x 2.5 over the 100 requests measured.
            QVERIFY(qFuzzyCompare(w[QStringLiteral("cost_per_1k_requests")].toDouble(),
                                  8 * (seconds / 3600.0) * 2.5 / 0.1));
            QCOMPARE(w[QStringLiteral("daily_cost")].toDouble(), 480.0);
            QCOMPARE(w[QStringLiteral("running")].toDouble(), 6.0);
            QCOMPARE(w[QStringLiteral("waiting")].toDouble(), 2.0);
            QCOMPARE(w[QStringLiteral("scrape")][QStringLiteral("bad_lines")].toInt(), 0);
            // The template's verdicts.
            QCOMPARE(verdict(w, QStringLiteral("p99_first_token_latency_ms")), QStringLiteral("pass"));
            QCOMPARE(verdict(w, QStringLiteral("p99_end_to_end_latency_ms")), QStringLiteral("fail"));
            QCOMPARE(verdict(w, QStringLiteral("error_rate")), QStringLiteral("pass"));
            QCOMPARE(verdict(w, QStringLiteral("daily_cost_budget")), QStringLiteral("pass"));
            QCOMPARE(verdict(w, QStringLiteral("availability_sla")), QStringLiteral("pass"));
            QCOMPARE(w[QStringLiteral("baseline")][QStringLiteral("availability")].toDouble(), 1.0);
            QCOMPARE(w[QStringLiteral("baseline")][QStringLiteral("passed")].toBool(), false);
        }
        QCOMPARE(run.code, 1); // the end-to-end p99 is over the baseline
    }

    void hostileEndpoints()
    {
        QTemporaryDir profile;
        const auto status = [&](const QString &mode, const QStringList &extra) {
            MetricsServer server;
            if (!server.start({QStringLiteral("--mode"), mode}))
                return cg::test::CliRun{};
            QStringList args{QStringLiteral("inference"),
                             QStringLiteral("status"),
                             QStringLiteral("--url"),
                             QStringLiteral("http://127.0.0.1:%1/metrics").arg(server.port()),
                             QStringLiteral("--interval"),
                             QStringLiteral("1s")};
            return cg::test::runConsole(profile.path(), args + extra);
        };
        // Broken lines among good ones: counted and named, the window still measured.
        const cg::test::CliRun garbage =
            status(QStringLiteral("garbage"), {QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(garbage.code, 0);
        const QList<QJsonObject> g = windows(garbage.out);
        QCOMPARE(g.size(), 1);
        QCOMPARE(g.first()[QStringLiteral("requests")].toDouble(), 100.0);
        QVERIFY(g.first()[QStringLiteral("scrape")][QStringLiteral("bad_lines")].toInt() >= 5);
        QVERIFY(!g.first()[QStringLiteral("scrape")][QStringLiteral("problems")].toArray().isEmpty());

        // A body that never ends: each scrape stops at the byte bound and says so.
        const cg::test::CliRun endless =
            status(QStringLiteral("endless"), {QStringLiteral("--max-bytes"), QStringLiteral("4000000")});
        QCOMPARE(endless.code, 0);
        QVERIFY2(endless.out.contains("scrape cut short"), endless.all().constData());
        QVERIFY(endless.out.contains("4000000 bytes"));

        // A million series: kept to the bound, reported.
        const cg::test::CliRun million =
            status(QStringLiteral("million"), {QStringLiteral("--max-series"), QStringLiteral("100000")});
        QCOMPARE(million.code, 0);
        QVERIFY2(million.out.contains("100000 series"), million.all().constData());

        // A trickle that never finishes: the scrape gives up within its time bound and nothing is measured.
        const cg::test::CliRun slow = status(QStringLiteral("slow"), {});
        QCOMPARE(slow.code, 1);
        QVERIFY2(slow.err.contains("none of vLLM"), slow.all().constData());

        // Nothing listening.
        const cg::test::CliRun down = cg::test::runConsole(
            profile.path(), {QStringLiteral("inference"), QStringLiteral("status"), QStringLiteral("--url"),
                             QStringLiteral("http://127.0.0.1:1/metrics")});
        QCOMPARE(down.code, 255);
    }
};

QTEST_GUILESS_MAIN(TestInferenceMetrics)
#include "tst_inference_metrics.moc"
