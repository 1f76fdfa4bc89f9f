// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleet_controller.h"

#include "agent/agent_locator.h"
#include "common/logging.h"
#include "fleet/fleet_view.h"
#include "main/main_window.h"
#include "models/targets_model.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/local_fleet_feed.h"
#include "services/overview_model.h"
#include "services/streaming_memory.h"
#include "services/task_list.h"
#include "workspace/overview_view.h"

#include <QAction>
#include <QMessageBox>
#include <QSettings>

#include <algorithm>

namespace cg::ui {

FleetController::FleetController(MainWindow *window) : WindowFeature(window)
{
    // The fleet of one until a cluster's store is attached (attachFleetStore).
    m_localFleet = &console()->localFleet();

    m_fleet = new QAction(tr("&Fleet"), this);
    m_fleet->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_fleet->setToolTip(
        tr("Every node and GPU at a glance, coloured by utilization, memory, temperature, power "
           "or throttling"));
    connect(m_fleet, &QAction::triggered, window, &MainWindow::showFleet);

    m_streamCluster = new QAction(tr("&Stream Telemetry"), this);
    m_streamCluster->setObjectName(QStringLiteral("StreamTelemetryAction"));
    m_streamCluster->setToolTip(
        tr("Put the agent on every node of the selected cluster and stream its telemetry to View > Fleet"));
    m_streamCluster->setEnabled(false);
    connect(m_streamCluster, &QAction::triggered, this, &FleetController::streamSelectedCluster);
    m_removeAgents = new QAction(tr("&Remove Agent from Nodes…"), this);
    m_removeAgents->setToolTip(
        tr("Stop the agent on every node of the selected cluster and delete it there"));
    m_removeAgents->setEnabled(false);
    connect(m_removeAgents, &QAction::triggered, this, &FleetController::removeAgentsOfSelectedCluster);

    connect(console(), &services::Console::fleetStarted, this, &FleetController::watchFleet);
}

QWidget *FleetController::createView(const QString &key, QString *title)
{
    qint64 cluster = 0;
    if (key == QLatin1String("fleet")) {
        if (!m_fleetView) {
            m_fleetView = new FleetView;
            m_fleetView->setLocalStore(m_localFleet->store()); // this machine stays, its own tile first
            m_fleetView->setOpensDetailWindow(false);
            updateFleetView();
            connect(m_fleetView, &FleetView::nodeActivated, this, [this](const QString &shown) {
                QString node;
                qint64 id = 0; // this machine's fleet of one
                FleetStore *source = m_fleetView->sourceOf(shown, &node, &id);
                if (id == 0 && source && source != m_localFleet->store())
                    id = m_fleetStores.key(source, 0); // an attached cluster store
                window()->openNode(id, node);
            });
        }
        return m_fleetView;
    }
    if (splitItemKey(key, QStringLiteral("fleet:"), &cluster, nullptr)) {
        services::ClusterFleet *fleet = console()->fleet(cluster);
        if (!fleet)
            return nullptr;
        *title = tr("Fleet of %1").arg(window()->clusterName(cluster));
        auto *view = new FleetView;
        view->setStore(&fleet->store());
        view->setOpensDetailWindow(false);
        connect(view, &FleetView::nodeActivated, this,
                [this, cluster](const QString &node) { window()->openNode(cluster, node); });
        return view;
    }
    return nullptr;
}

void FleetController::attachFleetStore(FleetStore *store)
{
    m_fleetStore = store;
    updateFleetView();
}

void FleetController::updateFleetView()
{
    if (!m_fleetView)
        return;
    QList<FleetView::Group> groups;
    for (const qint64 id : std::as_const(m_shown)) {
        if (FleetStore *store = m_fleetStores.value(id))
            groups.append({id, window()->clusterName(id), store});
    }
    // A cluster's own store is shown as that cluster while it streams, and not at all once it stopped.
    const bool cluster = m_fleetStore && m_fleetStores.key(m_fleetStore, 0) != 0;
    m_fleetView->setStore(cluster ? nullptr : m_fleetStore);
    m_fleetView->setGroups(groups);
}

void FleetController::showCluster(qint64 clusterId, bool shown)
{
    if (shown == m_shown.contains(clusterId))
        return;
    if (shown)
        m_shown.append(clusterId);
    else
        m_shown.removeAll(clusterId);
    updateFleetView();
}

namespace {

// The cluster Stream Telemetry acts on: the one selected in the Clusters tree; with none selected, the only
// cluster there is (0: none to choose).
qint64 streamTarget(MainWindow *window, services::Console *console)
{
    if (const qint64 id = window->selectedClusterId(); id > 0)
        return id;
    const auto clusters = console->inventory().clusters();
    return clusters.ok() && clusters->size() == 1 ? clusters->first().id : 0;
}

} // namespace

void FleetController::setSelectionActionsEnabled(bool enabled, qint64 clusterId)
{
    m_streamCluster->setEnabled(enabled || (clusterId <= 0 && streamTarget(window(), console()) > 0));
    m_removeAgents->setEnabled(enabled && console()->fleet(clusterId));
}

void FleetController::streamSelectedCluster()
{
    MainWindow *window = this->window();
    const qint64 id = streamTarget(window, console());
    if (id <= 0)
        return;
    FleetOptions options;
    options.base.knownHostsFile = window->knownHostsFile();
    options.localAgent = locateAgent().path;
    if (options.localAgent.isEmpty()) {
        QMessageBox::warning(window, tr("No agent to deploy"),
                             tr("The bundled clustergate-agent was not found."));
        return;
    }
    QString error;
    services::ClusterFleet *fleet = console()->startFleet(id, options, &error);
    if (!fleet) {
        QMessageBox::warning(window, tr("Cannot stream telemetry"), error);
        return;
    }
    window->showFleet(); // the cluster joins View > Fleet (watchFleet)
    window->updateClusterActions();
}

void FleetController::removeAgentsOfSelectedCluster()
{
    const qint64 id = window()->selectedClusterId();
    services::ClusterFleet *fleet = console()->fleet(id);
    const auto cluster = console()->inventory().cluster(id);
    if (!fleet || !cluster.ok())
        return;
    const int nodes = int(fleet->nodes().size());
    if (QMessageBox::warning(
            window(), tr("Remove Agent from Nodes"),
            tr("Stop the ClusterGate agent on all %n node(s) of cluster %1 and delete it from each "
               "node's ~/.cache/clustergate? Telemetry from these nodes stops until the agent is "
               "deployed again.",
               nullptr, nodes)
                .arg(cluster->name),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    if (const auto removed = console()->removeAgents(id); !removed.ok()) {
        showMessage(removed.error(), 10000);
        return;
    }
    showMessage(tr("Removing the agent from %n node(s) of %1…", nullptr, nodes).arg(cluster->name), 10000);
}

void FleetController::watchFleet(qint64 clusterId)
{
    services::ClusterFleet *fleet = console()->fleet(clusterId);
    if (!fleet)
        return;
    services::TaskList *tasks = window()->tasks();
    window()->overviewModel()->setStore(clusterId, &fleet->store());
    m_fleetStores.insert(clusterId, &fleet->store());
    showCluster(clusterId, true);
    if (m_wasStreaming.remove(clusterId))
        window()->overview()->setStreamOffers(m_wasStreaming);
    if (!m_watchedFleets.contains(clusterId)) {
        m_watchedFleets.insert(clusterId);
        connect(fleet, &services::ClusterFleet::nodeChanged, this,
                [this, tasks, fleet, clusterId](const QString &node) {
                    // A cluster whose every node stopped (Remove Agent, a cancelled deployment) leaves View >
                    // Fleet; it comes back when it streams again (fleetStarted).
                    const QStringList nodes = fleet->nodes();
                    const bool stopped = !nodes.isEmpty() &&
                                         std::all_of(nodes.cbegin(), nodes.cend(), [fleet](const QString &n) {
                                             const FleetNodeState s = fleet->status(n).state;
                                             return s == FleetNodeState::Stopping ||
                                                    s == FleetNodeState::Stopped ||
                                                    s == FleetNodeState::Removed;
                                         });
                    if (stopped)
                        showCluster(clusterId, false);
                    const auto st = fleet->status(node);
                    QString text = FleetSession::stateName(st.state);
                    if (!st.reason.isEmpty() && st.state != FleetNodeState::Streaming)
                        text += tr(": %1").arg(st.reason);
                    window()->targets()->setNodeState(clusterId, node, text,
                                                      st.state == FleetNodeState::Streaming);
                    if (const quint64 task = m_deployTasks.value(clusterId)) {
                        const int total = int(fleet->nodes().size());
                        tasks->setProgress(task, fleet->settledCount(), total);
                        if (fleet->settledCount() >= total) {
                            // What stops the nodes that do not stream, each cause once (an unreachable node
                            // is still retried: the tree and the fleet view show when it comes up).
                            const auto result = fleet->outcome();
                            const QString outcome = result.ok() ? result.value() : result.error();
                            tasks->finishCounted(task, fleet->streamingCount(), total, outcome);
                            m_deployTasks.remove(clusterId);
                        }
                    }
                });
        connect(fleet, &QObject::destroyed, this, [this, tasks, clusterId] {
            m_watchedFleets.remove(clusterId);
            if (m_fleetStores.value(clusterId) == m_fleetStore && m_fleetStore)
                m_fleetStore = nullptr; // gone with its fleet
            m_fleetStores.remove(clusterId);
            m_shown.removeAll(clusterId);
            updateFleetView();
            window()->overviewModel()->setStore(clusterId, nullptr);
            if (const quint64 task = m_deployTasks.take(clusterId))
                tasks->finish(task, false, tr("stopped"));
        });
    }
    if (!m_deployTasks.contains(clusterId) && fleet->settledCount() < int(fleet->nodes().size())) {
        // The task says what the person asked for: streaming (the agent is checked, and put on a node only
        // where it is missing or another version); after a restart, streaming again as before.
        const bool resumed = m_memory && m_memory->pending().contains(clusterId);
        const QString name = window()->clusterName(clusterId);
        const quint64 task = tasks->start(
            services::TaskKind::Stream,
            resumed ? tr("Resume streaming from %1 (as before the restart)").arg(name)
                    : tr("Stream telemetry from %1").arg(name),
            [this, tasks, clusterId] {
                console()->stopFleet(clusterId, false);
                if (const quint64 t = m_deployTasks.take(clusterId))
                    tasks->finish(t, false, tr("stopped"));
            },
            fleet->startedMs());
        m_deployTasks.insert(clusterId, task);
        tasks->setProgress(task, fleet->settledCount(), int(fleet->nodes().size()));
    }
}

void FleetController::restoreStreamOffers(const QSettings &settings)
{
    // Clusters that were streaming when the window closed stream again (the keychain answers first, a
    // bastion asks at most once); a cluster that cannot start is offered on its card instead.
    m_wasStreaming.clear();
    if (!m_memory) {
        m_memory = new services::StreamingMemory(*console(), this);
        connect(m_memory, &services::StreamingMemory::resumeFailed, this,
                [this](qint64 id, const QString &error) {
                    qCWarning(lcUi) << "cluster" << id << "did not stream again:" << error;
                    m_wasStreaming.insert(id);
                    window()->overview()->setStreamOffers(m_wasStreaming);
                });
    }
    FleetOptions options;
    options.base.knownHostsFile = window()->knownHostsFile();
    options.localAgent = locateAgent().path;
    if (!options.localAgent.isEmpty() && m_memory->resume(settings, options) > 0)
        return;
    for (const qint64 id : services::StreamingMemory::remembered(settings)) {
        if (!console()->fleet(id))
            m_wasStreaming.insert(id);
    }
    window()->overview()->setStreamOffers(m_wasStreaming);
}

void FleetController::saveStreamingClusters(QSettings &settings) const
{
    const QList<qint64> offered(m_wasStreaming.cbegin(), m_wasStreaming.cend());
    if (m_memory) {
        m_memory->save(settings, offered);
        return;
    }
    services::StreamingMemory(*console()).save(settings, offered);
}

} // namespace cg::ui
