// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/history_db.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <sqlite3.h>

#include <cstring>

namespace cg::history {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::HistoryDb)
};

// Every table is keyed by time first, so that writing is appending and pruning cuts off the start:
// raw: one row per minute and series (the last hour), its samples packed (rollup.h).
// minute: one row per minute and series, count/min/mean/max/p95 packed in 20 bytes, until its hour is folded.
// rollup: one row per hour and series (30 days), the hour's minutes (21 bytes each): one lookup per hour.
// frame: one row per metric and hour, every series' sum and count: what a fleet-wide heatmap reads.
const char *const kSchema = R"(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS series(id INTEGER PRIMARY KEY, metric TEXT NOT NULL, labels TEXT NOT NULL,
    UNIQUE(metric, labels));
CREATE TABLE IF NOT EXISTS raw(minute INTEGER NOT NULL, series INTEGER NOT NULL, points BLOB NOT NULL,
    PRIMARY KEY(minute, series)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS minute(minute INTEGER NOT NULL, series INTEGER NOT NULL, agg BLOB NOT NULL,
    PRIMARY KEY(minute, series)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rollup(hour INTEGER NOT NULL, series INTEGER NOT NULL, minutes BLOB NOT NULL,
    PRIMARY KEY(hour, series)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS frame(metric TEXT NOT NULL, hour INTEGER NOT NULL, cells BLOB NOT NULL,
    PRIMARY KEY(metric, hour)) WITHOUT ROWID;
INSERT OR IGNORE INTO meta(key, value) VALUES('schema', '2');
)";

} // namespace

HistoryDb::~HistoryDb()
{
    close();
}

Status HistoryDb::open(const QString &file, bool writable)
{
    close();
    m_file = file;
    if (!writable && !QFileInfo::exists(file))
        return Status::failure(Tr::tr("no history at %1 yet: the console records it while it runs (the "
                                      "window or `clustergate serve`)")
                                   .arg(QDir::toNativeSeparators(file)),
                               ErrorCode::NotFound);
    const int flags = writable ? (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) : SQLITE_OPEN_READONLY;
    int rc = sqlite3_open_v2(file.toUtf8().constData(), &m_db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        const QString why = lastError();
        close();
        return Status::failure(
            Tr::tr("cannot open the history file %1: %2").arg(QDir::toNativeSeparators(file), why));
    }
    sqlite3_busy_timeout(m_db, 2000);
    // Reads are mapped rather than copied (a heatmap reads tens of MB of frames).
    (void)exec("PRAGMA mmap_size=1073741824");
    if (writable) {
        // Big pages: an hourly frame of 8,000 GPUs (96 KB) is 6 pages, not 24 (only for a new file).
        for (const char *sql :
             {"PRAGMA page_size=16384", "PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", kSchema}) {
            if (Status st = exec(sql); !st) {
                close();
                return Status::failure(Tr::tr("cannot write the history file %1: %2")
                                           .arg(QDir::toNativeSeparators(file), st.error()));
            }
        }
    }
    return Ok{};
}

void HistoryDb::close()
{
    if (m_db)
        sqlite3_close_v2(m_db);
    m_db = nullptr;
}

Status HistoryDb::exec(const char *sql)
{
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        QString why = lastError();
        sqlite3_free(err);
        return Status::failure(why);
    }
    return Ok{};
}

QString HistoryDb::lastError() const
{
    if (!m_db)
        return Tr::tr("out of memory");
    QString why = QString::fromUtf8(sqlite3_errmsg(m_db));
    const int sys = sqlite3_system_errno(m_db);
    const int code = sqlite3_errcode(m_db) & 0xff;
    if (sys != 0 && (code == SQLITE_IOERR || code == SQLITE_FULL || code == SQLITE_CANTOPEN))
        why += QStringLiteral(" (") + QString::fromLocal8Bit(std::strerror(sys)) + QLatin1Char(')');
    return why;
}

bool HistoryDb::lastErrorIsFatal() const
{
    if (!m_db)
        return true;
    switch (sqlite3_errcode(m_db) & 0xff) {
    case SQLITE_FULL:
    case SQLITE_IOERR:
    case SQLITE_READONLY:
    case SQLITE_CANTOPEN:
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
    case SQLITE_PERM:
    case SQLITE_NOMEM:
        return true;
    default:
        return false;
    }
}

qint64 HistoryDb::bytesUsed() const
{
    if (!m_db)
        return 0;
    auto pragma = [this](const char *sql) {
        sqlite3_stmt *s = nullptr;
        qint64 v = 0;
        if (sqlite3_prepare_v2(m_db, sql, -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW)
            v = sqlite3_column_int64(s, 0);
        sqlite3_finalize(s);
        return v;
    };
    return (pragma("PRAGMA page_count") - pragma("PRAGMA freelist_count")) * pragma("PRAGMA page_size");
}

Statement::Statement(HistoryDb &db, const char *sql) : m_db(db)
{
    if (db.handle() &&
        sqlite3_prepare_v3(db.handle(), sql, -1, SQLITE_PREPARE_PERSISTENT, &m_stmt, nullptr) != SQLITE_OK) {
        m_stmt = nullptr;
        m_failed = true;
    }
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement &Statement::reset()
{
    if (m_stmt) {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
    return *this;
}

Statement &Statement::bind(int i, qint64 v)
{
    if (m_stmt)
        sqlite3_bind_int64(m_stmt, i, v);
    return *this;
}

Statement &Statement::bind(int i, const QString &v)
{
    if (m_stmt) {
        const QByteArray u = v.toUtf8();
        sqlite3_bind_text(m_stmt, i, u.constData(), int(u.size()), SQLITE_TRANSIENT);
    }
    return *this;
}

Statement &Statement::bind(int i, const QByteArray &v)
{
    if (m_stmt)
        sqlite3_bind_blob(m_stmt, i, v.constData(), int(v.size()), SQLITE_TRANSIENT);
    return *this;
}

bool Statement::next()
{
    if (!m_stmt)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        m_failed = true;
    return false;
}

bool Statement::run()
{
    if (!m_stmt)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
        m_failed = true;
        return false;
    }
    return true;
}

qint64 Statement::integer(int col) const
{
    return sqlite3_column_int64(m_stmt, col);
}

double Statement::real(int col) const
{
    return sqlite3_column_double(m_stmt, col);
}

QString Statement::text(int col) const
{
    return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, col)),
                             sqlite3_column_bytes(m_stmt, col));
}

QByteArray Statement::blob(int col) const
{
    const void *p = sqlite3_column_blob(m_stmt, col);
    return QByteArray(static_cast<const char *>(p), p ? sqlite3_column_bytes(m_stmt, col) : 0);
}

QByteArrayView Statement::blobView(int col) const
{
    const void *p = sqlite3_column_blob(m_stmt, col);
    return QByteArrayView(static_cast<const char *>(p), p ? sqlite3_column_bytes(m_stmt, col) : 0);
}

bool Statement::isNull(int col) const
{
    return sqlite3_column_type(m_stmt, col) == SQLITE_NULL;
}

} // namespace cg::history
