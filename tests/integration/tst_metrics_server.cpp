// SPDX-License-Identifier: GPL-3.0-or-later
// The /metrics server on loopback against the clients it must survive: one that never sends its request
// (dropped after the request timeout), one that sends an endless header (431, closed), garbage (400), a
// body (413), more connections than allowed (the extra ones closed) while a normal scrape still gets its
// answer; a bearer token (401 without it, 200 with it); TLS with a certificate made by the openssl tool;
// the policy that refuses any other address without TLS and a token; and the senders' bounds while their
// receiver is down (a port nothing listens on): queued up to the bound, the rest dropped and counted.
#include "export/alertmanager.h"
#include "export/metric_registry.h"
#include "export/metrics_server.h"
#include "export/remote_write.h"

#include "common/thread_owner.h"

#include <QProcess>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::exporting;

namespace {

// One whole exchange on a socket: what came back before the server closed it.
QByteArray exchange(QAbstractSocket &s, const QByteArray &request)
{
    if (!request.isEmpty()) {
        s.write(request);
        s.flush();
    }
    QByteArray got;
    QElapsedTimer t;
    t.start();
    while (s.state() != QAbstractSocket::UnconnectedState && t.elapsed() < 20000) {
        s.waitForReadyRead(200);
        got += s.readAll();
    }
    got += s.readAll();
    return got;
}

} // namespace

class TestMetricsServer : public QObject
{
    Q_OBJECT

    std::shared_ptr<MetricRegistry> m_registry = std::make_shared<MetricRegistry>();

    struct Running
    {
        ThreadOwner thread;
        MetricsServer *server = nullptr;
    };

    std::unique_ptr<Running> start(MetricsServerOptions o, QString *error)
    {
        auto r = std::make_unique<Running>();
        r->server = r->thread.start(QStringLiteral("metrics"), new MetricsServer(m_registry.get(), o));
        bool ok = false;
        QMetaObject::invokeMethod(
            r->server, [&] { ok = r->server->listen(error); }, Qt::BlockingQueuedConnection);
        if (!ok)
            return nullptr;
        return r;
    }

private slots:
    void initTestCase() { m_registry->set("DCGM_FI_DEV_GPU_UTIL", {{"gpu", "0"}}, 42, 1000); }

    void policyRefusesOtherAddressesWithoutTlsAndToken()
    {
        MetricsServerOptions o;
        o.address = QHostAddress(QStringLiteral("0.0.0.0"));
        Status st = MetricsServer::checkPolicy(o);
        QCOMPARE(st.code(), ErrorCode::Refused);
        QVERIFY2(st.error().contains(QLatin1String("TLS")), qPrintable(st.error()));
        o.tlsCertificateFile = QStringLiteral("c.pem");
        o.tlsKeyFile = QStringLiteral("k.pem");
        QCOMPARE(MetricsServer::checkPolicy(o).code(), ErrorCode::Refused); // still no token
        o.bearerToken = "t";
        QVERIFY(MetricsServer::checkPolicy(o).ok());
        QVERIFY(MetricsServer::checkPolicy(MetricsServerOptions{}).ok()); // loopback
        QCOMPARE(parseListen(QStringLiteral("127.0.0.1:9464"))->port, quint16(9464));
        QVERIFY(parseListen(QStringLiteral("[::1]:9464"))->address.isLoopback());
        QVERIFY(!parseListen(QStringLiteral("nohost:x")).ok());
        QVERIFY(!parseListen(QStringLiteral("example.org:9464")).ok());
    }

    void hostileClientsAreBounded()
    {
        MetricsServerOptions o;
        o.port = 0;
        o.maxConnections = 4;
        o.requestTimeoutMs = 500;
        QString error;
        auto r = start(o, &error);
        QVERIFY2(r, qPrintable(error));
        const quint16 port = r->server->port();

        // Silent: connected, never a byte; dropped after the request timeout.
        QTcpSocket silent;
        silent.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(silent.waitForConnected(5000));
        QTRY_COMPARE_WITH_TIMEOUT(silent.state(), QAbstractSocket::UnconnectedState, 15000);

        // An endless header: answered 431 once past the bound, and closed.
        QTcpSocket flood;
        flood.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(flood.waitForConnected(5000));
        const QByteArray reply = exchange(flood, "GET /metrics HTTP/1.1\r\nX: " + QByteArray(1 << 20, 'a'));
        QVERIFY2(reply.startsWith("HTTP/1.1 431 "), reply.left(100).constData());

        for (const auto &[request, status] : std::initializer_list<std::pair<QByteArray, QByteArray>>{
                 {"\x16\x03\x01garbage\r\n\r\n", "400"},
                 {"POST /metrics HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n0123456789", "413"},
                 {"DELETE /metrics HTTP/1.1\r\nHost: x\r\n\r\n", "405"},
                 {"GET /other HTTP/1.1\r\nHost: x\r\n\r\n", "404"}}) {
            QTcpSocket s;
            s.connectToHost(QHostAddress::LocalHost, port);
            QVERIFY(s.waitForConnected(5000));
            const QByteArray got = exchange(s, request);
            QVERIFY2(got.startsWith("HTTP/1.1 " + status + ' '), got.left(100).constData());
        }

        // More connections than allowed: the extra ones are closed at once; the held ones time out.
        std::vector<std::unique_ptr<QTcpSocket>> held;
        for (int i = 0; i < 8; ++i) {
            held.push_back(std::make_unique<QTcpSocket>());
            held.back()->connectToHost(QHostAddress::LocalHost, port);
            QVERIFY(held.back()->waitForConnected(5000));
        }
        QTRY_VERIFY_WITH_TIMEOUT(r->server->refused() >= 4, 15000);
        // Once they are gone, a normal scrape is answered in full.
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(held.begin(), held.end(),
                                             [](const auto &s) {
                                                 s->waitForReadyRead(10);
                                                 return s->state() == QAbstractSocket::UnconnectedState;
                                             }),
                                 15000);
        QTcpSocket scrape;
        scrape.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(scrape.waitForConnected(5000));
        const QByteArray body = exchange(scrape, "GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n");
        QVERIFY2(body.startsWith("HTTP/1.1 200 OK"), body.left(200).constData());
        QVERIFY(body.contains("text/plain; version=0.0.4"));
        QVERIFY(body.contains("DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} 42\n"));
    }

    void bearerTokenAndTls()
    {
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("cert.pem")),
                      key = dir.filePath(QStringLiteral("key.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                       QStringLiteral("ec_paramgen_curve:P-256"), QStringLiteral("-nodes"),
                       QStringLiteral("-keyout"), key, QStringLiteral("-out"), cert, QStringLiteral("-days"),
                       QStringLiteral("1"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1")});
        QVERIFY(openssl.waitForFinished(30000));
        QVERIFY2(openssl.exitCode() == 0, openssl.readAllStandardError().constData());

        MetricsServerOptions o;
        o.port = 0;
        o.tlsCertificateFile = cert;
        o.tlsKeyFile = key;
        o.bearerToken = "s3cret-token";
        QString error;
        auto r = start(o, &error);
        QVERIFY2(r, qPrintable(error));
        const auto tlsGet = [&](const QByteArray &auth) {
            QSslSocket s;
            s.setPeerVerifyMode(QSslSocket::VerifyNone);
            s.connectToHostEncrypted(QStringLiteral("127.0.0.1"), r->server->port());
            if (!s.waitForEncrypted(10000))
                return QByteArray("no TLS: ") + s.errorString().toUtf8();
            return exchange(s, "GET /metrics HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n");
        };
        QByteArray got = tlsGet({});
        QVERIFY2(got.startsWith("HTTP/1.1 401 "), got.left(100).constData());
        got = tlsGet("Authorization: Bearer wrong-token!\r\n");
        QVERIFY2(got.startsWith("HTTP/1.1 401 "), got.left(100).constData());
        got = tlsGet("Authorization: Bearer s3cret-token\r\n");
        QVERIFY2(got.startsWith("HTTP/1.1 200 OK"), got.left(100).constData());
        QVERIFY(got.contains("DCGM_FI_DEV_GPU_UTIL"));
        // Plain HTTP to the TLS port gets nothing readable.
        QTcpSocket plain;
        plain.connectToHost(QHostAddress::LocalHost, r->server->port());
        QVERIFY(plain.waitForConnected(5000));
        QVERIFY(
            !exchange(plain, "GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n").contains("DCGM_FI_DEV_GPU_UTIL"));
    }

    void sendersStayWithinBoundsWhileTheReceiverIsDown()
    {
        QTcpServer probe; // a loopback port nothing listens on once this is closed
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 dead = probe.serverPort();
        probe.close();

        MetricRegistry registry;
        RemoteWriteOptions o;
        o.url = QUrl(QStringLiteral("http://127.0.0.1:%1/api/v1/write").arg(dead));
        o.maxQueuedSamples = 50;
        o.maxSamplesPerSend = 10;
        o.maxBackoffMs = 200;
        RemoteWriter writer(&registry, o);
        QString problem;
        connect(&writer, &RemoteWriter::healthChanged, this, [&](const QString &p) { problem = p; });
        for (int round = 0; round < 5; ++round) {
            for (int i = 0; i < 30; ++i)
                registry.set("g", {{"i", QByteArray::number(i)}}, round, 1000 + round);
            writer.collect();
            QTest::qWait(50);
        }
        QTRY_VERIFY_WITH_TIMEOUT(writer.status().failures >= 1, 10000);
        const RemoteWriteStatus s = writer.status();
        QVERIFY2(s.pending <= 50, qPrintable(QString::number(s.pending)));
        QVERIFY(s.dropped >= 100 - 50); // 150 samples and more came, at most 50 are kept
        QCOMPARE(s.sent, quint64(0));
        QVERIFY(s.failing);
        QVERIFY(!problem.isEmpty());
        // The drops are reported in the registry too.
        QVERIFY(registry.render(2000).contains("clustergate_remote_write_samples_dropped_total "));

        AlertmanagerOptions ao;
        ao.url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(dead));
        ao.maxPending = 3;
        ao.maxBackoffMs = 200;
        AlertmanagerClient am(ao);
        am.start();
        for (int i = 0; i < 5; ++i) {
            planning::Alert a;
            a.kind = planning::AlertKind::GpuIdle;
            a.cluster = QStringLiteral("c");
            a.subject = QStringLiteral("n%1").arg(i);
            a.raised = QDateTime::currentDateTimeUtc();
            am.fire(a);
        }
        QTRY_VERIFY_WITH_TIMEOUT(am.status().failures >= 1, 10000);
        QCOMPARE(am.status().pending, 3);
        QCOMPARE(am.status().dropped, quint64(2));
        QVERIFY(am.status().failing);
    }
};

QTEST_GUILESS_MAIN(TestMetricsServer)
#include "tst_metrics_server.moc"
