// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminal_recording.h"

#include "common/paths.h"
#include "ledger/audit_log.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cg::terminal {

namespace {

// The texts of this file, under one context that lupdate and the runtime agree on.
struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(cg::terminal::TerminalRecording)
};

constexpr const char *kDeletedAction = "terminal.recording.deleted";

QString safeName(QString s)
{
    for (QChar &c : s)
        if (!c.isLetterOrNumber() && c != QLatin1Char('.') && c != QLatin1Char('-') && c != QLatin1Char('_'))
            c = QLatin1Char('_');
    return s.left(64);
}

} // namespace

QJsonObject RecordingSummary::toJson() const
{
    return QJsonObject{{QStringLiteral("file"), path},
                       {QStringLiteral("sha256"), QString::fromLatin1(sha256)},
                       {QStringLiteral("bytes"), bytes},
                       {QStringLiteral("user"), actor},
                       {QStringLiteral("remote_user"), remoteUser},
                       {QStringLiteral("cluster"), cluster},
                       {QStringLiteral("node"), node},
                       {QStringLiteral("node_name"), nodeName},
                       {QStringLiteral("hops"), QJsonArray::fromStringList(hops)},
                       {QStringLiteral("started"), started.toUTC().toString(Qt::ISODateWithMs)},
                       {QStringLiteral("ended"), ended.toUTC().toString(Qt::ISODateWithMs)},
                       {QStringLiteral("input_recorded"), inputRecorded},
                       {QStringLiteral("truncated"), truncated},
                       {QStringLiteral("end"), end}};
}

RecordingSummary RecordingSummary::fromJson(const QJsonObject &o)
{
    RecordingSummary s;
    s.path = o.value(QLatin1String("file")).toString();
    s.sha256 = o.value(QLatin1String("sha256")).toString().toLatin1();
    const double bytes = o.value(QLatin1String("bytes")).toDouble(-1);
    s.bytes = std::isfinite(bytes) && bytes >= 0 && bytes < 9e15 ? qint64(bytes) : -1;
    s.actor = o.value(QLatin1String("user")).toString();
    s.remoteUser = o.value(QLatin1String("remote_user")).toString();
    s.cluster = o.value(QLatin1String("cluster")).toString();
    s.node = o.value(QLatin1String("node")).toString();
    s.nodeName = o.value(QLatin1String("node_name")).toString();
    for (const QJsonValue &h : o.value(QLatin1String("hops")).toArray())
        s.hops << h.toString();
    s.started = QDateTime::fromString(o.value(QLatin1String("started")).toString(), Qt::ISODateWithMs);
    s.ended = QDateTime::fromString(o.value(QLatin1String("ended")).toString(), Qt::ISODateWithMs);
    s.inputRecorded = o.value(QLatin1String("input_recorded")).toBool();
    s.truncated = o.value(QLatin1String("truncated")).toBool();
    s.end = o.value(QLatin1String("end")).toString();
    return s;
}

QString recordingsDir()
{
    const QString dir = QDir(paths::dataDir()).filePath(QStringLiteral("recordings"));
    QDir().mkpath(dir);
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return dir;
}

TerminalRecording::TerminalRecording() = default;
TerminalRecording::~TerminalRecording() = default;

Status TerminalRecording::start(const RecordingOptions &options, const AsciicastHeader &header,
                                const QString &actor, const QString &remoteUser, const QString &node,
                                const QStringList &hops)
{
    const QString dir = options.dir.isEmpty() ? recordingsDir() : options.dir;
    if (!QDir().mkpath(dir))
        return Status::failure(Texts::tr("cannot create the recordings directory %1").arg(dir));
    m_summary = RecordingSummary{};
    m_summary.started = QDateTime::currentDateTimeUtc();
    m_summary.actor = actor;
    m_summary.remoteUser = remoteUser;
    m_summary.node = node;
    m_summary.nodeName = options.nodeName;
    m_summary.hops = hops;
    m_summary.inputRecorded = options.recordInput;
    m_summary.cluster = options.cluster;
    const QString name =
        QStringLiteral("%1-%2-%3.cast")
            .arg(m_summary.started.toString(QStringLiteral("yyyyMMdd-HHmmss")), safeName(node))
            .arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
    m_summary.path = QDir(dir).filePath(name);
    auto writer = std::make_unique<AsciicastWriter>();
    AsciicastHeader h = header;
    if (h.timestamp == 0)
        h.timestamp = m_summary.started.toSecsSinceEpoch();
    if (const Status st = writer->open(m_summary.path, h, options.maxBytes); !st)
        return st;
    m_writer = std::move(writer);
    m_clock.start();
    return Ok{};
}

bool TerminalRecording::isRecording() const
{
    return m_writer && m_writer->isOpen();
}

void TerminalRecording::output(const char *data, std::size_t size)
{
    if (isRecording())
        m_writer->output(double(m_clock.nsecsElapsed()) / 1e9, data, size);
}

void TerminalRecording::input(const QByteArray &data)
{
    if (isRecording() && m_summary.inputRecorded)
        m_writer->input(double(m_clock.nsecsElapsed()) / 1e9, data);
}

void TerminalRecording::resize(int cols, int rows)
{
    if (isRecording())
        m_writer->resize(double(m_clock.nsecsElapsed()) / 1e9, cols, rows);
}

Result<RecordingSummary> TerminalRecording::finish(const QString &how)
{
    if (!m_writer)
        return Result<RecordingSummary>::failure(Texts::tr("no recording was started"));
    const Status st = m_writer->close();
    m_summary.ended = QDateTime::currentDateTimeUtc();
    m_summary.bytes = m_writer->bytesWritten();
    m_summary.sha256 = m_writer->sha256Hex();
    m_summary.truncated = m_writer->truncated();
    m_summary.end = how;
    m_writer.reset();
    if (!st)
        return Result<RecordingSummary>::failure(st.error());
    return m_summary;
}

ledger::AuditEvent recordingAuditEvent(const RecordingSummary &summary)
{
    ledger::AuditEvent e;
    e.actor = summary.actor;
    e.action = QLatin1String(TerminalRecording::kAuditAction);
    e.subject = QStringLiteral("ssh:%1@%2").arg(summary.remoteUser, summary.node);
    e.details = summary.toJson();
    return e;
}

Result<QList<RecordingEntry>> listRecordings(ledger::AuditLog &log)
{
    ledger::AuditQuery q;
    q.actionPrefix = QLatin1String(TerminalRecording::kAuditAction);
    q.limit = -1;
    const Result<QList<ledger::AuditRow>> rows = log.rows(q);
    if (!rows.ok())
        return Result<QList<RecordingEntry>>::failure(rows.error());
    QList<RecordingEntry> out;
    for (const ledger::AuditRow &r : rows.value()) {
        if (r.action == QLatin1String(kDeletedAction)) {
            const qint64 id = qint64(QJsonDocument::fromJson(r.details.toUtf8())
                                         .object()
                                         .value(QLatin1String("recording"))
                                         .toDouble(0));
            for (RecordingEntry &e : out)
                if (e.seq == id && e.deletedSeq == 0)
                    e.deletedSeq = r.seq;
            continue;
        }
        if (r.action != QLatin1String(TerminalRecording::kAuditAction))
            continue;
        RecordingEntry e;
        e.seq = r.seq;
        e.recordedAt = r.recordedAt;
        e.summary = RecordingSummary::fromJson(QJsonDocument::fromJson(r.details.toUtf8()).object());
        out << e;
    }
    return out;
}

Status deleteRecording(ledger::AuditLog &log, const RecordingEntry &entry, const QString &actor,
                       const QString &reason)
{
    return deleteRecording(log, entry, actor, reason, verifyRecording(entry.summary));
}

Status deleteRecording(ledger::AuditLog &log, const RecordingEntry &entry, const QString &actor,
                       const QString &reason, const RecordingCheck &c)
{
    if (entry.deletedSeq > 0)
        return Status::failure(Texts::tr("recording %1 was already deleted (audit row %2)")
                                   .arg(entry.seq)
                                   .arg(entry.deletedSeq));
    if (!c.intact && c.actualBytes >= 0)
        return Status::failure(Texts::tr("recording %1 does not match its audit event (%2); not deleted")
                                   .arg(entry.seq)
                                   .arg(c.problem));
    // What was checked is what goes: still a regular file of that size (or still absent).
    struct stat st = {};
    const QByteArray path = QFile::encodeName(entry.summary.path);
    const bool present = ::lstat(path.constData(), &st) == 0;
    if (present != (c.actualBytes >= 0) || (present && (!S_ISREG(st.st_mode) || st.st_size != c.actualBytes)))
        return Status::failure(
            Texts::tr("recording %1 changed while it was checked; not deleted").arg(entry.seq));
    ledger::AuditEvent e;
    e.actor = actor;
    e.action = QLatin1String(kDeletedAction);
    e.subject = QStringLiteral("recording:%1").arg(entry.seq);
    e.details = QJsonObject{{QStringLiteral("recording"), entry.seq},
                            {QStringLiteral("file"), entry.summary.path},
                            {QStringLiteral("sha256"), QString::fromLatin1(entry.summary.sha256)},
                            {QStringLiteral("file_present"), c.actualBytes >= 0},
                            {QStringLiteral("reason"), reason}};
    // The event first: a deletion nobody can account for must not happen.
    if (const Result<qint64> row = log.append(e); !row.ok())
        return Status::failure(
            Texts::tr("the deletion could not be audit-logged, so the recording stays: %1").arg(row.error()));
    // unlink(): a name, never what a link would point to.
    if (c.actualBytes >= 0 && ::unlink(path.constData()) != 0)
        return Status::failure(
            Texts::tr("the deletion of recording %1 is audited but %2 could not be removed")
                .arg(entry.seq)
                .arg(entry.summary.path));
    return Ok{};
}

QList<RecordingEntry> recordingsEndedBefore(const QList<RecordingEntry> &all, const QDateTime &endedBefore)
{
    QList<RecordingEntry> out;
    for (const RecordingEntry &e : all)
        if (e.deletedSeq == 0 && e.summary.ended.isValid() && e.summary.ended < endedBefore)
            out << e;
    return out;
}

RecordingCheck verifyRecording(const RecordingSummary &summary)
{
    RecordingCheck c;
    // Never follows a link, never waits on a FIFO or a device, never reads more than the file's size: an
    // audit event naming /dev/zero, a FIFO or a link costs nothing and matches nothing.
    const int fd = ::open(QFile::encodeName(summary.path).constData(),
                          O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int err = errno;
        c.problem =
            Texts::tr("cannot read %1: %2").arg(summary.path, QString::fromLocal8Bit(std::strerror(err)));
        if (err == ELOOP) {
            c.actualBytes = 0;
            c.problem = Texts::tr("%1 is a symbolic link, not a recording").arg(summary.path);
        }
        return c;
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        c.actualBytes = 0;
        c.problem = Texts::tr("%1 is not a regular file").arg(summary.path);
        return c;
    }
    c.actualBytes = qint64(st.st_size);
    if (c.actualBytes != summary.bytes) {
        ::close(fd);
        c.problem = Texts::tr("%1 bytes, the audit log says %2").arg(c.actualBytes).arg(summary.bytes);
        return c;
    }
    QCryptographicHash h(QCryptographicHash::Sha256);
    char buf[64 * 1024];
    qint64 left = c.actualBytes;
    while (left > 0) {
        const ssize_t n = ::read(fd, buf, std::size_t(std::min<qint64>(left, qint64(sizeof buf))));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        h.addData(QByteArrayView(buf, n));
        left -= n;
    }
    ::close(fd);
    if (left != 0) {
        c.problem = Texts::tr("cannot read %1 to its end").arg(summary.path);
        return c;
    }
    c.actualSha256 = h.result().toHex();
    if (c.actualSha256 != summary.sha256.toLower()) {
        c.problem = Texts::tr("SHA-256 %1 differs from the audit log's %2: the recording was changed")
                        .arg(QString::fromLatin1(c.actualSha256), QString::fromLatin1(summary.sha256));
        return c;
    }
    c.intact = true;
    return c;
}

} // namespace cg::terminal
