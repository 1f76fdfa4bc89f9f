// SPDX-License-Identifier: GPL-3.0-or-later
// A dataset push (or the resume of one), start to end, on the calling thread: what `clustergate data
// push|resume` runs directly and the window runs as a task (DatasetPush). The dataset is locked, the ledger's
// gate asked (a refusal is recorded once, by DataTransfers::gate, with the front end that asked), the
// manifest signed with the person's identity key and recorded, the connection asked for, the chunks sent by
// TransferEngine, and the run's outcome recorded. Cancel: the front end's own hook or the transfer's cancel
// marker (`clustergate data cancel`, the Transfers view's Cancel); the approval's end stops it resumable.
#pragma once

#include "ssh/chain_plan.h"
#include "ssh/ssh_engine.h"
#include "transfer/data_transfers.h"

#include <functional>
#include <memory>

namespace cg::ledger {
class Signer;
}

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::services {

// The front ends that run pushes, as the audit rows name them.
inline QString cliFrontEnd()
{
    return QStringLiteral("cli");
}
inline QString windowFrontEnd()
{
    return QStringLiteral("window");
}

struct PushRun
{
    transfer::PushRequest request; // a push (request.frontEnd names who asks)
    QString resumeId;              // not empty: resume this transfer instead
    QString frontEnd;              // who runs it ("cli", "window"); a push takes request.frontEnd when empty
    QString actor;                 // who sends, in the audit log
    transfer::TransferOptions options;
    ssh::ConnectionHub *hub = nullptr; // required

    // The identity key that signs a push's manifest: asked only once the gate cleared the push (a refusal
    // needs no key). Its failure ends the push with its code.
    std::function<Result<std::unique_ptr<ledger::Signer>>()> signer;
    // The way to the cluster's login node for `manifest`: asked once the transfer is prepared (or, resumed,
    // checked), just before sending. A failure ends the run with its code (nothing sent, resumable).
    std::function<Status(const transfer::Manifest &manifest, ssh::ChainPlan *plan, ssh::SessionOptions *base)>
        connection;

    // Optional. prepared(): the signed manifest is recorded and the dataset locked under its id.
    std::function<void(const transfer::TransferState &)> prepared;
    // On the hub's I/O thread, as TransferHooks::progress.
    std::function<void(const transfer::TransferProgress &)> progress;
    // The front end's own cancel (a signal, a task's Cancel); the cancel marker is read besides it.
    std::function<bool()> cancelled;
};

// Runs `run` to its end. A failure is a push that never ran, with its code: Refused (the ledger's gate; a
// push's refusal is in the audit log), Conflict (the dataset is being pushed), Cancelled (before anything
// was prepared), Invalid (no signer or connection given), or the signer's, connection's or ledger's own.
// Otherwise the transfer ran: its state says how it ended (complete, cancelled, stopped, failed) and the
// run is recorded in the audit log.
Result<transfer::TransferState> runPush(transfer::DataTransfers &transfers, const PushRun &run);

} // namespace cg::services
