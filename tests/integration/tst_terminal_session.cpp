// SPDX-License-Identifier: GPL-3.0-or-later
// Terminal sessions against the netlab's real OpenSSH servers, through a bastion, with real programs in the
// shell: printf's SGR codes land in the screen model with their attributes, `stty size` shows the size a
// resize sent, a UTF-8 file with CJK text gives double-width cells, `less` enters and leaves the alternate
// screen, a title with control characters is sanitised, a 100 MB flood from /dev/urandom stays bounded in
// memory, a channel killed in the middle of an escape sequence ends as "disconnected" with a recording that
// asciinema still reads (then Reconnect works), every recording's audit event matches its file, and a
// terminal on a node behind the key + OTP bastion, after a remote command logged in, asks for nothing.
#include "../unit/asciinema_cat.h"
#include "ledger/audit_log.h"
#include "netlab/netlab.h"
#include "services/profile.h"
#include "ssh/connection_hub.h"
#include "terminal/asciicast.h"
#include "terminal/terminal_session.h"
#include "totp.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageAuthenticationCode>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtEndian>
#include <QtTest>

#include <csignal>
#include <fcntl.h>
#include <memory>
#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

using namespace cg::ssh;
using namespace cg::terminal;

namespace {

qint64 rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

// The first screen row whose text starts with `prefix`; -1 when none.
int rowStarting(const TerminalScreen &s, const QString &prefix)
{
    for (int r = 0; r < s.rows(); ++r)
        if (s.lineText(r).startsWith(prefix))
            return r;
    return -1;
}

// The console binary on a fresh pseudo-terminal (its controlling terminal, stdin and stdout), as a person
// runs it: the test reads and writes the terminal's master side and resizes it.
struct PtyRun
{
    int master = -1;
    int slave = -1;
    QProcess process;
    QByteArray screen; // everything the program wrote to the terminal

    bool start(const QStringList &args, int rows, int cols)
    {
        master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
        if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
            return false;
        const QByteArray name = ::ptsname(master);
        slave = ::open(name.constData(), O_RDWR | O_NOCTTY | O_CLOEXEC);
        resize(rows, cols);
        process.setProgram(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY));
        process.setArguments(args);
        process.setChildProcessModifier([name] {
            ::setsid();
            const int fd = ::open(name.constData(), O_RDWR); // the controlling terminal
            ::dup2(fd, 0);
            ::dup2(fd, 1);
        });
        process.start();
        return process.waitForStarted(10000);
    }
    void resize(int rows, int cols)
    {
        winsize ws{};
        ws.ws_row = ushort(rows);
        ws.ws_col = ushort(cols);
        ::ioctl(master, TIOCSWINSZ, &ws);
    }
    void pump(int ms)
    {
        pollfd fd{master, POLLIN, 0};
        if (::poll(&fd, 1, ms) > 0 && (fd.revents & POLLIN)) {
            char buf[65536];
            const ssize_t n = ::read(master, buf, sizeof buf);
            if (n > 0)
                screen.append(buf, qsizetype(n));
        }
        process.waitForFinished(0);
    }
    bool waitFor(const QByteArray &text, int ms)
    {
        QElapsedTimer t;
        t.start();
        while (!screen.contains(text) && t.elapsed() < ms && process.state() != QProcess::NotRunning)
            pump(50);
        pump(0);
        return screen.contains(text);
    }
    bool finish(int ms)
    {
        QElapsedTimer t;
        t.start();
        while (process.state() != QProcess::NotRunning && t.elapsed() < ms)
            pump(50);
        for (int i = 0; i < 5; ++i)
            pump(10);
        return process.state() == QProcess::NotRunning;
    }
    ~PtyRun()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(5000);
        }
        if (slave >= 0)
            ::close(slave);
        if (master >= 0)
            ::close(master);
    }
};

} // namespace

class TestTerminalSession : public QObject
{
    Q_OBJECT

    cg::test::NetLab m_lab;
    QTemporaryDir m_home;
    std::unique_ptr<cg::services::Profile> m_profile;
    ConnectionHub m_hub;

    Endpoint endpoint(const char *key, const QString &identity = {}) const
    {
        Endpoint e;
        e.host = m_lab.value(key);
        e.user = QStringLiteral("root");
        e.identityFiles = {identity.isEmpty() ? m_lab.file(QStringLiteral("id_ed25519")) : identity};
        return e;
    }
    SessionOptions base() const
    {
        SessionOptions o;
        o.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.useAgent = false;
        o.timeoutMs = 15000;
        return o;
    }
    ChainPlan plan() const
    {
        ChainPlan p;
        p.jumps = {endpoint("BASTION1")};
        p.target = endpoint("NODE");
        return p;
    }
    TerminalSessionOptions options(const QByteArray &command = {}) const
    {
        TerminalSessionOptions o;
        o.command = command;
        o.audit = &m_profile->auditLog();
        o.actor = QStringLiteral("tester");
        return o;
    }
    // Runs `command` on a pty until it ends; the session stays for inspection.
    std::unique_ptr<TerminalSession> runToEnd(const QByteArray &command, int rows = 24, int cols = 80)
    {
        TerminalSessionOptions o = options(command);
        o.rows = rows;
        o.cols = cols;
        auto s = std::make_unique<TerminalSession>(m_hub, plan(), base(), o);
        QSignalSpy finished(s.get(), &TerminalSession::finished);
        const cg::Status st = s->start();
        if (!st.ok())
            qWarning("start: %s", qPrintable(st.error()));
        if (!finished.wait(60000) && finished.isEmpty())
            qWarning("the session did not finish");
        return s;
    }
    // The recording's audit event is the newest terminal.recording row and matches the file.
    void checkAudited(const RecordingSummary &rec)
    {
        const auto list = listRecordings(m_profile->auditLog());
        QVERIFY2(list.ok(), qPrintable(list.error()));
        QVERIFY(!list.value().isEmpty());
        const RecordingSummary &last = list.value().constLast().summary;
        QCOMPARE(last.path, rec.path);
        QCOMPARE(last.sha256, rec.sha256);
        QCOMPARE(last.node, m_lab.value("NODE"));
        QCOMPARE(last.hops, QStringList{QStringLiteral("root@%1:22").arg(m_lab.value("BASTION1"))});
        QCOMPARE(last.actor, QStringLiteral("tester"));
        const RecordingCheck c = verifyRecording(last);
        QVERIFY2(c.intact, qPrintable(c.problem));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        const QString err = m_lab.up();
        if (err.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(err));
        if (!err.isEmpty())
            QSKIP(qPrintable(err));
        QVERIFY(m_lab.enterClientNamespace());
        m_profile = std::make_unique<cg::services::Profile>(&m_hub);
        const cg::Status st = m_profile->open(QStringLiteral("tester"));
        QVERIFY2(st.ok(), qPrintable(st.error()));
    }
    void cleanupTestCase() { m_profile.reset(); }

    void sgrAttributes()
    {
        auto s =
            runToEnd("printf 'AB\\033[1;31mCD\\033[0;3;38;5;202mEF\\033[0;4;38;2;1;2;3mGH\\033[0mIJ\\n'");
        QCOMPARE(s->state(), TerminalSession::State::Finished);
        const TerminalScreen &sc = *s->screen();
        const int row = rowStarting(sc, QStringLiteral("ABCDEFGHIJ"));
        QVERIFY2(row >= 0, qPrintable(sc.lineText(0)));
        QVERIFY(!sc.cell(row, 0).bold);
        QCOMPARE(int(sc.cell(row, 0).fg.kind), int(CellColor::Default));
        QVERIFY(sc.cell(row, 2).bold);
        QCOMPARE(int(sc.cell(row, 2).fg.kind), int(CellColor::Indexed));
        QCOMPARE(int(sc.cell(row, 2).fg.index), 1);
        QVERIFY(!sc.cell(row, 4).bold);
        QVERIFY(sc.cell(row, 4).italic);
        QCOMPARE(int(sc.cell(row, 4).fg.index), 202);
        QCOMPARE(sc.cell(row, 6).underline, 1);
        QCOMPARE(int(sc.cell(row, 6).fg.kind), int(CellColor::Rgb));
        QCOMPARE(sc.cell(row, 6).fg.rgb, 0x010203u);
        QCOMPARE(int(sc.cell(row, 8).fg.kind), int(CellColor::Default));
        // The recording reproduces the output byte for byte in asciinema's reader.
        const RecordingSummary rec = s->lastRecording();
        QCOMPARE(cg::test::asciinemaCat(rec.path),
                 QByteArray("AB\x1b[1;31mCD\x1b[0;3;38;5;202mEF\x1b[0;4;38;2;1;2;3mGH\x1b[0mIJ\r\n"));
        checkAudited(rec);
    }

    void sttySizeAfterResize()
    {
        TerminalSessionOptions o = options("stty size; read x; stty size; echo TERM=$TERM");
        auto s = std::make_unique<TerminalSession>(m_hub, plan(), base(), o);
        QSignalSpy finished(s.get(), &TerminalSession::finished);
        QVERIFY(s->start().ok());
        QTRY_VERIFY_WITH_TIMEOUT(rowStarting(*s->screen(), QStringLiteral("24 80")) >= 0, 30000);
        s->resize(33, 101);
        s->write("\r");
        QVERIFY(finished.wait(30000));
        QVERIFY2(rowStarting(*s->screen(), QStringLiteral("33 101")) >= 0,
                 qPrintable(s->screen()->lineText(1)));
        QVERIFY(rowStarting(*s->screen(), QStringLiteral("TERM=xterm-256color")) >= 0);
        // The resize is in the recording as an "r" event.
        const auto cast = readAsciicastFile(s->lastRecording().path);
        QVERIFY2(cast.ok(), qPrintable(cast.error()));
        bool resized = false;
        for (const AsciicastEvent &e : cast.value().events)
            resized |= e.type == 'r' && e.data == QLatin1String("101x33");
        QVERIFY(resized);
        QVERIFY(!cast.value().output().isEmpty());
    }

    void cjkFile()
    {
        const QString file = m_lab.file(QStringLiteral("cjk.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("表格x😀y\n").toUtf8());
        f.close();
        auto s = runToEnd("cat " + file.toUtf8());
        const TerminalScreen &sc = *s->screen();
        const int row = rowStarting(sc, QStringLiteral("表格"));
        QVERIFY2(row >= 0, qPrintable(sc.lineText(0)));
        QCOMPARE(sc.cell(row, 0).width, 2);
        QCOMPARE(sc.cell(row, 1).width, 0);
        QCOMPARE(sc.cell(row, 2).text, QStringLiteral("格"));
        QCOMPARE(sc.cell(row, 4).text, QStringLiteral("x"));
        QCOMPARE(sc.cell(row, 5).width, 2);
        QCOMPARE(sc.cell(row, 7).text, QStringLiteral("y"));
        QCOMPARE(cg::test::asciinemaCat(s->lastRecording().path), QStringLiteral("表格x😀y\r\n").toUtf8());
    }

    void lessUsesTheAlternateScreen()
    {
        const QString file = m_lab.file(QStringLiteral("pages.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 200; ++i)
            f.write("page line " + QByteArray::number(i) + '\n');
        f.close();
        auto s = std::make_unique<TerminalSession>(m_hub, plan(), base(),
                                                   options("echo before; LESS= less " + file.toUtf8()));
        QSignalSpy finished(s.get(), &TerminalSession::finished);
        QVERIFY(s->start().ok());
        QTRY_VERIFY_WITH_TIMEOUT(s->screen()->altScreen(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(rowStarting(*s->screen(), QStringLiteral("page line 0")) == 0, 30000);
        s->write("q");
        QVERIFY(finished.wait(30000));
        QVERIFY(!s->screen()->altScreen());
        QVERIFY(rowStarting(*s->screen(), QStringLiteral("before")) >= 0);
    }

    void titleSanitised()
    {
        auto s = runToEnd("printf '\\033]2;ev\\001il\\302\\233x\\007'; printf 'done\\n'");
        const QString t = s->screen()->title();
        QVERIFY2(t.startsWith(QLatin1String("ev")), qPrintable(t));
        for (const QChar c : t)
            QVERIFY2(c.unicode() >= 0x20 && !(c.unicode() >= 0x7f && c.unicode() <= 0x9f), qPrintable(t));
        QVERIFY(rowStarting(*s->screen(), QStringLiteral("done")) >= 0);
    }

    // 100 MB of random bytes: the emulator sees them all, the process's memory stays bounded (output is read
    // only as fast as it is consumed), the recording stops at its bound and stays valid.
    void floodStaysBounded()
    {
        TerminalSessionOptions o =
            options("head -c 100M /dev/urandom; printf '\\030\\033\\\\\\033c'; echo FLOOD-END");
        o.recording.maxBytes = 8 << 20;
        auto s = std::make_unique<TerminalSession>(m_hub, plan(), base(), o);
        QSignalSpy finished(s.get(), &TerminalSession::finished);
        const qint64 rssBefore = rssKb();
        qint64 rssMax = rssBefore;
        qint64 maxGapMs = 0;
        QElapsedTimer gap;
        gap.start();
        QTimer sampler;
        connect(&sampler, &QTimer::timeout, this, [&] {
            rssMax = std::max(rssMax, rssKb());
            maxGapMs = std::max(maxGapMs, gap.restart());
        });
        sampler.start(50);
        QElapsedTimer wall;
        wall.start();
        QVERIFY(s->start().ok());
        QVERIFY(finished.wait(300000));
        sampler.stop();
        QVERIFY(s->bytesReceived() >= 100 << 20);
        qInfo("flood: %.1f MB in %.1f s through two hops and the emulator, RSS +%lld MB, longest event-loop "
              "gap "
              "%lld ms",
              s->bytesReceived() / 1e6, wall.elapsed() / 1e3, (rssMax - rssBefore) / 1024, maxGapMs);
        QVERIFY2(rssMax - rssBefore < 200 * 1024, qPrintable(QString::number((rssMax - rssBefore) / 1024)));
        QTRY_VERIFY_WITH_TIMEOUT(
            rowStarting(*s->screen(), QStringLiteral("FLOOD-END")) >= 0 ||
                s->screen()->lineText(s->screen()->rows() - 1).contains(QLatin1String("FLOOD-END")),
            1000);
        const RecordingSummary rec = s->lastRecording();
        QVERIFY(rec.truncated);
        QVERIFY(rec.bytes <= (8 << 20) + 4096);
        QVERIFY(!cg::test::asciinemaCat(rec.path).isNull());
        checkAudited(rec);
    }

    // The node's sshd process for the connection dies while the shell is inside an escape sequence.
    void killedMidEscape()
    {
        auto s = std::make_unique<TerminalSession>(
            m_hub, plan(), base(), options("echo SSHD=$PPID; printf '\\033[1;3'; exec sleep 120"));
        QSignalSpy disconnected(s.get(), &TerminalSession::disconnected);
        QSignalSpy recorded(s.get(), &TerminalSession::recorded);
        QVERIFY(s->start().ok());
        QTRY_VERIFY_WITH_TIMEOUT(rowStarting(*s->screen(), QStringLiteral("SSHD=")) >= 0, 30000);
        const int row = rowStarting(*s->screen(), QStringLiteral("SSHD="));
        const int pid = s->screen()->lineText(row).mid(5).toInt();
        QVERIFY(pid > 1);
        // Our own connection's sshd (the parent of the shell this test started): its command line says so.
        QFile cmd(QStringLiteral("/proc/%1/cmdline").arg(pid));
        QVERIFY(cmd.open(QIODevice::ReadOnly));
        QVERIFY2(cmd.readAll().startsWith("sshd"), "not an sshd");
        QCOMPARE(::kill(pid, SIGKILL), 0);
        QVERIFY(disconnected.wait(60000) || !disconnected.isEmpty());
        QCOMPARE(s->state(), TerminalSession::State::Disconnected);
        QCOMPARE(recorded.size(), 1);
        QVERIFY2(recorded.at(0).at(1).toString().isEmpty(), qPrintable(recorded.at(0).at(1).toString()));
        const RecordingSummary rec = s->lastRecording();
        QVERIFY(rec.end.startsWith(QLatin1String("disconnected")));
        const QByteArray cat = cg::test::asciinemaCat(rec.path);
        QVERIFY(cat.endsWith("\x1b[1;3"));
        checkAudited(rec);
        // Reconnect: a new channel on the same chain, a new recording.
        QSignalSpy started(s.get(), &TerminalSession::started);
        QVERIFY(s->start().ok());
        QVERIFY(started.wait(60000));
        QVERIFY(s->lastRecording().path == rec.path);
        s->close();
    }

    // Issue 20's acceptance: a remote command through the key + OTP bastion logged in; a terminal on a node
    // behind it then asks for nothing, and the bastion's sshd saw one login.
    void otpBastionAsksNothingMore()
    {
        const QByteArray seed = m_lab.value("OTP_SEED").toLatin1();
        if (seed.isEmpty())
            QSKIP("pam_oath (libpam-oath) is not installed: the OTP bastion was not started");
        {
            QFile users(m_lab.file(QStringLiteral("otp/users.oath")));
            QVERIFY(users.open(QIODevice::WriteOnly | QIODevice::Truncate));
            users.write("HOTP/T30 root - " + seed + '\n');
        }
        const QString logFile = m_lab.file(QStringLiteral("bastion1/sshd_otp.log"));
        const auto accepted = [&] {
            QFile f(logFile);
            return f.open(QIODevice::ReadOnly) ? int(f.readAll().count("Accepted keyboard-interactive")) : 0;
        };
        const int acceptedBefore = accepted();
        ConnectionHub hub;
        int prompts = 0;
        hub.setPrompter([&](const PromptRequest &req, QString *answer) {
            ++prompts;
            if (req.kind == PromptRequest::KeyboardInteractive) {
                *answer = totp(seed, QDateTime::currentSecsSinceEpoch());
                return true;
            }
            return false;
        });
        ChainPlan p;
        Endpoint bastion = endpoint("BASTION1");
        bastion.port = quint16(m_lab.value("OTP_PORT").toUInt());
        p.jumps = {bastion};
        p.target = endpoint("NODE");
        std::unique_ptr<ExecRequest> first(hub.exec(p, base(), "true"));
        first->closeStdin();
        QVERIFY(first->waitForFinished(60000));
        QVERIFY2(first->result().ok(), qPrintable(first->result().describe()));
        QCOMPARE(prompts, 1);
        TerminalSession term(hub, p, base(), options("echo TERMINAL-UP"));
        QSignalSpy finished(&term, &TerminalSession::finished);
        QVERIFY(term.start().ok());
        QVERIFY(finished.wait(60000));
        QVERIFY(rowStarting(*term.screen(), QStringLiteral("TERMINAL-UP")) >= 0);
        QCOMPARE(prompts, 1);
        QCOMPARE(hub.stats().tcpConnections, 1);
        QCOMPARE(accepted() - acceptedBefore, 1);
    }

    // `clustergate ssh shell` in a real terminal: the remote sees the local size, a resize of the local
    // terminal reaches it (SIGWINCH -> window-change), the terminal's settings are restored on exit, the exit
    // status is the remote's; then `recordings verify` finds the recording intact and `recordings export`
    // gives a file asciinema reads; a changed recording fails verification.
    void cliShellAndRecordings()
    {
        const QStringList ssh{
            QStringLiteral("--jump"),        QStringLiteral("root@%1").arg(m_lab.value("BASTION1")),
            QStringLiteral("--identity"),    m_lab.file(QStringLiteral("id_ed25519")),
            QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
            QStringLiteral("--no-agent"),    QStringLiteral("--no-keychain")};
        PtyRun run;
        QVERIFY(run.start(
            QStringList{QStringLiteral("ssh"), QStringLiteral("shell"),
                        QStringLiteral("root@%1").arg(m_lab.value("NODE"))} +
                ssh +
                QStringList{QStringLiteral("--"),
                            QStringLiteral("stty size; echo; s=; while [ \"$s\" != '30 100' ]; do "
                                           "sleep 0.2; s=$(stty size); done; echo RESIZED $s; exit 7")},
            40, 120));
        termios before{};
        QVERIFY(::tcgetattr(run.slave, &before) == 0);
        QVERIFY2(run.waitFor("40 120", 60000), run.screen.constData());
        termios during{};
        QTRY_VERIFY_WITH_TIMEOUT(::tcgetattr(run.slave, &during) == 0 && !(during.c_lflag & ICANON), 10000);
        run.resize(30, 100);
        QVERIFY2(run.waitFor("RESIZED 30 100", 60000), run.screen.constData());
        QVERIFY(run.finish(30000));
        QCOMPARE(run.process.exitCode(), 7);
        termios after{};
        QVERIFY(::tcgetattr(run.slave, &after) == 0);
        QCOMPARE(after.c_lflag, before.c_lflag);
        QCOMPARE(after.c_iflag, before.c_iflag);
        QCOMPARE(after.c_oflag, before.c_oflag);

        const auto cli = [](const QStringList &args, QByteArray *out) {
            QProcess p;
            p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
            p.waitForFinished(60000);
            *out = p.readAllStandardOutput();
            return p.exitCode();
        };
        QByteArray out;
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("list"), QStringLiteral("--format"),
                      QStringLiteral("json")},
                     &out),
                 0);
        const QJsonArray list = QJsonDocument::fromJson(out).array();
        QVERIFY(!list.isEmpty());
        const QJsonObject last = list.last().toObject();
        QVERIFY2(last.value(QLatin1String("end")).toString().contains(QLatin1String("7")), out.constData());
        const QString id = QString::number(last.value(QLatin1String("id")).toInteger());
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("verify"), id, QStringLiteral("--format"),
                      QStringLiteral("json")},
                     &out),
                 0);
        QCOMPARE(
            QJsonDocument::fromJson(out).array().at(0).toObject().value(QLatin1String("intact")).toBool(),
            true);
        const QString exported = m_home.filePath(QStringLiteral("exported.cast"));
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("export"), id, exported}, &out), 0);
        const QByteArray cat = cg::test::asciinemaCat(exported);
        QVERIFY2(cat.contains("40 120") && cat.contains("RESIZED 30 100"), cat.constData());
        // A changed byte in the stored recording: verify says so and fails; export refuses.
        QFile f(last.value(QLatin1String("file")).toString());
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray text = f.readAll();
        text.replace("RESIZED", "resized");
        QVERIFY(f.seek(0));
        f.write(text);
        f.close();
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("verify"), id}, &out), 1);
        QVERIFY2(out.contains("CHANGED"), out.constData());
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("export"), id,
                      m_home.filePath(QStringLiteral("second.cast"))},
                     &out),
                 1);
        QVERIFY(!QFile::exists(m_home.filePath(QStringLiteral("second.cast"))));
        // Deletion: only with a reason, never of a recording that no longer matches its event, and audited.
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("delete"), id}, &out), 2);
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("delete"), id, QStringLiteral("--reason"),
                      QStringLiteral("retention")},
                     &out),
                 1);
        QVERIFY(QFile::exists(last.value(QLatin1String("file")).toString()));
        // A second session, without a terminal this time (stdin and stdout are pipes), to delete.
        QCOMPARE(cli(QStringList{QStringLiteral("ssh"), QStringLiteral("shell"),
                                 QStringLiteral("root@%1").arg(m_lab.value("NODE"))} +
                         ssh + QStringList{QStringLiteral("--"), QStringLiteral("echo no-tty")},
                     &out),
                 0);
        QVERIFY2(out.contains("no-tty"), out.constData());
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("list"), QStringLiteral("--format"),
                      QStringLiteral("json")},
                     &out),
                 0);
        const QJsonObject first = QJsonDocument::fromJson(out).array().last().toObject();
        QVERIFY(first.value(QLatin1String("id")).toInteger() > last.value(QLatin1String("id")).toInteger());
        const QString firstId = QString::number(first.value(QLatin1String("id")).toInteger());
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("delete"), firstId,
                      QStringLiteral("--reason"), QStringLiteral("retention: 90 days")},
                     &out),
                 0);
        QVERIFY(!QFile::exists(first.value(QLatin1String("file")).toString()));
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("verify"), firstId}, &out), 0);
        QVERIFY2(out.contains("deleted"), out.constData());
        QCOMPARE(cli({QStringLiteral("recordings"), QStringLiteral("delete"), firstId,
                      QStringLiteral("--reason"), QStringLiteral("again")},
                     &out),
                 1);
        const auto rows = m_profile->auditLog().rows(cg::ledger::AuditQuery{});
        QVERIFY(rows.ok());
        int deletions = 0;
        for (const cg::ledger::AuditRow &r : rows.value())
            if (r.action == QLatin1String("terminal.recording.deleted")) {
                ++deletions;
                QVERIFY(r.details.contains(QLatin1String("retention: 90 days")));
                QVERIFY(r.details.contains(first.value(QLatin1String("sha256")).toString()));
            }
        QCOMPARE(deletions, 1);
    }
};

QTEST_GUILESS_MAIN(TestTerminalSession)
#include "tst_terminal_session.moc"
