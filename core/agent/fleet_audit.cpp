// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/fleet_audit.h"

#include "common/logging.h"
#include "ledger/audit_log.h"

#include <QDateTime>

namespace cg {

FleetAuditLog::FleetAuditLog(ledger::AuditLog &log, QString actor, QObject *parent)
    : QObject(parent), m_log(log), m_actor(actor.isEmpty() ? QStringLiteral("system") : std::move(actor))
{
}

FleetAuditLog::~FleetAuditLog()
{
    flush();
}

void FleetAuditLog::fleetEvent(const FleetEvent &event)
{
    QMutexLocker lock(&m_mutex);
    m_queue << event;
    if (m_flushScheduled)
        return;
    m_flushScheduled = true;
    QMetaObject::invokeMethod(this, &FleetAuditLog::flush, Qt::QueuedConnection);
}

int FleetAuditLog::failures() const
{
    QMutexLocker lock(&m_mutex);
    return m_failures;
}

int FleetAuditLog::flush()
{
    QList<FleetEvent> batch;
    {
        QMutexLocker lock(&m_mutex);
        batch.swap(m_queue);
        m_flushScheduled = false;
    }
    if (batch.isEmpty())
        return 0;
    QList<ledger::AuditEvent> events;
    events.reserve(batch.size());
    for (const FleetEvent &e : std::as_const(batch)) {
        QJsonObject details = e.details;
        details.insert(QStringLiteral("host"), e.host);
        details.insert(QStringLiteral("user"), e.user);
        events << ledger::AuditEvent{m_actor, e.action, QStringLiteral("node:%1").arg(e.nodeId), details,
                                     QDateTime::fromMSecsSinceEpoch(e.atMs, Qt::UTC)};
    }
    const auto written = m_log.appendBatch(events);
    if (!written) {
        qCWarning(lcAgent) << "agent events not written to the audit log:" << written.error();
        QMutexLocker lock(&m_mutex);
        ++m_failures;
        return 0;
    }
    return int(events.size());
}

} // namespace cg
