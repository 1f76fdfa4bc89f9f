// SPDX-License-Identifier: GPL-3.0-or-later
// Per-hop RTT in history: the Console runs a command on a node behind two real OpenSSH bastions (netlab:
// console -> bastion1 -> bastion2 -> node2); each jump host that came up is a link_hop_rtt_ms and
// link_hop_handshake_ms sample labelled with its hop and host, which `clustergate history` prints after the
// console has closed.
#include "history/history_recorder.h"
#include "netlab/netlab.h"
#include "services/console.h"
#include "ssh/chain_plan.h"
#include "ssh/ssh_service.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cg;

class TestHistoryHops : public QObject
{
    Q_OBJECT

    test::NetLab m_lab;
    QTemporaryDir m_home;

    ssh::Endpoint endpoint(const char *key, const QString &label) const
    {
        ssh::Endpoint e;
        e.host = m_lab.value(key);
        e.user = QStringLiteral("root");
        e.label = label;
        e.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        return e;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        qunsetenv("SSH_AUTH_SOCK");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("SSH integration tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
    }

    void cleanupTestCase() { m_lab.down(); }

    void hopsOfAJumpChainAreRecorded()
    {
        const qint64 started = QDateTime::currentMSecsSinceEpoch();
        {
            services::Console console;
            console.open();
            QVERIFY2(console.history().isRecording(), qPrintable(console.history().problem()));
            ssh::ChainPlan plan;
            plan.jumps = {endpoint("BASTION1", QStringLiteral("bastion1")),
                          endpoint("BASTION2", QStringLiteral("bastion2"))};
            plan.target = endpoint("NODE2", QStringLiteral("node2")); // behind bastion2
            ssh::SessionOptions base;
            base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
            base.useAgent = false;
            base.timeoutMs = 15000;
            QSignalSpy finished(&console.ssh(), &ssh::SshService::finished);
            QSignalSpy hopsUp(&console.ssh(), &ssh::SshService::hopUp);
            console.ssh().exec(plan, base, "true");
            QVERIFY(finished.wait(60000));
            QVERIFY2(finished.first().at(2).toString().isEmpty(),
                     qPrintable(finished.first().at(2).toString()));
            QTRY_VERIFY_WITH_TIMEOUT(hopsUp.size() >= 2, 10000);
            QTRY_VERIFY_WITH_TIMEOUT(console.history().stats().accepted >= 4, 10000);
        } // the console goes: history writes what it holds

        QProcess cli;
        cli.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                  {QStringLiteral("history"), QStringLiteral("link_hop_rtt_ms"), QStringLiteral("--since"),
                   QStringLiteral("%1s").arg((QDateTime::currentMSecsSinceEpoch() - started) / 1000 + 60),
                   QStringLiteral("--step"), QStringLiteral("1m"), QStringLiteral("--format"),
                   QStringLiteral("json")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        QMap<QString, QString> hosts; // hop -> host
        for (const QJsonValue &v : QJsonDocument::fromJson(cli.readAllStandardOutput())
                                       .object()
                                       .value(QStringLiteral("series"))
                                       .toArray()) {
            const QJsonObject s = v.toObject();
            const QJsonObject labels = s.value(QStringLiteral("labels")).toObject();
            double worst = -1;
            for (const QJsonValue &p : s.value(QStringLiteral("points")).toArray()) {
                if (p.toObject().value(QStringLiteral("count")).toInt() > 0)
                    worst = std::max(worst, p.toObject().value(QStringLiteral("max")).toDouble());
            }
            QVERIFY2(worst >= 0, qPrintable(labels.value(QStringLiteral("hop")).toString()));
            hosts.insert(labels.value(QStringLiteral("hop")).toString(),
                         labels.value(QStringLiteral("host")).toString());
        }
        QCOMPARE(hosts.value(QStringLiteral("1")), m_lab.value("BASTION1") + QStringLiteral(":22"));
        QCOMPARE(hosts.value(QStringLiteral("2")), m_lab.value("BASTION2") + QStringLiteral(":22"));
    }
};

QTEST_GUILESS_MAIN(TestHistoryHops)
#include "tst_history_hops.moc"
