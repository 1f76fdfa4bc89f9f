// SPDX-License-Identifier: GPL-3.0-or-later
// The alert feed as a telemetry sink: every GPU sample (utilization per GPU, a heartbeat too), every sign
// of life of an agent and every link measurement (RTT with the node's TCP retransmits) of a fleet goes into
// the console's alert engine, keyed by the fleet's name as the cluster. A node is watched from the fleet's
// first attempt to reach it, so that one never reached is reported silent too. A node stopped or removed on
// purpose is forgotten, so that it is not reported silent, and so is every node of a fleet that goes away
// (the sink goes with it). The console registers one on every fleet it runs.
#pragma once

#include "agent/telemetry_sink.h"

#include <QCoreApplication>
#include <QSet>

namespace cg::services {

class AlertCenter;

class AlertSink : public TelemetrySink
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::AlertSink)

public:
    explicit AlertSink(AlertCenter *center) : m_center(center) {} // not owned: must outlive the sink
    ~AlertSink() override;

    void sample(const TelemetrySample &s) override;
    void heartbeat(const TelemetryHeartbeat &h) override;
    void link(const TelemetryLink &l) override;
    void nodeState(const TelemetryStateChange &c) override;

    // The link a node's RTT is measured on, as alerts name it.
    static QString linkName(const QString &node);

private:
    void seen(const TelemetryOrigin &o);

    AlertCenter *m_center;
    QSet<QPair<QString, QString>> m_nodes; // (fleet, node) heard of and not forgotten
};

} // namespace cg::services
