// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/fleet_store_feed.h"

#include "agent/fleet_session.h"
#include "agent/fleet_store.h"

namespace cg {

FleetStoreFeed::FleetStoreFeed(FleetSession *fleet, FleetStore *store, QObject *parent) : QObject(parent)
{
    connect(fleet, &FleetSession::helloReceived, this,
            [store](const QString &id, const QJsonObject &hello) { store->ingestHello(id, hello); });
    connect(fleet, &FleetSession::sampleReceived, this,
            [store](const QString &id, const proto::Sample &sample) { store->ingestSample(id, sample); });
    connect(fleet, &FleetSession::rttMeasured, this,
            [store](const QString &id, double rttMs, double) { store->recordRtt(id, rttMs); });
    connect(fleet, &FleetSession::nodeStateChanged, this,
            [store](const QString &id, FleetNodeState state, const QString &reason) {
                const QString what = FleetSession::stateName(state);
                const QString text = reason.isEmpty() ? what : QStringLiteral("%1: %2").arg(what, reason);
                switch (state) {
                case FleetNodeState::Connecting:
                case FleetNodeState::Deploying:
                    store->addNode(id); // shown as pending until its first hello
                    break;
                case FleetNodeState::Reconnecting:
                case FleetNodeState::Unreachable:
                case FleetNodeState::HostKeyChanged:
                case FleetNodeState::Refused:
                case FleetNodeState::Stopped:
                case FleetNodeState::Removed:
                    store->markUnreachable(id, text);
                    break;
                case FleetNodeState::Streaming:  // live again with the next hello or sample
                case FleetNodeState::Restarting: // a short gap: the store sees it in the samples
                case FleetNodeState::Stopping:
                    break;
                }
            });
}

} // namespace cg
