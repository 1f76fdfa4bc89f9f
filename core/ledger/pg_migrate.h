// SPDX-License-Identifier: GPL-3.0-or-later
// Moves a console's SQLite ledger to a team ledger server (`clustergate ledger migrate --to URL`), run by
// the database owner: the ledger id (checkpoints name it), datasets, officer keys, requests with their
// ids (signatures cover them), approvals, destruction certificates, checkpoints and every audit row with
// its hashes, unchanged. Resumable: every step is idempotent and audit rows go over in batches, each one
// committed, so an interrupted run is simply run again and continues after the last row the server has
// (after checking that row's hash is the source's: a server that holds another history is refused). At the
// end both sides are verified and must report the same chain.
#pragma once

#include "ledger/audit_log.h"

#include <QCoreApplication>

#include <functional>

namespace cg::ledger {

class LedgerStore;
class PgConnection;

struct MigrationReport
{
    qint64 auditRows = 0;    // rows in the source
    qint64 auditCopied = 0;  // copied by this run
    qint64 auditPresent = 0; // already on the server when the run started
    int datasets = 0, officers = 0, requests = 0, approvals = 0, destructions = 0, checkpoints = 0;
    ChainReport source, target;
    bool same = false; // both verified alike
};

class PgMigration
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::PgMigration)

public:
    using Progress = std::function<void(qint64 copied, qint64 total)>;
    static Result<MigrationReport> run(LedgerStore &source, PgConnection &target, int batchRows = 5000,
                                       const Progress &progress = {});
};

} // namespace cg::ledger
