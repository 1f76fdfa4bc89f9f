// SPDX-License-Identifier: GPL-3.0-or-later
// Forged evidence bundles (issue 31), each made as its forger could, from a real ledger file and real
// Ed25519 keys, and verified against the founder's key as an auditor would: a requester's re-seal with a
// fabricated approval, an approval whose approver is not its key's name, a self-approval under a second
// name, rows appended past the last checkpoint, a decision under an unsigned registration. None is reported
// anchored and verified, and each report names what is wrong. Then the seal recomputed from the formula in
// docs/audit-log.md, with nothing of the code's own hashing.
#include "ledger/audit_chain.h"
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/evidence_bundle.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

namespace {

// The story every forgery starts from: adam founds the ledger and registers olga and oscar (officers) and
// rita (requester); rita files request 1 and submits it signed, olga approves it and checkpoints.
struct Story
{
    QTemporaryDir dir;
    Database db;
    std::unique_ptr<SqliteLedgerStore> store;
    std::unique_ptr<Ledger> ledger;
    std::unique_ptr<KeySigner> adam = KeySigner::generate(), olga = KeySigner::generate(),
                               oscar = KeySigner::generate(), rita = KeySigner::generate();
    TrustAnchors anchors;

    bool open()
    {
        if (!db.open(dir.filePath(QStringLiteral("clustergate.sqlite"))))
            return false;
        store = std::make_unique<SqliteLedgerStore>(db);
        ledger = std::make_unique<Ledger>(*store);
        anchors.keys << VerifierKey::make(QStringLiteral("adam"), adam->publicKey());
        Dataset d;
        d.name = QStringLiteral("telemetry");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        return ledger->found(QStringLiteral("adam"), *adam) &&
               ledger->registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                       *adam) &&
               ledger->registerOfficer(QStringLiteral("oscar"), OfficerRole::Officer, oscar->publicKey(),
                                       *adam) &&
               ledger->registerOfficer(QStringLiteral("rita"), OfficerRole::Requester, rita->publicKey(),
                                       *adam) &&
               ledger->saveDataset(d, QStringLiteral("owen")) &&
               submitted(QStringLiteral("rita"), *rita) == 1 &&
               ledger->decide(1, true, *olga, QDate::currentDate().addDays(10), QStringLiteral("ok")) &&
               ledger->checkpoint(*olga);
    }

    // A request by `requester`, submitted signed by `key`; its id (0: failed).
    qint64 submitted(const QString &requester, Signer &key)
    {
        ExportRequest r;
        r.datasets = {QStringLiteral("telemetry")};
        r.form = ExportForm::Raw;
        r.destinationCluster = QStringLiteral("sg-h200");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("training");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-1");
        r.retentionDays = 30;
        r.requester = requester;
        const auto id = ledger->createRequest(r);
        return id && ledger->submit(id.value(), key) ? id.value() : 0;
    }

    // An approval written straight into the file, with its audit row, as someone with the file would:
    // signed by `key`, named as `approver` and `keyName`.
    bool forgeDecision(qint64 requestId, const QString &approver, const QString &keyName, Signer &key)
    {
        const auto r = store->request(requestId);
        if (!r || !r->has_value())
            return false;
        Approval a;
        a.requestId = requestId;
        a.requestHash = r->value().requestHash;
        a.approved = true;
        a.scope = QStringLiteral("telemetry to SG");
        a.expiresOn = QDate::currentDate().addDays(10);
        a.approver = approver;
        a.keyName = keyName;
        a.decidedAt = ledger->now();
        a.signature = key.sign(a.signedRecord()).value();
        return store->insertApproval(a) &&
               ledger->audit().append(
                   AuditEvent{approver,
                              QStringLiteral("request.approved"),
                              QStringLiteral("request:%1").arg(requestId),
                              {{QStringLiteral("request_hash"), toHex(a.requestHash)},
                               {QStringLiteral("key"), VerifierKey::make(keyName, key.publicKey()).text()},
                               {QStringLiteral("signature"), QString::fromLatin1(a.signature.toBase64())}},
                              a.decidedAt});
    }
};

// Appends a row to the bundle, chained as the log chains it (anyone can: the hash is unkeyed).
void appendRow(EvidenceBundle &b, const QString &actor, const QString &action, const QString &subject,
               const QString &details)
{
    AuditRow r{b.rows.last().seq + 1,
               b.rows.last().recordedAt,
               actor,
               action,
               subject,
               details,
               b.rows.last().hash,
               {}};
    r.hash = auditRowHash(r.prevHash, r);
    b.rows << r;
}

QByteArray lengthPrefixed(const QByteArray &bytes)
{
    const quint32 n = quint32(bytes.size());
    QByteArray out;
    out.append(char(n >> 24)).append(char(n >> 16)).append(char(n >> 8)).append(char(n));
    return out + bytes;
}

} // namespace

class TestEvidenceForgery : public QObject
{
    Q_OBJECT

    // Not anchored-and-verified, and the report names `what`.
    static void refusedNaming(const BundleReport &r, const QString &what)
    {
        QVERIFY2(!(r.ok && r.anchored) && r.exitCode() != 0, qPrintable(r.summary()));
        QVERIFY2(r.summary().contains(what), qPrintable(r.summary()));
    }

private slots:
    void theStoryVerifies()
    {
        Story s;
        QVERIFY(s.open());
        const auto b = EvidenceBundles::make(*s.ledger, *s.olga);
        QVERIFY2(b, qPrintable(b.error()));
        const BundleReport r = EvidenceBundles::verifyJson(b->toJson(), s.anchors);
        QVERIFY2(r.ok && r.anchored && r.exitCode() == 0, qPrintable(r.summary()));
    }

    // rita re-seals the bundle with an approval of her own request 2 she made up: signed with her key as
    // "olga", then as herself; the seal is hers.
    void aRequestersResealWithFabricatedApprovals()
    {
        Story s;
        QVERIFY(s.open());
        const qint64 two = s.submitted(QStringLiteral("rita"), *s.rita);
        QVERIFY(two == 2);
        auto b = EvidenceBundles::make(*s.ledger, *s.olga);
        QVERIFY(b);
        for (const QString &name : {QStringLiteral("olga"), QStringLiteral("rita")}) {
            EvidenceBundle f = b.value();
            Approval a;
            a.requestId = two;
            a.requestHash = s.store->request(two).value()->requestHash;
            a.approved = true;
            a.scope = QStringLiteral("everything");
            a.expiresOn = QDate(2099, 1, 1);
            a.approver = name;
            a.keyName = name;
            a.decidedAt = s.ledger->now();
            a.signature = s.rita->sign(a.signedRecord()).value();
            f.approvals << a;
            appendRow(
                f, name, QStringLiteral("request.approved"), QStringLiteral("request:2"),
                QStringLiteral("{\"signature\":\"%1\"}").arg(QString::fromLatin1(a.signature.toBase64())));
            f.generatedBy = QStringLiteral("rita");
            QVERIFY(f.sealWith(*s.rita));
            const BundleReport r = EvidenceBundles::verifyJson(f.toJson(), s.anchors);
            refusedNaming(r, QStringLiteral("sealed by rita, who is registered as requester"));
            refusedNaming(r, name == QLatin1String("olga")
                                 ? QStringLiteral("the decision on request 2 is not validly signed")
                                 : QStringLiteral("registered as requester, not as an officer or admin"));
        }
    }

    // olga signs a decision that names oscar as its approver.
    void anApprovalWhoseApproverIsNotItsKeysName()
    {
        Story s;
        QVERIFY(s.open());
        const qint64 two = s.submitted(QStringLiteral("rita"), *s.rita);
        QVERIFY(s.forgeDecision(two, QStringLiteral("oscar"), QStringLiteral("olga"), *s.olga));
        QVERIFY(s.ledger->checkpoint(*s.olga));
        const auto b = EvidenceBundles::make(*s.ledger, *s.olga);
        QVERIFY(b);
        refusedNaming(EvidenceBundles::verifyJson(b->toJson(), s.anchors),
                      QStringLiteral("names oscar as the approver but is signed with the key of olga"));
        // `ledger verify` on the live ledger applies the same rule.
        const LedgerVerification v = s.ledger->verify(s.anchors);
        QVERIFY2(v.trust == Trust::Failed, qPrintable(v.summary()));
        QVERIFY2(v.summary().contains(QStringLiteral("names oscar as the approver")),
                 qPrintable(v.summary()));
    }

    // adam files and submits with his key, registers a second name a.dam as an officer, and approves as
    // a.dam, written straight into the file past the client's four-eyes check.
    void aSelfApprovalUnderASecondName()
    {
        Story s;
        QVERIFY(s.open());
        const qint64 mine = s.submitted(QStringLiteral("adam"), *s.adam);
        QVERIFY(mine > 0);
        auto second = KeySigner::generate();
        QVERIFY(s.ledger->registerOfficer(QStringLiteral("a.dam"), OfficerRole::Officer, second->publicKey(),
                                          *s.adam));
        QVERIFY(
            !s.ledger->decide(mine, true, *second, QDate::currentDate().addDays(3), {})); // the client's rule
        QVERIFY(s.forgeDecision(mine, QStringLiteral("a.dam"), QStringLiteral("a.dam"), *second));
        QVERIFY(s.ledger->checkpoint(*s.olga));
        const auto b = EvidenceBundles::make(*s.ledger, *s.olga);
        QVERIFY(b);
        refusedNaming(EvidenceBundles::verifyJson(b->toJson(), s.anchors),
                      QStringLiteral("a.dam was registered by adam, who submitted it"));
        const LedgerVerification v = s.ledger->verify(s.anchors);
        QVERIFY2(v.trust == Trust::Failed &&
                     v.summary().contains(QStringLiteral("a.dam was registered by adam")),
                 qPrintable(v.summary()));
    }

    // Rows appended after the last checkpoint, chained correctly, the bundle re-sealed by an officer.
    void rowsAppendedPastTheLastCheckpoint()
    {
        Story s;
        QVERIFY(s.open());
        auto b = EvidenceBundles::make(*s.ledger, *s.olga);
        QVERIFY(b);
        const qint64 last = b->rows.last().seq;
        appendRow(b.value(), QStringLiteral("rita"), QStringLiteral("request.activated"),
                  QStringLiteral("request:1"), QStringLiteral("{}"));
        appendRow(b.value(), QStringLiteral("olga"), QStringLiteral("copy.wiped"),
                  QStringLiteral("request:1"), QStringLiteral("{}"));
        QVERIFY(b->sealWith(*s.olga));
        const BundleReport r = EvidenceBundles::verifyJson(b->toJson(), s.anchors);
        refusedNaming(r, QStringLiteral("2 row(s) after row %1 are not anchored").arg(last - 1));
        QCOMPARE(r.exitCode(), 3);
    }

    // mallory's key registered without a signature (as ledgers did before signed registrations), her
    // decision, and an officer's checkpoint that happens to cover it all.
    void anUnsignedRegistration()
    {
        Story s;
        QVERIFY(s.open());
        auto mallory = KeySigner::generate();
        QVERIFY(s.ledger->registerOfficer(QStringLiteral("mallory"), OfficerRole::Officer,
                                          mallory->publicKey(), QStringLiteral("adam")));
        const qint64 two = s.submitted(QStringLiteral("rita"), *s.rita);
        QVERIFY(
            s.ledger->decide(two, true, *mallory, QDate::currentDate().addDays(3), QStringLiteral("mine")));
        QVERIFY(s.ledger->checkpoint(*s.olga));
        for (Signer *sealer : {static_cast<Signer *>(mallory.get()), static_cast<Signer *>(s.olga.get())}) {
            const auto b = EvidenceBundles::make(*s.ledger, *sealer);
            QVERIFY2(b, qPrintable(b.error()));
            refusedNaming(
                EvidenceBundles::verifyJson(b->toJson(), s.anchors),
                QStringLiteral("a decision is signed by a key (%1) that none of your anchors vouches for")
                    .arg(keyFingerprint(mallory->publicKey())));
        }
        const LedgerVerification v = s.ledger->verify(s.anchors);
        QVERIFY2(v.trust == Trust::Failed && v.summary().contains(QStringLiteral("signed by mallory")),
                 qPrintable(v.summary()));
    }

    // docs/audit-log.md, "Evidence bundles", step 2, computed from the JSON alone.
    void theSealIsTheDocumentedFormula()
    {
        Story s;
        QVERIFY(s.open());
        const auto b = EvidenceBundles::make(*s.ledger, *s.olga);
        QVERIFY(b);
        const QJsonObject o = QJsonDocument::fromJson(b->toJson()).object();
        QByteArray c;
        const auto L = [&](const QJsonValue &v) {
            c += lengthPrefixed(v.isString() ? v.toString().toUtf8() : QByteArray::number(v.toInteger()));
        };
        L(o.value(QStringLiteral("format")));
        L(o.value(QStringLiteral("origin")));
        L(o.value(QStringLiteral("generated_at")));
        L(o.value(QStringLiteral("generated_by")));
        for (const char *list : {"rows", "registrations"}) {
            const QJsonArray rows = o.value(QLatin1String(list)).toArray();
            L(qint64(rows.size()));
            for (const QJsonValue &v : rows) {
                const QJsonObject r = v.toObject();
                for (const char *k :
                     {"seq", "recorded_at", "actor", "action", "subject", "details", "prev_hash", "hash"})
                    L(r.value(QLatin1String(k)));
            }
        }
        const QJsonArray cps = o.value(QStringLiteral("checkpoints")).toArray();
        L(qint64(cps.size()));
        for (const QJsonValue &v : cps)
            L(v);
        const QJsonArray keys = o.value(QStringLiteral("public_keys")).toArray();
        L(qint64(keys.size()));
        for (const QJsonValue &v : keys) {
            for (const char *k : {"name", "role", "key"})
                L(v.toObject().value(QLatin1String(k)));
        }
        const QJsonArray approvals = o.value(QStringLiteral("approvals")).toArray();
        L(qint64(approvals.size()));
        for (const QJsonValue &v : approvals) {
            for (const char *k : {"request_id", "request_hash", "decision", "scope", "expires_on", "approver",
                                  "key_name", "decided_at", "reason", "signature"})
                L(v.toObject().value(QLatin1String(k)));
        }
        const QByteArray hash = QCryptographicHash::hash(c, QCryptographicHash::Sha256);
        const QByteArray text = "clustergate.bundle/1\n" +
                                o.value(QStringLiteral("origin")).toString().toUtf8() + '\n' +
                                hash.toBase64() + '\n';
        const auto seal = SignedNotes::parse(o.value(QStringLiteral("seal")).toString().toUtf8());
        QVERIFY2(seal, qPrintable(seal.error()));
        QCOMPARE(seal->text, text);
        QVERIFY(seal->verifiedBy(VerifierKey::make(QStringLiteral("olga"), s.olga->publicKey())));
    }
};

QTEST_GUILESS_MAIN(TestEvidenceForgery)
#include "tst_evidence_forgery.moc"
