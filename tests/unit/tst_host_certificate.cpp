// SPDX-License-Identifier: GPL-3.0-or-later
// OpenSSH host certificates made by the real `ssh-keygen -s CA -h` (Ed25519, ECDSA and RSA CAs): parsed,
// their CA signature verified with OpenSSL, and judged against @cert-authority / @revoked lines as ssh
// judges them; tampered, truncated, user, expired and not-yet-valid certificates refused.
#include "ssh/host_certificate.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ssh;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// "type base64 comment" of a .pub file as a blob.
QByteArray blobOf(const QString &pubFile)
{
    const QList<QByteArray> fields = readFile(pubFile).trimmed().split(' ');
    return QByteArray::fromBase64(fields.value(1));
}

HostKey keyOf(const QString &pubFile)
{
    const QList<QByteArray> fields = readFile(pubFile).trimmed().split(' ');
    return HostKey{QString::fromLatin1(fields.value(0)), QByteArray::fromBase64(fields.value(1))};
}

} // namespace

class TestHostCertificate : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    bool keygen(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral("ssh-keygen"), args);
        return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // A host key `name` certified by CA `ca` with the given ssh-keygen options; returns the cert blob.
    QByteArray certify(const QString &ca, const QString &name, const QStringList &options)
    {
        if (!QFile::exists(path(name)) &&
            !keygen({QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                     QStringLiteral("-N"), QString(), QStringLiteral("-f"), path(name)}))
            return {};
        QFile::remove(path(name + QStringLiteral("-cert.pub")));
        if (!keygen(QStringList{QStringLiteral("-q"), QStringLiteral("-s"), path(ca), QStringLiteral("-I"),
                                name} +
                    options + QStringList{path(name + QStringLiteral(".pub"))}))
            return {};
        return blobOf(path(name + QStringLiteral("-cert.pub")));
    }

    KnownHosts knownHosts(const QByteArray &text) { return KnownHosts::parse(text, QStringLiteral("kh")); }

    QByteArray caLine(const QString &ca, const QByteArray &patterns, const char *marker = "@cert-authority")
    {
        const QList<QByteArray> f = readFile(path(ca + QStringLiteral(".pub"))).trimmed().split(' ');
        return QByteArray(marker) + ' ' + patterns + ' ' + f.value(0) + ' ' + f.value(1) + '\n';
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
            QSKIP("ssh-keygen (openssh-client) is not installed: no certificates to test with");
        QVERIFY(m_dir.isValid());
        for (const auto &[name, type] : {std::pair{"ca_ed25519", "ed25519"}, std::pair{"ca_ecdsa", "ecdsa"},
                                         std::pair{"ca_rsa", "rsa"}, std::pair{"ca_other", "ed25519"}})
            QVERIFY(keygen({QStringLiteral("-q"), QStringLiteral("-t"), QString::fromLatin1(type),
                            QStringLiteral("-N"), QString(), QStringLiteral("-f"),
                            path(QString::fromLatin1(name))}));
    }

    void parsesWhatSshKeygenWrites()
    {
        const QByteArray blob = certify(
            QStringLiteral("ca_ed25519"), QStringLiteral("host1"),
            {QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("gpu-01,*.lab"), QStringLiteral("-V"),
             QStringLiteral("20200101:20991231"), QStringLiteral("-z"), QStringLiteral("42")});
        QVERIFY(!blob.isEmpty());
        const auto cert = HostCertificate::parse(blob);
        QVERIFY2(cert.ok(), qPrintable(cert.error()));
        QCOMPARE(cert->algorithm, QStringLiteral("ssh-ed25519-cert-v01@openssh.com"));
        QCOMPARE(cert->type, HostCertificate::kHostCertificate);
        QCOMPARE(cert->serial, quint64(42));
        QCOMPARE(cert->keyId, QStringLiteral("host1"));
        QCOMPARE(cert->principals, (QStringList{QStringLiteral("gpu-01"), QStringLiteral("*.lab")}));
        QCOMPARE(cert->key, keyOf(path(QStringLiteral("host1.pub"))));
        QCOMPARE(cert->signatureKey, keyOf(path(QStringLiteral("ca_ed25519.pub"))));
        QCOMPARE(QDateTime::fromSecsSinceEpoch(qint64(cert->validAfter), Qt::UTC).date(), QDate(2020, 1, 1));
        QVERIFY(cert->verifySignature().ok());
    }

    void signaturesOfEveryCaType_data()
    {
        QTest::addColumn<QString>("ca");
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("Ed25519 CA") << QStringLiteral("ca_ed25519") << QStringList{};
        QTest::newRow("ECDSA P-256 CA") << QStringLiteral("ca_ecdsa") << QStringList{};
        QTest::newRow("RSA CA, rsa-sha2-512") << QStringLiteral("ca_rsa") << QStringList{};
        QTest::newRow("RSA CA, rsa-sha2-256")
            << QStringLiteral("ca_rsa") << QStringList{QStringLiteral("-t"), QStringLiteral("rsa-sha2-256")};
    }

    void signaturesOfEveryCaType()
    {
        QFETCH(QString, ca);
        QFETCH(QStringList, extra);
        const QByteArray blob = certify(
            ca, QStringLiteral("host2"),
            QStringList{QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("gpu-01")} + extra);
        QVERIFY(!blob.isEmpty());
        const auto cert = HostCertificate::parse(blob);
        QVERIFY2(cert.ok(), qPrintable(cert.error()));
        const Status st = cert->verifySignature();
        QVERIFY2(st.ok(), qPrintable(st.error()));
        const CertificateCheck c =
            checkHostCertificate(knownHosts(caLine(ca, "gpu-0?")), QStringLiteral("gpu-01"), 22, cert.value(),
                                 QDateTime::currentDateTimeUtc());
        QCOMPARE(int(c.verdict), int(CertificateCheck::Verdict::Trusted));
        QCOMPARE(c.line, 1);

        // Any flipped byte of what the CA signed breaks the signature.
        for (const qsizetype at : {qsizetype(60), blob.size() / 2, cert->signedPart.size() - 1}) {
            QByteArray tampered = blob;
            tampered[at] = char(tampered[at] ^ 0x01);
            const auto t = HostCertificate::parse(tampered);
            if (t.ok())
                QVERIFY2(!t->verifySignature().ok(), qPrintable(QString::number(at)));
        }
    }

    void judgedAsSshJudges()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QByteArray blob =
            certify(QStringLiteral("ca_ed25519"), QStringLiteral("host3"),
                    {QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("gpu-01,10.0.0.5")});
        const HostCertificate cert = HostCertificate::parse(blob).value();
        using V = CertificateCheck::Verdict;
        const auto verdict = [&](const QByteArray &kh, const QString &host, quint16 port) {
            return checkHostCertificate(knownHosts(kh), host, port, cert, now);
        };
        const QByteArray ca = caLine(QStringLiteral("ca_ed25519"), "*");
        QCOMPARE(int(verdict(ca, QStringLiteral("gpu-01"), 22).verdict), int(V::Trusted));
        QCOMPARE(int(verdict(ca, QStringLiteral("GPU-01"), 22).verdict), int(V::Trusted));
        QCOMPARE(int(verdict(ca, QStringLiteral("10.0.0.5"), 2222).verdict), int(V::Trusted));
        const CertificateCheck other = verdict(ca, QStringLiteral("gpu-02"), 22);
        QCOMPARE(int(other.verdict), int(V::Invalid));
        QVERIFY2(other.reason.contains(QStringLiteral("not among its principals")), qPrintable(other.reason));
        // The CA line must name the host as it is looked up: [host]:port for another port.
        QCOMPARE(int(verdict(caLine(QStringLiteral("ca_ed25519"), "gpu-01"), QStringLiteral("gpu-01"), 2222)
                         .verdict),
                 int(V::NoAuthority));
        QCOMPARE(
            int(verdict(caLine(QStringLiteral("ca_ed25519"), "[gpu-01]:2222"), QStringLiteral("gpu-01"), 2222)
                    .verdict),
            int(V::Trusted));
        QCOMPARE(int(verdict(caLine(QStringLiteral("ca_ed25519"), "*,!gpu-01"), QStringLiteral("gpu-01"), 22)
                         .verdict),
                 int(V::NoAuthority));
        QCOMPARE(int(verdict(caLine(QStringLiteral("ca_other"), "*"), QStringLiteral("gpu-01"), 22).verdict),
                 int(V::NoAuthority));
        // A host key line with the CA's key is not a @cert-authority line.
        QByteArray plain = caLine(QStringLiteral("ca_ed25519"), "gpu-01");
        plain.replace("@cert-authority ", "");
        QCOMPARE(int(verdict(plain, QStringLiteral("gpu-01"), 22).verdict), int(V::NoAuthority));
        // @revoked: the CA or the certified key, for the hosts the line names.
        QCOMPARE(int(verdict(ca + caLine(QStringLiteral("ca_ed25519"), "gpu-01", "@revoked"),
                             QStringLiteral("gpu-01"), 22)
                         .verdict),
                 int(V::Revoked));
        QCOMPARE(int(verdict(ca + caLine(QStringLiteral("ca_ed25519"), "gpu-02", "@revoked"),
                             QStringLiteral("gpu-01"), 22)
                         .verdict),
                 int(V::Trusted));
        QCOMPARE(
            int(verdict(ca + caLine(QStringLiteral("host3"), "*", "@revoked"), QStringLiteral("gpu-01"), 22)
                    .verdict),
            int(V::Revoked));
    }

    void invalidCertificatesRefused_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("reason");
        QTest::newRow("user certificate") << QStringList{QStringLiteral("-n"), QStringLiteral("gpu-01")}
                                          << QStringLiteral("not a host certificate");
        QTest::newRow("expired") << QStringList{QStringLiteral("-h"), QStringLiteral("-n"),
                                                QStringLiteral("gpu-01"), QStringLiteral("-V"),
                                                QStringLiteral("20200101:20200102")}
                                 << QStringLiteral("expired");
        QTest::newRow("not yet valid")
            << QStringList{QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("gpu-01"),
                           QStringLiteral("-V"), QStringLiteral("20900101:20910101")}
            << QStringLiteral("not valid yet");
        QTest::newRow("no principals")
            << QStringList{QStringLiteral("-h")} << QStringLiteral("names no principals");
        QTest::newRow("wildcard principal not matching")
            << QStringList{QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("gpu-1?")}
            << QStringLiteral("not among its principals");
    }

    void invalidCertificatesRefused()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, reason);
        const QByteArray blob = certify(QStringLiteral("ca_ed25519"), QStringLiteral("host4"), options);
        QVERIFY(!blob.isEmpty());
        const auto cert = HostCertificate::parse(blob);
        QVERIFY2(cert.ok(), qPrintable(cert.error()));
        const CertificateCheck c =
            checkHostCertificate(knownHosts(caLine(QStringLiteral("ca_ed25519"), "*")),
                                 QStringLiteral("gpu-01"), 22, cert.value(), QDateTime::currentDateTimeUtc());
        QCOMPARE(int(c.verdict), int(CertificateCheck::Verdict::Invalid));
        QVERIFY2(c.reason.contains(reason), qPrintable(c.reason));
    }

    void truncatedAndGarbageBlobsAreErrors()
    {
        const QByteArray blob =
            certify(QStringLiteral("ca_ed25519"), QStringLiteral("host5"),
                    {QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("gpu-01")});
        QVERIFY(HostCertificate::parse(blob).ok());
        for (qsizetype n = 0; n < blob.size(); n += 7)
            QVERIFY(!HostCertificate::parse(blob.left(n)).ok());
        QVERIFY(!HostCertificate::parse(blob + "x").ok());
        QVERIFY(!HostCertificate::parse(blobOf(path(QStringLiteral("host5.pub")))).ok()); // a plain key
        QByteArray huge = blob;
        huge[36] = char(0x7f); // the nonce length, far past the end
        QVERIFY(!HostCertificate::parse(huge).ok());
    }
};

QTEST_GUILESS_MAIN(TestHostCertificate)
#include "tst_host_certificate.moc"
