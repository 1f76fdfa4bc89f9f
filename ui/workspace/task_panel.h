// SPDX-License-Identifier: GPL-3.0-or-later
// The task list under the workspace: every long operation with its progress and elapsed time; Cancel
// stops the selected one, Clear Finished forgets the ended ones.
#pragma once

#include <QTimer>
#include <QWidget>

class QPushButton;
class QTableView;

namespace cg::services {
class TaskList;
}

namespace cg::ui {

class TaskListModel;

class TaskPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TaskPanel(services::TaskList *list, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    TaskListModel *model() const { return m_model; }
    QPushButton *cancelButton() const { return m_cancel; }
    // Selects the row of a task (e.g. the one just started).
    void select(quint64 taskId);

private:
    void updateButtons();

    services::TaskList *m_list;
    TaskListModel *m_model;
    QTableView *m_table;
    QPushButton *m_cancel;
    QPushButton *m_clear;
    QTimer m_tick;
};

} // namespace cg::ui
