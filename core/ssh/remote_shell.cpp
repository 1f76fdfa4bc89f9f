// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/remote_shell.h"

namespace cg::ssh {

ShellResult RemoteShell::run(Engine &engine, Session *target, const QByteArray &script, int timeoutMs)
{
    ShellResult r;
    Exec *e = engine.exec(target, script,
                          ExecCallbacks{[&](const char *p, std::size_t n) { r.out.append(p, qsizetype(n)); },
                                        [&](const char *p, std::size_t n) { r.err.append(p, qsizetype(n)); },
                                        {}});
    e->closeStdin();
    engine.runUntil([e] { return e->isFinished(); }, timeoutMs);
    r.status = e->isFinished() ? e->exitStatus() : -1;
    r.error = e->error();
    if (!e->isFinished())
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
