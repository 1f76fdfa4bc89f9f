// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminals_controller.h"

#include "inventory/inventory.h"
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
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace cg::ui {

namespace {

constexpr int kKeychainWaitMs = 15000;

// A restored terminal tab until its shell is opened (or when it could not be): says which node, and why
// it is not a shell yet, with Reconnect.
class RestoredTerminal : public QWidget
{
public:
    RestoredTerminal(const QString &node, std::function<void()> reconnect)
    {
        setObjectName(QStringLiteral("RestoredTerminal"));
        auto *layout = new QVBoxLayout(this);
        m_text = new QLabel(this);
        m_text->setObjectName(QStringLiteral("RestoredTerminalText"));
        m_text->setWordWrap(true);
        m_text->setAlignment(Qt::AlignCenter);
        m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_reconnect = new QPushButton(TerminalsController::tr("Reconnect"), this);
        m_reconnect->setObjectName(QStringLiteral("RestoredTerminalReconnect"));
        m_reconnect->setEnabled(false);
        connect(m_reconnect, &QPushButton::clicked, this, std::move(reconnect));
        layout->addStretch(1);
        layout->addWidget(m_text);
        layout->addWidget(m_reconnect, 0, Qt::AlignCenter);
        layout->addStretch(1);
        setWaiting(node);
    }
    void setWaiting(const QString &node)
    {
        m_text->setText(
            TerminalsController::tr("Reopening the terminal on %1 as soon as the console is ready…")
                .arg(node));
        m_reconnect->setEnabled(false);
    }
    void setFailed(const QString &node)
    {
        m_text->setText(
            TerminalsController::tr("The terminal on %1 could not be reopened (the status bar says "
                                    "why). Reconnect tries again; closing this tab forgets it.")
                .arg(node));
        m_reconnect->setEnabled(true);
    }

private:
    QLabel *m_text;
    QPushButton *m_reconnect;
};

} // namespace

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

QWidget *TerminalsController::createView(const QString &key, QString *title)
{
    qint64 cluster = 0;
    QString node;
    if (splitItemKey(key, QStringLiteral("terminal:"), &cluster, &node)) {
        // A node no longer in the inventory (or a removed cluster) is a view that no longer exists.
        if (cluster > 0) {
            bool known = false;
            for (const NodeRecord &n : orEmpty(console()->inventory().nodes(cluster)))
                known = known || n.name == node;
            if (!known)
                return nullptr;
        }
        *title = tr("Terminal %1").arg(node);
        auto *stand = new RestoredTerminal(node, [this, key] { reopen(key); });
        // Opened once the factory is set (the application sets it after the window restored its views)
        // and the keychain answered; a key opened by hand goes the same way, at once where both are there.
        QTimer::singleShot(0, this, &TerminalsController::reopenRestored);
        return stand;
    }
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
    reopenRestored();
}

QStringList TerminalsController::pendingRestores() const
{
    Workspace *workspace = window()->workspace();
    QStringList out;
    for (const QString &key : workspace->openKeys()) {
        if (QWidget *w = workspace->view(key); w && w->objectName() == QLatin1String("RestoredTerminal"))
            out << key;
    }
    return out;
}

void TerminalsController::reopenRestored()
{
    if (!m_terminalFactory || pendingRestores().isEmpty())
        return;
    if (!console()->keychainKnown()) {
        // Remembered passphrases and passwords answer the logins, not a person: wait for the keychain (as
        // the streaming that resumes does), or go on without it after a while.
        if (m_waitingForKeychain)
            return;
        m_waitingForKeychain = true;
        auto *wait = new QTimer(this);
        wait->setSingleShot(true);
        const auto go = [this, wait] {
            if (!m_waitingForKeychain)
                return;
            m_waitingForKeychain = false;
            wait->deleteLater();
            for (const QString &key : pendingRestores())
                reopen(key);
        };
        connect(wait, &QTimer::timeout, this, go);
        connect(console(), &services::Console::keychainChecked, wait, go);
        wait->start(kKeychainWaitMs);
        return;
    }
    for (const QString &key : pendingRestores())
        reopen(key);
}

void TerminalsController::reopen(const QString &key)
{
    Workspace *workspace = window()->workspace();
    auto *stand = dynamic_cast<RestoredTerminal *>(workspace->view(key));
    qint64 cluster = 0;
    QString node;
    if (!stand || !splitItemKey(key, QStringLiteral("terminal:"), &cluster, &node) || !m_terminalFactory)
        return;
    QString title = tr("Terminal %1").arg(node);
    // A node that does not answer still gets its terminal tab: the tab says so, with Reconnect.
    QWidget *w = m_terminalFactory(cluster, node, &title);
    if (!w) {
        stand->setFailed(node);
        return;
    }
    workspace->replaceView(key, w, title);
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
