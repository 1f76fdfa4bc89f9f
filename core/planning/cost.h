// SPDX-License-Identifier: GPL-3.0-or-later
// Cost accounting: each cluster's prices and terms, what each job and project cost from their
// GPU-hours (job records), allocated GPU-hours against utilized ones from telemetry (allocated but idle
// is waste), the cost per 1,000 requests, and a daily cost series against a budget with day-over-day
// anomalies.
#pragma once

#include "common/result.h"
#include "jobs/job_record.h"
#include "planning/planner.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QMap>
#include <QString>

namespace cg::planning {

// What one cluster charges.
struct PriceTerms
{
    double gpuHour = 0;           // list price of one GPU-hour
    double egressPerGb = 0;       // data leaving the provider
    double storagePerGbMonth = 0; // persistent storage
    double prepaidShare = 0;      // share of GPU-hours under a prepayment / commitment, 0..1
    double prepaidDiscount = 0;   // discount on those hours, 0..1 (0.3 = 30 % off)
    double premium = 0; // surcharge on the hours beyond it (on-demand, urgent delivery), 0.2 = +20 %
    QString currency = QStringLiteral("USD");

    // prepaidShare x price x (1 - discount) + (1 - prepaidShare) x price x (1 + premium)
    double effectiveGpuHour() const;
    QString check() const; // empty when usable, else what is wrong
};

// Terms per cluster, with a default for clusters that have none of their own.
class PriceBook
{
public:
    void setDefault(const PriceTerms &terms) { m_default = terms; }
    void set(const QString &cluster, const PriceTerms &terms) { m_terms.insert(cluster, terms); }
    PriceTerms forCluster(const QString &cluster) const { return m_terms.value(cluster, m_default); }
    QStringList clusters() const { return m_terms.keys(); }

private:
    PriceTerms m_default;
    QMap<QString, PriceTerms> m_terms;
};

struct JobCost
{
    jobs::JobRecord job;
    double gpuHours = 0;
    double cost = 0;
    bool gpusKnown = true; // false: the record did not say how many GPUs (cost 0, shown as unknown)
};

struct ProjectCost
{
    QString project;
    int jobs = 0;
    int jobsWithoutGpuCount = 0;
    double gpuHours = 0;
    double cost = 0;
};

// One GPU's utilization at one moment, as the agent reports it.
struct GpuUtilSample
{
    QString cluster;
    QString node;
    int gpu = 0;
    QDateTime time;
    double utilPercent = 0;
};

struct AllocationUsage
{
    QString jobId;
    QString project;
    double allocatedGpuHours = 0;
    double utilizedGpuHours = 0; // allocated x mean utilization
    double idleGpuHours = 0;     // allocated x share of samples below the idle threshold: waste
    double meanUtilPercent = 0;
    double wasteCost = 0;
    int samples = 0; // 0: no telemetry for this job, the utilized figures are unknown
};

struct RequestCost
{
    double gpuCost = 0;
    double egressCost = 0;
    double storageCost = 0;
    double total = 0;
    double per1k = 0;
    QList<PlanStep> steps;
};

struct DailyCost
{
    QDate day; // UTC
    double gpuHours = 0;
    double cost = 0;
    bool overBudget = false;
    bool anomaly = false;
    QString reason; // why it is an anomaly
};

// A day is an anomaly when it costs at least `ratio` more than the day before (0.5 = +50 %) and at
// least `minIncrease` more in money (so that cents do not alarm).
struct AnomalyRule
{
    double ratio = 0.5;
    double minIncrease = 0;
};

class CostModel
{
    Q_DECLARE_TR_FUNCTIONS(cg::planning::CostModel)

public:
    static QList<JobCost> jobCosts(const QList<jobs::JobRecord> &jobs, const PriceBook &prices);
    // Highest cost first.
    static QList<ProjectCost> projectCosts(const QList<JobCost> &jobs);
    // Samples count for a job when they come from one of its nodes (and GPUs, when scontrol -d named
    // them) while it ran. Below idleBelowPercent a GPU counts as idle.
    static QList<AllocationUsage> allocationVsUtilization(const QList<jobs::JobRecord> &jobs,
                                                          const QList<GpuUtilSample> &samples,
                                                          const PriceBook &prices,
                                                          double idleBelowPercent = 5);
    // (GPU-hours x price + egress GB x price + storage GB-months x price) / (requests / 1000)
    static Result<RequestCost> costPer1kRequests(double gpuHours, double egressGb, double storageGbMonths,
                                                 double requests, const PriceTerms &terms);
    // GPU cost per UTC day from `from` to `to` (inclusive); a job running over midnight is split.
    static QList<DailyCost> dailyCosts(const QList<JobCost> &jobs, const QDate &from, const QDate &to);
    // Marks days over the daily budget (0: no budget) and day-over-day anomalies.
    static void markDays(QList<DailyCost> &days, double dailyBudget, const AnomalyRule &rule);
    // The same test markDays applies, for one pair of days; empty when not an anomaly.
    static QString anomalyReason(double previous, double current, const AnomalyRule &rule);
    static QString money(double amount, const QString &currency);
};

} // namespace cg::planning
