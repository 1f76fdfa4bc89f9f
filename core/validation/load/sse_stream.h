// SPDX-License-Identifier: GPL-3.0-or-later
// Decoding what an OpenAI-compatible server streams back: the HTTP/1.1 response (status, headers, a body
// framed by Content-Length, chunked transfer coding or the connection's end), the Server-Sent Events in
// the body, and the chat-completion chunks in the events' data. Bytes arrive in any pieces; every decoder
// takes them as they come and never needs the whole response. QtCore only (the fuzz build compiles it alone).
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cg::validation {

// One HTTP/1.1 response, decoded incrementally.
class HttpResponseDecoder
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::HttpResponseDecoder)

public:
    enum class State { Head, Body, Complete, Failed };

    // Bytes from the connection; body bytes (de-chunked) are appended to `body`. Returns false once the
    // response is malformed (error() says why).
    bool feed(const char *data, qsizetype size, QByteArray *body);
    // The connection ended: completes a body framed by the connection's end, fails anything else unfinished.
    void finish();

    State state() const { return m_state; }
    bool headComplete() const { return m_state != State::Head && m_status > 0; }
    bool isComplete() const { return m_state == State::Complete; }
    bool failed() const { return m_state == State::Failed; }
    int status() const { return m_status; }
    QByteArray header(const QByteArray &lowerCaseName) const;
    // The server may take another request on this connection after the response.
    bool keepAlive() const { return m_keepAlive && m_framed; }
    QString error() const { return m_error; }

private:
    bool parseHead(const QByteArray &head);
    bool fail(const QString &why);

    enum class Chunk { Size, Data, DataEnd, Trailer };
    State m_state = State::Head;
    QByteArray m_pending; // head or chunk-size line not complete yet
    QList<QPair<QByteArray, QByteArray>> m_headers;
    int m_status = 0;
    bool m_chunked = false;
    bool m_framed = false; // by Content-Length or chunks, not by the connection's end
    bool m_keepAlive = true;
    qint64 m_left = -1; // body bytes left (Content-Length) or of the current chunk
    Chunk m_chunk = Chunk::Size;
    QString m_error;
};

// One Server-Sent Event (WHATWG HTML, "event stream interpretation").
struct SseEvent
{
    QByteArray event; // empty: "message"
    QByteArray data;  // data lines joined with '\n'
    QByteArray id;
};

// Lines end in CRLF, LF or CR (also when the CR and LF arrive in different pieces); lines starting with ':'
// are comments; an empty line dispatches the event; an event without data is not dispatched.
class SseDecoder
{
public:
    // Appends the events completed by `data` to `out`.
    void feed(const char *data, qsizetype size, QList<SseEvent> *out);
    // Bytes waiting for the end of their line: bounded by `maxLineBytes` (a server that never ends a line
    // cannot grow memory without limit); returns true when that bound was hit.
    bool overflowed() const { return m_overflow; }
    void setMaxLineBytes(qsizetype n) { m_maxLine = n; }

private:
    void line(const QByteArray &l, QList<SseEvent> *out);

    QByteArray m_line;
    bool m_lastWasCR = false;
    bool m_overflow = false;
    qsizetype m_maxLine = 4 << 20;
    SseEvent m_current;
    bool m_hasData = false;
};

// What one event's data says in the chat-completions stream.
struct ChatChunk
{
    enum Kind {
        Delta,     // a chunk: maybe content, maybe a finish reason, maybe usage
        Done,      // "[DONE]"
        Error,     // {"error": {...}}: the server reports a failure inside the stream
        Malformed, // not JSON, or JSON that is no chunk
    };
    Kind kind = Malformed;
    QString content;           // the delta's content (or a completion's text); may be empty
    QString finishReason;      // empty until the last chunk of a choice
    int completionTokens = -1; // from "usage", when the server sends it
    QString error;             // Error and Malformed: what was wrong
};

class ChatChunkDecoder
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::ChatChunkDecoder)

public:
    static ChatChunk decode(const QByteArray &data);
};

} // namespace cg::validation
