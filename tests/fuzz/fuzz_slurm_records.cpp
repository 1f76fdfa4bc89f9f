// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: Slurm accounting text (scontrol -o show job lines, jobcomp/filetxt lines) as a cluster or a
// crafted file hands it to cost accounting. Whatever the input: no crash, no recursion, bounded output; a
// record either fails with a short message naming its line, or holds real node names (never a bracket,
// never an empty name), at most the hostlist bound.
#include "jobs/slurm_records.h"

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
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    using cg::jobs::JobRecord;
    using cg::jobs::SlurmRecords;
    const auto all = SlurmRecords::parseAny(text);
    if (!all.ok()) {
        check(all.error().startsWith(QLatin1String("line ")));
        check(all.error().size() < 2000);
        return 0;
    }
    for (const JobRecord &r : all.value()) {
        check(!r.jobId.isEmpty());
        check(r.nodes.size() <= 100000);
        for (const QString &n : r.nodes)
            check(!n.isEmpty() && !n.contains(u'[') && !n.contains(u']'));
        for (auto it = r.gpuIndices.cbegin(); it != r.gpuIndices.cend(); ++it)
            check(it.value().size() <= 4096);
        check(r.gpuHours() >= 0.0);
    }
    QList<JobRecord> copy = all.value();
    SlurmRecords::fillGpus(copy, all.value());
    return 0;
}
