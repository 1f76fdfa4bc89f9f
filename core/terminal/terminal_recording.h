// SPDX-License-Identifier: GPL-3.0-or-later
// The recording of one terminal session: an asciicast v2 file under the profile's recordings directory
// (output always; input only when the cluster's policy asks for it, off by default since it holds
// passwords typed at prompts), and on close an audit event with its SHA-256, size, who, which node,
// through which jump hosts, from when to when, so that a recording can be shown untouched later.
#pragma once

#include "common/result.h"
#include "terminal/asciicast.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QStringList>

#include <memory>

namespace cg::ledger {
class AuditLog;
struct AuditEvent;
} // namespace cg::ledger

namespace cg::terminal {

struct RecordingOptions
{
    QString dir;              // empty: recordingsDir()
    bool recordInput = false; // per cluster policy only (RecordingPolicies)
    QString cluster;          // whose policy (and retention) the recording falls under
    QString nodeName;         // the node as the inventory names it (empty: a raw target)
    qint64 maxBytes = qint64(1) << 30;
};

struct RecordingSummary
{
    QString path;
    QByteArray sha256; // hex
    qint64 bytes = 0;
    QString actor; // the person at the console
    QString remoteUser;
    QString nodeName; // the inventory's name for the node ("gpu01"); `node` is the address connected to
    QString cluster;  // empty: recorded before clusters were named (kept until deleted)
    QString node;
    QStringList hops; // "user@host:port", first hop first
    QDateTime started;
    QDateTime ended;
    bool inputRecorded = false;
    bool truncated = false;
    QString end; // how the session ended ("exit status 0", "disconnected: ...")

    QJsonObject toJson() const;
    static RecordingSummary fromJson(const QJsonObject &o);
};

// <profile data dir>/recordings, mode 0700.
QString recordingsDir();

class TerminalRecording
{
public:
    static constexpr const char *kAuditAction = "terminal.recording";

    TerminalRecording();
    ~TerminalRecording();
    Status start(const RecordingOptions &options, const AsciicastHeader &header, const QString &actor,
                 const QString &remoteUser, const QString &node, const QStringList &hops);
    bool isRecording() const;
    void output(const char *data, std::size_t size);
    void input(const QByteArray &data); // dropped unless recordInput
    void resize(int cols, int rows);
    // Closes the file; the summary is what the audit event records.
    Result<RecordingSummary> finish(const QString &how);

private:
    std::unique_ptr<AsciicastWriter> m_writer;
    QElapsedTimer m_clock;
    RecordingSummary m_summary;
};

ledger::AuditEvent recordingAuditEvent(const RecordingSummary &summary);

struct RecordingEntry
{
    qint64 seq = 0; // the audit row
    QString recordedAt;
    RecordingSummary summary;
    qint64 deletedSeq = 0; // the audit row of its deletion; 0: not deleted
};
// Every recording the audit log knows, oldest first.
Result<QList<RecordingEntry>> listRecordings(ledger::AuditLog &log);

// Deletes a recording's file (retention, or a person's decision) and records that in the audit log first:
// the event names the recording, the file's SHA-256 as it was, who and why. Refuses a recording already
// deleted, and one whose file no longer matches its event (that needs looking at, not deleting).
Status deleteRecording(ledger::AuditLog &log, const RecordingEntry &entry, const QString &actor,
                       const QString &reason);
struct RecordingCheck;
// The same with the file already checked (verifyRecording(), off the GUI thread): it is deleted only if it
// is still what was checked (a regular file of that size, or still absent).
Status deleteRecording(ledger::AuditLog &log, const RecordingEntry &entry, const QString &actor,
                       const QString &reason, const RecordingCheck &checked);
// Every recording that ended before `endedBefore` (and is not deleted): the ones retention deletes.
QList<RecordingEntry> recordingsEndedBefore(const QList<RecordingEntry> &all, const QDateTime &endedBefore);

struct RecordingCheck
{
    bool intact = false;
    QByteArray actualSha256; // hex; empty when the file cannot be read
    qint64 actualBytes = -1;
    QString problem;
};
// The file hashed again and compared with what the audit event says. A symbolic link, FIFO, device or
// directory is no recording (never followed, never waited on); a size other than the event's is a
// mismatch found without reading the file, and no more than its size is ever read.
RecordingCheck verifyRecording(const RecordingSummary &summary);

} // namespace cg::terminal
