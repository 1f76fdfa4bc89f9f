// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/metrics_server.h"

#include "export/export_logging.h"

#include <QDateTime>
#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace cg::exporting {

namespace {

bool sameSecret(const QByteArray &a, const QByteArray &b)
{
    // Compares every byte whatever differs first, so the time taken says nothing about the token.
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return diff == 0;
}

} // namespace

Result<MetricsServerOptions> parseListen(const QString &text, MetricsServerOptions base)
{
    const int colon = text.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const uint port = colon >= 0 ? text.mid(colon + 1).toUInt(&ok) : 0;
    if (colon < 0 || !ok || port > 65535)
        return Result<MetricsServerOptions>::failure(
            MetricsServer::tr("--listen %1: give an address and a port, e.g. 127.0.0.1:9464").arg(text),
            ErrorCode::Invalid);
    QString host = text.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    QHostAddress address = host.isEmpty() ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(host);
    if (host == QLatin1String("localhost"))
        address = QHostAddress::LocalHost;
    if (address.isNull())
        return Result<MetricsServerOptions>::failure(
            MetricsServer::tr("--listen %1: '%2' is not an IP address").arg(text, host), ErrorCode::Invalid);
    base.address = address;
    base.port = quint16(port);
    return base;
}

MetricsServer::MetricsServer(MetricRegistry *registry, MetricsServerOptions options, QObject *parent)
    : QObject(parent), m_registry(registry), m_options(std::move(options))
{
}

MetricsServer::~MetricsServer()
{
    for (Connection *c : std::as_const(m_connections))
        delete c;
}

Status MetricsServer::checkPolicy(const MetricsServerOptions &o)
{
    if (o.address.isLoopback())
        return Ok{};
    if (o.tlsCertificateFile.isEmpty() || o.tlsKeyFile.isEmpty() || o.bearerToken.isEmpty())
        return Status::failure(
            tr("refusing to serve /metrics on %1 without TLS and a bearer token: anyone who reaches that "
               "address would read the fleet's telemetry. Listen on 127.0.0.1, or give --tls-cert FILE and "
               "--tls-key FILE and keep the scrape token in the keychain (clustergate secrets set %2 --kind "
               "api-token < TOKEN)")
                .arg(o.address.toString(), QStringLiteral("metrics-token")),
            ErrorCode::Refused);
    return Ok{};
}

bool MetricsServer::listen(QString *error)
{
    if (const Status policy = checkPolicy(m_options); !policy) {
        *error = policy.error();
        return false;
    }
    const bool tls = !m_options.tlsCertificateFile.isEmpty();
    if (tls) {
        QFile certFile(m_options.tlsCertificateFile), keyFile(m_options.tlsKeyFile);
        if (!certFile.open(QIODevice::ReadOnly) || !keyFile.open(QIODevice::ReadOnly)) {
            *error = tr("cannot read the TLS certificate %1 or key %2")
                         .arg(m_options.tlsCertificateFile, m_options.tlsKeyFile);
            return false;
        }
        const QList<QSslCertificate> chain = QSslCertificate::fromData(certFile.readAll(), QSsl::Pem);
        const QByteArray keyPem = keyFile.readAll();
        QSslKey key(keyPem, QSsl::Ec, QSsl::Pem);
        if (key.isNull())
            key = QSslKey(keyPem, QSsl::Rsa, QSsl::Pem);
        if (chain.isEmpty() || key.isNull()) {
            *error = tr("the TLS certificate %1 or key %2 is not PEM (or the key is neither EC nor RSA)")
                         .arg(m_options.tlsCertificateFile, m_options.tlsKeyFile);
            return false;
        }
        auto *ssl = new QSslServer(this);
        QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
        conf.setLocalCertificateChain(chain);
        conf.setPrivateKey(key);
        conf.setPeerVerifyMode(QSslSocket::VerifyNone);
        ssl->setSslConfiguration(conf);
        ssl->setHandshakeTimeout(m_options.requestTimeoutMs);
        m_server = ssl;
    } else {
        m_server = new QTcpServer(this);
    }
    m_server->setMaxPendingConnections(m_options.maxConnections);
    connect(m_server, &QTcpServer::pendingConnectionAvailable, this, &MetricsServer::accept);
    if (!m_server->listen(m_options.address, m_options.port)) {
        *error = tr("cannot listen on %1:%2: %3")
                     .arg(m_options.address.toString())
                     .arg(m_options.port)
                     .arg(m_server->errorString());
        return false;
    }
    m_port = m_server->serverPort();
    qCInfo(lcExport) << "serving /metrics on" << m_options.address.toString() << m_port.load()
                     << (tls ? "(TLS)" : "");
    return true;
}

void MetricsServer::accept()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        if (m_connections.size() >= m_options.maxConnections) {
            ++m_refused;
            socket->abort();
            socket->deleteLater();
            continue;
        }
        auto *c =
            new Connection{HttpRequestParser(size_t(m_options.maxRequestBytes)), new QTimer(socket), false};
        c->deadline->setSingleShot(true);
        connect(c->deadline, &QTimer::timeout, this, [this, socket] {
            ++m_refused;
            drop(socket);
        });
        c->deadline->start(m_options.requestTimeoutMs);
        m_connections.insert(socket, c);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readFrom(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] { drop(socket); });
        connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] {
            const Connection *conn = m_connections.value(socket);
            if (conn && conn->answered && socket->bytesToWrite() == 0)
                socket->disconnectFromHost();
        });
        if (socket->bytesAvailable() > 0)
            readFrom(socket);
    }
}

void MetricsServer::drop(QTcpSocket *socket)
{
    Connection *c = m_connections.take(socket);
    if (!c)
        return;
    delete c;
    socket->abort();
    socket->deleteLater();
}

void MetricsServer::readFrom(QTcpSocket *socket)
{
    Connection *c = m_connections.value(socket);
    if (!c || c->answered) {
        if (socket)
            socket->read(socket->bytesAvailable()); // after the answer: ignored
        return;
    }
    const QByteArray bytes = socket->read(m_options.maxRequestBytes + 4);
    switch (c->parser.feed(std::string_view(bytes.constData(), size_t(bytes.size())))) {
    case HttpRequestParser::State::NeedMore:
        return;
    case HttpRequestParser::State::Error:
        ++m_refused;
        respond(socket, c->parser.errorStatus(), QByteArray::fromStdString(c->parser.errorReason()),
                QByteArray::fromStdString(c->parser.errorReason()) + '\n');
        return;
    case HttpRequestParser::State::Complete:
        answer(socket, c->parser.request());
        return;
    }
}

void MetricsServer::answer(QTcpSocket *socket, const HttpRequest &r)
{
    const bool head = r.method == "HEAD";
    if (r.method != "GET" && !head) {
        respond(socket, 405, "Method Not Allowed", "only GET and HEAD\n", "text/plain; charset=utf-8", false,
                "Allow: GET, HEAD\r\n");
        return;
    }
    if (r.path == "/-/healthy") {
        respond(socket, 200, "OK", "OK\n", "text/plain; charset=utf-8", head);
        return;
    }
    if (r.path != "/metrics") {
        respond(socket, 404, "Not Found", "not found; the metrics are at /metrics\n",
                "text/plain; charset=utf-8", head);
        return;
    }
    if (!m_options.bearerToken.isEmpty()) {
        const QByteArray auth = QByteArray::fromStdString(r.header("authorization"));
        if (!auth.startsWith("Bearer ") || !sameSecret(auth.mid(7).trimmed(), m_options.bearerToken)) {
            ++m_refused;
            respond(socket, 401, "Unauthorized", "a bearer token is required\n", "text/plain; charset=utf-8",
                    head, "WWW-Authenticate: Bearer\r\n");
            return;
        }
    }
    ++m_scrapes;
    respond(socket, 200, "OK", m_registry->render(QDateTime::currentMSecsSinceEpoch()),
            "text/plain; version=0.0.4; charset=utf-8", head);
}

void MetricsServer::respond(QTcpSocket *socket, int status, const QByteArray &reason, const QByteArray &body,
                            const QByteArray &contentType, bool headOnly, const QByteArray &extraHeaders)
{
    Connection *c = m_connections.value(socket);
    if (!c)
        return;
    c->answered = true;
    c->deadline->start(m_options.responseTimeoutMs);
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason +
                     "\r\nContent-Type: " + contentType +
                     "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n" +
                     extraHeaders + "\r\n";
    if (!headOnly)
        out += body;
    socket->write(out);
}

} // namespace cg::exporting
