// SPDX-License-Identifier: GPL-3.0-or-later
// JobFailover's way to saved clusters: by name from the inventory, each login node a request on the
// ConnectionHub (as the Jobs view's), the cluster's backend with the gate, the audit log and the front end,
// and its scheduler profile from the cluster's placement and object-store settings.
#pragma once

#include "services/job_failover.h"

#include "ssh/ssh_engine.h"

namespace cg {
class Database;
}

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

struct SavedClusterAccess
{
    Database *db = nullptr; // the inventory (used on the caller's thread)
    ssh::ConnectionHub *hub = nullptr;
    ssh::SessionOptions local; // what this console decides (known_hosts, agent)
    ledger::AuditLog *audit = nullptr;
    jobs::ComplianceGate *gate = nullptr;
    QString actor;
    QString frontEnd;
};

// An opener for JobFailover over the saved clusters; everything in `access` must outlive it.
JobFailover::Opener savedClusterOpener(SavedClusterAccess access);

} // namespace cg::services
