// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a checklist's levels against a cluster: on a thread of its own (which owns the SSH engine), one
// check after the other with progress signals, cancellable. A level runs only when the one below passed,
// or when the operator overrode that with a reason (an audit event). Each finished check's evidence is
// stored with its SHA-256, which goes into the audit log; figures are shown against the previous run.
//
// Signals are emitted on the thread this object lives on; the database and the audit log are used there.
#pragma once

#include "validation/checklist.h"
#include "validation/checks.h"
#include "validation/evidence_store.h"
#include "validation/validation_types.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace cg {
class Database;
namespace ledger {
class AuditLog;
}
namespace ssh {
class AuditSink;
}
} // namespace cg

namespace cg::ssh {
class ConnectionHub;
class TaskRequest;
} // namespace cg::ssh

namespace cg::validation {

class ValidationEngine : public QObject
{
    Q_OBJECT

public:
    // A run is a task on `hub` (the console's), sharing the cluster's bastion login and prompts with every
    // other feature. `db` and `audit` may be null (nothing stored, nothing audited: tests of the logic only).
    ValidationEngine(ssh::ConnectionHub &hub, Database *db, ledger::AuditLog *audit,
                     QObject *parent = nullptr);
    ~ValidationEngine() override; // cancels a run and waits for its thread

    void setChecklist(const Checklist &checklist);
    const Checklist &checklist() const { return m_checklist; }
    // Also loads what is known about the cluster's levels from earlier runs (for gating).
    void setTarget(const ValidationTarget &target);
    const ValidationTarget &target() const { return m_target; }
    void setOperator(const QString &name) { m_operator = name; }
    QString operatorName() const { return m_operator; }
    // Every remote command the checks run (called on the validation thread: must be thread-safe).
    void setCommandAuditSink(ssh::AuditSink *sink) { m_commandSink = sink; }

    // Lets `levelId` count as passed for the gate of the level above it; the reason is required and
    // recorded (audit event "validation.override").
    Status overrideLevel(const QString &levelId, const QString &reason);
    void clearOverride(const QString &levelId);
    // The level whose override lets `levelId` run: `levelId` itself when it did not pass, else (blocked,
    // or not yet run behind a level that did not pass) the lowest level below it that did not pass and is
    // not overridden. Empty when nothing stands in the way.
    QString levelToOverride(const QString &levelId) const;

    // Leaves the nodes `expression` names (the node-list grammar: gpu[01-03],login1) out of the next runs,
    // with the reason; adds to earlier exclusions (audit event "validation.exclude"). Each run records
    // them in every check's evidence, and each level's verdict counts them apart.
    Status excludeNodes(const QString &expression, const QString &reason);
    void clearExclusions();
    QList<NodeNote> excludedNodes() const { return m_target.excluded; }

    // Runs these levels (in checklist order). False when a run is going on or nothing is known to run.
    bool start(const QStringList &levelIds);
    void cancel();
    bool isRunning() const { return m_task != nullptr; }

    QList<LevelResult> levels() const { return m_levels; }
    const LevelResult *level(const QString &levelId) const;
    qint64 runId() const { return m_runId; }
    QStringList lastRunLevels() const { return m_lastRun; }
    // Every level of the last start() passed (an overridden failure did not pass).
    bool lastRunPassed() const;
    QString storageError() const { return m_storageError; }
    ledger::AuditLog *auditLog() const { return m_audit; }
    // Earlier runs of this cluster (null without a database).
    const EvidenceStore *store() const { return m_store.get(); }

    // What a level's checks come to: Fail if one failed, Warn if one warned, NotRun if a required check
    // did not run, else Pass.
    static CheckStatus levelStatus(const QList<CheckResult> &checks, QString *reason);
    // Compares a check's figures with its expectations (thresholds resolved against the contract).
    static void applyExpectations(const CheckDef &def, const ClusterContract &contract, CheckResult &result);

signals:
    void runStarted(qint64 runId, const QStringList &levels);
    void levelStarted(const QString &level);
    void checkStarted(const QString &level, const QString &check);
    void checkProgress(const QString &level, const QString &check, const QString &text);
    void checkFinished(const cg::validation::CheckResult &result);
    void levelFinished(const QString &level, int status, const QString &reason);
    void finished(bool allPassed);

private:
    void onCheckFinished(CheckResult result);
    void onLevelFinished(const QString &level, CheckStatus status, const QString &reason);
    void onThreadDone();
    LevelResult *levelRef(const QString &id);
    void audit(const QString &action, const QString &subject, const QJsonObject &details);

    Database *m_db;
    ledger::AuditLog *m_audit;
    std::unique_ptr<EvidenceStore> m_store;
    Checklist m_checklist;
    ValidationTarget m_target;
    QString m_operator;
    ssh::AuditSink *m_commandSink = nullptr;
    QList<LevelResult> m_levels;
    QHash<QString, CheckStatus> m_stored; // from earlier runs
    QHash<QString, double> m_previous;    // figures of earlier runs
    QStringList m_lastRun;
    qint64 m_runId = 0;
    QString m_storageError;
    ssh::ConnectionHub *m_hub;
    ssh::TaskRequest *m_task = nullptr;
    struct RunState;
    std::shared_ptr<RunState> m_run;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace cg::validation
