// SPDX-License-Identifier: GPL-3.0-or-later
// Remote-write in shards against a receiver on loopback that decodes every request (snappy, then the
// WriteRequest protobuf): while the receiver holds its answers, more than one request is in flight at once
// (one request at a time could not carry 8,000 GPUs' second to a receiver a round trip away), no series is
// in two requests out at the same time, and once answered every series' samples arrive in time order and
// none is lost.
#include "export/metric_registry.h"
#include "export/remote_write.h"
#include "export/remote_write_encode.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

#include <map>
#include <set>

using namespace cg::exporting;

namespace {

bool readVarint(const char *&p, const char *end, quint64 *v)
{
    *v = 0;
    for (int shift = 0; p < end && shift < 64; shift += 7) {
        const auto b = quint8(*p++);
        *v |= quint64(b & 0x7f) << shift;
        if (!(b & 0x80))
            return true;
    }
    return false;
}

struct Received
{
    QByteArray labels; // the series' Label messages as sent
    double value = 0;
    qint64 timestampMs = 0;
};

// The samples of a WriteRequest (one per TimeSeries here); empty on damaged input.
std::vector<Received> decode(const QByteArray &raw)
{
    std::vector<Received> out;
    const char *p = raw.constData(), *end = p + raw.size();
    while (p < end) {
        quint64 key = 0, len = 0;
        if (!readVarint(p, end, &key) || key != ((1 << 3) | 2) || !readVarint(p, end, &len) ||
            len > quint64(end - p))
            return {};
        const char *q = p, *qend = p + len;
        p = qend;
        Received r;
        while (q < qend) {
            quint64 k = 0, l = 0;
            const char *field = q;
            if (!readVarint(q, qend, &k) || (k & 7) != 2 || !readVarint(q, qend, &l) || l > quint64(qend - q))
                return {};
            if (k >> 3 == 1) {
                r.labels += QByteArray(field, int(q - field + qint64(l)));
            } else if (k >> 3 == 2) { // Sample: value = 1 (fixed64), timestamp = 2 (varint)
                const char *s = q, *send = q + l;
                while (s < send) {
                    quint64 sk = 0;
                    if (!readVarint(s, send, &sk))
                        return {};
                    if (sk == ((1 << 3) | 1) && send - s >= 8) {
                        std::memcpy(&r.value, s, 8);
                        s += 8;
                    } else if (sk == ((2 << 3) | 0)) {
                        quint64 ts = 0;
                        if (!readVarint(s, send, &ts))
                            return {};
                        r.timestampMs = qint64(ts);
                    } else {
                        return {};
                    }
                }
            }
            q += l;
        }
        out.push_back(r);
    }
    return out;
}

// An HTTP/1.1 remote-write receiver that holds its answers while `holding` is set.
class Receiver : public QObject
{
public:
    bool holding = true;
    int held = 0, mostHeld = 0;
    bool overlap = false;              // a series in two requests held at the same time
    bool outOfOrder = false;           // a series' sample older than one before it
    bool damaged = false;              // a body that did not decode
    std::map<QByteArray, qint64> last; // series -> newest timestamp seen
    std::map<QByteArray, int> heldSeries;
    qint64 samples = 0;
    QTcpServer server;

    Receiver()
    {
        server.listen(QHostAddress::LocalHost, 0);
        connect(&server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = server.nextPendingConnection()) {
                auto buf = std::make_shared<QByteArray>();
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                connect(s, &QTcpSocket::readyRead, s, [this, s, buf] { read(s, buf.get()); });
            }
        });
    }

    void release()
    {
        holding = false;
        const auto waiting = std::exchange(m_waiting, {});
        for (const auto &w : waiting)
            answer(w.first, w.second);
    }

private:
    std::vector<std::pair<QPointer<QTcpSocket>, std::vector<QByteArray>>> m_waiting;

    void read(QTcpSocket *s, QByteArray *buf)
    {
        *buf += s->readAll();
        for (;;) {
            const qsizetype head = buf->indexOf("\r\n\r\n");
            if (head < 0)
                return;
            const QByteArray headers = buf->left(head).toLower();
            const qsizetype cl = headers.indexOf("content-length:");
            const qsizetype length =
                cl < 0 ? 0 : headers.mid(cl + 15, headers.indexOf('\r', cl) - cl - 15).trimmed().toLongLong();
            if (buf->size() < head + 4 + length)
                return;
            const std::vector<Received> got = decode(snappyUncompress(buf->mid(head + 4, length)));
            buf->remove(0, head + 4 + length);
            damaged = damaged || got.empty();
            std::vector<QByteArray> series;
            for (const Received &r : got) {
                auto it = last.find(r.labels);
                if (it != last.end() && r.timestampMs < it->second)
                    outOfOrder = true;
                last[r.labels] = r.timestampMs;
                series.push_back(r.labels);
                ++samples;
            }
            if (holding) {
                for (const QByteArray &l : std::set<QByteArray>(series.begin(), series.end()))
                    overlap = overlap || heldSeries[l]++ > 0;
                mostHeld = std::max(mostHeld, ++held);
                m_waiting.emplace_back(s, std::move(series));
            } else {
                answer(s, {});
            }
        }
    }

    void answer(const QPointer<QTcpSocket> &s, const std::vector<QByteArray> &series)
    {
        for (const QByteArray &l : std::set<QByteArray>(series.begin(), series.end()))
            --heldSeries[l];
        if (!series.empty())
            --held;
        if (s)
            s->write("HTTP/1.1 204 No Content\r\n\r\n");
    }
};

} // namespace

class TestRemoteWriteShards : public QObject
{
    Q_OBJECT

private slots:
    void requestsGoOutInParallelEachSeriesInOrder()
    {
        Receiver receiver;
        QVERIFY(receiver.server.isListening());
        MetricRegistry registry;
        RemoteWriter::declareFamilies(registry);
        RemoteWriteOptions o;
        o.url = QUrl(QStringLiteral("http://127.0.0.1:%1/api/v1/write").arg(receiver.server.serverPort()));
        o.maxSamplesPerSend = 10;
        o.shards = 4;
        RemoteWriter writer(&registry, o);
        constexpr int kSeries = 200, kRounds = 5;
        const auto round = [&](int r) {
            for (int i = 0; i < kSeries; ++i)
                registry.set("g", {{"i", QByteArray::number(i)}}, r, 1000 + r * 1000);
            writer.collect();
        };
        round(0);
        // Held answers: every shard has its first request out.
        QTRY_VERIFY_WITH_TIMEOUT(receiver.mostHeld >= 4, 20000);
        QCOMPARE(receiver.mostHeld, 4);
        QVERIFY(!receiver.overlap);
        receiver.release();
        for (int r = 1; r < kRounds; ++r)
            round(r);
        QTRY_VERIFY_WITH_TIMEOUT(
            writer.status().pending == 0 && writer.status().sent >= quint64(kSeries * kRounds), 20000);
        QVERIFY(!receiver.damaged);
        QVERIFY(!receiver.outOfOrder);
        const RemoteWriteStatus s = writer.status();
        QCOMPARE(s.dropped, quint64(0));
        QCOMPARE(s.rejected, quint64(0));
        QCOMPARE(qint64(s.sent), receiver.samples);
        // Every series of the fleet arrived with its last round's time.
        int fleet = 0;
        for (const auto &[labels, ts] : receiver.last) {
            if (labels.contains("\n\x01i")) {
                ++fleet;
                QCOMPARE(ts, qint64(1000 + (kRounds - 1) * 1000));
            }
        }
        QCOMPARE(fleet, kSeries);
    }
};

QTEST_GUILESS_MAIN(TestRemoteWriteShards)
#include "tst_remote_write_shards.moc"
