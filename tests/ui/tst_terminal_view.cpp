// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal widgets offscreen: the view paints the screen model's colours (bold red brightened as xterm
// does, a truecolor background), keys become the bytes a terminal sends, zoom changes the grid, selection
// copies text and paste is bracketed when the remote asked, search scrolls back to a hit; a tab shows the
// disconnected bar and its Reconnect, the broadcast mark on every member and asks before more than eight;
// the player seeks, finds text and clamps its speed.
#include "terminal/asciicast.h"
#include "terminal/broadcast_dialog.h"
#include "terminal/recording_player.h"
#include "terminal/terminal_screen.h"
#include "terminal/terminal_session.h"
#include "terminal/terminal_tab.h"
#include "terminal/terminal_view.h"

#include "ssh/connection_hub.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <QtTest>

using namespace cg::terminal;
using cg::ui::BroadcastDialog;
using cg::ui::BroadcastGroup;
using cg::ui::chooseBroadcast;
using cg::ui::RecordingPlayer;
using cg::ui::TerminalTab;
using cg::ui::TerminalView;

namespace {

// How many pixels of `img` inside `r` have exactly `c`.
int pixelsOf(const QImage &img, const QRect &r, QColor c)
{
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += img.pixelColor(x, y).rgb() == c.rgb();
    return n;
}

} // namespace

class TestTerminalView : public QObject
{
    Q_OBJECT

private slots:
    void paintsColours()
    {
        TerminalScreen s(10, 40);
        TerminalView v;
        v.resize(600, 300);
        v.setScreen(&s);
        s.feed("\x1b[1;31mXXXX\x1b[0m\x1b[48;2;0;128;255m    \x1b[0m");
        v.screenChanged();
        const QImage img = v.grab().toImage();
        const QSize c = v.cellSize();
        const qreal dpr = img.devicePixelRatio();
        const QRect red(0, 0, int(4 * c.width() * dpr), int(c.height() * dpr));
        const QRect blue(int(4 * c.width() * dpr), 0, int(4 * c.width() * dpr), int(c.height() * dpr));
        QVERIFY2(pixelsOf(img, red, QColor(0xff, 0, 0)) > 0, "bold red glyphs are drawn bright red");
        QVERIFY(pixelsOf(img, blue, QColor(0, 128, 255)) > blue.width() * blue.height() / 2);
    }

    // Issue 33: `echo 你好` lost its space on screen. A run of narrow glyphs was drawn as one string at the
    // font's own (fractional) advance while the grid uses whole pixels, so a long run crept right over the
    // cells after it: here 60 glyphs and a space before a wide one; the space's cell stays free of ink at
    // every zoom level, the wide glyph's cells are inked, and nothing of it lands left of its cells.
    void narrowRunsStayOnTheGrid()
    {
        int checked = 0;
        for (int zoom = 0; zoom < 14; ++zoom) {
            TerminalScreen s(4, 80);
            TerminalView v;
            for (int i = 0; i < zoom; ++i)
                v.zoomIn();
            const QSize c = v.cellSize();
            v.resize(82 * c.width() + 40, 6 * c.height());
            v.setScreen(&s);
            s.feed(QByteArray(60, 'M') + " \xe4\xbd\xa0\xe5\xa5\xbd");
            v.screenChanged();
            const QImage img = v.grab().toImage();
            const qreal dpr = img.devicePixelRatio();
            const auto px = [dpr](int x) { return int(x * dpr); };
            const QRect space(px(60 * c.width()), 0, px(c.width()), px(c.height()));
            const QRect wide(px(61 * c.width()), 0, px(4 * c.width()), px(c.height()));
            const int bg = pixelsOf(img, space, QColor(0x1e, 0x1e, 0x1e));
            QVERIFY2(
                bg == space.width() * space.height(),
                qPrintable(QStringLiteral("zoom %1 (%2 pt, cell %3 px): %4 of %5 pixels of the space are ink")
                               .arg(zoom)
                               .arg(v.fontPointSize())
                               .arg(c.width())
                               .arg(space.width() * space.height() - bg)
                               .arg(space.width() * space.height())));
            QVERIFY(pixelsOf(img, wide, QColor(0x1e, 0x1e, 0x1e)) < wide.width() * wide.height());
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void keysBecomeBytes_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("a") << int(Qt::Key_A) << 0 << QStringLiteral("a") << QByteArray("a");
        QTest::newRow("up") << int(Qt::Key_Up) << 0 << QString() << QByteArray("\x1b[A");
        QTest::newRow("ctrl-c") << int(Qt::Key_C) << int(Qt::ControlModifier) << QString()
                                << QByteArray("\x03");
        QTest::newRow("enter") << int(Qt::Key_Return) << 0 << QStringLiteral("\r") << QByteArray("\r");
        QTest::newRow("tab") << int(Qt::Key_Tab) << 0 << QStringLiteral("\t") << QByteArray("\t");
        QTest::newRow("f5") << int(Qt::Key_F5) << 0 << QString() << QByteArray("\x1b[15~");
    }
    void keysBecomeBytes()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(QString, text);
        QFETCH(QByteArray, bytes);
        TerminalScreen s(10, 40);
        TerminalView v;
        v.setScreen(&s);
        QSignalSpy input(&v, &TerminalView::input);
        QKeyEvent e(QEvent::KeyPress, key, Qt::KeyboardModifiers(modifiers), text);
        QApplication::sendEvent(&v, &e);
        QCOMPARE(input.size(), 1);
        QCOMPARE(input.at(0).at(0).toByteArray(), bytes);
    }

    // In a focused terminal the shell's keys beat the window's shortcuts (the workspace has Space for
    // Pause, Ctrl+E Edit Cluster, Ctrl+K the palette, Ctrl+N New Cluster, Delete Delete Cluster): they are
    // typed into the session; Ctrl+Shift combinations stay the window's.
    void shellKeysBeatWindowShortcuts()
    {
        QWidget window;
        TerminalScreen s(10, 40);
        auto *v = new TerminalView(&window);
        v->setScreen(&s);
        int fired = 0;
        const QList<QKeySequence> keys = {QKeySequence(Qt::Key_Space), QKeySequence(Qt::CTRL | Qt::Key_E),
                                          QKeySequence(Qt::CTRL | Qt::Key_K),
                                          QKeySequence(Qt::CTRL | Qt::Key_N), QKeySequence(Qt::Key_Delete)};
        for (const QKeySequence &k : keys) {
            auto *a = new QAction(&window);
            a->setShortcut(k);
            a->setShortcutContext(Qt::WindowShortcut);
            connect(a, &QAction::triggered, this, [&fired] { ++fired; });
            window.addAction(a);
        }
        auto *windowKey = new QAction(&window);
        windowKey->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
        int windowFired = 0;
        connect(windowKey, &QAction::triggered, this, [&windowFired] { ++windowFired; });
        window.addAction(windowKey);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        v->setFocus();
        QTRY_VERIFY(v->hasFocus());
        QSignalSpy input(v, &TerminalView::input);
        QTest::keyClick(v, Qt::Key_Space, Qt::NoModifier);
        QTest::keyClick(v, Qt::Key_E, Qt::ControlModifier);
        QTest::keyClick(v, Qt::Key_K, Qt::ControlModifier);
        QTest::keyClick(v, Qt::Key_N, Qt::ControlModifier);
        QTest::keyClick(v, Qt::Key_Delete, Qt::NoModifier);
        QCOMPARE(fired, 0);
        QByteArray typed;
        for (const auto &args : input)
            typed += args.at(0).toByteArray();
        QCOMPARE(typed, QByteArray(" \x05\x0b\x0e\x1b[3~"));
        QTest::keyClick(v, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(windowFired, 1);
    }

    void zoomChangesTheGrid()
    {
        TerminalScreen s(10, 40);
        TerminalView v;
        v.resize(800, 400);
        v.setScreen(&s);
        const QSize before = v.gridSize();
        const int pt = v.fontPointSize();
        QSignalSpy resized(&v, &TerminalView::gridResized);
        QTest::keyClick(&v, Qt::Key_Equal, Qt::ControlModifier);
        QTest::keyClick(&v, Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(v.fontPointSize(), pt + 2);
        QVERIFY(v.gridSize().width() < before.width());
        QVERIFY(!resized.isEmpty());
        QTest::keyClick(&v, Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(v.fontPointSize(), pt + 1);
    }

    void copyAndBracketedPaste()
    {
        TerminalScreen s(10, 40);
        TerminalView v;
        v.resize(600, 300);
        v.setScreen(&s);
        s.feed("hello world\r\nsecond");
        const QSize c = v.cellSize();
        QTest::mousePress(&v, Qt::LeftButton, {}, QPoint(c.width() / 2, c.height() / 2));
        QTest::mouseMove(&v, QPoint(c.width() * 4 + c.width() / 2, c.height() + c.height() / 2));
        QTest::mouseRelease(&v, Qt::LeftButton, {},
                            QPoint(c.width() * 4 + c.width() / 2, c.height() + c.height() / 2));
        QCOMPARE(v.selectedText(), QStringLiteral("hello world\nsecon"));
        QTest::keyClick(&v, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("hello world\nsecon"));
        QSignalSpy input(&v, &TerminalView::input);
        QTest::keyClick(&v, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(input.takeFirst().at(0).toByteArray(), QByteArray("hello world\rsecon"));
        s.feed("\x1b[?2004h");
        QTest::keyClick(&v, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(input.takeFirst().at(0).toByteArray(), QByteArray("\x1b[200~hello world\rsecon\x1b[201~"));
    }

    void searchScrollsBack()
    {
        TerminalScreen s(10, 40, 1000);
        TerminalView v;
        v.resize(600, 300);
        v.setScreen(&s);
        for (int i = 0; i < 300; ++i)
            s.feed("row " + QByteArray::number(i) + "\r\n");
        v.screenChanged();
        QVERIFY(v.find(QStringLiteral("ROW 42")));
        QVERIFY(v.scrollOffset() > 0);
        QCOMPARE(s.lineText(-v.scrollOffset()), QStringLiteral("row 42"));
        QVERIFY(!v.find(QStringLiteral("absent")));
    }

    void tabBarsAndBroadcast()
    {
        cg::ssh::ConnectionHub hub;
        cg::ssh::ChainPlan plan;
        plan.target.host = QStringLiteral("192.0.2.1");
        plan.target.user = QStringLiteral("root");
        const auto tab = [&] {
            TerminalSessionOptions o;
            o.record = false;
            return new TerminalTab(new TerminalSession(hub, plan, {}, o));
        };
        std::vector<std::unique_ptr<TerminalTab>> tabs;
        for (int i = 0; i < 10; ++i)
            tabs.emplace_back(tab());
        TerminalTab *first = tabs[0].get();
        first->show();
        QVERIFY(!first->disconnectedBarVisible());
        emit first->session()->disconnected(QStringLiteral("connection reset"));
        QVERIFY(first->disconnectedBarVisible());
        QVERIFY(first->findChild<QPushButton *>() != nullptr);
        // A shell that ended by itself (exit) says so too.
        TerminalTab *ended = tabs[1].get();
        ended->show();
        cg::ssh::ExecResult exited;
        exited.exitStatus = 0;
        emit ended->session()->finished(exited);
        QVERIFY(ended->disconnectedBarVisible());
        QVERIFY2(ended->disconnectedBarText().contains(QLatin1String("ended (exit status 0)")),
                 qPrintable(ended->disconnectedBarText()));

        BroadcastGroup group;
        int asked = 0;
        QList<TerminalTab *> all;
        for (auto &t : tabs)
            all << t.get();
        QVERIFY(!group.setMembers(all, [&](int n) {
            asked = n;
            return false;
        }));
        QCOMPARE(asked, 10);
        QVERIFY(group.members().isEmpty());
        QVERIFY(!first->broadcastMarkVisible());
        QVERIFY(group.setMembers(all.mid(0, 3), nullptr)); // eight or fewer: no question
        for (int i = 0; i < 3; ++i)
            QVERIFY(all[i]->broadcastMarkVisible());
        QVERIFY(!all[3]->broadcastMarkVisible());
        QSignalSpy d0(all[0], &TerminalTab::delivered), d2(all[2], &TerminalTab::delivered),
            d3(all[3], &TerminalTab::delivered);
        QKeyEvent e(QEvent::KeyPress, Qt::Key_X, {}, QStringLiteral("x"));
        QApplication::sendEvent(all[1]->view(), &e);
        QCOMPARE(d0.size(), 1);
        QCOMPARE(d2.size(), 1);
        QCOMPARE(d3.size(), 0);
        QCOMPARE(d0.at(0).at(0).toByteArray(), QByteArray("x"));
        // Issue 33: a member whose shell ended (exit) or whose link dropped leaves the group and its mark.
        emit all[2]->session()->finished(exited);
        QVERIFY(!all[2]->broadcastMarkVisible());
        QVERIFY(!all[2]->windowTitle().contains(QLatin1String("BROADCAST")));
        QCOMPARE(group.members(), (QList<TerminalTab *>{all[0], all[1]}));
        emit all[0]->session()->disconnected(QStringLiteral("connection reset"));
        QVERIFY(!all[0]->broadcastMarkVisible());
        QCOMPARE(group.members(), QList<TerminalTab *>{all[1]});
        QApplication::sendEvent(all[1]->view(), &e);
        QCOMPARE(d0.size(), 1);
        QCOMPARE(d2.size(), 1);
        QVERIFY(all[1]->broadcastMarkVisible());
        group.clear();
        QVERIFY(!all[1]->broadcastMarkVisible());
    }

    // Walk 4: after `exit` and Reconnect the new shell has the keys. The Reconnect button (focused by
    // the click) hides when the shell starts; the focus stays in the terminal rather than going on to the
    // next widget in the window (the sidebar, where Return opened the Fleet tab).
    void reconnectKeepsTheTerminalFocused()
    {
        cg::ssh::ConnectionHub hub;
        cg::ssh::ChainPlan plan;
        plan.target.host = QStringLiteral("192.0.2.1");
        plan.target.user = QStringLiteral("root");
        TerminalSessionOptions o;
        o.record = false;
        QWidget window;
        auto *layout = new QHBoxLayout(&window);
        auto *tab = new TerminalTab(new TerminalSession(hub, plan, {}, o), &window);
        layout->addWidget(tab, 1);
        auto *sidebar = new QListWidget(&window);
        sidebar->addItem(QStringLiteral("Fleet"));
        layout->addWidget(sidebar);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        tab->view()->setFocus();
        QTRY_VERIFY(tab->view()->hasFocus());
        cg::ssh::ExecResult exited;
        exited.exitStatus = 0;
        emit tab->session()->finished(exited);
        QVERIFY(tab->disconnectedBarVisible());
        auto *reconnect = tab->findChild<QPushButton *>();
        QVERIFY(reconnect && reconnect->isVisible());
        reconnect->setFocus(Qt::MouseFocusReason); // as the click on it does
        QTRY_VERIFY(reconnect->hasFocus());
        emit tab->session()->started();
        QVERIFY(!tab->disconnectedBarVisible());
        // A line says where the new session begins, below what the old one left.
        bool marked = false;
        for (int row = 0; row < tab->session()->screen()->rows(); ++row)
            marked |=
                tab->session()->screen()->lineText(row).contains(QStringLiteral("new session on 192.0.2.1"));
        QVERIFY(marked);
        QVERIFY2(QApplication::focusWidget() == tab->view(),
                 qPrintable(QApplication::focusWidget()
                                ? QString::fromLatin1(QApplication::focusWidget()->metaObject()->className())
                                : QStringLiteral("nothing")));
        // Shown again after another tab was in front: the terminal takes the keys back.
        tab->hide();
        sidebar->setFocus();
        QTRY_VERIFY(sidebar->hasFocus());
        tab->show();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(tab->view()));
    }

    // A remote sets its terminal title to another node's name and rings the bell: the tab, its title and
    // the broadcast list still name the node it is on, with the remote's title only beside it.
    void remoteTitleNeverReplacesTheNodeName()
    {
        cg::ssh::ConnectionHub hub;
        cg::ssh::ChainPlan plan;
        plan.target.host = QStringLiteral("192.0.2.1");
        plan.target.user = QStringLiteral("root");
        TerminalSessionOptions o;
        o.record = false;
        TerminalTab tab(new TerminalSession(hub, plan, {}, o));
        const QString name = tab.session()->targetName();
        QVERIFY(!name.isEmpty());
        tab.setWindowTitle(QStringLiteral("Terminal — %1").arg(name));
        QSignalSpy titles(&tab, &TerminalTab::titleChanged);
        tab.session()->screen()->feed("\x1b]2;gpu-99 (prod)\x07");
        emit tab.session()->screenChanged();
        QCOMPARE(titles.size(), 1);
        QVERIFY2(tab.title().startsWith(name) && tab.title().contains(QLatin1String("gpu-99 (prod)")),
                 qPrintable(tab.title()));
        QCOMPARE(titles.at(0).at(0).toString(), tab.title());
        emit tab.view()->bell();
        QVERIFY2(tab.windowTitle().contains(name), qPrintable(tab.windowTitle()));
        QVERIFY(tab.windowTitle().startsWith(QStringLiteral("🔔 ")));
        BroadcastGroup group;
        QVERIFY(group.setMembers({&tab}, nullptr));
        QVERIFY2(tab.windowTitle().startsWith(QStringLiteral("[BROADCAST] 🔔 Terminal — ") + name),
                 qPrintable(tab.windowTitle()));
        QKeyEvent e(QEvent::KeyPress, Qt::Key_X, {}, QStringLiteral("x"));
        QApplication::sendEvent(tab.view(), &e);
        QCOMPARE(tab.windowTitle(), QStringLiteral("[BROADCAST] Terminal — ") + name);
        group.clear();
        QCOMPARE(tab.windowTitle(), QStringLiteral("Terminal — ") + name);
        // A very long remote title is cut: the name stays in sight.
        tab.session()->screen()->feed("\x1b]2;" + QByteArray(500, 'x') + "\x07");
        QVERIFY(tab.title().size() <= name.size() + TerminalTab::kMaxRemoteTitle + 8);
    }

    // Broadcast Input…: the person ticks the terminals; more than eight asks first; every receiving tab
    // carries the mark in its title too, and loses it when it leaves the set.
    void broadcastChosenInTheDialog()
    {
        cg::ssh::ConnectionHub hub;
        cg::ssh::ChainPlan plan;
        plan.target.host = QStringLiteral("192.0.2.1");
        plan.target.user = QStringLiteral("root");
        std::vector<std::unique_ptr<TerminalTab>> tabs;
        QList<TerminalTab *> all;
        for (int i = 0; i < 10; ++i) {
            TerminalSessionOptions o;
            o.record = false;
            tabs.emplace_back(new TerminalTab(new TerminalSession(hub, plan, {}, o)));
            tabs.back()->setWindowTitle(QStringLiteral("gpu-%1").arg(i, 2, 10, QLatin1Char('0')));
            all << tabs.back().get();
        }
        BroadcastGroup group;
        // In the dialog: `pick` ticks what it wants, then OK.
        const auto answer = [](const std::function<void(BroadcastDialog *)> &pick) {
            QTimer::singleShot(0, [pick] {
                auto *d = qobject_cast<BroadcastDialog *>(QApplication::activeModalWidget());
                if (!d)
                    return;
                pick(d);
                d->accept();
            });
        };
        int asked = 0;
        answer([](BroadcastDialog *d) {
            QCOMPARE(d->list()->count(), 10);
            QCOMPARE(d->list()->item(3)->text(), QStringLiteral("gpu-03"));
            d->setAll(true);
        });
        QVERIFY(!chooseBroadcast(nullptr, all, &group, [&](int n) {
            asked = n;
            return false; // the person says no
        }));
        QCOMPARE(asked, 10);
        QVERIFY(group.members().isEmpty());
        answer([](BroadcastDialog *d) { d->setAll(true); });
        asked = 0;
        QVERIFY(chooseBroadcast(nullptr, all, &group, [&](int n) {
            asked = n;
            return true;
        }));
        QCOMPARE(asked, 10);
        QCOMPARE(group.members().size(), 10);
        for (TerminalTab *t : all) {
            QVERIFY(t->broadcastMarkVisible());
            QVERIFY2(t->windowTitle().startsWith(QStringLiteral("[BROADCAST] gpu-")),
                     qPrintable(t->windowTitle()));
        }
        // Three: no question; the dialog starts from the current set.
        answer([](BroadcastDialog *d) {
            QCOMPARE(d->chosen().size(), 10);
            d->setAll(false);
            for (int i : {1, 4, 7})
                d->list()->item(i)->setCheckState(Qt::Checked);
        });
        asked = 0;
        QVERIFY(chooseBroadcast(nullptr, all, &group, [&](int n) {
            asked = n;
            return true;
        }));
        QCOMPARE(asked, 0);
        QCOMPARE(group.members(), (QList<TerminalTab *>{all[1], all[4], all[7]}));
        QCOMPARE(all[0]->windowTitle(), QStringLiteral("gpu-00"));
        QVERIFY(!all[0]->broadcastMarkVisible());
        QCOMPARE(all[4]->windowTitle(), QStringLiteral("[BROADCAST] gpu-04"));
        QSignalSpy d1(all[1], &TerminalTab::delivered), d2(all[2], &TerminalTab::delivered),
            d7(all[7], &TerminalTab::delivered);
        QKeyEvent e(QEvent::KeyPress, Qt::Key_Y, {}, QStringLiteral("y"));
        QApplication::sendEvent(all[4]->view(), &e);
        QCOMPARE(d1.size(), 1);
        QCOMPARE(d7.size(), 1);
        QCOMPARE(d2.size(), 0);
        // Cancel changes nothing.
        QTimer::singleShot(0, [] {
            if (auto *d = qobject_cast<BroadcastDialog *>(QApplication::activeModalWidget()))
                d->reject();
        });
        QVERIFY(!chooseBroadcast(nullptr, all, &group));
        QCOMPARE(group.members().size(), 3);
        group.clear();
        QCOMPARE(all[4]->windowTitle(), QStringLiteral("gpu-04"));
    }

    void playerSeeksAndFinds()
    {
        Asciicast cast;
        cast.header.width = 40;
        cast.header.height = 5;
        cast.events = {{0.5, 'o', QStringLiteral("first\r\n")},
                       {1.0, 'm', QStringLiteral("mark")},
                       {2.0, 'o', QStringLiteral("second\r\n")},
                       {3.0, 'r', QStringLiteral("50x6")},
                       {4.0, 'o', QStringLiteral("third\r\n")}};
        RecordingPlayer player;
        QVERIFY(player.load(cast).ok());
        player.seek(2.5);
        QCOMPARE(player.screen()->lineText(0), QStringLiteral("first"));
        QCOMPARE(player.screen()->lineText(1), QStringLiteral("second"));
        QCOMPARE(player.screen()->lineText(2), QString());
        player.seek(1.0); // backwards: replayed from the start
        QCOMPARE(player.screen()->lineText(1), QString());
        QCOMPARE(player.find(QStringLiteral("THIRD")), 4.0);
        QCOMPARE(player.screen()->cols(), 50);
        QCOMPARE(player.screen()->lineText(2), QStringLiteral("third"));
        QCOMPARE(player.find(QStringLiteral("nowhere")), -1.0);
        player.setSpeed(50);
        QCOMPARE(player.speed(), 20);
        player.setSpeed(0);
        QCOMPARE(player.speed(), 1);
        player.seek(0);
        player.setSpeed(20);
        player.play();
        QTRY_VERIFY_WITH_TIMEOUT(!player.isPlaying(), 5000);
        QCOMPARE(player.position(), 4.0);

        // An event at time 0 (written in the session's first millisecond) is found from the start, and
        // finding again goes on to the next hit instead of stopping at the same one.
        Asciicast early;
        early.header.width = 40;
        early.header.height = 5;
        early.events = {{0.0, 'o', QStringLiteral("red one\r\n")},
                        {0.0, 'o', QStringLiteral("red two\r\n")},
                        {1.5, 'o', QStringLiteral("red three\r\n")}};
        RecordingPlayer replay;
        QVERIFY(replay.load(early).ok());
        replay.seek(0);
        QCOMPARE(replay.find(QStringLiteral("red")), 0.0);
        QCOMPARE(replay.find(QStringLiteral("red")), 0.0); // the second event, at the same time
        QCOMPARE(replay.find(QStringLiteral("red")), 1.5);
        QCOMPARE(replay.find(QStringLiteral("red")), -1.0);
    }
};

QTEST_MAIN(TestTerminalView)
#include "tst_terminal_view.moc"
