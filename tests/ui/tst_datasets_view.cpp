// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Datasets, offscreen, on a real SQLite file: a CSV inventory imported (a bad row reported,
// the good ones kept), effective grades in colour (a derived dataset inherits its sources' highest),
// filters by grade, text and personal information.
#include "ledger/dataset_editor.h"
#include "ledger/datasets_view.h"
#include "ledger/ed25519.h"
#include "ledger/lineage.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;

class TestDatasetsView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
    }

    // What acts on one dataset (Edit, Propose, Sign, Retire) is enabled only while one is selected: with no
    // dataset at all they were enabled and did nothing.
    void datasetActionsFollowTheSelection()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ui::DatasetsView view(&store, QStringLiteral("li"));
        const auto button = [&](const QString &text) -> QPushButton * {
            for (QPushButton *b : view.findChildren<QPushButton *>()) {
                if (b->text() == text)
                    return b;
            }
            return nullptr;
        };
        const QStringList acting{QStringLiteral("&Edit…"), QStringLiteral("Propose &Grade Change…"),
                                 QStringLiteral("&Sign Grade Change…"), QStringLiteral("&Retire")};
        for (const QString &t : acting) {
            QVERIFY2(button(t), qPrintable(t));
            QVERIFY2(!button(t)->isEnabled(), qPrintable(t));
        }
        QVERIFY(button(QStringLiteral("&New Dataset…"))->isEnabled());
        view.importCsv("dataset,field,owner,grade,description,location,records,people,personal,sensitive,"
                       "sources,justification,approver\nclicks,,owen,internal,,,1,1,no,,,,\n");
        QCOMPARE(view.model()->rowCount(), 1);
        view.table()->selectRow(0);
        for (const QString &t : acting)
            QVERIFY2(button(t)->isEnabled(), qPrintable(t));
        view.table()->clearSelection();
        QVERIFY(!button(QStringLiteral("&Edit…"))->isEnabled());
    }

    void importGradeFilter()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ui::DatasetsView view(&store, QStringLiteral("li"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.model()->rowCount(), 0);
        const QByteArray csv =
            "dataset,field,owner,grade,description,location,records,people,personal,sensitive,"
            "sources,justification,approver\n"
            "clicks,,owen,internal,Click stream,s3://cn/clicks,1000000,200000,yes,,,,\n"
            "scans,,paula,public,,,10,10,yes,,,,\n"
            "scans,face,,important,,,,,yes,biometrics,,,\n"
            "features,,owen,public,derived,,5,0,no,,clicks;scans,,\n"
            "broken,,owen,secret-ish,,,,,,,,,\n";
        const ledger::ImportReport report = view.importCsv(csv);
        QCOMPARE(report.rowsRejected, 1);
        QCOMPARE(view.model()->rowCount(), 3);
        QLabel *status = nullptr;
        for (QLabel *l : view.findChildren<QLabel *>()) {
            if (l->text().contains(QStringLiteral("rejected")))
                status = l;
        }
        QVERIFY2(status && status->text().contains(QStringLiteral("row 6")), "the bad row is named");

        int features = -1;
        for (int r = 0; r < view.model()->rowCount(); ++r) {
            if (view.model()->dataset(r).name == QLatin1String("features"))
                features = r;
        }
        QVERIFY(features >= 0);
        const QModelIndex grade = view.model()->index(features, ui::DatasetsModel::Grade);
        QCOMPARE(grade.data().toString(), QStringLiteral("important")); // inherited from scans
        QCOMPARE(grade.data(Qt::ForegroundRole).value<QColor>(),
                 ui::DatasetsModel::gradeColour(ledger::Grade::Important));

        auto *minGrade = view.findChild<QComboBox *>();
        minGrade->setCurrentIndex(minGrade->findData(int(ledger::Grade::Important)));
        QCOMPARE(view.model()->rowCount(), 2); // scans and features
        minGrade->setCurrentIndex(0);
        view.findChild<QLineEdit *>()->setText(QStringLiteral("s3://cn"));
        QCOMPARE(view.model()->rowCount(), 1);
        view.findChild<QLineEdit *>()->clear();
        view.findChild<QCheckBox *>()->setChecked(true);
        QCOMPARE(view.model()->rowCount(), 2); // clicks and scans; features holds none itself
    }

    // Create, derive, edit, refuse, grade and retire in the GUI, with the ledger's checks and audit events,
    // and the model checked by QAbstractItemModelTester throughout.
    void createDeriveGradeRetire()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("desk.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::Ledger ledger(store);
        auto olga = ledger::KeySigner::generate();
        QVERIFY(ledger.registerOfficer(QStringLiteral("olga"), ledger::OfficerRole::Officer,
                                       olga->publicKey(), QStringLiteral("root")));
        ui::DatasetsView view(&store, QStringLiteral("li"));
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        // The editor as a person fills it in.
        ui::DatasetEditor editor(ledger::Dataset{});
        editor.nameEdit()->setText(QStringLiteral("patients"));
        editor.ownerEdit()->setText(QStringLiteral("owen"));
        editor.versionEdit()->setText(QStringLiteral(" 2026-06 "));
        editor.peopleEdit()->setText(QStringLiteral("4000"));
        editor.personalBox()->setChecked(true);
        editor.addField(ledger::Field{QStringLiteral("diagnosis"),
                                      {},
                                      ledger::Grade::Internal,
                                      true,
                                      unsigned(ledger::PiCategory::MedicalHealth)});
        editor.addField(ledger::Field{QStringLiteral("visit_date"), {}, ledger::Grade::Internal, false, 0});
        QVERIFY(editor.fieldsProblem().isEmpty());
        editor.fieldsTable()->item(1, 3)->setText(QStringLiteral("horoscope"));
        QVERIFY(editor.fieldsProblem().contains(QStringLiteral("horoscope")));
        editor.fieldsTable()->item(1, 3)->setText(QString());
        QVERIFY2(view.saveDataset(editor.dataset()).ok(), qPrintable(view.status()->text()));
        QCOMPARE(ledger.dataset(QStringLiteral("patients"))->fields.size(), 2);
        QCOMPARE(ledger.dataset(QStringLiteral("patients"))->fields.first().sensitive,
                 unsigned(ledger::PiCategory::MedicalHealth));
        QCOMPARE(view.model()->rowCount(), 1);
        QCOMPARE(view.model()->dataset(0).effectiveGrade, ledger::Grade::SensitivePersonal);
        QCOMPARE(ledger.dataset(QStringLiteral("patients"))->version, QStringLiteral("2026-06"));
        QCOMPARE(view.model()->index(0, ui::DatasetsModel::Version).data().toString(),
                 QStringLiteral("2026-06"));
        QVERIFY(view.impactText().isEmpty()); // a new dataset moves nothing else

        // A de-identified derivative inherits; more people than the source is refused with its rule.
        ledger::Dataset start;
        start.sources = {QStringLiteral("patients")};
        ui::DatasetEditor derive(start);
        derive.nameEdit()->setText(QStringLiteral("patients-deid"));
        derive.ownerEdit()->setText(QStringLiteral("owen"));
        derive.peopleEdit()->setText(QStringLiteral("4001"));
        derive.derivationBox()->setCurrentIndex(
            derive.derivationBox()->findData(QStringLiteral("de-identified")));
        const qint64 rowsBefore =
            ledger.audit().rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false})->size();
        QVERIFY(!view.saveDataset(derive.dataset()).ok());
        QVERIFY2(view.status()->text().contains(QStringLiteral("a derivation cannot add people")) &&
                     !view.status()->text().contains(QStringLiteral("[lineage-people-within-sources]")),
                 qPrintable(view.status()->text())); // the sentence, not the rule's id
        QCOMPARE(view.model()->rowCount(), 1);
        QCOMPARE(ledger.audit().rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false})->size(), rowsBefore);
        derive.peopleEdit()->setText(QStringLiteral("-5"));
        QVERIFY(!view.saveDataset(derive.dataset()).ok());
        QVERIFY2(view.status()->text().contains(QStringLiteral("cannot be negative")),
                 qPrintable(view.status()->text()));
        derive.peopleEdit()->setText(QStringLiteral("3000"));
        QVERIFY2(view.saveDataset(derive.dataset()).ok(), qPrintable(view.status()->text()));
        QCOMPARE(ledger.dataset(QStringLiteral("patients-deid"))->effectiveGrade,
                 ledger::Grade::SensitivePersonal);
        QCOMPARE(ledger.dataset(QStringLiteral("patients-deid"))->derivation,
                 QStringLiteral("de-identified"));

        // An edit that raises the source (an important field) re-grades its derivative: the view shows both
        // moves, before and after.
        ui::DatasetEditor raise(ledger.dataset(QStringLiteral("patients")).value());
        raise.addField(ledger::Field{QStringLiteral("genome"), {}, ledger::Grade::Important, true, 0});
        QVERIFY2(view.saveDataset(raise.dataset()).ok(), qPrintable(view.status()->text()));
        QVERIFY(view.impactPane()->isVisibleTo(&view));
        for (const char *moved :
             {"patients: sensitive personal -> important", "patients-deid: sensitive personal -> important"})
            QVERIFY2(view.impactText().contains(QLatin1String(moved)), qPrintable(view.impactText()));
        QCOMPARE(ledger.dataset(QStringLiteral("patients-deid"))->effectiveGrade, ledger::Grade::Important);

        // Editing keeps the grade fixed; a lowering is proposed here and signed by a second person.
        ui::DatasetEditor edit(ledger.dataset(QStringLiteral("patients-deid")).value());
        QVERIFY(!edit.gradeBox()->isEnabled());
        // The version is an ordinary, audited edit; an unversioned dataset says so in the table.
        QCOMPARE(view.model()->index(1, ui::DatasetsModel::Version).data().toString(),
                 ui::DatasetsModel::tr("unversioned"));
        edit.versionEdit()->setText(QStringLiteral("2026-07"));
        QVERIFY2(view.saveDataset(edit.dataset()).ok(), qPrintable(view.status()->text()));
        QCOMPARE(ledger.dataset(QStringLiteral("patients-deid"))->version, QStringLiteral("2026-07"));
        const auto updated = ledger.audit().rows(
            ledger::AuditQuery{1, -1, {}, QStringLiteral("dataset.updated"), {}, 1, true});
        QVERIFY(updated.ok() && !updated->isEmpty());
        QVERIFY2(updated->first().details.contains(QStringLiteral("\"previous_version\":\"\"")),
                 qPrintable(updated->first().details));
        ledger::GradeChange c{QStringLiteral("patients-deid"),
                              ledger::Grade::Internal,
                              ledger::Grade::Internal,
                              {},
                              QStringLiteral("k >= 50 verified"),
                              QStringLiteral("li"),
                              {},
                              {},
                              {},
                              {},
                              {}};
        QVERIFY2(view.proposeGradeChange(c).ok(), qPrintable(view.status()->text()));
        QVERIFY(view.status()->text().contains(QStringLiteral("second person")));
        QVERIFY(ledger::Lineage::sign(ledger, QStringLiteral("patients-deid"), *olga).ok());
        view.reload();
        QCOMPARE(ledger.dataset(QStringLiteral("patients-deid"))->effectiveGrade, ledger::Grade::Internal);

        // Retired: nothing new derives from it.
        QVERIFY(view.retire(QStringLiteral("patients")).ok());
        ledger::Dataset late;
        late.name = QStringLiteral("late");
        late.owner = QStringLiteral("owen");
        late.sources = {QStringLiteral("patients")};
        late.derivation = QStringLiteral("sampled");
        late.lineageKnown = true;
        QVERIFY(!view.saveDataset(late).ok());
        QVERIFY2(view.status()->text().contains(QStringLiteral("nothing new is derived from it")),
                 qPrintable(view.status()->text()));
        const auto actions =
            ledger.audit().rows(ledger::AuditQuery{1, -1, {}, QStringLiteral("dataset."), {}, -1, false});
        QStringList seen;
        for (const ledger::AuditRow &r : actions.value())
            seen << r.action;
        QVERIFY2(seen.contains(QStringLiteral("dataset.created")) &&
                     seen.contains(QStringLiteral("dataset.grade-change.proposed")) &&
                     seen.contains(QStringLiteral("dataset.grade-change.signed")) &&
                     seen.contains(QStringLiteral("dataset.regraded")),
                 qPrintable(seen.join(QLatin1Char(' '))));
        QVERIFY(ledger.audit().verify().intact);

        // The import dialog's text documents the columns; the template it saves imports as it is.
        for (const char *col :
             {"dataset", "field", "owner", "grade", "people", "sensitive", "sources", "version"})
            QVERIFY(ui::DatasetsView::csvFormatText().contains(QLatin1String(col)));
        const auto parsed = ledger::InventoryCsv::parse(ui::DatasetsView::csvTemplate(), {});
        QVERIFY(parsed.errors.isEmpty());
        QCOMPARE(parsed.entries.size(), 2);
        QCOMPARE(parsed.entries.first().dataset.version, QStringLiteral("2026-06"));
        QVERIFY(parsed.entries.first().versionGiven);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestDatasetsView)
#include "tst_datasets_view.moc"
