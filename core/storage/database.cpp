// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/database.h"

#include "common/logging.h"

#include <QFileInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
    // 4: the data-classification ledger and the audit log. Timestamps come from the application (ISO 8601
    // UTC) so the SQL stays portable; only the append-only triggers are SQLite's own. Evidence tables
    // (audit rows, checkpoints, officer keys, approvals, destruction certificates) refuse UPDATE and DELETE.
    "CREATE TABLE ledger_meta ("
    "  key TEXT PRIMARY KEY NOT NULL,"
    "  value TEXT NOT NULL"
    ");"
    "CREATE TABLE ledger_datasets ("
    "  id INTEGER PRIMARY KEY,"
    "  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200),"
    "  owner TEXT NOT NULL CHECK (length(owner) >= 1),"
    "  description TEXT NOT NULL DEFAULT '',"
    "  location TEXT NOT NULL DEFAULT '',"
    "  record_count INTEGER NOT NULL DEFAULT 0 CHECK (record_count >= 0),"
    "  people_count INTEGER NOT NULL DEFAULT 0 CHECK (people_count >= 0),"
    "  personal INTEGER NOT NULL DEFAULT 0 CHECK (personal IN (0, 1)),"
    "  sensitive_categories TEXT NOT NULL DEFAULT '',"
    "  grade TEXT NOT NULL CHECK (grade IN ('public', 'internal', 'sensitive-personal', 'important', "
    "'core')),"
    "  regrade_justification TEXT NOT NULL DEFAULT '',"
    "  regrade_approver TEXT NOT NULL DEFAULT '',"
    "  updated_at TEXT NOT NULL"
    ");"
    "CREATE TABLE ledger_fields ("
    "  dataset_id INTEGER NOT NULL REFERENCES ledger_datasets(id) ON DELETE CASCADE,"
    "  name TEXT NOT NULL CHECK (length(name) >= 1),"
    "  description TEXT NOT NULL DEFAULT '',"
    "  grade TEXT NOT NULL CHECK (grade IN ('public', 'internal', 'sensitive-personal', 'important', "
    "'core')),"
    "  personal INTEGER NOT NULL DEFAULT 0 CHECK (personal IN (0, 1)),"
    "  sensitive_categories TEXT NOT NULL DEFAULT '',"
    "  PRIMARY KEY (dataset_id, name)"
    ");"
    "CREATE TABLE ledger_sources ("
    "  dataset_id INTEGER NOT NULL REFERENCES ledger_datasets(id) ON DELETE CASCADE,"
    "  source_id INTEGER NOT NULL REFERENCES ledger_datasets(id),"
    "  PRIMARY KEY (dataset_id, source_id)"
    ");"
    "CREATE TABLE ledger_requests ("
    "  id INTEGER PRIMARY KEY,"
    "  state TEXT NOT NULL CHECK (state IN ('draft', 'submitted', 'approved', 'rejected', 'active', "
    "'expired',"
    "    'destruction-pending', 'destroyed')),"
    "  form TEXT NOT NULL CHECK (form IN ('raw', 'de-identified', 'pseudonymised', 'aggregated', 'sampled')),"
    "  form_params TEXT NOT NULL DEFAULT '',"
    "  destination_cluster TEXT NOT NULL,"
    "  destination_country TEXT NOT NULL,"
    "  purpose TEXT NOT NULL,"
    "  mechanism TEXT NOT NULL CHECK (mechanism IN ('security-assessment', 'standard-contract', "
    "    'certification', 'exemption')),"
    "  exemption_clause TEXT NOT NULL DEFAULT '',"
    "  mechanism_ref TEXT NOT NULL DEFAULT '',"
    "  pia_ref TEXT NOT NULL DEFAULT '',"
    "  consent_ref TEXT NOT NULL DEFAULT '',"
    "  retention_days INTEGER NOT NULL CHECK (retention_days >= 1),"
    "  requester TEXT NOT NULL CHECK (length(requester) >= 1),"
    "  people_sensitive INTEGER CHECK (people_sensitive IS NULL OR people_sensitive >= 0),"
    "  people_other INTEGER CHECK (people_other IS NULL OR people_other >= 0),"
    "  request_hash BLOB,"
    "  created_at TEXT NOT NULL,"
    "  submitted_at TEXT, decided_at TEXT, activated_at TEXT, expired_at TEXT, destroyed_at TEXT"
    ");"
    "CREATE TABLE ledger_request_datasets ("
    "  request_id INTEGER NOT NULL REFERENCES ledger_requests(id) ON DELETE CASCADE,"
    "  position INTEGER NOT NULL,"
    "  dataset_id INTEGER NOT NULL REFERENCES ledger_datasets(id),"
    "  PRIMARY KEY (request_id, position)"
    ");"
    "CREATE TABLE ledger_officer_keys ("
    "  name TEXT PRIMARY KEY NOT NULL,"
    "  role TEXT NOT NULL CHECK (role IN ('officer', 'admin')),"
    "  public_key BLOB NOT NULL UNIQUE CHECK (length(public_key) = 32),"
    "  registered_at TEXT NOT NULL,"
    "  registered_by TEXT NOT NULL"
    ");"
    "CREATE TABLE ledger_approvals ("
    "  id INTEGER PRIMARY KEY,"
    "  request_id INTEGER NOT NULL REFERENCES ledger_requests(id),"
    "  request_hash BLOB NOT NULL,"
    "  decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')),"
    "  scope TEXT NOT NULL,"
    "  expires_on TEXT NOT NULL,"
    "  approver TEXT NOT NULL,"
    "  key_name TEXT NOT NULL,"
    "  decided_at TEXT NOT NULL,"
    "  reason TEXT NOT NULL DEFAULT '',"
    "  signature BLOB NOT NULL CHECK (length(signature) = 64)"
    ");"
    "CREATE TABLE ledger_destructions ("
    "  request_id INTEGER PRIMARY KEY NOT NULL REFERENCES ledger_requests(id),"
    "  performed_by TEXT NOT NULL,"
    "  asset TEXT NOT NULL,"
    "  method TEXT NOT NULL CHECK (method IN ('clear', 'purge', 'destroy', 'crypto-erase')),"
    "  verification TEXT NOT NULL,"
    "  performed_on TEXT NOT NULL,"
    "  witness TEXT NOT NULL,"
    "  evidence_sha256 BLOB NOT NULL CHECK (length(evidence_sha256) = 32),"
    "  recorded_at TEXT NOT NULL"
    ");"
    "CREATE TABLE audit_log ("
    "  seq INTEGER PRIMARY KEY NOT NULL,"
    "  recorded_at TEXT NOT NULL,"
    "  actor TEXT NOT NULL,"
    "  action TEXT NOT NULL,"
    "  subject TEXT NOT NULL,"
    "  details TEXT NOT NULL,"
    "  prev_hash BLOB NOT NULL,"
    "  hash BLOB NOT NULL"
    ");"
    "CREATE TABLE audit_checkpoints ("
    "  tree_size INTEGER NOT NULL,"
    "  note TEXT NOT NULL,"
    "  created_at TEXT NOT NULL"
    ");"
    "CREATE TRIGGER audit_log_append_only_seq BEFORE INSERT ON audit_log"
    "  WHEN NEW.seq IS NOT (SELECT coalesce(max(seq), 0) + 1 FROM audit_log)"
    "  BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: rows are numbered 1, 2, 3, ...'); END;"
    "CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log"
    "  BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: rows cannot be changed'); END;"
    "CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log"
    "  BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: rows cannot be deleted'); END;"
    "CREATE TRIGGER audit_checkpoints_no_update BEFORE UPDATE ON audit_checkpoints"
    "  BEGIN SELECT RAISE(ABORT, 'audit_checkpoints is append-only'); END;"
    "CREATE TRIGGER audit_checkpoints_no_delete BEFORE DELETE ON audit_checkpoints"
    "  BEGIN SELECT RAISE(ABORT, 'audit_checkpoints is append-only'); END;"
    "CREATE TRIGGER ledger_officer_keys_no_update BEFORE UPDATE ON ledger_officer_keys"
    "  BEGIN SELECT RAISE(ABORT, 'ledger_officer_keys is append-only'); END;"
    "CREATE TRIGGER ledger_officer_keys_no_delete BEFORE DELETE ON ledger_officer_keys"
    "  BEGIN SELECT RAISE(ABORT, 'ledger_officer_keys is append-only'); END;"
    "CREATE TRIGGER ledger_approvals_no_update BEFORE UPDATE ON ledger_approvals"
    "  BEGIN SELECT RAISE(ABORT, 'ledger_approvals is append-only'); END;"
    "CREATE TRIGGER ledger_approvals_no_delete BEFORE DELETE ON ledger_approvals"
    "  BEGIN SELECT RAISE(ABORT, 'ledger_approvals is append-only'); END;"
    "CREATE TRIGGER ledger_destructions_no_update BEFORE UPDATE ON ledger_destructions"
    "  BEGIN SELECT RAISE(ABORT, 'ledger_destructions is append-only'); END;"
    "CREATE TRIGGER ledger_destructions_no_delete BEFORE DELETE ON ledger_destructions"
    "  BEGIN SELECT RAISE(ABORT, 'ledger_destructions is append-only'); END;"
    "CREATE INDEX ledger_approvals_by_request ON ledger_approvals(request_id);"
    "CREATE INDEX audit_log_by_subject ON audit_log(subject);",
    // 5: what the provider promised for a cluster (GPUs, interconnect, bandwidths, contract terms) as
    // JSON, the baseline validation compares with.
    "ALTER TABLE clusters ADD COLUMN contract TEXT NOT NULL DEFAULT '{}';",
    // 6: validation runs (L0-L6 checklists): per run the levels with overrides and their reasons, per
    // check its status and evidence (canonical JSON) with the SHA-256 the audit log records.
    "CREATE TABLE validation_runs ("
    "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
    "  cluster_id INTEGER,"
    "  cluster_name TEXT NOT NULL,"
    "  checklist TEXT NOT NULL,"
    "  operator TEXT NOT NULL,"
    "  started_at TEXT NOT NULL,"
    "  ended_at TEXT"
    ");"
    "CREATE TABLE validation_levels ("
    "  run_id INTEGER NOT NULL REFERENCES validation_runs(id) ON DELETE CASCADE,"
    "  level TEXT NOT NULL,"
    "  status TEXT NOT NULL,"
    "  reason TEXT NOT NULL DEFAULT '',"
    "  override_reason TEXT NOT NULL DEFAULT '',"
    "  override_by TEXT NOT NULL DEFAULT '',"
    "  PRIMARY KEY (run_id, level)"
    ");"
    "CREATE TABLE validation_checks ("
    "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
    "  run_id INTEGER NOT NULL REFERENCES validation_runs(id) ON DELETE CASCADE,"
    "  level TEXT NOT NULL,"
    "  check_id TEXT NOT NULL,"
    "  status TEXT NOT NULL,"
    "  evidence TEXT NOT NULL,"
    "  sha256 TEXT NOT NULL,"
    "  recorded_at TEXT NOT NULL"
    ");"
    "CREATE INDEX validation_checks_by_run ON validation_checks(run_id);"
    "CREATE INDEX validation_runs_by_cluster ON validation_runs(cluster_name, id);",
    // 7: where a cluster's scheduler places jobs (the high-speed fabric's node feature, --switches and its
    // wait) and where its object store is (a mounted root or an rclone remote, the default bucket), and
    // where datasets are staged: the guides' job specs on that cluster.
    "ALTER TABLE clusters ADD COLUMN interconnect_feature TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE clusters ADD COLUMN topology_switches INTEGER NOT NULL DEFAULT 0"
    "  CHECK (topology_switches IN (0, 1));"
    "ALTER TABLE clusters ADD COLUMN switches_wait_minutes INTEGER NOT NULL DEFAULT 30"
    "  CHECK (switches_wait_minutes >= 0);"
    "ALTER TABLE clusters ADD COLUMN object_store_root TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE clusters ADD COLUMN object_store_remote TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE clusters ADD COLUMN default_bucket TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE clusters ADD COLUMN staging_root TEXT NOT NULL DEFAULT '';",
    // 8: a cluster may allow the SHA-1 key exchange methods its old servers need (off by default).
    "ALTER TABLE clusters ADD COLUMN legacy_kex INTEGER NOT NULL DEFAULT 0 CHECK (legacy_kex IN (0, 1));",
    // 9: each cluster's terminal recording policy (typed input off and kept until deleted by default).
    "CREATE TABLE IF NOT EXISTS recording_policy ("
    "  cluster TEXT PRIMARY KEY NOT NULL,"
    "  record_input INTEGER NOT NULL DEFAULT 0 CHECK (record_input IN (0, 1)),"
    "  retention_days INTEGER NOT NULL DEFAULT 0 CHECK (retention_days >= 0)"
    ");",
    // 10: a dataset's version (empty: unversioned, as every dataset before it), and the version of each
    // dataset an export request covered when it was submitted (JSON object name -> version; NULL: none
    // recorded, as every request before it, which covers the unversioned dataset).
    "ALTER TABLE ledger_datasets ADD COLUMN version TEXT NOT NULL DEFAULT '' CHECK (length(version) <= 100);"
    "ALTER TABLE ledger_requests ADD COLUMN dataset_versions TEXT;",
    // 11: the job backend a cluster's jobs go through (jobs/job_backend.h); no row: "slurm".
    "CREATE TABLE IF NOT EXISTS cluster_job_backend ("
    "  cluster_id INTEGER PRIMARY KEY NOT NULL REFERENCES clusters(id) ON DELETE CASCADE,"
    "  backend TEXT NOT NULL CHECK (length(backend) BETWEEN 1 AND 64)"
    ");",
    // 12: the container registries a cluster's job images are resolved and pulled from, in order, one per
    // line (inventory.h, ClusterPlacement::registries).
    "ALTER TABLE clusters ADD COLUMN registries TEXT NOT NULL DEFAULT '';",
    // 13: the jobs the failover watch looks after (services/job_failover_watch.h), kept across restarts.
    "CREATE TABLE IF NOT EXISTS job_failover_watch ("
    "  cluster TEXT NOT NULL, job_id TEXT NOT NULL, spec TEXT NOT NULL,"
    "  backups TEXT NOT NULL, since TEXT NOT NULL, PRIMARY KEY (cluster, job_id)"
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

// Refuses, on the console's own connection, what would quietly turn the append-only tables into ordinary
// ones: dropping or altering them, dropping their triggers or adding new ones (a RAISE(IGNORE) trigger
// would swallow rows), and writable_schema. Installed after the migrations, which own the schema.
int appendOnlyAuthorizer(void *, int action, const char *a1, const char *a2, const char *, const char *)
{
    const auto isProtected = [](const char *table) {
        return table && Database::appendOnlyTables().contains(QString::fromUtf8(table), Qt::CaseInsensitive);
    };
    switch (action) {
    case SQLITE_DROP_TRIGGER:
    case SQLITE_DROP_TEMP_TRIGGER:
    case SQLITE_CREATE_TRIGGER:
    case SQLITE_CREATE_TEMP_TRIGGER:
    case SQLITE_ALTER_TABLE:
        return isProtected(a2) ? SQLITE_DENY : SQLITE_OK;
    case SQLITE_DROP_TABLE:
    case SQLITE_DROP_TEMP_TABLE:
        return isProtected(a1) ? SQLITE_DENY : SQLITE_OK;
    case SQLITE_PRAGMA:
        return a1 && qstricmp(a1, "writable_schema") == 0 ? SQLITE_DENY : SQLITE_OK;
    default:
        return SQLITE_OK;
    }
}

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
        qCDebug(lcStorage) << "database closed" << m_path;
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

namespace {

// The database holds the audit log and the inventory: readable by its owner only. SQLite gives its WAL and
// shared-memory files the database's mode; files left by an older install are tightened too.
bool ownerOnly(const QByteArray &file)
{
    struct stat st
    {
    };
    if (::stat(file.constData(), &st) != 0)
        return true; // not there
    if ((st.st_mode & 077) == 0)
        return true;
    return ::chmod(file.constData(), st.st_mode & 0700) == 0;
}

} // namespace

Status Database::open(const QString &path)
{
    close();
    m_path = path;
    const bool existed = QFileInfo::exists(path);
    const QByteArray native = QFileInfo(path).absoluteFilePath().toUtf8();
    if (!existed) {
        // Created with its final mode, never world-readable for a moment.
        const int fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd >= 0)
            ::close(fd);
    }
    // One thread at a time uses a connection (database.h), so SQLite's per-call mutex only costs: without
    // it a full walk of the audit log is about a fifth faster.
    if (sqlite3_open_v2(native.constData(), &m_db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK) {
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

    for (const char *suffix : {"", "-wal", "-shm", "-journal"}) {
        if (!ownerOnly(native + suffix)) {
            const QString why = QString::fromLocal8Bit(strerror(errno));
            close();
            return Status::failure(
                tr("Cannot make %1%2 readable by its owner only: %3").arg(path, QLatin1String(suffix), why));
        }
    }
    // A page cache of up to 32 MiB (SQLite's default is 2 MiB): a batch of 10,000 audit rows dirties about
    // 900 pages (3.5 MB), more than the default holds; measured, the batched append costs about 15 % less
    // CPU. Durability is untouched (WAL, synchronous as it was).
    if (auto st = exec("PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON; PRAGMA cache_size=-32768;"); !st) {
        const QString why = st.error();
        close();
        return Status::failure(tr("Cannot use the database %1: %2").arg(path, why));
    }
    if (auto st = migrate(); !st) {
        close();
        return st;
    }
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_set_authorizer(m_db, appendOnlyAuthorizer, nullptr);
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
            (void)exec("ROLLBACK"); // what failed before is what is reported
            return Status::failure(tr("Cannot upgrade the database %1 to schema %2: %3")
                                       .arg(m_path)
                                       .arg(version + 1)
                                       .arg(st.error()));
        }
        if (auto commit = exec("COMMIT"); !commit)
            return Status::failure(tr("Cannot upgrade the database %1: %2").arg(m_path, commit.error()));
        ++version;
        qCDebug(lcStorage) << "database" << m_path << "upgraded to schema" << version;
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
        (void)exec("ROLLBACK"); // what failed before is what is reported
        qCDebug(lcStorage) << "transaction rolled back:" << result.error();
        return result;
    }
    if (auto st = exec("COMMIT"); !st) {
        (void)exec("ROLLBACK"); // what failed before is what is reported
        return st;
    }
    return result;
}

bool Database::inTransaction() const
{
    return m_db && sqlite3_get_autocommit(m_db) == 0;
}

const QStringList &Database::appendOnlyTables()
{
    static const QStringList tables{QStringLiteral("audit_log"), QStringLiteral("audit_checkpoints"),
                                    QStringLiteral("ledger_officer_keys"), QStringLiteral("ledger_approvals"),
                                    QStringLiteral("ledger_destructions")};
    return tables;
}

qint64 Database::RowView::integer(int col) const
{
    return qint64(sqlite3_column_int64(m_st, col));
}

QByteArrayView Database::RowView::bytes(int col) const
{
    // sqlite3_column_blob gives a text value's bytes as stored, without conversion.
    const void *p = sqlite3_column_blob(m_st, col);
    return QByteArrayView(static_cast<const char *>(p), sqlite3_column_bytes(m_st, col));
}

bool Database::RowView::isNull(int col) const
{
    return sqlite3_column_type(m_st, col) == SQLITE_NULL;
}

Status Database::forEachRow(const char *sql, const QVariantList &params,
                            const std::function<bool(const RowView &)> &visit) const
{
    if (!m_db)
        return Status::failure(tr("The database is not open."));
    Statement st(m_db, sql);
    if (!st.prepared() || !bindAll(st.get(), params))
        return Status::failure(lastError());
    const RowView row(st.get());
    int rc;
    while ((rc = st.step()) == SQLITE_ROW) {
        if (!visit(row))
            return Ok{};
    }
    if (rc != SQLITE_DONE)
        return Status::failure(lastError());
    return Ok{};
}

Status Database::executeMany(const char *sql, const QList<QVariantList> &rows)
{
    if (!m_db)
        return Status::failure(tr("The database is not open."));
    Statement st(m_db, sql);
    if (!st.prepared())
        return Status::failure(lastError());
    for (const QVariantList &params : rows) {
        sqlite3_reset(st.get());
        if (!bindAll(st.get(), params))
            return Status::failure(lastError());
        const int rc = st.step();
        if (rc != SQLITE_DONE && rc != SQLITE_ROW)
            return Status::failure(lastError());
    }
    return Ok{};
}

namespace {

// Binds `values` as parameters 1 ... columns.
int bindValues(sqlite3_stmt *st, const Database::BoundValue *values, int columns)
{
    for (int c = 0; c < columns; ++c) {
        const Database::BoundValue &v = values[c];
        const char *bytes = v.bytes.data() ? v.bytes.data() : ""; // an empty value, never NULL
        int rc;
        switch (v.kind) {
        case Database::BoundValue::Kind::Integer:
            rc = sqlite3_bind_int64(st, c + 1, v.integer);
            break;
        case Database::BoundValue::Kind::Text:
            rc = sqlite3_bind_text64(st, c + 1, bytes, sqlite3_uint64(v.bytes.size()), SQLITE_STATIC,
                                     SQLITE_UTF8);
            break;
        case Database::BoundValue::Kind::Blob:
        default:
            rc = sqlite3_bind_blob64(st, c + 1, bytes, sqlite3_uint64(v.bytes.size()), SQLITE_STATIC);
            break;
        }
        if (rc != SQLITE_OK)
            return rc;
    }
    return SQLITE_OK;
}

} // namespace

Status Database::executeMany(const char *sql, qsizetype count, int columns,
                             const std::function<void(qsizetype, BoundValue *)> &fill)
{
    if (!m_db)
        return Status::failure(tr("The database is not open."));
    Statement st(m_db, sql);
    if (!st.prepared() || columns < 0 || columns > 64)
        return Status::failure(lastError());
    BoundValue values[64];
    for (qsizetype i = 0; i < count; ++i) {
        sqlite3_reset(st.get());
        fill(i, values);
        if (bindValues(st.get(), values, columns) != SQLITE_OK)
            return Status::failure(lastError());
        const int rc = st.step();
        if (rc != SQLITE_DONE && rc != SQLITE_ROW)
            return Status::failure(lastError());
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
