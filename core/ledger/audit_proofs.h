// SPDX-License-Identifier: GPL-3.0-or-later
// Proofs an auditor takes away: that one audit entry is in the log a signed tree head (a checkpoint)
// commits to, and that a later tree head extends an earlier one (RFC 9162 inclusion and consistency proofs,
// merkle.h). Both are JSON files that verify offline, without the log, against the auditor's trusted keys;
// docs/audit-log.md describes them byte for byte.
#pragma once

#include "ledger/audit_chain.h"
#include "ledger/registration.h"
#include "ledger/signed_note.h"

#include <QCoreApplication>

namespace cg::ledger {

class LedgerStore;

struct InclusionProof
{
    static constexpr const char *kFormat = "clustergate-inclusion-proof/1";
    QByteArray checkpoint; // the signed tree head
    qint64 treeSize = 0;
    qint64 leafIndex = 0; // seq - 1
    AuditRow entry;       // prev_hash and hash are not part of the proof
    QList<QByteArray> path;

    QByteArray toJson() const;
    static Result<InclusionProof> fromJson(const QByteArray &json);
};

struct ConsistencyProof
{
    static constexpr const char *kFormat = "clustergate-consistency-proof/1";
    QByteArray oldCheckpoint;
    QByteArray newCheckpoint;
    QList<QByteArray> path;

    QByteArray toJson() const;
    static Result<ConsistencyProof> fromJson(const QByteArray &json);
};

struct ProofReport
{
    bool ok = false;       // the proof holds
    bool anchored = false; // and a tree head in it is signed by a key you trust
    QStringList problems;
    QStringList facts;
    QString summary() const;
    int exitCode() const { return !ok ? 1 : anchored ? 0 : 3; }
};

class AuditProofs
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::AuditProofs)

public:
    static constexpr qsizetype kMaxProofSize = 16 * 1024 * 1024;

    // Every leaf hash of the first `treeSize` rows, the chain checked on the way; `head` must be their
    // tree head (root and chain head), or the log and the checkpoint disagree.
    static Result<std::vector<std::array<char, kHashSize>>> leaves(LedgerStore &store,
                                                                   const Checkpoint &head);

    static Result<InclusionProof> prove(LedgerStore &store, qint64 seq, const Checkpoint &head);
    static Result<ConsistencyProof> consistency(LedgerStore &store, const Checkpoint &older,
                                                const Checkpoint &newer);

    static ProofReport verify(const InclusionProof &proof, const TrustAnchors &anchors);
    static ProofReport verify(const ConsistencyProof &proof, const TrustAnchors &anchors);
    // Either kind, by its format.
    static ProofReport verifyJson(const QByteArray &json, const TrustAnchors &anchors);
};

} // namespace cg::ledger
