// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/local_backend.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSysInfo>

namespace cg::jobs {

namespace {

constexpr qsizetype kMaxOutput = 64 * 1024 * 1024;

void appendBounded(QByteArray &to, const QByteArray &more, bool &over)
{
    if (to.size() + more.size() > kMaxOutput) {
        over = true;
        return;
    }
    to += more;
}

} // namespace

RemoteRun LocalLoginNode::run(const QByteArray &command, const QByteArray &input, int timeoutMs)
{
    RemoteRun r;
    QProcess p;
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromUtf8(command)});
    if (!p.waitForStarted(10000)) {
        r.error = tr("/bin/sh did not start: %1").arg(p.errorString());
        return r;
    }
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    bool over = false;
    QElapsedTimer clock;
    clock.start();
    while (p.state() != QProcess::NotRunning) {
        p.waitForReadyRead(100);
        appendBounded(r.out, p.readAllStandardOutput(), over);
        appendBounded(r.err, p.readAllStandardError(), over);
        if (over || clock.elapsed() > timeoutMs) {
            p.kill();
            p.waitForFinished(5000);
            r.error = over ? tr("the command printed more than %1 MiB").arg(kMaxOutput >> 20)
                           : tr("this machine did not answer within %1 s").arg(timeoutMs / 1000);
            return r;
        }
    }
    p.waitForFinished(-1);
    appendBounded(r.out, p.readAllStandardOutput(), over);
    appendBounded(r.err, p.readAllStandardError(), over);
    if (p.exitStatus() == QProcess::CrashExit)
        r.error = tr("the command was killed on this machine");
    r.status = r.error.isEmpty() ? p.exitCode() : -1;
    return r;
}

RemoteRun LocalLoginNode::stream(const QByteArray &command,
                                 const std::function<void(const QByteArray &)> &out,
                                 const std::function<bool()> &stop)
{
    RemoteRun r;
    QProcess p;
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromUtf8(command)});
    if (!p.waitForStarted(10000)) {
        r.error = tr("/bin/sh did not start: %1").arg(p.errorString());
        return r;
    }
    p.closeWriteChannel();
    bool over = false;
    while (p.state() != QProcess::NotRunning) {
        p.waitForReadyRead(200);
        const QByteArray data = p.readAllStandardOutput();
        if (!data.isEmpty())
            out(data);
        appendBounded(r.err, p.readAllStandardError(), over);
        if (stop && stop()) {
            p.kill();
            p.waitForFinished(5000);
            r.status = 0; // the person asked to stop: not a failure
            return r;
        }
    }
    p.waitForFinished(-1);
    const QByteArray rest = p.readAllStandardOutput();
    if (!rest.isEmpty())
        out(rest);
    appendBounded(r.err, p.readAllStandardError(), over);
    r.status = p.exitStatus() == QProcess::CrashExit ? -1 : p.exitCode();
    return r;
}

QString LocalLoginNode::describe() const
{
    return tr("this machine (%1)").arg(QSysInfo::machineHostName());
}

} // namespace cg::jobs
