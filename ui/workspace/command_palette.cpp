// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace/command_palette.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QVBoxLayout>

namespace cg::ui {

CommandPalette::CommandPalette(QWidget *parent) : QDialog(parent), m_model(new PaletteModel(this))
{
    setObjectName(QStringLiteral("CommandPalette"));
    setWindowTitle(tr("Go to"));
    setModal(true);
    auto *layout = new QVBoxLayout(this);
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Type a view, cluster, node or job…"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_list = new QListView(this);
    m_list->setModel(m_model);
    m_list->setUniformItemSizes(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    resize(560, 380);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &t) {
        m_model->setFilter(t);
        if (m_model->rowCount() > 0)
            m_list->setCurrentIndex(m_model->index(0));
    });
    connect(m_search, &QLineEdit::returnPressed, this, [this] { choose(m_list->currentIndex().row()); });
    connect(m_list, &QListView::activated, this, [this](const QModelIndex &i) { choose(i.row()); });
}

void CommandPalette::setEntries(QList<PaletteEntry> entries)
{
    m_model->setEntries(std::move(entries));
    m_model->setFilter(m_search->text());
    if (m_model->rowCount() > 0)
        m_list->setCurrentIndex(m_model->index(0));
}

void CommandPalette::popup()
{
    m_search->clear();
    if (QWidget *p = parentWidget()) {
        const QRect g = p->window()->geometry();
        move(g.center().x() - width() / 2, g.top() + 80);
    }
    show();
    raise();
    activateWindow();
    m_search->setFocus();
}

void CommandPalette::choose(int row)
{
    const QString key = m_model->keyAt(row);
    if (key.isEmpty())
        return;
    accept();
    emit chosen(key);
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *k = static_cast<QKeyEvent *>(event);
        if (k->key() == Qt::Key_Down || k->key() == Qt::Key_Up) {
            const int n = m_model->rowCount();
            if (n > 0) {
                int r = m_list->currentIndex().row() + (k->key() == Qt::Key_Down ? 1 : -1);
                r = qBound(0, r, n - 1);
                m_list->setCurrentIndex(m_model->index(r));
            }
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace cg::ui
