// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Cluster Choice, offscreen, on a real SQLite inventory and ledger: the saved clusters are the
// candidates; the dataset the work reads has an active, signed export only to SG, so the JP cluster does
// not qualify whatever its price, and the recommendation says why.
#include "inventory/inventory.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "planning/cluster_choice_view.h"
#include "storage/database.h"

#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

class TestClusterChoiceView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
    }

    void ledgerDecidesWhereTheDataMayGo()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        Inventory inventory(db);
        for (const auto &[name, region] :
             {std::pair{"sg-h200", "SG"}, {"sg-h100", "SG"}, {"jp-h200", "JP"}}) {
            ClusterRecord c;
            c.name = QString::fromLatin1(name);
            c.region = QString::fromLatin1(region);
            QVERIFY(inventory.addCluster(c).ok());
        }
        SqliteLedgerStore store(db);
        Ledger ledger(store);
        std::shared_ptr<KeySigner> olga = KeySigner::generate();
        QVERIFY(ledger.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                       QStringLiteral("root")));
        // The gate trusts approvals only through an anchor from outside the database.
        QFile anchors(m_dir.filePath(QStringLiteral("trust-anchors")));
        QVERIFY(anchors.open(QIODevice::WriteOnly));
        anchors.write(VerifierKey::make(QStringLiteral("olga"), olga->publicKey()).text().toUtf8() + '\n');
        anchors.close();
        Dataset d;
        d.name = QStringLiteral("clicks");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("root")).ok());
        // Approved for both Singapore clusters: the gate clears a cluster only by the approved name.
        for (const char *cluster : {"sg-h200", "sg-h100"}) {
            ExportRequest r;
            r.datasets = {QStringLiteral("clicks")};
            r.form = ExportForm::Aggregated;
            r.formParams.insert(QStringLiteral("min_group_size"), QStringLiteral("20"));
            r.destinationCluster = QLatin1String(cluster);
            r.destinationCountry = QStringLiteral("SG");
            r.purpose = QStringLiteral("training");
            r.mechanism = LegalMechanism::StandardContract;
            r.mechanismRef = QStringLiteral("SC-1");
            r.retentionDays = 90;
            r.requester = QStringLiteral("rita");
            const auto id = ledger.createRequest(r);
            QVERIFY(id.ok());
            QVERIFY(ledger.submit(id.value(), QStringLiteral("rita")).ok());
            QVERIFY(
                ledger.decide(id.value(), true, *olga, QDate::currentDate().addDays(90), QStringLiteral("ok"))
                    .ok());
            QVERIFY(ledger.activate(id.value(), QStringLiteral("rita")).ok());
        }

        ui::ClusterChoiceView view(&inventory, &store);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableWidget *t = view.candidates();
        QCOMPARE(t->rowCount(), 3); // the saved clusters, by name
        // name -> RTT, price, GPUs, delivery
        const QHash<QString, QStringList> figures{
            {QStringLiteral("jp-h200"),
             {QStringLiteral("20"), QStringLiteral("1.5"), QStringLiteral("64"), QStringLiteral("0")}},
            {QStringLiteral("sg-h200"),
             {QStringLiteral("35"), QStringLiteral("2.4"), QStringLiteral("64"), QStringLiteral("0")}},
            {QStringLiteral("sg-h100"),
             {QStringLiteral(""), QStringLiteral("2.0"), QStringLiteral("32"), QStringLiteral("10")}}};
        for (int row = 0; row < t->rowCount(); ++row) {
            const QStringList f = figures.value(t->item(row, ui::ClusterChoiceView::Name)->text());
            QCOMPARE(f.size(), 4);
            for (int c = 0; c < 4; ++c)
                t->item(row, ui::ClusterChoiceView::Rtt + c)->setText(f.at(c));
        }
        view.gpusNeeded()->setValue(64);
        view.datasets()->setText(QStringLiteral("clicks"));
        const planning::ClusterChoice choice = view.recommend();
        QVERIFY(choice.primary && choice.backup);
        QCOMPARE(choice.ranked.at(*choice.primary).candidate.name, QStringLiteral("sg-h200"));
        QCOMPARE(choice.ranked.at(*choice.backup).candidate.name, QStringLiteral("sg-h100"));
        const planning::CandidateScore jp = choice.ranked.last();
        QCOMPARE(jp.candidate.name, QStringLiteral("jp-h200"));
        QVERIFY(!jp.eligible);
        QVERIFY2(jp.notes.join(QLatin1Char(' ')).contains(QStringLiteral("clicks")),
                 qPrintable(jp.notes.join(QLatin1Char(' '))));
        QVERIFY(view.explanation().contains(QStringLiteral("sg-h200")));
        QCOMPARE(view.results()->rowCount(), 3);

        // Without data leaving, the cheapest and fastest one wins.
        view.datasets()->clear();
        const planning::ClusterChoice free = view.recommend();
        QCOMPARE(free.ranked.at(*free.primary).candidate.name, QStringLiteral("jp-h200"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestClusterChoiceView)
#include "tst_cluster_choice_view.moc"
