// SPDX-License-Identifier: GPL-3.0-or-later
// Credential metadata in a real SQLite file: add, update, use, links, rotation due dates, and the upgrade
// of a database made before the keychain existed.
#include "secrets/credential_registry.h"
#include "storage/database.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

using namespace cg;
using namespace cg::secrets;

namespace {

const QDateTime kT0 = QDateTime(QDate(2025, 3, 1), QTime(9, 30), Qt::UTC);

CredentialMeta meta(const QString &id, CredentialKind kind, int rotationDays = 0)
{
    CredentialMeta m;
    m.id = id;
    m.kind = kind;
    m.label = QStringLiteral("label of ") + id;
    m.rotationDays = rotationDays;
    m.created = kT0;
    return m;
}

} // namespace

class TestCredentialRegistry : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_db;

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(
            QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())));
        const Status st = m_db.open(path);
        QVERIFY2(st.ok(), qPrintable(st.error()));
    }
    void cleanup() { m_db.close(); }

    void addListUpdateRemove()
    {
        CredentialRegistry reg(m_db);
        QVERIFY(reg.list()->isEmpty());
        QVERIFY(reg.upsert(meta(QStringLiteral("bastion-pw"), CredentialKind::Password, 90), kT0).ok());
        CredentialMeta vaulted = meta(QStringLiteral("s3.token"), CredentialKind::ApiToken);
        vaulted.store = QStringLiteral("vault");
        QVERIFY(reg.upsert(vaulted, kT0.addDays(1)).ok());

        auto all = reg.list();
        QVERIFY2(all.ok(), qPrintable(all.error()));
        QCOMPARE(all->size(), 2);
        const CredentialMeta &a = all->at(0);
        QCOMPARE(a.id, QStringLiteral("bastion-pw"));
        QCOMPARE(a.kind, CredentialKind::Password);
        QCOMPARE(a.label, QStringLiteral("label of bastion-pw"));
        QCOMPARE(a.store, QStringLiteral("keychain"));
        QCOMPARE(a.created, kT0);
        QCOMPARE(a.secretSet, kT0);
        QVERIFY(!a.lastUsed.isValid());
        QCOMPARE(a.rotationDays, 90);
        QCOMPARE(a.rotationDue(), kT0.addDays(90));
        QCOMPARE(all->at(1).store, QStringLiteral("vault"));
        QCOMPARE(all->at(1).rotationDays, 0);
        QVERIFY(!all->at(1).rotationDue().isValid());

        // Updating keeps created and last used, takes the new kind, label and policy.
        QVERIFY(reg.markUsed(QStringLiteral("bastion-pw"), kT0.addDays(3)).ok());
        CredentialMeta changed = meta(QStringLiteral("bastion-pw"), CredentialKind::KeyPassphrase, 30);
        changed.label = QStringLiteral("new label");
        changed.created = kT0.addYears(1); // ignored on update
        QVERIFY(reg.upsert(changed, kT0.addDays(10)).ok());
        const auto found = reg.find(QStringLiteral("bastion-pw"));
        QVERIFY(found.ok() && found->has_value());
        const CredentialMeta &b = found->value();
        QCOMPARE(b.kind, CredentialKind::KeyPassphrase);
        QCOMPARE(b.label, QStringLiteral("new label"));
        QCOMPARE(b.created, kT0);
        QCOMPARE(b.secretSet, kT0.addDays(10));
        QCOMPARE(b.lastUsed, kT0.addDays(3));
        QCOMPARE(b.rotationDue(), kT0.addDays(40));

        // Without a new secret the set date stays.
        QVERIFY(reg.upsert(changed, QDateTime()).ok());
        QCOMPARE(reg.find(QStringLiteral("bastion-pw"))->value().secretSet, kT0.addDays(10));

        QVERIFY(reg.remove(QStringLiteral("bastion-pw")).ok());
        QVERIFY(!reg.find(QStringLiteral("bastion-pw"))->has_value());
        QCOMPARE(reg.list()->size(), 1);
    }

    void refusesBadValues()
    {
        CredentialRegistry reg(m_db);
        QVERIFY(!reg.upsert(meta(QStringLiteral("has space"), CredentialKind::Password), kT0).ok());
        QVERIFY(!reg.upsert(meta(QStringLiteral("-leading"), CredentialKind::Password), kT0).ok());
        QVERIFY(!reg.upsert(meta(QStringLiteral("a/b"), CredentialKind::Password), kT0).ok());
        QVERIFY(!reg.upsert(meta(QString(200, QLatin1Char('x')), CredentialKind::Password), kT0).ok());
        QVERIFY(!reg.upsert(meta(QStringLiteral("ok"), CredentialKind::Password, 5000), kT0).ok());
        QVERIFY(!reg.link(QStringLiteral("absent"), QStringLiteral("cluster:x")).ok());
        // The schema itself refuses what the code would never write.
        QVERIFY(!m_db.execute("INSERT INTO credentials(id, kind) VALUES('x', 'certificate')").ok());
        QVERIFY(
            !m_db.execute("INSERT INTO credentials(id, kind, store) VALUES('x', 'password', 'disk')").ok());
    }

    void usersAndLookup()
    {
        CredentialRegistry reg(m_db);
        const QString bastion =
            CredentialRegistry::sshUser(QStringLiteral("ops"), QStringLiteral("bastion.example"), 2222);
        QCOMPARE(bastion, QStringLiteral("ssh:ops@bastion.example:2222"));
        QCOMPARE(CredentialRegistry::cluster(QStringLiteral("h200-east")),
                 QStringLiteral("cluster:h200-east"));
        QVERIFY(reg.upsert(meta(QStringLiteral("pw"), CredentialKind::Password), kT0).ok());
        QVERIFY(reg.upsert(meta(QStringLiteral("pp"), CredentialKind::KeyPassphrase), kT0).ok());
        QVERIFY(reg.link(QStringLiteral("pw"), bastion).ok());
        QVERIFY(reg.link(QStringLiteral("pw"), bastion).ok()); // twice is once
        QVERIFY(
            reg.link(QStringLiteral("pw"), CredentialRegistry::cluster(QStringLiteral("h200-east"))).ok());
        QVERIFY(reg.link(QStringLiteral("pp"), bastion).ok());
        QCOMPARE(reg.usedBy(QStringLiteral("pw")).value(),
                 (QStringList{QStringLiteral("cluster:h200-east"), bastion}));
        QCOMPARE(reg.credentialFor(bastion, CredentialKind::Password)->value_or(QString()),
                 QStringLiteral("pw"));
        QCOMPARE(reg.credentialFor(bastion, CredentialKind::KeyPassphrase)->value_or(QString()),
                 QStringLiteral("pp"));
        QVERIFY(!reg.credentialFor(bastion, CredentialKind::ApiToken)->has_value());
        QCOMPARE(reg.list()->first().usedBy.size(), 1); // "pp" sorts first

        QVERIFY(reg.unlink(QStringLiteral("pw"), bastion).ok());
        QVERIFY(!reg.credentialFor(bastion, CredentialKind::Password)->has_value());

        // Deleting a credential deletes its links.
        QVERIFY(reg.remove(QStringLiteral("pp")).ok());
        QVERIFY(!reg.credentialFor(bastion, CredentialKind::KeyPassphrase)->has_value());
        const auto orphans = m_db.query("SELECT count(*) FROM credential_users WHERE credential_id = 'pp'");
        QCOMPARE(orphans->first().first().toInt(), 0);
    }

    void moveUsersForRotation()
    {
        CredentialRegistry reg(m_db);
        QVERIFY(reg.upsert(meta(QStringLiteral("old"), CredentialKind::Password), kT0).ok());
        QVERIFY(reg.upsert(meta(QStringLiteral("new"), CredentialKind::Password), kT0).ok());
        QVERIFY(reg.link(QStringLiteral("old"), QStringLiteral("cluster:a")).ok());
        QVERIFY(reg.link(QStringLiteral("old"), QStringLiteral("cluster:b")).ok());
        QVERIFY(reg.link(QStringLiteral("new"), QStringLiteral("cluster:b")).ok());
        QVERIFY(m_db.transaction([&] { return reg.moveUsers(QStringLiteral("old"), QStringLiteral("new")); })
                    .ok());
        QVERIFY(reg.usedBy(QStringLiteral("old"))->isEmpty());
        QCOMPARE(reg.usedBy(QStringLiteral("new")).value(),
                 (QStringList{QStringLiteral("cluster:a"), QStringLiteral("cluster:b")}));
    }

    void dueForRotation()
    {
        CredentialRegistry reg(m_db);
        QVERIFY(reg.upsert(meta(QStringLiteral("never"), CredentialKind::ApiToken), kT0).ok());
        QVERIFY(reg.upsert(meta(QStringLiteral("d30"), CredentialKind::Password, 30), kT0).ok());
        QVERIFY(reg.upsert(meta(QStringLiteral("d10"), CredentialKind::Password, 10), kT0).ok());
        QVERIFY(reg.upsert(meta(QStringLiteral("d90"), CredentialKind::Password, 90), kT0).ok());
        QVERIFY(reg.dueForRotation(kT0.addDays(9))->isEmpty());
        auto due = reg.dueForRotation(kT0.addDays(10));
        QCOMPARE(due->size(), 1);
        QCOMPARE(due->first().id, QStringLiteral("d10"));
        due = reg.dueForRotation(kT0.addDays(45));
        QCOMPARE(due->size(), 2);
        QCOMPARE(due->at(0).id, QStringLiteral("d10")); // the most overdue first
        QCOMPARE(due->at(1).id, QStringLiteral("d30"));
        // Setting a new secret restarts the clock.
        QVERIFY(reg.upsert(meta(QStringLiteral("d10"), CredentialKind::Password, 10), kT0.addDays(44)).ok());
        due = reg.dueForRotation(kT0.addDays(45));
        QCOMPARE(due->size(), 1);
        QCOMPARE(due->first().id, QStringLiteral("d30"));
        QVERIFY(reg.setRotationDays(QStringLiteral("d30"), 0).ok());
        QVERIFY(reg.dueForRotation(kT0.addDays(45))->isEmpty());
    }

    void upgradesASchema2Database()
    {
        m_db.close();
        const QString path = m_dir.filePath(QStringLiteral("old.sqlite"));
        {
            sqlite3 *raw = nullptr;
            QCOMPARE(sqlite3_open(path.toUtf8().constData(), &raw), SQLITE_OK);
            // What a schema-2 build left: its tables, version 2, our application id.
            const char *sql =
                "CREATE TABLE targets (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, kind TEXT "
                "NOT NULL, created_at TEXT NOT NULL DEFAULT '');"
                "INSERT INTO targets VALUES('local','This machine','local','');"
                "CREATE TABLE clusters (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, provider TEXT "
                "NOT NULL DEFAULT '', region TEXT NOT NULL DEFAULT '', host_key_policy TEXT NOT NULL DEFAULT "
                "'strict', identity_files TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL DEFAULT '');"
                "CREATE TABLE jump_hosts (cluster_id INTEGER NOT NULL, position INTEGER NOT NULL, label TEXT "
                "NOT NULL, host TEXT NOT NULL, port INTEGER NOT NULL, user TEXT NOT NULL DEFAULT '', "
                "PRIMARY KEY (cluster_id, position));"
                "CREATE TABLE nodes (id INTEGER PRIMARY KEY, cluster_id INTEGER NOT NULL, name TEXT NOT "
                "NULL, "
                "host TEXT NOT NULL, port INTEGER NOT NULL DEFAULT 22, user TEXT NOT NULL DEFAULT '', "
                "UNIQUE (cluster_id, name));"
                "PRAGMA user_version=2; PRAGMA application_id=1128748101;";
            QCOMPARE(sqlite3_exec(raw, sql, nullptr, nullptr, nullptr), SQLITE_OK);
            sqlite3_close(raw);
        }
        QVERIFY(m_db.open(path).ok());
        QCOMPARE(m_db.schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(m_db.targets()->size(), 1);
        CredentialRegistry reg(m_db);
        QVERIFY(reg.upsert(meta(QStringLiteral("pw"), CredentialKind::Password), kT0).ok());
        QCOMPARE(reg.list()->size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCredentialRegistry)
#include "tst_credential_registry.moc"
