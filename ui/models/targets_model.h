// SPDX-License-Identifier: GPL-3.0-or-later
// The targets tree: groups (This machine, clusters later) and the targets in them, with live state.
#pragma once

#include "storage/database.h"

#include <QStandardItemModel>

namespace cg::ui {

class TargetsModel : public QStandardItemModel
{
    Q_OBJECT

public:
    enum Role { TargetIdRole = Qt::UserRole + 1, KindRole, StateRole };

    explicit TargetsModel(QObject *parent = nullptr);

    void setTargets(const QList<Target> &targets);
    void setTargetState(const QString &targetId, const QString &stateText, bool healthy);
    QModelIndex indexOf(const QString &targetId) const;

private:
    QStandardItem *groupFor(const QString &kind);
};

} // namespace cg::ui
