// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/load/sse_stream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace cg::validation {

namespace {
constexpr qsizetype kMaxHead = 64 * 1024;
constexpr qsizetype kMaxChunkLine = 4096;

bool parseHex(const QByteArray &text, qint64 *value)
{
    if (text.isEmpty() || text.size() > 15)
        return false;
    qint64 v = 0;
    for (const char c : text) {
        int d;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        else
            return false;
        v = v * 16 + d;
    }
    *value = v;
    return true;
}
} // namespace

// ---------------------------------------------------------------------------------------------------
// HTTP/1.1 response

bool HttpResponseDecoder::fail(const QString &why)
{
    m_state = State::Failed;
    m_error = why;
    m_pending.clear();
    return false;
}

QByteArray HttpResponseDecoder::header(const QByteArray &lowerCaseName) const
{
    for (const auto &h : m_headers) {
        if (h.first == lowerCaseName)
            return h.second;
    }
    return {};
}

bool HttpResponseDecoder::parseHead(const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    QByteArray statusLine = lines.value(0);
    if (statusLine.endsWith('\r'))
        statusLine.chop(1);
    // "HTTP/1.1 200 OK"
    if (!statusLine.startsWith("HTTP/1."))
        return fail(tr("the server did not answer with HTTP/1.x: '%1'")
                        .arg(QString::fromLatin1(statusLine.left(60))));
    const QList<QByteArray> parts = statusLine.split(' ');
    bool ok = false;
    m_status = parts.size() >= 2 ? parts.at(1).toInt(&ok) : 0;
    if (!ok || m_status < 100 || m_status > 999 || parts.at(1).size() != 3)
        return fail(tr("malformed HTTP status line: '%1'").arg(QString::fromLatin1(statusLine.left(60))));
    m_keepAlive = statusLine.startsWith("HTTP/1.1");
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QByteArray l = lines.at(i);
        if (l.endsWith('\r'))
            l.chop(1);
        if (l.isEmpty())
            continue;
        const qsizetype colon = l.indexOf(':');
        if (colon <= 0)
            return fail(tr("malformed HTTP header line: '%1'").arg(QString::fromLatin1(l.left(60))));
        m_headers.append({l.left(colon).trimmed().toLower(), l.mid(colon + 1).trimmed()});
    }
    const QByteArray connection = header("connection").toLower();
    if (connection.contains("close"))
        m_keepAlive = false;
    else if (connection.contains("keep-alive"))
        m_keepAlive = true;
    const QByteArray te = header("transfer-encoding").toLower();
    if (!te.isEmpty()) {
        if (!te.endsWith("chunked"))
            return fail(tr("unsupported transfer coding '%1'").arg(QString::fromLatin1(te.left(40))));
        m_chunked = true;
        m_framed = true;
        m_chunk = Chunk::Size;
    } else if (const QByteArray cl = header("content-length"); !cl.isEmpty()) {
        bool okLen = false;
        m_left = cl.toLongLong(&okLen);
        if (!okLen || m_left < 0)
            return fail(tr("malformed Content-Length '%1'").arg(QString::fromLatin1(cl.left(40))));
        m_framed = true;
    } else if (m_status == 204 || m_status == 304 || m_status < 200) {
        m_left = 0;
        m_framed = true;
    }
    m_state = (m_framed && !m_chunked && m_left == 0) ? State::Complete : State::Body;
    return true;
}

bool HttpResponseDecoder::feed(const char *data, qsizetype size, QByteArray *body)
{
    qsizetype i = 0;
    while (i < size) {
        switch (m_state) {
        case State::Failed:
            return false;
        case State::Complete:
            // Bytes after a complete response: nothing was asked for them.
            return fail(tr("the server sent %1 bytes after the response").arg(size - i));
        case State::Head: {
            const qsizetype before = m_pending.size();
            m_pending.append(data + i, size - i);
            qsizetype end = m_pending.indexOf("\r\n\r\n");
            qsizetype sep = 4;
            const qsizetype lfEnd = m_pending.indexOf("\n\n");
            if (lfEnd >= 0 && (end < 0 || lfEnd < end)) {
                end = lfEnd;
                sep = 2;
            }
            if (end < 0) {
                if (m_pending.size() > kMaxHead)
                    return fail(tr("the response head is longer than %1 bytes").arg(kMaxHead));
                return true;
            }
            if (end > kMaxHead)
                return fail(tr("the response head is longer than %1 bytes").arg(kMaxHead));
            const QByteArray head = m_pending.left(end);
            const qsizetype consumed = end + sep - before;
            m_pending.clear();
            if (!parseHead(head))
                return false;
            i += consumed;
            break;
        }
        case State::Body: {
            if (!m_chunked) {
                qsizetype n = size - i;
                if (m_framed)
                    n = qsizetype(qMin<qint64>(n, m_left));
                body->append(data + i, n);
                i += n;
                if (m_framed) {
                    m_left -= n;
                    if (m_left == 0)
                        m_state = State::Complete;
                }
                break;
            }
            switch (m_chunk) {
            case Chunk::Size:
            case Chunk::DataEnd:
            case Chunk::Trailer: {
                const qsizetype nl = QByteArrayView(data + i, size - i).indexOf('\n');
                if (nl < 0) {
                    m_pending.append(data + i, size - i);
                    if (m_pending.size() > kMaxChunkLine)
                        return fail(tr("a chunk-size line is longer than %1 bytes").arg(kMaxChunkLine));
                    return true;
                }
                m_pending.append(data + i, nl);
                i += nl + 1;
                if (m_pending.size() > kMaxChunkLine)
                    return fail(tr("a chunk-size line is longer than %1 bytes").arg(kMaxChunkLine));
                QByteArray l = m_pending;
                m_pending.clear();
                if (l.endsWith('\r'))
                    l.chop(1);
                if (m_chunk == Chunk::DataEnd) {
                    if (!l.isEmpty())
                        return fail(tr("a chunk is longer than its size says"));
                    m_chunk = Chunk::Size;
                } else if (m_chunk == Chunk::Trailer) {
                    if (l.isEmpty())
                        m_state = State::Complete;
                } else {
                    const qsizetype semi = l.indexOf(';');
                    qint64 n = 0;
                    if (!parseHex((semi >= 0 ? l.left(semi) : l).trimmed(), &n))
                        return fail(tr("malformed chunk size '%1'").arg(QString::fromLatin1(l.left(40))));
                    m_left = n;
                    m_chunk = n == 0 ? Chunk::Trailer : Chunk::Data;
                }
                break;
            }
            case Chunk::Data: {
                const qsizetype n = qsizetype(qMin<qint64>(size - i, m_left));
                body->append(data + i, n);
                i += n;
                m_left -= n;
                if (m_left == 0)
                    m_chunk = Chunk::DataEnd;
                break;
            }
            }
            break;
        }
        }
    }
    return m_state != State::Failed;
}

void HttpResponseDecoder::finish()
{
    if (m_state == State::Body && !m_framed) {
        m_state = State::Complete;
        return;
    }
    if (m_state == State::Head || m_state == State::Body)
        fail(m_state == State::Head ? tr("the connection closed before the response head was complete")
                                    : tr("the connection closed in the middle of the response body"));
}

// ---------------------------------------------------------------------------------------------------
// Server-Sent Events

void SseDecoder::feed(const char *data, qsizetype size, QList<SseEvent> *out)
{
    qsizetype start = 0;
    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        if (c != '\r' && c != '\n')
            continue;
        if (c == '\n' && m_lastWasCR && i == start && m_line.isEmpty() && start == i) {
            // The LF of a CRLF whose CR ended the previous line (maybe in the previous piece).
            m_lastWasCR = false;
            start = i + 1;
            continue;
        }
        m_line.append(data + start, i - start);
        const QByteArray l = m_line;
        m_line.clear();
        m_lastWasCR = c == '\r';
        start = i + 1;
        line(l, out);
    }
    if (start < size) {
        m_lastWasCR = false;
        if (m_line.size() + (size - start) > m_maxLine) {
            // A line without end: drop it rather than hold it.
            m_overflow = true;
            m_line.clear();
            return;
        }
        m_line.append(data + start, size - start);
    }
}

void SseDecoder::line(const QByteArray &l, QList<SseEvent> *out)
{
    if (l.isEmpty()) {
        if (m_hasData)
            out->append(m_current);
        m_current = SseEvent{};
        m_hasData = false;
        return;
    }
    if (l.startsWith(':'))
        return; // a comment (servers send them as keep-alives)
    const qsizetype colon = l.indexOf(':');
    const QByteArray field = colon < 0 ? l : l.left(colon);
    QByteArray value = colon < 0 ? QByteArray() : l.mid(colon + 1);
    if (value.startsWith(' '))
        value.remove(0, 1);
    if (field == "data") {
        if (m_hasData)
            m_current.data.append('\n');
        m_current.data.append(value);
        m_hasData = true;
    } else if (field == "event") {
        m_current.event = value;
    } else if (field == "id") {
        if (!value.contains('\0'))
            m_current.id = value;
    }
    // "retry" and unknown fields are ignored, as the standard says.
}

// ---------------------------------------------------------------------------------------------------
// Chat-completion chunks

ChatChunk ChatChunkDecoder::decode(const QByteArray &data)
{
    ChatChunk c;
    if (data.trimmed() == "[DONE]") {
        c.kind = ChatChunk::Done;
        return c;
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError) {
        c.error =
            tr("the stream sent data that is not JSON (%1 at byte %2)").arg(pe.errorString()).arg(pe.offset);
        return c;
    }
    if (!doc.isObject()) {
        c.error = tr("the stream sent JSON that is not an object");
        return c;
    }
    const QJsonObject o = doc.object();
    if (o.contains(QLatin1String("error"))) {
        const QJsonValue e = o.value(QLatin1String("error"));
        c.kind = ChatChunk::Error;
        c.error = e.isObject() ? e.toObject().value(QLatin1String("message")).toString() : e.toString();
        if (c.error.isEmpty())
            c.error = tr("the server reported an error without a message");
        return c;
    }
    const QJsonValue choices = o.value(QLatin1String("choices"));
    if (!choices.isArray()) {
        c.error = tr("a chunk without a 'choices' array");
        return c;
    }
    const QJsonValue usage = o.value(QLatin1String("usage"));
    if (usage.isObject()) {
        const QJsonValue t = usage.toObject().value(QLatin1String("completion_tokens"));
        if (t.isDouble() && t.toDouble() >= 0 && t.toDouble() < 1e9)
            c.completionTokens = int(t.toDouble());
    }
    c.kind = ChatChunk::Delta;
    const QJsonArray arr = choices.toArray();
    if (arr.isEmpty())
        return c; // the usage-only chunk at the end
    if (!arr.first().isObject()) {
        c.kind = ChatChunk::Malformed;
        c.error = tr("a choice that is not an object");
        return c;
    }
    const QJsonObject choice = arr.first().toObject();
    const QJsonValue delta = choice.value(QLatin1String("delta"));
    if (delta.isObject())
        c.content = delta.toObject().value(QLatin1String("content")).toString();
    else if (choice.value(QLatin1String("text")).isString())
        c.content = choice.value(QLatin1String("text")).toString(); // the completions API
    else if (!delta.isUndefined() && !delta.isNull()) {
        c.kind = ChatChunk::Malformed;
        c.error = tr("a choice whose 'delta' is not an object");
        return c;
    }
    c.finishReason = choice.value(QLatin1String("finish_reason")).toString();
    return c;
}

} // namespace cg::validation
