// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/push_run.h"

#include "agent/agent_locator.h"
#include "ledger/ed25519.h"
#include "ssh/connection_hub.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

namespace cg::services {

namespace {

class PushRunText
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::PushRun)
};

using transfer::TransferState;
using transfer::TransferStatus;
using R = Result<TransferState>;

// Locks the dataset for a push, gates it, signs and records the manifest, and locks the dataset again under
// the transfer's id.
R preparePush(transfer::DataTransfers &transfers, const PushRun &run, std::unique_ptr<QLockFile> *lock)
{
    transfer::TransferStore &store = transfers.store();
    transfer::PushRequest req = run.request;
    if (req.frontEnd.isEmpty())
        req.frontEnd = run.frontEnd;
    auto l = store.lockDataset(req.dataset, QStringLiteral("(preparing)"));
    if (!l.ok())
        return R::failure(l.error(), ErrorCode::Conflict);
    *lock = std::move(l.value());
    // The ledger first: a refusal needs no key.
    const Result<transfer::Clearance> cleared = transfers.gate(req, run.actor);
    if (!cleared)
        return R::failureOf(cleared);
    if (!cleared->allowed)
        return R::failure(cleared->message, ErrorCode::Refused);
    if (!run.signer)
        return R::failure(
            PushRunText::tr("the manifest is signed with your identity key, but none was given"),
            ErrorCode::Invalid);
    Result<std::unique_ptr<ledger::Signer>> key = run.signer();
    if (!key)
        return R::failureOf(key);
    if (run.cancelled && run.cancelled())
        return R::failure(PushRunText::tr("cancelled before anything was prepared or sent"),
                          ErrorCode::Cancelled);
    // prepare() asks the gate again: the ledger may have changed while the key was read.
    R s = transfers.prepare(req, *key.value(), run.actor);
    if (!s)
        return s;
    lock->reset();
    auto relock = store.lockDataset(req.dataset, s->manifest.id);
    if (!relock.ok())
        return R::failure(relock.error(), ErrorCode::Conflict);
    *lock = std::move(relock.value());
    return s;
}

// Loads a transfer to resume, locks its dataset and checks it may go on.
R prepareResume(transfer::DataTransfers &transfers, const QString &id, std::unique_ptr<QLockFile> *lock)
{
    transfer::TransferStore &store = transfers.store();
    R s = store.load(id);
    if (!s)
        return s;
    const transfer::Manifest &m = s->manifest;
    if (!m.signatureValid())
        return R::failure(
            PushRunText::tr("the manifest of %1 does not verify against its sender's key: not resumed")
                .arg(m.id));
    auto l = store.lockDataset(m.dataset, m.id);
    if (!l.ok())
        return R::failure(l.error(), ErrorCode::Conflict);
    *lock = std::move(l.value());
    if (s->status == TransferStatus::Complete || s->status == TransferStatus::Wiped)
        return R::failure(
            PushRunText::tr("%1 is %2: nothing to resume").arg(m.id, transfer::statusName(s->status)));
    if (const QString why = transfers.stillCleared(m); !why.isEmpty())
        return R::failure(why, ErrorCode::Refused);
    return s;
}

// The SHA-256 of the agent this console ships (empty when none is found): a node whose deployed agent has it
// writes the chunks with the agent.
QByteArray shippedAgentSha256()
{
    static const QByteArray sha = [] {
        QFile f(locateAgent().path);
        if (f.fileName().isEmpty() || !f.open(QIODevice::ReadOnly))
            return QByteArray();
        QCryptographicHash h(QCryptographicHash::Sha256);
        h.addData(&f);
        return h.result().toHex();
    }();
    return sha;
}

} // namespace

Result<TransferState> runPush(transfer::DataTransfers &transfers, const PushRun &run)
{
    if (!run.hub || !run.connection)
        return R::failure(PushRunText::tr("a push needs a connection hub and a way to the cluster"),
                          ErrorCode::Invalid);
    const QString frontEnd = run.frontEnd.isEmpty() ? run.request.frontEnd : run.frontEnd;
    std::unique_ptr<QLockFile> lock;
    R prepared = run.resumeId.isEmpty() ? preparePush(transfers, run, &lock)
                                        : prepareResume(transfers, run.resumeId, &lock);
    if (!prepared)
        return prepared;
    TransferState state = prepared.value();
    if (run.resumeId.isEmpty() && run.prepared)
        run.prepared(state);

    ssh::ChainPlan plan;
    ssh::SessionOptions base;
    if (const Status st = run.connection(state.manifest, &plan, &base); !st)
        return R::failureOf(st);

    transfer::TransferStore &store = transfers.store();
    const QString marker = store.cancelMarker(state.manifest.id);
    QFile::remove(marker);
    QElapsedTimer markerCheck;
    markerCheck.start();
    bool markerSeen = false;
    transfer::TransferHooks hooks;
    hooks.cancelled = [&run, &marker, &markerCheck, &markerSeen] {
        if (!markerSeen && markerCheck.elapsed() > 250) {
            markerCheck.restart();
            markerSeen = QFileInfo::exists(marker);
        }
        return markerSeen || (run.cancelled && run.cancelled());
    };
    const transfer::Manifest manifest = state.manifest;
    const QDateTime startedAt = transfers.ledger().now();
    QElapsedTimer sinceStart;
    sinceStart.start();
    hooks.stopReason = [manifest, startedAt, sinceStart] {
        return transfer::DataTransfers::expiry(manifest, startedAt.addMSecs(sinceStart.elapsed()));
    };
    hooks.progress = run.progress;
    transfer::TransferOptions options = run.options;
    if (options.agentSha256.isEmpty())
        options.agentSha256 = shippedAgentSha256();
    transfer::TransferEngine::run(*run.hub, plan, base, state, store, options, hooks);
    QFile::remove(marker);
    (void)transfers.recordRun(state, run.actor, frontEnd);
    return state;
}

} // namespace cg::services
