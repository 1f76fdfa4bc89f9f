// SPDX-License-Identifier: GPL-3.0-or-later
// SSH benchmarks on the test network (tests/integration/netlab, needs root), each a ratio against
// OpenSSH measured in the same run on the same namespaces:
//   1. connect + run `true` on N nodes (default 200, `fanout N` up to 1,000) through one bastion, as
//      requests on the ConnectionHub (the product's path), vs min(N, 200) parallel `ssh -J` (as many as
//      the machine can hold), compared per node (goal: <= 0.5x the time per node, 1 bastion login and 1
//      TCP connection vs one each per node; 1,000 nodes in <= 12 s)
//   2. two-hop connect + `true` latency vs `ssh -J a,b` (goal: <= 1.0x), median of 7
//   3. push of 256 MB through one hop vs `scp -J` (goal: >= 0.9x the throughput)
#include "netlab/netlab.h"
#include "ssh/connection_hub.h"
#include "ssh/file_push.h"
#include "ssh/ssh_engine.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QThread>

#include <QFile>

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace cg::ssh;

namespace {

cg::test::NetLab lab;

SessionOptions opts(const QString &host, const QString &label, int hop)
{
    SessionOptions o;
    o.endpoint.host = host;
    o.endpoint.user = QStringLiteral("root");
    o.endpoint.label = label;
    o.endpoint.identityFiles = {lab.file(QStringLiteral("id_ed25519"))};
    o.knownHostsFile = lab.file(QStringLiteral("known_hosts"));
    o.useAgent = false;
    o.hop = hop;
    o.timeoutMs = 120000;
    return o;
}

QString nodeAddress(int i)
{
    static const QStringList all = lab.nodeAddresses();
    return all.value(i);
}

// Logins the bastion's sshd accepted so far, from its log.
int bastionLogins()
{
    QFile f(lab.file(QStringLiteral("bastion1/sshd.log")));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return int(f.readAll().count("Accepted publickey"));
}

// Established TCP connections from the client namespace to the bastion's sshd, as `ss` counts them.
int tcpToBastion()
{
    QProcess ss;
    ss.start(QStringLiteral("ss"),
             {QStringLiteral("-Htn"), QStringLiteral("state"), QStringLiteral("established"),
              QStringLiteral("dst"), lab.value("BASTION1") + QStringLiteral(":22")});
    ss.waitForFinished(10000);
    int n = 0;
    for (const QByteArray &line : ss.readAllStandardOutput().split('\n'))
        n += !line.trimmed().isEmpty();
    return n;
}

double busyCpuSeconds();

double selfCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// CPU seconds of a lab server and of the connection processes it forked and reaped (fields 14-17 of
// /proc/PID/stat: utime, stime, cutime, cstime).
double serverCpuSeconds(const char *nsKey)
{
    QFile pidFile(lab.file(lab.value(nsKey) + QStringLiteral(".pid")));
    if (!pidFile.open(QIODevice::ReadOnly))
        return 0;
    QFile f(QStringLiteral("/proc/%1/stat").arg(QString::fromLatin1(pidFile.readAll().trimmed())));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray st = f.readAll();
    const QList<QByteArray> rest = st.mid(st.lastIndexOf(')') + 2).split(' ');
    double ticks = 0;
    for (int i = 11; i <= 14; ++i)
        ticks += rest.value(i).toDouble();
    return ticks / double(sysconf(_SC_CLK_TCK));
}

// CPU seconds of the last fan-out: this process (the hub) and the whole machine (the lab's sshds, whose
// 1,000 "nodes" share this machine's cores, and whatever else runs).
double g_selfCpu = 0, g_machineCpu = 0, g_nodeSshdCpu = 0;

double oursFanout(int n, int *logins, int *ok, int *tcp, int *hubLogins)
{
    const int logins0 = bastionLogins();
    const double self0 = selfCpuSeconds(), machine0 = busyCpuSeconds();
    QElapsedTimer t;
    t.start();
    ConnectionHub hub;
    SessionOptions base = opts(QString(), QString(), 0);
    ChainPlan plan;
    plan.jumps = {opts(lab.value("BASTION1"), QStringLiteral("bastion1"), 1).endpoint};
    std::vector<std::unique_ptr<ExecRequest>> execs;
    for (int i = 0; i < n; ++i) {
        plan.target = opts(nodeAddress(i), QStringLiteral("node"), 2).endpoint;
        execs.emplace_back(hub.exec(plan, base, "true"));
        execs.back()->closeStdin();
    }
    *tcp = 0;
    for (auto &e : execs) {
        e->waitForFinished(300000);
        if (*tcp == 0)
            *tcp = tcpToBastion();
    }
    const double secs = double(t.nsecsElapsed()) / 1e9;
    g_selfCpu = selfCpuSeconds() - self0;
    g_machineCpu = busyCpuSeconds() - machine0;
    *tcp = std::max(*tcp, tcpToBastion());
    *ok = int(std::count_if(execs.begin(), execs.end(), [](const auto &e) { return e->result().ok(); }));
    for (const auto &e : execs) {
        if (!e->result().ok()) {
            std::fprintf(stderr, "  first failure: %s\n", qPrintable(e->result().describe()));
            break;
        }
    }
    *hubLogins = hub.stats().tcpConnections;
    *logins = bastionLogins() - logins0;
    return secs;
}

double opensshFanout(int n, int *ok, int *logins)
{
    const int logins0 = bastionLogins();
    QElapsedTimer t;
    t.start();
    // The lab's client configuration with the hub's connect timeout (120 s) instead of 5 s: on a loaded
    // machine most of 200 simultaneous `ssh -J` would otherwise time out in the banner exchange.
    const QString config = lab.file(QStringLiteral("ssh_config_fanout"));
    {
        QFile in(lab.file(QStringLiteral("ssh_config"))), out(config);
        in.open(QIODevice::ReadOnly);
        out.open(QIODevice::WriteOnly);
        out.write(in.readAll().replace("ConnectTimeout 5", "ConnectTimeout 120"));
    }
    std::vector<std::unique_ptr<QProcess>> procs;
    for (int i = 0; i < n; ++i) {
        auto p = std::make_unique<QProcess>();
        p->start(QStringLiteral("ssh"), {QStringLiteral("-F"), config, QStringLiteral("-J"),
                                         lab.value("BASTION1"), nodeAddress(i), QStringLiteral("true")});
        procs.push_back(std::move(p));
    }
    *ok = 0;
    QByteArray firstError;
    for (auto &p : procs) {
        p->waitForFinished(300000);
        if (p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0)
            ++*ok;
        else if (*ok == 0 && firstError.isEmpty())
            firstError = p->readAllStandardError().trimmed();
    }
    const double secs = double(t.nsecsElapsed()) / 1e9;
    *logins = bastionLogins() - logins0;
    if (!firstError.isEmpty())
        std::fprintf(stderr, "  ssh -J, first failure: %s\n", firstError.constData());
    return secs;
}

double oursTwoHop()
{
    QElapsedTimer t;
    t.start();
    Engine engine;
    Session *b1 = engine.connect(opts(lab.value("BASTION1"), QStringLiteral("bastion1"), 1));
    Session *b2 = engine.connect(opts(lab.value("BASTION2"), QStringLiteral("bastion2"), 2), b1);
    Session *n2 = engine.connect(opts(lab.value("NODE2"), QStringLiteral("node2"), 3), b2);
    Exec *e = engine.exec(n2, "true");
    e->closeStdin();
    engine.runUntil([&] { return e->isFinished(); }, 60000);
    if (e->exitStatus() != 0)
        std::fprintf(stderr, "two-hop failed: %s\n", qPrintable(e->error().describe()));
    return double(t.nsecsElapsed()) / 1e6;
}

double opensshTwoHop()
{
    QElapsedTimer t;
    t.start();
    QProcess p;
    p.start(QStringLiteral("ssh"),
            {QStringLiteral("-F"), lab.file(QStringLiteral("ssh_config")), QStringLiteral("-J"),
             lab.value("BASTION1") + QLatin1Char(',') + lab.value("BASTION2"), lab.value("NODE2"),
             QStringLiteral("true")});
    p.waitForFinished(60000);
    return double(t.nsecsElapsed()) / 1e6;
}

double oursPush(const QString &local, qint64 *bytes, double *streamSecs)
{
    QElapsedTimer t;
    t.start();
    Engine engine;
    Session *b1 = engine.connect(opts(lab.value("BASTION1"), QStringLiteral("bastion1"), 1));
    Session *node = engine.connect(opts(lab.value("NODE"), QStringLiteral("node"), 2), b1);
    PushOptions o;
    o.localPath = local;
    o.remotePath = QStringLiteral("/tmp/cg-bench/ours.bin");
    const PushResult r = FilePush::run(engine, node, o);
    if (!r.ok())
        std::fprintf(stderr, "push failed: %s\n", qPrintable(r.error.describe()));
    *bytes = r.total;
    *streamSecs = double(r.streamMs) / 1e3;
    return double(t.nsecsElapsed()) / 1e9;
}

double scpPush(const QString &local)
{
    QElapsedTimer t;
    t.start();
    QProcess p;
    p.start(QStringLiteral("scp"),
            {QStringLiteral("-q"), QStringLiteral("-F"), lab.file(QStringLiteral("ssh_config")),
             QStringLiteral("-J"), lab.value("BASTION1"), local,
             lab.value("NODE") + QStringLiteral(":/tmp/scp.bin")});
    p.waitForFinished(600000);
    if (p.exitCode() != 0)
        std::fprintf(stderr, "scp failed: %s\n", p.readAllStandardError().constData());
    return double(t.nsecsElapsed()) / 1e9;
}

// Busy CPU seconds of the whole machine so far (all cores), from /proc/stat.
double busyCpuSeconds()
{
    QFile f(QStringLiteral("/proc/stat"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> v = f.readLine().simplified().split(' ');
    double busy = 0;
    for (int i = 1; i < v.size() && i <= 8; ++i) {
        if (i != 4 && i != 5) // idle, iowait
            busy += v[i].toDouble();
    }
    return busy / 100.0;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

void fanout(int n)
{
    int logins = 0, hubLogins = 0, okOurs = 0, okSsh = 0, tcp = 0, sshLogins = 0;
    const int anchorN = std::min(n, 200);
    const double sshd0 = serverCpuSeconds("NS_NODE");
    const double ours = oursFanout(n, &logins, &okOurs, &tcp, &hubLogins);
    // The node's sshd reaps a connection's processes (and their CPU time) once the hub has closed it.
    QThread::msleep(3000);
    g_nodeSshdCpu = serverCpuSeconds("NS_NODE") - sshd0;
    const double ssh = opensshFanout(anchorN, &okSsh, &sshLogins);
    std::printf("fan-out, %d nodes behind one bastion, connect + `true` (ConnectionHub requests):\n", n);
    std::printf("  ClusterGate: %6.2f s  (%d ok, %d bastion login(s) in its sshd log, %d hub connection(s), "
                "%d TCP connection(s) to the bastion in ss)%s\n",
                ours, okOurs, logins, hubLogins, tcp, n >= 1000 ? "  (goal <= 12 s, 1 login)" : "");
    std::printf(
        "  CPU: this process (hub) %.2f s = %.1f ms per node; whole machine %.2f s = %.1f ms per node "
        "(%ld cores, %.0f %% busy)\n",
        g_selfCpu, g_selfCpu * 1000 / n, g_machineCpu, g_machineCpu * 1000 / n, sysconf(_SC_NPROCESSORS_ONLN),
        100 * g_machineCpu / (double(sysconf(_SC_NPROCESSORS_ONLN)) * ours));
    std::printf("  CPU of the node's sshd (its %d connections, `true` included): %.2f s = %.1f ms per node\n",
                n, g_nodeSshdCpu, g_nodeSshdCpu * 1000 / n);
    std::printf("  ssh -J x %d: %6.2f s  (%d ok, %d bastion logins in its sshd log)\n", anchorN, ssh, okSsh,
                sshLogins);
    std::printf(
        "  per node: ours %.1f ms, ssh -J %.1f ms; ratio ours / ssh -J per node: %.2fx (goal <= 0.5x)\n",
        ours * 1000 / n, ssh * 1000 / anchorN, (ours / n) / (ssh / anchorN));
}

void twoHop()
{
    std::vector<double> a, b;
    for (int i = 0; i < 7; ++i) {
        a.push_back(oursTwoHop());
        b.push_back(opensshTwoHop());
    }
    std::printf("two-hop connect + `true` (median of 7):\n");
    std::printf("  ClusterGate: %7.1f ms\n  ssh -J a,b:  %7.1f ms\n", median(a), median(b));
    std::printf("  ratio ours / ssh -J a,b: %.2fx (goal <= 1.0x)\n", median(a) / median(b));
}

// What one SSH layer costs this CPU for `bytes`, done the way libssh2 1.10 does it (AES-CTR through one
// EVP call per 16-byte block, HMAC-SHA-256 per 32 KB packet) and, for comparison, in whole packets as
// newer libraries and OpenSSH do. A push pays the first twice (node session inside the bastion's).
void cipherFloor(qint64 bytes)
{
    unsigned char key[32] = {}, iv[16] = {};
    static unsigned char packet[32768];
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    EVP_CipherInit(ctx, EVP_aes_128_ctr(), key, iv, 1);
    QElapsedTimer t;
    t.start();
    for (qint64 done = 0; done < bytes; done += sizeof packet) {
        for (std::size_t i = 0; i < sizeof packet; i += 16)
            EVP_Cipher(ctx, packet + i, packet + i, 16);
    }
    const double perBlock = double(t.nsecsElapsed()) / 1e9;
    t.restart();
    for (qint64 done = 0; done < bytes; done += sizeof packet)
        EVP_Cipher(ctx, packet, packet, sizeof packet);
    const double whole = double(t.nsecsElapsed()) / 1e9;
    EVP_CIPHER_CTX_free(ctx);
    t.restart();
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    for (qint64 done = 0; done < bytes; done += sizeof packet)
        HMAC(EVP_sha256(), key, sizeof key, packet, sizeof packet, md, &len);
    const double mac = double(t.nsecsElapsed()) / 1e9;
    std::printf("  one layer's crypto for %.0f MB on this CPU: AES-128-CTR per block %.2f s (whole packets "
                "%.2f s) + HMAC-SHA-256 %.2f s\n",
                double(bytes) / 1e6, perBlock, whole, mac);
}

void push()
{
    const QString local = lab.file(QStringLiteral("push-256m.bin"));
    {
        QFile f(local);
        f.open(QIODevice::WriteOnly);
        QByteArray chunk(1 << 20, Qt::Uninitialized);
        quint32 x = 2463534242u;
        for (int i = 0; i < 256; ++i) {
            for (int j = 0; j < chunk.size(); j += 4) { // xorshift: incompressible, cheap
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                std::memcpy(chunk.data() + j, &x, 4);
            }
            f.write(chunk);
        }
    }
    // Alternate the two, three times each, and compare medians: one run is at the mercy of the page
    // cache and of whatever else the two cores are doing.
    std::vector<double> ours, scp, streams;
    qint64 bytes = 0;
    double ourCpu = 0, scpCpu = 0;
    for (int i = 0; i < 3; ++i) {
        double c = busyCpuSeconds();
        double streamSecs = 0;
        ours.push_back(oursPush(local, &bytes, &streamSecs));
        streams.push_back(streamSecs);
        ourCpu += busyCpuSeconds() - c;
        c = busyCpuSeconds();
        scp.push_back(scpPush(local));
        scpCpu += busyCpuSeconds() - c;
    }
    const double ourSecs = median(ours);
    const double scpSecs = median(scp);
    const double mb = double(bytes) / 1e6;
    std::printf("push %.0f MB through one hop (verified by SHA-256 on the node), median of 3:\n", mb);
    std::printf("  ClusterGate: %6.2f s  %7.1f MB/s\n  scp -J:      %6.2f s  %7.1f MB/s\n", ourSecs,
                mb / ourSecs, scpSecs, mb / scpSecs);
    std::printf("  throughput ratio ours / scp -J: %.2fx (goal >= 0.9x)\n", scpSecs / ourSecs);
    std::printf("  of which streaming (far side hashing as it writes): %6.2f s  %7.1f MB/s\n",
                median(streams), mb / median(streams));
    std::printf("  CPU seconds per push, all processes on this machine: ours %.2f, scp -J %.2f\n", ourCpu / 3,
                scpCpu / 3);
    cipherFloor(bytes);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // `bench_ssh [fanout [N]] [twohop] [push]` runs only the named parts; no argument runs all three.
    const QStringList only = app.arguments().mid(1);
    const auto wanted = [&](const char *part) {
        return only.isEmpty() || only.contains(QLatin1String(part));
    };
    int n = 200;
    const int at = int(only.indexOf(QStringLiteral("fanout")));
    if (at >= 0 && at + 1 < only.size() && only.at(at + 1).toInt() > 0)
        n = std::min(1000, only.at(at + 1).toInt()); // distinct node addresses: the lab makes up to 1,000
    const QString why = lab.up(std::max(n, 200));
    if (!why.isEmpty()) {
        std::printf("bench_ssh: skipped: %s\n", qPrintable(why));
        return 0;
    }
    if (!lab.enterClientNamespace()) {
        std::printf("bench_ssh: cannot enter the client namespace\n");
        return 1;
    }
    if (n > lab.value("NODES_COUNT").toInt()) {
        std::printf("bench_ssh: the lab has only %s node addresses\n", qPrintable(lab.value("NODES_COUNT")));
        return 1;
    }
    if (wanted("fanout"))
        fanout(n);
    if (wanted("twohop"))
        twoHop();
    if (wanted("push"))
        push();
    lab.down();
    return 0;
}
