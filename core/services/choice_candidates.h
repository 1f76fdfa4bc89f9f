// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster Choice as one use case for the window and `clustergate choice`: the saved clusters as candidates
// with what the console measured (ChoiceMeasurements), and the ledger's decision for each on the datasets
// the work reads. The scores are planning::ClusterChooser's. Widget-free.
#pragma once

#include "planning/cluster_choice.h"
#include "services/choice_measurements.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace cg {
class Inventory;
namespace ledger {
class LedgerStore;
}
} // namespace cg

namespace cg::services {

class ChoiceCandidates
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::ChoiceCandidates)

public:
    // One candidate per saved cluster (inventory order) with the measured RTT, GPUs and price.
    static QList<planning::ClusterCandidate>
    fromInventory(const Inventory &inventory, const QHash<QString, ClusterMeasurement> &measured);
    // Marks each candidate compliant or not for `datasets` (ledger names); nothing to mark without datasets.
    // Without a ledger no candidate qualifies. Returns what people should know (translated), else empty.
    static QStringList applyCompliance(ledger::LedgerStore *ledger, const QStringList &datasets,
                                       QList<planning::ClusterCandidate> &candidates);
};

} // namespace cg::services
