// SPDX-License-Identifier: GPL-3.0-or-later
// One Compliance area, offscreen in the real main window over a real profile: Request Export (from a job or
// a push the compliance gate refused) opens as a page of the Compliance area, not as a top-level tab of its
// own, with its destination the saved cluster and the country that cluster's region; asked again for the
// same datasets it shows the same page; it closes with its page's tab, while the four desk pages do not
// close.
#include "ledger/ledger.h"
#include "ledger/request_dialog.h"
#include "main/main_window.h"
#include "services/console.h"
#include "workspace/workspace.h"

#include <QComboBox>
#include <QLineEdit>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ui;

class TestComplianceArea : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qputenv("LD_LIBRARY_PATH", CLUSTERGATE_FAKE_NVML_DIR);
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
    }

    void requestExportIsAPageOfTheComplianceArea()
    {
        services::Console console;
        console.open();
        ClusterRecord sg;
        sg.name = QStringLiteral("sg-h200");
        sg.region = QStringLiteral("SG");
        const auto clusterId = console.inventory().addCluster(sg);
        QVERIFY2(clusterId.ok(), qPrintable(clusterId.error()));
        MainWindow window(&console);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Workspace *ws = window.workspace();
        const qsizetype topTabs = ws->tabs()->count();
        const bool complianceOpen = ws->openKeys().contains(QStringLiteral("compliance"));

        window.openExportRequest({QStringLiteral("clicks")}, clusterId.value(), QStringLiteral("job triage"));
        QCOMPARE(ws->currentKey(), QStringLiteral("compliance"));
        QVERIFY(!ws->view(QStringLiteral("request-export:clicks")));       // not a top-level tab of its own
        QCOMPARE(ws->tabs()->count(), topTabs + (complianceOpen ? 0 : 1)); // at most the Compliance tab
        QCOMPARE(ws->openKeys().count(QStringLiteral("compliance")), 1);
        auto *tabs = qobject_cast<QTabWidget *>(ws->view(QStringLiteral("compliance")));
        QVERIFY(tabs);
        QCOMPARE(tabs->objectName(), QStringLiteral("ComplianceTabs"));
        QCOMPARE(tabs->count(), 5);
        auto *request = qobject_cast<RequestDialog *>(tabs->currentWidget());
        QVERIFY(request);
        QTRY_VERIFY(request->isVisible());
        QCOMPARE(request->property("complianceView").toString(), QStringLiteral("request-export:clicks"));
        QCOMPARE(request->datasetsEdit()->text(), QStringLiteral("clicks"));
        // The destination is the saved cluster, the country its region.
        QCOMPARE(request->destinationBox()->currentData().toString(), QStringLiteral("sg-h200"));
        QCOMPARE(request->destinationBox()->currentText(), QStringLiteral("sg-h200 (SG)"));
        QCOMPARE(request->countryEdit()->text(), QStringLiteral("SG"));
        QVERIFY(request->countryEdit()->isReadOnly());

        // Asked again for the same datasets: the same page, in front.
        tabs->setCurrentIndex(0);
        window.openExportRequest({QStringLiteral("clicks")}, clusterId.value(), QStringLiteral("job triage"));
        QCOMPARE(tabs->count(), 5);
        QCOMPARE(tabs->currentWidget(), request);

        // The desk pages have no close button and ignore a close request; the request page closes.
        const auto closeButton = [tabs](int i) {
            return tabs->tabBar()->tabButton(i, QTabBar::LeftSide)
                       ? tabs->tabBar()->tabButton(i, QTabBar::LeftSide)
                       : tabs->tabBar()->tabButton(i, QTabBar::RightSide);
        };
        for (int i = 0; i < 4; ++i)
            QVERIFY2(!closeButton(i), qPrintable(tabs->tabText(i)));
        QVERIFY(closeButton(4));
        emit tabs->tabCloseRequested(0);
        QCOMPARE(tabs->count(), 5);
        QPointer<RequestDialog> gone = request;
        emit tabs->tabCloseRequested(tabs->indexOf(request));
        QCOMPARE(tabs->count(), 4);
        QTRY_VERIFY(!gone);
        QCOMPARE(ws->currentKey(), QStringLiteral("compliance"));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestComplianceArea)
#include "tst_compliance_area.moc"
