// SPDX-License-Identifier: GPL-3.0-or-later
// Puts the bundled agent on a node over SSH and runs it there: into a per-user directory (no root), pushed
// only when its SHA-256 differs from what is already there, verified on the far side, checked to speak our
// protocol. Synchronous on the engine's thread, like FilePush.
#pragma once

#include "ssh/ssh_engine.h"

#include <QCoreApplication>

namespace cg {

struct AgentDeployment
{
    QString remotePath;    // where the agent lives on the node
    QString remoteVersion; // its `--version` first line after deployment
    QByteArray sha256Hex;  // of the agent there (the bundled one's): what every start checks first
    bool pushed = false;   // false: the node already had this very binary
    qint64 bytes = 0;      // pushed
    ssh::SshError error;
    bool ok() const { return error.ok(); }
};

// The bundled agent as this console sees it: looked at once, then checked against any number of nodes.
struct BundledAgent
{
    QString path;
    QByteArray sha256Hex;
    QByteArray protocolLine; // "protocol: N" from its --version
    QString versionLine;     // "clustergate-agent X.Y.Z"
    QString error;           // why it cannot be used; empty when it can
    bool ok() const { return error.isEmpty(); }
};

class AgentDeployer
{
    Q_DECLARE_TR_FUNCTIONS(cg::AgentDeployer)

public:
    // `localAgent` is the bundled binary. Refuses a node of another CPU architecture.
    static AgentDeployment ensure(ssh::Engine &engine, ssh::Session *target, const QString &localAgent,
                                  int timeoutMs = 120000);
    // The same with the bundled agent already inspected (hashing it for every node of a fleet would cost
    // more than the node's own check).
    static AgentDeployment ensure(ssh::Engine &engine, ssh::Session *target, const BundledAgent &localAgent,
                                  int timeoutMs = 120000);
    static BundledAgent inspect(const QString &localAgent);
    // The first step of ensure() on its own, for callers that run it without blocking (a fleet checks
    // many nodes at once): a command printing the agent's path on the node, the node's `uname -m` and the
    // SHA-256 of the agent there ("-" when absent); parseProbe() reads its output. The directory is
    // created mode 0700; one that is not the user's own, or that others can write, fails the probe (exit
    // 3, why on stderr).
    static QByteArray probeCommand();
    struct Probe
    {
        QString remotePath;
        QString machine;
        QByteArray sha256Hex; // "-" when the node has no agent
    };
    static bool parseProbe(const QByteArray &output, Probe *probe);
    // The command that streams binary telemetry frames on stdout (count 0: until stdin closes). It runs the
    // agent only if its directory and the binary are the user's own and writable by nobody else, and the
    // binary's SHA-256 is `sha256Hex`, all in the same command (exit 126 and a line on stderr otherwise).
    static QByteArray telemetryCommand(const QString &remotePath, const QByteArray &sha256Hex, int intervalMs,
                                       int count);
    // `exec AGENT arguments` (arguments start with a blank), run only after the same checks as
    // telemetryCommand(): every start of the agent on a node goes through here.
    static QByteArray runCommand(const QString &remotePath, const QByteArray &sha256Hex,
                                 const QByteArray &arguments);
    // Stops every agent of this user started from the per-user directory; `remove` deletes it too.
    static ssh::SshError stop(ssh::Engine &engine, ssh::Session *target, bool remove, int timeoutMs = 30000);
    // "x86_64", "aarch64": the names `uname -m` prints, for this build's CPU.
    static QString localMachine();
};

} // namespace cg
