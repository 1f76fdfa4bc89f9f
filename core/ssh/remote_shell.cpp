// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/remote_shell.h"

#include <algorithm>

namespace cg::ssh {

bool appendCapped(QByteArray &buffer, const char *data, std::size_t size, qsizetype cap)
{
    const qsizetype room = std::max<qsizetype>(0, cap - buffer.size());
    if (qsizetype(size) <= room) {
        buffer.append(data, qsizetype(size));
        return true;
    }
    buffer.append(data, room);
    return false;
}

QString RemoteShell::tooMuchOutput(qsizetype cap)
{
    return tr("the node sent more than %1 MiB of output; the command was stopped and the rest was dropped")
        .arg(double(cap) / (1024 * 1024), 0, 'f', cap % (1024 * 1024) ? 2 : 0);
}

ShellResult RemoteShell::run(Engine &engine, Session *target, const QByteArray &script, int timeoutMs,
                             qsizetype maxOutput)
{
    ShellResult r;
    Exec *e = engine.exec(
        target, script,
        ExecCallbacks{
            [&](const char *p, std::size_t n) { r.overflowed |= !appendCapped(r.out, p, n, maxOutput); },
            [&](const char *p, std::size_t n) { r.overflowed |= !appendCapped(r.err, p, n, maxOutput); },
            {}});
    e->closeStdin();
    engine.runUntil([e, &r] { return e->isFinished() || r.overflowed; }, timeoutMs);
    r.status = e->isFinished() ? e->exitStatus() : -1;
    r.error = e->error();
    if (r.overflowed)
        r.error = SshError{FailureKind::Channel, target->options().hop,
                           target->options().endpoint.displayName(), tooMuchOutput(maxOutput)};
    else if (!e->isFinished())
        r.error =
            SshError{FailureKind::Timeout, target->options().hop, target->options().endpoint.displayName(),
                     tr("the remote command did not finish in time")};
    engine.release(e);
    return r;
}

QByteArray RemoteShell::quote(const QString &s)
{
    QByteArray q = s.toUtf8();
    q.replace('\'', "'\\''");
    return '\'' + q + '\'';
}

} // namespace cg::ssh
