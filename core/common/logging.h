// SPDX-License-Identifier: GPL-3.0-or-later
// Logging categories, one per subsystem ("clustergate.<subsystem>"): debug output is off by default;
// QT_LOGGING_RULES="clustergate.*.debug=true" turns it on for all, "clustergate.jobs.debug=true" for one.
// Debug traces mark state changes (a cluster saved, a check started, a credential linked): names, ids and
// outcomes, never secret bytes. The ledger's category, lcLedger, is in ledger/ledger_logging.h.
#pragma once

#include <QLoggingCategory>

// clustergate.agent: deployment, the agent process, its protocol.
Q_DECLARE_LOGGING_CATEGORY(lcAgent)
// clustergate.store: the telemetry store.
Q_DECLARE_LOGGING_CATEGORY(lcStore)
// clustergate.storage: the profile's SQLite database, migrations, transactions.
Q_DECLARE_LOGGING_CATEGORY(lcStorage)
// clustergate.ui: the window.
Q_DECLARE_LOGGING_CATEGORY(lcUi)
// clustergate.ssh: sessions, jump chains, the connection hub.
Q_DECLARE_LOGGING_CATEGORY(lcSsh)
// clustergate.secrets: the credential keychain; ids and outcomes only, never secret bytes.
Q_DECLARE_LOGGING_CATEGORY(lcSecrets)
// clustergate.jobs: job backends, submissions, polling.
Q_DECLARE_LOGGING_CATEGORY(lcJobs)
// clustergate.transfer: dataset pushes, chunks, resumes.
Q_DECLARE_LOGGING_CATEGORY(lcTransfer)
// clustergate.terminal: PTY sessions and recordings.
Q_DECLARE_LOGGING_CATEGORY(lcTerminal)
// clustergate.planning: the planner, alert rules and thresholds.
Q_DECLARE_LOGGING_CATEGORY(lcPlanning)
// clustergate.inventory: clusters, nodes, jump hosts, ssh_config import.
Q_DECLARE_LOGGING_CATEGORY(lcInventory)
// clustergate.services: the console session and its use cases.
Q_DECLARE_LOGGING_CATEGORY(lcServices)
// clustergate.validation: checklists, check kinds, runs.
Q_DECLARE_LOGGING_CATEGORY(lcValidation)
// clustergate.telemetry: fleets, telemetry sinks, samples passed on.
Q_DECLARE_LOGGING_CATEGORY(lcTelemetry)
// clustergate.bench: baselines and results judged.
Q_DECLARE_LOGGING_CATEGORY(lcBench)
// clustergate.cli: the headless commands.
Q_DECLARE_LOGGING_CATEGORY(lcCli)
