// SPDX-License-Identifier: GPL-3.0-or-later
// Transfers > Push Dataset… in the one main window, end to end: the real SQLite ledger (approvals signed by
// an officer under a trust anchor), the person's identity key in a real Secret Service (with_keyring.sh),
// and the namespaced lab's jump chain (client namespace -> bastion1 -> node, which shares this machine's
// file system, so what landed is read directly). Refused without an approval (the rule in one sentence,
// Request Export… opening the pre-filled request); pushed with one, the Push task reaching 100 %; a push
// cancelled from the task panel stops resumable, and Resume in the view completes it in the console.
#include "export_fixture.h"

#include "lab_wait.h"
#include "ledger/request_dialog.h"
#include "main/main_window.h"
#include "models/task_list_model.h"
#include "netlab/netlab.h"
#include "secrets/credential_ops.h"
#include "services/console.h"
#include "services/task_list.h"
#include "transfer/push_dialog.h"
#include "transfer/transfers_model.h"
#include "transfer/transfers_view.h"
#include "workspace/task_panel.h"
#include "workspace/workspace.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QCryptographicHash>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;

namespace {

QByteArray fileSha(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

void choose(QComboBox *box, const QString &text)
{
    const int i = box->findText(text, Qt::MatchStartsWith);
    QVERIFY2(i >= 0, qPrintable(text));
    box->setCurrentIndex(i);
}

} // namespace

class TestTransfersPush : public QObject
{
    Q_OBJECT

    cg::test::NetLab m_lab;
    QTemporaryDir m_home;
    cg::test::ApprovedExports m_exports;
    std::unique_ptr<Console> m_console;
    std::unique_ptr<MainWindow> m_window;
    QString m_keyId;
    qint64 m_cluster = 0;

    TransfersView *view() const { return m_window->showTransfers(); }

    static QByteArray identityPem()
    {
        auto key = ledger::KeySigner::generate();
        return "-----BEGIN PRIVATE KEY-----\n" +
               (QByteArray::fromHex("302e020100300506032b657004220420") + key->seed()).toBase64() +
               "\n-----END PRIVATE KEY-----\n";
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8()); // ~/.ssh/known_hosts of this test (accept-new)
        const QString anchors = m_home.filePath(QStringLiteral("trust-anchors"));
        qputenv("CLUSTERGATE_TRUST_ANCHORS", anchors.toUtf8());
        qunsetenv("SSH_AUTH_SOCK");
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("transfers push test SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());

        m_console = std::make_unique<Console>();
        m_console->open();
        QVERIFY2(m_console->databaseError().isEmpty(), qPrintable(m_console->databaseError()));
        QTRY_VERIFY2_WITH_TIMEOUT(m_console->keychainAvailable(), qPrintable(m_console->keychainProblem()),
                                  15000);
        // The sender's identity key, as `clustergate secrets set ID --kind private-key` stores it.
        secrets::CredentialMeta meta;
        meta.id = QStringLiteral("sam-key-%1").arg(QCoreApplication::applicationPid());
        meta.kind = secrets::CredentialKind::PrivateKey;
        const auto saved = secrets::CredentialOps::save(*m_console->secretStore(), *m_console->credentials(),
                                                        meta, identityPem(), QDateTime::currentDateTimeUtc());
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        m_keyId = meta.id;

        ClusterRecord c;
        c.name = QStringLiteral("lab-sg");
        c.region = QStringLiteral("SG");
        c.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        c.jumps = {bastion};
        const auto id = m_console->inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        m_cluster = id.value();
        NodeRecord login;
        login.name = QStringLiteral("login-1");
        login.endpoint.host = m_lab.value("NODE");
        login.endpoint.user = QStringLiteral("root");
        QVERIFY(m_console->inventory().upsertNodes(m_cluster, {login}).ok());

        ledger::Ledger ledger(*m_console->ledgerStore());
        QCOMPARE(m_exports.found(ledger, anchors), QString());
        const QString genomes = m_home.filePath(QStringLiteral("data/genomes"));
        QVERIFY(cg::test::ApprovedExports::writeRandom(genomes + QStringLiteral("/a.bin"), (3 << 20) + 7, 1));
        QVERIFY(cg::test::ApprovedExports::writeRandom(genomes + QStringLiteral("/sub/b.bin"), 1 << 20, 2));
        QCOMPARE(cg::test::ApprovedExports::addDataset(ledger, QStringLiteral("genomes"), genomes),
                 QString());
        QCOMPARE(m_exports.approve(ledger, QStringLiteral("genomes"), c.name, c.region), QString());
        const QString big = m_home.filePath(QStringLiteral("data/big"));
        QVERIFY(cg::test::ApprovedExports::writeRandom(big + QStringLiteral("/model.bin"), 24 << 20, 3));
        QCOMPARE(cg::test::ApprovedExports::addDataset(ledger, QStringLiteral("big"), big), QString());
        QCOMPARE(m_exports.approve(ledger, QStringLiteral("big"), c.name, c.region), QString());
        QCOMPARE(cg::test::ApprovedExports::addDataset(ledger, QStringLiteral("unapproved"), genomes),
                 QString());

        m_window = std::make_unique<MainWindow>(m_console.get());
        m_window->resize(1280, 860);
        m_window->show();
        QVERIFY(view());
    }

    void cleanupTestCase()
    {
        m_window.reset();
        if (m_console && !m_keyId.isEmpty())
            (void)secrets::CredentialOps::remove(*m_console->secretStore(), *m_console->credentials(),
                                                 m_keyId);
        m_console.reset();
        m_lab.down();
    }

    // No export of `unapproved` to SG: the rule and why in one sentence; Request Export… opens the request
    // pre-filled (the Jobs view's path) and nothing was sent.
    void refusedWithoutAnApproval()
    {
        TransfersView *v = view();
        const int before = v->model()->rowCount();
        QVERIFY(v->pushButton()->isEnabled());
        v->pushButton()->click();
        PushDialog *dialog = v->pushDialog();
        QVERIFY(dialog && dialog->isVisible());
        choose(dialog->datasetBox(), QStringLiteral("unapproved"));
        choose(dialog->clusterBox(), QStringLiteral("lab-sg"));
        QCOMPARE(dialog->keyBox()->currentText(), m_keyId);
        QVERIFY(!dialog->requestExportButton()->isVisible());
        dialog->pushButton()->click();
        QVERIFY(dialog->isVisible()); // refused: still open
        QVERIFY2(dialog->statusText().startsWith(QLatin1String("Refused by rule [no-request]: ")),
                 qPrintable(dialog->statusText()));
        QVERIFY2(!dialog->statusText().contains(QLatin1Char('\n')), qPrintable(dialog->statusText()));
        QVERIFY2(dialog->statusText().contains(QLatin1String("has no export request")),
                 qPrintable(dialog->statusText()));
        QVERIFY(dialog->requestExportButton()->isVisible());
        QCOMPARE(m_window->tasks()->runningOf(TaskKind::Push), quint64(0));
        dialog->requestExportButton()->click();
        QTRY_VERIFY(!v->pushDialog());
        // A page of the Compliance area (not a top-level tab), the destination the saved cluster.
        QCOMPARE(m_window->workspace()->currentKey(), QStringLiteral("compliance"));
        auto *request = qobject_cast<RequestDialog *>(
            qobject_cast<QTabWidget *>(m_window->workspace()->view(QStringLiteral("compliance")))
                ->currentWidget());
        QVERIFY(request);
        QCOMPARE(request->destinationBox()->currentData().toString(), QStringLiteral("lab-sg"));
        QCOMPARE(request->datasetsEdit()->text(), QStringLiteral("unapproved"));
        QCOMPARE(request->clusterEdit()->text(), QStringLiteral("lab-sg"));
        QCOMPARE(request->countryEdit()->text(), QStringLiteral("SG"));
        QVERIFY(request->purposeEdit()->text().contains(QLatin1String("unapproved")));
        v = view();
        v->model()->refresh();
        QCOMPARE(v->model()->rowCount(), before);
    }

    // Under the approval: the dialog clears it, the push runs as a Push task (rate and ETA in its text)
    // and reaches 100 %; every file landed with its SHA-256.
    void pushedWithAnApproval()
    {
        TransfersView *v = view();
        QAbstractItemModelTester tester(v->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester taskTester(m_window->taskPanel()->model(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        v->openPushDialog();
        PushDialog *dialog = v->pushDialog();
        QVERIFY(dialog);
        choose(dialog->datasetBox(), QStringLiteral("genomes"));
        choose(dialog->clusterBox(), QStringLiteral("lab-sg"));
        const QString remote = m_home.filePath(QStringLiteral("remote/genomes"));
        dialog->remoteEdit()->setText(remote);
        TaskList *tasks = m_window->tasks();
        QStringList texts;
        QObject watching; // the connection ends with this test
        connect(tasks, &TaskList::taskChanged, &watching, [&](quint64 id) {
            if (const TaskInfo *t = tasks->task(id); t && t->kind == TaskKind::Push && t->running())
                texts << t->message;
        });
        dialog->pushButton()->click();
        QTRY_VERIFY(!v->pushDialog());
        const quint64 task = tasks->runningOf(TaskKind::Push);
        QVERIFY(task != 0);
        QVERIFY(tasks->task(task)->title.contains(QLatin1String("genomes")));
        CG_LAB_WAIT2(!tasks->task(task)->running(), qPrintable(tasks->task(task)->message), 120000);
        QCOMPARE(tasks->task(task)->state, TaskState::Succeeded);
        QCOMPARE(tasks->task(task)->done, 100);
        QCOMPARE(tasks->task(task)->total, 100);
        QVERIFY2(tasks->task(task)->message.contains(QLatin1String("verified by SHA-256")),
                 qPrintable(tasks->task(task)->message));
        QVERIFY2(std::any_of(texts.cbegin(), texts.cend(),
                             [](const QString &t) { return t.contains(QLatin1String(" % of ")); }),
                 qPrintable(texts.join(QLatin1String(" | "))));
        const QString data = m_home.filePath(QStringLiteral("data/genomes"));
        for (const char *file : {"a.bin", "sub/b.bin"})
            QCOMPARE(fileSha(remote + QLatin1Char('/') + QLatin1String(file)),
                     fileSha(data + QLatin1Char('/') + QLatin1String(file)));
        v->model()->refresh();
        QTRY_VERIFY(v->model()->rowCount() >= 1);
    }

    // A slow push (one connection, 2 MiB/s) cancelled from the task panel after its first verified chunk:
    // it stops before its next chunk, resumable; Resume in the view finishes it as a new Push task.
    void cancelledPushResumes()
    {
        TransfersView *v = view();
        transfer::PushRequest req;
        req.dataset = QStringLiteral("big");
        req.cluster = QStringLiteral("lab-sg");
        req.country = QStringLiteral("SG");
        req.region = QStringLiteral("SG");
        req.remotePath = m_home.filePath(QStringLiteral("remote/big"));
        req.chunkSize = 1 << 20;
        transfer::TransferOptions slow;
        slow.connections = 1;
        slow.limitBytesPerSecond = 2 << 20;
        QVERIFY(v->startPush(req, m_keyId, m_cluster, slow));
        TaskList *tasks = m_window->tasks();
        const quint64 task = tasks->runningOf(TaskKind::Push);
        QVERIFY(task != 0);
        CG_LAB_WAIT(tasks->task(task)->done > 0 || !tasks->task(task)->running(), 60000);
        QVERIFY2(tasks->task(task)->running(), qPrintable(tasks->task(task)->message));
        TaskPanel *panel = m_window->taskPanel();
        panel->select(task);
        QVERIFY(panel->cancelButton()->isEnabled());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        CG_LAB_WAIT(!tasks->task(task)->running(), 60000);
        QCOMPARE(tasks->task(task)->state, TaskState::Cancelled);
        QVERIFY(tasks->task(task)->done < 100);

        v->model()->refresh();
        int row = -1;
        for (int r = 0; r < v->model()->rowCount(); ++r) {
            if (v->model()->index(r, TransfersModel::Dataset).data().toString() == QLatin1String("big"))
                row = r;
        }
        QVERIFY(row >= 0);
        const QString id = v->model()->transferId(row);
        const auto stopped = v->model()->store().load(id);
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
        QCOMPARE(stopped->status, transfer::TransferStatus::Cancelled);
        QVERIFY(!stopped->verifiedChunks.isEmpty());
        QVERIFY(stopped->verifiedChunks.size() < stopped->manifest.chunkCount());
        QVERIFY(!QFileInfo::exists(stopped->manifest.finalPath(0)));

        auto *table = v->findChild<QTableView *>();
        QVERIFY(table);
        table->selectRow(row);
        QPushButton *resume = nullptr;
        for (QPushButton *b : v->findChildren<QPushButton *>()) {
            if (b->text() == QLatin1String("&Resume"))
                resume = b;
        }
        QVERIFY(resume && resume->isEnabled());
        resume->click();
        const quint64 again = tasks->runningOf(TaskKind::Push);
        QVERIFY(again != 0 && again != task);
        QVERIFY(tasks->task(again)->title.contains(id));
        CG_LAB_WAIT2(!tasks->task(again)->running(), qPrintable(tasks->task(again)->message), 120000);
        QCOMPARE(tasks->task(again)->state, TaskState::Succeeded);
        QCOMPARE(tasks->task(again)->done, 100);
        const auto done = v->model()->store().load(id);
        QVERIFY(done.ok());
        QCOMPARE(done->status, transfer::TransferStatus::Complete);
        QCOMPARE(fileSha(done->manifest.finalPath(0)),
                 fileSha(m_home.filePath(QStringLiteral("data/big/model.bin"))));
    }
};

QTEST_MAIN(TestTransfersPush)
#include "tst_transfers_push.moc"
