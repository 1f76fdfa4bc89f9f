// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/task_list_model.h"

#include "services/task_list.h"

namespace cg::ui {

using services::TaskInfo;
using services::TaskList;

TaskListModel::TaskListModel(TaskList *list, QObject *parent) : QAbstractTableModel(parent), m_list(list)
{
    m_rows = list->tasks();
    connect(list, &TaskList::taskAdded, this, [this] {
        const int n = int(m_rows.size());
        const QList<TaskInfo> now = m_list->tasks();
        if (now.size() != n + 1) {
            beginResetModel();
            m_rows = now;
            endResetModel();
            return;
        }
        beginInsertRows({}, n, n);
        m_rows = now;
        endInsertRows();
    });
    connect(list, &TaskList::taskChanged, this, [this](quint64 id) {
        const QList<TaskInfo> now = m_list->tasks();
        if (now.size() != m_rows.size()) {
            beginResetModel();
            m_rows = now;
            endResetModel();
            return;
        }
        m_rows = now;
        const int row = rowOf(id);
        if (row >= 0)
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(list, &TaskList::tasksRemoved, this, [this] {
        beginResetModel();
        m_rows = m_list->tasks();
        endResetModel();
    });
}

TaskListModel::~TaskListModel() = default;

int TaskListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TaskListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TaskListModel::elapsedText(qint64 ms)
{
    const qint64 s = ms / 1000;
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

QVariant TaskListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TaskInfo &t = m_rows.at(index.row());
    switch (role) {
    case TaskIdRole:
        return t.id;
    case RunningRole:
        return t.running();
    case ProgressRole:
        return t.total > 0 ? 100 * t.done / t.total : -1;
    case Qt::ToolTipRole:
        return t.message.isEmpty() ? t.title : t.message;
    case Qt::DisplayRole:
        switch (index.column()) {
        case Title:
            return tr("%1: %2").arg(TaskList::kindText(t.kind), t.title);
        case State:
            return TaskList::stateText(t.state);
        case Progress:
            return t.total > 0 ? tr("%1 of %2").arg(t.done).arg(t.total) : QString();
        case Elapsed:
            return elapsedText(t.elapsedMs(m_list->now()));
        case Message:
            return t.message;
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant TaskListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Title:
        return tr("Task");
    case State:
        return tr("State");
    case Progress:
        return tr("Progress");
    case Elapsed:
        return tr("Elapsed");
    case Message:
        return tr("Outcome");
    default:
        return {};
    }
}

quint64 TaskListModel::taskId(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).id : 0;
}

int TaskListModel::rowOf(quint64 id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == id)
            return i;
    }
    return -1;
}

void TaskListModel::tick()
{
    bool any = false;
    for (const TaskInfo &t : std::as_const(m_rows))
        any = any || t.running();
    if (any && !m_rows.isEmpty())
        emit dataChanged(index(0, Elapsed), index(int(m_rows.size()) - 1, Elapsed), {Qt::DisplayRole});
}

} // namespace cg::ui
