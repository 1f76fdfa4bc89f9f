// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH test network (netlab.sh) seen from a test: bring it up, move this process into the client
// namespace, and tear it down. Header-only: each test binary that needs it includes it.
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

namespace cg::test {

class NetLab
{
public:
    ~NetLab() { down(); }

    // Returns an empty string on success, else why the lab cannot run here (the test then skips loudly).
    // `nodes` node addresses (200 to 1,000; more than 200 only where a benchmark needs them).
    QString up(int nodes = 200)
    {
        m_dir.setAutoRemove(true);
        QProcess p;
        // The lab belongs to this process: a later `up` tears it down if this process dies without `down`.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("NETLAB_OWNER_PID"), QString::number(QCoreApplication::applicationPid()));
        env.insert(QStringLiteral("NETLAB_NODES"), QString::number(nodes));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_NETLAB_SCRIPT), {QStringLiteral("up"), m_dir.path()});
        if (!p.waitForFinished(120000))
            return QStringLiteral("netlab.sh did not finish");
        const QString err = QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
        if (p.exitCode() == 77)
            return err;
        if (p.exitCode() != 0)
            return QStringLiteral("FAILED:") + err;
        for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
            const int eq = line.indexOf('=');
            if (eq > 0)
                m_values.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
        }
        m_up = true;
        return {};
    }

    // Moves the calling thread (and threads and processes it starts later) into the client namespace,
    // which can reach bastion1 only and has no route out of the machine.
    bool enterClientNamespace()
    {
        const QByteArray path = "/run/netns/" + value("NS_CLIENT").toUtf8();
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return false;
        const bool ok = ::setns(fd, CLONE_NEWNET) == 0;
        ::close(fd);
        return ok;
    }

    void down()
    {
        if (!m_up)
            return;
        QProcess::execute(QStringLiteral(CLUSTERGATE_NETLAB_SCRIPT), {QStringLiteral("down"), m_dir.path()});
        m_up = false;
    }

    // The lab's node addresses (NODES_COUNT of them), in order.
    QStringList nodeAddresses() const
    {
        QFile f(value("NODES_FILE"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QStringList out;
        for (const QByteArray &line : f.readAll().split('\n'))
            if (!line.trimmed().isEmpty())
                out << QString::fromLatin1(line.trimmed());
        return out;
    }

    QString value(const char *key) const { return m_values.value(QString::fromLatin1(key)); }
    QString file(const QString &name) const { return QDir(m_dir.path()).filePath(name); }
    QString dir() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
    QHash<QString, QString> m_values;
    bool m_up = false;
};

} // namespace cg::test
