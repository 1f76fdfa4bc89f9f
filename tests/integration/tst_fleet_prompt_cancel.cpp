// SPDX-License-Identifier: GPL-3.0-or-later
// A cancelled one-time password on the namespaced lab: a cluster behind the key + TOTP bastion streams; the
// person cancels the bastion's prompt. The fleet's outcome is Cancelled (by its code), naming the bastion
// once for the whole fleet, not a key refused per node; one Stream Telemetry afterwards (the OTP typed)
// streams every node again.
#include "netlab/netlab.h"
#include "services/cluster_connections.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/overview_model.h"
#include "ssh/connection_hub.h"
#include "ssh/ssh_service.h"
#include "totp.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageAuthenticationCode>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>
#include <QtEndian>
#include <QtTest>

#include <atomic>
#include <memory>

using namespace cg;
using namespace cg::services;

namespace {

QString states(ClusterFleet *f)
{
    QStringList out;
    for (const QString &n : f->nodes())
        out << QStringLiteral("%1: %2 %3")
                   .arg(n, FleetSession::stateName(f->status(n).state), f->status(n).reason);
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestFleetPromptCancel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
        qunsetenv("SSH_AUTH_SOCK");
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("prompt cancel lab test SKIPPED: %1").arg(why)));
        if (m_lab.value("OTP_SEED").isEmpty())
            QSKIP("pam_oath (libpam-oath) is not installed: the OTP bastion was not started");
        QFile users(m_lab.file(QStringLiteral("otp/users.oath")));
        QVERIFY(users.open(QIODevice::WriteOnly | QIODevice::Truncate));
        users.write("HOTP/T30 root - " + m_lab.value("OTP_SEED").toLatin1() + '\n');
        users.close();
        QVERIFY(m_lab.enterClientNamespace());
    }

    void cleanupTestCase() { m_lab.down(); }

    void cancelledOtpIsSaidOnceAndOneStartStreamsAgain()
    {
        Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        const QByteArray seed = m_lab.value("OTP_SEED").toLatin1();
        std::atomic<bool> cancel{true};
        std::atomic<int> otps{0};
        QString lastCode; // pam_oath refuses a code used before: the person waits for the next one
        console.ssh().setPrompter(
            [&cancel, &otps, &lastCode, seed](const ssh::PromptRequest &req, QString *answer) {
                if (req.kind != ssh::PromptRequest::KeyboardInteractive)
                    return false;
                ++otps;
                if (cancel.load())
                    return false; // the person presses Cancel
                QString code = totp(seed, QDateTime::currentSecsSinceEpoch());
                while (code == lastCode) {
                    QThread::msleep(500);
                    code = totp(seed, QDateTime::currentSecsSinceEpoch());
                }
                lastCode = code;
                *answer = code;
                return true;
            });

        const QString bastionName = QStringLiteral("bastion-otp");
        ClusterRecord c;
        c.name = QStringLiteral("lab-otp");
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.port = quint16(m_lab.value("OTP_PORT").toUInt());
        bastion.user = QStringLiteral("root");
        bastion.label = bastionName;
        c.jumps = {bastion};
        const auto id = console.inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        OverviewModel overview;
        overview.attach(&console);
        const QStringList addresses = m_lab.nodeAddresses();
        QVERIFY(addresses.size() >= 4);
        QList<NodeRecord> nodes;
        for (int i = 0; i < 4; ++i) {
            NodeRecord n;
            n.name = QStringLiteral("gpu%1").arg(i + 1, 2, 10, QLatin1Char('0'));
            n.endpoint.host = addresses.at(i);
            n.endpoint.user = QStringLiteral("root");
            nodes << n;
        }
        QVERIFY(console.inventory().upsertNodes(id.value(), nodes).ok());

        FleetOptions o;
        o.base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.base.useAgent = false;
        o.base.timeoutMs = 20000;
        o.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);

        // The bastion asks its one-time password; the person cancels.
        QString error;
        ClusterFleet *fleet = console.startFleet(id.value(), o, &error);
        QVERIFY2(fleet, qPrintable(error));
        QTRY_VERIFY2_WITH_TIMEOUT(fleet->settledCount() == 4, qPrintable(states(fleet)), 60000);
        QVERIFY(otps.load() >= 1);
        QCOMPARE(fleet->streamingCount(), 0);
        const auto outcome = fleet->outcome();
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.code(), ErrorCode::Cancelled);
        QCOMPARE(outcome.error().count(bastionName), 1); // one cause, said once
        for (const NodeRecord &n : std::as_const(nodes))
            QVERIFY2(!outcome.error().contains(n.name), qPrintable(outcome.error()));
        // The Overview's card: the cancel is its own state (the bastion named, its prompt's kind), the
        // bastion not down, nothing streaming.
        {
            const auto cards = overview.cards();
            QCOMPARE(cards.size(), 1);
            const ClusterCard &card = cards.first();
            QCOMPARE(card.nodesLive, 0);
            QCOMPARE(card.signInCancelledAt, bastionName);
            QCOMPARE(card.signInCancelledPrompt, int(ssh::PromptRequest::KeyboardInteractive));
            QCOMPARE(card.hops.size(), 1);
            QCOMPARE(card.hops.first().state, HopState::Cancelled);
        }

        // Stream Telemetry once more, the OTP typed this time, while another feature's work holds the
        // bastion's connection tree busy (as the jobs alerts' poll does): a task logged in to the bastion
        // itself, waiting a few seconds. The fleet's failed login to the bastion is still in the tree's pool.
        cancel = false;
        ssh::SessionOptions local;
        local.knownHostsFile = o.base.knownHostsFile;
        local.useAgent = false;
        local.timeoutMs = 20000;
        const auto node = ClusterConnections(console.inventory(), local).node(id.value(), nodes.first().name);
        QVERIFY2(node.ok(), qPrintable(node.error()));
        ssh::ChainPlan toBastion;
        toBastion.target = node->plan.jumps.first();
        std::atomic<bool> holding{false};
        std::atomic<bool> release{false};
        std::unique_ptr<ssh::TaskRequest> busy(
            console.hub().task(toBastion, node->base, [&holding, &release](ssh::TaskContext &ctx) {
                holding = true;
                QElapsedTimer t;
                t.start();
                ctx.engine.runUntil([&] { return release.load() || t.elapsed() > 30000 || ctx.cancelled(); },
                                    30000);
                return ssh::SshError{};
            }));
        QTRY_VERIFY_WITH_TIMEOUT(holding.load(), 60000);
        QSet<QString> restarted;
        connect(fleet, &ClusterFleet::nodeChanged, this, [&restarted, fleet](const QString &n) {
            if (fleet->status(n).state == FleetNodeState::Connecting)
                restarted.insert(n);
        });
        QVERIFY2(console.startFleet(id.value(), o, &error), qPrintable(error));
        QTRY_VERIFY2_WITH_TIMEOUT(restarted.size() == 4, qPrintable(states(fleet)), 20000);
        release = true; // the other feature's work ends
        QTRY_VERIFY2_WITH_TIMEOUT(fleet->streamingCount() == 4, qPrintable(states(fleet)), 60000);
        QVERIFY2(fleet->outcome().ok(), qPrintable(fleet->outcome().error()));
        // Streaming again: the card's cancel is gone, the bastion is up.
        QTRY_VERIFY_WITH_TIMEOUT(overview.cards().first().hops.first().state == HopState::Up, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(overview.cards().first().nodesLive, 4, 20000);
        QVERIFY(overview.cards().first().signInCancelledAt.isEmpty());
    }

private:
    QTemporaryDir m_home;
    test::NetLab m_lab;
};

QTEST_GUILESS_MAIN(TestFleetPromptCancel)
#include "tst_fleet_prompt_cancel.moc"
