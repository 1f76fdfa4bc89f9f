// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/planning_menu.h"

#include "planning/alerts_view.h"
#include "planning/cluster_choice_view.h"
#include "planning/cost_view.h"
#include "planning/inference_view.h"
#include "planning/planner_view.h"
#include "services/alert_center.h"
#include "services/console.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QStyle>
#include <QSystemTrayIcon>

namespace cg::ui {

namespace {

// Owns the planning windows, as a child of the main window; a new critical alert of the console shows as
// a desktop notification from a tray icon, created with the first of them and only where the desktop has
// a tray.
class PlanningWindows : public QObject
{
    Q_OBJECT

public:
    PlanningWindows(QMainWindow *window, services::Console *theConsole)
        : QObject(window), console(theConsole), m_window(window)
    {
        setObjectName(QStringLiteral("PlanningWindows"));
        if (console)
            connect(&console->alerts(), &services::AlertCenter::criticalRaised, this,
                    &PlanningWindows::notify);
    }

    services::AlertCenter *center() const { return console ? &console->alerts() : nullptr; }

    template <typename View, typename... Args> void show(QPointer<View> &view, Args... args)
    {
        if (!view) {
            view = new View(args..., m_window);
            view->setAttribute(Qt::WA_DeleteOnClose);
        }
        view->show();
        view->raise();
        view->activateWindow();
    }

    QPointer<PlannerView> planner;
    QPointer<AlertsView> alerts;
    QPointer<CostView> cost;
    QPointer<ClusterChoiceView> choice;
    QPointer<InferenceView> inference;
    services::Console *console;

private:
    void notify(const planning::Alert &a)
    {
        if (!ensureTray() || !QSystemTrayIcon::supportsMessages())
            return;
        m_tray->showMessage(tr("%1 on %2").arg(planning::kindName(a.kind), a.cluster), a.what,
                            QSystemTrayIcon::Critical, 15000);
    }

    bool ensureTray()
    {
        if (m_tray)
            return true;
        if (!QSystemTrayIcon::isSystemTrayAvailable())
            return false;
        m_tray = new QSystemTrayIcon(qApp->style()->standardIcon(QStyle::SP_MessageBoxWarning), this);
        m_tray->setToolTip(tr("ClusterGate alerts"));
        m_tray->show();
        return true;
    }

    QMainWindow *m_window;
    QSystemTrayIcon *m_tray = nullptr;
};

} // namespace

QMenu *addPlanningMenu(QMainWindow *window, services::Console *console, PlanningOpener opener)
{
    auto *windows = new PlanningWindows(window, console);
    QMenu *menu = window->menuBar()->addMenu(PlanningWindows::tr("&Planning"));

    auto *planner = new QAction(PlanningWindows::tr("&Planner…"), window);
    planner->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    planner->setToolTip(
        PlanningWindows::tr("GPUs for an inference peak or a training run, with the arithmetic"));
    QObject::connect(planner, &QAction::triggered, windows, [windows] { windows->show(windows->planner); });

    auto *alerts = new QAction(PlanningWindows::tr("&Alerts…"), window);
    alerts->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    alerts->setToolTip(PlanningWindows::tr("Active alerts with what to do, acknowledge, history"));
    alerts->setEnabled(console != nullptr);
    QObject::connect(alerts, &QAction::triggered, windows,
                     [windows] { windows->show(windows->alerts, windows->center()); });

    auto *cost = new QAction(PlanningWindows::tr("&Cost…"), window);
    cost->setToolTip(
        PlanningWindows::tr("GPU-hours and cost per job, project and day from the scheduler's job records"));
    QObject::connect(cost, &QAction::triggered, windows, [windows] {
        windows->show(windows->cost);
        if (windows->console) // each cluster's contract price
            if (const auto clusters = windows->console->inventory().clusters())
                windows->cost->setClusters(clusters.value());
    });

    auto *choice = new QAction(PlanningWindows::tr("Cluster C&hoice…"), window);
    choice->setToolTip(PlanningWindows::tr(
        "Primary and backup cluster from measured latency, what the ledger allows, GPUs on offer and price"));
    QObject::connect(choice, &QAction::triggered, windows, [windows] {
        services::Console *c = windows->console;
        windows->show(windows->choice, c ? &c->inventory() : nullptr, c ? c->ledgerStore() : nullptr);
    });

    auto *inference = new QAction(PlanningWindows::tr("&Inference…"), window);
    inference->setToolTip(PlanningWindows::tr("QPS, errors, TTFT and latency, tokens/s, cost per 1,000 "
                                              "requests and the baseline per inference service"));
    inference->setEnabled(console != nullptr);
    QObject::connect(inference, &QAction::triggered, windows, [windows] {
        if (services::Console *c = windows->console)
            windows->show(windows->inference, &c->inference(), &c->inventory());
    });

    if (opener) {
        const std::pair<QAction *, const char *> routed[] = {{planner, "planner"},
                                                             {alerts, "alerts"},
                                                             {cost, "cost"},
                                                             {choice, "choice"},
                                                             {inference, "inference"}};
        for (const auto &[action, view] : routed) {
            QObject::disconnect(action, &QAction::triggered, windows, nullptr);
            const QString name = QString::fromLatin1(view);
            QObject::connect(action, &QAction::triggered, window, [opener, name] { opener(name); });
        }
    }
    menu->addAction(planner);
    menu->addAction(alerts);
    menu->addAction(cost);
    menu->addAction(choice);
    menu->addAction(inference);
    return menu;
}

} // namespace cg::ui

#include "planning_menu.moc"
