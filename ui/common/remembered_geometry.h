// SPDX-License-Identifier: GPL-3.0-or-later
// Dialogs open where and as large as they were last closed: kept in the settings file under
// "dialogs/<name>/geometry".
#pragma once

#include "common/paths.h"

#include <QSettings>
#include <QSize>
#include <QWidget>

namespace cg::ui {

inline void restoreDialogGeometry(QWidget *dialog, const QString &name, QSize firstSize)
{
    const QSettings s = paths::settings();
    if (!dialog->restoreGeometry(s.value(QStringLiteral("dialogs/%1/geometry").arg(name)).toByteArray()))
        dialog->resize(firstSize);
}

inline void saveDialogGeometry(const QWidget *dialog, const QString &name)
{
    QSettings s = paths::settings();
    s.setValue(QStringLiteral("dialogs/%1/geometry").arg(name), dialog->saveGeometry());
}

} // namespace cg::ui
