// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/planning_controller.h"

#include "agent/agent_locator.h"
#include "common/current_page_size.h"
#include "common/embedded_dialog.h"
#include "common/local_user.h"
#include "common/paths.h"
#include "main/clusters_controller.h"
#include "main/main_window.h"
#include "planning/alerts_view.h"
#include "planning/cluster_choice_view.h"
#include "planning/cost_view.h"
#include "planning/inference_view.h"
#include "planning/planner_view.h"
#include "services/agent_restart.h"
#include "services/choice_measurements.h"
#include "services/cluster_connections.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/jobs_listing.h"
#include "workspace/node_view.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QPointer>
#include <QSettings>
#include <QTabWidget>

namespace cg::ui {

PlanningController::PlanningController(MainWindow *window) : WindowFeature(window) {}

QWidget *PlanningController::createView(const QString &key, QString *)
{
    if (key == QLatin1String("alerts"))
        return alertsView();
    if (key != QLatin1String("planning"))
        return nullptr;
    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("PlanningTabs"));
    const auto add = [tabs](QDialog *d, const QString &title, const QString &which) {
        embedDialog(d, true);
        d->setProperty("planningView", which);
        tabs->addTab(d, title);
    };
    add(new PlannerView, tr("Planner"), QStringLiteral("planner"));
    auto *cost = new CostView;
    if (const auto clusters = console()->inventory().clusters())
        cost->setClusters(clusters.value());
    ssh::SessionOptions local;
    local.knownHostsFile = window()->knownHostsFile();
    cost->setHub(&console()->hub(), paths::databaseFile(), local);
    cost->setTaskList(window()->tasks());
    cost->setNodeHints([console = console()](qint64 clusterId) {
        return services::JobsListing::fleetHints(*console, clusterId); // the Jobs view's, one place
    });
    add(cost, tr("Cost"), QStringLiteral("cost"));
    auto *choice = new ClusterChoiceView(&console()->inventory(), console()->ledgerStore());
    choice->setMeasurements(services::ChoiceMeasurements::measure(*console()));
    add(choice, tr("Cluster Choice"), QStringLiteral("choice"));
    add(new InferenceView(&console()->inference(), &console()->inventory()), tr("Inference"),
        QStringLiteral("inference"));
    // The page last in front comes back in front; from now on the one chosen is remembered.
    for (int i = 0; i < tabs->count(); ++i) {
        if (!m_page.isEmpty() && tabs->widget(i)->property("planningView").toString() == m_page)
            tabs->setCurrentIndex(i);
    }
    connect(tabs, &QTabWidget::currentChanged, this, [this, tabs](int i) {
        if (const QWidget *page = tabs->widget(i))
            m_page = page->property("planningView").toString();
    });
    // Each sub-view scrolls as long as it is, not as long as the longest.
    sizeToCurrentPage(tabs);
    return tabs;
}

AlertsView *PlanningController::alertsView()
{
    auto *view = new AlertsView(&console()->alerts());
    view->setInventory(&console()->inventory());
    connect(view, &AlertsView::openNodeRequested, this, [this](qint64 clusterId, const QString &node) {
        window()->navigate(NodeView::key(clusterId, node));
    });
    connect(view, &AlertsView::checkClusterRequested, this, [this](qint64 clusterId) {
        MainWindow *w = window();
        w->navigate(QStringLiteral("clusters"));
        w->selectCluster(clusterId);
        // The window's own check (its progress and results in the cluster tree), on that cluster.
        for (QObject *child : w->children()) {
            if (auto *clusters = dynamic_cast<ClustersController *>(child);
                clusters && clusters->checkAction()->isEnabled())
                clusters->checkAction()->trigger();
        }
    });
    connect(view, &AlertsView::restartAgentRequested, this,
            [this, view = QPointer<AlertsView>(view)](qint64 clusterId, const QString &node) {
                ssh::SessionOptions local;
                local.knownHostsFile = window()->knownHostsFile();
                const auto target =
                    services::ClusterConnections(console()->inventory(), local).node(clusterId, node);
                const QString agent = locateAgent().path;
                if (!target.ok() || agent.isEmpty()) {
                    if (view)
                        view->setActionOutcome(target.ok()
                                                   ? tr("The bundled clustergate-agent was not found.")
                                                   : target.error());
                    return;
                }
                services::AgentRestart::start(
                    console()->hub(), target.value(), agent, console()->auditLog(), localUserName(), this,
                    [view](const services::AgentRestartOutcome &o) {
                        if (!view)
                            return;
                        view->setActionOutcome(
                            o.ok() ? tr("The agent on %1 was restarted (%2).").arg(o.node, o.remoteVersion)
                                   : tr("The agent on %1 was not restarted: %2").arg(o.node, o.error));
                    });
            });
    return view;
}

void PlanningController::open(const QString &which)
{
    MainWindow *window = this->window();
    window->navigate(which == QLatin1String("alerts") ? QStringLiteral("alerts")
                                                      : QStringLiteral("planning"));
    if (which == QLatin1String("alerts"))
        return;
    if (auto *tabs = qobject_cast<QTabWidget *>(window->workspace()->view(QStringLiteral("planning")))) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->property("planningView").toString() == which)
                tabs->setCurrentIndex(i);
        }
    }
}

namespace {
const QString kPageSetting = QStringLiteral("workspace/planningPage");
const QStringList kPages = {QStringLiteral("planner"), QStringLiteral("cost"), QStringLiteral("choice"),
                            QStringLiteral("inference")};
} // namespace

void PlanningController::savePage(QSettings &settings) const
{
    if (m_page.isEmpty())
        settings.remove(kPageSetting);
    else
        settings.setValue(kPageSetting, m_page);
}

void PlanningController::restorePage(const QSettings &settings)
{
    const QString which = settings.value(kPageSetting).toString();
    if (kPages.contains(which)) // anything else (another version's page, garbage): the first page
        m_page = which;
}

} // namespace cg::ui
