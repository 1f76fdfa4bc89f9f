// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/metrics_scraper.h"

#include <QDeadlineTimer>
#include <QTcpSocket>

namespace cg::business {

namespace {

QByteArray dechunk(const QByteArray &data, bool *ok)
{
    QByteArray out;
    qsizetype pos = 0;
    *ok = false;
    for (;;) {
        const qsizetype eol = data.indexOf("\r\n", pos);
        if (eol < 0)
            return out; // cut short: what arrived
        bool hex = false;
        const qsizetype size = data.mid(pos, eol - pos).split(';').first().trimmed().toLongLong(&hex, 16);
        if (!hex || size < 0)
            return out;
        if (size == 0) {
            *ok = true;
            return out;
        }
        pos = eol + 2;
        out.append(data.mid(pos, size));
        pos += size + 2;
        if (pos > data.size())
            return out;
    }
}

} // namespace

Result<QByteArray> MetricsScraper::body(const QByteArray &response, int *status)
{
    using R = Result<QByteArray>;
    const qsizetype headerEnd = response.indexOf("\r\n\r\n");
    if (!response.startsWith("HTTP/1.") || headerEnd < 0)
        return R::failure(tr("the endpoint did not answer with HTTP"), ErrorCode::Invalid);
    const QList<QByteArray> lines = response.left(headerEnd).split('\n');
    const QList<QByteArray> statusLine = lines.first().trimmed().split(' ');
    *status = statusLine.size() > 1 ? statusLine.at(1).toInt() : 0;
    bool chunked = false;
    for (const auto &line : lines) {
        const QByteArray l = line.trimmed().toLower();
        if (l.startsWith("transfer-encoding:") && l.contains("chunked"))
            chunked = true;
    }
    QByteArray payload = response.mid(headerEnd + 4);
    if (chunked) {
        bool complete = false;
        payload = dechunk(payload, &complete);
    }
    return payload;
}

Result<Scrape> MetricsScraper::scrape(const ScrapeTarget &target)
{
    using R = Result<Scrape>;
    QDeadlineTimer deadline(target.timeoutMs);
    QTcpSocket socket;
    socket.connectToHost(target.host, target.port);
    if (!socket.waitForConnected(int(qMax<qint64>(1, deadline.remainingTime()))))
        return R::failure(tr("cannot reach the metrics endpoint %1:%2: %3")
                              .arg(target.host)
                              .arg(target.port)
                              .arg(socket.errorString()),
                          ErrorCode::Unreachable);
    const QByteArray request = "GET " + target.path.toUtf8() + " HTTP/1.1\r\nHost: " + target.host.toUtf8() +
                               "\r\nAccept: text/plain;version=0.0.4\r\nConnection: close\r\n\r\n";
    socket.write(request);
    Scrape scrape;
    QByteArray response;
    // Headers are allowed 64 KiB on top of the body's bound.
    const qint64 cap = target.limits.maxBytes + 64 * 1024;
    while (socket.state() == QAbstractSocket::ConnectedState || socket.bytesAvailable() > 0) {
        if (socket.bytesAvailable() == 0) {
            if (deadline.hasExpired())
                break;
            socket.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
            if (socket.bytesAvailable() == 0 && socket.state() != QAbstractSocket::ConnectedState)
                break;
            continue;
        }
        response.append(socket.read(cap - response.size() + 1));
        if (response.size() > cap) {
            response.truncate(cap);
            scrape.bodyCut = true;
            break;
        }
        const qsizetype headerEnd = response.indexOf("\r\n\r\n");
        if (headerEnd > 0) {
            const QByteArray headers = response.left(headerEnd).toLower();
            const qsizetype cl = headers.indexOf("content-length:");
            if (cl >= 0) {
                const qsizetype eol = headers.indexOf('\n', cl);
                const qint64 length =
                    headers.mid(cl + 15, eol < 0 ? -1 : eol - cl - 15).trimmed().toLongLong();
                if (response.size() - headerEnd - 4 >= length)
                    break;
            }
        }
    }
    const bool timedOut = deadline.hasExpired() && !scrape.bodyCut;
    socket.abort();
    scrape.bytes = response.size();
    if (response.isEmpty())
        return R::failure(tr("the metrics endpoint %1:%2 sent nothing within %3 ms")
                              .arg(target.host)
                              .arg(target.port)
                              .arg(target.timeoutMs),
                          ErrorCode::Unreachable);
    const auto payload = body(response, &scrape.httpStatus);
    if (!payload)
        return R::failureOf(payload);
    if (scrape.httpStatus != 200)
        return R::failure(
            tr("the metrics endpoint answered HTTP %1 for %2").arg(scrape.httpStatus).arg(target.path),
            ErrorCode::Failed);
    scrape.parse = PromText::parse(payload.value(), target.limits);
    if (scrape.bodyCut && scrape.parse.truncated.isEmpty())
        scrape.parse.truncated =
            tr("the endpoint sent more than %1 bytes; the rest was not read").arg(target.limits.maxBytes);
    else if (timedOut && scrape.parse.truncated.isEmpty())
        scrape.parse.truncated =
            tr("the endpoint did not finish within %1 ms; what arrived was read").arg(target.timeoutMs);
    return scrape;
}

} // namespace cg::business
