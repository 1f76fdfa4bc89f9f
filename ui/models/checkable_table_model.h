// SPDX-License-Identifier: GPL-3.0-or-later
// A table whose rows a person ticks in one column, some rows not tickable (blocked, not importable).
// Subclasses say which column holds the check box, which rows may be ticked, and how to tick one.
#pragma once

#include <QAbstractItemView>
#include <QAbstractTableModel>
#include <QKeyEvent>

namespace cg::ui {

class CheckableTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    // Ticks or unticks a row; false when the row cannot be ticked.
    virtual bool setChecked(int row, bool checked) = 0;
    virtual bool isChecked(int row) const = 0;
    void toggle(int row)
    {
        if (row >= 0 && row < rowCount())
            setChecked(row, !isChecked(row));
    }

    // Space on the view's current row ticks or unticks it, as in a list of check boxes.
    static void bindSpaceToToggle(QAbstractItemView *view)
    {
        struct SpaceToggles : QObject
        {
            using QObject::QObject;
            bool eventFilter(QObject *watched, QEvent *event) override
            {
                auto *v = static_cast<QAbstractItemView *>(parent());
                if (watched == v && event->type() == QEvent::KeyPress) {
                    const auto *key = static_cast<QKeyEvent *>(event);
                    auto *model = dynamic_cast<CheckableTableModel *>(v->model());
                    if (model && key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
                        if (v->currentIndex().isValid())
                            model->toggle(v->currentIndex().row());
                        return true;
                    }
                }
                return QObject::eventFilter(watched, event);
            }
        };
        view->installEventFilter(new SpaceToggles(view));
    }

    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override
    {
        if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid) ||
            role != Qt::CheckStateRole || index.column() != checkColumn())
            return false;
        return setChecked(index.row(), value.toInt() == Qt::Checked);
    }

    Qt::ItemFlags flags(const QModelIndex &index) const override
    {
        if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
            return Qt::NoItemFlags;
        Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
        if (index.column() == checkColumn() && isCheckable(index.row()))
            f |= Qt::ItemIsUserCheckable;
        return f;
    }

protected:
    virtual int checkColumn() const = 0;
    virtual bool isCheckable(int row) const = 0;
};

} // namespace cg::ui
