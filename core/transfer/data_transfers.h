// SPDX-License-Identifier: GPL-3.0-or-later
// Dataset transfers as the CLI and the console see them: the ledger's gate before anything is read or sent
// (an active export request with a valid signed approval for this dataset, in this form, to the cluster's
// country or region), the signed manifest in the audit log, the remote copy on record for destruction
// tracking, the approval's end enforced chunk by chunk, and the wipe that removes the copy and produces
// the evidence for its destruction certificate.
#pragma once

#include "jobs/compliance_gate.h"
#include "ledger/ledger.h"
#include "transfer/transfer_engine.h"

namespace cg::transfer {

struct PushRequest
{
    QString dataset;
    QString form; // empty: the form the approval names
    QString cluster;
    QString country; // the cluster's country or region, as export requests name it
    QString region;
    QString remotePath; // directory on the cluster
    qint64 chunkSize = 64ll << 20;
    QString frontEnd; // which front end asked ("cli", "window"), named in the audit rows
};

struct Clearance
{
    bool allowed = false;
    QString rule;    // the refusal's rule ("no-request", "expired", "form-not-approved", ...)
    QString reason;  // why, one sentence without the rule's name (a window shows it beside the rule)
    QString message; // "refused by rule RULE: REASON" and the command that would satisfy the rule
    qint64 requestId = 0;
    qint64 approvalId = 0;
    QDate approvalExpires;
    QDate destructionDue;
    QString form;
};

struct WipeEvidence
{
    QJsonObject json; // what, where, when, how verified
    QString file;     // where it was written
    QByteArray sha256;
};

class DataTransfers
{
    Q_DECLARE_TR_FUNCTIONS(cg::transfer::DataTransfers)

public:
    DataTransfers(ledger::Ledger &ledger, ledger::TrustAnchors anchors,
                  TransferStore store = TransferStore());

    TransferStore &store() { return m_store; }
    ledger::Ledger &ledger() { return m_ledger; }

    // The ledger's answer for `dataset` to `destination`, nothing recorded.
    Result<Clearance> clear(const QString &dataset, const QString &form,
                            const jobs::Destination &destination);
    // The gate for a push that `actor` asked for: clear(), and a refusal recorded in the audit log
    // (data.push-refused, by recordRefusal()). A failure is an error reading the ledger, not a refusal.
    Result<Clearance> gate(const PushRequest &request, const QString &actor);
    // The one place a push's refusal becomes an audit row, the same for every front end.
    Status recordRefusal(const PushRequest &request, const Clearance &refusal, const QString &actor);
    // Gate, scan and hash, sign, audit and record the copy; the state is saved, ready to run. A refusal is
    // a failure with ErrorCode::Refused (and recorded by gate()).
    Result<TransferState> prepare(const PushRequest &request, ledger::Signer &sender,
                                  const QString &senderName);
    // Why the transfer may not go on at `now` (empty: it may): the approval expired, the request is no
    // longer active. Pure on the manifest and the clock: safe on any thread.
    static QString expiry(const Manifest &m, const QDateTime &now);
    // Re-reads the ledger: the request must still be active and cleared (resume checks this).
    QString stillCleared(const Manifest &m);
    // The outcome of a run, in the audit log; `frontEnd` (when given) names the front end that ran it.
    Status recordRun(const TransferState &state, const QString &actor, const QString &frontEnd = {});

    // Removes the copy and its staging on the far side, checks they are gone, writes the evidence next to
    // the state and records the wipe.
    Result<WipeEvidence> wipe(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan,
                              const ssh::SessionOptions &base, TransferState &state, const QString &actor);

    // The command that would request an export of `dataset` to `destination`.
    static QString requestCommand(const QString &dataset, const QString &form, const jobs::Destination &d);
    // Where a push puts `dataset` when no directory is given: under the cluster's staging root, where its
    // jobs look for staged datasets (empty root: clustergate/datasets in the login's home).
    static QString defaultRemoteDir(const QString &stagingRoot, const QString &dataset);

private:
    ledger::Ledger &m_ledger;
    ledger::TrustAnchors m_anchors;
    TransferStore m_store;
};

// Why `localPath` may not leave through a plain `ssh push` (empty: it may): it lies inside a registered
// dataset's location, or its SHA-256 is a file of a transfer manifest on record.
QString pushGuard(ledger::Ledger &ledger, const TransferStore &store, const QString &localPath);

} // namespace cg::transfer
