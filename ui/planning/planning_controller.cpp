// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/planning_controller.h"

#include "common/embedded_dialog.h"
#include "main/main_window.h"
#include "planning/alerts_view.h"
#include "planning/cluster_choice_view.h"
#include "planning/cost_view.h"
#include "planning/planner_view.h"
#include "services/console.h"
#include "workspace/workspace.h"

#include <QTabWidget>

namespace cg::ui {

PlanningController::PlanningController(MainWindow *window) : WindowFeature(window) {}

QWidget *PlanningController::createView(const QString &key, QString *)
{
    if (key == QLatin1String("alerts"))
        return new AlertsView(&console()->alerts());
    if (key != QLatin1String("planning"))
        return nullptr;
    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("PlanningTabs"));
    const auto add = [tabs](QDialog *d, const QString &title, const QString &which) {
        embedDialog(d, true);
        d->setProperty("planningView", which);
        tabs->addTab(d, title);
    };
    add(new PlannerView, tr("Planner"), QStringLiteral("planner"));
    add(new CostView, tr("Cost"), QStringLiteral("cost"));
    add(new ClusterChoiceView(&console()->inventory(), console()->ledgerStore()), tr("Cluster Choice"),
        QStringLiteral("choice"));
    return tabs;
}

void PlanningController::open(const QString &which)
{
    MainWindow *window = this->window();
    window->navigate(which == QLatin1String("alerts") ? QStringLiteral("alerts")
                                                      : QStringLiteral("planning"));
    if (which == QLatin1String("alerts"))
        return;
    if (auto *tabs = qobject_cast<QTabWidget *>(window->workspace()->view(QStringLiteral("planning")))) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->property("planningView").toString() == which)
                tabs->setCurrentIndex(i);
        }
    }
}

} // namespace cg::ui
