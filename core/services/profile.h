// SPDX-License-Identifier: GPL-3.0-or-later
// A console profile's stores, opened together: the database (paths::databaseFile(), which follows
// $CLUSTERGATE_HOME), the ledger on it with its one tamper-evident audit log, the sink that writes every
// remote command as an audit row, and the process's connection hub reporting to that sink. The console
// and every CLI subcommand open their profile through here.
#pragma once

#include "common/result.h"
#include "storage/database.h"

#include <memory>

namespace cg::ledger {
class AuditLog;
class AuditLogSink;
class Ledger;
class SqliteLedgerStore;
} // namespace cg::ledger

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

class Profile
{
public:
    // On the process's hub, or on `hub`.
    Profile();
    explicit Profile(ssh::ConnectionHub *hub);
    // Detaches the sink from the hub and writes what it still holds.
    ~Profile();
    Profile(const Profile &) = delete;
    Profile &operator=(const Profile &) = delete;

    // Opens the profile's database and the ledger on it; `actor` (empty: the local user) is who the audit
    // rows of remote commands name. A failure leaves nothing open.
    Status open(const QString &actor = {});
    // Only the database (for commands that need no ledger, such as the credentials' metadata).
    Status openDatabase();
    bool isOpen() const { return m_ledger != nullptr; }

    Database &database() { return m_db; }
    ssh::ConnectionHub &hub() { return *m_hub; }
    // After open() only.
    ledger::SqliteLedgerStore &ledgerStore() { return *m_store; }
    ledger::Ledger &ledger() { return *m_ledger; }
    ledger::AuditLog &auditLog();
    ledger::AuditLogSink &auditSink() { return *m_sink; }

    // Every remote command the hub runs from now on becomes an audit row (until detachHub()).
    void attachHub();
    void detachHub();
    // Writes the queued audit rows; returns the batches that could not be written so far.
    int flush();

private:
    ssh::ConnectionHub *m_hub;
    Database m_db;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::Ledger> m_ledger;
    std::unique_ptr<ledger::AuditLogSink> m_sink;
    bool m_attached = false;
};

} // namespace cg::services
