// SPDX-License-Identifier: GPL-3.0-or-later
// The Planning menu: Planner… (Ctrl+Shift+P), Alerts… (Ctrl+Shift+A) and Cost…, their windows (one
// each, reused) and the window's alert center.
#pragma once

#include <QString>

#include <functional>

class QMainWindow;
class QMenu;

namespace cg::services {
class AlertCenter;
class Console;
} // namespace cg::services

namespace cg::ui {

// Shows a planning view ("planner", "alerts", "cost", "choice") where the window keeps its views.
using PlanningOpener = std::function<void(const QString &view)>;

// `console` gives Cluster Choice the saved clusters and the ledger (may be null). With an `opener`, the
// actions ask it to show their view instead of opening windows of their own.
QMenu *addPlanningMenu(QMainWindow *window, services::Console *console = nullptr, PlanningOpener opener = {});
// The alert center created with the menu (nullptr before), for the adapters that feed it.
services::AlertCenter *alertCenter(QMainWindow *window);

} // namespace cg::ui
