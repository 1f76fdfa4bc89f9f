// SPDX-License-Identifier: GPL-3.0-or-later
// Alerts an operator can act on: rules evaluated over what is fed in (GPU telemetry, Slurm snapshots,
// link probes, agent heartbeats, daily cost), thresholds per cluster, one alert per ongoing condition
// (not one per sample), acknowledgement, clearing when the condition ends, and a history. Every alert
// says how bad it is and what to do. The inputs are plain structs so that the telemetry store and the
// Slurm poller can feed the engine through small adapters; the engine keeps no clock of its own.
#pragma once

#include "common/result.h"
#include "jobs/job_record.h"
#include "planning/alert_thresholds.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

#include <limits>
#include <optional>

namespace cg::planning {

enum class AlertSeverity { Info, Warning, Critical };
// Appended only: the number is part of an alert's key in the history.
enum class AlertKind {
    GpuIdle,
    QueueGrowing,
    LinkDegraded,
    JobFailures,
    AgentStale,
    CostAnomaly,
    PacketLoss,
    FailoverRefused
};

// --- Inputs ------------------------------------------------------------------------------------------

struct GpuSample
{
    QString cluster;
    QString node;
    int gpu = 0;
    QDateTime time;
    double utilPercent = 0;
};

// A running job's hold on GPUs, from one Slurm poll.
struct JobAllocation
{
    QString jobId;
    QString user;
    QStringList nodes;
    QMap<QString, QList<int>> gpuIndices; // node -> GPU indices; empty: every GPU seen on the node
    int gpus = 0;
    QDateTime start;

    static JobAllocation fromRecord(const jobs::JobRecord &r);
};

struct JobEnd
{
    QString jobId;
    QString state; // the scheduler's word (COMPLETED, FAILED, ...), for people
    QDateTime end;
    jobs::JobState phase = jobs::JobState::Unknown; // Unknown: read from `state` (Slurm's words)
    bool failed() const;
};

// One poll of a cluster's scheduler.
struct SlurmSnapshot
{
    QString cluster;
    QDateTime time;
    int pending = 0;
    QList<double> pendingWaitSeconds; // how long each pending job has waited since it was submitted
    QList<JobAllocation> running;
    QList<JobEnd> ended; // jobs seen finished (repeats across polls are ignored)
};

struct LinkSample
{
    QString cluster;
    QString link; // "console -> jump.example-dc.net", "h200-001 -> h200-002"
    QDateTime time;
    double rttMs = 0;
    double retransPerSecond = 0; // NaN when the node does not report its TCP counters
    double retransPercent = std::numeric_limits<double>::quiet_NaN(); // retransmitted / sent segments
    double jitterMs = 0;
};

struct AgentHeartbeat
{
    QString cluster;
    QString node;
    QDateTime time;
    // The fleet's first attempt to reach the node, not a word from its agent: until one comes, the node is
    // "never reached" (its silence is reported as such, not as an agent that stopped).
    bool attempt = false;
};

struct DailyCostPoint
{
    QString cluster;
    QDate day;
    double cost = 0;
    QString currency = QStringLiteral("USD");
};

// --- Alerts ------------------------------------------------------------------------------------------

struct Alert
{
    quint64 id = 0;
    AlertKind kind = AlertKind::GpuIdle;
    AlertSeverity severity = AlertSeverity::Warning;
    QString cluster;
    QString subject; // the node, job, link or day it is about
    QString what;    // what is wrong, with the numbers
    QString todo;    // what to do about it
    QDateTime since; // when the condition began
    QDateTime raised;
    QDateTime lastSeen; // last evaluation that still found the condition
    QDateTime cleared;  // invalid while active
    QDateTime acknowledged;
    QString acknowledgedBy;
    // AgentStale about a node never heard from since the fleet first tried to reach it: no agent ever ran
    // there to restart; the node and the way to it are what to check.
    bool neverReached = false;

    bool active() const { return !cleared.isValid(); }
    bool isAcknowledged() const { return acknowledged.isValid(); }
    QString key() const; // kind/cluster/subject: one active alert per key
};

struct AlertChanges
{
    QList<Alert> raised;
    QList<Alert> cleared;
    bool isEmpty() const { return raised.isEmpty() && cleared.isEmpty(); }
};

QString severityName(AlertSeverity s); // translated
QString kindName(AlertKind k);         // translated

class AlertEngine
{
    Q_DECLARE_TR_FUNCTIONS(cg::planning::AlertEngine)

public:
    explicit AlertEngine(AlertThresholdSet thresholds = {});

    void setThresholds(const AlertThresholdSet &thresholds) { m_thresholds = thresholds; }
    const AlertThresholdSet &thresholds() const { return m_thresholds; }

    // A sample also counts as a heartbeat of the node's agent.
    void addGpuSamples(const QList<GpuSample> &samples);
    void addSlurmSnapshot(const SlurmSnapshot &snapshot);
    void addLinkSample(const LinkSample &sample);
    void addHeartbeat(const AgentHeartbeat &beat);
    void addDailyCost(const DailyCostPoint &point);
    // A node taken out of the inventory: its heartbeats and GPUs are forgotten, so it is not reported
    // silent forever (its active alerts clear at the next evaluation).
    void forgetNode(const QString &cluster, const QString &node);
    // A job its failover could not move (services::JobFailover: the backup's gate, no checkpoint mirror, the
    // backup unreachable): active, saying why and what to do, until failoverSettled() for the job.
    void failoverRefused(const QString &cluster, const QString &job, const QString &what, const QString &todo,
                         const QDateTime &when);
    void failoverSettled(const QString &cluster, const QString &job);

    // Every rule at `now`: conditions that began are raised (once), those that ended are cleared.
    AlertChanges evaluate(const QDateTime &now);

    QList<Alert> active() const;  // critical first, then newest first
    QList<Alert> history() const; // every alert raised, newest first (bounded)
    std::optional<Alert> alert(quint64 id) const;
    bool acknowledge(quint64 id, const QString &who, const QDateTime &when);
    int unacknowledgedCount() const;

private:
    struct Condition
    {
        AlertKind kind;
        AlertSeverity severity;
        QString cluster;
        QString subject;
        QString what;
        QString todo;
        QDateTime since;
        bool neverReached = false;
    };
    struct GpuState
    {
        QDateTime last;
        double util = 0;
        QDateTime idleSince; // invalid while busy
    };
    struct QueueState
    {
        QDateTime lastTime;
        int lastPending = -1;
        int growth = 0; // consecutive polls with more pending than the one before
        QDateTime growingSince;
        QList<JobAllocation> running;
        QDateTime runningAt;
    };
    struct LinkState
    {
        // Each condition holds from `linkSamples` bad samples in a row until as many good ones in a row,
        // so that a link that is bad every other sample is one alert, not one per pair of samples.
        int bad = 0; // consecutive bad samples (RTT or retransmits over the limit)
        int good = 0;
        bool degraded = false;
        QDateTime badSince;
        int lossy = 0; // consecutive samples with the node's retransmitted share over the loss limit
        int clean = 0;
        bool losing = false;
        QDateTime lossySince;
        LinkSample last;
    };

    void gpuIdleRule(const QDateTime &now, QList<Condition> &out) const;
    void queueRule(const QDateTime &now, QList<Condition> &out) const;
    void linkRule(QList<Condition> &out) const;
    void lossRule(QList<Condition> &out) const;
    void failureRule(const QDateTime &now, QList<Condition> &out) const;
    void staleRule(const QDateTime &now, QList<Condition> &out) const;
    void costRule(QList<Condition> &out) const;

    AlertThresholdSet m_thresholds;
    QHash<QString, GpuState> m_gpus;                     // cluster/node/gpu
    QHash<QString, QList<int>> m_gpusOfNode;             // cluster/node -> GPU indices seen
    QHash<QString, QueueState> m_queues;                 // cluster
    QHash<QString, QMap<QString, JobEnd>> m_ends;        // cluster -> job id -> end
    QHash<QString, LinkState> m_links;                   // cluster/link
    QHash<QString, QDateTime> m_heartbeats;              // cluster/node
    QSet<QString> m_neverHeard;                          // cluster/node: only attempts so far
    QHash<QString, QMap<QDate, DailyCostPoint>> m_costs; // cluster -> day -> cost
    QHash<QString, Condition> m_refusals;                // cluster/job: failovers refused
    QMap<quint64, Alert> m_alerts;                       // every alert kept (history)
    QHash<QString, quint64> m_activeByKey;
    quint64 m_nextId = 1;
};

} // namespace cg::planning
