// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real `clustergate` binary on a profile, as a person at a terminal would (no display, no session
// bus, USER=li), and keeps its exit code and output: what every CLI integration test starts from.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace cg::test {

struct CliRun
{
    int code = -1; // -1: did not finish within 60 s; -2: crashed
    QByteArray out;
    QByteArray err;
    QByteArray all() const { return out + err; }
};

inline CliRun runConsole(const QString &profile, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLUSTERGATE_HOME"), profile);
    env.insert(QStringLiteral("USER"), QStringLiteral("li"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    CliRun r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace cg::test
