// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/slurm_backend.h"

#include "ledger/audit_log.h"
#include "ssh/connection_hub.h"
#include "ssh/remote_shell.h"
#include "ssh/ssh_engine.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTimer>

namespace cg::jobs {

namespace {

// 'it'\''s' quoting for a POSIX shell.
QByteArray quote(const QString &s)
{
    QByteArray q = s.toUtf8();
    q.replace('\'', "'\\''");
    return '\'' + q + '\'';
}

// A path on the cluster for the shell: "$HOME/x" and "~/x" keep $HOME expandable, the rest is quoted.
QByteArray remotePath(const QString &path)
{
    for (const QLatin1String prefix :
         {QLatin1String("$HOME/"), QLatin1String("${HOME}/"), QLatin1String("~/")}) {
        if (path.startsWith(prefix))
            return "\"$HOME\"/" + quote(path.mid(prefix.size()));
    }
    if (path == QLatin1String("$HOME") || path == QLatin1String("~"))
        return "\"$HOME\"";
    return quote(path);
}

QString firstLine(const QByteArray &text)
{
    const QString s = QString::fromUtf8(text).trimmed();
    const qsizetype nl = s.indexOf(QLatin1Char('\n'));
    return nl < 0 ? s : s.left(nl);
}

} // namespace

QString RemoteRun::problem(const QString &what) const
{
    if (!error.isEmpty())
        return QCoreApplication::translate("cg::jobs::SlurmBackend", "%1: %2").arg(what, error);
    const QString said = QString::fromUtf8(err).trimmed();
    if (!said.isEmpty())
        return QCoreApplication::translate("cg::jobs::SlurmBackend", "%1: %2").arg(what, said);
    return QCoreApplication::translate("cg::jobs::SlurmBackend", "%1: exit status %2").arg(what).arg(status);
}

// --- The SSH engine as a login node -----------------------------------------------------------------------

SshLoginNode::SshLoginNode(ssh::Engine &engine, ssh::Session *session) : m_engine(engine), m_session(session)
{
}

RemoteRun SshLoginNode::run(const QByteArray &command, const QByteArray &input, int timeoutMs)
{
    RemoteRun r;
    bool over = false; // output past ssh::kMaxNodeOutput: stopped
    ssh::Exec *e = m_engine.exec(
        m_session, command,
        ssh::ExecCallbacks{[&](const char *p, std::size_t n) { over |= !ssh::appendCapped(r.out, p, n); },
                           [&](const char *p, std::size_t n) { over |= !ssh::appendCapped(r.err, p, n); },
                           {}});
    if (!input.isEmpty())
        e->write(input);
    e->closeStdin();
    m_engine.runUntil([e, &over] { return e->isFinished() || over; }, timeoutMs);
    if (over)
        r.error = tr("%1: %2").arg(describe(), ssh::RemoteShell::tooMuchOutput());
    else if (!e->isFinished())
        r.error = tr("%1 did not answer within %2 s").arg(describe()).arg(timeoutMs / 1000);
    else if (!e->error().ok())
        r.error = e->error().describe();
    else if (!e->exitSignal().isEmpty())
        r.error = tr("the command was killed by signal %1 on %2").arg(e->exitSignal(), describe());
    r.status = e->isFinished() && !over ? e->exitStatus() : -1;
    m_engine.release(e);
    return r;
}

RemoteRun SshLoginNode::stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                               const std::function<bool()> &stop)
{
    RemoteRun r;
    ssh::Exec *e = m_engine.exec(
        m_session, command,
        ssh::ExecCallbacks{[&](const char *p, std::size_t n) { out(QByteArray(p, qsizetype(n))); },
                           [&](const char *p, std::size_t n) { ssh::appendCapped(r.err, p, n); },
                           {}});
    e->closeStdin();
    bool stopped = false;
    m_engine.runUntil(
        [&] {
            if (e->isFinished())
                return true;
            stopped = stop && stop();
            return stopped;
        },
        std::numeric_limits<int>::max());
    if (stopped) {
        r.status = 0; // the person asked to stop: not a failure
    } else {
        r.status = e->exitStatus();
        if (!e->error().ok())
            r.error = e->error().describe();
    }
    m_engine.release(e);
    return r;
}

QString SshLoginNode::describe() const
{
    const ssh::Endpoint &ep = m_session->options().endpoint;
    return ep.user.isEmpty() ? ep.displayName() : ep.user + QLatin1Char('@') + ep.displayName();
}

// --- A login node on the connection hub
// ---------------------------------------------------------------------

HubLoginNode::HubLoginNode(ssh::ConnectionHub &hub, ssh::ChainPlan plan, ssh::SessionOptions base)
    : m_hub(hub), m_plan(std::move(plan)), m_base(std::move(base))
{
}

RemoteRun HubLoginNode::run(const QByteArray &command, const QByteArray &input, int timeoutMs)
{
    RemoteRun r;
    bool over = false;
    ssh::ExecOptions o;
    o.timeoutMs = timeoutMs;
    std::unique_ptr<ssh::ExecRequest> e(m_hub.exec(m_plan, m_base, command, o));
    QObject::connect(e.get(), &ssh::ExecRequest::stdoutData, e.get(), [&](const QByteArray &d) {
        if (!ssh::appendCapped(r.out, d.constData(), std::size_t(d.size()))) {
            over = true;
            e->cancel();
        }
    });
    QObject::connect(e.get(), &ssh::ExecRequest::stderrData, e.get(), [&](const QByteArray &d) {
        if (!ssh::appendCapped(r.err, d.constData(), std::size_t(d.size()))) {
            over = true;
            e->cancel();
        }
    });
    if (!input.isEmpty())
        e->write(input);
    e->closeStdin();
    e->waitForFinished();
    const ssh::ExecResult &res = e->result();
    if (over)
        r.error = tr("%1: %2").arg(describe(), ssh::RemoteShell::tooMuchOutput());
    else if (res.error.kind == ssh::FailureKind::Timeout && res.error.hop == 0)
        r.error = tr("%1 did not answer within %2 s").arg(describe()).arg(timeoutMs / 1000);
    else if (!res.error.ok())
        r.error = res.error.describe();
    else if (res.cancelled)
        r.error = tr("cancelled");
    else if (!res.exitSignal.isEmpty())
        r.error = tr("the command was killed by signal %1 on %2").arg(res.exitSignal, describe());
    r.status = r.error.isEmpty() ? res.exitStatus : -1;
    return r;
}

RemoteRun HubLoginNode::stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                               const std::function<bool()> &stop)
{
    RemoteRun r;
    std::unique_ptr<ssh::ExecRequest> e(m_hub.exec(m_plan, m_base, command));
    QObject::connect(e.get(), &ssh::ExecRequest::stdoutData, e.get(), [&](const QByteArray &d) { out(d); });
    QObject::connect(e.get(), &ssh::ExecRequest::stderrData, e.get(), [&](const QByteArray &d) {
        ssh::appendCapped(r.err, d.constData(), std::size_t(d.size()));
    });
    e->closeStdin();
    bool stopped = false;
    QTimer poll;
    poll.setInterval(200);
    QObject::connect(&poll, &QTimer::timeout, e.get(), [&] {
        if (!stopped && stop && stop()) {
            stopped = true;
            e->cancel();
        }
    });
    poll.start();
    e->waitForFinished();
    if (stopped) {
        r.status = 0; // the person asked to stop: not a failure
        return r;
    }
    const ssh::ExecResult &res = e->result();
    r.status = res.exitStatus;
    if (!res.error.ok())
        r.error = res.error.describe();
    return r;
}

QString HubLoginNode::describe() const
{
    const ssh::Endpoint &ep = m_plan.target;
    return ep.user.isEmpty() ? ep.displayName() : ep.user + QLatin1Char('@') + ep.displayName();
}

// --- The backend ------------------------------------------------------------------------------------------

QString jobActionName(JobAction a)
{
    switch (a) {
    case JobAction::Cancel:
        return QStringLiteral("cancel");
    case JobAction::Requeue:
        return QStringLiteral("requeue");
    case JobAction::Hold:
        return QStringLiteral("hold");
    case JobAction::Release:
        return QStringLiteral("release");
    }
    return {};
}

SlurmBackend::SlurmBackend(LoginNode &node, QString cluster) : m_node(node), m_cluster(std::move(cluster)) {}

void SlurmBackend::setAuditLog(ledger::AuditLog *log, QString actor)
{
    m_audit = log;
    m_actor = std::move(actor);
}

void SlurmBackend::setGate(ComplianceGate *gate, Destination destination)
{
    m_gate = gate;
    m_destination = std::move(destination);
}

Status SlurmBackend::audit(const QString &action, const QString &subject, const QJsonObject &details)
{
    if (!m_audit)
        return Ok{};
    ledger::AuditEvent e;
    e.actor = m_actor.isEmpty() ? QStringLiteral("system") : m_actor;
    e.action = action;
    e.subject = subject;
    e.details = details;
    const Result<qint64> r = m_audit->append(e);
    if (!r.ok())
        return Status::failure(r.error());
    return Ok{};
}

Status SlurmBackend::refuse(const JobSpec &spec, const GateDecision &decision, bool dryRun)
{
    QJsonObject details{{QStringLiteral("cluster"), m_cluster},
                        {QStringLiteral("spec"), spec.name},
                        {QStringLiteral("dryRun"), dryRun},
                        {QStringLiteral("gate"), decision.toJson()}};
    QString why = decision.explanation();
    if (why.isEmpty())
        why = tr("the job lists datasets, but no compliance gate was given to check them");
    const QString message = tr("refused by the compliance gate for %1 (%2): %3")
                                .arg(m_cluster,
                                     decision.destination.country.isEmpty() ? tr("no country or region known")
                                                                            : decision.destination.country,
                                     why);
    const Status st =
        audit(QStringLiteral("job.refused"), QStringLiteral("job:%1/%2").arg(m_cluster, spec.name), details);
    if (!st.ok())
        return Status::failure(message + QLatin1Char('\n') +
                               tr("the refusal could not be written to the audit log: %1").arg(st.error()));
    return Status::failure(message);
}

Result<Submission> SlurmBackend::submit(const JobSpec &spec, const SlurmProfile &profile,
                                        const SubmitOptions &options, bool *refused)
{
    using R = Result<Submission>;
    if (refused)
        *refused = false;
    Submission sub;
    sub.gate.destination = m_destination;
    // With a gate, a spec without datasets is checked too: its command may name data it does not list.
    if (!spec.datasets.isEmpty() || m_gate) {
        if (!m_gate) {
            if (refused)
                *refused = true;
            return R::failure(refuse(spec, sub.gate, options.dryRun).error());
        }
        const Result<GateDecision> decision = m_gate->check(spec, m_destination);
        if (!decision.ok())
            return R::failure(tr("the compliance gate could not read the ledger: %1").arg(decision.error()));
        sub.gate = decision.value();
        if (!sub.gate.allowed()) {
            if (refused)
                *refused = true;
            return R::failure(refuse(spec, sub.gate, options.dryRun).error());
        }
    }

    const Result<BatchScript> script = SlurmScripts::build(spec, profile, options.script);
    if (!script.ok())
        return R::failure(script.error());
    sub.script = script.value();

    // The script is kept on the login node (what ran can be read there later), then handed to sbatch.
    const QString file = QStringLiteral("%1-%2-%3.sbatch")
                             .arg(spec.name, sub.script.trace.specHash.left(12))
                             .arg(QDateTime::currentMSecsSinceEpoch());
    sub.remoteScript = QStringLiteral("$HOME/.clustergate/jobs/") + file;
    QByteArray cmd =
        "umask 077 && mkdir -p \"$HOME/.clustergate/jobs\" && f=" + remotePath(sub.remoteScript) +
        " && cat >\"$f\"";
    if (!sub.script.logDirectory.isEmpty())
        cmd += " && mkdir -p -- " + remotePath(sub.script.logDirectory);
    cmd += options.dryRun ? " && sbatch --test-only \"$f\"" : " && sbatch --parsable \"$f\"";
    const RemoteRun run = m_node.run(cmd, sub.script.text.toUtf8(), kCommandTimeoutMs);
    if (!run.ok())
        return R::failure(run.problem(tr("sbatch on %1").arg(m_node.describe())));

    if (options.dryRun) {
        // --test-only answers on stderr: "sbatch: Job 12 to start at ... on nodes n1 in partition p".
        QString says = QString::fromUtf8(run.err + run.out).trimmed();
        says.remove(QRegularExpression(QStringLiteral("^sbatch: "), QRegularExpression::MultilineOption));
        sub.schedulerSays = says;
        return sub;
    }

    const auto parsed = parseSbatch(run.out);
    if (!parsed)
        return R::failure(
            tr("sbatch on %1 answered '%2' instead of a job id").arg(m_node.describe(), firstLine(run.out)));
    sub.jobId = parsed->first;
    sub.slurmCluster = parsed->second;

    const SchedulingTarget target = SlurmScripts::targetOf(spec, profile);
    QJsonObject details{
        {QStringLiteral("cluster"), m_cluster},
        {QStringLiteral("jobId"), sub.jobId},
        {QStringLiteral("loginNode"), m_node.describe()},
        {QStringLiteral("partition"), target.partition},
        {QStringLiteral("qos"), target.qos},
        {QStringLiteral("smokeRun"), options.script.smokeRun},
        {QStringLiteral("script"), sub.remoteScript},
        {QStringLiteral("sbatchOptions"), QJsonArray::fromStringList(sub.script.sbatchOptions)},
        {QStringLiteral("trace"), sub.script.trace.toJson()},
        {QStringLiteral("gate"), sub.gate.toJson()}};
    if (!sub.slurmCluster.isEmpty())
        details.insert(QStringLiteral("slurmCluster"), sub.slurmCluster);
    const Status st = audit(QStringLiteral("job.submitted"),
                            QStringLiteral("job:%1/%2").arg(m_cluster, sub.jobId), details);
    if (!st.ok())
        sub.script.warnings
            << tr("job %1 was submitted, but the submission could not be written to the audit "
                  "log: %2")
                   .arg(sub.jobId, st.error());
    return sub;
}

Status SlurmBackend::act(JobAction action, const QString &jobId)
{
    if (!validJobId(jobId))
        return Status::failure(tr("'%1' is not a Slurm job id").arg(jobId));
    QByteArray cmd;
    QString auditAction;
    switch (action) {
    case JobAction::Cancel:
        // Not requeueable first: the wrapper takes the SIGTERM of a cancel for a preemption and would
        // requeue the job (its `scontrol requeue` is then refused).
        cmd =
            "{ scontrol update JobId=" + jobId.toLatin1() + " Requeue=0 >/dev/null 2>&1; true; } && scancel ";
        auditAction = QStringLiteral("job.cancelled");
        break;
    case JobAction::Requeue:
        cmd = "scontrol requeue ";
        auditAction = QStringLiteral("job.requeued");
        break;
    case JobAction::Hold:
        cmd = "scontrol hold ";
        auditAction = QStringLiteral("job.held");
        break;
    case JobAction::Release:
        cmd = "scontrol release ";
        auditAction = QStringLiteral("job.released");
        break;
    }
    // scancel says nothing and exits 0 even for a job id Slurm does not know: ask scontrol first.
    const QByteArray id = jobId.toLatin1();
    const RemoteRun run =
        m_node.run("scontrol -o show job " + id + " >/dev/null && " + cmd + id, {}, kCommandTimeoutMs);
    if (!run.ok())
        return Status::failure(
            run.problem(tr("%1 job %2 on %3").arg(jobActionName(action), jobId, m_cluster)));
    return audit(auditAction, QStringLiteral("job:%1/%2").arg(m_cluster, jobId),
                 QJsonObject{{QStringLiteral("cluster"), m_cluster},
                             {QStringLiteral("jobId"), jobId},
                             {QStringLiteral("loginNode"), m_node.describe()}});
}

Result<QString> SlurmBackend::logPath(const QString &jobId)
{
    using R = Result<QString>;
    if (!validJobId(jobId))
        return R::failure(tr("'%1' is not a Slurm job id").arg(jobId));
    const RemoteRun run = m_node.run("scontrol -o show job " + jobId.toLatin1(), {}, kCommandTimeoutMs);
    if (!run.ok())
        return R::failure(run.problem(tr("job %1 on %2").arg(jobId, m_cluster)));
    const QString path = stdoutPathOf(run.out);
    if (path.isEmpty())
        return R::failure(tr("Slurm did not say where job %1 writes its output").arg(jobId));
    return path;
}

Result<QByteArray> SlurmBackend::tail(const QString &jobId, int lines)
{
    using R = Result<QByteArray>;
    const Result<QString> path = logPath(jobId);
    if (!path.ok())
        return R::failure(path.error());
    const RemoteRun run = m_node.run("if [ -e " + quote(path.value()) + " ]; then tail -n " +
                                         QByteArray::number(qMax(1, lines)) + " -- " + quote(path.value()) +
                                         "; else exit 66; fi",
                                     {}, kCommandTimeoutMs);
    if (run.error.isEmpty() && run.status == 66)
        return R::failure(
            tr("job %1 has no output yet (%2 does not exist; has it started?)").arg(jobId, path.value()));
    if (!run.ok())
        return R::failure(run.problem(tr("the log of job %1").arg(jobId)));
    return run.out;
}

Status SlurmBackend::follow(const QString &jobId, int lines,
                            const std::function<void(const QByteArray &)> &out,
                            const std::function<bool()> &stop, int checkSeconds)
{
    const Result<QString> path = logPath(jobId);
    if (!path.ok())
        return Status::failure(path.error());
    // tail -F waits for the file and survives its rotation; the loop ends it once the job has finished
    // (a requeued job goes back to PENDING and keeps appending, so it is still followed).
    const QByteArray id = jobId.toLatin1();
    // The loop also ends when the ssh session that started it is gone (its parent, sshd, exited): a
    // follower that was interrupted leaves no tail behind on the login node.
    QByteArray cmd = "tail -n " + QByteArray::number(qMax(0, lines)) + " -F -- " + quote(path.value()) +
                     " 2>/dev/null & t=$!\n";
    cmd +=
        "trap 'kill $t 2>/dev/null' EXIT\n"
        "trap 'exit 0' HUP INT TERM PIPE\n"
        "while kill -0 $PPID 2>/dev/null; do\n"
        "  s=$(squeue -h -j @ID@ -o %T 2>/dev/null | head -n 1)\n"
        "  case \"$s\" in ''|COMPLETED|FAILED|CANCELLED*|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|BOOT_FAIL|DEADLINE|"
        "PREEMPTED) break ;; esac\n"
        "  sleep @S@\n"
        "done\n"
        "sleep 1\n";
    cmd.replace("@ID@", id).replace("@S@", QByteArray::number(qMax(1, checkSeconds)));
    const RemoteRun run = m_node.stream(cmd, out, stop);
    if (!run.error.isEmpty())
        return Status::failure(run.problem(tr("following the log of job %1").arg(jobId)));
    return Ok{};
}

CommandRunner SlurmBackend::runner()
{
    return [this](const QString &command) -> Result<QByteArray> {
        const RemoteRun run = m_node.run(command.toUtf8(), {}, kCommandTimeoutMs);
        if (!run.ok())
            return Result<QByteArray>::failure(run.problem(m_node.describe()));
        return run.out;
    };
}

Result<QList<JobStatus>> SlurmBackend::list(bool allUsers)
{
    using R = Result<QList<JobStatus>>;
    const Result<QByteArray> out = runner()(SqueueFormat::squeueCommand(allUsers));
    if (!out.ok())
        return R::failure(out.error());
    const SqueueParse parse = SqueueFormat::parseSqueue(out.value());
    if (!parse.problems.isEmpty() && parse.jobs.isEmpty())
        return R::failure(tr("squeue on %1 printed what cannot be read (line %2: %3)")
                              .arg(m_cluster)
                              .arg(parse.problems.first().line)
                              .arg(parse.problems.first().message));
    return parse.jobs;
}

std::optional<std::pair<QString, QString>> SlurmBackend::parseSbatch(const QByteArray &out)
{
    // Only the last non-empty line: site banners or cli_filter notes may come first.
    const QList<QByteArray> lines = out.trimmed().split('\n');
    const QString last = QString::fromUtf8(lines.isEmpty() ? QByteArray() : lines.last()).trimmed();
    static const QRegularExpression re(QStringLiteral("^(\\d+)(?:;(\\S+))?$"));
    const QRegularExpressionMatch m = re.match(last);
    if (!m.hasMatch())
        return std::nullopt;
    return std::make_pair(m.captured(1), m.captured(2));
}

QString SlurmBackend::stdoutPathOf(const QByteArray &scontrolLine)
{
    static const QRegularExpression re(
        QStringLiteral("(?:^|\\s)StdOut=(.*?)(?=\\s+[A-Za-z][A-Za-z:/]*=|\\s*$)"));
    const QRegularExpressionMatch m = re.match(QString::fromUtf8(scontrolLine.trimmed()));
    return m.hasMatch() ? m.captured(1) : QString();
}

bool SlurmBackend::validJobId(const QString &jobId)
{
    static const QRegularExpression re(QStringLiteral("^\\d+(?:_\\d+|\\+\\d+)?$"));
    return re.match(jobId).hasMatch();
}

} // namespace cg::jobs
