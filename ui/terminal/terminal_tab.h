// SPDX-License-Identifier: GPL-3.0-or-later
// One terminal as a tab (or a window): the view over its session's screen, a search bar over the
// scrollback (Ctrl+Shift+F), a "disconnected — Reconnect" bar when the link drops, the bell as a mark
// (bellRang(); the workspace marks the tab), and an unmistakable mark while broadcast input reaches it.
// openTerminal() is the one entry point for the console (cluster tree, fleet, node view).
#pragma once

#include "ssh/chain_plan.h"
#include "ssh/ssh_engine.h"
#include "terminal/terminal_session.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {
class Console;
}

namespace cg::ui {

class TerminalView;
class BroadcastGroup;

class TerminalTab : public QWidget
{
    Q_OBJECT

public:
    // Takes `session` (reparented to the tab).
    explicit TerminalTab(terminal::TerminalSession *session, QWidget *parent = nullptr);
    ~TerminalTab() override;

    terminal::TerminalSession *session() const { return m_session; }
    TerminalView *view() const { return m_view; }
    static constexpr int kMaxRemoteTitle = 60;
    // The node's name, and beside it (quoted, at most kMaxRemoteTitle characters) the title the remote
    // set, if any: a remote title never replaces the name.
    QString title() const;
    bool isDisconnected() const;
    bool disconnectedBarVisible() const;
    QString disconnectedBarText() const;
    bool broadcastMarkVisible() const;
    // Set by a BroadcastGroup: what is typed here goes to every member while it is set.
    void setBroadcast(BroadcastGroup *group);
    BroadcastGroup *broadcast() const { return m_group; }
    // Input as if typed here (broadcast delivers through this).
    void deliver(const QByteArray &bytes);
    void showSearch();

signals:
    void titleChanged(const QString &title);
    void bellRang();
    // Typed into this tab (before broadcast).
    void typed(const QByteArray &bytes);
    // Sent to this tab's shell (typed here, or broadcast from another member).
    void delivered(const QByteArray &bytes);

protected:
    // Brought to front (a new tab, its tab chosen, a restored terminal come live in front): the keys go
    // to the shell.
    void showEvent(QShowEvent *event) override;

private:
    void onDisconnected(const QString &reason);
    void leaveBroadcast();
    void findNext(bool backwards);
    void markTitle();

    terminal::TerminalSession *m_session;
    TerminalView *m_view;
    QWidget *m_disconnectedBar;
    QLabel *m_disconnectedText;
    QPushButton *m_reconnect;
    QWidget *m_searchBar;
    QLineEdit *m_search;
    QLabel *m_broadcastMark;
    QPointer<BroadcastGroup> m_group;
    QString m_lastTitle;
    bool m_bellMarked = false;

public:
    bool bellMarked() const { return m_bellMarked; }
};

// A new terminal on `plan`'s target through the hub, opened as a tab widget of its own (not yet placed):
// the workspace puts it in a tab, the classic window shows it as a window. Recorded; the recording's audit
// event goes to `options.audit`.
TerminalTab *openTerminal(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan,
                          const ssh::SessionOptions &base, const terminal::TerminalSessionOptions &options,
                          QWidget *parent = nullptr);

// A terminal on a node of a saved cluster (`node` empty: its login node) through the console's hub, audited
// in the console's audit log, with the cluster's recording policy; not yet placed (the workspace makes it a
// tab). Null with `error` set when the cluster has no such node.
TerminalTab *openClusterTerminal(services::Console &console, qint64 clusterId, const QString &node,
                                 const QString &knownHostsFile, QWidget *parent, QString *error);

// The same as a window of its own.
TerminalTab *openTerminalWindow(services::Console &console, qint64 clusterId, const QString &node,
                                const QString &knownHostsFile, QWidget *parent, QString *error);

// Broadcast input: what is typed into any member goes to every member (MultiExec / cssh). Every member shows
// the broadcast mark while it is one. More than kConfirmAbove members need a yes from the person first.
class BroadcastGroup : public QObject
{
    Q_OBJECT

public:
    static constexpr int kConfirmAbove = 8;
    explicit BroadcastGroup(QObject *parent = nullptr);
    ~BroadcastGroup() override;
    // `confirm` is asked (with the count) when there are more than kConfirmAbove; false keeps the old set.
    bool setMembers(const QList<TerminalTab *> &tabs, const std::function<bool(int count)> &confirm);
    QList<TerminalTab *> members() const;
    void clear();
    // `tab` is no longer a member (its session ended); its mark goes.
    void remove(TerminalTab *tab);
    // Sends to every member that is connected.
    void send(const QByteArray &bytes);

private:
    QList<QPointer<TerminalTab>> m_members;
};

} // namespace cg::ui
