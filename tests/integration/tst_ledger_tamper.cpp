// SPDX-License-Identifier: GPL-3.0-or-later
// Tampering with a real 1,000-row audit log, the way someone with the database file would: the real
// sqlite3 shell drops the triggers and edits, deletes, swaps and inserts rows; a second, raw SQLite
// connection sweeps one byte of every field of every row (and every byte of three rows). Each change is
// found, and the first broken sequence number named; signed checkpoints catch a chain that was rewritten
// and re-hashed, even when the checkpoints in the database were replaced, as long as one kept elsewhere
// is given.
#include "ledger/audit_log.h"
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

using namespace cg;
using namespace cg::ledger;

namespace {

constexpr qint64 kRows = 1000;
const char *const kFields[] = {"recorded_at", "actor", "action", "subject", "details", "prev_hash", "hash"};

QString hex(const QByteArray &b)
{
    return QString::fromLatin1(b.toHex());
}

struct Verdict
{
    bool intact = false;
    qint64 broken = -1;
    QString summary;
};

// What the console's own verification says about the file.
Verdict verifyFile(const QString &path, const QList<QByteArray> &extraCheckpoints = {})
{
    Database db;
    if (!db.open(path))
        return {false, -2, QStringLiteral("cannot open")};
    SqliteLedgerStore store(db);
    AuditLog log(store);
    VerifyOptions o;
    o.extraCheckpoints = extraCheckpoints;
    const ChainReport r = log.verify(o);
    return {r.intact, r.firstBrokenSeq, r.summary()};
}

bool shell(const QString &path, const QString &sql, QString *error)
{
    QProcess p;
    p.start(QStringLiteral("sqlite3"), {QStringLiteral("-bail"), path, sql});
    if (!p.waitForFinished(30000) || p.exitCode() != 0) {
        *error = QString::fromUtf8(p.readAllStandardError()) + p.errorString();
        return false;
    }
    return true;
}

const QString kDropTriggers =
    QStringLiteral("DROP TRIGGER audit_log_no_update; DROP TRIGGER audit_log_no_delete; "
                   "DROP TRIGGER audit_log_append_only_seq; ");

} // namespace

class TestLedgerTamper : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_pristine;
    QByteArray m_lastCheckpoint; // kept outside the database
    QList<AuditRow> m_rows;
    int m_case = 0;

    QString copy()
    {
        const QString path = m_dir.filePath(QStringLiteral("case-%1.sqlite").arg(++m_case));
        QFile::remove(path);
        return QFile::copy(m_pristine, path) ? path : QString();
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty())
            QFAIL("the sqlite3 shell is missing: apt-get install sqlite3 (installer/debian-packages.txt)");
        m_dir.setAutoRemove(true);
        m_pristine = m_dir.filePath(QStringLiteral("pristine.sqlite"));
        Database db;
        QVERIFY(db.open(m_pristine));
        SqliteLedgerStore store(db);
        Ledger ledger(store);
        auto olga = KeySigner::fromSeed(QByteArray(32, '\x42'));
        QVERIFY(ledger.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer,
                                       olga.value()->publicKey(), QStringLiteral("root")));
        // Checkpoints after 250, 500, 750 and 999 rows; 1,000 rows in all.
        QList<AuditEvent> batch;
        for (qint64 size = ledger.audit().head()->size; size < kRows; size = ledger.audit().head()->size) {
            if (size == 250 || size == 500 || size == 750 || size == 999) {
                const auto note = ledger.checkpoint(*olga.value());
                QVERIFY2(note.ok(), qPrintable(note.error()));
                m_lastCheckpoint = note.value();
                continue;
            }
            const qint64 n = size + 1;
            QVERIFY(ledger.audit()
                        .append(AuditEvent{n % 3 ? QStringLiteral("rita") : QStringLiteral("ops"),
                                           n % 2 ? QStringLiteral("ssh.command")
                                                 : QStringLiteral("request.submitted"),
                                           QStringLiteral("request:%1").arg(n),
                                           {{QStringLiteral("n"), n},
                                            {QStringLiteral("note"), QStringLiteral("événement %1").arg(n)}},
                                           {}})
                        .ok());
        }
        QCOMPARE(ledger.audit().head()->size, kRows);
        const ChainReport r = ledger.audit().verify();
        QVERIFY2(r.intact, qPrintable(r.summary()));
        QCOMPARE(r.checkpointsMatched, 4);
        m_rows = ledger.audit().rows(AuditQuery{1, -1, {}, {}, {}, -1, false}).value();
        QCOMPARE(m_rows.size(), kRows);
    }

    void pristineCopyVerifies()
    {
        const Verdict v = verifyFile(copy());
        QVERIFY2(v.intact, qPrintable(v.summary));
    }

    // One byte of one field, changed with the sqlite3 shell after dropping the triggers.
    void byteChangeWithTheShell_data()
    {
        QTest::addColumn<qint64>("seq");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("position");
        for (qint64 seq : {1, 2, 250, 251, 500, 999, 1000}) {
            for (const char *f : kFields) {
                QTest::addRow("row %lld %s", seq, f) << seq << QString::fromLatin1(f) << int(seq % 5);
            }
        }
    }

    void byteChangeWithTheShell()
    {
        QFETCH(qint64, seq);
        QFETCH(QString, field);
        QFETCH(int, position);
        const AuditRow &row = m_rows.at(seq - 1);
        QByteArray value = field == QLatin1String("recorded_at") ? row.recordedAt.toUtf8()
                           : field == QLatin1String("actor")     ? row.actor.toUtf8()
                           : field == QLatin1String("action")    ? row.action.toUtf8()
                           : field == QLatin1String("subject")   ? row.subject.toUtf8()
                           : field == QLatin1String("details")   ? row.details.toUtf8()
                           : field == QLatin1String("prev_hash") ? row.prevHash
                                                                 : row.hash;
        value[position % value.size()] = char(value.at(position % value.size()) ^ 0x20);
        const bool blob = field.endsWith(QLatin1String("hash"));
        const QString literal = blob ? QStringLiteral("X'%1'").arg(hex(value))
                                     : QStringLiteral("CAST(X'%1' AS TEXT)").arg(hex(value));
        const QString path = copy();
        QString error;
        QVERIFY2(shell(path,
                       kDropTriggers + QStringLiteral("UPDATE audit_log SET %1 = %2 WHERE seq = %3;")
                                           .arg(field, literal)
                                           .arg(seq),
                       &error),
                 qPrintable(error));
        const Verdict v = verifyFile(path);
        QVERIFY(!v.intact);
        QCOMPARE(v.broken, seq);
        QVERIFY2(v.summary.contains(QStringLiteral("sequence number %1").arg(seq)), qPrintable(v.summary));
    }

    void structuralChangesWithTheShell_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<qint64>("broken");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("row 1 deleted")
            << QStringLiteral("DELETE FROM audit_log WHERE seq = 1;") << qint64(1) << "missing";
        QTest::newRow("row 437 deleted")
            << QStringLiteral("DELETE FROM audit_log WHERE seq = 437;") << qint64(437) << "missing";
        QTest::newRow("last row deleted (caught by no checkpoint: 1000 is beyond the last one)")
            << QStringLiteral("DELETE FROM audit_log WHERE seq = 1000;") << qint64(-1) << "";
        QTest::newRow("rows 999 and 1000 deleted (below the checkpoint at 999)")
            << QStringLiteral("DELETE FROM audit_log WHERE seq >= 999;") << qint64(999) << "removed";
        QTest::newRow("rows 300 and 700 swapped")
            << QStringLiteral("UPDATE audit_log SET seq = -1 WHERE seq = 300; UPDATE audit_log SET seq = 300 "
                              "WHERE seq = 700; "
                              "UPDATE audit_log SET seq = 700 WHERE seq = -1;")
            << qint64(300) << "does not link";
        QTest::newRow("neighbours 10 and 11 swapped")
            << QStringLiteral("UPDATE audit_log SET seq = -1 WHERE seq = 10; UPDATE audit_log SET seq = 10 "
                              "WHERE seq = 11; "
                              "UPDATE audit_log SET seq = 11 WHERE seq = -1;")
            << qint64(10) << "does not link";
        QTest::newRow("contents of rows 5 and 6 swapped, numbers kept")
            << QStringLiteral(
                   "CREATE TEMP TABLE t AS SELECT * FROM audit_log WHERE seq IN (5, 6); "
                   "UPDATE audit_log SET actor = (SELECT actor FROM t WHERE seq = 11 - audit_log.seq), "
                   "action = (SELECT action FROM t WHERE seq = 11 - audit_log.seq), "
                   "details = (SELECT details FROM t WHERE seq = 11 - audit_log.seq), "
                   "subject = (SELECT subject FROM t WHERE seq = 11 - audit_log.seq), "
                   "prev_hash = (SELECT prev_hash FROM t WHERE seq = 11 - audit_log.seq), "
                   "hash = (SELECT hash FROM t WHERE seq = 11 - audit_log.seq) WHERE seq IN (5, 6);")
            << qint64(5) << "does not link";
        QTest::newRow("row inserted at 600, renumbering the rest")
            << QStringLiteral("UPDATE audit_log SET seq = -(seq + 1) WHERE seq >= 600; UPDATE audit_log SET "
                              "seq = -seq WHERE seq < 0; "
                              "INSERT INTO audit_log VALUES(600, '2026-01-01T00:00:00.000Z', 'mallory', "
                              "'request.approved', "
                              "'request:1', '{}', zeroblob(32), zeroblob(32));")
            << qint64(600) << "does not link";
        QTest::newRow("row appended after the end with a wrong hash")
            << QStringLiteral(
                   "INSERT INTO audit_log VALUES(1001, '2026-01-01T00:00:00.000Z', 'mallory', 'x', '', '{}', "
                   "(SELECT hash FROM audit_log WHERE seq = 1000), zeroblob(32));")
            << qint64(1001) << "does not match its hash";
        QTest::newRow("row moved far away")
            << QStringLiteral("UPDATE audit_log SET seq = 5000 WHERE seq = 77;") << qint64(77) << "missing";
    }

    void structuralChangesWithTheShell()
    {
        QFETCH(QString, sql);
        QFETCH(qint64, broken);
        QFETCH(QString, mentions);
        const QString path = copy();
        QString error;
        QVERIFY2(shell(path, kDropTriggers + sql, &error), qPrintable(error));
        // The checkpoint kept outside the database is given too, as an auditor would.
        const Verdict v = verifyFile(path, {m_lastCheckpoint});
        if (broken < 0) {
            // Removing rows after the last checkpoint is what checkpoints cannot see; the next one will.
            QVERIFY2(v.intact, qPrintable(v.summary));
            return;
        }
        QVERIFY2(!v.intact, qPrintable(v.summary));
        QCOMPARE(v.broken, broken);
        QVERIFY2(v.summary.contains(mentions), qPrintable(v.summary));
    }

    void forgedInsertLinkedToItsPredecessor()
    {
        // An inserted row whose hash is right for its place breaks the chain at the row after it.
        const qint64 at = 600;
        const AuditRow &before = m_rows.at(at - 2);
        AuditRow forged{at,
                        QStringLiteral("2026-01-01T00:00:00.000Z"),
                        QStringLiteral("mallory"),
                        QStringLiteral("request.approved"),
                        QStringLiteral("request:1"),
                        QStringLiteral("{}"),
                        before.hash,
                        {}};
        forged.hash = auditRowHash(before.hash, forged);
        const QString path = copy();
        QString error;
        QVERIFY2(
            shell(path,
                  kDropTriggers +
                      QStringLiteral("UPDATE audit_log SET seq = -(seq + 1) WHERE seq >= 600; "
                                     "UPDATE audit_log SET seq = -seq WHERE seq < 0; "
                                     "INSERT INTO audit_log VALUES(600, '%1', 'mallory', 'request.approved', "
                                     "'request:1', '{}', X'%2', X'%3');")
                          .arg(forged.recordedAt, hex(forged.prevHash), hex(forged.hash)),
                  &error),
            qPrintable(error));
        const Verdict v = verifyFile(path);
        QVERIFY(!v.intact);
        QCOMPARE(v.broken, at + 1);
        QVERIFY2(v.summary.contains(QStringLiteral("row 601 does not link to row 600")),
                 qPrintable(v.summary));
    }

    // Every field of every row, one byte each (position and bit vary by row), and every byte of the
    // fields of rows 1, 500 and 1000, through a raw connection that bypasses the console.
    void everyRowEveryFieldThroughARawConnection()
    {
        const QString path = copy();
        QString error;
        QVERIFY2(shell(path, kDropTriggers, &error), qPrintable(error));
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &raw), SQLITE_OK);
        sqlite3_exec(raw, "PRAGMA synchronous = OFF", nullptr, nullptr, nullptr);
        Database db;
        QVERIFY(db.open(path));
        SqliteLedgerStore store(db);
        AuditLog log(store);

        int changes = 0, detected = 0;
        const auto tamper = [&](qint64 seq, int field, const QByteArray &value) {
            const QByteArray sql =
                QByteArray("UPDATE audit_log SET ") + kFields[field] + " = ?1 WHERE seq = ?2";
            sqlite3_stmt *st = nullptr;
            sqlite3_prepare_v2(raw, sql.constData(), -1, &st, nullptr);
            if (field >= 5)
                sqlite3_bind_blob(st, 1, value.constData(), int(value.size()), SQLITE_TRANSIENT);
            else
                sqlite3_bind_text(st, 1, value.constData(), int(value.size()), SQLITE_TRANSIENT);
            sqlite3_bind_int64(st, 2, seq);
            const int rc = sqlite3_step(st);
            sqlite3_finalize(st);
            return rc == SQLITE_DONE;
        };
        const auto fieldBytes = [](const AuditRow &r, int field) {
            switch (field) {
            case 0:
                return r.recordedAt.toUtf8();
            case 1:
                return r.actor.toUtf8();
            case 2:
                return r.action.toUtf8();
            case 3:
                return r.subject.toUtf8();
            case 4:
                return r.details.toUtf8();
            case 5:
                return r.prevHash;
            default:
                return r.hash;
            }
        };
        const auto check = [&](qint64 seq, int field, int pos, char mask) {
            const QByteArray original = fieldBytes(m_rows.at(seq - 1), field);
            QByteArray changed = original;
            changed[pos] = char(changed.at(pos) ^ mask);
            if (!tamper(seq, field, changed))
                return false;
            ++changes;
            const ChainReport r = log.verify();
            if (!r.intact && r.firstBrokenSeq == seq)
                ++detected;
            else
                qWarning("row %lld %s byte %d: %s", seq, kFields[field], pos, qPrintable(r.summary()));
            return tamper(seq, field, original);
        };
        for (qint64 seq = 1; seq <= kRows; ++seq) {
            for (int f = 0; f < 7; ++f) {
                const int len = int(fieldBytes(m_rows.at(seq - 1), f).size());
                QVERIFY(check(seq, f, int((seq * 7 + f) % len), char(1 << (seq % 8))));
            }
        }
        for (qint64 seq : {qint64(1), qint64(500), kRows}) {
            for (int f = 0; f < 7; ++f) {
                const int len = int(fieldBytes(m_rows.at(seq - 1), f).size());
                for (int pos = 0; pos < len; ++pos)
                    QVERIFY(check(seq, f, pos, char(0xff)));
            }
        }
        sqlite3_close(raw);
        qInfo("%d single-byte changes, %d detected at the changed row", changes, detected);
        QVERIFY(changes > 7 * kRows);
        QCOMPARE(detected, changes);
        QVERIFY(log.verify().intact); // every change was undone
    }

    void rewrittenChainIsCaughtByCheckpoints()
    {
        // Row 600 changed and every row from it re-hashed: the chain links, the checkpoint at 750 does not.
        QList<AuditRow> rows = m_rows;
        rows[599].actor = QStringLiteral("mallory");
        for (qint64 i = 599; i < kRows; ++i) {
            rows[i].prevHash = rows[i - 1].hash;
            rows[i].hash = auditRowHash(rows[i].prevHash, rows[i]);
        }
        QString sql = kDropTriggers;
        for (qint64 i = 599; i < kRows; ++i)
            sql += QStringLiteral(
                       "UPDATE audit_log SET actor = '%1', prev_hash = X'%2', hash = X'%3' WHERE seq = %4;\n")
                       .arg(rows[i].actor, hex(rows[i].prevHash), hex(rows[i].hash))
                       .arg(i + 1);
        const QString path = copy();
        QString error;
        QVERIFY2(shell(path, sql, &error), qPrintable(error));
        Verdict v = verifyFile(path);
        QVERIFY(!v.intact);
        QCOMPARE(v.broken, 501); // after the last checkpoint that matches (500)
        QVERIFY2(v.summary.contains(QStringLiteral("checkpoint signed by olga")), qPrintable(v.summary));

        // The forger also replaces the database's checkpoints and registers a key of their own: the chain and
        // the checkpoints in the file now agree, but the checkpoint kept elsewhere does not.
        auto mallory = KeySigner::fromSeed(QByteArray(32, '\x66'));
        QByteArray origin;
        {
            Database db;
            QVERIFY(db.open(path));
            SqliteLedgerStore store(db);
            origin = AuditLog(store).origin().value().toUtf8();
        }
        const auto forged =
            SignedNotes::sign(SignedNotes::checkpointText(QString::fromUtf8(origin), kRows, rows.last().hash),
                              QStringLiteral("mallory"), *mallory.value());
        QVERIFY(forged.ok());
        QString forge =
            QStringLiteral(
                "DROP TRIGGER audit_checkpoints_no_delete; DELETE FROM audit_checkpoints; "
                "INSERT INTO audit_checkpoints VALUES(%1, CAST(X'%2' AS TEXT), '2026-01-01');"
                "INSERT INTO ledger_officer_keys VALUES('mallory', 'admin', X'%3', '2026-01-01', 'mallory');")
                .arg(kRows)
                .arg(hex(forged.value()), hex(mallory.value()->publicKey()));
        QVERIFY2(shell(path, forge, &error), qPrintable(error));
        v = verifyFile(path);
        QVERIFY2(v.intact, "the file alone agrees with itself: this is why checkpoints are kept elsewhere");
        v = verifyFile(path, {m_lastCheckpoint});
        QVERIFY(!v.intact);
        QCOMPARE(v.broken, 1); // no checkpoint before it survives in the file
        QVERIFY2(v.summary.contains(QStringLiteral("999")), qPrintable(v.summary));
    }

    void theConsoleRefusesToDropTheTriggers()
    {
        Database db;
        QVERIFY(db.open(copy()));
        for (const char *sql : {"DROP TRIGGER audit_log_no_update", "DROP TRIGGER audit_log_no_delete",
                                "DROP TRIGGER audit_log_append_only_seq", "DROP TABLE audit_log"}) {
            const Status st = db.execute(sql);
            QVERIFY2(!st.ok(), sql);
            QVERIFY2(st.error().contains(QStringLiteral("not authorized")), qPrintable(st.error()));
        }
    }
};

QTEST_GUILESS_MAIN(TestLedgerTamper)
#include "tst_ledger_tamper.moc"
