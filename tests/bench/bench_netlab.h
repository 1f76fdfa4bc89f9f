// SPDX-License-Identifier: GPL-3.0-or-later
// What the netlab benchmarks share (bench_fleet_ssh, bench_serve): the lab with its 200 to 1,000 nodes behind
// one bastion, waiting in the event loop, a process's CPU and memory from /proc, and the plain fleet
// (FleetSession on one ConnectionHub) streaming N nodes over a steady window, the anchor the others are
// measured against. Header-only: each benchmark that needs it includes it.
#pragma once

#include "agent/fleet_session.h"
#include "netlab/netlab.h"
#include "ssh/connection_hub.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <set>
#include <sys/resource.h>
#include <unistd.h>

namespace cg::benchlab {

inline cg::test::NetLab lab;
constexpr int kIntervalMs = 1000;

inline void waitMs(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

inline bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        waitMs(50);
    }
    return true;
}

inline QString nodeAddress(int i)
{
    static const QStringList all = lab.nodeAddresses();
    return all.value(i);
}

inline double selfCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// A "Name:  N kB" field of /proc/PID/FILE, in kB.
inline qint64 statusKb(const QString &pid, const char *field, const char *file = "status")
{
    QFile f(QStringLiteral("/proc/%1/%2").arg(pid, QLatin1String(file)));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

// CPU seconds (user + system) of one process from /proc/PID/stat.
inline double procCpuSeconds(const QString &pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray s = f.readAll();
    const QList<QByteArray> rest = s.mid(s.lastIndexOf(')') + 2).split(' ');
    // rest[0] is field 3 (state): utime is field 14, stime field 15.
    return double(rest.value(11).toLongLong() + rest.value(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

// The descendants of `root` (default: this process), e.g. the ssh -J processes and the ssh -W each starts.
inline QStringList descendants(const QString &root = QString::number(getpid()))
{
    std::set<QString> tree{root};
    QStringList found;
    bool grew = true;
    const QStringList all = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    QHash<QString, QString> parent;
    for (const QString &pid : all) {
        bool ok = false;
        pid.toInt(&ok);
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray s = f.readAll();
        parent.insert(pid, QString::fromLatin1(s.mid(s.lastIndexOf(')') + 2).split(' ').value(1)));
    }
    while (grew) {
        grew = false;
        for (auto it = parent.constBegin(); it != parent.constEnd(); ++it) {
            if (!tree.count(it.key()) && tree.count(it.value())) {
                tree.insert(it.key());
                found << it.key();
                grew = true;
            }
        }
    }
    return found;
}

struct Figures
{
    double cpuPercent = 0;
    double rssMb = 0; // resident pages summed over the processes (shared libraries counted in each)
    double pssMb = 0; // proportional: a page shared by k processes counts 1/k in each
    double samplesPerSec = 0;
    int tcpConnections = 0;
    int gaps = 0;      // gapStarted() during the window, plus samples whose seq skipped one or more
    int nodesUp = 0;   // nodes streaming when the window began
    double upSecs = 0; // from start() until every node had sent two samples
};

// CPU (% of one core) of `pids` over the window, and their largest RSS and PSS sampled once a second.
// `self`: this process is one of them (its CPU from getrusage, finer than /proc's ticks).
inline Figures measurePids(int windowMs, const std::function<quint64()> &samples, const QStringList &pids,
                           bool self)
{
    double cpu0 = self ? selfCpuSeconds() : 0;
    for (const QString &k : pids)
        cpu0 += procCpuSeconds(k);
    const quint64 s0 = samples ? samples() : 0;
    QElapsedTimer t;
    t.start();
    double rss = 0, pss = 0;
    while (t.elapsed() < windowMs) {
        waitMs(1000);
        QStringList all = pids;
        if (self)
            all << QString::number(getpid());
        qint64 kb = 0, pkb = 0;
        for (const QString &k : std::as_const(all)) {
            kb += statusKb(k, "VmRSS:");
            pkb += statusKb(k, "Pss:", "smaps_rollup");
        }
        rss = std::max(rss, double(kb) / 1024.0);
        pss = std::max(pss, double(pkb) / 1024.0);
    }
    double cpu1 = self ? selfCpuSeconds() : 0;
    for (const QString &k : pids)
        cpu1 += procCpuSeconds(k);
    const double secs = double(t.nsecsElapsed()) / 1e9;
    Figures f;
    f.cpuPercent = 100.0 * (cpu1 - cpu0) / secs;
    f.rssMb = rss;
    f.pssMb = pss;
    f.samplesPerSec = samples ? double(samples() - s0) / secs : 0;
    return f;
}

// This process, with its descendants when `withChildren`.
inline Figures measure(int windowMs, const std::function<quint64()> &samples, bool withChildren)
{
    return measurePids(windowMs, samples, withChildren ? descendants() : QStringList(), true);
}

inline cg::ssh::Endpoint endpoint(const QString &host)
{
    cg::ssh::Endpoint e;
    e.host = host;
    e.user = QStringLiteral("root");
    e.identityFiles = {lab.file(QStringLiteral("id_ed25519"))};
    return e;
}

// The plain fleet: FleetSession streaming nodes 0..n-1 behind BASTION1 at kIntervalMs, measured in this
// process over `windowMs` once every node has sent two samples. `during` starts extra work once every stream
// is up; the window then lasts until `busy` is false too. Without a hub given: one of its own for this run.
inline Figures streamFleet(int n, int windowMs, const QString &agent, cg::ssh::ConnectionHub *hub = nullptr,
                           const std::function<void()> &during = {}, const std::function<bool()> &busy = {})
{
    std::unique_ptr<cg::ssh::ConnectionHub> ownHub =
        hub ? nullptr : std::make_unique<cg::ssh::ConnectionHub>();
    std::unique_ptr<cg::FleetSession> owned = std::make_unique<cg::FleetSession>(hub ? hub : ownHub.get());
    cg::FleetSession &fleet = *owned;
    quint64 samples = 0;
    QHash<QString, int> perNode;
    QHash<QString, quint64> lastSeq;
    int tcp = -1, statsAnswers = 0, gaps = 0;
    bool counting = false;
    QObject::connect(&fleet, &cg::FleetSession::sampleReceived,
                     [&](const QString &id, const cg::proto::Sample &s) {
                         ++samples;
                         ++perNode[id];
                         const auto it = lastSeq.find(id);
                         if (counting && it != lastSeq.end() && s.seq != it.value() + 1)
                             ++gaps;
                         lastSeq[id] = s.seq;
                     });
    QObject::connect(&fleet, &cg::FleetSession::gapStarted, [&](const QString &, qint64, const QString &why) {
        if (counting) {
            ++gaps;
            std::fprintf(stderr, "  gap: %s\n", qPrintable(why));
        }
    });
    QObject::connect(&fleet, &cg::FleetSession::stats, [&](int t, int, int) {
        tcp = t;
        ++statsAnswers;
    });
    QList<cg::FleetNode> nodes;
    for (int i = 0; i < n; ++i) {
        cg::FleetNode node;
        node.id = QStringLiteral("n%1").arg(i);
        node.plan.jumps = {endpoint(lab.value("BASTION1"))};
        node.plan.target = endpoint(nodeAddress(i));
        nodes << node;
    }
    cg::FleetOptions o;
    o.base.knownHostsFile = lab.file(QStringLiteral("known_hosts"));
    o.base.useAgent = false;
    o.base.timeoutMs = 60000;
    o.localAgent = agent;
    o.intervalMs = kIntervalMs;
    o.pingIntervalMs = 2000;
    QElapsedTimer t;
    t.start();
    fleet.start(o, nodes);
    const bool up = waitFor(
        [&] {
            if (perNode.size() < n)
                return false;
            for (int c : std::as_const(perNode))
                if (c < 2)
                    return false;
            return true;
        },
        300000);
    const double upSecs = double(t.elapsed()) / 1000.0;
    const int nodesUp = int(perNode.size());
    std::printf("  ClusterGate: %d of %d nodes streaming after %.1f s (deploy check included)\n", nodesUp, n,
                upSecs);
    if (!up)
        std::fprintf(stderr, "  not every node came up; figures cover those that did\n");
    counting = true;
    if (during)
        during();
    Figures f = measure(
        windowMs, [&] { return samples; }, false);
    if (busy)
        waitFor([&] { return !busy(); }, 600000);
    counting = false;
    f.gaps = gaps;
    f.nodesUp = nodesUp;
    f.upSecs = upSecs;
    fleet.requestStats();
    waitFor([&] { return statsAnswers > 0; }, 10000);
    f.tcpConnections = tcp;
    fleet.stopAll();
    waitMs(3000);
    return f;
}

} // namespace cg::benchlab
