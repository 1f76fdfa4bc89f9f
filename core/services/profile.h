// SPDX-License-Identifier: GPL-3.0-or-later
// A console profile's stores, opened together: the database (paths::databaseFile(), which follows
// $CLUSTERGATE_HOME), the ledger on it with its one tamper-evident audit log, the sink that writes every
// remote command as an audit row, and the connection hub (its composition root's) reporting to that sink. The
// console and every CLI subcommand open their profile through here. The ledger is the database's (SQLite)
// unless the profile is connected to a team ledger server (ledger/pg_settings.h): then it is that server's,
// and an unreachable server is an error, never a silent switch to the local ledger.
#pragma once

#include "common/result.h"
#include "storage/database.h"

#include <QObject>

#include <memory>

namespace cg::ledger {
class AuditLog;
class AuditLogSink;
class Ledger;
class LedgerStore;
class PgLedgerStore;
} // namespace cg::ledger

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

class Profile
{
public:
    // Without a hub (the database and the ledger only: attachHub() does nothing), or reporting the remote
    // commands of `hub`.
    Profile();
    explicit Profile(ssh::ConnectionHub *hub);
    // Detaches the sink from the hub and writes what it still holds.
    ~Profile();
    Profile(const Profile &) = delete;
    Profile &operator=(const Profile &) = delete;

    // Opens the profile's database and the ledger on it; `actor` (empty: the local user) is who the audit
    // rows of remote commands name. A failure leaves nothing open.
    Status open(const QString &actor = {});
    // The same on the local SQLite ledger whatever the profile is connected to (the source of a
    // migration, an explicit local choice).
    Status openLocal(const QString &actor = {});
    // Only the database (for commands that need no ledger, such as the credentials' metadata).
    Status openDatabase();
    bool isOpen() const { return m_ledger != nullptr; }

    Database &database() { return m_db; }
    // Null for a profile made without one.
    ssh::ConnectionHub *hub() { return m_hub; }
    // After open() only.
    ledger::LedgerStore &ledgerStore() { return *m_store; }
    // The team ledger server's store when the ledger is on one (its requestChanged() feeds the queue);
    // null for the local ledger.
    ledger::PgLedgerStore *serverStore() { return m_serverStore; }
    // Where the ledger is, for people: the database file or the server (never a password).
    QString ledgerLocation() const { return m_location; }
    ledger::Ledger &ledger() { return *m_ledger; }
    ledger::AuditLog &auditLog();
    ledger::AuditLogSink &auditSink() { return *m_sink; }

    // Every remote command the hub runs from now on becomes an audit row (until detachHub()).
    void attachHub();
    void detachHub();
    // Writes the queued audit rows; returns the batches that could not be written so far.
    int flush();

private:
    Status openLedger(const QString &actor, bool local);
    ssh::ConnectionHub *m_hub = nullptr;
    Database m_db;
    std::unique_ptr<QObject> m_server; // the team ledger's connection (ledger::PgConnection), if any
    std::unique_ptr<ledger::LedgerStore> m_store;
    ledger::PgLedgerStore *m_serverStore = nullptr;
    QString m_location;
    std::unique_ptr<ledger::Ledger> m_ledger;
    std::unique_ptr<ledger::AuditLogSink> m_sink;
    bool m_attached = false;
};

} // namespace cg::services
