// SPDX-License-Identifier: GPL-3.0-or-later
// The ledger end to end through the real clustergate binary: officers' Ed25519 keys in the encrypted file
// vault, an inventory imported, requests through their whole life, signed decisions (a self-approval
// refused even for an admin), a checkpoint file, PDF and CSV reports read back (pdftotext), an evidence
// bundle that verifies offline and fails after any edit, and `verify` naming the row someone changed.
#include "pdf_check.h"

#include "ledger/evidence_bundle.h"
#include "ledger/ledger.h"
#include "ledger/reports.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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

} // namespace

class TestLedgerReports : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_vault;

    QString file(const QString &name) const { return m_home.filePath(name); }

    Run run(const QStringList &args, const QByteArray &input = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("CLUSTERGATE_VAULT_PASSPHRASE"), QStringLiteral("correct horse battery"));
        env.insert(QStringLiteral("USER"), QStringLiteral("rita"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
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

    Run ledger(QStringList args) { return run(QStringList{QStringLiteral("ledger")} + args); }

    bool officerKey(const QString &id)
    {
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("genpkey"), QStringLiteral("-algorithm"), QStringLiteral("ed25519")});
        if (!openssl.waitForFinished(20000) || openssl.exitCode() != 0)
            return false;
        const Run r = run({QStringLiteral("secrets"), QStringLiteral("set"), id, QStringLiteral("--kind"),
                           QStringLiteral("private-key"), QStringLiteral("--vault"), m_vault},
                          openssl.readAllStandardOutput());
        if (r.code != 0)
            qWarning("%s", qPrintable(r.all()));
        return r.code == 0;
    }

    static QByteArray read(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static void write(const QString &path, const QByteArray &bytes)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }

    // The CSV's cells (quoted cells unquoted, a formula guard removed): what the PDF's tables hold. The
    // header of a section without rows is left out (the PDF says "None." there), and so are the lines
    // under the report's title (paragraphs in the PDF).
    static QStringList csvCells(const QString &csv)
    {
        QList<QStringList> lines{{}};
        QString cell;
        bool quoted = false;
        const auto endCell = [&] {
            if (cell.startsWith(QLatin1Char('\'')))
                cell.remove(0, 1);
            lines.last() << cell;
            cell.clear();
        };
        for (qsizetype i = 0; i < csv.size(); ++i) {
            const QChar c = csv.at(i);
            if (quoted) {
                if (c == QLatin1Char('"') && i + 1 < csv.size() && csv.at(i + 1) == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else if (c == QLatin1Char('"')) {
                    quoted = false;
                } else {
                    cell += c;
                }
            } else if (c == QLatin1Char('"')) {
                quoted = true;
            } else if (c == QLatin1Char(',')) {
                endCell();
            } else if (c == QLatin1Char('\n')) {
                endCell();
                lines << QStringList();
            } else if (c != QLatin1Char('\r')) {
                cell += c;
            }
        }
        QStringList cells;
        int sections = 0; // the lines under the report's title are the PDF's paragraphs, not cells
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QStringList &l = lines.at(i);
            const bool blank = l.join(QString()).isEmpty();
            if (!blank && l.first().startsWith(QLatin1Char('#')))
                ++sections;
            if (blank || l.first().startsWith(QLatin1Char('#')) || sections < 2)
                continue;
            const bool header = i > 0 && lines.at(i - 1).first().startsWith(QLatin1Char('#'));
            const bool emptySection = i + 1 >= lines.size() || lines.at(i + 1).join(QString()).isEmpty();
            if (header && emptySection)
                continue;
            cells += l;
        }
        return cells;
    }

    // The words in column `cell` (up to column `cellNext`) of the table whose header row holds the word
    // `mark`, on each line where the word `rowWord` stands in column `rowColumn` (up to `rowColumnNext`).
    // `rows` counts those lines.
    static QStringList cellWords(const QList<test::PdfWord> &words, const QString &mark, const QString &cell,
                                 const QString &cellNext, const QString &rowColumn,
                                 const QString &rowColumnNext, const QString &rowWord, int *rows)
    {
        // Each table's header row has a word no other header has.
        const QStringList marks{QStringLiteral("Section"),   QStringLiteral("Approval"),
                                QStringLiteral("Age"),       QStringLiteral("Activated"),
                                QStringLiteral("Sensitive"), QStringLiteral("Expires"),
                                QStringLiteral("Seq")};
        const auto markAbove = [&](const test::PdfWord &w) -> const test::PdfWord * {
            const test::PdfWord *best = nullptr;
            for (const test::PdfWord &m : words) {
                if (marks.contains(m.text) && m.box.top() < w.box.top() &&
                    (!best || m.box.top() > best->box.top()))
                    best = &m;
            }
            return best;
        };
        QStringList out;
        for (const test::PdfWord &row : words) {
            if (row.text != rowWord)
                continue;
            const test::PdfWord *m = markAbove(row);
            if (!m || m->text != mark)
                continue;
            const auto column = [&](const QString &name) {
                for (const test::PdfWord &w : words) {
                    if (w.text == name && std::abs(w.box.top() - m->box.top()) < 2)
                        return w.box.left() - 1;
                }
                return 1e9;
            };
            if (row.box.left() < column(rowColumn) || row.box.left() >= column(rowColumnNext))
                continue;
            ++*rows;
            for (const test::PdfWord &w : words) {
                if (std::abs(w.box.top() - row.box.top()) < 2 && w.box.left() >= column(cell) &&
                    w.box.left() < column(cellNext))
                    out << w.text;
            }
        }
        return out;
    }

    // The CLI's PDF as its readers see it: the verdict first, the summary on page 1, no word of a cell
    // split, no approval expiry on the rejected request, the verdict painted in its colour.
    void checkPdfLayout(const QString &pdf, const QString &csv)
    {
        const QString page1 = test::pdfText(pdf, 1, 1);
        const QString first = page1.trimmed().section(QLatin1Char('\n'), 0, 0).simplified();
        QVERIFY2(first.startsWith(QLatin1String(
                     "TRUSTWORTHY: the audit log is intact and 3 of 3 signed decision(s) verify")),
                 qPrintable(first));
        QVERIFY(page1.contains(QLatin1String("Summary")));
        QVERIFY2(
            QRegularExpression(QStringLiteral("Section\\s+Rows\\s+What stands out")).match(page1).hasMatch(),
            qPrintable(page1));
        QVERIFY2(
            QRegularExpression(QStringLiteral("Export register\\s+3\\s+1 approved, 1 destroyed, 1 rejected"))
                .match(page1)
                .hasMatch(),
            qPrintable(page1));
        QVERIFY(page1.indexOf(QLatin1String("Summary")) < page1.indexOf(QLatin1String("Export register\n")));
        const QString all = test::pdfText(pdf);
        const QString split = test::splitWord(csvCells(csv), all);
        QVERIFY2(split.isEmpty(), qPrintable(split));

        int rejectedDecisions = 0, approvedDecisions = 0, rejectedRequests = 0, approvedRequests = 0;
        for (int p = 1; p <= test::pdfPages(pdf); ++p) {
            const QList<test::PdfWord> words = test::pdfWords(pdf, p);
            // The signed decisions: Request Decision Approver Decided Expires Signature.
            QStringList expiry =
                cellWords(words, QStringLiteral("Expires"), QStringLiteral("Expires"),
                          QStringLiteral("Signature"), QStringLiteral("Decision"), QStringLiteral("Approver"),
                          QStringLiteral("rejected"), &rejectedDecisions);
            QVERIFY2(expiry.isEmpty(), qPrintable(expiry.join(QLatin1Char(' '))));
            for (const QString &w :
                 cellWords(words, QStringLiteral("Expires"), QStringLiteral("Expires"),
                           QStringLiteral("Signature"), QStringLiteral("Decision"),
                           QStringLiteral("Approver"), QStringLiteral("approved"), &approvedDecisions))
                QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d$")).match(w).hasMatch(),
                         qPrintable(w));
            // The register: Request State ... Approval expires, Retention (days).
            expiry = cellWords(words, QStringLiteral("Approval"), QStringLiteral("Approval"),
                               QStringLiteral("Retention"), QStringLiteral("State"),
                               QStringLiteral("Datasets"), QStringLiteral("rejected"), &rejectedRequests);
            QVERIFY2(expiry.isEmpty(), qPrintable(expiry.join(QLatin1Char(' '))));
            for (const QString &w :
                 cellWords(words, QStringLiteral("Approval"), QStringLiteral("Approval"),
                           QStringLiteral("Retention"), QStringLiteral("State"), QStringLiteral("Datasets"),
                           QStringLiteral("approved"), &approvedRequests))
                QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d$")).match(w).hasMatch(),
                         qPrintable(w));
        }
        // The rows were found, and where there is an expiry the same reading sees it.
        QCOMPARE(rejectedDecisions, 1);
        QCOMPARE(approvedDecisions, 2);
        QCOMPARE(rejectedRequests, 1);
        QCOMPARE(approvedRequests, 1); // request 3; request 1 is destroyed by now

        // Page 1 as pdftoppm renders it: the verdict line in the trustworthy green, above the summary.
        const QImage png = test::pdfPage(pdf, 1, 100);
        QVERIFY(!png.isNull());
        QVERIFY2(test::pixelsOf(png, QRect(0, 0, png.width(), png.height() / 8), QColor(0x1b, 0x5e, 0x20)) >
                     200,
                 "no verdict line in green at the top of page 1");
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_vault = file(QStringLiteral("officers.cgv"));
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext is missing: apt-get install poppler-utils (installer/debian-packages.txt)");
    }

    void wholeLifeThroughTheCli()
    {
        QVERIFY(officerKey(QStringLiteral("olga-key")));
        QVERIFY(officerKey(QStringLiteral("adam-key")));
        QVERIFY(officerKey(QStringLiteral("rita-key")));
        QVERIFY(officerKey(QStringLiteral("fran-key")));
        const QString vault = m_vault;
        // Fran founds the ledger and registers everyone else with her signature.
        Run r = ledger({QStringLiteral("found"), QStringLiteral("fran"), QStringLiteral("--key"),
                        QStringLiteral("fran-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        const QString founderKey = r.out.section(QStringLiteral("Key: "), 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(founderKey.startsWith(QStringLiteral("fran+")), qPrintable(r.out));
        for (const auto &[name, role] :
             {std::pair{"olga", "officer"}, {"adam", "admin"}, {"rita", "requester"}}) {
            r = ledger({QStringLiteral("register-officer"), QLatin1String(name), QStringLiteral("--role"),
                        QLatin1String(role), QStringLiteral("--identity"),
                        QLatin1String(name) + QStringLiteral("-key"), QStringLiteral("--key"),
                        QStringLiteral("fran-key"), QStringLiteral("--vault"), vault});
            QVERIFY2(r.code == 0, qPrintable(r.all()));
            QVERIFY(r.out.contains(QLatin1String(name) + QLatin1Char('+')));
        }

        // The inventory: one bad row among good ones.
        write(file(QStringLiteral("inventory.csv")),
              "dataset,field,owner,grade,people,personal,sensitive\n"
              "telemetry-logs,,owen,internal,0,no,\n"
              "patient-scans,,paula,sensitive-personal,4200,yes,medical-health\n"
              "patient-scans,diagnosis,,sensitive-personal,,yes,medical-health\n"
              "weights-eval,,owen,classified,,,\n"
              "province-stats,,owen,core,,,\n");
        r = ledger({QStringLiteral("import-datasets"), file(QStringLiteral("inventory.csv")),
                    QStringLiteral("--rejects"), file(QStringLiteral("rejects.csv"))});
        QCOMPARE(r.code, 1); // some rows were rejected
        QVERIFY2(r.out.contains(QStringLiteral(
                     "Imported 3 dataset(s) and 1 field(s) from 5 row(s); 1 row(s) rejected.")),
                 qPrintable(r.all()));
        QVERIFY2(r.err.contains(QStringLiteral("row 5, column grade: 'classified' is not a grade")),
                 qPrintable(r.err));
        QVERIFY(read(file(QStringLiteral("rejects.csv"))).contains("weights-eval,,owen,classified"));

        const auto create = [&](const QString &as, const QStringList &extra) {
            Run c = ledger(QStringList{QStringLiteral("request"), QStringLiteral("create"),
                                       QStringLiteral("--as"), as, QStringLiteral("--cluster"),
                                       QStringLiteral("sg-h200-a"), QStringLiteral("--country"),
                                       QStringLiteral("SG"), QStringLiteral("--purpose"),
                                       QStringLiteral("fine-tuning"), QStringLiteral("--retention"),
                                       QStringLiteral("30")} +
                           extra);
            return c.out.section(QLatin1Char(' '), 2, 2).remove(QLatin1Char(' ')).toLongLong();
        };
        // 1: logs, raw, standard contract; requested by rita, approved by olga, then its whole life.
        const qint64 logs =
            create(QStringLiteral("rita"),
                   {QStringLiteral("--datasets"), QStringLiteral("telemetry-logs"), QStringLiteral("--form"),
                    QStringLiteral("raw"), QStringLiteral("--mechanism"), QStringLiteral("standard-contract"),
                    QStringLiteral("--ref"), QStringLiteral("SC-2026-0042")});
        QCOMPARE(logs, 1);
        // 2: patient scans, raw: refused at submission with the rule's reason.
        const qint64 scansRaw =
            create(QStringLiteral("rita"),
                   {QStringLiteral("--datasets"), QStringLiteral("patient-scans"), QStringLiteral("--form"),
                    QStringLiteral("raw"), QStringLiteral("--mechanism"), QStringLiteral("standard-contract"),
                    QStringLiteral("--ref"), QStringLiteral("SC-2026-0043")});
        // 3: patient scans, pseudonymised with every reference; requested by adam (an admin).
        const qint64 scans = create(
            QStringLiteral("adam"),
            {QStringLiteral("--datasets"), QStringLiteral("patient-scans"), QStringLiteral("--form"),
             QStringLiteral("pseudonymised"), QStringLiteral("--param"), QStringLiteral("key_holder=cn-kms"),
             QStringLiteral("--mechanism"), QStringLiteral("standard-contract"), QStringLiteral("--ref"),
             QStringLiteral("SC-2026-0044"), QStringLiteral("--pia"), QStringLiteral("PIA-2026-07"),
             QStringLiteral("--consent"), QStringLiteral("CONSENT-2026-07")});
        QCOMPARE(scans, 3);

        r = ledger({QStringLiteral("request"), QStringLiteral("submit"), QString::number(scansRaw),
                    QStringLiteral("--key"), QStringLiteral("rita-key"), QStringLiteral("--vault"), vault});
        QCOMPARE(r.code, 3); // refused by rule (app/exit_codes.h)
        QVERIFY2(r.err.contains(QStringLiteral("[sensitive-not-raw]")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("[sensitive-needs-impact-assessment]")));
        for (qint64 id : {logs, scans}) {
            r = ledger({QStringLiteral("request"), QStringLiteral("submit"), QString::number(id),
                        QStringLiteral("--key"),
                        id == scans ? QStringLiteral("adam-key") : QStringLiteral("rita-key"),
                        QStringLiteral("--vault"), vault});
            QVERIFY2(r.code == 0, qPrintable(r.all()));
        }
        // Adam may not approve his own request, although he is an admin.
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), QString::number(scans),
                    QStringLiteral("--key"), QStringLiteral("adam-key"), QStringLiteral("--vault"), vault});
        QCOMPARE(r.code, 3); // refused by rule
        QVERIFY2(r.err.contains(QStringLiteral("[four-eyes-requester]")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("admin included")));
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), QString::number(scans),
                    QStringLiteral("--key"), QStringLiteral("olga-key"), QStringLiteral("--vault"), vault,
                    QStringLiteral("--reason"), QStringLiteral("pseudonymised, keys stay in CN")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), QString::number(logs),
                    QStringLiteral("--key"), QStringLiteral("adam-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        // 4: the logs again, for another purpose: rejected by olga (a rejection carries no expiry).
        const qint64 rejected =
            create(QStringLiteral("rita"),
                   {QStringLiteral("--datasets"), QStringLiteral("telemetry-logs"), QStringLiteral("--form"),
                    QStringLiteral("raw"), QStringLiteral("--mechanism"), QStringLiteral("standard-contract"),
                    QStringLiteral("--ref"), QStringLiteral("SC-2026-0045")});
        QCOMPARE(rejected, 4);
        r = ledger({QStringLiteral("request"), QStringLiteral("submit"), QString::number(rejected),
                    QStringLiteral("--key"), QStringLiteral("rita-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("reject"), QString::number(rejected),
                    QStringLiteral("--key"), QStringLiteral("olga-key"), QStringLiteral("--vault"), vault,
                    QStringLiteral("--reason"), QStringLiteral("purpose not covered by the contract")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("activate"), QString::number(logs),
                    QStringLiteral("--key"), QStringLiteral("rita-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        for (const char *step : {"expire", "destruction-pending"}) {
            r = ledger({QStringLiteral("request"), QLatin1String(step), QString::number(logs)});
            QVERIFY2(r.code == 0, qPrintable(r.all()));
        }
        write(file(QStringLiteral("wipe-log.txt")), "nvme format --ses=2 /dev/nvme1n1: done\n");
        r = ledger({QStringLiteral("request"), QStringLiteral("destroyed"), QString::number(logs),
                    QStringLiteral("--performed-by"), QStringLiteral("sam"), QStringLiteral("--asset"),
                    QStringLiteral("sg-h200-a:/scratch/telemetry"), QStringLiteral("--method"),
                    QStringLiteral("crypto-erase"), QStringLiteral("--verification"),
                    QStringLiteral("reads return zeros"), QStringLiteral("--date"),
                    QDate::currentDate().toString(Qt::ISODate), QStringLiteral("--witness"),
                    QStringLiteral("wendy"), QStringLiteral("--evidence"),
                    file(QStringLiteral("wipe-log.txt"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("destroyed")));

        // The listings as JSON, for scripts: the same requests and datasets as the tables.
        r = ledger({QStringLiteral("requests"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        const QJsonArray listed = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY2(!listed.isEmpty(), qPrintable(r.out));
        bool sawDestroyed = false;
        for (const QJsonValue &v : listed) {
            const QJsonObject o = v.toObject();
            QVERIFY(o.value(QStringLiteral("id")).toInteger() > 0);
            QVERIFY(!o.value(QStringLiteral("requester")).toString().isEmpty());
            sawDestroyed |= o.value(QStringLiteral("id")).toInteger() == logs &&
                            o.value(QStringLiteral("state")).toString() == QLatin1String("destroyed");
        }
        QVERIFY(sawDestroyed);
        r = ledger({QStringLiteral("datasets"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 3);
        QCOMPARE(ledger({QStringLiteral("requests"), QStringLiteral("--format"), QStringLiteral("xml")}).code,
                 2);

        r = ledger({QStringLiteral("checkpoint"), QStringLiteral("--out"),
                    file(QStringLiteral("checkpoint.txt")), QStringLiteral("--key"),
                    QStringLiteral("olga-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(read(file(QStringLiteral("checkpoint.txt"))).startsWith("clustergate.audit/"));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--checkpoint"),
                    file(QStringLiteral("checkpoint.txt"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("intact")));
        QVERIFY(r.out.contains(QStringLiteral("3 of 3 signed decision(s) verify")));

        // Anchored by the checkpoint kept outside, the PDF says so and names it; without, only "intact".
        r = ledger({QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("pdf"),
                    QStringLiteral("--out"), file(QStringLiteral("anchored.pdf")),
                    QStringLiteral("--checkpoint"), file(QStringLiteral("checkpoint.txt"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        {
            QProcess text;
            text.start(QStringLiteral("pdftotext"),
                       {file(QStringLiteral("anchored.pdf")), QStringLiteral("-")});
            QVERIFY(text.waitForFinished(60000));
            const QString anchored = QString::fromUtf8(text.readAllStandardOutput()).simplified();
            QVERIFY2(anchored.contains(QStringLiteral("TRUSTWORTHY: the audit log is anchored (rows 1 to ")),
                     qPrintable(anchored.left(600)));
            QVERIFY2(anchored.contains(QStringLiteral("checkpoint.txt")), qPrintable(anchored.left(600)));
            QVERIFY(!anchored.contains(QStringLiteral("the audit log is intact")));
        }

        // Reports: the CSV and the PDF's text hold the rows.
        r = ledger({QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("csv"),
                    QStringLiteral("--out"), file(QStringLiteral("report.csv"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        const QString csv = QString::fromUtf8(read(file(QStringLiteral("report.csv"))));
        r = ledger({QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("pdf"),
                    QStringLiteral("--out"), file(QStringLiteral("report.pdf"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(read(file(QStringLiteral("report.pdf"))).startsWith("%PDF-"));
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"),
                        {QStringLiteral("-layout"), file(QStringLiteral("report.pdf")), QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(60000));
        QCOMPARE(pdftotext.exitCode(), 0);
        const QString pdf = QString::fromUtf8(pdftotext.readAllStandardOutput());
        const QString wipeHash = QString::fromLatin1(
            QCryptographicHash::hash(read(file(QStringLiteral("wipe-log.txt"))), QCryptographicHash::Sha256)
                .toHex());
        for (const QString *text : {&csv, &pdf}) {
            const QString &t = *text;
            for (const char *expected :
                 {"Export register", "Pending reviews", "Destruction status", "Threshold counters",
                  "Signed decisions, re-verified", "Audit extract", "SC-2026-0042", "SC-2026-0044",
                  "patient-scans", "telemetry-logs", "sg-h200-a", "crypto-erase", "wendy", "request.approved",
                  "request.destroyed", "inventory.imported", "is intact", "3 of 3 valid",
                  "request.rejected"}) {
                QVERIFY2(t.contains(QLatin1String(expected)),
                         qPrintable(QStringLiteral("%1 lacks '%2'")
                                        .arg(text == &csv ? QStringLiteral("CSV") : QStringLiteral("PDF"))
                                        .arg(QLatin1String(expected))));
            }
            QVERIFY(t.contains(wipeHash.left(16)));
        }
        // CSV rows in full: the register's row for request 3.
        QVERIFY2(
            csv.contains(QStringLiteral("3,approved,patient-scans,sensitive-personal (general),pseudonymised,"
                                        "sg-h200-a,SG,standard-contract,SC-2026-0044,adam,olga,")),
            qPrintable(csv));
        QVERIFY(csv.contains(
            QStringLiteral("1,destroyed,telemetry-logs,internal (general),raw,sg-h200-a,SG,standard-contract,"
                           "SC-2026-0042,rita,adam,")));
        QVERIFY(csv.contains(QStringLiteral("2,draft")) == false); // drafts are not in the register
        // A rejected request has no approval expiry, in the register and among the signed decisions.
        QVERIFY2(
            QRegularExpression(
                QStringLiteral("\r\n4,rejected,telemetry-logs,[^\r]*,SC-2026-0045,rita,olga,[^,]+,,30\r\n"))
                .match(csv)
                .hasMatch(),
            qPrintable(csv));
        QVERIFY2(
            QRegularExpression(QStringLiteral("\r\n4,rejected,olga,[^,]+,,valid\r\n")).match(csv).hasMatch(),
            qPrintable(csv));
        QVERIFY(QRegularExpression(QStringLiteral("\r\n3,approved,olga,[^,]+,\\d{4}-\\d\\d-\\d\\d,valid\r\n"))
                    .match(csv)
                    .hasMatch());
        checkPdfLayout(file(QStringLiteral("report.pdf")), csv);
        // The year's counters: request 3 carries 4,200 people's sensitive PI.
        QVERIFY2(csv.contains(QStringLiteral(",4200,0,a standard contract or certification")),
                 qPrintable(csv));

        // The bundle: verifies offline, and fails once edited. Rows after the newest checkpoint are not
        // anchored (anyone can extend the chain): an officer checkpoints first, as before handing one out.
        r = ledger({QStringLiteral("verify"), QStringLiteral("--trusted-key"), founderKey});
        QVERIFY2(r.all().contains(QStringLiteral("row(s) are not anchored")), qPrintable(r.all()));
        r = ledger({QStringLiteral("bundle"), QStringLiteral("--out"), file(QStringLiteral("early.json")),
                    QStringLiteral("--key"), QStringLiteral("olga-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), file(QStringLiteral("early.json")),
                    QStringLiteral("--trusted-key"), founderKey});
        QVERIFY2(r.code == 3 && r.all().contains(QStringLiteral("are not anchored")), qPrintable(r.all()));
        r = ledger({QStringLiteral("checkpoint"), QStringLiteral("--out"),
                    file(QStringLiteral("checkpoint2.txt")), QStringLiteral("--key"),
                    QStringLiteral("olga-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        // Right after a checkpoint nothing is loose: its own audit.checkpoint row records nothing else.
        r = ledger({QStringLiteral("verify"), QStringLiteral("--trusted-key"), founderKey});
        QVERIFY2(r.code == 0 && r.out.contains(QStringLiteral("VERIFIED")), qPrintable(r.all()));
        QVERIFY2(!r.all().contains(QStringLiteral("not anchored")), qPrintable(r.all()));
        QVERIFY2(!r.all().contains(QStringLiteral("newer rows")),
                 qPrintable(r.all())); // no new one asked for
        r = ledger({QStringLiteral("bundle"), QStringLiteral("--out"), file(QStringLiteral("bundle.json")),
                    QStringLiteral("--key"), QStringLiteral("olga-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), file(QStringLiteral("bundle.json")),
                    QStringLiteral("--trusted-key"), founderKey});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("The evidence bundle VERIFIES")));
        QVERIFY(r.out.contains(QStringLiteral("3 signed decision(s) verify")));

        const QByteArray bundle = read(file(QStringLiteral("bundle.json")));
        struct Edit
        {
            const char *from;
            const char *to;
        };
        for (const Edit &e :
             {Edit{"\"actor\": \"adam\"", "\"actor\": \"eve\""}, Edit{"SC-2026-0044", "SC-2026-0045"},
              Edit{"\"decision\": \"rejected\"", "\"decision\": \"approved\""},
              Edit{"\"role\": \"officer\"", "\"role\": \"admin\""},
              Edit{"\"generated_by\": \"olga\"", "\"generated_by\": \"adam\""}}) {
            QByteArray edited = bundle;
            edited.replace(e.from, e.to);
            if (edited == bundle)
                continue; // (no rejection in this bundle)
            write(file(QStringLiteral("edited.json")), edited);
            r = ledger(
                {QStringLiteral("verify"), QStringLiteral("--bundle"), file(QStringLiteral("edited.json"))});
            QVERIFY2(r.code == 1, e.from);
            QVERIFY(r.err.contains(QStringLiteral("does NOT verify")));
        }
        // A trusted key that is not the signer's.
        r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), file(QStringLiteral("bundle.json")),
                    QStringLiteral("--trusted-key"),
                    QStringLiteral("olga+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW")});
        QCOMPARE(r.code, 2); // not olga's key: the hash does not fit the name
        write(file(QStringLiteral("bundle-copy.json")), bundle);

        // Tampering with the database: verify names the row.
        const QString db = file(QStringLiteral("clustergate.sqlite"));
        QProcess sqlite;
        sqlite.start(QStringLiteral("sqlite3"),
                     {db, QStringLiteral("DROP TRIGGER audit_log_no_update; "
                                         "UPDATE audit_log SET actor = 'eve' WHERE seq = 7;")});
        QVERIFY(sqlite.waitForFinished(30000));
        QCOMPARE(sqlite.exitCode(), 0);
        r = ledger({QStringLiteral("verify")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("BROKEN at sequence number 7")), qPrintable(r.err));
        // The report says so too, and exits 1.
        r = ledger({QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("csv"),
                    QStringLiteral("--out"), file(QStringLiteral("report2.csv"))});
        QCOMPARE(r.code, 1);
        QVERIFY(read(file(QStringLiteral("report2.csv"))).contains("BROKEN at sequence number 7"));
    }

    // Every single-byte change of the bundle file fails verification, unless it changes nothing the bundle
    // says (whitespace between JSON tokens).
    void everyByteOfTheBundleMatters()
    {
        const QByteArray bundle = read(file(QStringLiteral("bundle-copy.json")));
        if (bundle.isEmpty())
            QSKIP("wholeLifeThroughTheCli did not produce a bundle");
        QVERIFY(EvidenceBundles::verifyJson(bundle).ok);
        const auto original = EvidenceBundle::fromJson(bundle);
        QVERIFY(original.ok());
        int failed = 0, formatting = 0;
        for (qsizetype i = 0; i < bundle.size(); ++i) {
            QByteArray edited = bundle;
            edited[i] = char(edited.at(i) ^ 0x01);
            const BundleReport r = EvidenceBundles::verifyJson(edited);
            if (!r.ok) {
                ++failed;
                continue;
            }
            const auto parsed = EvidenceBundle::fromJson(edited);
            QVERIFY(parsed.ok());
            QVERIFY2(
                parsed->toJson() == original->toJson(),
                qPrintable(
                    QStringLiteral("byte %1 changed what the bundle says, and it still verifies").arg(i)));
            ++formatting;
        }
        qInfo("%lld byte changes: %d refused, %d only changed formatting", qint64(bundle.size()), failed,
              formatting);
        QVERIFY(failed > bundle.size() * 9 / 10);
    }

    // The PDF writer in-process, as the console will use it.
    void pdfInProcess()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("l.sqlite"))));
        SqliteLedgerStore store(db);
        Ledger ledger(store);
        Dataset d;
        d.name = QStringLiteral("数据集-一");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Public;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("owen")).ok());
        const auto report = Reports::build(ledger);
        QVERIFY(report.ok());
        QVERIFY(report->trustworthy());
        const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
        QVERIFY(Reports::writePdf(report.value(), pdf).ok());
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(60000));
        const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
        QVERIFY2(text.contains(QStringLiteral("dataset.created")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("The audit log is intact")));
    }

    // A table longer than a page repeats its header row on every page it runs onto.
    void headersOnEveryPage()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("l.sqlite"))));
        SqliteLedgerStore store(db);
        Ledger ledger(store);
        for (int i = 0; i < 160; ++i) {
            Dataset d;
            d.name = QStringLiteral("clinical-notes-%1").arg(i, 3, 10, QLatin1Char('0'));
            d.owner = QStringLiteral("owen");
            d.grade = Grade::Internal;
            QVERIFY(ledger.saveDataset(d, QStringLiteral("owen")).ok());
        }
        ReportOptions options;
        options.audit.limit = -1;
        const auto report = Reports::build(ledger, options);
        QVERIFY(report.ok());
        const QString pdf = dir.filePath(QStringLiteral("long.pdf"));
        QVERIFY(Reports::writePdf(report.value(), pdf).ok());
        const int pages = test::pdfPages(pdf);
        QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
        QVERIFY(test::pdfText(pdf, 1, 1).trimmed().startsWith(
            QLatin1String("TRUSTWORTHY: the audit log is intact")));
        int continued = 0;
        for (int p = 2; p <= pages; ++p) {
            const QStringList lines = test::pdfText(pdf, p, p).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            const qsizetype row = lines.indexOf(
                QRegularExpression(QStringLiteral("^\\s*\\d+\\s+20\\d\\d-.*dataset\\.created.*")));
            if (row < 0)
                continue;
            if (lines.indexOf(QRegularExpression(QStringLiteral("^\\s*Audit extract\\s*$"))) >= 0)
                continue; // the table starts on this page
            ++continued;
            const qsizetype header = lines.indexOf(QRegularExpression(QStringLiteral(
                "^\\s*Seq\\s+Recorded\\s+Actor\\s+Action\\s+Subject\\s+Details\\s+Hash\\s*$")));
            QVERIFY2(header >= 0 && header < row, qPrintable(lines.join(QLatin1Char('\n'))));
        }
        QVERIFY(continued >= 2);
        // Every word of every cell whole.
        QStringList cells;
        for (const ReportTable &t : report->tables) {
            if (!t.rows.isEmpty())
                cells += t.headers;
            for (const QStringList &r : t.rows)
                cells += r;
        }
        const QString split = test::splitWord(cells, test::pdfText(pdf));
        QVERIFY2(split.isEmpty(), qPrintable(split));
    }
};

QTEST_MAIN(TestLedgerReports)
#include "tst_ledger_reports.moc"
