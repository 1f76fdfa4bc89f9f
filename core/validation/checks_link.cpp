// SPDX-License-Identifier: GPL-3.0-or-later
// L1 link: console-to-node RTT over the SSH channel, node-to-node throughput and RTT with the agent's link
// probe (and TCP retransmits), the path MTU between nodes, and a large transfer through the tunnel.
#include "agent/agent_deploy.h"
#include "ssh/file_push.h"
#include "ssh/remote_shell.h"
#include "validation/checks.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryFile>

#include <algorithm>
#include <cmath>

namespace cg::validation {

using ssh::Session;

namespace {

double percentile(QList<double> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const double idx = p * double(v.size() - 1);
    const auto lo = qsizetype(std::floor(idx));
    const auto hi = qsizetype(std::ceil(idx));
    return v.at(lo) + (v.at(hi) - v.at(lo)) * (idx - double(lo));
}

double stddev(const QList<double> &v)
{
    if (v.size() < 2)
        return 0;
    double mean = 0;
    for (double x : v)
        mean += x;
    mean /= double(v.size());
    double sq = 0;
    for (double x : v)
        sq += (x - mean) * (x - mean);
    return std::sqrt(sq / double(v.size() - 1));
}

// RetransSegs from /proc/net/snmp ("Tcp:" header line, then the values line).
qint64 retransSegs(const QByteArray &snmp)
{
    QList<QByteArray> header;
    for (const QByteArray &line : snmp.split('\n')) {
        if (!line.startsWith("Tcp:"))
            continue;
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (header.isEmpty()) {
            header = fields;
            continue;
        }
        const qsizetype i = header.indexOf("RetransSegs");
        return i > 0 && i < fields.size() ? fields.at(i).toLongLong() : -1;
    }
    return -1;
}

// The nodes a check uses: the first `count` (0: all).
int nodeCount(const CheckDef &def, CheckContext &ctx, int fallback)
{
    const int n = def.intParam(QStringLiteral("nodes"), fallback);
    const int all = int(ctx.target().nodes.size());
    return n <= 0 ? all : std::min(n, all);
}

// The first `wanted` reachable nodes (0: all) for a check that needs at least `minimum` of them. When it
// gets them, the unreached nodes it passed over are noted in the evidence but are not missing from this
// check: it measured what it set out to, between nodes that answer.
QList<int> pickReachable(CheckContext &ctx, int wanted, int minimum, CheckResult &r)
{
    const QList<int> up = ctx.reachable(wanted, r);
    if (up.size() < minimum || r.notMeasured.isEmpty())
        return up;
    QJsonArray skipped = nodeNotesJson(r.notMeasured);
    for (const NodeNote &n : std::as_const(r.notMeasured))
        r.log += Checks::tr("%1 passed over: %2\n").arg(n.node, n.reason).toUtf8();
    r.json.insert(QStringLiteral("passed_over"), skipped);
    r.notMeasured.clear();
    return up;
}

} // namespace

CheckResult Checks::consoleRtt(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const int seconds = std::max(1, def.intParam(QStringLiteral("seconds"), 10));
    const int intervalMs = std::max(10, def.intParam(QStringLiteral("interval_ms"), 200));
    const int count = nodeCount(def, ctx, 0);
    struct Probe
    {
        QString name;
        Session *session = nullptr;
        ssh::Exec *exec = nullptr;
        QByteArray buffer;
        QList<double> rtts;
        int lost = 0;
    };
    QList<Probe> probes;
    for (int i = 0; i < count && !ctx.isCancelled(); ++i) {
        ssh::SshError err;
        Session *s = ctx.node(i, &err);
        if (!s) {
            // Not reached: not measured here (its failure is L0's), never a 0 ms round trip.
            notReached(r, ctx.target().nodes.at(i).name, err);
            continue;
        }
        Probe p;
        p.name = ctx.target().nodes.at(i).name;
        p.session = s;
        probes.append(p);
    }
    // Exec channels echo what the console writes: each line's round trip is the SSH channel's RTT,
    // through every hop of the chain. (The list is complete: pointers into it stay valid.)
    for (Probe &p : probes) {
        Probe *pp = &p;
        p.exec = ctx.engine().exec(
            p.session, "cat",
            ssh::ExecCallbacks{
                [pp](const char *d, std::size_t n) { ssh::appendCapped(pp->buffer, d, n); }, {}, {}});
    }
    QElapsedTimer total;
    total.start();
    int seq = 0;
    QList<QPointF> series;
    while (total.elapsed() < qint64(seconds) * 1000 && !ctx.isCancelled() && !probes.isEmpty()) {
        const QByteArray token = "cg-rtt-" + QByteArray::number(++seq) + '\n';
        QElapsedTimer t;
        t.start();
        QList<qint64> gotNs(probes.size(), -1);
        for (Probe &p : probes) {
            p.buffer.clear();
            p.exec->write(token);
        }
        ctx.engine().runUntil(
            [&] {
                bool all = true;
                for (qsizetype k = 0; k < probes.size(); ++k) {
                    if (gotNs[k] < 0 && probes[k].buffer.contains(token))
                        gotNs[k] = t.nsecsElapsed();
                    if (gotNs[k] < 0 && !probes[k].exec->isFinished())
                        all = false;
                }
                return all || ctx.isCancelled();
            },
            5000);
        for (qsizetype k = 0; k < probes.size(); ++k) {
            if (gotNs[k] < 0) {
                ++probes[k].lost;
                continue;
            }
            const double ms = double(gotNs[k]) / 1e6;
            probes[k].rtts << ms;
            if (k == 0)
                series << QPointF(double(total.elapsed()) / 1000.0, ms);
        }
        const qint64 spent = t.elapsed();
        if (spent < intervalMs)
            ctx.engine().runUntil([&] { return ctx.isCancelled(); }, int(intervalMs - spent));
        ctx.progress(tr("RTT %1 s of %2 s").arg(total.elapsed() / 1000).arg(seconds));
    }
    double worstP50 = 0, worstP99 = 0, worstJitter = 0;
    int pings = 0, lost = 0;
    QJsonArray evidence;
    for (Probe &p : probes) {
        p.exec->closeStdin();
        ctx.engine().runUntil([&] { return p.exec->isFinished(); }, 5000);
        ctx.engine().release(p.exec);
        const double p50 = percentile(p.rtts, 0.5), p99 = percentile(p.rtts, 0.99), jitter = stddev(p.rtts);
        worstP50 = std::max(worstP50, p50);
        worstP99 = std::max(worstP99, p99);
        worstJitter = std::max(worstJitter, jitter);
        pings += int(p.rtts.size());
        lost += p.lost;
        evidence.append(QJsonObject{{QStringLiteral("node"), p.name},
                                    {QStringLiteral("pings"), p.rtts.size()},
                                    {QStringLiteral("lost"), p.lost},
                                    {QStringLiteral("rtt_ms_p50"), p50},
                                    {QStringLiteral("rtt_ms_p99"), p99},
                                    {QStringLiteral("jitter_ms"), jitter}});
        if (p.rtts.isEmpty()) {
            // Reached but no echo came back: nothing measured for this node.
            QJsonObject last = evidence.last().toObject();
            for (const char *k : {"rtt_ms_p50", "rtt_ms_p99", "jitter_ms"})
                last.insert(QLatin1String(k), QJsonValue());
            evidence.replace(evidence.size() - 1, last);
            r.log +=
                tr("%1: no echo came back over the SSH channel (%2 lost)\n").arg(p.name).arg(p.lost).toUtf8();
            continue;
        }
        r.log += tr("%1: %2 echoes over the SSH channel, RTT p50 %3 ms, p99 %4 ms, jitter %5 ms, %6 lost\n")
                     .arg(p.name)
                     .arg(p.rtts.size())
                     .arg(p50, 0, 'f', 2)
                     .arg(p99, 0, 'f', 2)
                     .arg(jitter, 0, 'f', 2)
                     .arg(p.lost)
                     .toUtf8();
    }
    r.json.insert(QStringLiteral("seconds"), seconds);
    r.json.insert(QStringLiteral("interval_ms"), intervalMs);
    r.seriesName = probes.isEmpty() ? QString() : tr("RTT to %1 (ms)").arg(probes.first().name);
    r.series = series;
    for (const NodeNote &n : std::as_const(r.notMeasured))
        evidence.append(QJsonObject{{QStringLiteral("node"), n.node},
                                    {QStringLiteral("measured"), false},
                                    {QStringLiteral("reason"), n.reason}});
    r.json.insert(QStringLiteral("nodes"), evidence);
    if (pings > 0) {
        r.figures << figure(QStringLiteral("rtt_ms_p50"), worstP50, QStringLiteral("ms"))
                  << figure(QStringLiteral("rtt_ms_p99"), worstP99, QStringLiteral("ms"))
                  << figure(QStringLiteral("jitter_ms"), worstJitter, QStringLiteral("ms"));
    } else {
        r.figures << unmeasured(QStringLiteral("rtt_ms_p50"), QStringLiteral("ms"))
                  << unmeasured(QStringLiteral("rtt_ms_p99"), QStringLiteral("ms"))
                  << unmeasured(QStringLiteral("jitter_ms"), QStringLiteral("ms"));
    }
    r.figures << (probes.isEmpty() ? unmeasured(QStringLiteral("echoes_lost"), QString())
                                   : figure(QStringLiteral("echoes_lost"), lost, QString()));
    if (probes.isEmpty() && !r.notMeasured.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("not measured: no node was reached");
    } else if (pings == 0 && !probes.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = tr("no echo came back over the SSH channel");
    }
    settleUnmeasured(r);
    return r;
}

CheckResult Checks::nodeToNode(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const auto &nodes = ctx.target().nodes;
    if (nodes.size() < 2) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("needs two nodes; the cluster has %1").arg(nodes.size());
        return r;
    }
    BundledAgent agent;
    if (!bundledAgent(ctx, r, &agent))
        return r;
    const int seconds = std::max(1, def.intParam(QStringLiteral("seconds"), 5));
    const int streams = std::max(1, def.intParam(QStringLiteral("streams"), 4));
    const int pairs = std::clamp(def.intParam(QStringLiteral("pairs"), 1), 1, int(nodes.size()));
    QJsonArray evidence;
    QStringList problems;
    double minThroughput = -1, worstP50 = 0, worstP99 = 0;
    qint64 retrans = 0, hostRetrans = 0;
    const QList<int> up = pickReachable(ctx, pairs + 1 >= nodes.size() ? 0 : pairs + 1, 2, r);
    if (up.size() < 2) {
        if (!ctx.isCancelled()) {
            r.status = CheckStatus::NotRun;
            r.reason = tr("not measured: needs two nodes that answer, %1 reached").arg(up.size());
            r.figures << unmeasured(QStringLiteral("throughput_mbps"), QStringLiteral("Mbit/s"))
                      << unmeasured(QStringLiteral("rtt_ms_p50"), QStringLiteral("ms"))
                      << unmeasured(QStringLiteral("rtt_ms_p99"), QStringLiteral("ms"));
        }
        return r;
    }
    const int pairCount = std::min(pairs, up.size() == 2 ? 1 : int(up.size()));
    for (int pair = 0; pair < pairCount && !ctx.isCancelled(); ++pair) {
        const int a = up.at(pair), b = up.at((pair + 1) % int(up.size()));
        const QString nameA = nodes.at(a).name, nameB = nodes.at(b).name;
        ctx.progress(tr("link probe %1 → %2").arg(nameB, nameA));
        ssh::SshError errA, errB;
        Session *sa = ctx.node(a, &errA);
        Session *sb = ctx.node(b, &errB);
        if (!sa || !sb) {
            problems << tr("%1: not reached (%2)").arg(sa ? nameB : nameA, (sa ? errB : errA).describe());
            continue;
        }
        const AgentDeployment da = AgentDeployer::ensure(ctx.engine(), sa, agent);
        const AgentDeployment db = da.ok() ? AgentDeployer::ensure(ctx.engine(), sb, agent) : da;
        if (!da.ok() || !db.ok()) {
            problems << tr("agent not deployed: %1").arg((da.ok() ? db : da).error.describe());
            continue;
        }
        // One-time token: the server answers only the probe that presents it.
        const QByteArray token = QByteArray::number(QRandomGenerator::system()->generate64(), 16) +
                                 QByteArray::number(QRandomGenerator::system()->generate64(), 16);
        const QString bindHost = nodes.at(a).plan.target.host;
        QByteArray serverOut, serverErr;
        ssh::Exec *server = ctx.engine().exec(
            sa,
            AgentDeployer::runCommand(da.remotePath, da.sha256Hex,
                                      " link serve --port 0 --bind " + ssh::RemoteShell::quote(bindHost) +
                                          " --timeout " + QByteArray::number(seconds + 60) +
                                          " --token-stdin"),
            ssh::ExecCallbacks{[&](const char *d, std::size_t n) { ssh::appendCapped(serverOut, d, n); },
                               [&](const char *d, std::size_t n) { ssh::appendCapped(serverErr, d, n); },
                               {}});
        server->write(token + '\n');
        ctx.engine().runUntil(
            [&] { return serverOut.contains('\n') || server->isFinished() || ctx.isCancelled(); }, 30000);
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("listening (\\S+):(\\d+)")).match(QString::fromUtf8(serverOut));
        if (!m.hasMatch()) {
            problems << tr("%1: link serve did not start: %2")
                            .arg(nameA,
                                 QString::fromUtf8(serverErr.trimmed().isEmpty() ? serverOut : serverErr));
            ctx.engine().release(server);
            continue;
        }
        const QString port = m.captured(2);
        const ssh::ShellResult before = ssh::RemoteShell::run(ctx.engine(), sb, "cat /proc/net/snmp", 10000);
        QByteArray probeOut, probeErr;
        bool probeOverflowed = false; // output past ssh::kMaxNodeOutput: stopped
        const QByteArray probeCmd = AgentDeployer::runCommand(
            db.remotePath, db.sha256Hex,
            " link probe " + ssh::RemoteShell::quote(bindHost + QLatin1Char(':') + port) + " --seconds " +
                QByteArray::number(seconds) + " --streams " + QByteArray::number(streams) +
                " --token-stdin --format json");
        ssh::Exec *probe = ctx.engine().exec(
            sb, probeCmd,
            ssh::ExecCallbacks{
                [&](const char *d, std::size_t n) { probeOverflowed |= !ssh::appendCapped(probeOut, d, n); },
                [&](const char *d, std::size_t n) { probeOverflowed |= !ssh::appendCapped(probeErr, d, n); },
                {}});
        probe->write(token + '\n');
        ctx.engine().runUntil([&] { return probe->isFinished() || probeOverflowed || ctx.isCancelled(); },
                              (seconds + 60) * 1000);
        const int probeExit = probe->isFinished() ? probe->exitStatus() : -1;
        ctx.engine().release(probe);
        const ssh::ShellResult after = ssh::RemoteShell::run(ctx.engine(), sb, "cat /proc/net/snmp", 10000);
        ctx.engine().runUntil([&] { return server->isFinished() || ctx.isCancelled(); }, 10000);
        ctx.engine().release(server);
        r.log += tr("%1$ %2\n").arg(nameB, QString::fromUtf8(probeCmd)).toUtf8() + probeOut + probeErr;

        QJsonObject result;
        for (const QByteArray &line : probeOut.split('\n')) {
            const QJsonDocument doc = QJsonDocument::fromJson(line.trimmed());
            if (doc.isObject() && doc.object().contains(QStringLiteral("summary"))) {
                result = doc.object();
                break;
            }
        }
        if (result.isEmpty()) {
            const QJsonDocument whole = QJsonDocument::fromJson(probeOut);
            if (whole.isObject())
                result = whole.object();
        }
        const QJsonObject summary = result.value(QStringLiteral("summary")).toObject();
        if (probeOverflowed) {
            problems << tr("%1 → %2: %3").arg(nameB, nameA, ssh::RemoteShell::tooMuchOutput());
            continue;
        }
        if (summary.isEmpty()) {
            problems << tr("%1 → %2: link probe gave no result (exit %3): %4")
                            .arg(nameB, nameA)
                            .arg(probeExit)
                            .arg(QString::fromUtf8(probeErr.trimmed()).left(300));
            continue;
        }
        const double tp = summary.value(QStringLiteral("throughput_mbps")).toDouble();
        minThroughput = minThroughput < 0 ? tp : std::min(minThroughput, tp);
        worstP50 = std::max(worstP50, summary.value(QStringLiteral("rtt_ms_p50")).toDouble());
        worstP99 = std::max(worstP99, summary.value(QStringLiteral("rtt_ms_p99")).toDouble());
        retrans += qint64(summary.value(QStringLiteral("retransmits")).toDouble());
        const qint64 rb = retransSegs(before.out), ra = retransSegs(after.out);
        if (rb >= 0 && ra >= rb)
            hostRetrans += ra - rb;
        evidence.append(
            QJsonObject{{QStringLiteral("from"), nameB},
                        {QStringLiteral("to"), nameA},
                        {QStringLiteral("address"), bindHost + QLatin1Char(':') + port},
                        {QStringLiteral("summary"), summary},
                        {QStringLiteral("host_retrans_segs"), rb >= 0 && ra >= rb ? double(ra - rb) : -1.0},
                        {QStringLiteral("agent_result"), result}});
    }
    r.json.insert(QStringLiteral("pairs"), evidence);
    if (minThroughput >= 0) {
        r.figures << figure(QStringLiteral("throughput_mbps"), minThroughput, QStringLiteral("Mbit/s"))
                  << figure(QStringLiteral("rtt_ms_p50"), worstP50, QStringLiteral("ms"))
                  << figure(QStringLiteral("rtt_ms_p99"), worstP99, QStringLiteral("ms"))
                  << figure(QStringLiteral("retransmits"), double(retrans), QString())
                  << figure(QStringLiteral("host_retrans_segs"), double(hostRetrans), QString());
    }
    if (!problems.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = problems.join(QLatin1String("; "));
    }
    return r;
}

CheckResult Checks::pathMtu(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const auto &nodes = ctx.target().nodes;
    if (nodes.size() < 2) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("needs two nodes; the cluster has %1").arg(nodes.size());
        return r;
    }
    const QList<int> up = pickReachable(ctx, 2, 2, r);
    if (up.size() < 2) {
        if (!ctx.isCancelled()) {
            r.status = CheckStatus::NotRun;
            r.reason = tr("not measured: needs two nodes that answer, %1 reached").arg(up.size());
            r.figures << unmeasured(QStringLiteral("path_mtu"), QStringLiteral("bytes"));
        }
        return r;
    }
    const int toIndex = up.at(0), fromIndex = up.at(1);
    ssh::SshError err;
    Session *from = ctx.node(fromIndex, &err);
    if (!from) {
        r.status = CheckStatus::Fail;
        r.reason = tr("%1: not reached (%2)").arg(nodes.at(fromIndex).name, err.describe());
        return r;
    }
    const int max = def.intParam(QStringLiteral("max"), 9000);
    const QByteArray host = ssh::RemoteShell::quote(nodes.at(toIndex).plan.target.host);
    // A binary search with the don't-fragment bit set (ping -M do); tracepath otherwise; plainly nothing
    // when neither is installed, with the interface MTU for what it is worth.
    const QByteArray script =
        "h=" + host + "; max=" + QByteArray::number(max) +
        "\n"
        "if command -v ping >/dev/null 2>&1; then\n"
        "  t() { ping -n -M do -c 1 -W 1 -s $(($1 - 28)) \"$h\" >/dev/null 2>&1; }\n"
        "  if ! t 576; then echo 'unreachable ping'; exit 0; fi\n"
        "  lo=576; hi=$max\n"
        "  if t $hi; then lo=$hi; fi\n"
        "  while [ $((hi - lo)) -gt 1 ]; do m=$(((lo + hi) / 2)); if t $m; then lo=$m; else hi=$m; fi; done\n"
        "  echo \"pmtu $lo ping\"\n"
        "elif command -v tracepath >/dev/null 2>&1; then\n"
        "  p=$(tracepath -n \"$h\" 2>/dev/null | sed -n 's/.*pmtu \\([0-9]*\\).*/\\1/p' | tail -n 1)\n"
        "  echo \"pmtu ${p:-0} tracepath\"\n"
        "else\n"
        "  dev=$(ip -o route get \"$h\" 2>/dev/null | sed -n 's/.* dev \\([^ ]*\\).*/\\1/p')\n"
        "  echo \"missing $(cat /sys/class/net/${dev:-none}/mtu 2>/dev/null || echo 0) ${dev:-?}\"\n"
        "fi\n";
    const ssh::ShellResult sh = ssh::RemoteShell::run(ctx.engine(), from, script, 120000);
    const QString out = QString::fromUtf8(sh.out).trimmed();
    r.log += tr("%1: path MTU towards %2\n")
                 .arg(nodes.at(fromIndex).name, nodes.at(toIndex).plan.target.host)
                 .toUtf8() +
             sh.out + sh.err;
    const QStringList words = out.split(QLatin1Char(' '));
    if (!sh.error.ok()) {
        r.status = CheckStatus::Fail;
        r.reason = sh.error.describe();
    } else if (words.value(0) == QLatin1String("pmtu") && words.value(1).toInt() > 0) {
        r.figures << figure(QStringLiteral("path_mtu"), words.value(1).toInt(), QStringLiteral("bytes"));
        r.json.insert(QStringLiteral("method"), words.value(2));
        r.reason = tr("measured with %1").arg(words.value(2));
    } else if (words.value(0) == QLatin1String("unreachable")) {
        r.status = CheckStatus::Fail;
        r.reason = tr("%1 does not answer ping from %2 even at 576 bytes")
                       .arg(nodes.at(toIndex).plan.target.host, nodes.at(fromIndex).name);
    } else if (words.value(0) == QLatin1String("missing")) {
        r.status = CheckStatus::NotRun;
        r.json.insert(QStringLiteral("interface_mtu"), words.value(1).toInt());
        r.reason =
            tr("neither ping nor tracepath is installed on %1, so the path MTU cannot be measured; the "
               "interface MTU there is %2 (%3), which says nothing about the path")
                .arg(nodes.at(fromIndex).name, words.value(1), words.value(2));
    } else {
        r.status = CheckStatus::Fail;
        r.reason = tr("no path MTU found: %1").arg(out.left(200));
    }
    return r;
}

CheckResult Checks::largeTransfer(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const int sizeMb = std::clamp(def.intParam(QStringLiteral("size_mb"), 64), 1, 4096);
    const QList<int> up = pickReachable(ctx, 1, 1, r);
    if (up.isEmpty()) {
        if (!ctx.isCancelled()) {
            r.status = CheckStatus::NotRun;
            r.reason = tr("not measured: no node was reached");
            r.figures << unmeasured(QStringLiteral("transfer_mbps"), QStringLiteral("Mbit/s"))
                      << unmeasured(QStringLiteral("sha256_match"), QString());
        }
        return r;
    }
    ssh::SshError err;
    Session *s = ctx.node(up.first(), &err);
    const QString name = ctx.target().nodes.at(up.first()).name;
    if (!s) {
        r.status = CheckStatus::Fail;
        r.reason = tr("%1: not reached (%2)").arg(name, err.describe());
        return r;
    }
    QTemporaryFile file;
    if (!file.open()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("cannot make a local test file: %1").arg(file.errorString());
        return r;
    }
    QCryptographicHash local(QCryptographicHash::Sha256);
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    for (int i = 0; i < sizeMb; ++i) {
        // Random data: a compressing transport cannot make the transfer look better than it is.
        QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(chunk.data()), chunk.size() / 4);
        file.write(chunk);
        local.addData(chunk);
    }
    file.flush();
    const QByteArray localSha = local.result().toHex();
    const QString remote = QStringLiteral(".cache/clustergate/validation-transfer.bin");
    ssh::RemoteShell::run(ctx.engine(), s,
                          "mkdir -p .cache/clustergate && rm -f .cache/clustergate/validation-transfer.bin*",
                          20000);
    ssh::PushOptions o;
    o.localPath = file.fileName();
    o.remotePath = remote;
    o.cancelled = ctx.cancelled;
    o.timeoutMs = def.intParam(QStringLiteral("timeout_s"), 300) * 1000;
    qint64 lastReport = -1;
    o.progress = [&](qint64 done, qint64 total) {
        const qint64 pct = total > 0 ? done * 100 / total : 0;
        if (pct / 10 != lastReport) {
            lastReport = pct / 10;
            ctx.progress(tr("transfer %1 %").arg(pct));
        }
    };
    QElapsedTimer t;
    t.start();
    const ssh::PushResult push = ssh::FilePush::run(ctx.engine(), s, o);
    const qint64 ms = std::max<qint64>(1, push.streamMs > 0 ? push.streamMs : t.elapsed());
    ssh::RemoteShell::run(ctx.engine(), s, "rm -f .cache/clustergate/validation-transfer.bin*", 20000);
    r.json.insert(QStringLiteral("node"), name);
    r.json.insert(QStringLiteral("bytes"), double(push.total));
    r.json.insert(QStringLiteral("local_sha256"), QString::fromLatin1(localSha));
    r.json.insert(QStringLiteral("remote_sha256"), QString::fromLatin1(push.sha256Hex));
    r.log +=
        tr("%1: pushed %2 MB of random data through the chain in %3 ms; SHA-256 here %4, on the node %5\n")
            .arg(name)
            .arg(sizeMb)
            .arg(ms)
            .arg(QString::fromLatin1(localSha), QString::fromLatin1(push.sha256Hex))
            .toUtf8();
    if (!push.ok()) {
        r.status = CheckStatus::Fail;
        r.reason = tr("the transfer to %1 broke off: %2").arg(name, push.error.describe());
        return r;
    }
    const bool match = push.sha256Hex.toLower() == localSha;
    r.figures << figure(QStringLiteral("transfer_mbps"), double(push.sent) * 8.0 / double(ms) / 1000.0,
                        QStringLiteral("Mbit/s"))
              << figure(QStringLiteral("transfer_mb"), sizeMb, QStringLiteral("MB"))
              << figure(QStringLiteral("sha256_match"), match ? 1 : 0, QString());
    if (!match) {
        r.status = CheckStatus::Fail;
        r.reason = tr("the file arrived on %1 altered: SHA-256 differs").arg(name);
    }
    return r;
}

} // namespace cg::validation
