// SPDX-License-Identifier: GPL-3.0-or-later
// What one running console holds: its profile (database, ledger, audit log, the hub reporting to it), the
// telemetry store, the local agent, the SSH service and the credential keychain that answers its prompts.
// Widget-free, so the main window and the tests share the same wiring.
#pragma once

#include "agent/local_agent.h"
#include "agent/telemetry_store.h"
#include "inventory/inventory.h"
#include "ledger/audit_log.h"
#include "ledger/audit_log_sink.h"
#include "ledger/sqlite_ledger_store.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/ssh_secrets.h"
#include "services/alert_center.h"
#include "services/profile.h"
#include "ssh/ssh_service.h"
#include "storage/database.h"

#include <QObject>

#include <functional>
#include <map>
#include <memory>

namespace cg {
struct FleetOptions;
class TelemetryFeed;
class TelemetrySink;
} // namespace cg

namespace cg::history {
class HistoryRecorder;
}

namespace cg::business {
class InferenceWatch;
}

namespace cg::services {

class ClusterFleet;
class LocalFleetFeed;
class JobsAlertFeed;
class FailoverWatch;

class Console : public QObject
{
    Q_OBJECT

public:
    explicit Console(QObject *parent = nullptr);
    ~Console() override;

    // Opens the database at its default place and starts the jobs side of the alerts (jobsAlerts()). A
    // failure is kept (databaseError()) and the console still runs the local target, without touching the
    // bad file.
    void open();

    Database &database() { return m_profile.database(); }
    TelemetryStore &store() { return m_store; }
    LocalAgent &localAgent() { return m_local; }
    QString databaseError() const { return m_dbError; }
    QList<Target> targets() const { return m_targets; }
    Inventory &inventory() { return m_inventory; }
    ssh::SshService &ssh() { return m_ssh; }
    // The console's connection hub: every feature's SSH goes through it (one login per bastion, one prompt
    // per secret); the prompter and the keychain answers are set on it. Owned here, handed out by reference.
    ssh::ConnectionHub &hub() { return *m_hub; }
    // Feeds the alerts from every saved cluster's job backend: started by open(), window or not, polling
    // every kJobsAlertIntervalMs through the hub (the logins every other feature shares), at the saved
    // prices.
    JobsAlertFeed &jobsAlerts() { return *m_jobsAlerts; }
    static constexpr int kJobsAlertIntervalMs = 60000;
    // The automatic failover of the jobs kept in the profile's watch list (job_failover_watch.h): started
    // by open(), window or not; a refused move is an alert in alerts().
    FailoverWatch &failoverWatch() { return *m_failoverWatch; }
    // The inference services saved in the profile, watched from open() on, window or not; their windows
    // go to the history (and, with `serve`, /metrics).
    business::InferenceWatch &inference() { return *m_inference; }

    // The keychain: found (asynchronously, after open()) or not, and why not.
    bool keychainAvailable() const { return m_keychainAvailable; }
    // The keychain answered whether it is there (keychainChecked() was emitted).
    bool keychainKnown() const { return m_keychainKnown; }
    QString keychainProblem() const { return m_keychainProblem; }
    secrets::CredentialRegistry *credentials() { return m_registry.get(); }
    secrets::CredentialStore *secretStore() { return m_secretStore.get(); }
    // The identity keys this person holds (private-key credentials in the keychain): what signs requests,
    // approvals and transfer manifests. Empty without a keychain.
    QStringList identityKeys() const;
    // The tamper-evident audit log every remote command goes to (null without a database).
    ledger::AuditLog *auditLog() { return m_ledgerOpen ? &m_profile.auditLog() : nullptr; }
    // Recordings that open() deleted because their cluster's retention ran out.
    int recordingsPruned() const { return m_recordingsPruned; }
    ledger::LedgerStore *ledgerStore() { return m_ledgerOpen ? &m_profile.ledgerStore() : nullptr; }
    ledger::AuditLogSink *auditSink() { return m_ledgerOpen ? &m_profile.auditSink() : nullptr; }
    // Keeps a typed passphrase or password in the keychain and links it to its key file or account, so
    // the next prompt for it is answered from there. The result arrives as rememberFinished().
    void rememberSecret(const ssh::PromptRequest &request, const QString &answer);
    // Re-reads which credential serves which key or account (after the credentials changed).
    void reloadCredentials();

    // A cluster's live fleet (agent on every node, telemetry streaming), once started; null before.
    ClusterFleet *fleet(qint64 clusterId) const;
    // Starts it (or adds the cluster's new nodes to the running one).
    ClusterFleet *startFleet(qint64 clusterId, const FleetOptions &options, QString *error);
    // Stops the agents (`removeAgent`: deletes them from the nodes too); the fleet reports them stopped.
    void stopFleet(qint64 clusterId, bool removeAgent);
    // Stops and forgets the fleet (its cluster is being deleted); the agents stay on the nodes.
    void forgetFleet(qint64 clusterId);
    // Removes the agent from every node of the cluster's running fleet: one agent.remove-all row for the
    // cluster (each node's removal is an agent.remove row of its own), then the fleet stops with removal.
    // The number of nodes asked; a failure when the cluster has no fleet. A row that cannot be written is
    // logged and does not stop the removal.
    Result<int> removeAgents(qint64 clusterId);
    // The console's alerts: fed through the telemetry seam (an alert sink on every fleet, this machine's
    // included) and by the jobs and cost services; a window only shows them.
    AlertCenter &alerts() { return m_alerts; }
    // This machine as a fleet of one (fleet and node "local"), with its own store for the fleet view.
    LocalFleetFeed &localFleet() { return *m_localFleet; }
    // A sink for every fleet's telemetry, this machine's included, now and later: `make` is called once
    // per fleet with the fleet's name (a cluster's name, or "local") and the sink lives as long as the fleet.
    using TelemetrySinkFactory = std::function<std::unique_ptr<TelemetrySink>(const QString &fleet)>;
    void addTelemetrySink(const TelemetrySinkFactory &make);
    // The telemetry and jobs history (its own file in the profile), recorded from open() on; its problem()
    // says why it is not (a full disk stops it, nothing else).
    history::HistoryRecorder &history() { return *m_history; }

    // A console action that matters (a cluster deleted, a host-key policy loosened) into the audit log, by
    // the local user; without a database it is only logged.
    Status audit(const QString &action, const QString &subject, const QJsonObject &details);

signals:
    void fleetStarted(qint64 clusterId);
    void keychainChecked(bool available, const QString &problem);
    void rememberFinished(bool ok, const QString &message);

private:
    void openKeychain();
    void pruneRecordings();
    void startJobsAlerts();
    void attachTelemetrySinks(TelemetryFeed &feed);

    // The hub first, so that it goes last: everything below holds requests or clients on it.
    std::unique_ptr<ssh::ConnectionHub> m_hub;
    // Then: the fleets and the SSH thread below report to its audit sink until they stop.
    Profile m_profile;
    bool m_ledgerOpen = false;
    int m_recordingsPruned = 0;
    TelemetryStore m_store;
    LocalAgent m_local;
    Inventory m_inventory{m_profile.database()};
    QString m_dbError;
    AlertCenter m_alerts;
    std::unique_ptr<history::HistoryRecorder> m_history; // before the fleets: their sinks write to it
    std::vector<TelemetrySinkFactory> m_sinkFactories;
    std::vector<TelemetrySink *> m_localSinks;    // made for this machine's feed, removed from it at the end
    std::unique_ptr<LocalFleetFeed> m_localFleet; // after the alerts: its sinks feed them
    // After the profile: fleets report to its audit log and sink until they stop.
    std::map<qint64, std::unique_ptr<ClusterFleet>> m_fleets;
    std::unique_ptr<secrets::CredentialRegistry> m_registry;
    std::unique_ptr<secrets::CredentialStore> m_secretStore;
    std::unique_ptr<secrets::SshSecrets> m_sshSecrets;
    bool m_keychainAvailable = false;
    bool m_keychainKnown = false;
    QString m_keychainProblem;
    // Last, so that it is destroyed first: its I/O thread calls into the audit sink and the keychain
    // answers above until it stops.
    ssh::SshService m_ssh;
    QList<Target> m_targets;
    // Stopped first in the destructor: its thread sends requests on the hub above.
    std::unique_ptr<JobsAlertFeed> m_jobsAlerts;
    std::unique_ptr<FailoverWatch> m_failoverWatch;        // the same: its thread sends requests on the hub
    std::unique_ptr<business::InferenceWatch> m_inference; // its port forwards ride on the hub
};

} // namespace cg::services
