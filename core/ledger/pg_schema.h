// SPDX-License-Identifier: GPL-3.0-or-later
// The team ledger's schema on PostgreSQL: versioned migrations that the database owner runs once
// (`clustergate ledger server-init URL`), creating the tables, the four group roles and their GRANTs.
//
//   clustergate_requester  files and submits its own requests (row-level security: sees only its own)
//   clustergate_officer    sees the queue, decides, checkpoints, edits datasets
//   clustergate_admin      what officers may, and registers officers
//   clustergate_auditor    reads everything, writes nothing
//
// The evidence tables (audit_log, audit_checkpoints, ledger_officer_keys, ledger_approvals,
// ledger_destructions) get INSERT and SELECT only: no role is granted UPDATE, DELETE or TRUNCATE, and
// triggers refuse them even for the owner. The audit log's insert trigger also refuses a row that does not
// continue the chain (seq = last + 1, prev_hash = last hash): the server itself keeps it gapless and
// unforked. People's logins are members of a group role (GRANT clustergate_officer TO alice); the login's
// name is the name the ledger records for that person.
//
// Migration 3 makes the server keep the ledger's rules for every login but the owner, whatever client it
// uses: an audit row's hash is recomputed (clustergate_audit_hash, the client's definition) and its actor
// must be the login; requests follow a per-role transition table with their content and set-once fields
// fixed; a decision is refused to whoever filed or submitted the request (by login and key); grades and
// lineage change only under a second person's signed sign-off; keys only by an admin's signed row.
// docs/team-mode.md lists each rule with the attack it stops.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QStringList>

namespace cg::ledger {

class PgConnection;

class PgSchema
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::PgSchema)

public:
    static constexpr int kVersion = 5;
    static const QStringList &roles(); // the group roles, as above

    // The version on the server (0: none yet), or an error (not reachable, not a ClusterGate ledger).
    static Result<int> version(PgConnection &conn);
    // Applies the missing migrations (each in its own transaction, serialised by an advisory lock) and
    // returns what it did, one line each; running it again changes nothing.
    // `upTo` stops at an older version (tests of the upgrade path).
    static Result<QStringList> initialise(PgConnection &conn, int upTo = kVersion);
};

} // namespace cg::ledger
