// SPDX-License-Identifier: GPL-3.0-or-later
// The SQLite database on real files: creation, reopening, and bad files left untouched.
#include "common/local_user.h"
#include "common/paths.h"
#include "storage/database.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>
#include <sys/stat.h>

using namespace cg;

namespace {

QByteArray digest(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

void runSql(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
}

int modeOf(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT

private slots:
    void homeDecidesWhereStateLives()
    {
        QTemporaryDir dir;
        qputenv("CLUSTERGATE_HOME", dir.path().toUtf8());
        QCOMPARE(paths::databaseFile(), dir.path() + QStringLiteral("/clustergate.sqlite"));
        QCOMPARE(paths::settingsFile(), dir.path() + QStringLiteral("/clustergate.ini"));
        qunsetenv("CLUSTERGATE_HOME");
    }

    // Audit rows name the login name; without one in the environment, the account (as `id -un`), never "".
    void theLocalUserIsNeverEmpty()
    {
        QProcess id;
        id.start(QStringLiteral("id"), {QStringLiteral("-un")});
        QVERIFY(id.waitForFinished(10000));
        const QString account = QString::fromLocal8Bit(id.readAllStandardOutput()).trimmed();
        QVERIFY(!account.isEmpty());
        const QByteArray user = qgetenv("USER");
        const QByteArray logname = qgetenv("LOGNAME");
        qputenv("USER", "someone");
        QCOMPARE(localUserName(), QStringLiteral("someone"));
        qunsetenv("USER");
        qunsetenv("LOGNAME");
        QCOMPARE(localUserName(), account);
        qputenv("USER", user);
        qputenv("LOGNAME", logname);
    }

    void createsMigratesAndReopens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clustergate.sqlite"));
        {
            Database db;
            const Status st = db.open(path);
            QVERIFY2(st.ok(), qPrintable(st.error()));
            QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
            QVERIFY(db.ensureTarget(
                Target{QStringLiteral("local"), QStringLiteral("This machine"), QStringLiteral("local")}));
            QVERIFY(db.ensureTarget(
                Target{QStringLiteral("local"), QStringLiteral("again"), QStringLiteral("local")}));
        }
        Database db;
        QVERIFY(db.open(path).ok());
        const auto targets = db.targets();
        QVERIFY(targets.ok());
        QCOMPARE(targets->size(), 1);
        QCOMPARE(targets->first().name, QStringLiteral("This machine"));
    }

    void badFilesAreLeftUntouched_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("errorMentions");
        QTest::newRow("text file") << QStringLiteral("text") << QStringLiteral("not a readable SQLite");
        QTest::newRow("truncated sqlite header")
            << QStringLiteral("truncated") << QStringLiteral("not a readable SQLite");
        QTest::newRow("another program's database")
            << QStringLiteral("foreign") << QStringLiteral("another program");
        QTest::newRow("newer schema") << QStringLiteral("newer") << QStringLiteral("newer ClusterGate");
    }

    void badFilesAreLeftUntouched()
    {
        QFETCH(QString, kind);
        QFETCH(QString, errorMentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clustergate.sqlite"));
        if (kind == QLatin1String("text")) {
            QByteArray junk;
            for (int i = 0; i < 2000; ++i)
                junk += "targets: [local, gpu-01]\n";
            writeFile(path, junk);
        } else if (kind == QLatin1String("truncated")) {
            writeFile(path, QByteArray("SQLite format 3\0", 16) + QByteArray(200, '\x07'));
        } else if (kind == QLatin1String("foreign")) {
            runSql(path, "CREATE TABLE photos(id INTEGER PRIMARY KEY, blob BLOB); INSERT INTO photos "
                         "VALUES(1, x'00');");
        } else {
            Database db;
            QVERIFY(db.open(path).ok());
            db.close();
            runSql(path, "PRAGMA user_version=99");
        }
        const QByteArray before = digest(path);
        Database db;
        const Status st = db.open(path);
        QVERIFY(!st.ok());
        QVERIFY2(st.error().contains(errorMentions), qPrintable(st.error()));
        QVERIFY(st.error().contains(path));
        QVERIFY(!db.isOpen());
        QCOMPARE(digest(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    // The database, its WAL and its shared memory are the owner's only, whatever the umask.
    void databaseFilesAreOwnerOnly()
    {
        const mode_t old = ::umask(022);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clustergate.sqlite"));
        Database db;
        QVERIFY(db.open(path).ok());
        QVERIFY(db.ensureTarget(
            Target{QStringLiteral("local"), QStringLiteral("This machine"), QStringLiteral("local")}));
        QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
        QCOMPARE(modeOf(path), 0600);
        QCOMPARE(modeOf(path + QStringLiteral("-wal")), 0600);
        QCOMPARE(modeOf(path + QStringLiteral("-shm")), 0600);
        ::umask(old);
    }

    // An older install made them 0644 (with its WAL and shared memory still there): opening tightens them.
    void anOlderInstallIsTightened()
    {
        const mode_t old = ::umask(022);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clustergate.sqlite"));
        {
            Database db;
            QVERIFY(db.open(path).ok());
        }
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0644) == 0);
        sqlite3 *other = nullptr; // another connection keeps the WAL and shared memory in place
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &other), SQLITE_OK);
        QCOMPARE(
            sqlite3_exec(other,
                         "PRAGMA journal_mode=WAL; CREATE TABLE IF NOT EXISTS t(x); INSERT INTO t VALUES(1);",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
        QCOMPARE(modeOf(path + QStringLiteral("-wal")), 0644);
        QCOMPARE(modeOf(path + QStringLiteral("-shm")), 0644);
        {
            Database db;
            const Status st = db.open(path);
            QVERIFY2(st.ok(), qPrintable(st.error()));
        }
        QCOMPARE(modeOf(path), 0600);
        QCOMPARE(modeOf(path + QStringLiteral("-wal")), 0600);
        QCOMPARE(modeOf(path + QStringLiteral("-shm")), 0600);
        sqlite3_close(other);
        ::umask(old);
    }

    void dataDirectoryIsOwnerOnly()
    {
        const mode_t old = ::umask(022);
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("fresh/clustergate"));
        qputenv("CLUSTERGATE_HOME", fresh.toUtf8());
        QCOMPARE(paths::dataDir(), fresh);
        QCOMPARE(modeOf(fresh), 0700);
        const QString older = dir.filePath(QStringLiteral("older"));
        QVERIFY(QDir().mkpath(older));
        QCOMPARE(modeOf(older), 0755);
        qputenv("CLUSTERGATE_HOME", older.toUtf8());
        QCOMPARE(paths::configDir(), older);
        QCOMPARE(modeOf(older), 0700);
        qunsetenv("CLUSTERGATE_HOME");
        ::umask(old);
    }

    void unwritableDirectoryIsAClearError()
    {
        Database db;
        const Status st = db.open(QStringLiteral("/proc/clustergate-test/none.sqlite"));
        QVERIFY(!st.ok());
        QVERIFY(st.error().contains(QStringLiteral("/proc/clustergate-test")));
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
