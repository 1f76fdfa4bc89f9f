// SPDX-License-Identifier: GPL-3.0-or-later
// The compliance desk acts as one person, offscreen, on a real SQLite ledger file with every identity key in
// a real Secret Service (gnome-keyring, integration/with_keyring.sh): the person is chosen explicitly among
// the keychain's registered keys and remembered by fingerprint; Request Export files and signs as that
// person and offers only their keys; one dialog files one request however often Check and Submit are
// pressed; an officer's own request is not approvable with the admin key that sits on the same desktop, and
// the reason is on screen in full, wrapped; the desk re-reads the keychain when shown (a restored tab whose
// keychain answered late, a key deleted meanwhile).
#include "common/paths.h"
#include "ledger/credential_signer.h"
#include "ledger/datasets_view.h"
#include "ledger/request_dialog.h"
#include "ledger/review_queue.h"
#include "ledger/sqlite_ledger_store.h"
#include "secrets/credential_ops.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/keychain_backend.h"
#include "services/desk_identity.h"
#include "storage/database.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

class TestComplianceIdentity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
        QVERIFY(m_keysDb.open(m_dir.filePath(QStringLiteral("keys.sqlite"))).ok());
        m_registry = std::make_unique<secrets::CredentialRegistry>(m_keysDb);
        m_keychain = std::make_unique<secrets::CredentialStore>(std::make_unique<secrets::KeychainBackend>());
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("ledger.sqlite"))).ok());
        m_store = std::make_unique<SqliteLedgerStore>(m_db);
        Ledger ledger(*m_store);
        const QList<QPair<QString, OfficerRole>> people{{QStringLiteral("rita"), OfficerRole::Requester},
                                                        {QStringLiteral("olga"), OfficerRole::Officer},
                                                        {QStringLiteral("adam"), OfficerRole::Admin}};
        for (const auto &[name, role] : people) {
            QVERIFY(storeKey(name));
            QVERIFY(ledger.registerOfficer(name, role, signer(name)->publicKey(), QStringLiteral("root")));
        }
        Dataset d;
        d.name = QStringLiteral("clicks");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("root")).ok());
    }

    void cleanupTestCase()
    {
        for (const QString &id : std::as_const(m_ids))
            (void)secrets::CredentialOps::remove(*m_keychain, *m_registry, id);
    }

    // Nobody until chosen (three people's keys here); then filed and signed as rita, with rita's key the only
    // one offered, and the choice remembered by fingerprint, no secret in the settings.
    void filedAndSignedAsThePerson()
    {
        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        QVERIFY(identity.refresh().ok());
        QCOMPARE(identity.people(),
                 (QStringList{QStringLiteral("adam"), QStringLiteral("olga"), QStringLiteral("rita")}));
        QVERIFY(identity.person().isEmpty());
        QVERIFY(!identity.whyNobody().isEmpty());
        ui::RequestDialog dialog(&*m_store, &identity, QStringLiteral("root"), draft());
        QCOMPARE(dialog.keyBox()->count(), 1); // nobody chosen: no one else's key is offered
        QVERIFY(dialog.keyBox()->currentData().toString().isEmpty());

        QVERIFY(identity.choose(QStringLiteral("rita")).ok());
        const QString fingerprint = keyFingerprint(signer(QStringLiteral("rita"))->publicKey());
        QCOMPARE(services::DeskIdentity::rememberedFingerprint(), fingerprint);
        QFile settings(paths::settingsFile());
        QVERIFY(settings.open(QIODevice::ReadOnly));
        const QByteArray settingsText = settings.readAll();
        QVERIFY(!settingsText.contains("PRIVATE KEY"));
        QCOMPARE(dialog.keyBox()->count(), 1);
        QCOMPARE(dialog.keyBox()->currentData().toString(), m_ids.value(QStringLiteral("rita")));
        QVERIFY2(dialog.keyBox()->currentText().contains(fingerprint),
                 qPrintable(dialog.keyBox()->currentText()));
        QCOMPARE(dialog.request().requester, QStringLiteral("rita"));
        fill(dialog);
        QVERIFY2(dialog.submit().ok(), qPrintable(dialog.statusText()));
        Ledger ledger(*m_store);
        const auto filed = ledger.request(dialog.requestId());
        QVERIFY(filed.ok());
        QCOMPARE(filed->request.requester, QStringLiteral("rita"));
        QCOMPARE(filed->request.state, RequestState::Submitted);
        QCOMPARE(ledger.submittedBy(filed->request.id, filed->request.requestHash).value(),
                 signer(QStringLiteral("rita"))->publicKey());

        // After a restart the desk acts as the same person without asking.
        services::DeskIdentity again(*m_store, keyList(), signerSource());
        QVERIFY(again.refresh().ok());
        QCOMPARE(again.person(), QStringLiteral("rita"));
        QCOMPARE(again.signerIds(), QStringList{m_ids.value(QStringLiteral("rita"))});
        // Another person's key does not sign for rita.
        QCOMPARE(again.signer(m_ids.value(QStringLiteral("olga"))).code(), ErrorCode::Refused);
    }

    // Request Export… from the Datasets view files as the acting person too, never as the login user.
    void datasetsViewFilesAsThePerson()
    {
        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        QVERIFY(identity.refresh().ok());
        QVERIFY(identity.choose(QStringLiteral("rita")).ok());
        ui::DatasetsView view(&*m_store, QStringLiteral("root"));
        view.setIdentity(&identity);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.table()->selectRow(0);
        QString requester, keys;
        bool seen = false;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *d = qobject_cast<ui::RequestDialog *>(QApplication::activeModalWidget());
            if (!d)
                return;
            seen = true;
            requester = d->request().requester;
            for (int i = 0; i < d->keyBox()->count(); ++i)
                keys += d->keyBox()->itemData(i).toString() + QLatin1Char(' ');
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
        QVERIFY(seen);
        QCOMPARE(requester, QStringLiteral("rita"));
        QCOMPARE(keys.trimmed(), m_ids.value(QStringLiteral("rita")));
    }

    // Check and Submit, pressed again and again (a refusal in between), file one request.
    void oneDraftPerDialog()
    {
        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        QVERIFY(identity.refresh().ok());
        QVERIFY(identity.choose(QStringLiteral("rita")).ok());
        Ledger ledger(*m_store);
        const qsizetype before = ledger.requests()->size();
        ui::RequestDialog dialog(&*m_store, &identity, QStringLiteral("root"), draft());
        QVERIFY(dialog.check().ok());
        QVERIFY(dialog.check().ok());
        QVERIFY2(dialog.statusText().contains(QLatin1String("needs its reference")) &&
                     !dialog.statusText().contains(QLatin1String("[mechanism-reference]")), // no rule ids
                 qPrintable(dialog.statusText()));
        QCOMPARE(ledger.requests()->size(), before); // Check files nothing
        const Status refused = dialog.submit();
        QVERIFY(!refused.ok());
        QCOMPARE(refused.code(), ErrorCode::Refused);
        QVERIFY2(dialog.statusText().contains(QLatin1String("needs its reference")) &&
                     !dialog.statusText().contains(QLatin1String("[mechanism-reference]")), // no rule ids
                 qPrintable(dialog.statusText()));
        QCOMPARE(ledger.requests()->size(), before); // nor does a refused Submit
        fill(dialog);
        QVERIFY(dialog.check().ok());
        const auto saved = dialog.saveDraft();
        QVERIFY(saved.ok());
        QCOMPARE(dialog.saveDraft().value(), saved.value()); // the same content is the same draft
        QVERIFY2(dialog.submit().ok(), qPrintable(dialog.statusText()));
        QCOMPARE(dialog.requestId(), saved.value());
        QVERIFY(!dialog.submit().ok()); // already submitted
        QVERIFY(dialog.check().ok());
        QCOMPARE(ledger.requests()->size(), before + 1);
    }

    // Olga's own request on a desktop that also holds adam's (admin) key: acting as olga, Approve is off with
    // the four-eyes reason in full, and adam's key does not sign for her; the line of who signs and the
    // reason wrap instead of widening the window.
    void officersOwnRequestWithAnAdminKeyAround()
    {
        Ledger ledger(*m_store);
        ExportRequest r = request();
        r.requester = QStringLiteral("olga");
        const auto id = ledger.createRequest(r);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        QVERIFY(ledger.submit(id.value(), *signer(QStringLiteral("olga"))).ok());

        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        ui::ReviewQueue queue(&*m_store, &identity);
        QVERIFY(identity.choose(QStringLiteral("olga")).ok());
        queue.resize(900, 640);
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));
        QVERIFY2(queue.whoAmI()->text().contains(QStringLiteral("olga (officer)")),
                 qPrintable(queue.whoAmI()->text()));
        QVERIFY(!queue.whoAmI()->text().contains(QStringLiteral("adam")));
        const int row = rowOf(queue, id.value());
        QVERIFY(row >= 0);
        queue.findChild<QTableView *>()->selectRow(row);
        QVERIFY(!queue.approveButton()->isEnabled());
        const QString blocked = queue.approveBlocked();
        QVERIFY2(!blocked.contains(QStringLiteral("[four-eyes-requester]")), qPrintable(blocked));
        QVERIFY2(blocked.contains(
                     QStringLiteral("olga requested this export and cannot approve it, whatever their "
                                    "role (officer included): a second person must")),
                 qPrintable(blocked));
        QVERIFY(!blocked.contains(QStringLiteral("adam")));
        auto *reason = queue.findChild<QLabel *>(QStringLiteral("approveBlocked"));
        QCOMPARE(reason->text(), blocked);
        // Neither line asks for the width of its text: they wrap in whatever width the window has.
        for (QLabel *line : {reason, queue.whoAmI()}) {
            QVERIFY(line->wordWrap());
            QVERIFY2(line->minimumSizeHint().width() < line->fontMetrics().horizontalAdvance(line->text()),
                     qPrintable(line->text()));
        }
        QTest::qWait(0);
        QVERIFY2(queue.width() <= 900, qPrintable(QString::number(queue.width())));
        QVERIFY2(queue.minimumSizeHint().width() < 1280,
                 qPrintable(QString::number(queue.minimumSizeHint().width())));
        QVERIFY(reason->geometry().right() <= queue.width());
        const Status withAdmin = queue.decide(row, true, m_ids.value(QStringLiteral("adam")),
                                              QDate::currentDate().addDays(30), {});
        QCOMPARE(withAdmin.code(), ErrorCode::Refused);
        QCOMPARE(ledger.request(id.value())->request.state, RequestState::Submitted);

        // Acting as adam (chosen), the admin may approve it.
        QVERIFY(identity.choose(QStringLiteral("adam")).ok());
        queue.findChild<QTableView *>()->selectRow(rowOf(queue, id.value()));
        QVERIFY2(queue.approveButton()->isEnabled(), qPrintable(queue.approveBlocked()));
    }

    // A restored Compliance tab is made before the keychain answers; shown, it reads the keychain again. A
    // key deleted from the keychain disappears from who the desk may act as and from the signers.
    void rereadsTheKeychainWhenShown()
    {
        bool answered = false;
        const services::DeskIdentity::KeyList late = [&answered, all = keyList()] {
            return answered ? all() : QStringList();
        };
        services::DeskIdentity identity(*m_store, late, signerSource());
        QVERIFY(identity.choose(QStringLiteral("olga")).ok() == false); // nothing read yet
        ui::ReviewQueue queue(&*m_store, &identity);
        QVERIFY2(!queue.whoAmI()->text().contains(QStringLiteral("You sign as")),
                 qPrintable(queue.whoAmI()->text()));
        answered = true;
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));
        QVERIFY2(queue.whoAmI()->text().contains(QStringLiteral("You sign as")),
                 qPrintable(queue.whoAmI()->text()));

        QVERIFY(storeKey(QStringLiteral("ivan")));
        Ledger ledger(*m_store);
        QVERIFY(ledger.registerOfficer(QStringLiteral("ivan"), OfficerRole::Officer,
                                       signer(QStringLiteral("ivan"))->publicKey(), QStringLiteral("root")));
        queue.hide();
        queue.show();
        QVERIFY(identity.people().contains(QStringLiteral("ivan")));
        QVERIFY(identity.choose(QStringLiteral("ivan")).ok());
        QVERIFY(queue.actAsBox()->findData(QStringLiteral("ivan")) >= 0);
        QCOMPARE(identity.signerIds(), QStringList{m_ids.value(QStringLiteral("ivan"))});

        QVERIFY(secrets::CredentialOps::remove(*m_keychain, *m_registry, m_ids.value(QStringLiteral("ivan")))
                    .ok());
        queue.hide();
        queue.show();
        QVERIFY(!identity.people().contains(QStringLiteral("ivan")));
        QCOMPARE(queue.actAsBox()->findData(QStringLiteral("ivan")), -1);
        QVERIFY(identity.signerIds().isEmpty());
        QVERIFY(identity.person().isEmpty()); // ivan's key is gone: three people remain, nobody chosen
        QVERIFY(!queue.rejectButton()->isEnabled());
        QVERIFY2(!queue.whoAmI()->text().contains(QStringLiteral("ivan")),
                 qPrintable(queue.whoAmI()->text()));
    }

private:
    services::DeskIdentity::KeyList keyList() const
    {
        secrets::CredentialRegistry *registry = m_registry.get();
        return [registry] { // what Console::identityKeys() reads
            QStringList ids;
            if (const auto all = registry->list(); all.ok()) {
                for (const secrets::CredentialMeta &m : all.value()) {
                    if (m.kind == secrets::CredentialKind::PrivateKey)
                        ids << m.id;
                }
            }
            return ids;
        };
    }

    services::DeskIdentity::SignerSource signerSource() const
    {
        secrets::CredentialStore *keychain = m_keychain.get();
        secrets::CredentialRegistry *registry = m_registry.get();
        return [keychain, registry](const QString &id) {
            return CredentialSigner::load(*keychain, id, registry);
        };
    }

    bool storeKey(const QString &name)
    {
        auto key = KeySigner::generate();
        const QByteArray pem =
            "-----BEGIN PRIVATE KEY-----\n" +
            (QByteArray::fromHex("302e020100300506032b657004220420") + key->seed()).toBase64() +
            "\n-----END PRIVATE KEY-----\n";
        secrets::CredentialMeta meta;
        meta.id = name + QStringLiteral("-key-") + QString::number(QCoreApplication::applicationPid());
        meta.kind = secrets::CredentialKind::PrivateKey;
        const auto saved = secrets::CredentialOps::save(*m_keychain, *m_registry, meta, pem,
                                                        QDateTime::currentDateTimeUtc());
        if (!saved.ok())
            qWarning("%s", qPrintable(saved.error()));
        m_ids.insert(name, meta.id);
        return saved.ok();
    }

    std::unique_ptr<Signer> signer(const QString &name)
    {
        auto s = CredentialSigner::load(*m_keychain, m_ids.value(name), m_registry.get());
        if (!s.ok())
            qFatal("%s", qPrintable(s.error()));
        return std::move(s.value());
    }

    static ui::ExportDraft draft()
    {
        return ui::ExportDraft{{QStringLiteral("clicks")},
                               QStringLiteral("sg-h200"),
                               QStringLiteral("SG"),
                               QStringLiteral("capacity planning")};
    }

    static ExportRequest request()
    {
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
        return r;
    }

    static void fill(ui::RequestDialog &dialog)
    {
        dialog.formBox()->setCurrentIndex(dialog.formBox()->findData(QStringLiteral("aggregated")));
        dialog.formParamsEdit()->setText(QStringLiteral("min_group_size=20"));
        dialog.referenceEdit()->setText(QStringLiteral("SC-1"));
    }

    static int rowOf(const ui::ReviewQueue &queue, qint64 id)
    {
        for (int i = 0; i < queue.model()->rowCount(); ++i) {
            if (queue.model()->request(i).request.id == id)
                return i;
        }
        return -1;
    }

    QTemporaryDir m_dir;
    Database m_keysDb;
    Database m_db;
    std::unique_ptr<SqliteLedgerStore> m_store;
    std::unique_ptr<secrets::CredentialRegistry> m_registry;
    std::unique_ptr<secrets::CredentialStore> m_keychain;
    QHash<QString, QString> m_ids;
};

QTEST_MAIN(TestComplianceIdentity)
#include "tst_compliance_identity.moc"
