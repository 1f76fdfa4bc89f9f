// SPDX-License-Identifier: GPL-3.0-or-later
// The ledger end to end through the real clustergate binary: officers' Ed25519 keys in the encrypted file
// vault, an inventory imported, requests through their whole life, signed decisions (a self-approval
// refused even for an admin), a checkpoint file, PDF and CSV reports read back (pdftotext), an evidence
// bundle that verifies offline and fails after any edit, and `verify` naming the row someone changed.
#include "ledger/evidence_bundle.h"
#include "ledger/ledger.h"
#include "ledger/reports.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

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
        QCOMPARE(r.code, 1);
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
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("[four-eyes-requester]")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("admin included")));
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), QString::number(scans),
                    QStringLiteral("--key"), QStringLiteral("olga-key"), QStringLiteral("--vault"), vault,
                    QStringLiteral("--reason"), QStringLiteral("pseudonymised, keys stay in CN")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("request"), QStringLiteral("approve"), QString::number(logs),
                    QStringLiteral("--key"), QStringLiteral("adam-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        for (const char *step : {"activate", "expire", "destruction-pending"}) {
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

        r = ledger({QStringLiteral("checkpoint"), QStringLiteral("--out"),
                    file(QStringLiteral("checkpoint.txt")), QStringLiteral("--key"),
                    QStringLiteral("olga-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(read(file(QStringLiteral("checkpoint.txt"))).startsWith("clustergate.audit/"));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--checkpoint"),
                    file(QStringLiteral("checkpoint.txt"))});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("intact")));
        QVERIFY(r.out.contains(QStringLiteral("2 of 2 signed decision(s) verify")));

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
                  "request.destroyed", "inventory.imported", "is intact", "2 of 2 valid"}) {
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
        // The year's counters: request 3 carries 4,200 people's sensitive PI.
        QVERIFY2(csv.contains(QStringLiteral(",4200,0,a standard contract or certification")),
                 qPrintable(csv));

        // The bundle: verifies offline, and fails once edited.
        r = ledger({QStringLiteral("bundle"), QStringLiteral("--out"), file(QStringLiteral("bundle.json")),
                    QStringLiteral("--key"), QStringLiteral("olga-key"), QStringLiteral("--vault"), vault});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = ledger({QStringLiteral("verify"), QStringLiteral("--bundle"), file(QStringLiteral("bundle.json")),
                    QStringLiteral("--trusted-key"), founderKey});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(r.out.contains(QStringLiteral("The evidence bundle VERIFIES")));
        QVERIFY(r.out.contains(QStringLiteral("2 signed decision(s) verify")));

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
};

QTEST_MAIN(TestLedgerReports)
#include "tst_ledger_reports.moc"
