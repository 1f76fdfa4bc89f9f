// SPDX-License-Identifier: GPL-3.0-or-later
// What the clusters cost, from the schedulers' accounting records and the saved prices (never typed in): GPU
// cost grouped by project, cluster or UTC day over a range, and the idle-waste report, GPU-hours allocated
// against used per project (allocations from the records, use from the GPUs' utilization history). Both as
// rows for the view and as JSON or CSV for the CLI.
#pragma once

#include "common/result.h"
#include "jobs/job_record.h"
#include "planning/cost.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace cg::history {
class HistoryReader;
}

namespace cg::business {

enum class CostGrouping { Project, Cluster, Day };

struct CostRow
{
    QString key; // the project, the cluster or the day (yyyy-MM-dd)
    int jobs = 0;
    int jobsWithoutGpuCount = 0; // their cost is unknown, counted as 0
    double gpuHours = 0;
    double cost = 0;
};

struct CostReport
{
    CostGrouping by = CostGrouping::Project;
    QDateTime from;
    QDateTime to;
    QString currency;
    QList<CostRow> rows; // highest cost first; by day: in date order
    double gpuHours = 0;
    double cost = 0;

    // Jobs are clipped to [from, to): a job running over the range's edge counts only its hours inside.
    // A record without a cluster is booked to `defaultCluster` (and priced with its terms).
    static CostReport build(QList<jobs::JobRecord> records, const planning::PriceBook &prices,
                            CostGrouping by, const QDateTime &from, const QDateTime &to,
                            const QString &defaultCluster);
    QJsonObject toJson() const;
    QByteArray toCsv() const;
    static QString groupingName(CostGrouping by); // "project", "cluster", "day"
};

struct IdleWasteRow
{
    QString project;
    int jobs = 0;
    int jobsWithoutTelemetry = 0; // allocated hours counted, their use unknown
    double allocatedGpuHours = 0;
    double usedGpuHours = 0;
    double idleGpuHours = 0;
    double wasteCost = 0;
};

struct IdleWasteReport
{
    QDateTime from;
    QDateTime to;
    QString currency;
    double idleBelowPercent = 5;
    int samples = 0;
    QList<IdleWasteRow> rows; // most waste first
    IdleWasteRow total;

    static IdleWasteReport build(QList<jobs::JobRecord> records,
                                 const QList<planning::GpuUtilSample> &samples,
                                 const planning::PriceBook &prices, const QDateTime &from,
                                 const QDateTime &to, const QString &defaultCluster,
                                 double idleBelowPercent = 5);
    QJsonObject toJson() const;
    QByteArray toCsv() const;
};

class GpuUtilHistory
{
    Q_DECLARE_TR_FUNCTIONS(cg::business::GpuUtilHistory)

public:
    // gpu_util{cluster="CLUSTER"} over [from, to) from the history, in about 1,000 steps (each step's
    // mean, timed at its middle). An empty cluster: every cluster's.
    static Result<QList<planning::GpuUtilSample>> read(history::HistoryReader &reader, const QString &cluster,
                                                       const QDateTime &from, const QDateTime &to);
};

} // namespace cg::business
