// SPDX-License-Identifier: GPL-3.0-or-later
// The checklist view offscreen against netlab (a bastion, two nodes, real agents): Run Level on L0 then L1
// turns the ladder green, with figures against thresholds and the evidence viewer's log, JSON and RTT
// chart; with a throughput the lab cannot reach, L1 fails, Run All leaves L2 blocked and Override… opens
// for L1; a dead node excluded with a reason is counted apart.
#include "validation_lab.h"
#include "ssh/connection_hub.h"

#include "ledger/audit_log.h"
#include "ledger/ed25519.h"
#include "ledger/sqlite_ledger_store.h"
#include "main/main_window.h"
#include "services/console.h"
#include "storage/database.h"
#include "validation/checklist_view.h"

#include <QApplication>
#include <QChartView>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace cg;
using namespace cg::validation;
using cg::ui::ChecklistView;

class TestChecklistView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("checklist view tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
        QVERIFY(m_db.open(m_home.filePath(QStringLiteral("cg.sqlite"))).ok());
        m_store = std::make_unique<ledger::SqliteLedgerStore>(m_db);
        m_audit = std::make_unique<ledger::AuditLog>(*m_store);
    }

    void cleanupTestCase()
    {
        m_audit.reset();
        m_store.reset();
        m_db.close();
        m_lab.down();
    }

    // Acceptance 3: L0 then L1 from the view; the ladder turns green.
    void ladderTurnsGreen()
    {
        const auto list = Checklists::parse(test::labChecklist(), QStringLiteral("lab.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        cg::ssh::ConnectionHub hub;
        ValidationEngine engine(hub, &m_db, m_audit.get());
        engine.setChecklist(list.value());
        engine.setTarget(test::labTarget(m_lab));
        ChecklistView view(&engine);
        view.resize(1000, 700);
        view.show();
        QCOMPARE(view.ladder()->topLevelItemCount(), 3);
        QSignalSpy done(&view, &ChecklistView::runFinished);

        for (const char *level : {"L0", "L1"}) {
            view.selectCheck(QString::fromLatin1(level), {});
            QVERIFY(view.runLevelButton()->isEnabled());
            QTest::mouseClick(view.runLevelButton(), Qt::LeftButton);
            QVERIFY(!view.runAllButton()->isEnabled()); // nothing else starts while it runs
            QVERIFY(done.wait(120000));
            QVERIFY2(done.last().first().toBool(),
                     qPrintable(engine.level(QString::fromLatin1(level))->reason));
            QCOMPARE(view.shownStatus(QString::fromLatin1(level)), CheckStatus::Pass);
        }
        for (const LevelResult &l : engine.levels()) {
            if (l.id == QLatin1String("L2"))
                continue;
            for (const CheckResult &c : l.checks) {
                const CheckStatus shown = view.shownStatus(l.id, c.id);
                // The MTU check needs ping or tracepath on the node: where neither is installed it says so.
                QVERIFY2(shown == CheckStatus::Pass || (!c.required && shown == CheckStatus::NotRun),
                         qPrintable(c.id + QLatin1String(": ") + c.reason));
            }
        }
        // Figures against thresholds in the ladder; the evidence viewer for the RTT check.
        view.selectCheck(QStringLiteral("L1"), QStringLiteral("console_rtt"));
        QTreeWidgetItem *rtt = view.ladder()->currentItem();
        QVERIFY(rtt->text(2).contains(QLatin1String("rtt_ms_p99")));
        QVERIFY(rtt->text(2).contains(QLatin1String("<= 400")));
        QVERIFY(view.evidenceLog()->toPlainText().contains(QLatin1String("echoes over the SSH channel")));
        QVERIFY(view.evidenceLog()->toPlainText().contains(QLatin1String("Evidence SHA-256")));
        QVERIFY(view.evidenceJson()->toPlainText().contains(QLatin1String("\"rtt_ms_p50\"")));
        auto *series = qobject_cast<QLineSeries *>(view.evidenceChart()->chart()->series().value(0));
        QVERIFY(series);
        QVERIFY(series->count() > 3);

        // The history holds both runs, newest first, each with what its level came to.
        QCOMPARE(view.history()->rowCount(), 2);
        QCOMPARE(view.history()->item(0, 4)->text(), QStringLiteral("pass")); // L1 in the newest run
        QCOMPARE(view.history()->item(1, 3)->text(), QStringLiteral("pass")); // L0 in the one before

        // The report from the view: PDF and signed JSON.
        const QString pdf = m_home.filePath(QStringLiteral("view.pdf"));
        const Status st = view.writeReport(pdf, ledger::KeySigner::generate().get());
        QVERIFY2(st.ok(), qPrintable(st.error()));
        QVERIFY(QFile(pdf).size() > 0);
        QVERIFY(QFile::exists(m_home.filePath(QStringLiteral("view.json"))));
    }

    // Acceptance 3: gating blocks L2 when L1 fails.
    void gatingBlocksLevelTwo()
    {
        const auto list =
            Checklists::parse(test::labChecklist("1000000000"), QStringLiteral("impossible.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        cg::ssh::ConnectionHub hub;
        ValidationEngine engine(hub, &m_db, m_audit.get());
        engine.setChecklist(list.value());
        validation::ValidationTarget target = test::labTarget(m_lab);
        target.cluster.name = QStringLiteral("lab-impossible");
        engine.setTarget(target);
        ChecklistView view(&engine);
        view.show();
        QSignalSpy done(&view, &ChecklistView::runFinished);
        QTest::mouseClick(view.runAllButton(), Qt::LeftButton);
        QVERIFY(done.wait(150000));
        QCOMPARE(done.last().first().toBool(), false);
        QCOMPARE(view.shownStatus(QStringLiteral("L0")), CheckStatus::Pass);
        QCOMPARE(view.shownStatus(QStringLiteral("L1")), CheckStatus::Fail);
        QCOMPARE(view.shownStatus(QStringLiteral("L1"), QStringLiteral("node_to_node")), CheckStatus::Fail);
        QVERIFY(engine.level(QStringLiteral("L1"))
                    ->checks.at(1)
                    .reason.contains(QLatin1String("throughput_mbps")));
        QCOMPARE(view.shownStatus(QStringLiteral("L2")), CheckStatus::Blocked);
        QCOMPARE(view.shownStatus(QStringLiteral("L2"), QStringLiteral("membw")), CheckStatus::Blocked);
        view.selectCheck(QStringLiteral("L2"), QStringLiteral("membw"));
        QVERIFY(view.ladder()->currentItem()->text(3).contains(QLatin1String("L1 has not passed")));

        // Override… with the blocked L2 selected opens for L1, the level that failed, and says so.
        view.selectCheck(QStringLiteral("L2"), {});
        QCOMPARE(view.overrideTarget(QStringLiteral("L2")), QStringLiteral("L1"));
        QCOMPARE(view.overrideTarget(QStringLiteral("L1")), QStringLiteral("L1"));
        QCOMPARE(view.overrideTarget(QStringLiteral("L0")), QString()); // it passed: nothing to override
        QVERIFY(view.overrideButton()->isEnabled());
        QString title, label;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            title = dialog->windowTitle();
            label = dialog->labelText();
            dialog->setTextValue(QStringLiteral("the lab link is 1 Gbit/s by design"));
            dialog->accept();
        });
        QTest::mouseClick(view.overrideButton(), Qt::LeftButton);
        QCOMPARE(title, QStringLiteral("Override L1"));
        QVERIFY2(label.startsWith(QLatin1String("L1 did not pass (failed: node_to_node).")),
                 qPrintable(label));
        QVERIFY2(label.contains(QLatin1String("Why may the levels above L1 run")), qPrintable(label));
        QCOMPARE(engine.level(QStringLiteral("L1"))->overrideReason,
                 QStringLiteral("the lab link is 1 Gbit/s by design"));
        QVERIFY(engine.level(QStringLiteral("L2"))->overrideReason.isEmpty());
        QCOMPARE(view.overrideTarget(QStringLiteral("L2")), QString());
        QVERIFY(!view.overrideButton()->isEnabled());
    }

    // Issue 18: a dead node excluded from the view (Exclude nodes…, with a reason) is left out of the run;
    // L0 passes on the others and the ladder counts it apart.
    void excludedNodeIsCountedApart()
    {
        const auto list = Checklists::parse(test::labChecklist(), QStringLiteral("lab.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        cg::ssh::ConnectionHub hub;
        ValidationEngine engine(hub, &m_db, m_audit.get());
        engine.setChecklist(list.value());
        validation::ValidationTarget target = test::labTarget(m_lab);
        target.cluster.name = QStringLiteral("lab-dead-node");
        validation::TargetNode dead = target.nodes.last();
        dead.name = QStringLiteral("gpu03");
        dead.plan.target.host = QStringLiteral("198.18.4.250"); // in the node subnet; nothing answers
        target.nodes << dead;
        engine.setTarget(target);
        ChecklistView view(&engine);
        view.show();
        QVERIFY(view.excludeButton()->isEnabled());
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto *nodes = dialog->findChild<QListWidget *>();
            auto *reason = dialog->findChild<QLineEdit *>();
            auto *box = dialog->findChild<QDialogButtonBox *>();
            QVERIFY(nodes && reason && box);
            QCOMPARE(nodes->count(), 3);
            QVERIFY(!box->button(QDialogButtonBox::Ok)->isEnabled());
            nodes->item(2)->setCheckState(Qt::Checked);
            QVERIFY(!box->button(QDialogButtonBox::Ok)->isEnabled()); // a reason is required
            reason->setText(QStringLiteral("dead PSU"));
            QVERIFY(box->button(QDialogButtonBox::Ok)->isEnabled());
            box->button(QDialogButtonBox::Ok)->click();
        });
        QTest::mouseClick(view.excludeButton(), Qt::LeftButton);
        QCOMPARE(engine.excludedNodes(),
                 (QList<NodeNote>{NodeNote{QStringLiteral("gpu03"), QStringLiteral("dead PSU")}}));
        QVERIFY2(view.summary()->text().contains(QLatin1String("Excluded from the runs: gpu03 (dead PSU)")),
                 qPrintable(view.summary()->text()));

        QSignalSpy done(&view, &ChecklistView::runFinished);
        view.selectCheck(QStringLiteral("L0"), {});
        QTest::mouseClick(view.runLevelButton(), Qt::LeftButton);
        QVERIFY(done.wait(120000));
        QVERIFY2(done.last().first().toBool(), qPrintable(engine.level(QStringLiteral("L0"))->reason));
        QCOMPARE(view.shownStatus(QStringLiteral("L0")), CheckStatus::Pass);
        view.selectCheck(QStringLiteral("L0"), {});
        QCOMPARE(view.ladder()->currentItem()->text(3),
                 QStringLiteral("pass, 2 of 3 nodes, 1 excluded: dead PSU"));
        for (const CheckResult &c : engine.level(QStringLiteral("L0"))->checks)
            QCOMPARE(c.excluded.size(), 1);
    }

    // The console opens the checklist from Clusters > Validate….
    void mainWindowOffersValidate()
    {
        qputenv("CLUSTERGATE_HOME", m_home.filePath(QStringLiteral("console")).toUtf8());
        services::Console console;
        ui::MainWindow window(&console);
        QStringList entries;
        for (QAction *menu : window.menuBar()->actions()) {
            if (menu->menu() && menu->text() == QLatin1String("&Clusters")) {
                for (QAction *a : menu->menu()->actions())
                    entries << a->text();
            }
        }
        QVERIFY2(entries.contains(QStringLiteral("&Validate…")),
                 qPrintable(entries.join(QLatin1String(", "))));
    }

private:
    QTemporaryDir m_home;
    test::NetLab m_lab;
    Database m_db;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::AuditLog> m_audit;
};

QTEST_MAIN(TestChecklistView)
#include "tst_checklist_view.moc"
