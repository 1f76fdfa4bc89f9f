// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/remote_write_encode.h"

#include <snappy.h>

#include <algorithm>
#include <cstring>

namespace cg::exporting {

namespace {

void putVarint(QByteArray &out, quint64 v)
{
    while (v >= 0x80) {
        out += char((v & 0x7f) | 0x80);
        v >>= 7;
    }
    out += char(v);
}

int varintSize(quint64 v)
{
    int n = 1;
    while (v >= 0x80) {
        v >>= 7;
        ++n;
    }
    return n;
}

// tag (field << 3 | wire type)
constexpr char kLenDelimited = 2;
constexpr char kFixed64 = 1;
constexpr char kVarint = 0;
constexpr char tag(int field, char wire)
{
    return char((field << 3) | wire);
}

void putBytesField(QByteArray &out, int field, const QByteArray &bytes)
{
    out += tag(field, kLenDelimited);
    putVarint(out, quint64(bytes.size()));
    out += bytes;
}

int labelSize(const Label &l)
{
    return 1 + varintSize(quint64(l.first.size())) + int(l.first.size()) + 1 +
           varintSize(quint64(l.second.size())) + int(l.second.size());
}

} // namespace

QByteArray encodeLabels(Labels labels)
{
    std::sort(labels.begin(), labels.end(), [](const Label &a, const Label &b) { return a.first < b.first; });
    QByteArray out;
    for (const Label &l : labels) {
        out += tag(1, kLenDelimited); // TimeSeries.labels
        putVarint(out, quint64(labelSize(l)));
        putBytesField(out, 1, l.first);
        putBytesField(out, 2, l.second);
    }
    return out;
}

QByteArray encodeWriteRequest(const std::vector<SeriesSample> &samples)
{
    qsizetype total = 0;
    for (const SeriesSample &s : samples)
        total += s.encodedLabels.size() + 32;
    QByteArray out;
    out.reserve(total);
    for (const SeriesSample &s : samples) {
        // Sample: value (fixed64 double) + timestamp (varint int64, two's complement when negative).
        const auto ts = quint64(s.timestampMs);
        const int sampleSize = 1 + 8 + 1 + varintSize(ts);
        const int seriesSize = int(s.encodedLabels.size()) + 1 + varintSize(quint64(sampleSize)) + sampleSize;
        out += tag(1, kLenDelimited); // WriteRequest.timeseries
        putVarint(out, quint64(seriesSize));
        out += s.encodedLabels;
        out += tag(2, kLenDelimited); // TimeSeries.samples
        putVarint(out, quint64(sampleSize));
        out += tag(1, kFixed64);
        char bits[8];
        std::memcpy(bits, &s.value, 8); // little-endian on every platform we build for
        out.append(bits, 8);
        out += tag(2, kVarint);
        putVarint(out, ts);
    }
    return out;
}

QByteArray snappyCompress(const QByteArray &raw)
{
    std::string out;
    snappy::Compress(raw.constData(), size_t(raw.size()), &out);
    return QByteArray(out.data(), qsizetype(out.size()));
}

QByteArray snappyUncompress(const QByteArray &compressed)
{
    std::string out;
    if (!snappy::Uncompress(compressed.constData(), size_t(compressed.size()), &out))
        return {};
    return QByteArray(out.data(), qsizetype(out.size()));
}

} // namespace cg::exporting
