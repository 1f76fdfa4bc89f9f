// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH engine against real OpenSSH servers in network namespaces (tests/integration/netlab):
// one and two hops, exit status, large output, host-key policies on every hop, key authentication,
// and many node sessions multiplexed over one bastion connection.
#include "netlab/netlab.h"
#include "ssh/file_push.h"
#include "ssh/known_hosts.h"
#include "ssh/remote_shell.h"
#include "ssh/ssh_engine.h"
#include "ssh/ssh_service.h"
#include "totp.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QMessageAuthenticationCode>
#include <QMutex>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QThread>
#include <QtEndian>
#include <QtTest>

#include <libssh2.h>

#include <functional>
#include <thread>
#include <unistd.h>

using namespace cg::ssh;

namespace {

struct Capture : AuditSink
{
    QList<RemoteCommandRecord> records;
    void remoteCommand(const RemoteCommandRecord &r) override { records << r; }
};

} // namespace

class TestSshChain : public QObject
{
    Q_OBJECT

private:
    cg::test::NetLab m_lab;
    QString m_knownHosts;

    Endpoint endpoint(const char *key, const QString &label, const QString &identity = {}) const
    {
        Endpoint e;
        e.host = m_lab.value(key);
        e.user = QStringLiteral("root");
        e.label = label;
        e.identityFiles = {identity.isEmpty() ? m_lab.file(QStringLiteral("id_ed25519")) : identity};
        return e;
    }

    SessionOptions options(const Endpoint &e, int hop, const QString &knownHosts = {}) const
    {
        SessionOptions o;
        o.endpoint = e;
        o.hop = hop;
        o.knownHostsFile = knownHosts.isEmpty() ? m_knownHosts : knownHosts;
        o.useAgent = false;
        o.timeoutMs = 15000;
        return o;
    }

    // A copy of the lab's known_hosts with each line passed through `edit` (an empty result drops it).
    QString knownHostsVariant(const QString &name,
                              const std::function<QByteArray(const QByteArray &)> &edit) const
    {
        QFile in(m_knownHosts);
        if (!in.open(QIODevice::ReadOnly))
            return {};
        QByteArray text;
        for (const QByteArray &line : in.readAll().split('\n')) {
            const QByteArray edited = line.isEmpty() ? QByteArray() : edit(line);
            if (!edited.isEmpty())
                text += edited + '\n';
        }
        const QString path = m_lab.file(name);
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(text) != text.size())
            return {};
        return path;
    }

    struct Run
    {
        QByteArray out;
        QByteArray err;
        int status = -1;
        SshError error;
    };

    Run run(Engine &engine, Session *s, const QByteArray &cmd, int timeoutMs = 30000)
    {
        Run r;
        Exec *e =
            engine.exec(s, cmd,
                        ExecCallbacks{[&](const char *p, std::size_t n) { r.out.append(p, qsizetype(n)); },
                                      [&](const char *p, std::size_t n) { r.err.append(p, qsizetype(n)); }});
        e->closeStdin();
        engine.runUntil([e] { return e->isFinished(); }, timeoutMs);
        r.status = e->exitStatus();
        r.error = e->error();
        engine.release(e);
        return r;
    }

private slots:
    void initTestCase()
    {
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("SSH integration tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
        m_knownHosts = m_lab.file(QStringLiteral("known_hosts"));
    }

    void cleanupTestCase() { m_lab.down(); }

    void nodeIsNotDirectlyReachable()
    {
        Engine engine;
        Session *s = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 1));
        engine.runUntil([s] { return s->isFinished(); }, 10000);
        QCOMPARE(s->state(), Session::State::Failed);
        QCOMPARE(s->error().kind, FailureKind::Connect);
        QVERIFY2(s->error().describe().contains(QStringLiteral("hop 1 (node)")),
                 qPrintable(s->error().describe()));
    }

    void oneHopExecWithExitStatus()
    {
        Engine engine;
        Capture audit;
        engine.setAuditSink(&audit);
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        const Run r = run(engine, node,
                          "echo hello; echo oops >&2; hostname -I | tr ' ' '\\n' | grep -c 198.18.4; exit 7");
        QVERIFY2(r.error.ok(), qPrintable(r.error.describe()));
        QCOMPARE(r.status, 7);
        QVERIFY(r.out.startsWith("hello\n"));
        QCOMPARE(r.err, QByteArray("oops\n"));
        QCOMPARE(engine.tcpConnections(), 1);
        QCOMPARE(node->authMethodUsed(), QStringLiteral("publickey"));
        QVERIFY(node->hostKeyFingerprint().startsWith(QStringLiteral("SHA256:")));
        QVERIFY(node->timing().handshakeMs >= 0 && node->timing().authMs >= 0);
        QCOMPARE(audit.records.size(), 1);
        QCOMPARE(audit.records.first().exitStatus, 7);
        QCOMPARE(audit.records.first().host, m_lab.value("NODE"));
    }

    void twoHopChain()
    {
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *b2 = engine.connect(options(endpoint("BASTION2", QStringLiteral("bastion2")), 2), b1);
        Session *n2 = engine.connect(options(endpoint("NODE2", QStringLiteral("node2")), 3), b2);
        const Run r = run(engine, n2, "hostname -I");
        QVERIFY2(r.error.ok(), qPrintable(r.error.describe()));
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("198.18.3.2"));
        QCOMPARE(engine.tcpConnections(), 1);
    }

    void largeOutputArrivesWhole()
    {
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        // 10 MB of deterministic bytes; compare digests computed on both sides.
        const Run r =
            run(engine, node, "head -c 10000000 /dev/zero | tr '\\0' 'x' | tee /dev/stderr | sha256sum >&2",
                120000);
        QVERIFY2(r.error.ok(), qPrintable(r.error.describe()));
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err.size(), qsizetype(10000000 + 68)); // + "<64 hex>  -\n"
        const QByteArray body = r.err.left(10000000);
        const QByteArray remoteSum = r.err.mid(10000000, 64);
        QCOMPARE(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex(), remoteSum);
    }

    // A node that answers with 1 GB (`head -c 1G /dev/zero`) through the chain: the command is stopped at
    // the 16 MiB limit with a clear error, and this process's memory grows by about that much, not by a GB.
    void aGigabyteOfOutputIsContained()
    {
        const auto rssKiB = [] {
            QFile f(QStringLiteral("/proc/self/status"));
            if (!f.open(QIODevice::ReadOnly))
                return qint64(-1);
            for (const QByteArray &line : f.readAll().split('\n')) {
                if (line.startsWith("VmRSS:"))
                    return line.mid(6).trimmed().split(' ').value(0).toLongLong();
            }
            return qint64(-1);
        };
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        QVERIFY(RemoteShell::run(engine, node, "true", 30000).ok());
        const qint64 before = rssKiB();
        const ShellResult r = RemoteShell::run(engine, node, "head -c 1G /dev/zero", 300000);
        const qint64 after = rssKiB();
        qInfo("1 GB of output: kept %lld bytes, RSS %lld -> %lld KiB (+%lld KiB): %s", qint64(r.out.size()),
              before, after, after - before, qPrintable(r.error.describe()));
        QVERIFY(r.overflowed);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.describe().contains(QLatin1String("16 MiB")), qPrintable(r.error.describe()));
        QCOMPARE(r.out.size(), kMaxNodeOutput);
        QVERIFY(before > 0 && after > 0);
        QVERIFY2(after - before < 200 * 1024,
                 qPrintable(QStringLiteral("RSS grew by %1 MiB").arg((after - before) / 1024)));
        // The session is still good for the next command.
        const ShellResult next = RemoteShell::run(engine, node, "echo still-here", 30000);
        QVERIFY2(next.ok(), qPrintable(next.error.describe()));
        QCOMPARE(next.out, QByteArray("still-here\n"));
    }

    void stdinReachesTheCommand()
    {
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        QByteArray out;
        Exec *e = engine.exec(
            node, "sha256sum",
            ExecCallbacks{[&](const char *p, std::size_t n) { out.append(p, qsizetype(n)); }, {}});
        const QByteArray data(3 * 1024 * 1024, 'z');
        e->write(data);
        e->closeStdin();
        QVERIFY(engine.runUntil([e] { return e->isFinished(); }, 60000));
        QVERIFY2(e->error().ok(), qPrintable(e->error().describe()));
        QCOMPARE(out.left(64), QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
    }

    void strictRefusesUnknownKeysOnEveryHop_data()
    {
        QTest::addColumn<QString>("unknownHost");
        QTest::addColumn<int>("failingHop");
        QTest::newRow("bastion unknown") << m_lab.value("BASTION1") << 1;
        QTest::newRow("node unknown") << m_lab.value("NODE") << 2;
    }

    void strictRefusesUnknownKeysOnEveryHop()
    {
        QFETCH(QString, unknownHost);
        QFETCH(int, failingHop);
        // A known_hosts without the chosen host.
        const QString kh = knownHostsVariant(QStringLiteral("kh-strict"), [&](const QByteArray &line) {
            return line.startsWith(unknownHost.toUtf8() + ' ') ? QByteArray() : line;
        });
        QVERIFY(!kh.isEmpty());

        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1, kh));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2, kh), b1);
        engine.runUntil([&] { return node->isFinished(); }, 15000);
        Session *failed = failingHop == 1 ? b1 : node;
        QCOMPARE(failed->state(), Session::State::Failed);
        QCOMPARE(failed->error().kind, FailureKind::HostKey);
        QVERIFY(failed->error().message.contains(QStringLiteral("SHA256:")));
        QVERIFY(failed->error().message.contains(QStringLiteral("unknown")));
        QCOMPARE(node->state(), Session::State::Failed);
    }

    void acceptNewRecordsKeysAndThenKnowsThem()
    {
        const QString kh = m_lab.file(QStringLiteral("kh-new"));
        QFile::remove(kh);
        {
            Engine engine;
            SessionOptions ob = options(endpoint("BASTION1", QStringLiteral("bastion1")), 1, kh);
            ob.policy = HostKeyPolicy::AcceptNew;
            Session *b1 = engine.connect(ob);
            SessionOptions on = options(endpoint("NODE", QStringLiteral("node")), 2, kh);
            on.policy = HostKeyPolicy::AcceptNew;
            Session *node = engine.connect(on, b1);
            QVERIFY(run(engine, node, "true").status == 0);
        }
        QCOMPARE(QFileInfo(kh).permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
        auto known = KnownHosts::load(kh);
        QVERIFY(known.ok());
        QCOMPARE(known->entryCount(), 2);
        // Strict now accepts both.
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1, kh));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2, kh), b1);
        QCOMPARE(run(engine, node, "true").status, 0);
    }

    void changedKeyIsRefusedUnderBothPolicies_data()
    {
        QTest::addColumn<QString>("changedHost");
        QTest::addColumn<int>("policy");
        QTest::addColumn<int>("failingHop");
        for (int policy : {int(HostKeyPolicy::Strict), int(HostKeyPolicy::AcceptNew)}) {
            const char *p = policy == int(HostKeyPolicy::Strict) ? "strict" : "accept-new";
            QTest::newRow(qPrintable(QStringLiteral("bastion, %1").arg(QLatin1String(p))))
                << m_lab.value("BASTION1") << policy << 1;
            QTest::newRow(qPrintable(QStringLiteral("node, %1").arg(QLatin1String(p))))
                << m_lab.value("NODE") << policy << 2;
        }
    }

    void changedKeyIsRefusedUnderBothPolicies()
    {
        QFETCH(QString, changedHost);
        QFETCH(int, policy);
        QFETCH(int, failingHop);
        // Record a different key of each type for the host, as if the server had been replaced.
        const QString other = m_lab.file(QStringLiteral("impostor"));
        QFile::remove(other);
        QFile::remove(other + QStringLiteral(".pub"));
        QCOMPARE(QProcess::execute(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                    QStringLiteral("-N"), QString(), QStringLiteral("-f"), other}),
                 0);
        QFile pub(other + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QByteArray impostorKey = pub.readAll().split(' ').mid(0, 2).join(' ');
        const QString kh = knownHostsVariant(QStringLiteral("kh-changed"), [&](const QByteArray &line) {
            return line.startsWith(changedHost.toUtf8() + " ssh-ed25519 ")
                       ? changedHost.toUtf8() + ' ' + impostorKey
                       : line;
        });
        QVERIFY(!kh.isEmpty());
        QFile khFile(kh);
        QVERIFY(khFile.open(QIODevice::ReadOnly));
        const QByteArray edited = khFile.readAll();

        Engine engine;
        SessionOptions ob = options(endpoint("BASTION1", QStringLiteral("bastion1")), 1, kh);
        ob.policy = HostKeyPolicy(policy);
        SessionOptions on = options(endpoint("NODE", QStringLiteral("node")), 2, kh);
        on.policy = HostKeyPolicy(policy);
        Session *b1 = engine.connect(ob);
        Session *node = engine.connect(on, b1);
        engine.runUntil([&] { return node->isFinished(); }, 15000);
        Session *failed = failingHop == 1 ? b1 : node;
        QCOMPARE(failed->state(), Session::State::Failed);
        QCOMPARE(failed->error().kind, FailureKind::HostKey);
        const QString msg = failed->error().describe();
        QVERIFY2(msg.contains(QStringLiteral("CHANGED")), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("hop %1").arg(failingHop)), qPrintable(msg));
        QVERIFY(msg.count(QStringLiteral("SHA256:")) >= 2); // old and new fingerprints
        // Nothing was written for a changed key.
        QFile after(kh);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), edited);
    }

    void keyWithPassphrase()
    {
        int asked = 0;
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        SessionOptions on = options(
            endpoint("NODE", QStringLiteral("node"), m_lab.file(QStringLiteral("id_ed25519_pass"))), 2);
        on.prompt = [&](const PromptRequest &req, QString *answer) {
            ++asked;
            if (req.kind != PromptRequest::KeyPassphrase)
                return false;
            *answer = QStringLiteral("correct horse");
            return true;
        };
        Session *node = engine.connect(on, b1);
        QCOMPARE(run(engine, node, "true").status, 0);
        QCOMPARE(asked, 1);
    }

    // A refused answer (a typo, or an outdated secret from the keychain) is asked again, saying so, for
    // the same key or account; the person's second answer gets in.
    void refusedAnswersAreAskedAgain()
    {
        Engine engine;
        const QString key = m_lab.file(QStringLiteral("id_ed25519_pass"));
        SessionOptions ob = options(endpoint("BASTION1", QStringLiteral("bastion1"), key), 1);
        QList<PromptRequest> asked;
        ob.prompt = [&](const PromptRequest &req, QString *answer) {
            asked << req;
            *answer = asked.size() == 1 ? QStringLiteral("typo") : QStringLiteral("correct horse");
            return true;
        };
        Session *b1 = engine.connect(ob);
        QCOMPARE(run(engine, b1, "true").status, 0);
        QCOMPARE(asked.size(), 2);
        QVERIFY(!asked[0].retry);
        QVERIFY(asked[1].retry);
        QCOMPARE(asked[1].keyFile, key);
        QCOMPARE(asked[1].host, m_lab.value("BASTION1"));
        QVERIFY(asked[1].prompt.contains(QStringLiteral("wrong")));

        Endpoint e = endpoint("BASTION1", QStringLiteral("bastion1"));
        e.port = quint16(m_lab.value("PASSWORD_PORT").toUInt());
        e.identityFiles.clear();
        SessionOptions op = options(e, 1);
        asked.clear();
        op.prompt = [&](const PromptRequest &req, QString *answer) {
            asked << req;
            *answer = asked.size() == 1 ? QStringLiteral("typo") : m_lab.value("PASSWORD");
            return true;
        };
        Session *pw = engine.connect(op);
        QCOMPARE(run(engine, pw, "true").status, 0);
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked[1].kind, PromptRequest::Password);
        QVERIFY(asked[1].retry);
        QCOMPARE(asked[1].port, e.port);
    }

    void wrongPassphraseIsAClearError()
    {
        Engine engine;
        SessionOptions ob = options(
            endpoint("BASTION1", QStringLiteral("bastion1"), m_lab.file(QStringLiteral("id_ed25519_pass"))),
            1);
        ob.prompt = [](const PromptRequest &, QString *answer) {
            *answer = QStringLiteral("wrong-passphrase-xyzzy");
            return true;
        };
        Session *b1 = engine.connect(ob);
        engine.runUntil([&] { return b1->isFinished(); }, 15000);
        QCOMPARE(b1->error().kind, FailureKind::Auth);
        QVERIFY2(b1->error().message.contains(QStringLiteral("wrong passphrase")),
                 qPrintable(b1->error().message));
        QVERIFY(
            !b1->error().describe().contains(QStringLiteral("xyzzy"))); // the secret itself is never echoed
    }

    void passwordAuth()
    {
        Engine engine;
        Endpoint e = endpoint("BASTION1", QStringLiteral("bastion1"));
        e.port = quint16(m_lab.value("PASSWORD_PORT").toUInt());
        e.identityFiles.clear();
        SessionOptions o = options(e, 1);
        QList<PromptRequest::Kind> asked;
        o.prompt = [&](const PromptRequest &req, QString *answer) {
            asked << req.kind;
            *answer = m_lab.value("PASSWORD");
            return true;
        };
        Session *b1 = engine.connect(o);
        QCOMPARE(run(engine, b1, "true").status, 0);
        QCOMPARE(b1->authMethodUsed(), QStringLiteral("password"));
        QCOMPARE(asked, QList<PromptRequest::Kind>{PromptRequest::Password});
    }

    void wrongPasswordIsRefusedClearly()
    {
        Engine engine;
        Endpoint e = endpoint("BASTION1", QStringLiteral("bastion1"));
        e.port = quint16(m_lab.value("PASSWORD_PORT").toUInt());
        e.identityFiles.clear();
        SessionOptions o = options(e, 1);
        int asked = 0;
        o.prompt = [&](const PromptRequest &, QString *answer) {
            ++asked;
            *answer = QStringLiteral("not-the-password-xyzzy");
            return true;
        };
        Session *b1 = engine.connect(o);
        engine.runUntil([&] { return b1->isFinished(); }, 30000);
        QCOMPARE(b1->state(), Session::State::Failed);
        QCOMPARE(b1->error().kind, FailureKind::Auth);
        QVERIFY2(b1->error().message.contains(QStringLiteral("password refused")),
                 qPrintable(b1->error().message));
        QVERIFY(!b1->error().describe().contains(QStringLiteral("xyzzy")));
        QVERIFY2(asked >= 3 && asked <= 4, qPrintable(QString::number(asked))); // 3 tries, then at most
                                                                                // one keyboard-interactive
        QVERIFY(!isRetryable(b1->error().kind));
    }

    // The bastion wants a key AND a one-time password (pam_oath); the node rides through it.
    void otpOnTheBastion()
    {
        const QByteArray seed = m_lab.value("OTP_SEED").toLatin1();
        if (seed.isEmpty())
            QSKIP("pam_oath (libpam-oath) is not installed: the OTP bastion was not started");
        QFile users(m_lab.file(QStringLiteral("otp/users.oath")));
        QVERIFY(users.open(QIODevice::WriteOnly | QIODevice::Truncate)); // forget codes used before
        users.write("HOTP/T30 root - " + seed + '\n');
        users.close();
        Engine engine;
        Endpoint e = endpoint("BASTION1", QStringLiteral("bastion1"));
        e.port = quint16(m_lab.value("OTP_PORT").toUInt());
        SessionOptions o = options(e, 1);
        QStringList prompts;
        o.prompt = [&](const PromptRequest &req, QString *answer) {
            prompts << req.prompt;
            if (req.kind != PromptRequest::KeyboardInteractive || req.echo)
                return false;
            *answer = totp(seed, QDateTime::currentSecsSinceEpoch());
            return true;
        };
        Session *b1 = engine.connect(o);
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        const Run r = run(engine, node, "echo via-otp-bastion");
        QVERIFY2(r.error.ok(),
                 qPrintable(r.error.describe() + QStringLiteral(" / bastion: ") + b1->error().describe() +
                            QStringLiteral(" / prompts: ") + prompts.join(QLatin1Char('|'))));
        QCOMPARE(r.out, QByteArray("via-otp-bastion\n"));
        QCOMPARE(b1->authMethodUsed(), QStringLiteral("keyboard-interactive"));
        QCOMPARE(prompts.size(), 1); // asked once for the whole session
        QVERIFY2(prompts.first().contains(QStringLiteral("One-time password")), qPrintable(prompts.first()));
    }

    void ecdsaKey()
    {
        Engine engine;
        Session *b1 = engine.connect(options(
            endpoint("BASTION1", QStringLiteral("bastion1"), m_lab.file(QStringLiteral("id_ecdsa"))), 1));
        QCOMPARE(run(engine, b1, "true").status, 0);
    }

    void rsaKeyGetsAnExplanation()
    {
        if (LIBSSH2_VERSION_NUM >= 0x010b00)
            QSKIP("this libssh2 has rsa-sha2: RSA keys work");
        Engine engine;
        Session *b1 = engine.connect(options(
            endpoint("BASTION1", QStringLiteral("bastion1"), m_lab.file(QStringLiteral("id_rsa"))), 1));
        engine.runUntil([&] { return b1->isFinished(); }, 15000);
        QCOMPARE(b1->error().kind, FailureKind::Auth);
        QVERIFY2(b1->error().message.contains(QStringLiteral("rsa-sha2")), qPrintable(b1->error().message));
        QVERIFY(b1->error().message.contains(QStringLiteral("Ed25519")));
    }

    // The command line, as an operator uses it: the real clustergate binary in the client namespace.
    void commandLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stdoutHas");
        QTest::addColumn<QString>("stderrHas");
        const QString b1 = m_lab.value("BASTION1"), b2 = m_lab.value("BASTION2");
        const QString node = m_lab.value("NODE"), node2 = m_lab.value("NODE2");
        QTest::newRow("check, two jumps") << QStringList{QStringLiteral("check"), QStringLiteral("--jump"),
                                                         b1 + QLatin1Char(',') + b2, node2}
                                          << 0 << QStringLiteral("198.18.3.2:22: ok") << QString();
        QTest::newRow("exec passes the exit status")
            << QStringList{QStringLiteral("exec"), QStringLiteral("--jump"),         b1, node,
                           QStringLiteral("--"),   QStringLiteral("echo hi; exit 3")}
            << 3 << QStringLiteral("hi") << QString();
        QTest::newRow("alias with ProxyJump from the config")
            << QStringList{QStringLiteral("exec"), QStringLiteral("n1"), QStringLiteral("--"),
                           QStringLiteral("hostname -I")}
            << 0 << node << QString();
        QTest::newRow("direct to a node fails like ssh")
            << QStringList{QStringLiteral("exec"), node, QStringLiteral("--"), QStringLiteral("true")} << 255
            << QString() << QStringLiteral("hop 1 (%1)").arg(node);
        QTest::newRow("bad jump spec") << QStringList{QStringLiteral("check"), QStringLiteral("--jump"),
                                                      QStringLiteral("root@:22"), node}
                                       << 255 << QString() << QStringLiteral("--jump");
        QTest::newRow("bad policy") << QStringList{QStringLiteral("check"), QStringLiteral("--host-keys"),
                                                   QStringLiteral("yes"), node}
                                    << 2 << QString() << QStringLiteral("strict or accept-new");
        QTest::newRow("refused bastion is retried, then 255")
            << QStringList{QStringLiteral("check"), QStringLiteral("--jump"), b1 + QStringLiteral(":2999"),
                           node}
            << 255 << QString() << QStringLiteral("attempt 4 of 4");
        QTest::newRow("auth failure is not retried")
            << QStringList{QStringLiteral("check"), QStringLiteral("--identity"),
                           m_lab.file(QStringLiteral("id_rsa")),
                           QStringLiteral("root@") + b1 + QStringLiteral(":2223")}
            << 255 << QStringLiteral("authentication failed") << QString();
        QTest::newRow("exec without command")
            << QStringList{QStringLiteral("exec"), node} << 2 << QString() << QStringLiteral("command");
    }

    void commandLine()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stdoutHas);
        QFETCH(QString, stderrHas);
        const QString cfg = m_lab.file(QStringLiteral("cli_config"));
        QFile f(cfg);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(
            QStringLiteral("Host n1\n  HostName %1\n  ProxyJump b1\nHost b1\n  HostName %2\nHost *\n  User "
                           "root\n  IdentityFile %3\n")
                .arg(m_lab.value("NODE"), m_lab.value("BASTION1"), m_lab.file(QStringLiteral("id_ed25519")))
                .toUtf8());
        f.close();
        QStringList full{QStringLiteral("ssh")};
        full << args.first() << QStringLiteral("--ssh-config") << cfg << QStringLiteral("--known-hosts")
             << m_knownHosts << QStringLiteral("--no-agent") << args.mid(1);
        QProcess p;
        // No controlling terminal: a prompt must not reach the developer's tty; it is answered as cancelled.
        p.setChildProcessModifier([] { ::setsid(); });
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), full);
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == exitCode,
                 qPrintable(QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(err)));
        QVERIFY2(out.contains(stdoutHas), qPrintable(out));
        QVERIFY2(err.contains(stderrHas), qPrintable(err));
        if (out.contains(QStringLiteral("authentication failed")))
            QVERIFY2(!err.contains(QStringLiteral("retrying")), qPrintable(err));
    }

    QString makeFile(const QString &name, qint64 bytes)
    {
        const QString path = m_lab.file(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        QRandomGenerator rng(42);
        QByteArray chunk(1 << 20, Qt::Uninitialized);
        for (qint64 left = bytes; left > 0; left -= chunk.size()) {
            for (int i = 0; i < chunk.size(); i += 4) {
                const quint32 v = rng.generate();
                std::memcpy(chunk.data() + i, &v, 4);
            }
            f.write(chunk.constData(), std::min<qint64>(left, chunk.size()));
        }
        return path;
    }

    static QByteArray sha256Of(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QCryptographicHash h(QCryptographicHash::Sha256);
        h.addData(&f);
        return h.result().toHex();
    }

    void pushIsVerified()
    {
        const QString local = makeFile(QStringLiteral("push-50m.bin"), 50 * 1000 * 1000);
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        qint64 lastDone = -1;
        int reports = 0;
        PushOptions o;
        o.localPath = local;
        o.remotePath = QStringLiteral("/tmp/cg push test/it's here.bin"); // spaces and quotes survive
        o.progress = [&](qint64 done, qint64 total) {
            QVERIFY(done >= lastDone && done <= total);
            lastDone = done;
            ++reports;
        };
        const PushResult r = FilePush::run(engine, node, o);
        QVERIFY2(r.ok(), qPrintable(r.error.describe()));
        QCOMPARE(r.total, qint64(50 * 1000 * 1000));
        QCOMPARE(r.resumedFrom, qint64(0));
        QCOMPARE(lastDone, r.total);
        QVERIFY(reports > 5);
        QCOMPARE(r.sha256Hex, sha256Of(local));
        const Run remote =
            run(engine, node, "sha256sum '/tmp/cg push test/it'\\''s here.bin'; ls '/tmp/cg push test'");
        QCOMPARE(remote.out.left(64), r.sha256Hex);
        QVERIFY(!remote.out.contains(".cgpart"));

        // Pushed again over the file, with other contents: replaced, nothing left beside it.
        const QString other = makeFile(QStringLiteral("push-other.bin"), 3 * 1000 * 1000 + 7);
        o.localPath = other;
        o.progress = nullptr;
        const PushResult again = FilePush::run(engine, node, o);
        QVERIFY2(again.ok(), qPrintable(again.error.describe()));
        const Run replaced =
            run(engine, node, "sha256sum '/tmp/cg push test/it'\\''s here.bin'; ls '/tmp/cg push test'");
        QCOMPARE(replaced.out.left(64), sha256Of(other));
        QVERIFY2(!replaced.out.contains(".cgold") && !replaced.out.contains(".cgpart"),
                 replaced.out.constData());
    }

    // Two nodes that share a directory (the home on most clusters is NFS; the lab's nodes share the
    // host's /tmp) are pushed the same file at the same time, as a fleet does with the agent: each push
    // writes a part file of its own, both succeed, and one whole file is left with no part beside it.
    void concurrentPushesToASharedDirectory()
    {
        const QStringList nodes = m_lab.nodeAddresses();
        QVERIFY(nodes.size() >= 2);
        const QString local = makeFile(QStringLiteral("push-shared.bin"), 20 * 1000 * 1000);
        const QString remotePath = QStringLiteral("/tmp/cg-shared/agent.bin");
        {
            Engine engine;
            Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
            Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
            QCOMPARE(run(engine, node, "rm -rf /tmp/cg-shared").status, 0); // an earlier run's leftovers
        }
        PushResult results[2];
        const auto pushTo = [&](int i) {
            Engine engine;
            Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
            Endpoint node = endpoint("NODE", QStringLiteral("node"));
            node.host = nodes.at(i);
            PushOptions o;
            o.localPath = local;
            o.remotePath = remotePath;
            o.timeoutMs = 120000;
            results[i] = FilePush::run(engine, engine.connect(options(node, 2), b1), o);
        };
        for (int round = 0; round < 3; ++round) { // the race is in the timing: three chances to lose it
            std::thread first(pushTo, 0), second(pushTo, 1);
            first.join();
            second.join();
            for (const PushResult &r : results)
                QVERIFY2(r.ok(), qPrintable(r.error.describe()));
        }
        QVERIFY(FilePush::partPath(remotePath, endpoint("NODE", QStringLiteral("node"))) !=
                FilePush::partPath(remotePath, endpoint("NODE2", QStringLiteral("node2"))));
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        const Run remote = run(engine, node, "sha256sum /tmp/cg-shared/agent.bin; ls -a /tmp/cg-shared");
        QCOMPARE(remote.out.left(64), sha256Of(local));
        QVERIFY2(!remote.out.contains(".cgpart") && !remote.out.contains(".cgold"), remote.out.constData());
        // The same file pushed once more: the one in place stays (same inode), never briefly missing for a
        // node about to start it.
        const QByteArray inode = run(engine, node, "stat -c %i /tmp/cg-shared/agent.bin").out;
        PushOptions again;
        again.localPath = local;
        again.remotePath = remotePath;
        const PushResult same = FilePush::run(engine, node, again);
        QVERIFY2(same.ok(), qPrintable(same.error.describe()));
        QCOMPARE(run(engine, node, "stat -c %i /tmp/cg-shared/agent.bin").out, inode);
        QVERIFY(!run(engine, node, "ls -a /tmp/cg-shared").out.contains(".cgpart"));
    }

    // A partial file that is not a prefix of ours is never appended to: the push starts over.
    void pushIgnoresAForeignPartialFile()
    {
        const QString local = makeFile(QStringLiteral("push-foreign.bin"), 3 * 1000 * 1000);
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        // At the very name this push resumes from: only the content makes it foreign.
        const QString part = FilePush::partPath(QStringLiteral("/tmp/cg-foreign/f.bin"),
                                                endpoint("NODE", QStringLiteral("node")));
        QCOMPARE(run(engine, node,
                     "rm -rf /tmp/cg-foreign && mkdir -p /tmp/cg-foreign && head -c 100000 /dev/urandom > " +
                         FilePush::shellQuote(part))
                     .status,
                 0);
        PushOptions o;
        o.localPath = local;
        o.remotePath = QStringLiteral("/tmp/cg-foreign/f.bin");
        const PushResult r = FilePush::run(engine, node, o);
        QVERIFY2(r.ok(), qPrintable(r.error.describe()));
        QCOMPARE(r.resumedFrom, qint64(0));
        QCOMPARE(run(engine, node, "sha256sum /tmp/cg-foreign/f.bin").out.left(64), sha256Of(local));
        QVERIFY(!run(engine, node, "ls -a /tmp/cg-foreign").out.contains(".cgpart"));
    }

    // The link dies halfway (a relay in front of the bastion is killed); the next push resumes.
    void pushResumesAfterACut()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("socat")).isEmpty())
            QSKIP("socat is not installed; it plays the relay that gets cut");
        const QString local = makeFile(QStringLiteral("push-resume.bin"), 50 * 1000 * 1000);
        const quint16 relayPort = 40022;
        QProcess relay;
        relay.start(QStringLiteral("socat"),
                    {QStringLiteral("TCP-LISTEN:%1,bind=127.0.0.1,reuseaddr").arg(relayPort),
                     QStringLiteral("TCP:%1:22").arg(m_lab.value("BASTION1"))});
        QVERIFY(relay.waitForStarted());
        QTest::qWait(300);
        // The bastion, seen through the relay, is the same host: record its key under the relay's name.
        const QString kh = m_lab.file(QStringLiteral("kh-relay"));
        QFile::remove(kh);
        QVERIFY(QFile::copy(m_knownHosts, kh));
        {
            QFile pub(m_lab.file(QStringLiteral("bastion1/host_ed25519.pub")));
            QVERIFY(pub.open(QIODevice::ReadOnly));
            QFile out(kh);
            QVERIFY(out.open(QIODevice::Append));
            out.write(QStringLiteral("[127.0.0.1]:%1 ").arg(relayPort).toUtf8() +
                      pub.readAll().split(' ').mid(0, 2).join(' ') + '\n');
        }
        const QString remotePath = QStringLiteral("/tmp/cg-resume/file.bin");
        PushResult first;
        {
            Engine engine;
            Endpoint viaRelay = endpoint("BASTION1", QStringLiteral("bastion1"));
            viaRelay.host = QStringLiteral("127.0.0.1");
            viaRelay.port = relayPort;
            Session *b1 = engine.connect(options(viaRelay, 1, kh));
            Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2, kh), b1);
            PushOptions o;
            o.localPath = local;
            o.remotePath = remotePath;
            o.progress = [&](qint64 done, qint64) {
                if (done > 20 * 1000 * 1000 && relay.state() == QProcess::Running)
                    relay.kill();
            };
            o.timeoutMs = 60000;
            first = FilePush::run(engine, node, o);
        }
        relay.waitForFinished();
        QVERIFY(!first.ok());
        QVERIFY2(first.error.message.contains(QStringLiteral("push again to resume")),
                 qPrintable(first.error.describe()));
        QVERIFY(isRetryable(first.error.kind));

        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *node = engine.connect(options(endpoint("NODE", QStringLiteral("node")), 2), b1);
        PushOptions o;
        o.localPath = local;
        o.remotePath = remotePath;
        const PushResult second = FilePush::run(engine, node, o);
        QVERIFY2(second.ok(), qPrintable(second.error.describe()));
        QVERIFY2(second.resumedFrom > 10 * 1000 * 1000, qPrintable(QString::number(second.resumedFrom)));
        QCOMPARE(second.resumedFrom + second.sent, second.total);
        QCOMPARE(second.sha256Hex, sha256Of(local));
        QCOMPARE(run(engine, node, "sha256sum /tmp/cg-resume/file.bin").out.left(64), second.sha256Hex);
    }

    // The engine behind its I/O thread, as the UI uses it: requests through the same bastion share one login,
    // and an OTP prompt raised on the I/O thread is answered on this one.
    void serviceSharesTheBastionAndPromptsAcrossThreads()
    {
        const QByteArray seed = m_lab.value("OTP_SEED").toLatin1();
        if (seed.isEmpty())
            QSKIP("pam_oath (libpam-oath) is not installed: the OTP bastion was not started");
        QFile users(m_lab.file(QStringLiteral("otp/users.oath")));
        QVERIFY(users.open(QIODevice::WriteOnly | QIODevice::Truncate));
        users.write("HOTP/T30 root - " + seed + '\n');
        users.close();

        SshService service;
        struct LockedCapture : AuditSink
        {
            QMutex mutex;
            QList<RemoteCommandRecord> records;
            void remoteCommand(const RemoteCommandRecord &r) override
            {
                QMutexLocker lock(&mutex);
                records << r;
            }
        } audit;
        service.setAuditSink(&audit);
        int prompts = 0;
        Qt::HANDLE promptThread = nullptr;
        service.setPrompter([&](const PromptRequest &req, QString *answer) {
            ++prompts;
            promptThread = QThread::currentThreadId();
            if (req.kind != PromptRequest::KeyboardInteractive)
                return false;
            *answer = totp(seed, QDateTime::currentSecsSinceEpoch());
            return true;
        });
        QSignalSpy hopsUp(&service, &SshService::hopUp);
        QHash<quint64, QByteArray> out;
        QHash<quint64, int> status;
        QHash<quint64, QString> errors;
        connect(&service, &SshService::output, this,
                [&](quint64 id, int, const QByteArray &d) { out[id] += d; });
        connect(&service, &SshService::finished, this, [&](quint64 id, int st, const QString &err, int) {
            status[id] = st;
            errors[id] = err;
        });
        ChainPlan plan;
        Endpoint bastion = endpoint("BASTION1", QStringLiteral("bastion1"));
        bastion.port = quint16(m_lab.value("OTP_PORT").toUInt());
        plan.jumps = {bastion};
        const QStringList base = m_lab.value("NODES_FIRST").split(QLatin1Char('.'));
        QList<quint64> ids;
        for (int i = 0; i < 20; ++i) {
            plan.target = endpoint("NODE", QStringLiteral("node-%1").arg(i));
            plan.target.host =
                QStringLiteral("%1.%2.%3.%4").arg(base[0], base[1], base[2]).arg(base[3].toInt() + i);
            ids << service.exec(plan, options(plan.target, 0), "echo n" + QByteArray::number(i));
        }
        QTRY_COMPARE_WITH_TIMEOUT(status.size(), 20, 60000);
        for (int i = 0; i < 20; ++i) {
            QVERIFY2(status.value(ids[i]) == 0, qPrintable(errors.value(ids[i])));
            QCOMPARE(out.value(ids[i]), "n" + QByteArray::number(i) + '\n');
        }
        QCOMPARE(prompts, 1); // one OTP for the whole session
        {
            QMutexLocker lock(&audit.mutex);
            QCOMPARE(audit.records.size(), 20); // every remote command reaches the audit sink
            QVERIFY(audit.records.first().command.startsWith("echo n"));
        }
        QCOMPARE(hopsUp.size(), 1); // the bastion came up once, with its timings
        QVERIFY(hopsUp.first().at(2).value<HopTiming>().authMs >= 0);
        QCOMPARE(hopsUp.first().at(4).toString(), QStringLiteral("keyboard-interactive"));
        QCOMPARE(promptThread, QThread::currentThreadId());
        QSignalSpy spy(&service, &SshService::stats);
        service.requestStats();
        QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty(), 5000);
        QCOMPARE(spy.first().at(0).toInt(), 1); // one bastion login for 20 nodes
    }

    // Hop 1 by name: looked up off the I/O thread. A name that does not resolve says so; an address that
    // is typed needs no resolver at all.
    void hopOneNamesAreLookedUp()
    {
        Engine engine;
        Endpoint byName = endpoint("BASTION1", QStringLiteral("lo"));
        byName.host = QStringLiteral("localhost");
        byName.port = 1; // nothing listens there: refused, after the name was resolved
        Session *named = engine.connect(options(byName, 1));
        Endpoint unknown = byName;
        unknown.host = QStringLiteral("cg-no-such-host.invalid");
        unknown.label.clear();
        Session *missing = engine.connect(options(unknown, 1));
        engine.runUntil([&] { return named->isFinished() && missing->isFinished(); }, 20000);
        QCOMPARE(named->error().kind, FailureKind::Connect);
        QCOMPARE(missing->error().kind, FailureKind::Resolve);
        QVERIFY2(
            missing->error().describe().contains(QStringLiteral("cannot resolve cg-no-such-host.invalid")),
            qPrintable(missing->error().describe()));
    }

    // What the network broke is tried again with backoff, through the same bastion login; what needs a
    // person (authentication) is not; a cancel during the wait ends it.
    void serviceRetriesWhatTheNetworkBroke()
    {
        SshService service;
        service.setRetryPolicy(RetryPolicy{3, 50, 200});
        QSignalSpy retrying(&service, &SshService::retrying);
        QSignalSpy done(&service, &SshService::finished);
        ChainPlan plan;
        plan.jumps = {endpoint("BASTION1", QStringLiteral("bastion1"))};
        plan.target = endpoint("NODE", QStringLiteral("node"));
        plan.target.port = 2; // nothing listens: the bastion cannot open the tunnel
        const quint64 id = service.exec(plan, options(plan.target, 0), "true");
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 30000);
        QCOMPARE(retrying.size(), 2); // attempts 2 and 3 of 3
        QCOMPARE(retrying.at(0).at(0).value<quint64>(), id);
        QCOMPARE(retrying.at(0).at(1).toInt(), 2);
        QCOMPARE(retrying.at(1).at(1).toInt(), 3);
        QCOMPARE(retrying.at(1).at(2).toInt(), 3);
        QVERIFY(retrying.at(0).at(3).toInt() >= 25 && retrying.at(0).at(3).toInt() <= 200);
        QVERIFY2(!done.first().at(2).toString().isEmpty(), "the last failure is reported");
        QCOMPARE(done.first().at(4).toInt(), 2); // at the node, behind hop 1
        QSignalSpy stats(&service, &SshService::stats);
        service.requestStats();
        QTRY_VERIFY_WITH_TIMEOUT(!stats.isEmpty(), 5000);
        QCOMPARE(stats.first().at(0).toInt(), 1); // three attempts, one bastion login

        // Authentication failures need a person: no retry.
        retrying.clear();
        done.clear();
        ChainPlan badAuth = plan;
        badAuth.target = endpoint("NODE", QStringLiteral("node"));
        badAuth.target.user = QStringLiteral("cg-no-such-user");
        service.exec(badAuth, options(badAuth.target, 0), "true");
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 30000);
        QCOMPARE(retrying.size(), 0);
        QCOMPARE(done.first().at(3).toInt(), int(FailureKind::Auth));

        // Cancelled while waiting to retry: finished once, as cancelled, and no further attempt.
        service.setRetryPolicy(RetryPolicy{5, 2000, 2000});
        retrying.clear();
        done.clear();
        const quint64 second = service.exec(plan, options(plan.target, 0), "true");
        QTRY_VERIFY_WITH_TIMEOUT(!retrying.isEmpty(), 30000);
        service.cancel(second);
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 5000);
        QCOMPARE(done.first().at(2).toString(), QStringLiteral("cancelled"));
        QTest::qWait(2500);
        QCOMPARE(retrying.size(), 1);
        QCOMPARE(done.size(), 1);
    }

    // A refused key comes back with what is needed to review and record it; once recorded, it connects.
    void refusedHostKeyCanBeReviewedAndRecorded()
    {
        const QString kh = knownHostsVariant(QStringLiteral("kh-review"), [&](const QByteArray &line) {
            return line.startsWith(m_lab.value("NODE").toUtf8() + ' ') ? QByteArray() : line;
        });
        QVERIFY(!kh.isEmpty());

        SshService service;
        ChainPlan plan;
        plan.jumps = {endpoint("BASTION1", QStringLiteral("bastion1"))};
        plan.target = endpoint("NODE", QStringLiteral("node"));
        QSignalSpy refused(&service, &SshService::hostKeyRefused);
        QSignalSpy done(&service, &SshService::finished);
        service.exec(plan, options(plan.target, 0, kh), "true");
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 20000);
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.first().at(1).toInt(), 2); // the node, behind hop 1
        const HostKey offered = refused.first().at(3).value<HostKey>();
        QCOMPARE(refused.first().at(4).toInt(), int(KnownHosts::Match::Unknown));
        // What the person compares: the node's real key.
        QFile pub(m_lab.file(QStringLiteral("node/host_ed25519.pub")));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const auto real = HostKey::fromOpenSshLine(QString::fromUtf8(pub.readAll()));
        QVERIFY(real.ok());
        QCOMPARE(offered.fingerprintSha256(), real->fingerprintSha256());
        QVERIFY(KnownHosts::append(kh, m_lab.value("NODE"), 22, offered).ok());
        done.clear();
        service.exec(plan, options(plan.target, 0, kh), "true");
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 20000);
        QCOMPARE(done.first().at(1).toInt(), 0);
        QVERIFY(done.first().at(2).toString().isEmpty());
    }

    // A node open that times out must not poison the shared bastion: the next open reaches the node it
    // names (not the abandoned one), and the bastion keeps serving.
    void abandonedOpenDoesNotPoisonTheBastion()
    {
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Endpoint nowhere = endpoint("NODE", QStringLiteral("nowhere"));
        nowhere.host = QStringLiteral("198.18.4.250"); // no such host: the bastion's connect hangs in ARP
        SessionOptions o = options(nowhere, 2);
        o.timeoutMs = 1000;
        Session *dead = engine.connect(o, b1);
        engine.runUntil([&] { return dead->isFinished(); }, 15000);
        QCOMPARE(dead->state(), Session::State::Failed);
        Endpoint real = endpoint("NODE", QStringLiteral("node-11"));
        real.host = QStringLiteral("198.18.4.11");
        Session *node = engine.connect(options(real, 2), b1);
        const Run r = run(engine, node, "echo $SSH_CONNECTION", 30000);
        QVERIFY2(r.error.ok(), qPrintable(r.error.describe()));
        QVERIFY2(r.out.contains("198.18.4.11 22"), r.out.constData());
        QCOMPARE(engine.tcpConnections(), 1);
    }

    // A port nobody listens on behind the bastion: the failure says why in the console's words, not
    // libssh2's "Channel open failure (connect failed)" inside a sentence of ours.
    void aRefusedForwardIsSaidInOurWords()
    {
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Endpoint closed = endpoint("NODE", QStringLiteral("closed-port"));
        closed.port = 1;
        Session *s = engine.connect(options(closed, 2), b1);
        engine.runUntil([&] { return s->isFinished(); }, 15000);
        QCOMPARE(s->state(), Session::State::Failed);
        QCOMPARE(s->error().kind, FailureKind::Tunnel);
        const QString said = s->error().describe();
        QVERIFY2(said.contains(QStringLiteral("nothing answered there, or the connection was refused")) &&
                     !said.contains(QStringLiteral("Channel open failure")),
                 qPrintable(said));
    }

    // Closing one node in the middle of a big transfer leaves its siblings on the bastion working.
    void closingOneNodeMidTransferSparesItsSiblings()
    {
        Engine engine;
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        Session *a = engine.connect(options(endpoint("NODE", QStringLiteral("node-a")), 2), b1);
        Endpoint eb = endpoint("NODE", QStringLiteral("node-b"));
        eb.host = QStringLiteral("198.18.4.12");
        Session *b = engine.connect(options(eb, 2), b1);
        qint64 got = 0;
        Exec *big = engine.exec(a, "head -c 200000000 /dev/zero",
                                ExecCallbacks{[&](const char *, std::size_t n) { got += qint64(n); }, {}});
        big->closeStdin();
        engine.runUntil([&] { return got > 5 * 1000 * 1000; }, 30000);
        QVERIFY(got > 5 * 1000 * 1000);
        engine.release(big);
        engine.close(a); // mid-stream, with the bastion busy
        const Run rb = run(engine, b, "echo still-here", 30000);
        QVERIFY2(rb.error.ok(), qPrintable(rb.error.describe()));
        QCOMPARE(rb.out, QByteArray("still-here\n"));
        Endpoint ec = endpoint("NODE", QStringLiteral("node-c"));
        ec.host = QStringLiteral("198.18.4.13");
        Session *c = engine.connect(options(ec, 2), b1);
        QCOMPARE(run(engine, c, "true", 30000).status, 0);
        QVERIFY(b1->isReady());
    }

    // Many nodes, one bastion login: every node session rides the same TCP connection.
    void manyNodesOverOneBastion()
    {
        const int count = m_lab.value("NODES_COUNT").toInt();
        QCOMPARE(count, 200);
        QElapsedTimer timer;
        timer.start();
        Engine engine;
        engine.setMaxConcurrentHandshakes(8);
        Session *b1 = engine.connect(options(endpoint("BASTION1", QStringLiteral("bastion1")), 1));
        const QStringList base = m_lab.value("NODES_FIRST").split(QLatin1Char('.'));
        QList<Exec *> execs;
        QList<QByteArray> outputs(count);
        for (int i = 0; i < count; ++i) {
            Endpoint e = endpoint("NODE", QStringLiteral("node-%1").arg(i));
            e.host = QStringLiteral("%1.%2.%3.%4").arg(base[0], base[1], base[2]).arg(base[3].toInt() + i);
            SessionOptions o = options(e, 2);
            o.timeoutMs = 120000;
            Session *s = engine.connect(o, b1);
            Exec *x = engine.exec(
                s, "echo $SSH_CONNECTION",
                ExecCallbacks{
                    [&outputs, i](const char *p, std::size_t n) { outputs[i].append(p, qsizetype(n)); }, {}});
            x->closeStdin();
            execs << x;
        }
        const bool done = engine.runUntil(
            [&] {
                return std::all_of(execs.cbegin(), execs.cend(), [](Exec *x) { return x->isFinished(); });
            },
            180000);
        QVERIFY(done);
        int ok = 0;
        for (int i = 0; i < count; ++i) {
            if (execs[i]->exitStatus() == 0 && outputs[i].contains(QStringLiteral(" 22").toUtf8()))
                ++ok;
            else
                qWarning() << i << execs[i]->error().describe();
        }
        QCOMPARE(ok, count);
        QCOMPARE(engine.tcpConnections(), 1); // ONE bastion connection
        qInfo("%d nodes connected and ran a command over one bastion connection in %lld ms", count,
              timer.elapsed());
        // Each node saw the connection come from the bastion, not from the client.
        QVERIFY(outputs[0].startsWith("198.18.4.1 "));
    }
};

QTEST_GUILESS_MAIN(TestSshChain)
#include "tst_ssh_chain.moc"
