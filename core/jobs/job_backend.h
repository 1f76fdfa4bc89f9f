// SPDX-License-Identifier: GPL-3.0-or-later
// The seam between the use cases and a cluster's scheduler. A JobBackend submits a job spec, changes a
// job (cancel, requeue, hold, release), lists the queue, tails and follows a job's log, lists the nodes and
// reads the accounting records the cost model needs, all in the neutral words of job_types.h, through the
// cluster's login node. Slurm is one implementation (slurm_backend.h); a backend is registered by name in
// JobBackendRegistry and chosen per cluster (JobBackendChoice, default "slurm").
//
// What every backend shares lives here: the compliance gate asked before anything is sent (clear()), and
// the audit events, each naming the front end that asked ("cli", "window", "console").
//
// Everything is synchronous and runs on the thread that drives the login-node connection.
#pragma once

#include "common/result.h"
#include "jobs/compliance_gate.h"
#include "jobs/job_spec.h"
#include "jobs/job_types.h"
#include "jobs/login_node.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace cg {
class Database;
}

namespace cg::ledger {
class AuditLog;
}

namespace cg::jobs {

class JobBackend
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::JobBackend)

public:
    static constexpr int kCommandTimeoutMs = 60000;
    static constexpr int kFollowCheckSeconds = 10;

    // `cluster`: the cluster's name in the console (audit subjects, messages).
    JobBackend(LoginNode &node, QString cluster);
    virtual ~JobBackend();
    JobBackend(const JobBackend &) = delete;
    JobBackend &operator=(const JobBackend &) = delete;

    // The name it is registered under ("slurm").
    virtual QString kind() const = 0;

    // Where audit events go (may stay unset: nothing is recorded) and who acts.
    void setAuditLog(ledger::AuditLog *log, QString actor);
    // The gate for specs that list datasets. Without one, such a spec is refused (never sent unchecked).
    void setGate(ComplianceGate *gate, Destination destination);
    // Which front end asks ("cli", "window", "console"); recorded with every audit event.
    void setFrontEnd(QString frontEnd) { m_frontEnd = std::move(frontEnd); }
    const QString &cluster() const { return m_cluster; }

    // What submit() would hand the scheduler, without sending anything (Show script).
    virtual Result<BatchScript> script(const JobSpec &spec, const SchedulerProfile &profile,
                                       const ScriptOptions &options = {}) const = 0;
    // The gate, then the scheduler. A refusal is an error naming what is missing and sets `*refused`; the
    // gate is asked before anything is sent to the login node.
    virtual Result<Submission> submit(const JobSpec &spec, const SchedulerProfile &profile,
                                      const SubmitOptions &options = {}, bool *refused = nullptr) = 0;
    virtual Status act(JobAction action, const QString &jobId) = 0;
    Status cancel(const QString &jobId) { return act(JobAction::Cancel, jobId); }
    // This user's jobs (every user's with allUsers), in every state the scheduler still remembers.
    virtual Result<QList<JobStatus>> list(bool allUsers = false) = 0;
    // The last `lines` lines of the job's output.
    virtual Result<QByteArray> tail(const QString &jobId, int lines) = 0;
    // Prints the last `lines` lines, then follows the output until the job has left the queue (asked every
    // `checkSeconds`) or `stop()` is true.
    virtual Status follow(const QString &jobId, int lines, const std::function<void(const QByteArray &)> &out,
                          const std::function<bool()> &stop, int checkSeconds = kFollowCheckSeconds) = 0;
    // The cluster's nodes and their states.
    virtual Result<QList<NodeStatus>> nodes() = 0;
    // Running and finished jobs' accounting records (every user's), as far back as the scheduler keeps them.
    virtual Result<QList<JobRecord>> accounting() = 0;
    // Whether `jobId` can name a job of this scheduler (checked before anything is sent).
    virtual bool acceptsJobId(const QString &jobId) const;

    // The queue in one command, for callers that run it without blocking a thread (the window's list):
    // the command (empty: this backend lists only through list()) and the reader of its output.
    virtual QByteArray queueCommand(bool allUsers) const;
    virtual Result<QList<JobStatus>> readQueue(const QByteArray &output) const;
    // What a person can do about an error this backend's commands gave (empty: nothing to add).
    virtual QString advice(const QString &error) const;

protected:
    // The gate's word on a spec: ok when it may be sent; a refusal is audited and fails with `*refused`
    // set. With a gate, a spec without datasets is checked too (its command may name data it does not list).
    Result<GateDecision> clear(const JobSpec &spec, bool dryRun, bool *refused);
    // One audit event (nothing without an audit log); the front end is added to the details.
    Status audit(const QString &action, const QString &subject, QJsonObject details);

    LoginNode &m_node;
    QString m_cluster;

private:
    Status refuse(const JobSpec &spec, const GateDecision &decision, bool dryRun);

    ledger::AuditLog *m_audit = nullptr;
    QString m_actor;
    QString m_frontEnd;
    ComplianceGate *m_gate = nullptr;
    Destination m_destination;
};

// Job backends by name. "slurm" is there from the start; a new backend is one file that adds itself.
class JobBackendRegistry
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::JobBackendRegistry)

public:
    using Factory = std::function<std::unique_ptr<JobBackend>(LoginNode &node, const QString &cluster)>;

    static JobBackendRegistry &instance();
    static QString defaultName() { return QStringLiteral("slurm"); }

    // Adds (or replaces) the backend called `name`; `description` says in a line how its jobs run, for the
    // cluster editor's and the CLI's help (translated by the backend).
    void add(const QString &name, Factory factory, const QString &description = {});
    void remove(const QString &name);
    bool has(const QString &name) const;
    QStringList names() const;
    QString description(const QString &name) const;
    // "name: description" for each backend, one a line: the help the front ends show.
    QString help() const;
    // A new backend of kind `name` on `node`; fails naming the known kinds when there is none by that name.
    Result<std::unique_ptr<JobBackend>> create(const QString &name, LoginNode &node,
                                               const QString &cluster) const;

private:
    JobBackendRegistry();

    mutable QMutex m_mutex;
    QMap<QString, Factory> m_factories;
    QMap<QString, QString> m_descriptions;
};

// Which backend a saved cluster's jobs go through (the inventory's cluster_job_backend; default "slurm").
class JobBackendChoice
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::JobBackendChoice)

public:
    static Result<QString> of(Database &db, qint64 clusterId);
    // Fails for a name the registry does not know.
    static Status set(Database &db, qint64 clusterId, const QString &backend);
};

} // namespace cg::jobs
