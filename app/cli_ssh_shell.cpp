// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate ssh shell TARGET`: an interactive shell through the jump chain, as `ssh` gives one: the
// local terminal in raw mode while the shell runs (restored on every way out), window size changes sent as
// window-change, the session recorded (asciicast v2) with its audit event. Through the run's hub (CliRoot),
// so the jump hosts' logins (and their one-time passwords) are the hub's.
#include "cli_ssh.h"
#include "exit_codes.h"

#include "common/local_user.h"
#include "ssh/connection_hub.h"
#include "terminal/terminal_session.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QSocketNotifier>
#include <QTextStream>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace cg::cli {

namespace {

// The texts of this file, under one context that lupdate and the runtime agree on.
struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::SshCli)
};

// The local terminal's settings before raw mode, for the signal handlers too.
termios g_saved{};
std::atomic<bool> g_raw{false};
int g_winchPipe[2] = {-1, -1};

void restoreTerminal()
{
    if (g_raw.exchange(false))
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &g_saved);
}

extern "C" void onFatalSignal(int sig)
{
    if (g_raw.exchange(false))
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &g_saved);
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

extern "C" void onWinch(int)
{
    const int saved = errno;
    const char c = 'w';
    (void)!::write(g_winchPipe[1], &c, 1);
    errno = saved;
}

bool windowSize(int *rows, int *cols)
{
    winsize ws{};
    if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0)
        return false;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return true;
}

bool writeAll(int fd, const char *p, std::size_t n)
{
    while (n > 0) {
        const ssize_t w = ::write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN) {
                fd_set set;
                FD_ZERO(&set);
                FD_SET(fd, &set);
                ::select(fd + 1, nullptr, &set, nullptr, nullptr);
                continue;
            }
            return false;
        }
        p += w;
        n -= std::size_t(w);
    }
    return true;
}

struct RawMode
{
    bool enter()
    {
        if (!::isatty(STDIN_FILENO) || ::tcgetattr(STDIN_FILENO, &g_saved) != 0)
            return false;
        termios raw = g_saved;
        ::cfmakeraw(&raw);
        if (::tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) != 0)
            return false;
        g_raw = true;
        for (int sig : {SIGTERM, SIGHUP, SIGQUIT})
            ::signal(sig, onFatalSignal);
        return true;
    }
    ~RawMode() { restoreTerminal(); }
};

} // namespace

int interactiveShell(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                     ledger::AuditLog *audit, const QByteArray &command)
{
    terminal::TerminalSessionOptions o;
    o.emulate = false; // the local terminal emulates
    o.audit = audit;
    o.actor = localUserName();
    o.command = command;
    const bool tty = ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO);
    int rows = 24, cols = 80;
    if (windowSize(&rows, &cols)) {
        o.rows = rows;
        o.cols = cols;
    }
    terminal::TerminalSession session(hub, plan, base, o);
    QEventLoop loop;
    RawMode raw;
    int rc = exit_code::kConnectionFailed;
    bool lost = false;
    QString lostReason;

    if (::pipe2(g_winchPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        g_winchPipe[0] = g_winchPipe[1] = -1;
    QSocketNotifier winch(g_winchPipe[0], QSocketNotifier::Read);
    QObject::connect(&winch, &QSocketNotifier::activated, &loop, [&] {
        char buf[64];
        while (::read(g_winchPipe[0], buf, sizeof buf) > 0) {
        }
        int r = 0, c = 0;
        if (windowSize(&r, &c))
            session.resize(r, c);
    });
    if (g_winchPipe[0] >= 0)
        ::signal(SIGWINCH, onWinch);

    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    input.setEnabled(false);
    QObject::connect(&input, &QSocketNotifier::activated, &loop, [&] {
        char buf[16384];
        const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
        if (n > 0) {
            session.write(QByteArray(buf, qsizetype(n)));
        } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
            input.setEnabled(false);
            session.close(); // end of input: EOF to the shell, as ssh does
        }
    });
    QObject::connect(&session, &terminal::TerminalSession::started, &loop, [&] {
        if (tty)
            raw.enter();
        input.setEnabled(true);
    });
    QObject::connect(&session, &terminal::TerminalSession::output, &loop, [&](const QByteArray &data) {
        if (!writeAll(STDOUT_FILENO, data.constData(), std::size_t(data.size())))
            session.close();
    });
    QObject::connect(&session, &terminal::TerminalSession::disconnected, &loop, [&](const QString &why) {
        lost = true;
        lostReason = why;
    });
    QObject::connect(&session, &terminal::TerminalSession::recorded, &loop,
                     [&](const terminal::RecordingSummary &, const QString &error) {
                         if (!error.isEmpty())
                             QTextStream(stderr)
                                 << Texts::tr("clustergate: warning: the recording's audit event was not "
                                              "written: %1")
                                        .arg(error)
                                 << Qt::endl;
                     });
    QObject::connect(&session, &terminal::TerminalSession::finished, &loop, [&](const ssh::ExecResult &r) {
        if (r.error.ok() && !r.cancelled)
            rc = r.exitSignal.isEmpty() ? r.exitStatus : exit_code::kConnectionFailed;
        else if (!lost)
            lostReason = r.describe();
        loop.quit();
    });
    if (const Status st = session.start(); !st) {
        QTextStream(stderr) << "clustergate: " << st.error() << Qt::endl;
        return exit_code::kConnectionFailed;
    }
    loop.exec();
    restoreTerminal();
    ::signal(SIGWINCH, SIG_DFL);
    for (int &fd : g_winchPipe) {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }
    if (lost)
        QTextStream(stderr)
            << Texts::tr("clustergate: disconnected from %1: %2").arg(plan.target.displayName(), lostReason)
            << Qt::endl;
    else if (!lostReason.isEmpty())
        QTextStream(stderr) << "clustergate: " << lostReason << Qt::endl;
    return rc;
}

} // namespace cg::cli
