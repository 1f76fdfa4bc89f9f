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
    // 2: the cluster inventory. Only what is needed to reach machines; never a secret.
    "CREATE TABLE clusters ("
    "  id INTEGER PRIMARY KEY,"
    "  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200),"
    "  provider TEXT NOT NULL DEFAULT '',"
    "  region TEXT NOT NULL DEFAULT '',"
    "  host_key_policy TEXT NOT NULL DEFAULT 'strict' CHECK (host_key_policy IN ('strict', 'accept-new')),"
    "  identity_files TEXT NOT NULL DEFAULT '',"
    "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))"
    ");"
    "CREATE TABLE jump_hosts ("
    "  cluster_id INTEGER NOT NULL REFERENCES clusters(id) ON DELETE CASCADE,"
    "  position INTEGER NOT NULL CHECK (position >= 1),"
    "  label TEXT NOT NULL,"
    "  host TEXT NOT NULL CHECK (length(host) >= 1),"
    "  port INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),"
    "  user TEXT NOT NULL DEFAULT '',"
    "  PRIMARY KEY (cluster_id, position)"
    ");"
    "CREATE TABLE nodes ("
    "  id INTEGER PRIMARY KEY,"
    "  cluster_id INTEGER NOT NULL REFERENCES clusters(id) ON DELETE CASCADE,"
    "  name TEXT NOT NULL CHECK (length(name) >= 1),"
    "  host TEXT NOT NULL CHECK (length(host) >= 1),"
    "  port INTEGER NOT NULL DEFAULT 22 CHECK (port BETWEEN 1 AND 65535),"
    "  user TEXT NOT NULL DEFAULT '',"
    "  UNIQUE (cluster_id, name)"
    ");"
    "CREATE INDEX nodes_by_cluster ON nodes(cluster_id);",
    // 3: the credential keychain's metadata. The secrets themselves live in the OS keychain or the
    // encrypted file vault, never here.
    "CREATE TABLE credentials ("
    "  id TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 1 AND 128),"
    "  kind TEXT NOT NULL CHECK (kind IN ('password', 'key-passphrase', 'private-key', 'api-token')),"
    "  label TEXT NOT NULL DEFAULT '',"
    "  store TEXT NOT NULL DEFAULT 'keychain' CHECK (store IN ('keychain', 'vault')),"
    "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),"
    "  secret_set_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),"
    "  last_used_at TEXT,"
    "  rotation_days INTEGER CHECK (rotation_days IS NULL OR rotation_days BETWEEN 1 AND 3650)"
    ");"
    "CREATE TABLE credential_users ("
    "  credential_id TEXT NOT NULL REFERENCES credentials(id) ON DELETE CASCADE,"
    "  used_by TEXT NOT NULL CHECK (length(used_by) BETWEEN 1 AND 512),"
    "  PRIMARY KEY (credential_id, used_by)"
    ");"
    "CREATE INDEX credential_users_by_user ON credential_users(used_by);",
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

namespace {

bool bindAll(sqlite3_stmt *st, const QVariantList &params)
{
    for (int i = 0; i < params.size(); ++i) {
        const QVariant &v = params.at(i);
        int rc;
        if (v.isNull() || !v.isValid()) {
            rc = sqlite3_bind_null(st, i + 1);
        } else if (v.typeId() == QMetaType::QByteArray) {
            const QByteArray b = v.toByteArray();
            rc = sqlite3_bind_blob64(st, i + 1, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT);
        } else if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float) {
            rc = sqlite3_bind_double(st, i + 1, v.toDouble());
        } else if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong ||
                   v.typeId() == QMetaType::UInt || v.typeId() == QMetaType::ULongLong ||
                   v.typeId() == QMetaType::Bool || v.typeId() == QMetaType::UShort) {
            rc = sqlite3_bind_int64(st, i + 1, v.toLongLong());
        } else {
            const QByteArray utf8 = v.toString().toUtf8();
            rc = sqlite3_bind_text64(st, i + 1, utf8.constData(), sqlite3_uint64(utf8.size()),
                                     SQLITE_TRANSIENT, SQLITE_UTF8);
        }
        if (rc != SQLITE_OK)
            return false;
    }
    return true;
}

QVariant column(sqlite3_stmt *st, int c)
{
    switch (sqlite3_column_type(st, c)) {
    case SQLITE_INTEGER:
        return QVariant(qint64(sqlite3_column_int64(st, c)));
    case SQLITE_FLOAT:
        return QVariant(sqlite3_column_double(st, c));
    case SQLITE_BLOB:
        return QVariant(
            QByteArray(static_cast<const char *>(sqlite3_column_blob(st, c)), sqlite3_column_bytes(st, c)));
    case SQLITE_NULL:
        return QVariant();
    default:
        return QVariant(QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, c)),
                                          sqlite3_column_bytes(st, c)));
    }
}

} // namespace

Result<QList<Database::Row>> Database::query(const char *sql, const QVariantList &params) const
{
    using R = Result<QList<Row>>;
    if (!m_db)
        return R::failure(tr("The database is not open."));
    Statement st(m_db, sql);
    if (!st.prepared() || !bindAll(st.get(), params))
        return R::failure(lastError());
    QList<Row> rows;
    int rc;
    while ((rc = st.step()) == SQLITE_ROW) {
        Row row;
        const int n = sqlite3_column_count(st.get());
        for (int c = 0; c < n; ++c)
            row << column(st.get(), c);
        rows << row;
    }
    if (rc != SQLITE_DONE)
        return R::failure(lastError());
    return rows;
}

Status Database::execute(const char *sql, const QVariantList &params)
{
    if (!m_db)
        return Status::failure(tr("The database is not open."));
    Statement st(m_db, sql);
    if (!st.prepared() || !bindAll(st.get(), params))
        return Status::failure(lastError());
    const int rc = st.step();
    if (rc != SQLITE_DONE && rc != SQLITE_ROW)
        return Status::failure(lastError());
    return Ok{};
}

qint64 Database::lastInsertId() const
{
    return m_db ? qint64(sqlite3_last_insert_rowid(m_db)) : 0;
}

Status Database::transaction(const std::function<Status()> &body)
{
    if (auto st = exec("BEGIN IMMEDIATE"); !st)
        return st;
    Status result = body();
    if (!result) {
        exec("ROLLBACK");
        return result;
    }
    if (auto st = exec("COMMIT"); !st) {
        exec("ROLLBACK");
        return st;
    }
    return result;
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
