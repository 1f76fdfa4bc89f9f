// SPDX-License-Identifier: GPL-3.0-or-later
// Each cluster's recording policy in a real SQLite profile database with its real audit log: input off
// and kept until deleted by default, every change an audit event with before and after, retention deleting
// only that cluster's recordings once they are older than it, each deletion audited and the file gone;
// a recording changed after the fact is not deleted quietly.
#include "common/local_user.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/console.h"
#include "services/profile.h"
#include "storage/database.h"
#include "terminal/recording_policy.h"
#include "terminal/terminal_recording.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace cg;
using namespace cg::terminal;

class TestRecordingPolicy : public QObject
{
    Q_OBJECT

    QList<ledger::AuditRow> rows(ledger::AuditLog &log, const QString &action)
    {
        ledger::AuditQuery q;
        q.actionPrefix = action;
        q.limit = -1;
        const auto r = log.rows(q);
        return r.ok() ? r.value() : QList<ledger::AuditRow>{};
    }

    // A finished recording of `cluster` with its audit event, as a closed terminal session leaves it.
    RecordingSummary record(ledger::AuditLog &log, const QString &dir, const QString &cluster)
    {
        RecordingOptions o;
        o.dir = dir;
        o.cluster = cluster;
        TerminalRecording rec;
        if (!rec.start(o, {}, QStringLiteral("alice"), QStringLiteral("root"), QStringLiteral("gpu-01"), {})
                 .ok())
            return {};
        rec.output("nvidia-smi\r\n", 12);
        const auto sum = rec.finish(QStringLiteral("exit status 0"));
        if (!sum.ok() || !log.append(recordingAuditEvent(sum.value())).ok())
            return {};
        return sum.value();
    }

private slots:
    void defaultsChangesAndRetention()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("profile.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        RecordingPolicies policies(db);

        // The default: input not recorded, kept until deleted.
        const auto none = policies.policy(QStringLiteral("lab-sg"));
        QVERIFY2(none.ok(), qPrintable(none.error()));
        QVERIFY(!none->recordInput);
        QCOMPARE(none->retentionDays, 0);

        RecordingPolicy sg;
        sg.recordInput = true;
        sg.retentionDays = 30;
        const Status stored = policies.set(QStringLiteral("lab-sg"), sg, log, QStringLiteral("officer"));
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(policies.policy(QStringLiteral("lab-sg")).value(), sg);
        QVERIFY(!policies.policy(QStringLiteral("lab-de"))->recordInput); // per cluster
        auto changes = rows(log, QLatin1String(RecordingPolicies::kAuditAction));
        QCOMPARE(changes.size(), 1);
        const QJsonObject details = QJsonDocument::fromJson(changes.first().details.toUtf8()).object();
        QCOMPARE(changes.first().actor, QStringLiteral("officer"));
        QCOMPARE(details.value(QLatin1String("cluster")).toString(), QStringLiteral("lab-sg"));
        QCOMPARE(
            details.value(QLatin1String("before")).toObject().value(QLatin1String("record_input")).toBool(),
            false);
        QCOMPARE(
            details.value(QLatin1String("after")).toObject().value(QLatin1String("retention_days")).toInt(),
            30);
        // The same again changes nothing and records nothing; out of range is refused.
        QVERIFY(policies.set(QStringLiteral("lab-sg"), sg, log, QStringLiteral("officer")).ok());
        QCOMPARE(rows(log, QLatin1String(RecordingPolicies::kAuditAction)).size(), 1);
        RecordingPolicy bad;
        bad.retentionDays = -1;
        QVERIFY(!policies.set(QStringLiteral("lab-sg"), bad, log, QStringLiteral("officer")).ok());
        bad.retentionDays = RecordingPolicies::kMaxRetentionDays + 1;
        QVERIFY(!policies.set(QStringLiteral("lab-sg"), bad, log, QStringLiteral("officer")).ok());
        QVERIFY(!policies.set(QString(), sg, log, QStringLiteral("officer")).ok());
        QCOMPARE(policies.policy(QStringLiteral("lab-sg")).value(), sg);

        // Recordings of lab-sg (30 days), lab-de (no retention) and one with no cluster.
        const QString recDir = dir.filePath(QStringLiteral("recordings"));
        const RetentionScope scope{QStringLiteral("alice"), recDir};
        const RecordingSummary a = record(log, recDir, QStringLiteral("lab-sg"));
        const RecordingSummary b = record(log, recDir, QStringLiteral("lab-de"));
        const RecordingSummary c = record(log, recDir, QString());
        QVERIFY(!a.path.isEmpty() && !b.path.isEmpty() && !c.path.isEmpty());
        QCOMPARE(listRecordings(log)->first().summary.cluster, QStringLiteral("lab-sg"));
        const QDateTime now = QDateTime::currentDateTimeUtc();

        // Not due yet.
        auto report = pruneRecordings(log, policies, now.addDays(29), QStringLiteral("system"), false, scope);
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QVERIFY(report->deleted.isEmpty());
        // A dry run names what is due and deletes nothing.
        report = pruneRecordings(log, policies, now.addDays(31), QStringLiteral("system"), true, scope);
        QVERIFY(report.ok());
        QCOMPARE(report->deleted.size(), 1);
        QCOMPARE(report->deleted.first().summary.path, a.path);
        QVERIFY(QFile::exists(a.path));
        QVERIFY(rows(log, QStringLiteral("terminal.recording.deleted")).isEmpty());
        // Due: only lab-sg's, the file gone, the deletion audited with the reason.
        report = pruneRecordings(log, policies, now.addDays(31), QStringLiteral("system"), false, scope);
        QVERIFY(report.ok());
        QVERIFY2(report->problems.isEmpty(), qPrintable(report->problems.join(u'\n')));
        QCOMPARE(report->deleted.size(), 1);
        QVERIFY(!QFile::exists(a.path));
        QVERIFY(QFile::exists(b.path) && QFile::exists(c.path));
        const auto deletions = rows(log, QStringLiteral("terminal.recording.deleted"));
        QCOMPARE(deletions.size(), 1);
        QCOMPARE(deletions.first().actor, QStringLiteral("system"));
        QVERIFY2(deletions.first().details.contains(QLatin1String("lab-sg")),
                 qPrintable(deletions.first().details));
        QVERIFY(deletions.first().details.contains(QString::fromLatin1(a.sha256)));
        int deletedEntries = 0;
        const auto listed = listRecordings(log);
        QVERIFY(listed.ok());
        for (const RecordingEntry &e : listed.value())
            deletedEntries += e.deletedSeq > 0 ? 1 : 0;
        QCOMPARE(deletedEntries, 1);
        // Pruning again finds nothing more.
        report = pruneRecordings(log, policies, now.addDays(3650), QStringLiteral("system"), false, scope);
        QVERIFY(report.ok());
        QVERIFY(report->deleted.isEmpty());

        // A recording changed after the fact is due but not deleted: it needs looking at.
        RecordingPolicy de;
        de.retentionDays = 1;
        QVERIFY(policies.set(QStringLiteral("lab-de"), de, log, QStringLiteral("officer")).ok());
        QFile f(b.path);
        QVERIFY(f.open(QIODevice::Append));
        f.write("[9.0, \"o\", \"edited\"]\n");
        f.close();
        report = pruneRecordings(log, policies, now.addDays(2), QStringLiteral("system"), false, scope);
        QVERIFY(report.ok());
        QVERIFY(report->deleted.isEmpty());
        QCOMPARE(report->problems.size(), 1);
        QVERIFY(QFile::exists(b.path));
        QCOMPARE(rows(log, QStringLiteral("terminal.recording.deleted")).size(), 1);
        QVERIFY(log.verify().intact);
    }

    // The console applies retention when it opens the profile.
    void consolePrunesOnStart()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QStandardPaths::setTestModeEnabled(true);
        qputenv("CLUSTERGATE_HOME", home.path().toUtf8());
        RecordingSummary old, fresh;
        {
            services::Profile profile;
            const Status opened = profile.open(localUserName());
            QVERIFY2(opened.ok(), qPrintable(opened.error()));
            RecordingPolicies policies(profile.database());
            RecordingPolicy p;
            p.retentionDays = 7;
            QVERIFY(
                policies.set(QStringLiteral("lab"), p, profile.auditLog(), QStringLiteral("officer")).ok());
            RecordingOptions o;
            o.dir = recordingsDir();
            o.cluster = QStringLiteral("lab");
            for (RecordingSummary *s : {&old, &fresh}) {
                TerminalRecording rec;
                QVERIFY(
                    rec.start(o, {}, localUserName(), QStringLiteral("root"), QStringLiteral("n1"), {}).ok());
                rec.output("hostname\r\n", 10);
                const auto sum = rec.finish(QStringLiteral("exit status 0"));
                QVERIFY(sum.ok());
                *s = sum.value();
            }
            // One session from eight days ago (the event says when it ran; the file is what it says).
            old.started = old.started.addDays(-8);
            old.ended = old.ended.addDays(-8);
            QVERIFY(profile.auditLog().append(recordingAuditEvent(old)).ok());
            QVERIFY(profile.auditLog().append(recordingAuditEvent(fresh)).ok());
        }
        services::Console console;
        console.open();
        QTRY_COMPARE(console.recordingsPruned(), 1); // the files are checked off the console's thread
        QVERIFY(!QFile::exists(old.path));
        QVERIFY(QFile::exists(fresh.path));
        QCOMPARE(rows(*console.auditLog(), QStringLiteral("terminal.recording.deleted")).size(), 1);
    }

    // In team mode the audit log is shared and anyone can write a recording event: a console deletes only
    // its own user's recordings, and only regular files directly in its recordings folder. A forged event
    // naming /dev/zero, a FIFO, a link, a file elsewhere or a huge file neither deletes it nor hangs nor
    // hashes without end; another person's recording is left alone without a deletion row.
    void retentionDeletesOnlyItsOwnRegularFiles()
    {
        QTemporaryDir dir, elsewhere;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("profile.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        RecordingPolicies policies(db);
        RecordingPolicy week;
        week.retentionDays = 7;
        QVERIFY(policies.set(QStringLiteral("lab"), week, log, QStringLiteral("officer")).ok());
        const QString recDir = dir.filePath(QStringLiteral("recordings"));
        const RetentionScope scope{QStringLiteral("alice"), recDir};
        const QDateTime past = QDateTime::currentDateTimeUtc().addDays(-30);

        // One of ours, due: deleted.
        RecordingSummary mine = record(log, recDir, QStringLiteral("lab"));
        QVERIFY(!mine.path.isEmpty());
        // Rewritten with an old end (the first event stays too: the newest of the two is the one kept).
        const auto forge = [&](RecordingSummary s, const QString &actor, const QString &path) {
            s.actor = actor;
            s.path = path;
            s.started = past;
            s.ended = past.addSecs(60);
            return log.append(recordingAuditEvent(s)).ok();
        };
        QVERIFY(forge(mine, QStringLiteral("alice"), mine.path));
        // Bob's, in our folder even, with a matching file: not ours to delete.
        RecordingSummary bobs = record(log, recDir, QStringLiteral("lab"));
        QVERIFY(forge(bobs, QStringLiteral("bob"), bobs.path));
        // Forged events in our name.
        RecordingSummary empty = mine;
        empty.bytes = 0;
        empty.sha256 = QCryptographicHash::hash({}, QCryptographicHash::Sha256).toHex();
        QVERIFY(forge(empty, QStringLiteral("alice"), QStringLiteral("/dev/zero")));
        const QString fifo = recDir + QStringLiteral("/pipe.cast");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(forge(empty, QStringLiteral("alice"), fifo));
        const QString outside = elsewhere.filePath(QStringLiteral("evidence.cast"));
        QVERIFY(QFile::copy(bobs.path, outside));
        QVERIFY(forge(bobs, QStringLiteral("alice"), outside));
        const QString link = recDir + QStringLiteral("/link.cast");
        QVERIFY(QFile::link(outside, link));
        QVERIFY(forge(bobs, QStringLiteral("alice"), link));
        QVERIFY(
            forge(bobs, QStringLiteral("alice"),
                  recDir + QStringLiteral("/../") + QFileInfo(dir.filePath(QStringLiteral("x"))).fileName()));
        const QString huge = recDir + QStringLiteral("/huge.cast");
        {
            QFile f(huge);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(scope.maxBytesHashed + 1)); // sparse: costs no disk
        }
        RecordingSummary big = mine;
        big.bytes = scope.maxBytesHashed + 1;
        QVERIFY(forge(big, QStringLiteral("alice"), huge));

        const auto report = pruneRecordings(log, policies, QDateTime::currentDateTimeUtc(),
                                            QStringLiteral("system"), false, scope);
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(report->deleted.size(), 1);
        QCOMPARE(report->deleted.first().summary.path, mine.path);
        QVERIFY(!QFile::exists(mine.path));
        QCOMPARE(report->problems.size(), 6);
        QVERIFY(QFile::exists(bobs.path));
        QVERIFY(QFileInfo(fifo).exists());
        QVERIFY(QFile::exists(outside));
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFile::exists(huge));
        const auto deletions = rows(log, QStringLiteral("terminal.recording.deleted"));
        QCOMPARE(deletions.size(), 1);
        QVERIFY(log.verify().intact);

        // The same off the caller's thread: the answer arrives on it, and nothing more is deleted.
        QObject context;
        bool answered = false;
        pruneRecordingsInBackground(
            log, policies, QDateTime::currentDateTimeUtc(), QStringLiteral("system"), &context,
            [&](const Result<PruneReport> &r) {
                answered = true;
                QVERIFY(r.ok());
                QVERIFY(r->deleted.isEmpty());
                QCOMPARE(r->problems.size(), 6);
                QCOMPARE(QThread::currentThread(), context.thread());
            },
            scope);
        QTRY_VERIFY(answered);
        QCOMPARE(rows(log, QStringLiteral("terminal.recording.deleted")).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestRecordingPolicy)
#include "tst_recording_policy.moc"
