// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/fleet_store_feed.h"

#include "agent/fleet_session.h"
#include "agent/fleet_store.h"

namespace cg {

void FleetStoreSink::hello(const TelemetryHello &h)
{
    m_store->ingestHello(h.origin.node, h.hello);
}

void FleetStoreSink::sample(const TelemetrySample &s)
{
    m_store->ingestSample(s.origin.node, s.sample);
}

void FleetStoreSink::link(const TelemetryLink &l)
{
    m_store->recordRtt(l.origin.node, l.rttMs);
}

void FleetStoreSink::nodeState(const TelemetryStateChange &c)
{
    const QString what = FleetSession::stateName(c.state);
    const QString text = c.reason.isEmpty() ? what : QStringLiteral("%1: %2").arg(what, c.reason);
    switch (c.state) {
    case FleetNodeState::Connecting:
    case FleetNodeState::Deploying:
        m_store->addNode(c.origin.node); // shown as pending until its first hello
        break;
    case FleetNodeState::Reconnecting:
    case FleetNodeState::Unreachable:
    case FleetNodeState::HostKeyChanged:
    case FleetNodeState::Refused:
    case FleetNodeState::Stopped:
    case FleetNodeState::Removed:
        m_store->markUnreachable(c.origin.node, text);
        break;
    case FleetNodeState::Streaming:  // live again with the next hello or sample
    case FleetNodeState::Restarting: // a short gap: the store sees it in the samples
    case FleetNodeState::Stopping:
        break;
    }
}

FleetStoreFeed::FleetStoreFeed(FleetSession *fleet, FleetStore *store, QObject *parent)
    : QObject(parent), m_fleet(fleet), m_sink(store)
{
    fleet->telemetry().addSink(&m_sink);
}

FleetStoreFeed::~FleetStoreFeed()
{
    if (m_fleet)
        m_fleet->telemetry().removeSink(&m_sink);
}

} // namespace cg
