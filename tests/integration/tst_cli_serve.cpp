// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate serve` and `clustergate alerts` as processes: serve refuses a public /metrics without TLS and
// a token (status 3, saying what to do); on loopback it serves this machine's agent (the real agent with the
// stand-in NVML) under dcgm-exporter's names, and SIGTERM stops it cleanly (status 0). `alerts list` on a
// fresh profile is empty; acknowledging an unknown alert fails and says where the ids are.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

class TestCliServe : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        e.insert(QStringLiteral("HOME"), m_home.path());
        e.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        e.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR));
        e.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS")); // no keychain needed (and none asked)
        return e;
    }

    std::pair<int, QByteArray> run(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(env());
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(60000))
            return {-1, {}};
        return {p.exitCode(), p.readAll()};
    }

    static QByteArray get(quint16 port)
    {
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, port);
        if (!s.waitForConnected(5000))
            return {};
        s.write("GET /metrics HTTP/1.1\r\nHost: localhost\r\n\r\n");
        QByteArray got;
        while (s.waitForReadyRead(5000))
            got += s.readAll();
        return got;
    }

private slots:
    void publicAddressWithoutTlsIsRefused()
    {
        const auto [code, out] =
            run({QStringLiteral("serve"), QStringLiteral("--listen"), QStringLiteral("0.0.0.0:0"),
                 QStringLiteral("--jobs-every"), QStringLiteral("0")});
        QVERIFY2(code == 3, out.constData());
        QVERIFY2(out.contains("TLS") && out.contains("127.0.0.1"), out.constData());
    }

    void badOptionsAreUsageErrors()
    {
        QCOMPARE(run({QStringLiteral("serve"), QStringLiteral("--listen"), QStringLiteral("nowhere")}).first,
                 2);
        QCOMPARE(run({QStringLiteral("serve"), QStringLiteral("--remote-write"), QStringLiteral("ftp://x/")})
                     .first,
                 2);
        QCOMPARE(run({QStringLiteral("serve"), QStringLiteral("--cluster"), QStringLiteral("no-such-cluster"),
                      QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")})
                     .first,
                 2);
    }

    void servesThisMachineAndStopsOnSigterm()
    {
        QProcess serve;
        serve.setProcessEnvironment(env());
        serve.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                    {QStringLiteral("serve"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                     QStringLiteral("--jobs-every"), QStringLiteral("0"), QStringLiteral("--interval"),
                     QStringLiteral("200")});
        QVERIFY(serve.waitForStarted(10000));
        QByteArray out;
        quint16 port = 0;
        const QRegularExpression serving(QStringLiteral("serving http://127\\.0\\.0\\.1:(\\d+)/metrics"));
        QTRY_VERIFY_WITH_TIMEOUT(
            (out += serve.readAllStandardOutput(),
             port = quint16(serving.match(QString::fromUtf8(out)).captured(1).toUInt())) > 0,
            30000);
        QByteArray scrape;
        QTRY_VERIFY2_WITH_TIMEOUT((scrape = get(port)).contains("DCGM_FI_DEV_GPU_UTIL{gpu=\"1\""),
                                  scrape.left(300).constData(), 30000);
        QVERIFY(scrape.startsWith("HTTP/1.1 200 OK"));
        QVERIFY(scrape.contains("modelName=\"NVIDIA H200\""));
        QVERIFY(scrape.contains("cluster=\"local\""));
        ::kill(pid_t(serve.processId()), SIGTERM);
        QVERIFY(serve.waitForFinished(30000));
        out += serve.readAllStandardOutput();
        QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
        QVERIFY2(serve.exitCode() == 0, out.constData());
        QVERIFY2(out.contains("stopping"), out.constData());
        QVERIFY(get(port).isEmpty()); // nothing listens any more
    }

    void alertsOnAFreshProfile()
    {
        auto [code, out] = run({QStringLiteral("alerts"), QStringLiteral("list"), QStringLiteral("--format"),
                                QStringLiteral("json")});
        QVERIFY2(code == 0, out.constData());
        QVERIFY(QJsonDocument::fromJson(out).isArray());
        QCOMPARE(QJsonDocument::fromJson(out).array().size(), 0);
        std::tie(code, out) = run({QStringLiteral("alerts"), QStringLiteral("ack"), QStringLiteral("5")});
        QVERIFY2(code == 1, out.constData());
        QVERIFY2(out.contains("alerts list"), out.constData());
        QCOMPARE(run({QStringLiteral("alerts"), QStringLiteral("ack"), QStringLiteral("x")}).first, 2);
        QCOMPARE(run({QStringLiteral("alerts")}).first, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliServe)
#include "tst_cli_serve.moc"
