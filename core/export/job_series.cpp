// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/job_series.h"

#include "export/metric_registry.h"

namespace cg::exporting {

namespace {

using T = MetricRegistry::Type;

const QByteArray kPending = "clustergate_jobs_pending";
const QByteArray kRunning = "clustergate_jobs_running";
const QByteArray kGpus = "clustergate_jobs_gpus_allocated";
const QByteArray kEnded = "clustergate_jobs_ended";
const QByteArray kFailed = "clustergate_jobs_failed";
const QByteArray kCost = "clustergate_cost_daily";

} // namespace

void JobSeries::declareFamilies(MetricRegistry &r)
{
    r.declare(kPending, T::Gauge, "Jobs pending in the cluster's queue (queue depth) at the last poll.");
    r.declare(kRunning, T::Gauge, "Running jobs holding GPUs at the last poll.");
    r.declare(kGpus, T::Gauge, "GPUs held by running jobs at the last poll.");
    r.declare(kEnded, T::Gauge, "Jobs of the accounting window read at the last poll that have ended.");
    r.declare(kFailed, T::Gauge, "Jobs of the accounting window read at the last poll that ended failed.");
    r.declare(kCost, T::Gauge,
              "GPU cost of the day (UTC) from the accounting records and the contract's prices.");
}

void JobSeries::record(MetricRegistry &r, const QList<services::JobsAlertPoll> &polls, qint64 nowMs)
{
    for (const services::JobsAlertPoll &p : polls) {
        if (!p.error.isEmpty() || p.cluster.isEmpty())
            continue;
        const QString owner = QStringLiteral("jobs/") + p.cluster;
        const QByteArray cluster = p.cluster.toUtf8();
        const Labels labels{{"cluster", cluster}};
        int gpus = 0;
        for (const planning::JobAllocation &a : p.snapshot.running)
            gpus += a.gpus;
        int failed = 0;
        for (const planning::JobEnd &e : p.snapshot.ended)
            failed += e.failed() ? 1 : 0;
        r.set(kPending, labels, p.snapshot.pending, nowMs, owner);
        r.set(kRunning, labels, double(p.snapshot.running.size()), nowMs, owner);
        r.set(kGpus, labels, gpus, nowMs, owner);
        r.set(kEnded, labels, double(p.snapshot.ended.size()), nowMs, owner);
        r.set(kFailed, labels, failed, nowMs, owner);
        for (const planning::DailyCostPoint &c : p.costs) {
            r.set(kCost,
                  {{"cluster", cluster},
                   {"currency", c.currency.toUtf8()},
                   {"day", c.day.toString(Qt::ISODate).toUtf8()}},
                  c.cost, nowMs, owner);
        }
    }
}

} // namespace cg::exporting
