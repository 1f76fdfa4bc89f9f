// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/canonical.h"

#include <QDateTime>

#include <openssl/sha.h>

namespace cg::ledger {

void appendField(QByteArray &out, QByteArrayView bytes)
{
    const auto n = quint32(bytes.size());
    const char len[4] = {char(n >> 24), char(n >> 16), char(n >> 8), char(n)};
    out.append(len, 4);
    out.append(bytes.data(), bytes.size());
}

Canonical &Canonical::add(QByteArrayView bytes)
{
    appendField(m_bytes, bytes);
    return *this;
}

Canonical &Canonical::add(qint64 number)
{
    return add(QByteArrayView(QByteArray::number(number)));
}

QByteArray sha256(QByteArrayView bytes)
{
    QByteArray out(SHA256_DIGEST_LENGTH, Qt::Uninitialized);
    SHA256(reinterpret_cast<const unsigned char *>(bytes.data()), std::size_t(bytes.size()),
           reinterpret_cast<unsigned char *>(out.data()));
    return out;
}

QString toHex(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex());
}

bool fromStrictHex(const QString &text, qsizetype bytes, QByteArray *out)
{
    if (text.size() != bytes * 2)
        return false;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!((u >= '0' && u <= '9') || (u >= 'a' && u <= 'f')))
            return false;
    }
    *out = QByteArray::fromHex(text.toLatin1());
    return out->size() == bytes;
}

bool fromStrictBase64(const QString &text, QByteArray *out)
{
    const QByteArray latin = text.toLatin1();
    if (QString::fromLatin1(latin) != text)
        return false;
    auto decoded = QByteArray::fromBase64Encoding(latin, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.toBase64() != latin)
        return false;
    *out = decoded.decoded;
    return true;
}

QByteArray isoTimeUtf8(const QDateTime &t)
{
    if (!t.isValid())
        return {};
    // Days since 1970-01-01 to a civil date (H. Hinnant's days_from_civil, inverted): what
    // QDateTime::toString gives, without its locale machinery, for years 1 to 9999.
    const qint64 ms = t.toMSecsSinceEpoch();
    qint64 days = ms / 86400000, rest = ms % 86400000;
    if (rest < 0) {
        rest += 86400000;
        --days;
    }
    const qint64 z = days + 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    const qint64 day = doy - (153 * mp + 2) / 5 + 1;
    const qint64 month = mp < 10 ? mp + 3 : mp - 9;
    const qint64 year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    if (year < 1 || year > 9999)
        return t.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ")).toUtf8();
    char out[24];
    const auto put = [&](int at, qint64 v, int width) {
        for (int i = width - 1; i >= 0; --i, v /= 10)
            out[at + i] = char('0' + v % 10);
    };
    put(0, year, 4);
    out[4] = '-';
    put(5, month, 2);
    out[7] = '-';
    put(8, day, 2);
    out[10] = 'T';
    put(11, rest / 3600000, 2);
    out[13] = ':';
    put(14, rest / 60000 % 60, 2);
    out[16] = ':';
    put(17, rest / 1000 % 60, 2);
    out[19] = '.';
    put(20, rest % 1000, 3);
    out[23] = 'Z';
    return QByteArray(out, sizeof out);
}

QString isoTime(const QDateTime &t)
{
    return QString::fromLatin1(isoTimeUtf8(t));
}

QDateTime parseIsoTime(const QString &text)
{
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (t.isValid())
        t = t.toUTC();
    return t;
}

} // namespace cg::ledger
