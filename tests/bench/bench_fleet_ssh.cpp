// SPDX-License-Identifier: GPL-3.0-or-later
// What live telemetry from 200 nodes costs the console (netlab, needs root), against an anchor measured in
// the same run on the same namespaces:
//   ours:   FleetSession, 200 node sessions and telemetry channels over ONE bastion connection
//   anchor: the same 200 agent streams, each through its own `ssh -J` process (and the `ssh -W` it starts
//           for the jump), decoded by this process
// Reported: CPU in % of one core and resident memory, both over a steady window once every stream is up,
// samples per second, and TCP connections to the bastion. No goal is asserted; the figures are printed.
//
//   bench_fleet_ssh [N [WINDOW_S]]   N nodes (default 200, up to 1,000); above 200 the anchor is the same
//                                    fleet on 200 nodes in the same run (goal at 1,000: CPU <= 25 % of
//                                    one core, RSS <= 400 MB, 1 TCP connection), else 200 `ssh -J`
//   bench_fleet_ssh mixed [WINDOW_S] one ConnectionHub: a 256 MB push alone, then fleet streaming on 200
//                                    nodes while jobs polling (the Jobs view's squeue command every 2 s on
//                                    the login node), validation L0-L1 and the same push run on the same
//                                    bastion connection (goal: telemetry gaps 0, push >= 0.8x alone)
#include "bench_netlab.h"
#include "jobs/squeue_poller.h"
#include "protocol/frame.h"
#include "ssh/connection_hub.h"
#include "ssh/file_push.h"
#include "validation/checklist.h"
#include "validation/validation_engine.h"
#include "validation_lab.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

namespace {

using namespace cg::benchlab;

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

// A 256 MB file of incompressible bytes, pushed to the node through the hub (a task, as the agent deploy
// does): bytes per second while streaming, and the task's wall time.
struct PushFigures
{
    double streamMBps = 0;
    double wallSecs = 0;
    bool ok = false;
};

QString pushFile()
{
    const QString local = lab.file(QStringLiteral("push-256m.bin"));
    if (QFile::exists(local))
        return local;
    QFile f(local);
    f.open(QIODevice::WriteOnly);
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    quint32 x = 2463534242u;
    for (int i = 0; i < 256; ++i) {
        for (int j = 0; j < chunk.size(); j += 4) { // xorshift
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            std::memcpy(chunk.data() + j, &x, 4);
        }
        f.write(chunk);
    }
    return local;
}

cg::ssh::TaskRequest *startPush(cg::ssh::ConnectionHub &hub, const QString &remote,
                                std::shared_ptr<cg::ssh::PushResult> out)
{
    cg::ssh::ChainPlan plan;
    plan.jumps = {endpoint(lab.value("BASTION1"))};
    plan.target = endpoint(lab.value("NODE"));
    cg::ssh::SessionOptions base;
    base.knownHostsFile = lab.file(QStringLiteral("known_hosts"));
    base.useAgent = false;
    base.timeoutMs = 60000;
    const QString local = pushFile();
    return hub.task(plan, base, [local, remote, out](cg::ssh::TaskContext &ctx) {
        cg::ssh::PushOptions o;
        o.localPath = local;
        o.remotePath = remote;
        *out = cg::ssh::FilePush::run(ctx.engine, ctx.target, o);
        return out->error;
    });
}

PushFigures finishPush(cg::ssh::TaskRequest *task, const std::shared_ptr<cg::ssh::PushResult> &r,
                       const QElapsedTimer &t)
{
    task->waitForFinished(600000);
    PushFigures f;
    f.wallSecs = double(t.elapsed()) / 1000.0;
    f.ok = r->ok() && r->sent > 0;
    if (!f.ok)
        std::fprintf(stderr, "  push failed: %s\n", qPrintable(r->error.describe()));
    f.streamMBps = r->streamMs > 0 ? double(r->sent) / 1e6 / (double(r->streamMs) / 1000.0) : 0;
    return f;
}

int mixed(int windowMs, const QString &agent)
{
    cg::ssh::ConnectionHub hub;
    std::printf("mixed load on one ConnectionHub, one bastion login: fleet streaming on 200 nodes + jobs "
                "polling + validation L0-L1 + a 256 MB push, against the push alone:\n");
    // The push alone first, on the same hub (its bastion connection made here is the one the rest uses).
    auto aloneResult = std::make_shared<cg::ssh::PushResult>();
    QElapsedTimer t;
    t.start();
    const std::unique_ptr<cg::ssh::TaskRequest> aloneTask(
        startPush(hub, QStringLiteral("/tmp/cg-bench/alone.bin"), aloneResult));
    const PushFigures alone = finishPush(aloneTask.get(), aloneResult, t);
    std::printf("  push alone:        %6.1f MB/s streaming, %5.1f s wall%s\n", alone.streamMBps,
                alone.wallSecs, alone.ok ? "" : " (FAILED)");

    // Jobs polling: the Jobs view's squeue command on the login node every 2 s, as requests on the hub.
    int polls = 0, pollsOk = 0;
    QByteArray pollStatus;
    QTimer pollTimer;
    std::vector<std::unique_ptr<cg::ssh::ExecRequest>> pollRequests;
    cg::ssh::ChainPlan login;
    login.jumps = {endpoint(lab.value("BASTION1"))};
    login.target = endpoint(lab.value("NODE"));
    cg::ssh::SessionOptions base;
    base.knownHostsFile = lab.file(QStringLiteral("known_hosts"));
    base.useAgent = false;
    base.timeoutMs = 60000;
    QObject::connect(&pollTimer, &QTimer::timeout, [&] {
        cg::ssh::ExecRequest *e = hub.exec(login, base, cg::jobs::SqueueFormat::squeueCommand(true).toUtf8());
        e->closeStdin();
        ++polls;
        QObject::connect(e, &cg::ssh::ExecRequest::finished, [&](const cg::ssh::ExecResult &r) {
            pollsOk += r.error.ok(); // the command ran (squeue's own exit status is reported below)
            pollStatus = QByteArray::number(r.exitStatus);
        });
        pollRequests.emplace_back(e);
    });

    // Validation L0-L1 on two of the lab's nodes, on the same hub.
    cg::validation::ValidationEngine validation(hub, nullptr, nullptr);
    const auto list = cg::validation::Checklists::parse(cg::test::labChecklist(), QStringLiteral("lab.yaml"));
    if (!list.ok()) {
        std::fprintf(stderr, "checklist: %s\n", qPrintable(list.error()));
        return 1;
    }
    validation.setChecklist(list.value());
    validation.setTarget(cg::test::labTarget(lab));
    bool validating = false;
    QObject::connect(&validation, &cg::validation::ValidationEngine::finished, [&] { validating = false; });

    auto busyResult = std::make_shared<cg::ssh::PushResult>();
    cg::ssh::TaskRequest *busyPush = nullptr;
    bool pushing = false;
    QElapsedTimer pushClock;
    PushFigures loaded;
    qint64 loadedWallMs = -1;
    const Figures f = streamFleet(
        200, windowMs, agent, &hub,
        [&] {
            pollTimer.start(2000);
            validating = validation.start({QStringLiteral("L0"), QStringLiteral("L1")});
            pushClock.start();
            busyPush = startPush(hub, QStringLiteral("/tmp/cg-bench/loaded.bin"), busyResult);
            pushing = true;
            QObject::connect(busyPush, &cg::ssh::TaskRequest::finished, [&] {
                pushing = false;
                loadedWallMs = pushClock.elapsed();
            });
        },
        [&] { return validating || pushing; });
    pollTimer.stop();
    loaded = finishPush(busyPush, busyResult, pushClock);
    if (loadedWallMs >= 0)
        loaded.wallSecs = double(loadedWallMs) / 1000.0;
    std::unique_ptr<cg::ssh::TaskRequest> ownedPush(busyPush);
    for (auto &e : pollRequests)
        e->waitForFinished(60000);
    const cg::ssh::HubStats hs = hub.stats();
    std::printf("  push under load:   %6.1f MB/s streaming, %5.1f s wall%s\n", loaded.streamMBps,
                loaded.wallSecs, loaded.ok ? "" : " (FAILED)");
    std::printf("  push ratio loaded / alone (streaming): %.2fx (goal >= 0.8x)\n",
                alone.streamMBps > 0 ? loaded.streamMBps / alone.streamMBps : 0.0);
    std::printf("  telemetry: %d of 200 nodes streaming, %.1f samples/s, gaps %d (goal 0)\n", f.nodesUp,
                f.samplesPerSec, f.gaps);
    QStringList levels;
    for (const char *id : {"L0", "L1"}) {
        const cg::validation::LevelResult *l = validation.level(QLatin1String(id));
        levels << QStringLiteral("%1 %2").arg(QLatin1String(id), l ? cg::validation::statusName(l->status)
                                                                   : QStringLiteral("-"));
    }
    std::printf(
        "  validation: %s; jobs polling: %d squeue runs through the hub, %d ran (last exit status %s)\n",
        qPrintable(levels.join(QStringLiteral(", "))), polls, pollsOk, pollStatus.constData());
    std::printf(
        "  console: CPU %.1f %% of one core, RSS %.1f MB; hub: %d bastion TCP connection(s), %d tree(s)\n",
        f.cpuPercent, f.rssMb, hs.tcpConnections, hs.trees);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool mixedLoad = args.value(1) == QLatin1String("mixed");
    const int n = mixedLoad ? 200 : std::clamp(args.size() > 1 ? args.at(1).toInt() : 200, 1, 1000);
    const int windowMs = args.size() > 2 ? args.at(2).toInt() * 1000 : (n > 200 || mixedLoad ? 60000 : 20000);
    QString agent = qEnvironmentVariable("CLUSTERGATE_AGENT");
    if (agent.isEmpty())
        agent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
    const QString why = lab.up(std::max(n, 200));
    if (!why.isEmpty()) {
        std::fprintf(stderr, "bench_fleet_ssh SKIPPED: %s\n", qPrintable(why));
        return why.startsWith(QLatin1String("FAILED:")) ? 1 : 0;
    }
    if (!lab.enterClientNamespace()) {
        std::fprintf(stderr, "cannot enter the client namespace\n");
        return 1;
    }
    if (mixedLoad) {
        const int rc = mixed(windowMs, agent);
        lab.down();
        return rc;
    }
    std::printf("live telemetry, %d nodes behind one bastion, %d ms interval, %d s window:\n", n, kIntervalMs,
                windowMs / 1000);
    if (n > 200) {
        // The anchor is the same fleet on 200 nodes, in the same run.
        const Figures small = streamFleet(200, windowMs, agent);
        const Figures big = streamFleet(n, windowMs, agent);
        for (const auto &[size, fig] : {std::pair<int, const Figures &>{200, small}, {n, big}})
            std::printf("  ClusterGate x %4d: CPU %6.1f %% of one core (%.3f %% per node), RSS %7.1f MB, "
                        "%7.1f samples/s, %d TCP connection(s), %d gap(s), up after %.1f s\n",
                        size, fig.cpuPercent, fig.cpuPercent / size, fig.rssMb, fig.samplesPerSec,
                        fig.tcpConnections, fig.gaps, fig.upSecs);
        std::printf("  ratio %d / 200: CPU %.2fx (%.2fx per node), RSS %.2fx, samples/s %.2fx\n", n,
                    big.cpuPercent / small.cpuPercent, (big.cpuPercent / n) / (small.cpuPercent / 200),
                    big.rssMb / small.rssMb, big.samplesPerSec / small.samplesPerSec);
        std::printf("  goal at 1,000: CPU <= 25 %% of one core, RSS <= 400 MB, 1 TCP connection\n");
        lab.down();
        return 0;
    }
    const Figures a = streamFleet(n, windowMs, agent);
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
