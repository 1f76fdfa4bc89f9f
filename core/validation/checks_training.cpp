// SPDX-License-Identifier: GPL-3.0-or-later
// L5 training and L6 node drain, both on the cluster's own Slurm through its login node.
// L5: the preemption drill of core/jobs run as a check on the cluster's own Slurm, through its
// login node: a checkpointing CPU "training" job in the preemptible queue, a job in the high queue that
// needs the whole node, then the drill's log read back: it must have been preempted, resumed from the
// newest checkpoint it completed, repeated no step before it, lost at most one interval, and finished.
#include "jobs/drill.h"
#include "jobs/slurm_backend.h"
#include "ssh/remote_shell.h"
#include "validation/checks.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

namespace cg::validation {

namespace {

// The login node: as named in `login`, else one called login*, else the first node.
int loginIndex(const CheckDef &def, CheckContext &ctx)
{
    int index = 0;
    const QString wanted = def.stringParam(QStringLiteral("login"));
    for (int i = int(ctx.target().nodes.size()) - 1; i >= 0; --i) {
        const QString &name = ctx.target().nodes.at(i).name;
        if (wanted.isEmpty() ? name.startsWith(QLatin1String("login")) : name == wanted)
            index = i;
    }
    return index;
}

} // namespace

CheckResult Checks::trainingDrill(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    jobs::DrillOptions o;
    o.lowQueue = def.stringParam(QStringLiteral("low_queue"), o.lowQueue);
    o.highQueue = def.stringParam(QStringLiteral("high_queue"), o.highQueue);
    o.steps = def.intParam(QStringLiteral("steps"), 60);
    o.intervalSteps = def.intParam(QStringLiteral("interval_steps"), o.intervalSteps);
    o.urgentCpus = def.intParam(QStringLiteral("urgent_cpus"), o.urgentCpus);
    const qint64 timeoutMs = qint64(def.intParam(QStringLiteral("timeout_s"), 600)) * 1000;
    // A checkpoint directory of its own: an earlier drill's checkpoints must not be resumed from.
    o.checkpointStorage = QStringLiteral("cg-drill-%1").arg(QDateTime::currentMSecsSinceEpoch());

    const int index = loginIndex(def, ctx);
    ssh::SshError err;
    ssh::Session *session = ctx.node(index, &err);
    if (!session) {
        r.status = CheckStatus::Fail;
        r.reason = tr("%1: not reached (%2)").arg(ctx.target().nodes.at(index).name, err.describe());
        return r;
    }
    jobs::SshLoginNode login(ctx.engine(), session);
    jobs::SlurmBackend slurm(login, ctx.target().cluster.name);
    jobs::SlurmProfile profile;
    profile.cluster = ctx.target().cluster.name;
    const auto submit = [&](const QByteArray &yaml) -> Result<QString> {
        const jobs::SpecParse spec = jobs::JobSpecs::parse(yaml);
        if (!spec.ok())
            return Result<QString>::failure(spec.errorText(QStringLiteral("drill")));
        const auto sub = slurm.submit(*spec.spec, profile);
        if (!sub.ok())
            return Result<QString>::failure(sub.error());
        return sub->jobId;
    };
    QElapsedTimer clock;
    clock.start();
    const auto waitUntil = [&](const std::function<bool()> &done) {
        while (!done()) {
            if (ctx.isCancelled() || clock.elapsed() > timeoutMs)
                return false;
            QThread::msleep(1000);
        }
        return true;
    };
    const auto stateOf = [&](const QString &id) {
        const auto all = slurm.list();
        if (all.ok()) {
            for (const jobs::JobStatus &s : all.value()) {
                if (s.jobId == id)
                    return s;
            }
        }
        return jobs::JobStatus{};
    };

    const auto drill = submit(jobs::Drill::trainingSpec(o));
    if (!drill.ok()) {
        // No Slurm there (or not these queues): the check cannot run on this cluster.
        r.status = CheckStatus::NotRun;
        r.reason = tr("the drill job could not be submitted: %1").arg(drill.error());
        return r;
    }
    ctx.progress(tr("drill job %1 running until its second checkpoint").arg(drill.value()));
    QByteArray log;
    const QByteArray second = "train: checkpoint " + QByteArray::number(2 * o.intervalSteps) + '\n';
    const bool checkpointed = waitUntil([&] {
        const auto text = slurm.tail(drill.value(), 100000);
        log = text.ok() ? text.value() : QByteArray();
        return log.contains(second);
    });
    QString urgentId;
    if (checkpointed) {
        const auto urgent = submit(jobs::Drill::urgentSpec(o));
        if (urgent.ok())
            urgentId = urgent.value();
        else
            r.reason = tr("the preempting job could not be submitted: %1").arg(urgent.error());
        ctx.progress(tr("job %1 in %2 preempts the drill").arg(urgentId, o.highQueue));
    }
    const bool ended =
        checkpointed && !urgentId.isEmpty() && waitUntil([&] { return stateOf(drill.value()).finished(); });
    const auto full = slurm.tail(drill.value(), 1000000);
    if (full.ok())
        log = full.value();
    // Leave nothing running on the cluster; a cancel that failed is named under the job's log.
    const Status cancelled = ended ? Status(Ok{}) : slurm.cancel(drill.value());
    const jobs::DrillReading reading = jobs::Drill::read(log, o);
    r.log = log;
    if (!cancelled)
        r.log += "\n[clustergate] could not cancel the drill job: " + cancelled.error().toUtf8() + '\n';
    r.json.insert(QStringLiteral("drill_job"), drill.value());
    r.json.insert(QStringLiteral("urgent_job"), urgentId);
    QJsonArray runs;
    for (const jobs::DrillRun &run : reading.runs)
        runs.append(QJsonObject{{QStringLiteral("start_step"), run.startStep},
                                {QStringLiteral("resumed_from"), run.resumedFrom},
                                {QStringLiteral("steps"), int(run.steps.size())},
                                {QStringLiteral("checkpoints"), int(run.checkpoints.size())}});
    r.json.insert(QStringLiteral("runs"), runs);
    const auto add = [&](const QString &name, double value) {
        Figure f;
        f.name = name;
        f.value = value;
        r.figures << f;
    };
    add(QStringLiteral("preemptions"), std::max(0, int(reading.runs.size()) - 1));
    add(QStringLiteral("lost_steps"), std::max(0, reading.maxLostSteps));
    add(QStringLiteral("repeated_steps"), reading.repeatedBeforeCheckpoint ? 1 : 0);
    add(QStringLiteral("finished"), reading.finished ? 1 : 0);

    QStringList problems;
    if (!r.reason.isEmpty())
        problems << r.reason;
    if (!checkpointed)
        problems << tr("the drill job wrote no second checkpoint in time");
    if (reading.runs.size() < 2)
        problems << tr("the drill job was not preempted and resumed");
    if (!reading.resumedFromNewest)
        problems << tr("a run did not resume from the newest checkpoint the run before completed");
    if (reading.repeatedBeforeCheckpoint)
        problems << tr("a step before the resumed checkpoint was done again");
    if (reading.maxLostSteps > o.intervalSteps)
        problems << tr("%1 steps lost, more than one interval (%2)")
                        .arg(reading.maxLostSteps)
                        .arg(o.intervalSteps);
    if (!reading.finished)
        problems << tr("the drill job did not finish");
    if (ctx.isCancelled()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("cancelled");
    } else if (!problems.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = problems.join(QLatin1String("; "));
    } else {
        r.status = CheckStatus::Pass;
        r.reason = tr("preempted %n time(s), resumed from the newest checkpoint, %1 step(s) lost, finished",
                      nullptr, int(reading.runs.size()) - 1)
                       .arg(reading.maxLostSteps);
    }
    return r;
}

CheckResult Checks::nodeDrain(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const int index = loginIndex(def, ctx);
    ssh::SshError err;
    ssh::Session *session = ctx.node(index, &err);
    if (!session) {
        r.status = CheckStatus::Fail;
        r.reason = tr("%1: not reached (%2)").arg(ctx.target().nodes.at(index).name, err.describe());
        return r;
    }
    const qint64 timeoutMs = qint64(def.intParam(QStringLiteral("timeout_s"), 120)) * 1000;
    const auto sh = [&](const QByteArray &script) {
        const ssh::ShellResult out = ssh::RemoteShell::run(ctx.engine(), session, script, 30000);
        r.log += "$ " + script + '\n' + out.out + out.err;
        return out;
    };
    // The Slurm node to drain: as named, else the first one sinfo lists.
    QString node = def.stringParam(QStringLiteral("slurm_node"));
    if (node.isEmpty()) {
        const ssh::ShellResult list = sh("sinfo -h -N -o %N");
        node = QString::fromUtf8(list.out).section(QLatin1Char('\n'), 0, 0).trimmed();
        if (!list.ok() || node.isEmpty()) {
            r.status = CheckStatus::NotRun;
            r.reason = tr("no Slurm node to drain (sinfo: %1)").arg(QString::fromUtf8(list.err.trimmed()));
            return r;
        }
    }
    const QByteArray name = ssh::RemoteShell::quote(node);
    const auto stateNow = [&] {
        return QString::fromUtf8(sh("sinfo -h -n " + name + " -o %T").out).trimmed();
    };
    const QString before = stateNow();
    const ssh::ShellResult drain = sh("scontrol update NodeName=" + name + " State=DRAIN Reason=" +
                                      ssh::RemoteShell::quote(QStringLiteral("ClusterGate L6 drill")));
    if (!drain.ok()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("draining %1 needs Slurm operator rights: %2")
                       .arg(node, QString::fromUtf8(drain.err.trimmed()));
        return r;
    }
    QElapsedTimer clock;
    clock.start();
    const auto waitFor = [&](const std::function<bool(const QString &)> &done) {
        while (clock.elapsed() < timeoutMs && !ctx.isCancelled()) {
            if (done(stateNow()))
                return true;
            QThread::msleep(500);
        }
        return false;
    };
    const bool noticed = waitFor([](const QString &s) { return s.startsWith(QLatin1String("drain")); });
    const double noticedS = double(clock.elapsed()) / 1000.0;
    sh("scontrol update NodeName=" + name + " State=RESUME"); // always: the node must not stay drained
    clock.restart();
    const bool back =
        waitFor([](const QString &s) { return !s.isEmpty() && !s.startsWith(QLatin1String("drain")); });
    const double backS = double(clock.elapsed()) / 1000.0;
    r.json.insert(QStringLiteral("slurm_node"), node);
    r.json.insert(QStringLiteral("state_before"), before);
    r.json.insert(QStringLiteral("state_after"), stateNow());
    Figure n;
    n.name = QStringLiteral("noticed_s");
    n.value = noticedS;
    n.unit = QStringLiteral("s");
    Figure b = n;
    b.name = QStringLiteral("resumed_s");
    b.value = backS;
    r.figures << n << b;
    if (!noticed || !back) {
        r.status = ctx.isCancelled() ? CheckStatus::NotRun : CheckStatus::Fail;
        r.reason = !noticed ? tr("the drain of %1 was not seen in sinfo").arg(node)
                            : tr("%1 did not come back from the drain").arg(node);
    } else {
        r.status = CheckStatus::Pass;
        r.reason = tr("%1 drained (seen after %2 s) and resumed (after %3 s)")
                       .arg(node)
                       .arg(noticedS, 0, 'f', 1)
                       .arg(backS, 0, 'f', 1);
    }
    return r;
}

} // namespace cg::validation
