// SPDX-License-Identifier: GPL-3.0-or-later
// L2/L3: the agent's benchmark results (its JSON schema, core/bench) judged by a baseline file.
//   bench.baseline: results recorded earlier (--results files). Without results for the check's
//                   benchmarks it does not run, and says what it needs; never a pass.
//   bench.run:      the console runs the benchmarks on the nodes now, through the chain (the agent pushed
//                   when it differs), all nodes at once; NCCL across nodes gets its unique id from
//                   `bench nccl-id` on the first node, handed to every node's ranks by the console.
#include "agent/agent_deploy.h"
#include "bench/baseline.h"
#include "bench/bench_results.h"
#include "ssh/remote_shell.h"
#include "validation/acceptance_charts.h"
#include "validation/checks.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace cg::validation {

namespace {

// Judges `all` by the check's baseline, keeping only the check's benchmarks and the rules that speak of
// them. Sets the status, reason, figures, log and the verdicts.
// The baseline a check names; "contract" (or nothing) picks the one for the contract's GPU model, and
// H200 SXM when the contract names none. Empty, with `why`, when no shipped baseline fits the model.
QString baselineFor(const CheckDef &def, const QString &gpuModel, QString *why)
{
    const QString named = def.stringParam(QStringLiteral("baseline"));
    if (!named.isEmpty() && named != QLatin1String("contract"))
        return named;
    const QString model = gpuModel.toLower().remove(QLatin1Char(' ')).remove(QLatin1Char('-'));
    if (model.isEmpty() || model.contains(QLatin1String("h200")))
        return QStringLiteral("h200-sxm");
    if (model.contains(QLatin1String("h100")))
        return QStringLiteral("h100-sxm");
    *why = Checks::tr("no shipped baseline for the contract's GPU model '%1': name one in the check "
                      "(params.baseline: a name or a file)")
               .arg(gpuModel);
    return {};
}

void judge(const CheckDef &def, const bench::ResultSet &all, CheckResult &r, const QString &gpuModel)
{
    const QStringList benchmarks = def.listParam(QStringLiteral("benchmarks"));
    const QString needs = def.stringParam(QStringLiteral("needs"), Checks::tr("GPU benchmark results"));
    // Only this check's benchmarks, and the baseline's rules that speak of them.
    const auto wanted = [&](const QString &benchmark) {
        return benchmarks.isEmpty() || benchmarks.contains(benchmark);
    };
    bench::ResultSet mine;
    for (const bench::MetricValue &m : std::as_const(all.metrics)) {
        if (wanted(m.benchmark))
            mine.metrics << m;
    }
    for (const bench::AgentCheck &c : std::as_const(all.checks)) {
        if (wanted(c.benchmark))
            mine.checks << c;
    }
    QStringList notRun;
    for (const bench::NotRunResult &n : std::as_const(all.notRun)) {
        if (wanted(n.benchmark)) {
            mine.notRun << n;
            notRun << n.describe();
        }
    }
    mine.results = int(mine.metrics.size() + mine.checks.size());
    if (mine.metrics.isEmpty() && mine.checks.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = mine.notRun.isEmpty()
                       ? Checks::tr("needs %1: the given results hold nothing from %2")
                             .arg(needs, benchmarks.join(QLatin1String(", ")))
                       : Checks::tr("the benchmarks did not run: %1").arg(notRun.join(QLatin1String("; ")));
        return;
    }
    QString why;
    const QString baselineName = baselineFor(def, gpuModel, &why);
    if (baselineName.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = why;
        return;
    }
    const Result<bench::Baseline> baseline = bench::Baselines::load(baselineName);
    if (!baseline.ok()) {
        r.status = CheckStatus::NotRun;
        r.reason = baseline.error();
        return;
    }
    bench::Baseline rules = baseline.value();
    QList<bench::Rule> kept;
    for (const bench::Rule &rule : std::as_const(rules.rules)) {
        for (const bench::MetricValue &m : std::as_const(mine.metrics)) {
            if (bench::globMatch(rule.metric, m.name)) {
                kept << rule;
                break;
            }
        }
    }
    rules.rules = kept;
    const bench::Evaluation ev = bench::Evaluator::evaluate(rules, mine);
    QJsonArray verdicts;
    QStringList failures, warnings;
    for (const bench::Verdict &v : ev.verdicts) {
        verdicts.append(QJsonObject{{QStringLiteral("rule"), v.ruleId},
                                    {QStringLiteral("metric"), v.metric},
                                    {QStringLiteral("host"), v.host},
                                    {QStringLiteral("device"), v.device},
                                    {QStringLiteral("value"), v.value},
                                    {QStringLiteral("unit"), v.unit},
                                    {QStringLiteral("expectation"), v.expectation},
                                    {QStringLiteral("outcome"), bench::outcomeName(v.outcome)},
                                    {QStringLiteral("reason"), v.reason}});
        const QString where = v.host.isEmpty() ? v.device : v.host + QLatin1Char('/') + v.device;
        r.log +=
            Checks::tr("%1 %2 %3: %4 %5 (%6)%7\n")
                .arg(bench::outcomeName(v.outcome), v.metric, where)
                .arg(v.value)
                .arg(v.unit, v.expectation, v.reason.isEmpty() ? QString() : QStringLiteral(": ") + v.reason)
                .toUtf8();
        if (v.outcome == bench::Verdict::Missing)
            continue;
        Figure f;
        f.name = where.isEmpty() ? v.metric : v.metric + QLatin1Char('@') + where;
        f.value = v.value;
        f.unit = v.unit;
        f.hasThreshold = !v.expectation.isEmpty();
        f.thresholdText = v.expectation;
        f.met = v.outcome != bench::Verdict::Fail;
        r.figures << f;
        if (v.outcome == bench::Verdict::Fail)
            failures << QStringLiteral("%1 %2: %3")
                            .arg(v.metric, where, v.reason.isEmpty() ? v.expectation : v.reason);
        else if (v.outcome == bench::Verdict::Warn)
            warnings << QStringLiteral("%1 %2: %3")
                            .arg(v.metric, where, v.reason.isEmpty() ? v.expectation : v.reason);
    }
    r.json.insert(QStringLiteral("baseline"), rules.name);
    r.json.insert(QStringLiteral("verdicts"), verdicts);
    if (!failures.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = failures.join(QLatin1String("; "));
    } else if (!warnings.isEmpty()) {
        r.status = CheckStatus::Warn;
        r.reason = warnings.join(QLatin1String("; "));
    } else if (ev.passed == 0) {
        r.status = CheckStatus::NotRun;
        r.reason = Checks::tr("no rule of baseline %1 applies to the given results").arg(rules.name);
    } else {
        r.status = CheckStatus::Pass;
        r.reason = Checks::tr("%1 rule(s) of baseline %2 hold").arg(ev.passed).arg(rules.name);
    }
}

} // namespace

CheckResult Checks::benchBaseline(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const QStringList benchmarks = def.listParam(QStringLiteral("benchmarks"));
    const QString needs = def.stringParam(QStringLiteral("needs"), tr("GPU benchmark results"));
    if (ctx.target().resultsFiles.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason =
            tr("needs %1: run the agent's benchmarks (%2) with --format json on the nodes and give the "
               "files with --results")
                .arg(needs, benchmarks.join(QLatin1String(", ")));
        return r;
    }
    bench::ResultSet all;
    QJsonArray ncclRows; // the per-size table, for the report's chart
    for (const QString &path : ctx.target().resultsFiles) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            r.status = CheckStatus::NotRun;
            r.reason = tr("cannot read %1: %2").arg(path, f.errorString());
            return r;
        }
        const QByteArray data = f.readAll();
        const Result<bench::ResultSet> set = bench::BenchResults::parse(data, QFileInfo(path).fileName());
        if (!set.ok()) {
            r.status = CheckStatus::Fail;
            r.reason = set.error();
            return r;
        }
        all.results += set->results;
        all.metrics += set->metrics;
        all.checks += set->checks;
        all.notRun += set->notRun;
        if (benchmarks.isEmpty() || benchmarks.contains(QLatin1String("nccl"))) {
            for (const QJsonValue &row : AcceptanceCharts::ncclRows(data))
                ncclRows.append(row);
        }
    }
    judge(def, all, r, ctx.target().cluster.contract.gpuModel);
    r.json.insert(QStringLiteral("results_files"), QJsonArray::fromStringList(ctx.target().resultsFiles));
    if (!ncclRows.isEmpty())
        r.json.insert(QStringLiteral("nccl_rows"), ncclRows);
    return r;
}

namespace {

// One agent command on one node, streamed into memory.
struct NodeRun
{
    int node = 0;
    QString name;
    ssh::Session *session = nullptr;
    QString agent; // its path on the node
    QByteArray command, out, err;
    bool overflowed = false; // output past ssh::kMaxNodeOutput
    ssh::Exec *exec = nullptr;
};

void startRun(CheckContext &ctx, NodeRun &run, const QByteArray &command)
{
    run.command = command;
    run.out.clear();
    run.err.clear();
    run.overflowed = false;
    run.exec = ctx.engine().exec(
        run.session, command,
        ssh::ExecCallbacks{
            [&run](const char *d, std::size_t n) { run.overflowed |= !ssh::appendCapped(run.out, d, n); },
            [&run](const char *d, std::size_t n) { run.overflowed |= !ssh::appendCapped(run.err, d, n); },
            {}});
}

} // namespace

CheckResult Checks::benchRun(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const QStringList known{QStringLiteral("health"), QStringLiteral("membw"), QStringLiteral("gemm"),
                            QStringLiteral("copy"),   QStringLiteral("burn"),  QStringLiteral("nccl")};
    const QStringList benchmarks = def.listParam(QStringLiteral("benchmarks"));
    for (const QString &b : benchmarks) {
        if (!known.contains(b)) {
            r.status = CheckStatus::Fail;
            r.reason = tr("unknown benchmark '%1' (known: %2)").arg(b, known.join(QLatin1String(", ")));
            return r;
        }
    }
    if (benchmarks.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("the check names no benchmarks (params.benchmarks)");
        return r;
    }
    // Results recorded earlier and given to this run (--results) are judged instead of running again.
    if (!ctx.target().resultsFiles.isEmpty()) {
        r = benchBaseline(def, ctx);
        r.log.prepend(
            tr("judging the recorded results given to this run, not running the benchmarks\n").toUtf8());
        return r;
    }
    BundledAgent agent;
    if (!bundledAgent(ctx, r, &agent))
        return r;
    // Options for every command, each word quoted for the remote shell.
    QByteArray extra;
    for (const QString &w : def.stringParam(QStringLiteral("args"))
                                .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        extra += ' ' + ssh::RemoteShell::quote(w);
    const int timeoutMs = std::max(10, def.intParam(QStringLiteral("timeout_s"), 1800)) * 1000;
    const auto &nodes = ctx.target().nodes;
    const int wantedNodes = def.intParam(QStringLiteral("nodes"), 0);
    const int count = wantedNodes > 0 ? std::min(wantedNodes, int(nodes.size())) : int(nodes.size());
    const bool acrossNodes = def.intParam(QStringLiteral("across_nodes"), 0) != 0;

    QStringList problems;
    std::vector<NodeRun> runs;
    runs.reserve(std::size_t(count));
    for (int i = 0; i < count && !ctx.isCancelled(); ++i) {
        ctx.progress(tr("reaching %1 and its agent").arg(nodes.at(i).name));
        ssh::SshError err;
        ssh::Session *s = ctx.node(i, &err);
        if (!s) {
            notReached(r, nodes.at(i).name, err);
            continue;
        }
        const AgentDeployment d = AgentDeployer::ensure(ctx.engine(), s, agent);
        if (!d.ok()) {
            problems << tr("%1: agent not deployed: %2").arg(nodes.at(i).name, d.error.describe());
            continue;
        }
        NodeRun run;
        run.node = i;
        run.name = nodes.at(i).name;
        run.session = s;
        run.agent = d.remotePath;
        runs.push_back(run);
    }

    bench::ResultSet all;
    QJsonArray commands, ncclRows;
    // Waits for every started run, then reads what each one printed.
    const auto collect = [&](const QString &benchmark) {
        ctx.engine().runUntil(
            [&] {
                return ctx.isCancelled() || std::all_of(runs.begin(), runs.end(), [](const NodeRun &x) {
                           return !x.exec || x.exec->isFinished() || x.overflowed;
                       });
            },
            timeoutMs);
        for (NodeRun &run : runs) {
            if (!run.exec)
                continue;
            const bool finished = run.exec->isFinished();
            const int exit = finished ? run.exec->exitStatus() : -1;
            ctx.engine().release(run.exec);
            run.exec = nullptr;
            r.log +=
                tr("%1$ %2 (exit %3)\n").arg(run.name, QString::fromUtf8(run.command)).arg(exit).toUtf8();
            r.log += run.err.right(4000);
            commands.append(QJsonObject{{QStringLiteral("node"), run.name},
                                        {QStringLiteral("command"), QString::fromUtf8(run.command)},
                                        {QStringLiteral("exit"), exit}});
            if (run.overflowed) {
                problems << tr("%1: %2: %3").arg(run.name, benchmark, ssh::RemoteShell::tooMuchOutput());
                continue;
            }
            if (!finished) {
                problems << (ctx.isCancelled() ? tr("cancelled")
                                               : tr("%1: %2 did not finish within %3 s")
                                                     .arg(run.name, benchmark)
                                                     .arg(timeoutMs / 1000));
                continue;
            }
            const Result<bench::ResultSet> set =
                bench::BenchResults::parse(run.out, tr("%1: %2").arg(run.name, benchmark));
            if (!set.ok()) {
                problems << set.error();
                continue;
            }
            all.results += set->results;
            all.metrics += set->metrics;
            all.checks += set->checks;
            all.notRun += set->notRun;
            for (const QJsonValue &row : AcceptanceCharts::ncclRows(run.out))
                ncclRows.append(row);
        }
    };

    for (const QString &benchmark : benchmarks) {
        if (ctx.isCancelled() || runs.empty())
            break;
        const QByteArray verb =
            benchmark == QLatin1String("health") ? QByteArray(" health") : " bench " + benchmark.toUtf8();
        if (benchmark != QLatin1String("nccl") || !acrossNodes || runs.size() < 2) {
            ctx.progress(tr("%1 on %n node(s)", nullptr, int(runs.size())).arg(benchmark));
            for (NodeRun &run : runs)
                startRun(
                    ctx, run,
                    AgentDeployer::runCommand(run.agent, agent.sha256Hex, verb + " --format json" + extra));
            collect(benchmark);
            continue;
        }
        // NCCL across nodes: the first node makes the unique id and serves the rendezvous until its
        // stdin closes; every node's GPUs join as ranks [i * g, (i + 1) * g) of n * g.
        const int gpusPerNode =
            def.intParam(QStringLiteral("gpus_per_node"), ctx.target().cluster.contract.gpusPerNode);
        if (gpusPerNode <= 0) {
            problems << tr(
                "nccl across nodes needs the GPUs per node (params.gpus_per_node or the contract)");
            continue;
        }
        ctx.progress(tr("NCCL unique id from %1").arg(runs.front().name));
        NodeRun idRun = runs.front();
        startRun(
            ctx, idRun,
            AgentDeployer::runCommand(idRun.agent, agent.sha256Hex,
                                      " bench nccl-id --wait " + QByteArray::number(timeoutMs / 1000 + 60)));
        ctx.engine().runUntil(
            [&] { return idRun.out.contains('\n') || idRun.exec->isFinished() || ctx.isCancelled(); }, 60000);
        const QByteArray id = idRun.out.left(idRun.out.indexOf('\n')).trimmed();
        r.log += tr("%1$ %2\n").arg(idRun.name, QString::fromUtf8(idRun.command)).toUtf8() + idRun.err;
        if (!QRegularExpression(QStringLiteral("^[0-9a-f]{256}$"))
                 .match(QString::fromLatin1(id))
                 .hasMatch()) {
            ctx.engine().runUntil([&] { return idRun.exec->isFinished(); }, 5000);
            const int exit = idRun.exec->isFinished() ? idRun.exec->exitStatus() : -1;
            ctx.engine().release(idRun.exec);
            const QString why =
                QString::fromUtf8(idRun.err.trimmed()).remove(QStringLiteral("clustergate-agent: "));
            if (exit == 3)
                all.notRun << bench::NotRunResult{QStringLiteral("nccl"), idRun.name, why};
            else
                problems << tr("%1: no NCCL unique id (exit %2): %3").arg(idRun.name).arg(exit).arg(why);
            continue;
        }
        const int nranks = gpusPerNode * int(runs.size());
        r.json.insert(QStringLiteral("nccl_ranks"), nranks);
        r.log += tr("NCCL unique id from %1 handed to %n node(s)\n", nullptr, int(runs.size()))
                     .arg(idRun.name)
                     .toUtf8();
        ctx.progress(tr("nccl across %n node(s)", nullptr, int(runs.size())));
        for (std::size_t i = 0; i < runs.size(); ++i)
            startRun(ctx, runs[i],
                     AgentDeployer::runCommand(runs[i].agent, agent.sha256Hex,
                                               verb + " --rank " + QByteArray::number(int(i) * gpusPerNode) +
                                                   " --nranks " + QByteArray::number(nranks) + " --id " + id +
                                                   " --format json" + extra));
        collect(benchmark);
        idRun.exec->closeStdin();
        ctx.engine().runUntil([&] { return idRun.exec->isFinished(); }, 10000);
        ctx.engine().release(idRun.exec);
    }

    r.json.insert(QStringLiteral("commands"), commands);
    if (!ncclRows.isEmpty())
        r.json.insert(QStringLiteral("nccl_rows"), ncclRows);
    judge(def, all, r, ctx.target().cluster.contract.gpuModel);
    if (ctx.isCancelled()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("cancelled");
    } else if (!problems.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = problems.join(QLatin1String("; ")) +
                   (r.reason.isEmpty() ? QString() : QStringLiteral("; ") + r.reason);
    } else if (runs.empty() && !r.notMeasured.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("not measured: no node was reached");
    }
    settleUnmeasured(r);
    return r;
}

} // namespace cg::validation
