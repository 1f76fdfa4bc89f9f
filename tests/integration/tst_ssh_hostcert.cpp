// SPDX-License-Identifier: GPL-3.0-or-later
// Host certificates and key exchange against real OpenSSH servers in the netlab: a node whose host key
// is certified by a lab CA (`ssh-keygen -s CA -h -n principals`) is reached under strict checking with
// only the CA in known_hosts, as the real `ssh` reaches it; certificates for another principal, expired
// or from a revoked CA are refused, as `ssh` refuses them; a server that offers only a SHA-1 key
// exchange is refused with a clear message unless the cluster allows legacy key exchange.
#include "netlab/netlab.h"
#include "ssh/known_hosts.h"
#include "ssh/ssh_engine.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

using namespace cg::ssh;

class TestSshHostCert : public QObject
{
    Q_OBJECT

private:
    cg::test::NetLab m_lab;

    Endpoint endpoint(const QString &host, quint16 port, const QString &label) const
    {
        Endpoint e;
        e.host = host;
        e.port = port;
        e.user = QStringLiteral("root");
        e.label = label;
        e.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        return e;
    }

    SessionOptions options(const Endpoint &e, int hop, const QString &knownHosts) const
    {
        SessionOptions o;
        o.endpoint = e;
        o.hop = hop;
        o.knownHostsFile = knownHosts;
        o.useAgent = false;
        o.timeoutMs = 15000;
        o.policy = HostKeyPolicy::Strict;
        return o;
    }

    QByteArray caLine(const QByteArray &patterns) const
    {
        QFile f(m_lab.value("HOST_CA_PUB"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QList<QByteArray> parts = f.readAll().trimmed().split(' ');
        return "@cert-authority " + patterns + ' ' + parts.value(0) + ' ' + parts.value(1) + '\n';
    }

    // The bastion's keys as recorded in the lab, and `more`: nothing on record for the node itself.
    QString knownHosts(const QString &name, const QByteArray &more) const
    {
        QFile in(m_lab.file(QStringLiteral("known_hosts")));
        if (!in.open(QIODevice::ReadOnly))
            return {};
        QByteArray text;
        for (const QByteArray &line : in.readAll().split('\n')) {
            if (line.startsWith(m_lab.value("BASTION1").toUtf8() + ' '))
                text += line + '\n';
        }
        text += more;
        const QString path = m_lab.file(name);
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(text) != text.size())
            return {};
        return path;
    }

    struct Outcome
    {
        bool ok = false;
        QString error;
        QString output;
        QString fingerprint;
    };

    // Through bastion1 to the node's address on `port`; runs `hostname` there.
    Outcome reach(quint16 port, const QString &knownHostsFile, bool legacyKex = false)
    {
        Engine engine;
        SessionOptions b1 =
            options(endpoint(m_lab.value("BASTION1"), 22, QStringLiteral("bastion1")), 1, knownHostsFile);
        Session *bastion = engine.connect(b1);
        SessionOptions n =
            options(endpoint(m_lab.value("NODE"), port, QStringLiteral("node")), 2, knownHostsFile);
        n.allowLegacyKex = legacyKex;
        Session *node = engine.connect(n, bastion);
        QByteArray out;
        Exec *e = engine.exec(
            node, "hostname",
            ExecCallbacks{[&](const char *p, std::size_t len) { out.append(p, qsizetype(len)); }, nullptr});
        e->closeStdin();
        engine.runUntil([e] { return e->isFinished(); }, 30000);
        Outcome o;
        o.ok = e->error().ok() && e->exitStatus() == 0;
        o.error = e->error().ok() ? node->error().describe() : e->error().describe();
        o.output = QString::fromUtf8(out).trimmed();
        o.fingerprint = node->hostKeyFingerprint();
        engine.release(e);
        return o;
    }

    // The real OpenSSH client on the same route with the same known_hosts: the reference verdict.
    bool openSshReaches(quint16 port, const QString &knownHostsFile, const QStringList &extra = {}) const
    {
        const QString config = m_lab.file(QStringLiteral("hostcert_ssh_config"));
        QFile f(config);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        f.write(QStringLiteral("Host *\n  User root\n  IdentityFile %1\n  IdentitiesOnly yes\n"
                               "  UserKnownHostsFile %2\n  GlobalKnownHostsFile /dev/null\n"
                               "  StrictHostKeyChecking yes\n  BatchMode yes\n  ConnectTimeout 10\n")
                    .arg(m_lab.file(QStringLiteral("id_ed25519")), knownHostsFile)
                    .toUtf8());
        f.close();
        QProcess p;
        p.start(QStringLiteral("ssh"),
                QStringList{QStringLiteral("-F"), config, QStringLiteral("-J"), m_lab.value("BASTION1"),
                            QStringLiteral("-p"), QString::number(port)} +
                    extra + QStringList{m_lab.value("NODE"), QStringLiteral("true")});
        p.waitForFinished(30000);
        return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    quint16 port(const char *key) const { return quint16(m_lab.value(key).toUInt()); }

private slots:
    void initTestCase()
    {
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("SSH host certificate tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
        QVERIFY(!m_lab.value("CERT_PORT").isEmpty());
    }

    void cleanupTestCase() { m_lab.down(); }

    void certifiedNodeReachedWithOnlyTheCa_data()
    {
        QTest::addColumn<QByteArray>("patterns");
        QTest::newRow("[host]:port") << QByteArray("[198.18.4.2]:2224");
        QTest::newRow("wildcard") << QByteArray("[198.18.4.*]:*");
        QTest::newRow("among other patterns") << QByteArray("gpu-*.example.net,[198.18.4.2]:2224,!other");
    }

    void certifiedNodeReachedWithOnlyTheCa()
    {
        QFETCH(QByteArray, patterns);
        const QString kh = knownHosts(QStringLiteral("kh_ca"), caLine(patterns));
        const Outcome o = reach(port("CERT_PORT"), kh);
        QVERIFY2(o.ok, qPrintable(o.error));
        QCOMPARE(o.output, QStringLiteral("cg-certnode"));
        // The fingerprint shown is the certified key's, as `ssh-keygen -lf` prints it for the .pub.
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-lf"), m_lab.file(QStringLiteral("certnode/host_ed25519.pub"))});
        QVERIFY(keygen.waitForFinished(10000));
        QVERIFY2(QString::fromUtf8(keygen.readAllStandardOutput()).contains(o.fingerprint),
                 qPrintable(o.fingerprint));
        QVERIFY(openSshReaches(port("CERT_PORT"), kh));
    }

    void refusedAsOpenSshRefuses_data()
    {
        QTest::addColumn<QByteArray>("knownHostsTail");
        QTest::addColumn<QString>("portKey");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no CA on record: the certified key is unknown")
            << QByteArray() << QStringLiteral("CERT_PORT") << QStringLiteral("is unknown");
        QTest::newRow("CA listed for other hosts only")
            << caLine("*.example.net,[198.18.4.3]:2224") << QStringLiteral("CERT_PORT")
            << QStringLiteral("is unknown");
        QTest::newRow("CA listed, but the name is excluded")
            << caLine("[198.18.4.*]:*,![198.18.4.2]:2224") << QStringLiteral("CERT_PORT")
            << QStringLiteral("is unknown");
        QTest::newRow("certificate for another principal")
            << caLine("[198.18.4.2]:*") << QStringLiteral("CERT_OTHER_PRINCIPAL_PORT")
            << QStringLiteral("198.18.4.2 is not among its principals (other.example)");
        QTest::newRow("expired certificate")
            << caLine("[198.18.4.2]:*") << QStringLiteral("CERT_EXPIRED_PORT")
            << QStringLiteral("it expired");
    }

    void refusedAsOpenSshRefuses()
    {
        QFETCH(QByteArray, knownHostsTail);
        QFETCH(QString, portKey);
        QFETCH(QString, reason);
        const QString kh = knownHosts(QStringLiteral("kh_refused"), knownHostsTail);
        const Outcome o = reach(port(portKey.toLatin1().constData()), kh);
        QVERIFY2(!o.ok, qPrintable(o.output));
        QVERIFY2(o.error.contains(reason), qPrintable(o.error));
        QVERIFY(!openSshReaches(port(portKey.toLatin1().constData()), kh));
    }

    void revokedCaRefused()
    {
        QByteArray revoked = caLine("[198.18.4.2]:2224");
        revoked += revoked.mid(0).replace("@cert-authority", "@revoked");
        const QString kh = knownHosts(QStringLiteral("kh_revoked"), revoked);
        const Outcome o = reach(port("CERT_PORT"), kh);
        QVERIFY(!o.ok);
        QVERIFY2(o.error.contains(QStringLiteral("its CA")) && o.error.contains(QStringLiteral("@revoked")),
                 qPrintable(o.error));
        QVERIFY(!openSshReaches(port("CERT_PORT"), kh));
        // A revocation for another host leaves this one alone.
        QByteArray elsewhere = caLine("[198.18.4.2]:2224");
        elsewhere += caLine("old-node.example").replace("@cert-authority", "@revoked");
        const QString kh2 = knownHosts(QStringLiteral("kh_revoked_elsewhere"), elsewhere);
        const Outcome o2 = reach(port("CERT_PORT"), kh2);
        QVERIFY2(o2.ok, qPrintable(o2.error));
        QVERIFY(openSshReaches(port("CERT_PORT"), kh2));
    }

    void sha1KeyExchangeNeedsTheClusterSetting()
    {
        // The lab's known_hosts has the node's key under its bare address only: for another port,
        // OpenSSH accepts the identical key recorded there, and so does ClusterGate.
        const QString kh = m_lab.file(QStringLiteral("known_hosts"));
        const Outcome refused = reach(port("SHA1_KEX_PORT"), kh);
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.contains(QStringLiteral("no key exchange method")) &&
                     refused.error.contains(QStringLiteral("allows legacy key exchange")),
                 qPrintable(refused.error));
        QVERIFY(!openSshReaches(port("SHA1_KEX_PORT"), kh)); // OpenSSH 9.2 refuses it by default too

        const Outcome allowed = reach(port("SHA1_KEX_PORT"), kh, true);
        QVERIFY2(allowed.ok, qPrintable(allowed.error));
        QCOMPARE(allowed.output, QStringLiteral("cg-sha1kex"));
        QVERIFY(openSshReaches(
            port("SHA1_KEX_PORT"), kh,
            {QStringLiteral("-o"), QStringLiteral("KexAlgorithms=+diffie-hellman-group14-sha1")}));
    }

    void modernServersStillNegotiate()
    {
        // The default list still reaches the lab's ordinary OpenSSH 9.2 servers.
        const Outcome o = reach(22, m_lab.file(QStringLiteral("known_hosts")));
        QVERIFY2(o.ok, qPrintable(o.error));
        QCOMPARE(o.output, QStringLiteral("cg-node"));
    }
};

QTEST_GUILESS_MAIN(TestSshHostCert)
#include "tst_ssh_hostcert.moc"
