// SPDX-License-Identifier: GPL-3.0-or-later
// What one running console holds: the database, the telemetry store and the local agent.
// Widget-free, so the main window and the tests share the same wiring.
#pragma once

#include "agent/local_agent.h"
#include "agent/telemetry_store.h"
#include "inventory/inventory.h"
#include "ssh/ssh_service.h"
#include "storage/database.h"

#include <QObject>

namespace cg::ui {

class Console : public QObject
{
    Q_OBJECT

public:
    explicit Console(QObject *parent = nullptr);

    // Opens the database at its default place. A failure is kept (databaseError()) and the
    // console still runs the local target, without touching the bad file.
    void open();

    Database &database() { return m_db; }
    TelemetryStore &store() { return m_store; }
    LocalAgent &localAgent() { return m_local; }
    QString databaseError() const { return m_dbError; }
    QList<Target> targets() const { return m_targets; }
    Inventory &inventory() { return m_inventory; }
    ssh::SshService &ssh() { return m_ssh; }

private:
    Database m_db;
    TelemetryStore m_store;
    LocalAgent m_local;
    Inventory m_inventory{m_db};
    ssh::SshService m_ssh;
    QString m_dbError;
    QList<Target> m_targets;
};

} // namespace cg::ui
