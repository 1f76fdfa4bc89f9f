// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfers_view.h"

#include "transfer/transfers_model.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace cg::ui {

TransfersView::TransfersView(QWidget *parent)
    : QWidget(parent), m_model(new TransfersModel(transfer::TransferStore(), this)),
      m_table(new QTableView(this)), m_cancel(new QPushButton(tr("&Cancel"), this)),
      m_resume(new QPushButton(tr("&Resume"), this)), m_message(new QLabel(this)), m_timer(new QTimer(this))
{
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cancel->setToolTip(tr("Stop before the next chunk; the transfer stays resumable"));
    m_resume->setToolTip(tr("Continue from the last verified chunk (the ledger is checked again first)"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_resume);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Datasets leave only under an active approved export; start one with "
                                    "'clustergate data push DATASET --cluster C'."),
                                 this));
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    connect(m_cancel, &QPushButton::clicked, this, &TransfersView::cancelSelected);
    connect(m_resume, &QPushButton::clicked, this, &TransfersView::resumeSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TransfersView::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TransfersView::updateButtons);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TransfersView::updateButtons);
    connect(m_timer, &QTimer::timeout, m_model, &TransfersModel::refresh);
    m_timer->start(1000);
    updateButtons();
}

QString TransfersView::selectedId() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : m_model->transferId(rows.first().row());
}

void TransfersView::updateButtons()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const int row = rows.isEmpty() ? -1 : rows.first().row();
    const transfer::TransferStatus st = m_model->status(row);
    m_cancel->setEnabled(row >= 0 && st == transfer::TransferStatus::Running);
    m_resume->setEnabled(row >= 0 &&
                         (st == transfer::TransferStatus::Cancelled ||
                          st == transfer::TransferStatus::Stopped || st == transfer::TransferStatus::Failed));
}

void TransfersView::cancelSelected()
{
    const QString id = selectedId();
    if (id.isEmpty())
        return;
    const Status st = m_model->store().requestCancel(id);
    m_message->setText(st ? tr("%1: asked to stop before its next chunk").arg(id) : st.error());
}

void TransfersView::resumeSelected()
{
    const QString id = selectedId();
    if (id.isEmpty())
        return;
    const bool started = QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                                 {QStringLiteral("data"), QStringLiteral("resume"), id});
    m_message->setText(
        started ? tr("%1: resuming in the background ('clustergate data status %1' shows it)").arg(id)
                : tr("%1: could not start 'clustergate data resume %1'").arg(id));
    m_model->refresh();
}

} // namespace cg::ui
