// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/cluster_choice.h"

#include <algorithm>
#include <cmath>

namespace cg::planning {

namespace {

// A latency not measured yet counts as middling: it neither wins nor loses the choice by itself.
constexpr double kUnmeasuredLatencyScore = 0.5;
// Waiting this many days for GPUs halves what the missing part is worth.
constexpr double kDeliveryHalfLifeDays = 30;

} // namespace

ClusterChoice ClusterChooser::choose(const QList<ClusterCandidate> &candidates, const ChoiceRequest &request)
{
    ClusterChoice out;
    const int needed = std::max(1, request.gpusNeeded);
    double minRtt = std::numeric_limits<double>::infinity();
    double minPrice = std::numeric_limits<double>::infinity();
    for (const ClusterCandidate &c : candidates) {
        if (c.rttMs && *c.rttMs > 0)
            minRtt = std::min(minRtt, *c.rttMs);
        if (c.gpuHourPrice > 0)
            minPrice = std::min(minPrice, c.gpuHourPrice);
    }
    const double wSum =
        std::max(1e-9, request.weights.latency + request.weights.cost + request.weights.supply);
    for (const ClusterCandidate &c : candidates) {
        CandidateScore s;
        s.candidate = c;
        s.eligible = true;
        if (!c.compliant) {
            s.eligible = false;
            s.notes << tr("the data may not go to %1: %2")
                           .arg(c.region,
                                c.complianceReason.isEmpty() ? tr("no cleared export") : c.complianceReason);
        }
        if (c.rttMs && request.maxRttMs > 0 && *c.rttMs > request.maxRttMs) {
            s.eligible = false;
            s.notes
                << tr("RTT %1 ms is over the limit of %2 ms").arg(*c.rttMs, 0, 'f', 1).arg(request.maxRttMs);
        }
        if (c.availableGpus <= 0 && c.deliveryDays.value_or(0) <= 0) {
            s.eligible = false;
            s.notes << tr("no GPUs on offer");
        }
        if (c.gpuHourPrice <= 0) {
            s.eligible = false;
            s.notes << tr("no GPU-hour price");
        }
        if (c.rttMs && *c.rttMs > 0)
            s.latencyScore = minRtt / *c.rttMs;
        else {
            s.latencyScore = kUnmeasuredLatencyScore;
            s.notes << tr("latency not measured yet (run L1)");
        }
        s.costScore = c.gpuHourPrice > 0 ? minPrice / c.gpuHourPrice : 0;
        const double now = std::min(1.0, double(std::max(0, c.availableGpus)) / needed);
        const double later =
            c.deliveryDays
                ? (1 - now) * std::pow(0.5, double(std::max(0, *c.deliveryDays)) / kDeliveryHalfLifeDays)
                : 0.0;
        s.supplyScore = now + later;
        if (now < 1 && c.deliveryDays) {
            s.notes << tr("%1 of %2 GPUs now, the rest in %3 days")
                           .arg(std::max(0, c.availableGpus))
                           .arg(needed)
                           .arg(*c.deliveryDays);
        } else if (now < 1 && c.availableGpus > 0) {
            // A shortfall with no date for the rest cannot run the work: not a choice.
            s.eligible = false;
            s.notes << tr("only %1 of %2 GPUs on offer, and no delivery date for the rest")
                           .arg(c.availableGpus)
                           .arg(needed);
        }
        s.score = (request.weights.latency * s.latencyScore + request.weights.cost * s.costScore +
                   request.weights.supply * s.supplyScore) /
                  wSum;
        out.ranked << s;
    }
    std::stable_sort(out.ranked.begin(), out.ranked.end(),
                     [](const CandidateScore &a, const CandidateScore &b) {
                         if (a.eligible != b.eligible)
                             return a.eligible;
                         return a.score > b.score;
                     });
    if (!out.ranked.isEmpty() && out.ranked.first().eligible)
        out.primary = 0;
    if (out.primary) {
        const QString primaryRegion = out.ranked.first().candidate.region;
        for (int i = 1; i < out.ranked.size() && out.ranked.at(i).eligible; ++i) {
            if (out.ranked.at(i).candidate.region.compare(primaryRegion, Qt::CaseInsensitive) != 0) {
                out.backup = i; // the best one elsewhere
                break;
            }
        }
        if (!out.backup && out.ranked.size() > 1 && out.ranked.at(1).eligible)
            out.backup = 1; // only the same region qualifies
    }
    return out;
}

QString ClusterChoice::explanation() const
{
    if (!primary)
        return ClusterChooser::tr("No candidate qualifies: %1")
            .arg(ranked.isEmpty() ? ClusterChooser::tr("none given")
                                  : ranked.first().notes.join(QLatin1String("; ")));
    const auto line = [](const CandidateScore &s) {
        return ClusterChooser::tr("%1 (%2): score %3 — latency %4, cost %5, supply %6")
            .arg(s.candidate.name, s.candidate.region)
            .arg(s.score, 0, 'f', 2)
            .arg(s.latencyScore, 0, 'f', 2)
            .arg(s.costScore, 0, 'f', 2)
            .arg(s.supplyScore, 0, 'f', 2);
    };
    QStringList out;
    out << ClusterChooser::tr("Primary: %1").arg(line(ranked.at(*primary)));
    if (backup) {
        const CandidateScore &b = ranked.at(*backup);
        out << ClusterChooser::tr("Backup: %1").arg(line(b));
        if (b.candidate.region.compare(ranked.at(*primary).candidate.region, Qt::CaseInsensitive) == 0)
            out << ClusterChooser::tr(
                "The backup is in the same region as the primary: no other region qualifies.");
    } else {
        out << ClusterChooser::tr("No backup qualifies.");
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace cg::planning
