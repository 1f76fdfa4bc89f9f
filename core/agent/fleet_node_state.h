// SPDX-License-Identifier: GPL-3.0-or-later
// Where one node of a fleet stands, as every telemetry source reports it (a remote fleet's nodes and this
// machine's agent alike).
#pragma once

#include <QMetaType>

namespace cg {

enum class FleetNodeState {
    Connecting,
    Deploying,
    Streaming,
    Restarting,     // the agent or its channel stopped; waiting to start it again
    Reconnecting,   // the link was lost; waiting to connect again
    Unreachable,    // the last connection attempt failed (the reason says how); retried
    HostKeyChanged, // stopped: the node's host key does not match the record (possible MITM)
    Refused,        // stopped: needs a person (authentication, unknown host key, architecture, protocol)
    Stopping,
    Stopped,
    Removed,
};

} // namespace cg

Q_DECLARE_METATYPE(cg::FleetNodeState)
