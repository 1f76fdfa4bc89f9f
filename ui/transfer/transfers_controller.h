// SPDX-License-Identifier: GPL-3.0-or-later
// Transfers in the main window: View > Transfers and Push Dataset…, and the Transfers view whose pushes
// and resumes are tasks of the window's task list.
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>

class QAction;

namespace cg::ui {

class TransfersView;

class TransfersController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    explicit TransfersController(MainWindow *window);

    QAction *transfersAction() const { return m_transfers; }
    QAction *pushAction() const { return m_push; }
    // "transfers".
    QWidget *createView(const QString &key, QString *title) override;
    TransfersView *showTransfers();

private:
    QAction *m_transfers = nullptr;
    QAction *m_push = nullptr;
};

} // namespace cg::ui
