// SPDX-License-Identifier: GPL-3.0-or-later
// A transfer's resumable state under the profile (<data dir>/transfers/ID.json): its signed manifest, the
// chunks the far side verified, the files put in place, where it stands and why. Written atomically after
// every verified chunk, so a cut, a cancel or a restart resumes at chunk granularity. One lock per dataset
// keeps two transfers of the same dataset from running at once (a crashed holder's lock is taken over).
#pragma once

#include "transfer/transfer_manifest.h"

#include <QLockFile>
#include <QSet>

#include <memory>

namespace cg::transfer {

enum class TransferStatus { Running, Cancelled, Stopped, Failed, Complete, Wiped };
QString statusName(TransferStatus s); // "running", "cancelled", ...

struct TransferState
{
    Q_DECLARE_TR_FUNCTIONS(cg::transfer::TransferState)

public:
    Manifest manifest;
    QSet<int> verifiedChunks; // indices into manifest.chunks()
    QSet<int> placedFiles;    // files whose whole-file SHA-256 matched on the far side and were renamed
    TransferStatus status = TransferStatus::Running;
    QString reason;         // why it stopped or failed
    qint64 bytesSent = 0;   // every byte written to the far side, resends included
    qint64 bytesResent = 0; // bytes sent again (a cut chunk, a corrupted one)
    int chunksResent = 0;   // chunks sent again
    int corruptChunks = 0;  // verified chunks found damaged on the far side later
    int stallRestarts = 0;  // connections restarted by the stall detector
    int connections = 0;    // used by the last run
    QString connectionNote; // why fewer than asked for
    QDateTime updated;
    QDateTime wiped;

    qint64 verifiedBytes() const;
    bool complete() const { return placedFiles.size() == manifest.files.size(); }

    QJsonObject toJson() const;
    static Result<TransferState> fromJson(const QJsonObject &o);
};

class TransferStore
{
    Q_DECLARE_TR_FUNCTIONS(cg::transfer::TransferStore)

public:
    // `dir` empty: <data dir>/transfers.
    explicit TransferStore(QString dir = {});
    QString dir() const { return m_dir; }
    Status save(TransferState &state) const; // stamps `updated`
    Result<TransferState> load(const QString &id) const;
    Result<QList<TransferState>> list() const; // newest first
    // Held while a transfer of `dataset` runs; refused naming the transfer that holds it.
    Result<std::unique_ptr<QLockFile>> lockDataset(const QString &dataset, const QString &transferId) const;
    // A running transfer (in any process) stops before its next chunk once this file exists.
    QString cancelMarker(const QString &id) const;
    Status requestCancel(const QString &id) const;

private:
    QString m_dir;
};

} // namespace cg::transfer
