// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Audit Log, offscreen, on a real SQLite file: newest first, search, Verify; then a row
// changed behind the console's back with the sqlite3 shell is named by Verify.
#include "ledger/anchor_book.h"
#include "ledger/audit_browser.h"
#include "ledger/ed25519.h"
#include "ledger/signed_note.h"
#include "ledger/sqlite_ledger_store.h"
#include "ledger/trust_anchors_view.h"
#include "storage/database.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTimer>
#include <QtTest>

using namespace cg;

class TestAuditBrowser : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
    }

    // Details carry what nodes said: their tooltip shows markup as text, never renders it.
    void nodeTextInTheTooltipIsPlain()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("tooltip.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        ledger::AuditEvent e;
        e.actor = QStringLiteral("li");
        e.action = QStringLiteral("ssh.command");
        e.subject = QStringLiteral("ssh:ops@gpu-01");
        e.details = QJsonObject{{QStringLiteral("error"), QStringLiteral("<b>big</b><img src=\"/etc/x\">")}};
        QVERIFY(log.append(e).ok());
        ui::AuditBrowser browser(&log);
        const QString tip =
            browser.model()->index(0, ui::AuditRowsModel::Details).data(Qt::ToolTipRole).toString();
        QVERIFY2(!tip.contains(QLatin1String("<b>big")) && !tip.contains(QLatin1String("<img")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("&lt;b&gt;big")), qPrintable(tip));
        QTextDocument shown;
        shown.setHtml(tip);
        QVERIFY2(shown.toPlainText().contains(QLatin1String("<b>big</b><img src=")),
                 qPrintable(shown.toPlainText()));
    }

    // The Details column reads as fields (key: value), not as raw JSON; the whole JSON is in the tooltip and
    // in the pane under the table for the selected row.
    void detailsAsFields()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("fields.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        ledger::AuditEvent e;
        e.actor = QStringLiteral("rita");
        e.action = QStringLiteral("request.created");
        e.subject = QStringLiteral("request:4");
        e.details = QJsonObject{
            {QStringLiteral("country"), QStringLiteral("SG")},
            {QStringLiteral("datasets"), QJsonArray{QStringLiteral("clicks"), QStringLiteral("views")}},
            {QStringLiteral("retention_days"), 90}};
        QVERIFY(log.append(e).ok());
        ui::AuditBrowser browser(&log, &store);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        const QString shown = browser.model()->index(0, ui::AuditRowsModel::Details).data().toString();
        QCOMPARE(shown, QStringLiteral("country: SG; datasets: clicks, views; retention_days: 90"));
        const QString tip =
            browser.model()->index(0, ui::AuditRowsModel::Details).data(Qt::ToolTipRole).toString();
        QTextDocument doc;
        doc.setHtml(tip);
        QVERIFY2(doc.toPlainText().contains(QLatin1String("\"retention_days\": 90")),
                 qPrintable(doc.toPlainText()));
        browser.findChild<QTableView *>()->selectRow(0);
        QVERIFY2(browser.detailText().contains(QLatin1String("datasets: clicks, views")),
                 qPrintable(browser.detailText()));
        QVERIFY2(browser.detailText().contains(QLatin1String("{\"country\":\"SG\"")),
                 qPrintable(browser.detailText()));
    }

    // Audit Log > Trust Anchors: a trusted key (shown with its fingerprint and who vouched for it) makes
    // Verify say VERIFIED, as --trusted-key does on the command line; a checkpoint file is kept in the
    // profile and listed with its SHA-256 and who vouched for it.
    void trustAnchorsFromTheWindow()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("gui-anchors.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::Ledger ledger(store);
        std::shared_ptr<ledger::KeySigner> adam = ledger::KeySigner::generate();
        QVERIFY(ledger.found(QStringLiteral("adam"), *adam).ok());
        const auto note = ledger.checkpoint(*adam);
        QVERIFY(note.ok());
        ledger::AuditLog log(store);
        ui::AuditBrowser browser(&log, &store);
        QCOMPARE(browser.anchorBookFile(), ledger::AnchorBook::defaultFile());
        QVERIFY(browser.anchorBookFile().startsWith(m_dir.path())); // in the profile
        QVERIFY(browser.findChild<QPushButton *>(QStringLiteral("trustAnchors")));
        QVERIFY(browser.verify().intact);
        QCOMPARE(browser.trust(), ledger::Trust::Unanchored);

        const QString adamKey = ledger::VerifierKey::make(QStringLiteral("adam"), adam->publicKey()).text();
        {
            ui::TrustAnchorsView anchors(browser.anchorBookFile(), &store);
            QVERIFY(!anchors.addKey(adamKey, QString()).ok()); // who vouched is not optional
            QVERIFY(!anchors.addKey(QStringLiteral("not-a-key"), QStringLiteral("me")).ok());
            QVERIFY2(anchors.addKey(adamKey, QStringLiteral("fingerprint read out by adam in person")).ok(),
                     qPrintable(anchors.statusText()));
            QCOMPARE(anchors.table()->rowCount(), 1);
            QCOMPARE(anchors.table()->item(0, 2)->text(), ledger::keyFingerprint(adam->publicKey()));
            QCOMPARE(anchors.table()->item(0, 3)->text(),
                     QStringLiteral("fingerprint read out by adam in person"));
        }
        QVERIFY(browser.verify().intact);
        QCOMPARE(browser.trust(), ledger::Trust::Verified);
        QVERIFY2(browser.verifyText().contains(QLatin1String("VERIFIED")), qPrintable(browser.verifyText()));
        // The same core reading as the command line: the book is an anchor file.
        ledger::TrustAnchors cli;
        QVERIFY(cli.addFile(browser.anchorBookFile(), false).ok());
        QVERIFY(cli.trusts(adam->publicKey()));

        const QString checkpointFile = m_dir.filePath(QStringLiteral("outside.note"));
        QFile f(checkpointFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(note.value());
        f.close();
        {
            ui::TrustAnchorsView anchors(browser.anchorBookFile(), &store);
            QVERIFY(anchors.removeRow(0).ok());
            QCOMPARE(anchors.table()->rowCount(), 0);
            QVERIFY2(anchors.addCheckpoint(checkpointFile, QStringLiteral("kept by the auditor since Monday"))
                         .ok(),
                     qPrintable(anchors.statusText()));
            QCOMPARE(anchors.table()->rowCount(), 1);
            QVERIFY(anchors.table()->item(0, 2)->text().startsWith(QLatin1String("SHA256:")));
            QCOMPARE(anchors.table()->item(0, 3)->text(), QStringLiteral("kept by the auditor since Monday"));
            // Named by rows and the ledger's short id, not the log's whole origin line (walk 6).
            const QString name = anchors.table()->item(0, 1)->text();
            QVERIFY2(name.startsWith(QStringLiteral("checkpoint at ")) &&
                         !name.contains(QStringLiteral("clustergate.audit/")),
                     qPrintable(name));
        }
        QVERIFY(QFile::remove(checkpointFile)); // the profile keeps its own copy
        const auto entries = ledger::AnchorBook(browser.anchorBookFile()).entries();
        QVERIFY(entries.ok());
        QCOMPARE(entries->size(), 1);
        QVERIFY2(entries->first().problem.isEmpty(), qPrintable(entries->first().problem));
        QVERIFY(browser.verify().intact);
        QVERIFY2(browser.trust() != ledger::Trust::Failed, qPrintable(browser.verifyText()));
        QVERIFY(QFile::remove(browser.anchorBookFile()));
    }

    // Add a Trusted Key: the fingerprint of the key entered is on a read-only line of its own, whole, and
    // the advice under it is as tall as its wrapped text (it was squeezed into one line, glyphs cut).
    void addKeyFormShowsTheFingerprintWhole()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("addkey-form.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::Ledger ledger(store);
        std::shared_ptr<ledger::KeySigner> adam = ledger::KeySigner::generate();
        QVERIFY(ledger.found(QStringLiteral("adam"), *adam).ok());
        ui::TrustAnchorsView anchors(m_dir.filePath(QStringLiteral("addkey-anchors")), &store);
        anchors.show();
        QVERIFY(QTest::qWaitForWindowExposed(&anchors));
        QVERIFY(!anchors.removeButton()->isEnabled()); // an empty list: nothing to remove
        const QString key = ledger::VerifierKey::make(QStringLiteral("adam"), adam->publicKey()).text();
        QStringList problems;
        bool seen = false;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *form = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!form || form == &anchors)
                return;
            poll.stop();
            seen = true;
            auto *fingerprint = form->findChild<QLineEdit *>(QStringLiteral("anchorFingerprint"));
            if (!fingerprint) {
                problems << QStringLiteral("no fingerprint line");
                form->reject();
                return;
            }
            for (QLineEdit *e : form->findChildren<QLineEdit *>()) {
                if (e != fingerprint && !e->isReadOnly() &&
                    e->placeholderText().contains(QStringLiteral("NAME+")))
                    e->setText(key);
            }
            form->adjustSize();
            QCoreApplication::processEvents();
            if (fingerprint->text() != ledger::keyFingerprint(adam->publicKey()))
                problems << QStringLiteral("fingerprint shown: ") + fingerprint->text();
            if (fingerprint->contentsRect().width() - 8 <
                fingerprint->fontMetrics().horizontalAdvance(fingerprint->text()))
                problems
                    << QStringLiteral("fingerprint cut at %1 px").arg(fingerprint->contentsRect().width());
            for (QLabel *l : form->findChildren<QLabel *>()) {
                if (l->wordWrap() && l->isVisible() && l->height() < l->heightForWidth(l->width()))
                    problems << QStringLiteral("%1 px high, needs %2: %3")
                                    .arg(l->height())
                                    .arg(l->heightForWidth(l->width()))
                                    .arg(l->text());
            }
            form->reject();
        });
        poll.start();
        QPushButton *addKey = nullptr;
        for (QPushButton *b : anchors.findChildren<QPushButton *>()) {
            if (b->text() == ui::TrustAnchorsView::tr("Add &Key…"))
                addKey = b;
        }
        QVERIFY(addKey);
        addKey->click();
        QVERIFY(seen);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void browseSearchVerify()
    {
        const QString path = m_dir.filePath(QStringLiteral("clustergate.sqlite"));
        {
            Database db;
            QVERIFY(db.open(path).ok());
            ledger::SqliteLedgerStore store(db);
            ledger::AuditLog log(store);
            for (const char *command : {"nvidia-smi", "sinfo -N", "true"}) {
                ledger::AuditEvent e;
                e.actor = QStringLiteral("li");
                e.action = QStringLiteral("ssh.command");
                e.subject = QStringLiteral("ssh:ops@gpu-01");
                e.details = QJsonObject{{QStringLiteral("command"), QLatin1String(command)}};
                QVERIFY(log.append(e).ok());
            }
            ui::AuditBrowser browser(&log);
            browser.show();
            QVERIFY(QTest::qWaitForWindowExposed(&browser));
            QCOMPARE(browser.model()->rowCount(), 3);
            QVERIFY(browser.model()
                        ->index(0, ui::AuditRowsModel::Details)
                        .data()
                        .toString()
                        .contains(QStringLiteral("true"))); // newest first
            browser.findChild<QLineEdit *>()->setText(QStringLiteral("sinfo"));
            QTRY_COMPARE(browser.model()->rowCount(), 1);
            QVERIFY(browser.verify().intact);
        }
        // Someone edits row 2 with the sqlite3 shell, triggers dropped first.
        if (QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty())
            QFAIL("the sqlite3 shell is missing: apt-get install sqlite3 (installer/debian-packages.txt)");
        QCOMPARE(QProcess::execute(
                     QStringLiteral("sqlite3"),
                     {path, QStringLiteral("DROP TRIGGER audit_log_no_update; UPDATE audit_log SET "
                                           "details = replace(details, 'sinfo', 'sinfx') WHERE seq = 2;")}),
                 0);
        Database db;
        QVERIFY(db.open(path).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        ui::AuditBrowser browser(&log);
        const ledger::ChainReport report = browser.verify();
        QVERIFY(!report.intact);
        QCOMPARE(report.firstBrokenSeq, qint64(2));
        QLabel *status = nullptr;
        for (QLabel *l : browser.findChildren<QLabel *>()) {
            if (l->text().contains(QStringLiteral("BROKEN")))
                status = l;
        }
        QVERIFY2(status, "the window says the log is broken");
    }

    // Verify says what `clustergate ledger verify` says: a ledger that agrees with itself is UNANCHORED until
    // an anchor from outside the database (the founder's key in the anchor file) vouches for a checkpoint.
    void verifyNamesTheTrustLikeTheCli()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("anchored.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::Ledger ledger(store);
        std::shared_ptr<ledger::KeySigner> adam = ledger::KeySigner::generate();
        QVERIFY(ledger.found(QStringLiteral("adam"), *adam).ok());
        QVERIFY(ledger.checkpoint(*adam).ok()); // signed by the founder: anchored once their key is trusted
        ledger::AuditLog log(store);
        const QString anchors = m_dir.filePath(QStringLiteral("trust-anchors"));
        qputenv("CLUSTERGATE_TRUST_ANCHORS", anchors.toUtf8());
        const auto statusText = [](const ui::AuditBrowser &b) {
            QString all;
            for (const QLabel *l : b.findChildren<QLabel *>())
                all += l->text();
            return all;
        };
        {
            ui::AuditBrowser browser(&log, &store);
            QVERIFY(browser.verify().intact);
            QCOMPARE(browser.trust(), ledger::Trust::Unanchored);
            QVERIFY2(statusText(browser).contains(QLatin1String("UNANCHORED")),
                     qPrintable(statusText(browser)));
            QVERIFY2(statusText(browser).contains(anchors), qPrintable(statusText(browser)));
            QVERIFY(!statusText(browser).contains(QLatin1String("VERIFIED")));
        }
        QFile f(anchors);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(ledger::VerifierKey::make(QStringLiteral("adam"), adam->publicKey()).text().toUtf8() + "\n");
        f.close();
        {
            ui::AuditBrowser browser(&log, &store);
            QVERIFY(browser.verify().intact);
            QCOMPARE(browser.trust(), ledger::Trust::Verified);
            QVERIFY2(statusText(browser).contains(QLatin1String("VERIFIED")),
                     qPrintable(statusText(browser)));
        }
        qunsetenv("CLUSTERGATE_TRUST_ANCHORS");
    }

    // Rows written by another connection (the CLI, another window) appear without typing in the search box:
    // at once with Reload or F5, and by themselves within the two-second poll.
    void followsRowsWrittenElsewhere()
    {
        const QString path = m_dir.filePath(QStringLiteral("live.sqlite"));
        Database db;
        QVERIFY(db.open(path).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        QVERIFY(log.append(event(0)).ok());
        ui::AuditBrowser browser(&log, &store);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        QCOMPARE(browser.model()->rowCount(), 1);

        Database cliDb; // what `clustergate` in a terminal writes through
        QVERIFY(cliDb.open(path).ok());
        ledger::SqliteLedgerStore cliStore(cliDb);
        ledger::AuditLog cli(cliStore);
        QVERIFY(cli.append(event(1)).ok());
        QCOMPARE(browser.model()->rowCount(), 1);
        QTest::keyClick(&browser, Qt::Key_F5);
        QCOMPARE(browser.model()->rowCount(), 2);

        QVERIFY(cli.append(event(2)).ok());
        QPushButton *reload = nullptr;
        for (QPushButton *b : browser.findChildren<QPushButton *>()) {
            if (b->text().remove(QLatin1Char('&')) == QLatin1String("Reload"))
                reload = b;
        }
        QVERIFY2(reload, "a Reload button");
        reload->click();
        QCOMPARE(browser.model()->rowCount(), 3);

        for (int i = 3; i < 40; ++i)
            QVERIFY(cli.append(event(i)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(browser.model()->rowCount(), 40, 10000);
        QCOMPARE(browser.model()->index(0, ui::AuditRowsModel::Seq).data().toLongLong(), qint64(40));

        // A tab switched away and back (hidden, shown) shows at once what was written meanwhile.
        browser.hide();
        QVERIFY(cli.append(event(40)).ok());
        browser.show();
        QCOMPARE(browser.model()->rowCount(), 41);
    }

    // Verify walks the chain on its own thread and connection: the call returns at once with a busy bar, the
    // window keeps reading its rows meanwhile, and the report arrives by signal.
    void verifiesOffTheGuiThread()
    {
        const QString path = m_dir.filePath(QStringLiteral("big.sqlite"));
        Database db;
        QVERIFY(db.open(path).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        constexpr int kRows = 30000;
        QList<ledger::AuditEvent> batch;
        for (int i = 0; i < kRows; ++i)
            batch.append(event(i));
        QVERIFY(log.appendBatch(batch).ok());
        ui::AuditBrowser browser(&log, &store);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        QSignalSpy done(&browser, &ui::AuditBrowser::verified);
        ledger::ChainReport report;
        connect(&browser, &ui::AuditBrowser::verified, this,
                [&report](const ledger::ChainReport &r) { report = r; });
        browser.startVerify();
        QVERIFY(browser.isVerifying());
        QVERIFY(browser.findChild<QProgressBar *>()->isVisible());
        browser.reload(); // the GUI thread's own connection, while the worker reads through its own
        QCOMPARE(browser.model()->rowCount(), ui::AuditBrowser::kShown);
        QVERIFY(done.wait(120000));
        QVERIFY(!browser.isVerifying());
        QVERIFY(!browser.findChild<QProgressBar *>()->isVisible());
        QVERIFY(report.intact);
        QCOMPARE(report.rows, qint64(kRows));
        QCOMPARE(browser.trust(), ledger::Trust::Unanchored);
    }

private:
    static ledger::AuditEvent event(int i)
    {
        ledger::AuditEvent e;
        e.actor = QStringLiteral("li");
        e.action = QStringLiteral("ssh.command");
        e.subject = QStringLiteral("ssh:ops@gpu-%1").arg(i);
        e.details = QJsonObject{{QStringLiteral("command"), QStringLiteral("true %1").arg(i)}};
        return e;
    }
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestAuditBrowser)
#include "tst_audit_browser.moc"
