// SPDX-License-Identifier: GPL-3.0-or-later
// Request Export's destination, offscreen on a real SQLite ledger file: chosen from the console's saved
// clusters (each shown with its region), the country filled from the chosen cluster and not edited apart
// from it; a destination typed by hand only as "Another cluster, not saved here…" or where no cluster is
// saved; a pre-filled draft selects its cluster. The Datasets view's Request Export… offers the same list.
#include "ledger/datasets_view.h"
#include "ledger/ed25519.h"
#include "ledger/request_dialog.h"
#include "ledger/rules.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/export_draft.h"
#include "storage/database.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

class TestRequestDestination : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("ledger.sqlite"))).ok());
        m_store = std::make_unique<SqliteLedgerStore>(m_db);
        Dataset d;
        d.name = QStringLiteral("clicks");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(Ledger(*m_store).saveDataset(d, QStringLiteral("root")).ok());
    }

    void chosenFromTheSavedClusters()
    {
        ui::RequestDialog dialog(&*m_store, QStringLiteral("rita"), draft({}, {}));
        dialog.setDestinations(saved());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QComboBox *box = dialog.destinationBox();
        QVERIFY(box->isVisible());
        QCOMPARE(box->count(), 4); // three saved, and "another cluster"
        QCOMPARE(box->itemText(0), QStringLiteral("sg-h200 (SG)"));
        QCOMPARE(box->itemText(1), QStringLiteral("fra-a100 (DE)"));
        QVERIFY2(box->itemText(2).contains(QStringLiteral("no region saved")), qPrintable(box->itemText(2)));
        // The first saved cluster, its country filled and read-only; nothing to type.
        QCOMPARE(box->currentData().toString(), QStringLiteral("sg-h200"));
        QVERIFY(!dialog.clusterEdit()->isVisible());
        QCOMPARE(dialog.countryEdit()->text(), QStringLiteral("SG"));
        QVERIFY(dialog.countryEdit()->isReadOnly());
        QCOMPARE(dialog.request().destinationCluster, QStringLiteral("sg-h200"));
        QCOMPARE(dialog.request().destinationCountry, QStringLiteral("SG"));

        box->setCurrentIndex(1);
        QCOMPARE(dialog.request().destinationCluster, QStringLiteral("fra-a100"));
        QCOMPARE(dialog.request().destinationCountry, QStringLiteral("DE"));
        QVERIFY(dialog.countryEdit()->isReadOnly());

        // A saved cluster without a region: the country is typed, not left over from fra-a100.
        box->setCurrentIndex(2);
        QCOMPARE(dialog.request().destinationCluster, QStringLiteral("lab-x"));
        QVERIFY(dialog.countryEdit()->text().isEmpty());
        QVERIFY(!dialog.countryEdit()->isReadOnly());
        QVERIFY2(dialog.countryEdit()->toolTip().contains(QStringLiteral("no region saved")),
                 qPrintable(dialog.countryEdit()->toolTip()));
        dialog.countryEdit()->setText(QStringLiteral("CN"));
        QCOMPARE(dialog.request().destinationCountry, QStringLiteral("CN"));

        // Back to a saved cluster with a region, then another cluster: typed, both fields start empty.
        box->setCurrentIndex(0);
        QCOMPARE(dialog.countryEdit()->text(), QStringLiteral("SG"));
        box->setCurrentIndex(3);
        QVERIFY(dialog.clusterEdit()->isVisible());
        QVERIFY(dialog.clusterEdit()->text().isEmpty());
        QVERIFY(dialog.countryEdit()->text().isEmpty());
        QVERIFY(!dialog.countryEdit()->isReadOnly());
        dialog.clusterEdit()->setText(QStringLiteral("tokyo-b200"));
        dialog.countryEdit()->setText(QStringLiteral("JP"));
        QCOMPARE(dialog.request().destinationCluster, QStringLiteral("tokyo-b200"));
        QCOMPARE(dialog.request().destinationCountry, QStringLiteral("JP"));
    }

    // A draft pre-filled from a job or a push selects its saved cluster; one naming a cluster not saved here
    // keeps what it names, as another cluster.
    void preFilledDraftSelectsItsCluster()
    {
        ui::RequestDialog known(&*m_store, QStringLiteral("rita"),
                                draft(QStringLiteral("fra-a100"), QStringLiteral("DE")));
        known.setDestinations(saved());
        QCOMPARE(known.destinationBox()->currentData().toString(), QStringLiteral("fra-a100"));
        QCOMPARE(known.countryEdit()->text(), QStringLiteral("DE"));
        QVERIFY(known.countryEdit()->isReadOnly());

        ui::RequestDialog unknown(&*m_store, QStringLiteral("rita"),
                                  draft(QStringLiteral("elsewhere"), QStringLiteral("US")));
        unknown.setDestinations(saved());
        QCOMPARE(unknown.destinationBox()->currentIndex(), unknown.destinationBox()->count() - 1);
        QCOMPARE(unknown.request().destinationCluster, QStringLiteral("elsewhere"));
        QCOMPARE(unknown.request().destinationCountry, QStringLiteral("US"));
        QVERIFY(!unknown.countryEdit()->isReadOnly());
    }

    // A desktop with no saved cluster (the compliance desk on the team ledger): typed, as before.
    void typedWhereNoClusterIsSaved()
    {
        ui::RequestDialog dialog(&*m_store, QStringLiteral("rita"), draft({}, {}));
        dialog.setDestinations({});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.destinationBox()->isVisible());
        QVERIFY(dialog.clusterEdit()->isVisible());
        QVERIFY(!dialog.countryEdit()->isReadOnly());
    }

    // Datasets > Request Export… offers the saved clusters too.
    void datasetsViewOffersTheSavedClusters()
    {
        ui::DatasetsView view(&*m_store, QStringLiteral("rita"));
        view.setDestinations([] { return saved(); });
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.table()->selectRow(0);
        QStringList offered;
        QString country;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *d = qobject_cast<ui::RequestDialog *>(QApplication::activeModalWidget());
            if (!d)
                return;
            for (int i = 0; i < d->destinationBox()->count(); ++i)
                offered << d->destinationBox()->itemData(i).toString();
            country = d->countryEdit()->text();
            d->reject();
        });
        poll.start();
        QPushButton *requestExport = nullptr;
        for (QPushButton *b : view.findChildren<QPushButton *>()) {
            if (b->text() == ui::DatasetsView::tr("Request E&xport…"))
                requestExport = b;
        }
        QVERIFY(requestExport);
        requestExport->click();
        QCOMPARE(offered, (QStringList{QStringLiteral("sg-h200"), QStringLiteral("fra-a100"),
                                       QStringLiteral("lab-x"), QString()}));
        QCOMPARE(country, QStringLiteral("SG"));
    }

    // A solo user is told at Check, before anything is filed, that nobody could approve the request (four
    // eyes, no second officer), and again when it is submitted. "Will be filed as …" until it is filed;
    // Submit is off once it is, and back when it is withdrawn. With a second officer, no such warning.
    // (Last: it founds the ledger.)
    void soloRequesterIsToldNobodyCanApprove()
    {
        ui::RequestDialog dialog(&*m_store, QStringLiteral("rita"),
                                 draft(QStringLiteral("sg-h200"), QStringLiteral("SG")));
        dialog.setDestinations(saved());
        dialog.referenceEdit()->setText(QStringLiteral("SC-2026-1"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString nobody = QStringLiteral("No second officer is registered");
        QVERIFY2(dialog.filedAsText().startsWith(QStringLiteral("Will be filed as rita")),
                 qPrintable(dialog.filedAsText()));
        QVERIFY(dialog.check().ok());
        QVERIFY2(dialog.statusText().contains(nobody), qPrintable(dialog.statusText()));
        // The way out is said, not a dead end: an officer the requester registers cannot approve, so an
        // only admin registers a second admin first (walk 6).
        QVERIFY2(dialog.statusText().contains(QStringLiteral("registers a second admin")),
                 qPrintable(dialog.statusText()));
        QCOMPARE(dialog.requestId(), 0); // Check files nothing
        QVERIFY(dialog.submitButton()->isEnabled());
        QVERIFY2(dialog.submit().ok(), qPrintable(dialog.statusText()));
        QVERIFY2(dialog.statusText().contains(nobody), qPrintable(dialog.statusText()));
        QVERIFY2(dialog.filedAsText().startsWith(QStringLiteral("Filed as rita")),
                 qPrintable(dialog.filedAsText()));
        QVERIFY(!dialog.submitButton()->isEnabled());
        QVERIFY2(dialog.withdraw().ok(), qPrintable(dialog.statusText()));
        QVERIFY(dialog.submitButton()->isEnabled());
        QVERIFY(dialog.filedAsText().startsWith(QStringLiteral("Will be filed as rita")));

        // The same fact, from the use case: nobody but the requester (and the owner) could decide.
        Ledger ledger(*m_store);
        services::ExportDraftSession session(ledger);
        QCOMPARE(session.approvable(dialog.request()).code(), ErrorCode::Refused);
        auto adam = KeySigner::generate();
        QVERIFY(ledger.found(QStringLiteral("adam"), *adam).ok());
        const auto approvers = session.possibleApprovers(dialog.request());
        QVERIFY(approvers.ok());
        QCOMPARE(approvers.value(), QStringList{QStringLiteral("adam")});
        QVERIFY(session.approvable(dialog.request()).ok());
        QVERIFY(dialog.check().ok());
        QVERIFY2(!dialog.statusText().contains(nobody), qPrintable(dialog.statusText()));
        // The requester themselves is no second officer.
        dialog.setDestinations(saved());
        ExportRequest own = dialog.request();
        own.requester = QStringLiteral("adam");
        QCOMPARE(session.approvable(own).code(), ErrorCode::Refused);
    }

    // The founding admin registers an officer, then requests an export: Check says at once that nobody can
    // approve it, for the reason Approve gives (a person the requester registered is no second person),
    // not "nothing refuses it"; and it is so: the officer's approval is refused. No rule id in the window.
    void officerTheRequesterRegisteredIsNoApprover()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("registered.sqlite"))).ok());
        SqliteLedgerStore store(db);
        Ledger ledger(store);
        Dataset d;
        d.name = QStringLiteral("clicks");
        d.owner = QStringLiteral("alice");
        d.grade = Grade::Internal;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("root")).ok());
        auto alice = KeySigner::generate();
        auto bob = KeySigner::generate();
        QVERIFY(ledger.found(QStringLiteral("alice"), *alice).ok());
        QVERIFY(ledger.registerOfficer(QStringLiteral("bob"), OfficerRole::Officer, bob->publicKey(), *alice)
                    .ok());

        ui::RequestDialog dialog(&store, QStringLiteral("alice"),
                                 draft(QStringLiteral("sg-h200"), QStringLiteral("SG")));
        dialog.setDestinations(saved());
        dialog.referenceEdit()->setText(QStringLiteral("SC-2026-1"));
        QVERIFY(dialog.check().ok());
        const QString why = dialog.statusText();
        QVERIFY2(why.contains(QStringLiteral("No officer can approve this request: bob was registered by you "
                                             "(alice)")),
                 qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("an admin other than you must register an officer")),
                 qPrintable(why));
        QVERIFY2(!why.contains(QLatin1Char('[')), qPrintable(why));

        services::ExportDraftSession session(ledger);
        const ExportRequest request = dialog.request();
        QCOMPARE(session.approvable(request).code(), ErrorCode::Refused);
        QVERIFY(session.possibleApprovers(request)->isEmpty());
        QVERIFY(session.submit(request, alice.get()).ok());
        const auto refused =
            ledger.decide(session.id(), true, *bob, ledger.now().date().addDays(30), QStringLiteral("ok"));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QStringLiteral("[four-eyes-key]")), qPrintable(refused.error()));
        QVERIFY2(!Rules::withoutRuleIds(refused.error()).contains(QStringLiteral("[four-eyes-key]")),
                 qPrintable(refused.error()));

        // An officer whom someone else registered may approve it: no warning then.
        auto carol = KeySigner::generate();
        auto dave = KeySigner::generate();
        QVERIFY(
            ledger.registerOfficer(QStringLiteral("carol"), OfficerRole::Admin, carol->publicKey(), *alice)
                .ok());
        QVERIFY(
            ledger.registerOfficer(QStringLiteral("dave"), OfficerRole::Officer, dave->publicKey(), *carol)
                .ok());
        QCOMPARE(session.possibleApprovers(request).value(), QStringList{QStringLiteral("dave")});
        QVERIFY(session.approvable(request).ok());
    }

private:
    static QList<ui::ExportDestination> saved()
    {
        return {{QStringLiteral("sg-h200"), QStringLiteral("SG")},
                {QStringLiteral("fra-a100"), QStringLiteral("DE")},
                {QStringLiteral("lab-x"), QString()}};
    }

    static ui::ExportDraft draft(const QString &cluster, const QString &country)
    {
        return ui::ExportDraft{
            {QStringLiteral("clicks")}, cluster, country, QStringLiteral("capacity planning")};
    }

    QTemporaryDir m_dir;
    Database m_db;
    std::unique_ptr<SqliteLedgerStore> m_store;
};

QTEST_MAIN(TestRequestDestination)
#include "tst_request_destination.moc"
