// SPDX-License-Identifier: GPL-3.0-or-later
#include "main/window_feature.h"

#include "main/main_window.h"

#include <QStatusBar>

namespace cg::ui {

WindowFeature::WindowFeature(MainWindow *window)
    : QObject(window), m_window(window), m_console(window->console())
{
}

QWidget *WindowFeature::createView(const QString &, QString *)
{
    return nullptr;
}

void WindowFeature::showMessage(const QString &text, int timeoutMs) const
{
    m_window->statusBar()->showMessage(text, timeoutMs);
}

bool splitItemKey(const QString &key, const QString &prefix, qint64 *cluster, QString *item)
{
    if (!key.startsWith(prefix))
        return false;
    const QString rest = key.mid(prefix.size());
    const qsizetype slash = rest.indexOf(QLatin1Char('/'));
    bool ok = false;
    *cluster = rest.left(slash < 0 ? rest.size() : slash).toLongLong(&ok);
    if (item)
        *item = slash < 0 ? QString() : rest.mid(slash + 1);
    return ok && *cluster >= 0 && (!item || !item->isEmpty());
}

} // namespace cg::ui
