// SPDX-License-Identifier: GPL-3.0-or-later
// Exec: one command on a session channel, with streamed stdin, stdout and stderr, and its exit status.
#include "common/logging.h"
#include "ssh/ssh_engine_p.h"

#include <QDateTime>

#include <algorithm>
#include <unistd.h>

namespace cg::ssh {

using namespace detail;

namespace {

// The jump hosts a session goes through, first hop first.
QStringList hopChain(const Session *s)
{
    QStringList out;
    for (const Session *p = s->via(); p; p = p->via()) {
        const Endpoint &e = p->options().endpoint;
        out.prepend(QStringLiteral("%1@%2:%3").arg(e.user, e.host).arg(e.port));
    }
    return out;
}

// What the audit log records for a channel: its command, or that it was an interactive shell.
QByteArray auditedCommand(const QByteArray &command, bool pty)
{
    if (!pty || !command.isEmpty())
        return command;
    return QByteArrayLiteral("(interactive shell)");
}

} // namespace

Exec::Exec(Session *session, const QByteArray &command, ExecCallbacks callbacks)
    : m_session(session), m_command(command), m_callbacks(std::move(callbacks)), d(std::make_unique<Impl>())
{
}

Exec::~Exec()
{
    if (d->ch)
        libssh2_channel_free(d->ch);
}

void Exec::write(const QByteArray &data)
{
    if (!d->stdinClosed)
        d->stdinData.append(data);
}

void Exec::closeStdin()
{
    d->stdinClosed = true;
}

std::size_t Exec::stdinPending() const
{
    return std::size_t(d->stdinData.size());
}

void Exec::resizePty(int cols, int rows)
{
    if (!d->pty || cols < 1 || rows < 1)
        return;
    d->ptyOptions.cols = cols;
    d->ptyOptions.rows = rows;
    d->resizePending = d->ptyRequested;
}

bool Exec::hasPty() const
{
    return d->pty;
}

void Exec::fail(FailureKind kind, const QString &message)
{
    m_error = SshError{kind, m_session->options().hop, m_session->options().endpoint.displayName(), message};
    m_finished = true;
    // A command that started is audited whatever became of it.
    if (d->startedMs > 0) {
        if (AuditSink *audit = m_session->m_engine->m_audit) {
            const Endpoint &ep = m_session->options().endpoint;
            audit->remoteCommand(RemoteCommandRecord{
                ep.host, QString::fromUtf8(m_session->d->user), auditedCommand(m_command, d->pty),
                d->startedMs, QDateTime::currentMSecsSinceEpoch(), -1, message, hopChain(m_session)});
        }
    }
    d->phase = Impl::Phase::Done;
    // An open or a half-sent operation of ours stays with the session: Engine::release hands it over.
}

bool Exec::step()
{
    if (m_finished)
        return false;
    Session::Impl &sd = *m_session->d;
    if (m_session->state() == Session::State::Failed || m_session->state() == Session::State::Closed) {
        const SshError &e = m_session->error();
        fail(e.kind == FailureKind::None ? FailureKind::Closed : e.kind,
             e.message.isEmpty() ? tr("the connection was closed") : e.message);
        m_error.hop = e.hop;
        return true;
    }
    if (!m_session->isReady())
        return false;
    if (sd.blockedOp && sd.blockedOp != this)
        return false;
    const auto blocked = [&](void) {
        sd.blockedOp =
            (libssh2_session_block_directions(sd.s) & LIBSSH2_SESSION_BLOCK_OUTBOUND) ? this : nullptr;
        return sd.moved;
    };
    bool progress = false;
    switch (d->phase) {
    case Impl::Phase::Open: {
        if (sd.openOwner && sd.openOwner != this)
            return false;
        sd.openOwner = this;
        d->ch = libssh2_channel_open_session(sd.s);
        if (!d->ch) {
            if (libssh2_session_last_errno(sd.s) == LIBSSH2_ERROR_EAGAIN)
                return blocked();
            sd.openOwner = nullptr;
            fail(FailureKind::Channel, tr("cannot open a session channel: %1").arg(lastError(sd.s)));
            return true;
        }
        sd.openOwner = nullptr;
        sd.blockedOp = nullptr;
        d->phase = Impl::Phase::Start;
        d->startedMs = QDateTime::currentMSecsSinceEpoch();
        return true;
    }
    case Impl::Phase::Start: {
        if (d->pty && !d->ptyRequested) {
            const PtyOptions &po = d->ptyOptions;
            const int prc = libssh2_channel_request_pty_ex(
                d->ch, po.term.constData(), unsigned(po.term.size()), nullptr, 0, po.cols, po.rows, 0, 0);
            if (prc == LIBSSH2_ERROR_EAGAIN)
                return blocked();
            sd.blockedOp = nullptr;
            if (prc != 0) {
                fail(FailureKind::Channel, tr("the server refused a terminal: %1").arg(lastError(sd.s)));
                return true;
            }
            d->ptyRequested = true;
            return true;
        }
        if (d->pty && d->envSent < d->ptyOptions.env.size()) {
            const auto &[name, value] = d->ptyOptions.env[d->envSent];
            const int erc = libssh2_channel_setenv_ex(d->ch, name.constData(), unsigned(name.size()),
                                                      value.constData(), unsigned(value.size()));
            if (erc == LIBSSH2_ERROR_EAGAIN)
                return blocked();
            sd.blockedOp = nullptr;
            // A server that declines (no AcceptEnv) leaves the variable unset, as with OpenSSH's client.
            if (erc != 0 && erc != LIBSSH2_ERROR_CHANNEL_REQUEST_DENIED) {
                fail(FailureKind::Channel,
                     tr("the server failed a terminal setting: %1").arg(lastError(sd.s)));
                return true;
            }
            ++d->envSent;
            return true;
        }
        const bool shell = d->pty && m_command.isEmpty();
        const int rc = shell ? libssh2_channel_process_startup(d->ch, "shell", 5, nullptr, 0)
                             : libssh2_channel_process_startup(d->ch, "exec", 4, m_command.constData(),
                                                               unsigned(m_command.size()));
        if (rc == LIBSSH2_ERROR_EAGAIN)
            return blocked();
        sd.blockedOp = nullptr;
        if (rc != 0) {
            fail(FailureKind::Channel, tr("the server refused to run the command: %1").arg(lastError(sd.s)));
            return true;
        }
        d->phase = Impl::Phase::Running;
        return true;
    }
    case Impl::Phase::Running: {
        if (d->resizePending) {
            const PtyOptions &po = d->ptyOptions;
            const int rc = libssh2_channel_request_pty_size_ex(d->ch, po.cols, po.rows, 0, 0);
            if (rc == LIBSSH2_ERROR_EAGAIN) {
                blocked();
                if (sd.blockedOp == this)
                    return progress;
            } else {
                d->resizePending = false;
                progress = true;
            }
        }
        if (m_callbacks.stdinWanted && !d->stdinClosed && std::size_t(d->stdinData.size()) < kStdinLowWater)
            m_callbacks.stdinWanted();
        if (!d->stdinData.isEmpty()) {
            const ssize_t n =
                libssh2_channel_write(d->ch, d->stdinData.constData(), std::size_t(d->stdinData.size()));
            if (n > 0) {
                d->stdinData.consume(qsizetype(n));
                sd.blockedOp = nullptr;
                progress = true;
            } else if (n == LIBSSH2_ERROR_EAGAIN) {
                if (blocked() && sd.blockedOp == this)
                    return true;
                if (sd.blockedOp == this)
                    return false;
            } else {
                // The command stopped reading (it exited): drop the rest, keep reading its output.
                d->stdinData.clear();
                d->stdinClosed = true;
                d->eofSent = true;
            }
        }
        if (d->stdinClosed && d->stdinData.isEmpty() && !d->eofSent) {
            const int rc = libssh2_channel_send_eof(d->ch);
            if (rc == LIBSSH2_ERROR_EAGAIN) {
                blocked();
                if (sd.blockedOp == this)
                    return progress;
            } else {
                d->eofSent = true;
                progress = true;
            }
        }
        if (m_callbacks.outputPaused && m_callbacks.outputPaused())
            return progress; // read again (and look for the end) once the reader caught up
        char buf[kReadChunk];
        bool drained = true;
        for (int stream : {0, SSH_EXTENDED_DATA_STDERR}) {
            for (;;) {
                const ssize_t n = libssh2_channel_read_ex(d->ch, stream, buf, sizeof buf);
                if (n > 0) {
                    const auto &cb = stream == 0 ? m_callbacks.stdoutData : m_callbacks.stderrData;
                    if (cb)
                        cb(buf, std::size_t(n));
                    progress = true;
                    continue;
                }
                if (n == LIBSSH2_ERROR_EAGAIN) {
                    drained = false;
                    blocked();
                    if (sd.blockedOp == this)
                        return progress;
                } else if (n < 0) {
                    fail(FailureKind::Closed,
                         tr("the connection broke while the command ran: %1").arg(lastError(sd.s)));
                    return true;
                }
                break;
            }
        }
        if (libssh2_channel_eof(d->ch) && (drained || true)) {
            d->phase = Impl::Phase::Closing;
            progress = true;
        }
        return progress;
    }
    case Impl::Phase::Closing: {
        const int rc = libssh2_channel_close(d->ch);
        if (rc == LIBSSH2_ERROR_EAGAIN)
            return blocked();
        sd.blockedOp = nullptr;
        d->phase = Impl::Phase::WaitClosed;
        return true;
    }
    case Impl::Phase::WaitClosed: {
        const int rc = libssh2_channel_wait_closed(d->ch);
        if (rc == LIBSSH2_ERROR_EAGAIN)
            return blocked();
        sd.blockedOp = nullptr;
        if (rc != 0) {
            // Without the close there may be no exit status: never report a broken link as success.
            fail(
                FailureKind::Closed,
                tr("the connection broke before the command's exit status arrived: %1").arg(lastError(sd.s)));
            return true;
        }
        char *sig = nullptr;
        std::size_t siglen = 0;
        libssh2_channel_get_exit_signal(d->ch, &sig, &siglen, nullptr, nullptr, nullptr, nullptr);
        if (sig && siglen) {
            m_exitSignal = QString::fromLatin1(sig, int(siglen));
            m_exitStatus = -1;
        } else {
            m_exitStatus = libssh2_channel_get_exit_status(d->ch);
        }
        if (sig)
            libssh2_free(sd.s, sig);
        libssh2_channel_free(d->ch);
        d->ch = nullptr;
        d->phase = Impl::Phase::Done;
        m_finished = true;
        if (AuditSink *audit = m_session->m_engine->m_audit) {
            const Endpoint &ep = m_session->options().endpoint;
            audit->remoteCommand(RemoteCommandRecord{
                ep.host, QString::fromUtf8(sd.user), auditedCommand(m_command, d->pty), d->startedMs,
                QDateTime::currentMSecsSinceEpoch(), m_exitStatus,
                m_exitSignal.isEmpty() ? QString() : tr("killed by signal %1").arg(m_exitSignal),
                hopChain(m_session)});
        }
        return true;
    }
    case Impl::Phase::Done:
        return false;
    }
    return progress;
}

std::vector<std::pair<QByteArray, QByteArray>> PtyOptions::localeEnvironment()
{
    std::vector<std::pair<QByteArray, QByteArray>> out;
    const auto locale = [](const QByteArray &v) {
        return !v.isEmpty() && v.size() <= 64 && std::all_of(v.begin(), v.end(), [](char c) {
            return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
                   c == '.' || c == '@' || c == '-';
        });
    };
    for (char **e = environ; *e && out.size() < 16; ++e) {
        const QByteArray entry(*e);
        const qsizetype eq = entry.indexOf('=');
        if (eq <= 0)
            continue;
        const QByteArray name = entry.left(eq), value = entry.mid(eq + 1);
        const bool wanted = name == "LANG" || (name.startsWith("LC_") && name.size() <= 24 &&
                                               std::all_of(name.begin() + 3, name.end(), [](char c) {
                                                   return (c >= 'A' && c <= 'Z') || c == '_';
                                               }));
        if (wanted && locale(value))
            out.emplace_back(name, value);
    }
    return out;
}

} // namespace cg::ssh
