// SPDX-License-Identifier: GPL-3.0-or-later
// Planning in the main window: the Planning view (planner, cost, cluster choice as tabs), the Alerts view,
// and the Planning menu's entries opening them.
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>

class QSettings;

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
    // The page last in front: a Planning view made again (after a restart, or closed and opened again) opens
    // on it. Saved with the window's layout, read back before its tabs are opened.
    void savePage(QSettings &settings) const;
    void restorePage(const QSettings &settings);

private:
    AlertsView *alertsView();

    QString m_page; // empty: the first
};

} // namespace cg::ui
