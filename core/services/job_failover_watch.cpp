// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/job_failover_watch.h"

#include "common/logging.h"
#include "jobs/compliance_gate.h"
#include "jobs/job_spec.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/alert_center.h"
#include "services/job_failover.h"
#include "services/job_failover_open.h"
#include "storage/database.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QSet>

#include <algorithm>
#include <memory>

namespace cg::services {

namespace {

QString keyOf(const QString &cluster, const QString &jobId)
{
    return cluster + QLatin1Char('/') + jobId;
}

} // namespace

// --- The watched set in the profile ---------------------------------------------------------------------

Status FailoverWatchList::add(const WatchedFailover &job)
{
    const QDateTime since = job.since.isValid() ? job.since : QDateTime::currentDateTimeUtc();
    return m_db.execute(
        "INSERT OR REPLACE INTO job_failover_watch (cluster, job_id, spec, backups, since) "
        "VALUES (?1, ?2, ?3, ?4, ?5)",
        {job.cluster, job.jobId, QString::fromUtf8(job.spec),
         QString::fromUtf8(
             QJsonDocument(QJsonArray::fromStringList(job.backups)).toJson(QJsonDocument::Compact)),
         since.toUTC().toString(Qt::ISODate)});
}

Status FailoverWatchList::remove(const QString &cluster, const QString &jobId)
{
    return m_db.execute("DELETE FROM job_failover_watch WHERE cluster = ?1 AND job_id = ?2",
                        {cluster, jobId});
}

Result<QList<WatchedFailover>> FailoverWatchList::all()
{
    using R = Result<QList<WatchedFailover>>;
    const auto rows = m_db.query("SELECT cluster, job_id, spec, backups, since FROM job_failover_watch "
                                 "ORDER BY since, cluster, job_id");
    if (!rows.ok())
        return R::failureOf(rows);
    QList<WatchedFailover> out;
    for (const Database::Row &r : rows.value()) {
        WatchedFailover w;
        w.cluster = r.value(0).toString();
        w.jobId = r.value(1).toString();
        w.spec = r.value(2).toString().toUtf8();
        for (const QJsonValue &b : QJsonDocument::fromJson(r.value(3).toString().toUtf8()).array())
            w.backups << b.toString();
        w.since = QDateTime::fromString(r.value(4).toString(), Qt::ISODate);
        out << w;
    }
    return out;
}

// --- The watch ------------------------------------------------------------------------------------------

struct FailoverWatch::Look
{
    QString error;
    int watching = 0;
    int nextMs = 0;
    QList<SwitchOutcome> outcomes;
    struct Refusal
    {
        QString cluster, jobId, what, todo;
    };
    QList<Refusal> refusals;
    QStringList settled; // cluster/job: moved or no longer watched
};

// Lives on the watch's thread: its database connection, ledger, gate and JobFailover.
class FailoverWatchWorker : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::FailoverWatchWorker)

public:
    FailoverWatchWorker(ssh::ConnectionHub &hub, FailoverWatchOptions options)
        : m_hub(hub), m_options(std::move(options))
    {
    }

    FailoverWatch::Look look()
    {
        FailoverWatch::Look out;
        out.nextMs = m_options.maxIntervalMs;
        if (!m_failover) {
            if (const Status st = m_db.open(m_options.databaseFile); !st.ok()) {
                out.error = st.error();
                return out;
            }
            m_store = std::make_unique<ledger::SqliteLedgerStore>(m_db);
            m_ledger = std::make_unique<ledger::Ledger>(*m_store);
            m_gate = std::make_unique<jobs::ComplianceGate>(*m_ledger);
            ssh::SessionOptions local;
            local.knownHostsFile = m_options.knownHostsFile;
            local.useAgent = m_options.useAgent;
            m_failover = std::make_unique<JobFailover>(
                *m_ledger, m_options.actor, m_options.frontEnd,
                savedClusterOpener({&m_db, &m_hub, local, &m_ledger->audit(), m_gate.get(), m_options.actor,
                                    m_options.frontEnd}));
            m_failover->setAlerts(
                [this](const QString &cluster, const QString &job, const QString &what, const QString &todo) {
                    m_refusals << FailoverWatch::Look::Refusal{cluster, job, what, todo};
                });
        }
        // One console per profile moves jobs (the window and `clustergate serve` may both be open): the one
        // holding the lock; the others look again later, in case it closed.
        if (!m_lock) {
            m_lock = std::make_unique<QLockFile>(
                QFileInfo(m_options.databaseFile).dir().filePath(QStringLiteral("job-failover-watch.lock")));
            m_lock->setStaleLockTime(0); // stale only when its process is gone
        }
        if (!m_lock->isLocked() && !m_lock->tryLock(0)) {
            out.error =
                QCoreApplication::translate("cg::services::FailoverWatchWorker",
                                            "another console on this profile watches the jobs for failover");
            return out;
        }
        FailoverWatchList list(m_db);
        const auto kept = list.all();
        if (!kept.ok()) {
            out.error = kept.error();
            return out;
        }
        // What the profile lists is what is watched: new rows (another front end's submissions) join,
        // rows removed elsewhere leave.
        QSet<QString> listed;
        for (const WatchedFailover &w : kept.value()) {
            const QString key = keyOf(w.cluster, w.jobId);
            listed << key;
            if (m_failover->isWatching(w.cluster, w.jobId))
                continue;
            const jobs::SpecParse parsed = jobs::JobSpecs::parse(w.spec);
            if (!parsed.ok()) {
                qCWarning(lcJobs) << "failover watch: the spec kept for" << key
                                  << "does not read; no longer watched:" << parsed.errorText(key);
                static_cast<void>(list.remove(w.cluster, w.jobId));
                continue;
            }
            m_failover->watch(w.cluster, w.jobId, *parsed.spec, w.backups);
            m_specs.insert(key, w.spec);
        }
        QSet<QString> before;
        for (const JobFailover::WatchedJob &w : m_failover->watchedJobs()) {
            const QString key = keyOf(w.cluster, w.jobId);
            if (!listed.contains(key)) {
                m_failover->unwatch(w.cluster, w.jobId);
                out.settled << key;
                continue;
            }
            before << key;
        }

        m_refusals.clear();
        out.outcomes = m_failover->tick();
        out.refusals = m_refusals;

        QHash<QString, JobFailover::WatchedJob> after;
        for (const JobFailover::WatchedJob &w : m_failover->watchedJobs())
            after.insert(keyOf(w.cluster, w.jobId), w);
        for (const SwitchOutcome &o : std::as_const(out.outcomes)) {
            if (!o.moved)
                continue;
            const QString from = keyOf(o.fromCluster, o.fromJobId);
            const QString to = keyOf(o.toCluster, o.newJobId);
            const QByteArray spec = m_specs.value(from);
            if (const auto it = after.constFind(to); it != after.constEnd()) {
                if (const Status st = list.add({o.toCluster, o.newJobId, spec, it->backups, {}}); !st.ok())
                    qCWarning(lcJobs) << "failover watch: cannot keep" << to << ":" << st.error();
                m_specs.insert(to, spec);
            }
        }
        for (const QString &key : std::as_const(before)) {
            if (after.contains(key))
                continue;
            // Moved or ended: no longer watched here.
            const qsizetype slash = key.lastIndexOf(QLatin1Char('/'));
            if (const Status st = list.remove(key.left(slash), key.mid(slash + 1)); !st.ok())
                qCWarning(lcJobs) << "failover watch: cannot drop" << key << ":" << st.error();
            m_specs.remove(key);
            out.settled << key;
        }
        out.watching = int(after.size());
        // As often as the tightest limit needs: half of it, at least every second.
        for (const JobFailover::WatchedJob &w : std::as_const(after)) {
            const qint64 tightest = std::min({w.policy.unreachableAfterSeconds,
                                              w.policy.preemptedAfterSeconds, w.policy.queuedAfterSeconds});
            out.nextMs = int(std::min<qint64>(out.nextMs, std::max<qint64>(1000, tightest * 500)));
        }
        return out;
    }

private:
    ssh::ConnectionHub &m_hub;
    FailoverWatchOptions m_options;
    Database m_db;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::Ledger> m_ledger;
    std::unique_ptr<jobs::ComplianceGate> m_gate;
    std::unique_ptr<JobFailover> m_failover;
    QHash<QString, QByteArray> m_specs; // cluster/job -> the spec as kept
    QList<FailoverWatch::Look::Refusal> m_refusals;
    std::unique_ptr<QLockFile> m_lock;
};

FailoverWatch::FailoverWatch(ssh::ConnectionHub &hub, AlertCenter &alerts, QObject *parent)
    : QObject(parent), m_hub(hub), m_alerts(alerts)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &FailoverWatch::checkNow);
    m_thread.setStopHook([this] { m_stopping = true; });
}

FailoverWatch::~FailoverWatch()
{
    stop();
}

void FailoverWatch::start(const FailoverWatchOptions &options)
{
    stop();
    m_options = options;
    m_stopping = false;
    m_worker = m_thread.start(QStringLiteral("job-failover"), new FailoverWatchWorker(m_hub, m_options));
    m_running = true;
    checkNow();
}

void FailoverWatch::stop()
{
    m_timer.stop();
    m_running = false;
    m_busy = false;
    m_thread.stop(); // a look under way is cut short; its answer is dropped
    m_worker = nullptr;
}

void FailoverWatch::checkNow()
{
    if (!m_running || !m_worker || m_busy)
        return;
    m_busy = true;
    m_timer.stop();
    FailoverWatchWorker *worker = m_worker;
    QMetaObject::invokeMethod(worker, [this, worker] {
        const Look look = worker->look();
        QMetaObject::invokeMethod(
            this, [this, look] { done(look); }, Qt::QueuedConnection);
    });
}

void FailoverWatch::done(const Look &look)
{
    if (!m_busy)
        return; // stopped meanwhile
    m_busy = false;
    m_watching = look.watching;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const QString &key : look.settled) {
        const qsizetype slash = key.lastIndexOf(QLatin1Char('/'));
        m_alerts.engine().failoverSettled(key.left(slash), key.mid(slash + 1));
    }
    for (const Look::Refusal &r : look.refusals)
        m_alerts.engine().failoverRefused(r.cluster, r.jobId, r.what, r.todo, now);
    if (!look.settled.isEmpty() || !look.refusals.isEmpty())
        m_alerts.evaluate(now);
    for (const SwitchOutcome &o : look.outcomes)
        emit switched(o.fromCluster, o.fromJobId, o.toCluster, o.newJobId, o.moved ? QString() : o.why);
    if (!look.error.isEmpty())
        qCWarning(lcJobs) << "failover watch:" << look.error;
    emit looked(look.watching, look.error);
    if (m_running)
        m_timer.start(look.nextMs > 0 ? look.nextMs : m_options.maxIntervalMs);
}

} // namespace cg::services
