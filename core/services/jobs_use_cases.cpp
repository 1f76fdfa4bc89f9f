// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/jobs_use_cases.h"

#include "jobs/local_backend.h"

#include "inventory/inventory.h"
#include "jobs/image_registry.h"
#include "storage/database.h"

namespace cg::services {

Result<ClusterJobsSetup> ClusterJobsSetup::forCluster(Database &db, const ClusterRecord &cluster)
{
    using R = Result<ClusterJobsSetup>;
    const Result<QString> backend = jobs::JobBackendChoice::of(db, cluster.id);
    if (!backend.ok())
        return R::failureOf(backend);
    ClusterJobsSetup s;
    s.cluster = cluster.name;
    s.backend = backend.value();
    s.destination = jobs::Destination{cluster.name, cluster.region, cluster.region};
    s.registries = cluster.placement.registries;
    return s;
}

ClusterJobs::ClusterJobs(std::unique_ptr<jobs::JobBackend> backend, ClusterJobsSetup setup)
    : m_backend(std::move(backend)), m_setup(std::move(setup))
{
}

ClusterJobsSetup ClusterJobsSetup::forThisMachine()
{
    ClusterJobsSetup s;
    s.cluster = jobs::LocalBackend::clusterName();
    s.backend = jobs::LocalBackend::name();
    s.destination.cluster = s.cluster;
    return s;
}

Result<std::unique_ptr<ClusterJobs>> ClusterJobs::open(jobs::LoginNode &node, const ClusterJobsSetup &setup)
{
    using R = Result<std::unique_ptr<ClusterJobs>>;
    auto made = jobs::JobBackendRegistry::instance().create(setup.backend, node, setup.cluster);
    if (!made.ok())
        return R::failureOf(made);
    std::unique_ptr<jobs::JobBackend> backend = std::move(made.value());
    backend->setAuditLog(setup.audit, setup.actor);
    backend->setGate(setup.gate, setup.destination);
    backend->setFrontEnd(setup.frontEnd);
    return R(std::unique_ptr<ClusterJobs>(new ClusterJobs(std::move(backend), setup)));
}

Status ClusterJobs::checkJobId(const QString &jobId) const
{
    if (!m_backend->acceptsJobId(jobId))
        return Status::failure(tr("'%1' is not a job id of %2").arg(jobId, m_setup.cluster),
                               ErrorCode::Invalid);
    return Ok{};
}

Result<jobs::BatchScript> ClusterJobs::script(const jobs::JobSpec &spec,
                                              const jobs::SchedulerProfile &profile,
                                              const jobs::SubmitOptions &options) const
{
    return m_backend->script(spec, profile, options.script);
}

Result<jobs::Submission> ClusterJobs::submit(const jobs::JobSpec &spec, const jobs::SchedulerProfile &profile,
                                             const jobs::SubmitOptions &options, bool *refused)
{
    bool wasRefused = false;
    // The image runs by digest: resolved now against the cluster's registries (the first that has it is
    // the one the nodes pull from), so the job's audit event and script name exactly what ran. Registries
    // that disagree, or none that has the image, stop the submission here.
    jobs::JobSpec pinned = spec;
    if (!m_setup.registries.isEmpty() && jobs::ImageReferences::isRegistryReference(spec.image)) {
        const auto image = jobs::ImageResolver::resolve(spec.image, m_setup.registries);
        if (!image.ok()) {
            if (refused)
                *refused = image.code() == ErrorCode::Refused;
            return Result<jobs::Submission>::failure(tr("image %1: %2").arg(spec.image, image.error()),
                                                     image.code());
        }
        pinned.image = image->pinned;
    }
    auto sub = m_backend->submit(pinned, profile, options, &wasRefused);
    if (refused)
        *refused = wasRefused;
    if (!sub.ok() && wasRefused && sub.code() != ErrorCode::Refused)
        return Result<jobs::Submission>::failure(sub.error(), ErrorCode::Refused);
    return sub;
}

Status ClusterJobs::act(jobs::JobAction action, const QString &jobId)
{
    if (const Status st = checkJobId(jobId); !st.ok())
        return st;
    return m_backend->act(action, jobId);
}

Result<QList<jobs::JobStatus>> ClusterJobs::list(bool allUsers)
{
    return m_backend->list(allUsers);
}

Result<QByteArray> ClusterJobs::tail(const QString &jobId, int lines)
{
    if (const Status st = checkJobId(jobId); !st.ok())
        return Result<QByteArray>::failureOf(st);
    return m_backend->tail(jobId, lines);
}

Status ClusterJobs::follow(const QString &jobId, int lines,
                           const std::function<void(const QByteArray &)> &out,
                           const std::function<bool()> &stop, int checkSeconds)
{
    if (const Status st = checkJobId(jobId); !st.ok())
        return st;
    return m_backend->follow(jobId, lines, out, stop, checkSeconds);
}

Result<QList<jobs::NodeStatus>> ClusterJobs::nodes()
{
    return m_backend->nodes();
}

Result<QList<jobs::JobRecord>> ClusterJobs::accounting()
{
    return m_backend->accounting();
}

jobs::RemoteRun DetachedLoginNode::run(const QByteArray &, const QByteArray &, int)
{
    jobs::RemoteRun r;
    r.error = tr("not connected");
    return r;
}

jobs::RemoteRun DetachedLoginNode::stream(const QByteArray &, const std::function<void(const QByteArray &)> &,
                                          const std::function<bool()> &)
{
    return run({}, {}, 0);
}

QString DetachedLoginNode::describe() const
{
    return tr("the login node");
}

} // namespace cg::services
