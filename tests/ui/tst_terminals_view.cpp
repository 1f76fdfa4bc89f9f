// SPDX-License-Identifier: GPL-3.0-or-later
// The Terminals view on a real SQLite profile database and its audit log: recordings listed newest first
// from their audit events (model under QAbstractItemModelTester), Verify against the audit event (intact,
// then a byte changed on disk), Play opening the built-in player on the file, a deleted recording not
// playable, and the open terminals list empty with its hint.
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"
#include "terminal/recording_player.h"
#include "terminal/terminal_recording.h"
#include "terminal/terminals_view.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::terminal;
using namespace cg::ui;

class TestTerminalsView : public QObject
{
    Q_OBJECT

    static RecordingSummary record(ledger::AuditLog &log, const QString &dir, const QString &node,
                                   const char *output, const QString &nodeName = {})
    {
        RecordingOptions o;
        o.dir = dir;
        o.cluster = QStringLiteral("lab-sg");
        o.nodeName = nodeName;
        TerminalRecording rec;
        if (!rec.start(o, {}, QStringLiteral("alice"), QStringLiteral("root"), node,
                       {QStringLiteral("root@198.18.1.1:22")})
                 .ok())
            return {};
        rec.output(output, std::strlen(output));
        const auto sum = rec.finish(QStringLiteral("exit status 0"));
        if (!sum.ok() || !log.append(recordingAuditEvent(sum.value())).ok())
            return {};
        return sum.value();
    }

private slots:
    void listsVerifiesAndPlays()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("profile.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        // A cluster terminal records the inventory's node name beside the address it connected to.
        const RecordingSummary first =
            record(log, dir.path(), QStringLiteral("198.18.4.10"), "first\r\n", QStringLiteral("gpu-01"));
        const RecordingSummary second =
            record(log, dir.path(), QStringLiteral("gpu-02"), "\x1b[31mred\x1b[0m\r\n");
        QVERIFY(!first.path.isEmpty() && !second.path.isEmpty());

        TerminalsView view([] { return QList<TerminalTab *>{}; }, &log);
        QAbstractItemModelTester tester(view.recordings(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.recordings()->rowCount(), 2);
        QCOMPARE(view.recordings()->index(0, RecordingsModel::Node).data().toString(),
                 QStringLiteral("gpu-02"));
        QCOMPARE(view.recordings()->index(0, RecordingsModel::Cluster).data().toString(),
                 QStringLiteral("lab-sg"));
        QCOMPARE(view.recordings()->index(1, RecordingsModel::Node).data().toString(),
                 QStringLiteral("gpu-01"));
        QVERIFY(view.recordings()
                    ->index(1, RecordingsModel::Node)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QLatin1String("198.18.4.10 through ")));
        QVERIFY(!view.openList()->isVisible());   // no shells open: the hint instead
        QVERIFY(!view.playButton()->isEnabled()); // nothing chosen yet

        view.recordingsTable()->selectRow(0);
        QVERIFY(view.playButton()->isEnabled());
        QTest::mouseClick(view.verifyButton(), Qt::LeftButton);
        QVERIFY(view.isChecking()); // hashed off the GUI thread
        QTRY_VERIFY(!view.isChecking());
        QVERIFY2(view.statusLabel()->text().startsWith(QLatin1String("Intact")),
                 qPrintable(view.statusLabel()->text()));
        QVERIFY(view.statusLabel()->text().contains(QString::fromLatin1(second.sha256)));

        QSignalSpy opened(&view, &TerminalsView::playerOpened);
        QTest::mouseClick(view.playButton(), Qt::LeftButton);
        QCOMPARE(opened.size(), 1);
        std::unique_ptr<QWidget> widget(opened.first().at(0).value<QWidget *>());
        auto *player = qobject_cast<RecordingPlayer *>(widget.get());
        QVERIFY(player);
        player->seek(0);
        QVERIFY(player->find(QStringLiteral("red")) >= 0);

        // A byte changed on disk after the session: Verify says so.
        QFile f(second.path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        bytes[bytes.size() - 3] = 'X';
        f.seek(0);
        f.write(bytes);
        f.close();
        QTest::mouseClick(view.verifyButton(), Qt::LeftButton);
        QVERIFY(view.isChecking()); // hashed off the GUI thread
        QTRY_VERIFY(!view.isChecking());
        QVERIFY2(view.statusLabel()->text().startsWith(QLatin1String("NOT intact")),
                 qPrintable(view.statusLabel()->text()));

        // The first recording deleted (audited): listed as deleted, not playable.
        const auto all = listRecordings(log);
        QVERIFY(all.ok());
        QVERIFY(
            deleteRecording(log, all->first(), QStringLiteral("officer"), QStringLiteral("retention")).ok());
        view.refresh();
        QCOMPARE(view.recordings()->rowCount(), 2);
        view.recordingsTable()->selectRow(1);
        QVERIFY(view.recordings()
                    ->index(1, RecordingsModel::State)
                    .data()
                    .toString()
                    .startsWith(QLatin1String("deleted")));
        QVERIFY(!view.playButton()->isEnabled());
    }

    void noLedgerSaysWhy()
    {
        TerminalsView view([] { return QList<TerminalTab *>{}; }, nullptr);
        QCOMPARE(view.recordings()->rowCount(), 0);
        QVERIFY(view.statusLabel()->text().contains(QLatin1String("ledger")));
    }
};

QTEST_MAIN(TestTerminalsView)
#include "tst_terminals_view.moc"
