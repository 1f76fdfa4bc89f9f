// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/slurm_script.h"

namespace cg::jobs {

QString containerRuntimeName(ContainerRuntime r)
{
    return r == ContainerRuntime::Pyxis ? QStringLiteral("pyxis") : QStringLiteral("apptainer");
}

QByteArray SlurmProfile::canonical() const
{
    return {};
}
QJsonObject Traceability::toJson() const
{
    return {};
}
QStringList Traceability::commentLines() const
{
    return {};
}

Result<BatchScript> SlurmScripts::build(const JobSpec &, const SlurmProfile &, const ScriptOptions &)
{
    return Result<BatchScript>::failure(tr("not implemented yet"));
}

Traceability SlurmScripts::traceOf(const JobSpec &, const SlurmProfile &)
{
    return {};
}
QString SlurmScripts::specHash(const JobSpec &, const SlurmProfile &)
{
    return {};
}
SchedulingTarget SlurmScripts::targetOf(const JobSpec &, const SlurmProfile &)
{
    return {};
}

} // namespace cg::jobs
