// SPDX-License-Identifier: GPL-3.0-or-later
// L4 inference: the step load test of core/validation/load against the cluster's OpenAI-compatible
// endpoint, reached through an SSH port forward from a node (the service is not exposed). The service
// self-check runs first; the figures at 100 % of the target QPS are judged by the check's thresholds and
// the whole report by a baseline template (resources/baselines/inference-default.yaml), and the latency
// is split into the network path and the service.
#include "bench/baseline.h"
#include "ssh/connection_hub.h"
#include "ssh/port_forward.h"
#include "validation/checks.h"
#include "validation/load/load_generator.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <cmath>

namespace cg::validation {

CheckResult Checks::inferenceLoad(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const int port = def.intParam(QStringLiteral("port"), 0);
    if (port <= 0 || port > 65535) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("needs the endpoint: the service's port on the node (params.port) and its model "
                      "(params.model) in the checklist");
        return r;
    }
    int nodeIndex = 0;
    const QString nodeName = def.stringParam(QStringLiteral("node"));
    for (int i = 0; i < ctx.target().nodes.size(); ++i) {
        if (ctx.target().nodes.at(i).name == nodeName)
            nodeIndex = i;
    }
    const TargetNode &node = ctx.target().nodes.at(nodeIndex);

    // The forward: a local port whose connections are opened by the node's sshd.
    // This thread is a tree of the run's hub, busy waiting for the check: the forward gets a hub of its own.
    ssh::ConnectionHub forwardHub;
    ssh::PortForward forward(&forwardHub, nullptr);
    ssh::PortForwardOptions fo;
    fo.plan = node.plan;
    fo.base = ctx.baseOptions();
    fo.remoteHost = def.stringParam(QStringLiteral("host"), QStringLiteral("127.0.0.1"));
    fo.remotePort = quint16(port);
    QString forwardError;
    bool forwardReady = false;
    {
        QEventLoop loop;
        QObject::connect(&forward, &ssh::PortForward::ready, &loop, [&] {
            forwardReady = true;
            loop.quit();
        });
        QObject::connect(&forward, &ssh::PortForward::failed, &loop, [&](const QString &e) {
            forwardError = e;
            loop.quit();
        });
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (ctx.isCancelled())
                loop.quit();
        });
        poll.start(200);
        ctx.progress(tr("forwarding %1:%2 from %3").arg(fo.remoteHost).arg(port).arg(node.name));
        forward.start(fo);
        loop.exec();
    }
    if (!forwardReady) {
        r.status = ctx.isCancelled() ? CheckStatus::NotRun : CheckStatus::Fail;
        r.reason = forwardError.isEmpty() ? tr("cancelled")
                                          : tr("no port forward through %1: %2").arg(node.name, forwardError);
        return r;
    }

    LoadTestConfig config;
    config.endpoint.port = forward.localPort();
    config.endpoint.model = def.stringParam(QStringLiteral("model"));
    config.endpoint.healthPath = def.stringParam(QStringLiteral("health_path"), config.endpoint.healthPath);
    config.targetQps = def.doubleParam(QStringLiteral("target_qps"), config.targetQps);
    config.stepDurationMs =
        int(def.doubleParam(QStringLiteral("step_s"), config.stepDurationMs / 1000.0) * 1000);
    config.maxConcurrency = def.intParam(QStringLiteral("concurrency"), config.maxConcurrency);
    config.maxTokens = def.intParam(QStringLiteral("max_tokens"), config.maxTokens);
    config.warmupThresholdMs = def.intParam(QStringLiteral("warmup_ms"), config.warmupThresholdMs);
    if (def.stringParam(QStringLiteral("arrivals")) == QLatin1String("fixed"))
        config.arrivals = Arrivals::Fixed;
    const QStringList steps = def.listParam(QStringLiteral("steps"));
    if (!steps.isEmpty()) {
        config.stepFractions.clear();
        for (const QString &s : steps)
            config.stepFractions << s.toDouble();
    }

    LoadGenerator generator;
    LoadTestReport report;
    {
        QEventLoop loop;
        QObject::connect(&generator, &LoadGenerator::finished, &loop, [&](const LoadTestReport &done) {
            report = done;
            loop.quit();
        });
        QObject::connect(
            &generator, &LoadGenerator::stepStarted, &loop, [&](int index, int count, double qps) {
                ctx.progress(
                    tr("load step %1 of %2: %3 requests/s").arg(index + 1).arg(count).arg(qps, 0, 'f', 1));
            });
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (ctx.isCancelled())
                generator.cancel();
        });
        poll.start(200);
        generator.start(config);
        loop.exec();
    }
    forward.stop();
    r.json = report.toJson();

    const auto add = [&](const QString &name, double value, const QString &unit) {
        Figure f;
        f.name = name;
        f.value = value;
        f.unit = unit;
        r.figures << f;
    };
    add(QStringLiteral("self_check"),
        report.selfCheck.healthOk && report.selfCheck.modelListed && report.selfCheck.warmupOk ? 1 : 0,
        QString());
    if (report.network.pathMs >= 0)
        add(QStringLiteral("network_ms"), report.network.pathMs, QStringLiteral("ms"));
    for (const StepResult &s : report.steps) {
        r.series << QPointF(s.fraction * 100, s.ttft.p99);
        if (std::abs(s.fraction - 1.0) > 1e-9)
            continue;
        add(QStringLiteral("ttft_p50_ms"), s.ttft.p50, QStringLiteral("ms"));
        add(QStringLiteral("ttft_p99_ms"), s.ttft.p99, QStringLiteral("ms"));
        add(QStringLiteral("tpot_p99_ms"), s.tpot.p99, QStringLiteral("ms"));
        add(QStringLiteral("e2e_p99_ms"), s.e2e.p99, QStringLiteral("ms"));
        add(QStringLiteral("error_rate_pct"), s.errorRate * 100, QStringLiteral("%"));
        add(QStringLiteral("achieved_qps"), s.achievedQps, QStringLiteral("1/s"));
        add(QStringLiteral("service_ttft_p50_ms"), s.serviceTtftP50Ms, QStringLiteral("ms"));
    }
    r.seriesName = tr("TTFT p99 (ms) by load (% of the target QPS)");
    r.log = QJsonDocument(r.json).toJson(QJsonDocument::Indented);

    if (!report.error.isEmpty()) {
        r.status = report.cancelled ? CheckStatus::NotRun : CheckStatus::Fail;
        r.reason = report.error;
        return r;
    }
    // The baseline template judges every step (120 % only warns there).
    const auto baseline = bench::Baselines::load(
        def.stringParam(QStringLiteral("baseline"), QStringLiteral("inference-default")));
    if (!baseline.ok()) {
        r.status = CheckStatus::Fail;
        r.reason = baseline.error();
        return r;
    }
    const bench::Evaluation ev = LoadTestJudge::evaluate(report, baseline.value());
    QStringList failures, warnings;
    for (const bench::Verdict &v : ev.verdicts) {
        const QString text = QStringLiteral("%1 %2: %3")
                                 .arg(v.metric, v.device, v.reason.isEmpty() ? v.expectation : v.reason);
        if (v.outcome == bench::Verdict::Fail)
            failures << text;
        else if (v.outcome == bench::Verdict::Warn)
            warnings << text;
    }
    r.json.insert(QStringLiteral("baseline"), baseline->name);
    if (!failures.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = failures.join(QLatin1String("; "));
    } else {
        r.status = warnings.isEmpty() ? CheckStatus::Pass : CheckStatus::Warn;
        r.reason = warnings.isEmpty() ? tr("%1 rule(s) of %2 hold; network path %3 ms of TTFT p50")
                                            .arg(ev.passed)
                                            .arg(baseline->name)
                                            .arg(report.network.pathMs, 0, 'f', 2)
                                      : warnings.join(QLatin1String("; "));
    }
    return r;
}

} // namespace cg::validation
