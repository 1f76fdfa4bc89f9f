// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Destruction Tracking, offscreen, on a real SQLite ledger: exports abroad are listed with
// the day they must be destroyed by, overdue first and in red; expiring, marking and recording a
// certificate (the evidence file hashed by the form) move a request to destroyed, each an audit event of
// an intact chain; an incomplete or self-witnessed certificate is refused with the reason on screen; the
// destruction report is exported as a Report task, and a cancelled export leaves no file.
#include "common/dates.h"
#include "common/paths.h"
#include "common/save_location.h"
#include "ledger/destruction_view.h"
#include "ledger/ed25519.h"
#include "ledger/ledger_watch.h"
#include "ledger/request_dialog.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/report_export.h"
#include "services/task_list.h"
#include "storage/database.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QDateEdit>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

namespace {

QString cell(const ui::DestructionModel *m, int row, int column, int role = Qt::DisplayRole)
{
    return m->index(row, column).data(role).toString();
}

} // namespace

class TestDestructionView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
    }

    // Dates in text carry the whole year where the locale's short format has two digits (walk 6: "approved
    // until 1/3/27" in the status line, the request's details and the Alerts tables).
    void datesInTextHaveTheWholeYear()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const QString day = ui::shownDate(QDate(2027, 1, 3));
        const QString moment = ui::shownDateTime(QDateTime(QDate(2027, 1, 3), QTime(18, 5)));
        QLocale::setDefault(before);
        QCOMPARE(day, QStringLiteral("1/3/2027"));
        QVERIFY2(moment.startsWith(QStringLiteral("1/3/2027 6:05")), qPrintable(moment));
        QVERIFY(ui::shownDate(QDate()).isEmpty());
    }

    // Save dialogs open in the folder that kind of file was last saved in, else Documents or home: never
    // the working directory the console was started from (walk 5: a terminal's folder).
    void saveDialogsOpenWhereThePersonSaves()
    {
        QDir::setCurrent(QDir::rootPath());
        const QString first = ui::suggestedSavePath(QStringLiteral("reports"), QStringLiteral("r.pdf"));
        QCOMPARE(QFileInfo(first).fileName(), QStringLiteral("r.pdf"));
        QVERIFY2(QFileInfo(first).absolutePath() != QDir::rootPath(), qPrintable(first));
        QVERIFY(QFileInfo(QFileInfo(first).absolutePath()).isDir());
        const QString folder = m_dir.filePath(QStringLiteral("saved-reports"));
        QVERIFY(QDir().mkpath(folder));
        ui::rememberSavePath(QStringLiteral("reports"), folder + QStringLiteral("/destruction-report.pdf"));
        QCOMPARE(ui::suggestedSavePath(QStringLiteral("reports"), QStringLiteral("/elsewhere/next.pdf")),
                 folder + QStringLiteral("/next.pdf"));
        // Another kind keeps its own place.
        QVERIFY(!ui::suggestedSavePath(QStringLiteral("checkpoints"), QStringLiteral("c.note"))
                     .startsWith(folder));
    }

    // The tab follows the ledger: an activation in Request Export (this window, the shared ledger watch)
    // shows at once; one written by another connection to the file (another desktop, the CLI) shows by
    // itself through the file watch.
    void followsActivations()
    {
        const QString file = m_dir.filePath(QStringLiteral("follows.sqlite"));
        Database dbA;
        QVERIFY(dbA.open(file).ok());
        SqliteLedgerStore storeA(dbA);
        Ledger a(storeA);
        std::shared_ptr<KeySigner> olga = KeySigner::generate();
        QVERIFY(a.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                  QStringLiteral("root")));
        Dataset d;
        d.name = QStringLiteral("clicks");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(a.saveDataset(d, QStringLiteral("root")).ok());

        // The officer's window: Destruction on the same store as Request Export, one watch for both.
        LedgerWatch watch(storeA);
        QVERIFY(watch.start().ok());
        ui::DestructionView view(&storeA, QStringLiteral("olga"));
        view.setLedgerWatch(&watch);
        view.setShow(ui::DestructionView::AwaitingDestruction);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.model()->rowCount(), 0);
        ui::RequestDialog dialog(&storeA, QStringLiteral("rita"),
                                 ui::ExportDraft{{QStringLiteral("clicks")},
                                                 QStringLiteral("sg-a"),
                                                 QStringLiteral("SG"),
                                                 QStringLiteral("capacity planning")});
        dialog.setLedgerWatch(&watch);
        dialog.formBox()->setCurrentIndex(dialog.formBox()->findData(QStringLiteral("aggregated")));
        dialog.formParamsEdit()->setText(QStringLiteral("min_group_size=20"));
        dialog.referenceEdit()->setText(QStringLiteral("SC-1"));
        const auto button = [&dialog](const QString &text) {
            for (QPushButton *b : dialog.findChildren<QPushButton *>())
                if (b->text() == text)
                    return b;
            return static_cast<QPushButton *>(nullptr);
        };
        QPushButton *withdraw = button(QStringLiteral("Withdraw"));
        QPushButton *activate = button(QStringLiteral("Activate"));
        QPushButton *expire = button(QStringLiteral("Expire"));
        QVERIFY(withdraw && activate && expire);
        QVERIFY(!withdraw->isEnabled() && !activate->isEnabled() && !expire->isEnabled()); // nothing filed
        QVERIFY2(dialog.submit().ok(), qPrintable(dialog.statusText()));
        // Submitted, waiting for a decision: it can be withdrawn, not activated or expired.
        QVERIFY(withdraw->isEnabled() && !activate->isEnabled() && !expire->isEnabled());
        QVERIFY(
            a.decide(dialog.requestId(), true, *olga, QDate::currentDate().addDays(30), QStringLiteral("ok"))
                .ok());
        // Approved by the officer elsewhere: the requester's dialog offers Activate without a reload.
        QTRY_VERIFY_WITH_TIMEOUT(activate->isEnabled(), 10000);
        QVERIFY(!withdraw->isEnabled() && !expire->isEnabled());
        QVERIFY2(dialog.activate().ok(), qPrintable(dialog.statusText()));
        QVERIFY(!activate->isEnabled() && expire->isEnabled());
        QCOMPARE(view.model()->rowCount(), 1); // at once, no reload pressed
        QCOMPARE(view.model()->request(0).request.id, dialog.requestId());

        // Another desktop on the same file activates a second export.
        Database dbB;
        QVERIFY(dbB.open(file).ok());
        SqliteLedgerStore storeB(dbB);
        Ledger b(storeB);
        ExportRequest r = a.request(dialog.requestId())->request;
        r.id = 0;
        r.destinationCluster = QStringLiteral("sg-b");
        const auto second = b.createRequest(r);
        QVERIFY2(second.ok(), qPrintable(second.error()));
        QVERIFY(b.submit(second.value(), QStringLiteral("rita")).ok());
        QVERIFY(b.decide(second.value(), true, *olga, QDate::currentDate().addDays(30), QStringLiteral("ok"))
                    .ok());
        QVERIFY(b.activate(second.value(), QStringLiteral("rita")).ok());
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 2, 15000);
    }

    void tracksExportsToDestroyed()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        SqliteLedgerStore store(db);
        // Requests approved and activated 40 days ago: the ledger's clock says so.
        const QDateTime then = QDateTime::currentDateTimeUtc().addDays(-40);
        Ledger past(store, [&] { return then; });
        std::shared_ptr<KeySigner> olga = KeySigner::generate();
        QVERIFY(past.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                     QStringLiteral("root")));
        Dataset d;
        d.name = QStringLiteral("clicks");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(past.saveDataset(d, QStringLiteral("root")).ok());
        const auto activeFor = [&](int retentionDays, const QString &cluster) {
            ExportRequest r;
            r.datasets = {QStringLiteral("clicks")};
            r.form = ExportForm::Aggregated;
            r.formParams.insert(QStringLiteral("min_group_size"), QStringLiteral("20"));
            r.destinationCluster = cluster;
            r.destinationCountry = QStringLiteral("SG");
            r.purpose = QStringLiteral("capacity planning");
            r.mechanism = LegalMechanism::StandardContract;
            r.mechanismRef = QStringLiteral("SC-1");
            r.retentionDays = retentionDays;
            r.requester = QStringLiteral("rita");
            const auto id = past.createRequest(r);
            if (!id.ok())
                return qint64(-1);
            if (!past.submit(id.value(), QStringLiteral("rita")).ok() ||
                !past.decide(id.value(), true, *olga, then.date().addDays(365), QStringLiteral("ok")).ok() ||
                !past.activate(id.value(), QStringLiteral("rita")).ok())
                return qint64(-1);
            return id.value();
        };
        const qint64 overdue = activeFor(30, QStringLiteral("sg-a")); // due 10 days ago
        const qint64 later = activeFor(60, QStringLiteral("sg-b"));   // 20 days left
        QVERIFY(overdue > 0 && later > 0);

        QFile evidence(m_dir.filePath(QStringLiteral("wipe-report.pdf")));
        QVERIFY(evidence.open(QIODevice::WriteOnly));
        evidence.write("provider wipe report: /lustre/proj/clicks purged\n");
        evidence.close();

        ui::DestructionView view(&store, QStringLiteral("olga"));
        view.setShow(ui::DestructionView::AwaitingDestruction);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        ui::DestructionModel *m = view.model();
        QCOMPARE(m->rowCount(), 2);
        // Overdue first, in red, saying by how much.
        QCOMPARE(m->request(0).request.id, overdue);
        QCOMPARE(m->daysLeft(0).value(), -10);
        QVERIFY2(cell(m, 0, ui::DestructionModel::Remaining).contains(QStringLiteral("10")),
                 qPrintable(cell(m, 0, ui::DestructionModel::Remaining)));
        QCOMPARE(m->index(0, ui::DestructionModel::Due).data(Qt::ForegroundRole).value<QColor>(),
                 QColor(0xc6, 0x28, 0x28));
        QCOMPARE(m->daysLeft(1).value(), 20);
        QVERIFY(!m->index(1, ui::DestructionModel::Due).data(Qt::ForegroundRole).isValid());

        view.setShow(ui::DestructionView::Overdue);
        QCOMPARE(m->rowCount(), 1);

        // Past its retention: expired by Expire Due, then marked for destruction.
        const auto expired = view.expireDue();
        QVERIFY2(expired.ok(), qPrintable(expired.error()));
        QCOMPARE(expired.value(), 1);
        QCOMPARE(m->request(0).request.state, RequestState::Expired);
        QVERIFY(view.markForDestruction(0).ok());
        QCOMPARE(m->request(0).request.state, RequestState::DestructionPending);
        QCOMPARE(cell(m, 0, ui::DestructionModel::Certificate),
                 ui::DestructionModel::tr("awaiting certificate"));

        // The form hashes the evidence file; an incomplete certificate is refused with what it lacks.
        ui::DestructionCertificateDialog form(m->request(0));
        {
            // The day of a destruction is shown with its whole year, also where the locale's short format
            // has two digits (en_US: 12/4/26).
            const QLocale before;
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
            ui::DestructionCertificateDialog us(m->request(0));
            QLocale::setDefault(before);
            const QList<QDateEdit *> dates = us.findChildren<QDateEdit *>();
            QCOMPARE(dates.size(), 1);
            QVERIFY2(dates.first()->text().contains(QString::number(QDate::currentDate().year())),
                     qPrintable(dates.first()->text()));
        }
        QString error;
        QVERIFY(!form.certificate(&error));
        QVERIFY(!error.isEmpty());
        form.setEvidenceFile(evidence.fileName());
        auto certificate = form.certificate(&error);
        QVERIFY2(certificate, qPrintable(error));
        QVERIFY(evidence.open(QIODevice::ReadOnly));
        QCOMPARE(certificate->evidenceSha256,
                 QCryptographicHash::hash(evidence.readAll(), QCryptographicHash::Sha256));
        QCOMPARE(certificate->requestId, overdue);
        const Status incomplete = view.recordDestruction(*certificate);
        QVERIFY(!incomplete.ok());
        QCOMPARE(view.statusText(), incomplete.error());
        QVERIFY2(incomplete.error().contains(QStringLiteral("witness")), qPrintable(incomplete.error()));

        certificate->performedBy = QStringLiteral("pat");
        certificate->witness = QStringLiteral("PAT");
        certificate->asset = QStringLiteral("/lustre/proj/clicks");
        certificate->verification = QStringLiteral("paths listed empty");
        QVERIFY(!view.recordDestruction(*certificate).ok()); // self-witnessed
        certificate->witness = QStringLiteral("wen");
        const Status recorded = view.recordDestruction(*certificate);
        QVERIFY2(recorded.ok(), qPrintable(recorded.error()));
        QCOMPARE(m->rowCount(), 0); // nothing overdue any more

        view.setShow(ui::DestructionView::Everything);
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(m->request(1).request.state, RequestState::Destroyed); // destroyed ones last
        QVERIFY2(cell(m, 1, ui::DestructionModel::Certificate).contains(QStringLiteral("wen")),
                 qPrintable(cell(m, 1, ui::DestructionModel::Certificate)));
        QVERIFY(cell(m, 1, ui::DestructionModel::Certificate, Qt::ToolTipRole)
                    .contains(QString::fromLatin1(certificate->evidenceSha256.toHex())));

        // An active export marked early is expired first, then marked.
        QCOMPARE(m->request(0).request.id, later);
        QVERIFY(view.markForDestruction(0).ok());
        QCOMPARE(m->request(0).request.state, RequestState::DestructionPending);

        // Each step is an audit event, and the chain is intact.
        Ledger now(store);
        AuditQuery q;
        q.actor = QStringLiteral("olga");
        q.actionPrefix = QStringLiteral("request.");
        q.limit = -1;
        const auto rows = now.audit().rows(q);
        QVERIFY(rows.ok());
        QStringList actions;
        for (const AuditRow &r : rows.value()) {
            if (r.action != QLatin1String("request.approved")) // olga's signatures, 40 days ago
                actions << r.action;
        }
        QCOMPARE(actions, QStringList({QStringLiteral("request.expired"),
                                       QStringLiteral("request.destruction-pending"),
                                       QStringLiteral("request.destroyed"), QStringLiteral("request.expired"),
                                       QStringLiteral("request.destruction-pending")}));
        const ChainReport chain = now.audit().verify();
        QVERIFY2(chain.intact, qPrintable(chain.problem));
    }

    // The filter is remembered in the one settings file, which follows $CLUSTERGATE_HOME.
    void filterIsRememberedInTheProfile()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        SqliteLedgerStore store(db);
        QVERIFY(paths::settingsFile().startsWith(m_dir.path()));
        {
            ui::DestructionView view(&store, QStringLiteral("rita"));
            auto *which = view.findChild<QComboBox *>(QStringLiteral("destructionShow"));
            QVERIFY(which);
            which->setCurrentIndex(2);
        }
        QCOMPARE(QSettings(paths::settingsFile(), QSettings::IniFormat)
                     .value(QStringLiteral("destruction/show"))
                     .toInt(),
                 2);
        ui::DestructionView again(&store, QStringLiteral("rita"));
        QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("destructionShow"))->currentIndex(), 2);
    }

    // Export Report… as a Report task: cancelled from the task list it leaves nothing at the destination
    // (nor its staging folder) and says so; not cancelled, the CSV and the PDF land there and each export is
    // an audit event.
    void reportExportIsCancelledFromTheTaskList()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        SqliteLedgerStore store(db);
        services::TaskList tasks;
        ui::DestructionView view(&store, QStringLiteral("rita"));
        view.setTaskList(&tasks);
        const QString dir = m_dir.filePath(QStringLiteral("reports"));
        QVERIFY(QDir().mkpath(dir));
        const QString pdf = dir + QStringLiteral("/destruction.pdf");
        QVERIFY(view.exportReport(pdf));
        const quint64 task = tasks.runningOf(services::TaskKind::Report);
        QVERIFY(task != 0);
        QVERIFY(tasks.cancel(task)); // before the written report could be moved into place
        QTRY_VERIFY_WITH_TIMEOUT(!tasks.task(task)->running(), 60000);
        QCOMPARE(tasks.task(task)->state, services::TaskState::Cancelled);
        QVERIFY2(view.statusText().contains(QLatin1String("nothing was written")),
                 qPrintable(view.statusText()));
        QVERIFY(!QFileInfo::exists(pdf));
        const auto everything = QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot;
        QCOMPARE(QDir(dir).entryList(everything), QStringList());

        for (const QString &name : {QStringLiteral("destruction.csv"), QStringLiteral("destruction.pdf")}) {
            QVERIFY(view.exportReport(dir + QLatin1Char('/') + name));
            const quint64 t = tasks.runningOf(services::TaskKind::Report);
            QVERIFY(t != 0 && t != task);
            QTRY_VERIFY_WITH_TIMEOUT(!tasks.task(t)->running(), 60000);
            QVERIFY2(tasks.task(t)->state == services::TaskState::Succeeded,
                     qPrintable(tasks.task(t)->message));
            QCOMPARE(tasks.task(t)->done, services::ReportExport::kSteps);
        }
        QCOMPARE(QDir(dir).entryList(everything, QDir::Name),
                 (QStringList{QStringLiteral("destruction.csv"), QStringLiteral("destruction.pdf")}));
        QFile csv(dir + QStringLiteral("/destruction.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readAll().contains("Destruction status"));
        QFile written(pdf);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.read(5) == "%PDF-");
        Ledger now(store);
        AuditQuery q;
        q.actor = QStringLiteral("rita");
        q.actionPrefix = QStringLiteral("report.exported");
        q.limit = -1;
        const auto rows = now.audit().rows(q);
        QVERIFY(rows.ok());
        QCOMPARE(rows->size(), 2); // the cancelled one is not recorded
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestDestructionView)
#include "tst_destruction_view.moc"
