// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/jobs_controller.h"

#include "common/local_user.h"
#include "common/paths.h"
#include "jobs/jobs_view.h"
#include "main/main_window.h"
#include "services/console.h"
#include "services/job_failover_watch.h"
#include "services/jobs_listing.h"
#include "services/overview_model.h"
#include "workspace/workspace.h"

#include <QAction>

namespace cg::ui {

JobsController::JobsController(MainWindow *window) : WindowFeature(window)
{
    m_jobs = new QAction(tr("&Jobs…"), this);
    connect(m_jobs, &QAction::triggered, this, [window] {
        window->navigate(QStringLiteral("jobs"));
        if (auto *jobs = qobject_cast<JobsView *>(window->workspace()->view(QStringLiteral("jobs")));
            jobs && window->selectedClusterId() > 0)
            jobs->setCluster(window->selectedClusterId());
    });
    m_jobs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_jobs->setToolTip(tr("Each cluster's job queue, logs, and the submit form"));
}

QWidget *JobsController::createView(const QString &key, QString *)
{
    if (key != QLatin1String("jobs"))
        return nullptr;
    MainWindow *window = this->window();
    services::JobsServiceOptions o;
    o.databaseFile = paths::databaseFile();
    o.knownHostsFile = window->knownHostsFile();
    o.actor = localUserName();
    auto *jobs = new JobsView(&console()->inventory(), &console()->hub(), o);
    jobs->setTaskList(window->tasks());
    // The queue is listed through a node the fleet sees answering; one it marks unreachable is left out.
    jobs->service()->setNodeHints([console = console()](qint64 clusterId) {
        return services::JobsListing::fleetHints(*console, clusterId);
    });
    window->overviewModel()->watchJobs(jobs->service());
    connect(&console()->failoverWatch(), &services::FailoverWatch::switched, jobs, &JobsView::showFailover);
    if (window->selectedClusterId() > 0)
        jobs->setCluster(window->selectedClusterId());
    connect(jobs, &JobsView::exportRequested, this,
            [window](const QStringList &datasets, qint64 clusterId, const QString &purpose) {
                window->openExportRequest(datasets, clusterId, purpose);
            });
    return jobs;
}

void JobsController::showJob(qint64 clusterId, const QString &job)
{
    window()->navigate(QStringLiteral("jobs"));
    if (auto *view = qobject_cast<JobsView *>(window()->workspace()->view(QStringLiteral("jobs")))) {
        view->setCluster(clusterId);
        view->selectJob(job);
    }
}

} // namespace cg::ui
