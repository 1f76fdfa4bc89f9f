// SPDX-License-Identifier: GPL-3.0-or-later
// A new compliance officer with no command line, offscreen, on the profile's real SQLite database with every
// key in a real Secret Service (gnome-keyring, integration/with_keyring.sh): in the Review Queue, Create
// Signing Key… makes olga's key in the keychain (fingerprint and verifier key shown, the private key in no
// text, log or settings); acting as the admin, Register Officer… registers it as an officer in the signed
// registration row the CLI writes; acting as olga, the queue approves rita's request; and
// `clustergate ledger verify` anchored on the founder verifies the ledger. A key handed over as a verifier
// key registers too; a requester may not register anyone. On a ledger nobody founded, Found Ledger… makes a
// solo user its first admin, with no command line either.
#include "common/paths.h"
#include "ledger/anchor_book.h"
#include "ledger/audit_browser.h"
#include "ledger/credential_signer.h"
#include "ledger/dataset_editor.h"
#include "ledger/registration.h"
#include "ledger/request_dialog.h"
#include "ledger/review_queue.h"
#include "ledger/signed_note.h"
#include "ledger/signing_key_dialogs.h"
#include "ledger/sqlite_ledger_store.h"
#include "ledger/trust_anchors_view.h"
#include "secrets/credential_ops.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/keychain_backend.h"
#include "services/desk_identity.h"
#include "services/officer_keys.h"
#include "storage/database.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBoundaryFinder>
#include <QTranslator>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

namespace {

QStringList g_log; // every message logged while the suite runs
QtMessageHandler g_previous = nullptr;

void capture(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    g_log << message;
    if (g_previous)
        g_previous(type, context, message);
}

} // namespace

class TestDeskOnboarding : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        g_previous = qInstallMessageHandler(capture);
        // One database, as the console and the CLI share it: credentials' metadata and the ledger.
        QVERIFY(m_db.open(paths::databaseFile()).ok());
        m_registry = std::make_unique<secrets::CredentialRegistry>(m_db);
        m_keychain = std::make_unique<secrets::CredentialStore>(std::make_unique<secrets::KeychainBackend>());
        m_store = std::make_unique<SqliteLedgerStore>(m_db);
        Ledger ledger(*m_store);
        // The founder and a requester, with keys made by the same use case.
        const auto adam = makeKey(QStringLiteral("adam"));
        QVERIFY(adam.ok());
        m_adam = adam->verifierKey;
        m_adamKey = adam->credentialId;
        QVERIFY(ledger.found(QStringLiteral("adam"), *signer(adam->credentialId)).ok());
        const auto rita = makeKey(QStringLiteral("rita"));
        QVERIFY(rita.ok());
        const auto ritaRegistered =
            services::OfficerKeys::registerOfficer(ledger, QStringLiteral("rita"), OfficerRole::Requester,
                                                   rita->publicKey, *signer(adam->credentialId));
        QVERIFY2(ritaRegistered.ok(), qPrintable(ritaRegistered.error()));
        Dataset d;
        d.name = QStringLiteral("clicks");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("adam")).ok());
        ExportRequest r;
        r.datasets = {QStringLiteral("clicks")};
        r.requester = QStringLiteral("rita");
        r.form = ExportForm::Aggregated;
        r.formParams.insert(QStringLiteral("min_group_size"), QStringLiteral("20"));
        r.destinationCluster = QStringLiteral("sg-h200");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("capacity planning");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-1");
        r.retentionDays = 30;
        const auto id = ledger.createRequest(r);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        QVERIFY(ledger.submit(id.value(), *signer(rita->credentialId)).ok());
        m_request = id.value();
    }

    void cleanupTestCase()
    {
        qInstallMessageHandler(g_previous);
        for (const QString &id : std::as_const(m_ids))
            (void)secrets::CredentialOps::remove(*m_keychain, *m_registry, id);
    }

    void officerMadeRegisteredAndApprovingInTheWindow()
    {
        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        ui::ReviewQueue queue(&*m_store, &identity);
        queue.setKeyMaker([this](const QString &person) { return makeKey(person); });
        queue.resize(1000, 700);
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));

        // A founded ledger offers no Found Ledger….
        QVERIFY(queue.foundLedgerButton()->isHidden());
        // Acting as rita (a requester): Register Officer… is off, and says why.
        QVERIFY(identity.choose(QStringLiteral("rita")).ok());
        QVERIFY(!queue.registerOfficerButton()->isEnabled());
        QVERIFY2(queue.registerOfficerButton()->toolTip().contains(QStringLiteral("Only an admin")),
                 qPrintable(queue.registerOfficerButton()->toolTip()));

        // Create Signing Key… for olga.
        QVERIFY(queue.createKeyButton()->isEnabled());
        queue.createKeyButton()->click();
        ui::CreateSigningKeyDialog *create = queue.createKeyDialog();
        QVERIFY(create);
        QTRY_VERIFY(create->isVisible());
        create->nameEdit()->setText(QStringLiteral("olga"));
        create->createButton()->click();
        const QString verifier = create->verifierKeyEdit()->text();
        QVERIFY2(verifier.startsWith(QStringLiteral("olga+")), qPrintable(create->statusText()));
        const auto vk = VerifierKey::parse(verifier);
        QVERIFY(vk);
        const QString fingerprint = keyFingerprint(vk->publicKey);
        // The fingerprint on a line of its own, selectable and whole; nothing in the dialog cut.
        QCOMPARE(create->fingerprintLabel()->text(), fingerprint);
        QVERIFY(create->fingerprintLabel()->textInteractionFlags() & Qt::TextSelectableByMouse);
        QStringList cut;
        notCut(create, &cut);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        QVERIFY(!create->createButton()->isEnabled()); // one key per press
        const QString olgaKey = QStringLiteral("olga-signing-key");
        m_ids << olgaKey;
        // The keychain holds it, as a private key the ledger's signer reads; the public half matches.
        const auto meta = m_registry->find(olgaKey);
        QVERIFY(meta.ok() && meta->has_value());
        QCOMPARE(meta->value().kind, secrets::CredentialKind::PrivateKey);
        QCOMPARE(signer(olgaKey)->publicKey(), vk->publicKey);
        // ... and nowhere else: not in the dialog, the log or the settings.
        auto secret = m_keychain->readSecret(olgaKey);
        QVERIFY(secret.ok());
        QVERIFY(secret->startsWith("-----BEGIN PRIVATE KEY-----"));
        const QByteArray body = secret->split('\n').value(1);
        QVERIFY(body.size() > 40);
        QStringList shown;
        for (const QLabel *l : create->findChildren<QLabel *>())
            shown << l->text();
        for (const QLineEdit *e : create->findChildren<QLineEdit *>())
            shown << e->text();
        QFile settings(paths::settingsFile());
        const QByteArray settingsText =
            settings.open(QIODevice::ReadOnly) ? settings.readAll() : QByteArray();
        for (const QString &text : shown + g_log + QStringList{QString::fromLatin1(settingsText)}) {
            QVERIFY(!text.contains(QLatin1String(body)));
            QVERIFY(!text.contains(QStringLiteral("PRIVATE KEY")));
        }
        secrets::wipe(secret.value());
        // Made, but not registered: olga is no one to act as yet.
        QVERIFY(!identity.people().contains(QStringLiteral("olga")));
        create->close();

        // Acting as adam (admin): Register Officer… with olga's key from this keychain, as an officer.
        QVERIFY(identity.choose(QStringLiteral("adam")).ok());
        QVERIFY(queue.registerOfficerButton()->isEnabled());
        queue.registerOfficerButton()->click();
        ui::RegisterOfficerDialog *reg = queue.registerOfficerDialog();
        QVERIFY(reg);
        QTRY_VERIFY(reg->isVisible());
        const int keyRow = reg->keyBox()->findData(olgaKey);
        QVERIFY(keyRow >= 0);
        QVERIFY2(reg->keyBox()->itemText(keyRow).contains(fingerprint),
                 qPrintable(reg->keyBox()->itemText(keyRow)));
        QCOMPARE(reg->keyBox()->findData(m_ids.first()), -1); // adam's own key is registered already
        reg->keyBox()->setCurrentIndex(keyRow);
        QCOMPARE(reg->nameEdit()->text(), QStringLiteral("olga"));
        reg->roleBox()->setCurrentIndex(reg->roleBox()->findData(QStringLiteral("officer")));
        QVERIFY(reg->registerButton()->isEnabled());
        reg->registerButton()->click();
        QVERIFY2(reg->statusText().contains(QStringLiteral("Registered olga (officer)")),
                 qPrintable(reg->statusText()));
        QVERIFY2(reg->statusText().contains(fingerprint), qPrintable(reg->statusText()));
        cut.clear();
        notCut(reg, &cut); // the summary (name, role, verifier key, fingerprint) wraps, whole
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        // The form is ready for the next person: olga's name is not left in it.
        QVERIFY2(reg->nameEdit()->text().isEmpty(), qPrintable(reg->nameEdit()->text()));
        // Registered once: a second press is refused, nothing replaced.
        reg->keyBox()->setCurrentIndex(reg->keyBox()->findData(QString()));
        reg->nameEdit()->setText(QStringLiteral("olga"));
        reg->verifierEdit()->setText(verifier);
        QCOMPARE(reg->registerNow().code(), ErrorCode::Conflict);
        reg->close();

        // The signed registration row, signed by adam.
        Ledger ledger(*m_store);
        const auto regs = ledger.registrations();
        QVERIFY(regs.ok());
        const RegisteredKey *olga = regs->byName(QStringLiteral("olga"));
        QVERIFY(olga);
        QVERIFY2(olga->valid, qPrintable(olga->problem));
        QVERIFY(olga->registration.isSigned());
        QCOMPARE(olga->registration.registrar, QStringLiteral("adam"));
        QCOMPARE(olga->registration.role, OfficerRole::Officer);
        QCOMPARE(olga->registration.key.publicKey, vk->publicKey);

        // Acting as olga, the queue approves rita's request: no command line anywhere.
        QVERIFY(identity.people().contains(QStringLiteral("olga")));
        QVERIFY(identity.choose(QStringLiteral("olga")).ok());
        QVERIFY2(queue.whoAmI()->text().contains(QStringLiteral("olga (officer)")),
                 qPrintable(queue.whoAmI()->text()));
        QVERIFY(!queue.registerOfficerButton()->isEnabled());
        const int row = rowOf(queue, m_request);
        QVERIFY(row >= 0);
        queue.findChild<QTableView *>()->selectRow(row);
        QVERIFY2(queue.approveButton()->isEnabled(), qPrintable(queue.approveBlocked()));
        QCOMPARE(identity.signerIds(), QStringList{olgaKey});
        const Status approved = queue.decide(row, true, olgaKey, QDate::currentDate().addDays(30), {});
        QVERIFY2(approved.ok(), qPrintable(approved.error()));
        QCOMPARE(ledger.request(m_request)->request.state, RequestState::Approved);

        // The CLI: olga signs a checkpoint with the key the window made, and the ledger verifies anchored on
        // the founder alone, through the window's registration row (adam registered olga, olga signed).
        const QString checkpoint = m_home.filePath(QStringLiteral("checkpoint.txt"));
        QString out;
        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("checkpoint"), QStringLiteral("--out"),
                      checkpoint, QStringLiteral("--key"), olgaKey},
                     &out),
                 0);
        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("verify"), QStringLiteral("--trusted-key"),
                      m_adam, QStringLiteral("--checkpoint"), checkpoint},
                     &out),
                 0);
        QVERIFY2(out.contains(QStringLiteral("VERIFIED")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("1 of 1 signed decision(s) verify")), qPrintable(out));
        // Without the anchor it is only consistent with itself.
        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("verify")}, &out), 3);
        QVERIFY2(out.contains(QStringLiteral("UNANCHORED")), qPrintable(out));
    }

    // A key made on another desktop arrives as its verifier key: the admin pastes it. A verifier key that
    // names someone else is refused, and nothing is registered.
    void registeredFromAVerifierKey()
    {
        auto elsewhere = KeySigner::generate();
        const QString ivan = VerifierKey::make(QStringLiteral("ivan"), elsewhere->publicKey()).text();
        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        QVERIFY(identity.refresh().ok());
        QVERIFY(identity.choose(QStringLiteral("adam")).ok());
        ui::RegisterOfficerDialog reg(&*m_store, &identity);
        reg.keyBox()->setCurrentIndex(reg.keyBox()->findData(QString()));
        QVERIFY(reg.verifierEdit()->isEnabled());
        reg.nameEdit()->setText(QStringLiteral("ivana"));
        reg.verifierEdit()->setText(ivan);
        QCOMPARE(reg.registerNow().code(), ErrorCode::Invalid);
        Ledger ledger(*m_store);
        QVERIFY(!ledger.registrations()->byName(QStringLiteral("ivana")));
        reg.nameEdit()->setText(QStringLiteral("ivan"));
        reg.roleBox()->setCurrentIndex(reg.roleBox()->findData(QStringLiteral("requester")));
        const auto done = reg.registerNow();
        QVERIFY2(done.ok(), qPrintable(reg.statusText()));
        const RegisteredKey *k = ledger.registrations()->byName(QStringLiteral("ivan"));
        QVERIFY(k && k->valid && k->registration.isSigned());
        QCOMPARE(k->registration.role, OfficerRole::Requester);

        // Acting as a requester, the dialog refuses to register anyone.
        QVERIFY(identity.choose(QStringLiteral("rita")).ok());
        QVERIFY(!reg.registerButton()->isEnabled());
        reg.nameEdit()->setText(QStringLiteral("mallory"));
        reg.verifierEdit()->setText(
            VerifierKey::make(QStringLiteral("mallory"), KeySigner::generate()->publicKey()).text());
        QCOMPARE(reg.registerNow().code(), ErrorCode::Refused);
        QVERIFY(!ledger.registrations()->byName(QStringLiteral("mallory")));
    }

    // The name field says what a name may be, and "Alice Walker" is refused as it is typed, with the reason
    // and a name that works, before anyone presses Create Key; the dialog grows to show the reason whole.
    void createKeyDialogSaysWhatANameMayBe()
    {
        ui::CreateSigningKeyDialog create([](const QString &) {
            return Result<services::NewSigningKey>::failure(QStringLiteral("not called"));
        });
        create.show();
        QVERIFY(QTest::qWaitForWindowExposed(&create));
        const QString placeholder = create.nameEdit()->placeholderText();
        QVERIFY2(placeholder.contains(QStringLiteral("1 to 64")) &&
                     placeholder.contains(QStringLiteral("no spaces")),
                 qPrintable(placeholder));
        QVERIFY(!create.createButton()->isEnabled()); // nothing entered yet
        QTest::keyClicks(create.nameEdit(), QStringLiteral("Alice Walker"));
        QVERIFY(!create.createButton()->isEnabled());
        QVERIFY2(create.statusText().contains(QStringLiteral("no spaces")) &&
                     create.statusText().contains(QStringLiteral("alice.walker")),
                 qPrintable(create.statusText()));
        QStringList cut;
        notCut(&create, &cut);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        create.nameEdit()->setText(QStringLiteral("alice.walker"));
        QVERIFY(create.createButton()->isEnabled());
        QVERIFY(create.statusText().isEmpty());
        // The window manager shows the whole title: the dialog is wider than it.
        QVERIFY(create.width() > create.fontMetrics().horizontalAdvance(create.windowTitle() +
                                                                        QStringLiteral(" — ClusterGate")) +
                                     120);
    }

    // No hint ends a menu item's "…" with a sentence's "." ("Register Officer….").
    void hintsHaveNoFourDots()
    {
        services::DeskIdentity nobody(
            *m_store, [] { return QStringList(); }, signerSource());
        QVERIFY(nobody.refresh().ok());
        QVERIFY(!nobody.needsFounding());
        QVERIFY2(nobody.whyNobody().contains(QStringLiteral("Register Officer…")),
                 qPrintable(nobody.whyNobody()));
        QVERIFY2(!nobody.whyNobody().contains(QStringLiteral("….")), qPrintable(nobody.whyNobody()));
    }

    // A solo user on a ledger nobody founded becomes its first admin in the window: Found Ledger… in the
    // Review Queue (the hint says so), a key made there in the real keychain, the registration row
    // `clustergate ledger found` writes (the same use case), then Register Officer… is theirs.
    void soloUserFoundsTheLedgerInTheWindow()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QByteArray previous = qgetenv("CLUSTERGATE_HOME");
        qputenv("CLUSTERGATE_HOME", home.path().toUtf8());
        const QString file = paths::databaseFile();
        qputenv("CLUSTERGATE_HOME", previous);
        QVERIFY(QDir().mkpath(QFileInfo(file).absolutePath()));
        Database db;
        QVERIFY(db.open(file).ok());
        secrets::CredentialRegistry registry(db);
        SqliteLedgerStore store(db);
        QStringList made;
        const auto cleanup = qScopeGuard([&] {
            for (const QString &id : std::as_const(made))
                (void)secrets::CredentialOps::remove(*m_keychain, registry, id);
        });
        services::DeskIdentity identity(store, keyList(&registry), signerSource(&registry));
        ui::ReviewQueue queue(&store, &identity);
        queue.setKeyMaker([&](const QString &person) {
            auto key =
                services::OfficerKeys::create(*m_keychain, registry, person, QDateTime::currentDateTimeUtc());
            if (key.ok())
                made << key->credentialId;
            return key;
        });
        queue.resize(1000, 700);
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));

        // Nobody founded it: Found Ledger… is offered, and the hint says what to do.
        QVERIFY(identity.needsFounding());
        QVERIFY(queue.foundLedgerButton()->isVisible());
        QVERIFY(queue.foundLedgerButton()->isEnabled());
        QVERIFY(!queue.registerOfficerButton()->isEnabled());
        QVERIFY2(queue.whoAmI()->text().contains(QStringLiteral("Found Ledger…")),
                 qPrintable(queue.whoAmI()->text()));
        QVERIFY2(queue.whoAmI()->text().contains(QStringLiteral("first admin")),
                 qPrintable(queue.whoAmI()->text()));
        QVERIFY(!queue.whoAmI()->text().contains(QStringLiteral("….")));

        queue.foundLedgerButton()->click();
        ui::FoundLedgerDialog *found = queue.foundLedgerDialog();
        QVERIFY(found);
        QTRY_VERIFY(found->isVisible());
        // No key in this keychain yet: a new one is made there.
        QCOMPARE(found->keyBox()->count(), 1);
        QCOMPARE(found->keyBox()->currentData().toString(), QString());
        QVERIFY(!found->foundButton()->isEnabled());
        QTest::keyClicks(found->nameEdit(), QStringLiteral("Alice Walker"));
        QVERIFY(!found->foundButton()->isEnabled());
        QVERIFY2(found->statusText().contains(QStringLiteral("alice.walker")),
                 qPrintable(found->statusText()));
        found->nameEdit()->setText(QStringLiteral("alice.walker"));
        QVERIFY2(found->foundButton()->isEnabled(), qPrintable(found->statusText()));
        QVERIFY2(found->confirmationText().contains(QStringLiteral("alice.walker")) &&
                     found->confirmationText().contains(QStringLiteral("first admin")),
                 qPrintable(found->confirmationText()));
        found->foundButton()->click();
        QVERIFY2(found->statusText().contains(QStringLiteral("first admin")),
                 qPrintable(found->statusText()));
        QCOMPARE(made, QStringList{QStringLiteral("alice.walker-signing-key")});
        QStringList cut;
        notCut(found, &cut);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));

        // The founding row: alice.walker, admin, signed by her own key from the keychain.
        Ledger ledger(store);
        const auto regs = ledger.registrations();
        QVERIFY(regs.ok());
        const RegisteredKey *alice = regs->byName(QStringLiteral("alice.walker"));
        QVERIFY(alice);
        QVERIFY2(alice->valid, qPrintable(alice->problem));
        QVERIFY(alice->registration.isSigned());
        QCOMPARE(alice->registration.role, OfficerRole::Admin);
        QCOMPARE(alice->registration.key.publicKey,
                 signer(QStringLiteral("alice.walker-signing-key"), &registry)->publicKey());
        QCOMPARE(found->fingerprintLabel()->text(), keyFingerprint(alice->registration.key.publicKey));

        // The desktop acts as her now: an admin, who registers people; Found Ledger… is gone.
        QCOMPARE(identity.person(), QStringLiteral("alice.walker"));
        QCOMPARE(identity.role(), std::optional<OfficerRole>(OfficerRole::Admin));
        QVERIFY(queue.registerOfficerButton()->isEnabled());
        QVERIFY(queue.foundLedgerButton()->isHidden());
        // The dialog says what is true now: founded, by her; her verifier key whole on a line of its own.
        QVERIFY2(!found->introText().contains(QStringLiteral("Nobody administers")),
                 qPrintable(found->introText()));
        QVERIFY2(found->introText().contains(QStringLiteral("alice.walker")), qPrintable(found->introText()));
        const QString aliceKey =
            VerifierKey::make(QStringLiteral("alice.walker"), alice->registration.key.publicKey).text();
        QCOMPARE(found->verifierKeyEdit()->text(), aliceKey);
        QVERIFY(found->verifierKeyEdit()->isVisible());
        QVERIFY(!found->statusText().contains(QStringLiteral("--")));
        found->close();

        // Anchored from the window alone. Verify says what is missing: first anything to trust; with her key
        // trusted, a checkpoint signed with it (never "add the key" again); Sign Checkpoint… (the use case
        // `clustergate ledger checkpoint` runs) supplies it, and Verify says VERIFIED.
        AuditLog log(store);
        ui::AuditBrowser browser(&log, &store);
        browser.setAnchorBookFile(home.filePath(QStringLiteral("trust-anchors")));
        browser.setIdentity(&identity);
        QVERIFY(browser.verify().intact);
        QCOMPARE(browser.trust(), Trust::Unanchored);
        QCOMPARE(browser.gap(), AnchorGap::NoAnchors);
        QVERIFY2(browser.verifyText().contains(QStringLiteral("Sign Checkpoint…")),
                 qPrintable(browser.verifyText()));
        QVERIFY2(!browser.verifyText().contains(QStringLiteral("--")), qPrintable(browser.verifyText()));
        QVERIFY(browser.signCheckpointButton()->isVisibleTo(&browser));
        {
            ui::TrustAnchorsView anchors(browser.anchorBookFile(), &store);
            anchors.setIdentity(&identity);
            QVERIFY(!anchors.removeButton()->isEnabled()); // nothing listed, nothing to remove
            QVERIFY2(anchors.addKey(aliceKey, QStringLiteral("my own key, made here")).ok(),
                     qPrintable(anchors.statusText()));
            QVERIFY(!anchors.removeButton()->isEnabled()); // nothing selected
            anchors.table()->selectRow(0);
            QVERIFY(anchors.removeButton()->isEnabled());
        }
        QVERIFY(browser.verify().intact);
        QCOMPARE(browser.trust(), Trust::Unanchored);
        QCOMPARE(browser.gap(), AnchorGap::NoCheckpoint);
        QVERIFY2(browser.verifyText().contains(QStringLiteral("Sign Checkpoint…")),
                 qPrintable(browser.verifyText()));
        QVERIFY2(!browser.verifyText().contains(QStringLiteral("add the founding admin")),
                 qPrintable(browser.verifyText()));
        QVERIFY2(!browser.verifyText().contains(QStringLiteral("--")), qPrintable(browser.verifyText()));
        QVERIFY(browser.signCheckpointButton()->isVisibleTo(&browser));
        const QString note = home.filePath(QStringLiteral("kept-elsewhere/alice.note"));
        {
            ui::TrustAnchorsView anchors(browser.anchorBookFile(), &store);
            anchors.setIdentity(&identity);
            QVERIFY2(anchors.signCheckpointButton()->isEnabled(),
                     qPrintable(anchors.signCheckpointButton()->toolTip()));
            const auto signedNow = anchors.signCheckpoint(identity.signerIds().first(), note);
            QVERIFY2(signedNow.ok(), qPrintable(anchors.statusText()));
            QCOMPARE(signedNow->signer, QStringLiteral("alice.walker"));
            QVERIFY(QFile::exists(note));
            QCOMPARE(anchors.table()->rowCount(), 2); // her key, and the checkpoint
        }
        QVERIFY(browser.verify().intact);
        QCOMPARE(browser.trust(), Trust::Verified);
        QVERIFY2(browser.verifyText().contains(QStringLiteral("VERIFIED")), qPrintable(browser.verifyText()));
        QVERIFY(browser.signCheckpointButton()->isHidden() || browser.gap() == AnchorGap::NewerRows);

        // The CLI agrees: founded once (a second founding is refused by the same use case), and the ledger
        // verifies anchored on her verifier key.
        QString out;
        const QString vk =
            VerifierKey::make(QStringLiteral("alice.walker"), alice->registration.key.publicKey).text();
        const QString checkpoint = home.filePath(QStringLiteral("checkpoint.txt"));
        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("checkpoint"), QStringLiteral("--out"),
                      checkpoint, QStringLiteral("--key"), QStringLiteral("alice.walker-signing-key")},
                     &out, home.path()),
                 0);
        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("verify"), QStringLiteral("--trusted-key"), vk,
                      QStringLiteral("--checkpoint"), checkpoint},
                     &out, home.path()),
                 0);
        QVERIFY2(out.contains(QStringLiteral("VERIFIED")), qPrintable(out));
        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("found"), QStringLiteral("bob"),
                      QStringLiteral("--key"), QStringLiteral("alice.walker-signing-key")},
                     &out, home.path()),
                 1);
        QVERIFY2(out.contains(QStringLiteral("founded already")), qPrintable(out));
    }

    // zh_CN: a role inside a Chinese sentence is the Chinese word ("adam（管理员）"), not the file token
    // "(admin)": the desk identity, the queue's "you sign as" line and the registration summary use
    // ledger::roleDisplayName().
    void rolesReadInChinese()
    {
        QTranslator zh;
        QVERIFY(zh.load(QStringLiteral("clustergate_zh_CN"), QStringLiteral(CLUSTERGATE_QM_DIR)));
        QCoreApplication::installTranslator(&zh);
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&zh); });
        QCOMPARE(roleDisplayName(OfficerRole::Admin), QStringLiteral("管理员"));
        QCOMPARE(roleDisplayName(OfficerRole::Officer), QStringLiteral("合规官"));
        QCOMPARE(roleName(OfficerRole::Admin), QStringLiteral("admin")); // the files keep the token
        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        QVERIFY(identity.refresh().ok());
        QVERIFY(identity.choose(QStringLiteral("adam")).ok());
        const QString described = identity.describe();
        QVERIFY2(described.contains(QStringLiteral("管理员")), qPrintable(described));
        QVERIFY2(!described.contains(QStringLiteral("admin")), qPrintable(described));
        ui::ReviewQueue queue(&*m_store, &identity);
        QVERIFY2(!queue.whoAmI()->text().contains(QStringLiteral("(admin)")) &&
                     !queue.whoAmI()->text().contains(QStringLiteral("（admin）")),
                 qPrintable(queue.whoAmI()->text()));
    }

    // zh_CN: the ledger's words inside Chinese text are display names, never the ids the files and the CLI
    // keep ("标准合同", not "standard-contract"; a form, a GB/T 43697 level, a sensitive category), and no
    // refusal shows its rule's id ("[mechanism-reference]"). A Chinese name for a key is told which
    // characters go, with a pinyin example.
    void ledgerWordsReadInChinese()
    {
        QTranslator zh;
        QVERIFY(zh.load(QStringLiteral("clustergate_zh_CN"), QStringLiteral(CLUSTERGATE_QM_DIR)));
        QCoreApplication::installTranslator(&zh);
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&zh); });
        QStringList ids = formNames() + mechanismNames() + allPiCategoryNames();
        ids.removeAll(QStringLiteral("raw")); // too short to look for inside a sentence
        const auto noIds = [&](const QString &text, const char *where) {
            for (const QString &id : std::as_const(ids))
                QVERIFY2(!text.contains(id),
                         qPrintable(QStringLiteral("%1 shows '%2': %3").arg(QLatin1String(where), id, text)));
            // the level's id alone ("GB/T 43697 general"): a display name reads "general data" until
            // translated
            QVERIFY2(!QRegularExpression(QStringLiteral("GB/T 43697 (general|important|core)[)）]"))
                          .match(text)
                          .hasMatch(),
                     qPrintable(text));
            QVERIFY2(!QRegularExpression(QStringLiteral("\\[[a-z-]+\\]")).match(text).hasMatch(),
                     qPrintable(text)); // a rule id
        };

        Ledger ledger(*m_store);
        ExportRequest r;
        r.datasets = {QStringLiteral("clicks")};
        r.requester = QStringLiteral("rita");
        r.form = ExportForm::DeIdentified;
        r.destinationCluster = QStringLiteral("sg-h200");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("eval");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SCC-7");
        r.retentionDays = 90;
        const auto id = ledger.createRequest(r);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        QVERIFY(ledger.submit(id.value(), QStringLiteral("rita")).ok());
        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        QVERIFY(identity.refresh().ok());
        QVERIFY(identity.choose(QStringLiteral("adam")).ok());
        ui::ReviewQueue queue(&*m_store, &identity);
        const int row = rowOf(queue, id.value());
        QVERIFY(row >= 0);
        queue.findChild<QTableView *>()->selectRow(row);
        const QString details = queue.detailsText();
        QVERIFY2(details.contains(QStringLiteral("标准合同")) && details.contains(QStringLiteral("去标识化")),
                 qPrintable(details));
        noIds(details, "the request's details");
        noIds(queue.approveBlocked(), "Approve's reason");

        // Check, without the mechanism's reference: the sentence, with the mechanism's Chinese name.
        ui::RequestDialog dialog(&*m_store, QStringLiteral("rita"),
                                 ui::ExportDraft{{QStringLiteral("clicks")},
                                                 QStringLiteral("sg-h200"),
                                                 QStringLiteral("SG"),
                                                 QStringLiteral("eval")});
        QVERIFY(dialog.check().ok());
        QVERIFY2(dialog.statusText().contains(QStringLiteral("标准合同")), qPrintable(dialog.statusText()));
        noIds(dialog.statusText(), "Check");

        // New Dataset's sensitive categories.
        Dataset d;
        ui::DatasetEditor editor(d);
        QStringList boxes;
        for (const QCheckBox *box : editor.findChildren<QCheckBox *>())
            boxes << box->text();
        noIds(boxes.join(QLatin1Char('\n')), "New Dataset");

        const QString liwei = services::OfficerKeys::nameProblem(QStringLiteral("李伟"));
        QVERIFY2(liwei.contains(QStringLiteral("li.wei")) && liwei.contains(QStringLiteral("A-Z")),
                 qPrintable(liwei));
    }

    // The id is never reused: a second key for the same person gets its own id; a bad name is refused.
    void keyIdsAreNeverReused()
    {
        const auto again = makeKey(QStringLiteral("olga"));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QCOMPARE(again->credentialId, QStringLiteral("olga-signing-key-2"));
        QCOMPARE(services::OfficerKeys::personOfCredential(again->credentialId), QStringLiteral("olga"));
        const auto clash =
            services::OfficerKeys::create(*m_keychain, *m_registry, QStringLiteral("olga"),
                                          QDateTime::currentDateTimeUtc(), again->credentialId);
        QCOMPARE(clash.code(), ErrorCode::Conflict);
        const auto bad = services::OfficerKeys::create(*m_keychain, *m_registry, QStringLiteral("olga smith"),
                                                       QDateTime::currentDateTimeUtc());
        QCOMPARE(bad.code(), ErrorCode::Invalid);
    }

    // The CLI makes and registers keys through the same use case: a key made by `ledger create-key` is one
    // the window's Register Officer… offers, and `ledger register-officer` writes the same signed row.
    void theCliMakesAndRegistersTheSameWay()
    {
        QString out;
        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("create-key"), QStringLiteral("vera")}, &out),
                 0);
        m_ids << QStringLiteral("vera-signing-key");
        QVERIFY2(out.contains(QStringLiteral("vera-signing-key")), qPrintable(out));
        QVERIFY(!out.contains(QStringLiteral("PRIVATE KEY")));
        const QString verifier =
            out.section(QStringLiteral("Verifier key: "), 1).section(QLatin1Char('\n'), 0, 0);
        const auto vk = VerifierKey::parse(verifier);
        QVERIFY2(vk && vk->name == QStringLiteral("vera"), qPrintable(out));
        QVERIFY2(out.contains(keyFingerprint(vk->publicKey)), qPrintable(out));
        QCOMPARE(signer(QStringLiteral("vera-signing-key"))->publicKey(), vk->publicKey);

        services::DeskIdentity identity(*m_store, keyList(), signerSource());
        QVERIFY(identity.refresh().ok());
        QVERIFY(identity.choose(QStringLiteral("adam")).ok());
        ui::RegisterOfficerDialog reg(&*m_store, &identity);
        QVERIFY(reg.keyBox()->findData(QStringLiteral("vera-signing-key")) >= 0);

        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("register-officer"), QStringLiteral("vera"),
                      QStringLiteral("--role"), QStringLiteral("requester"), QStringLiteral("--identity"),
                      QStringLiteral("vera-signing-key"), QStringLiteral("--key"), m_adamKey},
                     &out),
                 0);
        QVERIFY2(out.contains(QStringLiteral("Registered vera (requester)")), qPrintable(out));
        Ledger ledger(*m_store);
        const RegisteredKey *k = ledger.registrations()->byName(QStringLiteral("vera"));
        QVERIFY(k && k->valid && k->registration.isSigned());
        QCOMPARE(k->registration.registrar, QStringLiteral("adam"));
        QVERIFY(identity.refresh().ok());
        QVERIFY(identity.people().contains(QStringLiteral("vera")));
        // The same key again is a conflict, for the CLI as for the window.
        QCOMPARE(cli({QStringLiteral("ledger"), QStringLiteral("create-key"), QStringLiteral("vera"),
                      QStringLiteral("--id"), QStringLiteral("vera-signing-key")},
                     &out),
                 1);
        QVERIFY2(out.contains(QStringLiteral("never replaced")), qPrintable(out));
    }

    // On a ledger nobody founded yet, a new key's next step is Found Ledger…, not an admin who does not
    // exist (walk 5: a person alone was told to hand the key to an admin).
    void aKeyOnAnUnfoundedLedgerLeadsToFoundLedger()
    {
        auto signer = KeySigner::generate();
        ui::CreateSigningKeyDialog create([&](const QString &person) -> Result<services::NewSigningKey> {
            services::NewSigningKey k;
            k.person = person;
            k.credentialId = person + QStringLiteral("-signing-key");
            k.publicKey = signer->publicKey();
            k.fingerprint = keyFingerprint(k.publicKey);
            k.verifierKey = VerifierKey::make(person, k.publicKey).text();
            return k;
        });
        create.setLedgerUnfounded(true);
        create.nameEdit()->setText(QStringLiteral("carol"));
        create.createButton()->click();
        QVERIFY2(create.statusText().contains(QStringLiteral("Found Ledger…")),
                 qPrintable(create.statusText()));
        QVERIFY2(!create.statusText().contains(QStringLiteral("an admin")), qPrintable(create.statusText()));
        create.setLedgerUnfounded(false);
        create.createButton()->setEnabled(true);
        create.nameEdit()->setReadOnly(false);
        QVERIFY(create.create().ok());
        QVERIFY2(create.statusText().contains(QStringLiteral("to an admin")),
                 qPrintable(create.statusText()));
    }

private:
    // `clustergate ARGS` on this profile and keychain: its exit status, and its output in `out`.
    int cli(const QStringList &args, QString *out, const QString &home = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), home.isEmpty() ? m_home.path() : home);
        env.remove(QStringLiteral("CLUSTERGATE_TRUST_ANCHORS"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return -1;
        }
        *out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        if (p.exitStatus() != QProcess::NormalExit)
            return -2;
        if (p.exitCode() != 0)
            qWarning("clustergate %s: %s", qPrintable(args.join(QLatin1Char(' '))), qPrintable(*out));
        return p.exitCode();
    }

    Result<services::NewSigningKey> makeKey(const QString &person)
    {
        auto made =
            services::OfficerKeys::create(*m_keychain, *m_registry, person, QDateTime::currentDateTimeUtc());
        if (made.ok() && !m_ids.contains(made->credentialId))
            m_ids << made->credentialId;
        return made;
    }

    // Everything the dialogs show is whole: wrapped text as tall as it needs and as wide as its longest
    // unbreakable piece (a fingerprint), single lines as wide; a read-only line (a key) as wide as its text.
    static void notCut(QWidget *dialog, QStringList *failures)
    {
        for (QLineEdit *e : dialog->findChildren<QLineEdit *>()) {
            if (e->isVisible() && e->isReadOnly() && !e->text().isEmpty() &&
                e->contentsRect().width() - 8 < e->fontMetrics().horizontalAdvance(e->text()))
                *failures << QStringLiteral("%1: %2 px wide, needs %3: %4")
                                 .arg(e->objectName())
                                 .arg(e->contentsRect().width())
                                 .arg(e->fontMetrics().horizontalAdvance(e->text()))
                                 .arg(e->text());
        }
        for (QLabel *l : dialog->findChildren<QLabel *>()) {
            if (!l->isVisible() || l->text().isEmpty())
                continue;
            if (l->wordWrap()) {
                QTextBoundaryFinder lines(QTextBoundaryFinder::Line, l->text());
                qsizetype from = 0;
                for (qsizetype at = lines.toNextBoundary(); at >= 0; at = lines.toNextBoundary()) {
                    const QString piece = l->text().mid(from, at - from).trimmed();
                    from = at;
                    if (l->contentsRect().width() < l->fontMetrics().horizontalAdvance(piece))
                        *failures << QStringLiteral("%1: %2 px wide, \"%3\" needs %4")
                                         .arg(l->objectName())
                                         .arg(l->contentsRect().width())
                                         .arg(piece)
                                         .arg(l->fontMetrics().horizontalAdvance(piece));
                }
            }
            if (l->wordWrap() && l->height() < l->heightForWidth(l->width()))
                *failures << QStringLiteral("%1: %2 px high, needs %3: %4")
                                 .arg(l->objectName())
                                 .arg(l->height())
                                 .arg(l->heightForWidth(l->width()))
                                 .arg(l->text());
            if (!l->wordWrap() && l->width() < l->fontMetrics().horizontalAdvance(l->text()))
                *failures << QStringLiteral("%1: %2 px wide, needs %3: %4")
                                 .arg(l->objectName())
                                 .arg(l->width())
                                 .arg(l->fontMetrics().horizontalAdvance(l->text()))
                                 .arg(l->text());
        }
    }

    services::DeskIdentity::KeyList keyList(secrets::CredentialRegistry *registry = nullptr) const
    {
        if (!registry)
            registry = m_registry.get();
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

    services::DeskIdentity::SignerSource signerSource(secrets::CredentialRegistry *registry = nullptr) const
    {
        secrets::CredentialStore *keychain = m_keychain.get();
        if (!registry)
            registry = m_registry.get();
        return [keychain, registry](const QString &id) {
            return CredentialSigner::load(*keychain, id, registry);
        };
    }

    std::unique_ptr<Signer> signer(const QString &id, secrets::CredentialRegistry *registry = nullptr)
    {
        auto s = CredentialSigner::load(*m_keychain, id, registry ? registry : m_registry.get());
        if (!s.ok())
            qFatal("%s", qPrintable(s.error()));
        return std::move(s.value());
    }

    static int rowOf(const ui::ReviewQueue &queue, qint64 id)
    {
        for (int i = 0; i < queue.model()->rowCount(); ++i) {
            if (queue.model()->request(i).request.id == id)
                return i;
        }
        return -1;
    }

    QTemporaryDir m_home;
    QString m_adam; // the founder's verifier key
    QString m_adamKey;
    Database m_db;
    std::unique_ptr<SqliteLedgerStore> m_store;
    std::unique_ptr<secrets::CredentialRegistry> m_registry;
    std::unique_ptr<secrets::CredentialStore> m_keychain;
    QStringList m_ids;
    qint64 m_request = 0;
};

QTEST_MAIN(TestDeskOnboarding)
#include "tst_desk_onboarding.moc"
