// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH layer's audit sink, written to the audit log: every remote command the console runs becomes an
// "ssh.command" row (host, user, command with secret-looking values masked, times, exit status).
//
// Threads: remoteCommand() is called on the SSH I/O thread, while the database (and so the AuditLog) is
// used on the thread this object lives on. Records are queued under a mutex and appended on this object's
// thread by one queued flush, in batches (one transaction for everything that arrived meanwhile). One
// connection on one thread keeps SQLite's and the chain's ordering simple; a second connection would have
// to serialise on the chain's head anyway. The sink must outlive every SshService it is given to, and its
// thread needs an event loop; the destructor writes what is still queued.
#pragma once

#include "ssh/ssh_engine.h"

#include <QMutex>
#include <QObject>

namespace cg::ledger {

class AuditLog;

class AuditLogSink : public QObject, public cg::ssh::AuditSink
{
    Q_OBJECT

public:
    // `actor`: who the console runs as (the person at the keyboard).
    AuditLogSink(AuditLog &log, QString actor, QObject *parent = nullptr);
    ~AuditLogSink() override;

    void remoteCommand(const cg::ssh::RemoteCommandRecord &record) override; // any thread

    // Appends what is queued now (on this object's thread). Returns how many rows were written.
    int flush();
    int failures() const; // batches that could not be written (logged as warnings)

    // The command as recorded: values of options and variables named like secrets are masked.
    static QString redactCommand(const QByteArray &command);

private:
    AuditLog &m_log;
    QString m_actor;
    mutable QMutex m_mutex;
    QList<cg::ssh::RemoteCommandRecord> m_queue;
    bool m_flushScheduled = false;
    int m_failures = 0;
};

} // namespace cg::ledger
