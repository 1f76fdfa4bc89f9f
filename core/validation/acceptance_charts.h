// SPDX-License-Identifier: GPL-3.0-or-later
// The acceptance report's charts, from the figures the results carry: per-GPU memory bandwidth and GEMM
// bars against the baseline's thresholds, NCCL bus bandwidth by message size against the contract's
// line, the console-to-node RTT distribution. Where a chart's figures are absent it says so in words.
#pragma once

#include "common/report_document.h"
#include "inventory/contract.h"
#include "validation/validation_types.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cg::validation {

class AcceptanceCharts
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::AcceptanceCharts)

public:
    // Appends the charts of `check` to `charts`; returns the HTML that places them and the sentences
    // that stand where a chart has nothing to show. Empty when the check has nothing to chart.
    static QString forCheck(const CheckResult &check, const ClusterContract &contract,
                            QList<report::Chart> &charts);

    // The per-size rows of the NCCL results in `results` (the agent's clustergate.bench/1 JSON: one
    // object, an array, or one per line), compact, for the busbw-by-size chart: host, op, size, busbw
    // in place and out of place. Bounded: at most 16 results of 64 rows each.
    static QJsonArray ncclRows(const QByteArray &results);

    // ">= 3840 (80% of 4800)" -> 3840, and 4800 in *baseline when the text says it.
    static bool parseExpectation(const QString &text, double *threshold, double *baseline);
};

} // namespace cg::validation
