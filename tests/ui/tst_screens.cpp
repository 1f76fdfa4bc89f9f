// SPDX-License-Identifier: GPL-3.0-or-later
// The console on real screens: the maximised main window on the screen it gets (run under
// tests/ui/run_on_screen.sh: Xvfb at 1280x720, 1366x768 with QT_SCALE_FACTOR=1.25, 3840x2160 with scale 2,
// openbox as the window manager), in the language CLUSTERGATE_TEST_LANG names (en, zh_CN). Every view
// opens in turn; with each one the status bar, its Alerts indicator, the task panel and the view's main
// controls must lie on the screen, and no view may change the window's size. A status-bar message is
// never drawn under another widget; no key is bound to two actions in any view; the heatmap's cells fit
// the space; "This machine" is the Overview's first card, live. With
// CLUSTERGATE_SCREENSHOT_DIR set, a picture of the screen is kept per view.
#include "agent/fleet_store.h"
#include "charts/chart_panel.h"
#include "common/paths.h"
#include "fleet/fleet_heatmap.h"
#include "fleet/fleet_view.h"
#include "main/main_window.h"
#include "planning/cost_view.h"
#include "protocol/messages.h"
#include "services/cluster_accounting.h"
#include "services/console.h"
#include "terminal/recording_player.h"
#include "workspace/icons.h"
#include "workspace/overview_view.h"
#include "workspace/workspace.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>

#include <memory>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;

namespace {

QStringList g_warnings;
QtMessageHandler g_previous = nullptr;

void collectWarnings(QtMsgType type, const QMessageLogContext &context, const QString &msg)
{
    if (type == QtWarningMsg)
        g_warnings << msg;
    if (g_previous)
        g_previous(type, context, msg);
}

QString describe(const QWidget *w)
{
    QString text;
    if (const auto *b = qobject_cast<const QAbstractButton *>(w))
        text = b->text();
    return QStringLiteral("%1 '%2' %3")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(), text);
}

// The part of `w` a person can see: its rectangle in global coordinates clipped by every scroll area
// (and the window) it is inside.
QRect visibleGlobalRect(const QWidget *w)
{
    QRect r(w->mapToGlobal(QPoint(0, 0)), w->size());
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(p))
            r &= QRect(area->viewport()->mapToGlobal(QPoint(0, 0)), area->viewport()->size());
        if (p->isWindow())
            r &= QRect(p->mapToGlobal(QPoint(0, 0)), p->size());
    }
    return r;
}

// The part of `w` a person can see inside `top`: clipped by every widget it is inside (a child is drawn only
// within its parent), less what a visible sibling of it or of one of its parents up to `top` covers (a
// layout squeezed below its minimum lays widgets over each other).
QRect visibleGlobalRect(const QWidget *w, const QWidget *top)
{
    QRect r(w->mapToGlobal(QPoint(0, 0)), w->size());
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        r &= QRect(p->mapToGlobal(QPoint(0, 0)), p->size()); // a scroll area's viewport among them
    for (const QWidget *c = w; c && c != top; c = c->parentWidget()) {
        const QWidget *p = c->parentWidget();
        if (!p)
            break;
        for (const QWidget *s : p->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (s == c || !s->isVisible() || s->isWindow())
                continue;
            const QRect other(s->mapToGlobal(QPoint(0, 0)), s->size());
            if (!other.intersects(r))
                continue;
            // What is left of r beside the other widget: the larger band above or below it.
            const QRect above(r.left(), r.top(), r.width(), std::max(0, other.top() - r.top()));
            const QRect below(r.left(), other.bottom() + 1, r.width(),
                              std::max(0, r.bottom() - other.bottom()));
            if (other.left() <= r.left() && other.right() >= r.right())
                r = above.height() >= below.height() ? above : below;
        }
    }
    return r;
}

bool insideItemView(const QWidget *w, const QWidget *view)
{
    for (const QWidget *p = w->parentWidget(); p && p != view; p = p->parentWidget()) {
        if (qobject_cast<const QAbstractItemView *>(p))
            return true; // an editor or a cell's widget: part of the table, which scrolls
    }
    return false;
}

} // namespace

class TestScreens : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        m_lang = qEnvironmentVariable("CLUSTERGATE_TEST_LANG", QStringLiteral("en"));
        QLocale::setDefault(QLocale(m_lang));
        QVERIFY2(
            m_translator.load(QStringLiteral("clustergate_") + m_lang, QStringLiteral(CLUSTERGATE_QM_DIR)),
            CLUSTERGATE_QM_DIR);
        QCoreApplication::installTranslator(&m_translator);
        m_shots = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR");
        const QScreen *screen = QGuiApplication::primaryScreen();
        QVERIFY(screen);
        m_tag = QStringLiteral("%1x%2@%3-%4")
                    .arg(qRound(screen->geometry().width() * screen->devicePixelRatio()))
                    .arg(qRound(screen->geometry().height() * screen->devicePixelRatio()))
                    .arg(screen->devicePixelRatio())
                    .arg(m_lang);
        qInfo("screen %s: %d x %d logical, available %d x %d, platform %s", qPrintable(m_tag),
              screen->geometry().width(), screen->geometry().height(), screen->availableGeometry().width(),
              screen->availableGeometry().height(), qPrintable(QGuiApplication::platformName()));
        g_previous = qInstallMessageHandler(collectWarnings);
    }

    void cleanupTestCase() { qInstallMessageHandler(g_previous); }

    // Maximised, every view in turn: the window keeps its size, and what matters is on the screen.
    void everyViewFitsTheScreen()
    {
        Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        addCluster(console, QStringLiteral("sg-h200"), QStringLiteral("ap-southeast-1"), 16);
        addCluster(console, QStringLiteral("lab-otp"), QStringLiteral("eu-central-1"), 3);
        console.localAgent().setIntervalMs(500);
        console.localAgent().start();
        MainWindow window(&console);
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect avail = window.screen()->availableGeometry();
        // The window manager maximises asynchronously: wait until the window has taken the screen.
        QTRY_VERIFY_WITH_TIMEOUT(window.isMaximized() && window.frameGeometry().width() >= avail.width() - 16,
                                 5000);
        QTest::qWait(300);
        const QSize size = window.size();
        QVERIFY2(window.frameGeometry().width() <= avail.width() + 2 &&
                     window.frameGeometry().height() <= avail.height() + 2,
                 qPrintable(QStringLiteral("maximised window %1 x %2 (frame %3 x %4) on %5 x %6")
                                .arg(size.width())
                                .arg(size.height())
                                .arg(window.frameGeometry().width())
                                .arg(window.frameGeometry().height())
                                .arg(avail.width())
                                .arg(avail.height())));

        // The task panel is part of the layout (it opens with every long operation).
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("TasksDock"));
        QVERIFY(dock);
        dock->show();

        Workspace *ws = window.workspace();
        QStringList keys = ws->navigationKeys();
        keys << QStringLiteral("transfers") << QStringLiteral("overview");
        QStringList failures;
        int subViews = 0;
        for (const QString &key : std::as_const(keys)) {
            QVERIFY2(window.navigate(key), qPrintable(key));
            QTest::qWait(key == QLatin1String("overview") ? 1500 : 400);
            QApplication::processEvents();
            const QString where = m_tag + QLatin1Char(' ') + key;
            if (window.size() != size)
                failures << QStringLiteral("%1: the window changed size from %2 x %3 to %4 x %5")
                                .arg(where)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(window.width())
                                .arg(window.height());
            checkOnScreen(window.statusBar(), where + QStringLiteral(" status bar"), avail, &failures);
            checkOnScreen(window.findChild<QWidget *>(QStringLiteral("AlertsButton")),
                          where + QStringLiteral(" Alerts indicator"), avail, &failures);
            checkOnScreen(dock, where + QStringLiteral(" task panel"), avail, &failures);
            QWidget *view = ws->view(key);
            if (!view) {
                failures << where + QStringLiteral(": no view");
                continue;
            }
            checkControls(view, where, avail, &failures);
            checkHeaders(view, where, &failures);
            checkWidth(view, where, &failures);
            // An area's sub-views (Compliance: review, datasets, destruction, thresholds; Planning: planner,
            // cost, cluster choice, ...), each in turn.
            QList<QTabWidget *> areas = view->findChildren<QTabWidget *>();
            if (auto *self = qobject_cast<QTabWidget *>(view))
                areas.prepend(self);
            for (QTabWidget *sub : std::as_const(areas)) {
                for (int i = 0; i < sub->count() && sub->isVisible(); ++i) {
                    sub->setCurrentIndex(i);
                    QTest::qWait(250);
                    const QString subWhere = where + QLatin1Char('/') + sub->tabText(i);
                    ++subViews;
                    if (window.size() != size)
                        failures << QStringLiteral("%1: the window changed size to %2 x %3")
                                        .arg(subWhere)
                                        .arg(window.width())
                                        .arg(window.height());
                    checkFormInSight(sub, sub->widget(i), subWhere, &failures);
                    checkControls(sub->widget(i), subWhere, avail, &failures);
                    checkHeaders(sub->widget(i), subWhere, &failures);
                    checkWidth(view, subWhere, &failures);
                    // An area's sub-views (not the tabs inside a view) each get a picture of their own.
                    QString page = sub->widget(i)->property("planningView").toString();
                    if (page.isEmpty())
                        page = sub->widget(i)->property("complianceView").toString();
                    if (!page.isEmpty()) {
                        for (QWidget *p = sub; p; p = p->parentWidget()) {
                            if (auto *scroll = qobject_cast<QScrollArea *>(p))
                                scroll->verticalScrollBar()->setValue(0); // as it opens
                        }
                        QApplication::processEvents();
                        screenshot(window, key + QLatin1Char('-') + page);
                    }
                }
                sub->setCurrentIndex(0);
            }
            // The Live toolbar (Pause, Last, Zoom) only above views with charts.
            auto *toolbar = window.findChild<QToolBar *>(QStringLiteral("LiveToolBar"));
            const bool charts = !view->findChildren<ChartPanel *>().isEmpty();
            if (toolbar && toolbar->isVisible() != charts)
                failures << QStringLiteral("%1: the Live toolbar is %2 above a view %3 charts")
                                .arg(where,
                                     toolbar->isVisible() ? QStringLiteral("shown")
                                                          : QStringLiteral("hidden"),
                                     charts ? QStringLiteral("with") : QStringLiteral("without"));
            screenshot(window, key);
        }
        qInfo("%d views and %d sub-views checked", int(keys.size()), subViews);
        // A recording's player of a wide terminal (240 x 60) opens as a tab: it scrolls, the window stays.
        {
            QFile cast(m_home.filePath(QStringLiteral("wide.cast")));
            QVERIFY(cast.open(QIODevice::WriteOnly));
            cast.write("{\"version\": 2, \"width\": 240, \"height\": 60, \"timestamp\": 1764500000}\n");
            cast.write("[0.1, \"o\", \"nvidia-smi -q -d PERFORMANCE\\r\\n\"]\n");
            cast.close();
            auto *player = new RecordingPlayer;
            const cg::Status loaded = player->load(cast.fileName());
            QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
            window.openTab(player, QStringLiteral("Recording"), QStringLiteral("recording:1"));
            QTest::qWait(300);
            if (window.size() != size)
                failures << QStringLiteral("%1 recording player: the window changed size to %2 x %3")
                                .arg(m_tag)
                                .arg(window.width())
                                .arg(window.height());
            screenshot(window, QStringLiteral("recording"));
            ws->closeView(QStringLiteral("recording:1"));
        }
        // Back to the first view: whatever was opened, the window is as wide as it was.
        window.navigate(QStringLiteral("overview"));
        QTest::qWait(200);
        if (window.size() != size)
            failures << QStringLiteral("%1: after every view the window is %2 x %3, not %4 x %5")
                            .arg(m_tag)
                            .arg(window.width())
                            .arg(window.height())
                            .arg(size.width())
                            .arg(size.height());
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // The first start (no saved layout) opens a window that fits the screen, status bar included.
    void firstStartFitsTheScreen()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QByteArray previous = qgetenv("CLUSTERGATE_HOME");
        qputenv("CLUSTERGATE_HOME", home.path().toUtf8());
        {
            Console console;
            console.open();
            MainWindow window(&console);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTest::qWait(300);
            const QRect avail = window.screen()->availableGeometry();
            QStringList failures;
            checkOnScreen(&window, m_tag + QStringLiteral(" the window at first start"), avail, &failures);
            checkOnScreen(window.statusBar(), m_tag + QStringLiteral(" its status bar"), avail, &failures);
            // A large screen is used: four fifths of it (1200x800 in a 1920x1080 field was mostly grey).
            if (window.frameGeometry().width() < avail.width() * 3 / 4 ||
                window.frameGeometry().height() < avail.height() * 3 / 4)
                failures << QStringLiteral("%1 the window at first start is %2 x %3 on a %4 x %5 screen")
                                .arg(m_tag)
                                .arg(window.frameGeometry().width())
                                .arg(window.frameGeometry().height())
                                .arg(avail.width())
                                .arg(avail.height());
            QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        }
        qputenv("CLUSTERGATE_HOME", previous);
    }

    // "This machine" is the Overview's first card, live from the start; the cards fill the width.
    void overviewShowsThisMachineFirst()
    {
        Console console;
        console.open();
        addCluster(console, QStringLiteral("sg-h200"), QStringLiteral("ap-southeast-1"), 16);
        console.localAgent().setIntervalMs(500);
        console.localAgent().start();
        MainWindow window(&console);
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.navigate(QStringLiteral("overview"));
        OverviewView *overview = window.overview();
        QVERIFY(!overview->showsEmptyState());
        QVERIFY(!overview->cards().isEmpty());
        ClusterCardWidget *first = overview->cards().first();
        QCOMPARE(first->clusterId(), qint64(0));
        QCOMPARE(first->accessibleName(), MainWindow::tr("This machine"));
        QTRY_VERIFY_WITH_TIMEOUT(first->utilizationPoints() >= 2, 10000);
        // The cards take the view's width: the last column ends near the right edge.
        QTest::qWait(300);
        int right = 0;
        for (ClusterCardWidget *c : overview->cards())
            right = std::max(right, c->mapTo(overview, QPoint(c->width(), 0)).x());
        QVERIFY2(right >= overview->width() - 48,
                 qPrintable(QStringLiteral("cards end at %1 of %2").arg(right).arg(overview->width())));
    }

    // Planning > Cost with the Tasks panel open, after a read's failure sentence: each of its three tables
    // shows its column titles and at least two rows, whole and not under the chart (walk 6: at 1280x720 in
    // zh_CN the chart and the tables were squeezed below their minimums and the titles hidden).
    void costTablesShowTheirTitlesWithTheTaskPanel()
    {
        Console console;
        console.open();
        addCluster(console, QStringLiteral("sg-h200"), QStringLiteral("ap-southeast-1"), 16);
        MainWindow window(&console);
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect avail = window.screen()->availableGeometry();
        QTRY_VERIFY_WITH_TIMEOUT(window.isMaximized() && window.frameGeometry().width() >= avail.width() - 16,
                                 5000);
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("TasksDock"));
        QVERIFY(dock);
        dock->show();
        // As tall as it was in the walk: a quarter of the window (three task rows and its buttons).
        window.resizeDocks({dock}, {window.height() / 4}, Qt::Vertical);
        QVERIFY(window.navigate(QStringLiteral("planning")));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("PlanningTabs"));
        QVERIFY(tabs);
        auto *cost = tabs->findChild<CostView *>();
        QVERIFY(cost);
        tabs->setCurrentWidget(cost);
        QTest::qWait(300);
        // The sentence a read that found no accounting leaves, in the language under test.
        auto *readState = cost->findChild<QLabel *>(QStringLiteral("CostReadState"));
        QVERIFY(readState);
        const QString failure =
            CostView::tr("Could not read the accounting of %1: %2.")
                .arg(QStringLiteral("sg-h200"),
                     ClusterAccounting::tr(
                         "no node of %1 has Slurm's accounting (sacct/scontrol not found, or "
                         "Slurm not configured there): this cluster's job backend is %2; "
                         "import an accounting file instead (Import Job Records…)")
                         .arg(QStringLiteral("sg-h200"), QStringLiteral("slurm")));
        QStringList failures;
        for (const QString &state : {QString(), failure}) {
            if (!state.isEmpty())
                readState->setText(state);
            QTest::qWait(300);
            QApplication::processEvents();
            const QString where =
                m_tag + (state.isEmpty() ? QStringLiteral(" cost") : QStringLiteral(" cost after a failure"));
            for (QTableWidget *t : {cost->projectTable(), cost->jobTable(), cost->wasteTable()}) {
                // Scrolling the page (the area around the view) may bring a table into sight.
                for (QWidget *p = t->parentWidget(); p; p = p->parentWidget()) {
                    if (auto *area = qobject_cast<QScrollArea *>(p))
                        scrollIntoView(area, t);
                }
                QApplication::processEvents();
                QHeaderView *h = t->horizontalHeader();
                const QRect seen = visibleGlobalRect(h, cost);
                const QRect rows = visibleGlobalRect(t->viewport(), cost);
                const int twoRows = 2 * t->verticalHeader()->defaultSectionSize();
                if (seen.height() < h->height() || h->height() < h->sizeHint().height() ||
                    rows.height() < twoRows)
                    failures << QStringLiteral("%1: %2 shows %3 of its %4 px titles and %5 px of rows "
                                               "(two rows need %6)")
                                    .arg(where, t->accessibleName())
                                    .arg(std::max(0, seen.height()))
                                    .arg(h->sizeHint().height())
                                    .arg(std::max(0, rows.height()))
                                    .arg(twoRows);
            }
            screenshot(window,
                       state.isEmpty() ? QStringLiteral("cost-tasks") : QStringLiteral("cost-tasks-failure"));
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // A message in the status bar is never drawn under a widget of the status bar, in either language.
    void statusMessageIsNotDrawnOverWidgets()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        QStatusBar *bar = window.statusBar();
        // A message from the start (a layout not used in full, a database problem), then the window shows.
        bar->showMessage(MainWindow::tr("The window was outside every screen; it is back on this one."));
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // What a feature does while a message shows: the local agent's state changes.
        console.localAgent().start();
        QTest::qWait(1500);
        QApplication::processEvents();
        QVERIFY(!bar->currentMessage().isEmpty());
        const QFontMetrics fm(bar->font());
        const QRect text(6, 0, fm.horizontalAdvance(bar->currentMessage()), bar->height());
        for (QWidget *w : bar->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (!w->isVisible() || w->width() == 0 || w->inherits("QSizeGrip"))
                continue;
            QVERIFY2(!w->geometry().intersects(text),
                     qPrintable(QStringLiteral("%1 at x %2..%3 lies over the message (x %4..%5)")
                                    .arg(describe(w))
                                    .arg(w->x())
                                    .arg(w->geometry().right())
                                    .arg(text.left())
                                    .arg(text.right())));
        }
        screenshot(window, QStringLiteral("status-message"));
    }

    // Ctrl++ (and every other key) reaches one action in each view, never two.
    void noKeyIsBoundTwice()
    {
        Console console;
        console.open();
        MainWindow window(&console);
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Workspace *ws = window.workspace();
        QStringList failures;
        for (const QString &key : ws->navigationKeys()) {
            window.navigate(key);
            QTest::qWait(100);
            QWidget *view = ws->view(key);
            QVERIFY(view);
            QWidget *focus = view;
            for (QWidget *w : view->findChildren<QWidget *>()) {
                if (w->isVisible() && w->focusPolicy() != Qt::NoFocus) {
                    focus = w;
                    break;
                }
            }
            focus->setFocus();
            window.activateWindow();
            QApplication::processEvents();
            for (const QKeySequence &seq :
                 {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal),
                  QKeySequence(Qt::CTRL | Qt::Key_Minus)}) {
                g_warnings.clear();
                QTest::keySequence(QApplication::focusWidget() ? QApplication::focusWidget() : focus, seq);
                QApplication::processEvents();
                for (const QString &w : std::as_const(g_warnings)) {
                    if (w.contains(QLatin1String("Ambiguous")))
                        failures << QStringLiteral("%1 (%2): %3").arg(key, seq.toString(), w);
                }
            }
        }
        // The same key sequence is not given to two actions of the window's menus either.
        QHash<QString, QStringList> byKey;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->associatedObjects().isEmpty())
                continue;
            for (const QKeySequence &k : a->shortcuts())
                byKey[k.toString()] << a->text();
        }
        for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
            if (it.value().size() > 1 && it.key() == QKeySequence(Qt::CTRL | Qt::Key_Plus).toString())
                failures << QStringLiteral("%1 is bound to %2")
                                .arg(it.key(), it.value().join(QStringLiteral(", ")));
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // The heatmap's cells take the space there is: a small fleet gets large cells, a large one small
    // cells with every node on screen; a zoom is the user's size from then on.
    void heatmapCellsFitTheSpace()
    {
        FleetStore store;
        const auto fill = [&store](int nodes) {
            for (int n = 0; n < nodes; ++n) {
                proto::Sample sample;
                sample.seq = 1;
                sample.timestampMs = QDateTime::currentMSecsSinceEpoch();
                sample.intervalMs = 1000;
                for (int g = 0; g < 8; ++g) {
                    proto::GpuSample gpu;
                    gpu.index = quint32(g);
                    gpu.utilization = float((n * 8 + g) % 100);
                    sample.gpus.push_back(gpu);
                }
                QVERIFY(
                    store.ingestSample(QStringLiteral("h200-%1").arg(n, 4, 10, QLatin1Char('0')), sample));
            }
        };
        fill(16);
        paths::settings().remove(QStringLiteral("fleet/cellSize")); // a zoom earlier in this run chose one
        FleetView view;
        view.setRefreshIntervalMs(24 * 3600 * 1000);
        view.resize(QGuiApplication::primaryScreen()->availableGeometry().size() * 0.8);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setStore(&store);
        QApplication::processEvents();
        FleetHeatmap *map = view.heatmap();
        QVERIFY(map->autoFit());
        const int small = map->cellSize();
        QVERIFY2(small >= 24, qPrintable(QStringLiteral("16 nodes: %1 px cells").arg(small)));
        QVERIFY(map->viewport()->rect().contains(map->cellRect(QStringLiteral("h200-0015"), 7)));
        // The cells fill the space: the last line of tiles reaches the lower half of the view.
        QVERIFY2(map->cellRect(QStringLiteral("h200-0015"), 7).bottom() > map->viewport()->height() / 3 ||
                     small == FleetHeatmap::kMaxCell,
                 qPrintable(QStringLiteral("last cell at y %1 of %2")
                                .arg(map->cellRect(QStringLiteral("h200-0015"), 7).bottom())
                                .arg(map->viewport()->height())));
        fill(1000);
        view.refresh();
        QApplication::processEvents();
        QVERIFY2(map->cellSize() < small, qPrintable(QString::number(map->cellSize())));
        QVERIFY2(map->viewport()->rect().contains(map->cellRect(QStringLiteral("h200-0999"), 7)),
                 qPrintable(QStringLiteral("%1 px cells").arg(map->cellSize())));
        const int fitted = map->cellSize();
        map->zoomIn();
        QVERIFY(!map->autoFit());
        QVERIFY(map->cellSize() > fitted);
        view.setStore(nullptr);
    }

    // The icons are drawn in the palette's text colour: dark on a light palette, light on a dark one;
    // state icons keep their colour. Every area of the sidebar has one.
    void iconsFollowThePalette()
    {
        const QPalette original = QApplication::palette();
        const auto inkOf = [](const QIcon &i) {
            const QImage img = i.pixmap(QSize(24, 24)).toImage().convertToFormat(QImage::Format_ARGB32);
            int r = 0, g = 0, b = 0, n = 0;
            for (int y = 0; y < img.height(); ++y) {
                for (int x = 0; x < img.width(); ++x) {
                    const QRgb p = img.pixel(x, y);
                    if (qAlpha(p) > 200) {
                        r += qRed(p);
                        g += qGreen(p);
                        b += qBlue(p);
                        ++n;
                    }
                }
            }
            return n == 0 ? QColor() : QColor(r / n, g / n, b / n);
        };
        QPalette light = original;
        light.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
        QApplication::setPalette(light);
        const QColor onLight = inkOf(icon(IconId::Fleet));
        QPalette dark = original;
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        QApplication::setPalette(dark);
        const QColor onDark = inkOf(icon(IconId::Fleet));
        const QColor error = inkOf(icon(IconId::StateError));
        QApplication::setPalette(original);
        QVERIFY(onLight.isValid() && onDark.isValid());
        QVERIFY2(onLight.lightness() < 80, qPrintable(onLight.name()));
        QVERIFY2(onDark.lightness() > 180, qPrintable(onDark.name()));
        QVERIFY2(error.red() > 150 && error.green() < 100, qPrintable(error.name()));
        for (const char *area : {"overview", "fleet", "clusters", "terminals", "jobs", "validation",
                                 "compliance", "audit", "planning", "alerts", "transfers", "node:0/local"})
            QVERIFY2(inkOf(areaIcon(QLatin1String(area))).isValid(), area);
    }

private:
    void addCluster(Console &console, const QString &name, const QString &region, int nodes)
    {
        ClusterRecord c;
        c.name = name;
        c.region = region;
        const auto saved = console.inventory().clusters();
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        for (const ClusterRecord &known : saved.value()) {
            if (known.name == name)
                return; // saved by an earlier test function (one profile for the whole run)
        }
        const auto id = console.inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        QList<NodeRecord> list;
        for (int i = 1; i <= nodes; ++i) {
            NodeRecord n;
            n.name = QStringLiteral("h200-%1").arg(i, 3, 10, QLatin1Char('0'));
            n.endpoint.host = QStringLiteral("198.18.1.%1").arg(i);
            list << n;
        }
        QVERIFY(console.inventory().upsertNodes(id.value(), list).ok());
    }

    static void checkOnScreen(const QWidget *w, const QString &what, const QRect &avail,
                              QStringList *failures)
    {
        if (!w) {
            *failures << what + QStringLiteral(": missing");
            return;
        }
        const QRect r(w->mapToGlobal(QPoint(0, 0)), w->size());
        // One logical pixel of rounding where the scale is not a whole number of device pixels.
        if (!w->isVisible() || !avail.adjusted(-1, -1, 1, 1).contains(r))
            *failures << QStringLiteral("%1: at %2,%3 %4 x %5%6, the screen's free area is %7 x %8")
                             .arg(what)
                             .arg(r.x())
                             .arg(r.y())
                             .arg(r.width())
                             .arg(r.height())
                             .arg(w->isVisible() ? QString() : QStringLiteral(" (hidden)"))
                             .arg(avail.width())
                             .arg(avail.height());
    }

    // A view's main controls: its buttons, fields and lists, other than those inside a table or list
    // (which scroll with it). Each must be on the screen and not scrolled out of sight.
    static void checkControls(QWidget *view, const QString &where, const QRect &avail, QStringList *failures)
    {
        // Start from the top of the view and its tab page: an earlier check may have scrolled them.
        QList<QAbstractScrollArea *> areas = view->findChildren<QAbstractScrollArea *>();
        for (QWidget *p = view; p; p = p->parentWidget()) {
            if (auto *area = qobject_cast<QScrollArea *>(p))
                areas << area;
        }
        for (QAbstractScrollArea *area : std::as_const(areas)) {
            if (qobject_cast<QScrollArea *>(area)) {
                area->verticalScrollBar()->setValue(0);
                area->horizontalScrollBar()->setValue(0);
            }
        }
        QApplication::processEvents();
        int checked = 0;
        for (QWidget *w : view->findChildren<QWidget *>()) {
            const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w) ||
                                 qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractItemView *>(w);
            if (!control || !w->isVisible() || insideItemView(w, view) || qobject_cast<QHeaderView *>(w))
                continue;
            if (qobject_cast<QLineEdit *>(w) && qobject_cast<QComboBox *>(w->parentWidget()))
                continue;
            ++checked;
            // A view taller or wider than the tab scrolls: a control below the fold counts when scrolling
            // (its scroll areas, innermost first) brings all of it onto the screen. Not
            // ensureWidgetVisible(): for a line edit it scrolls only its text cursor into sight, 3 px short
            // of the field's frame.
            if (visibleGlobalRect(w) != QRect(w->mapToGlobal(QPoint(0, 0)), w->size())) {
                for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
                    if (auto *area = qobject_cast<QScrollArea *>(p))
                        scrollIntoView(area, w);
                }
                QApplication::processEvents();
            }
            const QRect seen = visibleGlobalRect(w);
            const QRect screen = avail.adjusted(-1, -1, 1, 1);
            const QRect full(w->mapToGlobal(QPoint(0, 0)), w->size());
            // Lists and tables may be taller than the screen (they scroll); their top must show.
            const bool ok = qobject_cast<QAbstractItemView *>(w)
                                ? seen.height() >= std::min(full.height(), 40) && screen.contains(seen)
                                : seen == full && screen.contains(full);
            if (!ok)
                *failures
                    << QStringLiteral("%1: %2 at %3,%4 %5 x %6 is %7")
                           .arg(where, describe(w))
                           .arg(full.x())
                           .arg(full.y())
                           .arg(full.width())
                           .arg(full.height())
                           .arg(seen.isEmpty()
                                    ? QStringLiteral("out of sight")
                                    : QStringLiteral("cut to %1 x %2").arg(seen.width()).arg(seen.height()));
        }
        Q_UNUSED(checked);
    }

    // Planning > Inference: the form to add a service is in sight as the sub-view opens, right under the
    // table (an empty table taking the page pushed it below the fold at 1366x768).
    static void checkFormInSight(QWidget *area, QWidget *view, const QString &where, QStringList *failures)
    {
        auto *name = view->findChild<QLineEdit *>(QStringLiteral("serviceName"));
        if (!name)
            return;
        for (QWidget *p = area; p; p = p->parentWidget()) {
            if (auto *page = qobject_cast<QScrollArea *>(p))
                page->verticalScrollBar()->setValue(0);
        }
        QApplication::processEvents();
        const QRect full(name->mapToGlobal(QPoint(0, 0)), name->size());
        if (visibleGlobalRect(name) != full)
            *failures << QStringLiteral(
                             "%1: the form's first field (at y %2) is out of sight as the view opens")
                             .arg(where)
                             .arg(full.y());
    }

    // Scrolls `area` so that all of `w` (frame included) lies in its viewport where it fits; a control
    // taller than the viewport shows its top.
    static void scrollIntoView(QScrollArea *area, const QWidget *w)
    {
        if (!area->widget() || !area->widget()->isAncestorOf(w))
            return;
        const QRect r(w->mapTo(area->widget(), QPoint(0, 0)), w->size());
        const QRect seen(-area->widget()->pos(), area->viewport()->size());
        QScrollBar *v = area->verticalScrollBar();
        if (r.height() > seen.height() || r.top() < seen.top())
            v->setValue(r.top());
        else if (r.bottom() > seen.bottom())
            v->setValue(r.bottom() - seen.height() + 1);
        QScrollBar *h = area->horizontalScrollBar();
        if (r.width() > seen.width() || r.left() < seen.left())
            h->setValue(r.left());
        else if (r.right() > seen.right())
            h->setValue(r.right() - seen.width() + 1);
    }

    // A view reflows to its tab's width: it never needs to scroll sideways (a line that does not wrap
    // would make it wider than the tab; in a window of its own it would widen the window).
    static void checkWidth(QWidget *view, const QString &where, QStringList *failures)
    {
        for (QWidget *p = view->parentWidget(); p; p = p->parentWidget()) {
            auto *page = qobject_cast<QScrollArea *>(p);
            if (!page || page->objectName() != QLatin1String("ViewPage"))
                continue;
            const int over = page->widget()->minimumSizeHint().width() - page->viewport()->width();
            if (over > 0)
                *failures << QStringLiteral(
                                 "%1: the view needs %2 px more than its tab's width (it scrolls sideways)")
                                 .arg(where)
                                 .arg(over);
            return;
        }
    }

    // Column titles are not cut: every shown section of a table's header is as wide as its title needs.
    static void checkHeaders(QWidget *view, const QString &where, QStringList *failures)
    {
        for (QHeaderView *h : view->findChildren<QHeaderView *>()) {
            if (!h->isVisible() || h->orientation() != Qt::Horizontal || !h->model())
                continue;
            for (int i = 0; i < h->count(); ++i) {
                if (h->isSectionHidden(i) || h->sectionSize(i) >= h->sectionSizeHint(i))
                    continue;
                *failures << QStringLiteral("%1: column '%2' of %3 is %4 px, its title needs %5")
                                 .arg(where, h->model()->headerData(i, Qt::Horizontal).toString(),
                                      h->parentWidget() ? h->parentWidget()->objectName() : QString())
                                 .arg(h->sectionSize(i))
                                 .arg(h->sectionSizeHint(i));
            }
        }
    }

    void screenshot(QWidget &window, const QString &key)
    {
        if (m_shots.isEmpty())
            return;
        QDir().mkpath(m_shots);
        QScreen *screen = window.screen();
        // The screen itself (menus, window frame) where the platform can; the window elsewhere.
        QPixmap shot =
            QGuiApplication::platformName() == QLatin1String("xcb") ? screen->grabWindow(0) : window.grab();
        const QString file = QStringLiteral("%1/%2-%3.png").arg(m_shots, m_tag, key);
        QVERIFY2(shot.save(file), qPrintable(file));
    }

    QTemporaryDir m_home;
    QTranslator m_translator;
    QString m_lang;
    QString m_tag;
    QString m_shots;
};

QTEST_MAIN(TestScreens)
#include "tst_screens.moc"
