// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/host_agent.h"

#include "agent/agent_deploy.h"
#include "agent/agent_locator.h"
#include "protocol/job_description.h"
#include "ssh/remote_shell.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cg::jobs {

namespace {

QList<int> intList(const QJsonValue &v)
{
    QList<int> out;
    const QJsonArray a = v.toArray();
    for (const QJsonValue &x : a) {
        if (out.size() >= int(proto::kMaxGpus))
            break;
        const int i = x.toInt(-1);
        if (i >= 0 && i <= int(proto::kMaxGpuIndex))
            out << i;
    }
    return out;
}

QByteArray arg(const QString &s)
{
    return ' ' + ssh::RemoteShell::quote(s);
}

} // namespace

Result<AgentJob> AgentJob::parse(const QByteArray &line)
{
    using R = Result<AgentJob>;
    if (line.size() > 64 * 1024)
        return R::failure(HostAgent::tr("a status line of the agent is too long"), ErrorCode::Invalid);
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return R::failure(HostAgent::tr("the agent printed what is not a status line"), ErrorCode::Invalid);
    const QJsonObject o = doc.object();
    AgentJob j;
    j.id = o.value(QStringLiteral("id")).toString();
    j.state = o.value(QStringLiteral("state")).toString();
    if (!proto::validJobName(j.id.toStdString()) || j.state.isEmpty() || j.state.size() > 32)
        return R::failure(HostAgent::tr("the agent printed a status line without a job id or state"),
                          ErrorCode::Invalid);
    j.reason = o.value(QStringLiteral("reason")).toString().left(500);
    j.exitStatus = o.value(QStringLiteral("exit")).toInt(-1);
    j.restarts = qMax(0, o.value(QStringLiteral("restarts")).toInt());
    j.started = qint64(o.value(QStringLiteral("start")).toDouble());
    j.ended = qint64(o.value(QStringLiteral("end")).toDouble());
    j.logBytes = qMax<qint64>(0, qint64(o.value(QStringLiteral("logBytes")).toDouble()));
    j.gpus = intList(o.value(QStringLiteral("gpus")));
    return j;
}

const AgentBinary &AgentBinary::bundled()
{
    static const AgentBinary binary = [] {
        AgentBinary b;
        const AgentLocation where = locateAgent();
        if (where.path.isEmpty()) {
            b.error = HostAgent::tr("the bundled clustergate-agent was not found (looked in %1); set "
                                    "CLUSTERGATE_AGENT to its path")
                          .arg(where.searched.join(QStringLiteral(", ")));
            return b;
        }
        const BundledAgent inspected = AgentDeployer::inspect(where.path);
        b.path = where.path;
        b.sha256Hex = inspected.sha256Hex;
        b.error = inspected.error;
        return b;
    }();
    return binary;
}

HostAgent::HostAgent(LoginNode &node, QString host, bool local)
    : m_node(node), m_host(std::move(host)), m_local(local)
{
}

QByteArray HostAgent::command(const QByteArray &arguments) const
{
    const QByteArray args = " job" + arguments;
    if (m_local)
        return "exec " + ssh::RemoteShell::quote(AgentBinary::bundled().path) + args;
    return AgentDeployer::runCommand(m_remotePath, AgentBinary::bundled().sha256Hex, args);
}

RemoteRun HostAgent::run(const QByteArray &arguments, const QByteArray &input)
{
    return m_node.run(command(arguments), input, kTimeoutMs);
}

Status HostAgent::ensure()
{
    if (m_ready)
        return Ok{};
    const AgentBinary &binary = AgentBinary::bundled();
    if (!binary.error.isEmpty())
        return Status::failure(binary.error, ErrorCode::NotFound);
    if (m_local) {
        m_ready = true;
        return Ok{};
    }
    const RemoteRun probe = m_node.run(AgentDeployer::probeCommand(), {}, kTimeoutMs);
    AgentDeployer::Probe found;
    if (!probe.error.isEmpty())
        return Status::failure(tr("host %1 cannot be reached: %2").arg(m_host, probe.error),
                               ErrorCode::Unreachable);
    if (probe.status != 0 || !AgentDeployer::parseProbe(probe.out, &found))
        return Status::failure(tr("host %1: the agent's directory cannot be used: %2")
                                   .arg(m_host, QString::fromUtf8(probe.err.trimmed())));
    if (found.machine != AgentDeployer::localMachine())
        return Status::failure(tr("host %1 is a %2 machine and the bundled agent is built for %3")
                                   .arg(m_host, found.machine, AgentDeployer::localMachine()));
    m_remotePath = found.remotePath;
    if (found.sha256Hex != binary.sha256Hex) {
        QFile f(binary.path);
        if (!f.open(QIODevice::ReadOnly))
            return Status::failure(
                tr("cannot read the bundled agent %1: %2").arg(binary.path, f.errorString()));
        const QByteArray bytes = f.readAll();
        // A part file of this host's and this shell's own: hosts that share the home directory (NFS)
        // start a job's agents at once, and each renames a whole file into place.
        const QByteArray push =
            "umask 077; a=" + ssh::RemoteShell::quote(m_remotePath) +
            "; p=\"$a.cgpart-$(uname -n).$$\"; cat >\"$p\" && chmod 0700 \"$p\" && mv -f \"$p\" \"$a\" "
            "|| { rm -f \"$p\"; exit 1; }";
        const RemoteRun pushed = m_node.run(push, bytes, 4 * kTimeoutMs);
        if (!pushed.ok())
            return Status::failure(pushed.problem(tr("putting the agent on host %1").arg(m_host)));
    }
    m_ready = true;
    return Ok{};
}

Result<AgentJob> HostAgent::start(const proto::JobDescription &description)
{
    using R = Result<AgentJob>;
    if (const Status st = ensure(); !st.ok())
        return R::failureOf(st);
    const QByteArray input = QByteArray::fromStdString(proto::encodeJobDescription(description));
    const RemoteRun r = run(" start --protocol 1 --host" + arg(m_host), input);
    if (r.error.isEmpty() && r.status == proto::kJobConflict)
        return R::failure(
            tr("host %1 has a job %2 already").arg(m_host, QString::fromStdString(description.id)),
            ErrorCode::Conflict);
    if (!r.ok())
        return R::failure(r.problem(tr("starting the job on host %1").arg(m_host)));
    return AgentJob::parse(r.out.trimmed());
}

Result<QList<AgentJob>> HostAgent::status(const QStringList &ids)
{
    using R = Result<QList<AgentJob>>;
    if (const Status st = ensure(); !st.ok())
        return R::failureOf(st);
    QByteArray a = " status --protocol 1 --host" + arg(m_host);
    for (const QString &id : ids)
        a += arg(id);
    const RemoteRun r = run(a);
    if (!r.ok())
        return R::failure(r.problem(tr("the jobs on host %1").arg(m_host)),
                          r.error.isEmpty() ? ErrorCode::Failed : ErrorCode::Unreachable);
    QList<AgentJob> out;
    for (const QByteArray &line : r.out.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const Result<AgentJob> j = AgentJob::parse(line);
        if (!j.ok())
            return R::failureOf(j);
        out << j.value();
    }
    return out;
}

Result<AgentJob> HostAgent::cancel(const QString &id, int graceSeconds)
{
    using R = Result<AgentJob>;
    if (const Status st = ensure(); !st.ok())
        return R::failureOf(st);
    const RemoteRun r = run(" cancel --protocol 1 --host" + arg(m_host) + " --grace " +
                            QByteArray::number(graceSeconds) + arg(id));
    if (!r.ok())
        return R::failure(r.problem(tr("cancelling %1 on host %2").arg(id, m_host)));
    return AgentJob::parse(r.out.trimmed());
}

Result<QByteArray> HostAgent::logs(const QString &id, qint64 offset, qint64 limit)
{
    using R = Result<QByteArray>;
    if (const Status st = ensure(); !st.ok())
        return R::failureOf(st);
    const RemoteRun r = run(" logs --protocol 1 --host" + arg(m_host) + arg(id) + " --offset " +
                            QByteArray::number(offset) + " --limit " + QByteArray::number(limit));
    if (!r.ok())
        return R::failure(r.problem(tr("the log of %1 on host %2").arg(id, m_host)));
    return r.out;
}

Status HostAgent::follow(const QString &id, qint64 offset, const std::function<void(const QByteArray &)> &out,
                         const std::function<bool()> &stop)
{
    if (const Status st = ensure(); !st.ok())
        return st;
    const RemoteRun r = m_node.stream(command(" logs --protocol 1 --host" + arg(m_host) + arg(id) +
                                              " --offset " + QByteArray::number(offset) + " --follow"),
                                      out, stop);
    if (!r.error.isEmpty() || r.status != 0)
        return Status::failure(r.problem(tr("following the log of %1 on host %2").arg(id, m_host)));
    return Ok{};
}

Result<HostGpus> HostAgent::gpus(int declared)
{
    using R = Result<HostGpus>;
    if (const Status st = ensure(); !st.ok())
        return R::failureOf(st);
    QStringList list;
    for (int i = 0; i < qMin(declared, int(proto::kMaxGpus)); ++i)
        list << QString::number(i);
    const RemoteRun r =
        run(" gpus --protocol 1 --host" + arg(m_host) +
            (list.isEmpty() ? QByteArray() : " --declared " + list.join(QLatin1Char(',')).toLatin1()));
    if (!r.ok())
        return R::failure(r.problem(tr("the GPUs of host %1").arg(m_host)),
                          r.error.isEmpty() ? ErrorCode::Failed : ErrorCode::Unreachable);
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.trimmed());
    if (!doc.isObject())
        return R::failure(tr("host %1 printed what is not a GPU list").arg(m_host), ErrorCode::Invalid);
    HostGpus g;
    g.source = doc.object().value(QStringLiteral("source")).toString().left(16);
    g.total = intList(doc.object().value(QStringLiteral("total")));
    g.free = intList(doc.object().value(QStringLiteral("free")));
    return g;
}

} // namespace cg::jobs
