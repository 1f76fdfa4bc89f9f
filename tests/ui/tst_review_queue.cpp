// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Review Queue, offscreen, on a real SQLite ledger: a submitted request is listed; the
// requester's own key is refused (four eyes) with the reason shown; an officer's key approves it, the
// signature verifies, and it leaves the queue. The reviewer sees each key as a person and a fingerprint.
#include "ledger/review_queue.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/desk_identity.h"
#include "storage/database.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

class TestReviewQueue : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
    }

    void approveSignsFourEyes()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        SqliteLedgerStore store(db);
        Ledger ledger(store);
        std::shared_ptr<KeySigner> rita = KeySigner::generate(); // the requester, also an admin
        std::shared_ptr<KeySigner> olga = KeySigner::generate(); // a compliance officer
        QVERIFY(ledger.registerOfficer(QStringLiteral("rita"), OfficerRole::Admin, rita->publicKey(),
                                       QStringLiteral("root")));
        QVERIFY(ledger.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                       QStringLiteral("root")));
        Dataset d;
        d.name = QStringLiteral("clicks");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("root")).ok());
        ExportRequest r;
        r.datasets = {QStringLiteral("clicks")};
        r.form = ExportForm::Aggregated;
        r.formParams.insert(QStringLiteral("min_group_size"), QStringLiteral("20"));
        r.destinationCluster = QStringLiteral("sg-h200");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("capacity planning");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-1");
        r.retentionDays = 30;
        r.requester = QStringLiteral("rita");
        const auto id = ledger.createRequest(r);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        QVERIFY(ledger.submit(id.value(), QStringLiteral("rita")).ok());

        const auto signerFor = [&](const QString &keyId) -> Result<std::unique_ptr<Signer>> {
            const std::shared_ptr<KeySigner> k = keyId == QLatin1String("rita-key") ? rita : olga;
            // A signer that forwards to the shared key (the queue takes ownership of what it gets).
            struct Forward : Signer
            {
                std::shared_ptr<KeySigner> key;
                QByteArray publicKey() const override { return key->publicKey(); }
                Result<QByteArray> sign(const QByteArray &message) override { return key->sign(message); }
            };
            auto f = std::make_unique<Forward>();
            f->key = k;
            return std::unique_ptr<Signer>(std::move(f));
        };
        ui::ReviewQueue queue(&store, {QStringLiteral("rita-key"), QStringLiteral("olga-key")}, signerFor);
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));
        QCOMPARE(queue.model()->rowCount(), 1);
        QCOMPARE(queue.model()->index(0, ui::RequestsModel::Requester).data().toString(),
                 QStringLiteral("rita"));
        // Keys of two people on one desktop: it acts as nobody until one is chosen.
        QVERIFY(queue.identity()->person().isEmpty());
        QVERIFY(!queue.approveButton()->isEnabled());
        QVERIFY(queue.identity()->choose(QStringLiteral("olga")).ok());
        // The reviewer sees who they sign as: names and fingerprints, not credential ids.
        QVERIFY2(queue.whoAmI()->text().contains(QStringLiteral("olga (officer), key ") +
                                                 keyFingerprint(olga->publicKey())),
                 qPrintable(queue.whoAmI()->text()));
        QVERIFY(!queue.whoAmI()->text().contains(QStringLiteral("olga-key")));
        QCOMPARE(queue.personFor(QStringLiteral("rita-key")),
                 QStringLiteral("rita (admin), key ") + keyFingerprint(rita->publicKey()));

        // The requester cannot approve, admin or not; the reason is on screen.
        QVERIFY(queue.identity()->choose(QStringLiteral("rita")).ok());
        const Status self = queue.decide(0, true, QStringLiteral("rita-key"),
                                         QDate::currentDate().addDays(10), QStringLiteral("mine"));
        QVERIFY(!self.ok());
        QVERIFY2(self.error().contains(QStringLiteral("rita")), qPrintable(self.error()));
        bool shown = false;
        for (QLabel *l : queue.findChildren<QLabel *>())
            shown |= l->text() == self.error();
        QVERIFY(shown);
        QCOMPARE(queue.model()->rowCount(), 1);

        // Acting as rita, olga's key does not sign here; acting as olga, it does.
        QCOMPARE(
            queue.decide(0, true, QStringLiteral("olga-key"), QDate::currentDate().addDays(10), {}).code(),
            ErrorCode::Refused);
        QVERIFY(queue.identity()->choose(QStringLiteral("olga")).ok());
        const Status ok = queue.decide(0, true, QStringLiteral("olga-key"), QDate::currentDate().addDays(10),
                                       QStringLiteral("aggregated, k >= 20"));
        QVERIFY2(ok.ok(), qPrintable(ok.error()));
        QCOMPARE(queue.model()->rowCount(), 0); // decided: out of the queue
        const auto checks = ledger.verifySignatures();
        QVERIFY(checks.ok());
        QCOMPARE(checks->size(), 1);
        QVERIFY2(checks->first().valid, qPrintable(checks->first().problem));
        QCOMPARE(checks->first().approval.approver, QStringLiteral("olga"));

        // Walk 6: once decided, the request's next steps are here too (its Request Export dialog may be long
        // closed): under Every request, the approved one is activated, then expired; Withdraw is the
        // requester's, for a submitted one only.
        using Step = ui::ReviewQueue::LifeStep;
        queue.whichBox()->setCurrentIndex(queue.whichBox()->findData(false));
        QCOMPARE(queue.model()->rowCount(), 1);
        queue.tableView()->selectRow(0);
        QVERIFY(queue.lifeButton(Step::Activate)->isEnabled());
        QVERIFY(!queue.lifeButton(Step::Withdraw)->isEnabled());
        QVERIFY(!queue.lifeButton(Step::Expire)->isEnabled());
        queue.lifeButton(Step::Activate)->click();
        QCOMPARE(ledger.request(id.value())->request.state, RequestState::Active);
        QVERIFY(!queue.lifeButton(Step::Activate)->isEnabled());
        QVERIFY(queue.lifeButton(Step::Expire)->isEnabled());
        QVERIFY2(queue.takeLifeStep(Step::Expire).ok(), qPrintable(queue.statusText()));
        QCOMPARE(ledger.request(id.value())->request.state, RequestState::Expired);

        r.requester = QStringLiteral("rita");
        const auto second = ledger.createRequest(r);
        QVERIFY(second.ok() && ledger.submit(second.value(), QStringLiteral("rita")).ok());
        queue.reload();
        int row = -1;
        for (int i = 0; i < queue.model()->rowCount(); ++i)
            row = queue.model()->request(i).request.id == second.value() ? i : row;
        QVERIFY(row >= 0);
        queue.tableView()->selectRow(row);
        QVERIFY(!queue.lifeButton(Step::Withdraw)->isEnabled()); // olga acts: not hers to withdraw
        QVERIFY(queue.identity()->choose(QStringLiteral("rita")).ok());
        queue.tableView()->selectRow(row);
        QVERIFY(queue.lifeButton(Step::Withdraw)->isEnabled());
        QVERIFY2(queue.takeLifeStep(Step::Withdraw).ok(), qPrintable(queue.statusText()));
        QCOMPARE(ledger.request(second.value())->request.state, RequestState::Draft);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestReviewQueue)
#include "tst_review_queue.moc"
