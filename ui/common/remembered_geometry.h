// SPDX-License-Identifier: GPL-3.0-or-later
// Dialogs open where and as large as they were last closed: kept in the settings file under
// "dialogs/<name>/geometry".
#pragma once

#include "common/paths.h"

#include <QScreen>
#include <QSettings>
#include <QSize>
#include <QWidget>

namespace cg::ui {

// `screenShare` (0 to 1): the first time, at least that share of the screen's available width and height
// (a large dialog on a large screen), never more than the screen.
inline void restoreDialogGeometry(QWidget *dialog, const QString &name, QSize firstSize,
                                  double screenShare = 0)
{
    const QSettings s = paths::settings();
    if (dialog->restoreGeometry(s.value(QStringLiteral("dialogs/%1/geometry").arg(name)).toByteArray()))
        return;
    QSize size = firstSize;
    if (const QScreen *screen = dialog->screen()) {
        const QSize avail = screen->availableGeometry().size();
        size = size.expandedTo(QSize(int(avail.width() * screenShare), int(avail.height() * screenShare)))
                   .boundedTo(avail);
    }
    dialog->resize(size);
}

inline void saveDialogGeometry(const QWidget *dialog, const QString &name)
{
    QSettings s = paths::settings();
    s.setValue(QStringLiteral("dialogs/%1/geometry").arg(name), dialog->saveGeometry());
}

} // namespace cg::ui
