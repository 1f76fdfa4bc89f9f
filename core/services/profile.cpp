// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/profile.h"

#include "common/local_user.h"
#include "common/paths.h"
#include "ledger/audit_log.h"
#include "ledger/audit_log_sink.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/connection_hub.h"

namespace cg::services {

Profile::Profile() : Profile(&ssh::ConnectionHub::shared()) {}

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
    if (isOpen())
        return Ok{};
    if (Status st = openDatabase(); !st)
        return st;
    m_store = std::make_unique<ledger::SqliteLedgerStore>(m_db);
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
    if (!m_sink)
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
