// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/cost.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace cg::planning {

namespace {

bool finite(double v)
{
    return std::isfinite(v);
}

QString n(double v)
{
    return Planner::number(v);
}

bool share(double v)
{
    return finite(v) && v >= 0 && v <= 1;
}

} // namespace

double PriceTerms::effectiveGpuHour() const
{
    return prepaidShare * gpuHour * (1 - prepaidDiscount) + (1 - prepaidShare) * gpuHour * (1 + premium);
}

QString PriceTerms::check() const
{
    if (!finite(gpuHour) || gpuHour < 0)
        return CostModel::tr("the GPU-hour price must be 0 or more, not %1").arg(n(gpuHour));
    if (!finite(egressPerGb) || egressPerGb < 0)
        return CostModel::tr("the egress price per GB must be 0 or more, not %1").arg(n(egressPerGb));
    if (!finite(storagePerGbMonth) || storagePerGbMonth < 0)
        return CostModel::tr("the storage price per GB-month must be 0 or more, not %1")
            .arg(n(storagePerGbMonth));
    if (!share(prepaidShare))
        return CostModel::tr("the prepaid share must be between 0 and 1 (0.6 = 60 %), not %1")
            .arg(n(prepaidShare));
    if (!share(prepaidDiscount))
        return CostModel::tr("the prepaid discount must be between 0 and 1 (0.3 = 30 % off), not %1")
            .arg(n(prepaidDiscount));
    if (!finite(premium) || premium < 0 || premium > 10)
        return CostModel::tr("the premium must be between 0 and 10 (0.2 = +20 %), not %1").arg(n(premium));
    return {};
}

QString CostModel::money(double amount, const QString &currency)
{
    return QStringLiteral("%1 %2").arg(QString::number(amount, 'f', 2), currency);
}

QList<JobCost> CostModel::jobCosts(const QList<jobs::JobRecord> &jobs, const PriceBook &prices)
{
    QList<JobCost> out;
    out.reserve(jobs.size());
    for (const jobs::JobRecord &j : jobs) {
        JobCost c;
        c.job = j;
        c.gpusKnown = j.gpusKnown();
        c.gpuHours = j.gpuHours();
        c.cost = c.gpuHours * prices.forCluster(j.cluster).effectiveGpuHour();
        out << c;
    }
    return out;
}

QList<ProjectCost> CostModel::projectCosts(const QList<JobCost> &jobs)
{
    QMap<QString, ProjectCost> by;
    for (const JobCost &c : jobs) {
        ProjectCost &p = by[c.job.project()];
        p.project = c.job.project();
        ++p.jobs;
        if (!c.gpusKnown)
            ++p.jobsWithoutGpuCount;
        p.gpuHours += c.gpuHours;
        p.cost += c.cost;
    }
    QList<ProjectCost> out = by.values();
    std::stable_sort(out.begin(), out.end(),
                     [](const ProjectCost &a, const ProjectCost &b) { return a.cost > b.cost; });
    return out;
}

QList<AllocationUsage> CostModel::allocationVsUtilization(const QList<jobs::JobRecord> &jobs,
                                                          const QList<GpuUtilSample> &samples,
                                                          const PriceBook &prices, double idleBelowPercent)
{
    // Samples by node, so that each job looks only at its own nodes.
    QHash<QString, QList<const GpuUtilSample *>> byNode;
    for (const GpuUtilSample &s : samples)
        byNode[s.node].append(&s);

    QList<AllocationUsage> out;
    for (const jobs::JobRecord &j : jobs) {
        if (!j.gpusKnown() || j.gpus == 0 || !j.start.isValid())
            continue;
        AllocationUsage u;
        u.jobId = j.jobId;
        u.project = j.project();
        u.allocatedGpuHours = j.gpuHours();
        const QDateTime until = j.end.isValid() && j.finished() ? j.end : j.start.addSecs(j.elapsedSeconds());
        double sum = 0;
        int idle = 0;
        for (const QString &node : j.nodes) {
            const QList<int> gpus = j.gpuIndices.value(node);
            for (const GpuUtilSample *s : byNode.value(node)) {
                if (!j.cluster.isEmpty() && !s->cluster.isEmpty() && s->cluster != j.cluster)
                    continue;
                if (s->time < j.start || s->time > until)
                    continue;
                if (!gpus.isEmpty() && !gpus.contains(s->gpu))
                    continue;
                sum += s->utilPercent;
                idle += s->utilPercent < idleBelowPercent ? 1 : 0;
                ++u.samples;
            }
        }
        if (u.samples > 0) {
            u.meanUtilPercent = sum / u.samples;
            u.utilizedGpuHours = u.allocatedGpuHours * u.meanUtilPercent / 100;
            u.idleGpuHours = u.allocatedGpuHours * double(idle) / u.samples;
            u.wasteCost = u.idleGpuHours * prices.forCluster(j.cluster).effectiveGpuHour();
        }
        out << u;
    }
    return out;
}

Result<RequestCost> CostModel::costPer1kRequests(double gpuHours, double egressGb, double storageGbMonths,
                                                 double requests, const PriceTerms &terms)
{
    using R = Result<RequestCost>;
    if (const QString bad = terms.check(); !bad.isEmpty())
        return R::failure(bad);
    if (!finite(gpuHours) || gpuHours < 0)
        return R::failure(tr("GPU-hours must be 0 or more, not %1").arg(n(gpuHours)));
    if (!finite(egressGb) || egressGb < 0)
        return R::failure(tr("egress must be 0 GB or more, not %1").arg(n(egressGb)));
    if (!finite(storageGbMonths) || storageGbMonths < 0)
        return R::failure(tr("storage must be 0 GB-months or more, not %1").arg(n(storageGbMonths)));
    if (!finite(requests) || requests <= 0)
        return R::failure(
            tr("the number of requests must be greater than 0, not %1 (count them in the L4 run "
               "or in production)")
                .arg(n(requests)));
    RequestCost c;
    const double price = terms.effectiveGpuHour();
    c.gpuCost = gpuHours * price;
    c.egressCost = egressGb * terms.egressPerGb;
    c.storageCost = storageGbMonths * terms.storagePerGbMonth;
    c.total = c.gpuCost + c.egressCost + c.storageCost;
    c.per1k = c.total / (requests / 1000);
    const QString cur = terms.currency;
    if (terms.prepaidShare > 0 || terms.premium > 0)
        c.steps << PlanStep{
            tr("Effective GPU-hour price"),
            tr("%1 x %2 x (1 - %3) + (1 - %1) x %2 x (1 + %4)")
                .arg(n(terms.prepaidShare), n(terms.gpuHour), n(terms.prepaidDiscount), n(terms.premium)),
            price, cur};
    c.steps << PlanStep{tr("GPU cost"), tr("%1 GPU-hours x %2").arg(n(gpuHours), n(price)), c.gpuCost, cur};
    c.steps << PlanStep{tr("Egress cost"), tr("%1 GB x %2").arg(n(egressGb), n(terms.egressPerGb)),
                        c.egressCost, cur};
    c.steps << PlanStep{tr("Storage cost"),
                        tr("%1 GB-months x %2").arg(n(storageGbMonths), n(terms.storagePerGbMonth)),
                        c.storageCost, cur};
    c.steps << PlanStep{
        tr("Cost per 1,000 requests"),
        tr("(%1 + %2 + %3) / (%4 / 1000)").arg(n(c.gpuCost), n(c.egressCost), n(c.storageCost), n(requests)),
        c.per1k, cur};
    return c;
}

QList<DailyCost> CostModel::dailyCosts(const QList<JobCost> &jobs, const QDate &from, const QDate &to)
{
    QList<DailyCost> days;
    if (!from.isValid() || !to.isValid() || to < from || from.daysTo(to) > 3660)
        return days;
    for (QDate d = from; d <= to; d = d.addDays(1))
        days << DailyCost{d, 0, 0, false, false, {}};
    for (const JobCost &c : jobs) {
        const jobs::JobRecord &j = c.job;
        const qint64 elapsed = j.elapsedSeconds();
        if (!c.gpusKnown || elapsed <= 0 || !j.start.isValid())
            continue;
        const QDateTime start = j.start.toUTC();
        const QDateTime end = start.addSecs(elapsed);
        const double costPerSecond = c.cost / double(elapsed);
        const double gpus = double(j.gpus);
        for (QDate d = qMax(start.date(), from); d <= qMin(end.date(), to); d = d.addDays(1)) {
            const QDateTime dayStart(d, QTime(0, 0), Qt::UTC);
            const QDateTime dayEnd = dayStart.addDays(1);
            const qint64 secs = qMax(start, dayStart).secsTo(qMin(end, dayEnd));
            if (secs <= 0)
                continue;
            DailyCost &day = days[int(from.daysTo(d))];
            day.cost += costPerSecond * double(secs);
            day.gpuHours += gpus * double(secs) / 3600;
        }
    }
    return days;
}

QString CostModel::anomalyReason(double previous, double current, const AnomalyRule &rule)
{
    const double increase = current - previous;
    if (increase <= 0 || increase < rule.minIncrease)
        return {};
    if (previous <= 0)
        return tr("up from nothing to %1").arg(n(current));
    const double ratio = increase / previous;
    if (ratio < rule.ratio)
        return {};
    return tr("%1 % more than the day before (%2 -> %3)")
        .arg(n(std::round(ratio * 100)))
        .arg(n(previous), n(current));
}

void CostModel::markDays(QList<DailyCost> &days, double dailyBudget, const AnomalyRule &rule)
{
    for (int i = 0; i < days.size(); ++i) {
        DailyCost &d = days[i];
        d.overBudget = dailyBudget > 0 && d.cost > dailyBudget;
        d.reason = i > 0 ? anomalyReason(days.at(i - 1).cost, d.cost, rule) : QString();
        d.anomaly = !d.reason.isEmpty();
    }
}

} // namespace cg::planning
