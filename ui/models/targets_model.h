// SPDX-License-Identifier: GPL-3.0-or-later
// The targets tree: This machine, and each cluster with its jump chain and nodes, with live state.
#pragma once

#include "inventory/inventory.h"
#include "storage/database.h"

#include <QHash>
#include <QStandardItemModel>

namespace cg::ui {

class TargetsModel : public QStandardItemModel
{
    Q_OBJECT

public:
    enum Role {
        TargetIdRole = Qt::UserRole + 1,
        KindRole,
        StateRole,
        ClusterIdRole,
        NodeNameRole,
        HopKeyRole
    };

    // How hop rows are matched to connections: "user@host:port".
    static QString hopKey(const ssh::Endpoint &endpoint);

    explicit TargetsModel(QObject *parent = nullptr);

    void setTargets(const QList<Target> &targets);
    void setTargetState(const QString &targetId, const QString &stateText, bool healthy);
    QModelIndex indexOf(const QString &targetId) const;

    // Replaces the "Clusters" group: every cluster, its hops (in order) and its nodes.
    void setClusters(const QList<ClusterRecord> &clusters, const QHash<qint64, QList<NodeRecord>> &nodes);
    void setNodeState(qint64 clusterId, const QString &node, const QString &stateText, bool healthy);
    QModelIndex indexOfNode(qint64 clusterId, const QString &node) const;
    QModelIndex indexOfCluster(qint64 clusterId) const;
    // Every cluster's row for that jump host (clusters may share one).
    void setHopState(const QString &hopKey, const QString &stateText, const QString &tooltip, bool healthy);

private:
    QStandardItem *groupFor(const QString &kind);
};

} // namespace cg::ui
