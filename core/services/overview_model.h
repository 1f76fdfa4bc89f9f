// SPDX-License-Identifier: GPL-3.0-or-later
// What the Overview shows, without drawing it: one card per cluster (hops up/down with their time, nodes
// reachable / streaming / unreachable, GPUs busy and idle, the hottest GPU and the worst link, the highest
// validation level passed, running and queued jobs, today's cost and idle-GPU waste, the datasets cleared
// for it) and the compliance officer's counters (requests waiting, destructions overdue, this year's
// threshold totals). Fed by the console's
// services (attach()) or, in tests and benchmarks, by hand. Reading is cheap: the fleet figures come from
// each FleetStore's summary (one lock, O(GPUs)); the ledger and validation records are read at most every
// `slowRefreshMs`.
#pragma once

#include "agent/fleet_store.h"
#include "inventory/inventory.h"
#include "jobs/job_record.h"
#include "planning/cost.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <cmath>
#include <functional>
#include <limits>
#include <map>

namespace cg {
class Database;
namespace ledger {
class LedgerStore;
}
} // namespace cg

namespace cg::services {

class ClusterFleet;
class Console;
class JobsService;

// What a hop's last word says. A host key with nothing on record for its host is a question for a person
// (check its fingerprint, then accept it), not a failure: nothing is down, the console waits.
enum class HopState {
    NotReached,       // no word from it yet
    Up,               // logged in
    Down,             // refused, unreachable, timed out, a changed or revoked host key, ...
    HostKeyUndecided, // stopped at a host key nobody has accepted yet: waiting for a person to check it
    Cancelled,        // the person cancelled a prompt of its login (a one-time password): nothing is down
};

struct HopCard
{
    QString label;
    QString key; // user@host:port, as the hop signals name it
    HopState state = HopState::NotReached;
    bool known = false;                                   // state != NotReached
    bool up = false;                                      // state == Up
    double ms = std::numeric_limits<double>::quiet_NaN(); // connect + key exchange + authentication
    QString reason;                                       // why down
};

struct ClusterCard
{
    qint64 id = 0;
    QString name;
    QString region;
    QList<HopCard> hops;
    int nodes = 0;          // in the inventory
    bool streaming = false; // a fleet is attached (nodesLive says whether any node streams)
    // Every node of the fleet that does not stream stopped because the person cancelled a prompt of this
    // jump host's login (ClusterFleet::outcome() is ErrorCode::Cancelled): a choice, not a failure. Empty
    // otherwise; signInCancelledPrompt is that prompt's kind (ssh::PromptRequest::Kind).
    QString signInCancelledAt;
    int signInCancelledPrompt = 0;
    int nodesLive = 0;
    int nodesStale = 0;
    int nodesUnreachable = 0;
    int nodesPending = 0;
    int gpus = 0;
    int gpusBusy = 0;
    int gpusIdle = 0;
    QString hottestNode;
    int hottestGpu = -1;
    float hottestC = std::numeric_limits<float>::quiet_NaN();
    QString worstLinkNode;
    double worstRttMs = std::numeric_limits<double>::quiet_NaN();
    QString validationLevel; // highest level passed ("L2"); empty: none
    int jobsRunning = -1;    // -1: not known yet
    int jobsWaiting = -1;
    double costToday = std::numeric_limits<double>::quiet_NaN();      // NaN: no price or no GPUs seen today
    double idleWasteToday = std::numeric_limits<double>::quiet_NaN(); // the idle GPUs' share of it
    QString currency;
    int datasetsCleared = -1; // datasets with an active export to this cluster or its region; -1: no ledger
};

struct ComplianceCounters
{
    bool available = false; // a ledger is open
    int requestsWaiting = 0;
    int destructionsOverdue = 0;
    int destructionsPending = 0;
    int year = 0;                  // the counting year of the totals below
    qint64 peopleSensitive = 0;    // people whose sensitive personal information went abroad this year
    qint64 peopleNonSensitive = 0; // ... non-sensitive
    QString error;
};

class OverviewModel : public QObject
{
    Q_OBJECT

public:
    explicit OverviewModel(QObject *parent = nullptr);
    ~OverviewModel() override;

    // Wires the console: its inventory's clusters, every fleet it starts, every hop's state, its ledger
    // and the validation records in its database.
    void attach(Console *console);
    // Re-reads the attached console's clusters (after one was added, edited or deleted).
    void reload();

    void setClusters(const QList<ClusterRecord> &clusters, const QHash<qint64, int> &nodeCounts);
    void setStore(qint64 clusterId, FleetStore *store); // null detaches; the store must outlive it or detach
    void setHopState(const QString &hopKey, bool up, double ms, const QString &reason = {});
    void setHopState(const QString &hopKey, HopState state, double ms, const QString &reason = {});
    // A hop that went down, from the hub's codes (ssh::FailureKind, ssh::KnownHosts::Match or -1): a host key
    // new to known_hosts waits for a person; everything else is down.
    static HopState stateOfHopDown(int failureKind, int hostKeyMatch);
    void setValidationLevel(qint64 clusterId, const QString &level);
    void setJobs(qint64 clusterId, int running, int queued);
    // Running and queued jobs from one squeue answer (RUNNING, COMPLETING; PENDING, REQUEUED...).
    void setJobs(qint64 clusterId, const QList<jobs::JobStatus> &jobs);
    // The queue as last listed (for the command palette); empty when never listed.
    QList<jobs::JobStatus> jobs(qint64 clusterId) const { return m_jobLists.value(clusterId); }
    // Every queue the service lists feeds the cards from now on.
    void watchJobs(JobsService *service);
    // A fixed figure for today (a bill); otherwise, once prices are set, today's cost is the GPUs the
    // cluster's fleet reports, held from read to read since the console first saw them this UTC day, at
    // the cluster's effective GPU-hour, and the idle-GPU waste the part of it the fleet saw idle.
    void setCostToday(qint64 clusterId, double cost);
    void setPrices(const planning::PriceBook &prices);
    using Clock = std::function<qint64()>; // Unix ms
    void setClock(Clock clock) { m_clock = std::move(clock); }
    void setLedger(ledger::LedgerStore *store);
    void setValidationDatabase(Database *db);
    void setSlowRefreshMs(int ms) { m_slowRefreshMs = ms; }

    QList<ClusterCard> cards();
    ComplianceCounters compliance();
    // Re-reads the ledger and validation records at the next cards()/compliance().
    void invalidate() { m_slowReadMs = 0; }
    static QString hopKey(const QString &user, const QString &host, int port);
    // "L3" > "L2"; the highest of the levels that passed.
    static QString highestPassed(const QHash<QString, int> &levelStatus, int passValue);
    static QPair<int, int> countJobs(const QList<jobs::JobStatus> &jobs); // running, queued

signals:
    void clustersChanged();

private:
    void readSlow();
    void accrue(qint64 clusterId, const QString &cluster, const FleetSummary &s, ClusterCard &card);
    // The fleet's cancelled sign-in, by its outcome's code: the card's signInCancelledAt, its hop Cancelled.
    static void readCancelled(const ClusterFleet &fleet, ClusterCard &card);
    qint64 now() const { return m_clock ? m_clock() : QDateTime::currentMSecsSinceEpoch(); }

    struct Accrual
    {
        QDate day;         // UTC
        qint64 lastMs = 0; // the previous read
        double gpuHours = 0;
        double idleGpuHours = 0;
        int gpus = 0; // at the previous read
        int idle = 0;
    };

    QList<ClusterRecord> m_clusters;
    QHash<qint64, int> m_nodeCounts;
    QHash<qint64, FleetStore *> m_stores;
    std::map<qint64, FleetSnapshot> m_scratch;
    QHash<QString, HopCard> m_hops;
    QHash<qint64, QString> m_validation;
    QHash<qint64, QPair<int, int>> m_jobs;
    QHash<qint64, QList<jobs::JobStatus>> m_jobLists;
    QHash<qint64, double> m_cost;
    QHash<qint64, Accrual> m_accrual;
    QHash<qint64, int> m_cleared;
    planning::PriceBook m_prices;
    bool m_pricesSet = false;
    Clock m_clock;
    ledger::LedgerStore *m_ledger = nullptr;
    Database *m_db = nullptr;
    QPointer<Console> m_console;
    ComplianceCounters m_compliance;
    int m_slowRefreshMs = 30000;
    qint64 m_slowReadMs = 0;
};

} // namespace cg::services
