// SPDX-License-Identifier: GPL-3.0-or-later
// What a cluster fleet says of a node's host key (the onboarding's L0 check) is decided on the connection
// failure's kind that FleetSession reports with the state, never on the reason's words: a refused login
// whose server text speaks of a "host key" is not a host-key refusal, and a refused host key reported in
// another language still is.
#include "services/cluster_fleet.h"

#include <QtTest>

using cg::FleetNodeState;
using cg::services::ClusterFleet;
using cg::ssh::FailureKind;

Q_DECLARE_METATYPE(FailureKind)

class TestClusterFleetStatus : public QObject
{
    Q_OBJECT

private slots:
    void hostKey_data()
    {
        QTest::addColumn<FleetNodeState>("state");
        QTest::addColumn<FailureKind>("failure");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<bool>("checked");
        QTest::newRow("unknown key, English")
            << FleetNodeState::Refused << FailureKind::HostKey
            << QStringLiteral("hop 1 (gpu-01): host key not known") << true << false;
        QTest::newRow("unknown key, translated")
            << FleetNodeState::Refused << FailureKind::HostKey
            << QStringLiteral("第 1 跳 (gpu-01)：主机密钥未知") << true << false;
        QTest::newRow("login refused, text names a host key")
            << FleetNodeState::Refused << FailureKind::Auth
            << QStringLiteral("hop 1 (gpu-01): the key for host key signing was refused") << false << true;
        QTest::newRow("agent refused") << FleetNodeState::Refused << FailureKind::None
                                       << QStringLiteral("the agent speaks protocol 9") << false << true;
        QTest::newRow("key changed") << FleetNodeState::HostKeyChanged << FailureKind::HostKey << QString()
                                     << true << false;
        QTest::newRow("streaming") << FleetNodeState::Streaming << FailureKind::None << QString() << false
                                   << true;
        QTest::newRow("unreachable") << FleetNodeState::Unreachable << FailureKind::Connect
                                     << QStringLiteral("host key") << false << false;
    }

    void hostKey()
    {
        QFETCH(FleetNodeState, state);
        QFETCH(FailureKind, failure);
        QFETCH(QString, reason);
        QFETCH(bool, refused);
        QFETCH(bool, checked);
        ClusterFleet::NodeStatus s;
        s.state = state;
        s.failure = failure;
        s.reason = reason;
        QCOMPARE(s.hostKeyRefused(), refused);
        QCOMPARE(s.hostKeyChecked(), checked);
    }
};

QTEST_APPLESS_MAIN(TestClusterFleetStatus)
#include "tst_cluster_fleet_status.moc"
