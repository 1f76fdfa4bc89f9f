// SPDX-License-Identifier: GPL-3.0-or-later
// The Planning menu: Planner… (Ctrl+Shift+P), Alerts… (Ctrl+Shift+A) and Cost…, their windows (one
// each, reused). The alerts shown are the console's (Console::alerts()).
#pragma once

#include <QString>

#include <functional>

class QMainWindow;
class QMenu;

namespace cg::services {
class Console;
} // namespace cg::services

namespace cg::ui {

// Shows a planning view ("planner", "alerts", "cost", "choice", "inference") where the window keeps its
// views.
using PlanningOpener = std::function<void(const QString &view)>;

// `console` gives Cluster Choice the saved clusters and the ledger, and Alerts the console's alerts (may be
// null: then Alerts is disabled). With an `opener`, the actions ask it to show their view instead of
// opening windows of their own.
QMenu *addPlanningMenu(QMainWindow *window, services::Console *console = nullptr, PlanningOpener opener = {});

} // namespace cg::ui
