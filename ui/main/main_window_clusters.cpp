// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's Clusters view: the targets tree (its selection, filled from the inventory with each
// fleet's node states), the selected target's charts or node beside it, node views, and closing the views
// of clusters and nodes removed from the inventory (here or elsewhere).
#include "main/main_window.h"

#include "business/cluster_prices.h"
#include "charts/live_view.h"
#include "common/dates.h"
#include "common/paths.h"
#include "fleet/fleet_node_detail.h"
#include "history/history_marks.h"
#include "history/history_recorder.h"
#include "main/window_feature.h"
#include "models/targets_model.h"
#include "planning/cost.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/local_fleet_feed.h"
#include "services/overview_model.h"
#include "services/saved_prices.h"
#include "terminal/terminals_controller.h"
#include "validation/evidence_store.h"
#include "workspace/node_view.h"
#include "workspace/workspace.h"

#include <QLocale>
#include <QPointer>
#include <QSet>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeView>

#include <limits>

namespace cg::ui {

qint64 MainWindow::selectedClusterId() const
{
    return m_tree->currentIndex().siblingAtColumn(0).data(TargetsModel::ClusterIdRole).toLongLong();
}

QString MainWindow::selectedNodeName() const
{
    return m_tree->currentIndex().siblingAtColumn(0).data(TargetsModel::NodeNameRole).toString();
}

void MainWindow::reloadClusters()
{
    const auto clusters = m_console->inventory().clusters();
    if (!clusters.ok())
        return; // no database: only the local target
    QHash<qint64, QList<NodeRecord>> nodes;
    for (const ClusterRecord &c : clusters.value()) {
        const auto list = m_console->inventory().nodes(c.id);
        if (!list.ok())
            statusBar()->showMessage(tr("Cannot read the nodes of %1: %2").arg(c.name, list.error()), 10000);
        nodes.insert(c.id, list.ok() ? list.value() : QList<NodeRecord>());
    }
    closeViewsOfRemoved(clusters.value(), nodes);
    m_targets->setClusters(clusters.value(), nodes);
    m_tree->expandToDepth(1);
    for (const ClusterRecord &c : clusters.value()) { // live state, not "not checked", for streaming nodes
        if (services::ClusterFleet *fleet = m_console->fleet(c.id)) {
            for (const QString &n : fleet->nodes()) {
                const auto st = fleet->status(n);
                m_targets->setNodeState(c.id, n, FleetSession::stateName(st.state),
                                        st.state == FleetNodeState::Streaming);
            }
        }
    }
    if (const auto prices =
            business::ClusterPrices::load(m_console->inventory(), services::SavedPrices::load());
        prices && prices->anyPriced())
        m_overviewModel->setPrices(prices->book());
    m_overviewModel->reload();
}

void MainWindow::selectCluster(qint64 clusterId)
{
    if (!m_targets->indexOfCluster(clusterId).isValid())
        reloadClusters(); // added elsewhere (the CLI, another window) since the tree was filled
    const QModelIndex idx = m_targets->indexOfCluster(clusterId);
    if (idx.isValid())
        m_tree->setCurrentIndex(idx);
}

void MainWindow::onTargetSelected()
{
    updateClusterActions();
    const QModelIndex idx = m_tree->currentIndex().siblingAtColumn(0);
    if (idx.data(TargetsModel::KindRole).toString() == QLatin1String("node")) {
        showNodeInPane(idx.data(TargetsModel::ClusterIdRole).toLongLong(),
                       idx.data(TargetsModel::NodeNameRole).toString());
        return;
    }
    m_detailStack->setCurrentWidget(m_live);
    const QString id = idx.data(TargetsModel::TargetIdRole).toString();
    if (id.isEmpty() || id == m_live->target())
        return;
    m_live->setTarget(id, idx.data(Qt::DisplayRole).toString());
    if (id == LocalAgent::kTargetId && !m_console->localAgent().hello().isEmpty())
        m_live->setHostFacts(m_console->localAgent().hello());
}

QWidget *MainWindow::createNodeView(qint64 cluster, const QString &item, QString *title)
{
    const QString name = clusterName(cluster);
    if (name.isEmpty())
        return nullptr; // the cluster is gone
    *title = tr("%1 (%2)").arg(item, name);
    auto *view = new NodeView(cluster, item, item, [this, cluster]() -> FleetStore * {
        if (cluster == 0)
            return m_console->localFleet().store();
        services::ClusterFleet *f = m_console->fleet(cluster);
        return f ? &f->store() : nullptr;
    });
    // Ranges beyond the live buffer read the console's history; audit events mark the time axis.
    view->detail()->setHistory(NodeHistorySource{
        m_console->history().file(), cluster == 0 ? LocalAgent::kTargetId : name,
        [console = m_console, filter = cluster == 0 ? QString() : name](qint64 from, qint64 to) {
            ledger::AuditLog *log = console->auditLog();
            const auto marks = log ? history::auditMarks(*log, from, to, filter)
                                   : Result<QList<history::TimeMark>>::failure(QString());
            return marks.ok() ? marks.value() : QList<history::TimeMark>{};
        },
        chosenHistorySource(m_console->secretStore())});
    view->setTerminalAvailable(m_terminals->terminalAvailable(cluster));
    connect(view, &NodeView::terminalRequested, m_terminals, &TerminalsController::openTerminal);
    if (cluster > 0) {
        view->setJobsLookup([model = QPointer<services::OverviewModel>(m_overviewModel), cluster] {
            return model ? model->jobs(cluster) : QList<jobs::JobStatus>{};
        });
        if (m_console->databaseError().isEmpty()) {
            const validation::EvidenceStore evidence(m_console->database());
            const auto runs = evidence.runs(name, 1);
            if (runs.ok() && !runs->isEmpty()) {
                QHash<QString, int> levels;
                for (auto it = runs->first().levels.cbegin(); it != runs->first().levels.cend(); ++it)
                    levels.insert(it.key(), int(it.value()));
                const QString best =
                    services::OverviewModel::highestPassed(levels, int(validation::CheckStatus::Pass));
                const auto figures = evidence.previousFigures(name, std::numeric_limits<qint64>::max());
                view->setValidation(
                    tr("Last validation of %1 (%2, %3): %4")
                        .arg(name, runs->first().checklist, shownDateTime(runs->first().started),
                             best.isEmpty() ? tr("no level passed") : tr("%1 passed").arg(best)),
                    figures.ok() ? figures.value() : QHash<QString, double>{});
            }
        }
    }
    return view;
}

void MainWindow::openNode(qint64 clusterId, const QString &node)
{
    navigate(NodeView::key(clusterId, node));
}

void MainWindow::showNodeInPane(qint64 clusterId, const QString &node)
{
    if (m_nodeView && m_nodeView->clusterId() == clusterId && m_nodeView->nodeId() == node) {
        m_detailStack->setCurrentWidget(m_nodeView);
        return;
    }
    delete m_nodeView;
    QString title;
    m_nodeView = qobject_cast<NodeView *>(createView(NodeView::key(clusterId, node), &title));
    if (!m_nodeView) {
        m_detailStack->setCurrentWidget(m_live);
        return;
    }
    m_detailStack->addWidget(m_nodeView);
    m_detailStack->setCurrentWidget(m_nodeView);
}

void MainWindow::onTargetActivated(const QModelIndex &index)
{
    const QModelIndex idx = index.siblingAtColumn(0);
    const QString kind = idx.data(TargetsModel::KindRole).toString();
    if (kind == QLatin1String("node"))
        openNode(idx.data(TargetsModel::ClusterIdRole).toLongLong(),
                 idx.data(TargetsModel::NodeNameRole).toString());
    else if (kind == QLatin1String("cluster") &&
             m_console->fleet(idx.data(TargetsModel::ClusterIdRole).toLongLong()))
        navigate(QStringLiteral("fleet:%1").arg(idx.data(TargetsModel::ClusterIdRole).toLongLong()));
}

namespace {

QByteArray inventorySignature(const QList<ClusterRecord> &clusters,
                              const QHash<qint64, QList<NodeRecord>> &nodes)
{
    QByteArray s;
    for (const ClusterRecord &c : clusters) {
        s += QByteArray::number(c.id) + '\x1f' + c.name.toUtf8() + '\x1e';
        for (const NodeRecord &n : nodes.value(c.id))
            s += n.name.toUtf8() + '\x1f';
        s += '\x1d';
    }
    return s;
}

} // namespace

void MainWindow::checkInventory()
{
    const auto clusters = m_console->inventory().clusters();
    if (!clusters.ok())
        return;
    QHash<qint64, QList<NodeRecord>> nodes;
    for (const ClusterRecord &c : clusters.value()) {
        const auto list = m_console->inventory().nodes(c.id);
        nodes.insert(c.id, list.ok() ? list.value() : QList<NodeRecord>());
    }
    if (inventorySignature(clusters.value(), nodes) != m_inventorySignature)
        reloadClusters();
}

void MainWindow::closeViewsOfRemoved(const QList<ClusterRecord> &clusters,
                                     const QHash<qint64, QList<NodeRecord>> &nodes)
{
    m_inventorySignature = inventorySignature(clusters, nodes);
    QHash<qint64, QSet<QString>> present;
    for (const ClusterRecord &c : clusters) {
        QSet<QString> &names = present[c.id];
        for (const NodeRecord &n : nodes.value(c.id))
            names.insert(n.name);
    }
    QStringList said;
    QSet<qint64> clustersGone;
    for (const QString &key : m_workspace->openKeys()) {
        qint64 cluster = 0;
        QString item;
        const bool node = splitItemKey(key, QStringLiteral("node:"), &cluster, &item);
        const bool terminal = !node && splitItemKey(key, QStringLiteral("terminal:"), &cluster, &item);
        const bool whole = !node && !terminal &&
                           (splitItemKey(key, QStringLiteral("fleet:"), &cluster, nullptr) ||
                            splitItemKey(key, QStringLiteral("validation:"), &cluster, nullptr));
        if ((!node && !terminal && !whole) || cluster == 0)
            continue;
        if (!present.contains(cluster)) {
            clustersGone.insert(cluster);
            continue;
        }
        if (whole || present.value(cluster).contains(item))
            continue;
        if (terminal) { // a live shell is not cut off: it stays until its person closes it
            said << tr("%1 is no longer in the inventory; its terminal stays open until you close it.")
                        .arg(item);
            continue;
        }
        m_workspace->closeView(key);
        said << tr("%1 was removed from the inventory; its view was closed.").arg(item);
    }
    if (m_nodeView && m_nodeView->clusterId() != 0 &&
        (!present.contains(m_nodeView->clusterId()) ||
         !present.value(m_nodeView->clusterId()).contains(m_nodeView->nodeId()))) {
        m_detailStack->setCurrentWidget(m_live);
        delete m_nodeView;
        m_nodeView = nullptr;
    }
    for (const qint64 id : std::as_const(clustersGone)) {
        closeViewsOfCluster(id);
        said << tr("A cluster was removed from the inventory; its views were closed.");
    }
    if (!said.isEmpty())
        statusBar()->showMessage(said.join(QLatin1Char(' ')), 15000);
}

void MainWindow::closeViewsOfCluster(qint64 clusterId)
{
    const QString node = QStringLiteral("node:%1/").arg(clusterId);
    const QString terminal = QStringLiteral("terminal:%1/").arg(clusterId);
    for (const QString &key : m_workspace->openKeys()) {
        if (key.startsWith(node) || key.startsWith(terminal) ||
            key == QStringLiteral("fleet:%1").arg(clusterId) ||
            key == QStringLiteral("validation:%1").arg(clusterId))
            m_workspace->closeView(key);
    }
    if (m_nodeView && m_nodeView->clusterId() == clusterId) {
        m_detailStack->setCurrentWidget(m_live);
        delete m_nodeView;
        m_nodeView = nullptr;
    }
    m_overviewModel->setStore(clusterId, nullptr);
}

} // namespace cg::ui
