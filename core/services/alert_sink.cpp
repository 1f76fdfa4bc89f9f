// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/alert_sink.h"

#include "services/alert_center.h"

#include <QDateTime>

#include <cmath>

namespace cg::services {

namespace {
QDateTime timeOf(const TelemetryOrigin &o)
{
    return QDateTime::fromMSecsSinceEpoch(o.atMs, Qt::UTC);
}
} // namespace

AlertSink::~AlertSink()
{
    for (const auto &[fleet, node] : std::as_const(m_nodes))
        m_center->engine().forgetNode(fleet, node);
}

void AlertSink::seen(const TelemetryOrigin &o)
{
    m_nodes.insert({o.fleet, o.node});
}

void AlertSink::sample(const TelemetrySample &s)
{
    QList<planning::GpuSample> gpus;
    for (const proto::GpuSample &g : s.sample.gpus) {
        if (std::isfinite(g.utilization))
            gpus << planning::GpuSample{s.origin.fleet, s.origin.node, int(g.index), timeOf(s.origin),
                                        double(g.utilization)};
    }
    if (!gpus.isEmpty()) {
        seen(s.origin);
        m_center->engine().addGpuSamples(gpus);
    }
}

void AlertSink::heartbeat(const TelemetryHeartbeat &h)
{
    seen(h.origin);
    m_center->engine().addHeartbeat({h.origin.fleet, h.origin.node, timeOf(h.origin)});
}

void AlertSink::link(const TelemetryLink &l)
{
    planning::LinkSample s;
    s.cluster = l.origin.fleet;
    s.link = linkName(l.origin.node);
    s.time = timeOf(l.origin);
    s.rttMs = l.rttMs;
    s.retransPerSecond = l.retransPerSecond; // NaN while unknown: never over the limit
    s.retransPercent = l.retransPercent;
    s.jitterMs = l.jitterMs;
    m_center->engine().addLinkSample(s);
}

void AlertSink::nodeState(const TelemetryStateChange &c)
{
    // Stopped on purpose: nothing is wrong with it any more. A node given up (refused, unreachable) stays
    // watched: its silence is what the operator must hear about.
    if (c.state == FleetNodeState::Stopped || c.state == FleetNodeState::Removed) {
        m_center->engine().forgetNode(c.origin.fleet, c.origin.node);
        m_nodes.remove({c.origin.fleet, c.origin.node});
        return;
    }
    // A node the fleet tries to reach and has not heard yet (it never answered, its login failed or was
    // cancelled) is watched from that first attempt: silent for longer than the agent-silent threshold, it
    // raises "agent silent" as a node whose heartbeats stopped does, and its first sample resolves it.
    if (c.state != FleetNodeState::Stopping && !m_nodes.contains({c.origin.fleet, c.origin.node})) {
        seen(c.origin);
        m_center->engine().addHeartbeat({c.origin.fleet, c.origin.node, timeOf(c.origin), true});
    }
}

QString AlertSink::linkName(const QString &node)
{
    return tr("console -> %1").arg(node);
}

} // namespace cg::services
