// SPDX-License-Identifier: GPL-3.0-or-later
// The Planning menu: Planner… (Ctrl+Shift+P), Alerts… (Ctrl+Shift+A) and Cost…, their windows (one
// each, reused) and the window's alert center.
#pragma once

class QMainWindow;
class QMenu;

namespace cg::services {
class AlertCenter;
class Console;
} // namespace cg::services

namespace cg::ui {

// `console` gives Cluster Choice the saved clusters and the ledger (may be null).
QMenu *addPlanningMenu(QMainWindow *window, services::Console *console = nullptr);
// The alert center created with the menu (nullptr before), for the adapters that feed it.
services::AlertCenter *alertCenter(QMainWindow *window);

} // namespace cg::ui
