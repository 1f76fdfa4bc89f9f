// SPDX-License-Identifier: GPL-3.0-or-later
// Where the ledger keeps its rows: one interface, so that the local SQLite database (SqliteLedgerStore)
// and a shared PostgreSQL server in team mode (PgLedgerStore) are interchangeable. Implementations keep the
// evidence tables append-only in their own way (SQLite: triggers and an authorizer; PostgreSQL: GRANTs).
// A store is used from one thread.
#pragma once

#include "common/result.h"
#include "ledger/audit_chain.h"
#include "ledger/ledger_types.h"

#include <functional>
#include <optional>

namespace cg::ledger {

// Which audit rows to list (the audit browser, the audit extract report).
struct AuditQuery
{
    qint64 fromSeq = 1;
    qint64 toSeq = -1;    // -1: to the end
    QString text;         // substring of actor, action, subject or details
    QString actionPrefix; // "request." matches every request event
    QString actor;
    int limit = 1000; // -1: all
    bool newestFirst = false;
};

// The root of leaves [index * 2^level, (index + 1) * 2^level).
struct AuditTreeNode
{
    int level = 0;
    qint64 index = 0;
    std::array<char, kHashSize> hash{};
};

class LedgerStore
{
public:
    virtual ~LedgerStore() = default;

    // Runs `body` in one transaction (all or nothing). A call inside another joins the outer one.
    virtual Status transaction(const std::function<Status()> &body) = 0;

    virtual Result<QString> meta(const QString &key) = 0; // empty when unset
    virtual Status setMeta(const QString &key, const QString &value) = 0;

    // Every dataset with its fields and sources (effective grades are the ledger's business).
    virtual Result<QList<Dataset>> datasets() = 0;
    // Inserts or rewrites (by name) a dataset with its fields and sources; returns its id.
    virtual Result<qint64> saveDataset(const Dataset &dataset) = 0;

    virtual Result<qint64> insertRequest(const ExportRequest &request) = 0;
    // Rewrites state, hash and timestamps (the request's content is frozen once submitted), only when the
    // stored state is still `from`: a request that someone else moved meanwhile (another desktop on a
    // shared ledger, another process on the same file) is refused, not overwritten.
    virtual Status updateRequest(const ExportRequest &request, RequestState from) = 0;
    virtual Result<QList<ExportRequest>> requests() = 0;
    virtual Result<std::optional<ExportRequest>> request(qint64 id) = 0;

    virtual Status insertApproval(const Approval &approval) = 0;
    virtual Result<QList<Approval>> approvals() = 0;
    virtual Status insertDestruction(const DestructionCertificate &certificate) = 0;
    virtual Result<QList<DestructionCertificate>> destructions() = 0;
    virtual Status insertOfficer(const OfficerKey &officer) = 0;
    virtual Result<QList<OfficerKey>> officers() = 0;

    // The name every audit row is written under, whatever the caller says (empty: the caller's). A team
    // server records each row in its login's name and refuses any other (pg_schema.h, migration 3).
    virtual QString sessionActor() { return {}; }
    virtual Result<std::optional<AuditRow>> lastAuditRow() = 0;
    virtual Status appendAuditRows(const std::vector<EncodedAuditRow> &rows) = 0;
    // Streams rows fromSeq..toSeq (-1: to the end) in order; `visit` returns false to stop.
    virtual Status scanAudit(qint64 fromSeq, qint64 toSeq,
                             const std::function<bool(const AuditRowView &)> &visit) = 0;
    virtual Result<QList<AuditRow>> auditRows(const AuditQuery &query) = 0;

    // The stored Merkle tree (audit_tree.h): hashes of perfect subtrees, derived from the audit rows and
    // rebuilt from them when missing. Never evidence: every proof made from it is checked against a signed
    // root before it is handed out.
    virtual Result<std::optional<std::array<char, kHashSize>>> treeNode(int level, qint64 index) = 0;
    virtual Status putTreeNodes(const std::vector<AuditTreeNode> &nodes) = 0; // inserted or replaced
    virtual Status clearTree() = 0;

    virtual Status insertCheckpoint(qint64 treeSize, const QByteArray &note, const QDateTime &at) = 0;
    virtual Result<QList<QByteArray>> checkpoints() = 0;
};

} // namespace cg::ledger
