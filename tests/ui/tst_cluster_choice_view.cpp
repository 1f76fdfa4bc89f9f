// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Cluster Choice, offscreen, on a real SQLite inventory and ledger: the saved clusters are the
// candidates; the dataset the work reads has an active, signed export only to SG, so the JP cluster does
// not qualify whatever its price, and the recommendation says why.
#include "agent/fleet_store.h"
#include "inventory/inventory.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "planning/cluster_choice_view.h"
#include "services/choice_measurements.h"
#include "storage/database.h"
#include "validation/checks.h"
#include "validation/evidence_store.h"

#include <QCryptographicHash>
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
        // The one that does not qualify is not scored in the table.
        QCOMPARE(view.results()->item(2, 2)->text(), QString(QChar(0x2014)));
        QCOMPARE(view.results()->item(2, 3)->text(), QString(QChar(0x2014)));
        QVERIFY(view.results()->item(0, 2)->text().contains(QLatin1Char('.')));

        // Without data leaving, the cheapest and fastest one wins.
        view.datasets()->clear();
        const planning::ClusterChoice free = view.recommend();
        QCOMPARE(free.ranked.at(*free.primary).candidate.name, QStringLiteral("jp-h200"));
    }

    // Issue 33: planning from measurements. A streaming cluster's RTT comes from its fleet (the median of
    // its nodes' round trips), the GPUs from the inventory and the contract; the cells are filled with their
    // source as the tooltip, the choice no longer says "latency not measured yet" for it, and a value a
    // person typed stays.
    void measurementsFillTheCells()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("measured.sqlite"))).ok());
        Inventory inventory(db);
        ClusterRecord otp;
        otp.name = QStringLiteral("lab-otp");
        otp.region = QStringLiteral("SG");
        otp.contract.gpusPerNode = 4;
        const auto otpId = inventory.addCluster(otp);
        QVERIFY(otpId.ok());
        QList<NodeRecord> nodes;
        for (const char *n : {"gpu01", "gpu02"}) {
            NodeRecord r;
            r.name = QString::fromLatin1(n);
            r.endpoint.host = QStringLiteral("198.18.4.10");
            nodes << r;
        }
        QVERIFY(inventory.upsertNodes(otpId.value(), nodes).ok());
        ClusterRecord typed;
        typed.name = QStringLiteral("typed");
        typed.region = QStringLiteral("SG");
        typed.contract.gpusPerNode = 8;
        const auto typedId = inventory.addCluster(typed);
        QVERIFY(typedId.ok());
        QVERIFY(inventory.upsertNodes(typedId.value(), nodes.mid(0, 1)).ok());

        FleetStore fleet;
        fleet.addNode(QStringLiteral("gpu01"));
        fleet.addNode(QStringLiteral("gpu02"));
        fleet.recordRtt(QStringLiteral("gpu01"), 1.0);
        fleet.recordRtt(QStringLiteral("gpu02"), 1.4);
        const auto measured =
            services::ChoiceMeasurements::measure(inventory, [&](qint64 id) -> const FleetStore * {
                return id == otpId.value() ? &fleet : nullptr;
            });
        QVERIFY(measured.value(QStringLiteral("lab-otp")).rttMs);
        QCOMPARE(*measured.value(QStringLiteral("lab-otp")).rttMs, 1.2);
        QCOMPARE(measured.value(QStringLiteral("lab-otp")).gpus, 8);
        QVERIFY(!measured.value(QStringLiteral("typed")).rttMs);

        ui::ClusterChoiceView view(&inventory, nullptr);
        QTableWidget *t = view.candidates();
        int otpRow = -1, typedRow = -1;
        for (int r = 0; r < t->rowCount(); ++r)
            (t->item(r, ui::ClusterChoiceView::Name)->text() == QLatin1String("lab-otp") ? otpRow
                                                                                         : typedRow) = r;
        QVERIFY(otpRow >= 0 && typedRow >= 0);
        t->item(typedRow, ui::ClusterChoiceView::Gpus)->setText(QStringLiteral("2")); // typed by a person
        view.setMeasurements(measured);
        QCOMPARE(t->item(otpRow, ui::ClusterChoiceView::Rtt)->text(), QLocale().toString(1.2, 'f', 1));
        QVERIFY(t->item(otpRow, ui::ClusterChoiceView::Rtt)->toolTip().contains(QStringLiteral("fleet")));
        QCOMPARE(t->item(otpRow, ui::ClusterChoiceView::Gpus)->text(), QStringLiteral("8"));
        QCOMPARE(t->item(typedRow, ui::ClusterChoiceView::Gpus)->text(), QStringLiteral("2"));
        QVERIFY(t->item(typedRow, ui::ClusterChoiceView::Rtt)->text().isEmpty());
        const planning::ClusterChoice choice = view.recommend();
        for (const planning::CandidateScore &s : choice.ranked) {
            if (s.candidate.name == QLatin1String("lab-otp"))
                QVERIFY2(!s.notes.join(QLatin1Char(' ')).contains(QStringLiteral("not measured")),
                         qPrintable(s.notes.join(QLatin1Char(' '))));
        }
    }

    // A cluster that does not stream shows the RTT of its newest L1 validation (stored as the runner stores
    // it), its source and age as the tooltip; past 30 days greyed in italics and called stale. When its
    // fleet streams, the fleet's figure replaces it (a figure a person typed would stay).
    void l1RttWhenNotStreaming()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("l1.sqlite"))).ok());
        Inventory inventory(db);
        ClusterRecord c;
        c.name = QStringLiteral("lab-otp");
        c.region = QStringLiteral("SG");
        const auto id = inventory.addCluster(c);
        QVERIFY(id.ok());
        validation::EvidenceStore store(db);
        const auto run =
            store.beginRun(id.value(), c.name, QStringLiteral("standard"), QStringLiteral("vera"));
        QVERIFY(run.ok());
        validation::CheckResult rtt;
        rtt.level = QStringLiteral("L1");
        rtt.id = QStringLiteral("console_rtt");
        rtt.kind = QStringLiteral("link.console_rtt");
        rtt.status = validation::CheckStatus::Pass;
        rtt.figures << validation::Checks::figure(QStringLiteral("rtt_ms_p50"), 7.5, QStringLiteral("ms"));
        rtt.evidenceSha256 = QCryptographicHash::hash(rtt.evidenceJson(), QCryptographicHash::Sha256).toHex();
        QVERIFY(store.recordCheck(run.value(), rtt).ok());
        QVERIFY(store.endRun(run.value()).ok());

        services::MeasureSources sources;
        sources.validations = &store;
        sources.now = QDateTime::currentDateTimeUtc().addDays(40);
        ui::ClusterChoiceView view(&inventory, nullptr);
        view.setMeasurements(services::ChoiceMeasurements::measure(inventory, sources));
        QTableWidgetItem *cell = view.candidates()->item(0, ui::ClusterChoiceView::Rtt);
        QCOMPARE(cell->text(), QLocale().toString(7.5, 'f', 1));
        QVERIFY2(cell->toolTip().contains(QStringLiteral("L1 validation of")) &&
                     cell->toolTip().contains(QStringLiteral("40 day")) &&
                     cell->toolTip().contains(QStringLiteral("stale")),
                 qPrintable(cell->toolTip()));
        QVERIFY(cell->font().italic());

        FleetStore fleet;
        fleet.addNode(QStringLiteral("gpu01"));
        fleet.recordRtt(QStringLiteral("gpu01"), 1.2);
        sources.fleetOf = [&](qint64) -> const FleetStore * { return &fleet; };
        view.setMeasurements(services::ChoiceMeasurements::measure(inventory, sources));
        QCOMPARE(cell->text(), QLocale().toString(1.2, 'f', 1));
        QVERIFY2(cell->toolTip().contains(QStringLiteral("fleet")), qPrintable(cell->toolTip()));
        QVERIFY(!cell->font().italic());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestClusterChoiceView)
#include "tst_cluster_choice_view.moc"
