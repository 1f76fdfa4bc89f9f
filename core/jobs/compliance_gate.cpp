// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/compliance_gate.h"

namespace cg::jobs {

QString gateProblemName(GateProblem)
{
    return {};
}
bool GateDecision::allowed() const
{
    return false;
}
QString GateDecision::explanation() const
{
    return {};
}
QJsonObject GateDecision::toJson() const
{
    return {};
}

ComplianceGate::ComplianceGate(ledger::Ledger &ledger) : m_ledger(ledger) {}

Result<GateDecision> ComplianceGate::check(const QList<DatasetRef> &, const Destination &)
{
    return Result<GateDecision>::failure(tr("not implemented yet"));
}

GateDecision ComplianceGate::decide(const QList<DatasetRef> &, const Destination &destination,
                                    const QList<ledger::Dataset> &, const QList<ledger::RequestView> &,
                                    const QDate &)
{
    GateDecision d;
    d.destination = destination;
    return d;
}

} // namespace cg::jobs
