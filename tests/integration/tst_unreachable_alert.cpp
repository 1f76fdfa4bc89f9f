// SPDX-License-Identifier: GPL-3.0-or-later
// A node the fleet never reaches raises "agent silent" on the namespaced lab: a cluster behind the plain
// bastion with one live node and one address nothing answers on (the netlab's dead node). Through the
// shipped wiring of a windowless console (its alert sink on the fleet), with the agent-silent threshold
// short: the dead node's alert fires after it, names the node and says what to do; the live node streams
// and raises none.
#include "netlab/netlab.h"
#include "planning/alert_thresholds.h"
#include "services/alert_actions.h"
#include "services/cluster_fleet.h"
#include "services/console.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::services;

class TestUnreachableAlert : public QObject
{
    Q_OBJECT

    QString alertsText(Console &console) const
    {
        QStringList out;
        for (const planning::Alert &a : console.alerts().engine().active())
            out << planning::kindName(a.kind) + QLatin1Char(' ') + a.subject + QStringLiteral(": ") + a.what;
        return out.join(QStringLiteral("; "));
    }

    static std::optional<planning::Alert> stale(Console &console, const QString &node)
    {
        for (const planning::Alert &a : console.alerts().engine().active()) {
            if (a.kind == planning::AlertKind::AgentStale && a.cluster == QLatin1String("lab-dead") &&
                a.subject == node)
                return a;
        }
        return std::nullopt;
    }

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
            QSKIP(qPrintable(QStringLiteral("unreachable alert lab test SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
    }

    void cleanupTestCase() { m_lab.down(); }

    void aNodeNeverReachedRaisesAgentSilent()
    {
        Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        planning::AlertThresholdSet thresholds;
        thresholds.defaults.agentStaleSeconds = 3; // the setting, short for the test
        console.alerts().setThresholds(thresholds, QStringLiteral("test"));
        console.alerts().setEvaluationInterval(500);

        ClusterRecord c;
        c.name = QStringLiteral("lab-dead");
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        c.jumps = {bastion};
        const auto id = console.inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        NodeRecord live;
        live.name = QStringLiteral("n01");
        live.endpoint.host = m_lab.nodeAddresses().first();
        live.endpoint.user = QStringLiteral("root");
        NodeRecord dead;
        dead.name = QStringLiteral("dead1");
        dead.endpoint.host = QStringLiteral("198.18.4.250"); // on the node link, answered by nothing
        dead.endpoint.user = QStringLiteral("root");
        QVERIFY(console.inventory().upsertNodes(id.value(), {live, dead}).ok());

        FleetOptions o;
        o.base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        o.base.useAgent = false;
        o.base.timeoutMs = 5000;
        o.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        QString error;
        ClusterFleet *fleet = console.startFleet(id.value(), o, &error);
        QVERIFY2(fleet, qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(fleet->status(live.name).state, FleetNodeState::Streaming, 60000);
        QTRY_VERIFY2_WITH_TIMEOUT(stale(console, dead.name).has_value(), qPrintable(alertsText(console)),
                                  60000);
        const planning::Alert a = *stale(console, dead.name);
        QCOMPARE(a.severity, planning::AlertSeverity::Critical);
        QVERIFY2(a.what.contains(dead.name), qPrintable(a.what));
        QVERIFY2(a.todo.contains(dead.name), qPrintable(a.todo));
        // Never reached: no agent was ever there to restart; the node and the way to it are to check.
        QVERIFY(a.neverReached);
        QVERIFY2(a.what.contains(QStringLiteral("not reached since")), qPrintable(a.what));
        QVERIFY2(a.todo.contains(QStringLiteral("reachable from the jump host")), qPrintable(a.todo));
        const auto actions = AlertActions::forAlert(a, console.inventory());
        QVERIFY(!AlertActions::find(actions, AlertAction::RestartAgent));
        QVERIFY(AlertActions::find(actions, AlertAction::CheckCluster));
        QVERIFY(fleet->status(dead.name).state != FleetNodeState::Streaming);
        QVERIFY2(!stale(console, live.name).has_value(), qPrintable(alertsText(console)));
        // Stopped on purpose: nothing to hear about any more, the alert resolves.
        console.stopFleet(id.value(), false);
        QTRY_VERIFY2_WITH_TIMEOUT(!stale(console, dead.name).has_value(), qPrintable(alertsText(console)),
                                  30000);
    }

private:
    QTemporaryDir m_home;
    test::NetLab m_lab;
};

QTEST_GUILESS_MAIN(TestUnreachableAlert)
#include "tst_unreachable_alert.moc"
