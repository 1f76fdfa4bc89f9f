// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/targets_model.h"

#include <QApplication>
#include <QStyle>

namespace cg::ui {

TargetsModel::TargetsModel(QObject *parent) : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({tr("Target"), tr("State")});
}

QStandardItem *TargetsModel::groupFor(const QString &kind)
{
    const QString title = kind == QLatin1String("local") ? tr("Local") : tr("Clusters");
    for (int r = 0; r < rowCount(); ++r) {
        if (item(r)->data(KindRole).toString() == kind)
            return item(r);
    }
    auto *g = new QStandardItem(title);
    g->setData(kind, KindRole);
    g->setSelectable(false);
    g->setEditable(false);
    auto *empty = new QStandardItem;
    empty->setEditable(false);
    empty->setSelectable(false);
    appendRow({g, empty});
    return g;
}

void TargetsModel::setTargets(const QList<Target> &targets)
{
    removeRows(0, rowCount());
    for (const Target &t : targets) {
        auto *name = new QStandardItem(t.name);
        name->setData(t.id, TargetIdRole);
        name->setData(t.kind, KindRole);
        name->setEditable(false);
        name->setIcon(QApplication::style()->standardIcon(QStyle::SP_ComputerIcon));
        auto *state = new QStandardItem(tr("idle"));
        state->setEditable(false);
        groupFor(t.kind)->appendRow({name, state});
    }
}

QModelIndex TargetsModel::indexOf(const QString &targetId) const
{
    const QModelIndexList hits =
        match(index(0, 0), TargetIdRole, targetId, 1, Qt::MatchExactly | Qt::MatchRecursive);
    return hits.isEmpty() ? QModelIndex() : hits.first();
}

void TargetsModel::setTargetState(const QString &targetId, const QString &stateText, bool healthy)
{
    const QModelIndex idx = indexOf(targetId);
    if (!idx.isValid())
        return;
    const QModelIndex stateIdx = idx.siblingAtColumn(1);
    setData(stateIdx, stateText, Qt::DisplayRole);
    setData(stateIdx, healthy ? QVariant() : QVariant(QColor(0xb0, 0x30, 0x20)), Qt::ForegroundRole);
}

} // namespace cg::ui
