// SPDX-License-Identifier: GPL-3.0-or-later
// Sends a transfer's chunks over N SSH connections through the cluster's jump chain, as one task on the
// ConnectionHub. The first connection rides the hub's pooled jump hosts (the login every other feature
// shares); the others are connections of the task's own, each its own TCP connection, opened only when no
// person must answer for them: a hop that logged in with keyboard-interactive (a one-time password per login)
// leaves the transfer on one connection, and says so.
//
// Each chunk is written at its offset into the file's staging part on the far side and hashed there as it is
// written (the node's deployed clustergate-agent, `chunk-write` protocol 1, where it is the one this console
// ships; else one python3 process; dd and a read-back through the hasher where python3 is missing); only a
// matching hash counts it (and is saved in the state at once). A file whose chunks
// all verified is hashed whole on the far side and renamed into place; a mismatch re-hashes its chunks and
// resends the damaged ones. A connection without progress for stallSeconds is closed and opened again; a
// lost one is reopened with backoff. Cancel and a stop reason (the approval ran out) leave a resumable state.
#pragma once

#include "ssh/chain_plan.h"
#include "transfer/transfer_state.h"

#include <functional>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::transfer {

struct TransferOptions
{
    int connections = 4;
    qint64 limitBytesPerSecond = 0; // the whole transfer's; 0: none
    int stallSeconds = 30;
    int maxReconnects = 8;           // consecutive failures of one connection before it is given up
    bool allowPersonPrompts = false; // extra connections may ask a person (a one-time password each)
    // The SHA-256 (hex) of the agent this console ships: where the node's deployed agent has it, the agent's
    // `chunk-write` writes the chunks (the Python writer stays the fallback). Empty: the agent is not used.
    QByteArray agentSha256;
};

struct TransferProgress
{
    qint64 verifiedBytes = 0;
    qint64 totalBytes = 0;
    qint64 sentThisRun = 0;
    double bytesPerSecond = 0; // over the last seconds
    qint64 etaSeconds = -1;
    int connections = 0; // up now
};

struct TransferHooks
{
    // On the hub's I/O thread; keep them short.
    std::function<void(const TransferProgress &)> progress;
    std::function<void(const TransferState &)> chunkVerified; // after the state was saved
    // Asked before every chunk starts: a non-empty reason stops the transfer there (resumable).
    std::function<QString()> stopReason;
    std::function<bool()> cancelled;
};

class TransferEngine
{
    Q_DECLARE_TR_FUNCTIONS(cg::transfer::TransferEngine)

public:
    // Runs until the transfer is complete, stopped, cancelled or failed; `state` tells which and why. The
    // calling thread waits (its event loop runs).
    static void run(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                    TransferState &state, const TransferStore &store, const TransferOptions &options,
                    const TransferHooks &hooks = {});

    // The far-side commands, for tests and the wipe. A chunk's command reads the chunk on stdin, writes it at
    // its offset into the file's part and prints the SHA-256 of the chunk there.
    static QByteArray chunkCommand(const Manifest &m, const ChunkRef &c);
    // The same when the chunk's first `skip` bytes are already there: it prints "prefix-ok" and takes the
    // rest when their SHA-256 is `prefixHex`, else prints "prefix-bad" and exits with status 3.
    static QByteArray chunkCommand(const Manifest &m, const ChunkRef &c, qint64 skip,
                                   const QByteArray &prefixHex, bool viaAgent = false);
    // Prints the SHA-256 of the node's deployed agent, or "-" when there is none.
    static QByteArray agentProbeCommand();
    static QByteArray finalizeCommand(const Manifest &m, int file);
};

} // namespace cg::transfer
