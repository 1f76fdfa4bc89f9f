// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/console.h"

#include "services/alert_sink.h"
#include "services/cluster_connections.h"
#include "services/cluster_fleet.h"
#include "services/job_failover_watch.h"
#include "services/jobs_alert_feed.h"
#include "services/local_fleet_feed.h"
#include "services/saved_prices.h"

#include "business/inference_series.h"
#include "common/local_user.h"
#include "common/logging.h"
#include "common/paths.h"
#include "history/history_recorder.h"
#include "history/history_sink.h"
#include "secrets/keychain_backend.h"
#include "ssh/connection_hub.h"
#include "terminal/recording_policy.h"

#include <QDateTime>
#include <QSettings>

namespace cg::services {

Console::Console(QObject *parent)
    : QObject(parent), m_hub(std::make_unique<ssh::ConnectionHub>()), m_profile(m_hub.get()),
      m_local(&m_store), m_ssh(m_hub.get())
{
    m_jobsAlerts = std::make_unique<JobsAlertFeed>(m_ssh.hub(), m_alerts);
    m_failoverWatch = std::make_unique<FailoverWatch>(m_ssh.hub(), m_alerts);
    // A prompt nobody can answer names the keychain entry that would.
    m_ssh.hub().auth().setSecretNamer(
        [](const ssh::PromptRequest &r) { return secrets::SshSecrets::metaFor(r).id; });
    m_localFleet = std::make_unique<LocalFleetFeed>(&m_local, tr("This machine"));
    // Alerts hear every fleet, with or without a window.
    addTelemetrySink([this](const QString &) { return std::make_unique<AlertSink>(&m_alerts); });
    // History records every fleet too, and each jobs poll (opened with the profile in open()).
    m_history = std::make_unique<history::HistoryRecorder>();
    addTelemetrySink([this](const QString &fleet) {
        return std::make_unique<history::HistorySink>(m_history.get(), fleet);
    });
    connect(m_jobsAlerts.get(), &JobsAlertFeed::pollsFed, this, [this](const QList<JobsAlertPoll> &polls) {
        for (const JobsAlertPoll &p : polls) {
            if (p.error.isEmpty())
                m_history->append(
                    history::jobPoints(*m_history, p.snapshot, p.costs, QDateTime::currentMSecsSinceEpoch()));
        }
    });
    // Every jump host that comes up (again): its transport's round trip and key exchange, per hop.
    connect(
        &m_ssh, &ssh::SshService::hopUp, this,
        [this](const ssh::Endpoint &e, int hop, const ssh::HopTiming &t, const QString &, const QString &) {
            m_history->append(history::hopPoints(*m_history, hop,
                                                 QStringLiteral("%1:%2").arg(e.host).arg(e.port), t.connectMs,
                                                 t.handshakeMs, QDateTime::currentMSecsSinceEpoch()));
        });
    m_inference = std::make_unique<business::InferenceWatch>(m_hub.get());
    connect(m_inference.get(), &business::InferenceWatch::measured, this,
            [this](const business::InferenceReading &r) {
                m_history->append(
                    business::InferenceSeries::historyPoints(*m_history, r, r.at.toMSecsSinceEpoch()));
            });
}

Console::~Console()
{
    m_inference.reset();  // its port forwards ride on the hub
    m_jobsAlerts.reset(); // its requests ride on the hub
    m_failoverWatch.reset();
    m_fleets.clear(); // their I/O threads report to the audit sink below
    for (TelemetrySink *sink : m_localSinks)
        m_local.telemetry().removeSink(sink);
    m_localFleet.reset();
    // The SSH thread must not report into a sink that is gone; what is queued is written first.
    m_profile.detachHub();
    m_ssh.setSecretSource({}); // the hub outlives this console's keychain answers
    m_profile.flush();
}

void Console::open()
{
    const Target local{LocalAgent::kTargetId, tr("This machine"), QStringLiteral("local")};
    m_targets = {local};
    if (!m_history->isRecording()) // its own file: a problem there leaves the rest of the console as it is
        (void)m_history->open(history::HistoryRecorder::defaultFile(),
                              history::HistoryOptions::fromSettings());
    if (auto st = m_profile.open(localUserName()); !st) {
        m_dbError = st.error();
        return;
    }
    if (auto st = database().ensureTarget(local); !st) {
        m_dbError = st.error();
        return;
    }
    if (auto all = database().targets()) {
        m_targets = all.value();
        // The built-in target's name follows the UI language, whatever was stored.
        for (Target &t : m_targets) {
            if (t.id == local.id)
                t.name = local.name;
        }
    } else {
        m_dbError = all.error();
    }
    // Every remote command the console runs, in the audit log (metadata only, secrets masked).
    m_ledgerOpen = true;
    m_profile.attachHub();
    pruneRecordings();
    openKeychain();
    startJobsAlerts();
}

void Console::startJobsAlerts()
{
    // The alerts on queues, failures and cost hear every cluster's job backend with or without a window.
    // Its commands are requests on the hub: a bastion login that another feature holds is shared, and an
    // answer from the keychain is reused, so the feed costs no login of its own where one is up.
    // Its costs are priced with each cluster's contract price (the Cost view's saved book only where a
    // contract names none), read by the feed at every poll: a price changed meanwhile counts at the next.
    JobsAlertFeedOptions o;
    o.databaseFile = paths::databaseFile();
    o.knownHostsFile = ClusterConnections::defaultKnownHostsFile();
    o.useAgent = true;
    o.intervalMs = kJobsAlertIntervalMs;
    m_jobsAlerts->start(o);
    m_failoverWatch->start(
        {o.databaseFile, o.knownHostsFile, o.useAgent, localUserName(), QStringLiteral("console")});
    // The inference services saved in the profile, reached through their clusters' jump chains.
    m_inference->setForwardFor(
        [this](const business::InferenceEndpoint &e) -> Result<ssh::PortForwardOptions> {
            ssh::SessionOptions local;
            local.knownHostsFile = ClusterConnections::defaultKnownHostsFile();
            local.useAgent = true;
            const auto cluster = business::InferenceEndpoints::clusterId(m_inventory, e.cluster);
            if (!cluster)
                return Result<ssh::PortForwardOptions>::failureOf(cluster);
            const auto c = ClusterConnections(m_inventory, local).node(cluster.value(), e.node);
            if (!c)
                return Result<ssh::PortForwardOptions>::failureOf(c);
            ssh::PortForwardOptions f;
            f.plan = c->plan;
            f.base = c->base;
            return f;
        });
    if (const auto all = m_inventory.clusters())
        m_inference->setClusters(all.value(), SavedPrices::load());
    const QSettings settings = paths::settings();
    m_inference->setIntervalMs(business::InferenceEndpoints::intervalMs(settings));
    m_inference->setEndpoints(business::InferenceEndpoints::load(settings));
}

void Console::pruneRecordings()
{
    // This user's recordings past their cluster's retention go at start, each deletion audited; their
    // files are checked off this thread.
    terminal::pruneRecordingsInBackground(
        m_profile.auditLog(), terminal::RecordingPolicies(database()), QDateTime::currentDateTimeUtc(),
        QStringLiteral("system"), this, [this](const Result<terminal::PruneReport> &report) {
            if (!report.ok()) {
                qCWarning(lcUi) << "recording retention not applied:" << report.error();
                return;
            }
            m_recordingsPruned = int(report->deleted.size());
            if (m_recordingsPruned > 0)
                qCInfo(lcUi) << m_recordingsPruned << "recording(s) past their cluster's retention deleted";
            for (const QString &problem : report->problems)
                qCWarning(lcUi) << "recording not deleted:" << problem;
        });
}

void Console::openKeychain()
{
    m_registry = std::make_unique<secrets::CredentialRegistry>(database());
    m_secretStore = std::make_unique<secrets::CredentialStore>(std::make_unique<secrets::KeychainBackend>());
    // Long enough for a person to answer the keyring's own unlock dialog.
    m_secretStore->setTimeout(std::chrono::seconds(120));
    m_sshSecrets = std::make_unique<secrets::SshSecrets>(m_secretStore.get());
    connect(&m_ssh, &ssh::SshService::answeredFromStore, this, [this](const QString &id) {
        if (!m_registry)
            return;
        if (const Status st = m_registry->markUsed(id, QDateTime::currentDateTimeUtc()); !st)
            qCWarning(lcSecrets) << "cannot record the use of" << id << ":" << st.error();
    });
    m_secretStore->check(this, [this](const secrets::BackendStatus &st) {
        m_keychainAvailable = st.available;
        m_keychainProblem = st.available ? QString() : st.error;
        if (st.available) {
            reloadCredentials();
            secrets::SshSecrets *source = m_sshSecrets.get();
            m_ssh.setSecretSource(
                [source](const ssh::PromptRequest &r, QString *answer) { return source->answer(r, answer); });
        } else {
            qCInfo(lcSecrets) << "no keychain:" << st.error;
        }
        m_keychainKnown = true;
        emit keychainChecked(st.available, m_keychainProblem);
    });
}

ClusterFleet *Console::fleet(qint64 clusterId) const
{
    const auto it = m_fleets.find(clusterId);
    return it == m_fleets.end() ? nullptr : it->second.get();
}

ClusterFleet *Console::startFleet(qint64 clusterId, const FleetOptions &options, QString *error)
{
    auto &slot = m_fleets[clusterId];
    if (!slot) {
        slot = std::make_unique<ClusterFleet>(clusterId, hub(), auditLog(), auditSink());
        const auto cluster = m_inventory.cluster(clusterId);
        slot->telemetry().setFleet(cluster.ok() ? cluster->name : QString::number(clusterId));
        attachTelemetrySinks(slot->telemetry());
    }
    if (auto st = slot->start(m_inventory, options); !st) {
        *error = st.error();
        return nullptr;
    }
    emit fleetStarted(clusterId);
    return slot.get();
}

void Console::addTelemetrySink(const TelemetrySinkFactory &make)
{
    m_sinkFactories.push_back(make);
    if (std::unique_ptr<TelemetrySink> sink = make(m_local.telemetry().fleet()))
        m_localSinks.push_back(m_local.telemetry().addSink(std::move(sink)));
    for (auto &[id, fleet] : m_fleets) {
        if (std::unique_ptr<TelemetrySink> sink = make(fleet->telemetry().fleet()))
            fleet->telemetry().addSink(std::move(sink));
    }
}

void Console::attachTelemetrySinks(TelemetryFeed &feed)
{
    for (const TelemetrySinkFactory &make : m_sinkFactories) {
        if (std::unique_ptr<TelemetrySink> sink = make(feed.fleet()))
            feed.addSink(std::move(sink));
    }
}

void Console::stopFleet(qint64 clusterId, bool removeAgent)
{
    const auto it = m_fleets.find(clusterId);
    if (it == m_fleets.end())
        return;
    it->second->stop(removeAgent);
}

void Console::forgetFleet(qint64 clusterId)
{
    m_fleets.erase(clusterId);
}

Result<int> Console::removeAgents(qint64 clusterId)
{
    ClusterFleet *running = fleet(clusterId);
    const auto cluster = m_inventory.cluster(clusterId);
    if (!cluster.ok())
        return Result<int>::failureOf(cluster);
    if (!running)
        return Result<int>::failure(tr("no agents run on %1").arg(cluster->name), ErrorCode::NotFound);
    const int nodes = int(running->nodes().size());
    if (const Status st =
            audit(QStringLiteral("agent.remove-all"), QStringLiteral("cluster:") + cluster->name,
                  {{QStringLiteral("nodes"), nodes}});
        !st)
        qCWarning(lcUi) << "agent.remove-all on" << cluster->name << "not audit-logged:" << st.error();
    stopFleet(clusterId, true); // each node's removal is an agent.remove event of its own
    return nodes;
}

Status Console::audit(const QString &action, const QString &subject, const QJsonObject &details)
{
    if (!m_ledgerOpen) {
        qCWarning(lcUi) << "not audit-logged (no database):" << action << subject;
        return Status::failure(tr("no audit log: %1").arg(m_dbError));
    }
    ledger::AuditEvent e;
    e.actor = localUserName();
    e.action = action;
    e.subject = subject;
    e.details = details;
    const auto seq = m_profile.auditLog().append(e);
    if (!seq.ok())
        return Status::failure(seq.error());
    return Ok{};
}

QStringList Console::identityKeys() const
{
    QStringList keys;
    if (!m_keychainAvailable || !m_registry)
        return keys;
    if (const auto all = m_registry->list(); all.ok()) {
        for (const secrets::CredentialMeta &m : all.value()) {
            if (m.kind == secrets::CredentialKind::PrivateKey)
                keys << m.id;
        }
    }
    return keys;
}

void Console::reloadCredentials()
{
    if (m_registry && m_sshSecrets) {
        if (auto st = m_sshSecrets->reload(*m_registry); !st)
            qCWarning(lcSecrets) << "cannot read the credentials:" << st.error();
    }
}

void Console::rememberSecret(const ssh::PromptRequest &request, const QString &answer)
{
    if (!m_keychainAvailable || secrets::SshSecrets::userKey(request).isEmpty())
        return;
    const secrets::CredentialMeta meta = secrets::SshSecrets::metaFor(request);
    QByteArray secret = answer.toUtf8();
    m_secretStore->write(
        secrets::SecretItem{meta.id, meta.kind, meta.label}, secret, this,
        [this, meta](const secrets::SecretStatus &st) {
            if (!st) {
                emit rememberFinished(false, tr("Could not keep it in the keychain: %1").arg(st.error()));
                return;
            }
            const QDateTime now = QDateTime::currentDateTimeUtc();
            const Status saved = database().transaction([&]() -> Status {
                secrets::CredentialMeta row = meta;
                row.store = m_secretStore->storeName();
                if (Status s = m_registry->upsert(row, now); !s)
                    return s;
                for (const QString &user : meta.usedBy) {
                    if (Status s = m_registry->link(meta.id, user); !s)
                        return s;
                }
                return Ok{};
            });
            if (!saved) {
                emit rememberFinished(false, saved.error());
                return;
            }
            reloadCredentials();
            // Said as people name it ("Passphrase of ~/.ssh/id_ed25519"), not by its item id.
            emit rememberFinished(
                true, tr("%1: kept in the keychain").arg(meta.label.isEmpty() ? meta.id : meta.label));
        });
    secrets::wipe(secret);
}

} // namespace cg::services
