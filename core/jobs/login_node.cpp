// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/login_node.h"

#include "ssh/connection_hub.h"
#include "ssh/remote_shell.h"
#include "ssh/ssh_engine.h"

#include <QTimer>

namespace cg::jobs {

QString RemoteRun::problem(const QString &what) const
{
    if (!error.isEmpty())
        return QCoreApplication::translate("cg::jobs::SlurmBackend", "%1: %2").arg(what, error);
    const QString said = QString::fromUtf8(err).trimmed();
    if (!said.isEmpty())
        return QCoreApplication::translate("cg::jobs::SlurmBackend", "%1: %2").arg(what, said);
    return QCoreApplication::translate("cg::jobs::SlurmBackend", "%1: exit status %2").arg(what).arg(status);
}

// --- The SSH engine as a login node -----------------------------------------------------------------------

SshLoginNode::SshLoginNode(ssh::Engine &engine, ssh::Session *session) : m_engine(engine), m_session(session)
{
}

RemoteRun SshLoginNode::run(const QByteArray &command, const QByteArray &input, int timeoutMs)
{
    RemoteRun r;
    bool over = false; // output past ssh::kMaxNodeOutput: stopped
    ssh::Exec *e = m_engine.exec(
        m_session, command,
        ssh::ExecCallbacks{[&](const char *p, std::size_t n) { over |= !ssh::appendCapped(r.out, p, n); },
                           [&](const char *p, std::size_t n) { over |= !ssh::appendCapped(r.err, p, n); },
                           {}});
    if (!input.isEmpty())
        e->write(input);
    e->closeStdin();
    m_engine.runUntil([e, &over] { return e->isFinished() || over; }, timeoutMs);
    if (over)
        r.error = tr("%1: %2").arg(describe(), ssh::RemoteShell::tooMuchOutput());
    else if (!e->isFinished())
        r.error = tr("%1 did not answer within %2 s").arg(describe()).arg(timeoutMs / 1000);
    else if (!e->error().ok())
        r.error = e->error().describe();
    else if (!e->exitSignal().isEmpty())
        r.error = tr("the command was killed by signal %1 on %2").arg(e->exitSignal(), describe());
    r.status = e->isFinished() && !over ? e->exitStatus() : -1;
    m_engine.release(e);
    return r;
}

RemoteRun SshLoginNode::stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                               const std::function<bool()> &stop)
{
    RemoteRun r;
    ssh::Exec *e = m_engine.exec(
        m_session, command,
        ssh::ExecCallbacks{[&](const char *p, std::size_t n) { out(QByteArray(p, qsizetype(n))); },
                           [&](const char *p, std::size_t n) { ssh::appendCapped(r.err, p, n); },
                           {}});
    e->closeStdin();
    bool stopped = false;
    m_engine.runUntil(
        [&] {
            if (e->isFinished())
                return true;
            stopped = stop && stop();
            return stopped;
        },
        std::numeric_limits<int>::max());
    if (stopped) {
        r.status = 0; // the person asked to stop: not a failure
    } else {
        r.status = e->exitStatus();
        if (!e->error().ok())
            r.error = e->error().describe();
    }
    m_engine.release(e);
    return r;
}

QString SshLoginNode::describe() const
{
    const ssh::Endpoint &ep = m_session->options().endpoint;
    return ep.user.isEmpty() ? ep.displayName() : ep.user + QLatin1Char('@') + ep.displayName();
}

// --- A login node on the connection hub
// ---------------------------------------------------------------------

HubLoginNode::HubLoginNode(ssh::ConnectionHub &hub, ssh::ChainPlan plan, ssh::SessionOptions base)
    : m_hub(hub), m_plan(std::move(plan)), m_base(std::move(base))
{
}

RemoteRun HubLoginNode::run(const QByteArray &command, const QByteArray &input, int timeoutMs)
{
    RemoteRun r;
    bool over = false;
    ssh::ExecOptions o;
    o.timeoutMs = timeoutMs;
    std::unique_ptr<ssh::ExecRequest> e(m_hub.exec(m_plan, m_base, command, o));
    QObject::connect(e.get(), &ssh::ExecRequest::stdoutData, e.get(), [&](const QByteArray &d) {
        if (!ssh::appendCapped(r.out, d.constData(), std::size_t(d.size()))) {
            over = true;
            e->cancel();
        }
    });
    QObject::connect(e.get(), &ssh::ExecRequest::stderrData, e.get(), [&](const QByteArray &d) {
        if (!ssh::appendCapped(r.err, d.constData(), std::size_t(d.size()))) {
            over = true;
            e->cancel();
        }
    });
    if (!input.isEmpty())
        e->write(input);
    e->closeStdin();
    e->waitForFinished();
    const ssh::ExecResult &res = e->result();
    if (over)
        r.error = tr("%1: %2").arg(describe(), ssh::RemoteShell::tooMuchOutput());
    else if (res.error.kind == ssh::FailureKind::Timeout && res.error.hop == 0)
        r.error = tr("%1 did not answer within %2 s").arg(describe()).arg(timeoutMs / 1000);
    else if (!res.error.ok())
        r.error = res.error.describe();
    else if (res.cancelled)
        r.error = tr("cancelled");
    else if (!res.exitSignal.isEmpty())
        r.error = tr("the command was killed by signal %1 on %2").arg(res.exitSignal, describe());
    r.status = r.error.isEmpty() ? res.exitStatus : -1;
    return r;
}

RemoteRun HubLoginNode::stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                               const std::function<bool()> &stop)
{
    RemoteRun r;
    std::unique_ptr<ssh::ExecRequest> e(m_hub.exec(m_plan, m_base, command));
    QObject::connect(e.get(), &ssh::ExecRequest::stdoutData, e.get(), [&](const QByteArray &d) { out(d); });
    QObject::connect(e.get(), &ssh::ExecRequest::stderrData, e.get(), [&](const QByteArray &d) {
        ssh::appendCapped(r.err, d.constData(), std::size_t(d.size()));
    });
    e->closeStdin();
    bool stopped = false;
    QTimer poll;
    poll.setInterval(200);
    QObject::connect(&poll, &QTimer::timeout, e.get(), [&] {
        if (!stopped && stop && stop()) {
            stopped = true;
            e->cancel();
        }
    });
    poll.start();
    e->waitForFinished();
    if (stopped) {
        r.status = 0; // the person asked to stop: not a failure
        return r;
    }
    const ssh::ExecResult &res = e->result();
    r.status = res.exitStatus;
    if (!res.error.ok())
        r.error = res.error.describe();
    return r;
}

QString HubLoginNode::describe() const
{
    const ssh::Endpoint &ep = m_plan.target;
    return ep.user.isEmpty() ? ep.displayName() : ep.user + QLatin1Char('@') + ep.displayName();
}

} // namespace cg::jobs
