// SPDX-License-Identifier: GPL-3.0-or-later
// What the console already knows about each saved cluster, for Planning > Cluster Choice: the RTT its fleet
// measures (the median of its live nodes' console-to-agent round trips) and the GPUs on offer (the live
// GPUs its fleet sees, else the inventory's nodes times the contract's GPUs per node), each with where it
// came from. Widget-free; the view fills its cells from it instead of leaving them empty.
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <functional>
#include <optional>

namespace cg {
class FleetStore;
class Inventory;
} // namespace cg

namespace cg::services {

struct ClusterMeasurement
{
    std::optional<double> rttMs;
    QString rttSource; // "fleet: median of 3 nodes", for people
    int gpus = 0;      // 0: unknown
    QString gpusSource;
};

class ChoiceMeasurements
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::ChoiceMeasurements)

public:
    // `fleetOf(clusterId)`: the cluster's live fleet store, null when it does not stream. By cluster name.
    static QHash<QString, ClusterMeasurement>
    measure(const Inventory &inventory, const std::function<const FleetStore *(qint64)> &fleetOf);
};

} // namespace cg::services
