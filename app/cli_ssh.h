// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate ssh check|exec ...`: the SSH engine from the command line, with ssh-like exit codes.
#pragma once

#include <QStringList>

#include <memory>

class QCommandLineParser;

namespace cg::ssh {
struct ChainPlan;
struct SessionOptions;
} // namespace cg::ssh

namespace cg::services {
struct ClusterConnection;
}

namespace cg::jobs {
class LoginNode;
}

namespace cg::ledger {
class AuditLog;
}

namespace cg::ssh {
class ConnectionHub;
struct SessionOptions;
} // namespace cg::ssh

namespace cg::cli {

class CliRoot;

// words[0] == "ssh". Returns the exit status: the remote command's, 255 for connection failures
// (like ssh), 2 for usage errors.
int sshCommand(const QStringList &words, CliRoot &root);

// words[0] == "agent", words[1] == push|stream|stop, then TARGET and the ssh options: the bundled agent
// on a node reached over SSH.
int remoteAgentCommand(const QStringList &words, CliRoot &root);

// `ssh shell`: an interactive shell (or `command` on a terminal) along `plan`, the local terminal raw while
// it runs; recorded, the recording's audit event in `audit` (null: not audited, a warning says so). Returns
// the remote exit status, 255 when the connection failed or dropped.
int interactiveShell(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                     ledger::AuditLog *audit, const QByteArray &command);

// The options of `ssh` (--jump, --identity, --known-hosts, ...) and the connection they describe, for
// other subcommands that work on a host (jobs on a cluster's login node).
class SshTarget
{
public:
    // Its connections are requests on `hub` (the command line's, CliRoot).
    explicit SshTarget(ssh::ConnectionHub &hub);
    ~SshTarget();
    void addOptions(QCommandLineParser &p) const;
    // Connects to TARGET (an ssh_config alias or [user@]host[:port]) as `ssh` does, or to a saved cluster
    // (services::ClusterConnections: its chain, host-key policy unless --host-keys is given, legacy key
    // exchange, key files). 0 once connected; else the exit status (255: the connection failed, 2: a bad
    // option), the reason already printed.
    int connect(const QCommandLineParser &p, const QString &target);
    int connect(const QCommandLineParser &p, const services::ClusterConnection &cluster);
    // The login node it connected to, as commands on the hub (any thread but the hub's).
    std::unique_ptr<jobs::LoginNode> loginNode() const;
    ssh::ConnectionHub &hub() const;
    // The chain and session options it connected with (for requests of its own on the hub).
    const ssh::ChainPlan &plan() const;
    const ssh::SessionOptions &base() const;
    // The profile's audit log the connection reports to (null: it could not be opened, a warning said so).
    ledger::AuditLog *auditLog() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace cg::cli
