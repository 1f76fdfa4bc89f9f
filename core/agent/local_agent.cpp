// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/local_agent.h"

#include "agent/agent_locator.h"
#include "agent/telemetry_store.h"
#include "common/logging.h"

#include <QDateTime>

namespace cg {

namespace {
constexpr int kMaxBackoffMs = 30000;
// An agent that ran this long before dying counts as healthy: its next restart is quick again.
constexpr qint64 kHealthyRunMs = 30000;
} // namespace

LocalAgent::LocalAgent(TelemetryStore *store, QObject *parent) : QObject(parent), m_store(store)
{
    m_restartTimer.setSingleShot(true);
    connect(&m_restartTimer, &QTimer::timeout, this, &LocalAgent::start);

    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    connect(&m_process, &QProcess::readyReadStandardOutput, this,
            [this] { m_connection.feed(m_process.readAllStandardOutput()); });
    connect(&m_process, &QProcess::readyReadStandardError, this, [this] {
        const QByteArray err = m_process.readAllStandardError().trimmed();
        if (!err.isEmpty())
            qCWarning(lcAgent) << "agent stderr:" << err;
    });
    connect(&m_process, &QProcess::finished, this, &LocalAgent::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            m_error = tr("Cannot start the agent %1: %2").arg(m_agentPath, m_process.errorString());
            emit problem(m_error);
            scheduleRestart();
        }
    });

    connect(&m_connection, &AgentConnection::helloReceived, this, [this](const QJsonObject &h) {
        m_hello = h;
        m_runningFor.start();
        setState(State::Running);
        m_telemetry.publishHello(kTargetId, h);
        emit helloReceived(h);
    });
    connect(&m_connection, &AgentConnection::sampleReceived, this, [this](const proto::Sample &s) {
        if (m_store)
            m_store->ingest(kTargetId, s);
        m_telemetry.publishSample(kTargetId, s);
        emit sampleReceived(s);
    });
    connect(&m_connection, &AgentConnection::pongReceived, this, [this](const proto::Pong &p) {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (p.echo > quint64(now))
            return; // not one of ours, or a clock that went back
        const double rtt = double(now - qint64(p.echo));
        m_telemetry.publishRtt(kTargetId, rtt, m_rttSpread.add(rtt));
        emit rttMeasured(rtt);
    });
    connect(&m_connection, &AgentConnection::protocolError, this, &LocalAgent::problem);
    connect(&m_connection, &AgentConnection::agentMessage, this, &LocalAgent::problem);
}

LocalAgent::~LocalAgent()
{
    m_restart = false;
    // Nothing the process does from here on may reach half-destroyed members or our receivers.
    m_process.disconnect(this);
    m_connection.disconnect(this);
    if (m_process.state() != QProcess::NotRunning) {
        m_stopping = true;
        m_process.write("stop\n");
        if (!m_process.waitForFinished(1000)) {
            m_process.kill();
            m_process.waitForFinished(1000);
        }
    }
}

QString LocalAgent::stateText(State s)
{
    switch (s) {
    case State::Stopped:
        return tr("stopped");
    case State::Starting:
        return tr("starting");
    case State::Running:
        return tr("running");
    case State::Restarting:
        return tr("restarting");
    case State::Failed:
        return tr("failed");
    }
    return {};
}

FleetNodeState LocalAgent::nodeState(State state)
{
    switch (state) {
    case State::Stopped:
        return FleetNodeState::Stopped;
    case State::Starting:
        return FleetNodeState::Connecting;
    case State::Running:
        return FleetNodeState::Streaming;
    case State::Restarting:
        return FleetNodeState::Restarting;
    case State::Failed:
        return FleetNodeState::Refused;
    }
    return FleetNodeState::Stopped;
}

void LocalAgent::setState(State s)
{
    if (m_state == s)
        return;
    m_state = s;
    m_telemetry.publishState(kTargetId, nodeState(s), m_error);
    emit stateChanged(s);
}

void LocalAgent::start()
{
    if (m_process.state() != QProcess::NotRunning)
        return;
    if (m_agentPath.isEmpty()) {
        const AgentLocation loc = locateAgent();
        if (loc.path.isEmpty()) {
            m_error = tr("The bundled agent (clustergate-agent) was not found. Looked in: %1. "
                         "Reinstall ClusterGate or set CLUSTERGATE_AGENT to its path.")
                          .arg(loc.searched.join(QStringLiteral(", ")));
            setState(State::Failed);
            emit problem(m_error);
            return;
        }
        m_agentPath = loc.path;
    }
    m_stopping = false;
    m_error.clear();
    m_connection.reset();
    setState(State::Starting);
    qCDebug(lcAgent) << "starting" << m_agentPath;
    m_process.start(m_agentPath,
                    {QStringLiteral("telemetry"), QStringLiteral("--format"), QStringLiteral("binary"),
                     QStringLiteral("--interval"), QString::number(m_intervalMs)});
}

void LocalAgent::stop()
{
    m_restartTimer.stop();
    if (m_process.state() == QProcess::NotRunning) {
        setState(State::Stopped);
        return;
    }
    m_stopping = true;
    m_process.write("stop\n");
    QTimer::singleShot(1000, this, [this] {
        if (m_stopping && m_process.state() != QProcess::NotRunning)
            m_process.kill();
    });
}

void LocalAgent::restart()
{
    if (m_process.state() == QProcess::NotRunning) {
        m_restartTimer.stop();
        m_backoffMs = 1000;
        start();
        return;
    }
    m_startAfterStop = true;
    stop();
}

void LocalAgent::ping()
{
    if (m_process.state() == QProcess::Running)
        m_process.write("ping " + QByteArray::number(QDateTime::currentMSecsSinceEpoch()) + '\n');
}

void LocalAgent::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_connection.feed(m_process.readAllStandardOutput());
    m_connection.finish();
    if (m_stopping) {
        setState(State::Stopped);
        if (m_startAfterStop) {
            m_startAfterStop = false;
            m_backoffMs = 1000;
            start();
        }
        return;
    }
    if (m_runningFor.isValid() && m_runningFor.elapsed() >= kHealthyRunMs)
        m_backoffMs = 1000;
    m_runningFor.invalidate();
    m_error = status == QProcess::CrashExit ? tr("The agent crashed.")
                                            : tr("The agent exited with code %1.").arg(exitCode);
    emit problem(m_error);
    scheduleRestart();
}

void LocalAgent::scheduleRestart()
{
    if (!m_restart) {
        setState(State::Failed);
        return;
    }
    setState(State::Restarting);
    m_restartTimer.start(m_backoffMs);
    m_backoffMs = std::min(m_backoffMs * 2, kMaxBackoffMs);
}

} // namespace cg
