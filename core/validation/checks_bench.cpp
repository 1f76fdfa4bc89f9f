// SPDX-License-Identifier: GPL-3.0-or-later
// L2/L3: benchmark results the agent recorded (its JSON schema, core/bench) judged by a baseline file.
// Without results for the check's benchmarks it does not run, and says what it needs; never a pass.
#include "bench/baseline.h"
#include "bench/bench_results.h"
#include "validation/checks.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

namespace cg::validation {

CheckResult Checks::benchBaseline(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r;
    r.id = def.id;
    r.title = def.title;
    r.kind = def.kind;
    r.required = def.required;
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
    QString baselineName = def.stringParam(QStringLiteral("baseline"));
    if (baselineName.isEmpty())
        baselineName = QStringLiteral("h200-sxm");
    const Result<bench::Baseline> baseline = bench::Baselines::load(baselineName);
    if (!baseline.ok()) {
        r.status = CheckStatus::NotRun;
        r.reason = baseline.error();
        return r;
    }
    bench::ResultSet all;
    for (const QString &path : ctx.target().resultsFiles) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            r.status = CheckStatus::NotRun;
            r.reason = tr("cannot read %1: %2").arg(path, f.errorString());
            return r;
        }
        const Result<bench::ResultSet> set =
            bench::BenchResults::parse(f.readAll(), QFileInfo(path).fileName());
        if (!set.ok()) {
            r.status = CheckStatus::Fail;
            r.reason = set.error();
            return r;
        }
        all.results += set->results;
        all.metrics += set->metrics;
        all.checks += set->checks;
        all.notRun += set->notRun;
    }
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
    for (const QString &n : std::as_const(all.notRun)) {
        if (wanted(n.section(QLatin1Char(' '), 0, 0)))
            mine.notRun << n;
    }
    mine.results = int(mine.metrics.size() + mine.checks.size());
    if (mine.metrics.isEmpty() && mine.checks.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = mine.notRun.isEmpty()
                       ? tr("needs %1: the given results hold nothing from %2")
                             .arg(needs, benchmarks.join(QLatin1String(", ")))
                       : tr("the benchmarks did not run: %1").arg(mine.notRun.join(QLatin1String("; ")));
        return r;
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
            tr("%1 %2 %3: %4 %5 (%6)%7\n")
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
    r.json.insert(QStringLiteral("results_files"), QJsonArray::fromStringList(ctx.target().resultsFiles));
    if (!failures.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = failures.join(QLatin1String("; "));
    } else if (!warnings.isEmpty()) {
        r.status = CheckStatus::Warn;
        r.reason = warnings.join(QLatin1String("; "));
    } else if (ev.passed == 0) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("no rule of baseline %1 applies to the given results").arg(rules.name);
    } else {
        r.status = CheckStatus::Pass;
        r.reason = tr("%1 rule(s) of baseline %2 hold").arg(ev.passed).arg(rules.name);
    }
    return r;
}

} // namespace cg::validation
