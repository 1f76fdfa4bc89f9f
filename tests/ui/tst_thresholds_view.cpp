// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Thresholds, offscreen, on a real SQLite ledger: the year's counters after an approved
// request, the thresholds reached in red, and the mechanism now required.
#include "ledger/ed25519.h"
#include "ledger/rules.h"
#include "ledger/sqlite_ledger_store.h"
#include "ledger/thresholds_view.h"
#include "storage/database.h"

#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

class TestThresholdsView : public QObject
{
    Q_OBJECT

private slots:
    void countersAndTiers()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        SqliteLedgerStore store(db);
        Ledger ledger(store);
        {
            ui::ThresholdsView empty(&store);
            QVERIFY2(empty.requiredText().contains(tierName(MechanismTier::Exemption)),
                     qPrintable(empty.requiredText()));
        }
        auto olga = KeySigner::generate();
        QVERIFY(ledger.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                       QStringLiteral("root")));
        Dataset d;
        d.name = QStringLiteral("users");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        d.personal = true;
        d.people = 150000;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("root")).ok());
        ExportRequest r;
        r.datasets = {QStringLiteral("users")};
        r.form = ExportForm::Pseudonymised;
        r.destinationCluster = QStringLiteral("sg-h200");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("training");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-9");
        r.retentionDays = 30;
        r.requester = QStringLiteral("rita");
        const auto id = ledger.createRequest(r);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        QVERIFY(ledger.submit(id.value(), QStringLiteral("rita")).ok());
        const auto decided =
            ledger.decide(id.value(), true, *olga, QDate::currentDate().addDays(30), QStringLiteral("ok"));
        QVERIFY2(decided.ok(), qPrintable(decided.error()));

        ui::ThresholdsView view(&store);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY2(view.requiredText().contains(tierName(MechanismTier::ContractOrCertification)),
                 qPrintable(view.requiredText()));
        QCOMPARE(view.table()->rowCount(), int(Rules::thresholds().size()));
        int reached = 0;
        for (int row = 0; row < view.table()->rowCount(); ++row) {
            if (view.table()->item(row, 0)->foreground().color() == QColor(0xb0, 0x00, 0x20))
                ++reached;
        }
        QCOMPARE(reached, 1); // 100,000 other people: reached; 1,000,000 and the sensitive ones: not
        // Rows read as a ladder: the sensitive kind first, each kind from its smallest step up.
        const QLocale locale;
        QStringList steps;
        for (int row = 0; row < view.table()->rowCount(); ++row)
            steps << view.table()->item(row, 1)->text();
        QCOMPARE(steps, (QStringList{QStringLiteral("%1 or more").arg(locale.toString(1)),
                                     QStringLiteral("%1 or more").arg(locale.toString(10000)),
                                     QStringLiteral("%1 or more").arg(locale.toString(100000)),
                                     QStringLiteral("%1 or more").arg(locale.toString(1000000))}));
    }
};

QTEST_MAIN(TestThresholdsView)
#include "tst_thresholds_view.moc"
