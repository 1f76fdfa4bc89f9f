// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/audit_log_sink.h"

#include "ledger/audit_log.h"
#include "ledger/ledger_logging.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>

namespace cg::ledger {

AuditLogSink::AuditLogSink(AuditLog &log, QString actor, QObject *parent)
    : QObject(parent), m_log(log), m_actor(actor.isEmpty() ? QStringLiteral("system") : std::move(actor))
{
}

AuditLogSink::~AuditLogSink()
{
    flush();
}

void AuditLogSink::remoteCommand(const cg::ssh::RemoteCommandRecord &record)
{
    QMutexLocker lock(&m_mutex);
    m_queue << record;
    if (m_flushScheduled)
        return;
    m_flushScheduled = true;
    QMetaObject::invokeMethod(this, &AuditLogSink::flush, Qt::QueuedConnection);
}

int AuditLogSink::failures() const
{
    QMutexLocker lock(&m_mutex);
    return m_failures;
}

QString AuditLogSink::redactCommand(const QByteArray &command)
{
    static const QRegularExpression assignment(
        QStringLiteral("(\\b[\\w.-]*(?:pass(?:word|phrase|wd)?|secret|token|api[_-]?key)[\\w.-]*=)"
                       "(\"[^\"]*\"|'[^']*'|\\S+)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression option(
        QStringLiteral("((?:^|\\s)--?[\\w-]*(?:pass(?:word|phrase|wd)?|secret|token|api[_-]?key)[\\w-]*\\s+)"
                       "(\"[^\"]*\"|'[^']*'|\\S+)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression sshpass(QStringLiteral("(\\bsshpass\\s+-p\\s*)(\\S+)"));
    QString text = QString::fromUtf8(command);
    for (const QRegularExpression *re : {&assignment, &option, &sshpass})
        text.replace(*re, QStringLiteral("\\1***"));
    return text;
}

int AuditLogSink::flush()
{
    QList<cg::ssh::RemoteCommandRecord> batch;
    {
        QMutexLocker lock(&m_mutex);
        batch.swap(m_queue);
        m_flushScheduled = false;
    }
    if (batch.isEmpty())
        return 0;
    QList<AuditEvent> events;
    events.reserve(batch.size());
    for (const cg::ssh::RemoteCommandRecord &r : std::as_const(batch)) {
        QJsonObject details{{QStringLiteral("host"), r.host},
                            {QStringLiteral("user"), r.user},
                            {QStringLiteral("command"), redactCommand(r.command)},
                            {QStringLiteral("started_ms"), r.startedMs},
                            {QStringLiteral("ended_ms"), r.endedMs},
                            {QStringLiteral("exit_status"), r.exitStatus}};
        if (!r.error.isEmpty())
            details.insert(QStringLiteral("error"), r.error);
        if (!r.via.isEmpty())
            details.insert(QStringLiteral("via"), QJsonArray::fromStringList(r.via));
        events << AuditEvent{
            m_actor, QStringLiteral("ssh.command"), QStringLiteral("ssh:%1@%2").arg(r.user, r.host), details,
            r.endedMs > 0 ? QDateTime::fromMSecsSinceEpoch(r.endedMs, Qt::UTC) : QDateTime()};
    }
    const auto written = m_log.appendBatch(events);
    if (!written) {
        qCWarning(lcLedger) << "remote commands not written to the audit log:" << written.error();
        QMutexLocker lock(&m_mutex);
        ++m_failures;
        return 0;
    }
    return int(events.size());
}

} // namespace cg::ledger
