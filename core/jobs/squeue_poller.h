// SPDX-License-Identifier: GPL-3.0-or-later
// Job monitoring without hammering the scheduler (REFERENCE.md): ONE batched, delimited squeue per
// cluster per cycle whatever the number of tracked jobs (squeue --json is no use in 22.05: it ignores
// filters), and `scontrol -o show job ID` only for a tracked job that left squeue's list. Each cluster has
// its own interval (default 30 s), shortened for a minute after a submit.
//
// No networking here: commands go through a CommandRunner that the SSH layer provides (a login-node
// exec). The parse and bookkeeping steps are public too, for callers that run commands asynchronously:
// squeueCommand() -> ingestSqueue() -> scontrolCommand(id) -> ingestScontrol().
#pragma once

#include "common/result.h"
#include "jobs/job_record.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>

namespace cg::jobs {

// Runs one shell command on the cluster's login node and returns its stdout (an error when it could
// not run or exited non-zero; the error carries stderr).
using CommandRunner = std::function<Result<QByteArray>(const QString &command)>;

struct ParseProblem
{
    int line = 0; // 1-based line of the output
    QString text; // the line, shortened
    QString message;
};

struct SqueueParse
{
    QList<JobStatus> jobs;
    QList<ParseProblem> problems;
};

struct ScontrolParse
{
    std::optional<JobStatus> job;
    QString error; // e.g. "Invalid job id specified" (the job was purged)
};

class SqueueFormat
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SqueueFormat)

public:
    // `squeue -h -t all -r [--me] -O 'JobID:32|,State:24|,...,Name:200'` (Name last: it may hold '|').
    static QString squeueCommand(bool allUsers = false);
    static SqueueParse parseSqueue(const QByteArray &output);
    static QString scontrolCommand(const QString &jobId); // `scontrol -o show job ID`
    static ScontrolParse parseScontrol(const QByteArray &output);
    // Slurm's "2026-11-30T14:05:00" (local time of the cluster; read as UTC); invalid for "N/A"/"Unknown".
    static QDateTime parseTime(const QString &text);
};

// What one cycle learnt.
struct PollCycle
{
    QString cluster;
    bool squeueRan = false;
    QString error;            // squeue could not run: the known states stay as they were
    QList<JobStatus> changed; // tracked jobs whose state, reason or restarts changed
    QStringList left;         // tracked jobs that left squeue in this cycle (asked with scontrol)
    QStringList vanished;     // tracked jobs scontrol no longer knows (purged): no longer tracked
    QList<ParseProblem> problems;
    int commandsRun = 0;
};

// One cluster's tracked jobs, interval and last known states.
class ClusterPoller
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::ClusterPoller)

public:
    static constexpr int kDefaultIntervalSeconds = 30;
    static constexpr int kFastIntervalSeconds = 5;
    static constexpr int kFastWindowSeconds = 60;

    explicit ClusterPoller(QString cluster, int intervalSeconds = kDefaultIntervalSeconds);

    const QString &cluster() const { return m_cluster; }
    void setInterval(int seconds); // at least kFastIntervalSeconds
    int interval() const { return m_interval; }
    void setAllUsers(bool all) { m_allUsers = all; } // poll every user's jobs (a queue view)
    bool allUsers() const { return m_allUsers; }

    void track(const QString &jobId);
    void untrack(const QString &jobId);
    QStringList tracked() const; // sorted numerically
    // A job was just submitted: track it and poll every kFastIntervalSeconds for kFastWindowSeconds.
    void noteSubmitted(const QString &jobId, const QDateTime &now);

    int currentInterval(const QDateTime &now) const;
    QDateTime nextPollAt() const; // invalid before the first poll: due at once
    bool isDue(const QDateTime &now) const;

    // One cycle through a synchronous runner: one squeue, then scontrol for each tracked job that left.
    PollCycle poll(const CommandRunner &run, const QDateTime &now);

    // The same cycle in steps, for asynchronous callers.
    QString squeueCommand() const { return SqueueFormat::squeueCommand(m_allUsers); }
    // Returns the job ids to ask scontrol about (tracked jobs missing from the output).
    QStringList ingestSqueue(const QByteArray &output, const QDateTime &now, PollCycle *cycle);
    void ingestScontrol(const QString &jobId, const QByteArray &output, PollCycle *cycle);
    void squeueFailed(const QString &error, const QDateTime &now, PollCycle *cycle);

    // Last known state of a tracked job (with allUsers, of every job squeue listed).
    std::optional<JobStatus> status(const QString &jobId) const;
    QList<JobStatus> statuses() const; // sorted by job id

private:
    void record(const JobStatus &s, PollCycle *cycle);

    QString m_cluster;
    int m_interval;
    bool m_allUsers = false;
    QSet<QString> m_tracked;
    QSet<QString> m_settled; // left the queue in a final state: scontrol is not asked again
    QHash<QString, JobStatus> m_known;
    QDateTime m_fastUntil;
    QDateTime m_lastPoll;
};

// Every cluster's poller; `pollDue` runs one cycle for each cluster that is due.
class JobMonitor
{
public:
    using RunnerFor = std::function<CommandRunner(const QString &cluster)>;

    ClusterPoller &cluster(const QString &name); // created on first use
    bool has(const QString &name) const { return m_pollers.count(name) > 0; }
    QStringList clusters() const;
    void remove(const QString &name) { m_pollers.erase(name); }

    QList<PollCycle> pollDue(const RunnerFor &runnerFor, const QDateTime &now);
    // The earliest time any cluster is due (invalid when nothing is tracked anywhere).
    QDateTime nextDue() const;

private:
    std::map<QString, ClusterPoller> m_pollers;
};

} // namespace cg::jobs
