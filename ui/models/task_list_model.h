// SPDX-License-Identifier: GPL-3.0-or-later
// The task list as a table: what, state, progress, elapsed time, outcome.
#pragma once

#include <QAbstractTableModel>

namespace cg::services {
class TaskList;
struct TaskInfo;
} // namespace cg::services

namespace cg::ui {

class TaskListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Title, State, Progress, Elapsed, Message, ColumnCount };
    enum Role { TaskIdRole = Qt::UserRole + 1, RunningRole, ProgressRole };

    explicit TaskListModel(services::TaskList *list, QObject *parent = nullptr);
    ~TaskListModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    quint64 taskId(int row) const;
    int rowOf(quint64 id) const;
    // Elapsed times move: the panel calls this on its beat while a task runs.
    void tick();
    static QString elapsedText(qint64 ms);

private:
    services::TaskList *m_list;
    QList<services::TaskInfo> m_rows;
};

} // namespace cg::ui
