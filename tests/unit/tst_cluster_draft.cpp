// SPDX-License-Identifier: GPL-3.0-or-later
// Clusters made one way (services::ClusterDrafts): the wizard's form, the cluster editor and `clusters
// add|edit` all resolve jump hosts through the ssh config, refuse a bare name that no Host block renames,
// check key files and use the cluster's keys on every hop; an edit changes only what the draft sets.
#include "services/cluster_draft.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::services;

class TestClusterDraft : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_config;
    QString m_key;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_key = m_dir.filePath(QStringLiteral("id_lab"));
        QFile key(m_key);
        QVERIFY(key.open(QIODevice::WriteOnly));
        key.write("not a real key, only a file\n");
        key.close();
        m_config = m_dir.filePath(QStringLiteral("config"));
        QFile f(m_config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Host jump\n  HostName jump.example-dc.net\n  User ops\n  IdentityFile " + m_key.toUtf8() +
                "\nHost bastion-2\n  HostName bastion-2.internal\n  Port 2222\n  ProxyJump jump\n");
    }

    void aliasesResolveThroughTheConfig()
    {
        const auto config = ClusterDrafts::loadConfig(m_config);
        QVERIFY(config);
        ClusterDraft d;
        d.name = QStringLiteral("h200");
        d.jumps = QStringLiteral("bastion-2");
        d.nodes = QStringLiteral("gpu01 10.0.0.1");
        d.user = QStringLiteral("li");
        const auto r = ClusterDrafts(&*config, m_config).resolve(d);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        const QList<ssh::Endpoint> &j = r->cluster.jumps;
        QCOMPARE(j.size(), 2); // bastion-2's ProxyJump comes first
        QCOMPARE(j[0].host, QStringLiteral("jump.example-dc.net"));
        QCOMPARE(j[0].user, QStringLiteral("ops"));
        QCOMPARE(j[1].host, QStringLiteral("bastion-2.internal"));
        QCOMPARE(j[1].port, quint16(2222));
        QCOMPARE(j[1].user, QStringLiteral("li")); // no User line: the draft's user
        QCOMPARE(j[1].label, QStringLiteral("bastion-2"));
        // The key the config names for a hop is one of the cluster's, used on every hop.
        QCOMPARE(r->cluster.identityFiles, QStringList{m_key});
        QCOMPARE(j[1].identityFiles, QStringList{m_key});
        QCOMPARE(r->nodes.size(), 1);
        QCOMPARE(r->nodes[0].endpoint.user, QStringLiteral("li"));
    }

    void bareNamesAreRefused_data()
    {
        QTest::addColumn<bool>("withConfig");
        QTest::addColumn<QString>("message");
        QTest::newRow("not in the config") << true << QStringLiteral("is not a Host in");
        QTest::newRow("no config") << false << QStringLiteral("there is no ssh config");
    }

    void bareNamesAreRefused()
    {
        QFETCH(bool, withConfig);
        QFETCH(QString, message);
        const auto config = ClusterDrafts::loadConfig(m_config);
        ClusterDraft d;
        d.name = QStringLiteral("h200");
        d.jumps = QStringLiteral("ops@jump.example.net,bastion-9");
        const auto r = ClusterDrafts(withConfig ? &*config : nullptr, m_config).resolve(d);
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), ErrorCode::Invalid);
        QVERIFY2(r.error().contains(QLatin1String("Jump host bastion-9")), qPrintable(r.error()));
        QVERIFY2(r.error().contains(message), qPrintable(r.error()));
        // Full names and addresses are taken as typed.
        d.jumps = QStringLiteral("ops@jump.example.net,198.18.1.1:2200,localhost");
        const auto typed = ClusterDrafts(withConfig ? &*config : nullptr, m_config).resolve(d);
        QVERIFY2(typed.ok(), qPrintable(typed.error()));
        QCOMPARE(typed->cluster.jumps.size(), 3);
        QCOMPARE(typed->cluster.jumps[1].port, quint16(2200));
    }

    void missingKeyFilesAndNamesAreRefused()
    {
        ClusterDraft d;
        d.name = QStringLiteral(" ");
        QVERIFY(!ClusterDrafts(nullptr, {}).resolve(d).ok());
        d.name = QStringLiteral("h200");
        d.identityFiles = QStringList{m_key, m_dir.filePath(QStringLiteral("missing"))};
        const auto r = ClusterDrafts(nullptr, {}).resolve(d);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QLatin1String("line 2")), qPrintable(r.error()));
    }

    // An edit from the command line: only what the draft sets changes.
    void unsetFieldsKeepTheCluster()
    {
        ClusterRecord current;
        current.id = 7;
        current.name = QStringLiteral("h200");
        current.region = QStringLiteral("SG");
        current.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        current.allowLegacyKex = true;
        current.identityFiles = {m_key};
        ssh::Endpoint b;
        b.host = QStringLiteral("198.18.1.1");
        current.jumps = {b};
        NodeRecord n;
        n.name = QStringLiteral("gpu01");
        n.endpoint.host = QStringLiteral("10.0.0.1");
        ClusterDraft d;
        d.provider = QStringLiteral("example-dc");
        d.user = QStringLiteral("ops");
        const auto r = ClusterDrafts(nullptr, {}).resolve(d, current, {n});
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->cluster.id, qint64(7));
        QCOMPARE(r->cluster.region, QStringLiteral("SG"));
        QCOMPARE(r->cluster.provider, QStringLiteral("example-dc"));
        QCOMPARE(r->cluster.hostKeyPolicy, ssh::HostKeyPolicy::AcceptNew);
        QVERIFY(r->cluster.allowLegacyKex);
        QCOMPARE(r->cluster.jumps.size(), 1);
        QCOMPARE(r->cluster.jumps[0].user, QStringLiteral("ops"));
        QCOMPARE(r->cluster.jumps[0].identityFiles, QStringList{m_key});
        QCOMPARE(r->nodes.size(), 1);
        QCOMPARE(r->nodes[0].endpoint.user, QStringLiteral("ops"));
    }
};

QTEST_GUILESS_MAIN(TestClusterDraft)
#include "tst_cluster_draft.moc"
