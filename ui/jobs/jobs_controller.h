// SPDX-License-Identifier: GPL-3.0-or-later
// Jobs in the main window: Clusters > Jobs… (the Jobs view on the selected cluster), the Jobs view with
// its export requests, and a job chosen in the command palette.
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>

class QAction;

namespace cg::ui {

class JobsController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    explicit JobsController(MainWindow *window);

    QAction *jobsAction() const { return m_jobs; }
    // "jobs".
    QWidget *createView(const QString &key, QString *title) override;
    // The Jobs view on a cluster with one of its jobs selected.
    void showJob(qint64 clusterId, const QString &job);

private:
    QAction *m_jobs = nullptr;
};

} // namespace cg::ui
