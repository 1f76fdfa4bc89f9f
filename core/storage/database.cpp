// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/database.h"

#include "common/logging.h"

#include <QFileInfo>

#include <sqlite3.h>

namespace cg {

namespace {

// Each entry moves the schema from version i to i + 1. Never edit a released entry: append.
const char *const kMigrations[] = {
    "CREATE TABLE targets ("
    "  id TEXT PRIMARY KEY NOT NULL,"
    "  name TEXT NOT NULL,"
    "  kind TEXT NOT NULL,"
    "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))"
    ");",
};
static_assert(sizeof(kMigrations) / sizeof(kMigrations[0]) == Database::kSchemaVersion);

constexpr int kApplicationId = 0x43475445; // "CGTE", PRAGMA application_id marks our files

class Statement
{
public:
    Statement(sqlite3 *db, const char *sql) { m_rc = sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr); }
    ~Statement() { sqlite3_finalize(m_stmt); }
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool prepared() const { return m_rc == SQLITE_OK && m_stmt; }
    sqlite3_stmt *get() const { return m_stmt; }
    void bind(int i, const QString &s)
    {
        const QByteArray utf8 = s.toUtf8();
        sqlite3_bind_text(m_stmt, i, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    }
    int step() { return sqlite3_step(m_stmt); }
    QString text(int col) const
    {
        return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, col)),
                                 sqlite3_column_bytes(m_stmt, col));
    }
    int integer(int col) const { return sqlite3_column_int(m_stmt, col); }

private:
    sqlite3_stmt *m_stmt = nullptr;
    int m_rc = SQLITE_ERROR;
};

int pragmaInt(sqlite3 *db, const char *sql, bool *ok)
{
    Statement st(db, sql);
    *ok = st.prepared() && st.step() == SQLITE_ROW;
    return *ok ? st.integer(0) : 0;
}

} // namespace

Database::~Database()
{
    close();
}

void Database::close()
{
    if (m_db) {
        sqlite3_close_v2(m_db);
        m_db = nullptr;
    }
}

QString Database::lastError() const
{
    return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString();
}

Status Database::exec(const char *sql)
{
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        const QString msg = QString::fromUtf8(err ? err : "unknown error");
        sqlite3_free(err);
        return Status::failure(msg);
    }
    return Ok{};
}

int Database::schemaVersion() const
{
    bool ok = false;
    return m_db ? pragmaInt(m_db, "PRAGMA user_version", &ok) : 0;
}

Status Database::open(const QString &path)
{
    close();
    m_path = path;
    const bool existed = QFileInfo::exists(path);
    const QByteArray native = QFileInfo(path).absoluteFilePath().toUtf8();
    if (sqlite3_open_v2(native.constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
        SQLITE_OK) {
        const QString why = lastError();
        close();
        return Status::failure(tr("Cannot open the database %1: %2").arg(path, why));
    }
    sqlite3_busy_timeout(m_db, 5000);

    // Read before writing anything: a foreign or damaged file must stay untouched.
    bool ok = false;
    const int appId = pragmaInt(m_db, "PRAGMA application_id", &ok);
    const int version = ok ? pragmaInt(m_db, "PRAGMA user_version", &ok) : 0;
    if (!ok) {
        const QString why = lastError();
        close();
        return Status::failure(
            tr("%1 is not a readable SQLite database (%2). It was left unchanged; move it aside to start "
               "with a new database.")
                .arg(path, why));
    }
    bool hasTables = false;
    {
        Statement st(m_db, "SELECT count(*) FROM sqlite_master");
        if (!st.prepared() || st.step() != SQLITE_ROW) {
            const QString why = lastError();
            close();
            return Status::failure(
                tr("%1 is not a readable SQLite database (%2). It was left unchanged; move "
                   "it aside to start with a new database.")
                    .arg(path, why));
        }
        hasTables = st.integer(0) > 0;
    }
    if (existed && hasTables && appId != kApplicationId) {
        close();
        return Status::failure(tr("%1 is an SQLite database of another program. It was left unchanged; "
                                  "set CLUSTERGATE_HOME to another directory or move the file aside.")
                                   .arg(path));
    }
    if (version > kSchemaVersion) {
        close();
        return Status::failure(tr("%1 was written by a newer ClusterGate (schema %2, this build knows %3). "
                                  "It was left unchanged; use the newer version.")
                                   .arg(path)
                                   .arg(version)
                                   .arg(kSchemaVersion));
    }

    if (auto st = exec("PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON;"); !st) {
        const QString why = st.error();
        close();
        return Status::failure(tr("Cannot use the database %1: %2").arg(path, why));
    }
    if (auto st = migrate(); !st) {
        close();
        return st;
    }
    qCDebug(lcStorage) << "database open" << path << "schema" << schemaVersion();
    return Ok{};
}

Status Database::migrate()
{
    int version = schemaVersion();
    while (version < kSchemaVersion) {
        if (auto st = exec("BEGIN IMMEDIATE"); !st)
            return Status::failure(tr("Cannot upgrade the database %1: %2").arg(m_path, st.error()));
        auto st = exec(kMigrations[version]);
        if (st) {
            const QByteArray bump = "PRAGMA user_version=" + QByteArray::number(version + 1) +
                                    "; PRAGMA application_id=" + QByteArray::number(kApplicationId) + ";";
            st = exec(bump.constData());
        }
        if (!st) {
            exec("ROLLBACK");
            return Status::failure(tr("Cannot upgrade the database %1 to schema %2: %3")
                                       .arg(m_path)
                                       .arg(version + 1)
                                       .arg(st.error()));
        }
        if (auto commit = exec("COMMIT"); !commit)
            return Status::failure(tr("Cannot upgrade the database %1: %2").arg(m_path, commit.error()));
        ++version;
    }
    return Ok{};
}

Result<QList<Target>> Database::targets() const
{
    if (!m_db)
        return Result<QList<Target>>::failure(tr("The database is not open."));
    Statement st(m_db, "SELECT id, name, kind FROM targets ORDER BY kind, name");
    if (!st.prepared())
        return Result<QList<Target>>::failure(lastError());
    QList<Target> out;
    int rc;
    while ((rc = st.step()) == SQLITE_ROW)
        out.append(Target{st.text(0), st.text(1), st.text(2)});
    if (rc != SQLITE_DONE)
        return Result<QList<Target>>::failure(lastError());
    return out;
}

Status Database::ensureTarget(const Target &target)
{
    if (!m_db)
        return Status::failure(tr("The database is not open."));
    Statement st(m_db, "INSERT INTO targets(id, name, kind) VALUES(?1, ?2, ?3) ON CONFLICT(id) DO NOTHING");
    if (!st.prepared())
        return Status::failure(lastError());
    st.bind(1, target.id);
    st.bind(2, target.name);
    st.bind(3, target.kind);
    if (st.step() != SQLITE_DONE)
        return Status::failure(tr("Cannot save target %1: %2").arg(target.name, lastError()));
    return Ok{};
}

} // namespace cg
