// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/choice_measurements.h"

#include "agent/fleet_store.h"
#include "inventory/inventory.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace cg::services {

QHash<QString, ClusterMeasurement>
ChoiceMeasurements::measure(const Inventory &inventory,
                            const std::function<const FleetStore *(qint64)> &fleetOf)
{
    QHash<QString, ClusterMeasurement> out;
    const auto clusters = inventory.clusters();
    if (!clusters.ok())
        return out;
    for (const ClusterRecord &c : clusters.value()) {
        ClusterMeasurement m;
        if (const FleetStore *store = fleetOf ? fleetOf(c.id) : nullptr) {
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
                m.rttSource = tr("measured by the fleet: median of %n node(s)", nullptr, int(rtts.size()));
            }
            if (snap.summary.gpus > 0) {
                m.gpus = snap.summary.gpus;
                m.gpusSource = tr("seen by the fleet on its live nodes");
            }
        }
        if (m.gpus == 0 && c.contract.gpusPerNode > 0) {
            const auto nodes = inventory.nodes(c.id);
            if (nodes.ok() && !nodes->isEmpty()) {
                m.gpus = int(nodes->size()) * c.contract.gpusPerNode;
                m.gpusSource = tr("%1 node(s) in the inventory x %2 GPU(s) per node in the contract")
                                   .arg(nodes->size())
                                   .arg(c.contract.gpusPerNode);
            }
        }
        out.insert(c.name, m);
    }
    return out;
}

} // namespace cg::services
