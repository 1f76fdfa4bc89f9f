// SPDX-License-Identifier: GPL-3.0-or-later
// A request changes state only from the state it was read in: two processes on one SQLite ledger file
// (two connections here) cannot overwrite each other's decision.
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cg;
using namespace cg::ledger;

class TstLedgerStoreConflict : public QObject
{
    Q_OBJECT

private slots:
    void staleUpdateIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ledger.sqlite"));
        Database a, b;
        QVERIFY(a.open(path));
        QVERIFY(b.open(path));
        SqliteLedgerStore storeA(a), storeB(b);
        Ledger first(storeA);
        auto adam = KeySigner::generate(), olga = KeySigner::generate();
        QVERIFY(first.found(QStringLiteral("adam"), *adam));
        QVERIFY(
            first.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(), *adam));
        Dataset d;
        d.name = QStringLiteral("telemetry-logs");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(first.saveDataset(d, QStringLiteral("owen")));
        ExportRequest r;
        r.datasets = {d.name};
        r.form = ExportForm::Raw;
        r.destinationCluster = QStringLiteral("sg-h200-a");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("fine-tuning");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-1");
        r.retentionDays = 30;
        r.requester = QStringLiteral("rita");
        const auto id = first.createRequest(r);
        QVERIFY(id);
        QVERIFY(first.submit(id.value(), QStringLiteral("rita")));

        // The second connection reads the request as submitted; the first then approves it.
        auto stale = storeB.request(id.value());
        QVERIFY(stale && stale->has_value());
        QCOMPARE(stale->value().state, RequestState::Submitted);
        const auto approved = first.decide(id.value(), true, *olga, QDate::currentDate().addDays(10), {});
        QVERIFY2(approved, qPrintable(approved.error()));

        ExportRequest late = stale->value();
        late.state = RequestState::Rejected;
        const Status st = storeB.updateRequest(late, RequestState::Submitted);
        QVERIFY(!st);
        QVERIFY2(st.error().contains(QStringLiteral("changed meanwhile")), qPrintable(st.error()));
        const auto now = storeB.request(id.value());
        QVERIFY(now && now->has_value());
        QCOMPARE(now->value().state, RequestState::Approved);
        // From the state it really is in, the change goes through.
        ExportRequest current = now->value();
        current.state = RequestState::Active;
        QVERIFY(storeB.updateRequest(current, RequestState::Approved));
    }
};

QTEST_GUILESS_MAIN(TstLedgerStoreConflict)
#include "tst_ledger_store_conflict.moc"
