// SPDX-License-Identifier: GPL-3.0-or-later
// What the console already knows about each saved cluster, for Planning > Cluster Choice (the window and
// `clustergate choice`): the RTT its fleet measures (the median of its live nodes' console-to-agent round
// trips), else the console-to-node RTT of its newest L1 validation (marked stale past 30 days); the GPUs on
// offer (the live GPUs its fleet sees, else the inventory's nodes times the contract's GPUs per node); the
// GPU-hour price (its contract's, else the one saved in the Cost view). Each figure says where it came from.
// Widget-free; the view fills its cells from it and the CLI prints it.
#pragma once

#include "planning/cost.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

namespace cg {
class FleetStore;
class Inventory;
namespace validation {
class EvidenceStore;
}
} // namespace cg

namespace cg::services {

class Console;

// Where a figure of a Cluster Choice row came from.
enum class FigureSource {
    None,              // not known: the cell stays for a person to fill
    Fleet,             // the cluster's live fleet
    L1Validation,      // the newest L1 validation run (console-to-node RTT over SSH)
    InventoryContract, // the inventory's nodes x the contract's GPUs per node
    Contract,          // the cluster's contract
    SavedPrices,       // the prices saved in the Cost view (the contract names none)
};

struct ClusterMeasurement
{
    std::optional<double> rttMs;
    FigureSource rttFrom = FigureSource::None;
    QString rttSource;       // "measured by the fleet: median of 3 nodes", for people
    QDateTime rttMeasuredAt; // L1 only: when that validation run started
    qint64 rttRun = 0;       // L1 only: the validation run
    qint64 rttAgeDays = 0;   // L1 only: days since rttMeasuredAt
    bool rttStale = false;   // L1 only: older than kStaleAfterDays
    int gpus = 0;            // 0: unknown
    FigureSource gpusFrom = FigureSource::None;
    QString gpusSource;
    std::optional<double> gpuHourPrice; // effective, per GPU-hour
    QString currency;
    FigureSource priceFrom = FigureSource::None;
    QString priceSource;

    // {"rtt_ms", "rtt_source": {"kind", "text", ["run", "measured_at", "age_days", "stale"]}, "gpus",
    // "gpus_source", "price_per_gpu_hour", "currency", "price_source"}; unknown figures are null.
    QJsonObject toJson() const;
};

// What to measure from; each part may be missing.
struct MeasureSources
{
    std::function<const FleetStore *(qint64)> fleetOf; // the cluster's live fleet; null when not streaming
    const validation::EvidenceStore *validations = nullptr; // the profile's stored validation runs
    std::optional<planning::PriceBook> savedPrices;         // the Cost view's book (services::SavedPrices)
    QDateTime now;                                          // for the age of L1 results; invalid: now
};

class ChoiceMeasurements
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::ChoiceMeasurements)

public:
    // An L1 result older than this is shown with its age and marked stale.
    static constexpr int kStaleAfterDays = 30;

    // By cluster name.
    static QHash<QString, ClusterMeasurement> measure(const Inventory &inventory,
                                                      const MeasureSources &sources);
    // `fleetOf(clusterId)`: the cluster's live fleet store, null when it does not stream (no L1, no prices).
    static QHash<QString, ClusterMeasurement>
    measure(const Inventory &inventory, const std::function<const FleetStore *(qint64)> &fleetOf);
    // Everything a running console knows: its fleets, its database's validation runs, the saved prices.
    static QHash<QString, ClusterMeasurement> measure(Console &console);

    static QString sourceName(FigureSource s); // "fleet", "l1_validation", ... for scripts
};

} // namespace cg::services
