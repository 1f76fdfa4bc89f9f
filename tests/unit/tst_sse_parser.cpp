// SPDX-License-Identifier: GPL-3.0-or-later
// The decoders under the load generator: Server-Sent Events (split anywhere, CRLF/LF/CR, comments, multi-line
// data), chat-completion chunks ([DONE], content, usage, errors, bad JSON) and the HTTP/1.1 response
// framing (chunked, Content-Length, the connection's end).
#include "validation/load/sse_stream.h"

#include <QTest>

using namespace cg::validation;

namespace {

QList<SseEvent> feedPieces(const QByteArray &all, const QList<int> &cuts)
{
    SseDecoder d;
    QList<SseEvent> out;
    int at = 0;
    for (int c : cuts) {
        d.feed(all.constData() + at, c - at, &out);
        at = c;
    }
    d.feed(all.constData() + at, all.size() - at, &out);
    return out;
}

QByteArrayList datas(const QList<SseEvent> &events)
{
    QByteArrayList out;
    for (const SseEvent &e : events)
        out << e.data;
    return out;
}

} // namespace

class TestSseParser : public QObject
{
    Q_OBJECT

private slots:
    void events_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<QByteArrayList>("expected");
        QTest::newRow("lf") << QByteArray("data: {\"a\":1}\n\ndata: [DONE]\n\n")
                            << QByteArrayList{"{\"a\":1}", "[DONE]"};
        QTest::newRow("crlf") << QByteArray("data: x\r\n\r\ndata: y\r\n\r\n") << QByteArrayList{"x", "y"};
        QTest::newRow("cr") << QByteArray("data: x\r\rdata: y\r\r") << QByteArrayList{"x", "y"};
        QTest::newRow("comments") << QByteArray(": keep-alive\n\n: another\ndata: x\n\n")
                                  << QByteArrayList{"x"};
        QTest::newRow("multi-line data")
            << QByteArray("data: a\ndata: b\ndata\n\n") << QByteArrayList{"a\nb\n"};
        QTest::newRow("no space after colon") << QByteArray("data:x\n\n") << QByteArrayList{"x"};
        QTest::newRow("two spaces keep one") << QByteArray("data:  x\n\n") << QByteArrayList{" x"};
        QTest::newRow("event without data is dropped")
            << QByteArray("event: ping\n\nid: 3\n\ndata: z\n\n") << QByteArrayList{"z"};
        QTest::newRow("unterminated last event is not dispatched")
            << QByteArray("data: a\n\ndata: b\n") << QByteArrayList{"a"};
        QTest::newRow("unknown fields ignored")
            << QByteArray("retry: 10\nfoo: bar\ndata: q\n\n") << QByteArrayList{"q"};
        QTest::newRow("mixed endings")
            << QByteArray("data: a\r\n\ndata: b\n\r\n") << QByteArrayList{"a", "b"};
    }

    void events()
    {
        QFETCH(QByteArray, stream);
        QFETCH(QByteArrayList, expected);
        QCOMPARE(datas(feedPieces(stream, {})), expected);
        // Every way of cutting it in two, and byte by byte, gives the same events.
        for (int cut = 1; cut < stream.size(); ++cut)
            QCOMPARE(datas(feedPieces(stream, {cut})), expected);
        QList<int> every;
        for (int i = 1; i < stream.size(); ++i)
            every << i;
        QCOMPARE(datas(feedPieces(stream, every)), expected);
    }

    void crSplitFromLf()
    {
        // The CR of a CRLF at the end of one piece, the LF at the start of the next: one line end, not two.
        SseDecoder d;
        QList<SseEvent> out;
        d.feed("data: a\r", 8, &out);
        d.feed("\ndata: b\r", 9, &out);
        d.feed("\n\r", 2, &out);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out.first().data, QByteArray("a\nb"));
        d.feed("\n", 1, &out);
        QCOMPARE(out.size(), 1);
    }

    void eventFields()
    {
        QList<SseEvent> out;
        const QByteArray in("event: message\nid: 7\ndata: x\n\n");
        SseDecoder().feed(in.constData(), in.size(), &out);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out.first().event, QByteArray("message"));
        QCOMPARE(out.first().id, QByteArray("7"));
    }

    void lineBound()
    {
        SseDecoder d;
        d.setMaxLineBytes(16);
        QList<SseEvent> out;
        const QByteArray big(64, 'a');
        d.feed(big.constData(), big.size(), &out);
        QVERIFY(d.overflowed());
    }

    void chunks_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("finish");
        QTest::addColumn<int>("tokens");
        QTest::newRow("done") << QByteArray("[DONE]") << int(ChatChunk::Done) << QString() << QString() << -1;
        QTest::newRow("done with spaces")
            << QByteArray(" [DONE] ") << int(ChatChunk::Done) << QString() << QString() << -1;
        QTest::newRow("content")
            << QByteArray(R"({"choices":[{"index":0,"delta":{"content":"Hel"},"finish_reason":null}]})")
            << int(ChatChunk::Delta) << QStringLiteral("Hel") << QString() << -1;
        QTest::newRow("role only") << QByteArray(
                                          R"({"choices":[{"delta":{"role":"assistant","content":""}}]})")
                                   << int(ChatChunk::Delta) << QString() << QString() << -1;
        QTest::newRow("finish") << QByteArray(R"({"choices":[{"delta":{},"finish_reason":"stop"}]})")
                                << int(ChatChunk::Delta) << QString() << QStringLiteral("stop") << -1;
        QTest::newRow("usage") << QByteArray(R"({"choices":[],"usage":{"completion_tokens":12}})")
                               << int(ChatChunk::Delta) << QString() << QString() << 12;
        QTest::newRow("completions api") << QByteArray(R"({"choices":[{"text":"abc"}]})")
                                         << int(ChatChunk::Delta) << QStringLiteral("abc") << QString() << -1;
        QTest::newRow("unicode") << QByteArray(R"({"choices":[{"delta":{"content":"\u4f60\u597d"}}]})")
                                 << int(ChatChunk::Delta) << QStringLiteral("你好") << QString() << -1;
        QTest::newRow("error object") << QByteArray(R"({"error":{"message":"overloaded","code":503}})")
                                      << int(ChatChunk::Error) << QString() << QString() << -1;
        QTest::newRow("bad json") << QByteArray(R"({"choices":[{"delta":)") << int(ChatChunk::Malformed)
                                  << QString() << QString() << -1;
        QTest::newRow("not an object")
            << QByteArray("[1,2]") << int(ChatChunk::Malformed) << QString() << QString() << -1;
        QTest::newRow("no choices") << QByteArray(R"({"id":"x"})") << int(ChatChunk::Malformed) << QString()
                                    << QString() << -1;
        QTest::newRow("delta not object") << QByteArray(R"({"choices":[{"delta":"x"}]})")
                                          << int(ChatChunk::Malformed) << QString() << QString() << -1;
        QTest::newRow("empty") << QByteArray("") << int(ChatChunk::Malformed) << QString() << QString() << -1;
    }

    void chunks()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, kind);
        QFETCH(QString, content);
        QFETCH(QString, finish);
        QFETCH(int, tokens);
        const ChatChunk c = ChatChunkDecoder::decode(data);
        QCOMPARE(int(c.kind), kind);
        QCOMPARE(c.content, content);
        QCOMPARE(c.finishReason, finish);
        QCOMPARE(c.completionTokens, tokens);
        if (kind == ChatChunk::Malformed || kind == ChatChunk::Error)
            QVERIFY(!c.error.isEmpty());
    }

    void httpChunked()
    {
        const QByteArray resp =
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
            "\r\n7\r\ndata: a\r\n2\r\n\n\n\r\n0\r\n\r\n";
        for (int step = 1; step <= resp.size(); ++step) {
            HttpResponseDecoder h;
            QByteArray body;
            for (int i = 0; i < resp.size(); i += step)
                QVERIFY2(h.feed(resp.constData() + i, qMin<int>(step, int(resp.size()) - i), &body),
                         qPrintable(h.error()));
            QVERIFY(h.isComplete());
            QCOMPARE(h.status(), 200);
            QVERIFY(h.keepAlive());
            QCOMPARE(body, QByteArray("data: a\n\n"));
            QCOMPARE(h.header("content-type"), QByteArray("text/event-stream"));
        }
    }

    void httpContentLengthAndClose()
    {
        HttpResponseDecoder h;
        QByteArray body;
        const QByteArray r =
            "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 5\r\nConnection: close\r\n\r\nabcde";
        QVERIFY(h.feed(r.constData(), r.size(), &body));
        QVERIFY(h.isComplete());
        QCOMPARE(h.status(), 500);
        QVERIFY(!h.keepAlive());
        QCOMPARE(body, QByteArray("abcde"));

        HttpResponseDecoder e; // framed by the connection's end
        body.clear();
        const QByteArray r2 = "HTTP/1.0 200 OK\n\ndata: x\n\n";
        QVERIFY(e.feed(r2.constData(), r2.size(), &body));
        QVERIFY(!e.isComplete());
        e.finish();
        QVERIFY(e.isComplete());
        QVERIFY(!e.keepAlive());
        QCOMPARE(body, QByteArray("data: x\n\n"));
    }

    void httpMalformed_data()
    {
        QTest::addColumn<QByteArray>("response");
        QTest::newRow("not http") << QByteArray("SSH-2.0-OpenSSH\r\n\r\n");
        QTest::newRow("bad status") << QByteArray("HTTP/1.1 2x0 OK\r\n\r\n");
        QTest::newRow("bad header") << QByteArray("HTTP/1.1 200 OK\r\nnocolon\r\n\r\n");
        QTest::newRow("bad chunk size")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n");
        QTest::newRow("chunk overrun")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n");
        QTest::newRow("bad length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: -3\r\n\r\n");
        QTest::newRow("gzip") << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n");
        QTest::newRow("bytes after the end") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nab");
    }

    void httpMalformed()
    {
        QFETCH(QByteArray, response);
        HttpResponseDecoder h;
        QByteArray body;
        QVERIFY(!h.feed(response.constData(), response.size(), &body));
        QVERIFY(h.failed());
        QVERIFY(!h.error().isEmpty());
    }

    void httpTruncated()
    {
        HttpResponseDecoder h;
        QByteArray body;
        const QByteArray r = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab";
        QVERIFY(h.feed(r.constData(), r.size(), &body));
        h.finish();
        QVERIFY(h.failed());
    }
};

QTEST_APPLESS_MAIN(TestSseParser)
#include "tst_sse_parser.moc"
