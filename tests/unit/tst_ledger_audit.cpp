// SPDX-License-Identifier: GPL-3.0-or-later
// The audit log on a real SQLite file: the hash chain, append-only triggers and the connection's
// authorizer, signed checkpoints (checked against the Go sumdb/note known answer), the SSH audit sink across
// threads, secrets kept out of events, and the officer's key read from a credential store.
#include "ledger/audit_log.h"
#include "ledger/audit_log_sink.h"
#include "ledger/canonical.h"
#include "ledger/credential_signer.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/signed_note.h"
#include "ledger/sqlite_ledger_store.h"
#include "secrets/credential_ops.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/file_vault_backend.h"
#include "storage/database.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

namespace {

// golang.org/x/mod/sumdb/note's example: the seed behind PRIVATE+KEY+PeterNeumann+c74f20a3+AYEK...
const char kPeterSeedB64[] = "AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz";
const char kPeterVkey[] = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const char kPeterText[] = "If you think cryptography is the answer to your problem,\n"
                          "then you don't know what your problem is.\n";
const char kPeterSig[] =
    "x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=";

struct Fixture
{
    QTemporaryDir dir;
    Database db;
    std::unique_ptr<SqliteLedgerStore> store;
    std::unique_ptr<Ledger> ledger;

    bool open()
    {
        if (!db.open(dir.filePath(QStringLiteral("clustergate.sqlite"))))
            return false;
        store = std::make_unique<SqliteLedgerStore>(db);
        ledger = std::make_unique<Ledger>(*store);
        return true;
    }
};

} // namespace

class TestLedgerAudit : public QObject
{
    Q_OBJECT

private slots:
    void signedNoteMatchesTheGoKnownAnswer()
    {
        const QByteArray blob = QByteArray::fromBase64(kPeterSeedB64);
        QCOMPARE(blob.size(), 33);
        QCOMPARE(blob.at(0), char(1));
        const auto signer = KeySigner::fromSeed(blob.mid(1));
        QVERIFY(signer.ok());
        const auto vk = VerifierKey::parse(QString::fromLatin1(kPeterVkey));
        QVERIFY(vk.has_value());
        QCOMPARE(vk->publicKey, signer.value()->publicKey());
        QCOMPARE(VerifierKey::make(QStringLiteral("PeterNeumann"), vk->publicKey).text(),
                 QString::fromLatin1(kPeterVkey));

        const auto note = SignedNotes::sign(kPeterText, QStringLiteral("PeterNeumann"), *signer.value());
        QVERIFY(note.ok());
        const QByteArray expected =
            QByteArray(kPeterText) + "\n\xe2\x80\x94 PeterNeumann " + kPeterSig + "\n";
        QCOMPARE(note.value(), expected);
        const auto parsed = SignedNotes::parse(expected);
        QVERIFY(parsed.ok());
        QVERIFY(parsed->verifiedBy(vk.value()));

        // Any change to text or signature is refused.
        QByteArray edited = expected;
        edited[5] = 'X';
        const auto bad = SignedNotes::parse(edited);
        QVERIFY(bad.ok());
        QVERIFY(!bad->verifiedBy(vk.value()));
        QVERIFY(!VerifierKey::parse(
            QString::fromLatin1(kPeterVkey).replace(QStringLiteral("c74f"), QStringLiteral("c74e"))));

        // Base64 may hold '+': a key whose encoding does still reads back.
        int withPlus = 0;
        for (char seed = 1; seed < 60; ++seed) {
            const auto k = KeySigner::fromSeed(QByteArray(32, seed));
            const QString text = VerifierKey::make(QStringLiteral("olga"), k.value()->publicKey()).text();
            const auto back = VerifierKey::parse(text);
            QVERIFY2(back.has_value(), qPrintable(text));
            QCOMPARE(back->publicKey, k.value()->publicKey());
            withPlus += text.count(QLatin1Char('+')) > 2 ? 1 : 0;
        }
        QVERIFY(withPlus > 0);
    }

    void privateKeyFormats()
    {
        // PEM PKCS#8 from openssl and an unencrypted OpenSSH key from ssh-keygen give the same kind of
        // signer.
        QTemporaryDir dir;
        const QString pem = dir.filePath(QStringLiteral("k.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"), {QStringLiteral("genpkey"), QStringLiteral("-algorithm"),
                                                  QStringLiteral("ed25519"), QStringLiteral("-out"), pem});
        QVERIFY(openssl.waitForFinished(20000));
        QCOMPARE(openssl.exitCode(), 0);
        QFile f(pem);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto fromPem = KeySigner::fromKeyData(f.readAll());
        QVERIFY2(fromPem.ok(), qPrintable(fromPem.error()));
        const auto sig = fromPem.value()->sign("message");
        QVERIFY(sig.ok());
        QVERIFY(ed25519Verify(fromPem.value()->publicKey(), "message", sig.value()));
        QVERIFY(!ed25519Verify(fromPem.value()->publicKey(), "messagf", sig.value()));

        const QString ssh = dir.filePath(QStringLiteral("id_ed25519"));
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), QString(), QStringLiteral("-f"), ssh});
        if (keygen.waitForFinished(20000) && keygen.exitCode() == 0) {
            QFile k(ssh);
            QVERIFY(k.open(QIODevice::ReadOnly));
            const auto fromSsh = KeySigner::fromKeyData(k.readAll());
            QVERIFY2(fromSsh.ok(), qPrintable(fromSsh.error()));
            QFile pub(ssh + QStringLiteral(".pub"));
            QVERIFY(pub.open(QIODevice::ReadOnly));
            const QByteArray blob = QByteArray::fromBase64(pub.readAll().split(' ').value(1));
            QCOMPARE(blob.right(32), fromSsh.value()->publicKey());
        }
        QVERIFY(!KeySigner::fromKeyData("not a key").ok());
    }

    void chainAppendsVerifiesAndNamesTheBrokenRow()
    {
        Fixture fx;
        QVERIFY(fx.open());
        AuditLog &log = fx.ledger->audit();
        QList<AuditEvent> events;
        for (int i = 0; i < 50; ++i)
            events << AuditEvent{QStringLiteral("alice"),
                                 QStringLiteral("test.event"),
                                 QStringLiteral("n:%1").arg(i),
                                 {{QStringLiteral("i"), i}},
                                 {}};
        const auto last = log.appendBatch(events);
        QVERIFY2(last.ok(), qPrintable(last.error()));
        QCOMPARE(last.value(), 50);
        ChainReport r = log.verify();
        QVERIFY2(r.intact, qPrintable(r.summary()));
        QCOMPARE(r.rows, 50);

        // The first row's hash, recomputed by hand from the documented formula.
        const auto rows = log.rows(AuditQuery{1, 1, {}, {}, {}, 1, false});
        QVERIFY(rows.ok());
        const AuditRow &first = rows->first();
        QByteArray input(32, '\0');
        for (const QByteArray &field :
             {QByteArray("1"), first.recordedAt.toUtf8(), first.actor.toUtf8(), first.action.toUtf8(),
              first.subject.toUtf8(), first.details.toUtf8()})
            appendField(input, field);
        QCOMPARE(first.hash, sha256(input));
        QCOMPARE(first.details, QStringLiteral("{\"i\":0}"));
    }

    void triggersAndAuthorizerKeepTheLogAppendOnly()
    {
        Fixture fx;
        QVERIFY(fx.open());
        QVERIFY(
            fx.ledger->audit().append(AuditEvent{QStringLiteral("a"), QStringLiteral("x"), {}, {}, {}}).ok());
        auto key = KeySigner::generate();
        QVERIFY(fx.ledger->registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, key->publicKey(),
                                           QStringLiteral("a")));
        QVERIFY(fx.ledger->checkpoint(*key).ok());
        const Status update = fx.db.execute("UPDATE audit_log SET actor = 'mallory'");
        QVERIFY(!update.ok());
        QVERIFY2(update.error().contains(QStringLiteral("append-only")), qPrintable(update.error()));
        QVERIFY(!fx.db.execute("DELETE FROM audit_log").ok());
        QVERIFY(
            !fx.db.execute("INSERT INTO audit_log VALUES(7, 't', 'a', 'b', 'c', '{}', x'00', x'00')").ok());
        for (const char *sql :
             {"DROP TRIGGER audit_log_no_update", "DROP TRIGGER audit_log_no_delete", "DROP TABLE audit_log",
              "ALTER TABLE audit_log RENAME TO old_log",
              "CREATE TRIGGER swallow BEFORE INSERT ON audit_log BEGIN SELECT RAISE(IGNORE); END",
              "CREATE TEMP TRIGGER swallow2 BEFORE INSERT ON main.audit_log BEGIN SELECT RAISE(IGNORE); END",
              "DROP TRIGGER ledger_approvals_no_delete", "PRAGMA writable_schema = 1",
              "DELETE FROM ledger_officer_keys", "DELETE FROM audit_checkpoints"}) {
            const Status st = fx.db.execute(sql);
            QVERIFY2(!st.ok(), sql);
        }
        QVERIFY(fx.ledger->audit().verify().intact);
        // Ordinary tables stay ordinary.
        QVERIFY(fx.db.execute("CREATE TABLE scratch(x)").ok());
        QVERIFY(fx.db.execute("DROP TABLE scratch").ok());
    }

    void checkpointsAreSignedNotesAndCatchARewrite()
    {
        Fixture fx;
        QVERIFY(fx.open());
        auto officer = KeySigner::generate();
        QVERIFY(fx.ledger->registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, officer->publicKey(),
                                           QStringLiteral("admin")));
        for (int i = 0; i < 20; ++i)
            QVERIFY(fx.ledger->audit()
                        .append(AuditEvent{QStringLiteral("bob"), QStringLiteral("e"), {}, {}, {}})
                        .ok());
        const auto note = fx.ledger->checkpoint(*officer);
        QVERIFY2(note.ok(), qPrintable(note.error()));
        const auto cp = SignedNotes::parseCheckpoint(note.value());
        QVERIFY(cp.ok());
        QVERIFY(cp->origin.startsWith(QStringLiteral("clustergate.audit/")));
        QCOMPARE(cp->treeSize, 21); // the registration and 20 events
        QVERIFY(cp->note.verifiedBy(VerifierKey::make(QStringLiteral("olga"), officer->publicKey())));
        QVERIFY(note->contains("\n\n\xe2\x80\x94 olga "));
        ChainReport r = fx.ledger->audit().verify();
        QVERIFY2(r.intact, qPrintable(r.summary()));
        QCOMPARE(r.checkpointsMatched, 1);

        // A checkpoint from someone the ledger does not know is refused.
        auto stranger = KeySigner::generate();
        const auto forged = SignedNotes::sign(SignedNotes::checkpointText(cp->origin, 5, QByteArray(32, 'x')),
                                              QStringLiteral("olga"), *stranger);
        QVERIFY(forged.ok());
        VerifyOptions o;
        o.extraCheckpoints << forged.value();
        r = fx.ledger->audit().verify(o);
        QVERIFY(!r.intact);
        QVERIFY2(r.problem.contains(QStringLiteral("tree size 5")), qPrintable(r.problem));
        // A checkpoint beyond the rows: rows were removed.
        const auto ahead = SignedNotes::sign(SignedNotes::checkpointText(cp->origin, 99, QByteArray(32, 'x')),
                                             QStringLiteral("olga"), *officer);
        o.extraCheckpoints = {ahead.value()};
        r = fx.ledger->audit().verify(o);
        QVERIFY(!r.intact);
        QCOMPARE(r.firstBrokenSeq, 23); // 21 rows + the checkpoint's own event: row 23 on are missing
    }

    void secretsNeverEnterTheLog()
    {
        Fixture fx;
        QVERIFY(fx.open());
        for (const char *key : {"password", "Passphrase", "private_key", "api_token", "otp", "secret"}) {
            const auto r = fx.ledger->audit().append(AuditEvent{QStringLiteral("a"),
                                                                QStringLiteral("credential.set"),
                                                                {},
                                                                {{QLatin1String(key), QStringLiteral("x")}},
                                                                {}});
            QVERIFY2(!r.ok(), key);
            QVERIFY(r.error().contains(QLatin1String(key)));
        }
        const auto nested = fx.ledger->audit().append(
            AuditEvent{QStringLiteral("a"),
                       QStringLiteral("x"),
                       {},
                       {{QStringLiteral("o"), QJsonObject{{QStringLiteral("token"), 1}}}},
                       {}});
        QVERIFY(!nested.ok());
        QCOMPARE(fx.ledger->audit().head()->size, 0);
    }

    void redactsSecretLookingCommandValues_data()
    {
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("recorded");
        QTest::newRow("plain") << QByteArray("nvidia-smi -q") << QStringLiteral("nvidia-smi -q");
        QTest::newRow("env") << QByteArray("DB_PASSWORD=hunter2 ./run")
                             << QStringLiteral("DB_PASSWORD=*** ./run");
        QTest::newRow("option") << QByteArray("mysql --password hunter2 -h db")
                                << QStringLiteral("mysql --password *** -h db");
        QTest::newRow("token=") << QByteArray("curl -H x --api-key=abc123")
                                << QStringLiteral("curl -H x --api-key=***");
        QTest::newRow("quoted") << QByteArray("export HF_TOKEN='hf_abc def'")
                                << QStringLiteral("export HF_TOKEN=***");
        QTest::newRow("sshpass") << QByteArray("sshpass -p s3cret ssh n")
                                 << QStringLiteral("sshpass -p *** ssh n");
    }

    void redactsSecretLookingCommandValues()
    {
        QFETCH(QByteArray, command);
        QFETCH(QString, recorded);
        QCOMPARE(AuditLogSink::redactCommand(command), recorded);
    }

    void sinkTakesRecordsFromOtherThreads()
    {
        Fixture fx;
        QVERIFY(fx.open());
        AuditLogSink sink(fx.ledger->audit(), QStringLiteral("ops"));
        constexpr int kThreads = 4, kEach = 250;
        QList<QThread *> threads;
        for (int t = 0; t < kThreads; ++t) {
            threads << QThread::create([&sink, t] {
                for (int i = 0; i < kEach; ++i)
                    sink.remoteCommand(cg::ssh::RemoteCommandRecord{QStringLiteral("gpu-%1").arg(t),
                                                                    QStringLiteral("ops"),
                                                                    QByteArray("echo ") +
                                                                        QByteArray::number(i) + " PASSWORD=x",
                                                                    1000 + i,
                                                                    2000 + i,
                                                                    0,
                                                                    {}});
            });
            threads.last()->start();
        }
        for (QThread *th : threads) {
            QVERIFY(th->wait(20000));
            delete th;
        }
        QTRY_COMPARE_WITH_TIMEOUT(fx.ledger->audit().head()->size, qint64(kThreads * kEach), 20000);
        QCOMPARE(sink.failures(), 0);
        const ChainReport r = fx.ledger->audit().verify();
        QVERIFY(r.intact);
        const auto rows =
            fx.ledger->audit().rows(AuditQuery{1, -1, QStringLiteral("PASSWORD=x"), {}, {}, -1, false});
        QVERIFY(rows.ok());
        QCOMPARE(rows->size(), 0); // masked everywhere
        const auto one = fx.ledger->audit().rows(AuditQuery{1, 1, {}, {}, {}, 1, false});
        QCOMPARE(one->first().action, QStringLiteral("ssh.command"));
        QVERIFY(one->first().subject.startsWith(QStringLiteral("ssh:ops@gpu-")));
        QVERIFY(one->first().details.contains(QStringLiteral("PASSWORD=***")));
    }

    void signerComesFromTheCredentialStore()
    {
        Fixture fx;
        QVERIFY(fx.open());
        auto key = KeySigner::generate();
        QByteArray pem = "-----BEGIN PRIVATE KEY-----\n" +
                         (QByteArray::fromHex("302e020100300506032b657004220420") + key->seed()).toBase64() +
                         "\n-----END PRIVATE KEY-----\n";
        auto backend = std::make_unique<secrets::FileVaultBackend>(
            fx.dir.filePath(QStringLiteral("vault.cgv")), QByteArray("vault pass"),
            secrets::KdfParams{10, 8, 1});
        secrets::CredentialStore store(std::move(backend));
        secrets::CredentialRegistry registry(fx.db);
        secrets::CredentialMeta meta;
        meta.id = QStringLiteral("officer-key");
        meta.kind = secrets::CredentialKind::PrivateKey;
        QVERIFY(
            secrets::CredentialOps::save(store, registry, meta, pem, QDateTime::currentDateTimeUtc()).ok());
        const auto signer = CredentialSigner::load(store, QStringLiteral("officer-key"), &registry);
        QVERIFY2(signer.ok(), qPrintable(signer.error()));
        QCOMPARE(signer.value()->publicKey(), key->publicKey());
        const auto missing = CredentialSigner::load(store, QStringLiteral("nobody"), &registry);
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().contains(QStringLiteral("secrets set nobody --kind private-key")));
    }
};

QTEST_GUILESS_MAIN(TestLedgerAudit)
#include "tst_ledger_audit.moc"
