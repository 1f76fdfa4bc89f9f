// SPDX-License-Identifier: GPL-3.0-or-later
// The /metrics endpoint: an HTTP/1.1 server on its own thread that renders the registry for every
// GET /metrics. Loopback by default. Bound to any other address only with TLS (certificate and key files)
// and a bearer token (from the keychain); otherwise refused (checkPolicy) with what to do. Every
// connection is bounded: request head size, header count, time to send the request, time to take the
// answer, connections at once; a client past a bound is answered (or dropped) and closed.
#pragma once

#include "common/result.h"
#include "export/http_request.h"
#include "export/metric_registry.h"

#include <QCoreApplication>
#include <QHash>
#include <QHostAddress>
#include <QObject>

#include <atomic>

class QTcpServer;
class QTcpSocket;
class QTimer;

namespace cg::exporting {

struct MetricsServerOptions
{
    QHostAddress address = QHostAddress::LocalHost;
    quint16 port = 9464; // 0: any free port
    QString tlsCertificateFile;
    QString tlsKeyFile;
    QByteArray bearerToken;
    int maxConnections = 16;
    int maxRequestBytes = 8192;
    int requestTimeoutMs = 5000;   // from accept to a complete request head
    int responseTimeoutMs = 30000; // for the client to take the answer
};

// "127.0.0.1:9464", "[::1]:9464", ":9464" (loopback), "0.0.0.0:9464".
Result<MetricsServerOptions> parseListen(const QString &text, MetricsServerOptions base = {});

class MetricsServer : public QObject
{
    Q_OBJECT

public:
    MetricsServer(MetricRegistry *registry, MetricsServerOptions options, QObject *parent = nullptr);
    ~MetricsServer() override;

    // Loopback, or TLS files and a token: else Refused, saying what to set.
    static Status checkPolicy(const MetricsServerOptions &options);

    // On the server's thread: binds and starts accepting. The error names the address and why.
    Q_INVOKABLE bool listen(QString *error);
    quint16 port() const { return m_port.load(); }
    quint64 scrapes() const { return m_scrapes.load(); }
    quint64 refused() const { return m_refused.load(); }

private:
    struct Connection
    {
        HttpRequestParser parser;
        QTimer *deadline = nullptr;
        bool answered = false;
    };
    void accept();
    void readFrom(QTcpSocket *socket);
    void answer(QTcpSocket *socket, const HttpRequest &request);
    void respond(QTcpSocket *socket, int status, const QByteArray &reason, const QByteArray &body,
                 const QByteArray &contentType = "text/plain; charset=utf-8", bool headOnly = false,
                 const QByteArray &extraHeaders = {});
    void drop(QTcpSocket *socket);

    MetricRegistry *m_registry;
    MetricsServerOptions m_options;
    QTcpServer *m_server = nullptr;
    QHash<QTcpSocket *, Connection *> m_connections;
    std::atomic<quint16> m_port{0};
    std::atomic<quint64> m_scrapes{0};
    std::atomic<quint64> m_refused{0};
};

} // namespace cg::exporting
