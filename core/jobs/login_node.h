// SPDX-License-Identifier: GPL-3.0-or-later
// How a job backend reaches a cluster's login node: one shell command at a time (run) or a command whose
// output is handed over as it arrives (stream). Two ways to get there: the SSH engine the command line
// connects itself, or a request on the ConnectionHub that the window and the console share.
#pragma once

#include "ssh/chain_plan.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

namespace cg::ssh {
class ConnectionHub;
class Engine;
class Session;
} // namespace cg::ssh

namespace cg::jobs {

// One command's outcome on the login node.
struct RemoteRun
{
    QByteArray out;
    QByteArray err;
    int status = -1;
    QString error; // the connection's or the channel's (translated); empty when the command ran

    bool ok() const { return error.isEmpty() && status == 0; }
    // What went wrong, for people: the connection error, else the command's stderr and status.
    QString problem(const QString &what) const;
};

// How the backend reaches a cluster's login node.
class LoginNode
{
public:
    virtual ~LoginNode() = default;
    // Runs a POSIX shell command with `input` on its stdin (closed after it), up to `timeoutMs`.
    virtual RemoteRun run(const QByteArray &command, const QByteArray &input, int timeoutMs) = 0;
    // Runs a command and hands its stdout over as it arrives, until it ends or `stop()` returns true
    // (asked between reads; the channel is then closed).
    virtual RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                             const std::function<bool()> &stop) = 0;
    // "root@login-1", for messages and audit events.
    virtual QString describe() const = 0;
};

// A login node reached by the SSH engine (the command line's way; the engine's thread only).
class SshLoginNode : public LoginNode
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SshLoginNode)

public:
    SshLoginNode(ssh::Engine &engine, ssh::Session *session);
    RemoteRun run(const QByteArray &command, const QByteArray &input, int timeoutMs) override;
    RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                     const std::function<bool()> &stop) override;
    QString describe() const override;

private:
    ssh::Engine &m_engine;
    ssh::Session *m_session;
};

// A login node reached through the ConnectionHub: every command is a request on the hub, so the cluster's
// bastion login is shared with every other feature and a dead login node delays only its own commands.
// Blocks the calling thread (never one of the hub's I/O threads) in a local event loop.
class HubLoginNode : public LoginNode
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::SshLoginNode)

public:
    HubLoginNode(ssh::ConnectionHub &hub, ssh::ChainPlan plan, ssh::SessionOptions base);
    RemoteRun run(const QByteArray &command, const QByteArray &input, int timeoutMs) override;
    RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                     const std::function<bool()> &stop) override;
    QString describe() const override;

private:
    ssh::ConnectionHub &m_hub;
    ssh::ChainPlan m_plan;
    ssh::SessionOptions m_base;
};

} // namespace cg::jobs
