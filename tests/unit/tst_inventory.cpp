// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster inventory on a real SQLite file: clusters, jump chains, nodes, policies, migration from v1.
#include "inventory/host_key_rotation.h"
#include "inventory/inventory.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

#include <sqlite3.h>

using namespace cg;

namespace {

ssh::Endpoint ep(const QString &host, quint16 port = 22, const QString &user = {}, const QString &label = {})
{
    ssh::Endpoint e;
    e.host = host;
    e.port = port;
    e.user = user;
    e.label = label;
    return e;
}

// "action subject {details}" of every audit row, in order.
QStringList auditTrail(Database &db)
{
    ledger::SqliteLedgerStore store(db);
    ledger::AuditLog log(store);
    QStringList out;
    const auto rows = log.rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false});
    for (const ledger::AuditRow &r : rows.value())
        out << r.action + u' ' + r.subject + u' ' + r.details;
    return out;
}

// Runs `sql` on the file through a connection of its own, without the product's guards: what a broken or
// tampered audit log looks like to the product.
Status rawExecute(const QString &path, const char *sql)
{
    sqlite3 *raw = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &raw) != SQLITE_OK) {
        sqlite3_close(raw);
        return Status::failure(QStringLiteral("cannot open"));
    }
    char *error = nullptr;
    const int rc = sqlite3_exec(raw, sql, nullptr, nullptr, &error);
    const QString message = QString::fromUtf8(error ? error : "");
    sqlite3_free(error);
    sqlite3_close(raw);
    return rc == SQLITE_OK ? Status(Ok{}) : Status::failure(message);
}

// Every later insert into the audit log fails, as a full disk or a damaged chain table would make it.
Status breakAuditLog(const QString &path)
{
    return rawExecute(path, "CREATE TRIGGER audit_refused BEFORE INSERT ON audit_log "
                            "BEGIN SELECT RAISE(ABORT, 'audit log refused the row'); END");
}

ssh::HostKey someHostKey(char fill)
{
    ssh::HostKey k;
    k.type = QStringLiteral("ssh-ed25519");
    // An ed25519 blob: string "ssh-ed25519", string of 32 key bytes.
    QByteArray blob;
    const QByteArray type = "ssh-ed25519";
    blob.append(char(0)).append(char(0)).append(char(0)).append(char(type.size())).append(type);
    blob.append(char(0)).append(char(0)).append(char(0)).append(char(32)).append(QByteArray(32, fill));
    k.blob = blob;
    return k;
}

// A real ed25519 key made by OpenSSH.
ssh::HostKey opensshKey(const QTemporaryDir &dir, const QString &name)
{
    const QString file = dir.filePath(name);
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"),
                 {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                  QString(), QStringLiteral("-f"), file});
    keygen.waitForFinished(20000);
    QFile pub(file + QStringLiteral(".pub"));
    if (!pub.open(QIODevice::ReadOnly))
        return {};
    return ssh::HostKey::fromOpenSshLine(QString::fromUtf8(pub.readAll()).trimmed()).value();
}

// The fingerprints OpenSSH finds for `host` in a known_hosts file (ssh-keygen -l -F), in file order.
QStringList fingerprintsFor(const QString &file, const QString &host)
{
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"),
                 {QStringLiteral("-l"), QStringLiteral("-F"), host, QStringLiteral("-f"), file});
    keygen.waitForFinished(20000);
    QStringList out;
    for (const QString &line : QString::fromUtf8(keygen.readAllStandardOutput()).split(u'\n')) {
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
        for (const QString &w : words) {
            if (w.startsWith(QLatin1String("SHA256:")))
                out << w;
        }
    }
    return out;
}

} // namespace

class TestInventory : public QObject
{
    Q_OBJECT

private slots:
    void journeyClusterRoundTrips()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clustergate.sqlite"));
        qint64 id = 0;
        {
            Database db;
            QVERIFY(db.open(path).ok());
            Inventory inv(db);
            ClusterRecord c;
            c.name = QStringLiteral("h200-abroad");
            c.provider = QStringLiteral("example-dc");
            c.region = QStringLiteral("SG");
            c.identityFiles = {QStringLiteral("/home/li/.ssh/id_ed25519")};
            c.jumps = {
                ep(QStringLiteral("jump.example-dc.net"), 22, QStringLiteral("li"), QStringLiteral("jump")),
                ep(QStringLiteral("bastion-2.internal"), 2222, QStringLiteral("li"),
                   QStringLiteral("bastion-2"))};
            const auto added = inv.addCluster(c);
            QVERIFY2(added.ok(), qPrintable(added.error()));
            id = added.value();
            QList<NodeRecord> nodes;
            for (int i = 1; i <= 16; ++i) {
                NodeRecord n;
                n.name = QStringLiteral("h200-%1").arg(i, 3, 10, QLatin1Char('0'));
                n.endpoint = ep(QStringLiteral("10.0.0.%1").arg(i), 22, QStringLiteral("li"));
                nodes << n;
            }
            QCOMPARE(inv.upsertNodes(id, nodes).value(), 16);
        }
        Database db;
        QVERIFY(db.open(path).ok());
        Inventory inv(db);
        const auto all = inv.clusters();
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 1);
        const ClusterRecord &c = all->first();
        QCOMPARE(c.jumps.size(), 2);
        QCOMPARE(c.jumps[1].host, QStringLiteral("bastion-2.internal"));
        QCOMPARE(c.jumps[1].port, quint16(2222));
        QCOMPARE(c.hostKeyPolicy, ssh::HostKeyPolicy::Strict);
        QCOMPARE(inv.nodes(id)->size(), 16);
        const auto plan = inv.planFor(id, QStringLiteral("h200-007"));
        QVERIFY(plan.ok());
        QCOMPARE(plan->jumps.size(), 2);
        QCOMPARE(plan->target.host, QStringLiteral("10.0.0.7"));
        QCOMPARE(plan->target.identityFiles, c.identityFiles);
        QVERIFY(!inv.planFor(id, QStringLiteral("h200-999")).ok());
    }

    void policiesAndUpdates()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("a");
        const qint64 id = inv.addCluster(c).value();
        QVERIFY(inv.setHostKeyPolicy(id, ssh::HostKeyPolicy::AcceptNew).ok());
        QCOMPARE(inv.cluster(id)->hostKeyPolicy, ssh::HostKeyPolicy::AcceptNew);
        // The schema itself refuses a policy that does not exist (there is no "accept anything").
        QVERIFY(!db.execute("UPDATE clusters SET host_key_policy = 'accept-all' WHERE id = ?1", {id}).ok());
        QVERIFY(inv.setJumpChain(id, {ep(QStringLiteral("b1"))}).ok());
        QCOMPARE(inv.cluster(id)->jumps.size(), 1);
        NodeRecord n;
        n.name = QStringLiteral("n1");
        n.endpoint = ep(QStringLiteral("10.1.1.1"));
        QVERIFY(inv.upsertNodes(id, {n}).ok());
        n.endpoint.host = QStringLiteral("10.1.1.2");
        QVERIFY(inv.upsertNodes(id, {n}).ok()); // same name: updated, not duplicated
        QCOMPARE(inv.nodes(id)->size(), 1);
        QCOMPARE(inv.nodes(id)->first().endpoint.host, QStringLiteral("10.1.1.2"));
    }

    void legacyKeyExchangeIsOffUnlessAllowed()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("old-provider");
        const qint64 id = inv.addCluster(c).value();
        QCOMPARE(inv.cluster(id)->allowLegacyKex, false);
        c = inv.cluster(id).value();
        c.allowLegacyKex = true;
        QVERIFY(inv.updateCluster(c).ok());
        QCOMPARE(inv.cluster(id)->allowLegacyKex, true);
        QVERIFY(!db.execute("UPDATE clusters SET legacy_kex = 2 WHERE id = ?1", {id}).ok());
    }

    void badInputIsRefusedWhole_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("empty name") << QStringLiteral("name");
        QTest::newRow("duplicate name") << QStringLiteral("duplicate");
        QTest::newRow("jump without host") << QStringLiteral("jump");
        QTest::newRow("node with port 0") << QStringLiteral("port");
    }

    void badInputIsRefusedWhole()
    {
        QFETCH(QString, what);
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord ok;
        ok.name = QStringLiteral("existing");
        const qint64 id = inv.addCluster(ok).value();
        ClusterRecord c;
        c.name = QStringLiteral("new");
        if (what == QLatin1String("name")) {
            c.name = QStringLiteral("  ");
            QVERIFY(!inv.addCluster(c).ok());
        } else if (what == QLatin1String("duplicate")) {
            c.name = QStringLiteral("existing");
            const auto r = inv.addCluster(c);
            QVERIFY(!r.ok());
            QVERIFY(r.error().contains(QStringLiteral("already exists")));
        } else if (what == QLatin1String("jump")) {
            c.jumps = {ep(QStringLiteral("b1")), ep(QString())};
            QVERIFY(!inv.addCluster(c).ok());
        } else {
            NodeRecord good, bad;
            good.name = QStringLiteral("good");
            good.endpoint = ep(QStringLiteral("10.0.0.1"));
            bad.name = QStringLiteral("bad");
            bad.endpoint = ep(QStringLiteral("10.0.0.2"), 0);
            QVERIFY(!inv.upsertNodes(id, {good, bad}).ok());
            QCOMPARE(inv.nodes(id)->size(), 0); // all or nothing
        }
        QCOMPARE(inv.clusters()->size(), 1); // nothing half-written
    }

    // The connection manager's edits: a cluster rewritten in place, its node list replaced all or nothing.
    void editsReplaceInPlaceAllOrNothing()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord a;
        a.name = QStringLiteral("a");
        a.jumps = {ep(QStringLiteral("jump-a"))};
        const qint64 idA = inv.addCluster(a).value();
        ClusterRecord b;
        b.name = QStringLiteral("b");
        QVERIFY(inv.addCluster(b).ok());

        a.id = idA;
        a.name = QStringLiteral("a-renamed");
        a.region = QStringLiteral("SG");
        a.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        a.jumps = {ep(QStringLiteral("j1"), 2222, QStringLiteral("li")), ep(QStringLiteral("j2"))};
        QVERIFY(inv.updateCluster(a).ok());
        const auto back = inv.cluster(idA);
        QCOMPARE(back->name, QStringLiteral("a-renamed"));
        QCOMPARE(back->region, QStringLiteral("SG"));
        QCOMPARE(back->hostKeyPolicy, ssh::HostKeyPolicy::AcceptNew);
        QCOMPARE(back->jumps.size(), 2);
        QCOMPARE(back->jumps[0].port, quint16(2222));

        a.name = QStringLiteral("b"); // taken
        const Status clash = inv.updateCluster(a);
        QVERIFY(!clash.ok());
        QVERIFY2(clash.error().contains(QStringLiteral("already exists")), qPrintable(clash.error()));
        QCOMPARE(inv.cluster(idA)->name, QStringLiteral("a-renamed"));

        const auto node = [](const QString &name, const QString &host) {
            NodeRecord n;
            n.name = name;
            n.endpoint = ep(host);
            return n;
        };
        QVERIFY(inv.replaceNodes(idA, {node(QStringLiteral("n1"), QStringLiteral("10.0.0.1")),
                                       node(QStringLiteral("n2"), QStringLiteral("10.0.0.2"))})
                    .ok());
        QVERIFY(inv.replaceNodes(idA, {node(QStringLiteral("n2"), QStringLiteral("10.0.0.22")),
                                       node(QStringLiteral("n3"), QStringLiteral("10.0.0.3"))})
                    .ok());
        auto nodes = inv.nodes(idA).value();
        QCOMPARE(nodes.size(), 2);
        QCOMPARE(nodes[0].name, QStringLiteral("n2"));
        QCOMPARE(nodes[0].endpoint.host, QStringLiteral("10.0.0.22"));
        QCOMPARE(nodes[1].name, QStringLiteral("n3"));
        // A duplicate or a bad row changes nothing.
        QVERIFY(!inv.replaceNodes(idA, {node(QStringLiteral("x"), QStringLiteral("h")),
                                        node(QStringLiteral("x"), QStringLiteral("h"))})
                     .ok());
        QVERIFY(!inv.replaceNodes(idA, {node(QStringLiteral("y"), QStringLiteral("h")),
                                        node(QStringLiteral("z"), QString())})
                     .ok());
        QCOMPARE(inv.nodes(idA)->size(), 2);
        QCOMPARE(inv.nodes(idA)->first().name, QStringLiteral("n2"));

        // The dialog's save: a new cluster and its nodes together, or neither.
        ClusterRecord c;
        c.name = QStringLiteral("c");
        QVERIFY(!inv.saveCluster(c, {node(QStringLiteral("ok"), QStringLiteral("h")),
                                     node(QStringLiteral("bad"), QString())})
                     .ok());
        QCOMPARE(inv.clusters()->size(), 2);
        const auto saved = inv.saveCluster(c, {node(QStringLiteral("ok"), QStringLiteral("h"))});
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        QCOMPARE(inv.nodes(saved.value())->size(), 1);
    }

    void removingAClusterRemovesItsNodes()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("gone");
        c.jumps = {ep(QStringLiteral("b1"))};
        const qint64 id = inv.addCluster(c).value();
        NodeRecord n;
        n.name = QStringLiteral("n1");
        n.endpoint = ep(QStringLiteral("10.0.0.1"));
        QVERIFY(inv.upsertNodes(id, {n}).ok());
        QVERIFY(inv.removeCluster(id).ok());
        QCOMPARE(db.query("SELECT count(*) FROM nodes")->first().first().toInt(), 0);
        QCOMPARE(db.query("SELECT count(*) FROM jump_hosts")->first().first().toInt(), 0);
    }

    // What loosens security or removes what is on record is an audit row written with the change, by the
    // inventory itself: whoever calls it (console, CLI, wizard) leaves the same rows.
    void securityChangesAreAuditedWithTheChange()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        inv.setActor(QStringLiteral("li"));
        ClusterRecord c;
        c.name = QStringLiteral("h200");
        c.jumps = {ep(QStringLiteral("jump.example.net"), 22, QStringLiteral("ops"))};
        QList<NodeRecord> nodes;
        for (int i = 1; i <= 3; ++i) {
            NodeRecord n;
            n.name = QStringLiteral("gpu0%1").arg(i);
            n.endpoint = ep(QStringLiteral("10.0.0.%1").arg(i), 22, QStringLiteral("root"));
            nodes << n;
        }
        const auto id = inv.saveCluster(c, nodes);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        c.id = id.value();
        QCOMPARE(auditTrail(db), QStringList{QStringLiteral(
                                     "cluster.created cluster:h200 {\"host_key_policy\":\"strict\","
                                     "\"jump_hosts\":\"ops@jump.example.net\",\"legacy_kex\":false}")});

        c.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        c.allowLegacyKex = true;
        c.jumps << ep(QStringLiteral("bastion-2"), 2222);
        QVERIFY(inv.saveCluster(c, nodes.mid(0, 2)).ok()); // gpu03 leaves
        QVERIFY(inv.removeCluster(c.id).ok());
        const QStringList trail = auditTrail(db);
        QCOMPARE(trail.mid(1),
                 (QStringList{
                     QStringLiteral(
                         "cluster.host-key-policy cluster:h200 {\"from\":\"strict\",\"to\":\"accept-new\"}"),
                     QStringLiteral("cluster.legacy-kex cluster:h200 {\"from\":false,\"to\":true}"),
                     QStringLiteral("cluster.jump-chain cluster:h200 {\"from\":\"ops@jump.example.net\","
                                    "\"to\":\"ops@jump.example.net,bastion-2:2222\"}"),
                     QStringLiteral("node.deleted node:h200/gpu03 {\"host\":\"10.0.0.3\",\"port\":22,"
                                    "\"user\":\"root\"}"),
                     QStringLiteral("cluster.deleted cluster:h200 {\"host_key_policy\":\"accept-new\","
                                    "\"jump_hosts\":\"ops@jump.example.net,bastion-2:2222\",\"nodes\":2}")}));
        // The rows are part of the tamper-evident chain, by the actor given.
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog log(store);
        QVERIFY(log.verify().intact);
        const auto rows = log.rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false});
        for (const ledger::AuditRow &r : rows.value())
            QCOMPARE(r.actor, QStringLiteral("li"));
    }

    // A change whose audit row cannot be written is not made; a change that fails writes no row.
    void auditAndChangeAreAllOrNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("db.sqlite"));
        Database db;
        QVERIFY(db.open(path).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("kept");
        c.jumps = {ep(QStringLiteral("b1"))};
        NodeRecord n1, n2;
        n1.name = QStringLiteral("n1");
        n1.endpoint = ep(QStringLiteral("10.0.0.1"));
        n2.name = QStringLiteral("n2");
        n2.endpoint = ep(QStringLiteral("10.0.0.2"));
        c.id = inv.saveCluster(c, {n1, n2}).value();
        ClusterRecord other;
        other.name = QStringLiteral("other");
        QVERIFY(inv.addCluster(other).ok());
        const QStringList before = auditTrail(db);
        QCOMPARE(before.size(), 2);

        // The change fails (the name is taken): no audit row for the loosened policy either.
        ClusterRecord clash = c;
        clash.name = QStringLiteral("other");
        clash.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        QVERIFY(!inv.saveCluster(clash, {n1}).ok());
        QCOMPARE(auditTrail(db), before);
        QCOMPARE(inv.nodes(c.id)->size(), 2);
        // A host key whose known_hosts line cannot be written leaves no "accepted" row.
        bool wrote = false;
        const Status refused =
            inv.recordHostKey(c.name, QStringLiteral("10.0.0.1"), 22, someHostKey('a'), {}, [&] {
                wrote = true;
                return Status::failure(QStringLiteral("disk full"));
            });
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().contains(QLatin1String("disk full")));
        QVERIFY(wrote);
        QCOMPARE(auditTrail(db), before);

        // The audit log refuses rows: none of these changes is made.
        const Status broken = breakAuditLog(path);
        QVERIFY2(broken.ok(), qPrintable(broken.error()));
        const Status policy = inv.setHostKeyPolicy(c.id, ssh::HostKeyPolicy::AcceptNew);
        QVERIFY(!policy.ok());
        QVERIFY2(policy.error().contains(QLatin1String("audit log refused the row")),
                 qPrintable(policy.error()));
        QCOMPARE(inv.cluster(c.id)->hostKeyPolicy, ssh::HostKeyPolicy::Strict);
        ClusterRecord loosened = c;
        loosened.allowLegacyKex = true;
        QVERIFY(!inv.saveCluster(loosened, {n1, n2}).ok());
        QVERIFY(!inv.cluster(c.id)->allowLegacyKex);
        QVERIFY(!inv.replaceNodes(c.id, {n1}).ok()); // n2 would be deleted
        QCOMPARE(inv.nodes(c.id)->size(), 2);
        QVERIFY(!inv.removeCluster(c.id).ok());
        QVERIFY(inv.cluster(c.id).ok());
        QCOMPARE(inv.nodes(c.id)->size(), 2);
        wrote = false;
        QVERIFY(!inv.recordHostKey(c.name, QStringLiteral("10.0.0.1"), 22, someHostKey('a'), {},
                                   [&] {
                                       wrote = true;
                                       return Status(Ok{});
                                   })
                     .ok());
        QVERIFY(!wrote); // the row comes first: no known_hosts line without it
        // What changes nothing that matters still works.
        ClusterRecord providerOnly = c;
        providerOnly.provider = QStringLiteral("example-dc");
        QVERIFY(inv.updateCluster(providerOnly).ok());

        QVERIFY(rawExecute(path, "DROP TRIGGER audit_refused").ok());
        QCOMPARE(auditTrail(db), before);
        QVERIFY(inv.recordHostKey(c.name, QStringLiteral("10.0.0.1"), 22, someHostKey('b'),
                                  {someHostKey('a')}, [] { return Status(Ok{}); })
                    .ok());
        const QString replaced = auditTrail(db).last();
        QVERIFY2(replaced.startsWith(QLatin1String("host-key.replaced host:10.0.0.1 ")),
                 qPrintable(replaced));
        QVERIFY(replaced.contains(someHostKey('a').fingerprintSha256()));
        QVERIFY(replaced.contains(someHostKey('b').fingerprintSha256()));
    }

    // A changed key replaced on purpose: the old key's lines for that host go (hashed or in a list of names),
    // everything else stays, the new key is on record, as OpenSSH's own ssh-keygen -F reads the file; the
    // audit row names both fingerprints. A wildcard line that still names the host is left to a person.
    void hostKeyReplacementAsOpenSshReadsIt()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
            QSKIP("ssh-keygen (openssh-client) is needed as the oracle");
        QTemporaryDir dir;
        const ssh::HostKey oldKey = opensshKey(dir, QStringLiteral("old"));
        const ssh::HostKey newKey = opensshKey(dir, QStringLiteral("new"));
        const ssh::HostKey otherKey = opensshKey(dir, QStringLiteral("other"));
        QVERIFY(!oldKey.blob.isEmpty() && !newKey.blob.isEmpty() && !otherKey.blob.isEmpty());
        const QString known = dir.filePath(QStringLiteral("known_hosts"));
        const QByteArray oldB64 = oldKey.blob.toBase64(), otherB64 = otherKey.blob.toBase64();
        {
            QFile f(known);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("# kept as written\n198.18.4.10,gpu01 ssh-ed25519 " + oldB64 +
                    " reinstalled\n198.18.4.11 ssh-ed25519 " + otherB64 +
                    "\n@cert-authority *.lab ssh-ed25519 " + otherB64 + "\n");
        }
        QVERIFY(ssh::KnownHosts::append(known, QStringLiteral("198.18.4.10"), 22, oldKey).ok()); // hashed
        QCOMPARE(fingerprintsFor(known, QStringLiteral("198.18.4.10")),
                 (QStringList{oldKey.fingerprintSha256(), oldKey.fingerprintSha256()}));

        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        const Status st = HostKeyRotation::record(inv, QStringLiteral("lab"), known,
                                                  QStringLiteral("198.18.4.10"), 22, newKey, {oldKey});
        QVERIFY2(st.ok(), qPrintable(st.error()));
        QCOMPARE(fingerprintsFor(known, QStringLiteral("198.18.4.10")),
                 QStringList{newKey.fingerprintSha256()});
        QCOMPARE(fingerprintsFor(known, QStringLiteral("gpu01")), QStringList{oldKey.fingerprintSha256()});
        QCOMPARE(fingerprintsFor(known, QStringLiteral("198.18.4.11")),
                 QStringList{otherKey.fingerprintSha256()});
        QFile f(known);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        f.close();
        QVERIFY(text.startsWith("# kept as written\ngpu01 ssh-ed25519 " + oldB64 + " reinstalled\n"));
        QVERIFY(text.contains("@cert-authority *.lab ssh-ed25519 " + otherB64));
        const QStringList trail = auditTrail(db);
        QCOMPARE(trail.size(), 1);
        QVERIFY2(trail.first().startsWith(QLatin1String("host-key.replaced host:198.18.4.10 ")),
                 qPrintable(trail.first()));
        QVERIFY(trail.first().contains(oldKey.fingerprintSha256()));
        QVERIFY(trail.first().contains(newKey.fingerprintSha256()));
        QVERIFY(trail.first().contains(QLatin1String("\"cluster\":\"lab\"")));

        // The old key still on record through a pattern: refused, the file as it was, no row.
        QVERIFY(f.open(QIODevice::Append));
        f.write("198.18.4.* ssh-ed25519 " + newKey.blob.toBase64() + "\n");
        f.close();
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        const Status pattern = HostKeyRotation::record(inv, QStringLiteral("lab"), known,
                                                       QStringLiteral("198.18.4.12"), 22, otherKey, {newKey});
        QVERIFY(!pattern.ok());
        QVERIFY2(pattern.error().contains(QLatin1String("by hand")), qPrintable(pattern.error()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QCOMPARE(auditTrail(db).size(), 1);
    }

    // Hosts from the journey's ssh_config land as one cluster per jump chain.
    void importsHostsFromAnSshConfig()
    {
        const QByteArray text = "Host jump\n  HostName jump.example-dc.net\n  User ops\n"
                                "Host bastion-2\n  HostName bastion-2.internal\n  ProxyJump jump\n"
                                "Host h200-001 h200-002\n  ProxyJump bastion-2\n  User li\n"
                                "Host scratch\n  HostName 10.9.9.9\n";
        ssh::SshConfigOptions opts;
        opts.homeDir = QStringLiteral("/nonexistent-home");
        const ssh::SshConfig cfg = ssh::SshConfig::parse(text, QStringLiteral("config"), opts);
        QList<ssh::SshConfigIssue> skipped;
        QList<ssh::ImportedHost> hosts;
        for (const ssh::ImportedHost &h : cfg.importAll(&skipped)) {
            if (h.host.alias.startsWith(QLatin1String("h200")) || h.host.alias == QLatin1String("scratch"))
                hosts << h;
        }
        QCOMPARE(hosts.size(), 3);
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        QCOMPARE(inv.importHosts(hosts).value(), 3);
        QCOMPARE(inv.importHosts(hosts).value(), 3); // again: same clusters, nodes updated, nothing doubled
        const auto all = inv.clusters();
        QCOMPARE(all->size(), 2);
        const ClusterRecord *via = nullptr;
        for (const ClusterRecord &c : all.value()) {
            if (!c.jumps.isEmpty())
                via = &c;
        }
        QVERIFY(via);
        QCOMPARE(via->name, QStringLiteral("h200")); // the node aliases' common stem
        QCOMPARE(via->jumps.size(), 2);
        QCOMPARE(via->jumps[0].host, QStringLiteral("jump.example-dc.net"));
        QCOMPARE(via->jumps[0].user, QStringLiteral("ops"));
        QCOMPARE(inv.nodes(via->id)->size(), 2);
        QCOMPARE(inv.nodes(via->id)->first().endpoint.user, QStringLiteral("li"));
    }

    // A database written by the first version is upgraded in place and keeps its rows.
    void contractRoundTripsAndBadOnesAreNamed()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("sg-h200");
        c.contract.gpuModel = QStringLiteral("H200");
        c.contract.gpusPerNode = 8;
        c.contract.interconnect = QStringLiteral("NVLink + InfiniBand NDR");
        c.contract.memoryTBps = 4.8;
        c.contract.interNodeGbps = 400;
        c.contract.periodMonths = 12;
        c.contract.prepaymentShare = 0.3;
        c.contract.auditCooperation = true;
        c.contract.deletionDays = 30;
        const qint64 id = inv.addCluster(c).value();
        QCOMPARE(inv.cluster(id)->contract, c.contract);
        // Edited elsewhere (the cluster dialog) without touching the contract: it stays.
        ClusterRecord edited = inv.cluster(id).value();
        edited.provider = QStringLiteral("example-dc");
        QVERIFY(inv.updateCluster(edited).ok());
        QCOMPARE(inv.cluster(id)->contract.gpusPerNode, 8);

        const auto bad = ClusterContract::fromJson(
            QJsonDocument::fromJson(
                R"({"gpus_per_node": 8.5, "prepayment_share": 1.5, "audit_cooperation": "yes"})")
                .object());
        QVERIFY(!bad.ok());
        for (const char *key : {"gpus_per_node", "true or false", "prepayment"})
            QVERIFY2(bad.error().contains(QLatin1String(key)), qPrintable(bad.error()));
        // A contract broken by hand in the file does not hide the cluster.
        QVERIFY(db.execute("UPDATE clusters SET contract = 'not json' WHERE id = ?1", {id}).ok());
        QVERIFY(inv.cluster(id).ok());
        QVERIFY(inv.cluster(id)->contract.isEmpty());
    }

    void migratesAVersionOneDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &raw), SQLITE_OK);
        QCOMPARE(
            sqlite3_exec(
                raw,
                "CREATE TABLE targets (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, "
                "created_at TEXT NOT NULL DEFAULT 'x');"
                "INSERT INTO targets(id, name, kind) VALUES ('local', 'This machine', 'local');"
                "PRAGMA user_version=1; PRAGMA application_id=1128748101;",
                nullptr, nullptr, nullptr),
            SQLITE_OK);
        sqlite3_close(raw);
        Database db;
        const Status st = db.open(path);
        QVERIFY2(st.ok(), qPrintable(st.error()));
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(db.targets()->size(), 1);
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("after-upgrade");
        QVERIFY(inv.addCluster(c).ok());
    }

    // The guides' job specs need the cluster's placement and object store: saved with it, read back,
    // rewritten, and refused when Slurm, rclone or the batch script could not read them.
    void placementRoundTripsAndIsValidated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clustergate.sqlite"));
        ClusterPlacement pl;
        pl.interconnectFeature = QStringLiteral("ib");
        pl.topologySwitches = true;
        pl.switchesWaitMinutes = 10;
        pl.objectStoreRoot = QStringLiteral("/mnt/object-store");
        pl.objectStoreRemote = QStringLiteral("store:");
        pl.defaultBucket = QStringLiteral("team-ml");
        pl.stagingRoot = QStringLiteral("$HOME/datasets");
        qint64 id = 0;
        {
            Database db;
            QVERIFY(db.open(path).ok());
            Inventory inv(db);
            ClusterRecord c;
            c.name = QStringLiteral("h200-sg");
            c.placement = pl;
            const auto added = inv.addCluster(c);
            QVERIFY2(added.ok(), qPrintable(added.error()));
            id = added.value();
            ClusterRecord plain;
            plain.name = QStringLiteral("plain");
            QVERIFY(inv.addCluster(plain).ok());
        }
        Database db;
        QVERIFY(db.open(path).ok());
        Inventory inv(db);
        QCOMPARE(inv.cluster(id)->placement, pl);
        // A cluster saved without them reads as not known (empty, --switches off, the default wait).
        const auto all = inv.clusters();
        QVERIFY(all.ok() && all->size() == 2);
        for (const ClusterRecord &c : all.value()) {
            if (c.name == QLatin1String("plain"))
                QCOMPARE(c.placement, ClusterPlacement{});
        }
        ClusterRecord edited = inv.cluster(id).value();
        edited.placement.objectStoreRoot.clear();
        edited.placement.topologySwitches = false;
        const auto saved = inv.saveCluster(edited, {});
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        QCOMPARE(inv.cluster(id)->placement, edited.placement);
        const auto row =
            db.query("SELECT object_store_root, topology_switches FROM clusters WHERE id = ?1", {id});
        QVERIFY(row.ok() && row->size() == 1);
        QCOMPARE(row->first().at(0).toString(), QString());
        QCOMPARE(row->first().at(1).toInt(), 0);

        // Each wrong field refused with what is wrong, and nothing written.
        const QList<std::pair<std::function<void(ClusterPlacement &)>, const char *>> bad = {
            {[](ClusterPlacement &p) { p.interconnectFeature = QStringLiteral("ib&gpu"); },
             "Slurm node feature"},
            {[](ClusterPlacement &p) { p.interconnectFeature = QStringLiteral("ib fast"); },
             "Slurm node feature"},
            {[](ClusterPlacement &p) { p.interconnectFeature = QString(65, QLatin1Char('a')); }, "64"},
            {[](ClusterPlacement &p) { p.switchesWaitMinutes = -1; }, "switch wait"},
            {[](ClusterPlacement &p) { p.objectStoreRoot = QStringLiteral("mnt/store"); }, "absolute"},
            {[](ClusterPlacement &p) { p.objectStoreRoot = QStringLiteral("/mnt/../etc"); }, "absolute"},
            {[](ClusterPlacement &p) { p.objectStoreRoot = QStringLiteral("/mnt/$(reboot)"); }, "absolute"},
            {[](ClusterPlacement &p) { p.objectStoreRoot = QStringLiteral("~/store"); }, "absolute"},
            {[](ClusterPlacement &p) { p.objectStoreRemote = QStringLiteral("-store"); }, "rclone"},
            {[](ClusterPlacement &p) { p.objectStoreRemote = QStringLiteral("store :"); }, "rclone"},
            {[](ClusterPlacement &p) { p.objectStoreRemote = QStringLiteral("s3:bucket"); }, "rclone"},
            {[](ClusterPlacement &p) { p.defaultBucket = QStringLiteral("Team_ML"); }, "bucket name"},
            {[](ClusterPlacement &p) { p.stagingRoot = QStringLiteral("datasets"); }, "staging root"},
        };
        for (const auto &[change, why] : bad) {
            ClusterRecord c = inv.cluster(id).value();
            change(c.placement);
            const Status st = inv.updateCluster(c);
            QVERIFY2(!st.ok(), why);
            QVERIFY2(st.error().contains(QLatin1String(why)), qPrintable(st.error()));
            QCOMPARE(inv.cluster(id)->placement, edited.placement);
        }
        // The schema itself refuses what the code would never write.
        QVERIFY(!db.execute("UPDATE clusters SET switches_wait_minutes = -5 WHERE id = ?1", {id}).ok());
        QVERIFY(!db.execute("UPDATE clusters SET topology_switches = 2 WHERE id = ?1", {id}).ok());
    }

    // Slurm's time formats for --switches=COUNT@MAX-TIME (sbatch(1)), in whole minutes.
    void switchesWaitReadsSlurmTimes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("minutes"); // -1: refused
        QTest::newRow("minutes") << "30" << 30;
        QTest::newRow("zero") << "0" << 0;
        QTest::newRow("minutes:seconds") << "10:00" << 10;
        QTest::newRow("hours:minutes:seconds") << "1:30:00" << 90;
        QTest::newRow("days-hours") << "1-12" << 36 * 60;
        QTest::newRow("days-hours:minutes") << "1-0:05" << 24 * 60 + 5;
        QTest::newRow("days-hours:minutes:seconds") << "0-2:00:00" << 120;
        QTest::newRow("seconds left over") << "10:30" << -1;
        QTest::newRow("over a week") << "8-0" << -1;
        QTest::newRow("word") << "soon" << -1;
        QTest::newRow("negative") << "-5" << -1;
        QTest::newRow("empty") << "" << -1;
        QTest::newRow("four parts") << "1:2:3:4" << -1;
    }
    void switchesWaitReadsSlurmTimes()
    {
        QFETCH(QString, text);
        QFETCH(int, minutes);
        const Result<int> r = ClusterPlacement::parseWait(text);
        if (minutes < 0) {
            QVERIFY2(!r.ok(), qPrintable(text));
            QVERIFY(!r.error().isEmpty());
            return;
        }
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.value(), minutes);
        QCOMPARE(ClusterPlacement::parseWait(ClusterPlacement::waitText(minutes)).value(), minutes);
    }

    // A database of the schema before placement (version 6, as an earlier ClusterGate left it): its
    // clusters keep everything and read with placement not known; then placement is saved.
    void migratesAVersionSixDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v6.sqlite"));
        qint64 id = 0;
        {
            Database db;
            QVERIFY(db.open(path).ok());
            ClusterRecord c;
            c.name = QStringLiteral("before");
            c.region = QStringLiteral("SG");
            c.jumps = {ep(QStringLiteral("jump.example.net"), 2222, QStringLiteral("ops"))};
            id = Inventory(db).addCluster(c).value();
        }
        // Back to version 6: the columns migrations 7, 8, 10 and 12 added dropped again, the version set back
        // (migration 9's table is made only when it is missing).
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &raw), SQLITE_OK);
        for (const char *column :
             {"interconnect_feature", "topology_switches", "switches_wait_minutes", "object_store_root",
              "object_store_remote", "default_bucket", "staging_root", "legacy_kex", "registries"}) {
            const QByteArray sql = QByteArray("ALTER TABLE clusters DROP COLUMN ") + column;
            char *err = nullptr;
            QVERIFY2(sqlite3_exec(raw, sql.constData(), nullptr, nullptr, &err) == SQLITE_OK, err);
        }
        for (const char *sql : {"ALTER TABLE ledger_datasets DROP COLUMN version",
                                "ALTER TABLE ledger_requests DROP COLUMN dataset_versions"}) {
            char *err = nullptr;
            QVERIFY2(sqlite3_exec(raw, sql, nullptr, nullptr, &err) == SQLITE_OK, err);
        }
        QCOMPARE(sqlite3_exec(raw, "PRAGMA user_version=6", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_stmt *stmt = nullptr;
        QCOMPARE(sqlite3_prepare_v2(raw,
                                    "SELECT count(*) FROM pragma_table_info('clusters') WHERE name = "
                                    "'interconnect_feature'",
                                    -1, &stmt, nullptr),
                 SQLITE_OK);
        QCOMPARE(sqlite3_step(stmt), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(stmt, 0), 0);
        sqlite3_finalize(stmt);
        sqlite3_close(raw);

        Database db;
        const Status st = db.open(path);
        QVERIFY2(st.ok(), qPrintable(st.error()));
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        Inventory inv(db);
        const auto c = inv.cluster(id);
        QVERIFY2(c.ok(), qPrintable(c.error()));
        QCOMPARE(c->name, QStringLiteral("before"));
        QCOMPARE(c->region, QStringLiteral("SG"));
        QCOMPARE(c->jumps.size(), 1);
        QCOMPARE(c->jumps[0].port, quint16(2222));
        QCOMPARE(c->placement, ClusterPlacement{});
        ClusterRecord edited = c.value();
        edited.placement.interconnectFeature = QStringLiteral("ib");
        edited.placement.objectStoreRemote = QStringLiteral("store");
        QVERIFY(inv.updateCluster(edited).ok());
        QCOMPARE(inv.cluster(id)->placement, edited.placement);
    }
};

QTEST_GUILESS_MAIN(TestInventory)
#include "tst_inventory.moc"
