// SPDX-License-Identifier: GPL-3.0-or-later
// The history file: a SQLite database of its own next to the profile's (never the ledger's), its schema,
// and a thin statement wrapper. One connection per thread: the recorder's writer has one, each reader its
// own.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace cg::history {

class HistoryDb
{
public:
    HistoryDb() = default;
    ~HistoryDb();
    HistoryDb(const HistoryDb &) = delete;
    HistoryDb &operator=(const HistoryDb &) = delete;

    // Creates the file and its schema when `writable`; a reader opens an existing file only.
    Status open(const QString &file, bool writable);
    void close();
    bool isOpen() const { return m_db != nullptr; }
    sqlite3 *handle() const { return m_db; }
    QString file() const { return m_file; }

    Status exec(const char *sql);
    // The last error for people: SQLite's words and, for I/O, the system's ("No space left on device").
    QString lastError() const;
    // Whether the last error means the file cannot be written any more (full disk, size limit, read-only,
    // I/O error), as opposed to a passing one.
    bool lastErrorIsFatal() const;
    // Bytes the data takes (pages in use, the free list not counted) and the file's own size.
    qint64 bytesUsed() const;

private:
    sqlite3 *m_db = nullptr;
    QString m_file;
};

// A prepared statement, reset on every bind round.
class Statement
{
public:
    Statement(HistoryDb &db, const char *sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool ok() const { return m_stmt != nullptr; }
    Statement &reset();
    Statement &bind(int i, qint64 v);
    Statement &bind(int i, const QString &v);
    Statement &bind(int i, const QByteArray &v); // blob
    // True while a row is there; false at the end or on an error (then error() is set).
    bool next();
    // Runs a statement that returns no rows.
    bool run();
    bool failed() const { return m_failed; }
    qint64 integer(int col) const;
    double real(int col) const;
    QString text(int col) const;
    QByteArray blob(int col) const;
    // The blob without a copy, valid until the next step.
    QByteArrayView blobView(int col) const;
    bool isNull(int col) const;

private:
    HistoryDb &m_db;
    sqlite3_stmt *m_stmt = nullptr;
    bool m_failed = false;
};

} // namespace cg::history
