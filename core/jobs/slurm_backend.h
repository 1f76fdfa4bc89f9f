// SPDX-License-Identifier: GPL-3.0-or-later
// The Slurm backend: a cluster's scheduler driven through its login node over SSH. Submits the batch script
// that slurm_script.h builds (`sbatch --parsable`, or `sbatch --test-only` for a dry run) after the
// compliance gate cleared the spec's datasets; cancels, requeues, holds and releases jobs; reads and follows
// their logs; and runs the poller's batched squeue. Submissions, cancellations, the other job changes and
// gate refusals become audit events carrying the traceability record.
//
// Everything here is synchronous and runs on the thread that drives the login-node connection.
#pragma once

#include "common/result.h"
#include "jobs/compliance_gate.h"
#include "jobs/job_spec.h"
#include "jobs/slurm_script.h"
#include "jobs/squeue_poller.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <functional>

#include "ssh/chain_plan.h"

namespace cg::ssh {
class ConnectionHub;
class Engine;
class Session;
} // namespace cg::ssh

namespace cg::ledger {
class AuditLog;
}

namespace cg::jobs {

// One command's outcome on the login node.
struct RemoteRun
{
    QByteArray out;
    QByteArray err;
    int status = -1;
    QString error; // the connection's or the channel's (translated); empty when the command ran

    bool ok() const { return error.isEmpty() && status == 0; }
    // What went wrong, for people: the connection error, else the command's stderr and status.
    QString problem(const QString &what) const;
};

// How the backend reaches a cluster's login node.
class LoginNode
{
public:
    virtual ~LoginNode() = default;
    // Runs a POSIX shell command with `input` on its stdin (closed after it), up to `timeoutMs`.
    virtual RemoteRun run(const QByteArray &command, const QByteArray &input, int timeoutMs) = 0;
    // Runs a command and hands its stdout over as it arrives, until it ends or `stop()` returns true
    // (asked between reads; the channel is then closed).
    virtual RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                             const std::function<bool()> &stop) = 0;
    // "root@login-1", for messages and audit events.
    virtual QString describe() const = 0;
};

// A login node reached by the SSH engine (the command line's way; the engine's thread only).
class SshLoginNode : public LoginNode
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SshLoginNode)

public:
    SshLoginNode(ssh::Engine &engine, ssh::Session *session);
    RemoteRun run(const QByteArray &command, const QByteArray &input, int timeoutMs) override;
    RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                     const std::function<bool()> &stop) override;
    QString describe() const override;

private:
    ssh::Engine &m_engine;
    ssh::Session *m_session;
};

// A login node reached through the ConnectionHub: every command is a request on the hub, so the cluster's
// bastion login is shared with every other feature and a dead login node delays only its own commands.
// Blocks the calling thread (never one of the hub's I/O threads) in a local event loop.
class HubLoginNode : public LoginNode
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SshLoginNode)

public:
    HubLoginNode(ssh::ConnectionHub &hub, ssh::ChainPlan plan, ssh::SessionOptions base);
    RemoteRun run(const QByteArray &command, const QByteArray &input, int timeoutMs) override;
    RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                     const std::function<bool()> &stop) override;
    QString describe() const override;

private:
    ssh::ConnectionHub &m_hub;
    ssh::ChainPlan m_plan;
    ssh::SessionOptions m_base;
};

struct SubmitOptions
{
    bool dryRun = false; // sbatch --test-only: Slurm says when and where it would start, nothing is queued
    ScriptOptions script;
};

struct Submission
{
    QString jobId;        // empty for a dry run
    QString slurmCluster; // from "jobid;cluster" on federated sites
    BatchScript script;
    GateDecision gate;
    QString remoteScript;  // where the script was kept on the login node
    QString schedulerSays; // a dry run: sbatch --test-only's answer ("Job 12 to start at ...")
};

// One job change that people can ask for.
enum class JobAction { Cancel, Requeue, Hold, Release };
QString jobActionName(JobAction a); // "cancel", "requeue", "hold", "release"

class SlurmBackend
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SlurmBackend)

public:
    static constexpr int kCommandTimeoutMs = 60000;
    static constexpr int kFollowCheckSeconds = 10;

    // `cluster`: the cluster's name in the console (audit subjects, messages).
    SlurmBackend(LoginNode &node, QString cluster);

    // Where audit events go (may stay unset: nothing is recorded) and who acts.
    void setAuditLog(ledger::AuditLog *log, QString actor);
    // The gate for specs that list datasets. Without one, such a spec is refused (never sent unchecked).
    void setGate(ComplianceGate *gate, Destination destination);

    // Gate, script, then sbatch (or sbatch --test-only). A refusal is an error naming what is missing, and
    // sets `*refused`. The gate is asked before anything is sent to the login node.
    Result<Submission> submit(const JobSpec &spec, const SlurmProfile &profile,
                              const SubmitOptions &options = {}, bool *refused = nullptr);

    Status act(JobAction action, const QString &jobId);
    Status cancel(const QString &jobId) { return act(JobAction::Cancel, jobId); }

    // The file the job writes its output to (from scontrol; absolute on the cluster).
    Result<QString> logPath(const QString &jobId);
    // The last `lines` lines of the job's output.
    Result<QByteArray> tail(const QString &jobId, int lines);
    // Prints the last `lines` lines, then follows the file (tail -F) until the job has left the queue
    // (asked every `checkSeconds` on the login node) or `stop()` is true.
    Status follow(const QString &jobId, int lines, const std::function<void(const QByteArray &)> &out,
                  const std::function<bool()> &stop, int checkSeconds = kFollowCheckSeconds);

    // The poller's runner: each call is one command on the login node.
    CommandRunner runner();
    // One batched squeue: this user's jobs (all states Slurm still remembers).
    Result<QList<JobStatus>> list(bool allUsers = false);

    // sbatch --parsable's answer: "123" or "123;cluster"; nullopt when it is neither.
    static std::optional<std::pair<QString, QString>> parseSbatch(const QByteArray &out);
    // StdOut=... of `scontrol -o show job` (paths may hold spaces: up to the next " Key=").
    static QString stdoutPathOf(const QByteArray &scontrolLine);
    static bool validJobId(const QString &jobId); // digits, optionally _N array / +N het suffixes

private:
    Status audit(const QString &action, const QString &subject, const QJsonObject &details);
    Status refuse(const JobSpec &spec, const GateDecision &decision, bool dryRun);

    LoginNode &m_node;
    QString m_cluster;
    ledger::AuditLog *m_audit = nullptr;
    QString m_actor;
    ComplianceGate *m_gate = nullptr;
    Destination m_destination;
};

} // namespace cg::jobs
