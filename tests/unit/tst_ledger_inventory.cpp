// SPDX-License-Identifier: GPL-3.0-or-later
// Data inventories from CSV into a real ledger database: every bad row reported with its row and column
// while the good ones are imported, nothing lost (the rejects file imports once fixed), grades raised by
// fields, sensitive categories and sources, re-grades recorded with a justification and an approver, and
// every classification change in the audit log.
#include "ledger/ed25519.h"
#include "ledger/inventory_csv.h"
#include "ledger/ledger.h"
#include "ledger/lineage.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

namespace {

const QByteArray kHeader =
    "dataset,field,owner,grade,description,location,records,people,personal,sensitive,sources,"
    "justification,approver\n";

struct Fixture
{
    QTemporaryDir dir;
    Database db;
    std::unique_ptr<SqliteLedgerStore> store;
    std::unique_ptr<Ledger> ledger;
    bool open()
    {
        if (!db.open(dir.filePath(QStringLiteral("l.sqlite"))))
            return false;
        store = std::make_unique<SqliteLedgerStore>(db);
        ledger = std::make_unique<Ledger>(*store);
        return true;
    }
    Grade grade(const QString &name) { return ledger->dataset(name).value().effectiveGrade; }
};

} // namespace

class TestLedgerInventory : public QObject
{
    Q_OBJECT

private slots:
    void importsDatasetsFieldsAndDerivedGrades()
    {
        Fixture fx;
        QVERIFY(fx.open());
        const QByteArray csv =
            "\xef\xbb\xbf" + kHeader +
            "clicks,,owen,internal,\"Click stream, EU + CN\",s3://cn/clicks,1000000,200000,yes,,,,\r\n"
            "clicks,user_id,,internal,,,,,yes,,,,\r\n"
            "clicks,gps,,internal,\"multi\nline\",,,,,location-tracking,,,\r\n"
            "scans,,paula,public,,,10,10,yes,,,,\n"
            "scans,face,,important,,,,,yes,biometrics,,,\n"
            "features,,owen,public,derived,,5,0,no,,clicks;scans,,\n"
            "summary,,owen,internal,re-graded,,1,0,no,,clicks,\"aggregated to k>=50, no PI left\",olga\n"
            "\n";
        const auto r = fx.ledger->importInventory(csv, QStringLiteral("rita"));
        QVERIFY2(r.ok(), qPrintable(r.error()));
        // The re-grade below the inherited grade names an approver by typing a name: not a signature, so
        // that row waits for a signed grade change; the rest is imported.
        QCOMPARE(r->errors.size(), 1);
        QVERIFY2(r->errors.first().text().contains(QLatin1String("[grade-change-second-signature]")),
                 qPrintable(r->errors.first().text()));
        QCOMPARE(r->datasets, 3);
        QCOMPARE(r->fields, 3);
        QCOMPARE(r->rowsRead, 7);
        QCOMPARE(r->rowsRejected, 1);

        const Dataset clicks = fx.ledger->dataset(QStringLiteral("clicks")).value();
        QCOMPARE(clicks.description, QStringLiteral("Click stream, EU + CN"));
        QCOMPARE(clicks.fields.size(), 2);
        QCOMPARE(clicks.people, 200000);
        QCOMPARE(clicks.allSensitive(), unsigned(PiCategory::LocationTracking));
        QCOMPARE(clicks.effectiveGrade, Grade::SensitivePersonal);     // a sensitive field raises the dataset
        QCOMPARE(fx.grade(QStringLiteral("scans")), Grade::Important); // its highest field
        QCOMPARE(fx.grade(QStringLiteral("features")), Grade::Important); // inherited from its sources
        QVERIFY(!fx.ledger->dataset(QStringLiteral("summary")).ok());     // nothing half-saved

        // Each dataset and the import are audit events; re-grading through a later import is one too.
        const auto created =
            fx.ledger->audit().rows(AuditQuery{1, -1, {}, QStringLiteral("dataset.created"), {}, -1, false});
        QCOMPARE(created->size(), 3);
        // A grade change by import alone is refused (a second person signs it), and nothing changes.
        const QByteArray again = kHeader + "scans,,paula,core,,,10,10,yes,,,,\n";
        const auto unsigned_ = fx.ledger->importInventory(again, QStringLiteral("rita"));
        QVERIFY(unsigned_.ok());
        QCOMPARE(unsigned_->rowsRejected, 1);
        QVERIFY2(
            unsigned_->errors.value(0).text().contains(QStringLiteral("[grade-change-second-signature]")),
            qPrintable(unsigned_->errors.value(0).text()));
        QCOMPARE(fx.grade(QStringLiteral("scans")), Grade::Important);
        QCOMPARE(fx.ledger->audit()
                     .rows(AuditQuery{1, -1, {}, QStringLiteral("dataset.regraded"), {}, -1, false})
                     ->size(),
                 0);
        // Proposed by rita, signed by olga: applied, with the derived dataset re-graded too.
        auto olga = KeySigner::generate();
        QVERIFY(fx.ledger->registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                           QStringLiteral("root")));
        QVERIFY(Lineage::propose(*fx.ledger, GradeChange{QStringLiteral("scans"),
                                                         Grade::Core,
                                                         std::nullopt,
                                                         {},
                                                         QStringLiteral("face scans of officials"),
                                                         QStringLiteral("rita"),
                                                         {},
                                                         {},
                                                         {},
                                                         {},
                                                         {}})
                    .ok());
        const auto impact = Lineage::sign(*fx.ledger, QStringLiteral("scans"), *olga);
        QVERIFY2(impact.ok(), qPrintable(impact.error()));
        const auto regraded =
            fx.ledger->audit().rows(AuditQuery{1, -1, {}, QStringLiteral("dataset.regraded"), {}, -1, false});
        QCOMPARE(regraded->size(), 2); // scans itself, and features which inherits from it
        QVERIFY(regraded->first().details.contains(QStringLiteral("\"previous_grade\":\"important\"")));
        QCOMPARE(fx.grade(QStringLiteral("features")), Grade::Core);
        QVERIFY(fx.ledger->audit().verify().intact);
    }

    void badRowsAreReportedAndGoodRowsImported_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown grade") << QByteArray("x,,owen,secret,,,,,,,,,") << "grade"
                                       << "'secret' is not a grade";
        QTest::newRow("empty grade") << QByteArray("x,,owen,,,,,,,,,,") << "grade"
                                     << "sensitive-personal";
        QTest::newRow("no owner") << QByteArray("x,,,public,,,,,,,,,") << "owner"
                                  << "owner";
        QTest::newRow("no dataset") << QByteArray(",,owen,public,,,,,,,,,") << "dataset"
                                    << "names its dataset";
        QTest::newRow("records not a number") << QByteArray("x,,owen,public,,,12k,,,,,,") << "records"
                                              << "'12k'";
        QTest::newRow("negative people") << QByteArray("x,,owen,public,,,,-5,,,,,") << "people"
                                         << "'-5'";
        QTest::newRow("personal not yes/no") << QByteArray("x,,owen,public,,,,,maybe,,,,") << "personal"
                                             << "'maybe'";
        QTest::newRow("unknown category") << QByteArray("x,,owen,public,,,,,,blood-type,,,") << "sensitive"
                                          << "'blood-type'";
        QTest::newRow("unknown source") << QByteArray("x,,owen,public,,,,,,,ghost,,") << "sources"
                                        << "ghost";
        QTest::newRow("own source") << QByteArray("x,,owen,public,,,,,,,x,,") << "sources"
                                    << "own source";
        QTest::newRow("justification without approver")
            << QByteArray("x,,owen,public,,,,,,,good,why,") << "approver"
            << "both";
        QTest::newRow("owner approves own re-grade")
            << QByteArray("x,,owen,public,,,,,,,good,why,owen") << "approver"
            << "owner";
        QTest::newRow("duplicate dataset") << QByteArray("good,,owen,public,,,,,,,,,") << "dataset"
                                           << "already defined in row 2";
        QTest::newRow("field of unknown dataset") << QByteArray("nowhere,f,,public,,,,,,,,,") << "dataset"
                                                  << "neither in this file";
        QTest::newRow("duplicate field") << QByteArray("good,f1,,public,,,,,,,,,") << "field"
                                         << "appears twice";
        QTest::newRow("too many cells") << QByteArray("x,,owen,public,,,,,,,,,,extra") << ""
                                        << "14 cells";
        QTest::newRow("text after quote") << QByteArray("\"x\"y,,owen,public,,,,,,,,,") << ""
                                          << "closing quote";
        QTest::newRow("not utf-8") << QByteArray("x,,ow\xff\xfe,public,,,,,,,,,") << "owner"
                                   << "UTF-8";
    }

    void badRowsAreReportedAndGoodRowsImported()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, column);
        QFETCH(QString, mentions);
        Fixture fx;
        QVERIFY(fx.open());
        // Row 2 and 3 are good, row 4 is the bad one, row 5 is good again.
        const QByteArray csv = kHeader + "good,,owen,internal,,,,,,,,,\n" + "good,f1,,internal,,,,,,,,,\n" +
                               row + "\n" + "after,,owen,public,,,,,,,,,\n";
        const auto r = fx.ledger->importInventory(csv, QStringLiteral("rita"));
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->rowsRead, 4);
        QCOMPARE(r->rowsRejected, 1);
        QVERIFY(!r->errors.isEmpty());
        const ImportError &e = r->errors.first();
        QCOMPARE(e.row, 4);
        QCOMPARE(e.column, column);
        QVERIFY2(e.text().contains(mentions), qPrintable(e.text()));
        QVERIFY2(e.text().startsWith(column.isEmpty() ? QStringLiteral("row 4: ")
                                                      : QStringLiteral("row 4, column %1: ").arg(column)),
                 qPrintable(e.text()));
        QVERIFY(fx.ledger->dataset(QStringLiteral("good")).ok());
        QCOMPARE(fx.ledger->dataset(QStringLiteral("good"))->fields.size(), 1);
        QVERIFY(fx.ledger->dataset(QStringLiteral("after")).ok());

        // Nothing lost: the rejects file holds exactly the bad row with its error, and imports once fixed.
        const QList<InventoryCsv::Record> rejects = InventoryCsv::records(r->rejectsCsv);
        QCOMPARE(rejects.size(), 2);
        QCOMPARE(rejects.at(0).cells.last(), QByteArray("error"));
        QVERIFY(rejects.at(1).cells.size() >= 14); // the header's 13 columns and the error
        QVERIFY(rejects.at(1).raw.startsWith(row.left(row.indexOf(',') + 1)));
    }

    void everyRowIsImportedOrReported()
    {
        // Ten datasets with fields, every third row broken in some way: rows imported + rows rejected = all.
        Fixture fx;
        QVERIFY(fx.open());
        QByteArray csv = kHeader;
        int rows = 0, bad = 0;
        for (int i = 0; i < 10; ++i) {
            const bool broken = i % 3 == 0;
            csv += QByteArray("ds") + QByteArray::number(i) + ",,owen," +
                   (broken ? "top-secret" : "internal") + ",,,,,,,,,\n";
            csv += QByteArray("ds") + QByteArray::number(i) + ",col,,public,,,,,,,,,\n";
            rows += 2;
            bad += broken ? 2 : 0; // a broken dataset row takes its field row with it
        }
        const auto r = fx.ledger->importInventory(csv, QStringLiteral("rita"));
        QVERIFY(r.ok());
        QCOMPARE(r->rowsRead, rows);
        QCOMPARE(r->rowsRejected, bad);
        QCOMPARE(r->datasets, 10 - 4);
        QCOMPARE(fx.ledger->datasets()->size(), 6);

        QByteArray fixed = r->rejectsCsv;
        fixed.replace("top-secret", "important");
        // Drop the error column: the rejects file is the inventory again.
        QByteArray reimport;
        for (const InventoryCsv::Record &rec : InventoryCsv::records(fixed)) {
            QList<QByteArray> cells = rec.cells;
            cells.removeLast();
            reimport += cells.join(',') + "\n";
        }
        const auto again = fx.ledger->importInventory(reimport, QStringLiteral("rita"));
        QVERIFY(again.ok());
        QCOMPARE(again->rowsRejected, 0);
        QCOMPARE(fx.ledger->datasets()->size(), 10);
        QCOMPARE(fx.ledger->dataset(QStringLiteral("ds3"))->effectiveGrade, Grade::Important);
    }

    void headerProblemsStopTheWholeFile()
    {
        Fixture fx;
        QVERIFY(fx.open());
        const auto r = fx.ledger->importInventory("dataset,owner,classification\nx,owen,public\n",
                                                  QStringLiteral("rita"));
        QVERIFY(r.ok());
        QCOMPARE(r->datasets, 0);
        QCOMPARE(r->rowsRejected, 2);
        QStringList texts;
        for (const ImportError &e : r->errors)
            texts << e.text();
        QVERIFY2(texts.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("row 1, column classification: unknown column")),
                 qPrintable(texts.join(QLatin1Char('\n'))));
        QVERIFY(texts.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("row 1, column grade: the header lacks this column")));
        QVERIFY(texts.join(QLatin1Char('\n')).contains(QStringLiteral("row 2: not read")));
        QVERIFY(!fx.ledger->importInventory("", QStringLiteral("rita"))->errors.isEmpty());
    }

    void fieldRowsForDatasetsAlreadyInTheLedger()
    {
        Fixture fx;
        QVERIFY(fx.open());
        QVERIFY(
            fx.ledger->importInventory(kHeader + "hr,,henry,internal,,,,50,yes,,,,\n", QStringLiteral("rita"))
                .ok());
        const auto r = fx.ledger->importInventory(kHeader + "hr,religion,,internal,,,,,,religion,,,\n",
                                                  QStringLiteral("rita"));
        QVERIFY(r.ok());
        QCOMPARE(r->rowsRejected, 0);
        const Dataset hr = fx.ledger->dataset(QStringLiteral("hr")).value();
        QCOMPARE(hr.owner, QStringLiteral("henry"));
        QCOMPARE(hr.fields.size(), 1);
        QCOMPARE(hr.effectiveGrade, Grade::SensitivePersonal);
    }

    void regradeNeedsASecondPerson()
    {
        Fixture fx;
        QVERIFY(fx.open());
        Dataset src;
        src.name = QStringLiteral("raw");
        src.owner = QStringLiteral("owen");
        src.grade = Grade::Important;
        QVERIFY(fx.ledger->saveDataset(src, QStringLiteral("owen")).ok());
        Dataset derived;
        derived.name = QStringLiteral("stats");
        derived.owner = QStringLiteral("owen");
        derived.grade = Grade::Public;
        derived.sources = {QStringLiteral("raw")};
        QVERIFY(fx.ledger->saveDataset(derived, QStringLiteral("rita")).ok());
        QCOMPARE(fx.grade(QStringLiteral("stats")), Grade::Important);
        derived.regradeJustification = QStringLiteral("only counts per province");
        derived.regradeApprover = QStringLiteral("rita");
        const auto self = fx.ledger->saveDataset(derived, QStringLiteral("rita"));
        QVERIFY(!self.ok());
        QVERIFY(self.error().contains(QStringLiteral("own re-grade")));
        // Another person's name typed as the approver is not that person's signature: refused until the
        // change is proposed and signed, and the grade stays.
        derived.regradeApprover = QStringLiteral("olga");
        const auto typed = fx.ledger->saveDataset(derived, QStringLiteral("rita"));
        QVERIFY(!typed.ok());
        QVERIFY2(typed.error().contains(QStringLiteral("[grade-change-second-signature]")),
                 qPrintable(typed.error()));
        QCOMPARE(fx.grade(QStringLiteral("stats")), Grade::Important);
        const auto events =
            fx.ledger->audit().rows(AuditQuery{1, -1, {}, QStringLiteral("dataset.regraded"), {}, -1, false});
        QCOMPARE(events->size(), 0);
    }

    void csvRecordsFollowRfc4180()
    {
        const auto recs = InventoryCsv::records("a,\"b,c\",\"d \"\"q\"\"\"\r\n\"multi\nline\",,\n\nlast");
        QCOMPARE(recs.size(), 4);
        QCOMPARE(recs[0].cells, (QList<QByteArray>{"a", "b,c", "d \"q\""}));
        QCOMPARE(recs[1].cells, (QList<QByteArray>{"multi\nline", "", ""}));
        QCOMPARE(recs[1].line, 2);
        QVERIFY(recs[2].blank);
        QCOMPARE(recs[3].cells, QList<QByteArray>{"last"});
        QCOMPARE(recs[3].line, 5);
        QVERIFY(!InventoryCsv::records("\"open").first().error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLedgerInventory)
#include "tst_ledger_inventory.moc"
