// SPDX-License-Identifier: GPL-3.0-or-later
// Recording retention: the recordings whose cluster's retention ran out are deleted, each deletion audited.
// A console deletes only what is its own to delete: its user's recordings, regular files directly in its
// recordings folder (an audit event can name any path, and in team mode anyone can write one), never more
// bytes hashed than a recording may hold. The files are checked on a thread of their own, so a console
// starting up never waits on them.
#pragma once

#include "common/result.h"
#include "terminal/terminal_recording.h"

#include <QDateTime>
#include <QStringList>

#include <functional>

class QObject;

namespace cg::ledger {
class AuditLog;
}

namespace cg::terminal {

class RecordingPolicies;

struct PruneReport
{
    QList<RecordingEntry> deleted;
    QStringList problems; // one line per recording that is due but was not deleted
};

// Whose recordings and which files a retention run may delete.
struct RetentionScope
{
    QString
        owner; // only recordings whose person (RecordingSummary::actor) is this one; empty: the local user
    QString folder; // only regular files directly in this folder; empty: recordingsDir()
    qint64 maxBytesHashed = RecordingOptions{}.maxBytes + (qint64(1) << 20); // per recording
};

// Deletes every recording in `scope` whose cluster's retention ran out by `now` (ended more than
// retentionDays before), each with its audited deletion ("retention: N days"). `dryRun`: only says which.
// Recordings of other people are left alone without a word; a due recording of ours whose file is not a
// regular file in the folder, or has changed, is a problem and stays.
Result<PruneReport> pruneRecordings(ledger::AuditLog &log, const RecordingPolicies &policies,
                                    const QDateTime &now, const QString &actor, bool dryRun = false,
                                    const RetentionScope &scope = {});

// The same without blocking the caller's thread: the due recordings are chosen here, their files are
// checked (and hashed) on a thread of its own, and the audited deletions happen back on `context`'s
// thread, which then gets `done`. Nothing happens after `context` is destroyed (it waits for the thread).
void pruneRecordingsInBackground(ledger::AuditLog &log, const RecordingPolicies &policies,
                                 const QDateTime &now, const QString &actor, QObject *context,
                                 std::function<void(const Result<PruneReport> &)> done,
                                 const RetentionScope &scope = {});

} // namespace cg::terminal
