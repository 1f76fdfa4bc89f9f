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

namespace {

char *writeVarint(char *p, quint64 v)
{
    while (v >= 0x80) {
        *p++ = char((v & 0x7f) | 0x80);
        v >>= 7;
    }
    *p++ = char(v);
    return p;
}

// Sizes first, then every byte written once into a buffer of the exact size (appending byte by byte to a
// QByteArray cost more than the copying itself at 91,000 samples a second).
template <typename It> QByteArray encodeRange(It first, It last)
{
    qsizetype total = 0;
    for (It it = first; it != last; ++it) {
        const int sampleSize = 1 + 8 + 1 + varintSize(quint64(it->timestampMs));
        const qsizetype seriesSize =
            it->encodedLabels.size() + 1 + varintSize(quint64(sampleSize)) + sampleSize;
        total += 1 + varintSize(quint64(seriesSize)) + seriesSize;
    }
    QByteArray out(total, Qt::Uninitialized);
    char *p = out.data();
    for (It it = first; it != last; ++it) {
        // Sample: value (fixed64 double) + timestamp (varint int64, two's complement when negative).
        const auto ts = quint64(it->timestampMs);
        const int sampleSize = 1 + 8 + 1 + varintSize(ts);
        const qsizetype labels = it->encodedLabels.size();
        const qsizetype seriesSize = labels + 1 + varintSize(quint64(sampleSize)) + sampleSize;
        *p++ = tag(1, kLenDelimited); // WriteRequest.timeseries
        p = writeVarint(p, quint64(seriesSize));
        std::memcpy(p, it->encodedLabels.constData(), size_t(labels));
        p += labels;
        *p++ = tag(2, kLenDelimited); // TimeSeries.samples
        p = writeVarint(p, quint64(sampleSize));
        *p++ = tag(1, kFixed64);
        std::memcpy(p, &it->value, 8); // little-endian on every platform we build for
        p += 8;
        *p++ = tag(2, kVarint);
        p = writeVarint(p, ts);
    }
    Q_ASSERT(p == out.data() + total);
    return out;
}

} // namespace

QByteArray encodeWriteRequest(const std::vector<SeriesSample> &samples)
{
    return encodeRange(samples.begin(), samples.end());
}

QByteArray encodeWriteRequest(std::deque<SeriesSample>::const_iterator first,
                              std::deque<SeriesSample>::const_iterator last)
{
    return encodeRange(first, last);
}

QByteArray snappyCompress(const QByteArray &raw)
{
    // Straight into the answer: no zero-filled std::string of the worst-case size, no copy out of it.
    QByteArray out(qsizetype(snappy::MaxCompressedLength(size_t(raw.size()))), Qt::Uninitialized);
    size_t length = 0;
    snappy::RawCompress(raw.constData(), size_t(raw.size()), out.data(), &length);
    out.truncate(qsizetype(length));
    return out;
}

QByteArray snappyUncompress(const QByteArray &compressed)
{
    std::string out;
    if (!snappy::Uncompress(compressed.constData(), size_t(compressed.size()), &out))
        return {};
    return QByteArray(out.data(), qsizetype(out.size()));
}

} // namespace cg::exporting
