// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/job_backend.h"

#include "jobs/local_backend.h"
#include "jobs/slurm_backend.h"
#include "jobs/ssh_hosts_backend.h"
#include "ledger/audit_log.h"
#include "storage/database.h"

#include <QMutexLocker>

namespace cg::jobs {

JobBackend::JobBackend(LoginNode &node, QString cluster) : m_node(node), m_cluster(std::move(cluster)) {}

JobBackend::~JobBackend() = default;

void JobBackend::setAuditLog(ledger::AuditLog *log, QString actor)
{
    m_audit = log;
    m_actor = std::move(actor);
}

void JobBackend::setGate(ComplianceGate *gate, Destination destination)
{
    m_gate = gate;
    m_destination = std::move(destination);
}

bool JobBackend::acceptsJobId(const QString &jobId) const
{
    if (jobId.isEmpty() || jobId.size() > 128)
        return false;
    for (const QChar c : jobId) {
        if (c.isSpace() || c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('\\'))
            return false;
    }
    return true;
}

QByteArray JobBackend::queueCommand(bool) const
{
    return {};
}

Result<QList<JobStatus>> JobBackend::readQueue(const QByteArray &) const
{
    return Result<QList<JobStatus>>::failure(tr("%1 lists its queue only through list()").arg(kind()),
                                             ErrorCode::Invalid);
}

QString JobBackend::advice(const QString &) const
{
    return {};
}

Status JobBackend::audit(const QString &action, const QString &subject, QJsonObject details)
{
    if (!m_audit)
        return Ok{};
    if (!m_frontEnd.isEmpty())
        details.insert(QStringLiteral("frontEnd"), m_frontEnd);
    details.insert(QStringLiteral("backend"), kind());
    ledger::AuditEvent e;
    e.actor = m_actor.isEmpty() ? QStringLiteral("system") : m_actor;
    e.action = action;
    e.subject = subject;
    e.details = details;
    const Result<qint64> r = m_audit->append(e);
    if (!r.ok())
        return Status::failureOf(r);
    return Ok{};
}

Status JobBackend::refuse(const JobSpec &spec, const GateDecision &decision, bool dryRun)
{
    QJsonObject details{{QStringLiteral("cluster"), m_cluster},
                        {QStringLiteral("spec"), spec.name},
                        {QStringLiteral("dryRun"), dryRun},
                        {QStringLiteral("gate"), decision.toJson()}};
    QString why = decision.explanation();
    if (why.isEmpty())
        why = tr("the job lists datasets, but no compliance gate was given to check them");
    const QString message = tr("refused by the compliance gate for %1 (%2): %3")
                                .arg(m_cluster,
                                     decision.destination.country.isEmpty() ? tr("no country or region known")
                                                                            : decision.destination.country,
                                     why);
    const Status st =
        audit(QStringLiteral("job.refused"), QStringLiteral("job:%1/%2").arg(m_cluster, spec.name), details);
    if (!st.ok())
        return Status::failure(
            message + QLatin1Char('\n') +
                tr("the refusal could not be written to the audit log: %1").arg(st.error()),
            ErrorCode::Refused);
    return Status::failure(message, ErrorCode::Refused);
}

Result<GateDecision> JobBackend::clear(const JobSpec &spec, bool dryRun, bool *refused)
{
    using R = Result<GateDecision>;
    if (refused)
        *refused = false;
    GateDecision decision;
    decision.destination = m_destination;
    if (spec.datasets.isEmpty() && !m_gate)
        return decision;
    if (!m_gate) {
        if (refused)
            *refused = true;
        return R::failureOf(refuse(spec, decision, dryRun));
    }
    const Result<GateDecision> checked = m_gate->check(spec, m_destination);
    if (!checked.ok())
        return R::failure(tr("the compliance gate could not read the ledger: %1").arg(checked.error()));
    if (!checked->allowed()) {
        if (refused)
            *refused = true;
        return R::failureOf(refuse(spec, checked.value(), dryRun));
    }
    return checked.value();
}

QString jobActionName(JobAction a)
{
    switch (a) {
    case JobAction::Cancel:
        return QStringLiteral("cancel");
    case JobAction::Requeue:
        return QStringLiteral("requeue");
    case JobAction::Hold:
        return QStringLiteral("hold");
    case JobAction::Release:
        return QStringLiteral("release");
    }
    return {};
}

// --- Registry ----------------------------------------------------------------------------------------------

JobBackendRegistry::JobBackendRegistry()
{
    m_factories.insert(defaultName(),
                       [](LoginNode &node, const QString &cluster) -> std::unique_ptr<JobBackend> {
                           return std::make_unique<SlurmBackend>(node, cluster);
                       });
    m_factories.insert(SshHostsBackend::name(), [](LoginNode &node, const QString &cluster) {
        return std::unique_ptr<JobBackend>(std::make_unique<SshHostsBackend>(node, cluster));
    });
    m_factories.insert(LocalBackend::name(), [](LoginNode &node, const QString &cluster) {
        return std::unique_ptr<JobBackend>(std::make_unique<LocalBackend>(node, cluster));
    });
    m_descriptions.insert(defaultName(), tr("through the login node's Slurm scheduler"));
    m_descriptions.insert(SshHostsBackend::name(),
                          tr("on the nodes themselves over SSH, where there is no scheduler (docs/jobs.md)"));
    m_descriptions.insert(LocalBackend::name(), tr("on this machine"));
}

JobBackendRegistry &JobBackendRegistry::instance()
{
    static JobBackendRegistry registry;
    return registry;
}

void JobBackendRegistry::add(const QString &name, Factory factory, const QString &description)
{
    const QMutexLocker lock(&m_mutex);
    m_factories.insert(name, std::move(factory));
    m_descriptions.insert(name, description);
}

QString JobBackendRegistry::description(const QString &name) const
{
    const QMutexLocker lock(&m_mutex);
    return m_descriptions.value(name);
}

QString JobBackendRegistry::help() const
{
    QStringList lines;
    for (const QString &name : names()) {
        const QString d = description(name);
        lines << (d.isEmpty() ? name : QStringLiteral("%1: %2").arg(name, d));
    }
    return lines.join(QLatin1Char('\n'));
}

void JobBackendRegistry::remove(const QString &name)
{
    const QMutexLocker lock(&m_mutex);
    m_factories.remove(name);
    m_descriptions.remove(name);
}

bool JobBackendRegistry::has(const QString &name) const
{
    const QMutexLocker lock(&m_mutex);
    return m_factories.contains(name);
}

QStringList JobBackendRegistry::names() const
{
    const QMutexLocker lock(&m_mutex);
    return m_factories.keys();
}

Result<std::unique_ptr<JobBackend>> JobBackendRegistry::create(const QString &name, LoginNode &node,
                                                               const QString &cluster) const
{
    using R = Result<std::unique_ptr<JobBackend>>;
    Factory factory;
    {
        const QMutexLocker lock(&m_mutex);
        factory = m_factories.value(name.isEmpty() ? defaultName() : name);
        if (!factory)
            return R::failure(tr("no job backend is called '%1' (known: %2)")
                                  .arg(name, m_factories.keys().join(QStringLiteral(", "))),
                              ErrorCode::NotFound);
    }
    return R(factory(node, cluster));
}

// --- Per cluster ------------------------------------------------------------------------------------------

Result<QString> JobBackendChoice::of(Database &db, qint64 clusterId)
{
    using R = Result<QString>;
    const auto rows = db.query("SELECT backend FROM cluster_job_backend WHERE cluster_id = ?1", {clusterId});
    if (!rows.ok())
        return R::failureOf(rows);
    if (rows->isEmpty())
        return JobBackendRegistry::defaultName();
    return rows->first().value(0).toString();
}

Status JobBackendChoice::set(Database &db, qint64 clusterId, const QString &backend)
{
    if (!JobBackendRegistry::instance().has(backend))
        return Status::failure(
            tr("no job backend is called '%1' (known: %2)")
                .arg(backend, JobBackendRegistry::instance().names().join(QStringLiteral(", "))),
            ErrorCode::NotFound);
    return db.execute("INSERT INTO cluster_job_backend (cluster_id, backend) VALUES (?1, ?2) "
                      "ON CONFLICT(cluster_id) DO UPDATE SET backend = excluded.backend",
                      {clusterId, backend});
}

} // namespace cg::jobs
