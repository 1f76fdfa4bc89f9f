// SPDX-License-Identifier: GPL-3.0-or-later
// The limits the alert rules use, with defaults, per cluster, and the YAML / JSON file that sets them.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace cg::planning {

struct AlertThresholds
{
    double gpuIdlePercent = 5;        // a GPU at or below this utilization is idle
    int gpuIdleMinutes = 30;          // ... an allocated job idle this long raises an alert
    int queueGrowthCycles = 5;        // pending jobs grew in this many consecutive polls
    int queueMinPending = 1;          // ... and at least this many are pending
    double linkRttMs = 300;           // round-trip time above this is bad
    double linkRetransPerSecond = 50; // TCP retransmits per second above this are bad
    int linkSamples = 3;              // consecutive bad samples before an alert
    double linkLossPercent = 2;       // packet loss: TCP segments retransmitted / sent above this (%)
    double jobFailureShare = 0.5;     // failed / finished jobs in the window
    int jobFailureMinJobs = 4;        // ... with at least this many finished
    int jobFailureWindowMinutes = 60;
    int agentStaleSeconds = 90;     // no heartbeat (or sample) for this long
    double costIncreaseRatio = 0.5; // day-over-day increase, 0.5 = +50 %
    double costMinIncrease = 0;     // ... and at least this much money
};

// Defaults for every cluster and overrides per cluster, from YAML or JSON:
//   defaults: { gpu_idle_minutes: 30, link_rtt_ms: 300 }
//   clusters: { sg-h200: { gpu_idle_minutes: 15 } }
class AlertThresholdSet
{
    Q_DECLARE_TR_FUNCTIONS(cg::planning::AlertThresholdSet)

public:
    AlertThresholds defaults;
    QMap<QString, AlertThresholds> clusters;

    AlertThresholds forCluster(const QString &cluster) const { return clusters.value(cluster, defaults); }
    // Unknown keys and values out of range are errors naming the source and key.
    static Result<AlertThresholdSet> parse(const QByteArray &text, const QString &source);
    static Result<AlertThresholdSet> load(const QString &path);
    static QStringList keys(); // "gpu_idle_percent", ...
};

} // namespace cg::planning
