// SPDX-License-Identifier: GPL-3.0-or-later
// Trust comes from outside what is verified. Through the real clustergate binary, with every person's
// Ed25519 key in a real Secret Service (with_keyring.sh): the ledger is founded by an admin whose key is
// printed, officers are registered only by an admin's signature, and `ledger verify` (database and bundle)
// says UNANCHORED, exit status 3, unless a trusted key or a checkpoint kept elsewhere vouches for it. Then
// the attacks: a bundle whose every key was replaced and everything re-signed, a bundle sealed by an
// unregistered key, a subset of a bundle re-sealed, and a database file rewritten with the sqlite3 shell
// around an officer of the forger's own. Each is refused or reported unanchored, with exit status and words.
// Inclusion and consistency proofs from `ledger prove` and `ledger consistency` verify offline, in the
// console and in the independent Python verifier (tests/bench/verify_audit_log.py, stdlib and openssl only),
// a tree head countersigned by a witness included; `openssl pkeyutl -verify` checks every kind of signature
// made.
#include "ledger/audit_proofs.h"
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/evidence_bundle.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/keychain_backend.h"
#include "storage/database.h"
#include "validation/validation_key.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
    QString all() const { return out + err; }
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace

class TestLedgerAnchors : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_adam; // the founder's verifier key, as `found` printed it
    QString m_olga;
    QString m_origin;
    QString m_pristine; // the database after the story, before any attack

    QString file(const QString &name) const { return m_home.filePath(name); }

    Run run(const QStringList &args, const QByteArray &input = {}, const QString &anchorFile = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("USER"), QStringLiteral("rita"));
        env.remove(QStringLiteral("CLUSTERGATE_TRUST_ANCHORS"));
        if (!anchorFile.isEmpty())
            env.insert(QStringLiteral("CLUSTERGATE_TRUST_ANCHORS"), anchorFile);
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        p.write(input);
        p.closeWriteChannel();
        Run r;
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    Run ledger(const QStringList &args, const QString &anchorFile = {})
    {
        return run(QStringList{QStringLiteral("ledger")} + args, {}, anchorFile);
    }

    // A new Ed25519 key from openssl, stored in the keychain as a private-key credential.
    bool identity(const QString &id)
    {
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("genpkey"), QStringLiteral("-algorithm"), QStringLiteral("ed25519")});
        if (!openssl.waitForFinished(20000) || openssl.exitCode() != 0)
            return false;
        const Run r = run({QStringLiteral("secrets"), QStringLiteral("set"), id, QStringLiteral("--kind"),
                           QStringLiteral("private-key")},
                          openssl.readAllStandardOutput());
        if (r.code != 0)
            qWarning("%s", qPrintable(r.all()));
        return r.code == 0;
    }

    bool shell(const QString &db, const QString &sql)
    {
        QProcess p;
        p.start(QStringLiteral("sqlite3"), {QStringLiteral("-bail"), db, sql});
        if (!p.waitForFinished(30000) || p.exitCode() != 0) {
            qWarning("sqlite3: %s", p.readAllStandardError().constData());
            return false;
        }
        return true;
    }

    void restore()
    {
        const QString db = file(QStringLiteral("clustergate.sqlite"));
        for (const char *suffix : {"", "-wal", "-shm"})
            QFile::remove(db + QLatin1String(suffix));
        QVERIFY(QFile::copy(m_pristine, db));
    }

    // A ledger of the forger's own with the same origin and the same names, every key replaced.
    QString forgedDatabase(KeySigner &adam, KeySigner &olga)
    {
        const QString path =
            file(QStringLiteral("forged-%1.sqlite").arg(QDateTime::currentMSecsSinceEpoch()));
        Database db;
        if (!db.open(path))
            return {};
        SqliteLedgerStore store(db);
        if (!store.setMeta(QStringLiteral("ledger_id"), m_origin.section(QLatin1Char('/'), 1)))
            return {};
        Ledger l(store);
        if (!l.found(QStringLiteral("adam"), adam) ||
            !l.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga.publicKey(), adam))
            return {};
        Dataset d;
        d.name = QStringLiteral("telemetry-logs");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        if (!l.saveDataset(d, QStringLiteral("owen")))
            return {};
        ExportRequest r;
        r.datasets = {d.name};
        r.form = ExportForm::Raw;
        r.destinationCluster = QStringLiteral("sg-h200-a");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("fine-tuning");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-2026-0042");
        r.retentionDays = 30;
        r.requester = QStringLiteral("rita");
        const auto id = l.createRequest(r);
        if (!id || !l.submit(id.value(), QStringLiteral("rita")) ||
            !l.decide(id.value(), true, olga, QDate::currentDate().addDays(30), QStringLiteral("ok")) ||
            !l.checkpoint(olga))
            return {};
        return path;
    }

    static Run python(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral("python3"), QStringList{QStringLiteral(CLUSTERGATE_LEDGER_PY)} + args);
        Run r;
        if (!p.waitForFinished(120000))
            return r;
        r.code = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    // openssl's own Ed25519 verification of `signature` over `message` by `publicKey`.
    bool openssl(const QByteArray &publicKey, const QByteArray &message, const QByteArray &signature,
                 const QString &tag)
    {
        const QByteArray der = QByteArray::fromHex("302a300506032b6570032100") + publicKey;
        const QString key = file(tag + QStringLiteral(".pem")), msg = file(tag + QStringLiteral(".msg")),
                      sig = file(tag + QStringLiteral(".sig"));
        if (!writeAll(key,
                      "-----BEGIN PUBLIC KEY-----\n" + der.toBase64() + "\n-----END PUBLIC KEY-----\n") ||
            !writeAll(msg, message) || !writeAll(sig, signature))
            return false;
        QProcess p;
        p.start(QStringLiteral("openssl"),
                {QStringLiteral("pkeyutl"), QStringLiteral("-verify"), QStringLiteral("-pubin"),
                 QStringLiteral("-inkey"), key, QStringLiteral("-rawin"), QStringLiteral("-in"), msg,
                 QStringLiteral("-sigfile"), sig});
        if (!p.waitForFinished(20000))
            return false;
        if (p.exitCode() != 0)
            qWarning("openssl (%s): %s%s", qPrintable(tag), p.readAllStandardOutput().constData(),
                     p.readAllStandardError().constData());
        return p.exitCode() == 0;
    }

    static QString keyLine(const QString &out)
    {
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("^Key: (\\S+)$"), QRegularExpression::MultilineOption)
                .match(out);
        return m.captured(1);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty())
            QFAIL("the sqlite3 shell is missing: apt-get install sqlite3 (installer/debian-packages.txt)");
        for (const char *id : {"adam-key", "olga-key", "rita-key", "adam2-key", "mallory-key"})
            QVERIFY2(identity(QLatin1String(id)), id);

        Run r = ledger({QStringLiteral("found"), QStringLiteral("adam"), QStringLiteral("--key"),
                        QStringLiteral("adam-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        m_adam = keyLine(r.out);
        QVERIFY2(m_adam.startsWith(QStringLiteral("adam+")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Fingerprint: SHA256:")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("--trusted-key ") + m_adam));
        m_origin = r.out.section(QLatin1Char(' '), 3, 3);
        QVERIFY2(m_origin.startsWith(QStringLiteral("clustergate.audit/")), qPrintable(m_origin));

        r = ledger({QStringLiteral("register-officer"), QStringLiteral("olga"), QStringLiteral("--role"),
                    QStringLiteral("officer"), QStringLiteral("--identity"), QStringLiteral("olga-key"),
                    QStringLiteral("--key"), QStringLiteral("adam-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        m_olga = r.out.section(QLatin1Char(' '), 5, 5);
        QVERIFY2(m_olga.startsWith(QStringLiteral("olga+")), qPrintable(r.out));
        r = ledger({QStringLiteral("register-officer"), QStringLiteral("rita"), QStringLiteral("--role"),
                    QStringLiteral("requester"), QStringLiteral("--identity"), QStringLiteral("rita-key"),
                    QStringLiteral("--key"), QStringLiteral("adam-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));

        QVERIFY(writeAll(file(QStringLiteral("inventory.csv")),
                         "dataset,field,owner,grade,people,personal,sensitive\n"
                         "telemetry-logs,,owen,internal,0,no,\n"));
        r = ledger({QStringLiteral("import-datasets"), file(QStringLiteral("inventory.csv"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        for (int i = 0; i < 2; ++i) {
            r = ledger({QStringLiteral("request"), QStringLiteral("create"), QStringLiteral("--datasets"),
                        QStringLiteral("telemetry-logs"), QStringLiteral("--form"), QStringLiteral("raw"),
                        QStringLiteral("--mechanism"), QStringLiteral("standard-contract"),
                        QStringLiteral("--ref"), QStringLiteral("SC-2026-004%1").arg(i),
                        QStringLiteral("--cluster"), QStringLiteral("sg-h200-a"), QStringLiteral("--country"),
                        QStringLiteral("SG"), QStringLiteral("--purpose"), QStringLiteral("fine-tuning"),
                        QStringLiteral("--retention"), QStringLiteral("30")});
            QVERIFY2(r.code == 0, qPrintable(r.all()));
            r = ledger({QStringLiteral("request"), QStringLiteral("submit"), QString::number(i + 1)});
            QCOMPARE(r.code, 2); // the requester signs
            r = ledger({QStringLiteral("request"), QStringLiteral("submit"), QString::number(i + 1),
                        QStringLiteral("--key"), QStringLiteral("rita-key")});
            QVERIFY2(r.code == 0, qPrintable(r.all()));
        }
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), QStringLiteral("1"),
                    QStringLiteral("--key"), QStringLiteral("olga-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("reject"), QStringLiteral("2"),
                    QStringLiteral("--key"), QStringLiteral("olga-key"), QStringLiteral("--reason"),
                    QStringLiteral("no")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("activate"), QStringLiteral("1")});
        QCOMPARE(r.code, 2); // activating is signed, like the decision
        r = ledger({QStringLiteral("request"), QStringLiteral("activate"), QStringLiteral("1"),
                    QStringLiteral("--key"), QStringLiteral("mallory-key")});
        QVERIFY2(r.code == 3 && r.err.contains(QStringLiteral("not registered")), qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("activate"), QStringLiteral("1"),
                    QStringLiteral("--key"), QStringLiteral("rita-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("show"), QStringLiteral("2")});
        QVERIFY2(r.code == 0 && r.out.contains(QStringLiteral("rejected by olga on ")), qPrintable(r.all()));
        QVERIFY2(!r.out.contains(QStringLiteral("until")), qPrintable(r.out)); // a rejection holds no date
        r = ledger({QStringLiteral("request"), QStringLiteral("show"), QStringLiteral("1")});
        QVERIFY2(r.out.contains(QStringLiteral("approved by olga on ")) &&
                     r.out.contains(QStringLiteral(" (until ") +
                                    QDate::currentDate().addDays(30).toString(Qt::ISODate)),
                 qPrintable(r.out));
        r = ledger({QStringLiteral("checkpoint"), QStringLiteral("--out"),
                    file(QStringLiteral("checkpoint.txt")), QStringLiteral("--key"),
                    QStringLiteral("olga-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("bundle"), QStringLiteral("--out"), file(QStringLiteral("bundle.json")),
                    QStringLiteral("--key"), QStringLiteral("olga-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        m_pristine = file(QStringLiteral("pristine.sqlite"));
        QVERIFY(shell(file(QStringLiteral("clustergate.sqlite")),
                      QStringLiteral("VACUUM INTO '%1';").arg(m_pristine)));
    }

    // Anyone could register an officer before: now only an admin's signature does.
    void registrationNeedsAnAdminsSignature()
    {
        const QStringList base{QStringLiteral("register-officer"), QStringLiteral("mallory"),
                               QStringLiteral("--role"),           QStringLiteral("admin"),
                               QStringLiteral("--identity"),       QStringLiteral("mallory-key")};
        Run r = ledger(base);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("the admin who registers")), qPrintable(r.err));
        r = ledger(base + QStringList{QStringLiteral("--key"), QStringLiteral("mallory-key")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("only an admin registers officers")), qPrintable(r.err));
        r = ledger(base + QStringList{QStringLiteral("--key"), QStringLiteral("olga-key")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("olga is an officer, not an admin")), qPrintable(r.err));
        r = ledger({QStringLiteral("found"), QStringLiteral("mallory"), QStringLiteral("--key"),
                    QStringLiteral("mallory-key")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("founded already")), qPrintable(r.err));
    }

    // Four eyes compares keys: an admin who requests, then registers a second name and approves with it.
    void selfApprovalThroughASecondNameIsRefused()
    {
        Run r = ledger({QStringLiteral("request"),     QStringLiteral("create"),
                        QStringLiteral("--as"),        QStringLiteral("adam"),
                        QStringLiteral("--datasets"),  QStringLiteral("telemetry-logs"),
                        QStringLiteral("--form"),      QStringLiteral("raw"),
                        QStringLiteral("--mechanism"), QStringLiteral("standard-contract"),
                        QStringLiteral("--ref"),       QStringLiteral("SC-9"),
                        QStringLiteral("--cluster"),   QStringLiteral("sg-h200-a"),
                        QStringLiteral("--country"),   QStringLiteral("SG"),
                        QStringLiteral("--purpose"),   QStringLiteral("mine"),
                        QStringLiteral("--retention"), QStringLiteral("30")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        const QString id = r.out.section(QLatin1Char(' '), 2, 2);
        // Someone else's key cannot submit adam's request.
        r = ledger({QStringLiteral("request"), QStringLiteral("submit"), id, QStringLiteral("--key"),
                    QStringLiteral("rita-key")});
        QCOMPARE(r.code, 3); // refused by rule
        QVERIFY2(r.err.contains(QStringLiteral("only adam, who requested it")), qPrintable(r.err));
        r = ledger({QStringLiteral("request"), QStringLiteral("submit"), id, QStringLiteral("--key"),
                    QStringLiteral("adam-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("register-officer"), QStringLiteral("a.dam"), QStringLiteral("--role"),
                    QStringLiteral("officer"), QStringLiteral("--identity"), QStringLiteral("adam2-key"),
                    QStringLiteral("--key"), QStringLiteral("adam-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), id, QStringLiteral("--key"),
                    QStringLiteral("adam2-key")});
        QCOMPARE(r.code, 3); // refused by rule
        QVERIFY2(r.err.contains(QStringLiteral("[four-eyes-key]")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("a.dam was registered by adam, who requested this export")),
                 qPrintable(r.err));
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), id, QStringLiteral("--key"),
                    QStringLiteral("adam-key")});
        QCOMPARE(r.code, 3); // refused by rule
        QVERIFY2(r.err.contains(QStringLiteral("[four-eyes-key]")), qPrintable(r.err));
        // A requester is not an officer.
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), id, QStringLiteral("--key"),
                    QStringLiteral("rita-key")});
        QCOMPARE(r.code, 3); // refused by rule
        // Every name the requester's key registered is refused, olga's included: the person who vouched for
        // an approver's identity is not the second person for their own request.
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), id, QStringLiteral("--key"),
                    QStringLiteral("olga-key")});
        QCOMPARE(r.code, 3); // refused by rule
        QVERIFY2(r.err.contains(QStringLiteral("olga was registered by adam")), qPrintable(r.err));
    }

    void theDatabaseNeedsAnAnchor()
    {
        Run r = ledger({QStringLiteral("verify")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.out.contains(QStringLiteral("UNANCHORED")), qPrintable(r.all()));
        QVERIFY2(r.out.contains(QStringLiteral("Founded by adam (") + m_adam), qPrintable(r.out));
        QVERIFY(!r.all().contains(QStringLiteral("VERIFIED")));

        r = ledger({QStringLiteral("verify"), QStringLiteral("--trusted-key"), m_adam});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("VERIFIED")));
        QVERIFY(r.out.contains(QStringLiteral("2 of 2 signed decision(s) verify")));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--checkpoint"),
                    file(QStringLiteral("checkpoint.txt"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("VERIFIED")));

        // The configured anchor file.
        QVERIFY(writeAll(file(QStringLiteral("anchors.txt")),
                         "# the founder, confirmed by phone\n" + m_adam.toUtf8() + "\n"));
        r = ledger({QStringLiteral("verify")}, file(QStringLiteral("anchors.txt")));
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("anchor file")));

        // A trusted key the ledger does not rest on: its checkpoint and decisions are by others.
        auto stranger = KeySigner::generate();
        r = ledger({QStringLiteral("verify"), QStringLiteral("--trusted-key"),
                    VerifierKey::make(QStringLiteral("adam"), stranger->publicKey()).text()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("none of your anchors vouches for")), qPrintable(r.err));
    }

    void theBundleNeedsAnAnchor()
    {
        const QString bundle = file(QStringLiteral("bundle.json"));
        Run r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), bundle});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.out.contains(QStringLiteral("UNANCHORED")), qPrintable(r.all()));
        QVERIFY(!r.all().contains(QStringLiteral("VERIFIES")));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), bundle,
                    QStringLiteral("--trusted-key"), m_adam});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("The evidence bundle VERIFIES")));
        QVERIFY(r.out.contains(QStringLiteral("2 signed decision(s) verify")));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), bundle,
                    QStringLiteral("--checkpoint"), file(QStringLiteral("checkpoint.txt"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
    }

    void proofsAnAuditorTakesAway()
    {
        const QString older = file(QStringLiteral("head-old.txt")),
                      newer = file(QStringLiteral("head-new.txt"));
        Run r = ledger({QStringLiteral("checkpoint"), QStringLiteral("--out"), older, QStringLiteral("--key"),
                        QStringLiteral("olga-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("expire"), QStringLiteral("1")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("checkpoint"), QStringLiteral("--out"), newer, QStringLiteral("--key"),
                    QStringLiteral("olga-key")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        // A second console's officer countersigns the newer head after checking it against the log.
        const QString witnessed = file(QStringLiteral("head-witnessed.txt"));
        r = ledger({QStringLiteral("witness"), newer, QStringLiteral("--key"), QStringLiteral("adam-key"),
                    QStringLiteral("--as"), QStringLiteral("adam"), QStringLiteral("--out"), witnessed});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QCOMPARE(SignedNotes::parse(readAll(witnessed))->signatures.size(), 2);

        // The approval (an export decision), proved against the witnessed head.
        qint64 approvalSeq = 0;
        {
            Database db;
            QVERIFY(db.open(file(QStringLiteral("clustergate.sqlite"))));
            SqliteLedgerStore store(db);
            AuditLog log(store);
            const QList<AuditRow> approved =
                log.rows(AuditQuery{1, -1, {}, QStringLiteral("request.approved"), {}, -1, false}).value();
            for (const AuditRow &row : approved)
                approvalSeq = row.seq;
        }
        QVERIFY(approvalSeq > 0);
        const QString proof = file(QStringLiteral("inclusion.json"));
        r = ledger({QStringLiteral("prove"), QString::number(approvalSeq), QStringLiteral("--checkpoint"),
                    witnessed, QStringLiteral("--out"), proof});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("verify-proof"), proof});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.out.contains(QStringLiteral("UNANCHORED")), qPrintable(r.all()));
        for (const QString &key : {m_olga, m_adam}) { // the signer, and the witness alone
            r = ledger({QStringLiteral("verify-proof"), proof, QStringLiteral("--trusted-key"), key});
            QVERIFY2(r.code == 0, qPrintable(r.all()));
            QVERIFY(r.out.contains(QStringLiteral("VERIFIES")));
            QVERIFY(r.out.contains(QStringLiteral("request.approved")));
        }
        Run py = python({QStringLiteral("inclusion"), proof, QStringLiteral("--key"), m_olga});
        QVERIFY2(py.code == 0, qPrintable(py.all()));
        QVERIFY2(py.out.startsWith(QStringLiteral("verified: entry %1").arg(approvalSeq)),
                 qPrintable(py.out));
        py = python({QStringLiteral("inclusion"), proof, QStringLiteral("--key"), m_adam});
        QVERIFY2(py.code == 0, qPrintable(py.all()));
        // The entry edited: both refuse.
        QByteArray edited = readAll(proof);
        edited.replace("\"actor\": \"olga\"", "\"actor\": \"eve\"");
        QVERIFY(edited != readAll(proof));
        QVERIFY(writeAll(file(QStringLiteral("inclusion-edited.json")), edited));
        r = ledger({QStringLiteral("verify-proof"), file(QStringLiteral("inclusion-edited.json")),
                    QStringLiteral("--trusted-key"), m_olga});
        QCOMPARE(r.code, 1);
        py = python({QStringLiteral("inclusion"), file(QStringLiteral("inclusion-edited.json")),
                     QStringLiteral("--key"), m_olga});
        QCOMPARE(py.code, 1);
        // Signed by a key the auditor does not hold: the script refuses.
        auto stranger = KeySigner::generate();
        py = python({QStringLiteral("inclusion"), proof, QStringLiteral("--key"),
                     VerifierKey::make(QStringLiteral("olga"), stranger->publicKey()).text()});
        QCOMPARE(py.code, 1);

        // Consistency of the older head with the newer one.
        const QString consistency = file(QStringLiteral("consistency.json"));
        r = ledger({QStringLiteral("consistency"), older, newer, QStringLiteral("--out"), consistency});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("verify-proof"), consistency, QStringLiteral("--trusted-key"), m_olga});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        py = python({QStringLiteral("consistency"), consistency, QStringLiteral("--key"), m_olga});
        QVERIFY2(py.code == 0, qPrintable(py.all()));
        QVERIFY2(py.out.contains(QStringLiteral("extends")), qPrintable(py.out));
        r = ledger({QStringLiteral("consistency"), newer, older});
        QCOMPARE(r.code, 1);
        // The newer head's root replaced by another tree's (a head signed over a rewritten log).
        auto cp = ConsistencyProof::fromJson(readAll(consistency));
        QVERIFY(cp.ok());
        cp->path.last()[0] = char(cp->path.last()[0] ^ 1);
        QVERIFY(writeAll(file(QStringLiteral("consistency-bad.json")), cp->toJson()));
        py = python({QStringLiteral("consistency"), file(QStringLiteral("consistency-bad.json")),
                     QStringLiteral("--key"), m_olga});
        QCOMPARE(py.code, 1);
        r = ledger({QStringLiteral("verify-proof"), file(QStringLiteral("consistency-bad.json")),
                    QStringLiteral("--trusted-key"), m_olga});
        QCOMPARE(r.code, 1);

        // The plain verifier computes the same tree as the console signed.
        py = python({file(QStringLiteral("clustergate.sqlite"))});
        QVERIFY2(py.code == 0, qPrintable(py.all()));
    }

    // Every kind of signature the ledger makes, checked by openssl rather than by our own code.
    void opensslVerifiesEverySignatureKind()
    {
        Database db;
        QVERIFY(db.open(file(QStringLiteral("clustergate.sqlite"))));
        SqliteLedgerStore store(db);
        Ledger l(store);
        const auto regs = l.registrations();
        QVERIFY(regs.ok());
        const auto keyOf = [&](const QString &name) {
            return regs->byName(name)->registration.key.publicKey;
        };
        int kinds = 0;
        // Registrations, the founding one included.
        const QList<AuditRow> registered =
            l.audit()
                .rows(AuditQuery{1, -1, {}, QStringLiteral("officer.registered"), {}, -1, false})
                .value();
        for (const AuditRow &row : registered) {
            const auto reg = Registration::fromRow(row, nullptr);
            QVERIFY(reg && reg->isSigned());
            QVERIFY2(openssl(reg->registrarKey->publicKey, reg->record(m_origin), reg->signature,
                             QStringLiteral("registration-%1").arg(row.seq)),
                     qPrintable(reg->name));
        }
        ++kinds;
        // Submissions, by the requester.
        const QList<AuditRow> submitted =
            l.audit().rows(AuditQuery{1, -1, {}, QStringLiteral("request.submitted"), {}, -1, false}).value();
        for (const AuditRow &row : submitted) {
            const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
            const auto key = VerifierKey::parse(d.value(QStringLiteral("requester_key")).toString());
            QVERIFY(key);
            const qint64 id = row.subject.section(QLatin1Char(':'), 1).toLongLong();
            QVERIFY2(
                openssl(
                    key->publicKey,
                    Ledger::submissionRecord(
                        m_origin, id,
                        QByteArray::fromHex(d.value(QStringLiteral("request_hash")).toString().toLatin1()),
                        key->name, key->text()),
                    QByteArray::fromBase64(d.value(QStringLiteral("signature")).toString().toLatin1()),
                    QStringLiteral("submission-%1").arg(row.seq)),
                qPrintable(row.subject));
        }
        ++kinds;
        // Decisions.
        const QList<Approval> approvals = store.approvals().value();
        for (const Approval &a : approvals)
            QVERIFY(openssl(keyOf(a.keyName), a.signedRecord(), a.signature,
                            QStringLiteral("decision-%1").arg(a.requestId)));
        ++kinds;
        // Activations, by the requester who exports.
        const QList<AuditRow> activated =
            l.audit().rows(AuditQuery{1, -1, {}, QStringLiteral("request.activated"), {}, -1, false}).value();
        QCOMPARE(activated.size(), 1);
        for (const AuditRow &row : activated) {
            const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
            const auto key = VerifierKey::parse(d.value(QStringLiteral("key")).toString());
            QVERIFY(key);
            QCOMPARE(key->publicKey, keyOf(QStringLiteral("rita")));
            const qint64 id = row.subject.section(QLatin1Char(':'), 1).toLongLong();
            QVERIFY2(
                openssl(
                    key->publicKey,
                    Ledger::activationRecord(
                        m_origin, id,
                        QByteArray::fromHex(d.value(QStringLiteral("request_hash")).toString().toLatin1()),
                        key->name, key->text()),
                    QByteArray::fromBase64(d.value(QStringLiteral("signature")).toString().toLatin1()),
                    QStringLiteral("activation-%1").arg(row.seq)),
                qPrintable(row.subject));
            QCOMPARE(l.activatedBy(id).value(), key->publicKey);
        }
        ++kinds;
        // Checkpoints (signed tree heads) and a witness's countersignature.
        const auto witnessed = SignedNotes::parse(readAll(file(QStringLiteral("head-witnessed.txt"))));
        QVERIFY(witnessed.ok());
        QVERIFY(openssl(keyOf(QStringLiteral("olga")), witnessed->text, witnessed->signatures.at(0).signature,
                        QStringLiteral("head")));
        QVERIFY(openssl(keyOf(QStringLiteral("adam")), witnessed->text, witnessed->signatures.at(1).signature,
                        QStringLiteral("witness")));
        kinds += 2;
        // The evidence bundle's seal.
        const auto bundle = EvidenceBundle::fromJson(readAll(file(QStringLiteral("bundle.json"))));
        QVERIFY(bundle.ok());
        const auto seal = SignedNotes::parse(bundle->seal);
        QVERIFY(seal.ok());
        QCOMPARE(seal->text, bundle->sealText());
        QVERIFY(openssl(keyOf(bundle->generatedBy), seal->text, seal->signatures.first().signature,
                        QStringLiteral("seal")));
        ++kinds;
        // An acceptance report's signature over its canonical results, and verify-report against anchors.
        auto console = KeySigner::generate();
        const QJsonObject results{{QStringLiteral("cluster"), QStringLiteral("lab")},
                                  {QStringLiteral("passed"), true}};
        const QByteArray canonical = QJsonDocument(results).toJson(QJsonDocument::Compact);
        const QByteArray sig = console->sign(canonical).value();
        QVERIFY(openssl(console->publicKey(), canonical, sig, QStringLiteral("report")));
        ++kinds;
        const QJsonObject report{
            {QStringLiteral("results"), results},
            {QStringLiteral("signature"),
             QJsonObject{{QStringLiteral("algorithm"), QStringLiteral("ed25519")},
                         {QStringLiteral("public_key"), QString::fromLatin1(console->publicKey().toBase64())},
                         {QStringLiteral("value"), QString::fromLatin1(sig.toBase64())}}}};
        const QString reportFile = file(QStringLiteral("report.json"));
        QVERIFY(writeAll(reportFile, QJsonDocument(report).toJson()));
        Run r = run({QStringLiteral("validate"), QStringLiteral("verify-report"), reportFile});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.out.contains(QStringLiteral("UNANCHORED")), qPrintable(r.all()));
        r = run({QStringLiteral("validate"), QStringLiteral("verify-report"), reportFile,
                 QStringLiteral("--trusted-key"), QString::fromLatin1(console->publicKey().toBase64())});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("VERIFIED")));
        r = run({QStringLiteral("validate"), QStringLiteral("verify-report"), reportFile,
                 QStringLiteral("--trusted-key"), m_adam});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("none of the keys you trust")), qPrintable(r.err));
        // A report re-signed by someone else with their key inside: intact, and still refused.
        auto mallory = KeySigner::generate();
        QJsonObject forged = report;
        QJsonObject forgedResults = results;
        forgedResults.insert(QStringLiteral("passed"), false);
        forged.insert(QStringLiteral("results"), forgedResults);
        forged.insert(
            QStringLiteral("signature"),
            QJsonObject{{QStringLiteral("algorithm"), QStringLiteral("ed25519")},
                        {QStringLiteral("public_key"), QString::fromLatin1(mallory->publicKey().toBase64())},
                        {QStringLiteral("value"),
                         QString::fromLatin1(
                             mallory->sign(QJsonDocument(forgedResults).toJson(QJsonDocument::Compact))
                                 .value()
                                 .toBase64())}});
        QVERIFY(writeAll(reportFile, QJsonDocument(forged).toJson()));
        r = run({QStringLiteral("validate"), QStringLiteral("verify-report"), reportFile,
                 QStringLiteral("--trusted-key"), QString::fromLatin1(console->publicKey().toBase64())});
        QCOMPARE(r.code, 1);
        qInfo("%d kinds of signature verified by openssl", kinds);
    }

    // The validation signing key: a key in the older raw file moves into the keychain, the file goes away,
    // and the same key comes back from the keychain afterwards.
    void theValidationKeyLivesInTheKeychain()
    {
        const QString legacy = file(QStringLiteral("validation-signing.key"));
        auto old = KeySigner::generate();
        QVERIFY(writeAll(legacy, old->seed()));
        Database db;
        QVERIFY(db.open(file(QStringLiteral("keys.sqlite"))));
        secrets::CredentialRegistry registry(db);
        {
            secrets::CredentialStore store(std::make_unique<secrets::KeychainBackend>());
            auto loaded = validation::ValidationKey::load(store, &registry, legacy);
            QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
            QCOMPARE(loaded->where, QStringLiteral("keychain"));
            QVERIFY2(loaded->notice.contains(QStringLiteral("moved")), qPrintable(loaded->notice));
            QCOMPARE(loaded->key->publicKey(), old->publicKey());
        }
        QVERIFY(!QFile::exists(legacy));
        QVERIFY(registry.find(QStringLiteral("validation-signing-key"))->has_value());
        QProcess lookup;
        lookup.start(QStringLiteral("secret-tool"), {QStringLiteral("lookup"), QStringLiteral("user"),
                                                     QStringLiteral("validation-signing-key")});
        QVERIFY(lookup.waitForFinished(20000));
        QVERIFY2(!lookup.readAllStandardOutput().isEmpty(), "secret-tool finds the key in the keyring");
        secrets::CredentialStore again(std::make_unique<secrets::KeychainBackend>());
        auto loaded = validation::ValidationKey::load(again, &registry, legacy);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
        QCOMPARE(loaded->key->publicKey(), old->publicKey());
        QVERIFY(loaded->notice.isEmpty());
        QVERIFY(!QFile::exists(legacy));
    }

    void aBundleWithEveryKeyReplacedAndResigned()
    {
        auto adam = KeySigner::generate();
        auto olga = KeySigner::generate();
        const QString forged = forgedDatabase(*adam, *olga);
        QVERIFY(!forged.isEmpty());
        Database db;
        QVERIFY(db.open(forged));
        SqliteLedgerStore store(db);
        Ledger l(store);
        const auto b = EvidenceBundles::make(l, *olga);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QCOMPARE(b->origin, m_origin);
        const QString path = file(QStringLiteral("forged-bundle.json"));
        QVERIFY(writeAll(path, b->toJson()));

        Run r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), path});
        QCOMPARE(r.code, 3); // consistent with itself, which proves nothing
        QVERIFY2(r.out.contains(QStringLiteral("UNANCHORED")), qPrintable(r.all()));
        QVERIFY(r.out.contains(keyFingerprint(adam->publicKey()))); // the founder to confirm out of band
        r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), path,
                    QStringLiteral("--trusted-key"), m_adam});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("does NOT verify")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("the keys were replaced")), qPrintable(r.err));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), path,
                    QStringLiteral("--checkpoint"), file(QStringLiteral("checkpoint.txt"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("does NOT verify")), qPrintable(r.err));
    }

    void aBundleSealedByAnUnregisteredKey()
    {
        auto b = EvidenceBundle::fromJson(readAll(file(QStringLiteral("bundle.json"))));
        QVERIFY(b.ok());
        auto mallory = KeySigner::generate();
        b->keys << BundleKey{QStringLiteral("mallory"), QStringLiteral("officer"),
                             VerifierKey::make(QStringLiteral("mallory"), mallory->publicKey()).text()};
        b->generatedBy = QStringLiteral("mallory");
        QVERIFY(b->sealWith(*mallory).ok());
        const QString path = file(QStringLiteral("unregistered-sealer.json"));
        QVERIFY(writeAll(path, b->toJson()));
        for (const QStringList &anchors :
             {QStringList{}, QStringList{QStringLiteral("--trusted-key"), m_adam}}) {
            const Run r =
                ledger(QStringList{QStringLiteral("verify"), QStringLiteral("--bundle"), path} + anchors);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains(QStringLiteral("sealed by mallory")), qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("the key of mallory")), qPrintable(r.err));
        }
    }

    // The rows after the rejection left out, and the rest re-sealed by a key registered "by adam" with a
    // signature adam never made.
    void aSubsetResealed()
    {
        auto b = EvidenceBundle::fromJson(readAll(file(QStringLiteral("bundle.json"))));
        QVERIFY(b.ok());
        qsizetype cut = -1;
        for (qsizetype i = 0; i < b->rows.size(); ++i) {
            if (b->rows.at(i).action == QLatin1String("request.rejected"))
                cut = i;
        }
        QVERIFY(cut > 0);
        b->rows = b->rows.mid(0, cut);
        b->approvals.removeIf([](const Approval &a) { return !a.approved; });
        b->checkpoints.clear();
        auto mallory = KeySigner::generate();
        const QString key = VerifierKey::make(QStringLiteral("mallory"), mallory->publicKey()).text();
        AuditRow reg;
        reg.seq = b->registrations.last().seq + 1;
        reg.recordedAt = b->registrations.last().recordedAt;
        reg.actor = QStringLiteral("adam");
        reg.action = QStringLiteral("officer.registered");
        reg.subject = QStringLiteral("officer:mallory");
        const QByteArray record =
            Registration::record(m_origin, QStringLiteral("mallory"), OfficerRole::Officer, key,
                                 reg.recordedAt, QStringLiteral("adam"), m_adam);
        reg.details = QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("role"), QStringLiteral("officer")},
                                      {QStringLiteral("key"), key},
                                      {QStringLiteral("registrar_key"), m_adam},
                                      {QStringLiteral("signature"),
                                       QString::fromLatin1(mallory->sign(record).value().toBase64())}})
                .toJson(QJsonDocument::Compact));
        reg.prevHash = QByteArray(32, '\0');
        reg.hash = QByteArray(32, '\0');
        b->registrations << reg;
        b->keys << BundleKey{QStringLiteral("mallory"), QStringLiteral("officer"), key};
        b->generatedBy = QStringLiteral("mallory");
        QVERIFY(b->sealWith(*mallory).ok());
        const QString path = file(QStringLiteral("subset.json"));
        QVERIFY(writeAll(path, b->toJson()));
        for (const QStringList &anchors :
             {QStringList{}, QStringList{QStringLiteral("--trusted-key"), m_adam}}) {
            const Run r =
                ledger(QStringList{QStringLiteral("verify"), QStringLiteral("--bundle"), path} + anchors);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains(QStringLiteral("not validly signed by adam")), qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("sealed by mallory")), qPrintable(r.err));
        }
    }

    // The forger adds an officer of their own to the file and signs a checkpoint with it.
    void aDatabaseWithAnOfficerAddedByHand()
    {
        restore();
        auto mallory = KeySigner::generate();
        const QString db = file(QStringLiteral("clustergate.sqlite"));
        qint64 rows = 0;
        QByteArray head;
        {
            Database d;
            QVERIFY(d.open(db));
            SqliteLedgerStore store(d);
            const auto h = AuditLog(store).head();
            rows = h->size;
            head = h->hash;
        }
        const auto note = SignedNotes::sign(SignedNotes::checkpointText(m_origin, rows, head),
                                            QStringLiteral("mallory"), *mallory);
        QVERIFY(note.ok());
        QVERIFY(shell(db, QStringLiteral("INSERT INTO ledger_officer_keys VALUES('mallory', 'admin', X'%1', "
                                         "'2026-01-01T00:00:00.000Z', 'adam'); INSERT INTO audit_checkpoints "
                                         "VALUES(%2, CAST(X'%3' AS TEXT), '2026-01-01T00:00:00.000Z');")
                              .arg(QString::fromLatin1(mallory->publicKey().toHex()))
                              .arg(rows)
                              .arg(QString::fromLatin1(note->toHex()))));
        Run r = ledger({QStringLiteral("verify")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("mallory")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("added to the database by hand")), qPrintable(r.err));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--trusted-key"), m_adam});
        QCOMPARE(r.code, 1);
    }

    // The whole file rewritten around a founder of the forger's own, with the real names.
    void aDatabaseRewrittenWithItsOwnOfficer()
    {
        restore();
        auto adam = KeySigner::generate();
        auto olga = KeySigner::generate();
        const QString forged = forgedDatabase(*adam, *olga);
        QVERIFY(!forged.isEmpty());
        const QString db = file(QStringLiteral("clustergate.sqlite"));
        QVERIFY(shell(
            db, QStringLiteral(
                    "ATTACH '%1' AS f; "
                    "DROP TRIGGER audit_log_no_delete; DROP TRIGGER audit_log_append_only_seq; "
                    "DROP TRIGGER audit_checkpoints_no_delete; DROP TRIGGER ledger_officer_keys_no_delete; "
                    "DROP TRIGGER ledger_approvals_no_delete; "
                    "DELETE FROM audit_log; INSERT INTO audit_log SELECT * FROM f.audit_log; "
                    "DELETE FROM audit_checkpoints; INSERT INTO audit_checkpoints SELECT * FROM "
                    "f.audit_checkpoints; DELETE FROM ledger_officer_keys; INSERT INTO "
                    "ledger_officer_keys SELECT * FROM f.ledger_officer_keys; DELETE FROM "
                    "ledger_approvals; INSERT INTO ledger_approvals SELECT * FROM f.ledger_approvals; "
                    "UPDATE ledger_requests SET request_hash = (SELECT request_hash FROM "
                    "f.ledger_requests WHERE id = 1) WHERE id = 1;")
                    .arg(forged)));
        Run r = ledger({QStringLiteral("verify")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.out.contains(QStringLiteral("UNANCHORED")), qPrintable(r.all()));
        QVERIFY(r.out.contains(keyFingerprint(adam->publicKey())));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--trusted-key"), m_adam});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("FAILED")), qPrintable(r.err));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--checkpoint"),
                    file(QStringLiteral("checkpoint.txt"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("FAILED")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestLedgerAnchors)
#include "tst_ledger_anchors.moc"
