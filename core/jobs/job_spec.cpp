// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/job_spec.h"

namespace cg::jobs {

QString priorityName(Priority p)
{
    switch (p) {
    case Priority::High:
        return QStringLiteral("high");
    case Priority::Normal:
        return QStringLiteral("normal");
    case Priority::Low:
        return QStringLiteral("low");
    }
    return QStringLiteral("normal");
}

std::optional<Priority> priorityFromName(const QString &)
{
    return std::nullopt;
}
QString restartPolicyName(RestartPolicy)
{
    return {};
}
std::optional<RestartPolicy> restartPolicyFromName(const QString &)
{
    return std::nullopt;
}
QString localityName(Locality)
{
    return {};
}
std::optional<Locality> localityFromName(const QString &)
{
    return std::nullopt;
}
QString resumeModeName(ResumeMode)
{
    return {};
}
std::optional<ResumeMode> resumeModeFromName(const QString &)
{
    return std::nullopt;
}
QString fallbackName(ResumeFallback)
{
    return {};
}
std::optional<ResumeFallback> fallbackFromName(const QString &)
{
    return std::nullopt;
}

QByteArray JobSpec::canonical() const
{
    return {};
}
QString SpecError::text() const
{
    return message;
}
QString SpecParse::errorText(const QString &) const
{
    return {};
}

SpecParse JobSpecs::parse(const QByteArray &)
{
    SpecParse p;
    p.errors << SpecError{0, 0, tr("not implemented yet")};
    return p;
}

Result<JobSpec> JobSpecs::load(const QString &)
{
    return Result<JobSpec>::failure(tr("not implemented yet"));
}
QByteArray JobSpecs::toYaml(const JobSpec &)
{
    return {};
}
QStringList JobSpecs::templateNames()
{
    return {};
}
QByteArray JobSpecs::templateText(const QString &)
{
    return {};
}
std::optional<qint64> JobSpecs::parseDuration(const QString &)
{
    return std::nullopt;
}
QString JobSpecs::slurmDuration(qint64)
{
    return {};
}

} // namespace cg::jobs
