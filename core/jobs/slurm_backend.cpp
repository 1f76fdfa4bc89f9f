// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/slurm_backend.h"

#include "jobs/slurm_records.h"

#include "ledger/audit_log.h"
#include "ssh/connection_hub.h"
#include "ssh/remote_shell.h"
#include "ssh/ssh_engine.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>

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

SlurmBackend::SlurmBackend(LoginNode &node, QString cluster) : JobBackend(node, std::move(cluster)) {}

Result<BatchScript> SlurmBackend::script(const JobSpec &spec, const SchedulerProfile &profile,
                                         const ScriptOptions &options) const
{
    return SlurmScripts::build(spec, profile, options);
}

Result<Submission> SlurmBackend::submit(const JobSpec &spec, const SchedulerProfile &profile,
                                        const SubmitOptions &options, bool *refused)
{
    using R = Result<Submission>;
    Submission sub;
    const Result<GateDecision> cleared = clear(spec, options.dryRun, refused);
    if (!cleared.ok())
        return R::failureOf(cleared);
    sub.gate = cleared.value();

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
        // The shell's 127: the command is not on the node (no Slurm there).
        if (!run.ok())
            return Result<QByteArray>::failure(run.problem(m_node.describe()),
                                               run.error.isEmpty() && run.status == 127 ? ErrorCode::NotFound
                                                                                        : ErrorCode::Failed);
        return run.out;
    };
}

Result<QList<JobStatus>> SlurmBackend::list(bool allUsers)
{
    using R = Result<QList<JobStatus>>;
    const Result<QByteArray> out = runner()(SqueueFormat::squeueCommand(allUsers));
    if (!out.ok())
        return R::failureOf(out);
    return readQueue(out.value());
}

QByteArray SlurmBackend::queueCommand(bool allUsers) const
{
    return SqueueFormat::squeueCommand(allUsers).toUtf8();
}

Result<QList<JobStatus>> SlurmBackend::readQueue(const QByteArray &output) const
{
    using R = Result<QList<JobStatus>>;
    const SqueueParse parse = SqueueFormat::parseSqueue(output);
    if (!parse.problems.isEmpty() && parse.jobs.isEmpty())
        return R::failure(tr("squeue on %1 printed what cannot be read (line %2: %3)")
                              .arg(m_cluster)
                              .arg(parse.problems.first().line)
                              .arg(parse.problems.first().message),
                          ErrorCode::Invalid);
    return parse.jobs;
}

QByteArray SlurmBackend::sinfoCommand()
{
    return "sinfo -h -N -o '%N|%T|%P'";
}

Result<QList<NodeStatus>> SlurmBackend::parseSinfo(const QByteArray &out)
{
    using R = Result<QList<NodeStatus>>;
    QList<NodeStatus> nodes;
    QStringList seen;
    int lineNo = 0;
    for (const QByteArray &raw : out.split('\n')) {
        ++lineNo;
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList f = line.split(QLatin1Char('|'));
        if (f.size() < 2 || f.at(0).trimmed().isEmpty())
            return R::failure(
                tr("sinfo printed what cannot be read (line %1: %2)").arg(lineNo).arg(line.left(80)),
                ErrorCode::Invalid);
        const QString name = f.at(0).trimmed();
        if (seen.contains(name))
            continue; // a node in several partitions is listed once per partition
        seen << name;
        NodeStatus n;
        n.name = name;
        n.state = f.at(1).trimmed();
        n.phase = SlurmStates::node(n.state);
        n.partition = f.value(2).trimmed();
        n.partition.remove(QLatin1Char('*')); // the default partition's mark
        nodes << n;
    }
    return nodes;
}

Result<QList<NodeStatus>> SlurmBackend::nodes()
{
    using R = Result<QList<NodeStatus>>;
    const Result<QByteArray> out = runner()(QString::fromUtf8(sinfoCommand()));
    if (!out.ok())
        return R::failureOf(out);
    return parseSinfo(out.value());
}

Result<QList<JobRecord>> SlurmBackend::accounting()
{
    using R = Result<QList<JobRecord>>;
    // Without slurmdbd (sacct), what slurmctld still remembers (MinJobAge) is what can be read.
    const Result<QByteArray> out = runner()(QStringLiteral("scontrol -o show job -d"));
    // Slurm's own fatal line when the node has no Slurm configuration (no slurm.conf, no configless DNS
    // record): as good as no Slurm there.
    if (!out.ok() && out.error().contains(QLatin1String("Could not establish a configuration source")))
        return R::failure(out.error(), ErrorCode::NotFound);
    if (!out.ok())
        return R::failureOf(out);
    const QString text = QString::fromUtf8(out.value());
    if (text.trimmed().startsWith(QLatin1String("No jobs in the system")))
        return QList<JobRecord>{};
    return SlurmRecords::parseScontrol(text);
}

QString SlurmBackend::advice(const QString &error) const
{
    const QString e = error.toLower();
    const auto any = [&e](std::initializer_list<const char *> words) {
        return std::any_of(words.begin(), words.end(),
                           [&e](const char *w) { return e.contains(QLatin1String(w)); });
    };
    if (any({"command not found", "not found", "no such file"}) &&
        any({"squeue", "scontrol", "sbatch", "sinfo", "slurm"}))
        return tr("Slurm's commands are not found on the login node of %1: make sure the login node in the "
                  "cluster's settings is one where squeue runs (or Slurm is on its PATH), then press "
                  "Refresh.")
            .arg(m_cluster);
    if (any({"slurm_load", "slurmctld", "unable to contact slurm", "socket timed out", "slurm controller"}))
        return tr("The Slurm controller of %1 does not answer: try again in a minute; if it stays so, ask "
                  "the "
                  "provider whether slurmctld is running.")
            .arg(m_cluster);
    return {};
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
