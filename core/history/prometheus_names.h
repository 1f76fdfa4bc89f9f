// SPDX-License-Identifier: GPL-3.0-or-later
// The history's query names as a team's Prometheus holds them: GPU series under dcgm-exporter's names and
// labels (DCGM_FI_DEV_GPU_UTIL{Hostname=,gpu=}, ours from /metrics and a provider's own exporter alike), the
// node, link and job series under the names our /metrics exports (clustergate_*), units converted back. A
// name not in the map is asked for as it is. A provider's exporter carries no `cluster` label: a selector's
// cluster="x" also matches series without one (and the answer is labelled x), ours winning where both exist.
#pragma once

#include "history/series.h"

#include <QString>

namespace cg::history {

struct PromMetricMap
{
    QString history;    // gpu_util
    QString prometheus; // DCGM_FI_DEV_GPU_UTIL; for an expression, the numerator's family
    double scale = 1;   // history value = Prometheus value * scale
    QString nodeLabel;  // the label naming the node there ("Hostname" for dcgm-exporter)
    QString nicLabel;   // the label naming a network interface there, if any
    QString hop;        // link series: the hop label's value ("end-to-end")
    QString divisorSum; // gpu_mem_used_percent: 100 * A / (A + this)
};

class PromNames
{
public:
    // The map of a history metric; nullptr when it is asked for under its own name.
    static const PromMetricMap *find(const QString &historyMetric);
    // One PromQL range query whose answer holds, per series and step, every aggregate of the step's window
    // (labelled cg_agg = count, mean, min, max, p95): one round trip for a chart line.
    static QString rangeQuery(const Selector &selector, qint64 stepMs);
    // A Prometheus series' labels as the history names them (cg_agg and __name__ left out).
    static Labels historyLabels(const Labels &prometheus, const Selector &selector);
    // Whether the series came with a cluster label of its own (ours), rather than being given the selector's.
    static bool ownCluster(const Labels &prometheus)
    {
        return prometheus.contains(QStringLiteral("cluster"));
    }
    static QString quote(const QString &value);
};

} // namespace cg::history
