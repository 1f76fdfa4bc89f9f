// SPDX-License-Identifier: GPL-3.0-or-later
// The ledger's rows in the console's SQLite database (schema 4, storage/database.cpp). The SQL is kept
// portable (standard types, ON CONFLICT upserts, timestamps from the application); what is SQLite's own is
// in the migration: the append-only triggers.
#pragma once

#include "ledger/ledger_store.h"

#include <QCoreApplication>

namespace cg {
class Database;
}

namespace cg::ledger {

class SqliteLedgerStore : public LedgerStore
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::SqliteLedgerStore)

public:
    // The database must be open, and stay open while the store is used.
    explicit SqliteLedgerStore(Database &db) : m_db(db) {}

    Status transaction(const std::function<Status()> &body) override;
    Result<QString> meta(const QString &key) override;
    Status setMeta(const QString &key, const QString &value) override;

    Result<QList<Dataset>> datasets() override;
    Result<qint64> saveDataset(const Dataset &dataset) override;

    Result<qint64> insertRequest(const ExportRequest &request) override;
    Status updateRequest(const ExportRequest &request, RequestState from) override;
    Result<QList<ExportRequest>> requests() override;
    Result<std::optional<ExportRequest>> request(qint64 id) override;

    Status insertApproval(const Approval &approval) override;
    Result<QList<Approval>> approvals() override;
    Status insertDestruction(const DestructionCertificate &certificate) override;
    Result<QList<DestructionCertificate>> destructions() override;
    Status insertOfficer(const OfficerKey &officer) override;
    Result<QList<OfficerKey>> officers() override;

    Result<std::optional<AuditRow>> lastAuditRow() override;
    Status appendAuditRows(const std::vector<EncodedAuditRow> &rows) override;
    Status scanAudit(qint64 fromSeq, qint64 toSeq,
                     const std::function<bool(const AuditRowView &)> &visit) override;
    Result<QList<AuditRow>> auditRows(const AuditQuery &query) override;

    Result<std::optional<std::array<char, kHashSize>>> treeNode(int level, qint64 index) override;
    Status putTreeNodes(const std::vector<AuditTreeNode> &nodes) override;
    Status clearTree() override;

    Status insertCheckpoint(qint64 treeSize, const QByteArray &note, const QDateTime &at) override;
    Result<QList<QByteArray>> checkpoints() override;

    Database &database() const { return m_db; }

private:
    Result<QList<ExportRequest>> loadRequests(const char *where, const QVariantList &params);
    Status ensureTreeTable();
    Database &m_db;
    int m_depth = 0;
    bool m_treeTable = false;
};

} // namespace cg::ledger
