// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfers_controller.h"

#include "main/main_window.h"
#include "transfer/transfers_view.h"
#include "workspace/workspace.h"

#include <QAction>

namespace cg::ui {

TransfersController::TransfersController(MainWindow *window) : WindowFeature(window)
{
    m_transfers = new QAction(tr("T&ransfers"), this);
    connect(m_transfers, &QAction::triggered, this, &TransfersController::showTransfers);
    m_push = new QAction(tr("&Push Dataset…"), this);
    connect(m_push, &QAction::triggered, this, [this] { showTransfers()->openPushDialog(); });
    m_push->setShortcut(TransfersView::pushShortcut());
    m_push->setToolTip(tr("Send a dataset to a cluster under its approved export"));
}

QWidget *TransfersController::createView(const QString &key, QString *title)
{
    if (key != QLatin1String("transfers"))
        return nullptr;
    MainWindow *window = this->window();
    *title = tr("Transfers");
    auto *view = new TransfersView(console(), window->tasks(), window->knownHostsFile());
    // Request Export… from a refused push: the same pre-filled request as a blocked job's.
    connect(view, &TransfersView::exportRequested, this,
            [window](const QStringList &datasets, qint64 clusterId, const QString &purpose) {
                window->openExportRequest(datasets, clusterId, purpose);
            });
    return view;
}

TransfersView *TransfersController::showTransfers()
{
    window()->navigate(QStringLiteral("transfers"));
    return qobject_cast<TransfersView *>(window()->workspace()->view(QStringLiteral("transfers")));
}

} // namespace cg::ui
