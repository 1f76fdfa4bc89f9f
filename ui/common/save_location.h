// SPDX-License-Identifier: GPL-3.0-or-later
// Where a Save dialog opens: the folder the person last saved that kind of file in, else Documents (else
// home), never the process's working directory (a console started from a terminal offered whatever
// folder that terminal was in).
#pragma once

#include "common/paths.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace cg::ui {

inline QString suggestedSavePath(const QString &kind, const QString &fileName)
{
    QString dir = paths::settings().value(QStringLiteral("saveDirs/") + kind).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir()) {
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        if (dir.isEmpty() || !QFileInfo(dir).isDir())
            dir = QDir::homePath();
    }
    return QDir(dir).filePath(QFileInfo(fileName).fileName());
}

inline void rememberSavePath(const QString &kind, const QString &chosen)
{
    if (chosen.isEmpty())
        return;
    QSettings s = paths::settings();
    s.setValue(QStringLiteral("saveDirs/") + kind, QFileInfo(chosen).absolutePath());
}

} // namespace cg::ui
