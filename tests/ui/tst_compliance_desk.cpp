// SPDX-License-Identifier: GPL-3.0-or-later
// The compliance officer's desk, offscreen, on one real SQLite ledger file opened by two desktops (two
// connections), with every identity key in a real Secret Service (gnome-keyring, integration/
// with_keyring.sh). Every step a person takes goes through the windows and their dialogs: a source dataset
// with a sensitive field, people and a version made in the New Dataset dialog, a de-identified one derived
// from it the same way, and a grade change proposed on one desktop and signed on the other; an export request
// from a job the gate blocked, submitted signed by the requester's keychain key, appears by itself in the
// other desktop's Review Queue, whose detail pane shows the lineage, the versions as submitted, the year's
// totals before and after and the Provisions' article; Approve is disabled beforehand for the requester and
// for the dataset's owner, with the reason on screen; the officer approves and the year's totals move; a
// signed grade change of the source re-evaluates the derivative and the open requests, and the Datasets
// view shows what moved; the export ends and its destruction is recorded. The audit chain is verified
// intact after each journey. CLUSTERGATE_SCREENSHOT_DIR keeps the detail pane (CLUSTERGATE_SCREENSHOT_LOCALE=
// zh_CN: in Chinese).
#include "jobs/compliance_gate.h"
#include "ledger/credential_signer.h"
#include "ledger/dataset_editor.h"
#include "ledger/datasets_view.h"
#include "ledger/destruction_view.h"
#include "ledger/ledger_texts.h"
#include "ledger/lineage.h"
#include "ledger/request_dialog.h"
#include "ledger/review_queue.h"
#include "ledger/sqlite_ledger_store.h"
#include "secrets/credential_ops.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/keychain_backend.h"
#include "services/desk_identity.h"
#include "storage/database.h"

#include <QAbstractItemDelegate>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

#include <memory>

using namespace cg;
using namespace cg::ledger;

class TestComplianceDesk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
        const QString locale = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_LOCALE");
        const QString name =
            QStringLiteral("clustergate_") + (locale.isEmpty() ? QStringLiteral("en") : locale);
        if (!locale.isEmpty())
            QLocale::setDefault(QLocale(locale));
        if (m_translator.load(QStringLiteral(":/i18n/") + name) ||
            m_translator.load(name, qEnvironmentVariable("CLUSTERGATE_QM_DIR")))
            QCoreApplication::installTranslator(&m_translator);
        QVERIFY(m_keysDb.open(m_dir.filePath(QStringLiteral("keys.sqlite"))).ok());
        m_registry = std::make_unique<secrets::CredentialRegistry>(m_keysDb);
        m_keychain = std::make_unique<secrets::CredentialStore>(std::make_unique<secrets::KeychainBackend>());
        // Identity keys in the keychain, as `clustergate secrets set ID --kind private-key` stores them.
        for (const QString &id :
             {QStringLiteral("rita-key"), QStringLiteral("olga-key"), QStringLiteral("owen-key")}) {
            auto key = KeySigner::generate();
            const QByteArray pem =
                "-----BEGIN PRIVATE KEY-----\n" +
                (QByteArray::fromHex("302e020100300506032b657004220420") + key->seed()).toBase64() +
                "\n-----END PRIVATE KEY-----\n";
            secrets::CredentialMeta meta;
            meta.id = id + QLatin1Char('-') + QString::number(QCoreApplication::applicationPid());
            meta.kind = secrets::CredentialKind::PrivateKey;
            const auto saved = secrets::CredentialOps::save(*m_keychain, *m_registry, meta, pem,
                                                            QDateTime::currentDateTimeUtc());
            QVERIFY2(saved.ok(), qPrintable(saved.error()));
            m_ids.insert(id, meta.id);
        }
    }

    void cleanupTestCase()
    {
        for (const QString &id : std::as_const(m_ids))
            (void)secrets::CredentialOps::remove(*m_keychain, *m_registry, id);
    }

    void theFourJourneys()
    {
        const QString file = m_dir.filePath(QStringLiteral("ledger.sqlite"));
        // The requester's desktop.
        Database dbA;
        QVERIFY(dbA.open(file).ok());
        SqliteLedgerStore storeA(dbA);
        Ledger a(storeA);
        auto rita = signer(QStringLiteral("rita-key"));
        auto olga = signer(QStringLiteral("olga-key"));
        auto owen = signer(QStringLiteral("owen-key"));
        QVERIFY(a.registerOfficer(QStringLiteral("rita"), OfficerRole::Officer, rita->publicKey(),
                                  QStringLiteral("root")));
        QVERIFY(a.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                  QStringLiteral("root")));
        QVERIFY(a.registerOfficer(QStringLiteral("owen"), OfficerRole::Officer, owen->publicKey(),
                                  QStringLiteral("root")));

        // The officer's desktop: the same file, another connection.
        Database dbB;
        QVERIFY(dbB.open(file).ok());
        SqliteLedgerStore storeB(dbB);
        Ledger b(storeB);
        const auto signerFor = [this](const QString &keyId) {
            return CredentialSigner::load(*m_keychain, keyId, m_registry.get());
        };
        // Journey 1: create and grade, in the Datasets view on the requester's desktop (rita proposes, as an
        // officer who neither owns the data nor signs her own change) and on the officer's (olga signs).
        ui::DatasetsView ritaView(&storeA, QStringLiteral("rita"), {m_ids.value(QStringLiteral("rita-key"))},
                                  signerFor);
        QAbstractItemModelTester datasetsTester(ritaView.model(),
                                                QAbstractItemModelTester::FailureReportingMode::QtTest);
        ritaView.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ritaView));
        // New Dataset…: the source, with a sensitive field, its people and its version.
        bool shown = false;
        whenShown(QStringLiteral("DatasetEditor"), &shown, [](QDialog *d) {
            auto *e = qobject_cast<ui::DatasetEditor *>(d);
            e->nameEdit()->setText(QStringLiteral("patients"));
            e->ownerEdit()->setText(QStringLiteral("owen"));
            e->versionEdit()->setText(QStringLiteral("2026-06"));
            e->peopleEdit()->setText(QStringLiteral("4000"));
            e->personalBox()->setChecked(true);
            e->gradeBox()->setCurrentIndex(e->gradeBox()->findData(QStringLiteral("internal")));
            buttonNamed(e, ui::DatasetEditor::tr("Add Field"))->click();
            QTableWidget *fields = e->fieldsTable();
            fields->item(0, 0)->setText(QStringLiteral("diagnosis"));
            // Grade and personal are picked from lists in the person's words (the cell keeps the id).
            const auto choose = [fields](int column, const QVariant &id) {
                const QModelIndex at = fields->model()->index(0, column);
                QAbstractItemDelegate *delegate = fields->itemDelegateForColumn(column);
                QVERIFY(delegate);
                std::unique_ptr<QWidget> editor(delegate->createEditor(fields->viewport(), {}, at));
                auto *box = qobject_cast<QComboBox *>(editor.get());
                QVERIFY(box && box->findData(id) >= 0);
                box->setCurrentIndex(box->findData(id));
                delegate->setModelData(box, fields->model(), at);
            };
            choose(1, QStringLiteral("internal"));
            choose(2, true);
            QCOMPARE(fields->item(0, 1)->text(), ui::gradeText(Grade::Internal));
            QCOMPARE(fields->item(0, 2)->text(), ui::DatasetEditor::tr("yes"));
            fields->item(0, 3)->setText(QStringLiteral("medical-health"));
            e->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
        });
        ritaView.findChild<QPushButton *>(QStringLiteral("newDataset"))->click();
        QVERIFY(shown);
        const auto source = a.dataset(QStringLiteral("patients"));
        QVERIFY2(source.ok(), qPrintable(ritaView.status()->text()));
        QCOMPARE(source->owner, QStringLiteral("owen"));
        QCOMPARE(source->version, QStringLiteral("2026-06"));
        QCOMPARE(source->people, qint64(4000));
        QCOMPARE(source->fields.size(), 1);
        QCOMPARE(source->fields.first().sensitive, unsigned(PiCategory::MedicalHealth));
        QCOMPARE(source->effectiveGrade, Grade::SensitivePersonal);
        QCOMPARE(ritaView.model()
                     ->index(rowOf(ritaView, QStringLiteral("patients")), ui::DatasetsModel::Version)
                     .data()
                     .toString(),
                 QStringLiteral("2026-06"));
        // With the source chosen, New Dataset… derives from it: a de-identified copy with fewer people.
        ritaView.table()->selectRow(rowOf(ritaView, QStringLiteral("patients")));
        shown = false;
        whenShown(QStringLiteral("DatasetEditor"), &shown, [](QDialog *d) {
            auto *e = qobject_cast<ui::DatasetEditor *>(d);
            if (e->sourcesEdit()->text() != QLatin1String("patients"))
                e->sourcesEdit()->setText(QStringLiteral("wrong: the chosen dataset is not the source"));
            e->nameEdit()->setText(QStringLiteral("patients-deid"));
            e->ownerEdit()->setText(QStringLiteral("owen"));
            e->versionEdit()->setText(QStringLiteral("2026-06"));
            e->peopleEdit()->setText(QStringLiteral("3000"));
            e->personalBox()->setChecked(true);
            e->derivationBox()->setCurrentIndex(
                e->derivationBox()->findData(QStringLiteral("de-identified")));
            e->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
        });
        ritaView.findChild<QPushButton *>(QStringLiteral("newDataset"))->click();
        QVERIFY(shown);
        const auto derived = a.dataset(QStringLiteral("patients-deid"));
        QVERIFY2(derived.ok(), qPrintable(ritaView.status()->text()));
        QCOMPARE(derived->sources, QStringList{QStringLiteral("patients")});
        QCOMPARE(derived->derivation, QStringLiteral("de-identified"));
        QCOMPARE(derived->effectiveGrade, Grade::SensitivePersonal); // inherited from the source
        QCOMPARE(ritaView.model()->rowCount(), 2);
        QVERIFY(a.audit().verify().intact);

        // Grade: rita proposes declaring the source sensitive-personal (its field makes it so already) ...
        ritaView.table()->selectRow(rowOf(ritaView, QStringLiteral("patients")));
        proposeInView(ritaView, QStringLiteral("sensitive-personal"), QStringLiteral("medical records"));
        if (QTest::currentTestFailed())
            return;
        QVERIFY(Lineage::pending(a, QStringLiteral("patients"))->has_value());
        QCOMPARE(a.dataset(QStringLiteral("patients"))->grade, Grade::Internal); // not before a signature
        // ... and she cannot sign it herself: the second person's signature is the lineage code's rule.
        QVERIFY(!ritaView.signGradeChange(QStringLiteral("patients"), m_ids.value(QStringLiteral("rita-key")))
                     .ok());
        QVERIFY2(ritaView.status()->text().contains(QStringLiteral("proposed this change")) &&
                     !ritaView.status()->text().contains(QStringLiteral("[grade-change-second-signature]")),
                 qPrintable(ritaView.status()->text()));
        // Olga signs it on her desktop with her keychain key.
        ui::DatasetsView olgaView(&storeB, QStringLiteral("olga"), {m_ids.value(QStringLiteral("olga-key"))},
                                  signerFor);
        olgaView.show();
        QVERIFY(QTest::qWaitForWindowExposed(&olgaView));
        signInView(olgaView, QStringLiteral("patients"));
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(!Lineage::pending(a, QStringLiteral("patients"))->has_value(),
                 qPrintable(olgaView.status()->text()));
        QCOMPARE(a.dataset(QStringLiteral("patients"))->grade, Grade::SensitivePersonal);
        QCOMPARE(a.dataset(QStringLiteral("patients"))->version, QStringLiteral("2026-06")); // kept
        QVERIFY(olgaView.impactText().isEmpty()); // no effective grade moved
        QCOMPARE(countEvents(a, QStringLiteral("dataset.grade-change.signed")), 1);
        QVERIFY(a.audit().verify().intact);
        QVERIFY(b.audit().verify().intact);

        // Its Review Queue: empty, and it says so.
        ui::ReviewQueue queue(
            &storeB, {m_ids.value(QStringLiteral("rita-key")), m_ids.value(QStringLiteral("olga-key"))},
            signerFor);
        QAbstractItemModelTester tester(queue.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        queue.resize(1200, 820);
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));
        QCOMPARE(queue.model()->rowCount(), 0);
        QVERIFY(queue.identity()->choose(QStringLiteral("olga")).ok()); // keys of rita and olga here
        QVERIFY(!queue.approveButton()->isEnabled());
        QVERIFY(!queue.rejectButton()->isEnabled());
        QVERIFY(!queue.approveButton()->text().contains(QStringLiteral("&&")));

        // Journey 2: a request, submitted signed with the requester's keychain key, appears by itself.
        const int year = Ledger::countingYear(a.now());
        const qint64 before = b.counters(year)->sensitive;
        // The job that reads patients-deid is blocked at the gate: no export to SG.
        TrustAnchors anchors;
        anchors.keys = {VerifierKey::make(QStringLiteral("olga"), olga->publicKey())};
        jobs::ComplianceGate gate(a, anchors);
        const QList<jobs::DatasetRef> jobData{{QStringLiteral("patients-deid"), {}}};
        const jobs::Destination sg{QStringLiteral("sg-h200"), QStringLiteral("SG"), QStringLiteral("SG")};
        const auto blocked = gate.check(jobData, sg);
        QVERIFY(blocked.ok());
        QVERIFY(!blocked->allowed());
        QCOMPARE(blocked->datasets.first().problem, jobs::GateProblem::NoRequest);
        // "Request Export…" from it: the dialog comes pre-filled with the job's datasets, cluster, country
        // and purpose.
        ui::RequestDialog dialog(
            &storeA, QStringLiteral("rita"),
            ui::ExportDraft{
                {QStringLiteral("patients-deid")}, sg.cluster, sg.country, QStringLiteral("job triage-ft")},
            {m_ids.value(QStringLiteral("rita-key"))}, signerFor);
        QCOMPARE(dialog.datasetsEdit()->text(), QStringLiteral("patients-deid"));
        QCOMPARE(dialog.clusterEdit()->text(), QStringLiteral("sg-h200"));
        QCOMPARE(dialog.countryEdit()->text(), QStringLiteral("SG"));
        QCOMPARE(dialog.purposeEdit()->text(), QStringLiteral("job triage-ft"));
        // Without its references it is refused, each rule saying what would satisfy it; nothing is filed.
        QVERIFY(!dialog.submit().ok());
        // (in the window: the rules' sentences, not their ids)
        for (const char *why :
             {"needs its reference", "impact assessment (PIPL Art. 55)", "separate-consent attestation"})
            QVERIFY2(dialog.statusText().contains(QLatin1String(why)), qPrintable(dialog.statusText()));
        QVERIFY2(!dialog.statusText().contains(QLatin1String("[mechanism-reference]")),
                 qPrintable(dialog.statusText()));
        QCOMPARE(dialog.requestId(), qint64(0));
        // Nothing filed yet: nothing to withdraw, activate or expire.
        const auto actionButton = [&](const QString &text) -> QPushButton * {
            for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
                if (button->text() == text)
                    return button;
            }
            return nullptr;
        };
        const QStringList filedActions{QStringLiteral("Withdraw"), QStringLiteral("Activate"),
                                       QStringLiteral("Expire")};
        if (qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE")) {
            for (const QString &t : filedActions)
                QVERIFY2(actionButton(t) && !actionButton(t)->isEnabled(), qPrintable(t));
        }
        dialog.purposeEdit()->setText(QStringLiteral("fine-tuning a triage model"));
        dialog.referenceEdit()->setText(QStringLiteral("SC-2026-0042"));
        dialog.piaEdit()->setText(QStringLiteral("PIA-2026-7"));
        dialog.consentEdit()->setText(QStringLiteral("CONSENT-2026-7"));
        // Submitted, withdrawn by the requester (it leaves the other desktop's queue), submitted again.
        QVERIFY2(dialog.submit().ok(), qPrintable(dialog.statusText()));
        if (qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE")) {
            // Submitted: it can be withdrawn; activating or expiring waits for an approval.
            QVERIFY(actionButton(filedActions.at(0))->isEnabled());
            QVERIFY(!actionButton(filedActions.at(1))->isEnabled());
            QVERIFY(!actionButton(filedActions.at(2))->isEnabled());
        }
        QTRY_COMPARE_WITH_TIMEOUT(queue.model()->rowCount(), 1, 15000);
        const Status notOlgas = b.withdraw(dialog.requestId(), QStringLiteral("olga"));
        QVERIFY(!notOlgas.ok());
        QVERIFY2(!qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE") || // translated words
                     notOlgas.error().contains(QStringLiteral("only the requester")),
                 qPrintable(notOlgas.error()));
        QVERIFY2(dialog.withdraw().ok(), qPrintable(dialog.statusText()));
        QCOMPARE(a.request(dialog.requestId())->request.state, RequestState::Draft);
        QTRY_COMPARE_WITH_TIMEOUT(queue.model()->rowCount(), 0, 15000);
        const Status submitted = dialog.submit();
        QVERIFY2(submitted.ok(), qPrintable(dialog.statusText()));
        const qint64 id = dialog.requestId();
        QVERIFY(!a.submittedBy(id, a.request(id)->request.requestHash)->isEmpty()); // signed with rita's key
        ExportRequest r = a.request(id)->request;
        QCOMPARE(r.datasetVersions.value(QStringLiteral("patients-deid")), QStringLiteral("2026-06"));
        QTRY_COMPARE_WITH_TIMEOUT(queue.model()->rowCount(), 1, 15000);
        auto *table = queue.findChild<QTableView *>();
        QVERIFY(table);
        table->selectRow(0);
        const QString details = queue.detailsText();
        for (const QString &expected :
             {QStringLiteral("patients-deid"), QStringLiteral("de-identified from patients"),
              QStringLiteral("diagnosis (medical health)"), QStringLiteral("Art. 8"),
              QStringLiteral("SC-2026-0042"), QStringLiteral("sg-h200"), QStringLiteral("90 day"),
              QStringLiteral("Destruction plan"), keyFingerprint(rita->publicKey()),
              QLocale().toString(qint64(3000)), QStringLiteral("version 2026-06 (as submitted)")}) {
            if (!qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE") &&
                expected.contains(QLatin1Char(' ')))
                continue; // translated words
            QVERIFY2(details.contains(expected),
                     qPrintable(QStringLiteral("missing '%1' in:\n%2").arg(expected, details)));
        }
        // Olga may approve, so Approve is on; rita alone may not, and says why before anyone presses.
        QVERIFY(queue.approveButton()->isEnabled());
        QVERIFY(queue.approveBlocked().isEmpty());
        {
            ui::ReviewQueue ritaOnly(&storeB, {m_ids.value(QStringLiteral("rita-key"))}, signerFor);
            ritaOnly.findChild<QTableView *>()->selectRow(0);
            QVERIFY(!ritaOnly.approveButton()->isEnabled());
            QVERIFY(ritaOnly.rejectButton()->isEnabled());
            QVERIFY2(ritaOnly.approveBlocked().contains(
                         QStringLiteral("requested this export and cannot approve")) &&
                         !ritaOnly.approveBlocked().contains(QStringLiteral("[four-eyes-requester]")),
                     qPrintable(ritaOnly.approveBlocked()));
            QCOMPARE(ritaOnly.findChild<QLabel *>(QStringLiteral("approveBlocked"))->text(),
                     ritaOnly.approveBlocked());
            ui::ReviewQueue ownerOnly(&storeB, {m_ids.value(QStringLiteral("owen-key"))}, signerFor);
            ownerOnly.findChild<QTableView *>()->selectRow(0);
            QVERIFY(!ownerOnly.approveButton()->isEnabled());
            QVERIFY2(
                ownerOnly.approveBlocked().contains(QStringLiteral("someone other than the owner approves")),
                qPrintable(ownerOnly.approveBlocked()));
        }
        const QString statement = queue.approvalStatement(m_ids.value(QStringLiteral("olga-key")),
                                                          QDate::currentDate().addDays(30));
        QVERIFY2(statement.contains(QStringLiteral("olga")), qPrintable(statement));
        QVERIFY2(
            statement.contains(QLocale().toString(QDate::currentDate().addDays(30), QLocale::LongFormat)),
            qPrintable(statement));
        const QString shots = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR");
        const QString suffix = qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE")
                                   ? QString()
                                   : QLatin1Char('-') + qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_LOCALE");
        if (!shots.isEmpty()) {
            QTest::qWait(200);
            QVERIFY(queue.grab().save(shots + QStringLiteral("/review-queue-detail") + suffix +
                                      QStringLiteral(".png")));
        }
        QVERIFY(b.audit().verify().intact);

        // Journey 3: review and sign. Olga approves with her keychain key; the year's totals move.
        const Status approved =
            queue.decide(0, true, m_ids.value(QStringLiteral("olga-key")), QDate::currentDate().addDays(30),
                         QStringLiteral("de-identified"));
        QVERIFY2(approved.ok(), qPrintable(approved.error()));
        QCOMPARE(queue.model()->rowCount(), 0);
        QCOMPARE(b.counters(year)->sensitive, before + 3000);
        const auto checks = a.verifySignatures();
        QCOMPARE(checks->size(), 1);
        QVERIFY2(checks->first().valid, qPrintable(checks->first().problem));
        QVERIFY2(dialog.activate().ok(), qPrintable(dialog.statusText()));
        const auto cleared = gate.check(jobData, sg);
        QVERIFY2(cleared->allowed(), qPrintable(cleared->explanation()));
        QVERIFY(a.audit().verify().intact);

        // Journey 4: a source's grade changes (proposed by rita, signed by olga): the open request is
        // re-evaluated, and the queue shows it refused.
        ExportRequest again = r;
        again.id = 0;
        const qint64 second = a.createRequest(again).value();
        QVERIFY(a.submit(second, *rita).ok());
        QTRY_COMPARE_WITH_TIMEOUT(queue.model()->rowCount(), 1, 15000);
        const int reevaluatedBefore = countEvents(a, QStringLiteral("request.reevaluated"));
        ritaView.reload();
        ritaView.table()->selectRow(rowOf(ritaView, QStringLiteral("patients")));
        proposeInView(ritaView, QStringLiteral("core"), QStringLiteral("national health records"));
        if (QTest::currentTestFailed())
            return;
        olgaView.reload();
        signInView(olgaView, QStringLiteral("patients"));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(a.dataset(QStringLiteral("patients"))->effectiveGrade, Grade::Core);
        QCOMPARE(a.dataset(QStringLiteral("patients-deid"))->effectiveGrade, Grade::Core);
        // The derivative and the open requests were re-evaluated (the active transfer and the submitted
        // request; the refused submission left no draft behind), each on record ...
        QCOMPARE(countEvents(a, QStringLiteral("request.reevaluated")) - reevaluatedBefore, 2);
        // ... and the view shows what moved, before and after.
        QVERIFY(olgaView.impactPane()->isVisible());
        const QString moved = olgaView.impactText();
        QVERIFY2(moved.contains(QStringLiteral("patients-deid")), qPrintable(moved));
        QVERIFY2(!moved.contains(QStringLiteral("[core-never-exports]")), qPrintable(moved)); // no rule ids
        if (qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE")) { // translated words
            for (const QString &expected :
                 {QStringLiteral("patients-deid: sensitive personal -> core"),
                  QStringLiteral("request %1 (active)").arg(id),
                  QStringLiteral("request %1 (submitted)").arg(second), QStringLiteral("now refused"),
                  QStringLiteral("core data never leaves the country")})
                QVERIFY2(moved.contains(expected),
                         qPrintable(QStringLiteral("missing '%1' in:\n%2").arg(expected, moved)));
        }
        table->selectRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(
            queue.detailsText().contains(QStringLiteral("core data never leaves the country")), 15000);
        QVERIFY2(!queue.detailsText().contains(QStringLiteral("[core-never-exports]")),
                 qPrintable(queue.detailsText()));
        QVERIFY(!queue
                     .decide(0, true, m_ids.value(QStringLiteral("olga-key")),
                             QDate::currentDate().addDays(30), {})
                     .ok());
        QVERIFY(a.audit().verify().intact);
        QVERIFY(b.audit().verify().intact);

        // Journey 5: destruction. The export ends (the requester expires it early), and on the officer's
        // desktop it is marked for destruction and its certificate recorded with the evidence's SHA-256.
        QVERIFY(a.expire(id, QStringLiteral("rita")).ok());
        ui::DestructionView destruction(&storeB, QStringLiteral("olga"));
        destruction.setShow(ui::DestructionView::AwaitingDestruction);
        destruction.show();
        QVERIFY(QTest::qWaitForWindowExposed(&destruction));
        int row = -1;
        for (int i = 0; i < destruction.model()->rowCount(); ++i) {
            if (destruction.model()->request(i).request.id == id)
                row = i;
        }
        QVERIFY(row >= 0);
        QVERIFY2(destruction.markForDestruction(row).ok(), qPrintable(destruction.statusText()));
        QCOMPARE(b.request(id)->request.state, RequestState::DestructionPending);
        QFile evidence(m_dir.filePath(QStringLiteral("wipe-evidence.json")));
        QVERIFY(evidence.open(QIODevice::WriteOnly));
        evidence.write("{\"paths\": [], \"verified\": \"listed empty\"}\n");
        evidence.close();
        ui::DestructionCertificateDialog form(b.request(id).value());
        form.setEvidenceFile(evidence.fileName());
        QString error;
        auto certificate = form.certificate(&error);
        QVERIFY2(certificate, qPrintable(error));
        certificate->performedBy = QStringLiteral("pat");
        certificate->witness = QStringLiteral("wen");
        certificate->asset = QStringLiteral("/lustre/sg/patients-deid");
        certificate->verification = QStringLiteral("paths listed empty");
        QVERIFY2(destruction.recordDestruction(*certificate).ok(), qPrintable(destruction.statusText()));
        QCOMPARE(b.request(id)->request.state, RequestState::Destroyed);
        QVERIFY(b.request(id)->destruction.has_value());
        QVERIFY(a.audit().verify().intact);
        QVERIFY(b.audit().verify().intact);
    }

private:
    // Runs `fill` on the next modal dialog whose class or object name is `name`, once it is on screen (exec()
    // blocks the caller); `fill` closes it.
    static void whenShown(const QString &name, bool *shown, std::function<void(QDialog *)> fill)
    {
        auto *timer = new QTimer;
        timer->setInterval(10);
        QObject::connect(timer, &QTimer::timeout, [timer, name, shown, fill] {
            auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!d || !d->isVisible() ||
                (d->objectName() != name &&
                 QLatin1String(d->metaObject()->className()) != QLatin1String("cg::ui::") + name))
                return;
            timer->stop();
            timer->deleteLater();
            *shown = true;
            fill(d);
        });
        timer->start();
    }

    static QPushButton *buttonNamed(QWidget *in, const QString &text)
    {
        for (QPushButton *b : in->findChildren<QPushButton *>()) {
            if (b->text() == text)
                return b;
        }
        qFatal("no button '%s'", qPrintable(text));
    }

    static int rowOf(ui::DatasetsView &view, const QString &dataset)
    {
        for (int r = 0; r < view.model()->rowCount(); ++r) {
            if (view.model()->dataset(r).name == dataset)
                return r;
        }
        return -1;
    }

    static int countEvents(Ledger &ledger, const QString &action)
    {
        const auto rows = ledger.audit().rows(AuditQuery{1, -1, {}, action, {}, -1, false});
        if (!rows)
            return -1;
        int n = 0;
        for (const AuditRow &r : rows.value())
            n += r.action == action ? 1 : 0;
        return n;
    }

    // Propose Grade Change… on the selected dataset: the declared grade asked for and why.
    static void proposeInView(ui::DatasetsView &view, const QString &grade, const QString &why)
    {
        bool shown = false;
        whenShown(QStringLiteral("proposeGradeChangeDialog"), &shown, [grade, why](QDialog *d) {
            auto *g = d->findChild<QComboBox *>(QStringLiteral("declaredGrade"));
            g->setCurrentIndex(g->findData(grade));
            d->findChild<QLineEdit *>(QStringLiteral("why"))->setText(why);
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        view.findChild<QPushButton *>(QStringLiteral("proposeGradeChange"))->click();
        QVERIFY(shown);
        QVERIFY2(view.status()->text().contains(QStringLiteral("second person")) ||
                     !qEnvironmentVariableIsEmpty("CLUSTERGATE_SCREENSHOT_LOCALE"),
                 qPrintable(view.status()->text()));
    }

    // Sign Grade Change… on `dataset` with the view's (only) key.
    static void signInView(ui::DatasetsView &view, const QString &dataset)
    {
        view.table()->selectRow(rowOf(view, dataset));
        bool shown = false;
        int keys = 0;
        whenShown(QStringLiteral("signGradeChangeDialog"), &shown, [&keys](QDialog *d) {
            keys = d->findChild<QComboBox *>(QStringLiteral("signingKey"))->count();
            auto *box = d->findChild<QDialogButtonBox *>();
            for (QAbstractButton *b : box->buttons()) {
                if (box->buttonRole(b) == QDialogButtonBox::AcceptRole)
                    b->click();
            }
        });
        view.findChild<QPushButton *>(QStringLiteral("signGradeChange"))->click();
        QVERIFY2(shown, qPrintable(view.status()->text()));
        QCOMPARE(keys, 1);
    }

    std::unique_ptr<Signer> signer(const QString &name)
    {
        auto s = CredentialSigner::load(*m_keychain, m_ids.value(name), m_registry.get());
        if (!s.ok())
            qFatal("%s", qPrintable(s.error()));
        return std::move(s.value());
    }

    QTemporaryDir m_dir;
    QTranslator m_translator;
    Database m_keysDb;
    std::unique_ptr<secrets::CredentialRegistry> m_registry;
    std::unique_ptr<secrets::CredentialStore> m_keychain;
    QHash<QString, QString> m_ids;
};

QTEST_MAIN(TestComplianceDesk)
#include "tst_compliance_desk.moc"
