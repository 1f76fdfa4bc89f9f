// SPDX-License-Identifier: GPL-3.0-or-later
// One interactive terminal on a host of a jump chain: a ShellRequest on the connection hub (so the chain's
// pooled jump hosts and their one login serve it), the screen model fed with what the shell prints, and
// the recording with its audit event once the session ends. Reconnect opens a new channel (and a new
// recording) on the same chain. Lives on the thread it was made on, which needs an event loop.
// Terminal text goes only to the screen, the caller and the recording: never to a log.
#pragma once

#include "ssh/chain_plan.h"
#include "ssh/connection_hub.h"
#include "terminal/terminal_recording.h"
#include "terminal/terminal_screen.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace cg::terminal {

struct TerminalSessionOptions
{
    int rows = 24;
    int cols = 80;
    int scrollbackLines = 5000;
    bool emulate = true; // false: no screen model (a real terminal draws, as for `clustergate ssh shell`)
    bool record = true;
    RecordingOptions recording;
    ledger::AuditLog *audit = nullptr; // where the recording's event goes (on this thread)
    QString actor;                     // the person at the console
    QByteArray command;                // empty: the login shell
};

class TerminalSession : public QObject
{
    Q_OBJECT

public:
    enum class State { Idle, Connecting, Running, Disconnected, Finished };

    TerminalSession(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                    const TerminalSessionOptions &options, QObject *parent = nullptr);
    ~TerminalSession() override; // an open session is closed (and its recording audited)

    // Opens the channel (again, after a disconnect: a new recording).
    Status start();
    void write(const QByteArray &data);
    void resize(int rows, int cols);
    // Ends the channel (EOF) now; finished() follows.
    void close();

    State state() const { return m_state; }
    TerminalScreen *screen() const { return m_screen.get(); }
    const ssh::ChainPlan &plan() const { return m_plan; }
    QString targetName() const;
    // The last recording's summary (after finished or disconnected).
    const RecordingSummary &lastRecording() const { return m_lastRecording; }
    qint64 bytesReceived() const { return m_received; }

signals:
    void started();
    void output(const QByteArray &data); // raw, as the shell printed it
    void screenChanged();
    void disconnected(const QString &reason);
    void finished(const cg::ssh::ExecResult &result);
    // The recording is closed and its audit event written (or `error` says why not).
    void recorded(const cg::terminal::RecordingSummary &summary, const QString &error);

private:
    void onOutput(const QByteArray &data);
    void onFinished(const ssh::ExecResult &result, const QString &how);

    ssh::ConnectionHub &m_hub;
    ssh::ChainPlan m_plan;
    ssh::SessionOptions m_base;
    TerminalSessionOptions m_options;
    std::unique_ptr<TerminalScreen> m_screen;
    std::unique_ptr<ssh::ShellRequest> m_request;
    std::unique_ptr<TerminalRecording> m_recording;
    RecordingSummary m_lastRecording;
    State m_state = State::Idle;
    QString m_disconnectReason;
    qint64 m_received = 0;
};

} // namespace cg::terminal
