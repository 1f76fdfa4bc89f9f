// SPDX-License-Identifier: GPL-3.0-or-later
// Copies a local file to a remote path over an exec channel, resumable and verified: the data goes to
// a part file of this pusher's own beside REMOTE (partPath), a later push continues it after checking
// the part already there is our file's prefix, and only a SHA-256 match computed on the far side renames
// it into place. Pushes to nodes that share a directory (an NFS home) never write the same part file.
#pragma once

#include "ssh/ssh_engine.h"

#include <QCoreApplication>

namespace cg::ssh {

struct PushOptions
{
    QString localPath;
    QString remotePath;
    std::function<void(qint64 done, qint64 total)> progress;
    std::function<bool()> cancelled;
    int timeoutMs = 24 * 3600 * 1000;
};

struct PushResult
{
    qint64 total = 0;
    qint64 resumedFrom = 0; // bytes that were already on the far side
    qint64 sent = 0;        // bytes sent by this push
    qint64 streamMs = 0;    // time spent streaming them (the far side hashing as it writes)
    QByteArray sha256Hex;
    SshError error;
    bool ok() const { return error.ok(); }
};

class FilePush
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::FilePush)

public:
    // Runs to completion on the engine's thread (connecting `target` first if needed).
    static PushResult run(Engine &engine, Session *target, const PushOptions &options);
    // 'it'\''s' quoting for a POSIX shell.
    static QByteArray shellQuote(const QString &s);
    // REMOTE.cgpart-<12 hex>: the same for this machine, `target` and `remotePath`, another for any other.
    static QString partPath(const QString &remotePath, const Endpoint &target);
};

} // namespace cg::ssh
