// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Datasets, offscreen, on a real SQLite file: a CSV inventory imported (a bad row reported,
// the good ones kept), effective grades in colour (a derived dataset inherits its sources' highest),
// filters by grade, text and personal information.
#include "ledger/datasets_view.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
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

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestDatasetsView)
#include "tst_datasets_view.moc"
