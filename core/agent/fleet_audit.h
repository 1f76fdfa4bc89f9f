// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet's agent lifecycle events (deploy, start, restart, stop, remove) written to the audit log as
// "agent.*" rows with subject "node:<id>".
//
// Threads: fleetEvent() is called on the fleet's I/O thread; the AuditLog is used on the thread this
// object lives on. Events are queued under a mutex and appended there by one queued flush per batch, as
// AuditLogSink does for remote commands. Must outlive the FleetSession it is given to; the destructor
// writes what is still queued.
#pragma once

#include "agent/fleet_session.h"

#include <QMutex>
#include <QObject>

namespace cg::ledger {
class AuditLog;
}

namespace cg {

class FleetAuditLog : public QObject, public FleetAuditSink
{
    Q_OBJECT

public:
    FleetAuditLog(ledger::AuditLog &log, QString actor, QObject *parent = nullptr);
    ~FleetAuditLog() override;

    void fleetEvent(const FleetEvent &event) override; // any thread
    int flush();                                       // on this object's thread; rows written
    int failures() const;

private:
    ledger::AuditLog &m_log;
    QString m_actor;
    mutable QMutex m_mutex;
    QList<FleetEvent> m_queue;
    bool m_flushScheduled = false;
    int m_failures = 0;
};

} // namespace cg
