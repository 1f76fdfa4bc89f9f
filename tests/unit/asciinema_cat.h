// SPDX-License-Identifier: GPL-3.0-or-later
// `asciinema cat FILE` (Debian's asciinema 2.2) as an oracle for recordings: it opens /dev/tty (to put it in
// raw mode), so it runs in a session of its own with a fresh pseudo-terminal as its controlling terminal,
// while its stdout stays a pipe whose bytes are returned. Header-only, for tests.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>

#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>

namespace cg::test {

// stdout of `asciinema cat file`; a null array when it failed (its stderr is printed).
inline QByteArray asciinemaCat(const QString &file)
{
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0) {
        if (master >= 0)
            ::close(master);
        qWarning("no pseudo-terminal for asciinema cat");
        return {};
    }
    const QByteArray slave = ::ptsname(master);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONIOENCODING"), QStringLiteral("utf-8"));
    p.setProcessEnvironment(env);
    p.setChildProcessModifier([slave] {
        ::setsid();
        const int fd = ::open(slave.constData(), O_RDWR); // becomes the controlling terminal
        (void)fd;
    });
    p.start(QStringLiteral("asciinema"), {QStringLiteral("cat"), file});
    const bool finished = p.waitForFinished(120000);
    ::close(master);
    if (!finished || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("asciinema cat failed: %s", p.readAllStandardError().constData());
        return {};
    }
    QByteArray out = p.readAllStandardOutput();
    return out.isNull() ? QByteArray("") : out;
}

} // namespace cg::test
