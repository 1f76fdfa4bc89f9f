// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/shortcuts_model.h"

#include "common/action_text.h"

#include <QAction>
#include <QRegularExpression>
#include <QSet>
#include <QWidget>

#include <algorithm>

namespace cg::ui {

ShortcutsModel::ShortcutsModel(QObject *parent) : QAbstractTableModel(parent) {}

void ShortcutsModel::collect(const QWidget *window)
{
    QList<Row> rows;
    QSet<QString> seen;
    for (const QAction *a : window->findChildren<QAction *>()) {
        for (const QKeySequence &k : a->shortcuts()) {
            if (k.isEmpty())
                continue;
            const QString text = plainActionText(a->text());
            const QString id = text + k.toString();
            if (text.isEmpty() || seen.contains(id))
                continue;
            seen.insert(id);
            rows << Row{text, k};
        }
    }
    std::sort(rows.begin(), rows.end(),
              [](const Row &a, const Row &b) { return QString::localeAwareCompare(a.action, b.action) < 0; });
    setRows(rows);
}

void ShortcutsModel::setRows(QList<Row> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int ShortcutsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ShortcutsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ShortcutsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        role != Qt::DisplayRole)
        return {};
    const Row &r = m_rows.at(index.row());
    return index.column() == Action ? r.action : r.keys.toString(QKeySequence::NativeText);
}

QVariant ShortcutsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Action ? tr("Action") : tr("Shortcut");
}

} // namespace cg::ui
