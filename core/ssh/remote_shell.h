// SPDX-License-Identifier: GPL-3.0-or-later
// One short shell command on a session, run to completion on the engine's thread, its output collected.
#pragma once

#include "ssh/ssh_engine.h"

#include <QCoreApplication>

namespace cg::ssh {

struct ShellResult
{
    QByteArray out;
    QByteArray err;
    int status = -1;
    SshError error; // the connection's or the channel's; a timeout when it did not finish in time
    bool ok() const { return error.ok() && status == 0; }
};

class RemoteShell
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::RemoteShell)

public:
    // Connects `target` first if needed. stdin is closed at once.
    static ShellResult run(Engine &engine, Session *target, const QByteArray &script, int timeoutMs);
    // 'it'\''s' quoting for a POSIX shell.
    static QByteArray quote(const QString &s);
};

} // namespace cg::ssh
