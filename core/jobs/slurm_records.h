// SPDX-License-Identifier: GPL-3.0-or-later
// Finished and running jobs as Slurm 22.05 prints them, read into the neutral JobRecord for cost accounting:
// `scontrol -o show job` lines (also with -d) and jobcomp/filetxt lines. Node lists are read by Hostlist in
// Slurm's own dialect; a node list that does not read, or names no host, fails its record (cost accounting
// never drops nodes quietly). A line longer than any record (512 Ki characters) fails with its length.
#pragma once

#include "common/result.h"
#include "jobs/job_record.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace cg::jobs {

// Slurm's state words in the neutral ones ("NODE_FAIL" -> NodeFail; a trailing '+' or '*' is ignored).
class SlurmStates
{
public:
    static JobState job(const QString &slurmState);
    static NodeState node(const QString &sinfoState); // "idle", "drained*", "mix", "alloc", ...
};

class SlurmRecords
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SlurmRecords)

public:
    // Slurm prints the controller's local time without a zone; utcOffsetSeconds says what it is
    // (0: the times are taken as UTC).
    static Result<JobRecord> parseScontrolLine(const QString &line, int utcOffsetSeconds = 0);
    static Result<JobRecord> parseJobcompLine(const QString &line, int utcOffsetSeconds = 0);
    // Every non-empty line; the first malformed one fails the whole text, naming its line number.
    static Result<QList<JobRecord>> parseScontrol(const QString &text, int utcOffsetSeconds = 0);
    static Result<QList<JobRecord>> parseJobcomp(const QString &text, int utcOffsetSeconds = 0);
    // Either format, line by line (a jobcomp file and scontrol output pasted together).
    static Result<QList<JobRecord>> parseAny(const QString &text, int utcOffsetSeconds = 0);
    // jobcomp/filetxt prints GPUs only where gres/gpu is an accounted TRES; take them from scontrol
    // records of the same job. Returns how many records were filled.
    static int fillGpus(QList<JobRecord> &records, const QList<JobRecord> &from);

    // "gres:gpu:2", "gres/gpu:h100:2", "gres:gpu:2,gres:shard:1" -> 2; -1 without a GPU entry.
    static int gpusInTres(const QString &tres);
    // "1-02:03:04", "02:03:04", "03:04", "UNLIMITED" (-1)
    static qint64 parseDuration(const QString &text);
};

} // namespace cg::jobs
