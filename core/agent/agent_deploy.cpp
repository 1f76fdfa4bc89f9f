// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/agent_deploy.h"

#include "common/logging.h"
#include "ssh/file_push.h"
#include "ssh/remote_shell.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QSysInfo>

namespace cg {

using ssh::RemoteShell;
using ssh::ShellResult;

namespace {

// The per-user directory on the node, and what is there: one round trip.
const QByteArray kProbe =
    "d=\"${XDG_CACHE_HOME:-$HOME/.cache}/clustergate\"; a=\"$d/clustergate-agent\"; "
    "printf '%s\\n' \"$a\"; uname -m; "
    "if [ -f \"$a\" ]; then "
    "  if command -v openssl >/dev/null 2>&1; then openssl dgst -sha256 -r < \"$a\" | cut -c1-64; "
    "  else sha256sum < \"$a\" | cut -c1-64; fi; "
    "else echo -; fi";

QByteArray localSha256(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = AgentDeployer::tr("cannot read the bundled agent %1: %2").arg(path, f.errorString());
        return {};
    }
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

// "protocol: N" from `clustergate-agent --version`.
QByteArray protocolLine(const QByteArray &versionOutput)
{
    for (const QByteArray &line : versionOutput.split('\n')) {
        if (line.startsWith("protocol:"))
            return line.trimmed();
    }
    return {};
}

} // namespace

QString AgentDeployer::localMachine()
{
    const QString arch = QSysInfo::currentCpuArchitecture();
    if (arch == QLatin1String("x86_64"))
        return QStringLiteral("x86_64");
    if (arch == QLatin1String("arm64"))
        return QStringLiteral("aarch64");
    return arch;
}

BundledAgent AgentDeployer::inspect(const QString &localAgent)
{
    BundledAgent a;
    a.path = localAgent;
    a.sha256Hex = localSha256(localAgent, &a.error);
    if (a.sha256Hex.isEmpty())
        return a;
    QProcess local;
    local.start(localAgent, {QStringLiteral("--version")});
    local.waitForFinished(10000);
    const QByteArray out = local.readAllStandardOutput();
    a.protocolLine = protocolLine(out);
    a.versionLine = QString::fromUtf8(out.split('\n').value(0).trimmed());
    if (a.protocolLine.isEmpty())
        a.error = tr("the bundled agent %1 does not answer --version").arg(localAgent);
    return a;
}

QByteArray AgentDeployer::probeCommand()
{
    return kProbe;
}

bool AgentDeployer::parseProbe(const QByteArray &output, Probe *probe)
{
    const QList<QByteArray> lines = output.split('\n');
    if (lines.size() < 3 || lines.at(0).isEmpty())
        return false;
    probe->remotePath = QString::fromUtf8(lines.at(0));
    probe->machine = QString::fromUtf8(lines.at(1).trimmed());
    probe->sha256Hex = lines.at(2).trimmed();
    return true;
}

AgentDeployment AgentDeployer::ensure(ssh::Engine &engine, ssh::Session *target, const QString &localAgent,
                                      int timeoutMs)
{
    return ensure(engine, target, inspect(localAgent), timeoutMs);
}

AgentDeployment AgentDeployer::ensure(ssh::Engine &engine, ssh::Session *target, const BundledAgent &local,
                                      int timeoutMs)
{
    AgentDeployment d;
    const auto fail = [&](const QString &message) {
        d.error = ssh::SshError{ssh::FailureKind::Channel, target->options().hop,
                                target->options().endpoint.displayName(), message};
        return d;
    };
    if (!local.ok())
        return fail(local.error);
    const QByteArray &localHash = local.sha256Hex;
    const QByteArray &localProtocol = local.protocolLine;

    const ShellResult probe = RemoteShell::run(engine, target, kProbe, timeoutMs);
    if (!probe.error.ok()) {
        d.error = probe.error;
        return d;
    }
    Probe found;
    if (probe.status != 0 || !parseProbe(probe.out, &found))
        return fail(
            tr("cannot look at the node's agent directory: %1").arg(QString::fromUtf8(probe.err.trimmed())));
    d.remotePath = found.remotePath;
    const QString &machine = found.machine;
    if (machine != localMachine())
        return fail(tr("the node is a %1 machine and the bundled agent is built for %2; install ClusterGate "
                       "for %1 or put a %1 agent in CLUSTERGATE_AGENT")
                        .arg(machine, localMachine()));
    const QByteArray &remoteHash = found.sha256Hex;

    if (remoteHash != localHash) {
        ssh::PushOptions po;
        po.localPath = local.path;
        po.remotePath = d.remotePath;
        po.timeoutMs = timeoutMs;
        const ssh::PushResult pushed = ssh::FilePush::run(engine, target, po);
        if (!pushed.ok()) {
            d.error = pushed.error;
            return d;
        }
        d.pushed = true;
        d.bytes = pushed.sent;
        qCInfo(lcAgent) << "pushed the agent to" << target->options().endpoint.displayName() << d.remotePath;
    }
    // Executable, and the one we meant: the version handshake.
    const ShellResult version = RemoteShell::run(engine, target,
                                                 "chmod 0755 -- " + RemoteShell::quote(d.remotePath) +
                                                     " && " + RemoteShell::quote(d.remotePath) + " --version",
                                                 timeoutMs);
    if (!version.error.ok()) {
        d.error = version.error;
        return d;
    }
    if (version.status != 0)
        return fail(
            tr("the agent on the node does not start: %1").arg(QString::fromUtf8(version.err.trimmed())));
    d.remoteVersion = QString::fromUtf8(version.out.split('\n').value(0).trimmed());
    if (protocolLine(version.out) != localProtocol)
        return fail(tr("the agent on the node speaks %1, this console %2")
                        .arg(QString::fromUtf8(protocolLine(version.out)), QString::fromUtf8(localProtocol)));
    return d;
}

QByteArray AgentDeployer::telemetryCommand(const QString &remotePath, int intervalMs, int count)
{
    return "exec " + RemoteShell::quote(remotePath) + " telemetry --format binary --interval " +
           QByteArray::number(intervalMs) + " --count " + QByteArray::number(count);
}

ssh::SshError AgentDeployer::stop(ssh::Engine &engine, ssh::Session *target, bool remove, int timeoutMs)
{
    // Only this user's agents from the per-user directory: pkill matches the full path.
    QByteArray script = "d=\"${XDG_CACHE_HOME:-$HOME/.cache}/clustergate\"; "
                        "pkill -TERM -u \"$(id -u)\" -f \"^$d/clustergate-agent\" ; true";
    if (remove)
        script += "; rm -f -- \"$d/clustergate-agent\" \"$d/clustergate-agent.cgpart\"";
    const ShellResult r = RemoteShell::run(engine, target, script, timeoutMs);
    if (!r.error.ok())
        return r.error;
    if (r.status != 0)
        return ssh::SshError{ssh::FailureKind::Channel, target->options().hop,
                             target->options().endpoint.displayName(),
                             tr("stopping the agent failed: %1").arg(QString::fromUtf8(r.err.trimmed()))};
    return {};
}

} // namespace cg
