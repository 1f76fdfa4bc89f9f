// SPDX-License-Identifier: GPL-3.0-or-later
// What live telemetry from 200 nodes costs the console (netlab, needs root), against an anchor measured in
// the same run on the same namespaces:
//   ours:   FleetSession, 200 node sessions and telemetry channels over ONE bastion connection
//   anchor: the same 200 agent streams, each through its own `ssh -J` process (and the `ssh -W` it starts
//           for the jump), decoded by this process
// Reported: CPU in % of one core and resident memory, both over a steady window once every stream is up,
// samples per second, and TCP connections to the bastion. No goal is asserted; the figures are printed.
#include "agent/fleet_session.h"
#include "netlab/netlab.h"
#include "protocol/frame.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <set>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

namespace {

cg::test::NetLab lab;
constexpr int kIntervalMs = 1000;

void waitMs(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool waitFor(const std::function<bool()> &done, int timeoutMs)
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

QString nodeAddress(int i)
{
    const QStringList b = lab.value("NODES_FIRST").split(QLatin1Char('.'));
    return QStringLiteral("%1.%2.%3.%4").arg(b[0], b[1], b[2]).arg(b[3].toInt() + i);
}

double selfCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// A "Name:  N kB" field of /proc/PID/FILE, in kB.
qint64 statusKb(const QString &pid, const char *field, const char *file = "status")
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
double procCpuSeconds(const QString &pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray s = f.readAll();
    const QList<QByteArray> rest = s.mid(s.lastIndexOf(')') + 2).split(' ');
    // rest[0] is field 3 (state): utime is field 14, stime field 15.
    return double(rest.value(11).toLongLong() + rest.value(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

// This process's descendants (the ssh -J processes and the ssh -W each starts).
QStringList descendants()
{
    std::set<QString> tree{QString::number(getpid())};
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
};

Figures measure(int windowMs, const std::function<quint64()> &samples, bool withChildren)
{
    const QStringList kids = withChildren ? descendants() : QStringList();
    double cpu0 = selfCpuSeconds();
    for (const QString &k : kids)
        cpu0 += procCpuSeconds(k);
    const quint64 s0 = samples();
    QElapsedTimer t;
    t.start();
    // RSS sampled through the window, the largest total kept.
    double rss = 0, pss = 0;
    while (t.elapsed() < windowMs) {
        waitMs(1000);
        QStringList pids = kids;
        pids << QString::number(getpid());
        qint64 kb = 0, pkb = 0;
        for (const QString &k : std::as_const(pids)) {
            kb += statusKb(k, "VmRSS:");
            pkb += statusKb(k, "Pss:", "smaps_rollup");
        }
        rss = std::max(rss, double(kb) / 1024.0);
        pss = std::max(pss, double(pkb) / 1024.0);
    }
    double cpu1 = selfCpuSeconds();
    for (const QString &k : kids)
        cpu1 += procCpuSeconds(k);
    const double secs = double(t.nsecsElapsed()) / 1e9;
    Figures f;
    f.cpuPercent = 100.0 * (cpu1 - cpu0) / secs;
    f.rssMb = rss;
    f.pssMb = pss;
    f.samplesPerSec = double(samples() - s0) / secs;
    return f;
}

cg::ssh::Endpoint endpoint(const QString &host)
{
    cg::ssh::Endpoint e;
    e.host = host;
    e.user = QStringLiteral("root");
    e.identityFiles = {lab.file(QStringLiteral("id_ed25519"))};
    return e;
}

Figures ours(int n, int windowMs, const QString &agent)
{
    cg::FleetSession fleet;
    quint64 samples = 0;
    QHash<QString, int> perNode;
    int tcp = -1, statsAnswers = 0;
    QObject::connect(&fleet, &cg::FleetSession::sampleReceived,
                     [&](const QString &id, const cg::proto::Sample &) {
                         ++samples;
                         ++perNode[id];
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
    std::printf("  ClusterGate: %d of %d nodes streaming after %.1f s (deploy check included)\n",
                int(perNode.size()), n, double(t.elapsed()) / 1000.0);
    if (!up)
        std::fprintf(stderr, "  not every node came up; figures cover those that did\n");
    Figures f = measure(
        windowMs, [&] { return samples; }, false);
    fleet.requestStats();
    waitFor([&] { return statsAnswers > 0; }, 10000);
    f.tcpConnections = tcp;
    fleet.stopAll();
    waitMs(3000);
    return f;
}

Figures anchor(int n, int windowMs)
{
    std::vector<std::unique_ptr<QProcess>> procs;
    std::vector<std::unique_ptr<cg::proto::FrameDecoder>> decoders;
    quint64 samples = 0;
    int streaming = 0;
    std::vector<bool> seen(std::size_t(n), false);
    QElapsedTimer t;
    t.start();
    const QByteArray remote = "exec \"$HOME/.cache/clustergate/clustergate-agent\" telemetry --format binary "
                              "--interval " +
                              QByteArray::number(kIntervalMs) + " --count 0";
    for (int i = 0; i < n; ++i) {
        auto p = std::make_unique<QProcess>();
        auto d = std::make_unique<cg::proto::FrameDecoder>(256 * 1024);
        QProcess *pp = p.get();
        cg::proto::FrameDecoder *dd = d.get();
        QObject::connect(pp, &QProcess::readyReadStandardOutput, [&, pp, dd, i] {
            const QByteArray b = pp->readAllStandardOutput();
            dd->feed(reinterpret_cast<const std::uint8_t *>(b.constData()), std::size_t(b.size()));
            while (auto ev = dd->next()) {
                if (ev->frame && ev->frame->type == cg::proto::FrameType::Sample) {
                    ++samples;
                    if (!seen[std::size_t(i)]) {
                        seen[std::size_t(i)] = true;
                        ++streaming;
                    }
                }
            }
        });
        p->start(QStringLiteral("ssh"),
                 {QStringLiteral("-F"), lab.file(QStringLiteral("ssh_config")), QStringLiteral("-T"),
                  QStringLiteral("-J"), lab.value("BASTION1"), nodeAddress(i), QString::fromUtf8(remote)});
        procs.push_back(std::move(p));
        decoders.push_back(std::move(d));
        // At most 8 connecting at a time, as our handshake throttle: 200 at once overrun the two cores
        // (and ssh's ConnectTimeout) and the bastion's MaxStartups.
        waitFor(
            [&] {
                int connecting = 0;
                for (std::size_t j = 0; j < procs.size(); ++j)
                    connecting += !seen[j] && procs[j]->state() != QProcess::NotRunning;
                return connecting < 8;
            },
            60000);
    }
    waitFor([&] { return streaming >= n; }, 120000);
    int reported = 0;
    for (std::size_t i = 0; i < procs.size() && reported < 3; ++i) {
        if (!seen[i]) {
            ++reported;
            std::fprintf(stderr, "  ssh -J to %s: %s\n", qPrintable(nodeAddress(int(i))),
                         procs[i]->readAllStandardError().trimmed().constData());
        }
    }
    std::printf("  ssh -J x %d: %d of %d streaming after %.1f s\n", n, streaming, n,
                double(t.elapsed()) / 1000.0);
    Figures f = measure(
        windowMs, [&] { return samples; }, true);
    f.tcpConnections = n;
    for (auto &p : procs)
        p->terminate();
    for (auto &p : procs)
        p->waitForFinished(10000);
    return f;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int n = args.size() > 1 ? args.at(1).toInt() : 200;
    const int windowMs = args.size() > 2 ? args.at(2).toInt() * 1000 : 20000;
    QString agent = qEnvironmentVariable("CLUSTERGATE_AGENT");
    if (agent.isEmpty())
        agent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
    const QString why = lab.up();
    if (!why.isEmpty()) {
        std::fprintf(stderr, "bench_fleet_ssh SKIPPED: %s\n", qPrintable(why));
        return why.startsWith(QLatin1String("FAILED:")) ? 1 : 0;
    }
    if (!lab.enterClientNamespace()) {
        std::fprintf(stderr, "cannot enter the client namespace\n");
        return 1;
    }
    std::printf("live telemetry, %d nodes behind one bastion, %d ms interval, %d s window:\n", n, kIntervalMs,
                windowMs / 1000);
    const Figures a = ours(n, windowMs, agent);
    const Figures b = anchor(n, windowMs);
    std::printf(
        "  ClusterGate: CPU %6.1f %% of one core, RSS %7.1f MB (PSS %7.1f MB), %6.1f samples/s, %d TCP "
        "connection(s)\n",
        a.cpuPercent, a.rssMb, a.pssMb, a.samplesPerSec, a.tcpConnections);
    std::printf(
        "  ssh -J x %d: CPU %6.1f %% of one core, RSS %7.1f MB (PSS %7.1f MB), %6.1f samples/s, %d TCP "
        "connections (console process + every ssh process)\n",
        n, b.cpuPercent, b.rssMb, b.pssMb, b.samplesPerSec, b.tcpConnections);
    std::printf("  ratio ours / ssh -J: CPU %.2fx, RSS %.2fx, PSS %.2fx\n", a.cpuPercent / b.cpuPercent,
                a.rssMb / b.rssMb, a.pssMb / b.pssMb);
    lab.down();
    return 0;
}
