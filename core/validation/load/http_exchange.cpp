// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/load/http_exchange.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QUrl>

namespace cg::validation {

namespace {
constexpr int kAfterDoneMs = 1000;
} // namespace

HttpExchange::HttpExchange(const InferenceEndpoint &endpoint, Kind kind, const QString &path,
                           const QByteArray &body, int timeoutMs, QTcpSocket *socket, QObject *parent)
    : QObject(parent), m_endpoint(endpoint), m_kind(kind), m_path(path), m_requestBody(body),
      m_timeoutMs(timeoutMs), m_socket(socket)
{
    if (m_socket)
        m_socket->setParent(this);
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &HttpExchange::onTimeout);
}

HttpExchange::~HttpExchange() = default;

QByteArray HttpExchange::chatBody(const QString &model, const QString &prompt, int maxTokens)
{
    const QJsonObject msg{{QStringLiteral("role"), QStringLiteral("user")},
                          {QStringLiteral("content"), prompt}};
    const QJsonObject o{
        {QStringLiteral("model"), model},
        {QStringLiteral("messages"), QJsonArray{msg}},
        {QStringLiteral("max_tokens"), maxTokens},
        {QStringLiteral("stream"), true},
        {QStringLiteral("stream_options"), QJsonObject{{QStringLiteral("include_usage"), true}}}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray HttpExchange::buildRequest(const InferenceEndpoint &endpoint, Kind kind, const QString &path,
                                      const QByteArray &body)
{
    QByteArray r = kind == Kind::Get ? "GET " : "POST ";
    r += QUrl(path).toEncoded(QUrl::FullyEncoded);
    r += " HTTP/1.1\r\nHost: ";
    r += endpoint.host.toUtf8();
    if (endpoint.port != 80)
        r += ':' + QByteArray::number(endpoint.port);
    r += "\r\nUser-Agent: clustergate-load\r\n";
    if (!endpoint.apiKey.isEmpty())
        r += "Authorization: Bearer " + endpoint.apiKey.toUtf8() + "\r\n";
    if (kind == Kind::ChatStream) {
        r += "Accept: text/event-stream\r\nContent-Type: application/json\r\nContent-Length: ";
        r += QByteArray::number(body.size());
        r += "\r\n\r\n";
        r += body;
    } else {
        r += "Accept: application/json\r\n\r\n";
    }
    return r;
}

void HttpExchange::start()
{
    m_total.start();
    m_timer.start(m_timeoutMs);
    m_reused = m_socket && m_socket->state() == QAbstractSocket::ConnectedState;
    if (m_reused) {
        connect(m_socket, &QTcpSocket::readyRead, this, &HttpExchange::onReadyRead);
        connect(m_socket, &QTcpSocket::disconnected, this, &HttpExchange::onDisconnected);
        connect(m_socket, &QTcpSocket::errorOccurred, this, &HttpExchange::onSocketError);
        send();
        return;
    }
    connectSocket(true);
}

void HttpExchange::connectSocket(bool fresh)
{
    (void)fresh;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_reused = false;
    m_socket = new QTcpSocket(this);
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(m_socket, &QTcpSocket::connected, this, [this] {
        m_result.connectMs = double(m_connect.nsecsElapsed()) / 1e6;
        send();
    });
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpExchange::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, &HttpExchange::onDisconnected);
    connect(m_socket, &QTcpSocket::errorOccurred, this, &HttpExchange::onSocketError);
    m_connect.start();
    m_socket->connectToHost(m_endpoint.host, m_endpoint.port);
}

void HttpExchange::send()
{
    m_sent.start();
    m_socket->write(buildRequest(m_endpoint, m_kind, m_path, m_requestBody));
}

void HttpExchange::onReadyRead()
{
    if (m_finished || !m_socket)
        return;
    const QByteArray bytes = m_socket->readAll();
    if (bytes.isEmpty())
        return;
    m_gotBytes = true;
    QByteArray body;
    if (!m_http.feed(bytes.constData(), bytes.size(), &body)) {
        if (!body.isEmpty())
            process(body);
        if (!m_finished)
            fail(RequestError::Protocol, m_http.error());
        return;
    }
    process(body);
}

void HttpExchange::process(const QByteArray &bodyBytes)
{
    if (m_finished)
        return;
    const bool streaming = m_kind == Kind::ChatStream && m_http.headComplete() && m_http.status() == 200;
    if (!streaming) {
        m_body.append(bodyBytes);
        if (m_body.size() > (1 << 20))
            m_body.truncate(1 << 20);
        if (!m_http.isComplete())
            return;
        m_result.httpStatus = m_http.status();
        m_result.e2eMs = sinceSent();
        if (m_http.status() / 100 == 2 && m_kind == Kind::Get) {
            succeed();
            return;
        }
        QString detail = QString::fromUtf8(m_body.left(200)).simplified();
        fail(RequestError::Http, tr("HTTP %1%2")
                                     .arg(m_http.status())
                                     .arg(detail.isEmpty() ? QString() : QStringLiteral(": ") + detail));
        return;
    }
    m_result.httpStatus = 200;
    if (!m_done && !bodyBytes.isEmpty()) {
        QList<SseEvent> events;
        m_sse.feed(bodyBytes.constData(), bodyBytes.size(), &events);
        if (m_sse.overflowed()) {
            fail(RequestError::Malformed, tr("the stream sent a line longer than 4 MiB"));
            return;
        }
        for (const SseEvent &e : events) {
            const ChatChunk c = ChatChunkDecoder::decode(e.data);
            switch (c.kind) {
            case ChatChunk::Done:
                m_done = true;
                m_result.e2eMs = sinceSent();
                break;
            case ChatChunk::Error:
                fail(RequestError::ServerError, c.error);
                return;
            case ChatChunk::Malformed:
                fail(RequestError::Malformed, c.error);
                return;
            case ChatChunk::Delta:
                if (!c.content.isEmpty()) {
                    const double t = sinceSent();
                    if (m_firstTokenMs < 0)
                        m_firstTokenMs = t;
                    m_lastTokenMs = t;
                    ++m_deltas;
                }
                if (c.completionTokens >= 0)
                    m_usageTokens = c.completionTokens;
                if (!c.finishReason.isEmpty())
                    m_sawFinish = true;
                break;
            }
            if (m_done)
                break;
        }
    }
    if (m_done && !m_http.isComplete() && m_timer.remainingTime() > kAfterDoneMs)
        m_timer.start(kAfterDoneMs); // the body's end should follow [DONE] at once; do not wait for ever
    if (m_http.isComplete()) {
        if (!m_done) {
            fail(RequestError::Malformed, tr("the stream ended without [DONE]"));
            return;
        }
        m_reusable = m_http.keepAlive();
        succeed();
    }
}

void HttpExchange::succeed()
{
    if (m_kind == Kind::ChatStream) {
        if (m_firstTokenMs < 0) {
            fail(RequestError::Malformed, tr("the stream carried no content"));
            return;
        }
        m_result.ttftMs = m_firstTokenMs;
        m_result.outputTokens = m_usageTokens >= 0 ? m_usageTokens : m_deltas;
        if (m_deltas >= 2)
            m_result.tpotMs = (m_lastTokenMs - m_firstTokenMs) / double(m_deltas - 1);
    } else {
        m_reusable = m_http.keepAlive();
    }
    m_result.error = RequestError::None;
    complete();
}

void HttpExchange::fail(RequestError error, const QString &text)
{
    if (m_finished)
        return;
    m_result.error = error;
    m_result.errorText = text;
    if (m_http.headComplete())
        m_result.httpStatus = m_http.status();
    m_reusable = false;
    complete();
}

void HttpExchange::complete()
{
    m_finished = true;
    m_timer.stop();
    if (m_socket) {
        m_socket->disconnect(this);
        if (!m_reusable) {
            m_socket->abort();
            m_socket->deleteLater();
            m_socket = nullptr;
        }
    }
    emit finished();
}

void HttpExchange::onDisconnected()
{
    if (m_finished)
        return;
    // A reused connection the server had already closed: once more on a fresh one.
    if (m_reused && !m_gotBytes && !m_retried) {
        m_retried = true;
        connectSocket(true);
        return;
    }
    m_http.finish();
    if (m_http.isComplete()) {
        process({});
        if (m_finished)
            return;
    }
    if (!m_http.headComplete() && m_http.failed() && !m_gotBytes)
        fail(RequestError::Reset, tr("the connection was closed before any answer"));
    else
        fail(RequestError::Reset, m_http.failed() ? m_http.error() : tr("the connection was closed"));
}

void HttpExchange::onSocketError()
{
    if (m_finished || !m_socket)
        return;
    const auto err = m_socket->error();
    if (err == QAbstractSocket::RemoteHostClosedError)
        return; // disconnected() follows
    if (m_socket->state() != QAbstractSocket::ConnectedState && !m_sent.isValid()) {
        fail(RequestError::Connect, tr("cannot connect to %1 port %2: %3")
                                        .arg(m_endpoint.host)
                                        .arg(m_endpoint.port)
                                        .arg(m_socket->errorString()));
        return;
    }
    if (m_reused && !m_gotBytes && !m_retried) {
        m_retried = true;
        connectSocket(true);
        return;
    }
    fail(RequestError::Reset, m_socket->errorString());
}

void HttpExchange::onTimeout()
{
    if (m_done && m_kind == Kind::ChatStream && !m_finished) {
        // The stream was complete; only the response's framing never ended: keep the figures, not the
        // connection.
        m_reusable = false;
        succeed();
        return;
    }
    fail(RequestError::Timeout, tr("no complete answer within %1 ms").arg(m_timeoutMs));
}

void HttpExchange::abort()
{
    m_finished = true;
    m_timer.stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

QTcpSocket *HttpExchange::takeSocket()
{
    if (!m_reusable || !m_socket || m_socket->state() != QAbstractSocket::ConnectedState)
        return nullptr;
    QTcpSocket *s = m_socket;
    m_socket = nullptr;
    s->setParent(nullptr);
    return s;
}

} // namespace cg::validation
