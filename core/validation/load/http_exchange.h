// SPDX-License-Identifier: GPL-3.0-or-later
// One HTTP/1.1 request on a connection of its own or a reused one: a plain GET (health, model list) or a
// streaming chat completion, timed as it goes (connect, first content delta, gaps between deltas, [DONE]).
// Runs on the thread it lives on, driven by that thread's event loop.
#pragma once

#include "validation/load/load_report.h"
#include "validation/load/sse_stream.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QTcpSocket;

namespace cg::validation {

class HttpExchange : public QObject
{
    Q_OBJECT

public:
    enum class Kind { Get, ChatStream };

    // `socket` may be an idle connection from an earlier exchange (reused when still open) or null; the
    // exchange owns it until takeSocket().
    HttpExchange(const InferenceEndpoint &endpoint, Kind kind, const QString &path, const QByteArray &body,
                 int timeoutMs, QTcpSocket *socket, QObject *parent = nullptr);
    ~HttpExchange() override;

    void start();
    // Stops without finished(); the connection is dropped.
    void abort();

    const RequestResult &result() const { return m_result; }
    const QByteArray &body() const { return m_body; } // Get: the whole body
    bool isFinished() const { return m_finished; }
    // The connection, when the response ended cleanly and the server keeps it open; else null.
    QTcpSocket *takeSocket();

    // The request's bytes (exposed for tests and the benchmark).
    static QByteArray buildRequest(const InferenceEndpoint &endpoint, Kind kind, const QString &path,
                                   const QByteArray &body);
    // The JSON body of a streaming chat completion.
    static QByteArray chatBody(const QString &model, const QString &prompt, int maxTokens);

signals:
    void finished();

private:
    void connectSocket(bool fresh);
    void send();
    void onReadyRead();
    void onDisconnected();
    void onSocketError();
    void onTimeout();
    void process(const QByteArray &bodyBytes);
    void succeed();
    void fail(RequestError error, const QString &text);
    void complete();
    double sinceSent() const { return double(m_sent.nsecsElapsed()) / 1e6; }

    InferenceEndpoint m_endpoint;
    Kind m_kind;
    QString m_path;
    QByteArray m_requestBody;
    int m_timeoutMs;
    QPointer<QTcpSocket> m_socket;
    bool m_reused = false;
    bool m_retried = false;
    bool m_gotBytes = false;
    QTimer m_timer;
    QElapsedTimer m_total;
    QElapsedTimer m_sent;
    QElapsedTimer m_connect;
    HttpResponseDecoder m_http;
    SseDecoder m_sse;
    QByteArray m_body;
    RequestResult m_result;
    double m_firstTokenMs = -1;
    double m_lastTokenMs = -1;
    int m_deltas = 0;
    int m_usageTokens = -1;
    bool m_done = false; // [DONE] (or a finish reason) seen
    bool m_sawFinish = false;
    bool m_finished = false;
    bool m_reusable = false;
};

} // namespace cg::validation
