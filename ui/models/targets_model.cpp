// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/targets_model.h"

#include <QApplication>
#include <QStyle>
#include <QTextDocument>

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

void TargetsModel::setClusters(const QList<ClusterRecord> &clusters,
                               const QHash<qint64, QList<NodeRecord>> &nodes)
{
    QStandardItem *group = groupFor(QStringLiteral("cluster"));
    group->removeRows(0, group->rowCount());
    for (const ClusterRecord &c : clusters) {
        auto *item = new QStandardItem(c.name);
        item->setEditable(false);
        item->setData(QStringLiteral("cluster"), KindRole);
        item->setData(c.id, ClusterIdRole);
        item->setIcon(QApplication::style()->standardIcon(QStyle::SP_DirIcon));
        QStringList chain;
        for (const ssh::Endpoint &j : c.jumps)
            chain << j.displayName();
        item->setToolTip(chain.isEmpty()
                             ? tr("%1: direct connection").arg(c.name)
                             : tr("%1: through %2").arg(c.name, chain.join(QStringLiteral(" → "))));
        const QList<NodeRecord> ns = nodes.value(c.id);
        auto *state = new QStandardItem(tr("%n node(s)", nullptr, int(ns.size())));
        state->setEditable(false);
        int hop = 0;
        for (const ssh::Endpoint &j : c.jumps) {
            auto *h = new QStandardItem(tr("hop %1: %2").arg(++hop).arg(j.displayName()));
            h->setEditable(false);
            h->setSelectable(false);
            h->setIcon(QApplication::style()->standardIcon(QStyle::SP_ArrowRight));
            h->setToolTip(QStringLiteral("%1@%2:%3").arg(j.user, j.host).arg(j.port));
            h->setData(QStringLiteral("hop"), KindRole);
            h->setData(hopKey(j), HopKeyRole);
            auto *hs = new QStandardItem;
            hs->setEditable(false);
            item->appendRow({h, hs});
        }
        for (const NodeRecord &n : ns) {
            auto *ni = new QStandardItem(n.name);
            ni->setEditable(false);
            ni->setData(QStringLiteral("node"), KindRole);
            ni->setData(c.id, ClusterIdRole);
            ni->setData(n.name, NodeNameRole);
            ni->setIcon(QApplication::style()->standardIcon(QStyle::SP_ComputerIcon));
            ni->setToolTip(QStringLiteral("%1:%2").arg(n.endpoint.host).arg(n.endpoint.port));
            auto *ns2 = new QStandardItem(tr("not checked"));
            ns2->setEditable(false);
            item->appendRow({ni, ns2});
        }
        group->appendRow({item, state});
    }
}

QString TargetsModel::hopKey(const ssh::Endpoint &e)
{
    return QStringLiteral("%1@%2:%3").arg(e.user, e.host).arg(e.port);
}

void TargetsModel::setHopState(const QString &key, const QString &stateText, const QString &tooltip,
                               bool healthy)
{
    const QModelIndexList hits =
        match(index(0, 0), HopKeyRole, key, -1, Qt::MatchExactly | Qt::MatchRecursive);
    for (const QModelIndex &i : hits) {
        const QModelIndex stateIdx = i.siblingAtColumn(1);
        setData(stateIdx, stateText, Qt::DisplayRole);
        setData(stateIdx, Qt::convertFromPlainText(tooltip), Qt::ToolTipRole); // may quote a node
        setData(stateIdx, healthy ? QVariant() : QVariant(QColor(0xb0, 0x30, 0x20)), Qt::ForegroundRole);
    }
}

QModelIndex TargetsModel::indexOfCluster(qint64 clusterId) const
{
    const QModelIndexList hits =
        match(index(0, 0), KindRole, QStringLiteral("cluster"), -1, Qt::MatchExactly | Qt::MatchRecursive);
    for (const QModelIndex &i : hits) {
        if (i.data(ClusterIdRole).toLongLong() == clusterId)
            return i;
    }
    return {};
}

QModelIndex TargetsModel::indexOfNode(qint64 clusterId, const QString &node) const
{
    const QModelIndexList hits =
        match(index(0, 0), NodeNameRole, node, -1, Qt::MatchExactly | Qt::MatchRecursive);
    for (const QModelIndex &i : hits) {
        if (i.data(ClusterIdRole).toLongLong() == clusterId)
            return i;
    }
    return {};
}

void TargetsModel::setNodeState(qint64 clusterId, const QString &node, const QString &stateText, bool healthy)
{
    const QModelIndex idx = indexOfNode(clusterId, node);
    if (!idx.isValid())
        return;
    const QModelIndex stateIdx = idx.siblingAtColumn(1);
    setData(stateIdx, stateText, Qt::DisplayRole);
    setData(stateIdx, Qt::convertFromPlainText(stateText), Qt::ToolTipRole); // may quote a node
    setData(stateIdx, healthy ? QVariant() : QVariant(QColor(0xb0, 0x30, 0x20)), Qt::ForegroundRole);
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
