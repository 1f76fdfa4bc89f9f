// SPDX-License-Identifier: GPL-3.0-or-later
// The Live controls (Pause, Last, Zoom) show only above views with charts (issue 33), and nothing below them
// moves when they come and go: the workspace's tab bar keeps its place between a view with charts (Clusters)
// and views without (Audit, Alerts, Planning). Walk 3 #9 / walk 4 #13: the tab bar jumped 39 px and clicks
// meant for one tab hit another. The controls sit in the menu bar's corner: no row of their own.
#include "charts/chart_panel.h"
#include "main/main_window.h"
#include "services/console.h"
#include "workspace/workspace.h"

#include <QApplication>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;

class TestLiveToolBar : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
    }

    void tabBarStaysWhereItIs()
    {
        Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        MainWindow window(&console);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *toolbar = window.findChild<QToolBar *>(QStringLiteral("LiveToolBar"));
        QVERIFY(toolbar);
        QTabBar *bar = window.workspace()->tabs()->tabBar();
        const auto barY = [&] { return bar->mapTo(&window, QPoint(0, 0)).y(); };
        const auto show = [&](const QString &key) {
            if (!window.navigate(key))
                return false;
            QApplication::processEvents();
            QTest::qWait(100);
            return true;
        };
        QVERIFY(show(QStringLiteral("clusters")));
        QWidget *clusters = window.workspace()->view(QStringLiteral("clusters"));
        QVERIFY(clusters && !clusters->findChildren<ChartPanel *>().isEmpty());
        QTRY_VERIFY(toolbar->isVisible());
        const int withCharts = barY();
        for (const QString &key :
             {QStringLiteral("audit"), QStringLiteral("clusters"), QStringLiteral("alerts"),
              QStringLiteral("planning"), QStringLiteral("clusters")}) {
            QVERIFY2(show(key), qPrintable(key));
            QWidget *view = window.workspace()->view(key);
            QVERIFY(view);
            const bool charts = !view->findChildren<ChartPanel *>().isEmpty();
            QTRY_COMPARE(toolbar->isVisible(), charts);
            QVERIFY2(barY() == withCharts, qPrintable(QStringLiteral("%1: the tab bar moved from y %2 to %3")
                                                          .arg(key)
                                                          .arg(withCharts)
                                                          .arg(barY())));
        }
    }
};

QTEST_MAIN(TestLiveToolBar)
#include "tst_live_toolbar.moc"
