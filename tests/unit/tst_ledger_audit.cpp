// SPDX-License-Identifier: GPL-3.0-or-later
// The audit log on a real SQLite file: the hash chain, append-only triggers and the connection's
// authorizer, signed checkpoints (checked against the Go sumdb/note known answer), the SSH audit sink across
// threads, secrets kept out of events, and the officer's key read from a credential store. The Merkle tree
// against RFC 6962's published roots, and every inclusion and consistency proof of trees up to 64 leaves.
#include "ledger/audit_log.h"
#include "ledger/audit_log_sink.h"
#include "ledger/audit_proofs.h"
#include "ledger/audit_tree.h"
#include "ledger/canonical.h"
#include "ledger/credential_signer.h"
#include "ledger/details_json.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/merkle.h"
#include "ledger/signed_note.h"
#include "ledger/sqlite_ledger_store.h"
#include "secrets/credential_ops.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/file_vault_backend.h"
#include "storage/database.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <cstring>
#include <functional>
#include <limits>

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

    // The roots published with RFC 6962's reference implementation (certificate-transparency,
    // merkle_tree_test.cc) for its eight test leaves.
    void merkleRootsMatchTheReferenceVectors()
    {
        const char *leaves[] = {"",
                                "00",
                                "10",
                                "2021",
                                "3031",
                                "40414243",
                                "5051525354555657",
                                "606162636465666768696a6b6c6d6e6f"};
        const char *roots[] = {"6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
                               "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
                               "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
                               "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
                               "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
                               "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
                               "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
                               "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328"};
        MerkleAccumulator acc;
        QCOMPARE(toHex(acc.root()),
                 QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        std::vector<Hash32> hashes;
        for (int i = 0; i < 8; ++i) {
            const QByteArray h = merkleLeafHash(QByteArray::fromHex(leaves[i]));
            acc.addLeafHash(h.constData());
            Hash32 x;
            std::memcpy(x.data(), h.constData(), kHashSize);
            hashes.push_back(x);
            QCOMPARE(toHex(acc.root()), QLatin1String(roots[i]));
            QCOMPARE(toHex(merkleRoot(hashes, 0, i + 1)), QLatin1String(roots[i]));
        }
    }

    void everyProofOfSmallTreesVerifiesAndNoAlteredOne()
    {
        std::vector<Hash32> leaves;
        for (int i = 0; i < 64; ++i) {
            const QByteArray h = merkleLeafHash(QByteArray::number(i));
            Hash32 x;
            std::memcpy(x.data(), h.constData(), kHashSize);
            leaves.push_back(x);
        }
        const auto leaf = [&](qint64 i) { return QByteArray(leaves[std::size_t(i)].data(), kHashSize); };
        int checked = 0;
        for (qint64 n = 1; n <= 64; ++n) {
            const QByteArray root = merkleRoot(leaves, 0, n);
            for (qint64 m = 0; m < n; ++m) {
                const QList<QByteArray> path = inclusionProof(leaves, m, n);
                QVERIFY2(verifyInclusion(m, n, leaf(m), path, root),
                         qPrintable(QStringLiteral("%1 of %2").arg(m).arg(n)));
                QVERIFY(!verifyInclusion(m, n, leaf((m + 1) % 64), path, root));
                if (!path.isEmpty()) {
                    QList<QByteArray> bad = path;
                    bad.last()[0] = char(bad.last()[0] ^ 1);
                    QVERIFY(!verifyInclusion(m, n, leaf(m), bad, root));
                    QVERIFY(!verifyInclusion(m, n, leaf(m), path.mid(1), root));
                }
                ++checked;
            }
            for (qint64 m = 1; m <= n; ++m) {
                const QByteArray old = merkleRoot(leaves, 0, m);
                const QList<QByteArray> path = consistencyProof(leaves, m, n);
                QVERIFY2(verifyConsistency(m, n, old, root, path),
                         qPrintable(QStringLiteral("%1 to %2").arg(m).arg(n)));
                if (m < n) {
                    QVERIFY(!verifyConsistency(m, n, merkleRoot(leaves, 1, m + 1), root, path));
                    QList<QByteArray> bad = path;
                    bad.first()[5] = char(bad.first()[5] ^ 0x40);
                    QVERIFY(!verifyConsistency(m, n, old, root, bad));
                }
                ++checked;
            }
        }
        qInfo("%d proofs checked", checked);
    }

    // Checkpoints carry the tree's root; inclusion and consistency proofs from a real log verify offline
    // against the signer's key and fail for another's.
    void proofsFromTheLog()
    {
        Fixture fx;
        QVERIFY(fx.open());
        auto adam = KeySigner::generate();
        QVERIFY(fx.ledger->found(QStringLiteral("adam"), *adam));
        for (int i = 0; i < 37; ++i)
            QVERIFY(fx.ledger->audit()
                        .append(AuditEvent{
                            QStringLiteral("bob"), QStringLiteral("e"), QString::number(i), {}, {}})
                        .ok());
        const auto first = SignedNotes::parseCheckpoint(fx.ledger->checkpoint(*adam).value());
        QVERIFY(first.ok());
        QVERIFY(!first->merkleRoot.isEmpty());
        for (int i = 0; i < 26; ++i)
            QVERIFY(fx.ledger->audit()
                        .append(AuditEvent{
                            QStringLiteral("bob"), QStringLiteral("f"), QString::number(i), {}, {}})
                        .ok());
        const auto second = SignedNotes::parseCheckpoint(fx.ledger->checkpoint(*adam).value());
        QVERIFY(second.ok());
        QCOMPARE(second->treeSize, 38 + 1 + 26);
        QVERIFY2(fx.ledger->audit().verify().intact, "the roots match the rows");
        TrustAnchors trusted;
        trusted.keys << VerifierKey::make(QStringLiteral("adam"), adam->publicKey());
        TrustAnchors other;
        other.keys << VerifierKey::make(QStringLiteral("adam"), KeySigner::generate()->publicKey());
        for (qint64 seq : {qint64(1), qint64(20), qint64(38), qint64(39), qint64(65)}) {
            const auto p = AuditProofs::prove(*fx.store, seq, second.value());
            QVERIFY2(p.ok(), qPrintable(p.error()));
            const auto back = InclusionProof::fromJson(p->toJson());
            QVERIFY(back.ok());
            QVERIFY2(AuditProofs::verify(back.value(), trusted).exitCode() == 0,
                     qPrintable(AuditProofs::verify(back.value(), trusted).summary()));
            QCOMPARE(AuditProofs::verify(back.value(), {}).exitCode(), 3);
            QCOMPARE(AuditProofs::verify(back.value(), other).exitCode(), 1);
            InclusionProof changed = back.value();
            changed.entry.actor = QStringLiteral("eve");
            QCOMPARE(AuditProofs::verify(changed, trusted).exitCode(), 1);
        }
        const auto c = AuditProofs::consistency(*fx.store, first.value(), second.value());
        QVERIFY2(c.ok(), qPrintable(c.error()));
        QCOMPARE(AuditProofs::verify(ConsistencyProof::fromJson(c->toJson()).value(), trusted).exitCode(), 0);
        ConsistencyProof swapped = c.value();
        std::swap(swapped.oldCheckpoint, swapped.newCheckpoint);
        QCOMPARE(AuditProofs::verify(swapped, trusted).exitCode(), 1);
        QVERIFY(!AuditProofs::consistency(*fx.store, second.value(), first.value()).ok());
    }

    // Proofs come from the stored tree (audit_tree.h): the same paths as from every leaf, for every entry
    // and every older size; the stored nodes are the roots of their leaves, also when two writers append in
    // turn; a stored tree that is missing or altered is rebuilt from the rows, and a rewritten row is
    // refused.
    void proofsComeFromTheStoredTree()
    {
        Fixture fx;
        QVERIFY(fx.open());
        auto adam = KeySigner::generate();
        QVERIFY(fx.ledger->found(QStringLiteral("adam"), *adam));
        AuditLog other(*fx.store); // a second console on the same file
        int n = 0;
        for (int batch : {1, 7, 64, 1, 100, 3, 129, 2, 40}) {
            QList<AuditEvent> events;
            for (int i = 0; i < batch; ++i, ++n)
                events << AuditEvent{QStringLiteral("bob"),
                                     QStringLiteral("e"),
                                     QString::number(n),
                                     {{QStringLiteral("i"), n}},
                                     {}};
            QVERIFY((n % 2 ? other : fx.ledger->audit()).appendBatch(events).ok());
        }
        const auto cp = SignedNotes::parseCheckpoint(fx.ledger->checkpoint(*adam).value());
        QVERIFY(cp.ok());
        const auto leaves = AuditProofs::leaves(*fx.store, cp.value());
        QVERIFY2(leaves.ok(), qPrintable(leaves.error()));
        const qint64 size = cp->treeSize;
        for (int level = kStoredTreeLevel; (qint64(1) << level) <= size; ++level) {
            for (qint64 i = 0; (i + 1) << level <= size; ++i) {
                const auto node = fx.store->treeNode(level, i);
                QVERIFY(node.ok() && node->has_value());
                QCOMPARE(QByteArray(node->value().data(), kHashSize),
                         merkleRoot(leaves.value(), i << level, (i + 1) << level));
            }
        }
        for (qint64 seq = 1; seq <= size; ++seq) {
            const auto p = AuditProofs::prove(*fx.store, seq, cp.value());
            QVERIFY2(p.ok(), qPrintable(p.error()));
            QCOMPARE(p->path, inclusionProof(leaves.value(), seq - 1, size));
        }
        AuditTree tree(*fx.store);
        for (qint64 old = 1; old <= size; old += 13) {
            bool missing = false;
            const auto c = tree.consistency(old, size, &missing);
            QVERIFY2(c.ok(), qPrintable(c.error()));
            QCOMPARE(c.value(), consistencyProof(leaves.value(), old, size));
        }

        const QString path = fx.dir.filePath(QStringLiteral("clustergate.sqlite"));
        const auto sql = [&](const QString &statements) {
            QProcess sqlite;
            sqlite.start(QStringLiteral("sqlite3"), {path, statements});
            return sqlite.waitForFinished(30000) && sqlite.exitCode() == 0;
        };
        TrustAnchors trusted;
        trusted.keys << VerifierKey::make(QStringLiteral("adam"), adam->publicKey());
        for (const char *damage : {"DELETE FROM audit_tree",
                                   "UPDATE audit_tree SET hash = zeroblob(32) WHERE level = 6 AND idx = 1",
                                   "DELETE FROM audit_tree WHERE level = 8"}) {
            QVERIFY(sql(QString::fromLatin1(damage)));
            const auto p = AuditProofs::prove(*fx.store, 100, cp.value());
            QVERIFY2(p.ok(), qPrintable(p.error()));
            QCOMPARE(p->path, inclusionProof(leaves.value(), 99, size));
            QCOMPARE(AuditProofs::verify(p.value(), trusted).exitCode(), 0);
        }
        // A log from before the stored tree: the first append of a console that opens it makes the tree.
        QVERIFY(sql(QStringLiteral("DELETE FROM audit_tree")));
        AuditLog reopened(*fx.store);
        QVERIFY(reopened.append(AuditEvent{QStringLiteral("bob"), QStringLiteral("late"), {}, {}, {}}));
        QVERIFY(fx.store->treeNode(8, 0).value().has_value());

        QVERIFY(sql(QStringLiteral("DROP TRIGGER audit_log_no_update; "
                                   "UPDATE audit_log SET actor = 'eve' WHERE seq = 70;")));
        const auto forged = AuditProofs::prove(*fx.store, 70, cp.value());
        QVERIFY(!forged.ok());
        QVERIFY2(forged.error().contains(QLatin1String("do not have the checkpoint's root")),
                 qPrintable(forged.error()));
        QVERIFY(AuditProofs::prove(*fx.store, 3, cp.value()).ok() == false);
    }

    // verify() walks the chain on one thread or reads and hashes apart: the same verdict, row and words
    // for an intact log and for each way of breaking one, across the batches the second way hands over.
    void bothWalksGiveTheSameVerdict()
    {
        Fixture fx;
        QVERIFY(fx.open());
        auto adam = KeySigner::generate();
        QVERIFY(fx.ledger->found(QStringLiteral("adam"), *adam));
        QList<AuditEvent> events;
        for (int i = 0; i < 20000; ++i)
            events << AuditEvent{QStringLiteral("bob"),
                                 QStringLiteral("e"),
                                 QString::number(i),
                                 {{QStringLiteral("i"), i}},
                                 {}};
        QVERIFY(fx.ledger->audit().appendBatch(events).ok());
        QVERIFY(fx.ledger->checkpoint(*adam).ok());
        const QString path = fx.dir.filePath(QStringLiteral("clustergate.sqlite"));
        const QStringList damages{
            QString(),
            QStringLiteral(
                "DROP TRIGGER audit_log_no_update; UPDATE audit_log SET actor = 'eve' WHERE seq = 9000;"),
            QStringLiteral("DROP TRIGGER audit_log_no_update; UPDATE audit_log SET prev_hash = x'00' WHERE "
                           "seq = 16500;"),
            QStringLiteral("DROP TRIGGER audit_log_no_update; UPDATE audit_log SET hash = zeroblob(32) WHERE "
                           "seq = 8192;"),
            QStringLiteral("DROP TRIGGER audit_log_no_delete; DELETE FROM audit_log WHERE seq = 12000;"),
            QStringLiteral("DROP TRIGGER audit_log_no_delete; DELETE FROM audit_log WHERE seq > 19990;")};
        int n = 0;
        for (const QString &damage : damages) {
            const QString copy = fx.dir.filePath(QStringLiteral("copy-%1.sqlite").arg(n++));
            QProcess sqlite;
            sqlite.start(QStringLiteral("sqlite3"), {path, QStringLiteral("VACUUM INTO '%1';").arg(copy)});
            QVERIFY(sqlite.waitForFinished(30000) && sqlite.exitCode() == 0);
            if (!damage.isEmpty()) {
                sqlite.start(QStringLiteral("sqlite3"), {copy, damage});
                QVERIFY(sqlite.waitForFinished(30000) && sqlite.exitCode() == 0);
            }
            Database db;
            QVERIFY(db.open(copy).ok());
            SqliteLedgerStore store(db);
            AuditLog log(store);
            VerifyOptions one, two;
            one.threads = 1;
            two.threads = 2;
            const ChainReport a = log.verify(one), b = log.verify(two);
            QCOMPARE(a.threads, 1);
            QCOMPARE(b.threads, 2);
            QCOMPARE(a.intact, damage.isEmpty());
            QCOMPARE(b.intact, a.intact);
            QCOMPARE(b.firstBrokenSeq, a.firstBrokenSeq);
            QCOMPARE(b.problem, a.problem);
            QCOMPARE(b.rows, a.rows);
            QCOMPARE(b.head, a.head);
            QCOMPARE(b.checkpointsMatched, a.checkpointsMatched);
            QCOMPARE(b.summary(), a.summary());
        }
    }

    // The time every row records: the same text QDateTime::toString gives, for any instant.
    void isoTimeIsQtsText()
    {
        QCOMPARE(isoTimeUtf8(QDateTime()), QByteArray());
        QRandomGenerator rng(17);
        const qint64 lo = QDateTime(QDate(1, 1, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
        const qint64 hi = QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC).toMSecsSinceEpoch();
        QList<QDateTime> times{QDateTime(QDate(1970, 1, 1), QTime(0, 0), Qt::UTC),
                               QDateTime(QDate(1969, 12, 31), QTime(23, 59, 59, 999), Qt::UTC),
                               QDateTime(QDate(2000, 2, 29), QTime(12, 0, 0, 5), Qt::UTC),
                               QDateTime(QDate(2026, 5, 9), QTime(7, 35, 25, 123), Qt::LocalTime),
                               QDateTime(QDate(1, 1, 1), QTime(0, 0), Qt::UTC),
                               QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC),
                               QDateTime(QDate(10000, 1, 1), QTime(0, 0), Qt::UTC),
                               QDateTime(QDate(-5, 3, 1), QTime(1, 2), Qt::UTC)};
        for (int i = 0; i < 20000; ++i)
            times << QDateTime::fromMSecsSinceEpoch(lo + qint64(rng.bounded(double(hi - lo))), Qt::UTC);
        for (const QDateTime &t : times)
            QCOMPARE(isoTime(t), t.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ")));
    }

    // The details every row stores and hashes: byte for byte what QJsonDocument::toJson(Compact) writes,
    // for any object (controls, non-ASCII, surrogate pairs and lone surrogates, integers at the limits,
    // doubles, nesting), and the same secret-looking key found as before.
    void detailsJsonIsQtsText()
    {
        QRandomGenerator rng(23);
        const auto randomText = [&rng]() {
            static const char16_t pool[] = {0x00,   0x01,   0x08,   0x09,   0x0a,   0x0b,   0x0c,   0x0d,
                                            0x1f,   0x20,   '"',    '\\',   '/',    'a',    'Z',    '0',
                                            0x7f,   0x80,   0xe9,   0x7ff,  0x800,  0x20ac, 0x2028, 0xd7ff,
                                            0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfeff, 0xfffd, 0xffff};
            QString s;
            const int n = int(rng.bounded(12));
            for (int i = 0; i < n; ++i) {
                if (rng.bounded(8) == 0) { // a valid pair now and then
                    const char32_t c = 0x10000 + rng.bounded(0x100000);
                    s += QString::fromUcs4(&c, 1);
                } else {
                    s += QChar(pool[rng.bounded(int(sizeof pool / sizeof pool[0]))]);
                }
            }
            return s;
        };
        std::function<QJsonValue(int)> randomValue = [&](int depth) -> QJsonValue {
            switch (rng.bounded(depth > 2 ? 7 : 9)) {
            case 0:
                return QJsonValue(QJsonValue::Null);
            case 1:
                return rng.bounded(2) == 1;
            case 2: {
                static const qint64 ints[] = {0,
                                              -1,
                                              7,
                                              std::numeric_limits<qint64>::max(),
                                              std::numeric_limits<qint64>::min(),
                                              qint64(1) << 53};
                return ints[rng.bounded(6)];
            }
            case 3:
                return qint64(rng.generate64());
            case 4: {
                static const double doubles[] = {1.5, -0.0, 1e300, 0.1, 3.0, 2e-308};
                return doubles[rng.bounded(6)];
            }
            case 5:
            case 6:
                return randomText();
            case 7: {
                QJsonArray a;
                for (int i = int(rng.bounded(4)); i > 0; --i)
                    a << randomValue(depth + 1);
                return a;
            }
            default: {
                QJsonObject o;
                for (int i = int(rng.bounded(5)); i > 0; --i)
                    o.insert(randomText(), randomValue(depth + 1));
                return o;
            }
            }
        };
        for (int i = 0; i < 20000; ++i) {
            QJsonObject o;
            for (int k = int(rng.bounded(7)); k > 0; --k)
                o.insert(rng.bounded(3) == 0 ? randomText() : QStringLiteral("k%1").arg(k), randomValue(0));
            std::string ours = "prefix";
            QCOMPARE(appendDetailsJson(ours, o), QString());
            const QByteArray qt = QJsonDocument(o).toJson(QJsonDocument::Compact);
            QCOMPARE(QByteArray::fromStdString(ours), QByteArray("prefix") + qt);
        }
        // Keys of nested objects are checked, and those of objects inside arrays.
        std::string out;
        QCOMPARE(
            appendDetailsJson(out, {{QStringLiteral("a"), QJsonObject{{QStringLiteral("x"), 1.5},
                                                                      {QStringLiteral("api_token"), 1}}}}),
            QStringLiteral("api_token"));
        out.clear();
        QCOMPARE(appendDetailsJson(
                     out, {{QStringLiteral("a"), QJsonArray{QJsonObject{{QStringLiteral("password"), 1}}}}}),
                 QStringLiteral("password"));
        QCOMPARE(QByteArray::fromStdString(out), QByteArray(R"({"a":[{"password":1}]})"));
    }

    // A key's words decide, not a substring: results and counters that merely contain "pass" or "token"
    // are recorded, every spelling of a secret's name is refused.
    void secretLookingKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("secret");
        for (const char *k :
             {"password", "Passphrase", "private_key", "privateKey", "PRIVATE-KEY", "api_token", "apiToken",
              "APIKey", "api-key", "otp", "otpCode", "totp", "ssh.passphrase", "client_secret", "secret",
              "pwd", "credential_value", "db_passwd", "passcode"})
            QTest::newRow(k) << QString::fromLatin1(k) << true;
        for (const char *k : {"passed", "passed_over", "max_tokens", "tokens_per_s", "warmup_tokens",
                              "bypass", "compass", "key", "keyFingerprint", "public_key", "host_key",
                              "credential_id", "tokenizer", "secretary", "optional", "hotpath"})
            QTest::newRow(k) << QString::fromLatin1(k) << false;
    }

    void secretLookingKeys()
    {
        QFETCH(QString, key);
        QFETCH(bool, secret);
        QCOMPARE(looksLikeSecret(key), secret);
        std::string out;
        const QJsonObject inArray{{QStringLiteral("rows"), QJsonArray{QJsonObject{{key, 1}}}}};
        QCOMPARE(appendDetailsJson(out, inArray), secret ? key : QString());
    }

    // A ledger from before signed registrations and Merkle roots: unsigned registrations and a three-line
    // checkpoint (the chain's head). It still verifies, and that checkpoint kept elsewhere anchors it.
    void olderLedgersStayVerifiable()
    {
        Fixture fx;
        QVERIFY(fx.open());
        auto olga = KeySigner::generate();
        QVERIFY(fx.ledger->registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                           QStringLiteral("root")));
        for (int i = 0; i < 9; ++i)
            QVERIFY(fx.ledger->audit()
                        .append(AuditEvent{QStringLiteral("bob"), QStringLiteral("e"), {}, {}, {}})
                        .ok());
        const auto head = fx.ledger->audit().head();
        const auto old = SignedNotes::sign(
            SignedNotes::checkpointText(fx.ledger->audit().origin().value(), head->size, head->hash),
            QStringLiteral("olga"), *olga);
        QVERIFY(old.ok());
        QCOMPARE(old->count('\n'), 5); // origin, size, hash, blank line, signature
        const auto parsed = SignedNotes::parseCheckpoint(old.value());
        QVERIFY(parsed.ok());
        QVERIFY(parsed->merkleRoot.isEmpty());
        QCOMPARE(parsed->headHash, head->hash);
        LedgerVerification v = fx.ledger->verify({});
        QCOMPARE(v.trust, Trust::Unanchored);
        TrustAnchors a;
        a.checkpoints << old.value();
        v = fx.ledger->verify(a);
        QVERIFY2(v.trust == Trust::Verified, qPrintable(v.summary()));
        QCOMPARE(v.anchoredRows, head->size);
        // The same checkpoint over a rewritten row: broken.
        const QString path = fx.dir.filePath(QStringLiteral("clustergate.sqlite"));
        QProcess sqlite;
        sqlite.start(QStringLiteral("sqlite3"),
                     {path, QStringLiteral("DROP TRIGGER audit_log_no_update; "
                                           "UPDATE audit_log SET actor = 'eve' WHERE seq = 4;")});
        QVERIFY(sqlite.waitForFinished(30000));
        QCOMPARE(sqlite.exitCode(), 0);
        v = fx.ledger->verify(a);
        QCOMPARE(v.trust, Trust::Failed);
        QCOMPARE(v.chain.firstBrokenSeq, 4);
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
                                                                    {},
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
