// SPDX-License-Identifier: GPL-3.0-or-later
// The jobs layer on /metrics and remote-write: each poll of the clusters' schedulers that the console's
// jobs alert feed makes (the same records the alert rules judge) sets, per cluster, the pending jobs
// (queue depth), the running jobs holding GPUs and their GPUs, the jobs of the accounting window that
// ended and those that failed, and each day's GPU cost from the accounting records and the contract's
// prices. A cluster that could not be read keeps its last values until they fall stale.
#pragma once

#include "services/jobs_alert_feed.h"

#include <QList>

namespace cg::exporting {

class MetricRegistry;

class JobSeries
{
public:
    static void declareFamilies(MetricRegistry &registry);
    // One poll's records into the registry (owner "jobs/CLUSTER": stale when the cluster stops answering).
    static void record(MetricRegistry &registry, const QList<services::JobsAlertPoll> &polls, qint64 nowMs);
};

} // namespace cg::exporting
