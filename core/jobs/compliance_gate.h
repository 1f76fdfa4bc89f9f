// SPDX-License-Identifier: GPL-3.0-or-later
// ComplianceGate: a job that reads datasets may go to a cluster only when the ledger holds, for each of
// them, an active export request to that cluster's country or region with a valid signed approval: signed
// by a registered officer whose key a trust anchor vouches for (TrustAnchors: keys from outside the
// database), not expired, over the request's hash as it is now. The state column alone never clears a
// dataset. A refusal names each dataset and what is missing (no request, not yet approved, rejected,
// approved but not activated, expired, approved for another destination, no valid signed approval). A spec
// whose command names a dataset's location, or data paths, without listing the dataset is refused too.
// Checked at submit and again on "switch cluster".
#pragma once

#include "common/result.h"
#include "jobs/job_spec.h"
#include "ledger/ledger.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

namespace cg::jobs {

// Where the job would run. A request matches when its approved destination cluster is `cluster` (by name,
// case-insensitive): the country and region are shown, never trusted, since the local inventory's fields are
// anyone's to edit while the request's destination is what the officer signed. A request that the audit log
// says was expired, rejected or destroyed, or that has a destruction certificate, never clears again,
// whatever its state column says; one past its retention or its approval's last day does not clear either.
struct Destination
{
    QString cluster;
    QString country; // ISO 3166 code, as in export requests
    QString region;  // optional: a region name requests may use instead
};

enum class GateProblem {
    None,             // cleared
    UnknownDataset,   // not in the ledger
    NoRequest,        // no export request names it
    NotApproved,      // a request is in draft or submitted, not decided
    Rejected,         // the request for this destination was rejected
    NotActivated,     // approved, but the transfer was not activated
    Expired,          // the active period ended (expired, destruction pending or destroyed)
    OtherDestination, // requests exist, but for other countries or regions
    NoValidApproval,  // marked active, but no signed approval verifies, is anchored, unexpired and current
    UndeclaredData,   // the command names a dataset's location or data paths the spec does not list
};
QString gateProblemName(GateProblem p); // "none", "unknown-dataset", "no-request", ...

struct DatasetClearance
{
    QString dataset; // as the spec names it
    GateProblem problem = GateProblem::None;
    qint64 requestId = 0; // the request that clears it or that the reason is about (0: none)
    QString reason;       // translated, names the dataset and what is missing

    bool allowed() const { return problem == GateProblem::None; }
};

struct GateDecision
{
    Destination destination;
    QList<DatasetClearance> datasets; // in the spec's order

    bool allowed() const;
    QString explanation() const; // one line per refused dataset; empty when allowed
    QJsonObject toJson() const;  // for the audit event of a refusal or a submission
};

class ComplianceGate
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::ComplianceGate)

public:
    // Anchors from the configured anchor file (TrustAnchors::configuredFile()).
    explicit ComplianceGate(ledger::Ledger &ledger);
    ComplianceGate(ledger::Ledger &ledger, ledger::TrustAnchors anchors);

    // Reads the ledger's datasets and requests. A spec without datasets is allowed.
    Result<GateDecision> check(const QList<DatasetRef> &datasets, const Destination &destination);
    // The spec's datasets, and what its command reads that it does not list.
    Result<GateDecision> check(const JobSpec &spec, const Destination &destination);

    // The decision from rows already read (`today` decides whether an active transfer has run out).
    // `approvalProblem` says why a request's signed approval does not clear it (empty: it does).
    static GateDecision
    decide(const QList<DatasetRef> &datasets, const Destination &destination,
           const QList<ledger::Dataset> &ledgerDatasets, const QList<ledger::RequestView> &requests,
           const QDate &today,
           const std::function<QString(const ledger::RequestView &)> &approvalProblem = {});

    // Data the command names without the spec listing it: a ledger dataset's location, or (when the spec
    // lists no dataset) paths and URIs that look like data (s3://, gs://, /data/, ...).
    static QList<DatasetClearance> undeclaredData(const JobSpec &spec,
                                                  const QList<ledger::Dataset> &ledgerDatasets);

private:
    QString approvalProblem(const ledger::RequestView &v, const QList<ledger::Dataset> &datasets,
                            const ledger::RegistrationChain &registrations, const QDate &today,
                            const QHash<qint64, QString> &ended,
                            const QList<ledger::AuditRow> &requestRows) const;

    ledger::Ledger &m_ledger;
    ledger::TrustAnchors m_anchors;
    QString m_anchorError; // the configured anchor file could not be read
};

} // namespace cg::jobs
