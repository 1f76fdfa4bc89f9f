// SPDX-License-Identifier: GPL-3.0-or-later
// The console's SQLite database: WAL mode, versioned schema migrations, and the targets table.
// A file that is not a ClusterGate database (or is newer than this build) is never modified.
// Threads: a Database is used by one thread at a time (its connection has no mutex of its own); the thread
// that owns it may change, as long as calls never overlap.
#pragma once

#include "common/result.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariantList>

#include <functional>

struct sqlite3;
struct sqlite3_stmt;

namespace cg {

struct Target
{
    QString id;   // stable key, e.g. "local"
    QString name; // shown to people
    QString kind; // "local" for now; "ssh" arrives with jump hosts
};

class Database
{
    Q_DECLARE_TR_FUNCTIONS(cg::Database)

public:
    static constexpr int kSchemaVersion = 13;

    Database() = default;
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens (creating if absent) and migrates. On error the file is left exactly as it was.
    Status open(const QString &path);
    void close();
    bool isOpen() const { return m_db != nullptr; }
    QString path() const { return m_path; }
    int schemaVersion() const;

    Result<QList<Target>> targets() const;
    Status ensureTarget(const Target &target);

    // Parameterised statements for the repositories (inventory, ledger, ...): values bind as ?1, ?2, ...
    // (QString, integers, doubles, QByteArray, null). Never build SQL from values.
    using Row = QVariantList;
    Result<QList<Row>> query(const char *sql, const QVariantList &params = {}) const;
    Status execute(const char *sql, const QVariantList &params = {});
    qint64 lastInsertId() const;
    // Runs `body` in one transaction: all of it is stored, or none of it.
    Status transaction(const std::function<Status()> &body);
    bool inTransaction() const;

    // One row of a streamed query: views into SQLite's buffers, valid only during the visit.
    class RowView
    {
    public:
        qint64 integer(int col) const;
        QByteArrayView bytes(int col) const; // text as UTF-8, or a blob
        bool isNull(int col) const;

    private:
        friend class Database;
        explicit RowView(sqlite3_stmt *st) : m_st(st) {}
        sqlite3_stmt *m_st;
    };
    // Streams a query's rows without copying them (millions of audit rows); `visit` returns false to stop.
    Status forEachRow(const char *sql, const QVariantList &params,
                      const std::function<bool(const RowView &)> &visit) const;
    // Runs one statement once per parameter list, prepared once (bulk inserts).
    Status executeMany(const char *sql, const QList<QVariantList> &rows);
    // One value bound without a QVariant: an integer, UTF-8 text or a blob, viewed (not copied).
    struct BoundValue
    {
        enum class Kind { Integer, Text, Blob };
        Kind kind = Kind::Integer;
        qint64 integer = 0;
        QByteArrayView bytes;
    };
    // Runs one statement `count` times, prepared once; `fill(i, values)` sets the `columns` values of row i
    // (the views must stay valid until fill is called again). For bulk inserts of millions of rows.
    Status executeMany(const char *sql, qsizetype count, int columns,
                       const std::function<void(qsizetype, BoundValue *)> &fill);

    // Tables whose rows are evidence: triggers refuse UPDATE and DELETE on them, and this connection's
    // authorizer refuses dropping or altering them, dropping or adding their triggers, and
    // writable_schema (see docs/audit-log.md).
    static const QStringList &appendOnlyTables();

private:
    Status exec(const char *sql);
    Status migrate();
    QString lastError() const;

    sqlite3 *m_db = nullptr;
    QString m_path;
};

} // namespace cg
