// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate serve` idle with 200 nodes streaming (netlab, needs root): the real binary on a profile with
// one cluster of 200 nodes behind one bastion (saved with `clustergate clusters add`), the agent with the
// stand-in NVML on every node, /metrics on loopback, the alert rules evaluated, no scheduler polling and
// nobody scraping. Over a steady window once every node is up: serve's CPU (from /proc, % of one core) and
// its RSS and PSS (largest seen, sampled once a second), with this machine's agent (serve's child) shown
// apart. Goal: <= 10 % of one core, <= 300 MB. Anchor in the same run on the same namespaces: the plain fleet
// (FleetSession, one bastion connection) streaming the same 200 nodes in this process, without serve's
// history, exposition, alert rules and services. Figures and ratios are printed; nothing is asserted.
//
//   bench_serve [WINDOW_S]   window in seconds (default 30)
#include "bench_netlab.h"
#include "lab_process.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>
#include <tuple>

using namespace cg::benchlab;

namespace {

constexpr int kNodes = 200;

// The cluster's nodes whose clustergate_node_up is 1 on /metrics (this machine's own aside), and its GPUs.
std::pair<int, int> nodesUp(quint16 port)
{
    int up = 0, gpus = 0;
    for (const QByteArray &line : cg::testlab::httpGet(port, "/metrics").split('\n')) {
        if (!line.contains("cluster=\"bench\""))
            continue;
        gpus += line.startsWith("DCGM_FI_DEV_GPU_UTIL{");
        if (!line.startsWith("clustergate_node_up{"))
            continue;
        const QList<QByteArray> parts = line.mid(line.lastIndexOf('}') + 1).trimmed().split(' ');
        up += parts.value(0) == "1";
    }
    return {up, gpus};
}

struct ServeFigures
{
    double cpuPercent = 0;      // serve itself
    double agentCpuPercent = 0; // its children (this machine's agent)
    double rssMb = 0;
    double pssMb = 0;
    int upBefore = 0, upAfter = 0, gpus = 0, children = 0;
    double upSecs = 0;
    bool ok = false;
};

ServeFigures serve(int windowMs, const QString &agent)
{
    ServeFigures f;
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLUSTERGATE_HOME"), home.path());
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("CLUSTERGATE_AGENT"), agent);
    env.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR));
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));

    QFile nodes(home.filePath(QStringLiteral("nodes.txt")));
    nodes.open(QIODevice::WriteOnly);
    for (int i = 0; i < kNodes; ++i)
        nodes.write(QStringLiteral("n%1 root@%2\n").arg(i).arg(nodeAddress(i)).toUtf8());
    nodes.close();
    QProcess add;
    add.setProcessEnvironment(env);
    add.setProcessChannelMode(QProcess::MergedChannels);
    add.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
              {QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("bench"),
               QStringLiteral("--jump"), QStringLiteral("root@") + lab.value("BASTION1"),
               QStringLiteral("--nodes-file"), nodes.fileName(), QStringLiteral("--identity"),
               lab.file(QStringLiteral("id_ed25519"))});
    if (!add.waitForFinished(60000) || add.exitCode() != 0) {
        std::fprintf(stderr, "clusters add failed: %s\n", add.readAll().constData());
        return f;
    }

    QProcess p;
    p.setProcessEnvironment(env);
    p.setStandardErrorFile(lab.file(QStringLiteral("serve.log")));
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
            {QStringLiteral("serve"), QStringLiteral("--cluster"), QStringLiteral("bench"),
             QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--known-hosts"),
             lab.file(QStringLiteral("known_hosts")), QStringLiteral("--jobs-every"), QStringLiteral("0")});
    if (!p.waitForStarted(10000)) {
        std::fprintf(stderr, "serve did not start\n");
        return f;
    }
    const QString pid = QString::number(p.processId());
    QByteArray said;
    quint16 port = 0;
    const QRegularExpression serving(QStringLiteral("serving http://127\\.0\\.0\\.1:(\\d+)/metrics"));
    waitFor(
        [&] {
            said += p.readAllStandardOutput();
            port = quint16(serving.match(QString::fromUtf8(said)).captured(1).toUInt());
            return port > 0 || p.state() == QProcess::NotRunning;
        },
        60000);
    if (port == 0) {
        std::fprintf(stderr, "serve did not say where /metrics is: %s (log: %s)\n", said.constData(),
                     qPrintable(lab.file(QStringLiteral("serve.log"))));
        p.kill();
        p.waitForFinished(10000);
        return f;
    }
    // Every node up, polled every 2 s (each poll is a scrape, so none during the window).
    QElapsedTimer poll;
    poll.start();
    while (nodesUp(port).first < kNodes && poll.elapsed() < 300000 && p.state() == QProcess::Running)
        waitMs(2000);
    f.upSecs = double(t.elapsed()) / 1000.0;
    waitMs(5000); // the deploy checks and first history rows behind it: the window is the steady state
    std::tie(f.upBefore, f.gpus) = nodesUp(port);
    std::printf("  serve: %d of %d nodes up after %.1f s, %d GPUs on /metrics\n", f.upBefore, kNodes,
                f.upSecs, f.gpus);

    const QStringList kids = descendants(pid);
    f.children = int(kids.size());
    double cpu0 = procCpuSeconds(pid), kids0 = 0;
    for (const QString &k : kids)
        kids0 += procCpuSeconds(k);
    QElapsedTimer w;
    w.start();
    while (w.elapsed() < windowMs) {
        waitMs(1000);
        f.rssMb = std::max(f.rssMb, double(statusKb(pid, "VmRSS:")) / 1024.0);
        f.pssMb = std::max(f.pssMb, double(statusKb(pid, "Pss:", "smaps_rollup")) / 1024.0);
    }
    double cpu1 = procCpuSeconds(pid), kids1 = 0;
    for (const QString &k : kids)
        kids1 += procCpuSeconds(k);
    const double secs = double(w.nsecsElapsed()) / 1e9;
    f.cpuPercent = 100.0 * (cpu1 - cpu0) / secs;
    f.agentCpuPercent = 100.0 * (kids1 - kids0) / secs;
    f.upAfter = nodesUp(port).first;
    f.ok = p.state() == QProcess::Running;

    ::kill(pid_t(p.processId()), SIGTERM);
    if (!p.waitForFinished(30000)) {
        std::fprintf(stderr, "serve did not stop on SIGTERM\n");
        p.kill();
        p.waitForFinished(10000);
    }
    waitMs(3000);
    return f;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int windowMs = (args.size() > 1 ? std::max(5, args.at(1).toInt()) : 30) * 1000;
    QString agent = qEnvironmentVariable("CLUSTERGATE_AGENT");
    if (agent.isEmpty())
        agent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
    // The nodes' agents see the stand-in NVML (8 GPUs each), in serve's run and in the anchor's.
    qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
    const QString why = lab.up(kNodes);
    if (!why.isEmpty()) {
        std::fprintf(stderr, "bench_serve SKIPPED: %s\n", qPrintable(why));
        return why.startsWith(QLatin1String("FAILED:")) ? 1 : 0;
    }
    if (!lab.enterClientNamespace()) {
        std::fprintf(stderr, "cannot enter the client namespace\n");
        lab.down();
        return 1;
    }
    std::printf("clustergate serve idle, %d nodes behind one bastion, %d ms interval, %d s window:\n", kNodes,
                kIntervalMs, windowMs / 1000);
    const ServeFigures s = serve(windowMs, agent);
    if (!s.ok) {
        std::fprintf(stderr, "serve did not run through the window; see %s\n",
                     qPrintable(lab.file(QStringLiteral("serve.log"))));
        lab.down();
        return 1;
    }
    const Figures a = streamFleet(kNodes, windowMs, agent);
    std::printf(
        "  serve:        CPU %6.1f %% of one core, RSS %7.1f MB (PSS %7.1f MB), nodes up %d before / %d "
        "after the window; its %d child process(es) (this machine's agent) %.1f %% of one core besides\n",
        s.cpuPercent, s.rssMb, s.pssMb, s.upBefore, s.upAfter, s.children, s.agentCpuPercent);
    std::printf(
        "  anchor, the plain fleet in one process: CPU %6.1f %% of one core, RSS %7.1f MB (PSS %7.1f MB), "
        "%.1f samples/s, %d TCP connection(s), %d gap(s)\n",
        a.cpuPercent, a.rssMb, a.pssMb, a.samplesPerSec, a.tcpConnections, a.gaps);
    std::printf("  ratio serve / plain fleet: CPU %.2fx, RSS %.2fx, PSS %.2fx\n", s.cpuPercent / a.cpuPercent,
                s.rssMb / a.rssMb, s.pssMb / a.pssMb);
    std::printf("  against the goal: CPU %.2f of 10 %% (%s), RSS %.2f of 300 MB (%s)\n", s.cpuPercent / 10.0,
                s.cpuPercent <= 10 ? "met" : "NOT met", s.rssMb / 300.0, s.rssMb <= 300 ? "met" : "NOT met");
    lab.down();
    return 0;
}
