// SPDX-License-Identifier: GPL-3.0-or-later
// Finished and running jobs as Slurm 22.05 prints them, for cost accounting: `scontrol -o show job`
// lines (also with -d) and jobcomp/filetxt lines. Node lists are read by Hostlist in Slurm's own dialect; a
// node list that does not read, or names no host, fails its record (cost accounting never drops nodes
// quietly). A line longer than any record (512 Ki characters) fails with its length.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace cg::planning {

struct SlurmJobRecord
{
    QString jobId;
    QString name;
    QString user;    // "alice" from "alice(1001)"
    QString account; // empty for "(null)"
    QString wckey;
    QString partition;
    QString state; // "COMPLETED", "FAILED", "RUNNING", ...
    QString cluster;
    QString nodeList;  // as printed: "gpu-[01-02]"
    QStringList nodes; // expanded
    QDateTime submit;
    QDateTime start;
    QDateTime end;          // invalid while running or unknown
    qint64 runSeconds = -1; // RunTime= (scontrol), -1 when not printed
    int numNodes = 0;
    int numTasks = 0;
    int gpus = -1;                        // GPUs allocated to the whole job; -1 when the record does not say
    QMap<QString, QList<int>> gpuIndices; // node -> GPU indices (scontrol -d: GRES=gpu:2(IDX:0-1))
    QString exitCode;                     // "3:0"
    QString source;                       // "scontrol" or "jobcomp"

    bool gpusKnown() const { return gpus >= 0; }
    bool finished() const;
    bool failed() const; // FAILED, NODE_FAIL, OUT_OF_MEMORY, TIMEOUT, BOOT_FAIL, DEADLINE
    // Seconds the job held its allocation: end - start, or RunTime while it runs; 0 before it starts.
    qint64 elapsedSeconds() const;
    double gpuHours() const { return gpus > 0 ? double(gpus) * double(elapsedSeconds()) / 3600.0 : 0.0; }
    // The project its cost is booked to: the account, else the WCKey, else the user.
    QString project() const;
};

class SlurmRecords
{
    Q_DECLARE_TR_FUNCTIONS(cg::planning::SlurmRecords)

public:
    // Slurm prints the controller's local time without a zone; utcOffsetSeconds says what it is
    // (0: the times are taken as UTC).
    static Result<SlurmJobRecord> parseScontrolLine(const QString &line, int utcOffsetSeconds = 0);
    static Result<SlurmJobRecord> parseJobcompLine(const QString &line, int utcOffsetSeconds = 0);
    // Every non-empty line; the first malformed one fails the whole text, naming its line number.
    static Result<QList<SlurmJobRecord>> parseScontrol(const QString &text, int utcOffsetSeconds = 0);
    static Result<QList<SlurmJobRecord>> parseJobcomp(const QString &text, int utcOffsetSeconds = 0);
    // Either format, line by line (a jobcomp file and scontrol output pasted together).
    static Result<QList<SlurmJobRecord>> parseAny(const QString &text, int utcOffsetSeconds = 0);
    // jobcomp/filetxt prints GPUs only where gres/gpu is an accounted TRES; take them from scontrol
    // records of the same job. Returns how many records were filled.
    static int fillGpus(QList<SlurmJobRecord> &records, const QList<SlurmJobRecord> &from);

    // "gres:gpu:2", "gres/gpu:h100:2", "gres:gpu:2,gres:shard:1" -> 2; -1 without a GPU entry.
    static int gpusInTres(const QString &tres);
    // "1-02:03:04", "02:03:04", "03:04", "UNLIMITED" (-1)
    static qint64 parseDuration(const QString &text);
};

} // namespace cg::planning
