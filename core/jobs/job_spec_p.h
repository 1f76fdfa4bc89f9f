// SPDX-License-Identifier: GPL-3.0-or-later
// The words of job specs for each enum, shared by the parser (job_spec.cpp) and the writer
// (job_spec_format.cpp). Not a public header.
#pragma once

#include "jobs/job_spec.h"

#include <QLatin1String>
#include <QStringList>

#include <cstddef>
#include <optional>

namespace cg::jobs::detail {

// Names in the spec's words, per enum.
template <typename E> struct Names
{
    E value;
    const char *name;
};

inline constexpr Names<Priority> kPriorities[] = {
    {Priority::High, "high"}, {Priority::Normal, "normal"}, {Priority::Low, "low"}};
inline constexpr Names<RestartPolicy> kRestartPolicies[] = {{RestartPolicy::Never, "never"},
                                                            {RestartPolicy::OnPreemption, "on-preemption"},
                                                            {RestartPolicy::OnFailure, "on-failure"}};
inline constexpr Names<Locality> kLocalities[] = {{Locality::Any, "any"},
                                                  {Locality::SameSwitch, "same-switch"}};
inline constexpr Names<ResumeMode> kResumeModes[] = {{ResumeMode::AutoLatest, "auto-latest"},
                                                     {ResumeMode::Never, "never"}};
inline constexpr Names<ResumeFallback> kFallbacks[] = {{ResumeFallback::Previous, "previous"},
                                                       {ResumeFallback::Scratch, "scratch"},
                                                       {ResumeFallback::Fail, "fail"}};
// What the parser takes: the guides' "from-scratch" (no valid checkpoint: start from scratch) is what
// "previous" does after auto-latest found none that verifies.
inline constexpr Names<ResumeFallback> kFallbackWords[] = {{ResumeFallback::Previous, "previous"},
                                                           {ResumeFallback::Scratch, "scratch"},
                                                           {ResumeFallback::Fail, "fail"},
                                                           {ResumeFallback::Previous, "from-scratch"}};
inline constexpr Names<Interconnect> kInterconnects[] = {{Interconnect::Any, "any"},
                                                         {Interconnect::HighSpeed, "high-speed"}};

template <typename E, std::size_t N> QString nameOf(const Names<E> (&table)[N], E value)
{
    for (const auto &n : table) {
        if (n.value == value)
            return QLatin1String(n.name);
    }
    return {};
}

template <typename E, std::size_t N> std::optional<E> fromName(const Names<E> (&table)[N], const QString &s)
{
    const QString t = s.trimmed().toLower();
    for (const auto &n : table) {
        if (t == QLatin1String(n.name))
            return n.value;
    }
    return std::nullopt;
}

template <typename E, std::size_t N> QString choices(const Names<E> (&table)[N])
{
    QStringList out;
    for (const auto &n : table)
        out << QLatin1String(n.name);
    return out.join(QLatin1String(", "));
}

} // namespace cg::jobs::detail
