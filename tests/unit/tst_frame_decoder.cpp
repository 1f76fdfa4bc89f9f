// SPDX-License-Identifier: GPL-3.0-or-later
// The wire decoder against well-formed, malformed and hostile byte streams (data-driven).
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace cg::proto;

namespace {

QByteArray bytes(const std::vector<std::uint8_t> &v)
{
    return QByteArray(reinterpret_cast<const char *>(v.data()), qsizetype(v.size()));
}

QByteArray frame(FrameType type, const QByteArray &payload)
{
    std::vector<std::uint8_t> p(payload.begin(), payload.end());
    return bytes(encodeFrame(type, p));
}

QByteArray helloFrame()
{
    return frame(FrameType::Hello, QByteArrayLiteral("{\"hostname\":\"n1\"}"));
}

Sample makeSample()
{
    Sample s;
    s.seq = 7;
    s.timestampMs = 1764500000123;
    s.intervalMs = 1000;
    s.cpuPercent = 12.5f;
    s.cpuCount = 2;
    s.load1 = 0.5f;
    s.memTotalBytes = 24ull << 30;
    s.memUsedBytes = 3ull << 30;
    s.tcpRetransSegsPerSec = 1.5;
    s.tcpOutSegsPerSec = 300;
    s.nics = {{"eth0", 1000.0, 2000.0}, {"ib0", 5.0, 6.0}};
    s.ibPorts = {{"mlx5_0/1", 4.0e9, 3.0e9, 0, 1}};
    GpuSample g;
    g.index = 3;
    g.valid = GpuSample::Memory | GpuSample::SmClock | GpuSample::Ecc;
    g.utilization = 99.0f;
    g.memUsedBytes = 80ull << 30;
    g.memTotalBytes = 141ull << 30;
    g.temperatureC = 71.0f;
    g.powerW = 650.5f;
    g.smClockMHz = 1980;
    g.eccVolatileUncorrected = 2;
    s.gpus = {g};
    return s;
}

QByteArray withVersion(QByteArray f, char version)
{
    f[2] = version;
    // Re-seal so that only the version differs.
    const auto crc = crc32(reinterpret_cast<const std::uint8_t *>(f.constData()), std::size_t(f.size() - 4));
    for (int i = 0; i < 4; ++i)
        f[f.size() - 4 + i] = char((crc >> (8 * i)) & 0xFF);
    return f;
}

QByteArray withType(QByteArray f, char type)
{
    f[3] = type;
    return withVersion(f, char(kProtocolVersion));
}

struct Outcome
{
    int frames = 0;
    QStringList errors;
    bool truncatedAtEnd = false;
    std::size_t maxBuffered = 0;
};

const char *kindName(DecodeErrorKind k)
{
    switch (k) {
    case DecodeErrorKind::Garbage:
        return "garbage";
    case DecodeErrorKind::UnsupportedVersion:
        return "version";
    case DecodeErrorKind::Oversized:
        return "oversized";
    case DecodeErrorKind::BadChecksum:
        return "checksum";
    case DecodeErrorKind::UnknownType:
        return "type";
    }
    return "?";
}

Outcome run(const QByteArray &input, int chunk, std::size_t maxPayload = 1024)
{
    FrameDecoder d(maxPayload);
    Outcome o;
    const auto *p = reinterpret_cast<const std::uint8_t *>(input.constData());
    const int step = chunk <= 0 ? int(input.size()) : chunk;
    for (int off = 0; off < input.size(); off += step) {
        d.feed(p + off, std::size_t(std::min<int>(step, int(input.size()) - off)));
        while (auto ev = d.next()) {
            if (ev->frame)
                ++o.frames;
            else
                for (std::size_t i = 0; i < ev->error->count; ++i)
                    o.errors << QString::fromLatin1(kindName(ev->error->kind));
        }
        o.maxBuffered = std::max(o.maxBuffered, d.buffered());
    }
    o.truncatedAtEnd = d.finish().has_value();
    return o;
}

// The decoder as it was before its resync was bounded: every candidate checked by a fresh CRC over the
// whole input at once. Slow on hostile input, but plainly right: the bounded decoder must agree with it.
struct Reference
{
    QList<QPair<int, QByteArray>> frames;
    QStringList errors;
};

Reference reference(const QByteArray &input, std::size_t maxPayload)
{
    Reference r;
    const auto *u = reinterpret_cast<const std::uint8_t *>(input.constData());
    const std::size_t n = std::size_t(input.size());
    auto le32 = [](const std::uint8_t *p) {
        return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
               std::uint32_t(p[3]) << 24;
    };
    auto findMagic = [&](std::size_t from) {
        for (std::size_t i = from; i < n; ++i) {
            if (u[i] == 'C' && (i + 1 == n || u[i + 1] == 'G'))
                return i;
        }
        return n;
    };
    std::size_t pos = 0;
    while (pos < n) {
        const std::uint8_t *p = u + pos;
        const std::size_t avail = n - pos;
        if (p[0] != 'C' || (avail >= 2 && p[1] != 'G')) {
            pos = findMagic(pos + 1);
            r.errors << QStringLiteral("garbage");
            continue;
        }
        if (avail < kHeaderSize)
            break;
        const std::uint32_t length = le32(p + 4);
        if (length > maxPayload) {
            pos = findMagic(pos + 2);
            r.errors << QStringLiteral("oversized");
            continue;
        }
        const std::size_t total = kHeaderSize + length + kTrailerSize;
        if (avail < total)
            break;
        if (crc32(p, kHeaderSize + length) != le32(p + kHeaderSize + length)) {
            pos = findMagic(pos + 2);
            r.errors << QStringLiteral("checksum");
            continue;
        }
        pos += total;
        if (p[2] != kProtocolVersion)
            r.errors << QStringLiteral("version");
        else if (!isKnownFrameType(p[3]))
            r.errors << QStringLiteral("type");
        else
            r.frames.append(
                {int(p[3]), QByteArray(reinterpret_cast<const char *>(p + kHeaderSize), int(length))});
    }
    return r;
}

Reference decodeAll(FrameDecoder &d, const QByteArray &input, int chunk)
{
    Reference r;
    const auto *p = reinterpret_cast<const std::uint8_t *>(input.constData());
    for (int off = 0; off < input.size(); off += chunk) {
        d.feed(p + off, std::size_t(std::min<int>(chunk, int(input.size()) - off)));
        while (auto ev = d.next()) {
            if (ev->frame)
                r.frames.append({int(ev->frame->type),
                                 QByteArray(reinterpret_cast<const char *>(ev->frame->payload.data()),
                                            qsizetype(ev->frame->payload.size()))});
            else
                for (std::size_t i = 0; i < ev->error->count; ++i)
                    r.errors << QString::fromLatin1(kindName(ev->error->kind));
        }
    }
    return r;
}

// Streams made of the pieces a broken or hostile agent sends: frames, frames with a flipped byte, bare
// false headers of a plausible length, truncated frames, and noise rich in the magic's bytes.
QByteArray hostileMix(QRandomGenerator &rng, int pieces, std::size_t maxPayload)
{
    QByteArray out;
    for (int i = 0; i < pieces; ++i) {
        QByteArray payload(int(rng.bounded(int(maxPayload / 4))), 0);
        for (auto &c : payload)
            c = char(rng.bounded(8) == 0 ? "CG"[rng.bounded(2)] : rng.bounded(256));
        const auto type = FrameType(1 + rng.bounded(5));
        switch (rng.bounded(6)) {
        case 0:
        case 1:
            out += frame(type, payload);
            break;
        case 2: {
            QByteArray f = frame(type, payload);
            f[int(rng.bounded(int(f.size())))] ^= char(1 + rng.bounded(255));
            out += f;
            break;
        }
        case 3: {
            const std::uint32_t len = rng.bounded(std::uint32_t(maxPayload + 1));
            out += QByteArray("CG\x01", 3) + char(1 + rng.bounded(5));
            for (int b = 0; b < 4; ++b)
                out += char((len >> (8 * b)) & 0xFF);
            break;
        }
        case 4:
            out += frame(type, payload).left(int(rng.bounded(int(kHeaderSize + payload.size()))));
            break;
        default:
            out += payload.left(int(rng.bounded(64)));
            break;
        }
    }
    return out;
}

} // namespace

class TestFrameDecoder : public QObject
{
    Q_OBJECT

private slots:
    void streams_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("chunk");
        QTest::addColumn<int>("frames");
        QTest::addColumn<QStringList>("errors");
        QTest::addColumn<bool>("truncated");

        const QByteArray hello = helloFrame();
        const QByteArray sample = bytes(encodeFrame(FrameType::Sample, encodeSample(makeSample())));
        const QByteArray bye = frame(FrameType::Bye, {});
        QByteArray badCrc = hello;
        badCrc[10] = char(badCrc[10] ^ 0x55);
        QByteArray oversized = QByteArrayLiteral("CG\x01\x02") + QByteArray("\xff\xff\xff\x7f", 4);
        QByteArray noC(5000, 'x');
        for (int i = 0; i < noC.size(); ++i)
            noC[i] = char("xyz\x00\x01\xfe"[i % 6]);

        QTest::newRow("empty") << QByteArray() << 0 << 0 << QStringList{} << false;
        QTest::newRow("one frame") << hello << 0 << 1 << QStringList{} << false;
        QTest::newRow("one frame, byte by byte") << hello << 1 << 1 << QStringList{} << false;
        QTest::newRow("three frames, 7-byte chunks")
            << hello + sample + bye << 7 << 3 << QStringList{} << false;
        QTest::newRow("empty payload") << bye << 0 << 1 << QStringList{} << false;
        QTest::newRow("garbage then frame")
            << QByteArray("hello world\n") + hello << 0 << 1 << QStringList{"garbage"} << false;
        QTest::newRow("garbage between frames")
            << hello + QByteArray("\x00\x01\x02", 3) + bye << 0 << 2 << QStringList{"garbage"} << false;
        QTest::newRow("truncated header") << hello.left(5) << 0 << 0 << QStringList{} << true;
        QTest::newRow("truncated payload")
            << hello + sample.left(sample.size() - 3) << 0 << 1 << QStringList{} << true;
        QTest::newRow("lone magic byte at end") << hello + QByteArray("C") << 0 << 1 << QStringList{} << true;
        QTest::newRow("bad checksum, then resync")
            << badCrc + bye << 0 << 1 << QStringList{"checksum"} << false;
        QTest::newRow("oversized length, then resync")
            << oversized + bye << 3 << 1 << QStringList{"oversized"} << false;
        QTest::newRow("wrong version is skipped")
            << withVersion(hello, 9) + bye << 0 << 1 << QStringList{"version"} << false;
        QTest::newRow("version 0 is skipped")
            << withVersion(bye, 0) + hello << 5 << 1 << QStringList{"version"} << false;
        QTest::newRow("unknown type is skipped")
            << withType(hello, 99) + bye << 0 << 1 << QStringList{"type"} << false;
        QTest::newRow("type 0 is skipped") << withType(bye, 0) << 0 << 0 << QStringList{"type"} << false;
        QTest::newRow("garbage only") << noC << 0 << 0 << QStringList{"garbage"} << false;
        QTest::newRow("garbage only, small chunks")
            << noC.left(64) << 16 << 0 << QStringList{"garbage", "garbage", "garbage", "garbage"} << false;
        // A false header with a small, plausible length: the decoder waits for it, the CRC fails, and
        // the real frame it had swallowed is found again.
        QTest::newRow("false header swallowing a real frame")
            << QByteArray("CG\x01\x02\x10\x00\x00\x00", 8) + hello << 3 << 1 << QStringList{"checksum"}
            << false;
        QTest::newRow("CG then garbage")
            << QByteArray("CGxxxxxxxxxxxx") + bye << 0 << 1 << QStringList{"oversized"} << false;
    }

    void streams()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, chunk);
        QFETCH(int, frames);
        QFETCH(QStringList, errors);
        QFETCH(bool, truncated);
        const Outcome o = run(input, chunk);
        QCOMPARE(o.frames, frames);
        QCOMPARE(o.errors, errors);
        QCOMPARE(o.truncatedAtEnd, truncated);
    }

    // A decoder fed endless noise must keep a bounded buffer and never stall on one false header.
    void randomNoiseIsBounded()
    {
        QRandomGenerator rng(12345);
        QByteArray noise(1 << 20, 0);
        for (auto &c : noise)
            c = char(rng.bounded(256));
        // Sprinkle false headers claiming big payloads.
        for (int i = 0; i < noise.size() - 8; i += 4099) {
            noise[i] = 'C';
            noise[i + 1] = 'G';
        }
        const Outcome o = run(noise + helloFrame(), 4096, 1024);
        QVERIFY(o.maxBuffered <= kHeaderSize + 1024 + kTrailerSize + 4096);
        QVERIFY(o.frames >= 1); // the real frame at the end survives
        QVERIFY(!o.errors.isEmpty());
    }

    void sampleRoundTrip()
    {
        const Sample in = makeSample();
        const auto payload = encodeSample(in);
        const auto out = decodeSample(payload.data(), payload.size());
        QVERIFY(out.has_value());
        QCOMPARE(out->seq, in.seq);
        QCOMPARE(out->timestampMs, in.timestampMs);
        QCOMPARE(out->cpuPercent, in.cpuPercent);
        QCOMPARE(out->memUsedBytes, in.memUsedBytes);
        QCOMPARE(out->nics.size(), std::size_t(2));
        QCOMPARE(out->nics[1].name, std::string("ib0"));
        QCOMPARE(out->ibPorts.at(0).linkDowned, std::uint64_t(1));
        QCOMPARE(out->gpus.size(), std::size_t(1));
        QCOMPARE(out->gpus[0].index, 3u);
        QCOMPARE(out->gpus[0].powerW, 650.5f);
        QVERIFY(out->gpus[0].has(GpuSample::Ecc));
        QVERIFY(!out->gpus[0].has(GpuSample::MemClock));
        QVERIFY(std::isnan(out->load5));
    }

    void truncatedSamplePayloads_data()
    {
        QTest::addColumn<int>("cut");
        const auto payload = encodeSample(makeSample());
        for (int cut : {0, 1, 8, 20, 60, 83, 84, 85, 100, int(payload.size()) - 1})
            QTest::newRow(qPrintable(QStringLiteral("%1 bytes").arg(cut))) << cut;
    }

    void truncatedSamplePayloads()
    {
        QFETCH(int, cut);
        const auto payload = encodeSample(makeSample());
        std::string why;
        QVERIFY(!decodeSample(payload.data(), std::size_t(cut), &why).has_value());
        QVERIFY(!why.empty());
    }

    void sampleJsonHasTheFieldsPeopleRead()
    {
        const std::string line = sampleToJsonLine(makeSample());
        QVERIFY(line.find('\n') == std::string::npos);
        const auto doc = QJsonDocument::fromJson(QByteArray::fromStdString(line));
        QVERIFY(doc.isObject());
        const QJsonObject o = doc.object();
        QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("sample"));
        QCOMPARE(o.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("percent")).toDouble(), 12.5);
        QVERIFY(
            o.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("load")).toArray().at(1).isNull());
        QCOMPARE(o.value(QStringLiteral("network")).toObject().value(QStringLiteral("nics")).toArray().size(),
                 2);
        const QJsonObject g = o.value(QStringLiteral("gpus")).toArray().at(0).toObject();
        QCOMPARE(g.value(QStringLiteral("sm_clock_mhz")).toInt(), 1980);
        QVERIFY(g.value(QStringLiteral("mem_clock_mhz")).isNull());
    }

    void pongRoundTrip()
    {
        const auto payload = encodePong(Pong{42, 1000});
        const auto p = decodePong(payload.data(), payload.size());
        QVERIFY(p.has_value());
        QCOMPARE(p->echo, 42u);
        QVERIFY(!decodePong(payload.data(), payload.size() - 1).has_value());
    }

    // The resync's algebra: the CRC of any range from two registers of one run, and x^(8n) for large n.
    void crcFromRegisters()
    {
        QRandomGenerator rng(7);
        QByteArray data(5000, 0);
        for (auto &c : data)
            c = char(rng.bounded(256));
        const auto *u = reinterpret_cast<const std::uint8_t *>(data.constData());
        std::vector<std::uint32_t> reg(std::size_t(data.size()) + 1, 0);
        const std::uint32_t one = 0x80000000u;
        for (int i = 0; i < data.size(); ++i) {
            // The raw register (seed 0, no final xor), one byte at a time.
            std::uint32_t r = reg[std::size_t(i)] ^ u[i];
            for (int k = 0; k < 8; ++k)
                r = (r & 1u) ? (r >> 1) ^ 0xEDB88320u : r >> 1;
            reg[std::size_t(i) + 1] = r;
        }
        for (int t = 0; t < 500; ++t) {
            const int a = int(rng.bounded(data.size()));
            const int b = a + int(rng.bounded(data.size() - a + 1));
            QCOMPARE(crc32FromRegisters(reg[std::size_t(a)], reg[std::size_t(b)], std::uint64_t(b - a)),
                     crc32(u + a, std::size_t(b - a)));
        }
        QCOMPARE(crc32XPow8n(0), one);
        for (std::uint64_t n : {1ull, 1023ull, 1024ull, 2097151ull, 2097152ull, 5000000ull, 1ull << 40}) {
            for (std::uint64_t m : {1ull, 77ull, 4096ull, 3000000ull})
                QCOMPARE(crc32XPow8n(n + m), crc32MulModP(crc32XPow8n(n), crc32XPow8n(m)));
        }
    }

    // Whatever the stream, the bounded decoder finds what a fresh CRC of every candidate finds.
    void agreesWithTheUnboundedDecoder()
    {
        QRandomGenerator rng(20261201);
        constexpr std::size_t max = 1024;
        for (int round = 0; round < 300; ++round) {
            const QByteArray input = hostileMix(rng, 1 + int(rng.bounded(40)), max);
            const Reference want = reference(input, max);
            FrameDecoder whole(max);
            const Reference got = decodeAll(whole, input, int(std::max<qsizetype>(1, input.size())));
            QCOMPARE(got.errors, want.errors);
            QCOMPARE(got.frames, want.frames);
            QVERIFY(whole.crcBytes() <= 2 * whole.bytesFed());
            FrameDecoder chunked(max);
            const Reference inChunks = decodeAll(chunked, input, 1 + int(rng.bounded(300)));
            QCOMPARE(inChunks.frames, want.frames);
            QVERIFY(chunked.crcBytes() <= 2 * chunked.bytesFed());
        }
    }

    // A stream of false 8-byte headers, each claiming a payload near the limit: the CRC runs over at most
    // twice the input (a fresh check per candidate would be 32,768 times), and the frame after it is found.
    void falseHeaderFloodCostsAtMostTwoCrcBytesPerByte_data()
    {
        QTest::addColumn<int>("spacing");
        QTest::addColumn<int>("chunk");
        QTest::newRow("every 8 bytes, 64 KiB reads") << 8 << 65536;
        QTest::newRow("every 8 bytes, 1 KiB reads") << 8 << 1024;
        QTest::newRow("every 12 bytes, 4 KiB reads") << 12 << 4096;
        QTest::newRow("every 8 bytes, one read") << 8 << 0;
    }

    void falseHeaderFloodCostsAtMostTwoCrcBytesPerByte()
    {
        QFETCH(int, spacing);
        QFETCH(int, chunk);
        constexpr std::size_t max = 256 * 1024;
        QByteArray flood;
        QRandomGenerator rng(99);
        while (flood.size() < (2 << 20)) {
            const std::uint32_t len = std::uint32_t(max) - rng.bounded(4096u);
            QByteArray h("CG\x01\x02", 4);
            for (int b = 0; b < 4; ++b)
                h += char((len >> (8 * b)) & 0xFF);
            flood += h + QByteArray(spacing - 8, 'x');
        }
        const QByteArray hello = helloFrame();
        // Past the reach of every false header, so that the real frame cannot be swallowed.
        const QByteArray input = flood + QByteArray(int(max) + 16, 'z') + hello;
        FrameDecoder d(max);
        const Reference got = decodeAll(d, input, chunk > 0 ? chunk : int(input.size()));
        QCOMPARE(got.frames.size(), 1);
        QCOMPARE(got.frames.at(0).second, hello.mid(int(kHeaderSize), hello.size() - 12));
        QCOMPARE(d.bytesFed(), std::uint64_t(input.size()));
        QVERIFY2(d.crcBytes() <= 2 * d.bytesFed(),
                 qPrintable(
                     QStringLiteral("%1 CRC bytes for %2 input bytes").arg(d.crcBytes()).arg(d.bytesFed())));
        QVERIFY(got.errors.count(QStringLiteral("checksum")) >= flood.size() / spacing - 1);
    }

    // In sync, each byte but the trailers goes through the CRC exactly once.
    void validStreamCostsOneCrcBytePerByte()
    {
        QByteArray input;
        int n = 0;
        for (; input.size() < 200000; ++n)
            input += bytes(encodeFrame(FrameType::Sample, encodeSample(makeSample())));
        FrameDecoder d;
        const Reference got = decodeAll(d, input, 3000);
        QCOMPARE(got.frames.size(), n);
        QCOMPARE(d.crcBytes(), std::uint64_t(input.size()) - std::uint64_t(n) * kTrailerSize);
    }

    void crcKnownAnswer()
    {
        const char *check = "123456789";
        QCOMPARE(crc32(reinterpret_cast<const std::uint8_t *>(check), 9), 0xCBF43926u);
    }
};

QTEST_APPLESS_MAIN(TestFrameDecoder)
#include "tst_frame_decoder.moc"
