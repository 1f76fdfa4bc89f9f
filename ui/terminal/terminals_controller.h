// SPDX-License-Identifier: GPL-3.0-or-later
// Terminals in the main window: Open Terminal on the selected node (a tab made by the terminal factory, or
// a window of its own), the Terminals view, every open node terminal and Broadcast Input over them.
// Terminal tabs are remembered with the window's views ("terminal:3/h200-001"): after a restart each comes
// back as a new shell on the same node through the same chain, once the terminal factory is there and the
// keychain has answered (so remembered secrets answer the logins, not a person).
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>
#include <QList>

#include <functional>

class QAction;

namespace cg::ui {

class BroadcastGroup;
class TerminalTab;

class TerminalsController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    // Makes the widget Open Terminal shows for a node (cluster 0: this machine); null: none.
    using TerminalFactory = std::function<QWidget *(qint64 clusterId, const QString &node, QString *title)>;

    explicit TerminalsController(MainWindow *window);

    // Open Terminal on the node selected in the tree (its context menu).
    QAction *openTerminalAction() const { return m_openTerminal; }
    QAction *broadcastAction() const { return m_broadcastAction; }

    // "terminals", and "terminal:<cluster>/<node>" (a shell on that node; a stand-in until the terminal
    // factory is set and the keychain answered, then replaced by the shell in the same tab).
    QWidget *createView(const QString &key, QString *title) override;
    // The restored terminal tabs still waiting to be opened.
    QStringList pendingRestores() const;
    void setTerminalFactory(TerminalFactory factory);
    void useClusterTerminals();
    // Whether a node view of the cluster offers Open Terminal.
    bool terminalAvailable(qint64 clusterId) const;
    void openTerminal(qint64 clusterId, const QString &node);
    QList<TerminalTab *> openTerminals() const;
    void broadcastInput();
    BroadcastGroup *broadcastGroup() const { return m_broadcast; }

private:
    void updateNodeViews();
    // Opens the shells of the restored terminal tabs (when the factory and the keychain are ready).
    void reopenRestored();
    void reopen(const QString &key);

    QAction *m_openTerminal = nullptr;
    QAction *m_broadcastAction = nullptr;
    BroadcastGroup *m_broadcast = nullptr;
    TerminalFactory m_terminalFactory;
    bool m_terminalsNeedCluster = false; // this machine (cluster 0) has no terminal then
    bool m_waitingForKeychain = false;
};

} // namespace cg::ui
