// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: job specs (YAML written by people, pasted into the submit form or given to the CLI), in the
// flat layout or the guides' (job: ...). Any bytes give either errors that each say where and what, or a
// spec that writes itself back to YAML in either layout that parses to the same spec, and from which a
// batch script can always be built on a cluster that has what specs may ask for (topology, an object
// store, a default bucket).
#include "jobs/job_spec.h"
#include "jobs/slurm_script.h"

#include <cstdint>
#include <cstdlib>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cg::jobs;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const SpecParse parsed = JobSpecs::parse(input);
    if (!parsed.ok()) {
        check(!parsed.spec && !parsed.errors.isEmpty());
        for (const SpecError &e : parsed.errors)
            check(!e.message.isEmpty() && e.line >= 0 && e.column >= 0 && (e.line > 0) == (e.column > 0));
        check(!parsed.errorText(QStringLiteral("spec.yaml")).isEmpty());
        return 0;
    }
    const JobSpec &spec = *parsed.spec;
    for (const SpecLayout layout : {SpecLayout::Flat, SpecLayout::Guide}) {
        const SpecParse again = JobSpecs::parse(JobSpecs::toYaml(spec, layout));
        check(again.ok() && again.layout == layout && again.spec->canonical() == spec.canonical());
    }

    static const SlurmProfile profile = [] {
        SlurmProfile p;
        p.cluster = QStringLiteral("fuzz");
        p.defaultPartition = QStringLiteral("gpu");
        p.priorities.insert(Priority::High, SchedulingTarget{QStringLiteral("urgent"), {}});
        p.supportsSwitches = true;
        p.interconnectFeature = QStringLiteral("ib");
        p.objectStoreRoot = QStringLiteral("/mnt/object-store");
        p.defaultBucket = QStringLiteral("fuzz-bucket");
        return p;
    }();
    const auto script = SlurmScripts::build(spec, profile);
    check(script.ok());
    check(script->text.startsWith(QStringLiteral("#!/bin/bash\n")) &&
          script->text.endsWith(QStringLiteral("cg_main\n")));
    ScriptOptions smoke;
    smoke.smokeRun = true;
    check(SlurmScripts::build(spec, profile, smoke).ok());
    return 0;
}
