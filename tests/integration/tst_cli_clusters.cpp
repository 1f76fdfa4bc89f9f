// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate clusters ...` end to end with the real binary on real profile databases: add, show, list,
// edit, remove and import-ssh-config; definitions that do not read are refused with the line and nothing is
// saved; the CLI's changes leave the same audit rows as the console's (which calls the same Inventory); and
// the command line as a whole: an unknown command or option is a usage error (exit 2), while no arguments,
// --lang and Qt's own options open the console.
#include "cli.h"
#include "cli_run.h"

#include "inventory/inventory.h"
#include "inventory/ssh_config_import.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;

namespace {

using Run = cg::test::CliRun;

QString home(const QTemporaryDir &dir)
{
    return dir.path();
}

Run console(const QString &profile, const QStringList &args, const QByteArray &input = {})
{
    return cg::test::runConsole(profile, args, input);
}

// "action subject {details}" of every audit row of a profile, in order.
QStringList auditTrail(const QString &profile)
{
    Database db;
    if (!db.open(profile + QStringLiteral("/clustergate.sqlite")).ok())
        return {QStringLiteral("cannot open")};
    ledger::SqliteLedgerStore store(db);
    ledger::AuditLog log(store);
    QStringList out;
    const auto rows = log.rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false});
    for (const ledger::AuditRow &r : rows.value())
        out << r.actor + u' ' + r.action + u' ' + r.subject + u' ' + r.details;
    return out;
}

QStringList words(const char *line)
{
    return QString::fromUtf8(line).split(u' ', Qt::SkipEmptyParts);
}

} // namespace

class TestCliClusters : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_key.open()); }

    // The definition round-trips: what add and edit were given is what show prints, in JSON with its keys.
    void addShowListEditRemove()
    {
        QTemporaryDir profile;
        const QString key = m_key.fileName();
        Run r = console(home(profile), {QStringLiteral("clusters"),
                                        QStringLiteral("add"),
                                        QStringLiteral("h200"),
                                        QStringLiteral("--jump"),
                                        QStringLiteral("ops@jump.example.net,bastion-2.example.net:2222"),
                                        QStringLiteral("--nodes"),
                                        QStringLiteral("gpu[01-04] 10.0.0.[11-14]"),
                                        QStringLiteral("--nodes"),
                                        QStringLiteral("login root@10.0.0.10:2022"),
                                        QStringLiteral("--user"),
                                        QStringLiteral("li"),
                                        QStringLiteral("--identity"),
                                        key,
                                        QStringLiteral("--provider"),
                                        QStringLiteral("example-dc"),
                                        QStringLiteral("--region"),
                                        QStringLiteral("SG"),
                                        QStringLiteral("--interconnect-feature"),
                                        QStringLiteral("ib"),
                                        QStringLiteral("--switches-wait"),
                                        QStringLiteral("1:30:00")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("added cluster h200: 5 node"), r.out.constData());

        r = console(home(profile), words("clusters show h200 --format json"));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("name")).toString(), QStringLiteral("h200"));
        QCOMPARE(o.value(QStringLiteral("provider")).toString(), QStringLiteral("example-dc"));
        QCOMPARE(o.value(QStringLiteral("region")).toString(), QStringLiteral("SG"));
        QCOMPARE(o.value(QStringLiteral("host_key_policy")).toString(), QStringLiteral("strict"));
        QCOMPARE(o.value(QStringLiteral("legacy_kex")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("identity_files")).toArray(), QJsonArray{key});
        QCOMPARE(o.value(QStringLiteral("node_count")).toInt(), 5);
        QCOMPARE(o.value(QStringLiteral("node_names")).toString(), QStringLiteral("gpu[01-04],login"));
        const QJsonArray jumps = o.value(QStringLiteral("jump_hosts")).toArray();
        QCOMPARE(jumps.size(), 2);
        QCOMPARE(jumps[0].toObject().value(QStringLiteral("user")).toString(), QStringLiteral("ops"));
        QCOMPARE(jumps[1].toObject().value(QStringLiteral("host")).toString(), QStringLiteral("bastion-2.example.net"));
        QCOMPARE(jumps[1].toObject().value(QStringLiteral("port")).toInt(), 2222);
        QCOMPARE(jumps[1].toObject().value(QStringLiteral("user")).toString(), QStringLiteral("li"));
        QStringList nodes;
        for (const QJsonValue &v : o.value(QStringLiteral("nodes")).toArray()) {
            const QJsonObject n = v.toObject();
            nodes << QStringLiteral("%1=%2@%3:%4")
                         .arg(n.value(QStringLiteral("name")).toString(),
                              n.value(QStringLiteral("user")).toString(),
                              n.value(QStringLiteral("host")).toString())
                         .arg(n.value(QStringLiteral("port")).toInt());
        }
        QCOMPARE(nodes, (QStringList{
                            QStringLiteral("gpu01=li@10.0.0.11:22"), QStringLiteral("gpu02=li@10.0.0.12:22"),
                            QStringLiteral("gpu03=li@10.0.0.13:22"), QStringLiteral("gpu04=li@10.0.0.14:22"),
                            QStringLiteral("login=root@10.0.0.10:2022")}));
        const QJsonObject placement = o.value(QStringLiteral("placement")).toObject();
        QCOMPARE(placement.value(QStringLiteral("interconnect_feature")).toString(), QStringLiteral("ib"));
        QCOMPARE(placement.value(QStringLiteral("switches_wait_minutes")).toInt(), 90);

        // The same cluster as the console reads it.
        {
            Database db;
            QVERIFY(db.open(home(profile) + QStringLiteral("/clustergate.sqlite")).ok());
            Inventory inv(db);
            const auto all = inv.clusters();
            QCOMPARE(all->size(), 1);
            QCOMPARE(inv.nodes(all->first().id)->size(), 5);
        }

        r = console(home(profile), words("clusters add h200 --nodes gpu01"));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("already exists") && r.err.contains("clusters edit h200"), r.err.constData());

        r = console(home(profile), words("clusters edit h200 --host-keys accept-new --legacy-kex on --nodes "
                                         "gpu[01-02]_10.0.0.[11-12] --rename h200-sg")
                                       .replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("trust on first use") && r.err.contains("SHA-1"), r.err.constData());
        r = console(home(profile), words("clusters list --format json"));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray list =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("clusters")).toArray();
        QCOMPARE(list.size(), 1);
        const QJsonObject entry = list.first().toObject();
        QCOMPARE(entry.value(QStringLiteral("name")).toString(), QStringLiteral("h200-sg"));
        QCOMPARE(entry.value(QStringLiteral("host_key_policy")).toString(), QStringLiteral("accept-new"));
        QCOMPARE(entry.value(QStringLiteral("legacy_kex")).toBool(), true);
        QCOMPARE(entry.value(QStringLiteral("node_count")).toInt(), 2);
        QCOMPARE(entry.value(QStringLiteral("jump_hosts")).toArray().size(), 2); // untouched by edit
        QVERIFY(!entry.contains(QStringLiteral("nodes")));

        r = console(home(profile), words("clusters list"));
        QVERIFY2(r.code == 0 && r.out.startsWith("h200-sg\t2 node") && r.out.contains("(gpu[01-02])"),
                 r.out.constData());

        r = console(home(profile), words("clusters remove h200-sg"));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("deleted cluster h200-sg"));
        r = console(home(profile), words("clusters show h200-sg"));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("no saved cluster 'h200-sg' (saved: none)"), r.err.constData());
    }

    // A definition that does not read: the line and the reason, exit 1, nothing saved.
    void badDefinitionsAreRefusedWhole_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("hostlist without its bracket")
            << QStringList{QStringLiteral("--nodes"), QStringLiteral("gpu01"), QStringLiteral("--nodes"),
                           QStringLiteral("gpu[02-08")}
            << QStringLiteral("--nodes, line 2, column");
        QTest::newRow("names and hosts do not pair")
            << QStringList{QStringLiteral("--nodes"), QStringLiteral("gpu[01-03] 10.0.0.[1-2]")}
            << QStringLiteral("--nodes, line 1");
        QTest::newRow("port out of range")
            << QStringList{QStringLiteral("--nodes"), QStringLiteral("gpu01 root@10.0.0.1:70000")}
            << QStringLiteral("--nodes, line 1");
        QTest::newRow("hop with a space")
            << QStringList{QStringLiteral("--jump"), QStringLiteral("ops@jump,bad host"),
                           QStringLiteral("--nodes"), QStringLiteral("gpu01")}
            << QStringLiteral("--jump, line 1");
        QTest::newRow("empty hop") << QStringList{QStringLiteral("--jump"), QStringLiteral("a,,b")}
                                   << QStringLiteral("empty hop");
        // The same rule as the onboarding wizard's (services::ClusterDrafts): a bare name that no Host block
        // of the ssh config renames would go to DNS as typed.
        QTest::newRow("bare jump host name")
            << QStringList{QStringLiteral("--jump"), QStringLiteral("bastion-2"), QStringLiteral("--nodes"),
                           QStringLiteral("gpu01")}
            << QStringLiteral("Jump host bastion-2 is not a full host name");
        QTest::newRow("policy") << QStringList{QStringLiteral("--host-keys"), QStringLiteral("off")}
                                << QStringLiteral("'off' is not a host-key policy");
        QTest::newRow("missing key file")
            << QStringList{QStringLiteral("--identity"), QStringLiteral("/nonexistent/id_ed25519")}
            << QStringLiteral("does not exist");
        QTest::newRow("switch wait") << QStringList{QStringLiteral("--switches-wait"), QStringLiteral("soon")}
                                     << QStringLiteral("--switches-wait");
        QTest::newRow("port word") << QStringList{QStringLiteral("--port"), QStringLiteral("ssh")}
                                   << QStringLiteral("--port is a number from 1 to 65535");
        QTest::newRow("legacy kex word")
            << QStringList{QStringLiteral("--legacy-kex"), QStringLiteral("maybe")}
            << QStringLiteral("--legacy-kex is on or off");
    }

    void badDefinitionsAreRefusedWhole()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir profile;
        const Run r = console(
            home(profile),
            QStringList{QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("lab")} + args);
        QCOMPARE(r.code, 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY2(r.err.contains("lab not saved"), r.err.constData());
        const Run list = console(home(profile), words("clusters list --format json"));
        QCOMPARE(list.code, 0);
        QVERIFY(
            QJsonDocument::fromJson(list.out).object().value(QStringLiteral("clusters")).toArray().isEmpty());
        QVERIFY(auditTrail(home(profile)).isEmpty());

        // An edit that does not read leaves the saved cluster as it was.
        QVERIFY(console(home(profile), words("clusters add lab --nodes gpu01")).code == 0);
        const Run before = console(home(profile), words("clusters show lab --format json"));
        const Run edit = console(
            home(profile),
            QStringList{QStringLiteral("clusters"), QStringLiteral("edit"), QStringLiteral("lab")} + args);
        QCOMPARE(edit.code, 1);
        QCOMPARE(console(home(profile), words("clusters show lab --format json")).out, before.out);
    }

    // Nodes read from a file or standard input, with the same grammar.
    void nodesFromAFile()
    {
        QTemporaryDir profile;
        const QByteArray lines =
            "# the lab\ngpu[01-02] 198.18.4.[10-11]   # two nodes\n\nlogin ops@198.18.4.2\n";
        const Run r = console(home(profile), words("clusters add lab --nodes-file -"), lines);
        QVERIFY2(r.code == 0, r.err.constData());
        const Run show = console(home(profile), words("clusters show lab --format json"));
        QCOMPARE(QJsonDocument::fromJson(show.out).object().value(QStringLiteral("node_names")).toString(),
                 QStringLiteral("gpu[01-02],login"));
        const Run bad =
            console(home(profile), words("clusters edit lab --nodes-file -"), "gpu01 a\ngpu01 b\n");
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("gpu01"), bad.err.constData());

        // --port is the port of what is written without one.
        const Run ported =
            console(home(profile), words("clusters edit lab --port 2022 --jump a.example.net,b.example.net:2200 --nodes "
                                         "gpu[01-02] --nodes login:22 --format json"));
        QVERIFY2(ported.code == 0, ported.err.constData());
        const QJsonObject p = QJsonDocument::fromJson(ported.out).object();
        QStringList ports;
        for (const QJsonValue &v : p.value(QStringLiteral("jump_hosts")).toArray())
            ports << QString::number(v.toObject().value(QStringLiteral("port")).toInt());
        for (const QJsonValue &v : p.value(QStringLiteral("nodes")).toArray())
            ports << QString::number(v.toObject().value(QStringLiteral("port")).toInt());
        QCOMPARE(ports.join(u' '), QStringLiteral("2022 2200 2022 2022 22"));

        // add, edit and remove answer in JSON too: what was saved, as show prints it.
        const Run edited = console(home(profile), words("clusters edit lab --region SG --format json"));
        QVERIFY2(edited.code == 0, edited.err.constData());
        QCOMPARE(QJsonDocument::fromJson(edited.out).object(),
                 QJsonDocument::fromJson(console(home(profile), words("clusters show lab --format json")).out)
                     .object());
        const Run removed = console(home(profile), words("clusters remove lab --format json"));
        QVERIFY2(removed.code == 0, removed.err.constData());
        const QJsonObject gone = QJsonDocument::fromJson(removed.out).object();
        QCOMPARE(gone.value(QStringLiteral("deleted")).toString(), QStringLiteral("lab"));
        QCOMPARE(gone.value(QStringLiteral("nodes")).toInt(), 3);
    }

    // The CLI and the console change the inventory through the same core code: the same changes leave the
    // same audit rows (the console's dialogs hand Inventory::saveCluster / removeCluster what was typed).
    void cliLeavesTheConsolesAuditRows()
    {
        QTemporaryDir cliProfile, guiProfile;
        QVERIFY(console(home(cliProfile), words("clusters add lab --jump root@198.18.0.2 --nodes "
                                                "gpu[01-03]_root@198.18.4.[10-12]")
                                              .replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")))
                    .code == 0);
        QVERIFY(console(home(cliProfile), words("clusters edit lab --host-keys accept-new --legacy-kex on "
                                                "--nodes gpu[01-02]_root@198.18.4.[10-11]")
                                              .replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")))
                    .code == 0);
        QVERIFY(console(home(cliProfile), words("clusters remove lab")).code == 0);
        {
            Database db;
            QVERIFY(db.open(home(guiProfile) + QStringLiteral("/clustergate.sqlite")).ok());
            Inventory inv(db);
            inv.setActor(QStringLiteral("li"));
            ClusterRecord c;
            c.name = QStringLiteral("lab");
            ssh::Endpoint bastion;
            bastion.host = QStringLiteral("198.18.0.2");
            bastion.user = QStringLiteral("root");
            c.jumps << bastion;
            QList<NodeRecord> nodes;
            for (int i = 0; i < 3; ++i) {
                NodeRecord n;
                n.name = QStringLiteral("gpu0%1").arg(i + 1);
                n.endpoint.host = QStringLiteral("198.18.4.%1").arg(10 + i);
                n.endpoint.user = QStringLiteral("root");
                nodes << n;
            }
            c.id = inv.saveCluster(c, nodes).value();
            c.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
            c.allowLegacyKex = true;
            QVERIFY(inv.saveCluster(c, nodes.mid(0, 2)).ok());
            QVERIFY(inv.removeCluster(c.id).ok());
        }
        const QStringList cli = auditTrail(home(cliProfile));
        QCOMPARE(cli.size(), 5); // created, policy, legacy kex, gpu03 deleted, cluster deleted
        QCOMPARE(cli, auditTrail(home(guiProfile)));
    }

    // Two bastions on one address (ports 22 and 2223) and five nodes behind them: one cluster per bastion,
    // named from the node aliases; the bastions are hops of those clusters, never nodes; ports as `ssh -G`.
    void importNamesClustersFromAliasesAndKeepsBastionsAsHops()
    {
        QTemporaryDir profile, files;
        const QString config = files.filePath(QStringLiteral("config"));
        QFile f(config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Host sg-bastion\n  HostName 198.18.1.1\n  User ops\n"
                "Host sg-bastion-otp\n  HostName 198.18.1.1\n  Port 2223\n  User ops\n"
                "Host h200-sg-01 h200-sg-02 h200-sg-03\n  ProxyJump sg-bastion\n"
                "Host a100-lab-1 a100-lab-2\n  ProxyJump sg-bastion-otp\n");
        f.close();
        Run r = console(home(profile),
                        {QStringLiteral("clusters"), QStringLiteral("import-ssh-config"), config,
                         QStringLiteral("--dry-run"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        QHash<QString, QJsonObject> byAlias;
        for (const QJsonValue &v :
             QJsonDocument::fromJson(r.out).object().value(QStringLiteral("hosts")).toArray())
            byAlias.insert(v.toObject().value(QStringLiteral("alias")).toString(), v.toObject());
        QVERIFY(byAlias.value(QStringLiteral("sg-bastion")).value(QStringLiteral("jump_host")).toBool());
        QVERIFY(!byAlias.value(QStringLiteral("sg-bastion")).contains(QStringLiteral("cluster")));
        QCOMPARE(byAlias.value(QStringLiteral("h200-sg-02")).value(QStringLiteral("cluster")).toString(),
                 QStringLiteral("h200-sg"));
        QCOMPARE(byAlias.value(QStringLiteral("a100-lab-1")).value(QStringLiteral("cluster")).toString(),
                 QStringLiteral("a100-lab"));

        r = console(home(profile), {QStringLiteral("clusters"), QStringLiteral("import-ssh-config"), config});
        QVERIFY2(r.code == 0, r.err.constData());
        Database db;
        QVERIFY(db.open(home(profile) + QStringLiteral("/clustergate.sqlite")).ok());
        Inventory inv(db);
        const auto all = inv.clusters();
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 2);
        // The owner of the ports: ssh -G on the same file.
        const auto sshPort = [&](const QString &alias) {
            QProcess ssh;
            ssh.start(QStringLiteral("ssh"), {QStringLiteral("-G"), QStringLiteral("-F"), config, alias});
            ssh.waitForFinished(10000);
            for (const QByteArray &line : ssh.readAllStandardOutput().split('\n')) {
                if (line.startsWith("port "))
                    return line.mid(5).toInt();
            }
            return -1;
        };
        QHash<QString, QStringList> nodesOf;
        for (const ClusterRecord &c : all.value()) {
            QCOMPARE(c.jumps.size(), 1);
            const QString bastion = c.name == QLatin1String("h200-sg") ? QStringLiteral("sg-bastion")
                                                                       : QStringLiteral("sg-bastion-otp");
            QCOMPARE(c.jumps.first().label, bastion);
            QCOMPARE(int(c.jumps.first().port), sshPort(bastion));
            const auto nodes = inv.nodes(c.id);
            QVERIFY(nodes.ok());
            for (const NodeRecord &n : nodes.value())
                nodesOf[c.name] << n.name;
        }
        QCOMPARE(nodesOf.value(QStringLiteral("h200-sg")),
                 (QStringList{QStringLiteral("h200-sg-01"), QStringLiteral("h200-sg-02"),
                              QStringLiteral("h200-sg-03")}));
        QCOMPARE(nodesOf.value(QStringLiteral("a100-lab")),
                 (QStringList{QStringLiteral("a100-lab-1"), QStringLiteral("a100-lab-2")}));
        QVERIFY(sshPort(QStringLiteral("sg-bastion-otp")) == 2223);
    }

    // The same import as File > Import ssh Config: SshConfigImport's reading, Inventory::importHosts.
    void importsAnSshConfigAsTheConsoleDoes()
    {
        QTemporaryDir profile, guiProfile, files;
        const QString config = files.filePath(QStringLiteral("config"));
        QFile f(config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Host jump\n  HostName jump.example-dc.net\n  User ops\n"
                "Host bastion-2\n  HostName bastion-2.internal\n  ProxyJump jump\n"
                "Host h200-001 h200-002\n  ProxyJump bastion-2\n  User li\n"
                "Host piped\n  ProxyCommand nc %h %p\n"
                "Host scratch\n  HostName 10.9.9.9\n");
        f.close();
        Run r = console(home(profile),
                        {QStringLiteral("clusters"), QStringLiteral("import-ssh-config"), config,
                         QStringLiteral("--dry-run"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("imported")).toInt(), 0);
        QVERIFY(o.value(QStringLiteral("dry_run")).toBool());
        QHash<QString, QJsonObject> byAlias;
        for (const QJsonValue &v : o.value(QStringLiteral("hosts")).toArray())
            byAlias.insert(v.toObject().value(QStringLiteral("alias")).toString(), v.toObject());
        QVERIFY(!byAlias.value(QStringLiteral("piped")).value(QStringLiteral("importable")).toBool());
        QVERIFY(byAlias.value(QStringLiteral("piped"))
                    .value(QStringLiteral("reason"))
                    .toString()
                    .contains(QLatin1String("ProxyCommand")));
        QCOMPARE(byAlias.value(QStringLiteral("h200-002")).value(QStringLiteral("cluster")).toString(),
                 QStringLiteral("h200"));
        QCOMPARE(auditTrail(home(profile)), QStringList{}); // a dry run writes nothing

        r = console(home(profile), {QStringLiteral("clusters"), QStringLiteral("import-ssh-config"), config,
                                    QStringLiteral("--host"), QStringLiteral("piped")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("piped cannot be imported"), r.err.constData());

        r = console(home(profile), {QStringLiteral("clusters"), QStringLiteral("import-ssh-config"), config,
                                    QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        o = QJsonDocument::fromJson(r.out).object();
        const int imported = o.value(QStringLiteral("imported")).toInt();

        // What the dialog does with the same file: every importable row checked, then importHosts.
        const auto scan = SshConfigImport::scan(config);
        QVERIFY(scan.ok());
        QList<ssh::ImportedHost> chosen;
        for (const SshImportCandidate &c : scan->hosts) {
            if (c.importable)
                chosen << c.imported;
        }
        Database db;
        QVERIFY(db.open(home(guiProfile) + QStringLiteral("/clustergate.sqlite")).ok());
        Inventory gui(db);
        QCOMPARE(gui.importHosts(chosen).value(), imported);
        Database cliDb;
        QVERIFY(cliDb.open(home(profile) + QStringLiteral("/clustergate.sqlite")).ok());
        Inventory cli(cliDb);
        const auto a = cli.clusters().value();
        const auto b = gui.clusters().value();
        QCOMPARE(a.size(), b.size());
        for (int i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].name, b[i].name);
            QCOMPARE(a[i].jumps.size(), b[i].jumps.size());
            QStringList na, nb;
            const auto cliNodes = cli.nodes(a[i].id);
            const auto guiNodes = gui.nodes(b[i].id);
            for (const NodeRecord &n : cliNodes.value())
                na << n.name + u'=' + n.endpoint.user + u'@' + n.endpoint.host;
            for (const NodeRecord &n : guiNodes.value())
                nb << n.name + u'=' + n.endpoint.user + u'@' + n.endpoint.host;
            QCOMPARE(na, nb);
        }
        QCOMPARE(imported, 3); // h200-001, h200-002, scratch; jump and bastion-2 are their hops, not nodes

        r = console(home(profile), {QStringLiteral("clusters"), QStringLiteral("import-ssh-config"),
                                    files.filePath(QStringLiteral("missing"))});
        QCOMPARE(r.code, 1);
        QVERIFY(!r.err.isEmpty());
    }

    // --openssh resolves every alias with ssh -G, Match blocks included: the port is the one OpenSSH says.
    void importWithOpenSshFollowsMatchBlocks()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty())
            QSKIP("OpenSSH (ssh) is needed for ssh -G");
        QTemporaryDir profile, files;
        const QString config = files.filePath(QStringLiteral("config"));
        QFile f(config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Host gpu-a gpu-b\n  User ops\nMatch originalhost gpu-b exec \"true\"\n  Port 2222\n");
        f.close();
        QProcess ssh;
        ssh.start(QStringLiteral("ssh"),
                  {QStringLiteral("-G"), QStringLiteral("-F"), config, QStringLiteral("gpu-b")});
        QVERIFY(ssh.waitForFinished(20000));
        int opensshPort = 0;
        for (const QByteArray &line : ssh.readAllStandardOutput().split('\n')) {
            if (line.startsWith("port "))
                opensshPort = line.mid(5).toInt();
        }
        QCOMPARE(opensshPort, 2222);
        const auto portOf = [&](const QStringList &extra) {
            const Run r = console(home(profile),
                                  QStringList{QStringLiteral("clusters"), QStringLiteral("import-ssh-config"),
                                              config, QStringLiteral("--dry-run"), QStringLiteral("--format"),
                                              QStringLiteral("json")} +
                                      extra);
            const QJsonObject o = QJsonDocument::fromJson(r.out).object();
            if (r.code != 0 || !o.value(QStringLiteral("has_match_blocks")).toBool())
                return -1;
            for (const QJsonValue &v : o.value(QStringLiteral("hosts")).toArray()) {
                if (v.toObject().value(QStringLiteral("alias")) == QLatin1String("gpu-b"))
                    return v.toObject().value(QStringLiteral("port")).toInt();
            }
            return -2;
        };
        QCOMPARE(portOf({QStringLiteral("--openssh")}), opensshPort);
        const Run plain =
            console(home(profile), {QStringLiteral("clusters"), QStringLiteral("import-ssh-config"), config,
                                    QStringLiteral("--dry-run")});
        QVERIFY2(plain.out.contains("--openssh"), plain.out.constData()); // the note says how to honour Match
    }

    // Usage errors: the usage and exit status 2, for every command, nothing on standard output.
    void unknownCommandsAndOptionsAreUsageErrors_data()
    {
        QTest::addColumn<QString>("line");
        for (const char *line : {"frobnicate",
                                 "--frobnicate",
                                 "frobnicate --lang en",
                                 "clusters",
                                 "clusters frobnicate",
                                 "clusters list --bogus",
                                 "clusters list extra",
                                 "clusters list --format yaml",
                                 "clusters show",
                                 "clusters show lab --bogus",
                                 "clusters add",
                                 "clusters add lab --bogus",
                                 "clusters edit lab --bogus",
                                 "clusters remove",
                                 "clusters remove lab --bogus",
                                 "clusters import-ssh-config --bogus",
                                 "clusters import-ssh-config a b",
                                 "agent stream local --bogus",
                                 "agent push --bogus",
                                 "agent stop --bogus",
                                 "agent info local --bogus",
                                 "agent path --bogus",
                                 "ssh check --bogus",
                                 "ssh exec --bogus",
                                 "ssh push --bogus",
                                 "ssh frobnicate",
                                 "secrets list --bogus",
                                 "secrets check --bogus",
                                 "secrets frobnicate",
                                 "ledger verify --bogus",
                                 "ledger frobnicate",
                                 "ledger report --bogus",
                                 "bench baselines --bogus",
                                 "bench evaluate --bogus",
                                 "bench frobnicate",
                                 "plan --bogus",
                                 "jobs list --bogus",
                                 "jobs frobnicate",
                                 "jobs submit --bogus",
                                 "validate --bogus",
                                 "validate verify-report --bogus"})
            QTest::newRow(line) << QString::fromLatin1(line);
    }

    void unknownCommandsAndOptionsAreUsageErrors()
    {
        QFETCH(QString, line);
        QTemporaryDir profile;
        const Run r = console(home(profile), line.split(u' '));
        QVERIFY2(r.code == 2,
                 qPrintable(QStringLiteral("exit %1, stderr: %2").arg(r.code).arg(QString::fromUtf8(r.err))));
        // The commands that reach nodes over SSH (ssh ..., agent push|stop|stream TARGET) name the bad option
        // without their usage so far.
        const bool overSsh = line.startsWith(QLatin1String("ssh ")) ||
                             line.startsWith(QLatin1String("agent push")) ||
                             line.startsWith(QLatin1String("agent stop"));
        if (!overSsh)
            QVERIFY2(r.err.contains("sage") || r.err.contains("Options:"), r.err.constData());
        QVERIFY2(!r.err.trimmed().isEmpty(), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
    }

    // What opens the console instead: nothing, --lang, and the options QGuiApplication and QApplication read.
    void consoleOptionsOpenTheConsole_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("headless");
        const QList<std::pair<const char *, bool>> cases{
            {"", false},
            {"--lang zh_CN", false},
            {"--lang=en", false},
            {"-platform offscreen", false},
            {"--platform offscreen", false},
            {"-style fusion", false},
            {"-style=fusion", false},
            {"-stylesheet a.qss -reverse", false},
            {"--lang en -qwindowtitle x -qwindowgeometry 800x600", false},
            {"-display :1 -geometry 100x100 -session s1", false},
            {"-platformtheme gtk3 -platformpluginpath /p -plugin evdev -qwindowicon i.png", false},
            {"-widgetcount -qmljsdebugger=port:1234 -fontengine=freetype", false},
            {"-platform", true}, // the value is missing
            {"-reverse=1", true},
            {"frobnicate", true},
            {"-platform offscreen frobnicate", true},
            {"--lang en clusters list", true},
            {"clusters list", true},
            {"--version", true},
            {"--help", true},
            {"--", true},
            {"-", true},
        };
        for (const auto &[line, headless] : cases)
            QTest::newRow(*line ? line : "no arguments") << QString::fromLatin1(line) << headless;
    }

    void consoleOptionsOpenTheConsole()
    {
        QFETCH(QString, line);
        QFETCH(bool, headless);
        const QStringList args =
            QStringList{QStringLiteral("clustergate")} + line.split(u' ', Qt::SkipEmptyParts);
        QCOMPARE(cli::isHeadless(args), headless);
    }

private:
    QTemporaryFile m_key; // stands for a private key file: --identity needs one that exists
};

QTEST_GUILESS_MAIN(TestCliClusters)
#include "tst_cli_clusters.moc"
