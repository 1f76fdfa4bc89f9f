// SPDX-License-Identifier: GPL-3.0-or-later
// The append-only audit log: every action that matters becomes one hash-chained row (audit_chain.h);
// signed checkpoints of the head can be exported and kept outside the database; `verify` walks the whole
// chain, checks every checkpoint's signature and names the first broken row. Events never carry secrets:
// details whose keys look like secrets are refused.
#pragma once

#include "ledger/audit_chain.h"
#include "ledger/audit_tree.h"
#include "ledger/ledger_store.h"
#include "ledger/signed_note.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace cg::ledger {

class Signer;

struct AuditEvent
{
    QString actor;   // a person, or "system"
    QString action;  // "request.approved", "ssh.command", "credential.rotated", ...
    QString subject; // what it is about: "request:12", "dataset:patients", "ssh:ops@gpu-01"
    QJsonObject details;
    QDateTime at; // invalid: now
};

struct AuditHead
{
    qint64 size = 0;
    QByteArray hash = QByteArray(kHashSize, '\0');
};

struct VerifyOptions
{
    QList<QByteArray> extraCheckpoints; // notes kept outside the database
    QList<VerifierKey> trustedKeys;     // besides the officer keys registered in the ledger
    // Set: the keys a checkpoint may be signed with besides `trustedKeys`, instead of the officer table's
    // (Ledger::verify gives the keys whose registration checks out).
    std::optional<QList<VerifierKey>> ledgerKeys;
    // 1: one thread; 2: rows read on this one while another hashes them; 0: 2 on a machine with two cores
    // or more (on two shared cores, bench_ledger measured 1.2-1.5 million rows/s with two, 0.7-0.9 with
    // one). The checks and their order are the same either way.
    int threads = 0;
};

// A checkpoint that verify() read, and whose key signed it.
struct CheckpointSeen
{
    qint64 treeSize = 0;
    QByteArray signerKey; // Ed25519 public key
    QString signer;
    bool external = false; // given by the caller (kept outside the database)
};

struct ChainReport
{
    bool intact = false;
    qint64 rows = 0;
    QByteArray head;
    qint64 firstBrokenSeq = -1; // the first row that is not what was written; -1: none
    QString problem;            // why it is not intact (empty when intact)
    int checkpoints = 0;        // checkpoints read
    int checkpointsMatched = 0;
    QStringList notes; // what else a person should know (e.g. checkpoints no key could check)
    QList<CheckpointSeen> seen;
    int threads = 1; // how many walked the chain

    QString summary() const; // one paragraph for the CLI and reports
};

class AuditLog
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::AuditLog)

public:
    explicit AuditLog(LedgerStore &store) : m_store(store) {}

    // Appends one event (inside the caller's transaction when there is one); returns its sequence number.
    Result<qint64> append(const AuditEvent &event);
    // Appends events in order in one transaction; returns the last sequence number.
    Result<qint64> appendBatch(const QList<AuditEvent> &events);

    // "clustergate.audit/<ledger id>": the origin line of this log's checkpoints.
    Result<QString> origin();
    Result<AuditHead> head();

    // Signs a checkpoint of the current head as `keyName` (a registered officer), stores it and records
    // that it was made; returns the note.
    Result<QByteArray> checkpoint(Signer &signer, const QString &keyName);
    Result<QList<Checkpoint>> storedCheckpoints();

    ChainReport verify(const VerifyOptions &options = {});

    Result<QList<AuditRow>> rows(const AuditQuery &query) { return m_store.auditRows(query); }

    // A key of `details` (at any depth) that looks like it holds a secret; empty when none.
    static QString secretLookingKey(const QJsonObject &details);

private:
    static Status encode(const QList<AuditEvent> &events, const AuditHead &head, EncodedAuditBatch &out);
    Status syncTree(const AuditHead &head);
    Status scanHashingApart(ChainVerifier &chain);
    LedgerStore &m_store;
    QString m_origin;
    AuditTreeFrontier m_tree; // the stored tree's right edge, kept across appends
};

} // namespace cg::ledger
