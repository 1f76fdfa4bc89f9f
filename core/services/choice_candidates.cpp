// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/choice_candidates.h"

#include "inventory/inventory.h"
#include "jobs/compliance_gate.h"
#include "ledger/ledger.h"

namespace cg::services {

QList<planning::ClusterCandidate>
ChoiceCandidates::fromInventory(const Inventory &inventory,
                                const QHash<QString, ClusterMeasurement> &measured)
{
    QList<planning::ClusterCandidate> out;
    const auto clusters = inventory.clusters();
    if (!clusters.ok())
        return out;
    for (const ClusterRecord &c : clusters.value()) {
        planning::ClusterCandidate candidate;
        candidate.name = c.name;
        candidate.region = c.region;
        const ClusterMeasurement m = measured.value(c.name);
        candidate.rttMs = m.rttMs;
        candidate.availableGpus = m.gpus;
        candidate.gpuHourPrice = m.gpuHourPrice.value_or(0);
        out << candidate;
    }
    return out;
}

QStringList ChoiceCandidates::applyCompliance(ledger::LedgerStore *store, const QStringList &datasets,
                                              QList<planning::ClusterCandidate> &candidates)
{
    QList<jobs::DatasetRef> refs;
    for (const QString &d : datasets) {
        if (!d.trimmed().isEmpty())
            refs << jobs::DatasetRef{d.trimmed(), {}};
    }
    if (refs.isEmpty())
        return {};
    if (!store) {
        for (planning::ClusterCandidate &c : candidates) {
            c.compliant = false;
            c.complianceReason = tr("the ledger is not available");
        }
        return {tr("no ledger: compliance cannot be checked, so no candidate qualifies")};
    }
    ledger::Ledger ledger(*store);
    jobs::ComplianceGate gate(ledger);
    for (planning::ClusterCandidate &c : candidates) {
        const auto decision = gate.check(refs, jobs::Destination{c.name, c.region, c.region});
        c.compliant = decision.ok() && decision->allowed();
        c.complianceReason = decision.ok() ? decision->explanation() : decision.error();
    }
    return {};
}

} // namespace cg::services
