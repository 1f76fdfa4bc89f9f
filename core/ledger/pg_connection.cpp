// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/pg_connection.h"

#include "ledger/ledger_logging.h"

#include <QMetaObject>
#include <QPointer>
#include <QRegularExpression>
#include <QSocketNotifier>
#include <QUrl>

#include <libpq-fe.h>

#include <algorithm>
#include <vector>

namespace cg::ledger {

PgRows::PgRows(pg_result *res) : m_res(res, PQclear) {}

int PgRows::size() const
{
    return m_res ? PQntuples(m_res.get()) : 0;
}

bool PgRows::isNull(int row, int col) const
{
    return PQgetisnull(m_res.get(), row, col) != 0;
}

QString PgRows::text(int row, int col) const
{
    return QString::fromUtf8(PQgetvalue(m_res.get(), row, col), PQgetlength(m_res.get(), row, col));
}

QByteArray PgRows::utf8(int row, int col) const
{
    return QByteArray(PQgetvalue(m_res.get(), row, col), PQgetlength(m_res.get(), row, col));
}

QByteArray PgRows::bytea(int row, int col) const
{
    if (isNull(row, col))
        return {};
    size_t n = 0;
    unsigned char *raw =
        PQunescapeBytea(reinterpret_cast<const unsigned char *>(PQgetvalue(m_res.get(), row, col)), &n);
    if (!raw)
        return {};
    QByteArray out(reinterpret_cast<const char *>(raw), qsizetype(n));
    PQfreemem(raw);
    return out;
}

qint64 PgRows::integer(int row, int col) const
{
    return QByteArray(PQgetvalue(m_res.get(), row, col)).toLongLong();
}

qint64 PgRows::affected() const
{
    return m_res ? QByteArray(PQcmdTuples(m_res.get())).toLongLong() : 0;
}

namespace {

// Whether libpq would reach the server over TCP (any host that is not a unix socket directory) with no
// sslmode chosen by the URL or PGSSLMODE: then the ledger asks for verify-full, not libpq's "prefer",
// which would fall back to plaintext and accept any certificate.
bool wantsVerifiedTls(const QByteArray &dsn)
{
    if (qEnvironmentVariableIsSet("PGSSLMODE"))
        return false;
    char *error = nullptr;
    PQconninfoOption *options = PQconninfoParse(dsn.constData(), &error);
    if (!options) {
        PQfreemem(error);
        return false; // libpq refuses the same string with its own message
    }
    QString host, hostaddr;
    bool sslmodeGiven = false;
    for (PQconninfoOption *o = options; o->keyword; ++o) {
        if (!o->val)
            continue;
        const QByteArray key(o->keyword);
        if (key == "host")
            host = QString::fromUtf8(o->val);
        else if (key == "hostaddr")
            hostaddr = QString::fromUtf8(o->val);
        else if (key == "sslmode" && *o->val)
            sslmodeGiven = true;
    }
    PQconninfoFree(options);
    if (sslmodeGiven)
        return false;
    if (host.isEmpty())
        host = qEnvironmentVariable("PGHOST");
    if (!hostaddr.isEmpty())
        return true;
    const auto hosts = host.split(QLatin1Char(','));
    return std::any_of(hosts.begin(), hosts.end(), [](const QString &h) {
        return !h.isEmpty() && !h.startsWith(QLatin1Char('/')) && !h.startsWith(QLatin1Char('@'));
    });
}

} // namespace

PgConnection::PgConnection(QObject *parent) : QObject(parent) {}

PgConnection::~PgConnection()
{
    close();
}

bool PgConnection::isServerUrl(const QString &url)
{
    return url.startsWith(QLatin1String("postgresql://")) || url.startsWith(QLatin1String("postgres://"));
}

bool PgConnection::hasPassword(const QString &url)
{
    if (isServerUrl(url)) {
        const QUrl u(url);
        if (!u.password().isEmpty())
            return true;
        return url.contains(QRegularExpression(QStringLiteral("[?&]password=")));
    }
    return url.contains(QRegularExpression(QStringLiteral("(^|\\s)password\\s*=")));
}

QString PgConnection::withoutPassword(const QString &url)
{
    if (!isServerUrl(url))
        return url;
    QUrl u(url);
    u.setPassword(QString());
    return u.toString();
}

Status PgConnection::open(const QString &url, const QByteArray &password, const QByteArray &keyPassphrase)
{
    close();
    if (hasPassword(url))
        return Status::failure(
            tr("the ledger server URL contains a password: keep the password in the keychain "
               "(clustergate secrets set ID --kind password < FILE) and name it with --password-secret ID"));
    const QByteArray dsn = url.toUtf8();
    std::vector<const char *> keys{"dbname", "application_name", "fallback_application_name"};
    std::vector<const char *> values{dsn.constData(), "clustergate", "clustergate"};
    // Unless the URL says otherwise: give up on an unreachable server after 10 s, not libpq's forever.
    if (!url.contains(QLatin1String("connect_timeout"))) {
        keys.push_back("connect_timeout");
        values.push_back("10");
    }
    if (!password.isEmpty()) {
        keys.push_back("password");
        values.push_back(password.constData());
    }
    if (!keyPassphrase.isEmpty()) {
        keys.push_back("sslpassword");
        values.push_back(keyPassphrase.constData());
    }
    const bool verifiedTlsByDefault = wantsVerifiedTls(dsn);
    if (verifiedTlsByDefault) {
        keys.push_back("sslmode");
        values.push_back("verify-full");
    }
    keys.push_back(nullptr);
    values.push_back(nullptr);
    m_conn = PQconnectdbParams(keys.data(), values.data(), 1);
    if (!m_conn)
        return Status::failure(tr("cannot start a connection to the ledger server: out of memory"));
    const char *host = PQhost(m_conn);
    m_where = QStringLiteral("%1/%2").arg(QString::fromUtf8(host ? host : ""),
                                          QString::fromUtf8(PQdb(m_conn) ? PQdb(m_conn) : ""));
    if (PQstatus(m_conn) != CONNECTION_OK) {
        QString why = QString::fromUtf8(PQerrorMessage(m_conn)).trimmed();
        PQfinish(m_conn);
        m_conn = nullptr;
        m_failure = Failure::Unreachable;
        if (verifiedTlsByDefault)
            why +=
                QLatin1Char(' ') +
                tr("(over the network the ledger server must prove itself with a TLS certificate for its "
                   "host name: name the certificate authority that signed it with ?sslrootcert=FILE in the "
                   "URL; sslmode=verify-ca or weaker only if you accept that risk)");
        return Status::failure(
            tr("cannot reach the ledger server %1: %2. Nothing was written; the console does not fall back "
               "to a local ledger (clustergate ledger connect --local chooses that explicitly).")
                .arg(withoutPassword(url), why));
    }
    // Every timestamp the ledger stores comes from the application; the session's own are UTC.
    if (auto st = execute("SET TIME ZONE 'UTC'"); !st)
        return st;
    m_failure = Failure::None;
    return Ok{};
}

void PgConnection::close()
{
    delete m_notifier;
    m_notifier = nullptr;
    if (m_conn)
        PQfinish(m_conn);
    m_conn = nullptr;
    m_inTransaction = false;
    m_lostInTransaction = false;
}

bool PgConnection::isOpen() const
{
    return m_conn && PQstatus(m_conn) == CONNECTION_OK;
}

QString PgConnection::user() const
{
    return m_conn ? QString::fromUtf8(PQuser(m_conn)) : QString();
}

QString PgConnection::failureText(pg_result *res)
{
    m_sqlState = QString::fromLatin1(res ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : nullptr);
    QString message = QString::fromUtf8(res ? PQresultErrorMessage(res) : PQerrorMessage(m_conn)).trimmed();
    if (message.isEmpty())
        message = QString::fromUtf8(PQerrorMessage(m_conn)).trimmed();
    if (PQstatus(m_conn) != CONNECTION_OK) {
        m_failure = Failure::ConnectionLost;
        if (m_inTransaction)
            m_lostInTransaction = true;
        return tr("the connection to the ledger server %1 was lost (%2); the change in progress was not "
                  "stored, nothing of it was written")
            .arg(m_where, message);
    }
    if (m_sqlState == QLatin1String("40001") || m_sqlState == QLatin1String("40P01")) {
        m_failure = Failure::Conflict;
        return tr("another desktop changed the same thing at the same moment; nothing was written (%1)")
            .arg(message);
    }
    if (m_sqlState == QLatin1String("42501")) {
        m_failure = Failure::Refused;
        return tr("the ledger server refused it for the role %1: %2").arg(user(), message);
    }
    m_failure = Failure::Other;
    return tr("the ledger server %1 answered: %2").arg(m_where, message);
}

ErrorCode PgConnection::failureCode() const
{
    switch (m_failure) {
    case Failure::Refused:
        return ErrorCode::Refused;
    case Failure::Conflict:
        return ErrorCode::Conflict;
    case Failure::Unreachable:
    case Failure::ConnectionLost:
        return ErrorCode::Unreachable;
    case Failure::None:
    case Failure::Other:
        break;
    }
    return ErrorCode::Failed;
}

Result<PgRows> PgConnection::exec(const char *sql, const QVariantList &params)
{
    using R = Result<PgRows>;
    if (!m_conn)
        return R::failure(tr("not connected to the ledger server"));
    if (m_lostInTransaction)
        return R::failure(
            tr("the connection to the ledger server %1 was lost during this change; nothing of it was "
               "written")
                .arg(m_where));
    if (PQstatus(m_conn) != CONNECTION_OK && !m_inTransaction) {
        // Between transactions a dropped connection (a server restart) is made again once.
        PQreset(m_conn);
        if (PQstatus(m_conn) != CONNECTION_OK) {
            m_failure = Failure::Unreachable;
            return R::failure(tr("cannot reach the ledger server %1: %2")
                                  .arg(m_where, QString::fromUtf8(PQerrorMessage(m_conn)).trimmed()));
        }
        delete m_notifier; // a new socket
        m_notifier = nullptr;
        PQclear(PQexec(m_conn, "SET TIME ZONE 'UTC'"));
        for (const QByteArray &listen : std::as_const(m_listens))
            PQclear(PQexec(m_conn, listen.constData()));
        if (!m_listens.isEmpty())
            watchSocket();
    }
    std::vector<QByteArray> storage(std::size_t(params.size()));
    std::vector<const char *> values(std::size_t(params.size()), nullptr);
    std::vector<int> lengths(std::size_t(params.size()), 0);
    std::vector<int> formats(std::size_t(params.size()), 0);
    for (qsizetype i = 0; i < params.size(); ++i) {
        const QVariant &v = params.at(i);
        const auto k = std::size_t(i);
        if (!v.isValid())
            continue; // NULL
        switch (v.typeId()) {
        case QMetaType::QByteArray:
            storage[k] = v.toByteArray();
            formats[k] = 1;
            break;
        case QMetaType::Bool:
            storage[k] = v.toBool() ? "true" : "false";
            break;
        default:
            storage[k] = v.toString().toUtf8();
            break;
        }
        values[k] = storage[k].constData();
        lengths[k] = int(storage[k].size());
    }
    pg_result *res = PQexecParams(m_conn, sql, int(params.size()), nullptr, values.data(), lengths.data(),
                                  formats.data(), 0);
    const ExecStatusType status = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        const QString why = failureText(res);
        if (res)
            PQclear(res);
        qCDebug(lcLedger) << "postgresql:" << why;
        return R::failure(why, failureCode());
    }
    m_failure = Failure::None;
    PgRows rows(res);
    if (m_notifier)
        QMetaObject::invokeMethod(this, &PgConnection::pollNotifications, Qt::QueuedConnection);
    return rows;
}

Status PgConnection::execute(const char *sql, const QVariantList &params)
{
    const auto r = exec(sql, params);
    return r ? Status(Ok{}) : Status::failureOf(r);
}

Status PgConnection::executeScript(const QString &sql)
{
    if (!m_conn)
        return Status::failure(tr("not connected to the ledger server"));
    const QByteArray text = sql.toUtf8();
    pg_result *res = PQexec(m_conn, text.constData());
    const ExecStatusType status = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        const QString why = failureText(res);
        if (res)
            PQclear(res);
        return Status::failure(why, failureCode());
    }
    PQclear(res);
    return Ok{};
}

Status PgConnection::begin()
{
    if (m_inTransaction)
        return Status::failure(tr("a transaction on the ledger server is already open"));
    if (auto st = execute("BEGIN"); !st)
        return st;
    m_inTransaction = true;
    return Ok{};
}

Status PgConnection::commit()
{
    if (m_lostInTransaction) {
        rollback();
        return Status::failure(
            tr("the connection to the ledger server %1 was lost during this change; nothing of it was "
               "written")
                .arg(m_where));
    }
    const auto st = execute("COMMIT");
    if (!st && m_failure == Failure::ConnectionLost) {
        m_inTransaction = false;
        m_lostInTransaction = false;
        // The server may or may not have committed before the connection broke: say so, never guess.
        return Status::failure(tr("the connection to the ledger server %1 was lost while the change was "
                                  "being committed; whether it was stored is not known: reload to see")
                                   .arg(m_where));
    }
    m_inTransaction = false;
    return st;
}

void PgConnection::rollback()
{
    if (m_inTransaction && !m_lostInTransaction && m_conn && PQstatus(m_conn) == CONNECTION_OK)
        (void)execute("ROLLBACK"); // a failed rollback leaves nothing either: the server drops the work
    m_inTransaction = false;
    m_lostInTransaction = false;
}

Status PgConnection::listen(const QString &channel)
{
    if (!m_conn)
        return Status::failure(tr("not connected to the ledger server"));
    char *quoted = PQescapeIdentifier(m_conn, channel.toUtf8().constData(), size_t(channel.toUtf8().size()));
    if (!quoted)
        return Status::failure(tr("cannot listen on %1").arg(channel));
    const QByteArray sql = QByteArray("LISTEN ") + quoted;
    PQfreemem(quoted);
    if (auto st = execute(sql.constData()); !st)
        return st;
    if (!m_listens.contains(sql))
        m_listens << sql;
    watchSocket();
    return Ok{};
}

void PgConnection::watchSocket()
{
    if (m_notifier || !m_conn || PQsocket(m_conn) < 0)
        return;
    m_notifier = new QSocketNotifier(PQsocket(m_conn), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &PgConnection::pollNotifications);
}

void PgConnection::pollNotifications()
{
    if (!m_conn || m_emitting)
        return;
    if (!m_notifier)
        watchSocket();
    if (PQconsumeInput(m_conn) == 0) {
        // The server went away; the next query makes the connection again (and LISTENs anew: the store).
        delete m_notifier;
        m_notifier = nullptr;
        return;
    }
    m_emitting = true;
    QPointer<PgConnection> self(this);
    while (PGnotify *n = PQnotifies(m_conn)) {
        const QString channel = QString::fromUtf8(n->relname);
        const QString payload = QString::fromUtf8(n->extra);
        PQfreemem(n);
        emit notified(channel, payload);
        if (!self)
            return;
    }
    m_emitting = false;
}

} // namespace cg::ledger
