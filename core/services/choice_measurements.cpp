// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/choice_measurements.h"

#include "agent/fleet_store.h"
#include "business/cluster_prices.h"
#include "inventory/inventory.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/saved_prices.h"
#include "validation/evidence_store.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <vector>

namespace cg::services {

namespace {

// The standard checklist's L1 check of the console-to-node round trip over the SSH channel, and its figure:
// the p50 of the slowest node (what a job on that cluster waits for).
const QString kLevel = QStringLiteral("L1");
const QString kCheck = QStringLiteral("console_rtt");
const QString kFigure = QStringLiteral("rtt_ms_p50");
// How many of a cluster's newest runs are searched for one that measured it (runs of other levels only
// say nothing about the link).
constexpr int kRunsSearched = 50;

struct L1Rtt
{
    double ms = 0;
    qint64 run = 0;
    QDateTime at;
};

std::optional<L1Rtt> newestL1Rtt(const validation::EvidenceStore &store, const QString &cluster)
{
    const auto runs = store.runs(cluster, kRunsSearched);
    if (!runs.ok())
        return std::nullopt;
    for (const validation::RunSummary &run : runs.value()) {
        const auto ev = store.evidence(run.id, kLevel, kCheck);
        if (!ev.ok())
            continue; // that run did not reach L1
        const QJsonObject o = QJsonDocument::fromJson(ev->first).object();
        for (const QJsonValue &f : o.value(QStringLiteral("figures")).toArray()) {
            const QJsonObject fo = f.toObject();
            const QJsonValue v = fo.value(QStringLiteral("value"));
            if (fo.value(QStringLiteral("name")).toString() != kFigure || !v.isDouble())
                continue;
            if (!std::isfinite(v.toDouble()) || v.toDouble() <= 0)
                continue;
            return L1Rtt{v.toDouble(), run.id, run.started};
        }
    }
    return std::nullopt;
}

QJsonValue number(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

} // namespace

QString ChoiceMeasurements::sourceName(FigureSource s)
{
    switch (s) {
    case FigureSource::Fleet:
        return QStringLiteral("fleet");
    case FigureSource::L1Validation:
        return QStringLiteral("l1_validation");
    case FigureSource::InventoryContract:
        return QStringLiteral("inventory_contract");
    case FigureSource::Contract:
        return QStringLiteral("contract");
    case FigureSource::SavedPrices:
        return QStringLiteral("saved_prices");
    case FigureSource::None:
        break;
    }
    return QStringLiteral("none");
}

QJsonObject ClusterMeasurement::toJson() const
{
    QJsonObject rtt{{QStringLiteral("kind"), ChoiceMeasurements::sourceName(rttFrom)},
                    {QStringLiteral("text"), rttSource}};
    if (rttFrom == FigureSource::L1Validation) {
        rtt.insert(QStringLiteral("run"), rttRun);
        rtt.insert(QStringLiteral("measured_at"), rttMeasuredAt.toUTC().toString(Qt::ISODate));
        rtt.insert(QStringLiteral("age_days"), rttAgeDays);
        rtt.insert(QStringLiteral("stale"), rttStale);
    }
    return QJsonObject{{QStringLiteral("rtt_ms"), number(rttMs)},
                       {QStringLiteral("rtt_source"), rtt},
                       {QStringLiteral("gpus"), gpus > 0 ? QJsonValue(gpus) : QJsonValue()},
                       {QStringLiteral("gpus_source"),
                        QJsonObject{{QStringLiteral("kind"), ChoiceMeasurements::sourceName(gpusFrom)},
                                    {QStringLiteral("text"), gpusSource}}},
                       {QStringLiteral("price_per_gpu_hour"), number(gpuHourPrice)},
                       {QStringLiteral("currency"), gpuHourPrice ? QJsonValue(currency) : QJsonValue()},
                       {QStringLiteral("price_source"),
                        QJsonObject{{QStringLiteral("kind"), ChoiceMeasurements::sourceName(priceFrom)},
                                    {QStringLiteral("text"), priceSource}}}};
}

QHash<QString, ClusterMeasurement>
ChoiceMeasurements::measure(const Inventory &inventory,
                            const std::function<const FleetStore *(qint64)> &fleetOf)
{
    MeasureSources sources;
    sources.fleetOf = fleetOf;
    return measure(inventory, sources);
}

QHash<QString, ClusterMeasurement> ChoiceMeasurements::measure(Console &console)
{
    MeasureSources sources;
    sources.fleetOf = [&console](qint64 id) -> const FleetStore * {
        ClusterFleet *fleet = console.fleet(id);
        return fleet ? &fleet->store() : nullptr;
    };
    std::optional<validation::EvidenceStore> validations;
    if (console.database().isOpen()) {
        validations.emplace(console.database());
        sources.validations = &*validations;
    }
    sources.savedPrices = SavedPrices::load();
    return measure(console.inventory(), sources);
}

QHash<QString, ClusterMeasurement> ChoiceMeasurements::measure(const Inventory &inventory,
                                                               const MeasureSources &sources)
{
    QHash<QString, ClusterMeasurement> out;
    const auto clusters = inventory.clusters();
    if (!clusters.ok())
        return out;
    const QDateTime now = sources.now.isValid() ? sources.now : QDateTime::currentDateTimeUtc();
    const business::ClusterPrices prices =
        business::ClusterPrices::resolve(clusters.value(), sources.savedPrices);
    for (const ClusterRecord &c : clusters.value()) {
        ClusterMeasurement m;
        if (const FleetStore *store = sources.fleetOf ? sources.fleetOf(c.id) : nullptr) {
            const FleetSnapshot snap = store->snapshot();
            std::vector<double> rtts;
            for (const NodeSnapshot &n : snap.nodes) {
                if (n.status != NodeStatus::Unreachable && std::isfinite(n.link.rttMs) && n.link.rttMs > 0)
                    rtts.push_back(n.link.rttMs);
            }
            if (!rtts.empty()) {
                std::sort(rtts.begin(), rtts.end());
                const std::size_t mid = rtts.size() / 2;
                m.rttMs = rtts.size() % 2 ? rtts[mid] : (rtts[mid - 1] + rtts[mid]) / 2;
                m.rttFrom = FigureSource::Fleet;
                m.rttSource = tr("measured by the fleet: median of %n node(s)", nullptr, int(rtts.size()));
            }
            if (snap.summary.gpus > 0) {
                m.gpus = snap.summary.gpus;
                m.gpusFrom = FigureSource::Fleet;
                m.gpusSource = tr("seen by the fleet on its live nodes");
            }
        }
        // Not streaming: the newest L1 validation's console-to-node RTT (the live fleet is fresher).
        if (!m.rttMs && sources.validations) {
            if (const auto l1 = newestL1Rtt(*sources.validations, c.name)) {
                m.rttMs = l1->ms;
                m.rttFrom = FigureSource::L1Validation;
                m.rttRun = l1->run;
                m.rttMeasuredAt = l1->at;
                m.rttAgeDays = l1->at.isValid() ? std::max<qint64>(0, l1->at.daysTo(now)) : 0;
                m.rttStale = m.rttAgeDays > kStaleAfterDays;
                const QString date = l1->at.toUTC().date().toString(Qt::ISODate);
                m.rttSource =
                    m.rttStale
                        ? tr("L1 validation of %1 (run %2): console-to-node RTT p50 of the slowest node; "
                             "%n day(s) old, stale: run L1 again or stream the cluster",
                             nullptr, int(m.rttAgeDays))
                              .arg(date)
                              .arg(l1->run)
                        : tr("L1 validation of %1 (run %2): console-to-node RTT p50 of the slowest node, "
                             "%n day(s) old",
                             nullptr, int(m.rttAgeDays))
                              .arg(date)
                              .arg(l1->run);
            }
        }
        if (m.gpus == 0 && c.contract.gpusPerNode > 0) {
            const auto nodes = inventory.nodes(c.id);
            if (nodes.ok() && !nodes->isEmpty()) {
                m.gpus = int(nodes->size()) * c.contract.gpusPerNode;
                m.gpusFrom = FigureSource::InventoryContract;
                m.gpusSource = tr("%1 node(s) in the inventory x %2 GPU(s) per node in the contract")
                                   .arg(nodes->size())
                                   .arg(c.contract.gpusPerNode);
            }
        }
        const business::ClusterPrice p = prices.of(c.name);
        if (p.source != business::PriceSource::None) {
            m.gpuHourPrice = p.terms.effectiveGpuHour();
            m.currency = p.terms.currency;
            m.priceFrom = p.source == business::PriceSource::Contract ? FigureSource::Contract
                                                                      : FigureSource::SavedPrices;
            m.priceSource = tr("%1 per GPU-hour from %2")
                                .arg(p.terms.currency, business::ClusterPrices::sourceText(p.source, c.name));
        }
        out.insert(c.name, m);
    }
    return out;
}

} // namespace cg::services
