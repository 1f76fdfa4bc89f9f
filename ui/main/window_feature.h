// SPDX-License-Identifier: GPL-3.0-or-later
// A feature of the main window (clusters, fleet, terminals, jobs, transfers, validation, compliance,
// planning, the live charts): a QObject that owns the feature's actions and the glue between its views and
// the console. The window makes and hosts the features: it keeps the menus, the toolbar, the sidebar and
// the layout and places the features' actions and widgets in them. The features' texts keep the window's
// translation context.
#pragma once

#include "common/result.h"

#include <QObject>
#include <QString>

class QWidget;

namespace cg::services {
class Console;
} // namespace cg::services

namespace cg::ui {

class MainWindow;

class WindowFeature : public QObject
{
public:
    explicit WindowFeature(MainWindow *window);

    // The view of a workspace key this feature makes (the workspace owns it; *title: the tab's title when
    // not the view's navigation title); null when the key is not this feature's or its item is gone.
    virtual QWidget *createView(const QString &key, QString *title);

protected:
    MainWindow *window() const { return m_window; }
    services::Console *console() const { return m_console; }
    // A message in the window's status bar.
    void showMessage(const QString &text, int timeoutMs) const;

private:
    MainWindow *m_window;
    services::Console *m_console;
};

// "node:3/h200-001" with prefix "node:" -> 3, "h200-001" (item null: "fleet:3" -> 3).
bool splitItemKey(const QString &key, const QString &prefix, qint64 *cluster, QString *item);

template <typename T> T orEmpty(const Result<T> &r)
{
    return r.ok() ? r.value() : T{};
}

} // namespace cg::ui
