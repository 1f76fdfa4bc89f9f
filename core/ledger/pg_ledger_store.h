// SPDX-License-Identifier: GPL-3.0-or-later
// The ledger's rows on a shared PostgreSQL server (team mode): the same LedgerStore as the console's
// SQLite database, so Ledger and AuditLog work unchanged, with the server enforcing who may do what
// (pg_schema.h: roles, GRANTs, row-level security, append-only triggers).
//
// Client: libpq directly (pg_connection.h says why, not Qt's QPSQL driver).
//
// Concurrency: many desktops append to one audit log. Every transaction that reads the chain's head to
// extend it first takes a transaction-scoped advisory lock (pg_advisory_xact_lock), so appends are
// serialised by the server and each one sees the head the previous one committed (READ COMMITTED: every
// statement after the lock reads the latest commit); the insert trigger refuses a row that would leave a
// gap or fork anyway. A request's state changes only from the state it was read in (updateRequest's
// `from`): of two officers deciding the same request at once, exactly one wins, the other is told.
//
// Live updates: every change to a request is announced with NOTIFY on the channel "clustergate_ledger"
// (delivered at commit, so only what was stored); listen() makes this store emit requestChanged() for
// every desktop's changes, which the review queue reloads on.
#pragma once

#include "ledger/ledger_store.h"

#include <QCoreApplication>
#include <QObject>

namespace cg::ledger {

class PgConnection;

class PgLedgerStore : public QObject, public LedgerStore
{
    Q_OBJECT

public:
    static constexpr const char *kChannel = "clustergate_ledger";

    // The connection must be open; the store does not own it.
    explicit PgLedgerStore(PgConnection &conn, QObject *parent = nullptr);

    // Checks the server holds a ClusterGate ledger schema this build knows.
    Status check();
    // Receives every desktop's request changes as requestChanged() (needs an event loop).
    Status listen();
    PgConnection &connection() const { return m_conn; }

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

    // The login, for every login the server's rules bind; empty for the database owner (a migration
    // copies rows under their recorded names).
    QString sessionActor() override;
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

signals:
    // A request was filed or changed state, on this desktop or another (after the change was committed).
    void requestChanged(qint64 requestId);
    // The audit log grew to `size` rows somewhere.
    void auditAppended(qint64 size);

private:
    Result<QList<ExportRequest>> loadRequests(const char *sql, const QVariantList &params);
    Status announce(const QString &payload);
    void onNotified(const QString &channel, const QString &payload);
    PgConnection &m_conn;
    int m_depth = 0;
    std::optional<QString> m_sessionActor;
};

} // namespace cg::ledger
