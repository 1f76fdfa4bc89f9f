// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's saved geometry after a change of screen, on a real X screen of 1280x720
// (run_on_screen.sh): a profile saved maximized on a 1920x1080 screen (which QWidget::restoreGeometry()
// refuses: the screen is over 25 % narrower) comes back maximized and on the screen, with no word in the
// status bar; a window saved larger than this screen comes back fitted to it; only a geometry that does not
// read is reported.
#include "common/paths.h"
#include "main/main_window.h"
#include "services/console.h"
#include "services/task_list.h"

#include <QDataStream>
#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;

namespace {

// What QWidget::saveGeometry() (format 3.0) writes for a window on a screen `screenWidth` wide.
QByteArray savedGeometry(const QRect &normal, bool maximized, int screenWidth, const QRect &current)
{
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_4_0);
    s << quint32(0x1D9D0CB) << quint16(3) << quint16(0);
    s << current.adjusted(0, -30, 0, 0) << normal << qint32(0) << quint8(maximized ? 1 : 0) << quint8(0)
      << qint32(screenWidth) << current;
    return out;
}

} // namespace

class TestWindowRestore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        const QScreen *screen = QGuiApplication::primaryScreen();
        QVERIFY(screen);
        // The case the test is about: a screen narrower than 1920 / 1.25.
        QVERIFY2(screen->geometry().width() < 1536, qPrintable(QString::number(screen->geometry().width())));
    }

    void restored_data()
    {
        QTest::addColumn<QByteArray>("geometry");
        QTest::addColumn<bool>("maximized");
        QTest::newRow("maximized at 1920x1080")
            << savedGeometry(QRect(360, 140, 1200, 800), true, 1920, QRect(0, 30, 1920, 1050)) << true;
        QTest::newRow("1800x1000 at 1920x1080")
            << savedGeometry(QRect(60, 40, 1800, 1000), false, 1920, QRect(60, 40, 1800, 1000)) << false;
    }

    // Saved on a larger screen: the window fits this one, maximized if it was, and nothing is said.
    void restored()
    {
        QFETCH(QByteArray, geometry);
        QFETCH(bool, maximized);
        save(geometry);
        Console console;
        console.open();
        MainWindow window(&console);
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.isEmpty(), qPrintable(message));
        QCOMPARE(window.isMaximized(), maximized);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect avail = window.screen()->availableGeometry();
        QTRY_VERIFY2(avail.contains(window.geometry()), qPrintable(QStringLiteral("%1,%2 %3x%4 outside %5x%6")
                                                                       .arg(window.x())
                                                                       .arg(window.y())
                                                                       .arg(window.width())
                                                                       .arg(window.height())
                                                                       .arg(avail.width())
                                                                       .arg(avail.height())));
        if (!maximized) // the saved size, as far as the screen allows
            QVERIFY2(window.width() >= avail.width() * 9 / 10, qPrintable(QString::number(window.width())));
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
    }

    // A geometry that does not read is still reported, and the window gets the default size.
    void unreadableIsReported()
    {
        QByteArray bad = savedGeometry(QRect(0, 0, 800, 600), false, 1280, QRect(0, 0, 800, 600));
        bad[0] = 'x';
        save(bad);
        Console console;
        console.open();
        MainWindow window(&console);
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.contains(MainWindow::tr("the window geometry is unreadable")), qPrintable(message));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.screen()->availableGeometry().contains(window.geometry()));
    }

    // Walk 5: the Tasks panel opened itself on every start (the telemetry resumed is a task), taking a
    // quarter of a 720-pixel screen. Closed by the person, it stays closed, after a restart too: a new task
    // raises the status bar's Tasks button instead, and the button opens it.
    void tasksPanelStaysClosed()
    {
        {
            QSettings s = paths::settings();
            s.clear();
            s.setValue(QStringLiteral("workspace/version"), 1);
            s.sync();
        }
        Console console;
        console.open();
        {
            MainWindow window(&console);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *dock = window.findChild<QDockWidget *>(QStringLiteral("TasksDock"));
            QVERIFY(dock);
            const quint64 first = window.tasks()->start(TaskKind::Check, QStringLiteral("first"));
            QTRY_VERIFY(dock->isVisible()); // never closed: a new task opens it
            window.tasks()->finish(first, true);
            QVERIFY(dock->close()); // its own close button
            QVERIFY(!dock->isVisible());
            const quint64 second = window.tasks()->start(TaskKind::Check, QStringLiteral("second"));
            QCoreApplication::processEvents();
            QVERIFY(!dock->isVisible());
            auto *button = window.findChild<QToolButton *>(QStringLiteral("TasksButton"));
            QVERIFY(button);
            QVERIFY(!button->autoRaise()); // stands out until the panel is opened
            window.tasks()->finish(second, true);
            window.close(); // saves the window state
        }
        MainWindow window(&console); // the next start
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("TasksDock"));
        auto *button = window.findChild<QToolButton *>(QStringLiteral("TasksButton"));
        QVERIFY(dock && button);
        QVERIFY(!dock->isVisible());
        const quint64 third = window.tasks()->start(TaskKind::Check, QStringLiteral("third"));
        QCoreApplication::processEvents();
        QVERIFY(!dock->isVisible());
        QTest::mouseClick(button, Qt::LeftButton); // the person opens it again
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(button->autoRaise());
        window.tasks()->finish(third, true);
        window.close();
        QVERIFY(!paths::settings().value(QStringLiteral("window/tasks_closed")).toBool());
    }

private:
    static void save(const QByteArray &geometry)
    {
        QSettings s = paths::settings();
        s.clear();
        s.setValue(QStringLiteral("workspace/version"), 1);
        s.setValue(QStringLiteral("window/geometry"), geometry);
        s.sync();
    }

    QTemporaryDir m_home;
};

QTEST_MAIN(TestWindowRestore)
#include "tst_window_restore.moc"
