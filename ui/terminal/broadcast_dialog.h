// SPDX-License-Identifier: GPL-3.0-or-later
// Terminals > Broadcast Input…: the open node terminals as a checklist; the ticked ones become the
// broadcast group (asking first when more than eight would receive what is typed).
#pragma once

#include <QDialog>
#include <QList>

#include <functional>

class QListWidget;

namespace cg::ui {

class BroadcastGroup;
class TerminalTab;

class BroadcastDialog : public QDialog
{
    Q_OBJECT

public:
    BroadcastDialog(const QList<TerminalTab *> &tabs, const BroadcastGroup *group, QWidget *parent = nullptr);
    QListWidget *list() const { return m_list; }
    QList<TerminalTab *> chosen() const;
    void setAll(bool checked);

private:
    QList<TerminalTab *> m_tabs;
    QListWidget *m_list;
};

// Runs the dialog and applies its choice to `group`; `confirm` (null: a message box) is asked with the count
// when more than BroadcastGroup::kConfirmAbove are chosen. False when cancelled or not confirmed.
bool chooseBroadcast(QWidget *parent, const QList<TerminalTab *> &tabs, BroadcastGroup *group,
                     std::function<bool(int)> confirm = {});

} // namespace cg::ui
