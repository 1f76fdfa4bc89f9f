// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/profile.h"

#include "common/local_user.h"
#include "common/paths.h"
#include "ledger/audit_log.h"
#include "ledger/audit_log_sink.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#if CLUSTERGATE_WITH_POSTGRESQL
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_settings.h"
#endif
#include "ssh/connection_hub.h"

namespace cg::services {

Profile::Profile() = default;

Profile::Profile(ssh::ConnectionHub *hub) : m_hub(hub) {}

Profile::~Profile()
{
    detachHub();
    if (m_sink)
        m_sink->flush();
}

Status Profile::openDatabase()
{
    if (m_db.isOpen())
        return Ok{};
    return m_db.open(paths::databaseFile());
}

Status Profile::open(const QString &actor)
{
    return openLedger(actor, false);
}

Status Profile::openLocal(const QString &actor)
{
    return openLedger(actor, true);
}

Status Profile::openLedger(const QString &actor, bool local)
{
    if (isOpen())
        return Ok{};
    if (Status st = openDatabase(); !st)
        return st;
#if CLUSTERGATE_WITH_POSTGRESQL
    const ledger::LedgerServerSettings server =
        local ? ledger::LedgerServerSettings{} : ledger::LedgerServerSettings::load();
    if (server.isServer()) {
        auto conn = server.connect();
        if (!conn)
            return Status::failure(conn.error());
        auto store = std::make_unique<ledger::PgLedgerStore>(*conn.value());
        if (Status st = store->check(); !st)
            return st;
        m_server = std::move(conn.value());
        m_serverStore = store.get();
        m_store = std::move(store);
        m_location = ledger::PgConnection::withoutPassword(server.url);
    }
#else
    if (!local && !paths::settings().value(QStringLiteral("ledger/server_url")).toString().isEmpty())
        return Status::failure(QCoreApplication::translate(
            "cg::services::Profile", "this profile's ledger is on a team ledger server, but this build of "
                                     "ClusterGate has no PostgreSQL support (built without libpq)"));
#endif
    if (!m_store) {
        m_store = std::make_unique<ledger::SqliteLedgerStore>(m_db);
        m_location = m_db.path();
    }
    m_ledger = std::make_unique<ledger::Ledger>(*m_store);
    m_sink =
        std::make_unique<ledger::AuditLogSink>(m_ledger->audit(), actor.isEmpty() ? localUserName() : actor);
    return Ok{};
}

ledger::AuditLog &Profile::auditLog()
{
    return m_ledger->audit();
}

void Profile::attachHub()
{
    if (!m_sink || !m_hub)
        return;
    m_hub->setAuditSink(m_sink.get());
    m_attached = true;
}

void Profile::detachHub()
{
    if (!m_attached)
        return;
    m_hub->setAuditSink(nullptr);
    m_attached = false;
}

int Profile::flush()
{
    if (!m_sink)
        return 0;
    m_sink->flush();
    return m_sink->failures();
}

} // namespace cg::services
