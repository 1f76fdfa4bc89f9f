// SPDX-License-Identifier: GPL-3.0-or-later
// Reading benchmark results ("clustergate.bench/1", written by `clustergate-agent ... --format json`):
// one result object, an array of them, or one per line. Results come from cluster nodes, so the reader
// takes any bytes and answers with a value or an error that names where the input went wrong. Another
// schema version is refused naming it and the agent version that wrote it; NCCL results from an agent
// older than its nccl-tests 2.19.1 rules are accepted with a note.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cg::bench {

struct MetricValue
{
    QString benchmark;     // "membw"
    QString host;          // the node's hostname, when the result says
    QString name;          // "membw.triad"
    QString device;        // "gpu0", "cpu", "node", ...
    QString unit;          // "GB/s"
    double value = 0;      // the median of the repetitions
    bool hasValue = false; // false when the result carried null (not measured)

    // The result's "better" ("higher" | "lower"), and the message size in its "labels" (0: not said).
    bool higherIsBetter = true;
    double bytes = 0;
};

// A check the agent made itself (gemm.precision, nccl.correctness, health.ecc, ...).
struct AgentCheck
{
    QString benchmark;
    QString host;
    QString name;
    QString device;
    QString status; // pass, warn, fail, skip
    QString reason; // for people, in the agent's words
    // The figures the reason states, for programs ({"xids": [79]}, {"remapped_rows.pending": 1}); empty from
    // agents before the facts were added.
    QJsonObject facts;
};

// A result that did not run (status unavailable or error) and why.
struct NotRunResult
{
    QString benchmark;
    QString host;
    QString error;
    QString describe() const; // "<benchmark> on <host>: <error>", in the reader's language
};

struct ResultSet
{
    int results = 0;
    QList<MetricValue> metrics;
    QList<AgentCheck> checks;
    QList<NotRunResult> notRun;
    // Results accepted with a caveat, for people (an older agent's NCCL rows, ...).
    QStringList notes;
};

class BenchResults
{
    Q_DECLARE_TR_FUNCTIONS(cg::bench::BenchResults)

public:
    // `source` names the input in error messages (a file name). Syntax errors say line and column.
    static Result<ResultSet> parse(const QByteArray &data, const QString &source);
};

// 1-based line and column of byte `offset` in `data` (columns count UTF-8 characters).
void lineAndColumn(const QByteArray &data, qsizetype offset, int *line, int *column);

} // namespace cg::bench
