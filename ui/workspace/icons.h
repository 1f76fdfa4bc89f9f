// SPDX-License-Identifier: GPL-3.0-or-later
// The console's icons: one consistent set of symbolic SVGs compiled in (resources/icons, from the GNOME
// Adwaita theme, LGPL-3.0; see resources/icons/LICENSE.md). Each is drawn in the palette's text colour at
// the moment it is painted, so the light and the dark palette are both honoured (and a palette change
// repaints them in the new colour); state icons keep their state's colour.
#pragma once

#include <QIcon>
#include <QString>

namespace cg::ui {

enum class IconId {
    Overview,
    Fleet,
    Clusters,
    Terminals,
    Jobs,
    Validation,
    Compliance,
    Audit,
    Planning,
    Alerts,
    Transfers,
    Node,
    Pause,
    ZoomIn,
    ZoomOut,
    Add,
    Import,
    Help,
    Tasks,
    Search,
    StateOk,      // green
    StateWarning, // amber
    StateError,   // red
};

QIcon icon(IconId id);
// The icon of a view's area ("overview", "fleet", "node:3/h200-001" -> Node); null when none.
QIcon areaIcon(const QString &viewKey);
// The resource path of an icon's SVG (for tests and the licence list).
QString iconPath(IconId id);

} // namespace cg::ui
