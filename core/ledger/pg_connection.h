// SPDX-License-Identifier: GPL-3.0-or-later
// One connection to the team ledger's PostgreSQL server, through libpq itself.
//
// Why libpq and not Qt's QPSQL driver: the team ledger needs what QSqlDatabase hides or lacks. LISTEN/NOTIFY
// with the socket in our own event loop (QPSQL's notification support drops payloads on some versions and
// gives no socket), transaction-scoped advisory locks and SQLSTATE codes (serialisation failures, refused
// privileges, lost connections) to tell people what happened, bytea and parameters bound without QVariant
// round trips, and every libpq connection keyword (sslmode, sslrootcert, sslcert, sslkey, sslpassword,
// SCRAM passwords, target_session_attrs) exactly as the server's own documentation names them. libpq is also
// the one dependency QPSQL would pull in anyway (Debian's libqt6sql6-psql links it).
//
// Secrets (the SCRAM password, a client key's passphrase) are passed as libpq keywords from memory, never
// in the URL, argv, the environment or a settings file. Used from one thread.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QVariantList>

#include <memory>

struct pg_conn;
struct pg_result;
class QSocketNotifier;

namespace cg::ledger {

// A query's rows (text format; bytea decoded on access).
class PgRows
{
public:
    PgRows() = default;
    explicit PgRows(pg_result *res);
    int size() const;
    bool isNull(int row, int col) const;
    QString text(int row, int col) const;
    QByteArray utf8(int row, int col) const; // the column's text as bytes
    QByteArray bytea(int row, int col) const;
    qint64 integer(int row, int col) const;
    qint64 affected() const; // rows an INSERT/UPDATE/DELETE touched

private:
    std::shared_ptr<pg_result> m_res;
};

class PgConnection : public QObject
{
    Q_OBJECT

public:
    // What went wrong, when it matters to the caller (SQLSTATE classes).
    enum class Failure { None, Unreachable, ConnectionLost, Conflict, Refused, Other };

    explicit PgConnection(QObject *parent = nullptr);
    ~PgConnection() override;

    // `url`: a postgresql:// URI or a libpq keyword string, without a password (refused if it has one).
    // `password` and `keyPassphrase` come from the keychain; empty: none.
    Status open(const QString &url, const QByteArray &password = {}, const QByteArray &keyPassphrase = {});
    void close();
    bool isOpen() const;
    // The server and database, for messages (never the password).
    QString describe() const { return m_where; }
    QString user() const;

    // Parameters bind as $1, $2, ...: QString and numbers as text, QByteArray as bytea, null as NULL.
    Result<PgRows> exec(const char *sql, const QVariantList &params = {});
    Status execute(const char *sql, const QVariantList &params = {});
    // Statements separated by semicolons, no parameters (migrations).
    Status executeScript(const QString &sql);
    Failure lastFailure() const { return m_failure; }
    // The last failure as the code callers branch on (42501 is Refused, a serialization failure Conflict).
    ErrorCode failureCode() const;
    QString lastSqlState() const { return m_sqlState; }
    // One transaction at a time (the store nests with savepoints). While one is open a lost connection is
    // never re-established behind the caller's back: every statement fails until rollback().
    Status begin();
    Status commit();
    void rollback();
    bool inTransaction() const { return m_inTransaction; }

    // LISTEN on `channel`; notifications arrive as notified() from the event loop.
    Status listen(const QString &channel);
    // Reads what the server sent and emits notified() for each notification (also done after every query).
    void pollNotifications();

    // Whether a URL names a PostgreSQL server (postgresql:// or postgres://).
    static bool isServerUrl(const QString &url);
    // The URL with any password removed (for messages and settings); empty password: unchanged.
    static QString withoutPassword(const QString &url);
    static bool hasPassword(const QString &url);

signals:
    void notified(const QString &channel, const QString &payload);

private:
    QString failureText(pg_result *res);
    void watchSocket();
    pg_conn *m_conn = nullptr;
    QString m_where;
    Failure m_failure = Failure::None;
    QString m_sqlState;
    QSocketNotifier *m_notifier = nullptr;
    bool m_emitting = false;
    QList<QByteArray> m_listens; // made again after a reconnect
    bool m_inTransaction = false;
    bool m_lostInTransaction = false;
};

} // namespace cg::ledger
