// SPDX-License-Identifier: GPL-3.0-or-later
// "This machine" as a cluster ("local"): the SSH-hosts runner with one host, this machine, where the
// bundled agent runs as a child process (no SSH). `clustergate jobs submit SPEC --cluster local` runs the
// very spec it would send abroad, with the same wrapper, gate and audit events.
#pragma once

#include "jobs/login_node.h"
#include "jobs/ssh_hosts_backend.h"

namespace cg::jobs {

// Runs each command with /bin/sh on this machine.
class LocalLoginNode : public LoginNode
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::LocalLoginNode)

public:
    RemoteRun run(const QByteArray &command, const QByteArray &input, int timeoutMs) override;
    RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                     const std::function<bool()> &stop) override;
    QString describe() const override;
};

class LocalBackend : public SshHostsBackend
{
public:
    static QString name() { return QStringLiteral("local"); }
    // The cluster name `clustergate jobs --cluster` and the Jobs view use for this machine.
    static QString clusterName() { return QStringLiteral("local"); }

    LocalBackend(LoginNode &node, QString cluster) : SshHostsBackend(node, std::move(cluster), true) {}
    QString kind() const override { return name(); }
};

} // namespace cg::jobs
