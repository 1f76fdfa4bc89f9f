// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminal_session.h"

#include "ledger/audit_log.h"

namespace cg::terminal {

TerminalSession::TerminalSession(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan,
                                 const ssh::SessionOptions &base, const TerminalSessionOptions &options,
                                 QObject *parent)
    : QObject(parent), m_hub(hub), m_plan(plan), m_base(base), m_options(options)
{
    if (m_options.emulate) {
        m_screen =
            std::make_unique<TerminalScreen>(m_options.rows, m_options.cols, m_options.scrollbackLines);
        // The emulator's answers (cursor position reports, device attributes) go back to the shell.
        m_screen->setOutputHandler([this](const char *p, std::size_t n) {
            if (m_request && m_state == State::Running)
                m_request->write(QByteArray(p, qsizetype(n)));
        });
    }
}

TerminalSession::~TerminalSession()
{
    if (m_request && !m_request->isFinished()) {
        disconnect(m_request.get(), nullptr, this, nullptr);
        m_request.reset(); // cancels the channel
        onFinished(ssh::ExecResult{}, QStringLiteral("closed"));
    }
}

QString TerminalSession::targetName() const
{
    return m_plan.target.displayName();
}

Status TerminalSession::start()
{
    if (m_state == State::Connecting || m_state == State::Running)
        return Ok{};
    QStringList hops;
    for (const ssh::Endpoint &e : m_plan.jumps)
        hops << QStringLiteral("%1@%2:%3").arg(e.user, e.host).arg(e.port);
    m_recording.reset();
    if (m_options.record) {
        auto rec = std::make_unique<TerminalRecording>();
        AsciicastHeader h;
        h.width = m_screen ? m_screen->cols() : m_options.cols;
        h.height = m_screen ? m_screen->rows() : m_options.rows;
        h.title = m_plan.target.displayName();
        if (const Status st = rec->start(m_options.recording, h, m_options.actor, m_plan.target.user,
                                         m_plan.target.host, hops);
            !st)
            return st; // no session without its recording
        m_recording = std::move(rec);
    }
    ssh::PtyOptions pty;
    pty.cols = m_screen ? m_screen->cols() : m_options.cols;
    pty.rows = m_screen ? m_screen->rows() : m_options.rows;
    m_disconnectReason.clear();
    m_request.reset(m_hub.shell(m_plan, m_base, pty, m_options.command));
    m_state = State::Connecting;
    connect(m_request.get(), &ssh::ExecRequest::started, this, [this] {
        m_state = State::Running;
        emit started();
    });
    connect(m_request.get(), &ssh::ExecRequest::stdoutData, this, &TerminalSession::onOutput);
    connect(m_request.get(), &ssh::ShellRequest::disconnected, this,
            [this](const QString &reason) { m_disconnectReason = reason; });
    connect(m_request.get(), &ssh::ExecRequest::finished, this, [this](const ssh::ExecResult &r) {
        onFinished(r, m_disconnectReason.isEmpty() ? r.describe()
                                                   : QStringLiteral("disconnected: ") + m_disconnectReason);
    });
    return Ok{};
}

void TerminalSession::write(const QByteArray &data)
{
    if (!m_request || m_state != State::Running || data.isEmpty())
        return;
    if (m_recording)
        m_recording->input(data);
    m_request->write(data);
}

void TerminalSession::resize(int rows, int cols)
{
    rows = std::clamp(rows, 1, TerminalScreen::kMaxRows);
    cols = std::clamp(cols, 1, TerminalScreen::kMaxCols);
    if (m_screen) {
        if (m_screen->rows() == rows && m_screen->cols() == cols)
            return;
        m_screen->resize(rows, cols);
    }
    m_options.rows = rows;
    m_options.cols = cols;
    if (m_recording)
        m_recording->resize(cols, rows);
    if (m_request)
        m_request->resize(cols, rows);
    if (m_screen)
        emit screenChanged();
}

void TerminalSession::close()
{
    if (m_request && !m_request->isFinished())
        m_request->closeStdin();
}

void TerminalSession::onOutput(const QByteArray &data)
{
    m_received += data.size();
    if (m_recording)
        m_recording->output(data.constData(), std::size_t(data.size()));
    if (m_screen) {
        m_screen->feed(data);
        emit screenChanged();
    }
    emit output(data);
}

void TerminalSession::onFinished(const ssh::ExecResult &result, const QString &how)
{
    const bool lost = !m_disconnectReason.isEmpty();
    m_state = lost ? State::Disconnected : State::Finished;
    if (m_recording) {
        const Result<RecordingSummary> sum = m_recording->finish(how);
        m_recording.reset();
        QString error;
        if (!sum.ok()) {
            error = sum.error();
        } else {
            m_lastRecording = sum.value();
            if (m_options.audit) {
                const Result<qint64> row = m_options.audit->append(recordingAuditEvent(m_lastRecording));
                if (!row.ok())
                    error = row.error();
            }
        }
        emit recorded(m_lastRecording, error);
    }
    if (lost)
        emit disconnected(m_disconnectReason);
    emit finished(result);
}

} // namespace cg::terminal
