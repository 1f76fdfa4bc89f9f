// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace/task_panel.h"

#include "models/task_list_model.h"
#include "services/task_list.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cg::ui {

TaskPanel::TaskPanel(services::TaskList *list, QWidget *parent)
    : QWidget(parent), m_list(list), m_model(new TaskListModel(list, this))
{
    setObjectName(QStringLiteral("TaskPanel"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // One line per task: long titles and outcomes end in "…" (the whole text is the tooltip), never cut.
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->horizontalHeader()->setSectionResizeMode(TaskListModel::Title, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(TaskListModel::Message, QHeaderView::Stretch);
    m_table->setAccessibleName(tr("Tasks"));
    layout->addWidget(m_table, 1);
    auto *buttons = new QVBoxLayout;
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("CancelTask"));
    m_cancel->setToolTip(tr("Stop the selected task"));
    m_clear = new QPushButton(tr("Clear Finished"), this);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_clear);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_cancel, &QPushButton::clicked, this, [this] {
        const quint64 id = m_model->taskId(m_table->currentIndex().row());
        if (id)
            m_list->cancel(id);
        updateButtons();
    });
    connect(m_clear, &QPushButton::clicked, m_list, &services::TaskList::clearFinished);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &TaskPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TaskPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TaskPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first) {
        m_table->setCurrentIndex(m_model->index(first, 0));
        updateButtons();
    });
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, m_model, &TaskListModel::tick);
    m_tick.start();
    updateButtons();
}

void TaskPanel::select(quint64 taskId)
{
    const int row = m_model->rowOf(taskId);
    if (row >= 0)
        m_table->setCurrentIndex(m_model->index(row, 0));
}

void TaskPanel::updateButtons()
{
    const quint64 id = m_model->taskId(m_table->currentIndex().row());
    const services::TaskInfo *t = id ? m_list->task(id) : nullptr;
    m_cancel->setEnabled(t && ((t->cancellable && t->state == services::TaskState::Running) ||
                               t->state == services::TaskState::Waiting));
    bool anyFinished = false;
    for (const services::TaskInfo &i : m_list->tasks())
        anyFinished = anyFinished || !i.running();
    m_clear->setEnabled(anyFinished);
}

} // namespace cg::ui
