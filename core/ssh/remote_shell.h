// SPDX-License-Identifier: GPL-3.0-or-later
// One short shell command on a session, run to completion on the engine's thread, its output collected.
#pragma once

#include "ssh/ssh_engine.h"

#include <QCoreApplication>

namespace cg::ssh {

// What a node sends into one buffer is kept up to a limit per use, so that a runaway or hostile command
// (`head -c 1G /dev/zero`) cannot fill the console's memory.
constexpr qsizetype kMaxNodeOutput = 16 * 1024 * 1024;

// Appends to `buffer` until it holds `cap` bytes; false once bytes had to be dropped.
bool appendCapped(QByteArray &buffer, const char *data, std::size_t size, qsizetype cap = kMaxNodeOutput);

struct ShellResult
{
    QByteArray out;
    QByteArray err;
    int status = -1;
    SshError error;          // the connection's or the channel's; a timeout when it did not finish in time
    bool overflowed = false; // stdout or stderr passed the limit: the command was stopped
    bool ok() const { return error.ok() && status == 0; }
};

class RemoteShell
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::RemoteShell)

public:
    // Connects `target` first if needed. stdin is closed at once. Output past `maxOutput` (stdout or
    // stderr) stops the command with an error.
    static ShellResult run(Engine &engine, Session *target, const QByteArray &script, int timeoutMs,
                           qsizetype maxOutput = kMaxNodeOutput);
    // The error for output past the limit, for every use that keeps a node's output.
    static QString tooMuchOutput(qsizetype cap = kMaxNodeOutput);
    // 'it'\''s' quoting for a POSIX shell.
    static QByteArray quote(const QString &s);
};

} // namespace cg::ssh
