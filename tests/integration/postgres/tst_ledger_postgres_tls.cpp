// SPDX-License-Identifier: GPL-3.0-or-later
// The team ledger server over the network: a real PostgreSQL 15 server on 127.0.0.1 with TLS (certificates
// made here by the openssl command line: a certificate authority, a server certificate for "localhost", a
// client certificate with an encrypted key) and one without TLS. Over TCP the console asks for verify-full
// unless the URL chooses otherwise: no plaintext fallback, no certificate from another authority, no
// certificate for another host name.
#include "ledger/pg_connection.h"

#include <QDir>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace cg;
using namespace cg::ledger;

class TstLedgerPostgresTls : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    quint16 m_tlsPort = 0, m_plainPort = 0;
    static constexpr const char *kKeyPassphrase = "carol-key-passphrase";

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static quint16 freePort()
    {
        QTcpServer s;
        return s.listen(QHostAddress::LocalHost, 0) ? s.serverPort() : 0;
    }

    bool run(const QString &program, const QStringList &args, const QProcessEnvironment &env = {})
    {
        QProcess p;
        if (!env.isEmpty())
            p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(program, args);
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            qWarning().noquote() << program << args.join(QLatin1Char(' ')) << "failed:" << p.readAll();
            return false;
        }
        return true;
    }

    bool openssl(const QStringList &args) { return run(QStringLiteral("openssl"), args); }

    // A key and a certificate signed by `ca` (or self-signed when `ca` is empty).
    bool certificate(const QString &name, const QString &subject, const QString &ca, const QString &san = {})
    {
        const QString key = path(name + QStringLiteral(".key")), crt = path(name + QStringLiteral(".crt"));
        if (!openssl({QStringLiteral("genpkey"), QStringLiteral("-algorithm"), QStringLiteral("EC"),
                      QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:P-256"),
                      QStringLiteral("-out"), key}))
            return false;
        if (ca.isEmpty())
            return openssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-new"),
                            QStringLiteral("-key"), key, QStringLiteral("-subj"), subject,
                            QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-addext"),
                            QStringLiteral("basicConstraints=critical,CA:TRUE"), QStringLiteral("-out"),
                            crt});
        const QString csr = path(name + QStringLiteral(".csr")), ext = path(name + QStringLiteral(".ext"));
        QFile f(ext);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(san.isEmpty()
                    ? QByteArray("basicConstraints=CA:FALSE\n")
                    : QByteArray("basicConstraints=CA:FALSE\nsubjectAltName=") + san.toUtf8() + '\n');
        f.close();
        return openssl({QStringLiteral("req"), QStringLiteral("-new"), QStringLiteral("-key"), key,
                        QStringLiteral("-subj"), subject, QStringLiteral("-out"), csr}) &&
               openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), csr,
                        QStringLiteral("-CA"), path(ca + QStringLiteral(".crt")), QStringLiteral("-CAkey"),
                        path(ca + QStringLiteral(".key")), QStringLiteral("-CAcreateserial"),
                        QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-extfile"), ext,
                        QStringLiteral("-out"), crt});
    }

    bool server(const QString &name, quint16 port, bool tls)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PG_TCP_PORT"), QString::number(port));
        if (tls)
            env.insert(QStringLiteral("PG_TLS_DIR"), path(QStringLiteral("server-tls")));
        return run(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {QStringLiteral("start"), path(name)}, env);
    }

    void stopServer(const QString &name)
    {
        run(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {QStringLiteral("stop"), path(name)});
    }

    // The superuser by trust on the server's unix socket, to make the roles.
    bool makeRoles(const QString &name, quint16 port)
    {
        PgConnection su;
        const Status st = su.open(
            QStringLiteral("postgresql://postgres@/postgres?host=%1&port=%2").arg(path(name)).arg(port));
        if (!st) {
            qWarning().noquote() << st.error();
            return false;
        }
        return bool(su.executeScript(QStringLiteral("CREATE ROLE alice LOGIN PASSWORD 'alice-pw'; "
                                                    "CREATE ROLE carol LOGIN")));
    }

    QString tlsUrl(const QString &host, const QString &extra = {}) const
    {
        return QStringLiteral("postgresql://alice@%1:%2/postgres?connect_timeout=10%3")
            .arg(host)
            .arg(m_tlsPort)
            .arg(extra);
    }
    QString ca() const { return QStringLiteral("&sslrootcert=") + path(QStringLiteral("ca.crt")); }

    static QString scalar(PgConnection &c, const char *sql)
    {
        auto rows = c.exec(sql);
        return rows && rows->size() == 1 ? rows->text(0, 0) : QStringLiteral("<query failed>");
    }

private slots:
    void initTestCase()
    {
        if (QProcess::execute(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {QStringLiteral("check")}) == 77)
            QSKIP("PostgreSQL 15 server binaries missing (postgresql-15)");
        QVERIFY(m_dir.isValid());
        qunsetenv("PGSSLMODE"); // a user's environment choice would replace the default under test
        // libpq's default trust anchor (~/.postgresql/root.crt) would change what "no CA named" means.
        QVERIFY2(!QFile::exists(QDir::homePath() + QStringLiteral("/.postgresql/root.crt")),
                 "~/.postgresql/root.crt exists: the default-CA case would test that file instead");
        QVERIFY(certificate(QStringLiteral("ca"), QStringLiteral("/CN=ClusterGate test ledger CA"), {}));
        QVERIFY(certificate(QStringLiteral("rogue"), QStringLiteral("/CN=Someone else's CA"), {}));
        QVERIFY(certificate(QStringLiteral("server"), QStringLiteral("/CN=localhost"), QStringLiteral("ca"),
                            QStringLiteral("DNS:localhost")));
        QVERIFY(certificate(QStringLiteral("carol"), QStringLiteral("/CN=carol"), QStringLiteral("ca")));
        // Carol's key as a user keeps it: encrypted, its passphrase in the keychain (here: given directly).
        QVERIFY(openssl({QStringLiteral("pkcs8"), QStringLiteral("-topk8"), QStringLiteral("-in"),
                         path(QStringLiteral("carol.key")), QStringLiteral("-out"),
                         path(QStringLiteral("carol.enc.key")), QStringLiteral("-passout"),
                         QStringLiteral("pass:") + QLatin1String(kKeyPassphrase)}));
        QFile::setPermissions(path(QStringLiteral("carol.enc.key")), QFile::ReadOwner | QFile::WriteOwner);
        QDir().mkpath(path(QStringLiteral("server-tls")));
        QVERIFY(
            QFile::copy(path(QStringLiteral("server.crt")), path(QStringLiteral("server-tls/server.crt"))));
        QVERIFY(
            QFile::copy(path(QStringLiteral("server.key")), path(QStringLiteral("server-tls/server.key"))));
        QVERIFY(QFile::copy(path(QStringLiteral("ca.crt")), path(QStringLiteral("server-tls/ca.crt"))));

        m_tlsPort = freePort();
        m_plainPort = freePort();
        QVERIFY(m_tlsPort && m_plainPort && m_tlsPort != m_plainPort);
        QVERIFY(server(QStringLiteral("pg-tls"), m_tlsPort, true));
        QVERIFY(server(QStringLiteral("pg-plain"), m_plainPort, false));
        QVERIFY(makeRoles(QStringLiteral("pg-tls"), m_tlsPort));
        QVERIFY(makeRoles(QStringLiteral("pg-plain"), m_plainPort));
    }

    void cleanupTestCase()
    {
        stopServer(QStringLiteral("pg-tls"));
        stopServer(QStringLiteral("pg-plain"));
    }

    // The certificate authority named in the URL, the host name in the certificate: a TLS session.
    void verifiedCertificateConnects()
    {
        PgConnection c;
        const Status st = c.open(tlsUrl(QStringLiteral("localhost"), ca()), "alice-pw");
        QVERIFY2(st, qPrintable(st ? QString() : st.error()));
        QCOMPARE(scalar(c, "SELECT ssl::text FROM pg_stat_ssl WHERE pid = pg_backend_pid()"),
                 QStringLiteral("true"));
        QCOMPARE(scalar(c, "SELECT current_user"), QStringLiteral("alice"));
    }

    // No sslmode and no certificate authority: libpq alone would connect ("prefer" takes any certificate);
    // the console refuses and says what to add.
    void noAuthorityNamedIsRefused()
    {
        PgConnection c;
        const Status st = c.open(tlsUrl(QStringLiteral("localhost")), "alice-pw");
        QVERIFY(!st);
        QVERIFY2(st.error().contains(QLatin1String("sslrootcert=FILE")), qPrintable(st.error()));
        QVERIFY(!c.isOpen());
        // The same URL with the user's explicit choice of a weaker mode is the user's to make.
        PgConnection weak;
        const Status chosen =
            weak.open(tlsUrl(QStringLiteral("localhost"), QStringLiteral("&sslmode=require")), "alice-pw");
        QVERIFY2(chosen, qPrintable(chosen ? QString() : chosen.error()));
    }

    void otherAuthorityIsRefused()
    {
        PgConnection c;
        const Status st = c.open(tlsUrl(QStringLiteral("localhost"),
                                        QStringLiteral("&sslrootcert=") + path(QStringLiteral("rogue.crt"))),
                                 "alice-pw");
        QVERIFY(!st);
        QVERIFY2(st.error().contains(QLatin1String("certificate verify failed")), qPrintable(st.error()));
    }

    // The certificate is for "localhost": the same server reached as 127.0.0.1 is not the host it names.
    void otherHostNameIsRefused()
    {
        PgConnection c;
        const Status st = c.open(tlsUrl(QStringLiteral("127.0.0.1"), ca()), "alice-pw");
        QVERIFY(!st);
        QVERIFY2(st.error().contains(QLatin1String("does not match host name")), qPrintable(st.error()));
    }

    // A server without TLS is never used in plaintext by default; sslmode=disable says so explicitly.
    void plaintextServerIsRefused()
    {
        const QString url =
            QStringLiteral("postgresql://alice@localhost:%1/postgres?connect_timeout=10").arg(m_plainPort);
        PgConnection c;
        const Status st = c.open(url + ca(), "alice-pw");
        QVERIFY(!st);
        QVERIFY2(st.error().contains(QLatin1String("does not support SSL")), qPrintable(st.error()));
        PgConnection plain;
        const Status chosen = plain.open(url + QStringLiteral("&sslmode=disable"), "alice-pw");
        QVERIFY2(chosen, qPrintable(chosen ? QString() : chosen.error()));
        QCOMPARE(scalar(plain, "SELECT ssl::text FROM pg_stat_ssl WHERE pid = pg_backend_pid()"),
                 QStringLiteral("false"));
    }

    // Carol logs in by certificate alone; her key is encrypted and its passphrase reaches libpq as
    // sslpassword (never in the URL).
    void clientCertificateWithEncryptedKey()
    {
        const QString url =
            QStringLiteral("postgresql://carol@localhost:%1/postgres?connect_timeout=10&sslcert=%2&sslkey=%3")
                .arg(m_tlsPort)
                .arg(path(QStringLiteral("carol.crt")), path(QStringLiteral("carol.enc.key"))) +
            ca();
        PgConnection c;
        const Status st = c.open(url, {}, kKeyPassphrase);
        QVERIFY2(st, qPrintable(st ? QString() : st.error()));
        QCOMPARE(scalar(c, "SELECT current_user"), QStringLiteral("carol"));
        QCOMPARE(scalar(c, "SELECT client_dn FROM pg_stat_ssl WHERE pid = pg_backend_pid()"),
                 QStringLiteral("/CN=carol"));

        PgConnection wrong;
        const Status refused = wrong.open(url, {}, "not-the-passphrase");
        QVERIFY(!refused);
        QVERIFY2(!refused.error().contains(QLatin1String("not-the-passphrase")), qPrintable(refused.error()));
    }
};

QTEST_GUILESS_MAIN(TstLedgerPostgresTls)
#include "tst_ledger_postgres_tls.moc"
