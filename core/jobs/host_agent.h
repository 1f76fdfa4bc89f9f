// SPDX-License-Identifier: GPL-3.0-or-later
// The job runner of one host: the bundled agent's `job` commands (remote_agent/protocol/job_description.h)
// over the host's LoginNode. On a remote host the agent is put in the user's cache directory first (pushed
// only when its SHA-256 differs) and every start of it is guarded as AgentDeployer's are; on this machine
// the bundled agent runs where it is. Everything it reads back is bounded and checked.
#pragma once

#include "common/result.h"
#include "jobs/login_node.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace cg::proto {
struct JobDescription;
}

namespace cg::jobs {

// One job as a host's agent reports it.
struct AgentJob
{
    QString id;
    QString state; // running, completed, failed, cancelled, lost, unknown, absent
    QString reason;
    int exitStatus = -1;
    int restarts = 0;
    qint64 started = 0; // Unix seconds
    qint64 ended = 0;
    qint64 logBytes = 0;
    QList<int> gpus;

    // One line of `job status`; nullopt-like failure when it is not one.
    static Result<AgentJob> parse(const QByteArray &line);
};

struct HostGpus
{
    QString source; // nvml, declared
    QList<int> total;
    QList<int> free;
};

// The agent binary the console ships: where it is here and its SHA-256.
struct AgentBinary
{
    QString path;
    QByteArray sha256Hex;
    QString error; // why there is none

    // The bundled agent (agent_locator.h), hashed once per process.
    static const AgentBinary &bundled();
};

class HostAgent
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::HostAgent)

public:
    static constexpr int kTimeoutMs = 60000;

    // `local`: the host is this machine and the agent runs from its bundled path.
    HostAgent(LoginNode &node, QString host, bool local);

    const QString &host() const { return m_host; }
    // The agent is there and is ours (pushed if not); the error names the host and the reason (no space,
    // no permission, another CPU architecture).
    Status ensure();
    Result<AgentJob> start(const proto::JobDescription &description);
    Result<QList<AgentJob>> status(const QStringList &ids);
    Result<AgentJob> cancel(const QString &id, int graceSeconds);
    // Up to `limit` bytes of the log from `offset`.
    Result<QByteArray> logs(const QString &id, qint64 offset, qint64 limit);
    // Hands the log over from `offset` as it grows, until the job has ended or `stop()`.
    Status follow(const QString &id, qint64 offset, const std::function<void(const QByteArray &)> &out,
                  const std::function<bool()> &stop);
    Result<HostGpus> gpus(int declared);

private:
    QByteArray command(const QByteArray &arguments) const;
    RemoteRun run(const QByteArray &arguments, const QByteArray &input = {});

    LoginNode &m_node;
    QString m_host;
    bool m_local;
    bool m_ready = false;
    QString m_remotePath;
};

} // namespace cg::jobs
