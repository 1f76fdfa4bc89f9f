// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/accounting_import.h"

#include "jobs/slurm_records.h"

#include <QMap>

namespace cg::jobs {

QString AccountingImport::formatDescription()
{
    return tr("Slurm's job records as text: the lines of `scontrol -o show job` (one job a line, saved from "
              "the login node) or the job-completion file of JobCompType=jobcomp/filetxt");
}

QString AccountingImport::fileFilter()
{
    return tr("Slurm job records (*.txt *.log *.out);;All files (*)");
}

Result<QList<JobRecord>> AccountingImport::merge(const QList<JobRecord> &held, const QString &text)
{
    using R = Result<QList<JobRecord>>;
    const auto records = SlurmRecords::parseAny(text);
    if (!records)
        return R::failureOf(records);
    const QList<JobRecord> all = held + records.value();
    // The newest record of a job wins (a running job polled again, then its final line).
    QList<JobRecord> merged;
    QMap<QString, int> at;
    for (const JobRecord &r : all) {
        const QString key = r.cluster + QLatin1Char('/') + r.jobId;
        const auto it = at.constFind(key);
        if (it == at.constEnd()) {
            at.insert(key, int(merged.size()));
            merged << r;
        } else {
            JobRecord next = r;
            if (!next.gpusKnown())
                next.gpus = merged.at(*it).gpus;
            merged[*it] = next;
        }
    }
    SlurmRecords::fillGpus(merged, all);
    return merged;
}

} // namespace cg::jobs
