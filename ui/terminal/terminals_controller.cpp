// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminals_controller.h"

#include "main/main_window.h"
#include "models/targets_model.h"
#include "services/console.h"
#include "terminal/broadcast_dialog.h"
#include "terminal/terminal_tab.h"
#include "terminal/terminals_view.h"
#include "workspace/node_view.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QApplication>

namespace cg::ui {

TerminalsController::TerminalsController(MainWindow *window) : WindowFeature(window)
{
    m_openTerminal = new QAction(tr("Open &Terminal"), this);
    m_openTerminal->setToolTip(
        tr("A shell on the selected node (or the cluster's login node) through its jump "
           "hosts, with no new login; recorded"));
    connect(m_openTerminal, &QAction::triggered, this, [this, window] {
        const QString node = window->selectedNodeName();
        if (m_terminalFactory) { // a tab of the workspace
            openTerminal(window->selectedClusterId(), node);
            return;
        }
        QString error;
        if (!openTerminalWindow(*console(), window->selectedClusterId(), node, window->knownHostsFile(),
                                window, &error))
            showMessage(error, 10000);
    });
    m_broadcastAction = new QAction(tr("&Broadcast Input…"), this);
    m_broadcastAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_broadcastAction->setToolTip(tr("Type once into a chosen set of node terminals"));
    connect(m_broadcastAction, &QAction::triggered, this, &TerminalsController::broadcastInput);
}

QWidget *TerminalsController::createView(const QString &key, QString *)
{
    if (key != QLatin1String("terminals"))
        return nullptr;
    auto *view = new TerminalsView([this] { return openTerminals(); }, console()->auditLog());
    connect(view, &TerminalsView::terminalChosen, this, [this](TerminalTab *tab) {
        Workspace *workspace = window()->workspace();
        for (const QString &k : workspace->openKeys()) {
            if (workspace->view(k) == tab) {
                window()->navigate(k);
                return;
            }
        }
        tab->raise();
        tab->activateWindow();
    });
    connect(view, &TerminalsView::playerOpened, this,
            [this](QWidget *player, const QString &name, const QString &k) {
                window()->openTab(player, name, k);
            });
    return view;
}

void TerminalsController::setTerminalFactory(TerminalFactory factory)
{
    m_terminalFactory = std::move(factory);
    m_terminalsNeedCluster = false;
    updateNodeViews();
}

void TerminalsController::updateNodeViews()
{
    // Every node view, not only the selected one: tabs restored at start-up were made before the factory.
    for (NodeView *node : window()->findChildren<NodeView *>())
        node->setTerminalAvailable(terminalAvailable(node->clusterId()));
    if (NodeView *node = window()->selectedNodeView())
        node->setTerminalAvailable(terminalAvailable(node->clusterId()));
}

void TerminalsController::useClusterTerminals()
{
    setTerminalFactory([this](qint64 clusterId, const QString &node, QString *title) -> QWidget * {
        QString error;
        TerminalTab *tab =
            openClusterTerminal(*console(), clusterId, node, window()->knownHostsFile(), nullptr, &error);
        if (!tab) {
            showMessage(tr("Cannot open a terminal: %1").arg(error), 15000);
            return nullptr;
        }
        *title = tab->windowTitle();
        return tab;
    });
    m_terminalsNeedCluster = true;
    updateNodeViews();
}

bool TerminalsController::terminalAvailable(qint64 clusterId) const
{
    return bool(m_terminalFactory) && (clusterId > 0 || !m_terminalsNeedCluster);
}

void TerminalsController::openTerminal(qint64 clusterId, const QString &node)
{
    if (!m_terminalFactory)
        return;
    QString title = tr("Terminal %1").arg(node);
    QWidget *w = m_terminalFactory(clusterId, node, &title);
    if (w)
        window()->openTab(w, title, QStringLiteral("terminal:%1/%2").arg(clusterId).arg(node));
}

QList<TerminalTab *> TerminalsController::openTerminals() const
{
    Workspace *workspace = window()->workspace();
    QList<TerminalTab *> out;
    for (const QString &key : workspace->openKeys())
        if (auto *t = qobject_cast<TerminalTab *>(workspace->view(key)))
            out << t;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *t = qobject_cast<TerminalTab *>(w); t && !out.contains(t) && t->isVisible())
            out << t;
    return out;
}

void TerminalsController::broadcastInput()
{
    if (!m_broadcast)
        m_broadcast = new BroadcastGroup(window());
    chooseBroadcast(window(), openTerminals(), m_broadcast);
}

} // namespace cg::ui
