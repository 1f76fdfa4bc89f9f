// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the netlab and server tests do to processes and loopback ports: the agents of one namespace killed
// (a node falling silent), a free loopback port for a server the test starts, and a plain GET of a
// loopback HTTP server (Prometheus, Alertmanager, our /metrics).

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QString>
#include <QTcpServer>
#include <QTcpSocket>

#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace cg::testlab {

// Kills (SIGKILL) the telemetry agents running in network namespace `netns`; returns how many (-1: no such
// namespace).
inline int killAgentsIn(const QString &netns)
{
    struct stat ns
    {
    };
    if (::stat(("/run/netns/" + netns.toUtf8()).constData(), &ns) != 0)
        return -1;
    const QString want = QStringLiteral("net:[%1]").arg(quint64(ns.st_ino));
    int killed = 0;
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool numeric = false;
        const int p = pid.toInt(&numeric);
        if (!numeric)
            continue;
        QFile cmd(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!cmd.open(QIODevice::ReadOnly))
            continue;
        const QList<QByteArray> argv = cmd.readAll().split('\0');
        if (argv.size() < 2 || !argv.at(0).endsWith("clustergate-agent") || argv.at(1) != "telemetry")
            continue;
        char buf[64] = {};
        const QByteArray link = QStringLiteral("/proc/%1/ns/net").arg(pid).toUtf8();
        const ssize_t n = ::readlink(link.constData(), buf, sizeof buf - 1);
        if (n > 0 && QString::fromLatin1(buf, int(n)) == want && ::kill(p, SIGKILL) == 0)
            ++killed;
    }
    return killed;
}

// A loopback port free at the moment of asking.
inline quint16 freePort()
{
    QTcpServer s;
    return s.listen(QHostAddress::LocalHost, 0) ? s.serverPort() : 0;
}

// GET on loopback: the body (empty when nothing answers). HTTP/1.0, so that the answer is never chunked
// (Go's servers chunk a body over 2 KiB for HTTP/1.1).
inline QByteArray httpGet(quint16 port, const QByteArray &path)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(3000))
        return {};
    s.write("GET " + path + " HTTP/1.0\r\nHost: localhost\r\n\r\n");
    QByteArray got;
    while (s.waitForReadyRead(5000))
        got += s.readAll();
    const qsizetype body = got.indexOf("\r\n\r\n");
    return body < 0 ? QByteArray() : got.mid(body + 4);
}

} // namespace cg::testlab
