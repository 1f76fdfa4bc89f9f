// SPDX-License-Identifier: GPL-3.0-or-later
// One node's telemetry channel against a broken or hostile agent: decoding trouble is one message per read,
// and frames failing their checksum again and again break the stream (the fleet drops and reconnects it).
#include "agent/telemetry_channel.h"
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <QJsonDocument>
#include <QtTest>

using namespace cg;

namespace {

QByteArray bytes(const std::vector<std::uint8_t> &v)
{
    return QByteArray(reinterpret_cast<const char *>(v.data()), qsizetype(v.size()));
}

QByteArray helloFrame()
{
    const QByteArray json =
        QJsonDocument(QJsonObject{{QStringLiteral("protocol_version"), 1},
                                  {QStringLiteral("agent_version"), QStringLiteral("1.2.3")}})
            .toJson(QJsonDocument::Compact);
    return bytes(
        proto::encodeFrame(proto::FrameType::Hello, std::vector<std::uint8_t>(json.begin(), json.end())));
}

QByteArray sampleFrame(std::uint64_t seq)
{
    proto::Sample s;
    s.seq = seq;
    s.timestampMs = 1764500000000;
    return bytes(proto::encodeFrame(proto::FrameType::Sample, proto::encodeSample(s)));
}

QByteArray badFrame(std::uint64_t seq)
{
    QByteArray f = sampleFrame(seq);
    f[f.size() - 1] = char(f[f.size() - 1] ^ 0x5a);
    return f;
}

// False 8-byte headers, each claiming a payload near the channel's limit.
QByteArray falseHeaders(int count)
{
    QByteArray out;
    for (int i = 0; i < count; ++i) {
        const std::uint32_t len = 250000 + std::uint32_t(i % 1000);
        out += QByteArray("CG\x01\x02", 4);
        for (int b = 0; b < 4; ++b)
            out += char((len >> (8 * b)) & 0xFF);
    }
    return out;
}

struct Recorder
{
    QStringList messages;
    int samples = 0;
    int hellos = 0;
};

} // namespace

class TestTelemetryChannel : public QObject
{
    Q_OBJECT

private:
    BundledAgent m_local{QString(), QByteArray(), QByteArrayLiteral("protocol: 1"),
                         QStringLiteral("clustergate-agent 1.2.3"), QString()};

    std::unique_ptr<TelemetryChannel> channel(Recorder &r)
    {
        TelemetryChannel::Events ev;
        ev.hello = [&r](const QJsonObject &) { ++r.hellos; };
        ev.sample = [&r](const proto::Sample &) { ++r.samples; };
        ev.message = [&r](const QString &text) { r.messages << text; };
        return std::make_unique<TelemetryChannel>(&m_local, 8, std::move(ev));
    }

    static void feed(TelemetryChannel &c, const QByteArray &b)
    {
        c.feed(b.constData(), std::size_t(b.size()), 0);
    }

private slots:
    void aGoodStreamSaysNothing()
    {
        Recorder r;
        auto c = channel(r);
        QByteArray in = helloFrame();
        for (int i = 0; i < 50; ++i)
            in += sampleFrame(std::uint64_t(i));
        feed(*c, in);
        QCOMPARE(r.hellos, 1);
        QCOMPARE(r.samples, 50);
        QVERIFY(r.messages.isEmpty());
        QVERIFY(c->broken().isEmpty());
    }

    // 300,000 false headers (2.4 MB) in reads of 64 KiB: one message per read at most, never one per error.
    void aFloodIsOneMessagePerRead()
    {
        Recorder r;
        auto c = channel(r);
        feed(*c, helloFrame());
        const QByteArray flood = falseHeaders(300000);
        int reads = 0;
        for (int off = 0; off < flood.size() && c->broken().isEmpty(); off += 65536, ++reads)
            feed(*c, flood.mid(off, 65536));
        QVERIFY(r.messages.size() <= reads);
        QVERIFY(!c->broken().isEmpty());
        QVERIFY2(c->broken().contains(QLatin1String("checksum")), qPrintable(c->broken()));
        QVERIFY(c->broken().contains(QLatin1String("reconnected")));
        // Once broken, nothing more is read from it.
        const int samples = r.samples;
        feed(*c, sampleFrame(1));
        QCOMPARE(r.samples, samples);
        // A new stream starts clean.
        c->reset();
        QVERIFY(c->broken().isEmpty());
        feed(*c, helloFrame() + sampleFrame(2));
        QCOMPARE(r.samples, samples + 1);
    }

    void manyErrorsInOneReadAreOneMessage()
    {
        Recorder r;
        auto c = channel(r);
        QByteArray in = helloFrame();
        for (int i = 0; i < 5; ++i)
            in += QByteArray("junk") + badFrame(std::uint64_t(i));
        in += sampleFrame(9);
        feed(*c, in);
        QCOMPARE(r.messages.size(), 1);
        QVERIFY2(r.messages.at(0).contains(QLatin1String("more decoding error")),
                 qPrintable(r.messages.at(0)));
        QCOMPARE(r.samples, 1);
        QVERIFY(c->broken().isEmpty()); // five bad frames are trouble, not yet a broken stream
    }

    // A good frame between bad ones resets the run; the total per stream still has a limit.
    void checksumFailuresInARowAndInTotal()
    {
        Recorder r;
        auto c = channel(r);
        feed(*c, helloFrame());
        for (int i = 0; i < TelemetryChannel::kMaxChecksumFailuresInARow - 1; ++i)
            feed(*c, badFrame(std::uint64_t(i)));
        QVERIFY(c->broken().isEmpty());
        feed(*c, badFrame(99));
        QVERIFY(!c->broken().isEmpty());

        Recorder r2;
        auto c2 = channel(r2);
        feed(*c2, helloFrame());
        int bad = 0;
        while (c2->broken().isEmpty() && bad < 1000) {
            for (int i = 0; i < TelemetryChannel::kMaxChecksumFailuresInARow - 1; ++i, ++bad)
                feed(*c2, badFrame(std::uint64_t(bad)));
            feed(*c2, sampleFrame(std::uint64_t(bad)));
        }
        QVERIFY(!c2->broken().isEmpty());
        QVERIFY(bad <= TelemetryChannel::kMaxChecksumFailures + TelemetryChannel::kMaxChecksumFailuresInARow);
    }
};

QTEST_APPLESS_MAIN(TestTelemetryChannel)
#include "tst_telemetry_channel.moc"
