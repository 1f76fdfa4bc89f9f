// SPDX-License-Identifier: GPL-3.0-or-later
// Planning in the main window: the Planning view (planner, cost, cluster choice as tabs), the Alerts view,
// and the Planning menu's entries opening them.
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>

namespace cg::ui {

class AlertsView;

class PlanningController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    explicit PlanningController(MainWindow *window);

    // "planning" and "alerts".
    QWidget *createView(const QString &key, QString *title) override;
    // The Planning menu's entry: "alerts", or a page of the Planning view ("planner", "cost", "choice",
    // "inference").
    void open(const QString &which);

private:
    AlertsView *alertsView();
};

} // namespace cg::ui
