// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/broadcast_dialog.h"

#include "terminal/terminal_tab.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace cg::ui {

BroadcastDialog::BroadcastDialog(const QList<TerminalTab *> &tabs, const BroadcastGroup *group,
                                 QWidget *parent)
    : QDialog(parent), m_tabs(tabs)
{
    setWindowTitle(tr("Broadcast Input"));
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(
        tabs.isEmpty()
            ? tr("No terminals are open. Open one on each node first (select a node, Open Terminal).")
            : tr("What you type into any ticked terminal goes to all of them. Each one shows the BROADCAST "
                 "mark while it receives."),
        this);
    label->setWordWrap(true);
    layout->addWidget(label);
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Terminals that receive the input"));
    const QList<TerminalTab *> members = group ? group->members() : QList<TerminalTab *>{};
    for (TerminalTab *t : tabs) {
        QString title = t->windowTitle();
        auto *item = new QListWidgetItem(title.isEmpty() ? t->objectName() : title, m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(members.contains(t) ? Qt::Checked : Qt::Unchecked);
    }
    layout->addWidget(m_list, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *all = buttons->addButton(tr("Select &All"), QDialogButtonBox::ActionRole);
    QPushButton *none = buttons->addButton(tr("Select &None"), QDialogButtonBox::ActionRole);
    connect(all, &QPushButton::clicked, this, [this] { setAll(true); });
    connect(none, &QPushButton::clicked, this, [this] { setAll(false); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(480, 360);
}

void BroadcastDialog::setAll(bool checked)
{
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

QList<TerminalTab *> BroadcastDialog::chosen() const
{
    QList<TerminalTab *> out;
    for (int i = 0; i < m_list->count() && i < m_tabs.size(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            out << m_tabs.at(i);
    return out;
}

bool chooseBroadcast(QWidget *parent, const QList<TerminalTab *> &tabs, BroadcastGroup *group,
                     std::function<bool(int)> confirm)
{
    BroadcastDialog dialog(tabs, group, parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    if (!confirm) {
        confirm = [parent](int count) {
            return QMessageBox::question(
                       parent, BroadcastDialog::tr("Broadcast Input"),
                       BroadcastDialog::tr(
                           "Type into %n terminals at once? Every key you press goes to all of "
                           "them.",
                           nullptr, count),
                       QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
        };
    }
    return group->setMembers(dialog.chosen(), confirm);
}

} // namespace cg::ui
