// SPDX-License-Identifier: GPL-3.0-or-later
// Dataset transfer throughput on the test network (tests/integration/netlab, needs root), each figure a
// ratio against OpenSSH measured in the same run through the same relay and jump host:
//   1. a relay that limits EACH TCP connection (default 40 Mbit/s, as a shaping middlebox does): the transfer
//      with 4 connections vs `scp -J` and `rsync -e 'ssh -J'` (goal: >= 3x scp's throughput);
//   2. the unlimited relay: the transfer vs `scp -J` (goal: >= 1.0x);
//   3. the transfer cut 5 times (every connection reset): the bytes sent again (goal: <= one chunk per
//      connection per cut).
// Usage: bench_transfer [SIZE_MIB (default 1024)] [MBIT_PER_CONNECTION (default 40)] [CHUNK_MIB (default 64)]
//                       [PARTS (default limited,open,cuts)] [CONNECTIONS (default 4)]
// PARTS picks the runs, to iterate on one (`bench_transfer 256 40 64 open`).
#include "netlab/netlab.h"
#include "ssh/connection_hub.h"
#include "transfer/transfer_engine.h"
#include "validation/link_relay.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QHash>
#include <QProcess>
#include <QRandomGenerator>

#include <cstdio>

#include <sys/resource.h>
#include <unistd.h>

using namespace cg;
using namespace cg::transfer;

namespace {

cg::test::NetLab lab;

double runTool(const QString &program, const QStringList &args)
{
    QElapsedTimer t;
    t.start();
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(3600 * 1000) || p.exitCode() != 0) {
        std::fprintf(stderr, "%s failed: %s\n", qPrintable(program), p.readAllStandardError().constData());
        return -1;
    }
    return double(t.nsecsElapsed()) / 1e9;
}

// The CPU seconds one transfer costs, split where they go: this process (the client, and the relay's
// thread), its child processes (scp and its ssh), and each lab sshd's whole tree (the bastion's and the
// node's servers and what they run). Other processes on the machine (a build) are not counted.
struct CpuSplit
{
    double client = 0, tools = 0, bastion = 0, node = 0;
    double total() const { return client + tools + bastion + node; }
    CpuSplit operator-(const CpuSplit &o) const
    {
        return {client - o.client, tools - o.tools, bastion - o.bastion, node - o.node};
    }
};

double treeSeconds(pid_t root)
{
    // utime + stime of every live process under `root`, plus what each reaped of its children.
    QHash<pid_t, pid_t> parent;
    QHash<pid_t, double> own;
    const double tick = double(sysconf(_SC_CLK_TCK));
    for (const QString &name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const pid_t pid = pid_t(name.toInt(&ok));
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/%1/stat").arg(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = f.readAll();
        const QList<QByteArray> w = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (w.size() < 15)
            continue;
        parent.insert(pid, pid_t(w.at(1).toInt()));
        own.insert(pid,
                   (w.at(11).toDouble() + w.at(12).toDouble() + w.at(13).toDouble() + w.at(14).toDouble()) /
                       tick);
    }
    double sum = 0;
    for (auto it = own.cbegin(); it != own.cend(); ++it) {
        for (pid_t p = it.key(); p > 1; p = parent.value(p, 0)) {
            if (p == root) {
                sum += it.value();
                break;
            }
        }
    }
    return sum;
}

// The pid of the lab's sshd for a namespace (its PidFile is LAB/NAMESPACE.pid, e.g. cgb1-1a2b3c4d.pid).
pid_t labServer(const QString &labDir, const QString &prefix)
{
    const QStringList names = QDir(labDir).entryList({prefix + QStringLiteral("-*.pid")}, QDir::Files);
    QFile f(QDir(labDir).filePath(names.value(0)));
    return f.open(QIODevice::ReadOnly) ? pid_t(f.readAll().trimmed().toInt()) : 0;
}

CpuSplit cpuNow(pid_t bastion, pid_t node)
{
    const auto secs = [](const rusage &u) {
        return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
               double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
    };
    rusage self{}, children{};
    getrusage(RUSAGE_SELF, &self);
    getrusage(RUSAGE_CHILDREN, &children);
    return {secs(self), secs(children), treeSeconds(bastion), treeSeconds(node)};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each figure as soon as it is measured, also into a pipe
    const qint64 sizeMiB = argc > 1 ? QByteArray(argv[1]).toLongLong() : 1024;
    const qint64 mbit = argc > 2 ? QByteArray(argv[2]).toLongLong() : 40;
    const qint64 chunkMiB = argc > 3 ? QByteArray(argv[3]).toLongLong() : 64;
    const QByteArrayList parts = QByteArray(argc > 4 ? argv[4] : "limited,open,cuts").split(',');
    const int maxConnections = argc > 5 ? QByteArray(argv[5]).toInt() : 4;
    if (sizeMiB < 1 || mbit < 1 || chunkMiB < 1 || maxConnections < 1) {
        std::fprintf(stderr, "usage: bench_transfer [SIZE_MIB] [MBIT_PER_CONNECTION] [CHUNK_MIB] "
                             "[limited,open,cuts] [CONNECTIONS]\n");
        return 2;
    }
    const QString err = lab.up();
    if (!err.isEmpty()) {
        std::fprintf(stderr, "bench_transfer: skipped: %s\n", qPrintable(err));
        return err.startsWith(QLatin1String("FAILED:")) ? 1 : 0;
    }
    if (!lab.enterClientNamespace()) {
        std::fprintf(stderr, "bench_transfer: cannot enter the client namespace\n");
        return 1;
    }
    const qint64 bytes = sizeMiB << 20;
    const QString data = lab.file(QStringLiteral("dataset.bin"));
    {
        QFile f(data);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        QRandomGenerator rng(7);
        QByteArray buf(4 << 20, Qt::Uninitialized);
        for (qint64 left = bytes; left > 0; left -= buf.size()) {
            rng.fillRange(reinterpret_cast<quint32 *>(buf.data()), buf.size() / 4);
            f.write(buf.constData(), std::min<qint64>(left, buf.size()));
        }
    }
    cg::validation::LinkRelay limited, open;
    QString why;
    if (!limited.start(QStringLiteral("127.0.0.1"), 0, lab.value("BASTION1"), 22, &why) ||
        !open.start(QStringLiteral("127.0.0.1"), 0, lab.value("BASTION1"), 22, &why)) {
        std::fprintf(stderr, "relay: %s\n", qPrintable(why));
        return 1;
    }
    limited.setRateLimit(mbit * 1000 * 1000 / 8);
    const QString cfg = lab.file(QStringLiteral("bench_transfer_ssh_config"));
    {
        QFile base(lab.file(QStringLiteral("ssh_config"))), out(cfg);
        if (!base.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
            return 1;
        out.write(
            QStringLiteral("Host relay-limited\n    HostName 127.0.0.1\n    Port %1\n    HostKeyAlias %3\n"
                           "Host relay-open\n    HostName 127.0.0.1\n    Port %2\n    HostKeyAlias %3\n")
                .arg(limited.port())
                .arg(open.port())
                .arg(lab.value("BASTION1"))
                .toUtf8());
        out.write(base.readAll());
    }
    const QString remote = lab.file(QStringLiteral("landed"));

    ssh::ChainPlan plan;
    ssh::Endpoint b, n;
    b.host = lab.value("BASTION1");
    n.host = lab.value("NODE");
    b.user = n.user = QStringLiteral("root");
    b.identityFiles = n.identityFiles = {lab.file(QStringLiteral("id_ed25519"))};
    plan.jumps = {b};
    plan.target = n;
    ssh::SessionOptions base;
    base.knownHostsFile = lab.file(QStringLiteral("known_hosts"));
    base.useAgent = false;
    base.timeoutMs = 30000;
    base.connectHost = QStringLiteral("127.0.0.1");
    ssh::ConnectionHub hub;
    TransferStore store(lab.file(QStringLiteral("transfers")));
    Result<QList<ManifestFile>> files = scanLocation(data, chunkMiB << 20);
    if (!files) {
        std::fprintf(stderr, "%s\n", qPrintable(files.error()));
        return 1;
    }
    int run = 0;
    double finalSeconds = 0; // of the last transfer: from its last chunk verified to its end
    const auto ours = [&](quint16 port, int connections,
                          const std::function<void(const TransferState &)> &hook, TransferState *out) {
        TransferState s;
        s.manifest.id = QStringLiteral("t-%1").arg(++run, 16, 16, QLatin1Char('0'));
        s.manifest.dataset = QStringLiteral("bench");
        s.manifest.remotePath = remote + QStringLiteral("/ours%1").arg(run);
        s.manifest.chunkSize = chunkMiB << 20;
        s.manifest.files = files.value();
        s.manifest.created = QDateTime::currentDateTimeUtc();
        ssh::SessionOptions o = base;
        o.connectPort = port;
        TransferOptions to;
        to.connections = connections;
        TransferHooks hooks;
        QElapsedTimer t;
        qint64 lastChunkNs = 0;
        hooks.chunkVerified = [&](const TransferState &st) {
            lastChunkNs = t.nsecsElapsed();
            if (hook)
                hook(st);
        };
        t.start();
        TransferEngine::run(hub, plan, o, s, store, to, hooks);
        const double secs = double(t.nsecsElapsed()) / 1e9;
        finalSeconds = double(t.nsecsElapsed() - lastChunkNs) / 1e9;
        if (s.status != TransferStatus::Complete) {
            std::fprintf(stderr, "transfer failed: %s\n", qPrintable(s.reason));
            return -1.0;
        }
        if (out)
            *out = s;
        return secs;
    };
    const auto mbps = [&](double secs) { return secs > 0 ? double(bytes) / secs / 1e6 : 0.0; };
    QDir().mkpath(remote);
    const QString scpTo = lab.value("NODE") + QLatin1Char(':') + remote + QStringLiteral("/scp.bin");
    const QString rsyncTo = lab.value("NODE") + QLatin1Char(':') + remote + QStringLiteral("/rsync.bin");

    std::printf("bench_transfer: %lld MiB, chunks of %lld MiB, relay limit %lld Mbit/s per TCP connection, "
                "up to %d connections\n",
                sizeMiB, chunkMiB, mbit, maxConnections);
    TransferState last;
    const pid_t bastionPid = labServer(lab.dir(), QStringLiteral("cgb1"));
    const pid_t nodePid = labServer(lab.dir(), QStringLiteral("cgn"));
    if (bastionPid <= 0 || nodePid <= 0)
        std::fprintf(stderr, "bench_transfer: the lab's sshd pids are unknown: no CPU split\n");
    const auto cpu = [&] { return cpuNow(bastionPid, nodePid); };
    const auto cpuLine = [](const char *what, const CpuSplit &c) {
        std::printf(
            "    CPU s %-9s %5.1f in all: client %5.1f, scp/ssh %5.1f, bastion sshd %5.1f, node %5.1f\n",
            what, c.total(), c.client, c.tools, c.bastion, c.node);
    };
    if (parts.contains("limited")) {
        const CpuSplit c0 = cpu();
        const double oursLimited = ours(limited.port(), maxConnections, {}, &last);
        const CpuSplit c1 = cpu();
        const double scpLimited = runTool(
            QStringLiteral("scp"), {QStringLiteral("-q"), QStringLiteral("-F"), cfg, QStringLiteral("-J"),
                                    QStringLiteral("relay-limited"), data, scpTo});
        const double rsyncLimited =
            runTool(QStringLiteral("rsync"),
                    {QStringLiteral("-e"), QStringLiteral("ssh -F %1 -J relay-limited").arg(cfg),
                     QStringLiteral("--whole-file"), data, rsyncTo});
        std::printf("limited link:   transfer x%d %8.1f MB/s | scp -J %8.1f MB/s | rsync -e 'ssh -J' %8.1f "
                    "MB/s\n",
                    last.connections, mbps(oursLimited), mbps(scpLimited), mbps(rsyncLimited));
        cpuLine("transfer", c1 - c0);
        std::printf("                ratio vs scp -J %.2fx (goal >= 3), vs rsync %.2fx\n",
                    scpLimited > 0 && oursLimited > 0 ? scpLimited / oursLimited : 0.0,
                    rsyncLimited > 0 && oursLimited > 0 ? rsyncLimited / oursLimited : 0.0);
    }

    if (parts.contains("open")) {
        const CpuSplit c0 = cpu();
        const double oursOpen = ours(open.port(), maxConnections, {}, &last);
        const CpuSplit c1 = cpu();
        QFile::remove(remote + QStringLiteral("/scp.bin"));
        const double scpOpen =
            runTool(QStringLiteral("scp"), {QStringLiteral("-q"), QStringLiteral("-F"), cfg,
                                            QStringLiteral("-J"), QStringLiteral("relay-open"), data, scpTo});
        const CpuSplit c2 = cpu();
        std::printf(
            "unlimited link: transfer x%d %8.1f MB/s | scp -J %8.1f MB/s | ratio %.2fx (goal >= 1.0)\n",
            last.connections, mbps(oursOpen), mbps(scpOpen),
            scpOpen > 0 && oursOpen > 0 ? scpOpen / oursOpen : 0.0);
        cpuLine("transfer", c1 - c0);
        cpuLine("scp -J", c2 - c1);
        std::printf("    the transfer's end (the whole file hashed on the node, renamed): %.2f s\n",
                    finalSeconds);
    }

    if (parts.contains("cuts")) {
        const int chunks = int((bytes + (chunkMiB << 20) - 1) / (chunkMiB << 20));
        int verified = 0, cuts = 0;
        const int every = std::max(1, chunks / 6);
        TransferState cut;
        const double oursCut = ours(
            limited.port(), maxConnections,
            [&](const TransferState &) {
                if (++verified % every == 0 && cuts < 5) {
                    ++cuts;
                    limited.resetConnections();
                }
            },
            &cut);
        std::printf("5 cuts (limited link): %d cut(s), %.1f MB/s, %lld bytes resent (%.2f chunks per cut; at "
                    "most %d connections x 1 chunk per cut), %d chunk(s) resent\n",
                    cuts, mbps(oursCut), cut.bytesResent,
                    cuts > 0 ? double(cut.bytesResent) / double(chunkMiB << 20) / cuts : 0.0, cut.connections,
                    cut.chunksResent);
        QCryptographicHash h(QCryptographicHash::Sha256);
        QFile landed(cut.manifest.remotePath + QStringLiteral("/dataset.bin"));
        if (landed.open(QIODevice::ReadOnly))
            h.addData(&landed);
        std::printf("after the cuts the file on the node %s the original's SHA-256\n",
                    h.result() == files->first().sha256 ? "matches" : "DOES NOT match");
    }
    return 0;
}
