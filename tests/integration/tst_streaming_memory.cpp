// SPDX-License-Identifier: GPL-3.0-or-later
// Remembered work (issue 33) on the namespaced lab: two clusters behind the key + TOTP bastion and one
// behind the plain bastion, all with a passphrase-protected key, stream; the person types the passphrase
// once (kept in a real keychain: gnome-keyring on a private bus) and the OTP once. The console closes and
// a new one starts on the same profile and settings: every remembered cluster streams again, with one
// prompt for the OTP bastion (its one-time password, shared by both clusters behind it) and none for the
// plain bastion or the passphrase, which the keychain answers.
#include "lab_wait.h"
#include "netlab/netlab.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/streaming_memory.h"
#include "ssh/ssh_service.h"
#include "totp.h"

#include <QCryptographicHash>
#include <QDBusConnection>
#include <QDateTime>
#include <QFile>
#include <QMessageAuthenticationCode>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

using namespace cg;
using namespace cg::services;

namespace {

} // namespace

class TestStreamingMemory : public QObject
{
    Q_OBJECT

    struct Prompts
    {
        int passphrases = 0;
        QMap<QString, int> otpsByHop; // keyboard-interactive prompts per bastion
        int total() const
        {
            int n = passphrases;
            for (int v : otpsByHop)
                n += v;
            return n;
        }
    };

    void resetOtp()
    {
        QFile users(m_lab.file(QStringLiteral("otp/users.oath")));
        QVERIFY(users.open(QIODevice::WriteOnly | QIODevice::Truncate));
        users.write("HOTP/T30 root - " + m_lab.value("OTP_SEED").toLatin1() + '\n');
    }

    // The person at the console: types the passphrase and the OTP, and (`remember`) keeps the passphrase
    // in the keychain as the window's "Remember" does.
    void answerAs(Console &console, Prompts *prompts, bool remember)
    {
        const QByteArray seed = m_lab.value("OTP_SEED").toLatin1();
        console.ssh().setPrompter(
            [&console, prompts, remember, seed](const ssh::PromptRequest &req, QString *answer) {
                if (req.kind == ssh::PromptRequest::KeyPassphrase) {
                    ++prompts->passphrases;
                    *answer = QStringLiteral("correct horse");
                    if (remember) {
                        QMetaObject::invokeMethod(
                            &console,
                            [&console, req] { console.rememberSecret(req, QStringLiteral("correct horse")); },
                            Qt::QueuedConnection);
                    }
                    return true;
                }
                if (req.kind == ssh::PromptRequest::KeyboardInteractive) {
                    ++prompts->otpsByHop[req.hopName];
                    *answer = totp(seed, QDateTime::currentSecsSinceEpoch());
                    return true;
                }
                return false;
            });
    }

    FleetOptions options() const
    {
        FleetOptions o;
        o.base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.base.useAgent = false;
        o.base.timeoutMs = 20000;
        o.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        return o;
    }

    qint64 addCluster(Console &console, const QString &name, const char *bastionKey, quint16 port,
                      const QStringList &nodeAddresses)
    {
        ClusterRecord c;
        c.name = name;
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519_pass"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value(bastionKey);
        bastion.port = port;
        bastion.user = QStringLiteral("root");
        bastion.label = port == 22 ? QStringLiteral("bastion") : QStringLiteral("bastion-otp");
        c.jumps = {bastion};
        const auto id = console.inventory().addCluster(c);
        if (!id.ok())
            return 0;
        QList<NodeRecord> nodes;
        for (int i = 0; i < nodeAddresses.size(); ++i) {
            NodeRecord n;
            n.name = QStringLiteral("gpu%1").arg(i + 1, 2, 10, QLatin1Char('0'));
            n.endpoint.host = nodeAddresses.at(i);
            n.endpoint.user = QStringLiteral("root");
            nodes << n;
        }
        return console.inventory().upsertNodes(id.value(), nodes).ok() ? id.value() : 0;
    }

    static bool allStreaming(Console &console, const QList<qint64> &clusters)
    {
        for (const qint64 id : clusters) {
            ClusterFleet *f = console.fleet(id);
            if (!f || f->streamingCount() != int(f->nodes().size()))
                return false;
        }
        return true;
    }

    static QString states(Console &console, const QList<qint64> &clusters)
    {
        QStringList out;
        for (const qint64 id : clusters) {
            ClusterFleet *f = console.fleet(id);
            if (!f) {
                out << QStringLiteral("%1: no fleet").arg(id);
                continue;
            }
            for (const QString &n : f->nodes())
                out << QStringLiteral("%1/%2: %3 %4")
                           .arg(id)
                           .arg(n, FleetSession::stateName(f->status(n).state), f->status(n).reason);
        }
        return out.join(QStringLiteral("; "));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_settingsDir.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
        qunsetenv("SSH_AUTH_SOCK");
        // The session bus (the keychain) is reached before the client namespace is entered: a bus on an
        // abstract socket is not visible from another network namespace, a connection made before is.
        QVERIFY2(QDBusConnection::sessionBus().isConnected(),
                 "no session bus: run under tests/integration/with_keyring.sh");
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("streaming memory lab test SKIPPED: %1").arg(why)));
        if (m_lab.value("OTP_SEED").isEmpty())
            QSKIP("pam_oath (libpam-oath) is not installed: the OTP bastion was not started");
        QVERIFY(m_lab.enterClientNamespace());
    }

    void cleanupTestCase() { m_lab.down(); }

    void streamsAgainAfterARestartWithOnePromptPerBastion()
    {
        const QString settingsFile = m_settingsDir.filePath(QStringLiteral("clustergate.ini"));
        const QStringList addresses = m_lab.nodeAddresses();
        QVERIFY(addresses.size() >= 5);
        const quint16 otpPort = quint16(m_lab.value("OTP_PORT").toUInt());
        QList<qint64> clusters;
        resetOtp();
        {
            Console console;
            console.open();
            QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
            QTRY_VERIFY_WITH_TIMEOUT(console.keychainKnown(), 30000);
            QVERIFY2(console.keychainAvailable(), qPrintable(console.keychainProblem()));
            Prompts first;
            answerAs(console, &first, true);
            QSignalSpy kept(&console, &Console::rememberFinished);
            clusters << addCluster(console, QStringLiteral("lab-otp"), "BASTION1", otpPort,
                                   addresses.mid(0, 2))
                     << addCluster(console, QStringLiteral("lab-otp-b"), "BASTION1", otpPort,
                                   addresses.mid(2, 1))
                     << addCluster(console, QStringLiteral("lab-key"), "BASTION1", 22, addresses.mid(3, 2));
            QVERIFY(!clusters.contains(0));
            for (const qint64 id : std::as_const(clusters)) {
                QString error;
                QVERIFY2(console.startFleet(id, options(), &error), qPrintable(error));
            }
            CG_LAB_WAIT2(allStreaming(console, clusters), qPrintable(states(console, clusters)), 120000);
            QVERIFY(first.passphrases >= 1);
            QTRY_VERIFY_WITH_TIMEOUT(!kept.isEmpty(), 30000);
            QVERIFY2(kept.first().at(0).toBool(), qPrintable(kept.first().at(1).toString()));
            // Said by what it is (the key's passphrase), not by the keychain item's id.
            const QString said = kept.first().at(1).toString();
            QVERIFY2(said.contains(QStringLiteral("id_ed25519_pass")) &&
                         !said.contains(QStringLiteral("key-passphrase-")),
                     qPrintable(said));
            QSettings settings(settingsFile, QSettings::IniFormat);
            StreamingMemory(console).save(settings);
            settings.sync();
            QCOMPARE(StreamingMemory::remembered(settings).size(), 3);
        } // the console closes: its fleets stop

        resetOtp(); // a new one-time password is due after the restart, as in real life
        Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        Prompts after;
        answerAs(console, &after, false);
        StreamingMemory memory(console);
        QSettings settings(settingsFile, QSettings::IniFormat);
        QSignalSpy failed(&memory, &StreamingMemory::resumeFailed);
        QCOMPARE(memory.resume(settings, options()), 3);
        CG_LAB_WAIT2(allStreaming(console, clusters), qPrintable(states(console, clusters)), 120000);
        QVERIFY(failed.isEmpty());
        QVERIFY(memory.pending().isEmpty());
        QCOMPARE(after.passphrases, 0); // the keychain answered
        QCOMPARE(after.otpsByHop.size(), 1);
        QCOMPARE(after.otpsByHop.first(), 1); // one prompt for the OTP bastion, for both clusters
        QCOMPARE(after.total(), 1);
        // What streams now is what is remembered at the next close.
        console.stopFleet(clusters.first(), false);
        console.forgetFleet(clusters.first());
        StreamingMemory(console).save(settings);
        settings.sync();
        const QList<qint64> now = StreamingMemory::remembered(settings);
        QCOMPARE(now.size(), 2);
        QVERIFY(!now.contains(clusters.first()));
    }

private:
    QTemporaryDir m_home, m_settingsDir;
    test::NetLab m_lab;
};

QTEST_GUILESS_MAIN(TestStreamingMemory)
#include "tst_streaming_memory.moc"
