// SPDX-License-Identifier: GPL-3.0-or-later
// Use cases lifted out of the window's controllers into core/services, each written once for the window and
// the command line: a host-key review recorded (new keys appended, replacements in place of the old keys,
// each with its audit row), the saved GPU-hour prices read back (none, or terms that do not check: no
// price), a signer asked for without a keychain (refused as Invalid, no crash), and the agents of a cluster
// removed when no fleet runs (NotFound, no audit row).
#include "services/console.h"
#include "services/host_key_review.h"
#include "services/identity_signer.h"
#include "services/saved_prices.h"

#include "inventory/inventory.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/known_hosts.h"
#include "storage/database.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;

namespace {

ssh::HostKey ed25519(char fill)
{
    QByteArray blob("\0\0\0\x0bssh-ed25519\0\0\0\x20", 19);
    blob += QByteArray(32, fill);
    return ssh::HostKey{QStringLiteral("ssh-ed25519"), blob};
}

QStringList actions(Database &db)
{
    ledger::SqliteLedgerStore store(db);
    ledger::AuditLog log(store);
    QStringList out;
    const auto rows = log.rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false});
    for (const ledger::AuditRow &r : rows.value())
        out << r.action + u' ' + r.subject;
    return out;
}

} // namespace

class TestConsoleUseCases : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void hostKeyReviewRecordsEachKeyWithItsRow()
    {
        QTemporaryDir dir;
        const QString known = dir.filePath(QStringLiteral("known_hosts"));
        const ssh::HostKey oldKey = ed25519('o'), newKey = ed25519('n'), bastionKey = ed25519('b');
        QVERIFY(ssh::KnownHosts::append(known, QStringLiteral("198.18.4.10"), 22, oldKey).ok());
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);

        services::HostKeyRow added;
        added.address = QStringLiteral("198.18.1.1");
        added.port = 2222;
        added.offered = bastionKey;
        services::HostKeyRow replaced;
        replaced.address = QStringLiteral("198.18.4.10");
        replaced.offered = newKey;
        replaced.recorded = {oldKey};
        const auto done =
            services::HostKeyReview::recordAll(inv, QStringLiteral("lab"), known, {added}, {replaced});
        QVERIFY2(done.ok(), qPrintable(done.error()));
        QCOMPARE(done.value(), 2);

        const auto file = ssh::KnownHosts::load(known);
        QVERIFY(file.ok());
        QCOMPARE(file->check(QStringLiteral("198.18.1.1"), 2222, bastionKey).match,
                 ssh::KnownHosts::Match::Known);
        QCOMPARE(file->check(QStringLiteral("198.18.4.10"), 22, newKey).match, ssh::KnownHosts::Match::Known);
        QVERIFY(file->check(QStringLiteral("198.18.4.10"), 22, oldKey).match !=
                ssh::KnownHosts::Match::Known);
        QCOMPARE(actions(db), (QStringList{QStringLiteral("host-key.accepted host:[198.18.1.1]:2222"),
                                           QStringLiteral("host-key.replaced host:198.18.4.10")}));

        // One key as the onboarding accepts it: the row comes back known, with the offered key on record.
        services::HostKeyRow node;
        node.address = QStringLiteral("198.18.4.11");
        node.offered = ed25519('x');
        const auto one = services::HostKeyReview::record(inv, QStringLiteral("lab"), known, node);
        QVERIFY2(one.ok(), qPrintable(one.error()));
        QCOMPARE(one->match, ssh::KnownHosts::Match::Known);
        QCOMPARE(one->recorded, QList<ssh::HostKey>{node.offered});
        QCOMPARE(actions(db).size(), 3);
    }

    void savedPrices()
    {
        QTemporaryDir dir;
        QSettings s(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        QVERIFY(!services::SavedPrices::load(s).has_value()); // nothing saved: no price, not a guess
        s.setValue(QStringLiteral("cost/gpu_hour"), QStringLiteral("3.5"));
        s.setValue(QStringLiteral("cost/currency"), QStringLiteral("EUR"));
        const auto book = services::SavedPrices::load(s);
        QVERIFY(book.has_value());
        QCOMPARE(book->forCluster(QStringLiteral("any")).gpuHour, 3.5);
        QCOMPARE(book->forCluster(QStringLiteral("any")).currency, QStringLiteral("EUR"));
        s.setValue(QStringLiteral("cost/gpu_hour"), QStringLiteral("-1"));
        QVERIFY(!services::SavedPrices::load(s).has_value()); // terms that do not check
    }

    void signerWithoutAKeychain()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        const auto s = services::IdentitySigner::load(nullptr, db, QStringLiteral("sam-key"));
        QVERIFY(!s.ok());
        QCOMPARE(s.code(), ErrorCode::Invalid);
    }

    void removeAgentsWithoutAFleet()
    {
        QTemporaryDir home;
        qputenv("CLUSTERGATE_HOME", home.path().toUtf8());
        services::Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        ClusterRecord c;
        c.name = QStringLiteral("lab");
        const auto id = console.inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        const auto removed = console.removeAgents(id.value());
        QVERIFY(!removed.ok());
        QCOMPARE(removed.code(), ErrorCode::NotFound);
        QCOMPARE(console.removeAgents(id.value() + 100).ok(), false);
        console.auditSink()->flush();
        QVERIFY(!actions(console.database()).join(u'\n').contains(QLatin1String("agent.remove-all")));
    }
};

QTEST_GUILESS_MAIN(TestConsoleUseCases)
#include "tst_console_use_cases.moc"
