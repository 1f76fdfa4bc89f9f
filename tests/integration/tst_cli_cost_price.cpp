// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate cost price` keeps a cluster's GPU-hour price in its contract (the profile's SQLite file);
// `cost report` prices that cluster's accounting records with it and says so, falls back to the prices saved
// in the Cost view only where the contract names none, and refuses to invent a price when neither exists;
// `inference status --cluster` takes the contract's price and GPUs per node for the cost per 1,000 requests
// (the fixture server speaking vLLM's metric layout on loopback); and `clustergate serve` watches the
// inference services kept in the profile: their windows on /metrics and in the history.
#include "cli_run.h"
#include "lab_process.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

// Two jobs on lab: 2 GPUs x 1 h and 4 GPUs x 30 min = 4 GPU-hours.
const QByteArray kRecords =
    "JobId=11 JobName=a UserId=li(1000) Account=vision JobState=COMPLETED RunTime=01:00:00 "
    "StartTime=%1T10:00:00 EndTime=%1T11:00:00 NodeList=n1 NumNodes=1 TRES=cpu=2,node=1,gres/gpu=2 "
    "Cluster=lab\n"
    "JobId=12 JobName=b UserId=li(1000) Account=speech JobState=COMPLETED RunTime=00:30:00 "
    "StartTime=%1T12:00:00 EndTime=%1T12:30:00 NodeList=n1 NumNodes=1 TRES=cpu=2,node=1,gres/gpu=4 "
    "Cluster=lab\n";

} // namespace

class TestCliCostPrice : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_records;

    cg::test::CliRun cli(const QStringList &args) { return cg::test::runConsole(m_home.path(), args); }

    QJsonObject report()
    {
        const cg::test::CliRun r =
            cli({QStringLiteral("cost"), QStringLiteral("report"), QStringLiteral("--records"), m_records,
                 QStringLiteral("--cluster"), QStringLiteral("lab"), QStringLiteral("--by"),
                 QStringLiteral("cluster"), QStringLiteral("--since"), QStringLiteral("30d"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        if (r.code != 0)
            return QJsonObject{{QStringLiteral("error"), QString::fromUtf8(r.all())}};
        return QJsonDocument::fromJson(r.out).object();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_records = m_home.filePath(QStringLiteral("records.txt"));
        QFile f(m_records);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QString day = QDate::currentDate().addDays(-1).toString(Qt::ISODate);
        f.write(QString::fromLatin1(kRecords).arg(day).toUtf8());
        f.close();
        const cg::test::CliRun added =
            cli({QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("lab"),
                 QStringLiteral("--nodes"), QStringLiteral("n1 root@192.0.2.10")});
        QVERIFY2(added.code == 0, added.all().constData());
    }

    void contractPriceFirstSavedOnlyAsFallback()
    {
        // Neither a contract price nor saved prices: refused, saying where the price goes.
        const cg::test::CliRun none =
            cli({QStringLiteral("cost"), QStringLiteral("report"), QStringLiteral("--records"), m_records,
                 QStringLiteral("--cluster"), QStringLiteral("lab")});
        QCOMPARE(none.code, 1);
        QVERIFY2(none.err.contains("cost price lab"), none.all().constData());

        // The price in the contract, checked.
        const cg::test::CliRun badCurrency =
            cli({QStringLiteral("cost"), QStringLiteral("price"), QStringLiteral("lab"),
                 QStringLiteral("--gpu-hour"), QStringLiteral("3"), QStringLiteral("--currency"),
                 QStringLiteral("euros")});
        QCOMPARE(badCurrency.code, 2);
        const cg::test::CliRun set =
            cli({QStringLiteral("cost"), QStringLiteral("price"), QStringLiteral("lab"),
                 QStringLiteral("--gpu-hour"), QStringLiteral("3"), QStringLiteral("--currency"),
                 QStringLiteral("EUR"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(set.code == 0, set.all().constData());
        const QJsonObject row = QJsonDocument::fromJson(set.out).array().first().toObject();
        QCOMPARE(row[QStringLiteral("source")].toString(), QStringLiteral("contract"));
        QCOMPARE(row[QStringLiteral("contract")][QStringLiteral("gpu_hour_price")].toDouble(), 3.0);

        // Saved prices exist too: the contract still wins for lab.
        {
            QSettings s(m_home.filePath(QStringLiteral("clustergate.ini")), QSettings::IniFormat);
            s.setValue(QStringLiteral("cost/gpu_hour"), QStringLiteral("10"));
            s.setValue(QStringLiteral("cost/currency"), QStringLiteral("USD"));
        }
        QJsonObject r = report();
        QVERIFY2(!r.contains(QStringLiteral("error")), qPrintable(r[QStringLiteral("error")].toString()));
        QCOMPARE(r[QStringLiteral("price_source")].toString(), QStringLiteral("contract"));
        QCOMPARE(r[QStringLiteral("currency")].toString(), QStringLiteral("EUR"));
        QCOMPARE(r[QStringLiteral("cost")].toDouble(), 12.0); // 4 GPU-hours x 3
        const cg::test::CliRun table =
            cli({QStringLiteral("cost"), QStringLiteral("report"), QStringLiteral("--records"), m_records,
                 QStringLiteral("--cluster"), QStringLiteral("lab")});
        QVERIFY2(table.out.contains("priced by the contract of lab"), table.all().constData());

        // Without the contract's price: the saved one, and it says so.
        QCOMPARE(cli({QStringLiteral("cost"), QStringLiteral("price"), QStringLiteral("lab"),
                      QStringLiteral("--clear")})
                     .code,
                 0);
        r = report();
        QCOMPARE(r[QStringLiteral("price_source")].toString(), QStringLiteral("saved"));
        QCOMPARE(r[QStringLiteral("cost")].toDouble(), 40.0);
        QCOMPARE(r[QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    }

    static quint16 startFixture(QProcess &server)
    {
        server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        server.start(QStringLiteral("python3"),
                     {QStringLiteral(CLUSTERGATE_FIXTURES "/vllm_metrics_server.py"),
                      QStringLiteral("--requests-per-scrape"), QStringLiteral("100")});
        if (!server.waitForStarted(5000))
            return 0;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000 && server.state() == QProcess::Running) {
            if (server.canReadLine() || server.waitForReadyRead(200)) {
                const QByteArray line = server.readLine().trimmed();
                if (line.startsWith("PORT="))
                    return quint16(line.mid(5).toUInt());
            }
        }
        return 0;
    }

    void inferenceCostFromTheContract()
    {
        QCOMPARE(cli({QStringLiteral("cost"), QStringLiteral("price"), QStringLiteral("lab"),
                      QStringLiteral("--gpu-hour"), QStringLiteral("2.5"), QStringLiteral("--currency"),
                      QStringLiteral("EUR")})
                     .code,
                 0);
        QProcess server;
        const quint16 port = startFixture(server);
        QVERIFY(port != 0);
        const cg::test::CliRun run =
            cli({QStringLiteral("inference"), QStringLiteral("status"), QStringLiteral("--url"),
                 QStringLiteral("http://127.0.0.1:%1/metrics").arg(port), QStringLiteral("--cluster"),
                 QStringLiteral("lab"), QStringLiteral("--gpus"), QStringLiteral("8"),
                 QStringLiteral("--interval"), QStringLiteral("1s"), QStringLiteral("--format"),
                 QStringLiteral("json")});
        server.terminate();
        server.waitForFinished(3000);
        QVERIFY2(run.code == 0, run.all().constData());
        const QJsonObject w = QJsonDocument::fromJson(run.out.trimmed().split('\n').last()).object();
        QCOMPARE(w[QStringLiteral("price_source")].toString(), QStringLiteral("contract"));
        QCOMPARE(w[QStringLiteral("currency")].toString(), QStringLiteral("EUR"));
        const double seconds = w[QStringLiteral("seconds")].toDouble();
        QVERIFY(qFuzzyCompare(w[QStringLiteral("cost_per_1k_requests")].toDouble(),
                              8 * (seconds / 3600.0) * 2.5 / 0.1));
        QCOMPARE(w[QStringLiteral("daily_cost")].toDouble(), 480.0);
    }

    // The services kept in the profile are watched by `serve` (no window): /metrics and the history.
    void serveWatchesTheSavedServices()
    {
        QProcess server;
        const quint16 port = startFixture(server);
        QVERIFY(port != 0);
        // Kept in the profile from the command line, as from Planning > Inference; checked first.
        QCOMPARE(cli({QStringLiteral("inference"), QStringLiteral("add"), QStringLiteral("chat"),
                      QStringLiteral("--cluster"), QStringLiteral("no-such-cluster"), QStringLiteral("--url"),
                      QStringLiteral("http://127.0.0.1:%1/metrics").arg(port)})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("inference"), QStringLiteral("add"), QStringLiteral("chat"),
                      QStringLiteral("--cluster"), QStringLiteral("lab")})
                     .code,
                 2); // neither a node and port nor a URL
        const cg::test::CliRun added =
            cli({QStringLiteral("inference"), QStringLiteral("add"), QStringLiteral("chat"),
                 QStringLiteral("--cluster"), QStringLiteral("lab"), QStringLiteral("--url"),
                 QStringLiteral("http://127.0.0.1:%1/metrics").arg(port), QStringLiteral("--gpus"),
                 QStringLiteral("8")});
        QVERIFY2(added.code == 0, added.all().constData());
        const cg::test::CliRun listed = cli({QStringLiteral("inference"), QStringLiteral("list"),
                                             QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(QJsonDocument::fromJson(listed.out).array().size(), 1);
        {
            QSettings s(m_home.filePath(QStringLiteral("clustergate.ini")), QSettings::IniFormat);
            s.setValue(QStringLiteral("inference/interval_ms"), 1000);
        }
        QProcess serve;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("USER"), QStringLiteral("li"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        serve.setProcessEnvironment(env);
        serve.setProcessChannelMode(QProcess::MergedChannels);
        serve.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                    {QStringLiteral("serve"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                     QStringLiteral("--jobs-every"), QStringLiteral("0")});
        QVERIFY(serve.waitForStarted(10000));
        QByteArray out;
        quint16 metrics = 0;
        const QRegularExpression serving(QStringLiteral("serving http://127\\.0\\.0\\.1:(\\d+)/metrics"));
        QTRY_VERIFY_WITH_TIMEOUT(
            (out += serve.readAll(),
             metrics = quint16(serving.match(QString::fromUtf8(out)).captured(1).toUInt())) > 0,
            30000);
        QByteArray scrape;
        const QByteArray cost = "clustergate_inference_cost_per_1k_requests{cluster=\"lab\",service=\"chat\","
                                "currency=\"EUR\"}";
        QTRY_VERIFY2_WITH_TIMEOUT((scrape = cg::testlab::httpGet(metrics, "/metrics")).contains(cost),
                                  scrape.constData(), 30000);
        QVERIFY(scrape.contains("clustergate_inference_up{cluster=\"lab\",service=\"chat\"} 1"));
        QVERIFY(scrape.contains("clustergate_inference_time_to_first_token_seconds{cluster=\"lab\",service="
                                "\"chat\",percentile=\"99\"}"));
        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(30000));
        QCOMPARE(serve.exitCode(), 0);
        server.terminate();
        server.waitForFinished(3000);

        // The same windows in the profile's history, read back by `clustergate history`.
        const cg::test::CliRun h =
            cli({QStringLiteral("history"), QStringLiteral("inference_requests{service=\"chat\"}"),
                 QStringLiteral("--since"), QStringLiteral("10m"), QStringLiteral("--format"),
                 QStringLiteral("json")});
        QVERIFY2(h.code == 0, h.all().constData());
        QVERIFY2(h.out.contains("\"service\"") && h.out.contains("\"cluster\""), h.out.constData());
        QVERIFY2(h.out.contains("\"max\":100") || h.out.contains("\"max\": 100"), h.out.constData());
        QCOMPARE(cli({QStringLiteral("inference"), QStringLiteral("remove"), QStringLiteral("chat")}).code,
                 0);
        QCOMPARE(cli({QStringLiteral("inference"), QStringLiteral("remove"), QStringLiteral("chat")}).code,
                 1);
    }
};

QTEST_GUILESS_MAIN(TestCliCostPrice)
#include "tst_cli_cost_price.moc"
