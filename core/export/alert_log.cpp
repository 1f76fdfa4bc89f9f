// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/alert_log.h"

#include "common/paths.h"
#include "export/alertmanager.h"

#include <QDir>

#include <sqlite3.h>

namespace cg::exporting {

namespace {

class Statement
{
public:
    Statement(sqlite3 *db, const char *sql) { m_rc = sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr); }
    ~Statement() { sqlite3_finalize(m_stmt); }
    bool ok() const { return m_rc == SQLITE_OK; }
    void bind(int i, const QString &v)
    {
        const QByteArray u = v.toUtf8();
        sqlite3_bind_text(m_stmt, i, u.constData(), int(u.size()), SQLITE_TRANSIENT);
    }
    void bind(int i, qint64 v) { sqlite3_bind_int64(m_stmt, i, v); }
    void bindTime(int i, const QDateTime &t)
    {
        if (t.isValid())
            sqlite3_bind_int64(m_stmt, i, t.toMSecsSinceEpoch());
        else
            sqlite3_bind_null(m_stmt, i);
    }
    int step() { return sqlite3_step(m_stmt); }
    QString text(int c) const
    {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, c));
        return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, c)) : QString();
    }
    qint64 integer(int c) const { return sqlite3_column_int64(m_stmt, c); }
    QDateTime time(int c) const
    {
        if (sqlite3_column_type(m_stmt, c) == SQLITE_NULL)
            return {};
        return QDateTime::fromMSecsSinceEpoch(sqlite3_column_int64(m_stmt, c), Qt::UTC);
    }

private:
    sqlite3_stmt *m_stmt = nullptr;
    int m_rc = SQLITE_ERROR;
};

constexpr const char *kColumns =
    "id, key, alertname, severity, cluster, subject, what, todo, fired_at, resolved_at, acked_at, acked_by";

AlertLogEntry readEntry(const Statement &s)
{
    AlertLogEntry e;
    e.id = s.integer(0);
    e.key = s.text(1);
    e.alertname = s.text(2);
    e.severity = s.text(3);
    e.cluster = s.text(4);
    e.subject = s.text(5);
    e.what = s.text(6);
    e.todo = s.text(7);
    e.firedAt = s.time(8);
    e.resolvedAt = s.time(9);
    e.ackedAt = s.time(10);
    e.ackedBy = s.text(11);
    return e;
}

} // namespace

QString AlertLogEntry::state() const
{
    return resolvedAt.isValid() ? QStringLiteral("resolved") : QStringLiteral("firing");
}

planning::Alert AlertLogEntry::asAlert(bool *knownKind) const
{
    planning::Alert a;
    const auto kind = AlertmanagerClient::kindOf(alertname);
    if (knownKind)
        *knownKind = kind.has_value();
    a.kind = kind.value_or(planning::AlertKind::GpuIdle);
    a.severity = AlertmanagerClient::severityOf(severity);
    a.cluster = cluster;
    a.subject = subject;
    a.what = what;
    a.todo = todo;
    a.raised = firedAt;
    a.since = firedAt;
    a.cleared = resolvedAt;
    a.acknowledged = ackedAt;
    a.acknowledgedBy = ackedBy;
    return a;
}

Result<QList<AlertLogEntry>> AlertLog::firedBefore(const QDateTime &since, const QSet<QString> &activeNow,
                                                   int limit) const
{
    if (!m_db)
        return Result<QList<AlertLogEntry>>::failure(tr("the alert history is not open"));
    // Chosen by the database, then limited: a flood of alerts since the start does not hide the earlier ones.
    const QByteArray sql =
        QByteArray("SELECT ") + kColumns + " FROM alert_log WHERE fired_at < ?1 ORDER BY id DESC";
    Statement s(m_db, sql.constData());
    s.bindTime(1, since);
    QList<AlertLogEntry> out;
    while (out.size() < limit && s.step() == SQLITE_ROW) {
        AlertLogEntry x = readEntry(s);
        if (!(x.resolvedAt.isNull() && activeNow.contains(x.key)))
            out << std::move(x);
    }
    return out;
}

AlertLog::~AlertLog()
{
    if (m_db)
        sqlite3_close(m_db);
}

QString AlertLog::defaultPath()
{
    return QDir(paths::dataDir()).filePath(QStringLiteral("alerts.sqlite"));
}

Status AlertLog::exec(const char *sql)
{
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        const QString why = QString::fromUtf8(err ? err : "unknown error");
        sqlite3_free(err);
        return Status::failure(tr("alert history %1: %2").arg(m_path, why));
    }
    return Ok{};
}

Status AlertLog::open(const QString &path)
{
    m_path = path;
    if (sqlite3_open_v2(path.toUtf8().constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                        nullptr) != SQLITE_OK) {
        const QString why = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_close(m_db);
        m_db = nullptr;
        return Status::failure(tr("cannot open the alert history %1: %2").arg(path, why));
    }
    sqlite3_busy_timeout(m_db, 5000);
    if (Status st =
            exec("PRAGMA journal_mode=WAL;"
                 "CREATE TABLE IF NOT EXISTS alert_log ("
                 " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                 " key TEXT NOT NULL, alertname TEXT NOT NULL, severity TEXT NOT NULL,"
                 " cluster TEXT NOT NULL, subject TEXT NOT NULL, what TEXT NOT NULL, todo TEXT NOT NULL,"
                 " fired_at INTEGER NOT NULL, resolved_at INTEGER, acked_at INTEGER, acked_by TEXT);"
                 "CREATE INDEX IF NOT EXISTS alert_log_open ON alert_log(key) WHERE resolved_at IS NULL;");
        !st) {
        sqlite3_close(m_db);
        m_db = nullptr;
        return st;
    }
    return Ok{};
}

Result<qint64> AlertLog::recordFired(const planning::Alert &a, const QString &alertname,
                                     const QString &severity)
{
    if (!m_db)
        return Result<qint64>::failure(tr("the alert history is not open"));
    {
        Statement find(
            m_db, "SELECT id FROM alert_log WHERE key = ?1 AND resolved_at IS NULL ORDER BY id DESC LIMIT 1");
        find.bind(1, a.key());
        if (find.step() == SQLITE_ROW)
            return find.integer(0);
    }
    Statement ins(m_db,
                  "INSERT INTO alert_log (key, alertname, severity, cluster, subject, what, todo, fired_at)"
                  " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    ins.bind(1, a.key());
    ins.bind(2, alertname);
    ins.bind(3, severity);
    ins.bind(4, a.cluster);
    ins.bind(5, a.subject);
    ins.bind(6, a.what);
    ins.bind(7, a.todo);
    ins.bindTime(8, a.raised.isValid() ? a.raised : QDateTime::currentDateTimeUtc());
    if (ins.step() != SQLITE_DONE)
        return Result<qint64>::failure(
            tr("alert history %1: %2").arg(m_path, QString::fromUtf8(sqlite3_errmsg(m_db))));
    return qint64(sqlite3_last_insert_rowid(m_db));
}

Status AlertLog::recordResolved(const QString &key, const QDateTime &when)
{
    if (!m_db)
        return Status::failure(tr("the alert history is not open"));
    Statement up(m_db, "UPDATE alert_log SET resolved_at = ?2 WHERE key = ?1 AND resolved_at IS NULL");
    up.bind(1, key);
    up.bindTime(2, when.isValid() ? when : QDateTime::currentDateTimeUtc());
    if (up.step() != SQLITE_DONE)
        return Status::failure(
            tr("alert history %1: %2").arg(m_path, QString::fromUtf8(sqlite3_errmsg(m_db))));
    return Ok{};
}

Status AlertLog::acknowledge(qint64 id, const QString &who, const QDateTime &when)
{
    const auto e = entry(id);
    if (!e)
        return Status::failureOf(e);
    if (e->ackedAt.isValid())
        return Status::failure(tr("alert %1 was already acknowledged by %2 at %3")
                                   .arg(id)
                                   .arg(e->ackedBy, e->ackedAt.toString(Qt::ISODate)),
                               ErrorCode::Conflict);
    Statement up(m_db,
                 "UPDATE alert_log SET acked_at = ?2, acked_by = ?3 WHERE id = ?1 AND acked_at IS NULL");
    up.bind(1, id);
    up.bindTime(2, when);
    up.bind(3, who);
    if (up.step() != SQLITE_DONE)
        return Status::failure(
            tr("alert history %1: %2").arg(m_path, QString::fromUtf8(sqlite3_errmsg(m_db))));
    return Ok{};
}

Result<QList<AlertLogEntry>> AlertLog::list(int limit, bool firingOnly) const
{
    if (!m_db)
        return Result<QList<AlertLogEntry>>::failure(tr("the alert history is not open"));
    const QByteArray sql = QByteArray("SELECT ") + kColumns + " FROM alert_log" +
                           (firingOnly ? " WHERE resolved_at IS NULL" : "") + " ORDER BY id DESC LIMIT ?1";
    Statement s(m_db, sql.constData());
    s.bind(1, qint64(limit));
    QList<AlertLogEntry> out;
    while (s.step() == SQLITE_ROW)
        out << readEntry(s);
    return out;
}

Result<AlertLogEntry> AlertLog::entry(qint64 id) const
{
    if (!m_db)
        return Result<AlertLogEntry>::failure(tr("the alert history is not open"));
    const QByteArray sql = QByteArray("SELECT ") + kColumns + " FROM alert_log WHERE id = ?1";
    Statement s(m_db, sql.constData());
    s.bind(1, id);
    if (s.step() != SQLITE_ROW)
        return Result<AlertLogEntry>::failure(
            tr("no alert %1 in the alert history (clustergate alerts list shows them)").arg(id),
            ErrorCode::NotFound);
    return readEntry(s);
}

} // namespace cg::exporting
