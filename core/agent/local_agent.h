// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in "This machine" target: runs the bundled agent as a child process, decodes its
// stream, feeds the telemetry store, and restarts it with backoff if it dies. What it reports goes to
// the sinks of its telemetry feed the way a remote fleet's does: fleet and node "local".
#pragma once

#include "agent/agent_connection.h"
#include "agent/fleet_node_state.h"
#include "agent/telemetry_sink.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <QTimer>

namespace cg {

class TelemetryStore;

class LocalAgent : public QObject
{
    Q_OBJECT

public:
    enum class State { Stopped, Starting, Running, Restarting, Failed };
    Q_ENUM(State)

    static inline const QString kTargetId = QStringLiteral("local");

    LocalAgent(TelemetryStore *store, QObject *parent = nullptr);
    ~LocalAgent() override;

    void setIntervalMs(int ms) { m_intervalMs = ms; }
    void setAgentPath(const QString &path) { m_agentPath = path; }
    void setRestartEnabled(bool on) { m_restart = on; }

    State state() const { return m_state; }
    QString errorString() const { return m_error; }
    QJsonObject hello() const { return m_hello; }
    QString agentPath() const { return m_agentPath; }
    qint64 processId() const { return m_process.processId(); }
    AgentConnection *connection() { return &m_connection; }
    // Sinks registered here receive this machine's hello, samples, RTTs (from ping()) and state, as
    // fleet "local", node "local".
    TelemetryFeed &telemetry() { return m_telemetry; }
    // The state as a fleet node's (Starting: Connecting, Running: Streaming, Failed: Refused, ...).
    static FleetNodeState nodeState(State state);

    static QString stateText(State state);

public slots:
    void start();
    // Asks the agent to stop, then terminates it if it does not within a second.
    void stop();
    // Stops the agent and starts it again once it has really gone.
    void restart();
    void ping();

signals:
    void stateChanged(cg::LocalAgent::State state);
    void helloReceived(const QJsonObject &hello);
    void sampleReceived(const cg::proto::Sample &sample);
    void rttMeasured(double ms);
    void problem(const QString &message);

private:
    void setState(State s);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void scheduleRestart();

    TelemetryStore *m_store;
    AgentConnection m_connection;
    TelemetryFeed m_telemetry{kTargetId};
    RttSpread m_rttSpread;
    QTimer m_restartTimer;
    QElapsedTimer m_runningFor;
    QProcess m_process; // declared last: destroyed first, while everything it signals still exists
    QString m_agentPath;
    QString m_error;
    QJsonObject m_hello;
    State m_state = State::Stopped;
    int m_intervalMs = 1000;
    int m_backoffMs = 1000;
    bool m_restart = true;
    bool m_stopping = false;
    bool m_startAfterStop = false;
};

} // namespace cg
