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

// The shell function that checks a path on the node is this user's own, no symbolic link, and writable by
// nobody else (group and others without w): then only this user can change the file between a check and
// its use. On failure it says why on stderr.
const QByteArray kOwnCheck =
    "cg_u=$(id -u); "
    "cg_own() { "
    "  if [ -L \"$1\" ]; then echo \"clustergate: $1 is a symbolic link; refused\" >&2; return 1; fi; "
    "  cg_s=$(stat -c '%u %a' -- \"$1\") || return 1; "
    "  if [ \"${cg_s%% *}\" != \"$cg_u\" ]; then "
    "    echo \"clustergate: $1 belongs to user id ${cg_s%% *}, not to you (id $cg_u); refused\" >&2; return "
    "1; fi; "
    "  case \"${cg_s#* }\" in *[2367]? | *[2367]) "
    "    echo \"clustergate: other users can write $1 (mode ${cg_s#* }); refused. Run: chmod go-w $1\" >&2; "
    "    return 1;; esac; }; ";

const QByteArray kHashAgent =
    "if command -v openssl >/dev/null 2>&1; then openssl dgst -sha256 -r < \"$a\" | cut -c1-64; "
    "else sha256sum < \"$a\" | cut -c1-64; fi";

// The per-user directory on the node (created mode 0700, then checked as the user's own and closed to
// others), and what is there: one round trip.
const QByteArray kProbe =
    "umask 077; d=\"${XDG_CACHE_HOME:-$HOME/.cache}/clustergate\"; a=\"$d/clustergate-agent\"; " + kOwnCheck +
    "mkdir -p -m 700 -- \"$d\" || exit 3; cg_own \"$d\" || exit 3; "
    "[ -d \"$d\" ] || { echo \"clustergate: $d is not a directory\" >&2; exit 3; }; "
    "printf '%s\\n' \"$a\"; uname -m; "
    "if [ -f \"$a\" ]; then " +
    kHashAgent + "; else echo -; fi";

// `use` runs (in the same command, after the checks) only when the directory and the agent are the
// user's own and closed to others, and the agent's SHA-256 is `sha256Hex`: checked and run at once, so
// no second command can find another file in its place.
QByteArray guarded(const QString &remotePath, const QByteArray &sha256Hex, const QByteArray &use)
{
    return "a=" + RemoteShell::quote(remotePath) + "; d=\"${a%/*}\"; " + kOwnCheck +
           "cg_own \"$d\" || exit 126; [ -d \"$d\" ] || exit 126; "
           "[ -f \"$a\" ] || { echo \"clustergate: no agent at $a\" >&2; exit 126; }; cg_own \"$a\" || exit "
           "126; "
           "cg_h=$(" +
           kHashAgent +
           "); "
           "[ \"$cg_h\" = " +
           RemoteShell::quote(QString::fromLatin1(sha256Hex)) +
           " ] || { echo \"clustergate: $a is not the agent this console deployed (SHA-256 $cg_h); refused\" "
           ">&2; "
           "exit 126; }; " +
           use;
}

} // namespace

namespace {

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
    // Executable, and the one we meant: the version handshake, run only after the same checks as every
    // start of the agent.
    d.sha256Hex = localHash;
    const ShellResult version =
        RemoteShell::run(engine, target,
                         "chmod 0700 -- " + RemoteShell::quote(d.remotePath) + " || exit 126; " +
                             guarded(d.remotePath, localHash, "\"$a\" --version"),
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

QByteArray AgentDeployer::telemetryCommand(const QString &remotePath, const QByteArray &sha256Hex,
                                           int intervalMs, int count)
{
    return runCommand(remotePath, sha256Hex,
                      " telemetry --format binary --interval " + QByteArray::number(intervalMs) +
                          " --count " + QByteArray::number(count));
}

QByteArray AgentDeployer::runCommand(const QString &remotePath, const QByteArray &sha256Hex,
                                     const QByteArray &arguments)
{
    return guarded(remotePath, sha256Hex, "exec \"$a\"" + arguments);
}

ssh::SshError AgentDeployer::stop(ssh::Engine &engine, ssh::Session *target, bool remove, int timeoutMs)
{
    // Only this user's agents from the per-user directory: pkill matches the full path.
    QByteArray script = "d=\"${XDG_CACHE_HOME:-$HOME/.cache}/clustergate\"; "
                        "pkill -TERM -u \"$(id -u)\" -f \"^$d/clustergate-agent\" ; true";
    if (remove)
        script += "; rm -f -- \"$d/clustergate-agent\" \"$d/clustergate-agent.cgpart\" "
                  "\"$d\"/clustergate-agent.cgpart-* \"$d\"/clustergate-agent.cgold.*";
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
