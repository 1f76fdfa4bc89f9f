// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Keyboard Shortcuts as a table: every action of a window that has a shortcut, with its menu.
#pragma once

#include <QAbstractTableModel>
#include <QKeySequence>

class QWidget;

namespace cg::ui {

class ShortcutsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Action, Keys, ColumnCount };
    struct Row
    {
        QString action;
        QKeySequence keys;
    };

    explicit ShortcutsModel(QObject *parent = nullptr);
    // Collects the actions of `window` and its menus (mnemonic ampersands removed), sorted by action.
    void collect(const QWidget *window);
    void setRows(QList<Row> rows);
    QList<Row> rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<Row> m_rows;
};

} // namespace cg::ui
