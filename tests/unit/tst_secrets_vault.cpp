// SPDX-License-Identifier: GPL-3.0-or-later
// The encrypted file vault on real files: round trips, a wrong master passphrase, a flipped byte in each
// region of the file, truncation, file mode, fresh salt and nonce per write, and no plaintext on disk.
#include "secrets/file_vault_backend.h"
#include "secrets/vault_codec.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace cg::secrets;

namespace {

// Cheap parameters keep the tests fast; the format and the code paths are the same as the default's.
const KdfParams kFast{10, 8, 1};
const QByteArray kPassphrase = "correct horse battery staple";
const QByteArray kSecret = QByteArray("s3cr3t-\x00-bytes-\xff\xfe-", 19) + "unmistakable-7f3a9c";

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

QDeadlineTimer soon()
{
    return QDeadlineTimer(10000);
}

} // namespace

class TestSecretsVault : public QObject
{
    Q_OBJECT

private slots:
    void codecRoundTrip()
    {
        QList<VaultEntry> in{
            {QStringLiteral("bastion-pw"), CredentialKind::Password, QStringLiteral("Bastion"), kSecret},
            {QStringLiteral("s3.token"), CredentialKind::ApiToken, QStringLiteral("对象存储"), "tok"},
            {QStringLiteral("signing"), CredentialKind::PrivateKey, QString(), QByteArray(32, '\x01')}};
        const auto file = VaultCodec::encode(in, kPassphrase, kFast);
        QVERIFY2(file.ok(), qPrintable(file.error()));
        QVERIFY(!file->contains(kSecret));
        QVERIFY(!file->contains("bastion-pw"));
        const auto out = VaultCodec::decode(file.value(), kPassphrase);
        QVERIFY2(out.ok(), qPrintable(out.error()));
        QCOMPARE(out->size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(out->at(i).id, in.at(i).id);
            QCOMPARE(out->at(i).kind, in.at(i).kind);
            QCOMPARE(out->at(i).label, in.at(i).label);
            QCOMPARE(out->at(i).secret, in.at(i).secret);
        }
        const auto empty = VaultCodec::encode({}, kPassphrase, kFast);
        QVERIFY(empty.ok());
        QVERIFY(VaultCodec::decode(empty.value(), kPassphrase).ok());
        QCOMPARE(VaultCodec::decode(empty.value(), kPassphrase)->size(), 0);
    }

    void readsTheDocumentedFormat()
    {
        // Written by tests/fixtures/vault/make_vault_files.py from the format's description alone.
        const QByteArray file = readAll(QStringLiteral(CLUSTERGATE_FIXTURES "/vault/v1-two-entries.cgv"));
        QCOMPARE(file.size(), 212);
        const auto out = VaultCodec::decode(file, "fixture passphrase");
        QVERIFY2(out.ok(), qPrintable(out.error()));
        QCOMPARE(out->size(), 2);
        QCOMPARE(out->at(0).id, QStringLiteral("bastion-pw"));
        QCOMPARE(out->at(0).kind, CredentialKind::Password);
        QCOMPARE(out->at(0).label, QStringLiteral("Bastion east"));
        QCOMPARE(out->at(0).secret, QByteArray("fixture-secret-\x00\xff", 17));
        QCOMPARE(out->at(1).id, QStringLiteral("s3.token"));
        QCOMPARE(out->at(1).kind, CredentialKind::ApiToken);
        QCOMPARE(out->at(1).label, QStringLiteral("对象存储"));
        QCOMPARE(out->at(1).secret, QByteArray("tok"));
        QCOMPARE(VaultCodec::decode(file, "fixture passphrasE").code(), SecretError::WrongPassphrase);
    }

    void wrongPassphraseIsRefused()
    {
        const auto file = VaultCodec::encode({{QStringLiteral("a"), CredentialKind::Password, {}, kSecret}},
                                             kPassphrase, kFast);
        QVERIFY(file.ok());
        const auto out = VaultCodec::decode(file.value(), "correct horse battery stapler");
        QVERIFY(!out.ok());
        QCOMPARE(out.code(), SecretError::WrongPassphrase);
        QVERIFY(!VaultCodec::decode(file.value(), QByteArray()).ok());
    }

    void tamperingIsDetected_data()
    {
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("says");
        // Offsets from the end are negative.
        QTest::newRow("magic") << 2 << QStringLiteral("not a ClusterGate vault");
        QTest::newRow("version") << 8 << QStringLiteral("format version");
        QTest::newRow("kdf parameters") << 10 << QStringLiteral("header is damaged or was altered");
        QTest::newRow("reserved") << 14 << QStringLiteral("header is damaged or was altered");
        QTest::newRow("salt") << 20 << QStringLiteral("header is damaged or was altered");
        QTest::newRow("nonce") << 40 << QStringLiteral("header is damaged or was altered");
        QTest::newRow("length") << 47 << QStringLiteral("header is damaged or was altered");
        QTest::newRow("verifier") << 60 << QStringLiteral("header is damaged or was altered");
        QTest::newRow("header checksum") << 100 << QStringLiteral("header is damaged or was altered");
        QTest::newRow("ciphertext first byte") << 112 << QStringLiteral("fail authentication");
        QTest::newRow("ciphertext middle") << 130 << QStringLiteral("fail authentication");
        QTest::newRow("tag first byte") << -16 << QStringLiteral("fail authentication");
        QTest::newRow("tag last byte") << -1 << QStringLiteral("fail authentication");
    }

    void tamperingIsDetected()
    {
        QFETCH(int, offset);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vault.cgv"));
        {
            FileVaultBackend vault(path, kPassphrase, kFast);
            QVERIFY(vault.write({QStringLiteral("bastion-pw"), CredentialKind::Password, {}}, kSecret, soon())
                        .ok());
            QVERIFY(vault.write({QStringLiteral("other"), CredentialKind::ApiToken, {}}, "x", soon()).ok());
        }
        QByteArray bytes = readAll(path);
        const int at = offset < 0 ? int(bytes.size()) + offset : offset;
        QVERIFY(at >= 0 && at < bytes.size());
        bytes[at] = char(bytes[at] ^ 0x20);
        writeAll(path, bytes);

        FileVaultBackend vault(path, kPassphrase, kFast);
        const auto read = vault.read(QStringLiteral("bastion-pw"), soon());
        QVERIFY(!read.ok());
        QCOMPARE(read.code(), SecretError::VaultDamaged);
        QVERIFY2(read.error().contains(says), qPrintable(read.error()));
        QVERIFY2(read.error().contains(path), qPrintable(read.error()));
        // A damaged vault is never rewritten around the damage.
        QVERIFY(!vault.write({QStringLiteral("new"), CredentialKind::Password, {}}, "y", soon()).ok());
        QCOMPARE(readAll(path), bytes);
    }

    void truncationIsDetected_data()
    {
        QTest::addColumn<int>("keep");
        QTest::newRow("empty") << 0;
        QTest::newRow("half the magic") << 4;
        QTest::newRow("inside the header") << 50;
        QTest::newRow("header only") << 112;
        QTest::newRow("without the tag") << -16;
        QTest::newRow("one byte short") << -1;
    }

    void truncationIsDetected()
    {
        QFETCH(int, keep);
        const auto file = VaultCodec::encode({{QStringLiteral("a"), CredentialKind::Password, {}, kSecret}},
                                             kPassphrase, kFast);
        QVERIFY(file.ok());
        const QByteArray cut = file->left(keep < 0 ? file->size() + keep : keep);
        const auto out = VaultCodec::decode(cut, kPassphrase);
        QVERIFY(!out.ok());
        QCOMPARE(out.code(), SecretError::VaultDamaged);
        if (keep >= 8)
            QVERIFY2(out.error().contains(QLatin1String("truncated")), qPrintable(out.error()));
        // Appended bytes are refused too.
        QCOMPARE(VaultCodec::decode(file.value() + "x", kPassphrase).code(), SecretError::VaultDamaged);
    }

    void hugeKdfParametersAreRefusedBeforeDeriving()
    {
        // A crafted header with a valid checksum that asks for 2^22 * 8 * 128 bytes (4 GiB).
        auto file = VaultCodec::encode({}, kPassphrase, kFast);
        QVERIFY(file.ok());
        QByteArray bytes = file.value();
        bytes[10] = char(22);
        bytes.replace(80, 32, QCryptographicHash::hash(bytes.left(80), QCryptographicHash::Sha256));
        QElapsedTimer t;
        t.start();
        const auto out = VaultCodec::decode(bytes, kPassphrase);
        QCOMPARE(out.code(), SecretError::VaultDamaged);
        QVERIFY(out.error().contains(QLatin1String("key-derivation parameters")));
        QVERIFY(t.elapsed() < 1000);
    }

    void backendRoundTripModeAndFreshNonce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/vault.cgv"));
        FileVaultBackend vault(path, kPassphrase, kFast);
        QVERIFY(vault.check(soon()).available);
        QCOMPARE(vault.read(QStringLiteral("bastion-pw"), soon()).code(), SecretError::NotFound);
        const SecretStatus w =
            vault.write({QStringLiteral("bastion-pw"), CredentialKind::Password, {}}, kSecret, soon());
        QVERIFY2(w.ok(), qPrintable(w.error()));
        struct stat st
        {
        };
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
        const QByteArray first = readAll(path);
        QVERIFY(!first.contains(kSecret));
        QVERIFY(!first.contains(kSecret.toBase64()));

        const auto read = vault.read(QStringLiteral("bastion-pw"), soon());
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(read.value(), kSecret);

        // Rewriting the same content gives a new salt, nonce and ciphertext.
        QVERIFY(
            vault.write({QStringLiteral("bastion-pw"), CredentialKind::Password, {}}, kSecret, soon()).ok());
        const QByteArray second = readAll(path);
        QVERIFY(first.mid(16, 16) != second.mid(16, 16));
        QVERIFY(first.mid(32, 12) != second.mid(32, 12));
        QVERIFY(first.mid(112) != second.mid(112));

        // Another process (a new backend) with the same passphrase reads it; nothing else is left behind.
        FileVaultBackend again(path, kPassphrase, kFast);
        QCOMPARE(again.read(QStringLiteral("bastion-pw"), soon()).value(), kSecret);
        QCOMPARE(QDir(dir.filePath(QStringLiteral("sub"))).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("vault.cgv")});

        QVERIFY(again.remove(QStringLiteral("bastion-pw"), soon()).ok());
        QCOMPARE(again.remove(QStringLiteral("bastion-pw"), soon()).code(), SecretError::NotFound);
        QCOMPARE(vault.read(QStringLiteral("bastion-pw"), soon()).code(), SecretError::NotFound);
    }

    void backendRefusesWrongPassphraseWithoutChangingTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vault.cgv"));
        FileVaultBackend vault(path, kPassphrase, kFast);
        QVERIFY(vault.write({QStringLiteral("a"), CredentialKind::Password, {}}, kSecret, soon()).ok());
        const QByteArray before = readAll(path);
        FileVaultBackend wrong(path, "not the passphrase", kFast);
        const auto read = wrong.read(QStringLiteral("a"), soon());
        QCOMPARE(read.code(), SecretError::WrongPassphrase);
        QVERIFY(read.error().contains(QLatin1String("Wrong master passphrase")));
        QCOMPARE(wrong.write({QStringLiteral("b"), CredentialKind::Password, {}}, "x", soon()).code(),
                 SecretError::WrongPassphrase);
        QCOMPARE(wrong.remove(QStringLiteral("a"), soon()).code(), SecretError::WrongPassphrase);
        const BackendStatus st = wrong.check(soon());
        QVERIFY(!st.available);
        QCOMPARE(st.code, SecretError::WrongPassphrase);
        QCOMPARE(readAll(path), before);
    }

    void newVaultNeedsALongEnoughPassphrase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vault.cgv"));
        FileVaultBackend vault(path, "short", kFast);
        const SecretStatus st =
            vault.write({QStringLiteral("a"), CredentialKind::Password, {}}, kSecret, soon());
        QCOMPARE(st.code(), SecretError::InvalidArgument);
        QVERIFY(!QFile::exists(path));
    }

    void defaultParametersAreAcceptedAndStrong()
    {
        const KdfParams def;
        QVERIFY(VaultCodec::acceptable(def));
        QVERIFY((1u << def.log2N) * 128u * def.r >= 64u * 1024 * 1024); // at least 64 MiB of scrypt memory
        QVERIFY(!VaultCodec::acceptable(KdfParams{9, 8, 1}));
        QVERIFY(!VaultCodec::acceptable(KdfParams{20, 8, 1}));
        QVERIFY(!VaultCodec::acceptable(KdfParams{17, 8, 5}));
    }
};

QTEST_GUILESS_MAIN(TestSecretsVault)
#include "tst_secrets_vault.moc"
