// SPDX-License-Identifier: GPL-3.0-or-later
// SSH pieces that need no server: reconnect policy, private-key inspection, shell quoting, chain planning.
#include "ssh/chain_plan.h"
#include "ssh/file_push.h"
#include "ssh/private_key.h"
#include "ssh/retry.h"
#include "ssh/ssh_config.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg::ssh;

class TestSshUnits : public QObject
{
    Q_OBJECT

private slots:
    // A node's own row already names it: its reason does not say the name again (walk 6: "dead1: dead1: the
    // jump host … could not reach …" in zh and en); elsewhere the failing host is still named.
    void aFailureIsToldWithoutTheNameTheReaderKnows()
    {
        SshError e{FailureKind::Tunnel, 2, QStringLiteral("dead1"),
                   QStringLiteral("the jump host 198.18.1.1 could not reach 198.18.4.250 port 22")};
        QCOMPARE(e.describe(), QStringLiteral("dead1: ") + e.message);
        QCOMPARE(e.describeFor(QStringLiteral("dead1")), e.message);
        QCOMPARE(e.describeFor(QStringLiteral("gpu01")), e.describe());
        SshError auth{FailureKind::Auth, 2, QStringLiteral("gpu01"), QStringLiteral("the key was refused")};
        QCOMPARE(auth.describeFor(QStringLiteral("gpu01")), auth.message);
        QCOMPARE(auth.describeFor(QString()), auth.describe());
        SshError bastion{FailureKind::Auth, 1, QStringLiteral("bastion"),
                         QStringLiteral("the key was refused")};
        QCOMPARE(bastion.describeFor(QStringLiteral("gpu01")), bastion.describe()); // the bastion is named
    }

    void backoffGrowsWithJitterAndACap()
    {
        RetryPolicy p;
        QRandomGenerator rng(7);
        for (int attempt = 2; attempt <= 12; ++attempt) {
            const qint64 cap = std::min<qint64>(p.maxDelayMs, qint64(p.baseDelayMs) << (attempt - 2));
            int lo = INT_MAX, hi = 0;
            for (int i = 0; i < 200; ++i) {
                const int d = p.delayBefore(attempt, rng);
                QVERIFY(d >= p.baseDelayMs / 2 && d <= cap);
                lo = std::min(lo, d);
                hi = std::max(hi, d);
            }
            QVERIFY(hi > lo); // jitter: not all the same
        }
    }

    void onlyNetworkFailuresAreRetried_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("attempts");
        QTest::addColumn<bool>("retry");
        QTest::newRow("refused, first try") << int(FailureKind::Connect) << 1 << true;
        QTest::newRow("timeout") << int(FailureKind::Timeout) << 2 << true;
        QTest::newRow("tunnel") << int(FailureKind::Tunnel) << 3 << true;
        QTest::newRow("attempts used up") << int(FailureKind::Connect) << 4 << false;
        QTest::newRow("authentication: needs a person") << int(FailureKind::Auth) << 1 << false;
        QTest::newRow("host key: needs a person") << int(FailureKind::HostKey) << 1 << false;
        QTest::newRow("no error") << int(FailureKind::None) << 1 << false;
    }

    void onlyNetworkFailuresAreRetried()
    {
        QFETCH(int, kind);
        QFETCH(int, attempts);
        QFETCH(bool, retry);
        SshError e;
        e.kind = FailureKind(kind);
        QCOMPARE(RetryPolicy{}.shouldRetry(e, attempts), retry);
    }

    void privateKeys_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("passphrase");
        QTest::addColumn<QString>("expectedType");
        QTest::newRow("ed25519") << QStringLiteral("ed25519") << QString() << QStringLiteral("ssh-ed25519");
        QTest::newRow("ed25519 with passphrase")
            << QStringLiteral("ed25519") << QStringLiteral("pw") << QStringLiteral("ssh-ed25519");
        QTest::newRow("ecdsa") << QStringLiteral("ecdsa") << QString()
                               << QStringLiteral("ecdsa-sha2-nistp256");
        QTest::newRow("rsa") << QStringLiteral("rsa") << QString() << QStringLiteral("ssh-rsa");
    }

    void privateKeys()
    {
        QFETCH(QString, type);
        QFETCH(QString, passphrase);
        QFETCH(QString, expectedType);
        if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
            QSKIP("ssh-keygen (openssh-client) is not installed");
        QTemporaryDir dir;
        const QString key = dir.filePath(QStringLiteral("k"));
        QCOMPARE(QProcess::execute(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-q"), QStringLiteral("-t"), type, QStringLiteral("-N"),
                                    passphrase, QStringLiteral("-f"), key}),
                 0);
        const auto info = PrivateKeyInspector::inspect(key);
        QVERIFY2(info.ok(), qPrintable(info.error()));
        QCOMPARE(info->type, expectedType);
        QCOMPARE(info->encrypted, !passphrase.isEmpty());
    }

    void notKeys_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("public key") << QByteArray("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ user@host\n");
        QTest::newRow("cut off") << QByteArray("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEA\n");
        QTest::newRow("wrong magic") << QByteArray(
            "-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----\n");
        QTest::newRow("truncated body")
            << QByteArray("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5v\n-----END "
                          "OPENSSH PRIVATE KEY-----\n");
    }

    void notKeys()
    {
        QFETCH(QByteArray, text);
        QVERIFY(!PrivateKeyInspector::inspectText(text).ok());
    }

    void shellQuoting()
    {
        QCOMPARE(FilePush::shellQuote(QStringLiteral("/tmp/a b")), QByteArray("'/tmp/a b'"));
        QCOMPARE(FilePush::shellQuote(QStringLiteral("it's")), QByteArray("'it'\\''s'"));
        QCOMPARE(FilePush::shellQuote(QStringLiteral("$(rm -rf /)")), QByteArray("'$(rm -rf /)'"));
    }

    // The journey's config: two bastions, the second behind the first, nodes behind the second.
    void planFollowsTheConfigAndJumpOverrides()
    {
        const QByteArray text = "Host jump\n  HostName jump.example-dc.net\n  User ops\n"
                                "Host bastion-2\n  HostName bastion-2.internal\n  ProxyJump jump\n"
                                "Host h200-*\n  ProxyJump bastion-2\n  User li\n  Port 2200\n";
        SshConfigOptions opts;
        opts.homeDir = QStringLiteral("/nonexistent-home");
        opts.localUser = QStringLiteral("li");
        const SshConfig cfg = SshConfig::parse(text, QStringLiteral("config"), opts);
        PlanRequest req;
        req.target = QStringLiteral("h200-001");
        req.homeDir = opts.homeDir;
        auto plan = ChainPlanner::plan(req, &cfg);
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QCOMPARE(plan->jumps.size(), 2);
        QCOMPARE(plan->jumps[0].host, QStringLiteral("jump.example-dc.net"));
        QCOMPARE(plan->jumps[0].user, QStringLiteral("ops"));
        QCOMPARE(plan->jumps[1].host, QStringLiteral("bastion-2.internal"));
        QCOMPARE(plan->target.host, QStringLiteral("h200-001"));
        QCOMPARE(plan->target.port, quint16(2200));
        QCOMPARE(plan->target.user, QStringLiteral("li"));

        // --jump replaces the config's chain; the first hop's own ProxyJump still applies.
        req.jump = QStringLiteral("root@bastion-2:2022");
        plan = ChainPlanner::plan(req, &cfg);
        QVERIFY(plan.ok());
        QCOMPARE(plan->jumps.size(), 2);
        QCOMPARE(plan->jumps[0].host, QStringLiteral("jump.example-dc.net"));
        QCOMPARE(plan->jumps[1].user, QStringLiteral("root"));
        QCOMPARE(plan->jumps[1].port, quint16(2022));

        req.jump = QStringLiteral("bad host name");
        QVERIFY(!ChainPlanner::plan(req, &cfg).ok());
        req.jump.clear();
        req.target = QStringLiteral("user@[::1]:2222");
        plan = ChainPlanner::plan(req, nullptr);
        QVERIFY(plan.ok());
        QCOMPARE(plan->target.host, QStringLiteral("::1"));
        QCOMPARE(plan->target.port, quint16(2222));
        QCOMPARE(plan->jumps.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSshUnits)
#include "tst_ssh_units.moc"
