// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/checks_hosts_drill.h"

#include "jobs/drill.h"
#include "jobs/hosts_job_table.h"
#include "jobs/job_hosts.h"
#include "jobs/job_progress.h"
#include "jobs/job_spec.h"
#include "jobs/ssh_hosts_backend.h"
#include "ssh/remote_shell.h"
#include "validation/checklist.h"
#include "validation/checks.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QRegularExpression>
#include <QThread>

#include <map>
#include <memory>

namespace cg::validation {

namespace {

// The target's nodes as the ssh-hosts backend's hosts, each on the check's own session to it.
class ContextHosts : public jobs::SshLoginNode, public jobs::JobHosts
{
public:
    struct Entry
    {
        jobs::JobHost host;
        ssh::Session *session = nullptr;
    };

    ContextHosts(ssh::Engine &engine, QList<Entry> entries)
        : SshLoginNode(engine, entries.first().session), m_engine(engine), m_entries(std::move(entries))
    {
    }

    QList<jobs::JobHost> jobHosts() const override
    {
        QList<jobs::JobHost> out;
        for (const Entry &e : m_entries)
            out << e.host;
        return out;
    }

    jobs::LoginNode *jobHost(const QString &name) override
    {
        for (const Entry &e : m_entries) {
            if (e.host.name != name)
                continue;
            auto &made = m_made[name];
            if (!made)
                made = std::make_unique<jobs::SshLoginNode>(m_engine, e.session);
            return made.get();
        }
        return nullptr;
    }

private:
    ssh::Engine &m_engine;
    QList<Entry> m_entries;
    std::map<QString, std::unique_ptr<jobs::SshLoginNode>> m_made;
};

QString shellQuoted(const QString &s)
{
    return QLatin1Char('\'') + QString(s).replace(QLatin1Char('\''), QLatin1String("'\\''")) +
           QLatin1Char('\'');
}

} // namespace

CheckResult HostsDrillCheck::run(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = Checks::started(def);
    jobs::DrillOptions o;
    o.steps = def.intParam(QStringLiteral("steps"), 60);
    o.intervalSteps = def.intParam(QStringLiteral("interval_steps"), o.intervalSteps);
    o.stepSeconds = def.doubleParam(QStringLiteral("step_seconds"), o.stepSeconds);
    // A checkpoint directory of its own: an earlier drill's checkpoints must not be resumed from.
    o.checkpointStorage =
        def.stringParam(QStringLiteral("checkpoint_storage"),
                        QStringLiteral("cg-hosts-drill-%1").arg(QDateTime::currentMSecsSinceEpoch()));
    const int maxLost = def.intParam(QStringLiteral("max_lost_steps"), o.intervalSteps);
    const qint64 timeoutMs = qint64(def.intParam(QStringLiteral("timeout_s"), 600)) * 1000;
    const QString cluster = ctx.target().cluster.name;

    QList<ContextHosts::Entry> entries;
    for (int i = 0; i < ctx.target().nodes.size(); ++i) {
        const TargetNode &n = ctx.target().nodes.at(i);
        ssh::SshError err;
        ssh::Session *session = ctx.node(i, &err);
        if (!session) {
            r.notMeasured << NodeNote{n.name, err.describe()};
            continue;
        }
        entries << ContextHosts::Entry{
            {n.name, n.plan.target.host, ctx.target().cluster.contract.gpusPerNode}, session};
    }
    if (entries.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("no node of %1 could be reached").arg(cluster);
        return r;
    }
    ContextHosts hosts(ctx.engine(), entries);
    jobs::SshHostsBackend backend(hosts, cluster);
    jobs::SchedulerProfile profile;
    profile.cluster = cluster;

    // The guides' drill, without the scheduler's queue (the hosts have none).
    QByteArray yaml = jobs::Drill::trainingSpec(o);
    yaml.replace("queue: " + o.lowQueue.toUtf8() + '\n', "");
    const jobs::SpecParse spec = jobs::JobSpecs::parse(yaml);
    if (!spec.ok()) {
        r.status = CheckStatus::Fail;
        r.reason = spec.errorText(QStringLiteral("drill"));
        return r;
    }
    const auto sub = backend.submit(*spec.spec, profile);
    if (!sub.ok()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("the drill job could not be submitted: %1").arg(sub.error());
        return r;
    }
    const QString id = sub->jobId;
    r.json.insert(QStringLiteral("drill_job"), id);

    QElapsedTimer clock;
    clock.start();
    const auto waitUntil = [&](const std::function<bool()> &done) {
        while (!done()) {
            if (ctx.isCancelled() || clock.elapsed() > timeoutMs)
                return false;
            QThread::msleep(500);
        }
        return true;
    };
    jobs::JobStatus state;
    const auto look = [&] {
        const auto all = backend.list();
        if (all.ok()) {
            for (const jobs::JobStatus &s : all.value()) {
                if (s.jobId == id)
                    state = s;
            }
        }
        return state;
    };

    // Running until its second checkpoint, on the host of its rank 0.
    ctx.progress(tr("drill job %1 running until its second checkpoint").arg(id));
    QByteArray killedLog;
    const QByteArray second = "train: checkpoint " + QByteArray::number(2 * o.intervalSteps) + '\n';
    const bool checkpointed = waitUntil([&] {
        const auto text = backend.tail(id, 100000);
        killedLog = text.ok() ? text.value() : QByteArray();
        return killedLog.contains(second);
    });
    const QString victim = look().nodeList.section(QLatin1Char(','), 0, 0);
    int victimIndex = -1;
    for (int i = 0; i < entries.size(); ++i) {
        if (entries.at(i).host.name == victim)
            victimIndex = i;
    }

    // Its runner and job processes killed there: the process group the agent recorded for the job.
    bool killed = false;
    QElapsedTimer sinceKill;
    if (checkpointed && victimIndex >= 0) {
        ctx.progress(tr("killing the runner and the job processes of %1 on %2").arg(id, victim));
        const QString dir = QStringLiteral("/jobs/%1/%2.0.0").arg(victim, id);
        const QByteArray script =
            "b=\"${XDG_CACHE_HOME:-$HOME/.cache}\"; case $b in /*) ;; *) b=\"$HOME/.cache\";; esac; "
            "d=\"$b/clustergate\"" +
            shellQuoted(dir).toUtf8() +
            "; p=$(cat \"$d/pgid\") && [ \"$p\" -gt 1 ] && kill -KILL -\"$p\" && echo killed $p";
        const ssh::ShellResult out =
            ssh::RemoteShell::run(ctx.engine(), entries.at(victimIndex).session, script, 30000);
        r.log += "$ " + script + '\n' + out.out + out.err;
        killed = out.ok() && out.out.contains("killed");
        sinceKill.start();
    }

    // The restart: the backend sees the rank lost, moves the job and its wrapper says where it resumed from.
    std::optional<jobs::ResumePoint> resumed;
    QByteArray resumedLog;
    qint64 secondsToResume = -1;
    if (killed) {
        ctx.progress(tr("waiting for drill job %1 to resume").arg(id));
        waitUntil([&] {
            if (look().restarts < 1)
                return false;
            const auto text = backend.tail(id, 100000);
            resumedLog = text.ok() ? text.value() : QByteArray();
            resumed = jobs::JobProgress::resumedFrom(resumedLog);
            return resumed.has_value();
        });
        if (resumed)
            secondsToResume = (sinceKill.elapsed() + 500) / 1000;
    }
    // The steps lost as the backend recorded them for job.resumed (its log before the loss).
    qint64 lastStep = -1;
    {
        jobs::HostsJobTable table(jobs::HostsJobTable::fileFor(backend.kind(), cluster));
        if (table.open().ok()) {
            if (const jobs::HostsJob *j = table.find(id))
                lastStep = j->lostAtStep;
        }
    }
    const bool ended = resumed && waitUntil([&] { return look().finished(); });
    const auto full = backend.tail(id, 1000000);
    if (full.ok())
        resumedLog = full.value();
    if (!ended && !state.finished()) {
        const Status cancelled = backend.act(jobs::JobAction::Cancel, id);
        if (!cancelled.ok())
            r.log += "\n[clustergate] could not cancel the drill job: " + cancelled.error().toUtf8() + '\n';
    }

    const jobs::DrillReading before = jobs::Drill::read(killedLog, o);
    const jobs::DrillReading after = jobs::Drill::read(resumedLog, o);
    const qint64 resumedFrom = resumed ? resumed->step : -1;
    const qint64 stepsLost = resumed ? jobs::JobProgress::stepsLost(lastStep, resumedFrom) : -1;
    const int newestCheckpoint = before.runs.isEmpty() || before.runs.last().checkpoints.isEmpty()
                                     ? -1
                                     : before.runs.last().checkpoints.last();
    r.log += "--- the killed run ---\n" + killedLog + "--- the resumed run ---\n" + resumedLog;
    r.json.insert(QStringLiteral("host_killed"), victim);
    r.json.insert(QStringLiteral("last_step"), lastStep);
    r.json.insert(QStringLiteral("resumed_from"), resumedFrom);
    r.json.insert(QStringLiteral("steps_lost"), stepsLost);
    r.json.insert(QStringLiteral("seconds_to_resume"), secondsToResume);
    r.json.insert(QStringLiteral("restarts"), state.restarts);
    if (resumed)
        r.figures << Checks::figure(QStringLiteral("lost_steps"), double(stepsLost), QStringLiteral("steps"))
                  << Checks::figure(QStringLiteral("time_to_resume"), double(secondsToResume),
                                    QStringLiteral("s"));
    else
        r.figures << Checks::unmeasured(QStringLiteral("lost_steps"), QStringLiteral("steps"))
                  << Checks::unmeasured(QStringLiteral("time_to_resume"), QStringLiteral("s"));
    r.figures << Checks::figure(QStringLiteral("finished"), after.finished ? 1 : 0, {});

    QStringList problems;
    if (!checkpointed)
        problems << tr("the drill job wrote no second checkpoint in time");
    else if (victimIndex < 0)
        problems << tr("the host running the drill job is not one of the target's nodes (%1)").arg(victim);
    else if (!killed)
        problems << tr("the runner of the drill job on %1 could not be killed").arg(victim);
    else if (!resumed)
        problems << tr("the drill job did not resume after %1 lost it").arg(victim);
    if (resumed && resumedFrom != newestCheckpoint && newestCheckpoint > resumedFrom)
        problems
            << tr("it resumed from step %1, not from the newest checkpoint the killed run completed (%2)")
                   .arg(resumedFrom)
                   .arg(newestCheckpoint);
    if (resumed && stepsLost < 0)
        problems << tr("the steps lost are not known (the killed run's log could not be read)");
    if (stepsLost > maxLost)
        problems << tr("%1 steps lost, more than %2").arg(stepsLost).arg(maxLost);
    if (after.repeatedBeforeCheckpoint)
        problems << tr("a step before the resumed checkpoint was done again");
    if (resumed && !after.finished)
        problems << tr("the drill job did not finish");
    if (ctx.isCancelled()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("cancelled");
    } else if (!problems.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = problems.join(QLatin1String("; "));
    } else {
        r.status = CheckStatus::Pass;
        r.reason = tr("%1 lost on %2: resumed from checkpoint step %3 after %4 s, %5 step(s) lost, finished")
                       .arg(id, victim)
                       .arg(resumedFrom)
                       .arg(secondsToResume)
                       .arg(stepsLost);
    }
    return r;
}

} // namespace cg::validation
