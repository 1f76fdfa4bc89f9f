// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/rollup.h"

#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace cg::history {

namespace {

void putF(char *p, float v)
{
    quint32 u;
    std::memcpy(&u, &v, 4);
    qToLittleEndian(u, p);
}

float getF(const char *p)
{
    const quint32 u = qFromLittleEndian<quint32>(p);
    float v;
    std::memcpy(&v, &u, 4);
    return v;
}

} // namespace

float percentile95(std::vector<float> &values)
{
    if (values.empty())
        return std::numeric_limits<float>::quiet_NaN();
    std::sort(values.begin(), values.end());
    const std::size_t rank = std::size_t(std::ceil(0.95 * double(values.size()))); // 1-based
    return values[std::max<std::size_t>(rank, 1) - 1];
}

Rollup rollupOf(std::vector<float> &values)
{
    Rollup r;
    if (values.empty())
        return r;
    r.p95 = percentile95(values); // sorts
    r.count = quint32(values.size());
    r.min = values.front();
    r.max = values.back();
    double sum = 0;
    for (float v : values)
        sum += double(v);
    r.sum = sum;
    r.mean = float(sum / double(values.size()));
    return r;
}

QByteArray encodeRaw(const std::vector<RawPoint> &points)
{
    QByteArray out(qsizetype(points.size() * 6), Qt::Uninitialized);
    char *p = out.data();
    for (const RawPoint &r : points) {
        qToLittleEndian(r.offsetMs, p);
        putF(p + 2, r.value);
        p += 6;
    }
    return out;
}

std::vector<RawPoint> decodeRaw(const QByteArray &bytes)
{
    std::vector<RawPoint> out(std::size_t(bytes.size() / 6));
    const char *p = bytes.constData();
    for (RawPoint &r : out) {
        r.offsetMs = qFromLittleEndian<quint16>(p);
        r.value = getF(p + 2);
        p += 6;
    }
    return out;
}

QByteArray encodeRollup(const Rollup &r)
{
    QByteArray out(20, Qt::Uninitialized);
    char *p = out.data();
    qToLittleEndian(r.count, p);
    putF(p + 4, r.min);
    putF(p + 8, r.mean);
    putF(p + 12, r.max);
    putF(p + 16, r.p95);
    return out;
}

Rollup decodeRollup(QByteArrayView bytes)
{
    Rollup r;
    if (bytes.size() < 20)
        return r;
    const char *p = bytes.data();
    r.count = qFromLittleEndian<quint32>(p);
    r.min = getF(p + 4);
    r.mean = getF(p + 8);
    r.max = getF(p + 12);
    r.p95 = getF(p + 16);
    r.sum = double(r.mean) * r.count;
    return r;
}

QByteArray encodeHour(const std::vector<MinuteRollup> &minutes)
{
    QByteArray out;
    out.reserve(qsizetype(minutes.size() * 21));
    for (const MinuteRollup &m : minutes) {
        out.append(char(m.minute));
        out.append(encodeRollup(m.rollup));
    }
    return out;
}

std::vector<MinuteRollup> decodeHour(QByteArrayView bytes)
{
    std::vector<MinuteRollup> out(std::size_t(bytes.size() / 21));
    for (std::size_t i = 0; i < out.size(); ++i) {
        const QByteArrayView one = bytes.sliced(qsizetype(i * 21), 21);
        out[i].minute = quint8(one[0]);
        out[i].rollup = decodeRollup(one.sliced(1));
    }
    return out;
}

QByteArray encodeFrame(const std::vector<FrameCell> &cells)
{
    QByteArray out(qsizetype(cells.size() * 12), Qt::Uninitialized);
    char *p = out.data();
    for (const FrameCell &c : cells) {
        qToLittleEndian(c.series, p);
        putF(p + 4, c.sum);
        qToLittleEndian(c.count, p + 8);
        p += 12;
    }
    return out;
}

std::vector<FrameCell> decodeFrame(const QByteArray &bytes)
{
    std::vector<FrameCell> out(std::size_t(bytes.size() / 12));
    const char *p = bytes.constData();
    for (FrameCell &c : out) {
        c.series = qFromLittleEndian<quint32>(p);
        c.sum = getF(p + 4);
        c.count = qFromLittleEndian<quint32>(p + 8);
        p += 12;
    }
    return out;
}

} // namespace cg::history
